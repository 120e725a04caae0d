"""The Crypto Mining War table plugin: cards, what each event looks like, the status line.
Layout in layout.py, drawing in drawing.py, gestures in gestures.py."""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from game.engine import Command, Event
from game.rules.mining_war.commands import ActivateMulti
from game.rules.mining_war import events as ev
from game.ui import theme
from game.ui.card_art import card_art
from game.ui.presenter import Callout, EventStyle, Sprite
from game.ui.tables.base import TableContext, TablePlugin, zoom_spot
from game.ui.tables.end_figures import war_grid
from game.ui.tables.mining_war.drawing import DrawingMixin
from game.ui.tables.mining_war.gestures import GesturesMixin, acting_seat
from game.ui.tables.mining_war.layout import CARD_H, CARD_W, LayoutMixin, Rect
from game.ui.widgets.card import CardFace
from game.ui.widgets.end_grid import EndGrid

HEADER_BY_TYPE = {
    "fighter": (150, 70, 50), "building": (90, 90, 110), "spell": (70, 60, 140), "bitcoin": (150, 110, 24),
    "mining_pool": (40, 110, 150), "firewall": (170, 90, 30), "neutrino": (110, 40, 140), "bonus": (120, 100, 30),
}
"""Design units kept between the zoom and the top of the zone it covers."""
TURNING = 0.4
"""Seconds a card takes to turn a quarter (tapped, standing up again)."""


def card_face_for(cards: Any, data: Any, lang: str, tr: Callable[..., str]) -> Optional[CardFace]:
    """The face of a card, bonus or main card as the table paints it; the deck editor's pool
    uses the same faces."""
    if not isinstance(data, str):
        return None
    art = card_art("mining_war")
    if data in cards.bonuses:
        bonus = cards.bonuses[data]
        return CardFace(bonus.name.get(lang, bonus.name["en"]), bonus.text.get(lang, bonus.text["en"]), bonus=True, header=HEADER_BY_TYPE["bonus"],
                        art=art.icon(data))
    if data in ("mining_pool", "firewall", "neutrino"):
        return CardFace(cards.name(data, lang), tr(f"mining_war.about_{data}"), header=HEADER_BY_TYPE[data], art=art.icon(data))
    card = cards.cards.get(data)
    if card is None:
        return None
    text = card.text.get(lang, card.text["en"])
    if card.is_fighter:
        text = f"{card_stats(card, lang, tr)}\n{text}"
    elif card.is_spell:
        text = f"{card_stats(card, lang, tr)}  {text}"
    return CardFace(card.name.get(lang, card.name["en"]), text, attack=card.is_fighter and card.damage > 0,
                    header=HEADER_BY_TYPE.get(card.type, (70, 80, 110)), art=art.icon(data), gist=card_gist(card))


def card_gist(card: Any) -> str:
    """The numbers a small card keeps: a fighter's attack, health and cost, a spell's cost."""
    if card.is_fighter:
        return f"⚔{card.damage} ♥{card.health}\n฿{card.cost}"
    return f"฿{card.cost}" if card.is_spell else ""


def card_stats(card: Any, lang: str, tr: Callable[..., str]) -> str:
    """A card's numbers as its face shows them: "⚔3 ♥6 ↔1 ฿3 medium", "฿2" for a spell."""
    if card.is_fighter:
        return f"⚔{card.damage} ♥{card.health} ↔{card.range} ฿{card.cost} {tr(f'mining_war.speed_{card.speed}')}"
    if card.is_spell:
        return f"฿{card.cost}"
    return ""


class MiningWarTable(GesturesMixin, DrawingMixin, LayoutMixin, TablePlugin):
    game_id = "mining_war"
    level_name = "mining_war_{players}p"
    # The choices the rulebook leaves to the players ("Préparation du jeu", "Variantes").
    option_presets = (
        ("mining_war.preset_standard", {}),
        ("mining_war.preset_quick", {"firewalls": 2}),
        ("mining_war.preset_long", {"pool_health": 30, "firewall_health": 12, "neutrino_health": 15}),
        ("mining_war.preset_short", {"pool_health": 12, "firewall_health": 5, "neutrino_health": 6}),
        ("mining_war.preset_first_skips", {"first_player_skips_draw": True}),
        *((f"mining_war.preset_bonus_{key}", {"neutrino_bonus": key}) for key in (
            "block_reward", "genesis_block", "firewall_breach", "cold_storage", "hashrate_surge", "mempool_flush",
            "lightning_network")),
    )

    def __init__(self, ctx: TableContext):
        super().__init__(ctx)
        self.cards = ctx.rules.cards  # type: ignore[attr-defined]
        self.view: dict[str, Any] = {}
        self.places = {}
        """Card on the table -> (owner seat, rect); the Neutrino's owner is -1."""
        self.stacks = {}
        self.init_gestures()

    def t(self, key: str, **values: Any) -> str:
        return self.ctx.tr(f"mining_war.{key}", **values)

    def name(self, key: str) -> str:
        return self.cards.name(key, self.ctx.lang)

    def seat_label(self, seat: int) -> str:
        return f"{theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]} {self.seat_name(seat)}"

    # -- cards ------------------------------------------------------------------------------------
    def ruin_warning(self, view: dict[str, Any], command: Command) -> Optional[tuple[str, str]]:
        """MULTI is asked about first: a fighter picked by its number and Enter went MULTI, its
        damage doubled and the card lost at the turn's end, when an attack was meant (third
        new-user trial)."""
        if not isinstance(command, ActivateMulti):
            return None
        fighters = [f for player in view["players"] for f in player["battlefield"]]
        key = next((f["key"] for f in fighters if f["card"] == command.card), None)
        card = self.cards.cards.get(key) if key else None
        name = card.name.get(self.ctx.lang, card.name["en"]) if card is not None else "MULTI"
        return self.t("warn_multi_question", card=name), self.t("warn_multi_why", card=name)

    def pile_cards(self, view: dict[str, Any], key: str) -> Optional[tuple[str, list[Sprite]]]:
        for seat, player in enumerate(view["players"]):
            if any(card["card"] == key for card in player["dump"]):
                cards = [Sprite(c["card"], "card", (0, 0, CARD_W, CARD_H), True, c["key"]) for c in reversed(player["dump"])]
                return f"{self.t('zone_dump')} — {self.seat_name(seat)} ({len(cards)})", cards
        return None

    def end_grid(self, events: Sequence[Event], view: dict[str, Any]) -> Optional[EndGrid]:
        return war_grid(events, view, self.ctx.tr)

    def card_face(self, data: Any) -> Optional[CardFace]:
        return card_face_for(self.cards, data, self.ctx.lang, self.ctx.tr)

    def zoom_face(self, sprite: Sprite) -> Optional[CardFace]:
        return self.card_face(sprite.data) if sprite.kind == "card" else None

    def zoom_box(self, sprite: Sprite, size: tuple[float, float]) -> Optional[Rect]:
        """Every zoom opens in the right-hand column, over the game log: the player panels fill
        the rest of the table, so a zoom beside the card would cover the hovered card's
        neighbours or the rows of the player whose turn it is. The status line, the phase
        button and the decision buttons above the log stay in sight."""
        return (*zoom_spot(self.zone("log"), size, self.design_size), *size)

    @property
    def explains_zoom(self) -> bool:  # type: ignore[override]
        """Not while a target is being chosen: the zoom says the target's health, and the
        meanings of its symbols, five of them over the opponent's rows, hid the board the
        choice is made on (tenth trial)."""
        view = getattr(self, "view", None) or {}
        return self.aim is None and view.get("pending") is None

    def toast_y(self) -> Optional[float]:
        """Over the other player's row of card backs, at the top: above the hand, a message
        ("Plus rien à jouer, terminé d'office…") covered one's own battlefield (sixteenth trial),
        and over the summary between the sides, the Neutrino a target's number was on
        (nineteenth trial)."""
        if not self.level.has("summary") or not self.level.has("p1_hand"):
            return None
        _, y, _, h = self.zone("p1_hand")
        return y + h / 2

    def glossary_avoid(self, sprite: Optional[Sprite]) -> list[Rect]:
        """The active player's rows and the right-hand column's prompts and buttons stay in sight."""
        keep = [self.zone(name) for name in ("message", "pass", "choices", "buttons", "info") if self.level.has(name)]
        view = getattr(self, "view", None)
        if view and view.get("active") is not None and self.level.has(f"p{self.spot(view['active'])}_panel"):
            keep.append(self.seat_zone(view["active"], "panel"))
        return keep

    # -- views ------------------------------------------------------------------------------------
    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.view = view
        self.turn_to(viewer)
        result = self.lay_out(view, buttons=acting_seat(view) == viewer)
        self.update_gestures(view, viewer)
        return result

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        if not view or view.get("outcome") or view["active"] is None:
            return ""
        name = self.seat_name(view["active"])
        if self.aim is not None and acting_seat(view) == viewer:
            if self.aiming_fighter():
                return self.t("aim_attack", name=self._card_name(view, self.aim[0]))
            spell = self.name(self._type_of(self.aim[0]) or "")
            _, combos, index = self.aim
            first = combos[0][index - 1] if index else ""
            if not first:
                # the first asked, or the first effect had none (no enemy fighter): it said "its
                # second target" there (fourteenth trial), then named a card that was not there
                # (seventeenth: "première cible : une carte face cachée")
                return self.t("aim_first", name=spell)
            return self.t("aim", name=spell, first=self._card_name(view, first))
        if view["pending"] is not None:
            seat = view["pending"]["seat"]
            if seat != viewer:
                return self.t("status_turn_of", name=self.seat_name(seat), phase=self.t(f"phase_{view['phase']}"))
            return self.t(f"ask_{view['pending']['kind']}", name=self.seat_name(seat))
        if view["fight"] is not None:
            fight = view["fight"]
            return self.t("status_fight", attacker=self._card_name(view, fight["attacker"]), target=self._card_name(view, fight["target"]))
        if view["phase"] in ("draw", "deploy", "combat"):
            if acting_seat(view) != viewer:  # another's turn: say whose, give no instructions
                return self.t("status_turn_of", name=name, phase=self.t(f"phase_{view['phase']}"))
            status = self.t(f"status_{view['phase']}", name=name)
            if self.paying and acting_seat(view) == viewer:
                status += " " + self.t("paying", count=len(self.paying))
            return status
        return ""

    def _card_name(self, view: dict[str, Any], card: str) -> str:
        if card == "neutrino":
            return self.name("neutrino")
        for player in view["players"]:
            if card == f"p{player['seat']}.pool":
                return self.name("mining_pool")
            if card in player["firewalls"]:
                return self.name("firewall")
            for fighter in player["battlefield"]:
                if fighter["card"] == card:
                    return self.name(fighter["key"]) if fighter["key"] else self.t("hidden_fighter")
        for player in view["players"]:
            # destroyed in the fight the line tells of: named from the discard pile (twenty-first
            # trial: a Firewall just destroyed read "une carte face cachée")
            for entry in player["dump"]:
                if entry["card"] == card and entry["key"]:
                    return self.name(entry["key"])
        return self.t("hidden_fighter")  # never the card's id

    # -- events -----------------------------------------------------------------------------------
    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        def at(card: str) -> tuple[float, float]:
            # from the card's middle: from its top edge a "-1" floated over the row above (a
            # Mining Pool, the players' figures: twenty-fourth trial F12)
            place = self.places.get(card)
            x, y, w, h = place[1] if place else self.zone("neutrino")
            return (x + w / 2, y + h / 2)

        def hurt(amount: int, card: str) -> list[Callout]:
            # no "-0": it told nothing, over the player's panel (fourteenth trial)
            return [Callout(f"-{amount}", at(card), theme.BAD)] if amount > 0 else []

        match event:
            case ev.FirstStrike():
                return EventStyle(0.6, "damage", hurt(event.damage, event.target))
            case ev.StrikesExchanged():
                return EventStyle(0.7, "damage", hurt(event.attacker_damage, event.target) + hurt(event.target_damage, event.attacker))
            case ev.CardDamaged():
                return EventStyle(0.5, "damage", hurt(event.amount, event.card))
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
            case ev.ResourcesTapped() | ev.FighterTapped() | ev.CardsUntapped() | ev.FightersUntapped() | ev.DeploymentAdvanced():
                return EventStyle(TURNING, "card")
            case ev.CardsDrawn() | ev.BitcoinPlaced() | ev.CardDeployedFaceDown() | ev.CardSetAside():
                return EventStyle(0.3, "card")
            case ev.GameWon() | ev.RoundLimitReached():
                return EventStyle(0.9, "victory")
        return EventStyle(0.2)
