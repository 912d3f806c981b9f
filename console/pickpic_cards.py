"""`pickomino-bot card`, `hand` and `cards`: Pick Pic's cards written to files, to look at
them, with each card's emoji and names listed in the terminal; `cards --sheet` writes the whole
deck as contact sheets, to review it by eye."""

from pathlib import Path
from typing import TextIO

from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from engine.pickpic.catalogue import CARD_IDS, FIRST_EDITION, scene
from engine.pickpic.game import Game
from engine.pickpic.settings import MAX_SEATS, MIN_SEATS
from pictures.composite import EXTENSIONS, Format, row_picture
from pictures.sheets import sheets
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
    card: int,
    output: Path | None,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
    first_edition: bool = False,
) -> int:
    """A card of the deck games deal (P1); with `first_edition`, a card of the retired first
    edition, which stored games may still hold, said to be retired."""
    deck = FIRST_EDITION if first_edition else CARD_IDS
    if card not in deck:
        key = "pictures.error.first_edition_card" if first_edition else "pictures.error.card"
        print(t(key, language, card=card, first=deck[0], last=deck[-1]), file=stderr)
        return EXIT_USAGE
    if first_edition:
        print(t("pictures.first_edition", language, card=card, first=CARD_IDS[0],
                last=CARD_IDS[-1]), file=stdout)  # fmt: skip
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


def cards_command(
    sheet: bool, folder: Path | None, language: str, stdout: TextIO, stderr: TextIO
) -> int:
    """Every card of the deck a line; with `sheet`, the deck as PNG contact sheets in
    `folder` (default `cards`, made if missing): sheet-01.png, sheet-02.png..."""
    if not sheet:
        for position, card in enumerate(CARD_IDS, start=1):
            print(card_line(position, card, language), file=stdout)
        return EXIT_OK
    folder = folder or Path("cards")
    try:
        # Before drawing: a folder that cannot be made is said at once, not after the deck's
        # seconds of drawing.
        folder.mkdir(parents=True, exist_ok=True)
        pictures = sheets(CARD_IDS)
        for number, data in enumerate(pictures, start=1):
            (folder / f"sheet-{number:02}.png").write_bytes(data)
    except OSError as error:
        print(t("pictures.error.write", language, path=folder, error=error.strerror), file=stderr)
        return EXIT_FAILED
    print(t("pictures.sheets.written", language, count=len(pictures), cards=len(CARD_IDS),
            folder=folder), file=stdout)  # fmt: skip
    return EXIT_OK
