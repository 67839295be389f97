"""`legal_commands(state)`: every command the player to act may give now.

The UI lights up spaces from it, the bots search with it and the random-simulation tests walk
with it. Conceding is always allowed but not listed (a random player would concede at once).
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core.activate import check_use, find_activatable
from game.core.attack import attacker_slot, legal_targets, max_attackers
from game.core.damage import spendable_magic
from game.core.move import base_movers, has_move_ability, mover_slot_reason, reachable
from game.core.placement import build_spaces, card_cost, summon_spaces
from game.core.play_event import check_play
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.state import GameState
from game.core.stats import activatable, can_attack, can_move, unmodified
from game.core.summon import least_summon_cost, may_summon_now


def acting_player(state: GameState) -> int | None:
    if state.over:
        return None
    if state.pending is not None:
        return state.pending.player
    return state.turn.player


def legal_commands(state: GameState) -> list[cmds.Command]:
    """Every command the player to act may give now. The list is kept with the state until the
    next event (`GameState.cache`), and `decide.resolve` takes a command that is one of its very
    objects without checking it again: a bot's or the window's pick from it is legal already."""
    cache = state.cache
    if cache is None:
        cache = state.cache = {}
    got = cache.get("legal")
    if got is None:
        got = cache["legal"] = tuple(_legal_commands(state))
    return list(got)


def is_listed(state: GameState, command: object) -> bool:
    """Whether `command` is one of the very objects `legal_commands(state)` gave for this state
    (not merely an equal one, which a caller could have built from anything)."""
    cache = state.cache
    got = cache.get("legal") if cache is not None else None
    return got is not None and any(c is command for c in got)


def _legal_commands(state: GameState) -> list[cmds.Command]:
    if state.over:
        return []
    p = state.pending
    if p is not None:
        out: list[cmds.Command] = [_listed(cmds.Answer, p.player, i) for i in range(len(p.options))]
        if p.optional:
            out.append(_listed(cmds.Answer, p.player, None))
        return out
    player = state.turn.player
    phase = state.phase
    me = state.players[player]
    out = []
    if may_summon_now(state, player):
        for uid in me.hand:
            c = state.cards[uid]
            if c.defn.is_unit and not c.defn.is_summoner and least_summon_cost(state, c, player) <= spendable_magic(state, player):
                for pos in sorted(summon_spaces(state, player, c)):
                    out.append(_listed(cmds.Summon, player, uid, pos))
    if phase == MOVE:
        # With "max_movers" unmodified (`unmodified`: the phase's limit is the rules' for every
        # unit), `mover_slot_reason` says no to a unit exactly when it has moved or the phase's
        # movers are all used up: then no unit is asked anything.
        movers = state.turn.movers
        limit = base_movers(state) if unmodified(state, "max_movers") else None
        if limit is None or len(movers) < limit:
            # "can_move" unmodified: a unit that is not a structure can move (`can_move`)
            plain_move = unmodified(state, "can_move")
            zero = state.ruleset.zero_space_move
            for c in state.on_board(player):
                if c.defn.is_unit and (c.uid not in movers if limit is not None
                                       else mover_slot_reason(state, c, explain=False) is None) and (
                        not c.defn.is_structure if plain_move else can_move(state, c)):
                    if zero and has_move_ability(state, c):
                        # 1E: "moving a Unit 0 spaces in order to activate such an Ability";
                        # listed first, so it is what a drop on the unit's own space means.
                        out.append(_made(cmds.Move, player, c.uid, ()))
                    reach = reachable(state, c)
                    for pos in sorted(reach):  # (the spaces are all different: their order alone)
                        out.append(_made(cmds.Move, player, c.uid, reach[pos]))
    if phase == state.ruleset.build_phase:
        for uid in me.hand:
            c = state.cards[uid]
            if c.defn.is_structure and not c.defn.is_unit and card_cost(state, c) <= spendable_magic(state, player):
                for pos in sorted(build_spaces(state, player, c)):
                    out.append(_listed(cmds.Build, player, uid, pos))
    if phase == ATTACK:
        # With no extra attack granted and "extra_attacker" unmodified (no Relentless unit),
        # `attacker_slot` says no to a unit exactly when it has attacked or the phase's attackers
        # are all used up: then no unit is asked it.
        turn = state.turn
        if not turn.extra_attacks and unmodified(state, "extra_attacker"):
            if len(turn.attackers) < max_attackers(state, player):
                plain_attack = unmodified(state, "can_attack")  # then every unit can (`can_attack`)
                for c in state.on_board(player):
                    if c.defn.is_unit and c.uid not in turn.attackers and (plain_attack or can_attack(state, c)):
                        for t in legal_targets(state, c):
                            out.append(_made(cmds.Attack, player, c.uid, t.uid))
        else:
            most: int | None = None  # how many may attack this phase: asked once, for the first unit
            for c in state.on_board(player):
                if c.defn.is_unit and can_attack(state, c):
                    if most is None:
                        most = max_attackers(state, player)
                    if attacker_slot(state, c, explain=False, most=most)[0] is not None:
                        continue
                    for t in legal_targets(state, c):
                        out.append(_made(cmds.Attack, player, c.uid, t.uid))
    elif phase == MAGIC:
        for uid in me.hand:
            out.append(_listed(cmds.DiscardForMagic, player, (uid,)))
        if len(state.players) > 2 and me.magic_pile:
            for mate in state.teammates(player):
                if not state.players[mate].out:
                    out += [cmds.GiveMagic(player, mate, n) for n in range(1, len(me.magic_pile) + 1)]
    for uid in me.hand:
        c = state.cards[uid]
        if c.defn.is_event and not c.defn.is_structure and c.defn.phase == phase:
            cmd = _listed(cmds.PlayEvent, player, uid)
            if check_play(state, cmd) is None:
                out.append(cmd)
    seen: set[tuple[int, str]] = set()
    for a, bearer, host in activatable(state):
        holder = host if host is not None else bearer
        if holder.controller != player or (holder.uid, a.spec.command) in seen:
            continue
        if a.activations(state, holder):
            cmd = _listed(cmds.UseAbility, player, holder.uid, a.spec.command)
            if _usable(state, cmd, a, holder):
                seen.add((holder.uid, a.spec.command))
                out.append(cmd)
    out.append(_listed(cmds.EndPhase, player))
    return out


# Moves and attacks made before, by what they say: the same command object is listed again
# rather than made again (making one was a tenth of listing them). Commands are values, and
# `is_listed` looks only in the list of the state at hand, so sharing them across states changes
# nothing but the time. Forgotten when it grows large. (A move's key ends with its path, a tuple;
# an attack's with its target, a number: they never meet.)
_MADE: dict[tuple, cmds.Command] = {}
_MADE_MOST = 100_000


def _made(kind: type, player: int, card: int, where: tuple | int) -> cmds.Command:
    """The `kind` (Move or Attack) command made before with these values, else a new one."""
    got = _MADE.get((player, card, where))
    if got is None:
        if len(_MADE) >= _MADE_MOST:
            _MADE.clear()
        got = _MADE[(player, card, where)] = kind(player, card, where)
    return got


def _listed(kind: type, *values: object) -> cmds.Command:
    """The command `kind(*values)` made before, else a new one: as `_made`, for the other kinds
    (keyed by the kind first, so they never meet the moves and attacks)."""
    key = (kind, *values)
    got = _MADE.get(key)
    if got is None:
        if len(_MADE) >= _MADE_MOST:
            _MADE.clear()
        got = _MADE[key] = kind(*values)
    return got


def _usable(state: GameState, cmd: cmds.UseAbility, a, holder) -> bool:
    """`check_use(state, cmd) is None`, knowing that ability `a` of `holder` (the card `cmd`
    names, controlled by its player) is activatable and its `activations` said yes: when the
    ability `check_use` finds for the command is that one, that answer stands (it only reads
    the game) and is not worked out again."""
    if find_activatable(state, holder, cmd.ability) is a:
        return True
    return check_use(state, cmd) is None
