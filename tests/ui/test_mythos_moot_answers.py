"""New-user trial F35/F43: a Mythos effect whose every answer leaves the game the same (POWERUP
0, power tokens given after the round's last mission was scored, anything after the last
round's) is answered by the table, with a toast and no hand-over. Checked against the rules:
each such answer, and every other the seat had, lead to the same game in what can still count."""

from __future__ import annotations

import random

from game import sessions
from game.engine import Match, SeatConfig
from game.engine.rules import PUBLIC_SEAT
from game.rules.mythos.state import ROUNDS
from game.ui.tables.mythos.moot import moot_answer


def _random_positions(seeds, names=("A", "B")):
    """(seed, match, seat to act, its legal commands) at every position of random Mythos games;
    the game goes on with a random legal move once the caller has looked."""
    for seed in seeds:
        match = sessions.start(sessions.make_config("mythos", [SeatConfig(n) for n in names], seed=seed)).match
        chooser = random.Random(seed)
        while not match.is_over():
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            yield seed, match, seat, legal
            match.submit(chooser.choice(legal))


def _fork(match: Match) -> Match:
    """A copy of the match: the same setup, the same commands."""
    fork = Match(match.rules, match.config)
    for entry in match.entries:
        if entry.command is not None:
            fork.submit(entry.command)
    return fork


def _what_still_counts(match: Match, final_round: bool):
    """The game less what the round's end takes away (tokens, Chakra); after the last round's
    last mission only the points and the Edge, which decide the winner."""
    state = match.state
    points = tuple(p.points for p in state.players)
    if final_round:
        return points, state.edge
    characters = sorted((cid, c.mission, c.controller, c.hidden, tuple(c.cards)) for cid, c in state.characters.items())
    # a hand as a set: the order cards joined it is no game fact (a character back in the hand at
    # the round's end comes before or after the draw as the events fell)
    return (points, state.edge, state.round, tuple(tuple(sorted(p.hand)) for p in state.players),
            tuple(len(p.deck) for p in state.players), tuple(tuple(p.discard) for p in state.players), characters)


def test_the_table_answers_only_what_cannot_matter():
    answered = 0
    kinds = set()
    for seed, match, seat, legal in _random_positions(range(60)):
        answer = moot_answer(match.rules.cards, match.view(PUBLIC_SEAT), legal)
        if answer is not None:
            assert answer in legal
            final = match.state.round == ROUNDS and match.state.phase == "mission"
            results = set()
            for option in legal:
                fork = _fork(match)
                fork.submit(option)
                # a two-step answer (a discard: yes, then which card) goes on as the table plays it
                while not fork.is_over() and fork.to_act():
                    follow = moot_answer(fork.rules.cards, fork.view(PUBLIC_SEAT), fork.legal_commands(fork.to_act()[0]))
                    if follow is None:
                        break
                    fork.submit(follow)
                results.add(repr(_what_still_counts(fork, final)))
            assert len(results) == 1, f"seed {seed}: the answers {legal} do not all lead to the same game"
            answered += 1
            kinds.add("final" if final else "round")
    assert answered >= 5, f"only {answered} questions were answered by the table: too few to prove anything"
    assert kinds == {"final", "round"}, kinds



def test_a_two_human_table_skips_such_a_question_without_a_hand_over(app, player, monkeypatch):
    from game.rules.mythos.commands import ChooseOption
    from game.ui.scenes.table import TableScene

    for seed in range(60):
        session = sessions.start(sessions.make_config("mythos", [SeatConfig("Ann"), SeatConfig("Ben")], seed=seed))
        match = session.match
        chooser = random.Random(seed)
        while not match.is_over():
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            if moot_answer(match.rules.cards, match.view(PUBLIC_SEAT), legal) is not None:
                break
            match.submit(chooser.choice(legal))
        if not match.is_over():
            break
    else:
        raise AssertionError("no game of 60 met a question that cannot matter")
    toasts = []
    shown = app.toast
    monkeypatch.setattr(app, "toast", lambda text, info=False: (toasts.append(text), shown(text, info)))
    scene = TableScene(app, session)
    app.push(scene)
    before = len(match.entries)
    asked = match.to_act()[0]
    player.frames(3)
    answers = [e.command for e in match.entries[before:] if isinstance(e.command, ChooseOption)]
    assert answers and answers[0].seat == asked, "the table did not answer the question that cannot matter"
    assert any("could change nothing" in text and " — " in text for text in toasts), toasts  # names the effect


def test_a_seat_without_chakra_passes_without_a_hand_over_and_only_then():
    """Second new-user trial G4: the screen went to a player with 0 Chakra, whose only move was
    Pass. Decided from the public view: with no Chakra, Pass is the only move whatever the hand."""
    from game.ui.tables.mythos.moot import forced_pass

    passed = kept = 0
    for seed, match, seat, legal in _random_positions(range(30)):
        public = match.view(PUBLIC_SEAT)
        forced = forced_pass(public, seat, legal)
        broke = public["phase"] == "action" and not public.get("prompt") and public["players"][seat]["chakra"] == 0
        if forced is not None:
            assert broke and [type(c).__name__ for c in legal] == ["Pass"]
            passed += 1
        elif public["phase"] == "action" and not public.get("prompt") and public["acting"] == seat:
            assert not broke, "a seat with no Chakra was left to pass by hand"
            kept += 1
    assert passed >= 3 and kept >= 30, (passed, kept)


def test_the_one_who_answers_anothers_effect_is_told_whose_effect_it_is(app):
    """Second new-user trial G6: Bruno read "Bruno: choose · … SCORE: your opponent discards 1
    card", written from the effect's owner's side, when he was the one to discard."""
    from game.ui.tables.base import TableContext
    from game.ui.tables.mythos import MythosTable

    for seed, match, seat, legal in _random_positions(range(80), ("Ann", "Ben")):
        view = match.view(seat)
        queue = view.get("queue") or []
        prompt = view.get("prompt")
        if prompt and queue and queue[0]["refs"] and queue[0]["refs"][0][3] != prompt["seat"]:
            plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
            status = plugin.status_text(view, seat)
            owner = ("Ann", "Ben")[queue[0]["refs"][0][3]]
            if "—" in status:  # the effect is named: whose it is must be too
                assert f"answers {owner}'s " in status, status
                return
    raise AssertionError("no answer to the other seat's effect came up in 80 games")


def test_a_discard_and_a_powerup_on_a_scored_mission_are_answered_before_the_last_mission():
    """Fourth new-user trial: in the last round, after some missions were scored, a discard for
    the other's SCORE effect and a POWERUP on a scored mission each cost a hand-over."""
    from game.ui.tables.mythos.prompt import effect_of

    met = set()
    for seed, match, seat, legal in _random_positions(range(60)):
        view = match.view(PUBLIC_SEAT)
        if view["phase"] != "mission" or view["mission_cursor"] >= len(view["missions"]) or not view["queue"]:
            continue
        if moot_answer(match.rules.cards, view, legal) is None:
            continue
        ref = view["queue"][0]["refs"][0]
        effect = effect_of(match.rules.cards, ref[1], ref[2])
        if effect.action == "opponent_discards" and view["round"] == ROUNDS:
            met.add("discard")
        if effect.action == "powerup" and effect.amount and not effect.amount_from:
            met.add("powerup on a scored mission")
        if effect.action in ("defeat", "hide", "take_control", "return_to_hand", "look"):
            met.add("done to a character on a scored mission")  # fifth playtest: Frappe nocturne
    assert met == {"discard", "powerup on a scored mission", "done to a character on a scored mission"}, met



def test_a_move_with_one_mission_in_play_is_answered_by_the_table():
    """Twenty-fifth trial: in round 1 Kit's AMBUSH asked "Déplacer : Kit (Ana), depuis D" with
    only mission D in play, then logged "L'effet n'a pas de cible". A move asked in the action
    phase is the player's while another mission is in play; with one alone (the view cut to it,
    as in round 1), the table declines it."""
    from game.rules.mythos.effects import SKIP
    from game.ui.tables.mythos.prompt import effect_of

    for _, match, seat, legal in _random_positions(range(80)):
        view = match.view(PUBLIC_SEAT)
        queue = view.get("queue") or []
        if view["phase"] != "action" or not queue or not queue[0]["refs"] or view.get("chosen_target") is not None:
            continue
        _, version, index, _, mission = queue[0]["refs"][0]
        effect = effect_of(match.rules.cards, version, index)
        if effect is None or effect.action != "move" or not any(getattr(c, "option", "").startswith("char:") for c in legal):
            continue
        if len(view["missions"]) >= 2 and moot_answer(match.rules.cards, view, legal) is None:
            alone = {**view, "missions": [view["missions"][0]]}
            answer = moot_answer(match.rules.cards, alone, legal)
            assert answer is not None and answer.option == SKIP, (legal, answer)
            return
    raise AssertionError("no move asked in an action phase")
