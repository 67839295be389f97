"""Issue 16, Layout: "Your own cards that may legally be attacked are lit differently from
enemies, and attacking your own card asks once." And "Esc with nothing to cancel opens the Menu".
Rulebook, Phase 5 (Attack): a unit may attack any card in range, friendly or enemy."""

from __future__ import annotations

import pygame
from battle_helpers import down, key, move, up

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import legal_commands
from game.ui.battle.board_view import OWN_TARGET, TARGET
from game.ui.battle.interaction import attacks_own_card
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.save_as import BattleMenuScene
from tests.factories import test_setup

SIZE = (1280, 800)


def attack_phase_battle() -> tuple[SceneStack, BattleScene, Game]:
    """A hot-seat battle in the first player's Attack phase, where the summoner can reach its own
    starting gate."""
    pygame.font.init()
    g = Game.new(test_setup(2))
    while g.state.phase != "attack":
        g.submit(cmds.EndPhase(g.state.turn.player))
    stack = SceneStack(SIZE)
    sc = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    return stack, sc, g


def duel_battle() -> tuple[SceneStack, BattleScene, Game, int, int, int]:
    """Player 0's Attack phase with a Test Warrior that can reach both its own starting gate
    (beside it) and an enemy Test Warrior (in front of it): (stack, scene, game, attacker, own
    target, enemy target)."""
    from game.core.scenario import Scenario

    pygame.font.init()
    sc_ = Scenario(test_setup(2), clean=True).phase(0, "attack")
    gate = sc_.gate(0)
    gx, gy = sc_.card(gate).pos
    attacker = sc_.place(0, "Test Warrior", (gx - 1, gy))
    enemy = sc_.place(1, "Test Warrior", (gx - 1, gy + 1))
    g = Game(setup=test_setup(2), initial=sc_.state, state=sc_.state)
    stack = SceneStack(SIZE)
    scene = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(scene)
    stack.update(0)
    legal = legal_commands(g.state)
    assert cmds.Attack(0, attacker, gate) in legal and cmds.Attack(0, attacker, enemy) in legal
    return stack, scene, g, attacker, gate, enemy


def own_attacks(g: Game) -> list[cmds.Attack]:
    return [c for c in legal_commands(g.state) if attacks_own_card(g.state, c)]


def click(stack: SceneStack, pos) -> None:
    for e in (move(pos), down(pos), up(pos)):
        stack.handle_event(e)
    stack.update(1 / 60)


def test_own_cards_in_reach_are_lit_unlike_enemies() -> None:
    stack, sc, g, attacker, own, enemy = duel_battle()
    sc.inter.selected = attacker
    h = sc.inter.highlights()
    assert h.cards[own] == "own_target" and h.cards[enemy] == "target"
    # drawn: the own target's space shows the amber stripes, the enemy's the magenta
    surf = pygame.Surface(SIZE)
    sc.draw(surf)
    for uid, colour in ((own, OWN_TARGET), (enemy, TARGET)):
        r = sc.board.cell_rect(g.state.cards[uid].pos)
        assert tuple(surf.get_at((r.x + 1, r.centery)))[:3] == colour


def test_attacking_your_own_card_asks_once() -> None:
    stack, sc, g = attack_phase_battle()
    cmd = own_attacks(g)[0]
    before = len(g.log)
    sc.inter.selected = cmd.attacker
    target_at = sc.board.cell_rect(g.state.cards[cmd.target].pos).center
    click(stack, target_at)
    assert isinstance(stack.top, ConfirmScene) and len(g.log) == before  # asked, nothing done
    stack.handle_event(key(pygame.K_ESCAPE))  # "Not this": still nothing done
    assert stack.top is sc and len(g.log) == before
    sc.inter.selected = cmd.attacker
    click(stack, target_at)
    assert isinstance(stack.top, ConfirmScene)
    stack.handle_event(key(pygame.K_RETURN))  # "Attack"
    assert len(g.log) == before + 1 and g.log[-1].command == cmd
    # Once said yes, the battle does not ask again.
    stack.update(5)
    more = own_attacks(g)
    if more:
        sc.inter.selected = more[0].attacker
        click(stack, sc.board.cell_rect(g.state.cards[more[0].target].pos).center)
        assert not isinstance(stack.top, ConfirmScene)


def test_attacking_an_enemy_never_asks() -> None:
    stack, sc, g, attacker, own, enemy = duel_battle()
    sc.inter.selected = attacker
    click(stack, sc.board.cell_rect(g.state.cards[enemy].pos).center)
    assert not isinstance(stack.top, ConfirmScene)
    assert g.log[-1].command == cmds.Attack(0, attacker, enemy)


def test_escape_with_nothing_to_cancel_opens_the_menu() -> None:
    stack, sc, g = attack_phase_battle()
    sc.inter.selected = own_attacks(g)[0].attacker
    stack.handle_event(key(pygame.K_ESCAPE))  # cancels the selection, no Menu
    assert stack.top is sc and sc.inter.selected is None
    stack.handle_event(key(pygame.K_ESCAPE))  # nothing left to cancel: the Menu
    assert isinstance(stack.top, BattleMenuScene)


def test_the_odds_never_cover_the_attacker() -> None:
    """Issue 16, "Nothing covers what matters": the chance to destroy is shown on the target's
    far side from the attacker (above it when the attacker is below, and the other way)."""
    from game.core.scenario import Scenario
    from game.ui.scenes import battle as battle_module

    pygame.font.init()
    for mine, theirs in (((2, 2), (2, 3)), ((2, 4), (2, 3))):  # attacker below, then above
        sc_ = Scenario(test_setup(2), clean=True).phase(0, "attack")
        attacker = sc_.place(0, "Test Warrior", mine)
        target = sc_.place(1, "Test Warrior", theirs)
        g = Game(setup=test_setup(2), initial=sc_.state, state=sc_.state)
        stack = SceneStack(SIZE)
        scene = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
        stack.push(scene)
        stack.update(0)
        assert cmds.Attack(0, attacker, target) in legal_commands(g.state)
        scene.inter.selected = attacker
        scene._hover_uid = target
        drawn: list[pygame.Rect] = []
        real = battle_module.draw_tooltip

        def spy(*args, drawn=drawn, real=real, **kw):
            drawn.append(real(*args, **kw))
            return drawn[-1]

        battle_module.draw_tooltip = spy
        try:
            scene._draw_odds(pygame.Surface(SIZE))
        finally:
            battle_module.draw_tooltip = real
        assert drawn, "the odds are shown while a target is hovered"
        assert not drawn[0].colliderect(scene.board.cell_rect(mine)), (mine, theirs)
