"""Two lone summoners with nothing more to come (1st edition, where no Cost of Inaction makes a
side attack): each bot kept its summoner just out of the other's reach, turn after turn, and the
game never ended (a 3-4 player endgame of four Normal bots ran to the simulator's 20,000-command
safety net). The evaluation's `lone_advance` makes a side whose team has nothing left but
summoners, and nothing more to come, close in on the enemy summoner."""

from __future__ import annotations

from dataclasses import replace

from game.ai.evaluate import DEFAULT, HARD, evaluate
from game.ai.greedy import NormalBot
from game.core.decide import resolve
from game.core.legal import acting_player
from game.core.state import GameState
from tests.factions.scene_vgfk_1e import scene, setup_1e

TO, CG = "tundra-orcs-1e", "cave-goblins-1e"


def _duel(*, hand: bool = False):
    """Grognack (strength 4, 4 life left) at (1,0) against Sneeks (strength 3, 3 life left) at
    (4,1), four spaces apart, nothing else on the battlefield, hands and draw piles empty (with
    `hand`, Ella still holds a card): Ella's turn begins."""
    s = scene(TO, CG)
    for p in (0, 1):
        s.empty_hand(p)
        s.empty_draw_pile(p)
    for c in list(s.state.cards.values()):
        if c.zone == "board" and not c.defn.is_summoner:
            s.remove(c.pos)
    s.relocate(s.summoner(0), (1, 0)).relocate(s.summoner(1), (4, 1))
    s.damage(s.summoner(0), 3).damage(s.summoner(1), 4)
    if hand:
        s.hand(0, "Fighter")
    return s.phase(0, "summon")


def _play(state: GameState, weights, turns: int = 40) -> GameState:
    bots = [NormalBot(seed, setup=setup_1e(TO, CG), weights=weights) for seed in (1, 2)]
    start = state.turn.number
    while not state.over and state.turn.number < start + turns:
        p = acting_player(state)
        state = resolve(state, bots[p].choose(state, p)).state
    return state


def test_two_lone_summoners_fight_it_out() -> None:
    """1E rulebook, "Victory": 'You are victorious when you are the only player with a Summoner
    on the Battlefield', and nothing else ends a game. With the term the duel ends within a few
    turns; without it the two Normal bots are still circling after 40 turns."""
    s = _duel()
    assert _play(s.state, DEFAULT).over
    assert not _play(s.state, replace(DEFAULT, lone_advance=0.0)).over


def _closer_minus_farther(s, weights) -> float:
    """How much Ella's evaluation prefers Grognack one space nearer Sneeks over one farther."""
    near, far = s.fork(), s.fork()
    near.relocate(near.summoner(0), (2, 0))
    far.relocate(far.summoner(0), (0, 0))
    return evaluate(near.state, 0, weights) - evaluate(far.state, 0, weights)


def test_the_term_counts_only_for_a_side_with_nothing_more_to_come() -> None:
    off = replace(DEFAULT, lone_advance=0.0)
    lone = _duel()
    assert _closer_minus_farther(lone, DEFAULT) - _closer_minus_farther(lone, off) == 2 * DEFAULT.lone_advance
    assert HARD.lone_advance == DEFAULT.lone_advance
    holding = _duel(hand=True)  # a card still to play: waiting can still change something
    assert _closer_minus_farther(holding, DEFAULT) == _closer_minus_farther(holding, off)
    helped = _duel()
    helped.place(0, "Fighter", (0, 3))  # a unit besides the summoner
    assert _closer_minus_farther(helped, DEFAULT) == _closer_minus_farther(helped, off)


def test_not_under_rules_with_a_cost_of_inaction() -> None:
    """2E rulebook: the Cost of Inaction already makes a side attack; the 2E evaluation is
    unchanged (the Hard-against-Normal measurement is of 2E games)."""
    from tests.scene import faction_scene

    s = faction_scene("polar-dwarves", "move", player=0)
    for p in (0, 1):
        s.empty_hand(p)
        s.empty_draw_pile(p)
    assert s.state.ruleset.cost_of_inaction
    off = replace(DEFAULT, lone_advance=0.0)
    assert evaluate(s.state, 0, DEFAULT) == evaluate(s.state, 0, off)
    assert evaluate(s.state, 1, HARD) == evaluate(s.state, 1, replace(HARD, lone_advance=0.0))


def test_a_summoner_whose_teammate_still_has_an_army_does_not_charge() -> None:
    """3-4 players: a seat with nothing left but its summoner is not alone while a teammate
    still has units or cards (waiting for them can change something); once the teammate is out
    or spent too, it is."""
    from game import catalog
    from game.ai.evaluate import _alone
    from game.core.game import Game
    from game.sim import make_setup, seat_names

    rs, cards = catalog.ruleset("1e", include_user=False), catalog.cards(include_user=False)
    decks = tuple(catalog.deck(f, include_user=False) for f in (TO, CG, "vanguards-1e", "fallen-kingdom-1e"))
    s = Game.new(make_setup(rs, decks, cards, 3, seat_names(4))).state.clone()
    for seat in (0, 1, 2, 3):
        p = s.players[seat]
        p.hand.clear()
        p.draw.clear()
    for pos, uid in list(s.board.items()):
        c = s.cards[uid]
        if c.defn.is_unit and not c.defn.is_summoner and c.controller != 2:
            del s.board[pos]
    s.cache = None
    s.live = None
    assert any(c.defn.is_unit and not c.defn.is_summoner for c in s.on_board(2))  # seat 3's army
    assert not _alone(s, 0) and not _alone(s, 2)
    assert _alone(s, 1) and _alone(s, 3)  # the other team: summoners only, nothing to come
    s.players[2].out = True
    assert _alone(s, 0)
