"""Drawing the Mines de Maphr table: the clan boards under the sprites, the pieces, the panel,
the buttons, the die and the score grid."""

from __future__ import annotations

from typing import Any, Optional, Sequence

import pygame

from game.rules.maphr.cards import COLOURS
from game.rules.maphr.mine import ENTRANCE, iter_frontier
from game.rules.maphr.scoring import GRID_LINES
from game.ui import theme
from game.ui.presenter import Sprite
from game.ui.widgets.end_grid import EndGrid, draw_end_grid
from game.ui.tables.maphr.controls import BOX, BUTTON, LIVE_BUTTONS, PANEL
from game.ui.tables.maphr.mine_art import MineGroundPainter
from game.ui.geometry import inside
from game.ui.tables.maphr.layout import OFFER_TITLE_LINE, PANEL_CARD, board_parts, mine_shapes_from_view
from game.ui.tables.maphr.painting import AMENITY_COLOURS, draw_die, roman, tumble
from game.ui.tables.maphr.tokens import paint_chip, paint_token, token_items, token_room
from game.ui.viewport import Viewport

BOARD = (34, 30, 28)
DRAGGED_ALPHA = 120
"""How opaque a tile dragged over the mine is drawn (the cells under it show through)."""


class DrawingMixin:
    view: dict[str, Any]

    @property
    def mine_ground(self) -> MineGroundPainter:
        painter = self.__dict__.get("_mine_ground")
        if painter is None:
            painter = self.__dict__["_mine_ground"] = MineGroundPainter()
        return painter

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]

    # -- sprites ------------------------------------------------------------------------------------
    def draw_sprite(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, design_rect: Sequence[float],
                    flip: Optional[float], alpha: int) -> None:
        rect = viewport.rect(design_rect)
        if rect.width < 2 or rect.height < 2:
            return
        if sprite.kind in ("mtoken", "mchip", "mdie"):
            self._draw_piece(surface, viewport, sprite, rect, flip, alpha)
            return
        if sprite.kind not in ("mcard", "mtile"):
            self.draw_custom(surface, viewport, sprite, rect, alpha)
            return
        if sprite.kind == "mtile":
            card, rotation = sprite.data
            image = self.pieces.tile(card, rotation, rect.width)  # type: ignore[attr-defined]
        elif sprite.face_up and sprite.data is not None:
            rotation = self.rotations.get(sprite.key, 0) if sprite.key == sprite.data else 0  # type: ignore[attr-defined]
            image = self.pieces.card(sprite.data, rect.size, self.ctx.lang, rotation)  # type: ignore[attr-defined]
        else:
            image = self.pieces.back(rect.size)  # type: ignore[attr-defined]
        if flip is not None:
            from game.ui.widgets.card import flipped

            image = flipped(image, flip)
        lit = self._lit_under(sprite, design_rect)
        if lit is not None:
            alpha = min(alpha, DRAGGED_ALPHA)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        if lit is not None:
            # A tile dragged over the mine: the cells under it show through, and the cells
            # where it fits as turned stay outlined above it.
            surface.blit(image, image.get_rect(center=rect.center))
            for cell in lit:
                pygame.draw.rect(surface, theme.ACCENT, viewport.rect(cell).inflate(viewport.px(8), viewport.px(8)),
                                 width=viewport.px(3), border_radius=viewport.px(9))
            return
        if sprite.kind == "mcard" and rect.width > 50 and flip is None:
            pygame.draw.rect(surface, (10, 12, 14), rect.move(viewport.px(2), viewport.px(3)), border_radius=viewport.px(8))
        surface.blit(image, image.get_rect(center=rect.center))
        if flip is None and alpha == 255:
            self._draw_marks(surface, viewport, sprite, rect)

    def _lit_under(self, sprite: Sprite, design_rect: Sequence[float]) -> Optional[list]:
        """The lit cells when `sprite` is the tile being laid and it is over the mine of the
        seat laying it (None otherwise)."""
        seat = self.seat  # type: ignore[attr-defined]
        if seat is None or sprite.key != self.held or self.mode != "prospect":  # type: ignore[attr-defined]
            return None
        if not self._is_tile_in_hand(seat, sprite.key):  # type: ignore[attr-defined]
            return None
        centre = (design_rect[0] + design_rect[2] / 2, design_rect[1] + design_rect[3] / 2)
        if not inside(board_parts(self.board(seat))["mine"], centre):  # type: ignore[attr-defined]
            return None
        return self.drop_targets(seat)  # type: ignore[attr-defined]

    def _draw_piece(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect,
                    flip: Optional[float], alpha: int) -> None:
        """A token, a bid chip or the die; `flip` is the reveal turning it over (for the die:
        its roll, a tumble of faces before it lands)."""
        font = lambda px: self.ctx.assets.font(px, True)  # type: ignore[attr-defined]  # noqa: E731
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        if sprite.kind == "mdie":
            face, tilt, hop = tumble(sprite.data, flip) if flip is not None else (sprite.data, 0.0, 0.0)
            if face:
                draw_die(surface, rect.move(0, -round(hop * rect.height * 0.5)), face, tilt)
            return
        if sprite.kind == "mtoken":
            paint_token(image, sprite.data, sprite.face_up, font)
        else:
            paint_chip(image, sprite.data, sprite.face_up, font)
        if flip is not None:
            from game.ui.widgets.card import flipped

            image = flipped(image, flip)
        if alpha < 255:
            image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=rect.center))

    def _draw_marks(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect) -> None:
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        if sprite.key in self.choice_keys():  # type: ignore[attr-defined]
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(viewport.px(6), viewport.px(6)), width=viewport.px(3), border_radius=viewport.px(4))
        ribbon = ""
        if sprite.key in self.roles and BOX + self.roles[sprite.key] not in self.places:  # type: ignore[attr-defined]
            ribbon = self.role_label(self.roles[sprite.key])  # type: ignore[attr-defined]
        elif sprite.key in self.marked:  # type: ignore[attr-defined]
            ribbon = "✓ " + self.t("discarded")  # type: ignore[attr-defined]
        elif sprite.key in self.impede_plays:  # type: ignore[attr-defined]
            ribbon = "→ " + self.seat_name(self.impede_plays[sprite.key])  # type: ignore[attr-defined]
        if ribbon:
            label = assets.text(ribbon, 11 * s, (255, 255, 255), bold=True)
            band = label.get_rect(center=(rect.centerx, rect.bottom - viewport.px(10))).inflate(viewport.px(8), viewport.px(4))
            me = self.me()  # type: ignore[attr-defined]
            if me is not None and sprite.key in (me["hand"] or []) and not sprite.badge:
                # a hand card's under it, in the room left below the hand: on its foot it covered
                # what the card does ("✗ Prospecter" under "→ Ana", seventh new-user trial)
                band.midtop = (rect.centerx, rect.bottom + viewport.px(2))
            band.clamp_ip(rect.inflate(viewport.px(20), viewport.px(60)))
            pygame.draw.rect(surface, theme.ACCENT_DARK, band, border_radius=viewport.px(5))
            assets.draw_text(surface, ribbon, 11 * s, (255, 255, 255), band.center, "center", bold=True)  # recorded for the text check
        if sprite.badge:
            assets.draw_text(surface, sprite.badge, 11 * s, theme.TEXT, (rect.centerx, rect.bottom + viewport.px(2)), "midtop", bold=True)

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        if sprite.kind == "miner":
            seat = sprite.data if sprite.data >= 0 else -1 - sprite.data
            image = self.pieces.meeple(self.seat_colour(seat), rect.size, sprite.data < 0)  # type: ignore[attr-defined]
            surface.blit(image, rect)
        elif sprite.kind == "button":
            name, baked = sprite.data
            on = self.button_is_on(name)  # type: ignore[attr-defined]
            pygame.draw.rect(surface, theme.ACCENT_DARK if on else theme.PANEL_LIGHT, rect, border_radius=viewport.px(7))
            pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_BORDER, rect, width=viewport.px(2), border_radius=viewport.px(7))
            label = self.button_label(name) if name.partition(":")[0] in LIVE_BUTTONS else baked  # type: ignore[attr-defined]
            self._draw_button_label(surface, viewport, label, rect)
        elif sprite.kind == "box":
            pygame.draw.rect(surface, (30, 40, 56), rect, border_radius=viewport.px(8))
            pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=viewport.px(2), border_radius=viewport.px(8))
            box = rect.inflate(-viewport.px(8), -viewport.px(8))
            # one line, a little smaller if need be: on two, "Donner à / Bob" ran into the key of
            # the card below it (tenth trial)
            size = 12 * s
            while size > 10 * s and assets.text(sprite.data, size, theme.TEXT, True).get_width() > box.width:
                size -= 0.5 * s
            assets.draw_wrapped(surface, sprite.data, size, theme.TEXT, box, bold=True, center=True)
        elif sprite.kind == "scores":
            self.draw_scores(surface, viewport, self.view)
        elif sprite.kind == "panelbg" and sprite.key == PANEL:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (*theme.PANEL, 250), shade.get_rect(), border_radius=viewport.px(12))
            surface.blit(shade, rect)
            pygame.draw.rect(surface, theme.ACCENT, rect, width=viewport.px(2), border_radius=viewport.px(12))
            title = self.panel_title()  # type: ignore[attr-defined]
            size = 13 * s
            while size > 8 * s and assets.text(title, size, theme.TEXT, True).get_width() > rect.width - viewport.px(24):
                size -= s / 2
            if self.mode == "offer" and size < 12 * s:  # type: ignore[attr-defined]
                # an offer's title has two lines' room: it wraps rather than shrinking
                lines = pygame.Rect(rect.left + viewport.px(12), rect.top + viewport.px(4), rect.width - viewport.px(24), viewport.px(20 + OFFER_TITLE_LINE))
                assets.draw_wrapped_shrinking(surface, title, 12 * s, theme.TEXT, lines, bold=True)
            else:
                assets.draw_text(surface, title, size, theme.TEXT, (rect.left + viewport.px(12), rect.top + viewport.px(6)), "topleft", bold=True)
            if self.mode.startswith("sort"):  # type: ignore[attr-defined]
                # wrapped left of the first box: on one line it ran under "Garder" (fourth new-user trial)
                boxes = [viewport.rect(r).left for k, r in self.places.items() if k.startswith(BOX)]  # type: ignore[attr-defined]
                right = min(boxes) - viewport.px(8) if boxes else rect.right - viewport.px(12)
                cards = [viewport.rect(self.places[c]).bottom for c in self.panel_cards()  # type: ignore[attr-defined]
                         if c in self.places and viewport.rect(self.places[c]).right <= right]  # type: ignore[attr-defined]  # not in a box
                top = max(cards, default=rect.top + viewport.px(24 + PANEL_CARD)) + viewport.px(2)
                assets.draw_wrapped(surface, self.t("hint_sort_click"), 11 * s, theme.TEXT_DIM,  # type: ignore[attr-defined]
                                    pygame.Rect(rect.left + viewport.px(12), top, right - rect.left - viewport.px(12), rect.bottom - top - viewport.px(2)))
            offer = self.view.get("offer") if self.mode == "answer" else None  # type: ignore[attr-defined]
            if offer is not None and offer["blind"] and offer["give_card"] is None:
                # left of the drop box and above the card (twenty-third trial: cut under the box)
                boxes = [viewport.rect(r).left for k, r in self.places.items() if k.startswith(BOX)]  # type: ignore[attr-defined]
                right = min(boxes, default=rect.right) - viewport.px(12)
                tops = [viewport.rect(self.places[c]).top for c in self.panel_cards() if c in self.places]  # type: ignore[attr-defined]
                top = rect.top + viewport.px(34)
                box = pygame.Rect(rect.left + viewport.px(12), top, right - rect.left - viewport.px(12), min(tops, default=rect.bottom) - top - viewport.px(4))
                assets.draw_wrapped_shrinking(surface, self.t("blind_offer_note"), 12 * s, theme.TEXT_DIM, box)  # type: ignore[attr-defined]
            if self.mode == "choice" and self.view.get("choice"):  # type: ignore[attr-defined]
                kind = self.cards.type_of(self.view["choice"][1])  # type: ignore[attr-defined]
                text = kind.text.get(self.ctx.lang, kind.text["en"])  # type: ignore[attr-defined]
                box = pygame.Rect(rect.left + viewport.px(110), rect.top + viewport.px(30), rect.width - viewport.px(122), rect.height - viewport.px(36))
                assets.draw_wrapped(surface, text, 12 * s, theme.TEXT, box)

    def _draw_button_label(self, surface: pygame.Surface, viewport: Viewport, label: str, rect: pygame.Rect) -> None:
        """One line, smaller if need be; a narrow button (many amenity actions share a row)
        writes a long label on two lines rather than cut it."""
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        room = rect.width - viewport.px(6)
        size = 12 * s
        while size > 9 * s and assets.text(label, size, theme.TEXT, True).get_width() > room:
            size -= s
        if assets.text(label, size, theme.TEXT, True).get_width() > room:
            for two_lines in (10 * s, 9 * s, 8 * s, 7 * s):
                lines = assets.wrap(label, two_lines, room, True)
                height = len(lines) * assets.font(two_lines, True).get_linesize()
                if len(lines) <= 2 and height <= rect.height and all(assets.text(line, two_lines, theme.TEXT, True).get_width() <= room for line in lines):
                    box = pygame.Rect(rect.left + viewport.px(3), rect.centery - height // 2, room, height)
                    assets.draw_wrapped(surface, label, two_lines, theme.TEXT, box, bold=True, center=True)
                    return
            # longer still ("Bureau de l'ordination logique des tunnels" in the list of wanted
            # names): two lines, the second cut short with "…", rather than run over its neighbour
            size = 8 * s
            lines = assets.wrap_cut(label, size, room, 2, True)
            if len(lines) > 1:
                height = len(lines) * assets.font(size, True).get_linesize()
                y = rect.centery - height // 2
                for line in lines:
                    assets.draw_text(surface, line, size, theme.TEXT, (rect.centerx, y), "midtop", bold=True)
                    y += assets.font(size, True).get_linesize()
                return
        assets.draw_text(surface, label, size, theme.TEXT, rect.center, "center", bold=True)

    # -- the board ----------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        surface.fill(theme.BACKGROUND)
        pygame.draw.rect(surface, theme.FELT, viewport.rect((0, 0, *self.design_size)))  # type: ignore[attr-defined]
        if not view:
            return
        for seat, player in enumerate(view["players"]):
            self._draw_clan_board(surface, viewport, view, seat, player, viewer)
        self._draw_common(surface, viewport, view)
        self.draw_status(surface, viewport, self.status_text(view, viewer), 13)  # type: ignore[attr-defined]
        self._draw_token_meanings(surface, viewport, viewer)

    def _draw_token_meanings(self, surface: pygame.Surface, viewport: Viewport, viewer: Optional[int]) -> None:
        """Under the action tokens, what each one does: "Prospect" alone on offer explained
        nothing (third new-user trial H23)."""
        if self.mode != "tokens" or viewer != self.seat or self.coached:  # type: ignore[attr-defined]
            return
        names = [name for row in self.button_rows() for name in row]  # type: ignore[attr-defined]
        offered = [name[len("token:"):] for name in names if name.startswith("token:")]
        if not offered:
            return
        buttons = [self.places[BUTTON + name] for name in names if BUTTON + name in self.places]  # type: ignore[attr-defined]
        x, y, w, h = self.zone("choices")  # type: ignore[attr-defined]
        top = max(r[1] + r[3] for r in buttons) + 10 if buttons else y
        box = viewport.rect((x, top, w, y + h - top))
        if box.height <= 0:
            return
        # an action not on offer says why not: Prospect "vanished without a reason" (fourth trial)
        lines = [self.t(f"means_{action}" if action in offered else f"means_{action}_no") for action in ("prospect", "exploit", "build")]  # type: ignore[attr-defined]
        full = self.mine_full(self.view["players"][viewer])  # type: ignore[attr-defined]
        if "prospect" not in offered and full:
            lines[0] = full  # the level's cap, not "no tile fits" (twelfth trial)
        text = "\n".join(lines)
        self.ctx.assets.draw_wrapped_shrinking(surface, text, 12 * viewport.scale, theme.TEXT_DIM, box)  # type: ignore[attr-defined]

    def _draw_clan_board(self, surface, viewport: Viewport, view: dict[str, Any], seat: int, player: dict[str, Any], viewer) -> None:
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        colour = self.seat_colour(seat)
        board = self.board(seat)  # type: ignore[attr-defined]
        box = viewport.rect(board)
        acting = seat in view["to_act"] and not view.get("outcome")
        pygame.draw.rect(surface, BOARD, box, border_radius=viewport.px(10))
        pygame.draw.rect(surface, colour, box, width=viewport.px(4 if acting else 2), border_radius=viewport.px(10))
        parts = board_parts(board)
        hx, hy, hw, _ = parts["header"]
        shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
        marker = "▶ " if acting else ""
        title = f"{marker}{shape} {self.seat_name(seat)}"  # type: ignore[attr-defined]
        drawn = assets.draw_text(surface, title, 14 * s, colour, viewport.point((hx, hy)), "topleft", bold=True)
        items = token_items(view, seat)
        # Room for two tokens whenever tokens show: a face-down one may turn out two at the
        # reveal, and the clan's name should not jump under them.
        room = token_room(max(len(items), 2) if items and items[0][1] == "mtoken" else len(items))
        clan = self.clan_name(player["clan"])  # type: ignore[attr-defined]
        right = viewport.point((hx + hw - room, hy + 2))
        clan_label = assets.text(clan, 11 * s, theme.TEXT_DIM)
        emblem = self.art(player["clan"]) if player.get("clan") else ""  # type: ignore[attr-defined]
        emblem_side = clan_label.get_height() + viewport.px(2)
        emblem_room = emblem_side + viewport.px(4) if emblem else 0
        clan_left = right[0]
        note = self.seat_note(view, seat)  # type: ignore[attr-defined]
        note_w = assets.text(note, 11 * s, theme.BONUS_GOLD, True).get_width() if note else 0
        if note and note_w + clan_label.get_width() + emblem_room > right[0] - drawn.right - viewport.px(22) \
                and note_w < right[0] - drawn.right - viewport.px(8):
            # what is awaited in secret, in the clan's place while it is (on the figures' line it
            # shrank them to 9 px: twenty-second trial); the clan's name is back once chosen
            assets.draw_text(surface, note, 11 * s, theme.BONUS_GOLD, right, "topright", bold=True)
            note = ""
        elif clan_label.get_width() + emblem_room < right[0] - drawn.right - viewport.px(8):
            label_rect = assets.draw_text(surface, clan, 11 * s, theme.TEXT_DIM, right, "topright")  # recorded: the text check sees it
            clan_left = label_rect.left - emblem_room
            spot = label_rect.copy()
            if emblem:
                icon = assets.icon(emblem, emblem_side, theme.TEXT_DIM)
                icon_rect = icon.get_rect(midright=(label_rect.left - viewport.px(4), label_rect.centery))
                surface.blit(icon, icon_rect)
                spot.union_ip(icon_rect)
            # where the mouse tells the clan's power (hover_note), in design units
            left, top = viewport.to_design(spot.topleft)
            right_, bottom = viewport.to_design(spot.bottomright)
            self.clan_spots[seat] = ((left, top, right_ - left, bottom - top), player["clan"])
        stats = self.t("board_stats", coins=player["coins"], level=roman(player["level"]), cards=player["hand_size"],  # type: ignore[attr-defined]
                       tiles=len(player["mine"]), target=self.target_of(view, player))  # type: ignore[attr-defined]
        extra = note
        if extra and note_w < clan_left - drawn.right - viewport.px(14):
            # beside the name, where there is room (a wide board)
            assets.draw_text(surface, extra, 11 * s, theme.BONUS_GOLD, (drawn.right + viewport.px(8), drawn.bottom - viewport.px(2)),
                             "bottomleft", bold=True)
            extra = ""
        line = stats + (f"  {extra}" if extra else "")
        size = 11 * s
        while size > 7 * s and assets.text(line, size, theme.TEXT, True).get_width() > viewport.px(hw - room):
            size -= s / 2
        assets.draw_text(surface, line, size, theme.TEXT, viewport.point((hx, hy + 21)), "topleft", bold=True)
        self._draw_mine(surface, viewport, view, seat, player, parts["mine"], viewer)
        for colour_name, row in zip(COLOURS, self.amenity_rows(parts["amenities"], player)):  # type: ignore[attr-defined]
            x, y, w, h = row
            pygame.draw.rect(surface, AMENITY_COLOURS[colour_name], viewport.rect((x, y + 3, 6, h - 6)), border_radius=viewport.px(2))
            pygame.draw.line(surface, (60, 52, 46), viewport.point((x + 10, y + h - 1)), viewport.point((x + w, y + h - 1)))

    def _draw_mine(self, surface, viewport: Viewport, view, seat: int, player, area, viewer) -> None:
        grid = self.grids.get(seat)  # type: ignore[attr-defined]
        if grid is None:
            return
        # Rock in strata under the grass, the timbered entrance opening south onto the first
        # cell: painted once per size, blitted every frame.
        box = viewport.rect(area)
        entrance = viewport.rect(grid.rect(ENTRANCE)).move(-box.left, -box.top)
        grass_h = viewport.px(grid.rect(ENTRANCE)[2] * 0.7)
        self.mine_ground.draw(surface, box, grass_h, entrance, viewport.px(6))
        if seat == viewer and view["phase"] == "resolve" and view["queue"] and view["queue"][0] == [seat, "prospect"]:
            shapes = mine_shapes_from_view(self.cards, player)  # type: ignore[attr-defined]
            for cell in iter_frontier(shapes):
                pygame.draw.rect(surface, (110, 96, 80), viewport.rect(grid.rect(cell, 2)), width=1, border_radius=viewport.px(3))

    def _draw_common(self, surface, viewport: Viewport, view: dict[str, Any]) -> None:
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        for zone in ("deck", "discard", "die"):
            x, y, w, h = self.zone(zone)  # type: ignore[attr-defined]
            # Each label within its zone's width: the die's ran into the log column at x1.3 in French.
            assets.draw_line_within(surface, self.t(f"zone_{zone}"), 11 * s, theme.TEXT_DIM, viewport.point((x + w / 2, y - 2)),  # type: ignore[attr-defined]
                                    viewport.px(w), "midbottom")
        if view["die"]:
            x, y, w, h = self.zone("die")  # type: ignore[attr-defined]
            assets.draw_line_within(surface, self.t(f"mode_{view['die']}"), 10 * s, theme.TEXT_DIM, viewport.point((x + w / 2, y + h - 4)),  # type: ignore[attr-defined]
                                    viewport.px(w))
        x, y, w, h = self.zone("info")  # type: ignore[attr-defined]
        limit = self.round_limit()  # type: ignore[attr-defined]
        info = self.t("info" if limit else "info_open", round=view["round"], limit=limit, roller=self.seat_name(view["roller"]))  # type: ignore[attr-defined]
        assets.draw_wrapped(surface, info, 11 * s, theme.TEXT_DIM, viewport.rect((x, y, w, h)))
        hx, hy, hw, hh = self.zone("hand")  # type: ignore[attr-defined]
        owner = self.hand_owner(view, self.viewer)  # type: ignore[attr-defined]
        if owner is None and view["players"] and self.viewer is not None:  # type: ignore[attr-defined]
            assets.draw_text(surface, self.t("hand_hidden"), 12 * s, theme.TEXT_DIM, viewport.point((hx + hw / 2, hy + hh / 2)), "center")  # type: ignore[attr-defined]
        elif owner is not None and owner != self.viewer:  # type: ignore[attr-defined]
            label = self.t("hand_of", name=self.seat_name(owner))  # type: ignore[attr-defined]
            assets.draw_text(surface, label, 11 * s, theme.TEXT_DIM, viewport.point((hx + 4, hy - 2)), "topleft")

    # -- the end ------------------------------------------------------------------------------------
    def draw_scores(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        """The score grid, one column per player (on the table once the game is over)."""
        grid = self.end_grid((), view)
        if grid is not None:
            names = [self.seat_name(seat) for seat in grid.seats]  # type: ignore[attr-defined]
            draw_end_grid(surface, viewport, self.ctx.assets, grid, self.end_grid_area(), names,  # type: ignore[attr-defined]
                          (view["outcome"] or {}).get("winners", ()))

    def end_grid(self, events, view: dict[str, Any]) -> Optional[EndGrid]:
        grid = view.get("score_grid") or {}
        if not grid:
            return None
        seats = tuple(sorted(int(k) for k in grid))
        rows = tuple((self.t(f"score_{line}"), tuple(str(grid[str(seat)].get(line, 0)) for seat in seats))  # type: ignore[attr-defined]
                     for line in GRID_LINES)
        total = (self.t("score_total"), tuple(str(sum(grid[str(seat)].values())) for seat in seats))  # type: ignore[attr-defined]
        return EndGrid(seats, rows, total)

    end_grid_hugs_panel = False

    def end_grid_area(self) -> tuple[float, float, float, float]:
        return self.zone("scores")  # type: ignore[attr-defined]
