"""Issue 42, "Doing what you meant": "Use Fire Blast (Prince Elien)" was offered when its only
targets were the player's own Wall and Archer, and once clicked Esc opened the Menu; only Ctrl+Z
escaped it.

1E Phoenix Elves, Prince Elien, Fire Blast: "Instead of attacking, choose a card up to 2 clear
straight-line spaces away from Prince Elien; it takes 2 wounds (no roll)." Any card: the rules
allow one's own, so the use stays legal and is still offered, but the action panel says that
every card it could hit is the player's own. Esc on its question takes the use back (as Undo
would: nothing was rolled or revealed), instead of opening the Menu."""

from __future__ import annotations

import pygame
from battle_helpers import key

from game import catalog
from game.core import commands as cmds
from game.core.aim import only_hurts_own
from game.core.game import Game, LogEntry
from game.core.legal import legal_commands
from game.core.scenario import Scenario
from game.sim import make_setup
from game.ui.battle.session import BattleSession
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.save_as import BattleMenuScene

SIZE = (1280, 800)


def setup_1e():
    return make_setup(catalog.ruleset("1e"), (catalog.deck("phoenix-elves-1e"), catalog.deck("tundra-orcs-1e")),
                      catalog.cards(), seed=1)


def fire_blast_scenario(enemy_in_reach: bool = False) -> tuple[Scenario, int, cmds.UseAbility]:
    """Ella's (Phoenix Elves, 1E) attack phase: Prince Elien at (2,0) with her Wall two spaces
    in front of him at (2,2) and her Archer beside him at (1,0); with `enemy_in_reach`, a Tundra
    Orcs Fighter beside him at (3,0)."""
    s = Scenario(setup_1e(), clean=True).phase(0, "attack")
    elien = s.summoner(0)
    assert s.card(elien).pos == (2, 0) and s.at((2, 2)).name == "Wall"
    s.place(0, "Archer", (1, 0))
    if enemy_in_reach:
        s.place(1, "Fighter", (3, 0))
    use = next(c for c in legal_commands(s.state) if isinstance(c, cmds.UseAbility) and c.card == elien)
    return s, elien, use


def battle(s: Scenario) -> tuple[SceneStack, BattleScene, Game]:
    pygame.font.init()
    t = s.state.turn
    g = Game(setup=setup_1e(), initial=s.state, state=s.state, log=[LogEntry(None, (), t.number, t.player)])
    stack = SceneStack(SIZE)
    scene = BattleScene(g, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(scene)
    stack.update(0)
    return stack, scene, g


def test_fire_blast_with_only_your_own_cards_in_reach_hurts_only_your_own() -> None:
    s, _, use = fire_blast_scenario()
    assert only_hurts_own(s.state, use)
    s2, _, use2 = fire_blast_scenario(enemy_in_reach=True)
    assert not only_hurts_own(s2.state, use2)


def test_the_action_panel_warns_when_the_ability_can_only_hit_your_own_cards() -> None:
    stack, sc, g = battle(fire_blast_scenario()[0])
    elien = fire_blast_scenario()[1]
    sc.inter.selected = elien
    stack.update(1 / 60)
    assert "Fire Blast can hit only your own cards now." in " ".join(sc.actions.lines)
    assert any(b.text.startswith("Use Fire Blast") for b in sc.actions.buttons)  # still offered


def test_no_warning_when_an_enemy_is_in_reach() -> None:
    s, elien, _ = fire_blast_scenario(enemy_in_reach=True)
    stack, sc, g = battle(s)
    sc.inter.selected = elien
    stack.update(1 / 60)
    assert "only your own cards" not in " ".join(sc.actions.lines)


def test_escape_backs_out_of_an_ability_just_used() -> None:
    s, elien, use = fire_blast_scenario()
    stack, sc, g = battle(s)
    sc.submit(use)
    stack.update(1 / 60)
    assert g.state.pending is not None and len(g.log) == 2
    assert sc.prompt_view.take_back  # the question says Esc takes it back
    stack.handle_event(key(pygame.K_ESCAPE))
    stack.update(1 / 60)
    g = sc.game  # an undo rebuilds the game
    assert g.state.pending is None and len(g.log) == 1  # taken back
    assert stack.top is sc and not isinstance(stack.top, BattleMenuScene)
    assert use in legal_commands(g.state)  # and may be used again


def test_escape_on_a_question_that_cannot_be_taken_back_does_not_open_the_menu() -> None:
    """Once the use cannot be taken back (here: something after it in the log is not the
    player's to undo), Esc says so and leaves the question up rather than opening the Menu."""
    s, elien, use = fire_blast_scenario()
    stack, sc, g = battle(s)
    sc.submit(use)
    stack.update(1 / 60)
    sc._undo_key = None
    sc.undo_state = lambda: (False, "no")  # as when a die or a hidden card came in between
    stack.handle_event(key(pygame.K_ESCAPE))
    assert g.state.pending is not None and stack.top is sc
