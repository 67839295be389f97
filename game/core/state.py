"""The game state: where every card is, its tokens, each player's piles and magic, the turn.

`Card` objects are values: never changed after creation, replaced with `Card.evolve(...)`.
Containers (the battlefield map, piles, the card table) are copied by `GameState.clone()` so a
clone can be changed without touching the original. Only `game.core.apply` changes a state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.cards import CardDef
from game.core.geometry import TWO_PLAYERS, Geometry, Pos
from game.core.ruleset import Ruleset

# zones
DRAW = "draw"
HAND = "hand"
DISCARD = "discard"
ACTIVE = "active"
BOARD = "board"
UNDER = "under"
RESOLVING = "resolving"
MAGIC_PILE = "magic_pile"  # 1E: face-down cards that are the player's magic
# 1E Vine Walls (rulebook, "Vine Walls"): "starts the game with that many Vine Wall cards in a
# Vine Wall Pile off of the Battlefield"; face up, both players see how many are left.
VINE_PILE = "vine_pile"

PILE_ZONES = (DRAW, HAND, DISCARD, ACTIVE, RESOLVING, MAGIC_PILE, VINE_PILE)
FACE_UP = (BOARD, ACTIVE, RESOLVING, UNDER, VINE_PILE)  # where both players see a card's face


def seen_after(card: Card, zone: str) -> bool:
    """Whether both players know `card` once it has moved to `zone`: always in a face-up place;
    in a discard pile if it came from a face-up place or was known there already (it is
    discarded face down, but everyone saw it go); never in a hand or a draw pile."""
    if zone in FACE_UP:
        return True
    if zone == DISCARD:
        return card.zone in FACE_UP or (card.zone == DISCARD and card.seen)
    return False


class Card:
    """One physical card in the game, identified by `uid` for the whole game."""

    # (`evolve` copies each field by name: a new field goes there too; a test checks it)
    FIELDS = ("uid", "defn", "owner", "controller", "zone", "pos", "damage", "boost", "under", "host", "seen")
    # `_key_text` is `repr(self.key())`, worked out once: a card never changes after it is made
    # (`evolve` makes a new one), and the state hash spells out every card at every checkpoint.
    __slots__ = (*FIELDS, "_key_text")

    def __init__(
        self,
        uid: int,
        defn: CardDef,
        owner: int,
        controller: int | None = None,
        zone: str = DRAW,
        pos: Pos | None = None,
        damage: int = 0,
        boost: int = 0,
        under: tuple[int, ...] = (),
        host: int | None = None,
        seen: bool | None = None,
    ) -> None:
        self.uid = uid
        self.defn = defn
        self.owner = owner
        self.controller = owner if controller is None else controller
        self.zone = zone
        self.pos = pos
        self.damage = damage
        self.boost = boost
        self.under = under
        self.host = host  # the card this one is under, when zone == UNDER
        # Both players have seen this card's face since it last went somewhere hidden: it is in
        # a face-up place, or reached a discard pile from one (destroyed on the battlefield, a
        # played event). Players remember what they saw, so `view` shows such a card in an
        # opponent's discard pile. Set by `evolve` on every change of zone.
        self.seen = zone in FACE_UP if seen is None else seen
        self._key_text: str | None = None

    def evolve(self, **changes: Any) -> Card:
        c = Card.__new__(Card)
        c.uid, c.defn, c.owner, c.controller = self.uid, self.defn, self.owner, self.controller
        c.zone, c.pos, c.damage, c.boost = self.zone, self.pos, self.damage, self.boost
        c.under, c.host, c.seen = self.under, self.host, self.seen
        for k, v in changes.items():
            if k in _CARD_FIELDS:  # a name that is not a field is passed over, as it always was
                setattr(c, k, v)
        c._key_text = None
        if "zone" in changes and "seen" not in changes:
            c.seen = seen_after(self, changes["zone"])
        return c

    @property
    def name(self) -> str:
        return self.defn.name

    def key(self) -> tuple:
        # `seen` is left out: it is what the players know, fixed by the zones the card has been
        # through, not part of the position (no rule reads it). Keeping it out keeps the hashes
        # that saves record unchanged.
        return (
            self.uid, self.defn.id, self.owner, self.controller, self.zone, self.pos,
            self.damage, self.boost, self.under, self.host,
        )

    def key_text(self) -> str:
        """`repr(self.key())`, worked out on the first call only."""
        text = self._key_text
        if text is None:
            text = self._key_text = repr(self.key())
        return text

    def __repr__(self) -> str:
        return f"<{self.defn.name}#{self.uid} p{self.controller} {self.zone}{self.pos or ''}>"


_CARD_FIELDS = frozenset(Card.FIELDS)


class PlayerState:
    __slots__ = (
        "index", "name", "deck_id", "magic", "hand", "draw", "discard", "active", "resolving", "magic_pile",
        "vine_pile", "out",
    )

    def __init__(self, index: int, name: str, deck_id: str) -> None:
        self.index = index
        self.name = name
        self.deck_id = deck_id
        self.magic = 0
        self.hand: list[int] = []
        self.draw: list[int] = []  # the top of the pile is the END of the list
        self.discard: list[int] = []  # the top of the pile is the END of the list
        self.active: list[int] = []  # active events
        self.resolving: list[int] = []  # an event being played
        # 1E: the magic pile, top at the END of the list; `magic` is then its size (the only
        # magic a player has is cards there). Always empty with the 2E magic track.
        self.magic_pile: list[int] = []
        # 1E Vine Walls not on the battlefield (rulebook, "Vine Walls"); empty for other decks.
        self.vine_pile: list[int] = []
        # 1E, 3-4 players: "That player is now out of the game" (their summoner destroyed).
        self.out = False

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.index = self.index
        p.name = self.name
        p.deck_id = self.deck_id
        p.magic = self.magic
        p.hand = self.hand[:]
        p.draw = self.draw[:]
        p.discard = self.discard[:]
        p.active = self.active[:]
        p.resolving = self.resolving[:]
        p.magic_pile = self.magic_pile[:]
        p.vine_pile = self.vine_pile[:]
        p.out = self.out
        return p

    def pile(self, zone: str) -> list[int]:
        return getattr(self, zone)


class TurnState:
    """What has happened so far this turn: the counters the phase limits read."""

    __slots__ = (
        "number", "player", "phase", "movers", "attackers", "attacks", "extra_attacks",
        "targeted_enemy", "used", "destroyed", "moved_paths", "last_roll", "last_attack",
    )

    def __init__(self, number: int = 0, player: int = 0, phase: str = "") -> None:
        self.number = number
        self.player = player
        self.phase = phase
        # Units that moved (or used an "instead of moving") this phase; None stands for one that
        # has since left the battlefield and come back as a new card (see `forget`): it still
        # took one of the phase's moves.
        self.movers: list[int | None] = []
        self.attackers: list[int | None] = []  # units that attacked (or acted instead) this phase; None: as above
        self.attacks: dict[int, int] = {}  # uid -> attacks made this turn
        self.extra_attacks: dict[int, int] = {}  # uid -> extra attacks granted and not yet used
        self.targeted_enemy = False  # for the Cost of Inaction
        self.used: set[tuple[int, str]] = set()  # (uid, ability) used this turn ("once per turn")
        self.destroyed: list[int] = []  # uids destroyed this turn (for "if it destroyed…")
        self.moved_paths: dict[int, tuple] = {}
        self.last_roll: tuple[int, ...] = ()  # faces of the latest attack roll
        self.last_attack: tuple = ()  # (attacker, target, hits, damage) of the latest attack

    def clone(self) -> TurnState:
        t = TurnState.__new__(TurnState)
        t.number = self.number
        t.player = self.player
        t.phase = self.phase
        t.movers = self.movers[:]
        t.attackers = self.attackers[:]
        t.attacks = dict(self.attacks)
        t.extra_attacks = dict(self.extra_attacks)
        t.targeted_enemy = self.targeted_enemy
        t.used = set(self.used)
        t.destroyed = self.destroyed[:]
        t.moved_paths = dict(self.moved_paths)
        t.last_roll = self.last_roll
        t.last_attack = self.last_attack
        return t

    def forget(self, uid: int) -> None:
        """Glossary DISCARD: "If a discarded card is later placed back on the battlefield, it is
        considered a new card." Called when card `uid` enters the battlefield: nothing this turn
        recorded about it (moved, attacked, extra attacks, once-per-turn uses) follows the new
        card. The moves and attacks the old card made still count toward the phase's limits."""
        self.movers = [None if u == uid else u for u in self.movers]
        self.attackers = [None if u == uid else u for u in self.attackers]
        self.attacks.pop(uid, None)
        self.extra_attacks.pop(uid, None)
        self.moved_paths.pop(uid, None)
        self.used = {(u, name) for u, name in self.used if u != uid and not _marks_attack_of(name, uid)}

    def key(self) -> tuple:
        return (
            self.number, self.player, self.phase, tuple(self.movers), tuple(self.attackers),
            tuple(sorted(self.attacks.items())), tuple(sorted(self.extra_attacks.items())),
            self.targeted_enemy, tuple(sorted(self.used)), tuple(self.destroyed),
            tuple(sorted(self.moved_paths.items())), self.last_roll, self.last_attack,
        )


def _marks_attack_of(name: str, uid: int) -> bool:
    """Whether a `used` mark names an attack `uid` made: attack snapshots are marked taken as
    "kind:attacker:n" (`abilities.attack_dice.take_snapshot`), counted by the attacker's attacks,
    which start again from 0 for a new card."""
    parts = name.split(":")
    return len(parts) == 3 and parts[1] == str(uid)


@dataclass(frozen=True, slots=True)
class Effect:
    """A temporary rules change, e.g. '+1 strength until the end of the turn'.

    `kind` names what it does (read by abilities and the stat resolver), `target` is a card uid
    (or None), `until` is when it ends: "end_of_turn" or "end_of_phase".
    """

    kind: str
    target: int | None
    player: int
    until: str = "end_of_turn"
    data: tuple = ()
    source: int | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """A piece of resolution still to do, kept as plain data so it can wait in a save file."""

    kind: str
    data: tuple = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class Prompt:
    """A decision the rules are waiting for ("choose a target", "you may…").

    `options` are plain values of the shapes `option_cards` knows (cards, spaces, a card and a
    space, an ability of a card, words); the answer names one option by index. A prompt with an
    option of any other shape cannot be made: what each option names is what `game.core.view`
    seals for the players who may not see it, so a shape it did not know would pass unsealed.
    `optional` means the player may decline (Skip). `resume` is the step that handles the answer.
    """

    player: int
    kind: str  # card | space | choice | confirm
    text: str
    options: tuple = ()
    optional: bool = False
    source: int | None = None
    resume: Step = field(default_factory=lambda: Step("none"))
    labels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for o in self.options:
            option_cards(o)  # raises on a shape it does not know


def option_cards(option: object) -> tuple[int, ...]:
    """The cards a prompt option names, for every shape of option the rules make: a card (its
    uid), a card and a space (`card_space_option`), an ability of a card (bearer uid, host uid or
    None, index of the ability on the bearer: the simultaneous effects of a timing conflict)
    name their cards; a space (column, row) and a word name none. Anything else is an error: the
    one place that says which cards an option names is this, and the view seals by it."""
    if type(option) is int:
        return (option,)
    if type(option) is str:
        pair = parse_card_space_option(option)
        return () if pair is None else (pair[0],)
    if type(option) is bool or option is None:
        return ()
    if type(option) is tuple:
        if len(option) == 2 and type(option[0]) is int and type(option[1]) is int:
            return ()  # a space
        if len(option) == 2 and type(option[0]) is int and type(option[1]) is str:
            return (option[0],)  # an ability of a card to use now (its uid, the ability's command)
        if len(option) == 3 and type(option[0]) is int and (option[1] is None or type(option[1]) is int) \
                and type(option[2]) is int:
            return (option[0],) if option[1] is None else (option[0], option[1])  # an ability of a card
    raise TypeError(f"a prompt option must be a card, a space, a card and a space, an ability of a card "
                    f"or a word, not {option!r}")


def card_space_option(uid: int, pos: tuple[int, int]) -> str:
    """One prompt option naming a card and a space together (`uid:column:row`, 0-based), such as
    "summon this unit from your hand there". `game.core.view` seals the card in it like a card
    option, so a hidden card's name and uid never reach the other player."""
    return f"{uid}:{pos[0]}:{pos[1]}"


def parse_card_space_option(option: object) -> tuple[int, tuple[int, int]] | None:
    """The (uid, space) of a `card_space_option`, or None for any other value."""
    if not isinstance(option, str):
        return None
    try:
        u, c, r = (int(x) for x in option.split(":"))
    except ValueError:
        return None
    return u, (c, r)


def _row_major(kv: tuple) -> tuple[int, int]:
    return (kv[0][1], kv[0][0])


class GameState:
    __slots__ = (
        "ruleset", "cards", "board", "players", "turn", "pending", "continuation", "rng",
        "winner", "effects", "first_player", "over", "seed", "next_uid", "cache", "live", "vines",
        "geo", "teams", "share_hands",
    )

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.cards: dict[int, Card] = {}
        self.board: dict[Pos, int] = {}
        # 1E Vine Walls on the battlefield, by space. A Vine Wall is in zone BOARD but not in
        # `board`: it may lie under a unit ("place the Vine Wall under the existing Unit"), so
        # `board`, `at` and `is_empty` keep meaning the other card on a space (the unit, or
        # nothing), while `on_board` lists Vine Walls too.
        self.vines: dict[Pos, int] = {}
        self.players: list[PlayerState] = []
        self.turn = TurnState()
        self.pending: Prompt | None = None
        self.continuation: tuple[Step, ...] = ()  # steps to resume after the pending prompt
        self.rng = 0
        self.winner: int | None = None
        self.over = False
        self.effects: tuple[Effect, ...] = ()
        self.first_player = 0
        self.seed = 0
        self.next_uid = 1
        self.cache: dict | None = None  # derived data (board order, …); cleared by every apply
        self.live: dict | None = None  # live-ability index; cleared when what is in play changes
        # The table: the battlefield's shape, each seat's team (seats on one team are
        # "friendly" to each other), and whether teammates see each other's hands.
        self.geo: Geometry = TWO_PLAYERS
        self.teams: tuple[int, ...] = (0, 1)
        self.share_hands = True

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.ruleset = self.ruleset
        s.cards = dict(self.cards)
        s.board = dict(self.board)
        s.vines = dict(self.vines)
        s.players = [p.clone() for p in self.players]
        s.turn = self.turn.clone()
        s.pending = self.pending
        s.continuation = self.continuation
        s.rng = self.rng
        s.winner = self.winner
        s.over = self.over
        s.effects = self.effects
        s.first_player = self.first_player
        s.seed = self.seed
        s.next_uid = self.next_uid
        s.cache = self.cache
        s.live = self.live
        s.geo = self.geo
        s.teams = self.teams
        s.share_hands = self.share_hands
        return s

    # --- reading -------------------------------------------------------------------------

    @property
    def active_player(self) -> int:
        return self.turn.player

    @property
    def phase(self) -> str:
        return self.turn.phase

    def card(self, uid: int) -> Card:
        return self.cards[uid]

    def at(self, pos: Pos) -> Card | None:
        uid = self.board.get(pos)
        return None if uid is None else self.cards[uid]

    def is_empty(self, pos: Pos) -> bool:
        return pos not in self.board

    def on_board(self, player: int | None = None) -> list[Card]:
        """Cards on the battlefield (controlled by `player` if given), in board order."""
        cache = self.cache
        if cache is None:
            cache = self.cache = {}
        kept = cache.get("board_order")
        if kept is None:
            order = [u for _, u in sorted(self.board.items(), key=_row_major)]
            if self.vines:
                # a Vine Wall comes right after the unit on its space (a stable sort)
                items = [(self.cards[u].pos, 0, u) for u in order] + [(p, 1, u) for p, u in self.vines.items()]
                order = [u for _, _, u in sorted(items, key=lambda x: (x[0][1], x[0][0], x[1]))]
            # with the battlefield it was sorted from: `apply` keeps it while that is unchanged
            kept = cache["board_order"] = (order, dict(self.board), dict(self.vines))
        cards = self.cards
        out = [cards[u] for u in kept[0]]
        if player is not None:
            out = [c for c in out if c.controller == player]
        return out

    def vine_at(self, pos: Pos) -> Card | None:
        """1E: the Vine Wall on `pos`, if any (a unit may be on it too: `at(pos)`)."""
        uid = self.vines.get(pos)
        return None if uid is None else self.cards[uid]

    def is_vine(self, card: Card) -> bool:
        """1E: whether `card` is a Vine Wall on the battlefield."""
        return card.zone == BOARD and self.vines.get(card.pos) == card.uid

    def summoner(self, player: int) -> Card | None:
        cache = self.cache
        if cache is None:
            cache = self.cache = {}
        found = cache.get("summoners")  # player -> the summoner's uid (None: none on the battlefield)
        if found is None:
            found = cache["summoners"] = {}
        if player in found:
            uid = found[player]
            return None if uid is None else self.cards[uid]
        c = self._find_summoner(player)
        found[player] = None if c is None else c.uid
        return c

    def _find_summoner(self, player: int) -> Card | None:
        for uid in self.board.values():
            c = self.cards[uid]
            if c.defn.is_summoner and c.controller == player and c.owner == player:
                return c
        for uid in self.board.values():
            c = self.cards[uid]
            if c.defn.is_summoner and c.owner == player:
                return c
        return None

    def opponent(self, player: int) -> int:
        """"Your opponent": the other player of a 2-player game. With 3-4 players the rulebook
        does not say which enemy a card's "your opponent" means; ours is the one across the
        battlefield from you (seats 1 and 2 face each other, as do 3 and 4), or the other enemy
        once that one is out. "Friendly" and "enemy" ask the teams (`allies`, `enemies`)."""
        across = player ^ 1
        if len(self.players) <= 2 or not self.players[across].out:
            return across
        return next((e for e in self.enemies(player) if not self.players[e].out), across)

    # --- seats and teams -------------------------------------------------------------------
    # 1E Master Set, "Adding More Players": "divide the players into 2 teams"; the glossary:
    # "Friendly ... means a card on the Battlefield that either you or a teammate controls."

    def team_of(self, player: int) -> int:
        return self.teams[player]

    def allies(self, player: int) -> tuple[int, ...]:
        """Seats on `player`'s team, `player` among them."""
        team = self.teams[player]
        return tuple(i for i, t in enumerate(self.teams) if t == team)

    def enemies(self, player: int) -> tuple[int, ...]:
        """Seats on the other team(s)."""
        team = self.teams[player]
        return tuple(i for i, t in enumerate(self.teams) if t != team)

    def friendly(self, a: int, b: int) -> bool:
        """Whether seats a and b are on one team (a seat is friendly to itself)."""
        return self.teams[a] == self.teams[b]

    def teammates(self, player: int) -> tuple[int, ...]:
        """The other seats of `player`'s team."""
        return tuple(i for i in self.allies(player) if i != player)

    def in_game(self, player: int) -> bool:
        return not self.players[player].out

    def next_seat(self, player: int) -> int:
        """Who plays after `player`: the next seat in order that is still in the game ("Player 1
        passes to Player 2 ... Player 4 passes back to Player 1")."""
        n = len(self.players)
        for step in range(1, n + 1):
            q = (player + step) % n
            if not self.players[q].out:
                return q
        return player

    def player_state(self, player: int) -> PlayerState:
        return self.players[player]
