"""Issue 19 (twelfth trial): an Attack card with no target looked playable in To The Moon when it
could only be Stored. It keeps its brightness (it can still be Stored) and says so on its foot,
and hovering it tells why it cannot be Revealed and how to Store it."""

from __future__ import annotations

from game.rules.to_the_moon.commands import RevealCard, StoreCard
from game.ui.text_check import texts_drawn

import pygame

from tests.ui.test_ttm_table import hotseat, to_the_starters_action


def test_an_attack_with_no_target_says_store_only_and_why(app, player):
    scene = hotseat(app, seed=1)  # the starter is dealt an Attack with no target on this seed
    starter = to_the_starters_action(player, scene)
    state = scene.match.state
    legal = scene.match.legal_commands(starter)
    card = next(c for c in state.players[starter].hand if c.split(".")[0] in ("hack", "lawsuit", "smear"))
    assert not any(isinstance(c, RevealCard) and c.card == card for c in legal)
    assert any(isinstance(c, StoreCard) and c.card == card for c in legal)
    plugin, view = scene.table.plugin, scene.table.presenter.view
    assert plugin.unplayable_mark(view, starter, card) == "Store only"
    assert not plugin.unplayable_dims(view, starter, card)
    records = texts_drawn(app, lambda surface: app.frame(1 / 60))
    assert any(text == "Store only" for text, _, _ in records)
    # Pointed at, the hint says why and how.
    player.post(pygame.MOUSEMOTION, pos=player.sprite_center(card), rel=(0, 0), buttons=(0, 0, 0))
    player.frames(2)
    records = texts_drawn(app, lambda surface: app.frame(1 / 60))
    shown = " ".join(text for text, _, _ in records)  # the hint is wrapped over lines
    assert "Skills" in shown and "It can only be Stored now" in shown
    # A card that can be Revealed carries no mark.
    for other in state.players[starter].hand:
        if any(isinstance(c, RevealCard) and c.card == other for c in legal):
            assert plugin.unplayable_reason(view, starter, other) is None



def test_enter_on_a_store_only_card_stores_it(app, player):
    # Fourteenth trial: Enter on a card marked "À stocker" was refused ("n'a pas de cible").
    scene = hotseat(app, seed=1)
    starter = to_the_starters_action(player, scene)
    state = scene.match.state
    card = next(c for c in state.players[starter].hand if c.split(".")[0] in ("hack", "lawsuit", "smear"))
    sprite = scene.table.presenter.sprites[card]
    command = scene.table.plugin.select_command(starter, sprite)
    assert isinstance(command, StoreCard) and command.card == card
    assert command.storage == state.players[starter].character.card, "on the Character first, as S does"
