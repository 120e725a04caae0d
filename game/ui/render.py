"""Headless drawing for the command line: a save's table at any event, and the demo."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional


def render_save(path: Path, at: Optional[int], out: Path, as_seat: Optional[int] = None, lang: Optional[str] = None) -> str:
    """Draw the table after `at` events (default: the end) of a save to a PNG; returns a summary.

    A developer's tool: by default it draws everything, hidden cards included, even of a game
    that is not over (the save file holds them all anyway); `as_seat` -1 is the public view."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import sessions
    from game.ui.app import App
    from game.ui.scenes.table_view import TableView
    from game.ui.settings import Settings

    loaded = sessions.load(path)
    match = loaded.match
    position = len(match.entries) if at is None else at
    if not 0 <= position <= len(match.entries):
        raise ValueError(f"--at {position} is outside 0..{len(match.entries)} (the save holds {len(match.entries)} events)")
    if as_seat is not None and not -1 <= as_seat < match.config.player_count:
        raise ValueError(f"--as {as_seat} is not a seat (0..{match.config.player_count - 1}, or -1 for the public view)")
    settings = Settings.load()
    settings.fullscreen = False
    if lang:
        settings.language = lang
    app = App(settings)
    table = TableView(app, match)
    app.viewport.design_size = table.plugin.design_size
    app.viewport.resize(app.screen.get_size())
    table.snap(position, as_seat)
    table.draw_table(app.screen, as_seat)
    import pygame

    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        # Written through our own file: a place that cannot be written is an OSError naming why
        # (pygame's own error says less).
        with open(out, "wb") as stream:
            pygame.image.save(app.screen, stream, out.name if out.suffix else "table.png")
    finally:
        pygame.quit()
    seen_by = "everyone" if as_seat is None else "the public" if as_seat == -1 else f"seat {as_seat} ({match.config.seats[as_seat].name})"
    summary = f"{out}: {match.config.game_id} at event {position}/{len(match.entries)}, seen by {seen_by}"
    if as_seat != -1 and not match.is_over():
        summary += " (the game is not over: this shows what its players may not have seen)"
    return summary


def run_demo(game_id: str, seconds: float, seed: int = 1, level: str = "easy") -> dict[str, float]:
    """Computer against computer in the window (a new match after each end): frame figures in ms."""
    import tempfile

    from game.ui.app import App
    from game.ui.scenes.table import demo_table_scene
    from game.ui.settings import Settings

    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("TABLEWRIGHT_HOME", home)
        settings = Settings.load()
        settings.fullscreen = False
        app = App(settings)
        app.push(demo_table_scene(app, game_id, save=False, seed=seed, level=level))
        app.run(max_seconds=seconds)
        median, p99 = app.frame_stats()
        cpu_median, cpu_p99 = app.frame_stats(cpu=True)
        frames = len(app.frame_times)
        app.quit()
        app.pygame.quit()
    return {"frames": frames, "median_ms": round(median, 2), "p99_ms": round(p99, 2),
            "cpu_median_ms": round(cpu_median, 2), "cpu_p99_ms": round(cpu_p99, 2)}
