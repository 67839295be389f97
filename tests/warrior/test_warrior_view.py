"""What each seat may know: "players may peek at their facedown Captains, but can never look at
a facedown Warrior card"; in the Red Zone "players ... CANNOT LOOK AT CAPTAINS AT ALL"."""

from __future__ import annotations

from dataclasses import replace

import pytest
from warrior_support import new_match, position

from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.state import CAPTAINS, DISCARD_PILE, DRAW_PILE, HIDDEN, RED_ZONE, WARRIORS
from game.warrior.core.view import event_seen_by, view


def test_a_blue_zone_player_sees_their_own_facedown_captains_but_never_a_facedown_warrior():
    """"players may peek at their facedown Captains, but can never look at a facedown Warrior
    card"."""
    m = new_match(2)
    s = m.state
    mine = view(s, 0).armies[0]
    assert mine.captains == s.armies[0].captains  # every Captain, though face down
    assert mine.warriors == (HIDDEN,) * 4
    m.submit(cmds.TurnColumnFaceUp(0, 2))
    mine = view(m.state, 0).armies[0]
    assert mine.warriors == (HIDDEN, HIDDEN, m.state.armies[0].warriors[2], HIDDEN)


def test_nobody_sees_another_players_facedown_cards_and_everyone_sees_face_up_ones():
    m = new_match(3)
    m.submit(cmds.TurnColumnFaceUp(1, 3))
    theirs = view(m.state, 0).armies[1]
    real = m.state.armies[1]
    assert theirs.captains == (HIDDEN, HIDDEN, HIDDEN, real.captains[3])
    assert theirs.warriors == (HIDDEN, HIDDEN, HIDDEN, real.warriors[3])
    assert view(m.state, 2).armies[1] == theirs


def test_in_the_red_zone_a_player_cannot_look_at_their_captains_at_all():
    """"However, players in the Red Zone CANNOT LOOK AT CAPTAINS AT ALL!\""""
    s = position([[("1", "2"), ("3", "4"), ("5", "6")], [("1", "2"), ("3", "4"), ("5", "6"), ("0", "0")]],
                 casualties=(40, 0))
    assert s.zones == (RED_ZONE, "blue")
    mine = view(s, 0).armies[0]
    assert mine.captains == (s.armies[0].captains[0], HIDDEN, HIDDEN)  # only the face-up column
    assert view(s, 1).armies[1].captains == s.armies[1].captains


def test_the_draw_pile_and_the_random_source_are_hidden_the_discard_pile_is_not():
    m = new_match(2, seed=12345)
    v = view(m.state, 0)
    assert v.draw_pile == (HIDDEN,) * len(m.state.draw_pile) and v.rng == 0
    assert v.setup.seed == 0  # the seed would tell every shuffle
    assert v.setup.deck == m.state.setup.deck  # what the deck holds is no secret
    assert v.discard_pile == m.state.discard_pile


def test_a_card_drawn_from_the_draw_pile_is_known_to_its_player_only_one_from_the_discard_pile_to_all():
    m = new_match(2)
    for seat in (0, 1):
        m.submit(cmds.TurnColumnFaceUp(seat, 0))
    m.submit(cmds.DrawFromDrawPile(0))
    assert view(m.state, 0).drawn == m.state.drawn
    assert view(m.state, 1).drawn == HIDDEN and view(m.state, None).drawn == HIDDEN
    m.submit(cmds.DiscardDrawnCard(0))
    m.submit(cmds.DrawFromDiscardPile(1))
    assert m.state.drawn_from == DISCARD_PILE
    assert view(m.state, 0).drawn == m.state.drawn == view(m.state, None).drawn


def test_a_placeholder_is_the_same_for_every_hidden_card_so_no_card_number_shows_through():
    m = new_match(2)
    hidden = [c for c in view(m.state, 1).armies[0].cards() + view(m.state, 1).draw_pile]
    assert set(hidden) == {HIDDEN} and HIDDEN not in range(72)
    with pytest.raises(ValueError, match="hidden card"):
        view(m.state, 1).define(HIDDEN)


def test_a_spectator_sees_only_what_is_public():
    m = new_match(2)
    for army in view(m.state, None).armies:
        assert set(army.cards()) == {HIDDEN}
    with pytest.raises(ValueError):
        view(m.state, 2)


def test_the_log_as_one_seat_reads_it_hides_the_deal_and_the_others_draws():
    m = new_match(2)
    dealt = [e for e in m.events if isinstance(e, ev.ArmyDealt)]
    shuffled = next(e for e in m.events if isinstance(e, ev.DeckShuffled))
    assert set(event_seen_by(shuffled, 0).order) == {HIDDEN}
    mine, theirs = (dealt[0], dealt[1]) if dealt[0].seat == 0 else (dealt[1], dealt[0])
    assert event_seen_by(mine, 0).captains == mine.captains
    assert set(event_seen_by(mine, 0).warriors) == {HIDDEN}
    assert set(event_seen_by(theirs, 0).captains) == {HIDDEN}
    red = replace(mine, zone=RED_ZONE)
    assert set(event_seen_by(red, 0).captains) == {HIDDEN}
    drawn = ev.CardDrawn(0, 17, DRAW_PILE)
    assert event_seen_by(drawn, 0) == drawn and event_seen_by(drawn, 1).card == HIDDEN
    taken = ev.CardDrawn(0, 17, DISCARD_PILE)
    assert event_seen_by(taken, 1) == taken
    swapped = ev.CardSwapped(0, WARRIORS, 1, 17, 18)
    assert event_seen_by(swapped, 1) == swapped  # both cards go face up
    assert CAPTAINS  # the row names are the game's words
