"""Rulebook, "Phase 4: Attack", "Damaging and Destroying Cards", "Discarding Cards", "The Cost of
Inaction" and "Winning the Game".

Die faces (tests/factories.FACES): 0,1 melee; 2 melee+ranged; 3 ranged; 4 melee+special;
5 ranged+special. `Scene.dice(...)` makes the next roll show exactly the given faces.
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core import legal_commands
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.state import BOARD, DISCARD
from tests.core.helpers import Scene, of_type
from tests.factories import (
    FACES,
    MELEE_ONLY,
    MELEE_RANGED,
    MELEE_SPECIAL,
    RANGED_ONLY,
    RANGED_SPECIAL,
)


def scene(player: int = 0) -> Scene:
    s = Scene(clean=True)
    s.phase(player, ATTACK)
    return s


def targets(s: Scene, attacker: int) -> set[int]:
    return {c.target for c in s.legal() if isinstance(c, cmds.Attack) and c.attacker == attacker}


# --- declaring a target ----------------------------------------------------------------------


def test_melee_units_target_adjacent_cards():
    """Rulebook, Phase 4, 1. Declare a Target: 'Melee units can target adjacent cards.'"""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    adj = [s.place(1, "Test Guard", p) for p in [(1, 4), (0, 3), (2, 3), (1, 2)]]
    assert targets(s, w) == set(adj)
    for t in adj:
        s.fork().dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t))


@pytest.mark.parametrize("pos", [(2, 4), (0, 2), (1, 5), (3, 3)])
def test_melee_units_cannot_target_diagonal_or_distant_cards(pos):
    """Rulebook, Phase 4: melee targets 'adjacent cards' (Adjacency: 'Diagonals are not
    adjacent'); glossary THROUGH: 'A melee unit can never attack through another card'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Guard", pos)
    assert "adjacent" in s.reject(cmds.Attack(0, w, t))
    assert t not in targets(s, w)


@pytest.mark.parametrize("pos", [(1, 2), (1, 3), (1, 4), (2, 1), (4, 1), (0, 1), (1, 0)])
def test_ranged_units_target_up_to_3_straight_spaces_away(pos):
    """Rulebook, Phase 4: 'Ranged units can target cards up to 3 clear straight spaces away.'"""
    s = scene()
    a = s.place(0, "Test Archer", (1, 1))
    t = s.place(1, "Test Guard", pos)
    assert t in targets(s, a)
    s.dice(RANGED_ONLY, RANGED_ONLY).do(cmds.Attack(0, a, t))


def test_ranged_units_cannot_target_4_spaces_away():
    """Rulebook, Phase 4: 'up to 3 ... spaces away'."""
    s = scene()
    a = s.place(0, "Test Archer", (1, 1))
    far = s.place(1, "Test Guard", (1, 5))
    side = s.place(1, "Test Guard", (5, 1))
    assert "out of range" in s.reject(cmds.Attack(0, a, far))
    assert "out of range" in s.reject(cmds.Attack(0, a, side))
    assert targets(s, a) == set()


@pytest.mark.parametrize("pos", [(2, 2), (3, 3), (2, 3), (0, 2)])
def test_ranged_units_cannot_target_diagonally(pos):
    """Rulebook, Counting Spaces: 'never count diagonally'; glossary STRAIGHT SPACES: a single
    direction (horizontal or vertical)."""
    s = scene()
    a = s.place(0, "Test Archer", (1, 1))
    t = s.place(1, "Test Guard", pos)
    assert "straight lines" in s.reject(cmds.Attack(0, a, t))


@pytest.mark.parametrize("blocker_owner", [0, 1])
def test_ranged_attacks_are_blocked_by_a_card_in_between(blocker_owner):
    """Glossary CLEAR STRAIGHT SPACES: 'adjacent *empty* spaces' — a card between the archer and
    its target (friend or foe) blocks the shot; the blocker itself can be shot."""
    s = scene()
    a = s.place(0, "Test Archer", (1, 1))
    blocker = s.place(blocker_owner, "Test Brute", (1, 2))
    t = s.place(1, "Test Guard", (1, 3))
    assert "no clear line" in s.reject(cmds.Attack(0, a, t))
    assert t not in targets(s, a) and blocker in targets(s, a)
    s.remove((1, 2))
    assert t in targets(s, a)


def test_a_unit_never_targets_itself():
    """Rulebook, Counting Spaces: 'Cards cannot target themselves when attacking'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    assert "itself" in s.reject(cmds.Attack(0, w, w))
    assert w not in targets(s, w)


def test_any_card_may_be_targeted_including_structures_and_your_own():
    """Rulebook, Phase 4: units 'target adjacent cards' — any card; glossary STRUCTURE: 'they can
    be attacked and destroyed'."""
    s = scene()
    w = s.place(0, "Test Warrior", (4, 2))
    friend = s.place(0, "Test Guard", (4, 3))
    assert targets(s, w) == {s.gate(0), friend}
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, s.gate(0)))
    assert ev.DamageAdded(s.gate(0), 2, w, "attack") in evs
    assert s.card(s.gate(0)).damage == 2


# --- rolling and adding damage ------------------------------------------------------------


def test_roll_dice_equal_to_strength():
    """Rulebook, Phase 4, 2. Roll: 'Roll a number of dice equal to the attacking unit's strength.'"""
    for name, strength in [("Test Guard", 1), ("Test Warrior", 2), ("Test Brute", 3),
                           ("Champion Axe", 4), ("Champion Club", 5)]:
        s = scene()
        u = s.place(0, name, (1, 3))
        t = s.place(1, "Gate", (1, 4))
        evs = s.do(cmds.Attack(0, u, t))
        rolls = of_type(evs, ev.DiceRolled)
        assert len(rolls) == 1 and len(rolls[0].faces) == strength
        assert rolls[0].player == 0 and rolls[0].source == u


@pytest.mark.parametrize("face", range(6))
def test_melee_damage_counts_melee_symbols(face):
    """Rulebook, Phase 4, 3. Add Damage: 'Add 1 damage to the target for each symbol rolled that
    matches the attacking unit's melee/ranged symbol.' Other symbols are ignored."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Gate", (1, 4))
    evs = s.dice(face, face).do(cmds.Attack(0, w, t))
    expected = 2 if "melee" in FACES[face] else 0
    res = of_type(evs, ev.AttackResolved)[0]
    assert (res.hits, res.damage) == (expected, expected)
    assert s.card(t).damage == expected
    assert bool(of_type(evs, ev.DamageAdded)) == bool(expected)


@pytest.mark.parametrize("face", range(6))
def test_ranged_damage_counts_ranged_symbols(face):
    """Rulebook, Phase 4, 3. Add Damage: a ranged unit adds 1 damage per ranged symbol; melee
    and special results are ignored."""
    s = scene()
    a = s.place(0, "Test Archer", (1, 1))
    t = s.place(1, "Gate", (1, 3))
    s.dice(face, face).do(cmds.Attack(0, a, t))
    assert s.card(t).damage == (2 if "ranged" in FACES[face] else 0)


def test_mixed_roll_counts_only_matching_dice():
    """Rulebook, Phase 4, 3: one damage per *matching* symbol; special results ignored
    ('results are ignored unless otherwise specified')."""
    s = scene()
    club = s.place(0, "Champion Club", (1, 3))  # melee, 5 strength
    t = s.place(1, "Gate", (1, 4))
    faces = (MELEE_ONLY, RANGED_ONLY, MELEE_RANGED, RANGED_SPECIAL, MELEE_SPECIAL)
    evs = s.dice(*faces).do(cmds.Attack(0, club, t))
    assert of_type(evs, ev.DiceRolled)[0].faces == faces
    assert of_type(evs, ev.AttackResolved) == [ev.AttackResolved(club, t, 3, 3)]


def test_attack_event_order():
    """Rulebook, Phase 4: 'follow these steps in order': declare, roll, add damage."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Brute", (1, 4))
    evs = s.dice(MELEE_ONLY, RANGED_ONLY).do(cmds.Attack(0, w, t))
    declared = evs.index(ev.AttackDeclared(w, t))
    rolled = evs.index(of_type(evs, ev.DiceRolled)[0])
    damaged = evs.index(ev.DamageAdded(t, 1, w, "attack"))
    resolved = evs.index(ev.AttackResolved(w, t, 1, 1))
    assert declared < rolled < damaged < resolved
    assert len(of_type(evs, ev.DiceRolled)) == 1 and len(of_type(evs, ev.DamageAdded)) == 1


# --- destroying ------------------------------------------------------------------------------


def test_a_card_is_destroyed_when_its_life_reaches_0():
    """Rulebook, Damaging and Destroying Cards: 'If a card's life ever reaches 0, that card is
    destroyed. Discard that card.'"""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Brute", (1, 4))  # life 5
    s.damage(t, 3)
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t))
    assert ev.CardDestroyed(t, w) in evs
    c = s.card(t)
    assert (c.zone, c.pos, c.damage) == (DISCARD, None, 0)
    assert s.state.players[1].discard[-1] == t
    assert s.at((1, 4)) is None


def test_a_card_with_life_left_is_not_destroyed():
    """Rulebook, Damaging and Destroying Cards: 'A card's life is reduced by 1 for each damage
    it has' — destroyed only at 0."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Brute", (1, 4))  # life 5
    s.damage(t, 2)
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t))
    assert not of_type(evs, ev.CardDestroyed)
    assert s.card(t).zone == BOARD and s.card(t).damage == 4


def test_damage_beyond_0_life_still_destroys_once():
    """Glossary LIFE: 'If a card's life is ever reduced to 0 (or below) ... destroyed'."""
    s = scene()
    club = s.place(0, "Champion Club", (1, 3))
    t = s.place(1, "Test Guard", (1, 4))  # life 2
    evs = s.dice(*(MELEE_ONLY,) * 5).do(cmds.Attack(0, club, t))
    assert of_type(evs, ev.CardDestroyed) == [ev.CardDestroyed(t, club)]
    assert of_type(evs, ev.MagicGained) == [ev.MagicGained(0, 1, of_type(evs, ev.MagicGained)[0].reason)]


def test_destroyed_card_loses_its_tokens_and_the_cards_under_it_are_discarded_not_destroyed():
    """Rulebook, Discarding Cards: 'remove any tokens on it and place it face down on top of its
    owner's discard pile. Discard any cards that were under it.' and 'Cards under a destroyed
    card are discarded but not destroyed.' Glossary DESTROY: no magic 'for any cards under a
    destroyed card'."""
    s = scene()
    s.magic(0, 3)
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Brute", (1, 4))
    under = s.find(1, "Test Guard")
    s.apply(ev.CardPutUnder(under, t), ev.BoostAdded(t, 2))
    s.damage(t, 3)
    assert s.card(under).zone == "under"
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t))
    assert of_type(evs, ev.CardDestroyed) == [ev.CardDestroyed(t, w)]
    assert sum(e.amount for e in of_type(evs, ev.MagicGained)) == 1
    assert s.state.players[0].magic == 4
    for uid in (t, under):
        c = s.card(uid)
        assert (c.zone, c.pos, c.damage, c.boost, c.under, c.host) == (DISCARD, None, 0, 0, (), None)
        assert uid in s.state.players[1].discard


def test_destroying_an_enemy_card_gains_1_magic():
    """Rulebook, Damaging and Destroying Cards: 'Gain 1 magic each time a card you control
    destroys an ENEMY card.'"""
    s = scene()
    s.magic(0, 4)
    s.magic(1, 3)
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Guard", (1, 4))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t))
    gained = of_type(evs, ev.MagicGained)
    assert [(e.player, e.amount) for e in gained] == [(0, 1)]
    assert s.state.players[0].magic == 5 and s.state.players[1].magic == 3


def test_destroying_your_own_card_gains_no_magic():
    """Glossary DESTROY: 'Do NOT gain magic: if a card you control causes another card you
    control to be destroyed.'"""
    s = scene()
    s.magic(0, 4)
    w = s.place(0, "Test Warrior", (1, 3))
    mine = s.place(0, "Test Guard", (1, 4))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, mine))
    assert ev.CardDestroyed(mine, w) in evs
    assert not of_type(evs, ev.MagicGained)
    assert s.state.players[0].magic == 4
    assert s.state.players[0].discard[-1] == mine


def test_magic_from_destroying_never_goes_above_15():
    """Glossary MAGIC: 'with a maximum of 15'."""
    s = scene()
    s.magic(0, 15)
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Guard", (1, 4))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t))
    assert ev.CardDestroyed(t, w) in evs
    assert s.state.players[0].magic == 15


def test_enemy_means_controlled_by_the_opponent_and_discard_goes_to_the_owner():
    """Glossary ENEMY: 'Any card that a player's opponent controls'; DISCARD: 'its owner's
    discard pile'. A card you own that the opponent controls is an enemy card."""
    s = scene()
    s.magic(0, 4)
    w = s.place(0, "Test Warrior", (1, 3))
    stolen = s.place(1, "Test Guard", (1, 4), owner=0)  # owned by 0, controlled by 1
    assert s.card(stolen).owner == 0 and s.card(stolen).controller == 1
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, stolen))
    assert [e.player for e in of_type(evs, ev.MagicGained)] == [0]
    assert s.state.players[0].discard[-1] == stolen
    assert stolen not in s.state.players[1].discard
    assert s.card(stolen).controller == 0


# --- how many attack ------------------------------------------------------------------------


def test_up_to_3_different_units_attack_and_a_fourth_is_rejected():
    """Rulebook, Phase 4: 'Attack with up to 3 different units you control.'"""
    s = scene()
    units = [s.place(0, "Test Warrior", (c, 4)) for c in (0, 1, 3, 4)]
    foes = [s.place(1, "Test Brute", (c, 5)) for c in (0, 1, 3, 4)]
    for u, t in zip(units[:3], foes[:3], strict=True):
        s.do(cmds.Attack(0, u, t))
    assert s.state.turn.attackers == units[:3]
    assert "already attacked with 3" in s.reject(cmds.Attack(0, units[3], foes[3]))
    assert not [c for c in s.legal() if isinstance(c, cmds.Attack)]


def test_the_same_unit_cannot_attack_twice():
    """Rulebook, Phase 4: '3 *different* units'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Gate", (1, 4))
    s.do(cmds.Attack(0, w, t))
    assert "already attacked" in s.reject(cmds.Attack(0, w, t))
    assert targets(s, w) == set()


def test_attackers_need_not_be_the_units_that_moved():
    """Rulebook, Phase 4: '(They don't need to be the same units that moved this turn.)'"""
    s = Scene(clean=True)
    s.phase(0, MOVE)
    units = [s.place(0, "Test Warrior", (c, 3)) for c in (0, 1, 4, 5)]
    for u in units[:3]:
        s.do(cmds.Move(0, u, ((s.card(u).pos[0], 4),)))
    for _ in range(2):
        s.do(cmds.EndPhase(0))
    assert s.state.phase == ATTACK
    t = s.place(1, "Gate", (5, 4))
    s.do(cmds.Attack(0, units[3], t))


def test_only_your_units_attack_and_only_in_the_attack_phase():
    """Rulebook, Phase 4: 'units you control'; Turn Sequence: attacking is Phase 4. A gate is not
    a unit and never attacks."""
    s = scene()
    theirs = s.place(1, "Test Warrior", (1, 3))
    mine = s.place(0, "Test Warrior", (1, 4))
    assert "not yours" in s.reject(cmds.Attack(0, theirs, mine))
    s.place(1, "Test Guard", (4, 2))
    assert "cannot attack" in s.reject(cmds.Attack(0, s.gate(0), s.at((4, 2)).uid))
    s2 = Scene(clean=True)
    s2.phase(0, MOVE)
    a = s2.place(0, "Test Warrior", (1, 3))
    t = s2.place(1, "Test Guard", (1, 4))
    assert "Attack phase" in s2.reject(cmds.Attack(0, a, t))


# --- the Cost of Inaction ----------------------------------------------------------------------


def end_attack_phase(s: Scene, player: int = 0) -> list[ev.Event]:
    assert s.state.phase == ATTACK
    return s.do(cmds.EndPhase(player))


def test_cost_of_inaction_when_no_enemy_was_targeted():
    """Rulebook, The Cost of Inaction: 'Add 1 damage to your summoner at the end of your Attack
    Phase if you did not target any enemy cards with an attack this turn.'"""
    s = scene()
    summoner = s.summoner(0)
    evs = end_attack_phase(s)
    hurt = of_type(evs, ev.DamageAdded)
    assert [(e.card, e.amount, e.source) for e in hurt] == [(summoner, 1, None)]
    assert evs.index(hurt[0]) < evs.index(ev.PhaseBegan(0, MAGIC))
    assert s.card(summoner).damage == 1
    assert s.card(s.summoner(1)).damage == 0


def test_no_cost_of_inaction_after_targeting_an_enemy_even_on_a_miss():
    """Rulebook, The Cost of Inaction: it is about *targeting* an enemy card, not hitting it."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Test Guard", (1, 4))
    evs = s.dice(RANGED_ONLY, RANGED_SPECIAL).do(cmds.Attack(0, w, t))
    assert of_type(evs, ev.AttackResolved)[0].damage == 0
    evs = end_attack_phase(s)
    assert not of_type(evs, ev.DamageAdded)
    assert s.card(s.summoner(0)).damage == 0


def test_cost_of_inaction_when_only_your_own_cards_were_targeted():
    """Rulebook, The Cost of Inaction: 'if you did not target any *enemy* cards'."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    own = s.place(0, "Test Brute", (1, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, own))
    evs = end_attack_phase(s)
    assert [(e.card, e.amount) for e in of_type(evs, ev.DamageAdded)] == [(s.summoner(0), 1)]


def test_cost_of_inaction_is_counted_per_turn():
    """Rulebook, The Cost of Inaction: '...this turn' — last turn's attack does not count."""
    s = scene()
    w = s.place(0, "Test Warrior", (1, 3))
    t = s.place(1, "Gate", (1, 4))
    s.do(cmds.Attack(0, w, t))
    assert not of_type(end_attack_phase(s), ev.DamageAdded)
    s.phase(1, ATTACK)
    assert [e.card for e in of_type(end_attack_phase(s, 1), ev.DamageAdded)] == [s.summoner(1)]
    s.phase(0, ATTACK)
    assert [e.card for e in of_type(end_attack_phase(s), ev.DamageAdded)] == [s.summoner(0)]


# --- winning -----------------------------------------------------------------------------------


def test_destroying_the_enemy_summoner_wins():
    """Rulebook, Winning the Game: 'When only 1 player's summoner remains on the battlefield, that
    player wins.' Glossary SUMMONER: 'If a player's summoner is ever destroyed, that player loses
    the game.'"""
    s = scene()
    enemy = s.summoner(1)
    s.relocate(enemy, (1, 4))
    s.damage(enemy, 8)  # 2 life left
    w = s.place(0, "Test Warrior", (1, 3))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, enemy))
    assert ev.CardDestroyed(enemy, w) in evs
    won = of_type(evs, ev.GameWon)
    assert len(won) == 1 and won[0].player == 0 and won[0].reason
    assert s.state.over and s.state.winner == 0
    assert legal_commands(s.state) == []
    assert "over" in s.reject(cmds.EndPhase(0))


def test_damaging_a_summoner_without_destroying_it_does_not_win():
    """Rulebook, Winning the Game: only a destroyed summoner ends the game."""
    s = scene()
    enemy = s.summoner(1)
    s.relocate(enemy, (1, 4))
    s.damage(enemy, 7)  # 3 life left
    w = s.place(0, "Test Warrior", (1, 3))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, enemy))
    assert not of_type(evs, ev.GameWon)
    assert not s.state.over and s.state.winner is None
    # destroying any other card does not end the game either
    t = s.place(1, "Test Guard", (0, 4))
    a = s.place(0, "Test Warrior", (0, 3))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, a, t))
    assert ev.CardDestroyed(t, a) in evs and not of_type(evs, ev.GameWon)


def test_cost_of_inaction_destroying_your_own_summoner_loses():
    """Rulebook, Winning the Game + The Cost of Inaction: the summoner's own player caused it, and
    the other player still wins."""
    s = scene()
    mine = s.summoner(0)
    s.damage(mine, 9)  # 1 life left
    evs = end_attack_phase(s)
    assert ev.CardDestroyed(mine, None) in evs
    assert of_type(evs, ev.GameWon)[0].player == 1
    assert s.state.over and s.state.winner == 1
    assert evs[-1] == of_type(evs, ev.GameWon)[0]  # nothing happens after the game is won
    assert not of_type(evs, ev.MagicGained)


def test_attacking_your_own_summoner_to_death_loses():
    """Rulebook, Winning the Game: whoever destroyed it, the player whose summoner remains wins."""
    s = scene()
    mine = s.summoner(0)
    s.damage(mine, 8)
    w = s.place(0, "Test Warrior", (2, 0))
    evs = s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, mine))
    assert of_type(evs, ev.GameWon)[0].player == 1
    assert s.state.winner == 1
