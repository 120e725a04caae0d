"""Computer seats at the table: the player of the seat's level, thinking off the UI thread
when it searches, so the window never freezes while it thinks.

The levels come from `game.ai.levels` (easy = uniform random, hard = search). A search player
thinks in a worker process (`game.ai.background`): a Python thread would share the interpreter
lock with the render loop and cost frames.
"""

from __future__ import annotations

import threading
from typing import Any, Optional

from game.engine import Command, Match, RandomPlayer, Rules


def computer_levels(game_id: str) -> tuple[str, ...]:
    """The computer levels a seat of this game may take, easiest first."""
    try:
        from game.ai.levels import levels_for
    except ImportError:
        return ("easy",)
    return tuple(levels_for(game_id))


def make_computer(kind: str, rules: Rules, seed: int, think_seconds: Optional[float] = None) -> Any:
    """The player for a seat kind "computer:<level>" (a searcher thinks `think_seconds` per
    decision, the settings' time; None: the default); an unknown level plays easy."""
    try:
        from game.ai.levels import make_player
    except ImportError:
        return RandomPlayer(seed)
    options = {} if think_seconds is None else {"think_seconds": think_seconds}
    try:
        return make_player(kind, rules, seed, **options)
    except ValueError:
        return RandomPlayer(seed)


class ComputerSeat:
    """Asks one computer player for its command at a given log position, without blocking.

    A player with `decide(view, legal, seat)` (a searcher) thinks in a background thread on a
    view and legal commands taken here; one with only `choose(match, seat)` answers at once.
    """

    def __init__(self, player: Any):
        self.player = player
        self.position: Optional[int] = None
        self._answer: Optional[Command] = None
        self._ready = threading.Event()
        self._thinker: Any = None
        self._ticket = 0
        self._legal: list[Command] = []

    def _is_searcher(self) -> bool:
        from game.ai.search import SearchPlayer

        return isinstance(self.player, SearchPlayer)

    def close(self) -> None:
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None

    def ask(self, match: Match, seat: int) -> None:
        position = len(match.entries)
        if self.position == position:
            return
        self.position = position
        self._answer = None
        self._ready = ready = threading.Event()
        decide = getattr(self.player, "decide", None)
        if decide is None:
            self._answer = self.player.choose(match, seat)
            ready.set()
            return
        view, legal = match.view(seat), match.legal_commands(seat)
        if self._is_searcher():
            from game.ai.background import BackgroundThinker

            if self._thinker is None:
                self._thinker = BackgroundThinker(match.config.game_id)
            self._legal = legal
            seed = self.player.rng.randrange(2**31)
            self._ticket = self._thinker.ask("hard", seed, self.player.think_seconds, view, legal, seat)
            return

        def think() -> None:
            try:
                answer = decide(view, legal, seat)
            except Exception:  # a searcher's failure must not stop the game: fall back to a legal move
                answer = legal[0] if legal else None
            if self._ready is ready:
                self._answer = answer
            ready.set()

        threading.Thread(target=think, name=f"computer-seat-{seat}", daemon=True).start()

    def answer(self, match: Match) -> tuple[bool, Optional[Command]]:
        """(ready, command) for the position asked about; not ready if the match moved on."""
        if self.position != len(match.entries):
            return (False, None)
        if self._thinker is not None and not self._ready.is_set():
            try:
                plain = self._thinker.poll(self._ticket)
            except RuntimeError:  # the worker failed: a legal move keeps the game going
                plain, self._answer = None, (self._legal[0] if self._legal else None)
                self._ready.set()
            if plain is not None:
                self._answer = match.rules.commands.decode(plain)
                self._ready.set()
        if not self._ready.is_set():
            return (False, None)
        return (True, self._answer)
