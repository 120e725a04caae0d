"""Boards that look like boards (issue 21): every icon a board names is shipped, credited,
bundled and renders; each board draws headless for every player count, at its busiest; a board is
painted once and blitted afterwards, not repainted every frame."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.match_options import self_play_options

ROOT = Path(__file__).resolve().parents[2]
BOARD_GAMES = ("robot_duel", "maphr", "to_the_moon", "mythos", "mining_war")


@pytest.fixture(scope="module")
def pygame_ready():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    yield pygame


def test_every_board_icon_is_shipped_credited_and_renders(pygame_ready):
    from game.ui.board_art import board_icon_names
    from game.ui.card_art import icon_credits, icon_file

    pygame = pygame_ready
    names = board_icon_names()
    assert {"robot_duel", "to_the_moon"} <= set(names)
    credited = {c.icon for c in icon_credits()}
    for game_id, icons in names.items():
        assert icons, game_id
        for use, icon in icons.items():
            path = icon_file(icon)
            assert path.is_file(), f"{game_id}.{use}: no {path}"
            assert icon in credited, f"{icon} has no author in credits.toml"
            image = pygame.image.load_sized_svg(str(path), (40, 40))
            assert image.get_bounding_rect().width >= 10, f"{icon} draws (almost) nothing"


def test_the_two_robots_are_different_shapes():
    """Not colour alone: each seat's robot is its own silhouette."""
    from game.ui.board_art import board_icon

    assert board_icon("robot_duel", "robot0") and board_icon("robot_duel", "robot1")
    assert board_icon("robot_duel", "robot0") != board_icon("robot_duel", "robot1")


def test_the_bundle_carries_the_board_icons():
    import importlib.util

    from game.ui.board_art import board_icon_names

    spec = importlib.util.spec_from_file_location("bundle_files", ROOT / "build" / "bundle_files.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bundled = {Path(source).relative_to(ROOT).as_posix() for source, _ in module.data_files()}
    assert "assets/icons/boards.icons.toml" in bundled
    for icons in board_icon_names().values():
        for icon in icons.values():
            assert f"assets/icons/{icon}.svg" in bundled


def _played_match(game_id: str, players: int, fraction: float):
    from game import sessions
    from game.rules.registry import find_rules

    seats = [SeatConfig(f"Seat {s + 1}", "computer:easy") for s in range(players)]
    config = sessions.make_config(game_id, seats, 5, self_play_options(game_id))
    whole = Match(find_rules(game_id), config)
    total = play_out(whole, {s: RandomPlayer(5 + s) for s in range(players)})
    match = Match(find_rules(game_id), config)
    robots = {s: RandomPlayer(5 + s) for s in range(players)}
    for _ in range(int(total * fraction)):
        seat = match.to_act()[0]
        match.submit(robots[seat].choose(match, seat))
    return match


def _cases():
    from game.rules.registry import find_rules

    for game_id in BOARD_GAMES:
        rules = find_rules(game_id)
        for players in range(rules.min_players, rules.max_players + 1):
            yield game_id, players


@pytest.mark.parametrize("game_id, players", list(_cases()))
def test_each_board_draws_for_every_player_count(app, game_id, players):
    """At the start and three quarters into a game, from the first seat and for the public, in
    the window's size and a smaller one: the board and every sprite on it draw without error,
    and, part way in, the board's own art shows (a colour only the new painting uses)."""
    from game.ui.tables.maphr.mine_art import TIMBER
    from game.ui.tables.mining_war.mains import BRICK
    from game.ui.tables.mythos.missions import PLAQUE
    from game.ui.tables.robot_duel_track import ROAD
    from game.ui.tables.ttm_places import PLATE

    BOARD_MARK = {"robot_duel": ROAD, "maphr": TIMBER, "to_the_moon": PLATE["character"], "mythos": PLAQUE, "mining_war": BRICK}
    from game.ui.scenes.table_view import TableView

    for fraction in (0.0, 0.75):
        match = _played_match(game_id, players, fraction)
        table = TableView(app, match)
        for size in ((1280, 720), (960, 540)):
            app.viewport.resize(size)
            surface = app.pygame.Surface(size)
            for viewer in (0, None):
                table.snap(len(match.entries), viewer)
                table.draw_table(surface, viewer)
                if fraction:
                    found = app.pygame.mask.from_threshold(surface, BOARD_MARK[game_id], (1, 1, 1, 255)).count()
                    assert found > 20, f"{game_id} {players}p: no {BOARD_MARK[game_id]} drawn (its board art)"
    app.viewport.resize(app.screen.get_size())


@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_a_board_is_painted_once_then_blitted(app, game_id):
    """Frames that show the same board repaint nothing (the idle and frame-time limits)."""
    from game.ui.board_art import boards_painted
    from game.ui.scenes.table_view import TableView

    match = _played_match(game_id, 3 if game_id in ("maphr", "to_the_moon") else 2, 0.5)
    table = TableView(app, match)
    table.snap(len(match.entries), 0)
    table.draw_table(app.screen, 0)
    assert boards_painted() > 0, "the board paints nothing into its cache"
    before = boards_painted()
    for _ in range(5):
        table.draw_table(app.screen, 0)
    assert boards_painted() == before


def test_a_character_stays_above_its_learned_skills_however_many(app):
    """Seen in the busiest 2-player render: a Character with five Learned Skills was drawn under
    its 4th and 5th (they rose over its z), hiding its name and its coins."""
    from game.bench_ui import late_game_session
    from game.ui.scenes.table_view import TableView

    session = late_game_session("to_the_moon", 2, 3)
    table = TableView(app, session.match)
    view = session.match.view(0)
    sprites = {s.key: s for s in table.plugin.sprites(view, 0)}
    checked = 0
    for player in view["players"]:
        if player["character"] is None or len(player["learned"]) < 4:
            continue
        character = sprites[player["character"]["card"]]
        assert all(sprites[skill].z < character.z for skill in player["learned"])
        checked += 1
    assert checked, "no Character with four Learned Skills in this game: pick another seed"
