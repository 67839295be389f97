"""Warrior in the replay viewer: each event in words, as a seat (or the table) may know it,
and the table drawn as that seat sees it (`game.ui.warrior.table_view`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.i18n import _
from game.ui.layout import Layout
from game.ui.warrior.table_layout import DISCARD, DRAW
from game.ui.warrior.table_view import Marks, draw_table, seat_tint
from game.ui.warrior.words import (
    card_name,
    drums_sentence,
    names_joined,
    row_name,
    rules_text,
    zone_name,
)
from game.warrior.core import events as ev
from game.warrior.core.rules import WARRIOR
from game.warrior.core.state import DRAW_PILE, HIDDEN, WarriorState


def turn_starts(e: Any) -> bool:
    return isinstance(e, ev.TurnBegan | ev.RoundBegan)


def _card(state: WarriorState, card: int) -> str:
    return _("a card") if card == HIDDEN else card_name(state.define(card))


def event_text(state: WarriorState, e: Any, viewer: int | None) -> str | None:
    """The event in words as `viewer` may know it (None: the table); None for an event too small
    to say alone."""
    names: Sequence[str] = state.setup.players
    e = WARRIOR.event_seen_by(e, viewer)
    if isinstance(e, ev.RoundBegan):
        return _("Round {n}: {player} goes first", n=e.round, player=names[e.first_seat])
    if isinstance(e, ev.DeckShuffled):
        return _("Every card is gathered and shuffled")
    if isinstance(e, ev.ArmyDealt):
        return _("{player}'s army is dealt for the {zone}", player=names[e.seat], zone=zone_name(e.zone))
    if isinstance(e, ev.DiscardPileStarted):
        return _("{card} starts the discard pile", card=_card(state, e.card))
    if isinstance(e, ev.ColumnTurnedUp):
        if e.chosen:
            return _("{player} turns column {column} face up", player=names[e.seat], column=e.column + 1)
        return _("{player}'s column {column} is turned face up at random", player=names[e.seat],
                 column=e.column + 1)
    if isinstance(e, ev.TurnBegan):
        return _("{player}'s turn", player=names[e.seat])
    if isinstance(e, ev.DrawPileRenewed):
        return _("The draw pile ran out: the discard pile is shuffled into a new one")
    if isinstance(e, ev.CardDrawn):
        if e.source == DRAW_PILE:
            if e.card == HIDDEN:
                return _("{player} draws a card from the draw pile", player=names[e.seat])
            return _("{player} draws {card} from the draw pile", player=names[e.seat], card=_card(state, e.card))
        return _("{player} takes {card} from the discard pile", player=names[e.seat], card=_card(state, e.card))
    if isinstance(e, ev.CardSwapped):
        return _("{player} puts {card} in column {column} of the {row}; {removed} goes to the discard pile",
                 player=names[e.seat], card=_card(state, e.card), column=e.column + 1,
                 row=row_name(e.row), removed=_card(state, e.removed))
    if isinstance(e, ev.CardDiscarded):
        return _("{player} discards {card}", player=names[e.seat], card=_card(state, e.card))
    if isinstance(e, ev.WarDrumsBeaten):
        return drums_sentence(e, names)
    if isinstance(e, ev.ArmyRevealed):
        return _("Battle: {player}'s army is turned face up", player=names[e.seat])
    if isinstance(e, ev.AssassinStruck):
        return _("{player}'s Assassin strikes: {card} is turned from the draw pile", player=names[e.seat],
                 card=_card(state, e.card))
    if isinstance(e, ev.BattleScored):
        return _("{player} loses {n} in the battle", player=names[e.seat], n=e.total)
    if isinstance(e, ev.TrackerMoved):
        return _("{player}'s pawn moves from {before} to {after}", player=names[e.seat], before=e.before,
                 after=e.after)
    if isinstance(e, ev.ZoneChanged):
        return _("{player} enters the {zone}", player=names[e.seat], zone=zone_name(e.zone))
    if isinstance(e, ev.GameWon):
        return _("{players} won the war", players=names_joined([names[w] for w in e.winners]))
    return None


def entry_text(before: WarriorState, command: Any) -> str:
    """A log entry's command in words (the save floor's words for it)."""
    from game.persist.warrior_kind import describe

    return rules_text(describe(before, command)) if command is not None else _("The deal")


def draw_state(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, state: WarriorState,
               viewer: int | None, last: Any = None) -> None:
    """The table as `viewer` sees it (None: the table a spectator sees), with the place the
    event just shown (`last`) touched lit."""
    draw_table(surface, rect, lay, WARRIOR.view(state, viewer), viewer, marks_for(last))


def marks_for(e: Any) -> Marks:
    m = Marks()
    if isinstance(e, ev.CardSwapped):
        m.lit_slots.add((e.seat, e.row, e.column))
        m.lit_piles.add(DISCARD)
    elif isinstance(e, ev.ColumnTurnedUp):
        m.lit_columns.add((e.seat, e.column))
    elif isinstance(e, ev.CardDrawn):
        m.lit_piles.add(DRAW if e.source == DRAW_PILE else DISCARD)
    elif isinstance(e, ev.CardDiscarded | ev.DiscardPileStarted | ev.AssassinStruck):
        m.lit_piles.add(DISCARD)
    return m


def seat_names(state: WarriorState) -> tuple[str, ...]:
    return tuple(state.setup.players)


def progress_text(state: WarriorState) -> str:
    return _("Warrior · round {n}", n=max(1, state.round))


def tick_tint(e: Any) -> tuple[int, int, int] | None:
    """The colour of the slider's tick where a turn starts: its player's."""
    return seat_tint(e.seat) if isinstance(e, ev.TurnBegan) else None
