"""Each word of the effect vocabulary, on the cards of the KT set."""

from game.rules.mythos.commands import Pass, RevealCharacter
from game.rules.mythos.effects import chakra_income, power_of
from game.rules.mythos.events import CharacterReturnedToHand, HiddenCharacterLookedAt

from mythos_helpers import answer, card_in_hand, options, play, start


def rich(match, *seats):
    for seat in seats or (0, 1):
        match.state.players[seat].chakra = 30


def test_main_powerup_is_optional():
    match = start(["KT-015", "KT-015"], [])
    pell = play(match, 0, "KT-015", 0)
    assert options(match, 0) == ["yes", "skip"]
    answer(match, 0, "skip")
    assert match.state.characters[pell].tokens == 0


def test_must_effect_applies_without_asking_when_it_has_one_target():
    match = start(["KT-032"], ["KT-007"], first=1)
    kit = play(match, 1, "KT-007", 0)
    play(match, 0, "KT-032", 0)  # Zeph: MAIN, MUST: POWERUP 1 an enemy character here
    assert match.state.characters[kit].tokens == 1
    assert match.to_act() == (1,)


def test_triggers_of_cards_in_play_resolve_before_the_new_cards_effects():
    match = start(["KT-020", "KT-015"], [])
    ilsa = play(match, 0, "KT-020", 0)  # when you play another character here: POWERUP 1
    match.submit(Pass(1))
    pell = play(match, 0, "KT-015", 0)  # MAIN: POWERUP 3
    assert match.state.queue[0].refs[0].source == ilsa
    answer(match, 0, "yes")
    assert match.state.characters[ilsa].tokens == 1 and match.state.characters[pell].tokens == 0
    assert match.state.queue[0].refs[0].source == pell
    answer(match, 0, "yes")
    assert match.state.characters[pell].tokens == 3


def test_simultaneous_score_effects_are_ordered_by_the_winner():
    match = start(["KT-022"], [], missions0=("MS-06", "MS-02", "MS-10"))
    play(match, 0, "KT-022", 0)  # Juno: SCORE draw 1, on Rescue a Comrade (SCORE draw 1)
    match.submit(Pass(1))
    match.submit(Pass(0))
    assert match.to_act() == (0,) and options(match, 0) == ["first:0", "first:1"]
    answer(match, 0, "first:1")
    assert options(match, 0) == ["yes", "skip"]
    hand = len(match.state.players[0].hand)
    answer(match, 0, "yes")
    answer(match, 0, "yes")
    assert len(match.state.players[0].hand) == hand + 2 + 2  # two SCORE draws, then round 2's draw


def test_chakra_plus_and_conditional_chakra():
    match = start(["KT-018", "KT-019"], [])
    rich(match, 0)
    play(match, 0, "KT-018", 0)  # Fenn: CHAKRA +1 if a friendly Beast is here
    assert chakra_income(match.state, match.rules.cards, 0) == 5 + 1
    match.submit(Pass(1))
    play(match, 0, "KT-019", 0)  # Burr, a Beast
    assert chakra_income(match.state, match.rules.cards, 0) == 5 + 2 + 1


def test_return_at_end_of_round_unless_partner_here():
    match = start(["KT-019", "KT-018"], [])
    burr = play(match, 0, "KT-019", 0)
    match.submit(Pass(1))
    match.submit(Pass(0))
    assert burr not in match.state.characters and burr in match.state.players[0].hand
    assert any(isinstance(e.event, CharacterReturnedToHand) for e in match.entries)


def test_continuous_power_aura_and_minus_per_friend():
    match = start(["KT-012", "KT-014", "KT-007"], [])
    rich(match, 0)
    sable = play(match, 0, "KT-012", 0)  # 4, -1 per other face-up friend here
    assert power_of(match.state, match.rules.cards, sable) == 4
    match.submit(Pass(1))
    play(match, 0, "KT-014", 0)  # Corvin: other Squad Ember here +1
    assert power_of(match.state, match.rules.cards, sable) == 4 - 1 + 1


def test_ambush_move_this_character():
    match = start(["KT-008"], [])
    kit = play(match, 0, "KT-008", 0, hidden=True)
    match.submit(Pass(1))
    match.submit(Pass(0))
    match.submit(Pass(1))
    match.submit(RevealCharacter(0, kit))
    assert options(match, 0) == [f"char:{kit}", "skip"]
    answer(match, 0, f"char:{kit}")  # one other mission: no need to ask where
    assert match.state.characters[kit].mission == 1 and kit in match.state.missions[1].sides[0]


def test_hide_respects_protection_and_cost():
    match = start(["KT-026"], ["KT-021", "KT-007"], first=1)
    rich(match)
    hale = play(match, 1, "KT-021", 0)  # cannot be hidden or defeated by enemy effects
    marrow = play(match, 0, "KT-026", 0, hidden=True)
    kit = play(match, 1, "KT-007", 0)
    match.submit(RevealCharacter(0, marrow))
    assert options(match, 0) == [f"char:{kit}", "skip"]
    answer(match, 0, f"char:{kit}")
    assert match.state.characters[kit].hidden and not match.state.characters[hale].hidden


def test_defeat_goes_to_the_owners_discard_and_triggers_friendly_defeated():
    match = start(["KT-030"], ["KT-003", "KT-007"], first=1)
    rich(match)
    play(match, 1, "KT-003", 0)  # Maelis: when another friendly character is defeated, gain 2
    kettle = play(match, 0, "KT-030", 0, hidden=True)
    kit = play(match, 1, "KT-007", 0, hidden=True)
    match.submit(RevealCharacter(0, kettle))  # AMBUSH: defeat a hidden enemy character here
    answer(match, 0, f"char:{kit}")
    assert kit not in match.state.characters and kit in match.state.players[1].discard
    assert match.to_act() == (1,) and options(match, 1) == ["yes", "skip"]
    chakra = match.state.players[1].chakra
    answer(match, 1, "yes")
    assert match.state.players[1].chakra == chakra + 2


def test_take_control_looks_first_and_needs_cost_three_or_less():
    match = start(["KT-023"], ["KT-026", "KT-030"], first=1)
    rich(match)
    cheap = play(match, 1, "KT-026", 0, hidden=True)  # cost 3
    vesh = play(match, 0, "KT-023", 0, hidden=True)
    dear = play(match, 1, "KT-030", 0, hidden=True)  # cost 4
    match.submit(RevealCharacter(0, vesh))
    assert set(options(match, 0)) == {f"char:{cheap}", f"char:{dear}", "skip"}
    answer(match, 0, f"char:{dear}")
    looked = [e.event for e in match.entries if isinstance(e.event, HiddenCharacterLookedAt)]
    assert looked[-1].version == "KT-030" and match.state.characters[dear].controller == 1
    assert (0, dear) in match.state.seen


def test_take_control_moves_the_character_to_your_side():
    match = start(["KT-023"], ["KT-026"], first=1)
    rich(match)
    cheap = play(match, 1, "KT-026", 0, hidden=True)
    vesh = play(match, 0, "KT-023", 0, hidden=True)
    match.submit(Pass(1))
    match.submit(RevealCharacter(0, vesh))
    answer(match, 0, f"char:{cheap}")
    char = match.state.characters[cheap]
    assert char.controller == 0 and char.owner == 1 and cheap in match.state.missions[0].sides[0]
    assert chakra_income(match.state, match.rules.cards, 0) == 5 + 2  # controlled characters count


def test_look_at_a_hidden_card_lets_the_looker_see_it_in_their_view():
    match = start(["KT-031"], ["KT-007"], first=1)
    rich(match)
    kit = play(match, 1, "KT-007", 0, hidden=True)
    play(match, 0, "KT-031", 0)  # Dusk: MAIN look at a hidden character
    answer(match, 0, f"char:{kit}")
    stacks = {c["id"]: c["stack"] for c in match.view(0)["missions"][0]["sides"][1]["characters"]}
    assert stacks[kit] == ["KT-007"]


def test_opponent_discards_a_card_of_their_choice():
    match = start(["KT-025"], [], first=0)
    lark = play(match, 0, "KT-025", 0, hidden=True)
    match.submit(Pass(1))
    match.submit(RevealCharacter(0, lark))
    answer(match, 0, "yes")
    assert match.to_act() == (1,)
    victim = match.state.players[1].hand[2]
    answer(match, 1, f"card:{victim}")
    assert victim in match.state.players[1].discard and victim not in match.state.players[1].hand


def test_score_puts_a_card_from_hand_as_a_hidden_character():
    match = start(["KT-007", "KT-033"], [], missions0=("MS-08", "MS-05", "MS-10"))
    play(match, 0, "KT-007", 0)
    match.submit(Pass(1))
    match.submit(Pass(0))
    kira = card_in_hand(match, 0, "KT-033")
    answer(match, 0, f"card:{kira}")  # one mission in play: it goes there without asking
    assert match.state.characters[kira].hidden and match.state.characters[kira].mission == 0


def test_score_must_return_a_face_up_friendly_character_if_able():
    match = start(["KT-007"], [], missions0=("MS-05", "MS-02", "MS-10"))
    kit = play(match, 0, "KT-007", 0)
    match.submit(Pass(1))
    match.submit(Pass(0))  # Recover the Relic won: Kit, the only target, goes back without asking
    assert kit not in match.state.characters and kit in match.state.players[0].hand


def test_a_take_of_control_that_doubles_a_name_makes_its_controller_defeat_one():
    match = start(["KT-033", "KT-023"], ["KT-033"], first=1)
    rich(match)
    theirs = play(match, 1, "KT-033", 0, hidden=True)  # Kira, cost 1
    mine = play(match, 0, "KT-033", 0)
    match.submit(Pass(1))
    vesh = play(match, 0, "KT-023", 0, hidden=True)
    match.submit(RevealCharacter(0, vesh))
    answer(match, 0, f"char:{theirs}")
    assert match.to_act() == (0,) and set(options(match, 0)) == {f"defeat:{mine}", f"defeat:{theirs}"}
    answer(match, 0, f"defeat:{theirs}")
    assert theirs in match.state.players[1].discard  # back to its owner's discard pile
    assert mine in match.state.characters
