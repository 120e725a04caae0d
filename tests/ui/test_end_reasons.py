"""The end screen says why each game ended in words (never a raw reason) and who scored what."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.engine.players import play_out
from game.match_options import self_play_options


@pytest.mark.parametrize("game_id,seed", [("robot_duel", 1), ("mythos", 2), ("mythos", 5), ("mining_war", 3),
                                          ("to_the_moon", 4), ("maphr", 5)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_screen_names_the_reason_and_the_scores(app, game_id, seed, lang):
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.table import TableScene

    app.settings.language = lang
    app.apply_settings()
    seats = [SeatConfig("Ada", "computer:easy"), SeatConfig("Bo", "computer:easy")]
    config = sessions.make_config(game_id, seats, seed, self_play_options(game_id))  # random players need the round limits
    session = sessions.start(config)
    play_out(session.match, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)})
    table = TableScene(app, session)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    title, reason = end.headline()
    outcome = session.match.outcome
    assert reason and reason != outcome.reason and not reason.startswith("end."), f"raw reason {outcome.reason!r}"
    assert "Ada" in title or "Bo" in title or outcome.is_draw
    if outcome.scores:
        line = end.scores_line()
        assert all(str(score) in line for score in outcome.scores) and "Ada" in line and "Bo" in line
    app.frame(1 / 60)  # draws without error


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_duel_ends_naming_whose_robot_won_or_fell(app, lang):
    """New-user trial F59: "The opponent's last Health tile is flipped." (whose opponent?)."""
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.table import TableScene

    app.settings.language = lang
    app.apply_settings()
    for seed in range(1, 30):
        seats = [SeatConfig("Ada", "computer:easy"), SeatConfig("Bo", "computer:easy")]
        session = sessions.start(sessions.make_config("robot_duel", seats, seed))
        play_out(session.match, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)})
        outcome = session.match.outcome
        if len(outcome.winners) == 1:
            break
    table = TableScene(app, session)
    app.push(table)
    _, reason = EndScene(app, table).headline()
    winner = ["Ada", "Bo"][outcome.winners[0]]
    loser = ["Ada", "Bo"][1 - outcome.winners[0]]
    assert (loser if outcome.reason == "health" else winner) in reason, reason


def test_each_end_button_has_its_number_key_drawn_above_it_and_the_key_presses_it(app, player):
    """Twentieth trial: the end screen's buttons were the only choices without a number key."""
    import pygame

    from game.ui.scenes.end import EndScene
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.table import TableScene
    from game.ui.text_check import texts_drawn

    seats = [SeatConfig("Ada", "computer:easy"), SeatConfig("Bo", "computer:easy")]
    session = sessions.start(sessions.make_config("robot_duel", seats, 1, self_play_options("robot_duel")))
    play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    table = TableScene(app, session)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    records = texts_drawn(app, end.draw)
    for number, button in enumerate(end.group.buttons, start=1):
        rect = app.viewport.rect(button.rect)
        keys = [box for text, box, _ in records if text == str(number) and box.bottom <= rect.top and abs(box.centerx - rect.centerx) <= 2]
        assert keys, (number, button.label)
        assert button.hotkey == getattr(pygame, f"K_{number}")
    end.opened_at -= 10  # past its arming: a key pressed on to skip the last summaries does nothing
    player.key(pygame.K_4)
    assert isinstance(app.top, MainMenu), "4 goes back to the menu"
