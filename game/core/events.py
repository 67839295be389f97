"""Events: facts that happened. `apply` turns them into state; they carry every random outcome.

Events are frozen dataclasses with a stable JSON form (see `serial.py`). The log of a game is
its setup plus its events, so an event must hold everything needed to reproduce its effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.geometry import Pos
from game.core.serial import from_jsonable, to_jsonable
from game.core.state import Effect, Prompt, Step


@dataclass(frozen=True, slots=True)
class Event:
    pass


# --- setup and turn structure -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    player: int
    order: tuple[int, ...]  # the draw pile from bottom to top
    rng: int  # the random source's state after shuffling


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    player: int
    rng: int


@dataclass(frozen=True, slots=True)
class FirstPlayerRolls(Event):
    """1E setup: "Each player rolls a die. The player with the highest roll chooses who will take
    the first turn. Re-roll ties." `rolls` holds every round, one face index per player, the
    last round without a tie; `chooser` rolled highest."""

    rolls: tuple[tuple[int, ...], ...]
    chooser: int
    rng: int


@dataclass(frozen=True, slots=True)
class MagicSet(Event):
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    player: int
    number: int


@dataclass(frozen=True, slots=True)
class PhaseBegan(Event):
    player: int
    phase: str


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    player: int


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """1E, 3-4 players: "That player is now out of the game" (their summoner destroyed, or they
    conceded); their turns are skipped from now on."""

    player: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    player: int | None  # None: a draw (both summoners gone at once)
    reason: str = ""


# --- cards changing place ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UnitSummoned(Event):
    player: int
    card: int
    to: Pos


@dataclass(frozen=True, slots=True)
class StructureBuilt(Event):
    player: int
    card: int
    to: Pos


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    """An effect put a card onto the battlefield (not summoned, not built)."""

    player: int
    card: int
    to: Pos


@dataclass(frozen=True, slots=True)
class VinePlaced(Event):
    """1E rulebook, "Vine Walls": "remove a Vine Wall from that player's Vine Wall Pile and place
    it as directed" (under a unit already there, if any)."""

    player: int
    card: int
    to: Pos


@dataclass(frozen=True, slots=True)
class VineRolled(Event):
    """1E rulebook, "Vine Walls" 3: "When a Unit moves off of a space containing a Vine Wall,
    roll a die. On a result of 3 or lower, that Unit receives 1 Wound Marker and cannot move off
    of the Vine Wall space." `face` is the die's face index (result face + 1); `stays` says the
    unit could not leave; `counts` that the move counts toward the phase's movers (a unit that
    stays where it started has still used its move)."""

    card: int
    vine: int
    face: int
    rng: int
    stays: bool
    counts: bool = True


@dataclass(frozen=True, slots=True)
class UnitMoved(Event):
    card: int
    path: tuple[Pos, ...]  # the spaces entered, in order
    counts: bool = True  # counts toward the phase's movers


@dataclass(frozen=True, slots=True)
class UnitMovedZeroSpaces(Event):
    """1E Master Set rulebook, "Phase 4: Movement": "A player may announce that they are moving a
    Unit 0 spaces in order to activate such an Ability without having to move that Unit from its
    current space. Doing this counts as moving 1 of the 3 Units you are allowed to move." The
    unit stays on its space and is one of the phase's movers."""

    card: int


@dataclass(frozen=True, slots=True)
class CardForced(Event):
    card: int
    path: tuple[Pos, ...]


@dataclass(frozen=True, slots=True)
class PlacesExchanged(Event):
    a: int
    b: int


@dataclass(frozen=True, slots=True)
class CardDestroyed(Event):
    card: int
    by: int | None = None  # the card whose attack or effect destroyed it


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    card: int
    # 1E rulebook, "Discard": "the card being discarded is always put face-up into the Discard
    # Pile of the player discarding the card, and not necessarily the player that owns that
    # card". The discarding player, when it is not the owner and the rules say so; None: the
    # owner's pile (2E always).
    by: int | None = None


@dataclass(frozen=True, slots=True)
class CardReturnedToHand(Event):
    card: int


@dataclass(frozen=True, slots=True)
class CardPutUnder(Event):
    card: int
    host: int


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    card: int
    player: int


@dataclass(frozen=True, slots=True)
class EventPlayed(Event):
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class EventActivated(Event):
    card: int


@dataclass(frozen=True, slots=True)
class DrawPileShuffled(Event):
    player: int
    order: tuple[int, ...]
    rng: int


@dataclass(frozen=True, slots=True)
class DrawPileArranged(Event):
    """A player's draw pile put in a chosen order, nothing left to chance (1E Owl Familiar's
    Mental Clarity: some on the bottom, the rest on top; Glimpse the Future: 'put 2 on the bottom
    and 2 back on top'; Memory Break: 'put it on the bottom')."""

    player: int
    order: tuple[int, ...]  # the draw pile from bottom to top


@dataclass(frozen=True, slots=True)
class CardTakenIntoHand(Event):
    """A card moves from one player's hand into `player`'s (1E Mimic: 'take an event from your
    opponent's hand into yours'). Its owner keeps it; `player` holds it (its controller) and may
    play it as their own."""

    card: int
    player: int


# --- tokens and magic ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DamageAdded(Event):
    card: int
    amount: int
    source: int | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    card: int
    amount: int


@dataclass(frozen=True, slots=True)
class BoostAdded(Event):
    card: int
    amount: int


@dataclass(frozen=True, slots=True)
class BoostRemoved(Event):
    card: int
    amount: int


@dataclass(frozen=True, slots=True)
class MagicGained(Event):
    player: int
    amount: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class MagicSpent(Event):
    """Magic spent. With a magic pile (1E) the top `amount` cards of the pile go face up to the
    player's discard pile ("To spend a Magic Point, remove 1 card from the top of your Magic Pile
    and place it face-up in your Discard Pile")."""

    player: int
    amount: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class CardsToMagicPile(Event):
    """1E: cards put face down on top of `player`'s magic pile, in this order (the last one ends
    on top): a destroyed card with the cards under it, cards from a hand in Build Magic, or cards
    an ability moves from another pile."""

    player: int
    cards: tuple[int, ...]
    reason: str = ""


# --- attacks -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    attacker: int
    target: int
    counts: bool = True  # counts toward the phase's attackers (False for extra attacks)


@dataclass(frozen=True, slots=True)
class DiceCounted(Event):
    """1E: an attack whose dice are counted, not rolled (Precise, Sluggish): `count` wounds."""

    player: int
    count: int
    source: int | None = None


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    player: int
    faces: tuple[int, ...]  # indices into the ruleset's die faces
    rng: int
    source: int | None = None
    purpose: str = "attack"


@dataclass(frozen=True, slots=True)
class AttackResolved(Event):
    attacker: int
    target: int
    hits: int
    damage: int


# --- abilities, effects and decisions -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    card: int
    ability: str
    counts_as: str = ""  # "move" or "attack" for "instead of moving/attacking"


@dataclass(frozen=True, slots=True)
class ExtraAttackGranted(Event):
    card: int
    amount: int = 1


@dataclass(frozen=True, slots=True)
class EffectAdded(Event):
    effect: Effect


@dataclass(frozen=True, slots=True)
class EffectsEnded(Event):
    until: str


@dataclass(frozen=True, slots=True)
class PromptOpened(Event):
    prompt: Prompt
    continuation: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class PromptAnswered(Event):
    player: int
    choice: int | None


EVENT_TYPES: dict[str, type] = {
    name: obj
    for name, obj in dict(globals()).items()
    if isinstance(obj, type) and issubclass(obj, Event) and obj is not Event
}
RECORD_TYPES: dict[str, type] = {**EVENT_TYPES, "Effect": Effect, "Prompt": Prompt, "Step": Step}


def event_to_json(ev: Event) -> dict[str, Any]:
    return to_jsonable(ev)


def event_from_json(data: Any) -> Event:
    ev = from_jsonable(data, RECORD_TYPES)
    if not isinstance(ev, Event):
        raise ValueError(f"not an event: {data.get('type')!r}")
    return ev
