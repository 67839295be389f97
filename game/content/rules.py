"""A rules file (`summoner-wars/rules@1`): one edition's die, phase order and limits."""

from __future__ import annotations

from game.content.fields import SLUG, SLUG_HINT, Section, check_int, check_str_list, describe, join
from game.content.problems import Report
from game.content.yamlsource import YList, YMap
from game.core.ruleset import Ruleset

FORMAT = "summoner-wars/rules@1"
TOP_KEYS = (
    "format",
    "edition",
    "name",
    "die",
    "phases",
    "limits",
    "magic_model",
    "gate_name",
    "hit_symbols",
    "special_symbol",
    "first_turn_skips",
    "phase_names",
    "build_phase",
    "build_next_to_summoner",
    "first_player",
    "discard_face_up",
    "zero_space_move",
)
FIRST_PLAYER = ("random", "roll")
DIE_SYMBOLS = ("melee", "ranged", "special")
PHASES = ("summon", "move", "build", "attack", "magic", "draw", "event")
MAGIC_MODELS = ("track", "pile")
ATTACK_KINDS = ("melee", "ranged")

# Fields the loader reads but the engine cannot honour yet with any other value: a rules file
# that changes them is an error, never accepted and silently ignored (issue 17). The board is
# fixed at 6 x 8 in `game.core.geometry`.
FIXED_LIMITS: dict[str, tuple[int, str]] = {
    "columns": (6, "the battlefield is always 6 columns wide; other sizes are not supported yet"),
    "rows": (8, "the battlefield is always 8 rows long; other sizes are not supported yet"),
}

# Ruleset field -> smallest sensible value.
LIMITS: dict[str, int] = {
    "columns": 1,
    "rows": 2,
    "side_rows": 1,
    "build_back_rows": 1,
    "max_movers": 1,
    "move_distance": 1,
    "max_attackers": 1,
    "ranged_range": 1,
    "hand_size": 0,
    "starting_hand": 0,
    "magic_max": 0,
    "start_magic": 0,  # a pair: [first player, second player]
    "cost_of_inaction": 0,
}
OPTIONAL_LIMITS: dict[str, int] = {"first_turn_max_movers": 0}


def parse_rules_file(report: Report, doc: YMap) -> Ruleset | None:
    """Read a rules file; problems go to `report`. None if it has any."""
    before = len(report.problems)
    top = Section(report, doc, "")
    top.check_known(TOP_KEYS)
    edition = top.get_str("edition", required=True, pattern=SLUG, hint=SLUG_HINT)
    name = top.get_str("name", required=True)

    faces: list[frozenset[str]] = []
    die = top.sub("die", required=True, why="the faces of the attack die")
    # Symbols a face may carry: the 2E three, plus any the hit_symbols below declare (1E "hit").
    symbols = set(DIE_SYMBOLS)
    hit_symbols: dict[str, str] = {"melee": "melee", "ranged": "ranged"}
    hits = top.sub("hit_symbols") if top.has("hit_symbols") else None
    if hits is not None:
        hits.check_known(ATTACK_KINDS, "attack kind")
        for kind in ATTACK_KINDS:
            if hits.has(kind):
                sym = hits.get_str(kind, pattern=SLUG, hint=SLUG_HINT)
                if sym is not None:
                    hit_symbols[kind] = sym
                    symbols.add(sym)
    special = (
        top.get_str("special_symbol", pattern=SLUG, hint=SLUG_HINT)
        if top.has("special_symbol")
        else "special"
    )
    if special:
        symbols.add(special)
    numbered = False
    hit_on = 0
    if die is not None and (die.has("sides") or die.has("hit_on")):
        # A numbered die (1E d6): faces 1..sides, those of `hit_on` or more carry the hit symbol.
        die.check_known(("sides", "hit_on"))
        sides = die.get_int("sides", required=True, minimum=2)
        hit = die.get_int("hit_on", required=True, minimum=1)
        if sides is not None and hit is not None:
            if hit > sides:
                die.problem("hit_on", f"must not be more than sides ({sides})")
            numbered, hit_on = True, hit
            sym = hit_symbols["melee"]
            if sym == "melee":
                sym = "hit"
                hit_symbols = {"melee": "hit", "ranged": "hit"}
            faces = [frozenset({sym}) if n >= hit else frozenset() for n in range(1, sides + 1)]
        die = None
    if die is not None:
        die.check_known(("faces",))
        items = die.get_list("faces", required=True, why="one list of symbols per face")
        if items is not None:
            if not items:
                die.problem("faces", "the die needs at least one face")
            for i, face in enumerate(items):
                got = check_str_list(
                    report,
                    face,
                    join(die.field("faces"), i),
                    items.item_line(i),
                    choices=sorted(symbols),
                )
                if got is not None:
                    faces.append(frozenset(got))

    phases = top.get_str_list("phases", required=True, choices=PHASES, allow_empty_list=False)
    if phases is not None:
        _no_repeats(top, "phases", phases)
    skips = (
        top.get_str_list("first_turn_skips", choices=PHASES) if top.has("first_turn_skips") else ()
    )
    magic_model = top.get_enum("magic_model", MAGIC_MODELS) if top.has("magic_model") else "track"
    gate_name = top.get_str("gate_name", pattern=SLUG, hint=SLUG_HINT) if top.has("gate_name") else "gate"
    build_phase = top.get_enum("build_phase", PHASES) if top.has("build_phase") else "build"
    if phases is not None and build_phase is not None and build_phase not in phases:
        top.problem("build_phase", f"{build_phase!r} is not one of this file's phases {list(phases)}")
    next_to_summoner = (
        top.get_bool("build_next_to_summoner") if top.has("build_next_to_summoner") else True
    )
    first_player = top.get_enum("first_player", FIRST_PLAYER) if top.has("first_player") else "random"
    face_up = top.get_bool("discard_face_up") if top.has("discard_face_up") else False
    zero_move = top.get_bool("zero_space_move") if top.has("zero_space_move") else False
    phase_names: list[tuple[str, str]] = []
    if top.has("phase_names"):
        names = top.sub("phase_names")
        if names is not None:
            names.check_known(PHASES, "phase")
            for ph in PHASES:
                if names.has(ph):
                    got = names.get_str(ph)
                    if got:
                        phase_names.append((ph, got))

    limits: dict[str, int] = {}
    start_magic: tuple[int, int] | None = None
    lim = top.sub("limits", required=True, why="board size, hand size, magic and the like")
    if lim is not None:
        lim.check_known({**LIMITS, **OPTIONAL_LIMITS}, "limit")
        for key, minimum in OPTIONAL_LIMITS.items():
            if lim.has(key):
                v = lim.get_int(key, minimum=minimum)
                if v is not None:
                    limits[key] = v
        for key, minimum in LIMITS.items():
            if key == "start_magic":
                start_magic = _pair(lim)
                continue
            v = lim.get_int(key, required=True, minimum=minimum)
            if v is not None and key in FIXED_LIMITS and v != FIXED_LIMITS[key][0]:
                want, why = FIXED_LIMITS[key]
                lim.problem(key, f"must be {want}, got {v}: {why}")
            elif v is not None:
                limits[key] = v
        _cross_checks(lim, limits, start_magic)

    if len(report.problems) != before or edition is None or name is None or phases is None:
        return None
    assert start_magic is not None
    return Ruleset(
        edition=edition,
        name=name,
        die_faces=tuple(faces),
        phases=phases,
        start_magic=start_magic,
        magic_model=magic_model or "track",
        gate_name=gate_name or "gate",
        hit_symbols=tuple(hit_symbols.items()),
        special_symbol=special or "special",
        first_turn_skips=skips or (),
        first_turn_max_movers=limits.pop("first_turn_max_movers", 0),
        build_phase=build_phase or "build",
        build_next_to_summoner=True if next_to_summoner is None else next_to_summoner,
        die_numbered=numbered,
        hit_on=hit_on,
        first_player=first_player or "random",
        discard_face_up=bool(face_up),
        zero_space_move=bool(zero_move),
        phase_names=tuple(phase_names),
        **limits,
    )


def _no_repeats(sec: Section, key: str, values: tuple[str, ...]) -> None:
    seen = set()
    for v in values:
        if v in seen:
            sec.problem(key, f"{v!r} is listed twice")
        seen.add(v)


def _pair(lim: Section) -> tuple[int, int] | None:
    if not lim.has("start_magic"):
        lim.missing("start_magic", "[first player, second player], e.g. [2, 3]")
        return None
    v = lim.data["start_magic"]
    f, line = lim.field("start_magic"), lim.line("start_magic")
    if not isinstance(v, YList) or len(v) != 2:
        lim.report.add(
            line, f, f"expected two numbers [first player, second player], got {describe(v)}"
        )
        return None
    a = check_int(lim.report, v[0], join(f, 0), v.item_line(0), minimum=0)
    b = check_int(lim.report, v[1], join(f, 1), v.item_line(1), minimum=0)
    return (a, b) if a is not None and b is not None else None


def _cross_checks(
    lim: Section, limits: dict[str, int], start_magic: tuple[int, int] | None
) -> None:
    rows, side = limits.get("rows"), limits.get("side_rows")
    if rows is not None and side is not None and 2 * side > rows:
        lim.problem("side_rows", f"two sides of {side} rows do not fit in {rows} rows")
    back = limits.get("build_back_rows")
    if back is not None and side is not None and back > side:
        lim.problem("build_back_rows", f"must not be more than side_rows ({side})")
    top = limits.get("magic_max")
    if top is not None and start_magic is not None and max(start_magic) > top:
        lim.problem("start_magic", f"must not be more than magic_max ({top})")
