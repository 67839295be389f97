"""Phoenix Elves, 1st edition (Starter Set): every ability and event, tested both ways.

Positions from `tests.factions.scene_starter_1e`: player 0 plays the Phoenix Elves (Prince
Elien at (2,0), his wall at (2,2)), player 1 the Tundra Orcs (Grognack at (2,7), wall at (2,5)).
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import HAND
from tests.factions.scene_starter_1e import scene


def _types(events):
    return [type(e).__name__ for e in events]


# --- A Hero Is Born (shared event) ---------------------------------------------------------------


def test_a_hero_is_born_puts_a_chosen_champion_from_the_draw_pile_in_hand_and_shuffles():
    """A Hero Is Born: 'search your draw pile for a champion, reveal it, put it in your hand,
    shuffle the draw pile'. The player picks among the champions there by name."""
    s = scene(0, "event")
    card = s.hand(0, "A Hero Is Born")
    s.do(cmds.PlayEvent(0, card))
    assert sorted(s.options()) == ["Fire Drake", "Kaeseeall", "Maelena"]
    out = s.answer("Maelena")
    assert any(isinstance(e, ev.CardReturnedToHand) for e in out)  # revealed, not a hidden draw
    assert any(isinstance(e, ev.DrawPileShuffled) for e in out)
    hand = [s.card(u).name for u in s.state.players[0].hand]
    assert hand == ["Maelena"]
    assert all(s.card(u).name != "Maelena" for u in s.state.players[0].draw)
    assert s.card(card).zone == "discard"


def test_a_hero_is_born_finds_no_champion_when_none_is_left_in_the_draw_pile():
    """A Hero Is Born must not take a champion from anywhere but the draw pile: with the
    champions in the discard pile, nothing comes to hand (the pile is only shuffled)."""
    s = scene(0, "event")
    for name in ("Fire Drake", "Kaeseeall", "Maelena"):
        s.discard(0, name)
    card = s.hand(0, "A Hero Is Born")
    out = s.do(cmds.PlayEvent(0, card))
    assert s.prompt is None
    assert not any(isinstance(e, ev.CardReturnedToHand) for e in out)
    assert any(isinstance(e, ev.DrawPileShuffled) for e in out)
    assert s.state.players[0].hand == []


def test_a_hero_is_born_is_played_only_in_the_event_phase():
    """1E events are played in the Play Event Cards phase: not in the Summon phase."""
    s = scene(0, "summon")
    card = s.hand(0, "A Hero Is Born")
    s.reject(cmds.PlayEvent(0, card))


# --- Magic Drain (shared event) ------------------------------------------------------------------


def test_magic_drain_moves_two_cards_from_the_top_of_their_magic_pile_to_yours():
    """Magic Drain: 'if you have fewer units on the battlefield than the opponent, move up to 2
    cards from the top of their magic pile to the top of yours'."""
    s = scene(0, "event")
    s.place(1, "Fighter", (0, 5))
    bottom, mid, top = s.magic_pile(1, "Shaman", "Smasher", "Fighter")
    s.magic(0, 1)
    card = s.hand(0, "Magic Drain")
    s.do(cmds.PlayEvent(0, card))
    assert s.state.players[1].magic_pile == [bottom]
    assert s.state.players[0].magic_pile[-2:] == [top, mid]  # their top taken first, now under
    assert s.state.players[0].magic == 3


def test_magic_drain_takes_what_there_is_up_to_two():
    """Magic Drain: 'up to 2': an opponent with 1 card in the magic pile loses just that one."""
    s = scene(0, "event")
    s.place(1, "Fighter", (0, 5))
    (only,) = s.magic_pile(1, "Shaman")
    card = s.hand(0, "Magic Drain")
    s.do(cmds.PlayEvent(0, card))
    assert s.state.players[1].magic_pile == []
    assert s.state.players[0].magic_pile == [only]


def test_magic_drain_cannot_be_played_without_fewer_units():
    """Magic Drain's requirement: with as many units as the opponent (1 summoner each) it
    cannot be played, and no magic moves."""
    s = scene(0, "event")
    s.magic_pile(1, "Shaman", "Smasher")
    card = s.hand(0, "Magic Drain")
    s.reject(cmds.PlayEvent(0, card))
    s.place(0, "Archer", (0, 1))  # more units than the opponent: still not
    s.reject(cmds.PlayEvent(0, card))
    assert s.state.players[1].magic == 2 and s.card(card).zone == HAND


def test_magic_drain_counts_units_not_walls():
    """'Fewer units': walls are not units. An extra wall of the opponent does not make you
    have fewer units."""
    s = scene(0, "event")
    s.place(1, "Wall", (4, 6))
    s.magic_pile(1, "Shaman")
    card = s.hand(0, "Magic Drain")
    s.reject(cmds.PlayEvent(0, card))
