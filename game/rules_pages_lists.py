"""Lists a how-to-play page adds from the card data, so they never disagree with the cards:
Maphr's amenities, level by level (fourteenth trial: nothing said which amenities exist at which
level, nor what each is worth)."""

from __future__ import annotations

from game.rules_pages import Block

WORDS = {
    "en": {"section": "Amenities, level by level", "level": "Level {level}",
           "intro": "Each can be built once the mine has reached its level. Cost in coins (◉), then its points.",
           "line": "{name} ({colour}, {cost} ◉, {points} pt): {text}",
           "blue": "blue", "green": "green", "yellow": "yellow", "red": "red", "grey": "grey"},
    "fr": {"section": "Les aménagements, niveau par niveau", "level": "Niveau {level}",
           "intro": "Chacun se construit dès que la mine a atteint son niveau. Coût en pièces (◉), puis ses points.",
           "line": "{name} ({colour}, {cost} ◉, {points} pt) : {text}",
           "blue": "bleu", "green": "vert", "yellow": "jaune", "red": "rouge", "grey": "gris"},
}


def added_blocks(game_id: str, lang: str) -> list[Block]:
    """The blocks the card data adds at the end of `game_id`'s page ([] for none)."""
    if game_id != "maphr":
        return []
    from game.rules.maphr.cards import COLOURS, load_cards
    from game.rules.maphr.state import LEVEL_NUMERALS

    words = WORDS.get(lang, WORDS["en"])
    amenities = [kind for kind in load_cards().types.values() if kind.kind == "amenity"]
    blocks = [Block("section", words["section"]), Block("paragraph", words["intro"])]
    for level in sorted({kind.level for kind in amenities}):
        blocks.append(Block("subsection", words["level"].format(level=LEVEL_NUMERALS[level])))
        at_level = sorted((k for k in amenities if k.level == level), key=lambda k: (COLOURS.index(k.colour), k.cost, k.key))
        for kind in at_level:
            blocks.append(Block("bullet", words["line"].format(
                name=kind.name.get(lang, kind.name["en"]), colour=words[kind.colour], cost=kind.cost,
                points=kind.points, text=kind.text.get(lang, kind.text["en"]))))
    return blocks
