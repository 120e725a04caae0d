"""Every menu and page, in English and French, at text x1.0 and x1.3, in the design window and
the smallest one: no two texts overlap, none is cut by the window's edge."""

from __future__ import annotations

import pytest

from game.ui.text_check import problems, texts_drawn


def _some_saves() -> None:
    """Saves with long names in the saves folder: the Load and Replay lists have full rows."""
    from game import sessions
    from game.engine import RandomPlayer, SeatConfig
    from game.engine.players import play_out

    names = ["Bérénice-Anne", "Maximilien", "Jean-Christophe", "Éléonore"]
    for game_id, players, finished in (("robot_duel", 2, True), ("to_the_moon", 4, False), ("mythos", 2, False)):
        config = sessions.make_config(game_id, [SeatConfig(n, "computer:easy") for n in names[:players]], 7)
        path = sessions.new_save_path(game_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        session = sessions.start(config, path, durable=False)
        if finished:
            play_out(session.match, {s: RandomPlayer(s) for s in range(players)})
        session.close()


def _menus(app):
    from game.ui.scenes.how_to_play import GAMES, HowToPlayScene
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.scenes.saves import SavesScene
    from game.ui.scenes.settings import SettingsScene

    yield "main menu", MainMenu(app)
    yield "settings", SettingsScene(app)
    from game.ui.scenes.credits import CreditsScene

    credits = CreditsScene(app)
    yield "credits", credits
    credits.scroll_by(10 ** 6)
    yield "credits, end", credits
    yield "load", SavesScene(app, "load")
    yield "replay", SavesScene(app, "replay")
    screen = NewGameScene(app)
    for game_id in screen.games:
        screen.choose_game(game_id)
        yield f"new game {game_id}", screen
    for game_id in GAMES:
        page = HowToPlayScene(app, game_id)
        yield f"how to play {game_id}", page
        page.enter()
        page._layout()
        page.scroll = page.max_scroll() // 2
        yield f"how to play {game_id}, middle", page
    yield "table menu", _table_menu(app)


def _table_menu(app):
    """The menu over a saved game in play (it says where Continue finds the game)."""
    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene
    from game.ui.scenes.table_menu import TableMenu

    table = new_match_scene(app, "mythos", [SeatConfig("Bérénice-Anne"), SeatConfig("Maximilien")], seed=3)
    app.push(table)
    menu = TableMenu(app, table)
    assert menu.saved
    return menu


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_menu_text_overlaps_or_leaves_the_window(app, lang, scale, size):
    import pygame

    app.settings.language, app.settings.text_size = lang, scale
    app.apply_settings()
    app.screen = pygame.display.set_mode(size)
    app.viewport.resize(size)
    _some_saves()
    found = []
    for name, scene in _menus(app):
        if scene not in app.stack:
            app.push(scene)
        app.screen.fill((0, 0, 0))
        records = texts_drawn(app, scene.draw)
        assert records, f"{name}: nothing drawn"
        found += [f"{name}: {problem}" for problem in problems(records, app.screen.get_rect())]
    assert found == []


def test_the_check_finds_overlapping_and_cut_texts(app):
    import pygame

    def crowded(surface):
        app.assets.draw_text(surface, "Continue", 20, (255, 255, 255), (100, 100))
        app.assets.draw_text(surface, "Watch a replay", 20, (255, 255, 255), (110, 104))
        app.assets.draw_text(surface, "Far right", 20, (255, 255, 255), (app.screen.get_width() - 20, 300))
        app.assets.draw_text(surface, "Alone", 20, (255, 255, 255), (400, 400))

    found = problems(texts_drawn(app, crowded), app.screen.get_rect())
    assert any("'Continue'" in f and "'Watch a replay'" in f for f in found)
    assert any("'Far right'" in f and "leaves the window" in f for f in found)
    assert not any("Alone" in f for f in found)
    assert len(found) == 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_settings_row_keeps_its_full_size_at_the_largest_text(app, lang):
    """New-user trial F58, F61: at text ×1.3 the settings rows each shrank to its own size, the
    desktop one to about half, and read unevenly."""
    from game.ui.scenes.settings import SettingsScene

    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = SettingsScene(app)
    app.push(scene)
    vp = app.viewport
    for button in scene.group.buttons:
        inner = vp.rect(button.rect).inflate(-vp.px(10), -vp.px(4))
        lines, size = app.assets.fit(button.label, button.size * vp.scale, inner.width, inner.height, button.primary)
        assert len(lines) == 1 and size >= button.size * vp.scale * 0.95, (button.label, size)
