"""Games played out for screenshots: the battle, replay and benchmark shots start from these.

Kept apart from `game.ui.screenshots` so the replay viewer's shots (`game.ui.replay.shots`) can
use them without importing the screenshot command that lists those shots.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

from game.core.cards import CardDef, DeckList
from game.core.game import Game
from game.ui.flow import new_game, play_random

MERCENARY_LIMIT = 6  # 1E rulebook, "Mercenaries": at most 6 in a deck


def screenshot_game(seed: int, turns: int, decks: tuple[str | None, ...] = (None, None),
                    hand: int | None = None, edition: str | None = None) -> Game:
    """A game between `decks` (faction or deck ids; the default pair where None) played by
    random bots until turn `turns` has begun; with `hand`, players start with and draw up to
    that many cards (to look at a crowded hand)."""
    names = SEAT_NAMES[:len(decks)] if len(decks) > 2 else ("Ella", "Toby")
    game = new_game(decks, seed=seed, names=names, edition=edition)
    if hand:
        rs = replace(game.setup.ruleset, hand_size=hand, starting_hand=hand)
        game = Game.new(replace(game.setup, ruleset=rs))
    play_random(game, turns, seed)
    return game


SEAT_NAMES = ("Ella", "Toby", "Cleo", "Gus")


def decks_of(args: argparse.Namespace) -> tuple[str | None, ...]:
    """`--p1`/`--p2` of the screenshot command (None: the default pair's); with `--players`
    3 or 4, four seats (teams: p1's faction for seats 1 and 3, p2's for 2 and 4)."""
    pair = (getattr(args, "p1", None), getattr(args, "p2", None))
    if (getattr(args, "players", None) or 2) > 2:
        return (pair[0], pair[1], pair[0], pair[1])
    return pair


def hired_deck(deck: DeckList, cards: dict[str, CardDef], most: int = MERCENARY_LIMIT) -> DeckList:
    """`deck` (1E) with up to `most` of its common copies, two at a time and never a starting
    one, swapped for Mercenaries (the catalog's `mercenary` cards, by id), to look at their grey
    backs. The same deck when there are no Mercenaries."""
    from collections import Counter

    mercs = sorted(cid for cid, c in cards.items() if c.mercenary)
    if not mercs:
        return deck
    started = Counter(s.card for s in deck.starting)
    copies = dict(deck.cards)
    commons = sorted((cid for cid in copies if cards[cid].has_class("common") and not cards[cid].mercenary),
                     key=lambda cid: (-copies[cid], cid))
    freed = 0
    for cid in commons:
        n = min(2, most - freed, copies[cid] - started[cid])
        if n > 0:
            copies[cid] -= n
            freed += n
    slots = [m for m in mercs for _ in range(2)]
    hired = Counter(slots[i % len(slots)] for i in range(freed))
    out = tuple((cid, n) for cid, n in copies.items() if n) + tuple(hired.items())
    return replace(deck, id=f"{deck.id}-hired", name=f"{deck.name} (hired)", cards=out)


def mercenary_game(seed: int, decks: tuple[str | None, str | None] = (None, None)) -> Game:
    """A 1E game (the usual 1E pair where None) in which both decks hired Mercenaries
    (`hired_deck`)."""
    from game import catalog
    from game.sim import make_setup

    plain = new_game(decks, seed=seed, names=("Ella", "Toby"), edition="1e")
    cards = catalog.cards()
    pair = tuple(hired_deck(ps.deck, cards) for ps in plain.setup.players)
    names = (plain.setup.players[0].name, plain.setup.players[1].name)
    return Game.new(make_setup(plain.setup.ruleset, (pair[0], pair[1]), cards, seed, names))
