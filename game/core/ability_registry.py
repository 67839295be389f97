"""The closed vocabulary of abilities: every name a card file may use is registered here.

The rules engine (stats, triggers, turns) looks abilities up here; the abilities themselves live
in `game.core.abilities`, above the engine, and register by subclassing `Ability`.

An ability is a class with a unique `name` and a declared parameter schema. Card YAML names it
and gives parameters; content validation rejects names that are not registered and parameters
of the wrong type, so a typo is an error, never a silent no-op.

Parameter types (values of `params`):
- "int", "str", "bool": plain values;
- "count": a whole number, 0 or more (a cost, a number of dice: a negative one would turn a
  payment into a gain);
- "str_list": a list of strings;
- "filter": a target filter mapping (see `game.core.abilities.filters`);
- "choice:a|b|c": one of the listed strings.
A parameter is optional when it is in `defaults`.

Hooks (override what the ability needs; each is documented on the method):
- `stats` + `modify`: change a value the rules read (strength, life, move_distance, …);
- `triggers` + `on_trigger`: react after something happened (see `game.core.triggers`);
- `resume`: continue after the player answered a prompt this ability opened;
- `activations` + `activate`: an ability the player chooses to use (UseAbility command);
- `modify_attack`: change how an attack's dice turn into damage;
- `can_play` + `on_play` + `on_leave_active`: what an event card does.
An ability works for the card it is printed on while that card is on the battlefield (or, for
an event, while it is resolving or in an active area). With `from_under = True` it also works
for the card it has been put under (Frost Axe, Hellforged Weapon).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from game.core.ability_params import thaw
from game.core.message import msg

if TYPE_CHECKING:
    from game.core.cards import AbilitySpec
    from game.core.commands import UseAbility
    from game.core.context import Ctx
    from game.core.state import Card, GameState, Step

REGISTRY: dict[str, type[Ability]] = {}


class Ability:
    """Base class. Subclasses override the hooks they need."""

    name: ClassVar[str] = ""
    params: ClassVar[dict[str, str]] = {}
    defaults: ClassVar[dict[str, Any]] = {}
    summary: ClassVar[str] = ""  # one line for the modder's guide
    example: ClassVar[str] = ""  # a YAML snippet for the modder's guide
    stats: ClassVar[frozenset[str]] = frozenset()
    # True when `modify` changes only the value of its host (the card that has the ability) and
    # returns any other card's value as it was: then the stat resolver need not ask it about
    # other cards (`stats.query`).
    host_only: ClassVar[bool] = False
    triggers: ClassVar[frozenset[str]] = frozenset()
    attack_hook: ClassVar[bool] = False
    from_under: ClassVar[bool] = False
    from_hand: ClassVar[bool] = False  # also live while its card is in its owner's hand (1E Shadows)

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.name:
            if cls.name in REGISTRY and REGISTRY[cls.name] is not cls:
                raise ValueError(f"ability {cls.name!r} registered twice")
            REGISTRY[cls.name] = cls

    def __init__(self, spec: AbilitySpec) -> None:
        self.spec = spec
        self._p: dict[str, Any] = dict(self.defaults)
        for k, v in spec.params:
            self._p[k] = thaw(v)

    def p(self, key: str) -> Any:
        return self._p.get(key)

    @property
    def title(self) -> str:
        return self.spec.display

    # --- static hooks: read the state, never change it ------------------------------------

    def modify(
        self, state: GameState, stat: str, subject: Card, me: Card, host: Card | None, value: Any, info: dict
    ) -> Any:
        """Return `value` changed for `subject`. `me` bears the ability; `host` has it (the unit
        it is printed on or put under; None for an active event)."""
        return value

    def never_lowers(self, stat: str) -> bool:
        """True only when `modify` never returns less than the `value` it is given for `stat`,
        whatever the game and the card asked about (False: not known)."""
        return False

    def modify_attack(self, state: GameState, attack: Any, me: Card, host: Card | None) -> None:
        """Change an attack being resolved (`game.core.attack.AttackInfo`) in place."""

    # --- triggers ------------------------------------------------------------------------

    def listens(self, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        """Cheap check made when a trigger fires: queue this ability only if True."""
        return True

    def listens_in(self, state: GameState, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        """`listens` for an ability that must look at the game to decide (the language's
        subject filters); the rules call this one."""
        return self.listens(trigger, me, host, info)

    def on_trigger(self, ctx: Ctx, trigger: str, me: Card, host: Card | None, info: dict) -> None:
        """React to a trigger this ability listens to (it is in `triggers`)."""

    def idle_on(self, state: GameState, trigger: str, me: Card, host: Card | None, info: dict) -> bool:
        """True only when `on_trigger` would certainly do nothing now (no event, no step), found
        by reading `state` alone. The order of simultaneous effects is judged by trying each on
        a copy (`game.core.trigger_order`); one surely idle needs no copy. False: not known."""
        return False

    def resume(self, ctx: Ctx, me: Card, host: Card | None, step: Step, answer: Any) -> None:
        """Continue after a prompt this ability opened was answered (`answer` is the chosen
        option, or None if declined)."""

    # --- activated abilities -----------------------------------------------------------

    def activations(self, state: GameState, me: Card) -> bool:
        """True if the player may use this ability with `me` right now."""
        return False

    def activation_reason(self, state: GameState, me: Card) -> str:
        return msg("{card} cannot use {ability} now.", card=me.name, ability=self.title)

    def usable_between_phases(self, state: GameState, me: Card) -> bool:
        """True if `me`'s controller may use this ability now, between two phases of the
        opponent's turn (1E rulebook: "If an Event or Special Ability says that you can use it at
        any time, you can use it at any time during your turn or in between any phase of your
        opponent's turn"). `game.core.any_time` offers such uses."""
        return False

    def activate(self, ctx: Ctx, me: Card, cmd: UseAbility) -> None:
        """Carry out the ability (may open prompts)."""

    # --- event cards ---------------------------------------------------------------------

    def can_play(self, state: GameState, player: int, me: Card) -> str | None:
        """None if the event may be played now, else the reason in a player's words."""
        return None

    def on_play(self, ctx: Ctx, me: Card) -> None:
        """Resolve the event's effect."""

    def on_leave_active(self, ctx: Ctx, me: Card) -> None:
        """The event is about to be discarded from the active area."""


def known_abilities() -> dict[str, type[Ability]]:
    """All registered abilities by name. Every ability module is loaded when `game.core` is
    imported (`game.core.abilities.load_all`), so this registry never reaches up into the
    folder of abilities that depend on it."""
    return dict(REGISTRY)


def get(name: str) -> type[Ability] | None:
    return REGISTRY.get(name)


_INSTANCES: dict[Any, Ability] = {}
_BY_DEFN: dict[int, tuple[Any, tuple[Ability | None, ...]]] = {}
# the instance found for a spec object, by its id (with the table it came from, so that a fresh
# `_INSTANCES` is not bypassed)
_BY_SPEC: dict[int, tuple[Any, dict, Ability]] = {}


def abilities_of(defn: Any) -> tuple[Ability | None, ...]:
    """The ability objects for each spec printed on a card definition (None where unknown),
    cached by the definition object so the hot path never hashes specs."""
    got = _BY_DEFN.get(id(defn))
    if got is None or got[0] is not defn:
        got = (defn, tuple(instance(spec) for spec in defn.abilities))
        _BY_DEFN[id(defn)] = got
    return got[1]


def instance(spec: AbilitySpec) -> Ability | None:
    """The (shared, stateless) ability object for a spec; None if the name is unknown."""
    got = _BY_SPEC.get(id(spec))
    if got is not None and got[0] is spec and got[1] is _INSTANCES:
        return got[2]  # the very spec object seen before: no hashing of its parameters
    a = _INSTANCES.get(spec)
    if a is not None:
        _BY_SPEC[id(spec)] = (spec, _INSTANCES, a)
    if a is None:
        cls = get(spec.name)
        if cls is None:
            return None
        a = cls(spec)
        _INSTANCES[spec] = a
    return a
