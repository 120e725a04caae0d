"""Undo may take back a move only when it showed its player nothing hidden and drew nothing at
random (`Event.reveals_nothing`): otherwise a player could look and take back, or draw again.

Checked on every move of seeded random games of every game, for every move the engine lets its
player take back: each of its events is one that player may see whole, and the same command
played where everything that player could not see is dealt again (a deck's order, the others'
hands: the hard computer's determinizer) and with other dice gives the same events: the move
told its player nothing they did not know."""

from __future__ import annotations

import copy
import random

import pytest

from game import sessions
from game.ai.determinizers import DETERMINIZERS
from game.engine import SeatConfig
from game.match_options import self_play_options

GAMES = ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")


def replayed(rules, state, command, rng: random.Random) -> list:
    """The events `command` makes from `state` (a copy is played on), as Match._run_batch plays them."""
    state = copy.deepcopy(state)
    made, pending = [], rules.handle(state, command, rng)
    while pending:
        for event in pending:
            rules.apply(state, event)
            made.append(event)
        pending = [] if rules.outcome(state) is not None else rules.advance(state, rng)
    return made


def possible(game_id: str, rules, real, dealt):
    """The dealt state made a position the player could be in. Maphr's determinizer may deal a
    contract or a catastrophe into a hand, where none stays once the draw is over
    (rules.maphr.immediate): such a card is swapped with an ordinary one of the deck."""
    if game_id != "maphr" or any(rules.cards.type_of(c).is_immediate for b in real.players for c in b.hand):
        return dealt
    ordinary = [i for i, c in enumerate(dealt.deck) if not rules.cards.type_of(c).is_immediate]
    for board in dealt.players:
        for index, card in enumerate(board.hand):
            if rules.cards.type_of(card).is_immediate:
                if not ordinary:
                    return None
                swap = ordinary.pop()
                board.hand[index], dealt.deck[swap] = dealt.deck[swap], card
    return dealt


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_that_may_be_taken_back_showed_nothing_and_drew_nothing(game_id):
    undoable = 0
    for seed in range(2):
        config = sessions.make_config(game_id, [SeatConfig("A"), SeatConfig("B")], seed, self_play_options(game_id))
        match = sessions.start(config).match
        chooser = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            command = chooser.choice(match.legal_commands(seat))
            first = len(match.entries)
            before = match.state_at(first)
            match.submit(command)
            if not match.can_undo(seat):
                continue
            undoable += 1
            batch = [entry.event for entry in match.entries[first:]]
            hidden = [e for e in batch if not e.is_visible_to(seat)]
            assert not hidden, f"{game_id} seed {seed}: {command} may be undone but hid {hidden} from its player"
            view = match.rules.view(before, seat)
            deals = (DETERMINIZERS[game_id](match.rules, view, seat, random.Random(dice)) for dice in range(3))
            kept = [d for d in (possible(game_id, match.rules, before, d) for d in deals) if d is not None]
            assert kept, f"{game_id} seed {seed}: no possible deal of what {seat} could not see"
            for dice, dealt in enumerate(kept):
                again = [e.seen_by(seat) for e in replayed(match.rules, dealt, command, random.Random(dice))]
                assert again == batch, f"{game_id} seed {seed}: {command} may be undone but told its player something new"
    assert undoable, "no move could be taken back"
