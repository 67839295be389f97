"""What `summoner-wars simulate` prints for a person (its `--json` is for programs and stays in
English): the progress bar, the result of a run, the balance table of `--vs-all` and the
refusals, in the language of the run (`--lang`, else the system's), with that language's
decimal commas."""

from __future__ import annotations

from typing import Any

from game.i18n import _, n_
from game.i18n.formats import format_decimal, format_percent, join_list

# simulate's summary names the turn orders so (game.sim.summarise, `by_turn_order`)
_ORDER_TALLY = {
    "first": lambda wins, games: _("first: {wins}/{games}", wins=wins, games=games),
    "second": lambda wins, games: _("second: {wins}/{games}", wins=wins, games=games),
}


def deck_name(deck_id: str, english: str) -> str:
    """A shipped faction's deck by its faction's name in the run's language (a shipped deck's id
    is its faction's, and the window names it so); any other deck by its own name."""
    from game.content.translations import faction_name_now

    return faction_name_now(deck_id, english)


def _bar(done: int, total: int) -> str:
    """`[#####      ] `: a progress bar 30 wide."""
    return f"[{'#' * (30 * done // total):<30}] "


def _ci(lo: float, hi: float) -> str:
    return _("{low}-{high}", low=format_percent(lo), high=format_percent(hi))


def progress_line(winners: list[int | None], games: int) -> str:
    """The progress bar with the tally so far (each finished game's winning seat, None for a
    draw), so that a long run stopped early can still be read:
    `[#####   ] 12/100  p1 7  p2 5  draws 0`."""
    n = len(winners)
    wins = [sum(1 for w in winners if w == p) for p in (0, 1)]
    return _bar(n, games) + _("{done}/{games}  p1 {p1}  p2 {p2}  draws {draws}", done=n, games=games,
                               p1=wins[0], p2=wins[1], draws=n - wins[0] - wins[1])


def team_progress_line(winning_teams: list[int | None], games: int) -> str:
    """`[####    ] 3/10  team 1 2  team 2 1  draws 0`, for a 3-4 player run."""
    n = len(winning_teams)
    won = [sum(1 for t in winning_teams if t == team) for team in (0, 1)]
    return _bar(n, games) + _("{done}/{games}  team 1 {team1}  team 2 {team2}  draws {draws}", done=n,
                               games=games, team1=won[0], team2=won[1], draws=n - sum(won))


def vs_all_progress(name: str, tally: list[int], games: int, done: int, total: int) -> str:
    """One opponent's line of the `--vs-all` progress: the whole run's bar, then this opponent's
    tally so far, `[####    ] 23/140  vs Tundra Orcs 3/20: won 2, lost 1, drawn 0`."""
    won, lost, drawn = tally
    return _bar(done, total) + _("{done}/{total}  vs {name} {played}/{games}: won {won}, lost {lost}, drawn {drawn}",
                               done=done, total=total, name=name, played=won + lost + drawn, games=games,
                               won=won, lost=lost, drawn=drawn)


def stopped_line(done: int, total: int, *, ctrl_c: bool = True) -> str:
    """Said when a run stops early (the player pressed Ctrl+C, or a game could not be saved);
    the report that follows covers the games that finished."""
    if ctrl_c:
        if done == 0:
            return _("Stopped (Ctrl+C) before any game finished.")
        return n_("Stopped (Ctrl+C): the report covers the {n} game finished out of {total}.",
                  "Stopped (Ctrl+C): the report covers the {n} games finished out of {total}.", done, total=total)
    if done == 0:
        return _("Stopped before any game finished.")
    return n_("Stopped: the report covers the {n} game finished out of {total}.",
              "Stopped: the report covers the {n} games finished out of {total}.", done, total=total)


def vs_all_refusal(p1: str | None, p2: str | None) -> str | None:
    if p2:
        return _("--vs-all plays every other faction in turn; leave out --p2")
    if not p1:
        return _("--vs-all needs the faction to check: --p1 FACTION")
    return None


def summary_text(summary: dict[str, Any], names: tuple[str, str], bots: tuple[str, str]) -> str:
    """A 2-player run's result (`game.sim.summarise`, with the decks' names, as `deck_name`
    gives them, and the bots)."""
    lines = [n_("{n} game, {p1} ({bot1}) vs {p2} ({bot2})", "{n} games, {p1} ({bot1}) vs {p2} ({bot2})",
                summary["games"], p1=names[0], bot1=bots[0], p2=names[1], bot2=bots[1])]
    for p in ("p1", "p2"):
        lo, hi = summary["win_rate_ci95"][p]
        lines.append("  " + _("{seat} wins {wins} ({rate}, 95% CI {ci})", seat=p, wins=summary["wins"][p],
                              rate=format_percent(summary["win_rate"][p]), ci=_ci(lo, hi)))
    lines.append("  " + _("draws {draws}; mean turns {turns}; mean commands {commands}", draws=summary["draws"],
                          turns=format_decimal(summary["mean_turns"]),
                          commands=format_decimal(summary["mean_commands"])))
    for p in ("p1", "p2"):
        parts = [_("{deck}: {wins}/{games}", deck=k, wins=t["wins"], games=t["games"])
                 for k, t in summary["by_deck"][p].items()]
        parts += [_ORDER_TALLY[k](t["wins"], t["games"]) for k, t in summary["by_turn_order"][p].items()]
        lines.append("  " + _("{seat} wins by deck and turn order: {tallies}", seat=p, tallies=", ".join(parts)))
    for p in ("p1", "p2"):
        d = summary["decision_seconds"][p]
        lines.append("  " + _("{seat} time per decision: mean {mean} ms, median {median} ms", seat=p,
                              mean=format_decimal(d["mean"] * 1000, 2), median=format_decimal(d["median"] * 1000, 2)))
    lines.append("  " + _("{rate} games per second", rate=format_decimal(summary["games_per_second"])))
    return "\n".join(lines)


def teams_text(summary: dict[str, Any], deck_names: list[str]) -> str:
    """A 3-4 player run's result (`game.sim.summarise_teams`, with its `players` and `seats`, and
    the seats' decks named as `deck_name` gives them)."""
    lines = [n_("{n} game, {players} players in two teams", "{n} games, {players} players in two teams",
                summary["games"], players=summary["players"])]
    for s in summary["seats"]:
        lines.append("  " + _("seat {seat}: {player}, {deck} ({bot}), team {team}", seat=s["seat"], player=s["player"],
                              deck=deck_names[s["seat"] - 1], bot=s["bot"], team=s["team"]))
    for number, t in enumerate(summary["teams"].values(), 1):  # "team 1", "team 2", in order
        lo, hi = t["win_rate_ci95"]
        lines.append("  " + _("team {number} ({players}) wins {wins} ({rate}, 95% CI {ci}); {first}/{went_first} "
                              "going first", number=number, players=join_list(t["players"]),
                              wins=t["wins"], rate=format_percent(t["win_rate"]), ci=_ci(lo, hi),
                              first=t["wins_going_first"], went_first=t["went_first"]))
    lines.append("  " + _("draws {draws}; mean turns {turns}; mean commands {commands}", draws=summary["draws"],
                          turns=format_decimal(summary["mean_turns"]),
                          commands=format_decimal(summary["mean_commands"])))
    lines.append("  " + _("{rate} games per second", rate=format_decimal(summary["games_per_second"], 2)))
    return "\n".join(lines)


def balance_text(table: dict[str, Any]) -> str:
    """`--vs-all`'s balance table: one row per opponent and the total, with each row's games
    going first and second."""
    bots = table["bots"]
    who = (_("{bot} bot", bot=bots["p1"]) if bots["p1"] == bots["p2"]
           else _("{bot1} and {bot2} bots", bot1=bots["p1"], bot2=bots["p2"]))
    lines = [_("{name} against every other {edition} faction, {games} games each ({bots}; factions and first "
               "player alternated, seed {seed})", name=deck_name(table["faction"], table["name"]), edition=table["edition"],
               games=table["games_per_opponent"], bots=who, seed=table["seed"])]
    everyone = _("all")
    heads = [_("against"), _("games"), _("won"), _("lost"), _("drawn"), _("win rate"), _("95% CI"),
             _("first"), _("second")]
    rows = []
    for r in table["opponents"] + [dict(table["total"], name=everyone)]:
        lo, hi = r["win_rate_ci95"]
        order = r.get("by_turn_order")
        split = ([f"{order['first']['wins']}/{order['first']['games']}",
                  f"{order['second']['wins']}/{order['second']['games']}"] if order else [])
        name = deck_name(r["opponent"], r["name"]) if "opponent" in r else r["name"]
        rows.append([name, str(r["games"]), str(r["wins"]), str(r["losses"]), str(r["draws"]),
                     format_percent(r["win_rate"]), _ci(lo, hi), *split])
    widths = [max(len(row[i]) for row in [heads, *rows] if i < len(row)) for i in range(len(heads))]
    left = {0, 6}  # names and intervals read from the left, counts and rates from the right

    def line(cells: list[str]) -> str:
        return "  " + "  ".join(c.ljust(widths[i]) if i in left else c.rjust(widths[i])
                                for i, c in enumerate(cells)).rstrip()

    lines.append(line(heads))
    lines += [line(row) for row in rows]
    lines.append("  " + _("{seconds} s; a row replays as `simulate --p1 {faction} --p2 OPPONENT --alternate --seed "
                          "SEED` with the row's seed (--json gives it)", seconds=format_decimal(table["seconds"]),
                          faction=table["faction"]))
    return "\n".join(lines)
