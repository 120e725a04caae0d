"""Three mechanics of the rulebook that had no card (issue 22): UPGRADE effects that modify the
MAIN effect, effects that let one play a character (which reach hidden characters too), and
mission effects that hold "tant que la mission est en jeu". README rulings 29-32."""

import pytest

from game.engine.carddata import CardDataError
from game.rules.mythos import events as ev
from game.rules.mythos.cards import load_cards
from game.rules.mythos.commands import Pass, RevealCharacter, UpgradeCharacter
from game.rules.mythos.effects import mission_power, power_of

from mythos_helpers import answer, card_in_hand, options, play, start


def events_of(match, kind):
    return [e.event for e in match.entries if isinstance(e.event, kind)]


def holds(match):
    match.rules.check_invariants(match.state)


# -- (a) UPGRADE effects that modify MAIN ----------------------------------------------------

def upgrade_ready():
    """Round 2: P1 has Kit and Idris (Lantern Bearer) on mission D, Wren on mission C."""
    match = start(["KT-007", "KT-046", "KT-047", "KT-016", "KT-033"], [])
    kit = play(match, 0, "KT-007", 0)
    match.submit(Pass(1))
    idris = play(match, 0, "KT-046", 0)
    assert options(match, 0) == [f"char:{kit}", "skip"]  # Lantern Bearer: POWERUP 1, here only
    answer(match, 0, f"char:{kit}")
    match.submit(Pass(0))  # round 2: P2 holds the Edge and acts first
    match.submit(Pass(1))
    wren = play(match, 0, "KT-016", 1)  # no other Squad Tide there: its MAIN asks nothing
    return match, kit, idris, wren


def test_an_upgrade_resolves_the_modified_main_effect_in_its_place_and_once():
    match, kit, idris, wren = upgrade_ready()
    chakra = match.state.players[0].chakra
    match.submit(UpgradeCharacter(0, card_in_hand(match, 0, "KT-047"), idris))
    assert match.state.players[0].chakra == chakra - 2
    # The MAIN effect as the UPGRADE text changes it: POWERUP 3, on any mission (Wren is on C).
    assert sorted(options(match, 0)) == sorted([f"char:{kit}", f"char:{wren}", "skip"])
    answer(match, 0, f"char:{wren}")
    assert match.state.characters[wren].tokens == 3
    # Nothing else resolves: the UPGRADE effect was the MAIN effect's change, not a second effect.
    assert not match.state.queue and match.to_act() == (0,)
    holds(match)
    log = [match.rules.describe(e, None, lang) for e in events_of(match, ev.CharacterUpgraded) for lang in ("en", "fr")]
    assert "UPGRADE effect changes its MAIN effect" in log[0] and "UPGRADE modifie son effet MAIN" in log[1]


def test_played_directly_the_card_keeps_its_printed_main_effect():
    match = start(["KT-007", "KT-047", "KT-016"], [])
    kit = play(match, 0, "KT-007", 0)
    match.submit(Pass(1))
    match.state.players[0].chakra = 4  # enough for the cost-4 Captain played directly
    play(match, 0, "KT-047", 0)
    assert options(match, 0) == [f"char:{kit}", "skip"]  # here only
    answer(match, 0, f"char:{kit}")
    assert match.state.characters[kit].tokens == 1  # POWERUP 1, not 3
    assert not match.state.queue


def test_an_upgrade_that_modifies_a_play_effect_changes_its_reduction():
    match = start(["KT-048", "KT-049", "KT-006", "KT-033", "KT-033", "KT-037", "KT-037", "KT-045", "KT-045"], [])
    ysolde = play(match, 0, "KT-048", 0)
    assert options(match, 0) == ["skip"]  # Bram costs 4: more than the Banner Caller's 3
    answer(match, 0, "skip")
    match.submit(Pass(1))
    match.submit(Pass(0))
    match.submit(Pass(1))  # round 2: 5 + 1 chakra
    match.submit(UpgradeCharacter(0, card_in_hand(match, 0, "KT-049"), ysolde))  # pays 2
    assert match.state.players[0].chakra == 4
    bram = card_in_hand(match, 0, "KT-006")
    assert f"card:{bram}" in options(match, 0)  # the Marshal's MAIN: any Cedar cost
    answer(match, 0, f"card:{bram}")
    answer(match, 0, "mission:1")
    assert match.state.players[0].chakra == 4 - (4 - 3)  # 3 less, as the UPGRADE text says
    assert [type(e).__name__ for e in events_of(match, ev.PlayedThroughEffect)] == ["PlayedThroughEffect"]


# -- (b) effects that let one play a character ------------------------------------------------

def test_a_play_effect_reveals_a_hidden_character_which_resolves_its_ambush():
    match = start(["KT-008", "KT-048", "KT-033", "KT-037", "KT-037", "KT-045", "KT-045", "KT-041", "KT-041"], [])
    kit = play(match, 0, "KT-008", 0, hidden=True)  # Smoke Double, cost 3: AMBUSH move
    match.submit(Pass(1))
    match.submit(Pass(0))
    match.submit(Pass(1))  # round 2: 5 + 1 chakra
    play(match, 0, "KT-048", 1)  # Banner Caller on C: play a Cedar character cost ≤3 anywhere, 1 less
    assert f"char:{kit}" in options(match, 0)
    answer(match, 0, f"char:{kit}")
    assert not match.state.characters[kit].hidden
    assert match.state.players[0].chakra == 6 - 3 - 2
    revealed = events_of(match, ev.RevealedThroughEffect)
    assert len(revealed) == 1 and revealed[0].source == "KT-048"
    # Revealing is playing: MAIN and AMBUSH of the revealed card resolve (its AMBUSH: move it).
    assert match.state.queue[0].refs[0].version == "KT-008"
    assert options(match, 0) == [f"char:{kit}", "skip"]
    answer(match, 0, f"char:{kit}")  # C is the only other mission: no second question
    assert match.state.characters[kit].mission == 1
    holds(match)
    for lang, words in (("en", "through the effect of Ysolde"), ("fr", "grâce à l'effet de Ysolde")):
        assert words in match.rules.describe(revealed[0], 1, lang)


def test_a_play_effect_plays_a_fitting_card_from_the_hand_for_less():
    match = start(["KT-048", "KT-007", "KT-006", "KT-043", "KT-016", "KT-037", "KT-037"], [])
    play(match, 0, "KT-048", 0)  # 5 - 3 = 2 chakra left
    kit, bram, ronin, wren = (card_in_hand(match, 0, v) for v in ("KT-007", "KT-006", "KT-043", "KT-016"))
    offered = options(match, 0)
    assert f"card:{kit}" in offered and f"card:{wren}" in offered
    assert f"card:{bram}" not in offered  # cost 4 > 3
    assert f"card:{ronin}" not in offered  # a Drifter, not Cedar
    answer(match, 0, f"card:{kit}")
    assert options(match, 0) == []  # only D is in play: put there without a second question
    assert match.state.characters[kit].mission == 0
    assert match.state.players[0].chakra == 2 - 1
    line = match.rules.describe(events_of(match, ev.PlayedThroughEffect)[0], 1, "en")
    assert "Kit (Cedar Cadet)" in line and "Ysolde" in line and "p0." not in line
    holds(match)


def test_triggers_of_cards_in_play_resolve_before_the_played_characters_main():
    match = start(["KT-020", "KT-048", "KT-046", "KT-033"], [])
    match.state.players[0].chakra = 9
    ilsa = play(match, 0, "KT-020", 0)  # when you play another character here: POWERUP 1
    match.submit(Pass(1))
    play(match, 0, "KT-048", 0)
    answer(match, 0, "yes")  # Ilsa's trigger for Ysolde
    answer(match, 0, f"card:{card_in_hand(match, 0, 'KT-046')}")  # only D in play: no second question
    assert match.state.queue[0].refs[0].source == ilsa  # Ilsa first, then Idris's MAIN
    answer(match, 0, "yes")
    assert match.state.characters[ilsa].tokens == 2
    assert match.state.queue[0].refs[0].version == "KT-046"


def test_a_play_effect_asks_even_when_nothing_fits_so_the_opponent_learns_nothing():
    match = start(["KT-050", "KT-006", "KT-037", "KT-024", "KT-045", "KT-045", "KT-041"], [])
    play(match, 0, "KT-050", 0)  # Quill: a character cost ≤3 here, 1 less; the hand costs 4-6
    assert match.to_act() == (0,) and options(match, 0) == ["skip"]
    assert match.view(1)["prompt"] == {"seat": 0, "options": None}
    answer(match, 0, "skip")
    assert match.to_act() == (1,)


def test_a_play_effect_here_only_reveals_hidden_characters_here():
    match = start(["KT-033", "KT-007", "KT-050"], [])
    kira_d = play(match, 0, "KT-033", 0, hidden=True)
    match.submit(Pass(1))
    match.submit(Pass(0))
    match.submit(Pass(1))
    kit_c = play(match, 0, "KT-007", 1, hidden=True)
    play(match, 0, "KT-050", 1)  # Quill on C
    offered = options(match, 0)
    assert f"char:{kit_c}" in offered and f"char:{kira_d}" not in offered


# -- (c) mission effects while the mission is in play ---------------------------------------

def test_fogbound_pass_gives_hidden_characters_here_power_while_in_play():
    match = start(["KT-033", "KT-007", "KT-016"], [], missions0=("MS-13", "MS-02", "MS-09"))
    cards = match.rules.cards
    kira = play(match, 0, "KT-033", 0, hidden=True)
    assert power_of(match.state, cards, kira) == 1  # 0 for a hidden character, +1 from the mission
    assert match.view(1)["missions"][0]["sides"][0]["power"] == 1
    match.submit(Pass(1))
    kit = play(match, 0, "KT-007", 0)
    assert power_of(match.state, cards, kit) == 3  # face up: printed power only
    match.submit(Pass(0))
    evaluated = events_of(match, ev.MissionEvaluated)[0]
    assert evaluated.power == (4, 0) and evaluated.winner == 0
    holds(match)
    line = match.rules.describe(events_of(match, ev.MissionRevealed)[0], 1, "fr")
    assert "Tant que cette mission est en jeu" in line


def test_beacon_hill_counts_only_while_in_play_and_for_cheap_face_up_characters():
    # Mission deck order (no shuffle): P1's first (D), P2's first (C), ...: Beacon Hill is C.
    match = start(["KT-016", "KT-007", "KT-001", "KT-033"], [], missions1=("MS-14", "MS-02", "MS-09"))
    cards = match.rules.cards
    wren = play(match, 0, "KT-016", 0)  # cost 1 on D (Trial of Ranks): no change
    assert power_of(match.state, cards, wren) == 1
    assert all(m.key != "MS-14" for m in match.state.missions)  # still in the mission deck
    match.submit(Pass(1))
    match.submit(Pass(0))
    assert match.state.missions[1].key == "MS-14"
    match.submit(Pass(1))
    kit = play(match, 0, "KT-007", 1)  # cost 2, power 3: +1 on Beacon Hill
    oren = play(match, 0, "KT-001", 1)  # cost 3: too dear for the hill
    if match.to_act() == (0,) and options(match, 0):
        answer(match, 0, "skip")
    kira = play(match, 0, "KT-033", 1, hidden=True)  # hidden: the hill's text says face-up
    assert power_of(match.state, cards, kit) == 4
    assert power_of(match.state, cards, oren) == 3
    assert power_of(match.state, cards, kira) == 0
    assert mission_power(match.state, cards, 1, 0) == 7


# -- the card data ------------------------------------------------------------------------------

def test_the_new_card_data_is_checked_on_load(tmp_path):
    cards = load_cards()
    assert cards.characters["KT-047"].effects[1].instead_of == 1
    assert cards.missions["MS-13"].effects[0].when == "continuous"
    text = (tmp_path / "cards.toml")
    base = open(load_cards.__globals__["resource_path"]("assets", "cards", "mythos.toml"), encoding="utf-8").read()
    text.write_text(base.replace('when = "upgrade"\ninstead_of = 1', 'when = "ambush"\ninstead_of = 1', 1), encoding="utf-8")
    with pytest.raises(CardDataError, match="only an UPGRADE effect can replace a MAIN effect"):
        load_cards(text)
    text.write_text(base + '\n[missions."MS-99"]\nname = { en = "X", fr = "X" }\ntext = { en = "X", fr = "X" }\n'
                    '[[missions."MS-99".effects]]\nwhen = "continuous"\naction = "chakra"\n', encoding="utf-8")
    with pytest.raises(CardDataError, match="MS-99"):
        load_cards(text)


# -- ruling 29: a hidden card may be revealed on a later turn of the same round ---------------------

def test_a_card_hidden_this_round_can_be_revealed_on_the_players_next_turn_not_in_the_same_play():
    match = start(["KT-043", "KT-033"], ["KT-033"])
    ronin = play(match, 0, "KT-043", 0, hidden=True)
    # The hidden play was the whole action: the turn is P2's, P1 cannot reveal in the same play.
    assert match.to_act() == (1,) and RevealCharacter(0, ronin) not in match.legal_commands(0)
    play(match, 1, "KT-033", 0)
    assert match.state.round == 1 and RevealCharacter(0, ronin) in match.legal_commands(0)
    match.submit(RevealCharacter(0, ronin))
    assert not match.state.characters[ronin].hidden
