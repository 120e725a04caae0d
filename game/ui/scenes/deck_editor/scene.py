"""The deck editor: build a Mining War or Mythos deck in the window, from a shipped deck, one of the
player's own or nothing, and save it in the players' decks folder (see README "Deck editor").

Mouse: click a pool card to add one, right-click to take one out; drag a pool card onto the
deck, or a deck row back onto the pool; − and + on each row. Keyboard: Tab/arrows reach every
button, pool cards included (Enter adds one, Delete or − takes one out). Esc goes back, asking first when changes
are unsaved."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import pygame

from game.deck_library import (DeckChoice, DeckFileExists, available_decks, deck_file_stem, delete_user_deck,
                               free_deck_stem, read_deck_counts, save_user_deck, user_decks_dir)
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.deck_editor import layout as lay
from game.ui.scenes.deck_editor.drawing import EditorDrawing
from game.ui.scenes.deck_editor.kits import editor_kit
from game.ui.widgets.button import Button, ButtonGroup

MAX_NAME = 24
DRAG_START = 6
"""Window pixels the mouse moves, button held, before a press becomes a drag."""


@dataclass
class Prompt:
    """A question over the editor (replace a file? discard changes?); only its buttons answer."""

    message: str
    group: ButtonGroup
    cancel: Callable[[], None]


class PoolCardButton(Button):
    """A pool card for the keyboard: Tab reaches it, Enter adds one, Delete or − takes one out.
    The card itself is painted by the scene; the button draws only its focus ring. Mouse
    presses on cards are the scene's (click, drag), never this button's."""

    def __init__(self, rect, label, on_click, key: str):
        super().__init__(rect, label, on_click)
        self.key = key

    def draw(self, surface, viewport, assets) -> None:
        if self.focused:
            ring = viewport.rect(self.rect).inflate(viewport.px(8), viewport.px(8))
            pygame.draw.rect(surface, theme.TEXT, ring, width=viewport.px(3), border_radius=viewport.px(9))


@dataclass
class Press:
    """A card pressed on: a click when released in place, a drag once the mouse moves."""

    key: str
    origin: str
    """"pool" or "deck"."""
    start: tuple[int, int]
    dragging: bool = False


class DeckEditorScene(EditorDrawing, Scene):
    def __init__(self, app, start: Optional[DeckChoice] = None, game_id: str = "mining_war"):
        super().__init__(app)
        self.game_id = game_id
        self.kit = editor_kit(game_id)
        self.cards = self.kit.cards
        self.pool = self.kit.pool()
        self.draft = self.kit.new_draft()
        self.sources: list[Optional[DeckChoice]] = []
        self.source = 0
        self.group = ButtonGroup()
        self.prompt: Optional[Prompt] = None
        self.press: Optional[Press] = None
        self.pointer: tuple[int, int] = (-1, -1)
        self.editing_name = False
        self.saved_path: Optional[Path] = None
        """The last file this editor wrote."""
        self._read_sources()
        wanted = next((i for i, s in enumerate(self.sources) if s is not None and start is not None and s.path == start.path), 0)
        self.load_source(wanted)

    # -- sources ----------------------------------------------------------------------------------
    def _read_sources(self) -> None:
        self.sources = [*available_decks(self.game_id, self.app.tr.lang), None]

    def source_label(self, index: int) -> str:
        choice = self.sources[index]
        if choice is None:
            return self.app.tr("deck_editor.empty")
        return self.app.tr("deck_editor.shipped" if choice.shipped else "deck_editor.own", name=choice.label)

    def load_source(self, index: int) -> None:
        self.source = index
        choice = self.sources[index]
        tr = self.app.tr
        if choice is None:
            self.draft.reset({}, tr("deck_editor.new_name"), None)
        else:
            path: Optional[Path] = choice.path
            try:
                counts = dict(choice.cards) if choice.cards is not None else read_deck_counts(choice.path, self.game_id)
            except (OSError, ValueError) as error:
                # Unreadable: start empty, and never save over that file without asking.
                self.app.toast(str(error))
                counts, path = {}, None
            if choice.shipped:
                # A copy: the shipped file is never written; the copy saves as a new file.
                self.draft.reset(counts, tr("deck_editor.copy_name", name=choice.label), None)
            else:
                self.draft.reset(counts, choice.label, path)
        self.refresh()

    def next_source(self) -> None:
        following = (self.source + 1) % len(self.sources)
        self.ask_if_dirty(lambda: self.load_source(following), "deck_editor.discard_for", name=self.source_label(following))

    # -- buttons ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        focus = self.group.focus
        tr = self.app.tr
        self.group = ButtonGroup()
        add = self.group.add
        name = self.draft.name + ("|" if self.editing_name else "")
        add(Button(lay.NAME_FIELD, tr("deck_editor.name", name=name), self.toggle_name, size=18))
        draft = bool(self.draft.problems())
        add(Button(lay.SAVE_BUTTON, tr("deck_editor.save_draft" if draft else "deck_editor.save"), self.save, primary=not draft, size=18))
        add(Button(lay.BACK_BUTTON, tr("back"), self.back, size=18))
        add(Button(lay.SOURCE_BUTTON, tr("deck_editor.start_from", name=self.source_label(self.source)), self.next_source, size=16))
        add(Button(lay.DELETE_BUTTON, tr("deck_editor.delete"), self.ask_delete, size=13, enabled=self.draft.path is not None))
        for index, key in enumerate(self.pool):
            add(PoolCardButton(lay.pool_card_rect(index, self.kit.grid), self.card_name(key), lambda k=key: self.change(k, +1), key=key))
        for index, key in enumerate(self.draft.listed()):
            row = lay.deck_row_rect(index, len(self.draft.listed()), self.kit.grid)
            if row is None:
                break
            add(Button(lay.row_minus(row), "−", lambda k=key: self.change(k, -1), size=16))
            add(Button(lay.row_plus(row), "+", lambda k=key: self.change(k, +1), size=16, enabled=self.kit.knows(key)))
        if focus is not None and focus < len(self.group.buttons):
            self.group.focus = focus
            self.group.buttons[focus].focused = True

    def enter(self) -> None:
        self.refresh()

    def change(self, key: str, step: int) -> None:
        if step > 0:
            self.draft.add(key)
        else:
            self.draft.remove(key)
        self.refresh()

    def toggle_name(self) -> None:
        self.editing_name = not self.editing_name
        if self.editing_name:
            pygame.key.start_text_input()
        self.refresh()

    # -- saving -----------------------------------------------------------------------------------
    def save(self) -> None:
        self.editing_name = False
        name = self.draft.name.strip()
        if not name:
            self.app.toast(self.app.tr("deck_editor.name_first"))
            return
        if any(s is not None and s.shipped and s.label.casefold() == name.casefold() for s in self.sources):
            self.app.toast(self.app.tr("deck_editor.shipped_name", name=name))
            return
        self.draft.name = name
        own = self.draft.path
        if own is not None and name == self.draft.saved_name:
            self._write(own.stem, name, replace=True)  # the deck's own file, edited in place
            return
        stem = deck_file_stem(name)
        self._write(stem, name, replace=own is not None and own.stem == stem)

    def _write(self, stem: str, name: str, replace: bool) -> None:
        problems = self.draft.problems()
        text = self.kit.file_text(name, self.draft.deck(), problems)
        try:
            path = save_user_deck(self.game_id, stem, text, replace=replace)
        except DeckFileExists:
            self.ask_replace(stem, name)  # another deck has that file: the player decides
            return
        except (OSError, ValueError) as error:
            self.app.toast(self.app.tr("deck_editor.not_saved", reason=error))
            return
        self.draft.name, self.draft.path, self.draft.saved_name = name, path, name
        self.draft.mark_clean()
        self.saved_path = path
        self._read_sources()
        self.source = next((i for i, s in enumerate(self.sources) if s is not None and s.path == path), self.source)
        self.app.toast(self.app.tr("deck_editor.saved_draft" if problems else "deck_editor.saved", file=path.name), info=not problems)
        self.refresh()

    def ask_replace(self, stem: str, name: str) -> None:
        tr = self.app.tr
        other, number = free_deck_stem(self.game_id, stem)
        both_name = f"{name} ({number})"
        self.show_prompt(tr("deck_editor.exists", file=f"{stem}.toml", folder=str(user_decks_dir(self.game_id))), [
            (tr("deck_editor.replace"), lambda: self._write(stem, name, replace=True)),
            (tr("deck_editor.keep_both", name=both_name), lambda: self._write(other, both_name, replace=False)),
            (tr("deck_editor.cancel"), lambda: None),
        ])

    # -- deleting ---------------------------------------------------------------------------------
    def ask_delete(self) -> None:
        """Only the player's own deck file, after asking; it moves to the `deleted` folder (see
        `delete_user_deck`), so a wrong answer loses nothing."""
        path = self.draft.path
        if path is None:
            return
        tr = self.app.tr
        self.editing_name = False
        self.show_prompt(tr("deck_editor.delete_question", name=self.draft.saved_name, file=path.name), [
            (tr("deck_editor.delete_yes"), lambda: self._delete(path)),
            (tr("deck_editor.keep_deck"), lambda: None),
        ])

    def _delete(self, path: Path) -> None:
        try:
            moved = delete_user_deck(self.game_id, path)
        except (OSError, ValueError) as error:
            self.app.toast(self.app.tr("deck_editor.not_deleted", reason=error))
            return
        if self.saved_path == path:
            self.saved_path = None  # the menu must not pick a deck that is gone
        self._read_sources()
        self.app.toast(self.app.tr("deck_editor.deleted", folder=str(moved.parent)), info=True)
        self.load_source(len(self.sources) - 1)  # an empty deck: the deleted one is in no list now

    # -- questions --------------------------------------------------------------------------------
    def show_prompt(self, message: str, answers: list[tuple[str, Callable[[], None]]]) -> None:
        group = ButtonGroup()
        x, y, w, h = lay.PROMPT_BOX
        width = (w - 40 - 12 * (len(answers) - 1)) / len(answers)

        def answer(action: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                self.prompt = None
                action()
            return run

        for index, (label, action) in enumerate(answers):
            size = 16
            while size > 10 and self.app.assets.font(size).size(label)[0] > width - 14:
                size -= 1  # a long deck name in "Keep both: ..." still fits its button
            group.add(Button((x + 20 + index * (width + 12), y + h - 66, width, 46), label, answer(action), size=size, primary=index == 0))
        group.focus = len(answers) - 1  # Enter alone never destroys anything: it answers the last, safe choice
        group.buttons[-1].focused = True
        self.prompt = Prompt(message, group, cancel=lambda: setattr(self, "prompt", None))

    def ask_if_dirty(self, action: Callable[[], None], key: str, **values) -> None:
        if not self.draft.is_dirty:
            action()
            return
        tr = self.app.tr
        self.show_prompt(tr(key, **values), [(tr("deck_editor.discard"), action), (tr("deck_editor.keep_editing"), lambda: None)])

    def back(self) -> None:
        self.editing_name = False
        self.ask_if_dirty(self.app.pop, "deck_editor.discard_question")

    # -- events -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.prompt is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.prompt.cancel()
            else:
                self.prompt.group.handle_event(event, self.app.viewport)
            return
        if self.editing_name and self._name_event(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and self._mouse(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DELETE, pygame.K_MINUS, pygame.K_KP_MINUS):
            focused = self.group.buttons[self.group.focus] if self.group.focus is not None else None
            if isinstance(focused, PoolCardButton):
                self.change(focused.key, -1)
                return
        if self.group.handle_event(event, self.app.viewport):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def _name_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            if len(self.draft.name) < MAX_NAME:
                self.draft.name += event.text
                self.refresh()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.draft.name = self.draft.name[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing_name = False
            self.refresh()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.group.buttons[0].contains(self.app.viewport, event.pos):
            self.editing_name = False  # a click elsewhere ends the typing, then does what it does
            self.refresh()
        return False

    def _mouse(self, event: pygame.event.Event) -> bool:
        """Presses, drags and drops on cards; True when the event was used here."""
        point = self.app.viewport.to_design(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.press is not None and not self.press.dragging:
                moved = math.dist(event.pos, self.press.start)
                self.press.dragging = moved >= DRAG_START
            self.group.handle_event(event, self.app.viewport)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            hit = self.card_at(point)
            if hit is None:
                return False
            if event.button == 1:
                self.press = Press(hit[0], hit[1], event.pos)
            elif event.button == 3:
                self.change(hit[0], -1)
            return True
        if event.button != 1:
            return False
        if self.press is None:
            return self.card_at(point) is not None  # a release that did not start on a card adds nothing
        press, self.press = self.press, None
        if press.dragging:
            if press.origin == "pool" and lay.inside(lay.DECK_PANEL, point):
                self.change(press.key, +1)
            elif press.origin == "deck" and lay.inside(lay.POOL_PANEL, point):
                self.change(press.key, -1)
        elif press.origin == "pool" and self.card_at(point) == (press.key, "pool"):
            self.change(press.key, +1)
        return True

    def card_at(self, point) -> Optional[tuple[str, str]]:
        """(card key, "pool" or "deck") of the card or row body under a design point."""
        for index, key in enumerate(self.pool):
            if lay.inside(lay.pool_card_rect(index, self.kit.grid), point):
                return key, "pool"
        for index, key in enumerate(self.draft.listed()):
            row = lay.deck_row_rect(index, len(self.draft.listed()), self.kit.grid)
            if row is not None and lay.inside(lay.row_body(row), point):
                return key, "deck"
        return None
