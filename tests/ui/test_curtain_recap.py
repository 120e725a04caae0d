"""Second new-user trial G6: "the curtain never says what happened since your last turn; a
player who is passed the screen must read the log". The curtain lists what everyone saw since
that player's last move: public lines only, since whoever holds the screen reads it."""

from __future__ import annotations

import random

import pytest

from game.engine import SeatConfig
from game.ui.scenes.table_view import PUBLIC
from game.ui.text_check import problems, texts_drawn


@pytest.mark.parametrize("game_id", ["to_the_moon", "mythos", "mining_war"])
def test_the_curtain_recaps_the_others_moves_in_public_words(app, game_id):
    from game.ui.scenes.table import new_match_scene

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = new_match_scene(app, game_id, [SeatConfig("Anna"), SeatConfig("Bruno")], seed=5)
    app.push(scene)
    match, chooser = scene.match, random.Random(5)
    recap = []
    for _ in range(120):
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
        scene.presented = len(match.entries)
        other = 1 - seat
        recap = scene.since_last_move(other)
        if len(recap) >= 2 and any("Anna" in line or "Bruno" in line for line in recap):
            break
    assert recap, "nobody's move was recapped"
    public = set(scene.table.log_lines(len(match.entries), PUBLIC))
    assert set(recap) <= public, "a recap line is not in the public log"
    scene.curtain = other
    records = texts_drawn(app, scene.draw)
    drawn = " ".join(text for text, _, _ in records)
    title = "Depuis le dernier coup" if scene.has_moved(other) else "Depuis le début de la partie"
    assert title in drawn and recap[-1][:12] in drawn
    assert problems(records, app.screen.get_rect()) == []
    app.pop()


def test_before_a_players_first_move_the_recap_is_the_game_so_far(app):
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, "to_the_moon", [SeatConfig("Anna"), SeatConfig("Bruno")], seed=5)
    match = scene.match
    match.submit(match.legal_commands(match.to_act()[0])[0])  # the first seat chooses its Character
    scene.presented = len(match.entries)
    second = match.to_act()[0]
    lines = scene.since_last_move(second)
    assert lines and lines == [line for line in scene.table.log_lines(len(match.entries), PUBLIC) if line][-8:]
    # and its title says so: "Since Bruno's last move" read wrong before Bruno had moved (third trial H10)
    assert not scene.has_moved(second) and scene.has_moved(1 - second)
    app.push(scene)
    scene.curtain = second
    drawn = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert "So far in this game" in drawn and "last move" not in drawn


def test_a_long_recap_says_what_is_scrolled_out_and_the_wheel_shows_it(app, player):
    """Fifth new-user trial: the recap kept only its last lines and dropped an attack on a
    Firewall. Every line since the player's move can be read: what does not fit is counted over
    the recap, and the mouse wheel scrolls back to it."""
    import pygame

    from game.ui.scenes.table import new_match_scene

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = new_match_scene(app, "mining_war", [SeatConfig("Anna"), SeatConfig("Bruno")], seed=5, save=False)
    app.push(scene)
    match, chooser = scene.match, random.Random(3)
    while len(scene.since_last_move(0)) < 30 or match.to_act() != (0,):
        seat = match.to_act()[0]
        commands = match.legal_commands(seat)
        match.submit(chooser.choice(commands) if seat == 1 or len(scene.since_last_move(0)) < 2 else commands[0])
        scene.presented = len(match.entries)
        assert len(match.entries) < 3000 and not match.is_over()
    recap = scene.since_last_move(0)
    scene.raise_curtain(0)
    drawn = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert "lignes plus tôt" in drawn and recap[-1][:12] in drawn and recap[0][:20] not in drawn
    for _ in range(scene.curtain_scroll_most):
        player.post(pygame.MOUSEWHEEL, x=0, y=1)
    player.frames(1)
    records = texts_drawn(app, scene.draw)
    drawn = " ".join(text for text, _, _ in records)
    assert recap[0][:20] in drawn and "plus récentes" in drawn, "the wheel does not reach the first line"
    assert problems(records, app.screen.get_rect()) == []
    # without a wheel: Page Down back to the newest, Page Up to the first (eleventh trial)
    for _ in range(scene.curtain_scroll_most):
        player.key(pygame.K_PAGEDOWN)
    assert scene.curtain_scroll == 0 and scene.curtain is not None, "the keys scroll, they lift nothing"
    for _ in range(scene.curtain_scroll_most):
        player.key(pygame.K_PAGEUP)
    assert scene.curtain_scroll == scene.curtain_scroll_most
    app.pop()


def test_the_recap_does_not_say_whose_turn_it_is_twice(app):
    # Mythos logs "À Anna de jouer." and the curtain ends on "Maintenant : Tour 1 · À Anna de
    # jouer": the log's line goes (twelfth trial's review).
    from game.ui.scenes.table import new_match_scene

    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, "mythos", [SeatConfig("Anna"), SeatConfig("Bruno")], seed=5)
    app.push(scene)
    match, chooser = scene.match, random.Random(7)
    checked = 0
    for _ in range(80):
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
        scene.presented = len(match.entries)
        nxt = match.to_act()
        if not nxt:
            break
        lines = scene.since_last_move(nxt[0])
        status = scene.table.plugin.status_text(match.view(PUBLIC), PUBLIC)
        recap = scene.recap(nxt[0])
        if lines and lines[-1].rstrip(".") in status:
            checked += 1
            assert recap[-1] == app.tr("table.now", status=status if status.endswith(".") else status + ".")
            assert lines[-1] not in recap
    assert checked, "no recap ended on the turn's line"
