"""A running game's live page in a real browser (issue 38), served by `run` beside the bot
(PICKOMINO_WEB_PORT) while the game is played through the fake Discord: the lobby's wait,
then every move's board as the engine has it once the move is written, then the end with a
link to the game's page; the link on the Discord board; other servers' games 404."""

import asyncio
import logging
import re
import socket

import aiohttp
import discord
from discord_helpers import running
from fakediscord import FakeDiscord
from playwright.async_api import Browser, Page
from test_discord_game import play_one

from engine.pickomino.policies import cautious_action
from storage import Seat
from webpages.browser import Served, Visits
from webpages.test_game_page import READ_BOARD, engine_views, shown

GUILD = 71
MANAGE_GUILD = discord.Permissions(manage_guild=True)
URL = "https://games.example.org"
MOVES_FOLLOWED = 25


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def links(message) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [
        (component["label"], component["url"])
        for row in message.components
        for component in row["components"]
        if "url" in component
    ]


async def move_shown(page: Page, move: int | str) -> None:
    await page.wait_for_function(f"() => document.getElementById('board').dataset.move == '{move}'")


async def test_a_game_followed_live_while_it_is_played_in_discord(
    tmp_path, browser: Browser
) -> None:
    port = free_port()
    origin = f"http://127.0.0.1:{port}"
    visits = Visits(origin)
    async with FakeDiscord() as fake:
        guild, elsewhere = fake.add_guild(), fake.add_guild("Elsewhere")
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        settings = {"web_url": URL, "web_port": port}
        async with running(fake, tmp_path / "pickomino.db", **settings) as bot:
            on = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            token = re.search(r"/s/([A-Za-z0-9_-]{22})/", on.content)[1]  # type: ignore[index]
            created = await fake.slash(alice, channel, "pickomino new", {"rules": "extension"})
            assert created.type == 4
            board = fake.last_message(channel)
            game_id = int(board.custom_ids[0].split(":")[1])
            live = f"/s/{token}/games/{game_id}/live"
            assert links(board) == [("Watch live", URL + live)]

            context = await browser.new_context(viewport={"width": 390, "height": 900})
            page = await context.new_page()
            page.on("console", visits.console)
            page.on("pageerror", visits.page_error)
            page.on("request", visits.request)
            await page.goto(origin + live)
            await move_shown(page, "lobby")
            await fake.click(bob, board, board.custom_id_for("Join"))
            players = page.locator("#board .game-players")
            await page.wait_for_function(
                "() => document.querySelector('#board .game-players').textContent.includes('Bob')"
            )
            assert await players.inner_text() == "\u2068Alice\u2069, \u2068Bob\u2069"
            await fake.click(alice, board, board.custom_id_for("Start"))
            await move_shown(page, 0)
            for _ in range(MOVES_FOLLOWED):
                await play_one(fake, bot, channel, board, [alice, bob])
                log = await bot.store.action_log(game_id)
                await move_shown(page, len(log))
                views = engine_views(await bot.store.get_game(game_id), log)
                assert await page.evaluate(READ_BOARD) == {
                    **shown(views[-1], len(log)),
                    "address": "",
                }
            await page.screenshot(path="/tmp/web-live-390.png", full_page=True)
            assert await page.locator("#live-over").is_hidden()

            await fake.slash(bob, channel, "pickomino leave")
            await page.wait_for_selector("#live-over", state="visible")
            log = await bot.store.action_log(game_id)
            assert (await page.evaluate(READ_BOARD))["move"] == len(log)
            over = page.locator("#live-over a")
            assert await over.get_attribute("href") == f"/s/{token}/games/{game_id}"
            await over.click()
            await page.wait_for_url(f"{origin}/s/{token}/games/{game_id}")
            await context.close()

            other = await bot.get_cog("Pickomino").service.set_web_pages(elsewhere.id, True)
            async with aiohttp.ClientSession() as session:
                for address in (
                    f"/s/{other.web_token}/games/{game_id}/live",
                    f"/s/{other.web_token}/games/{game_id}/live/events",
                    f"/s/{token}/games/{game_id + 5}/live",
                    f"/s/{token}/games/{game_id}/live/events?version=x",
                ):
                    async with session.get(origin + address) as response:
                        if address.endswith("=x"):
                            assert response.status == 200
                            assert b"event: over" in await response.read()
                        else:
                            assert response.status == 404, address
    assert visits.problems == []


async def test_a_follower_who_leaves_is_let_go_quietly(web: Served, caplog) -> None:  # type: ignore[no-untyped-def]
    """A tab closed on a live page: the next move's write finds the stream gone, which is no
    error of the page (the suite fails on an unexpected ERROR log)."""
    token = (await web.service.set_web_pages(GUILD, True)).web_token
    seats = [Seat.human(1, "Ann"), Seat.human(2, "Bob")]
    lobby = await web.service.open_table(GUILD, 7, 1, seats, "classic", "{}")
    stored = (await web.service.start(lobby.id, 1)).stored
    caplog.set_level(logging.INFO, "web.live_pages")
    async with aiohttp.ClientSession() as session:
        address = f"{web.url}/s/{token}/games/{stored.id}/live/events"
        async with session.get(address) as response:
            assert response.headers["Content-Type"] == "text/event-stream"
            assert await response.content.readline() == b"event: move\n"
    game = await web.service.load(stored)
    await web.service.play(stored.id, stored.version, 1, str(cautious_action(game)))
    async with asyncio.timeout(30):
        while "the follower left" not in caplog.text:
            await asyncio.sleep(0.01)
