"""A computer at the Warrior table thinks in a process of its own, through the worker both
games share, and the process ends when the table is left."""

from __future__ import annotations

from warrior_ui_support import table_stack

from game.ai.bot_process import ProcessWorker


def test_a_computer_seat_thinks_in_its_own_process_and_leaving_the_table_ends_it() -> None:
    stack, scene = table_stack(("Ella", "Bo"), (None, "normal"))
    worker = scene.workers[1]
    assert isinstance(worker, ProcessWorker)
    assert worker.pid is not None
    stack.pop()
    assert worker.pid is None


def test_a_person_has_no_worker() -> None:
    _, scene = table_stack(("Ella", "Bo"), (None, None))
    assert scene.workers == {}
