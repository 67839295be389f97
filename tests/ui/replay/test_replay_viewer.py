"""The replay viewer driven by its buttons, keys and slider: it lands on the Timeline's states,
plays, keeps the log in step, and a player's view hides the other hand."""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame
import pytest
from replay_support import (
    SIZES,
    click,
    down,
    example_game,
    example_path,
    key,
    motion,
    stack_with,
    up,
)

from game.core.hashing import state_hash
from game.core.state import HAND
from game.core.view import HIDDEN, view
from game.persist.timeline import Timeline
from game.ui.replay.scene import ReplayScene
from game.ui.scenes.title import TitleScene
from game.ui.screenshots import SCREENSHOT_SCENES, render_scenes


def _viewer(size=(1024, 640)):
    scene = ReplayScene(example_game(), title="Example")
    return stack_with(scene, size), scene


def _hash(scene: ReplayScene) -> str:
    assert not scene.busy
    return state_hash(scene.full_state)


def test_buttons_step_by_event_command_and_turn_onto_the_timelines_states() -> None:
    stack, sc = _viewer()
    g = sc.game
    tl = Timeline(g)
    t = sc.transport
    assert not t.event_back.enabled and t.event_back.disabled_reason
    click(stack, t.command_forward.rect.center)
    assert sc.n == tl.command_starts[2] and _hash(sc) == state_hash(tl.state_after_command(1))
    click(stack, t.event_forward.rect.center)
    assert sc.n == tl.command_starts[2] + 1 and _hash(sc) == state_hash(tl.state_at(sc.n))
    click(stack, t.turn_forward.rect.center)
    assert sc.full_state.turn.number == 2 and _hash(sc) == state_hash(tl.state_at(sc.n))
    click(stack, t.turn_forward.rect.center)
    third = sc.n
    assert sc.full_state.turn.number == 3
    click(stack, t.command_forward.rect.center)
    click(stack, t.command_back.rect.center)
    assert sc.n == third and _hash(sc) == state_hash(tl.state_at(third))
    click(stack, t.event_back.rect.center)
    assert sc.n == third - 1 and _hash(sc) == state_hash(tl.state_at(third - 1))
    click(stack, t.turn_back.rect.center)
    assert sc.full_state.turn.number == 2
    click(stack, t.end.rect.center)
    assert sc.n == len(g.events) and _hash(sc) == state_hash(g.state)
    assert not t.end.enabled
    click(stack, t.start.rect.center)
    assert sc.n == sc.model.start


def test_keys_step_too() -> None:
    stack, sc = _viewer()
    tl = Timeline(sc.game)
    stack.handle_event(key(pygame.K_RIGHT))
    assert sc.n == tl.command_starts[2]
    stack.handle_event(key(pygame.K_RIGHT, pygame.KMOD_SHIFT))
    assert sc.n == tl.command_starts[2] + 1
    stack.handle_event(key(pygame.K_PAGEDOWN))
    assert sc.full_state.turn.number == 2
    stack.handle_event(key(pygame.K_END))
    assert sc.model.at_end
    stack.handle_event(key(pygame.K_HOME))
    assert sc.model.at_start
    stack.handle_event(key(pygame.K_PLUS))
    assert sc.speed == 2.0
    stack.handle_event(key(pygame.K_v))
    assert sc.mode == 0


def test_the_slider_jumps_anywhere_by_click_and_drag() -> None:
    stack, sc = _viewer()
    tl = Timeline(sc.game)
    sl = sc.slider
    y = sl.rect.centery
    mid = sl.x_of(0.5)
    stack.handle_event(motion((mid, y)))
    stack.handle_event(down((mid, y)))
    assert sc.n == sc.model.position_at(sl.fraction_at(mid))
    assert _hash(sc) == state_hash(tl.state_at(sc.n))
    far = sl.x_of(0.9)
    stack.handle_event(motion((far, y)))
    assert sc.n == sc.model.position_at(sl.fraction_at(far)) and sc.n > sc.model.position_at(0.5)
    stack.handle_event(up((far, y)))
    assert _hash(sc) == state_hash(tl.state_at(sc.n))
    assert abs(sl.value - sc.model.fraction()) < 1e-9
    # Hovering the slider names the turn under the pointer.
    stack.handle_event(motion((sl.x_of(0.2), y)))
    stack.update(0.5)
    assert (sl.tooltip() or "").startswith("Turn ")


def test_playback_advances_and_the_log_follows() -> None:
    stack, sc = _viewer()
    tl = Timeline(sc.game)
    click(stack, sc.transport.play.rect.center)
    assert sc.playing and sc.transport.play.text == "Pause"
    start = sc.n
    for _ in range(240):
        stack.update(1 / 30)
    assert sc.n > start + 5
    # Mid-play the log holds exactly the sentences about the events shown so far.
    assert sc.log.lines == sc.model.visible_lines(sc.n)[-len(sc.log.lines):]
    click(stack, sc.transport.play.rect.center)
    assert not sc.playing and not sc.busy
    assert _hash(sc) == state_hash(tl.state_at(sc.n))
    assert sc.log.lines == sc.model.visible_lines(sc.n)
    # Faster speeds get further in the same time; playing stops at the end.
    sc.cycle_speed(1, wrap=False)
    sc.cycle_speed(1, wrap=False)
    sc.cycle_speed(1, wrap=False)
    assert sc.speed == 8.0
    sc.toggle_play()
    for _ in range(3000):
        stack.update(1 / 30)
        if not sc.playing:
            break
    assert sc.model.at_end and not sc.playing
    assert _hash(sc) == state_hash(sc.game.state)


def test_the_log_is_in_step_after_every_kind_of_move() -> None:
    stack, sc = _viewer()
    for action in (lambda: sc.step_turn(1), lambda: sc.step_command(1), lambda: sc.step_event(1),
                   lambda: sc.jump(150), lambda: sc.step_turn(-1)):
        action()
        assert sc.log.lines == sc.model.visible_lines(sc.n)
        last = sc.log.lines[-1]
        assert last.upto < sc.n


def test_one_players_view_hides_the_other_hand() -> None:
    stack, sc = _viewer()
    sc.jump(sc.model.position_at(0.5))
    full = sc.full_state
    assert sc.shown_hands() == [0, 1]
    for p in (0, 1):
        assert all(full.cards[u].defn is not HIDDEN for u in full.players[p].hand)
    click(stack, sc.transport.view.rect.center)
    assert sc.mode == 0 and sc.transport.view.text == f"{full.players[0].name}'s view"
    s = sc.state
    assert state_hash(s) == state_hash(view(full, 0))
    assert sc.shown_hands() == [0]
    assert all(s.cards[u].defn is HIDDEN for u in s.players[1].hand)
    assert all(s.cards[u].defn is not HIDDEN for u in s.players[0].hand)
    # Nothing of the hidden hand can be hovered to read it.
    for u in full.players[1].hand:
        assert u not in s.cards or s.cards[u].zone != HAND or s.cards[u].defn is HIDDEN
    click(stack, sc.transport.view.rect.center)
    assert sc.mode == 1 and sc.board.viewer == 1
    assert all(sc.state.cards[u].defn is HIDDEN for u in sc.state.players[0].hand)
    click(stack, sc.transport.view.rect.center)
    assert sc.mode is None


def test_back_leaves_the_viewer() -> None:
    from game.ui.scenes.base import Scene

    below = Scene()
    stack = stack_with(below)
    sc = stack.push(ReplayScene(example_game()))
    sc.toggle_play()
    stack.handle_event(key(pygame.K_ESCAPE))
    assert stack.top is below and not sc.playing


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", [None, 1])
def test_the_viewer_renders_mid_game_with_its_controls(tmp_path: Path, size, mode) -> None:
    pygame.font.init()
    sc = ReplayScene(example_game())

    def prepare(scenes) -> None:
        sc.set_mode(mode)
        sc.jump(sc.model.position_at(0.6))
        sc.toggle_play()
        sc.update(0.2)  # an animation in flight

    out = render_scenes([sc], size, tmp_path / "replay.png", prepare=prepare)
    assert pygame.image.load(str(out)).get_size() == size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["replay", "load"])
def test_screenshot_scenes_render(tmp_path: Path, size, name: str) -> None:
    pygame.font.init()
    args = argparse.Namespace(seed=1, turns=4, size=f"{size[0]}x{size[1]}")
    scenes, prepare = SCREENSHOT_SCENES[name](args)
    out = render_scenes(scenes, size, tmp_path / f"{name}.png", prepare=prepare)
    assert pygame.image.load(str(out)).get_size() == size


def test_replay_command_opens_the_viewer(monkeypatch, capsys) -> None:
    from game import __main__ as cli
    from game.ui.app import App

    shown = []

    def fake_run(self, first=None):
        shown.append((self.title, first))

    monkeypatch.setattr(App, "run", fake_run)
    rc = cli.cmd_replay(argparse.Namespace(files=[str(example_path())], verify=False))
    assert rc == 0
    (title, scene), = shown
    assert isinstance(scene, ReplayScene) and "replay" in title
    assert state_hash(scene.game.state) == state_hash(example_game().state)


def test_run_replay_window_runs_until_back_and_back_goes_to_the_title(monkeypatch) -> None:
    from game.persist.saves import load_save
    from game.ui.app import App
    from game.ui.replay import run_replay_window

    app = App()
    frames = []

    def fake_run(self, first=None):
        self.stack.push(first)
        for _ in range(5):
            self.frame([key(pygame.K_SPACE)] if not frames else [], 1 / 60)
            frames.append((self.stack.top, self.stack.top.playing))
        self.frame([key(pygame.K_ESCAPE)], 1 / 60)
        frames.append((self.stack.top, None))

    monkeypatch.setattr(App, "run", fake_run)
    assert run_replay_window(load_save(example_path()), app=app) == 0
    assert isinstance(frames[0][0], ReplayScene) and frames[0][1] and frames[4][1]
    # Back (Esc) goes to the title, as from a replay opened there (issue 42: it quit the program)
    assert isinstance(frames[-1][0], TitleScene) and not app.stack.quit_requested


@pytest.mark.parametrize("mode", [None, 1])
def test_a_whole_game_plays_and_draws_in_either_view(mode) -> None:
    stack, sc = _viewer((1280, 800))
    sc.set_mode(mode)
    sc.cycle_speed(1, wrap=False)
    sc.cycle_speed(1, wrap=False)
    sc.cycle_speed(1, wrap=False)
    surface = pygame.Surface(stack.size)
    sc.toggle_play()
    frames = 0
    while sc.playing and frames < 5000:
        stack.update(1 / 20)
        stack.draw(surface)
        frames += 1
    assert sc.model.at_end and _hash(sc) == state_hash(sc.game.state)
    assert sc.log.lines == sc.model.visible_lines(sc.model.total, mode)[-len(sc.log.lines):]


def test_hovering_a_card_shows_it_large_but_never_a_hidden_one() -> None:
    stack, sc = _viewer()
    sc.jump(sc.model.position_at(0.5))
    sc.set_mode(0)
    stack.update(0)
    mine = sc.state.players[0].hand[0]
    r = sc.hands[0].slot_rect(sc.state.players[0].hand, mine)
    stack.handle_event(motion(r.center))
    stack.update(1.0)
    assert sc._hover_uid == mine
    surface = pygame.Surface(stack.size)
    stack.draw(surface)
    # The other player's hand is in their panel as card backs: nothing there to read.
    panel = sc.panels[1].pile_rect("hand")
    stack.handle_event(motion(panel.center))
    assert sc._hover_uid is None


def test_discard_piles_open_only_where_the_view_may_see_them() -> None:
    """All hands: both discard piles open, as they are at this point of the game. A player's
    view: only that player's own pile (glossary DISCARD PILE: private to its owner)."""
    from game.ui.scenes.pile_view import PileScene

    stack, sc = _viewer()
    sc.jump(sc.model.total)
    sc.queue.finish_all()
    s = sc.full_state
    assert all(p.discard for p in s.players)
    for p in (0, 1):
        click(stack, sc.panels[p].pile_rect("discard").center)
        pile = stack.top
        assert isinstance(pile, PileScene)
        assert pile.cards == [s.cards[u].defn for u in reversed(s.players[p].discard)]
        stack.handle_event(key(pygame.K_ESCAPE))
        assert stack.top is sc
    sc.cycle_view()  # a player's view
    assert sc.mode is not None
    me, other = sc.mode, 1 - sc.mode
    click(stack, sc.panels[other].pile_rect("discard").center)
    assert stack.top is sc
    click(stack, sc.panels[me].pile_rect("discard").center)
    assert isinstance(stack.top, PileScene)
