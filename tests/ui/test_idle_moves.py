"""Third new-user trial H19: in Mining War every phase with nothing to play (no Bitcoin to
place, nothing affordable, no fighter ready) still wanted its "End ..." click. The seat at the
screen sees such a phase for a moment, then it ends by itself with a toast; Undo takes that
back together with the move before it, or not at all."""

from __future__ import annotations

import random

from game.engine import SeatConfig, Undo
from game.rules.mining_war.commands import EndPhase
from game.ui.scenes.table import IDLE_DELAY, new_match_scene


def _play_until(app, player, wanted, seed: int, seats=("Ana", "Bob"), computer: bool = True):
    """A Mining War game played at random (ending no phase while something else can be done)
    until `wanted(match, seat, legal)` holds for the seat to act: (scene, seat)."""
    people = [SeatConfig(seats[0]), SeatConfig(seats[1], "computer:easy" if computer else "human")]
    scene = new_match_scene(app, "mining_war", people, seed=seed)
    scene.plays_idle_moves = False  # found by hand first, then switched on
    app.push(scene)
    match, chooser = scene.match, random.Random(seed)
    for _ in range(600):
        seat = player.next_seat(scene)
        assert seat is not None, "the game ended first"
        legal = match.legal_commands(seat)
        if wanted(match, seat, legal):
            return scene, seat
        scene.submit(chooser.choice([c for c in legal if not isinstance(c, EndPhase)] or legal))
    raise AssertionError("no such position")


def _empty(*phases):
    return lambda match, seat, legal: legal == [EndPhase(seat)] and match.view(seat)["phase"] in phases


def _to_an_idle_phase(app, player, seed: int = 6):
    return _play_until(app, player, _empty("draw", "deploy"), seed)


def test_a_phase_with_nothing_to_play_ends_by_itself_after_a_moment(app, player):
    scene, seat = _to_an_idle_phase(app, player)
    match = scene.match
    before = len(match.entries)
    scene.plays_idle_moves = True
    assert scene.is_busy(), "the window keeps drawing while the phase waits to end"
    player.frames(3, dt=IDLE_DELAY / 4)
    assert len(match.entries) == before, "the player sees the phase first"
    # told while it waits, before the screen may pass on (eighth new-user trial)
    assert app.toast_text and app.toast_text.startswith("Nothing more to play, ended by itself: ")
    # and the hint under the status says it, not how to play the step (twenty-second trial)
    from game.ui.text_check import texts_drawn
    app.toast_text = None
    drawn = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert "Nothing more to play" in drawn and "Drag" not in drawn, drawn[:300]
    player.frames(3, dt=IDLE_DELAY / 2)
    assert match.entries[before].command == EndPhase(seat)
    assert app.toast_text.startswith("Nothing more to play, ended by itself: ")
    ended = [b for b in sorted({e.batch for e in match.entries[before:]}) if b in scene._automatic]
    assert ended and scene._undo_batches() == len(ended) + 1, "the table's moves and the choice before them"


def _last_command(match):
    return match.entries[match.entries[-1].batch].command


def test_undo_takes_back_the_idle_end_with_the_choice_before_it(app, player):
    """A player ends the draw with a Bitcoin still in hand; the deployment, with nothing
    affordable, ends by itself. Undo brings back the draw phase and its choice, not a
    deployment that would end itself again."""
    scene = new_match_scene(app, "mining_war", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=5)
    app.push(scene)
    match, chooser = scene.match, random.Random(5)
    for _ in range(600):
        seat = player.next_seat(scene)
        assert seat is not None, "no such turn in the game"
        legal = match.legal_commands(seat)
        if match.view(seat)["phase"] == "draw" and len(legal) > 1 and match.can_undo(seat) is False:
            draw_position = len(match.entries)
            scene.submit(EndPhase(seat))
            player.frames(3, dt=IDLE_DELAY / 2)  # the deployment's moment, not the combat's after it
            if match.entries[-1].batch in scene._automatic and scene.undo_seat() == seat:
                break
            continue
        scene.submit(chooser.choice([c for c in legal if not isinstance(c, EndPhase)] or legal))
    else:
        raise AssertionError("no draw phase ended by hand followed by an empty deployment")
    assert _last_command(match) == EndPhase(seat)
    scene.undo()
    assert _last_command(match) == Undo(seat, 2)
    assert match.rules.hash_data(match.state) == match.rules.hash_data(match.state_at(draw_position))
    assert len(match.legal_commands(seat)) > 1, "back where the player had a choice"


def test_an_undo_with_nothing_to_take_back_says_so(app, player):
    """Third new-user trial H18: Ctrl+Z and the greyed Undo did nothing, with no message."""
    import pygame

    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=2)
    app.push(scene)
    player.settle()
    assert scene.undo_seat() is None, "nothing played yet"
    app.toast_text = None
    player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert app.toast_text and app.toast_text.startswith("Nothing to take back")
    app.toast_text = None
    undo = scene.buttons.buttons[0]
    assert not undo.enabled
    player.click(app.viewport.rect(undo.rect).center)
    assert app.toast_text and app.toast_text.startswith("Nothing to take back")
    assert not [e for e in scene.match.entries if isinstance(e.command, Undo)], "nothing was taken back"


def test_an_empty_combat_ends_the_turn_by_itself_after_a_longer_moment(app, player):
    """Twenty-first trial: a combat with nothing to do (no fighter ready, no spell) wanted its
    click, when the other phases ended by themselves. It ends too, but waits twice the moment
    with its message up: its end is the turn's (fourth trial: "a combat phase skipped silently",
    the turn gone with its message)."""
    scene, seat = _play_until(app, player, _empty("combat"), seed=6)
    scene.plays_idle_moves = True
    match = scene.match
    before = len(match.entries)
    player.frames(3, dt=IDLE_DELAY / 2)
    assert len(match.entries) == before and match.to_act() == (seat,), "the turn waits longer than a phase"
    assert app.toast_text and "Combat" in app.toast_text
    player.frames(3, dt=IDLE_DELAY / 2)
    assert match.entries[before].command == EndPhase(seat)


def test_the_idle_message_is_still_up_after_the_move(app, player):
    """At a shared screen, the message is up once the phase has ended (it comes after the move:
    a move of several events passes the screen to the public table, which drops messages)."""
    scene, seat = _play_until(app, player, _empty("draw"), seed=5, computer=False)
    match = scene.match
    scene.plays_idle_moves = True
    app.toast_text = None
    before = len(match.entries)
    player.frames(6, dt=IDLE_DELAY / 2)
    assert len(match.entries) > before, "the draw ended by itself"
    assert app.toast_text and app.toast_text.startswith("Nothing more to play, ended by itself: ")


def test_a_key_right_after_a_step_ended_by_itself_does_not_press_the_next_steps_button(app, player):
    """Fifth new-user trial: the draw ended by itself, and a "1" meant for it ended the next
    step (the combat, and with it the turn). Keys wait ANSWER_GRACE after such a move."""
    import pygame

    from game.ui.scenes.table import ANSWER_GRACE

    scene, seat = _to_an_idle_phase(app, player)
    match = scene.match
    scene.plays_idle_moves = True
    before = len(match.entries)
    for _ in range(8):
        player.frames(1, dt=IDLE_DELAY / 2)
        if len(match.entries) > before:
            break
    ended = len(match.entries)
    assert ended > before, "the step did not end by itself"
    assert scene.answer_grace > 0
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    assert len(match.entries) == ended, "a key typed just after the step ended acted on the next one"
    for _ in range(60):  # then keys act again (the table may still move a little first, and an
        player.frames(1, dt=ANSWER_GRACE / 3)  # empty combat end the turn by itself)
        if scene.answer_grace == 0:
            break
    assert scene.answer_grace == 0


def test_undo_never_takes_back_only_the_moves_the_table_played(app, player):
    """Ninth new-user trial: a Bitcoin placed, the draw then the deployment ended by themselves;
    Undo took back the two ends alone, which ended themselves again: nothing seemed to happen.
    Every move the table played goes back with the choice before it, or none does: Undo after a
    Bitcoin placed takes back the placement and both ends together."""
    import pygame

    from game.rules.mining_war.commands import PlaceBitcoin

    for seed in range(5, 12):
        scene = new_match_scene(app, "mining_war", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=seed)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        for _ in range(300):
            seat = player.next_seat(scene)
            if seat is None:
                break
            legal = match.legal_commands(seat)
            places = [c for c in legal if isinstance(c, PlaceBitcoin)]
            if match.view(seat)["phase"] == "draw" and places:
                before = len(match.entries)
                scene.submit(places[0])
                player.frames(12, dt=IDLE_DELAY / 2)
                batches = sorted({e.batch for e in match.entries[before:]})
                if len(batches) == 3 and all(b in scene._automatic for b in batches[1:]) and match.to_act() == (seat,):
                    assert scene._undo_batches() == 3
                    assert scene.undo_seat() == seat  # a Bitcoin placed may be taken back (thirteenth trial)
                    placed_from = match.rules.view(match.state_at(before), seat)
                    player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
                    player.frames(2)
                    # all three go back together: the Bitcoin is in the hand, the draw open again
                    assert match.view(seat) == placed_from and match.view(seat)["phase"] == "draw"
                    return
                continue
            scene.submit(chooser.choice([c for c in legal if not isinstance(c, EndPhase)] or legal))
    raise AssertionError("no Bitcoin placed followed by two phases ending by themselves")


def test_a_turn_that_ends_by_itself_keeps_its_reason_off_the_next_players_screen(app, player):
    """Twenty-first trial: To The Moon's "Bob : rien d'utile à faire en phase d'Action : le Tour
    finit" stayed up on the shared screen after Bob's turn ended by itself, and told Ana what
    Bob's hand held. Bob reads it while he has the screen; it goes with him."""
    from game import sessions
    from game.engine import SeatConfig as Seat

    for seed in range(60):
        session = sessions.start(sessions.make_config("to_the_moon", [Seat("Ana"), Seat("Bob")], seed))
        match, chooser = session.match, random.Random(seed)
        scene = None
        plugin = new_match_scene(app, "to_the_moon", [Seat("Ana"), Seat("Bob")], seed=seed).table.plugin
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            plugin.sprites(match.view(seat), seat)
            if plugin.idle_command(match.view(seat), seat, legal) is not None:
                scene = player.open_table(session)
                break
            match.submit(chooser.choice(legal))
        if scene is not None:
            break
    assert scene is not None, "no turn that ends by itself"
    while scene.acting_seat != seat:
        player.next_seat(scene)
    idle = scene.table.plugin.idle_toast(match.view(seat), seat)
    before = len(match.entries)
    for _ in range(12):
        player.frames(1, dt=IDLE_DELAY / 4)
        if len(match.entries) > before:
            break
    assert len(match.entries) > before and seat not in match.to_act(), "the turn ended by itself"
    assert app.toast_text != idle, "the reason stayed on the shared screen"


def test_a_combat_with_an_attack_made_waits_for_the_player(app, player):
    """Twenty-second trial: after the last ready fighter attacked, the combat ended by itself and
    the turn with it, before its result could be looked at. Only a combat where nothing attacked
    ends by itself."""
    def attacked_and_done(match, seat, legal):
        view = match.view(seat)
        return legal == [EndPhase(seat)] and view["phase"] == "combat" and any(f["tapped"] for f in view["players"][seat]["battlefield"])

    scene, seat = _play_until(app, player, attacked_and_done, seed=6)
    scene.plays_idle_moves = True
    before = len(scene.match.entries)
    player.frames(10, dt=IDLE_DELAY)
    assert len(scene.match.entries) == before and scene.match.to_act() == (seat,), "the turn waits for its end"


def test_a_combat_that_offered_an_attack_waits_even_when_its_attacker_fell(app, player):
    """Twenty-third trial: the attacker died in its fight, no fighter stood tapped, and the combat
    ended by itself with the turn. A combat that offered anything at its start waits for the
    player; one that offered nothing still ends by itself."""
    from game.rules.mining_war.commands import Attack

    scene, seat = _play_until(app, player, _empty("combat"), seed=6)
    plugin = scene.table.plugin
    view = scene.match.view(seat)
    end = [EndPhase(seat)]
    fallen = {**view, "players": [{**p, "battlefield": []} for p in view["players"]]}
    assert plugin.idle_command(fallen, seat, end) == EndPhase(seat), "nothing offered: it ends"
    plugin.idle_command(fallen, seat, end + [Attack(seat, "x", "y")])  # an attack was on offer
    assert plugin.idle_command(fallen, seat, end) is None, "after it, the player ends the turn"
    later = {**fallen, "turn": view["turn"] + 2}
    assert plugin.idle_command(later, seat, end) == EndPhase(seat), "a later empty combat ends again"
