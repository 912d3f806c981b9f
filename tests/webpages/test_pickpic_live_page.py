"""A running game of Pick Pic's live page in a real browser (issue 38): the lobby's wait, then
the table after each step as the engine has it, following the same server-sent events as
Pickomino's live page, then the end with a link to the game's page. What the channel's table
shows and nothing more: no card of a hand or of a pile being ranked is ever in the page, its
board fragment or its pictures' words before the reveal (P5, P9)."""

import aiohttp
import pytest
from playwright.async_api import Page

from engine.pickpic.game import GIVE, RANK
from storage import Seat
from tables.pickpic import PICKPIC
from tables.pickpic.card_names import card_caption
from tables.pickpic.options import PickpicOptions
from webpages.browser import WIDTHS, OpenPage, Served, axe_problems, overflows
from webpages.pickpic_games import play_one_moment
from webpages.test_pickpic_page import (
    HOSTILE,
    READ_BOARD,
    pictures_loaded,
    secret_cards,
    shown,
)

GUILD, OTHER_GUILD, CHANNEL = 81, 82, 9


async def move_shown(page: Page, move: int | str) -> None:
    await page.wait_for_function(f"() => document.getElementById('board').dataset.move == '{move}'")


async def test_a_table_followed_live_shows_no_hidden_card(web: Served, open_page: OpenPage) -> None:
    token = (await web.service.set_web_pages(GUILD, True)).web_token
    seats = [Seat.human(1, HOSTILE[0]), Seat.human(2, HOSTILE[1]), Seat.computer(1, "Cid")]
    seats.append(Seat.human(3, "Dee"))
    options = PickpicOptions(6, 0).to_json()
    lobby = await web.service.open_table(GUILD, CHANNEL, 1, seats, "pickpic", options, PICKPIC.name)
    live = f"/s/{token}/games/{lobby.id}/live"
    page = await open_page(live, 390)
    await move_shown(page, "lobby")
    await web.service.start(lobby.id, 1)
    phases = set()
    async with aiohttp.ClientSession() as session:
        while True:
            stored = await web.service.get(lobby.id)
            game = await web.service.load(stored)
            phases.add(game.phase)
            await move_shown(page, stored.version)
            assert await page.evaluate(READ_BOARD) == {
                **shown(game, stored.version),
                "address": "",
            }
            await pictures_loaded(page)
            async with session.get(f"{web.url}{live}/board") as response:
                fragment = await response.text()
            for card in secret_cards(game):
                caption = card_caption(card, "en")
                assert caption not in await page.content(), (stored.version, card)
                assert caption not in fragment, (stored.version, card)
                assert f'data-reference="{card}"' not in fragment
            if not await play_one_moment(web.service, lobby.id):
                break
    assert {GIVE, RANK} < phases
    await page.wait_for_selector("#live-over", state="visible")
    over = page.locator("#live-over a")
    assert await over.get_attribute("href") == f"/s/{token}/games/{lobby.id}"
    await over.click()
    await page.wait_for_url(f"{web.url}/s/{token}/games/{lobby.id}")


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_live_page_at_each_width(web: Served, open_page: OpenPage, width: int) -> None:
    token = (await web.service.set_web_pages(GUILD, True)).web_token
    other = (await web.service.set_web_pages(OTHER_GUILD, True)).web_token
    seats = [Seat.human(1, HOSTILE[3]), Seat.human(2, HOSTILE[2]), Seat.computer(1, "Cid")]
    options = PickpicOptions(6, 0).to_json()
    lobby = await web.service.open_table(GUILD, CHANNEL, 1, seats, "pickpic", options, PICKPIC.name)
    await web.service.start(lobby.id, 1)
    for _ in range(2):
        await play_one_moment(web.service, lobby.id)
    live = f"/s/{token}/games/{lobby.id}/live"
    page = await open_page(live, width)
    await pictures_loaded(page)
    assert not await overflows(page)
    assert await axe_problems(page) == []
    await page.screenshot(path=f"/tmp/web-pickpic-live-{width}.png", full_page=True)
    version = (await web.service.get(lobby.id)).version
    async with aiohttp.ClientSession() as session:
        for address in (
            f"/s/{other}/games/{lobby.id}/live",
            f"/s/{other}/games/{lobby.id}/live/board",
            f"/s/{other}/games/{lobby.id}/live/events",
            f"/s/{other}/games/{lobby.id}/live/pictures/1-0.png",
            f"/s/{token}/games/{lobby.id + 9}/live",
            f"{live}/pictures/{version}-7.png",
            f"{live}/pictures/{version + 1}-0.png",
            f"{live}/pictures/x.png",
        ):
            async with session.get(web.url + address) as response:
                assert response.status == 404, address
        for picture in (f"{version}-0", "1-7"):
            # A board the table has moved on from gets the table's picture now, no error.
            async with session.get(f"{web.url}{live}/pictures/{picture}.png") as response:
                assert response.status == 200, picture
                assert (await response.read()).startswith(b"\x89PNG")
        await web.service.set_web_pages(GUILD, False)
        for address in (live, f"{live}/board", f"{live}/events", f"{live}/pictures/1-0.png"):
            async with session.get(web.url + address) as response:
                assert response.status == 404, address
