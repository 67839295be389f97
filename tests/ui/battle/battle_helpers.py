"""Driving the battle scene with synthetic mouse events, as a player would.

`MouseDriver` performs a chosen legal command by pointing at the screen: drag a card from the
hand to a space, drag a unit to a space or onto a target, click End phase, click a lit option
or a prompt button, pick cards and press "Discard for magic". Positions come from the scene's
own geometry (board cells, hand slots, buttons), never from the core directly.
"""

from __future__ import annotations

import pygame

from game.core import commands as cmds
from game.core.game import Game
from game.core.legal import acting_player, legal_commands
from game.core.rng import randbelow, seed_state
from game.ui.scenes.battle import END_PHASE_REPEAT, BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pass_device import ARM_DELAY, PassDeviceScene
from tests.ui.input_events import down, move, up
from tests.ui.input_events import key as key  # the tests take it from here


def open_pass_screen(stack) -> None:
    """The next hot-seat player at the "pass the device" screen on top of `stack`: wait until
    its button turns on (scene time, as the window's frames give it), then click it."""
    top = stack.top
    assert isinstance(top, PassDeviceScene)
    stack.update(ARM_DELAY)
    pos = top.button.rect.center
    for e in (move(pos), down(pos), up(pos)):
        stack.handle_event(e)


class MouseDriver:
    def __init__(self, stack, seed: int = 1) -> None:
        self.stack = stack
        self.rng = seed_state(seed)
        self.gestures: dict[str, int] = {}

    # -- raw input
    def send(self, *events: pygame.event.Event, dt: float = 1 / 60) -> None:
        for e in events:
            self.stack.handle_event(e)
        self.stack.update(dt)

    def click(self, pos) -> None:
        self.send(move(pos), down(pos), up(pos))

    def drag(self, a, b) -> None:
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.send(move(a), down(a), move((a[0] + 8, a[1] + 8)), move(mid), move(b), up(b))

    # -- the scene
    @property
    def scene(self) -> BattleScene | None:
        for s in reversed(self.stack.scenes):
            if isinstance(s, BattleScene):
                return s
        return None

    def settle(self, limit: int = 2000) -> None:
        """Let animations play out and click through pass-the-device screens."""
        for _ in range(limit):
            top = self.stack.top
            if isinstance(top, PassDeviceScene):
                self.send(dt=ARM_DELAY)  # its button turns on after a moment
                self.click(top.button.rect.center)
                self.gestures["pass"] = self.gestures.get("pass", 0) + 1
                continue
            sc = self.scene
            if sc is not None and sc.busy and top is sc:
                self.send(dt=0.25)
                continue
            return

    def over(self) -> bool:
        return isinstance(self.stack.top, GameOverScene)

    # -- choosing and performing a command
    def choose(self, game: Game) -> cmds.Command:
        """A seeded, aggressive choice: attack, summon, move toward the enemy, else end."""
        legal = legal_commands(game.state)
        s = game.state
        prefs = []
        for kind in (cmds.Answer, cmds.Attack, cmds.Summon, cmds.Build, cmds.Move, cmds.DiscardForMagic):
            opts = [c for c in legal if isinstance(c, kind)]
            if kind is cmds.Attack:
                opts = [c for c in opts if s.cards[c.target].controller != s.cards[c.attacker].controller]
            if kind is cmds.Move:
                me = acting_player(s)
                opts = [c for c in opts if s.cards[c.unit].defn.unit_class != "summoner"]
                # Forward only: toward the other side.
                opts = [c for c in opts if (c.path[-1][1] - s.cards[c.unit].pos[1]) * (1 if me == 0 else -1) > 0]
                if len([c for c in legal if isinstance(c, cmds.Move)]) and len(s.turn.movers) >= 2:
                    opts = []
            if kind is cmds.DiscardForMagic and len(s.players[acting_player(s)].hand) <= 3:
                opts = []
            if opts:
                prefs = opts
                break
        if not prefs:
            return next(c for c in legal if isinstance(c, cmds.EndPhase))
        self.rng, i = randbelow(self.rng, len(prefs))
        return prefs[i]

    def perform(self, cmd: cmds.Command) -> None:
        sc = self.scene
        assert sc is not None
        s = sc.display
        board = sc.board
        name = type(cmd).__name__
        self.gestures[name] = self.gestures.get(name, 0) + 1
        if isinstance(cmd, cmds.Summon | cmds.Build):
            hand = s.players[sc.viewer].hand
            self.drag(sc.hand.grab_point(hand, cmd.card), board.cell_rect(cmd.to).center)
        elif isinstance(cmd, cmds.Move):
            self.drag(board.cell_rect(s.cards[cmd.unit].pos).center, board.cell_rect(cmd.path[-1]).center)
        elif isinstance(cmd, cmds.Attack):
            a, t = s.cards[cmd.attacker], s.cards[cmd.target]
            self.drag(board.cell_rect(a.pos).center, board.cell_rect(t.pos).center)
            question = self.stack.top
            if isinstance(question, ConfirmScene):  # "Attack your own card?" Attack.
                self.gestures["confirm"] = self.gestures.get("confirm", 0) + 1
                self.click(question.yes.rect.center)
        elif isinstance(cmd, cmds.EndPhase):
            self.send(dt=END_PHASE_REPEAT)  # a player's End phase clicks are not a double click
            self.click(sc.phase_bar.end_button.rect.center)
            question = self.stack.top
            if isinstance(question, ConfirmScene):  # "End the attack phase? ..." Yes.
                self.gestures["confirm"] = self.gestures.get("confirm", 0) + 1
                self.click(question.yes.rect.center)
        elif isinstance(cmd, cmds.DiscardForMagic):
            hand = s.players[sc.viewer].hand
            for uid in cmd.cards:
                self.click(sc.hand.grab_point(hand, uid))
            button = next(b for b in sc.actions.buttons if b.text.startswith("Discard"))
            self.click(button.rect.center)
        elif isinstance(cmd, cmds.Answer):
            self.answer(sc, cmd)
        else:
            raise AssertionError(f"the driver cannot perform {cmd}")

    def answer(self, sc: BattleScene, cmd: cmds.Answer) -> None:
        p = sc.game.state.pending
        assert p is not None
        if cmd.choice is None:
            skip = next(b for b in sc.prompt_view.buttons if b.text == "Skip")
            self.click(skip.rect.center)
            return
        opt = p.options[cmd.choice]
        s = sc.display
        if p.kind == "space":
            self.click(sc.board.cell_rect(opt).center)
        elif p.kind == "card":
            c = s.cards[opt]
            if c.pos is not None and c.zone == "board":
                self.click(sc.board.cell_rect(c.pos).center)
            else:
                r = next(r for _i, u, r in sc.prompt_view.card_options if u == opt)
                self.click(r.center)
        else:
            b = sc.prompt_view.buttons[cmd.choice]
            self.click(b.rect.center)
