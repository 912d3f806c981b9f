"""/pickomino review and the rating charts of /pickomino stats and /pickpic stats, through the
fake Discord and the real discord.py, on a real SQLite file (issue 29): games finished before
the bot starts, reviewed across a restart, in English and French; other servers' games and
forged numbers refused in words."""

from __future__ import annotations

import io
from pathlib import Path

import discord
import pytest
from boards.builders import finish, person
from discord_helpers import running
from fakediscord import FakeDiscord
from PIL import Image

from engine.pickomino.players.expert import expert_action
from engine.pickomino.policies import cautious_action
from review.games import played_game
from storage import Seat, SqliteGameStore

MANAGE_GUILD = discord.Permissions(manage_guild=True)


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "pickomino.db"


def png_size(data: bytes) -> tuple[int, int]:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image.size


async def answered(fake, result):  # type: ignore[no-untyped-def]
    """The answer once the bot has given it (a review defers, then follows up)."""
    await fake.wait_for(
        lambda: result.message is not None and not result.message.loading, what="the answer"
    )
    return result


def picture_of(result, filename: str) -> bytes:  # type: ignore[no-untyped-def]
    (embed,) = result.embeds
    assert embed["image"]["url"] == f"attachment://{filename}"
    return bytes(result.message.files[filename])


async def test_reviews_and_rating_charts_in_both_languages_across_a_restart(database: Path) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        other_guild = fake.add_guild("Elsewhere")
        channel, elsewhere = guild.channels[0], other_guild.channels[0]
        ann, bob = fake.add_member(guild, "Ann"), fake.add_member(guild, "Bob")
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        carol = fake.add_member(guild, "Carol")
        stranger = fake.add_member(other_guild, "Stranger")
        store = await SqliteGameStore.open(database)
        try:
            people = [Seat.human(ann.id, "Ann"), Seat.human(bob.id, "Bob")]
            expert = Seat.computer(2, "Computer 1 (expert)")
            first = await played_game(store, guild.id, channel.id, people, cautious_action)
            game = await played_game(
                store, guild.id, channel.id, [*people, expert], cautious_action,
                rules="extension", seed=5,
            )  # fmt: skip
            foreign = await played_game(
                store, other_guild.id, elsewhere.id, [Seat.human(stranger.id, "S"), expert],
                expert_action,
            )  # fmt: skip
            await finish(store, guild.id, [person(ann.id, "Ann"), person(bob.id, "Bob")], [2, 1],
                         kind="pickpic", rules="pickpic")  # fmt: skip
        finally:
            await store.close()

        async with running(fake, database):
            mine = await answered(fake, await fake.slash(ann, channel, "pickomino review"))
            assert mine.ephemeral
            (embed,) = mine.embeds
            assert embed["title"] == f"Review · game #{game.id}"
            names = [field["name"] for field in embed["fields"]]
            assert names == ["Ann", "Bob", "Computer 1 (expert)"]
            assert embed["fields"][0]["value"].startswith("Accuracy ")
            assert "100% by construction" in embed["fields"][2]["value"]
            english = picture_of(mine, f"review-{game.id}.png")
            assert png_size(english) == (800, 450)

            older = await answered(
                fake, await fake.slash(bob, channel, "pickomino review", {"game": first.id})
            )
            assert older.embeds[0]["title"] == f"Review · game #{first.id}"

            for number in (foreign.id, 999_999):
                refused = await fake.slash(ann, channel, "pickomino review", {"game": number})
                assert refused.ephemeral and refused.content == (
                    f"There is no finished Pickomino game #{number} in this server."
                )
            forged = await fake.slash(ann, channel, "pickomino review", {"game": -3}, forged=True)
            assert forged.ephemeral and not forged.embeds and forged.content
            nothing = await fake.slash(carol, channel, "pickomino review", locale="fr")
            assert nothing.content.startswith("Vous n'avez pas de partie de Pickomino terminée")

        async with running(fake, database):
            french = await answered(fake, await fake.slash(ann, channel, "pickomino review",
                                                           locale="fr"))  # fmt: skip
            assert french.embeds[0]["title"] == f"Revue · partie n° {game.id}"
            assert " par les choix" in french.embeds[0]["fields"][0]["value"]
            assert picture_of(french, f"review-{game.id}.png") == english, (
                "the chart follows the server's language, not the caller's"
            )
            await fake.slash(admin, channel, "pickomino settings language", {"language": "fr"})
            again = await answered(fake, await fake.slash(ann, channel, "pickomino review"))
            assert again.embeds[0]["title"] == f"Review · game #{game.id}"
            french_chart = picture_of(again, f"review-{game.id}.png")
            assert french_chart != english and png_size(french_chart) == (800, 450)

            stats = await fake.slash(ann, channel, "pickomino stats")
            assert stats.ephemeral and stats.embeds[0]["title"] == "Statistics · Ann"
            assert png_size(picture_of(stats, "rating.png")) == (800, 450)
            pickpic = await fake.slash(bob, channel, "pickpic stats", locale="fr")
            assert pickpic.embeds[0]["title"].startswith("Statistiques")
            assert png_size(picture_of(pickpic, "rating.png")) == (800, 450)
            unknown = await fake.slash(ann, channel, "pickomino stats", {"member": carol})
            assert not unknown.message.files and "image" not in unknown.embeds[0]
