"""A `destroyed`/`destroys` trigger asks which side the destroyed card fought for. In the 1st
edition a destroyed enemy card goes to the destroyer's magic pile (1E rulebook, "Magic Pile":
"Whenever you destroy one of your opponent's cards, place that card in your Magic Pile"), so by
the time the trigger is asked the card is under the destroyer's control; its side is still the
one it had on the battlefield."""

from __future__ import annotations

from game.core.abilities.language.env import Env
from game.core.abilities.language.whens import Destroyed, Destroys
from game.core.state import BOARD
from tests.factions.scene_vgfk_1e import VG, attack, scene

ELLA, TOBY = 0, 1


def _destroy_enemy():
    """Ella's Guardian destroys one of Toby's units; the destroyed card's trigger info."""
    s = scene(VG, VG)
    guardian = s.place(ELLA, "Guardian Knight", (2, 3))
    victim = s.place(TOBY, "Priest", (2, 4))
    infos: list[dict] = []
    import game.core.damage as damage

    real_fire = damage.fire

    def spy(ctx, name, **info):
        if name == "destroyed":
            infos.append(info)
        return real_fire(ctx, name, **info)

    damage.fire = spy
    try:
        s.damage(victim, 1).phase(ELLA, "attack")
        attack(s, guardian, victim, 6)
    finally:
        damage.fire = real_fire
    return s, guardian, victim, infos[0]


def test_destroys_side_enemy_still_matches_a_card_now_in_the_destroyers_magic_pile():
    s, guardian, victim, info = _destroy_enemy()
    card = s.state.cards[victim]
    assert card.zone != BOARD and card.controller == ELLA  # the premise: it changed hands
    env = Env(s.state, s.card(guardian), s.card(guardian), info=info)
    assert Destroys.concerns(env, {"subject": {"side": "enemy", "class": ["unit"]}})
    assert not Destroys.concerns(env, {"subject": {"side": "friendly"}})


def test_destroyed_side_is_judged_from_the_listeners_side_both_ways():
    s, guardian, victim, info = _destroy_enemy()
    watcher = s.place(TOBY, "Priest", (5, 6))
    env = Env(s.state, s.card(watcher), s.card(watcher), info=info)
    p = {"subject": {"side": "friendly", "class": ["unit"]}, "during": "any"}
    assert Destroyed.concerns(env, p)  # Toby's own unit died, though Ella holds it now
    assert not Destroyed.concerns(env, {**p, "subject": {"side": "enemy", "class": ["unit"]}})
