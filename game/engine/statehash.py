"""A stable hash of a state: the same fold gives the same hash on any machine, any run."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.engine.codec import to_plain


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces, so equal data always gives equal text."""
    return json.dumps(to_plain(data), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def hash_data(data: Any) -> str:
    """A 16-hex-digit digest of the canonical JSON of `data`."""
    return hashlib.sha256(canonical_json(data).encode("ascii")).hexdigest()[:16]
