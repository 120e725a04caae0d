"""Pictures of the how-to-play pages, drawn by the app itself from scenario files.

A picture is `assets/rules/pictures/<name>.json`: a scenario (game, seed, options, names,
commands, as in `python -m game script`) played through the real rules, the seat it is seen
as, and numbered callouts (design coordinates of the table, a label per language). The table
is drawn by its real plugin, so a picture stays true when the table's look changes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional

import pygame

from game.paths import resource_path
from game.ui import theme
from game.ui.viewport import Viewport


@dataclass(frozen=True)
class Callout:
    at: tuple[float, float]
    labels: dict[str, str]

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get("en", "")


@dataclass(frozen=True)
class PictureSpec:
    name: str
    scenario: dict[str, Any]
    as_seat: Optional[int]
    callouts: tuple[Callout, ...]


def load_spec(name: str) -> PictureSpec:
    path = resource_path("assets", "rules", "pictures", f"{name}.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    callouts = tuple(Callout((float(c["at"][0]), float(c["at"][1])), dict(c["labels"])) for c in data.get("callouts", []))
    return PictureSpec(name, data["scenario"], data.get("as_seat"), callouts)


def play_scenario(scenario: dict[str, Any]):
    """The match a scenario describes, its commands played through the rules."""
    from game import sessions
    from game.engine import SeatConfig

    names = scenario.get("names", ["P1", "P2"])
    config = sessions.make_config(scenario["game"], [SeatConfig(n) for n in names], int(scenario.get("seed", 1)),
                                  scenario.get("options", {}))
    match = sessions.start(config).match
    for plain in scenario.get("commands", []):
        match.submit(match.rules.commands.decode(plain))
    played = scenario.get("random_commands")
    if played:
        # A long game's middle (maphr several rounds in): seeded random legal play, so the
        # picture stays a legal position whatever the rules' commands become.
        from game.engine import RandomPlayer

        chooser = RandomPlayer(int(played.get("seed", 1)))
        for _ in range(int(played["count"])):
            if match.is_over():
                break
            seat = match.to_act()[0]
            match.submit(chooser.choose(match, seat))
    return match


def render_picture(app, spec: PictureSpec, width: int) -> pygame.Surface:
    """The table of `spec` drawn `width` pixels wide, with its numbered callouts."""
    from game.ui.scenes.table_view import TableView

    match = play_scenario(spec.scenario)
    table = TableView(app, match)
    design = table.plugin.design_size
    height = round(width * design[1] / design[0])
    surface = pygame.Surface((width, height))
    surface.fill(theme.FELT)
    saved, saved_scale = app.viewport, app.assets.text_scale
    app.viewport = Viewport(design, (width, height))
    # A picture is the table in small: drawn at the text size the table was laid out for (the
    # page's own text follows the player's text size).
    app.assets.text_scale = 1.0
    try:
        table.snap(len(match.entries), spec.as_seat)
        table.draw_table(surface, spec.as_seat)
        vp = app.viewport
        for number, callout in enumerate(spec.callouts, start=1):
            draw_marker(surface, app.assets, vp.point(callout.at), number, max(11, round(16 * vp.scale * 1.6)))
    finally:
        app.viewport, app.assets.text_scale = saved, saved_scale
    return surface


def draw_marker(surface: pygame.Surface, assets, centre: tuple[int, int], number: int, radius: int) -> None:
    """A numbered disc that points at something in a picture (and names it in the legend)."""
    pygame.draw.circle(surface, (12, 14, 22), (centre[0] + 2, centre[1] + 2), radius)
    pygame.draw.circle(surface, theme.WARN, centre, radius)
    pygame.draw.circle(surface, theme.TEXT_DARK, centre, radius, width=2)
    assets.draw_text(surface, str(number), radius * 1.2 / max(assets.text_scale, 0.01), theme.TEXT_DARK, centre, "center", bold=True)
