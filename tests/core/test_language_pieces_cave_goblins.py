"""The ability-language pieces added to write the Cave Goblins' abilities (issue 17): each does its
thing, and does not where it should not.

Toby (player 1) plays the test faction, whose cards are replaced here by test cards carrying small
programs (`lang`); Ella (player 0) plays the Cave Goblins. Positions are (column, row); Toby's
summoner is at (2,7) and his gate at (2,5), Sneeks at (4,0) and Ella's gate at (3,1).
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.abilities.language.conditions import holds
from game.core.abilities.language.env import Env
from game.core.abilities.language.selectors import resolve
from game.core.ability_registry import instance
from game.core.cards import AbilitySpec
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.state import ACTIVE, BOARD, DISCARD, HAND
from game.core.stats import strength
from tests.factories import MELEE_ONLY, RANGED_ONLY, event, unit
from tests.scene import faction_scene, of_type, spec

GOB = 0  # Ella, the Cave Goblins
OPP = 1  # Toby, the test faction


def lang(title: str, **program) -> AbilitySpec:
    """An ability written in the language, as a card file gives it."""
    return spec("language", title, **program)


def guard_with(*abilities: AbilitySpec):
    """The test faction's Test Guard (cost 0, strength 1, life 2) with these abilities."""
    return unit("test", "guard", "Test Guard", "common", 0, 1, 2, "melee", abilities=abilities)


def scene(phase: str, player: int = OPP, cards=()):
    return faction_scene("cave-goblins", phase, player=player, test_cards=tuple(cards))


# --- effect pay_or (Blood Runes, Magic Junkie: "pay 1 magic or …") -------------------------------


def _toll(unpaid: str, magic: int):
    toll = lang("Toll", when="turn_end", do={"pay_or": 2, "unpaid": unpaid})
    s = scene(MAGIC, cards=(guard_with(toll),))
    guard = s.place(OPP, "Test Guard", (1, 5))
    s.magic(OPP, magic)
    return s, guard


def test_pay_or_asks_pay_or_penalty_and_paying_spends_the_magic():
    """pay_or: 'pay N magic or suffer': a labelled, mandatory choice; paying spends the magic and
    nothing else happens."""
    s, guard = _toll("destroy", 3)
    s.do(cmds.EndPhase(OPP))  # Magic -> Draw -> the end of Toby's turn
    p = s.state.pending
    assert p.kind == "choice" and p.options == ("pay", "penalty") and not p.optional
    assert p.labels == ("Pay 2 magic", "Destroy Test Guard") and p.text.startswith("Toll:")
    s.answer("pay")
    assert s.state.players[OPP].magic == 1 and s.card(guard).zone == BOARD


def test_pay_or_penalty_when_chosen_and_without_asking_when_the_magic_is_short():
    """pay_or: choosing the penalty suffers it (here destroy: a real destruction); a player who
    cannot pay suffers it at once, unasked (here 1 damage, with 1 magic against a cost of 2)."""
    s, guard = _toll("destroy", 3)
    s.do(cmds.EndPhase(OPP))
    events = s.answer("penalty")
    assert of_type(events, ev.CardDestroyed) and s.card(guard).zone == DISCARD
    assert s.state.players[OPP].magic == 3
    s, guard = _toll("damage", 1)
    s.do(cmds.EndPhase(OPP))
    assert s.card(guard).damage == 1 and s.state.players[OPP].magic == 1
    assert s.state.pending is None or "Toll" not in s.state.pending.text


# --- effect place, condition started_within, choose_space order (Cling) -------------------------------


def _shadow(within: int):
    shadow = lang("Shadow", when={"after_move": {}}, optional=True,
                  target={"choose_space": "trigger_card", "order": "columns"}, do="place",
                  **{"if": {"started_within": within}})
    s = scene(MOVE, cards=(guard_with(shadow),))
    guard = s.place(OPP, "Test Guard", (0, 5))
    return s, guard


def test_place_puts_this_card_next_to_the_unit_that_moved_without_moving_it():
    """place + started_within + choose_space order: columns: after a unit that started next to the
    Guard moves, the Guard may be placed next to it; the spaces are offered column by column; a
    placement is not a move (no mover slot)."""
    s, guard = _shadow(1)
    warrior = s.place(OPP, "Test Warrior", (0, 4))
    s.do(cmds.Move(OPP, warrior, ((0, 3), (0, 2))))
    assert s.options() == [(0, 1), (0, 3), (1, 2)]  # column 0 first (rows would put (1,2) second)
    events = s.answer((0, 3))
    assert s.card(guard).pos == (0, 3)
    assert [e.counts for e in of_type(events, ev.UnitMoved)] == [False]
    assert s.state.turn.movers == [warrior]


def test_started_within_counts_from_where_the_move_started_and_place_may_be_declined():
    """started_within: a unit that started 2 spaces away does not set off a `started_within: 1`
    ability, but does a `started_within: 2` one; the 'may' can be declined."""
    s, guard = _shadow(1)
    warrior = s.place(OPP, "Test Warrior", (0, 3))
    s.do(cmds.Move(OPP, warrior, ((0, 2),)))
    assert s.state.pending is None and s.card(guard).pos == (0, 5)
    s, guard = _shadow(2)
    warrior = s.place(OPP, "Test Warrior", (0, 3))
    s.do(cmds.Move(OPP, warrior, ((0, 2),)))
    assert s.state.pending.optional
    s.answer(None)
    assert s.card(guard).pos == (0, 5)


# --- program key lent: false (Cling) -------------------------------------------------------------------


def test_lent_false_copy_lent_to_another_card_does_not_listen():
    """`lent: false`: Cling works for the Horde Clinger it is printed on; a copy lent to another
    card (Mimic) is not even a listener (the named Cling's `own_card`)."""
    s = scene(MOVE, player=GOB)
    clinger = s.place(GOB, "Horde Clinger", (1, 1))
    other = s.place(GOB, "Horde Slinger", (3, 3))
    c = s.card(clinger)
    cling = instance(c.defn.abilities[1])
    info = {"card": other, "start": (1, 2), "counts": True, "path": ((3, 3),)}
    assert cling.listens_in(s.state, "moved", c, c, info)
    assert not cling.listens_in(s.state, "moved", c, s.card(other), info)


# --- selector choose_any (Sneak, Enrage the Horde) --------------------------------------------------------


def _rally_scene(commons: bool):
    rally = event("test", "std-a", "Test Rally", "standard", 0, MOVE, abilities=(
        lang("Test Rally", when="played", target={"choose_any": {"side": "friendly", "class": ["common"]}},
             do={"boost": 1}),))
    s = scene(MOVE, cards=(rally,))
    units = [s.place(OPP, "Test Warrior", (c, 4)) for c in (0, 1)] if commons else []
    return s, s.hand(OPP, "Test Rally"), units


def test_choose_any_asks_one_at_a_time_never_twice_and_stops_when_declined():
    """choose_any: 'choose any number of …, one at a time': each pick gets the effects, is not
    offered again, and declining stops the event."""
    s, card, (a, b) = _rally_scene(True)
    s.do(cmds.PlayEvent(OPP, card))
    assert s.options() == [a, b] and s.state.pending.optional
    s.answer(b)
    assert s.card(b).boost == 1 and s.options() == [a]
    s.answer(None)
    assert s.state.pending is None and s.card(a).boost == 0 and s.card(card).zone == DISCARD


def test_choose_any_includes_none_so_the_event_is_played_without_targets():
    """choose_any: 'any number' includes none: the event may be played with nothing to choose
    (unlike `choose`, which needs a target), and nothing is asked."""
    s, card, _ = _rally_scene(False)
    s.do(cmds.PlayEvent(OPP, card))
    assert s.state.pending is None and s.card(card).zone == DISCARD


# --- condition first_copy, strength per adjacent_to_target (Pile On) --------------------------------------


def _pile_on(copies: int):
    s = scene(ATTACK, player=GOB)
    rider = s.place(GOB, "Beast Rider", (2, 3))
    brute = s.place(OPP, "Test Brute", (2, 4))
    s.place(GOB, "Horde Slinger", (1, 4))
    s.place(GOB, "Horde Climber", (3, 4))
    cards = []
    for _ in range(copies):
        cards.append(s.hand(GOB, "Pile On"))
        s.do(cmds.PlayEvent(GOB, cards[-1]))
    return s, rider, brute, cards


def test_adjacent_to_target_counts_other_units_next_to_the_attacked_card_only_in_an_attack():
    """strength per adjacent_to_target (Gang Up): +1 for each other friendly unit next to the card
    attacked; no bonus when no card is attacked."""
    s, rider, brute, _ = _pile_on(1)
    assert strength(s.state, s.card(rider), target=s.card(brute)) == 5
    assert strength(s.state, s.card(rider)) == 3


def test_first_copy_a_second_active_copy_adds_nothing():
    """first_copy (glossary ABILITY: an ability gained twice does not add up): with two Pile Ons
    active the bonus is still +2, the second copy's condition fails, the first's holds."""
    s, rider, brute, (first, second) = _pile_on(2)
    assert [s.card(u).zone for u in (first, second)] == [ACTIVE, ACTIVE]
    assert strength(s.state, s.card(rider), target=s.card(brute)) == 5
    assert holds(Env(s.state, s.card(first), None), "first_copy")
    assert not holds(Env(s.state, s.card(second), None), "first_copy")


# --- static instead_of_destroy (Unrelenting) ---------------------------------------------------------------


def test_instead_of_destroy_returns_the_card_to_hand_and_others_are_destroyed():
    """instead_of_destroy: return_to_hand: a card that has it and would be destroyed goes to its
    owner's hand instead (no destruction, no magic); a card without it is destroyed."""
    tough = lang("Slippery", modify={"instead_of_destroy": "return_to_hand"})
    s = scene(ATTACK, player=GOB, cards=(guard_with(tough),))
    rider = s.place(GOB, "Beast Rider", (1, 3))
    guard = s.place(OPP, "Test Guard", (1, 4))
    warrior = s.place(OPP, "Test Warrior", (2, 3))
    slinger = s.place(GOB, "Horde Slinger", (2, 2))
    magic = s.state.players[GOB].magic
    s.dice(*[MELEE_ONLY] * 3)
    events = s.do(cmds.Attack(GOB, rider, guard))
    assert s.card(guard).zone == HAND and not of_type(events, ev.CardDestroyed)
    assert s.state.players[GOB].magic == magic
    s.damage(warrior, 2)
    s.dice(RANGED_ONLY, RANGED_ONLY)
    events = s.do(cmds.Attack(GOB, slinger, warrior))
    assert s.card(warrior).zone == DISCARD and of_type(events, ev.CardDestroyed)


# --- effects exchange and move_straight; activated programs named by their title (Sly, Charge) ----------------


def _mover_scene():
    swap = lang("Swap Places", activate={"phase": "move"},
                target={"choose": {"side": "friendly", "class": ["common"]}}, do="exchange")
    dash = lang("Dash", activate={"phase": "move"}, do={"move_straight": 2, "long": 2, "strength": 1})
    s = scene(MOVE, cards=(guard_with(swap, dash),))
    guard = s.place(OPP, "Test Guard", (0, 6))
    return s, guard


def test_activated_programs_are_used_by_their_titles_as_names():
    """AbilitySpec.command: two activated programs on one card are two commands, named by their
    titles ('Swap Places' -> swap_places); a named ability keeps its name."""
    s, guard = _mover_scene()
    s.place(OPP, "Test Warrior", (1, 4))
    assert s.uses(guard) == {"swap_places", "dash"}
    assert AbilitySpec("language", "Raise the Dead!").command == "raise_the_dead"
    assert AbilitySpec("sly", "Sly").command == "sly"


def test_exchange_swaps_places_without_a_move_and_never_with_itself():
    """exchange (glossary EXCHANGE PLACES): the two cards swap spaces; neither moved (no UnitMoved,
    no mover slot); the card itself is not offered."""
    s, guard = _mover_scene()
    warrior = s.place(OPP, "Test Warrior", (1, 4))
    s.use(OPP, guard, "swap_places")
    assert s.options() == [warrior]
    events = s.answer(warrior)
    assert (s.card(guard).pos, s.card(warrior).pos) == ((1, 4), (0, 6))
    assert of_type(events, ev.PlacesExchanged) and not of_type(events, ev.UnitMoved)
    assert s.state.turn.movers == []


def test_move_straight_moves_in_a_line_and_a_long_move_adds_strength():
    """move_straight: 1 to N spaces in one straight line through empty spaces, a real move; after
    `long` spaces +strength until the end of the turn; a shorter move gives none."""
    s, guard = _mover_scene()
    s.use(OPP, guard, "dash")
    assert set(s.options()) == {(0, 5), (0, 4), (0, 7), (1, 6), (2, 6)}
    events = s.answer((0, 4))
    assert of_type(events, ev.UnitMoved)[0].path == ((0, 5), (0, 4)) and guard in s.state.turn.movers
    assert strength(s.state, s.card(guard)) == 2
    s, guard = _mover_scene()
    s.use(OPP, guard, "dash")
    s.answer((0, 5))
    assert strength(s.state, s.card(guard)) == 1


def test_move_straight_not_offered_when_every_line_is_blocked():
    """move_straight: an activated program whose (fixed) target's effect can do nothing is not
    offered: here every space next to the Guard is taken."""
    s, guard = _mover_scene()
    s.relocate(guard, (0, 7))
    s.place(OPP, "Test Warrior", (0, 6))
    s.place(OPP, "Test Warrior", (1, 7))
    assert "dash" not in s.uses(guard)


def test_choose_space_orders_rows_by_default():
    """choose_space: row by row unless `order: columns` (the named Cling's order)."""
    s, guard = _shadow(1)
    env = Env(s.state, s.card(guard), s.card(guard))
    sel, p = resolve({"choose_space": "self"})
    assert sel.candidates(env, p) == [(0, 4), (1, 5), (0, 6)]
    sel, p = resolve({"choose_space": "self", "order": "columns"})
    assert sel.candidates(env, p) == [(0, 4), (0, 6), (1, 5)]


# --- condition destroyed_this_turn, selector choose_or_self, effect discard (Feed the Eater) ----------------


def _glutton():
    glutton = lang("Glutton", when={"phase_end": "attack"}, do={"boost": 1},
                   **{"if": {"destroyed_this_turn": {"class": ["unit"]}}})
    brute = unit("test", "brute", "Test Brute", "common", 3, 3, 5, "melee", abilities=(glutton,))
    s = scene(ATTACK, cards=(brute,))
    brute = s.place(OPP, "Test Brute", (1, 3))
    return s, brute


def test_destroyed_this_turn_remembers_a_unit_this_card_destroyed():
    """destroyed_this_turn: 'if this unit destroyed a unit this turn': after the Brute destroys a
    unit, the condition holds at the end of the Attack phase; the ability hears the destruction
    (a 'destroyed' listener, as the named Feed the Eater was)."""
    s, brute = _glutton()
    slinger = s.place(GOB, "Horde Slinger", (1, 2))
    s.dice(*[MELEE_ONLY] * 3)
    s.do(cmds.Attack(OPP, brute, slinger))
    assert s.card(slinger).zone == DISCARD
    s.do(cmds.EndPhase(OPP))
    assert s.card(brute).boost == 1


def test_destroyed_this_turn_not_for_another_destroyer_nor_a_non_unit():
    """destroyed_this_turn: a unit destroyed by another card does not count (the Brute does not
    even listen), nor does a card the filter excludes (a gate is not a unit)."""
    s, brute = _glutton()
    slinger = s.place(GOB, "Horde Slinger", (2, 2))
    warrior = s.place(OPP, "Test Warrior", (2, 3))
    a = instance(s.card(brute).defn.abilities[0])
    assert not a.listens_in(s.state, "destroyed", s.card(brute), s.card(brute), {"card": slinger, "by": warrior})
    s.dice(*[MELEE_ONLY] * 2)
    s.do(cmds.Attack(OPP, warrior, slinger))
    assert s.card(slinger).zone == DISCARD
    gate = s.place(GOB, "Gate", (1, 2))
    s.damage(gate, 4)
    s.dice(*[MELEE_ONLY] * 3)
    s.do(cmds.Attack(OPP, brute, gate))
    assert s.card(gate).zone == DISCARD
    s.do(cmds.EndPhase(OPP))
    assert s.card(brute).boost == 0


def _feeder():
    feed = lang("Feed", when={"phase_end": "attack"}, target={"choose_or_self": {"side": "friendly",
                                                                                   "class": ["unit"], "within": 1}},
                do="discard")
    s = scene(ATTACK, cards=(guard_with(feed),))
    guard = s.place(OPP, "Test Guard", (1, 4))
    return s, guard


def test_choose_or_self_offers_the_matching_cards_then_this_card_and_discard_is_not_destroying():
    """choose_or_self + discard: 'discard an adjacent friendly unit or this unit': the units first
    (board order), this card last, no declining; discarding destroys nothing."""
    s, guard = _feeder()
    a = s.place(OPP, "Test Warrior", (1, 5))
    b = s.place(OPP, "Test Warrior", (0, 4))
    s.place(OPP, "Test Warrior", (3, 4))  # not adjacent
    s.do(cmds.EndPhase(OPP))
    assert s.options() == [b, a, guard] and not s.state.pending.optional
    events = s.answer(a)
    assert s.card(a).zone == DISCARD and s.card(guard).zone == BOARD
    assert of_type(events, ev.CardDiscarded) and not of_type(events, ev.CardDestroyed)


def test_choose_or_self_takes_this_card_unasked_when_it_is_the_only_option():
    """choose_or_self: with nothing else to choose, this card is taken without a question."""
    s, guard = _feeder()
    s.do(cmds.EndPhase(OPP))
    assert s.card(guard).zone == DISCARD
