"""The one ability class that runs every program written in the language.

A card entry without `ability:` is loaded as `AbilitySpec("language", params=<the program>)`;
`Composed` reads the program once (cached per spec) and answers the engine's hooks:
- `when` + `if` + `optional` + `limit` + `cost` + `target` + `do`: a triggered ability;
- `activate` instead of `when`: the player uses it (`UseAbility`), perhaps instead of moving or
  attacking;
- `when: played`: an event card's effect;
- `while` + `modify` (+ `target`): a static change of a value the rules read.

Resolution, in the order a player reads the card: the limit and the condition are checked, the
cost must be affordable, the targets are found (a choice is asked; a "you may" without a choice
asks for a yes), the cost is paid, then each effect is done to each target in order. An effect
that needs a further answer (where to force, whom to attack) waits for it; what the effect sets
off resolves before the next one.
"""

from __future__ import annotations

from typing import Any, ClassVar

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
from game.core.abilities.language import conditions, effects, selectors, statics, whens  # noqa: F401
from game.core.abilities.language.conditions import holds
from game.core.abilities.language.env import Env, fits
from game.core.abilities.language.pieces import get, split
from game.core.abilities.language.selectors import resolve
from game.core.ability_registry import Ability
from game.core.attack import attacker_slot
from game.core.context import Ctx
from game.core.damage import spend_magic
from game.core.move import mover_slot_reason
from game.core.state import BOARD, Card, GameState, Step
from game.core.stats import can_attack, can_move

LANGUAGE = "language"
# Values the rules ask about a card that is not on the battlefield yet (in a hand, being summoned):
# `target: each` covers such a card for these.
NOT_YET_ON_BOARD = ("cost", "summon_spaces")


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
        if prog.get("when") is not None:
            name, p = split("when", prog["when"])
            self.when = (get("when", name).fn, p)
            self.triggers = frozenset(self.when[0].engine(p))
            self.plays = name == "played"
        else:
            self.plays = False
        self.cond = prog.get("if")
        self.optional = bool(prog.get("optional", False))
        self.limit = prog.get("limit")
        self.cost = dict(prog.get("cost") or {})
        self.target = prog.get("target")
        self.effects = [(get("do", n).fn, p) for n, p in (split("do", e) for e in _effects(prog.get("do")))]
        self.mods = [(n, get("modify", n).fn, p) for n, p in (split("modify", m) for m in _effects(prog.get("modify")))]
        self.stats = frozenset(n for n, _, _ in self.mods)
        self.while_ = prog.get("while")
        self.activate_rule = dict(prog.get("activate") or {})
        # An effect that leaves something the attack's damage step reads (Guarded's cap) changes
        # attacks while the program is live, as a named ability's `modify_attack` does.
        self.hooks = [e for e, _ in self.effects if hasattr(e, "modify_attack")]
        if self.hooks:
            self.attack_hook = True
            self.attack_priority = min(getattr(e, "attack_priority", 50) for e in self.hooks)

    # --- static changes ----------------------------------------------------------------------

    def modify(self, state, stat, subject, me, host, value, info):
        for name, mod, p in self.mods:
            if name != stat:
                continue
            env = Env(state, me, host, info, self.title, subject)
            if not self._covers(env, subject, stat):
                continue
            if self.while_ is not None and not holds(env, self.while_):
                continue
            value = mod.apply(env, p, value)
        return value

    def _covers(self, env: Env, subject: Card, stat: str) -> bool:
        if self.target is None or self.target == "self":
            return env.host is not None and subject.uid == env.host.uid
        name, p = split("target", self.target)
        if name == "each":
            return (subject.zone == BOARD or stat in NOT_YET_ON_BOARD) and fits(env, p["filter"], subject)
        sel = get("target", name).fn
        return subject.uid in sel.candidates(env, p)

    def modify_attack(self, state, attack, me, host):
        for e in self.hooks:
            e.modify_attack(state, attack)

    # --- triggers ---------------------------------------------------------------------------

    def listens_in(self, state: GameState, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        if self.when is None:
            return False
        w, p = self.when
        return w.concerns(Env(state, me, host, info, self.title), p)

    def on_trigger(self, ctx, trigger, me, host, info):
        env = Env(ctx.state, me, host, info, self.title)
        if getattr(self.when[0], "declared", False):
            return self._as_declared(ctx, env, trigger)
        self._start(ctx, env)

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
            return f"{self.title} cannot be played now."
        sel, p = resolve(self.target)
        if sel.choice and not self._options(env, sel, p):
            return f"{self.title} needs a target."
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
        if self.cost.get("magic", 0) > env.state.players[env.player].magic:
            return True
        return False

    def _options(self, env: Env, sel: Any, p: dict) -> list:
        options = sel.candidates(env, p)
        first = next((e for e in self.effects if e[0].targets), None)
        if first is not None and not sel.spaces:
            options = [u for u in options if first[0].feasible(env, first[1], u)]
        return options

    def _start(self, ctx: Ctx, env: Env, judged: bool = False) -> None:
        if self._blocked(env, judged):
            return
        sel, p = resolve(self.target)
        if sel.choice:
            options = self._options(env, sel, p)
            if not options:
                return
            if len(options) == 1 and not self.optional and not p.get("always_ask"):
                return self._do(ctx, env, [options[0]])
            text = p.get("text") or f"{self.title}: choose {'a space' if sel.spaces else 'a card'}."
            asker = ask_space if sel.spaces else ask_card
            asker(ctx, self, env.me, env.host, options, text, player=env.player, optional=self.optional,
                  stage="target", info=env.info)
            return
        if self.optional:
            ask(ctx, self, env.me, env.host, player=env.player, kind="confirm", text=f"Use {self.title}?",
                options=("yes",), optional=True, labels=("Yes",), stage="confirm", info=env.info)
            return
        self._do(ctx, env, sel.candidates(env, p))

    def _pay(self, ctx: Ctx, env: Env) -> None:
        h = env.holder
        if self.limit or self.activate_rule.get("instead_of", "none") != "none":
            counts = self.activate_rule.get("instead_of", "none")
            mark_used(ctx, h, self._used_key(ctx.state), counts_as="" if counts == "none" else counts)
        if self.cost.get("boost"):
            verbs.spend_boost(ctx, h.uid, self.cost["boost"])
        if self.cost.get("magic"):
            spend_magic(ctx, env.player, self.cost["magic"], self.title)
        if self.cost.get("damage"):
            verbs.add_damage(ctx, h, h.uid, self.cost["damage"], self.title)

    def _pays_on_answer(self) -> bool:
        """A cost with a first effect that asks a declinable question before doing anything ('you
        may spend 1 boost to place a common next to her': where?) is paid once that question is
        answered; declining it costs nothing and ends the ability. Only for one chosen target."""
        if not self.cost or not self.effects or not resolve(self.target)[0].choice:
            return False
        eff, p = self.effects[0]
        return bool(getattr(eff, "pays_on_answer", False) and p.get("optional"))

    def _do(self, ctx: Ctx, env: Env, targets: list) -> None:
        if not targets and all(e[0].targets for e in self.effects):
            return
        if self._pays_on_answer():
            self._run(ctx, env, list(targets), 0, 0, unpaid=True)
            return
        self._pay(ctx, env)
        self._run(ctx, env, list(targets), 0, 0)

    def _run(self, ctx: Ctx, env: Env, targets: list, first: int, start: int, unpaid: bool = False) -> None:
        """Do effects `first`… to targets `start`… (of the first), stopping at a question."""
        for i in range(first, len(self.effects)):
            eff, p = self.effects[i]
            todo = targets if eff.targets else [None]
            for k in range(start if i == first else 0, len(todo)):
                want = eff.run(ctx, env, p, todo[k])
                if want is not None:
                    asker = ask_space if want.kind == "space" else ask_card
                    extra = {"unpaid": True} if unpaid else {}
                    asker(ctx, self, env.me, env.host, want.options, want.text, player=env.player,
                          optional=want.optional, stage="effect", i=i, k=k, targets=tuple(targets),
                          info=env.info, data=want.data, **extra)
                    return
                if unpaid:
                    return  # it did nothing and asked nothing: the ability ends unpaid

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        env = Env(ctx.state, me, host, dict(step.get("info") or ()), self.title)
        stage = step.get("stage")
        if isinstance(answer, list):
            answer = tuple(answer)
        if stage == "continue":
            return self._run(ctx, env, list(step.get("targets")), step.get("i"), step.get("k"))
        if stage == "effect":
            i, k, targets = step.get("i"), step.get("k"), list(step.get("targets"))
            eff, p = self.effects[i]
            if step.get("unpaid"):
                if answer is None:
                    return  # declined before paying: nothing is paid, nothing done
                self._pay(ctx, env)
            # Queued first, so what this effect sets off resolves before the next one.
            ctx.then(resume_step(ctx, self, me, host, stage="continue", i=i, k=k + 1, targets=tuple(targets),
                                 info=env.info))
            todo = targets if eff.targets else [None]
            eff.resume(ctx, env, p, todo[k], dict(step.get("data") or ()), answer)
            return
        if answer is None:
            return
        if stage == "confirm":
            sel, p = resolve(self.target)
            return self._do(ctx, env, sel.candidates(env, p))
        if stage == "target":
            sel, p = resolve(self.target)
            if answer not in self._options(env, sel, p):
                return
            return self._do(ctx, env, [answer])


def _effects(v: Any) -> list:
    """A single piece or a list of pieces, as a list."""
    if v is None:
        return []
    if isinstance(v, list):
        return v
    return [v]


class ActivatedComposed(Composed):
    """A program with `activate:`: the player chooses to use it."""

    name = ""

    def _why_not(self, state: GameState, me: Card) -> str | None:
        rule = self.activate_rule
        if me.zone != BOARD:
            return f"{me.name} is not on the battlefield."
        phase = rule.get("phase", "any")
        if state.turn.player != me.controller or (phase != "any" and state.phase != phase):
            return (f"{self.title} is used in your turn." if phase == "any"
                    else f"{self.title} is used in your {phase.capitalize()} phase.")
        env = Env(state, me, me, {}, self.title)
        if self.limit and used_this_turn(state, me, self._used_key(state)):
            return f"{me.name} has already used {self.title} this {'phase' if self.limit == 'once_per_phase' else 'turn'}."
        if not holds(env, self.cond):
            return f"{me.name} cannot use {self.title} now."
        if self.cost.get("boost", 0) > me.boost:
            return f"{self.title} needs {self.cost['boost']} boost on {me.name}."
        if self.cost.get("magic", 0) > state.players[me.controller].magic:
            return f"{self.title} costs {self.cost['magic']} magic."
        instead = rule.get("instead_of", "none")
        if instead == "move":
            if not can_move(state, me):
                return f"{me.name} cannot move, so it cannot use {self.title} instead."
            reason = mover_slot_reason(state, me)
            if reason:
                return reason
        elif instead == "attack":
            if not can_attack(state, me):
                return f"{me.name} cannot attack, so it cannot use {self.title} instead."
            reason, _ = attacker_slot(state, me)
            if reason:
                return reason
        sel, p = resolve(self.target)
        if sel.choice and not self._options(env, sel, p):
            return f"{self.title} has no target now."
        return None

    def activations(self, state: GameState, me: Card) -> bool:
        return self._why_not(state, me) is None

    def activation_reason(self, state: GameState, me: Card) -> str:
        return self._why_not(state, me) or super().activation_reason(state, me)

    def activate(self, ctx: Ctx, me: Card, cmd: Any) -> None:
        env = Env(ctx.state, me, me, {}, self.title)
        sel, p = resolve(self.target)
        if sel.choice:
            options = self._options(env, sel, p)
            self._pay(ctx, env)
            asker = ask_space if sel.spaces else ask_card
            text = p.get("text") or f"{self.title}: choose {'a space' if sel.spaces else 'a card'}."
            asker(ctx, self, me, me, options, text, player=me.controller, optional=False, stage="chosen")
            return
        self._do(ctx, env, sel.candidates(env, p))

    def resume(self, ctx, me, host, step, answer):
        if step.get("stage") == "chosen":
            if answer is None:
                return
            env = Env(ctx.state, me, host, {}, self.title)
            self._run(ctx, env, [tuple(answer) if isinstance(answer, list) else answer], 0, 0)
            return
        super().resume(ctx, me, host, step, answer)
