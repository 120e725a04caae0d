"""Setup and the four phases of a round, as the rulebook lists them."""

import pytest

from game.engine import IllegalCommand
from game.rules.mythos.commands import DecideMulligan, Pass
from game.rules.mythos.events import CardsDrawn, EdgeTaken, MissionEvaluated, MissionRevealed

from mythos_helpers import answer, play, start, table_rules


def test_setup_deals_five_and_forms_a_four_card_mission_deck():
    match = start([], [], mulligan=False)
    state = match.state
    assert [len(p.hand) for p in state.players] == [5, 5]
    assert [len(p.deck) for p in state.players] == [25, 25]
    assert len(state.mission_deck) == 4
    assert state.phase == "mulligan" and match.to_act() == (0, 1)
    assert state.edge == 0


def test_one_mulligan_each_redraws_five_then_round_one():
    match = start([], [], mulligan=False)
    before = list(match.state.players[1].hand)
    match.submit(DecideMulligan(1, True))
    assert match.state.phase == "mulligan"  # waits for both, decided in secret
    with pytest.raises(IllegalCommand):
        match.submit(DecideMulligan(1, False))
    match.submit(DecideMulligan(0, False))
    state = match.state
    assert state.round == 1 and state.phase == "action"
    assert len(state.players[1].hand) == 7  # 5 redrawn + 2 for round 1
    assert sorted(state.players[1].hand[:5]) == sorted(before)  # unshuffled test deck: same cards back


def test_random_setup_edge_and_missions_come_from_each_player():
    from game.engine import Match, MatchConfig, SeatConfig
    from game.match_options import default_options
    from mythos_helpers import rules

    firsts = set()
    for seed in range(12):
        config = MatchConfig("mythos", (SeatConfig("a"), SeatConfig("b")), seed, default_options("mythos", 2))
        match = Match(rules(), config)
        firsts.add(match.state.edge)
        deck_missions = match.state.mission_deck
        own = [config.options["decks"][s]["missions"] for s in (0, 1)]
        assert sum(m in own[0] for m in deck_missions) >= 2 and sum(m in own[1] for m in deck_missions) >= 2
        assert len(deck_missions) == 4
    assert firsts == {0, 1}


def test_start_phase_reveals_a_mission_per_round_with_ranks_d_c_b_a():
    match = start([], [])
    ranks = []
    for round_number in range(1, 5):
        assert match.state.round == round_number
        ranks.append(match.state.missions[-1].rank)
        assert len(match.state.missions) == round_number
        match.submit(Pass(match.to_act()[0]))
        match.submit(Pass(match.to_act()[0]))
    assert ranks == ["D", "C", "B", "A"]
    assert match.is_over()


def test_start_phase_chakra_income_counts_characters_hidden_included_and_chakra_plus():
    match = start(["KT-007", "KT-033", "KT-044"], ["KT-005", "KT-043"])
    state = match.state
    assert [p.chakra for p in state.players] == [5, 5]  # round 1: 5
    play(match, 0, "KT-007", 0)  # 2
    play(match, 1, "KT-005", 0)  # Tamsin, CHAKRA +1, 2
    play(match, 0, "KT-033", 0, hidden=True)  # 1
    play(match, 1, "KT-043", 0, hidden=True)  # 1
    play(match, 0, "KT-044", 0)  # Marlo: 1, MAIN gain 2
    answer(match, 0, "yes")
    assert state.players[0].chakra == 5 - 2 - 1 - 1 + 2
    match.submit(Pass(1))
    match.submit(Pass(0))
    # Round 2: unspent chakra is gone; 5 + 3 characters for P1; 5 + 2 + Tamsin's 1 for P2.
    assert [p.chakra for p in state.players] == [8, 8]
    assert [len(p.hand) for p in state.players] == [5 - 3 + 4, 5 - 2 + 4]


def test_action_phase_alternates_and_the_first_to_pass_takes_the_edge_at_once():
    match = start(["KT-007", "KT-033"], ["KT-007"])
    assert match.to_act() == (0,)
    play(match, 0, "KT-007", 0)
    assert match.to_act() == (1,)
    match.submit(Pass(1))
    assert match.state.edge == 1  # README ruling 3: immediately
    assert match.to_act() == (0,)  # P1 plays on alone
    play(match, 0, "KT-033", 0)
    assert match.to_act() == (0,)
    with pytest.raises(IllegalCommand):
        match.submit(Pass(1))
    match.submit(Pass(0))
    assert match.state.edge == 1
    assert match.state.round == 2 and match.to_act() == (1,)  # the Edge acts first next round


def test_mission_phase_tie_goes_to_the_edge_and_zero_power_scores_nothing():
    match = start(["KT-007"], ["KT-007"], missions0=("T-D", "T-B", "T-X"), missions1=("T-C", "T-A", "T-2"),
                  game_rules=table_rules(), first=1)
    play(match, 1, "KT-007", 0)
    play(match, 0, "KT-007", 0)
    match.submit(Pass(1))  # P2 passes first and keeps the Edge
    match.submit(Pass(0))
    evaluated = [e.event for e in match.entries if isinstance(e.event, MissionEvaluated)]
    assert evaluated[0].power == (3, 3) and evaluated[0].winner == 1 and evaluated[0].points == 4
    match.submit(Pass(1))
    match.submit(Pass(0))
    evaluated = [e.event for e in match.entries if isinstance(e.event, MissionEvaluated)]
    assert evaluated[-1].power == (0, 0) and evaluated[-1].winner is None and evaluated[-1].points == 0


def test_evaluation_figure_power_with_tokens_wins_printed_plus_rank():
    """The rulebook figure: 2 printed + 1 rank; P1 4 + 0 against P2 3 + 2 tokens; P2 gains 3."""
    match = start(["KT-006"], ["KT-007"])
    play(match, 0, "KT-006", 0)  # Bram 4/4
    answer(match, 0, "skip")
    kit = play(match, 1, "KT-007", 0)  # Kit 3
    match.state.characters[kit].tokens = 2
    match.submit(Pass(0))
    match.submit(Pass(1))
    evaluated = [e.event for e in match.entries if isinstance(e.event, MissionEvaluated)][0]
    assert evaluated.power == (4, 5) and evaluated.winner == 1 and evaluated.points == 3
    assert match.state.players[1].points == 3


def test_end_phase_removes_tokens_and_chakra_and_missions_score_every_round():
    match = start(["KT-015"], [])
    pell = play(match, 0, "KT-015", 0)
    answer(match, 0, "yes")
    assert match.state.characters[pell].tokens == 3
    match.submit(Pass(1))
    match.submit(Pass(0))
    assert match.state.characters[pell].tokens == 0
    assert match.state.players[0].chakra == 5 + 1  # last round's chakra gone, new income
    for _ in range(3):
        match.submit(Pass(match.to_act()[0]))
        match.submit(Pass(match.to_act()[0]))
    assert match.is_over()
    assert match.outcome.scores == (4 * (2 + 1), 0)  # Pell wins only D (printed 2 + rank 1), every round


def test_final_tie_goes_to_the_edge_holder():
    from game.rules.mythos.events import GameWon
    match = start([], [])
    for _ in range(3):
        match.submit(Pass(match.to_act()[0]))
        match.submit(Pass(match.to_act()[0]))
    match.state.players[0].points = match.state.players[1].points = 20
    match.submit(Pass(match.to_act()[0]))
    edge = match.state.edge
    match.submit(Pass(match.to_act()[0]))
    final = match.entries[-1].event
    assert isinstance(final, GameWon) and final.scores == (20, 20)
    assert final.winner == edge and final.reason == "edge"


def test_empty_deck_draws_nothing():
    match = start([], [])
    match.state.players[0].deck.clear()
    match.submit(Pass(0))
    match.submit(Pass(1))
    drawn = [e.event for e in match.entries if isinstance(e.event, CardsDrawn) and e.event.seat == 0]
    assert drawn[-1].count == 0 and match.state.round == 2
