"""Issue 20, warnings before a legal move that harms its own player, asked by the table (the
rules stay untouched): To The Moon's Reveal of a plain Bitcoin card throws it on the discard
pile. The question names what happens; "Take it back" sends nothing, "Play it anyway" sends the
move, "don't ask again" also turns the warnings off in the settings."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.rules.to_the_moon.cards import card_type_of
from game.rules.to_the_moon.commands import RevealCard
from game.ui.scenes.save_prompt import PromptScene
from game.ui.scenes.table import new_match_scene


def _revealing_a_bitcoin(app, player):
    """A two-human To The Moon table where the player at the screen may Reveal a Bitcoin card."""
    scene = new_match_scene(app, "to_the_moon", [SeatConfig("Ada"), SeatConfig("Bob")], seed=7)
    app.push(scene)
    cards = scene.match.rules.cards
    chooser = random.Random(7)
    for _ in range(400):
        seat = scene.match.to_act()[0]
        legal = scene.match.legal_commands(seat)
        reveal = next((c for c in legal if isinstance(c, RevealCard) and cards[card_type_of(c.card)].kind == "bitcoin"), None)
        if reveal is not None:
            break
        scene.match.submit(chooser.choice(legal))
    else:
        raise AssertionError("no Bitcoin Reveal came up")
    scene.refresh()
    scene.set_viewer(seat)
    scene.curtain = None
    player.settle()
    return scene, reveal


def _last_command(scene):
    return next(entry.command for entry in reversed(scene.match.entries) if entry.command is not None)


def test_revealing_a_bitcoin_asks_first_and_take_it_back_sends_nothing(app, player):
    scene, reveal = _revealing_a_bitcoin(app, player)
    entries = len(scene.match.entries)
    assert scene.play(reveal) is False
    assert isinstance(app.top, PromptScene) and app.top.title == "Reveal Bitcoin?" and "discard pile" in app.top.message
    assert len(scene.match.entries) == entries
    app.top.choices[-1][1]()  # Take it back
    assert app.top is scene and len(scene.match.entries) == entries
    scene.play(reveal)
    app.top.choices[0][1]()  # Play it anyway
    assert app.top is scene and _last_command(scene) == reveal
    assert app.settings.warn_before_ruin


def test_enter_on_the_warning_takes_the_move_back(app, player):
    """Eighth new-user trial: "Play it anyway" had the focus, and a second Enter typed on the
    heels of the first sacrificed a MULTI fighter. Enter now presses "Take it back"."""
    import pygame

    scene, reveal = _revealing_a_bitcoin(app, player)
    entries = len(scene.match.entries)
    scene.play(reveal)
    assert isinstance(app.top, PromptScene)
    player.key(pygame.K_RETURN)
    player.frames(1)
    assert app.top is scene and len(scene.match.entries) == entries, "Enter played the ruinous move"


def test_dont_ask_again_plays_and_turns_the_warnings_off(app, player):
    scene, reveal = _revealing_a_bitcoin(app, player)
    scene.play(reveal)
    app.top.choices[1][1]()  # Play it, don't ask again
    assert _last_command(scene) == reveal and not app.settings.warn_before_ruin


def test_with_the_warnings_off_the_move_is_sent_at_once(app, player):
    app.settings.warn_before_ruin = False
    scene, reveal = _revealing_a_bitcoin(app, player)
    assert scene.play(reveal) is True and _last_command(scene) == reveal


def test_the_question_fits_in_french_at_text_x1_3(app, player):
    from game.ui.text_check import problems, texts_drawn

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene, reveal = _revealing_a_bitcoin(app, player)
    scene.play(reveal)
    records = texts_drawn(app, app.top.draw)
    assert any("défausse" in text for text, _, _ in records)
    assert problems(records, app.screen.get_rect()) == []


def test_mining_war_asks_before_multi(app):
    """Third new-user trial: a fighter picked by its number and Enter went MULTI (its damage
    doubled, the card sacrificed at the turn's end) with no question, when an attack was meant."""
    import random

    from game import sessions
    from game.engine import SeatConfig
    from game.rules.mining_war.commands import ActivateMulti, Attack
    from game.ui.tables.base import TableContext
    from game.ui.tables.mining_war.table import MiningWarTable

    for seed in range(60):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ann"), SeatConfig("Bob")], seed=seed)).match
        plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            multi = [c for c in legal if isinstance(c, ActivateMulti)]
            if multi:
                view = match.view(seat)
                question, why = plugin.ruin_warning(view, multi[0])
                assert question.startswith("Use MULTI with ") and "MULTI" not in question[15:] and "sacrificed" in why
                attack = next((c for c in legal if isinstance(c, Attack)), None)
                assert attack is None or plugin.ruin_warning(view, attack) is None
                return
            match.submit(chooser.choice(legal))
    raise AssertionError("no MULTI came up")
