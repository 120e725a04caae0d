"""One package per game; each is pure Python and imports nothing from pygame or pytmx."""
