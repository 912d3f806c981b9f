"""Server decks (issue 17) through the local fake Discord, a real SQLite file and the real
discord.py: /pickpic deck add, list and remove, and whole games dealt from a server's own
pictures (P1), with computers, across a restart.

Uploads are real files the bot downloads from the fake's CDN address with discord.py's own
`Attachment.read`; what is stored is read back from the database."""

import io

import discord
import pytest
from discord_helpers import running
from fakediscord import FakeDiscord
from pickpic_discord_helpers import game_of, open_panel, play_step, stored_as_table, table_of
from PIL import Image

from engine.pickpic.game import RANK
from engine.pickpic.settings import SERVER_BASE, picture_of
from storage import DeckUsage, GameStatus, SqliteGameStore
from tables.pickpic.options import options_of

ADMIN = discord.Permissions(manage_guild=True)
CAPTIONS = (
    "red dog on the beach", "dog in the snow", "a cat asleep", "cat and dog friends",
    "blue sea waves", "sea shells", "green forest path", "forest mushrooms",
    "city lights at night", "night sky stars", "red apple", "apple tree in bloom",
    "yellow sunflower", "sunflower field", "old stone bridge", "stone castle",
    "birthday cake", "chocolate cake", "mountain lake", "snowy mountain",
)  # fmt: skip
"""Twenty pictures, in pairs that share a word: what the computer weighs."""


@pytest.fixture
def database(tmp_path):
    return tmp_path / "decks.db"


def png(number: int, size: tuple[int, int] = (60, 90)) -> bytes:
    """A picture of two colours of its own (its number seeds them)."""
    top = ((number * 53) % 256, (number * 97) % 256, (number * 29) % 256)
    image = Image.new("RGB", size, top)
    image.paste((255 - top[0], top[2], top[1]), (0, size[1] // 2, size[0], size[1]))
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


async def add(fake, member, channel, data: bytes, caption: str, name: str = "photo.png"):  # type: ignore[no-untyped-def]
    """/pickpic deck add; the text of the answer, once the bot has given it."""
    upload = fake.attachment(name, data, "image/png")
    result = await fake.slash(member, channel, "pickpic deck add",
                              {"picture": upload, "caption": caption})  # fmt: skip
    await fake.wait_for(lambda: result.message is not None and not result.message.loading,
                        what="the answer to /pickpic deck add")  # fmt: skip
    assert result.ephemeral
    return result.content, upload


async def step(fake, bot, channel, member) -> None:  # type: ignore[no-untyped-def]
    """The member's whole step as the computer would play it, on the table the bot stored
    (with no pause, the next table shows a moment before the bot stores its id)."""
    await stored_as_table(bot, channel, table_of(fake, channel))
    await play_step(fake, bot, channel, member, 0)


async def stored_pictures(database, guild_id: int):  # type: ignore[no-untyped-def]
    """The deck as the database holds it, read with a store of the test's own."""
    store = await SqliteGameStore.open(database)
    try:
        return await store.deck_pictures(guild_id), await store.deck_usage(guild_id)
    finally:
        await store.close()


async def test_bad_files_and_members_without_manage_server_are_refused_with_nothing_stored(
    database,
) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Ada", permissions=ADMIN)
        bob = fake.add_member(guild, "Bob")
        async with running(fake, database, deck_pictures=2) as bot:
            refused = await fake.slash(bob, channel, "pickpic deck add",
                                       {"picture": fake.attachment("a.png", png(1)),
                                        "caption": "mine"})  # fmt: skip
            assert refused.ephemeral and "manage the server" in refused.content
            text, upload = await add(fake, admin, channel, b"hello, not a picture", "text")
            assert text == "That file is not a picture the bot can read.", text
            assert upload.downloads, "the bot read the file itself"
            bomb = io.BytesIO()
            Image.new("1", (20_000, 20_000)).save(bomb, "PNG")
            text, _ = await add(fake, admin, channel, bomb.getvalue(), "bomb")
            assert "too many pixels" in text and "before it was opened" in text
            bmp = io.BytesIO()
            Image.new("RGB", (10, 10)).save(bmp, "BMP")
            text, _ = await add(fake, admin, channel, bmp.getvalue(), "bitmap", "a.bmp")
            assert "Only JPEG, PNG, WebP and GIF" in text
            huge = fake.attachment("huge.png", b"\x89PNG" + bytes(8 * 1024 * 1024 + 1))
            too_big = await fake.slash(admin, channel, "pickpic deck add",
                                       {"picture": huge, "caption": "huge"})  # fmt: skip
            assert too_big.content == "That file is too large: at most 8 MB."
            assert huge.downloads == [], "refused from its declared size, never downloaded"
            forged = await fake.slash(admin, channel, "pickpic deck add",
                                      {"picture": fake.attachment("b.png", png(2)),
                                       "caption": "x" * 101}, forged=True)  # fmt: skip
            assert forged.content == "The option caption takes a text of 1 to 100 characters."
            assert await stored_pictures(database, guild.id) == ([], DeckUsage(0, 0, 0))
            for number in (1, 2):
                text, _ = await add(fake, admin, channel, png(number), f"picture {number}")
                assert text.startswith(f"Picture {number} is in the deck"), text
            text, _ = await add(fake, admin, channel, png(3), "one too many")
            assert text.startswith("This server's deck is full: 2 pictures"), text
            pictures, usage = await stored_pictures(database, guild.id)
            assert [p.caption for p in pictures] == ["picture 1", "picture 2"]
            assert usage.pictures == 2
            data = await bot.store.deck_picture_data(guild.id, [pictures[0].id])
            assert data[pictures[0].id].startswith(b"\xff\xd8\xff"), "re-encoded as JPEG"
            assert data[pictures[0].id] != png(1)


async def test_list_and_remove_with_a_forged_or_foreign_id_refused(database) -> None:
    async with FakeDiscord() as fake:
        guild, other = fake.add_guild(), fake.add_guild("Other")
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Ada", permissions=ADMIN)
        stranger = fake.add_member(other, "Olga", permissions=ADMIN)
        bob = fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            empty = await fake.slash(bob, channel, "pickpic deck list")
            assert "No pictures yet" in empty.content and "0 of 200 pictures" in empty.content
            await add(fake, admin, channel, png(1), "A *bold* cat")
            await add(fake, admin, channel, png(2), "Dog")
            await add(fake, stranger, other.channels[0], png(3), "Theirs")
            listing = await fake.slash(bob, channel, "pickpic deck list")
            assert listing.ephemeral
            assert "`1` A \\*bold\\* cat (" in listing.content and "`2` Dog (" in listing.content
            assert "Theirs" not in listing.content and "2 of 200 pictures" in listing.content
            assert "of 50.0 MB (at most 1.0 MB a picture)" in listing.content
            french = await fake.slash(bob, channel, "pickpic deck list", locale="fr")
            assert "2 images sur 200" in french.content and "50,0 Mo" in french.content
            refused = await fake.slash(bob, channel, "pickpic deck remove", {"id": 1})
            assert "manage the server" in refused.content
            for forged in (3, 999_999, 2**62):
                answer = await fake.slash(admin, channel, "pickpic deck remove", {"id": forged},
                                          forged=True)  # fmt: skip
                assert answer.content == f"This server's deck has no picture {forged}."
            removed = await fake.slash(admin, channel, "pickpic deck remove", {"id": 1})
            assert removed.content.startswith("Picture 1 is out of the deck")
            again = await fake.slash(admin, channel, "pickpic deck remove", {"id": 1})
            assert again.content == "This server's deck has no picture 1."
            assert [p.id for p in await bot.store.deck_pictures(guild.id)] == [2]
            assert [p.id for p in await bot.store.deck_pictures(other.id)] == [3]
            assert (await bot.store.deck_usage(guild.id)).kept == 0, "held by no table: gone"


async def test_p2_p6_a_server_deck_too_small_for_the_table_is_refused_at_start(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Ada", permissions=ADMIN)
        async with running(fake, database) as bot:
            for number in range(1, 4):
                await add(fake, admin, channel, png(number), f"picture {number}")
            await fake.slash(admin, channel, "pickpic new", {"deck": "server"})
            lobby = fake.last_message(channel)
            assert "Deck: this server's 3 pictures" in str(lobby.embeds[0])
            for _ in range(2):
                await fake.click(admin, lobby, lobby.custom_id_for("Add computer"))
            refused = await fake.click(admin, lobby, lobby.custom_id_for("Start"))
            assert refused.ephemeral
            assert refused.content.startswith("3 players need a deck of at least 18 cards")
            assert "has 3" in refused.content
            stored = await bot.store.last_game_in_channel(channel.id)
            assert stored.status == GameStatus.LOBBY and stored.state_json is None
            await fake.click(admin, lobby, lobby.custom_id_for("Cancel"))
            forged = await fake.slash(admin, channel, "pickpic new", {"deck": "everything"},
                                      forged=True)  # fmt: skip
            assert forged.ephemeral and forged.content.startswith(
                "The option deck takes one of: built-in,"
            )


async def test_p1_a_whole_game_dealt_from_the_server_deck_with_a_restart_and_a_removal(
    database,
) -> None:
    """People and computers play the server's twenty pictures to the end (P11); the bot
    restarts in the middle and deals on from the same cards; a picture removed while the game
    holds it keeps showing there, and its bytes go once the game is over."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Ada", permissions=ADMIN)
        async with running(fake, database, computer_pause=0, deck_pictures=20) as bot:
            for number, caption in enumerate(CAPTIONS, start=1):
                await add(fake, admin, channel, png(number), caption)
            text, _ = await add(fake, admin, channel, png(21), "one too many")
            assert text.startswith("This server's deck is full: 20 pictures"), text
            await fake.slash(admin, channel, "pickpic new", {"deck": "server"})
            lobby = fake.last_message(channel)
            for _ in range(2):
                await fake.click(admin, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(admin, lobby, lobby.custom_id_for("Start"))
            _, game = await game_of(bot, channel)
            everything = {*game.deck, *game.discard, *game.hands[0], *game.references}
            assert all(card > SERVER_BASE for card in everything if card is not None)
            assert game.settings.builtin is False and len(game.settings.pictures) == 20
            panel = await open_panel(fake, channel, admin)
            [hand] = panel.attachments
            assert hand["filename"] == "hand.jpg"
            held = [picture_of(card) for card in game.hands[0]]
            assert all(CAPTIONS[p - 1] in hand["description"] for p in held if p is not None)
            assert panel.files["hand.jpg"].startswith(b"\xff\xd8\xff")
            await step(fake, bot, channel, admin)
            await step(fake, bot, channel, admin)
            await step(fake, bot, channel, admin)
            stored, game = await game_of(bot, channel)
            assert (game.round, game.phase) == (2, RANK) and stored.status == GameStatus.RUNNING
            deck_before, pile_before, reference = list(game.deck), game.piles[0], game.references[0]
            pile_picture = (await open_panel(fake, channel, admin)).files["pile.jpg"]
        async with running(fake, database, computer_pause=0, deck_pictures=20) as bot:
            _, game = await game_of(bot, channel)
            assert (game.deck, game.piles[0]) == (deck_before, pile_before)
            assert (await open_panel(fake, channel, admin)).files["pile.jpg"] == pile_picture
            assert reference is not None
            held = picture_of(reference)
            removed = await fake.slash(admin, channel, "pickpic deck remove", {"id": held})
            assert removed.content.startswith(f"Picture {held} is out of the deck")
            listing = await fake.slash(admin, channel, "pickpic deck list")
            assert "19 of 20 pictures" in listing.content
            assert "1 removed picture is kept until the tables that hold it end" in listing.content
            panel = await open_panel(fake, channel, admin)
            assert CAPTIONS[held - 1] in panel.embeds[0]["description"], "its reference shows"
            await step(fake, bot, channel, admin)
            _, game = await game_of(bot, channel)
            assert game.round == 3
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                await step(fake, bot, channel, admin)
            stored, game = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED and game.is_over
            assert max(game.scores) >= 20
            assert "over after" in fake.last_message(channel).embeds[0]["title"]
            shown = [m for m in fake.messages(channel) if m.embeds and m.attachments]
            piles = [m for m in shown if "the pile of" in m.embeds[0].get("title", "")]
            summaries = [m for m in shown if "every pile" in m.embeds[0].get("title", "")]
            assert len(summaries) == game.round and len(piles) == 3 * game.round
            for message in piles + summaries:
                [picture] = message.attachments
                assert any(caption in picture["description"] for caption in CAPTIONS)
                assert message.files[picture["filename"]].startswith(b"\xff\xd8\xff")
            assert all(
                any(f"({caption})" in m.embeds[0]["description"] for caption in CAPTIONS)
                for m in piles
            ), "P8: the server's pictures are named by their captions at the reveal"
            await fake.slash(admin, channel, "pickpic deck list")
            usage = await bot.store.deck_usage(guild.id)
            assert (usage.pictures, usage.kept) == (19, 0), "no open table holds it any more"
            over = fake.last_message(channel)
            await fake.click(admin, over, over.custom_id_for("Rematch"))
            rematch = await bot.store.last_game_in_channel(channel.id)
            assert rematch.status == GameStatus.LOBBY
            assert len(options_of(rematch.settings_json).pictures) == 19, "the deck as it is now"
