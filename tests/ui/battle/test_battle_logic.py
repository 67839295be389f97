"""The pure parts of the battle screen: sentences, odds, the drag/select state machine and the
animation queue. None of these needs a window."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from game.core import commands as cmds
from game.core import events as ev
from game.core.decide import check
from game.core.game import Game
from game.core.hashing import state_hash
from game.core.legal import legal_commands
from game.core.ruleset import MAGIC
from game.core.state import Effect, Prompt
from game.ui.battle.animations import AnimationQueue
from game.ui.battle.describe import QUIET, narrate, sentence
from game.ui.battle.interaction import Hit, Interaction, Refuse, Submit
from game.ui.battle.odds import AttackOdds, attack_odds, hit_distribution, lethal_chance
from tests.factories import FACES, test_setup


def _game(seed: int = 1) -> Game:
    return Game.new(test_setup(seed))


def _to_phase(g: Game, phase: str) -> None:
    while g.state.phase != phase:
        out = g.submit(cmds.EndPhase(g.state.turn.player))
        assert out, out


# ----------------------------------------------------------------------------- describe


def _sample(state, cls):
    """An instance of event class `cls` with plausible field values from `state`."""
    board_uids = list(state.board.values())
    a, b = board_uids[0], board_uids[-1]
    hand = state.players[0].hand[0]
    vals = {
        "player": 0, "card": a, "to": (0, 3), "path": ((0, 3), (0, 4)), "a": a, "b": b,
        "by": b, "host": b, "attacker": a, "target": b, "amount": 2, "reason": "",
        "order": (1, 2), "rng": 0, "number": 3, "phase": "move", "cards": (hand,),
        "faces": (0, 3), "source": a, "purpose": "attack", "hits": 1, "damage": 1,
        "ability": "x", "counts_as": "", "until": "end_of_turn", "choice": 0,
        "effect": Effect("stat", a, 0, data=(("stat", "strength"), ("amount", 1))),
        "prompt": Prompt(0, "confirm", "Do it?", (True, False)),
        "continuation": (), "counts": True, "count": 2, "rolls": ((4, 1),), "chooser": 0,
        "vine": b, "face": 2, "stays": True,
    }
    kwargs = {f.name: vals[f.name] for f in dataclasses.fields(cls) if f.name in vals}
    return cls(**kwargs)


@pytest.mark.parametrize("cls", sorted(ev.EVENT_TYPES.values(), key=lambda c: c.__name__))
def test_every_event_reads_as_a_sentence(cls) -> None:
    g = _game()
    text = sentence(g.state, _sample(g.state, cls))
    assert text and text[0].isupper() and text.rstrip().endswith((".", "?", "!")), text
    assert cls.__name__ not in text  # never the class name as a fallback


def test_sentences_name_cards_players_and_spaces() -> None:
    g = _game()
    s = g.state
    p = s.turn.player
    name = s.players[p].name
    unit = next(s.cards[u] for u in s.players[p].hand if s.cards[u].defn.is_unit)
    assert sentence(s, ev.UnitSummoned(p, unit.uid, (2, 3))) == f"{name} summons {unit.name} at C4."
    mover = s.summoner(p)
    assert sentence(s, ev.UnitMoved(mover.uid, ((3, 1),))).startswith(f"{mover.name} moves from D1 to D2")
    # Rulebook, Phase 2: a unit may move off and back onto its space; say so, not "D1 to D1".
    there_and_back = sentence(s, ev.UnitMoved(mover.uid, ((3, 1), (3, 0))))
    assert there_and_back == f"{mover.name} moves to D2 and back to D1."
    assert sentence(s, ev.CardsDrawn(p, (1, 2))) == f"{name} draws 2 cards."
    assert sentence(s, ev.GameWon(p, "the other summoner was destroyed")) == (
        f"{name} wins: the other summoner was destroyed."
    )


def test_an_attack_is_one_line_with_dice_hits_and_life_left() -> None:
    g = _game()
    s = g.state
    a = s.summoner(0)
    t = s.summoner(1)
    events = [
        ev.AttackDeclared(a.uid, t.uid),
        ev.DiceRolled(0, (0, 3), 0, a.uid),
        ev.DamageAdded(t.uid, 1, a.uid, "attack"),
        ev.AttackResolved(a.uid, t.uid, 1, 1),
    ]
    lines = [line.text for line in narrate(s, events)]
    left = t.defn.life - 1
    # Issue 16: the line gives the faces as the die's symbols (faces 0 and 3: melee, ranged).
    assert lines == [f"{a.name} attacks {t.name} and rolls \u2694 \u27b6: 1 hit; {t.name} has {left} life left."]


def test_an_attack_line_tells_a_re_roll_and_the_hits_the_core_counted() -> None:
    """Glossary RE-ROLL: the new result is kept; the line says both rolls, and the hits are the
    AttackResolved event's (an ability may count more than the symbols show)."""
    g = _game()
    s = g.state
    a, t = s.summoner(0), s.summoner(1)
    events = [
        ev.AttackDeclared(a.uid, t.uid),
        ev.DiceRolled(0, (3, 3), 0, a.uid),
        ev.DiceRolled(0, (0, 1), 0, a.uid),
        ev.AttackResolved(a.uid, t.uid, 3, 0),
    ]
    (line,) = [line.text for line in narrate(s, events)]
    assert line.startswith(f"{a.name} attacks {t.name} and rolls \u27b6 \u27b6, re-rolled to \u2694 \u2694: 3 hits, 0 damage")


def test_the_log_leaves_out_bookkeeping() -> None:
    g = _game()
    lines = narrate(g.initial, g.events)
    assert any("goes first" in line.text for line in lines)
    assert not any("shuffled" in line.text for line in lines)
    assert ev.DeckShuffled in QUIET


# ----------------------------------------------------------------------------- odds


def test_odds_exact_for_simple_cases() -> None:
    # The 2E die: 4 of 6 faces carry melee, 3 of 6 carry ranged.
    assert hit_distribution(FACES, "melee", 1) == [Fraction(1, 3), Fraction(2, 3)]
    assert lethal_chance(FACES, "melee", 1, 1) == Fraction(2, 3)
    assert lethal_chance(FACES, "melee", 2, 2) == Fraction(4, 9)
    assert lethal_chance(FACES, "melee", 2, 1) == Fraction(8, 9)
    assert lethal_chance(FACES, "ranged", 3, 3) == Fraction(1, 8)
    assert lethal_chance(FACES, "ranged", 3, 0) == 1
    assert lethal_chance(FACES, "melee", 2, 3) == 0
    assert sum(hit_distribution(FACES, "ranged", 5)) == 1


def test_attack_odds_use_strength_and_life_left() -> None:
    g = _game()
    s = g.state
    a, t = s.summoner(0), s.summoner(1)
    o = attack_odds(s, a, t)
    assert o.dice == a.defn.strength and o.life_left == t.defn.life
    assert o.lethal == lethal_chance(FACES, "ranged", a.defn.strength, t.defn.life)
    assert "destroy" in o.summary()


def test_odds_summary_reads_as_a_sentence() -> None:
    def odds(lethal: Fraction, dice: int = 3, life: int = 5) -> str:
        return AttackOdds(dice, life, lethal, Fraction(0)).summary()

    assert odds(Fraction(0)) == "3 dice vs 5 life: cannot destroy"
    assert odds(Fraction(1), 1, 1) == "1 die vs 1 life: sure to destroy"
    assert odds(Fraction(21, 50)) == "3 dice vs 5 life: 42% chance to destroy"
    assert odds(Fraction(1, 1000)) == "3 dice vs 5 life: under 1% chance to destroy"


# ----------------------------------------------------------------------------- interaction


def _summon_ready() -> tuple[Game, Interaction, int, list[cmds.Summon]]:
    g = _game()
    s = g.state
    p = s.turn.player
    inter = Interaction()
    inter.refresh(s, p)
    summons = [c for c in legal_commands(s) if isinstance(c, cmds.Summon)]
    assert summons, "the test deck can summon on turn 1"
    uid = summons[0].card
    return g, inter, uid, [c for c in summons if c.card == uid]


def test_drag_start_lights_exactly_the_legal_destinations() -> None:
    g, inter, uid, summons = _summon_ready()
    assert inter.begin_drag(uid)
    lit = inter.highlights()
    assert set(lit.spaces) == {c.to for c in summons}
    assert lit.cards == {uid: "selected"}


def test_drop_on_a_legal_space_submits_the_command() -> None:
    g, inter, uid, summons = _summon_ready()
    inter.begin_drag(uid)
    action = inter.drop(Hit(space=summons[0].to, zone="board"))
    assert action == Submit(summons[0])


def test_illegal_drop_gives_the_cores_reason_and_changes_nothing() -> None:
    g, inter, uid, summons = _summon_ready()
    h = state_hash(g.state)
    p = g.state.turn.player
    far = next(
        (c, r) for r in range(8) for c in range(6)
        if (c, r) not in {x.to for x in summons} and (c, r) not in g.state.board
    )
    inter.begin_drag(uid)
    action = inter.drop(Hit(space=far, zone="board"))
    assert isinstance(action, Refuse)
    assert action.reason == check(g.state, cmds.Summon(p, uid, far))
    assert state_hash(g.state) == h
    assert inter.dragging is None


def test_click_select_then_click_target_and_esc_cancels() -> None:
    g, inter, uid, summons = _summon_ready()
    assert inter.click(Hit(card=uid, zone="hand")) is None
    assert inter.selected == uid
    assert set(inter.highlights().spaces) == {c.to for c in summons}
    assert inter.cancel() is True
    assert inter.selected is None and inter.highlights().spaces == {}
    inter.click(Hit(card=uid, zone="hand"))
    assert inter.click(Hit(space=summons[-1].to, zone="board")) == Submit(summons[-1])


def test_magic_phase_multi_select_makes_one_command() -> None:
    g = _game()
    _to_phase(g, MAGIC)
    s = g.state
    p = s.turn.player
    inter = Interaction()
    inter.refresh(s, p)
    hand = list(s.players[p].hand)
    inter.click(Hit(card=hand[0], zone="hand"))
    inter.click(Hit(card=hand[1], zone="hand"))
    inter.click(Hit(card=hand[2], zone="hand"))
    inter.click(Hit(card=hand[2], zone="hand"))  # picked twice: unpicked
    cmd = inter.magic_command()
    assert cmd == cmds.DiscardForMagic(p, (hand[0], hand[1]))
    before = s.players[p].magic
    assert g.submit(cmd)
    assert g.state.players[p].magic == min(15, before + 2)


def test_prompt_options_light_up_and_a_click_answers() -> None:
    g = _game()
    s = g.state.clone()
    p = s.turn.player
    a, b = s.summoner(0), s.summoner(1)
    from game.core.apply import apply_in_place

    apply_in_place(s, ev.PromptOpened(Prompt(p, "card", "Choose one", (a.uid, b.uid), optional=True)))
    inter = Interaction()
    inter.refresh(s, p)
    assert set(inter.highlights().spaces) == {a.pos, b.pos}
    assert inter.begin_drag(a.uid) is False  # nothing else may start while a prompt waits
    assert inter.click(Hit(space=b.pos, card=b.uid, zone="board")) == Submit(cmds.Answer(p, 1))
    assert cmds.Answer(p, None) in inter.legal  # Skip is offered (optional)


# ----------------------------------------------------------------------------- animation queue


def test_queue_advances_display_to_the_real_state() -> None:
    g = _game()
    q = AnimationQueue(g.state, factor=1.0)
    p = g.state.turn.player
    for _ in range(12):  # a whole turn's phases, plus the start of the next
        before = len(g.log)
        g.submit(cmds.EndPhase(g.state.turn.player))
        q.push(g.log[before].events)
    assert q.busy
    mid_hash = state_hash(q.display)
    assert mid_hash != state_hash(g.state)
    steps = 0
    while q.busy and steps < 10_000:
        q.update(1 / 60)
        steps += 1
    assert state_hash(q.display) == state_hash(g.state)
    assert g.state.turn.player != p or g.state.turn.number > 1


def test_instant_speed_applies_at_once_and_skip_finishes_the_current() -> None:
    g = _game()
    q = AnimationQueue(g.state, factor=None)
    before = len(g.log)
    g.submit(cmds.EndPhase(g.state.turn.player))
    q.push(g.log[before].events)
    assert not q.busy and state_hash(q.display) == state_hash(g.state)
    q2 = AnimationQueue(g.state, factor=1.0)
    _to_phase(g, "magic")
    before = len(g.log)
    g.submit(cmds.DiscardForMagic(g.state.turn.player, (g.state.players[g.state.turn.player].hand[0],)))
    q2.push([e for entry in g.log[before:] for e in entry.events])
    n = len(q2)
    q2.skip()
    assert len(q2) < n


def test_a_batch_that_stops_mid_attack_still_tells_the_faces() -> None:
    """The battle narrates each command's events: when a question stops an attack between its
    roll and its damage (a re-roll offer), the roll's faces are told at once, not lost."""
    g = _game()
    s = g.state
    a, t = s.summoner(0), s.summoner(1)
    batch = [ev.AttackDeclared(a.uid, t.uid), ev.DiceRolled(0, (0, 3), 0, a.uid)]
    lines = [line.text for line in narrate(s, batch, unfinished=True)]
    assert lines == [f"{a.name} attacks {t.name} and rolls \u2694 \u27b6."]
    assert [line.text for line in narrate(s, [ev.AttackDeclared(a.uid, t.uid)], unfinished=True)] == []
    assert narrate(s, batch) == []  # the replay's log tells an attack once it resolves
