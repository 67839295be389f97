"""Issue 17: the ability language's resolution (game.core.abilities.language.runtime): limits,
costs, "you may", choices, the triggers that widen to other cards, static changes and cost
changes. Each program is written as a card file writes it and goes through the validator.

The test faction's Test Warrior (player 1's, "Toby") is given the ability under test; positions
are (column, row), Toby's back row is row 7."""

from __future__ import annotations

import pytest

from game.content.fields import Section
from game.content.language import check_program
from game.content.problems import Report
from game.content.yamlsource import parse_yaml
from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.language.runtime import LANGUAGE
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec
from game.core.placement import card_cost
from tests.factories import MELEE_ONLY, RANGED_ONLY, unit
from tests.scene import Scene, faction_setup

ELLA, TOBY = 0, 1


def program(text: str, title: str = "Test Ability") -> AbilitySpec:
    """An ability written in the language, checked by the card-file validator."""
    report = Report("test.yaml")
    data = parse_yaml(text, report)
    prog = check_program(report, Section(report, data, "ability"))
    assert prog is not None and not report.problems, [str(p) for p in report.problems]
    return AbilitySpec(name=LANGUAGE, title=title, params=freeze_params(prog))


def warrior_with(text: str) -> tuple[Scene, int]:
    """A scene at Toby's Move phase, his Test Warrior at (2, 4) with the ability."""
    card = unit("test", "warrior", "Test Warrior", "common", 1, 2, 3, "melee", abilities=(program(text),))
    s = Scene(faction_setup("polar-dwarves", test_cards=(card,)), clean=True)
    s.phase(TOBY, "move")
    w = s.place(TOBY, "Test Warrior", (2, 4))
    return s, w


def test_a_limit_of_once_per_phase_stops_the_second_trigger_in_the_phase():
    """`limit: once_per_phase`: 'after a friendly unit moves, boost this unit', at most once each
    phase; without the limit, each move boosts it."""
    text = "when: {after_move: {side: friendly, class: [unit]}}\nlimit: once_per_phase\ndo: {boost: 1}"
    s, w = warrior_with(text)
    a = s.place(TOBY, "Test Archer", (4, 4))
    b = s.place(TOBY, "Test Guard", (5, 4))
    s.do(cmds.Move(TOBY, a, ((4, 3),)))
    s.do(cmds.Move(TOBY, b, ((5, 3),)))
    assert s.card(w).boost == 1
    s2, w2 = warrior_with("when: {after_move: {side: friendly, class: [unit]}}\ndo: {boost: 1}")
    a2 = s2.place(TOBY, "Test Archer", (4, 4))
    b2 = s2.place(TOBY, "Test Guard", (5, 4))
    s2.do(cmds.Move(TOBY, a2, ((4, 3),)))
    s2.do(cmds.Move(TOBY, b2, ((5, 3),)))
    assert s2.card(w2).boost == 2


def test_a_magic_cost_is_paid_and_an_unaffordable_one_stops_the_ability():
    """`cost: {magic: 1}`: the ability happens only if the cost can be paid, and pays it."""
    s, w = warrior_with("when: after_move\ncost: {magic: 1}\ndo: {boost: 2}")
    s.magic(TOBY, 1)
    s.do(cmds.Move(TOBY, w, ((2, 3),)))
    assert s.card(w).boost == 2
    assert s.state.players[TOBY].magic == 0
    s2, w2 = warrior_with("when: after_move\ncost: {magic: 1}\ndo: {boost: 2}")
    s2.magic(TOBY, 0)
    s2.do(cmds.Move(TOBY, w2, ((2, 3),)))
    assert s2.card(w2).boost == 0


def test_optional_asks_first_and_a_declined_ability_does_nothing():
    """`optional: true` ('you may'): the player is asked; declining does nothing, accepting does."""
    s, w = warrior_with("when: after_move\noptional: true\ndo: {boost: 1}")
    s.do(cmds.Move(TOBY, w, ((2, 3),)))
    assert s.prompt is not None and s.prompt.kind == "confirm"
    s.do(cmds.Answer(TOBY, None))
    assert s.card(w).boost == 0
    s2, w2 = warrior_with("when: after_move\noptional: true\ndo: {boost: 1}")
    s2.do(cmds.Move(TOBY, w2, ((2, 3),)))
    s2.do(cmds.Answer(TOBY, 0))
    assert s2.card(w2).boost == 1


def test_a_choice_with_one_possible_target_is_made_for_you_and_two_are_asked():
    """`target: {choose: …}`: a choice that cannot be declined and has one option is not asked;
    with two options the player picks."""
    text = "when: after_move\ntarget: {choose: {side: enemy, class: [unit], within: 2}}\ndo: {damage: 1}"
    s, w = warrior_with(text)
    foe = s.place(ELLA, "Ice Golem", (2, 1))
    s.do(cmds.Move(TOBY, w, ((2, 3),)))
    assert s.prompt is None
    assert s.card(foe).damage == 1
    s2, w2 = warrior_with(text)
    f1 = s2.place(ELLA, "Ice Golem", (2, 1))
    f2 = s2.place(ELLA, "Ice Golem", (3, 2))
    s2.do(cmds.Move(TOBY, w2, ((2, 3),)))
    assert s2.prompt is not None and set(s2.prompt.options) == {f1, f2}
    s2.answer(f2)
    assert (s2.card(f1).damage, s2.card(f2).damage) == (0, 1)


def test_when_attacked_fires_for_this_unit_only():
    """`when: attacked`: 'when this unit becomes the target of an attack'; an attack on another
    unit does not set it off."""
    s, w = warrior_with("when: attacked\ndo: {boost: 1}")
    s.phase(ELLA, "attack")
    golem = s.place(ELLA, "Ice Golem", (2, 3))
    s.dice(MELEE_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ELLA, golem, w))
    assert s.card(w).boost == 1
    s2, w2 = warrior_with("when: attacked\ndo: {boost: 1}")
    s2.phase(ELLA, "attack")
    other = s2.place(TOBY, "Test Guard", (4, 4))
    golem2 = s2.place(ELLA, "Ice Golem", (4, 3))
    s2.dice(MELEE_ONLY, RANGED_ONLY)
    s2.do(cmds.Attack(ELLA, golem2, other))
    assert s2.card(w2).boost == 0


def test_a_unit_destroyed_nearby_sets_off_destroyed_and_one_far_away_does_not():
    """`when: {destroyed: {side: friendly, within: 2}}`: counted from where this card is."""
    s, w = warrior_with("when: {destroyed: {side: friendly, class: [unit], within: 2}}\ndo: {boost: 1}")
    near = s.place(TOBY, "Test Guard", (3, 4))
    far = s.place(TOBY, "Test Guard", (5, 7))
    s.apply(ev.CardDestroyed(far, None))
    assert s.card(w).boost == 0
    from game.core.context import Ctx
    from game.core.damage import destroy
    from game.core.steps import run_steps

    ctx = Ctx(s.state)
    destroy(ctx, near, None)
    run_steps(ctx)
    assert s.card(w).boost == 1


@pytest.mark.parametrize(("side", "cheaper"), [("friendly", True), ("enemy", False)])
def test_a_cost_change_applies_to_the_matching_cards_in_hand(side, cheaper):
    """`target: {each: {side: friendly, name: Archer}}` + `modify: {cost: -1}`: 'your Archers cost
    1 less' while this unit is on the battlefield; an enemy's ability does not lower yours."""
    card = unit("test", "warrior", "Test Warrior", "common", 1, 2, 3, "melee",
                abilities=(program(f"target: {{each: {{side: {side}, name: Archer}}}}\nmodify: {{cost: -1}}"),))
    s = Scene(faction_setup("polar-dwarves", test_cards=(card,)), clean=True)
    s.place(TOBY, "Test Warrior", (2, 4))
    archer = s.in_hand(TOBY, "Test Archer")
    assert card_cost(s.state, s.card(archer)) == (1 if cheaper else 2)


def test_a_choice_may_be_made_by_the_opponent():
    """`target: {choose: …, chooser: opponent}` ('your opponent chooses one of your units'): the
    question goes to the opponent; without `chooser` it is yours."""
    text = ("when: after_move\ntarget: {choose: {side: friendly, class: [unit], within: 2}, chooser: opponent}\n"
            "do: {boost: 1}")
    s, w = warrior_with(text)
    s.place(TOBY, "Test Guard", (1, 3))
    s.place(TOBY, "Test Archer", (3, 3))
    s.do(cmds.Move(TOBY, w, ((2, 3),)))
    assert s.prompt is not None and s.prompt.player == ELLA
    s2, w2 = warrior_with(text.replace(", chooser: opponent", ""))
    s2.place(TOBY, "Test Guard", (1, 3))
    s2.place(TOBY, "Test Archer", (3, 3))
    s2.do(cmds.Move(TOBY, w2, ((2, 3),)))
    assert s2.prompt is not None and s2.prompt.player == TOBY


def test_a_force_toward_this_card_is_a_pull():
    """`force` with `toward: self` ('pull it 1 space toward this unit'): only the spaces nearer to
    this card are offered; without it, every space the card can be forced to."""
    text = "when: after_move\ntarget: {choose: {side: enemy, class: [unit], within: 3}}\ndo: {force: 1, toward: self}"
    s, w = warrior_with(text)
    foe = s.place(ELLA, "Ice Golem", (2, 0))
    s.do(cmds.Move(TOBY, w, ((2, 3),)))
    assert s.prompt is not None and s.prompt.kind == "space" and list(s.prompt.options) == [(2, 1)]
    s.answer((2, 1))
    assert s.card(foe).pos == (2, 1)
    s2, w2 = warrior_with(text.replace(", toward: self", ""))
    s2.place(ELLA, "Ice Golem", (2, 0))
    s2.do(cmds.Move(TOBY, w2, ((2, 3),)))
    assert sorted(s2.prompt.options) == [(1, 0), (2, 1)]  # (1,0) is no nearer: not a pull


def test_before_move_resolves_where_the_unit_stands_before_it_moves():
    """`when: before_move` ('before this unit moves, add 1 damage to each adjacent enemy unit'):
    it resolves first, so the enemy next to its starting space is hit, and the unit then moves.
    The same ability `after_move` hits nothing: by then the enemy is no longer adjacent."""
    text = "when: before_move\ntarget: {each: {side: enemy, class: [unit], within: 1}}\ndo: {damage: 1}"
    s, w = warrior_with(text)
    foe = s.place(ELLA, "Ice Golem", (3, 4))
    s.do(cmds.Move(TOBY, w, ((1, 4), (0, 4))))
    assert s.card(foe).damage == 1 and s.card(w).pos == (0, 4)
    s2, w2 = warrior_with(text.replace("before_move", "after_move"))
    foe2 = s2.place(ELLA, "Ice Golem", (3, 4))
    s2.do(cmds.Move(TOBY, w2, ((1, 4), (0, 4))))
    assert s2.card(foe2).damage == 0 and s2.card(w2).pos == (0, 4)
