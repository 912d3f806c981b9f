"""What every page handler needs: the table service, the templates, the static files, the
language of pages whose server says none, and the public address links are built from.

Templates are Jinja2's with autoescaping on for all of them (not only `.html` names), and an
undefined value is an error rather than an empty string: a page never shows a name as markup,
and a mistake in a template fails its test instead of printing nothing.
"""

from dataclasses import dataclass, field
from typing import Any

import jinja2
from aiohttp import web

from tables.service import TableService
from web.static_files import StaticFiles
from words.i18n import t, tn


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

    def render(
        self, template: str, language: str, status: int = 200, **values: Any
    ) -> web.Response:
        """The page `template` in `language`; `t`, `tn` and `static` are there in every one."""
        text = self.environment.get_template(template).render(
            lang=language.replace("_", "-"),
            t=lambda key, **more: t(key, language, **more),
            tn=lambda key, count, **more: tn(key, count, language, **more),
            static=self.static.url,
            **values,
        )
        return web.Response(text=text, status=status, content_type="text/html", charset="utf-8")


SITE = web.AppKey("site", Site)
