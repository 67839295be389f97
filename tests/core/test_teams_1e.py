"""3 and 4 players in two teams (1E Master Set rulebook, "Adding More Players" and "Rules for 3-4
Players", shared/seeds/1e-master-set-rulebook-en.txt), each rule checked both ways: that it
happens, and that it does not where it should not (above all, never in a 2-player game).

Seats: 0 and 2 are one team, 1 and 3 the other ("Player 1 and Player 3 are on one team. Player 2
and Player 4 are on the other team"). Seats 0 and 1 face each other on the left battlefield
(columns A-F), seats 2 and 3 on the right one (G-L); seats 0 and 2 have rows 1-4.
The decks are the small test decks of tests/rules_1e (Drill A for seats 0 and 2, Drill B for 1
and 3): summoner "Captain" (3 strength, ranged, 6 life) in column 3 of their own back row, so
at (2, 0), (3, 7), (8, 0) and (9, 7) on the double battlefield (0-based)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.content import load_content
from game.core import commands as cmds
from game.core import events as ev
from game.core.geometry import FOUR_SEATS, TWO_PLAYERS
from game.core.legal import legal_commands
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.scenario import Scenario
from game.core.setup import SetupError, initial_state, start
from game.core.state import BOARD, DISCARD, MAGIC_PILE
from game.core.view import HIDDEN, view
from game.sim import make_setup

HERE = Path(__file__).resolve().parent.parent / "rules_1e"
sys.path.insert(0, str(HERE.parent))

from simcheck import play_checked  # noqa: E402

CAPTAINS = {0: (2, 0), 1: (3, 7), 2: (8, 0), 3: (9, 7)}


@pytest.fixture(scope="module")
def content():
    return load_content([HERE], include_user=False)


def four_seats(content, seed: int = 1, share_hands: bool = True, first: int | None = 0):
    lib = content.library.decks
    a, b = lib["drill-a-1e"], lib["drill-b-1e"]
    setup = make_setup(content.rulesets["1e"], (a, b, a, b), dict(content.library.cards), seed,
                       names=("Ann", "Bob", "Cid", "Dee"), share_hands=share_hands)
    if first is not None:
        from dataclasses import replace

        setup = replace(setup, first_player=first)
    return setup


def two_players(content, seed: int = 1):
    lib = content.library.decks
    return make_setup(content.rulesets["1e"], (lib["drill-a-1e"], lib["drill-b-1e"]),
                      dict(content.library.cards), seed)


def scene(content, **kw) -> Scenario:
    return Scenario(four_seats(content, **kw), clean=True)


# --- the battlefield --------------------------------------------------------------------------


def test_two_battlefields_side_by_side_make_12_columns_by_8_rows(content):
    """"To play a game with 3-4 players start by placing 2 Battlefields next to each other."""
    s = scene(content).state
    assert (s.geo.columns, s.geo.rows) == (12, 8)
    assert len(s.geo.spaces) == 96
    assert (TWO_PLAYERS.columns, TWO_PLAYERS.rows) == (6, 8)


def test_each_player_sets_up_on_their_own_battlefield_on_their_teams_side(content):
    """"Each player will select a deck and place their Starting Setup cards on the Battlefield":
    seats 1 and 2 face each other on one board, 3 and 4 on the other."""
    s = scene(content).state
    for seat, pos in CAPTAINS.items():
        c = s.at(pos)
        assert c is not None and c.defn.is_summoner and c.owner == seat
        assert s.geo.on_side(seat, pos)
        assert (pos[0] < 6) == (seat in (0, 1))


def test_moving_across_the_boards_shared_edge_and_from_one_far_side_to_the_other(content):
    """"You may move from 1 Battlefield to the other, either by moving across the sides of the
    Battlefield Boards that are next to each other, or by moving from one far side of the
    Battlefield to the other far side." """
    sc = scene(content).phase(0, MOVE)
    edge = sc.place(0, "Footman", (5, 2))
    far = sc.place(0, "Brute", (0, 2))
    sc.do(cmds.Move(0, edge, ((6, 2),)))
    assert sc.card(edge).pos == (6, 2)
    sc.do(cmds.Move(0, far, ((11, 2), (10, 2))))
    assert sc.card(far).pos == (10, 2)


def test_the_far_sides_do_not_meet_in_a_2_player_game(content):
    """"Note: moving and attacking from one far side of the Battlefield to the other is not a
    legal move in the 2 player game." """
    sc = Scenario(two_players(content), clean=True).phase(0, MOVE)
    unit = sc.place(0, "Brute", (0, 2))
    assert not any(isinstance(c, cmds.Move) and c.unit == unit and c.path[0][0] == 5 for c in sc.legal())
    sc.reject(cmds.Move(0, unit, ((5, 2),)))
    assert TWO_PLAYERS.distance((0, 2), (5, 2)) == 5 and FOUR_SEATS.distance((0, 2), (11, 2)) == 1


def test_a_melee_attack_reaches_round_the_far_sides(content):
    """"Attacking works the same way as moving does in regards to having multiple Battlefield
    Boards in play": a unit on the left far side attacks one on the right far side."""
    sc = scene(content).phase(0, ATTACK)
    brute = sc.place(0, "Brute", (0, 4))
    enemy = sc.place(1, "Lump", (11, 4))
    assert enemy in sc.attack_targets(brute)
    sc.roll(6, 6, 6)
    sc.do(cmds.Attack(0, brute, enemy))
    assert sc.card(enemy).damage == 3


def test_a_ranged_attack_crosses_from_one_battlefield_to_the_other(content):
    """"You may attack across 1 Battlefield Board, hitting a card on another Battlefield Board":
    a ranged unit shoots 3 spaces straight across the far sides, and the wrap does not make far
    cards near."""
    sc = scene(content).phase(0, ATTACK)
    bow = sc.place(0, "Marksman", (1, 4))
    across = sc.place(1, "Lump", (10, 4))      # B5 -> A5, L5, K5: 3 spaces round the far side
    too_far = sc.place(1, "Footman", (7, 4))   # 6 spaces either way
    targets = sc.attack_targets(bow)
    assert across in targets and too_far not in targets


def test_in_a_2_player_game_no_attack_crosses_the_far_sides(content):
    """"Moving and attacking from one far side of the Battlefield to the other is not a legal move
    in the 2 player game." """
    sc = Scenario(two_players(content), clean=True).phase(0, ATTACK)
    brute = sc.place(0, "Brute", (0, 4))
    enemy = sc.place(1, "Lump", (5, 4))
    assert enemy not in sc.attack_targets(brute)


# --- teams and turns ---------------------------------------------------------------------------


def test_play_passes_player_1_to_2_to_3_to_4_and_back(content):
    """"Player 1 passes to Player 2, Player 2 passes to Player 3, Player 3 passes to Player 4,
    Player 4 passes back to Player 1." """
    sc = scene(content)
    seen = [sc.state.turn.player]
    while len(seen) < 6:
        before = sc.state.turn.number
        while sc.state.turn.number == before:
            sc.end_phase()
        seen.append(sc.state.turn.player)
    assert seen == [0, 1, 2, 3, 0, 1]


def test_teams_are_1_and_3_against_2_and_4(content):
    """"Player 1 and Player 3 are on one team. Player 2 and Player 4 are on the other team." """
    s = scene(content).state
    assert s.allies(0) == (0, 2) and s.enemies(0) == (1, 3)
    assert s.friendly(1, 3) and not s.friendly(0, 1) and not s.friendly(2, 3)


def test_teams_whose_turns_would_not_alternate_are_refused(content):
    """Turns "alternate between teams" as in the rulebook's diagram: seats of one team never sit
    next to each other in the turn order."""
    from dataclasses import replace

    with pytest.raises(SetupError, match="alternate"):
        initial_state(replace(four_seats(content), teams=(0, 0, 1, 1)))


def test_everyone_rolls_and_the_highest_roll_takes_the_first_turn(content):
    """"Everyone rolls a die. The player with the highest roll must take the first turn. Re-roll
    ties." Nobody chooses (unlike the 2-player game, where the high roller chooses)."""
    firsts = set()
    for seed in range(1, 40):
        out = start(initial_state(four_seats(content, seed=seed, first=None)))
        rolls = next(e for e in out.events if isinstance(e, ev.FirstPlayerRolls))
        last = rolls.rolls[-1]
        assert len(last) == 4 and last.count(max(last)) == 1
        assert all(r.count(max(r)) > 1 for r in rolls.rolls[:-1])  # earlier rounds were ties
        assert out.state.turn.player == last.index(max(last)) == out.state.first_player
        assert out.state.pending is None
        firsts.add(out.state.turn.player)
    assert firsts == {0, 1, 2, 3}
    two = start(initial_state(two_players(content)))
    assert two.state.pending is not None  # 2 players: the high roller is asked


# --- friendly and "you control" ------------------------------------------------------------------


def test_friendly_includes_a_teammates_cards(content):
    """Glossary FRIENDLY: "a card on the Battlefield that either you or a teammate controls":
    Quake ("every enemy unit receives 1 wound") spares the teammate's units and hits both
    enemies'."""
    sc = scene(content).phase(0, "event")
    mate = sc.place(2, "Lump", (8, 3))
    foe1 = sc.place(1, "Lump", (1, 5))
    foe3 = sc.place(3, "Lump", (7, 5))
    quake = sc.hand(0, "Quake")
    sc.do(cmds.PlayEvent(0, quake))
    assert sc.card(mate).damage == 0
    assert sc.card(foe1).damage == 1 and sc.card(foe3).damage == 1


def test_you_control_does_not_include_a_teammates_cards(content):
    """"Friendly" includes a teammate's cards; "you control" does not: a unit is summoned only
    next to a wall you control, never next to a teammate's wall."""
    sc = scene(content).phase(0, "summon")
    sc.magic_pile(0, "Medic", "Medic", "Medic")
    footman = sc.hand(0, "Footman")
    own_wall = sc.gate(0)
    mate_wall = sc.gate(2)
    spaces = {c.to for c in sc.legal() if isinstance(c, cmds.Summon) and c.card == footman}
    assert set(sc.state.geo.adjacent(sc.card(own_wall).pos)) - set(sc.state.board) <= spaces
    assert not spaces & set(sc.state.geo.adjacent(sc.card(mate_wall).pos))
    sc.reject(cmds.Summon(0, footman, (10, 3)))


def test_walls_go_anywhere_on_your_teams_side(content):
    """"When placing Wall Cards you may place them anywhere on your team's side of the
    Battlefield": on the teammate's battlefield too, never on the enemies' side."""
    sc = scene(content).phase(0, "event")
    sc.magic_pile(0, "Medic", "Medic", "Medic")
    wall = sc.hand(0, "Wall")
    spaces = {c.to for c in sc.legal() if isinstance(c, cmds.Build) and c.card == wall}
    assert (11, 0) in spaces and (7, 3) in spaces and (0, 3) in spaces
    assert not any(p[1] >= 4 for p in spaces)
    reason = sc.reject(cmds.Build(0, wall, (7, 4)))
    assert "team's side" in reason


# --- a summoner destroyed ------------------------------------------------------------------------


def destroy_captain(sc: Scenario, seat: int, attacker_seat: int) -> list[ev.Event]:
    """The attacker's Brute, next to `seat`'s captain left at 1 life, hits it."""
    cap = sc.summoner(seat)
    x, y = sc.card(cap).pos
    sc.phase(attacker_seat, ATTACK)
    spot = next(q for q in sc.state.geo.adjacent((x, y)) if q not in sc.state.board)
    brute = sc.place(attacker_seat, "Brute", spot)
    sc.damage(cap, sc.card(cap).defn.life - 1)
    sc.roll(6, 6, 6)
    return sc.do(cmds.Attack(attacker_seat, brute, cap))


def test_a_player_whose_summoner_is_destroyed_discards_everything_and_is_out(content):
    """"When a player's Summoner is destroyed that player must discard all of their remaining
    cards, remove their Draw Pile and Discard Pile from the Battlefield ... That player is now out
    of the game." Their teammate plays on; so do the others."""
    sc = scene(content)
    lump = sc.place(1, "Lump", (0, 5))
    held = sc.hand(1, "Quake")
    events = destroy_captain(sc, 1, 0)
    s = sc.state
    assert s.players[1].out and not any(p.out for i, p in enumerate(s.players) if i != 1)
    assert any(isinstance(e, ev.PlayerOut) and e.player == 1 for e in events)
    assert sc.card(lump).zone == DISCARD and sc.card(held).zone == DISCARD
    assert not [c for c in s.on_board() if c.owner == 1]
    assert not s.over
    # Their turns are skipped: after seat 0 comes seat 2.
    before = s.turn.number
    while sc.state.turn.number == before:
        sc.end_phase()
    assert sc.state.turn.player == 2
    assert sc.state.next_seat(2) == 3 and sc.state.next_seat(0) == 2


def test_the_magic_pile_goes_face_down_on_top_of_the_teammates(content):
    """"... then place all of the cards in their Magic Pile face down on top of their teammate's
    Magic Pile." """
    sc = scene(content)
    mine = sc.magic_pile(1, "Medic", "Wildling")
    theirs = sc.magic_pile(3, "Footman")
    destroy_captain(sc, 1, 0)
    s = sc.state
    # The destroyed captain itself went to the destroyer's pile (1E "Destroy").
    assert s.players[3].magic_pile == [*theirs, *mine]
    assert s.players[1].magic_pile == []
    assert all(s.cards[u].zone == MAGIC_PILE and s.cards[u].controller == 3 for u in mine)


def test_a_summoner_destroyed_in_a_2_player_game_ends_the_game_at_once(content):
    """The 2-player game is unchanged: the other player wins; nobody is "out"."""
    sc = Scenario(two_players(content), clean=True)
    cap = sc.summoner(1)
    sc.phase(0, ATTACK)
    x, y = sc.card(cap).pos
    brute = sc.place(0, "Brute", (x, y - 1))
    sc.damage(cap, sc.card(cap).defn.life - 1)
    sc.roll(6, 6, 6)
    events = sc.do(cmds.Attack(0, brute, cap))
    assert sc.state.over and sc.state.winner == 0
    assert not any(isinstance(e, ev.PlayerOut) for e in events)


def test_the_team_with_the_only_summoners_left_wins(content):
    """Victory: when only one team's summoners remain, that team wins (the other team's two
    players are out), and not before."""
    sc = scene(content)
    destroy_captain(sc, 1, 0)
    assert not sc.state.over
    events = destroy_captain(sc, 3, 2)
    s = sc.state
    assert s.over and s.team_of(s.winner) == 0
    won = [e for e in events if isinstance(e, ev.GameWon)]
    assert len(won) == 1 and "Bob" in won[0].reason and "Dee" in won[0].reason


def test_a_player_going_out_on_their_own_turn_passes_play_on(content):
    """A player out of the game takes no more turns, even the one they were playing."""
    sc = scene(content).phase(1, ATTACK)
    foe = sc.place(0, "Lump", (2, 5))
    mine = sc.place(1, "Lump", (4, 5))
    # Seat 1 concedes on their own turn: they are out as if their summoner were destroyed, and
    # play passes to seat 2 at once.
    sc.do(cmds.Concede(1))
    s = sc.state
    assert s.players[1].out and s.turn.player == 2 and not s.over
    assert sc.card(foe).zone == BOARD and sc.card(mine).zone == DISCARD


# --- Build Magic: giving magic ---------------------------------------------------------------------


def test_build_magic_may_move_magic_pile_cards_onto_a_teammates(content):
    """"During your Build Magic Phase ... you may also remove any number of cards from your Magic
    Pile and place them face-down on top of a teammate's Magic Pile." """
    sc = scene(content).phase(0, MAGIC)
    mine = sc.magic_pile(0, "Medic", "Wildling", "Footman")
    theirs = sc.magic_pile(2, "Lump")
    assert cmds.GiveMagic(0, 2, 3) in sc.legal()
    sc.do(cmds.GiveMagic(0, 2, 2))
    s = sc.state
    assert s.players[0].magic_pile == mine[:1]
    assert s.players[2].magic_pile == [*theirs, *mine[1:]]
    assert s.players[0].magic == 1 and s.players[2].magic == 3


def test_magic_goes_only_to_a_teammate_in_build_magic(content):
    """Not to an enemy, not more than the pile holds, not outside the Build Magic phase, and
    never in a 2-player game."""
    sc = scene(content).phase(0, MAGIC)
    sc.magic_pile(0, "Medic", "Wildling")
    assert "teammate" in sc.reject(cmds.GiveMagic(0, 1, 1))
    assert "teammate" in sc.reject(cmds.GiveMagic(0, 0, 1))
    assert "2 cards" in sc.reject(cmds.GiveMagic(0, 2, 3))
    assert not any(isinstance(c, cmds.GiveMagic) and c.to != 2 for c in sc.legal())
    sc.phase(0, ATTACK)
    sc.reject(cmds.GiveMagic(0, 2, 1))
    two = Scenario(two_players(content), clean=True).phase(0, MAGIC)
    two.magic_pile(0, "Medic")
    assert "3 or 4 players" in two.reject(cmds.GiveMagic(0, 1, 1))
    assert not any(isinstance(c, cmds.GiveMagic) for c in two.legal())


# --- what each player sees ---------------------------------------------------------------------------


def test_teammates_see_each_others_hands_when_the_game_says_so(content):
    """The rulebook does not say whether teammates show each other their hands; the game option
    "teammates see each other's hands" (on by default) decides. Opponents never see either."""
    sc = scene(content)
    for seat in range(4):
        sc.hand(seat, "Quake")
    s = sc.state
    v0 = view(s, 0)
    assert [v0.cards[u].defn.id for u in v0.players[2].hand] == [s.cards[u].defn.id for u in s.players[2].hand]
    for foe in (1, 3):
        assert all(v0.cards[u].defn is HIDDEN for u in v0.players[foe].hand)
    closed = Scenario(four_seats(content, share_hands=False), clean=True)
    for seat in range(4):
        closed.hand(seat, "Quake")
    v0 = view(closed.state, 0)
    for other in (1, 2, 3):
        assert all(v0.cards[u].defn is HIDDEN for u in v0.players[other].hand)


# --- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [3, 4])
def test_random_4_seat_games_keep_every_invariant_and_end_with_one_team(content, seed):
    """Random legal commands with every invariant after every event (tests/simcheck.py) until a
    team has the only summoners left."""
    g = play_checked(four_seats(content, seed=seed, first=None), bot_seed=seed)
    s = g.state
    assert s.over
    if s.winner is not None:
        left = {s.team_of(p.index) for p in s.players if not p.out}
        assert left == {s.team_of(s.winner)}


def test_legal_commands_never_offer_an_out_players_turn(content):
    sc = scene(content)
    destroy_captain(sc, 1, 0)
    for _ in range(12):
        assert sc.state.turn.player != 1
        assert all(c.player != 1 for c in legal_commands(sc.state))
        sc.end_phase()


def test_spaces_of_the_second_battlefield_are_named_g_to_l():
    """Players read a space as its column letter and row number: on the second battlefield the
    letters go on from G to L (never a bare coordinate pair)."""
    from game.core.text import where

    assert [where((c, 2)) for c in (0, 5, 6, 11)] == ["A3", "F3", "G3", "L3"]
