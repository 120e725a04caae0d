"""Every event reads as a sentence in English and French, and secret cards stay unnamed."""

from game.rules.mining_war import MiningWarRules
from game.rules.mining_war.events import EVENT_TYPES

from war_helpers import new_match


def test_every_event_of_a_game_has_words_in_both_languages():
    rules = MiningWarRules()
    from game.engine import RandomPlayer, play_out

    seen_types = set()
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        match = new_match(players, seed).match
        play_out(match, {s: RandomPlayer(s + seed) for s in range(players)})
        for entry in match.entries:
            seen_types.add(type(entry.event))
            for lang in ("en", "fr"):
                for seat in (None, 0, 1):
                    line = rules.describe(entry.event, seat, lang)
                    assert line and line != type(entry.event).__name__
    assert len(seen_types) >= len(EVENT_TYPES) // 2


def test_secret_cards_are_unnamed_in_the_other_players_log():
    rules = MiningWarRules()
    match = new_match(2, 11).match
    draw = next(e.event for e in match.entries if type(e.event).__name__ == "CardsDrawn" and e.event.seat == 0)
    mine, theirs = rules.describe(draw, 0, "en"), rules.describe(draw, 1, "fr")
    assert "draws" in mine and any(name in mine for name in ("Bitcoin", "Miner", "Hacker", "Bugs", "Botnet", "Trojan", "Validator", "Whale", "Shock", "Zero", "Script", "Wallet", "Honeypot"))
    assert theirs == "J1 pioche 8 carte(s)."
