"""Twelfth new-user trial: after Bob chose his Character, the ones left centred again and Ana's
click landed between two cards. The Characters left keep their places."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import ChooseCharacter
from game.ui.tables.base import TableContext
from game.ui.tables.to_the_moon import ToTheMoonTable


def test_the_characters_left_keep_their_places_after_a_pick(app):
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    seat = match.to_act()[0]
    before = {s.key: s.rect for s in plugin.sprites(match.view(seat), seat) if s.key in match.view(seat)["set_aside_characters"]}
    assert len(before) >= 3
    chosen = match.legal_commands(seat)[0]
    assert isinstance(chosen, ChooseCharacter)
    match.submit(chosen)
    other = match.to_act()[0]
    after = {s.key: s.rect for s in plugin.sprites(match.view(other), other) if s.key in match.view(other)["set_aside_characters"]}
    assert chosen.character not in after and after
    assert all(after[key] == before[key] for key in after), "the others stayed where they were"
