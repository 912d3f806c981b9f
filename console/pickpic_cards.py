"""`pickomino-bot card` and `pickomino-bot hand`: Pick Pic's cards written to a file, to look
at them, with each card's emoji and names listed in the terminal."""

from pathlib import Path
from typing import TextIO

from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from engine.pickpic.catalogue import CARD_IDS, is_builtin, scene
from engine.pickpic.game import Game
from engine.pickpic.settings import MAX_SEATS, MIN_SEATS
from pictures.composite import EXTENSIONS, Format, row_picture
from tables.pickpic.card_names import card_caption
from words.i18n import t

KINDS: dict[str, Format] = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg"}


def card_line(position: int, card: int, language: str) -> str:
    """A card's emoji and their names in the reader's language."""
    return f"{position}. #{card} {scene(card).text}  {card_caption(card, language)}"


def _write(
    cards: tuple[int, ...], output: Path, language: str, stdout: TextIO, stderr: TextIO
) -> int:
    kind = KINDS.get(output.suffix.lower())
    if kind is None:
        print(t("pictures.error.format", language, path=output), file=stderr)
        return EXIT_USAGE
    labels = tuple(str(position) for position in range(1, len(cards) + 1)) if len(cards) > 1 else ()
    try:
        output.write_bytes(row_picture(cards, labels, kind=kind))
    except OSError as error:
        print(t("pictures.error.write", language, path=output, error=error.strerror), file=stderr)
        return EXIT_FAILED
    for position, card in enumerate(cards, start=1):
        print(card_line(position, card, language), file=stdout)
    print(t("pictures.written", language, path=output), file=stdout)
    return EXIT_OK


def card_command(
    card: int, output: Path | None, language: str, stdout: TextIO, stderr: TextIO
) -> int:
    if not is_builtin(card):
        print(t("pictures.error.card", language, card=card, last=CARD_IDS[-1]), file=stderr)
        return EXIT_USAGE
    return _write((card,), output or Path(f"card-{card}.png"), language, stdout, stderr)


def hand_command(
    seed: int,
    players: int,
    output: Path | None,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
) -> int:
    """The first hand of seat 0 in a new game of `players` with this seed (P3)."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        print(t("pictures.error.players", language, low=MIN_SEATS, high=MAX_SEATS), file=stderr)
        return EXIT_USAGE
    hand = tuple(Game.new(players, seed=seed).hands[0])
    default = Path(f"hand-{seed}.{EXTENSIONS['png']}")
    return _write(hand, output or default, language, stdout, stderr)
