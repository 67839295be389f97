"""What another seat did in its last turn, for the player who was not watching closely: a
one-line count ("Computer (Normal): 2 summons, 3 moves, 1 attack") said when the turn is over,
and the turn told line by line (the log's own lines, as this viewer may read them) in a panel
the player opens with T.

Nothing here reads the game beyond what the battle already shows: the counts come from the
commands of the log (which every seat sees: a summon, a move, an attack), the lines from the
log panel's lines, which were written for the viewer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core import commands as cmds
from game.core.game import Game
from game.i18n import _, n_
from game.ui.battle.describe import LogLine

MAX_LINES = 18  # lines the panel shows; older ones of a long turn are counted, not shown

# What the count names, in the order it names them: a command kind and its words.
_WORDS = {
    cmds.Summon: lambda n: n_("{n} summon", "{n} summons", n),
    cmds.Build: lambda n: n_("{n} card built", "{n} cards built", n),
    cmds.PlayEvent: lambda n: n_("{n} event played", "{n} events played", n),
    cmds.Move: lambda n: n_("{n} move", "{n} moves", n),
    cmds.Attack: lambda n: n_("{n} attack", "{n} attacks", n),
    cmds.UseAbility: lambda n: n_("{n} ability used", "{n} abilities used", n),
}


@dataclass(frozen=True, slots=True)
class TurnSummary:
    turn: int
    player: int
    name: str
    headline: str  # the one line said when the turn is over
    lines: tuple[str, ...]  # the turn told, oldest first (at most MAX_LINES)
    earlier: int  # lines of the turn left out of `lines` (the oldest)

    @property
    def title(self) -> str:
        return _("{player}'s turn {n}", player=self.name, n=self.turn)

    @property
    def text(self) -> str:
        told = list(self.lines) or [_("Nothing happened.")]
        if self.earlier:
            told.insert(0, n_("(1 line earlier: see the game log)", "({n} lines earlier: see the game log)",
                              self.earlier))
        return "\n".join(told)


def counts(game: Game, turn: int, player: int) -> str:
    """"2 summons, 3 moves, 1 attack": the commands `player` gave in `turn` ("" for none but
    ending phases)."""
    given = [e.command for e in game.log if e.command is not None and e.turn == turn and e.player == player
             and getattr(e.command, "player", player) == player]
    parts = []
    for kind, words in _WORDS.items():
        n = sum(isinstance(c, kind) for c in given)
        if n:
            parts.append(words(n))
    return ", ".join(parts)


def last_turn(game: Game, lines: Sequence[LogLine], before: tuple[int, int]) -> TurnSummary | None:
    """The last whole turn before the turn `before` (number, player), told from the log's
    `lines`; None when there was none."""
    last = next(((e.turn, e.player) for e in reversed(game.log)
                 if e.command is not None and (e.turn, e.player) != before), None)
    if last is None:
        return None
    turn, player = last
    name = game.setup.players[player].name if 0 <= player < len(game.setup.players) else "?"
    told = [line.text for line in lines if line.turn == turn and line.player == player and line.kind != "turn"]
    what = counts(game, turn, player)
    headline = (_("{player}: {what}.", player=name, what=what) if what
                else _("{player} ended the turn without acting.", player=name))
    shown = told[-MAX_LINES:]
    return TurnSummary(turn, player, name, headline, tuple(shown), len(told) - len(shown))
