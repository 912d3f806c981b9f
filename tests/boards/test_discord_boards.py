"""Leaderboards and statistics in Discord, through the local fake Discord and a real SQLite
file: three games finished by play and by players leaving (F8), then /pickomino leaderboard
and /pickomino stats; page buttons that keep working after a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from discord_helpers import click_action, member_of_seat, running
from fakediscord import FakeDiscord

from boards.builders import computer, finish, person
from engine.pickomino import snapshot
from engine.pickomino.policies import cautious_action
from storage import SqliteGameStore


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "pickomino.db"


async def open_game(fake, channel, host, others):  # type: ignore[no-untyped-def]
    await fake.slash(host, channel, "pickomino new", {"rules": "classic"})
    board = fake.last_message(channel)
    for member in others:
        await fake.click(member, board, board.custom_id_for("Join"))
    await fake.click(host, board, board.custom_id_for("Start"))
    return board


async def play_to_the_end(fake, bot, channel, board, members) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5000):
        stored = await bot.store.active_game_in_channel(channel.id)
        if stored is None:
            return
        game = snapshot.from_json(stored.state_json)
        player = member_of_seat(members, stored, game.current)
        result = await click_action(fake, board, player, str(cautious_action(game)))
        assert result.type == 7, result.content
    raise AssertionError("the game did not end")


def text_of(embed: dict) -> str:  # type: ignore[type-arg]
    parts = [embed.get("title", ""), embed.get("description") or ""]
    parts += [f"{field['name']}: {field['value']}" for field in embed.get("fields", [])]
    parts.append((embed.get("footer") or {}).get("text", ""))
    return "\n".join(parts)


async def test_three_finished_games_make_the_board_and_the_stats(database: Path) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol, dave = (
            fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol", "Dave")
        )
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            await play_to_the_end(fake, bot, channel, board, [alice, bob])
            final = text_of(board.embeds[0])
            assert "Ratings" in final and "Alice: " in final and "Bob: " in final
            first = {r.user_id: r for r in await bot.store.results_for_game(1)}

            await open_game(fake, channel, bob, [carol])
            await fake.slash(carol, channel, "pickomino leave")
            await open_game(fake, channel, alice, [carol])
            await fake.slash(alice, channel, "pickomino leave")

            shown = await fake.slash(alice, channel, "pickomino leaderboard")
            assert shown.ephemeral and not shown.components
            text = text_of(shown.embeds[0])
            assert text.startswith("Leaderboard · classic · all time\n")
            rows = shown.embeds[0]["description"].split("\n")
            assert len(rows) == 3 and [row[:3] for row in rows] == ["1. ", "2. ", "3. "]
            wins = {
                "Alice": int(first[alice.id].won),
                "Bob": int(first[bob.id].won) + 1,
                "Carol": 1,
            }
            for name, won in wins.items():
                (row,) = [row for row in rows if f". {name} · " in row]
                assert f" · 2 games · {won} win" in row
            assert "3 players" in text

            mine = await fake.slash(carol, channel, "pickomino stats")
            stats = text_of(mine.embeds[0])
            assert mine.ephemeral and stats.startswith("Statistics · Carol\n")
            assert "Games: 2 games · 1 win (50%)" in stats
            assert "Current streak: 1 win in a row" in stats and "Rating · classic: " in stats
            other = await fake.slash(carol, channel, "pickomino stats", {"member": dave})
            assert other.embeds[0]["description"] == (
                "Dave has not finished a game here yet: the statistics start with the first one."
            )
            french = await fake.slash(bob, channel, "pickomino leaderboard", locale="fr")
            assert text_of(french.embeds[0]).startswith("Classement · classique · depuis toujours")


async def test_pages_turn_with_buttons_also_after_a_restart(database: Path) -> None:
    """Twelve other people beat Zoe: she is on page 2, and shown under page 1."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        zoe = fake.add_member(guild, "Zoe")
        store = await SqliteGameStore.open(database)
        try:
            for user in range(1, 13):
                await finish(store, guild.id, [person(user), person(zoe.id, "Zoe")], [1, 2])
            await finish(store, guild.id, [person(zoe.id, "Zoe"), computer()], [1, 2])
        finally:
            await store.close()
        async with running(fake, database):
            shown = await fake.slash(zoe, channel, "pickomino leaderboard")
            first = shown.embeds[0]
            assert len(first["description"].split("\n\n")[0].split("\n")) == 10
            assert first["description"].split("\n\n")[1].startswith("You: 13. Zoe · ")
            assert first["footer"]["text"].startswith("Page 1 of 2 · 13 players")
            message = shown.message
            ahead, later = message.custom_ids
            assert ahead == "pkb:classic:all:0" and later == "pkb:classic:all:1"
            turned = await fake.click(zoe, message, later)
            assert turned.type == 7
            assert "Page 2 of 2" in message.embeds[0]["footer"]["text"]
            assert ". Zoe · " in message.embeds[0]["description"]
            assert "You: " not in message.embeds[0]["description"]
        async with running(fake, database):
            back = await fake.click(zoe, message, "pkb:classic:all:0")
            assert back.type == 7 and "Page 1 of 2" in message.embeds[0]["footer"]["text"]


async def test_a_forged_rule_set_or_period_gets_a_short_answer(database: Path) -> None:
    """Values Discord's client would not send: refused in words, nothing logged as an error."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        ann = fake.add_member(guild, "Ann")
        async with running(fake, database):
            for command, options in (
                ("pickomino leaderboard", {"rules": "pickpic"}),
                ("pickomino leaderboard", {"rules": "nonsense"}),
                ("pickomino leaderboard", {"period": "year"}),
                ("pickpic leaderboard", {"period": "year"}),
            ):
                refused = await fake.slash(ann, channel, command, options, forged=True)
                assert refused.ephemeral and not refused.embeds, (command, options)
                assert refused.content in (
                    "The option rules takes one of: classic, extension.",
                    "The option period takes one of: all time, this month, this week.",
                ), refused.content
