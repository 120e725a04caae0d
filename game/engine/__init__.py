"""The game-agnostic core: commands, events, the fold, chance, views, the journal, replay.

Pure Python: nothing under this package imports pygame or pytmx, or reads the clock.
"""

from game.engine.codec import Codec, DecodeError, encode, to_plain
from game.engine.journal import JournalWriter, LoadedSave, SaveError, SaveWriteError, load_save
from game.engine.match import Entry, Match
from game.engine.players import RandomPlayer, play_out
from game.engine.records import (
    ChoiceCommitted,
    ChoicesRevealed,
    Command,
    Event,
    IllegalCommand,
    Undo,
    Undone,
)
from game.engine.replay import Replay
from game.engine.rules import MatchConfig, Outcome, Rules, SeatConfig
from game.engine.save_lock import SaveInUse, SaveLock
from game.engine.simultaneous import SecretChoices
from game.engine.statehash import canonical_json, hash_data

__all__ = [
    "ChoiceCommitted", "ChoicesRevealed", "Codec", "Command", "DecodeError", "Entry", "Event",
    "IllegalCommand", "JournalWriter", "LoadedSave", "Match", "MatchConfig", "Outcome",
    "RandomPlayer", "Replay", "Rules", "SaveError", "SaveInUse", "SaveLock", "SaveWriteError",
    "SeatConfig", "SecretChoices", "Undo", "Undone", "canonical_json", "encode", "hash_data",
    "load_save", "play_out", "to_plain",
]
