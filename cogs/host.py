"""What the cogs need of the process that loads them.

The cogs sit below `bot/` (the process): they may not import it, so the process's client
(`bot.app.PickominoBot`) is a `TableBot`, and its settings answer `HostSettings`.
"""

from collections.abc import Callable
from typing import Any, Protocol

import discord
from discord.ext import commands

from cogs.answer_deadline import BUDGET, arm
from cogs.rest_pacer import PER_CHANNEL, Budget
from tables.storage import GameStore, Shards


class HostSettings(Protocol):
    """The settings the cogs read (`bot.settings.BotSettings` has them all)."""

    default_language: str
    default_turn_timer: int
    replace_with: str
    max_timeouts: int
    computer_pause: float
    deck_pictures: int
    deck_picture_bytes: int
    deck_bytes: int
    server_data_days: int

    @property
    def shards(self) -> Shards | None: ...


class TableBot(commands.Bot):
    """A discord.py client that hosts game tables: its settings, its store (open once logged
    in) and where new games' seeds come from."""

    settings: HostSettings
    seed_source: Callable[[], int]
    answer_budget: float = BUDGET
    """Seconds after which an unanswered interaction is deferred (cogs.answer_deadline)."""
    channel_limit: int = PER_CHANNEL
    """Requests of one kind (edit, post, delete) the bot sends to a channel within Discord's
    per-channel window (cogs.rest_pacer.ChannelPacer). Tests against a fake Discord that
    enforces no limits lift it, as their Discord would not slow a board down."""
    rest_budget: Budget | None = None
    """The bot token's global request budget as this process draws on it (cogs.rest_pacer);
    None until the game cogs load: then one process's share (`LocalBudget`). Shard
    processes sharing one budget would set theirs here before."""

    @property
    def store(self) -> GameStore:
        raise NotImplementedError

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """Every interaction gets its answer deadline (cogs.answer_deadline) as discord.py
        announces it: after its command's task is made, before any handler runs."""
        if event_name == "interaction" and args and isinstance(args[0], discord.Interaction):
            arm(args[0], self.answer_budget)
        super().dispatch(event_name, *args, **kwargs)
