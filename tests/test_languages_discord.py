"""Who sees which language, through the real bot and the fake Discord: the server's setting
offers every catalogued language; a server without a setting gets its community locale when a
catalog speaks it, else the bot's default; a reply only one person sees is in that person's
locale when a catalog speaks it, else in English, as Discord shows them the commands."""

import re

import discord
import pytest
from discord_helpers import running
from fakediscord import FakeDiscord, FakeMessage

from cogs.pickomino import AUTOMATIC_LANGUAGE
from words.i18n import LANGUAGES, catalog, language_name, t

MANAGE_GUILD = discord.Permissions(manage_guild=True)
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
COMMAND = "pickomino settings language"


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


def title(message: FakeMessage) -> str:
    return message.embeds[0]["title"]


def lobby_title(language: str) -> str:
    return t("lobby.title", language, rules=t("rules.classic", language))


async def test_the_language_setting_offers_every_catalogued_language(database):
    async with FakeDiscord() as fake:
        fake.add_guild()
        async with running(fake, database):
            (pickomino,) = [c for c in fake.commands() if c["name"] == "pickomino"]
    subcommands = {option["name"]: option for option in pickomino["options"]}
    settings = {option["name"]: option for option in subcommands["settings"]["options"]}
    (language,) = settings["language"]["options"]
    choices = {choice["value"]: choice["name"] for choice in language["choices"]}
    assert choices == {
        **{code: language_name(code, code, listed=True) for code in LANGUAGES},
        AUTOMATIC_LANGUAGE: "Automatic: the server's language",
    }
    assert choices["en"] == "English" and choices["fr"] == "Français"


async def test_each_language_set_is_named_in_the_admins_language(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            for code in LANGUAGES:
                done = await fake.slash(admin, channel, COMMAND, {"language": code}, locale="fr")
                name = language_name(code, "fr")
                assert done.ephemeral
                assert done.content == f"Les plateaux de ce serveur sont désormais en {name}."
                assert (await bot.store.get_guild_settings(guild.id)).language == code
            french = await fake.slash(admin, channel, COMMAND, {"language": "fr"}, locale="fr")
            assert french.content == "Les plateaux de ce serveur sont désormais en français."
            english = await fake.slash(admin, channel, COMMAND, {"language": "fr"}, locale="ja")
            assert english.content == "The boards of this server are now in French."


@pytest.mark.parametrize(
    ("guild_locale", "default", "board"),
    [
        ("fr", "en", "fr"),
        ("en-GB", "fr", "en"),
        ("ja", "fr", "fr"),
        ("es-419", "fr", "es_ES"),
        ("sv-SE", "fr", "fr"),
        ("ja", "en", "en"),
    ],
)
async def test_a_server_without_a_setting_gets_its_locale_else_the_bots_default(
    database, guild_locale: str, default: str, board: str
):
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale=guild_locale)
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, default_language=default):
            await fake.slash(alice, channel, "pickomino new", locale="en-US")
            assert title(fake.last_message(channel)) == lobby_title(board)


async def test_a_setting_wins_over_the_servers_locale(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="fr")
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database):
            await fake.slash(admin, channel, COMMAND, {"language": "en"})
            await fake.slash(admin, channel, "pickomino new", locale="fr")
            assert title(fake.last_message(channel)) == lobby_title("en")


@pytest.mark.parametrize(
    ("locale", "reply"),
    [("fr", "fr"), ("en-GB", "en"), ("ja", "en"), ("es-419", "es_ES"), ("sv-SE", "en")],
)
async def test_a_reply_one_person_sees_is_in_their_locale_when_spoken(
    database, locale: str, reply: str
):
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="fr")
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, default_language="fr"):
            await fake.slash(alice, channel, "pickomino new")
            board = fake.last_message(channel)
            start = t("lobby.start", "fr")
            refused = await fake.click(bob, board, board.custom_id_for(start), locale=locale)
            assert refused.ephemeral and refused.content == t("error.host_only", reply)


def localized(node: dict, locale: str | None) -> str:
    return (
        (node.get("name_localizations") or {}).get(locale, node["name"]) if locale else node["name"]
    )


def mentions_resolve(commands: list[dict], locale: str | None, text: str) -> list[str]:
    """The command mentions of `text` ("/heckmeck neu") that name no command a client of
    `locale` sees."""
    groups = {localized(command, locale): command for command in commands}
    wrong = []
    for group, rest in re.findall(r"/([\w-]+)((?: [\w-]+)+)", text):
        if group not in groups:
            continue
        node, depth = groups[group], 0
        for word in rest.split():
            subcommands = {
                localized(option, locale): option
                for option in node.get("options") or []
                if option["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)
            }
            if word not in subcommands:
                break
            node, depth = subcommands[word], depth + 1
        if depth == 0 or node["type"] != SUB_COMMAND:
            wrong.append(f"/{group}{rest}")
    return wrong


async def test_every_command_a_text_names_is_the_one_its_readers_see(database):
    """A German reply says /heckmeck neu, a French one /pickomino nouvelle: the names the
    client of that language shows, from the synced commands themselves."""
    async with FakeDiscord() as fake:
        fake.add_guild()
        async with running(fake, database):
            commands = fake.commands()
    groups = {command["name"] for command in commands}
    assert {"pickomino", "pickpic"} <= groups
    for language in LANGUAGES:
        locale = None if language == "en" else language.replace("_", "-")
        named = 0
        for message in catalog(language):
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in texts:
                assert mentions_resolve(commands, locale, text) == [], (language, message.id)
                named += len(re.findall(r"/[\w-]+ [\w-]+", text))
        assert named >= 10, language
