"""The ability language's pieces added for the Savanna Elves' abilities (issue 17): each does its
thing where the card wording says so, and nothing where it does not.

Player 0 (ME) plays the shipped Savanna Elves; player 1 (OPP) the plain test faction, whose cards
a test may replace with one carrying a program (`test_cards`), to try a piece's other parameters.
"""

from __future__ import annotations

from game import paths
from game.content.cli import validate
from game.core import commands as cmds
from game.core.cards import AbilitySpec
from game.core.stats import pass_through, strength
from tests.factories import MELEE_ONLY, RANGED_ONLY, event, unit
from tests.scene import faction_scene, spec

ME = 0
OPP = 1


def language(title: str, **program) -> AbilitySpec:
    """An ability written in the language, as a card file gives it."""
    return spec("language", title, **program)


# --- UseAbility names a language ability by its title ------------------------------------------------


def test_use_ability_names_a_language_ability_by_its_title_in_snake_case():
    """A language ability has no name of its own ("language"): the command uses its title, so
    'Prepare' is used as `prepare`, as the named ability it replaced was (recorded games, saves)."""
    s = faction_scene("savanna-elves", "move")
    archer = s.place(ME, "Border Archer", (1, 2))
    assert cmds.UseAbility(ME, archer, "prepare") in s.legal()
    assert not any(isinstance(c, cmds.UseAbility) and c.ability == "language" for c in s.legal())
    assert language("Raise the Dead").command == "raise_the_dead"
    assert spec("prepare", "Prepare").command == "prepare"  # a named ability keeps its name
    assert s.card(archer).defn.ability("prepare").title == "Prepare"


# --- target: passed_through, and `when` with `modify` ------------------------------------------------


def test_passed_through_is_each_matching_card_the_move_went_through():
    """Trample (Rhinoceros): "…add 1 damage to each common unit it moved through": both commons
    passed are damaged, in the order passed; the one it stops next to is not."""
    s = faction_scene("savanna-elves", "move")
    rhino = s.place(ME, "Rhinoceros", (0, 0))
    s.boost(rhino, 2)  # Imbued Speed: 4 spaces
    a = s.place(OPP, "Test Warrior", (0, 1))
    b = s.place(OPP, "Test Guard", (0, 3))
    beside = s.place(OPP, "Test Brute", (1, 4))
    s.do(cmds.Move(ME, rhino, ((0, 1), (0, 2), (0, 3), (0, 4))))
    assert s.card(rhino).pos == (0, 4)
    assert s.card(a).damage == 1 and s.card(b).damage == 1 and s.card(beside).damage == 0


def test_passed_through_only_matches_its_filter_and_only_after_a_path():
    """`passed_through` with a filter: a unit that may move through any card but damages only the
    champions it passed leaves a common it passed alone; a move through nothing damages nothing."""
    stomper = unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee", abilities=(
        language("Stomp", modify={"pass_through": ["any"]}, when="after_move",
                 target={"passed_through": {"class": ["champion"]}}, do={"damage": 1}),))
    s = faction_scene("savanna-elves", "move", player=OPP, test_cards=(stomper,))
    brute = s.place(OPP, "Test Brute", (0, 5))
    champ = s.place(ME, "Makeinda Ru", (0, 4))
    common = s.place(ME, "Lioness", (1, 3))
    s.do(cmds.Move(OPP, brute, ((0, 4), (0, 3))))
    assert s.card(champ).damage == 1 and s.card(common).damage == 0
    s.phase(OPP, "move")
    s.do(cmds.Move(OPP, brute, ((1, 3), (2, 3))))  # through the Lioness: a common, not matched
    assert s.card(common).damage == 0 and s.card(champ).damage == 1


def test_modify_with_when_is_this_cards_own_static_change():
    """Trample: "This unit may move through common units": in an ability with `when`, `modify`
    changes this card's value, not its `target`'s (other units cannot move through commons)."""
    s = faction_scene("savanna-elves", "move")
    rhino = s.place(ME, "Rhinoceros", (0, 0))
    lioness = s.place(ME, "Lioness", (2, 0))
    assert "common" in pass_through(s.state, s.card(rhino))
    assert "common" not in pass_through(s.state, s.card(lioness))


def test_when_and_modify_validate_together_activate_and_modify_do_not(tmp_path):
    """The validator takes a triggered ability with a static part (`when` + `modify` + `do`, as
    Trample), and still rejects `activate` with `modify` (two abilities, say so)."""
    text = (paths.cards_dir() / "2e" / "savanna-elves.yaml").read_text(encoding="utf-8")
    f = tmp_path / "savanna-elves.yaml"
    f.write_text(text, encoding="utf-8")
    assert "modify: {pass_through: [common]}\n        when: after_move" in text
    assert not validate([str(f)]).problems
    trigger = "        when: after_move\n        target: {passed_through"
    f.write_text(text.replace(trigger, "        activate: {phase: move}\n        target: {passed_through", 1),
                 encoding="utf-8")
    problems = [str(p) for p in validate([str(f)]).problems]
    assert any("cannot be combined" in p for p in problems), problems


# --- target: choose_attackable, do: extra_attack_on ----------------------------------------------------


def test_choose_attackable_offers_what_this_unit_could_attack_and_pays_only_when_chosen():
    """Swift Shot (Border Archer): "…you may spend 1 boost from it to make one extra attack with
    it": the targets offered are those it could attack now (a card out of range is not);
    declining spends nothing; choosing spends the boost and makes the extra attack."""
    s = faction_scene("savanna-elves", "attack")
    archer = s.place(ME, "Border Archer", (0, 3))
    first = s.place(OPP, "Test Brute", (0, 5))
    second = s.place(OPP, "Test Warrior", (1, 3))
    far = s.place(OPP, "Test Guard", (5, 5))
    friend = s.place(ME, "Lioness", (0, 2))
    s.boost(archer, 1)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, archer, first))
    assert {first, second} <= set(s.prompt.options) and s.prompt.optional
    assert far not in s.prompt.options  # out of range
    assert friend in s.prompt.options  # the rules let a unit attack a friendly card
    s.answer(None)
    assert s.card(archer).boost == 1 and s.state.turn.attacks[archer] == 1
    s2 = faction_scene("savanna-elves", "attack")
    archer = s2.place(ME, "Border Archer", (0, 3))
    first = s2.place(OPP, "Test Brute", (0, 5))
    s2.boost(archer, 1)
    s2.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s2.do(cmds.Attack(ME, archer, first))
    s2.answer(first)
    assert s2.card(archer).boost == 0 and s2.state.turn.attacks[archer] == 2
    assert s2.card(first).damage == 4


def test_choose_attackable_filter_and_extra_attack_on_only_on_a_matching_card():
    """`choose_attackable` with a filter: a unit whose extra attack may only target champions is
    offered the adjacent champion, not the adjacent common; with no champion it asks nothing."""
    hunter = unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee", abilities=(
        language("Hunt", when="after_attack", optional=True,
                 target={"choose_attackable": {"class": ["champion"]}}, do="extra_attack_on"),))
    s = faction_scene("savanna-elves", "attack", player=OPP, test_cards=(hunter,))
    brute = s.place(OPP, "Test Brute", (1, 4))
    common = s.place(ME, "Lioness", (1, 3))
    s.boost(common, 5)
    champ = s.place(ME, "Miti Kyru", (0, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(OPP, brute, common))
    assert s.prompt.options == (champ,)
    s.answer(champ)
    assert s.card(champ).damage == 3
    s2 = faction_scene("savanna-elves", "attack", player=OPP, test_cards=(hunter,))
    brute = s2.place(OPP, "Test Brute", (1, 4))
    common = s2.place(ME, "Lioness", (1, 3))
    s2.boost(common, 5)
    s2.place(ME, "Border Archer", (0, 4))
    s2.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s2.do(cmds.Attack(OPP, brute, common))
    assert s2.prompt is None


# --- target: choose_with_adjacent ---------------------------------------------------------------------


def test_choose_with_adjacent_takes_the_chosen_card_and_its_matching_neighbours():
    """Chant of Growth: "Target a friendly unit. Boost it and each friendly unit adjacent to it.":
    the chosen unit and its friendly neighbours; not an adjacent enemy, not a friend farther away."""
    s = faction_scene("savanna-elves", "move")
    lioness = s.place(ME, "Lioness", (1, 2))
    n1 = s.place(ME, "Border Archer", (1, 3))
    n2 = s.place(ME, "Rhinoceros", (0, 2))
    diagonal = s.place(ME, "Spirit Mage", (2, 3))
    enemy = s.place(OPP, "Test Warrior", (2, 2))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Chant of Growth")))
    s.answer(lioness)
    assert [s.card(u).boost for u in (lioness, n1, n2)] == [1, 1, 1]
    assert s.card(diagonal).boost == 0 and s.card(enemy).boost == 0


def test_choose_with_adjacent_filters_the_neighbours_on_their_own():
    """`choose_with_adjacent`: the neighbours match `adjacent`, not the choice's filter: an event
    damaging a chosen enemy champion and the enemy commons next to it leaves an adjacent enemy
    summoner or champion alone; with a single candidate and no `always_ask`, it is chosen without
    a question."""
    quake = event("test", "std-a", "Test Rally", "standard", 0, "move", abilities=(
        language("Test Rally", when="played",
                 target={"choose_with_adjacent": {"side": "enemy", "class": ["champion"]},
                         "adjacent": {"side": "enemy", "class": ["common"]}},
                 do={"damage": 1}),))
    s = faction_scene("savanna-elves", "move", player=OPP, test_cards=(quake,))
    mumway = s.place(ME, "Miti Mumway", (4, 0))  # next to Abua Shi at (3,0)
    common = s.place(ME, "Rhinoceros", (4, 1))
    s.do(cmds.PlayEvent(OPP, s.in_hand(OPP, "Test Rally")))
    assert s.prompt is None
    assert s.card(mumway).damage == 1 and s.card(common).damage == 1 and s.card(s.summoner(ME)).damage == 0
    s2 = faction_scene("savanna-elves", "move", player=OPP, test_cards=(quake,))
    mumway = s2.place(ME, "Miti Mumway", (2, 2))
    common = s2.place(ME, "Rhinoceros", (2, 3))
    champ = s2.place(ME, "Miti Kyru", (1, 2))
    s2.do(cmds.PlayEvent(OPP, s2.in_hand(OPP, "Test Rally")))
    assert set(s2.prompt.options) == {mumway, champ}
    s2.answer(mumway)
    assert s2.card(mumway).damage == 1 and s2.card(common).damage == 1 and s2.card(champ).damage == 0


# --- target: choose counted from your summoner, do: grant_abilities ---------------------------------------------------


def _omen(until: str) -> object:
    """A test event: a friendly unit within 2 of your summoner has the event's other ability."""
    return event("test", "std-b", "Test Omen", "standard", 0, "attack", abilities=(
        language("Test Omen", when="played",
                 target={"choose": {"side": "friendly", "class": ["common", "champion"], "within": 2, "from": "summoner"},
                         "always_ask": True},
                 do={"grant_abilities": until}),
        language("Test Might", modify={"strength": 2}),
    ))


def test_choose_from_your_summoner_counts_distances_from_it():
    """Chant of Power: "Target a common or champion unit within 3 spaces of your summoner": the
    distance is counted from the summoner (`from: summoner`), which is no common nor champion; a unit beyond the
    range is not offered, nor an enemy (the filter's side)."""
    s = faction_scene("savanna-elves", "attack", player=OPP, test_cards=(_omen("end_of_turn"),))
    near = s.place(OPP, "Test Warrior", (2, 6))  # next to the test summoner at (2,7)
    far = s.place(OPP, "Test Guard", (5, 4))
    enemy = s.place(ME, "Lioness", (3, 7))
    s.do(cmds.PlayEvent(OPP, s.in_hand(OPP, "Test Omen")))
    assert s.prompt.options == (near,)  # always_ask: asked though there is one
    assert far not in s.prompt.options and enemy not in s.prompt.options
    assert s.summoner(OPP) not in s.prompt.options
    s2 = faction_scene("savanna-elves", "attack", player=OPP, test_cards=(_omen("end_of_turn"),))
    s2.place(OPP, "Test Guard", (5, 4))
    assert "needs a target" in s2.reject(cmds.PlayEvent(OPP, s2.in_hand(OPP, "Test Omen")))


def test_grant_abilities_gives_the_cards_other_abilities_until_the_given_end():
    """Chant of Power: "Until the end of the turn it has Imbued Strength": the target has the
    event's other ability (not the event's own effect) and loses it when it ends; with
    `end_of_phase`, at the end of the phase."""
    s = faction_scene("savanna-elves", "attack", player=OPP, test_cards=(_omen("end_of_phase"),))
    near = s.place(OPP, "Test Warrior", (2, 6))
    s.do(cmds.PlayEvent(OPP, s.in_hand(OPP, "Test Omen")))
    s.answer(near)
    assert strength(s.state, s.card(near)) == 4
    assert [e.kind for e in s.state.effects if e.target == near] == ["grant"]  # one: Test Might only
    s.end_phase()
    assert strength(s.state, s.card(near)) == 2


# --- either: one of several alternatives -------------------------------------------------------------


def _withdraw_scene(magic: int, boost: int):
    s = faction_scene("savanna-elves", "attack").magic(ME, magic)
    kyru = s.place(ME, "Miti Kyru", (1, 4))
    target = s.place(OPP, "Test Brute", (1, 5))
    s.boost(kyru, boost)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, kyru, target))
    return s, kyru


def test_either_offers_the_alternatives_that_can_be_paid_for_and_runs_the_chosen_one():
    """Withdraw (Miti Kyru): "…you may pay 1 boost from it or 1 magic to force it 1 or 2 spaces":
    each payment is an alternative, offered only if it can be paid; optional, so a single one is
    still asked and may be declined (nothing paid); the chosen one pays only its own cost."""
    s, kyru = _withdraw_scene(magic=2, boost=1)
    assert s.prompt.kind == "choice" and s.prompt.options == ("boost", "magic") and s.prompt.optional
    assert s.prompt.labels == ("Pay 1 boost", "Pay 1 magic")
    s.answer("boost")
    s.answer((1, 2))
    assert s.card(kyru).pos == (1, 2) and s.card(kyru).boost == 0 and s.state.players[ME].magic == 2
    s, kyru = _withdraw_scene(magic=1, boost=0)
    assert s.prompt.options == ("magic",)
    s.answer(None)
    assert s.card(kyru).pos == (1, 4) and s.state.players[ME].magic == 1


def test_either_offers_no_alternative_whose_effect_cannot_happen():
    """Withdraw: an alternative whose first effect can do nothing (Miti Kyru boxed in, no space
    to be forced to) is not offered, though it could be paid for: nothing is asked."""
    s = faction_scene("savanna-elves", "attack").magic(ME, 3)
    kyru = s.place(ME, "Miti Kyru", (0, 4))
    target = s.place(OPP, "Test Brute", (0, 5))
    s.place(ME, "Lioness", (0, 3))
    s.place(ME, "Rhinoceros", (1, 4))
    s.boost(kyru, 1)
    s.dice(RANGED_ONLY, RANGED_ONLY, RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, kyru, target))
    assert s.prompt is None and s.state.players[ME].magic == 3 and s.card(kyru).boost == 1


def test_either_not_optional_runs_a_lone_alternative_unasked_and_asks_between_two():
    """Commune with Spirits (Spirit Mage): "either boost it, or spend 1 boost from it to boost a
    friendly unit within 3 spaces": without boost only the first can be done, and it is, unasked;
    with boost and a friend in range the player chooses (no declining), then the friend."""
    s = faction_scene("savanna-elves", "move")
    mage = s.place(ME, "Spirit Mage", (0, 2))
    friend = s.place(ME, "Lioness", (2, 3))
    s.do(cmds.Move(ME, mage, ((0, 3),)))
    assert s.prompt is None and s.card(mage).boost == 1
    s.phase(ME, "move")
    s.do(cmds.Move(ME, mage, ((1, 3),)))
    assert s.prompt.options == ("self", "other") and not s.prompt.optional
    s.answer("other")
    assert s.prompt.options == (friend,) and not s.prompt.optional  # always_ask
    s.answer(friend)
    assert s.card(mage).boost == 0 and s.card(friend).boost == 1


def test_either_is_checked_by_the_validator(tmp_path):
    """`either` replaces the program's own cost/target/do: combining them is a problem, and so is
    an alternative without `choice`."""
    text = (paths.cards_dir() / "2e" / "savanna-elves.yaml").read_text(encoding="utf-8")
    good = "        either:\n          - {choice: boost, label: Pay 1 boost"
    assert good in text
    f = tmp_path / "savanna-elves.yaml"
    f.write_text(text.replace(good, "        do: {boost: 1}\n" + good, 1), encoding="utf-8")
    problems = [str(p) for p in validate([str(f)]).problems]
    assert any("`do` and `either` cannot be combined" in p for p in problems), problems
    f.write_text(text.replace("{choice: boost, label: Pay 1 boost", "{label: Pay 1 boost", 1), encoding="utf-8")
    problems = [str(p) for p in validate([str(f)]).problems]
    assert any("an alternative needs 'choice'" in p for p in problems), problems


def test_an_event_with_either_is_played_only_when_an_alternative_can_be_done():
    """`either` on an event: it cannot be played when no alternative can be done (the magic cannot
    be paid, there is no target); when one can, it is done unasked (not optional)."""
    rally = event("test", "std-a", "Test Rally", "standard", 0, "move", abilities=(
        language("Test Rally", when="played", either=[
            {"choice": "draw", "cost": {"magic": 5}, "do": {"draw": 1}},
            {"choice": "hit", "target": {"choose": {"side": "enemy", "class": ["champion"]}}, "do": {"damage": 1}},
        ]),))
    s = faction_scene("savanna-elves", "move", player=OPP, test_cards=(rally,)).magic(OPP, 0)
    assert "cannot be played" in s.reject(cmds.PlayEvent(OPP, s.in_hand(OPP, "Test Rally")))
    kyru = s.place(ME, "Miti Kyru", (2, 4))
    s.do(cmds.PlayEvent(OPP, s.in_hand(OPP, "Test Rally")))
    assert s.prompt is None and s.card(kyru).damage == 1
