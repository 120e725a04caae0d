"""The soak's invariant check (game/rules/mythos/invariants.py): it holds through whole random
games, and each of its checks fires on a real table corrupted in exactly that way."""

import copy
import random

import pytest

from game import sessions
from game.engine import Match, RandomPlayer, SeatConfig
from game.rules.mythos import MythosRules
from game.rules.mythos.commands import Pass, UpgradeCharacter
from game.rules.mythos.invariants import check_invariants, points_available
from game.rules.mythos.state import Character, EffectGroup, EffectRef, MythosState

from mythos_helpers import answer, card_in_hand, play, rules, start

SEATS = [SeatConfig("a", "computer:easy"), SeatConfig("b", "computer:easy")]


def random_match(seed: int) -> Match:
    return Match(rules(), sessions.make_config("mythos", SEATS, seed))


def random_state_where(seed: int, wanted) -> MythosState:
    """A copy of the first state of a random game (after a command) for which `wanted` holds."""
    match = random_match(seed)
    players = {s: RandomPlayer(seed * 7 + s) for s in (0, 1)}
    while not wanted(match.state):
        assert not match.is_over(), "the game ended before reaching the wanted state"
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))
    return copy.deepcopy(match.state)


def check(state: MythosState) -> None:
    rules().check_invariants(state)


# -- whole games -----------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_every_invariant_after_every_command_and_end(seed):
    match = random_match(seed)
    players = {s: RandomPlayer(seed * 131 + s) for s in (0, 1)}
    check(match.state)
    commands = 0
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))
        check(match.state)
        commands += 1
        assert commands < 3000
    state = match.state
    assert state.phase == "over" and state.round == 4 and len(state.missions) == 4
    assert sum(p.points for p in state.players) <= points_available(state, match.rules.cards)


class CheckedAfterEveryEvent(MythosRules):
    """The rules with the check run after each event of a command, not only after the command."""

    def __init__(self):
        super().__init__(rules().cards)
        self.broken: list[tuple[str, str]] = []

    def apply(self, state, event):
        super().apply(state, event)
        try:
            check_invariants(state, self.cards)
        except AssertionError as error:
            self.broken.append((type(event).__name__, str(error)))


@pytest.mark.parametrize("seed", (1, 2))
def test_only_the_pass_before_its_edge_token_breaks_a_check_between_events(seed):
    """A pass is two events, `Passed` then `EdgeTaken`; between them the first passer does not
    hold the Edge yet. Every other check holds after every single event."""
    checked = CheckedAfterEveryEvent()
    match = Match(checked, sessions.make_config("mythos", SEATS, seed))
    players = {s: RandomPlayer(seed + s) for s in (0, 1)}
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))
    assert checked.broken, "a game has passes"
    assert set(checked.broken) == {("Passed", "the first player to pass did not take the Edge")}


def test_the_soak_finds_the_check_on_the_rules_object():
    assert callable(getattr(rules(), "check_invariants", None))


# -- real tables to corrupt ------------------------------------------------------------------

def mid_game() -> MythosState:
    """Round 2 or later, action phase, characters of both players in play, points scored."""
    return random_state_where(3, lambda s: s.phase == "action" and s.round >= 2 and not s.queue
                              and len({c.owner for c in s.characters.values()}) == 2
                              and any(p.points for p in s.players))


def finished() -> MythosState:
    return random_state_where(5, lambda s: s.phase == "over")


def with_upgraded_kit() -> tuple[MythosState, str]:
    """P1's Kit (cost 3) upgraded by a cost-5 Kit: a stack of two cards on mission 0."""
    match = start(["KT-008", "KT-009", "KT-007"], [])
    kit = play(match, 0, "KT-008", 0)
    match.submit(Pass(1))
    match.submit(UpgradeCharacter(0, card_in_hand(match, 0, "KT-009"), kit))
    answer(match, 0, "yes")
    check(match.state)
    return copy.deepcopy(match.state), kit


def after_first_pass() -> MythosState:
    """P1 passed first (took the Edge); P2 plays on alone."""
    match = start([], [], first=0)
    match.submit(Pass(0))
    return copy.deepcopy(match.state)


def deciding_mulligans() -> MythosState:
    return copy.deepcopy(start([], [], mulligan=False).state)


def put_in_play(state: MythosState, seat: int, version: str, mission: int) -> None:
    """Take a card of `version` from `seat`'s hand or deck and put it on `mission` (cards stay
    conserved; only where it goes is wrong)."""
    player = state.players[seat]
    for zone in (player.hand, player.deck):
        for card in zone:
            if state.versions[card] == version:
                zone.remove(card)
                state.characters[card] = Character([card], seat, seat, mission, hidden=False)
                state.missions[mission].sides[seat].append(card)
                return
    raise AssertionError(f"P{seat + 1} holds no {version}")


def stack_onto(state: MythosState, char_id: str, version: str) -> None:
    player = state.players[state.characters[char_id].owner]
    card = next(c for c in player.hand + player.deck if state.versions[c] == version)
    (player.hand if card in player.hand else player.deck).remove(card)
    state.characters[char_id].cards.append(card)


def foreign_mission(state: MythosState) -> str:
    offered = {k for deck in state.decks_in_play for k in deck.missions}
    return next(k for k in sorted(rules().cards.missions) if k not in offered)


def rekey(state: MythosState) -> None:
    char_id, char = next(iter(state.characters.items()))
    state.characters["stranger"] = state.characters.pop(char_id)
    side = state.missions[char.mission].sides[char.controller]
    side[side.index(char_id)] = "stranger"


def wrong_version(state: MythosState) -> None:
    card = state.players[0].deck[0]
    present = {state.versions[c] for c in state.versions if c.startswith("p0.")}
    state.versions[card] = next(v for v in sorted(rules().cards.characters) if v not in present)


def one_character(state: MythosState) -> Character:
    return next(iter(state.characters.values()))


def take_off_its_side(state: MythosState) -> None:
    char_id, char = next(iter(state.characters.items()))
    state.missions[char.mission].sides[char.controller].remove(char_id)


def with_winner(state: MythosState, winner: int, scores: tuple[int, int]) -> None:
    state.players[0].points, state.players[1].points = scores
    state.outcome = type(state.outcome)((winner,), "points", scores)


def tie_won_without_edge(state: MythosState) -> None:
    low = min(p.points for p in state.players)
    with_winner(state, 1 - state.edge, (low, low))


def bad_ref(state: MythosState) -> None:
    state.queue.append(EffectGroup([EffectRef("x", "KT-001", 0, 0, len(state.missions))], True, 0))


CORRUPTIONS = {
    "unknown phase": (mid_game, lambda s: setattr(s, "phase", "interlude"), "unknown phase"),
    "round past 4": (mid_game, lambda s: setattr(s, "round", 5), "round 5 is outside"),
    "round 0 in play": (mid_game, lambda s: setattr(s, "round", 0), "round 0 in the action phase"),
    "edge not a seat": (mid_game, lambda s: setattr(s, "edge", 2), "is not a seat"),
    "fifth mission": (mid_game, lambda s: s.mission_deck.append(s.missions[0].key), "not 4"),
    "foreign mission": (mid_game, lambda s: setattr(s.missions[0], "key", foreign_mission(s)), "not one of the players' missions"),
    "ranks swapped": (mid_game, lambda s: setattr(s.missions[0], "rank", "A"), "has rank A"),
    "mission unrevealed": (finished, lambda s: s.mission_deck.append(s.missions.pop().key), "missions revealed in round 4"),
    "cursor past the row": (mid_game, lambda s: setattr(s, "mission_cursor", len(s.missions) + 1), "mission cursor"),
    "version changed": (mid_game, wrong_version, "do not hold the versions of their deck"),
    "card of nobody": (mid_game, lambda s: s.versions.__setitem__("p2.c00", "KT-001"), "a card id belongs to no player"),
    "card doubled": (mid_game, lambda s: s.players[0].hand.append(s.players[0].deck[0]), "not conserved"),
    "card lost": (mid_game, lambda s: s.players[1].deck.pop(), "not conserved"),
    "card taken by the opponent": (mid_game, lambda s: s.players[0].hand.append(s.players[1].deck.pop()), "P1's cards are not conserved"),
    "cards back in the deck": (mid_game, lambda s: s.players[0].deck.extend(s.players[0].hand.pop() for _ in range(2)),
                               "after the draws of round"),
    "character elsewhere": (mid_game, lambda s: setattr(one_character(s), "mission", len(s.missions)), "does not say it is there"),
    "character on no side": (mid_game, take_off_its_side, "on no mission side or on several"),
    "character under another id": (mid_game, rekey, "not a stack of its owner's cards under its own id"),
    "negative chakra": (mid_game, lambda s: setattr(s.players[1], "chakra", -1), "negative chakra"),
    "negative points": (mid_game, lambda s: setattr(s.players[0], "points", -2), "points (-2)"),
    "negative tokens": (mid_game, lambda s: setattr(one_character(s), "tokens", -1), "-1 power tokens"),
    "points above the missions": (mid_game, lambda s: setattr(s.players[0], "points", points_available(s, rules().cards) + 1),
                                  "the missions evaluated so far give at most"),
    "passed during mulligans": (deciding_mulligans, lambda s: setattr(s.players[0], "passed", True), "passed before round 1"),
    "mulligan hand short": (deciding_mulligans, lambda s: s.players[1].discard.append(s.players[1].hand.pop()), "not 5 cards"),
    "over without passing": (finished, lambda s: setattr(s.players[1], "passed", False), "over phase with a player who has not passed"),
    "play resolving after the game": (finished, lambda s: setattr(s, "play_resolving", True), "a play is resolving in the over phase"),
    "passed player acts": (after_first_pass, lambda s: setattr(s, "acting", 0), "P1 acts after passing"),
    "first passer without the Edge": (after_first_pass, lambda s: setattr(s, "edge", 1), "did not take the Edge"),
    "effects after the game": (finished, bad_ref, "effects wait in the over phase"),
    "target with no effect": (mid_game, lambda s: setattr(s, "chosen_target", "char:p0.c00"), "chosen target with no effect"),
    "empty effect group": (mid_game, lambda s: s.queue.append(EffectGroup([], True, 0)), "empty or has no chooser"),
    "effect on no mission": (mid_game, bad_ref, "names no seat or no mission"),
    "over with no outcome": (finished, lambda s: setattr(s, "outcome", None), "over phase with outcome None"),
    "outcome mid-game": (mid_game, lambda s: setattr(s, "outcome", finished().outcome), "action phase with outcome"),
    "ended early": (finished, lambda s: setattr(s, "mission_cursor", 3), "ended before every mission of round 4"),
    "outcome scores wrong": (finished, lambda s: setattr(s.players[0], "points", s.players[0].points ^ 1), "does not match the points"),
    "loser wins": (finished, lambda s: with_winner(s, 1, (3, 2)), "P2 won with (3, 2)"),
    "tie won without the Edge": (finished, tie_won_without_edge, "won with"),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_each_check_catches_its_corruption(name):
    make, corrupt, words = CORRUPTIONS[name]
    state = make()
    check(state)  # the real table is sound
    corrupt(state)
    with pytest.raises(AssertionError, match=words.replace("(", r"\(").replace(")", r"\)")):
        check(state)


def test_an_upgraded_stack_passes_and_its_checks_catch_a_wrong_card_on_top():
    state, kit = with_upgraded_kit()
    assert len(state.characters[kit].cards) == 2
    mixed = copy.deepcopy(state)
    stack_onto(mixed, kit, "KT-010")  # a Ryn on a Kit
    with pytest.raises(AssertionError, match="stack mixes names"):
        check(mixed)
    falling = copy.deepcopy(state)
    stack_onto(falling, kit, "KT-007")  # a cost-2 Kit on the cost-5 one
    with pytest.raises(AssertionError, match="does not rise in cost"):
        check(falling)


def test_one_pending_pair_of_a_name_is_allowed_but_not_three_or_two_pairs():
    state, _ = with_upgraded_kit()
    put_in_play(state, 0, "KT-007", 0)  # a second Kit on P1's side: settled next (ruling 8)
    check(state)
    three = copy.deepcopy(state)
    put_in_play(three, 0, "KT-008", 0)
    with pytest.raises(AssertionError, match="more than two characters of one name"):
        check(three)
    two_pairs = copy.deepcopy(state)
    put_in_play(two_pairs, 1, "KT-007", 0)
    put_in_play(two_pairs, 1, "KT-008", 0)
    with pytest.raises(AssertionError, match="2 pairs of same-name characters"):
        check(two_pairs)


def test_points_available_follows_the_scoring_table():
    """Round 1 scores mission D; round 2 D and C; ... (each mission every round once in play)."""
    state = finished()
    values = [rules().cards.missions[m.key].points + {"D": 1, "C": 2, "B": 3, "A": 4}[m.rank] for m in state.missions]
    assert points_available(state, rules().cards) == 4 * values[0] + 3 * values[1] + 2 * values[2] + values[3]
    state.phase, state.mission_cursor = "mission", 2
    assert points_available(state, rules().cards) == 3 * values[0] + 2 * values[1] + values[2] + values[0] + values[1]
