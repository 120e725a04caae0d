"""The decision the viewer faces, and the buttons that make it (the panel of cards and boxes is
in panel.py).

A decision made of several parts (which cards to keep, give and discard; two action tokens and
the cards paid for the second; an offer) is built on the table first: cards are dropped on the
panel's boxes, tokens and amounts toggled with buttons, and one button sends the command. What
is built so far lives here, and is forgotten when the decision changes.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from game.engine import Command
from game.rules.maphr import commands as cmd
from game.rules.maphr.cards import ACTIONS
from game.ui.presenter import Sprite
from game.ui.tables.maphr.layout import BUTTON_H, OFFER_TITLE_LINE, OFFER_TITLE_ROOM, Z_BUTTON, Rect

BUTTON = "btn:"
LIVE_BUTTONS = ("bid", "gc", "ac", "askcard", "to", "token", "impede")
"""Buttons whose label follows what is being built (the others are labelled when laid out)."""
BOX = "box:"
PANEL = "panel"
SPARED_ROW_ACROSS = 3
"""The most buttons side by side in a row for the decision column to leave its last row empty."""


def decision_mode(view: dict[str, Any], seat: Optional[int]) -> str:
    """What `seat` is asked now ("" when nothing)."""
    if seat is None or seat < 0 or not view or view.get("outcome") or seat not in view["to_act"]:
        return ""
    phase, step = view["phase"], view["step"]
    if view.get("choice"):
        return "choice"  # a contract or catastrophe, also one an amenity action drew in Phase III
    if phase == "draw":
        if step == "auction":
            return "bid"
        if step in ("first_pick", "pick"):
            return "draft"
        return f"sort{view['die']}"
    if phase == "resolve":
        return view["queue"][0][1] if view["queue"] else ""
    if phase == "sell":
        return "discard" if view["sold"] else "sell"
    if phase == "negotiation":
        return "answer" if view["offer"] is not None else "offer"
    return {"immediate": "choice", "actions": "tokens", "impediments": "impede", "evolution": "evolve"}.get(phase, "")


def packed_rows(rows: list[list[str]], room: int) -> list[list[str]]:
    """`rows` fitted into `room` rows: while there are too many, the one-button rows (one per
    amenity action or level route) share rows, as many columns as it takes, the order kept
    (read left to right, then down; keys 1-9 follow it). Rows of several buttons stay whole."""
    singles = [row[0] for row in rows if len(row) == 1]
    if len(rows) <= room or len(singles) < 2:
        return rows
    others = len(rows) - len(singles)
    columns = -(-len(singles) // max(1, room - others))
    packed: list[list[str]] = []
    pending: list[str] = []
    for row in rows:
        if len(row) == 1:
            pending.append(row[0])
            if len(pending) == columns:
                packed.append(pending)
                pending = []
        else:
            if pending:
                packed.append(pending)
                pending = []
            packed.append(row)
    if pending:
        packed.append(pending)
    return packed


class ControlsMixin:
    view: dict[str, Any]
    legal: list[Command]
    places: dict[str, Rect]

    def init_controls(self) -> None:
        self.mode = ""
        self.seat: Optional[int] = None
        """The seat the table takes gestures from (the viewer, when the rules wait for it)."""
        self._decision: tuple = ()
        self.no_offers: dict[int, int] = {}
        """Seat -> the round in which it said, at its sale, it makes no offer: its turn to offer
        then ends by itself, with no curtain (twenty-fourth trial: a hand-over for each seat's
        'no offer', about ten a round)."""
        self.reset_builders()

    def reset_builders(self) -> None:
        self.roles: dict[str, str] = {}
        """Draw: card -> "keep", "discard", "give:<seat>", "left", "right" or "take"."""
        self.tokens: list[str] = []
        self.marked: list[str] = []
        """Cards of the hand marked to pay a second action token."""
        self.bid = 0
        self.offer_to: Optional[int] = None
        self.offer_card: Optional[str] = None
        self.give_coins = 0
        self.ask_coins = 0
        self.ask_card = False
        self.ask_name: Optional[str] = None
        """The card wanted, by name (an amenity's type key), or None: any card of theirs."""
        self.blind = False
        """The offered card goes face down (a blind sale)."""
        self.naming = False
        """The offer's "wanted" list is open: every amenity by name, to pick one."""
        self.ruin: Optional[Command] = None
        """A tile drop that would close the seat's mine, waiting for 'Lay it anyway'."""
        self.impede_plays: dict[str, int] = {}
        """Impediment card -> the seat whose action it stops, laid in secret until confirmed."""

    def update_controls(self, view: dict[str, Any], viewer: Optional[int]) -> None:
        self.mode = decision_mode(view, viewer)
        self.seat = viewer if self.mode else None
        decision = (view.get("round"), view.get("phase"), view.get("step"), view.get("turn"), viewer, self.mode,
                    bool(view.get("offer")), view.get("offers_made"))
        if decision != self._decision:
            self._decision = decision
            self.reset_builders()
            if self.mode == "offer":
                others = [s for s in self.turn_order(view) if s != viewer]
                self.offer_to = others[0] if others else None
                self._offer_taken_back(view, viewer)
        me = self.me()
        if me is not None:
            hand = me["hand"] or []
            self.marked = [c for c in self.marked if c in hand]
            if self.offer_card not in hand:
                self.offer_card = None
            self.impede_plays = {c: t for c, t in self.impede_plays.items() if c in hand}

    def taken_back(self, commands: Sequence[Command]) -> None:
        """An offer taken back comes back to its panel as it was (sixteenth trial: it came back
        empty, card, face-down mark and price to be set again)."""
        self.restore_offer = next((c for c in reversed(commands) if isinstance(c, cmd.ProposeOffer)), None)
        self._restore_turn = None
        if self.restore_offer is not None:
            self._decision, self.relayout = None, True  # the panel is set up again at the next layout

    def _offer_taken_back(self, view: dict[str, Any], viewer: Optional[int]) -> None:
        """The offer Undo took back, set up again in the panel of its proposer, each time the
        panel is built anew in that same turn of the negotiation (the public table and the
        curtain between rebuild it); forgotten once the negotiation moved on."""
        back = self.restore_offer
        if back is None:
            return
        turn = (view.get("round"), view.get("phase"), view.get("turn"), view.get("offers_made"))
        if self._restore_turn is not None and turn != self._restore_turn:
            self.restore_offer, self._restore_turn = None, None
            return
        if back.seat == viewer:
            self._restore_turn = turn
            self.offer_to, self.offer_card, self.blind = back.target, back.give_card, back.blind
            self.give_coins, self.ask_coins = back.give_coins, back.ask_coins
            self.ask_card, self.ask_name = back.ask_card, back.ask_name

    restore_offer: Optional[cmd.ProposeOffer] = None
    """An offer Undo took back: its panel is filled in again with it (kept through the resets)."""
    _restore_turn: Optional[tuple] = None

    @staticmethod
    def turn_order(view: dict[str, Any]) -> list[int]:
        n = len(view["players"])
        return [(view["roller"] + k) % n for k in range(n)]

    def me(self) -> Optional[dict[str, Any]]:
        if self.seat is None:
            return None
        return self.view["players"][self.seat]

    def legal_of(self, kind: type) -> list[Any]:
        return [c for c in self.legal if isinstance(c, kind)]

    # -- the panel ----------------------------------------------------------------------------------
    def button_rows(self) -> list[list[str]]:
        legal = self.legal
        if self.ruin is not None:
            return [["ruin_yes"], ["ruin_never"], ["ruin_no"]]
        match self.mode:
            case "bid":
                return [["bid-", "bid", "bid+"]]
            case "sort1" | "sort3" | "sort4" | "draft":
                return [["confirm"]]
            case "choice":
                answers = [c.answer for c in self.legal_of(cmd.ResolveChoice)]
                return [[f"answer:{a}"] for a in answers if a in ("accept", "refuse")]
            case "tokens":
                if [c.actions for c in self.legal_of(cmd.ChooseActions)] == [("idle",)]:
                    return [["idle"]]
                possible = {a for c in self.legal_of(cmd.ChooseActions) for a in c.actions}
                idle = [["idle"]] if "idle" in possible else []  # beside a prospect that would seal the mine (ruling 2)
                return [[f"token:{a}" for a in ACTIONS if a in possible], *idle, ["confirm"]]
            case "impede":
                return [["impede"]]
            case "prospect":
                return [["rotate"]] + ([["end"]] if any(isinstance(c, cmd.EndAction) for c in legal) else [])
            case "exploit":
                return [["collect"]]
            case "build":
                return [["end"]]
            case "sell":
                ahead = [["noneg"]] if self.view["options"].get("negotiation", True) and len(self.view["players"]) > 1 else []
                return [[f"use:{c.card}"] for c in self.legal_of(cmd.UseAmenity)] + [["skip"]] + ahead
            case "offer":
                return [["propose"], ["endneg"]]
            case "answer":
                return ([] if self.view["offer"]["ask_card"] else [["accept"]]) + [["refuse"]]
            case "evolve":
                return [[f"route:{c.route}"] for c in self.legal_of(cmd.RaiseLevel)] + [["skipevo"]]
        return []

    def offer_rows(self) -> list[list[str]]:
        """The offer being built, as buttons in the panel beside the offered card's box; while
        the wanted card is being named, the list of names instead (naming_rows)."""
        if self.naming:
            return self.naming_rows()
        others = [s for s in self.turn_order(self.view) if s != self.seat]
        return [[f"to:{s}" for s in others] + ["askcard"], ["an", "blind"], ["gc-", "gc", "gc+"], ["ac-", "ac", "ac+"]]

    def naming_rows(self) -> list[list[str]]:
        """Any card, then the amenities a level a row: one click names one (seventh new-user
        trial: ◀ ▶ stepped through the twenty names one at a time)."""
        kinds = {key: self.cards.types[key] for key in self.nameable() if key is not None}  # type: ignore[attr-defined]
        levels = sorted({kind.level for kind in kinds.values()})
        rows = [[f"want:{key}" for key, kind in kinds.items() if kind.level == level] for level in levels]
        return [["want:"] + rows[0], *rows[1:]] if rows else [["want:"]]

    def nameable(self) -> list[Optional[str]]:
        """What the "wanted" row steps through: any card, then each amenity by level and cost."""
        kinds = [k for k in self.cards.types.values() if k.kind == "amenity"]  # type: ignore[attr-defined]
        return [None] + [k.key for k in sorted(kinds, key=lambda k: (k.level, k.cost, k.key))]

    def button_sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        sprites = self._button_grid(self.zone("choices"), self.button_rows(), spare_last_row=True)  # type: ignore[attr-defined]
        if self.mode == "offer" and BOX + "give" in self.places:
            x, y, w, h = self.places[PANEL]
            box_x = self.places[BOX + "give"][0]
            room = OFFER_TITLE_ROOM + OFFER_TITLE_LINE
            sprites += self._button_grid((box_x + 140, y + 20 + room, x + w - box_x - 150, h - 20 - room), self.offer_rows())
        return sprites

    def _button_grid(self, area: Rect, rows: list[list[str]], pitch: float = BUTTON_H + 22, spare_last_row: bool = False) -> list[Sprite]:
        """Rows of buttons, far enough apart for the table's number badge (20 units, 2 above the
        button) above each one; buttons never rise when hovered or chosen (see `lifts`). Rows
        that would run out of the area below (one per amenity action, when a player owns many)
        are packed side by side (`packed_rows`), so they never reach the log under the area.
        With `spare_last_row`, the area's last row is left empty while the buttons fit in the
        others at most SPARED_ROW_ACROSS across: a zoom opened in the column under them
        (`side_zoom_box`) then clears both them and the Undo / Menu row."""
        x, y, w, h = area
        room = max(1, int((h - 20 - BUTTON_H) // pitch) + 1)
        fewer = packed_rows(rows, room - 1) if spare_last_row and room > 1 else []
        if fewer and len(fewer) <= room - 1 and max(len(row) for row in fewer) <= SPARED_ROW_ACROSS:
            rows = fewer
        else:
            rows = packed_rows(rows, room)
        sprites = []
        for row_index, row in enumerate(rows):
            cell = (w - 6 * (len(row) - 1)) / len(row)
            for index, name in enumerate(row):
                rect = (x + index * (cell + 6), y + 20 + row_index * pitch, cell, BUTTON_H)
                sprite = Sprite(BUTTON + name, "button", rect, True, (name, self.button_label(name)), Z_BUTTON)
                self.places[sprite.key] = rect
                sprites.append(sprite)
        return sprites

    def button_label(self, name: str) -> str:
        t = self.t  # type: ignore[attr-defined]
        head, _, rest = name.partition(":")
        match head:
            case "bid":
                return t("button_bid", amount=self.bid)
            case "bid-" | "gc-" | "ac-":
                return "−"
            case "bid+" | "gc+" | "ac+":
                return "+"
            case "an":
                wanted = self.short_card_name(f"{self.ask_name}.1") if self.ask_name else t("any_card")  # type: ignore[attr-defined]
                return t("button_ask_name", name=wanted) + " ▾"  # it opens the list of names
            case "want":
                named = self.short_card_name(f"{rest}.1") if rest else t("any_card")  # type: ignore[attr-defined]
                return ("✓ " if (rest or None) == self.ask_name else "") + named
            case "gc":
                return t("button_give_coins", amount=self.give_coins)
            case "ac":
                return t("button_ask_coins", amount=self.ask_coins)
            case "askcard":
                return ("✓ " if self.ask_card else "") + t("button_ask_card")
            case "blind":
                return ("✓ " if self.blind else "") + t("button_blind")
            case "noneg":
                return ("✓ " if self.no_offers_ahead(self.seat, self.view) else "") + t("button_noneg")  # type: ignore[attr-defined]
            case "to":
                return ("✓ " if self.offer_to == int(rest) else "") + t("button_to", name=self.seat_name(int(rest)))  # type: ignore[attr-defined]
            case "token":
                return ("✓ " if rest in self.tokens else "") + t(f"action_{rest}")
            case "answer":
                caravan = self._caravan()
                if caravan is None:
                    return t(f"button_{rest}")
                # a caravan's buttons say what each costs, and why trading is not offered when it
                # is not ("Refuse" alone made a player pay 5, new-user trial F51)
                coins = self.view["players"][self.seat]["coins"]  # type: ignore[attr-defined]
                if rest == "accept":
                    return t("button_trade", price=caravan.price) if caravan.price else t("button_trade_free")
                # why trading is not offered is said in the message above (status_text): on the
                # button it made one cramped line (third new-user trial H26)
                if coins >= caravan.refuse:
                    return t("button_refuse_caravan", amount=caravan.refuse)
                # less than the card asks: all the coins there are, said so (twenty-fourth trial:
                # "payer 3" beside a card asking 4)
                return t("button_refuse_caravan_all", amount=coins) if coins else t("button_refuse_caravan_none")
            case "use":
                return t("button_use", name=self.card_name(rest))  # type: ignore[attr-defined]
            case "route":
                return t(f"route_{rest}", cost=self.route_cost(rest))
            case "end":
                return t("button_end_prospect" if self.mode == "prospect" else "button_build_nothing")
            case "impede":
                count = len(self.impede_plays)
                return t("button_pass") if not count else t("button_impede_one") if count == 1 else t("button_impede", count=count)
        return t(f"button_{head}")

    def _caravan(self):
        """The caravan card waiting for this seat's answer, or None."""
        choice = self.view.get("choice")  # type: ignore[attr-defined]
        if not choice or choice[0] != self.seat:  # type: ignore[attr-defined]
            return None
        kind = self.cards.type_of(choice[1])  # type: ignore[attr-defined]
        return kind if kind.effect == "caravan" else None

    def button_is_on(self, name: str) -> bool:
        head, _, rest = name.partition(":")
        return (head == "token" and rest in self.tokens) or (head == "to" and self.offer_to == int(rest)) or (name == "askcard" and self.ask_card) or (name == "blind" and self.blind) \
            or (name == "noneg" and self.no_offers_ahead(self.seat, self.view))  # type: ignore[attr-defined]

    def no_offers_ahead(self, seat: Optional[int], view: dict[str, Any]) -> bool:
        """Whether `seat` said, this round, that it makes no offer."""
        return seat is not None and self.no_offers.get(seat) == view.get("round")

    def _cap_ask(self) -> None:
        """Coins asked stop at what the offer's target has (coins are public): more is refused
        by itself, and the proposer learnt why only afterwards (fourteenth trial)."""
        if self.offer_to is None:
            return
        coins = self.view["players"][self.offer_to]["coins"]
        if self.ask_coins > coins:
            self.ask_coins = coins
            self.notice = self.t("ask_capped", name=self.seat_name(self.offer_to), coins=coins)  # type: ignore[attr-defined]

    # -- what the buttons do ------------------------------------------------------------------------
    def press(self, seat: int, name: str) -> "Command | bool":
        """A click on button `name`: a command, or True when only the built decision changed."""
        head, _, rest = name.partition(":")
        me = self.view["players"][seat]
        if self.naming and head not in ("want", "an"):
            self.naming, self.relayout = False, True  # another button closes the list of names, then acts
        match head:
            case "bid-":
                self.bid = max(0, self.bid - 1)
            case "bid+":
                self.bid = min(me["coins"], self.bid + 1)
            case "bid":
                return cmd.Bid(seat, self.bid)
            case "gc-":
                self.give_coins = max(0, self.give_coins - 1)
            case "gc+":
                self.give_coins = min(me["coins"], self.give_coins + 1)
            case "ac-":
                self.ask_coins = max(0, self.ask_coins - 1)
            case "ac+":
                self.ask_coins += 1
                self._cap_ask()
            case "askcard":
                self.ask_card = not self.ask_card
                self.ask_name = None
            case "blind":
                self.blind = not self.blind
            case "an":
                self.naming, self.relayout = True, True
            case "want":
                self.ask_name, self.naming, self.relayout = rest or None, False, True
                self.ask_card = self.ask_card or self.ask_name is not None
            case "to":
                self.offer_to = int(rest)
                self._cap_ask()
            case "token":
                if rest in self.tokens:
                    self.tokens.remove(rest)
                else:
                    self.tokens = (self.tokens + [rest])[-2:]
            case "confirm":
                built = self.built_command(seat)
                if built is None:
                    # Valider with a box still empty did nothing, unsaid
                    self.notice = self.t("confirm_unfinished")  # type: ignore[attr-defined]
                return built or True
            case "idle":
                return cmd.ChooseActions(seat, ("idle",))
            case "answer":
                return cmd.ResolveChoice(seat, rest)
            case "impede":
                return cmd.ChooseImpediments(seat, tuple(self.impede_plays.items()))
            case "ruin_yes":
                command, self.ruin = self.ruin, None
                self.relayout = True
                return command or True
            case "ruin_never":
                command, self.ruin = self.ruin, None
                self.relayout = True
                if self.stop_warning is not None:
                    self.stop_warning()
                return command or True
            case "ruin_no":
                self.ruin, self.relayout = None, True
            case "rotate":
                self.rotate_held(1)  # type: ignore[attr-defined]
            case "end":
                return cmd.EndAction(seat)
            case "collect":
                return cmd.Collect(seat)
            case "use":
                return cmd.UseAmenity(seat, rest)
            case "skip":
                return cmd.SkipSale(seat)
            case "propose":
                if self.offer_to is None:
                    return True
                return cmd.ProposeOffer(seat, self.offer_to, self.offer_card, self.give_coins, self.ask_coins, self.ask_card,
                                        self.ask_name if self.ask_card else None, self.blind and self.offer_card is not None)
            case "endneg":
                return cmd.EndNegotiation(seat)
            case "noneg":
                if self.no_offers_ahead(seat, self.view):
                    del self.no_offers[seat]
                else:
                    self.no_offers[seat] = self.view["round"]
            case "accept":
                return cmd.AcceptOffer(seat)
            case "refuse":
                return cmd.RefuseOffer(seat)
            case "route":
                return cmd.RaiseLevel(seat, rest)
            case "skipevo":
                return cmd.SkipEvolution(seat)
        return True

    def built_command(self, seat: int) -> Optional[Command]:
        """The command the roles and tokens built so far make (None: not enough chosen yet)."""
        me = self.view["players"][seat]
        if self.mode == "tokens":
            if not self.tokens:
                return None
            hand = me["hand"] or []
            actions = tuple(a for a in ACTIONS if a in self.tokens)
            return cmd.ChooseActions(seat, actions, tuple(c for c in hand if c in self.marked) if len(actions) == 2 else ())
        cards = self.panel_cards()
        having = lambda role: [c for c in cards if self.roles.get(c) == role]  # noqa: E731
        gifts = [(c, int(self.roles[c][5:])) for c in cards if self.roles.get(c, "").startswith("give:")]
        match self.mode:
            case "sort1":
                if len(gifts) != 1:
                    return None
                return cmd.SortDiscardDraw(seat, tuple(having("keep")), gifts[0][0], gifts[0][1])
            case "sort3":
                return cmd.GiveAway(seat, tuple(gifts))
            case "sort4":
                roles = [having(r) for r in ("keep", "discard", "left", "right")]
                if any(len(r) != 1 for r in roles):
                    return None
                return cmd.SortFour(seat, *(r[0] for r in roles))
            case "draft":
                take, thrown = having("take"), having("discard")
                needs_discard = self.view["step"] == "first_pick" and len(cards) > 1
                if len(take) != 1 or (needs_discard and len(thrown) != 1):
                    return None
                return cmd.DraftPick(seat, take[0], thrown[0] if needs_discard else None)
        return None
