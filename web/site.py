"""What every page handler needs: the table service, the templates, the static files, the
language of pages whose server says none, and the public address links are built from.

Templates are Jinja2's with autoescaping on for all of them (not only `.html` names), and an
undefined value is an error rather than an empty string: a page never shows a name as markup,
and a mistake in a template fails its test instead of printing nothing.
"""

from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Any

import jinja2
from aiohttp import web

from tables.server_pages import ServerPages
from tables.service import TableService
from web.names import BOARD_NAMES, PERIOD_NAMES
from web.page_cache import PageCache
from web.players import PlayerKeys
from web.static_files import StaticFiles
from words.i18n import t, tn
from words.numbers import decimal, number, percent
from words.ordinals import ordinal


def templates() -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("web", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return environment


@dataclass(frozen=True)
class Site:
    service: TableService
    default_language: str
    public_url: str | None = None
    """PICKOMINO_WEB_URL: where people reach the pages, for links made outside a request."""
    static: StaticFiles = field(default_factory=StaticFiles)
    environment: jinja2.Environment = field(default_factory=templates)
    player_keys: PlayerKeys = field(default_factory=PlayerKeys)
    kept: PageCache = field(default_factory=PageCache)
    """Rendered pages (web/page_cache.py): a crowd on one page costs one render."""

    @cached_property
    def pages(self) -> ServerPages:
        return ServerPages(self.service.store)

    def render(
        self, template: str, language: str, status: int = 200, **values: Any
    ) -> web.Response:
        """The page `template` in `language`; the words (`t`, `tn`), numbers and dates as the
        language writes them, and `static` (a file's address) are there in every one."""
        text = self.environment.get_template(template).render(
            lang=language.replace("_", "-"),
            t=lambda key, **more: t(key, language, **more),
            tn=lambda key, count, **more: tn(key, count, language, **more),
            number=lambda value: number(value, language),
            decimal=lambda value: decimal(value, language),
            percent=lambda value: percent(value, language),
            date=lambda moment: day(moment, language),
            ordinal=lambda place: ordinal(place, language),
            board_name=lambda rules: t(BOARD_NAMES[rules], language),
            period_name=lambda period: t(PERIOD_NAMES[period], language),
            static=self.static.url,
            **values,
        )
        return web.Response(text=text, status=status, content_type="text/html", charset="utf-8")


def day(moment: datetime, language: str) -> str:
    """A date as the language writes it ("29 Nov 2026", "29 nov. 2026"), in UTC."""
    from babel.dates import format_date

    return format_date(moment.date(), "medium", locale=language)


SITE = web.AppKey("site", Site)
