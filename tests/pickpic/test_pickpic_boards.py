"""Pick Pic's own leaderboard and statistics: finished Pick Pic games are rated on a board of
their own (kind 'pickpic', one rule set), shown by /pickpic leaderboard and /pickpic stats and
by `pickomino-bot leaderboard|stats --game pickpic`, never mixed with Pickomino's."""

from __future__ import annotations

from pathlib import Path

import pytest
from boards.builders import finish, person, rows
from discord_helpers import running
from fakediscord import FakeDiscord
from pickpic_discord_helpers import game_of, play_step

from bot.cli import main
from storage import ALL_TIME, GameStatus, Leaderboard, SqliteGameStore
from tables.leaderboards.queries import Leaderboards, Period
from tables.leaderboards.upkeep import rebuild

GUILD = 5
PICKPIC = "pickpic"


def pickpic_board(guild_id: int) -> Leaderboard:
    return Leaderboard(guild_id, PICKPIC, PICKPIC)


async def finish_pickpic(store, guild_id, seats, places, points, removed=()):  # type: ignore[no-untyped-def]
    return await finish(
        store,
        guild_id,
        seats,
        places,
        worms=points,
        removed=removed,
        rules=PICKPIC,
        kind=PICKPIC,
    )


def text_of(embed: dict) -> str:  # type: ignore[type-arg]
    parts = [embed.get("title", ""), embed.get("description") or ""]
    parts += [f"{field['name']}: {field['value']}" for field in embed.get("fields", [])]
    parts.append((embed.get("footer") or {}).get("text", ""))
    return "\n".join(parts)


async def test_pickpic_games_make_a_board_of_their_own(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """P11's points stand where Pickomino's worms stand; ties share a place; a seat that
    left ranks last; the two games' boards and statistics never mix."""
    store = await SqliteGameStore.open(tmp_path / "boards.db", durable=False)
    try:
        ann, bob, cy = person(1, "Ann"), person(2, "Bob"), person(3, "Cy")
        await finish_pickpic(store, GUILD, [ann, bob, cy], [1, 1, 3], [21, 21, 9])
        await finish_pickpic(store, GUILD, [ann, bob, cy], [1, 3, 2], [20, 4, 12], removed=[1])
        await finish(store, GUILD, [person(4, "Dee"), cy], [1, 2])

        ranked = await rows(store, GUILD, rules=PICKPIC, kind=PICKPIC)
        assert ranked[0][2] == "Ann" and {name for _, _, name in ranked} == {"Ann", "Bob", "Cy"}
        assert [name for _, _, name in await rows(store, GUILD)] == ["Dee", "Cy"]
        boards = Leaderboards(store)
        view = await boards.page(GUILD, PICKPIC, PICKPIC, Period.ALL, 0, caller=None, language="en")
        assert view.title == "Pick Pic leaderboard · all time"
        assert (
            view.lines[0].startswith("1. Ann · ")
            and " · 2 games · 2 wins (100%) · " in (view.lines[0])
        )
        assert view.lines[0].endswith(" · 20.5 points per game")
        assert "🪱" not in "\n".join(view.lines)

        mine = await boards.stats(GUILD, PICKPIC, 3, "Cy", "en")
        fields = dict(mine.fields)
        assert mine.title == "Pick Pic statistics · Cy"
        assert list(fields) == ["Games", "Points", "Average place", "Current streak", "Rating"]
        assert fields["Games"] == "2 games · 0 wins (0%)"
        assert fields["Points"] == "10.5 per game · best 12"
        assert fields["Average place"] == "3 players: 2.5 (2 games)"
        assert fields["Current streak"] == "2 games without a win"
        assert mine.note is None, "no remark about turns Pick Pic does not count"
        pickomino = dict((await boards.stats(GUILD, "pickomino", 3, "Cy", "en")).fields)
        assert pickomino["Games"] == "1 game · 0 wins (0%)"

        nobody = await boards.stats(GUILD, PICKPIC, 4, "Dee", "fr")
        assert nobody.fields == ()
        assert nobody.note == (
            "Dee n'a pas encore terminé de partie de Pick Pic ici : les statistiques "
            "commencent avec la première."
        )

        incremental = await store.leaderboard(pickpic_board(GUILD), ALL_TIME, limit=100)
        rebuilt = await rebuild(store)
        assert (rebuilt.counted, rebuilt.uncountable, rebuilt.rated) == (0, 1, 3)
        warned = [record.getMessage() for record in caplog.records]
        assert warned == ["game 3: its log does not replay to its final state; not counted"], (
            "only the Pickomino game (a token state) is replayed; Pick Pic keeps no counts"
        )
        assert await store.leaderboard(pickpic_board(GUILD), ALL_TIME, limit=100) == incremental
    finally:
        await store.close()


async def test_finished_pickpic_games_show_on_pickpic_leaderboard_and_stats(
    tmp_path: Path,
) -> None:
    """Three people at a table; Carol leaves and the game ends (fewer than three players
    left), twice, once after a whole round; she ranks last (F8); then the commands show the
    rows, in English and French."""
    database = tmp_path / "pickpic.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol, dave = (
            fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol", "Dave")
        )
        async with running(fake, database, computer_pause=0) as bot:
            for host, others, play_round in (
                (alice, (bob, carol), True),
                (bob, (alice, carol), False),
            ):
                await fake.slash(host, channel, "pickpic new", {"target_score": 30})
                lobby = fake.last_message(channel)
                for member in others:
                    await fake.click(member, lobby, lobby.custom_id_for("Join"))
                await fake.click(host, lobby, lobby.custom_id_for("Start"))
                members = (host, *others)
                for _ in range(2 if play_round else 0):
                    for seat, member in enumerate(members):
                        _, game = await game_of(bot, channel)
                        if seat in game.waiting():
                            await play_step(fake, bot, channel, member, seat)
                await fake.slash(carol, channel, "pickomino leave")
                stored, _ = await game_of(bot, channel)
                assert stored.status == GameStatus.FINISHED
                final = text_of(fake.last_message(channel).embeds[0])
                assert "Ratings: " in final, "the final table shows each person's new rating"
                assert all(f"{m.name}: " in final for m in members)
            scores = {r.user_id: r.worms for r in await bot.store.results_for_game(1)}

            shown = await fake.slash(dave, channel, "pickpic leaderboard")
            assert shown.ephemeral and not shown.components
            text = text_of(shown.embeds[0])
            assert text.startswith("Pick Pic leaderboard · all time\n")
            lines = shown.embeds[0]["description"].split("\n")
            assert len(lines) == 3 and all(" points per game" in line for line in lines)
            (carol_line,) = [line for line in lines if ". Carol · " in line]
            assert " · 2 games · 0 wins (0%) · " in carol_line
            (bob_line,) = [line for line in lines if ". Bob · " in line]
            assert " · 2 games · " in bob_line
            assert "3 players" in text

            mine = await fake.slash(carol, channel, "pickpic stats")
            stats = text_of(mine.embeds[0])
            assert mine.ephemeral and stats.startswith("Pick Pic statistics · Carol\n")
            assert "Games: 2 games · 0 wins (0%)" in stats
            assert f"Points: {scores[carol.id] / 2:.1f} per game · best {scores[carol.id]}" in stats
            assert "Average place: 3 players: 3.0 (2 games)" in stats
            assert "Current streak: 2 games without a win" in stats and "\nRating: " in stats
            for pickomino_only in ("Worms", "Tiles", "Busts"):
                assert pickomino_only not in stats
            other = await fake.slash(carol, channel, "pickpic stats", {"member": dave})
            assert other.embeds[0]["description"].startswith(
                "Dave has not finished a game of Pick Pic here yet"
            )
            pickomino = await fake.slash(carol, channel, "pickomino leaderboard")
            assert pickomino.embeds[0]["description"] == (
                "Nobody has finished a game with these rules here yet."
            )
            french = await fake.slash(bob, channel, "pickpic leaderboard", locale="fr")
            assert text_of(french.embeds[0]).startswith("Classement de Pick Pic · depuis toujours")
            assert " points par partie" in french.embeds[0]["description"]


async def test_pickpic_pages_turn_with_buttons_also_after_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "pickpic.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        zoe = fake.add_member(guild, "Zoe")
        store = await SqliteGameStore.open(database)
        try:
            for user in range(1, 13):
                seats = [person(user), person(100 + user), person(zoe.id, "Zoe")]
                await finish_pickpic(store, guild.id, seats, [1, 2, 3], [20, 10, 0])
        finally:
            await store.close()
        async with running(fake, database):
            shown = await fake.slash(zoe, channel, "pickpic leaderboard", {"period": "month"})
            first = shown.embeds[0]
            assert first["title"] == "Pick Pic leaderboard · this month"
            assert first["footer"]["text"].startswith("Page 1 of 3 · 25 players")
            assert first["description"].split("\n\n")[1].startswith("You: 25. Zoe · ")
            message = shown.message
            assert message.custom_ids == ["pkb:pickpic:month:0", "pkb:pickpic:month:1"]
            turned = await fake.click(zoe, message, "pkb:pickpic:month:1")
            assert turned.type == 7 and "Page 2 of 3" in message.embeds[0]["footer"]["text"]
            assert "points per game" in message.embeds[0]["description"]
        async with running(fake, database):
            later = await fake.click(zoe, message, "pkb:pickpic:month:2")
            assert later.type == 7 and "Page 3 of 3" in message.embeds[0]["footer"]["text"]
            assert ". Zoe · " in message.embeds[0]["description"]


def test_the_terminal_reads_pickpic_boards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    database = tmp_path / "boards.db"
    monkeypatch.setenv("PICKOMINO_DATABASE_PATH", str(database))
    monkeypatch.delenv("PICKOMINO_DEFAULT_LANGUAGE", raising=False)
    monkeypatch.chdir(tmp_path)

    async def fill() -> None:
        store = await SqliteGameStore.open(database, durable=False)
        try:
            seats = [person(1, "Ann"), person(2, "Bob"), person(3, "Cy")]
            await finish_pickpic(store, GUILD, seats, [1, 2, 2], [22, 8, 8])
        finally:
            await store.close()

    asyncio.run(fill())
    assert main(["leaderboard", "--game", "pickpic", "--guild", str(GUILD)]) == 0
    board = capsys.readouterr().out
    assert board.startswith("Pick Pic leaderboard · all time\n")
    assert "1. Ann · " in board and "2. Bob · " in board and "2. Cy · " in board
    assert main(["stats", "bob", "--game", "pickpic", "--guild", str(GUILD)]) == 0
    stats = capsys.readouterr().out
    assert stats.startswith("Pick Pic statistics · Bob\n")
    assert "Points: 8.0 per game · best 8" in stats and "Busts" not in stats
    assert main(["leaderboard", "--guild", str(GUILD)]) == 0
    empty = f"Nobody has finished a game with these rules in server {GUILD} yet."
    assert empty in capsys.readouterr().out
    assert main(["leaderboard", "--game", "pickpic", "--rules", "classic"]) == 2
    assert "Pick Pic has one rule set" in capsys.readouterr().err
