"""Load game (and the Replays list): the saves in a list, newest first, with when each was
saved, the factions, the turn and whose turn it is (or how a finished game ended).

A damaged save is listed greyed with the reason it cannot be read, and cannot be opened. A save
whose cards differ from the installed ones says so (a tag on its row, the cards by name below
the list): it opens, and plays by the cards it carries. What
"open" does (load and verify, start the battle or the replay) is the caller's: a load that fails
is reported by the caller in a message.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, timedelta

import pygame

from game.i18n import N_, _, n_
from game.persist.card_changes import SUMMARY as CARDS_DIFFER
from game.persist.store import SaveInfo
from game.ui import fonts, terms, theme
from game.ui.backdrop import backdrop
from game.ui.core_text import tr_core
from game.ui.scenes.base import Scene
from game.ui.text import draw_text, ellipsize
from game.ui.widgets import Button, Panel, RowList, draw_tooltip
from game.ui.widgets.base import LEFT_BUTTON

DOUBLE_CLICK = 0.4
DAMAGED_INK = (214, 120, 104)
CARDS_DIFFER_INK = (226, 168, 92)
CARDS_DIFFER_TAG = N_("cards differ")
# Month names of a save's date, ours rather than the C library's (whose locale is not the game's).
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"),
          N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def when_text(iso: str, today: date | None = None) -> str:
    """A save's time as a player reads it, in local time: "Today 14:03", "Yesterday 09:10",
    "22 Nov 2026, 14:03"."""
    try:
        t = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return ""
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    local = t.astimezone()
    today = today or datetime.now().astimezone().date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return _("Today {time}", time=clock)
    if local.date() == today - timedelta(days=1):
        return _("Yesterday {time}", time=clock)
    return _("{day} {month} {year}, {time}", day=local.day, month=_(MONTHS[local.month - 1]),
             year=local.year, time=clock)


def faction_title(slug: str) -> str:
    return slug.replace("-", " ").replace("_", " ").title()


def result_words(result: str) -> str:
    """A save's result ("Ella won", "Ella & Cleo won", "a draw": the English the save keeps)
    in the player's language."""
    if result.endswith(" won"):
        return _("{names} won", names=result[: -len(" won")])
    if result == "a draw":
        return _("a draw")
    return result


def describe_save(info: SaveInfo) -> str:
    """The second line of a row: factions, turn and whose turn (or the result)."""
    if not info.ok:
        return _("Damaged: {reason}", reason=tr_core(info.damaged))
    if info.game == "warrior":
        return describe_warrior_save(info)
    parts = []
    if info.factions:
        parts.append(terms.matchup([terms.faction_name(f) for f in info.factions]))
    if info.finished:
        parts.append(n_("{n} turn", "{n} turns", info.turn))
        if info.result:
            parts.append(result_words(info.result))
    else:
        parts.append(_("Turn {n}", n=info.turn))
        if info.whose_turn:
            parts.append(_("{name} to play", name=info.whose_turn))
    if info.card_changes.any:
        parts.append(_(CARDS_DIFFER))
    return " · ".join(parts)


def describe_warrior_save(info: SaveInfo) -> str:
    """"Warrior · 4 players · round 3 · Ella 12, Bo (computer, Easy) 30, …" and whose turn it is, or
    who won: the casualties are each player's (fewer is better)."""
    parts = [_("Warrior"), n_("{n} player", "{n} players", len(info.players)), _("round {n}", n=info.turn)]
    scores = []
    for i, name in enumerate(info.players):
        seat = info.seats[i] if i < len(info.seats) else {}
        level = str(seat.get("bot") or "")
        who = _("{name} (computer, {level})", name=name, level=_(level.capitalize())) if level else name
        if i < len(info.scores):
            who = _("{name} {casualties}", name=who, casualties=info.scores[i])
        scores.append(who)
    parts.append(", ".join(scores))
    if info.finished:
        parts.append(result_words(info.result) if info.result else _("finished"))
    elif info.whose_turn:
        parts.append(_("{name} to play", name=info.whose_turn))
    return " · ".join(parts)


class SaveTable(RowList):
    """The list: two lines per save, a selection, the wheel and the keys scroll it."""

    focusable = True

    def __init__(
        self,
        on_activate: Callable[[int], None],
        empty_text: str = "",
        tag_of: Callable[[SaveInfo], str] | None = None,
    ) -> None:
        super().__init__()
        self.tag_of = tag_of
        self.rows: list[SaveInfo] = []
        self.selected: int | None = None
        self.on_activate = on_activate
        self.empty_text = empty_text
        self._clock = 0.0
        self._last_click: tuple[int, float] | None = None

    def set_rows(self, rows: Sequence[SaveInfo]) -> None:
        keep = self.rows[self.selected].path if self.selected is not None and self.selected < len(self.rows) else None
        self.rows = list(rows)
        paths = [r.path for r in self.rows]
        first_ok = next((i for i, r in enumerate(self.rows) if r.ok), 0 if self.rows else None)
        self.selected = paths.index(keep) if keep in paths else first_ok
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def select(self, i: int | None) -> None:
        if i is None or not self.rows:
            self.selected = None
            return
        self.selected = max(0, min(len(self.rows) - 1, i))
        self.scroll_to_show(self.selected)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._track_hover(event)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * self.row_height))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT_BUTTON:
            i = self.index_at(event.pos)
            if i is None:
                return self.rect.collidepoint(event.pos)
            double = self._last_click is not None and self._last_click[0] == i and (
                self._clock - self._last_click[1] < DOUBLE_CLICK)
            self.select(i)
            self._last_click = (i, self._clock)
            if double:
                self.on_activate(i)
            return True
        if event.type == pygame.KEYDOWN and self.rows:
            cur = self.selected if self.selected is not None else -1
            page = max(1, self.rect.height // max(1, self.row_height))
            moves = {pygame.K_DOWN: cur + 1, pygame.K_UP: cur - 1, pygame.K_PAGEDOWN: cur + page,
                     pygame.K_PAGEUP: cur - page, pygame.K_HOME: 0, pygame.K_END: len(self.rows) - 1}
            if event.key in moves:
                self.select(max(0, moves[event.key]))
                return True
        return False

    def update(self, dt: float) -> None:
        self._clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        pygame.draw.rect(surface, theme.INPUT_BG, self.rect, border_radius=lay.px(4))
        pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, self.rect, 1, border_radius=lay.px(4))
        small = fonts.font_for(lay, "small")
        if not self.rows:
            draw_text(surface, _(self.empty_text), fonts.font_for(lay, "body"), theme.TEXT_DIM,
                      self.rect.center, anchor="center")
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2, -2).clip(clip) if clip else self.rect.inflate(-2, -2))
        name_font = fonts.font_for(lay, "body", fonts.BOLD)
        pad = lay.px(10)
        for i, info in enumerate(self.rows):
            r = self.row_rect(i)
            if r.bottom < self.rect.top or r.top > self.rect.bottom:
                continue
            inner = self.draw_row_box(surface, i)
            ok = info.ok
            x, w = inner.x + pad, inner.width - 2 * pad
            y = inner.y + lay.px(4)
            when = when_text(info.saved_at)
            wr = draw_text(surface, when, small, theme.TEXT_DIM if ok else theme.TEXT_DISABLED,
                           (inner.right - pad, y + name_font.get_linesize() // 2), anchor="midright")
            name = info.name if ok else _("{name}  (damaged)", name=info.name)
            nr = draw_text(surface, name, name_font, theme.TEXT if ok else theme.TEXT_DISABLED, (x, y),
                           max_width=max(10, wr.left - x - pad - lay.px(180 if info.card_changes.any else 70)))
            label = (self.tag_of(info) if self.tag_of else "") or (_("autosave") if info.autosave else "")
            tags = [(label, theme.TEXT_DIM, theme.PANEL_BORDER_DIM)] if label else []
            if info.card_changes.any:
                tags.append((_(CARDS_DIFFER_TAG), CARDS_DIFFER_INK, CARDS_DIFFER_INK))
            left = nr.right + lay.px(10)
            for text, ink, border in tags if ok else []:
                tag = small.render(text, True, ink)
                tr = tag.get_rect(midleft=(left, nr.centery))
                pygame.draw.rect(surface, border, tr.inflate(lay.px(8), lay.px(2)), 1,
                                 border_radius=lay.px(3))
                surface.blit(tag, tr)
                left = tr.right + lay.px(12)
            line = describe_save(info)
            ink = theme.TEXT_DIM if ok else DAMAGED_INK
            surface.blit(small.render(ellipsize(line, small, w), True, ink),
                         (x, y + name_font.get_linesize()))
        surface.set_clip(clip)
        self.draw_scrollbar(surface)


class LoadGameScene(Scene):
    """`entries()` lists the saves (asked again whenever the screen comes back); `on_open(info)`
    opens one; `on_delete(info)`, if given, adds a Delete button (pressed twice to confirm)."""

    def __init__(
        self,
        entries: Callable[[], Sequence[SaveInfo]],
        *,
        on_open: Callable[[SaveInfo], None],
        on_back: Callable[[], None] | None = None,
        on_delete: Callable[[SaveInfo], None] | None = None,
        title: str = N_("Load game"),
        open_label: str = N_("Load"),
        empty_text: str = N_("No saved games yet"),
        tag_of: Callable[[SaveInfo], str] | None = None,
    ) -> None:
        """`tag_of(info)`: a word shown beside a save's name ("example"), or ""."""
        super().__init__()
        self.entries = entries
        self.on_open = on_open
        self.on_back = on_back
        self.on_delete = on_delete
        self.title = title
        self.table = SaveTable(lambda i: self.open_selected(), empty_text, tag_of)
        self.open_button = Button(open_label, self.open_selected, hotkey=None)
        self.delete_button = Button(N_("Delete"), self.delete_selected)
        self.delete_button.visible = on_delete is not None
        self.back_button = Button(N_("Back"), self.back)
        self.panel = Panel(title=title, children=[self.table, self.open_button, self.delete_button, self.back_button])
        self._confirm_delete: SaveInfo | None = None
        self.error = ""
        self.reload()

    # -- content
    def reload(self) -> None:
        try:
            rows = list(self.entries())
            self.error = ""
        except OSError as e:  # the saves folder itself cannot be read
            rows = []
            self.error = _("The saves folder cannot be read: {reason}", reason=e.strerror or e)
        self.table.set_rows(rows)
        self._confirm_delete = None
        self._refresh_buttons()

    @property
    def selected(self) -> SaveInfo | None:
        i = self.table.selected
        return self.table.rows[i] if i is not None and i < len(self.table.rows) else None

    def _refresh_buttons(self) -> None:
        info = self.selected
        if info is None:
            self.open_button.set_enabled(False, N_("Choose a save in the list first."))
            self.delete_button.set_enabled(False, N_("Choose a save in the list first."))
        elif not info.ok:
            self.open_button.set_enabled(
                False, _("This save is damaged and cannot be opened: {reason}", reason=info.damaged))
            self.delete_button.set_enabled(True)
        else:
            self.open_button.set_enabled(True)
            self.delete_button.set_enabled(True)
        confirming = self._confirm_delete is not None and self._confirm_delete == info
        self.delete_button.text = N_("Really delete?") if confirming else N_("Delete")

    def retranslate(self) -> None:
        self._refresh_buttons()
        super().retranslate()

    def open_selected(self) -> None:
        info = self.selected
        if info is not None and info.ok:
            self.on_open(info)

    def delete_selected(self) -> None:
        info = self.selected
        if info is None or self.on_delete is None:
            return
        if self._confirm_delete != info:
            self._confirm_delete = info
            self._refresh_buttons()
            return
        try:
            self.on_delete(info)
        except (OSError, ValueError) as e:
            self.error = _("Could not delete {file}: {reason}", file=info.path.name, reason=e)
        self.reload()

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    # -- lifecycle
    def resume(self) -> None:
        self.reload()

    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(820), lay.width - lay.pad * 2)
        h = lay.height - lay.pad * 2
        self.panel.place(lay.centered(w, h), lay)
        c = self.panel.content_rect
        bh = lay.button_height
        small = fonts.font_for(lay, "small").get_linesize()
        self.table.place(pygame.Rect(c.x, c.y, c.width, c.height - bh - small - lay.px(16)), lay)
        bw = min(lay.px(180), (c.width - 2 * lay.gap) // 3)
        y = c.bottom - bh
        self.open_button.place(pygame.Rect(c.right - bw, y, bw, bh), lay)
        self.back_button.place(pygame.Rect(c.x, y, bw, bh), lay)
        self.delete_button.place(pygame.Rect(self.open_button.rect.x - lay.gap - bw, y, bw, bh), lay)
        self.table.select(self.table.selected)

    # -- loop
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
                return True
            if event.key == pygame.K_DELETE and self.on_delete is not None:
                self.delete_selected()
                return True
        before = self.selected
        used = self.panel.handle_event(event)
        if self.selected != before:
            self._confirm_delete = None
        self._refresh_buttons()
        return used

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        self.panel.draw(surface)
        info = self.selected
        small = fonts.font_for(lay, "small")
        y = self.table.rect.bottom + lay.px(6)
        if self.error:
            text, ink = self.error, DAMAGED_INK
        elif info is not None:
            where = f"autosave/{info.path.name}" if info.autosave else info.path.name
            text, ink = _("File: {file}", file=where), theme.TEXT_DIM
            if not info.ok:
                text, ink = _("{file} cannot be opened: {reason}", file=info.path.name,
                              reason=tr_core(info.damaged)), DAMAGED_INK
            elif info.card_changes.any:
                text = _("{file}: {summary}: {details}", file=where, summary=_(CARDS_DIFFER),
                         details=tr_core(info.card_changes.details()))
                ink = CARDS_DIFFER_INK
        else:
            text, ink = "", theme.TEXT_DIM
        if text:
            draw_text(surface, text, small, ink, (self.table.rect.x, y), max_width=self.table.rect.width)
        tip = None
        for b in (self.open_button, self.delete_button, self.back_button):
            t = b.tooltip()
            if t:
                tip = (t, b.rect)
        if tip:
            draw_tooltip(surface, tip[0], tip[1], lay)
