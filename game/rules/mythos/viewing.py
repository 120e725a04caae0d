"""What one player may see of a Mythos table: no opponent's hand, no deck order, no hidden
character they do not own, control or have looked at, no mission deck order."""

from __future__ import annotations

from typing import Any, Optional

from game.rules.mythos import effects as fx
from game.rules.mythos.cards import CardSet
from game.rules.mythos.state import MythosState


def view_state(state: MythosState, cards: CardSet, seat: Optional[int], prompt: Optional[fx.Prompt], game_id: str) -> dict[str, Any]:
    everything = seat is None
    players = []
    for index, player in enumerate(state.players):
        sees_hand = everything or seat == index
        players.append({
            "chakra": player.chakra,
            "points": player.points,
            "passed": player.passed,
            "hand": [{"id": c, "version": state.versions[c]} for c in player.hand] if sees_hand else None,
            "hand_size": len(player.hand),
            "deck": list(player.deck) if everything else None,
            "deck_contents": sorted(state.versions[c] for c in player.deck) if sees_hand else None,
            "deck_size": len(player.deck),
            "discard": [state.versions[c] for c in player.discard],
        })
    missions = []
    for index, mission in enumerate(state.missions):
        sides = []
        for side_seat, side in enumerate(mission.sides):
            shown = []
            for char_id in side:
                char = state.characters[char_id]
                known = fx.can_see(state, char, seat)
                shown.append({
                    "id": char_id,
                    "owner": char.owner,
                    "controller": char.controller,
                    "hidden": char.hidden,
                    "hidden_in_sight": char.hidden_in_sight,
                    "tokens": char.tokens,
                    "power": fx.power_of(state, cards, char_id),
                    "power_parts": [list(part) for part in fx.power_parts(state, cards, char_id)],
                    "stack": [state.versions[c] for c in char.cards] if known else None,
                })
            sides.append({"characters": shown, "power": fx.mission_power(state, cards, index, side_seat)})
        mission_card = cards.missions[mission.key]
        missions.append({"key": mission.key, "rank": mission.rank, "points": mission_card.points, "sides": sides})
    secret_choices = state.secrets.view_for(seat)
    return {
        "game": game_id,
        "round": state.round,
        "phase": state.phase,
        "edge": state.edge,
        "acting": state.acting,
        "players": players,
        "missions": missions,
        "mission_deck": list(state.mission_deck) if everything else None,
        "mission_deck_size": len(state.mission_deck),
        "queue": [{"refs": [list(r.to_tuple()) for r in g.refs], "ordered": g.ordered, "chooser": g.chooser} for g in state.queue],
        "chosen_target": state.chosen_target,
        "play_resolving": state.play_resolving,
        "mission_cursor": state.mission_cursor,
        "prompt": None if prompt is None else {
            "seat": prompt.seat,
            "options": list(prompt.options) if everything or prompt.seat == seat else None,
        },
        "mulligan": secret_choices,
        "mulligans": {str(k): v for k, v in sorted(state.mulligans.items())},
        "seen": sorted([s, c] for s, c in state.seen if everything or s == seat),
        "outcome": None if state.outcome is None else {
            "winners": list(state.outcome.winners), "reason": state.outcome.reason,
            "scores": list(state.outcome.scores or ()),
        },
    }
