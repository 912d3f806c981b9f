"""No game waits on a seat nobody can play (issue 34), through the fake Discord, on SQLite and
PostgreSQL, for both games: a forgotten person's anonymous seat ("Former player N") is never
carried into a rematch, and a game stored with one still seated (as an earlier version's
rematch, or a forgetting that raced the game's start, left it) lets it leave (F8; Pick Pic's
leaver rule, settled beside P11) when a click or the bot's start finds it."""

from __future__ import annotations

from typing import Any

from boards.test_discord_boards import open_game, play_to_the_end
from fakediscord import FakeDiscord
from pickpic.pickpic_discord_helpers import game_of, play_step
from stores.backends import Backend
from test_discord_privacy import answered, backend, bot_of

from engine.pickomino import snapshot
from storage import GameStatus

__all__ = ["backend"]


async def forget_me(fake: FakeDiscord, member: Any, channel: Any) -> None:
    asked = await fake.slash(member, channel, "pickomino forget-me")
    (custom_id,) = asked.message.custom_ids
    await answered(fake, await fake.click(member, asked.message, custom_id))


def former(guild_id: int, number: int) -> str:
    """The store's own forgetting, without the table layer's leaving first, stores what a
    forgetting that raced a lobby's start did: their seat anonymous, and still seated."""
    return f"Former player {number}"


async def pickpic_game(fake, bot, channel, host, others, computers: int) -> None:  # type: ignore[no-untyped-def]
    await fake.slash(host, channel, "pickpic new", {"target_score": 5})
    lobby = fake.last_message(channel)
    for member in others:
        await fake.click(member, lobby, lobby.custom_id_for("Join"))
    for _ in range(computers):
        await fake.click(host, lobby, lobby.custom_id_for("Add computer"))
    started = await fake.click(host, lobby, lobby.custom_id_for("Start"))
    assert started.type == 7, started.content


async def play_pickpic_to_the_end(fake, bot, channel, members) -> Any:  # type: ignore[no-untyped-def]
    """Each person's whole step as the computer would play it, until the game is over."""
    for _ in range(60):
        stored, game = await game_of(bot, channel)
        if stored.status != GameStatus.RUNNING:
            return stored
        for member in members:
            stored, game = await game_of(bot, channel)
            seat = next(i for i, s in enumerate(stored.seats) if s.user_id == member.id)
            if stored.status == GameStatus.RUNNING and seat in game.waiting():
                await play_step(fake, bot, channel, member, seat)
    raise AssertionError("the game did not end")


async def test_a_pickomino_rematch_after_forget_me_seats_only_who_can_play(
    backend: Backend,
) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with bot_of(fake, backend) as bot:
            board = await open_game(fake, channel, alice, [bob, carol])
            await play_to_the_end(fake, bot, channel, board, [alice, bob, carol])
            await forget_me(fake, alice, channel)

            rematch = await fake.click(bob, board, board.custom_id_for("Rematch"))
            assert rematch.type == 4, rematch.content
            lobby = fake.last_message(channel)
            stored = await bot.store.active_game_in_channel(channel.id)
            assert stored is not None and [s.user_id for s in stored.seats] == [bob.id, carol.id]
            assert "Former player" not in str(lobby.embeds[0])
            await fake.click(carol, lobby, lobby.custom_id_for("Join"))
            started = await fake.click(bob, lobby, lobby.custom_id_for("Start"))
            assert started.type == 7, started.content
            await play_to_the_end(fake, bot, channel, lobby, [bob, carol])
            finished = await bot.store.last_game_in_channel(channel.id)
            assert finished.id == stored.id and finished.status == GameStatus.FINISHED


async def test_a_pick_pic_rematch_after_forget_me_seats_only_who_can_play(
    backend: Backend,
) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with bot_of(fake, backend, computer_pause=0) as bot:
            await pickpic_game(fake, bot, channel, alice, [bob, carol], computers=1)
            await play_pickpic_to_the_end(fake, bot, channel, [alice, bob, carol])
            await forget_me(fake, alice, channel)
            over = fake.last_message(channel)
            rematch = await fake.click(bob, over, over.custom_id_for("Rematch"))
            assert rematch.type == 4, rematch.content
            stored = await bot.store.active_game_in_channel(channel.id)
            assert stored is not None
            assert [(s.user_id, s.is_computer) for s in stored.seats] == [
                (bob.id, False),
                (carol.id, False),
                (None, True),
            ]
            lobby = fake.last_message(channel)
            started = await fake.click(bob, lobby, lobby.custom_id_for("Start"))
            assert started.type == 7, started.content
            finished = await play_pickpic_to_the_end(fake, bot, channel, [bob, carol])
            assert finished.id == stored.id and finished.status == GameStatus.FINISHED


async def test_a_stored_pickomino_game_waiting_on_an_anonymous_seat_is_repaired(
    backend: Backend,
) -> None:
    """Alice, to play first, is anonymized while still seated; a click by Bob, who could not
    play, lets her seat leave (F8) and redraws the board; a second such game is repaired by
    the bot's start, with no click at all."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with bot_of(fake, backend) as bot:
            board = await open_game(fake, channel, alice, [bob, carol])
            other = await open_game(fake, second, alice, [bob, carol])
            await bot.store.forget_person(alice.id, guild.id, former)
            stored = await bot.store.active_game_in_channel(channel.id)
            assert stored is not None and stored.seats[0].user_id is not None
            assert stored.seats[0].user_id < 0
            assert snapshot.from_json(stored.state_json).active[0], "stuck: seated, unplayable"

            codes = [c for c in board.custom_ids if c.startswith("pk:")]
            repaired = await fake.click(bob, board, codes[0])
            assert repaired.type == 7, repaired.content
            stored = await bot.store.active_game_in_channel(channel.id)
            assert stored is not None
            game = snapshot.from_json(stored.state_json)
            assert not game.active[0] and game.current == 1, "F8: her seat left"
            shown = str(board.embeds[0])
            assert "Bob to play" in shown and "Former player 1 leaves the game." in shown
            await play_to_the_end(fake, bot, channel, board, [bob, carol])

        async with bot_of(fake, backend) as bot:
            await fake.wait_for(
                lambda: "Bob to play" in str(other.embeds[0]),
                what="the start's repair redrawing the board",
            )
            stored = await bot.store.active_game_in_channel(second.id)
            assert stored is not None
            assert not snapshot.from_json(stored.state_json).active[0]
            assert "Former player 2 leaves the game." in str(other.embeds[0])
            await play_to_the_end(fake, bot, second, other, [bob, carol])


async def test_a_stored_pick_pic_game_waiting_on_an_anonymous_seat_is_repaired(
    backend: Backend,
) -> None:
    """Alice is anonymized while still seated: the giving step waits on her. Bob's moves on
    his panel let her seat leave (her gifts completed at random, the leaver rule) and the
    game goes on to its end; a lobby holding her anonymous seat gives it up at the start."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob, carol, dan = (
            fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol", "Dan")
        )
        async with bot_of(fake, backend, computer_pause=0) as bot:
            await pickpic_game(fake, bot, channel, alice, [bob, carol, dan], computers=0)
            await fake.slash(bob, second, "pickpic new", {"target_score": 5})
            lobby = fake.last_message(second)
            await fake.click(alice, lobby, lobby.custom_id_for("Join"))
            await bot.store.forget_person(alice.id, guild.id, former)
            stored, game = await game_of(bot, channel)
            assert stored.seats[0].user_id is not None and stored.seats[0].user_id < 0
            assert 0 in game.waiting(), "stuck: the step waits on a seat nobody can play"

            finished = await play_pickpic_to_the_end(fake, bot, channel, [bob, carol, dan])
            assert finished.status == GameStatus.FINISHED
            _, game = await game_of(bot, channel)
            assert not game.active[0], "the leaver rule: her seat left"
            assert "over after" in fake.last_message(channel).embeds[0]["title"]

        async with bot_of(fake, backend, computer_pause=0) as bot:
            await fake.wait_for(
                lambda: "Alice" not in str(lobby.embeds[0]),
                what="the start's repair of the lobby",
            )
            stored = await bot.store.active_game_in_channel(second.id)
            assert stored is not None and [s.user_id for s in stored.seats] == [bob.id]
