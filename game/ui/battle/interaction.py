"""What the player's hand on the mouse means: picking up, selecting, dropping -> commands.

Pure (no pygame): the scene turns pointer positions into `Hit`s and acts on what comes back.
Everything that lights up comes from `legal_commands(state)`; a drop or click on anything else
builds the command the player most plausibly meant and returns the core's reason for refusing
it (`check(state, cmd)`), so the message is the rules' own words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import commands as cmds
from game.core.aim import event_aimed_at
from game.core.decide import check
from game.core.geometry import Pos
from game.core.legal import acting_player, legal_commands
from game.core.move import mover_slot_reason, zero_space_reason
from game.core.ruleset import ATTACK, MAGIC, MOVE
from game.core.state import BOARD, HAND, GameState, Prompt, option_cards
from game.i18n import _
from game.ui.battle.words import card_name

# A target key: ("space", pos) for a space, ("card", uid) for a card, ("play",) for "anywhere
# on the battlefield" (an event needs no place).
Target = tuple
PLAY: Target = ("play",)


@dataclass(frozen=True, slots=True)
class Hit:
    """What is under the pointer: a battlefield space (and the card on it), or a card
    elsewhere (hand, active area, a prompt's card choice)."""

    space: Pos | None = None
    card: int | None = None
    zone: str = ""  # "board", "hand", "active", "prompt", "" for nothing

    @property
    def on_board(self) -> bool:
        return self.space is not None


NOWHERE = Hit()


@dataclass(frozen=True, slots=True)
class Submit:
    command: cmds.Command
    # An event card dropped onto a card or a space its first question offers: that answer,
    # given once the event asks it (issue 42: a drop on a target did not pick it).
    aim: tuple[int | None, Pos | None] | None = None


@dataclass(frozen=True, slots=True)
class Refuse:
    reason: str


@dataclass(frozen=True, slots=True)
class Choose:
    """The gesture could mean more than one command: ask the player which (1E: a unit on a Vine
    Wall and the Vine Wall under it may both be attacked — "A player must declare whether he is
    attacking the Unit or the Vine Wall before attacking")."""

    text: str
    options: tuple[tuple[str, cmds.Command], ...]


Action = Submit | Refuse | Choose | None


@dataclass
class Highlights:
    """Spaces and cards to light, with a kind: "legal", "target", "selected", "source"."""

    spaces: dict[Pos, str] = field(default_factory=dict)
    cards: dict[int, str] = field(default_factory=dict)


class Interaction:
    """The selection / drag state machine for the player `player` at `state`.

    Call `refresh(state, player)` whenever the state (or the viewer) changes.
    """

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.player: int | None = None
        self.legal: list[cmds.Command] = []
        self._targets: dict[int, dict[Target, cmds.Command]] = {}
        self.abilities: list[cmds.UseAbility] = []
        self.selected: int | None = None
        self.dragging: int | None = None
        self.magic_picks: list[int] = []
        self.can_end_phase = False

    # -- the position
    def refresh(self, state: GameState, player: int | None) -> None:
        self.state = state
        self.player = player
        self.legal = legal_commands(state) if player is not None else []
        if acting_player(state) != player:
            self.legal = []
        self._targets = {}
        self.abilities = []
        self.can_end_phase = False
        for c in self.legal:
            src, tgt = _split(c, state)
            if src is not None and tgt is not None:
                # The first command listed for a target wins (legal lists shortest paths first).
                self._targets.setdefault(src, {}).setdefault(tgt, c)
            elif isinstance(c, cmds.UseAbility):
                self.abilities.append(c)
            elif isinstance(c, cmds.EndPhase):
                self.can_end_phase = True
        if self.selected is not None and self.selected not in self._targets:
            self.selected = None
        self.dragging = None
        hand = state.players[player].hand if player is not None else []
        if state.phase != MAGIC or state.pending is not None:
            self.magic_picks = []
        self.magic_picks = [u for u in self.magic_picks if u in hand]

    @property
    def prompt(self):
        s = self.state
        if s is None or s.pending is None or s.pending.player != self.player or s.over:
            return None
        return s.pending

    @property
    def magic_phase(self) -> bool:
        s = self.state
        return (
            s is not None
            and s.phase == MAGIC
            and s.pending is None
            and self.player == acting_player(s)
        )

    def sources(self) -> set[int]:
        """Cards that can start a command now (hand cards and units), for a subtle glow."""
        return set(self._targets)

    def targets(self, uid: int) -> dict[Target, cmds.Command]:
        return self._targets.get(uid, {})

    def prompt_targets(self) -> dict[Target, cmds.Command]:
        p = self.prompt
        if p is None:
            return {}
        out: dict[Target, cmds.Command] = {}
        for i, opt in enumerate(p.options):
            if p.kind == "card" and isinstance(opt, int):
                out[("card", opt)] = cmds.Answer(p.player, i)
            elif p.kind == "space" and isinstance(opt, tuple):
                out[("space", opt)] = cmds.Answer(p.player, i)
        return out

    @property
    def focus(self) -> int | None:
        """The card whose options are lit: the one being dragged, else the selected one."""
        return self.dragging if self.dragging is not None else self.selected

    def highlights(self) -> Highlights:
        h = Highlights()
        s = self.state
        if s is None:
            return h
        p = self.prompt
        if p is not None:
            for key in self.prompt_targets():
                _light(h, s, key, "target")
            # the cards the question is about (the Warrior whose Blaze Step asks; the cards of
            # the effects "which resolves first?" names) are lit too, as a selected card is
            # (issue 42: the prompt did not light the Warrior it meant)
            for uid in prompt_subjects(p):
                c = s.cards.get(uid)
                if c is not None and c.zone == BOARD and uid not in h.cards:
                    h.cards[uid] = "selected"
            return h
        f = self.focus
        if f is not None:
            h.cards[f] = "selected"
            for key, cmd in self.targets(f).items():
                kind = "target" if key[0] == "card" else "legal"
                if attacks_own_card(s, cmd):
                    kind = "own_target"  # legal, but lit unlike an enemy: it is yours
                _light(h, s, key, kind)
        for uid in self.magic_picks:
            h.cards[uid] = "selected"
        return h

    # -- gestures
    def begin_drag(self, uid: int) -> bool:
        """Pick up `uid`; True if it can start a command (its destinations light up)."""
        if self.prompt is not None or uid not in self._targets:
            return False
        self.dragging = uid
        return True

    def drop(self, hit: Hit) -> Action:
        uid = self.dragging
        self.dragging = None
        if uid is None:
            return None
        if hit.card == uid and hit.zone != "board" or (hit.zone == "hand" and hit.card is None):
            return None  # put back where it came from: no command, no complaint
        if hit.zone == "board" and hit.card == uid:
            stay = self._zero_space_move(uid)
            if stay is not None:
                self.selected = None
                return Submit(stay)  # 1E: put back on its own space, it moves 0 spaces
            self.selected = uid  # dropped on itself: same as a click, select it
            return None
        if hit.zone not in ("board",):
            return None
        return self._act(uid, hit)

    def click(self, hit: Hit) -> Action:
        """A click (press and release without dragging) on `hit`."""
        pt = self.prompt_targets()
        if self.prompt is not None:
            key = _key_for(hit, pt)
            if key is not None:
                return Submit(pt[key])
            return None
        if self.magic_phase and hit.zone == "hand" and hit.card is not None:
            self.toggle_magic(hit.card)
            return None
        sel = self.selected
        if sel is not None and hit.card != sel:
            both = self._vine_choice(sel, hit)
            if both is not None:
                self.selected = None
                return both
            key = _key_for(hit, self.targets(sel))
            if key is not None:
                self.selected = None
                return Submit(self.targets(sel)[key])
            if hit.card is not None and hit.card in self._targets:
                self.selected = hit.card  # another of your cards: switch to it
                return None
            if hit.zone == "board":
                self.selected = None
                return self._explain(sel, hit)
            self.selected = None
            return None
        if sel is not None and hit.card == sel:
            self.selected = None
            stay = self._zero_space_move(sel)
            if stay is not None:
                return Submit(stay)  # 1E: selected, then its own space chosen: it moves 0 spaces
            own = self._vine_choice(sel, hit)
            if isinstance(own, Submit):
                # the selected unit stands on a Vine Wall it may attack: ask, or just deselect
                return Choose(_("Attack which card?"), ((_("The Vine Wall"), own.command),))
            return None
        if hit.card is not None and hit.card in self._targets:
            self.selected = hit.card
            return None
        if hit.card is not None and self.state is not None and self.player is not None:
            c = self.state.cards.get(hit.card)
            if c is not None and c.controller == self.player and c.zone in (BOARD, HAND):
                return self._why_not(hit.card)
        self.selected = None
        return None

    def cancel(self) -> bool:
        """Esc: drop what is held or selected. True if there was something to cancel."""
        had = self.dragging is not None or self.selected is not None or bool(self.magic_picks)
        self.dragging = None
        self.selected = None
        self.magic_picks = []
        return had

    # -- the magic phase
    def toggle_magic(self, uid: int) -> None:
        if uid in self.magic_picks:
            self.magic_picks.remove(uid)
        else:
            self.magic_picks.append(uid)

    def magic_command(self) -> cmds.DiscardForMagic | None:
        if not self.magic_picks or self.player is None:
            return None
        return cmds.DiscardForMagic(self.player, tuple(self.magic_picks))

    def abilities_for(self, uid: int | None) -> list[cmds.UseAbility]:
        """Activated abilities to offer: those of `uid` if given and it has any, else all."""
        if uid is not None:
            mine = [a for a in self.abilities if a.card == uid]
            if mine:
                return mine
        return list(self.abilities)

    # -- turning a gesture into a command
    def _zero_space_move(self, uid: int) -> cmds.Move | None:
        """The 1E move of 0 spaces that `uid`'s own space stands for now, if it is legal (the
        core lists it first for its unit, so it is the command that space is lit for)."""
        s = self.state
        c = s.cards.get(uid) if s is not None else None
        if c is None or c.pos is None:
            return None
        cmd = self.targets(uid).get(("space", c.pos))
        if isinstance(cmd, cmds.Move) and cmd.path == ():
            return cmd
        return None

    def _vine_choice(self, uid: int, hit: Hit) -> Action:
        """A space holding a unit and the Vine Wall under it, where `uid` may attack both: ask
        "Attack which card?". Where it may attack only one of them, that attack."""
        s = self.state
        if s is None or hit.space is None or hit.space not in s.vines:
            return None
        targets = self.targets(uid)
        cards = [u for u in (s.board.get(hit.space), s.vines[hit.space]) if u is not None and u != uid]
        options = tuple((_card_label(s, u), targets[("card", u)]) for u in cards if ("card", u) in targets)
        if len(options) > 1:
            return Choose(_("Attack which card?"), options)
        if len(options) == 1:
            return Submit(options[0][1])
        return None

    def _act(self, uid: int, hit: Hit) -> Action:
        both = self._vine_choice(uid, hit)
        if both is not None:
            self.selected = None
            return both
        key = _key_for(hit, self.targets(uid))
        if key is not None:
            self.selected = None
            cmd = self.targets(uid)[key]
            if key == PLAY and self.state is not None and isinstance(cmd, cmds.PlayEvent) \
                    and event_aimed_at(self.state, cmd, hit.card, hit.space) is not None:
                return Submit(cmd, aim=(hit.card, hit.space))
            return Submit(cmd)
        return self._explain(uid, hit)

    def _explain(self, uid: int, hit: Hit) -> Action:
        """The command a drop on `hit` most plausibly meant, checked by the core."""
        s = self.state
        if s is None or self.player is None:
            return None
        cmd = plausible_command(s, self.player, uid, hit)
        if cmd is None:
            return Refuse(_("Nothing happens there."))
        reason = check(s, cmd)
        if reason is None:
            return Submit(cmd)  # legal after all (e.g. a path the list did not spell out)
        return Refuse(reason)

    def why_not_drag(self, uid: int) -> Action:
        """A card picked up that can do nothing now (`begin_drag` said no): why, as a click on it
        says, for the player's own cards only (issue 42: a refused third move on the 1E first
        turn said nothing)."""
        s = self.state
        if s is None or self.player is None or self.prompt is not None:
            return None
        c = s.cards.get(uid)
        if c is None or c.controller != self.player or c.zone not in (BOARD, HAND):
            return None
        return self._why_not(uid)

    def _why_not(self, uid: int) -> Action:
        """A click on one of your cards that can do nothing now: say why, if the rules can."""
        s = self.state
        if s is None or self.player is None:
            return None
        c = s.cards[uid]
        if c.zone == HAND:
            probe = plausible_command(s, self.player, uid, Hit(space=(0, 0), zone="board"))
        elif s.phase == ATTACK:
            return Refuse(_("{card} has no target it can attack now.", card=card_name(c.defn)))
        elif s.phase == MOVE:
            slot = mover_slot_reason(s, c)
            if slot is not None:
                return Refuse(slot)  # the phase's limit, 1E's first turn's 2 units included
            probe = cmds.Move(self.player, uid, ())
            reason = check(s, probe)
            # (a move of 0 spaces refused for itself says nothing of why the unit cannot move)
            if reason and reason != zero_space_reason(s, c):
                return Refuse(reason)
            return Refuse(_("{card} has nowhere to move.", card=card_name(c.defn)))
        else:
            return None
        if probe is None:
            return None
        reason = check(s, probe)
        if reason and ("summoned in" in reason or "costs" in reason or "phase" in reason):
            return Refuse(reason)
        return None


def _card_label(s: GameState, uid: int) -> str:
    c = s.cards[uid]
    if s.is_vine(c):
        return _("The Vine Wall")
    return card_name(c.defn)


def _split(c: cmds.Command, state: GameState) -> tuple[int | None, Target | None]:
    """(source card, target) of a command that is played by pointing from one to the other. A
    move of 0 spaces (1E) points at the unit's own space."""
    if isinstance(c, cmds.Summon | cmds.Build):
        return c.card, ("space", c.to)
    if isinstance(c, cmds.Move):
        if not c.path:
            return c.unit, ("space", state.cards[c.unit].pos)
        return c.unit, ("space", c.path[-1])
    if isinstance(c, cmds.Attack):
        return c.attacker, ("card", c.target)
    if isinstance(c, cmds.PlayEvent):
        return c.card, PLAY
    return None, None


def _key_for(hit: Hit, targets: dict[Target, cmds.Command]) -> Target | None:
    if hit.card is not None and ("card", hit.card) in targets:
        return ("card", hit.card)
    if hit.space is not None and ("space", hit.space) in targets:
        return ("space", hit.space)
    if hit.zone == "board" and PLAY in targets:
        return PLAY
    return None


def prompt_subjects(p: Prompt) -> list[int]:
    """The cards a question is about, besides the cards it offers: the card whose ability asks
    (`source`), and for a choice the cards its options name (`option_cards`: the effects of a
    timing conflict name their cards)."""
    out: list[int] = []
    if p.source is not None:
        out.append(p.source)
    if p.kind not in ("card", "space"):
        for o in p.options:
            for u in option_cards(o):
                if u not in out:
                    out.append(u)
    return out


def attacks_own_card(state: GameState, command: cmds.Command) -> bool:
    """An attack whose target is one of the attacking player's own cards, or (3-4 players) a
    teammate's (the rules allow it)."""
    if not isinstance(command, cmds.Attack):
        return False
    target = state.cards.get(command.target)
    return target is not None and state.friendly(target.controller, command.player)


def _light(h: Highlights, s: GameState, key: Target, kind: str) -> None:
    if key[0] == "space":
        h.spaces[key[1]] = kind
    elif key[0] == "card":
        c = s.cards.get(key[1])
        if c is not None and c.zone == BOARD and c.pos is not None:
            h.spaces[c.pos] = kind
        h.cards[key[1]] = kind


def path_toward(start: Pos, end: Pos) -> tuple[Pos, ...]:
    """A simple orthogonal path (columns first, then rows) used only to ask the core why a
    move to `end` is not allowed."""
    path = []
    c, r = start
    while c != end[0]:
        c += 1 if end[0] > c else -1
        path.append((c, r))
    while r != end[1]:
        r += 1 if end[1] > r else -1
        path.append((c, r))
    return tuple(path)


def plausible_command(s: GameState, player: int, uid: int, hit: Hit) -> cmds.Command | None:
    c = s.cards.get(uid)
    if c is None:
        return None
    d = c.defn
    if c.zone == HAND:
        if d.is_event and not d.is_structure:
            return cmds.PlayEvent(player, uid)
        if hit.space is None:
            return None
        if d.is_unit:
            return cmds.Summon(player, uid, hit.space)
        if d.is_structure:
            return cmds.Build(player, uid, hit.space)
        return None
    if c.zone == BOARD and c.pos is not None and hit.space is not None:
        other = s.cards.get(hit.card) if hit.card is not None else None
        if other is not None and other.uid != uid:
            if s.phase == MOVE:
                return cmds.Move(player, uid, path_toward(c.pos, hit.space))
            return cmds.Attack(player, uid, other.uid)
        return cmds.Move(player, uid, path_toward(c.pos, hit.space))
    return None
