"""The deck-construction rules of each edition, one function per edition, every broken rule one
sentence naming the card and the rule.

2E rulebook, "Deck Construction" and "Deck Restrictions": 1 summoner; its 2 epic events; the
10-life starting gate and 3 five-life gates; the summoner's 2 starting units; 6 standard events
(at most 2 copies each); 3 champions (1 copy each); 16 commons (at most 4 copies each; starting
units do not count); every unit and event shares a deck symbol with the summoner.

1E rulebook, "How to Build a Custom Deck" and "Mercenaries": 1 summoner; exactly the events on the
summoner's reference card; the cards of its starting setup; 3 walls; 18 commons and 3 champions of
the summoner's faction; at most 1 copy of a champion and 10 of a common; at most 6 Mercenaries.

The 1E reference card is not in the card data: a summoner's events and starting setup come from
its preconstructed deck (`summoner_kit`). The checks read a `DeckList` (the builder's deck and a
game's deck are the same thing) and never raise: a card id the library does not know is one
problem, and the counts wait until it is fixed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from game.core.cards import CardDef, DeckList, StartingCard
from game.core.message import Msg, msg

SUMMONER = "summoner"
CARDS = "cards"
STARTING = "starting"


@dataclass(frozen=True, slots=True)
class Problem:
    """One broken rule. `card` is the id of the card it names ("" for the deck as a whole);
    `part` is where in a deck file it belongs: "summoner", "cards" or "starting"."""

    message: str
    card: str = ""
    part: str = CARDS
    rule: str = ""  # which rule: unknown, summoner, symbol, faction, copies, count, epic, events,
    # setup, gate, structure, mercenary

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class Rules2E:
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


@dataclass(frozen=True, slots=True)
class Rules1E:
    walls: int = 3
    champions: int = 3
    champion_copies: int = 1
    commons: int = 18
    common_copies: int = 10
    mercenaries: int = 6


RULES_2E = Rules2E()
RULES_1E = Rules1E()
MERCENARY_LIMIT = RULES_1E.mercenaries


@dataclass(frozen=True, slots=True)
class SummonerKit:
    """The cards a deck of this summoner always holds, added for the player by the builder.

    2E: the summoner, its 2 epic events, the starting gate and 3 five-life gates, its 2 starting
    units. 1E: the summoner, the events of its reference card (with copies), the cards of its
    starting setup and 3 walls. `starting` is where the starting cards go (0-based column and row,
    as in `DeckList`); `vine_walls` the Swamp Orcs' Vine Wall pile, if the deck has one.
    """

    edition: str
    summoner: str
    faction: str
    cards: tuple[tuple[str, int], ...]
    starting: tuple[StartingCard, ...]
    vine_walls: tuple[tuple[str, int], ...] = ()
    source: str = ""  # the preconstructed deck's id it was taken from

    def copies(self) -> dict[str, int]:
        return dict(self.cards)


def _name(cards: Mapping[str, CardDef], cid: str) -> str:
    c = cards.get(cid)
    return c.name if c is not None else cid


# Every problem is a `Msg` (the window shows it in the player's language); its English is the
# sentence the rules have always said. Counted things: one sentence for 1, one for more.
_COUNTED: dict[str, tuple[Msg, Msg]] = {
    "starting unit": (msg("1 starting unit"), msg("{n} starting units")),
    "gate": (msg("1 gate"), msg("{n} gates")),
    "ten-life gate": (msg("1 ten-life gate"), msg("{n} ten-life gates")),
    "five-life gate": (msg("1 five-life gate"), msg("{n} five-life gates")),
    "epic event": (msg("1 epic event"), msg("{n} epic events")),
    "standard event": (msg("1 standard event"), msg("{n} standard events")),
    "champion unit": (msg("1 champion unit"), msg("{n} champion units")),
    "common unit": (msg("1 common unit"), msg("{n} common units")),
    "wall": (msg("1 wall"), msg("{n} walls")),
    "champion": (msg("1 champion"), msg("{n} champions")),
    "common": (msg("1 common"), msg("{n} commons")),
}


def _copies(n: int, name: str) -> Msg:
    return msg("1 copy of {card}", card=name) if n == 1 else msg("{n} copies of {card}", n=n, card=name)


def _plural(n: int, word: str) -> Msg:
    one, many = _COUNTED[word]
    return Msg(one.msgid) if n == 1 else Msg(many.msgid, (("n", n),))


def _at_most(copies: Msg, limit: int, unit_class: str) -> Msg:
    if unit_class == "champion":
        return msg("{copies}: at most {limit} of each champion unit", copies=copies, limit=limit)
    return msg("{copies}: at most {limit} of each common unit", copies=copies, limit=limit)


def _unknown(deck: DeckList, cards: Mapping[str, CardDef]) -> list[Problem]:
    out: list[Problem] = []
    if deck.summoner not in cards:
        out.append(Problem(msg("{id}: no such card (the summoner)", id=deck.summoner), deck.summoner, SUMMONER, "unknown"))
    for cid, _n in deck.cards:
        if cid not in cards:
            out.append(Problem(msg("{id}: no such card; remove it or pick another", id=cid), cid, rule="unknown"))
    return out


def _summoner(deck: DeckList, cards: Mapping[str, CardDef], ed: str) -> tuple[CardDef | None, list[Problem]]:
    out: list[Problem] = []
    s = cards.get(deck.summoner)
    if s is None:
        return None, out
    if not s.is_summoner:
        out.append(Problem(msg("{card} is not a summoner: a {edition} deck is led by a summoner", card=s.name, edition=ed),
                           deck.summoner, SUMMONER, "summoner"))
        return None, out
    copies = dict(deck.cards).get(deck.summoner, 0)
    if copies != 1:
        out.append(Problem(msg("{copies}: a {edition} deck holds its summoner once", copies=_copies(copies, s.name), edition=ed),
                           deck.summoner, rule="summoner"))
    for cid, _n in deck.cards:
        c = cards.get(cid)
        if c is not None and c.is_summoner and cid != deck.summoner:
            out.append(Problem(msg("{card} is a second summoner: a {edition} deck has 1 summoner, {card2}",
                                   card=c.name, edition=ed, card2=s.name), cid, rule="summoner"))
    placed = sum(1 for st in deck.starting if st.card == deck.summoner)
    if placed != 1:
        out.append(Problem(msg("{card} starts on the battlefield {n} times: the summoner starts exactly once",
                               card=s.name, n=placed), deck.summoner, STARTING, "summoner"))
    return s, out


def _starting_matches(deck: DeckList, kit: SummonerKit | None, cards: Mapping[str, CardDef],
                      summoner: CardDef, ed: str) -> list[Problem]:
    if kit is None:
        return []
    want = Counter((s.card, s.column, s.row) for s in kit.starting)
    got = Counter((s.card, s.column, s.row) for s in deck.starting)
    out: list[Problem] = []
    for (cid, col, row), _n in sorted((want - got).items()):
        out.append(Problem(msg("{card} is missing from column {column}, row {row}: a {edition} deck starts as "
                               "{card2}'s setup shows", card=_name(cards, cid), column=col + 1, row=row + 1,
                               edition=ed, card2=summoner.name), cid, STARTING, "setup"))
    for (cid, col, row), _n in sorted((got - want).items()):
        out.append(Problem(msg("{card} at column {column}, row {row} is not in {card2}'s starting setup",
                               card=_name(cards, cid), column=col + 1, row=row + 1, card2=summoner.name), cid, STARTING, "setup"))
    return out


def check_2e(deck: DeckList, cards: Mapping[str, CardDef], kit: SummonerKit | None = None,
             rules: Rules2E = RULES_2E) -> list[Problem]:
    """Every 2E deck-construction rule `deck` breaks, in deck order; [] for a legal deck.

    `kit` (see `summoner_kit`) names the summoner's own epic events and starting units; without
    it only their numbers are checked.
    """
    ed = "2E"
    out = _unknown(deck, cards)
    if out:
        return out
    summoner, out = _summoner(deck, cards, ed)
    if summoner is None:
        return out
    starts = Counter(s.card for s in deck.starting)
    kit_copies = kit.copies() if kit else {}
    total: Counter[str] = Counter()
    for cid, copies in deck.cards:
        card = cards[cid]
        if card.mercenary:
            out.append(Problem(msg("{card} is a Mercenary: Mercenaries join 1E decks only", card=card.name), cid, rule="mercenary"))
            continue
        if (card.is_unit or card.is_event) and not set(card.symbols) & set(summoner.symbols):
            out.append(Problem(msg(
                "{card} shares no deck symbol with {card2}: every unit and event shares one with the "
                "summoner (has {symbols}; the summoner {symbols2})", card=card.name, card2=summoner.name,
                symbols=", ".join(card.symbols) or "none", symbols2=", ".join(summoner.symbols) or "none"),
                cid, rule="symbol"))
        if card.gate:
            if card.life == 10:
                total["ten"] += copies
            elif card.life == 5:
                total["five"] += copies
            else:
                out.append(Problem(msg("{card} has {life} life: a 2E deck's gates have 10 or 5 life",
                                       card=card.name, life=card.life), cid, rule="gate"))
            continue
        if card.is_summoner:
            if cid == deck.summoner:
                total["summoner"] += copies
            continue
        if card.unit_class:
            started = starts.get(cid, 0)
            kept = copies - started
            total[card.unit_class] += kept
            limit = rules.champion_copies if card.unit_class == "champion" else rules.common_copies
            if kept > limit:
                copies_kept = _copies(kept, card.name)
                if started:
                    copies_kept = msg("{copies} besides {starting}", copies=copies_kept,
                                      starting=_plural(started, "starting unit"))
                out.append(Problem(_at_most(copies_kept, limit, card.unit_class), cid, rule="copies"))
            continue
        if card.event_class == "epic":
            total["epic"] += copies
            if kit is not None and cid not in kit_copies:
                out.append(Problem(msg("{copies}: an epic event comes only with its summoner, and {card}'s are others",
                                       copies=_copies(copies, card.name), card=summoner.name), cid, rule="epic"))
            elif kit is not None and copies != kit_copies[cid]:
                out.append(Problem(msg("{copies}: an epic event comes only with its summoner, {n} copies",
                                       copies=_copies(copies, card.name), n=kit_copies[cid]), cid, rule="epic"))
            continue
        if card.event_class:
            total[card.event_class] += copies
            if card.event_class == "standard" and copies > rules.standard_copies:
                out.append(Problem(msg("{copies}: at most {limit} of each standard event",
                                       copies=_copies(copies, card.name), limit=rules.standard_copies), cid, rule="copies"))
            continue
        out.append(Problem(msg("{card} is a structure card, which a 2E deck has no place for", card=card.name),
                           cid, rule="structure"))
    for epic in (c for c in kit_copies if cards.get(c) is not None and cards[c].event_class == "epic"):
        if epic not in dict(deck.cards):
            out.append(Problem(msg("{card} is missing: {card2}'s epic event comes with it ({n} copies)",
                                   card=_name(cards, epic), card2=summoner.name, n=kit_copies[epic]), epic, rule="epic"))
    counts = [
        ("ten", rules.ten_life_gates, "ten-life gate"),
        ("five", rules.five_life_gates, "five-life gate"),
        ("epic", rules.epics, "epic event"),
        ("standard", rules.standards, "standard event"),
        ("champion", rules.champions, "champion unit"),
        ("common", rules.commons, "common unit"),
    ]
    for key, want, what in counts:
        got = total.get(key, 0)
        if got != want:
            wanted = _plural(want, what)
            if key in ("common", "champion"):
                wanted = msg("{wanted} (starting units not counted)", wanted=wanted)
            out.append(Problem(msg("a 2E deck has {wanted}; this one has {n}", wanted=wanted, n=got), rule="count"))
    deck_copies = dict(deck.cards)
    gates = [c for c in starts if c in deck_copies and cards[c].gate]
    if sum(starts[c] for c in gates) != 1 or not any(cards[c].life == 10 for c in gates):
        out.append(Problem(msg(
            "the starting gate (a gate with 10 life) must start on the battlefield, and no other "
            "gate; found {found}", found=_plural(sum(starts[c] for c in gates), "gate")), part=STARTING, rule="setup"))
    units = sum(n for c, n in starts.items()
                if c in deck_copies and cards[c].is_unit and not cards[c].is_summoner)
    if units != rules.starting_units:
        out.append(Problem(msg("a 2E deck has {wanted} besides the summoner; this one has {n}",
                               wanted=_plural(rules.starting_units, "starting unit"), n=units), part=STARTING, rule="setup"))
    elif kit is not None:
        out += [p for p in _starting_matches(deck, kit, cards, summoner, ed)
                if not cards[p.card].gate or p.card not in kit_copies]
    return out


def check_1e(deck: DeckList, cards: Mapping[str, CardDef], kit: SummonerKit | None = None,
             rules: Rules1E = RULES_1E) -> list[Problem]:
    """Every 1E deck-construction rule `deck` breaks, in deck order; [] for a legal deck.

    `kit` (see `summoner_kit`) is the summoner's reference card: its events and starting setup;
    without it they are not checked.
    """
    ed = "1E"
    out = _unknown(deck, cards)
    if out:
        return out
    summoner, out = _summoner(deck, cards, ed)
    if summoner is None:
        return out
    kit_copies = kit.copies() if kit else {}
    total: Counter[str] = Counter()
    mercs: list[tuple[str, int]] = []
    for cid, copies in deck.cards:
        card = cards[cid]
        if card.mercenary:
            mercs.append((cid, copies))
        elif card.faction != summoner.faction:
            out.append(Problem(msg("{card} is a card of another faction: a 1E deck holds {card2}'s faction's "
                                   "cards and Mercenaries", card=card.name, card2=summoner.name), cid, rule="faction"))
        if card.is_summoner:
            continue
        if card.gate or (card.is_structure and not card.is_event):
            total["wall"] += copies
            continue
        if card.is_event:
            want = kit_copies.get(cid)
            if kit is not None and want is None:
                out.append(Problem(msg("{card} is not on {card2}'s reference card: a 1E deck holds exactly the "
                                       "events listed there", card=card.name, card2=summoner.name), cid, rule="events"))
            elif kit is not None and copies != want:
                out.append(Problem(msg("{copies}: {card}'s reference card lists {n}", copies=_copies(copies, card.name),
                                       card=summoner.name, n=want), cid, rule="events"))
            continue
        if card.unit_class in ("champion", "common"):
            total[card.unit_class] += copies
            limit = rules.champion_copies if card.unit_class == "champion" else rules.common_copies
            if copies > limit:
                out.append(Problem(_at_most(_copies(copies, card.name), limit, card.unit_class), cid,
                                   rule="copies"))
    if kit is not None:
        for cid, want in kit.cards:
            c = cards.get(cid)
            if c is not None and c.is_event and cid not in dict(deck.cards):
                out.append(Problem(msg("{card} is missing: {card2}'s reference card lists {copies}", card=c.name,
                                       card2=summoner.name, copies=_copies(want, c.name)), cid, rule="events"))
    n_mercs = sum(n for _, n in mercs)
    if n_mercs > rules.mercenaries:
        running, past = 0, mercs[-1][0]
        for c, n in mercs:
            running += n
            if running > rules.mercenaries:
                past = c
                break
        listed = ", ".join(f"{_name(cards, c)} {n}" for c, n in mercs)
        out.append(Problem(msg("{mercenaries}: a 1E deck may hold at most {limit} Mercenary cards; this one has {n}",
                               mercenaries=listed, limit=rules.mercenaries, n=n_mercs), past, rule="mercenary"))
    for key, want, what in (("wall", rules.walls, "wall"), ("champion", rules.champions, "champion"),
                            ("common", rules.commons, "common")):
        got = total.get(key, 0)
        if got != want:
            out.append(Problem(msg("a 1E deck has {wanted}; this one has {n}", wanted=_plural(want, what), n=got),
                               rule="count"))
    if kit is not None:
        out += _starting_matches(deck, kit, cards, summoner, ed)
    return out


def check(deck: DeckList, cards: Mapping[str, CardDef], edition: str,
          kit: SummonerKit | None = None) -> list[Problem]:
    """The rules of `edition` ("2e" or "1e"); [] for any other edition (no rules known)."""
    if edition == "2e":
        return check_2e(deck, cards, kit)
    if edition == "1e":
        return check_1e(deck, cards, kit)
    return []


def kit_of(deck: DeckList, cards: Mapping[str, CardDef], edition: str) -> SummonerKit:
    """The fixed cards of `deck`'s summoner as `deck` holds them (a preconstructed deck is the
    reference for its summoner)."""
    copies = dict(deck.cards)
    starts = Counter(s.card for s in deck.starting)
    fixed: dict[str, int] = {}
    vine: list[tuple[str, int]] = [deck.vine_walls] if deck.vine_walls else []
    for cid, n in deck.cards:
        c = cards.get(cid)
        if c is None:
            continue
        if cid == deck.summoner:
            fixed[cid] = 1
        elif edition == "2e":
            if c.event_class == "epic" or c.gate:
                fixed[cid] = n
            elif starts.get(cid) and c.is_unit:
                fixed[cid] = starts[cid]
        else:
            if c.is_event or c.gate:
                fixed[cid] = n
            elif starts.get(cid):
                fixed[cid] = starts[cid]
    return SummonerKit(
        edition=edition,
        summoner=deck.summoner,
        faction=deck.faction,
        cards=tuple((c, fixed[c]) for c in copies if c in fixed),
        starting=deck.starting,
        vine_walls=tuple(vine),
        source=deck.id,
    )


def preconstructed_for(summoner_id: str, decks: Mapping[str, DeckList]) -> DeckList | None:
    """The preconstructed deck of a summoner: the faction's own deck (id = faction id) first,
    then the first by id."""
    mine = sorted((d for d in decks.values() if d.summoner == summoner_id),
                  key=lambda d: (d.id != d.faction, d.id))
    return mine[0] if mine else None


def summoner_kit(summoner_id: str, *, decks: Mapping[str, DeckList], cards: Mapping[str, CardDef],
                 edition: str) -> SummonerKit | None:
    """The fixed cards of a summoner (see `SummonerKit`), from its preconstructed deck among
    `decks`; None when no preconstructed deck has this summoner. (`game.catalog.summoner_kit`
    looks in the loaded content.)"""
    d = preconstructed_for(summoner_id, decks)
    if d is None:
        return None
    return kit_of(d, cards, edition)


def allowed_cards(summoner_id: str, *, cards: Mapping[str, CardDef],
                  editions: Mapping[str, str]) -> list[str]:
    """Ids of every card the rules let a deck of this summoner hold, sorted by name: 2E, every
    unit and event of 2E sharing a deck symbol with the summoner, and gates of its faction; 1E,
    every card of the summoner's faction and every Mercenary. Other summoners are left out.
    `editions` gives each card's edition. (`game.catalog.allowed_cards` uses the loaded content.)"""
    s = cards.get(summoner_id)
    if s is None:
        return []
    edition = editions.get(summoner_id, "")
    out: list[str] = []
    for cid, c in cards.items():
        if editions.get(cid, "") != edition or (c.is_summoner and cid != summoner_id):
            continue
        if edition == "1e":
            ok = c.mercenary or c.faction == s.faction
        else:
            ok = not c.mercenary and (
                (c.faction == s.faction and c.gate)
                or bool(set(c.symbols) & set(s.symbols)))
        if ok:
            out.append(cid)
    return sorted(out, key=lambda cid: (cards[cid].name, cid))


@dataclass(frozen=True, slots=True)
class Count:
    """One counter the builder shows, e.g. "Commons 14/16": `have` against `want` (`most`: a
    limit, "at most want", rather than an exact number)."""

    label: str
    have: int
    want: int
    most: bool = False

    @property
    def ok(self) -> bool:
        return self.have <= self.want if self.most else self.have == self.want

    def __str__(self) -> str:
        return f"{self.label} {self.have}/{self.want}"


def counts(deck: DeckList, cards: Mapping[str, CardDef], edition: str) -> list[Count]:
    """The deck's counts against its edition's numbers, counted as the rules count them (2E:
    starting units not among champions and commons; 1E: counted). Unknown cards are skipped."""
    starts = Counter(s.card for s in deck.starting)
    total: Counter[str] = Counter()
    for cid, n in deck.cards:
        c = cards.get(cid)
        if c is None:
            continue
        if c.mercenary:
            total["mercenary"] += n
        if c.is_summoner:
            total["summoner"] += n
        elif c.gate:
            total["gate"] += n
        elif c.unit_class in ("champion", "common"):
            total[c.unit_class] += n - (starts.get(cid, 0) if edition == "2e" else 0)
        elif c.event_class == "epic":
            total["epic"] += n
        elif c.is_event:
            total["event"] += n
    if edition == "1e":
        r1 = RULES_1E
        return [Count("Walls", total["gate"], r1.walls), Count("Champions", total["champion"], r1.champions),
                Count("Commons", total["common"], r1.commons),
                Count("Mercenaries", total["mercenary"], r1.mercenaries, most=True)]
    r2 = RULES_2E
    return [Count("Gates", total["gate"], r2.ten_life_gates + r2.five_life_gates),
            Count("Epic events", total["epic"], r2.epics),
            Count("Standard events", total["event"], r2.standards),
            Count("Champions", total["champion"], r2.champions),
            Count("Commons", total["common"], r2.commons)]
