"""A finished game of Pick Pic's page in a real browser (issue 38): a whole replay stepped with
the arrow keys, the board at each move showing the engine's state after that move (the round,
its step, each seat's score, reference and cards held face down, the pile being revealed);
each moment's pictures, PNG from the page's own address, with their text alternatives; the
buttons and the slider; `?move=k` without scripts; hostile names shown as text; no hand's
card ever on the page (P5); the 404s; the home page's and a player's links."""

from collections.abc import Sequence
from typing import Any

import aiohttp
import pytest
from playwright.async_api import Browser, Page

from engine.pickpic import Game
from engine.pickpic.game import GIVE, RANK, REVEAL
from engine.pickpic.settings import ServerPicture
from storage import ActionLogEntry, Seat, StoredGame
from tables.pickpic.card_names import card_caption
from tables.pickpic.options import SERVER, PickpicOptions
from tables.pickpic.rules import PickpicRules
from web.headers import SECURITY_HEADERS
from web.pickpic_pages import PICKPIC_REPLAYS, PICTURES
from web.players import player_key
from webpages.browser import WIDTHS, OpenPage, Served, axe_problems, overflows
from webpages.pickpic_games import played_pickpic

GUILD, OTHER_GUILD, CHANNEL = 61, 62, 8
HOSTILE = (
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "{{7*7}} {% raw %}",
    "\u202eevil\u202c 🦄🦄🦄🦄🦄🦄🦄🦄🦄🦄🦄🦄",
)
READ_BOARD = """() => {
  const board = document.getElementById("board");
  const seats = Array.from(board.querySelectorAll(".seat")).sort(
    (one, other) => Number(one.dataset.seat) - Number(other.dataset.seat));
  const number = (text) => (text === "" ? null : Number(text));
  return {
    move: Number(board.dataset.move),
    round: Number(board.dataset.round),
    phase: board.dataset.phase,
    pile: number(board.dataset.pile),
    named: number(board.dataset.named),
    scores: seats.map((seat) => Number(seat.dataset.score)),
    references: seats.map((seat) => number(seat.dataset.reference)),
    held: seats.map((seat) => Number(seat.dataset.held)),
    backs: seats.map((seat) => seat.querySelectorAll(".card-back").length),
    address: location.search,
  };
}"""


def shown(game: Game, move: int) -> dict[str, Any]:
    """What the board of `game` must show, read as READ_BOARD reads the page: while a round
    is revealed, the scores before it (the channel shows its points at the end of the reveal)
    and each ranker's reference."""
    scored = game.last_reveal if game.phase == REVEAL else None
    scores = list(game.scores)
    references = list(game.references)
    moment = game.reveal_moment()
    if scored is not None:
        scores = [score - points for score, points in zip(scores, scored.points, strict=True)]
        by_ranker = {reveal.ranker: reveal.reference for reveal in scored.reveals}
        references = [by_ranker.get(seat) for seat in range(game.seats)]
    held = [
        len(game.hands[seat]) if game.phase == GIVE else
        len(game.piles[seat]) if game.phase == RANK else 0
        for seat in range(game.seats)
    ]  # fmt: skip
    return {
        "move": move,
        "round": game.round,
        "phase": game.phase,
        "pile": None if moment is None or scored is None else scored.reveals[moment[0]].ranker,
        "named": None if moment is None else moment[1],
        "scores": scores,
        "references": references,
        "held": held,
        "backs": held,
        "address": f"?move={move}",
    }


def secret_cards(game: Game) -> list[int]:
    """The cards nobody but their holder may see now: the hands while giving, the piles
    while ranking."""
    if game.phase == GIVE:
        return [card for hand in game.hands for card in hand]
    if game.phase == RANK:
        return [card for pile in game.piles for card in pile]
    return []


def engine_games(stored: StoredGame, log: Sequence[ActionLogEntry]) -> list[Game]:
    """The engine's game after each move of the log (index 0: the start)."""
    rules = PickpicRules()
    assert stored.seed is not None
    game = rules.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
    games = [game.copy()]
    for entry in log:
        move = rules.parse_move(entry.action)
        game.apply(move, None if rules.is_removal(move) else entry.seat)
        games.append(game.copy())
    return games


async def finished_game(web: Served) -> tuple[str, StoredGame]:
    settings = await web.service.set_web_pages(GUILD, True)
    assert settings.web_token
    seats = [Seat.human(1, HOSTILE[0]), Seat.human(2, HOSTILE[1]), Seat.computer(1, "Cid")]
    seats += [Seat.human(3, HOSTILE[3]), Seat.human(4, HOSTILE[2])]
    stored = await played_pickpic(web.store, GUILD, CHANNEL, seats)
    return f"/s/{settings.web_token}/games/{stored.id}", stored


async def read(page: Page) -> dict[str, Any]:
    board: dict[str, Any] = await page.evaluate(READ_BOARD)
    return board


async def pictures_loaded(page: Page) -> list[str]:
    """The alt texts of the board's pictures, once each is loaded and drawn."""
    await page.wait_for_function(
        "() => Array.from(document.querySelectorAll('#board img')).every("
        "(img) => img.complete && img.naturalWidth > 0)"
    )
    return [await img.get_attribute("alt") or "" for img in await page.locator("#board img").all()]


async def test_a_whole_replay_stepped_shows_the_engines_state_at_each_move(
    web: Served, open_page: OpenPage
) -> None:
    path, stored = await finished_game(web)
    log = await web.store.action_log(stored.id)
    games = engine_games(stored, log)
    assert {game.phase for game in games} == {GIVE, RANK, REVEAL, "over"}
    page = await open_page(path + "?move=0")
    assert await read(page) == shown(games[0], 0)
    for move in range(1, len(games)):
        await page.keyboard.press("ArrowRight")
        await page.wait_for_function(
            f"() => document.getElementById('board').dataset.move == {move}"
        )
        assert await read(page) == shown(games[move], move), move
        caption = await page.locator("#board-caption").inner_text()
        entry = log[move - 1]
        if entry.action.startswith("give:"):
            assert caption.endswith(" · gives a card, face down"), caption
        # P5: no card of a hand, or of a pile being ranked, is named on the page, nor in a
        # picture's words.
        html = await page.content()
        for card in secret_cards(games[move]):
            assert card_caption(card, "en") not in html, (move, card)
        alts = await pictures_loaded(page)
        assert alts and all(alts), move
    assert games[-1].is_over
    places = [placing.seat for placing in games[-1].ranking()]
    shown_seats = await page.locator(".seat").evaluate_all(
        "(seats) => seats.map((s) => s.dataset.seat)"
    )
    assert shown_seats == [str(seat) for seat in places], "the final table: best first (P11)"
    await page.keyboard.press("Home")
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 0")
    await page.keyboard.press("End")
    await page.wait_for_function(
        f"() => document.getElementById('board').dataset.move == {len(log)}"
    )
    await page.reload()
    assert await read(page) == shown(games[-1], len(log))
    assert await page.locator(".board-part h3").first.inner_text() != ""


async def test_buttons_and_the_slider(web: Served, open_page: OpenPage) -> None:
    path, stored = await finished_game(web)
    log = await web.store.action_log(stored.id)
    games = engine_games(stored, log)
    page = await open_page(path)
    assert (await read(page))["move"] == len(log)
    assert await page.get_attribute("a[data-go=next]", "aria-disabled") == "true"
    await page.get_by_role("link", name="First move").click()
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 0")
    await page.get_by_role("link", name="Next move").click()
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 1")
    assert await read(page) == shown(games[1], 1)
    slider = page.locator("#move-slider")
    await slider.fill("30")
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 30")
    assert await read(page) == shown(games[30], 30)


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_page_at_each_width(web: Served, open_page: OpenPage, width: int) -> None:
    path, stored = await finished_game(web)
    log = await web.store.action_log(stored.id)
    games = engine_games(stored, log)
    revealing = next(move for move, game in enumerate(games) if game.reveal_moment() == (0, 2))
    for move in (revealing, 3, len(log)):
        page = await open_page(f"{path}?move={move}", width)
        assert not await overflows(page), move
        assert await axe_problems(page) == [], move
        await pictures_loaded(page)
        await page.screenshot(path=f"/tmp/web-pickpic-{width}-{move}.png", full_page=True)
    names = await page.locator(".seat-name bdi").all_inner_texts()
    assert sorted(names) == sorted(f"\u2068{name}\u2069" for name in (*HOSTILE, "Cid"))
    assert await page.locator("script").count() == 1
    assert await page.locator("img[onerror]").count() == 0
    assert "49" not in await page.locator("h1").inner_text()
    assert await page.locator(".review").count() == 0
    assert await page.get_by_text("Pick Pic has no expert review").count() == 1
    token = path.split("/")[2]
    players = page.locator(".game-players a")
    assert await players.first.get_attribute("href") == f"/s/{token}/players/{player_key(token, 1)}"
    reached = []
    for _ in range(7):
        await page.keyboard.press("Tab")
        reached.append(await page.evaluate("() => document.activeElement.dataset.go || ''"))
    assert "previous" in reached
    await page.keyboard.press("Enter")
    await page.wait_for_function(
        f"() => document.getElementById('board').dataset.move == {len(log) - 1}"
    )


async def test_a_move_by_its_address_without_scripts(web: Served, browser: Browser) -> None:
    path, stored = await finished_game(web)
    log = await web.store.action_log(stored.id)
    games = engine_games(stored, log)
    context = await browser.new_context(java_script_enabled=False)
    try:
        page = await context.new_page()
        await page.goto(web.url + path + "?move=17")
        board = await page.locator("#board").get_attribute("data-move")
        assert board == "17"
        await page.get_by_role("link", name="Next move").click()
        assert page.url.endswith("?move=18#board")
        scores = [
            int(await seat.get_attribute("data-score") or "")
            for seat in await page.locator(".seat").all()
        ]
        assert scores == shown(games[18], 18)["scores"]
        await page.locator("#move-slider").fill("5")
        await page.locator("noscript button, form#stepper button").first.click()
        assert "move=5" in page.url
    finally:
        await context.close()


async def test_games_moves_and_pictures_the_address_does_not_show_are_404(web: Served) -> None:
    path, stored = await finished_game(web)
    token = path.split("/")[2]
    other = await web.service.set_web_pages(OTHER_GUILD, True)
    running = await web.service.open_table(
        GUILD, CHANNEL + 1, 1, [Seat.human(1, "Ann"), Seat.computer(1, "Cid")], "classic", "{}"
    )
    moves = len(await web.store.action_log(stored.id))
    async with aiohttp.ClientSession() as session:

        async def status(address: str) -> tuple[int, bytes]:
            async with session.get(web.url + address) as response:
                for name, value in SECURITY_HEADERS.items():
                    assert response.headers.get(name) == value
                return response.status, await response.read()

        not_found = await status(f"/s/{token}/nothing")
        assert not_found[0] == 404
        for address in (
            f"/s/{other.web_token}/games/{stored.id}",
            f"/s/{other.web_token}/games/{stored.id}/pictures/0-0.png",
            f"/s/{token}/games/{running.id}/pictures/0-0.png",
            f"{path}?move={moves + 1}",
            f"{path}/board?move={moves + 1}",
            f"{path}?move=-1",
            f"{path}?move=１",
            f"{path}/pictures/{moves + 1}-0.png",
            f"{path}/pictures/0-5.png",
            f"{path}/pictures/0-0.jpg",
            f"{path}/pictures/{'1' * 30}-0.png",
            f"{path}/pictures/x-0.png",
        ):
            assert await status(address) == not_found, address
        pictures = web.app[PICTURES]
        found, png = await status(f"{path}/pictures/0-0.png")
        assert found == 200 and png.startswith(b"\x89PNG")
        assert (await status(f"{path}/pictures/0-0.png"))[1] == png
        assert (await status(f"{path}/pictures/1-0.png"))[1] == png, "the same references"
        assert pictures.drawn == 1, "each picture is drawn once, kept by what it shows"
        assert web.app[PICKPIC_REPLAYS].computed == 1, "a game is replayed once per process"
        assert (await status(f"{path}/board?move=0"))[0] == 200
        await web.service.set_web_pages(GUILD, False)
        assert await status(path) == not_found
        assert await status(f"{path}/pictures/0-0.png") == not_found


async def test_the_home_and_player_pages_link_pick_pic_games(
    web: Served, open_page: OpenPage
) -> None:
    path, stored = await finished_game(web)
    token = path.split("/")[2]
    page = await open_page(f"/s/{token}/")
    listed = page.locator("ol.games > li h3 a")
    assert await listed.all_inner_texts() == [f"Game #{stored.id}"]
    await listed.click()
    await page.wait_for_url(web.url + path)
    assert (await read(page))["move"] == len(await web.store.action_log(stored.id))
    player = await open_page(f"/s/{token}/players/{player_key(token, 1)}")
    games = player.locator(".player-games a")
    assert await games.all_inner_texts() == [f"Game #{stored.id}"]
    assert await games.get_attribute("href") == path


async def test_the_page_in_the_longest_language(web: Served, open_page: OpenPage) -> None:
    """Polish, whose words are the longest of the eight: nothing overflows a phone's width,
    and the page speaks it (the server's language setting)."""
    path, stored = await finished_game(web)
    await web.service.change_guild_settings(GUILD, language="pl")
    games = engine_games(stored, await web.store.action_log(stored.id))
    giving = next(move for move, game in enumerate(games) if game.phase == GIVE and move > 2)
    page = await open_page(f"{path}?move={giving}", 390)
    assert await page.locator("html").get_attribute("lang") == "pl"
    assert "karty w ręce, zakryte" in await page.locator(".seat-held").first.inner_text()
    assert not await overflows(page)
    await pictures_loaded(page)
    await page.screenshot(path="/tmp/web-pickpic-pl-390.png", full_page=True)


async def test_a_server_decks_pictures_and_captions(web: Served, open_page: OpenPage) -> None:
    """A game of the server's own pictures: each caption, as a member typed it, is text; a
    picture no longer stored is drawn as the frame around grey, as in Discord."""
    token = (await web.service.set_web_pages(GUILD, True)).web_token
    pictures = tuple(
        ServerPicture(number, f"{HOSTILE[number % 4]} #{number}", 0x336699, 0x993366)
        for number in range(1, 19)
    )
    options = PickpicOptions(4, 0, SERVER, pictures)
    seats = [Seat.human(1, "Ann"), Seat.human(2, "Bob"), Seat.computer(1, "Cid")]
    stored = await played_pickpic(web.store, GUILD, CHANNEL, seats, options=options)
    games = engine_games(stored, await web.store.action_log(stored.id))
    revealing = next(move for move, game in enumerate(games) if game.reveal_moment() == (0, 3))
    page = await open_page(f"/s/{token}/games/{stored.id}?move={revealing}", 390)
    text = await page.locator("#board").inner_text()
    assert HOSTILE[1] + " #" in text and HOSTILE[2] + " #" in text
    assert await page.locator("#board img[onerror], #board script").count() == 0
    alts = await pictures_loaded(page)
    assert any(HOSTILE[0] in alt for alt in alts)
    assert not await overflows(page)
    await page.screenshot(path="/tmp/web-pickpic-server-deck-390.png", full_page=True)
