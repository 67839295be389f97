"""Issue 42, "Seeing the board": the hover zoom hides nothing the player is looking at.

A new player found the zoom of the card under the pointer covering the dice box and half the
board after an attack, the "chance to destroy" tooltip drawn under it, and a selected unit's
zoom covering its own destinations. What must hold, at several window sizes, for 2 players and
for 4 (two battlefields):
- the zoom never covers a lit space, the selected card, the card pointed at, the dice box or
  the top bar (End phase, Undo, Menu), and stays in the window;
- tooltips are drawn above the zoom;
- Settings -> Hover zoom: Off shows no zoom on hover (right-click still pins one), "After a
  delay" waits longer, "While Alt is held" shows it only while Alt is held.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import legal_commands
from game.core.state import BOARD
from game.ui.battle.dice_view import dice_box
from game.ui.battle.session import BattleSession
from game.ui.flow import new_game, play_random
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import ZOOM_DELAY, BattleScene
from game.ui.settings import HOVER_ZOOM_DELAYS
from tests.ui.input_events import down, key, motion

SIZES = [(1024, 640), (1280, 800), (1600, 900)]
DECKS: dict[int, tuple[str | None, ...]] = {2: ("polar-dwarves", "phoenix-elves"), 4: (None,) * 4}


def _attack_ready(game: Game) -> bool:
    s = game.state
    return s.over or (s.pending is None and any(isinstance(c, cmds.Attack) for c in legal_commands(s)))


def _game(players: int, seed: int = 3) -> Game:
    game = new_game(DECKS[players], seed=seed, edition="1e" if players > 2 else None)
    play_random(game, 5, seed, stop=_attack_ready)
    assert not game.state.over
    return game


def _scene(game: Game, size: tuple[int, int], hover_zoom: str = "on",
           factor: float | None = None) -> tuple[SceneStack, BattleScene]:
    pygame.font.init()
    stack = SceneStack(size)
    sc = BattleScene(game, BattleSession(pass_at_start=False, hover_zoom=lambda: hover_zoom),
                     animation_factor=factor)
    stack.push(sc)
    stack.update(0)
    return stack, sc


def _zoom_rect(sc: BattleScene) -> pygame.Rect:
    s = sc.display
    uid = sc.zoomed
    assert uid is not None
    return sc.zoom_placement(s, s.cards[uid])[0]


def _card_rect(sc: BattleScene, uid: int) -> pygame.Rect:
    """Where the hovered card is drawn, found from the board and the hand (a raised hand card
    with its rise)."""
    s = sc.display
    c = s.cards[uid]
    if c.zone == BOARD:
        return sc.board.cell_rect(c.pos)
    hand = s.players[sc.viewer].hand
    r = sc.hand.slot_rect(hand, uid)
    return r.union(r.move(0, -sc.hand.rise))


def _points(sc: BattleScene) -> list[tuple[int, int]]:
    """A point on every card on the battlefield and in the viewer's hand."""
    s = sc.display
    out = [sc.board.cell_rect(c.pos).center for c in s.on_board() if c.pos is not None]
    hand = s.players[sc.viewer].hand
    out += [sc.hand.grab_point(hand, u) for u in hand]
    return out


def _hover(stack: SceneStack, sc: BattleScene, point: tuple[int, int], wait: float = ZOOM_DELAY + 0.05) -> None:
    stack.handle_event(motion(point))
    sc._hover_time = wait  # as after `wait` seconds of rest (no update: it would move the game on)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_zoom_never_covers_lit_spaces_the_selected_or_the_hovered_card(size, players) -> None:
    """Each card that can act selected in turn (its destinations and targets lit), the pointer
    resting on every card of the battlefield and the hand: the zoom keeps off all of them."""
    game = _game(players)
    stack, sc = _scene(game, size)
    window = pygame.Rect((0, 0), size)
    sources = sorted(sc.inter.sources())
    assert sources
    checked = 0
    for uid in sources[:6]:
        sc.inter.selected = uid
        h = sc.inter.highlights()
        lit = [sc.board.cell_rect(p) for p in h.spaces]
        selected = sc.display.cards[uid]
        if selected.zone == BOARD:
            lit.append(sc.board.cell_rect(selected.pos))
        assert lit
        for point in _points(sc):
            _hover(stack, sc, point)
            if sc.zoomed is None:
                continue
            r = _zoom_rect(sc)
            card = _card_rect(sc, sc.zoomed)
            assert not r.colliderect(card), f"the zoom {r} covers the card pointed at {card}"
            assert not r.collidepoint(point), "the zoom covers the pointer"
            for space in lit:
                assert not r.colliderect(space), f"the zoom {r} covers a lit space {space}"
            assert not r.colliderect(sc.geo.top_bar), "the zoom covers End phase / Menu"
            assert window.contains(r)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_zoom_never_covers_the_dice_box(size, players) -> None:
    """An attack's dice on the board (rolling, then settled) and the pointer on the target, on
    the attacker and on every other card: the zoom keeps off the dice box."""
    game = _game(players)
    stack, sc = _scene(game, size, factor=1.0)
    attack = next(c for c in legal_commands(game.state) if isinstance(c, cmds.Attack))
    assert sc.submit(attack)
    seen = 0
    for _ in range(400):
        anim = sc.queue.current
        if anim is None:
            break
        s = sc.display
        boxes = []
        if "dice" in anim.meta:
            boxes.append(dice_box(sc.board.rect, sc.layout, anim.meta["dice"], s.ruleset.die_faces,
                                  anim.progress, avoid=sc.attack_spaces(s)))
        elif sc._dice_linger is not None:
            boxes.append(dice_box(sc.board.rect, sc.layout, sc._dice_linger, s.ruleset.die_faces, 1.0,
                                  avoid=sc.attack_spaces(s)))
        if boxes:
            for point in _points(sc):
                _hover(stack, sc, point)
                if sc.zoomed is None:
                    continue
                r = _zoom_rect(sc)
                for box in boxes:
                    assert not r.colliderect(box), f"the zoom {r} covers the dice box {box}"
                assert not r.colliderect(_card_rect(sc, sc.zoomed))
                seen += 1
        sc.queue.update(1 / 20)
    assert seen, "the dice were seen with a zoom"


def test_tooltips_are_drawn_above_the_zoom(monkeypatch) -> None:
    """An attacker selected, the pointer resting on its target: the zoom is drawn first, then
    the chance-to-destroy tooltip (it was drawn under the zoom)."""
    import game.ui.scenes.battle as battle

    game = _game(2)
    stack, sc = _scene(game, (1024, 640))
    attack = next(c for c in legal_commands(game.state) if isinstance(c, cmds.Attack))
    sc.inter.selected = attack.attacker
    _hover(stack, sc, sc.board.cell_rect(game.state.cards[attack.target].pos).center)
    assert sc.zoomed == attack.target and sc._odds_text()
    order: list[str] = []
    real_tip, real_zoom = battle.draw_tooltip, sc._draw_zoom
    monkeypatch.setattr(battle, "draw_tooltip", lambda *a, **k: (order.append("tooltip"), real_tip(*a, **k))[1])
    monkeypatch.setattr(sc, "_draw_zoom", lambda *a: (order.append("zoom"), real_zoom(*a))[1])
    sc.draw(pygame.Surface((1024, 640)))
    assert "tooltip" in order and "zoom" in order
    assert order.index("zoom") < order.index("tooltip"), order


def _first_board_card(sc: BattleScene) -> tuple[int, tuple[int, int]]:
    c = min(sc.display.on_board(), key=lambda c: c.uid)
    return c.uid, sc.board.cell_rect(c.pos).center


def test_hover_zoom_off_shows_no_zoom_but_a_right_click_still_pins_one() -> None:
    stack, sc = _scene(_game(2), (1280, 800), hover_zoom="off")
    uid, point = _first_board_card(sc)
    _hover(stack, sc, point, wait=10.0)
    assert sc.zoomed is None
    stack.handle_event(down(point, 3))
    assert sc.zoomed == uid  # every card can still be read large
    # The same hover with the setting On shows the zoom.
    stack, sc = _scene(_game(2), (1280, 800), hover_zoom="on")
    _hover(stack, sc, point)
    assert sc.zoomed == uid


def test_hover_zoom_after_a_delay_waits_longer() -> None:
    stack, sc = _scene(_game(2), (1280, 800), hover_zoom="delay")
    uid, point = _first_board_card(sc)
    delay = HOVER_ZOOM_DELAYS["delay"]
    assert delay is not None and delay > ZOOM_DELAY
    _hover(stack, sc, point, wait=ZOOM_DELAY + 0.05)
    assert sc.zoomed is None
    _hover(stack, sc, point, wait=delay + 0.01)
    assert sc.zoomed == uid


def test_hover_zoom_while_alt_is_held() -> None:
    stack, sc = _scene(_game(2), (1280, 800), hover_zoom="hold")
    uid, point = _first_board_card(sc)
    _hover(stack, sc, point, wait=10.0)
    assert sc.zoomed is None
    stack.handle_event(key(pygame.K_LALT))
    assert sc.zoomed == uid
    stack.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0))
    assert sc.zoomed is None
    stack.handle_event(key(pygame.K_RALT))
    stack.handle_event(pygame.event.Event(pygame.WINDOWFOCUSLOST))  # Alt+Tab: no key-up comes
    assert sc.zoomed is None
