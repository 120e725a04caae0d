"""Fourth new-user trial: Charge & Spark's hand keys were renumbered every turn, as the card that
went to rest left the hand (Déplacement was 6, then 5, and 6 did nothing). A card now keeps its
number; the resting card keeps its own, dimmed, and says why it cannot be played."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.robot_duel import RobotDuelTable


def test_each_card_keeps_its_number_from_turn_to_turn_and_the_resting_one_says_why(app):
    rested = 0
    for seed in range(6):
        match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        plugin = RobotDuelTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        numbers: dict[str, int] = {}
        chooser = random.Random(seed)
        while not match.is_over():
            seat = match.to_act()[0]
            view = match.view(seat)
            keys = plugin.hand_keys(view, seat)
            robot = view["robots"][seat]
            assert set(keys) == set(robot["hand"]) | ({robot["rest"]} if robot["rest"] else set())
            for number, card in enumerate(keys):
                if card.startswith(f"p{seat}."):  # the six basic cards: a bonus card may come before none of them
                    assert numbers.setdefault(card, number) == number, f"seed {seed}: {card} moved from key {numbers[card] + 1} to {number + 1}"
            if robot["rest"]:
                reason = plugin.unplayable_reason(view, seat, robot["rest"])
                assert reason and "resting" in reason
                rested += 1
            match.submit(chooser.choice(match.legal_commands(seat)))
    assert rested >= 10
