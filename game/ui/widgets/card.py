"""Cards and tiles drawn legibly at any size, cached as surfaces (one render per size).

A table plugin turns its card data into a `CardFace`; the painter does the rest. Each kind of
card has its frame (game/ui/card_frames.py: an outline shape, an icon in a medallion on the
header, a colour); attack cards get a yellow border AND a ⚔ (their kind's medallion, or a ⚔
badge), bonus cards a ★, so nothing is told by colour alone. A card's picture (a game-icons.net
icon, see game/ui/card_art.py) takes a band under the title when the text leaves room for it,
else it lies faintly behind the text; a back shows its game's icon. The symbols a face's text and
cost pills hold (⚔ ♥ ↔ ฿ ☯ ♦ ★ ✦ ◉) are drawn as icons (card_art.glyph_icon).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.card_art import BackDesign, glyph_icon, glyph_icons
from game.ui.card_frames import Frame, frame_for_art
from game.ui.widgets.card_shapes import corner_radius, cut_to_shape, draw_outline
from game.ui.widgets.card_text import COMPACT_TITLE, COMPACT_TITLE_LINES, HEADER_MOST, HEADER_UNIT_MOST, MIN_TITLE, CardText

ART_SIZES = (42, 24)
"""The picture band's heights, in design units of a 100-wide card: the largest the text leaves
room for (two sizes only, so the cards of a row look alike); with no room for the smallest the
picture goes to the footer or behind the text (the text always keeps its room)."""
WATERMARK_ALPHA = 46
MEDALLION = 25
"""The kind's medallion on the header, in design units of a 100-wide card."""
COMPACT_BELOW = 72
"""A card narrower than this (pixels) shows its table face: its name large enough to read and
its picture, no effect text. Its text would be drawn at 6-7 px there, unreadable (new-user trial:
To The Moon's and Mythos' tables "~6 px card text"); the zoom on hover shows it whole."""
ICON_SLOT = "\u25a0"
"""A black square holds a symbol's place while text is wrapped: as wide as the icon drawn there,
and not a space (wrapping strips spaces at the ends of lines, and would lose the slot)."""


@dataclass(frozen=True)
class CostBadge:
    icon: str
    amount: int
    colour: tuple[int, int, int]
    art: str = ""
    """An icon drawn instead of the `icon` glyph (see card_art.symbol_icon); "" for the glyph's
    own icon (card_art.glyph_icon), or the glyph itself where it has none."""


@dataclass(frozen=True)
class CardFace:
    title: str
    text: str
    costs: tuple[CostBadge, ...] = ()
    attack: bool = False
    """Yellow border and a ⚔ badge."""
    bonus: bool = False
    """A ★ in the corner."""
    header: tuple[int, int, int] = (70, 80, 110)
    owner_mark: str = ""
    """The owner's seat shape (●, ▲...) in the footer."""
    art: str = ""
    """The card's picture: an icon name (assets/icons/<art>.svg), "" for none."""
    frame: Optional[Frame] = None
    """The card's frame; None: the frame of the cards of the painter's game that show `art`."""
    whole_text: bool = False
    """Its text shrinks to fit rather than being cut with "…" (a Mythos mission: "battez un
    personnage ennemi…" hid the word that decides, "caché")."""
    title_peers: tuple[str, ...] = ()
    """The titles of the cards shown beside it as alike (one kind, offered together): its title
    takes the size all of them fit at, so the row reads alike (seventeenth trial: "Le Cypherpunk"
    small beside a large "La Baleine")."""
    table_face_below: int = COMPACT_BELOW
    """Narrower than this (pixels) the card shows its table face (Mythos: its whole hand, where at
    93 wide the text was 7 px and the name "Kettle · Jumeau des Quatre Ombres" as small)."""
    gist: str = ""
    """What a table face (a card narrower than COMPACT_BELOW) keeps of its text, in lines under its
    picture: a Mining War fighter's "⚔3 ♥6" and "฿3"; "" for the picture alone."""


@dataclass(frozen=True)
class TileFace:
    icon: str
    colour: tuple[int, int, int]
    face_up: bool
    art: str = ""
    """An icon drawn instead of the `icon` glyph; "" for the glyph's own icon, if it has one."""


class CardPainter(CardText):
    def __init__(self, assets: Assets, game_id: str = "", cache: Optional[dict] = None):
        self.assets = assets
        self.game_id = game_id
        """Whose cards these are: a face's frame is found from its picture within this game."""
        self._cache: dict[tuple, pygame.Surface] = {} if cache is None else cache
        self._games: dict[str, CardPainter] = {}
        self.cut_texts: list[str] = []
        """Titles and texts a face had no room for, in full (the layout check reads it)."""

    def for_game(self, game_id: str) -> "CardPainter":
        """A painter of `game_id`'s cards, sharing this one's cache of painted surfaces."""
        if game_id not in self._games:
            self._games[game_id] = CardPainter(self.assets, game_id, self._cache)
        return self._games[game_id]

    def frame_of(self, face: CardFace) -> Optional[Frame]:
        return face.frame if face.frame is not None else frame_for_art(self.game_id, face.art) if self.game_id else None

    def face(self, face: CardFace, size: tuple[int, int], full_text: bool = False) -> pygame.Surface:
        """The card's face; `full_text` (the hover zoom) shrinks the text rather than cut it."""
        key = ("face", self.game_id, face, size, full_text)
        if key not in self._cache:
            self._cache[key] = self._paint_face(face, size, full_text)
        return self._cache[key]

    def back(self, size: tuple[int, int], bonus: bool = False, design: Optional[BackDesign] = None) -> pygame.Surface:
        key = ("back", bonus, size, design)
        if key not in self._cache:
            self._cache[key] = self._paint_back(size, bonus, design)
        return self._cache[key]

    def tile(self, tile: TileFace, size: tuple[int, int]) -> pygame.Surface:
        key = ("tile", tile, size)
        if key not in self._cache:
            self._cache[key] = self._paint_tile(tile, size)
        return self._cache[key]

    def card(self, face: Optional[CardFace], size: tuple[int, int], face_up: bool, bonus_back: bool = False,
             back: Optional[BackDesign] = None) -> pygame.Surface:
        return self.face(face, size) if face_up and face is not None else self.back(size, bonus_back, back)

    # -- painting ------------------------------------------------------------------------------
    def _paint_face(self, face: CardFace, size: tuple[int, int], full_text: bool = False) -> pygame.Surface:
        w, h = size
        u = w / 100  # one design unit of a 100-wide card
        frame = self.frame_of(face)
        shape = frame.shape if frame is not None else "rounded"
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = corner_radius(shape, u)
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.CARD_FACE, rect, border_radius=radius)
        compact = not full_text and w < face.table_face_below
        title = short_title(face.title) if compact else face.title
        # a large face read in a hand keeps its name at a hand's size, and its text the room
        # (To The Moon's hand: a name at 25 px took a third of the card, the text ended in "…")
        ut = u if full_text else min(u, HEADER_UNIT_MOST)
        header = pygame.Rect(0, 0, w, round(34 * ut))
        if compact:  # as tall as the readable name needs, up to half the card
            title_size, lines, _ = self._title_lines(title, w - round(10 * u), ut, compact=True)
            needed = len(lines[:COMPACT_TITLE_LINES]) * self.assets.font(title_size, True).get_linesize() + round(4 * ut)
            header.height = min(max(header.height, needed), h // 2)
        # (not under an arch: its curve took the first line's top, seen on Mythos' missions)
        cut = round(4 * u) if frame is not None and shape in ("cut", "arch") else 0
        two_lines = 0 if compact or face.title_peers or shape == "arch" else \
            self._two_line_header(title, w - round(10 * u) - cut, ut, round(HEADER_MOST * ut))
        if two_lines > header.height:
            # two lines of a long name near the title's own size, where the header shrank them
            # to a smudge (twenty-first trial: "Attaque « Étincelle »" at 7 px): the header
            # grows, the body gives up the room, the medallion goes to the footer
            header.height = two_lines
        pygame.draw.rect(surface, face.header, header, border_top_left_radius=radius, border_top_right_radius=radius)
        title_box = header.inflate(-round(10 * u), -round(4 * ut))
        if frame is not None and shape in ("cut", "arch"):
            title_box.width -= round(4 * u)  # the cut or the arch takes the header's top-left corner
            title_box.left += round(4 * u)
        beside_title = title_box.inflate(-round((MEDALLION + 1) * ut), 0)
        beside_title.left = title_box.left
        # On a small card a long title needs the whole header: the medallion goes to the footer.
        peers = () if compact else face.title_peers
        # (a row of one kind: its medallion, the same on each, goes to the footer, the names
        # take the whole header)
        medallion_in_header = frame is not None and not compact and not peers and not two_lines \
            and self._title_fits(title, beside_title.width, ut) and not self._medallion_shrinks(title, beside_title, title_box, ut, header.height)
        if medallion_in_header:
            title_box = beside_title
        elif face.attack and frame is None:
            title_box.width -= round(14 * ut)
        self._paint_title(surface, title, header, title_box, ut, compact, peers, arch=frame is not None and shape == "arch")
        if frame is not None and medallion_in_header:
            self._paint_medallion(surface, frame, header.centery, header.right - 4 * u, MEDALLION * ut, face.attack)
        elif face.attack and frame is None:
            self.assets.draw_text(surface, "⚔", 14 * ut, theme.ATTACK_BORDER, (w - 4 * u, header.centery), "midright", bold=True)
        # Footer: the owner's shape or the ★ on the left, a cost pill per tile kind on the right.
        pill_h = round(17 * u)
        footer_top = h - pill_h - round(5 * u)
        x = w - 6 * u
        for badge_ in reversed(face.costs):
            pill = self._paint_pill(surface, badge_, footer_top, pill_h, x, u)
            x = pill.left - 4 * u
        footer_left = 6 * u
        mark_at = (6 * u, footer_top + pill_h / 2)
        if face.bonus:
            footer_left = self.assets.draw_text(surface, "★", 15 * u, theme.BONUS_GOLD, mark_at, "midleft", bold=True).right
        elif face.owner_mark:
            footer_left = self.assets.draw_text(surface, face.owner_mark, 10 * u, theme.TEXT_DIM, mark_at, "midleft").right
        if frame is not None and not medallion_in_header and footer_left + 3 * u + pill_h + 2 * u <= x:
            # only where the cost pills leave it room: on a narrow card it lay over the first
            # pill's number (eighteenth trial, Mythos' hand); the frame still says the kind
            side = pill_h + 2 * u
            self._paint_medallion(surface, frame, mark_at[1], footer_left + 3 * u + side, side, face.attack)
            footer_left += 3 * u + side
        footer_free = pygame.Rect(round(footer_left + 3 * u), footer_top, max(0, round(x - footer_left - 3 * u)), pill_h)
        body = pygame.Rect(round(6 * u), round(header.bottom + 5 * u), round(w - 12 * u), round(footer_top - header.bottom - 7 * u))
        if compact and face.art:
            if face.gist:
                body.height -= self._paint_gist(surface, face.gist, body, u)
            self._paint_art_alone(surface, face, body)
            return self._outlined(surface, face, frame, shape, rect, radius, u)
        text, symbols = icon_slots(face.text, self.game_id)
        text_size, lines = self.body_lines(text, body.size, u, full_text or face.whole_text)
        if face.art:
            body = self._paint_art(surface, face, body, text_size, lines, u, footer_free)
        self._draw_lines(surface, lines, text_size, theme.TEXT_DARK, body, symbols)
        return self._outlined(surface, face, frame, shape, rect, radius, u)

    def _outlined(self, surface: pygame.Surface, face: CardFace, frame: Optional[Frame], shape: str, rect: pygame.Rect,
                  radius: int, u: float) -> pygame.Surface:
        """The face cut to its frame's shape, with its border."""
        if frame is not None:
            cut_to_shape(surface, shape, u)
        border = theme.ATTACK_BORDER if face.attack else frame.colour if frame is not None else (120, 120, 130)
        width = max(2, round((5 if face.attack else 3 if frame is not None else 1.5) * u))
        if frame is not None:
            draw_outline(surface, shape, u, border, width)
        else:
            pygame.draw.rect(surface, border, rect, width=width, border_radius=radius)
        return surface

    def _paint_gist(self, surface: pygame.Surface, gist: str, body: pygame.Rect, u: float) -> int:
        """A table face's lines of numbers at the body's foot, each as large as the width allows
        from a readable size down; returns the height they take."""
        bottom = body.bottom
        for text in reversed(gist.split("\n")):
            line, symbols = icon_slots(text, self.game_id)
            size = max(10.5 * u, COMPACT_TITLE)  # as large as the name above (eighteenth trial: "⚔/♥ tiny")
            while size > MIN_TITLE and self.assets.font(size).size(line)[0] > body.width:
                size *= 0.92
            line_h = self.assets.font(size).get_linesize()
            width = self.assets.font(size).size(line)[0]
            bottom -= line_h
            draw_symbol_line(self.assets, surface, line, size, theme.TEXT_DARK, (body.centerx - width / 2, bottom), iter(symbols))
        return body.bottom - bottom

    def _paint_art_alone(self, surface: pygame.Surface, face: CardFace, body: pygame.Rect) -> None:
        """A table face's body: its picture as large as the body holds."""
        side = round(min(body.width, body.height) * 0.9)
        if side >= 8:
            icon = self.assets.icon(face.art, side, face.header)
            surface.blit(icon, icon.get_rect(center=body.center))

    def _paint_medallion(self, surface: pygame.Surface, frame: Frame, centre_y: float, right: float, side: float, attack: bool) -> None:
        """The kind's icon in a disc (at the header's right, or in the footer of a small card
        whose title needs the header): a kind shows by an icon, not only by its colour."""
        side = round(side)
        disc = pygame.Rect(0, 0, side, side)
        disc.midright = (round(right), round(centre_y))
        pygame.draw.ellipse(surface, darker(frame.colour, 0.55), disc)
        pygame.draw.ellipse(surface, theme.ATTACK_BORDER if attack else frame.colour, disc, width=max(1, round(side / 12)))
        icon_side = round(side * 0.66)
        if icon_side >= 4:
            icon = self.assets.icon(frame.corner, icon_side, lighter(frame.colour, 0.45))
            surface.blit(icon, icon.get_rect(center=disc.center))

    def _paint_pill(self, surface: pygame.Surface, badge: CostBadge, top: int, pill_h: int, right: float, u: float) -> pygame.Rect:
        """One cost pill, its symbol an icon where one is known (else the font's glyph)."""
        art = badge.art or glyph_icon(badge.icon, self.game_id)
        if art:
            text = self.assets.text(str(badge.amount), 11 * u, theme.TEXT, bold=True)
            symbol = self.assets.icon(art, round(pill_h * 0.72), theme.TEXT)
            pill = pygame.Rect(0, top, symbol.get_width() + text.get_width() + round(9 * u), pill_h)
            pill.right = round(right)
            pygame.draw.rect(surface, badge.colour, pill, border_radius=round(8 * u))
            surface.blit(symbol, symbol.get_rect(midleft=(pill.left + round(4 * u), pill.centery)))
            surface.blit(text, text.get_rect(midright=(pill.right - round(4 * u), pill.centery)))
        else:
            text = self.assets.text(f"{badge.icon}{badge.amount}", 11 * u, theme.TEXT, bold=True)
            pill = pygame.Rect(0, top, text.get_width() + round(8 * u), pill_h)
            pill.right = round(right)
            pygame.draw.rect(surface, badge.colour, pill, border_radius=round(8 * u))
            surface.blit(text, text.get_rect(center=pill.center))
        return pill

    def _draw_lines(self, surface: pygame.Surface, lines: list[str], size: float, colour: tuple[int, int, int],
                    box: pygame.Rect, symbols: list[str]) -> None:
        """The body's lines, each symbol's slot (ICON_SLOT) holding its icon."""
        line_h = self.assets.font(size).get_linesize()
        pending = iter(symbols)
        y = box.top
        for line in lines:
            if y + line_h > box.bottom + 2:
                break
            draw_symbol_line(self.assets, surface, line, size, colour, (box.left, y), pending)
            y += line_h

    def _paint_art(self, surface: pygame.Surface, face: CardFace, body: pygame.Rect, text_size: float, lines: list[str],
                   u: float, footer: pygame.Rect) -> pygame.Rect:
        """The picture in a band at the top of the body when the text leaves that much room (the
        text then starts under it), else small in the footer's free middle, else faint behind
        the text; returns the text's box."""
        text_h = (len(lines) if face.text else 0) * self.assets.font(text_size).get_linesize()
        room = body.height - text_h - 3 * u
        fitting = [size for size in ART_SIZES if size * u <= room]
        if fitting:
            side = round(min(fitting[0] * u, body.width))
            band = pygame.Rect(body.left, body.top, body.width, side)
            icon = self.assets.icon(face.art, side, face.header)
            surface.blit(icon, icon.get_rect(center=band.center))
            return pygame.Rect(body.left, band.bottom + round(3 * u), body.width, body.height - side - round(3 * u))
        side = round(min(footer.width, footer.height + 2 * u))
        if side >= max(8, 12 * u):
            icon = self.assets.icon(face.art, side, face.header)
            surface.blit(icon, icon.get_rect(center=footer.center))
            return body
        side = round(min(body.width, body.height) * 0.9)
        if side >= 8:
            icon = self.assets.icon(face.art, side, face.header).copy()
            icon.set_alpha(WATERMARK_ALPHA)
            surface.blit(icon, icon.get_rect(center=body.center))
        return body

    def _paint_back(self, size: tuple[int, int], bonus: bool, design: Optional[BackDesign] = None) -> pygame.Surface:
        w, h = size
        u = w / 100
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, round(7 * u))
        if design is not None and design.icon:
            base = design.colour
        else:
            base = (92, 70, 30) if bonus else theme.CARD_BACK
        pattern = theme.BONUS_GOLD if bonus and (design is None or not design.icon) else lighter(base, 0.28)
        pygame.draw.rect(surface, base, surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-round(14 * u), -round(14 * u))
        pygame.draw.rect(surface, pattern, inner, width=max(1, round(2 * u)), border_radius=radius)
        step = max(6, round(14 * u))
        clip = inner.inflate(-round(6 * u), -round(6 * u))
        surface.set_clip(clip)
        crosshatch = design is not None and bool(design.icon)
        for offset in range(-h, w + h, step):
            pygame.draw.line(surface, pattern, (clip.left + offset, clip.top), (clip.left + offset + clip.height, clip.bottom), 1)
            if crosshatch:
                pygame.draw.line(surface, pattern, (clip.left + offset, clip.bottom), (clip.left + offset + clip.height, clip.top), 1)
        surface.set_clip(None)
        if crosshatch:
            assert design is not None
            emblem = pygame.Rect(0, 0, round(64 * u), round(64 * u))
            emblem.center = surface.get_rect().center
            pygame.draw.ellipse(surface, base, emblem)
            pygame.draw.ellipse(surface, pattern, emblem, width=max(1, round(2.5 * u)))
            side = round(emblem.width * 0.66)
            if side >= 4:
                icon = self.assets.icon(design.icon, side, lighter(base, 0.75))
                surface.blit(icon, icon.get_rect(center=emblem.center))
        else:
            emblem = pygame.Rect(0, 0, round(44 * u), round(44 * u))
            emblem.center = surface.get_rect().center
            pygame.draw.ellipse(surface, base, emblem)
            pygame.draw.ellipse(surface, pattern, emblem, width=max(1, round(2 * u)))
            self.assets.draw_text(surface, "★" if bonus else "TW", (24 if bonus else 15) * u, theme.TEXT, emblem.center, "center", bold=True)
        pygame.draw.rect(surface, (20, 24, 36), surface.get_rect(), width=max(1, round(1.5 * u)), border_radius=radius)
        return surface

    def _paint_tile(self, tile: TileFace, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, w // 6)
        rect = surface.get_rect()
        art = tile.art or glyph_icon(tile.icon, self.game_id)
        if tile.face_up:
            pygame.draw.rect(surface, tile.colour, rect, border_radius=radius)
            pygame.draw.rect(surface, (255, 255, 255), rect, width=max(1, w // 18), border_radius=radius)
            if art:
                icon = self.assets.icon(art, round(h * 0.62), theme.TEXT)
                surface.blit(icon, icon.get_rect(center=rect.center))
            else:
                self.assets.draw_text(surface, tile.icon, h * 0.55, theme.TEXT, rect.center, "center", bold=True)
        else:
            # Face down: dark, hatched, with a hollow icon outline — differs in shape, not only hue.
            pygame.draw.rect(surface, (44, 48, 58), rect, border_radius=radius)
            surface.set_clip(rect.inflate(-4, -4))
            for offset in range(-h, w, max(4, w // 5)):
                pygame.draw.line(surface, (60, 64, 76), (offset, h), (offset + h, 0), 2)
            surface.set_clip(None)
            pygame.draw.rect(surface, (90, 94, 108), rect, width=max(1, w // 18), border_radius=radius)
            if art:
                icon = self.assets.icon(art, round(h * 0.46), (100, 104, 118))
                surface.blit(icon, icon.get_rect(center=rect.center))
            else:
                self.assets.draw_text(surface, tile.icon, h * 0.4, (100, 104, 118), rect.center, "center")
        return surface


def draw_hidden_veil(surface: pygame.Surface, viewport, assets: Assets, rect: pygame.Rect,
                     mark_bottom: Optional[int] = None) -> None:
    """A card hidden from the others that its owner sees: darkened, with ◐ in its top-right
    corner (Mythos's hidden characters, Mining War's face-down fighters), or at the right end
    of a line whose foot is `mark_bottom` (a card in a column, under its name)."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((14, 16, 30, 110))
    surface.blit(veil, rect)
    radius = viewport.px(9 if mark_bottom is None else 8)
    top = rect.top + viewport.px(2) if mark_bottom is None else mark_bottom - 2 * radius - viewport.px(2)
    centre = (rect.right - radius - viewport.px(2), top + radius)
    pygame.draw.circle(surface, (14, 16, 30), centre, radius)
    pygame.draw.circle(surface, theme.TEXT, centre, radius, width=max(1, viewport.px(1)))
    assets.draw_text(surface, "◐", 12 * viewport.scale, theme.TEXT, centre, "center", bold=True)


def short_title(title: str) -> str:
    """A table face's name: the part before " · " (Mythos' "Zab · Démon de la brume" is Zab
    on the table, as its choices name it), after a kind's "…: " ("Bonus Rule: Whale Hunting" is
    Whale Hunting); the zoom gives the whole."""
    name = title.split(" · ")[0]
    return name.split(": ", 1)[1] if ": " in name else name.split(" : ", 1)[-1]


def icon_slots(text: str, game_id: str = "") -> tuple[str, list[str]]:
    """`text` with each symbol that has an icon (in `game_id`) replaced by ICON_SLOT, and those
    icons in order."""
    icons = glyph_icons(game_id)
    if not text or not any(glyph in text for glyph in icons):
        return text, []
    out, found = [], []
    for char in text:
        if char in icons:
            out.append(ICON_SLOT)
            found.append(icons[char])
        else:
            out.append(char)
    return "".join(out), found


def draw_symbol_line(assets: Assets, surface: pygame.Surface, line: str, size: float, colour: tuple[int, int, int],
                     topleft: tuple[float, float], symbols) -> int:
    """One line of text made by `icon_slots` (and wrapped), each ICON_SLOT drawn as the next icon
    of the iterator `symbols`; returns where the line ends."""
    font = assets.font(size)
    line_h = font.get_linesize()
    slot_w = font.size(ICON_SLOT)[0]
    side = max(1, min(slot_w, round(font.get_ascent() * 0.95)))
    x, y = topleft
    for index, part in enumerate(line.split(ICON_SLOT)):
        if index:
            name = next(symbols, "")
            if name:
                icon = assets.icon(name, side, colour)
                surface.blit(icon, icon.get_rect(midleft=(round(x), round(y + line_h / 2))))
            x += slot_w
        if part:
            x = assets.draw_text(surface, part, size, colour, (round(x), round(y))).right
    return round(x)


def darker(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` moved `amount` (0..1) of the way to black."""
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


def lighter(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` moved `amount` (0..1) of the way to white."""
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def flipped(surface: pygame.Surface, progress: float) -> pygame.Surface:
    """The surface squeezed horizontally as if turning over (progress 0..1 of a half turn)."""
    width = max(1, round(surface.get_width() * abs(math.cos(progress * math.pi))))
    return pygame.transform.smoothscale(surface, (width, surface.get_height()))
