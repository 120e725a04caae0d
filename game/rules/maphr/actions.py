"""Phase II, the actions: secret tokens (prospect, exploit, build) revealed together, a second
token paid in discards, impediments played on revealed actions before they resolve, then each
action resolved in turn order (README, rulings 1, 10, 11)."""

from __future__ import annotations

import itertools

from game.engine.records import Command, Event, IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.cards import ACTIONS, CardSet
from game.rules.maphr.events import (
    ACTIONS_STEP, IMPEDIMENTS_STEP, ActionCancelled, ActionEnded, ActionStarted, AmenityBuilt, CardsDiscarded, CoinsGained,
    ImpedimentPlayed, MinerBought, MinerMoved, StepOpened, TilePlaced, VeinsExploited,
)
from game.rules.maphr.mine import LEVEL_SIZE, closes_network, mine_is_full, distinct_rotations, iter_frontier, rotated_edges, why_not_placeable
from game.rules.maphr.powers import bonus, gallery_target, mine_shapes
from game.rules.maphr.state import EXPLOIT_CAP, LEVEL_NUMERALS, MINER_PRICE, SECOND_ACTION_DISCARDS, GAP_LIMIT, ClanBoard, MaphrState

IDLE = "idle"


# --- What is possible -------------------------------------------------------------------------
def placements(cards: CardSet, board: ClanBoard) -> list[tuple[str, int, int, int]]:
    """(card, x, y, rotation) for every tile of the hand that fits; one card per tile type."""
    if mine_is_full(board.level, len(board.mine)):
        return []
    shapes = mine_shapes(cards, board)
    frontier = list(iter_frontier(shapes))
    seen, result = set(), []
    for card in board.hand:
        kind = cards.type_of(card)
        if kind.kind != "tile" or kind.key in seen:
            continue
        seen.add(kind.key)
        for cell in frontier:
            for rotation in distinct_rotations(kind.edges):
                if why_not_placeable(shapes, cell, rotated_edges(kind.edges, rotation)) is None:
                    result.append((card, cell[0], cell[1], rotation))
    return result


def open_placements(state: MaphrState, cards: CardSet, seat: int) -> list[tuple[str, int, int, int]]:
    """The placements that leave the mine room to grow (or complete its gallery target).

    Laying a tile that closes one's own mine is allowed, never forced (README, ruling 2): with
    none of these, a player may still prospect, or take the idle coin instead (`may_idle`)."""
    board = state.players[seat]
    if len(board.mine) + 1 >= gallery_target(cards, state, board):
        return placements(cards, board)
    shapes = mine_shapes(cards, board)
    return [
        (card, x, y, rotation) for card, x, y, rotation in placements(cards, board)
        if not closes_network(shapes, (x, y), rotated_edges(cards.type_of(card).edges, rotation))
    ]


def why_not_buildable(state: MaphrState, cards: CardSet, seat: int, card: str) -> str | None:
    board = state.players[seat]
    if card not in board.hand:
        return "that card is not in your hand"
    kind = cards.type_of(card)
    if kind.kind != "amenity":
        return "only amenities are built"
    if kind.level > board.level:
        return f"{kind.name['en']} needs a level {kind.level} mine"
    if any(cards.type_of(a).key == kind.key for a in board.amenities):
        return f"you already have {kind.name['en']}"
    if amenity_cost(cards, board, card) > board.coins:
        return f"{kind.name['en']} costs {amenity_cost(cards, board, card)} coins"
    fewest = min(len(p.amenities) for p in state.players)
    if len(board.amenities) + 1 > fewest + GAP_LIMIT + board.gap_bonus:
        return f"at most {GAP_LIMIT + board.gap_bonus} amenities more than the player with fewest"
    return None


def amenity_cost(cards: CardSet, board: ClanBoard, card: str) -> int:
    return max(0, cards.type_of(card).cost - bonus(cards, board, "build_discount"))


def miner_cost(cards: CardSet, board: ClanBoard) -> int:
    return 0 if not board.free_miner_used else max(0, MINER_PRICE - bonus(cards, board, "miner_discount"))


def can_buy_miner(cards: CardSet, board: ClanBoard) -> bool:
    return len(board.miners) < board.level + 1 and miner_cost(cards, board) <= board.coins


def vein_cells(cards: CardSet, board: ClanBoard) -> list[tuple[int, int]]:
    return sorted((c for c, t in board.mine.items() if cards.type_of(t.card).is_vein), key=lambda c: (c[1], c[0]))


def free_tiles(board: ClanBoard) -> list[tuple[int, int]]:
    """Tiles of the mine without a miner: a miner may stand on any of them (ruling 4). Hiring lists
    them once every vein is worked, since each miner owned scores 3 (ruling 17)."""
    occupied = set(board.miners)
    return sorted((c for c in board.mine if c not in occupied), key=lambda c: (c[1], c[0]))


def is_possible(state: MaphrState, cards: CardSet, seat: int, action: str) -> bool:
    board = state.players[seat]
    if action == "prospect":
        return bool(placements(cards, board))
    if action == "exploit":
        return bool(vein_cells(cards, board)) and (bool(board.miners) or can_buy_miner(cards, board))
    return any(why_not_buildable(state, cards, seat, c) is None for c in board.hand)


def may_idle(state: MaphrState, cards: CardSet, seat: int) -> bool:
    """The idle coin ("pas de carte à poser"): nothing is possible, or only a prospect whose every
    tile would close the mine, which the player may decline (README, ruling 2)."""
    if open_placements(state, cards, seat):
        return False
    return not any(is_possible(state, cards, seat, a) for a in ACTIONS if a != "prospect")


def seals_the_mine(state: MaphrState, cards: CardSet, seat: int) -> bool:
    """Prospecting now could only close the mine (for the table's warning)."""
    return bool(placements(cards, state.players[seat])) and not open_placements(state, cards, seat)


def second_action_cost(cards: CardSet, board: ClanBoard) -> int:
    return max(0, SECOND_ACTION_DISCARDS[board.level] - bonus(cards, board, "second_action_discount"))


def needed_cards(state: MaphrState, cards: CardSet, seat: int) -> dict[str, set[str]]:
    """For prospect and build, the hand cards that make the action possible now (README, ruling 10:
    a second action's discards must leave each chosen action one of them)."""
    board = state.players[seat]
    fitting = open_placements(state, cards, seat) or placements(cards, board)
    placeable = {cards.type_of(card).key for card, *_ in fitting}
    return {
        "prospect": {c for c in board.hand if cards.type_of(c).key in placeable},
        "build": {c for c in board.hand if why_not_buildable(state, cards, seat, c) is None},
    }


def keeps_what_actions_need(needed: dict[str, set[str]], actions: tuple[str, ...], discards: tuple[str, ...]) -> bool:
    return all(not needed[a] or needed[a] - set(discards) for a in actions if a in needed)


# --- Choosing in secret -----------------------------------------------------------------------
def legal_choices(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    board = state.players[seat]
    possible = [a for a in ACTIONS if is_possible(state, cards, seat, a)]
    if not possible:
        return [cmd.ChooseActions(seat, (IDLE,))]
    result: list[Command] = [cmd.ChooseActions(seat, (a,)) for a in possible]
    cost = second_action_cost(cards, board)
    hand = sorted(set(board.hand), key=board.hand.index)
    needed = needed_cards(state, cards, seat)
    for pair in itertools.combinations(possible, 2):
        for discards in itertools.combinations(hand, cost):
            if keeps_what_actions_need(needed, pair, discards):
                result.append(cmd.ChooseActions(seat, pair, discards))
    return result + ([cmd.ChooseActions(seat, (IDLE,))] if may_idle(state, cards, seat) else [])


def handle_choice(state: MaphrState, cards: CardSet, command: cmd.ChooseActions) -> list[Event]:
    seat = command.seat
    state.secrets.check_can_commit(seat, ACTIONS_STEP)
    board = state.players[seat]
    actions, discards = tuple(command.actions), tuple(command.discards)
    possible = [a for a in ACTIONS if is_possible(state, cards, seat, a)]
    if actions == (IDLE,):
        if not may_idle(state, cards, seat):
            raise IllegalCommand(f"you can still {possible[0]}: the idle coin is only for a player who can do nothing")
    elif not 1 <= len(actions) <= 2 or len(set(actions)) != len(actions) or not set(actions) <= set(ACTIONS):
        raise IllegalCommand("choose one action token, or two different ones")
    else:
        for action in actions:
            if action not in possible:
                raise IllegalCommand(f"you cannot {action} now")
    need = second_action_cost(cards, board) if len(actions) == 2 else 0
    if len(discards) != need or len(set(discards)) != need or not set(discards) <= set(board.hand):
        if len(actions) != 2:
            raise IllegalCommand("one action costs no discard")
        level = LEVEL_NUMERALS.get(board.level, str(board.level))  # "level I", as the boards print it
        if need == 1:
            raise IllegalCommand(f"a second action costs 1 card of your hand at level {level}")
        raise IllegalCommand(f"a second action costs {need} cards of your hand at level {level}")
    if not keeps_what_actions_need(needed_cards(state, cards, seat), actions, discards):
        raise IllegalCommand("keep what your actions need: those discards leave one of them nothing to lay or build")
    # two tokens resolve in the rulebook's order, whatever order they were picked in (README, ruling 10)
    actions = tuple(a for a in (*ACTIONS, IDLE) if a in actions)
    return [state.secrets.commit_event(seat, {"actions": actions, "discards": discards})]


def advance_actions(state: MaphrState, cards: CardSet) -> list[Event]:
    """The reveal once all have chosen; then second-action discards and idle coins."""
    if state.secrets.is_complete():
        return [state.secrets.reveal_event()]
    if state.secrets.step is not None:
        return []
    events: list[Event] = []
    for seat in state.order():
        if state.second_discards.get(seat):
            events.append(CardsDiscarded(seat, state.second_discards[seat], "hand", "second_action"))
        if state.actions.get(seat) == (IDLE,):
            events.append(CoinsGained(seat, 1, "idle"))
    asked = asked_for_impediments(state)
    return events + [StepOpened("impediments", "window", asked) if asked else StepOpened("resolve", "", ())]


def advance_impediments(state: MaphrState, cards: CardSet) -> list[Event]:
    """Open the secret window, then reveal it and lay every impediment chosen, in turn order."""
    if not state.secrets.is_complete():
        return []
    events: list[Event] = [state.secrets.reveal_event()]
    for seat in state.order():
        choice = state.secrets.committed.get(seat) or {}
        for card, target in choice.get("plays", ()):
            events.append(ImpedimentPlayed(seat, card, target, cards.type_of(card).action))
            clan = cards.clans.get(state.players[seat].clan)
            if clan is not None and clan.power == "impediment_gain":
                events.append(CoinsGained(seat, clan.amount, "impediment"))
    return events + [StepOpened("resolve", "", ())]


# --- Impediments --------------------------------------------------------------------------------
def asked_for_impediments(state: MaphrState) -> tuple[int, ...]:
    """Who is asked, in secret, whether to play impediments: every player with a card left in hand
    once a second action's discards are paid, as soon as another player revealed an action. Only
    public facts decide it, so being asked (or the table waiting) tells nobody who holds one
    (README, ruling 11)."""
    acting = {s for s, chosen in state.actions.items() if any(a != IDLE for a in chosen)}
    left = {s: len(state.players[s].hand) - len(state.second_discards.get(s, ())) for s in state.order()}
    return tuple(s for s in state.order() if left[s] > 0 and acting - {s})


def impediment_targets(state: MaphrState, cards: CardSet, seat: int) -> dict[str, list[int]]:
    """Each impediment kind in the seat's hand -> the players whose revealed action it stops."""
    result: dict[str, list[int]] = {}
    for card in state.players[seat].hand:
        kind = cards.type_of(card)
        if kind.kind == "impediment" and kind.key not in result:
            result[kind.key] = [t for t in state.order() if t != seat and kind.action in state.actions.get(t, ())]
    return {key: targets for key, targets in result.items() if targets}


def impediment_choices(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    """Every distinct set of plays (copies of one impediment are alike), playing none last."""
    per_kind: list[list[tuple[tuple[str, int], ...]]] = []
    for key, targets in impediment_targets(state, cards, seat).items():
        copies = [c for c in state.players[seat].hand if cards.type_of(c).key == key]
        options = [()]
        for size in range(1, min(len(copies), len(targets)) + 1):
            options += [tuple(zip(copies, chosen)) for chosen in itertools.combinations(targets, size)]
        per_kind.append(options[::-1])
    return [cmd.ChooseImpediments(seat, tuple(p for part in parts for p in part)) for parts in itertools.product(*per_kind)]


def handle_impediments(state: MaphrState, cards: CardSet, command: Command) -> list[Event]:
    if not isinstance(command, cmd.ChooseImpediments):
        raise IllegalCommand("choose the impediments to play, or none")
    state.secrets.check_can_commit(command.seat, IMPEDIMENTS_STEP)
    plays = tuple((str(card), int(target)) for card, target in command.plays)
    hand = state.players[command.seat].hand
    if len({card for card, _ in plays}) != len(plays):
        raise IllegalCommand("each impediment card can be played once")
    stopped = set()
    for card, target in plays:
        if card not in hand or cards.type_of(card).kind != "impediment":
            raise IllegalCommand("that is not an impediment in your hand")
        action = cards.type_of(card).action
        if target == command.seat or action not in state.actions.get(target, ()):
            raise IllegalCommand(f"that player has no revealed {action} action to stop")
        if (target, action) in stopped:
            raise IllegalCommand("one impediment is enough to stop an action")
        stopped.add((target, action))
    return [state.secrets.commit_event(command.seat, {"plays": plays})]


# --- Resolving the revealed actions ------------------------------------------------------------
def may_end_prospect(state: MaphrState, cards: CardSet, seat: int) -> bool:
    """After one tile, or when every tile that still fits would close the mine."""
    return bool(state.placed_this_action) or not open_placements(state, cards, seat)


def max_tiles(state: MaphrState, cards: CardSet, board: ClanBoard) -> int:
    return int(state.options.get("tiles_per_prospect", 2)) + bonus(cards, board, "prospect_bonus")


def advance_resolve(state: MaphrState, cards: CardSet) -> list[Event]:
    if not state.queue:
        return [StepOpened("sell", "", ())]
    seat, action = state.queue[0]
    board = state.players[seat]
    if state.step != "acting":
        if (seat, action) in state.impeded:
            return [ActionCancelled(seat, action)]
        return [ActionStarted(seat, action)]
    if action == "prospect" and (state.placed_this_action >= max_tiles(state, cards, board) or not placements(cards, board)):
        return [ActionEnded(seat, action)]
    if action == "build" and (state.placed_this_action or not any(why_not_buildable(state, cards, seat, c) is None for c in board.hand)):
        return [ActionEnded(seat, action)]
    if action == "exploit" and not vein_cells(cards, board):
        return [ActionEnded(seat, action)]
    return []


def legal_resolve(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    _, action = state.queue[0]
    board = state.players[seat]
    if action == "prospect":
        result: list[Command] = [cmd.PlaceTile(seat, *p) for p in placements(cards, board)]
        return result + ([cmd.EndAction(seat)] if may_end_prospect(state, cards, seat) else [])
    if action == "build":
        return [cmd.BuildAmenity(seat, c) for c in sorted(set(board.hand)) if why_not_buildable(state, cards, seat, c) is None] + [cmd.EndAction(seat)]
    occupied = set(board.miners)
    free_veins = [c for c in vein_cells(cards, board) if c not in occupied]
    result = []
    if can_buy_miner(cards, board):
        result += [cmd.BuyMiner(seat, x, y) for x, y in free_veins or free_tiles(board)]
    for index in range(len(board.miners)):
        if index not in state.moved_miners:
            result += [cmd.MoveMiner(seat, index, x, y) for x, y in free_veins]
    return result + [cmd.Collect(seat)]


def handle_resolve(state: MaphrState, cards: CardSet, command: Command) -> list[Event]:
    seat, action = state.queue[0]
    if command.seat != seat or state.step != "acting":
        raise IllegalCommand("it is not your action now")
    board = state.players[seat]
    match command:
        case cmd.PlaceTile(card=card, x=x, y=y, rotation=rotation) if action == "prospect":
            return _place(state, cards, board, seat, card, (x, y), rotation)
        case cmd.EndAction() if action in ("prospect", "build"):
            if action == "prospect" and not may_end_prospect(state, cards, seat):
                raise IllegalCommand("lay at least one tile when you prospect")
            return [ActionEnded(seat, action)]
        case cmd.BuildAmenity(card=card) if action == "build":
            reason = why_not_buildable(state, cards, seat, card)
            if reason:
                raise IllegalCommand(reason)
            return [AmenityBuilt(seat, card, amenity_cost(cards, board, card)), ActionEnded(seat, action)]
        case cmd.BuyMiner(x=x, y=y) if action == "exploit":
            if not can_buy_miner(cards, board):
                raise IllegalCommand(f"at most {board.level + 1} miners at level {board.level}, {miner_cost(cards, board)} coins each")
            _check_cell(board, (x, y))
            return [MinerBought(seat, x, y, miner_cost(cards, board))]
        case cmd.MoveMiner(miner=miner, x=x, y=y) if action == "exploit":
            if not 0 <= miner < len(board.miners) or miner in state.moved_miners:
                raise IllegalCommand("each miner moves once per exploitation")
            _check_cell(board, (x, y))
            return [MinerMoved(seat, miner, x, y)]
        case cmd.Collect() if action == "exploit":
            amount, extra = exploitation(cards, board)
            return [VeinsExploited(seat, amount, extra), ActionEnded(seat, action)]
    raise IllegalCommand(f"that is not part of your {action} action")


def _place(state: MaphrState, cards: CardSet, board: ClanBoard, seat: int, card: str, cell: tuple[int, int], rotation: int) -> list[Event]:
    if card not in board.hand or cards.type_of(card).kind != "tile":
        raise IllegalCommand("lay a gallery or vein from your hand")
    if not 0 <= rotation <= 3:
        raise IllegalCommand("a rotation is 0 to 3 quarter turns")
    if mine_is_full(board.level, len(board.mine)):
        raise IllegalCommand(f"a level {board.level} mine holds at most {LEVEL_SIZE[board.level]} galleries")
    if state.placed_this_action >= max_tiles(state, cards, board):
        raise IllegalCommand("you have laid all the tiles of this prospect")
    reason = why_not_placeable(mine_shapes(cards, board), cell, rotated_edges(cards.type_of(card).edges, rotation))
    if reason:
        raise IllegalCommand(reason)
    return [TilePlaced(seat, card, cell[0], cell[1], rotation)]


def _check_cell(board: ClanBoard, cell: tuple[int, int]) -> None:
    if cell not in board.mine:
        raise IllegalCommand("miners stand on a tile of your mine")
    if cell in board.miners:
        raise IllegalCommand("a miner already works there")


def exploitation(cards: CardSet, board: ClanBoard) -> tuple[int, int]:
    """Coins from the occupied veins (capped at 60) and the bonuses paid on top of the cap."""
    veins = [cards.type_of(board.mine[c].card) for c in board.miners if c is not None and c in board.mine]
    veins = [v for v in veins if v.is_vein]
    amount = min(EXPLOIT_CAP, sum(v.vein_value for v in veins))
    extra = bonus(cards, board, "exploit_bonus")
    clan = cards.clans.get(board.clan)
    if clan is not None and clan.power == "vein_bonus":
        extra += clan.amount * sum(1 for v in veins if v.mineral == clan.mineral)
    return amount, extra
