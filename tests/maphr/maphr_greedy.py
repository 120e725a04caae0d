"""A plain-minded Mines de Maphr player for measurements and tests (not an AI for the table).

It picks, among the legal commands, the one a sensible beginner would: keep tiles and the two
amenities the level-ups name, lay tiles that keep the mine open, build, level up whenever it
can, exploit the richest veins, sell its least useful card. It reads the true state (it is a
measuring stick: it shows what the rules allow a player who aims at the end to reach, which
uniform random play never shows).
"""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.rules.maphr.actions import is_possible, placements
from game.rules.maphr.cards import SHORING, TUNNEL_OFFICE, CardSet
from game.rules.maphr.mine import LEVEL_SIZE, iter_frontier, rotated_edges
from game.rules.maphr.powers import mine_shapes
from game.rules.maphr.state import MaphrState


def card_value(cards: CardSet, state: MaphrState, seat: int, card: str) -> float:
    """How much the player wants this card in hand (negative: a card to get rid of)."""
    kind = cards.type_of(card)
    board = state.players[seat]
    if kind.kind == "catastrophe":
        return -10
    if kind.kind == "contract":
        return 3
    if kind.kind == "impediment":
        return 1
    if kind.kind == "tile":
        openness = len(kind.edges)
        return 4 + openness + kind.vein_value
    owned = {cards.type_of(a).key for a in board.amenities}
    if kind.key in owned:
        return 0.5
    if kind.key in (SHORING, TUNNEL_OFFICE):
        return 12
    return 2 + kind.points - max(0, kind.level - board.level)


def _pick_value(cards, state, seat, command) -> float:
    """Value of a draw decision: cards kept minus cards handed to others (a catastrophe given away is good)."""
    value = lambda c: card_value(cards, state, seat, c)  # noqa: E731
    match command:
        case cmd.SortDiscardDraw(keep=keep, give=give):
            return sum(value(c) for c in keep) - value(give) * 0.5
        case cmd.GiveAway(gifts=gifts):
            given = {c for c, _ in gifts}
            return sum(value(c) for c in state.players[seat].pending if c not in given) - sum(value(c) * 0.5 for c in given)
        case cmd.SortFour(keep=keep, left=left, right=right):
            return value(keep) - 0.5 * (value(left) + value(right))
        case cmd.DraftPick(card=card):
            return value(card)
    return 0


def _placement_value(cards, board, command: cmd.PlaceTile) -> float:
    shapes = mine_shapes(cards, board)
    shapes[(command.x, command.y)] = rotated_edges(cards.type_of(command.card).edges, command.rotation)
    kind = cards.type_of(command.card)
    frontier = len(list(iter_frontier(shapes)))
    return 2 * frontier + kind.vein_value - (100 if frontier == 0 else 0)


def choose(state: MaphrState, cards: CardSet, seat: int, legal: list) -> object:
    board = state.players[seat]
    phase = state.phase
    if phase == "draw":
        if state.step == "auction":
            return min(legal, key=lambda c: c.amount)
        return max(legal, key=lambda c: _pick_value(cards, state, seat, c))
    if phase == "immediate":
        answers = [c.answer for c in legal]
        return next((c for c in legal if c.answer == "accept"), legal[-1]) if "refuse" in answers else legal[0]
    if phase == "actions":
        return _choose_actions(state, cards, seat, legal)
    if phase == "impediments":
        return legal[0]  # the most impediments first, none last
    if phase == "resolve":
        tiles = [c for c in legal if isinstance(c, cmd.PlaceTile)]
        if tiles:
            best = max(tiles, key=lambda c: _placement_value(cards, board, c))
            ends = [c for c in legal if isinstance(c, cmd.EndAction)]
            return ends[0] if ends and _placement_value(cards, board, best) < 0 else best
        builds = [c for c in legal if isinstance(c, cmd.BuildAmenity)]
        if builds:
            return max(builds, key=lambda c: card_value(cards, state, seat, c.card))
        buys = [c for c in legal if isinstance(c, cmd.BuyMiner)]
        if buys and len(board.miners) < board.level + 1:
            return max(buys, key=lambda c: cards.type_of(board.mine[(c.x, c.y)].card).vein_value)
        return next((c for c in legal if isinstance(c, (cmd.Collect, cmd.EndAction))), legal[0])
    if phase == "sell":
        uses = [c for c in legal if isinstance(c, cmd.UseAmenity)]
        if uses:
            return uses[0]
        sells = [c for c in legal if isinstance(c, (cmd.SellCard, cmd.DiscardCard))]
        if sells and (isinstance(sells[0], cmd.DiscardCard) or len(board.hand) > 4):
            return min(sells, key=lambda c: card_value(cards, state, seat, c.card))
        return next((c for c in legal if isinstance(c, cmd.SkipSale)), legal[0])
    if phase == "negotiation":
        return next((c for c in legal if isinstance(c, (cmd.EndNegotiation, cmd.RefuseOffer))), legal[-1])
    if phase == "evolution":
        raises = [c for c in legal if isinstance(c, cmd.RaiseLevel)]
        return raises[0] if raises else legal[-1]
    return legal[0]


def _choose_actions(state, cards, seat, legal):
    board = state.players[seat]
    singles = [c for c in legal if len(c.actions) == 1]
    if singles[0].actions == ("idle",):
        return singles[0]
    wanted = []
    if is_possible(state, cards, seat, "build"):
        wanted.append("build")
    if len(board.mine) < LEVEL_SIZE[board.level] and placements(cards, board):
        wanted.append("prospect")
    if is_possible(state, cards, seat, "exploit"):
        wanted.append("exploit")
    doubles = [c for c in legal if len(c.actions) == 2 and set(c.actions) <= set(wanted[:2])]
    if len(wanted) >= 2 and doubles and len(doubles[0].discards) <= 1:
        return min(doubles, key=lambda c: sum(card_value(cards, state, seat, d) for d in c.discards))
    first = wanted[0] if wanted else singles[0].actions[0]
    return next((c for c in singles if c.actions == (first,)), singles[0])
