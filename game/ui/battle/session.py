"""Who sits where, and what happens around a battle: the seam between the battle scene and the
rest of the program (menus, autosave, bots, undo later).

The scene calls these hooks; it never decides what the app does next.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from game.core.commands import Command
from game.core.game import Game
from game.core.state import GameState
from game.i18n import N_, _

log = logging.getLogger(__name__)

HUMAN = "human"
BOT = "bot"
# The computer players the new-game screen offers, easiest first (names in game.ai.registry).
DIFFICULTIES: tuple[tuple[str, str], ...] = (("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")))
FALLBACK_BOT = "normal"  # for a save naming a bot this version does not have


def level_word(level: str) -> str:
    """A computer player's level in the player's language: "Hard"."""
    return _(dict(DIFFICULTIES).get(level, level.title()))


def default_seat_name(index: int, controller: str, controllers: Sequence[str] = ()) -> str:
    """The name a seat gets when nobody typed one: "Player 2" for a person, "Computer (Hard)"
    for the computer, and "Computer 2 (Normal)" when another seat is the same computer (the log
    and the panels must tell them apart). The New game screen and `play` both name seats so."""
    if controller == HUMAN:
        return _("Player {n}", n=index + 1)
    if list(controllers).count(controller) > 1:
        return _("Computer {n} ({level})", n=index + 1, level=level_word(controller))
    return _("Computer ({level})", level=level_word(controller))


# With 3 players the game has 4 seats and one person plays two of them, seats 2 and 4: "one
# player controls 2 factions, ... treated as 2 separate players" (Master Set rulebook).
LONE_SEAT = 1
SECOND_DECK = 3


def one_person_two_decks(
    names: Sequence[str], controllers: Sequence[str]
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[int | None, ...]]:
    """The seats of a 3-player game from four seats' names and controllers: the person at seat 2
    is named once per deck ("Ann (1)", "Ann (2)"), plays seat 4 the way they play seat 2 (the
    same hands, or the same computer player), and seat 4's person is seat 2's. The third value
    gives, per seat, the seat whose person also plays it, or None."""
    names, controllers = list(names), list(controllers)
    lone = names[LONE_SEAT]
    names[LONE_SEAT], names[SECOND_DECK] = f"{lone} (1)", f"{lone} (2)"
    controllers[SECOND_DECK] = controllers[LONE_SEAT]
    persons: list[int | None] = [None] * len(names)
    persons[SECOND_DECK] = LONE_SEAT
    return tuple(names), tuple(controllers), tuple(persons)


class Bot(Protocol):
    def choose(self, state: GameState, player: int) -> Command: ...


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a human, or a computer player (a bot name and its seed). Saves
    record seats as `to_json()` (see `game.persist.saves.seats_of`)."""

    kind: str = HUMAN
    bot: str = ""
    seed: int = 0
    # 3 players: the seat whose person also plays this one (one person, two decks, two
    # separate turns); None: a person of its own.
    person: int | None = None

    @classmethod
    def computer(cls, bot: str, seed: int) -> Seat:
        return cls(BOT, bot, seed)

    @property
    def is_human(self) -> bool:
        return self.kind != BOT

    @property
    def label(self) -> str:
        """"Human" or "Computer (Hard)"."""
        if self.is_human:
            return _("Human")
        return _("Computer ({level})", level=level_word(self.bot))

    @property
    def short_label(self) -> str:
        """"human" or "computer, Hard" (for a sentence: "Toby (computer, Hard) is thinking")."""
        if self.is_human:
            return _("human")
        return _("computer, {level}", level=_(dict(DIFFICULTIES).get(self.bot, self.bot.title())))

    def to_json(self) -> dict[str, Any]:
        if self.is_human:
            return {"kind": HUMAN} if self.person is None else {"kind": HUMAN, "person": self.person}
        return {"kind": BOT, "bot": self.bot, "seed": self.seed}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Seat:
        """A seat from a save; a bot this version does not know becomes the normal one."""
        if data.get("kind") != BOT:
            person = data.get("person")
            ok = isinstance(person, int) and not isinstance(person, bool) and 0 <= person < 4
            return cls(person=person if ok else None)
        from game.ai.registry import BOTS

        name = str(data.get("bot") or FALLBACK_BOT)
        if name not in BOTS:
            log.warning("the save names an unknown computer player %r; using %r", name, FALLBACK_BOT)
            name = FALLBACK_BOT
        seed = data.get("seed")
        return cls(BOT, name, seed if isinstance(seed, int) and not isinstance(seed, bool) else 0)


TWO_HUMANS = (Seat(), Seat())


def _ask() -> bool:
    return True


def _hover_zoom_on() -> str:
    return "on"


def make_seat_bot(seat: Seat, game: Game) -> Bot:
    """The bot playing `seat` in `game` (thinking bots learn the deck lists from the setup)."""
    from game.ai.registry import make_bot

    return make_bot(seat.bot, seat.seed, setup=game.setup)


@dataclass
class BattleSession:
    seats: tuple[str, ...] = (HUMAN, HUMAN)
    # A bot per seat marked BOT (player index -> bot); the scene asks it when that seat acts.
    bots: dict[int, Bot] = field(default_factory=dict)
    on_game_over: Callable[[Game], None] | None = None
    on_exit: Callable[[Game], None] | None = None
    # Called after every accepted command: the save system hooks autosave here.
    after_command: Callable[[Game], None] | None = None
    # Hot-seat: hide the first player's hand behind a "pass the device" screen at the start.
    pass_at_start: bool = True
    # Save under a name (the Menu's "Save as…"); returns the file written, raises OSError or
    # SaveError. None: the Menu button leaves the battle at once, as before saves existed.
    save_as: Callable[[Game, str], Path] | None = None
    # Who sits where, in full (bot names and seeds), for saves and rematches; `seats` and
    # `bots` above are derived from it by `for_seats`.
    seat_specs: tuple[Seat, ...] = TWO_HUMANS
    # The Menu's "Settings": opens the settings screen and calls back with the new animation
    # factor (Settings.animation_factor) when the player leaves it. None: no Settings entry.
    open_settings: Callable[[Callable[[float | None], None]], None] | None = None
    # Whether to ask before ending a phase that costs something (Settings, read at each ask so
    # a change made from the battle's Menu applies at once).
    ask_before_ending_phase: Callable[[], bool] = _ask
    # How much faster than the player's own animations a computer's turn plays (Settings'
    # "Computer's turns"; None: at once), read at each frame so a change applies at once.
    computer_speed: Callable[[], float | None] = lambda: 1.0
    # When a hovered card is shown large: a key of `game.ui.settings.HOVER_ZOOM_DELAYS` (read at
    # each frame, so a change made from the battle's Menu applies at once).
    hover_zoom: Callable[[], str] = _hover_zoom_on

    @classmethod
    def for_seats(cls, specs: Sequence[Seat], game: Game, **kwargs: Any) -> BattleSession:
        """A session whose computer seats are played by their bots."""
        n = len(game.setup.players)
        specs = tuple(specs[:n]) + (Seat(),) * max(0, n - len(specs))
        seats = tuple(HUMAN if s.is_human else BOT for s in specs)
        bots = {i: make_seat_bot(s, game) for i, s in enumerate(specs) if not s.is_human}
        return cls(seats=seats, bots=bots, seat_specs=specs, **kwargs)

    def fit(self, players: int) -> None:
        """Seats for every player of the game: seats a session was made without (a 2-seat
        default for a 4-seat game) are humans."""
        if len(self.seats) < players:
            self.seats = tuple(self.seats) + (HUMAN,) * (players - len(self.seats))
        if len(self.seat_specs) < players:
            self.seat_specs = tuple(self.seat_specs) + (Seat(),) * (players - len(self.seat_specs))

    def seat_record(self) -> list[dict[str, Any]]:
        """The seats as a save records them."""
        return [s.to_json() for s in self.seat_specs]

    def seat_label(self, player: int, *, short: bool = False) -> str:
        """"Computer (Hard)" / "Human" (or "computer, Hard" / "human" with `short`)."""
        spec = self.seat_specs[player] if player < len(self.seat_specs) else Seat()
        if self.seats[player] != BOT:
            return _("human") if short else _("Human")
        if spec.is_human:  # a bot seat set up without its details (tests, tools)
            return _("computer") if short else _("Computer")
        return spec.short_label if short else spec.label

    def is_human(self, player: int) -> bool:
        return self.seats[player] == HUMAN

    @property
    def humans(self) -> list[int]:
        """The seats humans play, in seat order."""
        return [p for p in range(len(self.seats)) if self.is_human(p)]

    @property
    def any_human(self) -> bool:
        return bool(self.humans)

    def person(self, player: int) -> int:
        """Who sits at `player`'s seat: the seat of the person playing it (in a 3-player game
        one person plays two seats, which then share a person)."""
        spec = self.seat_specs[player] if player < len(self.seat_specs) else Seat()
        return spec.person if spec.person is not None else player

    def same_person(self, a: int, b: int) -> bool:
        return self.person(a) == self.person(b)

    @property
    def hot_seat(self) -> bool:
        """Two or more different people share the device (the screen hides one's hand from
        the next behind a "pass the device" screen)."""
        return len({self.person(p) for p in self.humans}) >= 2

    def home_viewer(self, acting: int | None, current: int | None = None) -> int:
        """Whose side the board is drawn from: the acting human (in hot-seat, or when one
        person plays two seats); while a computer seat acts, the last human (`current`); else
        the first human (player 0 when nobody is human, e.g. bots only)."""
        if acting is not None and self.is_human(acting):
            return acting
        if current is not None and self.is_human(current):
            return current
        humans = self.humans
        return humans[0] if humans else 0

    def hides_hands(self, acting: int | None, turn_player: int) -> bool:
        """Whether no hand may be face up now: a computer seat plays its turn while two or more
        people share the device, so nobody in particular is looking (the last person's hand
        stays hidden until the pass screen brings the device to the next one). A computer
        answering a question in a person's turn leaves the device with that person; with one
        person at the table their hand stays in sight, for nobody else is at the device."""
        if acting is None or self.is_human(acting) or not self.hot_seat:
            return False
        return not self.is_human(turn_player)

    def needs_pass(self, viewer: int | None, acting: int | None) -> bool:
        """Whether the device must be passed before `acting` plays: a human seat played by
        another person than the one looking now, or by anyone when nobody in particular is
        (`viewer` None: the hands were hidden while a computer played). Never before a
        computer seat, never between two seats of one person, never with one person."""
        if acting is None or not self.is_human(acting) or not self.hot_seat:
            return False
        return viewer is None or not self.same_person(viewer, acting)

    def notify_command(self, game: Game) -> None:
        if self.after_command is not None:
            self.after_command(game)
