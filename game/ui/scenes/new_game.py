"""New game: the edition, then for each player who plays it (a human, or the computer at Easy,
Normal or Hard), a name and a faction (its summoner's card and a one-line description), an
optional seed, and Start. The factions offered are the chosen edition's (1st edition factions
play by the 1st edition's rules, and the 2nd's by its own); a deck whose edition is not known is
offered under the 2nd edition. The player's own decks (from the deck builder) are offered beside
the factions; one that is not ready shows why, and Start waits for a ready one.

Each player's column is a list of rows: "Played by", "Name", "Faction".

1st edition only: 3 or 4 players in two teams (four seats: seats 1 and 3 against 2 and 4; in a
3-player game Player 2 plays two decks, the second in the fourth column, on separate turns), and
whether teammates see each other's hands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.core.cards import CardDef, DeckList
from game.i18n import N_, _
from game.ui import fonts, terms, theme
from game.ui.backdrop import backdrop
from game.ui.battle.session import (
    DIFFICULTIES,
    HUMAN,
    LONE_SEAT,
    default_seat_name,
    one_person_two_decks,
)
from game.ui.battle.words import card_name
from game.ui.card_render import card_size_for_width, render_card
from game.ui.last_setup import LastSetup
from game.ui.scenes.base import Scene
from game.ui.text import draw_text, draw_wrapped, wrapped_height
from game.ui.widgets import Button, Choice, Panel, TextInput, Widget, draw_tooltip

EDITIONS: tuple[tuple[str, str], ...] = (("2e", N_("2nd edition")), ("1e", N_("1st edition")))
NO_DECKS = N_(
    "No faction decks could be loaded, so there is nobody to play with yet. "
    "Run 'summoner-wars validate' to see what is wrong with the card files."
)
MAX_SEED = 2**31 - 1
# "Played by" values: a human, or a computer player by its name in game.ai.registry.
CONTROLLERS: tuple[tuple[str, str], ...] = (
    (HUMAN, N_("Human")), ("easy", N_("Computer (Easy)")), ("normal", N_("Computer (Normal)")),
    ("hard", N_("Computer (Hard)")),
)
assert [b for b, _w in CONTROLLERS[1:]] == [b for b, _w in DIFFICULTIES], "a level without its Played by label"
# How many play: 3-4 players is the 1st edition's Master Set team game (always four seats).
PLAYER_COUNTS: tuple[tuple[int, str], ...] = (
    (2, N_("2 players")), (3, N_("3 players (teams)")), (4, N_("4 players (teams)")))
TEAM_EDITION = "1e"
SHARE_HANDS: tuple[tuple[bool, str], ...] = ((True, N_("Yes")), (False, N_("No")))
SEAT_COUNT = 4


@dataclass(frozen=True, slots=True)
class NewGameChoice:
    """What the player chose; whoever receives it builds the game."""

    edition: str
    names: tuple[str, ...]  # one per seat: 2, or 4 for 3-4 players
    decks: tuple[str, ...]
    seed: int | None  # None: pick one at random
    # Who plays each side: "human", or a computer player's name ("easy", "normal", "hard").
    controllers: tuple[str, ...] = (HUMAN, HUMAN)
    players: int = 2  # 2, 3 or 4 (3 and 4: four seats in two teams)
    share_hands: bool = True  # 3-4 players: teammates see each other's hands
    # Per seat, the seat whose person also plays it (3 players: the last seat is Player 2's).
    persons: tuple[int | None, ...] = ()
    # The screen's choices as the next New game offers them again (names only where typed).
    remembered: LastSetup | None = None


@dataclass
class PlayerColumn:
    """One player's rows."""

    index: int
    name: TextInput
    faction: Choice
    rows: list[Widget]
    controller: Choice | None = None
    auto_name: str = ""  # the name the screen filled in; a name the player typed is kept

    @property
    def played_by(self) -> str:
        return self.controller.value if self.controller is not None else HUMAN


class NewGameScene(Scene):
    def __init__(
        self,
        decks: Mapping[str, DeckList],
        cards: Mapping[str, CardDef],
        *,
        on_start: Callable[[NewGameChoice], None],
        on_back: Callable[[], None] | None = None,
        descriptions: Mapping[str, str] | None = None,
        default_decks: Sequence[str] = (),
        names: tuple[str, ...] = (),
        controllers: tuple[str, ...] = (HUMAN, HUMAN),
        players: int = 2,
        share_hands: bool = True,
        on_reload: Callable[[NewGameChoice], None] | None = None,
        notice: str = "",
        editions: Mapping[str, str] | None = None,
        edition: str = "2e",
        blocked: Mapping[str, str] | None = None,
    ) -> None:
        """`editions`: each deck's edition (deck id -> "1e" / "2e"; a deck not listed, or with
        no edition, counts as 2nd edition). `edition`: the edition chosen at first. `blocked`:
        decks offered that cannot start a game yet (a player's deck that is not ready), with why."""
        super().__init__()
        # R: read the player's card folder again without restarting; whoever builds the screen
        # builds a new one from the fresh cards, keeping what was chosen here.
        self.on_reload = on_reload
        # A line under the title, such as what the last reload found.
        self.notice = notice
        self.all_decks = dict(sorted(decks.items(), key=lambda kv: kv[1].name))
        self.deck_editions = {d: (editions or {}).get(d) or "2e" for d in self.all_decks}
        self.blocked = dict(blocked or {})
        self.cards = cards
        self.descriptions = dict(descriptions or {})
        self.on_start = on_start
        self.on_back = on_back
        known = [e for e, _w in EDITIONS]
        self.edition = Choice(N_("Edition"), list(EDITIONS), edition if edition in known else "2e",
                              on_change=self._edition_changed)
        self.decks = self._decks_of(self.edition.value)
        options = self._faction_options()
        self.columns: list[PlayerColumn] = []
        # A name given ("" for none) that is not the one the screen would give the seat is the
        # player's own: it stays when who plays the seat changes.
        given = tuple(names) + ("",) * (SEAT_COUNT - len(names))
        controllers = tuple(controllers) + (HUMAN,) * (SEAT_COUNT - len(controllers))
        for i in range(SEAT_COUNT):
            auto = _("Player {n}", n=i + 1)
            typed = given[i] not in ("", auto, default_seat_name(i, controllers[i], controllers))
            name = TextInput(given[i] or auto, label=N_("Name"), max_length=20, placeholder=auto)
            default = default_decks[i] if i < len(default_decks) else None
            if default not in self.decks:
                ids = list(self.decks)
                default = ids[min(i, len(ids) - 1)] if ids else ""
            faction = Choice(N_("Faction"), options, default, on_change=lambda _v: self._sync_start())
            controller = Choice(N_("Played by"), list(CONTROLLERS), controllers[i])
            col = PlayerColumn(i, name, faction, [controller, name, faction], controller,
                               auto if typed else (given[i] or auto))
            controller.on_change = lambda value, col=col: self._controller_changed(col, value)
            self.columns.append(col)
            if controller.value != HUMAN:
                self._controller_changed(col, controller.value)
        self.players = Choice(N_("Players"), list(PLAYER_COUNTS), players if players in (2, 3, 4) else 2,
                              on_change=lambda _v: self._players_changed())
        self.share = Choice(N_("Teammates see each other's hands"), list(SHARE_HANDS), bool(share_hands))
        self.share.value_share = 0.3  # "Yes" or "No": the long label gets the room
        self.players.enabled = self.edition.value == TEAM_EDITION
        self.seed = TextInput(
            "", label=N_("Seed (optional)"), max_length=10, placeholder=_("random"), allowed=str.isdigit
        )
        self.start = Button(N_("Start"), self._start, hotkey=None)
        self.back = Button(N_("Back"), self._back)
        self.panel = Panel(title=N_("New game"))
        if not self.all_decks:
            self.start.set_enabled(False, "No faction decks were loaded.")
            for col in self.columns:
                col.faction.enabled = False
        self._card_rects: list[pygame.Rect] = []
        self._desc_rects: list[pygame.Rect] = []
        self._head_rects: list[pygame.Rect] = []
        self._focus = 0
        self._sync_start()

    # -- how many play
    @property
    def player_count(self) -> int:
        """2, 3 or 4: 3-4 players only in the 1st edition."""
        return self.players.value if self.edition.value == TEAM_EDITION else 2

    @property
    def seat_count(self) -> int:
        return 2 if self.player_count == 2 else SEAT_COUNT

    @property
    def shown_columns(self) -> list[PlayerColumn]:
        """The columns of the seats in play."""
        return self.columns[: self.seat_count]

    def is_second_deck(self, col: PlayerColumn) -> bool:
        """3 players: the last seat is played by Player 2 (their second deck)."""
        return self.player_count == 3 and col.index == SEAT_COUNT - 1

    def _players_changed(self) -> None:
        self.players.enabled = self.edition.value == TEAM_EDITION
        if self._laid_out:
            self.relayout()  # the columns shown change
        self._sync_start()

    @property
    def _laid_out(self) -> bool:
        """On a stack with every widget made (relayout can place them)."""
        return self.stack is not None and hasattr(self, "seed")

    def team_of(self, seat: int) -> int:
        """0 or 1: seats 1 and 3 are team 1, seats 2 and 4 team 2 (the rulebook's diagram)."""
        return seat % 2

    def column_title(self, col: PlayerColumn, short: bool = False) -> str:
        """"Player 1", or with teams "Player 1 · Team 1" ("P1 · Team 1" where that is too long)."""
        if self.seat_count == 2:
            return _("Player {n}", n=col.index + 1)
        seat = LONE_SEAT if self.is_second_deck(col) else col.index
        if short:
            return _("P{n} · Team {team}", n=seat + 1, team=self.team_of(col.index) + 1)
        return _("Player {n} · Team {team}", n=seat + 1, team=self.team_of(col.index) + 1)

    # -- the edition
    def _decks_of(self, edition: str) -> dict[str, DeckList]:
        return {d: deck for d, deck in self.all_decks.items() if self.deck_editions[d] == edition}

    def _faction_options(self) -> list[tuple[str, str]]:
        return [(d, self._label(d, deck)) for d, deck in self.decks.items()] or [("", N_("(none)"))]

    def _label(self, key: str, deck: DeckList) -> str:
        name = terms.faction_name(deck.faction, deck.name) if not key.startswith("mine:") else deck.name
        if key not in self.blocked and not key.startswith("mine:"):
            return name
        if key in self.blocked:
            return _("{deck} (to fix)", deck=name)
        return _("{deck} (yours)", deck=name)

    def _edition_changed(self, edition: str) -> None:
        """Only the chosen edition's factions are offered: each player keeps the first ones
        of that edition (different ones where there are two)."""
        self.decks = self._decks_of(edition)
        options = self._faction_options()
        ids = [v for v, _w in options]
        for i, col in enumerate(self.columns):
            col.faction.options = list(options)
            col.faction.index = min(i, len(ids) - 1)
        self._players_changed()

    def _sync_start(self) -> None:
        if not self.all_decks:
            return  # the screen's "no decks" message says why
        has = bool(self.decks)
        self.start.set_enabled(has, "" if has else _("No {edition} factions were loaded.",
                                                       edition=_(self.edition.value_text)))
        for col in self.columns:
            col.faction.enabled = has
        why = next((_("Player {n}'s deck is not ready: {reason}", n=c.index + 1, reason=self.blocked[c.faction.value])
                    for c in (self.shown_columns if hasattr(self, "players") else [])
                    if c.faction.value in self.blocked), "")
        if has and why:
            self.start.set_enabled(False, why)

    def _controller_changed(self, col: PlayerColumn, value: str) -> None:
        """A name the screen filled in follows who plays: "Computer (Hard)" for a computer
        player, "Player N" for a human (`default_seat_name`). A name the player typed stays."""
        cols = self.shown_columns if hasattr(self, "players") else self.columns
        controllers = [c.played_by for c in cols]
        for c in self.columns:  # another seat's name may have to tell two computers apart now
            if c.name.text.strip() not in (c.auto_name, ""):
                continue
            c.auto_name = default_seat_name(c.index, c.played_by, controllers)
            c.name.set_text(c.auto_name)

    # -- what the player chose
    def choice(self) -> NewGameChoice:
        cols = self.shown_columns
        names = [(c.name.text.strip() or _("Player {n}", n=c.index + 1)) for c in cols]
        controllers = [c.played_by for c in cols]
        persons: tuple[int | None, ...] = ()
        if self.player_count == 3:  # one person, two decks
            three = one_person_two_decks(names, controllers)
            names, controllers, persons = list(three[0]), list(three[1]), three[2]
        given = list(names)
        for i, n in enumerate(given):
            if given.count(n) > 1:  # the log must tell them apart: "Computer (1)", "Computer (2)"
                names[i] = f"{n} ({given[:i + 1].count(n)})"
        seed = int(self.seed.text) % MAX_SEED if self.seed.text.strip() else None
        return NewGameChoice(
            self.edition.value,
            tuple(names),
            tuple(c.faction.value for c in cols),
            seed,
            tuple(controllers),
            players=self.player_count,
            share_hands=bool(self.share.value),
            persons=persons,
            remembered=self.remembered(),
        )

    def remembered(self) -> LastSetup:
        """What to offer at the next New game: this screen's choices, names only where typed."""
        def typed(c: PlayerColumn) -> str:
            text = c.name.text.strip()
            return "" if text in (c.auto_name, "") else text

        return LastSetup(self.edition.value, self.player_count, bool(self.share.value),
                         tuple(c.played_by for c in self.columns), tuple(c.faction.value for c in self.columns),
                         tuple(typed(c) for c in self.columns))

    def _start(self) -> None:
        if self.decks and self.start.enabled:
            self.on_start(self.choice())

    def _back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    @property
    def widgets(self) -> list[Widget]:
        out: list[Widget] = [self.edition, self.players]
        for col in self.shown_columns:
            out.extend([col.faction] if self.is_second_deck(col) else col.rows)
        if self.seat_count > 2:
            out.append(self.share)
        out.extend([self.seed, self.start, self.back])
        return out

    # -- layout
    def relayout(self) -> None:
        lay = self.layout
        w = min(lay.px(920), lay.width - lay.pad * 2)
        h = lay.height - lay.pad * 2
        self.panel.place(lay.centered(w, h), lay)
        content = self.panel.content_rect
        row_h = lay.row_height + lay.px(6)
        gap = lay.px(8)
        top_w = min((content.width - lay.pad) // 2, lay.px(420))
        self.edition.place(pygame.Rect(content.x, content.y, top_w, row_h), lay)
        self.players.place(pygame.Rect(content.x + top_w + lay.pad, content.y, top_w, row_h), lay)
        bottom_h = lay.button_height
        n = self.seat_count
        col_gap = lay.pad * 2 if n == 2 else lay.pad
        col_w = (content.width - col_gap * (n - 1)) // n
        top = content.y + row_h + gap * 2
        body_font = fonts.font_for(lay, "body")
        self._card_rects, self._desc_rects, self._head_rects = [], [], []
        avail_h = content.bottom - bottom_h - row_h - gap * 3 - top
        for i, col in enumerate(self.shown_columns):
            x = content.x + i * (col_w + col_gap)
            head = pygame.Rect(x, top, col_w, fonts.font_for(lay, "heading").get_linesize())
            self._head_rects.append(head)
            y = head.bottom + gap
            for row in col.rows:
                if row is not col.name:
                    # Four narrow columns: the values alone (who plays, which faction), whole.
                    row.value_share = 1.0 if n > 2 else 0.58
                if self.is_second_deck(col) and row is not col.faction:
                    y += row_h + gap  # played and named as Player 2: only the faction to choose
                    continue
                row.place(pygame.Rect(x, y, col_w, row_h), lay)
                y += row_h + gap
            rest = avail_h - (y - top)
            if n > 2:
                # Four narrow columns: the faction's name and description under its summoner,
                # across the column, so they read whole.
                text_h = body_font.get_linesize() * 3 + fonts.font_for(lay, "small").get_linesize()
                card_w = max(60, min(lay.px(120), int((rest - text_h) / 1.4), col_w // 2))
                size = card_size_for_width(card_w)
                card = pygame.Rect(x + (col_w - size[0]) // 2, y, *size)
                self._card_rects.append(card)
                self._desc_rects.append(pygame.Rect(x, card.bottom + gap, col_w, max(0, rest - size[1] - gap)))
                continue
            card_w = max(60, min(lay.px(170), int(rest / 1.4), col_w // 2))
            size = card_size_for_width(card_w)
            card = pygame.Rect(x, y, *size)
            self._card_rects.append(card)
            self._desc_rects.append(
                pygame.Rect(card.right + lay.pad, y, col_w - card.width - lay.pad,
                            max(body_font.get_linesize(), size[1]))
            )
        sy = content.bottom - bottom_h - gap - row_h
        seed_w = top_w if n == 2 else int(content.width * 0.34)
        self.seed.place(pygame.Rect(content.x, sy, seed_w, row_h), lay)
        self.share.place(pygame.Rect(content.x + seed_w + lay.pad, sy, content.right - content.x - seed_w - lay.pad,
                                     row_h), lay)
        bw = lay.px(150)
        self.start.place(pygame.Rect(content.right - bw, content.bottom - bottom_h, bw, bottom_h), lay)
        self.back.place(pygame.Rect(content.x, content.bottom - bottom_h, bw, bottom_h), lay)

    # -- loop
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            typing = any(isinstance(w, TextInput) and w.focused for w in self.widgets)
            if event.key == pygame.K_ESCAPE:
                self._back()
                return True
            if event.key == pygame.K_r and not typing and self.on_reload is not None:
                self.on_reload(self.choice())
                return True
            if event.key == pygame.K_TAB:
                self._move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not any(
                isinstance(w, Button) and w.focused for w in self.widgets
            ):
                self._start()
                return True
            for w in self.widgets:
                if w.focused and w.handle_event(event):
                    return True
            if typing:
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            return any(w.handle_event(event) for w in self.widgets if w.focused)
        used = False
        for i, w in enumerate(self.widgets):
            if w.handle_event(event):
                used = True
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self._set_focus(i)
        if event.type == pygame.MOUSEBUTTONDOWN and not used:
            for w in self.widgets:
                w.focused = False
        return used

    def _set_focus(self, index: int) -> None:
        ws = self.widgets
        self._focus = index % len(ws)
        for i, w in enumerate(ws):
            w.focused = i == self._focus

    def _move_focus(self, step: int) -> None:
        ws = self.widgets
        i = self._focus
        for _step in range(len(ws)):
            i = (i + step) % len(ws)
            if ws[i].enabled and ws[i].focusable:
                self._set_focus(i)
                return

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(backdrop(lay.size), (0, 0))
        self.panel.draw(surface)
        heading = fonts.font_for(lay, "heading" if self.seat_count == 2 else "body", fonts.BOLD)
        body = fonts.font_for(lay, "body")
        for i, col in enumerate(self.shown_columns):
            title = self.column_title(col)
            if heading.size(title)[0] > self._head_rects[i].width:
                title = self.column_title(col, short=True)
            draw_text(surface, title, heading, theme.player_tint(self.team_of(col.index)),
                      self._head_rects[i].topleft, max_width=self._head_rects[i].width)
            if self.is_second_deck(col):
                draw_wrapped(surface, _("Player {n}'s second deck: the same person plays it, on a turn of its own.",
                                        n=LONE_SEAT + 1),
                             fonts.font_for(lay, "small"), theme.TEXT_DIM,
                             pygame.Rect(self._head_rects[i].x, self._head_rects[i].bottom + lay.px(8),
                                         self._head_rects[i].width,
                                         col.faction.rect.y - self._head_rects[i].bottom - lay.px(12)))
        if not self.decks:
            r = pygame.Rect(self._card_rects[0].x, self._card_rects[0].y,
                            self._desc_rects[-1].right - self._card_rects[0].x, lay.px(120))
            text = _(NO_DECKS) if not self.all_decks else _(
                "No {edition} factions were loaded. Choose another edition, or add a faction file of this "
                "edition to your cards folder.", edition=_(self.edition.value_text))
            draw_wrapped(surface, text, body, theme.LIFE_DOWN, r)
        else:
            for i, col in enumerate(self.shown_columns):
                deck = self.decks.get(col.faction.value)
                if deck is None:
                    continue
                summoner = self.cards.get(deck.summoner)
                cr = self._card_rects[i]
                if summoner is not None:
                    surface.blit(
                        render_card(summoner, cr.size),
                        cr.topleft,
                    )
                dr = self._desc_rects[i]
                y = dr.y
                draw_text(surface, self._label(col.faction.value, deck), fonts.font_for(lay, "body", fonts.BOLD),
                          theme.ACCENT,
                          (dr.x, y), max_width=dr.width)
                y += body.get_linesize()
                if summoner is not None:
                    draw_text(surface, _("Summoner: {card}", card=card_name(summoner)), fonts.font_for(lay, "small"),
                              theme.TEXT_DIM, (dr.x, y), max_width=dr.width)
                    y += fonts.font_for(lay, "small").get_linesize() + lay.px(6)
                why = self.blocked.get(col.faction.value)
                desc = (_("Not ready: {reason}", reason=why) if why else
                        deck.description or _("Your deck, from the deck builder.")
                        if col.faction.value.startswith("mine:") else
                        terms.faction_description(deck.faction, self.descriptions.get(deck.id) or deck.description
                                                  or ""))
                room = pygame.Rect(dr.x, y, dr.width, dr.bottom - y)
                face = body if self.seat_count == 2 else fonts.font_for(lay, "small")
                if why or self.seat_count == 2 or wrapped_height(desc, face, room.width) <= room.height:
                    # Four narrow columns: a description is shown whole or not at all (the
                    # faction's name and summoner above say what it is).
                    draw_wrapped(surface, desc, face, theme.LIFE_DOWN if why else theme.TEXT, room)
        for w in self.widgets:
            w.draw(surface)
        if self.notice:
            er = self.edition.rect
            draw_text(surface, self.notice, fonts.font_for(lay, "small"), theme.TEXT_DIM,
                      (er.right + lay.pad, er.centery), anchor="midleft",
                      max_width=self.panel.content_rect.right - er.right - lay.pad)
        hint = _("Tab moves between fields · Enter starts · Esc goes back")
        if self.on_reload is not None:
            hint = _("Tab moves between fields · Enter starts · R reloads cards · Esc goes back")
        room = self.start.rect.left - self.back.rect.right - 2 * lay.pad
        draw_text(surface, hint, fonts.font_for(lay, "small"), theme.TEXT_DIM,
                  ((self.back.rect.right + self.start.rect.left) // 2, self.start.rect.centery), anchor="center",
                  max_width=room)
        for w in (self.start, self.back):
            tip = w.tooltip()
            if tip:
                draw_tooltip(surface, tip, w.rect, lay)
