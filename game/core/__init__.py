"""The rules of Summoner Wars, pure Python: no pygame, no I/O, no clock, no global random.

The pieces: `geometry` (the battlefield), `cards` (definitions), `state` (where everything is),
`commands` (what a player asks), `events` (what happened), `decide` (commands → events),
`apply` (events → state), `legal` (what may be done now), `view` (what a player may know),
`ruleset` (edition differences), `ability_registry` (the card vocabulary) and `abilities` (what
each word does), `game` (setup + log), `scenario` (positions built from events).
"""

from game.core.abilities import load_all as _load_abilities
from game.core.apply import apply, apply_all
from game.core.decide import Outcome, Rejection, check, decide, resolve
from game.core.game import Game
from game.core.hashing import state_hash
from game.core.legal import acting_player, legal_commands
from game.core.setup import GameSetup, PlayerSetup
from game.core.view import view

# Every ability registers itself when its module is imported. Loading them here, once, means
# no part of the engine has to reach up into the abilities folder to find a name.
_load_abilities()

__all__ = [
    "Game",
    "GameSetup",
    "Outcome",
    "PlayerSetup",
    "Rejection",
    "acting_player",
    "apply",
    "apply_all",
    "check",
    "decide",
    "legal_commands",
    "resolve",
    "state_hash",
    "view",
]
