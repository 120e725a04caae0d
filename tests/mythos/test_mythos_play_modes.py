"""Playing a character face up, hidden, revealing it, upgrading it; one name per side."""

import pytest

from game.engine import IllegalCommand
from game.rules.mythos.commands import Pass, PlayCharacter, RevealCharacter, UpgradeCharacter
from game.rules.mythos.effects import chakra_income

from mythos_helpers import answer, card_in_hand, options, play, start


def test_face_up_costs_the_printed_cost_and_triggers_no_ambush():
    match = start(["KT-043"], [])
    ronin = play(match, 0, "KT-043", 0)  # AMBUSH: POWERUP 2
    state = match.state
    assert state.players[0].chakra == 5 - 2
    assert not state.characters[ronin].hidden and state.characters[ronin].tokens == 0
    assert match.to_act() == (1,)  # no effect asked anything


def test_hidden_costs_one_and_reveal_pays_the_cost_then_main_and_ambush():
    match = start(["KT-023"], [])
    vesh = play(match, 0, "KT-023", 0, hidden=True)  # printed cost 4
    assert match.state.players[0].chakra == 4
    assert match.state.characters[vesh].hidden
    match.submit(Pass(1))
    match.submit(Pass(0))
    assert match.state.players[0].chakra == 6  # round 2: 5 + 1 hidden character
    match.submit(Pass(1))  # P2 (the Edge) passes; P1 plays on alone
    match.state.players[0].chakra = 4
    match.submit(RevealCharacter(0, vesh))
    assert match.state.players[0].chakra == 0 and not match.state.characters[vesh].hidden


def test_revealing_resolves_the_ambush_effect():
    match = start(["KT-043"], [])
    ronin = play(match, 0, "KT-043", 0, hidden=True)
    match.submit(Pass(1))
    match.submit(RevealCharacter(0, ronin))
    assert options(match, 0) == ["yes", "skip"]
    answer(match, 0, "yes")
    assert match.state.characters[ronin].tokens == 2
    assert match.state.players[0].chakra == 5 - 1 - 2


def test_hidden_character_counts_cost_0_power_0_for_effects_but_keeps_tokens():
    from game.rules.mythos.effects import power_of
    match = start(["KT-037"], [])
    beast = play(match, 0, "KT-037", 0, hidden=True)
    assert power_of(match.state, match.rules.cards, beast) == 0
    match.state.characters[beast].tokens = 2
    assert power_of(match.state, match.rules.cards, beast) == 2


def test_upgrade_pays_the_difference_keeps_tokens_and_resolves_upgrade():
    match = start(["KT-008", "KT-009", "KT-007"], [])
    kit = play(match, 0, "KT-008", 0)  # cost 3
    match.state.characters[kit].tokens = 1
    match.submit(Pass(1))
    # An equal or lower cost is no upgrade.
    with pytest.raises(IllegalCommand, match="upgrade must cost more than"):
        match.submit(UpgradeCharacter(0, card_in_hand(match, 0, "KT-007"), kit))
    match.submit(UpgradeCharacter(0, card_in_hand(match, 0, "KT-009"), kit))  # cost 5: pays 2
    assert match.state.players[0].chakra == 0
    answer(match, 0, "yes")  # UPGRADE: POWERUP 2
    char = match.state.characters[kit]
    assert len(char.cards) == 2 and char.tokens == 3
    assert chakra_income(match.state, match.rules.cards, 0) == 5 + 1  # the stack is one character


def test_a_hidden_character_cannot_be_upgraded():
    match = start(["KT-008", "KT-009"], [])
    kit = play(match, 0, "KT-008", 0, hidden=True)
    match.submit(Pass(1))
    with pytest.raises(IllegalCommand, match="reveal"):
        match.submit(UpgradeCharacter(0, card_in_hand(match, 0, "KT-009"), kit))
    assert all(not isinstance(c, UpgradeCharacter) for c in match.legal_commands(0))


def test_one_character_of_a_name_per_side_of_a_mission_hidden_included():
    match = start(["KT-007", "KT-008"], ["KT-007"])
    play(match, 0, "KT-007", 0, hidden=True)
    play(match, 1, "KT-007", 0)  # the other side may have its own Kit
    second = card_in_hand(match, 0, "KT-008")
    with pytest.raises(IllegalCommand, match="already have a character named Kit"):
        match.submit(PlayCharacter(0, second, 0, True))
    assert PlayCharacter(0, second, 0, False) not in match.legal_commands(0)


def test_cannot_pay_more_chakra_than_one_has():
    match = start(["KT-037"], [])
    beast = card_in_hand(match, 0, "KT-037")
    with pytest.raises(IllegalCommand, match="costs 6 chakra; you have 5"):
        match.submit(PlayCharacter(0, beast, 0, False))
    assert PlayCharacter(0, beast, 0, True) in match.legal_commands(0)


def test_a_play_hidden_or_face_up_may_be_undone_until_the_other_player_plays():
    from game.engine import Undo
    match = start(["KT-007", "KT-033"], [])
    before = match.state_hash()
    play(match, 0, "KT-033", 0, hidden=True)
    assert match.can_undo(0)
    match.submit(Undo(0))
    assert match.state_hash() == before and match.to_act() == (0,)
    # face up: the card was Ana's own, shown by choice (twenty-third trial: a mistaken face-up
    # play could not be taken back)
    play(match, 0, "KT-007", 0)
    assert match.can_undo(0)
    match.submit(Undo(0))
    assert match.state_hash() == before and match.to_act() == (0,)
    play(match, 0, "KT-007", 0)
    match.submit(Pass(1))
    assert not match.can_undo(0)  # the other player has played since
