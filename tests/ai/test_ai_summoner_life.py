"""The Hard bot spends its summoner's life when it is a resource, and keeps it when it is not.

Fallen Kingdom pays for units in its summoner's life: Ret-Talus' Raise the Dead ('add 2 damage
to Ret-Talus to take an Undead unit from your discard pile and place it ... adjacent to him') and
Blood Summon ('summon a unit that costs 2 or less ... then add 2 damage to the chosen unit').
Every point of summoner life used to cost the evaluation about a cost-2 unit's worth, so Hard
never paid. Now (`Weights.spare_life`, set for Fallen Kingdom in the Hard bot's
faction_weights.yaml) life above a danger line, which rises with the damage the enemy can deal
the summoner next, is cheap; below it, it is as dear as before. Normal keeps the old valuation,
and so does Hard for the other factions."""

from __future__ import annotations

from game.ai.common import simulate
from game.ai.evaluate import DEFAULT, HARD, spendable_summoner_value, summoner_value
from game.ai.faction_weights import shipped, weights_for
from game.ai.greedy import NormalBot, chains, score_command
from game.ai.mcts import HardBot
from game.core import commands as cmds
from game.core import events as ev
from game.core.legal import legal_commands
from game.core.ruleset import SUMMON
from tests.ai.ai_helpers import FAST
from tests.scene import Scene, faction_setup

SETUP = faction_setup("fallen-kingdom")
FK = weights_for(HARD, "fallen-kingdom", shipped())  # Hard's weights when it plays Fallen Kingdom


def hard(shipped_weights: bool = True) -> HardBot:
    """Hard with the shipped faction weights, or as it was (every point of life at full price)."""
    return HardBot(1, setup=SETUP, **FAST["hard"], **({} if shipped_weights else {"faction_weights": {}}))


def raise_scene(damage: int = 0, threatened: bool = False) -> Scene:
    """Ella's Summon phase: Ret-Talus at (3,0), an Undead Warrior in her discard pile (with the
    cleared starting units and her hand), nothing in her hand; with `threatened`, two of Toby's
    Test Brutes (3 strength) a step from him."""
    s = Scene(SETUP, clean=True).phase(0, SUMMON).empty_hand(0)
    s.discard(0, "Undead Warrior")
    if damage:
        s.damage(s.summoner(0), damage)
    if threatened:
        for pos in ((2, 1), (4, 1)):
            s.place(1, "Test Brute", pos)
    return s


def is_raise(c: cmds.Command) -> bool:
    return isinstance(c, cmds.UseAbility) and c.ability == "raise_the_dead"


def test_hard_raises_the_dead_at_full_life_when_nothing_threatens_ret_talus() -> None:
    """Ret-Talus, Raise the Dead: 'you may add 2 damage to Ret-Talus to take an Undead unit from
    your discard pile and place it on an empty space adjacent to him' — at 12 life, out of reach,
    an Undead Warrior for 2 life is a good trade."""
    s = raise_scene()
    assert is_raise(hard().choose(s.state, 0))
    # the valuation is the reason: Hard with every point of life at full price does not pay
    assert not is_raise(hard(shipped_weights=False).choose(s.state, 0))


def test_hard_does_not_raise_the_dead_when_ret_talus_is_low() -> None:
    s = raise_scene(damage=6)  # 6 life left: at the danger line
    assert any(is_raise(c) for c in legal_commands(s.state))
    assert not is_raise(hard().choose(s.state, 0))


def test_hard_does_not_raise_the_dead_when_enemies_can_reach_ret_talus() -> None:
    s = raise_scene(threatened=True)
    assert any(is_raise(c) for c in legal_commands(s.state))
    assert not is_raise(hard().choose(s.state, 0))


def _raise_near_toby_gate(magic: int) -> Scene:
    """`raise_scene` with Ret-Talus at (2,2), two spaces from Toby's gate at (2,5), nothing of
    Toby's on the battlefield in reach; Toby holds a Test Brute (cost 3, strength 3) and `magic`."""
    s = raise_scene()
    s.relocate(s.summoner(0), (2, 2))
    s.empty_hand(1)
    s.hand(1, "Test Brute")
    return s.magic(1, magic)


def test_hard_does_not_raise_the_dead_when_the_enemy_can_summon_a_unit_into_reach() -> None:
    """2E rulebook, Phase 1: Summon: a unit is placed 'on an empty space adjacent to a gate you
    control', and it moves and attacks in that same turn: Toby's Brute, summoned at (2,4), can
    step beside Ret-Talus. His danger line counts it (`reinforcements` in faction_weights.yaml),
    so Hard keeps his life; when Toby cannot pay for the Brute, Hard raises as before."""
    s = _raise_near_toby_gate(3)
    assert any(is_raise(c) for c in legal_commands(s.state))
    assert not is_raise(hard().choose(s.state, 0))
    assert is_raise(hard().choose(_raise_near_toby_gate(2).state, 0))


def test_normal_keeps_full_price_summoner_life() -> None:
    """The change is Hard's alone: Normal's weights leave it off, and Normal does not raise; Hard
    has it for Fallen Kingdom only."""
    assert DEFAULT.spare_life == 0 and HARD.spare_life == 0 and NormalBot(0).weights is DEFAULT
    assert FK.spare_life > 0
    assert all("spare_life" not in v for k, v in shipped().items() if k != "fallen-kingdom")
    assert not is_raise(NormalBot(1, setup=SETUP).choose(raise_scene().state, 0))


# --- Blood Summon --------------------------------------------------------------------------------


def blood_summon_scene(damage: int = 0) -> Scene:
    """Ella has no gate (a Blood Summon is her only way to summon), Blood Summon and an Undead
    Archer in hand and 2 magic; Ret-Talus at (3,1), nothing of Toby's in reach of him; Toby's
    Champion Axe, 2 life left, at (1,5), and nothing in Toby's hand to summon into reach. Raise
    the Dead is spent for the turn, so Blood Summon is the only way Ret-Talus' life buys a unit."""
    s = Scene(SETUP, clean=True).phase(0, SUMMON).empty_hand(0).empty_hand(1)
    s.apply(ev.AbilityUsed(s.summoner(0), "raise_the_dead"))
    s.in_hand(0, "Blood Summon")
    s.in_hand(0, "Undead Archer")
    s.magic(0, 2)
    s.remove(s.state.cards[s.gate(0)].pos)
    s.relocate(s.summoner(0), (3, 1))
    s.relocate(s.summoner(1), (5, 7))
    axe = s.place(1, "Champion Axe", (1, 5))
    s.damage(axe, 5)
    if damage:
        s.damage(s.summoner(0), damage)
    return s


def summon_phase(s: Scene, bot: HardBot) -> tuple[int, bool]:
    """Let `bot` play Ella's Summon phase: Ret-Talus' damage after it, and whether the Undead
    Archer came onto the battlefield."""
    st = s.state
    archer = next(u for u in st.players[0].hand if st.cards[u].name == "Undead Archer")
    for _ in range(16):
        if st.turn.phase != SUMMON or st.turn.player != 0:
            break
        st = simulate(st, bot.choose(st, 0)).state
    return st.cards[s.summoner(0)].damage, st.cards[archer].zone == "board"


def test_hard_blood_summons_beside_ret_talus_at_full_life() -> None:
    """Blood Summon: 'choose a friendly unit, summon a unit that costs 2 or less from your hand
    onto an empty space adjacent to it (paying its cost), then add 2 damage to the chosen unit.'"""
    damage, summoned = summon_phase(blood_summon_scene(), hard())
    assert summoned and damage == 2
    damage, summoned = summon_phase(blood_summon_scene(), hard(shipped_weights=False))
    assert not summoned and damage == 0


def test_hard_does_not_blood_summon_on_a_low_ret_talus() -> None:
    damage, summoned = summon_phase(blood_summon_scene(damage=6), hard())  # 6 life: the danger line
    assert not summoned and damage == 6


def test_a_chain_of_questions_is_scored_by_its_best_answers() -> None:
    """Blood Summon asks three questions (a unit, a card, a space); answered by default (decline
    where allowed) it looks like a card thrown away. Looking through the chain sees the summon."""
    st = blood_summon_scene().state
    play = next(c for c in legal_commands(st) if isinstance(c, cmds.PlayEvent))
    stop_at_once = score_command(st, 0, play, FK)
    through = score_command(st, 0, play, FK, chain=3)
    assert through > stop_at_once


# --- the valuation ---------------------------------------------------------------------------


def test_spare_life_is_cheap_above_the_danger_line_and_full_price_below() -> None:
    w = FK
    full = 12
    line = w.summoner_danger * full  # 6 with nothing in reach
    for left in range(1, int(line) + 1):
        assert spendable_summoner_value(w, left, full, 0.0) == summoner_value(w, left)
    for left in range(int(line) + 1, full + 1):
        step = spendable_summoner_value(w, left, full, 0.0) - spendable_summoner_value(w, left - 1, full, 0.0)
        assert 0 < step <= w.spare_life + 1e-9  # more life is still better, but only a little
        assert step < summoner_value(w, left) - summoner_value(w, left - 1)
    # the enemy's reach raises the line: the same life is then at full price
    exposed = 2.0
    assert spendable_summoner_value(w, 10, full, exposed) == summoner_value(w, 10)
    # and with the weight off (Normal), nothing changes
    assert spendable_summoner_value(DEFAULT, 12, full, 0.0) == summoner_value(DEFAULT, 12)


def test_only_events_and_abilities_are_looked_through() -> None:
    """The chain search costs up to CHAIN_LEAVES evaluations a command, so it is kept to playing an
    event, using an ability and answering an event's questions; a summon, move or end of phase is
    scored as before (its own questions, if any, get the default answers)."""
    st = blood_summon_scene().state
    legal = legal_commands(st)
    play = next(c for c in legal if isinstance(c, cmds.PlayEvent))
    assert chains(st, 0, play)
    assert not chains(st, 0, next(c for c in legal if isinstance(c, cmds.EndPhase)))
    during = simulate(st, play).state
    assert during.pending is not None and chains(during, 0, cmds.Answer(0, 0))
    s = raise_scene()
    assert chains(s.state, 0, next(c for c in s.legal() if is_raise(c)))
    archer = next(u for u in st.players[0].hand if st.cards[u].name == "Undead Archer")
    assert not chains(st, 0, cmds.Summon(0, archer, (3, 2)))
