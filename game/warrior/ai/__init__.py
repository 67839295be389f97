"""Warrior's computer players. `make_bot(level, seed)` gives a bot; its `choose(state, seat)`
looks only at `view(state, seat)` (what that player may know) and returns one of the seat's
legal commands. The same seed and the same view give the same command."""

from game.warrior.ai.registry import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
