"""What the Deck builder edits: a `PlayerDeck` plus the browsing filters. The rules, kits and
files are `game.content.construction` / `user_decks`; this module only counts and filters."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from game import catalog
from game.content import construction
from game.content.user_decks import PlayerDeck
from game.core.cards import CardDef
from game.i18n import N_

ANY = ""
# The filters' words, in English: whoever shows one calls `_` on it.
CLASSES: tuple[tuple[str, str], ...] = ((ANY, N_("Any class")), ("common", N_("Commons")),
                                         ("champion", N_("Champions")), ("event", N_("Events")),
                                         ("structure", N_("Gates/walls")))
ATTACKS: tuple[tuple[str, str], ...] = ((ANY, N_("Any attack")), ("melee", N_("Melee")), ("ranged", N_("Ranged")))
SORTS: tuple[tuple[str, str], ...] = (("cost", N_("Sort: cost")), ("name", N_("Sort: name")))
# The counters' labels as game.content.construction names them, for the catalog.
COUNTER_LABELS = (N_("Walls"), N_("Champions"), N_("Commons"), N_("Mercenaries"), N_("Gates"),
                  N_("Epic events"), N_("Standard events"), N_("Events"))


def card_class(c: CardDef) -> str:
    """The filter's word for a card: common, champion, summoner, event, structure."""
    if c.is_unit:
        return c.unit_class or "common"
    if c.is_event:
        return "event"
    return "structure"


@dataclass
class Filters:
    faction: str = ANY
    card_class: str = ANY
    cost: int | None = None  # None: any; 5 means 5 or more
    attack: str = ANY
    search: str = ""
    sort: str = "cost"

    def shows(self, c: CardDef) -> bool:
        if self.faction and c.faction != self.faction:
            return False
        if self.card_class and card_class(c) != self.card_class:
            return False
        if self.cost is not None and (c.cost < self.cost if self.cost >= 5 else c.cost != self.cost):
            return False
        if self.attack and c.attack != self.attack:
            return False
        words = self.search.strip().lower()
        if words:
            text = " ".join([c.name, c.text] + [getattr(a, "text", "") or "" for a in c.abilities]).lower()
            return all(w in text for w in words.split())
        return True


@dataclass
class BuilderModel:
    """A deck being built and the cards its summoner may hold."""

    deck: PlayerDeck
    cards: Mapping[str, CardDef]
    allowed: list[str] = field(default_factory=list)
    kit: dict[str, int] = field(default_factory=dict)
    filters: Filters = field(default_factory=Filters)
    dirty: bool = False

    @classmethod
    def for_deck(cls, deck: PlayerDeck, cards: Mapping[str, CardDef]) -> BuilderModel:
        kit = catalog.summoner_kit(deck.summoner) \
            if deck.summoner in cards else None
        allowed = catalog.allowed_cards(deck.summoner) \
            if deck.summoner in cards else []
        return cls(deck=deck, cards=cards, allowed=allowed, kit=kit.copies() if kit else {})

    # --- what the deck holds
    def copies(self) -> dict[str, int]:
        return dict(self.deck.cards)

    def added(self, cid: str) -> int:
        """Copies beyond the summoner's fixed cards (the ones the player chose)."""
        return max(0, self.copies().get(cid, 0) - self.kit.get(cid, 0))

    def set_copies(self, cid: str, n: int) -> None:
        cards = [(k, v) for k, v in self.deck.cards if k != cid]
        if n > 0:
            order = [k for k, _ in self.deck.cards]
            if cid in order:
                cards.insert(order.index(cid), (cid, n))
            else:
                cards.append((cid, n))
        self.deck = replace(self.deck, cards=tuple(cards))
        self.dirty = True

    def add(self, cid: str) -> bool:
        """One more copy of `cid` (any number: the status says when it is too many)."""
        if cid not in self.allowed:
            return False
        self.set_copies(cid, self.copies().get(cid, 0) + 1)
        return True

    def remove(self, cid: str) -> bool:
        """One copy fewer; the summoner's fixed cards stay."""
        if self.added(cid) <= 0 and cid not in self.deck.missing:
            return False
        self.set_copies(cid, self.copies().get(cid, 0) - 1)
        return True

    # --- what the player reads
    def browse(self) -> list[CardDef]:
        shown = [self.cards[c] for c in self.allowed if c in self.cards and self.choosable(c)
                 and self.filters.shows(self.cards[c])]
        if self.filters.sort == "cost":
            shown.sort(key=lambda c: (c.cost, c.name))
        else:
            shown.sort(key=lambda c: c.name)
        return shown

    def choosable(self, cid: str) -> bool:
        """A card the player picks: not one of the summoner's fixed cards other than its commons
        and champions (the summoner, epic or reference-card events, gates and walls)."""
        return cid not in self.kit or card_class(self.cards[cid]) in ("common", "champion")

    def factions(self) -> list[str]:
        return sorted({self.cards[c].faction for c in self.allowed if c in self.cards})

    def limits(self) -> list[construction.Count]:
        """The counters ("Commons 14/16") for the counters, as the rules count them; the ones the
        player fills (the fixed cards come with the summoner) first."""
        got = construction.counts(self.deck.deck_list(), self.cards, self.deck.edition)
        chosen = ("Commons", "Champions", "Standard events", "Events", "Mercenaries")
        got.sort(key=lambda c: chosen.index(c.label) if c.label in chosen else len(chosen))
        return got

    def _is(self, cid: str, cls: str) -> bool:
        return cid in self.cards and card_class(self.cards[cid]) == cls

    def problems(self) -> list[str]:
        return [p.message for p in catalog.deck_problems(self.deck)]  # Msg: the window translates them

    def curve(self) -> dict[int, int]:
        """Copies by cost (0..5, 5 = five or more), units and events the player chose."""
        out = {i: 0 for i in range(6)}
        for cid, n in self.deck.cards:
            if cid in self.cards and card_class(self.cards[cid]) in ("common", "champion", "event"):
                out[min(5, self.cards[cid].cost)] += n
        return out

    def breakdown(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for cid, n in self.deck.cards:
            if cid in self.cards:
                k = card_class(self.cards[cid])
                out[k] = out.get(k, 0) + n
        return out
