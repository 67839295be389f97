"""The Warrior table: where people and computers play a game of Warrior.

The scene holds a `Match` and never changes a state: a player's click or drag becomes a command
submitted to the match; the events that come back are animated step by step (`steps`), and the
table is drawn from the viewer's view of each step's states (`table_view`). Who the viewer is:
the one person at the table, or, hot-seat, the person the device was passed to (the pass screen
between them hides the table); while a computer thinks, and when nobody holds the device, the
table is the public one (`view(state, None)`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.engine.match import Match
from game.engine.protocol import Rejection
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.backdrop import backdrop, dim
from game.ui.scenes.base import Scene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.text import draw_text
from game.ui.warrior import bots
from game.ui.warrior.battle_view import battle_rect, draw_battle
from game.ui.warrior.card_face import draw_card
from game.ui.warrior.menu import MenuEntry, WarriorMenuScene
from game.ui.warrior.seats import SeatSpec, persons
from game.ui.warrior.steps import SCORE_PER_COLUMN, Step, steps_for
from game.ui.warrior.table_layout import DISCARD, DRAW, TableLayout
from game.ui.warrior.table_view import Marks, draw_table, layout_for, seat_tint
from game.ui.warrior.tracker_view import draw_tracker, tracker_rect
from game.ui.warrior.words import (
    assassin_sentence,
    drums_sentence,
    event_line,
    final_turn_warning,
    rules_text,
    skill_sentence,
    total_sentence,
    zone_name,
)
from game.ui.widgets import Button, Toaster, draw_panel, draw_tooltip
from game.ui.widgets.toast import ERROR
from game.warrior.core import commands as cmds
from game.warrior.core import events as ev
from game.warrior.core.rules import WARRIOR
from game.warrior.core.state import CAPTAINS, HIDDEN, OPENING, WarriorState

DRAG_START = 6  # pixels the pointer moves before a press becomes a drag
BOT_PAUSE = 0.45  # seconds between a computer's moves, so people can follow them
LOG_LINES = 3
NOT_YOURS = N_("Put the card into your own army.")
PASS_BUTTON = N_("I am {name}: show my army")
PASS_ADVICE = N_("The other players should look away, then click the button.")
PASS_HEADLINE = N_("{name}, it is your move.")

Target = Any  # ("slot", seat, row, column) | ("pile", name) | ("drawn",) | ("column", seat, column)


@dataclass
class Drag:
    source: Target
    start: tuple[int, int]
    card: int | None  # what the dragged card shows (HIDDEN: a back)
    moved: bool = False


class WarriorTableScene(Scene):
    def __init__(
        self,
        match: Match,
        seats: Sequence[SeatSpec],
        *,
        on_exit: Callable[[], None] | None = None,
        on_new_game: Callable[[], None] | None = None,
        on_again: Callable[[], None] | None = None,
        animation_factor: float | None = 1.0,
        make_worker: Callable[[str, int], Any] = bots.make_worker,
        pass_at_start: bool = True,
    ) -> None:
        super().__init__()
        if len(seats) != match.state.seats:
            raise ValueError("one seat spec for each player of the match")
        self.match = match
        self.seats = tuple(seats)
        self.persons = persons(self.seats)
        self.on_exit = on_exit
        self.on_new_game = on_new_game
        self.on_again = on_again
        # Set by whoever keeps the game's saves: watch this game's replay (the game-over
        # screen offers it once the game is over).
        self.on_watch: Callable[[], None] | None = None
        self.speed = animation_factor  # how much faster than normal; None: no animations
        self.queue: list[Step] = []
        self.seen: list[Any] = [e for entry in match.log for e in entry.events]
        self.holder: int | None = self.persons[0] if len(self.persons) == 1 else None
        if not pass_at_start and self.persons:
            self.holder = self._person_to_act()
        self.workers = {i: make_worker(s.level, s.seed) for i, s in enumerate(self.seats) if not s.person}
        self.thinking: int | None = None
        self.bot_wait = 0.0
        self.passing = False
        self.over_shown = False
        self.show_tracker = False
        self.toaster = Toaster()
        self.drag: Drag | None = None
        self.mouse = (0, 0)
        self.extra_entries: list[tuple[MenuEntry, str]] = []
        self.drums = Button(N_("Beat the war drums"), self._beat_drums, hotkey=pygame.K_b,
                            tooltip=N_("Instead of drawing: everyone else has one final turn, then the battle (B)"))
        self.menu_button = Button(N_("Menu"), self.open_menu, tooltip=N_("Help, quit (Esc)"), role="small")
        self.tracker_button = Button(N_("Army Tracker"), self._toggle_tracker, hotkey=pygame.K_t,
                                     tooltip=N_("Everyone's casualties on the board (T)"), role="small")
        self.buttons = [self.drums, self.menu_button, self.tracker_button]
        self.sync_buttons()

    # ------------------------------------------------------------------ who sees, who acts
    @property
    def state(self) -> WarriorState:
        return self.match.state

    def names(self) -> tuple[str, ...]:
        return self.state.setup.players

    def viewer(self) -> int | None:
        """Whose view the table shows: the one person at the table, else the person holding the
        device (hot-seat), else nobody (the public table)."""
        if len(self.persons) == 1:
            return self.persons[0]
        return self.holder

    def _person_to_act(self) -> int | None:
        """The person whose move it is. While a computer may act too (the opening, where every
        Blue Zone player turns a column up in any order), the computers go first: the device is
        passed to a person only once no computer is left to act, or a person handed the device
        would have it taken back at once for the computer's turn."""
        acting = WARRIOR.acting_seats(self.state)
        if any(not self.seats[s].person for s in acting):
            return None
        people = [s for s in acting if self.seats[s].person]
        return people[0] if people else None

    def controller(self) -> int | None:
        """The seat the pointer plays for now: the viewer, when it is theirs to act and nothing
        is being animated."""
        if self.queue or self.passing or self.thinking is not None:
            return None
        v = self.viewer()
        if v is None or v not in WARRIOR.acting_seats(self.state):
            return None
        if [s for s in WARRIOR.acting_seats(self.state) if not self.seats[s].person]:
            return None  # the computers of the opening choose first
        return v

    def legal(self) -> list[cmds.Command]:
        seat = self.controller()
        return [] if seat is None else WARRIOR.legal_commands(self.state, seat)

    def targets(self) -> dict[Target, cmds.Command]:
        """The lit targets and the command each stands for: exactly the legal commands."""
        out: dict[Target, cmds.Command] = {}
        for c in self.legal():
            if isinstance(c, cmds.TurnColumnFaceUp):
                out[("column", c.seat, c.column)] = c
            elif isinstance(c, cmds.DrawFromDrawPile):
                out[("pile", DRAW)] = c
            elif isinstance(c, cmds.DrawFromDiscardPile | cmds.DiscardDrawnCard):
                out[("pile", DISCARD)] = c
            elif isinstance(c, cmds.SwapIntoArmy):
                out[("slot", c.seat, c.row, c.column)] = c
            elif isinstance(c, cmds.BeatWarDrums):
                out[("drums",)] = c
        return out

    # ------------------------------------------------------------------ what is shown
    def shown_state(self) -> WarriorState:
        """The whole state the table stands at: before the step being animated."""
        return self.queue[0].before if self.queue else self.state

    def shown_view(self) -> WarriorState:
        """What the viewer may see of the table now (the only state drawn)."""
        v = self.viewer()
        step = self.queue[0] if self.queue else None
        if step is not None and isinstance(step.event, ev.ArmyRevealed):
            return _revealing(WARRIOR.view(step.before, v), WARRIOR.view(step.after, v), step)
        if step is not None and type(step.event) in _SHOW_AFTER:
            return WARRIOR.view(step.after, v)
        return WARRIOR.view(self.shown_state(), v)

    def table_rect(self) -> pygame.Rect:
        lay = self.layout
        top, bottom = self._top_h(), self._bottom_h()
        return pygame.Rect(lay.pad, top, lay.width - lay.pad * 2, lay.height - top - bottom)

    def _top_h(self) -> int:
        lay = self.layout
        return fonts.font_for(lay, "body").get_linesize() * 2 + lay.px(18)

    def _bottom_h(self) -> int:
        lay = self.layout
        return max(lay.button_height, fonts.font_for(lay, "small").get_linesize() * LOG_LINES) + lay.px(16)

    def table_layout(self) -> TableLayout:
        return layout_for(self.table_rect(), self.layout, self.shown_view())

    # ------------------------------------------------------------------ menu (saves add entries here)
    def menu_entries(self) -> list[MenuEntry]:
        """Resume, the entries added with `add_menu_entry`, Help, Quit to title."""
        base = [
            MenuEntry("resume", N_("Resume"), lambda: None),
            MenuEntry("help", N_("Help"), self.open_help),
            MenuEntry("quit", N_("Quit to title"), self.quit_to_title),
        ]
        for entry, before in self.extra_entries:
            keys = [e.key for e in base]
            base.insert(keys.index(before) if before in keys else len(base) - 1, entry)
        return base

    def add_menu_entry(self, label: str, action: Callable[[], None], *, key: str = "",
                       enabled: Callable[[], bool] = lambda: True, before: str = "help") -> None:
        """Add an entry to the menu (Esc), e.g. `add_menu_entry(N_("Save game"), save)` or
        `add_menu_entry(N_("Undo"), undo, enabled=can_undo)`: `label` marked with `N_`, placed
        before the entry `before` ("help" or "quit"; default: after Resume). `action` runs once
        the menu has closed."""
        self.extra_entries.append((MenuEntry(key or label, label, action, enabled), before))

    def replace_match(self, match: Match) -> None:
        """Play on from `match` instead (an undo, a loaded game): what was being animated or
        thought about is dropped, and the table shows the new state at once."""
        if match.state.seats != len(self.seats):
            raise ValueError("the match has another number of players than this table")
        self._cancel_bots()
        self.match = match
        self.queue.clear()
        self.drag = None
        self.over_shown = False
        self.seen = [e for entry in match.log for e in entry.events]
        if len(self.persons) > 1:
            self.holder = None  # hot-seat: the device is passed again before any army shows
        self.sync_buttons()

    def open_menu(self) -> None:
        if self.stack is not None:
            self.stack.push(WarriorMenuScene(self.menu_entries()))

    def open_help(self) -> None:
        from game.ui.warrior.help import WarriorHelpScene

        if self.stack is not None:
            self.stack.push(WarriorHelpScene())

    def quit_to_title(self) -> None:
        self._cancel_bots()
        if self.on_exit is not None:
            self.on_exit()
        elif self.stack is not None:
            self.stack.pop()

    def leave(self) -> None:
        """The table is gone for good: every bot's worker is closed (a bot process ends here,
        not when the program does)."""
        for w in self.workers.values():
            w.close()
        self.thinking = None

    def _cancel_bots(self) -> None:
        for w in self.workers.values():
            w.cancel()
        self.thinking = None

    def _toggle_tracker(self) -> None:
        self.show_tracker = not self.show_tracker

    # ------------------------------------------------------------------ commands
    def submit(self, command: cmds.Command) -> bool:
        """Give `command` to the match; its events are queued to animate, a refusal is shown."""
        before = self.match.state
        out = self.match.submit(command)
        if isinstance(out, Rejection):
            self.toaster.show(rules_text(out.reason), ERROR)
            return False
        self.queue.extend(steps_for(before, out))
        self._start_step()
        self.sync_buttons()
        return True

    def _beat_drums(self) -> None:
        c = self.targets().get(("drums",))
        seat = self.controller()
        if seat is not None:
            self.submit(c if c is not None else cmds.BeatWarDrums(seat))

    def _start_step(self) -> None:
        while self.queue and self.queue[0].t == 0.0 and not self.queue[0].info.get("started"):
            step = self.queue[0]
            step.info["started"] = True
            self.seen.extend(step.events)
            if step.duration > 0 and self.speed:
                return
            self.queue.pop(0)

    def _advance(self, dt: float) -> None:
        if not self.queue:
            return
        if not self.speed:
            while self.queue:
                self.queue[0].t = self.queue[0].duration
                self.queue.pop(0)
                self._start_step()
            return
        step = self.queue[0]
        step.t += dt * self.speed
        if step.done:
            self.queue.pop(0)
            self._start_step()

    def skip_step(self) -> None:
        """A click while the table animates: on to the next step."""
        if self.queue:
            self.queue[0].t = self.queue[0].duration

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        self.toaster.update(dt)
        for b in self.buttons:
            b.update(dt)
        self._advance(dt)
        if not (self.queue or self.passing):
            if self.state.phase == "over":
                self._game_over()
            else:
                self._drive_bots(dt)
                if self.thinking is None:
                    self._pass_if_needed()
        self.sync_buttons()

    def sync_buttons(self) -> None:
        """The drums button is on exactly when beating them is a legal command now."""
        self.drums.set_enabled(("drums",) in self.targets(), N_("Not now"))

    def _drive_bots(self, dt: float) -> None:
        acting = WARRIOR.acting_seats(self.state)
        computers = [s for s in acting if not self.seats[s].person]
        if not computers:
            return
        seat = computers[0]
        if len(self.persons) > 1:
            self.holder = None  # hot-seat: no person's cards while a computer plays
        worker = self.workers[seat]
        if self.thinking != seat:
            self.bot_wait += dt
            if self.speed and self.bot_wait < BOT_PAUSE / self.speed:
                return
            self.bot_wait = 0.0
            self.thinking = seat
            worker.start(self.state, seat)
        command = worker.poll()
        if command is not None:
            self.thinking = None
            self.submit(command)

    def _pass_if_needed(self) -> None:
        seat = self._person_to_act()
        if seat is None or seat == self.holder:
            return
        if len(self.persons) == 1:
            self.holder = seat
            return
        if self.stack is None or self.stack.top is not self:
            return
        self.passing = True
        self.holder = None
        self.stack.push(PassDeviceScene(self.names()[seat], seat_tint(seat), lambda: self._took_device(seat),
                                        button_text=PASS_BUTTON, advice=PASS_ADVICE, headline=PASS_HEADLINE))

    def _took_device(self, seat: int) -> None:
        self.passing = False
        self.holder = seat

    def _game_over(self) -> None:
        if self.over_shown or self.stack is None or self.stack.top is not self:
            return
        from game.ui.warrior.game_over import WarriorGameOverScene

        self.over_shown = True
        s = self.state
        self.stack.push(WarriorGameOverScene(s.setup.players, s.casualties, s.winners,
                                             on_again=self.on_again, on_new=self.on_new_game,
                                             on_menu=self.quit_to_title, on_replay=self.on_watch))

    @property
    def animating(self) -> bool:
        return bool(self.queue or self.thinking is not None or self.toaster.toasts or self.drag
                    or any(s in self.workers for s in WARRIOR.acting_seats(self.state)))

    # ------------------------------------------------------------------ input
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        tl = self.table_layout()
        if tl.drawn.collidepoint(pos):
            return ("drawn",)
        pile = tl.pile_at(pos)
        if pile is not None:
            return ("pile", pile)
        if self.state.phase == OPENING:
            column = tl.column_at(pos)
            if column is not None:
                return ("column", *column)
        slot = tl.slot_at(pos)
        if slot is not None:
            seat, row, column = slot
            if self.state.phase == OPENING:
                return ("column", seat, column)
            return ("slot", seat, row, column)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.drag is not None:
                    self.drag = None
                elif self.show_tracker:
                    self.show_tracker = False
                else:
                    self.open_menu()
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.queue:
                self.skip_step()
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None and not self.drag.moved:
                dx, dy = event.pos[0] - self.drag.start[0], event.pos[1] - self.drag.start[1]
                self.drag.moved = dx * dx + dy * dy >= DRAG_START * DRAG_START
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.queue:
                self.skip_step()
                return True
            if self.show_tracker:  # the board over the table: a click puts it away
                self.show_tracker = False
                return True
            self._press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._release(event.pos)
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> None:
        seat = self.controller()
        if seat is None:
            return
        t = self.target_at(pos)
        s = self.shown_view()
        if t == ("drawn",) and s.drawn is not None:
            self.drag = Drag(t, pos, s.drawn)
        elif t == ("pile", DRAW) and s.drawn is None and s.draw_pile:
            self.drag = Drag(t, pos, HIDDEN)
        elif t == ("pile", DISCARD) and s.drawn is None and s.discard_pile:
            self.drag = Drag(t, pos, s.discard_pile[-1])
        else:
            self.drag = Drag(t, pos, None)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        seat = self.controller()
        if drag is None or seat is None:
            return
        drop = self.target_at(pos)
        if not drag.moved:
            self._click(seat, drag.source)
            return
        if drag.source in (("pile", DRAW), ("pile", DISCARD)):
            self._click(seat, drag.source)
            if drag.source == ("pile", DISCARD) and drop is not None and drop[0] == "slot" and self.state.drawn is not None:
                self._click(seat, drop)  # the discard pile's card dropped straight into the army
        elif drag.source == ("drawn",) and drop is not None:
            self._click(seat, drop)

    def _click(self, seat: int, target: Target | None) -> None:
        if target is None:
            return
        s = self.state
        kind = target[0]
        if kind == "column":
            if target[1] != seat:
                self.toaster.show(_("Turn a column of your own army face up."), ERROR)
                return
            self.submit(cmds.TurnColumnFaceUp(seat, target[2]))
        elif kind == "pile" and s.drawn is None:
            self.submit(cmds.DrawFromDrawPile(seat) if target[1] == DRAW else cmds.DrawFromDiscardPile(seat))
        elif kind == "pile" and target[1] == DISCARD:
            self.submit(cmds.DiscardDrawnCard(seat))
        elif kind == "slot":
            if s.drawn is None:
                return
            if target[1] != seat:
                self.toaster.show(_(NOT_YOURS), ERROR)
                return
            self.submit(cmds.SwapIntoArmy(seat, target[2], target[3]))

    # ------------------------------------------------------------------ layout and drawing
    def relayout(self) -> None:
        lay = self.layout
        self.drums.place(pygame.Rect(0, 0, 1, 1), lay)
        bw = max(lay.px(210), self.drums.label_width() + lay.px(30))
        self.drums.place(pygame.Rect(lay.width - lay.pad - bw, lay.height - lay.button_height - lay.px(8), bw,
                                     lay.button_height), lay)
        sh = fonts.font_for(lay, "small", fonts.BOLD).get_linesize() + lay.px(12)
        x = lay.width - lay.pad
        for b in (self.menu_button, self.tracker_button):
            w = fonts.font_for(lay, "small", fonts.BOLD).size(_(b.text))[0] + lay.px(24)
            x -= w
            b.place(pygame.Rect(x, lay.px(8), w, sh), lay)
            x -= lay.gap

    def prompt(self) -> str:
        """The line at the top: what the player at the device is to do, or who is acting (read
        from the viewer's view, as everything drawn)."""
        s = self.shown_view()
        names = self.names()
        seat = self.controller()
        if s.phase == "over":
            return _("The game is over")
        if self.queue:
            battle = (ev.ArmyRevealed, ev.AssassinStruck, ev.BattleScored, ev.TrackerMoved, ev.ZoneChanged)
            return _("The battle") if isinstance(self.queue[0].event, battle) else ""
        if self.thinking is not None:
            return _("{player} (computer) is thinking…", player=names[self.thinking])
        if seat is not None and s.phase == OPENING:
            return _("{player}: choose the column to turn face up (click it)", player=names[seat])
        if seat is not None and s.drawn is None:
            return _("{player}: draw a card (draw pile or discard pile) or beat the war drums",
                     player=names[seat])
        if seat is not None and s.drawn_from == DISCARD:
            return _("{player}: put the card into your army (it came from the discard pile)", player=names[seat])
        if seat is not None:
            return _("{player}: drop the card on your army or on the discard pile", player=names[seat])
        acting = WARRIOR.acting_seats(self.state)  # who acts is public
        if acting:
            return _("Waiting for {player}", player=names[acting[0]])
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        view = self.shown_view()
        viewer = self.viewer()
        marks = self._marks(view, viewer)
        tl = draw_table(surface, self.table_rect(), lay, view, viewer, marks)
        self._draw_top(surface, view)
        self._draw_log(surface)
        self.drums.draw(surface)
        self.menu_button.draw(surface)
        self.tracker_button.draw(surface)
        if self.queue:
            self._draw_step(surface, tl, self.queue[0], viewer)
        elif self.show_tracker:
            dim(surface)
            self._draw_tracker(surface, view.casualties, None)
        if self.drag is not None and self.drag.moved and self.drag.card is not None:
            r = pygame.Rect((0, 0), tl.card)
            r.center = self.mouse
            draw_card(surface, r, None if self.drag.card == HIDDEN else view.deck[self.drag.card])
        self.toaster.draw(surface, lay)
        for b in self.buttons:
            tip = b.tooltip()
            if tip:
                draw_tooltip(surface, tip, b.rect, lay)

    def _marks(self, view: WarriorState, viewer: int | None) -> Marks:
        m = Marks()
        targets = self.targets() if not self.queue else {}
        for t in targets:
            if t[0] == "slot":
                m.lit_slots.add((t[1], t[2], t[3]))
            elif t[0] == "pile":
                m.lit_piles.add(t[1])
            elif t[0] == "column":
                m.lit_columns.add((t[1], t[2]))
        hover = self.target_at(self.mouse) if not self.queue else None
        if hover is not None:
            m.hover = (hover[1], hover[2]) if hover[0] == "column" else (hover[1] if hover[0] == "pile" else tuple(hover[1:]))
            if hover[0] in ("slot", "column") and viewer is not None:
                row = hover[2] if hover[0] == "slot" else CAPTAINS
                col = hover[3] if hover[0] == "slot" else hover[2]
                if hover[1] == viewer and row == CAPTAINS:
                    m.peek = (viewer, CAPTAINS, col)  # shown only if the view knows it
        if self.drag is not None and self.drag.moved:
            m.hide_drawn = self.drag.source == ("drawn",)
            m.hide_discard_top = self.drag.source == ("pile", DISCARD)
        step = self.queue[0] if self.queue else None
        if step is not None:
            e = step.event
            if isinstance(e, ev.CardDrawn):
                m.hide_discard_top = e.source == DISCARD
            elif isinstance(e, ev.CardSwapped):
                m.hide_drawn = True
                m.in_flight.add((e.seat, e.row, e.column))
            elif isinstance(e, ev.CardDiscarded):
                m.hide_drawn = True
        return m

    def _draw_top(self, surface: pygame.Surface, view: WarriorState) -> None:
        lay = self.layout
        body = fonts.font_for(lay, "body", fonts.BOLD)
        right = self.tracker_button.rect.x - lay.gap
        y = lay.px(8)
        draw_text(surface, self.prompt(), body, theme.ACCENT_BRIGHT, (lay.pad, y), max_width=right - lay.pad)
        y += body.get_linesize() + lay.px(2)
        if view.drummer is not None and view.phase == "turns" and view.turn_seat is not None:
            draw_text(surface, final_turn_warning(view.drummer, view.setup.players),
                      fonts.font_for(lay, "body", fonts.BOLD), theme.LIFE_DOWN, (lay.pad, y),
                      max_width=lay.width - lay.pad * 2)
        elif view.round:
            draw_text(surface, _("Round {n}", n=view.round), fonts.font_for(lay, "small"), theme.TEXT_DIM,
                      (lay.pad, y + lay.px(2)))

    def _draw_log(self, surface: pygame.Surface) -> None:
        lay = self.layout
        small = fonts.font_for(lay, "small")
        viewer = self.viewer()
        names, deck = self.names(), self.state.deck
        lines = []
        for e in reversed(self.seen):
            line = event_line(WARRIOR.event_seen_by(e, viewer), names, deck)
            if line:
                lines.append(line)
            if len(lines) >= LOG_LINES:
                break
        y = lay.height - lay.px(8) - small.get_linesize() * len(lines)
        room = self.drums.rect.x - lay.pad * 2
        for i, line in enumerate(reversed(lines)):
            colour = theme.TEXT if i == len(lines) - 1 else theme.TEXT_DIM
            draw_text(surface, line, small, colour, (lay.pad, y), max_width=room)
            y += small.get_linesize()

    def _banner(self, surface: pygame.Surface, text: str, colour: tuple[int, int, int] = theme.ACCENT_BRIGHT) -> None:
        lay = self.layout
        font = fonts.font_for(lay, "heading", fonts.BOLD)
        w = min(lay.width - lay.pad * 4, font.size(text)[0] + lay.pad * 3)
        r = lay.centered(w, font.get_linesize() + lay.pad * 2)
        draw_panel(surface, r, lay)
        draw_text(surface, text, font, colour, r.center, anchor="center", max_width=r.width - lay.pad * 2, box=r)

    def _draw_step(self, surface: pygame.Surface, tl: TableLayout, step: Step, viewer: int | None) -> None:
        e = WARRIOR.event_seen_by(step.event, viewer)
        names, deck = self.names(), self.state.deck
        p = step.progress
        if isinstance(e, ev.CardDrawn):
            src = tl.piles[DRAW if e.source == "draw" else DISCARD]
            _fly(surface, src, tl.drawn, p, None if e.card == HIDDEN else deck[e.card])
        elif isinstance(e, ev.CardSwapped):
            slot = tl.slots.get((e.seat, e.row, e.column))
            if slot is not None:
                _fly(surface, tl.drawn, slot, p, deck[e.card])
                _fly(surface, slot, tl.piles[DISCARD], p, deck[e.removed])
        elif isinstance(e, ev.CardDiscarded):
            _fly(surface, tl.drawn, tl.piles[DISCARD], p, deck[e.card])
        elif isinstance(e, ev.ColumnTurnedUp):
            r = tl.columns.get((e.seat, e.column))
            if r is not None:
                pygame.draw.rect(surface, theme.ACCENT_BRIGHT, r.inflate(8, 8), width=3, border_radius=6)
        elif isinstance(e, ev.RoundBegan):
            self._banner(surface, _("Round {n}: {player} goes first", n=e.round, player=names[e.first_seat]))
        elif isinstance(e, ev.WarDrumsBeaten):
            self._banner(surface, drums_sentence(e, names), theme.LIFE_DOWN)
        elif isinstance(e, ev.DrawPileRenewed):
            self._banner(surface, _("The draw pile ran out: the discard pile is shuffled into a new one"))
        elif isinstance(e, ev.AssassinStruck):
            self._banner(surface, assassin_sentence(e, names, deck[e.card]), theme.LIFE_DOWN)
        elif isinstance(e, ev.ZoneChanged):
            self._banner(surface, _("{player} enters the {zone}", player=names[e.seat], zone=zone_name(e.zone)))
        elif isinstance(e, ev.BattleScored):
            self._draw_battle(surface, step, e)
        elif isinstance(e, ev.TrackerMoved):
            before = step.before.casualties
            after = step.after.casualties
            pos = [b + (a - b) * min(1.0, p * 1.6) for b, a in zip(before, after, strict=True)]
            dim(surface)
            self._draw_tracker(surface, pos, [a - b for b, a in zip(before, after, strict=True)])

    def _draw_battle(self, surface: pygame.Surface, step: Step, e: ev.BattleScored) -> None:
        lay = self.layout
        s = step.after  # every army is face up in the battle: public
        army = s.armies[e.seat]
        cards = [(s.define(w), s.define(c)) for w, c in zip(army.warriors, army.captains, strict=True)]
        lines = [skill_sentence(k) for k in e.skill] + total_sentence(e)
        shown = int(step.t / SCORE_PER_COLUMN) + 1
        r = battle_rect(lay, len(cards), len(lines))
        dim(surface)
        draw_battle(surface, r, lay, self.names()[e.seat], e.seat, cards, e, shown, lines)

    def _draw_tracker(self, surface: pygame.Surface, positions: Sequence[float], moves: Sequence[int] | None) -> None:
        lay = self.layout
        draw_tracker(surface, tracker_rect(lay, len(positions)), lay, self.names(), positions, moves)


# Steps drawn over the state after them (the new card face up, the column turned, the drums)
_SHOW_AFTER = {ev.ColumnTurnedUp, ev.WarDrumsBeaten, ev.AssassinStruck, ev.BattleScored, ev.ZoneChanged,
               ev.DrawPileRenewed}


def _revealing(before: WarriorState, after: WarriorState, step: Step) -> WarriorState:
    """The army of an `ArmyRevealed` step turning over column by column: the first columns from
    the view after, the rest from the view before (both views, so nothing hidden leaks)."""
    e = step.event
    k = min(len(e.warriors), int(step.progress * len(e.warriors)) + 1)
    a, b = before.armies[e.seat], after.armies[e.seat]
    army = a
    for row in ("warriors", "captains"):
        for c in range(min(k, b.columns)):
            army = army.placed(row, c, b.card(row, c), True)
    armies = before.armies[:e.seat] + (army,) + before.armies[e.seat + 1:]
    return replace(before, armies=armies, turn_seat=after.turn_seat)


def _fly(surface: pygame.Surface, a: pygame.Rect, b: pygame.Rect, p: float, card: Any) -> None:
    """A card on its way from `a` to `b` (eased), `p` of the way there."""
    t = 1 - (1 - p) ** 3
    w = int(a.width + (b.width - a.width) * t)
    h = int(a.height + (b.height - a.height) * t)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(a.centerx + (b.centerx - a.centerx) * t), int(a.centery + (b.centery - a.centery) * t))
    draw_card(surface, r, card)
