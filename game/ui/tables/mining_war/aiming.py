"""Mining War's aiming: a spell's targets or a fighter's attack, chosen by a click or a number.

A spell aims from the hand once picked (Enter, or dropped where its targets are not yet known);
a fighter aims in the combat as soon as its number is typed, its targets lit and numbered after
the combat's numbers, its MULTI a button beside them (`GesturesMixin` holds the rest of the
table's gestures; `aim` is (card, the legal target lists left, the index asked next)).
"""

from __future__ import annotations

from typing import Any, Optional

from game.engine import Command
from game.rules.mining_war.commands import ActivateMulti, Attack, CastSpell


class AimingMixin:
    """Mixed into the Mining War table through GesturesMixin: its state lives there."""

    aim: Optional[tuple[str, list[tuple[str, ...]], int]]
    legal: list[Command]
    view: dict[str, Any]
    relayout: bool
    notice: Optional[str]

    def _aims_by_key(self, key: str) -> bool:
        """A fighter of the acting seat that can attack, in the combat (a MULTI one too: its
        MULTI is a button beside its targets; eighteenth trial: a MULTI fighter's number aimed
        nothing, and no key attacked with it)."""
        if self.aim is not None or self.view.get("pending") is not None or self.view.get("phase") != "combat":
            return False
        return any(isinstance(c, Attack) and c.attacker == key for c in self.legal)

    def aiming_fighter(self) -> bool:
        """A fighter in play aims its attack (not a spell from the hand)."""
        return self.aim is not None and self._type_of(self.aim[0]) is None  # type: ignore[attr-defined]

    def multi_aiming(self) -> bool:
        """A fighter aims its attack and could use its MULTI instead."""
        return self.aiming_fighter() and any(isinstance(c, ActivateMulti) and c.card == self.aim[0] for c in self.legal)  # type: ignore[index]

    def _attack_targets(self, fighter: str) -> list[tuple[str, ...]]:
        """The fighter's legal targets, each as a one-target list (the aim's shape)."""
        return [(c.target,) for c in self.legal if isinstance(c, Attack) and c.attacker == fighter]

    def aim_by_key(self, seat: int, key: str) -> None:
        """The fighter's targets light and take their numbers, one target too (a number alone
        does not attack: Enter or the target's number does)."""
        self.aim = (key, self._attack_targets(key), 0)
        self.relayout = self.multi_aiming()  # its MULTI button comes up beside the targets

    def enter_command(self, seat: int) -> "Optional[Command | bool]":
        """Enter while a fighter aims at its only target: the attack."""
        candidates = self._aim_candidates()
        if self.aiming_fighter() and len(candidates) == 1:
            fighter, self.aim = self.aim[0], None
            return Attack(seat, fighter, candidates[0])
        if self.aim is not None and candidates:
            # several targets: Enter says which keys choose (it fell to a button a Tab had left
            # focused, eighteenth trial)
            self.notice = self.t("aim_pick_target")  # type: ignore[attr-defined]
            return True
        return None

    def key_badge_anchor(self, key: str) -> str:
        """A target's number lies on its picture: above it, it covered the Health of the card in
        the row above (seventeenth trial: "2" over the Mining Pool's ♥20)."""
        return "art" if key in self._aim_candidates() else "above"

    def _fighter_command(self, seat: int, fighter: str) -> Optional[Command]:
        """Enter on one's fighter (or a second click): its MULTI when it has one to use (the
        table asks first, see ruin_warning); else its attack: at once on its one target, or the
        targets light for a click or their number (fifth new-user trial: Enter on an attacker
        said "not a MULTI card"). A fighter that can do neither is refused with the rules' reason."""
        if any(isinstance(c, ActivateMulti) and c.card == fighter for c in self.legal):
            return ActivateMulti(seat, fighter)
        targets = self._attack_targets(fighter)
        if targets:
            return self._narrow(seat, fighter, targets)
        enemy = next((key for key in self.places if self.owner_of(key) not in (None, seat)), None)  # type: ignore[attr-defined]
        return Attack(seat, fighter, enemy) if enemy is not None else ActivateMulti(seat, fighter)

    def _narrow(self, seat: int, card: str, combos: list[tuple[str, ...]]) -> Optional[Command]:
        """The spell (or a fighter's attack) when one target list is left; else ask for the
        next target."""
        if not combos:
            return None
        if len(combos) == 1:
            self.aim = None
            if self._key_in_hand(seat, card) is None:  # a fighter in play aims its attack
                return Attack(seat, card, combos[0][0])
            kind = self.cards.cards[self._key_in_hand(seat, card) or ""]  # type: ignore[attr-defined]
            return CastSpell(seat, card, combos[0], self.pay_with(seat, kind.cost))
        index = next(i for i in range(len(combos[0])) if len({c[i] for c in combos}) > 1)
        self.aim = (card, combos, index)
        return None

    def _aim_candidates(self, aim: Optional[tuple[str, list[tuple[str, ...]], int]] = None) -> list[str]:
        aim = aim or self.aim
        if aim is None:
            return []
        return list(dict.fromkeys(c[aim[2]] for c in aim[1]))

    def _spell_combos(self, card: str) -> list[tuple[str, ...]]:
        """The legal target lists of this spell (any copy of it in the hand)."""
        key = self._type_of(card)
        # once each: every copy in the hand has its own plays (gestures._with_copies)
        return list(dict.fromkeys(c.targets for c in self.legal if isinstance(c, CastSpell) and self._type_of(c.card) == key))
