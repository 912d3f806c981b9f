"""A local fake Discord (REST + gateway) that the real discord.py client connects to.

Tests drive a real `discord.ext.commands.Bot` through it, with no network and no mocks::

    async with FakeDiscord() as fake:                       # patches discord.py's URLs
        guild = fake.add_guild("Test", locale="fr")         # + text channel "general"
        alice = fake.add_member(guild, "Alice", permissions=discord.Permissions(manage_guild=True))
        async with fake.run_bot(bot):                       # login, connect, wait ready, close
            result = await fake.slash(alice, guild.channels[0], "pickomino new", {"rules": "x"})
            board = fake.last_message(guild.channels[0])
            clicked = await fake.click(alice, board, board.custom_id_for("Roll"))

`slash`, `click` and `select` return an `InteractionResult` as soon as the bot's callback
arrived (or raise `InteractionTimeout`); work the bot does afterwards is awaited with
`fake.wait_for(predicate)`. Misuse that a real Discord client could not produce raises
`FakeDiscordError`.
"""

from .attachments import FakeAttachment
from .commands import CommandSync
from .entities import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser
from .errors import FakeDiscordError, InteractionTimeout
from .interactions import InteractionResult
from .messages import FakeMessage
from .rate_limits import Admitted, RateLimited, RateLimits
from .server import FakeDiscord

__all__ = [
    "Admitted",
    "CommandSync",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "InteractionResult",
    "InteractionTimeout",
    "RateLimited",
    "RateLimits",
]
