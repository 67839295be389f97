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
    _card_editions.cache_clear()
    from game.content.translations import forget_translations

    forget_translations()


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


# -- deck building: the rules of `game.content.construction` over the loaded content


def card_editions(include_user: bool = True) -> dict[str, str]:
    """The edition of every card ("" when its faction file gave none)."""
    return dict(_card_editions(include_user))


def card_edition(card_id: str, include_user: bool = True) -> str:
    """One card's edition ("" when unknown), without copying the whole table."""
    return _card_editions(include_user).get(card_id, "")


@lru_cache(maxsize=4)
def _card_editions(include_user: bool) -> dict[str, str]:
    content = load(include_user)
    return {cid: (content.factions[c.faction].edition if c.faction in content.factions else "")
            for cid, c in content.library.cards.items()}


def summoner_kit(summoner_id: str, include_user: bool = True):
    """The summoner's fixed cards (`construction.SummonerKit`) from its preconstructed deck, or
    None when no loaded deck has this summoner."""
    from game.content.construction import preconstructed_for
    from game.content.construction import summoner_kit as kit

    d = preconstructed_for(summoner_id, decks(include_user))
    if d is None:
        return None
    return kit(summoner_id, decks=decks(include_user), cards=cards(include_user),
               edition=edition_of(d, include_user) or "2e")


def allowed_cards(summoner_id: str, include_user: bool = True) -> list[str]:
    """Every card a deck of this summoner may hold (`construction.allowed_cards`)."""
    from game.content.construction import allowed_cards as allowed

    return allowed(summoner_id, cards=cards(include_user), editions=card_editions(include_user))


def summoners(edition: str, include_user: bool = True) -> list[str]:
    """Ids of the summoners a deck of `edition` can be built around (those with a
    preconstructed deck), by deck id."""
    out: list[str] = []
    for d in sorted(decks(include_user).values(), key=lambda d: d.id):
        if (edition_of(d, include_user) or "2e") == edition and d.summoner not in out:
            out.append(d.summoner)
    return out


def deck_problems(deck, include_user: bool = True) -> list:
    """Why a player's deck (`user_decks.PlayerDeck`) cannot start a game, in the rules' words
    ([] when it is ready)."""
    from game.content.user_decks import deck_problems as problems

    return problems(deck, cards=cards(include_user), decks=decks(include_user))


def load_player_deck(path, include_user: bool = True):
    """A player's deck file (`user_decks.LoadedDeck`) checked against the loaded cards."""
    from game.content.user_decks import load_deck

    return load_deck(path, cards=cards(include_user), editions=card_editions(include_user),
                     decks=decks(include_user))


def player_deck(path) -> tuple[DeckList, str]:
    """The deck in a player's deck file, ready to play, and its edition; ValueError listing its
    problems when it is not ready."""
    from game.content.user_decks import game_deck

    return game_deck(load_player_deck(path), path)


def pick_decks(p1: str | None, p2: str | None, edition: str | None,
               files: tuple[str | None, str | None] = (None, None)) -> tuple[tuple, str]:
    """The two decks and the edition of a game from the command line: `edition` picks the decks
    of that edition ("phoenix-elves" with 1e is the 1E deck); without it the edition is the named
    decks' own (2E when no deck is named). Decks of two editions do not mix. `files`
    (`--p1-deck`, `--p2-deck`) are player deck files, which take a seat's place."""
    from pathlib import Path

    loaded = [player_deck(Path(f)) if f else None for f in files]
    own = {x[1] for x in loaded if x is not None}
    pick_ed = edition or (next(iter(own)) if len(own) == 1 and not (p1 or p2) else None)
    d1, d2 = default_pair(edition=pick_ed)
    named = (deck(p1 or d1, edition=pick_ed), deck(p2 or d2, edition=pick_ed))
    chosen = tuple(x[0] if x is not None else d for x, d in zip(loaded, named, strict=True))
    eds = {id(x[0]): x[1] for x in loaded if x is not None}

    def ed_of(d: DeckList) -> str:
        return eds.get(id(d)) or edition_of(d) or "2e"

    editions = {ed_of(d) for d in chosen}
    if edition is not None and editions != {edition}:
        wrong = next(d for d in chosen if ed_of(d) != edition)
        raise ValueError(f"{wrong.id} is a {ed_of(wrong)} deck, not {edition}")
    if len(editions) > 1:
        raise ValueError(f"{chosen[0].id} and {chosen[1].id} are decks of different editions")
    return chosen, editions.pop()


def team_game_refusal(players: int, edition: str | None, third_or_fourth_seat: bool) -> str | None:
    """Why a command line's game of `players` seats cannot be played, in the player's words
    (`play` and `simulate` say the same), or None. `third_or_fourth_seat`: --p3 or --p4 (a deck
    or a player for them) was given."""
    from game.i18n import _

    if players == 2 and third_or_fourth_seat:
        return _("--p3 and --p4 seat the third and fourth decks of a 3-4 player game: "
                 "add --players 3 or --players 4")
    if players > 2 and edition not in (None, "1e"):
        return _("3-4 players is a 1st edition (Master Set) game: leave out --edition or say 1e")
    return None


def team_decks(named: list[str | None], seed: int) -> tuple:
    """The four decks of a 3-4 player game (1st edition only): the named ones in their seats, the
    others a sample of the remaining 1E factions drawn from the seed (no faction twice unless
    named twice)."""
    from game.core.rng import randbelow, seed_state

    chosen = [deck(n, edition="1e") if n else None for n in named]
    for d in chosen:
        if d is not None and edition_of(d) != "1e":
            raise ValueError(f"{d.id} is a {edition_of(d) or '2e'} deck: 3-4 players is 1st edition only")
    taken = {d.faction for d in chosen if d is not None}
    pool = [d for d in (deck(f, edition="1e") for f in sorted(
        {d.faction for d in decks().values() if edition_of(d) == "1e"})) if d.faction not in taken]
    r = seed_state(seed)
    for i, d in enumerate(chosen):
        if d is None:
            if not pool:
                raise ValueError("not enough 1st edition factions to fill four seats")
            r, k = randbelow(r, len(pool))
            chosen[i] = pool.pop(k)
    return tuple(chosen)
