"""The pieces added to the ability language for the Language Legion (tests/language/), each where
it does its thing and where it must not:

- effect `return_from`: "return a unit from your discard pile to your hand" (a card of yours,
  matching a filter, chosen from the pile; `optional`: "you may");
- condition `pile_count`: "if there is a unit in your discard pile", "if you have at most 1 card
  in hand";
- and the trigger `damaged`, whose summary says "by an attack or an effect": damage an attack adds
  now sets it off too (it did only for an effect's damage).

Each ability is a program given to a plain test-faction card (tests/factories.py), both players
playing that faction: the summoner at (3,0), the gate at (3,2) for player 0.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec, CardDef
from game.core.setup import GameSetup, PlayerSetup
from game.core.state import DISCARD, HAND
from tests.factories import MELEE_ONLY, RANGED_ONLY, ruleset, test_faction, unit
from tests.scene import Scene

ME, OPP = 0, 1


def program(title: str, **prog) -> AbilitySpec:
    """An ability written in the language, as a card file without `ability:` gives it."""
    return AbilitySpec(name="language", title=title, params=freeze_params(prog))


def scene_with(*cards: CardDef, phase: str = "summon") -> Scene:
    defs, deck = test_faction("test")
    defs = {**defs, **{c.id: c for c in cards}}
    s = Scene(GameSetup(ruleset(), (PlayerSetup("Ella", deck), PlayerSetup("Toby", deck)), defs, 1), clean=True)
    s.clear_discard(ME)
    s.clear_discard(OPP)
    return s.phase(ME, phase)


def warrior_with(*abilities: AbilitySpec) -> CardDef:
    return unit("test", "warrior", "Test Warrior", "common", 1, 2, 3, "melee", abilities=abilities)


# --- return_from -----------------------------------------------------------------------------------

SALVAGE = program("Salvage", when="after_summoned",
                  do={"return_from": "discard", "filter": {"class": ["common"]}, "may": True})


def test_return_from_returns_the_chosen_card_of_your_discard_pile_to_your_hand():
    """"After this unit is summoned, you may return a common unit from your discard pile to your
    hand": only your commons are offered (not a champion, not the opponent's), the top first."""
    s = scene_with(warrior_with(SALVAGE))
    s.magic(ME, 5)
    champ = s.discard(ME, "Champion Axe")
    guard = s.discard(ME, "Test Guard")
    brute = s.discard(ME, "Test Brute")
    s.discard(OPP, "Test Guard")
    s.do(cmds.Summon(ME, s.in_hand(ME, "Test Warrior"), (2, 2)))
    assert list(s.prompt.options) == [brute, guard] and s.prompt.optional and s.prompt.player == ME
    s.answer(guard)
    assert s.card(guard).zone == HAND and s.card(brute).zone == DISCARD and s.card(champ).zone == DISCARD


def test_return_from_may_be_declined_and_asks_nothing_when_no_card_matches():
    s = scene_with(warrior_with(SALVAGE))
    s.magic(ME, 5)
    guard = s.discard(ME, "Test Guard")
    s.do(cmds.Summon(ME, s.in_hand(ME, "Test Warrior"), (2, 2)))
    s.answer(None)
    assert s.card(guard).zone == DISCARD
    s = scene_with(warrior_with(SALVAGE))
    s.magic(ME, 5)
    s.discard(ME, "Champion Axe")  # not a common
    s.do(cmds.Summon(ME, s.in_hand(ME, "Test Warrior"), (2, 2)))
    assert s.prompt is None


def test_return_from_without_may_cannot_be_declined():
    s = scene_with(warrior_with(program("Salvage", when="after_summoned", do={"return_from": "discard"})))
    s.magic(ME, 5)
    s.discard(ME, "Test Guard")
    s.do(cmds.Summon(ME, s.in_hand(ME, "Test Warrior"), (2, 2)))
    assert s.prompt is not None and not s.prompt.optional


# --- pile_count --------------------------------------------------------------------------------------

FORAGE = program("Forage", when={"phase_start": "move"}, **{"if": {"pile_count": "hand", "at_most": 1}},
                 do={"draw": 1})


def test_pile_count_holds_when_the_pile_has_that_many_matching_cards():
    """"At the start of your Move phase, if you have at most 1 card in your hand, draw 1 card." """
    s = scene_with(warrior_with(FORAGE))
    s.place(ME, "Test Warrior", (1, 2))
    s.empty_hand(ME)
    s.hand(ME, "Test Guard")
    s.end_phase()
    assert len(s.state.players[ME].hand) == 2


def test_pile_count_fails_when_the_pile_has_too_many():
    s = scene_with(warrior_with(FORAGE))
    s.place(ME, "Test Warrior", (1, 2))
    s.empty_hand(ME)
    s.hand(ME, "Test Guard")
    s.hand(ME, "Test Brute")
    s.end_phase()
    assert len(s.state.players[ME].hand) == 2


def test_pile_count_counts_only_cards_matching_its_filter_in_your_own_pile():
    """"Once per turn, in your Summon phase, if there is a champion in your discard pile, draw 1
    card": a common in your discard pile, or a champion in the opponent's, is not enough."""
    gate_draw = program("Muster", activate={"phase": "summon"}, limit="once_per_turn",
                        **{"if": {"pile_count": "discard", "filter": {"class": ["champion"]}, "at_least": 1}},
                        do={"draw": 1})
    s = scene_with(warrior_with(gate_draw))
    w = s.place(ME, "Test Warrior", (1, 2))
    s.discard(ME, "Test Guard")
    s.discard(OPP, "Champion Axe")
    s.reject(cmds.UseAbility(ME, w, "muster"))
    s.discard(ME, "Champion Bow")
    n = len(s.state.players[ME].hand)
    s.use(ME, w, "muster")
    assert len(s.state.players[ME].hand) == n + 1


# --- damaged: by an attack as by an effect -------------------------------------------------------------


def test_damaged_is_set_off_by_an_attacks_damage():
    """`when: damaged` ("after damage is added to this unit"): an attack that hits sets it off."""
    brute = unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee",
                 abilities=(program("Rage", when="damaged", do={"boost": 1}),))
    s = scene_with(brute, phase="attack")
    b = s.place(OPP, "Test Brute", (2, 4))
    w = s.place(ME, "Test Warrior", (2, 3))
    s.dice(MELEE_ONLY, MELEE_ONLY)
    s.do(cmds.Attack(ME, w, b))
    assert s.card(b).damage == 2 and s.card(b).boost == 1


def test_damaged_is_not_set_off_by_an_attack_that_misses_nor_for_another_card():
    brute = unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee",
                 abilities=(program("Rage", when="damaged", do={"boost": 1}),))
    s = scene_with(brute, phase="attack")
    b = s.place(OPP, "Test Brute", (2, 4))
    g = s.place(OPP, "Test Guard", (1, 3))
    w = s.place(ME, "Test Warrior", (2, 3))
    a = s.place(ME, "Test Archer", (0, 3))
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, w, b))
    assert s.card(b).damage == 0 and s.card(b).boost == 0
    s.dice(RANGED_ONLY, RANGED_ONLY)
    s.do(cmds.Attack(ME, a, g))
    assert s.card(g).zone == DISCARD and s.card(b).boost == 0  # damaged (and destroyed)


# --- every piece's example is a valid piece ----------------------------------------------------------


def test_every_piece_example_passes_the_validator():
    """A modder copies a piece's `example` (the modder's guide and the editor show it): each one
    must validate."""
    from game.content.language import _pieces
    from game.content.problems import Report
    from game.content.yamlsource import YMap, parse_yaml
    from game.core.abilities.language.pieces import PIECES

    keys = {"when": "when", "if": "if", "while": "if", "target": "target", "do": "do", "modify": "modify"}
    bad = []
    for kind, pieces in PIECES.items():
        for name, p in pieces.items():
            if not p.example:
                continue
            report = Report("example")
            v = parse_yaml(p.example, report)
            if isinstance(v, YMap) and len(v) == 1 and next(iter(v)) in keys:
                key = next(iter(v))
                assert keys[key] == kind, (name, p.example)
                v = v[key]
            got = _pieces(report, kind, v, "example", 1)
            if report.problems or got is None:
                bad.append((kind, name, p.example, [x.message for x in report.problems]))
    assert bad == []


# --- two activated programs on one card ------------------------------------------------------------


def test_a_card_with_two_activated_programs_names_each_by_its_title():
    """Commands name an ability written in the language by its title: "Rest" (Move phase: boost
    it) and "Pray" (Attack phase: draw 1 card) on one warrior are `rest` and `pray`; in the Attack
    phase only Pray is offered, in the Move phase only Rest, in the Summon phase neither."""
    two = warrior_with(program("Rest", activate={"phase": "move"}, do={"boost": 1}),
                       program("Pray", activate={"phase": "attack"}, do={"draw": 1}))
    s = scene_with(two, phase="attack")
    w = s.place(ME, "Test Warrior", (1, 2))
    n = len(s.state.players[ME].hand)
    assert cmds.UseAbility(ME, w, "pray") in s.legal() and cmds.UseAbility(ME, w, "rest") not in s.legal()
    s.use(ME, w, "pray")
    assert len(s.state.players[ME].hand) == n + 1 and s.card(w).boost == 0
    s.phase(ME, "move")
    s.reject(cmds.UseAbility(ME, w, "pray"))
    s.use(ME, w, "rest")
    assert s.card(w).boost == 1 and len(s.state.players[ME].hand) == n + 1
    s.phase(ME, "summon")
    s.reject(cmds.UseAbility(ME, w, "rest"))
    s.reject(cmds.UseAbility(ME, w, "pray"))
