"""The battlefield's geometry: 6 columns x 8 rows, positions as (column, row).

Row 0 is player 0's back row and row 7 is player 1's. Adjacency is orthogonal only; distances
are counted orthogonally ("never count diagonally unless specified").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

Pos = tuple[int, int]

COLUMNS = 6
ROWS = 8
DIRECTIONS: tuple[Pos, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))

ALL_SPACES: tuple[Pos, ...] = tuple((c, r) for r in range(ROWS) for c in range(COLUMNS))


def in_bounds(p: Pos) -> bool:
    return 0 <= p[0] < COLUMNS and 0 <= p[1] < ROWS


_ADJ: dict[Pos, tuple[Pos, ...]] = {
    p: tuple((p[0] + dc, p[1] + dr) for dc, dr in DIRECTIONS if in_bounds((p[0] + dc, p[1] + dr)))
    for p in ALL_SPACES
}


def adjacent(p: Pos) -> tuple[Pos, ...]:
    """Spaces sharing an edge with p (never p itself, never diagonals)."""
    return _ADJ[p]


def is_adjacent(a: Pos, b: Pos) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def distance(a: Pos, b: Pos) -> int:
    """Spaces counted orthogonally from a to b."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def within(a: Pos, b: Pos, n: int) -> bool:
    """Glossary WITHIN X SPACES: reachable by counting n spaces; a card is not within n of itself."""
    d = distance(a, b)
    return 0 < d <= n


def spaces_within(p: Pos, n: int) -> Iterator[Pos]:
    for q in ALL_SPACES:
        if within(p, q, n):
            yield q


def straight_direction(a: Pos, b: Pos) -> Pos | None:
    """The unit step from a toward b if they share a row or column, else None."""
    if a == b:
        return None
    if a[0] == b[0]:
        return (0, 1 if b[1] > a[1] else -1)
    if a[1] == b[1]:
        return (1 if b[0] > a[0] else -1, 0)
    return None


def between(a: Pos, b: Pos) -> list[Pos]:
    """The spaces strictly between a and b on a straight line (empty if not in line)."""
    d = straight_direction(a, b)
    if d is None:
        return []
    out = []
    p = (a[0] + d[0], a[1] + d[1])
    while p != b:
        out.append(p)
        p = (p[0] + d[0], p[1] + d[1])
    return out


def ray(p: Pos, d: Pos, n: int) -> list[Pos]:
    """Up to n spaces from p (exclusive) in direction d, stopping at the board's edge."""
    out = []
    q = p
    for _ in range(n):
        q = (q[0] + d[0], q[1] + d[1])
        if not in_bounds(q):
            break
        out.append(q)
    return out


def clear_straight_spaces(p: Pos, d: Pos, n: int, is_empty: Callable[[Pos], bool]) -> list[Pos]:
    """Glossary CLEAR STRAIGHT SPACES: up to n adjacent empty spaces from p in direction d."""
    out = []
    for q in ray(p, d, n):
        if not is_empty(q):
            break
        out.append(q)
    return out


def row_from_back(player: int, row: int) -> int:
    """How far row is from player's back row: 0 for their back row, 7 for the far one."""
    return row if player == 0 else ROWS - 1 - row


def in_back_rows(player: int, p: Pos, n: int) -> bool:
    """True if p is in player's n back rows (the rows nearest them)."""
    return row_from_back(player, p[1]) < n


def on_side(player: int, p: Pos, side_rows: int = 4) -> bool:
    """Glossary SIDE: the 4 rows nearest a player are their side."""
    return in_back_rows(player, p, side_rows)


def to_board(player: int, column: int, row: int) -> Pos:
    """Convert a position in a player's own frame (0-based, from their left and back) to the board."""
    if player == 0:
        return (column, row)
    return (COLUMNS - 1 - column, ROWS - 1 - row)


def is_behind(p: Pos, of: Pos, controller: int) -> bool:
    """Glossary BEHIND: p is in a row closer to `controller` than `of` is."""
    return row_from_back(controller, p[1]) < row_from_back(controller, of[1])
