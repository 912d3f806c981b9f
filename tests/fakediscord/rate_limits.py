"""Discord's rate limits, enforced when a test asks (`FakeDiscord(rate_limits=RateLimits())`;
off by default, so tests that predate them keep their meaning).

As Discord documents them, and as discord.py reads them:
- a global limit per bot token (50 requests a second), shared by every process using that
  token; interaction callbacks and the interaction webhooks (follow-ups, edits of the
  original response) are outside it;
- per-route buckets, keyed by the route and its major parameter (the channel): posting a
  message, editing one, deleting one, each `per_route` requests per `per_route_seconds` in a
  channel. Every answer on a bucketed route carries `X-RateLimit-Limit`, `-Remaining`,
  `-Reset`, `-Reset-After` and `-Bucket`;
- a refused request is 429 with `{"message", "retry_after", "global"}`, `Retry-After`,
  `X-RateLimit-Scope` (and `X-RateLimit-Global` for the global limit), and a `Via` header
  (without it, discord.py takes a 429 for a Cloudflare ban and does not wait);
- invalid requests (401, 403, and 429 other than a shared bucket's) are counted: Discord bans
  the bot's address after 10,000 of them in 10 minutes.

Every request let through within the global limit is recorded (`Admitted`: when, and to which
channel), so a test adds up a bot's requests per second as Discord counts them, whichever of
the bot's processes sent them.

Windows are fixed, from the first request in them, on the fake's clock
(tests/fakediscord/clock.py).
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from dataclasses import dataclass, field

from aiohttp import web

from .clock import FakeClock
from .rest import API_PREFIX, Handler

BUCKETED = {
    ("POST", "/channels/{channel_id}/messages"),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
    ("DELETE", "/channels/{channel_id}/messages/{message_id}"),
}
"""Routes with a per-channel bucket: the bot's own traffic on boards and pings."""
OUTSIDE_GLOBAL = ("/interactions/", "/webhooks/")
INVALID = (401, 403, 429)


@dataclass(frozen=True)
class RateLimits:
    """The limits to enforce; Discord's own by default."""

    global_per_second: int = 50
    per_route: int = 5
    per_route_seconds: float = 5.0


@dataclass
class Window:
    """A fixed window: `used` requests since `start`, at most `limit` in `seconds`."""

    limit: int
    seconds: float
    start: float = 0.0
    used: int = 0

    def take(self, now: float) -> float:
        """0 when the request may go (and it is counted), else the seconds until it may."""
        if now - self.start >= self.seconds:
            self.start, self.used = now, 0
        if self.used >= self.limit:
            return self.start + self.seconds - now
        self.used += 1
        return 0.0

    def reset_after(self, now: float) -> float:
        return max(0.0, self.start + self.seconds - now)


@dataclass
class RateLimited:
    """One 429 the fake answered: when (on the fake's clock), who sent it (the request's
    `User-Agent`), and when the window it was refused in began."""

    method: str
    route: str
    is_global: bool
    retry_after: float
    at: float = 0.0
    agent: str = ""
    window_start: float = 0.0


@dataclass(frozen=True)
class Admitted:
    """One request the global limit let through: when (on the fake's clock), and the
    channel it went to (0 for a route without one)."""

    at: float
    method: str
    route: str
    channel_id: int


@dataclass
class RateLimiter:
    clock: FakeClock
    limits: RateLimits | None = None
    windows: dict[str, Window] = field(default_factory=dict)
    refused: list[RateLimited] = field(default_factory=list)
    invalid: Counter[int] = field(default_factory=Counter)
    """Invalid requests by status (401, 403, 429), whether or not limits are enforced."""
    admitted: list[Admitted] = field(default_factory=list)

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        limits = self.limits
        resource = request.match_info.route.resource
        shape = (resource.canonical if resource is not None else request.path).removeprefix(
            API_PREFIX
        )
        if limits is None or not shape.startswith("/") or shape.startswith(OUTSIDE_GLOBAL):
            return self._counted(await handler(request))
        now = self.clock.now()
        token = request.headers.get("Authorization", "")
        window = self._window(f"global:{token}", limits.global_per_second, 1.0)
        wait = window.take(now)
        if wait > 0:
            return self._refuse(request, shape, wait, window, is_global=True)
        channel = request.match_info.get("channel_id", "")
        channel_id = int(channel) if channel.isdigit() else 0
        self.admitted.append(Admitted(now, request.method, shape, channel_id))
        if (request.method, shape) not in BUCKETED:
            return self._counted(await handler(request))
        bucket = _bucket_hash(request.method, shape)
        window = self._window(f"{bucket}:{channel_id}", limits.per_route, limits.per_route_seconds)
        wait = window.take(now)
        if wait > 0:
            refusal = self._refuse(request, shape, wait, window, is_global=False)
            _headers(refusal, window, bucket, now)
            return refusal
        response = await handler(request)
        _headers(response, window, bucket, now)
        return self._counted(response)

    def _window(self, key: str, limit: int, seconds: float) -> Window:
        window = self.windows.get(key)
        if window is None:
            window = self.windows[key] = Window(limit, seconds)
        return window

    def _refuse(
        self, request: web.Request, route: str, wait: float, window: Window, *, is_global: bool
    ) -> web.Response:
        retry_after = round(wait, 3)
        agent = request.headers.get("User-Agent", "")
        self.refused.append(
            RateLimited(
                request.method,
                route,
                is_global,
                retry_after,
                self.clock.now(),
                agent,
                window.start,
            )
        )
        body = {"message": "You are being rate limited.", "retry_after": retry_after}
        body["global"] = is_global
        headers = {
            "Content-Type": "application/json",
            "Retry-After": str(max(1, round(wait))),
            "X-RateLimit-Scope": "global" if is_global else "user",
            "Via": "1.1 google",
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        return self._counted(web.Response(status=429, body=json.dumps(body), headers=headers))

    def _counted(self, response: web.StreamResponse) -> web.StreamResponse:
        if response.status in INVALID:
            self.invalid[response.status] += 1
        return response


def _headers(response: web.StreamResponse, window: Window, bucket: str, now: float) -> None:
    reset_after = window.reset_after(now)
    response.headers["X-RateLimit-Limit"] = str(window.limit)
    response.headers["X-RateLimit-Remaining"] = str(max(0, window.limit - window.used))
    response.headers["X-RateLimit-Reset"] = f"{time.time() + reset_after:.3f}"
    response.headers["X-RateLimit-Reset-After"] = f"{reset_after:.3f}"
    response.headers["X-RateLimit-Bucket"] = bucket


def _bucket_hash(method: str, shape: str) -> str:
    """An opaque bucket id per route, as Discord gives one."""
    return hashlib.sha1(f"{method} {shape}".encode()).hexdigest()[:16]
