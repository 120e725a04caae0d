"""Where every card of a Crypto Mining War view lies on the table (levels/mining_war_<n>p.tmx).

Per player: the battlefield row (fighters; tapped cards and slow face-down cards lie
horizontal, as the rulebook shows), the base row (Mining Pool, Firewalls, then Bitcoins and
set-aside cards), the deck, the discard pile and the hand; the Neutrino and its hidden bonus
in the middle of the table (the summary band); the phase button and the decision buttons in
the right column.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from game.rules.mining_war.state import HACK_NOTHING
from game.ui.presenter import Sprite
from game.ui.widgets.hand import centred, hand_rects

CARD_W, CARD_H = 54, 76
LUNGE = 34
"""Design units the attacker leaves its place towards its target while its fight lasts."""
Z_BASE, Z_FIELD, Z_PILE, Z_HAND, Z_UI = 2, 4, 2, 10, 12
HAND_CARD_H = 98
"""A hand its owner reads is drawn up to this tall where its zone has room (the two-player
table's own hand): at the table's size its names shrank to 7 px ("Validateur", "Faille
zero-day", sixteenth trial). Below 72 wide a card keeps its table face: name, picture, figures."""


def hand_card_size(zone: tuple[float, float, float, float], faces_shown: bool) -> tuple[float, float]:
    """A readable hand as large as its zone allows (up to HAND_CARD_H); backs as small as the
    zone needs, down from the table's size (the other player's hand, a row of backs, gave its
    room to one's own)."""
    height = min(zone[3] - (22 if faces_shown else 4), HAND_CARD_H if faces_shown else CARD_H)
    height = max(height, CARD_H if faces_shown else 40)
    return height * CARD_W / CARD_H, height
PASS = "pass"
MULTI_NOW = "multi:now"
"""The button offered while a MULTI fighter aims its attack: use its MULTI instead."""
CHOICE = "choice:"
FACE_DOWN_MARK = "↻"
"""Starts the badge of a fighter still face down: "↻2", turns before it is revealed."""
Rect = tuple[float, float, float, float]


def row(zone: Sequence[float], sizes: list[tuple[float, float]], gap: float = 6) -> list[Rect]:
    """Cards of various sizes (portrait, or landscape when lying) left to right, squeezed to fit."""
    x, y, w, h = zone
    if not sizes:
        return []
    natural = sum(s[0] for s in sizes) + gap * (len(sizes) - 1)
    squeeze = min(1.0, (w - sizes[-1][0]) / max(natural - sizes[-1][0], 1))
    rects, left = [], x
    for width, height in sizes:
        rects.append((left, y + (h - height) / 2, width, height))
        left += (width + gap) * squeeze
    return rects


@dataclass(frozen=True)
class Resource:
    """A Bitcoin or a card set aside, as the base row shows it."""

    key: str
    data: Any
    face_up: bool
    badge: str
    tapped: bool
    group: tuple
    """Resources with the same group are alike for the player (a Bitcoin of the row's owner or
    one stolen by a given seat; the same card set aside, usable or not) and may share a stack."""


RESOURCE_GAP = 4


def resource_slots(area: Sequence[float], resources: list[Resource]) -> list[tuple[Resource, list[str], Rect]]:
    """Where the resources of a base row go, never overlapping: side by side when they fit;
    else alike ones stack (untapped before tapped), the stack's card showing how many it holds
    ("×5"); and if even the stacks do not fit, they shrink together. Returns (the resource
    shown, the cards it stands for with itself last, its rect)."""
    x, y, w, h = area
    if not resources:
        return []
    natural = sum(lying(r.tapped)[0] for r in resources) + RESOURCE_GAP * (len(resources) - 1)
    if natural <= w:
        slots = [(r, [r.key]) for r in resources]
    else:
        groups: dict[tuple, list[Resource]] = {}
        for resource in sorted(resources, key=lambda r: r.tapped):
            groups.setdefault((resource.group, resource.tapped), []).append(resource)
        slots = []
        for alike in groups.values():
            top = alike[-1]
            count = f"×{len(alike)}" if len(alike) > 1 else ""
            badge = " ".join(part for part in (top.badge, count) if part)
            slots.append((dataclasses.replace(top, badge=badge), [r.key for r in alike]))
    sizes = [lying(r.tapped) for r, _ in slots]
    natural = sum(s[0] for s in sizes) + RESOURCE_GAP * (len(sizes) - 1)
    scale = min(1.0, w / natural, h / max(s[1] for s in sizes))
    placed, left = [], x
    for (shown, members), (width, height) in zip(slots, sizes):
        rect = (left, y + (h - height * scale) / 2, width * scale, height * scale)
        placed.append((shown, members, rect))
        left += (width + RESOURCE_GAP) * scale
    return placed


def lying(lies: bool) -> tuple[float, float]:
    return (CARD_H, CARD_W) if lies else (CARD_W, CARD_H)


def health_badge(current: int, full: int) -> str:
    """"♥5", or "♥3/6" once damaged (the card's health as it changes)."""
    return f"♥{current}" if current >= full else f"♥{current}/{full}"


class LayoutMixin:
    """Lays a view out as sprites; fills `places` (card -> (owner seat, rect)) for the gestures."""

    places: dict[str, tuple[int, Rect]]
    stacks: dict[str, list[str]]
    """A stack's card on the table (its top card) -> every card in it, the top one last."""
    view: dict[str, Any]
    lunge_span: Optional[tuple[str, int, Rect]] = None
    """(attacker, its owner, the rect its fight move sweeps) while a fight lasts."""

    def _place(self, result: list[Sprite], owner: int, sprite: Sprite) -> None:
        self.places[sprite.key] = (owner, sprite.rect)
        result.append(sprite)

    def lay_out(self, view: dict[str, Any], buttons: bool = True) -> list[Sprite]:
        """Every sprite of the view; the phase button and the answers only with `buttons` (for
        the player who acts: nobody else may click them)."""
        self.places = {}
        self.stacks = {}
        self.lunge_span = None
        result: list[Sprite] = []
        for player in view["players"]:
            if not player["eliminated"]:
                self._side_sprites(result, player, view)
        # The Neutrino in the middle of the table, its hidden bonus beside it.
        zx, zy, zw, zh = self.zone("neutrino")  # type: ignore[attr-defined]
        x, y = zx + (zw - 2 * CARD_W - 12) / 2, zy + (zh - CARD_H) / 2
        if view["neutrino"] is not None:
            badge = health_badge(view["neutrino"], view["health"]["neutrino"])
            self._place(result, -1, Sprite("neutrino", "card", (x, y, CARD_W, CARD_H), True, "neutrino", Z_BASE, badge))
        if view["neutrino_bonus"] is not None or view["neutrino"] is not None:
            shown = view["neutrino_bonus"] if view["neutrino"] is None else None
            result.append(Sprite("bonus", "card", (x + CARD_W + 12, y, CARD_W, CARD_H), shown is not None, shown, Z_BASE))
        if buttons:
            result += self._ui_sprites(view)
        if view["fight"] is not None:
            result = self._lunge(result, view["fight"]["attacker"], view["fight"]["target"])
        return result

    def _lunge(self, result: list[Sprite], attacker: str, target: str) -> list[Sprite]:
        """While a fight lasts the attacker stands out of its row towards its target (above
        the other cards), and goes back when it ends: the fight reads as one move."""
        if attacker not in self.places or target not in self.places:
            return result
        owner, (x, y, w, h) = self.places[attacker]
        tx, ty, tw, th = self.places[target][1]
        dx, dy = tx + tw / 2 - (x + w / 2), ty + th / 2 - (y + h / 2)
        length = math.hypot(dx, dy) or 1.0
        step = min(LUNGE, length / 2)
        rect = (x + dx / length * step, y + dy / length * step, w, h)
        self.places[attacker] = (owner, rect)
        # Everywhere the attacker passes, from its row to where it stands: its owner's name
        # moves aside from it (drawing.py), rather than the fight standing out less.
        left, top = min(x, rect[0]), min(y, rect[1])
        self.lunge_span = (attacker, owner, (left, top, max(x, rect[0]) + w - left, max(y, rect[1]) + h - top))
        return [dataclasses.replace(s, rect=rect, z=Z_UI - 1) if s.key == attacker else s for s in result]

    def _side_sprites(self, result: list[Sprite], player: dict[str, Any], view: dict[str, Any]) -> None:
        seat = player["seat"]
        field = player["battlefield"]
        sizes = [lying(f["tapped"] or f["turns_face_down"] == 2) for f in field]
        for fighter, rect in zip(field, row(self.seat_zone(seat, "field"), sizes)):  # type: ignore[attr-defined]
            if fighter["face_down"]:
                badge = f"{FACE_DOWN_MARK}{fighter['turns_face_down']}"
            elif fighter["health"] is not None:
                full = fighter["health"] + fighter["damage_taken"]
                badge = f"⚔{fighter['damage']} {health_badge(fighter['health'], full)}" + (" ×2" if fighter["multi"] else "")
            else:
                badge = ""
            # One's own face-down card shows its face, veiled (drawing.py): a back on the owner's
            # own screen hid what they had deployed (seventh new-user trial)
            shown = not fighter["face_down"] or fighter["key"] is not None
            sprite = Sprite(fighter["card"], "card", rect, shown, fighter["key"], Z_FIELD, badge)
            self._place(result, seat, sprite)
        # The Mining Pool and Firewalls keep their places; resources share what is left.
        x, y, w, h = self.seat_zone(seat, "base")  # type: ignore[attr-defined]
        start = view["health"]
        mains = [(f"p{seat}.pool", "mining_pool", player["mining_pool"], start["mining_pool"])]
        mains += [(fw, "firewall", hp, start["firewall"]) for fw, hp in player["firewalls"].items()]
        for index, (key, data, hp, full) in enumerate(mains):
            rect = (x + index * (CARD_W + 4), y + (h - CARD_H) / 2, CARD_W, CARD_H)
            self._place(result, seat, Sprite(key, "card", rect, True, data, Z_BASE, health_badge(hp, max(full, hp))))
        resources = [Resource(c["card"], "bitcoin", True, "HACK" if c["stolen_by"] is not None else "", c["tapped"],
                              ("bitcoin", c["stolen_by"])) for c in player["bitcoins"]]
        resources += [Resource(c["card"], c["key"], False, "฿" if c["usable"] else "", c["tapped"], ("spare", c["key"], c["usable"]))
                      for c in player["set_aside"]]
        left = x + len(mains) * (CARD_W + 4) + 8
        for shown, members, rect in resource_slots((left, y, x + w - left, h), resources):
            if len(members) > 1:
                self.stacks[shown.key] = members
            self._place(result, seat, Sprite(shown.key, "card", rect, shown.face_up, shown.data, Z_BASE + 1, shown.badge))
        deck = centred(self.seat_zone(seat, "deck"), (CARD_W, CARD_H))  # type: ignore[attr-defined]
        if player["deck_size"]:
            # the pile's name with its count, as the card covers the name in its zone
            result.append(Sprite(f"deck:{seat}", "card", deck, False, None, Z_PILE, f"{self.t('zone_deck')} {player['deck_size']}"))  # type: ignore[attr-defined]
        dump = centred(self.seat_zone(seat, "dump"), (CARD_W, CARD_H))  # type: ignore[attr-defined]
        shown = player["dump"][-2:]
        for index, card in enumerate(shown):
            badge = f"{self.t('zone_dump')} {len(player['dump'])}" if index == len(shown) - 1 else ""  # type: ignore[attr-defined]
            result.append(Sprite(card["card"], "card", (dump[0], dump[1] - index * 2, CARD_W, CARD_H), True, card["key"], Z_PILE + index, badge))
        hand = self.seat_zone(seat, "hand")  # type: ignore[attr-defined]
        size = hand_card_size(hand, player["hand"] is not None)
        if player["hand"] is not None:
            # at the zone's foot: the number badges above the cards keep clear of the row above
            hand = (hand[0], hand[1] + hand[3] - size[1] - 4, hand[2], size[1] + 4)
        for index, rect in enumerate(hand_rects(hand, player["hand_size"], size, gap=6)):
            card = player["hand"][index] if player["hand"] is not None else None
            key = card["card"] if card else f"hand:{seat}:{index}"
            self._place(result, seat, Sprite(key, "card", rect, card is not None, card["key"] if card else None, Z_HAND + index))

    def choice_labels(self, view: dict[str, Any]) -> list[tuple[str, str]]:
        """(option, label) of the decision buttons; the hand-limit card and a bonus's target
        are chosen on the table instead."""
        pending = view["pending"]
        if pending is None:
            return []
        if pending["kind"] == "hack":
            victims = [p["seat"] for p in view["players"]
                       if p["seat"] != pending["seat"] and not p["eliminated"] and any(c["stolen_by"] is None for c in p["bitcoins"])]
            steal = [(str(seat), self.t("option_hack", name=self.seat_name(seat))) for seat in victims]  # type: ignore[attr-defined]
            return steal + [(HACK_NOTHING, self.t("option_hack_none"))]  # type: ignore[attr-defined]
        options = {"draw_count": ["1", "2"], "multi": ["activate", "decline"], "last_card": ["discard", "keep"]}.get(pending["kind"], [])
        return [(option, self.t(f"option_{option}")) for option in options]  # type: ignore[attr-defined]

    def _ui_sprites(self, view: dict[str, Any]) -> list[Sprite]:
        if view.get("outcome") or view["active"] is None:
            return []
        if view["pending"] is None:
            if view["phase"] in ("draw", "deploy", "combat") and view["fight"] is None:
                result = [Sprite(PASS, "button", self.zone(PASS), True, self.t(f"end_{view['phase']}"), Z_UI)]  # type: ignore[attr-defined]
                if self.multi_aiming():  # type: ignore[attr-defined]
                    x, y, w, h = self.zone("choices")  # type: ignore[attr-defined]
                    result.append(Sprite(MULTI_NOW, "button", (x, y, w, h / 2 - 4), True, self.t("option_activate"), Z_UI))  # type: ignore[attr-defined]
                return result
            return []
        options = self.choice_labels(view)
        x, y, w, h = self.zone("choices")  # type: ignore[attr-defined]
        count = max(len(options), 2)
        return [Sprite(CHOICE + option, "button", (x, y + index * (h / count), w, h / count - 4), True, label, Z_UI)
                for index, (option, label) in enumerate(options)]

    def owner_of(self, card: str) -> Optional[int]:
        return self.places.get(card, (None,))[0]
