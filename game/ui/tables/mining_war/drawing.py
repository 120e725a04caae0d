"""Drawing the Crypto Mining War table: the board and its summary panel, and cards that turn.

A card lying down is drawn as the upright card turned a quarter clockwise. The angle follows
the shape of the rect the presenter is animating: when a card is tapped (or stands up again)
its rect slides from portrait to landscape over the step, so the card turns from 0 to 90
degrees with the presenter's own tween, at the animation speed the player chose, and a skip
ends it at once.
"""

from __future__ import annotations

from dataclasses import replace

from typing import Any, Optional, Sequence

import pygame

from game.ui import theme
from game.ui.number_keys import badge_for_index
from game.ui.presenter import Sprite
from game.ui.tables.mining_war.layout import CARD_H, CARD_W, FACE_DOWN_MARK
from game.ui.tables.mining_war.mains import MAIN_CARDS, draw_main_frame
from game.ui.viewport import Viewport
from game.ui.widgets.card import draw_hidden_veil, flipped, short_title
from game.ui.widgets.zone import draw_zone

PORTRAIT, LANDSCAPE = CARD_W / CARD_H, CARD_H / CARD_W
STACK_STEP = 3
"""Design units each card under the top one of a stack peeks out."""


def turn_angle(width: float, height: float) -> float:
    """Degrees a card is turned (0 upright, 90 lying) for a rect of this shape."""
    aspect = width / max(height, 1e-6)
    return 90 * max(0.0, min(1.0, (aspect - PORTRAIT) / (LANDSCAPE - PORTRAIT)))


def upright_size(width: float, height: float) -> tuple[float, float]:
    """The upright card inside a rect between portrait and landscape (their sum is constant)."""
    scale = (width + height) / (CARD_W + CARD_H)
    return CARD_W * scale, CARD_H * scale


class DrawingMixin:
    paying: list[str]
    view: dict[str, Any]

    # -- cards ------------------------------------------------------------------------------------
    def draw_sprite(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, design_rect: Sequence[float],
                    flip: Optional[float], alpha: int) -> None:
        if sprite.kind != "card":
            super().draw_sprite(surface, viewport, sprite, design_rect, flip, alpha)  # type: ignore[misc]
            return
        x, y, w, h = design_rect
        if w < 2 or h < 2:
            return
        depth = min(2, len(self.stacks.get(sprite.key, ())) - 1)  # type: ignore[attr-defined]
        if depth > 0 and flip is None:
            # A stack: the cards under the top one peek out at its top right, inside its place.
            inset = STACK_STEP * depth
            for level in range(depth, 0, -1):
                under = viewport.rect((x + level * STACK_STEP, y + inset - level * STACK_STEP, w - inset, h - inset))
                pygame.draw.rect(surface, (226, 220, 204), under, border_radius=viewport.px(6))
                pygame.draw.rect(surface, (70, 70, 80), under, width=viewport.px(1), border_radius=viewport.px(6))
            x, y, w, h = x, y + inset, w - inset, h - inset
        angle = turn_angle(w, h)
        upright_w, upright_h = upright_size(w, h)
        centre = viewport.point((x + w / 2, y + h / 2))
        size = (max(viewport.px(upright_w), 2), max(viewport.px(upright_h), 2))
        face = self.card_face(sprite.data)  # type: ignore[attr-defined]
        if face is not None and sprite.badge:  # its badge says the numbers, under them a gist hid the picture
            face = replace(face, gist="")
        title = face.title if face is not None else ""
        if face is not None and angle > 45 and sprite.face_up:
            # a lying card's name is written across its top (below); turned with the card it
            # read twice, "Bitcoin" and "coin" down its side (seventh new-user trial)
            face = replace(face, title="")
        image = self.ctx.painter.card(face, size, sprite.face_up, back=self.back_design())  # type: ignore[attr-defined]
        if flip is not None:
            image = flipped(image, flip)
        if angle > 0.5:
            image = pygame.transform.rotate(image, -angle)  # clockwise, as a card is tapped
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        rect = image.get_rect(center=centre)
        if flip is None and angle < 0.5:
            pygame.draw.rect(surface, (10, 16, 20), rect.move(viewport.px(2), viewport.px(3)), border_radius=viewport.px(7))
        surface.blit(image, rect)
        if flip is None and sprite.face_up and sprite.badge.startswith(FACE_DOWN_MARK):
            # the ◐ on the picture, under the name (in the corner it cut "Validateur" to "Valida":
            # twentieth trial); on a card lying on its side, whose name runs across its top, at the foot
            mark_bottom = rect.bottom - viewport.px(2) if angle > 45 else rect.top + rect.height // 2
            draw_hidden_veil(surface, viewport, self.ctx.assets, rect, mark_bottom=mark_bottom)  # type: ignore[attr-defined]
        if flip is None and angle > 45 and sprite.face_up and face is not None:
            # an engaged card lies on its side, its name band with it, cut to "Botn" (second
            # new-user trial): the name again, level, across its top
            self._draw_band(surface, viewport, short_title(title), (40, 34, 26), (236, 230, 214), rect, "top")
        if flip is None:
            if sprite.data in MAIN_CARDS and angle < 0.5:
                draw_main_frame(surface, viewport, self.ctx.assets, sprite.data, rect)  # type: ignore[attr-defined]
            self._draw_marks(surface, viewport, sprite, viewport.rect((x, y, w, h)))

    def _draw_marks(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect) -> None:
        """Health and damage on the card itself, and the resources marked to pay with."""
        assets = self.ctx.assets  # type: ignore[attr-defined]
        if sprite.key in self._aim_candidates():  # type: ignore[attr-defined]
            # The spell's other target is asked for: the cards to click glow like drop targets.
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(viewport.px(10), viewport.px(10)), width=viewport.px(4), border_radius=viewport.px(9))
        aim = self.aim  # type: ignore[attr-defined]
        if aim is not None and (sprite.key == aim[0] or sprite.key in aim[1][0][:aim[2]]):
            # the card that aims, and the targets already chosen, stay marked while the next is
            # asked (sixteenth trial: which of three Bugs took the first hit was not shown)
            colour = theme.WARN if sprite.key == aim[0] else theme.BAD
            pygame.draw.rect(surface, colour, rect.inflate(viewport.px(10), viewport.px(10)), width=viewport.px(4), border_radius=viewport.px(9))
            if sprite.key != aim[0]:
                label = assets.text("✓", 16 * viewport.scale, (255, 255, 255), bold=True)
                # on the picture, under the title (seventeenth trial: it hid "Script Kiddies")
                disc = label.get_rect(center=(rect.centerx, rect.top + rect.height * 0.6)).inflate(viewport.px(10), viewport.px(4))
                pygame.draw.rect(surface, theme.BAD, disc, border_radius=disc.height // 2)
                surface.blit(label, label.get_rect(center=disc.center))
        members = self.stacks.get(sprite.key, [sprite.key])  # type: ignore[attr-defined]
        marked = sum(card in self.paying for card in members)
        if marked:
            pygame.draw.rect(surface, theme.BONUS_GOLD, rect.inflate(viewport.px(6), viewport.px(6)), width=viewport.px(4), border_radius=viewport.px(8))
            # On a stack the mark tells how many of its cards pay.
            mark = "✓" if len(members) == 1 else f"✓{marked}"
            label = assets.text(mark, 16 * viewport.scale, (30, 24, 8), bold=True)
            radius = viewport.px(11)
            disc = label.get_rect(center=rect.center).inflate(viewport.px(8), 0)
            disc.width, disc.height = max(disc.width, 2 * radius), 2 * radius
            disc.center = rect.center
            pygame.draw.rect(surface, theme.BONUS_GOLD, disc, border_radius=radius)
            pygame.draw.rect(surface, (40, 30, 10), disc, width=viewport.px(2), border_radius=radius)
            surface.blit(label, label.get_rect(center=rect.center))
        if not sprite.badge:
            return
        damaged = "/" in sprite.badge
        stats, _, multi = sprite.badge.partition(" ×")
        colour = (255, 150, 140) if damaged else (255, 255, 255)
        self._draw_band(surface, viewport, stats, colour, (120, 24, 24) if damaged else (16, 22, 30), rect, "bottom")
        if multi:  # MULTI on its own band (on one line they ran off a lying card, third trial H21),
            # across the picture: at the top it hid the name (nineteenth trial, "S×2 Kiddies")
            self._draw_band(surface, viewport, f"×{multi}", (30, 24, 8), theme.BONUS_GOLD, rect, "middle")

    def _draw_band(self, surface: pygame.Surface, viewport: Viewport, text: str, colour, fill, rect: pygame.Rect, edge: str) -> None:
        """A short label on a card's edge, shrunk to the card's width, never out of the window."""
        assets = self.ctx.assets  # type: ignore[attr-defined]
        size = 11 * viewport.scale
        width = assets.text(text, size, colour, bold=True).get_width()
        room = rect.width + viewport.px(8) - viewport.px(6)
        if width > room:
            size = max(8.0, size * room / width)
        label = assets.text(text, size, colour, bold=True)
        anchor = {"bottom": {"midbottom": (rect.centerx, rect.bottom - viewport.px(2))},
                  "middle": {"center": rect.center}}.get(edge, {"midtop": (rect.centerx, rect.top + viewport.px(2))})
        band = label.get_rect(**anchor).inflate(viewport.px(6), viewport.px(2))
        band.clamp_ip(rect.inflate(viewport.px(8), 0))
        band.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, fill, band, border_radius=viewport.px(5))
        assets.draw_text(surface, text, size, colour, band.center, "center", bold=True)

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        if sprite.kind != "button":
            return
        pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=viewport.px(8))
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=viewport.px(2), border_radius=viewport.px(8))
        # every keyed option, the eleventh on with Shift ("⇧1"): past ten, the phase's button lost
        # its number (new-user trial F49)
        number = badge_for_index(self.numbers[sprite.key]) if sprite.key in self.numbers else None
        label = f"{number}  {sprite.data}" if number is not None else str(sprite.data)
        self.ctx.assets.draw_fitted(surface, label, 12 * viewport.scale, theme.TEXT, rect.inflate(-viewport.px(8), 0), bold=True)  # type: ignore[attr-defined]

    # -- board ------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        self.turn_to(viewer)  # type: ignore[attr-defined]
        surface.fill(theme.BACKGROUND)
        pygame.draw.rect(surface, theme.FELT, viewport.rect((0, 0, *self.design_size)))  # type: ignore[attr-defined]
        for player in view["players"]:
            seat = player["seat"]
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            panel = viewport.rect(self.seat_zone(seat, "panel"))  # type: ignore[attr-defined]
            turn = seat == view["active"] and not view.get("outcome")
            pygame.draw.rect(surface, (20, 38, 40), panel, border_radius=viewport.px(12))
            pygame.draw.rect(surface, colour, panel, width=viewport.px(4 if turn else 2), border_radius=viewport.px(12))
            for text, size, label_colour, (lx, ly, _, lh) in self.name_labels(view, player):
                assets.draw_text(surface, text, size * s, label_colour, viewport.point((lx, ly + lh / 2)), "midleft", bold=True)
            field_label = "" if player["eliminated"] or player["battlefield"] else self.t("zone_field")  # type: ignore[attr-defined]
            draw_zone(surface, viewport, assets, self.seat_zone(seat, "field"), field_label)  # type: ignore[attr-defined]
            for zone in ("base", "deck", "dump"):
                draw_zone(surface, viewport, assets, self.seat_zone(seat, zone), "")  # type: ignore[attr-defined]
            for zone, held in (("deck", player["deck_size"]), ("dump", player["dump"])):
                if held:
                    continue  # named under its top card, with its count (its name here peeked out round it)
                x, y, w, h = self.seat_zone(seat, zone)  # type: ignore[attr-defined]
                assets.draw_text(surface, self.t(f"zone_{zone}"), 10 * s, theme.TEXT_DIM, viewport.point((x + w / 2, y + 1)), "midtop")  # type: ignore[attr-defined]
        self.draw_summary(surface, viewport, view)
        draw_zone(surface, viewport, assets, self.zone("neutrino"))  # type: ignore[attr-defined]
        x, y, w, h = self.zone("info")  # type: ignore[attr-defined]
        rounds = self.t("round", turn=view["turn"], round=view["round"], limit=view["max_rounds"]) if view["max_rounds"] else \
            self.t("round_open", turn=view["turn"], round=view["round"])  # type: ignore[attr-defined]
        assets.draw_text(surface, rounds, 11 * s, theme.TEXT_DIM, viewport.point((x, y)), "topleft")
        self.draw_status(surface, viewport, self.status_text(view, viewer), 12)  # type: ignore[attr-defined]

    def name_labels(self, view: dict[str, Any], player: dict[str, Any]) -> list[tuple[str, float, tuple[int, int, int], tuple[float, float, float, float]]]:
        """The texts of a player's name strip as (text, size, colour, design rect): the seat's
        name on the left, the phase on the right on its turn. While one of its fighters stands
        out for a fight, a label it would cover moves beside it, so the name stays readable."""
        seat = player["seat"]
        x, y, w, h = self.seat_zone(seat, "name")  # type: ignore[attr-defined]
        font = self.ctx.assets.font  # type: ignore[attr-defined]
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        title = f"{self.seat_label(seat)}" + (f"  — {self.t('out')}" if player["eliminated"] else "")  # type: ignore[attr-defined]
        width = font(14, True).size(title)[0] + 2
        labels = [(title, 14.0, colour, (x, y, width, h))]
        if seat == view["active"] and not view.get("outcome") and view["phase"] in ("draw", "deploy", "combat"):
            phase = self.t(f"phase_{view['phase']}")  # type: ignore[attr-defined]
            phase_width = font(12, True).size(phase)[0] + 2
            labels.append((phase, 12.0, theme.ACCENT, (x + w - phase_width, y, phase_width, h)))
            # On its turn the seat's cards carry number badges over their top edge, the line's
            # first ones right under the name: the name goes to the right end, beside the phase.
            labels[0] = (title, 14.0, colour, (x + w - phase_width - 16 - width, y, width, h))
        span = self.lunge_span if view.get("fight") is not None else None  # type: ignore[attr-defined]
        if span is None or span[0] != view["fight"]["attacker"] or span[1] != seat:
            return labels
        sx, sy, sw, sh = span[2]
        moved = []
        for index, (text, size, label_colour, rect) in enumerate(labels):
            lx, ly, lw, lh = rect
            if lx < sx + sw and sx < lx + lw and ly < sy + sh and sy < ly + lh:
                # The name goes right of the attacker, the phase left of it.
                lx = sx + sw + 6 if index == 0 else sx - 6 - lw
            moved.append((text, size, label_colour, (lx, ly, lw, lh)))
        return moved

    def draw_summary(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        """Per player: Mining Pool and Firewall health, Bitcoins untapped / total, hand, deck;
        the players' columns share the band left and right of the Neutrino."""
        x, y, w, h = self.zone("summary")  # type: ignore[attr-defined]
        nx, _, nw, _ = self.zone("neutrino")  # type: ignore[attr-defined]
        pygame.draw.rect(surface, theme.PANEL, viewport.rect((x, y, w, h)), border_radius=viewport.px(10))
        players = view["players"]
        left_count = (len(players) + 1) // 2
        sides = [(x, nx - x, players[:left_count]), (nx + nw, x + w - nx - nw, players[left_count:])]
        for start, width, group in sides:
            column = width / max(len(group), 1)
            for index, player in enumerate(group):
                self._summary_column(surface, viewport, view, player, start + index * column + 10, column - 16)

    def _summary_column(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], player: dict[str, Any],
                        left: float, width: float) -> None:
        """One player's column; each line made to fit the column (4 players, French, text x1.3)."""
        assets, s = self.ctx.assets, viewport.scale  # type: ignore[attr-defined]
        y = self.zone("summary")[1]  # type: ignore[attr-defined]
        seat = player["seat"]
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        marker = "▶ " if seat == view["active"] and not view.get("outcome") else ""
        assets.draw_fitted(surface, marker + self.seat_label(seat), 13 * s, colour, viewport.rect((left, y + 4, width, 18)), bold=True, left=True)  # type: ignore[attr-defined]
        lines = [self.t("out")] if player["eliminated"] else self.summary_lines(player, view)  # type: ignore[attr-defined]
        for number, line in enumerate(lines):
            assets.draw_fitted(surface, line, 12 * s, theme.TEXT if not player["eliminated"] else theme.TEXT_DIM,
                               viewport.rect((left, y + 25 + number * 18, width, 18)), left=True)

    def summary_lines(self, player: dict[str, Any], view: dict[str, Any]) -> list[str]:
        coins = player["bitcoins"]
        untapped = sum(not c["tapped"] for c in coins)
        # the Bitcoins this player took by HACK, to spend this turn: its line said "3/3" with a
        # fourth one at hand (thirteenth trial: "HACK state unreadable")
        taken = sum(c["stolen_by"] == player["seat"] and not c["tapped"] for p in view["players"] for c in p["bitcoins"])
        walls = " ".join(f"♥{hp}" for hp in player["firewalls"].values()) or "—"
        stolen = sum(c["stolen_by"] is not None for c in coins)
        coins_line = self.t("summary_coins", untapped=untapped, total=len(coins))  # type: ignore[attr-defined]
        if stolen:
            coins_line += " · " + self.t("summary_stolen", stolen=stolen, count=stolen)  # type: ignore[attr-defined]
        if taken:
            coins_line += " · " + self.t("summary_taken", taken=taken, count=taken)  # type: ignore[attr-defined]
        cards_line = self.t("summary_cards", hand=player["hand_size"], deck=player["deck_size"])  # type: ignore[attr-defined]
        if player["set_aside"]:
            cards_line += " · " + self.t("summary_spare", spare=len(player["set_aside"]))  # type: ignore[attr-defined]
        return [self.t("summary_health", pool=player["mining_pool"], walls=walls), coins_line, cards_line]  # type: ignore[attr-defined]
