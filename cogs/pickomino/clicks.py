"""The clicks on a board: a move, a lobby button, the odds, a rematch."""

import discord

from cogs.board_updates import Showing
from cogs.pickomino.boards import PickominoBoards, log
from cogs.replies import answer
from tables.computers import ADD_OPERATIONS, computer_name, level_for_operation
from tables.errors import UserError
from tables.kinds import kind_of
from tables.service import Played
from tables.storage import Seat, StorageUnavailable, StoredGame
from words.i18n import language_of


class ClickHandlers(PickominoBoards):
    """What the buttons and menus of a Pickomino board call (cogs.components.GameHandlers)."""

    async def on_action(
        self, interaction: discord.Interaction, game_id: int, version: int, code: str
    ) -> None:
        async def act() -> None:
            async with self.boards(game_id):
                checked = await self._check_board(interaction, game_id)
                try:
                    played = await self.service.play(
                        game_id, version, interaction.user.id, code, checked
                    )
                except UserError as error:
                    if error.key == "error.outdated":
                        await self._redraw_stale(checked)
                    raise
            await self._update_clicked(interaction, played)

        await self._guard(interaction, act)

    async def _redraw_stale(self, stored: StoredGame) -> None:
        """A click on the game's own board that is out of date: the game changed without this
        process drawing it (another process, such as `pickomino-bot data forget`, made the
        change), so the board updater redraws it as the game is now while the clicker gets
        their answer, and a deadline that change stored is played when due."""
        self.service.notice_change(stored)
        try:
            game = await self.service.state_of(stored)
        except (StorageUnavailable, UserError) as error:
            log.warning("stale board of game %s not redrawn: %s", stored.id, error)
            return
        self.updates.want(Showing(stored, game, None))

    async def on_lobby(
        self, interaction: discord.Interaction, game_id: int, operation: str
    ) -> None:
        async def act() -> None:
            async with self.boards(game_id):
                await self._check_board(interaction, game_id)
                played = await self._lobby_operation(interaction, game_id, operation)
            await self._update_clicked(interaction, played)

        await self._guard(interaction, act)

    async def _lobby_operation(
        self, interaction: discord.Interaction, game_id: int, operation: str
    ) -> Played:
        user = interaction.user
        if operation == "join":
            stored = await self.service.join(game_id, Seat.human(user.id, user.display_name))
        elif operation == "leave":
            stored = await self.service.leave_lobby(game_id, user.id)
        elif operation == "start":
            return await self.service.start(game_id, user.id)
        elif operation == "add_computer" or operation in ADD_OPERATIONS:
            language = await self.board_language(interaction.guild_id or 0)
            level = level_for_operation(operation).number
            lobby = await self.service.get(game_id)
            levels = kind_of(lobby.kind).computer_levels
            stored = await self.service.add_computer(
                game_id,
                user.id,
                lambda number: computer_name(number, level, language, levels),
                level,
            )
        elif operation == "remove_computer":
            stored = await self.service.remove_computer(game_id, user.id)
        elif operation == "replace_with":
            stored = await self.service.next_replacement(game_id, user.id)
        else:
            moderator = interaction.permissions.manage_channels
            stored = await self.service.cancel_lobby(game_id, user.id, moderator)
        return Played(stored, None)

    async def on_odds(self, interaction: discord.Interaction, game_id: int) -> None:
        """Ephemeral, in the clicker's language; the service refuses anyone but the person to
        play, and thinks off the event loop. Asked only from the game's own board (issue 26)."""

        async def act() -> None:
            await self._check_board(interaction, game_id)
            language = language_of(interaction.locale)
            text = await self.service.odds(game_id, interaction.user.id, language)
            await answer(interaction, text)

        await self._guard(interaction, act)

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        async def act() -> None:
            await self._check_board(interaction, game_id)
            stored = await self.service.rematch(game_id, interaction.user.id)
            await self._post_board(interaction, stored, None)

        await self._guard(interaction, act)
