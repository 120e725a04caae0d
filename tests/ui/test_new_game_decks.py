"""Each Mining War seat picks its deck in the new-game menu, from the shipped decks and the
players' own deck files; a deck that breaks a construction rule says which, and stays as it is."""

from __future__ import annotations

from game.deck_library import available_decks, user_decks_dir
from game.rules.mining_war.cards import default_cards
from game.rules.mining_war.decks import starter_deck
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene

AGGRO = """name = { en = "Aggro", fr = "Agressif" }

[cards]
bitcoin = 12
trojan = 4
bugs = 4
script_kiddies = 4
hacker = 4
crypto_jacker = 4
electric_shock = 4
"""

TOO_MANY_HACKERS = """[cards]
bitcoin = 12
hacker = 5
miner = 4
bugs = 4
botnet = 4
trojan = 4
"""


def deck_click_until(app, player, label: str, wanted: str, nth: int = 0) -> None:
    """Clicks the seat's deck button (its `nth` labelled `label`) until it reads `wanted`: each
    click takes the next deck (the shipped ones first, then the player's own)."""
    place = tuple([b for b in app.top.group.buttons if b.label == label][nth].rect)
    for _ in range(10):
        button = next(b for b in app.top.group.buttons if tuple(b.rect) == place)  # the menu lays its buttons out anew
        if button.label == wanted:
            return
        player.click(app.viewport.rect(place).center)
    raise AssertionError(f"the deck button never read {wanted!r} (last: {button.label!r})")


def _open_mining_war(app, player) -> NewGameScene:
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    scene = app.top
    assert isinstance(scene, NewGameScene)
    player.click(player.button_center(app.tr("games.mining_war")))  # its tile
    assert scene.game == "mining_war"
    return scene


def test_a_seat_plays_a_deck_file_a_player_wrote(app, player, home):
    folder = user_decks_dir("mining_war")
    folder.mkdir(parents=True)
    (folder / "aggro.toml").write_text(AGGRO, encoding="utf-8")
    _open_mining_war(app, player)
    assert [b.label for b in app.top.group.buttons].count("Deck: Starter Deck") == 2
    deck_click_until(app, player, "Deck: Starter Deck", "Deck: Aggro", nth=1)
    player.click(player.button_center("Start"))
    table = app.top
    assert isinstance(table, TableScene)
    decks = table.match.config.options["decks"]
    assert decks[0] == starter_deck(default_cards())
    assert decks[1]["trojan"] == 4 and decks[1]["crypto_jacker"] == 4 and sum(decks[1].values()) == 36


def test_a_deck_that_breaks_a_rule_is_named_and_the_game_does_not_start(app, player, home):
    folder = user_decks_dir("mining_war")
    folder.mkdir(parents=True)
    broken = folder / "hackers.toml"
    broken.write_text(TOO_MANY_HACKERS, encoding="utf-8")
    _open_mining_war(app, player)
    deck_click_until(app, player, "Deck: Starter Deck", "hackers: cannot be played")
    assert "Deck: hackers" not in [b.label for b in app.top.group.buttons]
    player.click(player.button_center("hackers: cannot be played"))  # back to the Starter Deck...
    deck_click_until(app, player, "Deck: Starter Deck", "hackers: cannot be played", nth=1)  # ...and seat 2 takes it
    player.click(player.button_center("Start"))
    assert isinstance(app.top, NewGameScene)
    assert "hackers.toml" in app.toast_text and "hacker" in app.toast_text
    assert broken.read_text(encoding="utf-8") == TOO_MANY_HACKERS


def test_a_new_decks_folder_holds_an_example_deck_that_plays(app, player, home):
    _open_mining_war(app, player)
    example = user_decks_dir("mining_war") / "my_deck.toml"
    assert example.is_file() and "Construction rules" in example.read_text(encoding="utf-8")
    choices = {c.label: c for c in available_decks("mining_war")}
    assert choices["My deck"].cards == starter_deck(default_cards())
    # the screen explains the computer levels, not the folder's path (new-user trial F41)
    notes = " ".join(app.top.notes)
    assert str(user_decks_dir("mining_war")) not in notes and "medium" in notes


def test_games_without_decks_keep_the_narrow_seat_rows(app, player, home):
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    scene = app.top
    assert scene.game != "mining_war"
    assert not any(b.label.startswith("Deck:") for b in scene.group.buttons)
    assert not user_decks_dir(scene.game).exists()


def test_the_rulebook_choices_are_presets_and_every_neutrino_bonus_can_be_chosen(app, player, home):
    from game.rules.mining_war.cards import default_cards
    from game.ui.tables.mining_war.table import MiningWarTable

    chosen = {options.get("neutrino_bonus") for _, options in MiningWarTable.option_presets}
    assert set(default_cards().bonuses) <= chosen
    for key, _ in MiningWarTable.option_presets:
        assert app.tr(key) != key and app.tr(key).strip()
    _open_mining_war(app, player)
    player.click(player.button_center("Standard game (Neutrino bonus at random)"))  # -> the next preset
    player.click(player.button_center("Start"))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.config.options["firewalls"] == 2
    assert len(table.match.view(None)["players"][0]["firewalls"]) == 2
