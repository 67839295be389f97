"""Deep Dwarves, 1st edition (cards/1e/deep-dwarves.yaml): every ability and event written in the
language, where it works and where it must not, plus random games against the 1E Cave Goblins.

Ella (player 0) plays the Deep Dwarves, Toby (player 1) the Cave Goblins (positions built with
tests/factions/scene_goblins_dwarves_1e.py). Positions are (column, row), 0-based, row 0 = Ella's
back row: Tundle at (1,1), Ella's wall at (2,2); Sneeks at (2,7), Toby's wall at (2,5). Dice are
the 1E d6: a result of 3 or more hits.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.legal import legal_commands
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.stats import strength
from simcheck import play_checked
from tests.factions.scene_goblins_dwarves_1e import GOBLINS, setup
from tests.factions.scene_goblins_dwarves_1e import scene as _scene
from tests.scene import file_problems

DEEP = "deep-dwarves-1e"
DW = 0  # Ella
OPP = 1  # Toby
EVENT = "event"


def scene(phase=None, player=DW, clean=True):
    return _scene(phase, player, p0=DEEP, p1=GOBLINS, clean=clean)


def _first(s, title):
    """At the same moment as Meditate: the player resolves `title` first."""
    if s.prompt is not None and s.prompt.text.startswith("These happen at the same time"):
        s.answer(next(o for o, label in zip(s.options(), s.prompt.labels, strict=True) if title in label))


def _magic(s, player=DW):
    return s.state.players[player].magic


# --- the card file ---------------------------------------------------------------------------------


def test_card_file_loads_and_the_deck_is_the_base_deck():
    """cards/1e/deep-dwarves.yaml loads cleanly; the deck is 1 summoner, 3 champions (Kynder, Lun,
    Sprog), 18 commons, 9 events, 3 walls; the reference card's starting setup is on the
    battlefield at the start."""
    assert file_problems("deep-dwarves.yaml") == []
    counts = dict(catalog.deck(DEEP, include_user=False).cards)
    cards = catalog.cards(include_user=False)
    kinds = {}
    for cid, n in counts.items():
        d = cards[cid]
        k = "wall" if d.gate else (d.unit_class or d.event_class)
        kinds[k] = kinds.get(k, 0) + n
    assert kinds == {"summoner": 1, "champion": 3, "common": 18, "standard": 9, "wall": 3}
    assert {cid.split("/")[1] for cid, _ in counts.items() if cards[cid].unit_class == "champion"} == {
        "kynder", "lun", "sprog"}
    tundle = cards["deep-dwarves-1e/tundle"]
    assert (tundle.strength, tundle.life, tundle.attack) == (2, 6, "ranged")
    s = scene(clean=False)
    got = sorted((c.name, c.pos) for c in s.state.on_board(DW))
    assert got == sorted([("Tundle", (1, 1)), ("Wall", (2, 2)), ("Miner", (0, 1)), ("Miner", (1, 3)),
                          ("Miner", (5, 3)), ("Scholar", (1, 2)), ("Gem Mage", (2, 1))])


# --- Tundle: Meditate -----------------------------------------------------------------------------


def _meditate_scene(player=DW):
    s = scene(MOVE, player=player)
    s.clear_discard(DW)
    under, top = s.discard(DW, "Miner"), s.discard(DW, "Scholar")
    return s, under, top


def test_meditate_top_discard_card_to_the_magic_pile_then_only_1_attacker():
    """Tundle, Meditate: 'At the start of your Attack phase you may put the top card of your
    discard pile face down on top of your magic pile; if you do, only 1 of your units may attack
    this turn.'"""
    s, under, top = _meditate_scene()
    s.end_phase()
    assert "Meditate" in s.prompt.text
    s.answer(s.options()[0])
    assert s.state.players[DW].magic_pile == [top] and s.state.players[DW].discard == [under]
    m1, m2 = s.place(DW, "Miner", (2, 4)), s.place(DW, "Miner", (4, 4))
    f = s.place(OPP, "Fighter", (3, 4))
    s.roll(1)
    s.do(cmds.Attack(DW, m1, f))
    assert "1 unit" in s.reject(cmds.Attack(DW, m2, f))


def test_meditate_declined_keeps_3_attackers_and_is_not_asked_without_a_discard_or_in_tobys_turn():
    """Meditate is a 'may': declined, nothing moves and 3 units may attack. With an empty discard
    pile it is not asked; nor at the start of Toby's Attack phase."""
    s, under, top = _meditate_scene()
    s.end_phase()
    s.answer(None)
    assert s.state.players[DW].discard == [under, top] and s.state.players[DW].magic == 0
    f = s.place(OPP, "Fighter", (3, 4))
    for q in ((2, 4), (4, 4), (3, 3)):
        s.roll(1)
        s.do(cmds.Attack(DW, s.place(DW, "Miner", q), f))
    t = scene(MOVE)
    t.clear_discard(DW)
    t.end_phase()
    assert t.prompt is None
    u, _, _ = _meditate_scene(player=OPP)
    u.end_phase()
    assert u.prompt is None and u.state.players[DW].magic == 0


# --- Kynder: Mage Push -------------------------------------------------------------------------------


def test_mage_push_pay_1_magic_to_move_a_unit_within_2_spaces_up_to_2_spaces():
    """Kynder, Mage Push: 'Once per turn, at any time in your turn, you may pay 1 magic to move a
    unit (friend or foe, not Kynder) within 2 spaces of Kynder up to 2 spaces' (a free move: none
    of the phase's 3 moves)."""
    s = scene(MOVE)
    k = s.place(DW, "Kynder", (2, 3))
    f = s.place(OPP, "Fighter", (2, 4))
    s.magic(DW, 2)
    s.use(DW, k, "mage_push")
    assert s.options() == [f]
    s.answer(f)
    assert (4, 4) in s.options() and (2, 6) not in s.options()
    s.answer((4, 4))
    assert s.card(f).pos == (4, 4) and _magic(s) == 1
    assert f not in s.state.turn.movers  # not one of the phase's moves
    assert "mage_push" not in s.uses(k)  # once per turn


def test_mage_push_not_without_magic_nor_on_units_farther_than_2_spaces():
    """Mage Push costs 1 magic (none: it cannot be used) and reaches units within 2 spaces only."""
    s = scene(MOVE)
    k = s.place(DW, "Kynder", (2, 3))
    s.place(OPP, "Fighter", (2, 4))
    assert "mage_push" not in s.uses(k)
    t = scene(ATTACK)
    k = t.place(DW, "Kynder", (0, 3))
    far = t.place(OPP, "Fighter", (4, 4))
    near = t.place(DW, "Miner", (1, 4))
    t.magic(DW, 1)
    t.use(DW, k, "mage_push")
    assert near in t.options() and far not in t.options() and k not in t.options()


# --- Lun: Gem of Calling -----------------------------------------------------------------------------


def test_gem_of_calling_after_lun_moves_pay_1_to_place_a_common_within_4_next_to_him():
    """Lun, Gem of Calling: 'Once per turn, after Lun moves, you may pay 1 magic to place a common
    (friend or foe) within 4 spaces of Lun on an empty space next to Lun.'"""
    s = scene(MOVE)
    lun = s.place(DW, "Lun", (2, 3))
    f = s.place(OPP, "Fighter", (5, 5))
    s.magic(DW, 2)
    s.do(cmds.Move(DW, lun, ((2, 4),)))
    assert f in s.options() and s.summoner(OPP) not in s.options()
    s.answer(f)
    s.answer((1, 4))
    assert s.card(f).pos == (1, 4) and _magic(s) == 1
    k = s.place(DW, "Kynder", (3, 3))
    s.use(DW, k, "mage_push")
    s.answer(lun)
    s.answer((3, 4))  # Lun moves again (a free move): once per turn, nothing is asked
    assert s.prompt is None and s.card(lun).pos == (3, 4) and _magic(s) == 0


def test_gem_of_calling_may_be_declined_and_needs_magic():
    """Gem of Calling is a 'may' (declined: nothing is paid) and costs 1 magic (none: not asked)."""
    s = scene(MOVE)
    lun = s.place(DW, "Lun", (2, 3))
    f = s.place(OPP, "Fighter", (5, 5))
    s.magic(DW, 1)
    s.do(cmds.Move(DW, lun, ((2, 4),)))
    s.answer(None)
    assert s.card(f).pos == (5, 5) and _magic(s) == 1
    t = scene(MOVE)
    lun = t.place(DW, "Lun", (2, 3))
    t.place(OPP, "Fighter", (5, 5))
    t.do(cmds.Move(DW, lun, ((2, 4),)))
    assert t.prompt is None


# --- Sprog: Restructure -----------------------------------------------------------------------------


def test_restructure_end_of_turn_pay_1_to_move_a_wall_next_to_sprog_within_2_spaces():
    """Sprog, Restructure: 'At the end of your turn you may pay 1 magic to move a wall next to
    Sprog onto an empty space within 2 spaces of him (your own walls stay on your side).'"""
    s = scene(MAGIC)
    s.place(DW, "Sprog", (2, 3))
    s.magic(DW, 1)
    wall = s.gate(DW)  # (2,2), next to Sprog
    s.end_phase()
    assert "Restructure" in s.prompt.text and s.options() == [wall]
    s.answer(wall)
    spaces = s.options()
    assert (3, 3) in spaces and (2, 1) in spaces
    assert (3, 4) not in spaces and (1, 4) not in spaces  # Toby's side of the battlefield
    assert (5, 3) not in spaces  # 3 spaces from Sprog
    s.answer((3, 3))
    assert s.card(wall).pos == (3, 3) and _magic(s) == 0 and s.state.turn.player == OPP


def test_restructure_not_without_magic_nor_for_a_wall_away_from_sprog_nor_in_tobys_turn():
    """Restructure costs 1 magic (none: not asked), takes a wall next to Sprog only, and happens at
    the end of Ella's turn only; declined, nothing moves or is paid."""
    s = scene(MAGIC)
    s.place(DW, "Sprog", (2, 3))
    s.end_phase()
    assert s.prompt is None and s.card(s.gate(DW)).pos == (2, 2)
    t = scene(MAGIC)
    t.place(DW, "Sprog", (4, 3))
    t.magic(DW, 1)
    t.end_phase()
    assert t.prompt is None
    u = scene(MAGIC)
    u.place(DW, "Sprog", (2, 3))
    u.magic(DW, 1)
    u.end_phase()
    u.answer(None)
    assert u.card(u.gate(DW)).pos == (2, 2) and _magic(u) == 1
    v = scene(MAGIC, player=OPP)
    v.place(DW, "Sprog", (2, 3))
    v.magic(DW, 1)
    v.end_phase()
    assert v.prompt is None and v.state.turn.player == DW


# --- Gem Mage: Gem Magic -----------------------------------------------------------------------------


def test_gem_magic_pay_1_at_the_start_of_the_attack_phase_for_plus_1_attack():
    """Gem Mage, Gem Magic: 'At the start of your Attack phase you may pay 1 magic to give this
    unit +1 attack until the end of the turn.'"""
    s = scene(MOVE)
    s.clear_discard(DW)  # Meditate has nothing to do
    g = s.place(DW, "Gem Mage", (2, 3))
    s.magic(DW, 1)
    s.end_phase()
    _first(s, "Gem Magic")
    assert "Gem Magic" in s.prompt.text
    s.answer(s.options()[0])
    assert strength(s.state, s.card(g)) == 3 and _magic(s) == 0


def test_gem_magic_may_be_declined_and_not_in_the_opponents_attack_phase():
    """Gem Magic is a 'may' (declined: 2 attack, no magic paid), and only in Ella's Attack phase."""
    s = scene(MOVE)
    s.clear_discard(DW)  # Meditate has nothing to do
    g = s.place(DW, "Gem Mage", (2, 3))
    s.magic(DW, 1)
    s.end_phase()
    _first(s, "Gem Magic")
    s.answer(None)
    assert strength(s.state, s.card(g)) == 2 and _magic(s) == 1
    t = scene(MOVE, player=OPP)
    t.clear_discard(DW)
    g = t.place(DW, "Gem Mage", (2, 3))
    t.magic(DW, 1)
    t.end_phase()
    assert t.prompt is None and strength(t.state, t.card(g)) == 2


def test_gem_magic_end_of_the_attack_phase_pay_1_to_place_it_next_to_your_wall():
    """Gem Magic (second half): 'At the end of your Attack phase you may pay 1 magic to place this
    unit on an empty space next to a wall you control.'"""
    s = scene(ATTACK)
    g = s.place(DW, "Gem Mage", (4, 4))
    s.magic(DW, 1)
    s.end_phase()
    assert set(s.options()) == {(2, 1), (1, 2), (3, 2), (2, 3)}  # around Ella's wall at (2,2)
    s.answer((2, 3))
    assert s.card(g).pos == (2, 3) and _magic(s) == 0


def test_gem_magic_step_not_without_magic_nor_next_to_tobys_wall_nor_in_his_turn():
    """The placing costs 1 magic (none: not asked), goes next to Ella's walls only (not Toby's),
    may be declined (nothing paid), and is not done at the end of Toby's Attack phase."""
    s = scene(ATTACK)
    g = s.place(DW, "Gem Mage", (4, 4))
    s.end_phase()
    assert s.prompt is None and s.card(g).pos == (4, 4)
    t = scene(ATTACK)
    g = t.place(DW, "Gem Mage", (4, 4))
    t.magic(DW, 1)
    t.end_phase()
    assert (2, 4) not in t.options() and (1, 5) not in t.options()  # next to Toby's wall at (2,5)
    t.answer(None)
    assert t.card(g).pos == (4, 4) and _magic(t) == 1
    u = scene(ATTACK, player=OPP)
    g = u.place(DW, "Gem Mage", (4, 4))
    u.magic(DW, 1)
    u.end_phase()
    assert u.prompt is None and u.card(g).pos == (4, 4)


# --- Miner: Tunnel --------------------------------------------------------------------------------


def test_tunnel_pay_1_then_each_miner_may_be_placed_next_to_another_miner_as_its_move():
    """Miner, Tunnel: 'At the start of your Move phase you may pay 1 magic; if you do, each Miner
    that moves this phase may instead be placed next to another Miner you control.' One payment
    serves every Miner; the placing is the Miner's move (one of the phase's 3)."""
    s = scene(MOVE)
    m1, m2 = s.place(DW, "Miner", (0, 3)), s.place(DW, "Miner", (5, 5))
    s.magic(DW, 1)
    s.use(DW, m1, "tunnel")
    assert _magic(s) == 0 and "tunnel" not in s.uses(m2)
    s.use(DW, m1, "tunnel_dig")
    assert set(s.options()) == {(5, 4), (4, 5), (5, 6)}
    s.answer((5, 4))
    assert s.card(m1).pos == (5, 4) and m1 in s.state.turn.movers
    s.use(DW, m2, "tunnel_dig")
    s.answer((4, 4))
    assert s.card(m2).pos == (4, 4) and _magic(s) == 0


def test_tunnel_not_unpaid_nor_after_a_move_nor_without_magic_and_it_ends_with_the_phase():
    """Without paying no Miner may dig; Tunnel is paid before any unit moves ('at the start of
    the Move phase'), needs 1 magic, and its tunnels close at the end of the Move phase."""
    s = scene(MOVE)
    m1 = s.place(DW, "Miner", (0, 3))
    s.place(DW, "Miner", (5, 5))
    s.magic(DW, 1)
    assert s.uses(m1) == {"tunnel"}  # no digging yet
    s.do(cmds.Move(DW, s.summoner(DW), ((1, 0),)))
    assert "tunnel" not in s.uses(m1)
    t = scene(MOVE)
    m1 = t.place(DW, "Miner", (0, 3))
    assert "tunnel" not in t.uses(m1)
    u = scene(MOVE)
    m1 = u.place(DW, "Miner", (0, 3))
    u.place(DW, "Miner", (5, 5))
    u.magic(DW, 1)
    u.use(DW, m1, "tunnel")
    u.end_phase()  # on to the Attack phase (Meditate declined), then the Build Magic phase
    u.answer(None)
    u.end_phase()
    assert u.state.phase == MAGIC and "tunnel_dig" not in u.uses(m1)
    assert not any(dict(e.data).get("stat") == "mark:Tunnel" for e in u.state.effects)


# --- Scholar: Insight -----------------------------------------------------------------------------


def _dice(events):
    return len([e for e in events if type(e).__name__ == "DiceRolled"][0].faces)


def _insight_scene():
    s = scene(ATTACK)
    s.clear_discard(DW)
    scholar = s.place(DW, "Scholar", (4, 5))
    f = s.place(OPP, "Fighter", (3, 5))
    return s, scholar, f


def test_insight_pay_1_then_plus_1_attack_against_a_card_next_to_a_scholar_once_only():
    """Scholar, Insight: 'Once per turn, while you control a Scholar, you may pay 1 magic; until
    the end of the turn your units get +1 attack when they attack a card next to one of your
    Scholars.' A second Scholar next to the target adds nothing more (same-name abilities do not
    add up), and Insight cannot be paid twice in a turn."""
    s, scholar, f = _insight_scene()
    second = s.place(DW, "Scholar", (3, 6))  # also next to the Fighter
    s.magic(DW, 2)
    s.use(DW, scholar, "insight")
    assert _magic(s) == 1 and "insight" not in s.uses(scholar) and "insight" not in s.uses(second)
    m = s.place(DW, "Miner", (3, 4))
    s.roll(1, 1)
    assert _dice(s.do(cmds.Attack(DW, m, f))) == 2


def test_insight_no_bonus_unpaid_nor_away_from_scholars_nor_next_turn():
    """Without paying there is no +1; paid, it is only against a card next to one of Ella's
    Scholars, and only until the end of the turn."""
    s, scholar, f = _insight_scene()
    m = s.place(DW, "Miner", (3, 4))
    s.roll(1)
    assert _dice(s.do(cmds.Attack(DW, m, f))) == 1
    t, scholar, f = _insight_scene()
    t.magic(DW, 1)
    t.use(DW, scholar, "insight")
    far = t.place(OPP, "Fighter", (0, 5))
    m = t.place(DW, "Miner", (0, 4))
    t.roll(1)
    assert _dice(t.do(cmds.Attack(DW, m, far))) == 1
    u, scholar, f = _insight_scene()
    u.magic(DW, 1)
    u.use(DW, scholar, "insight")
    m = u.place(DW, "Miner", (3, 4))
    u.end_phase()
    u.end_phase()
    assert u.state.turn.player == OPP
    u.phase(DW, ATTACK)
    u.roll(1)
    assert _dice(u.do(cmds.Attack(DW, m, f))) == 1


# --- events --------------------------------------------------------------------------------------------


def _play(s, name):
    return s.do(cmds.PlayEvent(DW, s.hand(DW, name)))


def test_illusionary_warrior_a_common_from_the_magic_pile_next_to_a_gem_mage_or_champion():
    """Illusionary Warrior: 'Take a common from your magic pile and place it on an empty space next
    to a Deep Dwarf champion or Gem Mage you control; it is yours to control.' An enemy common
    (destroyed onto Ella's pile) comes in under Ella's control."""
    s = scene(EVENT)
    s.place(DW, "Gem Mage", (4, 3))
    s.place(DW, "Lun", (0, 3))
    fighter = s.find(OPP, "Fighter")
    s.apply(ev.CardsToMagicPile(DW, (fighter,), "test"))
    miner = s.magic_pile(DW, "Miner")[0]
    _play(s, "Illusionary Warrior")
    assert {(4, 4), (3, 3), (0, 4), (1, 3)} <= set(s.options())
    s.answer((4, 4))
    assert set(s.options()) == {fighter, miner}
    s.answer(fighter)
    c = s.card(fighter)
    assert c.pos == (4, 4) and c.controller == DW and c.owner == OPP
    assert s.state.players[DW].magic_pile == [miner]


def test_illusionary_warrior_not_without_a_common_nor_next_to_other_units():
    """Illusionary Warrior needs a common in Ella's magic pile (a champion there does not count),
    and the space must be next to her Gem Mage or Deep Dwarf champion, not next to a Miner or her
    summoner."""
    s = scene(EVENT)
    s.place(DW, "Gem Mage", (4, 3))
    s.magic_pile(DW, "Kynder")
    assert s.reject(cmds.PlayEvent(DW, s.hand(DW, "Illusionary Warrior")))
    t = scene(EVENT)
    t.place(DW, "Gem Mage", (4, 3))
    t.place(DW, "Miner", (0, 3))
    t.magic_pile(DW, "Miner")
    _play(t, "Illusionary Warrior")
    assert (0, 4) not in t.options() and (1, 0) not in t.options()  # next to the Miner, next to Tundle
    assert set(t.options()) == {(4, 2), (3, 3), (5, 3), (4, 4)}


def test_magic_torrent_pay_1_magic_per_wound_on_different_enemies_near_tundle():
    """Magic Torrent: 'Pay any amount of magic; for each magic paid, put 1 wound on a different
    enemy common or champion within 4 spaces of your summoner.' Tundle is at (1,1)."""
    s = scene(EVENT)
    blarf, eater = s.place(OPP, "Blarf", (1, 4)), s.place(OPP, "The Eater", (3, 3))
    s.magic(DW, 3)
    _play(s, "Magic Torrent")
    assert set(s.options()) == {blarf, eater}
    s.answer(blarf)
    assert s.options() == [eater]  # a different enemy each time
    s.answer(eater)
    assert s.card(blarf).damage == 1 and s.card(eater).damage == 1 and _magic(s) == 1


def test_magic_torrent_not_beyond_4_spaces_nor_friends_nor_summoners_nor_unpaid():
    """Magic Torrent reaches enemies within 4 spaces of Tundle only, never Ella's units nor Toby's
    summoner; each wound needs 1 magic (with 1 magic, one wound and the choosing ends); Ella may
    stop at any time."""
    s = scene(EVENT)
    blarf = s.place(OPP, "Blarf", (1, 4))
    s.place(OPP, "The Eater", (5, 5))  # 8 spaces from Tundle
    mine = s.place(DW, "Miner", (2, 1))
    s.magic(DW, 1)
    _play(s, "Magic Torrent")
    assert s.options() == [blarf] and mine not in s.options() and s.summoner(OPP) not in s.options()
    s.answer(blarf)
    assert s.prompt is None and s.card(blarf).damage == 1 and _magic(s) == 0
    t = scene(EVENT)
    blarf = t.place(OPP, "Blarf", (1, 4))
    t.magic(DW, 2)
    _play(t, "Magic Torrent")
    t.answer(None)
    assert t.card(blarf).damage == 0 and _magic(t) == 2


def _until(s, player, phase):
    """End phases (declining every 'you may' on the way) until `player`'s `phase`."""
    while not (s.state.turn.player == player and s.state.phase == phase):
        if s.prompt is not None:
            s.answer(None, player=s.prompt.player)
        else:
            s.end_phase()


def _summons(s, card):
    return [c for c in legal_commands(s.state) if isinstance(c, cmds.Summon) and c.card == card]


def test_magic_stasis_toby_cannot_spend_magic_until_ellas_next_turn():
    """Magic Stasis: 'Choose an opponent; until the start of your next turn, they cannot spend
    magic.' With 3 magic Toby cannot summon his Berserker (cost 2) in his next turn; from Ella's
    next turn on he can spend again."""
    s = scene(EVENT)
    s.magic(OPP, 3)
    _play(s, "Magic Stasis")
    _until(s, OPP, "summon")
    b = s.in_hand(OPP, "Berserker")
    assert s.state.players[OPP].magic == 3 and not _summons(s, b)
    assert "spend 0" in s.reject(cmds.Summon(OPP, b, (2, 4)))
    _until(s, DW, "summon")
    assert not any(dict(e.data).get("stat") == "magic_locked" for e in s.state.effects)


def test_magic_stasis_leaves_ellas_magic_and_without_it_toby_spends():
    """Magic Stasis locks the opponent's magic only: Ella still pays for Mage Push; and without
    Magic Stasis Toby summons his Berserker with the same 3 magic."""
    s = scene(EVENT)
    s.magic(DW, 1)
    k = s.place(DW, "Kynder", (2, 3))
    s.place(OPP, "Fighter", (2, 4))
    _play(s, "Magic Stasis")
    assert "mage_push" in s.uses(k)
    t = scene("summon", player=OPP)
    t.magic(OPP, 3)
    assert _summons(t, t.in_hand(OPP, "Berserker"))


def test_wake_the_father_gem_abilities_cost_1_magic_less_this_turn():
    """Wake the Father Gem: 'Until the end of the turn, your abilities that cost 1 or more magic to
    use cost 1 less.' Mage Push (1 magic) is free: usable with no magic, and nothing is paid."""
    s = scene(EVENT)
    k = s.place(DW, "Kynder", (2, 3))
    f = s.place(OPP, "Fighter", (2, 4))
    assert "mage_push" not in s.uses(k)
    _play(s, "Wake the Father Gem")
    s.use(DW, k, "mage_push")
    s.answer(f)
    s.answer((4, 4))
    assert s.card(f).pos == (4, 4) and _magic(s) == 0


def test_wake_the_father_gem_only_this_turn_and_not_below_0():
    """The discount ends with Ella's turn (next turn Mage Push costs 1 again), and a cost never goes
    below 0 (with 2 magic, a lowered Mage Push takes none)."""
    s = scene(EVENT)
    k = s.place(DW, "Kynder", (2, 3))
    f = s.place(OPP, "Fighter", (2, 4))
    s.magic(DW, 2)
    _play(s, "Wake the Father Gem")
    s.use(DW, k, "mage_push")
    s.answer(f)
    s.answer((4, 4))
    assert _magic(s) == 2
    _until(s, OPP, "move")
    _until(s, DW, "move")
    m = s.place(DW, "Miner", (1, 3))
    s.use(DW, k, "mage_push")
    s.answer(m)
    s.answer((0, 3))
    assert s.card(m).pos == (0, 3) and _magic(s) == 1


def test_summoning_surge_is_the_vanguards_program():
    """Summoning Surge is the shared 1E event: the same program as the Vanguards' card (their
    tests check what it does)."""
    cards = catalog.cards(include_user=False)
    mine, theirs = cards[f"{DEEP}/summoning-surge"], cards["vanguards-1e/summoning-surge"]
    assert mine.abilities and [a.params for a in mine.abilities] == [a.params for a in theirs.abilities]


def test_summoning_surge_only_with_fewer_units():
    """Summoning Surge: 'Play only if you have fewer units on the battlefield than your opponent':
    with as many units as Toby it cannot be played; with fewer it is."""
    s = scene(EVENT)
    assert s.reject(cmds.PlayEvent(DW, s.hand(DW, "Summoning Surge")))
    t = scene(EVENT)
    t.place(OPP, "Fighter", (0, 6))
    t.do(cmds.PlayEvent(DW, t.hand(DW, "Summoning Surge")))


# --- random games -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "other"), [(5, GOBLINS), (12, GOBLINS), (7, "guild-dwarves-1e"),
                                             (20, "phoenix-elves-1e")])
def test_random_games_keep_the_invariants(seed, other):
    """Random legal games, Deep Dwarves against shipped 1E factions (Deep Dwarves first in odd
    seeds), with the invariants checked after every event (tests/simcheck.py)."""
    decks = (DEEP, other) if seed % 2 else (other, DEEP)
    g = play_checked(setup(*decks, seed=seed), bot_seed=seed + 99)
    assert g.state.turn.number > 2
