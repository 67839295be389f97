"""The screens of the computer players render at the smallest and a large window size: the
new-game screen with a Computer (Hard) seat, and a battle where the computer is thinking.
(`python tests/ui/ai/ai_ui_support.py /tmp/ai-ui-shots` writes the same pictures to look at.)"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ai_ui_support import SIZES, bot_turn_scene, new_game_scene_with_hard, render, stack_with


@pytest.mark.parametrize("size", SIZES)
def test_new_game_with_a_hard_computer_renders(tmp_path: Path, size) -> None:
    scene = new_game_scene_with_hard()
    stack = stack_with(scene, size)
    path = render(stack, tmp_path / "new_game.png")
    img = pygame.image.load(str(path))
    assert img.get_size() == size
    col = scene.columns[1].controller
    assert col.value_text == "Computer (Hard)"
    assert scene.layout.rect.contains(col.rect) and not col.rect.colliderect(scene.columns[1].name.rect)
    stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_a_battle_with_the_computer_thinking_renders(tmp_path: Path, size) -> None:
    scene, gate, stack = bot_turn_scene(size)
    try:
        for _ in range(40):
            stack.update(1 / 30)
        assert scene.bots.thinking == 1 and not scene.busy
        path = render(stack, tmp_path / "battle.png")
        img = pygame.image.load(str(path))
        assert img.get_size() == size
        # The indicator moves: two frames apart, the thinking player's panel differs.
        a = pygame.Surface(size)
        stack.draw(a)
        stack.update(0.2)
        b = pygame.Surface(size)
        stack.draw(b)
        panel = scene.panels[1].rect
        assert pygame.image.tobytes(a.subsurface(panel), "RGB") != pygame.image.tobytes(b.subsurface(panel), "RGB")
    finally:
        gate.release.set()
        stack.clear()
