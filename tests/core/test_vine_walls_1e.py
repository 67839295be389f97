"""1E Vine Walls (Master Set rulebook, "Vine Walls"), each rule checked both ways: that it happens
and that what it forbids does not. Every test quotes the rulebook sentence it checks
(shared/seeds/1e-master-set-rulebook-en.txt). The faction is a small test deck with a Vine Wall
pile (tests/rules_1e/drill-vine.yaml), so the rules are checked apart from the Swamp Orcs."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from game.content import load_content
from game.core import commands as cmds
from game.core import events as ev
from game.core.hashing import state_hash
from game.core.invariants import check_invariants
from game.core.scenario import Scenario
from game.core.setup import initial_state, start
from game.core.state import BOARD, MAGIC_PILE, VINE_PILE
from game.core.view import view
from game.core.vines import vine_space_reason
from game.sim import make_setup

HERE = Path(__file__).resolve().parent.parent / "rules_1e"
sys.path.insert(0, str(HERE.parent))

from simcheck import play_checked  # noqa: E402

# player 0 (Drill Vine): summoner (2, 0), wall (2, 2); player 1 (Drill B): summoner (3, 7), wall (3, 5)


@pytest.fixture(scope="module")
def content():
    return load_content([HERE], include_user=False)


def setup_vine(content, seed: int = 1, swap: bool = False):
    lib = content.library.decks
    decks = (lib["drill-vine-1e"], lib["drill-b-1e"])
    if swap:
        decks = decks[::-1]
    return make_setup(content.rulesets["1e"], decks, dict(content.library.cards), seed)


def scene(content) -> Scenario:
    return Scenario(setup_vine(content), clean=True)


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


# --- the Vine Wall pile --------------------------------------------------------------------------


def test_vine_walls_start_in_a_pile_of_their_own_not_in_the_deck(content):
    """"Vine Wall cards are not shuffled into your deck. Instead, each player that has Vine Walls
    listed on his Summoner's Reference Card starts the game with that many Vine Wall cards in a
    Vine Wall Pile off of the Battlefield." The reference card (deck key `vine_walls`) lists 15;
    a deck without Vine Walls has no pile."""
    s = start(initial_state(setup_vine(content))).state
    pile = s.players[0].vine_pile
    assert len(pile) == 15
    assert all(s.cards[u].defn.vine and s.cards[u].zone == VINE_PILE for u in pile)
    assert not any(s.cards[u].defn.vine for p in s.players for u in p.draw + p.hand)
    assert s.players[1].vine_pile == [] and not s.vines
    assert not check_invariants(s)


def test_a_vine_wall_in_the_deck_list_is_refused(content, tmp_path):
    """"Vine Wall cards are not shuffled into your deck." Listing one under `cards:` is a content
    problem; listed under `vine_walls:` it is fine (the drill deck loads)."""
    text = (HERE / "drill-vine.yaml").read_text().replace("cards: {captain: 1,", "cards: {captain: 1, vine-wall: 1,")
    assert "vine-wall: 1," in text
    (tmp_path / "bad.yaml").write_text(text)
    bad = load_content([tmp_path], include_user=False)
    assert "drill-vine-1e" not in bad.library.decks
    assert any("not shuffled into the deck" in str(p) for p in bad.problems)
    assert "drill-vine-1e" in content.library.decks


def test_placing_takes_the_top_of_the_players_pile(content):
    """"Whenever a card instructs a player to place a Vine Wall, remove a Vine Wall from that
    player's Vine Wall Pile and place it as directed." The opponent has no pile, so nothing of
    theirs is placed."""
    s = scene(content)
    top = s.state.players[0].vine_pile[-1]
    v = s.vine(0, (0, 4))
    assert v == top and v not in s.state.players[0].vine_pile
    assert len(s.state.players[0].vine_pile) == 14
    assert s.state.vines == {(0, 4): v} and s.card(v).zone == BOARD
    with pytest.raises(AssertionError):
        s.vine(1, (1, 4))


# --- 1. life ---------------------------------------------------------------------------------------


def test_a_vine_wall_has_two_life(content):
    """"1. Life: Vine Walls have 2 Life Points." One wound leaves it standing; a second destroys it."""
    s = scene(content)
    v = s.vine(0, (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    s.roll(6, 1, 1)
    s.do(cmds.Attack(1, brute, v))
    assert s.card(v).zone == BOARD and s.card(v).damage == 1
    t = scene(content)
    v = t.vine(0, (2, 5))
    brute = t.place(1, "Brute", (2, 6))
    t.phase(1, "attack")
    t.roll(6, 6, 1)
    t.do(cmds.Attack(1, brute, v))
    assert t.card(v).zone == VINE_PILE


# --- 2. placement --------------------------------------------------------------------------------


def test_vine_walls_go_on_any_space_even_the_opponents_side(content):
    """"2. Placement: Vine Walls can be placed on any space on the Battlefield, including on your
    opponent's side!" A Sprout played in the Event phase places one; the far row is allowed too."""
    s = scene(content)
    assert vine_space_reason(s.state, (0, 7)) is None  # the opponent's back row
    s.vine(0, (0, 7))
    s.phase(0, "event")
    sprout = s.in_hand(0, "Sprout")
    s.do(cmds.PlayEvent(0, sprout))
    s.answer((1, 0))
    assert (1, 0) in s.state.vines
    assert not check_invariants(s.state)


def test_a_vine_wall_goes_under_a_unit_already_there(content):
    """"A Vine Wall can be placed on a space where a Unit already exists, place the Vine Wall under
    the existing Unit." The unit stays where it is and is still the card at that space."""
    s = scene(content)
    enemy = s.place(1, "Footman", (4, 4))
    v = s.vine(0, (4, 4))
    assert s.at((4, 4)).uid == enemy and s.state.vines[(4, 4)] == v
    assert [c.uid for c in s.state.on_board() if c.pos == (4, 4)] == [enemy, v]
    assert not check_invariants(s.state)


def test_never_on_a_wall_or_another_vine_wall(content):
    """"However, you can never place a Vine Wall on a space where a Wall (including a Vine Wall)
    already exists." A unit's space is fine; a wall's or a Vine Wall's is not."""
    s = scene(content)
    assert "wall" in vine_space_reason(s.state, (2, 2)).lower()  # player 0's wall
    assert "wall" in vine_space_reason(s.state, (3, 5)).lower()  # the opponent's wall
    s.vine(0, (0, 3))
    assert "Vine Wall" in vine_space_reason(s.state, (0, 3))
    s.place(1, "Footman", (5, 5))
    assert vine_space_reason(s.state, (5, 5)) is None


def test_place_vine_refuses_a_wall_space(content):
    """"you can never place a Vine Wall on a space where a Wall ... already exists": the piece
    `place_vine` does nothing there, and the pile keeps its card."""
    from game.core.context import Ctx
    from game.core.vines import place_vine

    s = scene(content)
    ctx = Ctx(s.state.clone())
    assert place_vine(ctx, 0, (2, 2)) is None and not ctx.events
    assert place_vine(ctx, 0, (2, 3)) is not None
    assert kinds(ctx.events) == ["VinePlaced"]


def test_units_are_summoned_next_to_a_vine_wall_but_never_onto_it(content):
    """"A Unit cannot be summoned onto a space containing a Vine Wall, but they can be summoned
    adjacent just like any other Wall." A Vine Wall far from every other wall gives summoning
    spaces around it; its own space is refused with a reason."""
    s = scene(content)
    s.vine(0, (5, 4))
    s.vine(0, (2, 3))  # next to the wall at (2, 2): its space is not offered either
    s.phase(0, "summon")
    s.magic(0, 3)
    foot = s.in_hand(0, "Footman")
    s.do(cmds.Summon(0, foot, (5, 5)))  # adjacent to the Vine Wall only
    assert s.card(foot).pos == (5, 5)
    other = s.in_hand(0, "Footman")
    assert "Vine Wall" in s.reject(cmds.Summon(0, other, (5, 4)))
    assert "Vine Wall" in s.reject(cmds.Summon(0, other, (2, 3)))
    # an opponent's Vine Wall is no summoning point of yours
    t = scene(content)
    t.vine(0, (5, 4))
    t.phase(1, "summon")
    t.magic(1, 3)
    enemy = t.in_hand(1, "Footman")
    assert t.reject(cmds.Summon(1, enemy, (5, 3)))


def test_no_wall_is_played_onto_a_vine_wall(content):
    """"you can never place a Vine Wall on a space where a Wall ... already exists": walls and Vine
    Walls never share a space, so a wall is not played onto a Vine Wall either."""
    s = scene(content)
    s.vine(0, (0, 1))
    s.phase(0, "event")
    wall = s.in_hand(0, "Wall")
    assert "Vine Wall" in s.reject(cmds.Build(0, wall, (0, 1)))
    s.do(cmds.Build(0, wall, (1, 1)))
    assert s.at((1, 1)).uid == wall


# --- 3. movement -----------------------------------------------------------------------------------


def test_units_move_onto_a_vine_wall(content):
    """"3. Movement: Units can move or be placed onto a space containing a Vine Wall." Moving onto
    one needs no roll."""
    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 1))
    s.phase(0, "move")
    out = s.do(cmds.Move(0, foot, ((0, 2), (0, 3))))
    assert "VineRolled" not in kinds(out)
    assert s.card(foot).pos == (0, 3)


def test_leaving_on_four_or_more_moves_normally(content):
    """"When a Unit moves off of a space containing a Vine Wall, roll a die. ... On a Result of 4 or
    higher, that Unit moves normally." The roll is recorded."""
    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    s.phase(0, "move")
    s.roll(4)
    out = s.do(cmds.Move(0, foot, ((0, 4), (0, 5))))
    rolled = [e for e in out if isinstance(e, ev.VineRolled)]
    assert len(rolled) == 1 and rolled[0].face == 3 and not rolled[0].stays
    assert s.card(foot).pos == (0, 5) and s.card(foot).damage == 0


def test_leaving_on_three_or_less_wounds_and_holds(content):
    """"On a result of 3 or lower, that Unit receives 1 Wound Marker and cannot move off of the Vine
    Wall space." The unit stays, takes 1 wound and has used its move."""
    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    s.phase(0, "move")
    s.roll(3)
    out = s.do(cmds.Move(0, foot, ((0, 4),)))
    assert kinds(out)[:2] == ["VineRolled", "DamageAdded"] and "UnitMoved" not in kinds(out)
    assert s.card(foot).pos == (0, 3) and s.card(foot).damage == 1
    assert "already moved" in s.reject(cmds.Move(0, foot, ((0, 4),)))


def test_the_wound_can_destroy_the_unit(content):
    """"that Unit receives 1 Wound Marker": a unit with 1 life left is destroyed by it; the Vine
    Wall stays."""
    s = scene(content)
    v = s.vine(0, (0, 3))
    bow = s.place(0, "Bowman", (0, 3))
    s.phase(0, "move")
    s.roll(1)
    s.do(cmds.Move(0, bow, ((1, 3),)))
    assert s.card(bow).zone != BOARD and s.card(v).zone == BOARD
    assert not check_invariants(s.state)


def test_a_vine_wall_on_the_way_stops_the_unit_there(content):
    """"When a Unit moves off of a space containing a Vine Wall, roll a die. On a result of 3 or
    lower ... cannot move off of the Vine Wall space": a unit moving through a Vine Wall space
    rolls to leave it and, failing, ends its move there; passing, it goes on."""
    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 2))
    s.phase(0, "move")
    s.roll(2)
    out = s.do(cmds.Move(0, foot, ((0, 3), (0, 4))))
    moved = [e for e in out if isinstance(e, ev.UnitMoved)]
    assert moved[0].path == ((0, 3),)
    assert s.card(foot).pos == (0, 3) and s.card(foot).damage == 1
    t = scene(content)
    t.vine(0, (0, 3))
    foot = t.place(0, "Footman", (0, 2))
    t.phase(0, "move")
    t.roll(5)
    t.do(cmds.Move(0, foot, ((0, 3), (0, 4))))
    assert t.card(foot).pos == (0, 4) and t.card(foot).damage == 0


def test_a_unit_that_does_not_roll_leaves_freely(content):
    """`no_vine_roll` (Swamp Orcs: 'does not roll to leave a Vine Wall'): no roll, no wound, even
    when the next die would have held an ordinary unit."""
    s = scene(content)
    s.vine(0, (0, 3))
    creeper = s.place(0, "Creeper", (0, 3))
    s.phase(0, "move")
    s.roll(1)
    out = s.do(cmds.Move(0, creeper, ((0, 4),)))
    assert "VineRolled" not in kinds(out)
    assert s.card(creeper).pos == (0, 4) and s.card(creeper).damage == 0


def test_no_ability_moves_through_a_unit_on_a_vine_wall(content):
    """"A Unit can never use an Event or Special Ability to move through a Unit that is on a Vine
    Wall." The Skirmisher (may move through other cards) passes a unit on a plain space, not one
    on a Vine Wall."""
    s = scene(content)
    skirm = s.place(0, "Skirmisher", (0, 2))
    s.place(1, "Footman", (0, 3))
    s.phase(0, "move")
    s.do(cmds.Move(0, skirm, ((0, 3), (0, 4))))
    assert s.card(skirm).pos == (0, 4)
    t = scene(content)
    skirm = t.place(0, "Skirmisher", (0, 2))
    t.place(1, "Footman", (0, 3))
    t.vine(0, (0, 3))
    t.phase(0, "move")
    assert "blocked" in t.reject(cmds.Move(0, skirm, ((0, 3), (0, 4))))


def test_placing_a_unit_off_a_vine_wall_is_no_move(content):
    """"When a Unit moves off of a space containing a Vine Wall, roll a die": a unit placed by an
    effect, or slid, does not move, so it does not roll."""
    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    before = s.state.rng
    s.relocate(foot, (0, 5))
    assert s.state.rng == before and s.card(foot).damage == 0


# --- 4. attacking ----------------------------------------------------------------------------------


def test_the_vine_wall_and_the_unit_on_it_are_separate_targets(content):
    """"4. Attacking: A Vine Wall can be attacked even if there is a Unit sharing a space with it. A
    player must declare whether he is attacking the Unit or the Vine Wall before attacking." Both
    are legal targets; the wounds go to the one declared only."""
    s = scene(content)
    enemy = s.place(1, "Footman", (2, 5))
    v = s.vine(1 if s.state.players[1].vine_pile else 0, (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    assert {enemy, v} <= s.attack_targets(brute)
    s.roll(6, 1, 1)
    out = s.do(cmds.Attack(1, brute, v))
    assert [e.card for e in out if isinstance(e, ev.DamageAdded)] == [v]
    assert s.card(enemy).damage == 0 and s.card(v).damage == 1


def test_a_unit_on_a_vine_wall_is_adjacent_to_it_and_can_attack_it(content):
    """"Units on a Vine Wall space are considered to be adjacent to that Vine Wall and can attack
    it." A melee unit on the Vine Wall may attack it; two spaces away it may not."""
    s = scene(content)
    v = s.vine(0, (4, 4))
    brute = s.place(1, "Brute", (4, 4))
    s.phase(1, "attack")
    assert v in s.attack_targets(brute)
    s.roll(6, 6, 6)
    s.do(cmds.Attack(1, brute, v))
    assert s.card(v).zone == VINE_PILE and s.card(brute).pos == (4, 4)
    t = scene(content)
    v = t.vine(0, (4, 4))
    brute = t.place(1, "Brute", (4, 6))
    t.phase(1, "attack")
    assert v not in t.attack_targets(brute)
    assert "adjacent" in t.reject(cmds.Attack(1, brute, v))


def test_a_vine_wall_blocks_line_of_sight_even_with_a_unit_on_it(content):
    """"A Vine Wall blocks line of sight just like a normal Wall, even if there is a Unit on top of
    it." A ranged unit cannot shoot past a Vine Wall, bare or with a unit on it; without the Vine
    Wall the line is clear."""
    s = scene(content)
    target = s.place(0, "Footman", (0, 3))
    bow = s.place(1, "Bowman", (0, 6))
    s.phase(1, "attack")
    assert target in s.attack_targets(bow)
    s.vine(0, (0, 5))
    assert target not in s.attack_targets(bow)
    assert "in the way" in s.reject(cmds.Attack(1, bow, target))
    s.place(1, "Footman", (0, 5))  # a unit on the Vine Wall: still blocked
    assert target not in s.attack_targets(bow)


def test_it_does_not_block_the_line_to_or_from_the_unit_on_it(content):
    """"However, it does not block line of sight to or from that Unit on top of it. Those Units that
    share spaces with Vine Walls can attack and be attacked from any direction unless blocked by
    another card." A ranged unit shoots the unit on a Vine Wall, and a ranged unit on a Vine Wall
    shoots out of it; another card in between still blocks."""
    s = scene(content)
    on = s.place(0, "Footman", (0, 4))
    s.vine(0, (0, 4))
    bow = s.place(1, "Bowman", (0, 6))
    s.phase(1, "attack")
    assert on in s.attack_targets(bow)
    t = scene(content)
    t.vine(0, (0, 4))
    shooter = t.place(1, "Bowman", (0, 4))
    target = t.place(0, "Footman", (0, 2))
    t.phase(1, "attack")
    assert target in t.attack_targets(shooter)
    t.place(0, "Footman", (0, 3))
    assert target not in t.attack_targets(shooter)


# --- 5. destroying ---------------------------------------------------------------------------------


def test_a_destroyed_vine_wall_goes_back_to_its_owners_pile(content):
    """"5. Destroying: When a Vine Wall is destroyed, it is placed back onto the owner's Vine Wall
    Pile rather than a Magic Pile." The attacker's magic pile gets nothing; the pile is whole
    again."""
    s = scene(content)
    v = s.vine(0, (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    magic = len(s.state.players[1].magic_pile)
    s.roll(6, 6, 6)
    out = s.do(cmds.Attack(1, brute, v))
    assert "CardDestroyed" in kinds(out) and "CardsToMagicPile" not in kinds(out)
    assert s.state.players[0].vine_pile[-1] == v and len(s.state.players[0].vine_pile) == 15
    assert len(s.state.players[1].magic_pile) == magic and s.card(v).zone != MAGIC_PILE
    assert s.card(v).damage == 0 and not s.state.vines
    assert not check_invariants(s.state)


def test_a_destroyed_unit_goes_to_the_magic_pile_and_its_vine_wall_stays(content):
    """Rulebook, "Destroy": a destroyed unit goes "on top of the Magic Pile of the player that
    destroyed that card"; the Vine Wall under it is not a card of the unit and stays."""
    s = scene(content)
    v = s.vine(0, (2, 5))
    enemy = s.place(0, "Footman", (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    s.roll(6, 6, 6)
    s.do(cmds.Attack(1, brute, enemy))
    assert s.card(enemy).zone == MAGIC_PILE and s.card(v).zone == BOARD and s.at((2, 5)) is None


def test_a_discarded_vine_wall_goes_back_to_the_pile_too(content):
    """Vine Walls are never shuffled into a deck or kept in a discard pile ("placed back onto the
    owner's Vine Wall Pile"): discarded or returned to a hand by an effect, one goes home."""
    s = scene(content)
    v = s.vine(0, (2, 5))
    s.apply(ev.CardDiscarded(v, by=1))
    assert s.card(v).zone == VINE_PILE and v not in s.state.players[1].discard
    w = s.vine(0, (2, 5))
    s.apply(ev.CardReturnedToHand(w))
    assert s.card(w).zone == VINE_PILE and w not in s.state.players[0].hand
    assert not check_invariants(s.state)


def test_a_vine_wall_is_not_a_card_under_the_unit(content):
    """"For the sake of interpreting the rules surrounding such Abilities, Vine Walls are NOT
    considered to be a card under those Units." The unit's `under` stays empty; putting a Vine
    Wall under a card sends it back to its pile instead."""
    s = scene(content)
    foot = s.place(0, "Footman", (1, 4))
    v = s.vine(0, (1, 4))
    assert s.card(foot).under == ()
    s.apply(ev.CardPutUnder(v, foot))
    assert s.card(foot).under == () and s.card(v).zone == VINE_PILE


# --- the pieces --------------------------------------------------------------------------------------


def test_on_vine_holds_only_on_a_vine_wall_space(content):
    """`on_vine` (Creeper, "While on a Vine Wall space, this unit has +1 attack")."""
    from game.core.stats import strength

    s = scene(content)
    creeper = s.place(0, "Creeper", (1, 4))
    assert strength(s.state, s.card(creeper)) == 1
    s.vine(0, (1, 4))
    assert strength(s.state, s.card(creeper)) == 2


def test_near_vine_counts_the_vine_wall_under_the_unit(content):
    """`near_vine` (Warden, "While adjacent to a Vine Wall, this unit has +1 life"): "Remember that a
    Unit on a Vine Wall space is considered adjacent to that Vine Wall, even though they are
    sharing a space." Two spaces away does not count."""
    from game.core.stats import life

    s = scene(content)
    warden = s.place(0, "Warden", (1, 4))
    s.vine(0, (1, 6))
    assert life(s.state, s.card(warden)) == 5
    t = scene(content)
    warden = t.place(0, "Warden", (1, 4))
    t.vine(0, (1, 5))
    assert life(t.state, t.card(warden)) == 6
    u = scene(content)
    warden = u.place(0, "Warden", (1, 4))
    u.vine(0, (1, 4))
    assert life(u.state, u.card(warden)) == 6


def test_place_vine_from_a_trigger(content):
    """`place_vine` (Warden's Seed: "When this unit destroys an enemy unit, place a Vine Wall on its
    space"): a Vine Wall from the pile goes to the destroyed unit's space; destroying a wall does
    not set it off."""
    s = scene(content)
    warden = s.place(0, "Warden", (2, 4))
    enemy = s.place(1, "Footman", (2, 5))
    s.phase(0, "attack")
    s.roll(6, 6)
    s.do(cmds.Attack(0, warden, enemy))
    while s.prompt is not None:
        s.answer(s.options[0])
    assert (2, 5) in s.state.vines and len(s.state.players[0].vine_pile) == 14
    t = scene(content)
    warden = t.place(0, "Warden", (3, 4))
    t.damage(t.gate(1), 8)
    t.phase(0, "attack")
    t.roll(6, 6)
    t.do(cmds.Attack(0, warden, t.gate(1)))
    assert not t.state.vines


def test_place_vine_does_nothing_with_an_empty_pile(content):
    """"remove a Vine Wall from that player's Vine Wall Pile": with none left, nothing is placed."""
    s = scene(content)
    for col in range(6):
        for row in (3, 4):
            if len(s.state.players[0].vine_pile):
                s.vine(0, (col, row))
    s.vine(0, (0, 5))
    s.vine(0, (1, 5))
    s.vine(0, (4, 5))
    assert s.state.players[0].vine_pile == []
    from game.core.context import Ctx
    from game.core.vines import place_vine

    ctx = Ctx(s.state.clone())
    assert place_vine(ctx, 0, (5, 5)) is None and not ctx.events


# --- what the players see, saves and random games ----------------------------------------------------


def test_both_players_see_the_vine_walls(content):
    """The Vine Wall pile is "off of the Battlefield" face up: both players see how many are left
    and every Vine Wall on the battlefield."""
    s = scene(content)
    v = s.vine(0, (2, 5))
    seen = view(s.state, 1)
    assert seen.vines == {(2, 5): v} and seen.cards[v].defn.vine
    assert len(seen.players[0].vine_pile) == 14 and all(u > 0 for u in seen.players[0].vine_pile)


def test_the_roll_to_leave_shows_its_result_but_not_the_random_source(content):
    """The roll to leave a Vine Wall is public, but no player learns the random source's state from
    it (which would tell them the next shuffle): `redact` blanks it, as for every other roll."""
    from game.core.view import redact

    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    s.phase(0, "move")
    s.roll(2)
    before = s.state
    out = s.do(cmds.Move(0, foot, ((0, 4),)))
    rolled = next(e for e in out if isinstance(e, ev.VineRolled))
    assert rolled.rng != 0
    for viewer in (0, 1):
        seen = redact(rolled, before, viewer)
        assert seen.rng == 0 and seen.face == rolled.face and seen.stays


def test_games_without_vine_walls_hash_as_before(content):
    """Vine Walls only enter the state's fingerprint when a player has any, so saves of other games
    keep their hashes (tests/core/test_rewrite_replay.py checks the recorded ones)."""
    from game.core.hashing import state_key

    lib = content.library.decks
    plain = make_setup(content.rulesets["1e"], (lib["drill-a-1e"], lib["drill-b-1e"]), dict(content.library.cards), 1)
    s = start(initial_state(plain)).state
    assert len(state_key(s)) == 11
    v = start(initial_state(setup_vine(content))).state
    assert len(state_key(v)) == 13


def _vine_game(content):
    for seed in range(12):
        g = play_checked(setup_vine(content, seed, swap=seed % 2 == 1), seed)
        counts = Counter(type(e).__name__ for entry in g.log for e in entry.events)
        if counts["VinePlaced"] and counts["VineRolled"]:
            return g, counts
    raise AssertionError("no random game placed a Vine Wall and rolled to leave one")


def test_random_games_with_vine_walls_keep_every_invariant(content):
    """Random games of the drill deck against another 1E deck and against itself (both players
    with a Vine Wall pile), the invariants checked after every event (tests/simcheck.py): Vine
    Walls are placed, rolled off (held and free), attacked and destroyed back to their pile."""
    lib = content.library.decks
    mirror = make_setup(content.rulesets["1e"], (lib["drill-vine-1e"], lib["drill-vine-1e"]),
                        dict(content.library.cards), 100)
    setups = [setup_vine(content, 0), setup_vine(content, 1, swap=True), setup_vine(content, 2), mirror]
    seen: Counter[str] = Counter()
    for seed, setup in enumerate(setups):
        g = play_checked(setup, seed)
        assert g.state.over
        for entry in g.log:
            for e in entry.events:
                seen[type(e).__name__] += 1
                if isinstance(e, ev.VineRolled):
                    seen["held" if e.stays else "free"] += 1
                if isinstance(e, ev.CardDestroyed) and g.state.cards[e.card].defn.vine:
                    seen["vine destroyed"] += 1
    assert seen["VinePlaced"] and seen["held"] and seen["free"] and seen["vine destroyed"], seen


def test_a_game_with_vine_walls_saves_loads_and_replays(content):
    """A saved game with Vine Walls loads back to the same state (same hash), replaying every
    recorded roll to leave a Vine Wall."""
    from game.persist.saves import dumps, game_to_data, load_save_data, parse_text

    g, _ = _vine_game(content)
    data = parse_text(dumps(game_to_data(g, "vines")))
    loaded = load_save_data(data)
    assert state_hash(loaded.state) == state_hash(g.state)
    assert loaded.state.vines == g.state.vines
    assert [p.vine_pile for p in loaded.state.players] == [p.vine_pile for p in g.state.players]
    assert state_hash(g.replayed_state()) == state_hash(g.state)


def test_ability_filters_count_the_vine_wall_under_a_unit_as_adjacent(content):
    """"Remember that a Unit on a Vine Wall space is considered adjacent to that Vine Wall, even
    though they are sharing a space": the ability language's `adjacent` filter finds the Vine Wall
    under the unit (and the unit on it), not a Vine Wall two spaces away."""
    from game.core.abilities.filters import matches

    s = scene(content)
    foot = s.card(s.place(0, "Footman", (1, 4)))
    under = s.card(s.vine(0, (1, 4)))
    far = s.card(s.vine(0, (1, 6)))
    st = s.state
    assert matches(st, {"adjacent": True, "class": ["gate"]}, st.cards[under.uid], st.cards[foot.uid], 0)
    assert matches(st, {"adjacent": True}, st.cards[foot.uid], st.cards[under.uid], 0)
    assert not matches(st, {"adjacent": True, "class": ["gate"]}, st.cards[far.uid], st.cards[foot.uid], 0)


def test_no_effect_puts_a_wall_and_a_vine_wall_on_one_space(content):
    """"you can never place a Vine Wall on a space where a Wall (including a Vine Wall) already
    exists": an effect that places a card (not a move) will not put a Vine Wall onto a wall or
    another Vine Wall, nor a wall onto a Vine Wall; nor does a Vine Wall exchange places. A unit
    may be placed onto a Vine Wall ("Units can move or be placed onto a space containing a Vine
    Wall")."""
    from game.core.abilities import verbs
    from game.core.context import Ctx

    s = scene(content)
    v = s.vine(0, (0, 4))
    w = s.vine(0, (0, 5))
    foot = s.place(0, "Footman", (1, 4))
    wall = s.gate(0)
    ctx = Ctx(s.state.clone())
    verbs.relocate(ctx, v, (0, 5))  # onto another Vine Wall
    verbs.relocate(ctx, v, ctx.state.cards[wall].pos)  # onto a wall
    verbs.relocate(ctx, wall, (0, 4))  # a wall onto a Vine Wall
    verbs.exchange(ctx, v, foot)
    assert not ctx.events
    verbs.relocate(ctx, foot, (0, 5))  # a unit onto a Vine Wall: fine
    assert kinds(ctx.events) == ["UnitMoved"] and ctx.state.vines[(0, 5)] == w
    assert not check_invariants(ctx.state)


def test_a_move_by_an_ability_rolls_to_leave_a_vine_wall_too(content):
    """"When a Unit moves off of a space containing a Vine Wall, roll a die": a move made by an
    event (Hop, the piece `free_move`) rolls like any move; held, the unit takes 1 wound and
    stays, and it has used none of the phase's moves."""
    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    s.phase(0, "event")
    hop = s.in_hand(0, "Hop")
    s.do(cmds.PlayEvent(0, hop))
    s.answer(foot)
    s.roll(2)
    out = s.answer((0, 5))
    assert "VineRolled" in kinds(out) and "UnitMoved" not in kinds(out)
    assert s.card(foot).pos == (0, 3) and s.card(foot).damage == 1
    assert foot not in s.state.turn.movers
    t = scene(content)
    t.vine(0, (0, 3))
    foot = t.place(0, "Footman", (0, 3))
    t.phase(0, "event")
    t.do(cmds.PlayEvent(0, t.in_hand(0, "Hop")))
    t.answer(foot)
    t.roll(6)
    t.answer((0, 5))
    assert t.card(foot).pos == (0, 5) and t.card(foot).damage == 0


def test_a_vine_wall_card_is_a_wall_with_two_life(content, tmp_path):
    """"Vine Walls are considered Wall cards for all purposes" and "Vine Walls have 2 Life Points":
    `vine: true` is refused on a card that is not a wall, and another life is warned about."""
    text = (HERE / "drill-vine.yaml").read_text()
    wrong_class = text.replace("{id: vine-wall, name: Vine Wall, class: gate, life: 2, vine: true}",
                               "{id: vine-wall, name: Vine Wall, class: structure, life: 2, vine: true}")
    assert wrong_class != text
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "f.yaml").write_text(wrong_class)
    bad = load_content([tmp_path / "a"], include_user=False)
    assert any("only a wall" in str(p) for p in bad.problems)
    three = text.replace("class: gate, life: 2, vine: true", "class: gate, life: 3, vine: true")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "f.yaml").write_text(three)
    warned = load_content([tmp_path / "b"], include_user=False)
    assert any("2 life" in str(p) for p in warned.warnings)
    assert "drill-vine-1e" in warned.library.decks  # a warning, not a refusal
    assert content.library.cards["drill-vine-1e/vine-wall"].life == 2


def test_a_roll_to_leave_a_vine_wall_cannot_be_undone(content):
    """The roll is chance ("roll a die"): undo never takes back a move that rolled, or a player
    could roll again; a move onto a Vine Wall (no roll) may be taken back."""
    from game.core.game import Game
    from game.persist.undo import undo_status

    s = scene(content)
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    first = s.place(0, "Footman", (3, 4))
    other = s.place(0, "Footman", (2, 4))
    s.phase(0, "move")
    g = Game(setup=setup_vine(content), initial=s.state, state=s.state)
    assert g.submit(cmds.Move(0, first, ((4, 4),)))  # the game's log then has an action to undo
    assert g.submit(cmds.Move(0, other, ((1, 4),)))
    ok, _ = undo_status(g, 0)
    assert ok
    assert g.submit(cmds.Move(0, foot, ((0, 4),)))
    ok, reason = undo_status(g, 0)
    assert not ok and "die was rolled" in reason
