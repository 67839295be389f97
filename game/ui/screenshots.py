"""`summoner-wars screenshot`: one scene rendered headless to a PNG, to look at what a player
sees. Each scene name maps to a function that builds the scenes (bottom first) and, optionally,
a `prepare` that sets them up (select a unit, start an attack's dice) before the picture.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui.flow import AppFlow, new_game, play_random
from game.ui.replay.shots import shot_load, shot_replay
from game.ui.shot_games import decks_of, screenshot_game  # noqa: F401  (the benchmarks and tests use them from here)

if TYPE_CHECKING:
    from game.core.game import Game
    from game.ui.scenes.base import Scene
    from game.ui.scenes.battle import BattleScene

log = logging.getLogger(__name__)


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
        pygame.display.init()  # no mixer: a machine without sound prints nothing
        pygame.font.init()
    stack = SceneStack(size)
    for sc in scenes:
        stack.push(sc)
    if prepare is not None:
        prepare(list(stack.scenes))
    stack.update(dt)
    surface = pygame.Surface(size)
    stack.draw(surface)
    path = Path(out)
    try:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise CannotWrite(f"cannot make the folder {path.parent}: a file is in the way") from None
        except OSError as e:
            raise CannotWrite(f"cannot make the folder {path.parent}: {e.strerror or e}") from None
        try:
            pygame.image.save(surface, str(path))
        except (OSError, pygame.error) as e:
            # pygame says "Couldn't open PATH: REASON": keep the reason, the path is said once.
            reason = getattr(e, "strerror", None) or str(e).rpartition(f"{path}: ")[2]
            raise CannotWrite(f"cannot write {path}: {reason}") from None
    finally:
        stack.clear()
    return path


class CannotWrite(OSError):
    """The picture could not be written where the player asked (a folder that cannot be made,
    a file in the way, no permission): one line that names the path."""


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


def modified_unit(state: Any) -> int | None:
    """A unit on the battlefield whose strength or life differs from the printed value (the
    core's breakdown), the viewer's own first; None if there is none."""
    from game.core.stats import breakdown

    units = sorted(state.on_board(), key=lambda c: (c.controller != state.turn.player, c.uid))
    for c in units:
        stats = ("strength", "life") if c.defn.is_unit else ("life",)
        if any(breakdown(state, c, k).changed for k in stats):
            return c.uid
    return None


def zoom_modified_unit(scene: BattleScene) -> None:
    """Pin the zoom on a unit with a modified strength or life (else on the first summoner)."""
    s = scene.game.state
    uid = modified_unit(s)
    if uid is None:
        summoner = s.summoner(s.turn.player)
        uid = summoner.uid if summoner is not None else None
    scene.pinned_zoom = uid
    if uid is not None and s.cards[uid].pos is not None:
        scene.mouse = scene.board.cell_rect(s.cards[uid].pos).center


def zoom_vine_unit(scene: BattleScene) -> None:
    """Point at a unit standing on a Vine Wall (its frame and badge in sight), else select as usual."""
    s = scene.game.state
    shared = sorted(pos for pos in s.vines if pos in s.board)
    if not shared:
        select_something(scene)
        return
    scene.mouse = scene.board.cell_rect(shared[0]).center


def prepare_battle(moment: str) -> Callable[[list[Scene]], None]:
    def prepare(scenes: list[Scene]) -> None:
        scene = scenes[0]
        if moment == "dice":
            start_attack_animation(scene)  # type: ignore[arg-type]
        elif moment == "zoom":
            zoom_modified_unit(scene)  # type: ignore[arg-type]
        elif moment == "vines":
            zoom_vine_unit(scene)  # type: ignore[arg-type]
        else:
            select_something(scene)  # type: ignore[arg-type]

    return prepare


SCREENSHOT_SCENES: dict[str, Callable[[argparse.Namespace], tuple[list[Scene], Any]]] = {}


def _shot_title(args: argparse.Namespace):
    from game.ui.app import App

    return [AppFlow(App()).title_scene()], None


def _shot_setup(args: argparse.Namespace):
    from game.ui.app import App

    scene = AppFlow(App()).new_game_scene(edition=getattr(args, "edition", None))
    players = getattr(args, "players", None) or 2
    if players > 2 and hasattr(scene, "players"):
        scene.players.set_value(players)  # 3-4 players (1st edition): the four seats' columns
    return [scene], None


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


def _modified_ready(game: Game) -> bool:
    return game.state.over or (game.state.pending is None and modified_unit(game.state) is not None)


def _vine_ready(game: Game) -> bool:
    """1E: a unit standing on a Vine Wall (the picture shows the Vine Wall under it)."""
    s = game.state
    return s.over or (s.pending is None and any(pos in s.board for pos in s.vines))


def has_vine_walls(game: Game) -> bool:
    return any(p.deck.vine_walls for p in game.setup.players)


def _prompt_ready(game: Game) -> bool:
    return game.state.over or game.state.pending is not None


def _mercenaries_ready(game: Game) -> bool:
    """A moment to see Mercenaries' grey backs (1E): the acting player's opponent holds one and
    one is on top of a draw pile."""
    from game.core.legal import acting_player

    s = game.state
    if s.over or s.pending is not None:
        return s.over
    p = acting_player(s)
    if p is None:
        return False
    merc = lambda u: s.cards[u].defn.mercenary  # noqa: E731
    return any(merc(u) for u in s.players[s.opponent(p)].hand) and any(q.draw and merc(q.draw[-1]) for q in s.players)


def _shot_mercenaries(args: argparse.Namespace):
    """A 1E battle whose decks hired Mercenaries, at a moment when their grey backs show in the
    opponent's hand and on a draw pile (`--moment mercenaries`)."""
    from game.ui.shot_games import mercenary_game

    for k in range(24):
        game = mercenary_game(args.seed + k, decks_of(args))
        play_random(game, 10_000, args.seed + k, stop=_mercenaries_ready)
        if not game.state.over:
            break
    return [battle_for_screenshot(game)], None


def _shot_battle(args: argparse.Namespace):
    moment = getattr(args, "moment", "select")
    if moment == "mercenaries":
        return _shot_mercenaries(args)
    # "select" lights a unit's targets, which a question open on the screen would hide
    stop = {"select": _attack_ready, "dice": _attack_ready, "prompt": _prompt_ready, "zoom": _modified_ready,
            "vines": _vine_ready}.get(moment, _interesting)
    # Random play sometimes ends a game early; try the next seeds for a game still going.
    for k in range(12):
        game = screenshot_game(args.seed + k, args.turns, decks_of(args), getattr(args, "hand", None),
                               getattr(args, "edition", None))
        play_random(game, args.turns, args.seed + k, stop=stop)
        if not game.state.over:
            break
    if moment == "vines" and not has_vine_walls(game):
        raise ValueError("--moment vines needs a deck with Vine Walls (1E Swamp Orcs), e.g. --p1 swamp-orcs")
    if moment == "prompt" and game.state.pending is None and game.setup.ruleset.first_player == "roll":
        # No question came up in play: the 1E setup's own (the high roller chooses who goes first).
        game = new_game(decks_of(args), seed=args.seed, names=("Ella", "Toby"),
                        edition=getattr(args, "edition", None))
    return [battle_for_screenshot(game)], prepare_battle(moment)


def _shot_gameover(args: argparse.Namespace):
    from game.ui.app import App

    game = screenshot_game(args.seed, 10_000, decks_of(args), edition=getattr(args, "edition", None))
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


def _shot_credits(args: argparse.Namespace):
    """The credits, over the title screen they open from."""
    from game.ui.scenes.credits import CreditsScene

    scenes, _ = _shot_title(args)

    def prepare(stack_scenes: list[Scene]) -> None:
        stack = stack_scenes[0].stack
        assert stack is not None
        stack.push(CreditsScene())

    return scenes, prepare


def _shot_discard(args: argparse.Namespace):
    """The battle with the viewer's own discard pile open (a later turn, so it holds cards)."""
    scenes, _ = _shot_battle(argparse.Namespace(**{**vars(args), "turns": max(args.turns, 10)}))

    def prepare(stack_scenes: list[Scene]) -> None:
        stack_scenes[0].open_discard_pile()

    return scenes, prepare


def _shot_zoom(args: argparse.Namespace):
    """One card (`--card FACTION/CARD`, e.g. polar-dwarves/frost-mage) in all its looks."""
    from game import catalog
    from game.content.problems import did_you_mean
    from game.ui.scenes.card_view import CardViewScene

    wanted = getattr(args, "card", None)
    if not wanted:
        raise ValueError("--scene zoom needs --card FACTION/CARD, e.g. --card polar-dwarves/frost-mage")
    cards = catalog.cards()
    defn = cards.get(wanted)
    if defn is None:
        raise ValueError(f"no card {wanted!r}{did_you_mean(wanted, cards)}. Card ids are FACTION/CARD, "
                         "as in the card files.")
    return [CardViewScene(defn)], None


SCREENSHOT_SCENES.update(
    zoom=_shot_zoom,
    help=_shot_help,
    credits=_shot_credits,
    discard=_shot_discard,
    title=_shot_title,
    setup=_shot_setup,
    settings=_shot_settings,
    battle=_shot_battle,
    gameover=_shot_gameover,
    pass_device=_shot_pass,
)


SCREENSHOT_SCENES.update(replay=shot_replay, load=shot_load)


def _shot_deckbuilder(args: argparse.Namespace):
    from game.ui.deck_builder.shots import shot_deckbuilder

    return shot_deckbuilder(args)


SCREENSHOT_SCENES.update(deckbuilder=_shot_deckbuilder)


def _online_shot(name: str) -> Callable[[argparse.Namespace], tuple[list[Scene], Any]]:
    def shot(args: argparse.Namespace) -> tuple[list[Scene], Any]:
        from game.ui.online.shots import SHOTS

        return SHOTS[name](args)

    return shot


SCREENSHOT_SCENES.update({name: _online_shot(name) for name in ("online-hub", "online-join", "online-battle")})


def _warrior_scenes() -> dict[str, Callable[[argparse.Namespace], tuple[list[Scene], Any]]]:
    from game.ui.warrior.shots import SHOTS

    return SHOTS  # type: ignore[return-value]


def run_screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    warrior = getattr(args, "game", None) == "warrior"
    try:
        size = parse_size(getattr(args, "size", None) or ("1280x720" if warrior else "1280x800"))
    except ValueError as e:
        print(f"screenshot: {e}", file=sys.stderr)
        return 2
    if warrior:
        make = _warrior_scenes().get(args.scene)
    else:
        if getattr(args, "players", None) is None:
            args.players = 2
        make = SCREENSHOT_SCENES.get(args.scene)
    if make is None:
        print(f"screenshot: the {args.scene!r} screen does not exist in this build yet", file=sys.stderr)
        return 2
    import pygame

    pygame.display.init()  # no mixer: a machine without sound prints nothing
    pygame.font.init()

    from game.catalog import CatalogError

    try:
        scenes, prepare = make(args)
        out = render_scenes(scenes, size, args.out, prepare=prepare)
    except (ValueError, CatalogError) as e:  # a bad --card, --p1 or --p2: the player's mistake
        print(f"screenshot: {e}", file=sys.stderr)
        return 2
    except CannotWrite as e:  # where to write is the player's choice: no traceback
        print(f"screenshot: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # a friendly line, not a traceback, for a bad deck or seed
        log.exception("screenshot failed")
        print(f"screenshot: {e}", file=sys.stderr)
        return 1
    print(out)
    return 0

