"""French through the real bot and the fake Discord: answers in the clicking user's language,
boards in the guild's language, set by an admin or taken from the server's locale, and slash
commands synced with their French names."""

import discord
import pytest
from discord_helpers import running
from fakediscord import FakeDiscord, FakeMessage

EN_LOBBY = "Pickomino (classic): who plays?"
FR_LOBBY = "Pickomino (classique) : qui joue ?"
MANAGE_GUILD = discord.Permissions(manage_guild=True)


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


def title(message: FakeMessage) -> str:
    return message.embeds[0]["title"]


def labels(message: FakeMessage) -> list[str]:
    return [c.get("label", "") for c in message.interactive_components()]


async def test_a_french_player_is_answered_in_french_on_an_english_board(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database):
            await fake.slash(alice, channel, "pickomino new")
            board = fake.last_message(channel)
            assert title(board) == EN_LOBBY
            refused = await fake.click(bob, board, board.custom_id_for("Start"), locale="fr")
            assert refused.ephemeral and refused.content == "Seul l'hôte peut faire cela."
            busy = await fake.slash(bob, channel, "pickomino new", locale="fr")
            assert busy.ephemeral and busy.content == (
                "Ce salon a déjà une partie. Utilisez /pickomino statut pour la voir."
            )
            same = await fake.click(bob, board, board.custom_id_for("Start"), locale="en-GB")
            assert same.content == "Only the host can do that."
            assert title(fake.last_message(channel)) == EN_LOBBY


async def test_an_admin_sets_the_boards_to_french_and_back_to_the_servers_language(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        bob = fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            command = "pickomino settings language"
            refused = await fake.slash(bob, channel, command, {"language": "fr"}, locale="fr")
            assert refused.ephemeral and refused.content == (
                "Seul un membre qui peut gérer le serveur peut changer ce réglage."
            )
            assert (await bot.store.get_guild_settings(guild.id)).language is None

            done = await fake.slash(admin, channel, command, {"language": "fr"})
            assert done.ephemeral and done.content == "The boards of this server are now in French."
            assert (await bot.store.get_guild_settings(guild.id)).language == "fr"

            await fake.slash(admin, channel, "pickomino new", {"rules": "extension"})
            board = fake.last_message(channel)
            assert title(board) == "Pickomino (extension) : qui joue ?"
            assert labels(board) == [
                "Rejoindre",
                "Quitter",
                "Commencer",
                "Annuler",
                "Ordinateur facile",
                "Ordinateur moyen",
                "Ordinateur expert",
                "Ordinateur maître",
            ]
            await fake.click(bob, board, board.custom_id_for("Rejoindre"))
            started = await fake.click(admin, board, board.custom_id_for("Commencer"))
            assert started.type == 7
            assert title(board) == "Pickomino · extension · tour 1"
            assert "Lancer 8 dés" in labels(board)
            assert any(field["name"] == "À Admin de jouer" for field in board.embeds[0]["fields"])

            back = await fake.slash(admin, channel, command, {"language": "auto"}, locale="fr")
            assert (
                back.content == "Les plateaux de ce serveur suivent désormais la langue du serveur."
            )
            assert (await bot.store.get_guild_settings(guild.id)).language is None
            await fake.slash(bob, channel, "pickomino status", locale="fr")
            assert title(fake.last_message(channel)) == "Pickomino · extension · turn 1"


async def test_a_french_server_gets_french_boards_without_any_setting(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="fr")
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database):
            created = await fake.slash(alice, channel, "pickomino new")
            assert created.type == 4
            assert title(fake.last_message(channel)) == FR_LOBBY


async def test_the_synced_commands_carry_their_french_names_and_descriptions(database):
    async with FakeDiscord() as fake:
        fake.add_guild()
        async with running(fake, database):
            (pickomino,) = [c for c in fake.commands() if c["name"] == "pickomino"]
        assert pickomino["name_localizations"]["fr"] == "pickomino"
        assert pickomino["description_localizations"]["fr"] == (
            "Jouer au Pickomino (Heckmeck) dans ce salon"
        )
        subcommands = {o["name"]: o for o in pickomino["options"]}
        assert subcommands["new"]["name_localizations"]["fr"] == "nouvelle"
        new_options = {
            o["name"]: o["name_localizations"]["fr"] for o in subcommands["new"]["options"]
        }
        assert new_options["rules"] == "règles"
        assert new_options["short_game"] == "partie_courte"
        settings = {o["name"]: o for o in subcommands["settings"]["options"]}
        assert sorted(settings) == [
            "forget-server", "language", "pings", "replacement", "server_pings", "timer", "web"
        ]  # fmt: skip
        assert settings["forget-server"]["name_localizations"]["fr"] == "oublier-serveur"
        privacy = {name: subcommands[name]["name_localizations"]["fr"]
                   for name in ("privacy", "data", "forget-me")}  # fmt: skip
        assert privacy == {
            "privacy": "confidentialite",
            "data": "donnees",
            "forget-me": "oublier-moi",
        }
        assert settings["replacement"]["name_localizations"]["fr"] == "remplacement"
        assert new_options["replace_with"] == "remplacer_par"
        assert settings["timer"]["name_localizations"]["fr"] == "minuteur"
        assert settings["pings"]["name_localizations"]["fr"] == "mentions"
        assert settings["server_pings"]["name_localizations"]["fr"] == "mentions_serveur"
        language = settings["language"]
        assert language["name_localizations"]["fr"] == "langue"
        (choice_option,) = language["options"]
        automatic = choice_option["choices"][-1]
        assert automatic["name_localizations"]["fr"] == "Automatique : la langue du serveur"
        for node in [pickomino, *pickomino["options"]]:
            assert "fr" in node["description_localizations"], node["name"]
