"""The player's deck files on disk: list, save (atomic, like saved games), save as, rename,
duplicate and delete the YAML files in `decks/` under the user data folder. The format and the
checks are `game.content.user_decks`; decks are checked against the loaded cards."""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

from game.catalog import load_player_deck
from game.content.user_decks import SUFFIX, LoadedDeck, PlayerDeck, decks_dir, slug, to_yaml
from game.persist.atomic import write_atomic


def list_decks(folder: Path | None = None) -> list[LoadedDeck]:
    """Every deck file in the player's folder, loaded, by deck name."""
    folder = folder or decks_dir()
    if not folder.is_dir():
        return []
    out = [load_player_deck(p) for p in sorted(folder.glob(f"*{SUFFIX}")) if not p.name.startswith(".")]
    return sorted(out, key=lambda d: ((d.deck.name.lower() if d.deck else d.path.stem), d.path.name))


def same_name(a: str, b: str) -> bool:
    """Whether two deck names read as the same to a player (case and spacing aside)."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def name_taken(name: str, *, other_than: Path | None = None, folder: Path | None = None) -> bool:
    """Whether a saved deck other than the one in `other_than` is already called `name`."""
    keep = other_than.resolve() if other_than is not None else None
    return any(got.deck is not None and same_name(got.deck.name, name)
               and (keep is None or got.path.resolve() != keep)
               for got in list_decks(folder))


def _free_path(name: str, folder: Path, keep: Path | None = None) -> Path:
    base = slug(name)
    p = folder / f"{base}{SUFFIX}"
    n = 2
    while p.exists() and (keep is None or p.resolve() != keep.resolve()):
        p = folder / f"{base}-{n}{SUFFIX}"
        n += 1
    return p


def save_deck(deck: PlayerDeck, path: Path | None = None) -> PlayerDeck:
    """Write `deck` atomically to `path` (its own file, else a new file named after it in
    `decks_dir()`); the deck as saved, with its path and id."""
    path = path or deck.path or _free_path(deck.name, decks_dir())
    saved = replace(deck, path=path, id=deck.id or slug(path.stem))
    write_atomic(path, to_yaml(saved).encode("utf-8"))
    return saved


def save_as(deck: PlayerDeck, name: str) -> PlayerDeck:
    """A new file for `deck` under `name` (the old file, if any, stays)."""
    folder = deck.path.parent if deck.path else decks_dir()
    path = _free_path(name, folder)
    return save_deck(replace(deck, name=name, id=slug(path.stem), path=None), path)


def rename_deck(deck: PlayerDeck, name: str) -> PlayerDeck:
    """`deck` under a new name, its file renamed to match (the old file is removed only after
    the new one is written)."""
    old = deck.path
    folder = old.parent if old else decks_dir()
    path = _free_path(name, folder, keep=old)
    saved = save_deck(replace(deck, name=name, id=slug(path.stem), path=None), path)
    if old is not None and old.exists() and old.resolve() != path.resolve():
        os.unlink(old)
    return saved


_COPY = re.compile(r" \(copy(?: \d+)?\)$")


def duplicate_deck(deck: PlayerDeck, name: str = "") -> PlayerDeck:
    """A copy of `deck` in a new file: "<name> (copy)" unless named, "(copy 2)", "(copy 3)" … when
    a saved deck already has that name (two decks of one name could not be told apart)."""
    if not name:
        folder = deck.path.parent if deck.path else None
        base = _COPY.sub("", deck.name)  # a copy of a copy is one more copy of the same deck
        name, n = f"{base} (copy)", 2
        while name_taken(name, folder=folder):
            name, n = f"{base} (copy {n})", n + 1
    return save_as(deck, name)


def delete_deck(deck: PlayerDeck | Path) -> None:
    """Remove the deck's file (the UI asks first)."""
    path = deck if isinstance(deck, Path) else deck.path
    if path is not None and path.exists():
        os.unlink(path)
