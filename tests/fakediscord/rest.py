"""Plumbing shared by the REST routes: bodies in, Discord-shaped errors out, injected faults.

Handlers raise `ApiError` and this middleware renders it the way Discord does, so
discord.py raises its real `Forbidden`/`NotFound`/`HTTPException`. A bug in the fake
itself is answered with a 400 rather than a 500, because discord.py retries 5xx with
multi-second sleeps and the test would only see a slow, confusing timeout; the traceback
is kept in `Faults.server_errors` instead.
"""

from __future__ import annotations

import json
import logging
import re
import traceback
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web

from .errors import ApiError, invalid_form
from .messages import Upload

_log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
_FILE_FIELD = re.compile(r"files\[(\d+)\]")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def respond(data: Any, status: int = 200) -> web.Response:
    """JSON with the bare `application/json` type: discord.py parses nothing else as JSON."""
    if data is None:
        return web.Response(status=204)
    body = json.dumps(data).encode()
    return web.Response(body=body, status=status, headers={"Content-Type": "application/json"})


def snowflake(request: web.Request, key: str) -> int:
    raw = request.match_info[key]
    if not raw.isdigit():
        raise invalid_form(f"{key}: Value {raw!r} is not snowflake.")
    return int(raw)


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[Upload]]:
    """A JSON body, or multipart (`payload_json` + `files[n]`) as discord.py sends files."""
    if request.content_type.startswith("multipart/"):
        body: dict[str, Any] = {}
        uploads: list[Upload] = []
        reader = await request.multipart()
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                continue
            if part.name == "payload_json":
                body = json.loads(await part.text())
            elif part.name and (match := _FILE_FIELD.fullmatch(part.name)):
                data = bytes(await part.read())
                uploads.append(Upload(int(match.group(1)), part.filename or "file", data))
        return body, uploads
    data = await read_json(request)
    if data is None:
        return {}, []
    if not isinstance(data, dict):
        raise invalid_form("Expected an object.")
    return data, []


async def read_json(request: web.Request) -> Any:
    if not request.can_read_body:
        return None
    return await request.json()


@dataclass
class InjectedError:
    method: str
    path: str
    status: int
    code: int
    message: str
    remaining: int | None


@dataclass
class Faults:
    """Injected failures, what the fake could not serve, and what it was asked (all visible to
    tests)."""

    injected: list[InjectedError] = field(default_factory=list)
    unhandled: list[str] = field(default_factory=list)
    server_errors: list[str] = field(default_factory=list)
    requests: Counter[str] = field(default_factory=Counter)

    def take(self, method: str, path: str) -> InjectedError | None:
        for fault in self.injected:
            if fault.method == method and fault.path == path:
                if fault.remaining is not None:
                    fault.remaining -= 1
                    if fault.remaining <= 0:
                        self.injected.remove(fault)
                return fault
        return None

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        path = request.path.removeprefix(API_PREFIX)
        fault = self.take(request.method, path)
        if fault is not None:
            return respond({"message": fault.message, "code": fault.code}, fault.status)
        try:
            return await handler(request)
        except ApiError as error:
            return respond(error.body(), error.status)
        except web.HTTPException:
            raise
        except Exception:
            detail = f"{request.method} {path}\n{traceback.format_exc()}"
            _log.error("fake Discord failed on %s", detail)
            self.server_errors.append(detail)
            return respond({"message": "fake Discord error", "code": 0}, 400)

    @web.middleware
    async def counted(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Each request by its route's shape (`GET /channels/{channel_id}/messages`)."""
        resource = request.match_info.route.resource
        shape = resource.canonical if resource is not None else request.path
        self.requests[f"{request.method} {shape.removeprefix(API_PREFIX)}"] += 1
        return await handler(request)

    async def unhandled_route(self, request: web.Request) -> web.Response:
        route = f"{request.method} {request.path.removeprefix(API_PREFIX)}"
        _log.warning("fake Discord has no route for %s", route)
        self.unhandled.append(route)
        return respond({"message": "404: Not Found", "code": 0}, 404)
