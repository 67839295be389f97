"""Warrior as the save floor sees it: the players' names, the round and casualties a save
list shows, and a command in words (for messages naming an entry, Undo and the replay)."""

from __future__ import annotations

from typing import Any

from game.engine.message import msg
from game.persist.game_kind import GameKind
from game.warrior.core import commands as cmds
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import WarriorSetup
from game.warrior.core.state import WARRIORS, WarriorState


def players(setup: WarriorSetup) -> tuple[str, ...]:
    return tuple(setup.players)


def progress(state: WarriorState) -> dict[str, Any]:
    """The round and every player's casualties (lower is better)."""
    return {"round": state.round, "scores": list(state.casualties)}


def describe(state: WarriorState, command: cmds.Command) -> str:
    """What `command` does, given at `state`: "Ella drew from the draw pile"."""
    who = state.name(command.seat)
    if isinstance(command, cmds.TurnColumnFaceUp):
        return msg("{player} turned column {column} face up", player=who, column=command.column + 1)
    if isinstance(command, cmds.DrawFromDrawPile):
        return msg("{player} drew from the draw pile", player=who)
    if isinstance(command, cmds.DrawFromDiscardPile):
        return msg("{player} took the top card of the discard pile", player=who)
    if isinstance(command, cmds.SwapIntoArmy):
        if command.row == WARRIORS:
            return msg("{player} put the card in column {column} of the Warriors", player=who,
                       column=command.column + 1)
        return msg("{player} put the card in column {column} of the Captains", player=who,
                   column=command.column + 1)
    if isinstance(command, cmds.DiscardDrawnCard):
        return msg("{player} discarded the drawn card", player=who)
    if isinstance(command, cmds.BeatWarDrums):
        return msg("{player} beat the war drums", player=who)
    return type(command).__name__


WARRIOR_KIND = GameKind(rules=WARRIOR, title="Warrior", players=players, progress=progress,
                        describe=describe)
