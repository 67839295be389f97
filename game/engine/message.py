"""Sentences as data, for every game: a `Msg` is the English sentence itself (a `str`) that also
carries its message id and arguments, so the window can show it in the player's language.

    msg("{card} costs {cost} magic; you can spend {magic}.", card="Fighter", cost=2, magic=1)

The template (`msgid`) is a whole English sentence with named placeholders; `args` are the
(name, value) pairs that fill it. Being a `str`, a `Msg` compares, hashes, prints and saves as
its English sentence, so the core needs no locale and saved games are unchanged; the window
looks the template up in its catalog and fills it (`game.ui.core_text.tr_core`). Argument
names say what a value is, for the translator and the window: `card` (`card2`, ...) a card's
name, `ability` an ability's title, `player` a player's name, `space` a space ("C4"), `phase`
a phase's name; numbers are ints.
"""

from __future__ import annotations

from typing import Any


class Msg(str):
    """An English sentence made from `msgid` filled with `args`."""

    msgid: str
    args: tuple[tuple[str, Any], ...]

    def __new__(cls, msgid: str, args: tuple[tuple[str, Any], ...] = (), english: str | None = None) -> Msg:
        if english is None:
            english = msgid.format(**dict(args)) if args else msgid
        self = super().__new__(cls, english)
        self.msgid = msgid
        self.args = args
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Msg, (self.msgid, self.args, str(self)))

    def __copy__(self) -> Msg:
        return self

    def __deepcopy__(self, memo: dict) -> Msg:
        return self

    def arg(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default


def msg(template: str, **args: Any) -> Msg:
    """The sentence `template` with its {placeholders} filled from `args` (a Babel keyword: the
    templates are extracted into the catalog)."""
    return Msg(template, tuple(args.items()))


NOT_NOW = "not now"


def no_sentence(*_args: Any, **_kw: Any) -> str:
    """`msg`'s stand-in where only whether there is a reason counts, not what it says (the rules
    asking themselves whether a command is legal, for every unit in every state): `NOT_NOW`."""
    return NOT_NOW


def worded(english: str, template: str, **args: Any) -> Msg:
    """A sentence whose English wording is older than its template: the window translates
    `template` filled with `args`, while the English (what saved games and state hashes hold)
    stays `english`, word for word. Use it only where the old wording must not change."""
    return Msg(template, tuple(args.items()), english)
