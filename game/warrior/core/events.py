"""What happened. Every random outcome (a shuffled order, a column turned up at random) is in
an event with the random source's state after it, so applying a log needs no random source.
Cards are card numbers (indexes into the setup's deck)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RoundBegan:
    """A new round: who goes first, and the zone each player's army is dealt for."""

    round: int
    first_seat: int
    zones: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    """Every card gathered and shuffled into the draw pile, top card first."""

    order: tuple[int, ...]
    rng: int


@dataclass(frozen=True, slots=True)
class ArmyDealt:
    """Cards dealt face down from the top of the draw pile, for an army of the `zone`."""

    seat: int
    warriors: tuple[int, ...]
    captains: tuple[int, ...]
    zone: str


@dataclass(frozen=True, slots=True)
class DiscardPileStarted:
    """"one card is flipped to start the discard pile"."""

    card: int


@dataclass(frozen=True, slots=True)
class ColumnTurnedUp:
    """One Squadron turned face up at the start of a round: chosen in the Blue Zone, at random
    in the Red Zone."""

    seat: int
    column: int
    warrior: int
    captain: int
    chosen: bool
    rng: int


@dataclass(frozen=True, slots=True)
class TurnBegan:
    seat: int


@dataclass(frozen=True, slots=True)
class DrawPileRenewed:
    """The draw pile ran out: the discard pile but its top card, shuffled, is the new one."""

    order: tuple[int, ...]
    rng: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    seat: int
    card: int
    source: str  # DRAW_PILE or DISCARD_PILE


@dataclass(frozen=True, slots=True)
class CardSwapped:
    """The drawn card went face up into the slot; `removed` went to the discard pile."""

    seat: int
    row: str
    column: int
    card: int
    removed: int


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class WarDrumsBeaten:
    """Why: the player chose to (`CHOSEN`), every Warrior of the army was face up at the end
    of the turn (`ALL_WARRIORS_UP`), or the draw pile ran out during the turn
    (`DRAW_PILE_RAN_OUT`), or the round reached its last turn (`ROUND_AT_ITS_END`: every
    player has had `ROUND_TURNS_PER_PLAYER` turns)."""

    seat: int
    reason: str


CHOSEN = "chosen"
ALL_WARRIORS_UP = "all warriors up"
DRAW_PILE_RAN_OUT = "draw pile ran out"
ROUND_AT_ITS_END = "round at its end"


@dataclass(frozen=True, slots=True)
class ArmyRevealed:
    """The battle: every card of the army turned face up."""

    seat: int
    warriors: tuple[int, ...]
    captains: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AssassinStruck:
    """The Assassin's player flipped the top card of the draw pile (it goes to the discard
    pile); `hits` is how many cards of each seat's army it matched."""

    seat: int
    card: int
    hits: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ColumnScore:
    """One Squadron in battle: its casualties (negative: reinforcements) and why (a REASON of
    `battle`); `number` is the matched number of a pair, None when unequal or protected."""

    column: int
    casualties: int
    reason: str
    number: int | None = None
    extra_skill: bool = False  # a pair holding an Extra Skill Card
    assassin: bool = False  # the Assassin aligned with another 0


@dataclass(frozen=True, slots=True)
class SkillShown:
    """Extra Skill: `columns` pairs of `number` (one, with an Extra Skill Card) cost every
    other player `casualties`."""

    number: int
    columns: int
    casualties: int


@dataclass(frozen=True, slots=True)
class BattleScored:
    """One army's battle: its columns, the Extra Skill it showed, what other armies' Extra
    Skill cost it (`suffered`), the cards the Assassin struck, and the whole (`total`)."""

    seat: int
    columns: tuple[ColumnScore, ...]
    skill: tuple[SkillShown, ...]
    suffered: int
    assassinated: int
    total: int


@dataclass(frozen=True, slots=True)
class TrackerMoved:
    """The pawn on the Army Tracker, from casualties `before` to `after`."""

    seat: int
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class ZoneChanged:
    seat: int
    zone: str


@dataclass(frozen=True, slots=True)
class GameWon:
    """The least casualties win; `winners` share the win when tied."""

    winners: tuple[int, ...]
    casualties: tuple[int, ...]


Event = (RoundBegan | DeckShuffled | ArmyDealt | DiscardPileStarted | ColumnTurnedUp | TurnBegan
         | DrawPileRenewed | CardDrawn | CardSwapped | CardDiscarded | WarDrumsBeaten | ArmyRevealed
         | AssassinStruck | BattleScored | TrackerMoved | ZoneChanged | GameWon)
EVENTS = (RoundBegan, DeckShuffled, ArmyDealt, DiscardPileStarted, ColumnTurnedUp, TurnBegan,
          DrawPileRenewed, CardDrawn, CardSwapped, CardDiscarded, WarDrumsBeaten, ArmyRevealed,
          AssassinStruck, BattleScored, TrackerMoved, ZoneChanged, GameWon)
PARTS = (ColumnScore, SkillShown)
