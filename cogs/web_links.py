"""Links from Discord to a server's web pages (issue 38, docs/web.md), when the server's pages
are on and the bot knows the public address they are reached at (PICKOMINO_WEB_URL): a
table's live page under its lobby and its board while it runs, the finished game's
page under its final board (Pickomino's and Pick Pic's) and under its review. A link button
opens the page in the reader's browser; the bot never learns who followed it."""

from cogs.control_rows import BUTTON, BUTTON_WIDTH, ControlRows, Placed, rows_of
from tables.kinds import DEFAULT_KIND
from tables.service import TableService
from tables.storage import GameStatus, StoredGame
from words.i18n import t

LINK_STYLE = 5
"""Discord's style of a button that opens an address (discord.ButtonStyle.link)."""


FOLLOWED = (GameStatus.LOBBY, GameStatus.RUNNING)


async def game_page(service: TableService, web_url: str | None, stored: StoredGame) -> str | None:
    """The address of `stored`'s page: its live page while it waits or runs, its replay once
    finished; None for an ended game, a server whose pages are off, a bot without
    PICKOMINO_WEB_URL."""
    shown = stored.status == GameStatus.FINISHED or stored.status in FOLLOWED
    if web_url is None or not shown:
        return None
    settings = await service.recent_guild_settings(stored.guild_id)
    if not settings.web_pages or settings.web_token is None:
        return None
    page = f"{web_url}/s/{settings.web_token}/games/{stored.id}"
    return f"{page}/live" if stored.status in FOLLOWED else page


def page_link(url: str, language: str, kind: str = DEFAULT_KIND) -> Placed:
    """The link button to a game's page (its live page: "Watch live"; Pick Pic's replay,
    which has no review: "Replay")."""
    key = (
        "web.live.link" if url.endswith("/live") else
        "web.game.link" if kind == DEFAULT_KIND else "web.pickpic.link"
    )  # fmt: skip
    label = t(key, language)
    return {"type": BUTTON, "style": LINK_STYLE, "label": label, "url": url}, BUTTON_WIDTH, None


def page_link_view(url: str, language: str) -> ControlRows:
    return ControlRows(rows_of([page_link(url, language)]))
