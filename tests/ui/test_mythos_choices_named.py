"""Issue 19: every choice names what it chooses. Mythos offered "hidden, hidden, hidden…" and two
chips reading "Sable" for an effect's target; a chip now says where the character stands."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.engine.rules import PUBLIC_SEAT
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable
from game.ui.tables.mythos.moot import moot_answer
from tests.ui.table_positions import random_positions

def _random_positions(app, seeds=range(40), moves=300):
    """Every position of random Mythos games, as (match, plugin, seat to act, its view)."""
    for _, match, plugin, seat, _ in random_positions(app, "mythos", MythosTable, seeds, moves):
        yield match, plugin, seat, match.view(seat)


def test_no_two_answers_to_an_effect_read_the_same(app):
    checked = 0
    for match, plugin, seat, view in _random_positions(app):
        prompt = view.get("prompt")
        if prompt is not None and prompt["seat"] == seat and len(prompt["options"]) > 1:
            labels = [label for label, _ in plugin.chips(view, seat)]
            assert len(set(labels)) == len(labels), labels
            # words, not signs: "1 caché · D" read as a code (sixteenth trial)
            assert not any(" · " in label for label in labels), labels
            # and whose (twenty-second trial: a POWERUP's first chip was the other side's Kit)
            for option, (label, _) in zip(prompt["options"], plugin.chips(view, seat)):
                if option.startswith("char:"):
                    assert any(f"({s.name})" in label for s in match.config.seats), label
            checked += 1
            rects = plugin.chip_rects(len(labels))
            x, y, w, h = plugin.zone("choices")
            assert all(r[1] + r[3] <= y + h + 1 for r in rects), "a chip runs out of the choices zone"
    assert checked >= 5, "too few effects with several answers were met to prove anything"


def test_hovering_an_answer_rings_the_character_it_names(app, player):
    """Issue 19: hovering a chip lights that card on the table."""
    from game.ui import theme

    for seed in range(40):
        session = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B", "computer:easy")], seed=seed))
        match = session.match
        chooser = random.Random(seed)
        found = None
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            prompt = view.get("prompt")
            # (a question whose answer cannot matter is answered by the table: see test_mythos_moot_answers)
            if seat == 0 and prompt is not None and prompt["seat"] == 0 and any(o.startswith("char:") for o in prompt["options"]) \
                    and moot_answer(match.rules.cards, match.view(PUBLIC_SEAT), match.legal_commands(seat)) is None:
                found = next(o for o in prompt["options"] if o.startswith("char:"))
                break
            match.submit(chooser.choice(match.legal_commands(seat)))
        if found is None:
            continue
        scene = player.open_table(session)
        player.settle()
        plugin = scene.table.plugin
        keys = plugin.hand_keys(scene.table.presenter.view, 0)
        chip = next(k for k in keys if k.startswith("chip:") and plugin.hover_target(k) == found.split(":", 1)[1])
        target = plugin.hover_target(chip)
        rect = next(r for s, r in scene.table.drawn if s.key == target)
        scene.table.hovered = next(s for s, _ in scene.table.drawn if s.key == chip)
        scene.draw(app.screen)
        ring = app.viewport.rect(rect).inflate(app.viewport.px(10), app.viewport.px(10))
        assert tuple(app.screen.get_at((ring.centerx, ring.top + 1)))[:3] == theme.ACCENT
        return
    raise AssertionError("no effect naming a character came to the human seat in 40 games")


def test_the_message_says_which_effect_an_answer_is_for(app):
    """Issue 19: "1 effect waits to resolve / Apply / Decline" did not say which effect; the
    message names the card and reads the line of its text that is resolving, in both languages."""
    from game.rules.mythos import effects as fx
    from game.ui.tables.mythos.prompt import asked_effect

    checked = 0
    for match, plugin, seat, view in _random_positions(app):
        prompt = view.get("prompt")
        clash = match.rules.pending_decision(match.state) is not None and fx.duplicate_clash(match.state, match.rules.cards) is not None
        ordering = prompt is not None and prompt["options"] and prompt["options"][0].startswith("first:")
        if prompt is not None and (clash or ordering):
            assert asked_effect(match.rules.cards, view, "en") is None  # not an effect's question
        elif prompt is not None:
            source, version, index, _, _ = view["queue"][0]["refs"][0]
            card = match.rules.cards.characters.get(version) or match.rules.cards.missions.get(version)
            name = getattr(card, "display_name", None) or card.name
            when = card.effects[index].when
            for lang in ("en", "fr"):
                asking = asked_effect(match.rules.cards, view, lang)
                assert asking.startswith(name[lang] + " — "), asking
                line = asking.split(" — ", 1)[1]
                assert line in card.text[lang]
                if when in ("main", "score", "ambush", "upgrade"):
                    assert line.startswith(when.upper()), (line, when)
            # the other seat reads the same question while it waits
            for viewer in (0, 1):
                assert asked_effect(match.rules.cards, match.view(viewer), "en") in plugin.status_text(match.view(viewer), viewer)
            checked += 1
    assert checked >= 5, "too few effects asked a question to prove anything"


def test_an_effect_line_is_the_sentence_of_its_timing():
    from game.ui.tables.mythos.prompt import effect_line

    text = "MAIN: gain 1 Chakra. UPGRADE: POWERUP 2 another friendly character here."
    assert effect_line(text, "upgrade") == "UPGRADE: POWERUP 2 another friendly character here."
    assert effect_line(text, "main") == "MAIN: gain 1 Chakra."
    assert effect_line("Continu : quand un allié est battu, gagnez 2 Chakra.", "continuous").startswith("Continu :")
    assert effect_line("Something else.", "score") == "Something else."


def test_a_crowded_mission_side_stays_in_its_zone_with_room_for_its_power_line(app):
    """New-user trial F45: a fourth character in a column put its Power line ("2♦ (+1)") out of
    the side's zone, under the hand's number keys."""
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=1)).match
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    plugin.turn_to(0)
    power_line = 18  # the line under a character: its Power and tokens
    for seat in (0, 1):
        for mission in range(4):
            x, y, w, h = plugin.zone(f"side_{mission}_{plugin.spot(seat)}")
            for count in range(1, 7):
                for cx, cy, cw, ch in plugin.side_rects(mission, seat, count):
                    assert x <= cx and cx + cw <= x + w
                    assert y <= cy and cy + ch <= y + h, (seat, mission, count, cy)
                    if plugin.spot(seat) == 0:  # the seat at the screen: the hand's keys lie below
                        assert cy + ch + power_line <= y + h, (seat, mission, count, cy)


def test_a_hidden_character_its_owner_sees_is_marked_hidden_on_the_table(app):
    """New-user trial F36: the owner saw a hidden character's face like any face-up card, with
    only a small "◐" in the line under the column."""
    from game.ui.text_check import texts_drawn

    for seed in range(40):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        chooser = random.Random(seed)
        for _ in range(200):
            if match.is_over():
                break
            view = match.view(0)
            hidden = [c for m in view["missions"] for c in m["sides"][0]["characters"] if c["hidden"]]
            face_up = [c for m in view["missions"] for c in m["sides"][0]["characters"] if not c["hidden"]]
            if hidden and face_up:
                break
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        else:
            continue
        if hidden and face_up:
            break
    else:
        raise AssertionError("no table with a hidden and a face-up character of seat 0")
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    sprites = {s.key: s for s in plugin.sprites(view, 0)}

    def marks(char_id):
        sprite = sprites[char_id]
        records = texts_drawn(app, lambda surface: plugin.draw_sprite(surface, app.viewport, sprite, sprite.rect, None, 255))
        return [r for r in records if r[0] == "◐" and app.viewport.rect(sprite.rect).colliderect(r[1])]

    assert marks(hidden[0]["id"]), "the hidden character is marked"
    assert not marks(face_up[0]["id"]), "a face-up one is not"


def test_a_hand_cards_key_sits_on_its_picture(app):
    """Fourth new-user trial: above the card, its key sat on the line of the mission sides."""
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=1)).match
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    assert plugin.key_badge_anchor("c2") == "art"


def test_a_move_says_whom_it_moves_and_where(app):
    """Twenty-first trial: Kit's AMBUSH (move this character to another mission) offered "Kit sur
    D", where Kit stood, and moved it to C, named nowhere. Its answers say "Déplacer : Kit (Ana),
    depuis D", then "Vers la mission C"."""
    app.settings.language = "fr"
    app.apply_settings()
    seen = set()
    for match, plugin, seat, view in _random_positions(app, range(60), 300):
        prompt = view.get("prompt")
        if prompt is None or prompt["seat"] != seat or plugin._asked_action(view) != "move":
            continue
        labels = [label for label, _ in plugin.chips(view, seat)]
        for option, label in zip(prompt["options"], labels):
            if option.startswith("char:"):
                # from where it stands (twenty-fourth trial: "Déplacer : Kit (Ana) sur D" read
                # as going to D)
                assert label.startswith("Déplacer : ") and ", depuis " in label and " sur " not in label, label
                seen.add("who")
            elif option.startswith("mission:"):
                assert label.startswith("Vers la mission "), label
                seen.add("where")
        if seen == {"who", "where"}:
            return
    assert "who" in seen, seen
