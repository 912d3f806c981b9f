"""A server's home page and a player's page in a real browser (issue 38, docs/web.md): the
leaderboards by game, rule set and period, the finished games linking to their pages, a
player's statistics and rating chart; hostile names shown as the text they are; bounded query
values; keyboard navigation; no serious accessibility violation; at a phone's width and a
laptop's, with screenshots looked at."""

import asyncio
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.async_api import Page
from review.games import played_game

from engine.pickomino.players.expert import expert_action
from storage import Seat
from tables.privacy import PlayersData
from tables.service import TableService
from tables.storage import open_store
from web.players import player_key
from webpages.browser import WIDTHS, OpenPage, Served, axe_problems, overflows

GUILD = 501
CHANNEL = 9
SERVER_NAME = '<script>alert("server")</script> & {{7*7}}'
NAMES = (
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "{{7*7}} {% raw %}",
    "\u202eevil Ann",
    "🦄🌈" * 16,
)
"""Markup, an attribute breaking out of its quotes, template syntax, a right-to-left override,
and a long emoji name (32 emoji): each must show as the text it is."""


@dataclass
class Server:
    token: str
    home: str
    games: list[int]


async def filled(database: Path) -> Server:
    """A server with its pages on and two finished games of five people."""
    store = await open_store(None, database)
    try:
        settings = await TableService(store, lambda: 1).set_web_pages(GUILD, True, SERVER_NAME)
        assert settings.web_token is not None
        seats = [Seat.human(100 + number, name) for number, name in enumerate(NAMES)]
        games = [
            (await played_game(store, GUILD, CHANNEL, seats, expert_action, seed=seed)).id
            for seed in (3, 4)
        ]
    finally:
        await store.close()
    return Server(settings.web_token, f"/s/{settings.web_token}/", games)


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Server]:
    """Filled once for the module (two games of experts take seconds): each test reads a copy."""
    database = tmp_path_factory.mktemp("server") / "games.db"
    return database, asyncio.run(filled(database))


@pytest.fixture
def web_database(prepared: tuple[Path, Server], tmp_path: Path) -> Path:
    copy = tmp_path / "games.db"
    shutil.copyfile(prepared[0], copy)
    return copy


@pytest.fixture
def server(prepared: tuple[Path, Server]) -> Server:
    return prepared[1]


async def names_shown(page: Page, selector: str) -> list[str]:
    return [await cell.inner_text() for cell in await page.locator(selector).all()]


async def no_injection(page: Page) -> None:
    """Nothing a name holds became an element or ran: no image, no script but ours; and each
    name is isolated (a right-to-left override in it turns nothing around it)."""
    assert await page.locator("main img").count() == 0
    for name in await page.locator(".name").all():
        assert await name.locator("bdi").count() == 1
    scripts = await page.evaluate("() => [...document.scripts].map(s => s.src)")
    assert all("/static/" in src for src in scripts), scripts
    assert "49" not in await page.locator("h1").inner_text()


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_home_page_shows_the_boards_and_games_with_names_as_text(
    web: Served, open_page: OpenPage, server: Server, width: int
) -> None:
    page = await open_page(server.home, width)
    assert await page.locator("h1").inner_text() == SERVER_NAME
    assert await page.title() == f"{SERVER_NAME} · Pickomino bot"
    board = await names_shown(page, "table.board tbody th")
    assert sorted(board) == sorted(NAMES)
    games = await page.locator("ol.games > li").all()
    assert len(games) == 2
    newest = await games[0].locator("h3").inner_text()
    assert newest == f"Game #{server.games[1]}"
    seats = await names_shown(page, "ol.games > li:first-child ol.seats a")
    assert sorted(seats) == sorted(NAMES)
    await no_injection(page)
    assert not await overflows(page)
    assert await axe_problems(page) == []
    await page.screenshot(path=f"/tmp/web-home-{width}.png", full_page=True)


async def test_the_tabs_and_pages_of_the_boards(open_page: OpenPage, server: Server) -> None:
    page = await open_page(server.home)
    await page.get_by_role("link", name="Pickomino, extension").click()
    assert "board=extension" in page.url
    assert await page.locator("table.board").count() == 0
    assert "Nobody has finished a game with these rules here yet." in await page.inner_text("main")
    current = page.locator("[aria-current=page]")
    assert await current.all_inner_texts() == ["Pickomino, extension", "all time"]
    await page.get_by_role("link", name="Pickomino, classic").click()
    await page.get_by_role("link", name="this week").click()
    assert await page.locator("table.board tbody tr").count() == len(NAMES)
    clamped = await open_page(server.home + "?page=99")
    assert await clamped.locator("table.board tbody tr").count() == len(NAMES)


@pytest.mark.parametrize(
    "query",
    [
        "?board=chess",
        "?period=year",
        "?page=0",
        "?page=-1",
        "?page=1.5",
        "?page=%EF%BC%91",
        "?page=" + "9" * 30,
        "?before=x",
        "?before=0",
        "?board=",
    ],
)
async def test_query_values_out_of_bounds_are_the_404(
    web: Served, open_page: OpenPage, server: Server, query: str
) -> None:
    page = await open_page(server.home + query, status=404)
    assert await page.locator("h1").inner_text() == "Page not found"


@pytest.mark.parametrize("width", WIDTHS)
async def test_a_players_page_shows_their_statistics_and_rating_chart(
    web: Served, open_page: OpenPage, server: Server, width: int
) -> None:
    page = await open_page(server.home, width)
    await page.locator("table.board tbody th a").first.click()
    await page.wait_for_load_state()
    name = await page.locator("h1").inner_text()
    assert name in NAMES
    assert await page.title() == f"{name} · {SERVER_NAME} · Pickomino bot"
    assert await page.locator("h2").all_inner_texts() == [f"Statistics · {name}"]
    labels = await page.locator("dl.stats dt").all_inner_texts()
    assert labels[:3] == ["Games", "Worms", "Average place"]
    assert "Rating · classic" in labels
    chart = page.locator("svg.chart.rating")
    assert await chart.get_attribute("role") == "img"
    assert await chart.locator("title").text_content() == f"Rating · {name}"
    assert await chart.locator("polyline.skill").count() == 1
    assert await chart.locator("circle.dot").count() == 2
    games = await page.locator("ol.player-games li a").all_inner_texts()
    assert games == [f"Game #{server.games[1]}", f"Game #{server.games[0]}"]
    await no_injection(page)
    assert not await overflows(page)
    assert await axe_problems(page) == []
    await page.screenshot(path=f"/tmp/web-player-{width}.png", full_page=True)


async def test_a_player_is_found_by_a_key_of_the_address_never_by_their_id(
    web: Served, open_page: OpenPage, server: Server
) -> None:
    """A new address gives every player a new key; a forgotten person has no page; a key
    of another server's address finds nobody here."""
    old = player_key(server.token, 100)
    await open_page(f"{server.home}players/{old}")
    for wrong in ("100", old.upper(), old + "0", player_key("another-token", 100)):
        await open_page(f"{server.home}players/{wrong}", status=404)
    moved = await web.service.new_web_address(GUILD)
    assert moved.web_token is not None
    await open_page(f"/s/{moved.web_token}/players/{old}", status=404)
    await open_page(f"/s/{moved.web_token}/players/{player_key(moved.web_token, 100)}")
    await PlayersData(web.service, "en").forget_person(100, GUILD)
    await open_page(f"/s/{moved.web_token}/players/{player_key(moved.web_token, 100)}", status=404)


async def test_the_pages_can_be_used_with_the_keyboard_alone(
    web: Served, open_page: OpenPage, server: Server
) -> None:
    page = await open_page(server.home, 390)
    focused = []
    for _ in range(12):
        await page.keyboard.press("Tab")
        focused.append(await page.evaluate("() => document.activeElement.textContent.trim()"))
        if focused[-1] in NAMES:
            break
    assert focused[:2] == ["Skip to the content", SERVER_NAME]
    assert focused[-1] in NAMES
    outline = await page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline == "solid"
    await page.keyboard.press("Enter")
    await page.wait_for_url("**/players/*")
    assert await page.locator("h1").inner_text() == focused[-1]


async def test_the_pages_speak_the_servers_language(
    web: Served, open_page: OpenPage, server: Server
) -> None:
    """The server's language setting; "page not found" stays in the bot's default, since the
    server is what it may not tell."""
    await web.service.change_guild_settings(GUILD, language="fr")
    page = await open_page(server.home, 390)
    assert await page.locator("html").get_attribute("lang") == "fr"
    assert await page.locator("h2").all_inner_texts() == ["Classements", "Parties terminées"]
    assert await page.get_by_role("link", name="Pickomino, classique").count() == 1
    assert "5 joueurs" in await page.inner_text("main")
    assert await axe_problems(page) == []
    await page.screenshot(path="/tmp/web-home-fr-390.png", full_page=True)
    missing = await open_page(server.home + "?page=0", status=404)
    assert await missing.locator("h1").inner_text() == "Page not found"
