"""Commands and events in a player's words, for save messages and the undo button."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import GameState
from game.core.text import plural, where


def _card(state: GameState, uid: Any) -> str:
    c = state.cards.get(uid) if isinstance(uid, int) else None
    if c is None:
        return f"card #{uid}"
    if c.pos is not None:
        return f"{c.name} at {_where(c.pos)}"
    return c.name


def _where(pos: Any) -> str:
    try:
        return where(tuple(pos))
    except (TypeError, IndexError, ValueError):
        return str(pos)


def describe_command(state: GameState, cmd: object) -> str:
    """A short description of `cmd` as given in `state` (the state before it)."""
    try:
        return _describe(state, cmd)
    except Exception:  # a malformed command still gets a name
        return type(cmd).__name__


def _describe(state: GameState, cmd: object) -> str:
    if isinstance(cmd, cmds.Summon):
        return f"Summon {_card(state, cmd.card)} to {_where(cmd.to)}"
    if isinstance(cmd, cmds.Move):
        dest = _where(cmd.path[-1]) if cmd.path else "?"
        return f"Move {_card(state, cmd.unit)} to {dest}"
    if isinstance(cmd, cmds.Build):
        return f"Build {_card(state, cmd.card)} at {_where(cmd.to)}"
    if isinstance(cmd, cmds.Attack):
        return f"Attack: {_card(state, cmd.attacker)} attacks {_card(state, cmd.target)}"
    if isinstance(cmd, cmds.PlayEvent):
        return f"Play {_card(state, cmd.card)}"
    if isinstance(cmd, cmds.DiscardForMagic):
        return f"Discard {plural(len(cmd.cards), 'card')} for magic"
    if isinstance(cmd, cmds.UseAbility):
        c = state.cards.get(cmd.card)
        spec = c.defn.ability(cmd.ability) if c is not None else None
        title = spec.display if spec is not None else cmd.ability
        return f"Use {_card(state, cmd.card)}: {title}"
    if isinstance(cmd, cmds.Answer):
        p = state.pending
        if cmd.choice is None:
            return "Decline" if p is None else f"Decline: {p.text}"
        label = ""
        if p is not None and isinstance(cmd.choice, int) and 0 <= cmd.choice < len(p.options):
            label = p.labels[cmd.choice] if cmd.choice < len(p.labels) else str(p.options[cmd.choice])
        return f"Answer: {label}" if label else f"Answer {cmd.choice}"
    if isinstance(cmd, cmds.EndPhase):
        return f"End the {state.turn.phase} phase" if state.turn.phase else "End the phase"
    if isinstance(cmd, cmds.Concede):
        return "Concede"
    return type(cmd).__name__


def _faces(state: GameState, faces: Sequence[int]) -> str:
    out = []
    for f in faces:
        try:
            out.append("+".join(sorted(state.ruleset.die_faces[f])) or "blank")
        except (IndexError, TypeError):
            out.append(str(f))
    return "[" + ", ".join(out) + "]"


def describe_divergence(state: GameState, recorded: Sequence[ev.Event], actual: Sequence[ev.Event]) -> str:
    """What differs between the events a file records and those the rules give (applied to
    `state`, the state before them), at the first event where they part."""
    try:
        return _divergence(state, recorded, actual)
    except Exception:  # a record too damaged to describe still gets a message
        return "the recorded events differ from what the rules give"


def _divergence(state: GameState, recorded: Sequence[ev.Event], actual: Sequence[ev.Event]) -> str:
    for r, a in zip(recorded, actual, strict=False):
        if r == a:
            continue
        if isinstance(a, ev.DiceRolled) and isinstance(r, ev.DiceRolled) and len(a.faces) != len(r.faces):
            return (f"the number of dice differs (recorded {len(r.faces)}, the rules roll {len(a.faces)}; "
                    "a card or a rule may have changed since the game was played)")
        if isinstance(a, ev.DiceRolled) and isinstance(r, ev.DiceRolled):
            return (f"the recorded dice differ from what the game's seed gives (recorded "
                    f"{_faces(state, r.faces)}, the seed gives {_faces(state, a.faces)})")
        if isinstance(a, ev.DiceRolled) or isinstance(r, ev.DiceRolled):
            return "the recorded dice differ from what the game's seed gives"
        if isinstance(a, ev.DeckShuffled | ev.DrawPileShuffled):
            return "the recorded shuffle differs from what the game's seed gives"
        if isinstance(a, ev.FirstPlayerChosen) and isinstance(r, ev.FirstPlayerChosen) and a.player != r.player:
            return (f"the recorded first player ({state.players[r.player].name}) differs from the one the game's "
                    f"setup gives ({state.players[a.player].name})")
        if isinstance(a, ev.FirstPlayerChosen):
            return "the recorded first player differs from what the game's seed gives"
        if isinstance(a, ev.CardsDrawn) and isinstance(r, ev.CardsDrawn):
            return "the recorded cards drawn differ from the order of the shuffled draw pile"
        if type(a) is type(r):
            return (f"the recorded {type(r).__name__} event differs from what the rules give "
                    f"(recorded {r}, the rules give {a})")
        return (f"the recorded events differ from what the rules give (recorded {type(r).__name__}, "
                f"the rules give {type(a).__name__})")
    if len(recorded) < len(actual):
        return (f"the rules give {len(actual)} events where the file records {len(recorded)} "
                f"(the first missing one is {type(actual[len(recorded)]).__name__})")
    return (f"the file records {len(recorded)} events where the rules give {len(actual)} "
            f"(the first extra one is {type(recorded[len(actual)]).__name__})")
