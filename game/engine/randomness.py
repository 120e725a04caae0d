"""Seeded chance for the decisions that need it; the fold itself never draws.

Each batch of events gets a generator seeded from the match seed and the log position, so a
match re-run from its commands draws the same outcomes, and the outcomes are also written into
the events, so replaying the events needs no generator at all.
"""

from __future__ import annotations

import random


def rng_at(seed: int, position: int) -> random.Random:
    """The generator for the batch starting at log position `position` of a match."""
    return random.Random(f"tablewright/{seed}/{position}")
