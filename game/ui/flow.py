"""The flow between the window's scenes, and the games it starts.

`AppFlow` wires the title, the new-game screen, the battle and the game-over screen together;
saves and replays plug in through its hooks (`has_saves`, `on_continue`, `on_load`,
`on_replays`, `after_command`: see `game.ui.replay.hooks`). `new_game`, `rematch_of` and
`seats_from_choice` build what a battle starts from; `play_random` lets random bots play a game
on (for pictures and benchmarks).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.i18n import _, n_
from game.ui.core_text import tr_core, tr_error
from game.ui.last_setup import LastSetup, load_last_setup, save_last_setup

if TYPE_CHECKING:
    from game.core.game import Game
    from game.ui.app import App
    from game.ui.battle.session import Seat
    from game.ui.scenes.base import Scene
    from game.ui.scenes.battle import BattleScene
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.settings import Settings

log = logging.getLogger(__name__)

MAX_COMMANDS = 5000  # safety net for games played by random bots in screenshots and benches


# ---------------------------------------------------------------------------- building games


def new_game(
    decks: tuple[str | None, ...],
    *,
    seed: int | None = None,
    names: tuple[str, ...] | None = None,
    edition: str | None = None,
    share_hands: bool = True,
) -> Game:
    """A fresh game between catalog decks (ids or faction names; None: the edition's usual
    pair): two, or four seats for 3-4 players (1st edition). Without `edition`, the decks' own
    edition (2E when they do not tell). `share_hands`: 3-4 players, teammates see each other's
    hands."""
    from game import catalog
    from game.core.game import Game
    from game.sim import make_setup

    edition = edition_of_decks(decks, edition)
    rs = catalog.ruleset(edition)
    default = catalog.default_pair(edition=edition) if None in decks else (None, None)
    ids = tuple(d or default[i % 2] for i, d in enumerate(decks))
    chosen = tuple(_deck_named(n, edition) for n in ids)  # type: ignore[arg-type]
    for d in chosen:
        ed = catalog.edition_of(d)
        if ed and ed != edition:
            raise ValueError(f"{d.name} is a faction of edition {ed!r}, not {edition!r}")
    if seed is None:
        seed = random.randrange(1, 2**31 - 1)
    if names is None:
        names = tuple(_("Player {n}", n=i + 1) for i in range(len(chosen)))
    return Game.new(make_setup(rs, chosen, catalog.cards(), seed, names, share_hands=share_hands))


# New game offers the player's own decks beside the preconstructed ones under this prefix and the
# deck file's name ("mine:my-dwarves.yaml"), read from the player's deck folder.
PLAYER_DECK = "mine:"


def _deck_named(name: str, edition: str | None):
    """A catalog deck by id or faction, or a player's deck file (`PLAYER_DECK` + file name)."""
    from game import catalog

    if name.startswith(PLAYER_DECK):
        from game.content.user_decks import decks_dir

        deck, _ed = catalog.player_deck(decks_dir() / name[len(PLAYER_DECK):])
        return deck
    return catalog.deck(name, edition=edition)


def player_deck_choices() -> tuple[dict, dict[str, str], dict[str, str]]:
    """The player's decks for New game: by choice id the deck, its edition, and for those not
    ready, the first reasons why (a file that cannot be read as a deck is left out)."""
    from game.persist.deck_files import list_decks

    decks: dict = {}
    editions: dict[str, str] = {}
    blocked: dict[str, str] = {}
    for got in list_decks():
        if got.deck is None:
            continue
        key = PLAYER_DECK + got.path.name
        decks[key] = got.deck.deck_list()
        editions[key] = got.deck.edition
        if got.problems:
            why = "; ".join(tr_core(p.message) for p in got.problems[:2])
            more = len(got.problems) - 2
            blocked[key] = n_("{problem} (and {n} more)", "{problem} (and {n} more)", more, problem=why) \
                if more > 0 else why
    return decks, editions, blocked


def edition_of_decks(decks: tuple[str | None, ...], edition: str | None = None) -> str:
    """`edition` when given; else the one edition the named decks belong to ("2e" when none is
    named or they do not agree: the game then says which deck does not fit)."""
    from game import catalog

    if edition:
        return edition
    found = set()
    for name in decks:
        if name:
            try:
                found.add(catalog.edition_of(catalog.deck(name)))
            except catalog.CatalogError:
                continue
    found.discard("")
    return found.pop() if len(found) == 1 else "2e"


def seats_from_choice(
    controllers: tuple[str, ...], game_seed: int | None, persons: tuple[int | None, ...] = ()
) -> tuple[Seat, ...]:
    """Seats for the new-game screen's "Played by" values ("human" or a bot name). A computer
    player's seed tells nothing about the game's (which would tell every hand): with no
    `game_seed` (the game's own was drawn at random) each is drawn apart from it, from the
    operating system's source, and kept with the save's seats; a game started with a seed the
    player gave (`play --seed`) gets bots that follow from it one way (`game.ai.seeds`), so it
    plays alike every time. (Game seeds have 31 bits: a digest of one could be searched back,
    which is why a seed nobody chose is not used at all.) `persons`: per seat, the seat whose
    person also plays it (3 players), or None."""
    from game.ai.registry import BOTS
    from game.ai.seeds import WINDOW, bot_seed, drawn_bot_seed
    from game.ui.battle.session import Seat

    out = []
    for i, who in enumerate(controllers):
        if who in (None, "", "human"):
            out.append(Seat(person=persons[i] if i < len(persons) else None))
        elif who in BOTS:
            seed = drawn_bot_seed() if game_seed is None else bot_seed(game_seed, i, WINDOW)
            out.append(Seat.computer(who, seed))
        else:
            raise ValueError(f"unknown computer player {who!r}")
    return tuple(out)


def winner_names(state: Any, winner: int) -> str:
    """Who won: the player's name (2 players), or their team ("Team of Ann and Cy"; one name
    for a person playing two seats)."""
    from game.ui.battle.describe import winner_text

    return winner_text(state, winner)


def rematch_of(game: Game) -> Game:
    """The same players and decks with a new seed."""
    from dataclasses import replace

    from game.core.game import Game

    return Game.new(replace(game.setup, seed=(game.setup.seed * 7919 + 1) % (2**31 - 1)))


def play_random(game: Game, turns: int, seed: int = 1, *, stop: Callable[[Game], bool] | None = None) -> None:
    """Let random bots play `game` until turn `turns` has begun (or `stop(game)` says so)."""
    from game.ai.random_bot import RandomBot
    from game.core.legal import acting_player

    bots = tuple(RandomBot(seed * 2 + (i % 2) + 7 * (i // 2)) for i in range(len(game.state.players)))
    for _step in range(MAX_COMMANDS):
        s = game.state
        if s.over or (s.turn.number > turns and stop is None) or (stop is not None and stop(game)):
            return
        p = acting_player(s)
        assert p is not None
        game.submit(bots[p].choose(s, p))


# ---------------------------------------------------------------------------- the app flow


class AppFlow:
    """Which scene follows which. One per window."""

    def __init__(
        self,
        app: App,
        *,
        has_saves: Callable[[], bool] = lambda: False,
        on_continue: Callable[[], None] | None = None,
        on_load: Callable[[], None] | None = None,
        on_replays: Callable[[], None] | None = None,
        on_watch_replay: Callable[[Game], None] | None = None,
        after_command: Callable[[Game], None] | None = None,
        has_unfinished: Callable[[], bool] | None = None,
        has_replays: Callable[[], bool] | None = None,
        save_as: Callable[[Game, str], Path] | None = None,
    ) -> None:
        self.app = app
        self.has_unfinished = has_unfinished
        self.has_replays = has_replays
        self.save_as = save_as
        self.has_saves = has_saves
        self.on_continue = on_continue
        self.on_load = on_load
        self.on_replays = on_replays
        self.on_watch_replay = on_watch_replay
        self.after_command = after_command
        from game.ui.warrior.flow import WarriorFlow

        # Warrior's scenes (New game, the table): the saves hook in through `warrior.on_table`.
        self.warrior = WarriorFlow(lambda: self.app.stack,
                                   animation_factor=lambda: self.app.settings.animation_factor)
        from game.ui.online.flow import OnlineFlow

        # Play online: the hub, the server this window hosts, the seat it remembers.
        self.online = OnlineFlow(lambda: self.app.stack,
                                 animation_factor=lambda: self.app.settings.animation_factor,
                                 open_settings=self.open_settings,
                                 ask_before_ending_phase=lambda: self.app.settings.ask_before_ending_phase,
                                 hover_zoom=lambda: self.app.settings.hover_zoom)
        app.on_close.append(self.online.shutdown)

    @property
    def stack(self):
        return self.app.stack

    def title_scene(self) -> Scene:
        from game.ui.launcher import title_scene

        return title_scene(
            self.app,
            on_new_game=self.open_new_game,
            on_play_computer=self.play_the_computer,
            on_continue=self.on_continue,
            on_load=self.on_load,
            on_replays=self.on_replays,
            on_deck_builder=self.open_deck_builder,
            has_saves=self.has_saves,
            has_unfinished=self.has_unfinished,
            has_replays=self.has_replays,
            skipped_files=_skipped_problems,
            on_warrior_new_game=self.warrior.open_new_game,
            on_warrior_help=self.warrior.open_help,
            warrior_card_back=_warrior_back,
            on_play_online=self.online.open_hub,
            on_warrior_play_online=lambda: self.online.open_hub("warrior"),
            on_rejoin=self.online.rejoin,
            rejoin_label=self.online.rejoin_label,
            **getattr(self, "warrior_saves", {}),  # Warrior's Continue, Load, Replays (the save hooks)
        )

    def new_game_scene(self, kept: Any = None, notice: str = "", edition: str | None = None,
                       setup: LastSetup | None = None) -> NewGameScene:
        """The New game screen; `kept` (a NewGameChoice) carries the players' choices over a
        reload of the cards; `edition` is the edition chosen at first (default: 2nd). With
        neither, the screen offers `setup`, or else the last game's setup (`last_setup`)."""
        from game import catalog
        from game.ui.scenes.new_game import NewGameScene

        try:
            decks, cards = catalog.decks(), catalog.cards()
            descriptions = _descriptions()
            pair = catalog.default_pair() if decks else ()
            editions = {d: catalog.edition_of(deck) for d, deck in decks.items()}
        except Exception as e:  # content that fails to load: show the screen's "no decks"
            log.warning("could not load decks: %s", e)
            decks, cards, descriptions, pair, editions = {}, {}, {}, (), {}
        blocked: dict[str, str] = {}
        if decks:
            try:
                mine, mine_eds, blocked = player_deck_choices()
                decks, editions = {**decks, **mine}, {**editions, **mine_eds}
            except Exception as e:  # the player's decks are extra: the screen works without
                log.warning("could not read the player's decks: %s", e)
        extra: dict[str, Any] = {"edition": edition} if edition else {}
        last = (setup or load_last_setup()) if kept is None and not edition else None
        if last is not None:  # the last game's setup, offered again
            pair = tuple(d or (pair[i] if i < len(pair) else "") for i, d in enumerate(last.decks))
            extra = {"names": last.names, "controllers": last.controllers, "edition": last.edition,
                     "players": last.players, "share_hands": last.share_hands}
        if kept is not None:
            pair = tuple(kept.decks)
            names = list(kept.names)
            if getattr(kept, "players", 2) == 3 and len(names) == 4:
                names[1] = names[1].removesuffix(" (1)")  # one person, as typed (their seats add it)
            extra = {"names": tuple(names), "controllers": tuple(kept.controllers),
                     "edition": kept.edition, "players": getattr(kept, "players", 2),
                     "share_hands": getattr(kept, "share_hands", True)}
        return NewGameScene(
            decks,
            cards,
            descriptions=descriptions,
            default_decks=pair,
            on_start=self.start_from_choice,
            on_back=self.stack.pop,
            on_reload=self.reload_cards,
            notice=notice,
            editions=editions,
            blocked=blocked,
            **extra,
        )

    def reload_cards(self, kept: Any = None) -> None:
        """Read the card files again (the player fixed or added one) and rebuild the New game
        screen from them, keeping the players' choices where the decks still exist."""
        from game import catalog

        catalog.reload()
        try:
            skipped = len({p.path for p in catalog.load().problems})
        except Exception as e:  # the screen below says there are no decks
            log.warning("could not reload the cards: %s", e)
            skipped = 0
        notice = n_("Cards reloaded · {n} file skipped (see the title screen)",
                    "Cards reloaded · {n} files skipped (see the title screen)", skipped) \
            if skipped else _("Cards reloaded")
        self.stack.replace(self.new_game_scene(kept, notice))

    def open_deck_builder(self) -> None:
        from game import catalog
        from game.ui.deck_builder.scene import DeckBuilderScene

        self.stack.push(DeckBuilderScene(catalog.cards()))

    def open_new_game(self) -> None:
        self.stack.push(self.new_game_scene())

    def play_the_computer(self) -> None:
        """One click from the title: the last New game setup at once, with the computer in it
        (the second seat at Normal when the last game had none)."""
        screen = self.new_game_scene(setup=(load_last_setup() or LastSetup()).against_the_computer())
        if not screen.decks or not screen.start.enabled:
            self.stack.push(screen)  # nothing to start at once: the screen says why
            return
        self.start_from_choice(screen.choice())

    def start_from_choice(self, choice: Any) -> None:
        from game.ui.scenes.message import MessageScene

        if getattr(choice, "remembered", None) is not None:
            save_last_setup(choice.remembered)

        try:
            game = new_game(choice.decks, seed=choice.seed, names=choice.names, edition=choice.edition,
                            share_hands=getattr(choice, "share_hands", True))
            seats = seats_from_choice(getattr(choice, "controllers", ("human", "human")), choice.seed,
                                      getattr(choice, "persons", ()))
        except Exception as e:
            self.stack.push(MessageScene(_("Cannot start the game"), tr_error(e)))
            return
        self.start_game(game, replace_top=True, seats=seats)

    def battle_scene(self, game: Game, seats: tuple[Seat, ...] | None = None) -> BattleScene:
        """The battle for `game`, with computer players where `seats` says (two humans by
        default)."""
        from game.ui.battle.session import TWO_HUMANS, BattleSession
        from game.ui.scenes.battle import BattleScene

        specs = seats if seats is not None else TWO_HUMANS
        session = BattleSession.for_seats(
            specs,
            game,
            on_game_over=lambda g: self.game_over(g, specs),
            on_exit=lambda g: self.to_title(),
            after_command=self.after_command,
            save_as=self.save_as,
            open_settings=self.open_settings,
            ask_before_ending_phase=lambda: self.app.settings.ask_before_ending_phase,
            computer_speed=lambda: self.app.settings.computer_factor,
            hover_zoom=lambda: self.app.settings.hover_zoom,
        )
        return BattleScene(game, session, animation_factor=self.app.settings.animation_factor)

    def open_settings(self, on_speed: Callable[[float | None], None] | None = None) -> None:
        """The settings screen over whatever is showing; `on_speed` hears the new animation
        factor when the player leaves it (a battle applies it at once)."""
        from game.ui.scenes.settings_scene import SettingsScene

        def done(settings: Settings) -> None:
            self.app.apply_settings(settings)
            if on_speed is not None:
                on_speed(settings.animation_factor)

        self.stack.push(SettingsScene(self.app.settings, on_done=done, sizes=self.app.window_sizes()))

    def start_game(
        self, game: Game, *, replace_top: bool = False, seats: tuple[Seat, ...] | None = None
    ) -> None:
        scene = self.battle_scene(game, seats)
        if replace_top and len(self.stack) > 1:
            self.stack.replace(scene)
        else:
            self.stack.push(scene)

    def game_over(self, game: Game, seats: tuple[Seat, ...] | None = None) -> None:
        from game.ui import theme
        from game.ui.scenes.game_over import GameOverScene

        s = game.state
        last = next((e for e in reversed(game.events) if type(e).__name__ == "GameWon"), None)
        winner = None if s.winner is None else winner_names(s, s.winner)
        replay = (lambda: self.on_watch_replay(game)) if self.on_watch_replay else None
        self.stack.push(
            GameOverScene(
                winner=winner,
                reason=getattr(last, "reason", ""),
                turns=s.turn.number,
                tint=theme.ACCENT if s.winner is None else theme.player_tint(s.winner),
                on_rematch=lambda: self.rematch(game, seats),
                on_replay=replay,
                on_menu=self.to_title,
            )
        )

    def rematch(self, game: Game, seats: tuple[Seat, ...] | None = None) -> None:
        """The same players (and computer players) with a new seed."""
        self.stack.pop()  # the game-over modal
        self.stack.replace(self.battle_scene(rematch_of(game), seats))

    def to_title(self) -> None:
        while len(self.stack) > 1:
            self.stack.pop()


def _warrior_back(size: tuple[int, int]):
    """A Warrior card back for the title's fans, dimmed like Summoner Wars' there."""
    import pygame

    from game.ui.warrior.card_face import back

    card = back(size).copy()
    card.fill((165, 165, 165), special_flags=pygame.BLEND_RGB_MULT)
    return card


def _skipped_problems() -> list[str]:
    """The problems of the card files the game left out (file:line: field: message)."""
    from game import catalog

    return [str(p) for p in catalog.load().problems]


def _descriptions() -> dict[str, str]:
    from game import catalog

    try:
        factions = catalog.load().factions
    except Exception:
        return {}
    return {k: getattr(f, "description", "") or "" for k, f in factions.items()}
