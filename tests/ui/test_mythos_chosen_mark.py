"""Seventh new-user trial, Mythos (191): "Tendre un piège" asks a card of the hand, then the
mission to put it on; while the mission was asked, the card picked stayed in the hand with no
mark. It is now framed and says "✓ choisie"."""

from __future__ import annotations


from game.ui.text_check import texts_drawn
from tests.ui.table_positions import at_the_screen, played_until


def test_an_effects_first_pick_is_marked_while_its_second_is_asked(app):
    def first_pick_made(view, seat):
        return (view.get("chosen_target") or "").startswith(("card:", "char:")) and (view.get("prompt") or {}).get("seat") == seat

    match, seat = played_until("mythos", range(60), first_pick_made)
    view = match.view(seat)
    scene = at_the_screen(app, match)
    chosen = view["chosen_target"].partition(":")[2]
    assert any(s.key == chosen for s, _ in scene.table.drawn), "the first pick is on the table"
    drawn = texts_drawn(app, scene.draw)
    said = [t for t, _, _ in drawn]
    word = scene.table.plugin.word("chosen_card" if view["chosen_target"].startswith("card:") else "chosen_char")
    assert word in said, said[:20]
    # over the picture, clear of the name across the card's top (fourteenth trial: over "Bram")
    card = next(app.viewport.rect(rect) for s, rect in scene.table.drawn if s.key == chosen)
    label = next(rect for t, rect, _ in drawn if t == word)
    assert label.top > card.top + card.height * 0.3, (label, card)


def test_the_public_table_marks_no_pick(app):
    # Thirteenth trial: "✓ choisie" stayed on a card played hidden, over the round's summary.
    from game.ui.scenes.table_view import PUBLIC

    def first_pick_made(view, seat):
        return (view.get("chosen_target") or "").startswith(("card:", "char:")) and (view.get("prompt") or {}).get("seat") == seat

    match, seat = played_until("mythos", range(60), first_pick_made)
    scene = at_the_screen(app, match)
    word = scene.table.plugin.word("chosen_card" if match.view(seat)["chosen_target"].startswith("card:") else "chosen_char")
    assert word in [t for t, _, _ in texts_drawn(app, scene.draw)]
    scene.set_viewer(PUBLIC)  # the shared screen after the move (drawn before the actor's view comes back)
    assert word not in [t for t, _, _ in texts_drawn(app, scene.draw)]
