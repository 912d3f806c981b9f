"""Numbers as each language writes them: '6.7' and '67%' in English, '6,7' and '67 %' in
French (Babel's CLDR data), and signed rating changes.

Babel is imported by the functions that use it: every board imports `signed`, and a terminal
game should not load Babel's locale data before its first board (issue 16).
"""

SPARKS = "▁▂▃▄▅▆▇█"


def decimal(value: float, language: str, digits: int = 1) -> str:
    from babel.numbers import format_decimal

    return format_decimal(value, format="0." + "0" * digits, locale=language)


def percent(value: float, language: str) -> str:
    from babel.numbers import format_percent

    return format_percent(value, locale=language)


def signed(change: int) -> str:
    """'+12', '−8' (a real minus sign), '±0'."""
    if change > 0:
        return f"+{change}"
    if change < 0:
        return f"−{-change}"
    return "±0"


def sparkline(values: tuple[int, ...]) -> str:
    """A rating's path over the last games, one bar per point, scaled to its own range."""
    low, high = min(values, default=0), max(values, default=0)
    if high == low:
        return SPARKS[3] * len(values)
    last = len(SPARKS) - 1
    return "".join(SPARKS[round((value - low) * last / (high - low))] for value in values)
