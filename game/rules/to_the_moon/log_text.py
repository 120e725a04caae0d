"""The game log of Bitcoin Empire in words, in English and French."""

from __future__ import annotations

from typing import Optional

from game.engine.records import Event, Undone
from game.rules.to_the_moon import events as ev
from game.rules.to_the_moon.cards import CardType, card_type_of

TEXT = {
    "en": {
        "game": "Game {n} begins; P{p} is the Dealer.",
        "character": "P{p} chooses {card}.",
        "character_random": "P{p} gets {card} at random.",
        "shuffled": "The Dealer shuffles the deck.",
        "dealt": "P{p} is dealt {n} cards face down.",
        "dealt_known": "P{p} is dealt {cards}.",
        "turn": "Turn {n}: P{p}'s Mining Phase.",
        "draw_phase": "P{p}'s Draw Phase.",
        "mined": "P{p} Mines a Bitcoin onto {where}.",
        "mined_known": "P{p} Mines {card} onto {where}.",
        "drawn": "P{p} draws a card from the deck.",
        "drawn_known": "P{p} draws {card}.",
        "taken": "P{p} takes a Bitcoin from {where} into their hand.",
        "taken_known": "P{p} takes {card} from {where} into their hand.",
        "exchange": "P{p} Reveals {card} and places it right of their Character.",
        "learned": "P{p} Reveals {card} and Learns it.",
        "plain": "P{p} Reveals {card}; it goes to the discard pile.",
        "stored": "P{p} Stores a card face down on {where}.",
        "stored_known": "P{p} Stores {card} face down on {where}.",
        "skipped": "P{p} does no Action.",
        "attack": "P{p} Reveals {card}, targeting P{q}'s {target}{place}.",
        "place_exchange": " ({nth} Exchange from the left)",
        "place_skill": " ({nth} Skill from the left)",
        "skullduggery": "P{p} plays Skullduggery: {card} is cancelled.",
        "allowed": "P{p} lets the Attack through.",
        "hacked": "P{p} Hacks a Bitcoin from P{q}'s {where} into {dest}.",
        "hacked_known": "P{p} Hacks {card} from P{q}'s {where} into {dest}.",
        "your_hand": "their hand",
        "renumbered": "The Hacked card is lost among identical face-down cards.",
        "sued": "P{q}'s {where} is sued: it and {n} Bitcoin(s) go to the discard pile.",
        "smeared": "Smear Campaign: P{p} discards {card}.",
        "poached": "P{p} hires away P{q}'s {card}.",
        "resolved": "{card} goes to the discard pile.",
        "locked": "P{p}'s {where} Locks with three Bitcoins.",
        "turn_end": "P{p}'s Turn ends.",
        "end_mined": "The last card is Mined: Game {n} ends.",
        "end_drawn": "The last card is Drawn: Game {n} ends.",
        "scores": "Bitcoins: {scores}. Most Bitcoins: {who}.",
        "tokens": "{who} takes a Moon Token ({left} left).", "tokens_many": "{who} each take a Moon Token ({left} left).",
        "won_bitcoins": "{who} wins with the most Bitcoins.", "won_bitcoins_many": "{who} win with the most Bitcoins.",
        "won_moon": "{who} wins To The Moon with {n} Moon Token(s).", "won_moon_many": "{who} win To The Moon with {n} Moon Token(s) each.",
        "undone": "P{p} takes back their last move.",
        "and": " and ",
    },
    # French writes the verbs in lower case ("Ana révèle"), the book's nouns as it does ("Phase
    # d'Action", "Jeton Lune"): "Ana Révèle", "Bob Stocke" read oddly (eighth new-user trial)
    "fr": {
        "game": "La partie {n} commence ; J{p} est le Donneur.",
        "character": "J{p} choisit {card}.",
        "character_random": "J{p} reçoit {card} au hasard.",
        "shuffled": "Le Donneur mélange la pioche.",
        "dealt": "J{p} reçoit {n} cartes face cachée.",
        "dealt_known": "J{p} reçoit {cards}.",
        "turn": "Tour {n} : Phase de Minage de J{p}.",
        "draw_phase": "Phase de Pioche de J{p}.",
        "mined": "J{p} mine un Bitcoin sur {where}.",
        "mined_known": "J{p} mine {card} sur {where}.",
        "drawn": "J{p} pioche une carte.",
        "drawn_known": "J{p} pioche {card}.",
        "taken": "J{p} reprend en main un Bitcoin de {where}.",
        "taken_known": "J{p} reprend en main {card} de {where}.",
        "exchange": "J{p} révèle {card} et la place à droite de son Personnage.",
        "learned": "J{p} révèle {card} et l'apprend.",
        "plain": "J{p} révèle {card} ; elle va à la défausse.",
        "stored": "J{p} stocke une carte face cachée sur {where}.",
        "stored_known": "J{p} stocke {card} face cachée sur {where}.",
        "skipped": "J{p} ne fait pas d'Action.",
        "attack": "J{p} révèle {card} et cible {target} de J{q}{place}.",
        "place_exchange": " ({nth} Plateforme en partant de la gauche)",
        "place_skill": " ({nth} Compétence en partant de la gauche)",
        "skullduggery": "J{p} joue un Coup fourré : l'Attaque {card} est annulée.",  # the Attack agrees, whatever its name: "Chasseur de têtes est annulée" (twenty-first trial)
        "allowed": "J{p} laisse passer l'Attaque.",
        "hacked": "J{p} pirate un Bitcoin de {where} de J{q} vers {dest}.",
        "hacked_known": "J{p} pirate {card} de {where} de J{q} vers {dest}.",
        "your_hand": "sa main",
        "renumbered": "La carte piratée se perd parmi les cartes cachées identiques.",
        "sued": "{where} de J{q} est attaquée en justice : elle et {n} Bitcoin(s) vont à la défausse.",
        "smeared": "Campagne de dénigrement : J{p} défausse {card}.",
        "poached": "J{p} débauche {card} de J{q}.",
        "resolved": "{card} va à la défausse.",
        "locked": "{where} de J{p} se verrouille avec trois Bitcoins.",
        "turn_end": "Fin du Tour de J{p}.",
        "end_mined": "La dernière carte est minée : fin de la partie {n}.",
        "end_drawn": "La dernière carte est piochée : fin de la partie {n}.",
        "scores": "Bitcoins : {scores}. Le plus de Bitcoins : {who}.",
        "tokens": "{who} prend un Jeton Lune (reste {left}).", "tokens_many": "{who} prennent chacun un Jeton Lune (reste {left}).",
        "won_bitcoins": "{who} gagne avec le plus de Bitcoins.", "won_bitcoins_many": "{who} gagnent avec le plus de Bitcoins.",
        "won_moon": "{who} gagne To The Moon avec {n} Jeton(s) Lune.", "won_moon_many": "{who} gagnent To The Moon avec {n} Jeton(s) Lune chacun.",
        "undone": "J{p} reprend son dernier coup.",
        "and": " et ",
    },
}


def ordinal(n: int, lang: str) -> str:
    """1st, 2nd, 3rd, 11th...; in French, for a feminine noun (Plateforme, Compétence): 1re, 2e."""
    if lang == "fr":
        return "1re" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def describe(event: Event, cards: dict[str, CardType], lang: str = "en") -> str:
    t = TEXT.get(lang, TEXT["en"])
    player = "P" if lang != "fr" else "J"

    def name(card_id: Optional[str]) -> str:
        if card_id is None:
            return "?"
        card = cards.get(card_type_of(card_id))
        return card.name.get(lang, card.name["en"]) if card else card_id

    def who(seats: tuple[int, ...]) -> str:
        return t["and"].join(f"{player}{s + 1}" for s in seats)

    def place(card_id: str, position: int) -> str:
        """Which card of its row, when the row may hold identical ones (Exchanges, Skills)."""
        card = cards.get(card_type_of(card_id))
        if position < 1 or card is None or card.kind not in ("exchange", "skill"):
            return ""
        return t[f"place_{card.kind}"].format(nth=ordinal(position, lang))

    def known(key: str, secret: Optional[object], **values: object) -> str:
        return t[f"{key}_known" if secret is not None else key].format(**values)

    match event:
        case ev.GameStarted():
            return t["game"].format(n=event.number, p=event.dealer + 1)
        case ev.CharacterChosen():
            key = "character_random" if event.at_random else "character"
            return t[key].format(p=event.seat + 1, card=name(event.character))
        case ev.DeckShuffled():
            return t["shuffled"]
        case ev.CardsDealt():
            cards_text = ", ".join(name(c) for c in event.cards or ())
            return known("dealt", event.cards, p=event.seat + 1, n=event.count, cards=cards_text)
        case ev.TurnStarted():
            return t["turn"].format(n=event.turn, p=event.seat + 1)
        case ev.DrawPhaseStarted():
            return t["draw_phase"].format(p=event.seat + 1)
        case ev.CardMined():
            return known("mined", event.card, p=event.seat + 1, card=name(event.card), where=name(event.storage))
        case ev.CardDrawn():
            return known("drawn", event.card, p=event.seat + 1, card=name(event.card))
        case ev.BitcoinTaken():
            return known("taken", event.card, p=event.seat + 1, card=name(event.card), where=name(event.storage))
        case ev.ExchangePlaced():
            return t["exchange"].format(p=event.seat + 1, card=name(event.card))
        case ev.SkillLearned():
            return t["learned"].format(p=event.seat + 1, card=name(event.card))
        case ev.PlainCardRevealed():
            return t["plain"].format(p=event.seat + 1, card=name(event.card))
        case ev.CardStored():
            return known("stored", event.card, p=event.seat + 1, card=name(event.card), where=name(event.storage))
        case ev.ActionSkipped():
            return t["skipped"].format(p=event.seat + 1)
        case ev.AttackRevealed():
            return t["attack"].format(p=event.seat + 1, card=name(event.card), q=event.target_seat + 1,
                                      target=name(event.target), place=place(event.target, event.target_position))
        case ev.SkullduggeryPlayed():
            return t["skullduggery"].format(p=event.seat + 1, card=name(event.cancelled))
        case ev.AttackAllowed():
            return t["allowed"].format(p=event.seat + 1)
        case ev.BitcoinHacked():
            dest = t["your_hand"] if event.store_on is None else name(event.store_on)
            return known("hacked", event.card, p=event.seat + 1, q=event.victim + 1, card=name(event.card), where=name(event.storage), dest=dest)
        case ev.CopiesRenumbered():
            return t["renumbered"]
        case ev.ExchangeSued():
            return t["sued"].format(q=event.victim + 1, where=name(event.exchange), n=len(event.bitcoins))
        case ev.CardSmeared():
            return t["smeared"].format(p=event.seat + 1, card=name(event.card))
        case ev.SkillPoached():
            return t["poached"].format(p=event.seat + 1, q=event.victim + 1, card=name(event.card))
        case ev.AttackResolved():
            return t["resolved"].format(card=name(event.card))
        case ev.ExchangeLocked():
            return t["locked"].format(p=event.seat + 1, where=name(event.exchange))
        case ev.TurnEnded():
            return t["turn_end"].format(p=event.seat + 1)
        case ev.GameEnded():
            ending = t["end_mined" if event.reason == "mined" else "end_drawn"].format(n=event.number)
            scores = ", ".join(f"{player}{s + 1} {n}" for s, n in enumerate(event.bitcoins))
            return ending + " " + t["scores"].format(scores=scores, who=who(event.winners))
        case ev.MoonTokensTaken():
            return t["tokens_many" if len(event.seats) > 1 else "tokens"].format(who=who(event.seats), left=event.left)
        case ev.WinnersDeclared():
            if event.reason == "bitcoins":
                return t["won_bitcoins_many" if len(event.winners) > 1 else "won_bitcoins"].format(who=who(event.winners))
            return t["won_moon_many" if len(event.winners) > 1 else "won_moon"].format(who=who(event.winners), n=max(event.scores))
        case Undone():
            return t["undone"].format(p=event.seat + 1)
    return type(event).__name__
