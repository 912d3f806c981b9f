"""Boards posted before an upgrade keep working: the custom ids of their controls, written by
earlier versions, still parse and still act. The ids carry the game id, never the game's kind:
the store knows each game's kind (migration 0004), so ids need not change for a second game.
"""

import pytest
from discord_helpers import running, stored_game
from fakediscord import FakeDiscord

from cogs.components import ActionButton, ChoiceSelect, LobbyButton, RematchButton

OLD_IDS = [
    (ActionButton, "pk:12:3:roll", {"game": "12", "version": "3", "action": "roll"}),
    (ActionButton, "pk:12:3:aside:6", {"game": "12", "version": "3", "action": "aside:6"}),
    (ActionButton, "pk:9:40:keep:canned_worm", {"action": "keep:canned_worm"}),
    (ChoiceSelect, "pks:12:3", {"game": "12", "version": "3"}),
    (LobbyButton, "pkl:12:join", {"game": "12", "operation": "join"}),
    (LobbyButton, "pkl:12:remove_computer", {"operation": "remove_computer"}),
    (RematchButton, "pkr:12", {"game": "12"}),
]


@pytest.mark.parametrize(("item", "custom_id", "parts"), OLD_IDS)
def test_custom_ids_of_earlier_boards_still_parse(item, custom_id, parts) -> None:
    match = item.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    assert {name: match[name] for name in parts} == parts


async def test_an_old_board_is_played_after_a_restart_with_ids_written_by_hand(tmp_path) -> None:
    """The ids are typed here as earlier versions wrote them, not read from the new code."""
    database = tmp_path / "pickomino.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
            board = fake.last_message(channel)
            game_id = int(board.custom_ids[0].split(":")[1])
        async with running(fake, database) as bot:
            assert (await fake.click(bob, board, f"pkl:{game_id}:join")).type == 7
            assert (await fake.click(alice, board, f"pkl:{game_id}:start")).type == 7
            stored, _ = await stored_game(bot, channel.id)
            clicked = await fake.click(alice, board, f"pk:{game_id}:{stored.version}:roll")
            assert clicked.type == 7
            stored, game = await stored_game(bot, channel.id)
            assert [entry.action for entry in await bot.store.action_log(game_id)] == ["roll"]
            assert stored.kind == "pickomino" and game.phase == "set_aside"
