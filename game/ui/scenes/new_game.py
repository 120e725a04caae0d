"""New game: which game, how many players, a name and a kind (human/computer) per seat, and the
deck each seat plays in games built from decks."""

from __future__ import annotations

from typing import Optional

import pygame

from game.deck_library import (DeckChoice, available_decks, default_deck_for_seat, games_with_decks, match_deck_options,
                               prepare_user_decks)
from game.engine import SeatConfig
from game.rules.registry import find_rules, game_ids
from game.ui import theme
from game.ui.new_game_memory import NewGameMemory
from game.ui.scenes.menu_base import MenuScene
from game.ui.scenes.saves import game_line
from game.ui.tables import find_table
from game.ui.widgets.button import Button
from game.ui.widgets.game_tile import GameTile

COMPUTER_KIND = "computer:greedy"
"""The level a seat given to the computer starts at: the middle one (twenty-third trial: the easy
level, random, never hurt its opponent, and a first game against it felt flat)."""
MAX_NAME = 16
TILE_W, TILE_GAP = 200, 10
"""The games' tiles, side by side across the top (design units)."""


UNFINISHED_NOTE = (60, 108, 1160, 56)
"""Where the new game screen says the unfinished game stays (under the title, in its band)."""


class NewGameScene(MenuScene):
    title_key = "new.title"
    toast_y = 140
    """Messages under the title, in its band: at the foot they covered the notes on the levels
    (sixteenth trial: "Partie gardée…" over them); the middle holds the seats and options."""

    def __init__(self, app):
        self.games = [g for g in game_ids() if find_table(g) is not None]
        self.game = self.games[0]
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.count = 0
        self.editing: Optional[int] = None
        self.replace_name = False
        """The name being edited goes whole at the first key (as a selected field's text)."""
        self.preset = 0
        """Index into the table plugin's option presets (a variant or mode of the game)."""
        self.deck_choices: list[DeckChoice] = []
        self.decks: list[int] = []
        """Per seat, an index into deck_choices."""
        self.deck_editor = None
        """The deck editor this menu opened, until the menu is shown again."""
        self.memory = NewGameMemory.load()
        if self.memory.game in self.games:
            self.game = self.memory.game
        self._reset_seats()
        self._recall(names=True)
        super().__init__(app)
        self.left_unfinished = self._unfinished_game()
        """The game Continue resumes until this one starts ("" if none): named under the title."""
        if self.left_unfinished and app.toast_is_info and not app.toast_is_warning:
            # its note says where that game stays: the "game kept" news from leaving it, still
            # up, lay over the note (twenty-fifth trial)
            app.toast_text = None

    def _recall(self, names: bool = False) -> None:
        """The game's last player count, kinds, variant and decks, where they still fit; with
        `names`, the last players' names too (a change of game keeps the names on screen)."""
        rules = find_rules(self.game)
        memory = self.memory
        if rules is None:
            return
        if names:
            for seat, name in enumerate(memory.names[:len(self.names)]):
                self.names[seat] = name
        table = memory.seats_for(self.game)
        if rules.min_players <= table.get("count", 0) <= rules.max_players:
            self.count = table["count"]
        allowed = self.kinds_for_game()
        for seat, kind in enumerate(table.get("kinds", [])[:len(self.kinds)]):
            if kind in allowed:
                self.kinds[seat] = kind
        if 0 <= table.get("preset", -1) < len(self.presets()):
            self.preset = table["preset"]
        # a deck by its file's name (its label changes with the language); older memories hold labels
        names = [(choice.path.stem, choice.label) for choice in self.deck_choices]
        for seat, remembered in enumerate(table.get("decks", [])[:len(self.decks)]):
            found = next((index for index, pair in enumerate(names) if remembered in pair), None)
            if found is not None:
                self.decks[seat] = found

    def remember(self) -> None:
        memory = self.memory.started(self.game, self.count, list(self.names), list(self.kinds), self.preset,
                                     [self.deck_choices[i].path.stem for i in self.decks] if self.deck_choices else [])
        try:
            memory.save()
        except OSError:
            pass  # a read-only config folder: the screen just forgets
        self.memory = memory

    def _reset_seats(self) -> None:
        rules = find_rules(self.game)
        assert rules is not None
        self.count = max(rules.min_players, min(self.count or rules.min_players, rules.max_players))
        while len(self.names) < rules.max_players:
            self.names.append("")
        while len(self.kinds) < len(self.names):
            self.kinds.append("human" if len(self.kinds) < 2 else self.default_computer())  # two people, then the computer
        self.deck_choices, self.decks = [], []
        if self.game in games_with_decks():
            try:
                prepare_user_decks(self.game)
            except OSError:
                pass  # a read-only data folder: the shipped decks are still there
            self.deck_choices = available_decks(self.game, self.app_language())
            self.decks = [default_deck_for_seat(self.game, self.deck_choices, seat) for seat in range(rules.max_players)]

    def app_language(self) -> str:
        app = getattr(self, "app", None)
        return app.settings.language if app is not None else "en"

    def name_of(self, seat: int) -> str:
        return self.names[seat] or self.app.tr("new.name_default", n=seat + 1)

    def build(self) -> None:
        tr = self.app.tr
        rules = find_rules(self.game)
        assert rules is not None
        add = self.group.add
        # Every game at once, by its emblem and name; the chosen one lit (issue 21: the menu with
        # the games' art; a new player sees what there is to play without cycling through it).
        left = 640 - (len(self.games) * TILE_W + (len(self.games) - 1) * TILE_GAP) / 2
        for index, game_id in enumerate(self.games):
            add(GameTile((left + index * (TILE_W + TILE_GAP), 186, TILE_W, 56), tr(f"games.{game_id}"), lambda g=game_id: self.pick_game(g),
                         size=15, game_id=game_id, selected=game_id == self.game))
        add(Button((950, 251, 230, 46), tr("menu.how_to_play"), self.how_to_play, size=17))
        add(Button((340, 251, 600, 46), tr("new.players", n=self.count), self.next_count, enabled=rules.min_players != rules.max_players))
        for seat in range(self.count):
            y = 320 + seat * 56
            label = self.name_of(seat) + ("|" if self.editing == seat else "")
            if self.deck_choices:  # a wider row: name, kind, deck
                add(Button((200, y, 330, 46), f"{theme.SEAT_SHAPES[seat]}  {label}", lambda s=seat: self.edit(s)))
                add(Button((540, y, 230, 46), self.kind_label(self.kinds[seat]), lambda s=seat: self.toggle_kind(s), size=17))
                add(Button((780, y, 300, 46), self.deck_label(seat), lambda s=seat: self.next_deck(s), size=17,
                           enabled=len(self.deck_choices) > 1))
            else:
                add(Button((340, y, 360, 46), f"{theme.SEAT_SHAPES[seat]}  {label}", lambda s=seat: self.edit(s)))
                add(Button((710, y, 230, 46), self.kind_label(self.kinds[seat]), lambda s=seat: self.toggle_kind(s), size=17))
        if self.deck_choices:
            add(Button((950, 544, 230, 46), tr("new.edit_decks"), self.edit_decks, size=17))
        presets = self.presets()
        if presets:
            add(Button((340, 544, 600, 46), tr(presets[self.preset][0]), self.next_preset, enabled=len(presets) > 1, size=17))
        self.start_index = len(self.group.buttons)
        add(Button((650, 600, 290, 52), tr("new.start"), self.start, primary=True))
        add(Button((340, 600, 290, 52), tr("back"), self.app.pop))
        # what the levels mean, not where the deck files lie (a folder's path read as a
        # technical note, and nothing said what "greedy" was: new-user trial F41)
        self.notes = [tr("new.seat_hint"), tr("new.levels_hint")]
        if self.editing is not None:
            # the field is taken whole: say so (thirteenth trial: the caret after "Joueur 1" led
            # to eight Backspaces, where the first key typed replaces the name)
            self.notes[0] = tr("new.name_replace" if self.replace_name else "new.name_typing", name=self.name_of(self.editing))

    def how_to_play(self) -> None:
        """The rules of the game chosen on this screen."""
        from game.ui.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, self.game))

    def edit_decks(self) -> None:
        """The deck editor, starting from the first seat's deck; back here, the decks are read
        again, and the deck the editor saved last becomes the first seat's."""
        from game.ui.scenes.deck_editor import DeckEditorScene

        self.editing = None
        self.deck_editor = DeckEditorScene(self.app, start=self.deck_choices[self.decks[0]], game_id=self.game)
        self.app.push(self.deck_editor)

    def enter(self) -> None:
        if self.deck_choices:
            self._reload_decks()
            saved = self.deck_editor.saved_path if self.deck_editor is not None else None
            paths = [choice.path for choice in self.deck_choices]
            if saved in paths:
                self.decks[0] = paths.index(saved)
            self.deck_editor = None
        super().enter()

    def _reload_decks(self) -> None:
        """Read the decks folder again, each seat keeping the deck file it had picked."""
        picked = [self.deck_choices[index].path for index in self.decks]
        self.deck_choices = available_decks(self.game, self.app_language())
        paths = [choice.path for choice in self.deck_choices]
        self.decks = [paths.index(path) if path in paths else 0 for path in picked]

    def default_focus(self):
        return self.start_index

    def presets(self) -> tuple:
        table = find_table(self.game)
        return table.option_presets if table is not None else ()

    def next_preset(self) -> None:
        self.preset = (self.preset + 1) % len(self.presets())
        self.refresh()

    def choose_game(self, game_id: str) -> None:
        """Show `game_id` (from a tutorial's "Play a real game"), with its remembered seats."""
        if game_id in self.games and game_id != self.game:
            self.pick_game(game_id)

    def against_the_computer(self) -> None:
        """Every seat but the first taken by the computer (COMPUTER_KIND)."""
        for seat in range(1, len(self.kinds)):
            self.kinds[seat] = self.default_computer()
        self.refresh()

    def next_game(self) -> None:
        self.pick_game(self.games[(self.games.index(self.game) + 1) % len(self.games)])

    def pick_game(self, game_id: str) -> None:
        if game_id == self.game:
            return
        self.preset = 0
        self.game = game_id
        self.count = 0
        self.kinds = []  # each game its own seat kinds: its last start's, or humans first
        self._reset_seats()
        self._recall()
        self.refresh()

    def next_count(self) -> None:
        rules = find_rules(self.game)
        assert rules is not None
        self.count = rules.min_players if self.count >= rules.max_players else self.count + 1
        self.refresh()

    def edit(self, seat: int) -> None:
        self.editing = None if self.editing == seat else seat
        # The name is taken whole, as a field selected on focus does: the first key replaces it
        # (a click put the cursor after "Player 1", to be erased by hand: second new-user trial)
        self.replace_name = self.editing is not None
        if self.editing is not None:
            pygame.key.start_text_input()
        self.refresh()

    def deck_label(self, seat: int) -> str:
        choice = self.deck_choices[self.decks[seat]]
        key = "new.deck" if choice.problem is None else "new.deck_broken"
        return self.app.tr(key, name=choice.label)

    def next_deck(self, seat: int) -> None:
        self.decks[seat] = (self.decks[seat] + 1) % len(self.deck_choices)
        self.refresh()

    def kinds_for_game(self) -> list[str]:
        from game.ui.computer import computer_levels

        return ["human", *(f"computer:{level}" for level in computer_levels(self.game))]

    def default_computer(self) -> str:
        """COMPUTER_KIND, or the first level the game has when it has not that one."""
        computers = self.kinds_for_game()[1:]
        return COMPUTER_KIND if COMPUTER_KIND in computers else computers[0]

    def kind_label(self, kind: str) -> str:
        tr = self.app.tr
        if kind == "human":
            return tr("seat.human")
        level = kind.split(":", 1)[-1]
        label = tr(f"seat.computer_{level}")
        return label if label != f"seat.computer_{level}" else f"{tr('seat.computer')} ({level})"

    def toggle_kind(self, seat: int) -> None:
        # from a person, the computer at its default level first (twenty-fifth trial: one click
        # gave the easy level, which plays at random), then the others in turn
        levels = self.kinds_for_game()
        default = self.default_computer()
        kinds = ["human", default] + [k for k in levels[1:] if k != default]
        current = kinds.index(self.kinds[seat]) if self.kinds[seat] in kinds else 0
        self.kinds[seat] = kinds[(current + 1) % len(kinds)]
        self.refresh()

    def seats(self) -> list[SeatConfig]:
        return [SeatConfig(self.name_of(s), self.kinds[s]) for s in range(self.count)]

    def start(self) -> None:
        from game.ui.scenes.table import new_match_scene

        self.editing = None
        try:
            presets = self.presets()
            options = dict(presets[self.preset][1]) if presets else None
            if self.deck_choices:
                chosen = [self.deck_choices[self.decks[s]] for s in range(self.count)]
                broken = next((c for c in chosen if c.cards is None), None)
                if broken is not None:
                    self.app.toast(str(broken.problem))
                    return
                options = {**(options or {}), "decks": [match_deck_options(self.game, c) for c in chosen]}
            scene = new_match_scene(self.app, self.game, self.seats(), options=options)
            self.remember()
        except (ValueError, OSError) as error:
            self.app.toast(str(error))
            return
        self.app.replace(scene)

    def draw_body(self, surface: pygame.Surface) -> None:
        super().draw_body(surface)
        if self.left_unfinished:
            # Continue will resume the new game: where the other one stays (new-user trial F57),
            # said here before it starts; as a toast on the new table it covered the board and
            # the hand's top (tenth trial). Under the title, on two lines if need be.
            vp = self.app.viewport
            text = self.app.tr("new.unfinished_kept", game=self.left_unfinished)
            self.app.assets.draw_fitted(surface, text, 15 * vp.scale, theme.TEXT_DIM, vp.rect(UNFINISHED_NOTE))

    def _unfinished_game(self) -> str:
        """"Ann vs Ben, Crypto Mining War": the game Continue resumed until now, or ""."""
        from game.ui.scenes.menu import NOT_INDEXED, last_unfinished_summary

        found = last_unfinished_summary(replay=False)
        if found is NOT_INDEXED or not found:
            return ""
        return game_line(self.app.tr, found[1])

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            if event.type == pygame.TEXTINPUT:
                if self.replace_name:
                    self.names[self.editing], self.replace_name = "", False
                if len(self.names[self.editing]) < MAX_NAME:
                    self.names[self.editing] += event.text
                    self.refresh()
                return
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_BACKSPACE:
                    self.names[self.editing] = "" if self.replace_name else self.names[self.editing][:-1]
                    self.replace_name = False
                    self.refresh()
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                    self.editing = None
                    self.refresh()
                return
        super().handle_event(event)
