"""The rules' sentences as data, now shared by every game: see `game.engine.message`.

Kept here so Summoner Wars' rules (and the window, which translates them) read `Msg` where they
always did; it is the same class, so a sentence is one type whichever game made it.
"""

from game.engine.message import *  # noqa: F403
from game.engine.message import NOT_NOW, Msg, msg, no_sentence, worded

__all__ = ["NOT_NOW", "Msg", "msg", "no_sentence", "worded"]
