"""Issue 19, between rounds and Games: a short summary over the board as it stands, after each
Charge & Spark round, each Mythos mission evaluated and each Game of a To The Moon series, gone
on a click, Enter or Space. It tells public facts only, comes before the curtain, and the
window rests while it waits."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.mythos import events as mythos_events
from game.rules.robot_duel import events as duel_events
from game.rules.to_the_moon import events as moon_events
from game.ui.scenes.end import EndScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import PUBLIC
from game.ui.text_check import overlapping, texts_drawn
from tests.ui.conftest import Player
from tests.ui.screen_watch import ScreenWatch
from tests.ui.test_rest import FakeClock, steps

SERIES = {"mode": "to_the_moon"}


def _table(app, game_id: str, seed: int, options=None, computer: bool = False) -> TableScene:
    seats = [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy") if computer else SeatConfig("Bo")]
    app.settings.warn_before_ruin = False  # random play: a warning's question would stop it (test_ruin_warnings asks them)
    scene = TableScene(app, sessions.start(sessions.make_config(game_id, seats, seed, options), None))
    app.push(scene)
    return scene


def _until_summary(app, scene: TableScene, chooser: random.Random, limit: int = 600) -> None:
    """Random legal play through the scene (curtains lifted) until a summary between rounds is
    on screen."""
    player = Player(app)
    for _ in range(limit):
        player.settle()
        player.frames(1, dt=2.0)
        if scene.interlude is not None and scene.interlude.private_to is not None:
            scene.dismiss_interlude()  # a card one player looked at (test_mythos_peek), not a summary
            continue
        if scene.interlude is not None:
            return
        assert not scene.match.is_over(), "the match ended before any summary"
        if scene.curtain is not None:
            player.click((640, 360))
            continue
        seat = scene.acting_seat
        if seat is not None:
            scene.play(chooser.choice(scene.match.legal_commands(seat)))
    raise AssertionError("no summary came")


def _fast_forward_moon(scene: TableScene, chooser: random.Random, deck_left: int = 3) -> None:
    """Play the first Game of a series straight on the match until the deck is nearly out,
    then put the table at that position: the end of the Game is then played at the table."""
    match = scene.match
    while match.view(PUBLIC)["deck_size"] > deck_left:
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    scene.presented = len(match.entries)
    scene.set_viewer(PUBLIC)


def _summary_text(scene: TableScene) -> str:
    interlude = scene.interlude
    return "\n".join((interlude.title, *interlude.lines, interlude.button))


def _click(app) -> None:
    player = Player(app)
    player.post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
    player.post(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)
    player.frames(2)


# -- Charge & Spark ---------------------------------------------------------------------------------
def test_a_duel_round_ends_on_a_summary_of_public_facts_that_a_click_dismisses(app):
    scene = _table(app, "robot_duel", seed=4)
    _until_summary(app, scene, random.Random(4))
    match = scene.match
    shown = match.entries[scene.presented - 1].event
    assert isinstance(shown, duel_events.CardRested) and shown.seat == 1, "not at the end of the round"
    assert scene.presented < len(match.entries), "what follows the round (the next round) waits"
    reveal = next(e.event for e in reversed(match.entries[:scene.presented]) if type(e.event).__name__ == "ChoicesRevealed")
    text = _summary_text(scene)
    assert scene.interlude.title == "Round 1"
    assert scene.table.describe(reveal.seen_by(PUBLIC), PUBLIC) in scene.interlude.lines, "what each played"
    view = match.rules.view(match.state_at(scene.presented), PUBLIC)
    assert f"Health: Ada {view['robots'][0]['health']} · Bo {view['robots'][1]['health']}" in text
    assert scene.viewer == PUBLIC and scene.curtain is None and scene.acting_seat is None
    assert not scene.buttons.buttons[0].enabled, "Undo is off while the summary is up"
    _click(app)
    assert scene.interlude is None and scene.presented == len(match.entries), "the click did not go on"


def test_the_summary_passes_the_screen_as_a_curtain_would(app):
    """Mythos at a shared screen: a mission's summary is read by everyone; its button names who
    plays next ("Ana, à vous"), and its click passes the screen to that player, as a curtain's
    would (it was a summary, then a curtain, each round). Never another's hand."""
    scene = _table(app, "mythos", seed=7)
    watch = ScreenWatch(scene)
    chooser = random.Random(7)
    player = Player(app)
    summaries = handed = 0
    for _ in range(40):
        _until_summary(app, scene, chooser)
        summaries += 1
        assert scene.curtain is None
        handover = scene.summary_handover()
        if handover is not None:
            drawn = [text for text, _, _ in texts_drawn(app, scene.draw)]
            assert app.tr("table.back_to", name=scene.seats[handover].name) in drawn, "the button names them"
        _click(app)
        # After the summary: the view of the player its button named, never another's hand.
        for _ in range(20):
            player.settle()
            player.frames(1, dt=2.0)
            if scene.curtain is not None or scene.interlude is not None or scene.acting_seat is not None or scene.match.is_over():
                break
        if handover is not None and not scene.match.is_over() and scene.interlude is None:
            assert scene.curtain is None and scene.acting_seat == handover and scene.viewer == handover
            handed += 1
        if scene.match.is_over() or summaries >= 3:
            break
    assert summaries >= 3 and handed >= 1
    assert watch.faults == [], watch.faults


def test_mythos_mission_summary_tells_the_two_totals_and_who_scored(app):
    scene = _table(app, "mythos", seed=2)
    _until_summary(app, scene, random.Random(2))
    match = scene.match
    assert isinstance(match.entries[scene.presented - 1].event, (mythos_events.RoundEnded, mythos_events.GameWon))
    event = _scored_in_the_phase(match, scene.presented)[-1]
    line = scene.interlude.lines[-2]
    assert line == scene.table.describe(event, PUBLIC)
    assert all(str(power) in line for power in event.power)
    view = match.rules.view(match.state_at(scene.presented), PUBLIC)
    points = [view["players"][s]["points"] for s in (0, 1)]
    assert scene.interlude.lines[-1] == f"Points: Ada {points[0]} · Bo {points[1]}"
    if event.winner is not None:
        assert ["Ada", "Bo"][event.winner] in line and str(event.points) in line


class _PassFirst(random.Random):
    """Random play that passes whenever it may: missions stay empty, so no SCORE effect asks a
    question between two missions and a whole phase is scored in one command."""

    def choice(self, options):
        passes = [o for o in options if type(o).__name__ == "Pass"]
        return passes[0] if passes else super().choice(options)


def _scored_in_the_phase(match, presented):
    """The missions scored in the mission phase that ended at the `presented`-th event."""
    scored = []
    for entry in reversed(match.entries[:presented]):
        if isinstance(entry.event, mythos_events.MissionPhaseStarted):
            break
        if isinstance(entry.event, mythos_events.MissionEvaluated):
            scored.insert(0, entry.event)
    return scored


@pytest.mark.parametrize("seed, chooser", [(2, _PassFirst(2)), (2, random.Random(2)), (7, random.Random(7))])
def test_one_summary_per_mission_phase_names_every_mission_scored_in_it(app, seed, chooser):
    """Seen in the window: the fourth round's four missions made four summaries in a row, four
    clicks; and when a SCORE effect's question came between two missions, two summaries, placed
    apart (new-user trial F39, F44). One summary, once the phase is over, lists them all."""
    scene = _table(app, "mythos", seed=seed)
    missions_per_summary = []
    for _ in range(10):
        _until_summary(app, scene, chooser)
        match = scene.match
        ended = match.entries[scene.presented - 1].event
        assert isinstance(ended, (mythos_events.RoundEnded, mythos_events.GameWon)), "a summary before the phase was over"
        scored = _scored_in_the_phase(match, scene.presented)
        assert list(scene.interlude.lines[:-1]) == [scene.table.describe(event, PUBLIC) for event in scored]
        panel, _, _ = scene.interlude_layout(scene.interlude)
        assert abs(panel.centerx - app.screen.get_width() // 2) <= 2, "the summary left the middle"
        missions_per_summary.append(len(scored))
        _click(app)
        if match.is_over():
            break
    assert missions_per_summary == [1, 2, 3, 4], missions_per_summary


# -- what the summary may know --------------------------------------------------------------------
@pytest.mark.parametrize("game_id, options", [("robot_duel", None), ("mythos", None), ("to_the_moon", SERIES), ("maphr", None)])
def test_a_summary_is_made_of_public_events_and_the_public_view_only(app, game_id, options):
    """Whatever the plugin is handed to make a summary is what the public may see: the events
    as a spectator sees them, the view of nobody in particular."""
    scene = _table(app, game_id, seed=5, options=options)
    chooser = random.Random(5)
    plugin, match = scene.table.plugin, scene.match
    real = plugin.interlude
    asked = []

    def interlude(events, index, public_view, describe):
        assert index == scene.presented - 1
        expected = [entry.event.seen_by(PUBLIC) for entry in match.entries]
        assert list(events) == expected, "the plugin was handed events as someone but the public sees them"
        assert public_view() == match.rules.view(match.state_at(scene.presented), PUBLIC)
        assert describe(events[index]) == scene.table.describe(match.entries[index].event, PUBLIC)
        result = real(events, index, public_view, describe)
        asked.append(result)
        return result

    plugin.interlude = interlude
    if game_id == "to_the_moon":
        _fast_forward_moon(scene, chooser)
    _until_summary(app, scene, chooser)
    assert asked and asked[-1] is scene.interlude
    # Nothing a hand holds is named in it, unless the public view shows that card too.
    public_text = repr(match.rules.view(match.state_at(scene.presented), PUBLIC))
    state = match.state_at(scene.presented)
    for seat in (0, 1):
        private = match.rules.view(state, seat)
        for card in _hand_cards(game_id, private, seat):
            if card not in public_text:
                assert card not in _summary_text(scene), f"{card}, in seat {seat}'s hand, is in the summary"


def _hand_cards(game_id: str, view, seat: int) -> list[str]:
    if game_id == "robot_duel":
        return list(view["robots"][seat]["hand"] or [])
    hand = view["players"][seat].get("hand") or []
    return [card if isinstance(card, str) else repr(card) for card in hand]


# -- Les Mines de Maphr -----------------------------------------------------------------------------
def test_a_maphr_round_ends_on_where_each_clan_stands(app):
    """Eighth new-user trial: "Résumé après chaque tour : Oui", yet Maphr went from round 1 to
    round 2 with no summary."""
    scene = _table(app, "maphr", seed=3)
    _until_summary(app, scene, random.Random(3), limit=1500)
    match = scene.match
    shown = match.entries[scene.presented - 1].event
    assert type(shown).__name__ == "RoundStarted" and shown.round == 2
    assert scene.interlude.title == "End of round 1"
    view = match.rules.view(match.state_at(scene.presented), PUBLIC)
    for seat, name in enumerate(("Ada", "Bo")):
        line = scene.interlude.lines[seat]
        assert line.startswith(f"{name}: {view['players'][seat]['coins']} ◉"), line
    _click(app)
    assert scene.interlude is None


# -- To The Moon ------------------------------------------------------------------------------------
def test_a_series_game_ends_on_its_results_over_its_final_board_then_the_next_game(app):
    scene = _table(app, "to_the_moon", seed=3, options=SERIES)
    _fast_forward_moon(scene, random.Random(3))
    _until_summary(app, scene, random.Random(3))
    match = scene.match
    assert isinstance(match.entries[scene.presented - 1].event, moon_events.MoonTokensTaken)
    assert isinstance(match.entries[scene.presented].event, moon_events.GameStarted), "Game 2 waits"
    board = scene.table.presenter.view
    assert board["game_number"] == 1 and len(board["game_results"]) == 1, "the final board of Game 1 is shown"
    assert any(player["exchanges"] or player["character"] for player in board["players"])
    result = board["game_results"][0]
    lines = scene.interlude.lines
    assert scene.interlude.title == "Game 1 is over" and scene.interlude.button == "Next game"
    assert lines[0] == f"Bitcoins: Ada {result['bitcoins'][0]} · Bo {result['bitcoins'][1]}"
    assert lines[1] == "☾ A Moon Token for: " + ", ".join(["Ada", "Bo"][s] for s in result["winners"])
    assert lines[2].startswith("Moon Tokens: ") and f"({board['moon_tokens_left']} left)" in lines[2]
    # Enter (once it is armed) goes on to Game 2.
    scene.interlude_age = 1.0
    Player(app).key(pygame.K_RETURN)
    Player(app).settle()
    assert scene.interlude is None and scene.table.presenter.view["game_number"] == 2


def test_the_series_end_screen_lists_every_game(app):
    scene = _table(app, "to_the_moon", seed=3, options=SERIES)
    match = scene.match
    chooser = random.Random(8)
    while not match.is_over():
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    scene.presented = len(match.entries)
    scene.set_viewer(PUBLIC)
    player = Player(app)
    for _ in range(5):
        player.frames(1, dt=1.0)
    assert isinstance(app.top, EndScene)
    texts = [text for text, _, _ in texts_drawn(app, app.top.draw)]
    games = match.view(PUBLIC)["game_results"]
    assert len(games) >= 2
    assert all(any(text.startswith(f"Game {g['game']}: ") for text in texts) for g in games), texts
    assert any(text.startswith("Moon Tokens: ") for text in texts)


# -- input and rest ---------------------------------------------------------------------------------
def test_a_waiting_summary_draws_no_frame_and_a_click_after_the_rest_dismisses_it(app):
    scene = _table(app, "robot_duel", seed=4, computer=True)
    clock = FakeClock(app)
    chooser = random.Random(4)
    for _ in range(400):
        steps(app, clock, 1, dt=0.1)
        if scene.interlude is not None:
            break
        if scene.acting_seat is not None:
            scene.play(chooser.choice(scene.match.legal_commands(scene.acting_seat)))
    assert scene.interlude is not None
    steps(app, clock, 2)
    entries = len(scene.match.entries)
    assert steps(app, clock, 60, dt=0.1) == 0, "the waiting summary was redrawn"
    assert len(scene.match.entries) == entries, "the computer played while the summary was up"
    Player(app).post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
    Player(app).post(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)
    steps(app, clock, 2, dt=0.0)
    assert scene.interlude is None


def test_a_key_at_once_does_not_skip_the_summary_but_space_after_a_moment_does(app):
    scene = _table(app, "robot_duel", seed=4)
    _until_summary(app, scene, random.Random(4))
    player = Player(app)
    scene.interlude_age = scene.quiet = 0.0  # as if it had just come up, right after a key
    player.key(pygame.K_SPACE)
    assert scene.interlude is not None, "a Space at once (skipping the animation) skipped the summary"
    scene.interlude_age = 1.0
    player.key(pygame.K_SPACE)
    assert scene.interlude is None


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id, options", [("robot_duel", None), ("mythos", None), ("to_the_moon", SERIES), ("maphr", None)])
def test_the_summary_text_fits_its_panel(app, game_id, options, lang):
    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = _table(app, game_id, seed=6, options=options)
    chooser = random.Random(6)
    if game_id == "to_the_moon":
        _fast_forward_moon(scene, chooser)
    _until_summary(app, scene, chooser)
    panel, _, _ = scene.interlude_layout(scene.interlude)
    records = texts_drawn(app, lambda surface: scene._draw_interlude(surface, scene.interlude))
    assert records
    outside = [text for text, rect, _ in records if not panel.contains(rect)]
    assert outside == [] and overlapping(records) == []


def test_a_one_mission_summary_leaves_the_scored_mission_in_sight(app):
    scene = _table(app, "mythos", seed=2)
    _until_summary(app, scene, random.Random(2))
    event = _scored_in_the_phase(scene.match, scene.presented)[-1]
    assert len(scene.interlude.lines) == 2, "the first round scores one mission"
    panel, _, _ = scene.interlude_layout(scene.interlude)
    mission = app.viewport.rect(scene.table.plugin.zone(f"mission_{event.mission}"))
    assert not panel.colliderect(mission), f"the summary covers mission {event.mission}"


def test_esc_over_a_summary_opens_the_menu_and_the_summary_is_still_there_after(app):
    from game.ui.scenes.table_menu import TableMenu

    scene = _table(app, "robot_duel", seed=4)
    _until_summary(app, scene, random.Random(4))
    player = Player(app)
    player.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TableMenu)
    player.key(pygame.K_ESCAPE)
    assert app.top is scene and scene.interlude is not None


def test_computers_alone_play_on_without_summaries(app):
    from game.ui.scenes.table import demo_table_scene

    scene = demo_table_scene(app, "robot_duel", seed=2)
    app.push(scene)
    player = Player(app)
    for _ in range(200):
        player.frames(1, dt=0.5)
        assert scene.interlude is None and scene.pending_interlude is None
        if scene.match.state_at(len(scene.match.entries)).round >= 3:
            break
    assert scene.match.state_at(len(scene.match.entries)).round >= 3, "the demo did not play on"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_duel_summary_names_the_round_as_the_status_line_does(lang):
    """Seen in the window in French: the status said "Tour 7" and the summary "Manche 7"; the
    rulebook's word is "tour"."""
    from game.ui.i18n import Translator

    tr = Translator(lang)
    word = tr("robot_duel.round", round=7)
    assert tr("robot_duel.summary_title", round=7) == word
    assert tr("robot_duel.status_resolving", round=7).startswith(word)


def test_a_mythos_summary_names_the_round_as_its_log_and_rulebook_do():
    """The Mythos rulebook says "tour" for its four rounds, as the log does ("Début du tour 1")."""
    from game.ui.i18n import Translator

    assert Translator("fr")("mythos.summary_title", round=2).startswith("Tour 2")


def test_round_summaries_can_be_turned_off_in_the_settings(app):
    """New-user trial F16: every Charge & Spark round stopped on a summary to click, with no way
    to turn it off. The setting stops them; a series' results between games still show."""
    from game.ui.tables.to_the_moon import ToTheMoonTable

    app.settings.round_summaries = False
    scene = _table(app, "robot_duel", seed=4)
    assert not scene.summaries_shown()
    chooser = random.Random(4)
    player = Player(app)
    for _ in range(40):
        player.settle()
        player.frames(1, dt=2.0)
        assert scene.interlude is None and scene.pending_interlude is None
        if scene.match.state.round >= 3 or scene.match.is_over():
            break
        if scene.curtain is not None:
            player.click((640, 360))
            continue
        seat = scene.acting_seat
        if seat is not None:
            scene.play(chooser.choice(scene.match.legal_commands(seat)))
    assert scene.match.state.round >= 3 or scene.match.is_over(), "rounds went by without a summary"
    assert ToTheMoonTable.summaries_optional is False
    app.settings.round_summaries = True
    assert scene.summaries_shown()


def test_a_toast_does_not_cover_a_summary(app):
    """Second new-user trial G9: a toast (a question answered by the table) sat on the round's
    summary box."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene, chooser = _table(app, "mythos", seed=2), random.Random(2)
    for _ in range(3):  # the fourth round's summary, the tallest (four missions)
        _until_summary(app, scene, chooser)
        _click(app)
    _until_summary(app, scene, chooser)
    app.toast("Anna : l'effet en attente ne pouvait plus rien changer (rien à gagner, ou le tour est fini) : il est passé.", info=True)
    app.draw(app.screen)
    panel, _, _ = scene.interlude_layout(scene.interlude)
    assert app.toast_rect is not None and not app.toast_rect.colliderect(panel)
    assert app.screen.get_rect().contains(app.toast_rect)


def test_a_round_summary_offers_to_stop_them_and_a_click_there_does(app):
    """Twenty-second trial: "a Continuer pop-up every turn" of Charge & Spark, and the switch
    was deep in the settings. The summary offers to stop them, beside Continue."""
    app.settings.round_summaries = True
    scene = _table(app, "robot_duel", seed=4)
    _until_summary(app, scene, random.Random(4))
    stop = scene.summary_stop_button()
    assert stop is not None and stop.label == app.tr("table.summary_stop")
    drawn = texts_drawn(app, scene.draw)
    assert stop.label in [text for text, _, _ in drawn] and overlapping(drawn) == []
    point = app.viewport.rect(stop.rect).center
    Player(app).frames(1, dt=1.0)  # past the summary's first moment
    player = Player(app)
    player.post(pygame.MOUSEBUTTONDOWN, pos=point, button=1)
    player.post(pygame.MOUSEBUTTONUP, pos=point, button=1)
    player.frames(2)
    assert scene.interlude is None and app.settings.round_summaries is False
    assert not scene.summaries_shown()
