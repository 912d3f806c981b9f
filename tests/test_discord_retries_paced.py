"""Every request the bot sends to Discord's API draws on its budget, each attempt of it: a
retry after a 429, which discord.py sends inside its own call, too (cogs/rest_pacer.py's
`paced_trace`). Retries that went out unpaced came in a burst as the 429's wait ended, over
the limit again (issue 36: the load benchmark's first full run met 25,577 global 429s).

The bot's budget is set above the fake's global limit on purpose, so that 429s come; the fake
counts every request it saw, let through or refused, and the budget counts what it granted:
the two are equal. Twice the limit, over a dozen boards, is enough for 429s: more (four times
over 30 boards) had one request meet 429s on each of discord.py's tries under a loaded
machine, and its board was left for the next change."""

from discord_helpers import make_bot
from fakediscord import FakeDiscord, RateLimits
from test_discord_restart_timers import PAUSE, due_games

from cogs.rest_pacer import LocalBudget

GAMES = 12
GATEWAY = "/gateway"
"""The gateway's connection, which the fake counts with the API's requests: not a request
to the API, and not paced."""
LIMITS = RateLimits(global_per_second=5)


class CountedBudget(LocalBudget):
    """The budget, counting the requests it let go: taken, or held and spent."""

    def __init__(self, rate: float) -> None:
        super().__init__(rate)
        self.granted = 0

    async def take(self) -> None:
        await super().take()
        self.granted += 1

    def _spend(self, lapses: float) -> bool:
        spent = super()._spend(lapses)
        self.granted += spent
        return spent


async def test_retries_after_a_429_draw_on_the_budget(tmp_path) -> None:
    database = tmp_path / "games.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        alice = fake.add_member(guild, "Alice")
        games = await due_games(database, fake, guild, alice, GAMES)
        bot = make_bot(database, sync_commands=True, computer_pause=PAUSE)
        budget = bot.rest_budget = CountedBudget(10.0)
        fake.rate_limits = LIMITS
        async with fake.run_bot(bot):
            cog = bot.get_cog("Pickomino")
            await fake.wait_for(
                lambda: all(board.edit_count > 0 for _, board, _ in games),
                timeout=120,
                what="every board brought up to date",
            )
            for game_id, _, _ in games:
                await cog.updates.settled(game_id)
            refused = [r for r in fake.rate_limited if r.is_global]
            admitted = [r for r in fake.admitted if r.route != GATEWAY]
        assert refused, "the budget is over the limit: some requests must be refused"
        assert budget.granted == len(admitted) + len(refused)
