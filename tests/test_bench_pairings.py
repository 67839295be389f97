"""Issue 23: "`bench` reports random-game throughput over all pairings of each edition (median
and the slowest), not one pairing"."""

from __future__ import annotations

import itertools

from game.benchmarks import rules


def test_every_pairing_of_each_edition_is_played_once():
    for edition, factions in (("2e", 8), ("1e", 12)):
        pairs = rules.pairings(edition)
        assert len(pairs) == factions * (factions - 1) // 2
        assert len(set(pairs)) == len(pairs)
        assert all(a != b for a, b in pairs)
        assert {f for p in pairs for f in p} == set(rules.edition_factions(edition))
    assert not any(f.endswith("-1e") for f in rules.edition_factions("2e"))
    assert all(f.endswith("-1e") for f in rules.edition_factions("1e"))


def test_the_median_and_the_slowest_pairing_are_reported(monkeypatch):
    # a fake clock: pairing k takes k+1 CPU seconds for its games, so the slowest is the last
    pairs = rules.pairings("2e")
    seconds = {p: float(k + 1) for k, p in enumerate(pairs)}
    played = []

    def fake(p1, p2, games, seed, edition):
        played.append((p1, p2, games, seed, edition))
        return rules.PairingSpeed(p1, p2, games, seconds[(p1, p2)], 100 * games, 10 * games)

    monkeypatch.setattr(rules, "time_pairing", fake)
    monkeypatch.setattr(rules, "events_applied_per_second", lambda *a: 0.0)
    out = rules.bench_core(4, 7, "2e")
    assert played == [(a, b, 4, 7, "2e") for a, b in pairs]
    speeds = sorted(4 / s for s in seconds.values())
    assert out["pairings"] == 28 and out["games_per_pairing"] == 4
    assert out["slowest_games_per_cpu_second"] == speeds[0]
    assert out["slowest_pairing"] == " vs ".join(pairs[-1])
    assert out["median_games_per_cpu_second"] == (speeds[13] + speeds[14]) / 2
    assert out["median_pairing"].startswith(" vs ".join(pairs[-14]))
    assert out["fastest_pairing"] == " vs ".join(pairs[0])
    assert out["command"] == "summoner-wars bench --only core --edition 2e --games 4 --seed 7"


def test_a_pairing_is_played_with_random_bots_and_timed():
    a, b = next(itertools.islice(rules.pairings("2e"), 0, 1))
    r = rules.time_pairing(a, b, 2, 1, "2e")
    assert (r.p1, r.p2, r.games) == (a, b, 2)
    assert r.cpu_seconds > 0 and r.commands > 0 and r.turns > 0


def test_the_99th_percentile_is_the_value_at_that_rank_and_the_highest_of_a_short_list() -> None:
    """`bench --only ai` and `bot_matches` report a bot's 99th-percentile decision (issue 23:
    "a 99th percentile under 2 s") with the one `percentile`."""
    from game.benchmarks.measure import percentile

    assert percentile([float(i) for i in range(200, 0, -1)], 0.99) == 199.0
    assert percentile([3.0, 1.0, 2.0], 0.99) == 3.0
    assert percentile([], 0.99) == 0.0
    assert percentile([5.0, 1.0, 9.0, 7.0], 0.5) == 7.0
