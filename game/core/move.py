"""Phase 2: Move, and forcing.

Rulebook, "Phase 2: Move": move up to 3 different units you control 1 or 2 spaces each, only
into or through empty adjacent spaces; never 0 spaces; a unit may step back onto its start;
structures cannot move unless an effect allows it.
1E Master Set rulebook, "Phase 4: Movement": a unit may "move" 0 spaces to set off an ability
that works when it moves, as one of the phase's movers (`zero_space_reason`, ruleset
`zero_space_move`).
Glossary FORCE: slide a card that many clear straight spaces in one direction; not a move.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.commands import Move
from game.core.context import Ctx, make_step, step_handler
from game.core.damage import add_damage
from game.core.geometry import DIRECTIONS, Geometry, Pos
from game.core.message import msg, no_sentence
from game.core.rng import randbelow
from game.core.ruleset import MOVE
from game.core.state import BOARD, Card, GameState, Step
from game.core.stats import (
    can_be_forced,
    can_move,
    has_listeners,
    move_distance,
    pass_through,
    query,
    trigger_listeners,
)
from game.core.text import where
from game.core.triggers import fire


def may_pass(state: GameState, unit: Card, pos: Pos, classes: frozenset[str] | None = None) -> bool:
    """Whether `unit` may move through (not stop on) `pos`."""
    uid = state.board.get(pos)
    if uid is None:
        return True
    if pos in state.vines:
        # 1E rulebook, "Vine Walls" 3: "A Unit can never use an Event or Special Ability to move
        # through a Unit that is on a Vine Wall."
        return False
    if classes is None:
        classes = pass_through(state, unit)
    if not classes:
        return False
    if "any" in classes:
        return True
    other = state.cards[uid].defn
    return any(other.has_class(w) for w in classes)


def moves_diagonally(state: GameState, unit: Card) -> bool:
    """Whether `unit` may step diagonally when it moves (1E Time Mage's Blink): stat
    "moves_diagonally", false unless an ability says otherwise."""
    return bool(query(state, "moves_diagonally", unit, False))


def _steps_from(geo: Geometry, pos: Pos, diagonal: bool) -> tuple[Pos, ...]:
    """The spaces one step of a move may reach from `pos`: the adjacent ones, and with
    `diagonal` the 4 touching it at a corner too."""
    if not diagonal:
        return geo.adjacent(pos)
    corners = (geo.step(pos, (dc, dr)) for dc in (-1, 1) for dr in (-1, 1))
    return geo.adjacent(pos) + tuple(q for q in corners if q is not None)


def mover_slot_reason(state: GameState, unit: Card, explain: bool = True) -> str | None:
    """Why `unit` may not move now for the phase's movers (None: it may). Without `explain` a
    reason is `NOT_NOW`, not a sentence (`legal_commands` asks only whether there is one)."""
    msg = _sentence if explain else no_sentence  # the name kept: the sentences are translated
    t = state.turn
    if unit.uid in t.movers:
        return msg("{card} has already moved this phase.", card=unit.name)
    limit = query(state, "max_movers", unit, base_movers(state))
    if len(t.movers) >= limit:
        if limit < state.ruleset.max_movers and t.number == 1:
            return msg("On the first turn of the game the first player moves at most {limit} units.", limit=limit)
        return msg("You have already moved {limit} units this phase.", limit=limit)
    return None


_sentence = msg


def base_movers(state: GameState) -> int:
    """1E rulebook, "Game Setup" 7: "During that first Movement Phase the player going first can
    only move with up to 2 Units, instead of the normal 3." """
    rs = state.ruleset
    if rs.first_turn_max_movers and state.turn.number == 1:
        return rs.first_turn_max_movers
    return rs.max_movers


# The triggers of abilities that work when a unit moves: before it moves, after it moved.
MOVE_TRIGGERS = ("before_move", "moved")


def has_move_ability(state: GameState, unit: Card) -> bool:
    """Whether `unit` has an ability (printed on it, put under it or lent to it) that a move of
    `unit` sets off: one listening to "before_move" or "moved" that hears a move of this unit.
    An ability of another card that hears it move (an enemy's Fear) does not count."""
    info = {"card": unit.uid, "path": (), "start": unit.pos, "counts": True}
    for trigger in MOVE_TRIGGERS:
        if not has_listeners(state, trigger):
            continue
        for a, bearer, host in trigger_listeners(state, trigger):
            holder = host if host is not None else bearer
            if holder.uid == unit.uid and a.listens_in(state, trigger, bearer, host, info):
                return True
    return False


def zero_space_reason(state: GameState, unit: Card) -> str | None:
    """Why `unit` may not move 0 spaces (None: it may, once it may move at all). 1E Master Set
    rulebook, "Phase 4: Movement": "Some Special Abilities activate when a Unit moves. A player
    may announce that they are moving a Unit 0 spaces in order to activate such an Ability
    without having to move that Unit from its current space. Doing this counts as moving 1 of
    the 3 Units you are allowed to move during a Movement Phase." Only under rules that allow it
    (`Ruleset.zero_space_move`), and only for a unit with such an ability (`has_move_ability`)."""
    if not state.ruleset.zero_space_move:
        return msg("A move needs at least one space.")
    if not has_move_ability(state, unit):
        return msg("{card} has no ability that works when it moves, so it cannot move 0 spaces.", card=unit.name)
    return None


def check_move(state: GameState, cmd: Move) -> str | None:
    u = state.cards.get(cmd.unit)
    if u is None or u.zone != BOARD:
        return msg("That unit is not on the battlefield.")
    if u.controller != cmd.player:
        return msg("{card} is not yours to move.", card=u.name)
    if state.phase != MOVE:
        return msg("Units move in the Move phase.")
    if not u.defn.is_unit:
        return msg("{card} is not a unit.", card=u.name)
    if not can_move(state, u):
        if u.defn.is_structure:
            return msg("{card} is a structure and cannot move.", card=u.name)
        return msg("{card} cannot move.", card=u.name)
    reason = mover_slot_reason(state, u)
    if reason:
        return reason
    path = cmd.path
    if path == ():
        return zero_space_reason(state, u)
    if not isinstance(path, tuple) or not path or not all(
        isinstance(p, tuple) and len(p) == 2 and all(isinstance(x, int) for x in p) for p in path
    ):
        return msg("A move needs at least one space.")
    if not all(state.geo.in_bounds(p) for p in path):
        return msg("That space is not on the battlefield.")
    dist = move_distance(state, u)
    if len(path) > dist:
        return msg("{card} can move at most {distance} spaces.", card=u.name, distance=dist)
    classes = pass_through(state, u)
    diagonal = moves_diagonally(state, u)
    prev = u.pos
    for i, p in enumerate(path):
        if not state.geo.is_adjacent(prev, p) and not (diagonal and p in _steps_from(state.geo, prev, True)):
            return msg("{card} cannot move diagonally or jump to {space}.", card=u.name, space=where(p))
        last = i == len(path) - 1
        occupied = p in state.board and p != u.pos
        if occupied and (last or not may_pass(state, u, p, classes)):
            blocker = state.cards[state.board[p]].name
            if last:
                return msg("{card} cannot move to {space}: {card2} is there.", card=u.name, space=where(p), card2=blocker)
            return msg("{card} cannot reach {space}: path blocked by {card2} at {space2}.", card=u.name, space=where(path[-1]), card2=blocker, space2=where(p))
        prev = p
    return None


def reachable(state: GameState, u: Card) -> dict[Pos, tuple[Pos, ...]]:
    """Every space `u` may end a move on, with one path to it (the first found by breadth)."""
    dist = move_distance(state, u)
    classes = pass_through(state, u)
    diagonal = moves_diagonally(state, u)
    start = u.pos
    board, geo = state.board, state.geo
    out: dict[Pos, tuple[Pos, ...]] = {}
    frontier: list[tuple[Pos, tuple[Pos, ...]]] = [(start, ())]
    passable: dict[Pos, bool] = {}  # an occupied space: whether `u` may move through it
    for _ in range(dist - 1):  # each step but the last: the paths go on from where it ends
        nxt = []
        seen: set[Pos] = set()
        for pos, path in frontier:
            for q in (geo.adjacent(pos) if not diagonal else _steps_from(geo, pos, True)):
                if q in seen:
                    continue
                if q in board and q != start:
                    # through it only (`may_pass`; nothing passes through with no class to)
                    ok = passable.get(q)
                    if ok is None:
                        ok = passable[q] = bool(classes) and may_pass(state, u, q, classes)
                    if not ok:
                        continue
                    seen.add(q)
                    nxt.append((q, path + (q,)))
                    continue
                seen.add(q)
                np = path + (q,)
                if q not in out:
                    out[q] = np
                nxt.append((q, np))
        frontier = nxt
    if dist > 0:
        # The last step only ends moves: on an empty space not reached yet (the start is empty
        # to its unit), by the first path that gets there; an occupied one is no end.
        for pos, path in frontier:
            for q in (geo.adjacent(pos) if not diagonal else _steps_from(geo, pos, True)):
                if q not in out and (q not in board or q == start):
                    out[q] = path + (q,)
    return out


def do_move(ctx: Ctx, cmd: Move) -> None:
    """Move a unit. Abilities that act "before this unit moves" (trigger "before_move") resolve
    first; the move then happens if the unit is still there and its path is still clear."""
    if trigger_listeners(ctx.state, "before_move"):
        ctx.then(make_step("move.apply", unit=cmd.unit, path=cmd.path))
        fire(ctx, "before_move", card=cmd.unit, path=cmd.path, start=ctx.state.cards[cmd.unit].pos)
        return
    _apply_move(ctx, cmd.unit, cmd.path)


def _apply_move(ctx: Ctx, unit: int, path: tuple[Pos, ...]) -> None:
    if not path:
        move_zero_spaces(ctx, unit)
        return
    move_unit(ctx, unit, path)


def move_zero_spaces(ctx: Ctx, unit: int) -> None:
    """1E: "moving a Unit 0 spaces in order to activate such an Ability" (`zero_space_reason`):
    the unit stays where it is, counts as one of the phase's movers, and what works after it
    moves fires as after any move (with an empty path: it entered no space, left none)."""
    start = ctx.state.cards[unit].pos
    ctx.emit(ev.UnitMovedZeroSpaces(unit))
    fire(ctx, "moved", card=unit, path=(), start=start, counts=True)


def move_unit(ctx: Ctx, unit: int, path: tuple[Pos, ...], counts: bool = True) -> tuple[Pos, ...]:
    """Move `unit` along `path` (a move, by the rules or by an ability): 1E Vine Walls make it
    roll on leaving each Vine Wall space of the way, and stop where it fails. Fires "moved" with
    the path it really took; returns that path (empty when it never left its space)."""
    start = ctx.state.cards[unit].pos
    if ctx.state.vines:
        # A move near Vine Walls can change a life that depends on them ('while adjacent to a
        # Vine Wall'): a step makes the rules look for cards at 0 life after it (`sweep` runs
        # after each step, and a plain move queues none).
        ctx.later(make_step("move.settled"))
    path, stuck = vine_rolls(ctx, unit, start, path, counts)
    if path:
        ctx.emit(ev.UnitMoved(unit, path, counts))
        fire(ctx, "moved", card=unit, path=path, start=start, counts=True)
    if stuck is not None:
        add_damage(ctx, unit, 1, stuck, msg("vine wall"))
    return path


def vine_rolls(
    ctx: Ctx, unit: int, start: Pos, path: tuple[Pos, ...], counts: bool = True
) -> tuple[tuple[Pos, ...], int | None]:
    """1E rulebook, "Vine Walls" 3: "When a Unit moves off of a space containing a Vine Wall,
    roll a die. On a result of 3 or lower, that Unit receives 1 Wound Marker and cannot move off
    of the Vine Wall space. On a Result of 4 or higher, that Unit moves normally." Rolls for each
    Vine Wall space the unit would leave (where it starts, and any it passes through), each roll
    recorded in a `VineRolled` event. Returns the part of `path` the unit really moves, and the
    Vine Wall that holds it (None when it got away). A unit whose ability says so
    (`no_vine_roll`) never rolls."""
    s = ctx.state
    if not s.vines or not path:
        return path, None
    u = s.cards[unit]
    if query(s, "no_vine_roll", u, False):
        return path, None
    spaces = (start, *path[:-1])
    for i, p in enumerate(spaces):
        vine = s.vines.get(p)
        if vine is None:
            continue
        r, face = randbelow(s.rng, len(s.ruleset.die_faces))
        stays = face + 1 <= VINE_HOLDS_ON
        ctx.emit(ev.VineRolled(unit, vine, face, r, stays, counts))
        if stays:
            return path[:i], vine
    return path, None


# 1E rulebook, "Vine Walls" 3: "On a result of 3 or lower … cannot move off".
VINE_HOLDS_ON = 3


@step_handler("move.apply")
def _move_after_before_move(ctx: Ctx, step: Step) -> None:
    s = ctx.state
    unit, path = step.get("unit"), tuple(tuple(q) for q in step.get("path"))
    u = s.cards[unit]
    if u.zone != BOARD or (path and path[-1] in s.board and s.board[path[-1]] != unit):
        return  # what resolved before the move took the unit away or filled its destination
    _apply_move(ctx, unit, path)


@step_handler("move.settled")
def _move_settled(ctx: Ctx, step: Step) -> None:
    """Nothing to do: the sweep after this step is what the move needed."""


def force_destinations(state: GameState, card: Card, spaces: int, exact: bool = False) -> dict[Pos, tuple[Pos, ...]]:
    """Where `card` can be forced: up to (or exactly) `spaces` clear straight spaces, any direction."""
    out: dict[Pos, tuple[Pos, ...]] = {}
    if card.zone != BOARD or not can_be_forced(state, card):
        return out
    if state.is_vine(card):
        return out  # 1E: a Vine Wall is a wall; it never leaves its space
    for d in DIRECTIONS:
        path: list[Pos] = []
        p = card.pos
        for _ in range(spaces):
            p = state.geo.step(p, d)
            if p is None or p in state.board or (card.defn.is_structure and p in state.vines):
                break
            path.append(p)
            if not exact or len(path) == spaces:
                out[p] = tuple(path)
    return out


def force(ctx: Ctx, uid: int, path: tuple[Pos, ...], by: int | None = None) -> None:
    """Force `uid` along `path`. Under 1E rules a card moved by an ability ("you may move that
    unit up to 3 spaces") moves, so leaving a Vine Wall it rolls like any move (`vine_rolls`;
    held, it takes 1 wound and stays). Placing a card is not moving it and never rolls."""
    c = ctx.state.cards[uid]
    start = c.pos
    stuck = None
    if ctx.state.vines:
        ctx.later(make_step("move.settled"))  # as `move_unit`: a life may depend on the Vine Walls
        path, stuck = vine_rolls(ctx, uid, start, path, counts=False)
    if path:
        ctx.emit(ev.CardForced(uid, path))
        fire(ctx, "forced", card=uid, path=path, start=start, by=by)
    if stuck is not None:
        add_damage(ctx, uid, 1, stuck, msg("vine wall"))
