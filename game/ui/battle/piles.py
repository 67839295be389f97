"""A player's panel in the left column: name, magic track, draw pile, discard pile, hand size
(card backs for the opponent; a 1E Mercenary shows its own grey back there and on top of a draw
pile) and active events. Under the pile model (1E, `Ruleset.magic_pile`)
magic is a face-down magic pile beside the discard pile, with its size, instead of the track.

Card rects are kept from the last layout so hovering can zoom face-up cards (your own discard
pile's top card, active events) and animations know where piles are.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.cards import CardDef
from game.core.state import GameState
from game.core.view import is_hidden, shows_mercenary_back
from game.i18n import N_, _
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.bot_driver import draw_thinking_dots
from game.ui.battle.magic_track import draw_magic_track
from game.ui.card_render import render_card, render_hidden_back
from game.ui.card_symbols import numbered_disc
from game.ui.layout import Layout
from game.ui.text import cuts_allowed, ellipsize, note


@dataclass
class PanelRects:
    name: pygame.Rect
    magic_label: pygame.Rect
    track: pygame.Rect
    draw: pygame.Rect
    discard: pygame.Rect
    hand: pygame.Rect
    active: pygame.Rect
    magic: pygame.Rect | None = None  # the magic pile (1E); None with a track
    # Where "Active events" is written (None: on the line above `active`).
    active_label: pygame.Rect | None = None
    active_cards: list[tuple[int, pygame.Rect]] = field(default_factory=list)


class PlayerPanel:
    def __init__(self, player: int, magic_pile: bool = False) -> None:
        """`magic_pile`: magic is a pile of cards (`Ruleset.magic_pile`), not a track."""
        self.player = player
        self.magic_pile = magic_pile
        self.rect = pygame.Rect(0, 0, 200, 190)
        self.layout: Layout | None = None
        self.pile_card = (44, 61)
        self.rects: PanelRects | None = None
        self.own = True  # the viewer's own panel (its discard pile face up)
        # Said beside one's own magic pile (1E) where a click opens it; "" where it does not.
        self.open_hint = N_("click to look")
        # 3-4 players with "teammates see each other's hands": a teammate's hand is drawn face
        # up (small; hovering zooms a card). Set by the scene from `game.core.view.sees_hand`.
        self.open_hand = False

    def place(
        self, rect: pygame.Rect, layout: Layout, pile_card: tuple[int, int], own: bool,
        compact: bool = False,
    ) -> None:
        """`compact`: the shorter panel of a 3-4 player game (four panels on the screen)."""
        self.rect = pygame.Rect(rect)
        self.layout = layout
        self.pile_card = pile_card
        self.own = own
        lay = layout
        pad = lay.px(8)
        x, w = rect.x + pad, rect.width - 2 * pad
        name_h = fonts.font_for(lay, "body", fonts.BOLD).get_linesize()
        name = pygame.Rect(x, rect.y + pad, w, name_h)
        small_h = fonts.font_for(lay, "small").get_linesize()
        magic_label = pygame.Rect(x, name.bottom + lay.px(3), w, small_h)
        track = pygame.Rect(x, magic_label.bottom + lay.px(2), w, lay.px(26 if compact else 34))
        pw, ph = pile_card
        gap = lay.px(28 if compact else 30)
        piles_y = track.bottom + lay.px(6)
        # The captions ("Draw 14") are wider than a small pile: keep the first off the border.
        px0 = x + (lay.px(6) if compact else 0)
        draw = pygame.Rect(px0, piles_y, pw, ph)
        discard = pygame.Rect(px0 + pw + gap, piles_y, pw, ph)
        hand = pygame.Rect(discard.right + gap, piles_y, rect.right - pad - discard.right - gap, ph)
        magic = None
        if self.magic_pile:
            # Where the track would be: the magic pile, its cards lying face down sideways.
            h = track.height
            magic = pygame.Rect(x, track.y, int(round(h * 88 / 63)), h)
        tiny_h = fonts.font_for(lay, "tiny").get_linesize()
        # Below the piles' captions: a label line, then the active events' cards.
        active_y = piles_y + ph + tiny_h + lay.px(4) + small_h
        active = pygame.Rect(x, active_y, w, max(0, rect.bottom - pad // 2 - active_y))
        active_label = None
        if compact:
            # Four panels on the screen: the active events' cards in a row right of their label
            # (small; hovering zooms one).
            label_y = piles_y + ph + tiny_h + lay.px(4)
            label_w = fonts.font_for(lay, "small").size(_("Active events"))[0]
            active_label = pygame.Rect(x, label_y, label_w, small_h)
            h = max(8, min(small_h + lay.px(8), rect.bottom - pad // 2 - label_y + lay.px(2)))
            active = pygame.Rect(x + label_w + lay.px(8), label_y - lay.px(3), w - label_w - lay.px(8), h)
        self.rects = PanelRects(name, magic_label, track, draw, discard, hand, active, magic, active_label)

    def active_card_rects(self, uids: list[int]) -> list[tuple[int, pygame.Rect]]:
        r = self.rects
        if r is None or r.active.height <= 4 or not uids:
            return []
        h = r.active.height
        w = int(h * 63 / 88)
        step = min(w + 4, (r.active.width - w) // max(1, len(uids) - 1)) if len(uids) > 1 else w
        return [(u, pygame.Rect(r.active.x + i * step, r.active.y, w, h)) for i, u in enumerate(uids)]

    def hand_card_rects(self, hand: list[int]) -> list[tuple[int, pygame.Rect]]:
        """Where the cards of this player's hand are drawn in the panel (backs, or a
        teammate's face up)."""
        r, lay = self.rects, self.layout
        if r is None or lay is None or not hand:
            return []
        n = len(hand)
        bh = int(r.hand.height * 0.62)
        bw = int(bh * 63 / 88)
        step = min(bw // 2 if not self.open_hand else bw + 1, max(3, (r.hand.width - bw) // max(1, n - 1)))
        return [(u, pygame.Rect(r.hand.x + i * step, r.hand.y + lay.px(4), bw, bh)) for i, u in enumerate(hand)]

    def face_up_cards(self, state: GameState) -> list[tuple[int, pygame.Rect]]:
        """Cards in this panel a player may zoom: active events, and one's own discard top."""
        r = self.rects
        if r is None:
            return []
        p = state.players[self.player]
        out = self.active_card_rects(p.active + p.resolving)
        if self.open_hand and not self.own:
            out += self.hand_card_rects(p.hand)
        if p.discard and (self.own or _open_discard(state, p.discard[-1])):
            out.append((p.discard[-1], r.discard))
        return out

    def draw(
        self,
        surface: pygame.Surface,
        state: GameState,
        *,
        acting: bool,
        magic_moving: tuple[int, int, float] | None = None,
        hidden: frozenset[int] = frozenset(),
        thinking: float | None = None,
    ) -> None:
        """`thinking`: a clock (seconds) when this player is a computer deciding right now;
        the magic line then says "thinking", with breathing dots."""
        lay, r = self.layout, self.rects
        if lay is None or r is None:
            return
        p = state.players[self.player]
        tint = theme.player_tint(self.player)
        # The panel's body is part of the scene's cached background; only the border that
        # marks whose turn it is changes.
        if acting:
            pygame.draw.rect(surface, tint, self.rect, max(2, lay.px(2)), border_radius=lay.radius)
        pygame.draw.circle(surface, tint, (r.name.x + lay.px(6), r.name.centery), lay.px(5))
        box = pygame.Rect(r.name.x + lay.px(16), r.name.y, r.name.width - lay.px(16), r.name.height)
        px, label, face = panel_title(lay, p.name, acting, box.width)
        img = textcache.text(label, face, px, theme.ACCENT_BRIGHT if acting else theme.TEXT)
        at = surface.blit(img, img.get_rect(midleft=box.midleft))
        note("panel title", _(TO_PLAY, name=p.name) if acting else p.name, label, at, box)
        if thinking is not None:
            # Right of the magic label: "thinking" and three breathing dots.
            radius = max(2, lay.px(2))
            dots_w = radius * 8
            img = textcache.role_text(lay, _("thinking"), "small", theme.ACCENT_BRIGHT)
            x = r.magic_label.right - dots_w - lay.px(4) - img.get_width()
            surface.blit(img, (x, r.magic_label.y))
            draw_thinking_dots(surface, (x + img.get_width() + lay.px(4), r.magic_label.centery + lay.px(1)),
                               radius, theme.ACCENT_BRIGHT, thinking)
        vines = vine_count(state, self.player)
        if vines is not None and thinking is None:
            # 1E Vine Walls: the face-up Vine Wall pile's size, at the right of the magic line.
            label = _("Vine Walls {n}", n=vines)
            img = textcache.role_text(lay, label, "small", VINE_TEXT)
            at = surface.blit(img, img.get_rect(topright=r.magic_label.topright))
            note("vine pile", label, label, at, r.magic_label)
        magic = p.magic if magic_moving is None else magic_moving[0]
        if r.magic is not None:
            # 1E: the pile's size only; its cards are face down (the owner opens it to look).
            size = len(p.magic_pile)
            label = _("Magic {n}", n=size)
            at = surface.blit(textcache.role_text(lay, label, "small", theme.TEXT_DIM), r.magic_label.topleft)
            note("magic pile", label, label, at, r.magic_label)
            draw_magic_pile(surface, lay, r.magic, size, self.player)
            words = _((self.own and self.open_hint) or N_("face down")) if size else _("empty")
            img = textcache.role_text(lay, words, "tiny", theme.TEXT_DIM, fonts.REGULAR,
                                      r.track.right - r.magic.right - lay.px(8))
            surface.blit(img, img.get_rect(midleft=(r.magic.right + lay.px(8), r.magic.centery)))
        else:
            surface.blit(
                textcache.role_text(lay, _("Magic {n}", n=magic), "small", theme.TEXT_DIM),
                r.magic_label.topleft,
            )
            draw_magic_track(
                surface, r.track, p.magic, maximum=state.ruleset.magic_max, moving=magic_moving
            )
        small = "small"
        # Draw pile: a card back with the count (a Mercenary's own back when one is on top).
        if p.draw:
            merc = shows_mercenary_back(state, p.draw[-1])
            surface.blit(_back(r.draw.size, self.player, merc), r.draw.topleft)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, r.draw, 1, border_radius=4)
        _caption(surface, lay, _("Draw {n}", n=len(p.draw)), r.draw, r.discard.centerx - r.draw.centerx, len(p.draw))
        # Discard pile: your own top card face up; the opponent's face down (private), unless the
        # rules lay discard piles face up (1E) and this view knows the card.
        top = [u for u in p.discard if u not in hidden]
        if top and (self.own or _open_discard(state, top[-1])) and top[-1] in state.cards:
            surface.blit(_stamp(state.cards[top[-1]].defn, r.discard.size), r.discard.topleft)
        elif top:
            surface.blit(_back(r.discard.size, self.player), r.discard.topleft)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER_DIM, r.discard, 1, border_radius=4)
        _caption(surface, lay, _("Discard {n}", n=len(p.discard)), r.discard,
                 min(r.discard.centerx - r.draw.centerx, abs(r.hand.centerx - r.discard.centerx)), len(p.discard))
        # Hand: the opponent's as card backs, yours as a count (the cards are on the right).
        n = len(p.hand)
        if not self.own and n:
            for u, rect in self.hand_card_rects(p.hand):
                c = state.cards.get(u)
                if self.open_hand and c is not None and not is_hidden(c.defn) and u not in hidden:
                    surface.blit(_stamp(c.defn, rect.size), rect.topleft)
                    continue
                merc = shows_mercenary_back(state, u)  # 1E: a Mercenary's back tells it is one
                surface.blit(_back(rect.size, self.player, merc), rect.topleft)
        _caption(surface, lay, _("Hand {n}", n=n), pygame.Rect(r.hand.x, r.hand.y, r.hand.width, r.hand.height),
                 max(r.hand.width, abs(r.hand.centerx - r.discard.centerx)), n)
        # Active events.
        uids = p.active + p.resolving
        label_at = (r.active_label.topleft if r.active_label is not None
                    else (r.active.x, r.active.y - fonts.font_for(lay, small).get_linesize()))
        surface.blit(
            textcache.role_text(lay, _("Active events") if uids else _("No active events"), small, theme.TEXT_DIM),
            label_at,
        )
        for u, rect in self.active_card_rects(uids):
            c = state.cards.get(u)
            if c is not None and u not in hidden:
                surface.blit(_stamp(c.defn, rect.size), rect.topleft)
        if getattr(p, "out", False):
            draw_out_of_game(surface, lay, self.rect, r.name.bottom)


    def pile_rect(self, zone: str) -> pygame.Rect:
        r = self.rects
        if r is None:
            return self.rect
        return {"draw": r.draw, "discard": r.discard, "hand": r.hand, "active": r.active,
                "magic": r.magic or r.track, "vine": r.magic_label}.get(zone, self.rect)


def _stamp(defn: CardDef, size: tuple[int, int]) -> pygame.Surface:
    """A card in a panel (a pile's top, an active event, a teammate's hand): stamp-sized, so
    its words may be cut as a last resort (`game.ui.text.cuts_allowed`): hovering it shows it
    whole."""
    with cuts_allowed():
        return render_card(defn, size)


TO_PLAY = N_("{name} — to play")
VINE_TEXT = (132, 214, 110)


def vine_count(state: GameState, player: int) -> int | None:
    """The size of `player`'s Vine Wall pile (1E), or None when they play without Vine Walls."""
    p = state.players[player]
    if p.vine_pile or any(state.cards[u].owner == player for u in state.vines.values()):
        return len(p.vine_pile)
    return None


def panel_title(lay: Layout, name: str, acting: bool, width: int) -> tuple[int, str, str]:
    """(font size, text, font face) of a panel's title: the name, and "— to play" while the
    player acts. The title shrinks down to the tiny size, then takes the condensed face, to fit
    whole (a faction's name, as a replay uses, is long); past that the name is shortened, never
    "to play"."""
    full = _(TO_PLAY, name=name) if acting else name
    top, floor = lay.font_px("body"), lay.font_px("tiny")
    for face in (fonts.BOLD, fonts.CONDENSED_BOLD):
        for px in range(top, floor - 1, -1):
            if fonts.get_font(face, px).size(full)[0] <= width:
                return px, full, face
    font = fonts.get_font(fonts.CONDENSED_BOLD, floor)
    if not acting:
        return floor, ellipsize(name, font, width), fonts.CONDENSED_BOLD
    short = name
    while short and font.size(_(TO_PLAY, name=short + "…"))[0] > width:
        short = short[:-1]
    return floor, _(TO_PLAY, name=short + "…"), fonts.CONDENSED_BOLD


def draw_magic_pile(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, size: int, player: int) -> None:
    """A face-down pile lying sideways in `rect`: up to three card backs stacked a little apart
    (so a pile of one and a pile of ten read differently), a purple rim for magic, and its size
    on a disc."""
    if size <= 0:
        pygame.draw.rect(surface, theme.darken(theme.MAGIC, 0.3), rect, 1, border_radius=4)
        return
    layers = min(3, size)
    step = max(1, lay.px(2))
    w, h = rect.width - step * (layers - 1), rect.height - step * (layers - 1)
    back = pygame.transform.rotate(render_card(None, (h, w), face_up=False, frame_colour=theme.MAGIC), 90)
    for i in range(layers):
        surface.blit(back, (rect.x + step * (layers - 1 - i), rect.y + step * i))
    d = max(14, rect.height * 2 // 3)
    disc = numbered_disc(d, theme.MAGIC, size)
    surface.blit(disc, disc.get_rect(center=(rect.centerx, rect.centery)))


def _caption(surface: pygame.Surface, lay: Layout, text: str, rect: pygame.Rect, room: int,
             count: int | None = None) -> None:
    """A pile's caption ("Draw 14") centred under it, never wider than `room` (the distance to
    the next pile's centre, less a gap), so two captions never run into each other: condensed
    letters first, then the bare `count`."""
    room = max(rect.width, room - lay.px(4))
    img = textcache.role_text(lay, text, "tiny", theme.TEXT_DIM)
    if img.get_width() > room:
        img = textcache.role_text(lay, text, "tiny", theme.TEXT_DIM, fonts.CONDENSED)
    if img.get_width() > room and count is not None:
        text = str(count)  # the pile's picture says which pile; a cut word would hide the count
        img = textcache.role_text(lay, text, "tiny", theme.TEXT_DIM)
    at = surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
    box = pygame.Rect(0, 0, room, at.height)
    box.midtop = (rect.centerx, at.y)
    note("pile caption", text, text, at, box)


def _back(size: tuple[int, int], player: int, mercenary: bool = False) -> pygame.Surface:
    return render_hidden_back(size, mercenary=mercenary, frame_colour=theme.player_tint(player))


def _open_discard(state, uid: int) -> bool:
    """An opponent's discard top shown face up: the rules lay discards face up (1E) and the
    viewer's view knows the card (not a placeholder)."""
    c = state.cards.get(uid)
    return bool(state.ruleset.discard_face_up and c is not None and not is_hidden(c.defn))


OUT_OF_GAME = N_("Out of the game")


def draw_out_of_game(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, top: int) -> None:
    """3-4 players: a player whose summoner was destroyed is out; their panel is shaded below
    the name, with the words across it."""
    shade = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    veil = pygame.Surface(shade.size, pygame.SRCALPHA)
    veil.fill((12, 10, 16, 200))
    surface.blit(veil, shade.topleft)
    img = textcache.role_text(lay, _(OUT_OF_GAME), "body", theme.LIFE_DOWN)
    at = surface.blit(img, img.get_rect(center=shade.center))
    note("panel out", OUT_OF_GAME, OUT_OF_GAME, at, shade)
