"""Tundra Orcs, 1st edition (Starter Set): every ability and event, tested both ways.

Positions from `tests.factions.scene_starter_1e` through `to_scene`: player 0 plays the Tundra
Orcs here, player 1 the Phoenix Elves.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import BOARD, HAND
from tests.factions.scene_starter_1e import PE, TO, scene
from tests.scene import content, file_problems


def to_scene(phase: str = "attack", player: int = 0):
    """Tundra Orcs as player 0 (Grognack at (3,0), wall at (3,2)); Phoenix Elves as player 1
    (Prince Elien at (3,7), wall at (3,5))."""
    return scene(player, phase, p0=TO, p1=PE)


# --- the card file -------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/1e/tundra-orcs.yaml loads cleanly (validate); its deck is Grognack's preconstructed
    list (cards-1e.md section 2: 34 cards) with the reference card's setup."""
    assert file_problems("1e/tundra-orcs.yaml") == []
    lib = content().library
    deck = lib.decks[TO]
    counts = {cid.split("/")[1]: n for cid, n in deck.cards}
    assert counts == {
        "grognack": 1, "wall": 3, "blagog": 1, "krung": 1, "ragnor": 1,
        "fighter": 6, "shaman": 6, "smasher": 6,
        "ice-wall": 3, "freeze": 3, "reinforcements": 2, "a-hero-is-born": 1,
    }
    assert sum(counts.values()) == 34
    start = sorted((st.card.split("/")[1], st.column, st.row) for st in deck.starting)
    assert start == sorted([("grognack", 3, 0), ("wall", 3, 2), ("smasher", 1, 2), ("fighter", 2, 1),
                            ("fighter", 5, 3), ("shaman", 4, 1)])
    g = lib.cards[f"{TO}/grognack"]
    assert (g.strength, g.life, g.attack) == (4, 7, "melee")


# --- Reinforcements (shared event) ---------------------------------------------------------------


def test_reinforcements_summons_two_commons_from_hand_for_free_next_to_your_wall():
    """Reinforcements: 'if you have fewer units than the opponent, summon up to 2 commons from
    your hand for free, adjacent to your walls as usual'."""
    s = to_scene("event")
    wall = s.card(s.gate(0)).pos
    s.place(1, "Archer", (0, 6))
    smasher = s.hand(0, "Smasher")
    fighter = s.hand(0, "Fighter")
    card = s.hand(0, "Reinforcements")
    assert s.state.players[0].magic == 0
    s.do(cmds.PlayEvent(0, card))
    first = (wall[0] - 1, wall[1])
    s.answer(first)
    s.answer(smasher)
    second = (wall[0] + 1, wall[1])
    out = s.answer(second)
    out += s.answer(fighter)
    assert s.card(smasher).pos == first and s.card(fighter).pos == second
    assert sum(isinstance(e, ev.UnitSummoned) for e in out) == 1
    assert not any(isinstance(e, ev.MagicSpent) for e in out)
    assert s.prompt is None


def test_reinforcements_summons_only_commons_and_only_next_to_your_walls():
    """Reinforcements must not summon a champion, nor anywhere but next to a wall you control."""
    s = to_scene("event")
    s.place(1, "Archer", (0, 6))
    s.hand(0, "Ragnor")
    fighter = s.hand(0, "Fighter")
    card = s.hand(0, "Reinforcements")
    s.do(cmds.PlayEvent(0, card))
    wall = s.card(s.gate(0)).pos
    assert set(s.options()) == {q for q in [(wall[0] - 1, wall[1]), (wall[0] + 1, wall[1]),
                                            (wall[0], wall[1] - 1), (wall[0], wall[1] + 1)]}
    s.answer((wall[0] - 1, wall[1]))
    assert s.options() == [fighter]  # Ragnor is a champion


def test_reinforcements_may_stop_after_none():
    """'Up to 2': the player may decline each summon."""
    s = to_scene("event")
    s.place(1, "Archer", (0, 6))
    fighter = s.hand(0, "Fighter")
    s.do(cmds.PlayEvent(0, s.hand(0, "Reinforcements")))
    s.answer(None)
    s.answer(None)
    assert s.prompt is None and s.card(fighter).zone == HAND


def test_reinforcements_stops_when_no_common_is_left_in_hand_and_needs_one_to_be_played():
    """Reinforcements with one common in hand summons it and asks nothing more; with none it
    cannot be played (it would summon nothing)."""
    s = to_scene("event")
    s.place(1, "Archer", (0, 6))
    fighter = s.hand(0, "Fighter")
    card = s.hand(0, "Reinforcements")
    s.do(cmds.PlayEvent(0, card))
    wall = s.card(s.gate(0)).pos
    s.answer((wall[0] - 1, wall[1]))
    s.answer(fighter)
    assert s.prompt is None and s.card(fighter).zone == BOARD
    s2 = to_scene("event")
    s2.place(1, "Archer", (0, 6))
    s2.hand(0, "Ragnor")
    s2.reject(cmds.PlayEvent(0, s2.hand(0, "Reinforcements")))


def test_reinforcements_cannot_be_played_without_fewer_units():
    """Reinforcements' requirement: with as many units as the opponent it cannot be played."""
    s = to_scene("event")
    s.hand(0, "Fighter")
    card = s.hand(0, "Reinforcements")
    s.reject(cmds.PlayEvent(0, card))
    assert s.card(card).zone == HAND and not [c for c in s.state.on_board(0) if c.defn.is_unit and not c.defn.is_summoner]


def test_a_hero_is_born_works_in_the_tundra_orcs_deck():
    """The shared A Hero Is Born, written with no faction in it, finds the Tundra Orcs' champions."""
    s = to_scene("event")
    s.do(cmds.PlayEvent(0, s.hand(0, "A Hero Is Born")))
    offered = {s.card(u).name: u for u in s.options()}
    assert sorted(offered) == ["Blagog", "Krung", "Ragnor"]
    s.answer(offered["Krung"])
    assert [s.card(u).name for u in s.state.players[0].hand] == ["Krung"]


# In `to_scene`: Grognack at (3,0), his wall at (3,2); Prince Elien at (3,7), his wall at (3,5).


# --- Grognack: Walls of Ice Shard ----------------------------------------------------------------


def test_walls_of_ice_shard_on_four_wounds_every_enemy_unit_next_to_your_walls():
    """Walls of Ice Shard: 'instead of attacking, roll one die; on 4+, every enemy unit adjacent
    to at least one wall you control takes 1 wound'. Friendly units there are spared."""
    s = to_scene("attack")
    grog = s.summoner(0)
    a = s.place(1, "Guardian", (2, 2))
    b = s.place(1, "Guardian", (3, 3))
    far = s.place(1, "Guardian", (0, 4))
    friend = s.place(0, "Smasher", (4, 2))
    s.roll(4)
    s.use(0, grog, "walls_of_ice_shard")
    assert [s.card(u).damage for u in (a, b, far, friend)] == [1, 1, 0, 0]
    assert grog in s.state.turn.attackers
    s.reject(cmds.Attack(0, grog, a))


def test_walls_of_ice_shard_does_nothing_on_three_or_less():
    """Walls of Ice Shard must not wound anyone on a roll of 3; the attack is still spent."""
    s = to_scene("attack")
    grog = s.summoner(0)
    a = s.place(1, "Guardian", (2, 2))
    s.roll(3)
    out = s.use(0, grog, "walls_of_ice_shard")
    assert any(isinstance(e, ev.DiceRolled) for e in out)
    assert s.card(a).damage == 0 and grog in s.state.turn.attackers


def test_walls_of_ice_shard_counts_an_ice_wall_as_a_wall():
    """An Ice Wall is a wall you control: enemy units next to it are wounded too."""
    s = to_scene("event")
    ice = s.hand(0, "Ice Wall")
    s.do(cmds.Build(0, ice, (0, 3)))
    a = s.place(1, "Guardian", (0, 4))
    s.phase(0, "attack")
    s.roll(5)
    s.use(0, s.summoner(0), "walls_of_ice_shard")
    assert s.card(a).damage == 1


# --- Blagog: Reckless ----------------------------------------------------------------------------


def test_reckless_dice_hit_only_on_four_or_more():
    """Reckless: 'his dice hit only on 4+': of 3,3,4,5,6 only three hit."""
    s = to_scene("attack")
    blagog = s.place(0, "Blagog", (1, 3))
    drake = s.place(1, "Fire Drake", (1, 4))
    s.roll(3, 3, 4, 5, 6)
    s.do(cmds.Attack(0, blagog, drake))
    assert s.card(drake).damage == 3


def test_without_reckless_a_three_hits():
    """Reckless is Blagog's: Ragnor's 3s hit (the 1E die hits on 3+)."""
    s = to_scene("attack")
    ragnor = s.place(0, "Ragnor", (1, 3))
    drake = s.place(1, "Fire Drake", (1, 4))
    s.roll(3, 3, 1)  # the third die is Fury's roll (a miss)
    s.do(cmds.Attack(0, ragnor, drake))
    assert s.card(drake).damage == 2


# --- Krung: Wild Swing ---------------------------------------------------------------------------


def test_wild_swing_on_four_hits_every_adjacent_card_with_the_same_dice():
    """Wild Swing: 'before attacking, roll a die; on 4+ the attack affects every card adjacent
    to Krung instead of just the target' (friend or foe). Each card takes the rolled hits."""
    s = to_scene("attack")
    krung = s.place(0, "Krung", (1, 3))
    target = s.place(1, "Fire Drake", (1, 4))
    side = s.place(1, "Maelena", (0, 3))
    friend = s.place(0, "Smasher", (2, 3))  # Sluggish: counts Krung's 3 dice
    s.roll(4, 6, 5, 1)  # Wild Swing's die, then the attack's three
    s.do(cmds.Attack(0, krung, target))
    # 1E rulebook: "if an attack ever Hits multiple Units at once the attacker chooses in which
    # order they are Hit": Krung's player picks the next card; the last one is not asked about.
    assert s.prompt is not None and s.prompt.player == 0 and set(s.options()) == {side, friend}
    out = s.answer(friend)
    hit = [e.card for e in out if isinstance(e, ev.DamageAdded)]
    assert hit == [friend, side]  # in the order chosen, the last without a question
    assert s.prompt is None
    assert s.card(target).damage == 2 and s.card(side).damage == 2


def test_wild_swing_on_three_hits_only_the_target():
    """Wild Swing must not spread the attack on a roll under 4."""
    s = to_scene("attack")
    krung = s.place(0, "Krung", (1, 3))
    target = s.place(1, "Fire Drake", (1, 4))
    side = s.place(1, "Maelena", (0, 3))
    s.roll(3, 6, 5, 1)
    s.do(cmds.Attack(0, krung, target))
    assert s.card(target).damage == 2 and s.card(side).damage == 0


def test_wild_swing_against_a_sluggish_target_still_rolls_for_the_other_cards():
    """Wild Swing with a Sluggish target: the target takes the counted dice (no roll), and the
    dice are then rolled once for the other adjacent cards, each taking the hits."""
    s = to_scene("attack")
    krung = s.place(0, "Krung", (1, 3))
    smasher = s.place(0, "Smasher", (1, 4))
    side = s.place(1, "Maelena", (0, 3))
    s.roll(5, 6, 2, 3)  # Wild Swing's die, then the roll for Maelena
    out = s.do(cmds.Attack(0, krung, smasher))
    assert sum(isinstance(e, ev.DiceCounted) for e in out) == 1
    assert s.card(smasher).damage == 3 and s.card(side).damage == 2


# --- Fury (Ragnor, Fighter) ----------------------------------------------------------------------


def test_fury_on_five_moves_up_to_two_and_attacks_again_for_free():
    """Fury: 'after attacking, roll a die; on 5+ he may move up to 2 spaces and attack again'.
    The move and attack are free: outside the phase's limits."""
    s = to_scene("attack")
    fighter = s.place(0, "Fighter", (1, 3))
    first = s.place(1, "Fire Drake", (1, 4))
    second = s.place(1, "Maelena", (3, 4))
    s.roll(6, 5)  # the attack's die, then Fury's
    s.do(cmds.Attack(0, fighter, first))
    assert s.card(first).damage == 1
    assert (2, 4) in s.options() and (4, 3) not in s.options()  # up to 2 spaces
    assert (1, 3) not in s.options()
    s.answer((2, 4))
    assert s.card(fighter).pos == (2, 4)
    assert fighter not in s.state.turn.movers
    s.roll(4, 1)  # the extra attack's die, then Fury's again (no)
    s.answer(second)
    assert s.card(second).damage == 1
    assert s.prompt is None


def test_fury_does_nothing_on_four():
    """Fury must not move or attack again on a roll of 4."""
    s = to_scene("attack")
    fighter = s.place(0, "Fighter", (1, 3))
    first = s.place(1, "Fire Drake", (1, 4))
    s.roll(6, 4)
    s.do(cmds.Attack(0, fighter, first))
    assert s.prompt is None and s.card(fighter).pos == (1, 3)
    s.reject(cmds.Attack(0, fighter, first))


def test_fury_move_may_be_declined_and_the_extra_attack_still_made():
    """Fury's move is a 'may' ('up to 2 spaces'): he may stay and attack again."""
    s = to_scene("attack")
    ragnor = s.place(0, "Ragnor", (1, 3))
    first = s.place(1, "Fire Drake", (1, 4))
    s.roll(6, 6, 5)
    s.do(cmds.Attack(0, ragnor, first))
    s.answer(None)
    s.roll(6, 6, 1)
    s.answer(first)
    assert s.card(first).damage == 4 and s.card(ragnor).pos == (1, 3)


# --- Shaman: Unwieldy Magic ----------------------------------------------------------------------


def test_unwieldy_magic_any_miss_makes_the_whole_attack_miss():
    """Unwieldy Magic: 'if any of its dice misses, the whole attack misses'."""
    s = to_scene("attack")
    shaman = s.place(0, "Shaman", (1, 2))
    drake = s.place(1, "Fire Drake", (1, 4))
    s.roll(6, 2)
    s.do(cmds.Attack(0, shaman, drake))
    assert s.card(drake).damage == 0


def test_unwieldy_magic_all_hits_wound_as_usual():
    """Unwieldy Magic must not cancel an attack whose dice all hit."""
    s = to_scene("attack")
    shaman = s.place(0, "Shaman", (1, 2))
    drake = s.place(1, "Fire Drake", (1, 4))
    s.roll(3, 6)
    s.do(cmds.Attack(0, shaman, drake))
    assert s.card(drake).damage == 2


# --- Smasher: Sluggish ---------------------------------------------------------------------------


def test_sluggish_attackers_count_their_dice_instead_of_rolling():
    """Sluggish: 'attackers do not roll against it; it takes wounds equal to the attacker's
    number of dice'."""
    s = to_scene("attack", player=1)
    smasher = s.place(0, "Smasher", (1, 4))
    warrior = s.place(1, "Warrior", (1, 5))
    s.roll(1, 1)
    out = s.do(cmds.Attack(1, warrior, smasher))
    assert not any(isinstance(e, ev.DiceRolled) for e in out)
    assert s.card(smasher).damage == 2


def test_sluggish_is_only_the_smashers():
    """Sluggish must not spare other units' attackers their roll."""
    s = to_scene("attack", player=1)
    fighter = s.place(0, "Fighter", (1, 4))
    warrior = s.place(1, "Warrior", (1, 5))
    s.roll(1, 1)
    out = s.do(cmds.Attack(1, warrior, fighter))
    assert any(isinstance(e, ev.DiceRolled) for e in out)
    assert s.card(fighter).damage == 0


# --- Ice Wall ------------------------------------------------------------------------------------


def test_ice_wall_is_placed_like_a_wall_with_three_life_and_units_are_summoned_next_to_it():
    """Ice Wall: 'played like a wall card (summoning point on your side) but has only 3 life'."""
    s = to_scene("event")
    ice = s.hand(0, "Ice Wall")
    s.do(cmds.Build(0, ice, (0, 3)))
    assert s.card(ice).pos == (0, 3)
    s.phase(0, "summon")
    fighter = s.hand(0, "Fighter")
    s.magic(0, 1)
    s.do(cmds.Summon(0, fighter, (0, 2)))  # next to the Ice Wall only
    assert s.card(fighter).pos == (0, 2)
    s.phase(1, "attack")
    elien = s.summoner(1)
    s.relocate(elien, (0, 6))
    s.roll(6, 6, 6)
    s.do(cmds.Attack(1, elien, ice))
    assert not s.on_board(ice)  # 3 wounds destroy it


def test_ice_wall_cannot_be_played_as_an_event_nor_placed_on_the_enemy_side():
    """Ice Wall is placed, not played for an effect, and only on your own side of the
    battlefield (as walls are), in the Play Event Cards phase."""
    s = to_scene("event")
    ice = s.hand(0, "Ice Wall")
    s.reject(cmds.PlayEvent(0, ice))
    s.reject(cmds.Build(0, ice, (0, 4)))
    s.phase(0, "move")
    s.reject(cmds.Build(0, ice, (0, 3)))


# --- Freeze --------------------------------------------------------------------------------------


def test_freeze_stops_a_unit_from_moving_attacking_and_using_abilities():
    """Freeze: 'placed on a unit: while it is there the unit cannot move, attack or use
    abilities'. It can still be attacked."""
    s = to_scene("event")
    drake = s.place(1, "Fire Drake", (1, 5))
    s.do(cmds.PlayEvent(0, s.hand(0, "Freeze")))
    s.answer(drake)
    freeze = s.card(drake).under[0]
    assert s.card(freeze).name == "Freeze"
    s.phase(1, "move")
    s.reject(cmds.Move(1, drake, ((1, 4),)))
    s.phase(1, "attack")
    s.place(0, "Fighter", (1, 4))
    s.reject(cmds.UseAbility(1, drake, "breath_of_flame"))
    s.reject(cmds.Attack(1, drake, s.at((1, 4)).uid))
    s.phase(0, "attack")
    fighter = s.at((1, 4)).uid
    s.roll(6, 1)
    s.do(cmds.Attack(0, fighter, drake))
    assert s.card(drake).damage == 1


def test_freeze_is_discarded_by_its_unit_s_player_for_two_magic():
    """Freeze: 'any player may pay 2 magic to discard it': the frozen unit's player pays 2 and
    the unit is free again. Without 2 magic it stays."""
    s = to_scene("event")
    drake = s.place(1, "Fire Drake", (1, 5))
    s.do(cmds.PlayEvent(0, s.hand(0, "Freeze")))
    s.answer(drake)
    freeze = s.card(drake).under[0]
    s.phase(1, "move")
    s.magic(1, 1)
    s.reject(cmds.UseAbility(1, drake, "freeze_1e"))
    s.magic(1, 2)
    s.use(1, drake, "freeze_1e")
    assert s.state.players[1].magic == 0
    assert s.card(freeze).zone == "discard" and s.card(drake).under == ()
    # 1E "Discard": face up onto the pile of the player discarding it, the one who paid
    assert freeze in s.state.players[1].discard and freeze not in s.state.players[0].discard
    s.do(cmds.Move(1, drake, ((1, 4),)))
    assert s.card(drake).pos == (1, 4)


def test_freeze_is_discarded_when_its_unit_is_destroyed():
    """Freeze: 'discarded if the unit dies': the destroyed unit goes to the destroyer's magic
    pile, Freeze to a discard pile (not with it)."""
    s = to_scene("event")
    fighter = s.place(1, "Archer", (1, 5))
    s.do(cmds.PlayEvent(0, s.hand(0, "Freeze")))
    s.answer(fighter)
    freeze = s.card(fighter).under[0]
    s.phase(0, "attack")
    grog = s.summoner(0)
    s.relocate(grog, (1, 4))
    s.roll(6, 6, 6, 6)
    s.do(cmds.Attack(0, grog, fighter))
    assert not s.on_board(fighter) and s.card(freeze).zone == "discard"
    assert fighter in s.state.players[0].magic_pile and freeze not in s.state.players[0].magic_pile


def test_freeze_cannot_be_played_in_the_attack_phase():
    """Freeze is an event of the Play Event Cards phase."""
    s = to_scene("attack")
    s.place(1, "Fire Drake", (1, 5))
    s.reject(cmds.PlayEvent(0, s.hand(0, "Freeze")))
