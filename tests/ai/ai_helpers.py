"""Shared builders for the bot tests: bots that know the test deck, and a faction with prompts."""

from __future__ import annotations

from factories import ruleset, test_faction
from game.ai.registry import make_bot
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec, CardDef
from game.core.setup import GameSetup, PlayerSetup

# Small budgets keep the suite quick; the defaults are measured by `summoner-wars bench --only ai`.
FAST = {"hard": {"iterations": 24, "time_limit": None}}


def bot(name: str, seed: int, setup: GameSetup, **budget):
    """Bot `name` with the suite's small budget (`budget` overrides it, for Hard)."""
    return make_bot(name, seed, setup=setup, **{**FAST.get(name, {}), **(budget if name == "hard" else {})})


def _with(defn: CardDef, *specs: AbilitySpec) -> CardDef:
    return CardDef(**{**{f: getattr(defn, f) for f in defn.__dataclass_fields__}, "abilities": specs})


def prompt_setup(seed: int = 1) -> GameSetup:
    """The test faction with abilities that ask questions: after attacking, a Warrior may add 1
    damage to an enemy within 2; after moving, an Archer may force an adjacent enemy 1 space."""
    defs, deck = test_faction("test")
    jab = AbilitySpec("triggered", "Jab", params=freeze_params({
        "when": "after_attack", "may": True, "effect": "add_damage", "target": "choose",
        "filter": {"side": "enemy", "within": 2}, "amount": 1}))
    shove = AbilitySpec("triggered", "Shove", params=freeze_params({
        "when": "after_move", "may": True, "effect": "force", "target": "choose",
        "filter": {"side": "enemy", "within": 1}, "amount": 1}))
    defs = dict(defs)
    defs["test/warrior"] = _with(defs["test/warrior"], jab)
    defs["test/archer"] = _with(defs["test/archer"], shove)
    return GameSetup(ruleset(), (PlayerSetup("Ella", deck), PlayerSetup("Toby", deck)), defs, seed)
