"""The Mines de Maphr table plugin: card faces for the zoom, what each event looks like, the
status line. Layout in layout.py, painting in painting.py and drawing.py, the decision being
built in controls.py, gestures in gestures.py."""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Optional, Sequence

import pygame

from game.engine import Command, Event
from game.engine.records import ChoicesRevealed
from game.rules.maphr import events as ev
from game.rules.maphr.actions import max_tiles, seals_the_mine
from game.rules.maphr.draw_modes import auction_packet_size
from game.rules.maphr.mine import LEVEL_SIZE, mine_is_full
from game.rules.maphr.commands import (
    AcceptOffer, ChooseActions, ChooseImpediments, EndNegotiation, PlaceTile, RefuseOffer, SkipEvolution, SkipSale,
)
from game.rules.maphr.powers import hand_limit_of
from game.rules.maphr.rules import DEFAULT_OPTIONS
from game.rules.maphr.state import END_TARGET, GREY_TARGET_REDUCTION
from game.ui import theme
from game.ui.presenter import Callout, EventStyle, Sprite
from game.ui.tables.base import Interlude, TableContext, TablePlugin
from game.ui.tables.maphr.controls import BUTTON, ControlsMixin
from game.ui.tables.maphr.panel import PanelMixin
from game.ui.tables.maphr.drawing import DrawingMixin
from game.ui.tables.maphr.gestures import GesturesMixin
from game.ui.tables.maphr.layout import LayoutMixin, Rect
from game.ui.tables.maphr.tokens import TOKEN_COLOURS
from game.ui.tables.maphr.painting import AMENITY_COLOURS, KIND_COLOURS, PiecePainter, roman
from game.ui.widgets.card import CardFace

COIN = "◉"
REVEAL = 1.8
"""Seconds the simultaneous reveal (action tokens, auction bids turning over) lasts."""
ROLL = 1.0
"""Seconds the draw-mode die tumbles before it lies still."""
ZOOM_GAP = 6
"""Design units between a zoom in the right-hand column and the buttons above or below it."""
MIN_ZOOM_SCALE = 0.75
"""The smallest a zoom is drawn to fit between the decision buttons and Undo / Menu (its text
stays readable at the smallest window)."""


class MaphrTable(GesturesMixin, ControlsMixin, PanelMixin, DrawingMixin, LayoutMixin, TablePlugin):
    game_id = "maphr"
    level_name = "maphr_{players}p"
    shared_events = (ChoicesRevealed, ev.RoundStarted)  # a new round's die and draws are everyone's
    explains_zoom = False  # its zoom fills the right-hand column; the terms are on How to play
    option_presets = (
        ("maphr.preset_standard", {}),
        ("maphr.preset_short", {"round_limit": 12}),
        ("maphr.preset_no_negotiation", {"negotiation": False}),
        ("maphr.preset_one_tile", {"tiles_per_prospect": 1}),
    )

    def __init__(self, ctx: TableContext):
        super().__init__(ctx)
        self.cards = ctx.rules.cards  # type: ignore[attr-defined]
        self._pieces: Optional[PiecePainter] = None
        self.view: dict[str, Any] = {}
        self.viewer: Optional[int] = None
        self.clan_spots: dict[int, tuple[tuple[float, float, float, float], str]] = {}
        """Per seat, where its clan's name is drawn (design units) and the clan: hover_note."""
        self.init_layout()
        self.init_controls()
        self.init_gestures()

    @property
    def pieces(self) -> PiecePainter:
        """The painter, made again when the settings change the fonts (text size)."""
        if self._pieces is None or self._pieces.assets is not self.ctx.assets:
            self._pieces = PiecePainter(self.ctx.assets, self.cards, self.t)
        return self._pieces

    def t(self, key: str, **values: Any) -> str:
        return self.ctx.tr(f"maphr.{key}", **values)

    def pile_cards(self, view: dict[str, Any], key: str) -> "Optional[tuple[str, list[Sprite]]]":
        if key not in view["discard"]:
            return None
        cards = [Sprite(card, "mcard", (0, 0, 80, 80), True, card) for card in reversed(view["discard"])]
        return f"{self.t('zone_discard')} ({len(cards)})", cards

    KEYED_MODES = ("draft", "sort1", "sort3", "sort4", "discard", "sell", "answer", "build", "prospect", "offer")
    """Steps where a card's number and Enter finish the gesture (`GesturesMixin.select_command`);
    elsewhere (miners onto veins) only a drag does."""

    BOXED_MODES = ("draft", "sort1", "sort3", "sort4")
    """Steps whose cards are put in the panel's boxes first, then sent by Valider."""

    def hint_key(self, keys: list[str]) -> str:
        # The message above already says what to drag where, step by step: only the keys are left.
        if not any(not key.startswith(BUTTON) for key in keys):
            # only buttons to type: "a card's number, then Enter" was said to a hand of none
            # (ninth new-user trial, an offer to answer with no card)
            return "table.hint_choose" if keys else "table.hint_undo"
        if self.mode in self.BOXED_MODES:
            # Enter puts the card in its box, a second Enter sends: the one-Enter hint left a
            # player pressing Enter once and waiting (seventeenth trial, the draft)
            return "table.hint_keys_boxes"
        return "table.hint_keys" if self.mode in self.KEYED_MODES else "table.hint_undo"

    def card_name(self, card: str) -> str:
        kind = self.cards.type_of(card)
        return kind.name.get(self.ctx.lang, kind.name["en"])

    def short_card_name(self, card: str) -> str:
        """The name on a small button: an amenity's short one where it has one (fifteenth trial:
        the Bureau's 42 letters were drawn at about 6 px in the wanted-card list)."""
        kind = self.cards.type_of(card)
        names = kind.short or kind.name
        return names.get(self.ctx.lang, names["en"])

    def hover_note(self, view: dict[str, Any], design_pos: Sequence[float]) -> Optional[str]:
        """A clan's name tells its power: prices and limits it changes are otherwise unexplained."""
        for (x, y, w, h), clan in self.clan_spots.values():
            known = self.cards.clans.get(clan)
            if known is not None and x <= design_pos[0] <= x + w and y <= design_pos[1] <= y + h:
                return self.t("clan_note", clan=self.clan_name(clan), power=known.text.get(self.ctx.lang, known.text["en"]))
        return None

    def clan_name(self, clan: str) -> str:
        known = self.cards.clans.get(clan)
        return known.name.get(self.ctx.lang, known.name["en"]) if known else clan

    def round_limit(self) -> Optional[int]:
        """The `round_limit` option, or None: the rulebook has none (README, ruling 16)."""
        limit = {**DEFAULT_OPTIONS, **self.ctx.config.options}["round_limit"]
        return None if limit is None else int(limit)

    def target_of(self, view: dict[str, Any], player: dict[str, Any]) -> int:
        clan = self.cards.clans.get(player["clan"])
        return END_TARGET[len(view["players"])] - (GREY_TARGET_REDUCTION if clan is not None and clan.grey else 0)

    # -- views ------------------------------------------------------------------------------------
    def interlude(self, events: Sequence[Event], index: int, public_view: Callable[[], dict[str, Any]],
                  describe: Callable[[Event], str]) -> Optional[Interlude]:
        """When a new round starts, where each clan stands after the one just played (the
        setting "summary after each round" showed none in this game: eighth new-user trial)."""
        event = events[index]
        if not isinstance(event, ev.RoundStarted) or event.round < 2:
            return None
        view = public_view()
        lines = tuple(self.t("summary_line", name=self.seat_name(seat), stats=self.t(
            "board_stats", coins=player["coins"], level=roman(player["level"]), cards=player["hand_size"],
            tiles=len(player["mine"]), target=self.target_of(view, player)))
            for seat, player in enumerate(view["players"]))
        return Interlude(self.t("summary_title", round=event.round - 1), lines)

    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.view, self.viewer = view, viewer
        self.update_gestures(view, viewer)
        self.update_controls(view, viewer)
        return self.lay_out(view, viewer)

    def zoom_face(self, sprite: Sprite) -> Optional[CardFace]:
        if sprite.kind == "mtoken" and sprite.face_up and sprite.data:
            return CardFace(self.t(f"action_{sprite.data}"), "", header=TOKEN_COLOURS.get(sprite.data, (80, 80, 100)))
        card = sprite.data[0] if sprite.kind == "mtile" else sprite.data
        if sprite.kind not in ("mcard", "mtile") or not isinstance(card, str) or not sprite.face_up:
            return None
        kind = self.cards.type_of(card)
        text = kind.text.get(self.ctx.lang, kind.text["en"])
        if kind.kind == "tile":
            text = self.t("tile_vein", units=kind.units, mineral=self.t(f"mineral_{kind.mineral}")) if kind.is_vein else self.t("tile_gallery")
            header = KIND_COLOURS["tile"]
        elif kind.kind == "amenity":
            text = self.t("amenity_line", level=roman(kind.level), cost=kind.cost, points=kind.points) + "\n" + text
            header = AMENITY_COLOURS[kind.colour]
        else:
            header = KIND_COLOURS.get(kind.kind, (80, 80, 100))
        return CardFace(self.card_name(card), text, header=header, art=self.art(kind.key))

    def zoom_image(self, sprite: Sprite, size: tuple[int, int]) -> Optional[pygame.Surface]:
        """A tile's zoom shows the tile itself, turned as it lies or is held, its name above and
        its vein below: its mineral's icon said nothing of where its galleries go (eleventh
        trial: "a tile's large view shows its text but not its track layout")."""
        if sprite.kind not in ("mcard", "mtile"):
            return None  # an action token's zoom is its name (the monkey zoomed one: KeyError 'prospect')
        card, rotation = sprite.data if sprite.kind == "mtile" else (sprite.data, self.rotations.get(sprite.data, 0))  # type: ignore[attr-defined]
        face = self.zoom_face(sprite)
        if face is None or not isinstance(card, str) or self.cards.type_of(card).kind != "tile":
            return None
        assets = self.ctx.assets
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 18)
        pygame.draw.rect(image, (246, 240, 228), image.get_rect(), border_radius=radius)
        header = pygame.Rect(0, 0, w, round(h * 0.16))
        pygame.draw.rect(image, face.header, header, border_top_left_radius=radius, border_top_right_radius=radius)
        pad = max(4, w // 20)
        assets.draw_fitted(image, face.title, w / 11, (255, 255, 255), header.inflate(-2 * pad, -pad), bold=True)
        side = min(w - 2 * pad, round(h * 0.58))
        tile = self.pieces.tile(card, rotation, side)  # type: ignore[attr-defined]
        spot = tile.get_rect(midtop=(w // 2, header.bottom + pad))
        image.blit(tile, spot)
        below = pygame.Rect(pad, spot.bottom + pad // 2, w - 2 * pad, h - spot.bottom - pad)
        assets.draw_fitted(image, face.text, w / 13, (40, 36, 32), below)
        pygame.draw.rect(image, (90, 80, 70), image.get_rect(), width=max(1, w // 90), border_radius=radius)
        return image

    def zoom_box(self, sprite: Sprite, size: tuple[float, float]) -> Optional[Rect]:
        """Every zoom (a tile of a mine, an amenity, a card of the hand, of the draw, sale or trade
        panel, of the discard pile, an action token) opens in the right-hand column (see
        `side_zoom_box`). A mine tile's zoom once opened beside its mine, but no board has
        room for it there (the amenity rows are narrower than the zoom at every player count),
        so it reached over the neighbouring clan's mine."""
        if not self.view:
            return None
        return self.side_zoom_box(size)

    def side_zoom_box(self, size: tuple[float, float]) -> Rect:
        """The boards fill the table left of the right-hand column, and every part of them
        holds a mine or lies beside one, so a zoom opened next to its card (above a hand card,
        beside an amenity) would cover a mine. It opens in that column instead, over the lower
        part of the game log, its foot just above the Undo / Menu row, so the status line and
        the decision buttons above stay in sight too. When the decision buttons reach further
        down (four rows of them, for a player with many amenity actions), the zoom starts below
        the last one and is drawn smaller, to end above Undo / Menu all the same."""
        x, _, w, _ = self.zone("log")
        width, height = self.design_size
        foot = self.zone("buttons")[1] - ZOOM_GAP
        top = foot - size[1]
        column = (x, 0.0, w, height)
        buttons = [r for k, r in self.places.items() if k.startswith(BUTTON) and r[0] < column[0] + column[2] and column[0] < r[0] + r[2]]
        if buttons:
            top = max(top, max(r[1] + r[3] for r in buttons) + ZOOM_GAP)
        scale = min(1.0, max(MIN_ZOOM_SCALE, (foot - top) / size[1]))
        zoom_w, zoom_h = size[0] * scale, size[1] * scale
        left = min(max(0.0, x + (w - zoom_w) / 2), width - zoom_w)
        return (left, min(max(0.0, top), height - zoom_h), zoom_w, zoom_h)

    def seat_note(self, view: dict[str, Any], seat: int) -> str:
        """"(choosing in secret)" while a seat still has to choose in secret (its face-down token or chip
        shows once it has). A bare "…" read as a header cut short (issue 19)."""
        committed = view["choices"]["committed"]
        step = view["choices"]["step"]
        if step is not None and seat in view["choices"]["choosers"] and str(seat) not in committed:
            # what is chosen: "(choisit en secret)" on both headers at the obstacles said
            # nothing of what was still awaited (twentieth trial)
            return self.t(f"choosing_{step}") if step in ("auction", "actions", "impediments") else self.t("choosing")
        return ""

    def panel_title(self) -> str:
        # an offer names its cards as their faces do, by their short names (twenty-third trial:
        # "vous donnez : Bureau de l'ordination logique des tunnels · …" shrank the title to 8 px,
        # and the card read "Bureau des tunnels" in the hand)
        if self.mode == "answer":
            offer = self.view["offer"]
            parts = []
            if offer["gives_card"]:
                parts.append(self.short_card_name(offer["give_card"]) if offer["give_card"] else self.t("a_card_blind" if offer["blind"] else "a_card"))
            if offer["give_coins"]:
                parts.append(f"{offer['give_coins']} {COIN}")
            asks = []
            if offer["ask_coins"]:
                asks.append(f"{offer['ask_coins']} {COIN}")
            if offer["ask_card"]:
                wanted = offer.get("ask_name")
                asks.append(self.short_card_name(f"{wanted}.1") if wanted else self.t("a_card_of_yours"))
            return self.t("offer_from", name=self.seat_name(offer["proposer"]), gives=" + ".join(parts), asks=" + ".join(asks))
        if self.mode == "offer":
            target = self.seat_name(self.offer_to) if self.offer_to is not None else "?"
            gives = [self.short_card_name(self.offer_card)] if self.offer_card else []
            gives += [f"{self.give_coins} {COIN}"] if self.give_coins else []
            asks = [f"{self.ask_coins} {COIN}"] if self.ask_coins else []
            if self.ask_card:
                asks.append(self.short_card_name(f"{self.ask_name}.1") if self.ask_name else self.t("a_card"))
            # "Offer to Ann: — for —" said nothing of how to fill it (new-user trial F55)
            nothing = self.t("offer_nothing")
            title = self.t("offer_building", name=target, gives=" + ".join(gives) or nothing, asks=" + ".join(asks) or nothing)
            kind = self.cards.type_of(self.offer_card) if self.offer_card else None
            if kind is not None and kind.kind == "amenity":  # its price range before Propose (sixteenth trial)
                title += self.t("offer_range", low=kind.cost, high=2 * kind.cost)
            return title
        if self.mode == "choice" and self.view.get("choice"):
            return self.card_name(self.view["choice"][1])
        return self.t(f"panel_{self.mode}") if self.mode else ""

    def highlight_rect(self, key: str) -> Optional[tuple[float, float, float, float]]:
        """As the base table, and "cell:SEAT:X,Y": a cell of that seat's mine (where the guided
        game asks for a tile)."""
        if key.startswith("cell:"):
            seat, _, cell = key[5:].partition(":")
            grid = self.grids.get(int(seat)) if seat.isdigit() else None  # type: ignore[attr-defined]
            x, _, y = cell.partition(",")
            if grid is None or not x.lstrip("-").isdigit() or not y.lstrip("-").isdigit():
                return None
            return grid.rect((int(x), int(y)))
        return super().highlight_rect(key)

    def key_badge_anchor(self, key: str) -> str:
        """A miner's key on the miner: above the new miner it sat on the board's header line
        ("2/12 tui2es", seen in the guided game). A card put in a box (Take, Discard...) keeps
        its key in its corner: above it, it covered the box's name (third new-user trial H25)."""
        if key.startswith("miner:"):
            # beside it: on it, the key hid the "+" that hires a miner ("nowhere to be seen",
            # tenth trial) and the miner's head
            return "left"
        # over its top right corner, below the box's name: in the corner it covered the card's
        # kind ("Contra2", ninth trial)
        return "over_corner" if self.roles.get(key) or key == self.offer_card else "above"  # type: ignore[attr-defined]

    def curtain_answer(self, public_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[tuple[str, Command]]:
        """No impediment, or no (more) offers, from the curtain: every seat with a card is asked
        about impediments, holder or not (README ruling 11), so most answers need no look at the
        hand (third new-user trial H22: a curtain and a click for a seat with no impediment)."""
        # Phase III's "neither sell nor use" and Phase V's "keep the level" too (fifteenth trial:
        # a level kept took a curtain and the hand shown, with nothing secret to decide)
        answers = ((ChooseImpediments(seat), "button_pass"), (EndNegotiation(seat), "button_endneg"),
                   (SkipSale(seat), "button_skip"), (SkipEvolution(seat), "button_skipevo"))
        for command, label in answers:
            if command in legal and not (isinstance(command, SkipSale) and self._discard_follows(public_view, seat)):
                return self.t(label), command
        return None

    def _discard_follows(self, public_view: dict[str, Any], seat: int) -> bool:
        """Whether the seat's hand is over its limit, so a discard follows its sale: answered
        on the curtain, the sale then needed a second curtain for the discard (twenty-fifth trial).
        Its hand's size, its clan and its amenities are public."""
        player = public_view["players"][seat]
        return player["hand_size"] > hand_limit_of(self.cards, player["clan"], player["amenities"])

    def watched_by_all(self, event: Event) -> bool:
        """Not the impediments' answers when nobody played one: nothing is shown, and the player
        who answered last goes on to their action without a curtain."""
        if isinstance(event, ChoicesRevealed) and event.step == ev.IMPEDIMENTS_STEP:
            return any(choice.get("plays") for _, choice in event.choices)
        return super().watched_by_all(event)

    def first_at_screen(self, public_view: dict[str, Any], waiting: list[int]) -> int:
        """The secret steps (the draw, the actions, the impediments) go round the die roller's
        left and end with the die roller, who is first in what follows (an action, a contract to
        pay, a sale): the die roller then goes on without a curtain. From the die roller, the
        impediments' answers passed the screen to Bob, then back to Ana for her action
        (twenty-third trial: about twelve curtains a round)."""
        return min(waiting, key=self._round_the_screen(public_view))

    @staticmethod
    def _round_the_screen(view: dict[str, Any]) -> Callable[[int], int]:
        """A seat's place in the round the screen goes: from the die roller's left, the die
        roller last."""
        roller, count = view["roller"], len(view["players"])
        return lambda seat: (seat - roller - 1) % count

    def forced_command(self, public_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
        """The last card of a draft packet is taken by itself (its size is public); an offer asking
        more coins than its target has is refused by itself."""
        player = public_view["players"][seat]
        step = public_view.get("step")
        if public_view.get("phase") == "draw" and step in ("pick", "first_pick") and player["packet_size"] == 1 and len(legal) == 1:
            return legal[0]
        offer = public_view.get("offer")
        if offer and offer["target"] == seat and player["coins"] < offer["ask_coins"] and legal == [RefuseOffer(seat)]:
            return legal[0]  # it asks more coins than the seat has (coins are public)
        if public_view.get("phase") == "negotiation" and not offer and self.no_offers_ahead(seat, public_view) \
                and EndNegotiation(seat) in legal:
            return EndNegotiation(seat)  # said at its sale (no_offers): a choice made, not a hidden card's
        return None

    def private_peek(self, events: Sequence[Event], seat: int,
                     views: Optional[Callable[[], tuple[dict[str, Any], dict[str, Any]]]] = None) -> Optional[Interlude]:
        """A blind sale bought: the buyer sees the card at once, before the screen passes
        (fifteenth trial: Bob learned what he had bought a round later)."""
        if views is None or not any(isinstance(e, ev.OfferAccepted) and e.target == seat for e in events):
            return None
        before, after = views()
        offer = before.get("offer")
        if not offer or not offer.get("blind") or offer.get("target") != seat:
            return None
        gained = Counter(after["players"][seat]["hand"] or []) - Counter(before["players"][seat]["hand"] or [])  # type: ignore[index]
        if not gained:
            return None
        cards = ", ".join(self.card_name(card) for card in gained.elements())
        return Interlude(self.t("peek_title", name=self.seat_name(seat)), (self.t("peek_bought", card=cards),),
                         button=self.t("peek_button"), private_to=seat)

    def forced_toast(self, name: str, public_view: dict[str, Any]) -> str:
        if public_view.get("phase") == "negotiation" and not public_view.get("offer"):
            return self.t("no_offers_said", name=name)
        offer = public_view.get("offer")
        if offer:
            coins = public_view["players"][offer["target"]]["coins"]
            if coins < offer["ask_coins"]:  # why it was refused (fourteenth trial: "only one choice")
                return self.t("offer_refused_coins", name=name, coins=coins, ask=offer["ask_coins"])
        return super().forced_toast(name, public_view)

    def played_notice(self, match: Any, first: int, command: Command) -> Optional[str]:
        """A tile laid, and Prospect ended by itself short of its tiles: no tile of the hand fits
        any more (the ninth trial read "2 at most", laid one, and the action ended unsaid). The
        end is public, and so is what it shows."""
        if not isinstance(command, PlaceTile):
            return None
        events = [entry.event for entry in match.entries[first:]]
        if not any(isinstance(e, ev.ActionEnded) and e.seat == command.seat and e.action == "prospect" for e in events):
            return None
        # the tiles laid in this Prospect, as the rules count them (a scan of the log back to the
        # action's start met the next action's start after a take-back, and said "no tile fits"
        # when the action had its two tiles: eighteenth trial)
        before = match.state_at(first)
        laid = before.placed_this_action + sum(isinstance(e, ev.TilePlaced) and e.seat == command.seat for e in events)
        board = match.state.players[command.seat]
        if laid >= max_tiles(before, self.cards, before.players[command.seat]):
            return None
        if mine_is_full(board.level, len(board.mine)):
            # the mine holds all its level allows: "no tile fits" was said with a cell still
            # open (twelfth trial)
            return self.t("prospect_ended_level", name=self.seat_name(command.seat), level=roman(board.level), most=LEVEL_SIZE[board.level])
        return self.t("prospect_ended_no_fit", name=self.seat_name(command.seat))

    def mine_full(self, player: dict[str, Any]) -> str:
        """Why `player`'s mine takes no tile however they fit, if that is why ("" if not): the
        most tiles its level allows."""
        level = player["level"]
        if not mine_is_full(level, len(player["mine"])):
            return ""
        return self.t("means_prospect_level", level=roman(level), most=LEVEL_SIZE[level])

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        if not view:
            return ""
        if view.get("outcome"):
            return self.t("status_over")
        if self.mode and viewer == self.seat:
            name = self.seat_name(viewer)
            values: dict[str, Any] = {"name": name}
            if self.ruin is not None:
                return self.t("warn_closes", name=name, card=self.card_name(self.ruin.card))  # type: ignore[attr-defined]
            if self.mode == "tokens":
                values["cost"] = values["count"] = self.second_cost()
                if self.sampled is not None and seals_the_mine(self.sampled, self.cards, viewer):  # type: ignore[attr-defined]
                    return self.t("hint_tokens_seal", **values)  # README, ruling 2: prospect or the idle coin
                if len({a for c in self.legal if isinstance(c, ChooseActions) for a in c.actions}) < 2:
                    return self.t("hint_tokens_one", **values)
            if self.mode == "bid":
                values["cards"] = auction_packet_size(len(view["players"]))  # what the bid is for (twelfth trial)
            if self.mode == "prospect":
                values["left"] = self.tiles_left()
            if self.mode == "discard":
                values["count"] = max(0, view["players"][viewer]["hand_size"] - self.hand_limit())
            offer = view.get("offer")
            if self.mode == "answer" and offer and offer["ask_card"] and not any(isinstance(c, AcceptOffer) for c in self.legal):
                wanted = self.card_name(f"{offer['ask_name']}.1") if offer.get("ask_name") else None  # type: ignore[attr-defined]
                if wanted:
                    return self.t("hint_answer_cannot_named", card=wanted, **values)
                if view["players"][viewer]["hand"] and not offer["gives_card"]:
                    # cards, but none sells at that price (twentieth trial: "vous n'avez aucune
                    # carte à donner" to a player holding five amenities)
                    return self.t("hint_answer_cannot_price", price=offer["give_coins"] - offer["ask_coins"], **values)
                return self.t("hint_answer_cannot", **values)
            if self.mode == "impede" and len(self.legal) <= 1:
                return self.t("hint_impede_none", **values)
            if self.mode == "choice" and view.get("choice"):
                # what this card asks, not "a tile, an amenity or a button" (second new-user trial)
                card = view["choice"][1]
                effect = getattr(self.cards.type_of(card), "effect", "")
                key = {"caravan": "hint_choice_caravan", "destroy_amenity": "hint_choice_amenity",
                       "destroy_tile": "hint_choice_tile"}.get(effect)
                caravan = self._caravan() if effect == "caravan" else None  # type: ignore[attr-defined]
                coins = view["players"][viewer]["coins"]
                if caravan is not None and coins < caravan.price:
                    return self.t("hint_choice_caravan_short", card=self.card_name(card), price=caravan.price, coins=coins,
                                  amount=min(caravan.refuse, coins), **values)
                if key:
                    return self.t(key, card=self.card_name(card), **values)
            if self.mode == "draft" and any(role == "discard" for role, _ in self.boxes()):  # type: ignore[attr-defined]
                return self.t("hint_draft_first", **values)  # the first pick also discards a card
            if self.mode == "draft" and view.get("die") == 2 and view.get("auction_winner") == viewer:
                # the auction's winner keeps two: the same panel came back after the first pick,
                # unexplained (eleventh trial)
                return self.t("hint_draft_won_first" if view.get("picks_left", 0) >= 2 else "hint_draft_won_second", **values)
            return self.t(f"hint_{self.mode}", **values)
        waiting = list(view["to_act"])
        if not waiting:
            return ""
        # in the order the screen goes round (first_at_screen): "on attend Bob, Ana" was said
        # while Ana was asked first (twenty-fifth trial)
        waiting.sort(key=self._round_the_screen(view))
        return self.t("status_waiting", names=self.waiting_names(waiting), phase=self.t(f"phase_{view['phase']}"))

    def second_cost(self) -> int:
        from game.rules.maphr.actions import second_action_cost

        return second_action_cost(self.cards, self.sampled.players[self.seat]) if self.sampled is not None and self.seat is not None else 0

    def tiles_left(self) -> int:
        from game.rules.maphr.actions import max_tiles
        from game.rules.maphr.mine import LEVEL_SIZE

        if self.sampled is None or self.seat is None:
            return 0
        board = self.sampled.players[self.seat]
        # the level's room too: "2 au plus" with room for 1 (fourteenth trial) stopped after one
        room = LEVEL_SIZE[board.level] - len(board.mine)
        return max(0, min(max_tiles(self.sampled, self.cards, board) - self.sampled.placed_this_action, room))

    def hand_limit(self) -> int:
        from game.rules.maphr.powers import hand_limit

        return hand_limit(self.cards, self.sampled.players[self.seat]) if self.sampled is not None and self.seat is not None else 6

    # -- events -----------------------------------------------------------------------------------
    def _at(self, seat: int) -> tuple[float, float]:
        x, y, w, h = self.board(seat)
        return (x + w / 2, y + min(h / 2, 120))

    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        match event:
            case ChoicesRevealed(step=ev.IMPEDIMENTS_STEP):
                return EventStyle(0.3, "flip")  # the cards laid follow, each with its callout
            case ChoicesRevealed():
                # The reveal is the face-down tokens and chips of every board turning over
                # together (the presenter flips them); no words float over them.
                return EventStyle(REVEAL, "flip")
            case ev.DieRolled(seat=seat, value=value, purpose=purpose):
                if purpose == "caravan":
                    return EventStyle(0.8, "card", [Callout(self.t("callout_die", value=value), self._at(seat), theme.TEXT, 20)])
                # The view after a roll counts one more roll, so its die has turned over (see
                # layout.py) and the presenter plays the turn as the roll; no word floats over
                # it (a word would tell the face before the die lands; the log line says it).
                return EventStyle(ROLL, "card")
            case ev.CoinsGained(seat=seat, amount=amount) if amount:
                return EventStyle(0.45, "bonus", [Callout(f"+{amount} {COIN}", self._at(seat), theme.GOOD)])
            case ev.CoinsPaid(seat=seat, amount=amount) if amount:
                return EventStyle(0.4, "card", [Callout(f"-{amount} {COIN}", self._at(seat), theme.BAD)])
            case ev.VeinsExploited(seat=seat, amount=amount, bonus=bonus):
                return EventStyle(0.7, "bonus", [Callout(f"+{amount + bonus} {COIN}", self._at(seat), theme.BONUS_GOLD, 26)])
            case ev.TilePlaced():
                return EventStyle(0.45, "tile")
            case ev.TileDestroyed(seat=seat) | ev.AmenityDestroyed(seat=seat) | ev.MinerLost(seat=seat):
                return EventStyle(0.7, "damage", [Callout("✗", self._at(seat), theme.BAD, 30)])
            case ev.ImpedimentPlayed(target=target, action=action):
                return EventStyle(0.9, "cancel", [Callout(self.t("callout_impeded", action=self.t(f"action_{action}")), self._at(target), theme.BAD)])
            case ev.ActionStarted(seat=seat, action=action):
                return EventStyle(0.5, None, [Callout(self.t(f"action_{action}"), self._at(seat), theme.ACCENT, 20)])
            case ev.ActionCancelled(seat=seat):
                return EventStyle(0.5, "cancel", [Callout(self.t("callout_cancelled"), self._at(seat), theme.BAD)])
            case ev.LevelChanged(seat=seat, level=level):
                return EventStyle(0.8, "bonus", [Callout(self.t("callout_level", level=roman(level)), self._at(seat), theme.ACCENT, 24)])
            case ev.ImmediateRevealed(seat=seat, card=card):
                return EventStyle(0.9, "flip", [Callout(self.card_name(card), self._at(seat), theme.WARN, 18)])
            case ev.CatastropheAverted(seat=seat):
                return EventStyle(0.7, "bonus", [Callout(self.t("callout_averted"), self._at(seat), theme.GOOD)])
            case ev.OfferMade(target=target):
                return EventStyle(0.5, "card", [Callout(self.t("callout_offer"), self._at(target), theme.ACCENT)])
            case ev.OfferAccepted(target=target):
                return EventStyle(0.6, "bonus", [Callout(self.t("callout_accepted"), self._at(target), theme.GOOD)])
            case ev.OfferRefused(target=target):
                return EventStyle(0.5, "cancel", [Callout(self.t("callout_refused"), self._at(target), theme.BAD)])
            case ev.MinerBought() | ev.MinerMoved() | ev.MinerGained():
                return EventStyle(0.35, "move")
            case ev.AmenityBuilt() | ev.CardSold() | ev.CardsDrawn() | ev.CardGiven() | ev.DraftPicked() | ev.PacketPassed() | ev.CardsDiscarded() | ev.CardsKept():
                return EventStyle(0.35, "card")
            case ev.GameEnded():
                return EventStyle(1.0, "victory")
        return EventStyle(0.1)
