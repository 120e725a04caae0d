"""The application's screens: menu, new game, saves, settings, table, replay, end."""
