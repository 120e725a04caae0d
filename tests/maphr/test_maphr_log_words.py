"""Third new-user trial H25: Maphr's log said "Bob rolls 1. Bob rolls 5." with no word of what
the die decides, "Phase I: the draw." at every draft pick, "Ana takes Workshop, Caravan…" when
she was only dealt a packet to pick from, "1 card(s)", and a French card "est appliquée" whatever
its gender."""

from __future__ import annotations

import random

from game.rules.maphr import events as ev
from maphr_helpers import RULES, new_match, play_random


def _lines(match, seat, lang):
    return [(entry.event, RULES.describe(entry.event, seat, lang)) for entry in match.entries]


def test_the_log_says_what_the_die_decides_and_the_draw_phase_once_a_round():
    match = new_match(3, 7, round_limit=5)
    play_random(match, random.Random(7))
    for lang, phase_line, modes in (("en", "Phase I: the draw.", "draft"), ("fr", "Phase I : pioche.", "draft")):
        lines = _lines(match, None, lang)
        rounds = sum(isinstance(e, ev.RoundStarted) for e, _ in lines)
        assert sum(line == phase_line for _, line in lines) == rounds
        for event, line in lines:
            if isinstance(event, ev.DieRolled) and event.purpose == "draw":
                mode = {"en": RULES_TEXT("en"), "fr": RULES_TEXT("fr")}[lang]["modes"][event.value]
                assert line.endswith(f"{mode}."), line
            if isinstance(event, ev.CardsDrawn) and event.zone == "packet":
                assert "takes" not in line and "prend" not in line, line
            assert "(s)" not in line, line
            assert "est appliquée" not in line, line


def RULES_TEXT(lang):
    from game.rules.maphr.log_text import TEXT

    return TEXT[lang]


def test_a_players_own_packet_is_named_as_a_packet():
    match = new_match(2, 3, round_limit=3)
    play_random(match, random.Random(3))
    packets = [(e, RULES.describe(e, e.seat, "en")) for e, _ in _lines(match, None, "en")
               if isinstance(e, ev.CardsDrawn) and e.zone == "packet"]
    if not packets:  # the die decides the draw: this seed must deal packets
        raise AssertionError("no draft in three rounds of seed 3")
    event, line = packets[0]
    assert line.startswith(f"P{event.seat + 1}'s draft packet: ")


def test_a_move_taken_back_is_told_in_words():
    """Fourth new-user trial: Maphr's log read "Undone", untranslated, in both languages."""
    from game.engine import Undo

    match = new_match(2, 4, round_limit=3)
    chooser = random.Random(4)
    for _ in range(400):
        seat = match.to_act()[0]
        if match.can_undo(seat):
            break
        match.submit(chooser.choice(match.legal_commands(seat)))
        seat = match.entries[-1].actor
        if seat is not None and match.can_undo(seat):
            break
    else:
        raise AssertionError("no move could be taken back")
    match.submit(Undo(seat))
    event = match.entries[-1].event
    assert RULES.describe(event, None, "en") == f"P{seat + 1} takes back their last move."
    assert RULES.describe(event, None, "fr") == f"J{seat + 1} reprend son dernier coup."


def test_a_revealed_contract_or_catastrophe_says_what_it_does():
    """Fourth new-user trial: "Incendie : effet appliqué" told nothing of what the card does."""
    match = new_match(2, 3, round_limit=3)
    play_random(match, random.Random(3))
    revealed = [e for e, _ in _lines(match, None, "fr") if isinstance(e, ev.ImmediateRevealed)]
    assert revealed, "no contract or catastrophe in three rounds"
    for event in revealed:
        kind = RULES.cards.type_of(event.card)
        line = RULES.describe(event, None, "fr")
        assert line.endswith(kind.told["fr"].replace("{player}", f"J{event.seat + 1}")), line
        # told of the player, not in the card's "you" (fourteenth trial: "Votre mine descend")
        assert not any(word in line.lower().split() for word in ("votre", "vos", "vous", "gagnez", "payez")), line
    # and its end names whose card it was (eighteenth trial: two Éboulements, one "effet appliqué")
    resolved = [e for e, _ in _lines(match, None, "fr") if isinstance(e, ev.ImmediateResolved)]
    assert resolved and all(f"J{e.seat + 1}" in RULES.describe(e, None, "fr") for e in resolved)


def test_coins_gained_or_paid_say_why():
    """Fourth new-user trial: "Bob paie 1 pièce … Bob gagne 1 pièce" in an auction, and "exploite
    pour 2 pièces (+1)", said nothing of why."""
    seen = set()
    for seed in range(6):
        match = new_match(2, seed, round_limit=6)
        play_random(match, random.Random(seed))
        for event, line in _lines(match, None, "fr"):
            if isinstance(event, (ev.CoinsGained, ev.CoinsPaid)) and event.reason != "start":
                assert line.endswith(").") and "(" in line, line
                seen.add(event.reason if event.reason in ("bid", "bids", "idle", "level", "caravan") else "card")
            if isinstance(event, ev.VeinsExploited) and event.bonus:
                assert "grâce à son clan et ses aménagements" in line, line
    assert {"bid", "bids", "card"} <= seen, seen


def test_every_step_says_its_phase():
    """A playtest read "Empêchements." and "Les actions." alone in the log, between two moves."""
    match = new_match(2, 4, round_limit=3)
    play_random(match, random.Random(4))
    steps = [line for event, line in _lines(match, None, "fr") if isinstance(event, ev.StepOpened) and line]
    assert len(steps) >= 6
    assert all(line.startswith(("Phase", "Contrats")) for line in steps), steps


def test_one_coin_exploited_is_singular():
    """A playtest read "Bob exploite pour 1 pièces."."""
    from game.rules.maphr.events import VeinsExploited

    assert RULES.describe(VeinsExploited(1, 1, 0), None, "fr").endswith("exploite pour 1 pièce.")
    assert RULES.describe(VeinsExploited(1, 3, 0), None, "fr").endswith("exploite pour 3 pièces.")
    assert RULES.describe(VeinsExploited(1, 3, 1), None, "fr").endswith("pour 4 pièces (3 des filons, +1 grâce à son clan et ses aménagements).")


def test_phase_five_says_why_a_player_passes_it():
    """Fifth new-user trial: "Phase V skipped silently": its turns end by themselves for whoever
    cannot raise a level, and the log said only "Phase V: mine evolution"."""
    match = new_match(2, 5, round_limit=3)
    play_random(match, random.Random(5))
    opened = [e.event for e in match.entries if isinstance(e.event, ev.StepOpened) and e.event.phase == "evolution"]
    assert opened
    assert "whoever cannot raise one passes" in RULES.describe(opened[0], None, "en")
    assert "qui ne peut monter passe" in RULES.describe(opened[0], None, "fr")


def test_the_cards_kept_unseen_read_as_the_rest_of_the_hand():
    """Sixth trial: "Ana donne une carte à Bob. Ana garde ses cartes." read as a contradiction."""
    kept = []
    for seed in range(5, 25):
        match = new_match(2, seed, round_limit=4)
        play_random(match, random.Random(seed))
        kept = [e.event for e in match.entries if isinstance(e.event, ev.CardsKept)]
        if kept:
            break
    assert kept
    other = 1 - kept[0].seat
    assert RULES.describe(kept[0], other, "fr") == f"J{kept[0].seat + 1} garde le reste en main."
    assert RULES.describe(kept[0], other, "en") == f"P{kept[0].seat + 1} keeps the rest in hand."


def test_choosing_no_impediment_reads_as_french():
    """Seen in the window: "Joueur 1 choisit aucun empêchement." (no "ne")."""
    from game.engine.records import ChoiceCommitted

    for none in ((), []):  # a tuple as sent, a list as read back from a save
        event = ChoiceCommitted(0, "impediments", {"plays": none})
        assert RULES.describe(event, 0, "fr") == "J1 ne joue aucun empêchement."
        assert RULES.describe(event, 0, "en") == "P1 plays no impediment."


def test_an_exploit_with_a_bonus_says_its_total_first():
    """Twelfth new-user trial: "Ana exploite pour 5 pièces (+3 grâce à son clan…)" while her
    coins went from 1 to 9: the total comes first, then where it comes from."""
    from game.rules.maphr.events import VeinsExploited

    line = RULES.describe(VeinsExploited(0, 5, 3), None, "fr")
    assert "exploite pour 8 pièces (5 des filons, +3 grâce à son clan" in line
    assert "exploits for 8 coins (5 from its veins, +3" in RULES.describe(VeinsExploited(0, 5, 3), None, "en")


def test_only_the_auctions_winning_bid_is_said_to_go_to_the_bank():
    # Thirteenth trial: "Ana paie 2 pièces (son enchère, à la banque)" for a losing bid, which
    # goes to the poorest player, not to the bank.
    paid = RULES.describe(ev.CoinsPaid(0, 2, "bid"), None, "fr")
    assert "banque" not in paid and "enchère" in paid
    won = RULES.describe(ev.AuctionWon(1, 3), None, "fr")
    assert "banque" in won and "3" in won
    assert "bank" in RULES.describe(ev.AuctionWon(1, 3), None, "en")
    assert "bank" not in RULES.describe(ev.CoinsPaid(0, 2, "bid"), None, "en")


def test_a_miner_hired_says_its_price_in_coins():
    # Fifteenth trial: "Bob engage un mineur pour 0." said no unit.
    assert RULES.describe(ev.MinerBought(1, 0, 1, 0), None, "fr") == "J2 engage un mineur gratuit."
    assert RULES.describe(ev.MinerBought(1, 0, 1, 1), None, "fr") == "J2 engage un mineur pour 1 pièce."
    assert RULES.describe(ev.MinerBought(0, 0, 1, 3), None, "en") == "P1 hires a miner for 3 coins."


def test_an_accepted_offer_names_the_card_given_to_whom_may_see_it():
    """Twenty-first trial: after "Bob accepte l'offre d'Ana" Ana had to find the card he gave her
    in her hand. Her log names it; the other players' does not."""
    import random

    from game import sessions
    from game.engine import SeatConfig

    for seed in range(80):
        match = sessions.start(sessions.make_config("maphr", [SeatConfig("A"), SeatConfig("B"), SeatConfig("C")], seed, {"round_limit": 8})).match
        chooser = random.Random(seed)
        for _ in range(700):
            if match.is_over():
                break
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        accepted = [e.event for e in match.entries if isinstance(e.event, ev.OfferAccepted) and e.event.card]
        if accepted:
            break
    else:
        raise AssertionError("no offer accepted with a card given")
    event = accepted[0]
    given = RULES.cards.type_of(event.card).name["fr"]
    assert given in RULES.describe(event, event.proposer, "fr")
    others = [s for s in range(3) if s not in (event.proposer, event.target)]
    assert given not in RULES.describe(event, others[0], "fr")


def test_the_royal_tax_says_it_takes_no_more_than_is_left():
    """Twenty-third trial: "Ana révèle Taxe royale : Ana paie 5 pièces." with 0 coins on her
    counter (the rules take what is left). The line says so."""
    told = RULES.cards.type_of("tax").told
    assert "s'il y en a moins" in told["fr"] and "if fewer" in told["en"]


def test_a_price_in_the_log_has_its_unit():
    """Twenty-third trial: "Ana construit Taverne pour 3": three what? Coins, as the headers show them."""
    match = new_match(2, 3, round_limit=4)
    play_random(match, random.Random(3))
    priced = [line for event, line in _lines(match, None, "fr") if isinstance(event, (ev.AmenityBuilt, ev.CardSold))]
    assert priced and all(line.endswith(" ◉.") for line in priced), priced[:3]
