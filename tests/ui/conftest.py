"""A real App on the dummy video driver, and helpers that act like a player's mouse."""

from __future__ import annotations

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    import pygame

    from game.ui.app import App
    from game.ui.settings import Settings

    application = App(Settings(language="en"))
    yield application
    application.quit()
    pygame.display.quit()


class Player:
    """Posts real pygame events, then runs frames so the app reads them."""

    def __init__(self, app):
        self.app = app

    def frames(self, count: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(count):
            self.app.frame(dt)

    def until_rested(self, seconds: float = 20.0) -> None:
        """Frames, in real time, until the top scene has nothing more to do by itself (the
        menu works out a save its index does not know in a thread after its first frame)."""
        import time

        deadline = time.monotonic() + seconds
        self.frames(1)
        while self.app.top is not None and self.app.top.is_busy() and time.monotonic() < deadline:
            time.sleep(0.02)
            self.frames(1)

    def settle(self, limit: int = 200) -> None:
        """Run frames with a long clock step until animations and computer moves are done."""
        for _ in range(limit):
            self.app.frame(2.0)
            top = self.app.top
            presenter = getattr(getattr(top, "table", None), "presenter", None)
            if presenter is None or not presenter.animating:
                break

    def visible_point(self, scene, key: str):
        """A screen point where `key` is the topmost sprite (cards in a squeezed row overlap)."""
        for sprite, rect in scene.table.drawn:
            if sprite.key != key:
                continue
            box = self.app.viewport.rect(rect)
            for fx in (0.5, 0.25, 0.12, 0.75, 0.9):
                for fy in (0.5, 0.3, 0.7, 0.15):
                    point = (box.left + int(box.width * fx), box.top + int(box.height * fy))
                    hit = scene.table.sprite_at(point)
                    if hit is not None and hit.key == key:
                        return point
        raise AssertionError(f"{key} is not visible on the table")

    def open_table(self, session):
        """Put `session` on screen as a table scene, play animations out and lift the curtain."""
        from game.ui.scenes.table import TableScene

        scene = TableScene(self.app, session)
        self.app.push(scene)
        self.settle()
        if scene.curtain is not None:
            self.click((640, 360))
            self.frames(2)
        return scene

    def next_seat(self, scene, limit: int = 200):
        """Play animations out, lift curtains and wait for computer seats until a person may act
        at `scene`: that seat, or None once the end screen is up."""
        from game.ui.scenes.end import EndScene

        for _ in range(limit):
            self.settle()
            if isinstance(self.app.top, EndScene):
                return None
            if scene.curtain is not None or getattr(scene, "interlude", None) is not None:
                self.click((640, 360))  # lifts a curtain, or dismisses a summary between rounds
                self.frames(2)
                continue
            if scene.acting_seat is None:
                self.frames(1, dt=1.0)
                continue
            return scene.acting_seat
        raise AssertionError("no seat came to act")

    def post(self, kind, **fields) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, **fields))

    def click(self, pos) -> None:
        import pygame

        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frames(2)

    def drag(self, start, end, steps: int = 4) -> None:
        import pygame

        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            self.frames(1)
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frames(1)

    def key(self, key, mod: int = 0, text: str = "") -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        self.frames(1)

    def button_center(self, label: str, nth: int = 0):
        group = getattr(self.app.top, "group", None) or getattr(self.app.top, "buttons")
        matching = [b for b in group.buttons if b.label == label]
        if len(matching) > nth:
            return self.app.viewport.rect(matching[nth].rect).center
        raise AssertionError(f"no button {label!r} among {[b.label for b in group.buttons]}")

    def sprite_center(self, key: str):
        scene = self.app.top
        for sprite, rect in scene.table.drawn:
            if sprite.key == key:
                return self.app.viewport.rect(rect).center
        raise AssertionError(f"sprite {key} not drawn")


@pytest.fixture
def player(app):
    return Player(app)
