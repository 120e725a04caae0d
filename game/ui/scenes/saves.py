"""The list of saved games, to load (play on) or to watch as a replay."""

from __future__ import annotations

import datetime as _dt
import re
from pathlib import Path

from game.storage import shown_name
from game.ui.scenes.menu_base import MenuScene
from game.ui.widgets.button import Button

PER_PAGE = 6
_AUTOMATIC_NAME = re.compile(r"[a-z_]+-\d{8}-\d{6}(-\d+)?")
"""The name a new game's save gets (game.sessions.new_save_path), with its -2, -3 for a clash."""


def players_line(tr, summary) -> str:
    """"Ann vs Ben (computer, hard)": the seats' names, a computer's with its level."""
    kinds = summary.seat_kinds or ("human",) * len(summary.seat_names)
    shown = []
    for name, kind in zip(summary.seat_names, kinds):
        if kind.startswith("computer"):
            level = kind.split(":", 1)[-1]
            word = tr(f"seat.level_{level}")
            name = tr("saves.computer_seat", name=name, level=level if word == f"seat.level_{level}" else word)
        shown.append(name)
    return f" {tr('saves.versus')} ".join(shown)


def game_line(tr, summary) -> str:
    """"Ann vs Ben, Crypto Mining War, round 5": the game Continue resumes."""
    where = progress_words(tr, summary)
    return f"{players_line(tr, summary)}, {tr('games.' + summary.game_id)}" + (f", {where}" if where else "")


def progress_words(tr, summary) -> str:
    """Where an unfinished game stands in its own words ("tour 3 sur 4", "partie 1, tour 19"); ""
    when the summary does not say."""
    numbers = summary.progress
    if summary.finished or not numbers:
        return ""
    if len(numbers) == 2:
        return tr(f"saves.progress_{summary.game_id}", game=numbers[0], n=numbers[1])
    return tr(f"saves.progress_{summary.game_id}", n=numbers[0])


class SavesScene(MenuScene):
    def __init__(self, app, mode: str):
        self.mode = mode
        self.page = 0
        from game.ui.scenes.menu import list_saves

        self.paths = list_saves()
        super().__init__(app)

    @property
    def title_key(self) -> str:  # type: ignore[override]
        return "saves.title_load" if self.mode == "load" else "saves.title_replay"

    def build(self) -> None:
        tr = self.app.tr
        shown = self.paths[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for index, path in enumerate(shown):
            self.group.add(Button((190, 195 + index * 62, 780, 52), self.describe(path), lambda p=path: self.open(p), size=16))
            # fifteenth trial: no way to clear a list of old and duplicate games
            self.group.add(Button((980, 195 + index * 62, 110, 52), tr("saves.delete"), lambda p=path: self.ask_delete(p), size=14))
        self.notes = [] if self.paths else [tr("saves.empty")]
        pages = (len(self.paths) + PER_PAGE - 1) // PER_PAGE
        self.group.add(Button((290, 580, 220, 48), tr("saves.previous"), self.previous, enabled=self.page > 0))
        self.group.add(Button((530, 580, 220, 48), tr("back"), self.app.pop))
        self.group.add(Button((770, 580, 220, 48), tr("saves.next"), self.next, enabled=self.page + 1 < pages))

    def describe(self, path: Path) -> str:
        """"Charge & Spark · Ada vs Bob · unfinished · 2026-11-22 11:16" (damaged saves say so)."""
        from game.save_index import summarize

        tr = self.app.tr
        name = shown_name(path, stem=True)
        try:
            stamp = _dt.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        except OSError:  # deleted or moved since the list was read
            return f"{name}  ·  {tr('saves.gone')}"
        summary = summarize([path]).get(path)
        if summary is not None and summary.outdated:
            return f"{name}  ·  {tr('saves.outdated')}  ·  {stamp}"
        if summary is None or summary.damaged:
            return f"{name}  ·  {tr('saves.damaged')}  ·  {stamp}"
        names = players_line(tr, summary)
        where = progress_words(tr, summary)
        status = f"{tr('saves.unfinished')}, {where}" if where else tr("saves.unfinished")
        if summary.finished:  # with who won: the list of games to watch again said only "finished"
            status = tr("saves.finished_won", names=", ".join(summary.winners)) if summary.winners else tr("saves.finished")
        line = f"{tr('games.' + summary.game_id)}  ·  {names}  ·  {status}  ·  {stamp}"
        # The file's name only when the player gave it one: an automatic one ("robot_duel-
        # 20261128-085712") repeats the game and the time in words nobody saw (new-user trial F56).
        return line if _AUTOMATIC_NAME.fullmatch(path.stem) else f"{line}  ·  {name}"

    def ask_delete(self, path: Path) -> None:
        """Asked first (Enter keeps it); the save goes to the "deleted" folder, not erased."""
        from game.ui.scenes.save_prompt import PromptScene

        tr = self.app.tr

        def delete() -> None:
            from game.storage import put_aside

            self.app.pop()
            try:
                kept = put_aside(path, tr("saves.bin_folder"))  # named in the player's words (sixteenth trial: « deleted »)
            except OSError as error:
                self.app.toast(tr("saves.delete_failed", name=shown_name(path), reason=error.strerror or str(error)))
                return
            self.paths = [p for p in self.paths if p != path]
            self.page = min(self.page, max(0, (len(self.paths) - 1) // PER_PAGE))
            self.refresh()
            self.app.toast(tr("saves.deleted", folder=kept.parent.name), info=True)

        self.app.push(PromptScene(self.app, tr("saves.delete_title"), self.describe(path),
                                  [(tr("saves.delete_yes"), delete), (tr("saves.delete_no"), self.app.pop)], focus=1))

    def previous(self) -> None:
        self.page -= 1
        self.refresh()

    def next(self) -> None:
        self.page += 1
        self.refresh()

    def open(self, path: Path) -> None:
        from game import sessions
        from game.engine import SaveError
        from game.ui.scenes.replay import ReplayScene

        if self.mode == "replay":
            try:
                loaded = sessions.load(path)
            except (SaveError, OSError, ValueError) as error:
                self.app.toast(self.app.tr("errors.load_failed", name=shown_name(path), reason=error))
                return
            from game.ui.scenes.menu import no_table_reason

            reason = no_table_reason(self.app, loaded.match.config.game_id)
            if reason:
                self.app.toast(reason)
                return
            self.app.push(ReplayScene(self.app, loaded.match, path))
            return
        from game.ui.scenes.menu import open_save

        open_save(self.app, path)
