"""The fake Discord's rate limits (tests/fakediscord/rate_limits.py), asked of it directly
over HTTP and through the real discord.py client."""

from __future__ import annotations

from typing import Any

import aiohttp
import discord
from discord.ext import commands
from fakediscord import FakeChannel, FakeDiscord, RateLimits

API = "/api/v10"
BOT = {"Authorization": "Bot fake-token"}


async def post(
    session: aiohttp.ClientSession,
    fake: FakeDiscord,
    channel: FakeChannel,
    headers: dict[str, str] = BOT,
) -> tuple[int, Any, Any]:
    url = f"{fake.url}{API}/channels/{channel.id}/messages"
    async with session.post(url, json={"content": "hello"}, headers=headers) as answer:
        return answer.status, answer.headers, await answer.json()


async def test_a_channel_bucket_allows_five_posts_then_says_when_to_come_back() -> None:
    async with FakeDiscord(rate_limits=RateLimits()) as fake:
        guild = fake.add_guild()
        first, second = guild.channels[0], fake.add_channel(guild, "second")
        async with aiohttp.ClientSession() as session:
            answers = [await post(session, fake, first) for _ in range(6)]
            other = await post(session, fake, second)
            message_id = answers[0][2]["id"]
            edit_url = f"{fake.url}{API}/channels/{first.id}/messages/{message_id}"
            async with session.patch(edit_url, json={"content": "edited"}, headers=BOT) as edit:
                edited = edit.status, edit.headers["X-RateLimit-Bucket"]
            fake.clock.advance(5)
            again = await post(session, fake, first)
        statuses = [status for status, _, _ in answers]
        assert statuses == [200] * 5 + [429]
        assert [h["X-RateLimit-Remaining"] for _, h, _ in answers[:5]] == ["4", "3", "2", "1", "0"]
        assert {h["X-RateLimit-Limit"] for _, h, _ in answers} == {"5"}
        assert len({h["X-RateLimit-Bucket"] for _, h, _ in answers}) == 1
        assert 0 < float(answers[0][1]["X-RateLimit-Reset-After"]) <= 5
        _, headers, body = answers[5]
        assert body["global"] is False and 0 < body["retry_after"] <= 5
        assert headers["X-RateLimit-Scope"] == "user" and "Via" in headers
        assert other[0] == 200 and other[1]["X-RateLimit-Remaining"] == "4"
        assert edited[0] == 200 and edited[1] != answers[0][1]["X-RateLimit-Bucket"]
        assert again[0] == 200
        (refused,) = fake.rate_limited
        assert refused.route == "/channels/{channel_id}/messages" and not refused.is_global
        assert fake.invalid_requests == {429: 1}


async def test_the_global_limit_is_per_token_and_spares_interactions() -> None:
    async with FakeDiscord(rate_limits=RateLimits(global_per_second=3, per_route=100)) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        async with aiohttp.ClientSession() as session:
            answers = [await post(session, fake, channel) for _ in range(4)]
            other_token = await post(session, fake, channel, {"Authorization": "Bot other"})
            callback = f"{fake.url}{API}/interactions/1/token/callback"
            async with session.post(callback, json={"type": 4}, headers=BOT) as answer:
                interaction_status = answer.status
            fake.clock.advance(1)
            later = await post(session, fake, channel)
        assert [status for status, _, _ in answers] == [200, 200, 200, 429]
        _, headers, body = answers[3]
        assert body["global"] is True and 0 < body["retry_after"] <= 1
        assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
        assert other_token[0] == 200
        assert interaction_status == 404
        assert later[0] == 200
        assert [r.is_global for r in fake.rate_limited] == [True]


async def test_invalid_requests_are_counted_with_or_without_limits() -> None:
    for limits in (None, RateLimits()):
        async with FakeDiscord(rate_limits=limits) as fake:
            guild = fake.add_guild()
            channel = guild.channels[0]
            fake.forbid_channel(channel)
            async with aiohttp.ClientSession() as session:
                refused = [await post(session, fake, channel) for _ in range(2)]
            assert [status for status, _, _ in refused] == [403, 403]
            assert fake.invalid_requests == {403: 2}


class Poster(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )


async def test_discord_py_reads_the_buckets_and_waits_instead_of_being_refused() -> None:
    limits = RateLimits(per_route=2, per_route_seconds=0.3)
    async with FakeDiscord(rate_limits=limits) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        async with fake.run_bot(Poster()) as bot:
            sendable = bot.get_partial_messageable(channel.id)
            for number in range(5):
                await sendable.send(f"message {number}")
        assert [m.content for m in fake.messages(channel)] == [f"message {n}" for n in range(5)]
        assert fake.rate_limited == []
