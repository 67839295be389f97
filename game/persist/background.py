"""Re-deciding a loaded save in the background.

Loading applies a save's recorded events (`saves.load_save_data`); whether the rules installed
now still give those events is the full check, `saves.verify_save_data`. `SaveCheck` runs that
check on a daemon thread over the parsed file (never over the game being played), so the window
opens the game at once and hears about a divergence a moment later, in words.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from game.core.message import msg
from game.persist.format import SaveError, reason_of
from game.persist.saves import verify_save_data

log = logging.getLogger(__name__)

DIVERGED = ("Checking this save against the rules found a difference: {problem}. "
            "The game goes on as it was saved.")


class SaveCheck:
    """The full re-decide of one parsed save, started at once on its own thread.

    `problem` is None while the check runs and when it finds nothing; `poll()` hands the
    player's message over once, when there is one.
    """

    def __init__(self, record: Any, name: str = "", check: Callable[[Any], Any] | None = None) -> None:
        """`check` re-decides the parsed file (Summoner Wars' `verify_save_data` by default; a
        Warrior save's is `match_files.verify_match_data`)."""
        self.name = name
        self._check = check if check is not None else verify_save_data
        self.problem: str | None = None
        self._told = False
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(record,), daemon=True,
                                        name=f"save check {name}".strip())
        self._thread.start()

    def _run(self, record: Any) -> None:
        try:
            self._check(record)
        except SaveError as e:
            self.problem = reason_of(e)
        except Exception as e:  # the check must never take the window down
            log.exception("checking save %s failed", self.name)
            self.problem = msg("the check itself failed ({error_type}: {error})", error_type=type(e).__name__,
                               error=str(e))
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the check is done (tests, the command line); True if it is."""
        return self._done.wait(timeout)

    def poll(self) -> str | None:
        """The message for the player, once, after the check found a divergence; else None."""
        if not self.done or self.problem is None or self._told:
            return None
        self._told = True
        log.warning("save %s does not replay with these rules: %s", self.name, self.problem)
        problem = self.problem.rstrip(".") if self.problem.endswith(".") else self.problem
        return msg("Checking this save against the rules found a difference: {problem}. "
                   "The game goes on as it was saved.", problem=problem)
