"""Checks made after every step: cards at 0 life are destroyed, and the game may be won.

Rulebook, "Winning the Game": when only one player's summoner remains on the battlefield, that
player wins, whoever's effect destroyed the other.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.context import Ctx
from game.core.damage import destroy
from game.core.message import msg
from game.core.state import GameState
from game.core.stats import _stat_ids, life_left, life_never_lowered


def sweep(ctx: Ctx) -> None:
    n = len(ctx.events)
    if n == ctx.swept_at:
        return  # no event since a sweep that found nothing: the same state, nothing to find
    s = ctx.state
    # Damage is checked where it is added; a card can also reach 0 life without new damage when
    # an ability that raised its life stops working, so look again whenever life can be changed.
    # A card leaving the battlefield may have taken the last such ability with it (Ollag's Cold
    # Snap): then no life modifier is live any more, but the check is exactly what is needed.
    if ctx.board_lost_card or _stat_ids(s, "life") or any(e.kind == "stat" for e in s.effects):
        # While nothing can lower a card's life below printed, only a card with at least its
        # printed life in damage can be at 0: the others are not asked (asked again after a
        # destruction, which can change what is live).
        floor = life_never_lowered(s)
        if not floor or _any_at_printed_life(s):
            for c in s.on_board():
                cur = s.cards[c.uid]
                if cur.zone != "board":
                    continue
                printed = cur.defn.life
                if floor and type(printed) is int and cur.damage < printed:
                    continue
                if life_left(s, cur) <= 0:
                    destroy(ctx, c.uid, None)
                    floor = life_never_lowered(s)
    if ctx.board_lost_card:
        ctx.board_lost_card = False
        check_winner(ctx)
    # A sweep that destroyed something must be followed by another: a card it had already passed
    # may have lost the life the destroyed card gave it.
    ctx.swept_at = n if len(ctx.events) == n else -1


def _any_at_printed_life(s: GameState) -> bool:
    """Whether a card on the battlefield has at least its printed life in damage (or a life
    that is not a number): the only cards the sweep asks while nothing can lower life. Found
    without putting the battlefield in order; most of the time there is none."""
    cards = s.cards
    for uid in s.board.values():
        c = cards[uid]
        life = c.defn.life
        if type(life) is not int or c.damage >= life:
            return True
    for uid in s.vines.values():
        c = cards[uid]
        life = c.defn.life
        if type(life) is not int or c.damage >= life:
            return True
    return False


def check_winner(ctx: Ctx) -> None:
    s = ctx.state
    if s.over or not s.players:
        return
    alive = set()
    for uid in s.board.values():
        c = s.cards[uid]
        if c.defn.is_summoner:
            alive.add(c.owner)
    if len(s.players) > 2:
        _check_teams(ctx, alive)
        return
    if len(alive) == 2:
        return
    if len(alive) == 1:
        winner = alive.pop()
        ctx.emit(ev.GameWon(winner, msg("{player}'s summoner was destroyed", player=s.players[1 - winner].name)))
    else:
        ctx.emit(ev.GameWon(None, msg("both summoners were destroyed")))


def _check_teams(ctx: Ctx, alive: set[int]) -> None:
    """1E, "Rules for 3-4 Players" 4: a player whose summoner is destroyed is out (`eliminate`);
    the team with the only summoners left wins."""
    s = ctx.state
    for p in s.players:
        if not p.out and p.index not in alive:
            eliminate(ctx, p.index, msg("{player}'s summoner was destroyed", player=p.name))
    teams_left = sorted({s.team_of(p.index) for p in s.players if not p.out})
    if len(teams_left) == 1:
        winner = next(p.index for p in s.players if not p.out)
        beaten = [s.players[e].name for e in s.enemies(winner)]
        if len(beaten) == 2:
            why = msg("the summoners of {player} and {player2} were destroyed", player=beaten[0], player2=beaten[1])
        elif len(beaten) == 1:
            why = msg("the summoner of {player} was destroyed", player=beaten[0])
        else:
            why = msg("the summoners of {players} were destroyed", players=" and ".join(beaten))
        ctx.emit(ev.GameWon(winner, why))
    elif not teams_left:
        ctx.emit(ev.GameWon(None, msg("every summoner was destroyed")))


def eliminate(ctx: Ctx, player: int, reason: str) -> None:
    """1E, "Rules for 3-4 Players" 4: "When a player's Summoner is destroyed that player must
    discard all of their remaining cards, remove their Draw Pile and Discard Pile from the
    Battlefield, then place all of the cards in their Magic Pile face down on top of their
    teammate's Magic Pile. That player is now out of the game." Discarding is not destroying:
    nobody gains the cards and nothing reacts. A card of another player's that they control goes
    back to its owner. Their draw and discard piles stay with them, out of play."""
    s = ctx.state
    me = s.players[player]
    pr = s.pending
    if pr is not None and pr.player == player:
        # A question of theirs (they conceded while it was open) ends with them, unanswered;
        # the steps that waited behind it go on once they are out.
        rest = list(s.continuation)
        ctx.emit(ev.PromptAnswered(player, None))
        ctx.stack[:0] = rest
    for uid in list(me.hand) + list(me.active) + list(me.resolving):
        ctx.emit(ev.CardDiscarded(uid))
    for c in list(s.on_board()):
        if c.owner == player:
            ctx.emit(ev.CardDiscarded(c.uid))
        elif c.controller == player:
            ctx.emit(ev.ControlChanged(c.uid, c.owner))
    mates = [q for q in s.teammates(player) if not s.players[q].out]
    pile = tuple(s.players[player].magic_pile)  # bottom first: the pile keeps its order on top
    if mates and pile:
        ctx.emit(ev.CardsToMagicPile(mates[0], pile, msg("{player} is out", player=me.name)))
    ctx.emit(ev.PlayerOut(player, reason))
