"""Twentieth trial: a miner cost Bob 3 coins and Ana 5, Ana's hand limit was 7, and hovering the
clans' names ("Pieds-de-Roc", "Lanternes-Profondes") said nothing. The mouse on a clan's name
now tells its power, beside the pointer."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.text_check import texts_drawn
from tests.ui.table_positions import at_the_screen


def test_the_mouse_on_a_clans_name_tells_its_power(app):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    scene = at_the_screen(app, match)
    plugin = scene.table.plugin
    scene.draw(app.screen)
    view = scene.table.presenter.view
    assert set(plugin.clan_spots) == {0, 1}
    for seat, ((x, y, w, h), clan) in plugin.clan_spots.items():
        assert clan == view["players"][seat]["clan"]
        power = plugin.cards.clans[clan].text["fr"]
        note = plugin.hover_note(view, (x + w / 2, y + h / 2))
        assert note == f"Clan {plugin.clan_name(clan)} : {power}"
        pointer = app.viewport.point((x + w / 2, y + h / 2))
        records = texts_drawn(app, lambda surface: scene._draw_hover_note(surface, pointer))
        drawn = " ".join(text for text, _, _ in records)
        assert power.split()[0] in drawn and all(app.screen.get_rect().contains(rect) for _, rect, _ in records)
    assert plugin.hover_note(view, (5, 700)) is None, "nothing to say off the names"
