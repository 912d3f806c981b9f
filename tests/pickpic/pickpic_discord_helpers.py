"""Helpers of the Pick Pic tests through the local fake Discord: the stored game, the table
message, a player's panel, and a whole step played on it."""

import asyncio

from engine.pickpic import snapshot
from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus


async def game_of(bot, channel) -> tuple:  # type: ignore[no-untyped-def, type-arg]
    stored = await bot.store.last_game_in_channel(channel.id)
    return stored, snapshot.from_json(stored.state_json)


def table_of(fake, channel):  # type: ignore[no-untyped-def]
    """The channel's table: the last message with the My cards button."""
    for message in reversed(fake.messages(channel)):
        if any(cid.startswith("pp:cards:") for cid in message.custom_ids):
            return message
    raise AssertionError("no table message")


async def open_panel(fake, channel, member):  # type: ignore[no-untyped-def]
    table = table_of(fake, channel)
    opened = await fake.click(member, table, next(c for c in table.custom_ids if "pp:cards" in c))
    assert opened.ephemeral, "a panel is only ever ephemeral"
    return opened.message


async def use_action(fake, panel, member, code, locale="en-US"):  # type: ignore[no-untyped-def]
    """Use the control of engine action `code` on a player's panel: the option of a select
    menu, or a button."""
    select = next(
        (c for c in panel.interactive_components()
         if any(o["value"] == code for o in c.get("options", []))),
        None,
    )  # fmt: skip
    if select is not None:
        return await fake.select(member, panel, select["custom_id"], [code], locale=locale)
    custom_id = next(c for c in panel.custom_ids if c.endswith(f":{code}"))
    return await fake.click(member, panel, custom_id, locale=locale)


async def play_step(fake, bot, channel, member, seat, moves=None, wait_reveal=True):  # type: ignore[no-untyped-def]
    """Open the member's panel and play `moves` (default: the computer's whole step) on it,
    then wait until the bot has sent the table's messages they caused (a click is answered
    first: cogs/board_updates.py); when that ended the round, wait for its reveal and the next
    table (`wait_reveal`)."""
    panel = await open_panel(fake, channel, member)
    _, game = await game_of(bot, channel)
    round_before = game.round
    for action in moves if moves is not None else computer_actions(game, seat):
        result = await use_action(fake, panel, member, str(action))
        assert result.type == 7, result.content
    stored, game = await game_of(bot, channel)
    await bot.get_cog("Pickomino").updates.settled(stored.id)
    ended = game.phase == REVEAL or game.round > round_before
    if wait_reveal and (ended or stored.status != GameStatus.RUNNING):
        titles = ("over after", f"round {round_before + 1}")
        await fake.wait_for(
            lambda: any(t in fake.last_message(channel).embeds[0].get("title", "") for t in titles),
            what="the reveal, then the next table",
        )
    return panel


async def stored_as_table(bot, channel, message) -> None:  # type: ignore[no-untyped-def]
    """Wait until the game stores `message` as its table: the bot stores a message's id once
    Discord has answered its posting, a moment after the fake shows it."""
    for _ in range(500):
        if (await bot.store.last_game_in_channel(channel.id)).message_id == message.id:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"message {message.id} never became the table")
