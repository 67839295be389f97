"""Every "up to N" choice lets the player stop after any number of choices, none included.

The ability language asks for "up to N" cards one at a time in two ways, and each had the player
go on once they had begun: `choose_several` (Into Darkness: "Discard up to 2 of their common
units", Goblin Rush: "Choose up to 3 of your Cave Goblin units", Ensnare: "Choose up to 2 common
units") asked its later choices as questions that could not be declined, and N copies of a
declinable effect (Summoning Surge: "Put up to 3 cards from your discard pile ... on top of your
magic pile", Greater Raise: "take up to 3 common Fallen Kingdom units from your discard pile")
asked the next copy after one was declined. Each card is checked both ways: it stops where the
player stops, and it still takes up to N and never more.

Ella (player 0) plays the shipped 1E deck named in each test (scene helpers of
tests/factions/scene_vgfk_1e.py and scene_goblins_dwarves_1e.py); (column, row), row 0 is Ella's
back row.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core.state import BOARD, DISCARD, MAGIC_PILE
from tests.factions.scene_goblins_dwarves_1e import scene as goblins_scene
from tests.factions.scene_vgfk_1e import FK, VG, play, scene


def _into_darkness():
    s = scene("shadow-elves-1e", VG).phase(0, "event")
    commons = [s.place(1, "Priest", (0, 5)), s.place(1, "Guardian Knight", (1, 5)),
               s.place(1, "Stalwart Archer", (4, 5))]
    play(s, 0, "Into Darkness")
    return s, commons


def test_into_darkness_may_stop_after_one_common_and_still_takes_two():
    """Into Darkness: "Discard up to 2 of their common units whose summoning cost is 2 or less."
    After the first common the second choice may be declined, which ends the card; taken, it is
    the last (no third is asked)."""
    s, (priest, knight, archer) = _into_darkness()
    s.answer(priest)
    assert s.prompt is not None and s.prompt.optional
    s.answer(None)
    assert s.prompt is None
    assert s.card(priest).zone == DISCARD
    assert s.card(knight).zone == BOARD and s.card(archer).zone == BOARD
    t, (priest, knight, archer) = _into_darkness()
    t.answer(priest)
    t.answer(archer)
    assert t.prompt is None
    assert t.card(priest).zone == DISCARD and t.card(archer).zone == DISCARD and t.card(knight).zone == BOARD


def test_into_darkness_may_discard_none():
    """Into Darkness: "up to 2" includes none: the first choice may be declined too, and then no
    common is discarded."""
    s, commons = _into_darkness()
    assert s.prompt.optional
    s.answer(None)
    assert s.prompt is None
    assert all(s.card(u).zone == BOARD for u in commons)


def test_goblin_rush_may_stop_after_one_goblin():
    """Goblin Rush: "Choose up to 3 of your Cave Goblin units whose cost is 0, one at a time; each
    may move up to 2 spaces now." After one goblin has moved, the next choice may be declined; the
    other goblins stay where they are."""
    s = goblins_scene("event")
    fighters = [s.place(0, "Fighter", (c, 1)) for c in (0, 1, 4)]
    play(s, 0, "Goblin Rush")
    s.answer(fighters[0])
    s.answer((0, 3))
    assert s.prompt is not None and s.prompt.optional and fighters[1] in s.options()
    s.answer(None)
    assert s.prompt is None
    assert s.card(fighters[0]).pos == (0, 3)
    assert s.card(fighters[1]).pos == (1, 1) and s.card(fighters[2]).pos == (4, 1)


def test_ensnare_may_stop_after_one_common():
    """Ensnare: "Choose up to 2 common units. One at a time, place each on an empty Vine Wall space
    within 4 spaces of it." With a second common that could go, the player may stop after one."""
    s = scene("swamp-orcs-1e", VG).phase(0, "event")
    knight = s.place(1, "Guardian Knight", (0, 6))
    hunter = s.place(0, "Hunter", (5, 1))
    s.vine(0, (0, 3))
    s.vine(0, (4, 3))
    play(s, 0, "Ensnare")
    s.answer(knight)
    s.answer((0, 3))
    assert s.prompt is not None and s.prompt.optional and s.options() == [hunter]
    s.answer(None)
    assert s.prompt is None
    assert s.card(knight).pos == (0, 3) and s.card(hunter).pos == (5, 1)


def test_summoning_surge_stops_when_a_card_is_declined():
    """Summoning Surge: "Put up to 3 cards from your discard pile face down on top of your magic
    pile; you may summon units during the rest of this Play Event Cards phase." After one card,
    declining the next stops: no third question, the other cards stay in the discard pile, and
    summoning is still allowed."""
    s = scene(VG, FK).phase(0, "event")
    s.place(1, "Reaper", (0, 6))
    s.place(1, "Reaper", (1, 6))
    cards = [s.discard(0, "Guardian Knight"), s.discard(0, "Priest"), s.discard(0, "Divine Strength")]
    knight = s.in_hand(0, "Guardian Knight")
    play(s, 0, "Summoning Surge")
    s.answer(cards[0])
    assert s.prompt is not None and s.prompt.optional
    s.answer(None)
    assert s.prompt is None
    assert s.card(cards[0]).zone == MAGIC_PILE
    assert s.card(cards[1]).zone == DISCARD and s.card(cards[2]).zone == DISCARD
    s.do(cmds.Summon(0, knight, (2, 3)))  # "you may summon units during the rest of this phase"
    assert s.card(knight).zone == BOARD


def test_greater_raise_stops_when_a_unit_is_declined():
    """Legions of the Dead, Greater Raise: "Instead of attacking, you may pay 3 magic to take up to 3
    common Fallen Kingdom units from your discard pile and place each on an empty space adjacent to
    Ret-Talus." After one unit, declining the next stops (no third question); the 3 magic are
    paid once."""
    s = scene(FK, VG).phase(0, "event")
    play(s, 0, "Legions of the Dead")
    s.end_phase()
    s.end_phase()
    assert s.state.phase == "attack"
    s.magic(0, 3)
    units = [s.discard(0, "Reaper"), s.discard(0, "Zombie Warrior"), s.discard(0, "Skeletal Archer")]
    s.use(0, s.summoner(0), "greater_raise")
    s.answer(f"{units[0]}:1:0")
    assert s.prompt is not None and s.prompt.optional
    s.answer(None)
    assert s.prompt is None
    assert s.card(units[0]).pos == (1, 0)
    assert s.card(units[1]).zone == DISCARD and s.card(units[2]).zone == DISCARD
    assert s.state.players[0].magic == 0
