"""Ability-language pieces first needed by 1st-edition Master Set cards (mercenaries, second half).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.
"""

from __future__ import annotations
