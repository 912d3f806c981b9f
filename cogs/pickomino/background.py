"""The cog's background tasks: the turn timer, which plays stored deadlines as they come, and
the upkeep an upgrade asked for.
"""

import logging

from cogs.pickomino.boards import PickominoBoards
from tables.errors import UserError
from tables.leaderboards.upkeep import rebuild_if_due
from tables.storage import StorageUnavailable, Timer

log = logging.getLogger("cogs.pickomino")
"""The name the log lines had before the cog was split, so they read the same."""


class BackgroundTasks(PickominoBoards):
    """The turn timer and the upkeep after an upgrade, run beside the commands."""

    async def _upkeep(self) -> None:
        if not await self.bot.store.ratings_rebuild_due():
            return
        log.info("after the upgrade: rebuilding ratings, then counting older games")
        try:
            rebuilt = await rebuild_if_due(self.bot.store)
        except StorageUnavailable:
            log.exception("the upkeep after the upgrade stopped; it runs again at the next start")
            return
        if rebuilt is not None:
            log.info(
                "ratings rebuilt from %d games; %d older games counted, %d could not be replayed",
                rebuilt.rated,
                rebuilt.counted,
                rebuilt.uncountable,
            )

    # ------------------------------------------------------------------ timers

    async def _repair_tables(self) -> None:
        """At start: a table that holds a forgotten person's anonymous seat (an earlier
        version's rematch seated one) lets that seat go, and its board shows it
        (tables.service_play: clicks and timers repair such a table as well)."""
        try:
            game_ids = await self.service.unplayable_tables()
        except StorageUnavailable as error:
            log.warning("tables holding anonymous seats wait for the next start: %s", error)
            return
        for game_id in game_ids:
            try:
                async with self.boards(game_id):
                    played = await self.service.repair_table(game_id)
                    if played is not None:
                        await self._after(played)
            except (UserError, StorageUnavailable) as error:
                log.warning("game %s not repaired: %s", game_id, error)
            except Exception:
                log.exception("game %s not repaired", game_id)

    async def _run_timers(self) -> None:
        """One sleep until the earliest stored deadline; woken early when one is set. First,
        the tables that wait on a seat nobody can play are repaired."""
        await self.bot.wait_until_ready()
        await self._repair_tables()
        while True:
            for timer in await self.service.wait_for_due():
                await self._fire(timer)

    async def _fire(self, timer: Timer) -> None:
        try:
            async with self.boards(timer.game_id):
                played = await self.service.play_due_turn(
                    timer.game_id,
                    timer.version,
                    self.bot.settings.max_timeouts,
                    await self.board_language(timer.guild_id),
                )
                if played is not None:
                    await self._after(played)
        except StorageUnavailable as error:
            log.warning(
                "turn timer waits for the database: guild=%s channel=%s game=%s: %s",
                timer.guild_id,
                timer.channel_id,
                timer.game_id,
                error,
            )
        except Exception:
            log.exception(
                "turn timer failed; timer cleared: guild=%s channel=%s game=%s",
                timer.guild_id,
                timer.channel_id,
                timer.game_id,
            )
            await self.service.clear_deadline(timer.game_id)
