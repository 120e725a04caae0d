"""What a Mythos player can do: keep or redraw, play, reveal, upgrade, pass, and answer effects."""

from dataclasses import dataclass

from game.engine.records import Command


@dataclass(frozen=True)
class DecideMulligan(Command):
    """At setup, once: keep the 5 cards, or shuffle them back and draw 5 again."""

    redraw: bool


@dataclass(frozen=True)
class PlayCharacter(Command):
    """Play a character from the hand on a mission: face up for its cost, or hidden for 1."""

    card: str
    mission: int
    hidden: bool


@dataclass(frozen=True)
class RevealCharacter(Command):
    """Reveal one's hidden character, paying its printed cost (MAIN then AMBUSH)."""

    character: str


@dataclass(frozen=True)
class UpgradeCharacter(Command):
    """Play a card of the same name and a higher cost over one's face-up character."""

    card: str
    character: str


@dataclass(frozen=True)
class Pass(Command):
    """Stop playing for this action phase (the first to pass takes the Edge token)."""


@dataclass(frozen=True)
class ChooseOption(Command):
    """Answer what an effect asks: a target, a mission, which trigger first, or "skip"."""

    option: str


COMMAND_TYPES = (DecideMulligan, PlayCharacter, RevealCharacter, UpgradeCharacter, Pass, ChooseOption)
