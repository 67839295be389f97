"""`summoner-wars screenshot --game warrior --scene ...`: Warrior's screens rendered headless.
Each builds its scenes (bottom first) and, optionally, a `prepare` that brings them to the
moment pictured. Seat 1 is the person (the view shown); the others are computers."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from game.engine.match import Match
from game.ui.warrior.seats import SeatSpec
from game.ui.warrior.start import new_match
from game.ui.warrior.table_scene import WarriorTableScene
from game.warrior.ai import make_bot
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.rules import WARRIOR
from game.warrior.core.state import OPENING, TURNS

# The scenes to push (bottom first) and what brings them to the moment pictured.
Shot = tuple[list[Any], Callable[[list[Any]], None] | None]
NAMES = ("Ella", "Toby", "Cy", "Dana", "Evan", "Fay")
MAX_STEPS = 5000


def shot_match(players: int, seed: int) -> Match:
    return new_match(NAMES[:players], seed)


def shot_table_scene(match: Match) -> WarriorTableScene:
    seats = [SeatSpec(NAMES[0])] + [SeatSpec(n, "easy", i + 1) for i, n in enumerate(match.setup.players[1:])]
    return WarriorTableScene(match, seats, pass_at_start=False)


def play_until(match: Match, seed: int, stop: Callable[[Match, Any], bool]) -> Any:
    """Let random players play `match` until `stop(match, command)` says the next command is the
    one to picture; returns that command (not yet given), or None if the game ended first."""
    players = [make_bot("random", seed * 10 + i) for i in range(match.state.seats)]
    for _ in range(MAX_STEPS):
        s = match.state
        acting = WARRIOR.acting_seats(s)
        if not acting:
            return None
        seat = acting[0]
        command = players[seat].choose(s, seat)
        if stop(match, command):
            return command
        match.submit(command)
    return None


def _players(args: argparse.Namespace, default: int) -> int:
    return getattr(args, "players", None) or default


def _seed(args: argparse.Namespace) -> int:
    return getattr(args, "seed", None) or 1


def shot_table(args: argparse.Namespace) -> Shot:
    """Ella's turn a few turns into the game, a card drawn, her army's slots lit, the pointer
    peeking at one of her face-down Captains."""
    match = shot_match(_players(args, 4), _seed(args))
    turns = {"n": 0}

    def stop(m: Match, c: Any) -> bool:
        s = m.state
        if s.phase == TURNS and s.turn_seat == 0 and s.drawn is None:
            turns["n"] += 1
            return turns["n"] >= 3
        return False

    play_until(match, _seed(args), stop)
    if match.state.phase == TURNS and match.state.turn_seat == 0:
        match.submit(cmds.DrawFromDrawPile(0))
    scene = shot_table_scene(match)

    def prepare(scenes: list[Any]) -> None:
        table = scenes[0]
        table.update(0)
        tl = table.table_layout()
        view = table.shown_view()
        army = view.armies[0]
        for c in range(army.columns):
            if not army.captains_up[c]:
                table.mouse = tl.slots[(0, "captains", c)].center
                break

    return [scene], prepare


def _opening(args: argparse.Namespace) -> Shot:
    match = shot_match(_players(args, 3), _seed(args))
    scene = shot_table_scene(match)

    def prepare(scenes: list[Any]) -> None:
        table = scenes[0]
        table.speed = None
        for _ in range(2000):  # the computers choose their columns first, on their threads
            table.update(0.1)
            time.sleep(0.001)
            s = table.state
            if s.phase == OPENING and 0 in WARRIOR.acting_seats(s) and table.controller() == 0:
                break
        tl = table.table_layout()
        table.mouse = tl.columns[(0, 1)].center

    return [scene], prepare


def _battle_at(args: argparse.Namespace, pick: Callable[[Any], float | None]) -> Shot:
    """The table with the battle's events queued, stopped at the first step `pick` gives a
    progress for."""
    match = shot_match(_players(args, 4), _seed(args))

    def stop(m: Match, c: Any) -> bool:
        out = WARRIOR.decide(m.state, c)
        return not isinstance(out, type(None)) and isinstance(out, tuple) and any(
            isinstance(e, ev.ArmyRevealed) for e in out) and m.state.round >= 2

    command = play_until(match, _seed(args), stop)
    scene = shot_table_scene(match)

    def prepare(scenes: list[Any]) -> None:
        table = scenes[0]
        if command is None:
            return
        table.submit(command)
        while table.queue:
            p = pick(table.queue[0])
            if p is not None:
                step = table.queue[0]
                step.t = step.duration * p
                return
            table.queue.pop(0)
            table._start_step()

    return [scene], prepare


def shot_battle(args: argparse.Namespace) -> Shot:
    """Mid-battle: an army's columns being scored, reasons beside them."""
    seen = {"n": 0}

    def pick(step: Any) -> float | None:
        if isinstance(step.event, ev.BattleScored):
            seen["n"] += 1
            if seen["n"] >= 1 and len(step.event.columns) and step.event.total:
                return 0.55
        return None

    return _battle_at(args, pick)


def shot_scoring(args: argparse.Namespace) -> Shot:
    """An army's battle with every reason written and the whole under it: the army with the most
    to tell (Extra Skill, the Assassin), else the first."""

    def lines(e: Any) -> int:
        return len(e.skill) + bool(e.suffered) + bool(e.assassinated)

    chosen: dict[str, Any] = {}

    def pick(step: Any) -> float | None:
        if not isinstance(step.event, ev.BattleScored):
            return None
        if "best" not in chosen:
            return 0.99
        return 0.99 if step.event is chosen["best"] else None

    scenes, prepare = _battle_at(args, pick)

    def prepare_best(stack_scenes: list[Any]) -> None:
        table = stack_scenes[0]
        match = table.match
        before = match.state
        prepare(stack_scenes)  # stops at the first army scored; find the one with most lines
        scored = [st.event for st in table.queue if isinstance(st.event, ev.BattleScored)]
        if scored:
            chosen["best"] = max(scored, key=lines)
            while table.queue and table.queue[0].event is not chosen["best"]:
                table.queue.pop(0)
                table._start_step()
            if table.queue:
                table.queue[0].t = table.queue[0].duration * 0.99
        del before

    return scenes, prepare_best


def shot_tracker(args: argparse.Namespace) -> Shot:
    """The Army Tracker after a battle, pawns on their way."""
    return _battle_at(args, lambda step: 0.8 if isinstance(step.event, ev.TrackerMoved) else None)


def shot_new_game(args: argparse.Namespace) -> Shot:
    from game.ui.warrior.new_game import WarriorNewGameScene

    scene = WarriorNewGameScene(on_start=lambda choice: None, on_back=lambda: None,
                                players=_players(args, 4))
    return [scene], None


def shot_pass(args: argparse.Namespace) -> Shot:
    from game.ui.scenes.pass_device import PassDeviceScene
    from game.ui.warrior.table_scene import PASS_ADVICE, PASS_BUTTON, PASS_HEADLINE
    from game.ui.warrior.table_view import seat_tint

    return [PassDeviceScene("Toby", seat_tint(1), lambda: None, button_text=PASS_BUTTON, advice=PASS_ADVICE,
                            headline=PASS_HEADLINE)], None


def shot_game_over(args: argparse.Namespace) -> Shot:
    from game.ui.warrior.game_over import WarriorGameOverScene

    match = shot_match(_players(args, 4), _seed(args))
    play_until(match, _seed(args), lambda m, c: False)
    s = match.state
    scene = shot_table_scene(match)
    return [scene, WarriorGameOverScene(s.setup.players, s.casualties, s.winners, on_again=lambda: None,
                                        on_new=lambda: None, on_menu=lambda: None)], None


def shot_menu(args: argparse.Namespace) -> Shot:
    scenes, prepare = shot_table(args)

    def then(stack_scenes: list[Any]) -> None:
        prepare(stack_scenes)
        stack_scenes[0].open_menu()

    return scenes, then


def shot_help(args: argparse.Namespace) -> Shot:
    scenes, prepare = shot_table(args)

    def then(stack_scenes: list[Any]) -> None:
        prepare(stack_scenes)
        stack_scenes[0].open_help()

    return scenes, then


SHOTS: dict[str, Callable[[argparse.Namespace], Shot]] = {
    "table": shot_table,
    "opening": _opening,
    "battle": shot_battle,
    "scoring": shot_scoring,
    "tracker": shot_tracker,
    "reveal": lambda args: _battle_at(args, lambda st: 0.5 if isinstance(st.event, ev.ArmyRevealed) else None),
    "new-game": shot_new_game,
    "pass": shot_pass,
    "gameover": shot_game_over,
    "menu": shot_menu,
    "help": shot_help,
}
