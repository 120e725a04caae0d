"""Issue 22: computer players make named and blind offers, and a named offer leaks nothing.

Computer players choose among the legal commands (easy at random, hard by search over them), so
an offer kind the list leaves out is an offer no computer ever makes.
"""

import random

import pytest

from game.ai.determinizers import DETERMINIZERS
from game.ai.levels import make_player
from game.engine import play_out
from game.rules.maphr import commands as cmd
from game.rules.maphr.cards import card_type_key

from maphr_helpers import RULES, new_match, play_random


def is_named(command) -> bool:
    return isinstance(command, cmd.ProposeOffer) and command.ask_name is not None


def is_blind(command) -> bool:
    return isinstance(command, cmd.ProposeOffer) and command.blind


class Recording:
    """Wraps a player and keeps every command it chose."""

    def __init__(self, player):
        self.player, self.chosen = player, []

    def choose(self, match, seat):
        command = self.player.choose(match, seat)
        self.chosen.append(command)
        return command


@pytest.mark.parametrize("levels", [("easy", "easy"), ("hard", "easy")], ids=["easy-easy", "hard-easy"])
def test_a_seeded_game_of_computers_makes_named_and_blind_offers(levels):
    # Two short seeded games (seed 22 alone made blind offers only once the hard level's
    # evaluation changed: which kind a search prefers in one game is its business).
    offers = []
    for seed in (22, 23):
        match = new_match(players=2, seed=seed, round_limit=8)
        options = {"max_iterations": 30}  # the offers' presence, not the search's strength, is tested
        players = {
            seat: Recording(make_player(level, RULES, 100 + seat, **(options if level == "hard" else {})))
            for seat, level in enumerate(levels)
        }
        play_out(match, players)
        # The first seat's own offers: in hard-easy, the hard player makes both kinds itself.
        offers += [c for c in players[0].chosen if isinstance(c, cmd.ProposeOffer)]
    assert any(is_named(c) for c in offers), f"no named offer among {len(offers)} offers"
    assert any(is_blind(c) for c in offers), f"no blind offer among {len(offers)} offers"


def negotiation_tables(count: int):
    """(match, proposer) at the start of a proposer's negotiation, from seeded random games."""
    found = 0
    for seed in range(200):
        match = new_match(players=3, seed=seed)
        rng = random.Random(seed)
        play_random(match, rng, until=lambda s: s.phase == "negotiation" and s.offer is None and s.round >= 2)
        if match.is_over():
            continue
        yield match, match.to_act()[0]
        found += 1
        if found == count:
            return


def test_the_offers_a_seat_may_make_depend_only_on_what_it_sees():
    # Deal the hidden cards (the others' hands above all) again from the proposer's view: every
    # named or blind offer listed must stay the same, or a name would tell of a card it cannot see.
    checked = 0
    for match, seat in negotiation_tables(6):
        real = {c for c in match.legal_commands(seat) if is_named(c) or is_blind(c)}
        assert real, "the proposer has named or blind offers to make"
        view = match.view(seat)
        for sample in range(5):
            dealt = DETERMINIZERS["maphr"](RULES, view, seat, random.Random(sample))
            assert {c for c in RULES.legal_commands(dealt, seat) if is_named(c) or is_blind(c)} == real
        checked += 1
    assert checked == 6


def test_a_named_offer_names_an_amenity_the_proposer_could_build_and_lacks():
    named = 0
    for match, seat in negotiation_tables(4):
        board = match.state.players[seat]
        held = {card_type_key(a) for a in board.amenities}
        for offer in filter(is_named, match.legal_commands(seat)):
            kind = RULES.cards.types[offer.ask_name]
            assert kind.kind == "amenity" and kind.level <= board.level and offer.ask_name not in held
            assert offer.give_card is None and offer.give_coins == kind.cost <= board.coins
            named += 1
    assert named, "no named offer was listed to check"


def test_may_offer_answers_as_the_list_of_offers_would_in_every_kind_of_hand():
    # `advance_negotiation` asks `may_offer` after every move instead of listing the offers; a
    # turn must end exactly where the list would have been empty, or saves would replay apart.
    from game.rules.maphr.negotiation import legal_offers, may_offer

    checked = {True: 0, False: 0}
    for match, seat in negotiation_tables(8):
        state = match.state
        proposer = state.players[seat]
        others = [state.players[t] for t in state.order() if t != seat]
        hand, coins = list(proposer.hand), proposer.coins
        other_hands, other_coins = [list(o.hand) for o in others], [o.coins for o in others]
        # The table as dealt, then stripped of hands and coins on either side, in every mix.
        for empty_hand in (False, True):
            for no_coins in (False, True):
                for others_empty in (False, True):
                    for others_poor in (False, True):
                        proposer.hand = [] if empty_hand else list(hand)
                        proposer.coins = 0 if no_coins else coins
                        for o, h, c in zip(others, other_hands, other_coins):
                            o.hand = [] if others_empty else list(h)
                            o.coins = 0 if others_poor else c
                        listed = bool(legal_offers(state, RULES.cards, seat))
                        assert may_offer(state, RULES.cards, seat) == listed
                        checked[listed] += 1
    assert checked[True] and checked[False], checked
