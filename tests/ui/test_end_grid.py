"""Issue 19: the end screen shows the game in figures, one column per player (as a finished game
on Board Game Arena does), counted from what everyone saw, and its text fits at x1.3 in French."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out
from game.match_options import self_play_options
from game.ui.scenes.end import EndScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import PUBLIC
from game.ui.text_check import problems, texts_drawn

GAMES = ("robot_duel", "mining_war", "mythos", "maphr", "to_the_moon")


def finished_scene(app, game_id: str, seed: int = 3) -> TableScene:
    seats = [SeatConfig("Ana"), SeatConfig("Bob")]
    options = self_play_options(game_id, {"round_limit": 6} if game_id == "maphr" else None)
    session = sessions.start(sessions.make_config(game_id, seats, seed, options))
    play_out(session.match, {s: RandomPlayer(seed * 10 + s) for s in range(2)})
    scene = TableScene(app, session)
    app.push(scene)
    app.frame(2.0)
    return scene


def end_screen(app, scene: TableScene) -> EndScene:
    end = EndScene(app, scene)
    app.push(end)
    app.frame(0.1)
    return end


@pytest.mark.parametrize("game_id", GAMES)
def test_every_duel_and_score_game_ends_on_a_grid_that_fits(app, game_id):
    scene = finished_scene(app, game_id)
    for language, size in (("fr", 1.3), ("en", 1.0)):
        app.settings.language, app.settings.text_size = language, size
        app.apply_settings()
        grid = end_screen(app, scene).grid
        assert grid is not None and grid.seats == (0, 1)
        assert grid.total is not None and all(len(values) == 2 for _, values in [*grid.rows, grid.total])
        records = texts_drawn(app, app.top.draw)  # the end screen alone: the table is under its shade
        labels = {label for label, _ in [*grid.rows, grid.total]}
        assert labels <= {text for text, _, _ in records}, f"{language}: a row's label is not drawn"
        assert not problems(records, app.screen.get_rect()), language
        app.pop()


def test_mythos_rounds_add_up_to_the_score_the_winner_is_named_by(app):
    scene = finished_scene(app, "mythos", seed=5)
    grid = end_screen(app, scene).grid
    rounds = [values for label, values in grid.rows if label.startswith("Round")]
    assert len(rounds) == 4
    scores = scene.match.outcome.scores
    assert [sum(int(r[s]) for r in rounds) for s in (0, 1)] == list(scores)
    assert grid.total[1] == (str(scores[0]), str(scores[1]))


def test_a_duel_counts_damage_from_the_log_and_health_from_the_table(app):
    scene = finished_scene(app, "robot_duel", seed=4)
    grid = end_screen(app, scene).grid
    view = scene.match.view(PUBLIC)
    health = [max(0, r["health"]) for r in view["robots"]]
    assert grid.total[1] == tuple(str(h) for h in health)
    # Health is never won back: what a robot lost is what the other dealt it.
    start = {e.seat: e.health for e in scene.match.events_seen_by(PUBLIC) if type(e).__name__ == "RobotReady"}
    dealt = dict(grid.rows)["Damage dealt"]
    assert [int(dealt[1 - s]) for s in (0, 1)] == [start[s] - health[s] for s in (0, 1)]
    assert sum(int(d) for d in dealt) > 0
    # the Attacks each one's Counters cancelled (eighteenth trial: a Contre counted nowhere)
    countered = dict(grid.rows)["Attacks countered"]
    events = scene.match.events_seen_by(PUBLIC)
    assert [int(countered[s]) for s in (0, 1)] == [sum(type(e).__name__ == "AttackCountered" and e.seat != s for e in events) for s in (0, 1)]


def test_mining_war_names_the_destroyed_pool_and_counts_the_attacks(app):
    scene = finished_scene(app, "mining_war", seed=6)
    grid = end_screen(app, scene).grid
    view = scene.match.view(PUBLIC)
    pools = grid.total[1]
    for seat, player in enumerate(view["players"]):
        assert pools[seat] == ("destroyed" if player["eliminated"] else str(player["mining_pool"]))
    attacks = dict(grid.rows)["Attacks"]
    declared = sum(type(e).__name__ == "AttackDeclared" for e in scene.match.events_seen_by(PUBLIC))
    assert sum(int(a) for a in attacks) == declared > 0


def test_a_shared_win_is_said_in_the_plural_and_its_title_stays_in_the_panel(app):
    # To The Moon's seed 4 between two random players ends on a tie in Bitcoins.
    scene = finished_scene(app, "to_the_moon", seed=4)
    outcome = scene.match.outcome
    assert len(outcome.winners) == 2, "seed 4 ends on a shared win"
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    end = end_screen(app, scene)
    title, _ = end.headline()
    assert title.endswith("gagnent ensemble !") and "gagne !" not in title
    records = texts_drawn(app, end.draw)
    drawn = next(rect for text, rect, _ in records if text == title)
    panel_left, panel_right = app.viewport.point(end.at(-320, 0))[0], app.viewport.point(end.at(320, 0))[0]
    assert panel_left <= drawn.left and drawn.right <= panel_right
    grid = end.grid
    assert grid.total[1] == tuple(str(s) for s in outcome.scores)


@pytest.mark.parametrize("game_id", ("robot_duel", "mythos"))
def test_the_grid_stands_on_the_end_panel(app, game_id):
    """Eighteenth trial (Charge & Spark): the figures sat at the top of the window, over the other
    hand, apart from the result. They stand just above the panel now, as one piece with it."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = finished_scene(app, game_id)
    end = end_screen(app, scene)
    records = texts_drawn(app, end.draw)
    title, _ = end.headline()
    grid_title = next(rect for text, rect, _ in records if text == app.tr("end.grid_title"))
    figures = [rect for text, rect, _ in records if text in {label for label, _ in [*end.grid.rows, end.grid.total]}]
    headline = next(rect for text, rect, _ in records if text == title)
    bottom = max(rect.bottom for rect in figures)
    assert grid_title.top < bottom < headline.top
    assert headline.top - bottom < app.viewport.px(110), (bottom, headline.top)
