"""`simulate` speaks the language of the run (`--lang`, else the system's): its report, its
progress bars and its refusals, with decimal commas in Italian; `--json` stays as it is."""

from __future__ import annotations

import contextlib
import io
import json

from game.__main__ import main
from game.i18n import set_language
from game.sim_text import balance_text


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue(), err.getvalue()


def test_a_run_reports_in_italian_with_decimal_commas() -> None:
    rc, out, err = _run(["simulate", "--lang", "it", "--games", "2", "--seed", "2", "--progress"])
    assert rc == 0
    # the factions by their Italian names, as the window gives them (the card translations)
    assert "2 partite, Nani Polari (random) contro Regno Caduto (random)" in out
    assert "IC 95%" in out and "partite al secondo" in out and "turni in media" in out
    assert "games" not in out and "95% CI" not in out and "wins" not in out
    assert "50,0%" in out or "100,0%" in out or "0,0%" in out  # a share, written the Italian way
    assert "pareggi" in err and "draws" not in err  # the progress bar


def test_the_same_run_in_english_is_unchanged() -> None:
    rc, out, _ = _run(["simulate", "--lang", "en", "--games", "2", "--seed", "2"])
    assert rc == 0
    assert "2 games, Polar Dwarves (random) vs Fallen Kingdom (random)" in out
    assert "95% CI" in out and "games per second" in out and "partite" not in out


def test_one_game_is_one_game() -> None:
    assert _run(["simulate", "--lang", "en", "--games", "1", "--seed", "2"])[1].startswith("1 game, ")
    assert _run(["simulate", "--lang", "it", "--games", "1", "--seed", "2"])[1].startswith("1 partita, ")


def test_json_is_for_programs_and_stays_english() -> None:
    rc, out, _ = _run(["simulate", "--lang", "it", "--games", "1", "--seed", "2", "--json"])
    assert rc == 0
    assert "win_rate" in json.loads(out)


def test_a_refusal_is_in_italian() -> None:
    rc, _, err = _run(["simulate", "--lang", "it", "--p1", "breakers", "--p2", "vanguards", "--vs-all"])
    assert rc == 2
    assert err.strip() == "simulate: --vs-all gioca contro ogni altra fazione a turno; togli --p2"


def _table() -> dict:
    def row(name: str, wins: int, games: int) -> dict:
        return {"name": name, "games": games, "wins": wins, "losses": games - wins, "draws": 0,
                "win_rate": wins / games, "win_rate_ci95": (0.123, 0.987),
                "by_turn_order": {"first": {"wins": wins, "games": games // 2},
                                  "second": {"wins": 0, "games": games - games // 2}}}
    rows = [dict(row("Tundra Orcs", 7, 10), opponent="tundra-orcs"), dict(row("Vanguards", 10, 10), opponent="vanguards")]
    total = {k: sum(r[k] for r in rows) for k in ("games", "wins", "losses", "draws")}
    return {"faction": "breakers", "name": "Breakers", "edition": "2e", "games_per_opponent": 10, "seed": 1,
            "seconds": 12.25, "bots": {"p1": "normal", "p2": "normal"}, "opponents": rows,
            "total": dict(total, win_rate=0.85, win_rate_ci95=(0.6, 0.95))}


def test_the_balance_table_keeps_its_columns_in_either_language() -> None:
    """The columns are as wide as their longest cell, the translated headings included: every
    full row ends where the heading line ends, and counts stand under their headings' right edge."""
    for lang, won in (("en", "won"), ("it", "vinte")):
        set_language(lang)
        lines = balance_text(_table()).splitlines()
        head, rows = lines[1], lines[2:4]
        assert all(len(r) == len(head) for r in rows), (lang, lines)
        edge = head.index(won) + len(won)
        assert all(r[edge - 2:edge] == " 7" or r[edge - 2:edge] == "10" for r in rows), (lang, lines)
    assert "12,2 s" in lines[-1] or "12,3 s" in lines[-1]
    assert lines[0].startswith("Frangitori contro ogni altra fazione della 2e, 10 partite ciascuna (bot normal;")
