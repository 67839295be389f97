"""`summoner-wars bench --only ai`: how long each bot takes to decide.

Each bot (easy, normal, hard) plays a few seeded games against the Normal bot; every decision
is timed and the median and mean are reported, with the share of decisions that had a real
choice (more than one legal command). Uses the shipped factions when they load, else a plain
built-in test faction (so the numbers exist even before any faction is written).
"""

from __future__ import annotations

import argparse
import statistics

from game.benchmarks.measure import percentile, timed_decisions
from game.core.cards import CardDef, DeckList, StartingCard
from game.core.legal import legal_commands
from game.core.ruleset import Ruleset

BOT_NAMES = ("easy", "normal", "hard")


def plain_faction(fid: str = "plain") -> tuple[dict[str, CardDef], DeckList, Ruleset]:
    """A legal deck of plain units (no abilities) and the 2nd-edition die."""
    def unit(slug: str, name: str, cls: str, cost: int, st: int, life: int, attack: str) -> CardDef:
        return CardDef(id=f"{fid}/{slug}", name=name, faction=fid, types=frozenset({"unit"}), cost=cost,
                       unit_class=cls, strength=st, life=life, attack=attack, symbols=(fid,))

    def event(slug: str, name: str, cls: str, cost: int, phase: str) -> CardDef:
        return CardDef(id=f"{fid}/{slug}", name=name, faction=fid, types=frozenset({"event"}), cost=cost,
                       event_class=cls, phase=phase, symbols=(fid,))

    def gate(slug: str, life: int) -> CardDef:
        return CardDef(id=f"{fid}/{slug}", name="Gate", faction=fid, types=frozenset({"structure"}),
                       life=life, gate=True, symbols=(fid,))

    cards = [
        unit("summoner", "Plain Summoner", "summoner", 0, 2, 10, "ranged"),
        unit("champion-a", "Champion Axe", "champion", 5, 4, 7, "melee"),
        unit("champion-b", "Champion Bow", "champion", 5, 3, 6, "ranged"),
        unit("champion-c", "Champion Club", "champion", 6, 5, 8, "melee"),
        unit("warrior", "Plain Warrior", "common", 1, 2, 3, "melee"),
        unit("archer", "Plain Archer", "common", 2, 2, 2, "ranged"),
        unit("guard", "Plain Guard", "common", 0, 1, 2, "melee"),
        unit("brute", "Plain Brute", "common", 3, 3, 5, "melee"),
        gate("starting-gate", 10),
        gate("gate", 5),
        event("epic", "Plain Epic", "epic", 0, "summon"),
        event("std-a", "Plain Rally", "standard", 0, "move"),
        event("std-b", "Plain Omen", "standard", 1, "attack"),
    ]
    defs = {c.id: c for c in cards}
    deck = DeckList(
        id=fid, name=f"{fid} deck", faction=fid, summoner=f"{fid}/summoner",
        cards=(
            (f"{fid}/summoner", 1), (f"{fid}/starting-gate", 1), (f"{fid}/gate", 3),
            (f"{fid}/champion-a", 1), (f"{fid}/champion-b", 1), (f"{fid}/champion-c", 1),
            (f"{fid}/warrior", 5), (f"{fid}/archer", 5), (f"{fid}/guard", 4), (f"{fid}/brute", 4),
            (f"{fid}/epic", 2), (f"{fid}/std-a", 4), (f"{fid}/std-b", 2),
        ),
        starting=(
            StartingCard(f"{fid}/summoner", 3, 0), StartingCard(f"{fid}/starting-gate", 3, 2),
            StartingCard(f"{fid}/warrior", 2, 2), StartingCard(f"{fid}/archer", 3, 3),
        ),
    )
    faces = (
        frozenset({"melee"}), frozenset({"melee"}), frozenset({"melee", "ranged"}),
        frozenset({"ranged"}), frozenset({"melee", "special"}), frozenset({"ranged", "special"}),
    )
    return defs, deck, Ruleset(edition="2e", name="plain", die_faces=faces)


def _content() -> tuple[Ruleset, tuple[DeckList, DeckList], dict[str, CardDef], str]:
    try:
        from game import catalog

        p1, p2 = catalog.default_pair()
        return catalog.ruleset(), (catalog.deck(p1), catalog.deck(p2)), catalog.cards(), f"{p1} vs {p2}"
    except Exception:  # noqa: BLE001 - no factions yet: measure on the plain faction
        defs, deck, rs = plain_faction()
        return rs, (deck, deck), defs, "plain test faction"


def time_bot(name: str, games: int, seed: int, opponent: str = "normal", **bot_options: object) -> dict:
    """Play `games` games of bot `name` against `opponent`, timing each of `name`'s decisions."""
    from game.ai.registry import make_bot
    from game.ai.seeds import BENCH, bot_seed
    from game.core.game import Game
    from game.sim import make_setup

    rs, decks, cards, label = _content()
    times: list[float] = []
    real: list[float] = []
    wins = 0
    for i in range(games):
        setup = make_setup(rs, decks, cards, seed * 1000 + i)
        seat = i % 2
        opts = dict(bot_options, setup=setup)
        bots = [make_bot(opponent, bot_seed(setup.seed, p, BENCH), setup=setup) for p in (0, 1)]
        bots[seat] = make_bot(name, bot_seed(setup.seed, seat, BENCH), **opts)
        g = Game.new(setup)
        for p, dt, state in timed_decisions(g, bots, lambda _s, n: n < 5000):
            if p == seat:
                times.append(dt)
                if len(legal_commands(state)) > 1:
                    real.append(dt)
        wins += g.state.winner == seat
    return {
        "content": label,
        "games": games,
        "decisions": len(times),
        "median_ms": 1000 * statistics.median(times) if times else 0.0,
        "mean_ms": 1000 * statistics.mean(times) if times else 0.0,
        "median_ms_real_choices": 1000 * statistics.median(real) if real else 0.0,
        # issue 23's target for Hard: a median under 0.5 s and a 99th percentile under 2 s
        "p99_ms": 1000 * percentile(times, 0.99),
        "max_ms": 1000 * max(times) if times else 0.0,
        "wins_vs_" + opponent: wins,
    }


def bench_ai(args: argparse.Namespace) -> dict:
    games = max(1, min(int(getattr(args, "ai_games", 0) or 2), 50))
    seed = int(getattr(args, "seed", 1) or 1)
    out: dict = {}
    for name in BOT_NAMES:
        r = time_bot(name, games, seed)
        out["content"] = r.pop("content")
        for k, v in r.items():
            out[f"{name}_{k}"] = v
    return out
