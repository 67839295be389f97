"""Tundra Orcs, 1st edition (Starter Set): every ability and event, tested both ways.

Positions from `tests.factions.scene_starter_1e` through `to_scene`: player 0 plays the Tundra
Orcs here, player 1 the Phoenix Elves.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import HAND
from tests.factions.scene_starter_1e import PE, TO, scene


def to_scene(phase: str = "attack", player: int = 0):
    """Tundra Orcs as player 0 (Grognack at (3,0), wall at (3,2)); Phoenix Elves as player 1
    (Prince Elien at (3,7), wall at (3,5))."""
    return scene(player, phase, p0=TO, p1=PE)


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
    assert sorted(s.options()) == ["Blagog", "Krung", "Ragnor"]
    s.answer("Krung")
    assert [s.card(u).name for u in s.state.players[0].hand] == ["Krung"]
