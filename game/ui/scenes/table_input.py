"""The table's input: the mouse and the keyboard on the table, on a curtain and on a summary
between rounds (TableScene's half that reads gestures; it turns them into commands through the
table plugin and `TableScene.play`)."""

from __future__ import annotations

import dataclasses
import math
from typing import Optional

import pygame

from game.ui.number_keys import badge_for_index, index_for_digit
from game.ui.presenter import Sprite
from game.ui.scenes.table_curtain import CURTAIN_ARMING
from game.ui.tween import Tween

_DIGITS = {**{getattr(pygame, f"K_{d}"): d for d in range(10)}, **{getattr(pygame, f"K_KP{d}"): d for d in range(10)}}
"""Number keys, top row and keypad (the keypad's 0 does not follow its 9 in SDL's codes)."""
DRAG_THRESHOLD = 6
"""Pixels the mouse must travel with the button down before a press becomes a drag."""
ANSWER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclasses.dataclass
class Drag:
    sprite: Sprite
    grab: tuple[float, float]
    """Where in the card it was grabbed, in design units."""
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False

    def sprite_home_contains(self, viewport, pos) -> bool:
        """Whether `pos` is over the card's own place (let go there: put back, not refused)."""
        return viewport.rect(self.sprite.rect).collidepoint(pos)

    def design_rect(self, viewport) -> tuple[float, float, float, float]:
        x, y = viewport.to_design(self.pos)
        return (x - self.grab[0], y - self.grab[1], self.sprite.rect[2], self.sprite.rect[3])


class TableInput:
    """Mixed into TableScene: its state (drag, selected, curtain...) lives there."""

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        vp = self.app.viewport
        armed = self.quiet >= CURTAIN_ARMING or self.curtain_age >= CURTAIN_ARMING
        summary_armed = self.quiet >= CURTAIN_ARMING or self.interlude_age >= CURTAIN_ARMING
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.quiet = 0.0
        if self.curtain is not None:
            self.curtain_event(event, armed)
            return
        if self.interlude is not None:
            self._interlude_event(event, summary_armed)
            return
        if self.table.log.handle_event(event, vp):
            return
        if event.type == pygame.KEYDOWN and self.table.presenter.animating and self.viewer is not None and self.viewer >= 0 \
                and (event.key in _DIGITS or event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) or pygame.K_a <= event.key <= pygame.K_z):
            # A key for one's own view plays what moves out at once, then acts: typed while a card
            # slid, it was lost (fourth new-user trial: "about one turn in three")
            self.table.presenter.finish()
        if event.type == pygame.KEYDOWN and self.answer_grace > 0 and (event.key in _DIGITS or event.key in ANSWER_KEYS):
            # typed ahead: the question just changed (ANSWER_GRACE); said, not lost unsaid
            # (thirteenth trial: a Trojan's 4 and Enter, typed as a phase ended, did nothing)
            self.app.toast(self.app.tr("table.key_too_soon"), info=True)
            return
        if self.acting_seat is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEWHEEL) \
                and self.table.plugin.handle_input(self.acting_seat, event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        undo_button = self.buttons.buttons[0] if self.buttons.buttons else None
        if undo_button is not None and not undo_button.enabled and event.type == pygame.MOUSEBUTTONUP \
                and event.button == 1 and undo_button.contains(vp, event.pos):
            self.undo()  # greyed: says why nothing is taken back
            return
        if self.buttons.handle_event(event, vp):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._entries_at_press = len(self.match.entries)
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            if self.drag is not None:
                self.drag.pos = event.pos
                if math.dist(event.pos, self.drag.start) > DRAG_THRESHOLD:
                    self.drag.moved = True
            else:
                self.table.hovered = self.table.sprite_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dropped = self.drag is not None and self.drag.moved
            self._release(event.pos)
            acted = len(self.match.entries) != self._entries_at_press
            # After a click, what lies under the pointer now (not the card let go: its zoom stayed
            # open over the log). After a drop, or a click that played (a target clicked),
            # nothing until the pointer moves: the target's zoom opened over the log that told
            # the attack's result (new-user trial F47; after a click, eighth trial).
            self.table.hovered = None if dropped or acted else self.table.sprite_at(event.pos)

    def _interlude_event(self, event: pygame.event.Event, armed: bool) -> None:
        """A summary goes on a click (anywhere, its button too), Enter or Space; not in its first
        moment, unless nothing was pressed for as long before (a tap meant to skip the
        animation must not skip the summary too). Esc opens the table's menu over it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.interlude_pressed = armed
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.interlude_pressed:
                stop = self.summary_stop_button()
                if stop is not None and stop.contains(self.app.viewport, event.pos):
                    self.stop_summaries()
                else:
                    self.dismiss_interlude()
            self.interlude_pressed = False
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and armed:
                self.dismiss_interlude()
            elif event.key == pygame.K_ESCAPE:
                self.leave()

    def _hand(self) -> list[str]:
        """The acting seat's options, in the order of their numbers."""
        return [key for key in self._slots() if key is not None]

    def _slots(self) -> list[Optional[str]]:
        """The acting seat's options by number (None: a number whose option went; see
        StableNumbers). The table reads them as `plugin.numbers` for the labels it draws."""
        seat = self.acting_seat
        if seat is None:
            return []
        view = self.table.presenter.view
        plugin = self.table.plugin
        slots = self.numbering.slots(seat, plugin.numbering_scope(view, seat), plugin.hand_keys(view, seat))
        plugin.numbers = {key: index for index, key in enumerate(slots) if key is not None}
        return slots

    def key_label(self, key: str) -> Optional[str]:
        """The number key that picks `key` now ("3", "⇧1"; None: it has none)."""
        slots = self._slots()
        return badge_for_index(slots.index(key)) if key in slots else None

    def _press(self, pos) -> None:
        seat = self.acting_seat
        if self._open_pile(seat, pos):
            return
        if seat is None:
            return
        sprite = self.table.sprite_at(pos)
        if sprite is not None and sprite.key in self.table.plugin.clickable_keys(self.table.presenter.view, seat):
            x, y = self.app.viewport.to_design(pos)
            rect = next(r for s, r in self.table.drawn if s.key == sprite.key)
            self.drag = Drag(sprite, (x - rect[0], y - rect[1]), pos, pos)
        elif self.selected is not None:
            sprite = self.table.presenter.sprites.get(self.selected)
            if sprite is not None:
                command = self.table.plugin.drop_command(seat, sprite, self.app.viewport.to_design(pos))
                if command is not None:
                    self.play(command)
                else:
                    # a lit box clicked with a card picked takes it, as a drop there does: it was
                    # put there unseen (eleventh trial: "clicking a box does nothing")
                    self._relayout_if_asked()

    def _open_pile(self, seat, pos) -> bool:
        """A click on a discard pile that is no move spreads the pile out (PileScene)."""
        sprite = self.table.sprite_at(pos)
        if sprite is None or self.selected is not None or self.curtain is not None:
            return False
        view = self.table.presenter.view
        if seat is not None and sprite.key in self.table.plugin.clickable_keys(view, seat):
            return False
        pile = self.table.plugin.pile_cards(view, sprite.key)
        if pile is None:
            return False
        from game.ui.scenes.pile_view import PileScene

        self.table.hovered = None
        self.app.push(PileScene(self.app, self, *pile))
        return True

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        seat = self.acting_seat
        if drag is None or seat is None:
            return
        drag.pos = pos
        if not drag.moved:
            clicked = self.table.plugin.clicked(seat, drag.sprite)
            notice = self.table.plugin.take_notice()
            if notice:  # the click did nothing, and says why
                self.app.toast(notice)
            if clicked is not None:
                # The plugin acts on a single click (a button, a resource marked to pay with).
                self.selected = None
                if not isinstance(clicked, bool):
                    self.play(clicked)
                self._relayout_if_asked()
                return
            if self.selected == drag.sprite.key:
                # A second click on the chosen card or chip acts, as Enter does: every choice is
                # reachable with the mouse alone (Pass, a mulligan, an effect's answer...).
                command = self.table.plugin.select_command(seat, drag.sprite)
                self.selected = None
                if command is not None:
                    self.play(command)
                self._relayout_if_asked()
            else:
                self.selected = drag.sprite.key
            return
        rect = drag.design_rect(self.app.viewport)
        command = self.table.plugin.drop_command(seat, drag.sprite, self.app.viewport.to_design(pos))
        self.drag = drag  # play() reads where the card was let go
        played = command is not None and self.play(command, from_rect=rect)
        self.drag = None
        if command is None and not drag.sprite_home_contains(self.app.viewport, pos):
            reason = self.table.plugin.drop_refusal(seat, drag.sprite, self.app.viewport.to_design(pos))
            if reason:  # let go off any target: say why nothing happened (fifth new-user trial)
                self.app.toast(reason)
                self.app.sounds.play("error")
        if not played:
            self._relayout_if_asked()
            home = self.table.presenter.sprites.get(drag.sprite.key, drag.sprite)
            self.snap_back = (home, Tween(rect, home.rect, 0.25))

    def _send_selected(self) -> None:
        sprite = self.table.presenter.sprites.get(self.selected)
        if sprite is not None:
            command = self.table.plugin.select_command(self.acting_seat, sprite)
            if command is not None:
                self.play(command)
            elif self.table.plugin.enter_puts_down(sprite.key):
                self.selected = None  # put in its box: the next Enter confirms, not moves it on
            notice = self.table.plugin.take_notice()
            if notice:
                self.app.toast(notice)
            self._relayout_if_asked()  # a card put in its box by Enter is drawn there too

    def _send_key_command(self, key: int) -> bool:
        """The table's letter key for the picked card (TablePlugin.key_command); False: none."""
        sprite = self.table.presenter.sprites.get(self.selected)
        command = None if sprite is None else self.table.plugin.key_command(self.acting_seat, sprite, key)
        if command is None:
            return False
        self.play(command)
        return True

    def _relayout_if_asked(self) -> None:
        if self.table.plugin.relayout:
            self.table.plugin.relayout = False
            if not self.table.presenter.animating:
                self.table.snap(self.presented, self.viewer)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key not in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            # a key for the table takes the focus off the buttons: left on Annuler by a Tab, the
            # focus turned a later Enter meant for the table into an Undo (eighteenth trial)
            self.buttons.clear_focus()
        if event.key in _DIGITS or event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            # playing by keys: the zoom of the card under the resting pointer goes until the
            # pointer moves (it stayed over the log while keys chose: ninth trial)
            self.table.hovered = None
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_ESCAPE:
            # a chosen card is put down first (an aim, by the table's plugin, before this); else
            # the menu opens and the zoom goes with it (thirteenth trial: a zoom took a press of
            # its own, three presses for the menu; a zoom goes anyway when the pointer moves)
            if self.selected:
                self.selected = None
            else:
                self.table.hovered = None
                self.leave()
        elif event.key == pygame.K_m:
            self.app.settings.sound = not self.app.settings.sound
            self.app.apply_settings()
            self.app.toast(self.app.tr("settings.sound", value=self.app.tr("on") if self.app.settings.sound else self.app.tr("off")), info=True)
        elif event.key == pygame.K_SPACE and self.table.presenter.animating:
            self.table.presenter.finish()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # Arrows walk along the hand; Tab (below) walks the buttons.
            hand = self._hand()
            if hand:
                step = 1 if event.key == pygame.K_RIGHT else -1
                index = hand.index(self.selected) + step if self.selected in hand else (0 if step > 0 else len(hand) - 1)
                self.selected = self.key_pick = hand[index % len(hand)]
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            pass
        elif event.key in _DIGITS:
            index = index_for_digit(_DIGITS[event.key], bool(event.mod & pygame.KMOD_SHIFT))
            slots = self._slots()
            if index < len(slots) and slots[index] is not None:
                self.selected = self.key_pick = slots[index]
                if self.acting_seat is not None and self.table.plugin.key_acts_at_once(self.selected):
                    self.table.plugin.keyed = True
                    try:
                        self._send_selected()
                    finally:
                        self.table.plugin.keyed = False
                    self.selected = None  # done: an Enter after it must not do it again (a toggle)
            elif self.acting_seat is not None:  # a key no option wears: say so (fourteenth trial: 0 did nothing)
                self.app.toast(self.app.tr("table.no_option_key", digit=badge_for_index(index) or ""), info=True)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected and self.acting_seat is not None:
            self._send_selected()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.acting_seat is not None \
                and (command := self.table.plugin.enter_command(self.acting_seat)) is not None:
            # Nothing picked: Enter confirms what the step's buttons built (Maphr's tokens, chosen
            # by their numbers, wanted a click on Valider: fifth new-user trial)
            if not isinstance(command, bool):
                self.play(command)
            notice = self.table.plugin.take_notice()
            if notice:  # the Enter did nothing, and says why
                self.app.toast(notice)
            self._relayout_if_asked()
        elif self.selected and self.acting_seat is not None and self._send_key_command(event.key):
            pass
        elif not self.selected and self.acting_seat is not None and (notice := self.table.plugin.key_needs_a_pick(event.key)):
            self.app.toast(notice)  # a card's key with no card picked: say so (seventh trial: ignored)
        elif not self.buttons.handle_event(event, self.app.viewport) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.acting_seat is not None:
            # Enter with nothing picked and nothing to confirm: said, not silent (nineteenth trial)
            self.app.toast(self.app.tr("table.enter_nothing"), info=True)
