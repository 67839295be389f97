"""The Language Legion (tests/language/lang-legion.yaml): a test faction whose every ability is
written in the ability language, with no named handler (issue 17: "a new test faction in tests/
uses at least 20 abilities written only in the language ... each with an effect test").

The file is loaded through the real content loader. Each ability has a test where it takes effect
and one where it must not (its condition fails, or the card is the wrong subject). The five
abilities the issue named as not writable before the language are here: "When this unit is
attacked" (Riposte), "return a unit from your discard pile" to your hand (Recall, Second Wind),
"costs 1 less" (Knightly Patronage), "if X and Y" (Vengeance: `all`), and a general trigger with
conditions (Vengeance: a friendly unit destroyed nearby, if ... and not your turn).

Player 0 (ME, Ella) plays the Legion; player 1 (OPP, Toby) the plain test faction of
tests/factories.py. Positions are (column, row) from ME's side: Marshal Vera starts at (3,0),
her gate at (3,2); the opponent's gate is at (2,5) and its summoner at (2,7).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.content import load_content
from game.content.cli import main_validate
from game.core import commands as cmds
from game.core import events as ev
from game.core.placement import card_cost
from game.core.setup import GameSetup, PlayerSetup
from game.core.state import BOARD, DISCARD, HAND
from game.core.stats import life, strength
from simcheck import play_checked
from tests.factories import MELEE_ONLY, RANGED_ONLY, ruleset, test_faction
from tests.scene import Scene, of_type

PATH = Path(__file__).resolve().parents[1] / "language" / "lang-legion.yaml"
FACTION = "lang-legion"
ME = 0  # Ella, the Language Legion
OPP = 1  # Toby, the test faction


@lru_cache(maxsize=1)
def legion_content():
    """The shipped cards plus the Legion's file (never the player's folder)."""
    return load_content([PATH], include_user=False)


def legion_setup(seed: int = 1) -> GameSetup:
    c = legion_content()
    tdefs, tdeck = test_faction("test")
    return GameSetup(ruleset(), (PlayerSetup("Ella", c.library.decks[FACTION]), PlayerSetup("Toby", tdeck)),
                     {**c.library.cards, **tdefs}, seed)


def scene(phase: str | None = None, player: int = ME) -> Scene:
    """Only the summoners and starting gates on the board; both discard piles empty."""
    s = Scene(legion_setup(), clean=True)
    s.clear_discard(ME)
    s.clear_discard(OPP)
    return s if phase is None else s.phase(player, phase)


def key(s: Scene, card: int) -> str:
    """What a UseAbility command calls the card's activated ability (its title, snake case)."""
    specs = [a for a in s.card(card).defn.abilities if a.param("activate") is not None]
    assert len(specs) == 1, specs
    return specs[0].command


def use(s: Scene, card: int) -> list:
    return s.use(ME, card, key(s, card))


def end_turn(s: Scene) -> None:
    """End the phases of the current turn, through the rules, until the other player's turn."""
    p = s.state.turn.player
    while s.state.turn.player == p:
        assert s.prompt is None
        s.end_phase()


# --- the file ------------------------------------------------------------------------------------


def test_file_loads_without_problems_on_its_own():
    c = load_content([PATH], include_shipped=False, include_user=False)
    assert c.problems == [] and c.warnings == []
    assert set(c.library.decks) == {FACTION}
    assert len(c.library.decks[FACTION].all_card_ids()) == 34
    assert main_validate([str(PATH)]) == 0


def test_every_ability_is_written_in_the_language_and_there_are_at_least_20():
    """No `ability:` name anywhere in the file; at least 20 different abilities."""
    text = PATH.read_text(encoding="utf-8")
    assert not any(line.strip().startswith(("ability:", "- ability:")) for line in text.splitlines())
    cards = [d for cid, d in legion_content().library.cards.items() if cid.startswith(FACTION + "/")]
    specs = [a for d in cards for a in d.abilities]
    assert specs and all(a.name == "language" for a in specs)
    assert len({a.display for a in specs}) >= 20


# --- Marshal Vera: Knightly Patronage ("costs 1 less") ------------------------------------------


def test_knightly_patronage_knights_cost_one_less():
    """"Your Knight units cost 1 less to summon": a Lance Knight (printed 2) costs 1 and can be
    summoned with 1 magic, leaving none."""
    s = scene("summon")
    knight = s.in_hand(ME, "Lance Knight")
    assert card_cost(s.state, s.card(knight)) == 1
    s.magic(ME, 1)
    s.do(cmds.Summon(ME, knight, (2, 2)))
    assert s.card(knight).zone == BOARD and s.state.players[ME].magic == 0


def test_knightly_patronage_not_for_other_units_nor_without_vera():
    """Not a Knight: full cost. Without Marshal Vera on the battlefield no Knight is cheaper."""
    s = scene("summon")
    squire, gorm, knight = (s.in_hand(ME, n) for n in ("Bow Squire", "Gorm", "Lance Knight"))
    assert card_cost(s.state, s.card(squire)) == 1
    assert card_cost(s.state, s.card(gorm)) == 6
    s.apply(ev.CardDiscarded(s.summoner(ME)))
    assert card_cost(s.state, s.card(knight)) == 2


# --- Marshal Vera: Recall (return a unit from your discard pile to your hand) --------------------


def test_recall_returns_a_unit_from_the_discard_pile_for_1_magic_once_per_turn():
    s = scene("summon")
    vera = s.summoner(ME)
    s.magic(ME, 2)
    event = s.discard(ME, "Firebolt")
    rider = s.discard(ME, "Outrider")
    medic = s.discard(ME, "Field Medic")
    use(s, vera)
    assert list(s.prompt.options) == [medic, rider]  # units only, the top of the pile first
    s.answer(rider)
    assert s.card(rider).zone == HAND and s.card(event).zone == DISCARD and s.card(medic).zone == DISCARD
    assert s.state.players[ME].magic == 1
    s.reject(cmds.UseAbility(ME, vera, key(s, vera)))


def test_recall_not_without_a_unit_in_the_discard_pile_nor_magic_nor_outside_the_summon_phase():
    s = scene("summon")
    vera = s.summoner(ME)
    s.magic(ME, 2)
    s.discard(ME, "Firebolt")  # an event, not a unit
    s.reject(cmds.UseAbility(ME, vera, key(s, vera)))
    s.discard(ME, "Outrider")
    s.magic(ME, 0)
    s.reject(cmds.UseAbility(ME, vera, key(s, vera)))
    s.magic(ME, 2)
    s.phase(ME, "move")
    s.reject(cmds.UseAbility(ME, vera, key(s, vera)))
    s.phase(ME, "summon")
    use(s, vera)  # all three hold again: it may be used


# --- Marshal Vera: Vigil (turn_start of the opponent's turn, each Knight adjacent) ------------------


def test_vigil_boosts_each_adjacent_knight_at_the_start_of_the_opponents_turn():
    s = scene("draw")
    a = s.place(ME, "Lance Knight", (2, 0))
    b = s.place(ME, "Lance Knight", (3, 1))
    end_turn(s)
    assert s.state.turn.player == OPP
    assert s.card(a).boost == 1 and s.card(b).boost == 1


def test_vigil_not_at_the_start_of_your_own_turn_nor_for_others():
    s = scene("draw")
    squire = s.place(ME, "Bow Squire", (2, 0))  # not a Knight
    far = s.place(ME, "Lance Knight", (3, 3))  # not adjacent
    end_turn(s)
    assert s.card(squire).boost == 0 and s.card(far).boost == 0
    s = scene("draw", OPP)
    knight = s.place(ME, "Lance Knight", (2, 0))
    end_turn(s)
    assert s.state.turn.player == ME and s.card(knight).boost == 0


# --- Brannoc: Riposte ("when this unit is attacked") ---------------------------------------------


def _opp_attack(s: Scene, attacker: int, target: int, *faces: int) -> list:
    s.dice(*faces)
    return s.do(cmds.Attack(OPP, attacker, target))


def test_riposte_damages_the_attacker_when_brannoc_is_attacked():
    s = scene("attack", OPP)
    brannoc = s.place(ME, "Brannoc", (2, 4))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, brannoc, RANGED_ONLY, RANGED_ONLY)  # misses: only Riposte's damage
    assert s.card(warrior).damage == 1 and s.card(brannoc).damage == 0


def test_riposte_not_when_another_unit_is_attacked():
    s = scene("attack", OPP)
    s.place(ME, "Brannoc", (2, 4))
    medic = s.place(ME, "Field Medic", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, medic, RANGED_ONLY, RANGED_ONLY)
    assert s.card(warrior).damage == 0


# --- Brannoc: Bloodlust (damaged) ------------------------------------------------------------------


def test_bloodlust_strength_after_damage_until_the_end_of_the_turn():
    s = scene("attack", OPP)
    brannoc = s.place(ME, "Brannoc", (2, 4))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, brannoc, MELEE_ONLY, RANGED_ONLY)
    assert s.card(brannoc).damage == 1
    assert strength(s.state, s.card(brannoc)) == 5
    end_turn(s)
    assert strength(s.state, s.card(brannoc)) == 4


def test_bloodlust_not_without_damage_nor_for_another_unit():
    s = scene("attack", OPP)
    brannoc = s.place(ME, "Brannoc", (2, 4))
    medic = s.place(ME, "Field Medic", (1, 3))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, brannoc, RANGED_ONLY, RANGED_ONLY)  # missed: no damage
    assert strength(s.state, s.card(brannoc)) == 4
    s.phase(OPP, "attack")
    _opp_attack(s, warrior, medic, MELEE_ONLY, RANGED_ONLY)
    assert s.card(medic).damage == 1 and strength(s.state, s.card(brannoc)) == 4


# --- Ysolde: Vengeance (a general trigger with "if X and Y") ---------------------------------------


def _vengeance(magic: int, medic_at=(2, 4)) -> tuple[Scene, int, int]:
    s = scene("attack", OPP)
    ysolde = s.place(ME, "Ysolde", (2, 3))
    medic = s.place(ME, "Field Medic", medic_at)
    s.damage(medic, 2)
    warrior = s.place(OPP, "Test Warrior", (medic_at[0] - 1, medic_at[1]))
    s.magic(ME, magic)
    _opp_attack(s, warrior, medic, MELEE_ONLY, MELEE_ONLY)
    assert s.card(medic).zone == DISCARD
    return s, ysolde, medic


def test_vengeance_boosts_ysolde_when_a_friend_nearby_falls_in_the_enemy_turn_with_2_magic():
    s, ysolde, _ = _vengeance(magic=2)
    assert s.card(ysolde).boost == 1


def test_vengeance_not_with_less_than_2_magic():
    s, ysolde, _ = _vengeance(magic=1)
    assert s.card(ysolde).boost == 0


def test_vengeance_not_for_a_unit_farther_than_2_spaces():
    s, ysolde, _ = _vengeance(magic=5, medic_at=(5, 4))
    assert s.card(ysolde).boost == 0


def test_vengeance_not_in_your_own_turn():
    s = scene("attack", ME)
    ysolde = s.place(ME, "Ysolde", (2, 3))
    medic = s.place(ME, "Field Medic", (2, 4))
    s.damage(medic, 2)
    gorm = s.place(ME, "Gorm", (1, 4))
    s.magic(ME, 5)
    s.dice(MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(ME, gorm, medic))  # a unit may attack a friendly card
    assert s.card(medic).zone == DISCARD
    assert s.card(ysolde).boost == 0


# --- Ysolde: Volley (after_attack, optional, once per turn, a boost cost, extra_attack) -----------


def _volley(boost: int) -> tuple[Scene, int, int]:
    s = scene("attack")
    ysolde = s.place(ME, "Ysolde", (2, 3))
    brute = s.place(OPP, "Test Brute", (1, 3))
    s.boost(ysolde, boost)
    s.dice(*(MELEE_ONLY,) * 6)  # a ranged unit misses on melee-only faces
    s.do(cmds.Attack(ME, ysolde, brute))
    return s, ysolde, brute


def test_volley_spends_a_boost_for_one_extra_attack_once_per_turn():
    s, ysolde, brute = _volley(boost=2)
    assert s.prompt is not None and s.prompt.optional
    s.answer("yes")
    assert s.card(ysolde).boost == 1
    assert brute in s.prompt.options
    events = s.answer(brute)
    assert len(of_type(events, ev.AttackDeclared)) == 1
    assert s.prompt is None  # once per turn: the extra attack does not offer another
    assert s.card(ysolde).boost == 1


def test_volley_not_without_boost_and_declining_spends_nothing():
    s, ysolde, _ = _volley(boost=0)
    assert s.prompt is None
    s, ysolde, _ = _volley(boost=1)
    s.answer(None)
    assert s.card(ysolde).boost == 1 and s.prompt is None


# --- Ysolde: Blood Price (activate in any phase, a damage cost, once per turn) -------------------


def test_blood_price_damages_ysolde_to_draw_once_per_turn_without_using_her_move():
    s = scene("move")
    ysolde = s.place(ME, "Ysolde", (2, 3))
    n = len(s.state.players[ME].hand)
    use(s, ysolde)
    assert s.card(ysolde).damage == 1 and len(s.state.players[ME].hand) == n + 1
    s.reject(cmds.UseAbility(ME, ysolde, key(s, ysolde)))
    s.do(cmds.Move(ME, ysolde, ((2, 4),)))  # not instead of moving


def test_blood_price_not_in_the_opponents_turn():
    s = scene("move", OPP)
    ysolde = s.place(ME, "Ysolde", (2, 3))
    s.reject(cmds.UseAbility(ME, ysolde, key(s, ysolde)))
    assert s.card(ysolde).damage == 0


# --- Gorm: Shove (activate instead of attacking, choose, force) ----------------------------------


def test_shove_forces_an_adjacent_enemy_instead_of_attacking():
    s = scene("attack")
    gorm = s.place(ME, "Gorm", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    use(s, gorm)
    s.answer(warrior)
    assert s.prompt.options  # where it is forced
    to = s.prompt.options[0]
    s.answer(to)
    assert s.card(warrior).pos == tuple(to) != (2, 4)
    s.reject(cmds.Attack(ME, gorm, warrior))  # it used its attack
    s.reject(cmds.UseAbility(ME, gorm, key(s, gorm)))


def test_shove_not_without_an_adjacent_enemy_nor_outside_the_attack_phase():
    s = scene("attack")
    gorm = s.place(ME, "Gorm", (2, 3))
    s.place(ME, "Field Medic", (2, 4))  # a friend adjacent is no target
    s.place(OPP, "Test Warrior", (4, 3))  # an enemy 2 spaces away is too far
    s.reject(cmds.UseAbility(ME, gorm, key(s, gorm)))
    s.place(OPP, "Test Guard", (1, 3))
    s.phase(ME, "move")
    s.reject(cmds.UseAbility(ME, gorm, key(s, gorm)))


# --- Gorm: Fury (while any of two conditions) -------------------------------------------------------


def test_fury_strength_while_low_on_magic_or_damaged():
    s = scene("attack")
    gorm = s.place(ME, "Gorm", (2, 3))
    s.magic(ME, 1)
    assert strength(s.state, s.card(gorm)) == 7
    s.magic(ME, 5)
    s.damage(gorm, 1)
    assert strength(s.state, s.card(gorm)) == 7


def test_fury_not_with_magic_and_no_damage_nor_for_other_units():
    s = scene("attack")
    gorm = s.place(ME, "Gorm", (2, 3))
    brannoc = s.place(ME, "Brannoc", (3, 3))
    s.magic(ME, 5)
    assert strength(s.state, s.card(gorm)) == 5
    s.magic(ME, 0)
    assert strength(s.state, s.card(brannoc)) == 4


# --- Gorm: Trophy (destroys) ---------------------------------------------------------------------


def _trophy_magic(s: Scene, events: list) -> int:
    return sum(e.amount for e in of_type(events, ev.MagicGained) if e.reason == "Trophy")


def test_trophy_gains_magic_when_gorm_destroys_an_enemy_unit():
    s = scene("attack")
    gorm = s.place(ME, "Gorm", (2, 3))
    warrior = s.place(OPP, "Test Warrior", (2, 4))
    s.magic(ME, 5)
    s.dice(*(MELEE_ONLY,) * 5)
    events = s.do(cmds.Attack(ME, gorm, warrior))
    assert s.card(warrior).zone == DISCARD
    assert _trophy_magic(s, events) == 1


def test_trophy_not_when_the_enemy_survives_nor_when_another_unit_destroys():
    s = scene("attack")
    gorm = s.place(ME, "Gorm", (2, 3))
    brute = s.place(OPP, "Test Brute", (2, 4))
    s.magic(ME, 5)
    s.dice(*(RANGED_ONLY,) * 5)
    assert _trophy_magic(s, s.do(cmds.Attack(ME, gorm, brute))) == 0
    knight = s.place(ME, "Lance Knight", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (0, 4))
    s.damage(warrior, 2)
    s.dice(MELEE_ONLY, MELEE_ONLY)
    events = s.do(cmds.Attack(ME, knight, warrior))
    assert s.card(warrior).zone == DISCARD and _trophy_magic(s, events) == 0


# --- Lance Knight: Charge (after_move with a count condition) --------------------------------------


def test_charge_strength_after_moving_next_to_an_enemy():
    s = scene("move")
    knight = s.place(ME, "Lance Knight", (1, 2))
    s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.Move(ME, knight, ((1, 3),)))
    assert strength(s.state, s.card(knight)) == 3


def test_charge_not_without_an_adjacent_enemy():
    s = scene("move")
    knight = s.place(ME, "Lance Knight", (1, 2))
    s.place(ME, "Field Medic", (0, 3))  # a friend adjacent does not count
    s.place(OPP, "Test Warrior", (1, 5))
    s.do(cmds.Move(ME, knight, ((1, 3),)))
    assert strength(s.state, s.card(knight)) == 2


# --- Lance Knight: Shield Wall (static modify while a count holds) ---------------------------------


def test_shield_wall_life_while_next_to_another_knight():
    s = scene()
    a = s.place(ME, "Lance Knight", (1, 2))
    b = s.place(ME, "Lance Knight", (1, 3))
    assert life(s.state, s.card(a)) == 5 and life(s.state, s.card(b)) == 5


def test_shield_wall_not_next_to_a_non_knight_nor_alone():
    s = scene()
    a = s.place(ME, "Lance Knight", (1, 2))
    assert life(s.state, s.card(a)) == 4
    s.place(ME, "Bow Squire", (1, 3))
    s.place(OPP, "Test Warrior", (0, 2))
    assert life(s.state, s.card(a)) == 4
    b = s.place(ME, "Lance Knight", (3, 4))  # a Knight, but not adjacent
    assert life(s.state, s.card(a)) == 4 and life(s.state, s.card(b)) == 4


# --- Bow Squire: Steady Aim (activate instead of moving) -------------------------------------------


def test_steady_aim_boosts_instead_of_moving():
    s = scene("move")
    squire = s.place(ME, "Bow Squire", (1, 2))
    use(s, squire)
    assert s.card(squire).boost == 1
    assert squire in s.state.turn.movers
    s.reject(cmds.Move(ME, squire, ((1, 3),)))
    s.reject(cmds.UseAbility(ME, squire, key(s, squire)))


def test_steady_aim_not_outside_the_move_phase():
    s = scene("attack")
    squire = s.place(ME, "Bow Squire", (1, 2))
    s.reject(cmds.UseAbility(ME, squire, key(s, squire)))
    assert s.card(squire).boost == 0


# --- Bow Squire: Scouting (phase_end, a boost condition, two effects) ------------------------------


def test_scouting_spends_a_boost_to_draw_at_the_end_of_the_move_phase():
    s = scene("move")
    squire = s.place(ME, "Bow Squire", (1, 2))
    s.boost(squire, 2)
    n = len(s.state.players[ME].hand)
    s.end_phase()
    assert s.card(squire).boost == 1 and len(s.state.players[ME].hand) == n + 1


def test_scouting_not_without_boost_nor_at_the_end_of_another_phase():
    s = scene("move")
    s.place(ME, "Bow Squire", (1, 2))
    n = len(s.state.players[ME].hand)
    s.end_phase()
    assert len(s.state.players[ME].hand) == n
    s = scene("summon")
    squire = s.place(ME, "Bow Squire", (1, 2))
    s.boost(squire, 1)
    s.end_phase()  # the end of the Summon phase
    assert s.card(squire).boost == 1


# --- Field Medic: Mend (phase_start, each, heal) ---------------------------------------------------


def test_mend_heals_each_adjacent_friend_at_the_start_of_the_move_phase():
    s = scene("summon")
    s.place(ME, "Field Medic", (1, 2))
    knight = s.place(ME, "Lance Knight", (1, 3))
    squire = s.place(ME, "Bow Squire", (0, 2))
    s.damage(knight, 2)
    s.damage(squire, 1)
    s.end_phase()
    assert s.state.phase == "move"
    assert s.card(knight).damage == 1 and s.card(squire).damage == 0


def test_mend_not_for_enemies_nor_friends_farther_away():
    s = scene("summon")
    s.place(ME, "Field Medic", (1, 2))
    far = s.place(ME, "Lance Knight", (1, 4))
    enemy = s.place(OPP, "Test Brute", (2, 2))
    s.damage(far, 1)
    s.damage(enemy, 1)
    s.end_phase()
    assert s.card(far).damage == 1 and s.card(enemy).damage == 1


# --- Field Medic: Tithe (after_summoned, gain_magic) ----------------------------------------------


def test_tithe_gains_magic_after_the_medic_is_summoned():
    s = scene("summon")
    medic = s.in_hand(ME, "Field Medic")
    s.magic(ME, 3)
    s.do(cmds.Summon(ME, medic, (2, 2)))
    assert s.state.players[ME].magic == 3  # paid 1, gained 1


def test_tithe_not_for_another_unit_summoned_nor_when_placed():
    s = scene("summon")
    s.place(ME, "Field Medic", (0, 0))
    rider = s.in_hand(ME, "Outrider")
    s.magic(ME, 3)
    s.do(cmds.Summon(ME, rider, (2, 2)))
    assert s.state.players[ME].magic == 1
    s = scene("summon")
    s.magic(ME, 3)
    s.discard(ME, "Field Medic")
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Reinforcements")))
    s.answer((2, 0))
    s.answer(s.prompt.options[0])
    assert s.at((2, 0)).name == "Field Medic"
    assert s.state.players[ME].magic == 2  # paid 1 for the event; placing is not summoning


# --- Field Medic: Triage (attacked with a subject filter, an attacker condition) -------------------


def test_triage_heals_an_adjacent_friend_when_an_enemy_attacks_it():
    s = scene("attack", OPP)
    s.place(ME, "Field Medic", (0, 3))
    knight = s.place(ME, "Lance Knight", (1, 3))
    s.damage(knight, 2)
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, knight, RANGED_ONLY, RANGED_ONLY)  # misses: only Triage changes it
    assert s.card(knight).damage == 1


def test_triage_not_for_a_friendly_attacker_a_far_friend_nor_the_medic_itself():
    s = scene("attack")
    s.place(ME, "Field Medic", (0, 3))
    knight = s.place(ME, "Lance Knight", (1, 3))
    s.damage(knight, 2)
    gorm = s.place(ME, "Gorm", (2, 3))
    s.magic(ME, 5)
    s.dice(*(RANGED_ONLY,) * 5)
    s.do(cmds.Attack(ME, gorm, knight))  # a friendly attacker
    assert s.card(knight).damage == 2
    s = scene("attack", OPP)
    medic = s.place(ME, "Field Medic", (0, 3))
    far = s.place(ME, "Lance Knight", (2, 3))
    s.damage(far, 2)
    s.damage(medic, 1)
    w1 = s.place(OPP, "Test Warrior", (2, 4))
    w2 = s.place(OPP, "Test Warrior", (0, 4))
    _opp_attack(s, w1, far, RANGED_ONLY, RANGED_ONLY)
    _opp_attack(s, w2, medic, RANGED_ONLY, RANGED_ONLY)
    assert s.card(far).damage == 2 and s.card(medic).damage == 1


# --- Outrider: Harry (after_move, optional choose, damage) ----------------------------------------


def test_harry_may_damage_an_adjacent_enemy_after_moving():
    s = scene("move")
    rider = s.place(ME, "Outrider", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.Move(ME, rider, ((1, 3),)))
    assert s.prompt.optional and list(s.prompt.options) == [warrior]
    s.answer(warrior)
    assert s.card(warrior).damage == 1


def test_harry_may_be_declined_and_asks_nothing_without_an_adjacent_enemy():
    s = scene("move")
    rider = s.place(ME, "Outrider", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.Move(ME, rider, ((1, 3),)))
    s.answer(None)
    assert s.card(warrior).damage == 0
    s = scene("move")
    rider = s.place(ME, "Outrider", (1, 2))
    s.place(OPP, "Test Warrior", (1, 5))
    s.place(ME, "Field Medic", (0, 3))
    s.do(cmds.Move(ME, rider, ((1, 3),)))
    assert s.prompt is None


# --- Outrider: Rally Cry (after_summoned with a subject, once per phase) ---------------------------


def test_rally_cry_boosts_once_per_phase_when_a_friendly_common_is_summoned():
    s = scene("summon")
    rider = s.place(ME, "Outrider", (0, 0))
    s.magic(ME, 10)
    s.do(cmds.Summon(ME, s.in_hand(ME, "Lance Knight"), (2, 2)))
    assert s.card(rider).boost == 1
    s.do(cmds.Summon(ME, s.in_hand(ME, "Bow Squire"), (4, 2)))
    assert s.card(rider).boost == 1  # once per phase
    s.phase(ME, "summon")
    s.do(cmds.Summon(ME, s.in_hand(ME, "Field Medic"), (3, 3)))
    assert s.card(rider).boost == 2  # a new phase


def test_rally_cry_not_for_a_champion_nor_an_enemy_common():
    s = scene("summon")
    rider = s.place(ME, "Outrider", (0, 0))
    s.magic(ME, 10)
    s.do(cmds.Summon(ME, s.in_hand(ME, "Gorm"), (2, 2)))
    assert s.card(rider).boost == 0
    s.phase(OPP, "summon")
    s.magic(OPP, 5)
    s.do(cmds.Summon(OPP, s.in_hand(OPP, "Test Warrior"), (2, 4)))
    assert s.card(rider).boost == 0


# --- Outrider: Martyr (after_destroyed, summoner, heal) -------------------------------------------


def test_martyr_heals_the_summoner_when_the_outrider_is_destroyed():
    s = scene("attack", OPP)
    vera = s.summoner(ME)
    s.damage(vera, 3)
    rider = s.place(ME, "Outrider", (1, 3))
    s.damage(rider, 2)
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, rider, MELEE_ONLY, MELEE_ONLY)
    assert s.card(rider).zone == DISCARD
    assert s.card(vera).damage == 1


def test_martyr_not_when_another_unit_is_destroyed():
    s = scene("attack", OPP)
    vera = s.summoner(ME)
    s.damage(vera, 3)
    s.place(ME, "Outrider", (0, 3))
    medic = s.place(ME, "Field Medic", (1, 3))
    s.damage(medic, 2)
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    _opp_attack(s, warrior, medic, MELEE_ONLY, MELEE_ONLY)
    assert s.card(medic).zone == DISCARD
    assert s.card(vera).damage == 3


# --- Last Stand (an event: when played, each, change_stat) ---------------------------------------


def test_last_stand_gives_each_friendly_unit_strength_this_turn():
    s = scene("attack")
    knight = s.place(ME, "Lance Knight", (1, 2))
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Last Stand")))
    assert strength(s.state, s.card(knight)) == 3
    assert strength(s.state, s.card(s.summoner(ME))) == 3
    assert strength(s.state, s.card(warrior)) == 2  # not an enemy
    end_turn(s)
    assert strength(s.state, s.card(knight)) == 2  # until the end of the turn


def test_last_stand_not_outside_its_phase():
    s = scene("move")
    knight = s.place(ME, "Lance Knight", (1, 2))
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Last Stand")))
    assert strength(s.state, s.card(knight)) == 2


# --- Reinforcements (an event: choose_space, place_from, pile_count) -------------------------------


def test_reinforcements_places_a_unit_from_the_discard_pile_next_to_the_summoner():
    s = scene("summon")
    s.magic(ME, 2)
    s.discard(ME, "Firebolt")
    rider = s.discard(ME, "Outrider")
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Reinforcements")))
    assert set(map(tuple, s.prompt.options)) == {(2, 0), (4, 0), (3, 1)}
    s.answer((4, 0))
    assert list(s.prompt.options) == [rider]  # units only
    s.answer(rider)
    assert s.card(rider).pos == (4, 0) and s.card(rider).zone == BOARD
    assert s.state.players[ME].magic == 1


def test_reinforcements_cannot_be_played_without_a_unit_in_the_discard_pile():
    s = scene("summon")
    s.magic(ME, 2)
    s.discard(ME, "Firebolt")
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Reinforcements")))


# --- Second Wind (an event: return_from with a filter) ---------------------------------------------


def test_second_wind_returns_a_knight_from_the_discard_pile_to_the_hand():
    s = scene("magic")
    knight = s.discard(ME, "Lance Knight")
    s.discard(ME, "Outrider")
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Second Wind")))
    assert list(s.prompt.options) == [knight]  # the Outrider is no Knight
    events = s.answer(knight)
    assert s.card(knight).zone == HAND
    assert of_type(events, ev.CardReturnedToHand)


def test_second_wind_cannot_be_played_without_a_knight_in_the_discard_pile():
    s = scene("magic")
    rider = s.discard(ME, "Outrider")
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Second Wind")))
    assert s.card(rider).zone == DISCARD


# --- Firebolt (an event: choose an enemy common, damage) ------------------------------------------


def test_firebolt_damages_the_chosen_enemy_common():
    s = scene("attack")
    s.magic(ME, 1)
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    brute = s.place(OPP, "Test Brute", (3, 4))
    s.place(OPP, "Champion Axe", (4, 4))
    s.place(ME, "Lance Knight", (1, 2))
    s.do(cmds.PlayEvent(ME, s.in_hand(ME, "Firebolt")))
    assert set(s.prompt.options) == {warrior, brute}  # no champion, no friend
    s.answer(brute)
    assert s.card(brute).damage == 2 and s.card(warrior).damage == 0


def test_firebolt_cannot_be_played_without_an_enemy_common():
    s = scene("attack")
    s.magic(ME, 1)
    s.place(OPP, "Champion Axe", (4, 4))
    s.place(ME, "Lance Knight", (1, 2))
    s.reject(cmds.PlayEvent(ME, s.in_hand(ME, "Firebolt")))


# --- random games --------------------------------------------------------------------------------


def test_random_games_against_a_shipped_faction_keep_every_invariant():
    """10 random games against the Vanguards, seats alternating, every invariant checked
    (tests/simcheck.py); the Legion's abilities are live in them (they ask and they act)."""
    c = legion_content()
    titles = {a.display for cid, d in c.library.cards.items() if cid.startswith(FACTION + "/") for a in d.abilities}
    seen: set[str] = set()
    for seed in range(10):
        decks = (c.library.decks[FACTION], c.library.decks["vanguards"])
        if seed % 2:
            decks = decks[::-1]
        setup = GameSetup(c.rulesets["2e"], (PlayerSetup("Ella", decks[0]), PlayerSetup("Toby", decks[1])),
                          c.library.cards, seed)
        g = play_checked(setup, bot_seed=seed * 17 + 3)
        assert g.state.over
        for e in g.events:
            if isinstance(e, ev.PromptOpened):
                seen.update(t for t in titles if e.prompt.text.startswith(t + ":") or e.prompt.text == f"Use {t}?")
            elif isinstance(e, ev.DamageAdded | ev.MagicGained | ev.DamageRemoved) and getattr(e, "reason", "") in titles:
                seen.add(e.reason)
    assert len(seen) >= 5, seen
