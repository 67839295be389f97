"""Setup, turns, the war drums, the Army Tracker's zones and the end of the game, each rule
quoted from the seed (/work/shared/seeds/warriors-card-game-rules-en.txt) and checked both
ways."""

from __future__ import annotations

from dataclasses import replace

import pytest
from warrior_support import battle, new_match, of, position, setup

from game.engine.protocol import Rejection
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.decide import decide
from game.warrior.core.legal import acting_seats, legal_commands
from game.warrior.core.rules import WARRIOR, new_game
from game.warrior.core.state import (
    CAPTAINS,
    DISCARD_PILE,
    DRAW_PILE,
    OPENING,
    OVER,
    RED_ZONE,
    ROUND_TURNS_PER_PLAYER,
    TURNS,
    WARRIORS,
)


def opened(players: int = 2, seed: int = 1):
    """A match past the opening: every player turned their first column face up."""
    m = new_match(players, seed)
    for seat in range(players):
        assert not isinstance(m.submit(cmds.TurnColumnFaceUp(seat, 0)), Rejection)
    return m


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_player_is_dealt_8_cards_facedown_in_2_rows_of_4_and_one_card_starts_the_discard_pile(players):
    """"Each player is dealt 8 cards, facedown, from the shuffled deck. The leftover cards become
    the draw pile, and one card is flipped to start the discard pile. Players arrange their 8
    facedown cards in 2 rows of 4"."""
    m = new_match(players)
    s = m.state
    assert s.phase == OPENING
    for army in s.armies:
        assert len(army.warriors) == len(army.captains) == 4
        assert not any(army.warriors_up) and not any(army.captains_up)
    assert len(s.discard_pile) == 1
    assert len(s.draw_pile) == 72 - 8 * players - 1
    shuffled = of(m.events, ev.DeckShuffled)[0]
    assert sorted(shuffled.order) == list(range(72))


@pytest.mark.parametrize("players", [1, 7])
def test_warrior_is_for_2_to_6_players(players):
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_game(setup(players))


def test_a_blue_zone_player_chooses_any_column_to_turn_face_up_before_the_first_turn():
    """"Next, choose any Squadron (column) of Captain and Warriors Cards to turn face-up"."""
    m = new_match(3)
    assert set(acting_seats(m.state)) == {0, 1, 2}
    assert legal_commands(m.state, 1) == [cmds.TurnColumnFaceUp(1, c) for c in range(4)]
    refused = m.submit(cmds.DrawFromDrawPile(0))
    assert isinstance(refused, Rejection) and "turn a column face up" in refused.reason
    m.submit(cmds.TurnColumnFaceUp(1, 2))
    army = m.state.armies[1]
    assert army.warriors_up == army.captains_up == (False, False, True, False)
    again = m.submit(cmds.TurnColumnFaceUp(1, 3))
    assert isinstance(again, Rejection) and "already turned" in again.reason
    assert isinstance(m.submit(cmds.TurnColumnFaceUp(0, 4)), Rejection)  # no fifth column
    m.submit(cmds.TurnColumnFaceUp(0, 0))
    assert m.state.phase == OPENING  # seat 2 still to choose
    m.submit(cmds.TurnColumnFaceUp(2, 1))
    assert (m.state.phase, m.state.turn_seat, acting_seats(m.state)) == (TURNS, 0, (0,))


def test_the_first_player_chosen_goes_first():
    """"select which player will go first"."""
    m = new_match(3, first_seat=2)
    for seat in range(3):
        m.submit(cmds.TurnColumnFaceUp(seat, 0))
    assert m.state.turn_seat == 2


def test_a_turn_draws_the_top_card_of_the_draw_pile_or_of_the_discard_pile():
    """"Players take turns drawing a top card from either the draw or discard pile.\""""
    m = opened()
    top = m.state.draw_pile[0]
    events = m.submit(cmds.DrawFromDrawPile(0))
    assert events == (ev.CardDrawn(0, top, DRAW_PILE),)
    assert (m.state.drawn, m.state.draw_pile[0] != top) == (top, True)
    assert isinstance(m.submit(cmds.DrawFromDiscardPile(0)), Rejection)  # one card a turn
    m.submit(cmds.DiscardDrawnCard(0))
    discard_top = m.state.discard_pile[-1]
    assert m.submit(cmds.DrawFromDiscardPile(1)) == (ev.CardDrawn(1, discard_top, DISCARD_PILE),)
    assert isinstance(m.submit(cmds.DrawFromDrawPile(0)), Rejection)  # not seat 0's turn


def test_a_drawn_card_replaces_any_army_card_face_up_and_the_removed_card_is_discarded():
    """"The drawn card can either replace any of the 8 army cards or be discarded. New cards put
    into the army are placed face-up, and cards removed from the army are discarded.\""""
    m = opened()
    m.submit(cmds.DrawFromDrawPile(0))
    drawn = m.state.drawn
    old = m.state.armies[0].card(CAPTAINS, 3)
    events = m.submit(cmds.SwapIntoArmy(0, CAPTAINS, 3))
    assert events[0] == ev.CardSwapped(0, CAPTAINS, 3, drawn, old)
    army = m.state.armies[0]
    assert army.card(CAPTAINS, 3) == drawn and army.is_up(CAPTAINS, 3)
    assert m.state.discard_pile[-1] == old and m.state.drawn is None
    assert m.state.turn_seat == 1
    # or be discarded: the army stays as it was
    m.submit(cmds.DrawFromDrawPile(1))
    before = m.state.armies[1]
    card = m.state.drawn
    m.submit(cmds.DiscardDrawnCard(1))
    assert m.state.armies[1] == before and m.state.discard_pile[-1] == card


def test_cards_are_never_rearranged_within_the_army_and_a_swap_needs_a_drawn_card():
    """"You cannot rearrange cards within the army, but only swap cards out with the newly drawn
    cards"; "There is no going back on a swap": no command moves an army card but a swap, which
    ends the turn."""
    m = opened()
    refused = m.submit(cmds.SwapIntoArmy(0, WARRIORS, 1))
    assert isinstance(refused, Rejection) and "Draw a card first" in refused.reason
    m.submit(cmds.DrawFromDrawPile(0))
    kinds = {type(c) for c in legal_commands(m.state, 0)}
    assert kinds == {cmds.SwapIntoArmy, cmds.DiscardDrawnCard}
    m.submit(cmds.SwapIntoArmy(0, WARRIORS, 1))
    assert isinstance(m.submit(cmds.SwapIntoArmy(0, WARRIORS, 2)), Rejection)


def test_a_card_taken_from_the_discard_pile_must_go_into_the_army():
    """README decision: only a card from the draw pile may be discarded again."""
    m = opened()
    m.submit(cmds.DrawFromDiscardPile(0))
    refused = m.submit(cmds.DiscardDrawnCard(0))
    assert isinstance(refused, Rejection) and "must go into your army" in refused.reason
    assert cmds.DiscardDrawnCard(0) not in legal_commands(m.state, 0)


def test_beating_the_war_drums_gives_every_other_player_one_final_turn_then_the_battle():
    """"until someone "beats their war drums" on their turn ... This signals to the other
    players that they have one final turn"; "When the play returns to the player who "beat the
    war drum", then the battle begins"."""
    m = opened(3)
    m.submit(cmds.DrawFromDrawPile(0))
    m.submit(cmds.DiscardDrawnCard(0))
    assert m.submit(cmds.BeatWarDrums(1))[0] == ev.WarDrumsBeaten(1, ev.CHOSEN)
    assert m.state.drummer == 1 and m.state.turn_seat == 2
    assert cmds.BeatWarDrums(2) not in legal_commands(m.state, 2)
    assert isinstance(m.submit(cmds.BeatWarDrums(2)), Rejection)
    m.submit(cmds.DrawFromDrawPile(2))
    m.submit(cmds.DiscardDrawnCard(2))
    assert m.state.turn_seat == 0 and m.state.round == 1  # seat 0's final turn
    m.submit(cmds.DrawFromDrawPile(0))
    events = m.submit(cmds.DiscardDrawnCard(0))
    assert [type(e) for e in events[1:4]] == [ev.ArmyRevealed] * 3  # back at seat 1: the battle
    assert len(of(list(events), ev.BattleScored)) == 3
    assert m.state.round == 2


def test_the_drums_are_beaten_instead_of_drawing_not_after():
    """README decision: the war drums are beaten at the start of a turn, instead of drawing."""
    m = opened()
    m.submit(cmds.DrawFromDrawPile(0))
    refused = m.submit(cmds.BeatWarDrums(0))
    assert isinstance(refused, Rejection) and "instead of drawing" in refused.reason
    assert cmds.BeatWarDrums(0) not in legal_commands(m.state, 0)


def test_the_drums_beat_automatically_when_every_warrior_is_face_up():
    """"or automatically takes place if that player has all Warrior cards (top row) flipped
    face-up"; not while one Warrior is still face down (the Captains do not count)."""
    m = opened()
    for column in (1, 2, 3):
        m.submit(cmds.DrawFromDrawPile(0))
        events = m.submit(cmds.SwapIntoArmy(0, WARRIORS if column < 3 else CAPTAINS, column))
        assert not of(list(events), ev.WarDrumsBeaten)
        m.submit(cmds.DrawFromDrawPile(1))
        m.submit(cmds.DiscardDrawnCard(1))
    m.submit(cmds.DrawFromDrawPile(0))
    events = m.submit(cmds.SwapIntoArmy(0, WARRIORS, 3))
    assert of(list(events), ev.WarDrumsBeaten) == [ev.WarDrumsBeaten(0, ev.ALL_WARRIORS_UP)]
    assert m.state.drummer == 0


def test_when_the_draw_pile_runs_out_the_discard_pile_is_shuffled_into_it_and_the_drums_beat():
    """README decision: the discard pile but its top card becomes the new draw pile, and the
    turn that needed it ends with the war drums beaten."""
    m = opened()
    s = m.state
    pile = s.draw_pile
    emptied = replace(s, draw_pile=(), discard_pile=s.discard_pile + pile)
    events = decide(emptied, cmds.DrawFromDrawPile(0))
    renewed = events[0]
    assert isinstance(renewed, ev.DrawPileRenewed)
    assert sorted(renewed.order) == sorted(emptied.discard_pile[:-1])
    after = emptied
    for e in events:
        after = WARRIOR.apply(after, e)
    assert after.discard_pile == emptied.discard_pile[-1:]
    assert events[1] == ev.CardDrawn(0, renewed.order[0], DRAW_PILE)
    out = decide(after, cmds.DiscardDrawnCard(0))
    assert ev.WarDrumsBeaten(0, ev.DRAW_PILE_RAN_OUT) in out
    # a turn with a draw pile to spare beats no drums
    plain = decide(s, cmds.DrawFromDrawPile(0))
    assert not of(list(plain), ev.DrawPileRenewed)


def test_the_next_round_is_dealt_afresh_and_the_next_player_goes_first():
    """README decision: after a battle that ends nothing, every card is gathered and dealt again,
    and the player after the last round's first player goes first."""
    events, after = battle(position([[("1", "0")] * 4, [("2", "0")] * 4]))
    assert of(events, ev.RoundBegan) == [ev.RoundBegan(2, 1, ("blue", "blue"))]
    assert after.round == 2 and after.phase == OPENING
    assert sorted(of(events, ev.DeckShuffled)[0].order) == list(range(72))


def test_35_casualties_enter_the_red_zone_with_6_cards_and_a_random_column_face_up():
    """"Once a player has 35 casualties or more, then that player enters the "Red Zone",
    causing that player to start each round with 6 cards in their army instead of 8. Players in
    the Red Zone still start the round by exposing a single random column face-up"."""
    events, after = battle(position([[("6", "5"), ("1", "0"), ("3", "3"), ("4", "4")],
                                     [("1", "0"), ("3", "3"), ("4", "4"), ("5", "5")]],
                                    casualties=(22, 33)))
    assert after.casualties == (34, 34)
    assert of(events, ev.ZoneChanged) == []
    events, after = battle(position([[("6", "5"), ("1", "1"), ("3", "3"), ("4", "4")],
                                     [("1", "0"), ("3", "3"), ("4", "4"), ("5", "5")]],
                                    casualties=(24, 33)))
    assert after.casualties == (35, 34)
    assert of(events, ev.ZoneChanged) == [ev.ZoneChanged(0, RED_ZONE)]
    red, blue = after.armies
    assert (red.columns, blue.columns) == (3, 4)
    turned = of(events, ev.ColumnTurnedUp)
    assert [(e.seat, e.chosen) for e in turned] == [(0, False)]
    assert red.warriors_up[turned[0].column] and sum(red.warriors_up) == 1
    assert acting_seats(after) == (1,)  # only the Blue Zone player chooses
    refused = decide(after, cmds.TurnColumnFaceUp(0, 1))
    assert isinstance(refused, Rejection) and "at random" in refused.reason


def test_when_every_player_is_in_the_red_zone_the_first_turn_begins_at_the_deal():
    """Nobody chooses a column in the Red Zone ("a single random column"), so the round starts
    at once; while one player is in the Blue Zone it waits for their choice."""
    armies = [[("6", "5"), ("1", "0"), ("3", "3"), ("4", "4")], [("6", "5"), ("1", "0"), ("3", "3"), ("4", "4")]]
    events, after = battle(position(armies, casualties=(30, 30)))
    assert after.zones == (RED_ZONE, RED_ZONE)
    assert (after.phase, after.turn_seat) == (TURNS, 1) and of(events, ev.TurnBegan) == [ev.TurnBegan(1)]
    events, after = battle(position(armies, casualties=(30, 0)))
    assert after.phase == OPENING and of(events, ev.TurnBegan) == []


def test_reinforcements_that_bring_a_pawn_back_under_35_return_it_to_the_blue_zone():
    """README decision: the zone is where the pawn stands on the Army Tracker."""
    events, after = battle(position([[("R6", "6"), ("1", "1"), ("3", "3")],
                                     [("1", "0"), ("3", "3"), ("4", "4"), ("5", "5")]],
                                    casualties=(38, 0)))
    assert after.casualties[0] == 32
    assert of(events, ev.ZoneChanged) == [ev.ZoneChanged(0, "blue")]
    assert after.armies[0].columns == 4


def test_at_60_casualties_the_game_ends_and_the_least_casualties_win():
    """"Once any player has reached 60 casualties or more, the game ends and the player with
    the least number of casualties is declared the winner" (and at 59 it goes on)."""
    on = [[("6", "5"), ("1", "1"), ("3", "3"), ("4", "4")], [("1", "0"), ("3", "3"), ("4", "4"), ("5", "5")],
          [("2", "0"), ("0", "0"), ("6", "6"), ("5", "5")]]
    events, after = battle(position(on, casualties=(48, 30, 40)))
    assert after.casualties == (59, 31, 42) and after.phase == OPENING
    events, after = battle(position(on, casualties=(49, 30, 40)))
    assert of(events, ev.GameWon) == [ev.GameWon((1,), (60, 31, 42))]
    assert after.phase == OVER and WARRIOR.is_over(after)
    result = WARRIOR.result(after)
    assert result.winners == (1,) and result.scores == (60, 31, 42) and result.lower_is_better
    assert acting_seats(after) == () and legal_commands(after, 1) == []
    assert isinstance(decide(after, cmds.DrawFromDrawPile(1)), Rejection)


def test_players_tied_on_the_least_casualties_share_the_win():
    """README decision: a tie for the least casualties is a shared win."""
    on = [[("6", "5"), ("1", "1"), ("3", "3"), ("4", "4")], [("1", "0"), ("3", "3"), ("4", "4"), ("5", "5")],
          [("2", "0"), ("0", "0"), ("6", "6"), ("5", "5")]]
    events, after = battle(position(on, casualties=(50, 40, 39)))
    assert of(events, ev.GameWon) == [ev.GameWon((1, 2), (61, 41, 41))]
    assert WARRIOR.result(after).winners == (1, 2)


def test_a_command_from_no_seat_or_of_another_game_is_refused_in_words():
    m = opened()
    assert "no seat 5" in decide(m.state, cmds.DrawFromDrawPile(5)).reason
    assert "not a move of Warrior" in decide(m.state, object()).reason  # type: ignore[arg-type]
    assert "It is Player 1's turn" in decide(m.state, cmds.DrawFromDrawPile(1)).reason
    assert "two rows" in decide(replace(m.state, drawn=m.state.draw_pile[0], drawn_from=DRAW_PILE),
                                cmds.SwapIntoArmy(0, "middle", 0)).reason


def _discard_draw_and_swap_into_a_captain(m) -> tuple:
    seat = m.state.turn_seat
    m.submit(cmds.DrawFromDiscardPile(seat))
    return m.submit(cmds.SwapIntoArmy(seat, CAPTAINS, 0))


def test_a_round_of_discard_pile_draws_ends_after_twenty_turns_each():
    """README decision (the seed leaves open how a round ends when nobody knocks): taking from
    the discard pile never empties the draw pile, so a round without drums ends with the drums
    beaten by themselves at the end of the round's last turn, `ROUND_TURNS_PER_PLAYER` each;
    every other player then has the final turn the seed gives ("When the play returns to the
    player who beat the war drum, then the battle begins")."""
    m = opened()
    limit = ROUND_TURNS_PER_PLAYER * m.state.seats
    for _ in range(limit - 1):
        events = _discard_draw_and_swap_into_a_captain(m)
        assert not of(list(events), ev.WarDrumsBeaten)
    assert m.state.turns == limit
    last = m.state.turn_seat
    events = _discard_draw_and_swap_into_a_captain(m)
    assert of(list(events), ev.WarDrumsBeaten) == [ev.WarDrumsBeaten(last, ev.ROUND_AT_ITS_END)]
    assert m.state.drummer == last
    # the others' final turns, then the battle
    while m.state.round == 1:
        events = _discard_draw_and_swap_into_a_captain(m)
    assert of(list(events), ev.BattleScored)


def test_the_turns_of_a_round_are_counted_from_its_deal():
    m = opened()
    assert m.state.turns == 1
    _discard_draw_and_swap_into_a_captain(m)
    assert m.state.turns == 2
