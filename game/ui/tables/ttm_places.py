"""To The Moon's Storages drawn as places that hold Bitcoins: each Character and Exchange stands on
a plate (a strongbox's for a Character, a bank's for an Exchange) with one coin slot per unit of
its Storage Capacity, and every Stored Bitcoin lies in a slot as a gold coin, so how full a Storage
is reads at a glance, without covering the card's text. A Locked Exchange's plate is barred and
shows a padlock (and the word, under its last coin).

The coins are still the Stored cards (face down: a coin never shows which card it is; the owner's
zoom still does), so dragging one takes that Bitcoin as before. Plates are painted once per size
and look, then blitted.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

import pygame

from game.ui import theme
from game.ui.board_art import PaintedCache, board_icon, shade
from game.ui.presenter import Sprite
from game.ui.viewport import Viewport

Rect = tuple[float, float, float, float]
TRAY = 24
"""The coin tray under a Storage card (design pixels)."""
RIM = 4
SLOT = 15
SLOT_GAP = 1
COIN = (232, 184, 52)
COIN_DARK = (150, 106, 20)
PLATE = {"character": (62, 66, 84), "exchange": (44, 84, 72)}
LOCKED_PLATE = (104, 48, 44)
COIN_PREFIX = "coin:"
Z_COIN = 5
"""Above the Storage cards (3), under the marks and the hand."""


def plate_rect(card: Sequence[float]) -> Rect:
    x, y, w, h = card
    return (x - RIM, y - RIM, w + 2 * RIM, h + RIM + TRAY)


def slot_rects(card: Sequence[float], capacity: int) -> list[Rect]:
    """The coin slots in the tray under `card`, right of the place's icon."""
    x, y, w, h = card
    top = y + h + (TRAY - SLOT) / 2
    right = x + w
    return [(right - (capacity - i) * (SLOT + SLOT_GAP) + SLOT_GAP, top, SLOT, SLOT) for i in range(capacity)]


class StoragePlaces:
    """Mixed into the To The Moon table: the Stored Bitcoins as coin sprites in their slots, the
    plates under the Storages, and the coins drawn as coins."""

    def key_badge_anchor(self, key: str) -> str:
        """A Stored Bitcoin's number key sits under its coin: above it, it covered the card's text
        (new-user trial F20); on it, "2" on the only coin read as two Bitcoins (eighth trial). A
        card on the table (an Attack's target) has it on its picture: above it, it sat on the
        seat's name line ("Bob · Donn2eur", twentieth trial). A hand card's is above it."""
        if key.startswith(COIN_PREFIX):
            return "below"
        return "art" if key in getattr(self, "places", {}) else "above"

    def _stack(self, result: list[Sprite], seat: int, storage: dict[str, Any], rect: Rect) -> None:
        """Stored Bitcoins as coins in the slots of the Storage's tray (face down: no face)."""
        slots = slot_rects(rect, max(storage["capacity"], storage["bitcoins"]))
        for index in range(storage["bitcoins"]):
            known = storage["stored"][index] if storage["stored"] is not None else None
            key = f"{COIN_PREFIX}{storage['card']}:{known}" if known else f"{COIN_PREFIX}{storage['card']}:{index}"
            result.append(Sprite(key, "card", slots[index], False, known, Z_COIN + index))

    def draw_places(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        """A plate under every Character and Exchange on the table, with its empty slots."""
        places = self.__dict__.setdefault("_plates", PaintedCache(24))
        for seat, player in enumerate(view["players"]):
            if player["character"] is None:
                continue
            character, exchanges = self._row(seat, player)  # type: ignore[attr-defined]
            storages = [("character", player["character"], character)] + [("exchange", e, r) for e, r in zip(player["exchanges"], exchanges)]
            for kind, storage, rect in storages:
                box = viewport.rect(plate_rect(rect))
                slots = [viewport.rect(s).move(-box.left, -box.top) for s in slot_rects(rect, storage["capacity"])]
                key = (box.size, kind, bool(storage["locked"]), tuple(tuple(s) for s in slots))
                plate = places.get(key, lambda: self._paint_plate(viewport, box.size, kind, bool(storage["locked"]), slots))
                surface.blit(plate, box)

    def _paint_plate(self, viewport: Viewport, size: tuple[int, int], kind: str, locked: bool,
                     slots: list[pygame.Rect]) -> pygame.Surface:
        assets = self.ctx.assets  # type: ignore[attr-defined]
        plate = pygame.Surface(size, pygame.SRCALPHA)
        whole = plate.get_rect()
        colour = LOCKED_PLATE if locked else PLATE[kind]
        radius = viewport.px(7)
        pygame.draw.rect(plate, shade(colour, -0.5), whole.move(0, viewport.px(2)), border_radius=radius)
        pygame.draw.rect(plate, colour, whole, border_radius=radius)
        pygame.draw.rect(plate, shade(colour, 0.25), whole, width=max(1, viewport.px(2)), border_radius=radius)
        rivet = max(1, viewport.px(1.5))
        for corner in (whole.topleft, whole.topright, whole.bottomleft, whole.bottomright):
            at = (corner[0] + (viewport.px(4) if corner[0] == 0 else -viewport.px(4) - 1),
                  corner[1] + (viewport.px(4) if corner[1] == 0 else -viewport.px(4) - 1))
            pygame.draw.circle(plate, shade(colour, 0.45), at, rivet)
        tray_top = slots[0].top - viewport.px(3) if slots else whole.bottom - viewport.px(TRAY)
        tray = pygame.Rect(viewport.px(3), tray_top, whole.width - viewport.px(6), whole.bottom - tray_top - viewport.px(3))
        pygame.draw.rect(plate, shade(colour, -0.35), tray, border_radius=viewport.px(4))
        icon_name = board_icon("to_the_moon", "locked" if locked else kind)
        side = min(tray.height - viewport.px(2), (slots[0].left if slots else tray.right) - tray.left - viewport.px(3))
        if icon_name and side >= 6:
            icon = assets.icon(icon_name, side, shade(colour, 0.7))
            plate.blit(icon, icon.get_rect(midleft=(tray.left + viewport.px(2), tray.centery)))
        for slot in slots:
            pygame.draw.circle(plate, shade(colour, -0.6), slot.center, slot.width // 2)
            pygame.draw.circle(plate, shade(colour, 0.15), slot.center, slot.width // 2, width=1)
        if locked:
            # Bars across the tray: nobody takes from it or Stores on it.
            start = slots[0].left - viewport.px(2) if slots else tray.left
            for x in range(start, tray.right, viewport.px(8)):
                pygame.draw.line(plate, (190, 190, 200), (x, tray.top), (x, tray.bottom), max(1, viewport.px(1.5)))
        return plate

    def draw_sprite(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, design_rect: Sequence[float],
                    flip: Optional[float], alpha: int) -> None:
        if not sprite.key.startswith(COIN_PREFIX):
            super().draw_sprite(surface, viewport, sprite, design_rect, flip, alpha)  # type: ignore[misc]
            return
        rect = viewport.rect(design_rect)
        if rect.width < 4 or rect.height < 4:
            return
        if rect.width > rect.height * 1.2 or rect.height > rect.width * 1.2:
            # On its way from a hand (a card being Stored, or taken): a card until it lands.
            super().draw_sprite(surface, viewport, sprite, design_rect, flip, alpha)  # type: ignore[misc]
            return
        coins = self.__dict__.setdefault("_coins", PaintedCache(8))
        side = min(rect.width, rect.height)
        coin = coins.get(side, lambda: paint_coin(self.ctx.assets, side))  # type: ignore[attr-defined]
        if alpha < 255:
            coin = coin.copy()
            coin.set_alpha(alpha)
        surface.blit(coin, coin.get_rect(center=rect.center))
        if sprite.badge and flip is None:
            self.ctx.assets.draw_text(surface, sprite.badge, 11 * viewport.scale, theme.WARN,  # type: ignore[attr-defined]
                                      (rect.centerx, rect.bottom + viewport.px(3)), "midtop", bold=True)


def paint_coin(assets, side: int) -> pygame.Surface:
    """A gold Bitcoin: a rimmed disc with ฿ struck on it."""
    coin = pygame.Surface((side, side), pygame.SRCALPHA)
    centre, radius = (side // 2, side // 2), side // 2
    pygame.draw.circle(coin, COIN_DARK, centre, radius)
    pygame.draw.circle(coin, COIN, centre, radius - max(1, side // 10))
    pygame.draw.circle(coin, shade(COIN, 0.35), (centre[0] - side // 8, centre[1] - side // 8), max(1, radius // 2), width=max(1, side // 14))
    assets.draw_text(coin, "฿", side * 0.62, COIN_DARK, centre, "center", bold=True)
    return coin
