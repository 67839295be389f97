"""The online screens render headless (`summoner-wars screenshot --scene online-hub|online-join|
online-battle`), the battle with a real server on the loopback, at the smallest window and a
large one; what each shows is the hub's code and address, the games found, and "waiting for"."""

from __future__ import annotations

import argparse

import pygame
import pytest

from game.ui.online.battle import OnlineBattleScene
from game.ui.online.hub import ConnectingScene, JoinScene
from game.ui.screenshots import SCREENSHOT_SCENES, render_scenes


def _args(**kw) -> argparse.Namespace:
    return argparse.Namespace(**{"turns": 1, "seed": 3, "players": 2, **kw})


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_online_screens_render(tmp_path, size) -> None:
    pygame.init()
    for name in ("online-hub", "online-join", "online-battle"):
        scenes, prepare = SCREENSHOT_SCENES[name](_args())
        top = scenes[-1]
        if name == "online-hub":
            assert isinstance(top, ConnectingScene) and top.stage == "waiting" and len(top.code) == 4
        elif name == "online-join":
            assert isinstance(top, JoinScene)
        else:
            assert isinstance(top, OnlineBattleScene) and not top.my_turn and top.link.status == "connected"
        out = render_scenes(scenes, size, tmp_path / f"{name}.png", prepare=prepare)
        assert pygame.image.load(str(out)).get_size() == size
        if name == "online-join":
            assert [b.text for b in top.rows if b.visible] == ["ACDE · Ella · waiting", "KMNP · Toby · waiting"]
