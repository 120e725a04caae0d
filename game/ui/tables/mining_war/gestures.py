"""Gestures on the Crypto Mining War table, turned into commands.

- Drag a Bitcoin from the hand onto one's own rows: put it on the table; a fighter: deploy it.
- Click one's own untapped Bitcoins (or usable set-aside cards, or stolen Bitcoins) to mark
  them ✓: the next cost is paid with them (completed automatically if too few are marked);
  with none marked the rules choose (ruling T6). A stack (a crowded row stacks alike
  Bitcoins) marks one more of its cards at each click, and clears them all once all are marked.
- Drag a spell onto its target. When a spell has a second target to choose (Electric Shock:
  an enemy fighter and an enemy Firewall), the table asks for it: click the card, which the
  table highlights. A spell without a target is dropped anywhere on the table.
- Drag one's own fighter onto the card it attacks; click it twice to use MULTI.
- Buttons (end of phase, decisions) act on one click; the hand-limit card and a bonus's target
  are chosen by clicking the card twice.

The legal commands are worked out from the viewer's own view (a state sampled from it: the
unseen cards never change what is legal), so only legal places light up while dragging. A
gesture onto a card or one's own rows always becomes a command, so an illegal one is refused
with the rules' reason and the card snaps back.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Hashable, Optional, Sequence

import pygame

from game.engine import Command, IllegalCommand, Match
from game.rules.mining_war.commands import ActivateMulti, Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin
from game.rules.mining_war.determinize import state_from_view
from game.ui.presenter import Sprite
from game.ui.geometry import inside, reading_order
from game.ui.tables.hand_copies import with_copies
from game.ui.tables.mining_war.aiming import AimingMixin
from game.ui.tables.mining_war.layout import CHOICE, MULTI_NOW, PASS, Rect

BUTTON_DECISIONS = ("draw_count", "hack", "multi", "last_card")
CARD_DECISIONS = ("hand_limit", "bonus_target")


def acting_seat(view: dict[str, Any]) -> Optional[int]:
    """Who the rules wait for in this view (None: nobody, or the automatic parts of the turn)."""
    if not view or view.get("outcome"):
        return None
    if view["pending"] is not None:
        return view["pending"]["seat"]
    if view["fight"] is None and view["phase"] in ("draw", "deploy", "combat"):
        return view["active"]
    return None


def usable_resources(view: dict[str, Any], seat: Optional[int]) -> list[str]:
    """Untapped resources `seat` may tap, in the order the rules spend them (ruling T6)."""
    if seat is None:
        return []
    me = view["players"][seat]
    spares = [c["card"] for c in me["set_aside"] if c["usable"] and not c["tapped"]]
    stolen = [c["card"] for p in view["players"] for c in p["bitcoins"] if c["stolen_by"] == seat and not c["tapped"]]
    own = [c["card"] for c in me["bitcoins"] if not c["tapped"] and c["stolen_by"] is None]
    return spares + stolen + own


def _short_of_bitcoins(card: Any, view: dict[str, Any], seat: int) -> bool:
    """A fighter or spell costing more than the seat's usable Bitcoins (a Bitcoin costs none)."""
    return card.type != "bitcoin" and card.cost > len(usable_resources(view, seat))


class GesturesMixin(AimingMixin):
    view: dict[str, Any]
    places: dict[str, tuple[int, Rect]]

    def init_gestures(self) -> None:
        self.legal: list[Command] = []
        """The viewer's legal commands in the last view laid out (empty when it may not act)."""
        self.sampled = None
        """The state those were worked out on (sampled from the viewer's view)."""
        self._unplayable: dict[str, Optional[str]] = {}
        """Why each hand card cannot be played, worked out once per view (it is drawn every frame)."""
        self.paying: list[str] = []
        """Resources the player marked to pay the next cost with, in the order clicked."""
        self.aim: Optional[tuple[str, list[tuple[str, ...]], int]] = None
        """A spell waiting for a target: (card, the target lists still possible, the effect
        whose target is asked)."""

    def update_gestures(self, view: dict[str, Any], viewer: Optional[int]) -> None:
        seat = acting_seat(view)
        self.legal, self.sampled, self._unplayable = [], None, {}
        if viewer is not None and viewer >= 0 and seat == viewer:
            try:
                self.sampled = state_from_view(self.ctx.rules, view, viewer, random.Random(0))  # type: ignore[attr-defined]
                # every copy of a card plays alike (twentieth trial: a second Electric Shock looked
                # dimmed and unplayable, and was not)
                kinds = {entry["card"]: entry["key"] for entry in view["players"][viewer]["hand"] or []}
                self.legal = with_copies(self.ctx.rules.legal_commands(self.sampled, viewer), kinds, (PlaceBitcoin, DeployCard, CastSpell))  # type: ignore[attr-defined]
            except (ValueError, KeyError, IndexError):
                self.legal, self.sampled = [], None
        usable = usable_resources(view, view.get("active"))
        self.paying = [card for card in self.paying if card in usable]
        if self.aim is not None and (seat != viewer or (self._key_in_hand(viewer, self.aim[0]) is None
                                                         and not any(isinstance(c, Attack) and c.attacker == self.aim[0] for c in self.legal))):
            self.aim = None  # (a spell aims from the hand, a fighter while it may attack)

    def unplayable_reason(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """A hand card no legal command uses now: the rules' reason for the play it would be
        (placing a Bitcoin, deploying a fighter or building, casting a spell)."""
        if key in self._unplayable:
            return self._unplayable[key]
        self._unplayable[key] = reason = self._why_unplayable(view, seat, key)
        return reason

    def key_acts_at_once(self, key: str) -> bool:
        """A button's number presses it, as in every table (its number only picked it, for
        Enter: fourth new-user trial, "1 sometimes only highlights")."""
        # a target while aiming, too: its number chose it, and Enter was needed besides (sixth
        # new-user trial, a spell's second target)
        # and a fighter that attacks, in the combat: its number lights and numbers its targets at
        # once (sixteenth trial: a fighter's 2, then a target's 3, picked another fighter, the
        # targets numbered only after an Enter)
        return key in (PASS, MULTI_NOW) or key.startswith(CHOICE) or (self.aim is not None and key in self._aim_candidates()) \
            or self._aims_by_key(key) or (self.aiming_fighter() and key == self.aim[0])

    def lifts(self, key: str) -> bool:
        """The phase button and the choices stay put when picked by their number: risen, the
        phase button covered the hint's last line above it."""
        return key not in (PASS, MULTI_NOW) and not key.startswith(CHOICE)

    def idle_command(self, own_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
        """A phase with nothing to play (no Bitcoin to place, nothing one can pay for, no fighter
        ready and no spell) ends by itself (third new-user trial H19: each wanted a click; the
        twenty-first, an empty combat's). The combat's end is the turn's: it waits longer, its
        message up (see idle_wait; fourth trial: "a combat phase skipped silently"), and only
        when no fighter attacked in it."""
        phase = own_view.get("phase")
        if phase not in ("draw", "deploy", "combat"):
            return None
        if phase == "combat":
            # after an attack (or a spell) the player looks at what it did, then ends the turn
            # (twenty-second and twenty-third trials: the last attack's result went with the turn,
            # also when its attacker had died in the fight): only a combat that offered nothing
            # from its start ends by itself
            combat = (own_view.get("turn"), seat)
            if len(legal) > 1:
                self._combat_offered = combat
            if self._combat_offered == combat or any(f["tapped"] for f in own_view["players"][seat]["battlefield"]):
                return None
        return legal[0] if len(legal) == 1 and isinstance(legal[0], EndPhase) else None

    _combat_offered: Any = None
    """(turn, seat) of the last combat in which something could be played."""

    def idle_wait(self, own_view: dict[str, Any]) -> float:
        return 2.0 if own_view.get("phase") == "combat" else 1.0

    def idle_toast(self, own_view: dict[str, Any], seat: int) -> str:
        """"Rien à jouer : Fin pioche & ressources"; a second empty phase of the same turn is
        added to it ("…, puis Fin du déploiement"): it replaced the first, and a key meant for
        the draw, pressed next, was refused in the combat (seventh new-user trial)."""
        # ...only when nothing was played between the two: after two fighters deployed by hand,
        # "terminé d'office : Pioche & ressources, puis déploiement" read as if the deployment had
        # been played for the player (eighteenth trial)
        player = own_view["players"][seat]
        table = (tuple(c["card"] for c in player["hand"] or []), tuple(f["card"] for f in player["battlefield"]),
                 tuple(c["card"] for c in player["bitcoins"]))
        turn, phase = (own_view.get("turn"), seat, table), own_view["phase"]
        kept_turn, phases = self._idle_phases
        phases = list(phases) if kept_turn == turn else []
        if phase in phases:
            # the turn came back to a phase already said (an Undo): said from there again, not
            # added ("…, puis fin du déploiement, puis fin pioche & ressources…": ninth trial)
            phases = phases[:phases.index(phase)]
        phases.append(phase)
        self._idle_phases = (turn, phases)
        # the phases by name, said as news: "Fin pioche & ressources", the button's words, read as
        # an order, every turn (fourteenth trial)
        said = [self.t(f"phase_{p}") for p in phases]  # type: ignore[attr-defined]
        said = said[:1] + [text[:1].lower() + text[1:] for text in said[1:]]
        return self.t("idle", phase=self.t("idle_then").join(said))  # type: ignore[attr-defined]

    _idle_phases: tuple[Any, list[str]] = (None, [])
    """(turn, seat and what the seat had in play, the empty phases ended by themselves since, in order)."""

    def hint_key(self, keys: list[str]) -> str:
        """A card chosen for a decision (the hand limit, a bonus's target) is clicked or keyed,
        not dragged onto a lit place (thirteenth trial: "sur une place éclairée", none lit)."""
        pending = self.view.get("pending") if getattr(self, "view", None) else None
        return "mining_war.hint_choose_card" if pending and pending["kind"] in CARD_DECISIONS else "table.hint"

    def unplayable_mark(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """A card dimmed for its cost says so on its face (its other reasons show on hover)."""
        hand = {c["card"]: c["key"] for c in view["players"][seat]["hand"] or []}
        if key not in hand or self.unplayable_reason(view, seat, key) is None or view.get("phase") not in ("draw", "deploy"):
            return None  # (in the combat a fighter is not deployed at any price: dimmed, its reason on hover)
        card = self.ctx.rules.cards.cards[hand[key]]  # type: ignore[attr-defined]
        if _short_of_bitcoins(card, view, seat):
            # a no-break space: "3 ฿" wraps as one word on a narrow card
            return self.ctx.tr("table.needs", what=f"{card.cost}\u00a0฿")  # type: ignore[attr-defined]
        return None

    def _why_unplayable(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        if view["pending"] is not None:
            return None  # a card is chosen, not played (thirteenth trial: the hand limit's cards all said "il faut 3 ₿")
        hand = {c["card"]: c["key"] for c in view["players"][seat]["hand"] or []}
        if key not in hand or self.sampled is None or any(getattr(c, "card", None) == key for c in self.legal):
            return None
        card = self.ctx.rules.cards.cards[hand[key]]  # type: ignore[attr-defined]
        kind = card.type
        if _short_of_bitcoins(card, view, seat):
            # the first thing a player needs to know (a spell's missing targets would come first)
            return self.t("cannot_pay", cost=card.cost, have=len(usable_resources(view, seat)))  # type: ignore[attr-defined]
        command = PlaceBitcoin(seat, key) if kind == "bitcoin" else CastSpell(seat, key) if kind == "spell" else DeployCard(seat, key)
        try:
            self.ctx.rules.handle(copy.deepcopy(self.sampled), command, random.Random(0))  # type: ignore[attr-defined]
        except IllegalCommand as refusal:
            return self.ctx.tr.reason(refusal.reason, self.card_names())  # type: ignore[attr-defined]
        return None

    # -- what may be picked up ----------------------------------------------------------------------
    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        return self._hand_keys(view, seat)

    def unkeyed_hand(self, view: dict[str, Any], seat: int) -> list[str]:
        if acting_seat(view) != seat or view.get("pending") is not None:
            return []
        return [c["card"] for c in view["players"][seat]["hand"] or []]

    def numbering_scope(self, view: dict[str, Any], seat: int) -> Hashable:
        """A card keeps its number from the draw through deployment (the tenth trial's second
        Bitcoin was 8, then 6); combat numbers its options again, the fighters on the board after
        the hand in their order there (kept through the turn, a fighter deployed took its hand
        number into combat: 9, 4, 6 from left to right, twelfth trial); a spell's targets and an
        effect's answers are numbered on their own."""
        if view["pending"] is not None:
            return ("pending", view["pending"]["kind"])
        if self.aim is not None and not self.aiming_fighter():
            return ("aim", self.aim[0])
        # a fighter aiming keeps the combat's numbers: its own (pressed again, it puts the aim
        # down) and its targets' after them (nineteenth trial: numbered from 1 again, a target
        # took the fighter's 2, and a 2 meant to cancel attacked the Neutrino)
        return ("turn", view["turn"], view["phase"] == "combat")

    def handle_input(self, seat: int, event: pygame.event.Event) -> bool:
        """Escape puts down an aim (a spell's or an attack's targets being chosen)."""
        if self.aim is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.aim, self.relayout = None, True
            return True
        return False

    def clickable_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        keys = self.hand_keys(view, seat)
        if keys and view["pending"] is None and self.aim is None:
            keys += [key for key in self._shown_resources(seat) if key not in keys]
        if self.aim is not None and self.aim[0] not in keys:
            keys.append(self.aim[0])  # clicked again, it puts the aim down
        return keys

    def _shown_resources(self, seat: int) -> list[str]:
        """The usable resources as the table shows them: one key per stack."""
        top = {card: key for key, members in self.stacks.items() for card in members}  # type: ignore[attr-defined]
        return list(dict.fromkeys(top.get(card, card) for card in usable_resources(self.view, seat)))

    def wants_key_badge(self, key: str) -> bool:
        """A button carries its number key in its label (a badge above it would cover the hint)."""
        return not (key in (PASS, MULTI_NOW) or key.startswith(CHOICE))

    def _hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        if acting_seat(view) != seat:
            return []
        player = view["players"][seat]
        hand = [c["card"] for c in player["hand"] or []]
        pending = view["pending"]
        if pending is not None:
            if pending["kind"] == "hand_limit":
                return hand
            if pending["kind"] == "bonus_target":
                options = self._choice_options()
                return [key for key in self.places if key in options]
            return [CHOICE + option for option, _ in self.choice_labels(view)]  # type: ignore[attr-defined]
        if self.aim is not None:
            # the phase's button keeps 1 and the targets follow; the card aimed takes none (a
            # click on it, or Escape, puts it down): it took 1 from "End combat", which then
            # cancelled the attack (eleventh trial), and the arrows walked to it, not the targets
            multi = [MULTI_NOW] if self.multi_aiming() else []
            fighter = [self.aim[0]] if self.aiming_fighter() else []
            targets = reading_order([key for key in self._aim_candidates() if key in self.places],
                                    {k: rect for k, (_, rect) in self.places.items()})
            return [PASS] + fighter + multi + targets
        # only a fighter that can attack (or activate MULTI) now takes a number: an engaged one
        # kept its key after attacking (fourth new-user trial)
        able = {c.attacker for c in self.legal if isinstance(c, Attack)} | {c.card for c in self.legal if isinstance(c, ActivateMulti)}
        fighters = [f["card"] for f in player["battlefield"]
                    if not f["face_down"] and (f["card"] in able if self.legal else not f["tapped"])] if view["phase"] == "combat" else []
        # The phase's button first: its key stays 1 in every phase (it went 0, 8, 9 with the hand:
        # second new-user trial). The Bitcoins in play take no number: a payment takes them by
        # itself when none is marked, and their keys came past ten as "⇧1", "⇧2", renumbered with
        # every card drawn (fourth new-user trial); a click still marks one to pay with.
        if view["phase"] == "combat":
            # the fighters first, as they lie above the hand, then only the spells that can be
            # cast now (fifteenth trial: the leftmost fighter was 9 after a hand none of which
            # could be played)
            castable = {c.card for c in self.legal if isinstance(c, CastSpell)}
            return [PASS] + fighters + [card for card in hand if card in castable]
        return [PASS] + hand + fighters

    def _resource_members(self, seat: int, key: str) -> list[str]:
        """The usable resources clicking `key` marks, top of its stack first ([] for others)."""
        usable = usable_resources(self.view, seat)
        return [card for card in reversed(self.stacks.get(key, [key])) if card in usable]  # type: ignore[attr-defined]

    def _toggle_mark(self, members: list[str]) -> None:
        """Mark the next unmarked card of a stack (one card: mark it); all marked: clear them."""
        unmarked = [card for card in members if card not in self.paying]
        if unmarked:
            self.paying.append(unmarked[0])
        else:
            self.paying = [card for card in self.paying if card not in members]

    def _choice_options(self) -> list[str]:
        return [c.option for c in self.legal if isinstance(c, Choose)]

    # -- clicks -------------------------------------------------------------------------------------
    def clicked(self, seat: int, sprite: Sprite) -> "Optional[Command | bool]":
        if sprite.key == MULTI_NOW:
            return self.select_command(seat, sprite)
        if sprite.key == PASS or sprite.key.startswith(CHOICE):
            self.aim = None
            return self.select_command(seat, sprite)
        if self.aim is not None and sprite.key in self._aim_candidates():
            return self._narrow(seat, self.aim[0], [c for c in self.aim[1] if c[self.aim[2]] == sprite.key]) or True
        if self.aim is not None and sprite.key == self.aim[0]:
            self.aim, self.relayout = None, True  # the spell clicked again: no second target, nothing cast
            return True
        members = self._resource_members(seat, sprite.key)
        if self.view.get("pending") is None and members:
            self._toggle_mark(members)
            return True
        return None

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        """Enter, or a second click on the picked card."""
        if sprite.key == MULTI_NOW:
            fighter, self.aim = (self.aim[0] if self.aim is not None else None), None
            return ActivateMulti(seat, fighter) if fighter is not None else None
        pending = self.view.get("pending")
        if sprite.key.startswith(CHOICE):
            return Choose(seat, sprite.key[len(CHOICE):])
        if pending is not None:
            return Choose(seat, sprite.key) if pending["kind"] in CARD_DECISIONS else None
        if sprite.key == PASS:
            return EndPhase(seat)
        if self.aim is not None:
            aim, self.aim = self.aim, None
            self.relayout = True  # (a MULTI button beside the targets goes with the aim)
            if sprite.key in self._aim_candidates(aim):
                return self._narrow(seat, aim[0], [c for c in aim[1] if c[aim[2]] == sprite.key])
            return None  # the spell itself again: aiming is cancelled
        if self._resource_members(seat, sprite.key):
            self.clicked(seat, sprite)  # the keyboard's way to mark a resource
            return None
        key = self._key_in_hand(seat, sprite.key)
        if key is not None:
            card = self.cards.cards[key]  # type: ignore[attr-defined]
            if card.is_bitcoin:
                return PlaceBitcoin(seat, sprite.key)
            if card.is_fighter:
                return DeployCard(seat, sprite.key, self.pay_with(seat, card.cost))
            if not any(e.needs_target for e in card.effects):
                return CastSpell(seat, sprite.key, ("",) * len(card.effects), self.pay_with(seat, card.cost))
            combos = self._spell_combos(sprite.key)
            if not combos:
                return CastSpell(seat, sprite.key, ("",) * len(card.effects), self.pay_with(seat, card.cost))
            return self._narrow(seat, sprite.key, combos)
        if self.owner_of(sprite.key) == seat:  # type: ignore[attr-defined]
            if self._aims_by_key(sprite.key) and self.keyed:
                self.aim_by_key(seat, sprite.key)
                return None
            return self._fighter_command(seat, sprite.key)
        return None

    def enter_hint(self, view: dict[str, Any], seat: int, sprite: Sprite) -> Optional[str]:
        """A fighter picked in the deployment: how it comes down, face up or face down, which
        its speed decides, not the gesture (seventh new-user trial: "the keyboard deploys face
        up, a drag face down", a fast card and two slower ones)."""
        key = self._key_in_hand(seat, sprite.key)
        card = self.cards.cards[key] if key is not None else None  # type: ignore[attr-defined]
        if card is None or not card.is_fighter or view["phase"] != "deploy":
            return None
        reason = self.unplayable_reason(view, seat, sprite.key)
        if reason:
            return reason  # not "Enter: deploy" for a card Enter cannot deploy (seventeenth trial)
        return self.t(f"enter_deploy_{card.speed}", card=card.name.get(self.ctx.lang, card.name["en"]))  # type: ignore[attr-defined]

    # -- drops --------------------------------------------------------------------------------------
    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        target = self._target_at(design_pos, exclude=sprite.key)
        key = self._key_in_hand(seat, sprite.key)
        if key is not None:
            self.aim = None
            card = self.cards.cards[key]  # type: ignore[attr-defined]
            if card.is_spell:
                return self._spell_drop(seat, sprite.key, target, design_pos)
            own_side = target is not None and self.owner_of(target) == seat or self._over_rows(seat, design_pos)  # type: ignore[attr-defined]
            return self.select_command(seat, sprite) if own_side else None
        if self.aim is not None and target is not None:
            return self.select_command(seat, self._place_sprite(target))
        if target is not None and self.owner_of(sprite.key) == seat and self.owner_of(target) != seat:  # type: ignore[attr-defined]
            return Attack(seat, sprite.key, target)
        if sprite.key.startswith(CHOICE) or sprite.key == PASS:
            return self.select_command(seat, sprite)
        return None

    def drop_refusal(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[str]:
        """A card let go where it does nothing: a hand card, why it cannot be played now or where
        it goes; a fighter in play, which targets it has or why it cannot attack."""
        if self.view.get("pending"):
            return None
        if self.aim is not None and self._key_in_hand(seat, sprite.key) is not None:
            # the drop chose the spell's first target and the next one is asked: nothing refused
            # (thirteenth trial: "lâchez-la sur une cible éclairée" in red over a spell going ahead)
            return None
        kind = self._key_in_hand(seat, sprite.key)
        if kind is not None:
            reason = self.unplayable_reason(self.view, seat, sprite.key)
            if reason:
                return reason
            card = self.cards.cards[kind]  # type: ignore[attr-defined]
            where = "drop_spell" if card.is_spell and any(e.needs_target for e in card.effects) else "drop_on_own_side"
            return self.t(where, name=self.name(kind))  # type: ignore[attr-defined]
        if self.owner_of(sprite.key) != seat:  # type: ignore[attr-defined]
            return None
        name = self._card_name(self.view, sprite.key)  # type: ignore[attr-defined]
        if any(isinstance(c, Attack) and c.attacker == sprite.key for c in self.legal):
            return self.t("drop_on_target", name=name)  # type: ignore[attr-defined]
        command = self._fighter_command(seat, sprite.key)
        if command is None or self.sampled is None:
            return None
        try:
            self.ctx.rules.handle(copy.deepcopy(self.sampled), command, random.Random(0))  # type: ignore[attr-defined]
        except IllegalCommand as refusal:
            return self.ctx.tr.reason(refusal.reason, self.card_names())  # type: ignore[attr-defined]
        return None

    def _spell_drop(self, seat: int, card: str, target: Optional[str], design_pos: Sequence[float]) -> Optional[Command]:
        kind = self.cards.cards[self._key_in_hand(seat, card) or ""]  # type: ignore[attr-defined]
        cost = self.pay_with(seat, kind.cost)
        if not any(e.needs_target for e in kind.effects):
            return CastSpell(seat, card, ("",) * len(kind.effects), cost) if target is not None or self._over_rows(seat, design_pos) or self._over_table(design_pos) else None
        if target is None:
            return None
        matching = [c for c in self._spell_combos(card) if target in c]
        if not matching:
            # Not a legal target: send it anyway, so the player reads the rules' reason.
            first = next(i for i, e in enumerate(kind.effects) if e.needs_target)
            return CastSpell(seat, card, tuple(target if i == first else "" for i in range(len(kind.effects))), cost)
        return self._narrow(seat, card, matching)

    # -- highlights and refusals --------------------------------------------------------------------
    def drop_targets(self, seat: int) -> list[Rect]:
        """Where the card being dragged or picked may legally go now."""
        if self.aim is not None:
            return [self.places[k][1] for k in self._aim_candidates() if k in self.places]
        held = self.held  # type: ignore[attr-defined]
        if held is None or not self.legal:
            return []
        key = self._key_in_hand(seat, held)
        if key is not None:
            card = self.cards.cards[key]  # type: ignore[attr-defined]
            same = [c for c in self.legal if getattr(c, "card", None) is not None and self._type_of(c.card) == key]
            if card.is_bitcoin:
                return [self.seat_zone(seat, "base")] if same else []  # type: ignore[attr-defined]
            if card.is_fighter:
                return [self.seat_zone(seat, "field")] if same else []  # type: ignore[attr-defined]
            targets = {t for c in same if isinstance(c, CastSpell) for t in c.targets if t}
            if same and not targets:
                return [self.seat_zone(seat, "base"), self.seat_zone(seat, "field")]  # type: ignore[attr-defined]
            return [self.places[t][1] for t in targets if t in self.places]
        targets = [c.target for c in self.legal if isinstance(c, Attack) and c.attacker == held]
        return [self.places[t][1] for t in targets if t in self.places]

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        try:
            match.rules.handle(match.state, command, random.Random(0))
        except IllegalCommand as refusal:
            return self.t("refused", reason=refusal.reason)  # type: ignore[attr-defined]
        return None

    # -- payment --------------------------------------------------------------------------------------
    def pay_with(self, seat: int, cost: int) -> tuple[str, ...]:
        """The marked resources for a cost (completed in the rules' order when too few are
        marked, the first ones clicked when too many); () when none are marked."""
        usable = usable_resources(self.view, seat)
        chosen = [c for c in self.paying if c in usable][:cost]
        if not chosen or cost == 0:
            return ()
        chosen += [c for c in usable if c not in chosen][: cost - len(chosen)]
        return tuple(chosen)

    # -- helpers ----------------------------------------------------------------------------------------
    def _type_of(self, card: str) -> Optional[str]:
        for player in self.view["players"]:
            for held in player["hand"] or []:
                if held["card"] == card:
                    return held["key"]
        return None

    def _key_in_hand(self, seat: Optional[int], card: str) -> Optional[str]:
        if seat is None or seat < 0:
            return None
        hand = self.view["players"][seat]["hand"] or []
        return next((c["key"] for c in hand if c["card"] == card), None)

    def _target_at(self, point: Sequence[float], exclude: str) -> Optional[str]:
        hits = [key for key, (_, rect) in self.places.items() if key != exclude and not key.startswith("hand:")
                and not self._in_a_hand(key) and inside(rect, point)]
        return hits[-1] if hits else None

    def _in_a_hand(self, card: str) -> bool:
        return self._type_of(card) is not None

    def _over_rows(self, seat: int, point: Sequence[float]) -> bool:
        return any(inside(self.seat_zone(seat, z), point) for z in ("field", "base"))  # type: ignore[attr-defined]

    def _over_table(self, point: Sequence[float]) -> bool:
        return any(inside(self.seat_zone(p['seat'], z), point) for p in self.view["players"] for z in ("field", "base"))  # type: ignore[attr-defined]

    def _place_sprite(self, key: str) -> Sprite:
        return Sprite(key, "card", self.places[key][1])
