"""Issue 19 ("a choice names what it chooses"): the line under the table's message tells how to
act now. Seen in the window at Mythos' keep-or-redraw question: it said "drag a card onto a lit
place" while only the two answers could be clicked."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.text_check import texts_drawn


def _drawn(app, scene) -> str:
    return " ".join(text for text, _, _ in texts_drawn(app, scene.draw))


def _shown(app, scene, key: str) -> str:
    """A hint as the table shows it: its "Ctrl+Z: undo" only while a move can be taken back."""
    text = app.tr(key)
    return text if scene.undo_seat() is not None else text.replace(app.tr("table.hint_undo"), "").strip()


def test_mythos_keep_or_redraw_says_click_an_answer(app, player):
    session = sessions.start(sessions.make_config("mythos", [SeatConfig("Ada"), SeatConfig("Bo")], 5), None)
    scene = player.open_table(session)
    assert scene.acting_seat is not None
    assert all(key.startswith("chip:") for key in scene._hand())
    drawn = _drawn(app, scene)
    assert _shown(app, scene, "table.hint_choose") in drawn and app.tr("table.hint") not in drawn


def test_a_hand_to_play_from_keeps_the_drag_hint(app, player):
    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 5), None)
    scene = player.open_table(session)
    drawn = _drawn(app, scene)
    assert app.tr("table.hint") in drawn and app.tr("table.hint_choose") not in drawn


def test_maphr_says_what_to_drag_once(app, player):
    """Seen in the window: maphr's own step message ("drag the card you take onto Take") and
    under it the general "drag a card onto a lit place" said the same thing twice."""
    session = sessions.start(sessions.make_config("maphr", [SeatConfig("Ada"), SeatConfig("Bo")], 5), None)
    scene = player.open_table(session)
    drawn = _drawn(app, scene)
    assert _shown(app, scene, scene.table.plugin.hint_key(scene._hand())) in drawn and app.tr("table.hint") not in drawn


def test_maphr_promises_the_keys_only_where_they_act(app, player):
    """Moving miners, a drag alone does it: "a card's number, then Enter" would promise what
    Enter does not do there. A tile (Enter lays it where it fits: eighth trial) and an offer's
    card (Enter puts it in the offer) take their keys. A step with only buttons to type says
    "type its number", not a card's (ninth trial: an offer answered with an empty hand)."""
    from game.ui.tables.maphr import BUTTON

    session = sessions.start(sessions.make_config("maphr", [SeatConfig("Ada"), SeatConfig("Bo")], 5), None)
    scene = player.open_table(session)
    plugin = scene.table.plugin
    hand = ["a_card.1", BUTTON + "confirm"]
    for mode in ("exploit", "impede", "tokens"):
        plugin.mode = mode
        assert plugin.hint_key(hand) == "table.hint_undo", mode
    for mode in ("discard", "prospect", "offer"):
        plugin.mode = mode
        assert plugin.hint_key(hand) == "table.hint_keys", mode
    for mode in ("draft", "sort4"):
        # seventeenth trial: "a card's number, then Enter" in the draft, where Enter puts the
        # card in its box and a second Enter sends; one Enter pressed, then a wait
        plugin.mode = mode
        assert plugin.hint_key(hand) == "table.hint_keys_boxes", mode
    plugin.mode = "answer"
    assert plugin.hint_key([BUTTON + "accept", BUTTON + "refuse"]) == "table.hint_choose"
