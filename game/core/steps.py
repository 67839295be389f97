"""Running a command's queued steps to the end: each step's handler, then the sweep.

The one direction of the resolution loop: `context` (emit, queue, ask) is at the bottom; the
rules and abilities queue steps on it; this loop sits above them all and calls each step's
handler, then `sweep` (cards at 0 life are destroyed, the game may be won) after every step.
"""

from __future__ import annotations

from game.core.context import STEP_HANDLERS, Ctx
from game.core.sweep import sweep


def run_steps(ctx: Ctx) -> None:
    """Resolve queued steps until none is left, a prompt waits, or the game is over."""
    s = ctx.state
    while True:
        while ctx.stack and s.pending is None and not s.over:
            step = ctx.stack.pop()
            handler = STEP_HANDLERS.get(step.kind)
            if handler is None:
                raise KeyError(f"no handler for step {step.kind!r}")
            handler(ctx, step)
            if not s.over:
                sweep(ctx)
        if ctx.stack or s.pending is not None or s.over or not s.players or not s.players[s.turn.player].out:
            return
        # 1E, 3-4 players: the player whose turn it is went out ("That player is now out of the
        # game"): their turn ends here and play passes on.
        from game.core.turn import end_turn

        end_turn(ctx, s.turn.player)
