"""Where everything of a Mines de Maphr view lies (levels/maphr_<n>p.tmx).

Each clan board (`p<seat>_board`) holds a header (name, clan, coins, level, hand size, the
miners not yet in the mine), the mine as a grid of square tiles growing down from the entrance
(scaled to fit as it grows) and the amenities in one row per colour. Below: the viewer's hand,
the deck, the discard pile and the draw-mode die. The `panel` opens over the lower part of the
boards when cards are sorted, drafted, sold or traded; buttons live in the `choices` column.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from game.rules.maphr.cards import COLOURS, CardSet
from game.rules.maphr.mine import ENTRANCE, iter_frontier, parse_cell, shapes_of
from game.ui.presenter import Sprite
from game.ui.tables.maphr.amenity_rows import card_rects, row_rects
from game.ui.tables.maphr.tokens import Z_TOKEN, token_items, token_rects
from game.ui.widgets.hand import centred, hand_rects

Rect = tuple[float, float, float, float]
HAND_CARD = 92
HAND_LEAST = 0.8
"""A large hand's cards are drawn down to this share of HAND_CARD before they overlap."""
PANEL_CARD = 84
MAX_CELL = 58
Z_TILE, Z_AMENITY, Z_MINER, Z_PILE, Z_HAND = 2, 3, 6, 2, 10
Z_PANEL, Z_BOX, Z_PANEL_CARD, Z_BUTTON, Z_SCORES = 30, 31, 32, 40, 60
BUTTON_H = 30
OFFER_TITLE_ROOM = 12
"""Design units the offer's panel grows upwards so its title clears the buttons' number badges."""
OFFER_TITLE_LINE = 18
"""And again for its title's second line: on one, what is given, what is asked and the price
range shrank to 9 px at text x1.3 (twenty-third trial)."""


def board_parts(board: Rect) -> dict[str, Rect]:
    """The header, the miners' stock, the mine and the amenity rows of one clan board."""
    x, y, w, h = board
    split = w * (0.64 if w > 400 else 0.7)
    return {
        "header": (x + 8, y + 4, w - 16, 40),
        "stock": (x + w - 150, y + 24, 142, 20),
        "mine": (x + 8, y + 48, split - 12, h - 54),
        "amenities": (x + split, y + 48, w - split - 8, h - 54),
    }


class MineGrid:
    """Cell rects of one mine: the tiles, the open cells around them and the entrance fit the
    area, the entrance in the middle whichever side the mine grows to: centred on the cells
    used, the whole mine slid sideways as a tile went down at its edge (tenth trial)."""

    def __init__(self, area: Rect, cells: Sequence[tuple[int, int]]):
        xs = [c[0] for c in cells] + [-1, 1]
        ys = [c[1] for c in cells] + [3]
        reach, max_y = max(-min(xs), max(xs)), max(ys)
        self.min_x = -reach
        cols, rows = 2 * reach + 1, max_y + 1
        ax, ay, aw, ah = area
        self.size = min(MAX_CELL, aw / cols, ah / rows)
        self.x0 = ax + (aw - cols * self.size) / 2 - self.min_x * self.size
        self.y0 = ay

    def rect(self, cell: tuple[int, int], inset: float = 0) -> Rect:
        s = self.size
        return (self.x0 + cell[0] * s + inset, self.y0 + cell[1] * s + inset, s - 2 * inset, s - 2 * inset)

    def cell_at(self, point: Sequence[float]) -> tuple[int, int]:
        return (int((point[0] - self.x0) // self.size), int((point[1] - self.y0) // self.size))


def mine_shapes_from_view(cards: CardSet, player: dict[str, Any]) -> dict[tuple[int, int], str]:
    return shapes_of((parse_cell(k), cards.type_of(t["card"]).edges, t["rotation"]) for k, t in player["mine"].items())


class LayoutMixin:
    cards: CardSet
    view: dict[str, Any]

    def init_layout(self) -> None:
        self.grids: dict[int, MineGrid] = {}
        self.places: dict[str, Rect] = {}
        """Every sprite's rect by key, for the gestures."""

    def board(self, seat: int) -> Rect:
        return self.zone(f"p{seat}_board")  # type: ignore[attr-defined]

    def lay_out(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.grids, self.places = {}, {}
        result: list[Sprite] = []
        for seat, player in enumerate(view["players"]):
            self._board_sprites(result, seat, player)
            items = token_items(view, seat)
            for (key, kind, face_up, data), rect in zip(items, token_rects(board_parts(self.board(seat))["header"], len(items))):
                self._add(result, Sprite(key, kind, rect, face_up, data, Z_TOKEN))
        self._pile_sprites(result, view)
        owner = self.hand_owner(view, viewer)
        if owner is not None:
            me = view["players"][owner]
            # the card an offer gives lies in the offer's box, not in the hand (the eighth trial
            # saw the box stay empty, the card tagged in the hand): panel_sprites draws it
            boxed = self.offer_card if self.mode == "offer" else None  # type: ignore[attr-defined]
            cards = [c for c in me["hand"] if c != boxed] if me["hand"] is not None else [None] * me["hand_size"]
            # smaller before overlapping: eight cards overlapped, and "Aménagement III" read "II"
            # under the next card (ninth trial)
            rects = hand_rects(self.zone("hand"), len(cards), (HAND_CARD, HAND_CARD), gap=8, least_scale=HAND_LEAST)  # type: ignore[attr-defined]
            for index, (card, rect) in enumerate(zip(cards, rects)):
                key = card or f"hand:{owner}:{index}"
                self._add(result, Sprite(key, "mcard", rect, card is not None, card, Z_HAND + index))
        result += self.panel_sprites(view, viewer)  # type: ignore[attr-defined]
        result += self.button_sprites(view, viewer)  # type: ignore[attr-defined]
        if view.get("outcome"):
            result.append(Sprite("scores", "scores", self.zone("scores"), True, None, Z_SCORES))  # type: ignore[attr-defined]
        return result

    @staticmethod
    def hand_owner(view: dict[str, Any], viewer: Optional[int]) -> Optional[int]:
        """Whose hand the hand zone shows: the viewer's; in the all-seeing view (a replay, a
        render) the hand of the player whose decision it is; nobody's on a shared screen."""
        if viewer is not None and 0 <= viewer < len(view["players"]):
            return viewer
        if viewer is None and view.get("to_act"):
            return view["to_act"][0]
        return None

    def _add(self, result: list[Sprite], sprite: Sprite) -> None:
        self.places[sprite.key] = sprite.rect
        result.append(sprite)

    def _board_sprites(self, result: list[Sprite], seat: int, player: dict[str, Any]) -> None:
        parts = board_parts(self.board(seat))
        shapes = mine_shapes_from_view(self.cards, player)
        cells = [ENTRANCE, *shapes, *iter_frontier(shapes)]
        grid = MineGrid(parts["mine"], cells)
        self.grids[seat] = grid
        for key, tile in player["mine"].items():
            cell = parse_cell(key)
            self._add(result, Sprite(tile["card"], "mtile", grid.rect(cell), True, (tile["card"], tile["rotation"]), Z_TILE))
        # Miners not in the mine wait on the surface, right of the entrance; the "+" buys one.
        mx, my, mw, _ = parts["mine"]
        wait_h = min(grid.size * 0.62, 30)
        wait_w = wait_h * 0.8
        stock = [i for i, where in enumerate(player["miners"]) if where is None]
        keys = [f"miner:{seat}:{i}" for i in stock] + ([f"miner:{seat}:new"] if self.can_buy_miner(seat) else [])  # type: ignore[attr-defined]
        for slot, key in enumerate(reversed(keys)):
            rect: Rect = (mx + mw - 6 - (slot + 1) * (wait_w + 6), my + 2, wait_w, wait_h)
            self._add(result, Sprite(key, "miner", rect, True, seat if not key.endswith("new") else -1 - seat, Z_MINER))
        meeple = grid.size * 0.5
        for index, where in enumerate(player["miners"]):
            if where is not None:
                cx, cy, s, _ = grid.rect(parse_cell(where))
                rect = (cx + s - meeple - 1, cy + s - meeple * 1.25 - 1, meeple, meeple * 1.25)
                self._add(result, Sprite(f"miner:{seat}:{index}", "miner", rect, True, seat, Z_MINER))
        self._amenity_sprites(result, parts["amenities"], player)

    def amenity_rows(self, area: Rect, player: dict[str, Any]) -> list[Rect]:
        """One rect per colour (in COLOURS order) in the board's amenity column, each row as tall
        as its amenities need (amenity_rows.py)."""
        return row_rects(area, [len(self.amenities_of(player, colour)) for colour in COLOURS])

    def amenities_of(self, player: dict[str, Any], colour: str) -> list[str]:
        return [a for a in player["amenities"] if self.cards.type_of(a).colour == colour]

    def _amenity_sprites(self, result: list[Sprite], area: Rect, player: dict[str, Any]) -> None:
        for colour, row in zip(COLOURS, self.amenity_rows(area, player)):
            owned = self.amenities_of(player, colour)
            for index, (card, rect) in enumerate(zip(owned, card_rects(row, len(owned)))):
                self._add(result, Sprite(card, "mcard", rect, True, card, Z_AMENITY + index))

    def _pile_sprites(self, result: list[Sprite], view: dict[str, Any]) -> None:
        # The die (not shown before the first roll) turns over at each roll: its face_up is
        # the parity of the rolls the view counts, so the view after a roll differs from the
        # one before it (even when the same face comes up again), and the presenter hands the
        # roll's progress to the drawing, which tumbles it. Nothing else turns it over.
        x, y, w, h = self.zone("die")  # type: ignore[attr-defined]
        rolled = Sprite("die", "mdie", (x + 12, y + 12, w - 24, h - 24), view["die_rolls"] % 2 == 0, view["die"], Z_PILE)
        self._add(result, rolled)
        deck = centred(self.zone("deck"), (80, 80))  # type: ignore[attr-defined]
        if view["deck_size"]:
            self._add(result, Sprite("deck", "mcard", deck, False, None, Z_PILE, str(view["deck_size"])))
        pile = centred(self.zone("discard"), (80, 80))  # type: ignore[attr-defined]
        shown = view["discard"][-2:]
        for index, card in enumerate(shown):
            badge = str(len(view["discard"])) if index == len(shown) - 1 else ""
            self._add(result, Sprite(card, "mcard", (pile[0], pile[1] - index * 2, 80, 80), True, card, Z_PILE + index, badge))
