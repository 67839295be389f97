"""A faction file (`summoner-wars/faction@1`): the faction, its cards and its deck.

Cards become `CardDef`s here. The deck is only read into a `DeckDraft`: its card ids may point
at other files, so it is resolved and checked against the deck-construction rules later, once
every file is loaded (see `decks.py`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from game.content import icons
from game.content import limits as lim
from game.content.ability_specs import check_abilities
from game.content.fields import (
    SLUG,
    SLUG_HINT,
    Section,
    check_int,
    describe,
    item_section,
    join,
)
from game.content.problems import Report, did_you_mean
from game.content.yamlsource import YMap
from game.core.ability_registry import Ability
from game.core.cards import EVENT, STRUCTURE, UNIT, CardDef

FORMAT = "summoner-wars/faction@1"
EDITIONS = ("2e", "1e")
TOP_KEYS = ("format", "edition", "faction", "cards", "deck")
FACTION_KEYS = ("id", "name", "colour", "description", "symbols", "mercenary")
CARD_KEYS = (
    "id",
    "name",
    "class",
    "icon",
    "structure",
    "cost",
    "strength",
    "life",
    "attack",
    "phase",
    "active",
    "symbols",
    "text",
    "abilities",
    "vine",
)
DECK_KEYS = ("id", "name", "description", "summoner", "cards", "starting", "vine_walls")
VINE_WALLS_KEYS = ("card", "copies")
STARTING_KEYS = ("card", "column", "row")

UNIT_CLASSES = ("summoner", "champion", "common")
EVENT_CLASSES = ("epic", "standard")
CLASSES = (*UNIT_CLASSES, *EVENT_CLASSES, "structure", "gate")
ATTACKS = ("melee", "ranged")
EVENT_PHASES = ("summon", "move", "build", "attack", "magic", "draw", "event")

COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
CARD_REF = re.compile(r"^(?:[a-z0-9]+(?:-[a-z0-9]+)*/)?[a-z0-9]+(?:-[a-z0-9]+)*$")
CARD_REF_HINT = (
    "use a card id from this file ('frost-mage') or 'faction/card' ('polar-dwarves/frost-mage')"
)


@dataclass(frozen=True, slots=True)
class Faction:
    """What the new-game screen shows about a faction."""

    id: str
    name: str
    colour: tuple[int, int, int]
    description: str = ""
    symbols: tuple[str, ...] = ()
    edition: str = ""
    source: str = ""
    mercenary: bool = False  # a set of 1E Mercenaries: any deck may hold its cards


@dataclass(slots=True)
class DeckEntry:
    card: str  # global id
    copies: int
    line: int
    field: str


@dataclass(slots=True)
class StartingEntry:
    card: str  # global id
    column: int  # 1-based, as written
    row: int
    line: int
    field: str


@dataclass(slots=True)
class DeckDraft:
    """A deck as written, its ids made global, waiting to be checked against the library."""

    id: str
    name: str
    faction: str
    edition: str
    summoner: str
    summoner_line: int
    cards: list[DeckEntry]
    cards_line: int
    starting: list[StartingEntry]
    starting_line: int
    line: int
    description: str = ""
    colour: tuple[int, int, int] = (128, 128, 128)
    source: str = ""
    # 1E: the Vine Wall pile from the reference card (card global id, copies, line), or None
    vine_walls: tuple[str, int, int] | None = None


@dataclass(slots=True)
class FactionFile:
    faction: Faction | None = None
    edition: str | None = None
    cards: list[CardDef] = field(default_factory=list)
    card_lines: dict[str, int] = field(default_factory=dict)
    declared: list[str] = field(default_factory=list)  # ids of all cards, even faulty ones
    deck: DeckDraft | None = None


def parse_colour(text: str) -> tuple[int, int, int]:
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


def global_id(faction: str, ref: str) -> str:
    return ref if "/" in ref else f"{faction}/{ref}"


def parse_faction_file(
    report: Report,
    doc: YMap,
    registry: Mapping[str, type[Ability]],
    folder: Path | None = None,
) -> FactionFile:
    """Read a faction file; problems go to `report`. Cards with problems are left out.

    `folder` is where the file lies: a card's `icon:` file path is taken from there."""
    out = FactionFile()
    top = Section(report, doc, "")
    top.check_known(TOP_KEYS)
    out.edition = top.get_enum("edition", EDITIONS, required=True)

    fsec = top.sub("faction", required=True, why="the faction's id, name and colour")
    if fsec is not None:
        out.faction = _faction(report, fsec, out.edition or "")
    fid = out.faction.id if out.faction else None
    default_symbols = out.faction.symbols if out.faction else ()
    colour = out.faction.colour if out.faction else None
    mercenary = out.faction.mercenary if out.faction else False

    cards = top.get_list("cards", required=True, why="the faction's cards (may be an empty list)")
    if cards is not None:
        seen: dict[str, int] = {}
        for i in range(len(cards)):
            sec = item_section(report, cards, i, "cards", "a card")
            if sec is None:
                continue
            slug = sec.data.get("id")
            duplicate = isinstance(slug, str) and slug in seen
            if duplicate:
                sec.problem("id", f"duplicate card id {slug!r} (already used on line {seen[slug]})")
            elif isinstance(slug, str):
                seen[slug] = sec.line("id")
                if fid is not None:
                    out.declared.append(f"{fid}/{slug}")
            card = _card(report, sec, fid, default_symbols, registry)
            if card is not None:
                look: dict = {"colour": colour, "mercenary": mercenary}
                if sec.has("icon"):
                    look["icon"] = _icon(report, sec, folder)
                card = replace(card, **look)
            if card is not None and not duplicate:
                out.cards.append(card)
                out.card_lines[card.id] = sec.line()

    dsec = top.sub("deck") if top.has("deck") else None
    if dsec is not None:
        # Without a valid faction the deck is still checked, so all its mistakes show at once.
        owner = out.faction or Faction(id="?", name="?", colour=(0, 0, 0))
        out.deck = _deck(report, dsec, owner, top.key_line("deck"))
    return out


def _faction(report: Report, sec: Section, edition: str) -> Faction | None:
    before = len(report.problems)
    sec.check_known(FACTION_KEYS)
    fid = sec.get_str("id", required=True, pattern=SLUG, hint=SLUG_HINT, max_length=lim.NAME_LENGTH)
    name = sec.get_str("name", required=True, max_length=lim.NAME_LENGTH)
    colour: str | None = None
    if sec.has("colour") and sec.data["colour"] is None:
        # `colour: #4f86c6` unquoted is an empty value followed by a YAML comment.
        sec.problem(
            "colour", "is empty: '#' starts a comment in YAML; write it in quotes: \"#4f86c6\""
        )
    else:
        colour = sec.get_str(
            "colour",
            required=True,
            pattern=COLOUR,
            hint="write a hex colour like '#4f86c6' (in quotes)",
        )
    description = (
        sec.get_str("description", max_length=lim.TEXT_LENGTH) if sec.has("description") else ""
    )
    symbols = (
        sec.get_str_list("symbols", pattern=SLUG, hint=SLUG_HINT, allow_empty_list=False)
        if sec.has("symbols")
        else None
    )
    mercenary = sec.get_bool("mercenary") if sec.has("mercenary") else False
    if len(report.problems) != before or fid is None or name is None or colour is None:
        return None
    return Faction(
        mercenary=bool(mercenary),
        id=fid,
        name=name,
        colour=parse_colour(colour),
        description=description or "",
        symbols=symbols if symbols is not None else (fid,),
        edition=edition,
        source=f"{report.path}:{sec.line()}",
    )


_ONLY_UNITS = "only units have it"
_NOT_ALLOWED = {
    # field -> classes it is allowed on, and why not elsewhere
    "cost": (CLASSES[1:], "a summoner has no cost: it starts on the battlefield"),
    "strength": (UNIT_CLASSES, _ONLY_UNITS),
    "attack": (UNIT_CLASSES, _ONLY_UNITS),
    "phase": (EVENT_CLASSES, "only events have a play phase"),
    "active": (EVENT_CLASSES, "only events can be ACTIVE"),
    "structure": (
        (*UNIT_CLASSES, *EVENT_CLASSES),
        "class structure and class gate are always structures",
    ),
}


def _class_label(cls: str) -> str:
    if cls in UNIT_CLASSES:
        return f"a {cls} unit" if cls != "summoner" else "a summoner"
    if cls in EVENT_CLASSES:
        return f"an {cls} event" if cls == "epic" else f"a {cls} event"
    return f"a {cls}"


def _card(
    report: Report,
    sec: Section,
    faction: str | None,
    default_symbols: tuple[str, ...],
    registry: Mapping[str, type[Ability]],
) -> CardDef | None:
    before = len(report.problems)
    sec.check_known(CARD_KEYS)
    slug = sec.get_str(
        "id", required=True, pattern=SLUG, hint=SLUG_HINT, max_length=lim.NAME_LENGTH
    )
    name = sec.get_str("name", required=True, max_length=lim.NAME_LENGTH)
    cls = sec.get_enum("class", CLASSES, required=True)
    is_structure = sec.get_bool("structure") if sec.has("structure") else False
    cost = (
        sec.get_int("cost", minimum=lim.COST[0], maximum=lim.COST[1]) if sec.has("cost") else None
    )
    strength = (
        sec.get_int("strength", minimum=lim.STRENGTH[0], maximum=lim.STRENGTH[1])
        if sec.has("strength")
        else None
    )
    life = (
        sec.get_int("life", minimum=lim.LIFE[0], maximum=lim.LIFE[1]) if sec.has("life") else None
    )
    attack = sec.get_enum("attack", ATTACKS) if sec.has("attack") else None
    phase = sec.get_enum("phase", EVENT_PHASES) if sec.has("phase") else None
    active = sec.get_bool("active") if sec.has("active") else False
    symbols = (
        sec.get_str_list("symbols", pattern=SLUG, hint=SLUG_HINT) if sec.has("symbols") else None
    )
    text = sec.get_str("text", max_length=lim.TEXT_LENGTH) if sec.has("text") else ""
    vine = sec.get_bool("vine") if sec.has("vine") else False
    if vine and cls is not None and cls != "gate":
        sec.problem("vine", "only a wall (class: gate) can be a Vine Wall", at_key=True)
    if vine and life is not None and life != 2:
        report.warn(sec.line("life"), sec.field("life"),
                    f"a Vine Wall has 2 life (1E rulebook, 'Vine Walls'); this one has {life}")
    abilities = ()
    if sec.has("abilities"):
        items = sec.get_list("abilities")
        if items is not None:
            abilities = check_abilities(report, items, sec.field("abilities"), registry)

    if cls is not None:
        label = _class_label(cls)
        for key, (allowed, why) in _NOT_ALLOWED.items():
            if sec.has(key) and cls not in allowed:
                sec.problem(key, f"not allowed on {label} ({why})", at_key=True)
        required: list[tuple[str, str]] = []
        if cls in UNIT_CLASSES:
            required += [("strength", ""), ("life", ""), ("attack", "melee or ranged")]
            if cls != "summoner":
                required.append(("cost", ""))
        elif cls in EVENT_CLASSES:
            required += [("cost", ""), ("phase", "the phase the event is played in")]
            if is_structure:
                required.append(("life", "an event that is also a structure has life"))
            elif sec.has("life"):
                sec.problem(
                    "life",
                    f"not allowed on {label} unless it is also a structure (structure: true)",
                    at_key=True,
                )
        else:
            required.append(("life", ""))
        for key, why in required:
            if not sec.has(key):
                sec.missing(key, why or f"{label} needs it")

    if len(report.problems) != before or faction is None or None in (slug, name, cls):
        return None
    assert slug is not None and name is not None and cls is not None
    types: set[str] = set()
    unit_class = event_class = None
    if cls in UNIT_CLASSES:
        types.add(UNIT)
        unit_class = cls
    elif cls in EVENT_CLASSES:
        types.add(EVENT)
        event_class = cls
    else:
        types.add(STRUCTURE)
    if is_structure:
        types.add(STRUCTURE)
    return CardDef(
        id=f"{faction}/{slug}",
        name=name,
        faction=faction,
        types=frozenset(types),
        cost=cost or 0,
        unit_class=unit_class,
        event_class=event_class,
        strength=strength or 0,
        life=life or 0,
        attack=attack,
        gate=cls == "gate",
        phase=phase,
        active=bool(active),
        abilities=abilities or (),
        text=text or "",
        symbols=symbols if symbols is not None else default_symbols,
        vine=bool(vine),
        source=f"{report.path}:{sec.line()}",
    )


def _icon(report: Report, sec: Section, folder: Path | None) -> str:
    """The card's picture: a shipped icon's name or a file's full path; "" (the class emblem)
    after a warning when it cannot be found. Never a problem: a picture does not change play."""
    value = sec.data["icon"]
    line, name = sec.line("icon"), sec.field("icon")
    if not isinstance(value, str) or not value.strip():
        report.warn(
            line,
            name,
            f"expected an icon name like 'bowman' or a .png/.svg file, got {describe(value)}; "
            f"{icons.FALLBACK}",
        )
        return ""
    value = value.strip()
    if icons.is_file_reference(value):
        path = Path(value)
        if not path.is_absolute():
            path = (folder or Path.cwd()) / path
        if not path.is_file():
            report.warn(
                line, name, f"no picture file {value!r} next to this card file; {icons.FALLBACK}"
            )
            return ""
        return str(path.resolve())
    known = icons.shipped_icons()
    if value not in known:
        report.warn(
            line,
            name,
            f"unknown icon {value!r}{did_you_mean(value, known)}: name one of the pictures in "
            f"assets/icons/game-icons, or a .png/.svg file; {icons.FALLBACK}",
        )
        return ""
    return value


def _deck(report: Report, sec: Section, faction: Faction, line: int) -> DeckDraft | None:
    before = len(report.problems)
    sec.check_known(DECK_KEYS)
    did = sec.get_str("id", required=True, pattern=SLUG, hint=SLUG_HINT, max_length=lim.NAME_LENGTH)
    name = sec.get_str("name", required=True, max_length=lim.NAME_LENGTH)
    description = (
        sec.get_str("description", max_length=lim.TEXT_LENGTH) if sec.has("description") else ""
    )
    summoner = sec.get_str(
        "summoner",
        required=True,
        pattern=CARD_REF,
        hint=CARD_REF_HINT,
        why="the summoner's card id",
    )

    entries: list[DeckEntry] = []
    cards = sec.get_mapping("cards", required=True, why="card ids and their number of copies")
    if cards is not None:
        cfield = sec.field("cards")
        seen: dict[str, str] = {}
        for ref, copies in cards.items():
            f = join(cfield, ref)
            if not CARD_REF.match(ref):
                report.add(cards.key_line(ref), f, f"{ref!r} is not a card id: {CARD_REF_HINT}")
                continue
            gid = global_id(faction.id, ref)
            if gid in seen:
                report.add(
                    cards.key_line(ref), f, f"card {gid!r} is listed twice (also as {seen[gid]!r})"
                )
                continue
            seen[gid] = ref
            n = check_int(report, copies, f, cards.value_line(ref), minimum=1)
            if n is not None:
                entries.append(DeckEntry(gid, n, cards.key_line(ref), f))

    starting: list[StartingEntry] = []
    items = sec.get_list(
        "starting", required=True, why="where the summoner, starting gate and starting units go"
    )
    if items is not None:
        for i in range(len(items)):
            ssec = item_section(report, items, i, sec.field("starting"), "a starting card")
            if ssec is None:
                continue
            ssec.check_known(STARTING_KEYS)
            ref = ssec.get_str("card", required=True, pattern=CARD_REF, hint=CARD_REF_HINT)
            col = ssec.get_int("column", required=True, minimum=1, why="1..6 from your left")
            row = ssec.get_int("row", required=True, minimum=1, why="1..4 from your back row")
            if ref is not None and col is not None and row is not None:
                starting.append(
                    StartingEntry(global_id(faction.id, ref), col, row, ssec.line(), ssec.path)
                )

    vine_walls = None
    if sec.has("vine_walls"):
        vsec = sec.sub("vine_walls")
        if vsec is not None:
            vsec.check_known(VINE_WALLS_KEYS)
            ref = vsec.get_str("card", required=True, pattern=CARD_REF, hint=CARD_REF_HINT,
                               why="the Vine Wall card (vine: true)")
            copies = vsec.get_int("copies", required=True, minimum=1, maximum=99,
                                  why="how many Vine Walls the reference card lists")
            if ref is not None and copies is not None:
                vine_walls = (global_id(faction.id, ref), copies, vsec.line())

    if len(report.problems) != before or did is None or name is None or summoner is None:
        return None
    return DeckDraft(
        vine_walls=vine_walls,
        id=did,
        name=name,
        faction=faction.id,
        edition=faction.edition,
        summoner=global_id(faction.id, summoner),
        summoner_line=sec.line("summoner"),
        cards=entries,
        cards_line=sec.key_line("cards"),
        starting=starting,
        starting_line=sec.key_line("starting"),
        line=line,
        description=description or faction.description,
        colour=faction.colour,
        source=f"{report.path}:{line}",
    )
