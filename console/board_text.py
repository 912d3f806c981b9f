"""A table's board (tables.board.Board) as terminal text.

The title underlined, the text, each section as a heading with its lines indented, then the
latest moves; the markup of tables.markup taken off (a person shown by name). The footer
("Game #12") is an embed's: the terminal names its game when it starts, resumes or ends it.
"""

import re

from tables.board import Board

INDENT = "  "
_MARKDOWN = re.compile(r"\\(.)|\*\*|`")
"""An escaped character (a name typed as `*x*`), bold markers, code marks around tiles."""
_MENTION = re.compile(r"<@([0-9]+)>")


def plain(text: str, people: dict[int, str] | None = None) -> str:
    """Marked-up text as the terminal shows it: marks removed, escaped characters kept, and
    a person's mention replaced by their name when `people` knows it."""
    if people:
        text = _MENTION.sub(lambda match: people.get(int(match[1]), match[0]), text)
    return _MARKDOWN.sub(lambda match: match.group(1) or "", text)


def board_text(board: Board) -> str:
    lines: list[str] = []
    title = plain(board.title)
    lines += [title, "═" * len(title)]
    lines += plain("\n".join(board.text), board.people).splitlines()
    for section in board.sections:
        lines += _section(section.title, section.lines)
    if board.recent:
        lines += _section(board.recent_title, board.recent)
    if board.deadline is not None:
        lines += _section(board.deadline_title, (f"{board.deadline:%Y-%m-%d %H:%M:%S} UTC",))
    return "\n".join(lines)


def _section(title: str, section_lines: tuple[str, ...]) -> list[str]:
    body = plain("\n".join(section_lines)).splitlines()
    return [f"── {plain(title)}", *(INDENT + line for line in body)]
