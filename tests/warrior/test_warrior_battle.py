"""The Scoring "Battle" Round and the Specialty Cards, each rule quoted from the seed
(/work/shared/seeds/warriors-card-game-rules-en.txt) and checked both ways."""

from __future__ import annotations

from warrior_support import battle, of, position, scored

from game.warrior.core import events as ev
from game.warrior.core.apply import apply
from game.warrior.core.battle import PAIR, PROTECTION_REASON, REINFORCEMENTS, UNEQUAL

# The seed's example army: "column 1 = 0, column 2 = 2, column 3 = 5, and column 4 = 0", its
# columns 1 and 4 being the "2 columns of 4's", and "one 3 in play".
EXAMPLE = [("4", "4"), ("2", "0"), ("3", "2"), ("4", "4")]
PLAIN = [("1", "0"), ("2", "1"), ("0", "2"), ("1", "2")]  # 1 + 3 + 2 + 3 = 9, no pairs


def test_unequal_values_cost_their_total_5_captain_and_6_warrior_move_the_pawn_down_11():
    """"If the Captain and Warriors in a column have unequal values, then that Squadron caused a
    casualty count equal to the total ... if the column had a 5 Captain, and a 6 Warrior, then
    the player's pawn on the Army Tracker Board will move down 11 points"."""
    events, after = battle(position([[("6", "5"), ("0", "0"), ("1", "1"), ("2", "2")], PLAIN]))
    column = scored(events)[0].columns[0]
    assert (column.casualties, column.reason) == (11, UNEQUAL)
    assert scored(events)[0].total == 11
    assert of(events, ev.TrackerMoved)[0] == ev.TrackerMoved(0, 0, 11)
    assert after.casualties[0] == 11


def test_equal_values_cost_nothing():
    """"If the Captain and Warrior in the column are of equal value, then that Squadron worked
    well together, causing zero casualties" (and unequal ones do cost: see above)."""
    events, _ = battle(position([[("6", "6"), ("5", "5"), ("1", "1"), ("3", "3")], PLAIN]))
    assert [(c.casualties, c.reason) for c in scored(events)[0].columns] == [(0, PAIR)] * 4
    assert scored(events)[0].total == 0
    assert scored(events)[1].total == 9


def test_the_seeds_worked_example_7_casualties_and_the_two_columns_of_4s_cost_every_other_player_8():
    """"the player would have 7 casualties (column 1 = 0, column 2 = 2, column 3 = 5, and column
    4 = 0)"; "the double columns of 4's in the example army above would cause all other players
    to lose 8 extra men"."""
    events, after = battle(position([EXAMPLE, PLAIN, PLAIN]))
    s = scored(events)
    assert [c.casualties for c in s[0].columns] == [0, 2, 5, 0]
    assert s[0].skill == (ev.SkillShown(4, 2, 8),)
    assert (s[0].total, s[0].suffered) == (7, 0)
    assert (s[1].suffered, s[1].total) == (8, 9 + 8)
    assert (s[2].suffered, s[2].total) == (8, 9 + 8)
    assert after.casualties == (7, 17, 17)


def test_triple_columns_of_4s_cost_every_other_player_12_and_a_single_pair_costs_nothing():
    """"If triple columns of 4's were created, then all other players lose 12 extra men." One
    pair of 4s alone is not "multiple columns of the same number"."""
    triple, _ = battle(position([[("4", "4"), ("4", "4"), ("4", "4"), ("1", "0")], PLAIN]))
    assert scored(triple)[0].skill == (ev.SkillShown(4, 3, 12),)
    assert scored(triple)[1].suffered == 12
    single, _ = battle(position([[("4", "4"), ("3", "3"), ("5", "5"), ("1", "0")], PLAIN]))
    assert scored(single)[0].skill == ()
    assert scored(single)[1].suffered == 0


def test_a_2_extra_skill_lined_up_with_a_regular_2_costs_all_other_players_2():
    """"if a 2 Extra Skill was lined up with a regular 2 card, then all other players will lose
    an additional 2 men"."""
    events, _ = battle(position([[("E2", "2"), ("1", "0"), ("3", "0"), ("5", "0")], PLAIN, PLAIN]))
    s = scored(events)
    assert s[0].columns[0].extra_skill and s[0].columns[0].casualties == 0
    assert s[0].skill == (ev.SkillShown(2, 1, 2),)
    assert s[1].suffered == s[2].suffered == 2 and s[0].suffered == 0


def test_an_extra_skill_card_not_aligned_with_its_number_shows_no_skill():
    """"If an Extra Skill Card is aligned with its matching number" only: a 2 Extra Skill with a
    3 is an unequal column of 5."""
    events, _ = battle(position([[("E2", "3"), ("1", "0"), ("3", "0"), ("5", "0")], PLAIN]))
    s = scored(events)
    assert (s[0].columns[0].casualties, s[0].columns[0].reason) == (5, UNEQUAL)
    assert s[0].skill == () and s[1].suffered == 0


def test_an_extra_skill_cards_column_counts_once_among_several_columns_of_its_number():
    """README decision: an Extra Skill Card's pair is one of "multiple columns of the same
    number", and the card adds nothing more: E2+2 and 2+2 cost others 2 x 2 = 4, not 6."""
    events, _ = battle(position([[("E2", "2"), ("2", "2"), ("3", "0"), ("5", "0")], PLAIN]))
    assert scored(events)[0].skill == (ev.SkillShown(2, 2, 4),)
    assert scored(events)[1].suffered == 4


def test_a_5_reinforcement_paired_with_a_regular_5_adds_5_men():
    """"a 5 Reinforcement Card paired with a 5 regular card will add 5 men to the army": the
    pawn moves 5 back up (from 20 to 15)."""
    events, after = battle(position([[("R5", "5"), ("1", "1"), ("2", "2"), ("3", "3")], PLAIN],
                                    casualties=(20, 0)))
    column = scored(events)[0].columns[0]
    assert (column.casualties, column.reason, column.number) == (-5, REINFORCEMENTS, 5)
    assert after.casualties[0] == 15


def test_a_reinforcement_not_paired_with_its_number_causes_casualties_instead():
    """"If a Reinforcement Card isn't paired with its corresponding number, then the Squadron
    loses its reinforcement abilities, and causes casualties instead.\""""
    events, after = battle(position([[("R5", "2"), ("1", "1"), ("2", "2"), ("3", "3")], PLAIN],
                                    casualties=(20, 0)))
    assert (scored(events)[0].columns[0].casualties, scored(events)[0].columns[0].reason) == (7, UNEQUAL)
    assert after.casualties[0] == 27


def test_a_4_reinforcement_beside_a_pair_of_4s_gives_4_reinforcements_not_extra_skill():
    """"Columns with Reinforcement or Protection cards in them cannot be used to count as an
    Extra Skill Column (If one of the 4's in the example was a "4 Reinforcement", then you
    simply get 4 reinforcements, not 4 reinforcements plus Extra Skill damage on other
    players)"."""
    example = [("R4", "4"), ("2", "0"), ("3", "2"), ("4", "4")]
    events, _ = battle(position([example, PLAIN], casualties=(10, 0)))
    s = scored(events)
    assert [c.casualties for c in s[0].columns] == [-4, 2, 5, 0]
    assert s[0].skill == () and s[1].suffered == 0
    assert s[0].total == 3


def test_a_protection_card_makes_its_column_0_and_the_column_never_counts_as_extra_skill():
    """"Any column with a Protection Card is instantly 0"; "Columns with ... Protection cards in
    them cannot be used to count as an Extra Skill Column"."""
    events, _ = battle(position([[("P", "6"), ("P", "4"), ("4", "4"), ("5", "0")], PLAIN]))
    s = scored(events)
    assert [(c.casualties, c.reason) for c in s[0].columns[:2]] == [(0, PROTECTION_REASON)] * 2
    assert s[0].skill == () and s[0].total == 5


def test_without_protection_the_same_column_costs_its_total():
    events, _ = battle(position([[("5", "6"), ("3", "4"), ("4", "4"), ("5", "0")], PLAIN]))
    assert [c.casualties for c in scored(events)[0].columns] == [11, 7, 0, 5]


def test_the_assassin_aligned_with_a_0_strikes_each_3_when_it_draws_a_3():
    """"If a player aligns the Assassin with another 0 card, then after all players score their
    casualties, the player with the Assassin flips the top card of the draw pile ... if the
    assassin drew a 3, then any player who used a 3 during that battle will lose an additional
    man for each 3 card"; "The player in the example above would lose one man because he had
    one 3 in play"."""
    assassin = [("A", "0"), ("5", "5"), ("6", "6"), ("1", "1")]
    two_threes = [("3", "0"), ("3", "1"), ("2", "2"), ("5", "5")]
    events, after = battle(position([assassin, EXAMPLE, two_threes], draw_top=("3",)))
    strike = of(events, ev.AssassinStruck)
    assert len(strike) == 1 and strike[0].seat == 0 and strike[0].hits == (0, 1, 2)
    assert after.define(strike[0].card).value == 3
    at_strike = position([assassin, EXAMPLE, two_threes], draw_top=("3",))
    for e in events[:events.index(strike[0]) + 1]:
        at_strike = apply(at_strike, e)
    assert at_strike.discard_pile[-1] == strike[0].card  # the flipped card is discarded
    s = scored(events)
    assert (s[1].assassinated, s[1].total) == (1, 7 + 1)
    assert s[2].assassinated == 2
    assert s[0].assassinated == 0 and s[0].total == 8  # the 4s' Extra Skill, nothing else


def test_the_assassin_not_aligned_with_a_0_draws_nothing():
    """Only "If a player aligns the Assassin with another 0 card": with a 5 it is an unequal
    column of 0 + 5, and nobody is struck."""
    events, _ = battle(position([[("A", "5"), ("5", "5"), ("6", "6"), ("1", "1")], EXAMPLE],
                                draw_top=("3",)))
    assert of(events, ev.AssassinStruck) == []
    assert scored(events)[0].columns[0].casualties == 5
    assert scored(events)[1].assassinated == 0


def test_the_assassin_spares_3s_paired_with_a_protection_card_and_its_own_army():
    """"(Except for 3's that are paired with a Protection Card)"; "The Assassin does not cause
    damage to his own army"."""
    assassin = [("A", "0"), ("3", "3"), ("3", "1"), ("1", "1")]
    protected = [("3", "P"), ("P", "3"), ("2", "2"), ("5", "5")]
    events, _ = battle(position([assassin, protected], draw_top=("3",)))
    assert of(events, ev.AssassinStruck)[0].hits == (0, 0)
    assert scored(events)[0].assassinated == 0


def test_a_specialty_card_drawn_strikes_one_point_per_specialty_card():
    """"If the Assassin drew a Specialty Card, then players with a Specialty Card in their army
    will lose 1 point per Specialty Card" (the Protection card's own column is protected)."""
    assassin = [("A", "0"), ("5", "5"), ("6", "6"), ("1", "1")]
    specialty = [("R4", "1"), ("E1", "2"), ("P", "3"), ("3", "3")]
    events, _ = battle(position([assassin, specialty], draw_top=("R3",)))
    assert of(events, ev.AssassinStruck)[0].hits == (0, 2)
    assert scored(events)[1].assassinated == 2


def test_a_drawn_number_nobody_has_strikes_nobody():
    """"If the drawn card doesn't match the numbers of any player's army, then the Assassin was
    unsuccessful in causing more casualties.\""""
    assassin = [("A", "0"), ("5", "5"), ("6", "6"), ("1", "1")]
    events, _ = battle(position([assassin, PLAIN], draw_top=("4",)))
    assert of(events, ev.AssassinStruck)[0].hits == (0, 0)
    assert scored(events)[1].total == 9


def test_reinforcements_never_move_a_pawn_below_start_here():
    """README decision: casualties never go below 0, the "Start Here" space."""
    events, after = battle(position([[("R6", "6"), ("R5", "5"), ("1", "1"), ("2", "2")], PLAIN],
                                    casualties=(4, 0)))
    assert scored(events)[0].total == -11
    assert of(events, ev.TrackerMoved)[0] == ev.TrackerMoved(0, 4, 0)
    assert after.casualties[0] == 0 and after.battles[-1][0] == -4
