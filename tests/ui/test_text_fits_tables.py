"""Issue 19: text that fits, on every table. Each of the five tables, part way into a game, as
the player at the screen sees it, in English and French, at text x1.0 and x1.3: no two texts
overlap, none leaves the window, no wrapped text loses lines to its box."""

from __future__ import annotations

import random

import pytest

from game.engine import SeatConfig
from game.ui.text_check import problems, texts_drawn

GAMES = [("robot_duel", 2), ("mining_war", 3), ("mythos", 2), ("to_the_moon", 3), ("maphr", 3)]
NAMES = ["Bérénice-Anne", "Maximilien", "Jean-Christophe", "Éléonore"]


def _table_part_way(app, player, game_id, players, moves):
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, game_id, [SeatConfig(n) for n in NAMES[:players]], seed=11)
    app.push(scene)
    chooser = random.Random(11)
    for _ in range(moves):
        if scene.match.is_over():
            break
        seat = scene.match.to_act()[0]
        scene.match.submit(chooser.choice(scene.match.legal_commands(seat)))
    scene.refresh()
    return _past_the_curtain(player, scene)


def _past_the_curtain(player, scene):
    player.settle()
    for _ in range(3):
        if scene.curtain is None:
            break
        player.click((640, 360))
        player.frames(40, dt=0.05)
        player.settle()
    return scene


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id, players", GAMES)
def test_no_table_text_overlaps_or_is_cut(app, player, game_id, players, lang, scale):
    app.settings.language, app.settings.text_size = lang, scale
    app.apply_settings()
    found = []
    for moves in (6, 40):
        scene = _table_part_way(app, player, game_id, players, moves)
        app.screen.fill((0, 0, 0))
        records = texts_drawn(app, scene.draw)
        assert records, "nothing drawn"
        found += [f"after {moves} moves: {problem}" for problem in problems(records, app.screen.get_rect())]
        app.pop()
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id, players", GAMES)
def test_no_text_overlaps_late_in_a_game(app, game_id, players, lang):
    """Two thirds into a game, at text x1.3: counts have grown to two digits and the table is
    full (To The Moon's "Pioche (14)" and "Défausse (12)" ran together there, not earlier)."""
    from game.bench_ui import late_game_session
    from game.ui.scenes.table import TableScene

    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = TableScene(app, late_game_session(game_id, players, seed=3))
    app.push(scene)  # drawn at once: its seats are computers, which would play on
    app.screen.fill((0, 0, 0))
    records = texts_drawn(app, scene.draw)
    assert records, "nothing drawn"
    found = problems(records, app.screen.get_rect())
    app.pop()
    assert found == [], "\n".join(found)
