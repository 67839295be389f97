"""Sanity limits on what a card file may hold (issue 17), so nothing in a file can hang or crash
a scene: each is far above anything printed on a real card, and each has a clear message.

Documented for modders in cards/README.md ("Limits"); keep the two in step.
"""

from __future__ import annotations

MAX_FILE_BYTES = 1_000_000  # a card file; the largest shipped one is about 20 kB

# (smallest, largest) for a card's numbers
COST = (0, 20)
STRENGTH = (0, 20)
LIFE = (1, 99)

NAME_LENGTH = 40  # card, faction and deck names
TEXT_LENGTH = 1000  # card text, faction and deck descriptions
