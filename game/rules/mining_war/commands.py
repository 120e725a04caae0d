"""What a Crypto Mining War player can do during their turn."""

from dataclasses import dataclass

from game.engine.records import Command


@dataclass(frozen=True)
class PlaceBitcoin(Command):
    """Phase 3: put a Bitcoin from the hand on the table (at most one per turn)."""

    card: str


@dataclass(frozen=True)
class DeployCard(Command):
    """Phase 4: deploy a fighter or building, paying its cost by tapping resources."""

    card: str
    pay_with: tuple[str, ...] = ()
    """The resources to tap; empty = chosen by the rules (set-aside cards, stolen, own)."""


@dataclass(frozen=True)
class CastSpell(Command):
    """Any time of one's own turn: cast a spell, paying its cost."""

    card: str
    targets: tuple[str, ...] = ()
    """One card id per effect of the spell, in order ("" for an effect without a target, or
    whose kind of target does not exist on the table)."""
    pay_with: tuple[str, ...] = ()


@dataclass(frozen=True)
class Attack(Command):
    """Phase 5: a revealed, untapped fighter attacks a card."""

    attacker: str
    target: str


@dataclass(frozen=True)
class ActivateMulti(Command):
    """Phase 5: a MULTI card doubles its damage and will be sacrificed at the end of the turn."""

    card: str


@dataclass(frozen=True)
class Choose(Command):
    """Answer the decision the rules wait for (see `Pending.kind`)."""

    option: str


@dataclass(frozen=True)
class EndPhase(Command):
    """Stop the current phase (draw & resources, deployment, combat) and go to the next."""


COMMAND_TYPES = (PlaceBitcoin, DeployCard, CastSpell, Attack, ActivateMulti, Choose, EndPhase)
