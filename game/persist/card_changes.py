"""How a save's own card definitions compare with the cards installed here.

A save carries every card it was played with (`format.py`), so it replays the same after a card
file was edited or a faction removed. The player should still know when that is so: a loaded
game then plays by the save's cards, not by the ones the card files now say. This module names
the cards that differ; the load list and the battle say it ("cards differ from this
installation").

Definitions are compared in their save form (`card_to_json`), field by field, except where they
were defined (`source`: a file name and line, which moves when a file is merely reordered).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.cards import CardDef
from game.core.message import msg
from game.core.setup import GameSetup
from game.i18n import N_, n_
from game.i18n.formats import join_list
from game.persist.format import SaveError, card_to_json, digest
from game.persist.saves import parse_text, read_text

SUMMARY = N_("cards differ from this installation")  # shown translated by the window
_IGNORED_FIELDS = ("source",)


@dataclass(frozen=True)
class CardChanges:
    """Cards of a save that differ from the installed ones, by name: `changed` (installed with
    another definition) and `missing` (not installed at all)."""

    changed: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()

    @property
    def any(self) -> bool:
        return bool(self.changed or self.missing)

    def details(self, most: int = 4) -> str:
        """"Frost Mage and Ice Golem are changed; Ret-Talus is not installed." (empty if none)."""
        changed = missing = None
        if self.changed:
            changed = (msg("{cards} is changed", cards=_names(self.changed, most)) if len(self.changed) == 1
                       else msg("{cards} are changed", cards=_names(self.changed, most)))
        if self.missing:
            missing = (msg("{cards} is not installed", cards=_names(self.missing, most)) if len(self.missing) == 1
                       else msg("{cards} are not installed", cards=_names(self.missing, most)))
        if changed is not None and missing is not None:
            return msg("{changed}; {missing}.", changed=changed, missing=missing)
        if changed is not None:
            return msg("{changed}.", changed=changed)
        if missing is not None:
            return msg("{missing}.", missing=missing)
        return ""

    def text(self) -> str:
        """The sentence for the player: what differs and what it means (empty if nothing)."""
        if not self.any:
            return ""
        return msg("The cards in this save differ from this installation: {details} "
                   "The game is played with the cards it was saved with.", details=self.details())


def _names(names: tuple[str, ...], most: int) -> str:
    """Up to `most` names and how many more, as a list in the player's language ("A, B and 3 more")."""
    shown = list(names[:most])
    if len(names) > most:
        shown.append(n_("{n} more", "{n} more", len(names) - most))
    return join_list(shown)


def fingerprint(card_json: Mapping[str, Any]) -> str:
    return digest({k: v for k, v in card_json.items() if k not in _IGNORED_FIELDS})


def _compare(saved: Iterable[Mapping[str, Any]], installed: Mapping[str, CardDef]) -> CardChanges:
    changed: list[str] = []
    missing: list[str] = []
    seen: set[str] = set()
    for c in saved:
        cid = c.get("id")
        if not isinstance(cid, str) or cid in seen:
            continue
        seen.add(cid)
        name = str(c.get("name") or cid)
        here = installed.get(cid)
        if here is None:
            missing.append(name)
        elif fingerprint(card_to_json(here)) != fingerprint(c):
            changed.append(name)
    return CardChanges(tuple(sorted(changed)), tuple(sorted(missing)))


def setup_changes(setup: GameSetup, installed: Mapping[str, CardDef]) -> CardChanges:
    """The cards of a game (a loaded save's setup) that differ from `installed`."""
    return _compare((card_to_json(c) for c in setup.cards.values()), installed)


def saved_cards(data: Any) -> list[Mapping[str, Any]]:
    """Every card definition a save's JSON holds (both decks' and the other cards)."""
    if not isinstance(data, Mapping):
        raise SaveError(msg("the file is not a Summoner Wars save"))
    out: list[Mapping[str, Any]] = []
    players = data.get("players")
    for p in players if isinstance(players, list) else []:
        cards = p.get("cards") if isinstance(p, Mapping) else None
        out.extend(c for c in (cards if isinstance(cards, list) else []) if isinstance(c, Mapping))
    other = data.get("other_cards")
    out.extend(c for c in (other if isinstance(other, list) else []) if isinstance(c, Mapping))
    return out


_FILE_CACHE: dict[tuple[str, int, int], tuple[Mapping[str, CardDef], CardChanges]] = {}


def file_changes(path: str | os.PathLike[str], installed: Mapping[str, CardDef]) -> CardChanges:
    """The cards of the save at `path` that differ from `installed` (no differences for a file
    that cannot be read: the list says it is damaged instead). Remembered per file version, so
    the load list reads each save whole only once."""
    p = Path(path)
    try:
        st = p.stat()
    except OSError:
        return CardChanges()
    key = (str(p), st.st_mtime_ns, st.st_size)
    hit = _FILE_CACHE.get(key)
    if hit is not None and hit[0] is installed:
        return hit[1]
    try:
        found = _compare(saved_cards(parse_text(read_text(p))), installed)
    except SaveError:
        found = CardChanges()
    if len(_FILE_CACHE) > 512:
        _FILE_CACHE.clear()
    _FILE_CACHE[key] = (installed, found)
    return found
