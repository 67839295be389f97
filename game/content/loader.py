"""Find card files, read each one, and put together what the game plays with.

Files come in tiers, loaded in order: the shipped cards, then the player's own card folder, then
any extra paths. A card (deck, ruleset) in a later tier with the id of one in an earlier tier
overrides it, and a note says so; the same id twice within a tier is a problem. A file with any
problem is left out entirely, its problems are reported, and every other file still loads.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from game import paths
from game.content import faction as faction_format
from game.content import rules as rules_format
from game.content.decks import check_deck
from game.content.faction import DeckDraft, Faction, parse_faction_file
from game.content.fields import describe
from game.content.problems import Problem, Report, did_you_mean, display_path, suggest
from game.content.rules import parse_rules_file
from game.content.translations import FORMAT as TRANSLATION_FORMAT
from game.content.user_decks import FORMAT as PLAYER_DECK_FORMAT
from game.content.yamlsource import YMap, read_yaml
from game.core.ability_registry import REGISTRY, Ability, known_abilities
from game.core.cards import CardDef, DeckList, Library
from game.core.ruleset import Ruleset

FORMATS = {faction_format.FORMAT: "faction", rules_format.FORMAT: "rules"}


@dataclass(frozen=True, slots=True)
class Source:
    """A tier of files: `paths` are files or folders (searched for *.yaml)."""

    tier: str  # "shipped", "user", "extra", ...
    paths: tuple[Path, ...]
    report: bool = True  # False: load to resolve ids against, but keep quiet about problems


@dataclass(slots=True)
class LoadedFile:
    """One file's outcome."""

    path: str  # as shown in messages
    real: Path
    tier: str
    report: Report
    kind: str = "unknown"  # faction | rules | unknown
    edition: str | None = None
    faction: Faction | None = None
    cards: list[CardDef] = field(default_factory=list)
    declared: list[str] = field(default_factory=list)
    draft: DeckDraft | None = None
    deck: DeckList | None = None
    ruleset: Ruleset | None = None
    reported: bool = True

    @property
    def ok(self) -> bool:
        return self.report.ok


@dataclass(slots=True)
class Content:
    """Everything loaded, and everything wrong with what was not."""

    library: Library
    rulesets: dict[str, Ruleset]
    problems: list[Problem]
    notes: list[str]
    warnings: list[Problem] = field(default_factory=list)
    factions: dict[str, Faction] = field(default_factory=dict)
    files: list[LoadedFile] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def load_content(
    extra_paths: Sequence[Path] = (), *, include_shipped: bool = True, include_user: bool = True
) -> Content:
    """Load the shipped cards, the player's cards and `extra_paths`, in that order of precedence."""
    sources: list[Source] = []
    if include_shipped:
        sources.append(Source("shipped", (paths.cards_dir(),)))
    if include_user:
        user = paths.user_cards_dir()
        if user.is_dir():
            sources.append(Source("user", (user,)))
    if extra_paths:
        sources.append(Source("extra", tuple(Path(p) for p in extra_paths)))
    return load_sources(sources)


# Folders of `cards/` that hold another game's files (Warrior's deck: game.warrior.content).
OTHER_GAMES = ("warrior",)


def find_files(root: Path) -> list[Path]:
    """The card files under a folder: *.yaml, skipping `schema/`, translations (`i18n/`),
    another game's folder (`OTHER_GAMES`) and hidden files, sorted."""
    if root.is_file():
        return [root]
    out = []
    for p in root.rglob("*.yaml"):
        rel = p.relative_to(root).parts
        if any(part in ("schema", "i18n", *OTHER_GAMES) or part.startswith(".") for part in rel):
            continue
        if p.is_file():
            out.append(p)
    return sorted(out)


def _registry(notes: list[str]) -> Mapping[str, type[Ability]]:
    try:
        return known_abilities()
    except Exception as e:  # a broken ability module must not stop the cards from loading
        notes.append(f"some abilities could not be loaded ({type(e).__name__}: {e})")
        return dict(REGISTRY)


def load_sources(sources: Sequence[Source]) -> Content:
    """Load tiers of files (see the module docs). Never raises on bad input."""
    notes: list[str] = []
    registry = _registry(notes)
    files = _read_all(sources, registry)
    # A file whose deck fails is found broken only after the duplicate check; if it had claimed
    # an id first, the good file it made a duplicate is checked again without it.
    own = {id(f): list(f.report.problems) for f in files}
    while True:
        for f in files:
            f.report.problems[:] = own[id(f)]
        claimed = _duplicates_within_tiers(files)
        _unknown_factions(files)
        rule_notes: list[str] = []
        rulesets = _assemble_rulesets(files, rule_notes)
        _check_decks(files, rulesets)
        fell = [f for f in claimed if not f.ok]
        if not fell:
            break
        for f in fell:
            own[id(f)] = list(f.report.problems)
    notes.extend(rule_notes)
    library, factions = _assemble(files, notes)
    problems = [
        p for f in files if f.reported for p in sorted(f.report.problems, key=lambda p: p.line)
    ]
    warnings = [
        p for f in files if f.reported for p in sorted(f.report.warnings, key=lambda p: p.line)
    ]
    return Content(
        library=library,
        rulesets=rulesets,
        problems=problems,
        notes=notes,
        warnings=warnings,
        factions=factions,
        files=files,
    )


def _read_all(sources: Sequence[Source], registry: Mapping[str, type[Ability]]) -> list[LoadedFile]:
    # A file named in several tiers belongs to the last one (e.g. validating a shipped file).
    claimed: set[Path] = set()
    per_tier: list[list[tuple[Path, Report | None]]] = []
    for src in reversed(sources):
        found: list[tuple[Path, Report | None]] = []
        for root in src.paths:
            if not root.exists():
                r = Report(display_path(root))
                r.add(1, "", "no such file or folder")
                found.append((root, r))
                continue
            for p in find_files(root):
                key = _key(p)
                if key not in claimed:
                    claimed.add(key)
                    found.append((p, None))
        per_tier.append(found)
    per_tier.reverse()

    out: list[LoadedFile] = []
    for src, found in zip(sources, per_tier, strict=True):
        for p, missing in found:
            if missing is not None:
                out.append(LoadedFile(missing.path, p, src.tier, missing, reported=src.report))
                continue
            lf = read_file(p, registry, tier=src.tier)
            lf.reported = src.report
            out.append(lf)
    return out


def _key(p: Path) -> Path:
    try:
        return p.resolve()
    except OSError:
        return p.absolute()


def read_file(
    path: Path, registry: Mapping[str, type[Ability]], *, tier: str = "extra"
) -> LoadedFile:
    """Read and check one file on its own (its deck is checked later, with the library)."""
    report = Report(display_path(path))
    lf = LoadedFile(report.path, path, tier, report)
    doc = read_yaml(path, report)
    if doc is None:
        return lf
    if not isinstance(doc, YMap):
        report.add(
            getattr(doc, "line", 1),
            "",
            f"the top level must be a mapping (format: ..., edition: ..., ...), got {describe(doc)}",
        )
        return lf
    lf.kind = _kind(doc, report)
    if lf.kind == "faction":
        ff = parse_faction_file(report, doc, registry, path.parent)
        lf.edition, lf.faction, lf.cards, lf.draft = ff.edition, ff.faction, ff.cards, ff.deck
        lf.declared = ff.declared
    elif lf.kind == "rules":
        lf.ruleset = parse_rules_file(report, doc)
        lf.edition = lf.ruleset.edition if lf.ruleset else None
    return lf


# Formats of the game's other files, which a card folder does not read: said where they go.
ELSEWHERE = {
    TRANSLATION_FORMAT: (
        "this is a translation file: the game reads it from an i18n/<language>/ folder beside the "
        "card files, whose name says its language (cards/2e/i18n/it/ for Italian text of "
        "2nd-edition cards); move it there"),
    PLAYER_DECK_FORMAT: (
        "this is a player's deck: the game reads it from your decks folder (the Deck builder's "
        "Open and Import), and validate and simulate --p1-deck read it where it is; it does not "
        "go among the card files"),
}


def _kind(doc: YMap, report: Report) -> str:
    """Which format the file is in, from `format:` (or, failing that, a guess from its keys)."""
    known = list(FORMATS)
    fmt = doc.get("format")
    guess = (
        "faction"
        if ("cards" in doc or "faction" in doc)
        else "rules"
        if "die" in doc
        else "unknown"
    )
    if "format" not in doc:
        report.add(doc.line, "format", f"missing required field (one of {', '.join(known)})")
        return guess
    line = doc.value_line("format")
    if not isinstance(fmt, str):
        report.add(line, "format", f"expected one of {', '.join(known)}")
        return guess
    if fmt in FORMATS:
        return FORMATS[fmt]
    if fmt in ELSEWHERE:
        # a file of the game's, in the wrong folder: where it goes, not a list of "unknown field"s
        report.add(line, "format", ELSEWHERE[fmt])
        return "unknown"
    base = fmt.split("@")[0]
    same = [k for k in known if k.split("@")[0] == base]
    if same:
        report.add(line, "format", f"unsupported version {fmt!r}: this game reads {same[0]}")
    else:
        report.add(line, "format", f"unknown format {fmt!r}{did_you_mean(fmt, known)}")
    return guess


def _duplicates_within_tiers(files: list[LoadedFile]) -> list[LoadedFile]:
    """Two good files of one tier that define one id: the later file gets one problem naming
    both, and is skipped; the first definition is kept. Returns the files whose definitions
    were kept over another file's.

    Only files without problems of their own take part: a broken file (a half-edited backup copy
    that sorts first) is skipped alone and never makes a good file a duplicate."""
    # (kind, tier, id) -> (where it is defined, the file)
    seen: dict[tuple[str, str, str], tuple[str, LoadedFile]] = {}
    claimed: list[LoadedFile] = []
    kept = "; that definition is kept and this file is skipped"
    for f in files:
        if not f.ok:
            continue
        mine: list[tuple[tuple[str, str, str], str, int, str, str]] = [
            (("card", f.tier, c.id), c.source, _line_of(c.source), "cards", f"card {c.id!r}")
            for c in f.cards
        ]
        if f.draft is not None:
            d = f.draft
            mine.append((("deck", f.tier, d.id), d.source, d.line, "deck.id", f"deck {d.id!r}"))
        if f.ruleset is not None:
            ed = f.ruleset.edition
            mine.append((("rules", f.tier, ed), f.path, 1, "edition", f"rules for edition {ed!r}"))
        for key, _where, line, field_name, what in mine:
            if key in seen:
                first, owner = seen[key]
                verb = "are already given in" if key[0] == "rules" else "is already defined at"
                f.report.add(line, field_name, f"{what} {verb} {first}{kept}")
                if owner not in claimed:
                    claimed.append(owner)
        if f.ok:
            for key, where, *_ in mine:
                seen[key] = (where, f)
    return claimed


def _unknown_factions(files: list[LoadedFile]) -> None:
    """A file of the player's (no deck of its own) whose faction id is a near miss of a known
    faction's, with that faction's name or one of its card ids, was meant to change that faction:
    it is an error with "did you mean", not a new faction holding the player's changes."""
    good = [f for f in files if f.ok and f.faction is not None]
    known: dict[str, tuple[set[str], set[str]]] = {}  # faction id -> (names, card slugs)
    for f in good:
        assert f.faction is not None
        names, slugs = known.setdefault(f.faction.id, (set(), set()))
        names.add(f.faction.name)
        slugs.update(c.id.split("/", 1)[1] for c in f.cards)
    for f in good:
        assert f.faction is not None
        fid = f.faction.id
        if f.tier == "shipped" or f.draft is not None:
            continue
        others = [k for k in known if k != fid]
        if any(g.faction is not None and g.faction.id == fid and g.draft for g in good):
            continue  # a new faction with a deck in another file
        near = suggest(fid, others)
        if near is None:
            continue
        names, slugs = known[near]
        mine = {c.id.split("/", 1)[1] for c in f.cards}
        if f.faction.name in names or mine & slugs:
            f.report.add(
                _line_of(f.faction.source),
                "faction.id",
                f"unknown faction {fid!r}{did_you_mean(fid, others)}: "
                f"to change a faction's cards, give its id exactly",
            )


def _line_of(source: str) -> int:
    try:
        return int(source.rsplit(":", 1)[1])
    except (IndexError, ValueError):
        return 1


def _override_note(source: str, what: str, ident: str, earlier: LoadedFile) -> str:
    if earlier.tier in ("shipped", "user"):
        return f"{source}: {what} {ident} overrides the {earlier.tier} {what}"
    return f"{source}: {what} {ident} overrides the {what} from {earlier.path}"


def _assemble_rulesets(files: Iterable[LoadedFile], notes: list[str]) -> dict[str, Ruleset]:
    out: dict[str, Ruleset] = {}
    origin: dict[str, LoadedFile] = {}
    for f in files:
        if f.ok and f.ruleset is not None:
            ed = f.ruleset.edition
            if ed in origin and origin[ed].tier != f.tier:
                notes.append(
                    _override_note(f"{f.path}:1", "rules", f"for edition {ed}", origin[ed])
                )
            out[ed], origin[ed] = f.ruleset, f
    return out


def _cards_of(files: Iterable[LoadedFile]) -> tuple[dict[str, CardDef], dict[str, str]]:
    cards: dict[str, CardDef] = {}
    editions: dict[str, str] = {}
    for f in files:
        for c in f.cards:
            cards[c.id] = c
            editions[c.id] = f.edition or ""
    return cards, editions


def _check_decks(files: list[LoadedFile], rulesets: Mapping[str, Ruleset]) -> None:
    """Check each good file's deck against the cards of all good files.

    A file whose deck fails is left out, which may leave another deck without a card it uses,
    so this repeats until no more files drop out.
    """
    good = [f for f in files if f.ok]
    while True:
        cards, editions = _cards_of(good)
        good_ids = set(cards)
        broken = {
            cid: f.path for f in files if not f.ok for cid in f.declared if cid not in good_ids
        }
        failed: list[tuple[LoadedFile, Report]] = []
        for f in good:
            if f.draft is None:
                continue
            scratch = Report(f.path)
            f.deck = check_deck(
                scratch,
                f.draft,
                cards,
                editions=editions,
                broken=broken,
                ruleset=rulesets.get(f.draft.edition),
            )
            if scratch.problems:
                failed.append((f, scratch))
        if not failed:
            return
        for f, scratch in failed:
            f.report.problems.extend(scratch.problems)
            f.deck = None
            good.remove(f)


def _assemble(files: Iterable[LoadedFile], notes: list[str]) -> tuple[Library, dict[str, Faction]]:
    cards: dict[str, CardDef] = {}
    decks: dict[str, DeckList] = {}
    factions: dict[str, Faction] = {}
    card_origin: dict[str, LoadedFile] = {}
    deck_origin: dict[str, LoadedFile] = {}
    faction_origin: dict[str, LoadedFile] = {}
    # A card from the player's folder (or an extra path) that replaces a shipped card, or adds
    # one to a shipped faction, is marked on the table: that faction is no longer as printed.
    shipped_factions = {c.faction for f in files if f.ok and f.tier == "shipped" for c in f.cards}
    for f in files:
        if not f.ok:
            continue
        if f.faction is not None:
            fid = f.faction.id
            # Several files may add cards to one faction; its description comes from the first
            # file of the latest tier that has it.
            if fid not in faction_origin or faction_origin[fid].tier != f.tier:
                new = f.faction
                if fid in factions and not new.description:
                    new = replace(new, description=factions[fid].description)
                factions[fid], faction_origin[fid] = new, f
        for c in f.cards:
            if c.id in card_origin and card_origin[c.id].tier != f.tier:
                notes.append(_override_note(c.source, "card", c.id, card_origin[c.id]))
            if f.tier != "shipped" and c.faction in shipped_factions:
                c = replace(c, modded=True)
            cards[c.id], card_origin[c.id] = c, f
        if f.deck is not None:
            d = f.deck
            if d.id in deck_origin and deck_origin[d.id].tier != f.tier:
                notes.append(_override_note(d.source, "deck", d.id, deck_origin[d.id]))
            decks[d.id], deck_origin[d.id] = d, f
    return Library(cards=cards, decks=decks), factions
