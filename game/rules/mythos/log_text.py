"""The game log of Mythos in words, in English and French."""

from __future__ import annotations

from game.engine.records import ChoiceCommitted, ChoicesRevealed, Event, Undone
from game.rules.mythos import events as ev
from game.rules.mythos.cards import CardSet
from game.rules.mythos.state import RANKS

TEXT = {
    "en": {
        "dealt": "P{p} takes up a deck of {n} characters.",
        "dealt_unseen": "P{p} takes up their deck of characters.",
        "shuffled": "P{p}'s deck is shuffled.",
        "mission_deck": "Two missions of each player are shuffled into the mission deck.",
        "edge": "P{p} holds the Edge token.",
        "drawn": "P{p} draws {n} card(s).",
        "mulligan": "Both players decide whether to redraw their hand.",
        "decided": "P{p} has made their mulligan choice (both are shown once both are made).",
        "revealed_choices": "Mulligans: {what}.",
        "redraw": "P{p} redraws", "keep": "P{p} keeps",
        "back": "P{p} shuffles their hand back into the deck.",
        "round": "Round {n} begins.",
        "mission": "Mission {m} is revealed as rank {r}.",
        "income": "P{p} gains {n} chakra.",
        "gain": "P{p} gains {n} chakra (effect).",
        "action": "Action phase: P{p} acts first.",
        "played": "P{p} plays {card} face up on mission {m} for {c} chakra.",
        "hidden": "P{p} plays a hidden character on mission {m} for {c} chakra.",
        "reveal": "P{p} reveals {card} for {c} chakra.",
        "played_by": "P{p} plays {card} face up on mission {m} for {c} chakra, through the effect of {source}.",
        "reveal_by": "P{p} reveals {card} for {c} chakra, through the effect of {source}: revealing is playing.",
        "upgrade_changes_main": "Its UPGRADE effect changes its MAIN effect.",
        "mission_lasting": "Mission {m} is revealed as rank {r}. {text}",
        "upgrade": "P{p} upgrades to {card} for {c} chakra.",
        "passed": "P{p} passes.",
        "next": "P{p} to act.",
        "queued": "{n} effects wait to resolve.", "queued_one": "1 effect waits to resolve.",
        "queued_from": ": {names}.",
        "ordered": "The active player picks which effect resolves first.",
        "target": "A target is chosen.", "target_yes": "The effect applies; a choice follows.",
        "finished_applied": "The effect is applied.",
        "finished_declined": "The effect is declined.",
        "finished_no_target": "The effect has nothing to act on.",
        "tokens": "{card} receives {n} power token(s).",
        "moved": "{card} moves to mission {m}.",
        "hid": "{card} is hidden.",
        "defeated": "{card} is defeated.",
        "returned": "{card} returns to its owner's hand.",
        "rekeyed": "P{p} shuffles their hand: what came back to it can no longer be told from the rest.",
        "control": "P{p} takes control of {card}.",
        "looked": "P{p} looks at a hidden character.",
        "looked_known": "P{p} looks at a hidden character: {card}.",
        "discarded": "P{p} discards {card}.",
        "mission_phase": "Mission phase.",
        "evaluated": "Mission {m}: power {a} against {b}; P{p} wins {n} point(s).",
        "evaluated_tie": "Mission {m}: power {a} against {b}, a tie the Edge breaks; P{p} wins {n} point(s).",
        "evaluated_none": "Mission {m}: power {a} against {b}; nobody wins.",
        "round_end": "End of round {n}: unspent chakra and power tokens removed.",
        "won": "P{p} wins {a} to {b}.",
        "won_edge": "P{p} wins the {a}-{b} tie with the Edge token.",
        "undone": "P{p} takes back their last move.",
        "hidden_card": "a hidden character",
    },
    "fr": {
        "dealt": "J{p} prend un deck de {n} personnages.",
        "dealt_unseen": "J{p} prend son deck de personnages.",
        "shuffled": "Le deck de J{p} est mélangé.",
        "mission_deck": "Deux missions de chaque joueur forment le deck de Mission.",
        "edge": "J{p} a le jeton Edge.",
        "drawn": "J{p} pioche {n} carte(s).",
        "mulligan": "Chaque joueur décide s'il repioche sa main.",
        "decided": "J{p} a fait son choix de main (les deux seront montrés ensemble).",
        "revealed_choices": "Mains : {what}.",
        "redraw": "J{p} repioche", "keep": "J{p} garde",
        "back": "J{p} remet sa main dans son deck.",
        "round": "Début du tour {n}.",
        "mission": "La mission {m} est révélée au rang {r}.",
        "income": "J{p} gagne {n} chakra.",
        "gain": "J{p} gagne {n} chakra (effet).",
        "action": "Phase d'action : J{p} commence.",
        "played": "J{p} joue {card} face visible sur la mission {m} pour {c} chakra.",
        "hidden": "J{p} joue un personnage caché sur la mission {m} pour {c} chakra.",
        "reveal": "J{p} révèle {card} pour {c} chakra.",
        "played_by": "J{p} joue {card} face visible sur la mission {m} pour {c} chakra, grâce à l'effet de {source}.",
        "reveal_by": "J{p} révèle {card} pour {c} chakra, grâce à l'effet de {source} : révéler, c'est jouer.",
        "upgrade_changes_main": "Son effet UPGRADE modifie son effet MAIN.",
        "mission_lasting": "La mission {m} est révélée au rang {r}. {text}",
        "upgrade": "J{p} fait évoluer vers {card} pour {c} chakra.",
        "passed": "J{p} passe.",
        "next": "À J{p} de jouer.",
        "queued": "{n} effets en attente.", "queued_one": "1 effet en attente.",
        "queued_from": " : {names}.",
        "ordered": "Le joueur actif choisit l'effet appliqué en premier.",
        "target": "Une cible est choisie.", "target_yes": "L'effet s'applique ; un choix suit.",
        "finished_applied": "L'effet est appliqué.",
        "finished_declined": "L'effet n'est pas appliqué.",
        "finished_no_target": "L'effet n'a pas de cible.",
        "tokens": "{card} reçoit {n} jeton(s) de puissance.",
        "moved": "{card} est déplacé sur la mission {m}.",
        "hid": "{card} est caché.",
        "defeated": "{card} est battu.",
        "returned": "{card} retourne dans la main de son propriétaire.",
        "rekeyed": "J{p} mélange sa main : ce qui y est revenu ne se distingue plus du reste.",
        "control": "J{p} prend le contrôle de {card}.",
        "looked": "J{p} regarde un personnage caché.",
        "looked_known": "J{p} regarde un personnage caché : {card}.",
        "discarded": "J{p} défausse {card}.",
        "mission_phase": "Phase de mission.",
        "evaluated": "Mission {m} : puissance {a} contre {b} ; J{p} gagne {n} point(s).",
        "evaluated_tie": "Mission {m} : puissance {a} contre {b}, égalité que l'Edge départage ; J{p} gagne {n} point(s).",
        "evaluated_none": "Mission {m} : puissance {a} contre {b} ; personne ne gagne.",
        "round_end": "Fin du tour {n} : chakra restant et jetons de puissance retirés.",
        "won": "J{p} gagne {a} à {b}.",
        "won_edge": "J{p} gagne l'égalité {a}-{b} grâce au jeton Edge.",
        "undone": "J{p} reprend son dernier coup.",
        "hidden_card": "un personnage caché",
    },
}


def describe(event: Event, cards: CardSet, lang: str = "en") -> str:
    line = _describe(event, cards, lang)
    return line[:1].upper() + line[1:]


def _describe(event: Event, cards: CardSet, lang: str = "en") -> str:
    t = TEXT.get(lang, TEXT["en"])

    def name(version: str | None) -> str:
        card = cards.characters.get(version or "")
        if card is None:
            return t["hidden_card"]
        return f"{card.display_name.get(lang, card.display_name['en'])} ({card.title.get(lang, card.title['en'])})"

    def source_name(version: str) -> str:
        """The character or mission an effect comes from ("" when the version is neither)."""
        if version in cards.characters:
            return name(version)
        known = cards.missions.get(version)
        return known.name.get(lang, known.name["en"]) if known is not None else ""

    def mission(index: int) -> str:
        # Missions are named by their rank letter everywhere on the table (D, C, B, A).
        return RANKS[index] if 0 <= index < len(RANKS) else str(index + 1)

    match event:
        case ev.DeckDealt():
            if not event.versions:  # another seat's deck: its cards are not shown here (it read "30+")
                return t["dealt_unseen"].format(p=event.seat + 1)
            return t["dealt"].format(p=event.seat + 1, n=len(event.versions))
        case ev.DeckShuffled():
            return t["shuffled"].format(p=event.seat + 1)
        case ev.MissionDeckFormed():
            return t["mission_deck"]
        case ev.EdgeTaken():
            return t["edge"].format(p=event.seat + 1)
        case ev.CardsDrawn():
            # the event holds the drawn cards' ids only, not their names (those are in the
            # state): everyone reads the count; the drawer sees the cards in hand
            return t["drawn"].format(p=event.seat + 1, n=event.count)
        case ev.MulliganOffered():
            return t["mulligan"]
        case ChoiceCommitted():
            return t["decided"].format(p=event.seat + 1)
        case ChoicesRevealed():
            what = ", ".join(t["redraw" if c else "keep"].format(p=s + 1) for s, c in event.choices)
            return t["revealed_choices"].format(what=what)
        case ev.HandShuffledBack():
            return t["back"].format(p=event.seat + 1)
        case ev.RoundStarted():
            return t["round"].format(n=event.round)
        case ev.MissionRevealed():
            card = cards.missions.get(event.mission)
            title = card.name.get(lang, card.name["en"]) if card else event.mission
            lasting = card is not None and any(e.when == "continuous" for e in card.effects)
            if lasting:  # its effect holds while it is in play: say what it does
                return t["mission_lasting"].format(m=title, r=event.rank, text=card.text.get(lang, card.text["en"]))
            return t["mission"].format(m=title, r=event.rank)
        case ev.ChakraGained():
            return t["income" if event.reason == "income" else "gain"].format(p=event.seat + 1, n=event.amount)
        case ev.ActionPhaseStarted():
            return t["action"].format(p=event.first + 1)
        case ev.PlayedThroughEffect():
            return t["played_by"].format(p=event.seat + 1, card=name(event.version), m=mission(event.mission),
                                         c=event.cost, source=name(event.source))
        case ev.RevealedThroughEffect():
            return t["reveal_by"].format(p=event.seat + 1, card=name(event.version), c=event.cost, source=name(event.source))
        case ev.CharacterPlayed():
            return t["played"].format(p=event.seat + 1, card=name(event.version), m=mission(event.mission), c=event.cost)
        case ev.CharacterPlayedHidden():
            return t["hidden"].format(p=event.seat + 1, m=mission(event.mission), c=event.cost)
        case ev.CharacterRevealed():
            return t["reveal"].format(p=event.seat + 1, card=name(event.version), c=event.cost)
        case ev.CharacterUpgraded():
            line = t["upgrade"].format(p=event.seat + 1, card=name(event.version), c=event.cost)
            card = cards.characters.get(event.version)
            if card is not None and any(e.instead_of for e in card.effects):
                line += " " + t["upgrade_changes_main"]
            return line
        case ev.Passed():
            return t["passed"].format(p=event.seat + 1)
        case ev.ActionEnded():
            return t["next"].format(p=event.next + 1)
        case ev.EffectsQueued():
            # whose effects (the ninth trial read "2 effets en attente. L'effet n'a pas de
            # cible." twice with no card named); the refs are public: triggered, shown cards
            named = [source_name(ref[1]) for ref in event.refs]
            # two effects of one card say so: "2 effets en attente : Dusk" named one for two
            # (fifteenth trial)
            sources = [f"{name} ×{named.count(name)}" if named.count(name) > 1 else name for name in dict.fromkeys(named)]
            line = t["queued_one"] if len(event.refs) == 1 else t["queued"].format(n=len(event.refs))
            return line[:-1] + t["queued_from"].format(names=", ".join(sources)) if all(named) else line
        case ev.TriggerOrdered():
            return t["ordered"]
        case ev.TargetChosen():
            # "Appliquer" chooses no target (twenty-third trial: "Une cible est choisie.")
            return t["target_yes" if event.target == "yes" else "target"]
        case ev.EffectFinished():
            return t[f"finished_{event.outcome}"]
        case ev.PowerTokensAdded():
            return t["tokens"].format(card=name(event.shown), n=event.amount)
        case ev.CharacterMoved():
            return t["moved"].format(card=name(event.shown), m=mission(event.mission))
        case ev.CharacterHidden():
            return t["hid"].format(card=name(event.shown))
        case ev.CharacterDefeated():
            return t["defeated"].format(card=name(event.versions[-1]))
        case ev.CharacterReturnedToHand():
            return t["returned"].format(card=name(event.versions[-1] if event.versions else event.shown or None))
        case ev.HandRekeyed():
            return t["rekeyed"].format(p=event.seat + 1)
        case ev.ControlTaken():
            return t["control"].format(p=event.seat + 1, card=name(event.shown))
        case ev.HiddenCharacterLookedAt():
            if event.version is None:
                return t["looked"].format(p=event.seat + 1)
            return t["looked_known"].format(p=event.seat + 1, card=name(event.version))
        case ev.CardDiscarded():
            return t["discarded"].format(p=event.seat + 1, card=name(event.version))
        case ev.MissionPhaseStarted():
            return t["mission_phase"]
        case ev.MissionEvaluated():
            a, b = event.power
            if event.winner is None:
                return t["evaluated_none"].format(m=mission(event.mission), a=a, b=b)
            # a tie named as such: "4 against 4; Anna wins" said nothing of the Edge (second trial G10)
            key = "evaluated_tie" if a == b else "evaluated"
            return t[key].format(m=mission(event.mission), a=a, b=b, p=event.winner + 1, n=event.points)
        case ev.RoundEnded():
            return t["round_end"].format(n=event.round)
        case ev.GameWon():
            # the winner's points first: "P2 wins 32 to 8" (it read "P2 wins 8 to 32")
            a, b = event.scores[event.winner], event.scores[1 - event.winner]
            return t["won_edge" if event.reason == "edge" else "won"].format(p=event.winner + 1, a=a, b=b)
        case Undone():
            return t["undone"].format(p=event.seat + 1)
    return type(event).__name__
