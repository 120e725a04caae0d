"""The Mining War deck editor scene (reached from the New Game menu)."""

from game.ui.scenes.deck_editor.scene import DeckEditorScene

__all__ = ["DeckEditorScene"]
