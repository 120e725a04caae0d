"""Third new-user trial H16: "Move cancelled" over the track's first space ran off the window's
left edge. A floating callout is kept inside the window."""

from __future__ import annotations

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.presenter import Callout
from game.ui.scenes.table_view import TableView


class RecordingSurface(pygame.Surface):
    def __init__(self, size):
        super().__init__(size)
        self.blitted: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = pygame.Rect(dest, source.get_size()) if not isinstance(dest, pygame.Rect) else pygame.Rect(dest.topleft, source.get_size())
        self.blitted.append(rect)
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("at", [(0, 300), (1280, 300), (640, 0)])
def test_a_callout_at_the_edge_stays_in_the_window(app, at):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    table = TableView(app, match)
    table.presenter.floating = [(Callout("Déplacement annulé", at, size=26), 0.1)]
    surface = RecordingSurface(app.screen.get_size())
    table.draw_callouts(surface)
    assert surface.blitted
    window = surface.get_rect()
    assert all(window.contains(rect) for rect in surface.blitted), [tuple(r) for r in surface.blitted]


def test_callouts_at_one_place_are_drawn_one_under_the_other(app):
    """Eleventh new-user trial: "Annulé" and "Aménager", two events' callouts at one board's
    header, were drawn over each other. The newer one goes under the older."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    table = TableView(app, match)
    table.presenter.floating = [(Callout("Annulé", (760, 100), size=22), 0.3), (Callout("Aménager", (760, 100), size=22), 0.1)]
    surface = RecordingSurface(app.screen.get_size())
    table.draw_callouts(surface)
    faces = [rect for rect in surface.blitted[0::6]]  # each callout: its pill, four outline shadows, its face
    assert len(faces) == 2
    assert not faces[0].colliderect(faces[1]) and faces[1].top >= faces[0].bottom


def test_a_callout_lies_on_a_dark_pill(app):
    # Fourteenth trial: "Contrat de charbon" in gold over Maphr's dark mine read dark on dark.
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    table = TableView(app, match)
    table.presenter.floating = [(Callout("Contrat de charbon", (300, 300), size=18), 0.2)]
    surface = RecordingSurface(app.screen.get_size())
    surface.fill((255, 255, 255))  # a light table: the pill shows against it
    table.draw_callouts(surface)
    pill, face = surface.blitted[0], surface.blitted[-1]
    assert pill.contains(face) and pill.width > face.width
    colour = surface.get_at((pill.left + pill.width // 2, pill.top + 1))
    assert max(colour[:3]) < 90, colour


def test_a_new_callout_takes_the_place_of_one_still_floating_there():
    """Nineteenth trial: a tile's "✗" still floated over Ana's mine when the next card's name came
    there, and the two read as one, "✗ Caravane humaine". An event's callout replaces those
    still floating at its place (each was seen through its own event); elsewhere they stay."""
    from game.ui.presenter import EventStyle, Presenter

    presenter = Presenter(lambda *args: None)
    presenter.enqueue({}, [], EventStyle(0.7, None, [Callout("✗", (160, 100))]))
    presenter.enqueue({}, [], EventStyle(0.5, None, [Callout("Ailleurs", (760, 100))]))
    presenter.enqueue({}, [], EventStyle(0.9, None, [Callout("Caravane humaine", (170, 110))]))
    presenter.update(0.75)  # the ✗'s step is over (it floats on, 1.4 s in all); the next, elsewhere, plays
    assert [c.text for c, _ in presenter.callouts()] == ["✗", "Ailleurs"]
    presenter.update(0.55)  # the third has started, at the ✗'s place
    assert [c.text for c, _ in presenter.callouts()] == ["Ailleurs", "Caravane humaine"]
