"""Commands and events in a player's words, for save messages and the undo button."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import commands as cmds
from game.core import events as ev
from game.core.message import msg
from game.core.state import GameState
from game.core.text import where


def _card(state: GameState, uid: Any) -> str:
    c = state.cards.get(uid) if isinstance(uid, int) else None
    if c is None:
        return msg("card #{number}", number=str(uid))
    if c.pos is not None:
        return msg("{card} at {space}", card=c.name, space=_where(c.pos))
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
        return msg("Summon {card} to {space}", card=_card(state, cmd.card), space=_where(cmd.to))
    if isinstance(cmd, cmds.Move):
        if cmd.path == ():
            return msg("Move {card} 0 spaces", card=_card(state, cmd.unit))
        dest = _where(cmd.path[-1]) if cmd.path else "?"
        return msg("Move {card} to {space}", card=_card(state, cmd.unit), space=dest)
    if isinstance(cmd, cmds.Build):
        return msg("Build {card} at {space}", card=_card(state, cmd.card), space=_where(cmd.to))
    if isinstance(cmd, cmds.Attack):
        return msg("Attack: {card} attacks {card2}", card=_card(state, cmd.attacker),
                   card2=_card(state, cmd.target))
    if isinstance(cmd, cmds.PlayEvent):
        return msg("Play {card}", card=_card(state, cmd.card))
    if isinstance(cmd, cmds.DiscardForMagic):
        n = len(cmd.cards)
        if n == 1:
            return msg("Discard 1 card for magic")
        return msg("Discard {n} cards for magic", n=n)
    if isinstance(cmd, cmds.UseAbility):
        c = state.cards.get(cmd.card)
        spec = c.defn.ability(cmd.ability) if c is not None else None
        title = spec.display if spec is not None else cmd.ability
        return msg("Use {card}: {ability}", card=_card(state, cmd.card), ability=title)
    if isinstance(cmd, cmds.Answer):
        p = state.pending
        if cmd.choice is None:
            return msg("Decline") if p is None else msg("Decline: {question}", question=p.text)
        label = ""
        if p is not None and isinstance(cmd.choice, int) and 0 <= cmd.choice < len(p.options):
            label = p.labels[cmd.choice] if cmd.choice < len(p.labels) else str(p.options[cmd.choice])
        return msg("Answer: {answer}", answer=label) if label else msg("Answer {number}", number=str(cmd.choice))
    if isinstance(cmd, cmds.EndPhase):
        return msg("End the {phase} phase", phase=state.ruleset.phase_name(state.turn.phase)) if state.turn.phase else msg("End the phase")
    if isinstance(cmd, cmds.Concede):
        return msg("Concede")
    return type(cmd).__name__


def _faces(state: GameState, faces: Sequence[int]) -> str:
    """Die faces by their symbols ("[blank, melee+ranged]"). A numbered die (1E d6) has faces that
    carry the same symbols (1 and 2 are both misses): each is named by its number first, as the
    game shows its results, "[1 (miss), 3 (hit)]"."""
    rs = state.ruleset
    out = []
    for f in faces:
        if type(f) is not int or not 0 <= f < len(rs.die_faces):
            out.append(str(f))  # a damaged record: no face of this die
            continue
        symbols = "+".join(sorted(rs.die_faces[f]))
        if rs.die_numbered:
            out.append(f"{f + 1} ({symbols or 'miss'})")
        else:
            out.append(symbols or "blank")
    return "[" + ", ".join(out) + "]"


def describe_divergence(state: GameState, recorded: Sequence[ev.Event], actual: Sequence[ev.Event]) -> str:
    """What differs between the events a file records and those the rules give (applied to
    `state`, the state before them), at the first event where they part."""
    try:
        return _divergence(state, recorded, actual)
    except Exception:  # a record too damaged to describe still gets a message
        return msg("the recorded events differ from what the rules give")


def _divergence(state: GameState, recorded: Sequence[ev.Event], actual: Sequence[ev.Event]) -> str:
    for r, a in zip(recorded, actual, strict=False):
        if r == a:
            continue
        if isinstance(a, ev.DiceRolled) and isinstance(r, ev.DiceRolled) and len(a.faces) != len(r.faces):
            return msg("the number of dice differs (recorded {recorded}, the rules roll {rolled}; "
                       "a card or a rule may have changed since the game was played)",
                       recorded=len(r.faces), rolled=len(a.faces))
        if isinstance(a, ev.DiceRolled) and isinstance(r, ev.DiceRolled):
            return msg("the recorded dice differ from what the game's seed gives (recorded {recorded}, "
                       "the seed gives {rolled})", recorded=_faces(state, r.faces), rolled=_faces(state, a.faces))
        if isinstance(a, ev.DiceRolled) or isinstance(r, ev.DiceRolled):
            return msg("the recorded dice differ from what the game's seed gives")
        if isinstance(a, ev.DeckShuffled | ev.DrawPileShuffled):
            return msg("the recorded shuffle differs from what the game's seed gives")
        if isinstance(a, ev.FirstPlayerChosen) and isinstance(r, ev.FirstPlayerChosen) and a.player != r.player:
            return msg("the recorded first player ({player}) differs from the one the game's setup gives "
                       "({player2})", player=state.players[r.player].name, player2=state.players[a.player].name)
        if isinstance(a, ev.FirstPlayerChosen):
            return msg("the recorded first player differs from what the game's seed gives")
        if isinstance(a, ev.CardsDrawn) and isinstance(r, ev.CardsDrawn):
            return msg("the recorded cards drawn differ from the order of the shuffled draw pile")
        if type(a) is type(r):
            return msg("the recorded {kind} event differs from what the rules give (recorded {recorded}, "
                       "the rules give {given})", kind=type(r).__name__, recorded=str(r), given=str(a))
        return msg("the recorded events differ from what the rules give (recorded {recorded}, "
                   "the rules give {given})", recorded=type(r).__name__, given=type(a).__name__)
    if len(recorded) < len(actual):
        return msg("the rules give {given} events where the file records {recorded} "
                   "(the first missing one is {kind})",
                   given=len(actual), recorded=len(recorded), kind=type(actual[len(recorded)]).__name__)
    return msg("the file records {recorded} events where the rules give {given} "
               "(the first extra one is {kind})",
               recorded=len(recorded), given=len(actual), kind=type(recorded[len(actual)]).__name__)
