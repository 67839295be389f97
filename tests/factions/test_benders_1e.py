"""Benders, 1st edition (cards/1e/benders.yaml).

For every ability: a test where it takes effect and one where it must not. Ella (player 0) plays
the Benders, Toby (player 1) the Vanguards (a shipped 1E deck). Tacullu stands at (3, 0), Ella's
wall at (3, 2); Sera at (2, 7), Toby's wall at (3, 5). Rows 0-3 are Ella's side of the
battlefield, rows 4-7 Toby's. 1E dice: a result of 3 or more hits.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game import catalog
from game.core import commands as cmds
from game.core import events as ev
from game.core import view
from game.core.apply import apply_all
from game.core.state import DISCARD, HAND, MAGIC_PILE
from game.core.stats import can_attack, can_move
from game.core.view import HIDDEN
from game.persist.undo import revealed
from tests.factions.deck_shape_1e import check_base_deck
from tests.factions.scene_vgfk_1e import VG, attack, magic, play, scene, setup_1e
from tests.simcheck import play_checked

BD = "benders-1e"


def bd():
    return scene(BD, VG)


def _to_turn_end(s):
    """End Ella's phases until her turn is over (or something is asked)."""
    while s.prompt is None and s.state.turn.player == 0:
        s.end_phase()


def _end_attack_phase(s):
    """From Ella's Attack phase, end it (what is asked at its end is then pending)."""
    assert s.state.phase == "attack"
    s.end_phase()


# --- the card file -------------------------------------------------------------------------------


def test_deck_loads_clean_with_the_1e_deck_shape():
    """cards/1e/benders.yaml validates; the deck has 1 summoner, 3 champions, 18 commons, 9 events
    (Mind Control 3, Mimic 3, Magic Drain 2, A Hero Is Born 1) and 3 walls of 9 life, and
    Tacullu's starting setup from the reference card."""
    deck, cards = check_base_deck("benders.yaml", BD, "tacullu", (2, 5, "ranged"), 6)
    assert cards[f"{BD}/wall"].life == 9
    assert dict(deck.cards)[f"{BD}/mind-control"] == 3 and dict(deck.cards)[f"{BD}/mimic"] == 3


# --- Tacullu: Counter Summon ---------------------------------------------------------------------


def test_counter_summon_pays_the_cost_to_discard_a_unit_in_a_clear_line_at_the_end_of_the_attack_phase():
    """Counter Summon: 'once per turn, at the end of your Attack phase, you may pick a unit within 3
    clear straight-line spaces of Tacullu and pay magic equal to its summon cost to discard it'
    (1E: a discarded card goes face up to the discarding player's discard pile)."""
    s = bd().phase(0, "attack")
    magic_before = 2
    s.magic(0, magic_before)
    knight = s.place(1, "Guardian Knight", (0, 0))  # 3 clear spaces along row 0 from (3, 0)
    _end_attack_phase(s)
    assert "Counter Summon" in s.prompt.text and s.prompt.optional
    assert knight in s.options()
    s.answer(knight)
    c = s.card(knight)
    assert c.zone == DISCARD and knight in s.state.players[0].discard and c.owner == 1
    assert magic(s, 0) == magic_before - 1  # a Guardian Knight costs 1


def test_counter_summon_needs_a_clear_line_within_3_the_magic_and_the_end_of_the_phase():
    """Counter Summon must not offer a unit behind another card, 4 spaces away, off the straight
    lines, nor one whose cost Ella cannot pay, nor the enemy summoner; nothing is asked before the
    end of the Attack phase."""
    s = bd().phase(0, "attack")
    s.magic(0, 1)
    far = s.place(1, "Guardian Knight", (3, 4))  # behind Ella's wall at (3, 2)
    off_line = s.place(1, "Guardian Knight", (2, 1))
    dear = s.place(1, "Priest", (5, 0))  # costs 2
    assert s.prompt is None
    _end_attack_phase(s)
    assert s.prompt is None  # nothing to pick: not asked
    assert all(s.on_board(u) for u in (far, off_line, dear))
    assert s.state.phase == "magic"


def test_counter_summon_is_declinable():
    """Counter Summon: 'you may': declining leaves the unit and the magic."""
    s = bd().phase(0, "attack")
    s.magic(0, 2)
    knight = s.place(1, "Guardian Knight", (0, 0))
    _end_attack_phase(s)
    s.answer(None)
    assert s.on_board(knight) and magic(s, 0) == 2


# --- Gulldune: Mind Capture ------------------------------------------------------------------------


def test_mind_capture_takes_control_of_a_unit_the_attack_would_destroy():
    """Mind Capture: 'when an enemy common or champion would be destroyed by Gulldune's attack, you
    may ignore the wounds from that attack and take control of it instead'. The unit is then Ella's
    everywhere: she moves it, and destroyed by Toby it goes onto Toby's magic pile (1E: the
    destroyer's)."""
    s = bd().phase(0, "attack")
    g = s.place(0, "Gulldune", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    s.damage(knight, 1)
    attack(s, g, knight, 4, 4)
    assert "Mind Capture" in s.prompt.text
    s.answer("yes")
    c = s.card(knight)
    assert s.on_board(knight) and c.controller == 0 and c.owner == 1 and c.damage == 1
    # Ella's unit now: it moves in her Movement phase, and Toby's units attack it as an enemy.
    s.phase(0, "move")
    s.do(cmds.Move(0, knight, ((1, 4),)))
    s.phase(1, "attack")
    archer = s.place(1, "Stalwart Archer", (1, 6))
    attack(s, archer, knight, 6, 6)
    assert s.card(knight).zone == MAGIC_PILE and knight in s.state.players[1].magic_pile


def test_mind_capture_is_not_offered_when_the_attack_does_not_destroy_nor_against_a_summoner():
    """Mind Capture must not be offered for an attack that leaves the unit alive, nor against the
    enemy summoner."""
    s = bd().phase(0, "attack")
    g = s.place(0, "Gulldune", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    attack(s, g, knight, 4, 1)  # 1 wound of 2
    assert s.prompt is None and s.card(knight).controller == 1 and s.card(knight).damage == 1
    s2 = bd().phase(0, "attack")
    sera = s2.summoner(1)
    g2 = s2.place(0, "Gulldune", (2, 5))
    s2.damage(sera, 5)
    attack(s2, g2, sera, 6, 6)
    assert s2.state.over and s2.state.winner == 0


# --- Kalal: Glimpse the Future -----------------------------------------------------------------------


def _glimpse(s, kalal):
    s.do(cmds.Move(0, kalal, ((1, 4),)))
    assert "look at the top of which draw pile" in s.prompt.text
    s.answer("opponent")


def test_glimpse_the_future_puts_2_of_the_top_4_on_the_bottom_and_orders_the_other_2():
    """Glimpse the Future: 'once per turn, after moving Kalal, pick a player, look at the top 4
    cards of their draw pile, put 2 on the bottom and 2 back on top'. Ella sees the 4 cards while
    she chooses; Toby sees hidden cards."""
    s = bd().phase(0, "move")
    kalal = s.place(0, "Kalal", (1, 3))
    draw = list(s.state.players[1].draw)
    top4 = list(reversed(draw[-4:]))  # top first
    _glimpse(s, kalal)
    assert s.prompt.kind == "card" and set(s.options()) == set(top4)
    mine = view(s.state, 0)
    assert all(mine.cards[u].defn is not HIDDEN for u in top4)
    assert all(o < 0 for o in view(s.state, 1).pending.options)  # sealed for Toby
    s.answer(top4[0])  # to the very bottom
    s.answer(top4[2])  # then on top of it, at the bottom
    assert set(s.options()) == {top4[1], top4[3]}
    s.answer(top4[3])  # the top card now
    new = s.state.players[1].draw
    assert new[:2] == [top4[0], top4[2]]
    assert new[-1] == top4[3] and new[-2] == top4[1]
    assert sorted(new) == sorted(draw) and new[2:-2] == draw[:-4]
    assert s.prompt is None


def test_glimpse_the_future_only_once_per_turn_and_only_after_kalal_moves():
    """Glimpse the Future must not trigger on a second move of Kalal in the same turn, nor when
    another unit moves."""
    s = bd().phase(0, "move")
    kalal = s.place(0, "Kalal", (1, 3))
    other = s.place(0, "Breaker", (4, 3))
    s.do(cmds.Move(0, other, ((4, 4),)))
    assert s.prompt is None
    _glimpse(s, kalal)
    while s.prompt is not None:
        s.answer(s.options()[0])
    s.apply(ev.PhaseBegan(0, "move"))  # a fresh Movement phase in the same turn
    s.do(cmds.Move(0, kalal, ((1, 3),)))
    assert s.prompt is None


# --- Sorgwen: Telepathic Command ---------------------------------------------------------------------


def test_telepathic_command_lets_a_common_within_3_attack_again_at_the_end_of_the_attack_phase():
    """Telepathic Command: 'at the end of your Attack phase, pick a common you control within 3
    spaces of Sorgwen; it may attack again right away, even if it already attacked'."""
    s = bd().phase(0, "attack")
    s.place(0, "Sorgwen", (0, 3))
    d = s.place(0, "Deceiver", (1, 4))  # 2 spaces from Sorgwen
    knight = s.place(1, "Guardian Knight", (1, 5))
    attack(s, d, knight, 1)  # a miss
    _end_attack_phase(s)
    assert "Telepathic Command" in s.prompt.text and s.prompt.optional
    s.answer(d)
    assert knight in s.options()
    s.roll(5).answer(knight)
    assert s.card(knight).damage == 1
    assert s.state.phase == "magic"


def test_telepathic_command_offers_only_commons_ella_controls_within_3():
    """Telepathic Command must not offer a common 4 spaces from Sorgwen, a champion, or an enemy
    common."""
    s = bd().phase(0, "attack")
    s.place(0, "Sorgwen", (0, 3))
    near = s.place(0, "Breaker", (1, 5))  # 3 spaces
    far = s.place(0, "Breaker", (4, 3))  # 4 spaces
    gull = s.place(0, "Gulldune", (0, 4))
    enemy = s.place(1, "Guardian Knight", (0, 5))
    _end_attack_phase(s)
    assert "Telepathic Command" in s.prompt.text
    assert near in s.options()
    assert far not in s.options() and gull not in s.options() and enemy not in s.options()


# --- Controller: Telekinetic Blast -------------------------------------------------------------------


def test_telekinetic_blast_moves_a_unit_within_2_one_space_after_the_controller_attacks():
    """Telekinetic Blast: 'after it attacks, you may move one unit within 2 spaces of it up to 1
    space'."""
    s = bd().phase(0, "attack")
    c = s.place(0, "Controller", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    attack(s, c, knight, 1, 1)
    assert "Telekinetic Blast" in s.prompt.text and s.prompt.optional
    assert knight in s.options()
    s.answer(knight)
    s.answer((2, 5))
    assert s.card(knight).pos == (2, 5)


def test_telekinetic_blast_cannot_move_a_controller_nor_a_unit_3_spaces_away():
    """Telekinetic Blast: '(Controllers cannot be moved this way)', and only units within 2."""
    s = bd().phase(0, "attack")
    c = s.place(0, "Controller", (1, 3))
    other = s.place(0, "Controller", (2, 3))
    far = s.place(1, "Guardian Knight", (4, 3))  # 3 spaces
    knight = s.place(1, "Guardian Knight", (1, 5))
    attack(s, c, knight, 1, 1)
    opts = s.options()
    assert knight in opts and other not in opts and c not in opts and far not in opts


# --- Deceiver: Stun ---------------------------------------------------------------------------------


def _to_tobys_turn(s):
    s.phase(0, "magic")
    while s.state.turn.player == 0:
        assert s.prompt is None
        s.end_phase()


def test_stun_stops_an_adjacent_enemy_common_moving_or_attacking_that_turn():
    """Stun: 'enemy commons that begin a turn adjacent to it cannot move or attack that turn' (even
    if the Deceiver is destroyed during that turn)."""
    s = bd()
    d = s.place(0, "Deceiver", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    _to_tobys_turn(s)
    assert not can_move(s.state, s.card(knight)) and not can_attack(s.state, s.card(knight))
    s.phase(1, "move")
    s.reject(cmds.Move(1, knight, ((1, 5),)))
    s.remove(s.card(d).pos)  # the Deceiver leaves: the stun lasts the turn
    s.phase(1, "attack")
    assert not can_attack(s.state, s.card(knight))
    assert not any(isinstance(c, cmds.Attack) and c.attacker == knight for c in s.legal())


def test_stun_spares_champions_units_not_adjacent_at_the_start_and_the_next_turn():
    """Stun must not touch an adjacent champion, a common that was not adjacent when the turn
    began, nor last into the following turn; and a Deceiver does not stun itself."""
    s = bd()
    d = s.place(0, "Deceiver", (2, 4))
    kalon = s.place(1, "Kalon Lightbringer", (1, 4))
    away = s.place(1, "Guardian Knight", (4, 5))
    _to_tobys_turn(s)
    assert can_move(s.state, s.card(kalon)) and can_attack(s.state, s.card(kalon))
    assert can_move(s.state, s.card(away))
    assert can_move(s.state, s.card(d)) and can_attack(s.state, s.card(d))
    s2 = bd()
    s2.place(0, "Deceiver", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    _to_tobys_turn(s2)
    s2.phase(1, "magic")
    s2.relocate(knight, (5, 5))  # no longer next to the Deceiver when Ella's turn and Toby's next begin
    while s2.state.turn.player == 1:
        s2.end_phase()
    while s2.state.turn.player == 0:
        assert s2.prompt is None
        s2.end_phase()
    assert can_move(s2.state, s2.card(knight)) and can_attack(s2.state, s2.card(knight))


# --- Breaker: Memory Break ---------------------------------------------------------------------------


def test_memory_break_discards_the_top_card_unless_its_owner_pays_1_magic():
    """Memory Break: 'after it attacks an enemy unit, you may reveal the top card of an opponent's
    draw pile; it is discarded unless its owner pays 1 magic to put it on the bottom instead'.
    Both players see the revealed card while Toby chooses."""
    s = bd().phase(0, "attack")
    b = s.place(0, "Breaker", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    s.magic(1, 2)
    top = s.state.players[1].draw[-1]
    attack(s, b, knight, 1)
    assert "Memory Break" in s.prompt.text and s.prompt.optional
    s.answer("yes")
    assert s.prompt.player == 1 and s.options() == ["pay", "discard"]
    assert view(s.state, 0).cards[top].defn is not HIDDEN and view(s.state, 1).cards[top].defn is not HIDDEN
    s.answer("pay")
    assert s.state.players[1].draw[0] == top and magic(s, 1) == 1
    # Toby cannot pay: the next top card is discarded without asking.
    s2 = bd().phase(0, "attack")
    b2 = s2.place(0, "Breaker", (1, 3))
    k2 = s2.place(1, "Guardian Knight", (1, 5))
    s2.magic(1, 0)
    top2 = s2.state.players[1].draw[-1]
    attack(s2, b2, k2, 1)
    s2.answer("yes")
    assert s2.prompt is None and s2.card(top2).zone == DISCARD and top2 in s2.state.players[1].discard


def test_memory_break_needs_an_attack_on_an_enemy_unit_and_may_be_declined():
    """Memory Break must not be offered after an attack on a wall; declined, the draw pile is as it
    was."""
    s = bd().phase(0, "attack")
    b = s.place(0, "Breaker", (3, 4))
    wall = s.gate(1)  # (3, 5)
    knight = s.place(1, "Guardian Knight", (1, 4))  # not next to the Breaker (it would have to attack it)
    draw = list(s.state.players[1].draw)
    attack(s, b, wall, 6)
    assert s.prompt is None
    s.phase(0, "attack")
    attack(s, b, knight, 1)
    s.answer(None)
    assert s.state.players[1].draw == draw


# --- Mind Control ---------------------------------------------------------------------------------


def test_mind_control_pays_the_cost_of_an_enemy_common_on_ellas_side_to_take_it_for_good():
    """Mind Control: 'pick a common on your side of the battlefield; pay magic equal to its summon
    cost to take control of it' (for good: still Ella's next turn)."""
    s = bd().phase(0, "event")
    s.magic(0, 3)
    priest = s.place(1, "Priest", (2, 3))  # row 3: Ella's side; costs 2
    play(s, 0, "Mind Control")
    assert priest in s.options()
    s.answer(priest)
    assert s.card(priest).controller == 0 and magic(s, 0) == 1
    _to_turn_end(s)
    while s.state.turn.player == 1:
        s.end_phase()
    assert s.card(priest).controller == 0


def test_mind_control_refuses_units_on_tobys_side_champions_and_what_ella_cannot_pay():
    """Mind Control must not offer an enemy common on Toby's side, a champion, or a common whose
    cost Ella cannot pay; with none to pick it cannot be played."""
    s = bd().phase(0, "event")
    s.magic(0, 1)
    s.place(1, "Guardian Knight", (2, 4))  # Toby's side
    s.place(1, "Kalon Lightbringer", (1, 3))
    s.place(1, "Priest", (4, 3))  # costs 2
    uid = s.in_hand(0, "Mind Control")
    assert "target" in s.reject(cmds.PlayEvent(0, uid))


# --- Mimic ------------------------------------------------------------------------------------------


def _mimic_scene():
    s = bd().phase(0, "event")
    s.empty_hand(1)
    judgment = s.hand(1, "Holy Judgment")
    archer = s.hand(1, "Stalwart Archer")
    wall = s.hand(1, "Wall")
    return s, judgment, archer, wall


def test_mimic_takes_an_event_from_tobys_hand_which_ella_then_plays_as_her_own():
    """Mimic: 'look at an opponent's hand; you may take one event from it (no wall of any kind)
    into your hand'. Ella sees Toby's hand only while she chooses; Toby sees which card was taken;
    played by Ella, it goes to her discard pile."""
    s, judgment, archer, wall = _mimic_scene()
    assert view(s.state, 0).cards.get(judgment) is None  # hidden before
    play(s, 0, "Mimic")
    assert s.options() == [judgment] and s.prompt.optional
    assert "Stalwart Archer" in s.prompt.text and "Wall" in s.prompt.text
    mine = view(s.state, 0)
    assert all(mine.cards[u].defn is not HIDDEN for u in (judgment, archer, wall))
    theirs = view(s.state, 1)
    assert "Holy Judgment" not in theirs.pending.text
    s.answer(judgment)
    c = s.card(judgment)
    assert c.zone == HAND and judgment in s.state.players[0].hand and c.owner == 1 and c.controller == 0
    assert view(s.state, 1).cards[judgment].defn.name == "Holy Judgment"  # Toby knows it
    assert view(s.state, 0).cards.get(archer) is None  # the look is over
    s.do(cmds.PlayEvent(0, judgment))
    while s.prompt is not None:
        s.answer(s.options()[0] if not s.prompt.optional else None)
    assert s.card(judgment).zone == DISCARD and judgment in s.state.players[0].discard


def test_mimic_offers_no_unit_nor_wall_and_toby_cannot_play_a_taken_event():
    """Mimic must not offer a unit or a wall; with no event in Toby's hand Ella only looks; a taken
    event is no longer Toby's to play."""
    s = bd().phase(0, "event")
    s.empty_hand(1)
    s.hand(1, "Stalwart Archer")
    s.hand(1, "Wall")
    uid = s.in_hand(0, "Mimic")
    before = s.state
    events = s.do(cmds.PlayEvent(0, uid))
    assert s.prompt.kind == "confirm" and not s.prompt.optional and "no event" in s.prompt.text
    assert "Stalwart Archer" in s.prompt.text
    opened = [e for e in events if isinstance(e, ev.PromptOpened)]
    mid = apply_all(before, [e for e in events if not isinstance(e, ev.PromptOpened)])
    assert "Stalwart Archer was shown" in revealed(mid, tuple(opened), 0)  # no taking back: Ella has looked
    s.answer("yes")
    assert len(s.state.players[1].hand) == 2
    s2, judgment, _, _ = _mimic_scene()
    play(s2, 0, "Mimic")
    s2.answer(judgment)
    s2.phase(1, "event")
    assert "not in your hand" in s2.reject(cmds.PlayEvent(1, judgment))


def test_a_shadows_taken_by_mimic_is_no_longer_its_owners_to_react_with():
    """Shadows (Shadow Elves) reacts from the hand holding it: taken by Mimic, Toby is not asked to
    play it when his Swordsman is destroyed and put on Ella's magic pile ('in your hand' means the
    hand that holds it), and Ella is not either (the Swordsman is not hers)."""
    s = scene(BD, "shadow-elves-1e").phase(0, "event")
    s.empty_hand(1)
    shadows = s.hand(1, "Shadows")
    play(s, 0, "Mimic")
    s.answer(shadows)
    s.phase(0, "attack")
    b = s.place(0, "Breaker", (1, 3))
    sword = s.place(1, "Swordsman", (1, 5))
    s.damage(sword, 1)
    attack(s, b, sword, 6)
    assert s.card(sword).zone == MAGIC_PILE and sword in s.state.players[0].magic_pile
    assert s.prompt is None or "Shadows" not in s.prompt.text


# --- Magic Drain, A Hero Is Born (as the Phoenix Elves') -----------------------------------------------


def test_magic_drain_takes_2_magic_when_ella_has_fewer_units():
    """Magic Drain: 'play only if you have fewer units than your opponent; move up to 2 cards from
    the top of their magic pile to yours'."""
    s = bd().phase(0, "event")
    s.magic(0, 0)
    s.magic(1, 3)
    s.place(1, "Guardian Knight", (0, 6))
    play(s, 0, "Magic Drain")
    assert magic(s, 0) == 2 and magic(s, 1) == 1


def test_magic_drain_cannot_be_played_with_as_many_units():
    """Magic Drain must not be played when Ella has as many units as Toby."""
    s = bd().phase(0, "event")
    s.magic(1, 3)
    uid = s.in_hand(0, "Magic Drain")
    s.reject(cmds.PlayEvent(0, uid))


def test_a_hero_is_born_puts_a_champion_from_the_draw_pile_into_the_hand():
    """A Hero Is Born: 'search your draw pile for a champion, show it and put it in your hand'."""
    s = bd().phase(0, "event")
    play(s, 0, "A Hero Is Born")
    if s.prompt is not None:
        s.answer(s.options()[0])
    champs = [u for u in s.state.players[0].hand if s.card(u).defn.has_class("champion")]
    assert champs


def test_a_hero_is_born_takes_no_common():
    """A Hero Is Born must not offer a common."""
    s = bd().phase(0, "event")
    before = Counter(s.card(u).name for u in s.state.players[0].hand)
    play(s, 0, "A Hero Is Born")
    if s.prompt is not None:
        assert all(s.card(u).defn.has_class("champion") for u in s.options())
        s.answer(s.options()[0])
    after = Counter(s.card(u).name for u in s.state.players[0].hand)
    gained = after - before
    assert all(catalog.cards(include_user=False)[f"{BD}/{n.lower()}"].has_class("champion") for n in gained)


# --- random games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_against_the_vanguards_keep_every_invariant(seed):
    """Random legal play, Benders against the Vanguards, to the end of the game with every
    invariant checked (tests/simcheck.py)."""
    g = play_checked(setup_1e(BD, VG, seed), seed)
    assert g.state.over


def _random_walk(s, seed: int, commands: int) -> Counter:
    """Random legal commands from a scene, every invariant and both views checked after each;
    returns how often each ability asked (by the title its prompts start with) or fired."""
    from game.core.invariants import check_invariants
    from game.core.rng import randbelow, seed_state
    from tests.simcheck import check_view

    r = seed_state(seed)
    seen: Counter = Counter()
    for _ in range(commands):
        if s.state.over:
            break
        options = s.legal()
        r, i = randbelow(r, len(options))
        for e in s.do(options[i]):
            if isinstance(e, ev.PromptOpened):
                seen[e.prompt.text.split(":")[0]] += 1
            elif isinstance(e, ev.EffectAdded) and e.effect.kind == "grant":
                seen["Stun"] += 1
            elif isinstance(e, ev.CardTakenIntoHand | ev.DrawPileArranged | ev.ControlChanged):
                seen[type(e).__name__] += 1
        assert not check_invariants(s.state)
        check_view(s.state, 0)
        check_view(s.state, 1)
    return seen


def _battle():
    """Every Benders unit on the battlefield facing a Vanguards line, Ella to move."""
    s = bd().phase(0, "move")
    for name, pos in (("Kalal", (1, 3)), ("Sorgwen", (2, 3)), ("Gulldune", (4, 3)), ("Controller", (0, 3)),
                      ("Deceiver", (5, 3)), ("Breaker", (3, 3))):
        s.place(0, name, pos)
    for name, pos in (("Guardian Knight", (1, 4)), ("Guardian Knight", (5, 4)), ("Priest", (2, 5)),
                      ("Stalwart Archer", (4, 5)), ("Kalon Lightbringer", (0, 5))):
        s.place(1, name, pos)
    s.magic(0, 6)
    s.magic(1, 4)
    return s


def test_random_play_from_a_battle_uses_every_unit_ability_and_keeps_every_invariant():
    """Random legal play from a position with every Benders unit in reach of the enemy, invariants
    and both players' views checked after every command: the unit abilities are used along the
    way."""
    seen: Counter = Counter()
    for seed in range(1, 7):
        seen += _random_walk(_battle(), seed, 120)
    for title in ("Glimpse the Future", "Telepathic Command", "Telekinetic Blast", "Counter Summon", "Stun",
                  "Use Memory Break?", "DrawPileArranged"):
        assert seen[title], (title, dict(seen))


def test_random_games_use_the_benders_events_and_commons():
    """Whole random games (every invariant checked, tests/simcheck.py): Mimic takes cards, Mind
    Control takes units, the commons' abilities and Counter Summon are used."""
    seen: Counter = Counter()
    for seed in (1, 2, 4):
        g = play_checked(setup_1e(BD, VG, seed), seed)
        for e in g.events:
            if isinstance(e, ev.PromptOpened):
                seen[e.prompt.text.split(":")[0]] += 1
            elif isinstance(e, ev.CardTakenIntoHand | ev.ControlChanged):
                seen[type(e).__name__] += 1
    for title in ("Mimic", "CardTakenIntoHand", "Mind Control", "ControlChanged", "Telekinetic Blast",
                  "Counter Summon"):
        assert seen[title], (title, dict(seen))


def _bots_answer(s, kinds=("normal", "easy")) -> int:
    """Let each bot answer the pending prompts in turn (from its own view of the game); returns how
    many it answered."""
    from game.ai.registry import make_bot
    from game.core import acting_player

    n = 0
    for i in range(40):
        if s.prompt is None:
            return n
        p = acting_player(s.state)
        cmd = make_bot(kinds[i % len(kinds)], 3 + i).choose(s.state, p)
        assert isinstance(cmd, cmds.Answer), cmd
        s.do(cmd)
        n += 1
    raise AssertionError("the bots never finished answering")


def test_bots_answer_glimpse_the_future_mimic_and_memory_break():
    """The bots (which see only their own view) answer every question these abilities ask: whose
    draw pile and which cards (Glimpse the Future), which event to take (Mimic), pay or lose the
    card (Memory Break, answered by Toby)."""
    s = bd().phase(0, "move")
    kalal = s.place(0, "Kalal", (1, 3))
    s.do(cmds.Move(0, kalal, ((1, 4),)))
    assert _bots_answer(s) >= 3
    assert s.state.phase == "move"
    s, judgment, _, _ = _mimic_scene()
    play(s, 0, "Mimic")
    assert _bots_answer(s) == 1
    s = bd().phase(0, "attack")
    b = s.place(0, "Breaker", (1, 3))
    knight = s.place(1, "Guardian Knight", (1, 5))
    s.magic(1, 2)
    attack(s, b, knight, 1)
    s.answer("yes")
    assert s.prompt.player == 1
    assert _bots_answer(s) == 1


def test_stun_outlives_a_deceiver_destroyed_face_down_in_every_players_view():
    """Stun lasts the turn 'even if the Deceiver is destroyed'. Destroyed, it goes face down onto
    the destroyer's Magic Pile ("Destroyed cards are placed on the Magic Pile of the player who
    destroyed them"), a pile the Deceiver's own player may not look at; but both players saw it
    go there and its Stun is still at work, so their view keeps it in sight for as long as the
    Stun lasts: the stunned Knight is stunned in Ella's view too (her window and her bot read
    it), and once the turn is over the Deceiver is a hidden card of Toby's pile again."""
    s = bd()
    d = s.place(0, "Deceiver", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    kalon = s.place(1, "Kalon Lightbringer", (3, 4))
    _to_tobys_turn(s)
    s.phase(1, "attack")
    attack(s, kalon, d, 6, 6, 6, 6)
    assert s.card(d).zone == MAGIC_PILE and d in s.state.players[1].magic_pile
    assert not can_move(s.state, s.card(knight))
    for viewer in (0, 1):
        v = view(s.state, viewer)
        assert not can_move(v, v.cards[knight]) and not can_attack(v, v.cards[knight]), viewer
        assert d in v.players[1].magic_pile and v.cards[d].defn.name == "Deceiver"
    v = view(s.state, 0)
    others = [u for u in v.players[1].magic_pile if u != d]
    assert all(v.cards[u].defn is HIDDEN for u in others)  # the rest of Toby's pile stays hidden
    while s.state.turn.player == 1:
        s.end_phase()
    v = view(s.state, 0)
    assert d not in v.cards and all(v.cards[u].defn is HIDDEN for u in v.players[1].magic_pile)


def test_telekinetic_blast_off_a_vine_wall_rolls_as_any_move():
    """Vine Walls 3: "When a Unit moves off of a space containing a Vine Wall, roll a die. On a
    result of 3 or lower, that Unit receives 1 Wound Marker and cannot move off". Telekinetic
    Blast moves a unit, so a unit on a Vine Wall rolls: held on a 2 (1 wound, it stays), gone on
    a 6. Off a plain space nobody rolls."""
    for face, stays in ((2, True), (6, False)):
        s = scene("swamp-orcs-1e", BD).phase(1, "attack")
        s.vine(0, (1, 5))
        savager = s.place(0, "Savager", (1, 5))
        c = s.place(1, "Controller", (1, 3))
        attack(s, c, savager, 1, 1)
        s.answer(savager)
        out = s.roll(face).answer((0, 5))
        assert [e for e in out if isinstance(e, ev.VineRolled)], face
        assert s.card(savager).pos == ((1, 5) if stays else (0, 5))
        assert s.card(savager).damage == (1 if stays else 0)
    s = scene("swamp-orcs-1e", BD).phase(1, "attack")
    savager = s.place(0, "Savager", (1, 5))
    c = s.place(1, "Controller", (1, 3))
    attack(s, c, savager, 1, 1)
    s.answer(savager)
    out = s.answer((0, 5))
    assert not [e for e in out if isinstance(e, ev.VineRolled)] and s.card(savager).pos == (0, 5)
