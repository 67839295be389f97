"""Undo over the protocol (`game.engine.undo`), on Warrior: a player takes back their own
commands while nothing hidden was shown and nothing was left to chance, never another
person's command; computers' commands after one's own go back with it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from warrior_support import new_match, position

from game.engine.match import Entry, Match
from game.engine.protocol import Rejection
from game.persist.match_undo import undo, undo_status
from game.warrior.core import commands as cmds
from game.warrior.core.rules import WARRIOR
from game.warrior.core.state import CAPTAINS, WARRIORS

HUMANS = [{"kind": "human"}] * 3
BOT_1 = [{"kind": "human"}, {"kind": "bot", "bot": "easy", "seed": 1}, {"kind": "human"}]


def at(state) -> Match:
    """A match standing at `state` (a hand-made position), with one opening entry."""
    return Match(WARRIOR, state.setup, state, state, [Entry(None, ())])


def play(m: Match, *commands) -> None:
    for c in commands:
        assert not isinstance(m.submit(c), Rejection), c


def table():
    """Seat 0 to play; column 0 of every army face up, the rest face down."""
    return position([[("3", "4"), ("5", "6"), ("1", "2")],
                     [("2", "2"), ("6", "0"), ("1", "1")],
                     [("0", "5"), ("4", "4"), ("3", "3")]])


def test_drawing_from_the_discard_pile_then_swapping_face_up_can_be_undone():
    m = at(table())
    before = m.state
    play(m, cmds.DrawFromDiscardPile(0))
    drawn = m.state
    play(m, cmds.SwapIntoArmy(0, WARRIORS, 0))
    assert m.state.turn_seat == 1
    check = undo_status(m, 0, HUMANS)
    assert check.ok and check.reason == "Undo: take back Player 1 put the card in column 1 of the Warriors"
    m = undo(m, 0, HUMANS)
    assert m.state == drawn and len(m.log) == 2
    check = undo_status(m, 0, HUMANS)
    assert check.ok and check.reason == "Undo: take back Player 1 took the top card of the discard pile"
    m = undo(m, 0, HUMANS)
    assert m.state == before
    assert undo_status(m, 0, HUMANS).reason == "Undo: nothing to undo yet"


def test_drawing_from_the_draw_pile_cannot_be_undone():
    m = at(table())
    play(m, cmds.DrawFromDrawPile(0))
    check = undo_status(m, 0, HUMANS)
    assert not check.ok
    assert check.reason == "Undo: Player 1 drew from the draw pile, and that showed you what was hidden"
    with pytest.raises(ValueError, match="showed you what was hidden"):
        undo(m, 0, HUMANS)


def test_nor_past_the_draw_once_the_drawn_card_is_played():
    m = at(table())
    play(m, cmds.DrawFromDrawPile(0), cmds.SwapIntoArmy(0, WARRIORS, 0))
    check = undo_status(m, 0, HUMANS)
    assert not check.ok and "showed Player 2 what was hidden" in check.reason


def test_a_face_down_card_swapped_out_was_shown_to_everyone():
    m = at(table())
    play(m, cmds.DrawFromDiscardPile(0), cmds.SwapIntoArmy(0, WARRIORS, 1))
    check = undo_status(m, 0, HUMANS)
    assert not check.ok
    assert check.reason == ("Undo: Player 1 put the card in column 2 of the Warriors, and that "
                            "showed you what was hidden")


def test_an_own_captain_known_to_its_player_was_still_shown_to_the_table():
    """In the Blue Zone a player knows their face-down Captains; the others do not."""
    m = at(table())
    play(m, cmds.DrawFromDiscardPile(0), cmds.SwapIntoArmy(0, CAPTAINS, 1))
    check = undo_status(m, 0, HUMANS)
    assert not check.ok and "showed Player 2 what was hidden" in check.reason


def test_never_back_over_another_persons_command():
    m = at(table())
    play(m, cmds.DrawFromDiscardPile(0), cmds.SwapIntoArmy(0, WARRIORS, 0), cmds.DrawFromDiscardPile(1))
    check = undo_status(m, 0, HUMANS)
    assert not check.ok and check.reason == "Undo: the last action was Player 2's"
    assert undo_status(m, 1, HUMANS).ok  # their own, though


def test_a_computers_commands_after_yours_go_back_with_yours():
    m = at(table())
    start = m.state
    play(m, cmds.DrawFromDiscardPile(0), cmds.SwapIntoArmy(0, WARRIORS, 0),
         cmds.DrawFromDiscardPile(1), cmds.SwapIntoArmy(1, WARRIORS, 0))
    check = undo_status(m, 0, BOT_1)
    assert check.ok and check.entries == 3
    back = undo(m, 0, BOT_1)
    assert back.state.drawn is not None and back.state.turn_seat == 0
    assert undo(back, 0, BOT_1).state == start


def test_but_not_past_what_the_computer_drew_from_the_draw_pile():
    m = at(table())
    play(m, cmds.DrawFromDiscardPile(0), cmds.SwapIntoArmy(0, WARRIORS, 0), cmds.DrawFromDrawPile(1))
    check = undo_status(m, 0, BOT_1)
    assert not check.ok
    assert check.reason == "Undo: Player 2 drew from the draw pile, and that showed Player 2 what was hidden"


def test_a_battle_cannot_be_undone():
    """The last turn before a battle: the battle turns every card up and deals anew."""
    m = at(replace(table(), drummer=1))
    play(m, cmds.DrawFromDiscardPile(0), cmds.SwapIntoArmy(0, WARRIORS, 0))
    assert m.state.round == 2
    check = undo_status(m, 0, HUMANS)
    assert not check.ok and "what was hidden" in check.reason


def test_beating_the_war_drums_shows_nothing_and_can_be_undone():
    m = at(table())
    play(m, cmds.BeatWarDrums(0))
    assert undo_status(m, 0, HUMANS).ok
    assert undo(m, 0, HUMANS).state.drummer is None


def test_turning_a_column_up_in_the_opening_cannot_be_undone():
    m = new_match(3, seed=2)
    play(m, cmds.TurnColumnFaceUp(0, 2))
    check = undo_status(m, 0, HUMANS)
    assert not check.ok and "showed you what was hidden" in check.reason


def test_nothing_after_the_game_is_over():
    import random

    from warrior_support import random_command

    m = new_match(2, seed=3)
    rnd = random.Random(3)
    while not WARRIOR.is_over(m.state):
        m.submit(random_command(m, rnd))
    assert undo_status(m, 0, HUMANS[:2]).reason == "Undo: the game is over"

