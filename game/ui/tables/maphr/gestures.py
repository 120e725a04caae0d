"""Gestures on the Mines de Maphr table, turned into commands.

- Prospect: drag a tile from the hand onto a cell of one's mine (or click it, then the cell).
  The cells where it fits as turned now light up; R, the mouse wheel or the Rotate button turn
  it a quarter clockwise. A tile dropped where it does not fit is sent anyway, so the player
  reads the rules' reason while it snaps back.
- Exploit: drag a miner (or the "+" miner to buy one) onto a vein; Collect ends the action.
- Build: drag an amenity onto one's board. Impediments: drag one onto the board of the player
  whose action it stops.
- The draw: drag the cards in the panel onto its boxes (keep, discard, give to a player...), then
  Confirm, a draft pick too.
- Sell / discard / offer / answer: drag a hand card onto the panel's box. Everything else is a
  button in the right column.

The legal commands come from the viewer's own view (state_from_view), so only legal places
light up and nothing the viewer may not see is used.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Optional, Sequence

import pygame

from game.engine import Command, IllegalCommand, Match
from game.rules.maphr import commands as cmd
from game.ui.number_keys import KEYED
from game.ui.presenter import Sprite
from game.ui.tables.hand_copies import with_copies
from game.ui.tables.maphr.controls import BOX, BUTTON, PANEL
from game.ui.geometry import inside
from game.ui.tables.maphr.layout import Rect, board_parts
from game.ui.tables.maphr.mine_gestures import MineGesturesMixin
from game.ui.tables.maphr.sampled import state_from_view

HAND_MODES = ("prospect", "build", "impede", "sell", "discard", "offer", "answer", "tokens")


VALUE_LABELS = ("gc", "ac")
LETTERED = {"rotate": "R", "confirm": "↵", "impede": "↵", "propose": "↵", "collect": "↵"}
"""Buttons pressed by a key of their own (R: handle_input; Enter: enter_command), drawn on it."""
"""The offer's coin values and the card it asks by name, drawn in the panel's button rows."""


class GesturesMixin(MineGesturesMixin):
    view: dict[str, Any]
    places: dict[str, Rect]
    held: Optional[str]

    def init_gestures(self) -> None:
        self.legal: list[Command] = []
        self.sampled = None
        self.rotations: dict[str, int] = {}
        """Quarter turns the player gave each tile of the hand."""
        self.last_tile: Optional[str] = None
        """The tile last picked up: the one R and the Rotate button turn when none is held."""
        self.cell_pick: dict[str, tuple[int, int]] = {}
        """Tile -> the lit cell ↑ ↓ chose for it, where Enter lays it."""

    def update_gestures(self, view: dict[str, Any], viewer: Optional[int]) -> None:
        self.legal, self.sampled = [], None
        if viewer is not None and 0 <= viewer < len(view.get("players", ())) and viewer in view.get("to_act", ()) and not view.get("outcome"):
            try:
                self.sampled = state_from_view(view)
                self.legal = self._with_copies(self.ctx.rules.legal_commands(self.sampled, viewer), view["players"][viewer])  # type: ignore[attr-defined]
            except (ValueError, KeyError, IndexError):
                self.legal = []

    def _with_copies(self, legal: list[Command], player: dict[str, Any]) -> list[Command]:
        """The rules list a tile's places for one copy of each tile type; every copy in the hand
        goes there alike (the tenth trial found a second T-junction with no number, laid by
        drag only)."""
        type_of = self.cards.type_of  # type: ignore[attr-defined]
        return with_copies(legal, {card: type_of(card).key for card in player["hand"] or []}, (cmd.PlaceTile,))

    def can_buy_miner(self, seat: int) -> bool:
        return seat == self.seat and self.mode == "exploit" and any(isinstance(c, cmd.BuyMiner) for c in self.legal)  # type: ignore[attr-defined]

    # -- what may be picked up ----------------------------------------------------------------------
    def lifts(self, key: str) -> bool:
        """Cards of the hand rise under the mouse; buttons stay put, so the next click lands on
        the same one and their number badges keep clear of the row above; so do the cards of a
        panel (draw, sale, trade), whose outline shows the pick: risen, a card's number ran into
        the panel's title (fourth new-user trial: "gardez-en au", "Cul-de-sac"). Miners stay put
        too, their ring shows the pick: risen, the supply's number covered the header's tile
        count ("2/12 tui1es", twenty-first trial)."""
        if key.startswith(BUTTON) or key.startswith("miner:"):
            return False
        place = self.places.get(key)  # type: ignore[attr-defined]
        panel = self.places.get(PANEL)  # type: ignore[attr-defined]
        return not (place and panel and panel[1] <= place[1] < panel[1] + panel[3])

    def key_acts_at_once(self, key: str) -> bool:
        """A button's number presses it, as in every table (it only picked it, for Enter: third
        trial H24, fourth trial "1 sometimes only highlights"). Paying for a second action
        token, a card's number marks it (or unmarks it) at once: it only picked it, and Enter
        marked it, which nothing said (ninth trial)."""
        return key.startswith(BUTTON) or (self.mode == "tokens" and not key.startswith("miner:"))  # type: ignore[attr-defined]

    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        if seat != self.seat or view is not self.view:  # type: ignore[attr-defined]
            return []
        me = view["players"][seat]
        mode = self.mode  # type: ignore[attr-defined]
        cards: list[str] = []
        if mode in HAND_MODES and self._hand_takes_part(view):
            cards += list(me["hand"] or [])
        if mode == "answer":
            # only a card the offer can be answered with (the card it names): every card of the
            # hand took a number, none of them the one asked for (playtest)
            cards = [c for c in cards if any(isinstance(a, cmd.AcceptOffer) and a.card == c for a in self.legal)]  # type: ignore[attr-defined]
        if mode in ("prospect", "build"):
            # only a tile that can be laid, an amenity that can be built: the others did nothing
            # (a Forge numbered among the tiles), as with impediments and answers below
            kind = cmd.PlaceTile if mode == "prospect" else cmd.BuildAmenity
            able = {c.card for c in self.legal if isinstance(c, kind)}  # type: ignore[attr-defined]
            cards = [c for c in cards if c in able]
        if mode == "impede":
            # only the impediments that stop a revealed action: the rest did nothing, and with
            # cards before buttons "no impediment" went from 1 to 5 (playtest)
            cards = [c for c in cards if self.impediment_targets(c)]
        if mode.startswith("sort") or mode == "draft":
            cards += self.panel_cards()  # type: ignore[attr-defined]
        if mode == "exploit":
            moved = set(view["moved_miners"])
            miners = [f"miner:{seat}:{i}" for i in range(len(me["miners"])) if i not in moved]
            cards += [k for k in miners + [f"miner:{seat}:new"] if k in self.places]
        if mode == "choice":
            cards += self.choice_keys()
        # Not the offer's values ("Vous donnez 3"): shown as buttons between their − and +, they
        # do nothing pressed, yet took three numbers of a dense panel (fourth new-user trial).
        buttons = [k for k in self.places if k.startswith(BUTTON) and k[len(BUTTON):] not in VALUE_LABELS]
        if self.naming:  # type: ignore[attr-defined]
            # a name is being picked: the names alone take the keys (21 of them; 1 and 2 went
            # to Propose and No offer, and the last three names had none: playtest). Past the
            # keys there are, "any card" (the default, a click away) gives its key to the last
            # name (the ninth trial found Trésorerie with none)
            names = [k for k in buttons if k.startswith(BUTTON + "want:")]
            return [k for k in names if k != BUTTON + "want:"] if len(names) > KEYED else names
        # a button with a key of its own (R turns the tile, Enter confirms) takes no number:
        # "Tourner la tuile" went 5, 4, 3 as tiles left the hand (ninth trial)
        buttons = [k for k in buttons if k[len(BUTTON):] not in LETTERED]
        if self.ruin is not None:  # type: ignore[attr-defined]
            return buttons  # "lay it anyway?" is asked: only its answers
        if mode == "tokens":
            # the action tokens are this step's choice: they keep 1-5 whether or not the hand
            # can pay for a second one
            return buttons + cards
        # Cards before buttons: a tile was 5, then 6 once a warning's third button came (seventh
        # new-user trial), and the deal's cards started at 2 behind Valider (Enter presses it).
        return cards + buttons

    def numbering_scope(self, view: dict[str, Any], seat: int) -> Hashable:
        """A tile keeps its number while the seat prospects, a miner while it exploits (the
        tenth trial's cross tile went 2 to 1 once a tile was laid, and 2 became "stop
        prospecting"); each step, a name being picked and "lay it anyway?" number from 1."""
        return (view["round"], view["turn"], self.mode, self.naming, self.ruin is not None)  # type: ignore[attr-defined]

    def clickable_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        """The numbered ones and, in a step the hand takes part in, every hand card: one that
        cannot go has no number, but picked up it still says why when let go (one gesture,
        one result)."""
        keys = self.hand_keys(view, seat)
        if keys and self.mode in HAND_MODES and not self.naming and self.ruin is None and self._hand_takes_part(view):  # type: ignore[attr-defined]
            keys += [c for c in view["players"][seat]["hand"] or [] if c not in keys]
        if seat == self.seat and not self.naming and self.ruin is None:  # type: ignore[attr-defined]
            keys += list(self.lettered_keys())
        if self.naming:  # type: ignore[attr-defined]
            # every button stays clickable: "any card" gave its number up to the last name, not
            # its click (thirteenth trial); Propose or No offer clicked with the list open did
            # nothing, unsaid (fourteenth trial): they close the list and act (press)
            keys += [k for k in self.places if k.startswith(BUTTON) and k not in keys]
        return keys

    def lettered_keys(self) -> dict[str, str]:
        """The buttons on screen with a key of their own, and that key (R, or ↵ for Enter)."""
        if self.naming or self.ruin is not None:  # type: ignore[attr-defined]
            return {}
        return {k: LETTERED[k[len(BUTTON):]] for k in self.places if k.startswith(BUTTON) and k[len(BUTTON):] in LETTERED}

    def _hand_takes_part(self, view: dict[str, Any]) -> bool:
        """Whether the hand's cards do anything in this step: not in an answer to an offer that
        asks no card, nor among the action tokens when no second token can be paid for (their
        numbers invited a click that did nothing)."""
        if self.mode == "answer":  # type: ignore[attr-defined]
            return bool(view["offer"]["ask_card"])
        if self.mode == "tokens":  # type: ignore[attr-defined]
            return any(len(c.actions) == 2 for c in self.legal_of(cmd.ChooseActions))  # type: ignore[attr-defined]
        return True

    def choice_keys(self) -> list[str]:
        """Tiles or amenities the holder of a cave-in or a fire may pick."""
        if self.mode != "choice" or self.seat is None:  # type: ignore[attr-defined]
            return []
        mine = self.view["players"][self.seat]["mine"]
        keys = []
        for command in self.legal:
            if isinstance(command, cmd.ResolveChoice) and command.answer not in ("accept", "refuse"):
                keys.append(mine[command.answer]["card"] if command.answer in mine else command.answer)
        return keys

    # -- clicks -------------------------------------------------------------------------------------
    def clicked(self, seat: int, sprite: Sprite) -> "Optional[Command | bool]":
        self.relayout = True  # boxes, marks and staged cards are drawn where the click left them
        if sprite.key.startswith(BUTTON):
            return self.press(seat, sprite.key[len(BUTTON):])  # type: ignore[attr-defined]
        if sprite.key in self.choice_keys():
            return cmd.ResolveChoice(seat, self._answer_for(sprite.key))
        if self.mode == "tokens" and sprite.key in (self.view["players"][seat]["hand"] or []):  # type: ignore[attr-defined]
            if sprite.key in self.marked:  # type: ignore[attr-defined]
                self.marked.remove(sprite.key)  # type: ignore[attr-defined]
            elif len(self.tokens) < 2:  # type: ignore[attr-defined]
                # only a second token is paid in cards: a click to read a card marked it "paid"
                # (fifth new-user trial)
                self.notice = self.t("pay_needs_two_tokens")  # type: ignore[attr-defined]
            else:
                self.marked.append(sprite.key)  # type: ignore[attr-defined]
            return True
        if self.mode == "impede" and sprite.key in self.impede_plays:  # type: ignore[attr-defined]
            del self.impede_plays[sprite.key]  # type: ignore[attr-defined]
            return True
        if self._is_tile_in_hand(seat, sprite.key):
            self.last_tile = sprite.key
        return None

    def _answer_for(self, key: str) -> str:
        for cell, tile in self.view["players"][self.seat]["mine"].items():  # type: ignore[attr-defined]
            if tile["card"] == key:
                return cell
        return key

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        """Enter or a second click: a draft pick takes the card; other cards wait for a drop."""
        if sprite.key.startswith("miner:") and self.mode == "exploit":  # type: ignore[attr-defined]
            chosen = self._miner_place(sprite.key)
            if chosen is None and self._miner_cells(sprite.key):
                # several veins lit: Enter did nothing, unsaid (tenth trial)
                self.notice = self.t("click_a_vein")  # type: ignore[attr-defined]
            return chosen
        if sprite.key.startswith(BUTTON):
            # as a click does: a key that steps the card wanted left its button reading "any card"
            # while the panel's title named the card (fifth trial)
            self.relayout = True
            made = self.press(seat, sprite.key[len(BUTTON):])  # type: ignore[attr-defined]
            return None if made is True else made  # type: ignore[return-value]
        if self.mode == "draft" and sprite.key in self.panel_cards():  # type: ignore[attr-defined]
            # The first pick also discards: once Take holds another card, the next card chosen
            # goes to Discard (Enter or a second click alone could not finish that pick).
            roles = [role for role, _ in self.boxes()]  # type: ignore[attr-defined]
            taken = [c for c, r in self.roles.items() if r == "take" and c != sprite.key]  # type: ignore[attr-defined]
            role = "discard" if taken and "discard" in roles and self.roles.get(sprite.key) != "discard" else "take"  # type: ignore[attr-defined]
            return self._assign(seat, sprite.key, role)
        if self.mode.startswith("sort") and sprite.key in self.panel_cards():  # type: ignore[attr-defined]
            # Without dragging: each second click (or Enter) moves the card to the next box.
            roles = [role for role, _ in self.boxes()]  # type: ignore[attr-defined]
            current = self.roles.get(sprite.key)  # type: ignore[attr-defined]
            start = roles.index(current) + 1 if current in roles else 0
            order = [roles[(start + k) % len(roles)] for k in range(len(roles))]
            following = next((r for r in order if self._has_room(r, sprite.key)), order[0])
            return self._assign(seat, sprite.key, following)
        hand = self.view["players"][seat]["hand"] or []
        if sprite.key not in hand:
            return None
        # A hand card chosen twice (or with Enter) goes to the only place it can go now.
        if self.mode == "tokens":  # type: ignore[attr-defined]
            self.clicked(seat, sprite)  # marked to pay, as a click does (seventh trial: only a click did)
            return None
        if self.mode == "discard":  # type: ignore[attr-defined]
            return cmd.DiscardCard(seat, sprite.key)
        if self.mode == "sell":  # type: ignore[attr-defined]
            return cmd.SellCard(seat, sprite.key)
        if self.mode == "answer" and self.view["offer"]["ask_card"]:  # type: ignore[attr-defined]
            return cmd.AcceptOffer(seat, sprite.key)
        if self.mode == "offer":  # type: ignore[attr-defined]
            # picked by its number, Enter puts it in the offer's box, as a drop there does
            # (it did nothing: fifth new-user trial); the card in the box goes back to the hand
            self.offer_card = None if sprite.key == self.offer_card else sprite.key
            self.relayout = True
            return None
        if self.mode == "build" and self.cards.type_of(sprite.key).kind == "amenity":  # type: ignore[attr-defined]
            return cmd.BuildAmenity(seat, sprite.key)
        if self.mode == "prospect":  # type: ignore[attr-defined]
            return self._only_place_for(sprite.key)
        return None

    def drop_refusal(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[str]:
        """A card let go beside every lit place: say where it goes (it went back without a word).
        A drop on a lit place that only stages the card (a box, an impediment's board) is no
        refusal."""
        if sprite.key.startswith(BUTTON):
            return None
        if self.mode == "offer" and inside(self.zone("hand"), design_pos):  # type: ignore[attr-defined]
            return None  # the offered card taken back, or a hand card let go in the hand
        held, self.held = self.held, sprite.key
        try:
            lit = self.drop_targets(seat)
        finally:
            self.held = held
        if any(inside(rect, design_pos) for rect in lit):
            return None
        if not lit:
            # a hand card that goes nowhere in this step (it has no number): why, not silence
            me = self.me()  # type: ignore[attr-defined]
            if me is None or sprite.key not in (me["hand"] or []):
                return None
            kind = self.cards.type_of(sprite.key).kind  # type: ignore[attr-defined]
            key = {"prospect": "drop_no_cell" if kind == "tile" else "drop_not_a_tile", "build": "drop_cannot_build"}.get(self.mode, "drop_not_now")  # type: ignore[attr-defined]
            return self.t(key, card=self.card_name(sprite.key))  # type: ignore[attr-defined]
        return self.t("drop_on_lit")  # type: ignore[attr-defined]

    def enter_puts_down(self, key: str) -> bool:
        """A panel card sent to its next box, or a hand card into the offer, by Enter: put down
        (a second Enter moved it on to the box after, when "Valider" was meant: seen in the window)."""
        return key in self.panel_cards() or key == self.offer_card or self.mode == "tokens"  # type: ignore[attr-defined]

    def enter_command(self, seat: int) -> "Optional[Command | bool]":
        """Enter with nothing picked presses the step's Valider (the action tokens, the sorted
        cards, the impediments) or Propose (the offer built: its number moves with the hand's
        size, 5 for one player and 6 for the other in the eighth trial) or Harvest (it went from 2
        to 1 once a miner was hired: tenth trial), as a click on it does."""
        rows = [name for row in self.button_rows() for name in row]  # type: ignore[attr-defined]
        for name in ("confirm", "impede", "propose", "collect"):
            if name in rows:
                return self.press(seat, name)  # type: ignore[attr-defined]
        return None

    def enter_hint(self, view: dict[str, Any], seat: int, sprite: Sprite) -> Optional[str]:
        if self.ruin is not None:  # type: ignore[attr-defined]
            return None  # "lay it anyway?" is asked: its buttons answer, not Enter (it said "Enter: lay it")
        if sprite.key.startswith("miner:") and self.mode == "exploit":  # type: ignore[attr-defined]
            cells = self._miner_cells(sprite.key)
            if not cells:
                return None
            if self._miner_place(sprite.key) is not None:
                return self.t("enter_places_miner_framed" if len(cells) > 1 else "enter_places_miner")  # type: ignore[attr-defined]
            return self.t("click_a_vein")  # type: ignore[attr-defined]
        if self.mode != "prospect" or sprite.key not in (view["players"][seat]["hand"] or []):  # type: ignore[attr-defined]
            return None
        if self.cards.type_of(sprite.key).kind != "tile":  # type: ignore[attr-defined]
            return None
        chosen, _ = self._tile_places(sprite.key)
        if chosen is not None:
            # several lit cells, Enter's one framed in gold: "on the lit cell" was said of two
            # (ninth new-user trial)
            several = len(self._tile_cells(sprite.key)) > 1
            key = "enter_places_tile_framed" if several else "enter_places_tile"
            if chosen.rotation != self.rotation_of(sprite.key):
                # it goes down in another turn than the one shown: said before Enter (twentieth
                # trial: turned with R, it was laid in its old turn, without a word)
                key += "_turned"
            return self.t(key)  # type: ignore[attr-defined]
        return None

    # -- drops --------------------------------------------------------------------------------------
    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        self.relayout = True  # a card put in a box or staged is drawn there until the choice is sent
        key, mode = sprite.key, self.mode  # type: ignore[attr-defined]
        box = self._box_at(design_pos)
        if key in self.panel_cards():  # type: ignore[attr-defined]
            return self._assign(seat, key, box) if box else None
        hand = self.view["players"][seat]["hand"] or []
        if key.startswith("miner:"):
            cell = self._own_cell_at(seat, design_pos)
            if cell is None:
                return None
            if key.endswith(":new"):
                return cmd.BuyMiner(seat, *cell)
            return cmd.MoveMiner(seat, int(key.split(":")[2]), *cell)
        if key not in hand:
            return None
        kind = self.cards.type_of(key)  # type: ignore[attr-defined]
        if mode == "prospect" and kind.kind == "tile":
            self.last_tile = key
            cell = self._own_cell_at(seat, design_pos)
            if cell is None:
                return None
            command = self._turned_to_fit(cmd.PlaceTile(seat, key, cell[0], cell[1], self.rotation_of(key)))
            if command in self.legal and self.warn_before_ruin and self.closes_mine(command):
                # asked first (its answers replace the buttons): a closed mine stays closed for the whole game
                self.ruin, self.relayout = command, True
                return None
            return command
        if mode == "build" and inside(self.board(seat), design_pos):  # type: ignore[attr-defined]
            return cmd.BuildAmenity(seat, key)
        if mode == "impede":
            # laid face down until the button confirms them all: the choice is secret (ruling 11)
            target = self._board_at(design_pos)
            if target is not None and target in self.impediment_targets(key):
                self.impede_plays[key] = target  # type: ignore[attr-defined]
            return None
        if mode == "sell" and box == "sell":
            return cmd.SellCard(seat, key)
        if mode == "discard" and (box == "discard" or inside(self.zone("discard"), design_pos)):  # type: ignore[attr-defined]
            return cmd.DiscardCard(seat, key)
        if mode == "offer" and box == "give":
            self.offer_card = key
            return None
        if mode == "offer" and key == self.offer_card and inside(self.zone("hand"), design_pos):  # type: ignore[attr-defined]
            self.offer_card = None  # taken back out of the offer's box, into the hand
            return None
        if mode == "answer" and box == "answer":
            return cmd.AcceptOffer(seat, key)
        return None

    def _room(self, role: str) -> int:
        """How many cards a box of the current sort holds."""
        if self.mode == "sort1":  # type: ignore[attr-defined]
            return {"keep": 2, "discard": 2}.get(role, 1)  # of five: keep 2, give 1, discard the other 2
        return 1 if self.mode in ("sort4", "draft") else 99  # type: ignore[attr-defined]

    def _has_room(self, role: str, card: str) -> bool:
        given = role.startswith("give:") and self.mode == "sort1"  # type: ignore[attr-defined]
        same = [c for c, r in self.roles.items() if c != card and (r == role or (given and r.startswith("give:")))]  # type: ignore[attr-defined]
        return len(same) < self._room(role)

    def _assign(self, seat: int, card: str, role: str) -> Optional[Command]:
        """Put a drawn card in a box (a full box gives back its oldest card). A draft pick
        waits for Valider, as every deal does: sent once both boxes were full, it left no
        moment to change one's mind (tenth trial)."""
        mode = self.mode  # type: ignore[attr-defined]
        roles = self.roles  # type: ignore[attr-defined]
        roles.pop(card, None)
        room = self._room(role)
        same = [c for c, r in roles.items() if r == role or (mode == "sort1" and role.startswith("give:") and r.startswith("give:"))]
        for extra in same[: max(0, len(same) - room + 1)]:
            del roles[extra]
        roles[card] = role
        self.relayout = True  # the card lies in its box until the choice is sent (issue 19)
        return None

    def _box_at(self, point: Sequence[float]) -> Optional[str]:
        for key, rect in self.places.items():
            if key.startswith(BOX) and inside(rect, point):
                return key[len(BOX):]
        return None

    def _board_at(self, point: Sequence[float]) -> Optional[int]:
        for seat in range(len(self.view["players"])):
            if inside(self.board(seat), point):  # type: ignore[attr-defined]
                return seat
        return None

    def handle_input(self, seat: int, event: pygame.event.Event) -> bool:
        if self.naming and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # type: ignore[attr-defined]
            self.naming, self.relayout = False, True  # the list closes, the wanted card unchanged
            return True
        if self.ruin is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # type: ignore[attr-defined]
            # "lay it anyway?" answered "take it back", as its third button does (eleventh trial:
            # Escape only dropped the pick, the question stayed)
            self.ruin, self.relayout = None, True
            return True
        if self.mode == "exploit" and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):  # type: ignore[attr-defined]
            return self.pick_cell(1 if event.key == pygame.K_DOWN else -1)
        if self.mode != "prospect":  # type: ignore[attr-defined]
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            return self.rotate_held(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.pick_cell(1 if event.key == pygame.K_DOWN else -1)
        if event.type == pygame.MOUSEWHEEL and (self.held or self.last_tile):
            return self.rotate_held(-1 if event.y > 0 else 1)
        return False

    # -- highlights and refusals --------------------------------------------------------------------
    def drop_targets(self, seat: int) -> list[Rect]:
        held, mode = self.held, self.mode  # type: ignore[attr-defined]
        if held is None or seat != self.seat:  # type: ignore[attr-defined]
            return []
        if held in self.panel_cards():  # type: ignore[attr-defined]
            return [r for k, r in self.places.items() if k.startswith(BOX)]
        grid = self.grids.get(seat)  # type: ignore[attr-defined]
        if held.startswith("miner:") and grid is not None:
            cells = {(c.x, c.y) for c in self.legal if isinstance(c, (cmd.BuyMiner, cmd.MoveMiner))}
            return [grid.rect(c) for c in sorted(cells)]
        if held not in (self.view["players"][seat]["hand"] or []):
            return []
        kind = self.cards.type_of(held)  # type: ignore[attr-defined]
        if mode == "prospect" and kind.kind == "tile" and grid is not None:
            self.last_tile = held
            # every cell it fits in some turn: let go there, it turns to fit (_turned_to_fit)
            return [grid.rect(cell) for cell in sorted({(c.x, c.y) for c in self._placements_of(held)})]
        if mode == "build" and any(isinstance(c, cmd.BuildAmenity) and self.cards.type_of(c.card).key == kind.key for c in self.legal):  # type: ignore[attr-defined]
            return [board_parts(self.board(seat))["amenities"]]  # type: ignore[attr-defined]
        if mode == "impede":
            return [self.board(t) for t in sorted(self.impediment_targets(held))]  # type: ignore[attr-defined]
        boxes = [r for k, r in self.places.items() if k.startswith(BOX)]
        if mode == "discard":
            return boxes + [self.zone("discard")]  # type: ignore[attr-defined]
        return boxes if mode in ("sell", "offer", "answer") else []

    def impediment_targets(self, card: str) -> set[int]:
        """The seats an impediment like `card` may be laid against now."""
        key = self.cards.type_of(card).key  # type: ignore[attr-defined]
        return {target for c in self.legal if isinstance(c, cmd.ChooseImpediments)
                for played, target in c.plays if self.cards.type_of(played).key == key}  # type: ignore[attr-defined]

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        try:
            match.rules.handle(match.state, command, random.Random(0))
        except IllegalCommand as refusal:
            return refusal.reason
        return None
