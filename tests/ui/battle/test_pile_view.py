"""Looking through your own discard pile (glossary DISCARD PILE: "the contents are private to
that player"): a click on it or D opens it, most recent card first; the opponent's pile does not
open; looking changes nothing in the game."""

from __future__ import annotations

import pygame
import pytest
from battle_helpers import down, key, move

from game.core.game import Game
from game.core.hashing import state_hash
from game.ui.battle.session import BattleSession
from game.ui.flow import play_random
from game.ui.layout import Layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.pile_view import PileScene
from tests.factories import test_faction, test_setup


def _battle(size=(1024, 640)) -> tuple[SceneStack, BattleScene, Game]:
    pygame.font.init()
    g = Game.new(test_setup(4))

    def both_discarded(game: Game) -> bool:
        s = game.state
        return s.over or (s.pending is None and all(len(p.discard) >= 2 for p in s.players))

    play_random(g, 99, 4, stop=both_discarded)
    assert not g.state.over
    stack = SceneStack(size)
    sc = BattleScene(g, BattleSession(pass_at_start=False))
    stack.push(sc)
    stack.update(0)
    return stack, sc, g


def test_clicking_your_discard_pile_shows_every_card_in_it_newest_first() -> None:
    stack, sc, g = _battle()
    before = state_hash(g.state), len(g.log)
    mine = g.state.players[sc.viewer].discard
    stack.handle_event(down(sc.panels[sc.viewer].pile_rect("discard").center))
    top = stack.top
    assert isinstance(top, PileScene)
    assert top.cards == [g.state.cards[u].defn for u in reversed(mine)]
    assert top.title == f"{g.state.players[sc.viewer].name}'s discard pile"
    stack.handle_event(key(pygame.K_ESCAPE))
    assert stack.top is sc
    assert (state_hash(g.state), len(g.log)) == before


def test_the_opponents_discard_pile_does_not_open() -> None:
    stack, sc, g = _battle()
    other = 1 - sc.viewer
    assert g.state.players[other].discard
    stack.handle_event(down(sc.panels[other].pile_rect("discard").center))
    assert stack.top is sc


def test_d_opens_and_closes_it() -> None:
    stack, sc, _g = _battle()
    stack.handle_event(key(pygame.K_d))
    assert isinstance(stack.top, PileScene)
    stack.handle_event(key(pygame.K_d))
    assert stack.top is sc


def test_hovering_a_card_in_the_pile_reads_it_and_a_click_outside_closes() -> None:
    stack, sc, _g = _battle()
    stack.handle_event(key(pygame.K_d))
    pile = stack.top
    assert isinstance(pile, PileScene)
    stack.handle_event(move(pile.slots[1].center))
    assert pile.hover == 1
    surface = pygame.Surface(stack.size)
    stack.draw(surface)  # the zoom draws without error
    stack.handle_event(down((2, 2)))
    assert stack.top is sc


@pytest.mark.parametrize("n", [0, 1, 9, 30])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_any_pile_fits_its_panel_without_overlap(n: int, size: tuple[int, int]) -> None:
    pygame.font.init()
    defs, _ = test_faction()
    cards = [defs["test/warrior"], defs["test/std-a"], defs["test/gate"]] * 10
    pile = PileScene("Ella's discard pile", cards[:n])
    pile.on_resize(size)
    assert Layout.for_size(size).rect.contains(pile.panel.rect)
    assert len(pile.slots) == n
    for i, r in enumerate(pile.slots):
        assert pile.body.contains(r)
        assert not any(r.colliderect(o) for o in pile.slots[i + 1:])
    surface = pygame.Surface(size)
    pile.draw(surface)


@pytest.mark.parametrize("n,lines", [(2, False), (4, True)])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_prompt_offering_cards_from_a_pile_names_each_when_there_are_many(n, lines, size) -> None:
    """A question about cards off the battlefield (Raise the Dead: 'choose a unit from your
    discard pile'): up to two show as cards, more as lines that each carry the card's name;
    every option is clickable and answers with its own index."""
    from game.core import commands as cmds
    from game.core.state import Prompt
    from game.ui.battle.prompt_view import PromptView

    pygame.font.init()
    _stack, _sc, g = _battle(size)
    s = g.state
    pile = [u for p in s.players for u in p.discard][:n]
    assert len(pile) == n
    answers: list = []
    view = PromptView(answers.append)
    lay = Layout.for_size(size)
    area = pygame.Rect(lay.px(650), lay.px(260), lay.px(360), lay.px(180))
    view.place(area, lay)
    view.show(s, Prompt(0, "card", "Choose a unit from your discard pile.", tuple(pile), optional=True))
    rects = [r for _i, _u, r in view.card_options]
    assert [u for _i, u, _r in view.card_options] == pile
    assert all(area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all((r.width >= 3 * r.height) == lines for r in rects)  # the row look, or cards
    for i, _uid, r in view.card_options:
        assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
        assert answers[-1] == cmds.Answer(0, i)
    view.draw(pygame.Surface(size), s)
