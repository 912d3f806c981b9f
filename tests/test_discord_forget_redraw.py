"""Forgetting redraws any board it changes (issue 34), through the fake Discord, on SQLite and
PostgreSQL. /pickomino forget-me by the person to play redraws the board at once. The
operator's `pickomino-bot data forget --user`, a real child process beside the running bot,
cannot reach Discord: the board it changed is redrawn by the next click on it, which is
answered "out of date", and a computer whose turn that forgetting brought plays on."""

from __future__ import annotations

import asyncio
import subprocess

from boards.test_discord_boards import open_game
from fakediscord import FakeDiscord
from pickpic.pickpic_discord_helpers import game_of, open_panel, play_step, table_of
from stores.backends import Backend
from terminal_process import cli_command, cli_environment
from test_discord_anonymous_seats import forget_me, pickpic_game
from test_discord_game import play_one
from test_discord_privacy import backend, bot_of

from engine.pickpic.game import RANK

__all__ = ["backend"]


def to_play(board) -> str:  # type: ignore[no-untyped-def]
    """The name of the board's field saying who is to play ("Bob to play")."""
    (field,) = [f["name"] for f in board.embeds[0]["fields"] if f["name"].endswith(" to play")]
    return field


async def forget_as_operator(backend: Backend, user_id: int) -> subprocess.CompletedProcess[str]:
    variables = {"PICKOMINO_DATABASE_PATH": str(backend.path), "PICKOMINO_COMPUTER_PAUSE": "0"}
    if backend.url is not None:
        variables["PICKOMINO_DATABASE_URL"] = backend.url
    return await asyncio.to_thread(
        subprocess.run,
        cli_command("data", "forget", "--user", str(user_id)),
        cwd=backend.path.parent,
        env=cli_environment(**variables),
        capture_output=True,
        text=True,
        timeout=120,
    )


async def test_forget_me_by_the_person_to_play_redraws_the_board(backend: Backend) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with bot_of(fake, backend):
            board = await open_game(fake, channel, alice, [bob, carol])
            assert to_play(board) == "Alice to play"
            await forget_me(fake, alice, channel)
            assert to_play(board) == "Bob to play"
            assert "Alice" not in str(board.embeds[0]) and "Former player 1" in str(board.embeds)


async def test_a_click_on_a_board_the_operator_changed_redraws_it(backend: Backend) -> None:
    """Alice, to play, is forgotten by the operator; the computer after her is due. Bob's
    click on the stale board is out of date, the board is redrawn, and the computer plays
    its turn, after which Bob plays on the redrawn board."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with bot_of(fake, backend, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
            board = fake.last_message(channel)
            await fake.click(alice, board, board.custom_id_for("Medium computer"))
            await fake.click(bob, board, board.custom_id_for("Join"))
            await fake.click(alice, board, board.custom_id_for("Start"))
            assert to_play(board) == "Alice to play"
            stale = board.custom_id_for("Roll 8 dice")

            forgot = await forget_as_operator(backend, alice.id)
            assert forgot.returncode == 0, forgot.stderr
            assert to_play(board) == "Alice to play", "no process told Discord yet"

            refused = await fake.click(bob, board, stale)
            assert refused.ephemeral and refused.content == "This board is out of date."
            await fake.wait_for(lambda: to_play(board) == "Bob to play", what="the redraw")
            assert "Alice" not in str(board.embeds[0])
            stored = await bot.store.active_game_in_channel(channel.id)
            assert stored is not None and stored.seats[0].user_id is not None
            assert stored.seats[0].user_id < 0
            log = await bot.store.action_log(stored.id)
            assert {entry.seat for entry in log} >= {0, 1}, "her removal, the computer's turn"
            played = await play_one(fake, bot, channel, board, [bob])
            assert played.type == 7, played.content


async def test_a_stale_pick_pic_panel_redraws_the_table_the_operator_changed(
    backend: Backend,
) -> None:
    """Carol, the last to give, is forgotten by the operator: her gifts are completed (the
    leaver rule) and the ranking step begins. Alice's panel of the giving step is out of
    date, and its click redraws the table, which no longer waits for Carol."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with bot_of(fake, backend, computer_pause=0) as bot:
            await pickpic_game(fake, bot, channel, alice, [bob, carol], computers=1)
            old_panel = await open_panel(fake, channel, alice)
            await play_step(fake, bot, channel, alice, 0)
            await play_step(fake, bot, channel, bob, 1)
            table = table_of(fake, channel)
            assert "giving" in table.embeds[0]["title"] and "Carol" in str(table.embeds[0])

            forgot = await forget_as_operator(backend, carol.id)
            assert forgot.returncode == 0, forgot.stderr
            _, game = await game_of(bot, channel)
            assert game.phase == RANK and not game.active[2]
            assert "giving" in table.embeds[0]["title"], "no process told Discord yet"

            select = old_panel.interactive_components()[0]
            value = select["options"][0]["value"]
            stale = await fake.select(alice, old_panel, select["custom_id"], [value])
            assert stale.ephemeral and stale.content == "This board is out of date."
            await fake.wait_for(
                lambda: "ranking" in table.embeds[0]["title"], what="the table redrawn"
            )
            assert "Carol" not in str(table.embeds[0])
            await play_step(fake, bot, channel, alice, 0)
            _, game = await game_of(bot, channel)
            assert game.waiting() == [1], "Alice ranked on the redrawn table"
