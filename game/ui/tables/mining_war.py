"""The Crypto Mining War table: for each player a battlefield row (fighters; tapped cards and slow
cards lying horizontal, face-down deployments face down), a base row (Mining Pool, Firewalls,
Bitcoins, set-aside cards), the deck and the discard pile, and the hand; the Neutrino in the
right column with its hidden bonus. Laid out from levels/mining_war_<n>p.tmx by zone name.

Gestures: drag a Bitcoin from the hand onto one's own rows to put it on the table, a fighter to
deploy it (cost paid automatically), a spell onto its target (or onto one's own rows when it
needs none); drag a fighter of one's own onto a card to attack it. Pick a MULTI fighter and
press Enter to use MULTI. Decisions (draw 2, HACK, MULTI, last card) are buttons; the hand
limit and a bonus's target are chosen by picking the card.
"""

from __future__ import annotations

import random
from typing import Any, Optional, Sequence

import pygame

from game.engine import Command, Event, IllegalCommand, Match
from game.levels import load_level
from game.rules.mining_war import events as ev
from game.rules.mining_war.commands import ActivateMulti, Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin
from game.ui import theme
from game.ui.presenter import Callout, EventStyle, Sprite
from game.ui.tables.base import TableContext, TablePlugin
from game.ui.viewport import Viewport
from game.ui.widgets.card import CardFace
from game.ui.widgets.hand import centred, hand_rects
from game.ui.widgets.zone import draw_zone

CARD_W, CARD_H = 54, 76
HEADER_BY_TYPE = {
    "fighter": (150, 70, 50), "building": (90, 90, 110), "spell": (70, 60, 140), "bitcoin": (150, 110, 24),
    "mining_pool": (40, 110, 150), "firewall": (170, 90, 30), "neutrino": (110, 40, 140), "bonus": (120, 100, 30),
}
Z_BASE, Z_FIELD, Z_PILE, Z_HAND, Z_UI = 2, 4, 2, 10, 12
PASS = "pass"
CHOICE = "choice:"
Rect = tuple[float, float, float, float]


def _inside(rect: Sequence[float], point: Sequence[float], margin: float = 0) -> bool:
    x, y, w, h = rect
    return x - margin <= point[0] <= x + w + margin and y - margin <= point[1] <= y + h + margin


def _row(zone: Sequence[float], sizes: list[tuple[float, float]], gap: float = 6) -> list[Rect]:
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


class MiningWarTable(TablePlugin):
    game_id = "mining_war"
    level_name = "mining_war_2p"

    def __init__(self, ctx: TableContext):
        super().__init__(ctx)
        count = ctx.config.player_count
        if count != 2:
            self.level = load_level(f"mining_war_{count}p")
        self.cards = ctx.rules.cards  # type: ignore[attr-defined]
        self.view: dict[str, Any] = {}
        self.places: dict[str, tuple[int, Rect]] = {}
        """Card on the table -> (owner seat, rect); the Neutrino's owner is -1."""

    def t(self, key: str, **values: Any) -> str:
        return self.ctx.tr(f"mining_war.{key}", **values)

    def name(self, key: str) -> str:
        return self.cards.name(key, self.ctx.lang)

    # -- cards ------------------------------------------------------------------------------------
    def card_face(self, data: Any) -> Optional[CardFace]:
        if not isinstance(data, str):
            return None
        lang = self.ctx.lang
        if data in self.cards.bonuses:
            bonus = self.cards.bonuses[data]
            return CardFace(bonus.name.get(lang, bonus.name["en"]), bonus.text.get(lang, bonus.text["en"]), bonus=True, header=HEADER_BY_TYPE["bonus"])
        if data in ("mining_pool", "firewall", "neutrino"):
            return CardFace(self.name(data), self.t(f"about_{data}"), header=HEADER_BY_TYPE[data])
        card = self.cards.cards.get(data)
        if card is None:
            return None
        text = card.text.get(lang, card.text["en"])
        if card.is_fighter:
            speed = self.t(f"speed_{card.speed}")
            text = f"⚔{card.damage} ♥{card.health} ⌖{card.range} ฿{card.cost} {speed}\n{text}"
        elif card.is_spell:
            text = f"฿{card.cost}  {text}"
        return CardFace(card.name.get(lang, card.name["en"]), text, attack=card.is_fighter and card.damage > 0,
                        header=HEADER_BY_TYPE.get(card.type, (70, 80, 110)))

    # -- layout -----------------------------------------------------------------------------------
    def _place(self, result: list[Sprite], owner: int, sprite: Sprite) -> None:
        self.places[sprite.key] = (owner, sprite.rect)
        result.append(sprite)

    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.view, self.places = view, {}
        result: list[Sprite] = []
        for player in view["players"]:
            if player["eliminated"]:
                continue
            self._side_sprites(result, player)
        if view["neutrino"] is not None:
            zone = self.zone("neutrino")
            rect = centred(zone, (CARD_W, CARD_H))
            self._place(result, -1, Sprite("neutrino", "card", rect, True, "neutrino", Z_BASE, f"♥ {view['neutrino']}"))
        if view["neutrino_bonus"] is not None or view["neutrino"] is not None:
            x, y, w, h = centred(self.zone("neutrino"), (CARD_W, CARD_H))
            bonus_rect = (x + w + 12, y, CARD_W, CARD_H)
            shown = view["neutrino_bonus"] if view["neutrino"] is None else None
            result.append(Sprite("bonus", "card", bonus_rect, shown is not None, shown, Z_BASE))
        result += self._ui_sprites(view)
        return result

    def _side_sprites(self, result: list[Sprite], player: dict[str, Any]) -> None:
        seat = player["seat"]
        field = player["battlefield"]
        sizes = [(CARD_H, CARD_W) if (f["tapped"] or f["turns_face_down"] == 2) else (CARD_W, CARD_H) for f in field]
        for fighter, rect in zip(field, _row(self.zone(f"p{seat}_field"), sizes)):
            badge = ""
            if fighter["health"] is not None and not fighter["face_down"]:
                badge = f"⚔{fighter['damage']} ♥{fighter['health']}" + (" ×2" if fighter["multi"] else "")
            sprite = Sprite(fighter["card"], "card", rect, not fighter["face_down"], fighter["key"], Z_FIELD, badge)
            self._place(result, seat, sprite)
        # The Mining Pool and Firewalls keep their places; resources share what is left.
        x, y, w, h = self.zone(f"p{seat}_base")
        mains = [(f"p{seat}.pool", "mining_pool", player["mining_pool"])] + [(fw, "firewall", hp) for fw, hp in player["firewalls"].items()]
        for index, (key, data, health) in enumerate(mains):
            rect = (x + index * (CARD_W + 4), y + (h - CARD_H) / 2, CARD_W, CARD_H)
            self._place(result, seat, Sprite(key, "card", rect, True, data, Z_BASE, f"♥ {health}"))
        resources = [(c["card"], "bitcoin", True, "HACK" if c["stolen_by"] is not None else "", c["tapped"]) for c in player["bitcoins"]]
        resources += [(c["card"], c["key"], False, "฿" if c["usable"] else "", c["tapped"]) for c in player["set_aside"]]
        left = x + len(mains) * (CARD_W + 4) + 8
        sizes = [(CARD_H, CARD_W) if tapped else (CARD_W, CARD_H) for *_, tapped in resources]
        for (key, data, face_up, badge, _), rect in zip(resources, _row((left, y, x + w - left, h), sizes, gap=4)):
            self._place(result, seat, Sprite(key, "card", rect, face_up, data, Z_BASE + 1, badge))
        deck = centred(self.zone(f"p{seat}_deck"), (CARD_W, CARD_H))
        if player["deck_size"]:
            result.append(Sprite(f"deck:{seat}", "card", deck, False, None, Z_PILE, str(player["deck_size"])))
        dump = centred(self.zone(f"p{seat}_dump"), (CARD_W, CARD_H))
        for index, card in enumerate(player["dump"][-2:]):
            result.append(Sprite(card["card"], "card", (dump[0], dump[1] - index * 2, CARD_W, CARD_H), True, card["key"], Z_PILE + index,
                                 str(len(player["dump"])) if index == len(player["dump"][-2:]) - 1 else ""))
        for index, rect in enumerate(hand_rects(self.zone(f"p{seat}_hand"), player["hand_size"], (CARD_W, CARD_H), gap=6)):
            card = player["hand"][index] if player["hand"] is not None else None
            key = card["card"] if card else f"hand:{seat}:{index}"
            self._place(result, seat, Sprite(key, "card", rect, card is not None, card["key"] if card else None, Z_HAND + index))

    def _ui_sprites(self, view: dict[str, Any]) -> list[Sprite]:
        if view.get("outcome") or view["active"] is None:
            return []
        pending = view["pending"]
        if pending is None:
            if view["phase"] in ("draw", "deploy", "combat"):
                return [Sprite(PASS, "button", self.zone(PASS), True, self.t(f"end_{view['phase']}"), Z_UI)]
            return []
        options = {"draw_count": ["1", "2"], "multi": ["activate", "decline"], "last_card": ["discard", "keep"],
                   "hack": [str(p["seat"]) for p in view["players"] if p["seat"] != pending["seat"] and not p["eliminated"] and p["bitcoins"]]}.get(pending["kind"], [])
        x, y, w, h = self.zone("choices")
        count = max(len(options), 1)
        sprites = []
        for index, option in enumerate(options):
            label = self.seat_name(int(option)) if pending["kind"] == "hack" else self.t(f"option_{option}")
            rect = (x, y + index * (h / count), w, h / count - 4)
            sprites.append(Sprite(CHOICE + option, "button", rect, True, label, Z_UI))
        return sprites

    # -- board ------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        assets, s = self.ctx.assets, viewport.scale
        surface.fill(theme.BACKGROUND)
        pygame.draw.rect(surface, theme.FELT, viewport.rect((0, 0, *self.design_size)))
        for player in view["players"]:
            seat = player["seat"]
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            panel = viewport.rect(self.zone(f"p{seat}_panel"))
            turn = seat == view["active"] and not view.get("outcome")
            pygame.draw.rect(surface, (20, 38, 40), panel, border_radius=viewport.px(12))
            pygame.draw.rect(surface, colour, panel, width=viewport.px(4 if turn else 2), border_radius=viewport.px(12))
            x, y, w, h = self.zone(f"p{seat}_name")
            shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
            title = f"{shape} {self.seat_name(seat)}" + (f"  — {self.t('out')}" if player["eliminated"] else "")
            assets.draw_text(surface, title, 14 * s, colour, viewport.point((x, y + h / 2)), "midleft", bold=True)
            facts = self.t("facts", pool=player["mining_pool"], walls=len(player["firewalls"]), hand=player["hand_size"], deck=player["deck_size"])
            assets.draw_text(surface, facts, 12 * s, theme.TEXT, viewport.point((x + w, y + h / 2)), "midright")
            for zone in ("field", "base", "deck", "dump"):
                draw_zone(surface, viewport, assets, self.zone(f"p{seat}_{zone}"), "" if player["eliminated"] else self.t(f"zone_{zone}"))
        draw_zone(surface, viewport, assets, self.zone("neutrino"))
        x, y, w, h = self.zone("info")
        assets.draw_text(surface, self.t("round", turn=view["turn"], round=view["round"], limit=view["max_rounds"]), 11 * s, theme.TEXT_DIM, viewport.point((x, y)), "topleft")
        status = self.status_text(view, viewer)
        if status:
            assets.draw_wrapped(surface, status, 12 * s, theme.TEXT, viewport.rect(self.zone("message")), bold=True)

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        if sprite.kind != "button":
            return
        pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=viewport.px(8))
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=viewport.px(2), border_radius=viewport.px(8))
        self.ctx.assets.draw_text(surface, str(sprite.data), 12 * viewport.scale, theme.TEXT, rect.center, "center", bold=True)

    def zoom_face(self, sprite: Sprite) -> Optional[CardFace]:
        return self.card_face(sprite.data) if sprite.kind == "card" else None

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        if not view or view.get("outcome") or view["active"] is None:
            return ""
        name = self.seat_name(view["active"])
        if view["pending"] is not None:
            return self.t(f"ask_{view['pending']['kind']}", name=name)
        if view["phase"] in ("draw", "deploy", "combat"):
            return self.t(f"status_{view['phase']}", name=name)
        return ""

    # -- events -----------------------------------------------------------------------------------
    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        def at(card: str) -> tuple[float, float]:
            place = self.places.get(card)
            x, y, w, h = place[1] if place else self.zone("neutrino")
            return (x + w / 2, y)

        match event:
            case ev.FirstStrike():
                return EventStyle(0.6, "damage", [Callout(f"-{event.damage}", at(event.target), theme.BAD)])
            case ev.StrikesExchanged():
                return EventStyle(0.7, "damage", [Callout(f"-{event.attacker_damage}", at(event.target), theme.BAD),
                                                  Callout(f"-{event.target_damage}", at(event.attacker), theme.BAD)])
            case ev.CardDamaged():
                return EventStyle(0.5, "damage", [Callout(f"-{event.amount}", at(event.card), theme.BAD)])
            case ev.CardHealed():
                return EventStyle(0.5, "bonus", [Callout(f"+{event.amount}", at(event.card), theme.ACCENT)])
            case ev.AttackDeclared():
                return EventStyle(0.4, "card", [Callout("⚔", at(event.target), theme.WARN, 30)])
            case ev.CardDestroyed() | ev.PlayerEliminated():
                return EventStyle(0.5, "cancel")
            case ev.NeutrinoDestroyed():
                return EventStyle(0.9, "bonus", [Callout(self.name(event.bonus), at("neutrino"), theme.BONUS_GOLD, 20)])
            case ev.CardRevealed() | ev.CardDeployed() | ev.SpellCast():
                return EventStyle(0.45, "flip")
            case ev.CardsDrawn() | ev.BitcoinPlaced() | ev.CardDeployedFaceDown() | ev.CardSetAside():
                return EventStyle(0.3, "card")
            case ev.GameWon():
                return EventStyle(0.9, "victory")
        return EventStyle(0.2)

    # -- input ------------------------------------------------------------------------------------
    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        if view.get("outcome") or view["active"] != seat:
            return []
        player = view["players"][seat]
        hand = [c["card"] for c in player["hand"] or []]
        pending = view["pending"]
        if pending is not None:
            if pending["kind"] == "hand_limit":
                return hand
            if pending["kind"] == "bonus_target":
                return [key for key, (owner, _) in self.places.items() if owner not in (seat, -1) and not key.startswith("hand:")]
            return [sprite.key for sprite in self._ui_sprites(view)]
        fighters = [f["card"] for f in player["battlefield"] if not f["face_down"] and view["phase"] == "combat"]
        return hand + fighters + [PASS]

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        pending = self.view.get("pending")
        if sprite.key.startswith(CHOICE):
            return Choose(seat, sprite.key[len(CHOICE):])
        if pending is not None:
            return Choose(seat, sprite.key) if pending["kind"] in ("hand_limit", "bonus_target") else None
        if sprite.key == PASS:
            return EndPhase(seat)
        key = self._key_in_hand(seat, sprite.key)
        if key is not None:
            card = self.cards.cards[key]
            if card.is_bitcoin:
                return PlaceBitcoin(seat, sprite.key)
            if card.is_fighter:
                return DeployCard(seat, sprite.key, ())
            return self._spell(seat, sprite.key, None)
        if self.places.get(sprite.key, (None,))[0] == seat:
            return ActivateMulti(seat, sprite.key)
        return None

    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        target = self._target_at(design_pos, exclude=sprite.key)
        key = self._key_in_hand(seat, sprite.key)
        if key is not None:
            card = self.cards.cards[key]
            if card.is_spell:
                return self._spell(seat, sprite.key, target)
            own_side = target is not None and self.places[target][0] == seat or any(
                _inside(self.zone(f"p{seat}_{z}"), design_pos) for z in ("field", "base"))
            return self.select_command(seat, sprite) if own_side else None
        if target is not None and self.places.get(sprite.key, (None,))[0] == seat:
            return Attack(seat, sprite.key, target)
        return self.select_command(seat, sprite) if sprite.key.startswith(CHOICE) or sprite.key == PASS else None

    def drop_targets(self, seat: int) -> list[Rect]:
        return [rect for key, (owner, rect) in self.places.items() if not key.startswith("hand:")]

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        try:
            match.rules.handle(match.state, command, random.Random(0))
        except IllegalCommand as refusal:
            return self.t("refused", reason=refusal.reason)
        return None

    # -- helpers ----------------------------------------------------------------------------------
    def _key_in_hand(self, seat: int, card: str) -> Optional[str]:
        hand = self.view["players"][seat]["hand"] or []
        return next((c["key"] for c in hand if c["card"] == card), None)

    def _target_at(self, point: Sequence[float], exclude: str) -> Optional[str]:
        hits = [key for key, (_, rect) in self.places.items() if key != exclude and not key.startswith("hand:") and _inside(rect, point)]
        return hits[-1] if hits else None

    def _spell(self, seat: int, card: str, target: Optional[str]) -> Optional[Command]:
        """The spell aimed at `target` (other effects at the first card of their kind)."""
        effects = self.cards.cards[self._key_in_hand(seat, card) or ""].effects
        used = False
        targets = []
        for effect in effects:
            if effect.target is None:
                targets.append("")
                continue
            candidates = self._candidates(seat, effect.target)
            if target in candidates and not used:
                targets.append(target)
                used = True
            else:
                targets.append(candidates[0] if candidates else "")
        if target is not None and not used:
            return None
        return CastSpell(seat, card, tuple(targets), ())

    def _candidates(self, seat: int, kind: str) -> list[str]:
        found = []
        for player in self.view["players"]:
            mine = player["seat"] == seat
            if player["eliminated"] or mine != kind.startswith("own_"):
                continue
            if kind.endswith("_fighter"):
                found += [f["card"] for f in player["battlefield"] if not f["face_down"]]
            elif kind.endswith("_firewall"):
                found += list(player["firewalls"])
            elif kind.endswith("_pool"):
                found.append(f"p{player['seat']}.pool")
        return found
