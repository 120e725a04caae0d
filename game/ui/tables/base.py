"""What a game's table plugin provides to the generic table and replay scenes.

A plugin draws one game: it lays a view (`match.view(seat)`) out as sprites, draws the board
under them, styles each event's animation, and maps player gestures to commands. It never
changes game state. Write one per game in game/ui/tables/<game>.py and register it in
game/ui/tables/__init__.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Optional, Sequence

import pygame

from game.engine import Command, Event, Match, MatchConfig, Rules
from game.engine.records import ChoicesRevealed
from game.levels import Level, load_level
from game.ui import theme
from game.ui.assets import Assets
from game.ui.card_art import BackDesign, card_art
from game.ui.i18n import Translator
from game.ui.presenter import EventStyle, Sprite
from game.ui.viewport import Viewport
from game.ui.widgets.card import CardFace, CardPainter, TileFace, flipped
from game.ui.widgets.end_grid import EndGrid

HINT_SPILL = 30
"""Design units a long status may take from the hint's room under the message zone."""
HINT_ROOM = 60
"""Design height of the hint's room under the message zone (the table's buttons start below)."""
ZOOM_MARGIN = 6


def zoom_spot(zone: tuple[float, float, float, float], size: tuple[float, float], design: tuple[int, int]) -> tuple[float, float]:
    """The top-left of a zoom of `size` centred across `zone`, near its top, kept inside the
    design area (so inside the window, whatever its size: the viewport scales it whole)."""
    x, y, w, _ = zone
    left = min(max(0.0, x + (w - size[0]) / 2), design[0] - size[0])
    top = min(max(0.0, y + ZOOM_MARGIN), design[1] - size[1])
    return (left, top)


@dataclass(frozen=True)
class Interlude:
    """A short summary the table shows between rounds or Games (issue 19), over the board as it
    stands, until a click, Enter or Space. Built from public events and the public view only:
    it is shown to everyone at a shared screen; except one with `private_to`, what a single
    player saw by their own move (`TablePlugin.private_peek`), shown while that player holds
    the screen."""

    title: str
    lines: tuple[str, ...]
    button: str = ""
    """The label of its button ("" : the table's usual "Continue")."""
    keep_in_sight: tuple[tuple[float, float, float, float], ...] = ()
    """Design rects the panel should leave uncovered (the mission just scored), when it can."""
    private_to: Optional[int] = None
    """The one seat this is for (`TablePlugin.private_peek`): shown to the player who just
    moved, at the screen, before anyone else's turn; None: a public summary."""


@dataclass
class TableContext:
    assets: Assets
    painter: CardPainter
    tr: Translator
    rules: Rules
    config: MatchConfig

    @property
    def lang(self) -> str:
        return self.tr.lang


class TablePlugin:
    game_id = ""
    level_name = ""
    """The Tiled map of the table; "{players}" in it is replaced by the match's player count
    (one map per count, e.g. "maphr_{players}p")."""
    option_presets: tuple[tuple[str, dict[str, Any]], ...] = ()
    """Match options the New Game screen offers, as (UI string key, options); the first is the
    default. Empty: the game has no choices to offer."""

    held: Optional[str] = None
    """The key of the sprite being dragged or picked (set by the table scene before it asks
    `drop_targets`), so a plugin can highlight only where that one may go."""

    shared_events: tuple[type, ...] = (ChoicesRevealed,)
    """Events everyone at a shared screen watches (secret choices revealed; a game adds its new
    round): after one, a player's own view comes back only behind a curtain, even for the player
    who had the screen (seventh new-user trial: the reveal of both players' action tokens, then
    the same player's hand with no curtain, while the other still looked)."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        self.level: Level = load_level(self.level_name.format(players=ctx.config.player_count))
        self.viewport: Optional[Viewport] = None
        self.notice: Optional[str] = None
        """A message a click or a key left for the player (take_notice)."""
        self.numbers: dict[str, int] = {}
        """The acting seat's options and their number's index (badge_for_index), as the table
        scene gave them (StableNumbers): for labels a table draws itself (a button's number)."""

    @property
    def design_size(self) -> tuple[int, int]:
        return self.level.size

    def zone(self, name: str) -> tuple[float, float, float, float]:
        return self.level.find(name).rect

    warn_before_ruin = True
    """Ask before a legal move that ruins its player (the settings' switch, set by the table scene)."""
    stop_warning: Optional[Callable[[], None]] = None
    """Turns those questions off in the settings ("Yes, and don't ask again")."""

    keyed = False
    """True while `select_command` runs for a number key that acts at once (key_acts_at_once),
    not for Enter or a second click: a table may answer the two differently."""

    relayout = False
    """Set by a gesture that changed what the table shows without a command (a question asked,
    buttons that come and go): the scene lays the table out again and clears it."""

    bottom_seat = 0
    """The seat drawn at the bottom: the one whose view is on screen (else the first). The
    map's zones named p0_*, p1_*... are places around the table, p0 at the bottom; `spot`
    says which place a seat takes, the others following it in seat order."""

    def turn_to(self, viewer: Optional[int]) -> None:
        """The table turns to the seat at the screen: its hand and rows at the bottom, large,
        where nothing is cut by the window's edge; a spectator sees the first seat there."""
        seats = len(self.ctx.config.seats)
        if viewer is not None and 0 <= viewer < seats:
            self.bottom_seat = viewer
        else:
            public = self.public_bottom
            self.bottom_seat = public if public is not None and 0 <= public < seats else 0

    public_bottom: Optional[int] = None
    """Who sits at the bottom of the public view: at a shared screen, the last player whose view
    was shown (the table does not turn round while their move plays out for everyone); None
    (a replay, a spectator): the first seat."""

    def spot(self, seat: int) -> int:
        return (seat - self.bottom_seat) % len(self.ctx.config.seats)

    def seat_at(self, place: int) -> int:
        """The seat sitting at `place` (the inverse of `spot`)."""
        return (place + self.bottom_seat) % len(self.ctx.config.seats)

    def seat_zone(self, seat: int, part: str) -> tuple[float, float, float, float]:
        """The zone `part` (hand, base, panel...) of the place where `seat` sits now."""
        return self.zone(f"p{self.spot(seat)}_{part}")

    status_bottom: Optional[float] = None
    """Where (design y) the status drawn last ends, when it ran past its zone into the hint's
    room under it (draw_status); None: within its zone."""
    status_text_bottom: Optional[float] = None
    """Where (design y) the status drawn last ends, whether or not it filled its zone."""
    hint_follows_status = False
    """The hint starts right under the status's text, not under its zone: Mythos's status is
    mostly one line over a zone sized for its longest, and the hint under it shrank at x1.3."""

    def draw_status(self, surface: pygame.Surface, viewport: Viewport, status: str, size: float) -> None:
        """The status in the "message" zone, wrapped at `size` (scaled by the viewport); a long
        one takes up to HINT_SPILL more design units of the hint's room below, the hint moving
        down, before it shrinks: at text x1.3 the longest Maphr prompts shrank to the smallest
        type in the window (seventh new-user trial)."""
        self.status_bottom = self.status_text_bottom = None
        if not status:
            return
        assets = self.ctx.assets
        x, y, w, h = self.zone("message")
        font_size = size * viewport.scale
        rows = assets.wrap(status, font_size, viewport.px(w), True)
        needed = len(rows) * assets.font(font_size, True).get_linesize() / viewport.scale
        room = h if needed <= h + 2 else min(needed, h + HINT_SPILL)
        self.status_bottom = y + room if room > h else None
        self.status_text_bottom = y + min(needed, room)
        assets.draw_wrapped_shrinking(surface, status, font_size, theme.TEXT, viewport.rect((x, y, w, room)), bold=True)

    def zone_or(self, name: str, default: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        return self.level.find(name).rect if self.level.has(name) else default

    def seat_name(self, seat: int) -> str:
        return self.ctx.config.seats[seat].name

    def waiting_names(self, seats) -> str:
        """Who a step waits for, people only: a computer seat still to choose is shown thinking
        by the table ("on attend Ana, Bob" named the computer beside the person: fifth trial).
        Computers are named only when nobody else is waited for."""
        people = [s for s in seats if not self.ctx.config.seats[s].is_computer]
        return ", ".join(self.seat_name(s) for s in (people or seats))

    # -- drawing: every plugin implements these ---------------------------------------------------
    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        """Everything that moves or turns over, laid out for this view."""
        raise NotImplementedError

    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        """The table under the sprites: background, track, zone frames, names, counters."""
        raise NotImplementedError

    def card_face(self, data: Any) -> Optional[CardFace]:
        return None

    def tile_face(self, data: Any, face_up: bool) -> TileFace:
        return TileFace("?", (120, 120, 120), face_up)

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        """Kinds other than "card" and "tile" (pawns, markers)."""

    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        return EventStyle()

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        return ""

    # -- input: gestures to commands ----------------------------------------------------------------
    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        """Keys of the sprites `seat` may pick up, in order (the number keys, then Shift with them, choose among them)."""
        return []

    def numbering_scope(self, view: dict[str, Any], seat: int) -> Hashable:
        """Within what an option keeps its number while the seat acts (StableNumbers): a
        table whose steps list different options names the step."""
        return None

    def clickable_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        """Keys of the sprites `seat` may press or drag: the numbered ones and any the mouse
        alone reaches (Mining War's Bitcoins in play, marked to pay with)."""
        return self.hand_keys(view, seat)

    def drop_command(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[Command]:
        """The command for dropping `sprite` at `design_pos`, or None when that is no target."""
        return None

    def drop_refusal(self, seat: int, sprite: Sprite, design_pos: Sequence[float]) -> Optional[str]:
        """Why dropping `sprite` at `design_pos` (no target: drop_command gave None) does
        nothing, said to the player; None: the card just goes back."""
        return None

    def select_command(self, seat: int, sprite: Sprite) -> Optional[Command]:
        """The command for choosing `sprite` by click or keyboard, then Enter."""
        return None

    def clicked(self, seat: int, sprite: Sprite) -> "Optional[Command | bool]":
        """A single click on a pickable sprite: a command to play at once, True when the plugin
        handled it itself (a mark toggled), None for the usual pick (a second click acts).
        Buttons and chips act on the first click (a button that only lights up looks dead);
        cards keep the pick, so a card can be chosen first and its target after."""
        if sprite.kind in ("button", "chip"):
            command = self.select_command(seat, sprite)
            return command if command is not None else True
        return None

    def drop_targets(self, seat: int) -> list[tuple[float, float, float, float]]:
        """Where a picked-up sprite may go (highlighted while dragging)."""
        return []

    def key_command(self, seat: int, sprite: Any, key: int) -> Optional[Command]:
        """A letter key's move for the picked card `sprite` (To The Moon: S stores it); None:
        the key does nothing here."""
        return None

    def handle_input(self, seat: int, event: pygame.event.Event) -> bool:
        """A key or wheel event while `seat` may act (turn the held piece...): True when used."""
        return False

    def highlight_rect(self, key: str) -> Optional[tuple[float, float, float, float]]:
        """A place the guided game's coach may light that is no sprite (design rect, or None):
        "zone:NAME", a zone of the table's map."""
        if key.startswith("zone:") and self.level.has(key[5:]):
            return self.zone(key[5:])
        return None

    def unplayable_reason(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """Why the seat's hand card `key` cannot be played now (None: it can, or the table does
        not say): the table dims it and shows the reason when it is hovered."""
        return None

    def unkeyed_hand(self, view: dict[str, Any], seat: int) -> list[str]:
        """Hand cards that take no number now but lie in sight: dimmed with their reason like the
        numbered ones (Mining War's fighters in the combat looked playable: nineteenth trial)."""
        return []

    def unplayable_dims(self, view: dict[str, Any], seat: int, key: str) -> bool:
        """Whether a card with an `unplayable_reason` is dimmed (False: it may still do
        something, a To The Moon Attack with no target that can be Stored: its mark says what)."""
        return True

    def unplayable_mark(self, view: dict[str, Any], seat: int, key: str) -> Optional[str]:
        """A few words written across a dimmed hand card, read without hovering it ("needs 2
        Disk"); None: the card is only dimmed (its reason shows on hover)."""
        return None

    def idle_command(self, own_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
        """The seat at the screen can do nothing in this step but end it: the command that ends
        it, played for it after a moment (None: let the player act). Its own view and legal
        commands may decide it: only that player has the screen, and the log reads the same
        as a click."""
        return None

    def idle_wait(self, own_view: dict[str, Any]) -> float:
        """How many times the usual moment (IDLE_DELAY) the step is shown before `idle_command`
        plays: longer where it ends the turn and the screen may pass on with its message."""
        return 1.0

    def idle_toast(self, own_view: dict[str, Any], seat: int) -> str:
        """What the toast says when `idle_command` played."""
        return self.ctx.tr("table.forced", name=self.seat_name(seat))

    def forced_toast(self, name: str, public_view: dict[str, Any]) -> str:
        """What the toast says when `forced_command` played for the seat named `name`."""
        return self.ctx.tr("table.forced", name=name)

    def curtain_answer(self, public_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[tuple[str, Command]]:
        """An answer the seat may give on its curtain without its hand showing, with its label:
        one legal whatever the hand holds (play no impediment, make no offer, let the Attack
        through), so offering it tells nothing. None: the seat lifts the curtain to answer."""
        return None

    def watched_by_all(self, event: Event) -> bool:
        """Whether everyone at a shared screen watches `event` (one of `shared_events`)."""
        return isinstance(event, self.shared_events)

    def first_at_screen(self, public_view: dict[str, Any], waiting: list[int]) -> int:
        """Which of several humans asked at once (a secret choice each) has the screen first when
        nobody holds it: a table whose next step starts with one of them puts that one last, who
        then goes on without a curtain. Public facts only decide it."""
        return waiting[0]

    def forced_command(self, public_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
        """The command a human seat would be made to click although it has no choice, played
        for it (None: let the player act). Only what the spectator's view shows may decide it:
        a move played by itself because of a hidden card would tell everyone about that card."""
        return None

    def played_notice(self, match: Any, first: int, command: Command) -> Optional[str]:
        """A word on what the rules did by themselves after `command` (its entries from `first`):
        an action ended short of its limit, and why. Only what everyone may know (the screen may
        be shared by then). None: nothing to say."""
        return None

    def hover_target(self, key: str) -> Optional[str]:
        """The key of the table's sprite that the choice `key` (a chip, a button) names, ringed
        while the choice is hovered (None: it names none)."""
        return None

    def hover_note(self, view: dict[str, Any], design_pos: Sequence[float]) -> Optional[str]:
        """What a word of the board under the mouse (no sprite there) means, shown beside the
        pointer: a Maphr clan's power (twentieth trial: a miner cost 3 to one clan, 5 to the
        other, and hovering the clan's name said nothing). None: nothing to say there."""
        return None

    def hint_key(self, keys: list[str]) -> str:
        """The translation key of the line under the table's message, for the choices `keys`
        the acting seat has: by default, drag a card or type its number."""
        return "table.hint"

    def wants_key_badge(self, key: str) -> bool:
        """Whether the table draws the number key over the sprite `key` (False: the sprite
        shows its number itself, as a labelled chip does)."""
        return True

    summaries_optional = True
    """Its summaries between rounds follow the "Summary after each round" setting (False: they
    carry what the table no longer shows, as a series' results between games)."""

    def enter_hint(self, view: dict[str, Any], seat: int, sprite: Sprite) -> Optional[str]:
        """What Enter does with `sprite`, picked by its number, when it is not plain (a card
        that may go more than one way); None: the table's usual hint."""
        return None

    def enter_command(self, seat: int) -> "Optional[Command | bool]":
        """What Enter does with nothing picked: the step's confirmation, when its buttons built
        one (a command; True: only the table changed), else None."""
        return None

    def enter_puts_down(self, key: str) -> bool:
        """Whether Enter on the picked `key`, sending nothing, put it where it goes (a card into
        a box): it is then no longer picked, and the next Enter is the step's (enter_command)."""
        return False

    def key_needs_a_pick(self, key: int) -> Optional[str]:
        """What to say when `key`, which acts on a picked card (key_command), comes with none
        picked; None: the key means nothing here."""
        return None

    def take_notice(self) -> Optional[str]:
        """A message a click left for the player (why it did nothing), said once."""
        notice, self.notice = self.notice, None
        return notice

    def toast_y(self) -> Optional[float]:
        """Where the table's messages stand (design y of their centre), when a place of its own
        suits them better than above the hand; None: the scene's place."""
        return None

    def key_acts_at_once(self, key: str) -> bool:
        """Whether typing the number of `key` acts at once, as a click on it does (an answer to
        a question), rather than picking it for Enter (a card, which goes somewhere)."""
        return False

    def lettered_keys(self) -> dict[str, str]:
        """Sprites pressed by a key of their own rather than a number (a button's letter, or ↵
        for Enter), with that key, drawn on them as number keys are."""
        return {}

    strip_height = 0
    """How much of a card in a column shows above the next one (design pixels; the "strip" anchor)."""

    def key_badge_anchor(self, key: str) -> str:
        """Where the number key of `key` sits: "above" the sprite (a card); on its "left" (a miner
        token, whose "+" a key on it hid); at the right end of its "strip" (a card in a column,
        whose lower part the next card covers: under its name, ending `strip_height` design
        pixels down from its top); on its "art" (under the title, on the picture: a hand
        card just below another zone's edge); "below" it (a coin, too small to carry a key
        without hiding it); or "over_corner" (just above its top right corner: a card in a box,
        under the box's name)."""
        return "above"

    def lifts(self, key: str) -> bool:
        """Whether the sprite `key` rises when hovered or chosen (False: it stays put, as a
        button must, so a second click lands where the first did)."""
        return True

    def chosen_target_rect(self) -> Optional[tuple[float, float, float, float]]:
        """The lit place the keys chose for the picked card, where Enter sends it (drawn in
        gold over the lit places), or None."""
        return None

    def zoom_box(self, sprite: Sprite, size: tuple[float, float]) -> Optional[tuple[float, float, float, float]]:
        """The design rect (x, y, w, h) the zoom of `sprite` fills: where it goes and how large it
        is (at most `size`, in the same proportions, where a table has less room). None: beside
        the sprite at `size`, as usual."""
        return None

    def glossary_avoid(self, sprite: Optional[Sprite]) -> list[tuple[float, float, float, float]]:
        """Design rects the meanings beside a zoom must leave in sight (the hovered card is
        always kept in sight)."""
        return []

    coached = False
    """A guided game's coach explains each move: aids of the table's own that say the same
    (Maphr's meanings of the action tokens) stay off, clear of its arrow."""

    explains_zoom = True
    """Whether a zoomed card's keywords and symbols are explained beside it (maphr's right-hand
    column has no room left beside its zoom: its terms are on the how-to-play page)."""

    def interlude(self, events: Sequence[Event], index: int, public_view: Callable[[], dict[str, Any]],
                  describe: Callable[[Event], str]) -> Optional[Interlude]:
        """A summary to show once `events[index]` has been played out, or None (the default).

        `events` are the game's events up to the last one the table is presenting now (a command
        and what followed it), each as the public sees it (`seen_by(PUBLIC)`), so a summary may
        gather what happened across several commands; `public_view()` is the view of
        nobody in particular right after `events[index]`; `describe(event)` its public log line
        with the players' names. Nothing else may go into the summary: it is shown to all."""
        return None

    def pile_cards(self, view: dict[str, Any], key: str) -> Optional[tuple[str, list[Sprite]]]:
        """A discard pile clicked (by any card of it on the table): its title and every card in
        it as face-up sprites, the latest first (the pile view spreads them: PileScene); None
        for any other sprite. From `view`, the one on screen: only what the viewer may see."""
        return None

    def taken_back(self, commands: Sequence[Command]) -> None:
        """The seat's own commands an Undo just took back (oldest first): a table may set its
        controls up again as they were (a Maphr offer comes back to its panel)."""

    def private_peek(self, events: Sequence[Event], seat: int,
                     views: Optional[Callable[[], tuple[dict[str, Any], dict[str, Any]]]] = None) -> Optional[Interlude]:
        """What `seat` alone learned by its own move (`events`: the move's, as `seat` saw them;
        `views()`: its own view before and after it, worked out only when asked), shown to that player at once,
        while they still have the screen: after a move of several events a shared screen shows
        the public table, where it cannot be seen. None: nothing."""
        return None

    def draw_over_end(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        """What the end screen shows above its shade besides who won and the grid (end_grid)."""

    def end_grid(self, events: Sequence[Event], view: dict[str, Any]) -> Optional[EndGrid]:
        """The game in figures for the end screen, one column per player (None: no grid).
        `events` are the whole log as everyone saw it and `view` the public view at the end:
        nothing a player kept hidden goes into the grid."""
        return None

    end_grid_hugs_panel = True
    """The end screen's grid stands on the panel's top edge (False: at the top of its area, a
    place of the table's own, as Maphr's score sheet)."""

    def end_grid_area(self) -> tuple[float, float, float, float]:
        """Where the grid may go: above the end screen's panel (which starts 150 above the middle)."""
        w, h = self.design_size
        return (w / 2 - 330, 8, 660, h / 2 - 150 - 16)

    def card_names(self) -> dict[str, str]:
        """English card names -> their names in the UI language, for the refusal reasons the
        rules write in English (every game's card data names each card in both languages)."""
        lang = self.ctx.lang
        if getattr(self, "_card_names", (None,))[0] != lang:
            cards = getattr(self.ctx.rules, "cards", None)
            kinds = list(cards.values()) if isinstance(cards, dict) else [
                kind for part in ("cards", "bonuses", "types", "characters", "missions") for kind in getattr(cards, part, {}).values()]
            names: dict[str, str] = {}
            for kind in kinds:
                name = getattr(kind, "display_name", None) or getattr(kind, "name", None)
                if isinstance(name, dict) and "en" in name:
                    names[name["en"]] = name.get(lang, name["en"])
            self._card_names = (lang, names)
        return self._card_names[1]

    def why_not(self, match: Match, command: Command) -> Optional[str]:
        """A reason the player reads when `command` is illegal, in the UI language."""
        return None

    def ruin_warning(self, view: dict[str, Any], command: Command) -> Optional[tuple[str, str]]:
        """(the question naming the move, why it harms its own player) for a legal `command`,
        asked before it is sent while the warnings are on (issue 20: the rules stay untouched,
        the table asks); None: send it."""
        return None

    def zoom_notes(self, sprite: Sprite) -> list[str]:
        """Lines about this card where it lies, shown with its zoom before the terms' meanings
        (Mythos: where a character's power comes from)."""
        return []

    def zoom_image(self, sprite: Sprite, size: tuple[int, int]) -> Optional[pygame.Surface]:
        """The zoom of `sprite` drawn by the table itself at `size` pixels (None: its zoom_face,
        by the card painter): a piece whose picture is its meaning (Maphr's tiles)."""
        return None

    def zoom_face(self, sprite: Sprite) -> Optional[CardFace]:
        """The face shown large when hovering `sprite` (None: no zoom)."""
        if sprite.kind == "card" and sprite.data is not None:
            return self.card_face(sprite.data)
        return None

    # -- generic sprite drawing ---------------------------------------------------------------------
    def draw_sprite(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, design_rect: Sequence[float],
                    flip: Optional[float], alpha: int) -> None:
        rect = viewport.rect(design_rect)
        if rect.width < 2 or rect.height < 2:
            return
        if sprite.kind == "card":
            image = self.ctx.painter.card(self.card_face(sprite.data), rect.size, sprite.face_up, bonus_back=self.is_bonus_back(sprite),
                                          back=self.back_design(sprite))
        elif sprite.kind == "tile":
            image = self.ctx.painter.tile(self.tile_face(sprite.data, sprite.face_up), rect.size)
        else:
            self.draw_custom(surface, viewport, sprite, rect, alpha)
            return
        if flip is not None:
            image = flipped(image, flip)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        if sprite.kind == "card" and flip is None:
            shadow = rect.move(viewport.px(2), viewport.px(3))
            pygame.draw.rect(surface, (10, 16, 20), shadow, border_radius=viewport.px(7))
        surface.blit(image, image.get_rect(center=rect.center))
        if sprite.badge and flip is None:
            assets = self.ctx.assets
            below = (rect.centerx, rect.bottom + viewport.px(2))
            # under the card only with room to spare: at the bottom seat the label ran over the
            # seat's frame and the window's edge ("= Move" cut, new-user trial F14)
            if not sprite.badge_inside and below[1] + assets.font(11 * viewport.scale, True).get_linesize() + viewport.px(8) <= surface.get_height():
                assets.draw_text(surface, sprite.badge, 11 * viewport.scale, (255, 255, 255), below, "midtop", bold=True)
            else:
                # no room under the card (a pile at the window's bottom edge): on its lower edge, on a pill
                label = assets.text(sprite.badge, 11 * viewport.scale, (255, 255, 255), bold=True)
                pill = label.get_rect(midbottom=(rect.centerx, rect.bottom - viewport.px(4))).inflate(viewport.px(10), viewport.px(2))
                pygame.draw.rect(surface, (16, 20, 28), pill, border_radius=pill.height // 2)
                assets.draw_text(surface, sprite.badge, 11 * viewport.scale, (255, 255, 255), pill.center, "center", bold=True)

    def is_bonus_back(self, sprite: Sprite) -> bool:
        return False

    # -- pictures (assets/cards/<game>.icons.toml) --------------------------------------------------
    def art(self, card_id: object) -> str:
        """The icon a card shows ("" for none)."""
        return card_art(self.game_id).icon(card_id)

    def back_design(self, sprite: Optional[Sprite] = None) -> BackDesign:
        """The back of this game's cards (its bonus cards' back when `sprite` is one)."""
        art = card_art(self.game_id)
        return art.bonus_back if sprite is not None and self.is_bonus_back(sprite) else art.back
