"""The game log of Crypto Mining War in words, in English and French."""

from __future__ import annotations

from game.engine.records import Event, Undone
from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.state import HACK_NOTHING

TEXT = {
    "en": {
        "laid_out": "{n} players: Mining Pools at {pool}, {fw} Firewall(s) each at {fwh}, the Neutrino at {neu}.",
        "shuffled": "P{p}'s deck of {n} cards is shuffled.",
        "preset": "P{p}'s table is set: Mining Pool {pool}, Firewalls {fws}, {b} Bitcoin(s), {f} fighter(s).",
        "bonus_hidden": "A bonus card drawn at random, face down (one of the Neutrino Destroyed cards), lies under the Neutrino.",
        "order": "Turn order: {order}.",
        "drew": "P{p} draws {n} card(s).",
        "drew_known": "P{p} draws {cards}.",
        "turn": "Turn {t} (round {r}): P{p} plays.",
        "phase": "P{p}: {phase} phase.",
        "untapped": "P{p} untaps {n} card(s).",
        "advanced": "One of P{p}'s face-down cards turns vertical.",
        "revealed": "P{p} reveals {name}.",
        "offered": "P{p} must decide: {kind}.",
        "answered": "P{p} chooses {option}.",
        "answers": {"draw_count": "P{p} chooses to draw {option} card(s).", "hack": "P{p} chooses to rob P{q}.",
                    "hack_none": "P{p} chooses to steal nothing.",
                    "activate": "P{p} uses MULTI.", "decline": "P{p} does not use MULTI.",
                    "bonus_target": "P{p} aims the bonus at {target}.", "hand_limit": "P{p} picks the card to set aside.",
                    "discard": "P{p} discards the last card.", "keep": "P{p} keeps the last card."},
        "main_cards": {"pool": "Mining Pool", "fw": "Firewall {n}", "neutrino": "the Neutrino"},
        "stolen": "HACK: P{p} steals a Bitcoin from P{q}.",
        "hack_missed": "HACK: no Bitcoin to steal.",
        "bitcoin": "P{p} puts a Bitcoin on the table.",
        "tapped": "P{p} taps {n} resource(s).",
        "deployed": "P{p} deploys {name} face up.",
        "deployed_down": "P{p} deploys a card face down, {how}.",
        "deployed_down_known": "P{p} deploys {name} face down, {how}.",
        "spell": "P{p} casts {name}.",
        "damaged": "{card} takes {n} damage: {h} health left.",
        "healed": "{card} is repaired by {n}: {h} health.",
        "boosted": "P{p}'s fighters get +{n} damage this turn.",
        "f_untapped": "P{p}'s fighters untap.",
        "fetched": "P{p} puts a Bitcoin from the deck on the table.",
        "reshuffled": "P{p} shuffles the deck.",
        "attack": "{a} attacks {t}.", "face_down_card": "a face-down card",
        "first": "{a} strikes first: {t} takes {n}, {h} health left.",
        "multi": "MULTI: P{p}'s fighter doubles its damage and will be sacrificed.",
        "exchange": "{a} and {t} strike: {t} takes {n} ({th} left), {a} takes {m} ({ah} left).",
        "destroyed": "{card} is destroyed and goes to P{p}'s discard pile.",
        "sacrificed": "{card} is sacrificed (MULTI).",
        "attacker_tapped": "{card} is tapped.",
        "fight_over": "The attack is resolved.",
        "neutrino": "P{p} destroys the Neutrino and reveals {bonus}!",
        "bonus": "P{p} gains {bonus}.",
        "eliminated": "P{p}'s Mining Pool is destroyed: P{p} is out.",
        "aside": "P{p} sets a card aside face down as a resource.",
        "aside_known": "P{p} sets {name} aside face down as a resource.",
        "discarded": "P{p} discards {name}.",
        "spares": "P{p}'s set-aside cards go to the discard pile.",
        "returned": "The stolen Bitcoin goes back to P{p}.",
        "turn_end": "P{p}'s turn ends.",
        "won": "P{p} wins: the last Mining Pool standing.",
        "won_limit": "Round limit: P{p} wins with the strongest Mining Pool.",
        "shared_limit": "Round limit: {players} share the win, level on Mining Pool, Firewalls and cards.",
        "player": "P",
        "undone": "P{p} takes back their last move.",
        "horizontal": "horizontal", "vertical": "vertical",
        "kinds": {"draw_count": "draw 1 or 2 cards", "hack": "whom the HACK robs", "multi": "use MULTI before dying",
                  "bonus_target": "the bonus's target", "hand_limit": "a card to set aside (hand limit 8)", "last_card": "discard the last card or keep it"},
        "phases": {"untap": "untap", "reveal": "reveal", "draw": "draw & resources", "deploy": "deployment", "combat": "combat", "end": "end of turn"},
    },
    "fr": {
        "laid_out": "{n} joueurs : Mining Pool à {pool}, {fw} Firewall chacun à {fwh}, le Neutrino à {neu}.",
        "shuffled": "Le deck de {n} cartes de J{p} est mélangé.",
        "preset": "La table de J{p} est prête : Mining Pool {pool}, Firewall {fws}, {b} Bitcoin(s), {f} combattant(s).",
        "bonus_hidden": "Une carte bonus tirée au hasard, face cachée (une des cartes Neutrino Détruit), est posée sous le Neutrino.",
        "order": "Ordre de jeu : {order}.",
        "drew": "J{p} pioche {n} carte(s).",
        "drew_known": "J{p} pioche {cards}.",
        "turn": "Tour {t} (manche {r}) : J{p} joue.",
        "phase": "J{p} : phase de {phase}.",
        "untapped": "J{p} désengage {n} carte(s).",
        "advanced": "Une carte face cachée de J{p} passe à la verticale.",
        "revealed": "J{p} révèle {name}.",
        "offered": "J{p} doit choisir : {kind}.",
        "answered": "J{p} choisit {option}.",
        "answers": {"draw_count": "J{p} choisit de piocher {option} carte(s).", "hack": "J{p} choisit de voler J{q}.",
                    "hack_none": "J{p} choisit de ne rien voler.",
                    "activate": "J{p} utilise MULTI.", "decline": "J{p} n'utilise pas MULTI.",
                    "bonus_target": "J{p} vise {target} avec le bonus.", "hand_limit": "J{p} choisit la carte à poser de côté.",
                    "discard": "J{p} défausse sa dernière carte.", "keep": "J{p} garde sa dernière carte."},
        "main_cards": {"pool": "le Mining Pool", "fw": "le Firewall {n}", "neutrino": "le Neutrino"},
        "stolen": "HACK : J{p} vole un Bitcoin à J{q}.",
        "hack_missed": "HACK : aucun Bitcoin à voler.",
        "bitcoin": "J{p} pose un Bitcoin sur la table.",
        "tapped": "J{p} engage {n} ressource(s).",
        "deployed": "J{p} déploie {name} face visible.",
        "deployed_down": "J{p} déploie une carte face cachée, {how}.",
        "deployed_down_known": "J{p} déploie {name} face cachée, {how}.",
        "spell": "J{p} joue le sort {name}.",
        "damaged": "{card} subit {n} dégât(s) : il lui reste {h} point(s) de vie.",
        "healed": "{card} est réparé de {n} : {h} points de vie.",
        "boosted": "Les combattants de J{p} gagnent +{n} dégât(s) ce tour-ci.",
        "f_untapped": "Les combattants de J{p} sont désengagés.",
        "fetched": "J{p} pose un Bitcoin de son deck sur la table.",
        "reshuffled": "J{p} mélange son deck.",
        "attack": "{a} attaque {t}.", "face_down_card": "une carte face cachée",
        "first": "{a} frappe en premier : {t} subit {n}, il lui reste {h}.",
        "multi": "MULTI : le combattant de J{p} double ses dégâts et sera sacrifié.",
        "exchange": "{a} et {t} se frappent : {t} subit {n} (reste {th}), {a} subit {m} (reste {ah}).",
        "destroyed": "{card} est détruit et rejoint la décharge de J{p}.",
        "sacrificed": "{card} est sacrifié (MULTI).",
        "attacker_tapped": "{card} s'engage.",  # no agreement to get wrong: "Baleine est engagé" (twentieth trial)
        "fight_over": "L'attaque est résolue.",
        "neutrino": "J{p} détruit le Neutrino et dévoile {bonus} !",
        "bonus": "J{p} gagne {bonus}.",
        "eliminated": "Le Mining Pool de J{p} est détruit : J{p} est éliminé.",
        "aside": "J{p} pose une carte face cachée à côté de ses ressources.",
        "aside_known": "J{p} pose {name} face cachée à côté de ses ressources.",
        "discarded": "J{p} défausse {name}.",
        "spares": "Les cartes mises de côté par J{p} vont à la décharge.",
        "returned": "Le Bitcoin volé retourne à J{p}.",
        "turn_end": "Fin du tour de J{p}.",
        "won": "J{p} gagne : dernier Mining Pool debout.",
        "won_limit": "Limite de manches : J{p} gagne avec le Mining Pool le plus solide.",
        "shared_limit": "Limite de manches : {players} partagent la victoire, à égalité de Mining Pool, Firewalls et cartes.",
        "player": "J",
        "undone": "J{p} reprend son dernier coup.",
        "horizontal": "à l'horizontale", "vertical": "à la verticale",
        "kinds": {"draw_count": "piocher 1 ou 2 cartes", "hack": "qui le HACK vole", "multi": "utiliser MULTI avant de mourir",
                  "bonus_target": "la cible du bonus", "hand_limit": "une carte à poser de côté (limite de 8)", "last_card": "défausser la dernière carte ou la garder"},
        "phases": {"untap": "désengagement", "reveal": "révélation", "draw": "pioche & ressources", "deploy": "déploiement", "combat": "combat", "end": "fin du tour"},
    },
}


def describe(event: Event, cards: CardSet, lang: str = "en") -> str:
    t = TEXT.get(lang, TEXT["en"])

    def name(key: str | None) -> str:
        return "?" if key is None else cards.name(key, lang)

    def card(card_id: str, key: str = "") -> str:
        """A card as the log names it: "Miner (P2)", or "a face-down card (P2)" when the key is
        not known (never its id: ids are the engine's, not words a player reads)."""
        owner = card_id[1:card_id.index(".")] if card_id.startswith("p") and "." in card_id else None
        mark = "" if owner is None else f" ({'P' if lang == 'en' else 'J'}{int(owner) + 1})"
        return (name(key) if key else t["face_down_card"]) + mark

    match event:
        case ev.TableLaidOut():
            return t["laid_out"].format(n=event.players, pool=event.pool_health, fw=event.firewalls, fwh=event.firewall_health, neu=event.neutrino_health)
        case ev.DeckShuffled():
            return t["shuffled"].format(p=event.seat + 1, n=event.size)
        case ev.TablePreset():
            # the Firewalls as set, which may differ from the table laid out just before (a guided
            # game's two, against the "3 Firewalls" of the line above, new-user trial)
            fws = " · ".join(str(h) for h in event.firewalls) if event.firewalls else "0"
            return t["preset"].format(p=event.seat + 1, pool=event.pool, fws=fws, b=len(event.bitcoins), f=len(event.fighters))
        case ev.NeutrinoBonusHidden():
            return t["bonus_hidden"]
        case ev.TurnOrderDrawn():
            return t["order"].format(order=", ".join(f"P{s + 1}" if lang == "en" else f"J{s + 1}" for s in event.order))
        case ev.CardsDrawn():
            if event.keys is None:
                return t["drew"].format(p=event.seat + 1, n=len(event.cards))
            return t["drew_known"].format(p=event.seat + 1, cards=", ".join(name(k) for k in event.keys) or "0")
        case ev.TurnStarted():
            return t["turn"].format(t=event.turn, r=event.round, p=event.seat + 1)
        case ev.PhaseStarted():
            return t["phase"].format(p=event.seat + 1, phase=t["phases"].get(event.phase, event.phase))
        case ev.CardsUntapped():
            return t["untapped"].format(p=event.seat + 1, n=len(event.cards)) if event.cards else ""  # nothing to untap: no line
        case ev.DeploymentAdvanced():
            return t["advanced"].format(p=event.seat + 1)
        case ev.CardRevealed():
            return t["revealed"].format(p=event.seat + 1, name=name(event.key), card=event.card)
        case ev.ChoiceOffered():
            return t["offered"].format(p=event.seat + 1, kind=t["kinds"].get(event.kind, event.kind))
        case ev.ChoiceAnswered():
            return _answer(t, event, lang)
        case ev.ResourceStolen():
            return t["stolen"].format(p=event.seat + 1, q=event.from_seat + 1)
        case ev.HackMissed():
            return t["hack_missed"]
        case ev.BitcoinPlaced():
            return t["bitcoin"].format(p=event.seat + 1)
        case ev.ResourcesTapped():
            return t["tapped"].format(p=event.seat + 1, n=len(event.cards))
        case ev.CardDeployed():
            return t["deployed"].format(p=event.seat + 1, name=name(event.key), card=event.card)
        case ev.CardDeployedFaceDown():
            how = t["horizontal"] if event.delay > 1 else t["vertical"]
            if event.key is None:
                return t["deployed_down"].format(p=event.seat + 1, how=how, card=event.card)
            return t["deployed_down_known"].format(p=event.seat + 1, name=name(event.key), how=how, card=event.card)
        case ev.SpellCast():
            return t["spell"].format(p=event.seat + 1, name=name(event.key))
        case ev.CardDamaged():
            return t["damaged"].format(card=card(event.card, event.key), n=event.amount, h=max(event.health, 0))
        case ev.CardHealed():
            return t["healed"].format(card=card(event.card, event.key), n=event.amount, h=event.health)
        case ev.FightersBoosted():
            return t["boosted"].format(p=event.seat + 1, n=event.amount)
        case ev.FightersUntapped():
            return t["f_untapped"].format(p=event.seat + 1)
        case ev.BitcoinFetched():
            return t["fetched"].format(p=event.seat + 1)
        case ev.DeckReshuffled():
            return t["reshuffled"].format(p=event.seat + 1)
        case ev.AttackDeclared():
            return t["attack"].format(a=card(event.attacker, event.attacker_key), t=card(event.target, event.target_key))
        case ev.FirstStrike():
            return t["first"].format(a=card(event.striker, event.striker_key), t=card(event.target, event.target_key), n=event.damage, h=max(event.health, 0))
        case ev.MultiActivated():
            return t["multi"].format(p=event.seat + 1)
        case ev.StrikesExchanged():
            return t["exchange"].format(a=card(event.attacker, event.attacker_key), t=card(event.target, event.target_key), n=event.attacker_damage, m=event.target_damage,
                                        th=max(event.target_health, 0), ah=max(event.attacker_health, 0))
        case ev.CardDestroyed():
            key = "sacrificed" if event.reason == "multi" else "destroyed"
            return t[key].format(card=card(event.card, event.key), p=event.seat + 1)
        case ev.FighterTapped():
            return t["attacker_tapped"].format(card=card(event.card, event.key))
        case ev.FightEnded():
            return t["fight_over"]
        case ev.NeutrinoDestroyed():
            return t["neutrino"].format(p=event.seat + 1, bonus=name(event.bonus))
        case ev.BonusResolved():
            return t["bonus"].format(p=event.seat + 1, bonus=name(event.bonus))
        case ev.PlayerEliminated():
            return t["eliminated"].format(p=event.seat + 1)
        case ev.CardSetAside():
            if event.key is None:
                return t["aside"].format(p=event.seat + 1)
            return t["aside_known"].format(p=event.seat + 1, name=name(event.key))
        case ev.CardDiscarded():
            return t["discarded"].format(p=event.seat + 1, name=name(event.key))
        case ev.SparesDumped():
            return t["spares"].format(p=event.seat + 1)
        case ev.ResourceReturned():
            return t["returned"].format(p=event.to_seat + 1)
        case ev.TurnEnded():
            return t["turn_end"].format(p=event.seat + 1)
        case ev.GameWon():
            return t["won"].format(p=event.winner + 1)
        case ev.RoundLimitReached(winners=winners):
            if len(winners) == 1:
                return t["won_limit"].format(p=winners[0] + 1)
            return t["shared_limit"].format(players=", ".join(f"{t['player']}{w + 1}" for w in winners))
        case Undone():
            return t["undone"].format(p=event.seat + 1)
    return type(event).__name__


def _answer(t: dict, event: ev.ChoiceAnswered, lang: str) -> str:
    """A decision in words: the option itself is a number, a word or a card id."""
    answers = t["answers"]
    kind = event.option if event.kind in ("multi", "last_card") else event.kind
    if event.kind == "hack" and event.option == HACK_NOTHING:
        kind = "hack_none"
    if kind not in answers:
        return t["answered"].format(p=event.seat + 1, option=event.option)
    q = int(event.option) + 1 if event.kind == "hack" and event.option.isdigit() else "?"
    return answers[kind].format(p=event.seat + 1, option=event.option, q=q, target=_main_card(t, event.option, lang))


def _main_card(t: dict, card_id: str, lang: str) -> str:
    """"p1.fw2" -> "Firewall 2 (P2)"; a deck card keeps its id (the event does not say which card)."""
    names = t["main_cards"]
    if card_id == "neutrino":
        return names["neutrino"]
    owner, _, what = card_id.partition(".")
    if not owner.startswith("p") or not owner[1:].isdigit():
        return card_id
    mark = f" ({'P' if lang == 'en' else 'J'}{int(owner[1:]) + 1})"
    if what == "pool":
        return names["pool"] + mark
    if what.startswith("fw") and what[2:].isdigit():
        return names["fw"].format(n=what[2:]) + mark
    return card_id
