"""Measuring, wrapping and shortening text to fit a width, and telling a layout check what
was drawn where.

Renderers that must keep text inside a box (card names, panel titles) report each line with
`note`: the text meant, the text shown (perhaps shortened), where its ink went and the box it
had to stay in. Nothing is kept unless someone is listening (`recording`), so drawing costs
nothing extra in play; the layout test listens and measures.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

ELLIPSIS = "…"


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One line of text as drawn: `role` says what it is ("tile name", "hand name", "panel
    title"...), `meant` the whole text it belongs to, `shown` the line drawn, `rect` where it
    went and `box` the rectangle it had to stay in (both in the coordinates of the surface it
    was drawn on)."""

    role: str
    meant: str
    shown: str
    rect: pygame.Rect
    box: pygame.Rect

    @property
    def inside(self) -> bool:
        return self.box.contains(self.rect)

    @property
    def cut(self) -> bool:
        return self.shown.endswith(ELLIPSIS) and not self.meant.endswith(ELLIPSIS)


_listeners: list[list[DrawnText]] = []


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Collect every `note` made while the block runs."""
    out: list[DrawnText] = []
    _listeners.append(out)
    try:
        yield out
    finally:
        _listeners.remove(out)


_renders: list[list[str]] = []


@contextmanager
def recording_renders() -> Iterator[list[str]]:
    """Collect every string any of the game's fonts renders while the block runs (whatever
    draws it: `draw_text`, a widget, a scene's own `font.render`), for the check that every
    word on screen is in the player's language."""
    out: list[str] = []
    _renders.append(out)
    try:
        yield out
    finally:
        _renders.remove(out)


def rendered(text: str) -> None:
    """A font rendered `text` (the game's fonts call this; free when no one listens)."""
    for out in _renders:
        out.append(text)
    if _cuts and text in _shortened:
        was_cut(_shortened[text])


def note(role: str, meant: str, shown: str, rect: pygame.Rect, box: pygame.Rect) -> None:
    """Report a line of text drawn at `rect` that had to fit in `box` (free when no one
    listens)."""
    if _listeners:
        d = DrawnText(role, meant, shown, pygame.Rect(rect), pygame.Rect(box))
        for out in _listeners:
            out.append(d)


def wrap_text(text: str, font: pygame.font.Font, max_width: int) -> list[str]:
    """Break `text` into lines no wider than `max_width`.

    Newlines start new lines (blank lines are kept). A word longer than the width is split
    across lines rather than overflowing.
    """
    max_width = max(1, int(max_width))
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            # The word alone may still be too wide: cut it into pieces that fit.
            while font.size(word)[0] > max_width and len(word) > 1:
                cut = _longest_prefix(word, font, max_width)
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def _longest_prefix(word: str, font: pygame.font.Font, max_width: int) -> int:
    lo, hi = 1, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(word[:mid])[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return lo


_cuts: list[list[str]] = []
# While someone records cuts: each line `ellipsize` shortened, with the text it was meant to be.
# A line is only told as cut when a font renders it (a shortening tried and not drawn is not).
_shortened: dict[str, str] = {}


@contextmanager
def recording_cuts() -> Iterator[list[str]]:
    """Collect every text drawn shortened with "…" while the block runs (the check that no
    label is cut where it could wrap or shrink instead; issue 42)."""
    out: list[str] = []
    _cuts.append(out)
    try:
        yield out
    finally:
        _cuts.remove(out)
        if not _cuts:
            _shortened.clear()


_allowed = 0  # >0 while drawing where a cut is the accepted last resort (`cuts_allowed`)


@contextmanager
def cuts_allowed() -> Iterator[None]:
    """While the block runs, text drawn shortened is not told to `recording_cuts` (a stamp-sized
    card, whose zoom shows its name whole)."""
    global _allowed
    _allowed += 1
    try:
        yield
    finally:
        _allowed -= 1


def was_cut(text: str) -> None:
    """Tell the `recording_cuts` listeners that `text` was drawn shortened."""
    if _allowed:
        return
    for out in _cuts:
        out.append(text)


def ellipsize(text: str, font: pygame.font.Font, max_width: int) -> str:
    """`text`, or its longest prefix followed by "…" that fits in `max_width`."""
    if font.size(text)[0] <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + ELLIPSIS)[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    out = text[:lo].rstrip() + ELLIPSIS if lo else ELLIPSIS
    if _cuts:
        _shortened[out] = text
    return out


def fit_font_size(
    text: str, font_at: Callable[[int], pygame.font.Font], max_width: int, start: int, minimum: int
) -> pygame.font.Font:
    """`font_at(size)` gives a font (e.g. a partial of `fonts.get_font`); this returns the
    largest from `start` down to `minimum` in which `text` fits on one line
    (the `minimum` one if none does; the caller may then ellipsize)."""
    size = start
    while size > minimum:
        f = font_at(size)
        if f.size(text)[0] <= max_width:
            return f
        size -= 1
    return font_at(minimum)


def fit_lines(
    text: str,
    font_at: Callable[[int], pygame.font.Font],
    max_width: int,
    start: int,
    minimum: int,
    max_lines: int = 2,
) -> tuple[pygame.font.Font, list[str]]:
    """A name at the largest size from `start` down to `minimum` at which it fits on one line
    or on up to `max_lines` lines broken between words. Words are never split; if
    even that fails at `minimum`, the lines are kept whole-word and the longest ones shortened
    with "…", keeping the last word visible where it can: "Undead Warrior" and "Undead Archer"
    differ by their last word."""
    max_width = max(1, int(max_width))
    words = text.split()
    # The largest size at which the name fits, on one line or on up to `max_lines`: two lines
    # of a readable size beat one line of a tiny one, and names on a board look alike.
    for size in range(start, minimum - 1, -1):
        f = font_at(size)
        if f.size(text)[0] <= max_width:
            return f, [text]
        lines = _word_lines(words, f, max_width)
        if lines is not None and len(lines) <= max_lines:
            return f, lines
    f = font_at(minimum)
    if max_lines >= 2 and len(words) == 1:
        # One long word ("Reinforcements" on a card in a crowded hand): broken with a hyphen
        # over two lines rather than cut, so the whole name is read.
        split = _hyphenated(text, f, max_width)
        if split is not None:
            return f, split
    if max_lines >= 3 and len(words) >= 2:
        # A long word of a longer name ("Aggrappatore dell'Orda") may break with a hyphen too,
        # when the lines then fit (only where a third line is allowed: tiny tiles).
        lines = _word_lines_hyphenated(words, f, max_width)
        if lines is not None and len(lines) <= max_lines:
            return f, lines
    if max_lines <= 1 or len(words) < 2:
        return f, [ellipsize(text, f, max_width)]
    # Too long even on `max_lines` lines: the first lines as they come, the last word on the
    # last line, each shortened to fit.
    head = " ".join(words[:-1])
    if max_lines == 2:
        lines = [ellipsize(head, f, max_width)]
    else:
        # Whole words on each line (one too wide shortened with "…", never split without a
        # mark: "Cavall" / "eria"), the last line marked if words did not fit.
        rows = _word_lines_cut(words[:-1], f, max_width)
        lines = rows[: max_lines - 1]
        if len(rows) > len(lines):
            lines[-1] = ellipsize(lines[-1] + ELLIPSIS, f, max_width)
    lines.append(ellipsize(words[-1], f, max_width))
    return f, lines


def _greedy_lines(words: list[str], font: pygame.font.Font, max_width: int,
                  too_wide: Callable[[str], tuple[list[str], str] | None]) -> list[str] | None:
    """Words greedily on lines no wider than `max_width`; a word alone too wide is given to
    `too_wide`, which returns the lines it fills and the start of the next (or None: it cannot
    be laid out, and neither can the words)."""
    lines: list[str] = []
    line = ""
    for w in words:
        cand = f"{line} {w}" if line else w
        if font.size(cand)[0] <= max_width:
            line = cand
            continue
        if line:
            lines.append(line)
        if font.size(w)[0] <= max_width:
            line = w
            continue
        placed = too_wide(w)
        if placed is None:
            return None
        lines += placed[0]
        line = placed[1]
    lines.append(line)
    return lines


def _word_lines_hyphenated(words: list[str], font: pygame.font.Font, max_width: int) -> list[str] | None:
    """Words greedily on lines; a word alone too wide breaks with a hyphen (`_hyphenated`'s
    rules) over two lines; None if one cannot."""
    def hyphen(w: str) -> tuple[list[str], str] | None:
        split = _hyphenated(w, font, max_width)
        return None if split is None else ([split[0]], split[1])

    return _greedy_lines(words, font, max_width, hyphen)


def _word_lines_cut(words: list[str], font: pygame.font.Font, max_width: int) -> list[str]:
    """Words greedily on lines no wider than `max_width`; a word alone too wide is shortened."""
    out = _greedy_lines(words, font, max_width, lambda w: ([], ellipsize(w, font, max_width)))
    assert out is not None  # shortening always places a word
    return out


HYPHEN_MIN_LETTERS = 9  # a word shorter than this is never broken with a hyphen


def _hyphenated(word: str, font: pygame.font.Font, max_width: int) -> list[str] | None:
    """`word` as two lines, the first ending in a hyphen, each fitting; None if it cannot be.
    A word with a hyphen of its own breaks only there ("Ret-" / "Talus", never "Ret-T-" /
    "alus"); another only if it is long (`HYPHEN_MIN_LETTERS`), at least 4 letters before the
    break and 3 after (issue 42)."""
    if "-" in word.strip("-"):
        for at in range(len(word) - 1, 0, -1):
            if word[at - 1] == "-":
                head, tail = word[:at], word[at:]
                if font.size(head)[0] <= max_width and font.size(tail)[0] <= max_width:
                    return [head, tail]
        return None
    if len(word) < HYPHEN_MIN_LETTERS:
        return None
    for cut in range(len(word) - 3, 3, -1):
        head, tail = word[:cut] + "-", word[cut:]
        if font.size(head)[0] <= max_width and font.size(tail)[0] <= max_width:
            return [head, tail]
    return None


def joined(lines: list[str]) -> str:
    """The text a list of drawn lines reads as: a line ending in a hyphen runs on into the next."""
    out = ""
    for line in lines:
        if out and not out.endswith("-"):
            out += " "
        out = out[:-1] + line if out.endswith("-") else out + line
    return out


def _word_lines(words: list[str], font: pygame.font.Font, max_width: int) -> list[str] | None:
    """Words greedily on lines no wider than `max_width`; None if a word alone is too wide."""
    return _greedy_lines(words, font, max_width, lambda w: None)


def render(
    text: str, font: pygame.font.Font, colour: Sequence[int], *, shadow: Sequence[int] | None = None
) -> pygame.Surface:
    """Antialiased text; with `shadow`, a 1-px drop shadow for text over busy backgrounds."""
    surf = font.render(text, True, colour)
    if shadow is None:
        return surf
    off = max(1, font.get_height() // 14)
    out = pygame.Surface((surf.get_width() + off, surf.get_height() + off), pygame.SRCALPHA)
    out.blit(font.render(text, True, shadow), (off, off))
    out.blit(surf, (0, 0))
    return out


def draw_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    colour: Sequence[int],
    pos: tuple[int, int],
    *,
    anchor: str = "topleft",
    max_width: int | None = None,
    shadow: Sequence[int] | None = None,
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw one line anchored at `pos` ("topleft", "center", "midright", ... as pygame.Rect
    attributes), ellipsised to `max_width` if given. Returns the rect drawn. `box`, the
    rectangle the line belongs in (a button, a panel), is told to a layout check (`note`);
    without it the surface is the box."""
    meant = text
    if max_width is not None:
        text = ellipsize(text, font, max_width)
    surf = render(text, font, colour, shadow=shadow)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    if _listeners and text:
        note("text", meant, text, _ink(font, text, rect), box if box is not None else surface.get_rect())
    return rect


def _ink(font: pygame.font.Font, text: str, rect: pygame.Rect) -> pygame.Rect:
    """The part of a rendered line's rect the letters cover: the surface pygame renders is
    as tall as the font's line, taller than its letters, so a snug box is no overflow."""
    ascent = font.get_ascent()
    top, bottom = ascent, 0
    for m in font.metrics(text) or ():
        if m is None:
            continue
        top = min(top, ascent - m[3])
        bottom = max(bottom, ascent - m[2])
    if bottom <= top:
        return pygame.Rect(rect.x, rect.y, rect.width, 0)
    return pygame.Rect(rect.x, rect.y + top, rect.width, bottom - top)


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    colour: Sequence[int],
    rect: pygame.Rect,
    *,
    align: str = "left",
    line_spacing: float = 1.0,
    max_lines: int | None = None,
) -> int:
    """Draw `text` wrapped into `rect` (top-aligned). Lines that would fall below the rect are
    dropped and the last shown line is ellipsised. Returns the height used."""
    lines = wrap_text(text, font, rect.width)
    step = max(1, int(font.get_linesize() * line_spacing))
    fit = max(1, rect.height // step) if rect.height else len(lines)
    if max_lines is not None:
        fit = min(fit, max_lines)
    if len(lines) > fit:
        lines = lines[:fit]
        lines[-1] = ellipsize(lines[-1] + ELLIPSIS, font, rect.width)
    y = rect.top
    for line in lines:
        surf = font.render(line, True, colour)
        if align == "center":
            x = rect.centerx - surf.get_width() // 2
        elif align == "right":
            x = rect.right - surf.get_width()
        else:
            x = rect.left
        surface.blit(surf, (x, y))
        if _listeners and line:
            note("wrapped", text, line, _ink(font, line, surf.get_rect(topleft=(x, y))), rect)
        y += step
    return y - rect.top


def wrapped_height(
    text: str, font: pygame.font.Font, max_width: int, line_spacing: float = 1.0
) -> int:
    lines = wrap_text(text, font, max_width)
    return len(lines) * max(1, int(font.get_linesize() * line_spacing))
