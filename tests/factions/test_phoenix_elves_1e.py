"""Phoenix Elves, 1st edition (Starter Set): every ability and event, tested both ways.

Positions from `tests.factions.scene_starter_1e`: player 0 plays the Phoenix Elves (Prince
Elien at (2,0), his wall at (2,2)), player 1 the Tundra Orcs (Grognack at (2,7), wall at (2,5)).
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.state import HAND
from simcheck import play_checked
from tests.factions.scene_starter_1e import PE, TO, scene, setup
from tests.scene import content, file_problems

# --- the card file -------------------------------------------------------------------------------


def test_card_file_loads_without_problems():
    """cards/1e/phoenix-elves.yaml loads cleanly (validate); its deck is Prince Elien's
    preconstructed list (cards-1e.md section 1: 34 cards) with the reference card's setup."""
    assert file_problems("1e/phoenix-elves.yaml") == []
    lib = content().library
    deck = lib.decks[PE]
    counts = {cid.split("/")[1]: n for cid, n in deck.cards}
    assert counts == {
        "prince-elien": 1, "wall": 3, "fire-drake": 1, "kaeseeall": 1, "maelena": 1,
        "archer": 6, "guardian": 6, "warrior": 6,
        "spirit-of-the-phoenix": 3, "burn": 2, "magic-drain": 2, "greater-burn": 1, "a-hero-is-born": 1,
    }
    assert sum(counts.values()) == 34
    start = sorted((st.card.split("/")[1], st.column, st.row) for st in deck.starting)
    assert start == sorted([("prince-elien", 2, 0), ("wall", 2, 2), ("guardian", 1, 2), ("warrior", 0, 1),
                            ("archer", 3, 0), ("archer", 5, 1)])
    e = lib.cards[f"{PE}/prince-elien"]
    assert (e.strength, e.life, e.attack) == (3, 4, "ranged")


def test_random_games_against_the_tundra_orcs_keep_every_invariant():
    """Random full games, Phoenix Elves against Tundra Orcs (seats alternating), every ability
    live and every prompt answered by the random player: every invariant holds after every event,
    replays match and views hide what they must (tests/simcheck.py)."""
    prompts = 0
    for seed in range(8):
        pair = (PE, TO) if seed % 2 == 0 else (TO, PE)
        g = play_checked(setup(*pair, seed), bot_seed=seed * 31 + 5)
        assert g.state.over
        prompts += sum(1 for e in g.events if isinstance(e, ev.PromptOpened))
    assert prompts > 0


# --- A Hero Is Born (shared event) ---------------------------------------------------------------


def test_a_hero_is_born_puts_a_chosen_champion_from_the_draw_pile_in_hand_and_shuffles():
    """A Hero Is Born: 'search your draw pile for a champion, reveal it, put it in your hand,
    shuffle the draw pile'. The player picks among the champions there; they see the cards they
    may take (their view shows them), the opponent sees only hidden cards."""
    from game.core.view import HIDDEN, view

    s = scene(0, "event")
    card = s.hand(0, "A Hero Is Born")
    s.do(cmds.PlayEvent(0, card))
    offered = {s.card(u).name: u for u in s.options()}
    assert sorted(offered) == ["Fire Drake", "Kaeseeall", "Maelena"]
    mine, theirs = view(s.state, 0), view(s.state, 1)
    assert sorted(mine.cards[u].name for u in mine.pending.options) == sorted(offered)
    assert all(theirs.cards[u].defn is HIDDEN for u in theirs.pending.options)
    assert all(mine.cards[u].defn is HIDDEN for u in mine.players[0].draw if u not in offered.values())
    out = s.answer(offered["Maelena"])
    assert any(isinstance(e, ev.CardReturnedToHand) for e in out)  # revealed, not a hidden draw
    assert any(isinstance(e, ev.DrawPileShuffled) for e in out)
    hand = [s.card(u).name for u in s.state.players[0].hand]
    assert hand == ["Maelena"]
    assert all(s.card(u).name != "Maelena" for u in s.state.players[0].draw)
    assert s.card(card).zone == "discard"


def test_a_hero_is_born_finds_no_champion_when_none_is_left_in_the_draw_pile():
    """A Hero Is Born must not take a champion from anywhere but the draw pile: with the
    champions in the discard pile, nothing comes to hand (the pile is only shuffled)."""
    s = scene(0, "event")
    for name in ("Fire Drake", "Kaeseeall", "Maelena"):
        s.discard(0, name)
    card = s.hand(0, "A Hero Is Born")
    out = s.do(cmds.PlayEvent(0, card))
    assert s.prompt is None
    assert not any(isinstance(e, ev.CardReturnedToHand) for e in out)
    assert any(isinstance(e, ev.DrawPileShuffled) for e in out)
    assert s.state.players[0].hand == []


def test_a_hero_is_born_is_played_only_in_the_event_phase():
    """1E events are played in the Play Event Cards phase: not in the Summon phase."""
    s = scene(0, "summon")
    card = s.hand(0, "A Hero Is Born")
    s.reject(cmds.PlayEvent(0, card))


# --- Magic Drain (shared event) ------------------------------------------------------------------


def test_magic_drain_moves_two_cards_from_the_top_of_their_magic_pile_to_yours():
    """Magic Drain: 'if you have fewer units on the battlefield than the opponent, move up to 2
    cards from the top of their magic pile to the top of yours'."""
    s = scene(0, "event")
    s.place(1, "Fighter", (0, 5))
    bottom, mid, top = s.magic_pile(1, "Shaman", "Smasher", "Fighter")
    s.magic(0, 1)
    card = s.hand(0, "Magic Drain")
    s.do(cmds.PlayEvent(0, card))
    assert s.state.players[1].magic_pile == [bottom]
    assert s.state.players[0].magic_pile[-2:] == [top, mid]  # their top taken first, now under
    assert s.state.players[0].magic == 3


def test_magic_drain_takes_what_there_is_up_to_two():
    """Magic Drain: 'up to 2': an opponent with 1 card in the magic pile loses just that one."""
    s = scene(0, "event")
    s.place(1, "Fighter", (0, 5))
    (only,) = s.magic_pile(1, "Shaman")
    card = s.hand(0, "Magic Drain")
    s.do(cmds.PlayEvent(0, card))
    assert s.state.players[1].magic_pile == []
    assert s.state.players[0].magic_pile == [only]


def test_magic_drain_cannot_be_played_without_fewer_units():
    """Magic Drain's requirement: with as many units as the opponent (1 summoner each) it
    cannot be played, and no magic moves."""
    s = scene(0, "event")
    s.magic_pile(1, "Shaman", "Smasher")
    card = s.hand(0, "Magic Drain")
    s.reject(cmds.PlayEvent(0, card))
    s.place(0, "Archer", (0, 1))  # more units than the opponent: still not
    s.reject(cmds.PlayEvent(0, card))
    assert s.state.players[1].magic == 2 and s.card(card).zone == HAND


def test_magic_drain_counts_units_not_walls():
    """'Fewer units': walls are not units. An extra wall of the opponent does not make you
    have fewer units."""
    s = scene(0, "event")
    s.place(1, "Wall", (4, 6))
    s.magic_pile(1, "Shaman")
    card = s.hand(0, "Magic Drain")
    s.reject(cmds.PlayEvent(0, card))


# --- Prince Elien: Fire Blast --------------------------------------------------------------------


def test_fire_blast_puts_two_wounds_on_a_card_two_clear_straight_spaces_away():
    """Fire Blast: 'instead of attacking normally, choose a card within 2 clear straight-line
    spaces; it takes 2 wounds (no roll)'. It uses one of the phase's 3 attacks."""
    s = scene(0, "attack")
    elien = s.summoner(0)
    smasher = s.place(1, "Smasher", (0, 0))
    s.use(0, elien, "fire_blast")
    out = s.answer(smasher)
    assert not any(isinstance(e, ev.DiceRolled) for e in out)
    assert s.card(smasher).damage == 2
    assert elien in s.state.turn.attackers
    s.reject(cmds.Attack(0, elien, smasher))  # it was his attack this phase


def test_fire_blast_cannot_reach_past_a_card_or_beyond_two_spaces_or_diagonally():
    """Fire Blast must not hit a card shielded by another, 3 spaces away, or not in line."""
    s = scene(0, "attack")
    elien = s.summoner(0)
    s.place(1, "Fighter", (5, 0))      # 3 spaces away
    s.place(1, "Fighter", (3, 1))      # diagonal
    shielded = s.place(1, "Fighter", (0, 0))
    archer = s.place(0, "Archer", (1, 0))  # between Elien and the shielded Fighter
    s.use(0, elien, "fire_blast")
    # Any card may be chosen, friend or foe: only the Archer and his own wall are in reach.
    assert set(s.options()) == {archer, s.gate(0)}
    s.answer(archer)
    assert not s.on_board(archer) and s.card(shielded).damage == 0


def test_fire_blast_is_used_only_in_the_attack_phase():
    """Fire Blast replaces an attack: not in the Movement phase."""
    s = scene(0, "move")
    s.place(1, "Smasher", (0, 0))
    s.reject(cmds.UseAbility(0, s.summoner(0), "fire_blast"))


# --- Fire Drake: Breath of Flame -----------------------------------------------------------------


def test_breath_of_flame_wounds_the_target_and_every_card_between():
    """Breath of Flame: 'instead of a normal attack, pick a card within 3 straight-line spaces;
    it and every card between Fire Drake and it take 1 wound each' (cards between do not block)."""
    s = scene(0, "attack")
    drake = s.place(0, "Fire Drake", (0, 2))
    a = s.place(1, "Smasher", (0, 3))
    b = s.place(0, "Guardian", (0, 4))
    c = s.place(1, "Smasher", (0, 5))
    s.use(0, drake, "breath_of_flame")
    assert set(s.options()) >= {a, b, c}
    s.answer(c)
    assert [s.card(u).damage for u in (a, b, c)] == [1, 1, 1]
    assert drake in s.state.turn.attackers


def test_breath_of_flame_does_not_reach_four_spaces_or_spare_cards_beyond():
    """Breath of Flame must not reach a card 4 spaces away, nor wound cards past the one chosen."""
    s = scene(0, "attack")
    drake = s.place(0, "Fire Drake", (0, 2))
    a = s.place(1, "Smasher", (0, 3))
    far = s.place(1, "Smasher", (0, 6))
    s.use(0, drake, "breath_of_flame")
    assert far not in s.options()
    s.answer(a)
    assert s.card(a).damage == 1 and s.card(far).damage == 0


# --- Kaeseeall: Blazing Conscription -------------------------------------------------------------


def _to_next_turn_of(s, player):
    """End phases until `player`'s next turn has begun (answering nothing)."""
    start = s.state.turn.number
    while not (s.state.turn.player == player and s.state.turn.number > start):
        if s.prompt is not None:
            return
        s.end_phase()


def test_blazing_conscription_takes_an_adjacent_enemy_common_until_the_end_of_the_turn():
    """Blazing Conscription: 'at the start of your turn you may take control of one adjacent
    enemy common or champion until the end of that turn'. It goes back when the turn ends."""
    s = scene(1, "magic")
    kae = s.place(0, "Kaeseeall", (1, 3))
    smasher = s.place(1, "Smasher", (1, 4))
    s.end_phase()  # Tundra Orcs' turn ends; the Phoenix Elves' turn starts
    assert s.prompt is not None and smasher in s.options()
    s.answer(smasher)
    assert s.card(smasher).controller == 0
    assert s.state.turn.player == 0
    while s.state.turn.player == 0:
        s.end_phase()
    assert s.card(smasher).controller == 1
    assert s.card(kae).controller == 0


def test_blazing_conscription_may_be_declined_and_never_takes_a_summoner_or_a_distant_unit():
    """Blazing Conscription is a 'may', and must not take an enemy summoner or a unit that is
    not adjacent."""
    s = scene(1, "magic")
    s.place(0, "Kaeseeall", (1, 3))
    far = s.place(1, "Smasher", (1, 5))
    s.end_phase()
    assert s.prompt is None  # nothing adjacent: nothing asked
    assert s.card(far).controller == 1
    s2 = scene(1, "magic")
    s2.place(0, "Kaeseeall", (2, 6))  # next to Grognack at (2,7)
    s2.end_phase()
    assert s2.prompt is None and s2.card(s2.summoner(1)).controller == 1
    s3 = scene(1, "magic")
    s3.place(0, "Kaeseeall", (1, 3))
    smasher = s3.place(1, "Smasher", (1, 4))
    s3.end_phase()
    s3.answer(None)
    assert s3.card(smasher).controller == 1


def test_a_conscripted_unit_attacks_for_its_new_controller():
    """While controlled, the taken unit is yours: it may attack its owner's cards."""
    s = scene(1, "magic")
    s.place(0, "Kaeseeall", (1, 3))
    smasher = s.place(1, "Smasher", (1, 4))
    fighter = s.place(1, "Fighter", (1, 5))
    s.end_phase()
    s.answer(smasher)
    while s.state.phase != "attack":
        s.end_phase()
    s.roll(6, 6)
    s.do(cmds.Attack(0, smasher, fighter))
    assert not s.on_board(fighter)
    assert fighter in s.state.players[0].magic_pile


# --- Maelena: Burning Blade ----------------------------------------------------------------------


def test_burning_blade_adds_one_wound_on_top_of_the_rolled_hits():
    """Burning Blade: 'her attacks add 1 extra wound to the target on top of rolled hits'."""
    s = scene(0, "attack")
    maelena = s.place(0, "Maelena", (1, 3))
    krung = s.place(1, "Krung", (1, 4))
    s.roll(6, 1)
    s.do(cmds.Attack(0, maelena, krung))
    assert s.card(krung).damage == 2


def test_burning_blade_is_only_maelenas():
    """Burning Blade must not add a wound to another unit's attack."""
    s = scene(0, "attack")
    warrior = s.place(0, "Warrior", (1, 3))
    krung = s.place(1, "Krung", (1, 4))
    s.roll(6, 1)
    s.do(cmds.Attack(0, warrior, krung))
    assert s.card(krung).damage == 1


# --- Archer: Far Shot ----------------------------------------------------------------------------


def test_far_shot_attacks_four_clear_straight_spaces_away():
    """Far Shot: 'may attack cards up to 4 clear straight-line spaces away'."""
    s = scene(0, "attack")
    archer = s.place(0, "Archer", (0, 1))
    target = s.place(1, "Fighter", (0, 5))
    assert target in s.attack_targets(archer)


def test_far_shot_does_not_reach_five_spaces_and_other_ranged_units_reach_three():
    """Far Shot must not reach 5 spaces; a ranged unit without it (Prince Elien) reaches only 3."""
    s = scene(0, "attack")
    archer = s.place(0, "Archer", (0, 1))
    far = s.place(1, "Fighter", (0, 6))
    assert far not in s.attack_targets(archer)
    four = s.place(1, "Fighter", (2, 4))  # 4 spaces from Prince Elien at (2,0); his wall blocks too
    s.remove((2, 2))
    assert four not in s.attack_targets(s.summoner(0))


# --- Guardian: Precise ---------------------------------------------------------------------------


def test_precise_does_not_roll_and_wounds_by_the_number_of_dice():
    """Precise: 'does not roll; the target simply takes wounds equal to its attack value'."""
    s = scene(0, "attack")
    guardian = s.place(0, "Guardian", (1, 3))
    krung = s.place(1, "Krung", (1, 4))
    s.roll(1)
    out = s.do(cmds.Attack(0, guardian, krung))
    assert not any(isinstance(e, ev.DiceRolled) for e in out)
    assert any(isinstance(e, ev.DiceCounted) for e in out)
    assert s.card(krung).damage == 1


def test_without_precise_a_warrior_rolls_and_may_miss():
    """Precise is the Guardian's: a Warrior rolls, and a 1 and a 2 miss."""
    s = scene(0, "attack")
    warrior = s.place(0, "Warrior", (1, 3))
    krung = s.place(1, "Krung", (1, 4))
    s.roll(1, 2)
    out = s.do(cmds.Attack(0, warrior, krung))
    assert any(isinstance(e, ev.DiceRolled) for e in out)
    assert s.card(krung).damage == 0


# --- Warrior: Blaze Step -------------------------------------------------------------------------


def test_blaze_step_places_the_warrior_next_to_a_wall_at_the_end_of_the_turn():
    """Blaze Step: 'at the end of your turn, if it is on the battlefield, you may place it
    adjacent to any wall you control'. Placing is not a move."""
    s = scene(0, "magic")
    warrior = s.place(0, "Warrior", (5, 5))
    s.end_phase()
    assert (1, 2) in s.options() and (3, 2) in s.options()
    s.answer((1, 2))
    assert s.card(warrior).pos == (1, 2)
    assert s.state.turn.player == 1


def test_blaze_step_may_be_declined_and_waits_for_the_end_of_your_own_turn():
    """Blaze Step must not fire at the end of the opponent's turn, and is a 'may'."""
    s = scene(1, "magic")
    warrior = s.place(0, "Warrior", (5, 5))
    s.end_phase()
    assert s.prompt is None and s.card(warrior).pos == (5, 5)
    s2 = scene(0, "magic")
    w2 = s2.place(0, "Warrior", (5, 5))
    s2.end_phase()
    s2.answer(None)
    assert s2.card(w2).pos == (5, 5)


# --- Spirit of the Phoenix -----------------------------------------------------------------------


def test_spirit_of_the_phoenix_gives_a_phoenix_elf_precise_until_the_end_of_the_turn():
    """Spirit of the Phoenix: 'one Phoenix Elf unit you control gains Precise until end of
    turn': its attack counts its dice instead of rolling."""
    s = scene(0, "event")
    warrior = s.place(0, "Warrior", (1, 3))
    krung = s.place(1, "Krung", (1, 4))
    s.do(cmds.PlayEvent(0, s.hand(0, "Spirit of the Phoenix")))
    s.answer(warrior)
    s.end_phase()  # Play Event Cards -> Movement
    s.end_phase()  # Movement -> Attack, the same turn
    assert s.state.phase == "attack"
    s.roll(1, 1)
    out = s.do(cmds.Attack(0, warrior, krung))
    assert not any(isinstance(e, ev.DiceRolled) for e in out)
    assert s.card(krung).damage == 2


def test_spirit_of_the_phoenix_cannot_be_given_to_an_enemy_and_ends_with_the_turn():
    """Spirit of the Phoenix must not pick an enemy unit, and its Precise ends with the turn."""
    s = scene(0, "event")
    warrior = s.place(0, "Warrior", (1, 3))
    enemy = s.place(1, "Fighter", (1, 4))
    s.do(cmds.PlayEvent(0, s.hand(0, "Spirit of the Phoenix")))
    assert enemy not in s.options()
    s.answer(warrior)
    while s.state.turn.player == 0:
        if s.prompt is not None:
            s.answer(None)
        else:
            s.end_phase()
    assert not any(e.kind == "grant" and e.target == warrior for e in s.state.effects)


# --- Burn, Greater Burn ------------------------------------------------------------------------


def test_burn_puts_one_wound_on_any_common_or_champion():
    """Burn: 'put 1 wound on any common or champion' (no range); a card it destroys goes to
    your magic pile."""
    s = scene(0, "event")
    far = s.place(1, "Fighter", (5, 7))
    krung = s.place(1, "Krung", (0, 6))
    s.do(cmds.PlayEvent(0, s.hand(0, "Burn")))
    assert far in s.options() and krung in s.options()
    s.answer(far)
    assert not s.on_board(far) and far in s.state.players[0].magic_pile


def test_burn_cannot_target_a_summoner_or_a_wall():
    """Burn must not target a summoner or a wall."""
    s = scene(0, "event")
    s.place(1, "Fighter", (5, 7))
    s.do(cmds.PlayEvent(0, s.hand(0, "Burn")))
    assert s.summoner(1) not in s.options() and s.gate(1) not in s.options()
    assert s.summoner(0) not in s.options()


def test_greater_burn_puts_two_wounds_on_any_common_or_champion():
    """Greater Burn: 'put 2 wounds on any common or champion'."""
    s = scene(0, "event")
    krung = s.place(1, "Krung", (0, 6))
    s.do(cmds.PlayEvent(0, s.hand(0, "Greater Burn")))
    s.answer(krung)
    assert s.card(krung).damage == 2


def test_greater_burn_cannot_be_played_without_a_common_or_champion():
    """Greater Burn needs a target: with only summoners and walls it cannot be played."""
    s = scene(0, "event")
    s.reject(cmds.PlayEvent(0, s.hand(0, "Greater Burn")))
