"""Errors of the fake Discord: test-side misuse versus Discord-side API refusals.

The two are kept apart on purpose: a `FakeDiscordError` means the *test* asked for
something Discord's client could never do (clicking a button that is not there), while an
`ApiError` is what the real API would answer the *bot* (an HTTP error body discord.py turns
into `discord.Forbidden`, `discord.NotFound`, ...).
"""

from __future__ import annotations

from typing import Any


class FakeDiscordError(Exception):
    """The test drove the fake Discord in a way a real Discord user could not."""


class InteractionTimeout(FakeDiscordError):
    """The bot did not answer an interaction within the allowed time."""


class ApiError(Exception):
    """A Discord REST error, rendered as Discord's JSON error body."""

    def __init__(self, status: int, code: int, message: str, errors: Any = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors is not None:
            body["errors"] = self.errors
        return body


def unknown(kind: str) -> ApiError:
    """Discord's 404 for a missing object, with its real error code."""
    codes = {
        "Channel": 10003,
        "Guild": 10004,
        "Member": 10007,
        "Message": 10008,
        "Webhook": 10015,
        "User": 10013,
        "Application Command": 10063,
        "interaction": 10062,
    }
    return ApiError(404, codes[kind], f"Unknown {kind}")


def invalid_form(reason: str) -> ApiError:
    """Discord's 400 for a body it refuses, carrying the reason the way Discord nests it."""
    return ApiError(
        400, 50035, "Invalid Form Body", {"_errors": [{"code": "BASE", "message": reason}]}
    )


MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
MISSING_ACCESS = (403, 50001, "Missing Access")
