"""The player's language: GNU gettext catalogs under `game/locale/<lang>/LC_MESSAGES/game.mo`.

Every sentence a player reads is looked up whole, with named placeholders filled after the
lookup, so a translation may put the words in its own order:

    _("{name} summons {card}.", name=player, card=card_name)
    n_("{n} card left", "{n} cards left", count)

`N_` only marks a sentence for extraction where it is defined (a module constant) and returns
it unchanged; whoever shows it calls `_` on it then, in the language of that moment. Widgets do
this for their labels, so a language change shows at once.

The catalogs are written as `.po` files and compiled to `.mo` by `build_scripts/i18n.py`
(Babel, at build time only); reading them here needs only the standard library's `gettext`.
"""

from __future__ import annotations

import gettext as _gettext
import locale
import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger(__name__)

DOMAIN = "game"
SOURCE_LANGUAGE = "en"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

# Each language's name in that language, as the Settings choice shows it.
_OWN_NAMES: dict[str, str] = {"en": "English", "it": "Italiano"}

_current = SOURCE_LANGUAGE
_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_serial = 0
# Listeners of `recording_translations`: each sentence a catalog gave, filled in.
_heard: list[list[str]] = []


def available_languages() -> list[tuple[str, str]]:
    """(code, own name) of English and of every language with a compiled catalog."""
    codes = {SOURCE_LANGUAGE}
    if LOCALE_DIR.is_dir():
        for mo in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"):
            codes.add(mo.parent.parent.name)
    ordered = [SOURCE_LANGUAGE] + sorted(codes - {SOURCE_LANGUAGE})
    return [(c, _OWN_NAMES.get(c, c)) for c in ordered]


def language_codes() -> list[str]:
    return [c for c, _name in available_languages()]


def current_language() -> str:
    return _current


def language_serial() -> int:
    """Grows by one at each language change: a cache of drawn text keyed by it stays right."""
    return _serial


def set_language(code: str | None) -> str:
    """Show everything in `code` from now on; an unknown code (or None) means English. Returns
    the code in use."""
    global _current, _translations, _serial
    code = normalise(code) if code else SOURCE_LANGUAGE
    if code not in language_codes():
        code = SOURCE_LANGUAGE
    if code == SOURCE_LANGUAGE:
        t: _gettext.NullTranslations = _gettext.NullTranslations()
    else:
        t = _gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[code], fallback=True)
    if code != _current or type(t) is not type(_translations):
        _serial += 1
    _current, _translations = code, t
    return code


def normalise(code: str) -> str:
    """"it_IT.UTF-8", "it-CH", "IT" -> "it"."""
    return code.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()


def system_language() -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the C
    library's locale), if a catalog exists for it; otherwise English."""
    wanted: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            wanted.extend(v for v in value.split(":") if v)
            break
    try:
        loc = locale.getlocale()[0]
    except ValueError:
        loc = None
    if loc:
        wanted.append(loc)
    codes = language_codes()
    for w in wanted:
        code = normalise(w)
        if code in codes:
            return code
    return SOURCE_LANGUAGE


def _fill(text: str, named: dict[str, object], english: str = "") -> str:
    """`text` with its placeholders filled; a translation that names a placeholder the code
    does not give (a slip in a .po) falls back to the English sentence, never to a crash."""
    if not named:
        return text
    try:
        return text.format(**named)
    except (KeyError, IndexError, ValueError):
        if not english or english == text:
            raise
        log.warning("translation %r does not fit its placeholders; showing English", text)
        return english.format(**named)


def _has(key: object) -> bool:
    """The current catalog has an entry under `key` (a msgid, "context\x04msgid", or
    (msgid, 0) for a plural)."""
    return key in getattr(_translations, "_catalog", {})


def _hear(text: str) -> None:
    for out in _heard:
        out.append(text)


def _(msgid: str, **named: object) -> str:
    """`msgid` in the current language, its {placeholders} filled from `named`."""
    out = _fill(_translations.gettext(msgid), named, msgid)
    if _heard and _has(msgid):
        _hear(out)
    return out


def n_(singular: str, plural: str, n: int, **named: object) -> str:
    """The form for `n` (by the catalog's own plural rule), with `{n}` and `named` filled."""
    out = _fill(_translations.ngettext(singular, plural, n), {"n": n, **named},
                singular if n == 1 else plural)
    if _heard and _has((singular, 0)):
        _hear(out)
    return out


def N_(msgid: str) -> str:
    """Mark `msgid` for the catalog without translating it now."""
    return msgid


def pn_(context: str, msgid: str, **named: object) -> str:
    """`msgid` as meant in `context` (one English word may need two translations)."""
    out = _fill(_translations.pgettext(context, msgid), named, msgid)
    if _heard and _has(f"{context}\x04{msgid}"):
        _hear(out)
    return out


def PN_(context: str, msgid: str) -> str:
    """Mark `msgid` (meant in `context`) for the catalog without translating it now."""
    return msgid


def is_translated(msgid: str) -> bool:
    """The current catalog has its own entry for `msgid` (English always has)."""
    return _current == SOURCE_LANGUAGE or _has(msgid)


@contextmanager
def recording_translations() -> Iterator[list[str]]:
    """Collect every sentence a catalog translated while the block runs (for the check that
    every drawn text is a translation)."""
    out: list[str] = []
    _heard.append(out)
    try:
        yield out
    finally:
        _heard.remove(out)


@contextmanager
def language(code: str) -> Iterator[str]:
    """Use `code` inside the block, then the language before it."""
    before = _current
    try:
        yield set_language(code)
    finally:
        set_language(before)


def catalog_msgids() -> list[str]:
    """Every plain sentence (no context, no plural) the current catalog translates."""
    return [k for k in getattr(_translations, "_catalog", {}) if isinstance(k, str) and k and "\x04" not in k]
