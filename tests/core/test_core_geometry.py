"""The battlefield's geometry: adjacency, counting spaces, straight lines, sides and back rows."""

from __future__ import annotations

import pytest

from game.core.geometry import DIRECTIONS, ROWS, battlefield
from game.core.geometry import TWO_PLAYERS as G


def test_battlefield_is_6_columns_by_8_rows():
    """Glossary ROW: 'A full horizontal line of 6 adjacent spaces'; 8 rows (4 per side)."""
    assert (G.columns, ROWS) == (6, 8)
    assert len(G.spaces) == 48
    assert G.in_bounds((0, 0)) and G.in_bounds((5, 7))
    for off in [(-1, 0), (0, -1), (6, 0), (0, 8), (6, 8)]:
        assert not G.in_bounds(off)


def test_adjacency_shares_an_edge():
    """Rulebook, Adjacency: 'A card or space is adjacent to another one if they share an edge.'"""
    assert set(G.adjacent((2, 3))) == {(2, 4), (2, 2), (1, 3), (3, 3)}
    assert all(G.is_adjacent((2, 3), q) for q in G.adjacent((2, 3)))


def test_adjacency_never_diagonal_nor_itself():
    """Rulebook, Adjacency: 'Diagonals are not adjacent.' Glossary ADJACENT: 'a card or space is
    not adjacent to itself'."""
    for diag in [(1, 2), (3, 4), (1, 4), (3, 2)]:
        assert not G.is_adjacent((2, 3), diag)
        assert diag not in G.adjacent((2, 3))
    assert not G.is_adjacent((2, 3), (2, 3))
    assert (2, 3) not in G.adjacent((2, 3))
    assert not G.is_adjacent((2, 3), (2, 5))  # two apart is not adjacent either


def test_adjacency_stops_at_the_edge_of_the_battlefield():
    """Glossary BATTLEFIELD: only spaces of the game board exist; a corner has 2 neighbours."""
    assert set(G.adjacent((0, 0))) == {(1, 0), (0, 1)}
    assert set(G.adjacent((5, 7))) == {(4, 7), (5, 6)}
    assert len(G.adjacent((0, 3))) == 3
    for p in G.spaces:
        assert all(G.in_bounds(q) for q in G.adjacent(p))


def test_within_counts_orthogonally_and_not_itself():
    """Rulebook, Counting Spaces: 'never count diagonally'; 'a card is not "within 2 spaces" of
    itself'."""
    assert G.within((2, 2), (2, 4), 2)
    assert G.within((2, 2), (3, 3), 2)  # one across and one up: 2 counted spaces
    assert not G.within((2, 2), (3, 3), 1)  # diagonal is 2 spaces, not 1
    assert not G.within((2, 2), (4, 4), 3)  # 4 counted spaces
    assert not G.within((2, 2), (2, 2), 2)
    assert G.distance((0, 0), (5, 7)) == 12
    got = set(G.spaces_within((2, 2), 1))
    assert got == set(G.adjacent((2, 2)))
    assert len(set(G.spaces_within((2, 3), 2))) == 12
    assert (2, 3) not in set(G.spaces_within((2, 3), 2))


def test_straight_spaces_share_a_row_or_column():
    """Glossary STRAIGHT SPACES: 'adjacent spaces that are connected in a single direction
    (horizontal or vertical)'."""
    assert G.straight_direction((1, 1), (1, 5)) == (0, 1)
    assert G.straight_direction((4, 1), (0, 1)) == (-1, 0)
    assert G.straight_direction((1, 1), (2, 2)) is None  # diagonal
    assert G.straight_direction((1, 1), (2, 4)) is None
    assert G.straight_direction((1, 1), (1, 1)) is None
    assert G.between((1, 1), (1, 4)) == [(1, 2), (1, 3)]
    assert G.between((4, 2), (1, 2)) == [(3, 2), (2, 2)]
    assert G.between((1, 1), (1, 2)) == []
    assert G.between((1, 1), (3, 3)) == []


def test_ray_and_clear_straight_spaces():
    """Glossary CLEAR STRAIGHT SPACES: 'adjacent empty spaces that are connected in a single
    direction' — the series stops at the first card and at the edge."""
    assert G.ray((0, 0), (0, 1), 3) == [(0, 1), (0, 2), (0, 3)]
    assert G.ray((0, 6), (0, 1), 3) == [(0, 7)]
    occupied = {(0, 3)}
    assert G.clear_straight_spaces((0, 0), (0, 1), 3, lambda p: p not in occupied) == [(0, 1), (0, 2)]
    assert G.clear_straight_spaces((0, 2), (0, 1), 3, lambda p: p not in occupied) == []
    assert G.clear_straight_spaces((0, 0), (1, 0), 3, lambda p: p not in occupied) == [(1, 0), (2, 0), (3, 0)]


def test_back_rows_for_both_players():
    """Glossary BACK ROW: 'the row that is positioned closest to that player'. Player 0 sits at
    row 0, player 1 at row 7."""
    assert G.row_from_back(0, 0) == 0 and G.row_from_back(0, 7) == 7
    assert G.row_from_back(1, 7) == 0 and G.row_from_back(1, 0) == 7
    assert G.in_back_rows(0, (3, 2), 3) and not G.in_back_rows(0, (3, 3), 3)
    assert G.in_back_rows(1, (3, 5), 3) and not G.in_back_rows(1, (3, 4), 3)
    assert not G.in_back_rows(1, (3, 2), 3)
    assert not G.in_back_rows(0, (3, 5), 3)


def test_sides_are_the_four_nearest_rows():
    """Glossary SIDE: 'The 4 rows closest to you ... are your side, and the 4 rows farthest from
    you are your opponent's side.'"""
    for p in G.spaces:
        assert G.on_side(0, p) != G.on_side(1, p)  # every space is on exactly one side
        assert G.on_side(0, p) == (p[1] <= 3)
    assert sum(G.on_side(1, p) for p in G.spaces) == 24


def test_to_board_rotates_player_1_by_180_degrees():
    """Rulebook, Game Setup 4: each player places their starting cards 'as shown on the back of
    their summoner's card' — in their own frame, so player 1's frame is turned 180°."""
    assert G.to_board(0, 3, 0) == (3, 0)
    assert G.to_board(0, 2, 5) == (2, 5)
    assert G.to_board(1, 3, 0) == (2, 7)
    assert G.to_board(1, 0, 0) == (5, 7)
    assert G.to_board(1, 5, 7) == (0, 0)
    for c in range(G.columns):
        for r in range(ROWS):
            assert G.to_board(1, *G.to_board(1, c, r)) == (c, r)


@pytest.mark.parametrize("player,p,of,expected", [
    (0, (2, 1), (2, 2), True), (0, (2, 3), (2, 2), False), (0, (4, 1), (2, 2), True),
    (1, (2, 3), (2, 2), True), (1, (2, 1), (2, 2), False), (0, (2, 2), (2, 2), False),
])
def test_behind_is_toward_the_controller(player, p, of, expected):
    """Glossary BEHIND: 'in a row that is closer to that other card's controlling player'."""
    assert G.is_behind(p, of, player) is expected


def test_straight_rays_are_the_four_rays_in_order():
    """`straight_rays(p, n)` is `ray(p, d, n)` for each straight direction, in DIRECTIONS' order,
    on the 2-player battlefield and on the wrapping one of 3-4 players (where a long ray stops
    before coming round to its start): asked twice, the very same tuples."""
    for geo in (battlefield(2), battlefield(4)):
        for p in geo.spaces:
            for n in (1, 3, geo.columns + 2):
                rays = geo.straight_rays(p, n)
                assert rays == tuple(tuple(geo.ray(p, d, n)) for d in DIRECTIONS)
                assert geo.straight_rays(p, n) is rays
                assert all(p not in ray for ray in rays)
    assert battlefield(4).wrap and not battlefield(2).wrap
