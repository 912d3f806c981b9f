"""The odds of a Pickomino turn in a few words (engine.pickomino.players.odds): what the next
roll risks, where the turn ends if played as the expert would, and the expert's move."""

from collections.abc import Sequence

from engine.pickomino import Game
from engine.pickomino.players.odds import Odds, TileOdds, odds
from tables.errors import UserError
from tables.pickomino.moves import move_controls
from words.i18n import t
from words.numbers import apart, chance, signed_decimal

SHOWN_TILES = 4
"""The message names at most this many tiles, spread from the highest worth a mention down
to the lowest in reach (whose chance is that of taking any tile)."""
WORTH_SHOWING = 0.05
"""A tile whose "or better" chance is below this is not worth a mention."""


def odds_text(game: Game, names: Sequence[str], language: str) -> str:
    """One short message; UserError when the turn has no odds to give (a bonus or victim
    choice is pending)."""
    try:
        found = odds(game)
    except ValueError as error:
        raise UserError("error.no_odds_now") from error
    lines = []
    if found.next_roll_bust is not None:
        lines.append(t("odds.next_roll", language, chance=chance(found.next_roll_bust, language)))
    lines.append(_endings(found, names, language))
    lines.append(_advice(game, found, names, language))
    return "\n".join(lines)


def _endings(found: Odds, names: Sequence[str], language: str) -> str:
    shown = _spread([tile for tile in found.tiles if tile.chance >= WORTH_SHOWING])
    parts = []
    for tile in shown:
        key = "odds.tile" if tile.victim is None else "odds.steal"
        victim = names[tile.victim] if tile.victim is not None else ""
        written = chance(tile.chance, language)
        parts.append(t(key, language, tile=tile.tile, chance=written, name=victim))
    if found.hen:
        parts.append(t("odds.hen", language, chance=chance(found.hen, language)))
    parts.append(t("odds.bust", language, chance=chance(found.turn_bust, language)))
    return t("odds.endings", language, endings=", ".join(parts))


def _spread(tiles: list[TileOdds]) -> list[TileOdds]:
    """At most SHOWN_TILES of `tiles` (highest first), evenly spaced, the first and last kept."""
    if len(tiles) <= SHOWN_TILES:
        return tiles
    last = len(tiles) - 1
    picks = sorted({round(index * last / (SHOWN_TILES - 1)) for index in range(SHOWN_TILES)})
    return [tiles[index] for index in picks]


def _advice(game: Game, found: Odds, names: Sequence[str], language: str) -> str:
    labels = {
        control.code: " ".join(part for part in (control.symbol, control.label) if part)
        for control in move_controls(game, names, language)
    }
    best = max(found.choices, key=lambda choice: choice.value)
    others = sorted(
        (choice for choice in found.choices if choice is not best),
        key=lambda choice: choice.value,
        reverse=True,
    )
    move = labels.get(str(best.action), str(best.action))
    if not others:
        return t("odds.only_move", language, move=move, worth=signed_decimal(best.value, language))
    second = others[0]
    worth, other_worth = apart(best.value, second.value, language, sign=True)
    return t(
        "odds.advice",
        language,
        move=move,
        worth=worth,
        other=labels.get(str(second.action), str(second.action)),
        other_worth=other_worth,
    )
