"""The games whose saves the save floor (`match_files`) reads, by the name a file carries."""

from __future__ import annotations

from functools import cache

from game.persist.game_kind import GameKind


@cache
def kinds() -> dict[str, GameKind]:
    from game.persist.warrior_kind import WARRIOR_KIND

    return {k.name: k for k in (WARRIOR_KIND,)}


def kind_of(name: str) -> GameKind | None:
    return kinds().get(name)
