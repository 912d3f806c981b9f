"""`pickomino-bot review GAME`: a finished game of Pickomino against the exact expert, as text,
and its chart written to a file with `--chart PATH` (issue 29).

It reads the database every command uses (PostgreSQL when PICKOMINO_DATABASE_URL is set, else
the SQLite file); any finished Pickomino game of it, terminal games and servers' alike:
whoever runs the command holds the whole database anyway.
"""

import asyncio
from pathlib import Path
from typing import TextIO

from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from tables.errors import UserError
from tables.kinds import DEFAULT_KIND
from tables.pickomino.review_words import ReviewView
from tables.reviews import ReviewAnswer, Reviews
from tables.storage import GameNotFound, GameStatus, StorageError, StoreNotOpened, StorePlace
from tables.store_words import not_opened_text
from words.i18n import t


def review_text(view: ReviewView) -> str:
    lines = [view.title, "═" * len(view.title), view.intro]
    for name, value in view.fields:
        lines += ["", name, "─" * len(name), value]
    return "\n".join(lines)


async def reviewed(place: StorePlace, game: int, language: str) -> ReviewAnswer:
    """A game that cannot be reviewed is said to be missing, of Pick Pic or unfinished, in the
    terminal's words (Discord's speak of a server)."""
    async with place.reading() as store:
        reviews = Reviews(store)
        try:
            stored = await store.get_game(game)
        except GameNotFound:
            raise UserError("console.review.unknown", game=game) from None
        if stored.kind != DEFAULT_KIND:
            raise UserError("console.review.pickpic", game=game)
        if stored.status != GameStatus.FINISHED:
            raise UserError("console.review.unfinished", game=game)
        stored = await reviews.find(None, 0, 0, game)
        return await reviews.answer(stored, language)


def review_command(
    place: StorePlace,
    *,
    game: int,
    chart: Path | None,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
) -> int:
    try:
        found = asyncio.run(reviewed(place, game, language))
    except StoreNotOpened as error:
        print(not_opened_text(error, language), file=stderr)
        return EXIT_USAGE
    except UserError as error:
        print(t(error.key, language, **error.values), file=stderr)
        return EXIT_USAGE
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=stderr)
        return EXIT_FAILED
    print(review_text(found.view), file=stdout)
    if chart is not None:
        return write_chart(chart, found.picture, language, stdout, stderr)
    return EXIT_OK


def write_chart(path: Path, picture: bytes, language: str, stdout: TextIO, stderr: TextIO) -> int:
    """Write a chart's PNG; a path that cannot be written gets a short word, not a traceback."""
    try:
        path.write_bytes(picture)
    except OSError as error:
        print(t("console.error.chart", language, path=path, error=error.strerror), file=stderr)
        return EXIT_FAILED
    print(t("console.review.chart", language, path=path), file=stdout)
    return EXIT_OK
