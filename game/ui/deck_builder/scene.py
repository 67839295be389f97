"""The Deck builder screen: pick an edition and a summoner (its fixed cards come with it),
browse the cards its deck may hold (filters, search, sort), add by click or drag, remove the
same way; counts against the limits, the deck's status and a cost curve always in view.

Left: filters and the card grid (a badge shows copies in the deck). Right: the deck, stacked
with counts, its counters, status and chart. Right-click or hover a card to zoom it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

import pygame

from game import catalog
from game.content import construction, deck_text, user_decks
from game.content.user_decks import PlayerDeck
from game.core.cards import CardDef
from game.i18n import N_, _, n_
from game.persist import deck_files
from game.ui import fonts, terms, theme
from game.ui.backdrop import backdrop
from game.ui.card_render import card_size_for_width, render_card, render_card_zoom
from game.ui.core_text import problem_text
from game.ui.deck_builder.model import ATTACKS, CLASSES, SORTS, BuilderModel, card_class
from game.ui.scenes.base import Scene
from game.ui.text import draw_text, draw_wrapped, ellipsize, note
from game.ui.widgets import Button, TextInput

EDITION_NAMES = {"2e": N_("2nd edition"), "1e": N_("1st edition")}
COSTS: tuple[int | None, ...] = (None, 0, 1, 2, 3, 4, 5)
HOVER_ZOOM = 0.6  # seconds on a card before it zooms
DRAG_PX = 8


def clipboard_put(text: str) -> bool:
    try:
        if hasattr(pygame.scrap, "put_text"):
            pygame.scrap.put_text(text)
            return True
    except Exception:
        return False
    return False


def clipboard_get() -> str:
    try:
        if hasattr(pygame.scrap, "get_text"):
            return pygame.scrap.get_text() or ""
    except Exception:
        return ""
    return ""


class DeckBuilderScene(Scene):
    def __init__(self, cards: Mapping[str, CardDef], *, deck: PlayerDeck | None = None,
                 edition: str = "2e", on_back: Callable[[], None] | None = None,
                 confirm: Callable[[str, str, Callable[[], None]], None] | None = None) -> None:
        super().__init__()
        self.cards = cards
        self.on_back = on_back
        self.confirm = confirm
        self.edition = deck.edition if deck else edition
        self.message = ""
        self.scroll = 0
        self.hover: str = ""
        self.hover_time = 0.0
        self.hover_armed = True  # off from a click until the mouse moves (no zoom over a card just clicked)
        self.zoom_by_hover = False
        self.zoomed: str = ""
        self.press: tuple[str, str, tuple[int, int]] | None = None  # (where, card, pos)
        self.dragging = False
        self.mouse = (0, 0)
        self.grid_cells: list[tuple[pygame.Rect, str]] = []
        self.deck_rows: list[tuple[pygame.Rect, str]] = []
        self.name_input = TextInput(placeholder=N_("Deck name"), max_length=40)
        self.search_input = TextInput(placeholder=N_("Search name or text"), max_length=30,
                                      on_change=self._search)
        self.buttons: dict[str, Button] = {
            "edition": Button("", self._next_edition, tooltip=N_("Switch edition (starts a new deck)")),
            "prev": Button("<", lambda: self._next_summoner(-1), tooltip=N_("Previous summoner")),
            "next": Button(">", lambda: self._next_summoner(1), tooltip=N_("Next summoner")),
            "precon": Button(N_("Prebuilt deck"), self._preconstructed,
                             tooltip=N_("Start from this summoner's preconstructed deck")),
            "open": Button(N_("Open"), self._open_list, tooltip=N_("Choose one of your saved decks")),
            "save": Button(N_("Save"), self._save),
            "save_as": Button(N_("Save as"), self._save_as, tooltip=N_("Save a copy under a new name")),
            "rename": Button(N_("Rename"), self._rename, tooltip=N_("Rename this deck and its file")),
            "duplicate": Button(N_("Duplicate"), self._duplicate),
            "delete": Button(N_("Delete"), self._delete),
            "export": Button(N_("Export"), self._export, tooltip=N_("Copy the deck as a short text")),
            "import": Button(N_("Import"), self._import, tooltip=N_("Read a deck text from the clipboard")),
            "back": Button(N_("Back"), self._back, hotkey=pygame.K_ESCAPE),
            "faction": Button("", self._cycle_faction),
            "class": Button("", self._cycle_class),
            "cost": Button("", self._cycle_cost),
            "attack": Button("", self._cycle_attack),
            "sort": Button("", self._cycle_sort),
        }
        for b in self.buttons.values():
            b.role = "small"  # many buttons share the row: the small text keeps every label whole
        start = deck or self._fresh(self._summoners()[0] if self._summoners() else "")
        self.model = BuilderModel.for_deck(start, cards) if start else None
        if start is not None:
            self.name_input.text = start.name
        self._refresh_labels()

    # --- choosing the deck
    def _summoners(self) -> list[str]:
        return [s for s in catalog.summoners(self.edition) if s in self.cards]

    def _fresh(self, summoner: str) -> PlayerDeck | None:
        if not summoner:
            return None
        name = _("{card}'s deck", card=terms.card_name(self.cards[summoner])) if summoner in self.cards else ""
        return user_decks.new_deck(summoner, self.edition, name, decks=catalog.decks(), cards=self.cards)

    def set_deck(self, deck: PlayerDeck | None) -> None:
        self.model = BuilderModel.for_deck(deck, self.cards) if deck else None
        if deck is not None:
            self.edition = deck.edition
            self.name_input.text = deck.name
        self.scroll = 0
        self._refresh_labels()

    def choose_summoner(self, summoner: str) -> None:
        self.set_deck(self._fresh(summoner))

    def _next_summoner(self, step: int) -> None:
        ss = self._summoners()
        if not ss:
            return
        cur = self.model.deck.summoner if self.model else ""
        i = (ss.index(cur) + step) % len(ss) if cur in ss else 0
        self.choose_summoner(ss[i])

    def _next_edition(self) -> None:
        self.edition = "1e" if self.edition == "2e" else "2e"
        ss = self._summoners()
        self.set_deck(self._fresh(ss[0]) if ss else None)

    def _preconstructed(self) -> None:
        if not self.model:
            return
        d = construction.preconstructed_for(self.model.deck.summoner, catalog.decks())
        if d is not None:
            self.set_deck(user_decks.from_deck_list(d, self.model.deck.edition))
            self.message = _("Started from the preconstructed deck {name}.", name=d.name)

    def _open_list(self) -> None:
        """The Open window: every saved deck, with its status; a click opens one."""
        if self.stack is None:
            return
        from game.ui.deck_builder.open_list import DeckOpenScene, deck_rows

        rows = deck_rows(deck_files.list_decks(), self.cards)
        current = self.model.deck.path if self.model else None
        self.stack.push(DeckOpenScene(rows, self.open_deck, current=current))

    def open_deck(self, deck: PlayerDeck) -> None:
        """Put `deck` in the builder, asking first when the one there has unsaved changes."""
        def go() -> None:
            self.set_deck(deck)
            self.message = _("Opened {name}.", name=deck.name)

        self._unless_unsaved(_("Open another deck without saving?"), N_("Open"), go)

    def _unless_unsaved(self, title: str, yes: str, act: Callable[[], None]) -> None:
        """`act` now, or after the player says yes when the deck has unsaved changes."""
        if self.model is not None and self.model.dirty and self.stack is not None:
            from game.ui.scenes.confirm import ConfirmScene

            self.stack.push(ConfirmScene(
                title, _("{name} has changes that are not saved.", name=self.model.deck.name),
                on_yes=act, yes_text=yes, no_text=N_("Stay")))
            return
        act()

    # --- files
    def _named(self) -> PlayerDeck:
        assert self.model is not None
        name = self.name_input.text.strip() or self.model.deck.name
        return replace(self.model.deck, name=name)

    def _done(self, deck: PlayerDeck, what: str) -> None:
        """`what`: the sentence saying what was done, with {name} and {file} (marked N_)."""
        assert self.model is not None
        self.model.deck = deck
        self.model.dirty = False
        self.name_input.text = deck.name
        self.message = _(what, name=deck.name, file=deck.path.name if deck.path else "")

    def _guard(self, act: Callable[[], None]) -> None:
        if self.model is None:
            return
        try:
            act()
        except (OSError, ValueError) as e:
            self.message = _("Could not do that: {reason}", reason=e)

    def _save(self) -> None:
        if self.model is None:
            return
        own, named = self.model.deck.path, self._named()
        if not deck_files.name_taken(named.name, other_than=own):
            self._guard(lambda: self._done(deck_files.save_deck(named, own), N_("Saved {name} ({file}).")))
            return
        # another saved deck has this name: the player picks another before anything is written
        self._ask_name(N_("Save deck"), N_("Save"),
                       _('A saved deck is already called "{name}": pick another name.', name=named.name),
                       own, lambda name: self._done(deck_files.save_deck(replace(named, name=name), own),
                                                    N_("Saved {name} ({file}).")))

    def _save_as(self) -> None:
        if self.model is None:
            return
        self._ask_name(N_("Save deck as"), N_("Save"),
                       _("A new file for this deck; the file it came from stays as it is."),
                       None, lambda name: self._done(deck_files.save_as(self.model.deck, name),
                                                     N_("Saved as {name} ({file}).")))

    def _rename(self) -> None:
        if self.model is None:
            return
        own = self.model.deck.path
        note = _("Renames the deck and its file.") if own else \
            _("This deck has no file yet: it is saved under this name.")
        self._ask_name(N_("Rename deck"), N_("Rename"), note, own,
                       lambda name: self._done(deck_files.rename_deck(self.model.deck, name),
                                               N_("Renamed to {name} ({file}).")))

    def _ask_name(self, title: str, ok_text: str, note: str, own: Path | None,
                  act: Callable[[str], None]) -> None:
        """The name dialog, holding the current name; `own`: the file whose name is not taken."""
        if self.stack is None:
            return
        from game.ui.deck_builder.name_dialog import DeckNameScene

        self.stack.push(DeckNameScene(
            title, self._named().name, ok_text=ok_text, note=note,
            taken=lambda name: deck_files.name_taken(name, other_than=own), on_ok=act))

    def _duplicate(self) -> None:
        self._guard(lambda: self._done(deck_files.duplicate_deck(self._named()),
                                                  N_("Made a copy: {name} ({file}).")))

    def _delete(self) -> None:
        if self.model is None or self.model.deck.path is None:
            self.message = _("This deck has no file yet: nothing to delete.")
            return
        deck = self.model.deck

        def really() -> None:
            deck_files.delete_deck(deck)
            self.set_deck(self._fresh(deck.summoner))
            self.message = _("Deleted {name}.", name=deck.name)

        text = _("Delete the deck {name} and its file {file}? This cannot be undone.",
                 name=deck.name, file=deck.path.name)
        if self.confirm is not None:
            self.confirm(_("Delete deck?"), text, really)
        elif self.stack is not None:
            from game.ui.scenes.confirm import ConfirmScene

            self.stack.push(ConfirmScene(_("Delete deck?"), text, on_yes=really, yes_text=N_("Delete"),
                                         no_text=N_("Keep")))

    def _export(self) -> None:
        if self.model is None:
            return
        text = deck_text.export_text(self._named())
        if clipboard_put(text):
            self.message = _("Copied the deck's text to the clipboard.")
            return
        path = user_decks.decks_dir() / f"{user_decks.slug(self._named().name)}.txt"
        self._guard(lambda: self._write(path, text))

    def _write(self, path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")
        self.message = _("No clipboard here: wrote the deck's text to {file}.", file=path)

    def _import(self, text: str | None = None) -> None:
        src = ""  # the clipboard
        if text is None:
            text = clipboard_get()
        path = user_decks.decks_dir() / "import.txt"
        if not text.strip():
            src = str(path)
            text = path.read_text(encoding="utf-8") if path.exists() else ""
        if not text.strip():
            self.message = _("Nothing to import: copy a deck's text first, or put it in {file}.", file=path)
            return
        got = deck_text.import_text(text, cards=self.cards, decks=catalog.decks())
        if isinstance(got, list):
            self.message = _("Could not import: {reasons}", reasons="; ".join(got))
            return
        self.set_deck(got)
        self.model.dirty = True
        self.message = (_("Imported {name} from {file}; Save to keep it.", name=got.name, file=src) if src
                        else _("Imported {name} from the clipboard; Save to keep it.", name=got.name))

    def _back(self) -> None:
        self._unless_unsaved(_("Leave without saving?"), N_("Leave"), self._leave)

    def _leave(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    # --- filters
    def _search(self, text: str) -> None:
        if self.model:
            self.model.filters.search = text
            self.scroll = 0

    def _cycle(self, values: list, current) -> object:
        return values[(values.index(current) + 1) % len(values)] if current in values else values[0]

    def _cycle_faction(self) -> None:
        if self.model:
            f = self.model.filters
            f.faction = self._cycle([""] + self.model.factions(), f.faction)
            self._after_filter()

    def _cycle_class(self) -> None:
        if self.model:
            f = self.model.filters
            f.card_class = self._cycle([k for k, _ in CLASSES], f.card_class)
            self._after_filter()

    def _cycle_cost(self) -> None:
        if self.model:
            f = self.model.filters
            f.cost = self._cycle(list(COSTS), f.cost)
            self._after_filter()

    def _cycle_attack(self) -> None:
        if self.model:
            f = self.model.filters
            f.attack = self._cycle([k for k, _ in ATTACKS], f.attack)
            self._after_filter()

    def _cycle_sort(self) -> None:
        if self.model:
            f = self.model.filters
            f.sort = self._cycle([k for k, _ in SORTS], f.sort)
            self._after_filter()

    def _after_filter(self) -> None:
        self.scroll = 0
        self._refresh_labels()

    def _refresh_labels(self) -> None:
        b = self.buttons
        b["edition"].text = EDITION_NAMES.get(self.edition, self.edition)
        if self.model is None:
            return
        f = self.model.filters
        b["faction"].text = _faction_name(f.faction) if f.faction else N_("Any faction")
        b["class"].text = dict(CLASSES)[f.card_class]
        b["cost"].text = N_("Any cost") if f.cost is None else (
            _("Cost {n}+", n=f.cost) if f.cost >= 5 else _("Cost {n}", n=f.cost))
        b["attack"].text = dict(ATTACKS)[f.attack]
        b["sort"].text = dict(SORTS)[f.sort]

    # --- layout
    def retranslate(self) -> None:
        self._refresh_labels()
        super().retranslate()

    def relayout(self) -> None:
        lay = self.layout
        m = lay.px(8)
        g = m // 2
        bh = lay.px(30)
        w, h = lay.size
        split = int(w * 0.655)
        self.right = pygame.Rect(split, m, w - split - m, h - 2 * m)
        left_w = split - 2 * m

        label_font = fonts.font_for(lay, "small", fonts.BOLD)

        def need(key: str) -> int:
            """The width a button's label needs, in the current language."""
            b = self.buttons.get(key)
            return label_font.size(_(b.text))[0] + lay.px(14) if b is not None and b.text else 0

        def row(keys_widths, y, x0=m, x1=split - m):
            """Buttons at least their given widths (px), wider if their label needs it; 0 = share
            what is left, each as its label needs and the rest evenly."""
            fixed = {k: max(lay.px(bw), need(k)) for k, bw in keys_widths if bw}
            flex = [k for k, bw in keys_widths if not bw]
            free = x1 - x0 - sum(fixed.values()) - g * (len(keys_widths) - 1)
            needs = {k: need(k) for k in flex}
            spare = free - sum(needs.values())
            if spare >= 0:
                widths = {k: needs[k] + spare // max(1, len(flex)) for k in flex}
            else:  # too narrow for every label: shared in proportion to what each needs
                total = max(1, sum(needs.values()))
                widths = {k: max(1, free * needs[k] // total) for k in flex}
            x = x0
            rects = {}
            for key, _bw in keys_widths:
                r = pygame.Rect(x, y, fixed.get(key, widths.get(key, 0)), bh)
                rects[key] = r
                x = r.right + g
            return rects

        y = m
        r = row([("back", 64), ("edition", 112), ("prev", 28), ("next", 28), ("summoner", 0),
                 ("precon", 130), ("open", 64)], y)
        for key, rect in r.items():
            if key == "summoner":
                self.summoner_rect = rect
            else:
                self.buttons[key].place(rect, lay)
        y += bh + g
        name_w = left_w * 9 // 20
        self.name_input.place(pygame.Rect(m, y, name_w, bh), lay)
        self.search_input.place(pygame.Rect(m + name_w + g, y, left_w - name_w - g, bh), lay)
        y += bh + g
        for key, rect in row([(k, 0) for k in ("faction", "class", "cost", "attack", "sort")], y).items():
            self.buttons[key].place(rect, lay)
        y += bh + m
        bottom = h - m - bh
        keys = ("save", "save_as", "rename", "duplicate", "delete", "export", "import")
        for key, rect in row([(k, 0) for k in keys], bottom).items():
            self.buttons[key].place(rect, lay)
        note_h = fonts.font_for(lay, "small").get_linesize()
        self.grid = pygame.Rect(m, y, left_w, bottom - m - y - note_h)
        self.note_pos = (m, self.grid.bottom + g // 2)
        # The card grid: as many columns as fit readable cards (at least ~150 px wide).
        cw = max(lay.px(130), 150)
        self.columns = max(3, (self.grid.width + m) // (cw + m))
        cw = (self.grid.width - (self.columns - 1) * m) // self.columns
        ch = card_size_for_width(cw)[1]
        if ch > self.grid.height:  # a short window: smaller cards, still whole
            cw = int(cw * self.grid.height / ch)
        self.card_size = card_size_for_width(cw)

    # --- grid and deck geometry (recomputed from the model each time)
    def grid_layout(self) -> list[tuple[pygame.Rect, str]]:
        if self.model is None:
            return []
        m = self.layout.px(8)
        cw, ch = self.card_size
        rows_visible = max(1, (self.grid.height + m) // (ch + m))
        shown = self.model.browse()
        total_rows = (len(shown) + self.columns - 1) // self.columns
        self.scroll = max(0, min(self.scroll, max(0, total_rows - rows_visible)))
        out = []
        for i, c in enumerate(shown[self.scroll * self.columns:]):
            row, col = divmod(i, self.columns)
            if row >= rows_visible:
                break
            out.append((pygame.Rect(self.grid.x + col * (cw + m), self.grid.y + row * (ch + m), cw, ch), c.id))
        return out

    def card_rect(self, cid: str) -> pygame.Rect | None:
        """Where card `cid` is in the grid now (None: filtered out or scrolled away)."""
        return next((r for r, c in self.grid_layout() if c == cid), None)

    def deck_row_rect(self, cid: str) -> pygame.Rect | None:
        return next((r for r, c in self.deck_layout() if c == cid), None)

    def deck_layout(self) -> list[tuple[pygame.Rect, str]]:
        if self.model is None:
            return []
        lay = self.layout
        font = fonts.font_for(lay, "small")
        lh = font.get_linesize() + lay.px(2)
        top = self.right.y + self._deck_header_height()
        bottom = self.right.bottom - self._footer_height()
        per_col = max(1, (bottom - top) // lh)
        order = sorted(self.model.deck.cards,
                       key=lambda kv: (_class_order(self.cards.get(kv[0])), self._cost(kv[0]), kv[0]))
        # One column across the panel while the rows fit in it; a second only when they do not.
        col_w = self.right.width // (1 if len(order) <= per_col else 2)
        out = []
        for i, (cid, _n) in enumerate(order):
            col, row = divmod(i, per_col)
            if col > 1:
                break
            out.append((pygame.Rect(self.right.x + col * col_w, top + row * lh, col_w - lay.px(4), lh), cid))
        return out

    def _cost(self, cid: str) -> int:
        return self.cards[cid].cost if cid in self.cards else 99

    def _counters(self) -> list[tuple[str, tuple[int, int, int], tuple[int, int]]]:
        """Each counter ("Commons 14/16"), its colour and where it goes, wrapped to the panel."""
        lay = self.layout
        small = fonts.font_for(lay, "small")
        inner = self.right.inflate(-2 * lay.px(6), -2 * lay.px(6))
        x, y = inner.x, inner.y + fonts.font_for(lay, "heading", fonts.BOLD).get_linesize()
        out = []
        for c in self.model.limits() if self.model else []:
            text = _("{label} {have}/{want}", label=_(c.label), have=c.have, want=c.want)
            colour = theme.HIGHLIGHT_LEGAL if c.ok else (
                theme.HIGHLIGHT_TARGET if c.have > c.want else theme.TEXT)
            if x > inner.x and x + small.size(text)[0] > inner.right:  # on to the next line
                x, y = inner.x, y + small.get_linesize()
            out.append((text, colour, (x, y)))
            x += small.size(text)[0] + lay.px(14)
        return out

    def _deck_header_height(self) -> int:
        lay = self.layout
        lines = len({pos[1] for _, _, pos in self._counters()}) or 1
        return fonts.font_for(lay, "heading", fonts.BOLD).get_linesize() + \
            lines * fonts.font_for(lay, "small").get_linesize() + lay.px(10)

    def _footer_height(self) -> int:
        lay = self.layout
        body = fonts.font_for(lay, "small").get_linesize()
        return body * 9 + lay.px(100)

    # --- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.hover_armed = True
            self.mouse = event.pos
            if self.press and not self.dragging:
                px, py = self.press[2]
                if abs(event.pos[0] - px) + abs(event.pos[1] - py) > DRAG_PX:
                    self.dragging = True
            hit = self._card_at(event.pos)
            if hit != self.hover:
                self.hover, self.hover_time = hit, 0.0
                if self.zoomed and self.zoomed != hit:
                    self.zoomed = ""
        if event.type == pygame.MOUSEBUTTONDOWN:
            # a click never brings the hover zoom straight back: it waits for the mouse to move on
            self.hover_armed, self.hover_time = False, 0.0
        if self.zoomed and event.type == pygame.MOUSEBUTTONDOWN:
            hit = self._hit(event.pos)
            # a left click on the card zoomed by hovering it is a click on that card (add it,
            # remove it, or start dragging it); any other click only closes the zoom
            through = (self.zoom_by_hover and event.button == 1 and hit is not None
                       and hit[1] == self.zoomed)
            self.zoomed = ""
            if not through:
                return True
        for w in (self.name_input, self.search_input, *self.buttons.values()):
            if w.handle_event(event):
                return True
        if event.type == pygame.MOUSEWHEEL and self.grid.collidepoint(self.mouse):
            self.scroll = max(0, self.scroll - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            hit = self._hit(event.pos)
            if hit is None:
                return False
            if event.button == 3:
                self.zoomed, self.zoom_by_hover = hit[1], False
                return True
            if event.button == 1:
                self.press = (hit[0], hit[1], event.pos)
                self.dragging = False
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press:
            where, cid, _start = self.press
            self.press, dragged = None, self.dragging
            self.dragging = False
            if self.model is None:
                return True
            if not dragged:
                self._act(self.model.add if where == "grid" else self.model.remove, cid)
            elif where == "grid" and self.right.collidepoint(event.pos):
                self._act(self.model.add, cid)
            elif where == "deck" and not self.right.collidepoint(event.pos):
                self._act(self.model.remove, cid)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            rows = max(1, len(self.grid_layout()) // self.columns)
            self.scroll = max(0, self.scroll + (rows if event.key == pygame.K_PAGEDOWN else -rows))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return False

    def _act(self, fn: Callable[[str], bool], cid: str) -> None:
        if not fn(cid):
            name = self.cards[cid].name if cid in self.cards else cid
            self.message = _("{name} is one of the summoner's fixed cards: it stays.", name=name) \
                if fn == self.model.remove else _("{name} cannot go in this deck.", name=name)

    def _hit(self, pos) -> tuple[str, str] | None:
        for r, cid in self.grid_layout():
            if r.collidepoint(pos):
                return ("grid", cid)
        for r, cid in self.deck_layout():
            if r.collidepoint(pos):
                return ("deck", cid)
        return None

    def _card_at(self, pos) -> str:
        hit = self._hit(pos)
        return hit[1] if hit else ""

    def update(self, dt: float) -> None:
        if self.hover and self.hover_armed:
            self.hover_time += dt
            if self.hover_time >= HOVER_ZOOM and not self.press and not self.zoomed:
                self.zoomed, self.zoom_by_hover = self.hover, True

    # --- drawing
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        for w in (*self.buttons.values(), self.name_input, self.search_input):
            w.draw(surface)
        body = fonts.font_for(lay, "body")
        if self.model is None:
            draw_text(surface, _("No summoners with a deck in this edition."), body, theme.TEXT_DIM,
                      self.summoner_rect.midleft, anchor="midleft", max_width=self.summoner_rect.width)
            return
        s = self.cards.get(self.model.deck.summoner)
        draw_text(surface, _("Summoner: {name}", name=terms.card_name(s) if s else self.model.deck.summoner), body, theme.TEXT,
                  self.summoner_rect.midleft, anchor="midleft", max_width=self.summoner_rect.width)
        self._draw_grid(surface)
        self._draw_deck(surface)
        if self.dragging and self.press:
            d = self.cards.get(self.press[1])
            if d is not None:
                img = render_card(d, (self.card_size[0] // 2, self.card_size[1] // 2))
                surface.blit(img, img.get_rect(center=self.mouse))
        if self.zoomed and self.zoomed in self.cards:
            self._draw_zoom(surface, self.cards[self.zoomed])

    def _draw_grid(self, surface: pygame.Surface) -> None:
        lay = self.layout
        cells = self.grid_layout()
        small = fonts.font_for(lay, "small", fonts.BOLD)
        if not cells:
            draw_wrapped(surface, _("No card matches these filters."), fonts.font_for(lay, "body"),
                         theme.TEXT_DIM, self.grid)
        total = len(self.model.browse())
        if cells:
            first = self.scroll * self.columns + 1
            last = first + len(cells) - 1
            hint = (_("Cards {first}-{last} of {total}, wheel for more. Click or drag: add. Right-click: zoom.",
                      first=first, last=last, total=total) if len(cells) < total else
                    _("Cards {first}-{last} of {total}. Click or drag: add. Right-click: zoom.",
                      first=first, last=last, total=total))
            draw_text(surface, hint, fonts.font_for(lay, "small"), theme.TEXT_DIM, self.note_pos,
                      max_width=self.grid.width)
        for r, cid in cells:
            surface.blit(render_card(self.cards[cid], r.size), r.topleft)
            n = self.model.copies().get(cid, 0)
            if n:
                badge = pygame.Rect(0, 0, small.size(f"x{n}")[0] + lay.px(10), small.get_linesize())
                badge.topright = (r.right - lay.px(4), r.y + int(r.height * 0.2))
                pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=lay.px(6))
                draw_text(surface, f"x{n}", small, theme.TEXT_DARK, badge.center, anchor="center")
            if cid == self.hover:
                pygame.draw.rect(surface, theme.HIGHLIGHT_HOVER, r, 2)

    def _draw_deck(self, surface: pygame.Surface) -> None:
        lay = self.layout
        m = lay.px(6)
        box = self.right
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=lay.px(6))
        pygame.draw.rect(surface, theme.PANEL_BORDER, box, 1, border_radius=lay.px(6))
        inner = box.inflate(-2 * m, -2 * m)
        head = fonts.font_for(lay, "heading", fonts.BOLD)
        small = fonts.font_for(lay, "small")
        deck = self.model.deck
        title = deck.name + (" *" if self.model.dirty else "")
        draw_text(surface, title, head, theme.ACCENT, inner.topleft, max_width=inner.width)
        for text, colour, pos in self._counters():
            draw_text(surface, text, small, colour, pos, max_width=inner.width)
        for r, cid in self.deck_layout():
            n = dict(deck.cards).get(cid, 0)
            d = self.cards.get(cid)
            fixed = self.model.kit.get(cid, 0)
            missing = d is None
            name = (terms.card_name(d) if d else _("{card} (missing)", card=cid))
            colour = theme.HIGHLIGHT_TARGET if missing else (theme.TEXT_DIM if fixed >= n else theme.TEXT)
            if cid == self.hover:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, r)
            # The count and name are shortened (by width) only when the row is too narrow; the
            # cost or life after them stays whole.
            tail = (_(" ({n} life)", n=d.life) if d.is_structure else f"  ({d.cost})") if d else ""
            label = _("{n}x {card}", n=n, card=name)
            room = r.width - m - small.size(tail)[0]
            shown = ellipsize(label, small, room)
            nr = draw_text(surface, shown, small, colour, (r.x + m, r.centery), anchor="midleft")
            note("deck row", label, shown, nr, pygame.Rect(r.x + m, r.y, room, r.height))
            if tail:
                draw_text(surface, tail, small, colour, (nr.right, r.centery), anchor="midleft")
        # Footer: status, then the chart.
        foot = pygame.Rect(inner.x, box.bottom - self._footer_height(), inner.width,
                           self._footer_height() - m)
        problems = self.model.problems()
        status_h = small.get_linesize() * 7
        if problems:
            lines = [_("Not ready:")] + [f"- {problem_text(p).rstrip('.')}." for p in problems[:3]]
            if len(problems) > 3:
                lines.append(n_("(and {n} more)", "(and {n} more)", len(problems) - 3))
            colour = theme.HIGHLIGHT_TARGET
        else:
            lines, colour = [_("Ready: this deck can start a game.")], theme.HIGHLIGHT_LEGAL
        draw_wrapped(surface, "\n".join(lines), small, colour, pygame.Rect(foot.x, foot.y, foot.width, status_h))
        msg_rect = pygame.Rect(foot.x, foot.y + status_h, foot.width, small.get_linesize() * 2)
        if self.message:
            draw_wrapped(surface, self.message, small, theme.TEXT_DIM, msg_rect)
        chart = pygame.Rect(foot.x, msg_rect.bottom, foot.width, foot.bottom - msg_rect.bottom)
        self._draw_chart(surface, chart)

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        lay = self.layout
        small = fonts.font_for(lay, "small")
        curve = self.model.curve()
        half = box.width // 2
        top = max(curve.values()) or 1
        lab_h = small.get_linesize()
        bar_area = pygame.Rect(box.x, box.y + 2 * lab_h, half - lay.px(8), box.height - 3 * lab_h)
        draw_text(surface, _("Cost curve"), small, theme.TEXT_DIM, box.topleft)
        bw = bar_area.width // 6
        for cost, n in curve.items():
            h = int(bar_area.height * n / top)
            r = pygame.Rect(bar_area.x + cost * bw + 2, bar_area.bottom - h, bw - 4, h)
            pygame.draw.rect(surface, theme.ACCENT, r)
            if n:
                draw_text(surface, str(n), small, theme.TEXT, (r.centerx, r.top), anchor="midbottom")
            draw_text(surface, f"{cost}+" if cost == 5 else str(cost), small, theme.TEXT_DIM,
                      (r.centerx, bar_area.bottom), anchor="midtop")
        parts = self.model.breakdown()
        x0 = box.x + half
        draw_text(surface, _("Classes"), small, theme.TEXT_DIM, (x0, box.y))
        total = sum(parts.values()) or 1
        y = box.y + lab_h
        bar_w = box.right - x0
        names = {"common": _("Commons"), "champion": _("Champions"), "summoner": _("Summoner"),
                 "event": _("Events"), "structure": _("Gates/walls")}
        for k in ("common", "champion", "event", "structure", "summoner"):
            if k not in parts or y + lab_h > box.bottom:
                continue
            w = int(bar_w * 0.45 * parts[k] / total)
            pygame.draw.rect(surface, theme.BUTTON_BORDER, (x0, y + 2, max(2, w), lab_h - 4))
            draw_text(surface, _("{kind} {n}", kind=names[k], n=parts[k]), small, theme.TEXT, (x0 + max(2, w) + 4, y),
                      max_width=box.right - x0 - max(2, w) - 4)
            y += lab_h

    def _draw_zoom(self, surface: pygame.Surface, d: CardDef) -> None:
        lay = self.layout
        w = min(lay.px(320), lay.height * 2 // 3)
        img = render_card_zoom(d, w)
        r = img.get_rect(center=(lay.width // 2, lay.height // 2))
        dim = pygame.Surface(lay.size, pygame.SRCALPHA)
        dim.fill(theme.MODAL_DIM)
        surface.blit(dim, (0, 0))
        surface.blit(img, r)


def _class_order(d: CardDef | None) -> int:
    if d is None:
        return 9
    return ["summoner", "structure", "event", "champion", "common"].index(card_class(d))


def _faction_name(fid: str) -> str:
    """The faction's name in the player's language (from the card translations)."""
    return terms.faction_name(fid)
