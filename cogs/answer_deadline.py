"""Every interaction gets its first answer within Discord's 3 s, whatever the store does
(issue 34).

Discord refuses a first answer sent more than 3 s after the interaction (404, 10062
"Unknown interaction") and the person sees "This interaction failed". A click or a command
usually answers in milliseconds, but one waiting on the store (a write lock another process
holds, which SQLite waits 5 s for; a PostgreSQL table lock; a slow disk) would answer too
late. So each interaction is armed when it arrives (`arm`, called from the bot's dispatch):
if nothing has answered it `BUDGET` seconds later, it is deferred (a click with an invisible
"deferred update", a command with an ephemeral "thinking..."), and whatever the handler
answers afterwards goes through the interaction's webhook, good for 15 minutes: a board edit
becomes an edit of the clicked message, a message becomes a follow-up. A token older than
that is never used (`TokenExpired`): a lock held for a quarter of an hour ends with the board
edited through the channel, and no answer.

The handlers need not know: the interaction's response object is a `DeadlineResponse`,
whose answering methods first settle with the deadline (cancel it, or wait for the deferral
already on its way, so that two first answers never race) and then answer in whichever way
is still open. A command deferred as ephemeral whose answer is public (a new board) has its
"thinking..." message deleted and the answer posted as a new message, which Discord allows
once the deferred message is gone.

The response object lives in a slot discord.py (checked with 2.7) caches it in; a rename
fails every test through the fake Discord (tests/test_discord_answer_deadline.py first), not
a game.
"""

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord.interactions import InteractionCallbackResponse
from discord.utils import MISSING

log = logging.getLogger(__name__)

BUDGET = 1.5
"""Seconds after an interaction arrives at which it is deferred if still unanswered: half of
Discord's 3 s, leaving the rest for the gateway's delay, a busy event loop and the deferral's
own round trip."""
RESPONSE_SLOT = "_cs_response"
ARMED = (
    discord.InteractionType.application_command,
    discord.InteractionType.component,
    discord.InteractionType.modal_submit,
)
"""Autocompletion cannot be deferred (and answers from memory); pings need no answer."""
DEFERRAL_TASK = "discord.py: on_interaction deadline"
"""Named like discord.py's interaction tasks, so a stop waits for it (cogs.in_flight)."""


UNKNOWN_INTERACTION = 10062
"""Discord's code for an answer to an interaction it no longer takes: the first answer came
after its 3 s (an event loop held up longer than BUDGET allows for), or the token is gone."""
TOKEN_SECONDS = 15 * 60 - 30
"""How long after its arrival an interaction's token is used: Discord keeps it 15 minutes,
less a margin for the gateway's delay and the request's own way."""
clock: Callable[[], float] = time.monotonic
"""The time interactions are stamped and judged with (a test puts the fake Discord's here)."""


class TokenExpired(discord.DiscordException):
    """An answer the bot did not send: the interaction's token is too old, or Discord already
    refused the deferral as too late. A board is then edited through the channel instead
    (cogs.board_updates), and nobody is told anything: the person who clicked sees the
    board."""


def too_late(error: BaseException) -> bool:
    """Discord refused an answer as too late: the interaction cannot be answered any more,
    so a second try would only be refused again."""
    return isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION


class DeadlineResponse(discord.InteractionResponse):  # type: ignore[type-arg]
    """discord.py's response, deferred at the deadline, answering through the webhook after."""

    __slots__ = ("_arrived", "_timer", "_deferral", "_by_deadline", "_refused")

    def __init__(self, parent: discord.Interaction) -> None:
        super().__init__(parent)
        self._arrived = clock()
        self._timer: asyncio.TimerHandle | None = None
        self._deferral: asyncio.Task[None] | None = None
        self._by_deadline = False
        self._refused = False

    @property
    def deferred_by_deadline(self) -> bool:
        """The deadline answered first: the handler's answer goes through the webhook."""
        return self._by_deadline

    def start(self, budget: float) -> None:
        self._timer = asyncio.get_running_loop().call_later(budget, self._expire)

    def _expire(self) -> None:
        self._timer = None
        if self.is_done():
            return
        name = f"{DEFERRAL_TASK} {self._parent.id}"
        self._deferral = asyncio.create_task(self._defer(), name=name)

    async def _defer(self) -> None:
        parent = self._parent
        command = parent.type == discord.InteractionType.application_command
        try:
            await discord.InteractionResponse.defer(self, ephemeral=command, thinking=command)
        except discord.HTTPException as error:
            self._refused = too_late(error)
            log.warning(
                "could not defer interaction %s at its deadline (%.1f s after it arrived): %s",
                parent.id,
                clock() - self._arrived,
                error,
            )
            return
        self._by_deadline = True
        log.info(
            "interaction %s deferred: no answer within %.1f s (guild=%s channel=%s)",
            parent.id,
            BUDGET,
            parent.guild_id,
            parent.channel_id,
        )

    def check_token(self) -> None:
        """Raise TokenExpired rather than use a token Discord no longer takes (a 401 that
        counts towards Discord's ban of the bot's address), or refused as too late."""
        if self._refused:
            raise TokenExpired(f"interaction {self._parent.id}: Discord refused it as too late")
        if clock() - self._arrived > TOKEN_SECONDS:
            raise TokenExpired(f"interaction {self._parent.id}: its token is too old to answer")

    async def settle(self) -> None:
        """Called before any answer: the deadline no longer fires, and a deferral already on
        its way has arrived (or failed) before the answer is chosen."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._deferral is not None:
            await asyncio.shield(self._deferral)
        if self._refused:
            self.check_token()

    async def defer(
        self, *, ephemeral: bool = False, thinking: bool = False
    ) -> InteractionCallbackResponse[Any] | None:
        await self.settle()
        if self._by_deadline:
            return None
        return await super().defer(ephemeral=ephemeral, thinking=thinking)

    async def send_message(  # type: ignore[override]
        self, content: Any | None = None, **message: Any
    ) -> InteractionCallbackResponse[Any]:
        await self.settle()
        if not self._by_deadline:
            return await super().send_message(content, **message)
        return await self._follow(content, message)

    async def edit_message(self, **message: Any) -> InteractionCallbackResponse[Any] | None:  # type: ignore[override]
        await self.settle()
        if not self._by_deadline:
            return await super().edit_message(**message)
        message.pop("delete_after", None)
        message.pop("suppress_embeds", None)
        self.check_token()
        await self._parent.edit_original_response(**message)
        return None

    async def _follow(
        self, content: Any | None, message: dict[str, Any]
    ) -> InteractionCallbackResponse[Any]:
        """The answer as a follow-up, with the callback response discord.py would have made
        of it (callers read the posted message's id)."""
        parent = self._parent
        self.check_token()
        ephemeral = bool(message.pop("ephemeral", False))
        message.pop("delete_after", None)
        thinking_privately = parent.type == discord.InteractionType.application_command
        if thinking_privately and not ephemeral:
            await parent.delete_original_response()
        posted = await parent.followup.send(
            MISSING if content is None else str(content),
            ephemeral=ephemeral,
            wait=True,
            **message,
        )
        data: Any = {
            "interaction": {
                "id": str(parent.id),
                "type": parent.type.value,
                "response_message_id": str(posted.id),
                "response_message_loading": False,
                "response_message_ephemeral": ephemeral,
            }
        }
        return InteractionCallbackResponse(
            data=data,
            parent=parent,
            state=parent._state,
            type=discord.InteractionResponseType.channel_message,
        )


def arm(interaction: discord.Interaction, budget: float = BUDGET) -> None:
    """Give `interaction` its deadline: called as it arrives, before any handler runs."""
    if interaction.type not in ARMED:
        return
    response = DeadlineResponse(interaction)
    setattr(interaction, RESPONSE_SLOT, response)
    response.start(budget)


async def settle(interaction: discord.Interaction) -> bool:
    """For code answering an interaction without its response's methods (cogs.click_answer):
    settle with the deadline; True when the deadline deferred it, so the answer goes through
    the webhook (TokenExpired when that is too late)."""
    response = interaction.response
    if not isinstance(response, DeadlineResponse):
        return False
    await response.settle()
    if response.deferred_by_deadline:
        response.check_token()
    return response.deferred_by_deadline


def check_token(interaction: discord.Interaction) -> None:
    """Before a follow-up sent without the response's methods (cogs.replies): TokenExpired
    when the token is too old."""
    response = interaction.response
    if isinstance(response, DeadlineResponse):
        response.check_token()
