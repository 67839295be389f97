"""The rules core's sentences in the player's language.

The core words every reason, question, option and log reason in English, as a
`game.core.message.Msg`: the English sentence that also carries its template (`msgid`) and
arguments. `tr_core` looks the template up in the catalog and fills it, translating the
arguments that are names: card names and ability titles through the card translations
(`game.content.translations`), phase names as the rulebook of the language calls them, and
nested sentences (a question inside a reason) the same way.

A loaded save's texts are plain strings (JSON keeps no `Msg`): `tr_core` then matches the text
against every template of the catalog (each compiled once to a pattern with named groups) and
translates what it finds; a text it does not know is shown as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from game.core.message import Msg
from game.i18n import SOURCE_LANGUAGE, _, catalog_msgids, current_language, language_serial, pn_

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def tr_core(text: str) -> str:
    """`text` (a `Msg`, or the plain English of one) in the current language; unchanged in English
    and when it is no sentence of the catalog."""
    if not text or current_language() == SOURCE_LANGUAGE:
        return text
    if isinstance(text, Msg):
        return _filled(text.msgid, text.args)
    return _plain(str(text), language_serial())


def _filled(msgid: str, args: Any) -> str:
    if not args:
        return _(msgid)
    named = {k: _arg(k, v) for k, v in args}
    try:
        return _(msgid, **named)
    except (KeyError, IndexError, ValueError):
        return msgid.format(**named)


def _arg(name: str, value: Any) -> Any:
    """One argument in the current language, by what its name says it is."""
    if not isinstance(value, str):
        return value
    if isinstance(value, Msg):
        return tr_core(value)
    kind = name.rstrip("0123456789")
    if kind == "card":
        return names().card(value)
    if kind == "ability":
        return names().ability(value)
    if kind == "phase":
        return pn_("phase", value)
    if kind == "cards":
        return ", ".join(names().card(v) for v in value.split(", "))
    if kind in ("player", "space"):
        return value
    return tr_core(value)


class _Names:
    """English card names and ability titles -> the current language's (the first card's
    translation, where two cards share a name)."""

    def __init__(self, lang: str) -> None:
        from game import catalog
        from game.content.translations import game_translations

        t = game_translations(lang)
        self.cards: dict[str, str] = {}
        self.abilities: dict[str, str] = {}
        # A card file's own questions ("Cling: place this unit next to ...?"), as its translation
        # words them.
        self.prompts: dict[str, str] = {}
        for text in t.cards.values():
            for english, translated in text.prompts.items():
                self.prompts.setdefault(english, translated)
        for defn in catalog.cards().values():
            self.cards.setdefault(defn.name, t.card_name(defn))
            for a in defn.abilities:
                if a.title:
                    title = t.ability(defn, a.title)[0]
                    if title != a.title or a.title not in self.abilities:
                        self.abilities[a.title] = title

    def card(self, english: str) -> str:
        got = self.cards.get(english)
        return got if got is not None else self.ability(english) if english in self.abilities else tr_core(english)

    def ability(self, english: str) -> str:
        got = self.abilities.get(english)
        return got if got is not None else tr_core(english) if english else english


_names: dict[str, _Names] = {}


def names() -> _Names:
    lang = current_language()
    got = _names.get(lang)
    if got is None:
        got = _names[lang] = _Names(lang)
    return got


def _pattern(msgid: str, greedy: bool = False) -> re.Pattern[str] | None:
    """`msgid` as a pattern with a named group for each placeholder; `greedy`: the groups take
    as much as they can (a title with brackets, "Gem Magic (step) (Gem Mage at F1)"), else as
    little."""
    out, seen, pos = [], set(), 0
    group = ".+" if greedy else ".+?"
    for m in _PLACEHOLDER.finditer(msgid):
        out.append(re.escape(msgid[pos:m.start()].replace("{{", "{").replace("}}", "}")))
        name = m.group(1)
        out.append(f"(?P={name})" if name in seen else f"(?P<{name}>{group})")
        seen.add(name)
        pos = m.end()
    if not seen:
        return None
    out.append(re.escape(msgid[pos:].replace("{{", "{").replace("}}", "}")))
    return re.compile("".join(out), re.DOTALL)


@lru_cache(maxsize=8)
def _patterns(serial: int) -> list[tuple[int, str, re.Pattern[str]]]:
    """Every template of the catalog as a pattern, the longest literal text first (the most
    particular template wins: "{card} cannot move." before "{card}.")."""
    found = []
    for msgid in catalog_msgids():
        if "{" in msgid:
            for greedy in (False, True):
                p = _pattern(msgid, greedy)
                if p is not None:
                    found.append((len(_PLACEHOLDER.sub("", msgid)), msgid, p))
    found = [f for f in found if f[0] > 0]
    found.sort(key=lambda x: -x[0])
    return found


@lru_cache(maxsize=4096)
def _plain(text: str, serial: int) -> str:
    if text in _known(serial):
        return _(text)
    n = names()
    if text in n.cards:
        return n.cards[text]
    if text in n.abilities:
        return n.abilities[text]
    if text in n.prompts:
        return n.prompts[text]
    best = _best(text, serial)
    if best is None:
        return text
    return _filled(best[2], tuple(best[3].items()))


@lru_cache(maxsize=4096)
def _best(text: str, serial: int) -> tuple[int, int, str, dict[str, str]] | None:
    """The template `text` is most likely made from: the one whose arguments fit best what their
    names say (a sentence inside a sentence counts by how well it fits in turn), then the one
    with the most words of its own."""
    best: tuple[int, int, str, dict[str, str]] | None = None
    n = names()
    for size, msgid, p in _patterns(serial):
        m = p.fullmatch(text)
        if m:
            groups = m.groupdict()
            got = (_fit(groups, n, serial), size, msgid, groups)
            if best is None or got[:2] > best[:2]:
                best = got
    return best


# Arguments that are numbers, by name (a template whose number is matched by words is not it).
_NUMBERS = frozenset((
    "count", "amount", "magic", "cost", "number", "limit", "distance", "range", "boost", "damage", "within",
    "spaces", "wanted", "roll", "left", "per", "max_cost", "spend_boost", "force", "strength", "result", "n",
))
_NUMBER = re.compile(r"[+-]?\d+")
_SPACE = re.compile(r"[A-Z]+\d+")


def _fit(groups: dict[str, str], n: _Names, serial: int) -> int:
    """How well a template's matched arguments fit what their names say they are: a card name
    where a card is, a number where a number is (a misfit outweighs any fit)."""
    score = 0
    for name, value in groups.items():
        kind = name.rstrip("0123456789")
        if kind in _NUMBERS:
            score += 1 if _NUMBER.fullmatch(value) else -100
        elif kind == "space":
            score += 1 if _SPACE.fullmatch(value) else -100
        elif kind == "card":
            score += 1 if value in n.cards else 0
        elif kind == "ability":
            score += 1 if value in n.abilities else -1 if value in n.cards else 0
        elif kind in _SENTENCES:
            inner = _best(value, serial)
            known = value in _known(serial) or value in n.prompts
            score += inner[0] if inner is not None else 1 if known else -1
    return score


# Arguments that are sentences (or phrases) of their own.
_SENTENCES = frozenset(("question", "action", "until"))


@lru_cache(maxsize=8)
def _known(serial: int) -> frozenset[str]:
    return frozenset(catalog_msgids())


def tr_error(e: BaseException) -> str:
    """The message of an error for the player (a save, setup or undo error), in the current
    language: its `Msg` where it was raised with one (`str(e)` keeps only the English)."""
    first = e.args[0] if len(e.args) == 1 else None
    return tr_core(first if isinstance(first, Msg) else str(e))


def problem_text(problem: str) -> str:
    """A deck's or a file's problem (a rules sentence, lower-case first) as a line of its own:
    in the player's language, with a capital."""
    text = tr_core(problem)
    return text[:1].upper() + text[1:]
