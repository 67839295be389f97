"""The games a server hosts, by the rules' name."""

from __future__ import annotations

from game.net.plug import OnlineGame, OptionsError


def online_games() -> dict[str, OnlineGame]:
    from game.online.summoner_wars import SUMMONER_WARS_ONLINE
    from game.online.warrior import WARRIOR_ONLINE

    return {g.name: g for g in (SUMMONER_WARS_ONLINE, WARRIOR_ONLINE)}


def online_game(name: str) -> OnlineGame:
    game = online_games().get(name)
    if game is None:
        raise OptionsError(f"this server has no game called {name!r}")
    return game
