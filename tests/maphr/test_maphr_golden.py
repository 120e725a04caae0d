"""A recorded game: it must load and fold to the same final hash until the rules change on
purpose (then re-record it and raise MaphrRules.rules_version)."""

from pathlib import Path

from game import sessions

GOLDEN = Path(__file__).parent / "golden" / "maphr_3p_3rounds.tws"


def test_the_golden_game_replays_to_its_recorded_hash():
    loaded = sessions.load(GOLDEN)
    assert not loaded.warnings
    assert loaded.match.is_over()
    assert loaded.match.state_hash() == "b1abfd632fcb2530"
    assert loaded.match.state.round == 3
