"""A state's fingerprint: the same state gives the same hash on any machine."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.engine.records import to_jsonable


def record_hash(value: Any) -> str:
    """The hash of a record's JSON form, written with sorted keys and no spaces."""
    text = json.dumps(to_jsonable(value), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
