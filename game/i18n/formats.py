"""Numbers and lists written the way the current language writes them.

Small on purpose: the game needs thousands separators and "a, b and c", not a locale
database, so Babel stays a build-time tool.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _

# The thousands separator of each language ("1,234" in English, "1.234" in Italian).
_THOUSANDS: dict[str, str] = {"en": ",", "it": "."}


def format_number(n: int, language: str | None = None) -> str:
    """A whole number with the language's thousands separator."""
    from game.i18n import current_language

    sep = _THOUSANDS.get(language or current_language(), ",")
    text = f"{abs(int(n)):,}".replace(",", sep)
    return f"-{text}" if n < 0 else text


def join_list(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the current language (Italian: "a, b e c")."""
    items = [str(i) for i in items]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    # The separator between all but the last pair, then the whole list's last link.
    head = _("{first}, {second}", first=items[0], second=items[1]) if len(items) > 2 else items[0]
    for item in items[2:-1]:
        head = _("{first}, {second}", first=head, second=item)
    second = items[-1] if len(items) > 2 else items[1]
    return _("{first} and {last}", first=head, last=second)


# The decimal separator of each language ("12.5" in English, "12,5" in Italian).
_DECIMAL: dict[str, str] = {"en": ".", "it": ","}


def format_decimal(x: float, digits: int = 1, language: str | None = None) -> str:
    """`x` with `digits` decimals and the language's decimal separator (no thousands separator)."""
    from game.i18n import current_language

    return f"{x:.{digits}f}".replace(".", _DECIMAL.get(language or current_language(), "."))


def format_percent(share: float, digits: int = 1, language: str | None = None) -> str:
    """A share (0.125) as a percentage, "12.5%" in English and "12,5%" in Italian."""
    return format_decimal(100 * share, digits, language) + "%"
