"""What the table and replay scenes share: a plugin, a presenter, a log, callouts, zoom."""

from __future__ import annotations

import re
from typing import Any, Iterator, Optional, Sequence

import pygame

from game.engine import Match
from game.engine.records import Undone
from game.engine.rules import PUBLIC_SEAT
from game.elision import elide
from game.ui import theme
from game.ui.presenter import Presenter, Sprite
from game.ui.tables import TableContext, TablePlugin, find_table
from game.ui.widgets.card import draw_symbol_line, icon_slots
from game.ui.widgets.log_panel import LogPanel
from game.ui.widgets.table_cloth import ClothLayer

GLOSSARY_LINES = 6
"""Terms explained under a zoomed card at most (the rest are on the how-to-play page)."""
GLOSSARY_TEXT, GLOSSARY_WIDTH = 13, 330

SEAT_LABEL = re.compile(r"\b[PJ]([1-9])\b")
"""How the rules' log lines name seats ("P1" in English, "J1" in French)."""
PUBLIC = PUBLIC_SEAT
"""The perspective of nobody in particular (every hand hidden): what a hot-seat table shows
while effects play out. Rules treat an unknown seat as a spectator."""
ZOOM_SIZE = (210, 304)
"""Design units of a hovered card's zoom at full size."""


class TableView:
    def __init__(self, app, match: Match):
        self.app = app
        self.match = match
        plugin_class = find_table(match.config.game_id)
        if plugin_class is None:
            raise ValueError(f"no table for {match.config.game_id!r}")
        self.plugin: TablePlugin = plugin_class(TableContext(app.assets, app.painter.for_game(match.config.game_id), app.tr, match.rules, match.config))
        self.presenter = Presenter(self._draw_sprite)
        self.presenter.on_step_start = self._step_started
        self.presenter.on_step_end = self._step_ended
        self.log = LogPanel(self.plugin.zone("log"), app.tr("table.log"), app.tr("table.log_keys"))
        self._lines: dict[tuple[int, Optional[int], str], str] = {}
        """Log lines already written, by (entry position, viewer, language)."""
        self.log_perspective: Optional[int] = None
        """The seat the log's lines are written for."""
        self.drawn: list[tuple[Sprite, tuple]] = []
        self.hovered: Optional[Sprite] = None
        self.cloth = ClothLayer(match.config.game_id)

    def refresh_context(self) -> None:
        """Settings changed (language, text size): rebuild what was drawn with the old ones."""
        self.plugin.ctx = TableContext(self.app.assets, self.app.painter.for_game(self.match.config.game_id), self.app.tr, self.match.rules,
                                      self.match.config)
        self.log.title = self.app.tr("table.log")

    # -- views ------------------------------------------------------------------------------------
    def view_at(self, position: int, viewer: Optional[int]) -> dict[str, Any]:
        return self.match.rules.view(self.match.state_at(position), viewer)

    def describe(self, event, viewer: Optional[int]) -> str:
        """The rules' log line, with the players' names for "P1"/"J1"."""
        line = self.match.rules.describe(event, viewer, self.app.tr.lang)
        seats = self.match.config.seats
        line = SEAT_LABEL.sub(lambda m: seats[int(m.group(1)) - 1].name if 0 < int(m.group(1)) <= len(seats) else m.group(0), line)
        return elide(line, self.app.tr.lang)

    def log_lines(self, upto: int, viewer: Optional[int]) -> list[str]:
        """The log of the first `upto` entries as `viewer` reads it; lines are kept once written,
        since an entry's line never changes (a replay seek would otherwise describe the whole
        log again)."""
        lang = self.app.tr.lang
        lines = []
        for position, entry in enumerate(self.match.entries[:upto]):
            key = (position, viewer, lang)
            line = self._lines.get(key)
            if line is None:
                line = self._lines[key] = self.describe(entry.event, viewer)
            if isinstance(entry.event, Undone) and viewer is not None and viewer != entry.event.seat:
                # ...and the take-back itself is its player's own business: "Bob reprend son
                # dernier coup" before a second hidden play told Ana he had changed it
                # (twenty-first and twenty-second trials). The log reads as the game stands.
                line = ""
            lines.append(line)
            if isinstance(entry.event, Undone):
                # a move taken back leaves the log: only "X takes back their move" stays
                # (fourteenth trial: "Ana déploie Bugs face visible" stayed for Bob to read), one
                # line for each take-back (fifteenth trial: three read as one)
                for earlier in range(entry.event.back_to, position):
                    if not isinstance(self.match.entries[earlier].event, Undone):
                        lines[earlier] = ""
        return lines

    def snap(self, position: int, viewer: Optional[int]) -> None:
        view = self.view_at(position, viewer)
        self.presenter.snap(view, self.plugin.sprites(view, viewer), viewer)
        self.log.set_lines(self.log_lines(position, viewer))
        self.log_perspective = viewer

    def states_from(self, first: int) -> Iterator[tuple[int, Any]]:
        """(position, the state after that entry) for each entry from `first` on, folded forward
        once: `Match.state_at` copies a snapshot and folds up to the position every time, which
        made a command of many events (maphr: 11) the slowest frame of a game (issue 24)."""
        state = self.match.state_at(first)
        for position in range(first, len(self.match.entries)):
            event = self.match.entries[position].event
            if isinstance(event, Undone):
                state = self.match.state_at(position + 1)
            else:
                self.match.rules.apply(state, event)
            yield position, state

    def enqueue(self, position: int, viewer: Optional[int], before: dict[str, Any], state: Any = None) -> dict[str, Any]:
        """Queue the animation of entry `position` (0-based) as `viewer` sees it; returns the view
        after it (`state`: the state after the entry, when the caller has it)."""
        event = self.match.entries[position].event
        after = self.match.rules.view(state, viewer) if state is not None else self.view_at(position + 1, viewer)
        style = self.plugin.event_style(event.seen_by(viewer), before, after, viewer)
        line = self.describe(event, viewer)
        self.presenter.enqueue(after, self.plugin.sprites(after, viewer), style, line, position, viewer)
        return after

    def _step_started(self, step) -> None:
        self.app.sounds.play(step.style.sound)
        if step.entry is not None and step.perspective == PUBLIC and self.log_perspective != PUBLIC:
            # A hot-seat screen goes public: the lines written for the player who acted (the
            # token they chose, the cards they kept) leave it as the public step begins, not
            # when it ends (eighth new-user trial, Maphr 022: "Bob choisit Prospecter" stayed
            # through the animation both players watch).
            self.log.set_lines(self.log_lines(step.entry, PUBLIC))
            self.log_perspective = PUBLIC
        if step.log_line and not self._undone(step):
            # the line comes with its animation: written at its end, a callout (Maphr's
            # "Éboulement" over Ana's mine) stood beside the line before it, Bob's Éboulement
            # (eighteenth trial)
            self.log.add(step.log_line)

    def _undone(self, step) -> bool:
        return step.entry is not None and isinstance(self.match.entries[step.entry].event, Undone)

    def _step_ended(self, step) -> None:
        if self._undone(step):
            self.log.set_lines(self.log_lines(step.entry + 1, self.log_perspective))  # the move's lines go

    # -- drawing ----------------------------------------------------------------------------------
    def _draw_sprite(self, surface, sprite, rect, flip, alpha) -> None:
        self.plugin.draw_sprite(surface, self.app.viewport, sprite, rect, flip, alpha)

    def sprite_at(self, pos) -> Optional[Sprite]:
        for sprite, rect in reversed(self.drawn):
            if self.app.viewport.rect(rect).collidepoint(pos):
                return sprite
        return None

    def draw_board_on_cloth(self, surface: pygame.Surface, viewer: Optional[int]) -> None:
        """The plugin's board, the table's cloth showing through its background."""
        layer = self.cloth.begin(surface)
        assets = self.app.assets
        recording = assets.recording
        if recording is not None and recording[0] is surface and layer is not surface:
            assets.recording = (layer, recording[1])  # the text check still sees the board's texts
        try:
            self.plugin.draw_board(layer, self.app.viewport, self.presenter.view, viewer)
        finally:
            assets.recording = recording
        self.cloth.finish(surface)

    def draw_table(self, surface: pygame.Surface, viewer: Optional[int], hidden: frozenset[str] = frozenset(),
                   lifted: Optional[dict[str, float]] = None) -> None:
        vp = self.app.viewport
        step = self.presenter.current
        if step is not None and step.perspective is not None:
            # the board as the step playing out was laid out: a table turned to the player who
            # acted must not have its tiles and names drawn for the next perspective meanwhile
            viewer = step.perspective
        self.draw_board_on_cloth(surface, viewer)
        if lifted:
            lifted = {key: rise for key, rise in lifted.items() if self.plugin.lifts(key)}
        self.drawn = self.presenter.draw(surface, hidden, lifted)
        self.log.draw(surface, vp, self.app.assets)

    def draw_callouts(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        drawn: list[pygame.Rect] = []
        for callout, age in self.presenter.callouts():
            rise = min(age, 1.4) * callout.rise
            alpha = 255 if age < 0.9 else max(0, round(255 * (1.4 - age) / 0.5))
            text = assets.text(callout.text, callout.size * vp.scale, callout.colour, bold=True)
            outline = assets.text(callout.text, callout.size * vp.scale, (10, 10, 16), bold=True)
            # inside the window: "Move cancelled" over the track's first space ran off its left edge
            # (third new-user trial H16)
            pad = (vp.px(14), vp.px(4))  # the pill round the text (below)
            spot = text.get_rect(center=vp.point((callout.at[0], callout.at[1] - rise))).inflate(pad)
            spot = spot.clamp(surface.get_rect().inflate(-4, -4))
            # under the older ones it would meet ("Annulé" and "Aménager" were drawn over each
            # other on one board: eleventh trial)
            while (hit := spot.inflate(4, 4).collidelist(drawn)) != -1 and spot.bottom < surface.get_height():
                spot.top = drawn[hit].bottom + 2
            drawn.append(spot)
            centre = spot.center
            # on a dark pill: a gold name floating over the dark mine read dark on dark as it
            # faded (fourteenth trial, "Contrat de charbon")
            pill = pygame.Surface(spot.size, pygame.SRCALPHA)
            pygame.draw.rect(pill, (12, 14, 20, round(alpha * 0.78)), pill.get_rect(), border_radius=pill.get_height() // 2)
            surface.blit(pill, spot)
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                shadow = outline.copy()
                shadow.set_alpha(alpha)
                surface.blit(shadow, shadow.get_rect(center=(centre[0] + dx, centre[1] + dy)))
            image = text.copy()
            image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=centre))

    def zoom_rect(self, sprite: Sprite, window: tuple[int, int], avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where, in window pixels, the zoom of `sprite` is drawn and how large: the table's
        `zoom_box`, else beside the card (above it in the lower half, below it in the upper),
        then moved inside the window. Where that covers one of `avoid` (the places a picked card
        may go), the first spot beside the card or in a corner that covers none."""
        vp = self.app.viewport
        screen = pygame.Rect((0, 0), window)
        box = self.plugin.zoom_box(sprite, ZOOM_SIZE)
        if box is not None:
            rect = vp.rect(box)
        else:
            card = vp.rect(sprite.rect)
            rect = pygame.Rect((0, 0), (vp.px(ZOOM_SIZE[0]), vp.px(ZOOM_SIZE[1])))
            rect.centerx = card.centerx
            if card.centery > window[1] / 2:
                rect.bottom = card.top - vp.px(10)
            else:
                rect.top = card.bottom + vp.px(10)
        rect = rect.clamp(screen)
        if not avoid or rect.collidelist(list(avoid)) == -1:
            return rect
        # twenty-second trial: a card picked by its key had its zoom over the mission it was to go to
        card, gap = vp.rect(sprite.rect), vp.px(10)
        spots = [rect.copy() for _ in range(6)]
        spots[0].midright = (card.left - gap, card.centery)
        spots[1].midleft = (card.right + gap, card.centery)
        spots[2].topleft, spots[3].topright = screen.topleft, screen.topright
        spots[4].bottomleft, spots[5].bottomright = screen.bottomleft, screen.bottomright
        for spot in spots:
            spot = spot.clamp(screen)
            if spot.collidelist(list(avoid)) == -1 and not spot.colliderect(card):
                return spot
        return rect

    def draw_zoom(self, surface: pygame.Surface, sprite: Optional[Sprite], mouse, avoid: Sequence[pygame.Rect] = ()) -> None:
        """The hovered card large, with its full text, beside the card (never over it, nor over
        `avoid`: see zoom_rect)."""
        if sprite is None:
            return
        face = self.plugin.zoom_face(sprite)
        if face is None:
            return
        vp = self.app.viewport
        rect = self.zoom_rect(sprite, surface.get_size(), avoid)
        image = self.plugin.zoom_image(sprite, rect.size) or self.plugin.ctx.painter.face(face, rect.size, full_text=True)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(vp.px(4), vp.px(6)), border_radius=vp.px(14))
        surface.blit(image, rect)
        below = rect.bottom + vp.px(4)
        if not sprite.face_up:
            label = self.app.assets.text(self.app.tr("table.face_down"), 13 * vp.scale, theme.TEXT, bold=True)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, below)))
            below += label.get_height() + vp.px(2)
        self.draw_glossary(surface, face, rect, below, sprite, avoid)

    def glossary_lines(self, face) -> list[str]:
        """The meaning of each keyword and symbol on `face`, in the UI language."""
        from game.glossary import terms_on

        words = " ".join([face.title, face.text, *(badge.icon for badge in face.costs)])
        flags = frozenset(name for name, on in (("attack", face.attack), ("bonus", face.bonus)) if on)
        lang = self.app.tr.lang
        return [term.line(lang) for term in terms_on(self.match.config.game_id, words, lang, flags)][:GLOSSARY_LINES]

    def _glossary_spot(self, window: pygame.Rect, zoom: pygame.Rect, below: int, width: int, height: int,
                       sprite: Optional[Sprite], targets: Sequence[pygame.Rect] = ()) -> Optional[pygame.Rect]:
        """Where the meanings go: under the zoom, else above it, else beside it; never over the
        hovered card nor what the table keeps in sight (`glossary_avoid`); None if nowhere fits."""
        vp = self.app.viewport
        gap = vp.px(6)
        avoid = [vp.rect(r) for r in self.plugin.glossary_avoid(sprite)] + [zoom] + list(targets)
        if sprite is not None:
            avoid.append(vp.rect(sprite.rect))
        x = zoom.centerx - width // 2
        for sx, sy in [(x, below), (x, zoom.top - gap - height)]:
            panel = pygame.Rect(sx, sy, width, height)
            if window.contains(panel) and not any(panel.colliderect(r) for r in avoid):
                return panel
        # Beside the zoom: slide left (then right) past whatever it would cover.
        for sy in (zoom.top, zoom.bottom - height, window.top + gap, window.bottom - gap - height):
            panel = pygame.Rect(zoom.left - gap - width, sy, width, height)
            while window.contains(panel):
                hit = next((r for r in avoid if panel.colliderect(r)), None)
                if hit is None:
                    return panel
                panel.right = hit.left - gap
            panel = pygame.Rect(zoom.right + gap, sy, width, height)
            while window.contains(panel):
                hit = next((r for r in avoid if panel.colliderect(r)), None)
                if hit is None:
                    return panel
                panel.left = hit.right + gap
        return None

    def draw_glossary(self, surface: pygame.Surface, face, zoom: pygame.Rect, below: int,
                      sprite: Optional[Sprite] = None, avoid: Sequence[pygame.Rect] = ()) -> Optional[pygame.Rect]:
        """A panel beside the zoom (under it where there is room) saying what its terms mean."""
        notes = self.plugin.zoom_notes(sprite) if sprite is not None else []
        lines = notes + (self.glossary_lines(face) if self.plugin.explains_zoom else [])
        if not lines:
            return None
        vp, assets = self.app.viewport, self.app.assets
        size = GLOSSARY_TEXT * vp.scale
        width = max(zoom.width, vp.px(GLOSSARY_WIDTH))
        pad = vp.px(8)
        # the symbols drawn as on the card (icons), each followed by its word
        slotted = [icon_slots(line, self.match.config.game_id) for line in lines]
        wrapped = [assets.wrap(text, size, width - 2 * pad) for text, _ in slotted]
        line_h = assets.font(size).get_linesize()
        height = sum(len(rows) for rows in wrapped) * line_h + (len(wrapped) - 1) * vp.px(4) + 2 * pad
        panel = self._glossary_spot(surface.get_rect(), zoom, below, width, height, sprite, avoid)
        if panel is None:
            return None
        pygame.draw.rect(surface, (12, 14, 22), panel.move(vp.px(3), vp.px(4)), border_radius=vp.px(8))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(8))
        pygame.draw.rect(surface, theme.PANEL_BORDER, panel, width=1, border_radius=vp.px(8))
        y = panel.top + pad
        for rows, (_, symbols) in zip(wrapped, slotted):
            pending = iter(symbols)
            for row in rows:
                draw_symbol_line(assets, surface, row, size, theme.TEXT, (panel.left + pad, y), pending)
                y += line_h
            y += vp.px(4)
        return panel
