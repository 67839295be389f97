"""What the server and the client need from a game, beyond its rules (`GameRules`): how a room's
options become a setup, how a view travels as JSON, which seat gives a command, and its bots.

The server never trusts a client's JSON: `setup_from_options` checks every option and raises
`OptionsError` in a player's words; `decode_command` accepts only the game's command records.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from game.engine.protocol import GameRules


class OptionsError(ValueError):
    """Room options this game cannot set up (the message is in a player's words)."""


class OnlineGame(Protocol):
    name: str  # the rules' name, e.g. "summoner-wars", "warrior"
    rules: GameRules

    def seat_count(self, options: Mapping[str, Any]) -> int:
        """How many seats a room with these options has; raises `OptionsError`."""
        ...

    def setup_from_options(self, options: Mapping[str, Any], names: Sequence[str], seed: int) -> Any:
        """The setup of a game with these options, seat names and the server's seed; raises
        `OptionsError`. The same arguments give the same setup on any machine."""
        ...

    def encode_view(self, view: Any) -> dict[str, Any]:
        """A state as `rules.view` gave it, as JSON (everything in it is already what the seat
        may know)."""
        ...

    def decode_view(self, data: Mapping[str, Any]) -> Any:
        """The view `encode_view` wrote; raises `ValueError` on anything else."""
        ...

    def encode_command(self, command: Any) -> dict[str, Any]: ...

    def decode_command(self, data: Mapping[str, Any]) -> Any:
        """A command record; raises `ValueError` on anything that is not one of this game's commands."""
        ...

    def encode_event(self, event: Any) -> dict[str, Any]:
        """An event as `rules.event_seen_by` gave it, as JSON."""
        ...

    def decode_event(self, data: Mapping[str, Any]) -> Any: ...

    def seat_of(self, command: Any) -> int:
        """The seat that gives `command`."""
        ...

    def concede(self, seat: int) -> Any | None:
        """The command by which `seat` concedes, or None when the game has none."""
        ...

    def bot_levels(self) -> Sequence[str]:
        """The computer players a room may seat, easiest first."""
        ...

    def make_bot(self, level: str, seed: int, setup: Any) -> Any:
        """A computer player: `choose(state, seat)` looks only at that seat's view."""
        ...
