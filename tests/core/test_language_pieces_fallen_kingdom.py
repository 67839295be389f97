"""The ability-language pieces added to write the Fallen Kingdom's abilities (issue 17): each does
its thing, and does nothing when it should not.

- target `trigger_space`: Soul Shift's "the destroyed unit's space", Infect's "the destroyed
  unit's space";
- effect `place` (this card into the space): Soul Shift's "put this unit in ... space. This is not a move";
- condition `by_attack`: Infect's "after this unit destroys a unit WITH AN ATTACK";
- condition `pile_count` (discard): Infect's "take an Undead Carrier from your discard pile" (none
  there: nothing to offer);
- `place_from`'s `pick: top`: Infect takes "an Undead Carrier" (all alike) without a question;
- stat change `summon_onto` (and the runtime's `stat` naming the value it changes): Elut-Bal's
  Summoned by Fire, "to summon him, destroy a friendly unit on the battlefield (not your
  summoner) and place him in its space".

Ella (player 0) plays the Fallen Kingdom, Toby (player 1) the plain test faction; Ret-Talus at
(3, 0), Ella's gate at (3, 2).
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.language.conditions import holds
from game.core.abilities.language.effects import Ask
from game.core.abilities.language.env import Env
from game.core.abilities.language.pieces import get
from game.core.abilities.language.runtime import Composed
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec
from game.core.context import Ctx
from game.core.ruleset import ATTACK, SUMMON
from game.core.state import DISCARD
from tests.factories import MELEE_ONLY
from tests.scene import Scene, faction_setup, of_type

FK = "fallen-kingdom"


def scene() -> Scene:
    return Scene(faction_setup(FK)).clear_starting_units(discards=True)


def env(s: Scene, holder: int, **info) -> Env:
    c = s.card(holder)
    return Env(s.state, c, c, info, "Test")


def run(s: Scene, kind_name: str, e: Env, p: dict, target) -> tuple[Ctx, object]:
    """Run an effect piece on a copy of the state: the context (its events) and what it asks."""
    ctx = Ctx(s.state.clone())
    e = Env(ctx.state, ctx.state.cards[e.me.uid], ctx.state.cards[e.holder.uid], e.info, e.title)
    want = get("do", kind_name).fn.run(ctx, e, p, target)
    return ctx, want


# --- target: trigger_space ------------------------------------------------------------------------


def test_trigger_space_is_the_empty_space_the_destroyed_card_left():
    """Soul Shift / Infect: 'the destroyed unit's space' — the space named by the trigger, while
    it is empty; with `within`, only within that many spaces of this card on the battlefield."""
    s = scene().phase(0, ATTACK)
    archer = s.place(0, "Undead Archer", (0, 2))
    sel = get("target", "trigger_space").fn
    assert sel.choice and sel.spaces
    assert sel.candidates(env(s, archer, pos=(1, 4)), {"within": None}) == [(1, 4)]
    assert sel.candidates(env(s, archer, pos=(1, 4)), {"within": 3}) == [(1, 4)]
    # 4 spaces away: not within 3; without `within` there is no distance to respect.
    assert sel.candidates(env(s, archer, pos=(3, 4)), {"within": 3}) == []
    assert sel.candidates(env(s, archer, pos=(3, 4)), {"within": None}) == [(3, 4)]
    # Occupied again, or no space named: nothing.
    s.place(1, "Test Guard", (1, 4))
    assert sel.candidates(env(s, archer, pos=(1, 4)), {"within": None}) == []
    assert sel.candidates(env(s, archer), {"within": None}) == []


def test_trigger_space_within_needs_this_card_on_the_battlefield():
    """'within 3 spaces of THIS UNIT': a card that has left the battlefield is within nothing."""
    s = scene().phase(0, ATTACK)
    archer = s.place(0, "Undead Archer", (0, 2))
    s.apply(ev.CardDiscarded(archer))
    sel = get("target", "trigger_space").fn
    assert sel.candidates(env(s, archer, pos=(0, 3)), {"within": 3}) == []
    assert sel.candidates(env(s, archer, pos=(0, 3)), {"within": None}) == [(0, 3)]


# --- effect: place -----------------------------------------------------------------------------


def test_place_puts_this_card_in_the_space_without_a_move():
    """Soul Shift: 'put this unit in the destroyed unit's space. This is not a move.'"""
    s = scene().phase(0, ATTACK)
    archer = s.place(0, "Undead Archer", (0, 2))
    ctx, want = run(s, "place", env(s, archer), {}, (1, 4))
    assert want is None and ctx.state.cards[archer].pos == (1, 4)
    moved = of_type(ctx.events, ev.UnitMoved)
    assert moved and not moved[0].counts and archer not in ctx.state.turn.movers


def test_place_does_nothing_onto_an_occupied_space_or_from_off_the_battlefield():
    s = scene().phase(0, ATTACK)
    archer = s.place(0, "Undead Archer", (0, 2))
    s.place(1, "Test Guard", (1, 4))
    ctx, _ = run(s, "place", env(s, archer), {}, (1, 4))
    assert ctx.events == [] and ctx.state.cards[archer].pos == (0, 2)
    s.apply(ev.CardDiscarded(archer))
    ctx, _ = run(s, "place", env(s, archer), {}, (1, 5))
    assert ctx.events == []


# --- condition: by_attack -------------------------------------------------------------------------


def test_by_attack_holds_for_the_target_of_this_cards_attack_only():
    """Infect: 'After this unit destroys a unit WITH AN ATTACK' — the card destroyed is the target
    of the attack this card has just made; not another unit's attack, not another card."""
    s = scene().phase(0, ATTACK)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    warrior = s.place(0, "Undead Warrior", (4, 3))
    guard = s.place(1, "Test Guard", (1, 4))
    other = s.place(1, "Test Guard", (4, 4))
    assert not holds(env(s, carrier, card=guard), "by_attack")  # no attack yet
    s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, carrier, guard))
    assert s.card(guard).zone == DISCARD and s.prompt is None  # no Carrier in the pile: Infect is idle
    assert holds(env(s, carrier, card=guard), "by_attack")
    assert not holds(env(s, carrier, card=other), "by_attack")
    assert not holds(env(s, warrior, card=guard), "by_attack")


# --- condition: pile_count in the discard pile ---------------------------------------------------------------------


def test_pile_count_counts_your_discard_pile_by_filter():
    """Infect: 'take an Undead Carrier from your discard pile' — one must be there."""
    s = scene().phase(0, ATTACK)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    carriers = {"pile_count": "discard", "filter": {"class": ["unit"], "name": "Undead Carrier"}, "at_least": 1}
    assert not holds(env(s, carrier), carriers)
    s.discard(0, "Undead Warrior")  # Undead, but not a Carrier
    s.discard(1, "Test Guard")      # the opponent's pile does not count
    assert not holds(env(s, carrier), carriers)
    s.discard(0, "Undead Carrier")
    assert holds(env(s, carrier), carriers)
    assert holds(env(s, carrier), {"pile_count": "discard", "filter": {"class": ["unit"]}, "at_least": 2, "at_most": 2})
    assert not holds(env(s, carrier), {"pile_count": "discard", "filter": {"class": ["unit"]}, "at_most": 1})


# --- effect: place_from, pick: top ----------------------------------------------------------------


def test_place_from_pick_top_takes_the_top_matching_card_without_asking():
    """Infect: 'take AN Undead Carrier from your discard pile and place it' — the Carriers are
    alike, so the top one is placed and nothing is asked."""
    s = scene().phase(0, ATTACK)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    s.discard(0, "Undead Carrier")
    top = s.discard(0, "Undead Carrier")
    s.discard(0, "Hellfire Cultist")  # on top, but not a match
    p = {"pile": "discard", "filter": {"class": ["unit"], "name": "Undead Carrier"}, "pick": "top"}
    ctx, want = run(s, "place_from", env(s, carrier), p, (1, 4))
    assert want is None and ctx.state.board[(1, 4)] == top
    assert of_type(ctx.events, ev.CardPlaced)
    # `pick: choose` (the default) asks which card.
    ctx, want = run(s, "place_from", env(s, carrier), {**p, "pick": "choose"}, (1, 4))
    assert isinstance(want, Ask) and want.kind == "card" and len(want.options) == 2 and ctx.events == []


def test_place_from_pick_top_places_nothing_without_a_match_or_onto_an_occupied_space():
    s = scene().phase(0, ATTACK)
    carrier = s.place(0, "Undead Carrier", (1, 3))
    p = {"pile": "discard", "filter": {"class": ["unit"], "name": "Undead Carrier"}, "pick": "top"}
    s.discard(0, "Undead Warrior")
    ctx, want = run(s, "place_from", env(s, carrier), p, (1, 4))
    assert want is None and ctx.events == []
    s.discard(0, "Undead Carrier")
    ctx, want = run(s, "place_from", env(s, carrier), p, (1, 3))  # the Carrier stands there
    assert want is None and ctx.events == []


# --- stat change: summon_onto ---------------------------------------------------------------------


def summon_onto(flt: dict) -> Composed:
    return Composed(AbilitySpec("language", "Summoned by Fire", "",
                                freeze_params({"modify": {"summon_onto": flt}})))


def test_summon_onto_changes_the_summon_spaces_to_friendly_units_spaces():
    """Summoned by Fire: 'to summon him, destroy a friendly unit on the battlefield (not your
    summoner) and place him in its space' — instead of next to a gate. The piece is named for the
    mechanic and changes the value the rules read, `summon_spaces`."""
    a = summon_onto({"class": ["common", "champion"]})
    assert a.stats == frozenset({"summon_spaces"})
    s = scene().phase(0, SUMMON)
    elut = s.in_hand(0, "Elut-Bal")
    s.place(0, "Undead Carrier", (0, 4))
    s.place(0, "Dragos", (5, 3))
    s.place(1, "Test Guard", (1, 5))  # an enemy: not a space of Ella's
    c = s.card(elut)
    gate_spaces = frozenset({(2, 2), (4, 2)})
    got = a.modify(s.state, "summon_spaces", c, c, c, gate_spaces, {"player": 0})
    assert got == frozenset({(0, 4), (5, 3)})  # not Ret-Talus's (3, 0), not the gate's


def test_summon_onto_leaves_other_cards_other_values_and_a_unit_on_the_battlefield_alone():
    a = summon_onto({"class": ["common", "champion"]})
    s = scene().phase(0, SUMMON)
    elut = s.in_hand(0, "Elut-Bal")
    other = s.in_hand(0, "Undead Warrior")
    s.place(0, "Undead Carrier", (0, 4))
    spaces = frozenset({(2, 2)})
    c = s.card(elut)
    assert a.modify(s.state, "summon_spaces", s.card(other), c, c, spaces, {"player": 0}) == spaces
    assert a.modify(s.state, "strength", c, c, c, 6, {}) == 6
    placed = s.place(0, "Elut-Bal", (5, 5))
    on = s.card(placed)
    assert a.modify(s.state, "summon_spaces", on, on, on, spaces, {"player": 0}) == spaces
