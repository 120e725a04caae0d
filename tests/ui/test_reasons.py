"""Refusal reasons reach a French player in French: the phrasebook covers every reason written
in the rules' code, puts values in their place, and leaves unknown text alone."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.ui.reasons import PhrasebookError, load_phrasebook, phrase, translate_reason

ROOT = Path(__file__).resolve().parents[2]
PHRASEBOOK = ROOT / "assets" / "i18n" / "reasons.fr.toml"


def _templates(node: ast.AST) -> list[str]:
    """The English text an expression builds, with {} for each value (f-strings, +, if/else)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)]
    if isinstance(node, ast.IfExp):
        return _templates(node.body) + _templates(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [a + b for a in _templates(node.left) for b in _templates(node.right)]
    return []


def reasons_in_code() -> dict[str, str]:
    """Every text given to IllegalCommand or returned by a why-not or refusal helper in the rules
    and engine (a refusal helper's text reached the table in English: fifth trial)."""
    found: dict[str, str] = {}
    for folder in ("game/rules", "game/engine"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                texts: list[str] = []
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalCommand" and node.args:
                    texts = _templates(node.args[0])
                elif isinstance(node, ast.FunctionDef) and ("why" in node.name or "refusal" in node.name):
                    for inner in ast.walk(node):
                        if isinstance(inner, ast.Return) and inner.value is not None:
                            texts += _templates(inner.value)
                for text in texts:
                    found.setdefault(text, str(path.relative_to(ROOT)))
    return found


def test_the_scan_finds_the_reasons_it_should():
    reasons = reasons_in_code()
    assert "it is not your turn to act" in reasons  # the engine's own
    assert "that costs {} chakra; you have {}" in reasons  # an f-string
    assert "that card has no Storage Capacity left (it is Locked)" in reasons  # text + conditional
    assert len(reasons) > 100


def test_every_reason_in_the_rules_has_a_french_entry():
    known = {entry.english for entry in load_phrasebook(PHRASEBOOK)}
    missing = [f"{where}: {text!r}" for text, where in reasons_in_code().items() if text not in known]
    assert not missing, "add these to assets/i18n/reasons.fr.toml:\n" + "\n".join(missing)


def test_values_land_in_their_french_places():
    assert translate_reason("that costs 3 chakra; you have 1", "fr") == "cela coûte 3 chakra ; vous en avez 1"
    assert translate_reason("it costs 4 ฿: tap exactly as many Bitcoins, not 2", "fr") == \
        "cela coûte 4 ฿ : engagez exactement autant de Bitcoins, pas 2"
    swapped = phrase("{} beats {}", "{1} est battu par {0}")
    assert swapped.translation.format(*swapped.pattern.fullmatch("Rock beats Scissors").groups()) == \
        "Scissors est battu par Rock"


def test_the_most_specific_phrase_wins():
    # Both "{} is not in your hand" and "that card is not in your hand" match the second text.
    assert translate_reason("that card is not in your hand", "fr") == "cette carte n'est pas dans votre main"
    assert translate_reason("hack.2 is not in your hand", "fr") == "hack.2 n'est pas dans votre main"


def test_english_and_unknown_reasons_are_left_alone():
    assert translate_reason("that costs 3 chakra; you have 1", "en") == "that costs 3 chakra; you have 1"
    assert translate_reason("a reason nobody wrote down", "fr") == "a reason nobody wrote down"
    assert translate_reason("that costs 3 chakra; you have 1", "xx") == "that costs 3 chakra; you have 1"


def test_a_broken_phrasebook_names_the_file_and_the_entry(tmp_path):
    broken = tmp_path / "reasons.fr.toml"
    broken.write_text('[[reason]]\nen = "{} costs {}"\nfr = "{0} coûte"\n', encoding="utf-8")
    with pytest.raises(PhrasebookError, match=r"reasons\.fr\.toml: reason 1 .*\{0\}\.\.\{1\}"):
        load_phrasebook(broken)
    broken.write_text('[[reason]]\nen = "unterminated\n', encoding="utf-8")
    with pytest.raises(PhrasebookError, match="reasons.fr.toml"):
        load_phrasebook(broken)


def test_a_french_table_shows_refusals_in_french(home):
    import pygame

    from game.engine import SeatConfig, Undo
    from game.rules.mythos.commands import Pass
    from game.ui.app import App
    from game.ui.scenes.table import new_match_scene
    from game.ui.settings import Settings

    app = App(Settings(language="fr"))
    try:
        scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=5)
        app.push(scene)
        assert set(scene.match.to_act()) == {0, 1}  # both decide their mulligan
        assert not scene.submit(Pass(0))  # refused by the Mythos rules
        assert app.toast_text == "Vous ne pouvez pas jouer maintenant."
        assert not scene.submit(Undo(0))  # refused by the engine
        assert app.toast_text == "Vous n'avez rien à reprendre."
    finally:
        app.quit()
        pygame.display.quit()


def test_a_maphr_price_refusal_reads_in_french_card_name_too(app):
    """Fifth new-user trial: "Gallery register sells for 3 to 6 coins; this offer pays 1" on a
    French table (a refusal helper the scan did not read)."""
    from game.engine import SeatConfig
    from game.rules.maphr.negotiation import price_refusal
    from game.ui.scenes.table import new_match_scene

    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=1, save=False)
    cards = scene.match.rules.cards
    amenity = next(kind for kind in cards.types.values() if kind.kind == "amenity")
    reason = price_refusal(cards, f"{amenity.key}.1", amenity.cost * 2 + 1)
    shown = app.tr.reason(reason, scene.table.plugin.card_names())
    assert shown.startswith(amenity.name["fr"]) and "cette offre en paie" in shown, shown
    assert shown.endswith("."), "a sentence, with its full stop (twenty-third trial)"


def test_a_marked_plural_in_a_refusal_follows_its_count(app):
    """Ninth new-user trial: "Une deuxième action coûte 3 carte(s)" reached the table."""
    app.settings.language = "fr"
    app.apply_settings()
    assert app.tr.reason("you have 3 card(s) left").endswith("3 cards left.")
    assert app.tr.reason("you have 1 card(s) left").endswith("1 card left.")
    assert app.tr.reason("a second action costs 3 cards of your hand at level I") == \
        "Une deuxième action coûte 3 cartes de votre main au niveau I."
    assert app.tr.reason("a second action costs 1 card of your hand at level II") == \
        "Une deuxième action coûte 1 carte de votre main au niveau II."
