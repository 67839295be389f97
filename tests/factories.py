"""Builders for rules tests: a small test faction, rulesets and hand-made positions."""

from __future__ import annotations

from game.core.cards import AbilitySpec, CardDef, DeckList, StartingCard
from game.core.ruleset import Ruleset
from game.core.setup import GameSetup, PlayerSetup

# The 2nd-edition die as the shipped rules.yaml has it (tests name faces by symbol sets).
FACES = (
    frozenset({"melee"}),
    frozenset({"melee"}),
    frozenset({"melee", "ranged"}),
    frozenset({"ranged"}),
    frozenset({"melee", "special"}),
    frozenset({"ranged", "special"}),
)
MELEE_ONLY = 0
MELEE_RANGED = 2
RANGED_ONLY = 3
MELEE_SPECIAL = 4
RANGED_SPECIAL = 5


def ruleset(**kw) -> Ruleset:
    return Ruleset(edition="2e", name="test", die_faces=FACES, **kw)


def unit(fid: str, slug: str, name: str, cls: str, cost: int, strength: int, life: int, attack: str,
         abilities: tuple[AbilitySpec, ...] = (), structure: bool = False) -> CardDef:
    types = frozenset({"unit", "structure"}) if structure else frozenset({"unit"})
    return CardDef(id=f"{fid}/{slug}", name=name, faction=fid, types=types, cost=cost, unit_class=cls,
                   strength=strength, life=life, attack=attack, abilities=abilities, symbols=(fid,))


def gate(fid: str, slug: str, life: int) -> CardDef:
    return CardDef(id=f"{fid}/{slug}", name="Gate", faction=fid, types=frozenset({"structure"}), cost=0,
                   life=life, gate=True, symbols=(fid,))


def event(fid: str, slug: str, name: str, cls: str, cost: int, phase: str, active: bool = False,
          abilities: tuple[AbilitySpec, ...] = (), structure: bool = False, life: int = 0) -> CardDef:
    types = frozenset({"event", "structure"}) if structure else frozenset({"event"})
    return CardDef(id=f"{fid}/{slug}", name=name, faction=fid, types=types, cost=cost, event_class=cls,
                   phase=phase, active=active, abilities=abilities, life=life, symbols=(fid,))


def test_faction(fid: str = "test") -> tuple[dict[str, CardDef], DeckList]:
    """A complete legal deck with plain units: Warrior (melee), Archer (ranged)."""
    cards = [
        unit(fid, "summoner", "Test Summoner", "summoner", 0, 2, 10, "ranged"),
        unit(fid, "champion-a", "Champion Axe", "champion", 5, 4, 7, "melee"),
        unit(fid, "champion-b", "Champion Bow", "champion", 5, 3, 6, "ranged"),
        unit(fid, "champion-c", "Champion Club", "champion", 6, 5, 8, "melee"),
        unit(fid, "warrior", "Test Warrior", "common", 1, 2, 3, "melee"),
        unit(fid, "archer", "Test Archer", "common", 2, 2, 2, "ranged"),
        unit(fid, "guard", "Test Guard", "common", 0, 1, 2, "melee"),
        unit(fid, "brute", "Test Brute", "common", 3, 3, 5, "melee"),
        gate(fid, "starting-gate", 10),
        gate(fid, "gate", 5),
        event(fid, "epic", "Test Epic", "epic", 0, "summon"),
        event(fid, "std-a", "Test Rally", "standard", 0, "move"),
        event(fid, "std-b", "Test Omen", "standard", 1, "attack"),
        event(fid, "std-c", "Test Ward", "standard", 0, "magic", active=True),
    ]
    defs = {c.id: c for c in cards}
    deck = DeckList(
        id=fid, name=f"{fid} deck", faction=fid, summoner=f"{fid}/summoner",
        cards=(
            (f"{fid}/summoner", 1), (f"{fid}/starting-gate", 1), (f"{fid}/gate", 3),
            (f"{fid}/champion-a", 1), (f"{fid}/champion-b", 1), (f"{fid}/champion-c", 1),
            (f"{fid}/warrior", 5), (f"{fid}/archer", 5), (f"{fid}/guard", 4), (f"{fid}/brute", 4),
            (f"{fid}/epic", 2), (f"{fid}/std-a", 2), (f"{fid}/std-b", 2), (f"{fid}/std-c", 2),
        ),
        starting=(
            StartingCard(f"{fid}/summoner", 3, 0), StartingCard(f"{fid}/starting-gate", 3, 2),
            StartingCard(f"{fid}/warrior", 2, 2), StartingCard(f"{fid}/archer", 3, 3),
        ),
    )
    return defs, deck


def test_setup(seed: int = 1, **rules) -> GameSetup:
    d0, deck0 = test_faction("test")
    return GameSetup(ruleset(**rules), (PlayerSetup("Ella", deck0), PlayerSetup("Toby", deck0)), d0, seed)


# These builders are named test_* for readability at call sites; tell pytest they are not tests.
test_faction.__test__ = False  # type: ignore[attr-defined]
test_setup.__test__ = False  # type: ignore[attr-defined]
