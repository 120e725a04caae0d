"""The game log in words (English and French), as each seat may read it; and turn-taking refusals."""

from pathlib import Path

import pytest

from duel_helpers import new_match
from game import sessions
from game.engine import IllegalCommand, Undo
from game.rules.robot_duel.commands import PlayCard
from game.rules.robot_duel.events import BonusDrawn, MoveCancelled

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "robot_duel_golden.tws"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_event_of_a_whole_game_reads_as_a_sentence(lang):
    match = sessions.load(GOLDEN).match
    for entry in match.entries:
        for seat in (None, 0, 1):
            line = match.rules.describe(entry.event, seat, lang)
            if entry.event == MoveCancelled(1, "both_at_moon"):
                continue  # said once, with seat 0's
            assert line and line != type(entry.event).__name__, entry.event
            if isinstance(entry.event, BonusDrawn) and seat == 1 - entry.event.seat:
                card = match.rules.cards[entry.event.card.split(".")[1]]
                assert card.name[lang] not in line  # drawn secretly


def test_log_lines_say_what_happened():
    match = new_match()
    match.submit(PlayCard(0, "p0.thunder"))
    committed = match.entries[-1].event
    assert match.rules.describe(committed, 1) == "P1 places a card face down."
    assert match.rules.describe(committed, 0) == "P1 places Thunder attack face down."
    assert match.rules.describe(committed, 1, "fr") == "J1 pose une carte face cachée."
    match.submit(PlayCard(1, "p1.barrier"))
    lines = [match.rules.describe(e.event, 0) for e in match.entries]
    assert "Cards revealed: P1 Thunder attack, P2 Barrier." in lines
    assert "P2 takes 1 damage (Barrier blocks 1)." in lines


def test_choosing_twice_or_out_of_turn_is_refused():
    match = new_match()
    match.submit(PlayCard(0, "p0.charge"))
    with pytest.raises(IllegalCommand, match="not your turn"):
        match.submit(PlayCard(0, "p0.move"))
    assert match.legal_commands(0) == []
    with pytest.raises(IllegalCommand, match="not a Charge & Spark action"):
        match.rules.handle(match.state, Undo(1), None)
    match.submit(PlayCard(1, "p1.charge"))  # the refusals changed nothing
    assert match.state.round == 2 and match.state.robots[0].rest == "p0.charge"


def test_the_setup_line_counts_the_cards_actually_dealt():
    match = new_match({"hands": [["p0.spark", "p0.move"], ["p1.charge"]]})
    assert match.rules.describe(match.entries[0].event, 1) == "P1 takes 2 cards; Health 4, Battery 2, Disk 0 face up."
    assert match.rules.describe(match.entries[1].event, 1, "fr") == "J2 prend 1 carte ; Santé 4, Batterie 2, Disque 0 face visible."
    assert match.rules.describe(new_match().entries[0].event, 0).startswith("P1 takes 6 cards;")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_both_robots_at_the_moon_is_said_once(lang):
    # Fourteenth trial: "Les deux robots atteindraient la lune ensemble" came twice, one per robot.
    from game.rules.robot_duel.events import MoveCancelled

    match = new_match()
    lines = [match.rules.describe(MoveCancelled(seat, "both_at_moon"), None, lang) for seat in (0, 1)]
    assert lines[0] and lines[1] == ""
    assert match.rules.describe(MoveCancelled(1, "trap"), None, lang), "another cancel is said for each robot"


@pytest.mark.parametrize("lang, one, two", [
    ("fr", "J1 paie 1 Batterie pour", "J1 paie 2 Batteries et 2 Disques pour"),
    ("en", "1 Battery", "2 Batteries and 2 Disks"),
])
def test_tiles_paid_read_in_the_plural_past_one(lang, one, two):
    """Twenty-first trial: "Bob paie 2 Batterie", "il faut 2 Disque"."""
    from game.rules.robot_duel.events import CostPaid

    match = new_match(seed=1)
    card = next(iter(match.state.robots[0].hand))
    assert one in match.rules.describe(CostPaid(0, card, 1, 0), None, lang)
    assert two in match.rules.describe(CostPaid(0, card, 2, 2), None, lang)
