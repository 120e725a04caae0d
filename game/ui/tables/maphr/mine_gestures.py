"""Laying a tile and placing a miner on one's own mine (Mixed into the Maphr table through
GesturesMixin): the cells a tile fits in, in which turn, the one Enter lays it on (framed in gold,
walked with ↑ ↓), R and the wheel turning it, the veins a miner may go to, and whether a tile
would close the mine."""

from __future__ import annotations

import dataclasses
from typing import Any, Optional, Sequence

from game.engine import Command
from game.rules.maphr import commands as cmd
from game.rules.maphr.mine import distinct_rotations, parse_cell, rotated_edges
from game.ui.geometry import inside
from game.ui.tables.maphr.layout import Rect, board_parts


class MineGesturesMixin:
    view: dict[str, Any]
    held: Optional[str]
    legal: list[Command]
    rotations: dict[str, int]
    last_tile: Optional[str]
    cell_pick: dict[str, tuple[int, int]]

    def _tile_places(self, card: str) -> tuple[Optional[cmd.PlaceTile], bool]:
        """(the place Enter lays `card` on: the cell ↑ ↓ chose, else the first it fits, in its
        present turn if it fits so; None when it fits nowhere), and whether it fits anywhere."""
        options = [c for c in self.legal_of(cmd.PlaceTile) if c.card == card]  # type: ignore[attr-defined]
        picked = self.cell_pick.get(card)
        if picked is not None and any((c.x, c.y) == picked for c in options):
            options = [c for c in options if (c.x, c.y) == picked]  # the cell ↑ ↓ chose
        # The first lit cell (in the order ↑ ↓ walk them), in its present turn if it fits so,
        # else turned to fit (as a drop does): always one framed in gold for Enter (fifteenth
        # trial: with three lit cells none was framed, and Enter only said "click one")
        options.sort(key=lambda c: (c.x, c.y, c.rotation != self.rotation_of(card), c.rotation))
        if not options:
            return None, False
        first = (options[0].x, options[0].y)
        turned = [c for c in options if (c.x, c.y) == first and c.rotation == self.rotation_of(card)]
        return (turned or options)[0], True

    def _only_place_for(self, card: str) -> Optional[Command]:
        """A tile picked by its number goes, with Enter, to the cell framed in gold (the one lit
        cell, or the first of several: `_tile_places`): Enter did nothing with a tile (fourth
        new-user trial). None when it fits nowhere, or when laying it is asked first."""
        chosen, _ = self._tile_places(card)
        if chosen is not None and self.warn_before_ruin and self.closes_mine(chosen):
            # asked first, as for a drop; its answers are laid out at once (the eleventh trial's
            # Enter brought the question's words and none of its buttons)
            self.ruin, self.relayout = chosen, True
            return None
        return chosen

    def _tile_cells(self, card: str) -> list[tuple[int, int]]:
        """The cells `card` fits in some turn (the lit ones), in order."""
        return sorted({(c.x, c.y) for c in self.legal_of(cmd.PlaceTile) if c.card == card})  # type: ignore[attr-defined]

    def _own_cell_at(self, seat: int, point: Sequence[float]) -> Optional[tuple[int, int]]:
        if not inside(board_parts(self.board(seat))["mine"], point) or seat not in self.grids:  # type: ignore[attr-defined]
            return None
        return self.grids[seat].cell_at(point)  # type: ignore[attr-defined]

    def _turned_to_fit(self, command: cmd.PlaceTile) -> cmd.PlaceTile:
        """The tile laid in its present turn if it fits the cell so; else in the next turn that
        does (clockwise), shown turned: finding the turn by trial and error was the fifth new-user
        trial's complaint. A cell it fits in no turn keeps the command, for the rules' reason."""
        if command in self.legal:
            return command
        fits = [c for c in self._placements_of(command.card) if (c.x, c.y) == (command.x, command.y)]
        if not fits:
            return command
        chosen = min(fits, key=lambda c: (c.rotation - command.rotation) % 4)
        self.rotations[command.card] = chosen.rotation
        return dataclasses.replace(chosen, card=command.card)

    def _placements_of(self, card: str) -> list[cmd.PlaceTile]:
        """The legal placements of a tile like `card` (any copy of its kind), in every turn."""
        key = self.cards.type_of(card).key  # type: ignore[attr-defined]
        return [c for c in self.legal if isinstance(c, cmd.PlaceTile) and self.cards.type_of(c.card).key == key]  # type: ignore[attr-defined]

    def rotation_of(self, card: str) -> int:
        """The player's turn of a tile, as the smallest rotation giving the same shape."""
        edges = self.cards.type_of(card).edges  # type: ignore[attr-defined]
        turned = rotated_edges(edges, self.rotations.get(card, 0))
        return next(r for r in distinct_rotations(edges) if rotated_edges(edges, r) == turned)

    def _miner_moves(self, key: str) -> list[Command]:
        """The legal moves of the miner `key` ("miner:<seat>:<n>"; ":new", one to hire)."""
        which = key.rsplit(":", 1)[-1]
        if which == "new":
            return [c for c in self.legal if isinstance(c, cmd.BuyMiner)]
        return [c for c in self.legal if isinstance(c, cmd.MoveMiner) and str(c.miner) == which]

    def _miner_cells(self, key: str) -> list[tuple[int, int]]:
        return sorted({(c.x, c.y) for c in self._miner_moves(key)})  # type: ignore[attr-defined]

    def _miner_place(self, key: str) -> Optional[Command]:
        """Where Enter sends the miner `key`: the vein ↑ ↓ chose, or the only one lit."""
        moves = self._miner_moves(key)
        picked = self.cell_pick.get(key)
        chosen = [c for c in moves if (c.x, c.y) == picked] if picked else moves  # type: ignore[attr-defined]
        return chosen[0] if len(chosen) == 1 else None

    def pick_cell(self, step: int) -> bool:
        """↑ ↓ with a tile picked by its number: the next lit cell it fits (in some turn), where
        Enter then lays it; the mouse alone could choose among several (eighth new-user trial).
        A miner picked by its number walks the lit veins alike (tenth trial)."""
        card = self.held
        if card and card.startswith("miner:") and self.mode == "exploit":  # type: ignore[attr-defined]
            cells = self._miner_cells(card)
        elif not card or not self._is_tile_in_hand(self.seat, card):  # type: ignore[attr-defined]
            return False
        else:
            cells = self._tile_cells(card)
        if len(cells) < 2:
            return False
        now = self.cell_pick.get(card)
        if now not in cells:
            # from the cell framed in gold: the first ↑ landed on it again, as if nothing moved,
            # and the next two never reached the third cell (twelfth trial: "never offered")
            framed = self._miner_place(card) if card.startswith("miner:") else self._tile_places(card)[0]
            now = (framed.x, framed.y) if framed is not None else None
        index = (cells.index(now) + step) % len(cells) if now in cells else (0 if step > 0 else len(cells) - 1)
        self.cell_pick[card] = cells[index]
        return True

    def chosen_target_rect(self) -> Optional[Rect]:
        """Where the picked tile goes by Enter (drawn framed): the cell ↑ ↓ chose, or the one it
        fits in its present turn among several lit (the ninth trial saw two lit, and Enter
        laid it on one of them unsaid)."""
        card = self.held
        if card and card.startswith("miner:") and self.mode == "exploit" and self.seat is not None:  # type: ignore[attr-defined]
            move = self._miner_place(card)
            return self.grids[self.seat].rect((move.x, move.y)) if move is not None else None  # type: ignore[attr-defined]
        if self.mode != "prospect" or not card or self.seat is None or not self._is_tile_in_hand(self.seat, card):  # type: ignore[attr-defined]
            return None
        chosen, _ = self._tile_places(card)
        if chosen is None or (card not in self.cell_pick and len(self._tile_cells(card)) < 2):
            return None
        return self.grids[self.seat].rect((chosen.x, chosen.y))  # type: ignore[attr-defined]

    def rotate_held(self, step: int) -> bool:
        card = self.held if self.held and self._is_tile_in_hand(self.seat, self.held) else self.last_tile  # type: ignore[attr-defined]
        if card is None or not self._is_tile_in_hand(self.seat, card):  # type: ignore[attr-defined]
            return False
        self.last_tile = card
        self.rotations[card] = (self.rotations.get(card, 0) + step) % 4
        return True

    def _is_tile_in_hand(self, seat: Optional[int], key: str) -> bool:
        if seat is None or not self.view or key not in (self.view["players"][seat]["hand"] or []):
            return False
        return self.cards.type_of(key).kind == "tile"  # type: ignore[attr-defined]

    def closes_mine(self, command: cmd.PlaceTile) -> bool:
        """Whether laying this tile leaves the seat's mine no open side to grow from, before its
        gallery target (legal, never forced: README ruling 2; issue 20's warning before it)."""
        from game.rules.maphr.actions import open_placements

        if self.sampled is None:
            return False
        key = self.cards.type_of(command.card).key  # type: ignore[attr-defined]
        safe = {(self.cards.type_of(c).key, x, y, r) for c, x, y, r in open_placements(self.sampled, self.cards, command.seat)}  # type: ignore[attr-defined]
        return (key, command.x, command.y, command.rotation) not in safe

    def cell_of(self, key: str) -> Optional[tuple[int, int]]:
        for seat, player in enumerate(self.view["players"]):
            for cell, tile in player["mine"].items():
                if tile["card"] == key:
                    return parse_cell(cell)
        return None
