"""The one ability class that runs every program written in the language.

A card entry without `ability:` is loaded as `AbilitySpec("language", params=<the program>)`;
`Composed` reads the program once (cached per spec) and answers the engine's hooks:
- `when` + `if` + `optional` + `limit` + `cost` + `target` + `do`: a triggered ability;
- `activate` instead of `when`: the player uses it (`UseAbility`), perhaps instead of moving or
  attacking;
- `when: played`: an event card's effect;
- `while` + `modify` (+ `target`): a static change of a value the rules read;
- `when` + `modify` + `do`: both, as one printed ability (Trample); the `modify` is this card's;
- `either` instead of `cost` + `target` + `do`: alternatives, the player choosing one that can be
  done; each runs as a program of its own under this ability's spec.
- `lent: false`: only the card the ability is printed on has it; a copy another ability lends
  (Mimic and the like) neither triggers nor changes anything.

Resolution, in the order a player reads the card: the limit and the condition are checked, the
cost must be affordable, the targets are found (a choice is asked; a "you may" without a choice
asks for a yes), the cost is paid, then each effect is done to each target in order. An effect
that needs a further answer (where to force, whom to attack) waits for it; what the effect sets
off resolves before the next one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from game.core import events as ev
from game.core.abilities import verbs
from game.core.abilities.attack_dice import snapshot, take_snapshot
from game.core.abilities.base import (
    ask,
    ask_card,
    ask_space,
    mark_used,
    resume_step,
    used_this_turn,
)
from game.core.abilities.filters import matches
from game.core.abilities.language import (  # noqa: F401  every piece module registers its pieces
    conditions,
    effects,
    pieces_1e_benders,
    pieces_1e_deep_dwarves,
    pieces_1e_goblins_dwarves,
    pieces_1e_mercenaries,
    pieces_1e_mercenaries_b,
    pieces_1e_sand_goblins,
    pieces_1e_shadow_elves,
    pieces_1e_starter,
    pieces_1e_swamp_orcs,
    pieces_1e_vanguards_fallen,
    pieces_1e_vargath,
    pieces_1e_vine_walls,
    selectors,
    statics,
    whens,
)
from game.core.abilities.language.conditions import MEMORIES, holds
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import get, split
from game.core.abilities.language.selectors import Choose, resolve
from game.core.ability_params import freeze_params
from game.core.ability_registry import Ability
from game.core.attack import attacker_slot
from game.core.cards import LANGUAGE
from game.core.context import Ctx
from game.core.damage import ability_magic_cost, spend_magic, spendable_magic
from game.core.message import NOT_NOW, msg, no_sentence
from game.core.move import mover_slot_reason
from game.core.state import ACTIVE, BOARD, Card, GameState, Step
from game.core.stats import can_attack, can_move

# Values the rules ask about a card that is not on the battlefield yet (in a hand, being summoned):
# `target: each` covers such a card for these.
NOT_YET_ON_BOARD = ("cost", "summon_spaces")

# `activate: {phase: any_time}`: in any phase of your turn, and between the phases of the
# opponent's turn (offered by `game.core.any_time`).
ANY_TIME = "any_time"


class Composed(Ability):
    """A program in the ability language (see the package's docs)."""

    name = LANGUAGE
    summary = "An ability written in the ability language (when / if / target / do, while / modify)."
    activated: ClassVar[bool] = False

    def __new__(cls, spec: Any) -> Composed:
        prog = dict(spec.params)
        if cls is Composed and prog.get("activate") is not None:
            return super().__new__(ActivatedComposed)
        return super().__new__(cls)

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        prog = self._p
        self.when: tuple[Any, dict] | None = None
        self.when_triggers: frozenset[str] = frozenset()
        if prog.get("when") is not None:
            name, p = split("when", prog["when"])
            self.when = (get("when", name).fn, p)
            self.when_triggers = frozenset(self.when[0].engine(p))
            self.triggers = self.when_triggers
            self.plays = name == "played"
        else:
            self.plays = False
        self.cond = prog.get("if")
        # Conditions that remember something this turn hear their own trigger (see conditions.MEMORIES).
        self.memories = _memories(self.cond)
        if self.memories:
            self.triggers = self.triggers | {m.trigger for m, _ in self.memories}
        self.optional = bool(prog.get("optional", False))
        self.lent = bool(prog.get("lent", True))
        self.limit = prog.get("limit")
        self.cost = dict(prog.get("cost") or {})
        self.target = prog.get("target")
        self.effects = [(get("do", n).fn, p) for n, p in (split("do", e) for e in _effects(prog.get("do")))]
        # A stat change is named for the value it changes, or for its mechanic with `stat` naming the value.
        mods = [(getattr(get("modify", n).fn, "stat", n), get("modify", n).fn, p)
                for n, p in (split("modify", m) for m in _effects(prog.get("modify")))]
        self.mods = [m for m in mods if not getattr(m[1], "attack", False)]
        self.stats = frozenset(n for n, _, _ in self.mods)
        self._mods_by_stat: dict[str, list] = {}
        for n, mod, p in self.mods:
            self._mods_by_stat.setdefault(n, []).append((mod, p))
        self._cover = self._coverage()
        # `modify` changes only the value of the card that has the ability (see `Ability.host_only`)
        self.host_only = self._cover[0] == "self"
        # Attack changes (`statics.AttackChange`) are read through `modify_attack`, at the place in
        # the damage step of the first one.
        self.attack_mods = [m for m in mods if getattr(m[1], "attack", False)]
        self.attack_hook = bool(self.attack_mods)
        if self.attack_mods:
            self.attack_priority = self.attack_mods[0][1].priority
        self.while_ = prog.get("while")
        self.activate_rule = dict(prog.get("activate") or {})
        self.asks: dict[str, Any] = {}  # what each of its prompts carries (a mode: which one)
        self.modes = [self._mode(i, m) for i, m in enumerate(prog.get("either") or ())]
        # An effect that leaves something the attack's damage step reads (Guarded's cap) changes
        # attacks while the program is live, as a named ability's `modify_attack` does.
        self.hooks = [e for e, _ in self.effects if hasattr(e, "modify_attack")]
        if self.hooks:
            self.attack_hook = True
            self.attack_priority = min(getattr(e, "attack_priority", 50) for e in self.hooks)

    def _mode(self, i: int, m: dict) -> Composed:
        """One alternative of `either`: its own cost, target and effects, under this ability's
        spec (its prompts resume here, and are passed on by `mode`) and limit."""
        sub = {k: m[k] for k in ("cost", "target", "do") if k in m}
        if self.limit:
            sub["limit"] = self.limit
        child = Composed(replace(self.spec, params=freeze_params(sub)))
        child.spec = self.spec
        child.asks = {"mode": i}
        return child

    # --- static changes ----------------------------------------------------------------------

    def _printed_only(self, me: Card, host: Card | None) -> bool:
        """`lent: false` and this is a copy lent to another card (Mimic and the like)."""
        return not self.lent and host is not None and host.uid != me.uid

    def _coverage(self) -> tuple[Any, Any]:
        """Which cards a static change covers: ("self", None), ("each", filter), or another
        selector and its parameters. With `when`, `target` is whom the triggered effects apply
        to, and `modify` is this card's own (Trample: move through, then damage)."""
        if self.target is None or self.target == "self" or self.when is not None:
            return ("self", None)
        name, p = split("target", self.target)
        if name == "each":
            return ("each", p["filter"])
        return (get("target", name).fn, p)

    def _covers(self, env: Env, subject: Card, stat: str) -> bool:
        """Whether a static change of `stat` covers `subject` (see `_coverage`)."""
        kind, arg = self._cover
        if kind == "self":
            return env.host is not None and subject.uid == env.host.uid
        if kind == "each":
            return (subject.zone == BOARD or stat in NOT_YET_ON_BOARD) and fits(env, arg, subject)
        return subject.uid in kind.candidates(env, arg)

    def modify(self, state, stat, subject, me, host, value, info):
        mods = self._mods_by_stat.get(stat)
        if not mods or self._printed_only(me, host):
            return value
        kind, arg = self._cover
        if kind == "self":
            if host is None or subject.uid != host.uid:
                return value
        elif kind == "each":
            if subject.zone != BOARD and stat not in NOT_YET_ON_BOARD:
                return value
            # the cheap part of the filter first (side, class, name), before distances
            if not matches(state, arg, subject, None, (host if host is not None else me).controller):
                return value
        env = Env(state, me, host, info, self.title, subject)
        if kind == "each":
            if not fits(env, arg, subject):
                return value
        elif kind != "self" and subject.uid not in kind.candidates(env, arg):
            return value
        if self.while_ is not None and not holds(env, self.while_):
            return value
        for mod, p in mods:
            value = mod.apply(env, p, value)
        return value

    def never_lowers(self, stat: str) -> bool:
        # `modify` returns the value as it was, or as each of its changes of `stat` made it
        return all(mod.never_lowers(p) for mod, p in self._mods_by_stat.get(stat, ()))

    def modify_attack(self, state, attack, me, host):
        """The attack changes, for an attack by (or, with `against`, on) a card this covers. An
        event's work from the active area, and only its first active copy's (glossary ABILITY: an
        ability gained twice is had once)."""
        for e in self.hooks:
            e.modify_attack(state, attack)
        if not self.attack_mods or attack.heal or not _in_force(state, self, me, host):
            return
        info = {"attacker": attack.attacker.uid, "target": attack.target.uid, "faces": attack.faces,
                "symbols": tuple(attack.symbols)}
        for name, mod, p in self.attack_mods:
            subject = attack.target if p.get("against") else attack.attacker
            env = Env(state, me, host, info, self.title, subject)
            if subject.zone != BOARD or not self._covers(env, subject, name):
                continue
            if self.while_ is not None and not holds(env, self.while_):
                continue
            mod.change(env, p, attack)

    # --- triggers ---------------------------------------------------------------------------

    def listens_in(self, state: GameState, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        if self._printed_only(me, host):
            return False
        env = Env(state, me, host, info, self.title)
        if any(trigger == m.trigger and m.concerns(env, p) for m, p in self.memories):
            return True
        return self._concerns(env, trigger)

    def _concerns(self, env: Env, trigger: str) -> bool:
        if self.when is None or trigger not in self.when_triggers:
            return False
        w, p = self.when
        return w.concerns(env, p)

    def on_trigger(self, ctx, trigger, me, host, info):
        env = Env(ctx.state, me, host, info, self.title)
        for m, p in self.memories:
            if trigger == m.trigger and m.concerns(env, p):
                m.note(ctx, env, p)
        if self.memories and not self._concerns(env, trigger):
            return
        if getattr(self.when[0], "declared", False):
            return self._as_declared(ctx, env, trigger)
        self._start(ctx, env)

    def idle_on(self, state, trigger, me, host, info):
        # `on_trigger` without memories to note and not judged as declared goes straight to
        # `_start`, whose first check, `_blocked`, only reads the game: blocked, it does nothing.
        if self.memories or self.when is None or getattr(self.when[0], "declared", False):
            return False
        return self._blocked(Env(state, me, host, info, self.title))

    def _as_declared(self, ctx: Ctx, env: Env, trigger: str) -> None:
        """A trigger judged when an attack is declared (`after_attacked_as_declared`): the
        condition is checked then and noted until the attack ends (`attack_dice.snapshot`, which
        tells an extra attack made in between apart); after the attack the note is taken back
        once and the rest resolves, the condition not judged again."""
        a, t = env.info.get("attacker"), env.info.get("target")
        key = f"{LANGUAGE}:{self.title}"
        if trigger == "attack_declared":
            if holds(env, self.cond):
                snapshot(ctx, key, a, env.holder.uid, env.player, target=t)
            return
        if take_snapshot(ctx, key, a, env.holder.uid, target=t) is not None:
            self._start(ctx, env, judged=True)

    # --- event cards ------------------------------------------------------------------------

    def can_play(self, state, player, me):
        if not self.plays:
            return None
        env = Env(state, me, None, {}, self.title)
        if not holds(env, self.cond):
            return msg("{ability} cannot be played now.", ability=self.title)
        if self.modes:
            return None if any(m._available(env) for m in self.modes) else msg("{ability} cannot be played now.", ability=self.title)
        sel, p = resolve(self.target)
        if sel.choice and not getattr(sel, "repeat", False) and not sel.repeats and not self._has_option(env, sel, p):
            return msg("{ability} needs a target.", ability=self.title)
        return None

    def on_play(self, ctx, me):
        if self.plays:
            self._start(ctx, Env(ctx.state, me, None, {}, self.title))

    # --- resolution -------------------------------------------------------------------------

    def _used_key(self, state: GameState) -> str:
        key = f"{LANGUAGE}:{self.title}"
        return key + "@" + state.phase if self.limit == "once_per_phase" else key

    def _blocked(self, env: Env, judged: bool = False) -> bool:
        """The limit is spent, the condition fails (unless `judged` already), or the cost cannot be paid."""
        h = env.holder
        if self.limit and used_this_turn(env.state, h, self._used_key(env.state)):
            return True
        if not judged and not holds(env, self.cond):
            return True
        if self.cost.get("boost", 0) > h.boost:
            return True
        if self._magic_cost(env.state, env.player) > spendable_magic(env.state, env.player):
            return True
        return False

    def _options(self, env: Env, sel: Any, p: dict) -> list:
        options = sel.candidates(env, p)
        first = next((e for e in self.effects if e[0].targets), None)
        if first is not None and not sel.spaces:
            options = [u for u in options if first[0].feasible(env, first[1], u)]
        return options

    def _has_option(self, env: Env, sel: Any, p: dict) -> bool:
        """`bool(self._options(env, sel, p))`: for a card chosen with `choose`, asked card by
        card in the same order and stopped at the first option (whether an activated ability
        or an event has a target at all is asked for every state of a game)."""
        if sel.candidates is not Choose.candidates:
            return bool(self._options(env, sel, p))
        f = p["filter"]
        first = next((e for e in self.effects if e[0].targets), None)
        if first is None or sel.spaces:
            return any(fits(env, f, c) for c in env.state.on_board())
        feasible, fp = first[0].feasible, first[1]
        return any(fits(env, f, c) and feasible(env, fp, c.uid) for c in env.state.on_board())

    def _still_option(self, env: Env, sel: Any, p: dict, answer: Any) -> bool:
        """`answer in self._options(env, sel, p)`: for a card chosen with `choose`, asked of
        that card alone rather than by listing every option again (which a trial of the order
        of simultaneous abilities did for each answer of each question)."""
        if sel.candidates is not Choose.candidates or type(answer) is not int:
            return answer in self._options(env, sel, p)
        if not Choose.admits(env, p, answer):
            return False
        first = next((e for e in self.effects if e[0].targets), None)
        return first is None or sel.spaces or first[0].feasible(env, first[1], answer)

    def _start(self, ctx: Ctx, env: Env, judged: bool = False) -> None:
        if self._blocked(env, judged):
            return
        if self.modes:
            return self._choose_mode(ctx, env)
        sel, p = resolve(self.target)
        if getattr(sel, "repeat", False):
            return self._begin_repeat(ctx, env, sel, p)
        if sel.choice:
            options = self._options(env, sel, p)
            if not options:
                return
            lone = not sel.repeats or getattr(sel, "in_order", False)
            if len(options) == 1 and not self.optional and not p.get("always_ask") and lone:
                return self._do(ctx, env, sel.expand(env, p, options[0]))
            text = p.get("text") or (msg("{ability}: choose a space.", ability=self.title) if sel.spaces
                                       else msg("{ability}: choose a card.", ability=self.title))
            asker = ask_space if sel.spaces else ask_card
            chooser = env.state.opponent(env.player) if p.get("chooser") == "opponent" else env.player
            asker(ctx, self, env.me, env.host, options, text, player=chooser,
                  optional=self.optional or sel.declinable, stage="target", info=env.info, **self.asks)
            return
        if self.optional:
            if not sel.candidates(env, p) and all(e[0].targets for e in self.effects):
                return  # a "you may" that would do nothing is not asked
            ask(ctx, self, env.me, env.host, player=env.player, kind="confirm", text=self._question(env),
                options=("yes",), optional=True, labels=(msg("Yes"),), stage="confirm", info=env.info, **self.asks)
            return
        self._do(ctx, env, sel.candidates(env, p))

    def _question(self, env: Env) -> str:
        """A 'you may' without a choice asks in words: what is paid, then what the first effect
        does when it can say so (its `question`), else just 'Use <title>?'."""
        what = None
        if self.effects:
            q = getattr(self.effects[0][0], "question", None)
            what = q(env, self.effects[0][1]) if q is not None else None
        if what is None:
            return msg("Use {ability}?", ability=self.title)
        h = env.holder
        boost, magic = self.cost.get("boost"), self._magic_cost(env.state, env.player)
        damage = self.cost.get("damage")
        paid = [bool(boost), bool(magic), bool(damage)]
        if paid == [False, False, False]:
            return msg("{ability}: {action}?", ability=self.title, action=what)
        if paid == [True, False, False]:
            return msg("{ability}: spend {boost} boost from {card} to {action}?", ability=self.title, boost=boost,
                       card=h.name, action=what)
        if paid == [False, True, False]:
            return msg("{ability}: pay {magic} magic to {action}?", ability=self.title, magic=magic, action=what)
        if paid == [False, False, True]:
            return msg("{ability}: add {damage} damage to {card} to {action}?", ability=self.title, damage=damage,
                       card=h.name, action=what)
        if paid == [True, True, False]:
            return msg("{ability}: spend {boost} boost from {card} and pay {magic} magic to {action}?",
                       ability=self.title, boost=boost, card=h.name, magic=magic, action=what)
        if paid == [True, False, True]:
            return msg("{ability}: spend {boost} boost from {card} and add {damage} damage to {card} to {action}?",
                       ability=self.title, boost=boost, card=h.name, damage=damage, action=what)
        if paid == [False, True, True]:
            return msg("{ability}: pay {magic} magic and add {damage} damage to {card} to {action}?",
                       ability=self.title, magic=magic, damage=damage, card=h.name, action=what)
        return msg("{ability}: spend {boost} boost from {card} and pay {magic} magic and add {damage} damage to "
                   "{card} to {action}?", ability=self.title, boost=boost, card=h.name, magic=magic,
                   damage=damage, action=what)

    def _magic_cost(self, state: GameState, player: int) -> int:
        """The magic this ability's cost asks of `player` now (1E Wake the Father Gem lowers it)."""
        return ability_magic_cost(state, player, self.cost.get("magic", 0))

    def _pay(self, ctx: Ctx, env: Env, activated: bool = False) -> None:
        h = env.holder
        # Only a use by the player is "instead of" moving or attacking; the same ability set off
        # by its `when:` trigger takes no move or attacker slot.
        counts = self.activate_rule.get("instead_of", "none") if activated else "none"
        if self.limit or counts != "none":
            mark_used(ctx, h, self._used_key(ctx.state), counts_as="" if counts == "none" else counts)
        if self.cost.get("boost"):
            verbs.spend_boost(ctx, h.uid, self.cost["boost"])
        if self._magic_cost(ctx.state, env.player):
            spend_magic(ctx, env.player, self._magic_cost(ctx.state, env.player), self.title)
        if self.cost.get("damage"):
            verbs.add_damage(ctx, h, h.uid, self.cost["damage"], self.title)

    def _pays_on_answer(self) -> bool:
        """A cost with a first effect that asks a declinable question before doing anything ('you
        may spend 1 boost to place a common next to her': where?) is paid once that question is
        answered; declining it costs nothing and ends the ability. Only for one chosen target."""
        if not self.cost or not self.effects or not resolve(self.target)[0].choice:
            return False
        eff, p = self.effects[0]
        return bool(getattr(eff, "pays_on_answer", False) and p.get("may"))

    def _do(self, ctx: Ctx, env: Env, targets: list, activated: bool = False) -> None:
        if not targets and all(e[0].targets for e in self.effects):
            return
        if self._pays_on_answer():
            self._run(ctx, env, list(targets), 0, 0, unpaid=True)
            return
        self._pay(ctx, env, activated)
        self._run(ctx, env, list(targets), 0, 0)

    def _run(self, ctx: Ctx, env: Env, targets: list, first: int, start: int, unpaid: bool = False) -> None:
        """Do effects `first`… to targets `start`… (of the first), stopping at a question."""
        for i in range(first, len(self.effects)):
            eff, p = self.effects[i]
            todo = targets if eff.targets else [None]
            for k in range(start if i == first else 0, len(todo)):
                want = eff.run(ctx, env, p, todo[k])
                if isinstance(want, effects.Later):
                    # What the effect set off (a roll's re-rolls) resolves first; then `proceed`.
                    ctx.then(resume_step(ctx, self, env.me, env.host, stage="later", i=i, k=k,
                                         targets=tuple(targets), info=env.info, data=want.data))
                    want.start(ctx)
                    return
                if want is not None:
                    self._ask_effect(ctx, env, want, i, k, targets, unpaid=unpaid)
                    return
                if unpaid:
                    return  # it did nothing and asked nothing: the ability ends unpaid

    def _ask_effect(self, ctx: Ctx, env: Env, want: effects.Ask, i: int, k: int, targets: list,
                    unpaid: bool = False, queued: bool = False) -> None:
        """Ask the question effect `i` needs for target `k`; its answer goes to the effect's
        `resume`. `queued`: a further question of the same effect (its `resume` returned another
        Ask), the step that goes on to the next effect already waiting behind it."""
        data = dict(stage="effect", i=i, k=k, targets=tuple(targets), info=env.info, data=want.data, **self.asks)
        if queued:
            data["queued"] = True
        who = env.player if want.player is None else want.player
        if want.kind in ("choice", "confirm"):
            ask(ctx, self, env.me, env.host, player=who, kind=want.kind, text=want.text,
                options=tuple(want.options), optional=want.optional, labels=want.labels, **data)
            return
        asker = ask_space if want.kind == "space" else ask_card
        extra = {"unpaid": True} if unpaid else {}
        asker(ctx, self, env.me, env.host, want.options, want.text, player=who,
              optional=want.optional, **data, **extra)

    # --- "any number, one at a time" (a `repeat` selector: choose_any) ------------------------

    def _begin_repeat(self, ctx: Ctx, env: Env, sel: Any, p: dict) -> None:
        """The cost is paid once, then cards are chosen one at a time (see `_offer`)."""
        if not self._options(env, sel, p):
            return
        self._pay(ctx, env)
        self._offer(ctx, env, ())

    def _offer(self, ctx: Ctx, env: Env, done: tuple) -> None:
        """Ask for the next card (never one chosen before); declining stops."""
        sel, p = resolve(self.target)
        options = [u for u in self._options(env, sel, p) if u not in done]
        if options:
            text = p.get("text") or msg("{ability}: choose a card, or stop.", ability=self.title)
            ask_card(ctx, self, env.me, env.host, options, text, player=env.player, optional=True, stage="pick",
                     done=tuple(done), info=env.info)

    def _picked(self, ctx: Ctx, env: Env, done: tuple, answer: Any) -> None:
        sel, p = resolve(self.target)
        if answer in done or answer not in self._options(env, sel, p):
            return
        # Queued first, so the chosen card's effects, and what they set off, resolve before the next pick.
        ctx.then(resume_step(ctx, self, env.me, env.host, stage="next", done=done + (answer,), info=env.info))
        self._run(ctx, env, [answer], 0, 0)

    def _next_pick(self, ctx: Ctx, env: Env, done: tuple) -> None:
        # An attack made while an event resolves is over before the next pick: its "for this
        # attack" effects end now (the attack's own cleanup runs only once the event has resolved).
        if self.plays and any(e.until == "end_of_attack" for e in ctx.state.effects):
            ctx.emit(ev.EffectsEnded("end_of_attack"))
        self._offer(ctx, env, done)

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        if self.modes and step.get("mode") is not None:
            return self.modes[step.get("mode")].resume(ctx, me, host, step, answer)
        env = Env(ctx.state, me, host, dict(step.get("info") or ()), self.title)
        stage = step.get("stage")
        if isinstance(answer, list):
            answer = tuple(answer)
        if stage == "continue":
            return self._run(ctx, env, list(step.get("targets")), step.get("i"), step.get("k"))
        if stage == "next":
            return self._next_pick(ctx, env, tuple(step.get("done") or ()))
        if stage == "again":
            return self._again(ctx, env, tuple(step.get("done") or ()))
        if stage == "later":
            i, k, targets = step.get("i"), step.get("k"), list(step.get("targets"))
            eff, p = self.effects[i]
            todo = targets if eff.targets else [None]
            if eff.proceed(env, p, todo[k], dict(step.get("data") or ())):
                self._run(ctx, env, targets, i, k + 1)
            return
        if stage == "effect":
            i, k, targets = step.get("i"), step.get("k"), list(step.get("targets"))
            eff, p = self.effects[i]
            if step.get("unpaid"):
                if answer is None:
                    return  # declined before paying: nothing is paid, nothing done
                self._pay(ctx, env)
            # Queued first, so what this effect sets off resolves before the next one (once: a
            # further question of the same effect finds it already waiting).
            if not step.get("queued"):
                # "up to N" written as N copies: declining one goes on after the last copy
                on = self._after_copies(i) if answer is None and eff.declining_stops_copies else i
                ctx.then(resume_step(ctx, self, me, host, stage="continue", i=on, k=k + 1, targets=tuple(targets),
                                     info=env.info, **self.asks))
            todo = targets if eff.targets else [None]
            more = eff.resume(ctx, env, p, todo[k], dict(step.get("data") or ()), answer)
            if isinstance(more, effects.Ask):
                self._ask_effect(ctx, env, more, i, k, targets, queued=True)
            return
        if answer is None:
            return
        if stage == "mode":
            keys = [m["choice"] for m in self._p["either"]]
            i = keys.index(answer) if answer in keys else None
            if i is not None and self.modes[i]._available(env):
                self.modes[i]._start(ctx, env)
            return
        if stage == "confirm":
            sel, p = resolve(self.target)
            return self._do(ctx, env, sel.candidates(env, p))
        if stage == "target":
            sel, p = resolve(self.target)
            if not self._still_option(env, sel, p, answer):
                return
            if sel.repeats:
                # Queued first, so the next choice comes after this one's effects and what they set off.
                done = tuple(step.get("done") or ())
                ctx.then(resume_step(ctx, self, me, host, stage="again", done=done + (answer,), info=env.info))
                if done:  # the cost and limit were paid with the first choice
                    return self._run(ctx, env, [answer], 0, 0)
            return self._do(ctx, env, sel.expand(env, p, answer))
        if stage == "pick":
            return self._picked(ctx, env, tuple(step.get("done") or ()), answer)

    def _after_copies(self, i: int) -> int:
        """The index of the last effect in the run of copies of effect `i` that starts at `i`
        (the same piece with the same parameters, listed one after another). The effects are
        done once each (`declining_stops_copies` is for those only), so going on past it is
        going on with target 1 of that last copy."""
        while i + 1 < len(self.effects) and self.effects[i + 1] == self.effects[i]:
            i += 1
        return i

    # --- either: one of several alternatives ------------------------------------------------

    def _available(self, env: Env) -> bool:
        """A mode can be chosen: its cost can be paid, and its first effect that needs a target
        can do something to one of its targets (to the card itself by default)."""
        if self._blocked(env):
            return False
        sel, p = resolve(self.target)
        return bool(self._options(env, sel, p)) or not any(e[0].targets for e in self.effects)

    def _choose_mode(self, ctx: Ctx, env: Env) -> None:
        """`either`: the player chooses one of the alternatives that can be done (asked even for a
        single one if the ability is optional, not asked otherwise), which then runs as a program."""
        modes = self._p["either"]
        avail = [i for i, m in enumerate(self.modes) if m._available(env)]
        if not avail:
            return
        if len(avail) == 1 and not self.optional:
            return self.modes[avail[0]]._start(ctx, env)
        ask(ctx, self, env.me, env.host, player=env.player, kind="choice", text=msg("{ability}: choose one.", ability=self.title),
            options=tuple(modes[i]["choice"] for i in avail), optional=self.optional,
            labels=tuple(modes[i].get("label") or modes[i]["choice"] for i in avail), stage="mode", info=env.info)


    def _again(self, ctx: Ctx, env: Env, done: tuple) -> None:
        """The next choice of a repeating selector (`choose_several`), unless the most are chosen."""
        sel, p = resolve(self.target)
        if p.get("up_to") and len(done) >= p["up_to"]:
            return
        options = [o for o in self._options(env, sel, p) if o not in done]
        if not options:
            return
        if len(options) == 1 and not self.optional and getattr(sel, "in_order", False):
            return self._run(ctx, env, options, 0, 0)  # the last one: nothing left to order
        text = p.get("text") or msg("{ability}: choose a card, or stop.", ability=self.title)
        # "up to N" (`declinable`): the next choice may be declined although the first was made
        ask_card(ctx, self, env.me, env.host, options, text, player=env.player,
                 optional=self.optional or sel.declinable, stage="target", info=env.info, done=done)


def _memories(cond: Any) -> list[tuple[Any, dict]]:
    """The conditions in `cond` that remember something this turn (through all / any / not)."""
    if cond is None:
        return []
    name, p = split("if", cond)
    if name in ("all", "any"):
        return [m for c in p["of"] for m in _memories(c)]
    if name == "not":
        return _memories(p["of"])
    m = MEMORIES.get(name)
    return [(m, p)] if m is not None else []


def _in_force(state: GameState, ability: Ability, me: Card, host: Card | None) -> bool:
    """A unit's ability works while its unit is on the battlefield; an event's from the active
    area, and then only the first active copy's (two copies of one ACTIVE event do not add up)."""
    if host is not None:
        return host.zone == BOARD
    if me.zone != ACTIVE:
        return False
    for uid in state.players[me.controller].active:
        if ability.spec in state.cards[uid].defn.abilities:
            return uid == me.uid
    return False


def _effects(v: Any) -> list:
    """A single piece or a list of pieces, as a list."""
    if v is None:
        return []
    if isinstance(v, list):
        return v
    return [v]


_sentence = msg


class ActivatedComposed(Composed):
    """A program with `activate:`: the player chooses to use it."""

    name = ""

    def _why_not(self, state: GameState, me: Card, between_phases: bool = False, explain: bool = True) -> str | None:
        """Why the ability may not be used now (None: it may). Without `explain` any reason is
        the word `message.NOT_NOW`, not a sentence: `activations` asks only whether there is one, for
        every activatable ability in every state, and writing the sentences was a tenth of it."""
        # the name `msg` is kept so that the sentences are still found for translation
        msg = _sentence if explain else no_sentence
        rule = self.activate_rule
        if me.zone != BOARD:
            return msg("{card} is not on the battlefield.", card=me.name)
        phase = rule.get("phase", "any")
        if phase == ANY_TIME:
            if state.turn.player != me.controller and not between_phases:
                return msg("{ability} is used in your turn, or between the phases of your opponent's turn.", ability=self.title)
        elif state.turn.player != me.controller or (phase != "any" and state.phase != phase):
            if not explain:
                return NOT_NOW  # what `no_sentence` gives, without working out the words' values
            return (msg("{ability} is used in your turn.", ability=self.title) if phase == "any"
                    else msg("{ability} is used in your {phase} phase.", ability=self.title, phase=state.ruleset.phase_name(phase)))
        env = Env(state, me, me, {}, self.title)
        if self.limit and used_this_turn(state, me, self._used_key(state)):
            if self.limit == "once_per_phase":
                return msg("{ability} has already been used this phase.", ability=self.title)
            return msg("{ability} has already been used this turn.", ability=self.title)
        if not holds(env, self.cond):
            return msg("{card} cannot use {ability} now.", card=me.name, ability=self.title)
        if self.cost.get("boost", 0) > me.boost:
            return msg("{ability} needs {boost} boost on {card}.", ability=self.title, boost=self.cost['boost'], card=me.name)
        if self._magic_cost(state, me.controller) > spendable_magic(state, me.controller):
            return msg("{ability} costs {cost} magic.", ability=self.title, cost=self._magic_cost(state, me.controller))
        instead = rule.get("instead_of", "none")
        if instead == "move":
            if not can_move(state, me):
                return msg("{card} cannot move, so it cannot use {ability} instead.", card=me.name, ability=self.title)
            reason = mover_slot_reason(state, me, explain=explain)
            if reason:
                return reason
        elif instead == "attack":
            if not can_attack(state, me):
                return msg("{card} cannot attack, so it cannot use {ability} instead.", card=me.name, ability=self.title)
            reason, _ = attacker_slot(state, me, explain=explain)
            if reason:
                return reason
        sel, p = resolve(self.target)
        if (sel.choice or any(e[0].targets for e in self.effects)) and not self._has_option(env, sel, p):
            # Nothing to choose, or (a fixed target) its first effect can do nothing to it now.
            return msg("{ability} has no target now.", ability=self.title)
        return None

    def activations(self, state: GameState, me: Card) -> bool:
        return self._why_not(state, me, explain=False) is None

    def usable_between_phases(self, state: GameState, me: Card) -> bool:
        return (self.activate_rule.get("phase") == ANY_TIME and state.turn.player != me.controller
                and self._why_not(state, me, between_phases=True) is None)

    def activation_reason(self, state: GameState, me: Card) -> str:
        return self._why_not(state, me) or super().activation_reason(state, me)

    def activate(self, ctx: Ctx, me: Card, cmd: Any) -> None:
        env = Env(ctx.state, me, me, {}, self.title)
        sel, p = resolve(self.target)
        if getattr(sel, "repeat", False):
            return self._begin_repeat(ctx, env, sel, p)
        if sel.choice:
            options = self._options(env, sel, p)
            self._pay(ctx, env, activated=True)
            asker = ask_space if sel.spaces else ask_card
            text = p.get("text") or (msg("{ability}: choose a space.", ability=self.title) if sel.spaces
                                       else msg("{ability}: choose a card.", ability=self.title))
            asker(ctx, self, me, me, options, text, player=me.controller, optional=False, stage="chosen")
            return
        self._do(ctx, env, sel.candidates(env, p), activated=True)

    def resume(self, ctx, me, host, step, answer):
        if step.get("stage") == "chosen":
            if answer is None:
                return
            env = Env(ctx.state, me, host, {}, self.title)
            sel, p = resolve(self.target)
            self._run(ctx, env, sel.expand(env, p, tuple(answer) if isinstance(answer, list) else answer), 0, 0)
            return
        super().resume(ctx, me, host, step, answer)
