"""A deterministic fingerprint of a game state (same state, same hash, on any machine)."""

from __future__ import annotations

import hashlib

from game.core.serial import to_jsonable
from game.core.state import GameState


def state_key(s: GameState) -> tuple:
    return (tuple(s.cards[u].key() for u in sorted(s.cards)), *_rest_of_key(s))


def _rest_of_key(s: GameState) -> tuple:
    """Everything in the state's key but its cards."""
    board = tuple(sorted(s.board.items()))
    players = tuple(
        (p.index, p.magic, tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.active), tuple(p.resolving))
        + ((tuple(p.magic_pile),) if s.ruleset.magic_pile else ())  # 2E hashes stay as they were
        for p in s.players
    )
    pending = repr(to_jsonable(s.pending)) if s.pending is not None else ""
    cont = repr(to_jsonable(s.continuation))
    effects = repr(to_jsonable(s.effects))
    key = (board, players, s.turn.key(), pending, cont, s.rng, s.winner, s.over, effects, s.first_player)
    if s.vines or any(p.vine_pile for p in s.players):
        # 1E Vine Walls, only when a player has any: every other game hashes as before.
        key += (tuple(sorted(s.vines.items())), tuple(tuple(p.vine_pile) for p in s.players))
    if len(s.players) > 2:
        # 3-4 players only: the table and who is out (2-player games hash as before).
        key += (s.teams, s.share_hands, tuple(p.out for p in s.players))
    return key


def state_hash(s: GameState) -> str:
    return hashlib.blake2b(key_text(s).encode(), digest_size=16).hexdigest()


def key_text(s: GameState) -> str:
    """`repr(state_key(s))`, spelled out from each card's own remembered text: a card that did
    not change since the last hash is not spelled out again (loading a save checks a hash at
    the end of every turn)."""
    cards = s.cards
    texts = [cards[u].key_text() for u in sorted(cards)]
    if len(texts) == 1:
        texts[0] += ","  # repr of a 1-tuple
    rest = _rest_of_key(s)
    return "((" + ", ".join(texts) + "), " + ", ".join(map(repr, rest)) + ")"
