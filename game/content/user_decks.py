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

Reading and checking one here (against the cards given); listing, saving (atomic), save as,
rename, duplicate and delete are `game.persist.deck_files`, and `game.catalog.load_player_deck`
checks a file against the loaded cards. Loading never raises for a bad file: problems come back
as `file:line: field: message`, and a deck naming a card the game no longer has still loads,
with that card in `PlayerDeck.missing`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
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
    vine_walls: tuple[str, int] | None = None  # 1E Swamp Orcs: the Vine Wall pile, apart from the deck

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
            vine_walls=self.vine_walls,
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
    cards: Mapping[str, CardDef],
    editions: Mapping[str, str],
    decks: Mapping[str, DeckList],
) -> LoadedDeck:
    """Read and check one deck file against `cards` (`editions`: each card's edition; `decks`:
    the preconstructed decks, whose summoners' fixed cards the rules compare with)."""
    report = Report(display_path(path))
    doc = read_yaml(path, report)
    return _from_doc(path, doc, report, cards, editions, decks)


def parse_deck_text(text: str, path: Path, *, cards: Mapping[str, CardDef],
                    editions: Mapping[str, str], decks: Mapping[str, DeckList]) -> LoadedDeck:
    """`load_deck` for text already in memory (shown as `path` in messages)."""
    report = Report(display_path(path))
    return _from_doc(path, parse_yaml(text, report), report, cards, editions, decks)


def _from_doc(path: Path, doc: object, report: Report, cards: Mapping[str, CardDef],
              editions: Mapping[str, str], decks: Mapping[str, DeckList]) -> LoadedDeck:
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
        vine_walls=draft.vine_walls[:2] if draft.vine_walls else None,
        missing=tuple(dict.fromkeys(
            [e.card for e in draft.cards if e.card not in cards]
            + ([draft.summoner] if draft.summoner not in cards else []))),
    )
    kit = construction.summoner_kit(draft.summoner, decks=decks, cards=cards, edition=edition) \
        if draft.summoner in cards else None
    check_deck(report, draft, cards, editions=editions, kit=kit, player_deck=True)
    return LoadedDeck(path, deck, report.problems)


def deck_problems(deck: PlayerDeck, *, cards: Mapping[str, CardDef],
                  decks: Mapping[str, DeckList]) -> list[construction.Problem]:
    """Why `deck` cannot start a game, in the rules' words ([] when it is ready)."""
    kit = construction.summoner_kit(deck.summoner, decks=decks, cards=cards, edition=deck.edition) \
        if deck.summoner in cards else None
    return construction.check(deck.deck_list(), cards, deck.edition, kit)


def new_deck(summoner_id: str, edition: str, name: str = "", *, decks: Mapping[str, DeckList],
             cards: Mapping[str, CardDef]) -> PlayerDeck | None:
    """A deck holding only the summoner's fixed cards (its kit), in their starting places."""
    kit = construction.summoner_kit(summoner_id, decks=decks, cards=cards, edition=edition)
    if kit is None:
        return None
    s = cards[summoner_id]
    return PlayerDeck(name=name or f"{s.name}'s deck", edition=kit.edition, summoner=summoner_id,
                      cards=kit.cards, starting=kit.starting,
                      vine_walls=kit.vine_walls[0] if kit.vine_walls else None)


def from_deck_list(d: DeckList, edition: str, name: str = "") -> PlayerDeck:
    """A player's copy of a deck (start from a preconstructed deck)."""
    return PlayerDeck(name=name or d.name, edition=edition, summoner=d.summoner, cards=d.cards,
                      starting=d.starting, description=d.description, vine_walls=d.vine_walls)


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
    if deck.vine_walls:
        lines.append(f"  vine_walls: {{card: {deck.vine_walls[0]}, copies: {deck.vine_walls[1]}}}")
    return "\n".join(lines) + "\n"


def game_deck(got: LoadedDeck, path: Path) -> tuple[DeckList, str]:
    """The deck of a loaded deck file, ready to play, and its edition; ValueError naming every
    problem (`file:line: field: message`) when the file is not a ready deck."""
    if not path.exists():
        raise ValueError(f"{display_path(path)}: no such deck file")
    if got.deck is None or got.problems:
        lines = "\n  ".join(str(p) for p in got.problems)
        raise ValueError(f"{display_path(path)} is not a deck ready to play:\n  {lines}")
    return got.deck.deck_list(), got.deck.edition
