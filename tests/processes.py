"""Whether a process is still there, for tests that check no bot process is left behind
(Linux and macOS: signal 0 asks without sending anything)."""

from __future__ import annotations

import os
import time


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def gone(pid: int, seconds: float = 5.0) -> bool:
    """The process `pid` no longer exists (ended and reaped) within `seconds`."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if not alive(pid):
            return True
        time.sleep(0.02)
    return False
