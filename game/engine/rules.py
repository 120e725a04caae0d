"""What a game is to the engine: data plus pure functions over a state.

Every game under `game/rules/` provides one `Rules` subclass. The engine calls:

- `initial_state(config)`: the empty table before any event;
- `setup(state, rng)`: the events that lay out the table (shuffles and deals decided by `rng`);
- `to_act(state)`: the seats that may send a command now (one, several at once, or a
  reaction window's answerer);
- `legal_commands(state, seat)`: every command that seat may send now;
- `handle(state, command, rng)`: the events a command causes, or `IllegalCommand`;
- `advance(state, rng)`: events that follow by themselves once the last ones are applied (a
  reveal when every choice is in, the end of a round); [] when the game waits for a player;
- `apply(state, event)`: the fold; changes `state` in place and reads nothing else;
- `view(state, seat)`: JSON data for one seat, hiding what that seat may not see
  (seat None: everything, for replays and tests; seat `PUBLIC_SEAT` (-1): a spectator who
  sees only what is public, shown at a shared screen between two players' turns);
- `outcome(state)`: the result once the game is over, else None.

`handle`, `advance` and `setup` must not change the state; only `apply` does. Nothing here
reads the clock, a file or a global random generator: chance arrives as the `rng` argument,
and its outcomes are written into events so the fold never needs it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Optional, Sequence

from game.engine.codec import Codec
from game.engine.limits import clean_name
from game.engine.wording import agree
from game.engine.records import ENGINE_COMMANDS, ENGINE_EVENTS, Command, Event


PUBLIC_SEAT = -1
"""The viewer who owns no seat: `view(state, PUBLIC_SEAT)` shows only public information."""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game: who won (several on a shared win, none on a draw)."""

    winners: tuple[int, ...]
    """Winning seats, in seat order; empty for a draw."""
    reason: str
    """Why the game ended, in a few words ("health", "moon", "last pool standing")."""
    scores: Optional[tuple[int, ...]] = None
    """Final score per seat, for games that count points."""

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True)
class SeatConfig:
    name: str
    """The name shown for the seat ("pass to <name>")."""
    kind: str = "human"
    """"human", or "computer:<level>" (e.g. "computer:easy")."""

    def __post_init__(self) -> None:
        # Every name is drawn and printed: a NUL or a lone surrogate (valid in JSON) would crash
        # the font, an escape sequence would drive the terminal. Cleaned once, here, wherever
        # the seat comes from (a save's header, a scenario, the new-game menu).
        object.__setattr__(self, "name", clean_name(self.name))
        object.__setattr__(self, "kind", clean_name(self.kind, 32))

    @property
    def is_computer(self) -> bool:
        return self.kind.startswith("computer")


@dataclass(frozen=True)
class MatchConfig:
    """Everything needed to start a match; it is written in the save's header."""

    game_id: str
    seats: tuple[SeatConfig, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    """Game options: variants, a fixed setup for scripts, level data read from Tiled maps."""

    @property
    def player_count(self) -> int:
        return len(self.seats)


class Rules:
    """Base class of a game's rules. Subclasses set the class attributes and the functions."""

    game_id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    rules_version: ClassVar[int] = 1
    """Raised whenever a change would make old saves fold differently."""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    command_types: ClassVar[Sequence[type]] = ()
    event_types: ClassVar[Sequence[type]] = ()

    def __init__(self) -> None:
        self.commands = Codec((*ENGINE_COMMANDS, *self.command_types))
        self.events = Codec((*ENGINE_EVENTS, *self.event_types))

    # -- to override ------------------------------------------------------------------------
    def check_config(self, config: MatchConfig) -> None:
        """Raise ValueError with a readable reason when the config cannot start a match."""
        if not self.min_players <= config.player_count <= self.max_players:
            raise ValueError(
                f"{self.name} is for {self.min_players}-{self.max_players} players, "
                f"not {config.player_count}"
            )

    def initial_state(self, config: MatchConfig) -> Any:
        raise NotImplementedError

    def setup(self, state: Any, rng: random.Random) -> list[Event]:
        raise NotImplementedError

    def to_act(self, state: Any) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_commands(self, state: Any, seat: int) -> list[Command]:
        raise NotImplementedError

    def handle(self, state: Any, command: Command, rng: random.Random) -> list[Event]:
        raise NotImplementedError

    def advance(self, state: Any, rng: random.Random) -> list[Event]:
        return []

    def apply(self, state: Any, event: Event) -> None:
        raise NotImplementedError

    def view(self, state: Any, seat: Optional[int]) -> dict[str, Any]:
        raise NotImplementedError

    def outcome(self, state: Any) -> Optional[Outcome]:
        raise NotImplementedError

    def describe(self, event: Event, seat: Optional[int], lang: str = "en") -> str:
        """One line of the game log for `event` as `seat` sees it: redacted for that seat, put
        in the game's words (`log_line`), plurals agreeing ("2 cards", not "card(s)")."""
        return agree(self.log_line(event.seen_by(seat), lang), lang)

    def log_line(self, event: Event, lang: str) -> str:
        """The game's words for an event already redacted for its reader."""
        return type(event).__name__

    def hash_data(self, state: Any) -> Any:
        """The data the state hash is taken over; the full view by default."""
        return self.view(state, None)
