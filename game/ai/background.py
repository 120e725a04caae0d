"""Thinking without freezing the window: the search runs in a worker process.

Python threads share one interpreter lock, so a search thread would steal frames from the render
loop; a separate process runs on the machine's other core instead. The worker receives only
what the seat may see (its view and legal commands, as JSON data) and answers with a command.
If a process cannot be started (some sandboxes forbid it), the search runs in a thread.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import threading
from typing import Any, Optional

from game.engine.codec import encode
from game.engine.records import Command


def _decide(game_id: str, level: str, seed: int, think_seconds: float, view: dict[str, Any], legal: list[dict[str, Any]], seat: int) -> dict[str, Any]:
    from game.ai.levels import make_player
    from game.rules.registry import find_rules

    rules = find_rules(game_id)
    assert rules is not None
    commands = [rules.commands.decode(plain) for plain in legal]
    choice = make_player(level, rules, seed, think_seconds=think_seconds).decide(view, commands, seat)
    if choice is None:
        raise ValueError("no legal command to choose from")
    return encode(choice)


PARENT_CHECK_SECONDS = 0.5
"""How often an idle worker looks whether the window that started it is still there."""


def _worker_main(requests: Any, answers: Any, parent: Optional[int] = None) -> None:
    """Answer requests until told to stop, or, in a process (`parent` set), until the window
    that started it is gone: killed with SIGKILL, it never says stop, and the worker would idle
    on forever, re-parented (with multiprocessing's resource tracker, held open by it)."""
    if parent is not None:
        import signal

        # Ctrl-C in a terminal reaches the whole process group: the window decides when its
        # workers end (each printed a KeyboardInterrupt traceback).
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            request = requests.get(timeout=PARENT_CHECK_SECONDS) if parent is not None else requests.get()
        except queue.Empty:
            request = ...
        if parent is not None and os.getppid() != parent:
            answers.cancel_join_thread()  # nobody reads the answers any more: do not wait on them
            return
        if request is ...:
            continue
        if request is None:
            return
        ticket, arguments = request
        try:
            answers.put((ticket, _decide(*arguments), None))
        except Exception as error:  # reported to the app, which falls back to a random move
            answers.put((ticket, None, f"{type(error).__name__}: {error}"))


class BackgroundThinker:
    """One worker for all computer seats of a match; ask, then poll each frame."""

    def __init__(self, game_id: str, *, use_process: bool = True):
        self.game_id = game_id
        self._ticket = 0
        self._answer: Optional[tuple[int, Optional[dict[str, Any]], Optional[str]]] = None
        self._process: Optional[multiprocessing.process.BaseProcess] = None
        if use_process:
            try:
                context = multiprocessing.get_context("spawn")
                self._requests: Any = context.Queue()
                self._answers: Any = context.Queue()
                self._process = context.Process(target=_worker_main, args=(self._requests, self._answers, os.getpid()), daemon=True)
                self._process.start()
            except (OSError, RuntimeError, ValueError):
                self._process = None
        if self._process is None:
            self._requests, self._answers = queue.Queue(), queue.Queue()
            threading.Thread(target=_worker_main, args=(self._requests, self._answers), daemon=True).start()
        self.last_error: Optional[str] = None

    def ask(self, level: str, seed: int, think_seconds: float, view: dict[str, Any], legal: list[Command], seat: int) -> int:
        """Start thinking for `seat`; returns a ticket. A newer question makes older answers stale."""
        self._ticket += 1
        self._requests.put((self._ticket, (self.game_id, level, seed, think_seconds, view, [encode(c) for c in legal], seat)))
        return self._ticket

    def poll(self, ticket: int) -> Optional[dict[str, Any]]:
        """The encoded command for `ticket` once it is ready, else None (never blocks)."""
        while True:
            try:
                answered, command, error = self._answers.get_nowait()
            except queue.Empty:
                return None
            if answered == ticket:
                self.last_error = error
                if command is None:
                    raise RuntimeError(f"the computer player failed: {error}")
                return command

    def close(self) -> None:
        try:
            self._requests.put(None)
        except (OSError, ValueError):
            pass
        if self._process is not None:
            self._process.join(timeout=1)
            if self._process.is_alive():
                self._process.terminate()
