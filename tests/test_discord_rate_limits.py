"""The bot inside Discord's rate limits (issue 36), through the fake Discord with its limits
on (tests/fakediscord/rate_limits.py): boards coalesce and catch up with the game, answers
never wait behind the edits Discord holds back, another game's due turns go on, and a
board Discord refuses (404, 403) parks its table instead of being tried at every turn."""

import asyncio

import pytest
from discord_helpers import click_action, running, stored_game
from fakediscord import FakeDiscord, RateLimits
from test_discord_computers import has_controls, open_against_computers

from engine.pickomino.policies import cautious_action

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


def shown_version(board) -> int:
    """The game version the board's controls were drawn for (`pk:<game>:<version>:<code>`)."""
    versions = {int(c.split(":")[2]) for c in board.custom_ids if c.startswith("pk:")}
    (version,) = versions
    return version


def moved_on(board, version: int):  # type: ignore[no-untyped-def]
    return lambda: not has_controls(board) or shown_version(board) != version


async def alices_turn(fake, bot, channel, board) -> None:
    """Wait until the board shows Alice's controls for the game as stored."""

    while True:
        await fake.wait_for(lambda: has_controls(board), what="Alice's turn on the board")
        stored, _ = await stored_game(bot, channel.id)
        if shown_version(board) == stored.version:
            return
        await fake.wait_for(moved_on(board, stored.version), what="the next board")


async def computers_done(bot, channel):
    """The game once the computers have played their turns, read from the store: the board
    may be parked, and show nothing of it."""
    for _ in range(1000):
        stored, game = await stored_game(bot, channel.id)
        if not stored.seats[game.current].is_computer or game.is_over:
            return stored, game
        await asyncio.sleep(0.01)
    raise AssertionError("the computers did not finish their turns")


async def play_alices_turn(fake, bot, channel, board, alice) -> None:
    """Alice's cautious moves until the turn leaves her."""
    _, game = await stored_game(bot, channel.id)
    seat = game.current
    while game.current == seat and not game.is_over:
        clicked = await click_action(fake, board, alice, str(cautious_action(game)))
        assert clicked.type == 7, clicked.content
        _, game = await stored_game(bot, channel.id)


async def test_computer_turns_coalesce_into_fewer_edits_and_the_board_catches_up(database):
    async with FakeDiscord(rate_limits=RateLimits(), interaction_rules=True) as fake:
        channel = fake.add_guild().channels[0]
        alice = fake.add_member(channel.guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            board = await open_against_computers(fake, channel, alice, 2, rules="extension")
            computer_moves = edits = 0
            for _ in range(3):
                await alices_turn(fake, bot, channel, board)
                await play_alices_turn(fake, bot, channel, board, alice)
                after_alice, _ = await stored_game(bot, channel.id)
                edits_before = fake.requests[EDIT]
                await alices_turn(fake, bot, channel, board)
                stored, _ = await stored_game(bot, channel.id)
                computer_moves += stored.version - after_alice.version
                edits += fake.requests[EDIT] - edits_before
            await bot.get_cog("Pickomino").updates.settled(stored.id)
        assert 0 < edits < computer_moves
        assert fake.rate_limited == []
        assert fake.invalid_requests == {}


async def test_answers_and_other_games_never_wait_for_an_edit_discord_holds_back(database):
    """Edits limited to one per 5 s in a channel: once the computer's turn used the first
    game's edit, discord.py holds the next one inside its call (before, with the game's lock
    held, and the one timer loop waiting). `/pickomino status` there is answered at once (not
    deferred: it did not wait for the game's lock), the second game's computer plays its
    turns meanwhile, and both boards catch up with their games."""
    limits = RateLimits(per_route=1, per_route_seconds=5.0)
    async with FakeDiscord(rate_limits=limits, interaction_rules=True) as fake:
        guild = fake.add_guild()
        first, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, computer_pause=0) as bot:
            board = await open_against_computers(fake, first, alice, 1)
            await alices_turn(fake, bot, first, board)
            edits = fake.requests[EDIT]
            await play_alices_turn(fake, bot, first, board, alice)
            await fake.wait_for(lambda: fake.requests[EDIT] > edits, what="the first edit")
            status = await fake.slash(alice, first, "pickomino status")
            assert status.type == 4 and not status.refusals
            other = await open_against_computers(fake, second, bob, 1)
            await alices_turn(fake, bot, second, other)
            await play_alices_turn(fake, bot, second, other, bob)
            await alices_turn(fake, bot, second, other)
            assert status.message is not None
            await alices_turn(fake, bot, first, status.message)
            game_id = int(board.custom_ids[0].split(":")[1])
            await bot.get_cog("Pickomino").updates.settled(game_id)
            assert not any(c.startswith("pk:") for c in board.custom_ids), "old board retired"


@pytest.mark.parametrize("refusal", ["channel closed to the bot", "board deleted"])
async def test_a_board_discord_refuses_parks_its_table_until_a_new_board(database, refusal, caplog):
    """The bot loses access to the channel (403, Missing Access) or the board is deleted
    (404): the computer's whole turn costs one refused edit, not one per move; the game goes
    on in the store; `/pickomino status` answers with a new board, which plays."""
    async with FakeDiscord(rate_limits=RateLimits(), interaction_rules=True) as fake:
        channel = fake.add_guild().channels[0]
        alice = fake.add_member(channel.guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            board = await open_against_computers(fake, channel, alice, 2)
            await alices_turn(fake, bot, channel, board)
            game_id = int(board.custom_ids[0].split(":")[1])
            path = f"/channels/{channel.id}/messages/{board.id}"
            if refusal == "board deleted":
                fake.inject_error("PATCH", path, status=404, code=10008, times=None)
            else:
                fake.forbid_channel(channel, view=True)
            edits = fake.requests[EDIT]
            await play_alices_turn(fake, bot, channel, board, alice)
            after_alice, _ = await stored_game(bot, channel.id)
            stored, _ = await computers_done(bot, channel)
            await bot.get_cog("Pickomino").updates.settled(game_id)
            assert stored.version - after_alice.version >= 2, "the computers played"
            assert fake.requests[EDIT] - edits == 1
            assert "parked" in caplog.text
            fake.allow_channel(channel)
            status = await fake.slash(alice, channel, "pickomino status")
            assert status.type == 4 and status.message is not None
            assert shown_version(status.message) == stored.version
            await play_alices_turn(fake, bot, channel, status.message, alice)
            await alices_turn(fake, bot, channel, status.message)
        if refusal == "channel closed to the bot":
            assert fake.invalid_requests[403] <= 2
