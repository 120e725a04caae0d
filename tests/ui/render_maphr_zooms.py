"""Render the crowded maphr situations of test_maphr_zooms.py to PNG, to look at them.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python -m tests.ui.render_maphr_zooms OUT_DIR

Writes, at 1280x720 and 640x360: a 4-player table whose boards hold many amenities of one colour
(with an amenity's zoom), a hand card's zoom, a draw panel card's zoom and an amenity zoom while
many amenity actions fill the decision column
(seven: three rows; twelve: four)."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def main(out: Path) -> None:
    os.environ.setdefault("TABLEWRIGHT_HOME", str(out / "home"))
    import pygame

    from game.ui.app import App
    from game.ui.settings import Settings
    from tests.ui import crowded_tables as ct
    from tests.ui import maphr_zoom_cases as cases

    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(language="en"))
    try:
        situations = [
            ("rows", *cases.one_colour_rows(4, 6), None),
            ("hand", *cases.hand_in_view(4), "hand"),
            ("panel", *cases.draw_panel(4), "panel"),
            ("rows3", *cases.one_colour_rows(3), None),
            ("sell", *cases.selling_amenity(2, 7), None),
            ("sell12", *cases.selling_amenity(3, 12), None),
        ]
        for name, match, viewer, what in situations:
            table = ct.table_view_of(app, match, viewer)
            for size in ((1280, 720), (640, 360)):
                screen = ct.drawn(app, table, viewer, size)
                undo_and_menu(app, table).draw(screen, app.viewport, app.assets)
                key = cases.hover_key(table, match, viewer, what)
                shown = ct.zoomed(app, table, screen, key) if key else screen
                path = out / f"{name}_{size[0]}x{size[1]}.png"
                pygame.image.save(shown, str(path))
                print(path)
    finally:
        app.quit()


def undo_and_menu(app, table):
    """The table scene's Undo / Menu row (drawn by the scene, not by the table view)."""
    from game.ui.widgets.button import Button, ButtonGroup

    x, y, w, h = table.plugin.zone("buttons")
    half = (w - 10) / 2
    return ButtonGroup([Button((x, y, half, h), app.tr("table.undo"), lambda: None, size=16),
                        Button((x + half + 10, y, half, h), app.tr("table.menu"), lambda: None, size=16)])


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "build/maphr_zooms"))
