"""Drawing the table scene: the curtain, the table and the turn's aids (lit targets, number
keys, the hint or why a card cannot be played), a summary between rounds, the zoom."""

from __future__ import annotations

import math
from typing import Optional

import pygame

from game.ui import theme
from game.ui.number_keys import KEYED, badge_for_index
from game.ui.tables.base import HINT_ROOM
from game.ui.tables.base import Interlude
from game.ui.widgets.button import Button
from game.ui.widgets.keycap import FACE, draw_keycap, keycap_size


PULSE_MS = 180
"""The places a chosen card may go blink: one pixel thicker for π × PULSE_MS ms, then thinner as
long (two looks, so a resting table draws twice in 1.13 s, not 60 times a second)."""
SHRINK_LEAST, HINT_LEAST = 0.68, 0.84
"""The smallest the hint shrinks to in its room, of its size (draw_wrapped_shrinking's last step);
one longer still opens over what lies below it at HINT_LEAST of its size."""
KEY_GAP = 3
"""Design units between a key drawn above a button and the button, and a little room: a hint's
box opened over the table stops that far, and a key's height, above the first sprite below."""
HOVER_NOTE_WIDTH = 300
"""Design width a hover note wraps at (TablePlugin.hover_note)."""
INTERLUDE_WIDTH, INTERLUDE_TEXT = 520, 15
"""Design width of a summary's panel between rounds, and its text size."""


class TableDrawing:
    """Mixed into TableScene: what it draws each frame."""

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        if self.curtain is not None:
            self.draw_curtain_screen(surface)
            return
        # as the state is now: a move the table played in this frame's update (an empty step
        # ended by itself) came after the update set it
        self.refresh_undo_button()
        hidden = set()
        if self.drag is not None and self.drag.moved:
            hidden.add(self.drag.sprite.key)
        if self.snap_back is not None:
            hidden.add(self.snap_back[0].key)
        seat = self.acting_seat
        lifted: dict[str, float] = {}
        if seat is not None:
            hand = self._hand()
            if self.table.hovered is not None and self.table.hovered.key in hand:
                lifted[self.table.hovered.key] = 8
            if self.selected in hand:
                lifted[self.selected] = 16
        self.table.draw_table(surface, self.viewer, frozenset(hidden), lifted)
        if seat is not None:
            self._draw_turn_aids(surface, seat)
            self._light_what_the_hovered_choice_names(surface)
        elif self.table.presenter.animating:
            assets.draw_text(surface, self.app.tr("table.skip"), 12 * vp.scale, theme.TEXT_DIM, vp.point(self._hint_box()[:2]))
        elif self.thinking_seat() is not None:
            dots = "." * (1 + pygame.time.get_ticks() // 400 % 3)  # it moves: the game has not frozen
            text = self.app.tr("table.thinking", name=self.seats[self.thinking_seat()].name) + dots
            assets.draw_text(surface, text, 12 * vp.scale, theme.TEXT_DIM, vp.point(self._hint_box()[:2]))
        self.buttons.draw(surface, vp, assets)
        if self.snap_back is not None:
            sprite, tween = self.snap_back
            self.table.plugin.draw_sprite(surface, vp, sprite, tween.value, None, 255)
        if self.drag is not None and self.drag.moved:
            self.table.plugin.draw_sprite(surface, vp, self.drag.sprite, self.drag.design_rect(vp), None, 255)
        self.table.draw_callouts(surface)
        self.draw_overlays(surface)
        if self.interlude is not None:
            self._draw_interlude(surface, self.interlude)
            return
        if self.app.stack and self.app.stack[-1] is not self:
            return  # a dialog over the table (the end of the game): no card zoom over it (fourth new-user trial)
        zoomed = self.zoomed_sprite()
        if zoomed is not None:
            self.table.draw_zoom(surface, zoomed, pygame.mouse.get_pos(), self._zoom_avoid(zoomed))
        elif self.curtain is None and (self.drag is None or not self.drag.moved) and not self.table.presenter.animating:
            self._draw_hover_note(surface, pygame.mouse.get_pos())

    def _draw_hover_note(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The plugin's word on what lies under the mouse where no sprite is (TablePlugin.hover_note),
        in a box beside the pointer, inside the window."""
        vp, assets = self.app.viewport, self.app.assets
        view = self.table.presenter.view
        if not view or not surface.get_rect().collidepoint(mouse) or self.table.sprite_at(mouse) is not None:
            return
        note = self.table.plugin.hover_note(view, vp.to_design(mouse))
        if not note:
            return
        size, pad = 12 * vp.scale, vp.px(8)
        lines = assets.wrap(note, size, vp.px(HOVER_NOTE_WIDTH) - 2 * pad)
        line_h = assets.font(size).get_linesize()
        box = pygame.Rect(0, 0, max(assets.font(size).size(line)[0] for line in lines) + 2 * pad, line_h * len(lines) + pad)
        box.topleft = (mouse[0] + vp.px(14), mouse[1] + vp.px(18))  # below right of the pointer, off what it points at
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=vp.px(6))
        pygame.draw.rect(surface, theme.ACCENT, box, width=vp.px(1), border_radius=vp.px(6))
        for row, line in enumerate(lines):
            assets.draw_text(surface, line, size, theme.TEXT, (box.left + pad, box.top + pad // 2 + row * line_h))

    def _draw_target_frames(self, surface: pygame.Surface, targets: list, glow: bool, thick: bool,
                            hand: list[pygame.Rect]) -> None:
        """The frames of the places a card can go, never over a hand card: a picked card is
        lifted into the zone above it, whose frame ran across its title (fourth new-user trial)."""
        vp = self.app.viewport
        frames = [vp.rect(target).inflate(vp.px(8), vp.px(8)) for target in targets]
        bounds = frames[0].unionall(frames[1:]).inflate(vp.px(4), vp.px(4))
        colour = theme.ACCENT if glow else (90, 140, 140)
        width = vp.px(3 if glow else 2) + (vp.px(1) if thick else 0)
        key = (tuple(map(tuple, frames)), tuple(map(tuple, hand)), colour, width)
        kept = getattr(self, "_frames_layer", None)
        if kept is None or kept[0] != key:
            # made again only when the frames change: a card held still redraws 2 looks, not a new
            # layer every frame
            layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
            for frame in frames:
                pygame.draw.rect(layer, colour, frame.move(-bounds.x, -bounds.y), width=width, border_radius=vp.px(9))
            for card in hand:
                layer.fill((0, 0, 0, 0), card.move(-bounds.x, -bounds.y))
            kept = self._frames_layer = (key, layer)
        surface.blit(kept[1], bounds)

    def zoomed_sprite(self):
        """The card shown large under the pointer, if one is, else the card picked by its key
        (None: no zoom on screen). Picked by keys, a card's text was read nowhere: drawn small,
        it is cut at x1.3 (tenth trial: "you have to hover to read a card")."""
        key = self.table.hovered.key if self.table.hovered is not None else self.selected if self.selected == self.key_pick else None
        if self.drag is not None or key is None or not any(s.key == key for s, _ in self.table.drawn):
            return None
        hovered = self.table.presenter.sprites.get(key)
        if hovered is None or not (hovered.face_up or hovered.data is not None) or self.table.plugin.zoom_face(hovered) is None:
            return None
        return hovered

    def _zoom_avoid(self, zoomed) -> list[pygame.Rect]:
        """Where the picked card may go, when the zoom is of that card: the zoom leaves them in
        sight (window pixels)."""
        seat = self.acting_seat
        if seat is None or zoomed.key != self.selected:
            return []
        return [self.app.viewport.rect(r) for r in self.table.plugin.drop_targets(seat)]

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What a scene lays over the table, under the zoom of a card (the guided game's coach):
        a card the player points at stays readable whatever covers the table."""

    def thinking_seat(self) -> Optional[int]:
        """The computer seat the game waits for, when nothing moves on the table (None: none)."""
        if self.match.is_over() or self.table.presenter.animating or self.between:
            return None
        return next((s for s in self.match.to_act() if s in self.players), None)

    def interlude_layout(self, interlude: Interlude) -> tuple[pygame.Rect, list[list[str]], Button]:
        """The summary's panel (window pixels), its lines wrapped, and its button."""
        vp, assets = self.app.viewport, self.app.assets
        w, h = self.design_size
        width = INTERLUDE_WIDTH
        pad = 22
        size = INTERLUDE_TEXT * vp.scale
        wrapped = [assets.wrap(line, size, vp.px(width - 2 * pad)) for line in interlude.lines]
        line_h = assets.font(size).get_linesize() / vp.scale
        height = pad + 34 + sum(len(rows) for rows in wrapped) * line_h + 6 * len(wrapped) + 14 + 44 + 20 + pad
        height = min(height, h - 40)
        y = (h - height) / 2
        # In the middle, else at the left or the right edge, where it leaves what the plugin keeps
        # in sight uncovered.
        spots = [(w - width) / 2, 10, w - width - 10]
        x = next((left for left in spots if not any(
            pygame.Rect(round(left), round(y), width, round(height)).colliderect(pygame.Rect(*map(round, keep)))
            for keep in interlude.keep_in_sight)), spots[0])
        handover = self.summary_handover()
        label = interlude.button or (self.app.tr("table.back_to", name=self.seats[handover].name) if handover is not None
                                     else self.app.tr("table.summary_continue"))
        left = x + width / 2 - (230 if self.summary_may_stop() else 110)  # left of "don't show again", else centred
        button = Button((left, y + height - pad - 20 - 44, 220, 44), label, self.dismiss_interlude, primary=True, size=16)
        return vp.rect((x, y, width, height)), wrapped, button

    def summary_may_stop(self) -> bool:
        """Whether the summary up is one the settings may turn off (a round's, not a series'
        results): it then offers to, beside Continue (twenty-second trial: "a Continuer pop-up
        every turn" of Charge & Spark, the switch deep in the settings)."""
        return self.interlude is not None and self.interlude.private_to is None and self.table.plugin.summaries_optional

    def summary_stop_button(self, beside: Optional[Button] = None) -> Optional[Button]:
        """"Don't show again", right of the summary's Continue (`beside`, laid out again if not given)."""
        if not self.summary_may_stop():
            return None
        if beside is None:
            _, _, beside = self.interlude_layout(self.interlude)
        return Button((beside.rect[0] + 240, beside.rect[1], 220, 44), self.app.tr("table.summary_stop"), self.stop_summaries, size=14)

    def stop_summaries(self) -> None:
        self.app.settings.round_summaries = False
        self.app.apply_settings()  # saved: the next game shows none either (Settings turns them on again)
        self.app.toast(self.app.tr("table.summaries_stopped"), info=True)
        self.dismiss_interlude()

    def _draw_interlude(self, surface: pygame.Surface, interlude: Interlude) -> None:
        vp, assets = self.app.viewport, self.app.assets
        panel, wrapped, button = self.interlude_layout(interlude)
        shadow = panel.move(vp.px(5), vp.px(7))
        pygame.draw.rect(surface, (6, 8, 12), shadow, border_radius=vp.px(14))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(14))
        pygame.draw.rect(surface, theme.BONUS_GOLD, panel, width=vp.px(2), border_radius=vp.px(14))
        y = panel.top + vp.px(22)
        title = 22 * vp.scale
        while title > 12 * vp.scale and assets.text(interlude.title, title, theme.TEXT, True).get_width() > panel.width - vp.px(44):
            title -= vp.scale  # a long title in a large text size is made smaller, never cut
        assets.draw_text(surface, interlude.title, title, theme.TEXT, (panel.centerx, y), "midtop", bold=True)
        y += vp.px(34)
        size = INTERLUDE_TEXT * vp.scale
        line_h = assets.font(size).get_linesize()
        for rows in wrapped:
            for row in rows:
                assets.draw_text(surface, row, size, theme.TEXT, (panel.left + vp.px(22), y))
                y += line_h
            y += vp.px(6)
        button.focused = True
        button.draw(surface, vp, assets)
        stop = self.summary_stop_button(button)
        if stop is not None:
            stop.hovered = stop.contains(vp, pygame.mouse.get_pos())
            stop.draw(surface, vp, assets)
        handover = self.summary_handover()
        hint = self.app.tr("table.summary_handover_hint", name=self.seats[handover].name) if handover is not None \
            else self.app.tr("table.summary_hint")
        assets.draw_text(surface, hint, 12 * vp.scale, theme.TEXT_DIM, (panel.centerx, panel.bottom - vp.px(12)), "midbottom")

    def _light_what_the_hovered_choice_names(self, surface: pygame.Surface) -> None:
        """A chip or button that answers with a card (Mythos: "Sable · A") rings that card on the
        table while it is hovered, so the choice can be told apart on the table too."""
        hovered = self.table.hovered
        target = self.table.plugin.hover_target(hovered.key) if hovered is not None else None
        if target is None:
            return
        vp = self.app.viewport
        for sprite, rect in self.table.drawn:
            if sprite.key == target:
                ring = vp.rect(rect).inflate(vp.px(10), vp.px(10))
                pygame.draw.rect(surface, theme.ACCENT, ring, width=vp.px(4), border_radius=vp.px(8))

    def _draw_turn_aids(self, surface: pygame.Surface, seat: int) -> None:
        vp, assets = self.app.viewport, self.app.assets
        self.table.plugin.held = self.drag.sprite.key if self.drag is not None and self.drag.moved else self.selected
        targets = self.table.plugin.drop_targets(seat)
        glow = self._glowing()
        thick = glow and math.sin(pygame.time.get_ticks() / PULSE_MS) > 0
        drawn = {s.key: r for s, r in self.table.drawn}
        if targets:
            self._draw_target_frames(surface, targets, glow, thick, [vp.rect(drawn[k]) for k in self._hand() if k in drawn])
        chosen_place = self.table.plugin.chosen_target_rect()
        if chosen_place is not None:
            pygame.draw.rect(surface, theme.BONUS_GOLD, vp.rect(chosen_place).inflate(vp.px(6), vp.px(6)), width=vp.px(4), border_radius=vp.px(6))
        view = self.table.presenter.view
        hint = self.app.tr(self.table.plugin.hint_key(self._hand()))
        if self.undo_seat() is None:
            # no "Ctrl+Z: undo" while nothing can be taken back (seventh trial: it answered "nothing
            # to take back" right after the hint offered it)
            hint = hint.replace(self.app.tr("table.hint_undo"), "").strip()
        unplayable: set[str] = set()
        keyed = self._hand()
        for key in keyed + [k for k in self.table.plugin.unkeyed_hand(view, seat) if k not in keyed]:
            reason = self.table.plugin.unplayable_reason(view, seat, key) if key in drawn else None
            if reason:
                rect = vp.rect(drawn[key])
                dims = self.table.plugin.unplayable_dims(view, seat, key)
                if dims:
                    unplayable.add(key)  # its key dims with it; a card still of use keeps a bright key
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shade.fill((10, 14, 20, 130))  # dimmed: it cannot be played now
                    surface.blit(shade, rect)
                mark = self.table.plugin.unplayable_mark(view, seat, key)
                if mark:
                    # at the foot of the card, where its cost is printed: across its middle it hid
                    # the picture and the stats (fifth new-user trial)
                    band = pygame.Rect(rect.left, rect.bottom - vp.px(22), rect.width, vp.px(22))
                    pygame.draw.rect(surface, (12, 16, 24), band)
                    assets.draw_fitted(surface, mark, 13 * vp.scale, theme.WARN, band.inflate(-vp.px(6), 0), bold=True)
                if self.table.hovered is not None and self.table.hovered.key == key:
                    hint = reason  # why not, where the hint is read
        ending = self.idle_notice()
        if ending:
            # the step is about to end by itself: the hint says so, not how to play it (twenty-
            # second trial: "terminé d'office" over a panel still saying "glissez un combattant")
            hint = ending
        below: list[pygame.Rect] = []  # the keys drawn under what they name, so far
        numbered = [(key, badge_for_index(index)) for index, key in enumerate(self._slots()[:KEYED]) if key is not None]
        lettered = list(self.table.plugin.lettered_keys().items()) if self.acting_seat is not None else []
        for key, label in numbered + lettered:  # 1-9, 0, then ⇧1-⇧0; then R, ↵...
            if key not in drawn or not self.table.plugin.wants_key_badge(key):
                continue
            rect = vp.rect(drawn[key])
            badge = pygame.Rect((0, 0), keycap_size(label, vp.scale))
            anchor = self.table.plugin.key_badge_anchor(key)
            if anchor == "left":
                badge.midright = (rect.left - vp.px(2), rect.centery)
            elif anchor == "below":
                # To The Moon's coins sit 16 apart: their keys side by side read "23" (seventh and
                # ninth trials); a key that would touch the one before it goes a row lower
                badge.midtop = (rect.centerx, rect.bottom + vp.px(2))
                while badge.inflate(vp.px(4), 0).collidelist(below) != -1:
                    badge.move_ip(0, badge.height + vp.px(2))
                below.append(badge)
                if badge.top > rect.bottom + vp.px(2):
                    # a key a row lower is tied to its coin: alone it "floated" (tenth trial)
                    pygame.draw.line(surface, FACE, (rect.centerx, rect.bottom), (rect.centerx, badge.top), max(1, vp.px(2)))
            elif anchor == "art":
                badge.midtop = (rect.centerx, rect.top + round(rect.height * 0.26))
            elif anchor == "strip":
                badge.bottomright = (rect.right - vp.px(1), rect.top + vp.px(self.table.plugin.strip_height))
            elif anchor == "over_corner":
                badge.bottomright = (rect.right, rect.top - vp.px(1))
            else:
                badge.midbottom = (rect.centerx, rect.top - vp.px(2))
            # an unplayable card's key is dimmed with it (third new-user trial H19)
            draw_keycap(surface, assets, badge, label, vp.scale, dim=key in unplayable)
            if key == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(vp.px(8), vp.px(8)), width=vp.px(4), border_radius=vp.px(10))
        chosen = self.table.presenter.sprites.get(self.selected) if self.selected in drawn else None
        enter = self.table.plugin.enter_hint(view, seat, chosen) if chosen is not None else None
        if enter:
            hint = enter  # what Enter will do with the card picked by keys (new-user trial F30)
        self._draw_hint(surface, hint)

    def _draw_hint(self, surface: pygame.Surface, hint: str) -> None:
        """The hint in its room, a little smaller rather than cut ("…stocké sur La Baleine.
        (Pointez une pièce" lost its end at x1.3); one too long for it even so (a refusal's
        reason under a four-line status) opens at a readable size in a box over what lies below
        (the eighth trial read "…doit avoir plus de" in tiny letters, the rest cut)."""
        vp, assets = self.app.viewport, self.app.assets
        box, size = vp.rect(self._hint_box()), 12 * vp.scale
        smallest = size * SHRINK_LEAST
        if len(assets.wrap(hint, smallest, box.width)) * assets.font(smallest).get_linesize() <= box.height + 2:
            assets.draw_wrapped_shrinking(surface, hint, size, theme.TEXT_DIM, box)
            return
        readable = size * HINT_LEAST
        need = len(assets.wrap(hint, readable, box.width)) * assets.font(readable).get_linesize()
        # never over a button or its key (the ninth trial's hint hid "Tourner la tuile"'s key):
        # down to the first sprite below, less a key's height; the log is no sprite
        floor = surface.get_height()
        for _, rect in self.table.drawn:
            below = vp.rect(rect)
            if below.top > box.top and below.left < box.right and below.right > box.left:
                floor = min(floor, below.top - keycap_size("1", vp.scale)[1] - vp.px(KEY_GAP))
        box.height = min(max(box.height, need), floor - box.top - vp.px(4))
        backdrop = box.inflate(vp.px(10), vp.px(8))
        backdrop.clamp_ip(surface.get_rect())
        assets.cover(surface, backdrop)
        pygame.draw.rect(surface, theme.PANEL, backdrop, border_radius=vp.px(6))
        pygame.draw.rect(surface, theme.PANEL_BORDER, backdrop, width=1, border_radius=vp.px(6))
        if box.height >= need:
            assets.draw_wrapped(surface, hint, readable, theme.TEXT, box)
        else:
            assets.draw_wrapped_shrinking(surface, hint, readable, theme.TEXT, box)

    def _hint_box(self) -> tuple[float, float, float, float]:
        """The room under the status for the hint (design units): what a long status left of it."""
        plugin = self.table.plugin
        x, y, w, h = plugin.zone("message")
        top = max(y + h, plugin.status_bottom or 0) + 2
        if plugin.hint_follows_status and plugin.status_text_bottom is not None:
            top = plugin.status_text_bottom + 6
        return (x, top, w, y + h + 2 + HINT_ROOM - top)
