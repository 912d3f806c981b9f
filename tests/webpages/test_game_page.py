"""A finished game's page in a real browser (issue 38): a whole replay stepped with the arrow
keys, the board at each move showing the engine's state after that move; the buttons, the
slider, Home and End, the review's links; `?move=k` without scripts; hostile names shown as
text; the 404s of games and moves a server's address does not show."""

from collections.abc import Sequence
from typing import Any

import aiohttp
import pytest
from boards.builders import finish, person
from playwright.async_api import Browser, Page
from review.games import played_game

from engine.pickomino.policies import cautious_action
from engine.pickomino.view import BoardView, board_view
from storage import ActionLogEntry, Seat, StoredGame
from tables.pickomino.rules import PickominoRules
from web.headers import SECURITY_HEADERS
from web.players import player_key
from webpages.browser import WIDTHS, OpenPage, Served, axe_problems, overflows

GUILD, OTHER_GUILD, CHANNEL = 51, 52, 7
HOSTILE = (
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "{{7*7}} {% raw %}",
    "\u202eevil\u202c 🦄🦄🦄🦄🦄🦄🦄🦄🦄🦄🦄🦄",
)
READ_BOARD = """() => {
  const board = document.getElementById("board");
  const faces = (kind) => Array.from(
    board.querySelectorAll(`[data-dice="${kind}"] svg.die`),
    (die) => die.dataset.face + (die.dataset.golden ? "g" : ""));
  const total = board.querySelector("[data-total]");
  const seats = Array.from(board.querySelectorAll(".seat"));
  return {
    move: Number(board.dataset.move),
    grill: Array.from(board.querySelectorAll(".grill svg.tile"), (tile) => tile.dataset.tile),
    worms: seats.map((seat) => Number(seat.dataset.worms)),
    tops: seats.map((seat) => seat.dataset.top),
    current: seats.map((seat) => seat.classList.contains("current")),
    removed: seats.map((seat) => seat.classList.contains("removed")),
    roll: faces("roll"),
    aside: faces("aside"),
    total: total ? Number(total.dataset.total) : null,
    address: location.search,
  };
}"""


def shown(view: BoardView, move: int) -> dict[str, Any]:
    """What the board of `view` must show, read as READ_BOARD reads the page."""
    roll: list[str] = []
    aside: list[str] = []
    total = None
    if view.turn is not None:
        roll = [str(face) for face in sorted(view.turn.roll)]
        if view.turn.golden_face is not None:
            roll.append(f"{view.turn.golden_face}g")
        for group in view.turn.aside:
            aside += [str(group.face)] * (group.count - group.golden)
            aside += [f"{group.face}g"] * group.golden
        total = view.turn.total if view.turn.aside else None
    return {
        "move": move,
        "grill": [str(tile.value) if tile.face_up else "down" for tile in view.grill],
        "worms": [seat.worms for seat in view.seats],
        "tops": ["" if seat.top_tile is None else str(seat.top_tile) for seat in view.seats],
        "current": [seat.is_current for seat in view.seats],
        "removed": [not seat.active for seat in view.seats],
        "roll": roll,
        "aside": aside,
        "total": total,
        "address": f"?move={move}",
    }


def engine_views(stored: StoredGame, log: Sequence[ActionLogEntry]) -> list[BoardView]:
    """The engine's view after each move of the log (index 0: the start)."""
    rules = PickominoRules()
    assert stored.seed is not None
    game = rules.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
    views = [board_view(game)]
    for entry in log:
        move = rules.parse_move(entry.action)
        game.apply(move, None if rules.is_removal(move) else entry.seat)
        views.append(board_view(game))
    return views


async def finished_game(web: Served, rules: str = "extension") -> tuple[str, StoredGame]:
    settings = await web.service.set_web_pages(GUILD, True)
    assert settings.web_token
    seats = [Seat.human(1, HOSTILE[0]), Seat.human(2, HOSTILE[1]), Seat.computer(1, "Cid")]
    seats += [Seat.human(3, HOSTILE[3]), Seat.human(4, HOSTILE[2])]
    stored = await played_game(web.store, GUILD, CHANNEL, seats, cautious_action, rules=rules)
    return f"/s/{settings.web_token}/games/{stored.id}", stored


async def read(page: Page) -> dict[str, Any]:
    board: dict[str, Any] = await page.evaluate(READ_BOARD)
    return board


async def test_a_whole_replay_stepped_shows_the_engines_state_at_each_move(
    web: Served, open_page: OpenPage
) -> None:
    path, stored = await finished_game(web)
    log = await web.store.action_log(stored.id)
    views = engine_views(stored, log)
    page = await open_page(path + "?move=0")
    assert await read(page) == shown(views[0], 0)
    for move in range(1, len(views)):
        await page.keyboard.press("ArrowRight")
        await page.wait_for_function(
            f"() => document.getElementById('board').dataset.move == {move}"
        )
        assert await read(page) == shown(views[move], move), move
    assert views[-1].over
    assert await page.locator(".board-part h3").inner_text() == "Final ranking"
    await page.keyboard.press("ArrowRight")
    assert (await read(page))["move"] == len(views) - 1
    await page.keyboard.press("Home")
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 0")
    assert await read(page) == shown(views[0], 0)
    await page.keyboard.press("End")
    await page.wait_for_function(
        f"() => document.getElementById('board').dataset.move == {len(log)}"
    )
    await page.reload()
    assert await read(page) == shown(views[-1], len(log))


async def test_buttons_slider_and_the_reviews_links(web: Served, open_page: OpenPage) -> None:
    path, stored = await finished_game(web, "classic")
    log = await web.store.action_log(stored.id)
    views = engine_views(stored, log)
    page = await open_page(path)
    assert (await read(page))["move"] == len(log)
    assert await page.get_attribute("a[data-go=next]", "aria-disabled") == "true"
    await page.get_by_role("link", name="First move").click()
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 0")
    assert await page.get_attribute("a[data-go=previous]", "aria-disabled") == "true"
    await page.get_by_role("link", name="Next move").click()
    await page.get_by_role("link", name="Next move").click()
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 2")
    assert await read(page) == shown(views[2], 2)
    await page.get_by_role("link", name="Previous move").click()
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 1")
    slider = page.locator("#move-slider")
    await slider.focus()
    await slider.press("ArrowRight")
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 2")
    await slider.fill("40")
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 40")
    assert await read(page) == shown(views[40], 40)
    assert await page.locator("#move-shown").inner_text() == "40"
    costly = page.locator(".review-seat a[data-step]").first
    step = int(await costly.get_attribute("data-step") or "")
    await costly.click()
    await page.wait_for_function(f"() => document.getElementById('board').dataset.move == {step}")
    assert await read(page) == shown(views[step], step)
    marks = await page.locator("a.chart-mark").count()
    assert marks == await page.locator(".review-seat a[data-step]").count() > 0


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_page_at_each_width(web: Served, open_page: OpenPage, width: int) -> None:
    path, _ = await finished_game(web)
    page = await open_page(path + "?move=30", width)
    assert not await overflows(page)
    assert await axe_problems(page) == []
    await page.screenshot(path=f"/tmp/web-game-{width}.png", full_page=True)
    names = await page.locator(".seat-name").all_inner_texts()
    assert names == [f"\u2068{name}\u2069" for name in (*HOSTILE[:2], "Cid", *HOSTILE[3:1:-1])]
    assert await page.locator("img").count() == 0
    assert await page.locator("script").count() == 1
    token = path.split("/")[2]
    players = page.locator(".game-players a")
    assert await players.all_inner_texts() == [
        f"\u2068{name}\u2069" for name in (*HOSTILE[:2], *HOSTILE[3:1:-1])
    ]
    assert await players.first.get_attribute("href") == f"/s/{token}/players/{player_key(token, 1)}"
    assert await page.locator(".game-players").inner_text() == ", ".join(names)
    reached = []
    for _ in range(7):
        await page.keyboard.press("Tab")
        reached.append(await page.evaluate("() => document.activeElement.textContent"))
    assert reached[1:5] == [f"\u2068{name}\u2069" for name in (*HOSTILE[:2], *HOSTILE[3:1:-1])]
    assert await page.evaluate("() => document.activeElement.dataset.go") == "previous"
    await page.keyboard.press("Enter")
    await page.wait_for_function("() => document.getElementById('board').dataset.move == 29")


async def test_a_move_by_its_address_without_scripts(web: Served, browser: Browser) -> None:
    path, stored = await finished_game(web)
    log = await web.store.action_log(stored.id)
    views = engine_views(stored, log)
    context = await browser.new_context(java_script_enabled=False)
    try:
        page = await context.new_page()
        await page.goto(web.url + path + "?move=17")
        assert await read_without_scripts(page) == shown(views[17], 17)["grill"]
        await page.get_by_role("link", name="Next move").click()
        assert page.url.endswith("?move=18#board")
        assert await read_without_scripts(page) == shown(views[18], 18)["grill"]
        await page.locator("#move-slider").fill("5")
        await page.locator("noscript button, form#stepper button").first.click()
        assert "move=5" in page.url
    finally:
        await context.close()


async def read_without_scripts(page: Page) -> list[str | None]:
    return [
        await tile.get_attribute("data-tile")
        for tile in await page.locator(".grill svg.tile").all()
    ]


async def test_games_and_moves_the_address_does_not_show_are_404(web: Served) -> None:
    path, stored = await finished_game(web)
    token = path.split("/")[2]
    other = await web.service.set_web_pages(OTHER_GUILD, True)
    seats = [Seat.human(1, "Ann"), Seat.computer(1, "Cid")]
    elsewhere = await played_game(web.store, OTHER_GUILD, CHANNEL, seats, cautious_action)
    running = await web.service.open_table(GUILD, CHANNEL + 1, 1, seats, "classic", "{}")
    await web.service.start(running.id, 1)
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
            f"/s/{token}/games/{elsewhere.id}",
            f"/s/{other.web_token}/games/{stored.id}",
            f"/s/{token}/games/{running.id}",
            f"/s/{token}/games/{running.id}/board?move=0",
            f"/s/{token}/games/999999",
            f"/s/{token}/games/{'9' * 40}",
            f"/s/{token}/games/-1",
            f"/s/{token}/games/１",
            f"{path}?move={moves + 1}",
            f"{path}/board?move={moves + 1}",
            f"{path}?move=-1",
            f"{path}?move=abc",
            f"{path}?move={'1' * 100}",
            f"{path}?move=１",
        ):
            assert await status(address) == not_found, address
        assert (await status(f"{path}?move={moves}"))[0] == 200
        assert (await status(f"{path}/board?move=0"))[0] == 200
        await web.service.set_web_pages(GUILD, False)
        assert await status(path) == not_found
        assert await status(f"{path}/board?move=0") == not_found


async def test_the_home_page_links_each_game_to_its_page(web: Served, open_page: OpenPage) -> None:
    """Pick Pic's finished games are linked too (their page: test_pickpic_page.py)."""
    path, stored = await finished_game(web, "classic")
    token = path.split("/")[2]
    players = [person(1, "Ann"), person(2, "Bob")]
    pickpic = await finish(web.store, GUILD, players, [2, 1], kind="pickpic", rules="pickpic")
    page = await open_page(f"/s/{token}/")
    listed = page.locator("ol.games > li h3")
    assert await listed.locator("a").all_inner_texts() == [
        f"Game #{pickpic.id}",
        f"Game #{stored.id}",
    ]
    await listed.locator("a").last.click()
    await page.wait_for_url(web.url + path)
    assert (await read(page))["move"] == len(await web.store.action_log(stored.id))
