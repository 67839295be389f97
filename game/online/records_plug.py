"""What both games' plugs share: commands, events and (where a game's states are records) views
travel as `game.engine.records` JSON, read back only into the game's own record types."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.records import RecordError, from_jsonable, registry, to_jsonable


class RecordCodec:
    """Records of one game to JSON and back; `commands` are the only types a command may be."""

    def __init__(self, record_types: Sequence[type], commands: Sequence[type], events: Sequence[type],
                 game: str) -> None:
        self.types = registry(record_types)
        self.commands = tuple(commands)
        self.events = tuple(events)
        self.game = game

    def encode(self, record: Any) -> dict[str, Any]:
        return to_jsonable(record)

    def decode(self, data: Mapping[str, Any], kinds: tuple[type, ...] | None = None, what: str = "record") -> Any:
        if not isinstance(data, Mapping):
            raise ValueError(f"a {what} is a JSON object")
        try:
            value = from_jsonable(dict(data), self.types)
        except RecordError as e:
            raise ValueError(f"not a {what}: {e}") from None
        if kinds is not None and not isinstance(value, kinds):
            raise ValueError(f"not a {what}: {type(value).__name__}")
        return value

    def decode_command(self, data: Mapping[str, Any]) -> Any:
        return self.decode(data, self.commands, f"{self.game} command")

    def decode_event(self, data: Mapping[str, Any]) -> Any:
        return self.decode(data, self.events, f"{self.game} event")


class RecordsOnTheWire:
    """The plug's calls for commands and events, over its `codec` (a `RecordCodec`)."""

    codec: RecordCodec

    def encode_command(self, command: Any) -> dict[str, Any]:
        return self.codec.encode(command)

    def decode_command(self, data: Mapping[str, Any]) -> Any:
        return self.codec.decode_command(data)

    def encode_event(self, event: Any) -> dict[str, Any]:
        return self.codec.encode(event)

    def decode_event(self, data: Mapping[str, Any]) -> Any:
        return self.codec.decode_event(data)
