"""Turning a deck as written into a `DeckList`: resolve its card ids, check the setup, and check
the deck-construction rules of its edition (2E rulebook, "Deck Construction").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from game.content.faction import DeckDraft
from game.content.problems import Report, did_you_mean
from game.core.cards import CardDef, DeckList, StartingCard
from game.core.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class DeckRules:
    """What a legal deck holds, per the edition's deck-construction rules."""

    summoners: int = 1
    ten_life_gates: int = 1
    five_life_gates: int = 3
    starting_units: int = 2
    epics: int = 2
    standards: int = 6
    standard_copies: int = 2
    champions: int = 3
    champion_copies: int = 1
    commons: int = 16
    common_copies: int = 4


CONSTRUCTION: dict[str, DeckRules] = {"2e": DeckRules()}


def _kind(card: CardDef) -> str:
    if card.gate:
        return "gate"
    if card.unit_class:
        return f"{card.unit_class} unit" if card.unit_class != "summoner" else "summoner"
    if card.event_class:
        return f"{card.event_class} event"
    return "structure"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def check_deck(
    report: Report,
    draft: DeckDraft,
    cards: Mapping[str, CardDef],
    *,
    editions: Mapping[str, str] | None = None,
    broken: Mapping[str, str] | None = None,
    ruleset: Ruleset | None = None,
) -> DeckList | None:
    """The `DeckList`, or None after reporting every problem to `report`.

    `editions` gives the edition of each card id; `broken` maps ids of cards that were defined in
    files with errors to those files, to explain why such a card is missing.
    """
    before = len(report.problems)
    editions = editions or {}
    broken = broken or {}

    def lookup(cid: str, line: int, field: str) -> CardDef | None:
        card = cards.get(cid)
        if card is None:
            if cid in broken:
                report.add(
                    line, field, f"card {cid!r} is defined in {broken[cid]}, which has errors"
                )
            else:
                report.add(line, field, f"unknown card {cid!r}{did_you_mean(cid, cards)}")
            return None
        ed = editions.get(cid)
        if ed and draft.edition and ed != draft.edition:
            report.add(line, field, f"card {cid!r} is a {ed} card; this is a {draft.edition} deck")
        return card

    deck_cards: dict[str, tuple[CardDef, int, int, str]] = {}  # id -> card, copies, line, field
    unresolved = False
    for e in draft.cards:
        card = lookup(e.card, e.line, e.field)
        if card is not None:
            deck_cards[e.card] = (card, e.copies, e.line, e.field)
        else:
            unresolved = True

    summoner = lookup(draft.summoner, draft.summoner_line, "deck.summoner")
    if summoner is not None and not summoner.is_summoner:
        report.add(
            draft.summoner_line,
            "deck.summoner",
            f"{draft.summoner!r} is a {_kind(summoner)}, not a summoner",
        )
        summoner = None
    if summoner is not None and draft.summoner not in deck_cards and draft.summoner in cards:
        report.add(
            draft.cards_line,
            "deck.cards",
            f"the summoner {draft.summoner!r} must be in the deck (1 copy)",
        )

    vine_walls = None
    if draft.vine_walls is not None:
        vid, copies, vline = draft.vine_walls
        vine = lookup(vid, vline, "deck.vine_walls.card")
        if vine is not None and not vine.vine:
            report.add(vline, "deck.vine_walls.card", f"{vid!r} is not a Vine Wall card (give it 'vine: true')")
        elif vine is not None:
            vine_walls = (vid, copies)
    for cid, (card, _n, line, field) in deck_cards.items():
        if card.vine:
            report.add(line, field, f"{cid!r} is a Vine Wall: it is not shuffled into the deck; "
                                    "list it under 'vine_walls' instead")

    starts = _check_starting(report, draft, deck_cards, lookup, ruleset)

    rules = CONSTRUCTION.get(draft.edition)
    # With a card unknown, the counts would only repeat that mistake in other words.
    if rules is not None and summoner is not None and not unresolved:
        _check_construction(report, draft, rules, summoner, deck_cards, starts)

    if len(report.problems) != before:
        return None
    return DeckList(
        id=draft.id,
        name=draft.name,
        faction=draft.faction,
        summoner=draft.summoner,
        cards=tuple((e.card, e.copies) for e in draft.cards),
        starting=tuple(StartingCard(s.card, s.column - 1, s.row - 1) for s in draft.starting),
        description=draft.description,
        colour=draft.colour,
        source=draft.source,
        vine_walls=vine_walls,
    )


def _check_starting(
    report: Report,
    draft: DeckDraft,
    deck_cards: Mapping[str, tuple[CardDef, int, int, str]],
    lookup: Callable[[str, int, str], CardDef | None],
    ruleset: Ruleset | None,
) -> Counter[str]:
    """Check where the starting cards go; count how often each card starts."""
    columns = ruleset.columns if ruleset else 6
    side_rows = ruleset.side_rows if ruleset else 4
    placed: dict[tuple[int, int], str] = {}
    starts: Counter[str] = Counter()
    summoner_placed = 0
    for s in draft.starting:
        card = lookup(s.card, s.line, s.field + ".card")
        if not 1 <= s.column <= columns:
            report.add(
                s.line,
                s.field + ".column",
                f"column {s.column} is off the board (columns 1..{columns})",
            )
        if not 1 <= s.row <= side_rows:
            report.add(
                s.line,
                s.field + ".row",
                f"row {s.row} is not on your side of the battlefield (rows 1..{side_rows} from your back row)",
            )
        pos = (s.column, s.row)
        if pos in placed:
            report.add(
                s.line,
                s.field,
                f"column {s.column}, row {s.row} is already taken by {placed[pos]!r}",
            )
        else:
            placed[pos] = s.card
        if card is None:
            continue
        starts[s.card] += 1
        if s.card == draft.summoner:
            summoner_placed += 1
        if card.is_event and not card.is_structure:
            report.add(
                s.line,
                s.field + ".card",
                f"{s.card!r} is an event; events do not start on the battlefield",
            )
        if s.card not in deck_cards:
            report.add(
                s.line, s.field + ".card", f"starting card {s.card!r} is not in the deck's cards"
            )
        elif starts[s.card] > deck_cards[s.card][1]:
            report.add(
                s.line,
                s.field + ".card",
                f"{s.card!r} starts {starts[s.card]} times but the deck has only "
                f"{deck_cards[s.card][1]} of it",
            )
    if summoner_placed != 1 and draft.summoner in deck_cards:
        report.add(
            draft.starting_line,
            "deck.starting",
            f"the summoner {draft.summoner!r} must start on the battlefield exactly once (found {summoner_placed})",
        )
    return starts


def _check_construction(
    report: Report,
    draft: DeckDraft,
    rules: DeckRules,
    summoner: CardDef,
    deck_cards: Mapping[str, tuple[CardDef, int, int, str]],
    starts: Counter[str],
) -> None:
    ed = draft.edition.upper()
    field, line = "deck.cards", draft.cards_line
    total: Counter[str] = Counter()
    for cid, (card, copies, eline, efield) in deck_cards.items():
        started = starts.get(cid, 0)
        if card.is_unit or card.is_event:
            if not set(card.symbols) & set(summoner.symbols):
                report.add(
                    eline,
                    efield,
                    f"{cid!r} has deck symbols {list(card.symbols)}, none of which matches the "
                    f"summoner's {list(summoner.symbols)}",
                )
        if card.gate:
            if card.life == 10:
                total["ten"] += copies
            elif card.life == 5:
                total["five"] += copies
            else:
                report.add(
                    eline, efield, f"a {ed} deck's gates have 10 or 5 life; {cid!r} has {card.life}"
                )
            continue
        if card.is_summoner:
            total["summoner"] += copies
            if cid != draft.summoner:
                report.add(
                    eline,
                    efield,
                    f"{cid!r} is a second summoner; the deck's summoner is {draft.summoner!r}",
                )
            continue
        if card.unit_class:
            kept = copies - started
            limit = rules.champion_copies if card.unit_class == "champion" else rules.common_copies
            total[card.unit_class] += kept
            if kept > limit:
                extra = f" besides {_plural(started, 'starting unit')}" if started else ""
                report.add(
                    eline,
                    efield,
                    f"at most {limit} of each {card.unit_class} unit, got {kept}{extra}",
                )
            continue
        if card.event_class:
            total[card.event_class] += copies
            if card.event_class == "standard" and copies > rules.standard_copies:
                report.add(
                    eline,
                    efield,
                    f"at most {rules.standard_copies} of each standard event, got {copies}",
                )
            continue
        report.add(
            eline, efield, f"{cid!r} is a structure card, which a {ed} deck has no place for"
        )

    checks = [
        ("summoner", rules.summoners, "summoner"),
        ("ten", rules.ten_life_gates, "ten-life gate"),
        ("five", rules.five_life_gates, "five-life gate"),
        ("epic", rules.epics, "epic event"),
        ("standard", rules.standards, "standard event"),
        ("champion", rules.champions, "champion unit"),
        ("common", rules.commons, "common unit"),
    ]
    for key, want, what in checks:
        got = total.get(key, 0)
        if got != want:
            note = " (starting units not counted)" if key in ("common", "champion") else ""
            report.add(
                line, field, f"a {ed} deck has {_plural(want, what)}{note}; this one has {got}"
            )

    gates = [cid for cid in starts if cid in deck_cards and deck_cards[cid][0].gate]
    started_gates = sum(starts[c] for c in gates)
    ten = [c for c in gates if deck_cards[c][0].life == 10]
    if started_gates != 1 or not ten:
        report.add(
            draft.starting_line,
            "deck.starting",
            f"the starting gate (a gate with 10 life) must start on the battlefield, and no other gate; found {_plural(started_gates, 'gate')}",
        )
    units = sum(
        n
        for cid, n in starts.items()
        if cid in deck_cards and deck_cards[cid][0].is_unit and not deck_cards[cid][0].is_summoner
    )
    if units != rules.starting_units:
        report.add(
            draft.starting_line,
            "deck.starting",
            f"a {ed} deck has {_plural(rules.starting_units, 'starting unit')} besides the summoner; this one has {units}",
        )
