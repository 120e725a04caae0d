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
                    if type(entry.event).__name__ == "CardsUntapped" and not entry.event.cards:
                        assert line == ""  # nothing untapped: no line (the log panel keeps none)
                        continue
                    assert line and line != type(entry.event).__name__
    assert len(seen_types) >= len(EVENT_TYPES) // 2


def test_secret_cards_are_unnamed_in_the_other_players_log():
    rules = MiningWarRules()
    match = new_match(2, 11).match
    draw = next(e.event for e in match.entries if type(e.event).__name__ == "CardsDrawn" and e.event.seat == 0)
    mine, theirs = rules.describe(draw, 0, "en"), rules.describe(draw, 1, "fr")
    assert "draws" in mine and any(name in mine for name in ("Bitcoin", "Miner", "Hacker", "Bugs", "Botnet", "Trojan", "Validator", "Whale", "Shock", "Zero", "Script", "Wallet", "Honeypot"))
    assert theirs == "J1 pioche 8 cartes."


def test_decisions_read_as_sentences_without_card_ids():
    from game.rules.mining_war.events import ChoiceAnswered

    rules = MiningWarRules()
    lines = {
        ("draw_count", "2"): ("P1 chooses to draw 2 cards.", "J1 choisit de piocher 2 cartes."),
        ("hack", "2"): ("P1 chooses to rob P3.", "J1 choisit de voler J3."),
        ("hack", "none"): ("P1 chooses to steal nothing.", "J1 choisit de ne rien voler."),
        ("multi", "decline"): ("P1 does not use MULTI.", "J1 n'utilise pas MULTI."),
        ("bonus_target", "p1.fw2"): ("P1 aims the bonus at Firewall 2 (P2).", "J1 vise le Firewall 2 (J2) avec le bonus."),
        ("hand_limit", "p0.07"): ("P1 picks the card to set aside.", "J1 choisit la carte à poser de côté."),
        ("last_card", "keep"): ("P1 keeps the last card.", "J1 garde sa dernière carte."),
    }
    for (kind, option), (english, french) in lines.items():
        event = ChoiceAnswered(seat=0, kind=kind, option=option)
        assert rules.describe(event, 1, "en") == english
        assert rules.describe(event, None, "fr") == french


def test_a_preset_table_says_its_firewalls():
    """The guided game's log said "3 Firewalls each at 8" (the table laid out) while its table
    held two: the preset line names the Firewalls it sets."""
    from game.rules.mining_war import events as war_events
    from game.rules.mining_war.log_text import describe as war_describe
    from game.rules.registry import find_rules

    cards = find_rules("mining_war").cards
    line = war_describe(war_events.TablePreset(0, 12, (8, 8), (), ()), cards, "en")
    assert line.startswith("P1's table is set: Mining Pool 12, Firewalls 8 · 8, "), line


def test_a_tapped_fighter_reads_right_whatever_its_gender():
    """Twentieth trial: "Baleine (Bob) est engagé" (Baleine is feminine); the French line says
    "s'engage", which agrees with every name."""
    from game.rules.mining_war import events as ev

    rules = MiningWarRules()
    line = rules.describe(ev.FighterTapped("p1.03", "whale"), None, "fr")
    assert line.startswith("Baleine") and line.endswith("s'engage."), line
    assert "engagé" not in line


def test_a_fights_end_is_not_told_as_the_combats():
    """Twenty-third trial: "Le combat est terminé." after each attack while the Combat phase went
    on. One attack's end is said as such."""
    from game.rules.mining_war.events import FightEnded

    rules = MiningWarRules()
    assert rules.describe(FightEnded("a", "b"), None, "fr") == "L'attaque est résolue."
    assert "combat" not in rules.describe(FightEnded("a", "b"), None, "en").lower()
