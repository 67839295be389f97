"""`summoner-wars --selftest`: a quick headless check that the installed program works.

Loads and validates all content, plays a short bot-vs-bot game, renders each scene once, draws
every card picture, saves the game and verifies the save by replaying it; then Warrior: reads
its deck, plays a short game of bots, saves, loads and verifies it. Prints `selftest ok`
and returns 0, or prints what failed and returns 1. Runs on the packaged executable too (no
display needed).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

SELFTEST_COMMANDS = 300  # a short game: enough to exercise every phase a few times


def _step(name: str, fn: Callable[[], str], failures: list[str]) -> None:
    t0 = time.perf_counter()
    try:
        detail = fn()
        print(f"  ok   {name}: {detail} ({(time.perf_counter() - t0) * 1000:.0f} ms)", flush=True)
    except Exception as e:  # noqa: BLE001 - report every failing step, then fail as a whole
        failures.append(f"{name}: {e}")
        print(f"  FAIL {name}: {e}", flush=True)
        traceback.print_exc(file=sys.stderr)


def run_selftest() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    failures: list[str] = []
    work = Path(tempfile.mkdtemp(prefix="summoner-wars-selftest-"))
    state: dict = {}
    print("Summoner Wars self test")

    def content() -> str:
        from game.content import load_content

        c = load_content(include_user=False)
        if c.problems:
            raise RuntimeError("; ".join(str(p) for p in c.problems[:5]))
        if len(c.library.decks) < 2 or "2e" not in c.rulesets:
            raise RuntimeError(f"only {len(c.library.decks)} decks and rulesets {sorted(c.rulesets)} loaded")
        state["content"] = c
        return f"{len(c.library.cards)} cards, {len(c.library.decks)} decks"

    def game() -> str:
        from game.ai.registry import BOTS, make_bot
        from game.core import Game, acting_player
        from game.sim import make_setup

        c = state["content"]
        # two 2nd-edition decks, for the 2nd-edition rules the game is played under
        ids = sorted(i for i, d in c.library.decks.items()
                     if (f := c.factions.get(d.faction)) is not None and f.edition == "2e")
        decks = (c.library.decks[ids[0]], c.library.decks[ids[1]])
        bot = "normal" if "normal" in BOTS else "random"
        setup = make_setup(c.rulesets["2e"], decks, dict(c.library.cards), seed=7)
        g = Game.new(setup)
        bots = (make_bot(bot, 1), make_bot(bot, 2))
        n = 0
        while not g.state.over and n < SELFTEST_COMMANDS:
            p = acting_player(g.state)
            cmd = bots[p].choose(g.state, p)
            if not g.submit(cmd):
                raise RuntimeError(f"the {bot} bot chose an illegal command: {cmd}")
            n += 1
        state["game"] = g
        how = "finished" if g.state.over else "stopped"
        return f"{bot} vs {bot}, {decks[0].name} vs {decks[1].name}: {how} after {g.state.turn.number} turns, {n} commands"

    def bot_process() -> str:
        """The battle window's bots think in a spawned process: in a frozen build that is the
        executable started again (freeze_support in the entry point)."""
        from game.ai.bot_process import ProcessWorker
        from game.ai.registry import make_bot
        from game.core import Game, acting_player, legal_commands

        g = Game.new(state["game"].setup)
        worker = ProcessWorker(make_bot("easy", 3))
        try:
            worker.start(g.state, acting_player(g.state))
            cmd = worker.wait(60)
        finally:
            worker.close()
        if cmd not in legal_commands(g.state):
            raise RuntimeError(f"the bot process answered {cmd!r}")
        return f"answered in {worker.seconds:.2f} s, process closed"

    def scenes() -> str:
        import argparse

        import pygame

        from game.ui.screenshots import SCREENSHOT_SCENES, render_scenes

        pygame.display.init()  # no mixer: a machine without sound prints nothing

        pygame.font.init()
        done = []
        card = sorted(state["content"].library.cards)[0]  # for the one-card scene (zoom)
        for name, make in SCREENSHOT_SCENES.items():
            args = argparse.Namespace(scene=name, seed=3, turns=3, size="1024x640", out=str(work / f"{name}.png"),
                                      card=card)
            shots, prepare = make(args)
            render_scenes(shots, (1024, 640), work / f"{name}.png", prepare=prepare)
            done.append(name)
        return ", ".join(done)

    def pictures() -> str:
        # Card pictures are SVG files: a build whose SDL_image cannot read SVG would silently show
        # class emblems everywhere, so the self test draws every picture a shipped card names.
        import pygame

        from game.ui.card_art import card_picture

        pygame.display.init()  # no mixer: a machine without sound prints nothing

        pygame.font.init()
        icons = sorted({card.icon for card in state["content"].library.cards.values() if card.icon})
        broken = [icon for icon in icons if card_picture(icon, 48, (200, 200, 200)) is None]
        if not icons or broken:
            raise RuntimeError(f"{len(broken)} of {len(icons)} card pictures cannot be drawn: {broken[:5]}")
        return f"{len(icons)} card pictures drawn"

    def save() -> str:
        from game.persist.saves import save_game, verify_file

        path = save_game(state["game"], work / "selftest-save.json")
        ok, message = verify_file(path)
        if not ok:
            raise RuntimeError(message)
        return f"saved and replayed ({path.stat().st_size // 1024} KB)"

    def warrior() -> str:
        """Warrior: its deck file, a short game of bots, saved, loaded, verified, same hash."""
        from game.engine.match import Match
        from game.persist.match_files import load_match, save_match, verify_match_file
        from game.warrior.ai import make_bot
        from game.warrior.content import read_deck
        from game.warrior.core.rules import WARRIOR
        from game.warrior.core.setup import WarriorSetup

        deck = read_deck()
        m = Match.new(WARRIOR, WarriorSetup(("Ada", "Bo", "Cy"), deck, seed=11))
        bots = [make_bot("normal", seat) for seat in range(3)]
        n = 0
        while not WARRIOR.is_over(m.state) and n < SELFTEST_COMMANDS:
            seat = WARRIOR.acting_seats(m.state)[0]
            cmd = bots[seat].choose(m.state, seat)
            if not m.submit(cmd):
                raise RuntimeError(f"the Warrior bot chose an illegal command: {cmd}")
            n += 1
        path = save_match(m, work / "selftest-warrior.json",
                          seats=[{"kind": "bot", "bot": "normal", "seed": i} for i in range(3)])
        loaded = load_match(path)
        if loaded.match.hash() != m.hash():
            raise RuntimeError("the loaded Warrior game differs from the saved one")
        ok, message = verify_match_file(path)
        if not ok:
            raise RuntimeError(message)
        how = "finished" if WARRIOR.is_over(m.state) else "stopped"
        return (f"{len(deck)} cards; 3 bots {how} after round {m.state.round}, {n} commands; "
                f"saved, loaded and verified ({path.stat().st_size // 1024} KB)")

    def italian() -> str:
        """The build ships the compiled catalog and the card translations."""
        from game.content.translations import shipped_translations
        from game.i18n import _, available_languages, language

        if "it" not in dict(available_languages()):
            raise RuntimeError("no Italian catalog (game/locale/it/LC_MESSAGES/game.mo) in the build")
        with language("it"):
            said = _("New game")
        if said == "New game":
            raise RuntimeError("the Italian catalog does not translate 'New game'")
        tr = shipped_translations("it")
        if tr.problems or not tr.files:
            raise RuntimeError(f"card translations: {len(tr.files)} files, problems {tr.problems[:2]}")
        return f"'New game' is '{said}'; {len(tr.files)} card translation files"

    def hard_bot() -> str:
        """The Hard bot reads its per-faction weights from a data file the build must ship."""
        from game.ai.faction_weights import PATH, shipped
        from game.ai.mcts import HardBot
        from game.core import Game, acting_player, legal_commands

        weights = shipped()
        if not weights:
            raise RuntimeError(f"no per-faction weights in {PATH.name}")
        g = Game.new(state["game"].setup)
        p = acting_player(g.state)
        cmd = HardBot(5, iterations=8, time_limit=None, setup=g.setup).choose(g.state, p)
        if cmd not in legal_commands(g.state):
            raise RuntimeError(f"the Hard bot chose {cmd!r}")
        return f"{len(weights)} faction(s) in {PATH.name}; a decision made"

    def online() -> str:
        """Hosting needs what a lean build might leave out: the server with its SQLite store,
        websockets (and the standard modules it imports) and zeroconf."""
        import asyncio

        import zeroconf  # noqa: F401  (LAN discovery: the build must ship it)

        from game.net.client import connect
        from game.net.server import run_in_background
        from game.online.registry import online_games

        games = online_games()
        handle = run_in_background("127.0.0.1", 0, work / "rooms.sqlite3", games)

        async def talk() -> int:
            async with connect(handle.url) as c:
                room = await c.create("summoner-wars", {"decks": ["phoenix-elves", "tundra-orcs"]},
                                      [{"kind": "person"}, {"kind": "bot", "level": "easy"}])
                if not isinstance(room, str):
                    raise RuntimeError(f"the server would not open a room: {room}")
                joined = await c.join(room, "Selftest", 0)
                if joined.get("op") != "joined" or joined.get("view") is None:
                    raise RuntimeError(f"joining gave {joined}")
                return len(await c.list_rooms())

        try:
            rooms = asyncio.run(asyncio.wait_for(talk(), 30))
        finally:
            handle.stop()
        return f"a room hosted and joined over loopback ({rooms} listed)"

    _step("content", content, failures)
    _step("italian", italian, failures)
    _step("online", online, failures)
    if "content" in state:
        _step("bot game", game, failures)
    if "game" in state:
        _step("bot process", bot_process, failures)
        _step("hard bot", hard_bot, failures)
    _step("scenes", scenes, failures)
    if "content" in state:
        _step("card pictures", pictures, failures)
    if "game" in state:
        _step("save and replay", save, failures)
    _step("warrior", warrior, failures)
    if failures:
        print("selftest FAILED:")
        for f in failures:
            print(f"  - {f}")
        return 1
    print("selftest ok")
    return 0
