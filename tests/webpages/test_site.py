"""What every address answers, before any page (issue 38, docs/web.md): the security headers
on pages, files and errors alike, no cookie, the bot's own static files only, and one 404
page for every address that shows nothing, whether the server is unknown, off, deleted or
its old address revoked, so an address tells nobody whether a server exists."""

import aiohttp
import pytest

from tables.privacy import PlayersData
from web.headers import SECURITY_HEADERS
from web.site import SITE
from webpages.browser import WIDTHS, OpenPage, Served, axe_problems, overflows

GUILD = 41
OTHER_GUILD = 42


async def fetched(
    served: Served, path: str, method: str = "GET"
) -> tuple[int, dict[str, str], bytes]:
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, served.url + path, allow_redirects=False) as response,
    ):
        return response.status, dict(response.headers), await response.read()


def secured(headers: dict[str, str]) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert headers.get(name) == value, name
    assert "Set-Cookie" not in headers


async def test_every_address_that_shows_nothing_is_the_same_404(web: Served) -> None:
    on = await web.service.set_web_pages(GUILD, True)
    off = await web.service.set_web_pages(OTHER_GUILD, True)
    await web.service.set_web_pages(OTHER_GUILD, False)
    revoked = await web.service.set_web_pages(GUILD + 2, True)
    await web.service.new_web_address(GUILD + 2)
    deleted = await web.service.set_web_pages(GUILD + 3, True)
    await PlayersData(web.service, "en").forget_server(GUILD + 3)
    assert on.web_token and off.web_token and revoked.web_token and deleted.web_token
    paths = [
        "/",
        "/nothing",
        "/s/",
        f"/s/{'A' * 22}/",
        f"/s/{off.web_token}/",
        f"/s/{revoked.web_token}/",
        f"/s/{deleted.web_token}/",
        f"/s/{on.web_token}/nothing",
        f"/s/{'x' * 5000}/",
        "/s/%3Cscript%3E/",
        "/static/",
        f"/static/0/{'site.css'}",
        f"/static/{web.app[SITE].static.version}/nothing.css",
        "/static/../web/app.py",
    ]
    answers = [await fetched(web, path) for path in paths]
    first = answers[0][2]
    for path, (status, headers, body) in zip(paths, answers, strict=True):
        assert status == 404, path
        assert body == first, path
        secured(headers)
        assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert b"Page not found" in first


async def test_an_off_server_is_404_at_once_and_on_again_at_the_same_address(
    web: Served,
) -> None:
    """Turning pages back on keeps the address they had; a new address is a new token."""
    first = await web.service.set_web_pages(GUILD, True)
    assert await web.service.web_guild(first.web_token or "") == GUILD
    await web.service.set_web_pages(GUILD, False)
    assert await web.service.web_guild(first.web_token or "") is None
    again = await web.service.set_web_pages(GUILD, True)
    assert again.web_token == first.web_token
    moved = await web.service.new_web_address(GUILD)
    assert moved.web_token != first.web_token and moved.web_pages
    assert await web.service.web_guild(first.web_token or "") is None
    assert await web.service.web_guild(moved.web_token or "") == GUILD


async def test_static_files_are_ours_kept_a_year_and_typed(web: Served) -> None:
    static = web.app[SITE].static
    for name, content_type in (("site.css", "text/css"), ("favicon.svg", "image/svg+xml")):
        status, headers, body = await fetched(web, static.url(name))
        assert status == 200, name
        secured(headers)
        assert headers["Content-Type"].split(";")[0] == content_type
        assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
        assert body == static.files[name].body


async def test_pages_take_no_posts(web: Served) -> None:
    status, headers, _ = await fetched(web, web.app[SITE].static.url("site.css"), "POST")
    assert status == 405
    secured(headers)


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_404_page_in_a_browser(open_page: OpenPage, width: int) -> None:
    page = await open_page(f"/s/{'A' * 22}/", width, status=404)
    assert await page.title() == "Page not found · Pickomino bot"
    assert await page.locator("h1").inner_text() == "Page not found"
    assert await page.locator("html").get_attribute("lang") == "en"
    assert not await overflows(page)
    assert await axe_problems(page) == []
    await page.screenshot(path=f"/tmp/web-404-{width}.png", full_page=True)
    await page.keyboard.press("Tab")
    assert await page.evaluate("() => document.activeElement.textContent") == "Skip to the content"
    await page.keyboard.press("Enter")
    assert await page.evaluate("() => document.activeElement.id") == "main"


async def test_a_page_that_fails_says_so_without_its_cause(web: Served, expect_error) -> None:
    """A database gone mid-way (closed here): the 500 page, the headers, no traceback shown;
    the cause is in the log for the operator."""
    settings = await web.service.set_web_pages(GUILD, True)
    await web.store.close()
    expect_error(r"web page /s/\S+/ failed")
    status, headers, body = await fetched(web, f"/s/{settings.web_token}/")
    assert status == 500
    secured(headers)
    assert b"Something went wrong" in body and b"Traceback" not in body
