"""The panel over the table where a decision of several cards is built: the cards it is about
(a packet, the cards to sort, an offered card), the boxes they are dropped on, and what the
boxes say. The buttons that send the decision are in controls.py."""

from __future__ import annotations

from typing import Any, Optional

from game.engine import Command
from game.rules.maphr.phases import level_routes, sell_price
from game.rules.maphr.state import SELL_PRICE
from game.ui.presenter import Sprite
from game.ui.tables.maphr.controls import BOX, PANEL
from game.ui.tables.maphr.layout import BUTTON_H, OFFER_TITLE_LINE, OFFER_TITLE_ROOM, PANEL_CARD, Z_BOX, Z_PANEL, Z_PANEL_CARD, Rect

BLIND_CARD = "panel:blind"
"""The back shown for a card offered face down, to the player it is offered to."""

FANNED_CARD_STEP = PANEL_CARD + 8
"""How far apart (design units), at most, cards lying together in one box are: side by side where
the panel has room, fanned where it has not (twenty-third trial: the two cards kept overlapped,
"Salle des cartes" cut, beside a panel half empty)."""


class PanelMixin:
    view: dict[str, Any]
    legal: list[Command]
    places: dict[str, Rect]
    mode: str
    seat: Optional[int]

    def panel_cards(self) -> list[str]:
        me = self.me()
        if me is None:
            return []
        if self.mode == "draft":
            return list(me["packet"] or [])
        if self.mode.startswith("sort"):
            return list(me["pending"] or [])
        if self.mode == "answer" and self.view["offer"]["give_card"]:
            return [self.view["offer"]["give_card"]]
        if self.mode == "choice" and self.view["choice"]:
            return [self.view["choice"][1]]
        return []

    def boxes(self) -> list[tuple[str, str]]:
        """(role, label) of the panel's drop boxes for the current decision."""
        seat, view = self.seat, self.view
        if seat is None:
            return []
        n = len(view["players"])
        others = [(f"give:{s}", self.t("box_give", name=self.seat_name(s))) for s in self.turn_order(view) if s != seat]  # type: ignore[attr-defined]
        match self.mode:
            case "sort1":
                return [("keep", self.t("box_keep")), *others, ("discard", self.t("box_discard"))]  # type: ignore[attr-defined]
            case "sort3":
                return [("keep", self.t("box_keep")), *others]  # type: ignore[attr-defined]
            case "sort4":
                left, right = self.seat_name((seat + 1) % n), self.seat_name((seat - 1) % n)  # type: ignore[attr-defined]
                if n == 2:  # both neighbours are the one other player: two cards to them, not "left" and "right"
                    gives = [("left", self.t("box_give_of_two", name=left, n=1)), ("right", self.t("box_give_of_two", name=right, n=2))]  # type: ignore[attr-defined]
                else:
                    gives = [("left", self.t("box_left", name=left)), ("right", self.t("box_right", name=right))]  # type: ignore[attr-defined]
                return [("keep", self.t("box_keep")), ("discard", self.t("box_discard")), *gives]  # type: ignore[attr-defined]
            case "draft":
                boxes = [("take", self.t("box_take"))]  # type: ignore[attr-defined]
                if view["step"] == "first_pick" and len(self.panel_cards()) > 1:
                    boxes.append(("discard", self.t("box_discard")))  # type: ignore[attr-defined]
                return boxes
            case "sell":
                return [("sell", self.sell_label())]
            case "discard":
                return [("discard", self.t("box_discard"))]  # type: ignore[attr-defined]
            case "offer":
                # "(drop it here)" only while it is empty (fourth new-user trial: it stayed, card in)
                return [("give", self.t("box_offer_card_in" if self.offer_card else "box_offer_card"))]  # type: ignore[attr-defined]
            case "answer":
                return [("answer", self.t("box_answer"))] if view["offer"]["ask_card"] else []  # type: ignore[attr-defined]
        return []

    def sell_price(self) -> int:
        if self.sampled is None or self.seat is None:  # type: ignore[attr-defined]
            return 0
        return sell_price(self.cards, self.sampled.players[self.seat])  # type: ignore[attr-defined,index]

    def sell_label(self) -> str:
        """The Sell box's label: the price, and where a price above the book's 3 comes from (the
        eighth trial saw one clan sell for 4 and the other for 3, with no word why)."""
        price = self.sell_price()
        if self.sampled is None or self.seat is None or price == SELL_PRICE:  # type: ignore[attr-defined]
            return self.t("box_sell", price=price)  # type: ignore[attr-defined]
        board = self.sampled.players[self.seat]  # type: ignore[attr-defined,index]
        sources = [(self.cards.type_of(a).amount, self.card_name(a)) for a in board.amenities  # type: ignore[attr-defined]
                   if self.cards.type_of(a).effect == "sell_bonus"]  # type: ignore[attr-defined]
        clan = self.cards.clans.get(board.clan)  # type: ignore[attr-defined]
        if clan is not None and clan.power == "sell_bonus":
            sources.insert(0, (clan.amount, self.clan_name(board.clan)))  # type: ignore[attr-defined]
        why = ", ".join(self.t("sell_bonus_source", amount=amount, name=name) for amount, name in sources)  # type: ignore[attr-defined]
        return self.t("box_sell_bonus", price=price, why=why)  # type: ignore[attr-defined]  # type: ignore[attr-defined]

    def route_cost(self, route: str) -> int:
        if self.sampled is None or self.seat is None:  # type: ignore[attr-defined]
            return 0
        return level_routes(self.cards, self.sampled.players[self.seat]).get(route, 0)  # type: ignore[attr-defined,index]

    def panel_sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        cards, boxes = self.panel_cards(), self.boxes()
        if not cards and not boxes and self.mode != "answer":
            return []  # an offer always has its panel: its title says what is offered (a blind sale had none)
        # A contract or catastrophe waiting for an answer shows over the hand, leaving the mine
        # (where a cave-in's tile is picked) in sight.
        px, py, pw, ph = self.zone("hand" if self.mode == "choice" else "panel")  # type: ignore[attr-defined]
        if self.mode == "offer":  # one row more: the card wanted, by name; and room for the
            # title over the first row's number badges (seventh new-user trial: they covered it)
            grow = BUTTON_H + 22 + OFFER_TITLE_ROOM + OFFER_TITLE_LINE
            py, ph = py - grow, ph + grow
        box_w = 118
        cards_w = len(cards) * (PANEL_CARD + 10) + (10 if cards else 0)
        # A box that may hold several cards is wider, so they lie side by side, overlapping
        # no more than the panel's width requires.
        holds = {role: max(1, min(self._room(role), len(cards))) for role, _ in boxes}  # type: ignore[attr-defined]
        extra = sum(n - 1 for n in holds.values())
        spare = pw - cards_w - len(boxes) * (box_w + 10) - 10
        step = max(0.0, min(FANNED_CARD_STEP, spare / extra)) if extra else 0.0
        widths = {role: box_w + (n - 1) * step for role, n in holds.items()}
        least = 520 if self.mode in ("offer", "answer", "choice") else 260
        width = min(pw, max(cards_w + sum(w + 10 for w in widths.values()) + 10, least))
        if self.mode == "offer":
            # the list of names wider: twenty amenities in 5 columns shrank to 7 px (eighteenth trial)
            width = min(pw, 880 if self.naming else 640)  # type: ignore[attr-defined]
        # The panel keeps its width while its step lasts: a draft's box narrowed and moved with
        # each card taken (second new-user trial G7).
        kept_mode, kept_width = getattr(self, "_panel_width", (None, 0.0))
        if kept_mode == self.mode:
            width = min(pw, max(width, kept_width))
        self._panel_width = (self.mode, width)
        x = px + (pw - width) / 2
        sprites = [Sprite(PANEL, "panelbg", (x, py, width, ph), True, self.mode, Z_PANEL)]
        title_line = OFFER_TITLE_LINE if self.mode == "offer" else 0
        top = py + 28 + title_line
        left = x + 10 if self.mode == "offer" else x + width - sum(w + 10 for w in widths.values())
        box_rects = {}
        for role, _ in boxes:
            box_rects[role] = (left, top, widths[role], ph - 38 - title_line)
            left += widths[role] + 10
        in_box = {role: [c for c in cards if self.roles.get(c) == role] for role in box_rects}
        for index, card in enumerate(cards):
            role = self.roles.get(card)
            if role in box_rects:
                # A sorted card lies in its box, so the player sees where each card goes.
                rect = self._in_box_rect(box_rects[role], in_box[role].index(card), len(in_box[role]))
            else:
                # Room above each card for the table's number badge, below the panel's title.
                rect = (x + 10 + index * (PANEL_CARD + 10), top + 24, PANEL_CARD, PANEL_CARD)
            sprites.append(Sprite(card, "mcard", rect, True, card, Z_PANEL_CARD + index))
        offer = view.get("offer") or {}
        if self.mode == "answer" and offer.get("blind") and not offer.get("give_card"):
            # the card sold blind, as its back (seventeenth trial: an empty box, nothing for sale)
            # (under the panel's words on a blind sale, at its foot)
            rect = (x + (width - PANEL_CARD) / 2, py + ph - PANEL_CARD - 10, PANEL_CARD, PANEL_CARD)
            sprites.append(Sprite(BLIND_CARD, "mcard", rect, False, None, Z_PANEL_CARD))
        if self.mode == "offer" and self.offer_card is not None and "give" in box_rects:  # type: ignore[attr-defined]
            # the offered card, in its box (layout leaves it out of the hand)
            rect = self._in_box_rect(box_rects["give"], 0, 1)
            sprites.append(Sprite(self.offer_card, "mcard", rect, True, self.offer_card, Z_PANEL_CARD))  # type: ignore[attr-defined]
        for role, label in boxes:
            sprites.append(Sprite(BOX + role, "box", box_rects[role], True, label, Z_BOX))
        for sprite in sprites:
            self.places[sprite.key] = sprite.rect
        return sprites

    @staticmethod
    def _in_box_rect(box: tuple[float, float, float, float], position: int, count: int) -> tuple[float, float, float, float]:
        """The `position`-th of `count` cards in a box: below its label, fanned across it."""
        bx, by, bw, bh = box
        # side by side when the box has room, fanned only when it has not (two kept cards were
        # drawn one over the other in a box twice their width, new-user trial F54)
        step = min(PANEL_CARD + 8.0, (bw - 12 - PANEL_CARD) / (count - 1)) if count > 1 else 0.0
        x = bx + (bw - PANEL_CARD - (count - 1) * step) / 2 + position * step
        return (x, by + bh - PANEL_CARD - 8, PANEL_CARD, PANEL_CARD)

    def role_label(self, role: str) -> str:
        return dict(self.boxes()).get(role, "")

    # -- buttons ------------------------------------------------------------------------------------
