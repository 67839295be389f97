"""Named abilities of 1st-edition Master Set cards (sand goblins) that the ability language cannot
express.

Prefer the language (`game.core.abilities.language`); a handler here is for a rule only one card
needs, said in its docstring with the card's words.
"""

from __future__ import annotations
