"""Attack dice on screen: they tumble, settle on the faces the DiceRolled event carries, the
symbols that count as hits light up, each die is marked HIT or MISS and the caption says which
symbol counts for this attack.

A die face is its set of symbols (the ruleset's `die_faces`): melee is a sword, ranged a bow,
special a burst. A numbered die (1E d6, `Ruleset.die_numbered`) shows its number as pips, and the
caption gives the attack's threshold ("Hits on 3+", or what abilities made of it: "Hits on 4+",
"wounds on 4+", "+1 to each die"); dice that are counted, not rolled (Precise, Sluggish), show a
tick and the caption says so. Faces are cached by size and lit symbol; the tumble is a pure function of time
(no random state), so drawing changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from game.i18n import _, n_
from game.ui import card_symbols as sym
from game.ui import fonts, theme
from game.ui.battle import textcache
from game.ui.layout import Layout
from game.ui.widgets import draw_panel

TUMBLE_SHARE = 0.58  # of the dice animation spent tumbling; the rest shows the result

_ORDER = ("melee", "ranged", "special")


def burst(size: int, colour: tuple[int, int, int] = theme.ACCENT_BRIGHT) -> pygame.Surface:
    return _burst(max(6, size), colour)


@lru_cache(maxsize=32)
def _burst(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = []
    for i in range(16):
        a = i * math.pi / 8
        r = c * (0.95 if i % 2 == 0 else 0.45)
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, (30, 20, 10), pts, 1)
    return s


def symbol_image(name: str, size: int) -> pygame.Surface:
    if name == "melee":
        return sym.sword(size)
    if name == "ranged":
        return sym.bow(size)
    return burst(size)


@lru_cache(maxsize=128)
def die_face(size: int, symbols: frozenset[str], lit: str = "", dim: bool = False) -> pygame.Surface:
    """A die showing `symbols`; `lit` (the attacker's hit symbol) glows when present."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    hit = bool(lit) and lit in symbols
    body = (236, 228, 210) if not dim else (150, 144, 134)
    if hit:
        body = (255, 236, 170)
    r = s.get_rect()
    pygame.draw.rect(s, (20, 16, 12), r, border_radius=size // 6)
    pygame.draw.rect(s, body, r.inflate(-4, -4), border_radius=size // 6)
    if hit:
        pygame.draw.rect(s, theme.HIGHLIGHT_TARGET, r, max(2, size // 14), border_radius=size // 6)
    names = [n for n in _ORDER if n in symbols] + sorted(n for n in symbols if n not in _ORDER)
    if not names:
        return s
    k = len(names)
    icon = int(size * (0.62 if k == 1 else 0.44))
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.32, 0.32), (0.68, 0.68)],
        3: [(0.3, 0.3), (0.7, 0.3), (0.5, 0.72)],
    }.get(k, [(0.5, 0.5)] * k)
    for name, (fx, fy) in zip(names, spots, strict=False):
        img = symbol_image(name, icon)
        if lit and name != lit:
            img = img.copy()
            img.set_alpha(110)
        s.blit(img, img.get_rect(center=(int(size * fx), int(size * fy))))
    return s


def dice_rect(
    board: pygame.Rect, lay: Layout, n: int, avoid: Sequence[pygame.Rect] = (), min_width: int = 0
) -> pygame.Rect:
    """Where the tray goes: the board's middle, or else the place nearest it (sliding up or
    down the board) that covers none of `avoid` (the attacker and the attacked space). It is at
    least `min_width` wide (its caption's width), within the board."""
    size = die_size(board, n)
    gap = max(4, size // 6)
    w = n * size + (n - 1) * gap + lay.px(28)
    h = size + lay.px(48)
    r = pygame.Rect(0, 0, min(board.width, max(w, lay.px(200), min_width)), h)
    r.center = board.center
    if not avoid:
        return r
    best, best_cost = r.copy(), None
    step = max(4, board.height // 32)
    for k in range(-board.height // step, board.height // step + 1):
        c = r.move(0, k * step).clamp(board)
        hidden = sum(1 for a in avoid if c.colliderect(a))
        cost = (hidden, abs(c.centery - board.centery))
        if best_cost is None or cost < best_cost:
            best, best_cost = c, cost
    return best


def die_size(board: pygame.Rect, n: int) -> int:
    return max(24, min(board.width // 6, (board.width - 40) // max(1, n) - 8))


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """What the tray shows for one DiceRolled event, read from the core: the faces, the symbol
    that counts as a hit for this attack ("" for an ability's roll, where no face is a hit or a
    miss), the attack's kind, the ability's title for an ability's roll, and once the attack is
    resolved the core's own hit count (abilities may count more than the symbols show)."""

    faces: tuple[int, ...]
    hit_symbol: str
    kind: str = "melee"
    label: str = ""
    hits: int | None = None
    # Numbered dice (1E): the lowest result that hits and that wounds, and what is added to each
    # die; 0 hit_on means symbol dice (2E).
    hit_on: int = 0
    wound_on: int = 0
    bonus: int = 0
    counted: int | None = None  # dice counted, not rolled (Precise, Sluggish): how many
    damage: int | None = None  # the core's wounds, once resolved
    # Words under a numbered die that reaches `hit_on` and one that does not, for a roll that is
    # not an attack (1E Vine Wall: "LEAVES" / "HELD"); () for HIT / MISS.
    marks: tuple[str, str] = ()

    def resolved(self, hits: int, damage: int | None = None) -> DiceRoll:
        return replace(self, hits=hits, damage=damage)

    @property
    def numbered(self) -> bool:
        return self.hit_on > 0

    def result(self, face: int) -> int:
        return face + 1 + self.bonus

    def hit(self, face: int) -> bool:
        return self.result(face) >= self.hit_on

    def wound(self, face: int) -> bool:
        return self.result(face) >= max(self.hit_on, self.wound_on)

    def threshold_text(self) -> str:
        """ "Hits on 3+", and what changed it: "Hits on 4+, wounds on 5+, +1 to each die"."""
        if self.wound_on > self.hit_on:
            out = _("Hits on {hit}+, wounds on {wound}+", hit=self.hit_on, wound=self.wound_on)
        else:
            out = _("Hits on {hit}+", hit=self.hit_on)
        if self.bonus:
            out = _("{threshold}, {bonus} to each die", threshold=out, bonus=f"{self.bonus:+d}")
        return out


def _shown_hits(roll: DiceRoll, die_faces: Sequence[frozenset[str]]) -> int:
    if roll.numbered:
        return sum(1 for f in roll.faces if roll.hit(f))
    k = len(die_faces)
    return sum(1 for f in roll.faces if 0 <= f < k and roll.hit_symbol in die_faces[f])


def caption_parts(roll: DiceRoll, die_faces: Sequence[frozenset[str]], settled: bool) -> tuple[str, str]:
    """The tray's caption around the hit symbol's picture: ("Melee hits on", ": 2 hits")."""
    if roll.counted is not None:
        n = roll.counted if roll.damage is None else roll.damage
        return _("Counted, not rolled"), n_(": {n} wound", ": {n} wounds", n)
    if not roll.hit_symbol:
        what = _("Roll for {ability}", ability=roll.label) if roll.label else _("Roll")
        return what, ""
    if roll.numbered:
        lead = roll.threshold_text()
        if not settled:
            return lead, _(": rolling…")
        hits = sum(1 for f in roll.faces if roll.hit(f)) if roll.hits is None else roll.hits
        tail = n_(": {n} hit", ": {n} hits", hits)
        if roll.wound_on > roll.hit_on:
            wounds = sum(1 for f in roll.faces if roll.wound(f)) if roll.damage is None else roll.damage
            tail = n_("{hits}, {n} wound", "{hits}, {n} wounds", wounds, hits=tail)
        return lead, tail
    lead = _("Ranged hits on") if roll.kind == "ranged" else _("Melee hits on")
    if not settled:
        return lead, _(": rolling…")
    shown = _shown_hits(roll, die_faces)
    hits = shown if roll.hits is None else roll.hits
    tail = n_(": {n} hit", ": {n} hits", hits)
    if hits > shown:
        tail = n_("{hits} ({n} more from abilities)", "{hits} ({n} more from abilities)", hits - shown,
                  hits=tail)
    return lead, tail


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


@lru_cache(maxsize=128)
def numbered_face(size: int, number: int, hit: bool = False, dim: bool = False, bonus: int = 0) -> pygame.Surface:
    """A d6 showing `number` as pips (a number past six as digits), lit when it hits; with a
    `bonus`, a small "+1" in the corner (the result is the number plus it)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    body = (150, 144, 134) if dim else ((255, 236, 170) if hit else (236, 228, 210))
    r = s.get_rect()
    pygame.draw.rect(s, (20, 16, 12), r, border_radius=size // 6)
    pygame.draw.rect(s, body, r.inflate(-4, -4), border_radius=size // 6)
    if hit:
        pygame.draw.rect(s, theme.HIGHLIGHT_TARGET, r, max(2, size // 14), border_radius=size // 6)
    ink = (40, 24, 16)
    spots = PIPS.get(number)
    if spots is None:
        font = fonts.get_font(fonts.BOLD, max(8, size // 2))
        img = font.render(str(number), True, ink)
        s.blit(img, img.get_rect(center=r.center))
    else:
        rad = max(2, size // 11)
        for fx, fy in spots:
            pygame.draw.circle(s, ink, (int(size * fx), int(size * fy)), rad)
    if bonus:
        font = fonts.get_font(fonts.BOLD, max(8, size // 4))
        img = font.render(f"{bonus:+d}", True, theme.DAMAGE if bonus < 0 else (20, 110, 40))
        s.blit(img, img.get_rect(topright=(size - max(3, size // 12), max(2, size // 16))))
    return s


@lru_cache(maxsize=16)
def counted_face(size: int) -> pygame.Surface:
    """A die that was counted, not rolled: a tick on a plain lit face."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (20, 16, 12), r, border_radius=size // 6)
    pygame.draw.rect(s, (255, 236, 170), r.inflate(-4, -4), border_radius=size // 6)
    pygame.draw.rect(s, theme.HIGHLIGHT_TARGET, r, max(2, size // 14), border_radius=size // 6)
    font = fonts.get_font(fonts.BOLD, max(8, size // 2))
    img = font.render("\u2714", True, (40, 24, 16))
    s.blit(img, img.get_rect(center=r.center))
    return s


def die_mark(size: int, hit: bool, lay: Layout, text: str = "") -> pygame.Surface:
    """HIT or MISS under a die, with a tick or a cross: readable without telling colours apart.
    `text` words another mark (a hit that does not wound)."""
    text = text or (_("{mark} HIT", mark="\u2714") if hit else _("{mark} MISS", mark="\u2718"))
    colour = (40, 28, 12) if hit else theme.TEXT
    px = max(9, min(lay.font_px("small"), size // 5))
    while px > 8 and fonts.get_font(fonts.BOLD, px).size(text)[0] > size - 8:
        px -= 1  # a longer mark ("NO WOUND") shrinks before it is cut
    img = textcache.text(text, fonts.BOLD, px, colour, size - 4)
    strip = pygame.Surface((size - 4, img.get_height() + 4), pygame.SRCALPHA)
    fill = (*theme.ACCENT_BRIGHT, 240) if hit else (60, 52, 44, 235)
    strip.fill((0, 0, 0, 0))
    pygame.draw.rect(strip, fill, strip.get_rect(), border_radius=max(2, size // 14))
    strip.blit(img, img.get_rect(center=strip.get_rect().center))
    return strip


def draw_dice(
    surface: pygame.Surface,
    board: pygame.Rect,
    lay: Layout,
    roll: DiceRoll,
    die_faces: Sequence[frozenset[str]],
    progress: float,
    avoid: Sequence[pygame.Rect] = (),
) -> None:
    """Draw the dice panel over the board at `progress` (0..1) of the dice animation; past 1
    (lingering until damage lands) it shows the settled result: each die marked HIT or MISS and
    a caption saying which symbol counts ("Melee hits on [sword]: 2 hits"). It keeps off `avoid`
    (the attacked space and the attacker) where the board has room."""
    faces = roll.faces if roll.counted is None else tuple(range(roll.counted))
    n = len(faces)
    box = dice_box(board, lay, roll, die_faces, progress, avoid)
    if box is None:
        return
    draw_panel(surface, box, lay, fill=(*theme.TOOLTIP_BG, 235))
    size = die_size(board, n)
    gap = max(4, size // 6)
    x0 = box.centerx - (n * size + (n - 1) * gap) // 2
    y = box.y + lay.px(10)
    settled = progress >= TUMBLE_SHARE
    k = len(die_faces)
    for i, f in enumerate(faces):
        x = x0 + i * (size + gap)
        if roll.counted is not None:
            mark = die_mark(size, True, lay, "COUNTED")
            small = max(12, size - mark.get_height() - 2)
            surface.blit(counted_face(small), (x + (size - small) // 2, y))
            surface.blit(mark, mark.get_rect(midbottom=(x + size // 2, y + size)))
            continue
        if roll.numbered:
            if not settled:
                t = progress / TUMBLE_SHARE
                shown = int((t * 11 + i * 3.7) * 1.0) % 6 + 1
                img = numbered_face(size, shown)
                angle = (1 - t) * (200 + 60 * i) * (1 if i % 2 else -1)
                hop = int(abs(math.sin(t * math.pi * 3 + i)) * size * 0.3 * (1 - t))
                rot = pygame.transform.rotate(img, angle)
                surface.blit(rot, rot.get_rect(center=(x + size // 2, y + size // 2 - hop)))
                continue
            hit, wound = roll.hit(f), roll.wound(f)
            text = "" if wound or not hit else _("NO WOUND")
            if roll.marks:
                text = roll.marks[0] if hit else roll.marks[1]
            mark = die_mark(size, hit and wound, lay, text)
            small = max(12, size - mark.get_height() - 2)
            surface.blit(numbered_face(small, f + 1, hit, bonus=roll.bonus), (x + (size - small) // 2, y))
            surface.blit(mark, mark.get_rect(midbottom=(x + size // 2, y + size)))
            continue
        if not settled:
            # Tumbling: a face that changes with time, a hop and a twist, all from `progress`.
            t = progress / TUMBLE_SHARE
            shown = int((t * 11 + i * 3.7) * 1.0) % k
            img = die_face(size, die_faces[shown])
            angle = (1 - t) * (200 + 60 * i) * (1 if i % 2 else -1)
            hop = int(abs(math.sin(t * math.pi * 3 + i)) * size * 0.3 * (1 - t))
            rot = pygame.transform.rotate(img, angle)
            surface.blit(rot, rot.get_rect(center=(x + size // 2, y + size // 2 - hop)))
        else:
            symbols = die_faces[f] if 0 <= f < k else frozenset()
            if not roll.hit_symbol:
                surface.blit(die_face(size, symbols), (x, y))
                continue
            # Settled attack dice: the die a little smaller, its HIT/MISS mark under it, both in
            # the die's own square (so no symbol is covered and the tray keeps its size).
            mark = die_mark(size, roll.hit_symbol in symbols, lay)
            small = max(12, size - mark.get_height() - 2)
            surface.blit(die_face(small, symbols, roll.hit_symbol), (x + (size - small) // 2, y))
            surface.blit(mark, mark.get_rect(midbottom=(x + size // 2, y + size)))
    _draw_caption(surface, box, lay, roll, die_faces, settled)


def dice_box(
    board: pygame.Rect,
    lay: Layout,
    roll: DiceRoll,
    die_faces: Sequence[frozenset[str]],
    progress: float,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """Where `draw_dice` draws the tray for these arguments (None: no dice, nothing drawn), so
    what must keep off the tray (the zoom) knows where it is."""
    n = len(roll.faces) if roll.counted is None else roll.counted
    if n == 0:
        return None
    lead, tail = caption_parts(roll, die_faces, progress >= TUMBLE_SHARE)
    # Each part measured as drawn (the hit symbol's picture goes between them).
    caption_w = sum(textcache.role_text(lay, part, "body", theme.TEXT, fonts.BOLD).get_width()
                    for part in (lead, tail) if part)
    return dice_rect(board, lay, n, avoid, caption_w + lay.px(40))


def _draw_caption(surface: pygame.Surface, box: pygame.Rect, lay: Layout, roll: DiceRoll,
                  die_faces: Sequence[frozenset[str]], settled: bool) -> None:
    lead, tail = caption_parts(roll, die_faces, settled)
    colour = theme.ACCENT_BRIGHT if settled else theme.TEXT_DIM
    face = fonts.BOLD if settled else fonts.REGULAR
    left = textcache.role_text(lay, lead, "body", colour, face)
    right = textcache.role_text(lay, tail, "body", colour, face) if tail else None
    h = left.get_height()
    icon = symbol_image(roll.hit_symbol, h) if roll.hit_symbol and not roll.numbered and roll.counted is None else None
    pad = lay.px(4)
    width = left.get_width() + (icon.get_width() + pad if icon else 0) + (right.get_width() if right else 0)
    room = box.width - lay.px(12)
    line = pygame.Surface((max(1, width), h), pygame.SRCALPHA)
    x = 0
    line.blit(left, (x, 0))
    x += left.get_width()
    if icon is not None:
        line.blit(icon, (x + pad, 0))  # the caption's words end in a space-less gap: pad before only
        x += icon.get_width() + pad
    if right is not None:
        line.blit(right, (x, 0))
    if width > room:
        line = pygame.transform.smoothscale(line, (room, max(1, h * room // width)))
    surface.blit(line, line.get_rect(midbottom=(box.centerx, box.bottom - lay.px(6))))
