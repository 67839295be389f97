"""The ability language's pieces added for the Tundra Orcs' abilities (issue 17): each does its
thing, and does not where it should not. Programs are put on test-faction cards (Toby, player 1)
through `faction_scene`'s `test_cards`; Ella (player 0) plays the Tundra Orcs.

Die faces (tests/factories.FACES): 0,1 melee; 2 melee+ranged; 3 ranged; 4 melee+special;
5 ranged+special.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core.ruleset import ATTACK
from tests.factories import MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY, event, unit
from tests.scene import faction_scene, spec

TO, OPP = 0, 1
M, MS, R = MELEE_ONLY, MELEE_SPECIAL, RANGED_ONLY


def lang(title: str, **program):
    """An ability written in the language, as a card file gives it."""
    return spec("language", title, **program)


def brute(*abilities):
    """Toby's Test Brute (common, 3 strength, 5 life, melee) with these abilities."""
    return unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee", abilities=abilities)


def scene(*cards, player=OPP):
    return faction_scene("tundra-orcs", ATTACK, player=player, test_cards=cards)


# --- attack changes: attack_counts, attack_damage, attack_no_damage -------------------------------------
# Ella's Ragnor (champion, 3 strength, 8 life, melee) is the other side: his Blood Bond only
# boosts Grognack.


def _duel(*abilities, player=OPP):
    s = scene(brute(*abilities), player=player)
    b = s.place(OPP, "Test Brute", (1, 4))
    ragnor = s.place(TO, "Ragnor", (1, 3))
    return s, b, ragnor


def test_attack_counts_replaces_the_hit_count_of_the_units_own_attacks():
    """`attack_counts` (Wild Strike: 'attacks add 1 damage for each special symbol rolled, instead
    of for each melee symbol'): 2 specials add 2, the plain melee die nothing; the attacks against
    the unit are not changed."""
    s, b, ragnor = _duel(lang("Count", modify={"attack_counts": "special"}))
    s.dice(MS, MS, M)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 2
    s.phase(TO, ATTACK)
    s.dice(M, M, M)
    s.do(cmds.Attack(TO, ragnor, b))
    assert s.card(b).damage == 3


def test_attack_counts_against_changes_only_the_attacks_on_the_unit():
    """`attack_counts` with `against: true` (Blinding Flare: attacks against it 'add 1 damage for
    each special symbol rolled, instead of for each melee or ranged symbol'); its own attacks still
    count melee symbols."""
    s, b, ragnor = _duel(lang("Flare", modify={"attack_counts": "special", "against": True}), player=TO)
    s.dice(M, M, MS)
    s.do(cmds.Attack(TO, ragnor, b))
    assert s.card(b).damage == 1
    s.phase(OPP, ATTACK)
    s.dice(M, M, M)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 3


def test_attack_damage_flat_for_the_units_own_attacks():
    """`attack_damage` without `per`: the unit's attacks add `amount` more; attacks on it do not."""
    s, b, ragnor = _duel(lang("Plus", modify={"attack_damage": 1}))
    s.dice(M, R, R)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 1 + 1
    s.phase(TO, ATTACK)
    s.dice(M, R, R)
    s.do(cmds.Attack(TO, ragnor, b))
    assert s.card(b).damage == 1


def test_attack_damage_per_special_against_the_unit():
    """`attack_damage` with `per: special, against: true` (Sluggish: 'When this unit is attacked,
    each special symbol rolled adds 1 extra damage to it'), here 2 per special; the unit's own
    attacks are not changed."""
    s, b, ragnor = _duel(lang("Per", modify={"attack_damage": 2, "per": "special", "against": True}), player=TO)
    s.dice(MS, M, R)
    s.do(cmds.Attack(TO, ragnor, b))
    assert s.card(b).damage == 2 + 2
    s.phase(OPP, ATTACK)
    s.dice(MS, MS, R)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 2


def test_attack_no_damage_under_a_while():
    """`attack_no_damage` with `while: {not: {rolled: special}}` (Unwieldy Magic: 'If this unit's
    attack rolls no special symbol, the attack adds no damage'): no special, no damage; with a
    special, the usual damage."""
    prog = lang("Unwieldy", **{"while": {"not": {"rolled": "special"}}, "modify": "attack_no_damage"})
    s, b, ragnor = _duel(prog)
    s.dice(M, M, M)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 0
    s, b, ragnor = _duel(prog)
    s.dice(M, MS, R)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(ragnor).damage == 2


# --- around_summoner ------------------------------------------------------------------------------------


def test_around_summoner_covers_the_summoner_and_units_next_to_it_only():
    """`around_summoner` (Blinding Flare: 'your summoner or a friendly unit adjacent to your
    summoner'), on an ACTIVE event: attacks on Toby's summoner and on a friendly unit next to it
    count specials; on a friendly unit 2 spaces away they count melee symbols as usual."""
    ward = event("test", "std-c", "Test Ward", "standard", 0, "magic", active=True,
                 abilities=(lang("Ward", target={"around_summoner": {"side": "friendly", "class": ["unit"],
                                                                     "within": 1}},
                                 modify={"attack_counts": "special", "against": True}),))
    s = scene(ward, player=OPP)
    s.phase(OPP, "magic")
    s.do(cmds.PlayEvent(OPP, s.in_hand(OPP, "Test Ward")))
    toby = s.summoner(OPP)  # at (2,7)
    near = s.place(OPP, "Test Brute", (1, 7))
    far = s.place(OPP, "Champion Club", (4, 7))
    s.phase(TO, ATTACK)
    for target, at in ((toby, (2, 6)), (near, (1, 6)), (far, (4, 6))):
        attacker = s.place(TO, "Ragnor" if target == toby else "Smasher", at)
        s.dice(*(M,) * (3 if target == toby else 4))
        s.do(cmds.Attack(TO, attacker, target))
    assert s.card(toby).damage == 0 and s.card(near).damage == 0
    assert s.card(far).damage == 4


# --- per_rolled, attack_resolved -------------------------------------------------------------------------

_PER_SPECIAL = dict(when="after_attack", target="summoner", do={"boost": 2, "per_rolled": "special"})


def test_per_rolled_does_the_effect_once_per_symbol_rolled():
    """`per_rolled` (Blood Bond: 'boost your summoner once for each special symbol rolled'): two
    specials boost Toby's summoner 2 x 2; an attack with no special boosts nothing."""
    s, b, ragnor = _duel(lang("Bond", **_PER_SPECIAL))
    toby = s.summoner(OPP)
    s.dice(MS, MS, M)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.card(toby).boost == 4
    s2, b2, ragnor2 = _duel(lang("Bond", **_PER_SPECIAL))
    s2.dice(M, M, R)
    s2.do(cmds.Attack(OPP, b2, ragnor2))
    assert s2.card(s2.summoner(OPP)).boost == 0


def test_per_rolled_on_an_effect_done_once_draws_per_symbol():
    """`per_rolled` on `draw` (Intercession: 'draw 1 card for each special symbol rolled')."""
    s, b, ragnor = _duel(lang("Draw", when="after_attack", do={"draw": 1, "per_rolled": "special"}))
    hand = len(s.state.players[OPP].hand)
    s.dice(MS, R, MS)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert len(s.state.players[OPP].hand) == hand + 2


def test_attack_resolved_is_false_when_the_target_left_before_the_roll():
    """`attack_resolved`: an attack whose target left the battlefield before its dice were rolled
    rolled nothing, although 'after attacking' still carries the previous attack's faces; an attack
    that rolled is resolved."""
    from game.core.abilities.language.conditions import holds
    from game.core.abilities.language.env import Env

    s, b, ragnor = _duel()
    s.dice(MS, MS, M)
    s.do(cmds.Attack(OPP, b, ragnor))
    me = s.card(b)
    env = Env(s.state, me, me, {"attacker": b, "target": ragnor, "faces": s.state.turn.last_roll})
    assert holds(env, "attack_resolved")
    other = s.place(TO, "Smasher", (0, 4))
    env = Env(s.state, me, me, {"attacker": b, "target": other, "faces": s.state.turn.last_roll})
    assert not holds(env, "attack_resolved")


# --- after_roll, reroll, the question of a 'you may' ------------------------------------------------------

_INFLUENCE = dict(when={"after_roll": {"side": "friendly", "class": ["unit"], "within": 2}},
                  optional=True, cost={"boost": 1}, do="reroll")


def _reroll_scene(at=(1, 6)):
    """Toby's summoner (2,7) has the program and 1 boost; his Test Warrior attacks Ragnor."""
    summoner = unit("test", "summoner", "Test Summoner", "summoner", 0, 2, 10, "ranged",
                    abilities=(lang("Reroll", **_INFLUENCE),))
    s = scene(summoner)
    toby = s.summoner(OPP)
    s.boost(toby, 1)
    w = s.place(OPP, "Test Warrior", at)
    ragnor = s.place(TO, "Ragnor", (at[0], at[1] - 1))
    return s, toby, w, ragnor


def test_after_roll_and_reroll_roll_the_dice_again_and_the_new_ones_count():
    """`after_roll` + `reroll` (Influence: 'when a friendly unit within 3 spaces … rolls dice for an
    attack …, you may spend 1 boost … to re-roll all of those dice'): the question says what is
    paid and what is re-rolled; the new dice are the attack's."""
    s, toby, w, ragnor = _reroll_scene()
    s.dice(R, R, M, M)
    events = s.do(cmds.Attack(OPP, w, ragnor))
    text = s.state.pending.text
    assert text.startswith("Reroll: spend 1 boost from Test Summoner to re-roll the 2 dice Test Warrior")
    assert "attack" in text
    events += s.answer("yes")
    assert [e.faces for e in events if type(e).__name__ == "DiceRolled"] == [(R, R), (M, M)]
    assert s.card(toby).boost == 0 and s.card(ragnor).damage == 2
    assert s.state.pending is None  # no boost left: no second offer


def test_after_roll_not_for_a_unit_out_of_the_filter_nor_when_declined():
    """`after_roll`'s subject: a Test Warrior 4 spaces from the summoner (the filter says within 2)
    is not offered a re-roll; declining an offer keeps the dice and the boost."""
    s, toby, w, ragnor = _reroll_scene(at=(0, 5))
    s.dice(R, R)
    s.do(cmds.Attack(OPP, w, ragnor))
    assert s.state.pending is None and s.card(ragnor).damage == 0
    s, toby, w, ragnor = _reroll_scene()
    s.dice(M, R)
    s.do(cmds.Attack(OPP, w, ragnor))
    s.answer(None)
    assert s.card(toby).boost == 1 and s.card(ragnor).damage == 1


# --- force_space, force_there ---------------------------------------------------------------------------

_RUSH = dict(when="after_summoned", optional=True, target={"force_space": 1, "text": "Rush: force?"},
             cost={"damage": 1}, do="force_there")


def _rush_scene(life=3):
    """Toby's Test Warrior (life `life`) has the program; it is summoned next to his gate (2,5)."""
    warrior = unit("test", "warrior", "Test Warrior", "common", 0, 2, life, "melee", abilities=(lang("Rush", **_RUSH),))
    s = scene(warrior, player=OPP)
    s.phase(OPP, "summon")
    w = s.in_hand(OPP, "Test Warrior")
    s.do(cmds.Summon(OPP, w, (1, 5)))
    return s, w


def test_force_space_asks_where_first_then_the_cost_is_paid_and_the_card_forced():
    """`force_space` + `force_there` (Blood Rush: 'you may add 1 damage to it to force it 1
    space'): the spaces 1 away are offered (declinable), then it takes the damage and is forced."""
    s, w = _rush_scene()
    p = s.state.pending
    assert p.text == "Rush: force?" and p.optional
    assert sorted(s.options()) == [(0, 5), (1, 4), (1, 6)]
    s.answer((1, 4))
    assert s.card(w).pos == (1, 4) and s.card(w).damage == 1


def test_force_space_declined_costs_nothing_and_a_destroyed_card_is_not_forced():
    """Declined: no damage, no force. A card the price destroys is not forced."""
    s, w = _rush_scene()
    s.answer(None)
    assert s.card(w).pos == (1, 5) and s.card(w).damage == 0
    s, w = _rush_scene(life=1)
    s.answer((1, 4))
    assert s.card(w).zone != "board" and (1, 4) not in s.state.board


# --- roll, attack_adjacent, force with may ---------------------------------------------------------------

_FRENZY = dict(when="after_attack", **{"if": {"all": ["attack_adjacent", {"attack_target": {"side": "enemy"}}]}},
               do=[{"roll": 1, "need": "special", "name": "test-roll"}, {"force": 1, "may": True}])


def _frenzy_scene(attacker="brute"):
    """Toby's Test Brute (melee) or Test Archer (ranged) has the program, next to Ragnor."""
    if attacker == "brute":
        card, name = brute(lang("Frenzy", **_FRENZY)), "Test Brute"
    else:
        card = unit("test", "archer", "Test Archer", "common", 2, 2, 2, "ranged", abilities=(lang("Frenzy", **_FRENZY),))
        name = "Test Archer"
    s = scene(card)
    b = s.place(OPP, name, (1, 4))
    ragnor = s.place(TO, "Ragnor", (1, 3))
    return s, b, ragnor


def test_roll_goes_on_only_on_the_needed_symbol_and_the_force_may_be_declined():
    """`roll` (Frenzy: 'roll one die. On a special symbol you may force this unit 1 space'): the
    die is its own roll (named in the log); a special lets the next effect happen, here a `force`
    with `may` that can be declined; no special, nothing more."""
    s, b, ragnor = _frenzy_scene()
    s.dice(M, M, M, MS)
    events = s.do(cmds.Attack(OPP, b, ragnor))
    assert [(e.purpose, e.faces) for e in events if type(e).__name__ == "DiceRolled"][-1] == ("test-roll", (MS,))
    assert "Frenzy" in s.state.pending.text and s.state.pending.optional
    s.answer(None)
    assert s.state.pending is None and s.card(b).pos == (1, 4)
    s, b, ragnor = _frenzy_scene()
    s.dice(M, M, M, M)
    s.do(cmds.Attack(OPP, b, ragnor))
    assert s.state.pending is None


def test_roll_waits_for_a_reroll_and_reads_the_new_die():
    """`roll`: the die may be re-rolled (`after_roll` abilities answer first), and the standing
    face decides: Grognack's Influence turns a blank into a special."""
    s = scene(player=TO)
    g = s.summoner(TO)
    s.boost(g, 1)
    fighter = s.place(TO, "Tundra Fighter", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    s.dice(M, M, M, MS)
    s.do(cmds.Attack(TO, fighter, warrior))
    s.answer(None)  # keep the attack's dice
    assert "frenzy" in s.state.pending.text.lower()
    s.answer("yes")
    assert "Frenzy" in s.state.pending.text  # the re-rolled special lets Frenzy go on


def test_attack_adjacent_melee_always_ranged_only_next_door():
    """`attack_adjacent` ('an attack this unit makes on an adjacent enemy card'): a ranged attack
    from 2 spaces away is not one; from next door it is."""
    from game.core.abilities.language.conditions import holds
    from game.core.abilities.language.env import Env

    s, archer, ragnor = _frenzy_scene("archer")
    me = s.card(archer)
    env = Env(s.state, me, me, {"attacker": archer, "target": ragnor})
    assert holds(env, "attack_adjacent")
    s.relocate(archer, (1, 5))
    me = s.card(archer)
    assert not holds(Env(s.state, me, me, {"attacker": archer, "target": ragnor}), "attack_adjacent")
    s2, b, ragnor2 = _frenzy_scene()
    s2.relocate(b, (1, 6))
    me = s2.card(b)
    assert holds(Env(s2.state, me, me, {"attacker": b, "target": ragnor2}), "attack_adjacent")


# --- first_copy, extra_attack by, force_space on the attacker -------------------------------------------


def _fury_scene(copies: int, force_first: bool = True):
    """Ella plays `copies` Primal Fury (force_space on the attacker, limit once per turn, then an
    extra attack `by: attacker`); Grognack (2,0) attacks a Test Warrior at (2,1)."""
    s = scene(player=TO)
    furies = []
    for _ in range(copies):
        uid = s.in_hand(TO, "Primal Fury")
        s.do(cmds.PlayEvent(TO, uid))
        furies.append(uid)
    g = s.summoner(TO)
    warrior = s.place(OPP, "Test Warrior", (2, 1))
    guard = s.place(OPP, "Test Guard", (4, 1))
    return s, g, warrior, guard, furies


def test_first_copy_two_active_copies_offer_once():
    """`first_copy` (glossary ABILITY: an ability gained twice is had once): with two Primal Fury
    active, one offer follows Grognack's attack, not two."""
    s, g, warrior, guard, furies = _fury_scene(2)
    s.dice(M, R, R, R)
    s.do(cmds.Attack(TO, g, warrior))
    assert "Primal Fury" in s.state.pending.text
    s.answer(None)
    assert s.state.pending is None


def test_first_copy_a_unit_ability_always_and_an_event_only_when_active():
    """`first_copy` holds for a unit's ability; an event card not in the active area has none."""
    from game.core.abilities.language.conditions import holds
    from game.core.abilities.language.env import Env

    s, g, warrior, guard, furies = _fury_scene(1)
    me = s.card(g)
    assert holds(Env(s.state, me, me), "first_copy")
    assert holds(Env(s.state, s.card(furies[0]), None), "first_copy")
    other = s.in_hand(TO, "Primal Fury")
    assert not holds(Env(s.state, s.card(other), None), "first_copy")


def test_force_space_on_the_attacker_then_extra_attack_by_it_counted_from_it():
    """`force_space` with `card: attacker` + `force_there: attacker` + `extra_attack` with `by:
    attacker` (Primal Fury: 'you may force your summoner 1 or 2 spaces. If you do, it may make an
    extra attack on an adjacent enemy card'): the spaces are Grognack's; after the force only the
    enemy card next to him (counted from him, not from the event) is offered, and may be declined."""
    s, g, warrior, guard, furies = _fury_scene(1)
    s.dice(M, R, R, R)  # Grognack's attack; the extra attack is declined
    s.do(cmds.Attack(TO, g, warrior))
    assert sorted(s.options()) == [(0, 0), (1, 0), (3, 0), (4, 0)]
    s.answer((4, 0))
    assert s.card(g).pos == (4, 0) and s.options() == [guard]
    s.answer(None)
    assert s.state.pending is None and s.state.turn.extra_attacks.get(g, 0) == 0


def test_roll_by_says_whose_roll_and_which_kind():
    """`roll_by` (Influence: '… a friendly unit within 3 spaces of Grognack rolls dice for an attack
    or an ability …'): a friendly unit's attack roll near the card matches; an enemy's does not;
    `rolls: ability` does not match an attack roll."""
    from game.core.abilities.language.conditions import holds
    from game.core.abilities.language.env import Env

    s = scene(player=TO)
    g = s.summoner(TO)
    fighter = s.place(TO, "Ragnor", (2, 2))
    warrior = s.place(OPP, "Test Warrior", (2, 3))
    s.dice(M, M, M)
    s.do(cmds.Attack(TO, fighter, warrior))
    me = s.card(g)
    friendly = {"side": "friendly", "class": ["unit"], "within": 3}
    env = Env(s.state, me, me, {"attacker": fighter, "target": warrior})
    assert holds(env, {"roll_by": friendly})
    assert not holds(env, {"roll_by": friendly, "rolls": "ability"})
    assert not holds(env, {"roll_by": {"side": "enemy"}})


def test_force_there_lets_what_the_force_sets_off_resolve_before_the_next_effect():
    """`force_there` then `extra_attack` (Primal Fury: the extra attack comes after the force, glossary
    AFTER): an 'after an enemy is forced' ability of Toby's resolves (1 damage to Grognack) before
    the extra attack is offered."""
    guard = unit("test", "guard", "Test Guard", "common", 0, 1, 2, "melee",
                 abilities=(lang("Jolt", when={"after_forced": {"side": "enemy"}},
                                 target="trigger_card", do={"damage": 1}),))
    s = faction_scene("tundra-orcs", ATTACK, player=TO, test_cards=(guard,))
    s.do(cmds.PlayEvent(TO, s.in_hand(TO, "Primal Fury")))
    g = s.summoner(TO)
    warrior = s.place(OPP, "Test Warrior", (2, 1))
    s.place(OPP, "Test Guard", (4, 1))
    s.dice(M, R, R, R)
    s.do(cmds.Attack(TO, g, warrior))
    s.answer((4, 0))
    assert "extra attack" in s.state.pending.text
    assert s.card(g).damage == 1
