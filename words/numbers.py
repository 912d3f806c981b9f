"""Numbers as each language writes them, the one way every surface writes them: "6.7", "36%"
and "+2.1" in English, "6,7", "36 %" and "+2,1" in French (Babel's CLDR patterns for the
language, with its grouping, decimal mark and percent spacing), and signed values with a real
minus sign.

Babel is imported by the functions that use it: every board imports `signed`, and a terminal
game should not load Babel's locale data before its first board (issue 16).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.numbers import NumberPattern

MINUS = "−"
"""U+2212: a hyphen is narrower than a plus sign, so "−2.1" and "+2.1" align."""
DIGITS_TO_TELL_APART = 2
"""At most this many decimals to tell two values apart (`apart`)."""


def number(value: float, language: str) -> str:
    """A count or a share of one ("12", "1,234", "12.5"): the language's own pattern, up to
    three decimals, none for a whole number."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=language)


def decimal(value: float, language: str, digits: int = 1) -> str:
    """`value` with exactly `digits` decimals ("6.7", "6,7", "−3.5"): a negative value with
    the minus sign `signed_decimal` writes, so that one review does not show "-3.5" beside
    "−1.2" (CLDR's patterns write a hyphen in most languages); what rounds to zero unsigned."""
    shown = _written(abs(value), language, "decimal", digits)
    if value < 0 and shown != _written(0.0, language, "decimal", digits):
        return MINUS + shown
    return shown


def percent(share: float, language: str, digits: int = 0) -> str:
    """A share of one as a percentage with `digits` decimals ("36%", "36 %", "32,0 %")."""
    return _written(share, language, "percent", digits)


def chance(share: float, language: str) -> str:
    """A chance in whole percents, but never a rounded 0% or 100% for what is possible and
    not certain: "<1%" and ">99%"."""
    if 0 < share < 0.005:
        return "<" + percent(0.01, language)
    if 0.995 < share < 1:
        return ">" + percent(0.99, language)
    return percent(share, language)


def signed(change: int) -> str:
    """A whole change: "+12", "−8", "±0"."""
    if change > 0:
        return f"+{change}"
    if change < 0:
        return f"{MINUS}{-change}"
    return "±0"


def signed_decimal(value: float, language: str, digits: int = 1) -> str:
    """A signed value with `digits` decimals: "+2.1", "−0.4", "±0.0" (what rounds to zero
    gets no sign that would say which side it fell)."""
    shown = decimal(abs(value), language, digits)
    if shown == decimal(0.0, language, digits):
        return "±" + shown
    return ("+" if value > 0 else MINUS) + shown


def apart(first: float, second: float, language: str, sign: bool = False) -> tuple[str, str]:
    """Two values compared side by side with one decimal, or two decimals where one would
    show different values as equal ("worth 2.40 worms; ... worth 2.43", never "2.4 ...;
    2.4"). Values equal to two decimals are shown with one: they are equal as far as a player
    can tell. `sign` writes them as `signed_decimal` does."""
    write = signed_decimal if sign else decimal
    for digits in range(1, DIGITS_TO_TELL_APART + 1):
        shown = write(first, language, digits), write(second, language, digits)
        if shown[0] != shown[1]:
            return shown
    return write(first, language), write(second, language)


def _written(value: float, language: str, kind: str, digits: int) -> str:
    from babel import Locale

    written: str = _pattern(language, kind, digits).apply(value, Locale.parse(language))
    return written


@cache
def _pattern(language: str, kind: str, digits: int) -> NumberPattern:
    """The language's own decimal or percent pattern with exactly `digits` decimals."""
    from copy import copy

    from babel import Locale
    from babel.numbers import parse_pattern

    locale = Locale.parse(language)
    formats = locale.percent_formats if kind == "percent" else locale.decimal_formats
    pattern = copy(parse_pattern(formats[None]))
    pattern.frac_prec = (digits, digits)
    return pattern
