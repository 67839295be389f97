"""What an ability would do, told before it is used: whether it can only hurt its user's side.

The rules let an ability that damages "a card" choose one of your own (1E Fire Blast: "choose a
card up to 2 clear straight-line spaces away"), and such a use stays legal. But a player offered
"Use Fire Blast" when the only cards in its reach are their own Wall and Archer is offered
nothing they want (issue 42). `only_hurts_own` tells the window so: it resolves the use on a
copy of the state and, if the use asks its user a question, each answer to it, and says yes
when every answer (and the use itself, if it asks nothing) adds damage to or destroys cards of
the user's side and never an enemy's. Declining a "may" is not counted: it does nothing.

Pure: nothing is changed, and a use the rules refuse (or cannot resolve on the state at hand, a
view with hidden cards) is never said to hurt only its user.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import commands as cmds
from game.core import events as ev
from game.core.decide import Rejection, resolve
from game.core.state import GameState

HARM = (ev.DamageAdded, ev.CardDestroyed)


def _hurt(state: GameState, events: Iterable[ev.Event], player: int) -> tuple[bool, bool]:
    """(whether `events` hurt a card of `player`'s side, whether they hurt an enemy's), each
    card's side read in `state`, before the events."""
    own = enemy = False
    for e in events:
        if not isinstance(e, HARM):
            continue
        c = state.cards.get(e.card)
        if c is None:
            continue
        if state.friendly(c.controller, player):
            own = True
        else:
            enemy = True
    return own, enemy


def only_hurts_own(state: GameState, cmd: cmds.UseAbility) -> bool:
    """Whether using the ability `cmd` names can only damage or destroy cards of its user's side
    (see the module): every way of answering its first question does, and none touches an
    enemy card."""
    try:
        out = resolve(state, cmd)
    except Exception:  # noqa: BLE001 - a preview on a view may meet a hidden card: cannot tell
        return False
    if isinstance(out, Rejection):
        return False
    own, enemy = _hurt(state, out.events, cmd.player)
    if enemy:
        return False
    p = out.state.pending
    if p is None or p.player != cmd.player or not p.options:
        return own
    after = out.state
    for i in range(len(p.options)):
        try:
            answered = resolve(after, cmds.Answer(cmd.player, i))
        except Exception:  # noqa: BLE001 - as above
            return False
        if isinstance(answered, Rejection):
            continue
        mine, theirs = _hurt(after, answered.events, cmd.player)
        if theirs or not (mine or own):
            return False
    return True


def answer_naming(state: GameState, card: int | None = None, space: tuple[int, int] | None = None) -> int | None:
    """The index of the option of the pending question that is `card` (a question of cards) or
    `space` (a question of spaces; a card's question also accepts the space it stands on), or
    None: how a drop onto a unit or a space answers the question of the event card dropped."""
    p = state.pending
    if p is None:
        return None
    for i, o in enumerate(p.options):
        if p.kind == "card" and type(o) is int:
            c = state.cards.get(o)
            if o == card or (space is not None and c is not None and c.pos == space and card is None):
                return i
        elif p.kind == "space" and type(o) is tuple and len(o) == 2 and type(o[1]) is int:
            if space is not None and tuple(o) == tuple(space):
                return i
    return None


def event_aimed_at(state: GameState, cmd: cmds.PlayEvent, card: int | None = None,
                   space: tuple[int, int] | None = None) -> int | None:
    """Whether playing the event `cmd` asks its player first for a card or a space of which
    `card` or `space` is one: the index of that answer, else None (see `answer_naming`)."""
    try:
        out = resolve(state, cmd)
    except Exception:  # noqa: BLE001 - a preview on a view may meet a hidden card: cannot tell
        return None
    if isinstance(out, Rejection) or out.state.pending is None or out.state.pending.player != cmd.player:
        return None
    return answer_naming(out.state, card, space)
