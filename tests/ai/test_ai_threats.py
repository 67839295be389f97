"""The evaluation's threats follow the rules' movement: a unit that may move through cards
(Bear Cavalry's Trample) threatens what lies beyond a line of common units; one that may not,
does not. (Bots of both sides lost Fallen Kingdom games to Bear Cavalry trampling through a
wall they counted as safe.)"""

from __future__ import annotations

from dataclasses import replace

from game.ai.common import hit_chance
from game.ai.evaluate import (
    DEFAULT,
    HARD,
    _reach,
    _targets_from,
    evaluate,
    potential,
    summoner_marginal,
    threats,
    threats_and_exposure,
)
from game.ai.greedy import NormalBot
from game.ai.mcts import HardBot
from game.core.ruleset import MOVE
from game.core.stats import life_left
from tests.scene import faction_scene


def _walled(attacker: str, owner: int):
    """Ella's `attacker` at (3,5), boxed in by Toby's gate and three of his common units, one
    space from the space beside Toby's summoner at (2,7)."""
    s = faction_scene("polar-dwarves", MOVE, player=0)
    assert s.state.cards[s.summoner(1)].pos == (2, 7)
    unit = s.place(0, attacker, (3, 5), owner=owner)
    for pos in ((4, 5), (3, 4), (3, 6)):
        s.place(1, "Test Guard", pos)
    return s, unit


def test_a_trampling_unit_threatens_the_summoner_beyond_a_wall_of_commons() -> None:
    """Bear Cavalry, Trample: 'This unit may move through common units'."""
    s, bear = _walled("Bear Cavalry", 0)
    u = s.card(bear)
    spots = _reach(s.state, u, 2)
    assert (3, 7) in spots  # through the Test Guard at (3,6)
    assert s.summoner(1) in _targets_from(s.state, u, spots, 1, 1)


def test_a_unit_that_cannot_pass_is_not_counted_beyond_the_wall() -> None:
    s, brute = _walled("Test Brute", 1)
    u = s.card(brute)
    spots = _reach(s.state, u, 2)
    assert spots == [(3, 5)]
    assert s.summoner(1) not in _targets_from(s.state, u, spots, 1, 1)


def test_the_threat_is_worth_more_with_the_trampler() -> None:
    bear, _ = _walled("Bear Cavalry", 0)
    brute, _ = _walled("Test Brute", 1)
    assert potential(bear.state, 0) > potential(brute.state, 0)


# --- The Cost of Inaction ------------------------------------------------------------------------

def _bare():
    """Polar Dwarves (Ella, in her Move phase) against the test faction: summoners and starting
    gates only, nothing in reach of anything."""
    return faction_scene("polar-dwarves", MOVE, player=0)


def _inaction_cost(state, player: int) -> float:
    """What the inaction term adds to `player`'s evaluation."""
    return evaluate(state, player, HARD) - evaluate(state, player, replace(HARD, inaction=0.0))


def test_a_side_with_nothing_to_attack_is_charged_the_cost_of_inaction() -> None:
    """Rulebook, The Cost of Inaction: 'Add 1 damage to your summoner at the end of your Attack
    Phase if you did not target any enemy cards with an attack this turn.' Ella attacks next and
    pays in full; Toby's attack phase comes after hers, so his share is `inaction_later`."""
    s = _bare()
    st = s.state
    assert threats(st, 0, HARD)[1] and threats(st, 1, HARD)[1]
    mine = summoner_marginal(HARD, life_left(st, st.summoner(0)))
    theirs = summoner_marginal(HARD, life_left(st, st.summoner(1)))
    expected = -HARD.inaction * mine + HARD.inaction * HARD.inaction_later * theirs
    assert abs(_inaction_cost(st, 0) - expected) < 1e-9
    assert abs(_inaction_cost(st, 1) + expected) < 1e-9


def test_no_cost_of_inaction_when_a_unit_can_reach_an_enemy() -> None:
    s = _bare()
    s.place(0, "Test Brute", (2, 3), owner=1)  # a move from the space beside Toby's gate at (2,5)
    assert not threats(s.state, 0, HARD)[1]
    assert threats(s.state, 1, HARD)[1]


def test_no_cost_of_inaction_after_targeting_an_enemy_this_turn() -> None:
    """'…if you did not target any enemy cards with an attack this turn': once Ella has, she
    is not charged, even with nothing left to attack."""
    st = _bare().state.clone()
    st.turn.targeted_enemy = True
    assert not threats(st, 0, HARD)[1]


def test_the_normal_bot_does_not_count_inaction() -> None:
    """Normal keeps the default weights, where the term is off; Hard evaluates with HARD."""
    assert DEFAULT.inaction == 0.0 and HARD.inaction > 0.0
    assert NormalBot(0).weights is DEFAULT
    assert HardBot(0).weights is HARD


# --- How a unit attacks: the rules' kind and range, not the printed symbol -------------------------


def _far_shot_scene(name: str, pos):
    """Ella's `name` (Breakers) in her attack phase, with both summoners and Ella's gate: Toby's
    summoner stands at (2,7), in a clear straight line from `pos` (his gate in it is taken away)."""
    s = _clear_column()
    return s, s.place(0, name, pos)


def _clear_column():
    s = faction_scene("breakers", "attack", player=0)
    assert s.state.cards[s.summoner(1)].pos == (2, 7)
    return s.remove((2, 5))


def test_far_shot_threatens_a_summoner_4_clear_straight_spaces_away() -> None:
    """2E Wind Archer, Far Shot: 'This unit may attack cards up to 4 clear straight spaces away.'
    The evaluation counts the shot the rules allow (it used the edition's range of 3)."""
    s, archer = _far_shot_scene("Wind Archer", (2, 3))
    assert s.summoner(1) in s.attack_targets(archer)  # the rules: 4 spaces, in range
    _, _, exposure = threats_and_exposure(s.state, 0, HARD)
    assert exposure.get(1, 0.0) > 0


def test_far_shot_does_not_reach_5_spaces_and_a_plain_archer_not_4() -> None:
    s, archer = _far_shot_scene("Wind Archer", (2, 2))
    assert s.summoner(1) not in s.attack_targets(archer)
    assert threats_and_exposure(s.state, 0, HARD)[2].get(1, 0.0) == 0
    plain = _clear_column()
    bow = plain.place(0, "Test Archer", (2, 3), owner=1)  # a ranged unit without Far Shot
    assert plain.summoner(1) not in plain.attack_targets(bow)
    assert threats_and_exposure(plain.state, 0, HARD)[2].get(1, 0.0) == 0


def test_a_unit_an_ability_makes_ranged_threatens_as_a_ranged_unit() -> None:
    """1E Glarg, Vinemancer Reach: 'while on a Vine Wall space he ... counts as ranged'. Printed
    melee, he threatens Kalon 3 spaces away only from a Vine Wall space."""
    from tests.factions.scene_vgfk_1e import VG, scene

    for on_vine, expected in ((True, True), (False, False)):
        s = scene("swamp-orcs-1e", VG).phase(0, "attack")
        glarg = s.place(0, "Glarg", (0, 3))
        s.vine(0, (0, 3) if on_vine else (1, 3))
        kalon = s.place(1, "Kalon Lightbringer", (0, 6))
        assert (kalon in s.attack_targets(glarg)) is expected  # the rules
        assert (potential(s.state, 0, DEFAULT) > 0) is expected  # the evaluation agrees


# --- The enemy's reply from its hand (issue 23, "Hard looks past its own turn") ---------------------


def _gate_watch(magic: int, *, hand: tuple[str, ...] = ("Test Brute",)):
    """Ella (Polar Dwarves) in her attack phase with her summoner at (2,3), two spaces from
    Toby's gate at (2,5); Toby holds `hand` (Test Brute: cost 3, strength 3, melee) and `magic`."""
    s = faction_scene("polar-dwarves", "attack", player=0)
    s.relocate(s.summoner(0), (2, 3))
    s.empty_hand(1)
    for name in hand:
        s.hand(1, name)
    return s.magic(1, magic)


def _exposure(s, share: float) -> float:
    return threats_and_exposure(s.state, 1, replace(HARD, reinforcements=share))[2].get(0, 0.0)


def test_a_unit_the_enemy_can_summon_next_to_its_gate_threatens_the_summoner() -> None:
    """2E rulebook, Phase 1: Summon: 'place it on an empty space adjacent to a gate you control';
    then it moves and attacks in that same turn. Toby can afford his Brute: summoned at (2,4) it
    strikes Ella's summoner. The term counts it, at its share, and only when it is on."""
    s = _gate_watch(3)
    assert _exposure(s, 0.0) == 0.0  # nothing on Toby's battlefield reaches her
    assert _exposure(s, 1.0) == 3 * hit_chance(s.state.ruleset, "melee")
    assert _exposure(s, 0.5) == 0.5 * _exposure(s, 1.0)
    assert evaluate(s.state, 0, replace(HARD, reinforcements=1.0)) < evaluate(s.state, 0, HARD)


def test_a_unit_the_enemy_cannot_afford_or_place_does_not_threaten() -> None:
    assert _exposure(_gate_watch(2), 1.0) == 0.0  # 2 magic: the Brute costs 3
    assert _exposure(_gate_watch(9, hand=("Test Rally",)), 1.0) == 0.0  # an event is not summoned
    s = _gate_watch(3)
    for pos in s.state.geo.adjacent((2, 5)):
        if pos not in s.state.board:
            s.place(1, "Test Guard", pos)  # every space next to his gate taken
    assert _exposure(s, 1.0) == _exposure(s, 0.0)  # the guards' own threat, and no Brute


def test_the_side_whose_turn_it_is_gets_no_reinforcements() -> None:
    """Ella's summon phase is behind her this turn: her hand adds nothing to her threats.
    Toby's summon phase is ahead of his next attack phase: his does."""
    s = _gate_watch(3)
    s.in_hand(0, "Frost Mage")
    s.magic(0, 9)
    on = replace(HARD, reinforcements=1.0)
    assert threats_and_exposure(s.state, 0, on) == threats_and_exposure(s.state, 0, HARD)
    assert threats_and_exposure(s.state, 1, on) != threats_and_exposure(s.state, 1, HARD)


def _ember_watch(*, ember: bool, hand: str = "Ember Beast"):
    """Ella's Ret-Talus at (2,1), far from the Phoenix Elves' gate at (2,6); Toby holds `hand`
    and 2 magic, with (`ember`) an Ember Archer at (4,3), two spaces from Ret-Talus but not
    in a straight line with him."""
    s = faction_scene("fallen-kingdom", "attack", player=0, opponent="phoenix-elves")
    s.relocate(s.summoner(0), (2, 1))
    s.empty_hand(1)
    s.hand(1, hand)
    s.magic(1, 2)
    if ember:
        s.place(1, "Ember Archer", (4, 3))
    return s


def _from_hand(s) -> float:
    return _exposure(s, 1.0) - _exposure(s, 0.0)


def test_a_unit_summoned_by_its_own_ability_away_from_the_gates_threatens_the_summoner() -> None:
    """Ember Beast, Born of Fire: 'You may summon this unit on an empty space adjacent to a
    friendly Ember unit.' Summoned beside the Ember Archer at (4,3), it moves 2 and strikes
    Ret-Talus: the term reads where the rules let each unit be summoned, not only the gates.
    (Hard's Fallen Kingdom lost games to Ember Beasts summoned this way the turn after Ret-Talus
    stepped forward.)"""
    s = _ember_watch(ember=True)
    assert _from_hand(s) == 3 * hit_chance(s.state.ruleset, "melee")


def test_without_an_ember_unit_nor_for_a_unit_without_the_ability_the_summon_is_only_by_the_gates() -> None:
    """The gate at (2,6) is too far for a summoned unit to reach Ret-Talus at (2,1), and a Royal
    Guardian (no Born of Fire) is summoned next to a gate only, Ember Archer or not."""
    assert _from_hand(_ember_watch(ember=False)) == 0.0
    assert _from_hand(_ember_watch(ember=True, hand="Royal Guardian")) == 0.0
