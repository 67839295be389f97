"""`summoner-wars screenshot online-hub | online-join | online-battle`: the online screens
with a real server on the loopback in this process (the join list's games are made up, so the
picture does not depend on the network)."""

from __future__ import annotations

import argparse
import atexit
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.net.discovery import FoundServer, RoomAd
from game.ui.online.battle import OnlineBattleScene
from game.ui.online.flow import OnlineFlow
from game.ui.online.hub import ConnectingScene, JoinScene
from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene

WAIT = 30.0


def _flow(stack: SceneStack, folder: Path, name: str) -> OnlineFlow:
    flow = OnlineFlow(lambda: stack, animation_factor=lambda: None, seat_path=folder / f"{name}.json",
                      store=folder / "rooms.sqlite3", bind="127.0.0.1", port=0, advertise=False)
    flow.name = name
    atexit.register(flow.shutdown)
    return flow


def _pump(stacks: list[SceneStack], until: Callable[[], bool]) -> None:
    end = time.monotonic() + WAIT
    while not until():
        if time.monotonic() > end:
            raise RuntimeError("the loopback server did not answer")
        for s in stacks:
            s.update(1 / 30)
        time.sleep(0.005)


def _hosting(folder: Path, name: str = "Ella") -> tuple[SceneStack, OnlineFlow, ConnectingScene]:
    stack = SceneStack((1280, 800))
    stack.push(Scene())
    flow = _flow(stack, folder, name)
    flow.host(name, {"edition": "2e", "decks": ["polar-dwarves", "fallen-kingdom"]},
              [{"kind": "person"}, {"kind": "person"}])
    scene = stack.top
    assert isinstance(scene, ConnectingScene)
    _pump([stack], lambda: scene.stage == "waiting")
    return stack, flow, scene


def shot_online_hub(args: argparse.Namespace) -> tuple[list[Scene], Any]:
    """The host's waiting screen: the room code and the address to give."""
    _stack, _flow_, scene = _hosting(Path(tempfile.mkdtemp(prefix="sw-online-")))
    scene.address = "192.168.1.20:8765"  # the picture shows a LAN address, not the loopback's
    return [scene], None


class _Found:
    """A flow whose network search has heard two hosts."""

    def __init__(self) -> None:
        self.found = [
            FoundServer("a", "192.168.1.20", 8765, "Ella", (RoomAd("ACDE", "summoner-wars", "open", "Ella"),)),
            FoundServer("b", "192.168.1.34", 8765, "Toby", (RoomAd("KMNP", "summoner-wars", "open", "Toby"),
                                                            RoomAd("QRTW", "summoner-wars", "playing", "Toby"))),
        ]

    def lan_games(self) -> list[FoundServer]:
        return self.found

    def stop_browsing(self) -> None:
        pass


def shot_online_join(args: argparse.Namespace) -> tuple[list[Scene], Any]:
    """Join a game: the games heard on the network, and the address and code to type."""
    scene = JoinScene(_Found(), "Toby")  # type: ignore[arg-type]
    return [scene], None


def _play(stacks: list[SceneStack], battles: list[OnlineBattleScene], commands: int, seed: int) -> None:
    """Random moves for whoever is to act, each sent through its window's connection and
    waited for, so both windows show the game mid-way."""
    rnd = random.Random(seed)
    for _i in range(commands):
        acting = next((b for b in battles if b.my_turn), None)
        if acting is None or acting.game.state.over:
            return
        assert acting.link.plug is not None
        legal = acting.link.plug.rules.legal_commands(acting.game.state, acting.mine)
        kinds = [c for c in legal if type(c).__name__ in ("Summon", "Move", "Attack")]
        pick = rnd.choice(kinds) if kinds and rnd.random() < 0.8 else rnd.choice(legal)
        n = len(acting.game.log)
        acting.submit(pick)
        _pump(stacks, lambda a=acting, n=n: not a.busy and (len(a.game.log) > n or a.awaiting is None))
        _pump(stacks, lambda: all(not b.busy for b in battles))


def shot_online_battle(args: argparse.Namespace) -> tuple[list[Scene], Any]:
    """Ella's window in a game with Toby over a loopback server, a few turns in."""
    folder = Path(tempfile.mkdtemp(prefix="sw-online-"))
    stack, flow, waiting = _hosting(folder)
    other = SceneStack((1280, 800))
    other.push(Scene())
    toby = _flow(other, folder, "Toby")
    toby.join(flow.local.url if flow.local else "", waiting.code, "Toby")
    _pump([stack, other], lambda: isinstance(stack.top, OnlineBattleScene) and isinstance(other.top, OnlineBattleScene))
    ella_battle, toby_battle = stack.top, other.top
    assert isinstance(ella_battle, OnlineBattleScene) and isinstance(toby_battle, OnlineBattleScene)
    seed = getattr(args, "seed", None) or 3
    _play([stack, other], [ella_battle, toby_battle], max(12, (getattr(args, "turns", 0) or 5) * 6), seed)
    # Ella's window while Toby plays: "Waiting for Toby…"
    for extra in range(60):
        if toby_battle.my_turn or ella_battle.game.state.over:
            break
        _play([stack, other], [ella_battle, toby_battle], 1, seed + extra)
    return [ella_battle], None


SHOTS = {"online-hub": shot_online_hub, "online-join": shot_online_join, "online-battle": shot_online_battle}
