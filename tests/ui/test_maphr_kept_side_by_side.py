"""Twenty-third trial F6: drawing from the discard (die 1), the two cards kept overlapped in their
box ("Salle des cartes" cut) beside a panel half empty. Cards lying together in a box lie side
by side where the panel has room."""

from __future__ import annotations

import pygame

from game.ui.tables.maphr import BOX
from tests.ui.maphr_positions import maphr_scene_at


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_the_two_cards_kept_from_the_discard_lie_side_by_side_in_their_box(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()

    def drawing_from_the_discard(scene):
        view = scene.match.view(-1)
        return view.get("phase") == "draw" and view.get("die") == 1 and view.get("step") == "sort"

    scene, _ = maphr_scene_at(app, player, drawing_from_the_discard, range(40),
                              ready=lambda scene, _: scene.table.plugin.mode == "sort1" and len(scene.table.plugin.panel_cards()) == 5)
    plugin = scene.table.plugin
    kept = list(plugin.panel_cards())[:2]
    for card in kept:  # the first box a card goes to is Keep
        index = scene._hand().index(card)
        player.key(pygame.K_0 + (index + 1) % 10)
        player.key(pygame.K_RETURN)
        player.frames(2)
    assert [plugin.roles.get(card) for card in kept] == ["keep", "keep"]
    rects = {sprite.key: sprite.rect for sprite, _ in scene.table.drawn}
    box = rects[BOX + "keep"]
    assert not _overlap(rects[kept[0]], rects[kept[1]]), (rects[kept[0]], rects[kept[1]])
    assert all(box[0] <= rects[c][0] and rects[c][0] + rects[c][2] <= box[0] + box[2] for c in kept), "within their box"
