"""What a Charge & Spark player can do: choose one card, face down."""

from dataclasses import dataclass

from game.engine.records import Command


@dataclass(frozen=True)
class PlayCard(Command):
    """Place a card from the hand face down in one's zone (revealed when both have chosen)."""

    card: str
    """The card's id, e.g. "p0.spark"."""


COMMAND_TYPES = (PlayCard,)
