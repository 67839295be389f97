"""A human against a computer player in the window: the bot acts on its turn (on its own
thread) while the human's input is ignored, except looking at cards, the Menu and skipping
animations; the board is the human's side all game; undo stays the human's own; a load or an
undo under a thinking bot makes it think again; prompts a bot must answer are answered by it."""

from __future__ import annotations

import threading
import time

import pygame
from ai_ui_support import GateBot, SpyBot, shipped_game, stack_with

from factories import ruleset, test_faction
from game.ai.easy import EasyBot
from game.core import commands as cmds
from game.core.ability_params import freeze_params
from game.core.cards import AbilitySpec, CardDef
from game.core.game import Game
from game.core.legal import acting_player, legal_commands
from game.core.setup import GameSetup, PlayerSetup
from game.ui.battle.session import BOT, HUMAN, BattleSession, Seat
from game.ui.scenes.battle import END_PHASE_REPEAT, BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.save_as import BattleMenuScene

DT = 1 / 30


def pump(stack, until, seconds: float = 20.0, surface: pygame.Surface | None = None) -> bool:
    """Frames (update and draw) until `until()` holds, in real time so bot threads can run."""
    surface = surface if surface is not None else pygame.Surface(stack.size)
    deadline = time.time() + seconds
    while time.time() < deadline:
        stack.update(DT)
        stack.draw(surface)
        if until():
            return True
        time.sleep(0.001)
    return False


def ev(kind, **kw) -> pygame.event.Event:
    return pygame.event.Event(kind, **kw)


def click(stack, pos, button: int = 1) -> None:
    stack.handle_event(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    stack.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(stack, a, b) -> None:
    stack.handle_event(ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for p in ((a[0] + 10, a[1] + 10), b):
        stack.handle_event(ev(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle_event(ev(pygame.MOUSEBUTTONUP, pos=b, button=1))


def key(stack, k, mod: int = 0) -> None:
    stack.handle_event(ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def end_turn_by_clicks(stack, scene: BattleScene, human: int) -> None:
    """The human clicks End phase until the turn passes."""
    assert pump(stack, lambda: not scene.busy)
    for _ in range(20):
        if acting_player(scene.game.state) != human:
            return
        stack.update(END_PHASE_REPEAT)  # End phase clicked again at once is taken for a repeat
        click(stack, scene.phase_bar.end_button.rect.center)
        if isinstance(stack.top, ConfirmScene):  # "End the attack phase? ..." Yes.
            click(stack, stack.top.yes.rect.center)
        assert pump(stack, lambda: not scene.busy, 10)
    raise AssertionError("the turn did not pass")


def _battle(human: int, bot, seed: int = 4, factor: float | None = 2.0, size=(1024, 640)):
    game = shipped_game(seed)
    seats = (HUMAN, BOT) if human == 0 else (BOT, HUMAN)
    specs = (Seat(), Seat.computer("easy", 1)) if human == 0 else (Seat.computer("easy", 1), Seat())
    saved: list[str] = []
    session = BattleSession(seats=seats, bots={1 - human: bot}, seat_specs=specs,
                            save_as=lambda g, name: saved.append(name))
    scene = BattleScene(game, session, animation_factor=factor)
    return scene, stack_with(scene, size)


def test_the_bot_plays_its_turn_while_the_humans_input_is_ignored() -> None:
    human, botseat = 0, 1
    gate = GateBot()
    scene, stack = _battle(human, gate)
    assert scene.viewer == human and scene.panels[human].own and not scene.panels[botseat].own
    if acting_player(scene.game.state) == botseat:  # the bot starts: let it play its first turn
        gate.release.set()
        assert pump(stack, lambda: acting_player(scene.game.state) == human, 60)
        gate.release.clear()
    end_turn_by_clicks(stack, scene, human)
    assert pump(stack, lambda: scene.bot_to_act == botseat and gate.asked > 0 and not scene.busy)
    assert scene.bots.thinking == botseat and scene.bots.deciding
    assert threading.main_thread().ident not in gate.threads
    before = len(scene.game.log)

    # Everything that would change the game does nothing while the bot thinks.
    hand = scene.display.players[human].hand
    unit = next(c for c in scene.display.cards.values() if c.zone == "board" and c.controller == human)
    click(stack, scene.phase_bar.end_button.rect.center)
    for k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB):
        key(stack, k)
    if hand:
        drag(stack, scene.hand.grab_point(hand, hand[0]), scene.board.cell_rect((2, 3)).center)
    click(stack, scene.board.cell_rect(unit.pos).center)
    drag(stack, scene.board.cell_rect(unit.pos).center, scene.board.cell_rect((unit.pos[0], 4)).center)
    key(stack, pygame.K_z, pygame.KMOD_CTRL)  # the last action is not the human's
    pump(stack, lambda: False, 0.3)
    assert len(scene.game.log) == before
    assert scene.inter.selected is None and scene.inter.dragging is None
    assert not scene.phase_bar.end_button.enabled and not scene.undo_button.enabled

    # Looking is allowed: hover zooms a card, right-click pins it.
    pos = scene.board.cell_rect(unit.pos).center
    stack.handle_event(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene._hover_uid == unit.uid
    click(stack, pos, button=3)
    assert scene.pinned_zoom == unit.uid
    # The Menu opens over the thinking bot; the bot does not act while it is open.
    click(stack, scene.menu_button.rect.center)
    assert isinstance(stack.top, BattleMenuScene)
    gate.release.set()
    time.sleep(0.05)
    pump(stack, lambda: False, 0.3)
    assert len(scene.game.log) == before
    key(stack, pygame.K_ESCAPE)
    assert stack.top is scene

    # Released, the bot plays its whole turn, animated, and the turn comes back.
    assert pump(stack, lambda: acting_player(scene.game.state) == human and not scene.busy, 60)
    played = [e.command for e in scene.game.log[before:]]
    assert played and all(c.player == botseat for c in played)
    assert isinstance(played[-1], cmds.EndPhase)
    assert scene.viewer == human
    assert not any(isinstance(s, PassDeviceScene) for s in stack.scenes)
    assert scene.inter.player == human and scene.phase_bar.end_button.enabled
    stack.clear()


def test_the_human_in_the_second_seat_sees_the_board_from_their_side() -> None:
    scene, stack = _battle(1, EasyBot(3), factor=None)
    assert scene.viewer == 1
    assert scene.panels[1].own and not scene.panels[0].own  # the bot's hand: card backs
    assert pump(stack, lambda: acting_player(scene.game.state) == 1 and not scene.busy, 60)
    assert scene.viewer == 1 and stack.top is scene
    stack.clear()


def test_undo_is_the_humans_own_and_only_until_the_bot_acts() -> None:
    human, botseat = 0, 1
    spy = SpyBot(EasyBot(2))
    scene, stack = _battle(human, spy, factor=None)
    assert pump(stack, lambda: acting_player(scene.game.state) == human and not scene.busy, 60)
    # A move: the human's own, and nothing was revealed or rolled, so it can be taken back.
    s = scene.game.state
    for _ in range(6):
        moves = [c for c in legal_commands(s) if isinstance(c, cmds.Move)]
        if moves:
            break
        scene.submit(cmds.EndPhase(human))
        pump(stack, lambda: not scene.busy, 5)
        s = scene.game.state
    assert moves, "no move to take back"
    n = len(scene.game.log)
    assert scene.submit(moves[0])
    pump(stack, lambda: not scene.busy, 5)
    assert scene.undo_button.enabled
    click(stack, scene.undo_button.rect.center)
    assert len(scene.game.log) == n
    # The turn passes; after the bot has acted the human cannot undo its commands.
    end_turn_by_clicks(stack, scene, human)
    assert pump(stack, lambda: acting_player(scene.game.state) == human and not scene.busy, 60)
    assert scene.game.log[-1].command.player == botseat
    ok, why = scene.undo_state()
    assert not ok and "Toby" in why
    key(stack, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.game.log[-1].command.player == botseat
    stack.clear()


def test_a_load_under_a_thinking_bot_makes_it_think_again_about_the_new_game() -> None:
    human, botseat = 0, 1
    gate = GateBot()
    scene, stack = _battle(human, gate, factor=None)
    if acting_player(scene.game.state) == human:
        end_turn_by_clicks(stack, scene, human)
    assert pump(stack, lambda: gate.asked == 1)
    # The game is replaced under the thinking bot (what a load or an undo does).
    old = scene.game
    n_old = len(old.log)
    copy = Game.new(old.setup)
    for entry in old.log[1:]:
        copy.submit(entry.command)
    scene.replace_game(copy)
    assert scene.bots.thinking is None  # the decision in flight was forgotten
    n0 = len(copy.log)
    gate.release.set()
    assert pump(stack, lambda: len(copy.log) > n0, 20)
    assert gate.asked >= 2  # asked again, about the new game
    assert len(old.log) == n_old  # the old answer went nowhere
    assert scene.game is copy and copy.log[-1].command.player == botseat
    stack.clear()


def _prompt_setup(seed: int) -> GameSetup:
    """The test faction where a Warrior, after attacking, may add 1 damage to an enemy within 2,
    so the attacker's owner gets a question to answer."""
    defs, deck = test_faction("test")
    jab = AbilitySpec("triggered", "Jab", params=freeze_params({
        "when": "after_attack", "may": True, "effect": "add_damage", "target": "choose",
        "filter": {"side": "enemy", "within": 2}, "amount": 1}))
    w = defs["test/warrior"]
    defs = dict(defs)
    defs["test/warrior"] = CardDef(**{**{f: getattr(w, f) for f in w.__dataclass_fields__}, "abilities": (jab,)})
    return GameSetup(ruleset(), (PlayerSetup("Ella", deck), PlayerSetup("Toby", deck)), defs, seed)


def test_questions_for_a_computer_seat_are_answered_by_its_bot() -> None:
    game = Game.new(_prompt_setup(32))
    spies = {0: SpyBot(EasyBot(5)), 1: SpyBot(EasyBot(6))}
    session = BattleSession(seats=(BOT, BOT), bots=spies, seat_specs=(Seat.computer("easy", 5),
                                                                      Seat.computer("easy", 6)))
    scene = BattleScene(game, session, animation_factor=None)
    stack = stack_with(scene)

    def answered() -> bool:
        return any(isinstance(e.command, cmds.Answer) for e in game.log[1:]) or game.state.over

    assert pump(stack, answered, 40)
    answers = [e.command for e in game.log[1:] if isinstance(e.command, cmds.Answer)]
    assert answers, "no question came up"
    main = threading.main_thread().ident
    assert all(main not in s.threads for s in spies.values())
    stack.clear()
