"""Tenth new-user trial: number keys moved under the player's hands. Mining War's second Bitcoin
was 8, then 6; Maphr's cross tile went from 2 to 1 once a tile was laid, and 2 became "stop
prospecting". An option keeps its number while its seat acts; a number that went with its option
is not given to another."""

from __future__ import annotations

import pygame

from game.rules.mining_war.commands import PlaceBitcoin
from game.ui.number_keys import KEYED, StableNumbers
from game.ui.tables.mining_war import MiningWarTable
from tests.ui.table_positions import at_the_screen, random_positions


def test_an_option_keeps_its_number_and_a_gone_one_leaves_a_gap():
    numbers = StableNumbers()
    assert numbers.slots(0, "turn", ["end", "a", "b", "c"]) == ["end", "a", "b", "c"]
    assert numbers.slots(0, "turn", ["end", "a", "c"]) == ["end", "a", None, "c"]
    # a card drawn takes the number after the highest given, not the one b left
    assert numbers.slots(0, "turn", ["end", "a", "c", "d"]) == ["end", "a", None, "c", "d"]
    assert numbers.slots(0, "turn", ["end", "a", "b", "c", "d"]) == ["end", "a", "b", "c", "d"], "b came back: its number too"


def test_numbers_always_rise_from_left_to_right():
    # Fourteenth trial: a card drawn into the middle of a sorted hand read 2, 3, 9, 4, 5.
    numbers = StableNumbers()
    numbers.slots(0, "turn", ["a", "b", "c", "d"])
    assert numbers.slots(0, "turn", ["b", "c", "d"]) == [None, "b", "c", "d"]
    # b and c keep theirs; from the card come in between, each takes a number after the highest
    assert numbers.slots(0, "turn", ["b", "c", "new", "d"]) == [None, "b", "c", None, "new", "d"]
    assert numbers.slots(0, "turn", ["b", "c", "new", "d", "last"]) == [None, "b", "c", None, "new", "d", "last"]
    assert numbers.slots(0, "turn", ["c", "new", "d", "last"]) == [None, None, "c", None, "new", "d", "last"], "a gap is kept"


def test_an_option_that_moved_to_the_end_takes_a_new_number_and_the_others_keep_theirs():
    # Twenty-third trial: a card played hidden goes from Mythos's hand to the end of the list (its
    # own hidden characters), with its id; its old number out of order numbered the whole hand
    # again, and 6 played Tamsin where it had been Maelis.
    numbers = StableNumbers()
    numbers.slots(0, "round", ["pass", "a", "b", "c", "d", "hidden1"])
    assert numbers.slots(0, "round", ["pass", "a", "c", "d", "hidden1", "b"]) == ["pass", "a", None, "c", "d", "hidden1", "b"]


def test_numbers_start_again_for_another_seat_another_scope_or_a_list_of_new_options():
    numbers = StableNumbers()
    numbers.slots(0, "turn", ["end", "a", "b"])
    assert numbers.slots(0, "turn", ["end", "b"]) == ["end", None, "b"]
    assert numbers.slots(1, "turn", ["end", "b"]) == ["end", "b"], "another seat numbers from 1"
    assert numbers.slots(1, "aim", ["b", "x", "y"]) == ["b", "x", "y"], "a scope of its own numbers from 1"
    assert numbers.slots(1, "turn", ["yes", "no"]) == ["yes", "no"], "no option in common: from 1"
    numbers.forget()
    assert numbers.slots(1, "turn", ["b"]) == ["b"]
    assert numbers.slots(1, "turn", []) == [] and numbers.slots(1, "turn", ["b", "c"]) == ["b", "c"], "an empty list forgets nothing"


def test_a_seats_numbers_outlast_the_other_seats_turn():
    numbers = StableNumbers()
    numbers.slots(0, "round 1", ["pass", "a", "b", "c"])
    numbers.slots(1, "round 1", ["pass", "x", "y"])
    assert numbers.slots(0, "round 1", ["pass", "a", "c"]) == ["pass", "a", None, "c"]


def test_a_number_past_the_keys_there_are_numbers_the_list_again():
    numbers = StableNumbers()
    first = [f"c{i}" for i in range(KEYED)]
    numbers.slots(0, None, first)
    later = first[5:] + ["new"]  # "new" would take number 21, which no key picks
    assert numbers.slots(0, None, later) == later


def _hand(scene, seat) -> list[str]:
    return [c["card"] for c in scene.table.presenter.view["players"][seat]["hand"] or []]


def _labels(scene, keys) -> dict[str, str]:
    return {key: scene.key_label(key) for key in keys}


def test_mining_war_cards_keep_their_numbers_after_a_bitcoin_is_placed_and_into_the_next_phase(app, player):
    for _, match, _, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(1, 20), moves=120):
        if match.view(seat)["phase"] == "draw" and len(match.view(seat)["players"][seat]["hand"]) >= 4 \
                and any(isinstance(c, PlaceBitcoin) for c in legal):
            break
    else:
        raise AssertionError("no Bitcoin to place with four cards in hand")
    scene = at_the_screen(app, match)
    assert scene.acting_seat == seat
    hand = _hand(scene, seat)
    before = _labels(scene, hand)
    assert all(before.values()), before
    bitcoin = next(c.card for c in legal if isinstance(c, PlaceBitcoin))
    pressed = before[bitcoin]
    player.key(getattr(pygame, f"K_{pressed[-1]}"), mod=pygame.KMOD_SHIFT if pressed.startswith("⇧") else 0)
    player.key(pygame.K_RETURN)
    player.settle()
    assert bitcoin not in _hand(scene, seat) and scene.acting_seat == seat
    after = _labels(scene, [card for card in hand if card != bitcoin])
    assert after == {card: before[card] for card in after}, "the cards kept their numbers"
    assert pressed not in after.values(), "the Bitcoin's number went with it"
    player.key(pygame.K_1)  # ends the phase: the phase's button keeps 1
    player.settle()
    view = scene.table.presenter.view
    assert scene.acting_seat == seat and view["phase"] != "draw"
    still = [card for card in after if card in _hand(scene, seat)]
    if view["phase"] == "deploy":
        assert still and _labels(scene, still) == {card: after[card] for card in still}, "and into deployment"
    else:
        # combat numbers again: the fighters on the board first, in their order there (a
        # deployed fighter kept its hand number: 9, 4, 6 from left to right, twelfth trial), then
        # the spells that can be cast; no other hand card (fifteenth trial)
        from game.rules.mining_war.commands import CastSpell
        from game.ui.number_keys import index_for_digit

        def index(label):
            return index_for_digit(int(label[-1]), label.startswith("⇧"))

        fighters = [f["card"] for f in view["players"][seat]["battlefield"] if scene.key_label(f["card"])]
        castable = {c.card for c in scene.match.legal_commands(seat) if isinstance(c, CastSpell)}
        hand = [index(scene.key_label(card)) for card in still if scene.key_label(card)]
        assert all(scene.key_label(card) is None for card in still if card not in castable), "no number for a card that cannot be played"
        numbers = [index(scene.key_label(card)) for card in fighters]
        assert numbers == sorted(numbers) and all(n < min(hand, default=99) for n in numbers)


def test_maphr_tiles_and_stop_prospecting_keep_their_numbers_once_a_tile_is_laid(app, player):
    from game.rules.maphr import commands as cmd
    from tests.ui.test_maphr_mouse import prospecting_scene

    scene = prospecting_scene(app, player)
    plugin, match = scene.table.plugin, scene.match
    before = _labels(scene, scene._hand())
    assert len(before) >= 3, before
    place = next(c for c in match.legal_commands(0) if isinstance(c, cmd.PlaceTile) and not plugin.closes_mine(c))
    scene.play(place)
    player.settle()
    assert scene.acting_seat == 0 and plugin.mode == "prospect", "still laying tiles"
    after = _labels(scene, scene._hand())
    kept = {key: label for key, label in after.items() if key in before}
    assert kept and kept == {key: before[key] for key in kept}, (before, after)
    assert before[place.card] not in after.values(), "the laid tile's number is not given to another"


def test_mythos_hand_keeps_its_numbers_across_the_other_players_turn(app, player):
    """Eleventh new-user trial: at one screen, Ana's Maelis was 6, then 5 once she had played a
    card and Bob had played his (the curtain between had numbered her hand again)."""
    from game.engine import SeatConfig
    from game.rules.mythos.commands import PlayCharacter
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, "mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed=5)
    app.push(scene)
    match = scene.match
    for _ in range(60):
        seat = player.next_seat(scene)
        plays = [c for c in match.legal_commands(seat) if isinstance(c, PlayCharacter)]
        if match.state.phase == "action" and seat == 0 and len(plays) >= 2:
            break
        scene.submit(plays[0] if plays else match.legal_commands(seat)[0])
    else:
        raise AssertionError("Ana never had two cards to play")
    before = _labels(scene, scene._hand())
    played = plays[0]
    scene.submit(played)
    for _ in range(20):
        seat = player.next_seat(scene)
        view = match.view(seat)
        if seat == 0 and not view.get("prompt") and view["phase"] == "action":
            break
        legal = match.legal_commands(seat)
        scene.submit(next((c for c in legal if isinstance(c, PlayCharacter) and not c.hidden), legal[0]))
    after = _labels(scene, scene._hand())
    hand = [key for key in after if key in before and not key.startswith("chip:")]
    assert len(hand) >= 2, after
    assert {key: after[key] for key in hand} == {key: before[key] for key in hand}, (before, after)


def test_mythos_hand_keeps_its_numbers_through_a_round_of_plays_hidden_and_face_up(app, player):
    """Twenty-third trial: Ilsa played hidden (4), Ana pressed 6 for Maelis and played Tamsin: the
    hidden card's move from the hand to the hidden ones had numbered her hand again. Random plays
    at the table, both seats: a card in hand keeps its number until the round ends."""
    import random

    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    seen = 0
    for seed in (1, 2, 3):
        scene = new_match_scene(app, "mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        match, chooser, last = scene.match, random.Random(seed), {}
        for _ in range(120):
            seat = player.next_seat(scene)
            if seat is None:
                break
            view = match.view(seat)
            if view["phase"] == "action" and not view.get("prompt"):
                labels = _labels(scene, scene._hand())
                earlier = last.get((seat, view["round"]), {})
                hand = [c["id"] for c in view["players"][seat]["hand"] or [] if c["id"] in earlier]
                seen += len(hand)
                assert {key: labels[key] for key in hand} == {key: earlier[key] for key in hand}, (seed, earlier, labels)
                last[(seat, view["round"])] = labels
            scene.submit(chooser.choice(match.legal_commands(seat)))
    assert seen > 50, "few cards were seen twice in a round"


def test_mining_war_numbers_carry_from_the_draw_into_deployment_and_start_again_for_combat(app):
    """Combat numbers the fighters on the board after the hand, in their order there: a fighter
    deployed kept its hand number into combat (9, 4, 6 from left to right: twelfth trial)."""
    for _, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(1, 10), moves=200):
        view = match.view(seat)
        plugin.sprites(view, seat)
        scope = plugin.numbering_scope(view, seat)
        for phase in ("draw", "deploy", "combat"):
            other = plugin.numbering_scope({**view, "phase": phase}, seat)
            if view["pending"] is None and plugin.aim is None:
                assert (other == scope) == ((phase == "combat") == (view["phase"] == "combat")), (view["phase"], phase)
        if view["phase"] == "combat":
            return
    raise AssertionError("no combat came")



def test_charge_and_spark_numbers_its_hand_from_1_each_round():
    # Thirteenth trial: kept all game, the hand read 1 2 3 4 5 8 7 after a card came back from
    # rest and a bonus card joined it. The scope is the round: a new round numbers the hand again.
    from game.ui.tables.robot_duel import RobotDuelTable

    numbers = StableNumbers()
    scope = RobotDuelTable.numbering_scope
    round_1, round_2 = {"round": 1}, {"round": 2}
    assert numbers.slots(0, scope(None, round_1, 0), ["a", "b", "c", "d", "e", "f"]) == ["a", "b", "c", "d", "e", "f"]
    # "c" went to rest, "g" (a Bonus card) and "h" (back from rest) joined, in the hand's order
    assert numbers.slots(0, scope(None, round_2, 0), ["a", "b", "g", "d", "e", "h", "f"]) == ["a", "b", "g", "d", "e", "h", "f"]


def test_a_digit_no_option_wears_says_so(app, player):
    # Fourteenth trial: Mythos' "Refuser" was 0 in one round and 9 in the next; 0 pressed did nothing.
    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, "mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed=5)
    app.push(scene)
    player.next_seat(scene)
    slots = scene._slots()
    assert 0 < len(slots) < 9, slots
    app.toast_text = ""
    player.key(pygame.K_9)
    player.settle()
    assert scene.selected is None
    assert app.toast_text == app.tr("table.no_option_key", digit="9")
    app.toast_text = ""
    player.key(pygame.K_1)
    player.settle()
    assert app.toast_text != app.tr("table.no_option_key", digit="1"), "a key an option wears picks it"
    assert scene.selected == slots[0] or scene.table.plugin.key_acts_at_once(slots[0])
