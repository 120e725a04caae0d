"""Issue 25: Tablewright in the desktop's menu, `.tws` files opening with it (Linux for real; the
Windows registry values as text, since the registry itself is untested here)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from game.desktop import freedesktop
from game.desktop.freedesktop import ICON_SIZES, MIME_TYPE, FreedesktopIntegration, Layout, data_home
from game.desktop.launch import LaunchCommand
from game.paths import resource_path

SHIPPED = resource_path("assets", "desktop")
BUNDLE = LaunchCommand(("/opt/Table Games/Tablewright",))
CHECKOUT = LaunchCommand(("/home/ann/.venv/bin/python", "-m", "game"), Path("/home/ann/tablewright"))
HEADER = '{"format": "tablewright-save", "format_version": 1, "app_version": "0.1.0", "game": "robot_duel"}\n'


def tool_env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), XDG_CONFIG_HOME=str(tmp_path / "config"),
                HOME=str(tmp_path / "home"), XDG_CURRENT_DESKTOP="")


def query(env: dict[str, str], *arguments: str) -> str:
    return subprocess.run(["xdg-mime", "query", *arguments], env=env, capture_output=True, text=True,
                          timeout=30).stdout.strip()


def test_the_data_folder_is_xdg_data_home_or_local_share():
    assert data_home({"XDG_DATA_HOME": "/x/share", "HOME": "/home/ann"}) == Path("/x/share")
    assert data_home({"XDG_DATA_HOME": "relative/ignored", "HOME": "/home/ann"}) == Path("/home/ann/.local/share")
    assert data_home({"HOME": "/home/ann"}) == Path("/home/ann/.local/share")


def test_this_app_from_a_checkout_is_python_dash_m_game_in_the_checkout(monkeypatch):
    from game.desktop.launch import this_app

    monkeypatch.delattr("sys.frozen", raising=False)
    command = this_app()
    assert command.argv[1:] == ("-m", "game")
    assert (command.working_dir / "game" / "__main__.py").is_file()


def test_this_app_when_frozen_is_the_bundles_executable(monkeypatch, tmp_path):
    from game.desktop.launch import this_app

    executable = tmp_path / "Tablewright"
    executable.write_text("")
    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr("sys.executable", str(executable))
    assert this_app() == LaunchCommand((str(executable.resolve()),))


def test_settings_integration_writes_under_xdg_data_home(monkeypatch, tmp_path):
    monkeypatch.setattr("sys.platform", "linux")
    from game.desktop import integration

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    found = integration()
    assert found is not None and found.where == tmp_path / "share"


def test_exec_quotes_a_path_with_spaces_and_takes_one_file():
    assert freedesktop.exec_value(BUNDLE) == '"/opt/Table Games/Tablewright" %f'
    assert freedesktop.exec_value(CHECKOUT) == "/home/ann/.venv/bin/python -m game %f"
    assert freedesktop.quote_exec_argument('/a/$b"c') == '"/a/\\$b\\"c"'
    assert freedesktop.quote_exec_argument("/a/100%") == "/a/100%%"


def test_the_entry_names_this_app_and_the_checkout_folder():
    template = (SHIPPED / "tablewright.desktop").read_text(encoding="utf-8")
    entry = freedesktop.desktop_entry(template, CHECKOUT)
    lines = entry.splitlines()
    assert "Exec=/home/ann/.venv/bin/python -m game %f" in lines
    assert "Path=/home/ann/tablewright" in lines
    assert "TryExec=/home/ann/.venv/bin/python" in lines
    bundled = freedesktop.desktop_entry(template, BUNDLE).splitlines()
    assert not any(line.startswith("Path=") for line in bundled)
    assert [line for line in bundled if line.startswith("Exec=")] == ['Exec="/opt/Table Games/Tablewright" %f']


def test_the_shipped_entry_speaks_english_and_french_and_claims_saves():
    keys = dict(line.split("=", 1) for line in (SHIPPED / "tablewright.desktop").read_text(encoding="utf-8").splitlines()
                if "=" in line)
    assert keys["Name"] == "Tablewright" and keys["Icon"] == "tablewright"
    assert keys["Comment"] and keys["Comment[fr]"] and keys["Comment"] != keys["Comment[fr]"]
    assert keys["MimeType"] == f"{MIME_TYPE};"
    assert keys["Exec"].endswith(" %f")


def test_the_mime_package_knows_a_save_by_name_and_by_its_first_line():
    import xml.etree.ElementTree as ET

    from game.engine.journal_writer import FORMAT_NAME

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(SHIPPED / "tablewright.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.tws"]
    values = [m.get("value") for m in mime.findall("m:magic/m:match", ns)]
    import json

    written = json.dumps({"format": FORMAT_NAME, "format_version": 1})  # as header_for's line starts
    assert any(written.startswith(value) for value in values)
    assert all(m.get("offset") == "0" for m in mime.findall("m:magic/m:match", ns))


def test_the_icons_are_shipped_at_every_size():
    import pygame

    for size in ICON_SIZES:
        image = pygame.image.load(str(SHIPPED / "icons" / f"{size}x{size}.png"))
        assert image.get_size() == (size, size)


def test_install_then_remove_without_any_tool(tmp_path):
    ran = []
    integration = FreedesktopIntegration(tmp_path / "share", BUNDLE, SHIPPED, run=lambda c: ran.append(c) or 0,
                                         which=lambda tool: None)
    assert not integration.is_installed()
    outcome = integration.install()
    layout = Layout(tmp_path / "share")
    assert integration.is_installed()
    assert set(outcome.changed) == set(layout.files())
    assert ran == [] and outcome.refreshed == []
    assert (tmp_path / "share" / "applications" / "tablewright.desktop").read_text(encoding="utf-8").count("\nExec=") == 1
    for size in ICON_SIZES:
        assert (tmp_path / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tablewright.png").is_file()
    written = {p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file()}
    assert written == {p.relative_to(tmp_path) for p in layout.files()}, "nothing but our files"
    removed = integration.remove()
    assert set(removed.changed) == set(layout.files())
    assert not integration.is_installed()
    assert not [p for p in tmp_path.rglob("*") if p.is_file()]


def test_install_keeps_other_programs_files_and_refreshes_with_the_tools_found(tmp_path):
    share = tmp_path / "share"
    other = share / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    ran = []
    integration = FreedesktopIntegration(share, BUNDLE, SHIPPED, run=lambda c: ran.append(list(c)) or 0,
                                         which=lambda tool: f"/usr/bin/{tool}" if tool != "gtk-update-icon-cache" else None)
    outcome = integration.install()
    assert ran == [["/usr/bin/update-desktop-database", str(share / "applications")],
                   ["/usr/bin/update-mime-database", str(share / "mime")]]
    assert outcome.refreshed == ["update-desktop-database", "update-mime-database"]
    integration.remove()
    assert other.read_text() == "[Desktop Entry]\n"


def test_a_failing_tool_is_reported_not_raised(tmp_path):
    integration = FreedesktopIntegration(tmp_path / "share", BUNDLE, SHIPPED, run=lambda c: 1,
                                         which=lambda tool: f"/usr/bin/{tool}")
    outcome = integration.install()
    assert integration.is_installed()
    assert "update-mime-database failed" in outcome.problems


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed")
@pytest.mark.parametrize("command", [BUNDLE, CHECKOUT], ids=["bundle", "checkout"])
def test_the_installed_entry_is_valid(tmp_path, command):
    integration = FreedesktopIntegration(tmp_path / "share", command, SHIPPED, which=lambda tool: None)
    integration.install()
    result = subprocess.run(["desktop-file-validate", str(integration.layout.desktop_entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("xdg-mime") is None or shutil.which("update-mime-database") is None
                    or shutil.which("update-desktop-database") is None,
                    reason="xdg-utils, shared-mime-info or desktop-file-utils not installed")
def test_the_desktop_knows_saves_and_opens_them_with_tablewright(tmp_path):
    env = tool_env(tmp_path)
    save = tmp_path / "some.tws"
    save.write_text(HEADER, encoding="utf-8")
    renamed = tmp_path / "renamed.txt"
    renamed.write_text(HEADER, encoding="utf-8")
    integration = FreedesktopIntegration(data_home(env), BUNDLE, SHIPPED)
    outcome = integration.install()
    assert {"update-desktop-database", "update-mime-database"} <= set(outcome.refreshed), outcome.problems
    assert query(env, "filetype", str(save)) == MIME_TYPE
    if shutil.which("mimetype") or shutil.which("gio"):  # `file` alone knows nothing of our type
        assert query(env, "filetype", str(renamed)) == MIME_TYPE
    assert query(env, "default", MIME_TYPE) == "tablewright.desktop"

    integration.remove()
    assert query(env, "default", MIME_TYPE) == ""
    assert query(env, "filetype", str(save)) != MIME_TYPE


def test_windows_association_values_name_this_app():
    from game.desktop.windows import registry_values

    values = {(key, name): value for key, name, value in registry_values(LaunchCommand((r"C:\Games\Table Wright\Tablewright.exe",)))}
    assert values[(".tws", "")] == "Tablewright.Save"
    assert values[(".tws", "Content Type")] == MIME_TYPE
    assert values[(r"Tablewright.Save\shell\open\command", "")] == r'"C:\Games\Table Wright\Tablewright.exe" "%1"'
    assert values[(r"Tablewright.Save\DefaultIcon", "")] == r'"C:\Games\Table Wright\Tablewright.exe",0'


def test_windows_association_reads_nothing_off_windows():
    from game.desktop.windows import WindowsAssociation

    assert WindowsAssociation(BUNDLE).is_installed() is False


def test_a_renamed_save_given_alone_is_opened_and_commands_stay_commands(tmp_path, monkeypatch):
    from game import cli

    renamed = tmp_path / "renamed.txt"
    renamed.write_text(HEADER, encoding="utf-8")
    opened = []
    monkeypatch.setattr(cli, "cmd_app", lambda file=None, smoke=False: opened.append(file) or 0)
    assert cli.main([str(renamed)]) == 0
    assert cli.main(["-psn_0_12345", str(tmp_path / "from-finder.tws")]) == 0  # old macOS launchers
    assert opened == [str(renamed), str(tmp_path / "from-finder.tws")]
    assert not cli.is_save_argument("list") and not cli.is_save_argument(str(tmp_path / "missing.txt"))


def test_the_command_names_are_the_parsers():
    from game import cli

    parser = cli.build_parser()
    (sub,) = [a for a in parser._actions if a.dest == "command"]
    assert set(sub.choices) == set(cli.COMMANDS)


def test_the_bundle_carries_the_desktop_files():
    import importlib.util

    spec = importlib.util.spec_from_file_location("bundle_files", Path(__file__).resolve().parents[1] / "build" / "bundle_files.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bundled = {Path(source).name: folder for source, folder in module.data_files()
               if Path(folder).parts[:2] == ("assets", "desktop")}
    assert bundled["tablewright.desktop"] == bundled["tablewright.xml"] == str(Path("assets", "desktop"))
    assert {f"{size}x{size}.png" for size in ICON_SIZES} <= set(bundled)


def test_an_entry_of_a_moved_copy_is_offered_again_and_replaced(tmp_path):
    old = FreedesktopIntegration(tmp_path / "share", LaunchCommand(("/old/place/Tablewright",)), SHIPPED, which=lambda t: None)
    old.install()
    moved = FreedesktopIntegration(tmp_path / "share", BUNDLE, SHIPPED, which=lambda t: None)
    assert old.is_installed() and not moved.is_installed()
    moved.install()
    assert moved.is_installed() and not old.is_installed()
