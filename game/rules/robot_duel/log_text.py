"""The game log of Charge & Spark in words, in English and French."""

from __future__ import annotations

from game.engine.records import ChoiceCommitted, ChoicesRevealed, Event, Undone
from game.rules.robot_duel.cards import CardType, card_type_of
from game.rules.robot_duel import events as ev

TEXT = {
    "en": {
        "ready": "P{p} takes {cards}; Health {h}, Battery {b}, Disk {d} face up.",
        "shuffled": "The 4 ★ bonus cards are shuffled into the bonus pile.",
        "round": "Round {n}: both players choose a card face down.",
        "chose": "P{p} places a card face down.",
        "chose_known": "P{p} places {card} face down.",
        "revealed": "Cards revealed: P1 {a}, P2 {b}.",
        "cost": "P{p} pays {what} for {card}.",
        "gain": "P{p} turns up {what}.",
        "copied": "P{p}'s Copy plays {card}.",
        "clash": "Attacks clash: P{p}'s attack is stronger.",
        "clash_tie": "Attacks clash with equal strength: nobody is hurt.",
        "countered": "P{p}'s attack is countered.",
        "damage": "P{p} takes {n} damage.",
        "damage_blocked": "P{p} takes {n} damage (Barrier blocks {k}).",
        "cancel_attacked": "P{p}'s move is cancelled: attacked.",
        "cancel_trap": "P{p}'s move is cancelled by a Trap.",
        "cancel_both": "Both robots would reach the moon together: both moves are cancelled.",
        "moved": "P{p}'s robot moves to space {n}.",
        "moved_moon": "P{p}'s robot reaches the moon!",
        "bonus": "P{p} draws a ★ bonus card.",
        "bonus_known": "P{p} draws {card}.",
        "rested": "{card} goes to P{p}'s rest zone.",
        "returned": "{card} returns to P{p}'s hand.",
        "won_health": "P{p} wins: the opponent's last Health tile is flipped.",
        "won_moon": "P{p} wins by reaching the moon.",
        "draw": "The duel is a draw.",
        "undone": "P{p} takes back their card.",
        "battery": "{n} Battery", "disk": "{n} Disk", "batteries": "{n} Batteries", "disks": "{n} Disks",
        "and": " and ",
        "one_card": "1 card", "cards": "{n} cards",
    },
    "fr": {
        "ready": "J{p} prend {cards} ; Santé {h}, Batterie {b}, Disque {d} face visible.",
        "shuffled": "Les 4 cartes bonus ★ sont mélangées pour former la pioche.",
        "round": "Tour {n} : chacun pose une carte face cachée.",
        "chose": "J{p} pose une carte face cachée.",
        "chose_known": "J{p} pose {card} face cachée.",
        "revealed": "Cartes révélées : J1 {a}, J2 {b}.",
        "cost": "J{p} paie {what} pour {card}.",
        "gain": "J{p} retourne {what} face visible.",
        "copied": "La Copie de J{p} joue {card}.",
        "clash": "Les attaques s'affrontent : celle de J{p} est la plus forte.",
        "clash_tie": "Attaques de même force : aucun dégât.",
        "countered": "L'attaque de J{p} est contrée.",
        "damage": "J{p} subit {n} dégât(s).",
        "damage_blocked": "J{p} subit {n} dégât(s) (la Barrière en bloque {k}).",
        "cancel_attacked": "Le déplacement de J{p} est annulé : attaqué.",
        "cancel_trap": "Le déplacement de J{p} est annulé par un Piège.",
        "cancel_both": "Les deux robots atteindraient la lune ensemble : déplacements annulés.",
        "moved": "Le robot de J{p} avance sur la case {n}.",
        "moved_moon": "Le robot de J{p} atteint la lune !",
        "bonus": "J{p} tire une carte bonus ★.",
        "bonus_known": "J{p} tire {card}.",
        "rested": "{card} va dans la zone de repos de J{p}.",
        "returned": "{card} revient dans la main de J{p}.",
        "won_health": "J{p} gagne : la dernière tuile Santé adverse est retournée.",
        "won_moon": "J{p} gagne en atteignant la lune.",
        "draw": "Le duel est nul.",
        "undone": "J{p} reprend sa carte.",
        "battery": "{n} Batterie", "disk": "{n} Disque", "batteries": "{n} Batteries", "disks": "{n} Disques",
        "and": " et ",
        "one_card": "1 carte", "cards": "{n} cartes",
    },
}


def describe(event: Event, cards: dict[str, CardType], lang: str = "en") -> str:
    t = TEXT.get(lang, TEXT["en"])

    def name(card_id: str | None) -> str:
        if card_id is None:
            return "?"
        card = cards.get(card_type_of(card_id))
        return card.name.get(lang, card.name["en"]) if card else card_id

    def tiles(battery: int, disk: int) -> str:
        # "2 Batteries", not "2 Batterie" (twenty-first trial)
        parts = [t["battery" if battery == 1 else "batteries"].format(n=battery)] if battery else []
        parts += [t["disk" if disk == 1 else "disks"].format(n=disk)] if disk else []
        return t["and"].join(parts) or "0"

    match event:
        case ev.RobotReady():
            cards_dealt = t["one_card"] if len(event.hand) == 1 else t["cards"].format(n=len(event.hand))
            return t["ready"].format(p=event.seat + 1, cards=cards_dealt, h=event.health, b=event.battery, d=event.disk)
        case ev.BonusPileShuffled():
            return t["shuffled"]
        case ev.RoundStarted():
            return t["round"].format(n=event.round)
        case ChoiceCommitted():
            if event.choice is None:
                return t["chose"].format(p=event.seat + 1)
            return t["chose_known"].format(p=event.seat + 1, card=name(event.choice))
        case ChoicesRevealed():
            played = dict(event.choices)
            return t["revealed"].format(a=name(played.get(0)), b=name(played.get(1)))
        case ev.CostPaid():
            return t["cost"].format(p=event.seat + 1, what=tiles(event.battery, event.disk), card=name(event.card))
        case ev.TilesTurnedUp():
            return t["gain"].format(p=event.seat + 1, what=tiles(event.battery, event.disk))
        case ev.CardCopied():
            return t["copied"].format(p=event.seat + 1, card=name(event.copied))
        case ev.AttacksClashed():
            if event.winner is None:
                return t["clash_tie"]
            return t["clash"].format(p=event.winner + 1)
        case ev.AttackCountered():
            return t["countered"].format(p=event.seat + 1)
        case ev.DamageTaken():
            key = "damage_blocked" if event.blocked else "damage"
            return t[key].format(p=event.seat + 1, n=event.amount, k=event.blocked)
        case ev.MoveCancelled(reason="both_at_moon", seat=1):
            return ""  # told once, with the first robot's (fourteenth trial: the line came twice)
        case ev.MoveCancelled():
            key = {"attacked": "cancel_attacked", "trap": "cancel_trap"}.get(event.reason, "cancel_both")
            return t[key].format(p=event.seat + 1)
        case ev.PawnMoved():
            return t["moved"].format(p=event.seat + 1, n=event.position)
        case ev.BonusDrawn():
            if event.card is None:
                return t["bonus"].format(p=event.seat + 1)
            return t["bonus_known"].format(p=event.seat + 1, card=name(event.card))
        case ev.CardRested():
            return t["rested"].format(p=event.seat + 1, card=name(event.card))
        case ev.CardReturned():
            return t["returned"].format(p=event.seat + 1, card=name(event.card))
        case ev.DuelWon():
            if not event.winners:
                return t["draw"]
            key = "won_moon" if event.reason == "moon" else "won_health"
            return t[key].format(p=event.winners[0] + 1)
        case Undone():
            return t["undone"].format(p=event.seat + 1)
    return type(event).__name__
