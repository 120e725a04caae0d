"""The Charge & Spark table: track, tiles, hands, play slots and rest zones, laid out from
levels/robot_duel.tmx by zone name."""

from __future__ import annotations

from typing import Any, Callable, Hashable, Optional, Sequence

import pygame

from game.engine import ChoiceCommitted, ChoicesRevealed, Command, Event, Match, Undone
from game.rules.robot_duel import events as ev
from game.rules.robot_duel.cards import card_type_of
from game.rules.robot_duel.commands import PlayCard
from game.rules.robot_duel.rules import CARD_ORDER
from game.ui import theme
from game.ui.card_art import symbol_icon
from game.ui.presenter import Callout, EventStyle, Sprite
from game.ui.tables.base import Interlude, TableContext, TablePlugin, zoom_spot
from game.ui.tables.end_figures import duel_grid
from game.ui.tables.robot_duel_track import TrackPainter, draw_robot
from game.ui.viewport import Viewport
from game.ui.widgets.end_grid import EndGrid
from game.ui.widgets.card import CardFace, CostBadge, TileFace
from game.ui.widgets.hand import centred, hand_rects
from game.ui.widgets.zone import draw_zone

CARD_W, CARD_H = 92, 133
TILE_KINDS = ("health", "battery", "disk")
TILE_LOOK = {
    "health": ("♥", (206, 64, 78)),
    "battery": ("⚡", (58, 160, 84)),
    "disk": ("◉", (64, 112, 206)),
}
HEADER_BY_ROLE = {
    "attack": (176, 62, 46),
    "defence": (52, 96, 170),
    "gain": (44, 130, 84),
    "move": (120, 76, 170),
    "bonus": (150, 110, 24),
}
Z_TILE, Z_PAWN, Z_PILE, Z_REST, Z_PLAY, Z_HAND = 1, 5, 2, 3, 4, 10


class RobotDuelTable(TablePlugin):
    game_id = "robot_duel"
    level_name = "robot_duel"

    def __init__(self, ctx: TableContext):
        super().__init__(ctx)
        self._resting: Optional[str] = None
        """The acting seat's resting card, as hand_keys last read it (it shows no number)."""
        self.cards = ctx.rules.cards  # type: ignore[attr-defined]
        self.spaces: dict[tuple[int, int], tuple[float, float, float, float]] = {}
        """(place, step) -> rect: the map's "side" is a place (0: the bottom player's path, on the left)."""
        for space in self.level.of_kind("space"):
            self.spaces[(space.properties["side"], space.properties["step"])] = space.rect
        self.moon = self.level.of_kind("moon")[0].rect
        self.track_painter = TrackPainter(ctx.assets, self.spaces, self.moon)
        self._background: dict[tuple[int, int], pygame.Surface] = {}

    # -- between rounds ---------------------------------------------------------------------------
    ROUND_FACTS = (ChoicesRevealed, ev.CardCopied, ev.TilesTurnedUp, ev.AttacksClashed, ev.AttackCountered, ev.DamageTaken,
                   ev.MoveCancelled, ev.PawnMoved, ev.BonusDrawn)
    """The events a round's summary tells, in the log's words: the cards played, the damage,
    the moves (a ★ card drawn is told without its face: the public line does not name it)."""

    def end_grid(self, events: Sequence[Event], view: dict[str, Any]) -> Optional[EndGrid]:
        return duel_grid(events, view, self.ctx.tr)

    def interlude(self, events: Sequence[Event], index: int, public_view: Callable[[], dict[str, Any]],
                  describe: Callable[[Event], str]) -> Optional[Interlude]:
        """After the last card of a round goes to rest: what each played, the damage, the moves,
        and who is ahead."""
        event = events[index]
        if not isinstance(event, ev.CardRested) or event.seat != 1:
            return None
        start = max((i for i in range(index) if isinstance(events[i], ChoicesRevealed)), default=0)
        lines = [line for e in events[start:index] if isinstance(e, self.ROUND_FACTS) and (line := describe(e))]
        view = public_view()
        tr = self.ctx.tr
        robots = view["robots"]
        length = view["track"]["length"]
        lines.append(tr("robot_duel.summary_standing", **{
            f"name{s}": self.seat_name(s) for s in (0, 1)}, **{
            f"health{s}": robots[s]["health"] for s in (0, 1)}, **{
            f"step{s}": robots[s]["position"] for s in (0, 1)}, length=length))
        won = events[index + 1] if index + 1 < len(events) and isinstance(events[index + 1], ev.DuelWon) else None
        lines.append(self._end_line(won) or self._leader_line(robots))
        return Interlude(tr("robot_duel.summary_title", round=view["round"]), tuple(lines))

    def _end_line(self, won: Optional[ev.DuelWon]) -> Optional[str]:
        """The round that ended the game says who won and how (it said "Closer to the moon"): the
        win is the event right after the last card's rest."""
        if won is None or len(won.winners) != 1:
            return None
        winner = won.winners[0]
        if won.reason == "moon":
            return self.ctx.tr("robot_duel.summary_wins_moon", name=self.seat_name(winner))
        return self.ctx.tr("robot_duel.summary_wins_health", name=self.seat_name(winner), loser=self.seat_name(1 - winner))

    def _leader_line(self, robots: list[dict[str, Any]]) -> str:
        """Who is ahead: on Health (a robot with none left loses) and on the track."""
        tr = self.ctx.tr
        health = [robots[s]["health"] for s in (0, 1)]
        steps = [robots[s]["position"] for s in (0, 1)]
        if health[0] == health[1] and steps[0] == steps[1]:
            return tr("robot_duel.summary_level")
        parts = []
        if health[0] != health[1]:
            parts.append(tr("robot_duel.summary_more_health", name=self.seat_name(0 if health[0] > health[1] else 1)))
        if steps[0] != steps[1]:
            parts.append(tr("robot_duel.summary_closer", name=self.seat_name(0 if steps[0] > steps[1] else 1)))
        return " · ".join(parts)

    # -- cards ------------------------------------------------------------------------------------
    def card_face(self, data: Any) -> Optional[CardFace]:
        if data is None:
            return None
        card = self.cards[card_type_of(data)]
        lang = self.ctx.lang
        if card.bonus:
            role = "bonus"
        elif card.is_attack:
            role = "attack"
        elif card.reduce or card.counter:
            role = "defence"
        elif card.move:
            role = "move"
        else:
            role = "gain"
        costs = tuple(CostBadge(TILE_LOOK[kind][0], amount, TILE_LOOK[kind][1], art=symbol_icon(kind))
                      for kind, amount in card.cost.items() if amount)
        owner = data.split(".")[0]
        mark = theme.SEAT_SHAPES[int(owner[1])] if owner.startswith("p") and owner[1:].isdigit() else ""
        return CardFace(
            title=card.name.get(lang, card.name["en"]),
            text=card.text.get(lang, card.text["en"]),
            costs=costs,
            attack=card.is_attack,
            bonus=card.bonus,
            header=HEADER_BY_ROLE[role],
            owner_mark=mark,
            art=self.art(card_type_of(data)),
        )

    def tile_face(self, data: Any, face_up: bool) -> TileFace:
        icon, colour = TILE_LOOK[data]
        return TileFace(icon, colour, face_up, art=symbol_icon(data))

    def is_bonus_back(self, sprite: Sprite) -> bool:
        return sprite.key.startswith("bonus:") or (isinstance(sprite.data, str) and sprite.data.startswith("star."))

    # -- layout -----------------------------------------------------------------------------------
    def card_rect_in(self, zone: Sequence[float]) -> tuple[float, float, float, float]:
        return centred(zone, (CARD_W, CARD_H))

    def hand_rects(self, seat: int, count: int) -> list[tuple[float, float, float, float]]:
        return hand_rects(self.seat_zone(seat, "hand"), count, (CARD_W, CARD_H))

    def tile_rect(self, seat: int, kind: str, index: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.seat_zone(seat, "tiles")
        row = TILE_KINDS.index(kind)
        size = min(34.0, (h - 30) / 3 - 5)
        return (x + 128 + index * (size + 10), y + 30 + row * (size + 5), size, size)

    def pawn_rect(self, view: dict[str, Any], seat: int) -> tuple[float, float, float, float]:
        position = view["robots"][seat]["position"]
        length = view["track"]["length"]
        if position >= length:
            x, y, w, h = self.moon
            return (x + (6 if self.spot(seat) == 0 else w - 42), y + h / 2 - 18, 36, 36)
        x, y, w, h = self.spaces.get((self.spot(seat), position), self.moon)
        return (x + (w - 52) / 2, y + (h - 52) / 2, 52, 52)

    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.turn_to(viewer)
        self.view = view  # the view on the table, for the gestures that follow (drop_refusal)
        result: list[Sprite] = []
        committed = view["choices"]["committed"]
        for seat, robot in enumerate(view["robots"]):
            chosen = committed.get(str(seat))
            # The chosen card lies face down in the play zone; the rules still count it in the
            # hand until the reveal, so it is left out of the hand drawn (never drawn twice).
            hand = robot["hand"]
            if hand is not None:
                hand = [card for card in hand if card != chosen]
            size = len(hand) if hand is not None else robot["hand_size"] - (1 if chosen is not None else 0)
            rects = self.hand_rects(seat, size)
            for index, rect in enumerate(rects):
                if hand is not None:
                    result.append(Sprite(hand[index], "card", rect, True, hand[index], Z_HAND + index))
                else:
                    result.append(Sprite(f"hand:{seat}:{index}", "card", rect, False, None, Z_HAND + index))
            if chosen is not None:
                known = chosen if chosen != "hidden" else None
                result.append(Sprite(known or f"play:{seat}", "card", self.card_rect_in(self.seat_zone(seat, "play")), False, known, Z_PLAY))
            if robot["on_table"]:
                card = robot["on_table"]
                result.append(Sprite(card, "card", self.card_rect_in(self.seat_zone(seat, "reveal")), True, card, Z_PLAY))
            if robot["rest"]:
                card = robot["rest"]
                badge = ""
                if robot["rest_copied"]:
                    copied = self.cards[robot["rest_copied"]]
                    badge = "= " + copied.name.get(self.ctx.lang, copied.name["en"])
                # on the card's lower edge: under it, "= Déplacement" ran out of the top seat's frame
                # onto the round's heading (twenty-second trial)
                result.append(Sprite(card, "card", self.card_rect_in(self.seat_zone(seat, "rest")), True, card, Z_REST, badge,
                                     badge_inside=bool(badge)))
            for kind in TILE_KINDS:
                for index in range(4):
                    result.append(Sprite(f"tile:{seat}:{kind}:{index}", "tile", self.tile_rect(seat, kind, index), index < robot[kind], kind, Z_TILE))
            result.append(Sprite(f"pawn:{seat}", "pawn", self.pawn_rect(view, seat), True, seat, Z_PAWN))
        pile = self.card_rect_in(self.zone("bonus_pile"))
        for index in range(view["bonus_pile_size"]):
            rect = (pile[0] + index * 2, pile[1] - index * 2, pile[2], pile[3])
            result.append(Sprite(f"bonus:{index}", "card", rect, False, None, Z_PILE + index))
        return result

    # -- board ------------------------------------------------------------------------------------
    def _felt(self, size: tuple[int, int]) -> pygame.Surface:
        if size not in self._background:
            surface = pygame.Surface(size)
            w, h = size
            for y in range(0, h, 4):
                t = abs(y / max(h, 1) - 0.5) * 2
                colour = [round(a + (b - a) * t) for a, b in zip(theme.FELT, theme.FELT_DARK)]
                pygame.draw.rect(surface, colour, (0, y, w, 4))
            self._background = {size: surface}
        return self._background[size]

    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        assets, tr, s = self.ctx.assets, self.ctx.tr, viewport.scale
        self.turn_to(viewer)
        surface.fill(theme.BACKGROUND)
        table = viewport.rect((0, 0, *self.design_size))
        surface.blit(self._felt(table.size), table)
        # Each player's strip, with their colour and shape.
        for seat in (0, 1):
            x, y, w, h = self.seat_zone(seat, "play")
            strip = viewport.rect((8, y - 6, self.design_size[0] - 16, h + 12))
            pygame.draw.rect(surface, (20, 38, 40), strip, border_radius=viewport.px(12))
            pygame.draw.rect(surface, theme.SEAT_COLOURS[seat], strip, width=viewport.px(2), border_radius=viewport.px(12))
        for seat in (0, 1):
            for zone, label in (("play", tr("robot_duel.zone_play")), ("rest", tr("robot_duel.zone_rest")), ("reveal", tr("robot_duel.zone_reveal"))):
                draw_zone(surface, viewport, assets, self.card_rect_in(self.seat_zone(seat, zone)), label)
            self._draw_tiles_panel(surface, viewport, view, seat)
        pile = draw_zone(surface, viewport, assets, self.card_rect_in(self.zone("bonus_pile")))
        assets.draw_text(surface, f"★ {tr('robot_duel.bonus_pile')} ({view['bonus_pile_size']})", 11 * s, theme.TEXT_DIM,
                         (pile.centerx, pile.bottom + viewport.px(6)), "midtop")
        self._draw_track(surface, viewport, view)
        status = self.status_text(view, viewer)
        if status:
            box = viewport.rect(self.zone("message"))
            assets.draw_text(surface, status, 15 * s, theme.TEXT, box.midleft, "midleft", bold=True)

    def _draw_tiles_panel(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], seat: int) -> None:
        assets, tr, s = self.ctx.assets, self.ctx.tr, viewport.scale
        x, y, w, h = self.seat_zone(seat, "tiles")
        colour = theme.SEAT_COLOURS[seat]
        kind = self.ctx.config.seats[seat].kind
        who = f"{theme.SEAT_SHAPES[seat]} {self.seat_name(seat)}"
        if kind != "human":
            who += f"  ({tr('seat.computer')})"
        assets.draw_text(surface, who, 15 * s, colour, viewport.point((x + 4, y + 4)), "topleft", bold=True)
        robot = view["robots"][seat]
        for kind_name in TILE_KINDS:
            tx, ty, tw, th = self.tile_rect(seat, kind_name, 0)
            icon, tile_colour = TILE_LOOK[kind_name]
            label = f"{icon} {tr('robot_duel.' + kind_name)}"
            assets.draw_text(surface, label, 13 * s, theme.TEXT, viewport.point((x + 4, ty + th / 2)), "midleft")
            count_x = self.tile_rect(seat, kind_name, 3)[0] + tw + 10
            assets.draw_text(surface, f"{robot[kind_name]}/4", 13 * s, theme.TEXT_DIM, viewport.point((count_x, ty + th / 2)), "midleft", bold=True)

    def _draw_track(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        """The painted track (cached), then its numbers and the moon's name in the window's words."""
        assets, s = self.ctx.assets, viewport.scale
        stars = frozenset(view["track"]["stars"])
        colours = tuple(theme.SEAT_COLOURS[self.seat_at(place)] for place in (0, 1))
        painted, where = self.track_painter.track(viewport, stars, colours)
        surface.blit(painted, where)
        for (place, step), rect in self.spaces.items():
            if step in stars:
                continue  # the star on the pad says it
            box = viewport.rect(rect)
            label = "⌂" if step == 0 else str(step)
            assets.draw_text(surface, label, 12 * s, theme.TEXT_DIM, (box.centerx, box.top + viewport.px(9)), "center", bold=True)
        moon = viewport.rect(self.moon)
        assets.draw_text(surface, self.ctx.tr("robot_duel.moon"), 12 * s, theme.TEXT_DARK, (moon.centerx, moon.bottom - viewport.px(14)), "center", bold=True)

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        if sprite.kind == "pawn":
            draw_robot(surface, self.ctx.assets, sprite.data, rect, alpha)

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        tr = self.ctx.tr
        if view.get("outcome"):
            return ""
        if view["round"] == 0:
            return ""
        chosen = view["choices"]["committed"]
        waiting = [s for s in (0, 1) if str(s) not in chosen]
        if not view["choices"]["step"] or not waiting:
            return tr("robot_duel.status_resolving", round=view["round"])
        return tr("robot_duel.status_choose", round=view["round"], names=self.waiting_names(waiting))

    # -- events -----------------------------------------------------------------------------------
    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        tr = self.ctx.tr

        def tiles_at(seat: int, kind: str) -> tuple[float, float]:
            # over the middle of the row it counts on, and it stays there: rising from
            # its top it crossed into the row above ("+1 ◉" read on the Batteries)
            x, y, w, h = self.tile_rect(seat, kind, 1)
            return (x + w, y + h / 2)

        def pawn_at(seat: int, view: dict[str, Any]) -> tuple[float, float]:
            x, y, w, h = self.pawn_rect(view, seat)
            return (x + w / 2, y - 4)

        def reveal_at(seat: int) -> tuple[float, float]:
            x, y, w, h = self.seat_zone(seat, "reveal")
            return (x + w / 2, y + h / 2)

        match event:
            case ev.RoundStarted():
                # left of the reveal slots, between the table's message and the track: over the
                # moon it rose across the rival's "Revealed" slot (new-user trial F15)
                x, y, w, h = self.zone("message")
                return EventStyle(0.5, None, [Callout(tr("robot_duel.round", round=event.round), (x + w / 2, y + h + 60), theme.TEXT, 24, rise=6)])
            case ChoiceCommitted():
                return EventStyle(0.35, "card")
            case ChoicesRevealed():
                return EventStyle(0.8, "flip")
            case ev.CostPaid() | ev.TilesTurnedUp():
                sign = "-" if isinstance(event, ev.CostPaid) else "+"
                parts = [f"{sign}{n}{TILE_LOOK[k][0]}" for k, n in (("battery", event.battery), ("disk", event.disk)) if n]
                kind = "battery" if event.battery else "disk"
                colour = theme.WARN if sign == "-" else theme.GOOD
                return EventStyle(0.45, "tile", [Callout(" ".join(parts), tiles_at(event.seat, kind), colour, rise=3)] if parts else [])
            case ev.CardCopied():
                name = self.cards[event.copied].name.get(self.ctx.lang)
                return EventStyle(0.5, "flip", [Callout(tr("robot_duel.copies", card=name), reveal_at(event.seat), theme.ACCENT)])
            case ev.AttacksClashed():
                x, y, w, h = self.moon
                return EventStyle(0.6, "damage", [Callout(tr("robot_duel.clash"), (x + w / 2, y + h / 2), theme.WARN, 28)])
            case ev.AttackCountered():
                return EventStyle(0.7, "cancel", [Callout("✗", reveal_at(event.seat), theme.BAD, 72),
                                                  Callout(tr("robot_duel.countered"), reveal_at(event.seat), theme.BAD)])
            case ev.DamageTaken():
                # no "-0 ♥" when the Barrier took it all: it told nothing (as Mining War's "-0")
                callouts = [Callout(f"-{event.amount} ♥", tiles_at(event.seat, "health"), theme.BAD, 28, rise=3)] if event.amount else []
                if event.blocked:
                    callouts.append(Callout(tr("robot_duel.blocked", n=event.blocked), reveal_at(event.seat), theme.ACCENT))
                return EventStyle(0.6, "damage", callouts)
            case ev.MoveCancelled():
                # A stamp on the revealed card and a word at the pawn that stays put.
                return EventStyle(0.8, "cancel", [Callout("✗", reveal_at(event.seat), theme.BAD, 72),
                                                  Callout("✗ " + tr("robot_duel.move_cancelled"), pawn_at(event.seat, before), theme.BAD)])
            case ev.PawnMoved():
                return EventStyle(0.6, "move")
            case ev.BonusDrawn():
                return EventStyle(0.6, "bonus", [Callout("★", pawn_at(event.seat, after), theme.BONUS_GOLD, 30)])
            case ev.CardRested() | ev.CardReturned():
                return EventStyle(0.45, "card")
            case ev.DuelWon():
                return EventStyle(0.8)  # the end screen plays the fanfare
            case Undone():
                return EventStyle(0.35, "card", [Callout("↶", reveal_at(event.seat), theme.TEXT)])
        return EventStyle(0.3)

    # -- input ------------------------------------------------------------------------------------
    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        """The hand and the resting card, in the cards' fixed order: each card keeps its number
        from turn to turn (fourth new-user trial: Déplacement was 6, then 5 once the card before
        it went to rest, and 6 did nothing). The resting card keeps its place in the count but
        shows no number (fifth trial: a number on a card that cannot be played read wrong); its
        key says why it rests."""
        robot = view["robots"][seat]
        self._resting = robot["rest"]
        if not robot["hand"]:
            return []
        cards = list(robot["hand"]) + ([robot["rest"]] if robot["rest"] else [])
        return sorted(cards, key=lambda card: CARD_ORDER.index(card) if card in CARD_ORDER else len(CARD_ORDER))

    def wants_key_badge(self, key: str) -> bool:
        return key != self._resting

    def zoom_box(self, sprite: Sprite, size: tuple[float, float]) -> Optional[tuple[float, float, float, float]]:
        """Over the log, the track and both robots stay in sight (seventh new-user trial: the
        zoom of a hand card covered the track and the robot moving on it)."""
        return (*zoom_spot(self.zone("log"), size, self.design_size), *size)

    def drop_targets(self, seat: int) -> list[tuple[float, float, float, float]]:
        return [self.card_rect_in(self.seat_zone(seat, "play"))]

    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        x, y, w, h = self.seat_zone(seat, "play")
        margin = 30
        if x - margin <= design_pos[0] <= x + w + margin and y - margin <= design_pos[1] <= y + h + margin:
            return PlayCard(seat, sprite.data)
        return None

    def numbering_scope(self, view: dict[str, Any], seat: int) -> Hashable:
        """Numbers run 1, 2, 3... along the hand each round (thirteenth trial: kept all game, a
        card back from rest and a bonus card read 1 2 3 4 5 8 7)."""
        return view["round"]

    def drop_refusal(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[str]:
        """A hand card let go off the Play slot: why it cannot be played, or where it goes
        (thirteenth trial: dropped on the Revealed slot beside it, nothing was said)."""
        view = getattr(self, "view", None)
        if view is None or sprite.key not in (view["robots"][seat]["hand"] or []):
            return None
        return self.unplayable_reason(view, seat, sprite.key) or self.ctx.tr("robot_duel.drop_on_play")

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        return PlayCard(seat, sprite.data)

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        if not isinstance(command, PlayCard):
            return None
        return self.unplayable_reason(match.view(command.seat), command.seat, command.card)

    def _missing_cost(self, view: dict[str, Any], seat: int, key: str) -> Optional[tuple[Any, str, int]]:
        """(card, resource kind, amount) of the first cost the robot cannot pay for its hand card
        `key` now, or None (not in hand, already chosen, or affordable)."""
        robot = view["robots"][seat]
        if key not in (robot["hand"] or []) or view["choices"]["committed"].get(str(seat)) is not None:
            return None
        card = self.cards[card_type_of(key)]
        return next(((card, kind, amount) for kind, amount in card.cost.items() if robot[kind] < amount), None)

    def unplayable_mark(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """The cost the robot lacks, on the card (third new-user trial H17: Counter was greyed
        with no reason seen; the reason showed only on hover)."""
        missing = self._missing_cost(view, seat, key)
        if missing is None:
            return None
        _, kind, amount = missing
        return self.ctx.tr("table.needs", what=self._tiles(kind, amount))

    def _tiles(self, kind: str, amount: int) -> str:
        """"1 Batterie", "2 Batteries" (it read "il faut 2 Batterie": twenty-first trial)."""
        return self.ctx.tr(f"robot_duel.{kind}_count" if amount == 1 else f"robot_duel.{kind}_count_plural", n=amount)

    def unplayable_reason(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """A card the robot cannot pay for (or a copy with nothing resting to copy)."""
        robot = view["robots"][seat]
        tr, lang = self.ctx.tr, self.ctx.lang
        if key == robot["rest"] and robot["hand"] is not None:
            return tr("robot_duel.resting", card=self.cards[card_type_of(key)].name.get(lang))
        if key not in (robot["hand"] or []) or view["choices"]["committed"].get(str(seat)) is not None:
            return None
        card = self.cards[card_type_of(key)]
        missing = self._missing_cost(view, seat, key)
        if missing is not None:
            _, kind, amount = missing
            return tr("robot_duel.cannot_pay", card=card.name.get(lang), what=self._tiles(kind, amount), have=robot[kind])
        if card.copy and robot["rest"] is None:
            return tr("robot_duel.copy_needs_rest")
        return None
