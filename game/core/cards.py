"""Immutable card definitions and deck lists.

A `CardDef` is what is printed on a card; it never changes during a game. A card on the
battlefield or in a pile is a `Card` instance (see `state.py`) that points at its definition by
id. Content (YAML) builds these objects; the core only reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

UNIT = "unit"
EVENT = "event"
STRUCTURE = "structure"

SUMMONER = "summoner"
CHAMPION = "champion"
COMMON = "common"

EPIC = "epic"
STANDARD = "standard"

MELEE = "melee"
RANGED = "ranged"


LANGUAGE = "language"  # the name of every ability written in the ability language


@dataclass(frozen=True, slots=True)
class AbilitySpec:
    """One ability (or event effect) named on a card, with its parameters.

    `name` is the key of a registered ability class (see `game.core.abilities`); `title` is the
    name printed on the card ("Frost Bolt"); `text` is the full rules text shown to players.
    """

    name: str
    title: str = ""
    text: str = ""
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    @property
    def display(self) -> str:
        return self.title or self.name.replace("_", " ").title()

    @property
    def command(self) -> str:
        """How commands name the ability (`UseAbility.ability`): a named ability by its name, one
        written in the ability language by its title ("Raise the Dead" -> raise_the_dead)."""
        if self.name != LANGUAGE:
            return self.name
        got = _COMMANDS.get(id(self))
        if got is None or got[0] is not self:
            # worked out once per spec object (a frozen value): legal_commands asks it often
            got = _COMMANDS[id(self)] = (self, self._language_command())
        return got[1]

    def _language_command(self) -> str:
        # `activate: {command: push}` keeps the name of the named ability it replaces when the
        # title says something else ("Greater Push" is still `push`).
        act = self.param("activate")
        named = act.get("command") if act else None
        if named:
            return str(named)
        return "_".join("".join(ch if ch.isalnum() else " " for ch in self.title.lower()).split()) or LANGUAGE


_CLASS_WORDS: dict[int, tuple[CardDef, frozenset[str]]] = {}
_COMMANDS: dict[int, tuple[AbilitySpec, str]] = {}


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as printed. Ids are `faction/slug`, unique across all content."""

    id: str
    name: str
    faction: str
    types: frozenset[str]
    cost: int = 0
    unit_class: str | None = None  # summoner | champion | common (units only)
    event_class: str | None = None  # epic | standard (events only)
    strength: int = 0
    life: int = 0
    attack: str | None = None  # melee | ranged (units only)
    gate: bool = False  # a structure that units are summoned next to
    phase: str | None = None  # the phase an event is played in
    active: bool = False  # ACTIVE events stay in the active area
    abilities: tuple[AbilitySpec, ...] = ()
    text: str = ""
    symbols: tuple[str, ...] = ()  # deck-building symbols
    # 1E Mercenaries (rulebook, "Mercenaries"): grey cards any deck may hold (at most 6), with a
    # card back of their own, so an opponent can tell a hidden card is a Mercenary.
    mercenary: bool = False
    # 1E Vine Walls (rulebook, "Vine Walls"): a wall kept in a Vine Wall pile off the
    # battlefield, never in the deck; placed only when a card says so (see `GameState.vines`).
    vine: bool = False
    source: str = ""  # "file.yaml:line" where it was defined, for messages
    # How the card looks; no rule reads these. `icon` is a shipped picture's name or the path of
    # a modder's PNG/SVG ("" = the class emblem), `colour` the faction's colour from its file,
    # `modded` marks a card from the player's own folder that replaces a shipped one.
    icon: str = ""
    colour: tuple[int, int, int] | None = None
    modded: bool = False

    @property
    def is_unit(self) -> bool:
        return UNIT in self.types

    @property
    def is_event(self) -> bool:
        return EVENT in self.types

    @property
    def is_structure(self) -> bool:
        return STRUCTURE in self.types

    @property
    def is_summoner(self) -> bool:
        return self.unit_class == SUMMONER

    def has_class(self, word: str) -> bool:
        """Class words per the glossary: a common unit is 'common', 'unit' and 'common unit'."""
        got = _CLASS_WORDS.get(id(self))
        if got is None or got[0] is not self:
            words = set(self.types)
            if self.unit_class:
                words.add(self.unit_class)
            if self.event_class:
                words.add(self.event_class)
            if self.gate:
                words.add("gate")
            # kept by the definition object (a frozen value), so the hot path never hashes it
            got = _CLASS_WORDS[id(self)] = (self, frozenset(words))
        return word.lower() in got[1]

    def has_name(self, words: str) -> bool:
        """Glossary NAME: full words only, so 'Undead' matches 'Undead Archer'."""
        mine = self.name.lower().split()
        theirs = words.lower().split()
        n = len(theirs)
        return any(mine[i : i + n] == theirs for i in range(len(mine) - n + 1))

    def ability(self, name: str) -> AbilitySpec | None:
        """The ability named `name` (or one in the ability language that commands call `name`)."""
        for a in self.abilities:
            if a.name == name:
                return a
        for a in self.abilities:
            if a.command == name:
                return a
        return None


@dataclass(frozen=True, slots=True)
class StartingCard:
    """A card placed on the battlefield at setup, at (column, row) in its owner's frame.

    Columns 0..5 from the owner's left, rows 0..7 from the owner's back row.
    """

    card: str
    column: int
    row: int


@dataclass(frozen=True, slots=True)
class DeckList:
    """A playable deck: which cards, how many copies, and where the starting cards go."""

    id: str
    name: str
    faction: str
    summoner: str
    cards: tuple[tuple[str, int], ...]  # (card id, copies), starting cards included
    starting: tuple[StartingCard, ...]
    description: str = ""
    colour: tuple[int, int, int] = (128, 128, 128)
    source: str = ""
    # 1E: (Vine Wall card id, copies) from the reference card: the Vine Wall pile the player
    # starts with, apart from the deck (rulebook, "Vine Walls"). None: no Vine Walls.
    vine_walls: tuple[str, int] | None = None

    def all_card_ids(self) -> list[str]:
        out: list[str] = []
        for cid, n in self.cards:
            out.extend([cid] * n)
        return out


@dataclass(frozen=True, slots=True)
class Library:
    """Everything content loaded: card definitions by id, decks by id, the rulesets by edition."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    decks: dict[str, DeckList] = field(default_factory=dict)
