"""Paths and names shown to the player: the home folder as "~", bytes that are not UTF-8 as U+FFFD."""

from __future__ import annotations

import os
from pathlib import Path

from game.storage import shown_path


def test_a_path_under_home_is_shown_from_tilde():
    path = Path.home() / "Documents" / "Tablewright" / "replay.tws"
    assert shown_path(path) == str(Path("~") / "Documents" / "Tablewright" / "replay.tws")


def test_a_path_elsewhere_is_shown_whole_and_undecodable_bytes_as_a_replacement():
    assert shown_path(Path("/srv/games/a.tws")) == "/srv/games/a.tws"
    odd = Path(os.fsdecode(b"/srv/caf\xe9.tws"))
    shown = shown_path(odd)
    assert shown.endswith(".tws") and "\ufffd" in shown
    shown.encode("utf-8")  # no lone surrogate: it can be drawn and printed
