"""Issue 19: numbers and plurals read right in both languages ("2 cards", "1 card", "0 dégât")."""

import pytest

from game.engine.wording import agree


@pytest.mark.parametrize("text, lang, expected", [
    ("P1 draws 1 card(s).", "en", "P1 draws 1 card."),
    ("P1 draws 0 card(s).", "en", "P1 draws 0 cards."),
    ("J1 subit 0 dégât(s).", "fr", "J1 subit 0 dégât."),
    ("J1 subit 1 dégât(s).", "fr", "J1 subit 1 dégât."),
    ("J1 subit 3 dégât(s).", "fr", "J1 subit 3 dégâts."),
    ("it gets 2 power token(s).", "en", "it gets 2 power tokens."),
    ("avec 1 Jeton(s) Lune.", "fr", "avec 1 Jeton Lune."),
    ("2 effet(s) en attente.", "fr", "2 effets en attente."),
    ("nothing counted here(s)", "en", "nothing counted here(s)"),
])
def test_a_marked_ending_follows_its_count(text, lang, expected):
    assert agree(text, lang) == expected


def test_every_game_writes_no_marked_plural_after_a_count():
    import random
    import re

    from game import sessions
    from game.engine import SeatConfig

    marked = re.compile(r"\b\d+(?: \w+)? \w+\((s|x)\)")
    for game_id, players in (("robot_duel", 2), ("mining_war", 2), ("mythos", 2), ("to_the_moon", 3), ("maphr", 2)):
        match = sessions.start(sessions.make_config(game_id, [SeatConfig(f"P{s}") for s in range(players)], seed=1)).match
        chooser = random.Random(1)
        for _ in range(150):
            if match.is_over():
                break
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        for entry in match.entries:
            for lang in ("en", "fr"):
                line = match.rules.describe(entry.event, None, lang)
                assert not marked.search(line), f"{game_id}: {line}"
