"""`pickomino-bot db copy --to postgresql://...`: an SQLite database moved into PostgreSQL,
checked, and refused when it would not be a faithful copy."""

import asyncio
import dataclasses
import os
import shutil
from pathlib import Path

import asyncpg
import pytest
from stores.crash_child import CHANNEL, step

from bot.cli import main
from bot.copy_check import compare_copied_games, replays_to_its_state, sample
from storage import (
    ActionLogEntry,
    DeckLimits,
    GameStatus,
    GuildSettings,
    NewDeckPicture,
    Seat,
    SqliteGameStore,
    StoredGame,
)
from storage.postgres import PostgresGameStore

FINISHED = 2
"""Real seeded games played to the end in one channel before the copy; one more is left in
progress."""


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    for name in list(os.environ):
        if name.startswith("PICKOMINO_") or name == "DISCORD_TOKEN":
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)


async def _fill(path: Path) -> None:
    store = await SqliteGameStore.open(path, durable=False)
    while (last := await store.last_game_in_channel(CHANNEL)) is None or last.id <= FINISHED:
        await step(store)
    for _ in range(10):
        await step(store)
    await store.set_guild_settings(GuildSettings(1, "fr", 60))
    for data in PICTURES:
        await store.add_deck_picture(_picture(data), LIMITS)
    removed = await store.add_deck_picture(_picture(b"removed"), LIMITS)
    await store.remove_deck_picture(1, removed.id)
    await store.create_game(
        guild_id=1,
        channel_id=99,
        owner_id=5,
        rules="extension",
        settings_json="{}",
        seats=[Seat.human(5, "Ann"), Seat.computer(1, "Robot")],
    )
    await store.close()


PICTURES = (b"\xff\xd8\x00first", bytes(range(256)))
"""A server deck's pictures (Pick Pic), as bytes: zero bytes and every byte value included."""
LIMITS = DeckLimits(10, 10_000)


def _picture(data: bytes) -> NewDeckPicture:
    return NewDeckPicture(1, "café au lait", data, 3, 4, 0xABCDEF, 0, added_by=5)


async def _counts(url: str) -> dict[str, int]:
    conn = await asyncpg.connect(url)
    try:
        return {
            table: await conn.fetchval(f"SELECT count(*) FROM {table}")
            for table in (
                "games",
                "seats",
                "action_log",
                "results",
                "guild_settings",
                "deck_pictures",
            )
        }
    finally:
        await conn.close()


async def _after_copy(url: str, last_id: int) -> None:
    store = await PostgresGameStore.open(url)
    try:
        assert await store.get_guild_settings(1) == GuildSettings(1, "fr", 60)
        finished = await store.results_for_guild(1)
        assert finished and {result.rank for result in finished} >= {1}
        lobby = await store.active_game_in_channel(99)
        assert lobby is not None and lobby.status is GameStatus.LOBBY
        new = await store.create_game(
            guild_id=2,
            channel_id=100,
            owner_id=5,
            rules="classic",
            settings_json="{}",
            seats=[Seat.human(5, "Ann")],
        )
        assert new.id == last_id + 1
        deck = await store.deck_pictures(1)
        assert [picture.caption for picture in deck] == ["café au lait"] * len(PICTURES)
        stored = await store.deck_picture_data(1, [picture.id for picture in deck])
        assert sorted(stored.values()) == sorted(PICTURES)
        added = await store.add_deck_picture(_picture(b"after the copy"), LIMITS)
        assert added.id == len(PICTURES) + 2
    finally:
        await store.close()


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Filled once for the module; each test copies the file."""
    path = tmp_path_factory.mktemp("filled") / "pickomino.db"
    asyncio.run(_fill(path))
    return path


def test_copy_moves_every_row_and_checks_a_sample(capsys, postgres_url, filled):
    source = Path("data/pickomino.db")
    source.parent.mkdir()
    shutil.copy(filled, source)
    assert main(["db", "copy", "--to", postgres_url]) == 0
    out = capsys.readouterr().out
    counts = asyncio.run(_counts(postgres_url))
    assert f"{counts['games']} games, {counts['action_log']} moves" in out
    assert counts["games"] == FINISHED + 2
    assert counts["guild_settings"] == 1
    assert counts["deck_pictures"] == len(PICTURES) + 1
    assert f"and {min(counts['games'], 25)} games read back identical" in out
    asyncio.run(_after_copy(postgres_url, counts["games"]))

    assert main(["db", "copy", "--to", postgres_url]) == 1
    assert "already holds games: copy into an empty database" in capsys.readouterr().err


def test_a_copy_that_differs_is_caught(postgres_url, tmp_path, filled):
    source = tmp_path / "games.db"
    shutil.copy(filled, source)
    assert main(["db", "copy", "--from", str(source), "--to", postgres_url]) == 0

    async def tamper() -> None:
        conn = await asyncpg.connect(postgres_url)
        await conn.execute("UPDATE games SET state_json = state_json || ' ' WHERE id = 2")
        await conn.close()

    asyncio.run(tamper())
    checked, difference = asyncio.run(compare_copied_games(source, postgres_url))
    assert (checked, difference) == (1, (2, "game row or seats"))


def test_copy_needs_a_postgresql_target(capsys):
    assert main(["db", "copy"]) == 2
    assert "db copy --to postgresql://" in capsys.readouterr().err
    assert main(["db", "copy", "--to", "postgresql://nobody@127.0.0.1:1/x"]) == 1
    assert "there is no database at data/pickomino.db" in capsys.readouterr().err
    assert main(["db", "upgrade"]) == 0
    assert main(["db", "copy", "--to", "postgresql://nobody:secret@127.0.0.1:1/x"]) == 2
    err = capsys.readouterr().err
    assert err == (
        "The database postgresql://nobody:***@127.0.0.1:1/x cannot be opened: no PostgreSQL "
        "server answers at 127.0.0.1:1 ([Errno 111] Connect call failed ('127.0.0.1', 1)).\n"
    )


def test_the_sample_spreads_over_every_game():
    assert sample([3, 5, 8]) == [3, 5, 8]
    picked = sample(list(range(1, 1001)), 5)
    assert picked == [1, 251, 501, 750, 1000]


def test_an_unreadable_state_or_move_is_a_difference_not_a_traceback(filled):
    """A stored state the engine cannot read, or a logged move it refuses, makes the replay
    check answer False (db copy then says the game differs), instead of raising."""

    async def first_game() -> tuple[StoredGame, list[ActionLogEntry]]:
        store = await SqliteGameStore.open(filled)
        try:
            for game_id in range(1, 100):
                game = await store.get_game(game_id)
                log = await store.action_log(game_id)
                if game.state_json is not None and log:
                    return game, log
            raise AssertionError("no played game")
        finally:
            await store.close()

    game, log = asyncio.run(first_game())
    assert replays_to_its_state(game, log)
    assert not replays_to_its_state(dataclasses.replace(game, state_json="{}"), log)
    forged = [dataclasses.replace(log[0], action="aside:9"), *log[1:]]
    assert not replays_to_its_state(game, forged)
