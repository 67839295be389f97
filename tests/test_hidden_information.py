"""Issue 15, "Hidden information, sealed at the source": a property test over random games of
every pairing of the shipped factions. After every event, nothing derived for a player P (their
view, the pending prompt as P sees it, the log as written for P, the replay viewer in P's view)
names a card P may not see, by uid or by name.

What P may see is worked out here from the full state, independently of `game.core.view`, by
following every card through the zones it passes (the glossary's DRAW PILE, DISCARD PILE and the
opponent's hand):

- a card in a face-up place (battlefield, active area, being played, under another card) is
  known to both players, and stays known if it goes from there to a discard pile (both saw it);
- a card in a hand is known to its owner only; a draw pile's cards are known to nobody;
- a card reaching a discard pile from a hand or a draw pile is known to its owner only; a card
  already in a discard pile keeps what each player knew of it;
- 1E: a card in a magic pile is known to the player whose pile it is ("You may look at the cards
  in your own Magic Pile") and to no one else, even one who saw it destroyed (the issue: "the
  opponent sees only its size"); a card spent from it goes face up to a discard pile, seen by both.

The hidden uids for P are the cards P does not know. Comparing names needs care, since one name
may be on several cards: a name counts as hidden only when some card P does not know bears it
and no card P knows does (two Zombies, one on the battlefield and one in the opponent's hand: the
word "Zombie" tells P nothing). Before looking for hidden names, a text is cleared of the names of
every card P knows and the titles of their abilities (longest first), so that "Fire Drake" known
does not hide, nor reveal, a hidden "Drake"; then each hidden name is searched as a whole word.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

import pygame
import pytest

from game import catalog
from game.core import Game, view
from game.core.apply import apply_in_place
from game.core.state import DISCARD, DRAW, FACE_UP, HAND, MAGIC_PILE, GameState, Step
from game.sim import make_setup
from game.ui.battle import anim_view, board_view, hand_view, piles, prompt_view, stage
from game.ui.battle.describe import narrate
from game.ui.battle.session import BattleSession
from game.ui.replay.model import ReplayModel
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import ZOOM_DELAY, BattleScene
from game.ui.scenes.pass_device import PassDeviceScene
from tests.scene import random_game

FACTIONS = (
    "breakers", "cave-goblins", "fallen-kingdom", "phoenix-elves",
    "polar-dwarves", "savanna-elves", "tundra-orcs", "vanguards",
)
PAIRINGS = list(itertools.combinations_with_replacement(FACTIONS, 2))
# 1st edition: the starter pair and a few others (the magic pile is the new secret).
PAIRINGS_1E = [("phoenix-elves-1e", "tundra-orcs-1e"), ("cave-goblins-1e", "guild-dwarves-1e"),
               ("vanguards-1e", "fallen-kingdom-1e"), ("fallen-kingdom-1e", "phoenix-elves-1e")]
# Master Set pairings (1E Mimic looks at a hand and takes an event from it), seeded after the ones
# above so that adding one leaves their games as they were.
PAIRINGS_1E_MASTER = [("benders-1e", "phoenix-elves-1e")]
COMMANDS = 240  # per pairing, over as many seeded games as it takes
IN_THE_WINDOW = 60  # of them played in the battle window too


class Knowledge:
    """Which cards each seat knows, followed event by event from the full state, for any number
    of seats: a face-up card is known to all and stays known in a discard pile; a hand card is
    known to its owner, to whoever holds it (1E Mimic takes an event from the opponent's hand:
    both know where it went), and to the owner's teammates when the game shares hands; a draw
    pile's cards to nobody; a card reaching a discard pile from a hand or a draw pile to its
    owner (the opponent keeps what they knew of it); a magic pile's cards to whoever's pile it is
    (and, while lending an ability to a unit on the battlefield, to all: a destroyed 1E
    Deceiver's Stun was seen going there)."""

    def __init__(self, state: GameState) -> None:
        self.known: list[set[int]] = [set() for _ in state.players]
        self.update(state)

    @staticmethod
    def _shares(state: GameState, viewer: int, owner: int) -> bool:
        return viewer == owner or (state.share_hands and len(state.players) > 2
                                   and state.team_of(viewer) == state.team_of(owner))

    def update(self, state: GameState) -> None:
        lending = _lending(state)
        seats = range(len(self.known))
        for uid, c in state.cards.items():
            for p in seats:
                known = self.known[p]
                if c.zone in FACE_UP:
                    known.add(uid)
                elif c.zone == HAND:
                    if p == c.controller or self._shares(state, p, c.owner):
                        known.add(uid)
                    else:
                        known.discard(uid)
                elif c.zone == DRAW:
                    known.discard(uid)
                elif c.zone == DISCARD and (p == c.owner or c.seen):
                    known.add(uid)
                elif c.zone == MAGIC_PILE:
                    (known.add if p == c.controller or uid in lending else known.discard)(uid)
        pr = state.pending
        if pr is not None:
            if pr.kind == "card":
                # Searching one's own draw pile (A Hero Is Born): the player looks at the cards offered.
                own = set(state.players[pr.player].draw)
                self.known[pr.player].update(o for o in pr.options if isinstance(o, int) and o in own)
            # A prompt that shows its player cards (1E Mimic: the opponent's hand; Glimpse the
            # Future: a draw pile's top cards) or reveals them to both (Memory Break).
            self.known[pr.player].update(_prompt_cards(pr, "shown"))
            for p in seats:
                self.known[p].update(_prompt_cards(pr, "revealed"))

    def secrets(self, state: GameState) -> list[Secrets]:
        return [Secrets(state, k) for k in self.known]


def _lending(state: GameState) -> set[int]:
    """The cards whose ability a "grant" effect lends to a card on the battlefield (written
    here again from the rule, not imported from the view under test)."""
    return {v for e in state.effects if e.kind == "grant" and e.target in state.cards
            and state.cards[e.target].zone == "board" for k, v in e.data if k == "card"}


def _prompt_cards(prompt, key: str) -> set[int]:
    """The uids a prompt's resume step lists under `key`, at its top level or in its `data`."""
    out: set[int] = set()

    def walk(data: tuple) -> None:
        for k, v in data:
            if k == key and isinstance(v, tuple):
                out.update(x for x in v if isinstance(x, int) and not isinstance(x, bool))
            elif k == "data" and isinstance(v, tuple) and all(isinstance(x, tuple) and len(x) == 2 for x in v):
                walk(v)

    walk(prompt.resume.data)
    return out


class Secrets:
    """What one player may not know at one moment: uids, and names as explained above."""

    def __init__(self, state: GameState, known: set[int]) -> None:
        self.uids = set(state.cards) - known
        seen_names = {state.cards[u].name for u in known}
        self.names = {state.cards[u].name for u in self.uids} - seen_names
        words = seen_names | {a.display for u in known for a in state.cards[u].defn.abilities}
        self._clear = sorted((w for w in words if w), key=len, reverse=True)

    def named_in(self, text: str) -> list[str]:
        for w in self._clear:
            text = text.replace(w, " ")
        return sorted(n for n in self.names if re.search(rf"\b{re.escape(n)}\b", text))


# The keys under which the engine's pending steps carry cards (found by listing every key the
# shipped abilities use; the rest hold numbers, spaces, paths and words).
CARD_KEYS = frozenset({
    "attacker", "bearer", "by", "card", "chosen", "done", "first", "host", "roller", "target", "unit",
})


def _step_uids(steps: Iterable[Step]) -> set[int]:
    """Card uids the pending steps carry, also inside nested data (an attack's `info`)."""
    out: set[int] = set()

    def walk(data: tuple) -> None:
        for k, v in data:
            if isinstance(v, tuple) and v and all(isinstance(x, tuple) and len(x) == 2
                                                  and isinstance(x[0], str) for x in v):
                walk(v)
            elif k in CARD_KEYS:
                out.update(x for x in (v if isinstance(v, tuple) else (v,))
                           if isinstance(x, int) and not isinstance(x, bool))

    for st in steps:
        walk(st.data)
    return out


def check_view(full: GameState, p: int, secrets: Secrets, where: str) -> None:
    v = view(full, p)
    uids = set(v.cards) | set(v.board.values())
    for q in v.players:
        for zone in ("hand", "draw", "discard", "active", "resolving", "magic_pile"):
            uids.update(q.pile(zone))
    for e in v.effects:
        uids.update(u for u in (e.target, e.source) if u is not None)
    leaked = uids & secrets.uids
    assert not leaked, f"{where}: the view for player {p + 1} keeps hidden uids {sorted(leaked)}"
    pr = v.pending
    if pr is None:
        return
    opts = {o for o in pr.options if isinstance(o, int) and not isinstance(o, bool)}
    if pr.source is not None:
        opts.add(pr.source)
    leaked = opts & secrets.uids
    assert not leaked, (
        f"{where}: the prompt player {p + 1} sees offers hidden cards {sorted(leaked)} "
        f"({[full.cards[u].name for u in leaked]}): {pr.text!r}")
    steps = (pr.resume, *v.continuation)
    leaked = _step_uids(steps) & secrets.uids
    assert not leaked, f"{where}: the pending steps player {p + 1} sees carry hidden uids {sorted(leaked)}"
    for text in (pr.text, *pr.labels):
        named = secrets.named_in(text)
        assert not named, f"{where}: the prompt player {p + 1} sees names hidden {named}: {text!r}"


def check_lines(lines, secrets_at: list[tuple[Secrets, Secrets]], p: int, what: str) -> None:
    """Each line against what `p` could not know both before the event it tells of and once the
    command that caused it is done: a card the command reveals (an event played, a unit
    summoned) may be named as it is paid for; one chosen and then discarded face down, or taken
    into a hand, may not."""
    for line in lines:
        before, done = secrets_at[line.upto]
        names = set(before[p].named_in(line.text)) & set(done[p].named_in(line.text))
        assert not names, f"{what} for player {p + 1} names hidden {sorted(names)}: {line.text!r}"


def walk_game(g: Game) -> list[tuple[tuple[Secrets, Secrets], tuple[Secrets, Secrets]]]:
    """Check both players' views after every event; give, per event, each player's secrets
    before it and once its command is done."""
    s = g.initial.clone()
    know = Knowledge(s)
    per_event = []
    i = 0
    for entry in g.log:
        befores = []
        for e in entry.events:
            befores.append(tuple(Secrets(s, know.known[p]) for p in (0, 1)))
            apply_in_place(s, e)
            know.update(s)
            for p in (0, 1):
                check_view(s, p, Secrets(s, know.known[p]), f"event {i} ({type(e).__name__})")
            i += 1
        done = tuple(Secrets(s, know.known[p]) for p in (0, 1))
        per_event.extend((b, done) for b in befores)
    return per_event


def _event(kind: int, **kw) -> pygame.event.Event:
    return pygame.event.Event(kind, **kw)


def watch_in_the_window(g: Game, commands: int) -> None:
    """Play `g`'s first commands in a hot-seat battle window (see the module's docstring) and
    check every card face drawn against what its viewer could not know before the command and
    once it is done."""
    pygame.font.init()
    game = Game.new(g.setup)
    stack = SceneStack((1024, 640))
    sc = BattleScene(game, BattleSession(pass_at_start=False), animation_factor=None)
    stack.push(sc)
    stack.update(0)
    surface = pygame.Surface(stack.size)
    drawn: list[tuple[int, str]] = []

    def spy(real):
        def draw(defn, *a, **k):
            if defn is not None:
                drawn.append((sc.viewer, defn.name))
            return real(defn, *a, **k)
        return draw

    s = game.state.clone()
    know = Knowledge(s)
    with pytest.MonkeyPatch.context() as mp:
        for module in (anim_view, board_view, hand_view, piles, prompt_view, stage):
            mp.setattr(module, "render_card", spy(module.render_card))
        mp.setattr(stage, "render_card_zoom", spy(stage.render_card_zoom))  # the zoom builder (BoardStage)
        for n, cmd in enumerate(g.commands[:commands]):
            before = tuple(Secrets(s, know.known[p]) for p in (0, 1))
            hand = game.state.players[sc.viewer].hand
            if hand and sc.pinned_zoom is None:
                stack.handle_event(_event(pygame.MOUSEBUTTONDOWN, pos=sc.hand.grab_point(hand, hand[-1]), button=3))
            if hand:
                stack.handle_event(_event(pygame.MOUSEMOTION, pos=sc.hand.grab_point(hand, hand[0]), rel=(0, 0),
                                          buttons=(0, 0, 0)))
            stack.update(ZOOM_DELAY + 0.05)
            sc.draw(surface)
            assert sc.submit(cmd), cmd
            stack.update(1 / 60)
            if isinstance(stack.top, PassDeviceScene):
                for _ in range(40):
                    stack.update(1 / 30)
                pos = stack.top.button.rect.center
                for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
                    stack.handle_event(_event(kind, pos=pos, **extra))
                stack.update(1 / 60)
                assert not isinstance(stack.top, PassDeviceScene)
            stack.update(ZOOM_DELAY + 0.05)
            sc.draw(surface)
            for e in game.log[-1].events:
                apply_in_place(s, e)
                know.update(s)
            done = tuple(Secrets(s, know.known[p]) for p in (0, 1))
            for viewer, name in drawn:
                assert not (name in before[viewer].names and name in done[viewer].names), (
                    f"command {n} ({cmd}): the window shows player {viewer + 1} hidden {name!r}")
            drawn.clear()


def _games(p1: str, p2: str) -> Iterable[Game]:
    decks = (catalog.deck(p1, include_user=False), catalog.deck(p2, include_user=False))
    edition = catalog.edition_of(decks[0], include_user=False) or "2e"
    rs, cards = catalog.ruleset(edition, include_user=False), catalog.cards(include_user=False)
    first = sorted({f for pair in PAIRINGS_1E for f in pair})
    later = sorted({f for pair in PAIRINGS_1E_MASTER for f in pair} - set(first))
    names = FACTIONS if edition == "2e" else tuple(first + later)
    left, seed = COMMANDS, 1000 * names.index(p1) + 10 * names.index(p2)
    while left > 0:
        g = random_game(seed, left, make_setup(rs, decks, cards, seed))
        left -= len(g.commands)
        seed += 1
        yield g


@pytest.mark.parametrize(("p1", "p2"), PAIRINGS + PAIRINGS_1E + PAIRINGS_1E_MASTER)
def test_nothing_shown_to_a_player_names_a_card_they_may_not_see(p1, p2):
    for i, g in enumerate(_games(p1, p2)):
        if i == 0:
            watch_in_the_window(g, IN_THE_WINDOW)
        secrets = walk_game(g)
        model = ReplayModel(g)
        for p in (0, 1):
            check_lines(narrate(g.initial, g.events, viewer=p), secrets, p, "the battle log")
            check_lines(model.visible_lines(model.total, viewer=p), secrets, p, "the replay log")
