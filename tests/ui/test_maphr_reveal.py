"""The secret choices as pieces: action tokens and bid chips lie face down on the boards once
chosen (as the rules' view allows: never what the viewer may not see) and all turn over in the
one reveal step; the draw-mode die tumbles through faces before it lands."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.engine.records import ChoiceCommitted, ChoicesRevealed
from game.rules.maphr import events as ev
from game.rules.maphr.events import IMPEDIMENTS_STEP
from game.ui.presenter import Presenter
from game.ui.scenes.table_view import PUBLIC
from game.ui.tables.base import TableContext
from game.ui.tables.maphr import MaphrTable
from game.ui.tables.maphr.painting import tumble

PIECES = ("mtoken", "mchip")


def played_match(players=3, seed=4, events=400):
    # Scripted draw modes: the auction (die 2) comes up, and the die lands on several faces.
    options = {"draw_dice": [2, 3, 2, 6, 4, 2, 5, 1]}
    config = sessions.make_config("maphr", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed, options=options)
    match = sessions.start(config).match
    chooser = random.Random(seed)
    while len(match.entries) < events and not match.is_over():
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    return match


def plugin_for(app, match):
    return MaphrTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))


def view_at(match, position, viewer):
    return match.rules.view(match.state_at(position), viewer)


def test_chosen_tokens_lie_face_down_and_show_only_what_the_viewer_may_see(app):
    match = played_match()
    plugin = plugin_for(app, match)
    seen_hidden = seen_own = 0
    for position, entry in enumerate(match.entries):
        if not isinstance(entry.event, ChoiceCommitted) or entry.event.step == IMPEDIMENTS_STEP:
            continue  # impediments chosen in secret lie on no board (their own test: test_maphr_impediment_secrecy)
        after = position + 1
        chooser = entry.event.seat
        for viewer in [*range(3), PUBLIC]:
            view = view_at(match, after, viewer)
            pieces = [s for s in plugin.sprites(view, viewer) if s.kind in PIECES]
            mine = [s for s in pieces if s.key.split(":")[1] == str(chooser)]
            assert mine and not any(s.face_up for s in mine), "a chosen token shows face down on its board"
            for sprite in pieces:
                owner = int(sprite.key.split(":")[1])
                if owner != viewer:
                    assert sprite.data is None, f"{viewer} must not see {owner}'s secret choice"
                    seen_hidden += 1
            if viewer == chooser:
                choice = entry.event.choice
                shown = [s.data for s in mine]
                assert shown == ([choice] if isinstance(choice, int) else list(choice["actions"]))
                seen_own += 1
            else:
                assert len(mine) == 1, "how many tokens another chose is part of the secret"
    assert seen_hidden > 10 and seen_own > 5


def flips_drawn_during(app, match, position, viewer, progress, times_styled=1):
    """Keys of the sprites the presenter draws turning over, `progress` into the animation of
    entry `position` as `viewer` sees it (its event styled `times_styled` times first)."""
    plugin = plugin_for(app, match)
    before = view_at(match, position, viewer)
    presenter = Presenter(lambda *args: None)
    presenter.snap(before, plugin.sprites(before, viewer))
    for _ in range(times_styled):
        style = plugin.event_style(match.entries[position].event.seen_by(viewer), before, {}, viewer)
    after = view_at(match, position + 1, viewer)
    presenter.enqueue(after, plugin.sprites(after, viewer), style)
    drawn: list[tuple[str, object]] = []
    presenter.draw_sprite = lambda surface, sprite, rect, flip, alpha: drawn.append((sprite.key, flip))
    presenter.update(0)
    presenter.update(style.duration * progress)
    presenter.draw(pygame.Surface((8, 8)))
    return {key for key, flip in drawn if flip is not None}, plugin


def test_every_token_and_chip_turns_over_in_the_one_reveal(app):
    match = played_match()
    reveals = [(i, e.event) for i, e in enumerate(match.entries)
               if isinstance(e.event, ChoicesRevealed) and e.event.step != IMPEDIMENTS_STEP]
    steps = {event.step for _, event in reveals}
    assert {"actions", "auction"} <= steps, "the game played must hold both kinds of reveal"
    for position, event in reveals:
        for viewer in (0, PUBLIC):
            turning, _ = flips_drawn_during(app, match, position, viewer, 0.3)
            for seat, _ in event.choices:
                first = f"bid:{seat}" if event.step == "auction" else f"token:{seat}:0"
                assert first in turning, f"{first} turns over with the others at the reveal"
    # Nothing turns over before the reveal: committing shows a face-down piece, not a flip.
    commit = next(i for i, e in enumerate(match.entries) if isinstance(e.event, ChoiceCommitted))
    turning, _ = flips_drawn_during(app, match, commit, PUBLIC, 0.3)
    assert not any(key.startswith(("token:", "bid:")) for key in turning)


def test_the_die_tumbles_then_lands_on_the_rolled_face(app):
    match = played_match(events=200)
    rolls = [(i, e.event) for i, e in enumerate(match.entries) if isinstance(e.event, ev.DieRolled) and e.event.purpose != "caravan"]
    assert len(rolls) >= 2
    for position, event in rolls[:3]:
        turning, _ = flips_drawn_during(app, match, position, PUBLIC, 0.4)
        assert "die" in turning, "the presenter hands the roll's progress to the die"
        faces = [tumble(event.value, k / 40)[0] for k in range(40)]
        tumbling = faces[:20]
        changes = sum(a != b for a, b in zip(tumbling, tumbling[1:]))
        assert len(set(tumbling)) >= 4 and changes >= 5, "several faces show, one after another, before it lands"
        assert tumble(event.value, 0.95)[0] == event.value and tumble(event.value, 1.0) == (event.value, 0.0, 0.0)
    # Another event (not a roll) leaves the die still.
    other = next(i for i, e in enumerate(match.entries) if isinstance(e.event, ev.CardsDrawn))
    turning, _ = flips_drawn_during(app, match, other, PUBLIC, 0.4)
    assert "die" not in turning


def test_the_die_tumbles_at_each_roll_however_often_and_in_whatever_order_events_are_styled(app):
    """The tumble comes from the views around the roll (the view counts the rolls), not from
    how many times the plugin styled a roll: styling an event twice, or the events of a game in
    any order (a replay seek, another scene), neither starts nor misses a tumble."""
    match = played_match(events=200)
    plugin = plugin_for(app, match)
    rolls = {i for i, e in enumerate(match.entries) if isinstance(e.event, ev.DieRolled) and e.event.purpose != "caravan"}
    assert len(rolls) >= 2
    order = list(range(len(match.entries)))
    random.Random(3).shuffle(order)

    def die(view):
        return next(s for s in plugin.sprites(view, PUBLIC) if s.key == "die")

    for position in order:
        before, after = view_at(match, position, PUBLIC), view_at(match, position + 1, PUBLIC)
        for _ in range(2):
            plugin.event_style(match.entries[position].event.seen_by(PUBLIC), before, after, PUBLIC)
        assert (die(before).face_up != die(after).face_up) == (position in rolls), f"entry {position}"
    # And through the presenter: a roll styled twice still tumbles.
    for position in sorted(rolls)[:2]:
        turning, _ = flips_drawn_during(app, match, position, PUBLIC, 0.4, times_styled=2)
        assert "die" in turning


def test_the_rolling_die_is_painted_with_other_faces_than_the_rolled_one(app):
    match = played_match(events=200)
    position = next(i for i, e in enumerate(match.entries) if isinstance(e.event, ev.DieRolled) and e.event.purpose != "caravan")
    plugin = plugin_for(app, match)
    view = view_at(match, position + 1, PUBLIC)
    die = next(s for s in plugin.sprites(view, PUBLIC) if s.key == "die")
    viewport = app.viewport

    def painted(flip):
        surface = pygame.Surface(viewport.size if hasattr(viewport, "size") else (1280, 720))
        plugin.draw_sprite(surface, viewport, die, die.rect, flip, 255)
        return pygame.image.tobytes(surface.subsurface(viewport.rect(die.rect).inflate(40, 80).clip(surface.get_rect())), "RGB")

    settled = painted(None)
    assert painted(1.0) == settled
    assert any(painted(k / 10) != settled for k in range(1, 7))
