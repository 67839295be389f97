"""The battle: the board, both players' panels, the hand, the log, and input routing.

The scene holds a `Game` and never changes its state itself: gestures become commands (see
`battle.interaction`), accepted commands' events feed the animation queue, and the board is
drawn from the queue's *display* state, which catches up with the game event by event.
Everything around the battle (menus, autosave, bots, who sits where) comes in through a
`BattleSession`.
"""

from __future__ import annotations

import pygame

from game.core import commands as cmds
from game.core import events as ev
from game.core.aim import answer_naming
from game.core.decide import Rejection
from game.core.forecast import end_phase_cost
from game.core.game import Game
from game.core.legal import acting_player
from game.core.state import BOARD, Card, GameState
from game.core.view import TABLE, hidden_uids, is_hidden, sees_hand, view
from game.i18n import N_, _, language_serial, pn_
from game.persist.background import SaveCheck
from game.persist.undo import UndoError, undo, undo_status
from game.ui import fonts, theme
from game.ui.backdrop import backdrop
from game.ui.battle import anim_view, textcache, turn_summary
from game.ui.battle.action_panel import ActionPanel, next_step_hint, phase_title
from game.ui.battle.animations import Anim, AnimationQueue
from game.ui.battle.board_view import BoardView, board_stats
from game.ui.battle.bot_driver import BotDriver, draw_thinking_dots
from game.ui.battle.describe import LogLine, narrate
from game.ui.battle.dice_view import DiceRoll, dice_box, draw_dice
from game.ui.battle.end_phase_question import end_phase_question
from game.ui.battle.first_player import (
    draw_first_player_rolls,
    first_player_rolls,
    first_player_rolls_rect,
)
from game.ui.battle.geometry import BattleGeometry
from game.ui.battle.hand_view import HandView
from game.ui.battle.interaction import (
    NOWHERE,
    Choose,
    Hit,
    Interaction,
    Refuse,
    Submit,
    attacks_own_card,
)
from game.ui.battle.log_panel import LogPanel
from game.ui.battle.odds import attack_odds
from game.ui.battle.phase_bar import PhaseBar
from game.ui.battle.piles import PlayerPanel
from game.ui.battle.prompt_view import PromptView
from game.ui.battle.session import BattleSession
from game.ui.battle.stage import BoardStage
from game.ui.battle.words import card_name
from game.ui.battle.zoom_place import place_zoom
from game.ui.core_text import tr_core, tr_error
from game.ui.scenes.base import Scene
from game.ui.settings import HOVER_ZOOM_DELAYS
from game.ui.text import note
from game.ui.widgets import Button, Toaster, draw_panel, draw_tooltip
from game.ui.widgets.toast import ERROR
from game.ui.widgets.tooltip import tooltip_rect

# Seconds after a computer's turn gives way to a person's in which Space does not end the
# person's phase: it was pressed to hurry the computer's turn, which ended first.
TURN_GRACE = 1.0
DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag
ZOOM_DELAY = 0.35  # seconds of hovering before a card is shown large
# End phase asked again within this many seconds of scene time after the last ask is taken for
# a repeat (a double click, a bouncing key) and ignored; a stream of fast clicks ends one phase.
END_PHASE_REPEAT = 0.4
LEFT, RIGHT = 1, 3


class BattleScene(BoardStage, Scene):
    def __init__(
        self,
        game: Game,
        session: BattleSession | None = None,
        *,
        animation_factor: float | None = 1.0,
    ) -> None:
        super().__init__()
        self.game = game
        self.session = session if session is not None else BattleSession()
        self.session.fit(len(game.state.players))
        self.queue = AnimationQueue(
            game.state, animation_factor, on_start=self._anim_started, on_applied=self._applied
        )
        self.viewer = self.session.home_viewer(acting_player(game.state))
        # Hot-seat: nobody in particular is at the device (a computer plays its turn, or the game
        # has just opened): every hand is hidden until the pass screen gives the device to the
        # next person. `viewer` still says whose side the board is drawn from.
        self.hands_hidden = self.session.hot_seat and self.session.pass_at_start
        self.seats = len(game.state.players)
        self.inter = Interaction()
        self._aim: tuple[int | None, tuple[int, int] | None] | None = None  # see `_answer_aim`
        self.board = BoardView()
        self.hand = HandView()
        pile = game.setup.ruleset.magic_pile
        self.panels = {p: PlayerPanel(p, pile) for p in range(len(game.state.players))}
        self.phase_bar = PhaseBar(self.end_phase)
        self.menu_button = Button(N_("Menu"), self._open_menu,
                                  tooltip=N_("How to play, settings, saving, or leave to the main menu"))
        self.undo_button = Button(N_("Undo"), self.undo_last, tooltip=N_("Take back your last action (Ctrl+Z)"))
        self._undo_key: tuple | None = None
        self._undo_status: tuple[bool, str] = (False, "")
        self.log = LogPanel()
        self.prompt_view = PromptView(self.submit)
        self.actions = ActionPanel(self.submit)
        self.toaster = Toaster()
        self.geo: BattleGeometry | None = None
        self._chrome: pygame.Surface | None = None
        self._chrome_key: tuple | None = None
        self._stats: dict[int, tuple[int, int]] = {}
        self._stats_version = -1
        self._seen: tuple[tuple, GameState] | None = None
        self._settled_at: tuple | None = None  # (log length, viewer) last refreshed for
        self.save_check: SaveCheck | None = None  # re-deciding the save this game was loaded from
        self._game_over_sent = False
        # Pointer state
        self.mouse = (-1, -1)
        self._press: tuple[int, tuple[int, int]] | None = None
        self._hover_uid: int | None = None
        self._hover_time = 0.0
        self.pinned_zoom: int | None = None
        self._own_attack_ok = False  # the player said yes to attacking their own card once
        self._zoom_zone: tuple[int, str] | None = None  # the zoomed card and where it was
        self._alt_held = False  # Settings -> Hover zoom "While Alt is held"
        self._zoom_sizes: dict[tuple, tuple[int, int]] = {}
        self._dice_linger: DiceRoll | None = None
        self._clock = 0.0  # drives the breathing of lit targets
        self._time = 0.0  # scene time (the sum of update's dt), for the End phase repeat window
        self._end_asked_at: float | None = None  # scene time of the last End phase click or Space
        # Computer seats think in processes of their own (started here, ended when the scene
        # is left); the driver hands their commands back at a readable pace (battle.bot_driver).
        self.bots = BotDriver(
            self.session.bots,
            factor=animation_factor,
            notify=lambda text: self.toaster.show(text, ERROR, duration=6.0),
            names={i: p.name for i, p in enumerate(game.setup.players)},
        )
        self._pushed = 0  # events given to the queue so far
        self._shown = 0  # events the queue has applied so far
        self._unshown: list[tuple[int, LogLine]] = []  # log lines waiting for their event
        self.log.add(narrate(game.initial, game.events, self.log_reader))
        # The pace: the player's animation speed, and for a computer's turn the Settings'
        # "Computer's turns" (or at once, for the rest of a turn the player hurried with Space).
        self.animation_factor = animation_factor
        self._paced: tuple[float | None] | None = None  # the factor last handed to the queue
        self._hurried: tuple[int, int] | None = None  # (turn, player) being hurried
        self._turn_shown: tuple[int, int] | None = None  # the turn the board last showed
        self._turn_came_at: float | None = None  # scene time the board came to a person's turn

    # ------------------------------------------------------------------ state shortcuts
    @property
    def reader(self) -> int:
        """Whose secrets the screen may show: the viewer's, or nobody's (`TABLE`) while the
        hands are hidden."""
        return TABLE if self.hands_hidden else self.viewer

    @property
    def at_device(self) -> int | None:
        """The seat whose person is known to hold the device, or None while nobody in
        particular is (the hands are hidden)."""
        return None if self.hands_hidden else self.viewer

    @property
    def log_reader(self) -> int | None:
        """Whom the log is written for: the reader, unless only computers play (then the
        watcher reads every card's name, as the board shows both sides)."""
        if not self.session.any_human:
            return None
        return self.reader

    @property
    def display(self) -> GameState:
        return self.queue.display

    @property
    def seen(self) -> GameState:
        """What the reader may see of the display state: `game.core.view.view` (kept until the
        display or the reader changes)."""
        key = (self.queue.version, id(self.queue.display), self.reader)
        if self._seen is None or self._seen[0] != key:
            self._seen = (key, view(self.queue.display, self.reader))
        return self._seen[1]

    def watch_save_check(self, check: SaveCheck) -> None:
        """Say in the battle what the background check of the loaded save finds, if anything."""
        self.save_check = check

    def _tell_save_check(self) -> None:
        if self.save_check is None:
            return
        message = self.save_check.poll()
        if message is not None:
            self.log.note = _("This save does not replay the same way with these rules")
            self.toaster.show(tr_core(message), ERROR, duration=12.0)
        if self.save_check.done:
            self.save_check = None

    @property
    def busy(self) -> bool:
        """An animation is playing: input that changes the game waits."""
        return self.queue.busy

    @property
    def animating(self) -> bool:
        """Animations, toasts and a computer player to act keep the window at full rate."""
        return self.busy or bool(self.toaster.toasts) or self.bots.thinking is not None

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._settle(force=True)

    def leave(self) -> None:
        self.bots.stop()

    def retranslate(self) -> None:
        """Another language: the log is told again from its events in it (a line keeps no
        language of its own), then the texts laid out are."""
        self._rewrite_log()
        super().retranslate()

    def relayout(self) -> None:
        lay = self.layout
        field = self.game.state.geo
        g = BattleGeometry.for_layout(lay, field.columns, len(self.panels))
        self.geo = g
        self.board.place(g.board, g.cell, self.viewer, field)
        self.hand.place(g.hand, g.hand_card, lay)
        if g.corners:
            self._place_corner_panels(g)
        else:
            # While the hands are hidden no panel is anyone's own (its hand and piles face down).
            self.panels[self.viewer].place(g.own_panel, lay, g.pile_card, own=not self.hands_hidden)
            self.panels[self.game.state.opponent(self.viewer)].place(g.opponent_panel, lay, g.pile_card, own=False)
        # Turn label over the left column, phases over the board, End phase, Undo and Menu on
        # the right.
        # As wide as their words need in the player's language ("Annulla" is wider than "Undo").
        self.menu_button.layout = self.undo_button.layout = lay
        menu_w = max(lay.px(76), self.menu_button.label_width() + lay.px(20))
        self.menu_button.place(
            pygame.Rect(g.top_bar.right - menu_w, g.top_bar.y, menu_w, g.top_bar.height), lay
        )
        undo_w = max(lay.px(70), self.undo_button.label_width() + lay.px(20))
        self.undo_button.place(
            pygame.Rect(self.menu_button.rect.x - lay.px(8) - undo_w, g.top_bar.y, undo_w,
                        g.top_bar.height), lay
        )
        bar = pygame.Rect(g.top_bar.x, g.top_bar.y,
                          self.undo_button.rect.x - lay.px(8) - g.top_bar.x, g.top_bar.height)
        self.phase_bar.place(bar, lay, g.left.width)
        self.log.place(g.log, lay)
        self.prompt_view.place(g.actions, lay)
        self.actions.place(g.actions, lay)
        self._chrome = None

    def _place_corner_panels(self, g: BattleGeometry) -> None:
        """3-4 players: each panel in the screen corner beside its player's home quarter of the
        battlefield, as the viewer sees it (left or right board, top or bottom end)."""
        field = self.game.state.geo
        for p, panel in self.panels.items():
            home = self.board.cell_rect(field.to_board(p, 0, 0))
            left = home.centerx < self.board.rect.centerx
            top = home.centery < self.board.rect.centery
            rect = g.corners[(0 if left else 2) + (0 if top else 1)]
            panel.place(rect, self.layout, g.pile_card, own=p == self.viewer and not self.hands_hidden, compact=True)
            panel.open_hand = p != self.viewer and sees_hand(self.game.state, self.reader, p)

    def set_viewer(self, player: int) -> None:
        """The screen is `player`'s now (the pass screen was clicked, or one person's other
        seat is to act): their hand, their side of the board, the log as they may read it."""
        if player != self.viewer or self.hands_hidden:
            self.forget_what_was_shown()
            self.viewer = player
            self.hands_hidden = False
            if self.geo is not None:
                self.relayout()
            self._rewrite_log()
        self._settle(force=True)

    def hide_hands(self) -> None:
        """Hot-seat, a computer plays its turn: nobody in particular is at the device, so no
        hand is face up (nor the log's words about one, a zoom, a pile of one's own) until the
        pass screen brings the device to the next person."""
        if self.hands_hidden:
            return
        self.forget_what_was_shown()
        self.hands_hidden = True
        if self.geo is not None:
            self.relayout()
        self._rewrite_log()

    def forget_what_was_shown(self) -> None:
        """Hot-seat: the device passes to the other player, so nothing the previous one was
        looking at may stay on screen: no zoom (pinned or hovered), hover, selection, pressed or
        dragged card, magic picks, tooltip or message."""
        self.pinned_zoom = None
        self._hover_uid = None
        self._hover_time = 0.0
        self._press = None
        self.inter.selected = None
        self.inter.dragging = None
        self.inter.magic_picks = []
        self.mouse = (-1, -1)
        for b in (self.phase_bar.end_button, self.undo_button, self.menu_button, *self.actions.buttons,
                  *self.prompt_view.buttons):
            b.hovered = False
        self.toaster.toasts.clear()

    def _rewrite_log(self) -> None:
        """The log as the (new) viewer may read it; lines about events not yet shown wait."""
        events = self.game.events
        lines = narrate(self.game.initial, events, self.log_reader)
        shown = len(events) - (self._pushed - self._shown)  # events the board has shown
        first_pushed = len(events) - self._pushed
        self.log.set_lines([line for line in lines if line.upto < shown])
        self._unshown = [(line.upto - first_pushed + 1, line) for line in lines if line.upto >= shown]

    # ------------------------------------------------------------------ commands
    def submit(self, command: cmds.Command) -> bool:
        """Send `command` to the game; animate what it caused, or show why it was refused."""
        if self.busy:
            return False
        before = self.game.state
        out = self.game.submit(command)
        if isinstance(out, Rejection):
            self.toaster.show(tr_core(out.reason), ERROR)
            return False
        # Lines reach the log as their events are shown, so the log never tells the end of an
        # attack before its dice have settled.
        base = self._pushed
        self._pushed += len(out.events)
        self._unshown.extend((base + line.upto + 1, line)
                             for line in narrate(before, out.events, self.log_reader, unfinished=True))
        self.inter.selected = None
        self.inter.dragging = None
        self.inter.magic_picks = []
        self.queue.push(out.events)
        self.session.notify_command(self.game)
        if not self.busy:
            self._settle()
        return True

    def undo_state(self) -> tuple[bool, str]:
        """(True, what Undo takes back) or (False, why not), for the viewer's last action."""
        key = (len(self.game.log), id(self.game.log[-1]) if self.game.log else 0, self.viewer)
        if key != self._undo_key:
            self._undo_key = key
            if not self.session.is_human(self.viewer):
                self._undo_status = (False, _("Undo: only a human player's actions can be taken back"))
                return self._undo_status
            try:
                self._undo_status = undo_status(self.game, self.viewer)
            except Exception as e:  # an undo check must never take the battle down
                self._undo_status = (False, _("Undo: not possible here ({error})", error=type(e).__name__))
        return self._undo_status

    def _answer_aim(self) -> None:
        """An event card dropped onto one of its targets (`Submit.aim`): once its question is
        up, answer it with that target, so the drop needs no second click."""
        if self._aim is None or self.busy:
            return
        card, space = self._aim
        self._aim = None
        p = self.inter.prompt
        if p is None or p.player != self.viewer:
            return
        i = answer_naming(self.game.state, card, space)
        if i is not None:
            self.submit(cmds.Answer(p.player, i))

    def back_out_of_ability(self) -> bool:
        """Esc on the first question of an ability the viewer has just used (Fire Blast's "choose
        a card"): take the use back, as Undo would, while nothing was rolled or revealed since;
        True if it did (issue 42: once clicked, only Ctrl+Z escaped it and Esc opened the Menu)."""
        return self.can_back_out() and self.undo_last()

    def can_back_out(self) -> bool:
        """Whether Esc would take back the ability whose question is up (`back_out_of_ability`).
        Not where undo is by agreement (online: `undo_last` asks the others), which Esc must not
        start."""
        if type(self).undo_last is not BattleScene.undo_last:
            return False
        p = self.inter.prompt
        log = self.game.log
        if p is None or p.player != self.viewer or not log:
            return False
        last = log[-1].command
        if not isinstance(last, cmds.UseAbility) or last.player != self.viewer:
            return False
        return self.undo_state()[0]

    def undo_last(self) -> bool:
        """Take back the viewer's last action (the rules of `game.persist.undo`); the board
        jumps to the game as it was, without animation."""
        if self.busy:
            return False
        ok, reason = self.undo_state()
        if not ok:
            self.toaster.show(tr_core(reason), ERROR)
            return False
        try:
            game = undo(self.game, self.viewer)
        except UndoError as e:
            self.toaster.show(tr_error(e), ERROR)
            return False
        self.replace_game(game)
        self.session.notify_command(game)  # the autosave follows the undo
        return True

    def replace_game(self, game: Game) -> None:
        """Show `game` from now on (an undo or a load built it): the board, the panels and the
        log jump to it, nothing is animated."""
        self.game = game
        self.bots.reset()  # a decision in flight was about the old game
        self.inter.selected = None
        self.inter.dragging = None
        self.inter.magic_picks = []
        self._press = None
        self.pinned_zoom = None
        self._game_over_sent = False
        self._undo_key = None
        self.prompt_view.prompt = None
        pile = game.setup.ruleset.magic_pile
        if any(p.magic_pile != pile for p in self.panels.values()):
            for p in self.panels.values():
                p.magic_pile = pile  # a game of the other edition: pile or track
            if self.geo is not None:
                self.relayout()
        self.log.set_lines(narrate(game.initial, game.events, self.log_reader))
        self.reset_display()

    def reset_display(self) -> None:
        """Show the game as it is now, dropping queued animations (after a load or an undo
        changed the game under the scene)."""
        self.queue.reset(self.game.state)
        self._pushed = self._shown = 0
        self._unshown = []
        self._dice_linger = None
        self._settled_at = None
        self._settle(force=True)

    def end_phase(self) -> None:
        """End phase (its button or Space): ignored if repeated within END_PHASE_REPEAT; asks
        first when the rules say ending now costs something (unless Settings turn that off)."""
        if self.busy or self.inter.prompt is not None:
            if self.inter.prompt is not None:
                self.toaster.show(_("First answer the question in the panel on the right."), ERROR)
            return
        if not self.inter.can_end_phase:
            return
        last, self._end_asked_at = self._end_asked_at, self._time
        if last is not None and self._time - last < END_PHASE_REPEAT:
            return
        if self.stack is not None and self.session.ask_before_ending_phase():
            question = end_phase_question(end_phase_cost(self.game.state, self.inter.player))
            if question is not None:
                from game.ui.scenes.confirm import ConfirmScene

                title, text = question
                self.stack.push(ConfirmScene(title, text, on_yes=self._end_phase_now,
                                             yes_text=_("End phase"), no_text=_("Not yet")))
                return
        self._end_phase_now()

    def _end_phase_now(self) -> None:
        if self.busy or self.inter.prompt is not None or not self.inter.can_end_phase:
            return
        self._end_asked_at = self._time  # the repeat window runs from the answer, too
        self.submit(cmds.EndPhase(self.inter.player))

    def _open_menu(self) -> None:
        if self.stack is None:
            self._exit()
            return
        from game.ui.scenes.save_as import BattleMenuScene

        opener = self.session.open_settings
        on_settings = (lambda: opener(self.set_animation_factor)) if opener is not None else None
        on_save_as = self._open_save_as if self.session.save_as is not None else None
        self.stack.push(BattleMenuScene(on_save_as=on_save_as, on_main_menu=self._exit,
                                        on_settings=on_settings, on_help=self.open_help))

    def set_animation_factor(self, factor: float | None) -> None:
        """A new animation speed (from Settings) takes effect at once: animations and the
        pause between a computer player's actions."""
        self.animation_factor = factor
        self._paced = None
        self._pace()

    # ------------------------------------------------------------------ the computer's turns
    def _showing_computer_turn(self) -> tuple[int, int] | None:
        """(turn, player) when the board shows a computer seat's turn, else None."""
        t = self.display.turn
        return (t.number, t.player) if t.player is not None and self.bots.is_bot(t.player) else None

    def _pace(self) -> None:
        """Hand the queue and the computer's driver the factor for what the board shows."""
        factor = self.animation_factor
        computer = self._showing_computer_turn()
        if computer is not None and factor is not None:
            more = None if computer == self._hurried else self.session.computer_speed()
            factor = None if more is None else factor * more
        if self._paced != (factor,):
            self._paced = (factor,)
            self.queue.factor = factor
            self.bots.set_speed(factor)

    def hurry_computer(self) -> bool:
        """Space during a computer's turn: the rest of that turn plays at once."""
        computer = self._showing_computer_turn()
        if computer is None:
            return False
        if self._hurried != computer:
            self._hurried = computer
            self.toaster.show(_("Hurrying the computer's turn."), duration=2.5)
        self.queue.skip()
        self._pace()
        return True

    def _tell_turn_over(self) -> None:
        """When the board moves on from a computer's turn to a person's: say what it did, in
        one line (T tells the whole turn)."""
        t = self.display.turn
        now = (t.number, t.player)
        before, self._turn_shown = self._turn_shown, now
        if before is None or before == now or self.busy:
            self._turn_shown = before if self.busy else now
            return
        if not self.bots.is_bot(before[1]) or self.bots.is_bot(t.player):
            return
        self._turn_came_at = self._time
        told = turn_summary.last_turn(self.game, self.log.lines, now)
        if told is not None and told.player == before[1]:
            self.toaster.show(_("{summary} T: what happened.", summary=told.headline), duration=7.0)

    def open_turn_summary(self) -> bool:
        """T: the last turn before this one, told line by line."""
        if self.stack is None:
            return False
        t = self.display.turn
        told = turn_summary.last_turn(self.game, self.log.lines, (t.number, t.player))
        if told is None:
            self.toaster.show(_("No turn has been played yet."), duration=3.0)
            return True
        from game.ui.scenes.message import MessageScene

        self.stack.push(MessageScene(told.title, told.text))
        return True

    def open_help(self) -> bool:
        """How to play (H, F1 or the Menu), with this game's ruleset's figures."""
        if self.stack is None:
            return False
        from game.ui.scenes.help import HelpScene

        self.stack.push(HelpScene(self.game.setup.ruleset))
        return True

    def _on_own_discard(self, pos: tuple[int, int]) -> bool:
        if self.hands_hidden:
            return False
        panel = self.panels.get(self.viewer) if self.viewer is not None else None
        return panel is not None and panel.pile_rect("discard").collidepoint(pos)

    def open_discard_pile(self) -> bool:
        """Look through your own discard pile (D, or a click on it): its contents are yours to see
        (glossary DISCARD PILE), the opponent's are not. Returns whether it opened."""
        if self.viewer is None or self.stack is None or self.hands_hidden:
            return False
        from game.ui.scenes.pile_view import discard_pile_scene

        self._hover_uid = None
        self.stack.push(discard_pile_scene(self.display, self.viewer, _("Your discard pile is empty.")))
        return True

    def _on_own_magic_pile(self, pos: tuple[int, int]) -> bool:
        if self.hands_hidden:
            return False
        panel = self.panels.get(self.viewer) if self.viewer is not None else None
        return (panel is not None and panel.rects is not None and panel.rects.magic is not None
                and panel.rects.magic.collidepoint(pos))

    def open_magic_pile(self) -> bool:
        """Look through your own magic pile (M, or a click on it), top card first (1E rulebook,
        "Phase 6: Build Magic": "You may look at the cards in your own Magic Pile"). Built from
        your view of the game, so it can only ever hold what you may see. Returns whether it
        opened."""
        if self.viewer is None or self.stack is None or self.hands_hidden or not self.game.setup.ruleset.magic_pile:
            return False
        from game.ui.scenes.pile_view import magic_pile_scene

        self._hover_uid = None
        self.stack.push(magic_pile_scene(self.display, self.viewer))
        return True

    def _open_save_as(self) -> None:
        from game.ui.scenes.save_as import SaveAsScene

        save = self.session.save_as
        if save is None or self.stack is None:
            return
        self.stack.push(SaveAsScene(
            self.game, save,
            on_saved=lambda name, path: self.toaster.show(_("Saved as “{name}”.", name=name)),
        ))

    def _exit(self) -> None:
        if self.session.on_exit is not None:
            self.session.on_exit(self.game)
        else:
            self.close()

    def _settle(self, force: bool = False) -> None:
        """The queue is idle: catch up with the game (whose turn, pass the device, game over)."""
        if self.busy:
            return
        key = (len(self.game.log), self.viewer)
        if not force and key == self._settled_at:
            return
        self._settled_at = key
        s = self.game.state
        self._dice_linger = None
        if s.over:
            self.inter.refresh(s, None)
            self._sync_controls()
            if not self._game_over_sent and self.session.on_game_over is not None:
                self._game_over_sent = True
                self.session.on_game_over(self.game)
            return
        acting = acting_player(s)
        if acting is not None and not self.session.is_human(acting):
            # A computer seat acts: `update` asks its bot (on the bot's own thread) and plays
            # the answer once the animations and a short pause are over. Nothing to click.
            if self.session.hides_hands(acting, s.turn.player):
                self.hide_hands()
            self.inter.refresh(s, None)
            return
        if acting is not None and self.session.needs_pass(self.at_device, acting):
            # Another person plays this seat (or answers a question in another seat's turn), or
            # nobody in particular holds the device: it passes first.
            self.inter.refresh(s, None)
            self._pass_device(acting)
            return
        if acting is not None and acting != self.viewer:
            # The same person's other seat (3 players): the view turns without a pass screen.
            self.set_viewer(acting)
            return
        self.inter.refresh(s, self.viewer)

    def _sync_controls(self) -> None:
        if self.game.state.over:
            reason = _("The game is over.")
        elif self.busy:
            reason = _("Wait for the animation (click to skip it).")
        elif self.inter.prompt is not None:
            reason = _("First answer the question on the right.")
        elif self.bot_to_act is not None:
            who = self.game.state.players[self.bot_to_act].name
            reason = _("{player} (computer) is playing.", player=who)
        else:
            reason = _("It is not your turn.")
        self.phase_bar.end_button.set_enabled(
            not self.busy and self.inter.can_end_phase and self.inter.prompt is None, reason
        )
        if self.busy:
            self.undo_button.set_enabled(False, _("Undo: wait for the animation (click to skip it)."))
        else:
            ok, why = self.undo_state()
            self.undo_button.set_enabled(ok, tr_core(why))
            self.undo_button.tooltip_text = _("{action} (Ctrl+Z)", action=tr_core(why)) if ok else ""

    def _pass_device(self, player: int) -> None:
        from game.ui.scenes.pass_device import PassDeviceScene

        self.forget_what_was_shown()
        if self.stack is None:  # no window (a tool, a test of the scene alone): nobody to hide from
            self.set_viewer(player)
            return
        if self.stack.top is not self:
            # Something is open over the battle: hide the hands, and ask again once it is gone
            # (never turn the screen to the next person without their pass screen).
            self.hide_hands()
            self._settled_at = None
            return
        s = self.game.state
        question = s.pending is not None and s.pending.player == player and s.turn.player != player
        name = s.players[player].name
        self.stack.push(PassDeviceScene(name, theme.player_tint(player), lambda: self.set_viewer(player),
                                        question=question))

    # ------------------------------------------------------------------ animation hooks
    def _anim_started(self, anim: Anim, state: GameState) -> None:
        if anim.kind not in ("pop", "resolve", "destroy", "magic", "dice", "discard"):
            self._dice_linger = None
        anim_view.prepare(anim, state, self)

    def _applied(self, event: ev.Event, state: GameState) -> None:
        self._shown += 1
        if not self.hands_hidden and self.session.hides_hands(acting_player(state), state.turn.player):
            # The board has reached a computer's turn: the hands go at once, not when the last
            # animation of the person's turn is over.
            self.hide_hands()
        if self._unshown and self._unshown[0][0] <= self._shown:
            ready = [line for n, line in self._unshown if n <= self._shown]
            self._unshown = [(n, line) for n, line in self._unshown if n > self._shown]
            self.log.add(ready)
        if (isinstance(event, ev.DiceRolled) and event.purpose == "attack") or isinstance(event, ev.DiceCounted):
            self._dice_linger = self.dice_for(event, state)
        elif isinstance(event, ev.AttackResolved) and self._dice_linger is not None:
            self._dice_linger = self._dice_linger.resolved(event.hits, event.damage)

    # Stage protocol for anim_view (locate, pile_rect, card_image come from BoardStage)
    def hand_view(self, player: int) -> HandView | None:
        return self.hand if player == self.viewer and not self.hands_hidden else None

    @property
    def stats(self) -> dict[int, tuple[int, int]]:
        if self._stats_version != self.queue.version:
            self._stats = board_stats(self.display)
            self._stats_version = self.queue.version
        return self._stats

    # ------------------------------------------------------------------ input
    def hit_at(self, point: tuple[int, int]) -> Hit:
        s = self.display
        uid = self.prompt_view.card_option_at(point) if self.inter.prompt is not None else None
        if uid is not None:
            return Hit(card=uid, zone="prompt")
        pos = self.board.pos_at(point)
        if pos is not None:
            card = s.board.get(pos)
            if card is None:
                card = s.vines.get(pos)  # 1E: a Vine Wall alone on its space
            return Hit(space=pos, card=card, zone="board")
        if self.viewer is not None and not self.hands_hidden:
            hand = s.players[self.viewer].hand
            u = self.hand.card_at(point, hand, self._raised())
            if u is not None:
                return Hit(card=u, zone="hand")
        for panel in self.panels.values():
            for u, r in panel.face_up_cards(self.seen):
                if r.collidepoint(point):
                    return Hit(card=u, zone="active")
        return NOWHERE

    def _raised(self) -> set[int]:
        out = set(self.inter.magic_picks)
        if self._hover_uid is not None:
            out.add(self._hover_uid)
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._on_motion(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self._pointer_left()
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in (pygame.K_LALT, pygame.K_RALT):
            self._alt_held = event.type == pygame.KEYDOWN
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._alt_held = False  # Alt+Tab: the key goes up in another window
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == RIGHT:
            hit = self.hit_at(event.pos)
            self.pinned_zoom = None if hit.card is None or hit.card == self.pinned_zoom else hit.card
            return True
        if self.busy:
            # A click skips the current animation; keys that would change the game wait. A
            # click on Menu also opens it (issue 42: it only skipped the animation): the
            # buttons see the motion too, so Menu lights up and takes its click while busy.
            if event.type == pygame.MOUSEMOTION:
                for b in (self.menu_button, self.undo_button, self.phase_bar.end_button):
                    b.handle_event(event)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
                self.queue.skip()
                if not self.busy:
                    self._settle()
                if self.menu_button.rect.collidepoint(event.pos):
                    self.menu_button.handle_event(event)  # pressed: the button-up opens the Menu
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT and self.menu_button.pressed:
                return self.menu_button.handle_event(event)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.hurry_computer():
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE):
                self.queue.skip()
                return True
            return self.log.handle_event(event)
        if self.bot_to_act is not None:
            return self._while_bot_acts(event)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        if self.inter.prompt is not None and self.prompt_view.handle_event(event):
            return True
        if self.inter.prompt is None and self.actions.handle_event(event):
            return True
        if (self.phase_bar.handle_event(event) or self.undo_button.handle_event(event)
                or self.menu_button.handle_event(event)):
            return True
        if self.log.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            self.pinned_zoom = None
            if self._on_own_discard(event.pos) and self.inter.dragging is None:
                self._press = None
                self.open_discard_pile()
                return True
            if self._on_own_magic_pile(event.pos) and self.inter.dragging is None:
                self._press = None
                self.open_magic_pile()
                return True
            hit = self.hit_at(event.pos)
            if hit.card is not None:
                self._press = (hit.card, event.pos)
            else:
                self._press = None
                self._act(self.inter.click(hit))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT:
            hit = self.hit_at(event.pos)
            if self.inter.dragging is not None:
                self._act(self.inter.drop(hit))
            elif self._press is not None:
                self._act(self.inter.click(hit))
            self._press = None
            return True
        return False

    def _pointer_left(self) -> None:
        """The pointer is no longer on this scene (it left the window, or a scene was opened
        over this one): nothing is hovered, so no tooltip or hover zoom stays."""
        self.mouse = (-1, -1)
        self._hover_uid = None
        self._hover_time = 0.0
        leave = pygame.event.Event(pygame.WINDOWLEAVE)
        for b in (self.phase_bar.end_button, self.undo_button, self.menu_button, *self.actions.buttons,
                  *self.prompt_view.buttons):
            b.handle_event(leave)

    def _while_bot_acts(self, event: pygame.event.Event) -> bool:
        """A computer seat is to act: the human may look (hover, zoom), scroll the log, open
        the Menu and undo (if their own last action may still be taken back); nothing else."""
        self._press = None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo_last()
                return True
            if event.key == pygame.K_ESCAPE and self.pinned_zoom is not None:
                self.pinned_zoom = None
                return True
            if event.key == pygame.K_d:
                return self.open_discard_pile()
            if event.key == pygame.K_m:
                return self.open_magic_pile()
            if event.key in (pygame.K_h, pygame.K_F1):
                return self.open_help()
            if event.key == pygame.K_t:
                return self.open_turn_summary()
            if event.key == pygame.K_SPACE:
                self.hurry_computer()
                return True
            return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)
        if self.menu_button.handle_event(event) or self.undo_button.handle_event(event):
            return True
        if self.log.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.phase_bar.handle_event(event)  # its tooltip says why End phase is off
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
                self.pinned_zoom = None
                if self._on_own_discard(event.pos):
                    self.open_discard_pile()
                elif self._on_own_magic_pile(event.pos):
                    self.open_magic_pile()
            return True
        return False

    def _on_motion(self, pos: tuple[int, int]) -> None:
        if self._press is not None and self.inter.dragging is None and not self.busy:
            uid, start = self._press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                if self.inter.begin_drag(uid):
                    self._hover_uid = None
                else:
                    self._press = None
                    self._act(self.inter.why_not_drag(uid))  # say why it cannot be picked up
        hit = self.hit_at(pos)
        if hit.card != self._hover_uid:
            self._hover_uid = hit.card
            self._hover_time = 0.0

    def _on_key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo_last()
            return True
        if k == pygame.K_ESCAPE and self.back_out_of_ability():
            return True
        if self.inter.prompt is not None and self.prompt_view.handle_event(event):
            return True
        if k == pygame.K_ESCAPE and self.inter.prompt is not None and not self.inter.prompt.optional:
            # A question that must be answered and cannot be taken back any more: Esc says so
            # rather than opening the Menu over it (the Menu button still does).
            self.toaster.show(_("Choose one of the lit options: this can no longer be taken back."), ERROR)
            return True
        if k == pygame.K_SPACE:
            if self._turn_came_at is not None and self._time - self._turn_came_at < TURN_GRACE:
                return True  # a Space meant to hurry the computer's turn, come just as it ended
            self.end_phase()
            return True
        if k == pygame.K_ESCAPE:
            if self.pinned_zoom is not None:
                self.pinned_zoom = None
                return True
            self._press = None
            if not self.inter.cancel():
                self._open_menu()  # nothing to cancel: Esc opens the Menu, as in most games
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cmd = self.inter.magic_command()
            if cmd is not None:
                self.submit(cmd)
            return True
        if k == pygame.K_TAB:
            self._cycle_selection(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if k == pygame.K_d:
            return self.open_discard_pile()
        if k == pygame.K_m:
            return self.open_magic_pile()
        if k in (pygame.K_h, pygame.K_F1):
            return self.open_help()
        if k == pygame.K_t:
            return self.open_turn_summary()
        return False

    def _cycle_selection(self, step: int) -> None:
        """Tab: select the next card that can act, so everything works without a mouse drag."""
        sources = sorted(self.inter.sources())
        if not sources:
            return
        cur = self.inter.selected
        i = sources.index(cur) + step if cur in sources else 0
        self.inter.selected = sources[i % len(sources)]

    def _act(self, action: Submit | Refuse | Choose | None) -> None:
        if isinstance(action, Choose):
            self._ask_which(action)
            return
        if isinstance(action, Submit):
            if attacks_own_card(self.game.state, action.command) and not self._own_attack_ok:
                self._ask_before_attacking_own(action.command)
                return
            if self.submit(action.command) and action.aim is not None:
                self._aim = action.aim  # answered once the event asks (`_answer_aim`)
        elif isinstance(action, Refuse):
            self.toaster.show(tr_core(action.reason), ERROR)

    def _ask_before_attacking_own(self, command: cmds.Attack) -> None:
        """The first attack on one of your own cards asks once; after a yes, this battle does
        not ask again (a player who means it should not be asked every time)."""
        from game.ui.scenes.confirm import ConfirmScene

        s = self.game.state
        attacker, target = s.cards[command.attacker], s.cards[command.target]
        own = target.controller == command.player

        def yes() -> None:
            self._own_attack_ok = True
            self.submit(command)

        if self.stack is not None:
            self.stack.push(ConfirmScene(
                _("Attack your own card?") if own else _("Attack your teammate's card?"),
                _("{card} would attack {player}'s {target}. The rules allow it, and the damage is your team's. "
                  "You will not be asked again this battle.", card=card_name(attacker.defn),
                  player=s.players[target.controller].name, target=card_name(target.defn))
                if not own else
                _("{card} would attack your own {target}. The rules allow it, and the damage is yours. "
                  "You will not be asked again this battle.", card=card_name(attacker.defn),
                  target=card_name(target.defn)),
                on_yes=yes, yes_text=pn_("button", "Attack"), no_text=_("Not this")))

    def _ask_which(self, action: Choose) -> None:
        """A gesture that could mean two attacks (a unit and the Vine Wall under it): the player
        says which card; Cancel does nothing."""
        from game.ui.scenes.choose import ChooseScene

        if self.stack is None:
            return
        choices = [(label, (lambda cmd=cmd: self._act(Submit(cmd)))) for label, cmd in action.options]
        self.stack.push(ChooseScene(action.text, "A unit and the Vine Wall under it are separate cards: "
                                    "choose the one to attack.", choices))

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        was_busy = self.busy
        self._pace()
        self.queue.update(dt)
        if was_busy and not self.busy:
            self._settle()
        elif not self.busy:
            self._settle()
        self._answer_aim()
        self._drive_bots(dt)
        self._tell_turn_over()
        self._tell_save_check()
        self.toaster.update(dt)
        self.phase_bar.update(dt)
        self.menu_button.update(dt)
        self.undo_button.update(dt)
        self.prompt_view.update(dt)
        self.actions.update(dt)
        self._hover_time += dt
        self._close_moved_zoom()
        self._clock = (self._clock + dt) % 1000.0
        self._time += dt
        self._sync_controls()
        # Keep the side panels in step with the selection (cheap: they rebuild on change).
        s = self.game.state if not self.busy else self.display
        self.prompt_view.show(s, self.inter.prompt)
        self.prompt_view.take_back = _("Esc takes it back.") if self.can_back_out() else ""
        self.actions.refresh(s, self.inter, self._odds_text())

    def _close_moved_zoom(self) -> None:
        """A card that leaves the place it was zoomed in (played from the hand, destroyed)
        closes its zoom, hovered or pinned: it is no longer where the player was looking."""
        uid = self.pinned_zoom if self.pinned_zoom is not None else self._hover_uid
        c = self.display.cards.get(uid) if uid is not None else None
        if c is None or uid is None:
            self._zoom_zone = None
            return
        if self._zoom_zone is not None and self._zoom_zone[0] == uid and self._zoom_zone[1] != c.zone:
            self.pinned_zoom = None
            self._hover_uid = None
            self._zoom_zone = None
            return
        self._zoom_zone = (uid, c.zone)

    def _drive_bots(self, dt: float) -> None:
        self.bots.set_speed(self.queue.factor)
        cmd = self.bots.update(self.game, dt, idle=not self.busy)
        if cmd is None:
            return
        before = len(self.game.log)
        if not self.submit(cmd) and len(self.game.log) == before:
            self.bots.refused(self.game, cmd, "the rules refused the command")

    @property
    def bot_to_act(self) -> int | None:
        """The computer seat that is to act now (its turn, or a prompt it answers), or None."""
        p = acting_player(self.game.state)
        return p if p is not None and not self.session.is_human(p) else None

    def _odds_text(self) -> str:
        f = self.inter.focus
        h = self._hover_uid
        if f is None or h is None or ("card", h) not in self.inter.targets(f):
            return ""
        s = self.game.state
        try:
            return attack_odds(s, s.cards[f], s.cards[h]).summary()
        except Exception:
            return ""

    # ------------------------------------------------------------------ drawing
    def _chrome_surface(self) -> pygame.Surface:
        """Everything that changes only with the window size: backdrop and panel bodies."""
        g = self.geo
        assert g is not None
        key = (self.layout.size, self.viewer)
        if self._chrome is None or self._chrome_key != key:
            lay = self.layout
            surf = backdrop(lay.size).copy()
            for r in (*g.panels, g.status, g.actions, g.hand):
                draw_panel(surf, r, lay, shadow=False, border=theme.PANEL_BORDER_DIM)
            shadow = g.board.inflate(lay.px(12), lay.px(12))
            pygame.draw.rect(surf, (0, 0, 0), shadow, border_radius=lay.px(6))
            self._chrome = surf
            self._chrome_key = key
        return self._chrome

    def draw(self, surface: pygame.Surface) -> None:
        if self.geo is None:
            return
        s = self.display
        lay = self.layout
        anim = self.queue.current
        hide = anim.meta.get("hide", frozenset()) if anim is not None else frozenset()
        idle = not self.busy
        surface.blit(self._chrome_surface(), (0, 0))

        # The board, lit spaces, cards.
        self.board.draw_background(surface)
        h = self.inter.highlights() if idle else None
        if h is not None:
            self.board.draw_highlights(
                surface, {p: k for p, k in h.spaces.items() if k not in ("target", "own_target")}
            )
        dragged = self.inter.dragging
        self.board.draw_cards(surface, s, self.stats, hidden=hide | ({dragged} if dragged else set()))
        if h is not None:
            for uid in self.inter.sources():
                c = s.cards.get(uid)
                if c is not None and c.zone == BOARD and c.pos is not None and uid not in h.cards:
                    self.board.draw_ring(surface, c.pos, "source")
            targets = [pos for pos, kind in h.spaces.items() if kind == "target"]
            self.board.draw_targets(surface, targets, self._clock)
            own = [pos for pos, kind in h.spaces.items() if kind == "own_target"]
            self.board.draw_targets(surface, own, self._clock, own=True)
            for uid, kind in h.cards.items():
                c = s.cards.get(uid)
                if c is not None and c.zone == BOARD and c.pos is not None and kind == "selected":
                    self.board.draw_ring(surface, c.pos, kind)
            # While dragging, the picture of the card sits above the space under the pointer
            # (so that space stays in sight): ring that space, when the card may go there, so
            # where it will land reads at a glance.
            under = self.board.pos_at(self.mouse) if dragged is not None else None
            if under is not None and under in h.spaces:
                self.board.draw_ring(surface, under, "hover")

        # Side panels, and the hand below: drawn from the viewer's view of the game, so a card
        # the viewer may not see can only be drawn as a back.
        seen = self.seen
        magic = anim.meta.get("magic") if anim is not None else None
        acting = acting_player(s)
        thinker = self.bots.thinking if idle else None
        for p, panel in self.panels.items():
            moving = (magic[1], magic[2], anim.progress) if magic and magic[0] == p else None
            panel.draw(surface, seen, acting=acting == p, magic_moving=moving, hidden=hide,
                       thinking=self._clock if thinker == p else None)
        if not idle:
            hint = _("Click anywhere to skip the animation.")
        elif self.bot_to_act is not None:
            hint = self._bot_hint(self.bot_to_act)
        else:
            hint = next_step_hint(self.game.state, self.inter, self.viewer)
        self._draw_status(surface, s, hint)

        # Top bar.
        label = (_("Turn {n} · {name}", n=s.turn.number, name=s.players[s.turn.player].name) if s.turn.number
                 else _("Before the game"))
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        self.phase_bar.draw(surface, s.ruleset.phases, s.phase, label, theme.player_tint(s.turn.player),
                            [s.ruleset.phase_name(p) for p in s.ruleset.phases])

        # Right column.
        self.log.draw(surface)
        if self.inter.prompt is not None and idle:
            self.prompt_view.draw(surface, self.game.state)
        else:
            self.actions.draw(surface)
        if self.hands_hidden:
            self._draw_hidden_hands(surface, s)
        else:
            hand = seen.players[self.viewer].hand
            playable = {u for u in self.inter.sources() if u in hand} if idle else set()
            self.hand.draw(
                surface, seen, hand,
                hidden=hide | ({dragged} if dragged else set()),
                raised={self._hover_uid} if self._hover_uid in hand and dragged is None else (),
                playable=playable,
                picked=self.inter.magic_picks,
                label=_("{player}'s hand ({n})", player=s.players[self.viewer].name, n=len(hand)),
            )

        # 1E setup: the dice rolled for the first turn, while the high roller chooses.
        rolls = first_player_rolls(s, self.game.events) if idle else None
        if rolls is not None:
            draw_first_player_rolls(surface, self.board.rect, lay, s, rolls)

        # Animation overlays.
        if anim is not None:
            anim_view.draw(surface, anim, self, s)
        if self._dice_linger is not None and (anim is None or anim.kind != "dice"):
            draw_dice(surface, self.board.rect, lay, self._dice_linger, s.ruleset.die_faces, 1.0,
                      avoid=self.attack_spaces(s))

        # What the pointer carries and points at; the zoom under every tooltip (issue 42: the
        # chance to destroy was drawn under the zoom).
        if dragged is not None and dragged in s.cards:
            self._draw_drag(surface, s, dragged)
        self._draw_zoom(surface, s)
        self._draw_odds(surface)
        on_top = self.stack is None or self.stack.top is self
        if on_top and dragged is None and not self.busy and self._on_own_discard(self.mouse):
            n = len(s.players[self.viewer].discard)
            tip = (_("Your discard pile ({n}): click or press D to look through it", n=n) if n
                   else _("Your discard pile is empty"))
            draw_tooltip(surface, tip, self.panels[self.viewer].pile_rect("discard"), self.layout)
        if on_top and dragged is None and not self.busy and self._on_own_magic_pile(self.mouse):
            n = len(s.players[self.viewer].magic_pile)
            tip = (_("Your magic pile ({n}): click or press M to look through it", n=n) if n
                   else _("Your magic pile is empty: destroy cards or build magic to grow it"))
            draw_tooltip(surface, tip, self.panels[self.viewer].pile_rect("magic"), self.layout)
        tip = self.actions.tooltip() if idle else None
        for b in (self.phase_bar.end_button, self.undo_button, self.menu_button):
            t = b.tooltip()
            if t:
                tip = (t, b.rect)
        if tip:
            draw_tooltip(surface, tip[0], tip[1], lay)
        self.toaster.draw(surface, lay)

    def _draw_hidden_hands(self, surface: pygame.Surface, s: GameState) -> None:
        """The hand strip while nobody in particular holds the device: no cards, and why."""
        lay = self.layout
        turn = s.turn.player
        label = (_("Hands hidden while {player} (computer) plays", player=s.players[turn].name)
                 if not self.session.is_human(turn) else _("Hands hidden"))
        self.hand.draw(surface, self.seen, (), label=label)
        r = self.hand.rect.inflate(-lay.px(24), -lay.px(24))
        px = lay.font_px("small")
        lines = textcache.wrapped(_("Each person's hand shows again after the pass screen for their turn."),
                                  fonts.REGULAR, px, r.width)
        step = fonts.get_font(fonts.REGULAR, px).get_linesize()
        y = r.centery - step * len(lines) // 2
        for line in lines:
            img = textcache.text(line, fonts.REGULAR, px, theme.TEXT_DIM)
            at = surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            note("hand label", line, line, at, r)
            y += step

    def _bot_hint(self, player: int) -> str:
        s = self.game.state
        who = s.players[player].name
        if s.pending is not None and s.pending.player == player and s.turn.player != player:
            doing = _("{player} ({seat}) is deciding how to answer.", player=who,
                      seat=self.session.seat_label(player, short=True))
        else:
            doing = _("{player} ({seat}) is thinking.", player=who, seat=self.session.seat_label(player, short=True))
        if not self.session.any_human:
            return doing + " You are watching: click to skip an animation, Menu to leave."
        return doing + " You can look at any card meanwhile."

    def _draw_status(self, surface: pygame.Surface, s: GameState, hint: str) -> None:
        """Whose phase it is, and under it what to do next (the hint lives where the phase is
        shown, so the action panel keeps its room for what the selected card offers)."""
        g = self.geo
        assert g is not None
        lay = self.layout
        r = g.status.inflate(-lay.px(16), -lay.px(12))
        if r.height <= 0:
            return
        y = r.y
        who = s.players[s.turn.player].name
        px = lay.font_px("small")
        step = fonts.get_font(fonts.REGULAR, px).get_linesize()
        thinker = self.bots.thinking if not self.busy else None
        # Before the game there is no phase (issue 42: "Computer (Normal) · phase").
        stage = (phase_title(s) if s.phase else (_("{player}'s turn", player=who) if s.turn.number
                                                 else _("Who goes first")))
        if thinker is not None:
            # The box holds one line in most windows: the phase is on the bar above, so say
            # who is thinking, with the same breathing dots as in the player's panel.
            name = s.players[thinker].name
            img = textcache.text(_("{player} is thinking", player=name), fonts.BOLD, px, theme.ACCENT)
            if img.get_width() + lay.px(28) > r.width:
                img = textcache.text(_("Thinking"), fonts.BOLD, px, theme.ACCENT)
            surface.blit(img, (r.x, y))
            draw_thinking_dots(surface, (r.x + img.get_width() + lay.px(5), y + step // 2 + lay.px(1)),
                               max(2, lay.px(2)), theme.player_tint(thinker), self._clock)
            y += step
            lines = [(_("{seat} · {phase}", seat=self.session.seat_label(thinker), phase=stage), theme.TEXT_DIM,
                      fonts.REGULAR)]
        else:
            lines = [
                (stage, theme.ACCENT, fonts.BOLD),
                (hint, theme.TEXT, fonts.REGULAR),
            ]
        for text, colour, face in lines:
            # The whole text, else without its last sentence ("Space ends the phase."), at the
            # small size, else at the tiny one; a sentence cut in half reads worse than none.
            for size in (px, lay.font_px("tiny")):
                step = fonts.get_font(face, size).get_linesize()
                shown = text
                wrapped = textcache.wrapped(shown, face, size, r.width)
                while y + step * len(wrapped) > r.bottom and ". " in shown:
                    shown = shown.rsplit(". ", 1)[0] + "."
                    wrapped = textcache.wrapped(shown, face, size, r.width)
                if y + step * len(wrapped) <= r.bottom:
                    break
            else:
                return
            for line in wrapped:
                at = surface.blit(textcache.text(line, face, size, colour), (r.x, y))
                note("status", text, line, at, r)
                y += step

    def _draw_drag(self, surface: pygame.Surface, s: GameState, uid: int) -> None:
        c = s.cards[uid]
        slot = self.hand.slot_rect(s.players[c.owner].hand, uid) if c.zone != BOARD else None
        if c.zone == BOARD or slot is None or self.board.pos_at(self.mouse) is not None:
            size = self.board.card_rect((0, 0)).size
        else:
            size = slot.size
        img = self.card_image(uid, s, size).copy()
        img.set_alpha(215)
        surface.blit(img, self.board.ghost_rect(size, self.mouse))

    def _draw_odds(self, surface: pygame.Surface) -> None:
        text = self._odds_text()
        if not text or self.busy:
            return
        h = self._hover_uid
        c = self.display.cards.get(h) if h is not None else None
        if c is None or c.pos is None:
            return
        draw_tooltip(surface, text, self.board.cell_rect(c.pos), self.layout, side=self._odds_side(c.pos))

    def _odds_side(self, target: tuple[int, int]) -> str:
        """The odds go on the target's far side from the attacker, so they never cover it."""
        f = self.inter.focus
        a = self.display.cards.get(f) if f is not None else None
        if a is None or a.pos is None:
            return "below"
        below = self.board.cell_rect(a.pos).centery > self.board.cell_rect(target).centery
        return "above" if below else "below"

    @property
    def zoom_delay(self) -> float | None:
        """Seconds the pointer rests on a card before it is shown large, as Settings -> Hover
        zoom says (None: never on hover; with "While Alt is held", at once while Alt is)."""
        choice = self.session.hover_zoom()
        if choice == "hold" and not self._alt_held:
            return None
        return HOVER_ZOOM_DELAYS.get(choice, ZOOM_DELAY)

    @property
    def zoomed(self) -> int | None:
        """The card shown large: the pinned one (right-click, whatever the setting), or the one
        hovered long enough (not while dragging)."""
        uid = self.pinned_zoom
        delay = self.zoom_delay
        if uid is None and self.inter.dragging is None and delay is not None and self._hover_time >= delay:
            uid = self._hover_uid
        return uid

    def _draw_zoom(self, surface: pygame.Surface, s: GameState) -> None:
        uid = self.zoomed
        if uid is None:
            return
        c = s.cards.get(uid)
        if c is None or is_hidden(c.defn):
            return
        if uid in hidden_uids(s, self.reader):
            return  # a card the reader may not see is never shown large (a stale pin or hover)
        r, width = self.zoom_placement(s, c)
        img = self.zoom_image(s, c, width)
        img = img.subsurface(pygame.Rect((0, 0), (min(r.width, img.get_width()), min(r.height, img.get_height()))))
        surface.blit(img, r)

    def zoom_placement(self, s: GameState, c: Card) -> tuple[pygame.Rect, int]:
        """Where the zoom of `c` goes and how wide it is drawn: the place that covers none of
        `zoom_keep_clear` and least of the rest (`game.ui.battle.zoom_place`)."""
        lay = self.layout
        g = self.geo
        assert g is not None
        width = max(220, min(lay.px(250), g.left.width + lay.px(40), g.board.width))
        r = place_zoom(g.zoom_candidates(lambda w: self._zoom_size(s, c, w), width, self.mouse),
                       self.zoom_keep_clear(s), g.zoom_spare())
        return r, r.width

    def _zoom_size(self, s: GameState, c: Card, width: int) -> tuple[int, int]:
        """The zoom's size at `width`, kept while the card and the display stay the same (the
        placement asks at each width every frame; the picture's breakdown band is cached for
        one width only)."""
        key = (c.uid, width, self.queue.version, id(s), language_serial(), self.layout.size)
        size = self._zoom_sizes.get(key)
        if size is None:
            if len(self._zoom_sizes) > 64:
                self._zoom_sizes.clear()
            size = self._zoom_sizes[key] = self.zoom_image(s, c, width).get_size()
        return size

    def zoom_keep_clear(self, s: GameState) -> list[pygame.Rect]:
        """What a zoom must never cover (issue 42): the top bar (End phase, Undo, Menu), the
        dice box, the lit spaces and the selected card, the card pointed at and the pointer, the
        chance-to-destroy tooltip."""
        g = self.geo
        assert g is not None
        out = [g.top_bar]
        out += self._dice_boxes(s)
        if not self.busy:
            h = self.inter.highlights()
            out += [self.board.cell_rect(pos) for pos in h.spaces]
            for uid, kind in h.cards.items():
                c = s.cards.get(uid)
                if c is not None and c.zone == BOARD and c.pos is not None and kind == "selected":
                    out.append(self.board.cell_rect(c.pos))
        hovered = self._hovered_rect(s)
        if hovered is not None:
            out.append(hovered)
        if self.mouse[0] >= 0:
            out.append(pygame.Rect(self.mouse, (1, 1)))
        odds = self._odds_rect()
        if odds is not None:
            out.append(odds)
        return out

    def _dice_boxes(self, s: GameState) -> list[pygame.Rect]:
        """The dice shown now: an attack's tray (rolling, or settled and lingering), the 1E
        first-player rolls."""
        lay = self.layout
        out = []
        anim = self.queue.current
        if anim is not None and "dice" in anim.meta:
            box = dice_box(self.board.rect, lay, anim.meta["dice"], s.ruleset.die_faces, anim.progress,
                           avoid=self.attack_spaces(s))
            if box is not None:
                out.append(box)
        if self._dice_linger is not None and (anim is None or anim.kind != "dice"):
            box = dice_box(self.board.rect, lay, self._dice_linger, s.ruleset.die_faces, 1.0,
                           avoid=self.attack_spaces(s))
            if box is not None:
                out.append(box)
        rolls = first_player_rolls(s, self.game.events) if not self.busy else None
        if rolls is not None:
            out.append(first_player_rolls_rect(self.board.rect, lay, s, rolls))
        return out

    def _hovered_rect(self, s: GameState) -> pygame.Rect | None:
        """Where the card under the pointer is drawn (a raised hand card with its rise)."""
        uid = self._hover_uid
        c = s.cards.get(uid) if uid is not None else None
        if c is None or uid is None:
            return None
        if c.zone == BOARD and c.pos is not None:
            return self.board.cell_rect(c.pos)
        if not self.hands_hidden and uid in s.players[self.viewer].hand:
            r = self.hand.slot_rect(s.players[self.viewer].hand, uid)
            if r is not None:
                return r.union(r.move(0, -self.hand.rise))
        for _i, u, r in self.prompt_view.card_options:
            if u == uid:
                return pygame.Rect(r)
        for panel in self.panels.values():
            for u, r in panel.face_up_cards(self.seen):
                if u == uid:
                    return pygame.Rect(r)
        return None

    def _odds_rect(self) -> pygame.Rect | None:
        text = self._odds_text()
        h = self._hover_uid
        c = self.display.cards.get(h) if h is not None else None
        if not text or self.busy or c is None or c.pos is None:
            return None
        screen = pygame.Rect((0, 0), self.layout.size)
        return tooltip_rect(screen, text, self.board.cell_rect(c.pos), self.layout, side=self._odds_side(c.pos))
