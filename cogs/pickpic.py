"""/pickpic: Pick Pic in a channel. The lobby and its buttons are the tables' own (the Pickomino
cog answers them for every game); this cog opens the table, answers **My cards** with the
player's own ephemeral panel and its clicks, and shows the public reveal (P8, P9) as the
table paces it, then the round's summary.

Panels are disposable views of stored state: any panel can be opened again at any time, also
after a restart, and a panel of an earlier step refuses its clicks plainly. Nothing secret is
ever sent outside the owner's ephemeral panel, and never by direct message.
"""

import asyncio
import contextlib
import logging
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from cogs.board_render import board_embed, board_files, faces_of, panel_controls
from cogs.board_updates import BoardUpdates
from cogs.click_answer import edit_clicked
from cogs.click_checks import check_board, check_channel
from cogs.click_router import sending
from cogs.deck_words import DECK_CHOICES, listing_text, size_text, usage_text
from cogs.host import TableBot
from cogs.leaderboard_embeds import PERIOD_CHOICES, answer_leaderboard, answer_stats
from cogs.posted_answer import post_answer
from cogs.replies import answer, answer_error
from cogs.web_links import game_page, page_link
from engine.pickpic.events import GameOver, PileShown, RevealEnded, RoundScored
from engine.pickpic.settings import MAX_CAPTION, MAX_TARGET, MIN_TARGET, TARGET_SCORE
from pictures.credits import ATTRIBUTION, LICENSE, LICENSE_URL, SOURCE_URL
from pictures.uploads import MAX_UPLOAD_BYTES, UploadRefused, clean_upload
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.leaderboards.queries import Leaderboards
from tables.markup import escape_markdown
from tables.pickpic import PICKPIC
from tables.pickpic.decks import Limits, clean_caption
from tables.pickpic.options import BUILTIN, DECKS, PickpicOptions
from tables.pickpic.reveal_board import summary_board
from tables.pickpic.rules import VARIANT as PICKPIC_RULES
from tables.seats import seat_of
from tables.service import Played, TableService
from tables.storage import GameStatus, Seat, StorageUnavailable, StoredGame
from words.i18n import language_of, t

log = logging.getLogger(__name__)


class PickPicCog(commands.Cog, name="PickPic"):
    group = app_commands.Group(
        name=_("pickpic", key="command.pickpic.name"),
        description=_("Play Pick Pic in this channel", key="command.pickpic"),
        guild_only=True,
    )

    def __init__(
        self, bot: TableBot, service: TableService, boards: KeyedLocks, updates: BoardUpdates
    ) -> None:
        self.bot = bot
        self.service = service
        self.boards = boards
        """The Pickomino cog's locks, held while a game changes."""
        self.updates = updates
        """The Pickomino cog's board updater: a table's messages are sent by it, in order."""
        self._checked: set[tuple[int, int]] = set()
        """(game, message) pairs this process posted, or read back once (`_on_its_message`)."""
        self.leaderboards = Leaderboards(bot.store)

    # ------------------------------------------------------------------ commands

    @group.command(
        name=_("new", key="command.pickpic.new.name"),
        description=_("Open a game of Pick Pic in this channel", key="command.pickpic.new"),
    )
    @app_commands.describe(
        target_score=_("The score that ends the game (20)", key="command.pickpic.target"),
        step_timer=_("Seconds per step, 0 for none", key="command.pickpic.timer"),
        deck=_(
            "Which cards: built-in, this server's pictures, or both",
            key="command.pickpic.deck_choice",
        ),
    )
    @app_commands.rename(
        target_score=_("target_score", key="command.pickpic.target.name"),
        step_timer=_("step_timer", key="command.pickpic.timer.name"),
        deck=_("deck", key="command.pickpic.deck_choice.name"),
    )
    @app_commands.choices(deck=DECK_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        target_score: app_commands.Range[int, MIN_TARGET, MAX_TARGET] = TARGET_SCORE,
        step_timer: app_commands.Range[int, 0, 86400] | None = None,
        deck: str = BUILTIN,
    ) -> None:
        """P1: the deck is chosen here; a server deck is kept as it is now for this table (a
        table too large for it is refused at Start, tables.pickpic.rules)."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if deck not in DECKS:
            raise UserError("pickpic.error.bad_deck")
        if step_timer is None:
            guild_settings = await self.service.guild_settings(interaction.guild_id)
            step_timer = guild_settings.turn_timer_seconds
        if step_timer is None:
            step_timer = self.bot.settings.default_turn_timer
        pictures = (
            () if deck == BUILTIN else await self.service.decks.for_table(interaction.guild_id)
        )
        options = PickpicOptions(target_score, step_timer, deck, pictures)
        host = Seat.human(interaction.user.id, interaction.user.display_name)
        stored = await self.service.open_lobby(
            interaction.guild_id,
            interaction.channel_id,
            host,
            PICKPIC.rules.variants[0],
            options.to_json(),
            PICKPIC.name,
        )
        with sending(await self._table_message(stored, None)) as message:
            posted = await post_answer(interaction, **_sent(message))
        await self.service.set_message_id(stored.id, posted)

    @group.command(
        name=_("credits", key="command.pickpic.credits.name"),
        description=_("Who drew the pictures", key="command.pickpic.credits"),
    )
    async def credits(self, interaction: discord.Interaction) -> None:
        language = language_of(interaction.locale)
        await answer(
            interaction,
            t("pickpic.credits", language, attribution=ATTRIBUTION, license=LICENSE,
              license_url=LICENSE_URL, source=SOURCE_URL),
        )  # fmt: skip

    @group.command(
        name=_("leaderboard", key="command.pickpic.leaderboard.name"),
        description=_("This server's Pick Pic leaderboard", key="command.pickpic.leaderboard"),
    )
    @app_commands.describe(period=_("Which games count", key="command.leaderboard.period"))
    @app_commands.rename(period=_("period", key="command.leaderboard.period.name"))
    @app_commands.choices(period=PERIOD_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, period: str = "all") -> None:
        """Pick Pic's one rule set names its board; page buttons go to the Pickomino cog,
        which answers every game's."""
        await answer_leaderboard(interaction, self.leaderboards, PICKPIC_RULES, period, 0)

    @group.command(
        name=_("stats", key="command.pickpic.stats.name"),
        description=_("A player's Pick Pic statistics in this server", key="command.pickpic.stats"),
    )
    @app_commands.describe(member=_("The player (you when empty)", key="command.stats.member"))
    @app_commands.rename(member=_("member", key="command.stats.member.name"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        language = await self.board_language(interaction.guild_id or 0)
        await answer_stats(interaction, self.leaderboards, PICKPIC.name, member, language)

    deck_group = app_commands.Group(
        name=_("deck", key="command.pickpic.deck.name"),
        description=_("This server's own pictures for Pick Pic", key="command.pickpic.deck"),
        parent=group,
    )

    @deck_group.command(
        name=_("add", key="command.pickpic.deck.add.name"),
        description=_(
            "Add a picture to this server's deck (Manage Server only)",
            key="command.pickpic.deck.add",
        ),
    )
    @app_commands.describe(
        picture=_("A JPEG, PNG, WebP or GIF picture", key="command.pickpic.deck.picture"),
        caption=_("What it shows, in a few words", key="command.pickpic.deck.caption"),
    )
    @app_commands.rename(
        picture=_("picture", key="command.pickpic.deck.picture.name"),
        caption=_("caption", key="command.pickpic.deck.caption.name"),
    )
    async def deck_add(
        self,
        interaction: discord.Interaction,
        picture: discord.Attachment,
        caption: app_commands.Range[str, 1, MAX_CAPTION],
    ) -> None:
        """The bot downloads the file itself and keeps only the bytes it re-encoded
        (pictures/uploads.py): Discord's links expire, and an upload is untrusted. Manage
        Server is checked here: Discord applies default permissions to top-level commands
        only, and /pickpic is for everyone."""
        assert interaction.guild_id is not None
        self._check_manager(interaction)
        clean_caption(caption)
        if picture.size > MAX_UPLOAD_BYTES:
            raise UserError("pickpic.deck.refused.too_big", max=MAX_UPLOAD_BYTES // 1_000_000)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await picture.read()
        except discord.HTTPException as error:
            log.info("attachment %s could not be downloaded: %s", picture.id, error)
            raise UserError("pickpic.deck.download_failed") from error
        try:
            clean = await asyncio.to_thread(clean_upload, data)
        except UploadRefused as refused:
            raise UserError(
                f"pickpic.deck.refused.{refused.reason}", max=MAX_UPLOAD_BYTES // 1_000_000
            ) from refused
        limits = self._deck_limits()
        stored = await self.service.decks.add(
            interaction.guild_id, interaction.user.id, caption, clean.data,
            (clean.width, clean.height), (clean.top, clean.bottom), limits,
        )  # fmt: skip
        usage = await self.service.decks.usage(interaction.guild_id)
        language = language_of(interaction.locale)
        await answer(
            interaction,
            t("pickpic.deck.added", language, id=stored.id, caption=escape_markdown(stored.caption),
              size=size_text(stored.size, language))
            + "\n" + usage_text(usage, limits, language),
        )  # fmt: skip

    @deck_group.command(
        name=_("list", key="command.pickpic.deck.list.name"),
        description=_("The pictures of this server's deck", key="command.pickpic.deck.list"),
    )
    async def deck_list(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None
        listing = await self.service.decks.listing(interaction.guild_id)
        language = language_of(interaction.locale)
        await answer(interaction, listing_text(listing, self._deck_limits(), language))

    @deck_group.command(
        name=_("remove", key="command.pickpic.deck.remove.name"),
        description=_(
            "Take a picture out of this server's deck (Manage Server only)",
            key="command.pickpic.deck.remove",
        ),
    )
    @app_commands.describe(
        picture_id=_("The picture's number, as /pickpic deck list shows it",
                     key="command.pickpic.deck.id"),
    )  # fmt: skip
    @app_commands.rename(picture_id=_("id", key="command.pickpic.deck.id.name"))
    async def deck_remove(
        self, interaction: discord.Interaction, picture_id: app_commands.Range[int, 1]
    ) -> None:
        assert interaction.guild_id is not None
        self._check_manager(interaction)
        await self.service.decks.remove(interaction.guild_id, picture_id)
        await answer(interaction, t("pickpic.deck.removed", language_of(interaction.locale),
                                    id=picture_id))  # fmt: skip

    def _deck_limits(self) -> Limits:
        settings = self.bot.settings
        return Limits(settings.deck_pictures, settings.deck_picture_bytes, settings.deck_bytes)

    @staticmethod
    def _check_manager(interaction: discord.Interaction) -> None:
        if not interaction.permissions.manage_guild:
            raise UserError("pickpic.deck.forbidden")

    # ------------------------------------------------------------------ panels

    async def on_my_cards(self, interaction: discord.Interaction, game_id: int) -> None:
        try:
            stored = await check_board(self.service, interaction, game_id)
            if stored.status != GameStatus.RUNNING or stored.kind != PICKPIC.name:
                raise UserError("error.outdated")
            seat = seat_of(stored, interaction.user.id)
            if seat is None:
                raise UserError("error.not_in_game")
            game = await self.service.load(stored)
            language = language_of(interaction.locale)
            message = await self._panel_message(stored, game, seat, language)
            with sending(message):
                await interaction.response.send_message(ephemeral=True, **_sent(message))
        except Exception as error:
            await answer_error(interaction, error)

    async def on_panel_move(
        self, interaction: discord.Interaction, game_id: int, step: int, code: str
    ) -> None:
        """The click is answered with its panel at once; the table is brought up to date by
        the board updater (cogs/board_updates.py), in order with the game's other changes (a
        round that ended shows its reveal's first moment; the next ones come with the table's
        paced deadlines), never holding the game's lock nor delaying the answer."""
        try:
            async with self.boards(game_id):
                await check_channel(self.service, interaction, game_id)
                try:
                    played = await self.service.play_step(game_id, step, interaction.user.id, code)
                except UserError as error:
                    if error.key != "error.outdated":
                        raise
                    self.updates.then(game_id, lambda: self._redraw_stale(game_id))
                    raise
                self.updates.then(game_id, lambda: self.after_played(played))
            seat = seat_of(played.stored, interaction.user.id)
            assert seat is not None
            language = language_of(interaction.locale)
            message = await self._panel_message(played.stored, played.game, seat, language)
            with sending(message):
                await edit_clicked(interaction, **message)
        except Exception as error:
            await answer_error(interaction, error)

    async def _redraw_stale(self, game_id: int) -> None:
        """A panel of a step that ended without this process drawing it (another process,
        such as `pickomino-bot data forget`, completed it): the table is redrawn as it is now,
        and a deadline that change stored is played when due. A reveal under way is left to
        its own paced deadlines, which redraw it."""
        try:
            stored = await self.service.get(game_id)
            self.service.notice_change(stored)
            game = await self.service.state_of(stored)
            steps = PICKPIC.steps
            if game is not None and steps is not None and steps.paced_move(game) is None:
                await self.refresh(stored, game)
        except (discord.HTTPException, StorageUnavailable, UserError) as error:
            log.warning("stale table of game %s not redrawn: %s", game_id, error)

    async def _panel_message(
        self, stored: StoredGame, game: Any, seat: int, language: str
    ) -> dict[str, Any]:
        assert PICKPIC.panel is not None
        panel = PICKPIC.panel(stored, game, seat, language)
        return {
            "embed": board_embed(panel),
            "view": panel_controls(panel),
            "attachments": board_files(panel, await faces_of(self.service, stored, panel)),
        }

    # ------------------------------------------------------------------ the table

    async def board_language(self, guild_id: int) -> str:
        pickomino = self.bot.get_cog("Pickomino")
        if pickomino is None:
            return self.bot.settings.default_language
        return str(await pickomino.board_language(guild_id))  # type: ignore[attr-defined]

    async def _table_message(self, stored: StoredGame, game: Any | None) -> dict[str, Any]:
        from cogs.board_render import board_message

        language = await self.board_language(stored.guild_id)
        board = self.service.board(stored, game, language)
        page = await game_page(self.service, self.bot.settings.web_url, stored)
        embed, view = board_message(board, page_link(page, language, stored.kind) if page else None)
        files = board_files(board, await faces_of(self.service, stored, board))
        return {"embed": embed, "view": view, "attachments": files}

    async def after_played(self, played: Played) -> None:
        """After any change of a Pick Pic table (a panel's click, a timer, a departure): the
        table message is brought up to date. The reveal (P8, P9) is paced by the table's
        stored deadlines (tables.rules.Steps.paced_move): each pile gets a message of its own,
        edited as each moment comes, and the next round (or the end) a new table message.
        Every message shows the stored state, so a reveal cut by a restart goes on from the
        moment it had reached, and nothing is shown twice."""
        if _new_message(played.events) or not await self._on_its_message(played):
            await self._post_summary(played)
            await self._post(played.stored, played.game)
        else:
            await self.refresh(played.stored, played.game)

    async def _post_summary(self, played: Played) -> None:
        """The reveal ended: every pile of the round and the score changes, in a message of
        its own (no controls) that stays above the next round's table."""
        ended = [event.round for event in played.events if isinstance(event, RevealEnded)]
        game = played.game
        if not ended or game is None or game.last_reveal is None:
            return
        scored = game.last_reveal
        if scored.round != ended[-1]:
            return
        stored = played.stored
        language = await self.board_language(stored.guild_id)
        board = summary_board(stored, scored, game.settings, language)
        files = board_files(board, await faces_of(self.service, stored, board))
        channel = self.bot.get_partial_messageable(stored.channel_id)
        await channel.send(embed=board_embed(board), files=files)

    async def _on_its_message(self, played: Played) -> bool:
        """While revealing: whether the stored message shows the pile on show. It does not
        when the bot stopped after a pile's first moment was saved and before its message
        was posted; the next moment then gets a message of its own rather than overwriting
        the pile before. Read from Discord once per message and process."""
        if played.game is None or PICKPIC.steps is None:
            return True
        if PICKPIC.steps.paced_move(played.game) is None:
            return True
        current = await self.service.get(played.stored.id)
        if current.message_id is None or (current.id, current.message_id) in self._checked:
            return True
        channel = self.bot.get_partial_messageable(current.channel_id)
        try:
            message = await channel.fetch_message(current.message_id)
        except discord.NotFound:
            return False
        language = await self.board_language(current.guild_id)
        expected = self.service.board(current, played.game, language).title
        if not message.embeds or message.embeds[0].title != expected:
            return False
        self._checked.add((current.id, current.message_id))
        return True

    async def _post(self, stored: StoredGame, game: Any | None) -> None:
        """A new message becomes the game's: the one it replaces keeps what it shows, without
        controls (the table of a round that ended, or a pile fully shown)."""
        channel = self.bot.get_partial_messageable(stored.channel_id)
        old = (await self.service.get(stored.id)).message_id
        if old is not None:
            with contextlib.suppress(discord.NotFound):
                await channel.get_partial_message(old).edit(view=None)
        with sending(await self._table_message(stored, game)) as message:
            posted = await channel.send(**_sent(message))
        await self.service.set_message_id(stored.id, posted.id)
        self._checked.add((stored.id, posted.id))

    async def refresh(self, stored: StoredGame, game: Any | None) -> None:
        current = await self.service.get(stored.id)
        if current.message_id is None:
            return
        channel = self.bot.get_partial_messageable(stored.channel_id)
        try:
            with sending(await self._table_message(current, game)) as message:
                await channel.get_partial_message(current.message_id).edit(**message)
        except discord.NotFound:
            log.info("table of game %s was deleted", stored.id)


def _sent(message: dict[str, Any]) -> dict[str, Any]:
    """A message to post: files rather than the attachments of an edit."""
    sent = {key: value for key, value in message.items() if key != "attachments"}
    files = message.get("attachments") or []
    if files:
        sent["files"] = files
    if sent.get("view") is None:
        sent.pop("view", None)
    return sent


def _new_message(events: tuple[Any, ...]) -> bool:
    """A round's reveal begins, the next pile comes on show, or the reveal (or the game)
    ended: the moment gets a message of its own rather than an edit."""
    return any(
        isinstance(event, RoundScored | RevealEnded | GameOver)
        or (isinstance(event, PileShown) and event.named == 0)
        for event in events
    )
