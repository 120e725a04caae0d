"""The Lantern Watch deck (UPGRADE-modified MAIN effects, play effects, missions that hold while
in play) in whole games: no leak of hidden information, invariants after every command, and the
computer players play it to the end."""

from game.ai.levels import make_player
from game.rules.mythos import events as ev

from lantern_games import leak_check, new_match, play_out


def test_lantern_watch_games_leak_nothing():
    positions = 0
    for seed in range(4):  # both seats, against both starter decks
        checked, leaks = leak_check(seed, rate=0.15)
        assert [str(leak) for leak in leaks] == []
        positions += checked
    assert positions > 40


def test_the_search_player_plays_the_new_cards_to_the_end():
    for seed in (1, 2):
        match = new_match(seed, ("computer:hard", "computer:easy"))
        players = {0: make_player("hard", match.rules, seed, think_seconds=5.0, max_iterations=12),
                   1: make_player("easy", match.rules, seed)}
        play_out(match, players)
        assert match.is_over()
    kinds = {type(e.event) for e in match.entries}
    assert ev.MissionRevealed in kinds
