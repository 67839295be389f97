"""Issue 39, hot-seat: what one seat may know must never leak to another. While a seat acts, no
card of a hand a person holds is drawn face up unless that seat may see it (the person's own
seat, one person's other seat, or a teammate's when the game shares hands). While a computer
seat acts and two or more people share the device, nobody's hand is face up: the next person's
hand shows only after the pass screen. With one person at the table there is no pass screen at
all, and that person's hand may stay in sight through the computers' turns.

The battle scene is driven headless through several turns of every order of people and
computers for 2, 3 and 4 seats. Every card face the window draws (the hand, the panels, the
zoom, animations) is spied on, as in tests/test_hidden_information.py, and checked frame by frame
against the cards of the people's hands the seat acting on screen may not see."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import acting_player, legal_commands
from game.core.state import GameState
from game.core.view import TABLE, is_hidden, sees_hand, view
from game.ui.battle import anim_view, board_view, hand_view, piles, prompt_view, stage
from game.ui.battle.bot_driver import BotDriver
from game.ui.battle.session import BattleSession, Seat, one_person_two_decks
from game.ui.flow import new_game
from game.ui.scene_stack import SceneStack
from game.ui.scenes.battle import ZOOM_DELAY, BattleScene
from game.ui.scenes.pass_device import ARM_DELAY, PassDeviceScene

SIZE = (1280, 800)
TEAM_A, TEAM_B = "phoenix-elves-1e", "tundra-orcs-1e"
TURNS = 8  # turns played past the opening: every seat acts, a computer after a person
FRAMES = 4000  # a safety net: a game stuck behind a screen fails instead of looping


def _orders() -> list[tuple[int, str]]:
    """(players, who plays each person's seats: H a person, C a computer), at least one person."""
    out = [(2, "".join(o)) for o in itertools.product("HC", repeat=2)]
    out += [(3, "".join(o)) for o in itertools.product("HC", repeat=3)]
    out += [(4, "".join(o)) for o in itertools.product("HC", repeat=4)]
    return [(n, o) for n, o in out if "H" in o]


ORDERS = _orders()


class Quick:
    """A seeded player that ends phases often, so a few turns take few commands, and keeps its
    hand (never discards for magic), so people's hands have cards to hide."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def choose(self, state: GameState, player: int) -> cmds.Command:
        legal = legal_commands(state)
        others = [c for c in legal if not isinstance(c, cmds.EndPhase | cmds.DiscardForMagic)]
        if others and self.r.random() < 0.4:
            return self.r.choice(others)
        return self.r.choice([c for c in legal if not isinstance(c, cmds.DiscardForMagic)] or legal)


class InlineWorker:
    """A computer seat deciding at once on the frame thread (the driver's worker calls), so the
    test is the same on every run."""

    shares_the_interpreter = False

    def __init__(self, bot: Quick) -> None:
        self.bot = bot
        self.answer: cmds.Command | None = None

    def start(self, state: GameState, player: int) -> None:
        self.answer = self.bot.choose(state, player)

    def poll(self) -> cmds.Command | None:
        cmd, self.answer = self.answer, None
        return cmd

    def cancel(self) -> None:
        self.answer = None

    release = close = cancel


def _seats(players: int, order: str) -> tuple[tuple[str, ...], tuple[Seat, ...]]:
    """The game's names and seats for `order` (3 players: the second person plays seats 2 and 4)."""
    names = ("Ann", "Bo", "Cy") if players == 3 else ("Ann", "Bo", "Cy", "Di")[:players]
    controllers = tuple("human" if c == "H" else "random" for c in order)
    persons: tuple[int | None, ...] = (None,) * len(controllers)
    if players == 3:
        names, controllers, persons = one_person_two_decks(names + ("",), controllers + ("",))
    seats = tuple(Seat(person=persons[i]) if c == "human" else Seat.computer(c, 100 + i)
                  for i, c in enumerate(controllers))
    return names, seats


def _battle(players: int, order: str, seed: int) -> tuple[SceneStack, BattleScene, Game]:
    names, seats = _seats(players, order)
    decks = (TEAM_A, TEAM_B) if players == 2 else (TEAM_A, TEAM_B, TEAM_A, TEAM_B)
    game = new_game(decks, seed=seed, names=names, edition="1e")
    session = BattleSession.for_seats(seats, game)
    sc = BattleScene(game, session, animation_factor=4.0)
    bots = {p: Quick(seed * 10 + p) for p in session.bots}
    sc.bots = BotDriver(bots, factor=4.0, make_worker=InlineWorker)
    stack = SceneStack(SIZE)
    stack.push(sc)
    return stack, sc, game


def _people(session: BattleSession) -> set[int]:
    return {session.person(p) for p in session.humans}


def _at_device(session: BattleSession, s: GameState, acting: int) -> int | None:
    """The seat whose person holds the device while `acting` acts on screen: the person acting;
    a computer answering a question in a person's turn leaves the device with that person;
    None while a computer plays its own turn (nobody in particular)."""
    if session.is_human(acting):
        return acting
    return s.turn.player if session.is_human(s.turn.player) else None


def _guarded(session: BattleSession, s: GameState, at_device: int | None) -> list[int]:
    """The seats whose hands, held by people, may not be face up: with a person at the device,
    the other people's (but a teammate's when the game shares hands); with nobody in particular,
    every person's."""
    if at_device is None:
        return list(session.humans)
    return [p for p in session.humans
            if not session.same_person(p, at_device) and not sees_hand(s, at_device, p)]


def _secret_names(s: GameState, guarded: list[int], acting_sees: GameState) -> set[str]:
    """Names of the guarded hands' cards that show nowhere the acting seat may look (a name on
    two cards, one of them in sight, tells nothing)."""
    names = {s.cards[u].name for p in guarded for u in s.players[p].hand}
    return names - {c.name for c in acting_sees.cards.values() if not is_hidden(c.defn)}


def _look_at_the_hand(stack: SceneStack, sc: BattleScene) -> None:
    """Rest the pointer on the first card of the hand strip (a zoom, if anything is there)."""
    hand = sc.display.players[sc.viewer].hand
    if hand and sc.geo is not None:
        pos = sc.hand.grab_point(hand, hand[0])
        stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _click_pass_screen(stack: SceneStack) -> str:
    top = stack.top
    assert isinstance(top, PassDeviceScene)
    stack.update(ARM_DELAY)
    pos = top.button.rect.center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        stack.handle_event(pygame.event.Event(kind, pos=pos, **extra))
    assert stack.top is not top, "the pass screen's button did not open it"
    return top.name


def _spy(monkeypatch: pytest.MonkeyPatch, drawn: list[str]) -> None:
    def spy(real):
        def draw(defn, *a, **k):
            if defn is not None and not is_hidden(defn):
                drawn.append(defn.name)
            return real(defn, *a, **k)
        return draw

    for module in (anim_view, board_view, hand_view, piles, prompt_view, stage):
        monkeypatch.setattr(module, "render_card", spy(module.render_card))
    monkeypatch.setattr(stage, "render_card_zoom", spy(stage.render_card_zoom))


@pytest.mark.parametrize(("players", "order"), ORDERS, ids=[f"{n}p-{o}" for n, o in ORDERS])
def test_no_persons_hand_is_face_up_while_another_seat_acts(
    players: int, order: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    pygame.font.init()
    seed = 7 + ORDERS.index((players, order))
    stack, sc, game = _battle(players, order, seed)
    session = sc.session
    people = _people(session)
    me = Quick(seed)
    drawn: list[str] = []
    _spy(monkeypatch, drawn)
    surface = pygame.Surface(SIZE)
    passes: list[str] = []
    guarded_frames = 0  # frames where a person's hand had a card the acting seat may not see
    computer_after_person = 0  # frames of a computer's turn drawn right after a person's
    last_actor: int | None = None
    end = None
    for _frame in range(FRAMES):
        s = game.state
        if s.over or (end is not None and s.turn.number >= end):
            break
        if end is None and s.turn.number >= 1:
            end = s.turn.number + TURNS
        if isinstance(stack.top, PassDeviceScene):
            passes.append(_click_pass_screen(stack))
            assert game.state.players[sc.viewer].name == passes[-1]  # the screen is now theirs
            continue
        acting = acting_player(s)
        if (stack.top is sc and not sc.busy and acting is not None and session.is_human(acting)
                and sc.inter.player == acting):
            # A person acts: only once the screen is theirs (their own hand, their controls).
            assert sc.viewer == acting, f"Seat {acting + 1} plays while the screen is Seat {sc.viewer + 1}'s"
            assert sc.submit(me.choose(s, acting))
        _look_at_the_hand(stack, sc)
        stack.update(max(ZOOM_DELAY, 0.2) + 0.05)
        drawn.clear()
        stack.draw(surface)
        if stack.top is not sc:
            continue
        shown = sc.display
        on_screen = acting_player(shown)
        if on_screen is None:
            continue
        if not session.is_human(on_screen) and last_actor is not None and session.is_human(last_actor):
            computer_after_person += 1
        last_actor = on_screen
        if len(people) < 2:
            continue
        holder = _at_device(session, shown, on_screen)
        guarded = _guarded(session, shown, holder)
        hands = {u for p in guarded for u in shown.players[p].hand}
        guarded_frames += bool(hands)
        # The panels and the hand strip draw from the scene's `seen`: no guarded card in it...
        face_up = {u for u, c in sc.seen.cards.items() if not is_hidden(c.defn)}
        who = f"while Seat {on_screen + 1} ({session.seat_label(on_screen)}) acts, the window"
        assert not hands & face_up, (
            f"{who} draws from a game that shows {sorted(shown.cards[u].name for u in hands & face_up)}")
        # ...and no card face drawn anywhere (zoom, animations too) names one.
        sees = view(shown, TABLE if holder is None else holder)
        leaked = sorted(_secret_names(shown, guarded, sees) & set(drawn))
        assert not leaked, f"{who} shows {leaked} from the hand of a person who is not at that seat"
    else:
        raise AssertionError(f"the game did not get through {TURNS} turns in {FRAMES} frames")
    names = [p.name for p in game.state.players]
    if len(people) < 2:
        assert passes == [], "one person at the table: no pass screen"
    else:
        assert guarded_frames, "the test needs a person's hand with cards while another seat acts"
        assert passes and set(passes) <= {names[p] for p in session.humans}
    if "C" in order and len(people) >= 2:
        assert computer_after_person, "the test needs a computer's turn after a person's"


# --- who holds the device, as the session decides it --------------------------------------------


def test_the_hands_hide_only_in_a_computers_turn_with_two_people_at_the_device() -> None:
    c = Seat.computer("easy", 1)
    two_people = BattleSession(seats=("human", "bot", "human", "bot"), seat_specs=(Seat(), c, Seat(), c))
    assert two_people.hides_hands(1, 1) and two_people.hides_hands(3, 3)
    # A computer answering a question in a person's turn leaves the device with that person.
    assert not two_people.hides_hands(1, 0)
    assert not two_people.hides_hands(0, 0) and not two_people.hides_hands(None, 1)
    # After a computer's turn nobody in particular holds the device: a pass screen before any
    # person, even the one who played last.
    assert two_people.needs_pass(None, 0) and two_people.needs_pass(None, 2)
    assert not two_people.needs_pass(None, 1)
    one_person = BattleSession(seats=("human", "bot", "bot", "bot"), seat_specs=(Seat(), c, c, c))
    assert not one_person.hides_hands(1, 1) and not one_person.needs_pass(None, 0)
    # 3 players, one of them with two decks (seats 2 and 4), against one computer.
    three = BattleSession(seats=("bot", "human", "human", "human"), seat_specs=(c, Seat(), Seat(), Seat(person=1)))
    assert three.hides_hands(0, 0) and three.needs_pass(None, 3) and not three.needs_pass(1, 3)


# --- a question for a person in a computer's turn ------------------------------------------------

BENDERS = "benders-1e"  # Memory Break: the opponent pays for the card revealed from their pile, or not


def _memory_break_for_a_person() -> tuple[Game, cmds.Command]:
    """A 4-seat game (computers with the Benders at seats 1 and 3, people at 2 and 4) played by
    seeded players up to the command of a computer that asks a person a question in its turn;
    with that command."""
    for seed in range(1, 40):
        game = new_game((BENDERS, TEAM_A, BENDERS, TEAM_A), seed=seed, names=("Ann", "Bo", "Cy", "Di"),
                        edition="1e")
        player = Quick(seed)
        for _ in range(3000):
            s = game.state
            if s.over:
                break
            if s.pending is not None and s.pending.player in (1, 3) and s.turn.player in (0, 2):
                *before, asking = game.commands
                again = Game.new(game.setup)
                for cmd in before:
                    assert again.submit(cmd)
                return again, asking
            p = acting_player(s)
            assert game.submit(player.choose(s, p))
    raise AssertionError("no seed gave a question for a person in a computer's turn")


class Scripted(Quick):
    """Plays `first` when it is legal, then as Quick does."""

    def __init__(self, seed: int, first: cmds.Command) -> None:
        super().__init__(seed)
        self.first: cmds.Command | None = first

    def choose(self, state: GameState, player: int) -> cmds.Command:
        if self.first is not None and self.first in legal_commands(state):
            cmd, self.first = self.first, None
            return cmd
        return super().choose(state, player)


def _people_cards_in_sight(sc: BattleScene) -> set[int]:
    """Cards of the people's hands in what the scene draws its panels and hand strip from."""
    hands = {u for p in sc.session.humans for u in sc.display.players[p].hand}
    return hands & {u for u, c in sc.seen.cards.items() if not is_hidden(c.defn)}


def test_a_question_for_a_person_in_a_computers_turn_passes_the_device_there_and_away() -> None:
    pygame.font.init()
    game, asking = _memory_break_for_a_person()
    computer = acting_player(game.state)
    assert computer in (0, 2)
    seats = (Seat.computer("random", 1), Seat(), Seat.computer("random", 3), Seat())
    session = BattleSession.for_seats(seats, game)
    sc = BattleScene(game, session, animation_factor=None)
    sc.bots = BotDriver({p: Scripted(p, asking) for p in (0, 2)}, factor=None, make_worker=InlineWorker)
    stack = SceneStack(SIZE)
    stack.push(sc)
    stack.update(0)
    # A computer's turn (the game was just opened): nobody's hand is out.
    assert not _people_cards_in_sight(sc) and not isinstance(stack.top, PassDeviceScene)
    for _ in range(20):
        if isinstance(stack.top, PassDeviceScene):
            break
        stack.update(0.3)
    asked = game.state.pending.player
    top = stack.top
    assert isinstance(top, PassDeviceScene), "the question did not bring a pass screen"
    assert top.question and top.name == game.state.players[asked].name
    assert "question" in top.headline()
    assert not _people_cards_in_sight(sc)  # under the pass screen nobody's hand is out yet
    _click_pass_screen(stack)
    assert sc.viewer == asked and sc.inter.prompt is not None
    assert set(game.state.players[asked].hand) <= _people_cards_in_sight(sc)  # theirs, to answer with
    assert sc.submit(Quick(5).choose(game.state, asked))
    # The computer's turn goes on: the hands are hidden again at once.
    assert acting_player(game.state) in (0, 2)
    assert not _people_cards_in_sight(sc)
    # The next person plays only after a pass screen, even the one who just answered.
    for _ in range(400):
        if isinstance(stack.top, PassDeviceScene) or game.state.over:
            break
        stack.update(0.3)
    assert isinstance(stack.top, PassDeviceScene) and not stack.top.question
