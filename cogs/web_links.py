"""Links from Discord to a server's web pages (issue 38, docs/web.md): a finished game's page
under its final board and under its review, when the server's pages are on and the bot knows
the public address they are reached at (PICKOMINO_WEB_URL). A link button opens the page in
the reader's browser; the bot never learns who followed it."""

from cogs.control_rows import BUTTON, BUTTON_WIDTH, ControlRows, Placed, rows_of
from tables.kinds import DEFAULT_KIND
from tables.service import TableService
from tables.storage import GameStatus, StoredGame
from words.i18n import t

LINK_STYLE = 5
"""Discord's style of a button that opens an address (discord.ButtonStyle.link)."""


async def game_page(service: TableService, web_url: str | None, stored: StoredGame) -> str | None:
    """The address of `stored`'s page, or None when it has none: a game still running, a Pick
    Pic game, a server whose pages are off, a bot without PICKOMINO_WEB_URL."""
    if web_url is None or stored.status != GameStatus.FINISHED or stored.kind != DEFAULT_KIND:
        return None
    settings = await service.recent_guild_settings(stored.guild_id)
    if not settings.web_pages or settings.web_token is None:
        return None
    return f"{web_url}/s/{settings.web_token}/games/{stored.id}"


def page_link(url: str, language: str) -> Placed:
    """The link button to a game's page, in a row of its own."""
    label = t("web.game.link", language)
    return {"type": BUTTON, "style": LINK_STYLE, "label": label, "url": url}, BUTTON_WIDTH, None


def page_link_view(url: str, language: str) -> ControlRows:
    return ControlRows(rows_of([page_link(url, language)]))
