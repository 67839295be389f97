"""Saves at the Warrior table: an autosave after every command, Menu → Save game… (a name, as
in Summoner Wars' Save as), Menu → Undo and Ctrl+Z, all through `SaveHooks` (the table itself
never writes a file nor changes a state: an undo hands it the match as it was).

`TableSaves(hooks, table).install()` is called for every table the window makes
(`WarriorFlow.on_table`); `seat_records` / `seat_specs` turn the table's seats into what a save
records and back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.match import Match
from game.i18n import N_
from game.ui.warrior.seats import SeatSpec
from game.ui.warrior.words import rules_text
from game.ui.widgets.toast import ERROR, INFO

if TYPE_CHECKING:
    from game.ui.warrior.table_scene import WarriorTableScene


def seat_records(seats: Sequence[SeatSpec]) -> list[dict[str, Any]]:
    """The seats as a save records them: a person, or the computer with its level and seed."""
    return [{"kind": "human"} if s.person else {"kind": "bot", "bot": str(s.level), "seed": s.seed}
            for s in seats]


def seat_specs(records: Sequence[Mapping[str, Any]], names: Sequence[str]) -> tuple[SeatSpec, ...]:
    """The table's seats for a save's records (a person for a seat the save does not say)."""
    out = []
    for i, name in enumerate(names):
        r = records[i] if i < len(records) else {}
        if r.get("kind") == "bot":
            out.append(SeatSpec(name, str(r.get("bot")), int(r.get("seed") or 0)))
        else:
            out.append(SeatSpec(name))
    return tuple(out)


def is_undo_key(event: pygame.event.Event) -> bool:
    return (event.type == pygame.KEYDOWN and event.key == pygame.K_z
            and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)))


class TableSaves:
    def __init__(self, hooks: Any, table: WarriorTableScene) -> None:
        # `hooks`: the window's `SaveHooks` (autosave_match, save_match_as, undo_status, undo)
        self.hooks = hooks
        self.table = table
        self.records = seat_records(table.seats)
        self.check: Any = None  # the background re-decide of the save this game came from

    def watch_check(self, check: Any) -> None:
        """Say at the table, once, if re-deciding the loaded save finds a difference."""
        self.check = check

    def install(self) -> TableSaves:
        t = self.table
        submit = t.submit
        handle_event = t.handle_event

        def submit_and_save(command: Any) -> bool:
            ok = submit(command)
            if ok:
                self.hooks.autosave_match(t.match, self.records)
            return ok

        def handle(event: pygame.event.Event) -> bool:
            if is_undo_key(event):
                self.undo()
                return True
            return handle_event(event)

        update = t.update

        def update_and_poll(dt: float) -> None:
            update(dt)
            if self.check is not None:
                said = self.check.poll()
                if said:
                    t.toaster.show(rules_text(said), INFO, duration=10.0)

        t.update = update_and_poll  # type: ignore[method-assign]
        t.submit = submit_and_save  # type: ignore[method-assign]
        t.handle_event = handle  # type: ignore[method-assign]
        t.add_menu_entry(N_("Save game…"), self.save, key="save")
        t.add_menu_entry(N_("Undo (Ctrl+Z)"), self.undo, key="undo", enabled=self.can_undo)
        t.on_watch = lambda: self.hooks.watch_match(t.match)
        t.table_saves = self  # type: ignore[attr-defined]
        return self

    # -- undo
    def asking_seat(self) -> int | None:
        """Who asks for an undo: the person at the device (hot-seat: the one holding it)."""
        return self.table.viewer()

    def status(self) -> tuple[bool, str]:
        seat = self.asking_seat()
        if seat is None:
            return False, N_("Undo: nobody holds the device")
        check = self.hooks.undo_status(self.table.match, seat, self.records)
        return check.ok, rules_text(check.reason)

    def can_undo(self) -> bool:
        return not self.table.queue and self.status()[0]

    def undo(self) -> bool:
        t = self.table
        if t.queue:
            t.skip_step()
            return False
        ok, reason = self.status()
        if not ok:
            t.toaster.show(reason, ERROR)
            return False
        seat = self.asking_seat()
        assert seat is not None
        back = self.hooks.undo(t.match, seat, self.records)
        self._show(back)
        t.toaster.show(reason, INFO)
        return True

    def _show(self, match: Match) -> None:
        """The table plays on from `match` (an undo gave it); the person who asked keeps the
        device, since it is their decision again."""
        t = self.table
        holder = t.holder
        t.replace_match(match)
        if holder is not None and holder in t.persons:
            t.holder = holder

    # -- save
    def save(self) -> None:
        from game.ui.scenes.save_as import SaveAsScene

        t = self.table
        if t.stack is None:
            return
        t.stack.push(SaveAsScene(t.match, lambda match, name: self.hooks.save_match_as(match, name, self.records)))
