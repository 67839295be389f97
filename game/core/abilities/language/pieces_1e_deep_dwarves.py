"""Ability-language pieces first needed by 1st-edition Master Set cards (deep dwarves).

Each piece registers with `pieces.piece` like the others; the validator, the editor schema and
the modder's guide read it from the registry.
"""

from __future__ import annotations

from game.core import events as ev
from game.core.abilities.language.effects import Do
from game.core.abilities.language.pieces import piece
from game.core.state import Effect as Lasting

# --- effects -------------------------------------------------------------------------------------


@piece("do", "discard_top_to_magic",
       summary="Magic pile (1E): the top card of your discard pile goes face down on top of your magic pile "
               "(Meditate: 'move the top card of your discard pile to your magic pile'); nothing with an empty "
               "discard pile. Done once, whatever the targets.",
       example="do: discard_top_to_magic")
class DiscardTopToMagic(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        pile = env.state.players[env.player].discard
        if pile:
            ctx.emit(ev.CardsToMagicPile(env.player, (pile[-1],), env.title))
        return None


@piece("do", "attack_with_only", params={"units": "int"}, defaults={"units": 1}, main="units",
       summary="For the rest of this turn you may attack with at most `units` units in your Attack phase "
               "(Meditate: 'on a turn you do this you may attack with only 1 unit'); attacks that take no "
               "attacker slot (extra attacks) are not counted. Held by your summoner. Done once, whatever the "
               "targets.",
       example="do: {attack_with_only: 1}")
class AttackWithOnly(Do):
    targets = False

    @staticmethod
    def run(ctx, env, p, uid):
        s = env.state.summoner(env.player)
        if s is not None:
            amount = min(0, max(0, p["units"]) - env.state.ruleset.max_attackers)
            ctx.emit(ev.EffectAdded(Lasting("stat", s.uid, env.player, until="end_of_turn",
                                            data=(("stat", "max_attackers"), ("amount", amount)),
                                            source=env.me.uid)))
        return None
