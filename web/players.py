"""A player's address: a key made from the server's token and the person's Discord id, never
the id itself. A page shows nobody's Discord id, and a server's new address gives every
player a new one too, so an old link to a player stops working with the rest.

Finding the person of a key means making the key of each player of the server (a few
thousand at most); the keys are kept per token for a while, so a crowd on a player's page
costs one pass.
"""

import hashlib
import hmac
import time

from tables.server_pages import ServerPages

KEY_LENGTH = 16
KEPT_SECONDS = 60.0
SERVERS_KEPT = 256


def player_key(token: str, user_id: int) -> str:
    digest = hmac.new(token.encode(), str(user_id).encode(), hashlib.sha256).hexdigest()
    return digest[:KEY_LENGTH]


class PlayerKeys:
    def __init__(self) -> None:
        self._kept: dict[str, tuple[float, dict[str, int]]] = {}

    async def user_of(self, pages: ServerPages, guild_id: int, token: str, key: str) -> int | None:
        """The person of the server (`guild_id`, at address `token`) whose key is `key`."""
        kept = self._kept.get(token)
        now = time.monotonic()
        if kept is not None and now - kept[0] < KEPT_SECONDS and key in kept[1]:
            return kept[1][key]
        players = await pages.players(guild_id)
        keys = {player_key(token, user): user for user in players}
        self._kept.pop(token, None)
        self._kept[token] = (now, keys)
        if len(self._kept) > SERVERS_KEPT:
            del self._kept[next(iter(self._kept))]
        return keys.get(key)
