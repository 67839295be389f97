"""Cave Goblins, 1st edition (cards/1e/cave-goblins.yaml): every ability and event, where it works
and where it must not, plus random games against the 1E Guild Dwarves.

Ella (player 0) plays the Cave Goblins, Toby (player 1) the Guild Dwarves unless a test says
otherwise (see tests/factions/scene_goblins_dwarves_1e.py). Positions are (column, row), 0-based,
row 0 = Ella's back row: Sneeks at (3,0), Ella's wall at (3,2); Oldin at (2,7), Toby's wall at
(2,5). Dice are the 1E d6: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.state import ACTIVE, BOARD, DISCARD, MAGIC_PILE, UNDER
from game.core.stats import strength
from simcheck import play_checked
from tests.factions.scene_goblins_dwarves_1e import DWARVES, GOBLINS, scene, setup
from tests.scene import file_problems, of_type

GOB = 0  # Ella
OPP = 1  # Toby
EVENT = "event"


def _first(s, title):
    """Answer the 'which resolves first?' question (simultaneous triggers) with `title`'s ability."""
    p = s.prompt
    i = next(i for i, label in enumerate(p.labels) if label.startswith(title))
    s.answer(p.options[i])


def _damage(events, uid):
    return sum(e.amount for e in of_type(events, ev.DamageAdded) if e.card == uid)


# --- the card file ---------------------------------------------------------------------------------


def test_card_file_loads_and_the_deck_is_the_base_deck():
    """cards/1e/cave-goblins.yaml loads cleanly; the deck is 1 summoner, 3 champions (The Eater,
    Blarf, Mook), 18 commons (8 Fighters, 6 Slingers, 4 Berserkers), 9 events, 3 walls; the
    starting setup of the reference card is on the battlefield at the start."""
    assert file_problems("cave-goblins.yaml") == []
    deck = catalog.deck(GOBLINS, include_user=False)
    counts = dict(deck.cards)
    assert sum(counts.values()) == 34
    cards = catalog.cards(include_user=False)
    kinds = {}
    for cid, n in counts.items():
        d = cards[cid]
        k = "wall" if d.gate else (d.unit_class or d.event_class)
        kinds[k] = kinds.get(k, 0) + n
    assert kinds == {"summoner": 1, "champion": 3, "common": 18, "standard": 9, "wall": 3}
    assert counts["cave-goblins-1e/fighter"] == 8 and counts["cave-goblins-1e/slinger"] == 6
    sneeks = cards["cave-goblins-1e/sneeks"]
    assert (sneeks.strength, sneeks.life, sneeks.attack) == (3, 7, "melee")
    s = scene(clean=False)
    names = sorted((c.name, c.pos) for c in s.state.on_board(GOB))
    assert names == sorted([("Sneeks", (3, 0)), ("Wall", (3, 2)), ("Fighter", (2, 3)), ("Fighter", (2, 1)),
                            ("Fighter", (5, 1)), ("Slinger", (0, 0)), ("Slinger", (4, 1)), ("Berserker", (1, 2))])


# --- Sneeks: Sly -----------------------------------------------------------------------------------


def test_sly_sneeks_may_exchange_places_with_a_goblin_at_the_end_of_the_turn():
    """Sneeks, Sly: 'At the end of your turn, Sneeks may exchange places with any other Cave Goblin
    unit you control.' Any distance; exchanging places is not a move."""
    s = scene(MAGIC)
    sneeks = s.summoner(GOB)
    fighter = s.place(GOB, "Fighter", (5, 5))
    s.place(OPP, "Defender", (0, 4))
    s.end_phase()
    assert "Sly" in s.prompt.text and s.prompt.optional
    assert s.options() == [fighter]  # not Toby's Defender
    events = s.answer(fighter)
    assert s.card(sneeks).pos == (5, 5) and s.card(fighter).pos == (3, 0)
    assert of_type(events, ev.PlacesExchanged) and not of_type(events, ev.UnitMoved)


def test_sly_may_be_declined_and_not_at_the_end_of_the_opponents_turn():
    """Sly is a 'may' (declining leaves Sneeks where he is), and only at the end of YOUR turn."""
    s = scene(MAGIC)
    sneeks = s.summoner(GOB)
    fighter = s.place(GOB, "Fighter", (5, 5))
    s.end_phase()
    s.answer(None)
    assert s.card(sneeks).pos == (3, 0) and s.card(fighter).pos == (5, 5)
    s = scene(MAGIC, player=OPP)
    s.place(GOB, "Fighter", (5, 5))
    s.end_phase()
    assert s.prompt is None or "Sly" not in s.prompt.text


# --- Fighter: Relentless ------------------------------------------------------------------------------


def _relentless():
    s = scene(ATTACK)
    f1 = s.place(GOB, "Fighter", (0, 4))
    f2 = s.place(GOB, "Fighter", (4, 4))
    f3 = s.place(GOB, "Fighter", (5, 3))
    d1 = s.place(OPP, "Defender", (0, 5))
    d2 = s.place(OPP, "Defender", (4, 5))
    d3 = s.place(OPP, "Defender", (5, 4))
    return s, (f1, f2, f3), (d1, d2, d3)


def test_relentless_fighters_cannot_attack_in_the_attack_phase():
    """Fighter, Relentless: 'Fighters do not attack in your Attack phase.'"""
    s, (f1, _, _), (d1, _, _) = _relentless()
    assert "cannot attack" in s.reject(cmds.Attack(GOB, f1, d1))
    assert not s.attack_targets(f1)


def test_relentless_up_to_two_fighters_attack_right_after_the_attack_phase_for_free():
    """Relentless: 'Right after your Attack phase, up to 2 Fighters you control may each make one
    attack' — free attacks, besides the phase's 3 attackers (1E rulebook: moves and attacks outside
    the normal phases are free). A third Fighter is not offered."""
    s, (f1, f2, f3), (d1, d2, d3) = _relentless()
    slinger = s.place(GOB, "Slinger", (3, 5))
    s.roll(1)
    s.do(cmds.Attack(GOB, slinger, d2))  # a normal attack of the phase
    s.end_phase()
    assert s.state.phase == ATTACK and "Relentless" in s.prompt.text
    assert set(s.options()) == {f1, f2, f3}
    s.answer(f1)
    assert s.options() == [d1]
    s.roll(5)
    events = s.answer(d1)
    assert _damage(events, d1) == 1
    assert set(s.options()) == {f2, f3}
    s.roll(6)
    s.answer(f3)
    events = s.answer(d3)
    assert _damage(events, d3) == 1
    assert s.prompt is None or "Relentless" not in s.prompt.text  # only 2 Fighters
    assert s.state.phase == MAGIC


def test_relentless_is_only_for_the_fighters_controller_after_their_own_attack_phase():
    """Relentless works after YOUR Attack phase: Toby's Attack phase ending asks Ella nothing, and
    Ella may stop choosing Fighters at once (a 'may')."""
    s, (f1, _, _), (d1, _, _) = _relentless()
    s.end_phase()
    s.answer(None)
    assert s.state.phase == MAGIC and s.card(d1).damage == 0
    s, _, _ = _relentless()
    s.phase(OPP, ATTACK)
    s.end_phase()
    assert s.prompt is None and s.state.phase == MAGIC


# --- Slinger: Reckless -------------------------------------------------------------------------------


def test_reckless_slinger_hits_only_on_4_or_more():
    """Slinger, Reckless: 'This unit's dice hit only on results of 4 or more.'"""
    s = scene(ATTACK)
    slinger = s.place(GOB, "Slinger", (2, 2))
    d = s.place(OPP, "Defender", (2, 4))
    s.roll(3)
    assert _damage(s.do(cmds.Attack(GOB, slinger, d)), d) == 0
    s = scene(ATTACK)
    slinger = s.place(GOB, "Slinger", (2, 2))
    d = s.place(OPP, "Defender", (2, 4))
    s.roll(4)
    assert _damage(s.do(cmds.Attack(GOB, slinger, d)), d) == 1


def test_reckless_is_not_on_other_goblins():
    """Reckless is the Slinger's alone: Sneeks (no Reckless) hits on a 3."""
    s = scene(ATTACK)
    d = s.place(OPP, "Defender", (3, 1))
    s.roll(3, 1, 1)
    assert _damage(s.do(cmds.Attack(GOB, s.summoner(GOB), d)), d) == 1


# --- Berserker: Assault ------------------------------------------------------------------------------


def test_assault_attacks_every_adjacent_enemy_unit_one_after_another():
    """Berserker, Assault: 'Instead of attacking one card, this unit may attack every adjacent enemy
    unit, one after another, rolling for each. (It counts as one of your 3 attackers.)'"""
    s = scene(ATTACK)
    b = s.place(GOB, "Berserker", (2, 4))
    d1 = s.place(OPP, "Defender", (1, 4))
    d2 = s.place(OPP, "Defender", (3, 4))
    mine = s.place(GOB, "Fighter", (2, 3))
    assert "assault" in s.uses(b)
    s.roll(3, 4, 1, 1)
    events = s.use(GOB, b, "assault")
    assert len(of_type(events, ev.AttackDeclared)) == 2
    assert s.card(d1).zone != BOARD and s.card(d2).damage == 0
    assert s.card(mine).damage == 0
    assert s.state.turn.attackers == [b]
    assert "assault" not in s.uses(b)


def test_assault_needs_an_adjacent_enemy_unit_and_the_attack_phase():
    """Assault is not usable with no adjacent enemy unit (a wall is not a unit), nor outside the
    Attack phase, nor after the Berserker attacked normally."""
    s = scene(ATTACK)
    b = s.place(GOB, "Berserker", (2, 4))
    assert s.card(s.gate(OPP)).pos == (2, 5)  # next to it, but a wall
    assert "assault" not in s.uses(b)
    s = scene(MOVE)
    b = s.place(GOB, "Berserker", (2, 4))
    s.place(OPP, "Defender", (1, 4))
    assert "assault" not in s.uses(b)
    s = scene(ATTACK)
    b = s.place(GOB, "Berserker", (2, 4))
    d = s.place(OPP, "Defender", (1, 4))
    s.roll(1, 1)
    s.do(cmds.Attack(GOB, b, d))
    assert "assault" not in s.uses(b)


# --- Blarf: Magic Augmentation ------------------------------------------------------------------------


def test_magic_augmentation_puts_magic_under_blarf_for_strength_up_to_4():
    """Blarf, Magic Augmentation: 'you may put the top card of your magic pile under Blarf, as
    often as you like. Blarf gets +1 attack for each card under him (at most +4).'"""
    s = scene(MOVE)
    blarf = s.place(GOB, "Blarf", (1, 1))
    s.magic(GOB, 6)
    top = s.state.players[GOB].magic_pile[-1]
    assert strength(s.state, s.card(blarf)) == 0
    s.use(GOB, blarf, "magic_augmentation")
    assert s.card(top).zone == UNDER and s.card(blarf).under == (top,)
    assert s.state.players[GOB].magic == 5
    assert strength(s.state, s.card(blarf)) == 1
    for _ in range(3):
        s.use(GOB, blarf, "magic_augmentation")
    assert strength(s.state, s.card(blarf)) == 4 and s.state.players[GOB].magic == 2
    assert "magic_augmentation" not in s.uses(blarf)  # 4 cards give the most he can get
    s.apply(ev.PhaseBegan(GOB, ATTACK))
    d = s.place(OPP, "Defender", (1, 2))
    s.roll(1, 1, 1, 1)
    assert len(of_type(s.do(cmds.Attack(GOB, blarf, d)), ev.DiceRolled)[0].faces) == 4


def test_magic_augmentation_needs_magic_and_your_turn_and_its_cards_go_with_blarf():
    """Magic Augmentation needs a card in the magic pile and is used in your turn; when Blarf is
    destroyed, he and the cards under him go on the destroyer's magic pile (1E 'Destroy')."""
    s = scene(MOVE)
    blarf = s.place(GOB, "Blarf", (1, 1))
    assert "magic_augmentation" not in s.uses(blarf)
    assert s.reject(cmds.UseAbility(GOB, blarf, "magic_augmentation"))
    s = scene(ATTACK, player=OPP)
    blarf = s.place(GOB, "Blarf", (1, 1))
    s.magic(GOB, 2)
    assert s.reject(cmds.UseAbility(GOB, blarf, "magic_augmentation"))
    s = scene(MOVE)
    blarf = s.place(GOB, "Blarf", (3, 4))
    s.magic(GOB, 2)
    s.use(GOB, blarf, "magic_augmentation")
    under = s.card(blarf).under
    s.phase(OPP, ATTACK)
    d = s.place(OPP, "Defender", (3, 5))
    s.damage(blarf, 4)
    s.roll(6)
    s.do(cmds.Attack(OPP, d, blarf))
    pile = s.state.players[OPP].magic_pile
    assert blarf in pile and under[0] in pile and s.state.players[OPP].magic == 2


# --- The Eater: Feed the Eater ----------------------------------------------------------------------


def test_feed_the_eater_destroys_an_adjacent_common_at_the_end_of_your_attack_phase():
    """The Eater, Feed the Eater: 'At the end of your Attack phase, you must destroy one common unit
    adjacent to The Eater (yours or an enemy's).' The destroyed card goes on Ella's magic pile."""
    s = scene(ATTACK)
    eater = s.place(GOB, "The Eater", (2, 3))
    f = s.place(GOB, "Fighter", (1, 3))
    d = s.place(OPP, "Defender", (2, 4))
    s.end_phase()
    assert "same time" in s.prompt.text  # Relentless and Feed the Eater: Ella orders them
    _first(s, "Feed the Eater")
    assert "Feed the Eater" in s.prompt.text and not s.prompt.optional
    assert set(s.options()) == {f, d}
    s.answer(d)
    assert s.card(d).zone == MAGIC_PILE and d in s.state.players[GOB].magic_pile
    assert s.card(eater).zone == BOARD and s.card(f).zone == BOARD
    assert "Relentless" in s.prompt.text


def test_feed_the_eater_discards_the_eater_with_no_adjacent_common():
    """Feed the Eater: 'If there is none, discard The Eater.' A champion next to it is no meal;
    it is discarded (not destroyed: no magic for anyone), and never in Toby's turn."""
    s = scene(ATTACK)
    eater = s.place(GOB, "The Eater", (2, 3))
    s.place(OPP, "Gror", (2, 4))
    s.end_phase()
    assert s.card(eater).zone == DISCARD and eater in s.state.players[GOB].discard
    assert s.state.players[GOB].magic == 0 and s.state.players[OPP].magic == 0
    s = scene(ATTACK, player=OPP)
    eater = s.place(GOB, "The Eater", (2, 3))
    s.end_phase()
    assert s.card(eater).zone == BOARD


# --- Mook: Taskmaster ----------------------------------------------------------------------------------


def test_taskmaster_adds_1_to_each_die_of_goblins_within_3():
    """Mook, Taskmaster: 'Your other Cave Goblin units within 3 spaces of Mook add 1 to each die
    result when they attack.' A 2 becomes a 3: a hit."""
    s = scene(ATTACK)
    s.place(GOB, "Mook", (0, 1))
    sl = s.place(GOB, "Slinger", (0, 3))  # Reckless: a 3 (2 + 1) still misses, a 4 (3 + 1) hits
    d = s.place(OPP, "Defender", (0, 5))
    s.roll(3)
    assert _damage(s.do(cmds.Attack(GOB, sl, d)), d) == 1


def test_taskmaster_not_beyond_3_spaces_nor_for_mook_nor_for_enemies():
    """Taskmaster: not for a goblin 4 spaces away, not for Mook himself, not for Toby's units."""
    s = scene(ATTACK)
    s.place(GOB, "Mook", (0, 0))
    sl = s.place(GOB, "Slinger", (0, 4))  # 4 spaces from Mook
    d = s.place(OPP, "Defender", (0, 5))
    s.roll(3)
    assert _damage(s.do(cmds.Attack(GOB, sl, d)), d) == 0
    s = scene(ATTACK)
    mook = s.place(GOB, "Mook", (0, 4))
    d = s.place(OPP, "Defender", (0, 5))
    s.roll(2, 2)
    assert _damage(s.do(cmds.Attack(GOB, mook, d)), d) == 0
    s = scene(ATTACK, player=OPP)
    s.place(GOB, "Mook", (0, 3))
    d = s.place(OPP, "Defender", (0, 5))
    f = s.place(GOB, "Fighter", (0, 4))
    s.roll(2)
    assert _damage(s.do(cmds.Attack(OPP, d, f)), f) == 0


# --- events --------------------------------------------------------------------------------------------


def _play(s, name):
    card = s.in_hand(GOB, name)
    return card, s.do(cmds.PlayEvent(GOB, card))


def test_goblin_rage_gives_cost_0_goblins_swift_strike_once_this_turn():
    """Goblin Rage: 'Until the end of the turn, your Cave Goblin units whose cost is 0 have Swift
    Strike' ('Once per turn, after this unit attacks, it may attack once more')."""
    s = scene(EVENT)
    sl = s.place(GOB, "Slinger", (0, 2))
    d = s.place(OPP, "Defender", (0, 5))
    _play(s, "Goblin Rage")
    s.apply(ev.PhaseBegan(GOB, ATTACK))
    s.roll(1)
    s.do(cmds.Attack(GOB, sl, d))
    assert "Swift Strike" in s.prompt.text and d in s.options()
    s.roll(6)
    events = s.answer(d)
    assert _damage(events, d) == 1
    assert s.prompt is None  # once per turn


def test_goblin_rage_swift_strike_follows_a_relentless_attack():
    """Goblin Rage on Fighters: their Relentless attack right after the Attack phase is an attack,
    so Swift Strike lets the Fighter attack once more then (still outside the phase's 3)."""
    s = scene(EVENT)
    f = s.place(GOB, "Fighter", (0, 4))
    d = s.place(OPP, "Defender", (0, 5))
    _play(s, "Goblin Rage")
    s.apply(ev.PhaseBegan(GOB, ATTACK))
    assert "cannot attack" in s.reject(cmds.Attack(GOB, f, d))
    s.end_phase()
    s.answer(f)
    s.roll(1)
    s.answer(d)
    assert "Swift Strike" in s.prompt.text
    s.roll(4)
    s.answer(d)
    assert s.card(d).damage == 1


def test_goblin_rage_not_for_costly_goblins_nor_next_turn():
    """Goblin Rage: the Berserker (cost 2) gets no Swift Strike; it lasts until the end of the turn."""
    s = scene(EVENT)
    b = s.place(GOB, "Berserker", (0, 4))
    sl = s.place(GOB, "Slinger", (2, 1))
    d = s.place(OPP, "Defender", (0, 5))
    _play(s, "Goblin Rage")
    s.apply(ev.PhaseBegan(GOB, ATTACK))
    s.roll(1, 1)
    s.do(cmds.Attack(GOB, b, d))
    assert s.prompt is None
    s.end_phase()  # Attack -> Build Magic
    s.end_phase()  # end of turn
    s.answer(None)  # Sly: Sneeks stays
    s.phase(GOB, ATTACK)
    s.roll(1)
    s.do(cmds.Attack(GOB, sl, s.place(OPP, "Spearman", (2, 4))))
    assert s.prompt is None


def test_goblin_horde_attack_gives_plus_1_per_other_goblin_next_to_the_target():
    """Goblin Horde Attack: 'your Cave Goblin units have Gang-Up': +1 attack for each other friendly
    Cave Goblin unit adjacent to the card attacked."""
    s = scene(EVENT)
    b = s.place(GOB, "Berserker", (2, 3))
    s.place(GOB, "Fighter", (1, 4))
    s.place(GOB, "Fighter", (3, 4))
    d = s.place(OPP, "Defender", (2, 4))
    _play(s, "Goblin Horde Attack")
    s.apply(ev.PhaseBegan(GOB, ATTACK))
    assert strength(s.state, s.card(b), target=s.card(d)) == 4
    s.roll(1, 1, 1, 1)
    events = s.do(cmds.Attack(GOB, b, d))
    assert len(of_type(events, ev.DiceRolled)[0].faces) == 4


def test_goblin_horde_attack_counts_no_enemies_and_ends_with_the_turn():
    """Gang-Up counts friendly goblins only, and lasts until the end of the turn."""
    s = scene(EVENT)
    b = s.place(GOB, "Berserker", (2, 3))
    d = s.place(OPP, "Defender", (2, 4))
    s.place(OPP, "Spearman", (1, 4))
    s.place(GOB, "Fighter", (3, 4))
    _play(s, "Goblin Horde Attack")
    assert strength(s.state, s.card(b), target=s.card(d)) == 3
    s.apply(ev.PhaseBegan(GOB, MAGIC))
    s.end_phase()  # the end of Ella's turn
    s.answer(None)  # Sly: Sneeks stays
    assert s.state.turn.player == OPP
    assert strength(s.state, s.card(b), target=s.card(d)) == 2


def test_goblin_rush_moves_up_to_3_cost_0_goblins_2_spaces_each_for_free():
    """Goblin Rush: 'Choose up to 3 of your Cave Goblin units whose cost is 0 ... each may move up
    to 2 spaces now (free moves, besides your 3).'"""
    s = scene(EVENT)
    fs = [s.place(GOB, "Fighter", (c, 1)) for c in (0, 1, 4, 5)]
    b = s.place(GOB, "Berserker", (2, 1))
    _play(s, "Goblin Rush")
    assert set(s.options()) == set(fs)  # not the Berserker (cost 2)
    for f, to in zip(fs[:3], [(0, 3), (1, 3), (4, 3)], strict=True):
        s.answer(f)
        assert to in s.options() and (0, 4) not in s.options()
        s.answer(to)
        assert s.card(f).pos == to
    assert s.prompt is None  # up to 3
    assert s.card(fs[3]).pos == (5, 1) and s.card(b).pos == (2, 1)
    s.end_phase()
    assert s.state.phase == MOVE
    s.do(cmds.Move(GOB, fs[0], ((0, 4),)))
    s.do(cmds.Move(GOB, fs[1], ((1, 4),)))
    s.do(cmds.Move(GOB, fs[2], ((4, 4),)))  # still 3 moves: the rush took none


def test_goblin_rush_cannot_move_an_engaged_goblin():
    """Goblin Rush moves as a move would: a Fighter next to an enemy Defender (Engage) cannot."""
    s = scene(EVENT)
    f = s.place(GOB, "Fighter", (0, 4))
    s.place(OPP, "Defender", (0, 5))
    free = s.place(GOB, "Fighter", (5, 1))
    _play(s, "Goblin Rush")
    assert s.options() == [free]
    assert s.card(f).pos == (0, 4)


def test_goblin_invincibility_goblins_are_wounded_only_by_6s_until_your_next_turn():
    """Goblin Invincibility: 'Until the start of your next turn, attacks against your Cave Goblin
    units wound them only on results of 6.'"""
    s = scene(EVENT)
    f = s.place(GOB, "Fighter", (0, 4))
    card, _ = _play(s, "Goblin Invincibility")
    assert s.card(card).zone == ACTIVE
    s.phase(OPP, ATTACK)
    d = s.place(OPP, "Defender", (0, 5))
    s.roll(5)
    assert _damage(s.do(cmds.Attack(OPP, d, f)), f) == 0
    d2 = s.place(OPP, "Defender", (1, 4))
    s.roll(6)
    assert _damage(s.do(cmds.Attack(OPP, d2, f)), f) == 1


def test_goblin_invincibility_not_for_walls_and_gone_at_your_next_turn():
    """Goblin Invincibility protects units, not walls; it ends when Ella's next turn starts."""
    s = scene(EVENT)
    f = s.place(GOB, "Fighter", (0, 4))
    card, _ = _play(s, "Goblin Invincibility")
    s.phase(OPP, ATTACK)
    wall = s.gate(GOB)
    sp = s.place(OPP, "Defender", (3, 3))
    s.roll(3)
    assert _damage(s.do(cmds.Attack(OPP, sp, wall)), wall) == 1
    s.phase(OPP, MAGIC)
    s.end_phase()  # Toby's turn ends; Ella's begins: the event is discarded
    assert s.card(card).zone == DISCARD
    s.phase(OPP, ATTACK)
    d = s.place(OPP, "Defender", (0, 5))
    s.roll(3)
    assert _damage(s.do(cmds.Attack(OPP, d, f)), f) == 1


# --- reinforcement champions (shipped outside the base deck) ----------------------------------------------


def test_scagg_curse_wounds_an_adjacent_unit_at_the_start_of_your_turn():
    """Scagg, Curse: 'At the start of your turn, you may put 1 wound on one unit adjacent to Scagg.'"""
    s = scene(MAGIC, player=OPP, extras=True)
    scagg = s.place(GOB, "Scagg", (2, 3))
    d = s.place(OPP, "Defender", (2, 4))
    far = s.place(OPP, "Spearman", (4, 4))
    s.end_phase()  # Toby's turn ends, Ella's starts
    assert "Curse" in s.prompt.text and s.prompt.optional and s.options() == [d]
    s.answer(d)
    assert s.card(d).damage == 1 and s.card(far).damage == 0 and s.card(scagg).damage == 0


def test_scagg_curse_not_at_the_start_of_the_opponents_turn():
    """Curse is at the start of YOUR turn only, and may be declined."""
    s = scene(MAGIC, extras=True)
    s.place(GOB, "Scagg", (2, 3))
    d = s.place(OPP, "Defender", (2, 4))
    s.end_phase()  # Ella's turn ends: Sly is asked, not Curse
    while s.prompt is not None:
        assert "Curse" not in s.prompt.text
        s.answer(None)
    assert s.state.turn.player == OPP and s.card(d).damage == 0


# --- random games -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [3, 8])
def test_random_games_against_the_guild_dwarves_keep_the_invariants(seed):
    """Random legal games, Cave Goblins against Guild Dwarves (each side first once), with the
    invariants checked after every event (tests/simcheck.py)."""
    decks = (GOBLINS, DWARVES) if seed % 2 else (DWARVES, GOBLINS)
    g = play_checked(setup(*decks, seed=seed), bot_seed=seed + 4242)
    assert g.state.turn.number > 2
