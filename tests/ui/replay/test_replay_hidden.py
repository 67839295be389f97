"""Issue 15: the replay viewer in one player's view builds its log from that player's view: a
card the other player chose and then discarded face down, or took from their private discard
pile, is "a card" there, while the view with every card face up names it."""

from __future__ import annotations

from replay_support import click, stack_with

from game import catalog
from game.core.game import Game
from game.sim import make_setup
from game.ui.battle.describe import narrate
from game.ui.replay.scene import ReplayScene
from tests.scene import random_game


def _game_with_a_secret_choice() -> tuple[Game, int, str]:
    """A game where a line of the full log names a card one player may not see: (the game,
    that player, the line)."""
    rs, cards = catalog.ruleset(include_user=False), catalog.cards(include_user=False)
    decks = (catalog.deck("fallen-kingdom", include_user=False), catalog.deck("vanguards", include_user=False))
    for seed in range(1, 40):
        g = random_game(seed, 240, make_setup(rs, decks, cards, seed))
        full = narrate(g.initial, g.events)
        for p in (0, 1):
            for a, b in zip(full, narrate(g.initial, g.events, p), strict=True):
                if a.text != b.text and "chooses" in a.text and "a card" in b.text:
                    return g, p, a.text
    raise AssertionError("random play should reach a secret choice")


def test_one_players_view_shows_that_players_log() -> None:
    g, p, secret_line = _game_with_a_secret_choice()
    sc = ReplayScene(g, title="Secret")
    stack = stack_with(sc)
    sc.jump(sc.model.total)
    assert secret_line in [line.text for line in sc.log.lines]  # every card face up: named
    view_button = sc.transport.view
    for _ in range(3):
        if sc.mode == p:
            break
        click(stack, view_button.rect.center)
    assert sc.mode == p
    texts = [line.text for line in sc.log.lines]
    assert secret_line not in texts
    assert sc.log.lines == sc.model.visible_lines(sc.model.total, p)[-len(sc.log.lines):]
