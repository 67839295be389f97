"""The content the program plays with: loaded once, with decks looked up by name."""

from __future__ import annotations

import difflib
from functools import lru_cache

from game.core.cards import CardDef, DeckList
from game.core.ruleset import Ruleset


class CatalogError(Exception):
    """Content the game cannot start with (no rules for an edition, an unknown deck)."""


@lru_cache(maxsize=4)
def load(include_user: bool = True):
    from game.content import load_content

    return load_content(include_user=include_user)


def reload() -> None:
    """Forget the loaded content: the next look-up reads the card files again (the New game
    screen's "Reload cards", after the player fixed or added a file)."""
    load.cache_clear()


def ruleset(edition: str = "2e", include_user: bool = True) -> Ruleset:
    rs = load(include_user).rulesets.get(edition)
    if rs is None:
        raise CatalogError(f"no rules file for edition {edition!r} was loaded (cards/{edition}/rules.yaml)")
    return rs


def decks(include_user: bool = True) -> dict[str, DeckList]:
    return dict(load(include_user).library.decks)


def cards(include_user: bool = True) -> dict[str, CardDef]:
    return dict(load(include_user).library.cards)


def deck(name: str, include_user: bool = True, edition: str | None = None) -> DeckList:
    """A deck by id or faction id. With `edition`, a name shared by both editions ("phoenix-elves")
    means that edition's deck: 1E factions have ids ending in "-1e" ("phoenix-elves-1e")."""
    ds = decks(include_user)
    if edition is not None:
        for key in (name, f"{name}-{edition}"):
            for d in ([ds[key]] if key in ds else []) + [d for d in ds.values() if d.faction == key]:
                if edition_of(d, include_user) == edition:
                    return d
    if name in ds:
        return ds[name]
    by_faction = [d for d in ds.values() if d.faction == name]
    if by_faction:
        return by_faction[0]
    close = difflib.get_close_matches(name, list(ds), n=1)
    hint = f" Did you mean {close[0]!r}?" if close else ""
    known = ", ".join(sorted(ds)) or "none"
    raise CatalogError(f"unknown faction {name!r}.{hint} Known: {known}.")


def default_pair(include_user: bool = True, edition: str | None = None) -> tuple[str, str]:
    ds = sorted(k for k, d in decks(include_user).items() if edition is None or edition_of(d, include_user) == edition)
    preferred = [d for d in ("polar-dwarves", "fallen-kingdom", "phoenix-elves-1e", "tundra-orcs-1e") if d in ds]
    picks = preferred + [d for d in ds if d not in preferred]
    if not picks:
        raise CatalogError("no faction decks were loaded: run 'summoner-wars validate' to see why")
    return (picks[0], picks[1] if len(picks) > 1 else picks[0])


def edition_of(d: DeckList, include_user: bool = True) -> str:
    """The edition of a deck's faction ("" when its faction file gave none)."""
    f = load(include_user).factions.get(d.faction)
    return f.edition if f is not None else ""


def rivals(d: DeckList, include_user: bool = True) -> list[DeckList]:
    """One deck of every other faction of `d`'s edition, by faction id: the faction's own deck
    (the deck whose id is the faction's) where there is one, else its first deck by id."""
    edition = edition_of(d, include_user)
    picks: dict[str, DeckList] = {}
    for other in sorted(decks(include_user).values(), key=lambda x: (x.id != x.faction, x.id)):
        if other.faction != d.faction and edition_of(other, include_user) == edition:
            picks.setdefault(other.faction, other)
    return [picks[f] for f in sorted(picks)]
