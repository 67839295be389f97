"""Drawing the animation that is playing: cards sliding and flying, tokens popping, dice,
banners. `prepare` is called once when an animation starts (it measures where things are on
the display state of that moment); `draw` is called every frame and changes nothing.

The `stage` is the battle scene: it knows where each card is drawn (`locate`), the board view,
the viewer and the layout.
"""

from __future__ import annotations

import math
from typing import Any, Protocol

import pygame

from game.core import events as ev
from game.core.state import BOARD, GameState
from game.core.view import hidden_uids, shows_mercenary_back
from game.core.wording import ability_title
from game.i18n import _, n_
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.battle.animations import Anim
from game.ui.battle.board_view import BoardView
from game.ui.battle.dice_view import DiceRoll, draw_dice
from game.ui.battle.stage import dice_of
from game.ui.battle.words import ability_name
from game.ui.card_render import render_card, render_hidden_back
from game.ui.card_symbols import numbered_disc
from game.ui.layout import Layout


class Stage(Protocol):
    board: BoardView
    viewer: int  # whose side the board is drawn from
    reader: int  # whose secrets may show (`game.core.view.TABLE`: nobody's)
    layout: Layout

    def locate(self, uid: int, state: GameState) -> pygame.Rect | None: ...

    def pile_rect(self, player: int, zone: str) -> pygame.Rect: ...

    def card_image(self, uid: int, state: GameState, size: tuple[int, int]) -> pygame.Surface: ...


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t),
        round(a.y + (b.y - a.y) * t),
        max(1, round(a.width + (b.width - a.width) * t)),
        max(1, round(a.height + (b.height - a.height) * t)),
    )


def prepare(anim: Anim, s: GameState, stage: Stage) -> None:
    """Measure the animation's start and end on screen, and which cards it draws itself."""
    e, m = anim.event, anim.meta
    board = stage.board
    m["hide"] = frozenset()
    if isinstance(e, ev.UnitMoved | ev.CardForced):
        c = s.cards[e.card]
        if c.pos is None:
            anim.duration = 0
            return
        m["rects"] = [board.card_rect(c.pos)] + [board.card_rect(p) for p in e.path]
        m["image"] = stage.card_image(e.card, s, m["rects"][0].size)
        m["hide"] = frozenset({e.card})
    elif isinstance(e, ev.PlacesExchanged):
        a, b = s.cards[e.a], s.cards[e.b]
        if a.pos is None or b.pos is None:
            anim.duration = 0
            return
        ra, rb = board.card_rect(a.pos), board.card_rect(b.pos)
        m["pairs"] = [
            (stage.card_image(e.a, s, ra.size), ra, rb),
            (stage.card_image(e.b, s, rb.size), rb, ra),
        ]
        m["hide"] = frozenset({e.a, e.b})
    elif isinstance(e, ev.UnitSummoned | ev.StructureBuilt | ev.CardPlaced | ev.VinePlaced):
        to = board.card_rect(e.to)
        if isinstance(e, ev.VinePlaced):
            start = stage.pile_rect(e.player, "vine")  # 1E: from the Vine Wall pile's line
        else:
            start = stage.locate(e.card, s) or to.move(0, -to.height)
        m["from"], m["to"] = start, to
        m["image"] = render_card(s.cards[e.card].defn, to.size)
        m["hide"] = frozenset({e.card})
    elif isinstance(e, ev.CardsDrawn):
        m["from"] = stage.pile_rect(e.player, "draw")
        m["to"] = stage.pile_rect(e.player, "hand")
        m["back"] = e.player
        m["count"] = len(e.cards)
        # 1E: a Mercenary has its own back, which shows on its way to the hand as it will there.
        m["mercenary"] = tuple(
            c is not None and c.defn.mercenary for c in (s.cards.get(u) for u in e.cards)
        )
    elif isinstance(e, ev.CardDestroyed):
        c = s.cards[e.card]
        r = stage.locate(e.card, s)
        if r is None:
            anim.duration = 0
            return
        m["from"] = r
        # 1E: a destroyed Vine Wall goes back to its owner's Vine Wall pile
        m["to"] = stage.pile_rect(c.owner, "vine" if c.defn.vine else "discard")
        m["image"] = stage.card_image(e.card, s, r.size)
        m["hide"] = frozenset({e.card})
    elif isinstance(e, ev.CardDiscarded | ev.CardReturnedToHand | ev.CardPutUnder):
        c = s.cards.get(e.card)
        r = stage.locate(e.card, s) if c is not None else None
        if c is None or r is None:
            anim.duration = 0
            return
        if isinstance(e, ev.CardPutUnder):
            host = s.cards.get(e.host)
            to = stage.locate(e.host, s) if host is not None else None
        elif c.defn.vine:
            to = stage.pile_rect(c.owner, "vine")
        elif isinstance(e, ev.CardReturnedToHand):
            to = stage.pile_rect(c.owner, "hand")
        else:
            to = stage.pile_rect(c.owner, "discard")
        m["from"], m["to"] = r, to or r
        # A card the viewer may not see (from the opponent's hand, or their private discard pile)
        # travels face down unless it goes somewhere face up.
        face_down = not isinstance(e, ev.CardPutUnder) and e.card in hidden_uids(s, stage.reader)
        m["image"] = (
            _face_down(r.size, c.owner, shows_mercenary_back(s, e.card))
            if face_down
            else stage.card_image(e.card, s, r.size)
        )
        m["hide"] = frozenset({e.card})
    elif isinstance(e, ev.EventPlayed):
        c = s.cards[e.card]
        start = stage.locate(e.card, s) or stage.pile_rect(e.player, "hand")
        w = min(board.rect.width // 2, board.cell * 3)
        big = pygame.Rect(0, 0, w, int(w * 88 / 63))
        big.center = board.rect.center
        m["from"], m["to"] = start, big
        m["image"] = render_card(c.defn, big.size)
        m["hide"] = frozenset({e.card})
    elif isinstance(e, ev.DamageAdded | ev.DamageRemoved | ev.BoostAdded | ev.BoostRemoved):
        r = stage.locate(e.card, s)
        c = s.cards.get(e.card)
        if r is None or c is None or c.zone != BOARD:
            anim.duration = 0
            return
        m["rect"] = r
        if isinstance(e, ev.DamageAdded):
            m["token"] = (theme.DAMAGE, f"{e.amount}", f"-{e.amount}")
        elif isinstance(e, ev.DamageRemoved):
            m["token"] = (theme.LIFE_UP, f"{e.amount}", f"+{e.amount}")
        elif isinstance(e, ev.BoostAdded):
            m["token"] = (theme.BOOST, f"{e.amount}", f"+{e.amount}")
        else:
            m["token"] = (theme.BOOST, f"{e.amount}", f"-{e.amount}")
    elif isinstance(e, ev.MagicSpent) and s.ruleset.magic_pile:
        # 1E: the top cards of the pile go to the discard pile (face down in flight: the
        # opponent's pile is private until the cards land face up).
        p = s.players[e.player]
        n = min(e.amount, len(p.magic_pile))
        if n == 0:
            anim.duration = 0
            return
        start, end = stage.pile_rect(e.player, "magic"), stage.pile_rect(e.player, "discard")
        back = render_card(None, start.size, face_up=False, frame_colour=theme.MAGIC)
        m["flight"] = [(back, start, end)] * min(3, n)
    elif isinstance(e, ev.CardsToMagicPile):
        end = stage.pile_rect(e.player, "magic")
        flight = []
        for uid in e.cards[:3]:
            start = stage.locate(uid, s)
            if start is None:
                continue
            back = render_card(None, start.size, face_up=False, frame_colour=theme.MAGIC)
            flight.append((back, start, end))
        if not flight:
            anim.duration = 0
            return
        m["flight"] = flight
        m["hide"] = frozenset(e.cards)
    elif isinstance(e, ev.MagicGained | ev.MagicSpent):
        p = s.players[e.player]
        cap = s.ruleset.magic_max
        after = min(cap, p.magic + e.amount) if isinstance(e, ev.MagicGained) else max(0, p.magic - e.amount)
        if after == p.magic:
            anim.duration = 0
            return
        m["magic"] = (e.player, p.magic, after)
    elif isinstance(e, ev.AttackDeclared):
        a, t = stage.locate(e.attacker, s), stage.locate(e.target, s)
        if a is None or t is None:
            anim.duration = 0
            return
        m["line"] = (a.center, t.center)
    elif isinstance(e, ev.DiceRolled | ev.DiceCounted):
        dice_for = getattr(stage, "dice_for", None)
        m["dice"] = dice_for(e, s) if dice_for is not None else dice_of(e, s)
    elif isinstance(e, ev.VineRolled):
        # 1E: "roll a die. On a result of 3 or lower … cannot move off of the Vine Wall space"
        m["dice"] = DiceRoll((e.face,), "", "melee", _("Vine Wall: 4 or more to leave"), hit_on=4,
                             marks=(_("{mark} LEAVES", mark="\u2714"), _("{mark} HELD", mark="\u2718")))
    elif isinstance(e, ev.AttackResolved):
        r = stage.locate(e.target, s)
        m["text"] = (r.center if r is not None else board.rect.center,
                     n_("{n} hit", "{n} hits", e.hits))
    elif isinstance(e, ev.TurnBegan):
        m["banner"] = _("Turn {number}: {player}", number=e.number, player=s.players[e.player].name)
        m["tint"] = theme.player_tint(e.player)
    elif isinstance(e, ev.GameWon):
        m["banner"] = _("Draw!") if e.player is None else _("{player} wins!", player=s.players[e.player].name)
        m["tint"] = theme.ACCENT if e.player is None else theme.player_tint(e.player)
    elif isinstance(e, ev.AbilityUsed):
        c = s.cards.get(e.card)
        r = stage.locate(e.card, s)
        if r is None or c is None:
            anim.duration = 0
            return
        m["text"] = (r.center, ability_name(c.defn, ability_title(s, e.card, e.ability)))


def draw(surface: pygame.Surface, anim: Anim, stage: Stage, s: GameState) -> None:
    m, t = anim.meta, anim.progress
    lay = stage.layout
    if "rects" in m:
        rects = m["rects"]
        steps = len(rects) - 1
        x = t * steps
        i = min(steps - 1, int(x))
        r = _lerp_rect(rects[i], rects[i + 1], _ease(x - i) if steps else 1.0)
        surface.blit(m["image"], r.topleft)
    elif "pairs" in m:
        for img, a, b in m["pairs"]:
            surface.blit(img, _lerp_rect(a, b, _ease(t)).topleft)
    elif "flight" in m:
        # Cards flying one after another (the magic pile's moves), shrinking to the pile's size.
        for k, (img, a, b) in enumerate(m["flight"]):
            tt = max(0.0, min(1.0, t * 1.4 - k * 0.2))
            r = _lerp_rect(a, b, _ease(tt))
            surface.blit(img if img.get_size() == r.size else pygame.transform.smoothscale(img, r.size), r.topleft)
    elif "back" in m:
        size = stage.pile_rect(m["back"], "draw").size
        mercs = m.get("mercenary", ())
        for k in range(min(3, m["count"])):
            merc = k < len(mercs) and mercs[k]
            img = _face_down(size, m["back"], merc)
            tt = max(0.0, min(1.0, t * 1.4 - k * 0.2))
            surface.blit(img, _lerp_rect(m["from"], m["to"], _ease(tt)).topleft)
    elif isinstance(anim.event, ev.CardDestroyed) and "image" in m:
        _draw_destroy(surface, m, t)
    elif "from" in m and "image" in m:
        if isinstance(anim.event, ev.EventPlayed):
            tt = min(1.0, t / 0.45)
        else:
            tt = t
        r = _lerp_rect(m["from"], m["to"], _ease(tt))
        img = m["image"]
        if img.get_size() != r.size:
            img = pygame.transform.smoothscale(img, r.size)
        surface.blit(img, r.topleft)
    elif "token" in m:
        colour, number, text = m["token"]
        r = m["rect"]
        grow = math.sin(min(1.0, t * 1.6) * math.pi / 2)
        d = max(10, int(r.width * (0.3 + 0.35 * grow)))
        disc = numbered_disc(d, colour, number)
        surface.blit(disc, disc.get_rect(center=r.center))
        img = textcache.role_text(lay, text, "heading", theme.lighten(colour, 0.4), fonts.BOLD)
        surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - int(t * lay.px(14)))))
    elif "line" in m:
        (ax, ay), (bx, by) = m["line"]
        tt = _ease(t)
        ex, ey = ax + (bx - ax) * tt, ay + (by - ay) * tt
        pygame.draw.line(surface, theme.HIGHLIGHT_TARGET, (ax, ay), (ex, ey), max(3, lay.px(5)))
        pygame.draw.circle(surface, theme.HIGHLIGHT_TARGET, (int(ex), int(ey)), max(5, lay.px(8)))
    elif "dice" in m:
        draw_dice(surface, stage.board.rect, lay, m["dice"], s.ruleset.die_faces, t,
                  avoid=stage.attack_spaces(s))
    elif "text" in m:
        center, text = m["text"]
        img = textcache.role_text(lay, text, "heading", theme.ACCENT_BRIGHT, fonts.BOLD)
        bg = pygame.Rect(0, 0, img.get_width() + lay.px(16), img.get_height() + lay.px(6))
        bg.center = (center[0], center[1] - int(t * lay.px(18)))
        pygame.draw.rect(surface, theme.TOOLTIP_BG, bg, border_radius=lay.px(6))
        surface.blit(img, img.get_rect(center=bg.center))
    elif "banner" in m:
        draw_banner(surface, stage, m["banner"], m["tint"], t)


def _draw_destroy(surface: pygame.Surface, m: dict[str, Any], t: float) -> None:
    img = m["image"]
    if t < 0.6:
        # Flash red, then fade where it stood.
        k = t / 0.6
        frame = img.copy()
        red = pygame.Surface(frame.get_size(), pygame.SRCALPHA)
        red.fill((220, 40, 30, int(150 * math.sin(k * math.pi))))
        frame.blit(red, (0, 0))
        frame.set_alpha(int(255 * (1 - 0.5 * k)))
        surface.blit(frame, m["from"].topleft)
    else:
        k = (t - 0.6) / 0.4
        r = _lerp_rect(m["from"], m["to"], _ease(k))
        small = pygame.transform.smoothscale(img, r.size)
        small.set_alpha(int(128 + 127 * k))
        surface.blit(small, r.topleft)


def draw_banner(
    surface: pygame.Surface, stage: Stage, text: str, tint: tuple[int, int, int], t: float
) -> None:
    lay = stage.layout
    board = stage.board.rect
    alpha = int(255 * min(1.0, min(t, 1 - t) * 5 + 0.2))
    img = textcache.role_text(lay, text, "heading", theme.TEXT, fonts.BOLD)
    band = pygame.Rect(board.x, 0, board.width, img.get_height() + lay.px(20))
    band.centery = board.centery
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    layer.fill((*theme.TOOLTIP_BG, 225))
    pygame.draw.line(layer, tint, (0, 1), (band.width, 1), max(2, lay.px(3)))
    pygame.draw.line(layer, tint, (0, band.height - 2), (band.width, band.height - 2), max(2, lay.px(3)))
    layer.blit(img, img.get_rect(center=(band.width // 2, band.height // 2)))
    layer.set_alpha(alpha)
    surface.blit(layer, band.topleft)


def _face_down(size: tuple[int, int], owner: int, mercenary: bool) -> pygame.Surface:
    """A card back in the owner's colour; a 1E Mercenary's own grey back where it shows."""
    if mercenary:
        return render_hidden_back(size, mercenary=True, frame_colour=theme.player_tint(owner))
    return render_card(None, size, face_up=False, frame_colour=theme.player_tint(owner))
