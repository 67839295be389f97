"""A problem found in a content file, and the "did you mean" helper every message uses."""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Problem:
    """One mistake in a file: where it is (1-based line, field path) and what is wrong."""

    path: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        if self.field:
            return f"{self.path}:{self.line}: {self.field}: {self.message}"
        return f"{self.path}:{self.line}: {self.message}"


def display_path(path: Path) -> str:
    """A path as a person would type it: relative to the current folder when inside it."""
    if not path.is_absolute():
        return str(path)
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)
    except OSError:  # the current folder may have been removed
        return os.fspath(path)


def suggest(word: object, choices: Iterable[str]) -> str | None:
    """The known name closest to `word`, if one is close enough to be a likely typo."""
    if not isinstance(word, str) or not word:
        return None
    options = list(choices)
    lowered = {c.lower(): c for c in options}
    w = word.lower().strip()
    if w in lowered and lowered[w] != word:
        return lowered[w]
    # Underscores, hyphens and spaces are easy to mix up in names such as frost_bolt.
    norm = {c.lower().replace("-", "_").replace(" ", "_"): c for c in options}
    wn = w.replace("-", "_").replace(" ", "_")
    if wn in norm and norm[wn] != word:
        return norm[wn]
    close = difflib.get_close_matches(wn, list(norm), n=1, cutoff=0.6)
    if close and norm[close[0]] != word:
        return norm[close[0]]
    return None


def did_you_mean(word: object, choices: Iterable[str]) -> str:
    """' (did you mean 'x'?)' or '' — appended to messages about unknown names."""
    s = suggest(word, choices)
    return f" (did you mean {s!r}?)" if s else ""


class Report:
    """The problems (and warnings) of one file, in the order they were found."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.problems: list[Problem] = []
        # Mistakes the game works around (an unknown picture): reported, but the file still loads.
        self.warnings: list[Problem] = []

    def add(self, line: int, field: str, message: str) -> None:
        self.problems.append(Problem(self.path, max(1, line), field, message))

    def warn(self, line: int, field: str, message: str) -> None:
        self.warnings.append(Problem(self.path, max(1, line), field, message))

    @property
    def ok(self) -> bool:
        return not self.problems
