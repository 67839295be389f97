"""The player's own decks: YAML files in `decks/` under the user data folder, in the same deck
format as a card file's `deck:` (so a modder can edit one by hand), with `format:` and `edition:`
on top:

    format: summoner-wars/deck@1
    edition: 2e
    deck:
      id: my-ice-deck              # optional: the file's name without .yaml
      name: My Ice Deck
      summoner: polar-dwarves/svara
      cards:                       # full ids ('faction/card'); a bare id is the summoner's faction's
        polar-dwarves/svara: 1
        ice-ram: 2
      starting:                    # column 1..6 from your left, row 1..4 from your back row
        - {card: polar-dwarves/svara, column: 3, row: 1}

Listing, loading, saving (atomic), save as, rename, duplicate and delete. Loading never raises
for a bad file: problems come back as `file:line: field: message`, and a deck naming a card the
game no longer has still loads, with that card in `PlayerDeck.missing`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from game import paths as game_paths
from game.content import construction
from game.content.decks import check_deck
from game.content.faction import DECK_KEYS, Faction, _deck
from game.content.fields import Section, describe
from game.content.problems import Problem, Report, display_path
from game.content.yamlsource import YMap, parse_yaml, read_yaml
from game.core.cards import CardDef, DeckList, StartingCard

FORMAT = "summoner-wars/deck@1"
EDITIONS = ("2e", "1e")
TOP_KEYS = ("format", "edition", "deck")
SUFFIX = ".yaml"
_SLUG = re.compile(r"[^a-z0-9]+")


def decks_dir() -> Path:
    """Where the player's decks live: `decks/` in the user data folder."""
    return game_paths.user_data_dir() / "decks"


@dataclass(frozen=True, slots=True)
class PlayerDeck:
    """A player's deck: what the file says, whether or not every card still exists."""

    name: str
    edition: str
    summoner: str
    cards: tuple[tuple[str, int], ...]  # (card id, copies), starting cards included
    starting: tuple[StartingCard, ...]  # 0-based column and row, as in DeckList
    id: str = ""
    description: str = ""
    path: Path | None = None  # the file it was loaded from or saved to
    missing: tuple[str, ...] = ()  # ids of cards the game does not have (marked, not dropped)

    @property
    def faction(self) -> str:
        return self.summoner.split("/", 1)[0]

    def deck_list(self) -> DeckList:
        """The deck as a game plays it (a game with a missing card cannot start: check `ready`)."""
        return DeckList(
            id=self.id or slug(self.name),
            name=self.name,
            faction=self.faction,
            summoner=self.summoner,
            cards=self.cards,
            starting=self.starting,
            description=self.description,
            source=display_path(self.path) if self.path else "",
        )

    def copies(self) -> dict[str, int]:
        return dict(self.cards)


@dataclass(slots=True)
class LoadedDeck:
    """One deck file's outcome: the deck (None only when the file cannot be read as a deck) and
    every problem, `file:line: field: message`, construction rules included."""

    path: Path
    deck: PlayerDeck | None
    problems: list[Problem] = field(default_factory=list)

    @property
    def ready(self) -> bool:
        return self.deck is not None and not self.problems


def slug(name: str) -> str:
    s = _SLUG.sub("-", name.lower()).strip("-")
    return s[:60].strip("-") or "deck"


def _library() -> tuple[Mapping[str, CardDef], dict[str, str]]:
    from game import catalog

    content = catalog.load()
    cards = content.library.cards
    editions = {
        cid: (content.factions[c.faction].edition if c.faction in content.factions else "")
        for cid, c in cards.items()
    }
    return cards, editions


def is_deck_file(path: Path) -> bool:
    """Whether `path` says it is a deck file (its `format:` is the deck format)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            head = f.read(4096)
    except OSError:
        return False
    return re.search(r"^format:\s*['\"]?summoner-wars/deck@", head, re.M) is not None


def load_deck(
    path: Path,
    *,
    cards: Mapping[str, CardDef] | None = None,
    editions: Mapping[str, str] | None = None,
    decks: Mapping[str, DeckList] | None = None,
) -> LoadedDeck:
    """Read and check one deck file against the game's cards (the catalog's by default)."""
    report = Report(display_path(path))
    doc = read_yaml(path, report)
    return _from_doc(path, doc, report, cards, editions, decks)


def parse_deck_text(text: str, path: Path, **kw) -> LoadedDeck:
    """`load_deck` for text already in memory (shown as `path` in messages)."""
    report = Report(display_path(path))
    return _from_doc(path, parse_yaml(text, report), report, kw.get("cards"), kw.get("editions"),
                     kw.get("decks"))


def _from_doc(path, doc, report: Report, cards, editions, decks) -> LoadedDeck:
    if cards is None or editions is None:
        lib_cards, lib_eds = _library()
        cards = lib_cards if cards is None else cards
        editions = lib_eds if editions is None else editions
    if doc is None:
        return LoadedDeck(path, None, report.problems)
    if not isinstance(doc, YMap):
        report.add(getattr(doc, "line", 1), "",
                   f"the top level must be a mapping (format: ..., edition: ..., deck: ...), got {describe(doc)}")
        return LoadedDeck(path, None, report.problems)
    top = Section(report, doc, "")
    top.check_known(TOP_KEYS)
    fmt = top.get_str("format", required=True, why=FORMAT)
    if fmt is not None and fmt != FORMAT:
        top.problem("format", f"{fmt!r} is not a deck file's format: use {FORMAT}")
    edition = top.get_enum("edition", EDITIONS, required=True)
    sec = top.sub("deck", required=True, why="id, name, summoner, cards and starting")
    if sec is None:
        return LoadedDeck(path, None, report.problems)
    edition = edition or ""  # reported; the deck is still read, its rules not checked
    sec.check_known(DECK_KEYS)
    raw = sec.data.get("summoner")
    faction_id = raw.split("/", 1)[0] if isinstance(raw, str) and "/" in raw else ""
    if isinstance(raw, str) and "/" not in raw:
        sec.problem("summoner", f"{raw!r}: write the summoner's full id, 'faction/card' "
                    "(for example 'polar-dwarves/svara')")
        return LoadedDeck(path, None, report.problems)
    if "id" not in sec.data:
        sec.data["id"] = slug(path.stem)
    stub = Faction(id=faction_id, name=faction_id, colour=(128, 128, 128), edition=edition)
    draft = _deck(report, sec, stub, sec.data.line)
    if draft is None:
        return LoadedDeck(path, None, report.problems)
    deck = PlayerDeck(
        name=draft.name,
        edition=edition,
        summoner=draft.summoner,
        cards=tuple((e.card, e.copies) for e in draft.cards),
        starting=tuple(StartingCard(s.card, s.column - 1, s.row - 1) for s in draft.starting),
        id=draft.id,
        description=str(sec.data.get("description") or ""),
        path=path,
        missing=tuple(dict.fromkeys(
            [e.card for e in draft.cards if e.card not in cards]
            + ([draft.summoner] if draft.summoner not in cards else []))),
    )
    kit = construction.summoner_kit(draft.summoner, decks=decks, cards=cards, edition=edition) \
        if draft.summoner in cards else None
    check_deck(report, draft, cards, editions=editions, kit=kit)
    return LoadedDeck(path, deck, report.problems)


def deck_problems(deck: PlayerDeck, *, cards: Mapping[str, CardDef] | None = None,
                  decks: Mapping[str, DeckList] | None = None) -> list[construction.Problem]:
    """Why `deck` cannot start a game, in the rules' words ([] when it is ready)."""
    if cards is None:
        cards, _ = _library()
    kit = construction.summoner_kit(deck.summoner, decks=decks, cards=cards, edition=deck.edition) \
        if deck.summoner in cards else None
    return construction.check(deck.deck_list(), cards, deck.edition, kit)


def new_deck(summoner_id: str, name: str = "", *, decks: Mapping[str, DeckList] | None = None,
             cards: Mapping[str, CardDef] | None = None) -> PlayerDeck | None:
    """A deck holding only the summoner's fixed cards (its kit), in their starting places."""
    if cards is None:
        cards, _ = _library()
    kit = construction.summoner_kit(summoner_id, decks=decks, cards=cards)
    if kit is None:
        return None
    s = cards[summoner_id]
    return PlayerDeck(name=name or f"{s.name}'s deck", edition=kit.edition, summoner=summoner_id,
                      cards=kit.cards + kit.vine_walls, starting=kit.starting)


def from_deck_list(d: DeckList, edition: str, name: str = "") -> PlayerDeck:
    """A player's copy of a deck (start from a preconstructed deck)."""
    return PlayerDeck(name=name or d.name, edition=edition, summoner=d.summoner, cards=d.cards,
                      starting=d.starting, description=d.description)


def to_yaml(deck: PlayerDeck) -> str:
    """The deck file's text (cards in deck order, starting places 1-based)."""
    q = json.dumps  # a JSON string is a YAML double-quoted string
    lines = [
        "# A Summoner Wars deck (made with the deck builder; safe to edit by hand).",
        f"format: {FORMAT}",
        f"edition: {deck.edition}",
        "deck:",
        f"  id: {deck.id or slug(deck.name)}",
        f"  name: {q(deck.name, ensure_ascii=False)}",
    ]
    if deck.description:
        lines.append(f"  description: {q(deck.description, ensure_ascii=False)}")
    lines.append(f"  summoner: {deck.summoner}")
    lines.append("  cards:")
    lines += [f"    {cid}: {n}" for cid, n in deck.cards]
    lines.append("  starting:")
    lines += [f"    - {{card: {s.card}, column: {s.column + 1}, row: {s.row + 1}}}"
              for s in deck.starting]
    if not deck.starting:
        lines[-1] = "  starting: []"
    return "\n".join(lines) + "\n"


def list_decks(folder: Path | None = None) -> list[LoadedDeck]:
    """Every deck file in the player's folder, loaded, by deck name."""
    folder = folder or decks_dir()
    if not folder.is_dir():
        return []
    out = [load_deck(p) for p in sorted(folder.glob(f"*{SUFFIX}")) if not p.name.startswith(".")]
    return sorted(out, key=lambda d: ((d.deck.name.lower() if d.deck else d.path.stem), d.path.name))


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
    from game.persist.atomic import write_atomic

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


def duplicate_deck(deck: PlayerDeck, name: str = "") -> PlayerDeck:
    """A copy of `deck` in a new file ("<name> (copy)" unless named)."""
    return save_as(deck, name or f"{deck.name} (copy)")


def delete_deck(deck: PlayerDeck | Path) -> None:
    """Remove the deck's file (the UI asks first)."""
    path = deck if isinstance(deck, Path) else deck.path
    if path is not None and path.exists():
        os.unlink(path)



def game_deck(path: Path) -> tuple[DeckList, str]:
    """The deck in a deck file, ready to play, and its edition; ValueError naming every problem
    (`file:line: field: message`) when the file is not a ready deck."""
    got = load_deck(path)
    if not path.exists():
        raise ValueError(f"{display_path(path)}: no such deck file")
    if got.deck is None or got.problems:
        lines = "\n  ".join(str(p) for p in got.problems)
        raise ValueError(f"{display_path(path)} is not a deck ready to play:\n  {lines}")
    return got.deck.deck_list(), got.deck.edition
