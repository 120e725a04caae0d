"""Issue 19, "keyboard number badges never cover a name": in Mining War's combat the fighters
on the player's line are picked by number, and their badges sat on the seat's name ("▲ 9runo 0",
seen in the window, French, text x1.3). On the player's turn the name moves to the right end of
its strip, beside the phase."""

from __future__ import annotations

import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.text_check import overlapping, texts_drawn
from tests.ui.table_positions import at_the_screen


@pytest.mark.parametrize("lang,scale", [("fr", 1.3), ("en", 1.0)])
def test_the_fighters_number_badges_leave_the_name_readable(app, lang, scale):
    app.settings.language, app.settings.text_size = lang, scale
    app.apply_settings()
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Alice"), SeatConfig("Bruno")], 5)).match
    chooser = random.Random(5)
    for _ in range(30):
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    seat = match.to_act()[0]
    assert match.state.phase == "combat" and match.view(seat)["players"][seat]["battlefield"], "a line of fighters to pick"
    scene = at_the_screen(app, match)
    assert scene.viewer == seat
    records = texts_drawn(app, scene.draw)
    name = [r for r in records if "Bruno" in r[0] and len(r[0]) < 12]
    assert name, "the name is drawn"
    badges = [r for r in records if r[0].lstrip("⇧").isdigit() and len(r[0]) <= 2]
    assert len(badges) >= 3
    assert [p for p in overlapping(name + badges) if "Bruno" in p] == []


def test_past_ten_options_the_phase_button_still_shows_its_key(app):
    """New-user trial F49: with ten or more things numbered, "End draw & resources" lost its number;
    the second trial: its number moved with the hand (0, 8, 9). It is key 1 in every phase, and
    the eleventh option on has a ⇧ key."""
    from game.ui.number_keys import StableNumbers, badge_for_index
    from game.ui.tables.base import TableContext
    from game.ui.tables.mining_war.layout import PASS
    from game.ui.tables.mining_war.table import MiningWarTable

    for seed in range(40):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Alice"), SeatConfig("Bruno")], seed)).match
        chooser = random.Random(seed)
        plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        for _ in range(200):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            plugin.sprites(view, seat)
            keys = plugin.hand_keys(view, seat)
            slots = StableNumbers().slots(seat, plugin.numbering_scope(view, seat), keys)
            if PASS in keys:
                assert badge_for_index(slots.index(PASS)) == "1"
            if PASS in keys and len(keys) > 10:
                assert badge_for_index(slots.index(keys[10])) == "⇧1"
                return
            match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError("no position with more than ten options came")


def test_every_phase_button_label_fits_its_button_at_x13_in_french(app):
    """Second new-user trial: "9 Fin du combat (fin du tour)" wrapped and spilled out of its
    button at x1.3. With its key, every phase's label fits the button at a readable size."""
    from game.levels import load_level
    from game.ui.i18n import keys

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    phases = [key for key in keys("fr") if key.startswith("mining_war.end_")]
    assert len(phases) >= 3
    for players in (2, 3, 4):
        x, y, w, h = load_level(f"mining_war_{players}p").find("pass").rect
        for key in phases:
            label = "1  " + app.tr(key)
            lines, size = app.assets.fit(label, 12, int(w - 8), int(h), bold=True)
            # one line: on two, "tour)" sat on the button's lower edge
            assert len(lines) == 1 and size >= 12 * 0.8, f"{label!r}: {lines} at {size:.1f}"
            assert app.assets.font(size, True).get_linesize() <= h, f"{label!r} leaves its button"
