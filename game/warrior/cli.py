"""`summoner-wars validate` for Warrior's deck file: which of the paths given are Warrior's, and
every problem of each as `file:line: field: what is wrong` (`content.load_deck`)."""

from __future__ import annotations

import re
from pathlib import Path

from game.i18n import _, n_
from game.warrior.content import deck_file, load_deck

FOLDER = "warrior"  # the folder of `cards/` that holds Warrior's deck (the card loader skips it)
DECK_NAME = "deck.yaml"
_FORMAT_LINE = re.compile(r"^format\s*:", re.MULTILINE)


def is_deck_file(path: Path) -> bool:
    """A Warrior deck file: a YAML file in a `warrior` folder, or a `deck.yaml` that does not
    say it is a Summoner Wars file (those start with `format:`)."""
    if not path.is_file() or path.suffix not in (".yaml", ".yml"):
        return False
    if path.parent.name == FOLDER:
        return True
    if path.name != DECK_NAME:
        return False
    try:
        return not _FORMAT_LINE.search(path.read_text(encoding="utf-8-sig", errors="replace"))
    except OSError:
        return False


def split_paths(paths: list[str]) -> tuple[list[Path], list[str]]:
    """The Warrior deck files among `paths` (a `warrior` folder gives its YAML files; a folder
    holding a `warrior` folder gives those too), and the paths left for the card files' check."""
    decks: list[Path] = []
    others: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir() and path.name == FOLDER:
            decks += sorted(f for f in path.glob("*.y*ml") if is_deck_file(f))
            continue
        if path.is_file() and is_deck_file(path):
            decks.append(path)
            continue
        others.append(p)
        if path.is_dir() and (path / FOLDER).is_dir():
            decks += sorted(f for f in (path / FOLDER).glob("*.y*ml") if is_deck_file(f))
    return decks, others


def validate_decks(files: list[Path] | None = None) -> int:
    """Print every problem of each Warrior deck file (the shipped one when none is given) and
    return 1, or print `FILE: ok: …` per file and return 0."""
    files = files if files else [deck_file()]
    failed = False
    for f in files:
        loaded = load_deck(f)
        if loaded.problems:
            failed = True
            for p in loaded.problems:
                print(p)
            continue
        cards = n_("{n} card", "{n} cards", len(loaded.cards))
        print(_("{file}: ok: Warrior's deck, {cards}", file=f, cards=cards))
    return 1 if failed else 0
