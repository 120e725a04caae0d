"""Bitcoin Empire: To The Moon (to_the_moon): store Bitcoins, build Exchanges, attack, for 2-4."""

from game.rules.to_the_moon.rules import ToTheMoonRules

__all__ = ["ToTheMoonRules"]
