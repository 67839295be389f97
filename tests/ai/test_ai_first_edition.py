"""Bots finish 1st-edition games.

The 1E rules have no Cost of Inaction, so nothing but the bots' own judgement makes a side attack.
Before the evaluation counted what the side to play could strike in its next turn, two Normal
bots often walked back and forth for thousands of turns in the endgame (a lone summoner behind a
wall, a champion that would not step into the range it needed to strike from): closing in showed
only the exposure it brought, never the attack it prepared. These games, across the pairings,
all stalled that way (none of them had a winner by turn 80).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import catalog
from game.ai.evaluate import DEFAULT, HARD, evaluate, side_value
from game.ai.greedy import rank_commands
from game.ai.registry import make_bot
from game.core import Game, acting_player
from game.core.commands import Move
from game.core.legal import legal_commands
from game.core.scenario import Scenario
from game.sim import make_setup

MAX_TURNS = 80

# (first faction, second faction, game index as `simulate --alternate` numbers them)
GAMES = (
    ("cave-goblins", "guild-dwarves", 1),
    ("cave-goblins", "guild-dwarves", 2),
    ("phoenix-elves", "tundra-orcs", 0),
    ("cave-goblins", "phoenix-elves", 1),
    ("guild-dwarves", "vanguards", 7),
    ("tundra-orcs", "fallen-kingdom", 2),
)


def _setup(first: str, second: str, i: int):
    """Game `i` of `simulate --edition 1e --p1 first --p2 second --alternate --seed 1`."""
    rs = catalog.ruleset("1e", include_user=False)
    decks = (catalog.deck(first, edition="1e", include_user=False),
             catalog.deck(second, edition="1e", include_user=False))
    gseed = 1_000_003 + i
    if i % 2:
        decks = (decks[1], decks[0])
    setup = make_setup(rs, decks, catalog.cards(include_user=False), gseed)
    return replace(setup, first_player=(i // 2) % 2), gseed


@pytest.mark.parametrize(("first", "second", "i"), GAMES)
def test_normal_bots_finish_first_edition_games(first, second, i):
    setup, gseed = _setup(first, second, i)
    # Seeded as `simulate` seeded its bots when these games stalled (`game_seed * 2 + seat`;
    # since issue 39 its bot seeds are one-way digests, `game.ai.seeds`): the same games.
    bots = (make_bot("normal", gseed * 2), make_bot("normal", gseed * 2 + 1))
    g = Game.new(setup)
    while not g.state.over and g.state.turn.number <= MAX_TURNS:
        p = acting_player(g.state)
        cmd = bots[p].choose(g.state, p)
        assert g.submit(cmd), f"illegal command {cmd}"
    assert g.state.over and g.state.winner is not None, (
        f"no winner by turn {g.state.turn.number}: the bots stalled")


def _closing_in_position(rs, decks: tuple[str, str], unit: str, at: tuple[int, int]):
    """Only the summoners and the starting gates or walls (summoners at (3,0) and (2,7), gate or
    wall at (3,2) and (2,5)), and `unit` of player 0 at `at`, in player 0's Move phase."""
    pair = tuple(catalog.deck(d, include_user=False) for d in decks)
    s = Scenario(make_setup(rs, pair, catalog.cards(include_user=False), 3), clean=True)
    s.place(0, unit, at)
    return s.phase(0, "move")


def test_a_champion_steps_to_where_it_can_strike_the_summoner_next_turn():
    """1E (no Cost of Inaction): Mook, 2 spaces short of Oldin (Oldin at (2,7) behind his
    wall at (2,5)), moves to (3,5), from where its next move reaches him, rather than staying out
    of his reach behind the wall at (2,4), the choice of the evaluation without the next-turn term."""
    rs = catalog.ruleset("1e", include_user=False)
    s = _closing_in_position(rs, ("cave-goblins-1e", "guild-dwarves-1e"), "Mook", (3, 3))
    cmds = legal_commands(s.state)
    best = rank_commands(s.state, 0, cmds)[0][2]
    assert isinstance(best, Move) and best.path[-1] == (3, 5)
    without = rank_commands(s.state, 0, cmds, replace(DEFAULT, threat_later=0.0))[0][2]
    assert isinstance(without, Move) and without.path[-1] != (3, 5)


def test_the_next_turn_term_is_off_under_rules_with_a_cost_of_inaction():
    """2E decisions stay as they were: with a Cost of Inaction (2E) the evaluation ignores
    `threat_later` whatever its weight, in every phase; the same position under the same rules
    less the Cost of Inaction does count it (the ruleset decides, not the edition's name)."""
    rs = catalog.ruleset("2e", include_user=False)
    assert rs.cost_of_inaction > 0
    pair = ("polar-dwarves", "fallen-kingdom")
    for rules, counted in ((rs, False), (replace(rs, cost_of_inaction=0), True)):
        s = _closing_in_position(rules, pair, "Jarmund", (2, 3))
        for i, cmd in enumerate(legal_commands(s.state)[:12]):
            if i:
                s = _closing_in_position(rules, pair, "Jarmund", (2, 3))
                s.do(cmd)
            for player in (0, 1):
                a = evaluate(s.state, player, DEFAULT)
                assert a == evaluate(s.state, player, replace(DEFAULT, threat_later=0.0)) or counted
                b = evaluate(s.state, player, replace(DEFAULT, threat_later=5.0))
                assert (a != b) == counted


def _walled_in(rules, decks: tuple[str, str], wall: str):
    """Player 1's summoner at (2,7) with one of their walls next to it at (2,6) and the starting
    one two spaces off at (2,5); player 0 has only a summoner, far away."""
    pair = tuple(catalog.deck(d, include_user=False) for d in decks)
    s = Scenario(make_setup(rules, pair, catalog.cards(include_user=False), 3), clean=True)
    s.place(1, wall, (2, 6))
    return s.phase(0, "move")


@pytest.mark.parametrize(("edition", "decks", "wall"), [
    ("1e", ("cave-goblins-1e", "guild-dwarves-1e"), "Wall"),
    ("2e", ("polar-dwarves", "fallen-kingdom"), "Gate"),
])
def test_damage_on_a_wall_next_to_the_enemy_summoner_counts_as_a_siege_without_a_cost_of_inaction(
        edition, decks, wall):
    """Rules without a Cost of Inaction (1E): 2 damage on the wall next to the enemy summoner is
    worth `siege` per damage more to the attacker than 2 damage on a wall 2 spaces from it (a
    walled-in summoner is reached only through its walls). 2E: worth the same as before."""
    rules = catalog.ruleset(edition, include_user=False)
    values = []
    for at in ((2, 6), (2, 5)):
        s = _walled_in(rules, decks, wall)
        s.damage(s.state.board[at], 2)
        values.append(evaluate(s.state, 0))
    near, far = values
    if rules.cost_of_inaction:
        assert near == pytest.approx(far)
    else:
        assert near == pytest.approx(far + 2 * DEFAULT.siege)


@pytest.mark.parametrize(("edition", "decks"), [
    ("1e", ("cave-goblins-1e", "guild-dwarves-1e")),
    ("2e", ("polar-dwarves", "fallen-kingdom")),
])
def test_a_hand_short_of_cards_counts_the_draw_only_while_the_draw_phase_is_ahead(edition, decks):
    """The 1E Draw phase begins the turn: once it is over, the cards it would bring no longer
    count for the player whose turn it is. The 2E Draw phase ends the turn, so they count in every
    phase, as before."""
    rules = catalog.ruleset(edition, include_user=False)
    pair = tuple(catalog.deck(d, include_user=False) for d in decks)
    s = Scenario(make_setup(rules, pair, catalog.cards(include_user=False), 3), clean=True)
    s.empty_hand(0)
    later = [p for p in rules.phases if p not in ("draw",)]
    values = {p: side_value(s.phase(0, p).state, 0) for p in later}
    assert len(set(values.values())) == 1
    before = side_value(s.phase(1, "magic").state, 0)  # not player 0's turn: no draw of theirs ahead
    if "draw" == rules.phases[0]:
        assert values["summon"] == pytest.approx(before)
        assert side_value(s.phase(0, "draw").state, 0) > before
    else:
        assert values["summon"] > before


@pytest.mark.parametrize(("edition", "decks"), [
    ("1e", ("cave-goblins-1e", "guild-dwarves-1e")),
    ("2e", ("polar-dwarves", "fallen-kingdom")),
])
def test_hard_charges_the_cost_of_inaction_only_under_rules_that_have_it(edition, decks):
    """The Hard weights charge a side with nothing to attack what the Cost of Inaction would cost
    it; 1E has no such rule, so there the charge is off (2E: charged as before). Only the summoners
    and walls or gates are left, far apart: both sides are idle."""
    rules = catalog.ruleset(edition, include_user=False)
    pair = tuple(catalog.deck(d, include_user=False) for d in decks)
    s = Scenario(make_setup(rules, pair, catalog.cards(include_user=False), 3), clean=True).phase(0, "summon")
    charged = evaluate(s.state, 0, HARD)
    uncharged = evaluate(s.state, 0, replace(HARD, inaction=0.0))
    if rules.cost_of_inaction:
        assert charged != pytest.approx(uncharged)
    else:
        assert charged == pytest.approx(uncharged)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_bot_weighs_a_0_space_move(level):
    """1E Master Set rulebook, Phase 4: "A player may announce that they are moving a Unit 0 spaces
    in order to activate such an Ability". A walled-in Kalal (Glimpse the Future: 'after Kalal
    moves') may only move 0 spaces: each bot weighs that move with the others and picks a legal
    command; the Easy bot, which scores moves by how much closer they bring a unit, finds it brings
    Kalal no closer and does not make it."""
    rules = catalog.ruleset("1e", include_user=False)
    pair = (catalog.deck("benders-1e", include_user=False), catalog.deck("vanguards-1e", include_user=False))
    s = Scenario(make_setup(rules, pair, catalog.cards(include_user=False), 3), clean=True).phase(0, "move")
    kalal = s.place(0, "Kalal", (0, 0))
    s.place(0, "Breaker", (1, 0))
    s.place(0, "Breaker", (0, 1))
    legal = legal_commands(s.state)
    assert Move(0, kalal, ()) in legal
    picked = make_bot(level, 1).choose(s.state, 0)
    assert picked in legal
    if level == "easy":
        assert picked != Move(0, kalal, ())
