"""Walking the window's scenes in a language and collecting what they draw, for the checks that
every word is translated and stays inside its box (tests/ui/test_i18n_ui.py).

A drawn string passes the translation check when it is part of a sentence a catalog gave
(`game.i18n.recording_translations`), or by rule: it has no word of two letters or more
(numbers, symbols, single glyphs), or it is a name from the game's data (a card, a faction, a
player) or a language's own name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import pygame

from game import i18n
from game.ui.scene_stack import SceneStack
from game.ui.scenes.base import Scene
from game.ui.text import ELLIPSIS, DrawnText, recording, recording_renders

_WORD = re.compile(r"[^\W\d_]{2,}")
_SPACE = re.compile(r"\s+")


@dataclass
class Drawn:
    """What one scene drew: every rendered string, every sentence a catalog gave, every noted
    line with its box."""

    scene: str
    rendered: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)
    lines: list[DrawnText] = field(default_factory=list)


def draw_scenes(name: str, make: Callable[[], Sequence[Scene]], size: tuple[int, int],
                prepare: Callable[[SceneStack], None] | None = None) -> Drawn:
    """Build the scenes (bottom first) in the current language, draw them once at `size`."""
    out = Drawn(name)
    stack = SceneStack(size)
    with i18n.recording_translations() as said:
        for scene in make():
            stack.push(scene)
        if prepare is not None:
            prepare(stack)
        stack.update(0.0)
        with recording_renders() as rendered, recording() as lines:
            stack.draw(pygame.Surface(size))
    out.rendered, out.said, out.lines = rendered, said, lines
    stack.clear()
    return out


def _compact(text: str) -> str:
    """`text` as compared: without spaces, "…" or a hyphen breaking a word at a line's end, in
    any case (a label may be printed in capitals)."""
    text = text.replace(ELLIPSIS, "")
    if text.endswith("-"):
        text = text[:-1]
    return _SPACE.sub("", text).casefold()


def data_names() -> set[str]:
    """The words the rule lets through here: each card's own words (name, faction, ability
    titles and texts: translated by the per-language card files, not by this catalog) and each
    language's own name."""
    from game import catalog

    cards = catalog.cards().values()
    names = {c.name for c in cards} | {getattr(c, "faction", "") for c in cards}
    names |= {c.text for c in cards}
    names |= {a.title for c in cards for a in c.abilities} | {a.text for c in cards for a in c.abilities}
    names |= {name for _code, name in i18n.available_languages()}
    # The same data in the language being walked, as the card translation files give it.
    from game.content.translations import shipped_translations
    from game.ui import terms

    names |= {terms.card_name(c) for c in cards} | {terms.card_text(c) for c in cards}
    for c in cards:
        for a in c.abilities:
            names.update(terms.ability_words(c, a.display, a.text or ""))
    tr = shipped_translations(i18n.current_language())
    names |= {n for pair in tr.factions.values() for n in pair if n}
    return {n for n in names if n}


def untranslated(drawn: Drawn, names: Iterable[str] = ()) -> list[str]:
    """The strings `drawn` shows that are neither part of a translation nor exempt by rule:
    with the names taken out, no word of two letters or more is left. `names` are the data the
    scene shows as it is (players, the people and licences it credits)."""
    allowed = sorted(set(names) | data_names(), key=len, reverse=True)
    # A wrapped or shortened line is part of a sentence or of a long name ("Telepathic Com…").
    pool = [_compact(s) for s in drawn.said] + [_compact(n) for n in allowed]
    bad = []
    for text in drawn.rendered:
        rest = text
        for n in allowed:
            if n in rest:
                rest = rest.replace(n, " ")
        if not _WORD.search(rest):
            continue
        # Rows join their parts with " · " ("Elfi della Fenice contro Orchi della Tundra · Turno 5").
        for part in text.split(" · "):
            c = _compact(part)
            if _WORD.search(c) and not any(c in said for said in pool):
                bad.append(text)
                break
    return bad


def outside(drawn: Drawn) -> list[str]:
    """The lines drawn outside their box, or shortened with "…" to fit it."""
    out = []
    for d in drawn.lines:
        if not d.inside:
            out.append(f"{drawn.scene}: {d.role} {d.shown!r} at {tuple(d.rect)} outside {tuple(d.box)}")
        elif d.cut:
            out.append(f"{drawn.scene}: {d.role} {d.meant!r} cut to {d.shown!r}")
    return out
