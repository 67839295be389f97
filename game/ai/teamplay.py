"""What a bot leaves out of its search in a team game, and when it gives magic to a teammate
(1E, 3-4 players: Build Magic's GiveMagic).

In a team game a bot never attacks a card of its own team (`candidates`): the evaluation can
like a strike on a friendly wall or unit for the magic or the room it makes, which a player
who wants their team to win would not do. (2-player games keep their bots' choices exactly as
they were, so there this filter is off.)

The evaluation counts a magic on a teammate's pile as much as one on the bot's own, so searching
over gifts would only pick them by the noise of the hand terms, and would churn magic back and
forth. The bots leave gifts out of their search (`without_gifts`) and decide them by one plain
rule instead (`gift`): once the bot is done in its Build Magic phase, it gives a teammate exactly
the magic that teammate lacks to summon a unit it holds, when the teammate cannot summon any unit
of its hand now, and the bot keeps enough to play every card of its own hand. Magic only moves
where it turns into a summon, and never away from the bot's own plans. A teammate's hand is
known only when teammates share their hands (the game's option); otherwise the bot never gives.
"""

from __future__ import annotations

from game.core.commands import Attack, Command, EndPhase, GiveMagic
from game.core.ruleset import MAGIC
from game.core.state import GameState
from game.core.view import is_hidden, sees_hand


def without_gifts(cmds: list[Command]) -> list[Command]:
    """All but GiveMagic (the same list without 3-4 players)."""
    return [c for c in cmds if not isinstance(c, GiveMagic)]


def candidates(state: GameState, cmds: list[Command]) -> list[Command]:
    """The commands a bot searches over: no gifts, and in a team game no attack on a card of
    the attacker's own team (its own cards included). The same list in a 2-player game."""
    out = without_gifts(cmds)
    if len(state.players) <= 2:
        return out
    cards = state.cards
    return [c for c in out if not (isinstance(c, Attack) and c.target in cards
                                   and state.friendly(cards[c.target].controller, c.player))]


def _unit_costs(state: GameState, player: int) -> list[int]:
    cards = state.cards
    return [cards[u].defn.cost for u in state.players[player].hand
            if cards[u].defn.is_unit and not cards[u].defn.is_summoner]


def _own_needs(state: GameState, player: int) -> int:
    """The magic the bot keeps: enough for the dearest card of its own hand."""
    cards = state.cards
    return max((cards[u].defn.cost for u in state.players[player].hand), default=0)


def gift(v: GameState, player: int, cmds: list[Command]) -> GiveMagic | None:
    """The magic `player` should give a teammate now (see the module), or None."""
    if v.turn.phase != MAGIC or v.turn.player != player or v.pending is not None:
        return None
    offers = {(c.to, c.count): c for c in cmds if isinstance(c, GiveMagic) and c.player == player}
    if not offers:
        return None
    mine = v.players[player].magic
    spare = mine - _own_needs(v, player)
    best: GiveMagic | None = None
    for mate in v.teammates(player):
        q = v.players[mate]
        if q.out or not sees_hand(v, player, mate):
            continue
        if any(is_hidden(v.cards[u].defn) for u in q.hand):
            continue
        costs = _unit_costs(v, mate)
        if not costs or min(costs) <= q.magic:
            continue  # nothing to summon, or already something it can summon
        need = min(costs) - q.magic
        if need > spare:
            continue
        offer = offers.get((mate, need))
        if offer is not None and (best is None or need < best.count):
            best = offer
    return best


def with_gift(v: GameState, player: int, cmds: list[Command], choice: Command) -> Command:
    """`choice`, unless it ends the Build Magic phase and a gift is due first."""
    if isinstance(choice, EndPhase) and any(isinstance(c, GiveMagic) for c in cmds):
        g = gift(v, player, cmds)
        if g is not None:
            return g
    return choice
