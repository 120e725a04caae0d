"""Nineteenth trial: the Starter Deck holds 4 spells of 36 and 12 of the pool's 31 cards never,
so a first game met no spell and a player could only find the rest in the deck editor. The
shipped decks together now hold every card, each deck legal and advised."""

from __future__ import annotations

import random

from game import sessions
from game.deck_library import available_decks, match_deck_options
from game.engine import SeatConfig
from game.rules.mining_war.cards import default_cards
from game.rules.mining_war.decks import deck_advice, deck_problems


def test_the_shipped_decks_are_legal_and_together_hold_every_card():
    cards = default_cards()
    shipped = [choice for choice in available_decks("mining_war") if choice.shipped]
    assert len(shipped) >= 2 and shipped[0].path.stem == "starter", "the Starter Deck leads"
    for choice in shipped:
        assert choice.cards is not None and deck_problems(choice.cards, cards) == [], (choice.label, choice.problem)
        assert not deck_advice(choice.cards, cards), choice.label
    held = {card for choice in shipped for card in choice.cards}
    assert held == set(cards.cards), sorted(set(cards.cards) - held)
    spells = [choice for choice in shipped if sum(n for card, n in choice.cards.items() if cards.cards[card].type == "spell") >= 8]
    assert spells, "a deck with spells enough to meet one in a first game"


def test_a_game_between_the_two_shipped_decks_plays_to_its_end():
    starter, rogue = [c for c in available_decks("mining_war") if c.shipped][:2]
    decks = [match_deck_options("mining_war", starter), match_deck_options("mining_war", rogue)]
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], 7, {"decks": decks})).match
    chooser = random.Random(7)
    for _ in range(4000):
        if match.is_over():
            break
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    assert match.is_over()
