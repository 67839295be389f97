"""A long game to measure saves and the replay viewer on: at least 40 turns, played by seeded
random bots that spare the summoners (`PatientBot`: plain random games with the shipped decks
rarely last 40 turns)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.game import Game
from game.core.setup import GameSetup

TARGET_TURNS = 40
MAX_TRIES = 200


def _setups(seed: int, pair: tuple[str, str] | None = None) -> tuple[str, Callable[[int], GameSetup]]:
    """Decks to play: `pair`, else the shipped default pair, or (in a source checkout with no
    factions loadable yet) the plain test deck from tests/factories.py."""
    from game import catalog
    from game.sim import make_setup

    if pair is not None:
        p1, p2 = pair
        decks = (catalog.deck(p1), catalog.deck(p2))
        rs, cards = catalog.ruleset(catalog.edition_of(decks[0]) or "2e"), catalog.cards()
        return f"{p1} vs {p2}", lambda s: make_setup(rs, decks, cards, s)
    try:
        p1, p2 = catalog.default_pair()
        decks = (catalog.deck(p1), catalog.deck(p2))
        rs, cards = catalog.ruleset(), catalog.cards()
        return f"{p1} vs {p2}", lambda s: make_setup(rs, decks, cards, s)
    except Exception:
        pass
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "tests" / "factories.py"
    spec = importlib.util.spec_from_file_location("_bench_factories", path)
    if spec is None or spec.loader is None or not path.exists():
        raise RuntimeError("no faction decks were loaded and tests/factories.py is not here")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return "test vs test (no shipped factions loaded)", mod.test_setup


class PatientBot:
    """A random player that spares the summoners: it tries the legal commands in a random
    order and takes the first that damages no summoner (falling back to any command), so games
    last long enough to measure (random games with the shipped decks are short)."""

    def __init__(self, seed: int) -> None:
        from game.core.rng import seed_state

        self.rng = seed_state(seed)

    def choose(self, state: Any, player: int) -> Any:
        from game.core import events as ev
        from game.core.decide import Outcome, resolve
        from game.core.legal import legal_commands
        from game.core.rng import shuffled

        options = legal_commands(state)
        self.rng, order = shuffled(self.rng, list(range(len(options))))
        for i in order:
            out = resolve(state, options[i])
            if isinstance(out, Outcome) and not any(
                isinstance(e, ev.GameWon)
                or (isinstance(e, ev.DamageAdded) and out.state.cards[e.card].defn.is_summoner)
                for e in out.events
            ):
                return options[i]
        return options[order[0]]


def long_game(seed: int, target: int = TARGET_TURNS, pair: tuple[str, str] | None = None) -> tuple[str, Game]:
    """A finished game of at least `target` turns (else the longest found) between two
    seeded `PatientBot`s, with the factions of `pair` (default: the shipped default pair)."""
    from game.sim import play_game

    label, make = _setups(seed, pair)
    best: Game | None = None
    for i in range(MAX_TRIES):
        s = seed * 1000 + i
        res = play_game(make(s), (PatientBot(2 * s), PatientBot(2 * s + 1)), keep=True)
        g = res.game
        assert g is not None
        if best is None or g.state.turn.number > best.state.turn.number:
            best = g
        if g.state.turn.number >= target:
            break
    assert best is not None
    return label, best
