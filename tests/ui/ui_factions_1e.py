"""Two small 1st edition factions for the window's tests (no shipped 1E faction is needed): each
has a summoner, walls, two commons, a champion and an event card. Card abilities used by the
dice tray's tests: Reckless (hits only on 4+), Tough (wounded only on 4+), Taskmaster (+1 to each
die) and Precise (dice counted, not rolled). They are written into the test's user cards folder
(`paths.user_cards_dir()`, a temporary one under tests/conftest.py) and the catalog is reloaded,
so the window finds them as a player's own cards."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

FACTION = """\
format: summoner-wars/faction@1
edition: 1e
faction: {{id: {id}, name: {name}, colour: "{colour}", symbols: [{id}]}}
cards:
  - {{id: boss, name: {boss}, class: summoner, strength: 3, life: 6, attack: ranged}}
  - {{id: wall, name: Wall, class: gate, cost: 0, life: 9}}
  - {{id: grunt, name: {grunt}, class: common, cost: 1, strength: 2, life: 2, attack: melee}}
  - id: archer
    name: {archer}
    class: common
    cost: 1
    strength: 2
    life: 1
    attack: ranged
    abilities:
      - {{title: {ability}, text: "{ability_text}", modify: {modify}}}
  - {{id: hero, name: {hero}, class: champion, cost: 5, strength: 3, life: 5, attack: melee}}
  - {{id: zap, name: {event}, class: standard, cost: 0, phase: event, text: "Nothing happens."}}
deck:
  id: {id}
  name: {name}
  summoner: boss
  cards: {{boss: 1, wall: 3, grunt: 10, archer: 8, hero: 1, zap: 9}}
  starting:
    - {{card: boss, column: 3, row: 1}}
    - {{card: wall, column: 3, row: 3}}
    - {{card: grunt, column: 2, row: 3}}
    - {{card: archer, column: 4, row: 1}}
"""

A = dict(id="uitest-ash-1e", name="Ash Test", colour="#e2572b", boss="Ash Lord", grunt="Ash Grunt",
         archer="Ash Archer", ability="Reckless", ability_text="Its dice hit only on 4 or more.",
         modify="{hits_on: 4}", hero="Ash Hero", event="Ash Zap")
B = dict(id="uitest-frost-1e", name="Frost Test", colour="#4a90d9", boss="Frost Queen", grunt="Frost Grunt",
         archer="Frost Archer", ability="Tough", ability_text="Attacks wound it only on 4 or more.",
         modify="{hits_on: 4, against: true}", hero="Frost Hero", event="Frost Zap")
C = dict(id="uitest-ember-1e", name="Ember Test", colour="#d9a441", boss="Ember Sage", grunt="Ember Grunt",
         archer="Ember Archer", ability="Taskmaster", ability_text="Add 1 to each die it rolls.",
         modify="{die_results: 1}", hero="Ember Hero", event="Ember Zap")
D = dict(id="uitest-glass-1e", name="Glass Test", colour="#8ad9c4", boss="Glass Eye", grunt="Glass Grunt",
         archer="Glass Archer", ability="Precise", ability_text="Its dice are counted, not rolled.",
         modify="{counts_dice: true}", hero="Glass Hero", event="Glass Zap")
ALL = (A, B, C, D)
IDS = tuple(f["id"] for f in ALL)


def write_factions() -> None:
    from game import paths

    folder = paths.user_cards_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for f in ALL:
        (folder / f"{f['id']}.yaml").write_text(FACTION.format(**f), encoding="utf-8")


@contextmanager
def first_edition_cards() -> Iterator[None]:
    """The test factions in the user's cards folder, the catalog reading them; forgotten after."""
    from game import catalog

    write_factions()
    catalog.reload()
    try:
        assert set(IDS) <= set(catalog.decks()), [p.message for p in catalog.load().problems]
        yield
    finally:
        catalog.reload()
