"""A Mines de Maphr state rebuilt from one seat's view, so the table can ask the rules what that
seat may do (legal commands, placements) without seeing anything the seat may not see.

It is the view's skeleton (`game/rules/maphr/skeleton.py`): cards the seat cannot see (other
hands, their draws, the deck) stay placeholders, which is enough here since the rules only count
them when they list the seat's own choices (an offer asks for "a card" of a player with a hand).
The match options come with the view.
"""

from __future__ import annotations

from typing import Any

from game.rules.maphr.skeleton import skeleton_from_view
from game.rules.maphr.state import MaphrState


def state_from_view(view: dict[str, Any]) -> MaphrState:
    return skeleton_from_view(view)
