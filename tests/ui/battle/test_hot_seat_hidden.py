"""Issue 15, hot-seat: when the device passes to the other player, nothing the previous player was
looking at stays on screen. Changing the viewer clears every zoom (pinned or hovered), hover,
selection, drag and tooltip, so the next player never sees the previous player's hand card.
Driven with synthetic pygame events, as a player would."""

from __future__ import annotations

import pygame
from battle_helpers import down, key, move

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import acting_player, legal_commands
from game.ui.battle import stage as stage_module
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import ZOOM_DELAY, BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.pass_device import PassDeviceScene
from tests.factories import test_setup

SIZE = (1024, 640)


def _hot_seat() -> tuple[SceneStack, BattleScene, Game]:
    pygame.font.init()
    g = Game.new(test_setup(2))
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    return stack, sc, g


def _zoomed(monkeypatch, sc: BattleScene) -> list:
    """The card definitions the scene draws large on its next frame (each once: the zoom is
    measured at each width it may take before it is placed)."""
    shown: list = []
    real = stage_module.render_card_zoom
    monkeypatch.setattr(stage_module, "render_card_zoom",
                        lambda d, *a, **k: shown.append(d) or real(d, *a, **k))
    sc.draw(pygame.Surface(SIZE))
    return list(dict.fromkeys(shown))


def _end_turn_with_space(stack: SceneStack, sc: BattleScene, g: Game) -> None:
    """Space until the turn passes (the pointer stays where it is)."""
    first = g.state.turn.player
    for _ in range(24):
        if isinstance(stack.top, PassDeviceScene) or g.state.turn.player != first:
            break
        if isinstance(stack.top, ConfirmScene):  # "End the attack phase? …": yes
            stack.handle_event(key(pygame.K_RETURN))
        else:
            stack.handle_event(key(pygame.K_SPACE))
        stack.update(0.5)  # past End phase's repeat window
    assert g.state.turn.player != first


def _pass_the_device(stack: SceneStack) -> None:
    """The next player presses the pass screen's own button (after its short delay, if any)."""
    top = stack.top
    assert isinstance(top, PassDeviceScene)
    for _ in range(60):
        stack.update(1 / 30)
    pos = top.button.rect.center
    for e in (move(pos), down(pos), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        stack.handle_event(e)
    stack.update(1 / 60)
    assert not isinstance(stack.top, PassDeviceScene)


def test_a_pinned_or_hovered_hand_card_is_gone_when_the_turn_passes(monkeypatch) -> None:
    stack, sc, g = _hot_seat()
    first = sc.viewer
    hand = list(g.state.players[first].hand)
    # Pin one hand card (right click), then rest the pointer on another and select with Tab.
    pinned, hovered = hand[0], hand[1]
    stack.handle_event(move(sc.hand.grab_point(hand, pinned)))
    stack.handle_event(down(sc.hand.grab_point(hand, pinned), 3))
    stack.handle_event(move((5, 5)))
    spot = sc.hand.grab_point(hand, hovered)
    stack.handle_event(move(spot))
    stack.update(ZOOM_DELAY + 0.05)
    stack.handle_event(key(pygame.K_TAB))
    assert sc.pinned_zoom == pinned and sc._hover_uid == hovered and sc.inter.selected is not None
    assert [d.id for d in _zoomed(monkeypatch, sc)] == [g.state.cards[pinned].defn.id]

    _end_turn_with_space(stack, sc, g)
    # The turn passed: the pass screen is up and the scene below already forgot it all.
    assert sc.pinned_zoom is None and sc._hover_uid is None and sc.inter.selected is None
    _pass_the_device(stack)
    second = acting_player(g.state)
    assert sc.viewer == second != first
    # The pointer has not moved since: resting there shows nothing.
    stack.update(ZOOM_DELAY + 0.05)
    assert _zoomed(monkeypatch, sc) == []
    assert sc.pinned_zoom is None and sc.inter.selected is None and sc.inter.dragging is None
    assert all(b.tooltip() is None for b in (sc.phase_bar.end_button, sc.undo_button, sc.menu_button))
    # Moving over the same spot now reads the second player's own card there, if any.
    stack.handle_event(move(spot))
    stack.update(ZOOM_DELAY + 0.05)
    mine = {g.state.cards[u].defn.id for u in g.state.players[second].hand}
    assert {d.id for d in _zoomed(monkeypatch, sc)} <= mine


def test_changing_the_viewer_drops_a_drag_picks_hover_and_tooltips(monkeypatch) -> None:
    stack, sc, g = _hot_seat()
    first = sc.viewer
    hand = list(g.state.players[first].hand)
    summon = next(c for c in legal_commands(g.state) if isinstance(c, cmds.Summon))
    a = sc.hand.grab_point(hand, summon.card)
    for e in (move(a), down(a), move((a[0] + 20, a[1] - 20))):
        stack.handle_event(e)
    stack.update(ZOOM_DELAY + 0.05)
    assert sc.inter.dragging == summon.card
    sc.toaster.show(f"{g.state.cards[summon.card].name} cannot go there.")
    sc.phase_bar.end_button.hovered = True
    sc.set_viewer(1 - first)
    assert sc.inter.dragging is None and sc._press is None and sc._hover_uid is None
    assert sc.inter.magic_picks == [] and sc.pinned_zoom is None
    assert sc.toaster.toasts == [] and not sc.phase_bar.end_button.hovered
    assert _zoomed(monkeypatch, sc) == []


def test_a_stale_zoom_on_a_card_the_viewer_may_not_see_is_never_drawn(monkeypatch) -> None:
    """Even a zoom set by hand (not through a gesture) on the opponent's hand card is not drawn:
    the zoom is drawn only for a card the viewer's view shows."""
    stack, sc, g = _hot_seat()
    theirs = g.state.players[1 - sc.viewer].hand[0]
    sc.pinned_zoom = theirs
    assert _zoomed(monkeypatch, sc) == []
    own = g.state.players[sc.viewer].hand[0]
    sc.pinned_zoom = own
    assert [d.id for d in _zoomed(monkeypatch, sc)] == [g.state.cards[own].defn.id]


def test_a_card_taken_back_from_the_opponents_private_discard_pile_travels_face_down(monkeypatch) -> None:
    """Glossary DISCARD PILE ('contents are private'): a card the opponent discarded face down
    and now takes back into their hand is animated face down for the viewer; the viewer's own
    card, taken back the same way, face up."""
    from game.core import events as ev
    from game.core.apply import apply_in_place
    from game.ui.battle import anim_view, stage
    from game.ui.battle.animations import Anim

    stack, sc, g = _hot_seat()
    faces: list = []
    for module in (anim_view, stage):
        real = module.render_card
        monkeypatch.setattr(module, "render_card", lambda d, *a, _r=real, **k: faces.append(d) or _r(d, *a, **k))
    s = g.state.clone()
    theirs, mine = s.players[1 - sc.viewer].hand[0], s.players[sc.viewer].hand[0]
    for uid in (theirs, mine):
        apply_in_place(s, ev.CardDiscarded(uid))
        assert not s.cards[uid].seen  # face down, into a private pile
    anim_view.prepare(Anim(ev.CardReturnedToHand(theirs), "discard", 0.5), s, sc)
    assert faces == [None]
    faces.clear()
    anim_view.prepare(Anim(ev.CardReturnedToHand(mine), "discard", 0.5), s, sc)
    assert faces == [s.cards[mine].defn]
