"""An export reveals nothing hidden (issue 34): /pickomino data taken in the middle of a round
holds only what the person could see. A Pick Pic game's gifts are secret (P4, P5) and its
reveal names only the givers of the cards before the deck card (P8, P9), so its export holds
the person's own moves only, while it runs and once it is over; a running Pickomino game's
export holds the person's own moves only; a finished Pickomino game, every move of which the
board showed, keeps them all. On SQLite and PostgreSQL, through the fake Discord."""

from __future__ import annotations

import json
from typing import Any

from boards.test_discord_boards import open_game, play_to_the_end
from fakediscord import FakeDiscord
from pickpic.pickpic_discord_helpers import game_of, play_step
from stores.backends import Backend
from test_discord_anonymous_seats import pickpic_game, play_pickpic_to_the_end
from test_discord_game import play_one
from test_discord_privacy import answered, backend, bot_of

from engine.pickpic.game import GIVE
from engine.pickpic.policies import computer_actions

__all__ = ["backend"]


async def exported_games(fake, member, channel) -> dict[int, dict[str, Any]]:  # type: ignore[no-untyped-def]
    data = await answered(fake, await fake.slash(member, channel, "pickomino data"))
    (server,) = json.loads(data.files["pickomino-data.json"])["servers"]
    return {game["id"]: game for game in server["games"]}


def moves(entries, seats=None) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return [(e.seat, e.action) for e in entries if seats is None or e.seat in seats]


def exported_moves(game: dict[str, Any]) -> list[tuple[int, str]]:
    return [(move["seat"], move["action"]) for move in game["moves"]]


async def test_an_export_mid_round_holds_only_what_the_person_could_see(
    backend: Backend,
) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with bot_of(fake, backend, computer_pause=0) as bot:
            await pickpic_game(fake, bot, channel, alice, [bob, carol], computers=1)
            await play_step(fake, bot, channel, bob, 1)
            _, game = await game_of(bot, channel)
            alice_moves = computer_actions(game, 0)
            await play_step(fake, bot, channel, alice, 0, alice_moves[:1])
            stored, game = await game_of(bot, channel)
            assert game.phase == GIVE and game.waiting() == [0, 2]
            log = await bot.store.action_log(stored.id)
            assert {seat for seat, action in moves(log) if action.startswith("give:")} == {0, 1, 3}

            shown = (await exported_games(fake, alice, channel))[stored.id]
            assert shown["status"] == "running"
            assert exported_moves(shown) == moves(log, {0}) != []
            assert not [m for m in exported_moves(shown) if m[0] != 0], "P5: others' gifts"

            await play_step(fake, bot, channel, alice, 0, alice_moves[1:])
            await play_pickpic_to_the_end(fake, bot, channel, [alice, bob, carol])
            log = await bot.store.action_log(stored.id)
            over = (await exported_games(fake, alice, channel))[stored.id]
            assert over["status"] == "finished"
            assert exported_moves(over) == moves(log, {0}), "P9: no giver the reveal hid"

            board = await open_game(fake, second, alice, [bob])
            for _ in range(200):
                log = await bot.store.action_log(board_id := int(board.custom_ids[0].split(":")[1]))
                if {0, 1} <= {entry.seat for entry in log}:
                    break
                await play_one(fake, bot, second, board, [alice, bob])
            running = (await exported_games(fake, alice, second))[board_id]
            assert running["status"] == "running"
            assert exported_moves(running) == moves(log, {0})
            assert moves(log, {1}), "Bob's moves are in the log, not in Alice's export"

            await play_to_the_end(fake, bot, second, board, [alice, bob])
            log = await bot.store.action_log(board_id)
            finished = (await exported_games(fake, alice, second))[board_id]
            assert exported_moves(finished) == moves(log), "every move was on the board"
