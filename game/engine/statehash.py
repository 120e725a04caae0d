"""A stable hash of a state: the same fold gives the same hash on any machine, any run."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.engine.codec import to_plain


# What json cannot write itself (dataclasses, sets, other mappings) it hands to `default`.
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=to_plain)


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces, so equal data always gives equal text.

    The text is exactly `json.dumps(to_plain(data), sort_keys=True, ...)`, written by json's C
    encoder straight from the data: a state hash runs after every event, and the plain copy cost
    more than the writing. That identity needs every mapping key to be a `str` (json sorts other
    keys by value, to_plain by their text): rules' `hash_data` gives str keys only, and
    `tests/engine/test_engine_statehash.py` compares both ways over self-play of every game.
    """
    return _CANONICAL.encode(data)


def canonical_json_by_copy(data: Any) -> str:
    """The reference form: a plain copy first, then json. Slower; what canonical_json must equal."""
    return json.dumps(to_plain(data), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def hash_data(data: Any) -> str:
    """A 16-hex-digit digest of the canonical JSON of `data`."""
    return hashlib.sha256(canonical_json(data).encode("ascii")).hexdigest()[:16]
