"""Seventh and eighth new-user trials (Maphr 037, 022): after a player's secret choice the screen
turns to the view everyone may watch, and the chooser's hand faded out there, readable for a
moment, under their own log line ("Bob choisit Prospecter"). A card the shared view does not show
now leaves at once, and the log turns public as the shared step begins: no frame of the shared
screen shows either."""

from __future__ import annotations

from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.scenes.table import new_match_scene
from game.ui.scenes.table_view import PUBLIC
from tests.ui.conftest import Player


def test_the_choosers_hand_never_shows_on_the_shared_screen(app):
    player = Player(app)
    scene = new_match_scene(app, "maphr", [SeatConfig("Ada"), SeatConfig("Bo")], seed=1, save=False)
    app.push(scene)
    seat = player.next_seat(scene)
    # the first to choose an action token in secret: then the other chooses
    for _ in range(40):
        legal = scene.match.legal_commands(seat)
        if any(isinstance(c, cmd.ChooseActions) for c in legal):
            break
        scene.play(legal[0])
        seat = player.next_seat(scene)
    # the first chooses; the second's choice reveals both on the screen everyone watches
    scene.play(next(c for c in scene.match.legal_commands(seat) if isinstance(c, cmd.ChooseActions) and not c.discards))
    seat = player.next_seat(scene)
    choice = next(c for c in scene.match.legal_commands(seat) if isinstance(c, cmd.ChooseActions) and not c.discards)
    hand = set(scene.match.view(seat)["players"][seat]["hand"])
    assert hand and scene.viewer == seat
    secret_seen = []
    private_lines = set()  # lines of the chooser's own log that the public log does not have
    plugin = scene.table.plugin
    real = plugin.draw_sprite

    def noting(surface, viewport, sprite, rect, flip, alpha):
        step = scene.table.presenter.current  # what is on screen: the step shown, else the view at rest
        shared = step.perspective == PUBLIC if step is not None else scene.viewer == PUBLIC
        if shared and sprite.data in hand and alpha > 0:
            secret_seen.append((sprite.data, alpha, flip))
        if shared and private_lines & set(scene.table.log.lines):
            secret_seen.append(("log", sorted(private_lines & set(scene.table.log.lines))[0], None))
        return real(surface, viewport, sprite, rect, flip, alpha)

    plugin.draw_sprite = noting
    try:
        assert scene.play(choice)
        public = set(scene.table.log_lines(len(scene.match.entries), PUBLIC))
        private_lines.update(line for line in scene.table.log_lines(len(scene.match.entries), seat) if line and line not in public)
        assert private_lines, "the chooser's log has a line of its own (its token)"
        went_public = False
        for _ in range(120):
            player.frames(1)
            went_public = went_public or scene.viewer == PUBLIC
    finally:
        plugin.draw_sprite = real
    assert went_public, "the screen never turned to the shared view"
    assert not secret_seen, f"the shared screen showed the chooser's cards or log lines: {secret_seen[:3]}"
