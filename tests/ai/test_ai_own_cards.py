"""The bots do not attack their own cards for nothing, and still do when it gains something.

Rulebook (2E), Phase 4: Attack, "1. Declare a Target": a unit may target any card in reach, its
own side's too; "The Cost of Inaction": 'Add 1 damage to your summoner at the end of your Attack
Phase if you did not target any enemy cards with an attack this turn.' An attack on a friendly
card does not spare the summoner that damage. Issue 42: Hard (Fallen Kingdom) attacked its own
Gate with an Undead Archer and an Undead Warrior on its first turn and Ret-Talus still took the
Cost of Inaction. The evaluation counts the enemy's threats at the second attacker's weight
until the attack phase ends and at the first's from then on (and Normal's does not foresee the
Cost of Inaction), so ending the attack phase looks worse than any attack at all, and a bot with
nothing of the enemy's in reach hit its own Gate. The bots now search an attack on their own
card only when it scores above the position without it (`greedy.gains`).
"""

from __future__ import annotations

from game.ai.evaluate import HARD
from game.ai.faction_weights import shipped, weights_for
from game.ai.greedy import NormalBot, gains, score_command, standing
from game.ai.mcts import HardBot
from game.core import commands as cmds
from game.core.ruleset import ATTACK, MOVE
from game.core.setup import GameSetup, PlayerSetup
from tests.ai.ai_helpers import FAST
from tests.scene import Scene, content, deck, real_setup

SETUP = real_setup("fallen-kingdom", "polar-dwarves", 1)
FK = weights_for(HARD, "fallen-kingdom", shipped())  # Hard's weights for Fallen Kingdom


def gate_scene() -> tuple[Scene, int, int]:
    """Ella's (Fallen Kingdom) attack phase: her starting Gate at (3,2) (D3) with an Undead
    Archer beside it at (4,2) and an Undead Warrior at (3,3); nothing of Toby's within their
    reach or Ret-Talus' at (3,0) (Toby's starting Gate is at (2,5)), but two of his Bear
    Cavalry, at (1,1) and (2,1), can strike Ret-Talus in his turn."""
    s = Scene(SETUP, clean=True).phase(0, ATTACK)
    gate = s.state.at((3, 2))
    assert gate is not None and gate.controller == 0 and gate.defn.is_structure
    archer = s.place(0, "Undead Archer", (4, 2))
    s.place(0, "Undead Warrior", (3, 3))
    for pos in ((1, 1), (2, 1)):
        s.place(1, "Bear Cavalry", pos)
    return s, archer, gate.uid


def own_attacks(s: Scene) -> list[cmds.Attack]:
    return [c for c in s.legal() if isinstance(c, cmds.Attack) and s.card(c.target).controller == 0]


def test_the_rules_allow_attacking_your_own_gate() -> None:
    """The attack stays legal (the rulebook lets a unit target any card in reach): only the
    bots leave it out."""
    s, archer, gate = gate_scene()
    assert cmds.Attack(0, archer, gate) in own_attacks(s)


def test_hitting_your_own_gate_gains_nothing_over_leaving_it() -> None:
    """The measure the bots search by: the Gate damaged, the Cost of Inaction still to pay."""
    s, archer, gate = gate_scene()
    hit = score_command(s.state, 0, cmds.Attack(0, archer, gate), FK)
    assert not gains(hit, standing(s.state, 0, FK))


def test_normal_does_not_attack_its_own_gate_for_nothing() -> None:
    s, _, _ = gate_scene()
    c = NormalBot(1, setup=SETUP).choose(s.state, 0)
    assert isinstance(c, cmds.EndPhase), c


def test_hard_does_not_attack_its_own_gate_for_nothing() -> None:
    s, _, _ = gate_scene()
    c = HardBot(1, setup=SETUP, **FAST["hard"]).choose(s.state, 0)
    assert isinstance(c, cmds.EndPhase), c


def cultist_scene() -> tuple[Scene, int, int]:
    """Ella's attack phase: her Hellfire Cultist at (1,4), 1 life left, between two of Toby's
    Bear Cavalry at 1 life left; her Undead Archer at (1,2) has it in a clear line, and nothing
    of Toby's else in reach."""
    s = Scene(SETUP, clean=True).phase(0, ATTACK)
    cultist = s.place(0, "Hellfire Cultist", (1, 4))
    s.damage(cultist, 1)
    archer = s.place(0, "Undead Archer", (1, 2))
    for pos in ((0, 4), (2, 4)):
        bear = s.place(1, "Bear Cavalry", pos)
        s.damage(bear, 4)
    return s, archer, cultist


def test_a_bot_still_attacks_its_own_card_when_an_ability_makes_it_worth_it() -> None:
    """Hellfire Cultist, Immolate: 'After this unit is destroyed, add 1 damage to each enemy unit
    that was adjacent to it.' Destroying her own Cultist destroys two enemy units: Normal does it."""
    s, archer, cultist = cultist_scene()
    hit = score_command(s.state, 0, cmds.Attack(0, archer, cultist), FK)
    assert gains(hit, standing(s.state, 0, FK))
    assert NormalBot(1, setup=SETUP).choose(s.state, 0) == cmds.Attack(0, archer, cultist)


# --- out and back ----------------------------------------------------------------------------

SETUP_1E = GameSetup(content().rulesets["1e"], (PlayerSetup("Ella", deck("phoenix-elves-1e")),
                                                 PlayerSetup("Toby", deck("tundra-orcs-1e"))),
                     content().library.cards, 3)


def shaman_scene() -> tuple[Scene, int]:
    """1E, Toby's (Tundra Orcs) move phase, from a Normal-against-Normal game (seed 3, turn 4)
    where Toby walked his Shaman to B6 and back to B5: his Shaman at (1,4) (B5), a Smasher at
    (3,4) and an Ice Wall at (2,4), facing Ella's Guardian at (1,3), Warrior at (2,3) and Archer
    at (3,3)."""
    s = Scene(SETUP_1E, clean=True).phase(1, MOVE)
    for name, pos in (("Guardian", (1, 3)), ("Warrior", (2, 3)), ("Archer", (3, 3))):
        s.place(0, name, pos)
    s.place(1, "Smasher", (3, 4))
    shaman = s.place(1, "Shaman", (1, 4))
    s.place(1, "Ice Wall", (2, 4))
    return s, shaman


def round_trip(s: Scene, c: cmds.Command) -> bool:
    return isinstance(c, cmds.Move) and c.path[-1] == s.card(c.unit).pos


def test_the_rules_allow_a_move_out_and_back() -> None:
    """1E rulebook, Movement: a unit moves up to 2 spaces; nothing forbids ending where it began,
    so the move stays legal (an ability that follows a move may make it worth it)."""
    s, shaman = shaman_scene()
    assert any(round_trip(s, c) and c.unit == shaman for c in s.legal())


def test_normal_does_not_walk_out_and_back_for_nothing() -> None:
    s, _ = shaman_scene()
    for _ in range(3):
        c = NormalBot(1, setup=SETUP_1E).choose(s.state, 1)
        assert not round_trip(s, c), c
        if isinstance(c, cmds.EndPhase):
            break
        s.do(c)


def test_hard_does_not_walk_out_and_back_for_nothing() -> None:
    s, _ = shaman_scene()
    for _ in range(3):
        c = HardBot(1, setup=SETUP_1E, **FAST["hard"]).choose(s.state, 1)
        assert not round_trip(s, c), c
        if isinstance(c, cmds.EndPhase):
            break
        s.do(c)
