"""Scenario builders for the base-rules tests: the shared ones of tests/scene.py.

`Scene()` starts from `rules_setup()` (the test faction plus the rulebook examples' cards, for
Ella and Toby) and changes it only by applying events; `random_game` plays random legal commands.
"""

from tests.scene import Scene, assert_rejected, names, of_type, pick, random_game, rules_setup

__all__ = ["Scene", "assert_rejected", "names", "of_type", "pick", "random_game", "rules_setup"]
