"""Ability-language pieces first needed by 1st-edition Master Set cards (mercenaries).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.

The Mercenaries (cards/1e/mercenaries.yaml) needed: where a unit stands against the card it
attacks (Rogue, Lesser Backstab: 'closer to the back row of your opponent's side than the enemy
unit it attacks'); a unit that cannot attack while a condition holds (Stone Golem, Slow: 'it cannot
attack that turn'); a melee unit that counts as ranged (Apprentice Mage, Magic Shot: 'it counts as
a ranged unit for that attack', the value `stats.attack_kind` every attack rule reads); a card
chosen by the life it has left, and this card placed next to the card chosen (Stonecloak, Stolen
Armor: 'pick a wall you control with 3 or more life left; place the Stonecloak next to that wall').
"""

from __future__ import annotations

from game.core.abilities import verbs
from game.core.abilities.language.conditions import _check
from game.core.abilities.language.effects import Ask, Do, ExtraAttack, _on_board
from game.core.abilities.language.env import Env, on_board
from game.core.abilities.language.pieces import piece
from game.core.abilities.language.selectors import Selector
from game.core.abilities.language.statics import Modify
from game.core.message import msg
from game.core.state import BOARD

# --- conditions ----------------------------------------------------------------------------------


@_check("behind_attack_target",
        summary="This card (for a static change: the card whose value is asked) is in a row closer to the back "
                "row of its opponent's side than the card it attacks (Lesser Backstab: 'closer to the back row "
                "of your opponent's side than the enemy unit it attacks'). False outside an attack.",
        example="while: {all: [{attack_target: {side: enemy, class: [unit]}}, behind_attack_target]}")
def _behind_attack_target(env: Env, p: dict) -> bool:
    me = env.subject if env.subject is not None else env.holder
    t = env.card("target")
    if t is None or me.zone != BOARD or t.zone != BOARD or me.pos is None or t.pos is None:
        return False
    # Glossary BEHIND, seen from the opponent: nearer to their back row.
    return env.state.geo.is_behind(me.pos, t.pos, env.state.opponent(me.controller))


# --- stat changes --------------------------------------------------------------------------------


@piece("modify", "barred_from_attacking",
       summary="The unit cannot attack (nor use an ability instead of attacking), usually under a `while:` "
               "(Slow: 'if it moves more than 1 space in your Movement phase, it cannot attack that turn'; "
               "Stun, with `{can_move: false}`: 'cannot move or attack that turn').",
       example="modify: barred_from_attacking")
class BarredFromAttacking(Modify):
    stat = "can_attack"  # the value the rules read

    @staticmethod
    def apply(env, p, value):
        return False


# Magic Shot's 'counts as a ranged unit' is the Swamp Orcs' piece attack_as (pieces_1e_swamp_orcs).


# --- selectors -----------------------------------------------------------------------------------


@piece("target", "choose_with_life_left", params={"filter": "filter", "at_least": "int", "text": "str"},
       defaults={"text": ""}, main="filter",
       summary="One card matching the filter with at least `at_least` life left (its life less its damage), "
               "chosen by you (taken without asking when it is the only one and the ability is not optional): "
               "Stolen Armor's 'a wall you control with 3 or more life left'.",
       example="target: {choose_with_life_left: {side: friendly, class: [gate], name: Wall}, at_least: 3}")
class ChooseWithLifeLeft(Selector):
    choice = True

    @staticmethod
    def candidates(env, p):
        from game.core.stats import life_left

        return [c.uid for c in on_board(env, p["filter"]) if life_left(env.state, c) >= p["at_least"]]


# --- effects -------------------------------------------------------------------------------------


def _spaces_next_to(env: Env, uid: int) -> list:
    """Where this card may be placed next to card `uid`: the empty spaces adjacent to it, and this
    card's own space when it is already there."""
    s = env.state
    h, c = s.cards.get(env.holder.uid), s.cards.get(uid)
    if h is None or h.zone != BOARD or c is None or c.zone != BOARD or c.uid == h.uid:
        return []
    return sorted((q for q in s.geo.adjacent(c.pos) if q not in s.board or q == h.pos), key=lambda q: (q[1], q[0]))


@piece("do", "place_self_next_to_target",
       summary="This card is placed on an empty space adjacent to the target (a card on the battlefield), which "
               "you choose; it may stay where it is if it is already next to the target (Stolen Armor: 'place "
               "the Stonecloak next to that wall'). Placing is neither a move nor a force. A target with no "
               "such space cannot be chosen.",
       example="do: [place_self_next_to_target, {damage: 3}]")
class PlaceSelfNextToTarget(Do):
    @staticmethod
    def feasible(env, p, uid):
        return bool(_spaces_next_to(env, uid))

    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        spaces = _spaces_next_to(env, uid)
        if not spaces:
            return None
        h, c = env.state.cards[env.holder.uid], env.state.cards[uid]
        return Ask("space", spaces, msg("{ability}: where is {card} placed, next to {card2}?", ability=env.title, card=h.name, card2=c.name), data={"card": uid})

    @staticmethod
    def resume(ctx, env, p, uid, data, answer):
        if answer is None or not _on_board(env, uid):
            return
        to = tuple(answer)
        h = env.state.cards[env.holder.uid]
        if to in _spaces_next_to(env, uid) and to != h.pos:
            verbs.relocate(ctx, h.uid, to)


@piece("do", "make_the_attack", params={"filter": "filter"}, defaults={"filter": {}}, main="filter",
       summary="The target (a unit) attacks now a card matching the filter, which you choose: the attack that an "
               "`activate: {phase: attack, instead_of: attack}` ability is used for (Magic Shot: 'pay 1 magic to "
               "attack with it as a ranged unit'), so it takes no attacker slot beyond the one the ability took. "
               "It must attack if it can; with nothing to attack, nothing happens.",
       example="do: [{mark: magic_shot_ranged, until: end_of_attack}, make_the_attack]")
class MakeTheAttack(ExtraAttack):
    @staticmethod
    def run(ctx, env, p, uid):
        if not _on_board(env, uid):
            return None
        options = ExtraAttack._options(env, p, uid)
        if not options:
            return None
        name = env.state.cards[uid].name
        return Ask("card", options, msg("{ability}: choose the card {name} attacks.", ability=env.title, name=name))
