"""The main menu, and opening saves (continue, load, double-click on a .tws)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from game.storage import save_files, saves_dir, shown_name
from game.ui.scenes.menu_base import MenuScene
from game.ui.scenes.saves import game_line

CONTINUE_SCAN = 8
"""Newest saves looked at when searching the last unfinished game."""
EMBLEM_Y, EMBLEM_SIDE, EMBLEM_PITCH = 170, 54, 94
"""The games' emblems on the main menu: a row on the title band's edge (design units)."""
FAN_CARD = (112, 157)
FAN_CENTRES = ((215, 455), (1065, 455))
"""The two fans of the five games' card backs, left and right of the buttons (design units)."""


def list_saves(newest: Optional[int] = None) -> list[Path]:
    """Saves, newest first (regular files only: see `storage.save_files`); `newest`: that many."""
    return save_files(saves_dir(), newest)


def last_unfinished() -> Optional[Path]:
    found = last_unfinished_summary()
    return found[0] if found else None


NOT_INDEXED = object()
"""`last_unfinished_summary(replay=False)`'s answer when a save the index does not know yet
stands in the way (it may be the newest unfinished game)."""


def last_unfinished_summary(replay: bool = True):
    """(path, SaveSummary) of the newest unfinished save of a game that has a table, or None.

    Read from the save index: each save is replayed once to learn whether it is finished, not
    at every start of the menu. With `replay=False` nothing is replayed (no rules imported):
    NOT_INDEXED when the answer needs a save the index does not know."""
    paths = list_saves(CONTINUE_SCAN)
    if not paths:
        return None  # before the imports below: a new player's first frame needs neither
    from game.save_index import summarize
    from game.ui.table_games import has_table

    summaries = summarize(paths, replay=replay)
    for path in paths:
        summary = summaries.get(path)
        if summary is None and not replay:
            return NOT_INDEXED
        if summary and not summary.finished and not summary.damaged and has_table(summary.game_id):
            return path, summary
    return None


def no_table_reason(app, game_id: str):
    """A message when a save's game has no table in this version, else None."""
    from game.ui.table_games import has_table

    if not has_table(game_id):
        return app.tr("errors.no_table", name=app.tr(f"games.{game_id}"))
    return None


def resume_scene(app, path: Path, salvage: bool = False):
    """The table scene of an unfinished save, journaled on; None when it cannot be played here:
    another window plays it (offered to watch it instead), it is damaged (offered to go on from
    its last good entry in a copy, unless `salvage` says that was accepted), or a message says why."""
    from game import sessions
    from game.engine import SaveError, SaveInUse
    from game.ui.scenes.save_prompt import offer_recovery, offer_watch
    from game.ui.scenes.table import TableScene

    try:
        reopened = sessions.reopen(path, salvage=salvage)
    except SaveInUse:
        offer_watch(app, path)
        return None
    except SaveError as error:
        if error.recoverable:
            offer_recovery(app, path, error)
        else:
            app.toast(app.tr("errors.load_failed", name=shown_name(path), reason=error))
        return None
    except (OSError, ValueError) as error:
        app.toast(app.tr("errors.load_failed", name=shown_name(path), reason=error))
        return None
    reason = no_table_reason(app, reopened.loaded.match.config.game_id)
    if reason:
        reopened.release()
        app.toast(reason)
        return None
    try:
        session = sessions.go_on(reopened)
    except (SaveError, OSError, ValueError) as error:
        app.toast(app.tr("errors.load_failed", name=shown_name(path), reason=error))
        return None
    for warning in reopened.loaded.warnings:
        app.warn(warning)
    return TableScene(app, session)


def open_save(app, path: Path, salvage: bool = False) -> None:
    """Unfinished: play on. Finished: watch the replay. Damaged: offer to go on in a copy
    (`salvage`: accepted; a save whose good part is a finished game is then replayed)."""
    from game import sessions
    from game.engine import SaveError
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.save_prompt import offer_recovery

    try:
        loaded = sessions.load(path, salvage=salvage)
    except SaveError as error:
        if error.recoverable:
            offer_recovery(app, path, error)
        else:
            app.toast(app.tr("errors.load_failed", name=shown_name(path), reason=error))
        return
    except (OSError, ValueError) as error:
        app.toast(app.tr("errors.load_failed", name=shown_name(path), reason=error))
        return
    reason = no_table_reason(app, loaded.match.config.game_id)
    if reason:
        app.toast(reason)
        return
    if loaded.match.is_over():
        if loaded.damage is not None:
            app.warn(loaded.warnings[0])
        app.push(ReplayScene(app, loaded.match, path))
        return
    scene = resume_scene(app, path, salvage=salvage)
    if scene is not None:
        app.push(scene)


class MainMenu(MenuScene):
    resumable_names = ""
    """Who plays the game "Continue" would resume (read once each time the menu shows)."""
    nothing_to_resume = False
    """The index knows every save and none is unfinished: Continue is shown dimmed, saying so."""
    finder: Optional["ContinueFinder"] = None
    """Saves the index did not know, being replayed in the background after the first frame."""
    finder_wanted = False
    """The index did not know a save Continue needs: a finder starts once the menu is drawn."""
    drawn = False
    emblems_shown = False
    """The five games' emblems are drawn from the second frame: the first waits for no picture."""
    fans: tuple = ()
    """The two fans of card backs as painted for the window's size: (size, left, right)."""

    def enter(self) -> None:
        found = last_unfinished_summary(replay=False)
        self.finder_wanted = found is NOT_INDEXED
        self._show_resumable(None if found is NOT_INDEXED else found or ())
        super().enter()

    def _show_resumable(self, found) -> None:
        self.nothing_to_resume = found is not None and not found
        if not found:
            self.resumable_names = ""
            return
        self.resumable_names = game_line(self.app.tr, found[1])  # which game Continue resumes

    def is_busy(self) -> bool:
        return self.finder_wanted or self.finder is not None or (self.drawn and not self.emblems_shown)

    def update(self, dt: float) -> None:
        if self.finder_wanted and self.drawn:
            self.finder_wanted, self.finder = False, ContinueFinder()
        if self.finder is not None and self.finder.done:
            found, self.finder = self.finder.found, None
            self._show_resumable(found or ())
            self.refresh()

    def draw(self, surface) -> None:
        super().draw(surface)
        self.drawn = True

    def draw_body(self, surface) -> None:
        """The five games' emblems in a row under the subtitle (from the second frame on)."""
        if not self.drawn:
            return
        from game.ui.table_games import TABLE_GAMES
        from game.ui.widgets.emblem import draw_emblem

        vp = self.app.viewport
        self.draw_fans(surface, TABLE_GAMES)
        for index, game_id in enumerate(TABLE_GAMES):
            x = vp.design_size[0] / 2 + (index - (len(TABLE_GAMES) - 1) / 2) * EMBLEM_PITCH
            draw_emblem(surface, self.app.assets, game_id, vp.point((x, EMBLEM_Y)), vp.px(EMBLEM_SIDE))
        self.emblems_shown = True

    def draw_fans(self, surface, games: tuple[str, ...]) -> None:
        from game.ui.widgets.emblem import fan_of_backs

        vp = self.app.viewport
        size = (vp.px(FAN_CARD[0]), vp.px(FAN_CARD[1]))
        if not self.fans or self.fans[0] != size:
            painter = self.app.painter
            self.fans = (size, fan_of_backs(painter, games, size), fan_of_backs(painter, tuple(reversed(games)), size, mirror=True))
        for fan, centre in zip(self.fans[1:], FAN_CENTRES):
            surface.blit(fan, fan.get_rect(center=vp.point(centre)))

    def build(self) -> None:
        tr = self.app.tr
        # what it resumes on a line of its own, under the word (ninth trial: as one label it
        # wrapped into two small lines at x1.3)
        resumes = tr("menu.continue_none") if self.nothing_to_resume else self.resumable_names or ""
        self.column([
            (tr("menu.new_game"), self.new_game),
            (tr("menu.continue"), self.continue_game, not self.nothing_to_resume, resumes),
            (tr("menu.load"), lambda: self.saves("load")),
            (tr("menu.replay"), lambda: self.saves("replay")),
            (tr("menu.how_to_play"), self.how_to_play),
            (tr("menu.settings"), self.settings),
            (tr("menu.quit"), self.app.quit),
        ], top=210, primary_first=True)
        self.notes = [tr("menu.keys")]

    def subtitle(self) -> str:
        return self.app.tr("app.subtitle")

    def back(self) -> None:
        pass

    def new_game(self) -> None:
        from game.ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def continue_game(self) -> None:
        path = last_unfinished()
        if path is None:
            self.app.toast(self.app.tr("menu.nothing_to_continue"))
            return
        scene = resume_scene(self.app, path)
        if scene is not None:
            self.app.push(scene)

    def saves(self, mode: str) -> None:
        from game.ui.scenes.saves import SavesScene

        self.app.push(SavesScene(self.app, mode))

    def how_to_play(self) -> None:
        from game.ui.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))


class ContinueFinder:
    """`last_unfinished_summary` worked out in a thread: replaying a save the index does not know
    (a game left by a crash, the first start after an update) imports rules and takes time the
    menu must not wait for before its first frame, nor make input wait for."""

    def __init__(self):
        import threading

        self.found = None
        self._done = threading.Event()
        threading.Thread(target=self._run, name="continue-finder", daemon=True).start()

    def _run(self) -> None:
        try:
            self.found = last_unfinished_summary()
        except Exception:  # a save the loader chokes on is shown as damaged, never as a crash
            self.found = None
        self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()
