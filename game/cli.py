"""The command line: `python -m game [list|selfplay|replay|script|bench|render|demo]`.

With no arguments it opens the window; `--smoke` opens it, draws every table, and exits.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence

if TYPE_CHECKING:
    import argparse

# Each command imports what it uses: `python -m game` alone opens the window, whose first frame
# needs neither the engine nor argparse (issue 24).


# The registry is imported on first use: importing every game's rules is the slowest part of
# opening the window, and the main menu needs none of them.
def find_rules(game_id: str):
    from game.rules.registry import find_rules as registered

    return registered(game_id)


def game_ids() -> list[str]:
    from game.rules.registry import game_ids as registered

    return registered()


def terminal_text(text: str) -> str:
    """`text` safe to print: control characters (terminal escapes among them) and lone
    surrogates written as escapes (\\x1b), never sent raw to the terminal."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch == " " else ascii(ch)[1:-1] for ch in text)


def cmd_list(args: argparse.Namespace) -> int:
    for game_id in game_ids():
        rules = find_rules(game_id)
        assert rules is not None
        counts = f"{rules.min_players}" if rules.min_players == rules.max_players else f"{rules.min_players}-{rules.max_players}"
        print(f"{game_id:<12} {rules.name:<28} {counts} players")
    return 0


def _rules_or_fail(game_id: str):
    rules = find_rules(game_id)
    if rules is None:
        print(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}", file=sys.stderr)
    return rules


def cmd_selfplay(args: argparse.Namespace) -> int:
    from game import sessions
    from game.engine import SaveWriteError, SeatConfig, play_out
    from game.match_options import self_play_options
    from game.ai.levels import make_player
    from game.ai.stats import wilson_interval

    rules = _rules_or_fail(args.game)
    if rules is None:
        return 2
    levels = [level.strip() for level in args.seats.split(",")] if args.seats else []
    players = args.players or len(levels) or rules.min_players
    levels = levels or ["easy"] * players
    if len(levels) != players or not rules.min_players <= players <= rules.max_players:
        print(f"{rules.name} takes {rules.min_players}-{rules.max_players} players (one level per seat in --seats)", file=sys.stderr)
        return 2
    save_dir = Path(args.save_dir) if args.save_dir else None
    wins = [0] * players
    level_points: dict[str, float] = {level: 0.0 for level in levels}
    level_games: dict[str, int] = {level: 0 for level in levels}
    draws = failures = total_events = total_commands = 0
    for number in range(args.games):
        seed = args.seed + number
        # Rotate the levels round the table each game, so no level keeps the first seat.
        seat_levels = [levels[(s + number) % players] for s in range(players)]
        seats = [SeatConfig(f"Computer {s + 1} ({seat_levels[s]})", f"computer:{seat_levels[s]}") for s in range(players)]
        config = sessions.make_config(args.game, seats, seed, self_play_options(args.game))
        save_path = _free_path(save_dir / f"{args.game}-{seed}.tws") if save_dir else None
        try:
            session = sessions.start(config, save_path, durable=False)
        except OSError as error:  # no room even for a new save's first lines, or no folder
            print(f"cannot write a save in {save_dir}: {getattr(error, 'reason', None) or error.strerror or error}; stopped", file=sys.stderr)
            return 3
        try:
            computer = {
                s: make_player(seat_levels[s], rules, seed * 31 + s, think_seconds=args.think)
                for s in range(players)
            }
            commands = play_out(session.match, computer)
        except SaveWriteError as error:
            # Every later game would fail the same way: say so once and stop.
            print(f"game {number + 1} seed {seed}: {error}; stopped", file=sys.stderr)
            return 3
        except Exception as error:  # report the seed so the failure replays exactly
            failures += 1
            print(f"game {number + 1} seed {seed}: FAILED {type(error).__name__}: {error}")
            continue
        finally:
            session.close()
        outcome = session.match.outcome
        assert outcome is not None
        events = len(session.match.entries)
        total_events += events
        total_commands += commands
        for s in range(players):
            level_games[seat_levels[s]] += 1
            if not outcome.winners:
                level_points[seat_levels[s]] += 1 / players
            elif s in outcome.winners:
                level_points[seat_levels[s]] += 1 / len(outcome.winners)
        if outcome.winners:
            for w in outcome.winners:
                wins[w] += 1
            who = " and ".join(seats[w].name for w in outcome.winners)
        else:
            draws += 1
            who = "nobody (draw)"
        print(f"game {number + 1} seed {seed}: winner {who} ({outcome.reason}), {commands} commands, {events} events")
    summary = ", ".join(f"seat {s + 1} {wins[s]}" for s in range(players))
    print(f"total: {args.games} games, {failures} failed, wins: {summary}, draws {draws}, {total_commands} commands, {total_events} events")
    if len(set(levels)) > 1:
        for level in dict.fromkeys(levels):
            # Points per seat-game: a win 1, a shared win or draw its share.
            games = level_games[level]
            low, high = wilson_interval(level_points[level], games)
            print(f"level {level}: {level_points[level]:.1f} points in {games} seat-games = {level_points[level] / max(games, 1):.1%} (95% CI {low:.1%}-{high:.1%})")
    return 1 if failures else 0


def _free_path(path: Path) -> Path:
    """`path`, or the first `name-2.tws`, `name-3.tws`... that does not exist: never overwrite a save."""
    candidate, counter = path, 1
    while candidate.exists():
        counter += 1
        candidate = path.with_name(f"{path.stem}-{counter}{path.suffix}")
    return candidate


def cmd_replay(args: argparse.Namespace) -> int:
    from game import sessions
    from game.engine import SaveError

    try:
        loaded = sessions.load(Path(args.file))
    except SaveError as error:
        recovery = (f" (opened in the app, it loads up to its last good entry, move {error.moves_before}, and goes on "
                    f"in a recovered copy; this file is kept as it is)") if error.recoverable else ""
        print(terminal_text(f"bad save: {error}{recovery}"))
        return 1
    match = loaded.match
    for warning in loaded.warnings:
        print(terminal_text(f"warning: {warning}"))
    seats = ", ".join(f"{s.name} ({s.kind})" for s in match.config.seats)
    outcome = match.outcome
    if outcome is None:
        result = "unfinished"
    elif outcome.winners:
        result = "won by " + " and ".join(match.config.seats[w].name for w in outcome.winners) + f" ({outcome.reason})"
    else:
        result = f"draw ({outcome.reason})"
    print(terminal_text(f"game: {match.rules.name} ({match.config.game_id}); seats: {seats}; events: {len(match.entries)}; result: {result}"))
    if args.verify:
        print(f"verified: every event and state hash matches the rules (final hash {match.state_hash()})")
    return 0


def cmd_script(args: argparse.Namespace) -> int:
    from game import sessions
    from game.engine import IllegalCommand, SeatConfig, encode, to_plain
    from game.engine.codec import DecodeError
    from game.engine.records import reason_of
    from game.scenario_file import ScenarioError, read_scenario

    def smallest(game_id: str):
        rules = find_rules(game_id)
        return None if rules is None else rules.min_players

    try:
        scenario = read_scenario(args.file, smallest)
    except ScenarioError as error:
        print(terminal_text(str(error)))
        if str(error).startswith("unknown game"):
            print(f"known games: {', '.join(game_ids())}", file=sys.stderr)
        return 2
    rules = find_rules(scenario.game_id)
    seats = [SeatConfig(n) for n in scenario.names]
    try:
        config = sessions.make_config(rules.game_id, seats, scenario.seed, scenario.options)
        session = sessions.start(config)
    except Exception as error:  # the rules refuse this setup: say why, whatever the error
        print(terminal_text(f"bad scenario setup: {reason_of(error)}"))
        return 1
    match = session.match
    printed = 0
    status = 0
    for number, plain in enumerate(scenario.commands):
        try:
            command = rules.commands.decode(plain)
            match.submit(command)
        except (DecodeError, IllegalCommand) as error:
            reason = error.reason if isinstance(error, IllegalCommand) else str(error)
            print(json.dumps({"illegal": {"command": number, "reason": reason}}))
            status = 1
            break
    for entry in match.entries[printed:]:
        print(json.dumps({"by": entry.actor, "event": encode(entry.event)}, ensure_ascii=False))
    print(json.dumps({"state": to_plain(match.view(None))}, ensure_ascii=False))
    return status


def cmd_soak(args: argparse.Namespace) -> int:
    from game.soak import main as soak_main

    if args.hostile:
        from game.stress.hostile import main as hostile_main

        return hostile_main(args.hostile, args.games_to_soak, args.seed, args.out)
    if args.monkey:
        from game.stress.monkey import main as monkey_main

        return monkey_main(args.monkey, args.games_to_soak, args.seed)
    if args.kill:
        from game.stress.kill import main as kill_main

        return kill_main(args.kill, args.games_to_soak, args.seed, args.out, args.kill_mix)
    if args.full_disk:
        from game.stress.kill_kinds import full_disk_main

        return full_disk_main(args.full_disk, args.games_to_soak, args.seed, args.out)
    return soak_main(args.games_to_soak, args.games, args.seed, args.out, args.players or None, args.jobs)


def cmd_leaks(args: argparse.Namespace) -> int:
    from game.stress.leaks import main as leaks_main

    return leaks_main(args.games_to_check, args.games, args.seed, args.players or None, args.rate, args.jobs)


def cmd_bench(args: argparse.Namespace) -> int:
    from game.bench import run_bench

    return run_bench(args.what, as_json=args.json, seconds=args.seconds)


def cmd_app(argv_file: Optional[str] = None, smoke: bool = False) -> int:
    from game.crash import run_guarded

    def open_window() -> int:
        from game.ui.app import run_app

        return run_app(open_path=argv_file, smoke=smoke)

    # A failure before the loop runs (a missing font, no display) still leaves a report.
    return run_guarded(open_window, interactive=not smoke)


def cmd_render(args: argparse.Namespace) -> int:
    from game.engine import SaveError
    from game.ui.render import render_save

    out = Path(args.out)
    if out.is_dir():
        print(terminal_text(f"cannot render: --out {out} is a folder; name the PNG file to write (e.g. {out / 'table.png'})"))
        return 2
    try:
        print(terminal_text(render_save(Path(args.file), args.at, out, args.as_seat, args.lang)))
    except SaveError as error:
        print(terminal_text(f"bad save: {error}"))
        return 1
    except OSError as error:
        print(terminal_text(f"cannot render: cannot write {out} ({error.strerror or error})"))
        return 2
    except ValueError as error:
        print(terminal_text(f"cannot render: {error}"))
        return 2
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    if _rules_or_fail(args.game) is None:
        return 2
    from game.ui.render import run_demo
    from game.ui.tables import find_table

    if find_table(args.game) is None:
        print(f"{args.game} has no table yet")
        return 2
    figures = run_demo(args.game, args.seconds, args.seed, args.level)
    print(f"demo {args.game}: {figures['frames']} frames, frame time median {figures['median_ms']:.2f} ms, "
          f"99th percentile {figures['p99_ms']:.2f} ms (CPU time: median {figures['cpu_median_ms']:.2f} ms, "
          f"99th percentile {figures['cpu_p99_ms']:.2f} ms)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(prog="tablewright", description="Tablewright: five card and board games at one computer.")
    sub = parser.add_subparsers(dest="command")

    sub.add_parser("list", help="list the games").set_defaults(run=cmd_list)

    p = sub.add_parser("selfplay", help="computer players play N games")
    p.add_argument("game")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=0)
    p.add_argument("--save-dir")
    p.add_argument("--seats", help="computer level per seat, e.g. hard,easy (levels rotate round the table each game)")
    p.add_argument("--think", type=float, default=0.5, help="seconds a hard player thinks per decision")
    p.set_defaults(run=cmd_selfplay)

    p = sub.add_parser("replay", help="re-fold a save and print what it holds")
    p.add_argument("file")
    p.add_argument("--verify", action="store_true", help="check every event and hash (always done; says so): finds damage, not tampering, since a forged save that follows the rules verifies")
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("script", help="play a scenario of commands from a JSON file")
    p.add_argument("file")
    p.set_defaults(run=cmd_script)

    p = sub.add_parser("soak", help="random self-play of every game, checked after every command and re-loaded from its save")
    p.add_argument("games_to_soak", nargs="*", metavar="GAME", help="games to soak (default: all)")
    p.add_argument("--games", type=int, default=20, help="games per game and player count")
    p.add_argument("--players", type=int, default=0, help="only this player count")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed: games use SEED, SEED+1, ...")
    p.add_argument("--out", help="keep failing games' saves here")
    p.add_argument("--jobs", type=int, default=1, help="processes playing side by side (one per core is fastest)")
    p.add_argument("--hostile", type=int, default=0, metavar="N",
                   help="instead: N damaged saves (truncated, bytes flipped, lines duplicated or blank, wrong types, 100 MB lines...) must load or be refused (damage after the header: go on in a recovered copy), never crash or change")
    p.add_argument("--kill", type=int, default=0, metavar="N",
                   help="instead: N games killed with SIGKILL at random moments; each save must hold what was reported, resume and finish")
    p.add_argument("--kill-mix", metavar="KINDS",
                   help="with --kill: the trials' kinds in turn, from plain (a game killed), windows (two windows on one save: "
                        "one refused by the lock; the writer killed, a third window finishes), hard (two hard seats killed: "
                        "no worker left); default plain,plain,plain,windows,hard")
    p.add_argument("--full-disk", type=int, default=0, metavar="N",
                   help="instead: N games under a random file-size limit; each must stop saying the disk refused (no "
                        "traceback) with its save whole up to the last entry it reported")
    p.add_argument("--monkey", type=int, default=0, metavar="N",
                   help="instead: N random mouse and key events on every table, computer seats filling the game")
    p.set_defaults(run=cmd_soak)

    p = sub.add_parser("leaks", help="re-deal what each seat cannot see at random positions: its view, legal commands and log must not change")
    p.add_argument("games_to_check", nargs="*", metavar="GAME", help="games to check (default: all)")
    p.add_argument("--games", type=int, default=20, help="games per game and player count")
    p.add_argument("--players", type=int, default=0, help="only this player count")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed: games use SEED, SEED+1, ...")
    p.add_argument("--rate", type=float, default=0.08, help="chance that a position is checked (0-1)")
    p.add_argument("--jobs", type=int, default=1, help="processes checking side by side (one per core is fastest)")
    p.set_defaults(run=cmd_leaks)

    p = sub.add_parser("bench", help="measure speed")
    p.add_argument("what", nargs="?", default="engine", choices=["engine", "replay", "ui", "idle", "startup", "memory", "all"])
    p.add_argument("--json", action="store_true")
    p.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    p.set_defaults(run=cmd_bench)

    p = sub.add_parser("render", help="developer tool: draw the table at event N of a save to a PNG (headless), hidden cards included")
    p.add_argument("file")
    p.add_argument("--at", type=int, default=None, help="events shown (default: all)")
    p.add_argument("--out", required=True)
    p.add_argument("--as", dest="as_seat", type=int, default=None, help="as this seat saw it, counted from 0; -1: the public view (default: everything, even of an unfinished game)")
    p.add_argument("--lang", choices=["en", "fr"], default=None)
    p.set_defaults(run=cmd_render)

    p = sub.add_parser("demo", help="computer against computer in the window, with frame times")
    p.add_argument("game")
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="easy", help="computer level of both seats (easy, hard)")
    p.set_defaults(run=cmd_demo)
    return parser


COMMANDS = ("list", "selfplay", "replay", "script", "soak", "leaks", "bench", "render", "demo")


def is_save_argument(argument: str) -> bool:
    """A lone argument that is a save to open: a `.tws` name, or any existing file that is not a
    command's name (a save renamed, which the desktop still knows by its first line)."""
    if argument.startswith("-") or argument in COMMANDS:
        return False
    return argument.endswith(".tws") or Path(argument).is_file()


def main(argv: Optional[Sequence[str]] = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before anything imports pygame
    argv = list(sys.argv[1:] if argv is None else argv)
    # Older macOS launchers add a process serial number argument to an app started by Finder.
    argv = [a for a in argv if not a.startswith("-psn_")]
    if argv == ["--smoke"]:
        return cmd_app(smoke=True)
    if not argv or (len(argv) == 1 and is_save_argument(argv[0])):
        return cmd_app(argv[0] if argv else None)
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 0
    return args.run(args)
