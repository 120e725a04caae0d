"""Charge & Spark (robot_duel): a two-player robot duel of simultaneously revealed cards."""

from game.rules.robot_duel.rules import RobotDuelRules

__all__ = ["RobotDuelRules"]
