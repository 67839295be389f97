"""Guild Dwarves, 1st edition (cards/1e/guild-dwarves.yaml): every ability and event, where it
works and where it must not, plus random games against the 1E Cave Goblins.

Ella (player 0) plays the Guild Dwarves, Toby (player 1) the Cave Goblins (see
tests/factions/scene_goblins_dwarves_1e.py). Positions are (column, row), 0-based, row 0 = Ella's
back row: Oldin at (3,0), Ella's wall at (3,2); Sneeks at (2,7), Toby's wall at (2,5). Dice are
the 1E d6: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.state import BOARD, MAGIC_PILE
from game.core.stats import strength
from simcheck import play_checked
from tests.factions.scene_goblins_dwarves_1e import DWARVES, GOBLINS, setup
from tests.factions.scene_goblins_dwarves_1e import scene as _scene
from tests.scene import file_problems, of_type

DW = 0  # Ella
OPP = 1  # Toby
EVENT = "event"


def scene(phase=None, player=DW, clean=True, extras=False):
    return _scene(phase, player, p0=DWARVES, p1=GOBLINS, clean=clean, extras=extras)


def _damage(events, uid):
    return sum(e.amount for e in of_type(events, ev.DamageAdded) if e.card == uid)


def _dice(events):
    return len(of_type(events, ev.DiceRolled)[0].faces)


# --- the card file ---------------------------------------------------------------------------------


def test_card_file_loads_and_the_deck_is_the_base_deck():
    """cards/1e/guild-dwarves.yaml loads cleanly; the deck is 1 summoner, 3 champions (Gror,
    Baldar, Thorkur), 18 commons, 9 events, 3 walls; the reference card's starting setup is on
    the battlefield at the start."""
    assert file_problems("guild-dwarves.yaml") == []
    counts = dict(catalog.deck(DWARVES, include_user=False).cards)
    cards = catalog.cards(include_user=False)
    kinds = {}
    for cid, n in counts.items():
        d = cards[cid]
        k = "wall" if d.gate else (d.unit_class or d.event_class)
        kinds[k] = kinds.get(k, 0) + n
    assert kinds == {"summoner": 1, "champion": 3, "common": 18, "standard": 9, "wall": 3}
    assert {cid.split("/")[1] for cid, _ in counts.items() if cards[cid].unit_class == "champion"} == {
        "gror", "baldar", "thorkur"}
    oldin = cards["guild-dwarves-1e/oldin"]
    assert (oldin.strength, oldin.life, oldin.attack) == (2, 6, "ranged")
    s = scene(clean=False)
    got = sorted((c.name, c.pos) for c in s.state.on_board(DW))
    assert got == sorted([("Oldin", (3, 0)), ("Wall", (3, 2)), ("Defender", (1, 3)), ("Defender", (4, 2)),
                          ("Spearman", (0, 1)), ("Spearman", (5, 1)), ("Engineer", (2, 1))])


# --- Oldin: Stone Melding ----------------------------------------------------------------------------


def test_stone_melding_oldin_next_to_a_wall_is_wounded_only_on_4_or_more():
    """Oldin, Stone Melding: 'While Oldin is adjacent to a wall, attacks against him wound him only
    on results of 4 or more.'"""
    s = scene(ATTACK, player=OPP)
    oldin = s.summoner(DW)
    s.relocate(oldin, (3, 3))  # next to Ella's wall at (3,2)
    b = s.place(OPP, "Berserker", (3, 4))
    s.roll(3, 4)
    assert _damage(s.do(cmds.Attack(OPP, b, oldin)), oldin) == 1


def test_stone_melding_not_away_from_walls():
    """Stone Melding needs an adjacent wall: away from one, a 3 wounds Oldin."""
    s = scene(ATTACK, player=OPP)
    oldin = s.summoner(DW)
    s.relocate(oldin, (0, 3))
    b = s.place(OPP, "Berserker", (0, 4))
    s.roll(3, 4)
    assert _damage(s.do(cmds.Attack(OPP, b, oldin)), oldin) == 2


# --- Defender: Engage ---------------------------------------------------------------------------------


def test_engage_an_enemy_unit_next_to_a_defender_cannot_move():
    """Defender, Engage: 'Enemy units adjacent to this unit cannot move.'"""
    s = scene(MOVE, player=OPP)
    s.place(DW, "Defender", (2, 3))
    f = s.place(OPP, "Fighter", (2, 4))
    assert s.reject(cmds.Move(OPP, f, ((1, 4),)))


def test_engage_not_for_friendly_units_nor_enemies_farther_away():
    """Engage holds only enemy units adjacent to the Defender: Ella's own unit next to it, and an
    enemy 2 spaces away, move freely."""
    s = scene(MOVE)
    s.place(DW, "Defender", (2, 3))
    sp = s.place(DW, "Spearman", (2, 2))
    s.do(cmds.Move(DW, sp, ((1, 2),)))
    s = scene(MOVE, player=OPP)
    s.place(DW, "Defender", (2, 3))
    f = s.place(OPP, "Fighter", (4, 3))
    s.do(cmds.Move(OPP, f, ((4, 4),)))


# --- Spearman: Thrust; Engineer: Structural Analysis -----------------------------------------------------


def test_thrust_plus_1_attack_against_an_adjacent_card():
    """Spearman, Thrust: 'This unit gets +1 attack when it attacks an adjacent card.'"""
    s = scene(ATTACK)
    sp = s.place(DW, "Spearman", (0, 3))
    f = s.place(OPP, "Fighter", (0, 4))
    s.roll(1, 1)
    assert _dice(s.do(cmds.Attack(DW, sp, f))) == 2


def test_thrust_not_against_a_card_farther_away():
    """Thrust is only against an adjacent card: at 2 spaces the Spearman rolls 1 die."""
    s = scene(ATTACK)
    sp = s.place(DW, "Spearman", (0, 2))
    f = s.place(OPP, "Fighter", (0, 4))
    s.roll(1)
    assert _dice(s.do(cmds.Attack(DW, sp, f))) == 1
    assert strength(s.state, s.card(sp)) == 1


def test_structural_analysis_plus_2_attack_against_a_wall():
    """Engineer, Structural Analysis: 'This unit gets +2 attack when it attacks a wall.'"""
    s = scene(ATTACK)
    e = s.place(DW, "Engineer", (2, 4))
    wall = s.gate(OPP)
    s.roll(3, 3, 1)
    events = s.do(cmds.Attack(DW, e, wall))
    assert _dice(events) == 3 and _damage(events, wall) == 2


def test_structural_analysis_not_against_a_unit():
    """Structural Analysis is against walls only: against a Fighter the Engineer rolls 1 die."""
    s = scene(ATTACK)
    e = s.place(DW, "Engineer", (2, 3))
    f = s.place(OPP, "Fighter", (2, 4))
    s.roll(1)
    assert _dice(s.do(cmds.Attack(DW, e, f))) == 1


# --- Gror: Hammer Quake ------------------------------------------------------------------------------


def test_hammer_quake_the_roll_hits_every_card_within_2_spaces():
    """Gror, Hammer Quake: 'When Gror attacks, the same dice also hit every other card within 2
    spaces of him, friend or foe'. Cards destroyed this way go on Ella's magic pile. The 1E
    rulebook: "if an attack ever Hits multiple Units at once the attacker chooses in which order
    they are Hit": Ella is asked for the order (the last card is not asked about)."""
    s = scene(ATTACK)
    gror = s.place(DW, "Gror", (1, 4))
    target = s.place(OPP, "Berserker", (1, 5))
    near = s.place(OPP, "Fighter", (0, 5))      # 2 spaces
    mine = s.place(DW, "Defender", (0, 3))      # 2 spaces, Ella's own
    far = s.place(OPP, "Slinger", (4, 4))       # 3 spaces
    wall = s.gate(OPP)                          # Toby's wall at (2,5): 2 spaces, a card too
    s.roll(4, 1)
    events = s.do(cmds.Attack(DW, gror, target))
    assert s.prompt is not None and s.prompt.player == DW
    assert set(s.options()) == {near, mine, wall}
    events += s.answer(wall)
    assert s.card(wall).damage == 1 and s.card(near).damage == 0  # in the order chosen
    assert set(s.options()) == {near, mine}
    events += s.answer(mine)
    assert s.prompt is None  # the last card is hit without asking
    assert _damage(events, target) == 1
    assert s.card(near).zone == MAGIC_PILE and near in s.state.players[DW].magic_pile
    assert s.card(mine).damage == 1
    assert s.card(far).damage == 0 and s.card(gror).damage == 0


def test_hammer_quake_each_card_keeps_its_own_defences():
    """Hammer Quake: each card hit takes the roll with its own defences — Oldin next to a wall
    (Stone Melding) is not wounded by a 3; and Gror's other attacks are his alone (a Defender's
    attack hits nothing around it)."""
    s = scene(ATTACK)
    gror = s.place(DW, "Gror", (3, 4))
    oldin = s.summoner(DW)
    s.relocate(oldin, (3, 3))  # next to the wall at (3,2), 1 space from Gror
    target = s.place(OPP, "Berserker", (3, 5))
    s.roll(3, 3)
    events = s.do(cmds.Attack(DW, gror, target))
    assert _damage(events, target) == 2 and s.card(oldin).damage == 0
    s = scene(ATTACK)
    d = s.place(DW, "Defender", (1, 4))
    target = s.place(OPP, "Berserker", (1, 5))
    near = s.place(OPP, "Fighter", (0, 5))
    s.roll(6)
    s.do(cmds.Attack(DW, d, target))
    assert s.card(near).zone == BOARD and s.card(near).damage == 0


# --- Baldar: Shield Block ----------------------------------------------------------------------------


def test_shield_block_no_wounds_unless_every_die_hits():
    """Baldar, Shield Block: 'he takes no wounds from the attack unless every die rolled against
    him is a hit.'"""
    s = scene(ATTACK, player=OPP)
    baldar = s.place(DW, "Baldar", (2, 3))
    mook = s.place(OPP, "Mook", (2, 4))
    s.roll(3, 2)
    assert _damage(s.do(cmds.Attack(OPP, mook, baldar)), baldar) == 0


def test_shield_block_every_die_hitting_wounds_him():
    """Shield Block does not stop an attack whose dice all hit."""
    s = scene(ATTACK, player=OPP)
    baldar = s.place(DW, "Baldar", (2, 3))
    mook = s.place(OPP, "Mook", (2, 4))
    s.roll(3, 6)
    assert _damage(s.do(cmds.Attack(OPP, mook, baldar)), baldar) == 2


# --- Thorkur: Magic Barrier ----------------------------------------------------------------------------


def test_magic_barrier_pay_1_magic_to_prevent_a_wound_once_per_turn():
    """Thorkur, Magic Barrier: 'Once per turn, when an attack would wound Thorkur, you may spend 1
    magic to prevent one of those wounds.'"""
    s = scene(ATTACK, player=OPP)
    thorkur = s.place(DW, "Thorkur", (2, 3))
    s.magic(DW, 2)
    mook = s.place(OPP, "Mook", (2, 4))
    s.roll(4, 5)
    s.do(cmds.Attack(OPP, mook, thorkur))
    assert "Magic Barrier" in s.prompt.text and s.prompt.player == DW
    s.answer(s.options()[0])
    assert s.card(thorkur).damage == 1 and s.state.players[DW].magic == 1
    b = s.place(OPP, "Berserker", (1, 3))
    s.roll(4, 5)
    s.do(cmds.Attack(OPP, b, thorkur))
    assert s.prompt is None  # once per turn
    assert s.card(thorkur).damage == 3


def test_magic_barrier_needs_magic_and_may_be_declined():
    """Magic Barrier costs 1 magic: with none Thorkur takes every wound, unasked; declining it
    pays nothing."""
    s = scene(ATTACK, player=OPP)
    thorkur = s.place(DW, "Thorkur", (2, 3))
    mook = s.place(OPP, "Mook", (2, 4))
    s.roll(4, 5)
    s.do(cmds.Attack(OPP, mook, thorkur))
    assert s.prompt is None and s.card(thorkur).damage == 2
    s = scene(ATTACK, player=OPP)
    thorkur = s.place(DW, "Thorkur", (2, 3))
    s.magic(DW, 1)
    mook = s.place(OPP, "Mook", (2, 4))
    s.roll(4, 5)
    s.do(cmds.Attack(OPP, mook, thorkur))
    s.answer(None)
    assert s.card(thorkur).damage == 2 and s.state.players[DW].magic == 1


# --- events --------------------------------------------------------------------------------------------


def _play(s, name):
    card = s.in_hand(DW, name)
    return card, s.do(cmds.PlayEvent(DW, card))


def test_heroic_feat_plus_2_attack_until_the_end_of_the_turn():
    """Heroic Feat: 'Choose a unit you control; it gets +2 attack until the end of the turn.'"""
    s = scene(EVENT)
    d = s.place(DW, "Defender", (2, 3))
    s.place(OPP, "Fighter", (2, 4))
    _play(s, "Heroic Feat")
    assert d in s.options() and s.summoner(DW) in s.options()
    s.answer(d)
    assert strength(s.state, s.card(d)) == 3


def test_heroic_feat_only_on_your_units_and_only_this_turn():
    """Heroic Feat chooses a unit you control (not Toby's), and the +2 ends with the turn."""
    s = scene(EVENT)
    d = s.place(DW, "Defender", (2, 3))
    f = s.place(OPP, "Fighter", (2, 4))
    _play(s, "Heroic Feat")
    assert f not in s.options()
    s.answer(d)
    s.apply(ev.PhaseBegan(DW, MAGIC))
    s.end_phase()
    assert s.state.turn.player == OPP and strength(s.state, s.card(d)) == 1


def test_besiege_the_walls_3_wounds_on_each_enemy_wall():
    """Besiege the Walls: 'Put 3 wounds on each wall your opponent controls.' Ella's own wall is
    untouched."""
    s = scene(EVENT)
    second = s.place(OPP, "Wall", (5, 6))
    _play(s, "Besiege the Walls")
    assert s.card(s.gate(OPP)).damage == 3 and s.card(second).damage == 3
    assert s.card(s.gate(DW)).damage == 0


def test_besiege_the_walls_wounds_no_units_and_a_destroyed_wall_is_ellas_magic():
    """Besiege the Walls hits walls only (not Sneeks, not a unit); a wall it destroys goes on Ella's
    magic pile (1E 'Destroy')."""
    s = scene(EVENT)
    wall = s.gate(OPP)
    s.damage(wall, 7)
    f = s.place(OPP, "Fighter", (2, 4))
    _play(s, "Besiege the Walls")
    assert s.card(wall).zone == MAGIC_PILE and wall in s.state.players[DW].magic_pile
    assert s.card(f).damage == 0 and s.card(s.summoner(OPP)).damage == 0


def test_shared_events_are_the_starter_sets_programs():
    """Magic Drain, Reinforcements and A Hero Is Born are the Starter Set's events: the same
    programs as the Phoenix Elves' and Tundra Orcs' cards (their tests check what they do)."""
    cards = catalog.cards(include_user=False)
    for cid, source in (("magic-drain", "phoenix-elves-1e"), ("reinforcements", "tundra-orcs-1e"),
                        ("a-hero-is-born", "phoenix-elves-1e")):
        mine, theirs = cards[f"guild-dwarves-1e/{cid}"], cards[f"{source}/{cid}"]
        assert mine.abilities and [a.params for a in mine.abilities] == [a.params for a in theirs.abilities]


def test_magic_drain_takes_two_magic_when_the_dwarves_have_fewer_units():
    """Magic Drain: 'if you have fewer units on the battlefield than your opponent, move up to 2
    cards from the top of their magic pile to the top of yours'; not with as many units."""
    s = scene("event")
    s.place(OPP, "Fighter", (0, 6))
    s.magic(OPP, 3)
    top = s.state.players[OPP].magic_pile[-2:]
    s.do(cmds.PlayEvent(DW, s.hand(DW, "Magic Drain")))
    assert set(s.state.players[DW].magic_pile[-2:]) == set(top)
    assert s.state.players[OPP].magic == 1
    t = scene("event")
    t.magic(OPP, 3)
    assert t.reject(cmds.PlayEvent(DW, t.hand(DW, "Magic Drain")))


# --- reinforcement champions (shipped outside the base deck) ----------------------------------------------


def test_tordok_rune_of_protection_adjacent_commons_wounded_only_on_5_or_more():
    """Tordok, Rune of Protection: 'Attacks against your common units adjacent to Tordok wound them
    only on results of 5 or more.'"""
    s = scene(ATTACK, player=OPP, extras=True)
    s.place(DW, "Tordok", (2, 2))
    d = s.place(DW, "Defender", (2, 3))
    b = s.place(OPP, "Berserker", (2, 4))
    s.roll(4, 4)
    assert _damage(s.do(cmds.Attack(OPP, b, d)), d) == 0


def test_tordok_rune_of_protection_not_for_champions_nor_commons_farther_away():
    """Rune of Protection covers commons next to Tordok only: not a champion next to him, not a
    common 2 spaces away."""
    s = scene(ATTACK, player=OPP, extras=True)
    s.place(DW, "Tordok", (2, 2))
    gror = s.place(DW, "Gror", (1, 2))
    d = s.place(DW, "Defender", (2, 4))
    b = s.place(OPP, "Berserker", (1, 3))
    s.roll(4, 4)
    assert _damage(s.do(cmds.Attack(OPP, b, gror)), gror) == 2
    b2 = s.place(OPP, "Berserker", (3, 4))
    s.roll(4, 4)
    assert _damage(s.do(cmds.Attack(OPP, b2, d)), d) == 2


def test_halvor_rage_takes_wounds_for_attack_before_attacking():
    """Halvor, Rage: 'Before Halvor attacks, he may take 1 or 2 wounds; he gets +1 attack until the
    end of the turn for each.'"""
    s = scene(ATTACK, extras=True)
    halvor = s.place(DW, "Halvor", (2, 3))
    f = s.place(OPP, "Berserker", (2, 4))
    s.do(cmds.Attack(DW, halvor, f))
    assert "Rage" in s.prompt.text and s.prompt.optional
    s.roll(1, 1, 1)
    events = s.answer("two")
    assert s.card(halvor).damage == 2 and _dice(events) == 3
    assert strength(s.state, s.card(halvor)) == 3


def test_halvor_rage_may_be_declined_and_is_not_asked_when_he_is_attacked():
    """Rage is a 'may' (declined: 1 die, no wound), and only before Halvor's own attacks."""
    s = scene(ATTACK, extras=True)
    halvor = s.place(DW, "Halvor", (2, 3))
    f = s.place(OPP, "Berserker", (2, 4))
    s.do(cmds.Attack(DW, halvor, f))
    s.roll(1)
    events = s.answer(None)
    assert s.card(halvor).damage == 0 and _dice(events) == 1
    s = scene(ATTACK, player=OPP, extras=True)
    halvor = s.place(DW, "Halvor", (2, 3))
    b = s.place(OPP, "Berserker", (2, 4))
    s.roll(1, 1)
    s.do(cmds.Attack(OPP, b, halvor))
    assert s.prompt is None and s.card(halvor).damage == 0


# --- random games -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [5, 12])
def test_random_games_against_the_cave_goblins_keep_the_invariants(seed):
    """Random legal games, Guild Dwarves against Cave Goblins (each side first once), with the
    invariants checked after every event (tests/simcheck.py)."""
    decks = (DWARVES, GOBLINS) if seed % 2 else (GOBLINS, DWARVES)
    g = play_checked(setup(*decks, seed=seed), bot_seed=seed + 99)
    assert g.state.turn.number > 2
