"""The replay viewer: a recorded game on the battle screen's board, panels, hands and log, with
a transport to play it, step it and jump anywhere.

The scene never changes the game: it keeps a position along the log (`ReplayModel`) and shows
the state there. Jumps and steps show the new state at once; playback feeds the recorded events
one at a time through the battle's animation queue, so moves slide and dice roll as they did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core import events as ev
from game.core.game import Game
from game.core.geometry import BOARD_COLUMNS, ROWS
from game.core.legal import acting_player
from game.core.state import BOARD, GameState
from game.core.view import is_hidden, view
from game.i18n import N_, _
from game.ui import fonts, terms, theme
from game.ui.backdrop import backdrop
from game.ui.battle import anim_view
from game.ui.battle.animations import Anim, AnimationQueue
from game.ui.battle.board_view import BoardView, board_stats
from game.ui.battle.dice_view import DiceRoll, draw_dice
from game.ui.battle.hand_view import HandView
from game.ui.battle.log_panel import LogPanel
from game.ui.battle.phase_bar import PhaseBar
from game.ui.battle.piles import PlayerPanel
from game.ui.battle.stage import BoardStage, dice_of
from game.ui.layout import Layout
from game.ui.replay.controls import SPEEDS, TimelineSlider, Transport, draw_status_line, speed_text
from game.ui.replay.keys import replay_key
from game.ui.replay.model import ReplayModel
from game.ui.scenes.base import Scene
from game.ui.scenes.game_over import reason_sentence
from game.ui.terms import phase_name
from game.ui.text import draw_text, wrap_text
from game.ui.widgets import Button, draw_panel, draw_tooltip

ZOOM_DELAY = 0.35
COMMAND_PAUSE = 0.35  # seconds (at 1×) between two actions while playing, to follow the game
ALL = None  # the view mode that shows every card


@dataclass(frozen=True)
class ReplayGeometry:
    """The battle screen's arrangement with a transport bar along the bottom, and one hand
    strip per player shown (both in the all-hands view)."""

    top_bar: pygame.Rect
    board: pygame.Rect
    cell: int
    left: pygame.Rect
    top_panel: pygame.Rect
    bottom_panel: pygame.Rect
    log: pygame.Rect
    top_hand: pygame.Rect | None
    bottom_hand: pygame.Rect
    hand_card: tuple[int, int]
    pile_card: tuple[int, int]
    controls: pygame.Rect
    status: pygame.Rect
    slider: pygame.Rect
    buttons: pygame.Rect
    # 3-4 players: a panel in each corner (top left, bottom left, top right, bottom right).
    corners: tuple[pygame.Rect, ...] = ()

    @classmethod
    def for_layout(cls, lay: Layout, both_hands: bool, players: int = 2) -> ReplayGeometry:
        m = lay.px(10)
        W, H = lay.width, lay.height
        top_h = max(lay.px(40), lay.button_height - lay.px(2))
        top_bar = pygame.Rect(m, m, W - 2 * m, top_h)
        small = fonts.font_for(lay, "small").get_linesize()
        pad = lay.px(8)
        status_h = small
        slider_h = max(lay.px(22), 16)
        buttons_h = max(lay.px(32), lay.font_px("small") * 2 + 4)
        controls_h = pad + status_h + lay.px(4) + slider_h + lay.px(6) + buttons_h + pad
        controls = pygame.Rect(m, H - m - controls_h, W - 2 * m, controls_h)
        inner = controls.inflate(-2 * lay.px(12), 0)
        status = pygame.Rect(inner.x, controls.y + pad, inner.width, status_h)
        slider = pygame.Rect(inner.x, status.bottom + lay.px(4), inner.width, slider_h)
        buttons = pygame.Rect(inner.x, slider.bottom + lay.px(6), inner.width, buttons_h)

        y0 = top_bar.bottom + m
        mid_h = controls.top - m - y0
        left_w = max(lay.px(200), 190)
        cell = mid_h // ROWS
        max_cell = (W - 4 * m - left_w - lay.px(330)) // BOARD_COLUMNS
        cell = max(24, min(cell, max_cell))
        left = pygame.Rect(m, y0, left_w, mid_h)
        board = pygame.Rect(left.right + m, y0 + (mid_h - cell * ROWS) // 2, cell * BOARD_COLUMNS, cell * ROWS)
        right = pygame.Rect(board.right + m, y0, W - board.right - 2 * m, mid_h)
        panel_h = (left.height - m) // 2
        top_panel = pygame.Rect(left.x, left.y, left.width, panel_h)
        bottom_panel = pygame.Rect(left.x, left.bottom - panel_h, left.width, panel_h)
        pile_w = lay.px(44)
        pile_card = (pile_w, round(pile_w * 88 / 63))

        label = lay.px(30)  # the hand's name above its cards
        if both_hands:
            log_h = max(lay.px(110), int(right.height * 0.3))
            strip_h = (right.height - log_h - 2 * m) // 2
            card_h = max(40, strip_h - label)
            card_w = min(round(card_h * 63 / 88), int((right.width - lay.px(24)) / 4.2))
            card_h = round(card_w * 88 / 63)
            strip_h = card_h + label
            bottom_hand = pygame.Rect(right.x, right.bottom - strip_h, right.width, strip_h)
            top_hand: pygame.Rect | None = pygame.Rect(right.x, bottom_hand.y - m - strip_h, right.width, strip_h)
            log = pygame.Rect(right.x, right.y, right.width, top_hand.y - m - right.y)
        else:
            card_w = min(lay.px(104), int((right.width - lay.px(24)) / 3.2))
            card_h = round(card_w * 88 / 63)
            strip_h = card_h + label
            bottom_hand = pygame.Rect(right.x, right.bottom - strip_h, right.width, strip_h)
            top_hand = None
            log = pygame.Rect(right.x, right.y, right.width, bottom_hand.y - m - right.y)
        if players > 2:
            return cls._for_teams(lay, top_bar, controls, status, slider, buttons)
        return cls(top_bar, board, cell, left, top_panel, bottom_panel, log, top_hand, bottom_hand,
                   (card_w, card_h), pile_card, controls, status, slider, buttons)

    @classmethod
    def _for_teams(cls, lay: Layout, top_bar: pygame.Rect, controls: pygame.Rect, status: pygame.Rect,
                   slider: pygame.Rect, buttons: pygame.Rect) -> ReplayGeometry:
        """3-4 players: the battle's arrangement (the wide battlefield, a panel per corner, a
        hand under the board) over the transport bar; the log on the left between the panels,
        a second hand (the turn player's teammate's, in the all-hands view) on the right."""
        from game.ui.battle.geometry import BattleGeometry

        g = BattleGeometry.for_teams(replace_height(lay, controls.top))
        top_hand = pygame.Rect(g.actions)
        log = pygame.Rect(g.status.x, g.status.y, g.status.width, g.log.bottom - g.status.y)
        return cls(top_bar, g.board, g.cell, g.left, g.corners[0], g.corners[1], log, top_hand, g.hand,
                   g.hand_card, g.pile_card, controls, status, slider, buttons, g.corners)


def replace_height(lay: Layout, height: int) -> Layout:
    """`lay` cut to its top `height` pixels (same scale): the battle's layout above a bar."""
    from dataclasses import replace

    return replace(lay, height=height)


class ReplayScene(BoardStage, Scene):
    def __init__(
        self,
        game: Game,
        *,
        title: str = "",
        on_back: Callable[[], None] | None = None,
        speed: float = 1.0,
    ) -> None:
        super().__init__()
        self.game = game
        self.model = ReplayModel(game)
        names = [p.name for p in game.setup.players]
        self.title = title or terms.matchup(names)
        self.on_back = on_back
        self.playing = False
        self.speed = speed if speed in SPEEDS else 1.0
        self.mode: int | None = ALL  # ALL, or the player whose view is shown
        self._gap = 0.0  # pause left before the next action while playing
        self.queue = AnimationQueue(
            self.model.state_at(self.model.n), self.speed,
            on_start=self._anim_started, on_applied=self._applied,
        )
        self.board = BoardView()
        pile = game.setup.ruleset.magic_pile
        self.seats = len(game.setup.players)
        self.panels = {p: PlayerPanel(p, pile) for p in range(self.seats)}
        for panel in self.panels.values():
            panel.open_hint = ""  # the replay opens no pile
        self.hands: dict[int, HandView] = {p: HandView() for p in range(self.seats)}
        self.log = LogPanel()
        self.phase_bar = PhaseBar(None)
        self.back_button = Button(N_("Back"), self.back, tooltip=N_("Leave the replay (Esc)"))
        self.slider = TimelineSlider(self._seek, describe=self._describe_fraction)
        self.transport = Transport(
            to_start=lambda: self.jump(self.model.start),
            to_end=lambda: self.jump(self.model.total),
            step_turn=self.step_turn,
            step_command=self.step_command,
            step_event=self.step_event,
            play_pause=self.toggle_play,
            cycle_speed=lambda: self.cycle_speed(1),
            cycle_view=self.cycle_view,
        )
        self._turns: dict[int, tuple[int, int]] = {}  # turn start -> (number, whose)
        self.transport.view_labels = self._view_labels()
        self.geo: ReplayGeometry | None = None
        self._chrome: pygame.Surface | None = None
        self._chrome_key: tuple | None = None
        self._shown: tuple[tuple, GameState] | None = None
        self._stats: tuple[tuple, dict[int, tuple[int, int]]] | None = None
        self._dice: DiceRoll | None = None
        self.mouse = (-1, -1)
        self._hover_uid: int | None = None
        self._hover_time = 0.0
        self._command_ends = frozenset(self.model.command_ends)
        self._sync()

    # ------------------------------------------------------------------ what is shown
    @property
    def n(self) -> int:
        return self.model.n

    @property
    def viewer(self) -> int:
        """Whose side the board is drawn from (Stage protocol for the animations)."""
        return 0 if self.mode is ALL else self.mode

    @property
    def reader(self) -> int:
        """Whose secrets the animations may show (Stage protocol): the viewer's."""
        return self.viewer

    @property
    def full_state(self) -> GameState:
        """The whole state at the position (while an animation plays: before its event)."""
        return self.queue.display

    @property
    def busy(self) -> bool:
        return self.queue.busy

    @property
    def animating(self) -> bool:
        return self.busy or self.playing

    @property
    def state(self) -> GameState:
        """What the viewer may see: everything, or `view(state, player)`."""
        key = (self.queue.version, id(self.queue.display), self.mode)
        if self._shown is None or self._shown[0] != key:
            s = self.queue.display if self.mode is ALL else view(self.queue.display, self.mode)
            self._shown = (key, s)
        return self._shown[1]

    @property
    def stats(self) -> dict[int, tuple[int, int]]:
        key = (self.queue.version, id(self.queue.display), self.mode)
        if self._stats is None or self._stats[0] != key:
            self._stats = (key, board_stats(self.state))
        return self._stats[1]

    def shown_hands(self) -> list[int]:
        """The players whose hands are drawn face up (bottom strip first)."""
        if self.seats > 2:
            if self.mode is not ALL:
                return [self.mode]
            # 3-4 players, all hands: the turn player's hand under the board, a teammate's beside.
            s = self.full_state
            turn = s.turn.player
            return [turn, *(p for p in s.teammates(turn) if p != turn)][:2]
        if self.mode is ALL:
            return [self.viewer, self.game.initial.opponent(self.viewer)]
        return [self.mode]

    # ------------------------------------------------------------------ moving
    def jump(self, n: int) -> None:
        """Show position `n` at once (any animation in progress is dropped)."""
        self.model.jump(n)
        self.queue.reset(self.model.state_at(self.model.n))
        self._gap = 0.0
        dice = self.model.last_dice()
        self._dice = dice_of(dice, self.queue.display) if dice is not None else None
        self._sync()

    def step_event(self, step: int) -> None:
        self.playing = False
        self.jump(self.model.n + step)

    def step_command(self, step: int) -> None:
        self.jump(self.model.step_command(step))

    def step_turn(self, step: int) -> None:
        self.jump(self.model.step_turn(step))

    def _seek(self, fraction: float) -> None:
        self.jump(self.model.position_at(fraction))

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
            if self.busy:
                self.queue.finish_all()
            self._sync()
            return
        if self.model.at_end:
            self.jump(self.model.start)
        self.playing = True
        self._sync()

    def cycle_speed(self, step: int, *, wrap: bool = True) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        i = (i + step) % len(SPEEDS) if wrap else max(0, min(len(SPEEDS) - 1, i + step))
        self.speed = SPEEDS[i]
        self.queue.factor = self.speed
        self._sync()

    def cycle_view(self) -> None:
        modes: list[int | None] = [ALL, *range(self.seats)]
        self.set_mode(modes[(modes.index(self.mode) + 1) % len(modes)])

    def set_mode(self, mode: int | None) -> None:
        if mode == self.mode:
            return
        self.mode = mode
        self.relayout()
        self._sync()

    def back(self) -> None:
        self.playing = False
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    def _view_labels(self) -> list[str]:
        """Every text the view button can show: all hands, then each player's eyes."""
        names = [p.name for p in self.game.setup.players]
        return [_("All hands"), *(_("{name}'s view", name=n) for n in names)]

    def retranslate(self) -> None:
        self.transport.view_labels = self._view_labels()
        self._sync()
        self._chrome = None  # drawn ahead with the old words
        super().retranslate()

    def _describe_fraction(self, fraction: float) -> str:
        start = self.model.turn_starts[self.model.turn_index(self.model.position_at(fraction))]
        number, player = self._turn_at(start)
        return _("Turn {n}: {name}", n=number, name=self.game.setup.players[player].name)

    def _sync(self) -> None:
        """Bring the controls and the log in line with the position."""
        m = self.model
        self.log.set_lines(m.visible_lines(m.n, self.mode))
        self.slider.value = m.fraction()
        t = self.transport
        t.play.text = N_("Pause") if self.playing else N_("Play")
        t.speed.text = _("Speed {speed}", speed=speed_text(self.speed))
        t.view.text = t.view_labels[0 if self.mode is ALL else 1 + self.mode]
        for b in (t.start, t.turn_back, t.command_back, t.event_back):
            b.set_enabled(not m.at_start, N_("This is the start of the game."))
        for b in (t.end, t.turn_forward, t.command_forward, t.event_forward):
            b.set_enabled(not m.at_end, N_("This is the end of the game."))

    # ------------------------------------------------------------------ playback
    def _anim_started(self, anim: Anim, state: GameState) -> None:
        if anim.kind not in ("pop", "resolve", "destroy", "magic", "dice", "discard"):
            self._dice = None
        anim_view.prepare(anim, state, self)

    def _applied(self, event: ev.Event, state: GameState) -> None:
        self.model.n += 1
        if (isinstance(event, ev.DiceRolled) and event.purpose == "attack") or isinstance(event, ev.DiceCounted):
            self._dice = self.dice_for(event, state)
        elif isinstance(event, ev.AttackResolved) and self._dice is not None:
            self._dice = self._dice.resolved(event.hits, event.damage)
        if self.model.n in self._command_ends:
            self._gap = COMMAND_PAUSE
        self._sync()

    def update(self, dt: float) -> None:
        self.queue.factor = self.speed
        if self.playing:
            self.queue.update(dt)
            if not self.busy:
                if self._gap > 0:
                    self._gap -= dt * self.speed
                elif self.model.at_end:
                    self.playing = False
                    self._sync()
                else:
                    self.queue.push([self.model.events[self.model.n]])
        elif self.busy:
            self.queue.finish_all()
        self.back_button.update(dt)
        self.transport.update(dt)
        self.slider.update(dt)
        self._hover_time += dt

    # ------------------------------------------------------------------ layout
    def relayout(self) -> None:
        lay = self.layout
        g = ReplayGeometry.for_layout(lay, both_hands=self.mode is ALL, players=self.seats)
        self.geo = g
        v = self.viewer
        field = self.game.initial.geo
        self.board.place(g.board, g.cell, v, field)
        if g.corners:
            for p, panel in self.panels.items():
                home = self.board.cell_rect(field.to_board(p, 0, 0))
                left = home.centerx < self.board.rect.centerx
                top = home.centery < self.board.rect.centery
                panel.place(g.corners[(0 if left else 2) + (0 if top else 1)], lay, g.pile_card,
                            own=self.mode is ALL or p == self.mode, compact=True)
            self._place_hands()
        else:
            # All hands: both panels as "own" (discard tops face up; the hands are on the right).
            self.panels[v].place(g.bottom_panel, lay, g.pile_card, own=True)
            other = self.game.initial.opponent(v)
            self.panels[other].place(g.top_panel, lay, g.pile_card, own=self.mode is ALL)
            self.hands[v].place(g.bottom_hand, g.hand_card, lay)
            self.hands[other].place(g.top_hand or pygame.Rect(0, 0, 0, 0), g.hand_card, lay)
        self.back_button.layout = lay
        back_w = max(lay.px(90), self.back_button.label_width() + lay.px(20))
        self.back_button.place(pygame.Rect(g.top_bar.right - back_w, g.top_bar.y, back_w, g.top_bar.height), lay)
        bar = pygame.Rect(g.top_bar.x, g.top_bar.y, g.top_bar.width - back_w - lay.px(8), g.top_bar.height)
        self.phase_bar.place(bar, lay, g.left.width)
        self.log.place(g.log, lay)
        self.slider.place(g.slider, lay)
        self.transport.place(g.buttons, lay)
        m = self.model
        span = max(1, m.total - m.start)
        self.slider.ticks = [(t - m.start) / span for t in m.turn_starts]
        self.slider.tick_tints = [theme.player_tint(self._turn_at(t)[1]) for t in m.turn_starts]
        self._chrome = None

    def _place_hands(self) -> None:
        """3-4 players: the shown hands (they follow the turn in the all-hands view) in the
        strip under the board and the one on the right; the others nowhere."""
        g = self.geo
        if g is None or not g.corners:
            return
        shown = self.shown_hands()
        for p, hand in self.hands.items():
            if p in shown:
                rect = g.bottom_hand if p == shown[0] else (g.top_hand or pygame.Rect(0, 0, 0, 0))
            else:
                rect = pygame.Rect(0, 0, 0, 0)
            hand.place(rect, g.hand_card, self.layout)

    def _turn_at(self, n: int) -> tuple[int, int]:
        """(turn number, whose turn) at turn start `n`, asked once each."""
        if n not in self._turns:
            t = self.model.timeline.state_at(n).turn
            self._turns[n] = (t.number, t.player)
        return self._turns[n]

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            uid = self.card_at(event.pos)
            if uid != self._hover_uid:
                self._hover_uid = uid
                self._hover_time = 0.0
        if self.slider.handle_event(event):
            return True
        if self.transport.handle_event(event) or self.back_button.handle_event(event):
            self._sync()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for p in self.shown_hands():  # the discard piles this view may see
                if self.panels[p].pile_rect("discard").collidepoint(event.pos):
                    return self.open_discard_pile(p)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        return self.log.handle_event(event)

    def open_discard_pile(self, player: int) -> bool:
        """Look through a discard pile this view may see (both in the all-hands view, else only
        the viewing player's), as it is at this moment of the game."""
        if player not in self.shown_hands() or self.stack is None:
            return False
        from game.ui.scenes.pile_view import discard_pile_scene

        name = self.state.players[player].name
        self.stack.push(discard_pile_scene(self.state, player, _("{name}'s discard pile is empty here.", name=name)))
        return True

    def _on_key(self, event: pygame.event.Event) -> bool:
        if not replay_key(self, event, self.step_command):
            return False
        self._sync()
        return True

    def card_at(self, point: tuple[int, int]) -> int | None:
        """The face-up card under the pointer (board, a shown hand, active events)."""
        s = self.state
        pos = self.board.pos_at(point)
        if pos is not None:
            return s.board.get(pos)
        if self.geo is None:
            return None
        for p in self.shown_hands():
            uid = self.hands[p].card_at(point, s.players[p].hand)
            if uid is not None:
                return uid
        for panel in self.panels.values():
            for uid, r in panel.face_up_cards(s):
                if r.collidepoint(point):
                    return uid
        return None

    # ------------------------------------------------------------------ Stage (animations)
    def hand_view(self, player: int) -> HandView | None:
        return self.hands[player] if player in self.shown_hands() else None

    # ------------------------------------------------------------------ drawing
    def _chrome_surface(self) -> pygame.Surface:
        g = self.geo
        assert g is not None
        key = (self.layout.size, self.mode)
        if self._chrome is None or self._chrome_key != key:
            lay = self.layout
            surf = backdrop(lay.size).copy()
            rects = [*(g.corners or (g.top_panel, g.bottom_panel)), g.bottom_hand, g.controls]
            if g.top_hand is not None:
                rects.append(g.top_hand)
            for r in rects:
                draw_panel(surf, r, lay, shadow=False, border=theme.PANEL_BORDER_DIM)
            shadow = g.board.inflate(lay.px(12), lay.px(12))
            pygame.draw.rect(surf, (0, 0, 0), shadow, border_radius=lay.px(6))
            self._chrome = surf
            self._chrome_key = key
        return self._chrome

    def draw(self, surface: pygame.Surface) -> None:
        g = self.geo
        if g is None:
            return
        lay = self.layout
        s = self.state
        anim = self.queue.current
        hide = anim.meta.get("hide", frozenset()) if anim is not None else frozenset()
        surface.blit(self._chrome_surface(), (0, 0))

        self.board.draw_background(surface)
        self.board.draw_cards(surface, s, self.stats, hidden=hide)
        if anim is None:
            for uid in self.model.recent_cards():
                c = s.cards.get(uid)
                if c is not None and c.zone == BOARD and c.pos is not None:
                    self.board.draw_ring(surface, c.pos, "hover")
        magic = anim.meta.get("magic") if anim is not None else None
        acting = acting_player(s)
        for p, panel in self.panels.items():
            moving = (magic[1], magic[2], anim.progress) if magic and anim and magic[0] == p else None
            panel.draw(surface, s, acting=acting == p, magic_moving=moving, hidden=hide)

        who = s.players[s.turn.player].name
        label = _("Turn {n} · {name}", n=s.turn.number, name=who)
        self.phase_bar.draw(surface, s.ruleset.phases, s.phase, label, theme.player_tint(s.turn.player),
                            [phase_name(s.ruleset, p) for p in s.ruleset.phases])
        self.back_button.draw(surface)
        self.log.draw(surface)
        self._place_hands()
        for p in self.shown_hands():
            hand = s.players[p].hand
            self.hands[p].draw(
                surface, s, hand, hidden=hide,
                raised={self._hover_uid} if self._hover_uid in hand else (),
                label=_("{name}'s hand ({n})", name=s.players[p].name, n=len(hand)),
            )

        if anim is not None:
            anim_view.draw(surface, anim, self, s)
        if self.model.at_end and not self.busy and s.over:
            self._draw_result(surface, s)
        elif self._dice is not None and (anim is None or anim.kind != "dice"):
            draw_dice(surface, self.board.rect, lay, self._dice, s.ruleset.die_faces, 1.0,
                      avoid=self.attack_spaces(s))

        self._draw_controls(surface)
        self._draw_zoom(surface, s)
        tip = self.transport.tooltip()
        for w in (self.back_button, self.slider):
            t = w.tooltip()
            if t:
                tip = (t, w.rect if w is not self.slider else pygame.Rect(self.mouse[0], w.rect.y, 1, w.rect.height))
        if tip:
            draw_tooltip(surface, tip[0], tip[1], lay)

    def _draw_controls(self, surface: pygame.Surface) -> None:
        g = self.geo
        assert g is not None
        draw_status_line(surface, self.layout, g.status, self.title, self.position_words())
        self.slider.draw(surface)
        self.transport.draw(surface)

    def position_words(self) -> list[str]:
        """Where the replay is, as the status line says it ("Turn 8 of 15", "Action ...")."""
        m = self.model
        s = self.full_state
        # the game's own turn numbers, as the header and the log give them (counting the turn
        # starts put a 1st-edition game's first-player roll down as a turn of its own)
        where = [
            _("Turn {n} of {total}", n=max(1, s.turn.number), total=max(1, m.game.state.turn.number)),
            _("Action {n} of {total}", n=m.command_index(), total=m.commands),
            _("Event {n} of {total}", n=m.n - m.start, total=m.total - m.start),
        ]
        if self.playing:
            where.insert(0, _("Playing at {speed}", speed=speed_text(self.speed)))
        elif s.pending is not None and m.at_end and not s.over:
            where.insert(0, _("Waiting for {name}", name=s.players[s.pending.player].name))
        return where

    def _draw_result(self, surface: pygame.Surface, s: GameState) -> None:
        """The end of the game: who won and why, in a band across the board."""
        lay = self.layout
        last = next((e for e in reversed(self.model.events) if isinstance(e, ev.GameWon)), None)
        title = _("Draw") if s.winner is None else _("{name} wins", name=s.players[s.winner].name)
        reason = _("{reason}.", reason=reason_sentence(last.reason)) if last is not None and last.reason else ""
        tint = theme.ACCENT if s.winner is None else theme.player_tint(s.winner)
        board = self.board.rect
        head = fonts.font_for(lay, "heading", fonts.BOLD)
        body = fonts.font_for(lay, "body")
        lines = wrap_text(reason, body, board.width - lay.px(24)) if reason else []
        band = pygame.Rect(board.x, 0, board.width,
                           head.get_linesize() + len(lines) * body.get_linesize() + lay.px(20))
        band.centery = board.centery
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        layer.fill((*theme.TOOLTIP_BG, 230))
        w = max(2, lay.px(3))
        pygame.draw.line(layer, tint, (0, 1), (band.width, 1), w)
        pygame.draw.line(layer, tint, (0, band.height - 2), (band.width, band.height - 2), w)
        surface.blit(layer, band.topleft)
        y = band.y + lay.px(10)
        draw_text(surface, title, head, tint if s.winner is not None else theme.TEXT, (band.centerx, y),
                  anchor="midtop", max_width=band.width - lay.px(16))
        y += head.get_linesize()
        for line in lines:
            draw_text(surface, line, body, theme.TEXT, (band.centerx, y), anchor="midtop")
            y += body.get_linesize()

    def _draw_zoom(self, surface: pygame.Surface, s: GameState) -> None:
        uid = self._hover_uid
        if uid is None or self._hover_time < ZOOM_DELAY or self.busy:
            return
        c = s.cards.get(uid)
        if c is None or is_hidden(c.defn):
            return
        lay = self.layout
        g = self.geo
        assert g is not None
        width = max(220, min(lay.px(250), g.left.width + lay.px(40)))
        img = self.zoom_image(s, c, width)
        r = img.get_rect()
        if self.mouse[0] > lay.width // 2:
            r.left = g.left.x
        else:
            r.right = lay.width - lay.px(10)
        r.centery = self.mouse[1] if self.mouse[1] >= 0 else lay.height // 2
        r.clamp_ip(lay.rect)
        surface.blit(img, r)

