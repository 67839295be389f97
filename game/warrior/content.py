"""Warrior's deck file (`cards/warrior/deck.yaml`): read with PyYAML's safe loader, checked
entry by entry, and turned into one `CardDef` per physical card.

Every mistake is a `Problem`, `file:line: field: what is wrong`; an entry with a mistake is
left out and the rest still load, so a modder sees every mistake at once. `read_deck` is the
strict form the game uses: a deck with any problem is refused with all of them.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.paths import cards_dir
from game.warrior.core.cards import DECK_SIZE, KINDS, PROTECTION, CardDef
from game.warrior.yaml_lines import Node, YamlProblem, parse

FIELDS = ("id", "name", "kind", "value", "count")
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
MAX_VALUE = 99


def deck_file() -> Path:
    return cards_dir() / "warrior" / "deck.yaml"


@dataclass(frozen=True, slots=True)
class Problem:
    path: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}"
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


@dataclass(frozen=True, slots=True)
class DeckLoad:
    """The cards that loaded (one per physical card, in file order) and every problem found."""

    cards: tuple[CardDef, ...]
    problems: tuple[Problem, ...]


class DeckError(ValueError):
    def __init__(self, problems: tuple[Problem, ...]) -> None:
        super().__init__("\n".join(map(str, problems)))
        self.problems = problems


def _did_you_mean(word: object, choices: tuple[str, ...]) -> str:
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word.lower(), choices, n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_deck(path: Path | None = None) -> DeckLoad:
    path = path or deck_file()
    shown = str(path)
    problems: list[Problem] = []

    def problem(line: int, field: str, message: str) -> None:
        problems.append(Problem(shown, line, field, message))

    try:
        root = parse(path.read_text(encoding="utf-8-sig"))
    except OSError as e:
        problem(1, "", f"cannot read the deck file: {e.strerror or e}")
        return DeckLoad((), tuple(problems))
    except UnicodeDecodeError:
        problem(1, "", "the deck file is not UTF-8 text")
        return DeckLoad((), tuple(problems))
    except YamlProblem as e:
        problem(e.line, "", e.message)
        return DeckLoad((), tuple(problems))
    if not isinstance(root.value, dict) or "cards" not in root.value:
        problem(root.line, "cards", "the deck file must hold a list of cards under 'cards:'")
        return DeckLoad((), tuple(problems))
    for key in root.value:
        if key != "cards":
            problem(root.key_lines[key], key, "unknown field; the deck file holds only 'cards'")
    entries = root.value["cards"]
    if not isinstance(entries.value, list):
        problem(entries.line, "cards", "must be a list of cards")
        return DeckLoad((), tuple(problems))
    cards: list[CardDef] = []
    seen: dict[str, int] = {}
    total = 0
    for i, entry in enumerate(entries.value):
        before = len(problems)
        found = _entry(entry, f"cards[{i}]", problem)
        if found is None or len(problems) > before:
            continue
        card, count = found
        if card.id in seen:
            problem(entry.value["id"].line, f"cards[{i}].id",
                    f"{card.id!r} is already the id of the card on line {seen[card.id]}")
            continue
        seen[card.id] = entry.line
        cards.extend([card] * count)
        total += count
    if not problems and total != DECK_SIZE:
        problem(root.key_lines["cards"], "cards",
                f"the deck holds {total} cards; Warrior's deck is {DECK_SIZE}")
    return DeckLoad(tuple(cards), tuple(problems))


def _entry(entry: Node, where: str, problem: Callable[[int, str, str], None]) -> tuple[CardDef, int] | None:
    if not isinstance(entry.value, dict):
        problem(entry.line, where, "a card is a mapping of id, name, kind, value and count")
        return None
    fields = entry.value
    for key in fields:
        if key not in FIELDS:
            problem(entry.key_lines[key], f"{where}.{key}", "unknown field" + _did_you_mean(key, FIELDS))
    for key in ("id", "name", "kind", "count"):
        if key not in fields:
            problem(entry.line, f"{where}.{key}", "missing")
    if any(key not in fields for key in ("id", "name", "kind", "count")):
        return None
    ident, name, kind, count = (fields[k] for k in ("id", "name", "kind", "count"))
    if not isinstance(ident.value, str) or not _ID.match(ident.value):
        problem(ident.line, f"{where}.id", "must be a word of lower-case letters, digits, - and _")
    if not isinstance(name.value, str) or not name.value.strip():
        problem(name.line, f"{where}.name", "must be the card's name as a player reads it")
    if kind.value not in KINDS:
        problem(kind.line, f"{where}.kind", f"{kind.value!r} is not a kind of card; the kinds are "
                + ", ".join(KINDS) + _did_you_mean(kind.value, KINDS))
    if type(count.value) is not int or count.value < 1:
        problem(count.line, f"{where}.count", "must be a whole number, 1 or more")
    value = fields.get("value")
    if kind.value == PROTECTION:
        if value is not None:
            problem(value.line, f"{where}.value", "Protection has no number; leave value out")
    elif value is None:
        problem(entry.line, f"{where}.value", "missing: every card but Protection has a number")
    elif type(value.value) is not int or not 0 <= value.value <= MAX_VALUE:
        problem(value.line, f"{where}.value", f"must be a whole number from 0 to {MAX_VALUE}")
    number = value.value if value is not None and type(value.value) is int else None
    return CardDef(str(ident.value), str(name.value), str(kind.value), number), count.value if type(count.value) is int else 0


def read_deck(path: Path | None = None) -> tuple[CardDef, ...]:
    """The deck, or DeckError with every problem."""
    loaded = load_deck(path)
    if loaded.problems:
        raise DeckError(loaded.problems)
    return loaded.cards
