"""The 1st edition's rules (issue 18), each checked both ways: that it happens, and that what it
forbids does not. Every test quotes the sentence of the 1E Master Set rulebook
(shared/seeds/1e-master-set-rulebook-en.txt) it checks. The factions are small test decks
(tests/rules_1e/), so a rule is checked apart from any shipped card."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content import load_content
from game.core import commands as cmds
from game.core import events as ev
from game.core.game import Game
from game.core.invariants import check_invariants
from game.core.scenario import Scenario
from game.core.setup import initial_state, start
from game.core.state import DISCARD, MAGIC_PILE
from game.core.view import HIDDEN, view
from game.sim import make_setup

HERE = Path(__file__).resolve().parent.parent / "rules_1e"


@pytest.fixture(scope="module")
def content():
    return load_content([HERE], include_user=False)


def setup_1e(content, seed: int = 1):
    decks = (content.library.decks["drill-a-1e"], content.library.decks["drill-b-1e"])
    return make_setup(content.rulesets["1e"], decks, dict(content.library.cards), seed)


def scene(content, seed: int = 1) -> Scenario:
    return Scenario(setup_1e(content, seed), clean=True)


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


# --- setup ---------------------------------------------------------------------------------


def test_setup_starting_cards_and_no_starting_hand(content):
    """"Each player checks their Reference Card and puts their 'Starting Setup' cards on the
    Battlefield"; "Players start the game with NO cards in their hand." The magic pile starts
    empty (neither rulebook puts a card in it)."""
    s = start(initial_state(setup_1e(content))).state
    for p in (0, 1):
        names = sorted(c.name for c in s.on_board() if c.owner == p)
        assert names == ["Bowman", "Captain", "Footman", "Wall"]
        assert s.players[p].hand == []
        assert s.players[p].magic_pile == [] and s.players[p].magic == 0
    assert not check_invariants(s)


def _rolls(content, want) -> tuple[int, Game]:
    for seed in range(500):
        g = Game.new(setup_1e(content, seed))
        rolls = next(e for e in g.log[0].events if isinstance(e, ev.FirstPlayerRolls))
        if want(rolls):
            return seed, g
    raise AssertionError("no seed found")


def test_the_high_roller_chooses_who_goes_first(content):
    """"Each player rolls a die. The player with the highest roll chooses who will take the first
    turn." The chooser is asked; the other player cannot answer; choosing to go second makes the
    other player first."""
    _, g = _rolls(content, lambda r: r.chooser == 1)
    rolls = next(e for e in g.log[0].events if isinstance(e, ev.FirstPlayerRolls))
    last = rolls.rolls[-1]
    assert last[1] > last[0]
    p = g.state.pending
    assert p is not None and p.player == 1 and p.options == ("first", "second")
    assert not g.submit(cmds.Answer(0, 0)), "the lower roller must not choose"
    out = g.submit(cmds.Answer(1, p.options.index("second")))
    assert out
    assert g.state.first_player == 0 and g.state.turn.player == 0
    # ... and choosing to go first makes the chooser first
    _, g2 = _rolls(content, lambda r: r.chooser == 1)
    assert g2.submit(cmds.Answer(1, 0))
    assert g2.state.first_player == 1


def test_ties_are_rolled_again(content):
    """"Re-roll ties." A tied first round is followed by another; the last round has one
    highest roll, and only then is a player asked."""
    _, g = _rolls(content, lambda r: len(r.rolls) > 1)
    rolls = next(e for e in g.log[0].events if isinstance(e, ev.FirstPlayerRolls))
    assert rolls.rolls[0][0] == rolls.rolls[0][1]
    assert rolls.rolls[-1][0] != rolls.rolls[-1][1]
    assert g.state.pending.player == rolls.chooser


def test_the_first_player_skips_draw_summon_and_events(content):
    """"The player who takes the first turn of the game must skip phases 1 – 3 of the Turn
    Sequence, and instead must begin their turn with the Movement Phase." The second player's
    first turn begins with the Draw phase and draws 5 cards."""
    s = Scenario(setup_1e(content))
    assert s.state.turn.number == 1 and s.state.phase == "move"
    assert s.state.players[0].hand == []
    while s.state.turn.player == 0:
        s.end_phase()
    # the second player's turn went through Draw: 5 cards, now in the Summon phase
    assert s.state.phase == "summon"
    assert len(s.state.players[1].hand) == 5


def test_the_first_move_phase_moves_at_most_two_units(content):
    """"During that first Movement Phase the player going first can only move with up to 2 Units,
    instead of the normal 3." The second player then moves 3."""
    s = scene(content)
    s.phase(0, "move", first_turn=True)
    a, b, c = (s.place(0, "Footman", (col, 1)) for col in (0, 1, 5))
    s.do(cmds.Move(0, a, ((0, 2),)))
    s.do(cmds.Move(0, b, ((1, 2),)))
    reason = s.reject(cmds.Move(0, c, ((5, 2),)))
    assert "first turn" in reason and "2" in reason
    # not the first turn: three units move
    t = scene(content)
    t.phase(0, "move")
    a, b, c = (t.place(0, "Footman", (col, 1)) for col in (0, 1, 5))
    for u, col in ((a, 0), (b, 1), (c, 5)):
        t.do(cmds.Move(0, u, ((col, 2),)))
    d = t.place(0, "Footman", (4, 0))
    assert "3 units" in t.reject(cmds.Move(0, d, ((4, 1),)))


# --- the turn ------------------------------------------------------------------------------


def test_turn_order_is_draw_summon_events_move_attack_build_magic(content):
    """"1. Draw 2. Summon 3. Play Event Cards 4. Movement 5. Attack 6. Build Magic"."""
    s = scene(content)
    s.phase(1, "magic")
    s.end_phase()
    seen = []
    while s.state.turn.player == 0 and s.state.phase not in seen:
        seen.append(s.state.phase)
        s.end_phase()
    assert seen == ["summon", "event", "move", "attack", "magic"]  # draw ends by itself
    assert s.state.ruleset.phase_name("magic") == "Build Magic"
    assert s.state.ruleset.phase_name("event") == "Play Event Cards"


def test_draw_up_to_five_and_an_empty_draw_pile_is_never_refilled(content):
    """"Draw cards until you have 5 cards in your hand ... If your Draw Pile is empty, you can no
    longer draw cards". With 3 cards in hand 2 are drawn; with 1 card left, 1 is drawn and the
    discard pile is not shuffled back."""
    s = scene(content)
    for name in ("Footman", "Footman", "Bowman"):
        s.hand(0, name)
    s.phase(1, "magic")
    events = s.end_phase()
    drawn = [e for e in events if isinstance(e, ev.CardsDrawn) and e.player == 0]
    assert len(drawn) == 1 and len(drawn[0].cards) == 2
    assert len(s.state.players[0].hand) == 5
    t = scene(content)
    t.empty_draw_pile(0, keep=1)
    t.phase(1, "magic")
    discard = list(t.state.players[0].discard)
    events = t.end_phase()
    assert len(t.state.players[0].hand) == 1 and t.state.players[0].draw == []
    assert t.state.players[0].discard == discard
    assert not any(isinstance(e, ev.DrawPileShuffled | ev.DeckShuffled) for e in events)


def test_summoning_spends_the_top_cards_of_the_magic_pile(content):
    """"To spend a Magic Point, remove 1 card from the top of your Magic Pile and place it face-up
    in your Discard Pile." A Brute (cost 2) takes the top 2 cards; with 1 card it cannot be
    summoned ("If you do not have enough cards in your Magic Pile ... you cannot summon")."""
    s = scene(content)
    s.clear_starting_units(discards=True)
    pile = s.magic_pile(0, "Footman", "Bowman", "Quake")
    brute = s.hand(0, "Brute")
    s.phase(0, "summon")
    s.do(cmds.Summon(0, brute, (2, 3)))
    p = s.state.players[0]
    assert p.magic_pile == [pile[0]] and p.magic == 1
    assert p.discard[-2:] == [pile[2], pile[1]]  # the top card first
    assert all(s.state.cards[u].zone == DISCARD and s.state.cards[u].seen for u in pile[1:])
    other = s.hand(0, "Brute")
    assert "magic" in s.reject(cmds.Summon(0, other, (1, 2)))


def test_summon_next_to_a_wall_you_control_only(content):
    """"Next you must place the summoned Unit onto an empty space adjacent to a Wall Card that you
    control." Not on a space away from every wall."""
    s = scene(content)
    s.magic(0, 4)
    u = s.hand(0, "Footman")
    s.phase(0, "summon")
    s.reject(cmds.Summon(0, u, (0, 0)))
    s.do(cmds.Summon(0, u, (1, 2)))


def test_any_number_of_events_in_the_event_phase_only(content):
    """"During this phase, you may play Event Cards ... There is no limit to the number of Event
    Cards you can play in a single turn." "After playing an Event Card, place that card face-up in
    your Discard Pile." Not in another phase."""
    s = scene(content)
    q1, q2, q3 = s.hand(0, "Quake"), s.hand(0, "Quake"), s.hand(0, "Surge")
    s.phase(0, "move")
    assert "Play Event Cards" in s.reject(cmds.PlayEvent(0, q1))
    s.phase(0, "event")
    for q in (q1, q2, q3):
        s.do(cmds.PlayEvent(0, q))
    assert all(s.state.cards[q].zone == DISCARD and s.state.cards[q].seen for q in (q1, q2, q3))


def test_walls_are_placed_on_any_empty_space_of_your_side_in_the_event_phase(content):
    """"to play a Wall Card you simply place the card on any empty space on your side of the
    Battlefield" (phase 3). Not on the opponent's side, not in the Summon phase."""
    s = scene(content)
    w = s.hand(0, "Wall")
    s.phase(0, "summon")
    assert "Play Event Cards" in s.reject(cmds.Build(0, w, (0, 3)))
    s.phase(0, "event")
    s.reject(cmds.Build(0, w, (0, 4)))  # the opponent's side
    s.do(cmds.Build(0, w, (0, 3)))      # the far row of your own side
    assert s.state.cards[w].pos == (0, 3)


def test_walls_have_9_life_and_are_not_units(content):
    """"Walls are not Units, but can be attacked and destroyed like Units. However, Walls are not
    affected by Abilities or powers which only affect Units." A Quake (every enemy unit receives 1
    wound) wounds the enemy unit, not the enemy wall; a wall has 9 life."""
    s = scene(content)
    wall = s.gate(1)
    assert s.state.cards[wall].defn.life == 9
    enemy = s.place(1, "Footman", (0, 6))
    q = s.hand(0, "Quake")
    s.phase(0, "event")
    s.do(cmds.PlayEvent(0, q))
    assert s.state.cards[enemy].damage == 1
    assert s.state.cards[wall].damage == 0


def test_walls_block_movement_and_lines_of_attack(content):
    """"Walls give your Units something to hide behind and they block your opponent's movement."
    A unit cannot move through a wall; a ranged attack cannot pass it ("You cannot attack a card
    that is blocked by 1 or more other cards"). With the wall gone, both are possible."""
    s = scene(content)
    w = s.gate(0)
    wx, wy = s.state.cards[w].pos
    runner = s.place(0, "Footman", (wx, wy - 1))
    s.phase(0, "move")
    s.reject(cmds.Move(0, runner, ((wx, wy), (wx, wy + 1))))
    archer = s.place(0, "Bowman", (wx + 1, wy))
    target = s.place(1, "Footman", (wx - 1, wy))
    s.phase(0, "attack")
    s.reject(cmds.Attack(0, archer, target))
    s.remove((wx, wy))
    s.phase(0, "move")
    s.do(cmds.Move(0, runner, ((wx, wy), (wx, wy + 1))))
    s.phase(0, "attack")
    s.roll(1)
    s.do(cmds.Attack(0, archer, target))


# --- attacks and dice -----------------------------------------------------------------------


def test_three_or_more_hits(content):
    """"Rolling a 3 or higher is a Hit result. Rolling a 2 or lower is a Miss result. For every Hit
    result rolled, add one Wound Marker"."""
    s = scene(content)
    brute = s.place(0, "Brute", (2, 4))
    target = s.place(1, "Brute", (2, 5))
    s.phase(0, "attack")
    s.roll(3, 2, 1)
    s.do(cmds.Attack(0, brute, target))
    assert s.state.cards[target].damage == 1
    t = scene(content)
    brute = t.place(0, "Brute", (2, 4))
    target = t.place(1, "Brute", (2, 5))
    t.phase(0, "attack")
    t.roll(2, 2, 1)
    t.do(cmds.Attack(0, brute, target))
    assert t.state.cards[target].damage == 0


def test_a_destroyed_card_goes_face_down_on_top_of_the_destroyers_magic_pile(content):
    """"When attacking a Unit, if you destroy that Unit, place that Unit Card face-down on top of
    YOUR Magic Pile." It is not in its owner's discard pile; its owner sees only the pile's size."""
    s = scene(content)
    s.magic(0, 2)
    brute = s.place(0, "Brute", (2, 4))
    target = s.place(1, "Footman", (2, 5))
    s.phase(0, "attack")
    s.roll(3, 4, 5)
    s.do(cmds.Attack(0, brute, target))
    p0, p1 = s.state.players
    assert p0.magic_pile[-1] == target and p0.magic == 3
    assert target not in p1.discard and s.state.cards[target].zone == MAGIC_PILE
    v1 = view(s.state, 1)
    assert len(v1.players[0].magic_pile) == 3
    assert all(v1.cards[u].defn is HIDDEN for u in v1.players[0].magic_pile)
    v0 = view(s.state, 0)
    assert v0.players[0].magic_pile[-1] == target and v0.cards[target].name == "Footman"


def test_you_may_destroy_your_own_cards_and_they_go_on_your_magic_pile(content):
    """"You may attack and destroy your own cards but a Unit cannot attack itself." Destroyed, your
    own card goes on your own magic pile (you destroyed it)."""
    s = scene(content)
    brute = s.place(0, "Brute", (2, 4))
    mine = s.place(0, "Footman", (2, 5))
    s.phase(0, "attack")
    s.reject(cmds.Attack(0, brute, brute))
    s.roll(6, 6, 6)
    s.do(cmds.Attack(0, brute, mine))
    assert s.state.players[0].magic_pile == [mine]


def test_cards_under_a_destroyed_unit_go_with_it(content):
    """"When a Unit with other cards beneath it is destroyed, that Unit Card and all the cards
    beneath it are placed face-down on top of the Magic Pile of the player destroying that Unit"."""
    s = scene(content)
    brute = s.place(0, "Brute", (2, 4))
    target = s.place(1, "Footman", (2, 5))
    under = s.find(1, "Bowman")
    s.apply(ev.CardPutUnder(under, target))
    s.phase(0, "attack")
    s.roll(6, 6, 6)
    s.do(cmds.Attack(0, brute, target))
    assert s.state.players[0].magic_pile[-2:] == [under, target]
    assert s.state.cards[under].zone == MAGIC_PILE
    assert not check_invariants(s.state)


def test_spent_cards_go_to_the_spenders_discard_pile_whoever_owns_them(content):
    """"To spend a Magic Point, remove 1 card from the top of your Magic Pile and place it face-up
    in your Discard Pile" — your discard pile, even for an opponent's card you destroyed."""
    s = scene(content)
    brute = s.place(0, "Brute", (2, 4))
    target = s.place(1, "Footman", (2, 5))
    s.phase(0, "attack")
    s.roll(6, 6, 6)
    s.do(cmds.Attack(0, brute, target))
    footman = s.hand(0, "Footman")
    s.phase(0, "summon")
    s.do(cmds.Summon(0, footman, (1, 2)))
    assert s.state.players[0].discard[-1] == target
    assert target not in s.state.players[1].discard
    assert s.state.cards[target].controller == 0 and s.state.cards[target].owner == 1
    assert not check_invariants(s.state)


def test_build_magic_puts_hand_cards_on_your_magic_pile_in_order(content):
    """"During this phase, you may take any number of cards from your hand and put them face-down
    on top of your Magic Pile ... You may look at the cards in your own Magic Pile, but you cannot
    rearrange the order they are in." Not in another phase."""
    s = scene(content)
    a, b = s.hand(0, "Footman"), s.hand(0, "Quake")
    s.phase(0, "attack")
    assert "Build Magic" in s.reject(cmds.DiscardForMagic(0, (a,)))
    s.phase(0, "magic")
    s.do(cmds.DiscardForMagic(0, (a, b)))
    assert s.state.players[0].magic_pile == [a, b] and s.state.players[0].magic == 2
    assert [view(s.state, 0).cards[u].name for u in view(s.state, 0).players[0].magic_pile] == ["Footman", "Quake"]
    assert all(view(s.state, 1).cards[u].defn is HIDDEN for u in view(s.state, 1).players[0].magic_pile)


def test_tough_wounds_only_on_4_or_more(content):
    """"Wounds vs. Hits ... the Tough Ability states: 'When an opponent rolls to attack this Unit,
    this Unit only receives Wound Markers from die results of 4 or higher during that attack.'"
    A 3 hits the Veteran but does not wound it; a 4 does. A unit without Tough is wounded by both."""
    s = scene(content)
    brute = s.place(0, "Brute", (2, 4))
    vet = s.place(1, "Veteran", (2, 5))
    s.phase(0, "attack")
    s.roll(3, 4, 1)
    events = s.do(cmds.Attack(0, brute, vet))
    res = next(e for e in events if isinstance(e, ev.AttackResolved))
    assert res.hits == 2 and res.damage == 1
    t = scene(content)
    brute = t.place(0, "Brute", (2, 4))
    other = t.place(1, "Brute", (2, 5))
    t.phase(0, "attack")
    t.roll(3, 4, 1)
    t.do(cmds.Attack(0, brute, other))
    assert t.state.cards[other].damage == 2


def test_reckless_hits_only_on_4_or_more(content):
    """A threshold on the attacker's dice ("his dice hit only on 4+"): 3, 3, 4 make 1 hit."""
    s = scene(content)
    wild = s.place(0, "Wildling", (2, 4))
    target = s.place(1, "Brute", (2, 5))
    s.phase(0, "attack")
    s.roll(3, 3, 4)
    s.do(cmds.Attack(0, wild, target))
    assert s.state.cards[target].damage == 1


def test_precise_and_sluggish_count_the_dice_once(content):
    """"Precise ... instead of rolling the dice, count the number of dice that would be rolled.
    Place that number of Wound Markers"; "If a Unit with the Precise Ability ever attacks a Unit
    with the Sluggish Ability, you only count the dice ... once". No die is rolled."""
    s = scene(content)
    m = s.place(0, "Marksman", (2, 3))
    lump = s.place(1, "Lump", (2, 5))
    s.phase(0, "attack")
    events = s.do(cmds.Attack(0, m, lump))
    assert not any(isinstance(e, ev.DiceRolled) for e in events)
    assert [e.count for e in events if isinstance(e, ev.DiceCounted)] == [2]
    assert s.state.cards[lump].damage == 2
    # a plain attacker against a plain target rolls
    t = scene(content)
    b = t.place(0, "Bowman", (2, 3))
    f = t.place(1, "Brute", (2, 5))
    t.phase(0, "attack")
    t.roll(1)
    events = t.do(cmds.Attack(0, b, f))
    assert any(isinstance(e, ev.DiceRolled) for e in events)
    assert t.state.cards[f].damage == 0


# --- terminology and victory ------------------------------------------------------------------


def test_discard_goes_face_up_to_the_discarding_players_pile(content):
    """"Discard: ... the card being discarded is always put face-up into the Discard Pile of the
    player discarding the card, and not necessarily the player that owns that card." Banish played
    by player 1 discards player 2's common into player 1's discard pile; it is not destroyed (no
    magic pile)."""
    s = scene(content)
    enemy = s.place(1, "Footman", (0, 6))
    b = s.hand(0, "Banish")
    s.phase(0, "event")
    s.do(cmds.PlayEvent(0, b))
    s.answer(enemy)
    assert enemy in s.state.players[0].discard and enemy not in s.state.players[1].discard
    assert s.state.cards[enemy].seen and s.state.players[0].magic_pile == []
    assert not check_invariants(s.state)


def test_victory_when_you_are_the_only_player_with_a_summoner(content):
    """"You are victorious when you are the only player with a Summoner on the Battlefield." The
    game goes on while both summoners stand."""
    s = scene(content)
    enemy_summoner = s.summoner(1)
    x, y = s.state.cards[enemy_summoner].pos
    brute = s.place(0, "Brute", (x, y - 1))
    s.damage(enemy_summoner, 5)
    s.phase(0, "attack")
    s.roll(1, 1, 1)
    s.do(cmds.Attack(0, brute, enemy_summoner))
    assert not s.state.over
    s.phase(0, "attack")
    s.roll(6, 1, 1)
    s.do(cmds.Attack(0, brute, enemy_summoner))
    assert s.state.over and s.state.winner == 0


def test_no_cost_of_inaction(content):
    """The 1st edition has no Cost of Inaction (neither 1E rulebook has it): ending the Attack
    phase without attacking wounds no summoner."""
    s = scene(content)
    s.phase(0, "attack")
    events = s.end_phase()
    assert not any(isinstance(e, ev.DamageAdded) for e in events)
    assert s.state.cards[s.summoner(0)].damage == 0


def test_a_1e_game_replays_to_the_same_state(content):
    """A 1E game is a setup plus its log, like a 2E game: the same commands give the same hash."""
    from game.core.hashing import state_hash
    from game.core.legal import legal_commands
    from game.core.rng import randbelow, seed_state

    g = Game.new(setup_1e(content, 5))
    r = seed_state(3)
    commands = []
    while not g.state.over and len(commands) < 400:
        opts = legal_commands(g.state)
        r, i = randbelow(r, len(opts))
        commands.append(opts[i])
        assert g.submit(opts[i])
    again = Game.new(setup_1e(content, 5))
    for c in commands:
        assert again.submit(c)
    assert state_hash(again.state) == state_hash(g.state)


# --- "at any time" ------------------------------------------------------------------------------


def test_at_any_time_in_your_own_turn(content):
    """"If an Event or Special Ability says that you can use it at any time, you can use it at any
    time during your turn": Field Dressing in the Attack phase (and the Move phase) of your turn;
    not without a wound to remove."""
    s = scene(content)
    medic = s.place(0, "Medic", (0, 1))
    s.magic(0, 2)
    s.phase(0, "attack")
    assert "field_dressing" not in s.uses(medic)
    s.damage(medic, 2)
    s.use(0, medic, "field_dressing")
    assert s.state.cards[medic].damage == 1 and s.state.players[0].magic == 1
    s.phase(0, "move")
    s.use(0, medic, "field_dressing")
    assert s.state.cards[medic].damage == 0


def test_at_any_time_between_the_phases_of_the_opponents_turn(content):
    """"... or in between any phase of your opponent's turn." When the opponent ends a phase, the
    Medic's controller is asked; using it removes a wound and the opponent's turn goes on into its
    next phase. Not during a phase of the opponent's turn: the command is refused."""
    s = scene(content)
    medic = s.place(0, "Medic", (0, 1))
    s.magic(0, 2)
    s.damage(medic, 2)
    s.phase(1, "move")
    reason = s.reject(cmds.UseAbility(0, medic, "field_dressing"))
    assert "turn" in reason
    s.end_phase()
    p = s.prompt
    assert p is not None and p.player == 0 and (medic, "field_dressing") in [tuple(o) for o in p.options]
    assert "Movement" in p.text
    s.answer((medic, "field_dressing"))
    assert s.state.cards[medic].damage == 1
    # asked again (one more wound, one more magic): pass, and the turn goes on
    assert s.prompt is not None and s.prompt.player == 0
    s.answer(None)
    assert s.state.pending is None
    assert s.state.turn.player == 1 and s.state.phase == "attack"


def test_nothing_is_asked_between_phases_when_nothing_can_be_used(content):
    """The window opens only when an "at any time" ability can be used: an unwounded Medic, or a
    Medic without magic to pay, asks nothing; the opponent's turn runs on."""
    s = scene(content)
    s.place(0, "Medic", (0, 1))
    s.magic(0, 2)
    s.phase(1, "move")
    s.end_phase()
    assert s.state.pending is None and s.state.phase == "attack"
    t = scene(content)
    medic = t.place(0, "Medic", (0, 1))
    t.damage(medic, 1)
    t.phase(1, "move")
    t.end_phase()
    assert t.state.pending is None and t.state.phase == "attack"


# --- more of the terminology ------------------------------------------------------------------


def test_same_name_abilities_do_not_stack_while_event_effects_do(content):
    """"A Unit can acquire multiple Special Abilities in this way, but multiple Special Abilities of
    the same name do not stack with one another"; "The effects from multiple Event Cards can stack
    together, including the effects from multiple Event Cards of the same type". Two Rallies give
    Might (+1 attack) once; two Surges (+1 attack each) give +2."""
    from game.core.stats import strength

    s = scene(content)
    brute = s.place(0, "Brute", (2, 3))
    r1, r2 = s.hand(0, "Rally"), s.hand(0, "Rally")
    s.phase(0, "event")
    s.do(cmds.PlayEvent(0, r1))
    assert strength(s.state, s.state.cards[brute]) == 4
    s.do(cmds.PlayEvent(0, r2))
    assert strength(s.state, s.state.cards[brute]) == 4
    t = scene(content)
    brute = t.place(0, "Brute", (2, 3))
    u1, u2 = t.hand(0, "Surge"), t.hand(0, "Surge")
    t.phase(0, "event")
    t.do(cmds.PlayEvent(0, u1))
    t.do(cmds.PlayEvent(0, u2))
    assert strength(t.state, t.state.cards[brute]) == 5


def test_counting_spaces_never_counts_diagonally(content):
    """"When counting spaces for any purpose, never count diagonally ... count the spaces to the
    affected Unit like you would count out movement." Shockwave reaches enemy units within 2 spaces
    of your summoner: one diagonally next to it is 2 spaces away (hit); one a knight's move away is
    3 (not hit)."""
    s = scene(content)
    x, y = s.state.cards[s.summoner(0)].pos
    near = s.place(1, "Footman", (x + 1, y + 1))
    far = s.place(1, "Footman", (x + 1, y + 2))
    w = s.hand(0, "Shockwave")
    s.phase(0, "event")
    s.do(cmds.PlayEvent(0, w))
    assert s.state.cards[near].damage == 1
    assert s.state.cards[far].damage == 0


def test_cards_under_a_unit_move_with_it_and_are_discarded_with_it(content):
    """"Whenever you move a Unit that has other cards beneath it, all of the cards beneath it move
    with that Unit." "When a Unit with other cards beneath it is discarded, that Unit Card and all
    the cards beneath it are placed into the Discard Pile of the player discarding that Unit.\""""
    s = scene(content)
    mine = s.place(0, "Footman", (0, 1))
    under = s.find(0, "Bowman")
    s.apply(ev.CardPutUnder(under, mine))
    s.phase(0, "move")
    s.do(cmds.Move(0, mine, ((0, 2), (0, 3))))
    assert s.state.cards[under].host == mine and s.state.cards[mine].under == (under,)
    enemy = s.place(1, "Footman", (5, 6))
    held = s.find(1, "Bowman")
    s.apply(ev.CardPutUnder(held, enemy))
    b = s.hand(0, "Banish")
    s.phase(0, "event")
    s.do(cmds.PlayEvent(0, b))
    s.answer(enemy)
    assert s.state.players[0].discard[-3:] == [held, enemy, b]  # then the played Banish
    assert not check_invariants(s.state)


def test_undo_never_takes_back_shown_magic_pile_cards(content):
    """Undo stops where something was shown (game.persist.undo). In 1E, spending magic turns the
    top cards of the magic pile face up onto the discard pile ("place it face-up in your Discard
    Pile"): a command that spent magic (Field Dressing, which reveals nothing else) cannot be taken
    back. Build Magic (hand cards face down onto the pile) and a move can."""
    from game.persist.undo import revealed

    s = scene(content)
    medic = s.place(0, "Medic", (0, 1))
    s.magic(0, 2)
    s.damage(medic, 2)
    s.phase(0, "move")
    before = s.state
    events = s.use(0, medic, "field_dressing")
    assert "magic" in (revealed(before, tuple(events), 0) or "")
    before = s.state
    events = s.do(cmds.Move(0, medic, ((0, 2),)))
    assert revealed(before, tuple(events), 0) is None
    card = s.hand(0, "Footman")
    s.phase(0, "magic")
    before = s.state
    events = s.do(cmds.DiscardForMagic(0, (card,)))
    assert revealed(before, tuple(events), 0) is None
