"""The Bitcoin Empire table: each player's Character with its Stored Bitcoins as coins in its tray and
Learned Skills peeking out at its left, Exchanges in a row to its right, the hand below; the
deck, the discard pile and the middle of the table between the players. Laid out from
levels/to_the_moon_<n>p.tmx by zone name.

Gestures (ttm_gestures.py): drag a hand card onto one's own Character or Exchange to Store it,
onto the middle of the table to Reveal it, onto another player's card to Attack it. In the Draw Phase drag (or pick)
the deck or one of one's own Stored Bitcoins. Characters are picked the same way; the button in
the middle ends the Turn without an Action (the Action is optional) or lets an Attack through.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional, Sequence

import pygame

from game.engine import Command, Event
from game.rules.to_the_moon import events as ev
from game.rules.to_the_moon.cards import card_type_of
from game.rules.to_the_moon.determinize import state_from_view
from game.ui import theme
from game.ui.presenter import Callout, EventStyle, Sprite
from game.ui.tables.base import Interlude, TableContext, TablePlugin
from game.ui.tables.end_figures import moon_grid
from game.ui.tables.ttm_gestures import DECK, PASS, TtmGestures, same_card_groups
from game.ui.tables.ttm_places import StoragePlaces
from game.ui.viewport import Viewport
from game.ui.widgets.hand import centred, hand_rects
from game.ui.widgets.card import CardFace
from game.ui.widgets.end_grid import EndGrid
from game.ui.widgets.zone import draw_zone

CARD_W, CARD_H = 62, 88
HAND_CARD_H = 222
"""The tallest a readable hand's cards are drawn: the two-player table's own hand (242 high:
the other hand's backs lie beside that seat's cards, and gave it room; seventeenth trial, "hand
cards hard to read"; twenty-first and twenty-third, their text cut with "…")."""
HAND_CARD_SHAPE = 0.78
"""A readable hand's cards are a little wider than the table's (0.70): their text has a card's
width to run in, and ended in "…" at 12.5 px (twenty-third trial)."""
PICK_CARD_H = 190
"""The Characters offered at the start: the table is empty then, and each is read whole."""
TUCK = 12
"""The least each learned Skill shows of itself, on a crowded row."""
UNDER = 14
"""How far the last learned Skill goes under its Character's edge (it is tucked)."""
HEADER_BY_KIND = {
    "character": (60, 70, 120),
    "exchange": (40, 120, 90),
    "skill": (52, 96, 170),
    "attack": (176, 62, 46),
    "head_hunter": (150, 80, 40),
    "skullduggery": (90, 60, 120),
    "bitcoin": (150, 110, 24),
}
Z_TUCKED, Z_CARD, Z_PILE, Z_MARK, Z_CENTRE, Z_HAND = 1, 3, 2, 7, 8, 10
DUPLICATE_STEP = 7
"""Design pixels between copies of one card lying on one another in a hand."""

TARGET = "target"
"""The frame around the card a pending Attack targets, drawn under the card so that pointing
at the card still finds the card; its tag (`TARGET_TAG`, "⚔") sits on the card's corner."""
TARGET_TAG = "target_tag"
MARK_MARGIN = 5
SERIES_ROWS = 9
"""The Games of a series listed on its end screen at most (the latest)."""
Rect = tuple[float, float, float, float]


def _inflated(rect: Sequence[float], margin: float) -> Rect:
    x, y, w, h = rect
    return (x - margin, y - margin, w + 2 * margin, h + 2 * margin)


class ToTheMoonTable(TtmGestures, StoragePlaces, TablePlugin):
    game_id = "to_the_moon"
    summaries_optional = False  # a series' results between games: the table is cleared after them
    level_name = "to_the_moon_{players}p"
    option_presets = (
        ("to_the_moon.preset_single", {}),
        ("to_the_moon.preset_series", {"mode": "to_the_moon"}),
        ("to_the_moon.preset_places", {"mode": "to_the_moon", "play_for_places": True}),
        ("to_the_moon.preset_random", {"character_choice": "random"}),
        ("to_the_moon.preset_bonus", {"bonus_rules": ["genesis_block", "whale_hunting", "late_adopters"]}),
    )

    def __init__(self, ctx: TableContext):
        super().__init__(ctx)
        self.cards = ctx.rules.cards  # type: ignore[attr-defined]
        self.view: dict[str, Any] = {}
        """The last view laid out: the one the player acts on."""
        self._no_target_reason: tuple[Any, Any, Optional[str]] = (None, None, None)
        """(view, card, why it cannot be Revealed) last worked out for the Enter hint."""
        self.places: dict[str, tuple[int, Rect]] = {}
        """Card on the table -> (owner seat, rect): Characters, Exchanges, Learned Skills."""
        self.legal: list[Command] = []
        """The viewer's legal commands in the last view (they depend only on what it sees)."""
        self.pending_hack: Optional[tuple[str, str]] = None
        """(Hack card, target) dropped on a victim while more than one own Storage has room: the
        next drop of that Hack on one of them says where the Hacked Bitcoin goes."""
        self.aim: Optional[tuple[str, list[Any], str]] = None
        """(Attack card, its Reveals still possible, "target" or "destination"): an Attack with
        several targets, Entered: its targets (then a Hack's Storages) take the number keys."""

    def t(self, key: str, **values: Any) -> str:
        return self.ctx.tr(f"to_the_moon.{key}", **values)

    # -- between Games ----------------------------------------------------------------------------
    def interlude(self, events: Sequence[Event], index: int, public_view: Callable[[], dict[str, Any]],
                  describe: Callable[[Event], str]) -> Optional[Interlude]:
        """A To The Moon series: once the Moon Tokens of a Game are taken and another Game is to
        begin, its results over its final board (the last Game's go to the end screen)."""
        event = events[index]
        if not isinstance(event, ev.MoonTokensTaken):
            return None
        if index + 1 >= len(events) or not isinstance(events[index + 1], ev.GameStarted):
            return None
        view = public_view()
        result = view["game_results"][-1]
        return Interlude(self.t("summary_title", n=result["game"]), tuple(self.result_lines(view)),
                         self.t("next_game"))

    def result_lines(self, view: dict[str, Any]) -> list[str]:
        """The last Game's Bitcoins per player and who took a Moon Token, then the standings."""
        result = view["game_results"][-1]
        count = len(view["players"])
        bitcoins = " · ".join(f"{self.seat_name(s)} {result['bitcoins'][s]}" for s in range(count))
        takers = ", ".join(self.seat_name(s) for s in result["winners"])
        return [self.t("summary_bitcoins", list=bitcoins), self.t("summary_took", names=takers),
                self.standings_line(view)]

    def standings_line(self, view: dict[str, Any]) -> str:
        count = len(view["players"])
        ranked = sorted(range(count), key=lambda s: -view["players"][s]["moon_tokens"])
        standings = " · ".join(f"{self.seat_name(s)} {view['players'][s]['moon_tokens']}" for s in ranked)
        return self.t("summary_standings", list=standings, left=view["moon_tokens_left"])

    def pile_cards(self, view: dict[str, Any], key: str) -> Optional[tuple[str, list[Sprite]]]:
        if key not in view["discard"]:
            return None
        cards = [Sprite(card, "card", (0, 0, CARD_W, CARD_H), True, card) for card in reversed(view["discard"])]
        return self.t("discard", n=len(cards)), cards

    def end_grid(self, events: Sequence[Event], view: dict[str, Any]) -> Optional[EndGrid]:
        return moon_grid(events, view, self.ctx.tr)

    def draw_over_end(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        """A series: every Game's Bitcoins and Moon Token takers, above the end screen's panel."""
        if view.get("mode") != "to_the_moon" or not view.get("game_results"):
            return
        assets = self.ctx.assets
        count = len(view["players"])
        rows = []
        for result in view["game_results"][-SERIES_ROWS:]:
            bitcoins = " · ".join(f"{self.seat_name(s)} {result['bitcoins'][s]}" for s in range(count))
            takers = ", ".join(self.seat_name(s) for s in result["winners"])
            rows.append(self.t("series_row", n=result["game"], list=bitcoins, names=takers))
        rows.append(self.standings_line(view))
        w, h = self.design_size
        size = 13 * viewport.scale

        def widest() -> int:
            return max(assets.text(row, size, theme.TEXT, True).get_width() for row in [*rows, self.t("series_title")])

        while size > 8 * viewport.scale and widest() > viewport.px(w - 60):
            size -= viewport.scale / 2  # long names: smaller, never out of the window
        width = max(660, widest() / viewport.scale + 30)
        line_h = assets.font(size).get_linesize()
        bottom = h / 2 - 150 - 8  # the end screen's panel starts there
        height = line_h / viewport.scale * (len(rows) + 1) + 14
        box = viewport.rect((w / 2 - width / 2, max(4, bottom - height), width, height))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=viewport.px(10))
        y = box.top + viewport.px(6)
        assets.draw_text(surface, self.t("series_title"), size, theme.BONUS_GOLD, (box.centerx, y), "midtop", bold=True)
        for row in rows:
            y += line_h
            assets.draw_text(surface, row, size, theme.TEXT, (box.centerx, y), "midtop", bold=row is rows[-1])

    # -- cards ------------------------------------------------------------------------------------
    def card_face(self, data: Any) -> Optional[CardFace]:
        if not isinstance(data, str) or card_type_of(data) not in self.cards:
            return None
        card = self.cards[card_type_of(data)]
        lang = self.ctx.lang
        text = card.text.get(lang, card.text["en"])
        if card.capacity:
            text = "฿" * card.capacity + "  " + text
        if card.skills:
            text = "✦" * card.skills + "  " + text
        # the Characters are offered side by side: their names at one size
        peers = tuple(c.name.get(lang, c.name["en"]) for c in self.cards.values() if c.kind == "character") \
            if card.kind == "character" else ()
        return CardFace(
            title=card.name.get(lang, card.name["en"]),
            text=text,
            attack=card.is_attack,
            header=HEADER_BY_KIND.get(card.kind, (70, 80, 110)),
            art=self.art(card_type_of(data)),
            title_peers=peers,
        )

    # -- layout -----------------------------------------------------------------------------------
    def _row(self, seat: int, player: dict[str, Any]) -> tuple[Rect, list[Rect]]:
        """The Character's rect and its Exchanges' rects, left to right."""
        character, exchanges, _ = self._row_with_skills(seat, player)
        return character, exchanges

    def _row_with_skills(self, seat: int, player: dict[str, Any]) -> tuple[Rect, list[Rect], list[Rect]]:
        """The Character's rect, its Exchanges' and its learned Skills' (left of it, the last
        one UNDER its edge): side by side where the row has room, as readable cards, fanned
        closer where it has not (they were 12-pixel strips, "E T C D": second new-user trial)."""
        x, y, w, h = self.seat_zone(seat, "table")
        top = y + 4
        learned, count = len(player["learned"]), len(player["exchanges"])
        exchanges_need = count * (CARD_W + 8)
        if learned:
            room = w - 2 * CARD_W + UNDER - 14 - exchanges_need  # for the Skills but the last one
            skill_step = min(CARD_W + 4, max(TUCK, room / max(learned - 1, 1))) if learned > 1 else 0
            char_x = x + (learned - 1) * skill_step + CARD_W - UNDER
        else:
            skill_step, char_x = 0, x
        skills = [(x + i * skill_step, top + 3, CARD_W, CARD_H - 3) for i in range(learned)]
        character = (char_x, top, CARD_W, CARD_H)
        left = char_x + CARD_W + 14
        step = min(CARD_W + 8, (x + w - CARD_W - left) / max(count - 1, 1)) if count else 0
        return character, [(left + i * step, top, CARD_W, CARD_H) for i in range(count)], skills

    def sprites(self, view: dict[str, Any], viewer: Optional[int]) -> list[Sprite]:
        self.turn_to(viewer)  # the player at the screen sits at the bottom (issue 19)
        self.view = view
        self.pending_hack = None
        self.places = {}
        self.legal = self._legal_for(view, viewer)
        if self.aim is not None and not any(c in self.legal for c in self.aim[1]):
            self.aim = None  # played, or the turn moved on
        result: list[Sprite] = []
        attacked = view["pending_attack"]["target"] if view["pending_attack"] else None

        def table_card(card: str, seat: int, rect: Rect, place: Rect, z: int, badge: str = "") -> None:
            self.places[card] = (seat, place)
            if card == attacked:  # public: the rulebook has targets shown to all players
                result.append(Sprite(f"{TARGET}:{card}", TARGET, _inflated(place, MARK_MARGIN), True, card, z))
                tag = (place[0] + place[2] / 2 - 11, place[1] - 10, 22, 22) if place[2] < CARD_W else (place[0] + place[2] - 14, place[1] - 8, 22, 22)
                result.append(Sprite(f"{TARGET_TAG}:{card}", TARGET_TAG, tag, True, card, Z_MARK))
            # "locked" on the card's lower edge: under the coins it met the number keys drawn
            # above the hand's cards (new-user trial F27, "lo1ed")
            result.append(Sprite(card, "card", rect, True, card, z, badge, badge_inside=bool(badge)))

        for seat, player in enumerate(view["players"]):
            if player["character"] is not None:
                character, exchanges, skill_rects = self._row_with_skills(seat, player)
                char_id = player["character"]["card"]
                for index, (skill, rect) in enumerate(zip(player["learned"], skill_rects)):
                    # What shows of it: up to the next Skill, or to the Character's edge. One z for
                    # all Skills (drawn in order): with z rising per Skill, the 3rd and later rose
                    # over the Character.
                    next_left = skill_rects[index + 1][0] if index + 1 < len(skill_rects) else character[0]
                    table_card(skill, seat, rect, (rect[0], rect[1], min(CARD_W, next_left - rect[0]), CARD_H), Z_TUCKED)
                table_card(char_id, seat, character, character, Z_CARD)
                self._stack(result, seat, player["character"], character)
                for exchange, rect in zip(player["exchanges"], exchanges):
                    table_card(exchange["card"], seat, rect, rect, Z_CARD, self.t("locked_badge") if exchange["locked"] else "")
                    self._stack(result, seat, exchange, rect)
            hand_zone = self.seat_zone(seat, "hand")
            if player["hand"] is not None:
                result += self._hand_sprites(hand_zone, player["hand"])
            else:
                for index, rect in enumerate(hand_rects(hand_zone, player["hand_size"], self._hand_card_size(hand_zone, False), gap=6)):
                    result.append(Sprite(f"hand:{seat}:{index}", "card", rect, False, None, Z_HAND + index))
        deck = centred(self.zone("deck"), (CARD_W, CARD_H))
        shown = min(view["deck_size"], 4)
        for index in range(shown):
            key = DECK if index == shown - 1 else f"deck:{index}"
            result.append(Sprite(key, "card", (deck[0] + index * 2, deck[1] - index * 2, CARD_W, CARD_H), False, None, Z_PILE + index))
        pile = centred(self.zone("discard"), (CARD_W, CARD_H))
        for index, card in enumerate(view["discard"][-3:]):
            result.append(Sprite(card, "card", (pile[0] + index * 2, pile[1] - index * 2, CARD_W, CARD_H), True, card, Z_PILE + index))
        centre = self.zone("centre")
        if view["phase"] == "choose_character":
            # Large, over the empty table, so each one's text reads at x1.3: at the table's size
            # only its name showed, at a hand's it was still small (fourteenth trial)
            size = (PICK_CARD_H * CARD_W / CARD_H, PICK_CARD_H)
            x, y, w, h = centre
            centre = (x, self._pick_middle(view, y + h / 2) - PICK_CARD_H / 2, w, PICK_CARD_H)
            # each in its place from the start: once one was taken the others centred again, and
            # the next click landed between two cards (twelfth trial)
            left = view["set_aside_characters"]
            taken = {p["character"]["card"] for p in view["players"] if p.get("character")}
            slots = [c for c in self.ctx.rules.characters if c in left or c in taken]  # type: ignore[attr-defined]
            slots += [c for c in left if c not in slots]
            for card, rect in zip(slots, hand_rects(centre, len(slots), size)):
                if card in left:
                    result.append(Sprite(card, "card", rect, True, card, Z_CENTRE))
        attack = view["pending_attack"]
        centre = self.zone("centre")
        if attack:
            target = self._seat_name(attack["target_seat"])
            result.append(Sprite(attack["card"], "card", centred(centre, (CARD_W, CARD_H)), True, attack["card"], Z_CENTRE, "→ " + target))
        if view["phase"] in ("action", "reaction") and not view.get("outcome") and viewer in view.get("to_act", ()):
            label = self.t("let_through") if view["phase"] == "reaction" else self.t("no_action")
            result.append(Sprite(PASS, "button", self.zone("pass"), True, label, Z_CENTRE))
        return result

    def _hand_sprites(self, zone: Rect, hand: list[str]) -> list[Sprite]:
        """A hand its owner reads: copies of one card lie on one another, a little apart, the
        top one counted ("×3") and numbered: a hand of 17-20 cards overlapped until no title
        read and its keys ran out at ⇧0 (fifth new-user trial). Copies are the same card to
        play, so the top one stands for them all."""
        size = self._hand_card_size(zone, True)
        groups = same_card_groups(hand)
        spread = DUPLICATE_STEP * (max(len(group) for group in groups) - 1) if groups else 0
        sprites, z = [], Z_HAND
        for slot, group in zip(hand_rects(zone, len(groups), (size[0] + spread, size[1]), gap=6), groups):
            for index, card in enumerate(group):
                top = index == len(group) - 1
                badge = f"×{len(group)}" if top and len(group) > 1 else ""
                rect = (slot[0] + index * DUPLICATE_STEP, slot[1], size[0], size[1])
                sprites.append(Sprite(card, "card", rect, True, card, z, badge, badge_inside=bool(badge)))
                z += 1
        return sprites

    def _pick_middle(self, view: dict[str, Any], middle: float) -> float:
        """Where the Characters offered are centred: midway between the seats' Character places
        above and below the middle (the two-player table's centre sits higher than that band's
        middle since its hand grew)."""
        places = [centred(self.seat_zone(seat, "table"), (CARD_W, CARD_H)) for seat in range(len(view["players"]))]
        above = [p[1] + p[3] for p in places if p[1] + p[3] <= middle]
        below = [p[1] for p in places if p[1] >= middle]
        return (max(above) + min(below)) / 2 if above and below else middle

    @staticmethod
    def _hand_card_size(zone: Rect, faces_shown: bool) -> tuple[float, float]:
        """A hand its owner reads is drawn as large as its zone allows (up to HAND_CARD_H): at
        the table's card size its text was too small to read (seen in the window); backs keep
        the table's size."""
        if not faces_shown:
            return CARD_W, CARD_H
        height = max(CARD_H, min(zone[3] - 4, HAND_CARD_H))
        return height * HAND_CARD_SHAPE, height

    def _legal_for(self, view: dict[str, Any], viewer: Optional[int]) -> list[Command]:
        """What the viewer may do, from its own view only (a sampled state: the unseen cards
        never change which commands are legal)."""
        if viewer is None or viewer < 0 or viewer not in view.get("to_act", ()):
            return []
        sampled = state_from_view(self.ctx.rules, view, viewer, random.Random(0))
        return self.ctx.rules.legal_commands(sampled, viewer)

    def _seat_name(self, seat: int) -> str:
        return f"{theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]} {self.seat_name(seat)}"

    # -- board ------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any], viewer: Optional[int]) -> None:
        self.turn_to(viewer)
        assets, s = self.ctx.assets, viewport.scale
        surface.fill(theme.BACKGROUND)
        pygame.draw.rect(surface, theme.FELT, viewport.rect((0, 0, *self.design_size)))
        for seat, player in enumerate(view["players"]):
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            panel = viewport.rect(self.seat_zone(seat, "panel"))
            turn = seat == view["current"] and not view.get("outcome")
            pygame.draw.rect(surface, (20, 38, 40), panel, border_radius=viewport.px(12))
            pygame.draw.rect(surface, colour, panel, width=viewport.px(4 if turn else 2), border_radius=viewport.px(12))
            x, y, w, h = self.seat_zone(seat, "name")
            # none before the first deal (a replay's first position said "Ana · Dealer" whoever dealt)
            dealer = "  " + self.t("dealer") if seat == view["dealer"] and view["game_number"] else ""
            title = f"{self._seat_name(seat)}{dealer}"
            assets.draw_text(surface, title, 14 * s, colour, viewport.point((x, y + h / 2)), "midleft", bold=True)
            facts = self.t("facts", bitcoins=player["bitcoins"], skills=player["skills"], hand=player["hand_size"])
            if view["mode"] == "to_the_moon":
                facts += "  ☾ " + str(player["moon_tokens"])
            assets.draw_text(surface, facts, 12 * s, theme.TEXT, viewport.point((x + w, y + h / 2)), "midright")
            if player["character"] is None:
                draw_zone(surface, viewport, assets, centred(self.seat_zone(seat, "table"), (CARD_W, CARD_H)), self.t("no_character"))
        labels = (("deck", self.t("deck", n=view["deck_size"])), ("discard", self.t("discard", n=len(view["discard"]))))
        # Within the pile's own zone: side by side, "Pioche (14)" and "Défausse (12)" at x1.3 ran
        # together; both at the size the longer needs, so they read alike.
        size = min(assets.size_within(label, 11 * s, viewport.rect(self.zone(name)).width - viewport.px(4)) for name, label in labels)
        for name, label in labels:
            pile = draw_zone(surface, viewport, assets, centred(self.zone(name), (CARD_W, CARD_H)))
            assets.draw_text(surface, label, size, theme.TEXT_DIM, (pile.centerx, pile.bottom + viewport.px(4)), "midtop")
        self.draw_places(surface, viewport, view)
        quiet = view["pending_attack"] or view["phase"] == "choose_character"
        draw_zone(surface, viewport, assets, self.zone("centre"), "" if quiet else self.t("centre"))
        self._draw_tokens(surface, viewport, view)
        self.draw_status(surface, viewport, self.status_text(view, viewer), 12)

    def _draw_tokens(self, surface: pygame.Surface, viewport: Viewport, view: dict[str, Any]) -> None:
        assets, s = self.ctx.assets, viewport.scale
        x, y, w, h = self.zone("tokens")
        lines = [self.t("game_number", n=view["game_number"])] if view["game_number"] else []
        if view["mode"] == "to_the_moon":
            lines.append(self.t("tokens_left", n=view["moon_tokens_left"]))
        if view["bonus_rules"]:
            names = [self.cards[rule].name.get(self.ctx.lang, rule) for rule in view["bonus_rules"] if rule in self.cards]
            lines += names
        for index, result in enumerate(view["game_results"][-3:]):
            winners = ", ".join(self._seat_name(w) for w in result["winners"])
            lines.append(self.t("result", n=result["game"], who=winners))
        for index, line in enumerate(lines):
            assets.draw_text(surface, line, 11 * s, theme.TEXT_DIM, viewport.point((x, y + index * 17)), "topleft")

    def draw_custom(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        if sprite.kind in (TARGET, TARGET_TAG):
            self._draw_mark(surface, viewport, sprite, rect, alpha)
            return
        if sprite.kind != "button":
            return
        pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=viewport.px(8))
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=viewport.px(2), border_radius=viewport.px(8))
        self.ctx.assets.draw_fitted(surface, str(sprite.data), 13 * viewport.scale, theme.TEXT, rect.inflate(-viewport.px(10), 0), bold=True)

    def _draw_mark(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect, alpha: int) -> None:
        """The attacked card's frame, or its "⚔" tag."""
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        box = layer.get_rect()
        if sprite.kind == TARGET:
            pygame.draw.rect(layer, theme.BAD, box, width=max(2, viewport.px(MARK_MARGIN - 1)), border_radius=viewport.px(8))
        else:
            pygame.draw.ellipse(layer, (20, 20, 26), box)
            pygame.draw.ellipse(layer, theme.BAD, box, width=max(2, viewport.px(2)))
            self.ctx.assets.draw_text(layer, "⚔", box.height * 0.75, theme.ATTACK_BORDER, box.center, "center", bold=True)
        if alpha < 255:
            layer.set_alpha(alpha)
        surface.blit(layer, rect)

    def zoom_face(self, sprite: Sprite) -> Optional[CardFace]:
        return self.card_face(sprite.data) if sprite.kind in ("card", TARGET_TAG) else None

    def status_text(self, view: dict[str, Any], viewer: Optional[int]) -> str:
        if not view or view.get("outcome"):
            return ""
        phase = view["phase"]
        if self.pending_hack is not None and phase == "action":
            return self.t("status_hack_destination", name=self._seat_name(view["current"]))
        if phase == "reaction" and view["pending_attack"]:
            target = view["pending_attack"]["target_seat"]
            if viewer != target:
                # the attacked seat decides: said so ("An Attack: Robo is playing" read as Robo attacking)
                attacker = self._seat_name(view["pending_attack"]["attacker"])
                return self.t("status_attacked", attacker=attacker, name=self._seat_name(target))
            return self.t("status_reaction", name=self._seat_name(target))
        if phase in ("choose_character", "draw", "action"):
            if phase != "choose_character" and viewer != view["current"]:
                return self.t("status_turn_of", name=self._seat_name(view["current"]), phase=self.t(f"phase_{phase}"))
            return self.t(f"status_{phase}", name=self._seat_name(view["current"]))
        return ""

    # -- events -----------------------------------------------------------------------------------
    def event_style(self, event: Event, before: dict[str, Any], after: dict[str, Any], viewer: Optional[int]) -> EventStyle:
        def at(card: str) -> tuple[float, float]:
            place = self.places.get(card)
            if place is None:
                x, y, w, h = self.zone("centre")
            else:
                x, y, w, h = place[1]
            return (x + w / 2, y)

        match event:
            case ev.GameStarted():
                x, y, w, h = self.zone("centre")
                return EventStyle(0.6, "flip", [Callout(self.t("game_number", n=event.number), (x + w / 2, y + h / 2), theme.TEXT, 26)])
            case ev.CardMined() | ev.CardStored() | ev.CardDrawn() | ev.BitcoinTaken() | ev.CardsDealt():
                return EventStyle(0.3, "card")
            case ev.ExchangePlaced() | ev.SkillLearned() | ev.PlainCardRevealed():
                return EventStyle(0.45, "flip")
            case ev.AttackRevealed():
                return EventStyle(0.7, "damage", [Callout("⚔", at(event.target), theme.WARN, 34)])
            case ev.SkullduggeryPlayed():
                x, y, w, h = self.zone("centre")
                return EventStyle(0.8, "cancel", [Callout("✗ " + self.t("cancelled"), (x + w / 2, y + h / 2), theme.BAD, 26)])
            case ev.BitcoinHacked() | ev.ExchangeSued() | ev.CardSmeared() | ev.SkillPoached():
                return EventStyle(0.6, "damage")
            case ev.ExchangeLocked():
                return EventStyle(0.5, "tile", [Callout(self.t("locked"), at(event.exchange), theme.ACCENT)])
            case ev.GameEnded() | ev.WinnersDeclared():
                return EventStyle(0.9, "victory")
            case ev.MoonTokensTaken():
                x, y, w, h = self.zone("tokens")
                return EventStyle(0.6, "bonus", [Callout("☾ +1", (x + w / 2, y), theme.BONUS_GOLD, 26)])
        return EventStyle(0.25)
