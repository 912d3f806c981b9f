"""Clicks on our components, handed to their item by custom id alone (issue 16).

discord.py's own dispatch of a DynamicItem rebuilds a View from every component of the clicked
message, then swaps the clicked one for the item: on a board of a dozen buttons, a cost paid
at every click for a View nobody reads. Our items stay DynamicItems (their template says how
an id is read, and everything a click needs is in the id, so boards posted before a restart
still answer), but discord.py never learns of them: they are not
registered with `add_dynamic_items`, and the views that carry them are stopped before they are
sent (`routed_view`), so discord.py neither stores those views nor registers their items.
An `on_interaction` listener of the bot (`install`) hands each click to its item's class, whose
`clicked` answers from the id's parts alone: no item, and no discord.py Button inside it, is
made for a click.

A click's gateway event carries the whole message it was on, and discord.py parses it into a
Message (the embed, every component, who answered what) before any listener runs. Our handlers
read only that message's id, so `install` also wraps discord.py's parser of INTERACTION_CREATE:
a click on our components reaches it without its message, whose id the click's data keeps
(`clicked_message_id`); discord.py makes no Message of it, and `interaction.message` is None.

The id proves nothing (a modified client can send any id on any message): every handler checks
the game, its channel, its board message and the version itself (cogs.click_checks).
"""

import asyncio
import contextlib
import re
import weakref
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol

import discord
from discord.ext import commands

from cogs.answer_clock import ended
from cogs.replies import answer
from words.i18n import language_of, t


class Routable(Protocol):
    """An item class of ours: its template reads an id, `clicked` answers a click on it."""

    __discord_ui_compiled_template__: re.Pattern[str]

    async def clicked(self, interaction: discord.Interaction, match: re.Match[str]) -> None: ...


Parser = Callable[[dict[str, Any]], None]

INTERACTION_EVENT = "INTERACTION_CREATE"
COMPONENT = 3
"""The gateway's interaction type of a click on a button or a select menu."""
CLICKED_MESSAGE = "clicked_message_id"
"""Where a click on our components keeps the id of the message it was on: in the click's own
data (`interaction.data`), which Discord writes and this module completes, so no client can
choose it."""
CLICKED_PRIVATE = "clicked_private_of"
"""Kept beside it: the id of the author of the message the click was on when that message is
ephemeral, else None. A leaderboard page button may edit only such a message of ours
(cogs.leaderboard_embeds.check_page_message): every public message is someone's board."""
EPHEMERAL = 64
"""The message flag of an ephemeral message."""


def routed_view() -> discord.ui.View:
    """A view for our items, stopped before it is sent: discord.py stores no stopped view and
    so neither keeps it nor dispatches its clicks; `ClickRouter` does."""
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


@contextlib.contextmanager
def sending(message: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A board's message while it is sent; then its view is emptied. A view and its items
    refer to each other, a cycle only a garbage collection frees (about 30 objects a board);
    once sent, nothing reads the view again, and emptied, it and its items go at once. Fewer
    collections, and shorter ones (issue 16)."""
    try:
        yield message
    finally:
        view = message.get("view")
        if view is not None:
            view.clear_items()


class ClickRouter:
    """Finds the item whose template an id fits, and lets it answer."""

    def __init__(self, items: Sequence[Routable]) -> None:
        self.items = tuple(items)
        self.prefixes = tuple({_prefix(item) for item in items})

    def ours(self, custom_id: str) -> bool:
        """The id starts like one of ours (then it gets an answer, fitting or not)."""
        return custom_id.startswith(self.prefixes)

    def find(self, custom_id: str) -> tuple[Routable, re.Match[str]] | None:
        for item in self.items:
            match = item.__discord_ui_compiled_template__.fullmatch(custom_id)
            if match is not None:
                return item, match
        return None

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """An id with our prefix that fits none of our items (a number too long for a game
        id, a negative one, garbage after the prefix) gets the stale-board answer, and no
        error is logged."""
        if interaction.type != discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if not self.ours(custom_id):
            return
        try:
            if not await self.route(interaction):
                ended(interaction, "stale")
                await answer(interaction, t("error.outdated", language_of(interaction.locale)))
        finally:
            forget_response(interaction)

    async def route(self, interaction: discord.Interaction) -> bool:
        """Runs the clicked item's `clicked`; False when the id fits none of our items (made
        up, or a number too long for the store), for the caller to answer. The task it runs
        in is named after the id too, so a stop waiting for it (cogs.in_flight) says which."""
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        found = self.find(custom_id)
        if found is None:
            return False
        item, match = found
        task = asyncio.current_task()
        if task is not None:
            task.set_name(f"{task.get_name()} {custom_id}")
        await item.clicked(interaction, match)
        return True


def clicked_message_id(interaction: discord.Interaction) -> int | None:
    """The id of the message a click on our components was on (None for anything else)."""
    value = (interaction.data or {}).get(CLICKED_MESSAGE)
    return value if isinstance(value, int) else None


def clicked_private_of(interaction: discord.Interaction) -> int | None:
    """Who wrote the ephemeral message a click on our components was on (None when that
    message is public, or for anything else)."""
    value = (interaction.data or {}).get(CLICKED_PRIVATE)
    return value if isinstance(value, int) else None


RESPONSE_SLOT = "_cs_response"
"""Where discord.py (checked with 2.7) keeps an interaction's response object once made."""


def forget_response(interaction: discord.Interaction) -> None:
    """Once a click on our components is answered, its interaction is done with; but discord.py
    keeps its response object in a slot of the interaction, and the response refers back to
    the interaction: a cycle that holds the interaction, the clicked message with its embed and
    components, and the member, about 35 objects a click, until a garbage collection. Those
    made most of what the collector tracked after a burst, and what its full collections
    walked. Dropping the cached response breaks the cycle, and reference counting frees the
    lot at once. The slot is discord.py's own, not its public API: if an upgrade renames it,
    nothing breaks here, and tests/test_click_router.py fails on the garbage left behind."""
    with contextlib.suppress(AttributeError):
        delattr(interaction, RESPONSE_SLOT)


_INSTALLED: "weakref.WeakKeyDictionary[commands.Bot, ClickRouter]" = weakref.WeakKeyDictionary()


def install(bot: commands.Bot, items: Sequence[Routable]) -> None:
    """The bot's one router, a listener of the bot rather than of a cog: this module is not
    the extension's, so unloading the game cogs (the first step of a stop) keeps it, and a
    click arriving then reaches its item, which answers that the bot is stopping. Loading
    the extension again replaces the router rather than adding a second one."""
    previous = _INSTALLED.get(bot)
    if previous is not None:
        bot.remove_listener(previous.on_interaction, "on_interaction")
    router = _INSTALLED[bot] = ClickRouter(items)
    bot.add_listener(router.on_interaction, "on_interaction")
    parsers: dict[str, Parser] = bot._connection.parsers
    if previous is None:
        parsers[INTERACTION_EVENT] = _unburdened(bot, parsers[INTERACTION_EVENT])


def _unburdened(bot: commands.Bot, parse: Parser) -> Parser:
    """discord.py's parser of INTERACTION_CREATE, handed a click on our components without
    its message, whose id goes into the click's data (CLICKED_MESSAGE). The dictionary of
    parsers is discord.py's own (checked with 2.7); tests/test_click_router.py fails if a
    click's message is parsed again."""

    def parse_interaction_create(data: dict[str, Any]) -> None:
        message = data.get("message")
        router = _INSTALLED.get(bot)
        if data.get("type") == COMPONENT and message is not None and router is not None:
            custom_id = (data.get("data") or {}).get("custom_id")
            if isinstance(custom_id, str) and router.ours(custom_id):
                del data["message"]
                data["data"][CLICKED_MESSAGE] = int(message["id"])
                data["data"][CLICKED_PRIVATE] = _private_author(message)
        parse(data)

    return parse_interaction_create


def _private_author(message: dict[str, Any]) -> int | None:
    if not int(message.get("flags") or 0) & EPHEMERAL:
        return None
    author = (message.get("author") or {}).get("id")
    return int(author) if author is not None else None


def _prefix(item: Routable) -> str:
    """The literal start of an item's template, up to its first colon: "pk:", "pkl:", "pp:"."""
    template: str = item.__discord_ui_compiled_template__.pattern
    return template[: template.index(":") + 1]
