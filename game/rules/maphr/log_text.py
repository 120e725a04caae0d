"""The Mines de Maphr game log in words, in English and French."""

from __future__ import annotations

from game.engine.records import ChoiceCommitted, ChoicesRevealed, Event, Undone
from game.rules.maphr import events as ev
from game.rules.maphr.cards import CardSet
from game.rules.maphr.state import LEVEL_NUMERALS

TEXT = {
    "en": {
        "clan": "P{p} leads the clan {name}.", "first": "P{p} is the most bearded: they roll the die first.",
        "shuffled": "The deck is shuffled.", "reshuffled": "The discard is shuffled into a new deck.",
        "drawn": "P{p} takes {n} cards.", "drawn_one": "P{p} takes 1 card.", "drawn_known": "P{p} takes {cards}.",
        "packet_dealt": "P{p} is dealt a draft packet of {n} cards.", "packet_known": "P{p}'s draft packet: {cards}.",
        "pending_dealt": "{n} cards are laid before P{p}.", "pending_known": "Before P{p}: {cards}.",
        "discarded": "P{p} discards {cards}.",
        "discarded_start": "P{p} puts back {cards}: contracts and catastrophes are not kept in a starting hand.",
        "kept": "P{p} keeps the rest in hand.", "kept_known": "P{p} keeps {cards}.",
        "given": "P{p} gives a card to P{q}.", "given_known": "P{p} gives {card} to P{q}.",
        "round": "Round {n}: P{p} rolls the die.", "die": "P{p} rolls {v}: {mode}.", "die_again": "P{p} rolls again (too few cards in the discard) and gets {v}: {mode}.",
        "die_caravan": "P{p} rolls {v} for the caravan.", "step": "{phase}.",
        "gained": "P{p} gains {n} coins.", "gained_one": "P{p} gains 1 coin.", "paid": "P{p} pays {n} coins.", "paid_one": "P{p} pays 1 coin.", "auction": "P{p} wins the auction with {n}; that bid goes to the bank.",
        "picked": "P{p} takes a card from the packet.", "picked_known": "P{p} takes {card}.",
        "packets": "The packets pass counter-clockwise.", "packet": "P{p} passes the packet to P{q}.",
        "revealed": "P{p} reveals {card}.", "revealed_text": "P{p} reveals {card}: {text}", "resolved": "P{p}'s {card}: done.", "averted": "{amenity} protects P{p} from {card}.",
        "caravan_yes": "P{p} trades with the caravan.", "caravan_no": "P{p} turns the caravan away.",
        "tile_lost": "P{p} loses {card}.", "amenity_lost": "P{p} loses {card}.", "miner_lost": "P{p} loses a miner.",
        "miner_gained": "P{p} gains a miner.", "level": "P{p}'s mine is now level {n}.", "gap": "P{p} may build {n} more amenity ahead.",
        "committed": "P{p} has chosen.", "committed_known": "P{p} chooses {choice}.", "committed_none": "P{p} plays no impediment.", "choices": "Revealed: {choices}.", "separator": "; ",
        "impeded": "P{p} plays {card} against P{q}'s {action}.", "player": "P{p}", "no_impediment": "no impediment", "impediment_on": "{card} on P{q}",
        "started": "P{p} resolves {action}.", "cancelled": "P{p}'s {action} is cancelled.", "ended": "P{p} ends {action}.",
        "placed": "P{p} lays {card} {where}.", "bought": "P{p} hires a miner for {n} coins.", "bought_one": "P{p} hires a miner for 1 coin.", "bought_free": "P{p} takes on a free miner.", "moved": "P{p} moves a miner {where}.",
        "under": "at depth {y}, under the entrance", "left": "at depth {y}, {x} to the left", "right": "at depth {y}, {x} to the right",
        "exploited": "P{p} exploits for {total} coins ({n} from its veins, +{b} from its clan and amenities).", "exploited_plain": "P{p} exploits for {n} coins.", "exploited_one": "P{p} exploits for 1 coin.", "built": "P{p} builds {card} for {n} ◉.", "sold": "P{p} sells {card} for {n} ◉.",
        "used": "P{p} uses {card}.", "skip": "P{p} sells nothing.", "turn": "P{p} is done.",
        "offer": "P{p} makes an offer to P{q}.", "accepted": "P{q} accepts P{p}'s offer.", "accepted_card": "P{q} accepts P{p}'s offer and gives {card}.", "refused": "P{q} refuses P{p}'s offer.",
        "undone": "P{p} takes back their last move.", "ended_game": "The game ends: {scores}. Winners: {winners}.", "ended_game_one": "The game ends: {scores}. Winner: {winners}.",
        "modes": {1: "draw from the discard", 2: "a hidden auction, then the draft", 3: "three cards to keep or give away",
                  4: "four cards to keep, discard and pass on", 5: "the counter-clockwise draft", 6: "cards by mine level"},
        "phase": {"draw": "Phase I: the draw", "immediate": "Contracts and catastrophes", "actions": "Phase II: choose your actions",
                  "impediments": "Phase II: impediments may be played", "resolve": "Phase II: the actions are played", "sell": "Phase III: sell and discard",
                  "negotiation": "Phase IV: negotiation",
                  "evolution": "Phase V: mine evolution (a level needs an amenity and coins; whoever cannot raise one passes)"},
    },
    "fr": {
        "clan": "J{p} dirige le clan {name}.", "first": "J{p} lance le dé en premier (la barbe la plus longue, tirée au sort).",
        "shuffled": "La pioche est mélangée.", "reshuffled": "La défausse est mélangée en une nouvelle pioche.",
        "drawn": "J{p} prend {n} cartes.", "drawn_one": "J{p} prend 1 carte.", "drawn_known": "J{p} prend {cards}.",
        "packet_dealt": "J{p} reçoit un paquet de draft de {n} cartes.", "packet_known": "Paquet de draft de J{p} : {cards}.",
        "pending_dealt": "{n} cartes sont posées devant J{p}.", "pending_known": "Devant J{p} : {cards}.",
        "discarded": "J{p} défausse {cards}.",
        "discarded_start": "J{p} écarte {cards} : contrats et catastrophes ne restent pas dans une main de départ.",
        "kept": "J{p} garde le reste en main.", "kept_known": "J{p} garde {cards}.",
        "given": "J{p} donne une carte à J{q}.", "given_known": "J{p} donne {card} à J{q}.",
        "round": "Tour {n} : J{p} lance le dé.", "die": "J{p} fait {v} au dé : {mode}.", "die_again": "J{p} relance le dé (trop peu de cartes dans la défausse) et fait {v} : {mode}.",
        "die_caravan": "J{p} fait {v} au dé de la caravane.", "step": "{phase}.",
        "gained": "J{p} gagne {n} pièces.", "gained_one": "J{p} gagne 1 pièce.", "paid": "J{p} paie {n} pièces.", "paid_one": "J{p} paie 1 pièce.", "auction": "J{p} remporte l'enchère avec {n} ; cette mise va à la banque.",
        "picked": "J{p} prend une carte du paquet.", "picked_known": "J{p} prend {card}.",
        "packets": "Les paquets passent dans le sens anti-horaire.", "packet": "J{p} passe le paquet à J{q}.",
        "revealed": "J{p} révèle {card}.", "revealed_text": "J{p} révèle {card} : {text}", "resolved": "{card} de J{p} : effet appliqué.", "averted": "{amenity} protège J{p} de {card}.",
        "caravan_yes": "J{p} commerce avec la caravane.", "caravan_no": "J{p} renvoie la caravane.",
        "tile_lost": "J{p} perd {card}.", "amenity_lost": "J{p} perd {card}.", "miner_lost": "J{p} perd un mineur.",
        "miner_gained": "J{p} gagne un mineur.", "level": "La mine de J{p} passe au niveau {n}.", "gap": "J{p} peut avoir {n} aménagement d'écart de plus.",
        "committed": "J{p} a choisi.", "committed_known": "J{p} choisit {choice}.", "committed_none": "J{p} ne joue aucun empêchement.", "choices": "Révélé : {choices}.", "separator": " ; ",
        "impeded": "J{p} joue {card} contre l'action {action} de J{q}.", "player": "J{p}", "no_impediment": "aucun empêchement", "impediment_on": "{card} sur J{q}",
        "started": "J{p} joue {action}.", "cancelled": "L'action {action} de J{p} est annulée.", "ended": "J{p} termine {action}.",
        "placed": "J{p} pose {card} {where}.", "bought": "J{p} engage un mineur pour {n} pièces.", "bought_one": "J{p} engage un mineur pour 1 pièce.", "bought_free": "J{p} engage un mineur gratuit.", "moved": "J{p} déplace un mineur {where}.",
        "under": "à {y} de profondeur, sous l'entrée", "left": "à {y} de profondeur, {x} à gauche", "right": "à {y} de profondeur, {x} à droite",
        "exploited": "J{p} exploite pour {total} pièces ({n} des filons, +{b} grâce à son clan et ses aménagements).", "exploited_plain": "J{p} exploite pour {n} pièces.", "exploited_one": "J{p} exploite pour 1 pièce.", "built": "J{p} construit {card} pour {n} ◉.", "sold": "J{p} vend {card} pour {n} ◉.",
        "used": "J{p} utilise {card}.", "skip": "J{p} ne vend rien.", "turn": "J{p} a terminé.",
        "offer": "J{p} fait une offre à J{q}.", "accepted": "J{q} accepte l'offre de J{p}.", "accepted_card": "J{q} accepte l'offre de J{p} et donne {card}.", "refused": "J{q} refuse l'offre de J{p}.",
        "undone": "J{p} reprend son dernier coup.", "ended_game": "Fin de la partie : {scores}. Vainqueurs : {winners}.", "ended_game_one": "Fin de la partie : {scores}. Vainqueur : {winners}.",
        "modes": {1: "pioche dans la défausse", 2: "enchère secrète, puis draft", 3: "trois cartes à garder ou donner",
                  4: "quatre cartes à garder, défausser et donner", 5: "draft dans le sens anti-horaire", 6: "cartes selon le niveau de la mine"},
        "phase": {"draw": "Phase I : pioche", "immediate": "Contrats et catastrophes", "actions": "Phase II : choisissez vos actions",
                  "impediments": "Phase II : place aux empêchements", "resolve": "Phase II : les actions se jouent", "sell": "Phase III : vente et défausse",
                  "negotiation": "Phase IV : négociation",
                  "evolution": "Phase V : évolution de mine (un niveau demande un aménagement et des pièces ; qui ne peut monter passe)"},
    },
}
ACTION_WORDS = {
    "en": {"prospect": "Prospect", "exploit": "Exploit", "build": "Build", "idle": "the idle token"},
    "fr": {"prospect": "Prospecter", "exploit": "Exploiter", "build": "Aménager", "idle": "le jeton oisif"},
}


def describe(event: Event, cards: CardSet, lang: str = "en") -> str:
    t = TEXT.get(lang, TEXT["en"])
    words = ACTION_WORDS.get(lang, ACTION_WORDS["en"])

    def name(card: str | None) -> str:
        if card is None:
            return "?"
        try:
            kind = cards.type_of(card)
        except KeyError:
            return card
        return kind.name.get(lang, kind.name["en"])

    def names(many) -> str:
        return ", ".join(name(c) for c in many or ())

    p = lambda seat: seat + 1  # noqa: E731 - players are numbered from 1 in the log
    match event:
        case ev.ClanDealt():
            clan = cards.clans[event.clan]
            return t["clan"].format(p=p(event.seat), name=clan.name.get(lang, clan.name["en"]))
        case ev.FirstPlayerChosen():
            return t["first"].format(p=p(event.seat))
        case ev.DeckShuffled():
            return t["reshuffled" if event.from_discard else "shuffled"]
        case ev.CardsDrawn():
            # a packet or the cards to sort are not the hand ("Ana takes Workshop, Caravan…" when
            # she was only dealt a packet to pick from: third new-user trial H25)
            where = {"packet": "packet", "pending": "pending"}.get(event.zone)
            if where is not None:
                if event.cards is None:
                    return t[f"{where}_dealt"].format(p=p(event.seat), n=event.count)
                return t[f"{where}_known"].format(p=p(event.seat), cards=names(event.cards))
            if event.cards is None:
                return t["drawn_one" if event.count == 1 else "drawn"].format(p=p(event.seat), n=event.count)
            return t["drawn_known"].format(p=p(event.seat), cards=names(event.cards))
        case ev.CardsDiscarded():
            # The opening hand's redraw read as a player's choice (new-user trial F52)
            key = "discarded_start" if event.reason == "starting_hand" else "discarded"
            return t[key].format(p=p(event.seat), cards=names(event.cards))
        case ev.CardsKept():
            return t["kept"].format(p=p(event.seat)) if event.cards is None else t["kept_known"].format(p=p(event.seat), cards=names(event.cards))
        case ev.CardGiven():
            key = "given" if event.card is None else "given_known"
            return t[key].format(p=p(event.giver), q=p(event.receiver), card=name(event.card))
        case ev.RoundStarted():
            return t["round"].format(n=event.round, p=p(event.roller))
        case ev.DieRolled():
            # what the roll decides: "P2 rolls 1. P2 rolls 5." told nothing (third new-user trial H25)
            key = {"caravan": "die_caravan", "reroll": "die_again"}.get(event.purpose, "die")
            return t[key].format(p=p(event.seat), v=event.value, mode=t["modes"].get(event.value, ""))
        case ev.StepOpened():
            if event.phase == "draw" and event.step != "roll":
                return ""  # a step within the draw: "Phase I: the draw." came again at every pick
            return t["step"].format(phase=t["phase"].get(event.phase, event.phase))
        case ev.CoinsGained() | ev.CoinsPaid():
            key = "gained" if isinstance(event, ev.CoinsGained) else "paid"
            line = t[key + "_one" if event.amount == 1 else key].format(p=p(event.seat), n=event.amount)
            # why the coins move: "pays 1 coin… gains 1 coin" in an auction told nothing (fourth new-user trial)
            why = COIN_REASONS.get(lang, COIN_REASONS["en"]).get(event.reason)
            if why is None and event.reason != "start" and name(event.reason) != event.reason:
                why = name(event.reason)  # a card's key names the card
            return line[:-1] + f" ({why})." if why else line
        case ev.AuctionWon():
            return t["auction"].format(p=p(event.seat), n=event.bid)
        case ev.DraftPicked():
            return t["picked"].format(p=p(event.seat)) if event.card is None else t["picked_known"].format(p=p(event.seat), card=name(event.card))
        case ev.PacketsPassed():
            return t["packets"]
        case ev.PacketPassed():
            return t["packet"].format(p=p(event.giver), q=p(event.receiver))
        case ev.ImmediateRevealed():
            # what the card does, as it comes: "Fire: done." told nothing (fourth new-user trial)
            text = _told_text(cards, event.card, lang, t["player"].format(p=p(event.seat)))
            key = "revealed_text" if text else "revealed"
            return t[key].format(p=p(event.seat), card=name(event.card), text=text)
        case ev.ImmediateResolved():
            # whose (eighteenth trial: two Éboulements, one after the other, "Éboulement : effet
            # appliqué" said which of them)
            return t["resolved"].format(p=p(event.seat), card=name(event.card))
        case ev.CatastropheAverted():
            return t["averted"].format(p=p(event.seat), card=name(event.card), amenity=name(event.amenity))
        case ev.CaravanAnswered():
            return t["caravan_yes" if event.accepted else "caravan_no"].format(p=p(event.seat))
        case ev.TileDestroyed() | ev.AmenityDestroyed():
            return t["tile_lost"].format(p=p(event.seat), card=name(event.card))
        case ev.MinerLost():
            return t["miner_lost"].format(p=p(event.seat))
        case ev.MinerGained():
            return t["miner_gained"].format(p=p(event.seat))
        case ev.LevelChanged():
            # the level in the header's numerals: "level 2" against the board's "niveau II" (ninth trial)
            return t["level"].format(p=p(event.seat), n=LEVEL_NUMERALS.get(event.level, str(event.level)))
        case ev.GapExtended():
            return t["gap"].format(p=p(event.seat), n=event.amount)
        case ChoiceCommitted():
            if event.choice is None:
                return t["committed"].format(p=p(event.seat))
            if isinstance(event.choice, dict) and "plays" in event.choice and not event.choice["plays"]:
                return t["committed_none"].format(p=p(event.seat))  # "choisit aucun empêchement" lacked its "ne"
            return t["committed_known"].format(p=p(event.seat), choice=_choice_text(event.choice, words, t, name, p))
        case ChoicesRevealed():
            return t["choices"].format(choices=t["separator"].join(f"{t['player'].format(p=p(s))} {_choice_text(c, words, t, name, p)}" for s, c in event.choices))
        case ev.ImpedimentPlayed():
            return t["impeded"].format(p=p(event.seat), q=p(event.target), card=name(event.card), action=words[event.action])
        case ev.ActionStarted() | ev.ActionCancelled() | ev.ActionEnded():
            key = {ev.ActionStarted: "started", ev.ActionCancelled: "cancelled", ev.ActionEnded: "ended"}[type(event)]
            return t[key].format(p=p(event.seat), action=words[event.action])
        case ev.TilePlaced():
            return t["placed"].format(p=p(event.seat), card=name(event.card), where=_where(t, event.x, event.y))
        case ev.MinerBought():
            key = {0: "bought_free", 1: "bought_one"}.get(event.cost, "bought")  # "pour 0." read wrong (fifteenth trial)
            return t[key].format(p=p(event.seat), n=event.cost)
        case ev.MinerMoved():
            return t["moved"].format(p=p(event.seat), where=_where(t, event.x, event.y))
        case ev.VeinsExploited():
            if not event.bonus:
                return t["exploited_one" if event.amount == 1 else "exploited_plain"].format(p=p(event.seat), n=event.amount)
            # the total first: "for 5 coins (+3 ...)" read as 5 when 8 came in (twelfth trial)
            return t["exploited"].format(p=p(event.seat), total=event.amount + event.bonus, n=event.amount, b=event.bonus)
        case ev.AmenityBuilt():
            return t["built"].format(p=p(event.seat), card=name(event.card), n=event.cost)
        case ev.CardSold():
            return t["sold"].format(p=p(event.seat), card=name(event.card), n=event.price)
        case ev.AmenityActionUsed():
            return t["used"].format(p=p(event.seat), card=name(event.card))
        case ev.SaleSkipped():
            return t["skip"].format(p=p(event.seat))
        case ev.TurnEnded():
            return t["turn"].format(p=p(event.seat))
        case ev.OfferMade():
            return t["offer"].format(p=p(event.proposer), q=p(event.target))
        case ev.OfferAccepted() if event.card:
            # the card given back, to whom may see it (the proposer): "Bob accepte" left Ana to
            # find it in her hand (twenty-first trial)
            return t["accepted_card"].format(p=p(event.proposer), q=p(event.target), card=name(event.card))
        case ev.OfferAccepted() | ev.OfferRefused():
            key = "accepted" if isinstance(event, ev.OfferAccepted) else "refused"
            return t[key].format(p=p(event.proposer), q=p(event.target))
        case Undone():
            # it read "Undone" in both languages (fourth new-user trial)
            return t["undone"].format(p=p(event.seat))
        case ev.GameEnded():
            scores = ", ".join(f"P{p(s)} {v}" for s, v in enumerate(event.scores))
            key = "ended_game_one" if len(event.winners) == 1 else "ended_game"
            return t[key].format(scores=scores, winners=", ".join(f"P{p(w)}" for w in event.winners))
    return type(event).__name__


COIN_REASONS = {
    "en": {"bid": "its bid", "bids": "the bids but the winner's go to the poorest of the others", "idle": "the idle token",
           "impediment": "its clan's power, for an impediment played", "level": "to raise its mine a level",
           "caravan": "the caravan"},
    "fr": {"bid": "son enchère", "bids": "les enchères autres que celle du gagnant vont au plus pauvre des autres joueurs", "idle": "le jeton oisif",
           "impediment": "pouvoir de son clan, pour un empêchement joué", "level": "pour monter sa mine d'un niveau",
           "caravan": "la caravane"},
}
"""Why coins are gained or paid, by the events' reason; a card's key names the card."""


def _told_text(cards: CardSet, card: str | None, lang: str, player: str) -> str:
    """A contract's or catastrophe's rule as the log tells it, of `player` (its `told` text; ""
    when it has none)."""
    try:
        told = getattr(cards.type_of(card), "told", None) if card is not None else None
    except KeyError:
        return ""
    text = told.get(lang, told.get("en", "")) if isinstance(told, dict) else ""
    return text.replace("{player}", player)


def _choice_text(choice, words: dict[str, str], t: dict, name, p) -> str:
    if isinstance(choice, dict) and "plays" in choice:
        plays = [t["impediment_on"].format(card=name(card), q=p(target)) for card, target in choice["plays"]]
        return ", ".join(plays) or t["no_impediment"]
    if isinstance(choice, dict):
        return " + ".join(words.get(a, a) for a in choice.get("actions", ()))
    return str(choice)


def _where(t: dict[str, str], x: int, y: int) -> str:
    """A cell of a mine as players say it: its depth under the surface and its side of the
    entrance's column (the log said "at 0,1")."""
    if x == 0:
        return t["under"].format(y=y)
    return t["left" if x < 0 else "right"].format(x=abs(x), y=y)
