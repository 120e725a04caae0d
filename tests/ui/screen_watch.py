"""Watching what a shared-screen table draws: whose view each drawn frame shows.

A `ScreenWatch` hooks a TableScene's table so that every view the presenter holds or queues
is tagged with the perspective it was made for, and notes the seat of every curtain drawn.
At each draw of the table it checks the promise of hot-seat play (issue 18): a seat's private
view is drawn only after a curtain passing the screen to that seat has been drawn, and no other
curtain since; otherwise only the public view (PUBLIC, seat -1), or a seat's view that holds
nothing the public view does not (TableCurtain.shows_nothing_private)."""

from __future__ import annotations

from typing import Any, Optional

from game.ui.scenes.table_view import PUBLIC


class ScreenWatch:
    def __init__(self, scene):
        self.scene = scene
        self.holder: Optional[int] = None
        """The seat of the last curtain drawn: the one person the screen was passed to."""
        self.handover: Optional[int] = None
        """The seat the summary up passes the screen to, once it is closed."""
        self.tagged: dict[int, tuple[dict[str, Any], Optional[int]]] = {}
        """id of a view -> (the view, kept alive so its id stays its own; its perspective)."""
        self.tables_drawn = 0
        self.private_drawn = 0
        self.faults: list[str] = []
        table = scene.table
        self._tag(table.presenter.view, scene.viewer)
        real_snap, real_enqueue, real_draw_table = table.snap, table.enqueue, table.draw_table
        real_scene_draw = scene.draw

        def snap(position, viewer):
            real_snap(position, viewer)
            self._tag(table.presenter.view, viewer)

        def enqueue(position, viewer, before, state=None):
            after = real_enqueue(position, viewer, before, state)
            self._tag(after, viewer)
            return after

        def draw_table(surface, viewer, *args, **kwargs):
            self._check(viewer)
            real_draw_table(surface, viewer, *args, **kwargs)

        def scene_draw(surface):
            if scene.curtain is not None:
                self.holder = scene.curtain
            elif scene.interlude is not None:
                # a summary everyone reads; its button names who has the screen next ("Ana, à
                # vous"), as a curtain would
                self.handover = scene.summary_handover()
            elif self.handover is not None:
                self.holder, self.handover = self.handover, None
            real_scene_draw(surface)

        table.snap, table.enqueue, table.draw_table = snap, enqueue, draw_table
        scene.draw = scene_draw

    def _tag(self, view: dict[str, Any], perspective: Optional[int]) -> None:
        self.tagged[id(view)] = (view, perspective)

    def allowed(self) -> set[Optional[int]]:
        return {PUBLIC} if self.holder is None else {PUBLIC, self.holder}

    def _check(self, viewer: Optional[int]) -> None:
        scene, presenter = self.scene, self.scene.table.presenter
        allowed = self.allowed()
        shown = {
            "the viewer drawn for": viewer,
            "the scene's viewer": scene.viewer,
            "the view on the table": self.tagged.get(id(presenter.view), (None, "untagged"))[1],
            "the log": scene.table.log_perspective,
        }
        if presenter.current is not None:
            shown["the animation under way"] = presenter.current.perspective
        for step in presenter.queue:
            shown["a queued animation"] = step.perspective if step.perspective not in allowed else shown.get("a queued animation", PUBLIC)
        cached = getattr(scene.table.plugin, "viewer", PUBLIC)
        shown["the table plugin's last viewer"] = cached
        self.tables_drawn += 1
        if any(p is not None and p >= 0 for p in shown.values()):
            self.private_drawn += 1
        for what, perspective in shown.items():
            if perspective is not None and perspective not in allowed and isinstance(perspective, int) and perspective >= 0 \
                    and scene.shows_nothing_private(perspective):
                continue  # a view holding nothing the public one does not needs no curtain (To The Moon's pick)
            if perspective not in allowed:
                self.faults.append(f"{what} is seat {perspective}'s while the screen was last passed to "
                                   f"{'nobody' if self.holder is None else f'seat {self.holder}'} "
                                   f"(event {len(scene.match.entries)})")
