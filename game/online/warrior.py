"""Warrior's plug for online play: options `{"players": 2..6}`; the shipped deck; seats by the
commands' `seat`; Warrior's computer players. Views, commands and events are records."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.net.plug import OptionsError
from game.online.records_plug import RecordCodec, RecordsOnTheWire
from game.warrior.ai import LEVELS, make_bot
from game.warrior.content import read_deck
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.rules import WARRIOR
from game.warrior.core.setup import MAX_PLAYERS, MIN_PLAYERS, WarriorSetup
from game.warrior.core.state import WarriorState


class WarriorOnline(RecordsOnTheWire):
    name = "warrior"
    rules = WARRIOR

    def __init__(self) -> None:
        self.codec = RecordCodec(WARRIOR.record_types(), cmds.COMMANDS, ev.EVENTS, "Warrior")
        self._deck: tuple | None = None

    def seat_count(self, options: Mapping[str, Any]) -> int:
        players = options.get("players", 2)
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"Warrior is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
        unknown = set(options) - {"players"}
        if unknown:
            raise OptionsError(f"Warrior has no option {sorted(unknown)[0]!r}")
        return players

    def setup_from_options(self, options: Mapping[str, Any], names: Sequence[str], seed: int) -> WarriorSetup:
        players = self.seat_count(options)
        if len(names) != players:
            raise OptionsError(f"a game of {players} needs {players} names")
        if self._deck is None:
            self._deck = read_deck()
        return WarriorSetup(tuple(names), self._deck, seed, seed % players)

    def encode_view(self, view: WarriorState) -> dict[str, Any]:
        return self.codec.encode(view)

    def decode_view(self, data: Mapping[str, Any]) -> WarriorState:
        return self.codec.decode(data, (WarriorState,), "view of a Warrior table")

    def seat_of(self, command: Any) -> int:
        return command.seat

    def concede(self, seat: int) -> None:
        return None  # Warrior's rules have no concession

    def bot_levels(self) -> Sequence[str]:
        return tuple(LEVELS)

    def make_bot(self, level: str, seed: int, setup: Any) -> Any:
        return make_bot(level, seed)


WARRIOR_ONLINE = WarriorOnline()
