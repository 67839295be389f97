"""Mercenaries, 1st edition, second half (cards/1e/mercenaries.yaml): Demon Hand, Owl Familiar,
Rune Mage, Bounder, Time Mage and Spear Grounder.

For every ability: a test where it takes effect and one where it must not; each docstring quotes
the card text (our paraphrase) or the rulebook sentence it checks. Mercenaries have no deck of
their own, so Ella (player 0) plays the test deck tests/rules_1e/mercenaries-b.yaml (Sunderved's
Mountain Vargath with one of each of these six swapped in for commons) and Toby (player 1) the
Vanguards. Only the summoners and starting walls stand at first: Sunderved at (3, 1), Ella's wall
at (2, 2); Sera at (2, 7), Toby's wall at (3, 5). Rows 0-3 are Ella's side. 1E dice: a result of
3 or more hits.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from game.content import load_content
from game.core import commands as cmds
from game.core import events as ev
from game.core.apply import apply_in_place
from game.core.game import Game
from game.core.scenario import Scenario
from game.core.setup import GameSetup
from game.core.stats import strength
from game.core.view import HIDDEN, view
from game.sim import make_setup
from tests.simcheck import play_checked

HERE = Path(__file__).resolve().parent.parent / "rules_1e"
DECK = "mercenaries-b-test-1e"
VG = "vanguards-1e"


@lru_cache(maxsize=1)
def _content():
    return load_content([HERE], include_user=False)


@lru_cache(maxsize=8)
def setup(seed: int = 1, opponent: str = VG) -> GameSetup:
    c = _content()
    decks = (c.library.decks[DECK], c.library.decks[opponent])
    return make_setup(c.rulesets["1e"], decks, dict(c.library.cards), seed)


def scene(player: int = 0, phase: str = "move") -> Scenario:
    """A strict scene at `phase` of a fresh turn of `player`."""
    return Scenario(setup(), strict=True).clear_starting_units(discards=True).phase(player, phase)


def names(s: Scenario, uids) -> list[str]:
    return [s.card(u).name for u in uids]


# --- the test deck ---------------------------------------------------------------------------------


def test_the_test_deck_loads_with_six_mercenaries():
    """1E rulebook, "Mercenaries": "Mercenary cards can be included in ANY deck, up to a maximum of
    6 Mercenary cards in a single deck." The test deck holds one of each of the six."""
    c = _content()
    assert [str(p) for p in c.problems if "mercenar" in str(p)] == []
    deck = c.library.decks[DECK]
    merc = {cid for cid, _ in deck.cards if cid.startswith("mercenaries-1e/")}
    assert merc == {f"mercenaries-1e/{x}" for x in (
        "demon-hand", "owl-familiar", "rune-mage", "bounder", "time-mage", "spear-grounder")}
    assert sum(n for _, n in deck.cards) == 34


# --- Demon Hand: Dark Pact ---------------------------------------------------------------------------


def test_dark_pact_rolls_before_the_demon_hand_moves_and_wounds_on_4():
    """Dark Pact: 'before it moves, you may pick a unit next to it and roll a die; on 4 or more that
    unit takes 1 wound.' The roll comes first, then the move."""
    s = scene()
    dh = s.place(0, "Demon Hand", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    out = s.do(cmds.Move(0, dh, ((1, 4),)))
    assert s.card(dh).pos == (2, 4) and s.prompt.options == (knight,)  # asked before it moves
    s.roll(4)
    out = s.answer(knight)
    kinds = [type(e).__name__ for e in out]
    assert kinds.index("DamageAdded") < kinds.index("UnitMoved")
    assert s.card(knight).damage == 1 and s.card(dh).pos == (1, 4)


def test_dark_pact_misses_on_3_and_may_be_declined():
    """Dark Pact: a roll under 4 does nothing; 'you may' pick a unit, so declining rolls no die.
    A unit that is not the Demon Hand asks nothing when it moves."""
    s = scene()
    dh = s.place(0, "Demon Hand", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.do(cmds.Move(0, dh, ((1, 4),)))
    s.roll(3)
    s.answer(knight)
    assert s.card(knight).damage == 0 and s.card(dh).pos == (1, 4)
    s2 = scene()
    dh = s2.place(0, "Demon Hand", (2, 4))
    knight = s2.place(1, "Guardian Knight", (2, 5))
    s2.do(cmds.Move(0, dh, ((1, 4),)))
    out = s2.answer(None)
    assert not any(isinstance(e, ev.DiceRolled) for e in out) and s2.card(knight).damage == 0
    warrior = s2.place(0, "Warrior", (4, 4))
    s2.place(1, "Guardian Knight", (4, 5))
    s2.do(cmds.Move(0, warrior, ((5, 4),)))
    assert s2.prompt is None and s2.card(warrior).pos == (5, 4)


def test_dark_pact_wounds_your_summoner_when_the_demon_hand_is_destroyed():
    """Dark Pact: 'When the Demon Hand is destroyed, your summoner takes 1 wound' (Ella's
    Sunderved, though by then the Demon Hand lies on Toby's magic pile)."""
    s = scene(1, "attack")
    dh = s.place(0, "Demon Hand", (2, 4))
    knight = s.place(1, "Guardian Knight", (2, 5))
    s.damage(dh, 2)
    s.roll(6).do(cmds.Attack(1, knight, dh))
    assert not s.on_board(dh)
    assert s.card(s.summoner(0)).damage == 1
    assert s.card(s.summoner(1)).damage == 0


def test_dark_pact_does_not_wound_a_summoner_when_another_unit_is_destroyed():
    """Dark Pact must not set off when another of Ella's units is destroyed, nor when the Demon
    Hand is only wounded."""
    s = scene(1, "attack")
    dh = s.place(0, "Demon Hand", (2, 4))
    warrior = s.place(0, "Warrior", (4, 4))
    k1 = s.place(1, "Guardian Knight", (2, 5))
    k2 = s.place(1, "Guardian Knight", (4, 5))
    s.damage(warrior, 1)
    s.roll(6).do(cmds.Attack(1, k2, warrior))
    s.roll(6).do(cmds.Attack(1, k1, dh))
    assert not s.on_board(warrior) and s.on_board(dh)
    assert s.card(s.summoner(0)).damage == 0 and s.card(s.summoner(1)).damage == 0


# --- Owl Familiar: Mental Clarity ---------------------------------------------------------------------


def _draw_top(s: Scenario, player: int, n: int) -> list[int]:
    return list(reversed(s.state.players[player].draw[-n:]))  # the top card first


def test_mental_clarity_puts_the_top_cards_back_on_the_bottom_and_on_top_in_the_chosen_order():
    """Mental Clarity: 'instead of attacking, look at the top 3 cards of your draw pile; put any of
    them on the bottom and the rest back on top in any order.' Ella sends the top card to the
    bottom and puts the third card back above the second; the Owl has used its attack."""
    s = scene(0, "attack")
    owl = s.place(0, "Owl Familiar", (3, 4))
    knight = s.place(1, "Guardian Knight", (4, 4))
    a, b, c = _draw_top(s, 0, 3)
    size = len(s.state.players[0].draw)
    s.use(0, owl, "mental_clarity")
    assert s.prompt.kind == "card" and set(s.prompt.options) == {a, b, c}
    s.answer(a)
    s.answer("bottom")
    s.answer(b)
    s.answer("top")
    out = s.answer("top")  # the last card, c, goes above b
    assert any(isinstance(e, ev.DrawPileArranged) for e in out)
    pile = s.state.players[0].draw
    assert len(pile) == size and pile[0] == a and pile[-2:] == [b, c]
    assert owl in s.state.turn.attackers
    s.reject(cmds.Attack(0, owl, knight))


def test_mental_clarity_shows_the_cards_to_their_owner_only():
    """Only the Owl's player looks at the cards: the opponent's view of the question shows hidden
    cards and no card name; the player's own view names them."""
    s = scene(0, "attack")
    owl = s.place(0, "Owl Familiar", (3, 4))
    top = _draw_top(s, 0, 3)
    s.use(0, owl, "mental_clarity")
    theirs = view(s.state, 1)
    assert all(theirs.cards[o].defn is HIDDEN for o in theirs.pending.options)
    assert not set(theirs.pending.options) & set(top)
    assert set(view(s.state, 0).pending.labels) == set(names(s, top))
    s.answer(top[0])
    theirs = view(s.state, 1)
    assert s.card(top[0]).name not in theirs.pending.text
    assert s.card(top[0]).name in s.prompt.text


def test_mental_clarity_is_used_instead_of_attacking_only():
    """Mental Clarity is used 'instead of attacking': not in the Movement phase, and not by an Owl
    that has attacked."""
    s = scene(0, "move")
    owl = s.place(0, "Owl Familiar", (3, 4))
    assert "mental_clarity" not in s.uses(owl)
    s2 = scene(0, "attack")
    owl = s2.place(0, "Owl Familiar", (3, 4))
    knight = s2.place(1, "Guardian Knight", (4, 4))
    s2.roll(1).do(cmds.Attack(0, owl, knight))
    assert "mental_clarity" not in s2.uses(owl)


def test_mental_clarity_needs_a_draw_pile():
    """Mental Clarity looks at the top of the draw pile: with an empty draw pile it cannot be used."""
    s = scene(0, "attack")
    owl = s.place(0, "Owl Familiar", (3, 4))
    s.empty_draw_pile(0)
    assert s.state.players[0].draw == []
    assert "mental_clarity" not in s.uses(owl)


# --- Rune Mage: Siphon -------------------------------------------------------------------------------


def _to_move_phase(s: Scenario) -> None:
    """From Ella's Play Event Cards phase into her Movement phase, so it begins with the board set."""
    assert s.state.phase == "event"
    s.end_phase()
    assert s.state.phase == "move"


def test_siphon_takes_the_top_card_of_the_opponents_magic_pile_instead_of_moving():
    """Siphon: 'if it begins your Movement phase next to an opponent's wall, instead of moving it
    you may move the top card of that opponent's magic pile onto yours.'"""
    s = scene(0, "event")
    rm = s.place(0, "Rune Mage", (3, 4))  # next to Toby's wall at (3, 5)
    pile = s.magic_pile(1, "Guardian Knight", "Priest")
    _to_move_phase(s)
    assert "siphon" in s.uses(rm)
    s.use(0, rm, "siphon")
    assert s.state.players[0].magic_pile == [pile[-1]]
    assert s.state.players[1].magic_pile == pile[:-1]
    s.reject(cmds.Move(0, rm, ((4, 4),)))  # it used its move


def test_siphon_needs_the_rune_mage_next_to_a_wall_when_the_phase_begins():
    """Siphon must not be used by a Rune Mage that was not next to an opponent's wall when the
    Movement phase began (even if it stands there now), nor when the opponent's magic pile is empty,
    nor after it has moved."""
    s = scene(0, "event")
    far = s.place(0, "Rune Mage", (0, 4))
    s.magic_pile(1, "Guardian Knight")
    _to_move_phase(s)
    assert "siphon" not in s.uses(far)
    s.relocate(far, (4, 5))  # now next to the wall, but not when the phase began
    assert "siphon" not in s.uses(far)
    s2 = scene(0, "event")
    rm = s2.place(0, "Rune Mage", (3, 4))
    _to_move_phase(s2)
    assert s2.state.players[1].magic_pile == [] and "siphon" not in s2.uses(rm)
    s3 = scene(0, "event")
    rm = s3.place(0, "Rune Mage", (3, 4))
    s3.magic_pile(1, "Guardian Knight")
    _to_move_phase(s3)
    s3.do(cmds.Move(0, rm, ((4, 4),)))
    assert "siphon" not in s3.uses(rm)


# --- Bounder: Leap ------------------------------------------------------------------------------------


def test_leap_moves_up_to_3_spaces_in_a_line_over_units():
    """Leap: 'instead of moving normally, it may move up to 3 spaces in a straight line, passing
    over units, and end on an empty space.' It is the Bounder's move for the phase."""
    s = scene()
    b = s.place(0, "Bounder", (1, 3))
    s.place(1, "Guardian Knight", (1, 4))
    s.place(0, "Warrior", (1, 5))
    s.use(0, b, "leap")
    assert (1, 6) in s.options()
    s.answer((1, 6))
    assert s.card(b).pos == (1, 6)
    assert b in s.state.turn.movers
    s.reject(cmds.Move(0, b, ((0, 6),)))


def test_leap_does_not_pass_walls_nor_end_on_a_card_nor_go_farther_than_3():
    """Leap passes over units only: a wall ends the line; it ends on an empty space, within 3
    spaces, in a straight line (never diagonally); a normal move still cannot pass a unit."""
    s = scene()
    b = s.place(0, "Bounder", (3, 2))
    s.place(0, "Warrior", (3, 3))
    s.place(0, "Warrior", (3, 4))
    # Up: two Warriors, then Toby's wall at (3, 5) ends the line. Left: Ella's wall at (2, 2).
    # Down: over Sunderved at (3, 1) to (3, 0). Right: (4, 2) and (5, 2).
    s.use(0, b, "leap")
    assert set(s.options()) == {(3, 0), (4, 2), (5, 2)}
    s2 = scene()
    b = s2.place(0, "Bounder", (1, 3))
    s2.place(1, "Guardian Knight", (1, 4))
    s2.reject(cmds.Move(0, b, ((1, 4), (1, 5))))



# --- Time Mage: Blink ---------------------------------------------------------------------------------


def test_blink_moves_diagonally_and_through_cards():
    """Blink: 'it may move diagonally and through other cards, as long as it ends on an empty
    space.' Two diagonal steps, the first through an enemy unit (a path the player draws; the
    legal moves list one path per space)."""
    s = scene()
    s.strict = False
    tm = s.place(0, "Time Mage", (1, 3))
    s.place(1, "Guardian Knight", (2, 4))
    s.do(cmds.Move(0, tm, ((2, 4), (3, 3))))
    assert s.card(tm).pos == (3, 3)
    s2 = scene()
    tm = s2.place(0, "Time Mage", (1, 3))
    s2.do(cmds.Move(0, tm, ((0, 4),)))
    assert s2.card(tm).pos == (0, 4)


def test_blink_must_end_on_an_empty_space_and_other_units_still_move_straight():
    """Blink must not end on a card; rulebook, "Phase 2: Move": "Cards cannot move diagonally", so
    any other unit (a Warrior) still cannot."""
    s = scene()
    tm = s.place(0, "Time Mage", (1, 3))
    knight = s.place(1, "Guardian Knight", (2, 4))
    s.reject(cmds.Move(0, tm, ((2, 4),)))
    w = s.place(0, "Warrior", (4, 3))
    s.reject(cmds.Move(0, w, ((5, 4),)))
    assert not any(isinstance(c, cmds.Move) and c.unit == w and (5, 4) == c.path[0] for c in s.legal())
    assert s.card(knight).pos == (2, 4)


# --- Spear Grounder: Reach ----------------------------------------------------------------------------


def test_reach_adds_1_attack_against_an_adjacent_card_and_attacks_a_diagonal_unit():
    """Reach: '+1 attack when it attacks an adjacent card. It may also attack a unit touching it
    diagonally.' Two dice against the adjacent knight; the diagonal one may be attacked."""
    s = scene(0, "attack")
    sg = s.place(0, "Spear Grounder", (2, 4))
    beside = s.place(1, "Guardian Knight", (2, 5))
    corner = s.place(1, "Guardian Knight", (3, 3))
    assert s.attack_targets(sg) == {beside, corner}
    s.roll(3, 3).do(cmds.Attack(0, sg, beside))
    assert not s.on_board(beside)  # 2 wounds on a 2-life Guardian Knight
    s2 = scene(0, "attack")
    sg = s2.place(0, "Spear Grounder", (2, 4))
    corner = s2.place(1, "Guardian Knight", (3, 3))
    s2.roll(3).do(cmds.Attack(0, sg, corner))
    assert s2.card(corner).damage == 1


def test_reach_gives_no_bonus_diagonally_and_no_diagonal_attack_on_walls_or_for_other_units():
    """Reach: the diagonal unit 'does not count as adjacent', so that attack gets no +1; only a
    unit may be attacked diagonally (not a wall); rulebook, "Phase 4: Attack": "Units cannot attack
    diagonally", so a Warrior cannot."""
    s = scene(0, "attack")
    sg = s.place(0, "Spear Grounder", (4, 4))  # Toby's wall at (3, 5) touches it diagonally
    corner = s.place(1, "Guardian Knight", (5, 5))
    assert strength(s.state, s.card(sg), target=s.card(corner)) == 1
    assert s.gate(1) not in s.attack_targets(sg)
    s.reject(cmds.Attack(0, sg, s.gate(1)))
    w = s.place(0, "Warrior", (1, 4))
    knight = s.place(1, "Guardian Knight", (0, 5))
    assert knight not in s.attack_targets(w)
    s.reject(cmds.Attack(0, w, knight))


# --- random games -----------------------------------------------------------------------------------


def _diagonal(a, b) -> bool:
    return abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1


def _uses(game) -> set[str]:
    """Which of the six abilities the game's log shows taking effect."""
    seen: set[str] = set()
    st = game.initial.clone()
    for e in game.events:
        if isinstance(e, ev.DiceRolled) and e.purpose == "Dark Pact":
            seen.add("Dark Pact")
        elif isinstance(e, ev.DrawPileArranged):
            seen.add("Mental Clarity")
        elif isinstance(e, ev.CardsToMagicPile) and e.reason == "Siphon":
            seen.add("Siphon")
        elif isinstance(e, ev.AbilityUsed) and e.ability == "language:Leap":
            seen.add("Leap")
        elif isinstance(e, ev.UnitMoved) and st.cards[e.card].name == "Time Mage":
            steps = (st.cards[e.card].pos,) + tuple(e.path)
            if any(_diagonal(a, b) for a, b in zip(steps, steps[1:], strict=False)):
                seen.add("Blink")
        elif isinstance(e, ev.AttackDeclared) and st.cards[e.attacker].name == "Spear Grounder":
            if _diagonal(st.cards[e.attacker].pos, st.cards[e.target].pos):
                seen.add("Reach")
        apply_in_place(st, e)
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_with_the_mercenaries_keep_every_invariant(seed):
    """Random legal games of the test deck against the Vanguards, every invariant checked after
    every event (tests/simcheck.py: replay, re-deciding, views hiding hands and draw piles)."""
    g = play_checked(setup(seed), seed)
    assert g.state.over


def test_random_games_use_the_mercenaries_abilities():
    """Across a few random games (play_checked), the abilities take effect. Siphon needs a Rune
    Mage beside an enemy wall when the Movement phase begins and a card in the opponent's magic
    pile; random play rarely gets there, so it is counted in the keen games below."""
    seen: set[str] = set()
    for seed in (5, 10, 16):
        seen |= _uses(play_checked(setup(seed), 100 + seed))
    assert seen >= {"Dark Pact", "Mental Clarity", "Leap", "Blink", "Reach"}


def play_keen(game_setup: GameSetup, bot_seed: int) -> Game:
    """A random game, as `play_checked` plays it (the invariants after every event, the replayed
    state's hash, re-deciding, the views), but a player who may use one of these Mercenaries'
    abilities does so: random play alone seldom takes a Rune Mage to an enemy wall in time."""
    from game.core import decide, legal_commands, state_hash
    from game.core.invariants import check_invariants
    from game.core.rng import randbelow, seed_state
    from tests.simcheck import MAX_COMMANDS, check_view

    g = Game.new(game_setup)
    replay = g.state.clone()
    r = seed_state(bot_seed)
    n = 0
    while not g.state.over and n < MAX_COMMANDS:
        before = g.state
        options = legal_commands(before)
        keen = [c for c in options if isinstance(c, cmds.UseAbility)
                and c.ability in ("siphon", "mental_clarity", "leap")]
        r, i = randbelow(r, len(keen) if keen else len(options))
        cmd = (keen or options)[i]
        out = g.submit(cmd)
        assert out, f"legal command rejected: {cmd}"
        assert list(out.events) == decide(before, cmd), f"re-deciding {cmd} gave different events"
        for e in out.events:
            apply_in_place(replay, e)
            assert not check_invariants(replay, settled=False), f"after {e}"
        assert state_hash(replay) == state_hash(g.state)
        check_view(g.state, 0)
        check_view(g.state, 1)
        n += 1
    assert g.state.over
    return g


def test_keen_random_games_use_siphon_and_keep_every_invariant():
    """Random games in which the player uses Siphon, Mental Clarity or Leap whenever one may be
    used: Siphon takes effect, and every invariant holds throughout."""
    seen: set[str] = set()
    for seed in range(1, 7):
        seen |= _uses(play_keen(setup(seed), 200 + seed))
        if "Siphon" in seen:
            break
    assert {"Siphon", "Mental Clarity", "Leap"} <= seen


@pytest.mark.parametrize("bot", ["random", "easy", "normal"])
def test_bots_answer_the_mercenaries_questions(bot):
    """Every bot can answer what these abilities ask, from its own view: Mental Clarity's putting
    back (a card, then top or bottom, card after card), Leap's space and Dark Pact's unit. The
    cards Mental Clarity looks at stay in the pile, only reordered."""
    from game.ai.registry import make_bot

    b = make_bot(bot, 7, setup=setup())

    def answer_all(s: Scenario) -> list[ev.Event]:
        out: list[ev.Event] = []
        while s.prompt is not None:
            cmd = b.choose(s.state, s.prompt.player)
            assert isinstance(cmd, cmds.Answer), cmd
            out += s.do(cmd)
        return out

    s = scene(0, "attack")
    owl = s.place(0, "Owl Familiar", (3, 4))
    before = sorted(s.state.players[0].draw)
    s.use(0, owl, "mental_clarity")
    out = answer_all(s)
    assert any(isinstance(e, ev.DrawPileArranged) for e in out)
    assert sorted(s.state.players[0].draw) == before
    s = scene()
    bounder = s.place(0, "Bounder", (1, 3))
    s.place(1, "Guardian Knight", (1, 4))
    s.use(0, bounder, "leap")
    answer_all(s)
    assert s.card(bounder).pos != (1, 3) and bounder in s.state.turn.movers
    s = scene()
    dh = s.place(0, "Demon Hand", (2, 4))
    s.place(1, "Guardian Knight", (2, 5))
    s.do(cmds.Move(0, dh, ((1, 4),)))
    answer_all(s)
    assert s.card(dh).pos == (1, 4)
