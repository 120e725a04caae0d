"""While a Mining War fight lasts the attacker stands out of its row towards its target; its
owner's name (and the phase beside it) stays readable: a label the attacker would cover moves
beside it. Geometry only: the rects the table draws, at every step of the fight."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.mining_war.commands import Attack, EndPhase
from tests.ui.test_war_table import plugin_for


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("players, attacker_seat, target_seat", [(2, 0, 1), (3, 0, 1), (4, 0, 1), (4, 3, 2)])
def test_the_attacker_never_covers_its_owners_name_or_phase(app, players, attacker_seat, target_seat):
    coins = {"deck": ["bitcoin"] * 3}
    seats = [{"fighters": ["hacker"], "hand": ["bugs"], **coins} if s == attacker_seat else {"fighters": ["miner"], **coins}
             for s in range(players)]
    order = [attacker_seat] + [s for s in range(players) if s != attacker_seat]
    config = sessions.make_config("mining_war", [SeatConfig(f"Player {s}") for s in range(players)], seed=1,
                                  options={"setup": {"order": order, "players": seats}})
    match = sessions.start(config).match
    plugin = plugin_for(app, match)
    match.submit(EndPhase(attacker_seat))
    match.submit(EndPhase(attacker_seat))
    attacker = f"p{attacker_seat}.00"
    home = {s.key: s.rect for s in plugin.sprites(match.view(None), None)}[attacker]
    start = len(match.entries)
    match.submit(Attack(attacker_seat, attacker, f"p{target_seat}.00"))
    fights = 0
    for position in range(start, len(match.entries) + 1):
        view = match.rules.view(match.state_at(position), None)
        rect = next(s.rect for s in plugin.sprites(view, None) if s.key == attacker)
        labels = plugin.name_labels(view, view["players"][attacker_seat])
        assert [text for text, *_ in labels][0].endswith(f"Player {attacker_seat}")
        for text, _, _, label in labels:
            assert not _overlap(rect, label), f"{attacker} at {rect} covers {text!r} at {label}"
            assert not _overlap(home, label)
            zone = plugin.seat_zone(attacker_seat, "name")
            assert zone[0] <= label[0] and label[0] + label[2] <= zone[0] + zone[2]  # still in its strip
        if view["fight"] is not None:
            fights += 1
            assert abs(rect[1] - home[1]) > 20  # the attacker still stands out, as far as before
    assert fights > 0
