"""Computer players. Pure Python; a search player sees only its own seat's view."""
