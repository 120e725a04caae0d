"""The pygame-ce application: scenes, widgets, and one table plugin per game.

Importing this package does nothing: the window, settings and assets are created by
`game.ui.app.run_app` (or by tests), never at import time.
"""
