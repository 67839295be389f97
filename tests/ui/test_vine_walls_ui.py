"""1E Vine Walls in the window (Master Set rulebook, "Vine Walls"): a Vine Wall under a unit is
drawn (a green frame and a badge with its life), each player's panel says how many Vine Walls are
left in the pile, and an attack that could hit the unit or the Vine Wall under it asks which
("A player must declare whether he is attacking the Unit or the Vine Wall before attacking").

The factions are the rules tests' drill decks (tests/rules_1e/drill-vine.yaml, drill-b.yaml),
written into the test's user cards folder so the catalog finds them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core.game import Game
from game.core.scenario import Scenario
from game.sim import make_setup
from game.ui.battle.board_view import VINE, VINE_DARK
from game.ui.battle.interaction import Choose, Hit
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.choose import ChooseScene
from game.ui.text import recording

SIZE = (1280, 800)
DRILLS = Path(__file__).resolve().parent.parent / "rules_1e"


@pytest.fixture(autouse=True)
def _cards():
    from game import paths

    pygame.font.init()
    folder = paths.user_cards_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("drill-vine.yaml", "drill-b.yaml"):
        shutil.copy(DRILLS / name, folder / name)
    catalog.reload()
    try:
        yield
    finally:
        catalog.reload()


def _scenario() -> Scenario:
    setup = make_setup(catalog.ruleset("1e"), (catalog.deck("drill-vine-1e"), catalog.deck("drill-b-1e")),
                       catalog.cards(), 3, ("Ella", "Toby"))
    s = Scenario(setup, clean=True)
    s.setup = setup
    return s


def _battle(s: Scenario, viewer: int = 1) -> tuple[SceneStack, BattleScene, Game]:
    g = Game(setup=s.setup, initial=s.state, state=s.state)
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    sc.set_viewer(viewer)
    stack.update(0)
    return stack, sc, g


def _click(stack: SceneStack, pos) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    stack.update(1 / 60)


def _attack_scene():
    s = _scenario()
    foot = s.place(0, "Footman", (2, 5))
    vine = s.vine(0, (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    return s, foot, vine, brute


def test_a_vine_wall_under_a_unit_is_drawn_with_its_life():
    """"A Vine Wall can be placed on a space where a Unit already exists, place the Vine Wall under
    the existing Unit": the unit is drawn, and round it a green frame and a "Vine 2" badge."""
    s, foot, vine, _ = _attack_scene()
    stack, sc, _ = _battle(s)
    surface = pygame.Surface(SIZE)
    stack.draw(surface)
    badge = sc.board.vine_badge_rect((2, 5))
    colours = {tuple(surface.get_at((x, badge.centery)))[:3] for x in range(badge.left, badge.right)}
    assert VINE_DARK in colours or VINE in colours
    edge = sc.board.cell_rect((2, 5))
    ring = {tuple(surface.get_at((edge.left + 3, y)))[:3] for y in range(edge.top, edge.bottom)}
    assert VINE in ring
    # no Vine Wall there: no green
    t = _scenario()
    t.place(0, "Footman", (2, 5))
    t.phase(1, "attack")
    stack2, sc2, _ = _battle(t)
    plain = pygame.Surface(SIZE)
    stack2.draw(plain)
    ring2 = {tuple(plain.get_at((edge.left + 3, y)))[:3] for y in range(edge.top, edge.bottom)}
    assert VINE not in ring2


def test_the_panel_shows_the_vine_wall_pile():
    """"starts the game with that many Vine Wall cards in a Vine Wall Pile off of the Battlefield":
    the owner's panel says "Vine Walls 14" after one is placed; a player without Vine Walls has no
    such line."""
    s, *_ = _attack_scene()
    stack, _, _ = _battle(s)
    with recording() as drawn:
        stack.draw(pygame.Surface(SIZE))
    shown = [d.meant for d in drawn if d.role == "vine pile"]
    assert shown == ["Vine Walls 14"]


def test_an_attack_on_a_unit_on_a_vine_wall_asks_which_card():
    """"A player must declare whether he is attacking the Unit or the Vine Wall before attacking."
    Clicking the space asks "Attack which card?"; the Vine Wall answer attacks the Vine Wall only."""
    s, foot, vine, brute = _attack_scene()
    stack, sc, g = _battle(s)
    sc.inter.selected = brute
    _click(stack, sc.board.cell_rect((2, 5)).center)
    top = stack.scenes[-1]
    assert isinstance(top, ChooseScene) and top.title == "Attack which card?"
    assert [b.text for b in top.buttons] == ["Footman", "The Vine Wall"]
    _click(stack, top.buttons[1].rect.center)
    declared = [e for e in g.events if isinstance(e, ev.AttackDeclared)]
    assert [(e.attacker, e.target) for e in declared] == [(brute, vine)]


def test_cancel_attacks_nothing():
    """Declaring is the player's choice: Cancel closes the question and no attack is made."""
    s, foot, vine, brute = _attack_scene()
    stack, sc, g = _battle(s)
    sc.inter.selected = brute
    _click(stack, sc.board.cell_rect((2, 5)).center)
    top = stack.scenes[-1]
    _click(stack, top.ok.rect.center)
    assert stack.scenes[-1] is sc
    assert not any(isinstance(e, ev.AttackDeclared) for e in g.events)


def test_no_question_without_a_vine_wall():
    """Only a shared space asks: a unit alone on its space is attacked at once."""
    s = _scenario()
    foot = s.place(0, "Footman", (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    _, sc, _ = _battle(s)
    sc.inter.selected = brute
    out = sc.inter.click(Hit(space=(2, 5), card=foot, zone="board"))
    assert not isinstance(out, Choose)
    assert out.command == cmds.Attack(1, brute, foot)


def test_a_vine_wall_alone_is_clicked_as_a_card():
    """A Vine Wall with no unit on it is a card of its own on its space: clicking the space
    attacks it."""
    s = _scenario()
    vine = s.vine(0, (2, 5))
    brute = s.place(1, "Brute", (2, 6))
    s.phase(1, "attack")
    stack, sc, g = _battle(s)
    sc.inter.selected = brute
    _click(stack, sc.board.cell_rect((2, 5)).center)
    declared = [e for e in g.events if isinstance(e, ev.AttackDeclared)]
    assert [(e.attacker, e.target) for e in declared] == [(brute, vine)]


def test_the_log_says_where_a_vine_wall_went_and_how_the_roll_went():
    """"When a Unit moves off of a space containing a Vine Wall, roll a die. On a result of 3 or
    lower, that Unit receives 1 Wound Marker and cannot move off": the log names the result and
    what it did; placing one under a unit says so."""
    from game.ui.battle.describe import sentence

    s = _scenario()
    foot = s.place(0, "Footman", (1, 4))
    before = s.state
    vine = s.state.players[0].vine_pile[-1]
    text = sentence(before, ev.VinePlaced(0, vine, (1, 4)))
    assert "Vine Wall" in text and "under Footman" in text
    held = sentence(before, ev.VineRolled(foot, vine, 2, 0, True))
    free = sentence(before, ev.VineRolled(foot, vine, 4, 0, False))
    assert "rolls 3" in held and "1 wound" in held
    assert "rolls 5" in free and "wound" not in free


def test_vine_walls_animate_from_and_back_to_their_pile():
    """Placed, a Vine Wall flies from its owner's Vine Wall pile line to its space; destroyed, it
    goes back there ("placed back onto the owner's Vine Wall Pile"), not to a discard pile. The
    battle plays both animations to the end."""
    s = _scenario()
    s.phase(0, "event")
    sprout = s.in_hand(0, "Sprout")
    g = Game(setup=s.setup, initial=s.state, state=s.state)
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=1.0)
    stack.push(sc)
    sc.set_viewer(0)
    stack.update(0)
    assert sc.submit(cmds.PlayEvent(0, sprout))
    for _ in range(600):  # the event is shown before the question can be answered
        stack.update(1 / 30)
        if not sc.busy:
            break
    assert sc.submit(cmds.Answer(0, 0))
    seen = []
    for _ in range(600):
        cur = sc.queue.current
        if cur is not None and isinstance(cur.event, ev.VinePlaced) and "from" in cur.meta:
            seen.append(cur.meta["from"])
        stack.update(1 / 30)
        stack.draw(pygame.Surface(SIZE))
        if not sc.busy:
            break
    assert g.state.vines and not sc.busy
    panel = sc.panels[0].pile_rect("vine")
    assert seen and seen[0] == panel
    # destroyed: back to the Vine Wall pile's line, not the discard pile
    t = _scenario()
    vine = t.vine(0, (2, 5))
    brute = t.place(1, "Brute", (2, 6))
    t.phase(1, "attack")
    t.roll(6, 6, 6)
    g2 = Game(setup=t.setup, initial=t.state, state=t.state)
    stack2 = SceneStack(SIZE)
    sc2 = BattleScene(g2, BattleSession(pass_at_start=False), animation_factor=1.0)
    stack2.push(sc2)
    sc2.set_viewer(1)
    stack2.update(0)
    assert sc2.submit(cmds.Attack(1, brute, vine))
    went = []
    for _ in range(900):
        cur = sc2.queue.current
        if cur is not None and isinstance(cur.event, ev.CardDestroyed) and "to" in cur.meta:
            went.append(cur.meta["to"])
        stack2.update(1 / 30)
        if not sc2.busy:
            break
    assert went and went[0] == sc2.panels[0].pile_rect("vine") != sc2.panels[0].pile_rect("discard")


def test_the_roll_to_leave_a_vine_wall_shows_its_die():
    """"When a Unit moves off of a space containing a Vine Wall, roll a die": the die tumbles in
    the tray, labelled with what it needs, and settles on the recorded result."""
    s = _scenario()
    s.vine(0, (0, 3))
    foot = s.place(0, "Footman", (0, 3))
    s.phase(0, "move")
    s.roll(5)
    g = Game(setup=s.setup, initial=s.state, state=s.state)
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=1.0)
    stack.push(sc)
    sc.set_viewer(0)
    stack.update(0)
    assert sc.submit(cmds.Move(0, foot, ((0, 4),)))
    shown = []
    for _ in range(900):
        cur = sc.queue.current
        if cur is not None and isinstance(cur.event, ev.VineRolled) and "dice" in cur.meta:
            shown.append(cur.meta["dice"])
        stack.update(1 / 30)
        stack.draw(pygame.Surface(SIZE))
        if not sc.busy:
            break
    assert shown and shown[0].faces == (4,) and "Vine Wall" in shown[0].label
    assert g.state.cards[foot].pos == (0, 4)


def test_the_screenshot_moment_vines_finds_a_unit_on_a_vine_wall():
    """`summoner-wars screenshot --scene battle --moment vines`: a battle where a unit stands on a
    Vine Wall; with no deck that has Vine Walls, a plain refusal instead."""
    import argparse

    from game.ui.screenshots import _shot_battle

    args = argparse.Namespace(seed=1, turns=6, p1="drill-vine-1e", p2="drill-b-1e", hand=None,
                              moment="vines", edition=None)
    scenes, _ = _shot_battle(args)
    s = scenes[0].game.state
    assert any(pos in s.board for pos in s.vines)
    plain = argparse.Namespace(**{**vars(args), "p1": "drill-b-1e", "turns": 1})
    with pytest.raises(ValueError, match="Vine Walls"):
        _shot_battle(plain)
