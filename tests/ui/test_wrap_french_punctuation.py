"""Seen in Maphr's log at x1.3: a line began with "; Computer 2 rien." French puts a space
before ";", ":", "!", "?" and "»" (and after "«"); a wrapped line never breaks there."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text", [
    "Révélé : Computer 1 Exploiter ; Computer 2 le jeton oisif.",
    "Choisissez « Partie courte » dans Nouvelle partie : le décompte vient après le tour 12 !",
    "Ana tire Attaque « Rayon ». Bob tire Attaque « Foudre », puis rien.",  # twenty-second trial: "»." alone
])
def test_no_wrapped_line_starts_with_spaced_punctuation(app, text):
    for width in range(60, 420, 7):
        lines = app.assets.wrap(text, 15, width)
        assert " ".join(lines) == text, "the words are all there, in order"
        for line in lines:
            assert line.split(" ")[0][:1] not in (";", ":", "!", "?", "»"), (width, lines)
            assert not line.endswith("«"), (width, lines)
