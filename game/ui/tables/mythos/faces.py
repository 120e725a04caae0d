"""How the Mythos table names and paints things: its words in both languages, the character and
mission faces (the deck editor's pool uses the same), and where a character's power comes from."""

from __future__ import annotations

from typing import Any, Callable, Optional

from game.ui import theme
from game.ui.card_art import symbol_icon
from game.ui.widgets.card import CardFace, CostBadge

GROUP_COLOURS = {"Cedar": (52, 120, 74), "Hollow": (96, 64, 140), "Dune": (170, 126, 52), "Drifter": (90, 96, 110)}
MISSION_COLOUR = (40, 70, 120)
CHAKRA, POWER = "☯", "♦"
MINUS = "\u2212"

WORDS = {
    "en": {"pass": "Pass", "keep": "Keep hand", "redraw": "Redraw 5", "hidden_on": "Hidden: on",
           "hidden_off": "Hidden: off", "skip": "Decline", "yes": "Apply", "mission": "Mission {n}",
           "first": "First: {what}", "defeat": "Defeat {what}", "move_what": "Move: {what}", "move_to": "To mission {n}", "hidden_card": "hidden", "char_at": "{name} on {place}", "char_at_nth": "{name} on {place}, no. {nth}", "char_from": "{name}, from {place}", "char_from_nth": "{name}, from {place}, no. {nth}", "round": "Round {n}",
           "edge": "Edge", "edge_note": "Edge token: wins the ties", "pick_first": "First pick a card (its number), then the mission's letter.", "passed": "passed", "acting": "{name} to act", "answer": "{name}: choose",
           "answer_for": "{name}: choose for {effect}",
           "answer_clash": "{name}: two {card} on mission {mission} (one character of a name per mission): defeat one",
           "answer_other_for": "{name} answers {owner}'s {effect}",
           "mulligan": "Keep or redraw?", "points": "pts", "deck": "Deck", "discard": "Discard",
           "missions_left": "Missions", "cannot": "Not now", "in_hand": "hand", "in_hand_nth": "{name} in hand, no. {nth}",
           "pass_anyway": "Pass anyway", "pass_never": "Pass, don't ask again", "keep_playing": "Keep playing",
           "pass_warning": "Last round: passing now leaves your cards and chakra unplayed.",
           "power_is": "Power here {total}", "printed": "printed {n}", "tokens": "tokens {n}",
           "from_mission": "mission {name} {n}", "own_effect": "its own effect {n}", "from_card": "{name} {n}",
           "not_below_zero": "never below 0",
           "enter_reveal": "Enter: reveal {card}, paying its cost (Esc: leave it hidden).",
           "chosen_card": "✓ chosen", "chosen_char": "✓ chosen"},
    "fr": {"pass": "Passer", "keep": "Garder", "redraw": "Repiocher 5", "hidden_on": "Caché : oui",
           "hidden_off": "Caché : non", "skip": "Refuser", "yes": "Appliquer", "mission": "Mission {n}",
           "first": "D'abord : {what}", "defeat": "Battre {what}", "move_what": "Déplacer : {what}", "move_to": "Vers la mission {n}", "hidden_card": "caché", "char_at": "{name} sur {place}", "char_at_nth": "{name} sur {place}, n° {nth}", "char_from": "{name}, depuis {place}", "char_from_nth": "{name}, depuis {place}, n° {nth}", "round": "Tour {n}",
           "edge": "Edge", "edge_note": "Jeton Edge : gagne les égalités", "pick_first": "Choisissez d'abord une carte (son n°), puis la lettre de la mission.", "passed": "a passé", "acting": "À {name} de jouer", "answer": "{name} : choisissez",
           "answer_for": "{name} : choisissez pour {effect}",
           "answer_clash": "{name} : deux {card} sur la mission {mission} (un seul personnage d'un même nom par mission) : battez-en un",
           "answer_other_for": "{name} répond à l'effet de {owner} : {effect}",
           "mulligan": "Garder ou repiocher ?", "points": "pts", "deck": "Deck", "discard": "Défausse",
           "missions_left": "Missions", "cannot": "Pas maintenant", "in_hand": "main", "in_hand_nth": "{name} en main, n° {nth}",
           "pass_anyway": "Passer quand même", "pass_never": "Passer, ne plus demander", "keep_playing": "Continuer à jouer",
           "pass_warning": "Dernier tour : passer maintenant laisse vos cartes et votre chakra inutilisés.",
           "power_is": "Puissance ici {total}", "printed": "imprimée {n}", "tokens": "jetons {n}",
           "from_mission": "mission {name} {n}", "own_effect": "son propre effet {n}", "from_card": "{name} {n}",
           "not_below_zero": "jamais moins de 0",
           "enter_reveal": "Entrée : révéler {card} en payant son coût (Échap : le laisser caché).",
           "chosen_card": "✓ choisie", "chosen_char": "✓ choisi"},
}


HAND_FACE_BELOW = 100
"""A character narrower than this shows its name, picture, cost and power, no text: the hand's
cards too (the zoom on hover reads the text)."""


def mythos_card_face(cards: Any, key: str, lang: str, art: Callable[[str], str], owner: Optional[int] = None) -> Optional[CardFace]:
    """A character or mission face as the table paints it (the deck editor's pool uses the same
    faces); `art` gives a card's icon, `owner` marks a character with its seat's shape."""
    if key in cards.missions:
        mission = cards.missions[key]
        return CardFace(title=mission.name.get(lang, mission.name["en"]), text=mission.text.get(lang, mission.text["en"]),
                        costs=(CostBadge("★", mission.points, theme.BONUS_GOLD, art=symbol_icon("points")),), header=MISSION_COLOUR, whole_text=True,
                        art=art(key))
    card = cards.characters.get(key)
    if card is None:
        return None
    title = f"{card.display_name.get(lang, card.display_name['en'])} · {card.title.get(lang, card.title['en'])}"
    # the keywords in the card's language: a French card read "Squad Ember" above "Escouade Braise"
    words = " / ".join(cards.word(word, lang) for word in card.keywords + (card.group,))
    text = words + "\n" + card.text.get(lang, card.text["en"])
    return CardFace(title=title, text=text,
                    costs=(CostBadge(CHAKRA, card.cost, theme.ACCENT, art=symbol_icon("chakra")),
                           CostBadge(POWER, card.power, theme.BAD)),
                    header=GROUP_COLOURS.get(card.group, (70, 80, 110)),
                    owner_mark=theme.SEAT_SHAPES[owner] if owner is not None else "", art=art(key),
                    table_face_below=HAND_FACE_BELOW)


def power_note(cards: Any, lang: str, total: int, parts: list) -> str:
    """Where a character's power on the table comes from, when it is not simply its printed
    power: "Puissance ici 3 : imprimée 4, mission Nuit noire −1" (the fourth trial read a Sable
    printed ♦4 showing 3, then 2, with nothing to say why). "" when there is nothing to explain."""
    if [source for source, _ in parts] in ([], ["printed"]):
        return ""
    words = WORDS.get(lang, WORDS["en"])

    def signed(n: int) -> str:
        return f"+{n}" if n > 0 else f"{MINUS}{-n}"

    shown = []
    for source, amount in parts:
        kind, _, key = source.partition(":")
        if kind == "printed":
            shown.append(words["printed"].format(n=amount))
        elif kind == "tokens":
            shown.append(words["tokens"].format(n=signed(amount)))
        elif kind == "mission":
            mission = cards.missions[key]
            shown.append(words["from_mission"].format(name=mission.name.get(lang, mission.name["en"]), n=signed(amount)))
        elif kind == "self":
            shown.append(words["own_effect"].format(n=signed(amount)))
        else:
            card = cards.characters[key]
            shown.append(words["from_card"].format(name=card.display_name.get(lang, card.display_name["en"]), n=signed(amount)))
    colon = " : " if lang == "fr" else ": "
    note = words["power_is"].format(total=f"{total}{POWER}") + colon + ", ".join(shown)
    if sum(amount for _, amount in parts) < 0:
        note += f" ({words['not_below_zero']})"
    return note
