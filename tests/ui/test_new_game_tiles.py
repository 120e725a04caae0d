"""Issue 21 ("the menu with the five games' art") and issue 19 (choices you can tell apart): the
new-game screen shows every game at once, each by its emblem and name; one click on a tile
chooses that game, and the chosen tile is marked by more than colour (a thick border, bold)."""

from __future__ import annotations

from game.ui.scenes.new_game import NewGameScene
from game.ui.text_check import problems, texts_drawn
from game.ui.widgets.game_tile import GameTile


def _tiles(scene):
    return [b for b in scene.group.buttons if isinstance(b, GameTile)]


def test_every_game_has_a_tile_and_one_click_chooses_it(app, player):
    scene = NewGameScene(app)
    app.push(scene)
    player.frames(1)
    tiles = _tiles(scene)
    assert sorted(t.game_id for t in tiles) == sorted(scene.games) and len(tiles) == 5
    assert [t.game_id for t in tiles if t.selected] == [scene.game]
    other = next(t for t in tiles if not t.selected)
    player.click(app.viewport.rect(other.rect).center)
    assert scene.game == other.game_id
    assert [t.game_id for t in _tiles(scene) if t.selected] == [other.game_id]


def test_the_tiles_names_fit_in_french_at_text_x1_3(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = NewGameScene(app)
    app.push(scene)
    player.frames(1)
    records = texts_drawn(app, scene.draw)
    names = {app.tr(f"games.{g}") for g in scene.games}
    drawn = " ".join(text for text, _, _ in records)
    assert all(word in drawn for name in names for word in name.split())
    assert problems(records, app.screen.get_rect()) == []


def test_the_keyboard_stays_on_start_when_choosing_mythos_adds_deck_rows(app, player):
    """Seen in the window: after choosing Mythos the keyboard's focus sat on a seat's
    Human/Computer button (kept by index while deck buttons were added above Start)."""
    scene = NewGameScene(app)
    app.push(scene)
    player.frames(1)
    start = next(i for i, b in enumerate(scene.group.buttons) if b.label == "Start")
    scene.group.focus = start
    mythos = next(t for t in _tiles(scene) if t.game_id == "mythos")
    player.click(app.viewport.rect(mythos.rect).center)
    assert scene.game == "mythos"
    focused = [b.label for b in scene.group.buttons if b.focused]
    assert focused == ["Start"] and scene.group.buttons[scene.group.focus].label == "Start"
