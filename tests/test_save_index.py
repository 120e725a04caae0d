"""The save index: each save is replayed once to summarize it, then read from the index."""

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out
from game.save_index import INDEX_NAME, record, summarize


def make_save(folder, seed, finish):
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed)
    session = sessions.start(config, folder / f"game-{seed}.tws", durable=False)
    if finish:
        play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    session.close()
    return session.path


def test_summaries_come_from_the_index_until_the_save_changes(tmp_path, monkeypatch):
    finished, unfinished = make_save(tmp_path, 1, True), make_save(tmp_path, 2, False)
    damaged = tmp_path / "damaged.tws"
    damaged.write_text("not a save\n")
    first = summarize([finished, unfinished, damaged])
    assert first[finished].finished and not first[unfinished].finished
    assert first[finished].seat_names == ("Ada", "Bob") and first[finished].game_id == "robot_duel"
    assert first[damaged].damaged
    assert (tmp_path / INDEX_NAME).exists()

    loads = []
    real_load = sessions.load
    monkeypatch.setattr(sessions, "load", lambda path, **options: loads.append(path) or real_load(path, **options))
    assert summarize([finished, unfinished, damaged]) == first
    assert loads == []  # nothing replayed: every entry was current

    # The unfinished game goes on: its entry is stale and it is replayed again.
    session, _ = sessions.resume(unfinished, durable=False)
    play_out(session.match, {0: RandomPlayer(3), 1: RandomPlayer(4)})
    session.close()
    loads.clear()
    again = summarize([finished, unfinished])
    assert loads == [unfinished]
    assert again[unfinished].finished


def test_a_damaged_index_is_only_a_cache(tmp_path):
    path = make_save(tmp_path, 5, True)
    (tmp_path / INDEX_NAME).write_text("{broken")
    assert summarize([path])[path].finished


def test_a_closed_table_records_its_save_and_the_menu_reads_only_the_index(tmp_path, monkeypatch):
    """The table writes its save's entry as it closes; the menu asks with replay=False before its
    first frame: what the index knows, nothing loaded, unknown saves left out."""
    known, unknown = make_save(tmp_path, 6, False), make_save(tmp_path, 7, True)
    session, _ = sessions.resume(known, durable=False)
    session.close()
    record(known, session.match)
    loads = []
    monkeypatch.setattr(sessions, "load", lambda path: loads.append(path))
    summaries = summarize([known, unknown], replay=False)
    assert loads == []
    assert set(summaries) == {known}
    assert not summaries[known].finished and summaries[known].seat_names == ("Ada", "Bob")


def test_a_save_written_for_older_rules_is_shown_as_such_not_as_damaged(tmp_path):
    """A game's rules moved on (maphr's went from version 3 to 4 in one session): its older saves
    are refused with that reason, and the lists said "damaged", which they are not."""
    import json

    path = make_save(tmp_path, 4, finish=False)
    lines = path.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    header["rules_version"] -= 1
    path.write_text("\n".join([json.dumps(header)] + lines[1:]), encoding="utf-8")
    summary = summarize([path])[path]
    assert summary.outdated and summary.damaged
    again = summarize([path])[path]  # read back from the index
    assert again.outdated


def test_no_index_write_starts_once_the_app_is_closing(tmp_path, monkeypatch):
    """A SIGTERM at launch on a loaded machine: the interpreter's end killed the finder thread
    mid-write and its temporary file stayed. At exit, writes finish and no other starts."""
    from game import save_index

    monkeypatch.setattr(save_index, "_closed", False)
    save_index._write_index(tmp_path, {"a": 1})
    assert (tmp_path / save_index.INDEX_NAME).exists()
    (tmp_path / save_index.INDEX_NAME).unlink()
    save_index.close_index_writes()
    save_index._write_index(tmp_path, {"a": 2})
    assert list(tmp_path.iterdir()) == []


def test_a_finished_games_summary_names_its_winners_and_an_older_entry_is_read_again(tmp_path, monkeypatch):
    """Fifth new-user trial: the list of games to watch again said "finished", not who won."""
    import json

    path = make_save(tmp_path, 1, True)
    match = sessions.load(path).match
    expected = tuple(("Ada", "Bob")[s] for s in match.outcome.winners)
    assert summarize([path])[path].winners == expected
    index = json.loads((tmp_path / INDEX_NAME).read_text())
    del index[path.name]["winners"]  # an entry written before winners were kept
    (tmp_path / INDEX_NAME).write_text(json.dumps(index))
    loads = []
    real_load = sessions.load
    monkeypatch.setattr(sessions, "load", lambda p, **options: loads.append(p) or real_load(p, **options))
    assert summarize([path])[path].winners == expected and loads == [path]



def test_the_index_keeps_which_seat_was_a_computer_and_the_lists_say_so(tmp_path, monkeypatch):
    import json

    from game.ui.i18n import Translator
    from game.ui.scenes.saves import players_line

    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob", "computer:hard")], 5)
    session = sessions.start(config, tmp_path / "vs-computer.tws", durable=False)
    play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    session.close()
    path = session.path
    summary = summarize([path])[path]
    assert summary.seat_kinds == ("human", "computer:hard")
    loads = []
    real_load = sessions.load
    monkeypatch.setattr(sessions, "load", lambda p, **options: loads.append(p) or real_load(p, **options))
    assert summarize([path])[path] == summary and loads == []  # kept in the index
    assert players_line(Translator("fr"), summary) == "Ada contre Bob (ordinateur difficile)"
    assert players_line(Translator("en"), summary) == "Ada vs Bob (computer, hard)"
    # An entry written before the kinds were kept is read again, not shown without them.
    index = json.loads((tmp_path / INDEX_NAME).read_text())
    del index[path.name]["seat_kinds"]
    (tmp_path / INDEX_NAME).write_text(json.dumps(index))
    assert summarize([path])[path].seat_kinds == ("human", "computer:hard") and loads == [path]


def test_an_unfinished_game_says_where_it_stands_and_an_entry_without_it_is_read_again(tmp_path, monkeypatch):
    # Twenty-third trial: the list of games to load said only "unfinished"; Continue names the
    # round too (issue 19: "Continue · Alice vs Bob, Mythos, round 3").
    import json
    import random

    config = sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], 4)
    session = sessions.start(config, tmp_path / "mythos.tws", durable=False)
    chooser = random.Random(4)
    while session.match.view(-1)["round"] < 2:
        seat = session.match.to_act()[0]
        session.match.submit(chooser.choice(session.match.legal_commands(seat)))
    session.close()
    path = session.path
    assert summarize([path])[path].progress == (2,)
    unfinished = make_save(tmp_path, 5, False)
    assert summarize([unfinished])[unfinished].progress == (1,)  # Charge & Spark's first round

    index = json.loads((tmp_path / INDEX_NAME).read_text())
    del index[path.name]["progress"]  # an entry written before progress was kept
    (tmp_path / INDEX_NAME).write_text(json.dumps(index))
    loads = []
    real_load = sessions.load
    monkeypatch.setattr(sessions, "load", lambda p, **options: loads.append(p) or real_load(p, **options))
    assert summarize([path])[path].progress == (2,) and loads == [path]

