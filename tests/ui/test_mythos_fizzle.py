"""Second new-user trial G2: 3 Chakra paid to reveal a character whose AMBUSH found nothing to
act on, with no word before. The table asks first; what it predicts from the seat's own view is
what the rules then do."""

from __future__ import annotations

import random

from game import sessions
from game.engine import Match, SeatConfig
from game.rules.mythos import events as ev
from game.rules.mythos.commands import RevealCharacter
from game.ui.tables.mythos.fizzle import reveal_fizzles


def _fizzled_for_real(match: Match, command: RevealCharacter) -> bool:
    fork = Match(match.rules, match.config)
    for entry in match.entries:
        if entry.command is not None:
            fork.submit(entry.command)
    before = len(fork.entries)
    fork.submit(command)
    for position in range(before, len(fork.entries)):
        event = fork.entries[position].event
        if isinstance(event, ev.EffectFinished) and event.outcome == "no_target":
            state = fork.state_at(position)
            if state.queue and state.queue[0].refs and state.queue[0].refs[0].source == command.character:
                return True
    return False


def test_the_warning_foresees_exactly_the_reveals_that_find_nothing(app):
    from game.ui.tables.base import TableContext
    from game.ui.tables.mythos import MythosTable

    seen = {True: 0, False: 0}
    for seed in range(40):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        chooser = random.Random(seed)
        while not match.is_over() and min(seen.values()) < 3:
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            for command in [c for c in legal if isinstance(c, RevealCharacter)]:
                predicted = reveal_fizzles(match.rules, match.view(seat), command)
                assert predicted == _fizzled_for_real(match, command), f"seed {seed}: {command}"
                seen[predicted] += 1
                plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
                warning = plugin.ruin_warning(match.view(seat), command)
                assert (warning is not None) == predicted
                if warning:
                    assert warning[0].startswith("Reveal ") and "?" not in warning[0][7:-1] and "nothing to act on" in warning[1]
            match.submit(chooser.choice(legal))
    assert seen[True] >= 3 and seen[False] >= 3, seen
