"""Twenty-third trial: the list of games to load said only "unfinished". It and Continue say
where the game stands, in its own words."""

from __future__ import annotations


def test_the_load_list_and_continue_say_the_round_in_the_games_words(app):
    from game.save_index import SaveSummary
    from game.ui.scenes.saves import game_line, progress_words

    app.settings.language = "fr"
    app.apply_settings()
    tr = app.tr
    mythos = SaveSummary("mythos", ("Ana", "Bob"), False, progress=(3,))
    assert progress_words(tr, mythos) == "tour 3 sur 4"
    assert game_line(tr, mythos) == "Ana contre Bob, Mythos, tour 3 sur 4"
    series = SaveSummary("to_the_moon", ("Ana", "Bob"), False, progress=(2, 7))
    assert progress_words(tr, series) == "partie 2, tour 7"
    assert progress_words(tr, SaveSummary("mythos", ("Ana", "Bob"), True, progress=(3,))) == ""
    assert progress_words(tr, SaveSummary("maphr", ("Ana", "Bob"), False)) == ""
