"""What a game of Warrior starts from: the players, the deck, the seed and who goes first."""

from __future__ import annotations

from dataclasses import dataclass

from game.warrior.core.cards import CardDef, deck_problems

MIN_PLAYERS = 2
MAX_PLAYERS = 6


@dataclass(frozen=True, slots=True)
class WarriorSetup:
    """`deck` holds one `CardDef` per physical card (`game.warrior.content.load_deck` reads it
    from the deck file); `first_seat` is the player chosen to go first."""

    players: tuple[str, ...]
    deck: tuple[CardDef, ...]
    seed: int
    first_seat: int = 0


def setup_problems(setup: WarriorSetup) -> list[str]:
    """Why a game cannot start from `setup` (empty when it can)."""
    out = []
    if not MIN_PLAYERS <= len(setup.players) <= MAX_PLAYERS:
        out.append(f"Warrior is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(setup.players)}")
    if not 0 <= setup.first_seat < max(1, len(setup.players)):
        out.append(f"there is no seat {setup.first_seat} to go first")
    return out + deck_problems(setup.deck)
