"""The Mythos table: the four mission slots D, C, B, A between the players, each side's
characters under them, hands, decks, discard piles, chakra and points; laid out from
levels/mythos.tmx by zone name.

Gestures: drag a hand card onto a mission side to play it face up (hidden when the "Hidden"
chip is on); drop it on one's own face-up character of the same name to upgrade; pick one's own
hidden character and press Enter (or click it again) to reveal it. Pass, mulligans and the
answers to effects are chips in the choices zone (a number key or a click picks one, Enter sends
it).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Optional, Sequence

import pygame

from game.elision import elide
from game.engine import Command, Event
from game.rules.mythos import events as ev
from game.rules.mythos.commands import ChooseOption, RevealCharacter
from game.ui import theme
from game.ui.number_keys import badge_for_index
from game.ui.presenter import Callout, EventStyle, Sprite
from game.ui.tables.base import Interlude, TableContext, TablePlugin
from game.ui.tables.end_figures import mythos_grid
from game.ui.tables.mythos.choices import ChoiceChips
from game.ui.tables.mythos.faces import CHAKRA, MINUS, POWER, WORDS, mythos_card_face, power_note
from game.ui.tables.mythos.fizzle import fizzle_warning
from game.ui.tables.mythos.gestures import MythosGestures
from game.ui.tables.mythos.hidden import STRIP, HiddenMarks
from game.ui.tables.mythos.moot import forced_pass, moot_answer
from game.ui.tables.mythos.peek import peek_interlude
from game.ui.tables.mythos.prompt import asked_effect
from game.ui.tables.mythos.missions import MissionRow, rank_of
from game.ui.viewport import Viewport
from game.ui.widgets.end_grid import EndGrid
from game.ui.widgets.card import CardFace
from game.ui.widgets.hand import centred, hand_rects
from game.ui.widgets.zone import draw_zone

CARD_W, CARD_H = 64, 92
"""A character on a mission side, in a pile; a hand's cards are as high as its zone leaves room."""
HAND_LEAST = 0.56
"""A large hand's cards are drawn down to this share of their size before they overlap (ten
cards fit the hand's row side by side: overlapping, each hid the next one's power)."""
SMALL_STEP = STRIP
"""Vertical step between the characters stacked on one side of a mission."""
ROWS_PER_COLUMN = 3
SIDE_BADGE = 8
"""Room left between the other side's characters and the row of missions for their badges (power, keys)."""
SIDE_TOP = 4
"""Room above the characters of the side at the screen (its power lines need the room below)."""
Z_SIDE, Z_MISSION, Z_PILE, Z_HAND, Z_CHIP = 3, 2, 1, 10, 20


class MythosTable(MythosGestures, HiddenMarks, ChoiceChips, TablePlugin):
    game_id = "mythos"
    level_name = "mythos"
    # Nothing the table does by itself is a moment everyone watches: the redraws revealed and a
    # round's start are in the log, and each mission's summary is read by all. The player at the
    # screen who acts next goes on without a curtain (twenty-third trial F4: "Bob, à vous" to Bob,
    # who had just redrawn and played first).
    shared_events = ()
    hint_follows_status = True  # its status is mostly one line (TablePlugin.hint_follows_status)

    def first_at_screen(self, public_view: dict[str, Any], waiting: list[int]) -> int:
        """The redraw is decided by the Edge holder last, who plays first and goes on."""
        edge = public_view.get("edge")
        return next((seat for seat in waiting if seat != edge), waiting[0])

    def end_grid(self, events: Sequence[Event], view: dict[str, Any]) -> Optional[EndGrid]:
        return mythos_grid(events, view, self.ctx.tr)

    def pile_cards(self, view: dict[str, Any], key: str) -> Optional[tuple[str, list[Sprite]]]:
        if not key.startswith("discard:"):
            return None
        seat = int(key.partition(":")[2])
        pile = view["players"][seat]["discard"]
        cards = [Sprite(f"pile:{i}", "card", (0, 0, CARD_W, CARD_H), True, ("char", version, seat)) for i, version in enumerate(reversed(pile))]
        return f"{self.word('discard')} — {self.seat_name(seat)} ({len(cards)})", cards

    def private_peek(self, events: Sequence[Event], seat: int,
                     views: Optional[Callable[[], tuple[dict[str, Any], dict[str, Any]]]] = None) -> Optional[Interlude]:
        return peek_interlude(self.cards, self.ctx.lang, self.ctx.tr, events, seat, self.seat_name)

    def interlude(self, events: Sequence[Event], index: int, public_view: Callable[[], dict[str, Any]],
                  describe: Callable[[Event], str]) -> Optional[Interlude]:
        """Once a mission phase is over (the round ends, or the game): each mission's two totals
        and who won its points, then the scores. One summary for the phase, in the middle of the
        board: one per mission was four clicks in a row in the fourth round, and when a SCORE
        effect's answer came between two missions, a second box, placed elsewhere (new-user trial
        F39, F44)."""
        event = events[index]
        if not isinstance(event, (ev.RoundEnded, ev.GameWon)):
            return None
        evaluated = []
        for earlier in reversed(events[:index + 1]):
            if isinstance(earlier, ev.MissionPhaseStarted):
                break
            if isinstance(earlier, ev.MissionEvaluated):
                evaluated.insert(0, earlier)
        if not evaluated:
            return None
        tr = self.ctx.tr
        view = public_view()
        points = [view["players"][s]["points"] for s in (0, 1)]
        lines = (*(describe(e) for e in evaluated),
                 tr("mythos.summary_points", name0=self.seat_name(0), points0=points[0], name1=self.seat_name(1), points1=points[1]))
        title = "mythos.summary_title" if len(evaluated) == 1 else "mythos.summary_title_many"
        return Interlude(tr(title, round=view["round"]), lines)  # the round ends: its number is still this one

    def __init__(self, ctx: TableContext):
        super().__init__(ctx)
        self.cards = ctx.rules.cards  # type: ignore[attr-defined]
        self.mission_row = MissionRow()
        self.hidden_mode = False
        self._hidden_mode_seat: Optional[int] = None
        self._hidden_before: dict[int, list[str]] = {}
        """Each seat's hidden characters when its keys were last made, in the order they went down
        hidden: one more means a hidden play."""
        """The seat that set the toggle: it goes back to off when another seat has the screen (at a
        shared screen the next player's card went down face down, new-user trial F34)."""
        self._chip_commands: dict[str, "Command | str | None"] = {}
        self._card_answers: dict[str, ChooseOption] = {}
        """The hand's cards that answer the effect asked (card_answers), as hand_keys last read them."""
        """Chip key -> its command; None: the Hidden toggle; "never" / "cancel": answers to the last-round warning."""
        self._own_hidden: set[str] = set()
        """The acting seat's hidden characters (picked to be revealed)."""
        self._power_notes: dict[str, str] = {}
        self._covered: set[str] = set()
        """Character id -> where its power comes from (`power_note`), for its zoom."""
        self.confirm_pass = False
        """Pass was pressed in the last round with cards still playable: the chips ask first."""

    def word(self, key: str, **values: Any) -> str:
        # elided as the translations are: "l'effet d'Ana" (twenty-second trial: "de Ana")
        return elide(WORDS.get(self.ctx.lang, WORDS["en"])[key].format(**values), self.ctx.lang)

    def zoom_notes(self, sprite: Sprite) -> list[str]:
        note = self._power_notes.get(sprite.key, "")
        return [note] if note else []

    # -- cards ------------------------------------------------------------------------------------
    def card_face(self, data: Any) -> Optional[CardFace]:
        if not data:
            return None
        owner = data[2] if data[0] != "mission" else None
        return mythos_card_face(self.cards, data[1], self.ctx.lang, self.art, owner)

    # -- layout -----------------------------------------------------------------------------------
    def _is_covered(self, seat: int, index: int, count: int) -> bool:
        """Whether the character at `index` of a side of `count` has the next card of its column
        over its lower part: all but the front one (the last of the column on the far side, the
        first on one's own, which stand on top)."""
        column, row = divmod(index, ROWS_PER_COLUMN)
        rows = min(ROWS_PER_COLUMN, count - column * ROWS_PER_COLUMN)
        return row != (rows - 1 if self.spot(seat) == 0 else 0)

    def side_rects(self, mission: int, seat: int, count: int) -> list[tuple[float, float, float, float]]:
        """Characters in a column that grows away from the mission card, in more columns if crowded."""
        x, y, w, h = self.zone(f"side_{mission}_{self.spot(seat)}")
        rects = []
        for index in range(count):
            # three to a column: a fourth ran its Power line out of the zone, under the hand's
            # number keys (new-user trial F45)
            column, row = divmod(index, ROWS_PER_COLUMN)
            # left of the mission card (never under it: the badges above and below a card would
            # cover the mission's text), away from the row of missions by a badge's height
            cx = x + 8 + column * (CARD_W + 8)
            cy = (y + h - CARD_H - SIDE_BADGE - row * SMALL_STEP) if self.spot(seat) == 1 else (y + SIDE_TOP + row * SMALL_STEP)
            rects.append((cx, cy, CARD_W, CARD_H))
        return rects

    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.turn_to(viewer)
        if viewer is not None and viewer >= 0 and viewer != self._hidden_mode_seat:
            self.hidden_mode, self._hidden_mode_seat = False, viewer
        if viewer is None or viewer < 0:
            # the public table marks no pick (thirteenth trial: "✓ choisie" stayed on a card
            # played hidden, over the round's summary); hand_keys marks it again for its chooser
            self._chosen = None
        result: list[Sprite] = []
        for seat, player in enumerate(view["players"]):
            hand = self.seat_zone(seat, "hand")
            rects = hand_rects(hand, player["hand_size"], fitted(hand, margin=4), gap=6, least_scale=HAND_LEAST)
            for index, rect in enumerate(rects):
                if player["hand"] is not None:
                    card = player["hand"][index]
                    result.append(Sprite(card["id"], "card", rect, True, ("char", card["version"], seat), Z_HAND + index))
                else:
                    result.append(Sprite(f"hand:{seat}:{index}", "card", rect, False, None, Z_HAND + index))
            deck = centred(self.seat_zone(seat, "deck"), fitted(self.seat_zone(seat, "deck")))
            if player["deck_size"]:
                # the pile's name with its count: the card covers the name written in its zone
                result.append(Sprite(f"deck:{seat}", "card", deck, False, None, Z_PILE, f"{self.word('deck')} {player['deck_size']}"))
            if player["discard"]:
                top = player["discard"][-1]
                result.append(Sprite(f"discard:{seat}", "card", centred(self.seat_zone(seat, "discard"), fitted(self.seat_zone(seat, "discard"))),
                                     True, ("char", top, seat), Z_PILE, f"{self.word('discard')} {len(player['discard'])}"))
        if view["mission_deck_size"]:
            result.append(Sprite("mission_deck", "card", centred(self.zone("mission_deck"), (CARD_W, CARD_H)), False, None,
                                 Z_PILE, str(view["mission_deck_size"])))
        self._covered = set()
        for index, mission in enumerate(view["missions"]):
            rect = self.zone(f"mission_{index}")  # as large as its slot: at 80 wide its text was ~7 px (second trial G1)
            result.append(Sprite(f"mission:{index}", "card", rect, True, ("mission", mission["key"]), Z_MISSION))
            for seat, side in enumerate(mission["sides"]):
                for row, (char, rect) in enumerate(zip(side["characters"], self.side_rects(index, seat, len(side["characters"])))):
                    known = char["stack"][-1] if char["stack"] else None
                    printed = self.cards.characters[known].power if known and not char["hidden"] else 0
                    change = char["power"] - printed
                    # the change from the printed power, said on the card; the zoom says where it comes from
                    badge = f"{char['power']}{POWER}" + (f" ({'+' if change > 0 else MINUS}{abs(change)})" if change else "")
                    self._power_notes[char["id"]] = power_note(self.cards, self.ctx.lang, char["power"], char.get("power_parts", []))
                    if char["hidden"] and known:
                        badge = "◐ " + badge  # a hidden card this seat knows (its own, looked at, or hidden in sight)
                    data = ("char", known, char["owner"]) if known else None
                    z = Z_SIDE + (row if self.spot(seat) == 0 else -row)
                    result.append(Sprite(char["id"], "card", rect, bool(known), data, z, badge))
                    if self._is_covered(seat, row, len(side["characters"])):
                        self._covered.add(char["id"])
        chips = _chips_off_the_hand(self.chips(view, viewer), self.card_answers(view, viewer))
        for (index, label), rect in zip(chips, self.chip_rects(len(chips))):
            result.append(Sprite(f"chip:{index}", "chip", rect, True, label, Z_CHIP))
        return result

    def card_answers(self, view: dict[str, Any], seat: Optional[int]) -> dict[str, ChooseOption]:
        """An effect's answers that are cards of the seat's own hand, by card: they are picked
        on the cards themselves (eleventh trial: six cramped chips, "Sable · main 2", while the
        hand below carried no number)."""
        prompt = view.get("prompt")
        if seat is None or seat < 0 or not prompt or prompt["seat"] != seat:
            return {}
        hand = {card["id"] for card in view["players"][seat]["hand"] or []}
        answers = {option.partition(":")[2]: ChooseOption(seat, option) for option in prompt["options"] if option.startswith("card:")}
        return {card: command for card, command in answers.items() if card in hand}


    # -- board ------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        assets, s = self.ctx.assets, viewport.scale
        self.turn_to(viewer)
        surface.fill(theme.BACKGROUND)
        pygame.draw.rect(surface, theme.FELT, viewport.rect((0, 0, *self.design_size)))
        for index in range(4):
            mission = view["missions"][index] if index < len(view["missions"]) else None
            for seat in (0, 1):
                top = self.spot(seat) == 1
                box = draw_zone(surface, viewport, assets, self.zone(f"side_{index}_{self.spot(seat)}"), colour=theme.SEAT_COLOURS[seat])
                if mission:
                    power = mission["sides"][seat]["power"]
                    anchor = (box.right - viewport.px(6), box.bottom - viewport.px(4)) if top else (box.right - viewport.px(6), box.top + viewport.px(4))
                    assets.draw_text(surface, f"{power}{POWER}", 16 * s, theme.TEXT, anchor, "bottomright" if top else "topright", bold=True)
            self.mission_row.draw_slot(surface, viewport, assets, self.zone(f"mission_{index}"), rank_of(mission, index), bool(mission))
        draw_zone(surface, viewport, assets, self.zone("mission_deck"), self.word("missions_left"))
        for seat in (0, 1):
            # a pile's name is under its top card, with the count: in the zone it peeked out round the card
            player = view["players"][seat]
            draw_zone(surface, viewport, assets, self.seat_zone(seat, "deck"), "" if player["deck_size"] else self.word("deck"))
            draw_zone(surface, viewport, assets, self.seat_zone(seat, "discard"), "" if player["discard"] else self.word("discard"))
            self._draw_panel(surface, viewport, view, seat)
        self.draw_status(surface, viewport, self.status_text(view, viewer), 12)

    def _draw_panel(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], seat: int) -> None:
        assets, s = self.ctx.assets, viewport.scale
        x, y, w, h = self.seat_zone(seat, "panel")
        box = viewport.rect((x, y, w, h))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=viewport.px(8))
        pygame.draw.rect(surface, theme.SEAT_COLOURS[seat], box, width=viewport.px(2), border_radius=viewport.px(8))
        player = view["players"][seat]
        name = f"{theme.SEAT_SHAPES[seat]} {self.seat_name(seat)}"
        assets.draw_text(surface, name, 15 * s, theme.SEAT_COLOURS[seat], viewport.point((x + 8, y + 6)), "topleft", bold=True)
        assets.draw_text(surface, f"{CHAKRA} {player['chakra']}    ★ {player['points']} {self.word('points')}", 15 * s,
                         theme.TEXT, viewport.point((x + 8, y + 34)), "topleft", bold=True)
        extra = self.word("passed") if player["passed"] and view["phase"] == "action" else ""
        assets.draw_text(surface, extra, 12 * s, theme.TEXT_DIM, viewport.point((x + 8, y + 64)), "topleft")
        if view["edge"] == seat and not extra:
            # what the token does, beside it: the bare word "Edge" said nothing (sixth trial)
            note = viewport.rect((x + 8, y + 58, w - 70, h - 60))
            assets.draw_wrapped_shrinking(surface, self.word("edge_note"), 11 * s, theme.BONUS_GOLD, note)
        if view["edge"] == seat:
            centre = viewport.point((x + w - 30, y + h - 30))
            pygame.draw.circle(surface, theme.BONUS_GOLD, centre, viewport.px(20))
            assets.draw_text(surface, self.word("edge"), 11 * s, theme.TEXT_DARK, centre, "center", bold=True)

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        if sprite.kind != "chip":
            return
        toggle = sprite.key in self._chip_commands and self._chip_commands[sprite.key] is None
        text = self.word("hidden_on" if self.hidden_mode else "hidden_off") if toggle else sprite.data  # a toggle shows its state at once
        on = toggle and self.hidden_mode
        pygame.draw.rect(surface, theme.ACCENT_DARK if on else theme.PANEL_LIGHT, rect, border_radius=viewport.px(6))
        pygame.draw.rect(surface, theme.ACCENT, rect, width=viewport.px(2), border_radius=viewport.px(6))
        key_label = badge_for_index(self.numbers[sprite.key]) if sprite.key in self.numbers else None
        label = f"{key_label}  {text}" if key_label else str(text)
        self.ctx.assets.draw_fitted(surface, label, 13 * viewport.scale, theme.TEXT, rect.inflate(-viewport.px(16), 0), bold=True, left=True)

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        if view.get("outcome") or view["round"] == 0 and view["phase"] != "mulligan":
            return ""
        if view["phase"] == "mulligan":
            return self.word("mulligan")
        head = self.word("round", n=view["round"])
        if view.get("prompt"):
            asked, owner = view["prompt"]["seat"], self._effect_owner(view)
            asking = asked_effect(self.cards, view, self.ctx.lang)
            if asking and owner is not None and owner != asked:
                # "your opponent discards" read as someone else's loss to the one who discards
                answer = self.word("answer_other_for", name=self.seat_name(asked), owner=self.seat_name(owner), effect=asking)
            elif asking:
                # "Ana: choose · Save a comrade" read as stray punctuation (third new-user trial H14)
                answer = self.word("answer_for", name=self.seat_name(asked), effect=asking)
            else:
                answer = self.clash_line(view, asked) or self.word("answer", name=self.seat_name(asked))
            return f"{head} · {answer}"
        if view["phase"] == "action":
            if self.confirm_pass and viewer == view["acting"]:
                return self.word("pass_warning")
            return f"{head} · {self.word('acting', name=self.seat_name(view['acting']))}"
        return head

    # -- events -----------------------------------------------------------------------------------
    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        def at_mission(index: int, seat: Optional[int] = None) -> tuple[float, float]:
            x, y, w, h = self.zone(f"mission_{index}" if seat is None else f"side_{index}_{self.spot(seat)}")
            return (x + w / 2, y + h / 2)

        def where(char_id: str, view: dict[str, Any]) -> tuple[float, float]:
            for index, mission in enumerate(view["missions"]):
                for seat, side in enumerate(mission["sides"]):
                    if any(c["id"] == char_id for c in side["characters"]):
                        return at_mission(index, seat)
            return at_mission(0)

        match event:
            case ev.RoundStarted():
                return EventStyle(0.5, None, [Callout(self.word("round", n=event.round), (640, 360), theme.TEXT, 28)])
            case ev.MissionRevealed():
                return EventStyle(0.6, "flip")
            case ev.CharacterPlayed() | ev.CharacterPlayedHidden() | ev.CharacterUpgraded():
                return EventStyle(0.45, "card")
            case ev.CharacterRevealed():
                return EventStyle(0.6, "flip")
            case ev.PowerTokensAdded():
                return EventStyle(0.5, "tile", [Callout(f"+{event.amount}{POWER}", where(event.character, after), theme.GOOD)])
            case ev.CharacterDefeated():
                return EventStyle(0.6, "damage", [Callout("✗", where(event.character, before), theme.BAD, 60)])
            case ev.ControlTaken() | ev.CharacterMoved() | ev.CharacterHidden() | ev.CharacterReturnedToHand():
                return EventStyle(0.5, "move")
            case ev.EdgeTaken():
                return EventStyle(0.4, "card", [Callout(self.word("edge"), (126, 360), theme.BONUS_GOLD)])
            case ev.MissionEvaluated():
                # The mission phase is shown mission by mission: both totals, then the winner's points.
                a, b = event.power
                callouts = [Callout(f"{b}{POWER}", at_mission(event.mission, 1), theme.SEAT_COLOURS[1], 30),
                            Callout(f"{a}{POWER}", at_mission(event.mission, 0), theme.SEAT_COLOURS[0], 30)]
                if event.winner is not None:
                    callouts.append(Callout(f"+{event.points} ★", at_mission(event.mission), theme.BONUS_GOLD, 30))
                return EventStyle(1.1, "victory" if event.winner is not None else None, callouts)
            case ev.GameWon():
                return EventStyle(0.9, "victory")
        return EventStyle(0.25)

    # -- input ------------------------------------------------------------------------------------
    def hand_keys(self, view: dict[str, Any], seat: int) -> list[str]:
        self._last_view = view
        kind, _, chosen = (view.get("chosen_target") or "").partition(":")
        self._chosen = (chosen, kind) if kind in ("card", "char") and chosen else None  # not "yes": an answer
        chips = self.chips(view, seat)
        self._chip_commands = {f"chip:{i}": command for i, (_, command) in enumerate(chips)}
        self._card_answers = self.card_answers(view, seat)
        if self._card_answers:
            # the hand's cards that answer, in the hand's order, then any other answer's chip
            hand = [card["id"] for card in view["players"][seat]["hand"] or [] if card["id"] in self._card_answers]
            return hand + [f"chip:{index}" for index, _ in _chips_off_the_hand(chips, self._card_answers)]
        keys = list(self._chip_commands)
        self._own_hidden = {c["id"] for m in view["missions"] for c in m["sides"][seat]["characters"] if c["hidden"]}
        before = self._hidden_before.get(seat)
        if before is not None and self._own_hidden - set(before):
            # Hidden goes back to off once a card went down hidden: left on, the next card, played
            # a turn later against a computer, went down hidden too (the guided game's 2nd round)
            self.hidden_mode = False
        # in the order they went down: a card played hidden joins the end, and the others keep
        # their numbers (sorted by id, it came in among them and moved theirs on)
        still = [key for key in before or () if key in self._own_hidden]
        self._hidden_before[seat] = still + sorted(self._own_hidden - set(still))
        if view["phase"] == "action" and not view.get("prompt") and view["acting"] == seat and not self.confirm_pass:
            # Not while the last round's "pass anyway?" is asked: its third chip moved every card's
            # number on by one (4 became the next card: fifth new-user trial). Answer it first.
            keys += [card["id"] for card in view["players"][seat]["hand"] or []]
            keys += self._hidden_before[seat]
        return keys

    def numbering_scope(self, view: dict[str, Any], seat: int) -> Hashable:
        """A card keeps its number through the round's turns (the hand's numbers moved down by
        one with each card played); an effect's answers, or "pass anyway?", number from 1."""
        asking = "prompt" if view.get("prompt") else "confirm" if self.confirm_pass else "play"
        return (view["phase"], view["round"], asking)

    def hint_key(self, keys: list[str]) -> str:
        # Only answers to click (keep or redraw, an effect's target): nothing to drag.
        if keys and all(key.startswith("chip:") for key in keys):
            return "table.hint_choose"
        if self._card_answers and any(key in self._card_answers for key in keys):
            return "mythos.hint_answer_card"
        # a card goes to a mission: "click it twice, or its number and Enter" led nowhere (third
        # new-user trial H11)
        return "mythos.hint_play"

    def enter_hint(self, view: dict[str, Any], seat: int, sprite: Sprite) -> Optional[str]:
        """One's own hidden character picked by its number: Enter reveals it (seventh new-user
        trial: the number picked it "for a move", and nothing said which). A hand card that
        answers an effect: Enter answers with it."""
        if sprite.key in self._card_answers:
            return self.ctx.tr("mythos.enter_answer_card", card=self.option_label(view, self._card_answers[sprite.key].option))
        if sprite.key not in self._own_hidden:
            return None
        char = next((c for m in view["missions"] for c in m["sides"][seat]["characters"] if c["id"] == sprite.key), None)
        name = self.cards.characters[char["stack"][-1]].display_name.get(self.ctx.lang, "?") if char and char["stack"] else "?"
        return self.word("enter_reveal", card=name)

    def ruin_warning(self, view: dict[str, Any], command: Command) -> Optional[tuple[str, str]]:
        if not isinstance(command, RevealCharacter):
            return None
        char = next((c for m in view["missions"] for side in m["sides"] for c in side["characters"] if c["id"] == command.character), None)
        name = self.cards.characters[char["stack"][-1]].display_name.get(self.ctx.lang, "?") if char and char["stack"] else "?"
        return fizzle_warning(self.ctx.rules, view, command, name, self.ctx.tr)

    def forced_toast(self, name: str, public_view: dict[str, Any]) -> str:
        if public_view.get("phase") == "action" and not public_view.get("prompt"):
            return self.ctx.tr("mythos.forced_pass", name=name)
        effect = asked_effect(self.cards, public_view, self.ctx.lang)
        if effect:
            # quoted, without its own full stop: "…allié ici. ne pouvait plus…" (fourth trial)
            return self.ctx.tr("mythos.moot_named", name=name, effect=effect.rstrip(". "))
        return self.ctx.tr("mythos.moot", name=name)

    def forced_command(self, public_view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
        """An effect's question whose every answer leaves the game the same (moot.py)."""
        return moot_answer(self.cards, public_view, legal) or forced_pass(public_view, seat, legal)

    def hover_target(self, key: str) -> Optional[str]:
        """An effect's answer naming a character on the table or a card in hand."""
        command = self._chip_commands.get(key)
        if isinstance(command, ChooseOption):
            kind, _, value = command.option.partition(":")
            if kind in ("char", "defeat", "card"):
                return value
        return None

    def lifts(self, key: str) -> bool:
        return not key.startswith("chip:")  # a chip stays put: a click on its lower edge still lands

    def wants_key_badge(self, key: str) -> bool:
        return not key.startswith("chip:")  # "1  Pass": the chip's label carries its number

    def key_acts_at_once(self, key: str) -> bool:
        # an answer's number answers, as the hint says (it only lit what the answer names,
        # new-user trial F33), the Hidden toggle's turns it (a setting, nothing is played:
        # its '2' only lit the missions, second trial G5), and Pass's passes, as a button's
        # number does in every table (fourth trial: "1 sometimes only highlights")
        return key.startswith("chip:")


def _chips_off_the_hand(chips: list[tuple[str, Any]], answers: dict[str, ChooseOption]) -> list[tuple[int, str]]:
    """(index among `chips`, label) of the chips drawn: not those answered on a hand card."""
    on_cards = set(answers.values())
    return [(index, label) for index, (label, command) in enumerate(chips) if command not in on_cards]


def fitted(zone: Sequence[float], margin: float = 0) -> tuple[float, float]:
    """The largest card of a character's shape in `zone` less `margin` top and bottom: the hand at
    the screen reads at 93x134 (at 64x92 its figures were ~8 px: nineteenth trial), the other's
    backs and piles take 62 px high."""
    height = min(zone[3] - 2 * margin, CARD_H * zone[2] / CARD_W)
    return round(height * CARD_W / CARD_H), height
