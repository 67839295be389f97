"""Credits: who drew the card pictures and whose fonts the game uses, with their licences.

Read from the licence files shipped in `assets/`, so the screen never disagrees with them: the
icon authors from `assets/icons/game-icons/AUTHORS.txt` (written by
build_scripts/extract_icons.py), the font licence from `assets/fonts/LICENSE-*.txt`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.i18n import N_, _, n_
from game.paths import assets_dir
from game.ui import fonts, theme
from game.ui.scenes.closable import ClosablePanel
from game.ui.text import note, wrap_text

ICON_LICENCE = "CC BY 3.0 (creativecommons.org/licenses/by/3.0)"
ICONS_NOTE = N_("Card pictures from game-icons.net, under {licence}. Each is drawn in its "
                "faction's colour; the shapes are unchanged.")


@dataclass(frozen=True, slots=True)
class Credit:
    """One line of the credits: a name in bold and what they made."""

    name: str
    what: str


def icon_authors(authors_file: Path | None = None) -> list[Credit]:
    """The icon authors, most pictures first, from the AUTHORS.txt the extraction script wrote."""
    path = authors_file or assets_dir() / "icons" / "game-icons" / "AUTHORS.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return []
    counts: Counter[str] = Counter()
    for line in text.splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) < 2:
            continue
        counts[parts[1].strip()] += 1
    return [Credit(author, n_("{n} card picture", "{n} card pictures", n))
            for author, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]


def font_credits(fonts_dir: Path | None = None) -> list[Credit]:
    """One line per shipped font licence file (LICENSE-<name>.txt): its name, copyright and
    licence, read from the file (a Debian-style copyright file)."""
    folder = fonts_dir or assets_dir() / "fonts"
    out = []
    for lic in sorted(folder.glob("LICENSE-*.txt")):
        try:
            text = lic.read_text(encoding="utf-8")
        except OSError:
            continue
        fields = _copyright_fields(text)
        name = fields.get("Upstream-Name", lic.stem.removeprefix("LICENSE-") + " fonts")
        # (a copyright ending in a full stop is followed by "; ", not ".; ")
        parts = [fields[k].rstrip(".") for k in ("Copyright",) if k in fields]
        if "License" in fields:
            parts.append(_("licence: {licence}", licence=fields["License"]))
        where = f"assets/fonts/{lic.name}"
        parts.append(_("full text in {file}", file=where))
        out.append(Credit(name, "; ".join(parts)))
    return out


_CONTINUED = ("Copyright",)  # fields read with their continuation lines; others: the first


def _copyright_fields(text: str) -> dict[str, str]:
    """The first value of each field (the copyright with its continuation lines, up to a " ."
    paragraph break; the licence by its name only)."""
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line[:1] in (" ", "\t"):
            if key in _CONTINUED and line.strip() != "." and not fields[key].endswith("\0"):
                fields[key] += " " + line.strip()
            elif key in _CONTINUED:
                fields[key] += "\0"  # the paragraph ended: stop adding to it
            continue
        k, sep, v = line.partition(":")
        key = k.strip() if sep else ""
        if key and key not in fields:
            fields[key] = v.strip()
        else:
            key = ""
    return {k: v.rstrip("\0").strip() for k, v in fields.items()}


FILES_NOTE = N_("The licences travel with the game: assets/icons/game-icons/LICENSE.txt and "
                "AUTHORS.txt (which picture is whose), and assets/fonts/.")


class CreditsScene(ClosablePanel):
    close_keys = (pygame.K_ESCAPE,)

    def __init__(self) -> None:
        super().__init__(N_("Credits"))
        self.sections: list[tuple[str, str, list[Credit]]] = self._sections()
        self.rows_shown = 0  # credit lines drawn at the last draw (for tests)

    @staticmethod
    def _sections() -> list[tuple[str, str, list[Credit]]]:
        return [
            (_("Card pictures"), _(ICONS_NOTE, licence=ICON_LICENCE), icon_authors()),
            (_("Fonts"), "", font_credits()),
            (_("Music and sounds"), _("Made by the game itself as it plays (synthesised): no recording, "
                                       "nothing to license."), []),
            ("", _(FILES_NOTE), []),
        ]

    def retranslate(self) -> None:
        self.sections = self._sections()
        super().retranslate()

    def relayout(self) -> None:
        lay = self.layout
        self.place_panel(min(lay.width - lay.pad * 2, lay.px(860)),
                         min(lay.height - lay.pad * 2, lay.px(600)))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        head = fonts.font_for(lay, "body", fonts.BOLD)
        bold = fonts.font_for(lay, "small", fonts.BOLD)
        text = fonts.font_for(lay, "small")
        rect = self.body
        y = rect.y
        shown = 0
        label_w = int(rect.width * 0.3)
        line = text.get_linesize()
        for title, note_text, credits in self.sections:
            if title:
                if y + head.get_linesize() > rect.bottom:
                    break
                note("credits heading", title, title,
                     surface.blit(head.render(title, True, theme.ACCENT), (rect.x, y)), rect)
                y += head.get_linesize() + lay.px(2)
            for ln in wrap_text(note_text, text, rect.width) if note_text else []:
                if y + line > rect.bottom:
                    break
                note("credits text", note_text, ln,
                     surface.blit(text.render(ln, True, theme.TEXT_DIM), (rect.x, y)), rect)
                y += line
            for c in credits:
                lines = wrap_text(c.what, text, rect.width - label_w)
                if y + line * len(lines) > rect.bottom:
                    break
                at = surface.blit(bold.render(c.name, True, theme.TEXT), (rect.x, y))
                note("credits name", c.name, c.name, at, rect)
                for k, ln in enumerate(lines):
                    at = surface.blit(text.render(ln, True, theme.TEXT_DIM), (rect.x + label_w, y + k * line))
                    note("credits text", c.what, ln, at, rect)
                y += line * len(lines)
                shown += 1
            y += lay.px(10)
        self.rows_shown = shown
