"""Computer players' seeds that tell nothing about the game they play (issue 39).

The game's seed decides every shuffle and every die roll: whoever knows it can rebuild every
draw pile and every hand. A bot's seed goes where the game seed must not: to the bot's own
process (`game.ai.bot_process`) and into its every decision. So a bot's seed is never a
function of the game seed that can be turned back (as `game_seed * 1_000_003 + k` could); it is
a BLAKE2b digest of a purpose label, the game seed and the seat. The same game seed still gives
the same bots, so a game started with a seed (New game, `play --seed`, `simulate --seed`, a
chunk of build_scripts/bot_matches.py) plays alike every time.

A digest is one-way only as far as guessing is costly: game seeds have 31 bits, so a search over
every one of them would find the game seed again. So the window draws a bot's seed apart from the
game (`drawn_bot_seed`) whenever the game's seed was drawn at random, and uses the digest only
for a seed somebody chose (who knows the game already), and for the tools that replay seeded
games (`simulate`, the bot matches, the benchmarks).
"""

from __future__ import annotations

import hashlib
import secrets

SEED_RANGE = 2**31 - 1  # bot seeds are 1 .. SEED_RANGE - 1 (0 reads as "no seed" in places)
_PERSON = b"sw-bot-seed"  # BLAKE2b's personalisation: these digests are bot seeds, nothing else

# Purposes: seeds for different uses never coincide, so no two tools share a bot by accident.
WINDOW = "window"  # the seats of a game started in the window (New game, `play`)
SIMULATE = "simulate"  # `simulate`, the bot matches and the tuning script (the same games)
BENCH = "bench"  # the benchmarks


def bot_seed(game_seed: int, seat: int, purpose: str) -> int:
    """The seed of the computer player at `seat` of the game seeded `game_seed`, for `purpose`
    (WINDOW, SIMULATE, BENCH)."""
    data = f"{purpose}\x00{game_seed}\x00{seat}".encode()
    digest = hashlib.blake2b(data, digest_size=8, person=_PERSON).digest()
    return int.from_bytes(digest, "big") % (SEED_RANGE - 1) + 1


def drawn_bot_seed() -> int:
    """A computer player's seed drawn apart from any game, from the operating system's source:
    for a game whose own seed nobody chose, so that nothing at all about it follows from the
    bot's (a digest of a 31-bit game seed could be searched back)."""
    return secrets.randbelow(SEED_RANGE - 1) + 1
