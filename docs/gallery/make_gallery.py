"""Screenshots for the README gallery: the main menu, New Game and each table at its busiest.

Run from the tree to picture (its own code draws its own tables), e.g.
    PYTHONPATH=. SDL_VIDEODRIVER=dummy python docs/gallery/make_gallery.py docs/gallery/after
    ... make_gallery.py docs/gallery/after_fr fr 1.3     (French, text x1.3)
Each table is a game that computer seats play three quarters of the way (the same seeded
position `python -m game bench ui` measures), drawn as the seat to act sees it; images are
written at half size (640x360) to keep the repository small.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLEWRIGHT_HOME"] = tempfile.mkdtemp(prefix="tablewright-gallery-")

import pygame  # noqa: E402

from game.bench_ui import late_game_session  # noqa: E402
from game.rules.registry import find_rules  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

GAMES = ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")


def save_half(surface: pygame.Surface, out: Path) -> None:
    width, height = surface.get_size()
    pygame.image.save(pygame.transform.smoothscale(surface, (width // 2, height // 2)), str(out))


SETTINGS: dict = {"sound": False}
"""The window's settings for every picture (language and text size from the command line)."""


def shoot_table(game_id: str, players: int, out: Path) -> None:
    from game.ui.scenes.table_view import TableView

    session = late_game_session(game_id, players, seed=3)
    match = session.match
    app = App(Settings(**SETTINGS))
    table = TableView(app, match)
    app.viewport.design_size = table.plugin.design_size
    app.viewport.resize(app.screen.get_size())
    seat = match.to_act()[0] if match.to_act() else 0
    table.snap(len(match.entries), seat)
    table.draw_table(app.screen, seat)
    save_half(app.screen, out)
    pygame.quit()


def shoot_menus(folder: Path) -> None:
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.new_game import NewGameScene

    app = App(Settings(**SETTINGS))
    for name, scene in (("menu", MainMenu(app)), ("new_game", None)):
        scene = scene or NewGameScene(app)
        app.push(scene)
        for _ in range(4):  # the menu's art arrives from its second frame
            app.frame(1 / 60)
        save_half(app.screen, folder / f"{name}.png")
    pygame.quit()


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    shoot_menus(folder)
    for game_id in GAMES:
        rules = find_rules(game_id)
        for players in sorted({rules.min_players, rules.max_players}):
            shoot_table(game_id, players, folder / f"{game_id}_{players}p.png")
            print(f"{game_id} {players}p", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 2:
        SETTINGS["language"] = sys.argv[2]
    if len(sys.argv) > 3:
        SETTINGS["text_size"] = float(sys.argv[3])
    main(Path(sys.argv[1]))
