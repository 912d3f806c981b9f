"""What the browser tests of the web pages share (their fixtures are in conftest.py beside this
file): the pages being served, what went wrong in the pages a test opened, axe-core's findings,
and the widths every page is looked at.

The browser is Debian's chromium driven by Playwright (its own browser download is never used);
without chromium or axe-core the tests skip, except where REQUIRE_BROWSER is set (.ci/run sets
it), where they fail: README's test command (`CI=true`) must pass on a machine without a
browser, as it does without PostgreSQL unless REQUIRE_POSTGRES is set. axe-core is the npm
package, never copied into the repository: AXE_CORE_JS names its axe.min.js (.ci/run fetches
it).
"""

import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from playwright.async_api import ConsoleMessage, Page, Request

from tables.service import TableService
from tables.storage import GameStore

CHROMIUM = Path(os.environ.get("PICKOMINO_CHROMIUM", "/usr/bin/chromium"))
AXE_CORE_JS = "AXE_CORE_JS"
WIDTHS = (390, 1280)
"""A phone held upright and a laptop: every page is looked at in both."""
NOT_FOUND_CONSOLE = "Failed to load resource: the server responded with a status of 404 (Not Found)"
"""What chromium writes in the console for a page answered with 404, expected on the 404s."""


def needed(what: str) -> None:
    """A missing browser or axe-core: a skip on a developer's machine, a failure in CI."""
    if os.environ.get("REQUIRE_BROWSER"):
        pytest.fail(f"{what} is missing: .ci/run installs it")
    pytest.skip(f"{what} is missing")


@dataclass
class Served:
    """The pages being served: their address, and the service and store behind them."""

    url: str
    service: TableService
    store: GameStore
    app: web.Application


@dataclass
class Visits:
    """What went wrong in the pages a test opened; checked once the test is over."""

    origin: str
    problems: list[str] = field(default_factory=list)
    not_found: set[str] = field(default_factory=set)
    """Addresses a test opens expecting a 404, whose status chromium reports as an error."""

    def console(self, message: ConsoleMessage) -> None:
        expected = message.text == NOT_FOUND_CONSOLE and message.location["url"] in self.not_found
        if message.type == "error" and not expected:
            self.problems.append(f"console error: {message.text} ({message.location})")

    def page_error(self, error: Any) -> None:
        self.problems.append(f"page error: {error}")

    def request(self, request: Request) -> None:
        if not (request.url.startswith(self.origin + "/") or request.url.startswith("data:")):
            self.problems.append(f"request to another origin: {request.url}")


OpenPage = Callable[..., Awaitable[Page]]
"""`await open_page(path, width=1280, status=200)`: the page, loaded, its status checked."""


async def axe_problems(page: Page) -> list[str]:
    """The serious and critical violations axe-core finds on the page, one line each."""
    script = os.environ.get(AXE_CORE_JS)
    if not script or not Path(script).is_file():
        needed(f"axe-core ({AXE_CORE_JS}={script or ''})")
        raise AssertionError("unreachable")
    # Evaluated through the browser's debugging protocol, which the page's
    # Content-Security-Policy does not govern: an inline <script> of it would be refused.
    await page.evaluate(Path(script).read_text(encoding="utf-8") + "\n;0")
    results = await page.evaluate("async () => await axe.run(document)")
    return [
        f"{violation['id']} ({violation['impact']}): {violation['help']}: "
        + ", ".join(str(node["target"]) for node in violation["nodes"])
        for violation in results["violations"]
        if violation["impact"] in ("serious", "critical")
    ]


async def overflows(page: Page) -> bool:
    """Whether the page is wider than its window (a phone would scroll sideways)."""
    return bool(
        await page.evaluate(
            "() => document.documentElement.scrollWidth > document.documentElement.clientWidth"
        )
    )
