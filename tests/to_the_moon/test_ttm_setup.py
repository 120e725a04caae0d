"""Setup: Characters, deal, who starts (digest acceptance test 1), the Bonus Rules of the deal."""

import pytest

from game.rules.to_the_moon.commands import ChooseCharacter
from ttm_helpers import RULES, choose_characters, every_card, cards_on_table, new_match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_two_each_and_the_player_left_of_the_dealer_starts(players):
    match = new_match(players, setup={"dealer": players - 1})
    assert match.to_act() == (0,)  # left of the dealer chooses first
    choose_characters(match)
    state = match.state
    assert all(len(p.hand) == 2 for p in state.players)
    assert state.current == 0 and state.phase == "draw"
    mined = 1  # the starter's Character had room: one card Mined before the Draw Phase
    assert len(state.deck) == 60 - 2 * players - mined
    assert sorted(cards_on_table(state)) == sorted(every_card())


def test_characters_are_chosen_in_turn_from_the_dealers_left():
    match = new_match(3, setup={"dealer": 1})
    order = []
    while match.state.phase == "choose_character":
        seat = match.to_act()[0]
        options = match.legal_commands(seat)
        assert all(isinstance(c, ChooseCharacter) for c in options)
        assert len(options) == 4 - len(order)
        order.append(seat)
        match.submit(options[-1])
    assert order == [2, 0, 1]
    assert len({p.character.card for p in match.state.players}) == 3


def test_characters_at_random_need_no_command():
    match = new_match(4, seed=5, character_choice="random")
    assert match.state.phase == "draw"
    assert len({p.character.card for p in match.state.players}) == 4


def test_a_taken_character_cannot_be_chosen_again():
    match = new_match(2, setup={"dealer": 1})
    taken = match.legal_commands(0)[0]
    match.submit(taken)
    from game.engine import IllegalCommand
    with pytest.raises(IllegalCommand, match="not a Character you can choose"):
        match.submit(ChooseCharacter(1, taken.character))


def test_late_adopters_deal_one_more_card_to_the_last_player():
    match = new_match(3, character_choice="random", bonus_rules=["late_adopters"], setup={"dealer": 0})
    hands = [len(p.hand) for p in match.state.players]
    assert hands == [3, 2, 2]  # seat 1 starts, so seat 0 plays last


def test_genesis_block_mines_one_card_onto_every_character():
    match = new_match(3, character_choice="random", bonus_rules=["genesis_block"], setup={"dealer": 0})
    stored = [len(p.character.stored) for p in match.state.players]
    assert stored == [1, 2, 1]  # the starter (seat 1) then Mined again in their first Mine Phase


def test_bad_options_are_refused_with_a_reason():
    from game.engine import Match
    from ttm_helpers import config
    for options, words in [({"mode": "moon"}, "mode"), ({"bonus_rules": ["halving"]}, "Bonus Rule"),
                           ({"moon_tokens": 0}, "moon_tokens"), ({"setup": {"deck_top": ["x.1"]}}, "not a card"),
                           ({"colour": 1}, "unknown option"), ({"setup": {"dealer": 3}}, "setup.dealer")]:
        with pytest.raises(ValueError, match=words):
            Match(RULES, config(3, **options))
    with pytest.raises(ValueError, match="2-4 players"):
        Match(RULES, config(5))
