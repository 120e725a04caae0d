"""Ninth new-user trial: the log scrolled back past its first line, leaving one line at the foot
of an empty box. Back to the first line it reads from the top, and the wheel goes no further."""

from __future__ import annotations

import pygame

from game.ui.text_check import texts_drawn
from game.ui.widgets.log_panel import LogPanel


def _wheel(app, panel, times):
    for _ in range(times):
        event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
        panel.handle_event(event, app.viewport)
        panel.draw(app.screen, app.viewport, app.assets)


def test_the_log_stops_at_its_first_line_and_reads_from_the_top(app, monkeypatch):
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: app.viewport.rect((1030, 130, 240, 370)).center)
    panel = LogPanel((1030, 130, 240, 370), "Log")
    panel.set_lines([f"Line {n} of the game." for n in range(60)])
    panel.draw(app.screen, app.viewport, app.assets)
    assert not panel.at_start
    _wheel(app, panel, 200)
    assert panel.at_start and 0 < panel.scroll < 59, "it stopped once the first line showed"
    records = texts_drawn(app, lambda surface: panel.draw(surface, app.viewport, app.assets))
    lines = sorted((r for text, r, _ in records if text.startswith("Line")), key=lambda r: r.top)
    first = next(text for text, r, _ in records if r == lines[0])
    assert first == "Line 0 of the game."
    box = app.viewport.rect(panel.rect)
    assert lines[-1].bottom > box.centery, "the box is filled, not one line at its foot"


def test_page_up_and_down_scroll_the_log_and_the_title_says_so(app):
    """Eleventh new-user trial: the log went back only with the mouse wheel ("I found no other
    way"). Page Up and Page Down scroll it by five lines, and while lines are out of sight the
    title says which keys do."""
    panel = LogPanel((1030, 130, 240, 370), "Log", "PgUp PgDn: earlier, later")
    panel.set_lines([f"Line {n} of the game." for n in range(60)])
    panel.draw(app.screen, app.viewport, app.assets)
    key = lambda k: panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0), app.viewport)  # noqa: E731
    assert key(pygame.K_PAGEUP) and panel.scroll == 5
    assert key(pygame.K_PAGEUP) and panel.scroll == 10
    assert key(pygame.K_PAGEDOWN) and panel.scroll == 5
    records = texts_drawn(app, lambda surface: panel.draw(surface, app.viewport, app.assets))
    assert any(text == "PgUp PgDn: earlier, later" for text, _, _ in records)
    newest = max((r for text, r, _ in records if text.startswith("Line")), key=lambda r: r.top)
    assert next(text for text, r, _ in records if r == newest) == "Line 54 of the game."
    for _ in range(3):
        key(pygame.K_PAGEDOWN)
    assert panel.scroll == 0
    short = LogPanel((1030, 130, 240, 370), "Log", "PgUp PgDn: earlier, later")
    short.set_lines(["One line."])
    records = texts_drawn(app, lambda surface: short.draw(surface, app.viewport, app.assets))
    assert not any(text.startswith("PgUp") for text, _, _ in records), "no hint when every line is in sight"
