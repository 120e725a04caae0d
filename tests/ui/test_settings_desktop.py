"""Issue 25 in the window: Settings adds Tablewright to the desktop's menu and `.tws` files only
after the player agrees, for this user only, and removes it again."""

from __future__ import annotations

import sys

import pytest

from game.ui.scenes.save_prompt import PromptScene
from game.ui.scenes.settings import SettingsScene

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the freedesktop integration")
ADD = "Add Tablewright to the desktop menu…"
REMOVE = "Remove Tablewright from the desktop menu…"


@pytest.fixture
def share(tmp_path, monkeypatch):
    folder = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def files_under(folder):
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


def test_adding_asks_first_and_cancel_writes_nothing(app, player, share):
    app.push(SettingsScene(app))
    player.click(player.button_center(ADD))
    prompt = app.top
    assert isinstance(prompt, PromptScene)
    assert str(share) in prompt.message and "for you only" in prompt.message
    assert files_under(share) == []
    player.click(player.button_center("Cancel"))
    assert isinstance(app.top, SettingsScene)
    assert files_under(share) == []


def test_add_then_remove(app, player, share, tmp_path):
    app.push(SettingsScene(app))
    player.click(player.button_center(ADD))
    player.click(player.button_center("Add"))
    assert isinstance(app.top, SettingsScene)
    assert app.toast_text.startswith("Tablewright is in your desktop's menu")
    installed = files_under(share)
    assert "applications/tablewright.desktop" in installed
    assert "mime/packages/tablewright.xml" in installed
    assert "icons/hicolor/48x48/apps/tablewright.png" in installed
    assert all(p.is_relative_to(share) or p.is_relative_to(tmp_path / "data") or p.is_relative_to(tmp_path / "config")
               for p in tmp_path.rglob("*")), "nothing outside the user's folders"

    player.click(player.button_center(REMOVE))
    assert isinstance(app.top, PromptScene) and "saves are kept" in app.top.message
    player.click(player.button_center("Remove"))
    assert app.toast_text == "Tablewright is no longer in your desktop's menu."
    left = files_under(share)
    assert not [f for f in left if "tablewright" in f], left
    player.button_center(ADD)  # offered again


def test_french_labels(app, player, share):
    app.settings.language = "fr"
    app.apply_settings()
    app.push(SettingsScene(app))
    player.click(player.button_center("Ajouter Tablewright au menu du bureau…"))
    assert isinstance(app.top, PromptScene) and "pour vous seul" in app.top.message
    player.button_center("Annuler")


def test_macos_offers_nothing(app, monkeypatch):
    monkeypatch.setattr("sys.platform", "darwin")
    scene = SettingsScene(app)
    assert not any(".tws" in b.label for b in scene.group.buttons)
