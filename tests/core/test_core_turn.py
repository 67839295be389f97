"""Rulebook, "Turn Sequence", "Phase 6: Draw" and "Active Event Effects" (the turn's frame)."""

from __future__ import annotations

from game.core import Game, legal_commands
from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, BUILD, DRAW, MAGIC, MOVE, SUMMON
from tests import factories
from tests.core.helpers import Scene, names, of_type, random_game

PHASES = [SUMMON, MOVE, BUILD, ATTACK, MAGIC, DRAW]


def test_six_phases_in_order_then_the_opponents_turn():
    """Rulebook, Turn Sequence: 'they must complete the following 6 phases in order: 1: Summon
    2: Move 3: Build 4: Attack 5: Magic 6: Draw. After a player completes all 6 phases, it
    becomes their opponent's turn.'"""
    g = Game.new(factories.test_setup(4))
    p = g.state.turn.player
    for _ in range(5):
        g.submit(cmds.EndPhase(p))
    began = [e for e in g.events if isinstance(e, ev.PhaseBegan)]
    assert [(e.player, e.phase) for e in began] == [(p, ph) for ph in PHASES] + [(1 - p, SUMMON)]
    turn_marks = [e for e in g.events if isinstance(e, ev.TurnBegan | ev.TurnEnded)]
    assert turn_marks == [ev.TurnBegan(p, 1), ev.TurnEnded(p), ev.TurnBegan(1 - p, 2)]
    assert (g.state.turn.player, g.state.turn.number, g.state.phase) == (1 - p, 2, SUMMON)


def test_end_phase_advances_exactly_one_phase():
    """Rulebook, Turn Sequence: phases are completed one at a time, in order."""
    s = Scene()
    p = s.state.turn.player
    for here, nxt in zip(PHASES[:4], PHASES[1:5], strict=True):
        assert s.state.phase == here
        evs = s.do(cmds.EndPhase(p))
        assert of_type(evs, ev.PhaseBegan) == [ev.PhaseBegan(p, nxt)]
        assert s.state.phase == nxt and s.state.turn.player == p


def test_only_the_active_player_may_end_a_phase():
    """Rulebook, Turn Sequence: 'On a player's turn, they must complete the following 6 phases' —
    the other player cannot end them."""
    s = Scene()
    p = s.state.turn.player
    reason = s.reject(cmds.EndPhase(1 - p))
    assert "turn" in reason.lower()


def test_draw_phase_draws_up_to_5_and_passes_the_turn_by_itself():
    """Rulebook, Phase 6: 'If you have fewer than 5 cards in your hand, draw back up to 5.'
    The Draw phase needs no decision, so the turn passes on at once."""
    s = Scene()
    p = s.state.turn.player
    s.phase(p, MAGIC)
    s.do(cmds.DiscardForMagic(p, tuple(s.state.players[p].hand[:3])))
    top3 = tuple(reversed(s.state.players[p].draw[-3:]))
    evs = s.do(cmds.EndPhase(p))
    assert names(evs) == ["PhaseBegan", "CardsDrawn", "TurnEnded", "TurnBegan", "PhaseBegan"]
    assert evs[1] == ev.CardsDrawn(p, top3)
    assert len(s.state.players[p].hand) == 5
    assert s.state.turn.player == 1 - p and s.state.phase == SUMMON


def test_draw_phase_draws_nothing_with_a_full_hand():
    """Rulebook, Phase 6: draw only 'If you have fewer than 5 cards in your hand' (no maximum
    hand size: a hand above 5 is kept)."""
    s = Scene()
    p = s.state.turn.player
    s.hand(p, "Test Guard")
    assert len(s.state.players[p].hand) == 6
    s.phase(p, MAGIC)
    evs = s.do(cmds.EndPhase(p))
    assert not of_type(evs, ev.CardsDrawn) and not of_type(evs, ev.CardDiscarded)
    assert len(s.state.players[p].hand) == 6
    assert s.state.turn.player == 1 - p


def test_no_command_ever_waits_in_the_draw_phase():
    """Rulebook, Phase 6: drawing back up is automatic; players are never asked to act in it."""
    for seed in (1, 2):
        g = random_game(seed, 150)
        for entry in g.log:
            assert entry.events[-1] != ev.PhaseBegan(entry.player, DRAW)
        assert g.state.over or g.state.phase != DRAW


def test_turn_numbers_count_up_and_players_alternate():
    """Rulebook, Turn Sequence: 'Players will alternate taking turns'."""
    g = Game.new(factories.test_setup(9))
    first = g.state.turn.player
    for n in range(1, 6):
        assert g.state.turn.number == n
        assert g.state.turn.player == (first if n % 2 else 1 - first)
        p = g.state.turn.player
        while g.state.turn.number == n:
            g.submit(cmds.EndPhase(p))
    assert not g.state.over


def test_active_events_are_discarded_at_the_start_of_their_owners_next_turn():
    """Rulebook, Active Event Effects: 'At the start of your next turn, discard all events in
    your active area.' (Glossary START: before the Summon phase.) The opponent's turn start
    leaves them alone."""
    s = Scene()
    p = s.state.turn.player
    ward = s.hand(p, "Test Ward")
    s.phase(p, MAGIC)
    evs = s.do(cmds.PlayEvent(p, ward))
    assert ev.EventActivated(ward) in evs
    assert s.state.players[p].active == [ward]
    # end this turn: the opponent's turn starts, the event stays in the active area
    evs = s.do(cmds.EndPhase(p))
    assert ev.CardDiscarded(ward) not in evs
    assert s.state.turn.player == 1 - p
    assert s.state.players[p].active == [ward] and s.card(ward).zone == "active"
    # the opponent's whole turn passes; the owner's next turn starts by discarding it
    for _ in range(5):
        evs = s.do(cmds.EndPhase(1 - p))
    assert s.state.turn.player == p
    i_turn = evs.index(ev.TurnBegan(p, s.state.turn.number))
    i_disc = evs.index(ev.CardDiscarded(ward))
    i_summon = evs.index(ev.PhaseBegan(p, SUMMON))
    assert i_turn < i_disc < i_summon
    assert s.state.players[p].active == []
    assert s.state.players[p].discard[-1] == ward
    assert s.card(ward).zone == "discard"


def test_legal_commands_always_include_ending_the_phase():
    """Rulebook, Turn Sequence: every phase can be completed (Summon 'any number', Move/Attack
    'up to 3', Build 'any number', Magic 'any number' — zero included)."""
    s = Scene()
    p = s.state.turn.player
    for _ in range(5):
        assert cmds.EndPhase(p) in legal_commands(s.state)
        s.do(cmds.EndPhase(p))
