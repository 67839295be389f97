"""Who answers Ctrl+C when a run has helper processes (`simulate --jobs`, a battle's bot).

A terminal sends Ctrl+C to every process in its foreground group: the command and each helper it
started. Only the process that started the helpers knows what stopping means (report the games
that finished, close the window), so helpers ignore it, from their first moment: a helper still
importing the game when the interrupt came would otherwise print a traceback of its own.

That first moment is covered by holding Ctrl+C back while a helper is started: a new process
inherits the held signal and starts with it held, and `ignore_interrupt`, its first act, drops it.
The starting process takes an interrupt it held back as soon as the helper is started. (Python's
own resource tracker is started the same way.) Where signals cannot be held back (Windows),
`ignore_interrupt` alone does the job.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

_CAN_HOLD = hasattr(signal, "pthread_sigmask")


def ignore_interrupt() -> None:
    """A helper process's first act: leave Ctrl+C to the process that started it (an
    interrupt held back while it started is dropped here)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if _CAN_HOLD:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@contextmanager
def interrupt_held() -> Iterator[None]:
    """Start helper processes inside this block: Ctrl+C is held back (this thread's and the
    helpers'), and reaches this process when the block ends, as a KeyboardInterrupt."""
    if not _CAN_HOLD:
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
