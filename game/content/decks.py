"""Turning a deck as written into a `DeckList`: resolve its card ids, check the setup, and check
the deck-construction rules of its edition (2E rulebook, "Deck Construction").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from game.content import construction
from game.content.faction import DeckDraft
from game.content.problems import Report, did_you_mean
from game.core.cards import CardDef, DeckList, StartingCard
from game.core.ruleset import Ruleset

# 1E rulebook, "Mercenaries": "Mercenary cards can be included in ANY deck, up to a maximum of 6
# Mercenary cards in a single deck." They are 1st-edition cards: a 2E deck holds none.
MERCENARY_LIMIT = construction.MERCENARY_LIMIT
MERCENARY_EDITIONS = ("1e",)
# Rules the file checks below word in the file's terms (ids, lines), so the edition's own words
# for them are left out.
_REPORTED_HERE = ("unknown", "summoner")


def _kind(card: CardDef) -> str:
    if card.gate:
        return "gate"
    if card.unit_class:
        return f"{card.unit_class} unit" if card.unit_class != "summoner" else "summoner"
    if card.event_class:
        return f"{card.event_class} event"
    return "structure"


def check_deck(
    report: Report,
    draft: DeckDraft,
    cards: Mapping[str, CardDef],
    *,
    editions: Mapping[str, str] | None = None,
    broken: Mapping[str, str] | None = None,
    ruleset: Ruleset | None = None,
    kit: construction.SummonerKit | None = None,
    player_deck: bool = False,
) -> DeckList | None:
    """The `DeckList`, or None after reporting every problem to `report`.

    The deck-construction rules of its edition (`game.content.construction`) are checked against
    `kit`, the summoner's fixed cards; without one, the deck is its own summoner's reference (a
    preconstructed deck in a card file). A 1E deck in a card file (a modder's faction, a test
    drill) is held only to the Mercenary limit, as before the deck builder; a `player_deck` (and
    every shipped deck, see tests/content/test_construction.py) to all of the 1E rules.

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
        if card.mercenary and draft.edition and draft.edition not in MERCENARY_EDITIONS:
            report.add(
                line,
                field,
                f"{cid!r} is a Mercenary, a 1st-edition card: Mercenaries may join any 1E deck, "
                f"but never a {draft.edition.upper()} deck",
            )
            return None  # as good as unknown here: the counts would only repeat it
        elif ed and draft.edition and ed != draft.edition:
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

    _check_starting(report, draft, deck_cards, lookup, ruleset)
    _check_summoner_count(report, draft, summoner, deck_cards)

    # With a card unknown, the counts would only repeat that mistake in other words.
    if summoner is not None and not unresolved:
        deck = _deck_list(draft, vine_walls)
        if kit is None:
            kit = construction.kit_of(deck, cards, draft.edition)
        problems = construction.check(deck, cards, draft.edition, kit)
        if draft.edition == "1e" and not player_deck:
            problems = [p for p in problems if p.rule == "mercenary"]
        report_construction(report, draft, problems)

    if len(report.problems) != before:
        return None
    return _deck_list(draft, vine_walls)


def _deck_list(draft: DeckDraft, vine_walls: tuple[str, int] | None = None) -> DeckList:
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


def _check_summoner_count(
    report: Report,
    draft: DeckDraft,
    summoner: CardDef | None,
    deck_cards: Mapping[str, tuple[CardDef, int, int, str]],
) -> None:
    """One summoner, the deck's: another summoner in the cards is named at its line."""
    if summoner is None:
        return
    ed = draft.edition.upper() or "a"
    total = 0
    for cid, (card, copies, eline, efield) in deck_cards.items():
        if not card.is_summoner:
            continue
        total += copies
        if cid != draft.summoner:
            report.add(
                eline,
                efield,
                f"{cid!r} is a second summoner; the deck's summoner is {draft.summoner!r}",
            )
    if total != 1 and draft.summoner in deck_cards:
        report.add(draft.cards_line, "deck.cards", f"a {ed} deck has 1 summoner; this one has {total}")


def report_construction(
    report: Report, draft: DeckDraft, problems: list[construction.Problem]
) -> None:
    """Each broken construction rule at the line of the deck entry it names (the card's line in
    `cards:`, or `starting:` for the starting setup), in the rule's own words."""
    entries = {e.card: e for e in draft.cards}
    for p in problems:
        if p.rule in _REPORTED_HERE:
            continue
        if p.part == construction.STARTING:
            spot = next((s for s in draft.starting if s.card == p.card), None)
            if spot is not None:
                report.add(spot.line, spot.field, p.message)
            else:
                report.add(draft.starting_line, "deck.starting", p.message)
        elif p.card in entries:
            report.add(entries[p.card].line, entries[p.card].field, p.message)
        else:
            report.add(draft.cards_line, "deck.cards", p.message)
