"""Fifth new-user trial: the list of games to watch again said "finished", not who won."""

from __future__ import annotations

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out


def test_the_saves_list_says_who_won(app, tmp_path):
    from game.ui.scenes.saves import SavesScene

    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], 1)
    session = sessions.start(config, tmp_path / "game-1.tws", durable=False)
    play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    session.close()
    winners = [("Ada", "Bob")[s] for s in session.match.outcome.winners]
    app.settings.language = "fr"
    app.apply_settings()
    row = SavesScene.describe(type("Scene", (), {"app": app})(), session.path)
    assert (f"gagnée par {', '.join(winners)}" if winners else "terminée") in row, row
