"""Tenth new-user trial: "Tour 4 : Bob mine." stood alone when the Storages were full and nothing
was Mined (the rulebook: "If your Character can Store more Bitcoins, you must draw one"). The
turn's first line names the Mining Phase; only a Bitcoin Mined says "mines"."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon import events as ev


def test_a_turn_that_mines_nothing_never_says_a_player_mines():
    silent = 0
    for seed in range(6):
        match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("A"), SeatConfig("B")], seed)).match
        chooser = random.Random(seed)
        while not match.is_over() and len(match.entries) < 3000:
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        events = [entry.event for entry in match.entries]
        for index, event in enumerate(events[:-1]):
            if isinstance(event, ev.TurnStarted):
                for lang, verb in (("en", "Mines"), ("fr", " mine")):
                    line = match.rules.describe(event, None, lang)
                    assert verb not in line, line
                if isinstance(events[index + 1], ev.DrawPhaseStarted):
                    silent += 1
    assert silent, "some turn mined nothing (full Storages)"
