"""Fourteenth trial: a "-0" floated over Mining War's player panel after a strike that dealt no
damage back. A strike's floating numbers are the damage dealt, none for nothing."""

from __future__ import annotations

from game.rules.mining_war import events as ev
from game.ui.tables.mining_war import MiningWarTable
from tests.ui.table_positions import random_positions


def _hand_and_firewalls(app):
    """A position of a random game where the seat to act has cards in hand and nothing pending,
    and its opponent has Firewalls: (match, plugin, seat, view, hand)."""
    for _, match, plugin, seat, _ in random_positions(app, "mining_war", MiningWarTable, range(1, 10), moves=60):
        view = match.view(seat)
        hand = view["players"][seat]["hand"] or []
        if view["pending"] is None and hand and view["players"][1 - seat]["firewalls"]:
            return match, plugin, seat, view, hand
    raise AssertionError("no hand and Firewall")


def test_no_floating_number_for_no_damage(app):
    _, match, plugin, seat, _ = next(random_positions(app, "mining_war", MiningWarTable, [1], moves=1))
    view = match.view(seat)
    plugin.sprites(view, seat)
    both = plugin.event_style(ev.StrikesExchanged("a", "b", 3, 0, 1, 2), view, view, seat)
    assert [c.text for c in both.callouts] == ["-3"]
    assert [c.text for c in plugin.event_style(ev.StrikesExchanged("a", "b", 2, 1, 1, 2), view, view, seat).callouts] == ["-2", "-1"]
    assert plugin.event_style(ev.CardDamaged("a", 0, 3), view, view, seat).callouts == []
    assert [c.text for c in plugin.event_style(ev.FirstStrike("a", "b", 2, 1), view, view, seat).callouts] == ["-2"]


def test_a_spells_prompt_says_which_target_it_asks_and_the_one_chosen(app):
    # Fourteenth trial: "cliquez maintenant sa seconde cible" while its first was asked, and the
    # first chosen was nowhere said.
    match, plugin, seat, view, hand = _hand_and_firewalls(app)
    plugin.sprites(view, seat)
    card = hand[0]["card"] if isinstance(hand[0], dict) else hand[0]
    wall = next(iter(view["players"][1 - seat]["firewalls"]))
    plugin.aim = (card, [(wall, "x"), (wall, "y")], 0)
    first = plugin.status_text(view, seat)
    assert first == plugin.t("aim_first", name=plugin.name(plugin._type_of(card) or ""))
    plugin.aim = (card, [(wall, "x"), (wall, "y")], 1)
    second = plugin.status_text(view, seat)
    assert plugin.name("firewall") in second and second != first
    assert "p0." not in second and "p1." not in second, "never an id"
    # the first effect had no target (no enemy fighter): no first target to name (seventeenth trial)
    plugin.aim = (card, [("", "x"), ("", "y")], 1)
    assert plugin.status_text(view, seat) == first


def test_combat_numbers_the_fighters_first_and_only_the_spells_that_can_be_cast(app):
    # Fifteenth trial: in combat the leftmost fighter was 9, after a hand none of which could be played.
    from game.rules.mining_war.commands import CastSpell
    from game.ui.tables.mining_war.gestures import PASS

    met = 0
    for _, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(1, 12), moves=300):
        view = match.view(seat)
        if view["phase"] != "combat" or view["pending"] is not None:
            continue
        plugin.sprites(view, seat)
        keys = plugin.hand_keys(view, seat)
        hand = [c["card"] for c in view["players"][seat]["hand"] or []]
        castable = {c.card for c in legal if isinstance(c, CastSpell)}
        on_board = {f["card"] for f in view["players"][seat]["battlefield"]}
        assert keys[0] == PASS
        kinds = ["board" if k in on_board else "hand" for k in keys[1:]]
        assert kinds == sorted(kinds), keys  # "board" sorts before "hand"
        assert all(k in castable for k in keys[1:] if k in hand), keys
        met += 1
    assert met >= 5, met


def test_the_first_target_chosen_stays_marked_while_the_next_is_asked(app):
    # Sixteenth trial: with three Bugs on the board, which one took Electric Shock's first hit
    # was not shown while its second target was asked.
    from game.ui import theme
    from tests.ui.table_positions import at_the_screen

    match, _, seat, view, hand = _hand_and_firewalls(app)
    scene = at_the_screen(app, match)
    plugin = scene.table.plugin
    walls = list(view["players"][1 - seat]["firewalls"])
    plugin.aim = (hand[0]["card"], [(walls[0], walls[1]), (walls[0], walls[2])], 1)
    scene.draw(app.screen)
    rect = next(app.viewport.rect(r) for s, r in scene.table.drawn if s.key == walls[0])
    edge = app.screen.get_at((rect.left - app.viewport.px(3), rect.centery))[:3]
    assert edge == theme.BAD, edge
    other = next(app.viewport.rect(r) for s, r in scene.table.drawn if s.key == walls[1])
    assert app.screen.get_at((other.left - app.viewport.px(3), other.centery))[:3] != theme.BAD


def test_a_damage_number_rises_from_the_middle_of_its_card(app):
    # Twenty-fourth trial F12: from the card's top edge, a "-1" floated over the row above (a
    # Mining Pool, the players' figures), not over the fighter it hit.
    _, match, plugin, seat, _ = next(random_positions(app, "mining_war", MiningWarTable, [1], moves=1))
    view = match.view(seat)
    plugin.sprites(view, seat)
    pool = f"p{seat}.pool"
    x, y, w, h = plugin.places[pool][1]
    (callout,) = plugin.event_style(ev.CardDamaged(pool, 2, 18), view, view, seat).callouts
    assert callout.at == (x + w / 2, y + h / 2)
