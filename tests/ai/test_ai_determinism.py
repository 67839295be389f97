"""Same seed + same view -> same command, whatever the bot decided before; whole games repeat."""

from __future__ import annotations

import pytest
from ai_helpers import bot

from factories import test_setup
from game.ai.random_bot import RandomBot
from game.core import Game, acting_player, legal_commands
from game.sim import play_game


def _states(seed: int = 9, every: int = 11, limit: int = 8):
    g = Game.new(test_setup(seed))
    rnd = RandomBot(seed)
    out, n = [], 0
    while not g.state.over and len(out) < limit and n < 3000:
        if n % every == 3 and len(legal_commands(g.state)) > 1:
            out.append(g.state)
        g.submit(rnd.choose(g.state, acting_player(g.state)))
        n += 1
    return out


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_same_seed_same_view_same_command(name):
    setup = test_setup(9)
    states = _states()
    fresh = [bot(name, 3, setup).choose(s, acting_player(s)) for s in states]
    reused = bot(name, 3, setup)
    # A bot that has already decided other things answers the same again (in another order).
    again = [reused.choose(s, acting_player(s)) for s in reversed(states)][::-1]
    assert fresh == again
    for s, cmd in zip(states, fresh, strict=True):
        assert cmd in legal_commands(s)


def test_a_whole_game_repeats_for_the_same_seeds():
    setup = test_setup(21)
    logs = []
    for _ in range(2):
        res = play_game(setup, (bot("normal", 1, setup), bot("easy", 2, setup)), keep=True)
        logs.append(res.game.commands)
    assert logs[0] == logs[1]


_SCRIPT = """
import sys
sys.path[:0] = {paths!r}
from factories import test_setup
from ai_helpers import bot
from test_ai_determinism import _states
from game.core import acting_player
setup = test_setup(9)
for name in ("easy", "normal", "hard"):
    print(name, [repr(bot(name, 3, setup).choose(s, acting_player(s))) for s in _states(limit=4)])
"""


def test_decisions_do_not_depend_on_the_interpreter_hash_seed():
    """Nothing a bot decides may hang on the order of a set of strings (str hashing is salted
    per process): another process with another hash seed decides exactly the same."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    paths = [str(here), str(here.parent), str(here.parent.parent)]
    setup = test_setup(9)
    mine = "".join(
        f"{name} {[repr(bot(name, 3, setup).choose(s, acting_player(s))) for s in _states(limit=4)]}\n"
        for name in ("easy", "normal", "hard")
    )
    outs = []
    for salt in ("1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=salt)
        r = subprocess.run([sys.executable, "-c", _SCRIPT.format(paths=paths)], env=env,
                           capture_output=True, text=True, timeout=120, check=True)
        outs.append(r.stdout)
    assert outs[0] == outs[1] == mine
