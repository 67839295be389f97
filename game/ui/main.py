"""The window's entry points and the flow between its scenes.

`run_window()` opens the title; `run_play(args)` goes straight into a hot-seat battle;
`run_screenshot(args)` renders one scene headless to a PNG. `AppFlow` wires the title, the
new-game screen, the battle and the game-over screen together; saves and replays plug in
through its hooks (`has_saves`, `on_continue`, `on_load`, `on_replays`, `after_command`).
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.game import Game
    from game.ui.app import App
    from game.ui.battle.session import Seat
    from game.ui.scenes.base import Scene
    from game.ui.scenes.battle import BattleScene
    from game.ui.settings import Settings

log = logging.getLogger(__name__)

MAX_COMMANDS = 5000  # safety net for games played by random bots in screenshots and benches


# ---------------------------------------------------------------------------- building games


def new_game(
    decks: tuple[str, str],
    *,
    seed: int | None = None,
    names: tuple[str, str] = ("Player 1", "Player 2"),
    edition: str = "2e",
) -> Game:
    """A fresh game between two catalog decks (ids or faction names)."""
    from game import catalog
    from game.core.game import Game
    from game.sim import make_setup

    rs = catalog.ruleset(edition)
    pair = (catalog.deck(decks[0]), catalog.deck(decks[1]))
    if seed is None:
        seed = random.randrange(1, 2**31 - 1)
    return Game.new(make_setup(rs, pair, catalog.cards(), seed, names))


def seats_from_choice(controllers: tuple[str, str], game_seed: int) -> tuple[Seat, Seat]:
    """Seats for the new-game screen's "Played by" values ("human" or a bot name). A computer
    player's seed follows from the game's, so a game started with a seed replays alike."""
    from game.ai.registry import BOTS
    from game.ui.battle.session import Seat

    out = []
    for i, who in enumerate(controllers):
        if who in (None, "", "human"):
            out.append(Seat())
        elif who in BOTS:
            out.append(Seat.computer(who, (game_seed * 1_000_003 + 7919 * (i + 1)) % (2**31 - 1)))
        else:
            raise ValueError(f"unknown computer player {who!r}")
    return (out[0], out[1])


def rematch_of(game: Game) -> Game:
    """The same players and decks with a new seed."""
    from dataclasses import replace

    from game.core.game import Game

    return Game.new(replace(game.setup, seed=(game.setup.seed * 7919 + 1) % (2**31 - 1)))


def play_random(game: Game, turns: int, seed: int = 1, *, stop: Callable[[Game], bool] | None = None) -> None:
    """Let random bots play `game` until turn `turns` has begun (or `stop(game)` says so)."""
    from game.ai.random_bot import RandomBot
    from game.core.legal import acting_player

    bots = (RandomBot(seed * 2), RandomBot(seed * 2 + 1))
    for _ in range(MAX_COMMANDS):
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

    @property
    def stack(self):
        return self.app.stack

    def title_scene(self) -> Scene:
        from game.ui.launcher import title_scene

        return title_scene(
            self.app,
            on_new_game=self.open_new_game,
            on_continue=self.on_continue,
            on_load=self.on_load,
            on_replays=self.on_replays,
            has_saves=self.has_saves,
            has_unfinished=self.has_unfinished,
            has_replays=self.has_replays,
        )

    def new_game_scene(self) -> Scene:
        from game import catalog
        from game.ui.scenes.new_game import NewGameScene

        try:
            decks, cards = catalog.decks(), catalog.cards()
            descriptions = _descriptions()
            pair = catalog.default_pair() if decks else ()
        except Exception as e:  # content that fails to load: show the screen's "no decks"
            log.warning("could not load decks: %s", e)
            decks, cards, descriptions, pair = {}, {}, {}, ()
        return NewGameScene(
            decks,
            cards,
            descriptions=descriptions,
            default_decks=pair,
            on_start=self.start_from_choice,
            on_back=self.stack.pop,
        )

    def open_new_game(self) -> None:
        self.stack.push(self.new_game_scene())

    def start_from_choice(self, choice: Any) -> None:
        from game.ui.scenes.message import MessageScene

        try:
            game = new_game(choice.decks, seed=choice.seed, names=choice.names, edition=choice.edition)
            seats = seats_from_choice(getattr(choice, "controllers", ("human", "human")), game.setup.seed)
        except Exception as e:
            self.stack.push(MessageScene("Cannot start the game", str(e)))
            return
        self.start_game(game, replace_top=True, seats=seats)

    def battle_scene(self, game: Game, seats: tuple[Seat, Seat] | None = None) -> BattleScene:
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

        self.stack.push(SettingsScene(self.app.settings, on_done=done))

    def start_game(
        self, game: Game, *, replace_top: bool = False, seats: tuple[Seat, Seat] | None = None
    ) -> None:
        scene = self.battle_scene(game, seats)
        if replace_top and len(self.stack) > 1:
            self.stack.replace(scene)
        else:
            self.stack.push(scene)

    def game_over(self, game: Game, seats: tuple[Seat, Seat] | None = None) -> None:
        from game.ui import theme
        from game.ui.scenes.game_over import GameOverScene

        s = game.state
        last = next((e for e in reversed(game.events) if type(e).__name__ == "GameWon"), None)
        winner = None if s.winner is None else s.players[s.winner].name
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

    def rematch(self, game: Game, seats: tuple[Seat, Seat] | None = None) -> None:
        """The same players (and computer players) with a new seed."""
        self.stack.pop()  # the game-over modal
        self.stack.replace(self.battle_scene(rematch_of(game), seats))

    def to_title(self) -> None:
        while len(self.stack) > 1:
            self.stack.pop()


def _descriptions() -> dict[str, str]:
    from game import catalog

    try:
        factions = catalog.load().factions
    except Exception:
        return {}
    return {k: getattr(f, "description", "") or "" for k, f in factions.items()}


# ---------------------------------------------------------------------------- entry points


def run_window() -> int:
    from game.ui.app import App
    from game.ui.replay.hooks import SaveHooks

    app = App()
    flow = SaveHooks(AppFlow(app)).install()
    app.run(flow.title_scene())
    return 0


def run_play(args: argparse.Namespace) -> int:
    from game import catalog
    from game.ui.app import App

    try:
        default = catalog.default_pair()
        decks = (args.p1 or default[0], args.p2 or default[1])
        game = new_game(decks, seed=args.seed)
    except (catalog.CatalogError, ValueError) as e:
        print(f"play: {e}", file=sys.stderr)
        return 2
    from game.ui.battle.session import Seat
    from game.ui.replay.hooks import SaveHooks

    def seat(name: str | None, n: int) -> Seat:
        return Seat() if not name or name == "human" else Seat("bot", name, (args.seed or 0) * 2 + n)

    seats = (seat(getattr(args, "p1_bot", None), 0), seat(getattr(args, "p2_bot", None), 1))
    app = App()
    flow = SaveHooks(AppFlow(app)).install()
    app.open_window()
    app.stack.push(flow.title_scene())
    flow.start_game(game, seats=seats)
    app.run()
    return 0


# ---------------------------------------------------------------------------- screenshots


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"size must look like 1280x800, not {text!r}") from None
    if w < 200 or h < 200:
        raise ValueError(f"size {text!r} is too small")
    return (w, h)


def render_scenes(
    scenes: list[Scene],
    size: tuple[int, int],
    out: str | Path,
    *,
    prepare: Callable[[list[Scene]], None] | None = None,
    dt: float = 0.0,
) -> Path:
    """Push `scenes` (bottom first) on an offscreen stack of `size`, let `prepare` set them up
    (select a unit, start an animation), update once and save the picture as PNG."""
    import pygame

    from game.ui.scene_stack import SceneStack

    if not pygame.get_init():
        pygame.init()
    stack = SceneStack(size)
    for sc in scenes:
        stack.push(sc)
    if prepare is not None:
        prepare(list(stack.scenes))
    stack.update(dt)
    surface = pygame.Surface(size)
    stack.draw(surface)
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    stack.clear()
    return path


def screenshot_game(seed: int, turns: int) -> Game:
    from game import catalog

    game = new_game(catalog.default_pair(), seed=seed, names=("Ella", "Toby"))
    play_random(game, turns, seed)
    return game


def battle_for_screenshot(game: Game, *, factor: float | None = None) -> BattleScene:
    from game.ui.battle.session import BattleSession
    from game.ui.scenes.battle import BattleScene

    return BattleScene(game, BattleSession(pass_at_start=False), animation_factor=factor)


def _interesting(game: Game) -> bool:
    """A moment worth a picture: a prompt, or a unit with something to attack or a move."""
    from game.core import commands as cmds
    from game.core.legal import legal_commands

    s = game.state
    if s.over or s.pending is not None:
        return True
    return any(isinstance(c, cmds.Attack) for c in legal_commands(s))


def select_something(scene: BattleScene) -> None:
    """Select the card with the most lit targets (attackers first) and hover one target, so a
    screenshot shows highlights and the odds."""
    inter = scene.inter
    sources = sorted(inter.sources(), key=lambda u: (-sum(1 for k in inter.targets(u) if k[0] == "card"), -len(inter.targets(u)), u))
    if not sources or inter.prompt is not None:
        return
    uid = sources[0]
    inter.selected = uid
    targets = [k for k in inter.targets(uid) if k[0] == "card"]
    if targets:
        tc = scene.display.cards[targets[0][1]]
        if tc.pos is not None:
            r = scene.board.cell_rect(tc.pos)
            scene.mouse = r.center
            scene._hover_uid = tc.uid
            scene._hover_time = 0.0


def start_attack_animation(scene: BattleScene, progress: float = 0.8) -> bool:
    """Submit a legal attack through the scene and stop its animation mid-roll (dice shown at
    `progress` of their animation). False if no attack is legal now."""
    from game.core import commands as cmds
    from game.core.legal import legal_commands

    attacks = [c for c in legal_commands(scene.game.state) if isinstance(c, cmds.Attack)]
    if not attacks:
        return False
    if scene.queue.factor is None:
        scene.queue.factor = 1.0
    scene.submit(attacks[0])
    for _ in range(400):
        cur = scene.queue.current
        if cur is not None and cur.kind == "dice":
            cur.t = cur.duration * progress
            return True
        if not scene.busy:
            return False
        scene.queue.update(1 / 60)
    return False


def prepare_battle(moment: str) -> Callable[[list[Scene]], None]:
    def prepare(scenes: list[Scene]) -> None:
        scene = scenes[0]
        if moment == "dice":
            start_attack_animation(scene)  # type: ignore[arg-type]
        else:
            select_something(scene)  # type: ignore[arg-type]

    return prepare


SCREENSHOT_SCENES: dict[str, Callable[[argparse.Namespace], tuple[list[Scene], Any]]] = {}


def _shot_title(args: argparse.Namespace):
    from game.ui.app import App

    return [AppFlow(App()).title_scene()], None


def _shot_setup(args: argparse.Namespace):
    from game.ui.app import App

    return [AppFlow(App()).new_game_scene()], None


def _shot_settings(args: argparse.Namespace):
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.settings import Settings

    return [SettingsScene(Settings(), save=None)], None


def _attack_ready(game: Game) -> bool:
    from game.core import commands as cmds
    from game.core.legal import legal_commands

    s = game.state
    return s.over or (
        s.pending is None and any(isinstance(c, cmds.Attack) for c in legal_commands(s))
    )


def _prompt_ready(game: Game) -> bool:
    return game.state.over or game.state.pending is not None


def _shot_battle(args: argparse.Namespace):
    moment = getattr(args, "moment", "select")
    stop = {"dice": _attack_ready, "prompt": _prompt_ready}.get(moment, _interesting)
    # Random play sometimes ends a game early; try the next seeds for a game still going.
    for k in range(12):
        game = screenshot_game(args.seed + k, args.turns)
        play_random(game, args.turns, args.seed + k, stop=stop)
        if not game.state.over:
            break
    return [battle_for_screenshot(game)], prepare_battle(moment)


def _shot_gameover(args: argparse.Namespace):
    from game.ui.app import App

    game = screenshot_game(args.seed, 10_000)
    flow = AppFlow(App())
    scenes: list[Scene] = [battle_for_screenshot(game)]

    def prepare(stack_scenes: list[Scene]) -> None:
        stack = stack_scenes[0].stack
        flow.app.stack = stack  # the modal goes on this offscreen stack
        flow.game_over(game)

    return scenes, prepare


def _shot_pass(args: argparse.Namespace):
    from game.ui import theme
    from game.ui.scenes.pass_device import PassDeviceScene

    return [PassDeviceScene("Toby", theme.player_tint(1), lambda: None)], None


def _shot_help(args: argparse.Namespace):
    from game.ui.scenes.help import HelpScene

    scenes, _ = _shot_battle(args)
    battle = scenes[0]

    def prepare(stack_scenes: list[Scene]) -> None:
        stack = stack_scenes[0].stack
        assert stack is not None
        stack.push(HelpScene(battle.game.setup.ruleset))

    return scenes, prepare


def _shot_discard(args: argparse.Namespace):
    """The battle with the viewer's own discard pile open (a later turn, so it holds cards)."""
    scenes, _ = _shot_battle(argparse.Namespace(**{**vars(args), "turns": max(args.turns, 10)}))

    def prepare(stack_scenes: list[Scene]) -> None:
        stack_scenes[0].open_discard_pile()

    return scenes, prepare


SCREENSHOT_SCENES.update(
    help=_shot_help,
    discard=_shot_discard,
    title=_shot_title,
    setup=_shot_setup,
    settings=_shot_settings,
    battle=_shot_battle,
    gameover=_shot_gameover,
    pass_device=_shot_pass,
)


def _register_save_scenes() -> None:
    from game.ui.replay.shots import shot_load, shot_replay

    SCREENSHOT_SCENES.update(replay=shot_replay, load=shot_load)


_register_save_scenes()


def run_screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        size = parse_size(args.size)
    except ValueError as e:
        print(f"screenshot: {e}", file=sys.stderr)
        return 2
    make = SCREENSHOT_SCENES.get(args.scene)
    if make is None:
        print(f"screenshot: the {args.scene!r} screen does not exist in this build yet", file=sys.stderr)
        return 2
    import pygame

    pygame.init()
    try:
        scenes, prepare = make(args)
        out = render_scenes(scenes, size, args.out, prepare=prepare)
    except Exception as e:  # a friendly line, not a traceback, for a bad deck or seed
        log.exception("screenshot failed")
        print(f"screenshot: {e}", file=sys.stderr)
        return 1
    print(out)
    return 0

