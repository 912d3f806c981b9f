"""Building the real bot against the fake Discord and a real SQLite file, and reading boards."""

from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord, FakeMember, FakeMessage
from fakediscord.limits import validate_message

from bot.app import PickominoBot, create_bot
from bot.settings import BotSettings
from cogs.rest_pacer import PER_CHANNEL
from engine.pickomino import Game, snapshot

SEED = 20261122
LENIENT_BUDGET = 30.0
"""The answer deadline (cogs/answer_deadline.py) of the bot of tests that are not about it:
on a loaded machine a chart or the odds can take longer than the real 1.5 s, and such a
test would see a deferral where it reads an answer. tests/test_discord_answer_deadline.py
runs the real one (`answer_budget=BUDGET`)."""


UNPACED_CHANNELS = 1_000_000
"""The per-channel limit of a bot whose fake Discord enforces none: Discord's own (5 edits in
5 s) would only slow such a test's boards down (a whole game: 16 s instead of 5).
tests/test_discord_rate_limits.py and its kin run the real one against the fake's limits."""


def make_bot(
    database: Path,
    *,
    answer_budget: float = LENIENT_BUDGET,
    channel_limit: int = PER_CHANNEL,
    **settings: Any,
) -> PickominoBot:
    bot = create_bot(
        BotSettings(database_path=database, **{"sync_commands": True, **settings}),
        seed_source=lambda: SEED,
        guild_ready_timeout=0.05,
    )
    bot.answer_budget = answer_budget
    bot.channel_limit = channel_limit
    return bot


@asynccontextmanager
async def running(fake: FakeDiscord, database: Path, **settings: Any):  # type: ignore[no-untyped-def]
    limit = PER_CHANNEL if fake.rate_limits else UNPACED_CHANNELS
    async with fake.run_bot(make_bot(database, channel_limit=limit, **settings)) as bot:
        yield bot


def action_codes(message: FakeMessage) -> dict[str, str]:
    """Engine action code -> custom id, for every control of a board (select options too)."""
    codes = {}
    for component in message.interactive_components():
        custom_id = component["custom_id"]
        if custom_id.startswith("pk:"):
            codes[custom_id.split(":", 3)[3]] = custom_id
        elif custom_id.startswith("pks:"):
            for option in component["options"]:
                codes[option["value"]] = custom_id
    return codes


async def click_action(fake: FakeDiscord, board: FakeMessage, member: FakeMember, code: str):  # type: ignore[no-untyped-def]
    """Use the control of engine action `code` on `board` as `member`: a button, or the
    option of a select menu."""
    custom_id = action_codes(board)[code]
    if custom_id.startswith("pks:"):
        return await fake.select(member, board, custom_id, [code])
    return await fake.click(member, board, custom_id)


async def stored_game(bot: PickominoBot, channel_id: int) -> tuple[Any, Game]:
    stored = await bot.store.active_game_in_channel(channel_id)
    assert stored is not None and stored.state_json is not None
    return stored, snapshot.from_json(stored.state_json)


def labels_within_discord(message: FakeMessage) -> list[str]:
    """The labels of a message's buttons and select options, after the fake's own check of
    Discord's limits (80 characters a button label, 100 an option) on the message as it is now."""
    validate_message(message)
    found = []
    for component in message.interactive_components():
        if "label" in component:
            found.append(component["label"])
        found.extend(option["label"] for option in component.get("options", []))
    return found


def member_of_seat(members: list[FakeMember], stored: Any, seat: int) -> FakeMember:
    user_id = stored.seats[seat].user_id
    return next(member for member in members if member.id == user_id)
