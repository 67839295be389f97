"""The battlefield's geometry, positions as (column, row).

Two players fight on one battlefield of 6 columns x 8 rows: row 0 is player 0's back row and
row 7 is player 1's. Three or four players (1E Master Set, "Adding More Players") fight on two
battlefields side by side: 12 columns x 8 rows, one team at each end, and "you may move from 1
Battlefield to the other, either by moving across the sides of the Battlefield Boards that are next
to each other, or by moving from one far side of the Battlefield to the other far side": the
columns wrap around, so column 0 and column 11 are next to each other. "Moving and attacking from
one far side of the Battlefield to the other is not a legal move in the 2 player game."

Adjacency is orthogonal only; distances are counted orthogonally ("never count diagonally unless
specified"). Every rule asks the game's own `Geometry` (`state.geo`), never a fixed size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

Pos = tuple[int, int]

# One battlefield board.
BOARD_COLUMNS = 6
ROWS = 8
DIRECTIONS: tuple[Pos, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
CORNERS: tuple[Pos, ...] = ((-1, -1), (-1, 1), (1, -1), (1, 1))


class Geometry:
    """The shape of one game's battlefield: its columns and rows, whether the columns wrap
    around (two boards for 3-4 players), and which end each player's side is at (`facing`: 0 for
    the end at row 0, 1 for the end at the last row) and which board they set up on (`boards`).
    Immutable; positions it returns are always on the battlefield."""

    __slots__ = ("columns", "rows", "wrap", "facing", "boards", "spaces", "_adj", "_corners", "_rays", "_key")

    def __init__(self, columns: int, rows: int, wrap: bool, facing: tuple[int, ...],
                 boards: tuple[int, ...]) -> None:
        self.columns = columns
        self.rows = rows
        self.wrap = wrap
        self.facing = facing
        self.boards = boards
        self.spaces: tuple[Pos, ...] = tuple((c, r) for r in range(rows) for c in range(columns))
        self._adj: dict[Pos, tuple[Pos, ...]] = {}
        for p in self.spaces:
            out = []
            for d in DIRECTIONS:
                q = self.step(p, d)
                if q is not None:
                    out.append(q)
            self._adj[p] = tuple(out)
        self._corners: dict[Pos, tuple[Pos, ...]] = {
            p: tuple(q for q in (self.step(p, d) for d in CORNERS) if q is not None) for p in self.spaces
        }
        # filled as rays are asked for (`ray`, `straight_rays`)
        self._rays: dict[tuple, tuple] = {}
        self._key = (columns, rows, wrap, facing, boards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Geometry) and other._key == self._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"Geometry({self.columns}x{self.rows}{', wrapping' if self.wrap else ''})"

    def __reduce__(self) -> tuple:
        return (Geometry, (self.columns, self.rows, self.wrap, self.facing, self.boards))

    # --- spaces -------------------------------------------------------------------------------

    def in_bounds(self, p: Pos) -> bool:
        return 0 <= p[0] < self.columns and 0 <= p[1] < self.rows

    def step(self, p: Pos, d: Pos) -> Pos | None:
        """The space one step from p in direction d (diagonals allowed), or None off the board.
        On a wrapping battlefield a step off one far side comes in at the other."""
        c, r = p[0] + d[0], p[1] + d[1]
        if not 0 <= r < self.rows:
            return None
        if self.wrap:
            c %= self.columns
        elif not 0 <= c < self.columns:
            return None
        return (c, r)

    def adjacent(self, p: Pos) -> tuple[Pos, ...]:
        """Spaces sharing an edge with p (never p itself, never diagonals)."""
        return self._adj[p]

    def corners(self, p: Pos) -> tuple[Pos, ...]:
        """Spaces touching p only at a corner (the rulebook: not adjacent)."""
        got = self._corners.get(p)
        if got is None:  # a space off the battlefield: worked out as for any other
            return tuple(q for q in (self.step(p, d) for d in CORNERS) if q is not None)
        return got

    def is_adjacent(self, a: Pos, b: Pos) -> bool:
        return self.distance(a, b) == 1

    def column_gap(self, a: int, b: int) -> int:
        d = abs(a - b)
        return min(d, self.columns - d) if self.wrap else d

    def distance(self, a: Pos, b: Pos) -> int:
        """Spaces counted orthogonally from a to b (the shorter way round when the board wraps)."""
        return self.column_gap(a[0], b[0]) + abs(a[1] - b[1])

    def within(self, a: Pos, b: Pos, n: int) -> bool:
        """Glossary WITHIN X SPACES: reachable by counting n spaces; a card is not within n of itself."""
        d = self.distance(a, b)
        return 0 < d <= n

    def spaces_within(self, p: Pos, n: int) -> Iterator[Pos]:
        for q in self.spaces:
            if self.within(p, q, n):
                yield q

    # --- straight lines -----------------------------------------------------------------------

    def straight_direction(self, a: Pos, b: Pos) -> Pos | None:
        """The unit step from a toward b if they share a row or column, else None (on a wrapping
        battlefield, the shorter way round a row)."""
        if a == b:
            return None
        if a[0] == b[0]:
            return (0, 1 if b[1] > a[1] else -1)
        if a[1] == b[1]:
            right = (b[0] - a[0]) % self.columns if self.wrap else b[0] - a[0]
            if self.wrap:
                return (1, 0) if right <= self.columns - right else (-1, 0)
            return (1 if right > 0 else -1, 0)
        return None

    def between(self, a: Pos, b: Pos) -> list[Pos]:
        """The spaces strictly between a and b on a straight line (empty if not in line)."""
        d = self.straight_direction(a, b)
        if d is None:
            return []
        out = []
        p = self.step(a, d)
        while p is not None and p != b:
            out.append(p)
            p = self.step(p, d)
        return out

    def ray(self, p: Pos, d: Pos, n: int) -> list[Pos]:
        """Up to n spaces from p (exclusive) in direction d, stopping at the board's edge (and
        before coming back round to p). Worked out once for each space, direction and length;
        each caller gets its own list."""
        got = self._rays.get((p, d, n))
        if got is None:
            got = self._rays[(p, d, n)] = tuple(self._ray(p, d, n))
        return list(got)

    def straight_rays(self, p: Pos, n: int) -> tuple[tuple[Pos, ...], ...]:
        """`ray(p, d, n)` for each of the four straight directions, in `DIRECTIONS`' order.
        Worked out once; the tuples are shared, not copied."""
        got = self._rays.get((p, n))
        if got is None:
            got = self._rays[(p, n)] = tuple(tuple(self._ray(p, d, n)) for d in DIRECTIONS)
        return got

    def _ray(self, p: Pos, d: Pos, n: int) -> list[Pos]:
        out = []
        q: Pos | None = p
        for _ in range(n):
            q = self.step(q, d)
            if q is None or q == p:
                break
            out.append(q)
        return out

    def clear_straight_spaces(self, p: Pos, d: Pos, n: int, is_empty: Callable[[Pos], bool]) -> list[Pos]:
        """Glossary CLEAR STRAIGHT SPACES: up to n adjacent empty spaces from p in direction d."""
        out = []
        for q in self.ray(p, d, n):
            if not is_empty(q):
                break
            out.append(q)
        return out

    # --- sides --------------------------------------------------------------------------------

    def row_from_back(self, player: int, row: int) -> int:
        """How far row is from player's back row: 0 for their back row, 7 for the far one."""
        return row if self.facing[player] == 0 else self.rows - 1 - row

    def in_back_rows(self, player: int, p: Pos, n: int) -> bool:
        """True if p is in player's n back rows (the rows nearest them; a team shares them)."""
        return self.row_from_back(player, p[1]) < n

    def on_side(self, player: int, p: Pos, side_rows: int = 4) -> bool:
        """Glossary SIDE: the 4 rows nearest a player are their side (their team's, for 3-4
        players: "you may place them anywhere on your team's side of the Battlefield")."""
        return self.in_back_rows(player, p, side_rows)

    def is_behind(self, p: Pos, of: Pos, controller: int) -> bool:
        """Glossary BEHIND: p is in a row closer to `controller` than `of` is."""
        return self.row_from_back(controller, p[1]) < self.row_from_back(controller, of[1])

    def to_board(self, player: int, column: int, row: int) -> Pos:
        """A position in a player's own frame (0-based, from their left and back, on their own
        battlefield board) on the battlefield."""
        left = self.boards[player] * BOARD_COLUMNS
        if self.facing[player] == 0:
            return (left + column, row)
        return (left + BOARD_COLUMNS - 1 - column, self.rows - 1 - row)


def battlefield(players: int) -> Geometry:
    """The battlefield for a number of players: one board for 2, two side by side for 3-4 (the
    players of a 3-player game are 4 seats, one person playing two of them). Seats 0 and 1 face
    each other on the first board, seats 2 and 3 on the second; seats 0 and 2 share an end."""
    if players == 2:
        return TWO_PLAYERS
    if players == 4:
        return FOUR_SEATS
    raise ValueError(f"a game has 2 or 4 seats, not {players}")


TWO_PLAYERS = Geometry(BOARD_COLUMNS, ROWS, False, (0, 1), (0, 0))
FOUR_SEATS = Geometry(2 * BOARD_COLUMNS, ROWS, True, (0, 1, 0, 1), (0, 0, 1, 1))
