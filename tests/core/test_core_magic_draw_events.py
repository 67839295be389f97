"""Rulebook, "Phase 5: Magic", "Phase 6: Draw", "Empty Draw Pile" and "Event Cards".

Test events (tests/factories): Test Epic (Summon phase, cost 0), Test Rally (Move, 0),
Test Omen (Attack, cost 1), Test Ward (Magic, 0, ACTIVE).
"""

from __future__ import annotations

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, BUILD, MAGIC, MOVE, SUMMON
from game.core.state import ACTIVE, DISCARD, Prompt
from tests.core.helpers import Scene, names, of_type


def scene(phase: str, player: int = 0, magic: int = 3) -> Scene:
    s = Scene(clean=True)
    s.phase(player, phase)
    s.magic(player, magic)
    return s


# --- Phase 5: Magic ----------------------------------------------------------------------------


def test_discard_any_number_of_cards_for_1_magic_each():
    """Rulebook, Phase 5: 'Discard any number of cards from your hand (face down). Gain 1 magic
    for each.'"""
    s = scene(MAGIC, magic=3)
    hand = s.state.players[0].hand[:]
    chosen = tuple(hand[:3])
    evs = s.do(cmds.DiscardForMagic(0, chosen))
    assert of_type(evs, ev.CardDiscarded) == [ev.CardDiscarded(u) for u in chosen]
    assert [(e.player, e.amount) for e in of_type(evs, ev.MagicGained)] == [(0, 3)]
    p = s.state.players[0]
    assert p.magic == 6
    assert p.hand == hand[3:]
    assert p.discard[-3:] == list(chosen)
    assert all(s.card(u).zone == DISCARD for u in chosen)
    # and again, one card at a time
    s.do(cmds.DiscardForMagic(0, (hand[3],)))
    assert s.state.players[0].magic == 7


def test_discarding_none_is_allowed():
    """Rulebook, Phase 5: 'any number' (glossary ANY NUMBER: 'Zero or any positive whole number')."""
    s = scene(MAGIC, magic=3)
    evs = s.do(cmds.EndPhase(0))
    assert not of_type(evs, ev.MagicGained)
    assert s.state.players[0].magic == 3


def test_magic_never_goes_above_15():
    """Glossary MAGIC: 'with a maximum of 15'."""
    s = scene(MAGIC, magic=14)
    hand = s.state.players[0].hand[:]
    evs = s.do(cmds.DiscardForMagic(0, tuple(hand[:3])))
    assert [e.amount for e in of_type(evs, ev.MagicGained)] == [1]
    assert s.state.players[0].magic == 15
    evs = s.do(cmds.DiscardForMagic(0, (hand[3],)))
    assert not of_type(evs, ev.MagicGained)
    assert s.state.players[0].magic == 15


@pytest.mark.parametrize("phase", [SUMMON, MOVE, BUILD, ATTACK])
def test_discard_for_magic_only_in_the_magic_phase(phase):
    """Rulebook, Turn Sequence: discarding for magic is Phase 5."""
    s = scene(phase)
    uid = s.state.players[0].hand[0]
    assert "Magic phase" in s.reject(cmds.DiscardForMagic(0, (uid,)))
    assert not [c for c in s.legal() if isinstance(c, cmds.DiscardForMagic)]


def test_discard_for_magic_only_your_own_hand_cards():
    """Rulebook, Phase 5: 'Discard ... cards from *your hand*'."""
    s = scene(MAGIC)
    theirs = s.state.players[1].hand[0]
    pile = s.state.players[0].draw[-1]
    on_board = s.summoner(0)
    mine = s.state.players[0].hand[0]
    for bad in [(theirs,), (pile,), (on_board,), (mine, theirs), (mine, mine), (), (10_000,)]:
        s.reject(cmds.DiscardForMagic(0, bad))
    assert s.state.players[0].magic == 3


def test_legal_discards_are_each_card_in_hand():
    """Rulebook, Phase 5: any card in your hand may be discarded."""
    s = scene(MAGIC)
    offered = {c.cards for c in s.legal() if isinstance(c, cmds.DiscardForMagic)}
    assert offered == {(u,) for u in s.state.players[0].hand}


# --- Phase 6: Draw ---------------------------------------------------------------------------


def test_empty_draw_pile_is_not_reshuffled_you_draw_fewer():
    """Rulebook, Empty Draw Pile: 'If your draw pile becomes empty, do NOT reshuffle your discard
    pile. You cannot draw cards while your draw pile is empty.'"""
    s = scene(MAGIC)
    s.empty_hand(0)
    s.hand(0, "Test Guard")
    s.empty_draw_pile(0, keep=1)
    last = s.state.players[0].draw[0]
    discard_before = s.state.players[0].discard[:]
    assert len(discard_before) > 20
    evs = s.do(cmds.EndPhase(0))
    assert of_type(evs, ev.CardsDrawn) == [ev.CardsDrawn(0, (last,))]
    assert not of_type(evs, ev.DrawPileShuffled)
    p = s.state.players[0]
    assert len(p.hand) == 2 and p.draw == [] and p.discard == discard_before
    # next time, with the pile empty, nothing is drawn at all
    s.phase(0, MAGIC)
    evs = s.do(cmds.EndPhase(0))
    assert not of_type(evs, ev.CardsDrawn) and not of_type(evs, ev.DrawPileShuffled)
    assert len(s.state.players[0].hand) == 2 and s.state.players[0].discard == discard_before


def test_draw_takes_cards_from_the_top_of_the_draw_pile():
    """Glossary DRAW: 'Take 1 or more cards from the top of your draw pile'."""
    s = scene(MAGIC)
    s.empty_hand(0)
    top = s.state.players[0].draw[-5:]
    evs = s.do(cmds.EndPhase(0))
    assert of_type(evs, ev.CardsDrawn) == [ev.CardsDrawn(0, tuple(reversed(top)))]
    assert sorted(s.state.players[0].hand) == sorted(top)


# --- Event cards ---------------------------------------------------------------------------


def test_event_is_played_in_its_phase_paid_for_then_discarded():
    """Rulebook, Event Cards: 'Play event cards on your turn during the phase listed on the card.
    To play an event card, pay its cost, resolve its effects, and then discard it.'"""
    s = scene(ATTACK, magic=2)
    omen = s.hand(0, "Test Omen")
    evs = s.do(cmds.PlayEvent(0, omen))
    assert names(evs) == ["MagicSpent", "EventPlayed", "CardDiscarded"]
    assert evs[0].amount == 1 and evs[1] == ev.EventPlayed(0, omen) and evs[2] == ev.CardDiscarded(omen)
    assert s.state.players[0].magic == 1
    assert s.state.players[0].discard[-1] == omen and s.card(omen).zone == DISCARD
    assert s.state.players[0].active == []


@pytest.mark.parametrize("name,phase", [("Test Epic", SUMMON), ("Test Rally", MOVE),
                                        ("Test Omen", ATTACK), ("Test Ward", MAGIC)])
def test_events_only_in_the_phase_printed_on_them(name, phase):
    """Rulebook, Event Cards: 'during the phase listed on the card'."""
    for other in (SUMMON, MOVE, BUILD, ATTACK, MAGIC):
        s = scene(other, magic=3)
        uid = s.hand(0, name)
        offered = cmds.PlayEvent(0, uid) in s.legal()
        if other == phase:
            assert offered
            s.do(cmds.PlayEvent(0, uid))
        else:
            assert not offered
            assert "phase" in s.reject(cmds.PlayEvent(0, uid))


def test_event_must_be_affordable():
    """Rulebook, Event Cards: 'pay its cost' (glossary SPEND: not enough magic, no payment)."""
    s = scene(ATTACK, magic=0)
    omen = s.hand(0, "Test Omen")
    assert "costs 1" in s.reject(cmds.PlayEvent(0, omen))
    assert cmds.PlayEvent(0, omen) not in s.legal()


def test_active_event_goes_to_the_active_area_instead_of_the_discard_pile():
    """Rulebook, Active Event Effects: 'When playing an event with the ACTIVE keyword on it,
    instead of discarding it, place it in your active area.'"""
    s = scene(MAGIC)
    ward = s.hand(0, "Test Ward")
    evs = s.do(cmds.PlayEvent(0, ward))
    assert names(evs) == ["EventPlayed", "EventActivated"]
    assert not of_type(evs, ev.CardDiscarded)
    assert s.state.players[0].active == [ward] and s.card(ward).zone == ACTIVE
    assert ward not in s.state.players[0].discard


def test_events_only_on_your_turn_and_from_your_hand():
    """Glossary EVENT: 'An event can only be played on its owner's turn'."""
    s = scene(MOVE)
    theirs = s.hand(1, "Test Rally")
    assert "turn" in s.reject(cmds.PlayEvent(1, theirs))
    # Cards out of the player's sight are refused without a word about them (issue 39).
    assert s.reject(cmds.PlayEvent(0, theirs)) == "That card is not one you can see."
    pile = s.find(0, "Test Rally")
    assert s.reject(cmds.PlayEvent(0, pile)) == "That card is not one you can see."
    guard = s.hand(0, "Test Guard")
    assert "not an event" in s.reject(cmds.PlayEvent(0, guard))


def test_events_not_while_an_effect_is_being_resolved():
    """Rulebook, Event Cards: 'Event cards cannot be played while a game effect is being
    resolved'. A pending decision is an effect still resolving: only its answer is accepted."""
    s = scene(MOVE)
    rally = s.hand(0, "Test Rally")
    s.do(cmds.PlayEvent(0, rally))  # fine while nothing is resolving
    rally2 = s.hand(0, "Test Rally")
    s.apply(ev.PromptOpened(Prompt(0, "confirm", "Go on?", options=("yes",))))
    assert "answer" in s.reject(cmds.PlayEvent(0, rally2))
    assert "answer" in s.reject(cmds.EndPhase(0))
    assert s.legal() == [cmds.Answer(0, 0)]
