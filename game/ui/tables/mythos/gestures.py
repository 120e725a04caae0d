"""How a Mythos player acts on the table: a hand card dragged onto a mission side, or sent to a
mission by its letter (D, C, B, A), is played there, face down while Hidden is on, or upgrades the
face-up character of its name there; one's own hidden character, dropped or picked, is revealed;
the chips answer, pass, or turn Hidden. Why a move is refused, in the rulebook's words."""

from __future__ import annotations

from typing import Any, Optional, Sequence

import pygame

from game.engine import Command, Match
from game.rules.mythos.commands import ChooseOption, Pass, PlayCharacter, RevealCharacter, UpgradeCharacter
from game.ui.presenter import Sprite


class MythosGestures:
    """Mixed into the Mythos table, before TablePlugin (whose gestures it answers)."""

    held: Optional[str]
    hidden_mode: bool
    confirm_pass: bool
    relayout: bool
    _own_hidden: set[str]
    _card_answers: dict[str, ChooseOption]
    _chip_commands: dict[str, Any]
    cards: Any
    stop_warning: Any
    warn_before_ruin: bool

    def drop_targets(self, seat: int) -> list[tuple[float, float, float, float]]:
        if self.held is not None and self.held.startswith("chip:"):
            return []  # a chip picked by its number goes nowhere (Pass lit every mission)
        in_play = len(self._last_view["missions"]) if self._last_view else 4  # an unrevealed mission takes no card
        return [self.zone(f"side_{i}_{self.spot(seat)}") for i in range(in_play)]

    def _side_at(self, seat: int, pos: Sequence[float]) -> Optional[int]:
        for index in range(4):
            x, y, w, h = self.zone(f"side_{index}_{self.spot(seat)}")
            if x <= pos[0] <= x + w and y <= pos[1] <= y + h:
                return index
        return None

    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        if sprite.key.startswith("chip:"):
            x, y, w, h = sprite.rect
            if x <= design_pos[0] <= x + w and y <= design_pos[1] <= y + h:
                return self.select_command(seat, sprite)
            return None
        if sprite.key in self._own_hidden:
            return RevealCharacter(seat, sprite.key)
        if sprite.kind != "card" or not sprite.data:
            return None
        mission = self._side_at(seat, design_pos)
        if mission is None:
            return None
        return self._play_on(seat, sprite, mission)

    def _play_on(self, seat: int, sprite: Sprite, mission: int) -> Command:
        """A hand card sent to `mission`: it upgrades the seat's face-up character of its name
        there, else it is played there (face down when Hidden is on)."""
        name = self.cards.characters[sprite.data[1]].name
        target = self._same_name_at(seat, mission, name)
        if target is not None:
            return UpgradeCharacter(seat, sprite.key, target)
        return PlayCharacter(seat, sprite.key, mission, self.hidden_mode)

    MISSION_KEYS = {pygame.K_d: 0, pygame.K_c: 1, pygame.K_b: 2, pygame.K_a: 3}
    """A picked card goes to a mission by the mission's letter (third new-user trial H11, H24:
    number then Enter led nowhere, the missions had no key)."""

    def key_needs_a_pick(self, key: int) -> Optional[str]:
        return self.word("pick_first") if key in self.MISSION_KEYS else None

    def key_command(self, seat: int, sprite: Sprite, key: int) -> Optional[Command]:
        mission = self.MISSION_KEYS.get(key)
        if mission is None or sprite.kind != "card" or not sprite.data or sprite.key.startswith("chip:") or sprite.key in self._own_hidden:
            return None
        return self._play_on(seat, sprite, mission)  # a mission not in play: refused, and told why

    def _same_name_at(self, seat: int, mission: int, name: str) -> Optional[str]:
        view = self._last_view
        if view is None or mission >= len(view["missions"]):
            return None
        for char in view["missions"][mission]["sides"][seat]["characters"]:
            if char["stack"] and not char["hidden"] and self.cards.characters[char["stack"][-1]].name == name:
                return char["id"]
        return None

    _last_view: Optional[dict[str, Any]] = None

    def enter_command(self, seat: int) -> "Optional[Command | bool]":
        """Enter on the last round's "pass now?" question keeps playing, the safe answer
        (fifteenth trial: Enter did nothing there, and the next key was read as a play)."""
        if self.confirm_pass:
            self.confirm_pass, self.relayout = False, True
            return True
        return None

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        if sprite.key in self._card_answers:
            return self._card_answers[sprite.key]
        if sprite.key in self._chip_commands:
            command = self._chip_commands[sprite.key]
            if command is None:
                self.hidden_mode = not self.hidden_mode  # the toggle is a table setting, not a game action
                return None
            if command in ("never", "cancel"):
                self.confirm_pass, self.relayout = False, True
                if command == "cancel":
                    return None
                if self.stop_warning is not None:
                    self.stop_warning()
                return Pass(seat)
            if isinstance(command, Pass) and not self.confirm_pass and self.warn_before_ruin \
                    and self._last_view is not None and self.passing_ruins(self._last_view, seat):
                self.confirm_pass, self.relayout = True, True
                return None
            self.confirm_pass = False
            return command
        if sprite.key in self._own_hidden:
            return RevealCharacter(seat, sprite.key)
        return None

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        rules = match.rules
        state = match.state
        reason = None
        if isinstance(command, PlayCharacter):
            reason = rules.why_not_play(state, command.seat, command.card, command.mission, command.hidden)  # type: ignore[attr-defined]
        elif isinstance(command, RevealCharacter):
            reason = rules.why_not_reveal(state, command.seat, command.character)  # type: ignore[attr-defined]
        elif isinstance(command, UpgradeCharacter):
            reason = rules.why_not_upgrade(state, command.seat, command.card, command.character)  # type: ignore[attr-defined]
        if reason is None and command not in match.legal_commands(command.seat):
            reason = self.word("cannot")
        return reason
