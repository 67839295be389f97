"""Issue 42, "The replay viewer's header turn is one behind its timeline ('Turn 8' beside 'Turno 9
di 15')": the status line counts the game's own turns, as the header and the log do. Counting
the turn starts made a 1st-edition game's first-player roll a turn of its own."""

from __future__ import annotations

import pytest
from replay_support import click, stack_with

from game.ui.flow import new_game, play_random
from game.ui.replay.scene import ReplayScene


@pytest.mark.parametrize("edition, decks", [("1e", ("phoenix-elves-1e", "tundra-orcs-1e")),
                                            ("2e", ("phoenix-elves", "tundra-orcs"))])
def test_the_timelines_turn_is_the_headers_turn(edition, decks) -> None:
    game = new_game(decks, seed=4, names=("Ella", "Toby"), edition=edition)
    play_random(game, 6, seed=2)
    final = game.state.turn.number
    sc = ReplayScene(game, title="Example")
    stack = stack_with(sc, (1280, 800))
    assert sc.position_words()[0] == f"Turn 1 of {final}"
    seen = []
    for _ in range(final + 1):
        click(stack, sc.transport.turn_forward.rect.center)
        while sc.busy:
            stack.update(1.0)
        number = sc.full_state.turn.number
        assert sc.position_words()[0] == f"Turn {max(1, number)} of {final}"
        seen.append(number)
    assert seen[-1] == final and len(set(seen)) >= final - 1
