"""The rulebook's turn-by-turn scoring example ("Exemple de comptage tour-par-tour"): missions
are scored again every round; P1 22 against P2 23, P2 wins."""

from game.rules.mythos.commands import Pass
from game.rules.mythos.events import GameWon, MissionEvaluated

from mythos_helpers import answer, pass_both, play, start, table_rules

# Per round: {rank: (winner seat, points)} as printed in the rulebook's table.
TABLE = {
    1: {"D": (0, 4)},
    2: {"D": (0, 4), "C": (1, 4)},
    3: {"D": (1, 4), "C": (1, 4), "B": (0, 5)},
    4: {"D": (0, 4), "C": (1, 4), "B": (0, 5), "A": (1, 7)},
}


def evaluations(match, since):
    ranks = [m.rank for m in match.state.missions]
    return {ranks[e.event.mission]: (e.event.winner, e.event.points)
            for e in match.entries[since:] if isinstance(e.event, MissionEvaluated)}


def test_rulebook_scoring_table_22_against_23():
    match = start(["KT-007", "KT-033"], ["KT-007", "KT-015", "KT-043"],
                  missions0=("T-D", "T-B", "T-X"), missions1=("T-C", "T-A", "T-2"), game_rules=table_rules())
    seen = {}
    # Round 1 (P1 has the Edge): P1 sends Kit (3 power) to D; P2 passes first and takes the Edge.
    mark = len(match.entries)
    play(match, 0, "KT-007", mission=0)
    match.submit(Pass(1))
    match.submit(Pass(0))
    seen[1] = evaluations(match, mark)
    # Round 2 (P2 first): P2 sends Kit (3) to C.
    mark = len(match.entries)
    play(match, 1, "KT-007", mission=1)
    match.submit(Pass(0))
    match.submit(Pass(1))
    seen[2] = evaluations(match, mark)
    # Round 3 (P1 first): P1's Kira (2) takes B; P2's Pell (1 + POWERUP 3) takes D this round only.
    mark = len(match.entries)
    play(match, 0, "KT-033", mission=2)
    play(match, 1, "KT-015", mission=0)
    answer(match, 1, "yes")
    pass_both(match)
    seen[3] = evaluations(match, mark)
    # Round 4: the tokens are gone, so Kit wins D back; P2's Ronin (2) takes A.
    mark = len(match.entries)
    match.submit(Pass(0))
    play(match, 1, "KT-043", mission=3)
    match.submit(Pass(1))
    seen[4] = evaluations(match, mark)

    assert seen == TABLE
    assert sum(len(r) for r in seen.values()) == 10
    final = match.entries[-1].event
    assert isinstance(final, GameWon)
    assert final.scores == (22, 23)
    assert final.winner == 1
    assert match.outcome.winners == (1,)
