"""The ability-language pieces added to write the Phoenix Elves' abilities (and the ones they share
with the Vanguards and the Tundra Orcs) without named handlers: each piece does its thing, and
does not where it should not.

Ella (player 0) plays the Phoenix Elves, Toby (player 1) the plain test faction unless a test says
otherwise. Board positions are (column, row), 0-based; Ella's back row is row 0. Queen Maldaria
starts at (3,0); Toby's summoner is at (2,7) and his gate at (2,5).
"""

from __future__ import annotations

from functools import partial

from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.language.conditions import holds
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import get
from game.core.context import Ctx
from game.core.placement import summon_spaces
from game.core.ruleset import ATTACK, MAGIC, MOVE, SUMMON
from game.core.state import ACTIVE, DISCARD
from tests.factories import MELEE_ONLY, RANGED_ONLY
from tests.scene import faction_scene

PE = 0  # Ella, the Phoenix Elves
OPP = 1  # Toby
scene = partial(faction_scene, "phoenix-elves")


def env_of(s, uid, **info) -> Env:
    c = s.card(uid)
    return Env(s.state, c, c, info, "test")


# --- filter keys: in_line, from -----------------------------------------------------------------------------------


def test_in_line_is_the_first_card_within_n_clear_straight_spaces():
    """Filter key `in_line: N` (Ember Archer, Quick Shot: 'a unit within 3 clear straight spaces
    of it'): in a straight line, at most N spaces away, only empty spaces between."""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 3))
    near = s.place(OPP, "Test Guard", (0, 5))      # 2 spaces up the column, clear
    behind = s.place(OPP, "Test Warrior", (0, 6))  # behind `near`: not clear
    side = s.place(OPP, "Test Brute", (3, 3))      # 3 spaces along the row, clear
    far = s.place(OPP, "Champion Axe", (4, 3))     # 4 spaces (and behind `side`)
    diagonal = s.place(PE, "Royal Guardian", (1, 4))
    env = env_of(s, archer)
    f = {"class": ["unit"], "in_line": 3}
    assert fits(env, f, s.card(near)) and fits(env, f, s.card(side))
    assert not fits(env, f, s.card(behind)) and not fits(env, f, s.card(far))
    assert not fits(env, f, s.card(diagonal))


def test_from_summoner_counts_within_from_your_summoner():
    """Filter key `from: summoner` (Burn: 'within 2 spaces of your summoner'): `within` is counted
    from your summoner, not from the card that has the ability."""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 5))
    near_queen = s.place(OPP, "Test Warrior", (3, 2))  # 2 from the Queen at (3,0), far from the archer
    near_archer = s.place(OPP, "Test Guard", (0, 6))   # adjacent to the archer, far from the Queen
    env = env_of(s, archer)
    from_queen = {"within": 2, "from": "summoner"}
    assert fits(env, from_queen, s.card(near_queen)) and not fits(env, from_queen, s.card(near_archer))
    assert fits(env, {"within": 2}, s.card(near_archer)) and not fits(env, {"within": 2}, s.card(near_queen))


def test_from_summoner_finds_nothing_without_a_summoner_on_the_battlefield():
    """Filter key `from: summoner`: with no summoner of yours on the battlefield nothing is near it."""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 5))
    warrior = s.place(OPP, "Test Warrior", (3, 2))
    s.remove((3, 0))
    assert not fits(env_of(s, archer), {"within": 2, "from": "summoner"}, s.card(warrior))


# --- the force effect: may, away_from ------------------------------------------------------------------------


def test_force_may_lets_the_space_question_be_declined():
    """Effect `force` with `may: true` (Shove: 'you may force that unit 1 space'): the space
    question is declinable; without it (Structural Shift's force after a 'you may' choice) it is not."""
    s = scene(ATTACK)
    guard = s.place(PE, "Royal Guardian", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_ONLY)
    s.do(cmds.Attack(PE, guard, warrior))
    assert s.prompt.optional and s.prompt.kind == "space"
    s.answer(None)
    assert s.card(warrior).pos == (1, 4)
    env = env_of(s, guard)
    assert not get("do", "force").fn.run(None, env, {"spaces": 1, "exact": False, "away_from": "none",
                                                     "may": False}, warrior).optional


def test_force_away_from_the_attacker_offers_only_spaces_farther_from_it():
    """Effect `force` with `away_from: attacker` (Forceful Attack: 'force that unit 1 space away
    from the attacker'): only the spaces farther from the attacking unit are offered."""
    s = scene(ATTACK)
    archer = s.place(PE, "Ember Archer", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    env = env_of(s, archer, attacker=archer, target=warrior)
    force = get("do", "force").fn
    base = {"spaces": 1, "exact": False, "may": True}
    anywhere = force.run(None, env, {**base, "away_from": "none"}, warrior)
    away = force.run(None, env, {**base, "away_from": "attacker"}, warrior)
    assert sorted(anywhere.options) == [(0, 4), (1, 3), (1, 5), (2, 4)]
    assert sorted(away.options) == [(0, 4), (1, 5), (2, 4)]  # (1,3) is nearer the archer
    s.remove((1, 2))  # the attacker is gone: nothing is farther from it
    gone = env_of(s, warrior, attacker=archer, target=warrior)
    assert force.run(None, gone, {**base, "away_from": "attacker"}, warrior) is None


def test_forceful_attack_forces_away_only_after_damage():
    """Tundra Orcs, Forceful Attack (ACTIVE): after a friendly unit's attack adds damage, you may
    force the target 1 space away from the attacker; an attack that adds none forces nothing
    (condition `damage_dealt`)."""
    s = faction_scene("tundra-orcs", ATTACK)
    s.magic(PE, 5)
    event = s.in_hand(PE, "Brutal Force")
    s.do(cmds.PlayEvent(PE, event))
    assert s.card(event).zone == ACTIVE
    fighter = s.place(PE, "Tundra Charger", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(PE, fighter, warrior))
    while s.prompt is not None and s.prompt.kind != "space":
        s.answer(None)
    assert s.prompt is not None and s.prompt.optional
    assert sorted(s.options()) == [(0, 4), (1, 5), (2, 4)]
    s.answer((1, 5))
    assert s.card(warrior).pos == (1, 5)
    s = faction_scene("tundra-orcs", ATTACK)
    s.do(cmds.PlayEvent(PE, s.in_hand(PE, "Brutal Force")))
    fighter = s.place(PE, "Tundra Charger", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(*([RANGED_ONLY] * 4))  # more than the attack rolls (a search for 8 exact dice takes ~20 s)
    out = s.do(cmds.Attack(PE, fighter, warrior))
    assert all(f == RANGED_ONLY for e in out if isinstance(e, ev.DiceRolled) for f in e.faces)
    while s.prompt is not None and s.prompt.kind != "space":
        s.answer(None)
    assert s.prompt is None and s.card(warrior).pos == (1, 4)


# --- conditions: damage_dealt, first_copy, source ---------------------------------------------------------------


def test_damage_dealt_counts_damage_added_not_hits():
    """Condition `damage_dealt` (Forceful Attack: 'attacks a unit and adds damage to it'): the
    attack's added damage, in range; hits that added nothing do not count."""
    s = scene(ATTACK)
    guard = s.place(PE, "Royal Guardian", (1, 3))
    assert holds(env_of(s, guard, damage=2, hits=2), "damage_dealt")
    assert not holds(env_of(s, guard, damage=0, hits=2), "damage_dealt")
    assert not holds(env_of(s, guard), "damage_dealt")
    assert holds(env_of(s, guard, damage=1), {"damage_dealt": {"at_most": 1}})
    assert not holds(env_of(s, guard, damage=2), {"damage_dealt": {"at_least": 3}})


def test_first_copy_two_active_spirits_add_one_damage_not_two():
    """Condition `first_copy` (glossary ABILITY: a card that gains an ability it already has has
    it once): with two Spirits of the Phoenix active, Quick Shot adds 1 + 1, not 1 + 2; only the
    first copy in the active area holds, and an event being resolved does not."""
    s = scene(SUMMON)
    first = s.in_hand(PE, "Spirit of the Phoenix")
    s.do(cmds.PlayEvent(PE, first))
    second = s.in_hand(PE, "Spirit of the Phoenix")
    s.do(cmds.PlayEvent(PE, second))
    assert s.card(first).zone == ACTIVE and s.card(second).zone == ACTIVE
    assert holds(Env(s.state, s.card(first), None), "first_copy")
    assert not holds(Env(s.state, s.card(second), None), "first_copy")
    burn = s.in_hand(PE, "Burn")
    assert not holds(Env(s.state, s.card(burn), None), "first_copy")  # in a hand, not active
    archer = s.place(PE, "Ember Archer", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (3, 3))
    s.do(cmds.EndPhase(PE))
    s.do(cmds.Move(PE, archer, ((0, 3),)))
    s.answer(warrior)
    assert s.card(warrior).damage == 2


def test_source_names_the_card_whose_ability_adds_damage():
    """Condition `source` (Spirit of the Phoenix: 'an ability of a friendly unit'): the info's
    source card matches the filter."""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (3, 3))
    spirit = s.in_hand(PE, "Spirit of the Phoenix")
    env = Env(s.state, s.card(spirit), None, {"source": s.card(archer)})
    assert holds(env, {"source": {"side": "friendly", "class": ["unit"]}})
    env = Env(s.state, s.card(spirit), None, {"source": s.card(warrior)})
    assert not holds(env, {"source": {"side": "friendly", "class": ["unit"]}})
    assert not holds(Env(s.state, s.card(spirit), None, {}), {"source": {}})


# --- stat changes: ability_damage, summon_spaces ----------------------------------------------------------------


def test_ability_damage_adds_to_damage_but_never_makes_damage_from_nothing():
    """Stat change `ability_damage` (Spirit of the Phoenix: 'it adds 1 more damage'): +amount to
    damage an ability adds; 0 damage stays 0."""
    s = scene(MOVE)
    archer = s.place(PE, "Ember Archer", (0, 2))
    mod = get("modify", "ability_damage").fn
    env = env_of(s, archer)
    assert mod.apply(env, {"amount": 1}, 2) == 3
    assert mod.apply(env, {"amount": 1}, 0) == 0


def test_summon_spaces_adjacent_to_this_card_for_matching_units_in_hand():
    """Stat change `summon_spaces` with `target: each` (Holleas, Fiery Summon: 'You may summon
    Ember units on empty spaces adjacent to Holleas'): an Ember unit in hand may be summoned next
    to her (the runtime's `each` covers a card not yet on the battlefield for summon_spaces); a
    Royal Guardian may not."""
    s = scene(SUMMON)
    s.place(PE, "Holleas", (0, 4))
    mage = s.in_hand(PE, "Ember Mage")
    guardian = s.in_hand(PE, "Royal Guardian")
    assert (0, 5) in summon_spaces(s.state, PE, s.card(mage))
    assert (0, 5) not in summon_spaces(s.state, PE, s.card(guardian))


def test_summon_spaces_adjacent_to_your_summoner_or_to_matching_cards():
    """Stat change `summon_spaces`: `summoner` (Fire Drake, Protector) adds the spaces next to your
    summoner for the unit it is printed on only; `cards` (Ember Beast, Born of Fire) those next to
    friendly cards matching the filter (an Ember unit, not a Royal Guardian)."""
    s = scene(SUMMON)
    drake = s.in_hand(PE, "Fire Drake")
    beast = s.in_hand(PE, "Ember Beast")
    mage = s.in_hand(PE, "Ember Mage")
    assert (2, 0) in summon_spaces(s.state, PE, s.card(drake))   # next to the Queen at (3,0)
    assert (2, 0) not in summon_spaces(s.state, PE, s.card(mage))
    s.place(PE, "Royal Guardian", (0, 4))
    assert (0, 5) not in summon_spaces(s.state, PE, s.card(beast))
    s.place(PE, "Ember Archer", (5, 4))
    assert (5, 5) in summon_spaces(s.state, PE, s.card(beast))
    assert (5, 5) not in summon_spaces(s.state, PE, s.card(mage))


def test_summon_spaces_on_an_active_event_for_your_units_only():
    """Stat change `summon_spaces` on an ACTIVE event (Vanguards, Renewed Hope: 'You may also summon
    units on empty spaces adjacent to your summoner'): for the event player's units, while active."""
    s = faction_scene("vanguards", SUMMON)
    hope = s.in_hand(PE, "Renewed Hope")
    unit = s.in_hand(PE, "Citadel Knight")
    sm = s.card(s.summoner(PE))
    x, y = sm.pos
    spot = next(q for q in ((x - 1, y), (x + 1, y), (x, y + 1)) if q not in s.state.board and 0 <= q[0] < 6)
    assert spot not in summon_spaces(s.state, PE, s.card(unit))
    s.magic(PE, 9)
    s.do(cmds.PlayEvent(PE, hope))
    assert s.card(hope).zone == ACTIVE
    assert spot in summon_spaces(s.state, PE, s.card(unit))


# --- Guarded: the guard effect, the active condition, the self filter key -----------------------------------------


def test_guard_caps_the_first_attack_each_turn_and_only_that_one():
    """Effect `guard` (Ember Mage, Guarded: 'The first attack against this unit each turn adds at
    most 1 damage to it'): the program's attack hook caps the first attack at 1; the second that
    turn adds its full damage; an attack on another unit is not capped."""
    s = faction_scene("phoenix-elves", ATTACK, player=OPP)
    mage = s.place(PE, "Ember Mage", (1, 3))
    other = s.place(PE, "Royal Guardian", (4, 3))
    brute = s.place(OPP, "Test Brute", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (4, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, mage))
    assert s.card(mage).damage == 1
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, other))
    assert s.card(other).damage == 2
    s = faction_scene("phoenix-elves", ATTACK, player=OPP)
    mage = s.place(PE, "Ember Mage", (1, 3))
    brute = s.place(OPP, "Test Brute", (1, 4))
    s.apply(ev.AbilityUsed(mage, "guarded", ""))  # already guarded this turn (by any source)
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, mage))
    assert s.card(mage).zone == DISCARD  # 2 damage on a 2-life mage: not capped


def test_guarding_spirits_guard_friendly_commons_near_the_summoner_only():
    """Vanguards, Guarding Spirits (ACTIVE; conditions `active` and `attack_target` with `from:
    summoner`): a friendly common within 3 spaces of your summoner is guarded; one farther away
    is not."""
    s = faction_scene("vanguards", MAGIC)
    spirits = s.in_hand(PE, "Guarding Spirits")
    s.do(cmds.PlayEvent(PE, spirits))
    assert s.card(spirits).zone == ACTIVE
    sm = s.card(s.summoner(PE)).pos
    near = s.place(PE, "Citadel Knight", (sm[0], sm[1] + 2))
    far = s.place(PE, "Citadel Knight", (0, 6))
    s.phase(OPP, ATTACK)
    brute = s.place(OPP, "Test Brute", (sm[0], sm[1] + 3))
    brute2 = s.place(OPP, "Test Brute", (0, 7))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, near))
    assert s.card(near).damage == 1
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute2, far))
    assert s.card(far).damage == 3  # the Brute's full 3


def test_active_holds_for_an_event_in_the_active_area_only():
    """Condition `active`: an ACTIVE event's ability works from the active area (not from a hand,
    not while being played); a unit's ability always passes."""
    s = scene(SUMMON)
    spirit = s.in_hand(PE, "Spirit of the Phoenix")
    assert not holds(Env(s.state, s.card(spirit), None), "active")
    s.do(cmds.PlayEvent(PE, spirit))
    assert holds(Env(s.state, s.card(spirit), None), "active")
    archer = s.place(PE, "Ember Archer", (0, 2))
    assert holds(env_of(s, archer), "active")


def test_self_filter_key_is_only_the_card_with_the_ability():
    """Filter key `self` (Ember Mage, Guarded: 'the first attack against THIS unit'): `self: true`
    matches only the card that has the ability, `self: false` never it."""
    s = scene(ATTACK)
    mage = s.place(PE, "Ember Mage", (1, 3))
    other = s.place(PE, "Ember Mage", (2, 3))
    env = env_of(s, mage)
    assert fits(env, {"self": True}, s.card(mage)) and not fits(env, {"self": True}, s.card(other))
    assert not fits(env, {"self": False}, s.card(mage)) and fits(env, {"self": False}, s.card(other))
    assert not fits(env, {"self": True, "class": ["champion"]}, s.card(mage))


# --- after_attacked_as_declared and damage by: summoner ------------------------------------------------------------


def test_as_declared_strikes_back_even_when_the_target_was_destroyed():
    """Trigger `after_attacked_as_declared` (Divine Retribution, Aura of the Phoenix: 'after she,
    or a friendly unit within 3 spaces of her, is attacked by an enemy unit'): the condition is
    judged when the attack is declared, so an Ember Archer destroyed by the attack still counts."""
    s = scene(MAGIC)
    s.do(cmds.PlayEvent(PE, s.in_hand(PE, "Divine Retribution")))
    archer = s.place(PE, "Ember Archer", (3, 2))
    s.phase(OPP, ATTACK)
    brute = s.place(OPP, "Test Brute", (3, 3))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, archer))
    assert s.card(archer).zone == DISCARD
    assert s.card(brute).damage == 1


def test_as_declared_does_nothing_when_the_condition_failed_at_declaration():
    """Trigger `after_attacked_as_declared` (Fanessa, Riposte: 'After an adjacent enemy unit
    attacks Fanessa'): an enemy attacking her from 2 spaces takes nothing; one attacking another
    unit next to her takes nothing either; an adjacent one takes 1."""
    s = scene(ATTACK, player=OPP)
    fanessa = s.place(PE, "Fanessa", (1, 3))
    archer = s.place(OPP, "Test Archer", (1, 5))
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, archer, fanessa))
    assert s.card(archer).damage == 0
    friend = s.place(PE, "Royal Guardian", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, friend))
    assert s.card(warrior).damage == 0
    brute = s.place(OPP, "Test Brute", (0, 3))
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(OPP, brute, fanessa))
    assert s.card(brute).damage == 1


def test_damage_by_summoner_is_added_by_your_summoner():
    """Effect `damage` with `by: summoner` (Aura of the Phoenix: 'Your summoner has Aura of the
    Phoenix'): the damage comes from your summoner, not from the event card; with no summoner on
    the battlefield nothing is added."""
    s = scene(MAGIC)
    hope = s.in_hand(PE, "Divine Retribution")
    warrior = s.place(OPP, "Test Warrior", (3, 4))
    dmg = get("do", "damage").fn
    ctx = Ctx(s.state.clone())
    dmg.run(ctx, Env(ctx.state, ctx.state.cards[hope], None, {}, "Aura"), {"amount": 1, "by": "summoner"}, warrior)
    added = [e for e in ctx.events if isinstance(e, ev.DamageAdded)]
    assert [(e.card, e.amount, e.source) for e in added] == [(warrior, 1, s.summoner(PE))]
    ctx = Ctx(s.state.clone())
    dmg.run(ctx, Env(ctx.state, ctx.state.cards[hope], None, {}, "Aura"), {"amount": 1, "by": "self"}, warrior)
    assert [e.source for e in ctx.events if isinstance(e, ev.DamageAdded)] == [hope]
    s.remove((3, 0))
    ctx = Ctx(s.state.clone())
    dmg.run(ctx, Env(ctx.state, ctx.state.cards[hope], None, {}, "Aura"), {"amount": 1, "by": "summoner"}, warrior)
    assert not ctx.events


# --- place_adjacent, and a cost paid on the answer -------------------------------------------------------------------


def test_place_adjacent_puts_the_target_next_to_this_card_without_moving_it():
    """Effect `place_adjacent` (Queen Maldaria, Call Protection: 'place a friendly common from
    anywhere on the battlefield on an empty space adjacent to her (this is not a move or a
    force)'): the spaces offered are the empty ones next to her; the placement is no move."""
    s = scene(ATTACK)
    queen = s.summoner(PE)
    s.boost(queen, 1)
    guard = s.place(PE, "Royal Guardian", (0, 5))
    s.do(cmds.EndPhase(PE))
    s.answer(guard)
    assert s.prompt.optional and sorted(s.options()) == [(2, 0), (4, 0)]
    events = s.answer((4, 0))
    assert s.card(guard).pos == (4, 0)
    assert not any(e.counts for e in events if isinstance(e, ev.UnitMoved))


def test_place_adjacent_is_not_offered_without_an_empty_space_next_to_this_card():
    """Effect `place_adjacent`: with every space next to the Queen taken, no common is offered (the
    effect cannot do anything), so nothing is asked."""
    s = scene(ATTACK)
    queen = s.summoner(PE)
    s.boost(queen, 1)
    s.place(PE, "Royal Guardian", (0, 5))
    s.place(PE, "Ember Archer", (2, 0))
    s.place(PE, "Ember Archer", (4, 0))  # (3,1) holds her gate
    s.do(cmds.EndPhase(PE))
    assert s.prompt is None and s.card(queen).boost == 1


def test_cost_is_paid_only_when_the_space_is_chosen():
    """Runtime: a `cost:` whose first effect asks a declinable question first (Call Protection:
    'you may spend 1 boost … to place …') is paid when that question is answered: declining the
    space keeps the boost and leaves the common where it was; choosing one spends it."""
    s = scene(ATTACK)
    queen = s.summoner(PE)
    s.boost(queen, 1)
    guard = s.place(PE, "Royal Guardian", (0, 5))
    s.do(cmds.EndPhase(PE))
    s.answer(guard)
    assert s.card(queen).boost == 1  # not paid yet: the space is still to choose
    s.answer(None)
    assert s.card(queen).boost == 1 and s.card(guard).pos == (0, 5)
    s = scene(ATTACK)
    queen = s.summoner(PE)
    s.boost(queen, 1)
    guard = s.place(PE, "Royal Guardian", (0, 5))
    s.do(cmds.EndPhase(PE))
    s.answer(guard)
    s.answer((2, 0))
    assert s.card(queen).boost == 0 and s.card(guard).pos == (2, 0)
