"""The ability-language pieces added to write the Breakers' and Polar Dwarves' abilities (issue 17):
each piece doing its thing, and not doing it where it must not. The shipped cards are the
scenarios (Kalal's Greater Push, Gulldune's Telepathic Command, Mind Witch's Mimic, Deceiver's
Stupefy, Jarmund's Ice Shards, Ice Ram, Glacial Shift); the pieces are also called directly.

Positions are (column, row) from player 0's side; see tests/factions/test_breakers.py and
tests/factions/test_polar_dwarves.py for the decks' starting positions.
"""

from __future__ import annotations

from functools import partial

from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.language.effects import ExtraAttack, Force
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import get, split
from game.core.abilities.language.statics import AttackDamage
from game.core.abilities.language.whens import AfterMoveOrForce
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec
from game.core.state import ACTIVE, DISCARD
from tests.factories import FACES, MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY
from tests.scene import faction_scene

ME = 0
OPP = 1
breakers = partial(faction_scene, "breakers")
dwarves = partial(faction_scene, "polar-dwarves")


def _env(s, uid: int, info: dict | None = None) -> Env:
    c = s.card(uid)
    host = None if c.zone == ACTIVE else c
    return Env(s.state, c, host, dict(info or {}), "test")


def _targets(s, uid: int, target: dict, info: dict | None = None) -> list:
    name, p = split("target", target)
    return get("target", name).fn.candidates(_env(s, uid, info), p)


# --- when + activate, activate.command ------------------------------------------------------------


def test_when_and_activate_after_the_attack_takes_no_attacker_slot():
    """Kalal, Greater Push: "After this unit attacks, or instead of attacking…": one program with
    `when: after_attack` and `activate: {instead_of: attack}`. Set off by the attack, it is not
    'instead of attacking': no second attacker slot is used (only the used-instead one does)."""
    s = breakers().phase(ME, "attack")
    kalal = s.place(ME, "Kalal", (0, 2))
    brute = s.place(OPP, "Test Brute", (0, 4))
    s.dice(*(MELEE_ONLY,) * 4)
    events = s.do(cmds.Attack(ME, kalal, brute))
    assert s.prompt is not None and s.prompt.optional  # "you may"
    events += s.answer(brute)
    events += s.answer((0, 5))
    assert s.state.turn.attackers == [kalal]
    assert all(e.counts_as == "" for e in events if isinstance(e, ev.AbilityUsed))


def test_activate_command_names_the_use_ability_command():
    """`activate: {command: push}`: the UseAbility command keeps the replaced named ability's name
    ("Greater Push" is `push`); without it, the title in snake case."""
    greater = AbilitySpec("language", "Greater Push", params=freeze_params(
        {"activate": {"phase": "attack", "instead_of": "attack", "command": "push"}, "do": {"force": 1}}))
    plain = AbilitySpec("language", "Greater Push", params=freeze_params(
        {"activate": {"phase": "attack", "instead_of": "attack"}, "do": {"force": 1}}))
    assert greater.command == "push"
    assert plain.command == "greater_push"
    s = breakers().phase(ME, "attack")
    kalal = s.place(ME, "Kalal", (0, 2))
    s.place(OPP, "Test Brute", (0, 4))
    assert cmds.UseAbility(ME, kalal, "push") in s.legal()
    assert cmds.UseAbility(ME, kalal, "greater_push") not in s.legal()


# --- extra_attack: declinable -------------------------------------------------------------------------


def test_extra_attack_not_declinable_once_the_unit_is_chosen():
    """Gulldune, Telepathic Command: "you may choose a friendly common … That common makes one extra
    attack": the 'may' is choosing the common (`declinable: false`), so its target must be chosen;
    by default (`extra_attack` alone) the target choice is the 'may'."""
    s = breakers().phase(ME, "attack")
    gull = s.place(ME, "Gulldune", (1, 4))
    brute = s.place(OPP, "Test Brute", (1, 5))
    archer = s.place(ME, "Wind Archer", (0, 2))
    warrior = s.place(OPP, "Test Warrior", (0, 5))
    s.dice(*(MELEE_ONLY,) * 4, *(RANGED_ONLY,) * 4)
    s.do(cmds.Attack(ME, gull, brute))
    assert s.prompt.optional and archer in s.prompt.options
    s.answer(archer)
    assert warrior in s.prompt.options and not s.prompt.optional

    env = _env(s, gull)
    _, must = split("do", {"extra_attack": {}, "declinable": False})
    _, may = split("do", "extra_attack")
    assert not ExtraAttack.run(None, env, must, archer).optional
    assert ExtraAttack.run(None, env, may, archer).optional


# --- each_adjacent --------------------------------------------------------------------------------------


def _shards_scene():
    s = dwarves()
    ids = {
        "jarmund": s.place(ME, "Jarmund", (0, 3)),
        "mage": s.place(ME, "Frost Mage", (4, 2)),  # friendly, next to the gate (3,2)
        "warrior": s.place(OPP, "Test Warrior", (3, 3)),  # next to the gate
        "brute": s.place(OPP, "Test Brute", (5, 5)),  # next to no structure of ME's
        "enemy_gate": s.place(OPP, "Gate", (2, 2)),  # next to the gate, not a unit
    }
    s.boost(ids["jarmund"], 1)
    return s, ids


def test_each_adjacent_takes_the_cards_next_to_a_matching_card():
    """Jarmund, Ice Shards: "…each enemy unit that is adjacent to at least one structure you
    control": `each_adjacent` with `to:`. A friendly unit, an enemy structure, an enemy unit next to
    none are left out; next to an ENEMY structure does not count."""
    s, ids = _shards_scene()
    sel = {"each_adjacent": {"side": "enemy", "class": ["unit"]}, "to": {"side": "friendly", "class": ["structure"]}}
    assert _targets(s, ids["jarmund"], sel) == [ids["warrior"]]
    s.relocate(ids["warrior"], (2, 3))  # next to the enemy gate (2,2), not to a friendly structure
    assert _targets(s, ids["jarmund"], sel) == []


def test_a_you_may_with_nothing_to_do_is_not_asked():
    """Jarmund, Ice Shards: "you may spend 1 boost … to add 1 damage to each enemy unit …": with
    no enemy unit next to a friendly structure, nothing is asked and the boost is kept; with one,
    the player is asked."""
    s, ids = _shards_scene()
    s.relocate(ids["warrior"], (0, 5))
    s.phase(ME, "build")
    s.do(cmds.EndPhase(ME))
    assert s.prompt is None and s.card(ids["jarmund"]).boost == 1

    s, ids = _shards_scene()
    s.phase(ME, "build")
    s.do(cmds.EndPhase(ME))
    assert s.prompt is not None and s.prompt.kind == "confirm"


# --- copy_abilities ---------------------------------------------------------------------------------


def test_copy_abilities_offers_only_units_with_something_new():
    """Mind Witch, Mimic: "…this unit also has all of that common's abilities": a Wind Mage may be
    copied (then the witch has Push); another Mind Witch, whose only ability she has already, is
    not offered (glossary ABILITY: a copy is not doubled)."""
    s = breakers().phase(ME, "summon")
    witch = s.place(ME, "Mind Witch", (1, 1))
    other = s.place(ME, "Mind Witch", (0, 2))
    mage = s.place(ME, "Wind Mage", (1, 3))
    s.place(OPP, "Test Brute", (2, 1))
    s.end_phase()  # both witches' Mimic start: the current player orders them, then each asks
    while s.prompt is not None and s.prompt.source != witch:
        s.answer(None if s.prompt.optional else s.prompt.options[0])
    assert mage in s.prompt.options and other not in s.prompt.options
    s.answer(mage)
    while s.prompt is not None:
        s.answer(None)
    s.phase(ME, "attack")
    assert cmds.UseAbility(ME, witch, "push") in s.legal()


# --- choose_several ------------------------------------------------------------------------------------


def test_choose_several_allows_choosing_none():
    """Glacial Shift: "Choose UP TO 3 friendly structures within 3 spaces of your summoner": with
    none there it can still be played (nothing is asked); a structure far from the summoner or an
    enemy one is never offered."""
    s = dwarves()
    card = s.in_hand(ME, "Glacial Shift")
    far = s.place(ME, "Gate", (0, 5))
    s.place(OPP, "Gate", (4, 1))
    s.relocate(s.gate(ME), (5, 5))
    s.phase(ME, "build")
    s.do(cmds.PlayEvent(ME, card))
    assert s.prompt is None and s.card(card).zone == DISCARD
    assert s.card(far).pos == (0, 5)


def test_choose_several_counts_from_the_summoner_and_stops_at_up_to():
    """`choose_several` with `around: summoner` counts `within` from the summoner (not from the
    event, which is not on the battlefield); `up_to: 1` asks once."""
    s = dwarves()
    near = s.gate(ME)  # (3,2): 2 from Svara at (3,0)
    far = s.place(ME, "Gate", (0, 5))
    card = s.in_hand(ME, "Glacial Shift")
    sel = {"choose_several": {"side": "friendly", "class": ["structure"], "within": 3}, "around": "summoner"}
    assert _targets(s, card, sel) == [near]
    # without `within` every friendly structure matches
    assert far in _targets(s, card, {**sel, "choose_several": {"side": "friendly", "class": ["structure"]}})


# --- after_move_or_force with by_you, choose_near, force may -----------------------------------------------------


def test_after_move_or_force_hears_moves_and_forces_and_by_you_sorts_them():
    """Ice Ram: "After YOU move or force a friendly structure": `after_move_or_force: {}` hears
    every real move and every force (a relocation that is not a move is not heard); `by_you` keeps
    a force by a card of yours (or by none, in your turn) and a move of your unit, not a force by
    the opponent's card nor a move of an enemy unit."""
    from game.core.abilities.language.conditions import holds

    s = dwarves().phase(ME, "move")
    ram = s.in_hand(ME, "Ice Ram")
    golem = s.place(ME, "Ice Golem", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (4, 4))
    mine, enemy = s.summoner(ME), s.summoner(OPP)
    _, p = split("when", {"after_move_or_force": {}})

    def env(**info):
        return Env(s.state, s.card(ram), None, info, "Ice Ram")

    assert set(AfterMoveOrForce.engine(p)) == {"moved", "forced"}
    assert AfterMoveOrForce.concerns(env(card=golem, counts=True), p)
    assert AfterMoveOrForce.concerns(env(card=warrior, by=enemy), p)
    assert not AfterMoveOrForce.concerns(env(card=golem, counts=False), p)
    _, own = split("when", "after_move_or_force")
    assert not AfterMoveOrForce.concerns(env(card=golem, counts=True), own)  # not the event itself

    assert holds(env(card=golem, by=mine), "by_you")
    assert holds(env(card=golem, by=None), "by_you")  # no card: the player whose turn it is
    assert not holds(env(card=golem, by=enemy), "by_you")
    assert holds(env(card=golem, counts=True), "by_you")
    assert not holds(env(card=warrior, counts=True), "by_you")


def test_choose_near_counts_from_the_trigger_card_and_force_may_be_declined():
    """Ice Ram: "…a common or champion unit adjacent to THAT STRUCTURE… then you MAY force it":
    `choose_near` around the trigger's card offers the units next to it (not the structure itself,
    not the units next to the event's player's summoner); `force` with `may` can be declined, a plain
    force cannot."""
    s = dwarves()
    golem = s.place(ME, "Ice Golem", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.place(OPP, "Test Brute", (3, 1))  # next to Svara and the gate, not to the golem
    ram = s.in_hand(ME, "Ice Ram")
    sel = {"choose_near": {"class": ["common", "champion"], "within": 1}, "around": "trigger_card"}
    assert _targets(s, ram, sel, {"card": golem}) == [warrior]
    assert _targets(s, ram, sel, {"card": None}) == []

    env = Env(s.state, s.card(ram), None, {}, "Ice Ram")
    _, may = split("do", {"force": 1, "may": True})
    _, must = split("do", {"force": 1})
    assert Force.run(None, env, may, warrior).optional
    assert not Force.run(None, env, must, warrior).optional


# --- attack_damage ---------------------------------------------------------------------------------------


def test_attack_damage_changes_the_damage_never_below_zero():
    """Deceiver, Stupefy: "that attack adds 1 less damage": `attack_damage: -1` takes 1 off, never
    below 0; a bonus adds even to a miss."""

    class Attack:
        def __init__(self, damage: int) -> None:
            self.damage, self.notes = damage, []

    def after(amount: int, damage: int) -> int:
        a = Attack(damage)
        AttackDamage.change(Env(None, None, None, {}, "Stupefy"), {"amount": amount, "per": "none"}, a)
        return a.damage

    assert after(-1, 2) == 1
    assert after(-1, 0) == 0
    assert after(1, 0) == 1


def test_attack_damage_reads_the_attack_being_resolved():
    """Deceiver, Stupefy: two Deceivers next to the attacker each take 1 off an attack that rolled
    a special (`target: each … within: 1`, `while: rolled`); an attack with no special is not
    changed."""
    s = breakers().phase(OPP, "attack")
    s.place(ME, "Deceiver", (0, 4))
    s.place(ME, "Deceiver", (2, 4))
    target = s.place(ME, "Wind Mage", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_SPECIAL, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, target))
    assert s.card(target).damage == 0  # 2 hits, 1 taken off by each

    s = breakers().phase(OPP, "attack")
    s.place(ME, "Deceiver", (0, 4))
    target = s.place(ME, "Wind Mage", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, warrior, target))
    assert s.card(target).damage == 2


def test_rolled_reads_the_attacks_symbols_when_given():
    """`rolled` counts the symbols of the attack being resolved (as hooks changed them) when the
    attack gives them, else the faces rolled."""
    s = breakers()
    tac = s.summoner(ME)
    special = next(i for i, f in enumerate(FACES) if "special" in f)
    plain = next(i for i, f in enumerate(FACES) if "special" not in f)
    from game.core.abilities.language.conditions import holds

    env = _env(s, tac, {"faces": (special,)})
    assert holds(env, {"rolled": "special"})
    env = _env(s, tac, {"faces": (special,), "symbols": (frozenset({"melee"}),)})
    assert not holds(env, {"rolled": "special"})
    env = _env(s, tac, {"faces": (plain,), "symbols": (frozenset({"special"}),)})
    assert holds(env, {"rolled": "special"})
