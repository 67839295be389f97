"""`summoner-wars bench`: speed figures for the closing notes, never asserted in tests.

Benchmarks span every floor (rules, saves, bots, the window), so they live here, above all of
them and beside the command line, and no lower floor imports them. Each section is imported only
when it runs: `bench --only core` needs no pygame.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from typing import Any

# section name -> (module in this package, function)
SECTIONS: dict[str, tuple[str, str]] = {
    "core": ("rules", "bench_core"),
    "ui": ("window", "bench_ui"),
    "saves": ("saves", "bench_saves"),
    "ai": ("bots", "bench_ai"),
    "ai-pairings": ("bot_pairings", "bench_ai_pairings"),
    "thinking": ("thinking", "bench_thinking"),
    "warrior": ("warrior", "bench_warrior"),
    "server": ("server", "bench_server"),
}
LINE = "line"  # a result's entry printed as it is, last (`server`: "rooms N, commands/s X, ...")


def section(name: str) -> Callable[..., dict[str, Any]] | None:
    """The benchmark function of a section, or None for a name that is not one."""
    where = SECTIONS.get(name)
    if where is None:
        return None
    module = importlib.import_module(f"{__name__}.{where[0]}")
    return getattr(module, where[1])


def run_bench(args: argparse.Namespace) -> int:
    only = args.only or list(SECTIONS)
    for name in only:
        fn = section(name)
        if fn is None:
            print(f"{name}: not available")
            continue
        res = fn(args.games, args.seed, getattr(args, "edition", None) or "2e") if name == "core" else fn(args)
        print(f"[{name}]")
        for k, v in res.items():
            if k != LINE:
                print(f"  {k}: {v:.1f}" if isinstance(v, float) else f"  {k}: {v}")
        if LINE in res:
            print(res[LINE], flush=True)
    return 0
