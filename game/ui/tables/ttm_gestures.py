"""To The Moon's gestures: which hand card or coin a number picks, what Enter, S, a click or a
drop does with it, and which places light while a card is held (mixed into ToTheMoonTable)."""

from __future__ import annotations

import random
from typing import Any, Hashable, Optional, Sequence

import pygame

from game.engine import Command, Match
from game.rules.to_the_moon.cards import card_type_of
from game.rules.to_the_moon.commands import (
    AllowAttack,
    ChooseCharacter,
    DrawFromDeck,
    PlaySkullduggery,
    RevealCard,
    SkipAction,
    StoreCard,
    TakeBitcoin,
)
from game.rules.to_the_moon.determinize import state_from_view
from game.rules.to_the_moon.state import ACTION
from game.ui.geometry import inside, reading_order
from game.ui.presenter import Sprite
from game.ui.tables.ttm_places import COIN_PREFIX

PASS = "pass"
DECK = "deck"
Rect = tuple[float, float, float, float]



def same_card_groups(hand: Sequence[str]) -> list[list[str]]:
    """The hand's cards by kind, in the order each kind first comes; the last of each is on top."""
    groups: dict[str, list[str]] = {}
    for card in hand:
        groups.setdefault(card_type_of(card), []).append(card)
    return list(groups.values())

class TtmGestures:
    """Mixed into the To The Moon table: its state (view, legal, places, cards...) lives there."""

    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        phase, player = view["phase"], view["players"][seat]
        if phase == "choose_character":
            return list(view["set_aside_characters"])
        if phase == "draw":
            coins = [s for s in [player["character"], *player["exchanges"]] if s and not s["locked"] and s["stored"]]
            return [DECK] + [f"coin:{s['card']}:{card}" for s in coins for card in s["stored"]]
        # End the turn / let the Attack through keeps key 1: after the hand, its number moved with
        # the hand's size and a '4' meant for it Revealed a Bitcoin (second new-user trial G5).
        # One number for the copies of a card: the top one (see ToTheMoonTable._hand_sprites).
        tops = [group[-1] for group in same_card_groups(player["hand"] or [])]
        if phase == "action" and self.aim is not None:
            # an Attack aims: its targets take the numbers (eighteenth trial: a Chasseur de têtes
            # with several targets could only be aimed with the mouse)
            return [PASS] + [key for key in self.aim_candidates() if key in self.places]
        if phase == "action":
            return [PASS] + tops
        if phase == "reaction":
            return [PASS] + [c for c in tops if self.cards[card_type_of(c)].kind == "skullduggery"]
        return []

    def numbering_scope(self, view: dict[str, Any], seat: int) -> Hashable:
        """A turn's phases list different options (the deck and coins, then the hand); an
        Attack's targets are numbered on their own."""
        if self.aim is not None:
            return ("aim", self.aim[0], self.aim[2])
        return (view["turn"], view["phase"])

    def aim_candidates(self) -> list[str]:
        """The places the aiming Attack may go now: its targets, then a Hack's Storages."""
        if self.aim is None:
            return []
        _, reveals, stage = self.aim
        keys = list(dict.fromkeys(c.target if stage == "target" else c.store_on for c in reveals))
        # numbered as they lie, row by row from the left
        return reading_order(keys, {k: rect for k, (_, rect) in self.places.items()})

    def _narrow_aim(self, key: str) -> Optional[Command]:
        """The Reveal once its target (and a Hack's Storage) is chosen; else the next stage."""
        assert self.aim is not None
        card, reveals, stage = self.aim
        left = [c for c in reveals if (c.target if stage == "target" else c.store_on) == key]
        if len(left) == 1:
            self.aim = None
            return left[0]
        self.aim = (card, left, "destination") if left else self.aim
        return None

    def handle_input(self, seat: int, event: pygame.event.Event) -> bool:
        """Escape puts an aiming Attack down."""
        if self.aim is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.aim = None
            return True
        return False

    def enter_hint(self, view: dict[str, Any], seat: int, sprite: Sprite) -> Optional[str]:
        # A hand card in the Action Phase lit both the Reveal zone and the Storages: say which
        # Enter does, and how to do the other.
        if view.get("phase") == "draw" and sprite.key.startswith(COIN_PREFIX) and sprite.data:
            # A Stored Bitcoin picked by its number: which card it is, where it lies (its owner
            # saw it mined; the coins alone said nothing: second new-user trial G1)
            card = self.cards[card_type_of(sprite.data)]
            storage = self.cards[card_type_of(sprite.key[len(COIN_PREFIX):].split(":")[0])]
            return self.t("enter_take", card=card.name.get(self.ctx.lang, card.name["en"]),
                          storage=storage.name.get(self.ctx.lang, storage.name["en"]))
        if view.get("phase") != "action" or sprite.kind != "card" or not sprite.data or sprite.key == PASS:
            return None
        if sprite.data not in (view["players"][seat]["hand"] or []):
            return None
        card = self.cards[card_type_of(sprite.data)]
        if self.aim is not None and self.aim[0] == sprite.data:
            return self.t("aim_keys" if self.aim[2] == "target" else "aim_keys_storage", card=card.name.get(self.ctx.lang, card.name["en"]))
        # "Enter: Reveal Hack" for an Attack with no target, then only "Hack needs a target"
        # (second new-user trial G2): say at once why it cannot go
        why = self._no_target(view, seat, sprite.data)
        if why:
            stores = any(isinstance(c, StoreCard) and c.card == sprite.data for c in self.legal)
            return f"{why.rstrip('.')}. {self.t('enter_stores')}" if stores else why
        can_store = any(isinstance(c, StoreCard) and c.card == sprite.data for c in self.legal)
        name = card.name.get(self.ctx.lang, card.name["en"])
        reveals = [c for c in self.legal if isinstance(c, RevealCard) and c.card == sprite.data]
        if len(reveals) > 1 and any(c.target for c in reveals):
            # Enter alone cannot choose among targets: "Enter: Reveal" led to "needs a target"
            # with the targets unnumbered (third new-user trial H6)
            return self.t("enter_aim_store" if can_store else "enter_aim", card=name)
        if card.kind == "skill" and RevealCard(seat, sprite.data) in self.legal:
            return self.t("enter_learn" if can_store else "enter_learn_only", card=name)
        # no word of Storing when every Storage is full (second new-user trial G4)
        return self.t("enter_reveal" if can_store else "enter_reveal_only", card=name)

    def _no_target(self, view: dict[str, Any], seat: int, card_id: str) -> Optional[str]:
        """Why an Attack in the hand cannot be Revealed now (no target), in the player's words;
        None for any other card, or an Attack that can. Asked every frame while the hand is
        drawn: worked out once per view and card."""
        card = self.cards[card_type_of(card_id)]
        if not card.is_attack or any(isinstance(c, RevealCard) and c.card == card_id for c in self.legal):
            return None
        kept_view, kept_card, reason = self._no_target_reason
        if kept_view is not view or kept_card != card_id:
            sampled = state_from_view(self.ctx.rules, view, seat, random.Random(0))
            reason = self.ctx.rules.why_not(sampled, RevealCard(seat, card_id))  # type: ignore[attr-defined]
            self._no_target_reason = (view, card_id, reason)
        return self.ctx.tr.reason(reason, self.card_names()) if reason else None

    def _store_only(self, view: dict[str, Any], seat: int, key: str) -> Optional[tuple[str, bool]]:
        """(why not, whether it may still be Stored) for an Attack in the hand of the seat in its
        Action that has no target now; None otherwise."""
        if view.get("phase") != "action" or key not in (view["players"][seat]["hand"] or []) or not self.legal:
            return None
        why = self._no_target(view, seat, key)
        if why is None:
            return None
        return why, any(isinstance(c, StoreCard) and c.card == key for c in self.legal)

    def unplayable_reason(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """An Attack with no target (twelfth trial: it looked playable when it could only be Stored)."""
        found = self._store_only(view, seat, key)
        if found is None:
            return None
        why, stores = found
        return f"{why.rstrip('.')}. {self.t('store_only_why')}" if stores else why

    def unplayable_mark(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        found = self._store_only(view, seat, key)
        if found is None:
            return None
        return self.t("store_only" if found[1] else "no_target")

    def unplayable_dims(self, view: dict[str, Any], seat: int, key: str) -> bool:
        """A card that may still be Stored stays bright: only its Reveal is off."""
        found = self._store_only(view, seat, key)
        return found is None or not found[1]

    def idle_command(self, own_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
        """An Action phase with nothing to do but end the turn (a Reveal of a plain Bitcoin only
        discards it: game.ai.pruning shows ending is never worse) ends by itself (fourth new-user
        trial: once the Storage was full, turn after turn was draw, nothing to do, End turn)."""
        from game.ai.pruning import useful_commands

        if own_view.get("phase") != ACTION or SkipAction(seat) not in legal:
            return None
        return SkipAction(seat) if useful_commands(self.ctx.rules, own_view, legal) == [SkipAction(seat)] else None

    def idle_toast(self, own_view: dict[str, Any], seat: int) -> str:
        return self.ctx.tr("to_the_moon.idle", name=self.seat_name(seat))  # type: ignore[attr-defined]

    def lifts(self, key: str) -> bool:
        return key != PASS  # a button stays put

    def key_acts_at_once(self, key: str) -> bool:
        # End turn / Let the Attack through: its number presses it, as in every table; a target's
        # number chooses it
        return key == PASS or key in self.aim_candidates()

    def curtain_answer(self, public_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[tuple[str, Command]]:
        """Letting an Attack through needs no look at the hand: the attacked player may say so
        on the curtain (the recap above it tells the Attack)."""
        allow = AllowAttack(seat)
        return (self.t("let_through"), allow) if allow in legal else None

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        """Pick + Enter: everything that needs no target."""
        self.pending_hack = None
        phase = self.view.get("phase")
        if sprite.key == PASS:
            return AllowAttack(seat) if phase == "reaction" else SkipAction(seat)
        if phase == "choose_character":
            return ChooseCharacter(seat, sprite.data)
        if phase == "draw":
            return self._draw_command(seat, sprite)
        if phase == "reaction":
            return PlaySkullduggery(seat, sprite.data)
        if phase == "action" and self.aim is not None and sprite.key in self.aim_candidates():
            return self._narrow_aim(sprite.key)
        if phase == "action" and sprite.data:
            reveals = {c for c in self.legal if isinstance(c, RevealCard) and c.card == sprite.data}
            if len(reveals) > 1 and any(c.target for c in reveals):
                # several targets: Enter aims, and the targets take the numbers
                self.aim = (sprite.data, sorted(reveals, key=lambda c: (c.target or "", c.store_on or "")), "target")
                return None
            if len(reveals) == 1:
                return reveals.pop()  # an Attack with one target (and one place for a Hack's coin) needs no click
            if not reveals:
                # a card that can only be Stored (marked "À stocker") is Stored, as S does
                # (fourteenth trial: Enter was refused with "n'a pas de cible")
                stored = self.key_command(seat, sprite, pygame.K_s)
                if stored is not None:
                    return stored
            return RevealCard(seat, sprite.data)  # several targets: refused, "needs a target" (its hint says to click one)
        return None

    def key_command(self, seat: int, sprite: Sprite, key: int) -> Optional[Command]:
        """S stores the picked hand card face down on the first Storage with room (the Character
        first): Storing had no key (third new-user trial H7)."""
        if key != pygame.K_s or self.view.get("phase") != "action" or not sprite.data:
            return None
        character = self._own_character(seat)
        stores = sorted((c for c in self.legal if isinstance(c, StoreCard) and c.card == sprite.data), key=lambda c: c.storage != character)
        return stores[0] if stores else None

    def _draw_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        if sprite.key == DECK:
            return DrawFromDeck(seat)
        if sprite.key.startswith("coin:"):
            _, storage, card = sprite.key.split(":", 2)
            return TakeBitcoin(seat, storage, card)
        return None

    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        phase = self.view.get("phase")
        if phase != "action" or sprite.key == PASS:
            return self.select_command(seat, sprite)
        card = sprite.data
        pending, self.pending_hack = self.pending_hack, None  # it lasts one gesture
        for place, (owner, rect) in self.places.items():
            if not inside(rect, design_pos, 2):
                continue
            learned = self.view["players"][owner]["learned"]
            if owner == seat:
                if pending is not None and pending[0] == card and place in self._hack_destinations(seat):
                    return RevealCard(seat, card, pending[1], place)
                if self._learns_on(seat, card, place):
                    return RevealCard(seat, card)  # as the card says: "glissez-la sous votre Personnage"
                return None if place in learned else StoreCard(seat, card, place)
            if self.cards[card_type_of(card)].kind == "head_hunter" and place not in learned and learned:
                place = learned[-1]  # dropped on the Character: hire the Skill learnt last
            destinations = self._hack_destinations(seat) if self.cards[card_type_of(card)].effect == "hack" else []
            if len(destinations) > 1:
                # The rules let the attacker choose where the Bitcoin goes: ask with a second drop.
                self.pending_hack = (card, place)
                return None
            return RevealCard(seat, card, place, destinations[0] if destinations else None)
        if inside(self.zone("centre"), design_pos, 20):
            return RevealCard(seat, card)
        return None

    def _own_character(self, seat: int) -> Optional[str]:
        return (self.view["players"][seat].get("character") or {}).get("card")

    def _learns_on(self, seat: int, card: Optional[str], place: str) -> bool:
        """Whether `card`, let go on `place`, is a Skill learnt there: on one's own Character,
        where the card says it goes (seventh new-user trial: dropped there it was Stored, or
        refused when the Storage was full); S still Stores it."""
        return (card is not None and place == self._own_character(seat) and self.cards[card_type_of(card)].kind == "skill"
                and RevealCard(seat, card) in self.legal)

    def drop_refusal(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[str]:
        """A hand card let go on no place it can go: why it cannot be played, or how it can
        (fifth new-user trial: a card dropped beside the places went back without a word)."""
        if self.pending_hack is not None or self.view.get("phase") != "action":
            return None
        return self.enter_hint(self.view, seat, sprite)

    def _hack_destinations(self, seat: int) -> list[str]:
        """One's own unlocked Storages with room, the Character first: where a Hacked Bitcoin
        may go (into the hand only when there are none)."""
        player = self.view["players"][seat]
        return [storage["card"] for storage in [player["character"], *player["exchanges"]]
                if storage and not storage["locked"] and storage["bitcoins"] < storage["capacity"]]

    def drop_targets(self, seat: int) -> list[Rect]:
        """Every place some card in the hand may legally go now (highlighted while dragging)."""
        if self.view.get("phase") != "action":
            return []
        if self.pending_hack is not None:
            return [self.places[place][1] for place in self._hack_destinations(seat) if place in self.places]
        targets: list[Rect] = []
        for command in self.legal:
            if self.held is not None and getattr(command, "card", self.held) != self.held:
                continue  # the card held or chosen lights only its own places (a Lawsuit lit a Character a Hack could hit)
            if isinstance(command, StoreCard):
                place = command.storage
            elif isinstance(command, RevealCard):
                place = command.target
                character = self._own_character(seat)
                if self._learns_on(seat, command.card, character) and character in self.places and self.places[character][1] not in targets:
                    targets.append(self.places[character][1])  # a Skill: its Character lights too
            else:
                continue
            rect = self.zone("centre") if place is None else self.places.get(place, (seat, None))[1]
            if rect is not None and rect not in targets:
                targets.append(rect)
        return targets

    def ruin_warning(self, view: dict[str, Any], command: Command) -> Optional[tuple[str, str]]:
        """Revealing a plain Bitcoin card throws it on the discard pile, where it scores nothing."""
        card = self.cards[card_type_of(command.card)] if isinstance(command, RevealCard) else None
        if card is not None and card.kind == "bitcoin":
            return self.t("warn_reveal_question", card=card.name.get(self.ctx.lang, card.name["en"])), self.t("warn_reveal_bitcoin")
        return None

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        reason = match.rules.why_not(match.state, command)  # type: ignore[attr-defined]
        return None if reason is None else self.t("refused", reason=reason)
