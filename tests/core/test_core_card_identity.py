"""Glossary DISCARD: 'If a discarded card is later placed back on the battlefield, it is considered
a new card.' What this turn recorded about a card (it moved, it attacked, it used a once-per-turn
ability, an effect given to it) does not follow it once it left the battlefield and came back; a
card that stayed keeps all of it.

A card comes back here by a `CardPlaced` event, the event every returning effect (Raise the Dead,
Infect, …) emits.
"""

from __future__ import annotations

from game.core import commands as cmds
from game.core import events as ev
from game.core.ruleset import ATTACK, MOVE
from game.core.state import BOARD, DISCARD, Effect
from game.core.stats import strength
from tests.core.helpers import Scene
from tests.factories import MELEE_ONLY
from tests.scene import faction_scene


def back_as_a_new_card(s: Scene, uid: int, pos) -> None:
    """Destroy `uid` and have an effect place it back on the battlefield at `pos`."""
    s.apply(ev.CardDestroyed(uid))
    assert s.card(uid).zone == DISCARD
    s.apply(ev.CardPlaced(s.card(uid).owner, uid, pos))
    assert s.card(uid).zone == BOARD


def moves_of(s: Scene, uid: int) -> list:
    return [c for c in s.legal() if isinstance(c, cmds.Move) and c.unit == uid]


def test_glossary_discard_a_unit_placed_back_in_the_same_phase_may_move_again():
    """Glossary DISCARD, 'considered a new card': the unit that moved left; the one placed back
    has not moved this phase."""
    s = Scene(clean=True).phase(0, MOVE)
    w = s.place(0, "Test Warrior", (1, 3))
    s.do(cmds.Move(0, w, ((1, 4),)))
    assert "already moved" in s.reject(cmds.Move(0, w, ((1, 5),)))
    back_as_a_new_card(s, w, (3, 3))
    assert moves_of(s, w)
    s.do(cmds.Move(0, w, ((3, 4),)))
    assert s.card(w).pos == (3, 4)


def test_glossary_discard_a_unit_that_stayed_on_the_battlefield_still_has_moved():
    """The other way: another card coming back does not clear what this one did."""
    s = Scene(clean=True).phase(0, MOVE)
    w = s.place(0, "Test Warrior", (1, 3))
    other = s.place(0, "Test Guard", (4, 3))
    s.do(cmds.Move(0, w, ((1, 4),)))
    s.do(cmds.Move(0, other, ((4, 4),)))
    back_as_a_new_card(s, other, (4, 3))
    assert not moves_of(s, w)
    assert "already moved" in s.reject(cmds.Move(0, w, ((1, 5),)))


def test_rulebook_move_the_old_cards_move_still_counts_toward_the_three():
    """Rulebook, Phase 2: 'Move up to 3 different units': the card that moved and left was one
    of them; the new card is another, so with two more movers the phase's moves are used up."""
    s = Scene(clean=True).phase(0, MOVE)
    w = s.place(0, "Test Warrior", (1, 3))
    a = s.place(0, "Test Guard", (3, 3))
    b = s.place(0, "Test Guard", (5, 3))
    s.do(cmds.Move(0, w, ((1, 4),)))
    back_as_a_new_card(s, w, (1, 2))
    s.do(cmds.Move(0, a, ((3, 4),)))
    s.do(cmds.Move(0, b, ((5, 4),)))
    assert "already moved 3 units" in s.reject(cmds.Move(0, w, ((1, 1),)))


def test_glossary_discard_a_unit_placed_back_in_the_same_phase_may_attack_again():
    """Glossary DISCARD, 'considered a new card': the unit that attacked left; the one placed
    back has not attacked this phase. One that stayed may not attack twice."""
    s = Scene(clean=True).phase(0, ATTACK)
    w = s.place(0, "Test Warrior", (1, 3))
    stayed = s.place(0, "Test Warrior", (4, 3))
    t1 = s.place(1, "Test Brute", (1, 4))
    t2 = s.place(1, "Test Brute", (4, 4))
    s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t1))
    s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, stayed, t2))
    assert "already attacked" in s.reject(cmds.Attack(0, w, t1))
    back_as_a_new_card(s, w, (1, 3))
    assert cmds.Attack(0, w, t1) in s.legal()
    before = s.card(t1).damage
    s.dice(MELEE_ONLY, MELEE_ONLY).do(cmds.Attack(0, w, t1))
    assert s.card(t1).damage == before + 2
    assert "already attacked" in s.reject(cmds.Attack(0, stayed, t2))


def test_glossary_discard_an_effect_on_a_card_ends_when_the_card_leaves():
    """'+1 strength until the end of the turn' was given to the card that left: the card placed
    back does not have it. A card that stayed keeps its effect."""
    s = Scene(clean=True).phase(0, ATTACK)
    w = s.place(0, "Test Warrior", (1, 3))
    stayed = s.place(0, "Test Warrior", (4, 3))
    for uid in (w, stayed):
        s.apply(ev.EffectAdded(Effect("stat", uid, 0, data=(("amount", 1), ("stat", "strength")))))
    assert strength(s.state, s.card(w)) == 3 and strength(s.state, s.card(stayed)) == 3
    back_as_a_new_card(s, w, (1, 3))
    assert strength(s.state, s.card(w)) == 2
    assert strength(s.state, s.card(stayed)) == 3


GOB = 0


def test_glossary_discard_the_eater_placed_back_has_not_fed_this_turn():
    """The Eater, Feed the Eater: 'if The Eater destroyed no unit this turn'. The Eater that
    destroyed a unit left the battlefield; the one placed back destroyed nothing, so it must be
    fed at the end of the Attack phase (a once-per-turn mark does not follow a new card)."""
    s = faction_scene("cave-goblins", ATTACK)
    eater = s.place(GOB, "The Eater", (1, 2))
    guard = s.place(1, "Test Guard", (1, 3))
    s.dice(*[MELEE_ONLY] * 5).do(cmds.Attack(GOB, eater, guard))
    assert s.card(guard).zone == DISCARD
    back_as_a_new_card(s, eater, (1, 2))
    s.do(cmds.EndPhase(GOB))
    assert s.card(eater).zone == DISCARD  # nothing adjacent to feed it: The Eater goes


def test_glossary_discard_the_eater_that_stayed_has_fed():
    """The other way: The Eater that destroyed a unit and stayed is not fed (another card placed
    back does not clear its mark)."""
    s = faction_scene("cave-goblins", ATTACK)
    eater = s.place(GOB, "The Eater", (1, 2))
    guard = s.place(1, "Test Guard", (1, 3))
    other = s.place(GOB, "Horde Slinger", (4, 2))
    s.dice(*[MELEE_ONLY] * 5).do(cmds.Attack(GOB, eater, guard))
    back_as_a_new_card(s, other, (4, 2))
    s.do(cmds.EndPhase(GOB))
    assert s.card(eater).zone == BOARD
