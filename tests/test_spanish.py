"""Spanish of Spain (issue 37), the es_ES folder, which also serves Discord's es-419: the
Spanish edition's words (Piko Piko el gusanito: gusanos, raciones on the parrilla, tirada
fallida, Extrapiko's especialistas and gusanos fritos), Spanish plurals, numbers and dates
through Babel, and both games played to the end on Spanish-speaking servers through the real
bot and the fake Discord, which refuses what Discord would (labels over 80 characters, embeds
over their limits)."""

from datetime import date

import pytest
from babel.dates import format_date
from discord_helpers import click_action, member_of_seat, running
from fakediscord import FakeDiscord, FakeMessage
from pickpic.pickpic_discord_helpers import game_of, table_of

from engine.pickomino import snapshot
from engine.pickomino.policies import cautious_action
from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus
from words.i18n import catalog, speaks, t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal

LONGEST_NAME = "María de los Ángeles Fernández G"
"""32 characters, the longest display name Discord allows."""
BUTTON_LABEL, OPTION_LABEL = 80, 100


def texts(language: str) -> dict[str, list[str]]:
    return {
        (message.id[0] if isinstance(message.id, tuple) else message.id): (
            list(message.string) if message.pluralizable else [message.string]
        )
        for message in catalog(language)
        if message.id
    }


def test_the_spanish_editions_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    spanish = [t(f"board.bonus.{bonus}", "es_ES") for bonus in bonuses]
    assert spanish == ["gusano en lata", "gallina", "cuervo", "comadreja", "dado dorado", "manzana"]
    assert t("board.rules.classic", "es_ES") == "juego básico"
    assert t("board.rules.extension", "es_ES") == "Extrapiko"
    assert (
        t("board.title", "es_ES", rules="Extrapiko", number=3) == "Piko Piko · Extrapiko · turno 3"
    )
    assert t("command.group.name", "es_ES") == "pikopiko"
    words = " ".join(text for forms in texts("es_ES").values() for text in forms)
    for term in ("parrilla", "ración", "gusanos fritos", "tirada fallida", "plánta", "roba"):
        assert term in words, term


def test_discord_spanish_of_latin_america_reads_the_same_folder() -> None:
    assert speaks("es-ES") == "es_ES"
    assert speaks("es-419") == "es_ES"


def test_the_spanish_catalog_is_spanish() -> None:
    """Only symbols, names, placeholders and the word "id" may read as in English."""
    english, spanish = texts("en"), texts("es_ES")
    same = {key for key in english if english[key] == spanish[key]}
    assert same == {
        "action.aside",
        "cli.store_reason.other",
        "command.pickpic.deck.id.name",
        "command.pickpic.name",
        "console.stats_field",
        "game.rating_line",
        "help.bonus_line",
        "pickpic.deck.kilobytes",
        "pickpic.deck.line",
        "pickpic.alt.item",
        "pickpic.card.caption",
        "pickpic.deck.megabytes",
        "pickpic.reveal.score_change",
        "rules.pickpic",
    }


def test_spanish_plurals_take_the_singular_for_one_only() -> None:
    assert [tn("board.worms", count, "es_ES") for count in (0, 1, 2, 15)] == [
        "0 gusanos",
        "1 gusano",
        "2 gusanos",
        "15 gusanos",
    ]
    assert tn("board.reserve", 1, "es_ES") == "Queda 1 gusano frito en la reserva"
    assert tn("board.reserve", 7, "es_ES") == "Quedan 7 gusanos fritos en la reserva"
    assert tn("action.roll", 8, "es_ES") == "Tirar 8 dados"
    assert tn("board.final.winner", 2, "es_ES", names="Ana, Iker") == (
        "¡Ana, Iker comparten la victoria!"
    )


def test_numbers_dates_and_places_are_spanish() -> None:
    assert decimal(6.75, "es_ES", digits=2) == "6,75"
    assert percent(0.675, "es_ES") == "68\u00a0%"
    assert format_date(date(2026, 11, 29), locale="es_ES") == "29 nov 2026"
    assert [ordinal(number, "es_ES") for number in (1, 2, 3, 4, 11)] == [
        "1.º",
        "2.º",
        "3.º",
        "4.º",
        "11.º",
    ]


def labels_within_discord(message: FakeMessage) -> list[str]:
    found = []
    for component in message.interactive_components():
        if "label" in component:
            assert len(component["label"]) <= BUTTON_LABEL, component["label"]
            found.append(component["label"])
        for option in component.get("options", []):
            assert len(option["label"]) <= OPTION_LABEL, option
            found.append(option["label"])
    return found


@pytest.fixture
def database(tmp_path):
    return tmp_path / "partidas.db"


async def test_spanish_clients_of_spain_and_latin_america_see_the_spanish_commands(database):
    async with FakeDiscord() as fake:
        fake.add_guild()
        async with running(fake, database):
            commands = {command["name"]: command for command in fake.commands()}
    group = commands["pickomino"]
    for locale in ("es-ES", "es-419"):
        assert group["name_localizations"][locale] == "pikopiko"
        assert group["description_localizations"][locale] == (
            "Jugar a Piko Piko (Pickomino) en este canal"
        )
        names = {option["name_localizations"][locale] for option in group["options"]}
        assert {"nueva", "reglas", "estado", "clasificación", "estadísticas"} <= names


async def test_a_spanish_server_plays_piko_piko_extrapiko_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="es-ES")
        channel = guild.channels[0]
        members = [fake.add_member(guild, name) for name in (LONGEST_NAME, "Íñigo", "Begoña")]
        host = members[0]
        async with running(fake, database) as bot:
            await fake.slash(host, channel, "pickomino new", {"rules": "extension"}, locale="es-ES")
            board = fake.last_message(channel)
            assert board.embeds[0]["title"] == "Piko Piko (Extrapiko): ¿quién juega?"
            assert "Unirme" in labels_within_discord(board)
            for member in members[1:]:
                await fake.click(member, board, board.custom_id_for("Unirme"))
            refused = await fake.click(members[1], board, board.custom_id_for("Empezar"))
            assert refused.content == "Only the host can do that.", "their Discord is English"
            spanish = await fake.click(
                members[1], board, board.custom_id_for("Empezar"), locale="es-419"
            )
            assert spanish.content == "Eso solo lo puede hacer el anfitrión."
            await fake.click(host, board, board.custom_id_for("Empezar"))
            assert board.embeds[0]["title"] == "Piko Piko · Extrapiko · turno 1"
            assert "Tirar 8 dados" in labels_within_discord(board)
            for _ in range(5000):
                stored = await bot.store.active_game_in_channel(channel.id)
                if stored is None:
                    break
                game = snapshot.from_json(stored.state_json)
                labels_within_discord(board)
                player = member_of_seat(members, stored, game.current)
                result = await click_action(fake, board, player, str(cautious_action(game)))
                assert result.type == 7, result.content
            final = board.embeds[0]
            assert final["title"] == "Fin de la partida · Piko Piko · Extrapiko"
            assert "gusanos" in str(final) and "Últimas jugadas" in str(final)
            assert labels_within_discord(board) == ["Revancha"]


async def test_a_latin_american_server_plays_pick_pic_in_spanish_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="es-419")
        channel = guild.channels[0]
        anna = fake.add_member(guild, LONGEST_NAME)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(anna, channel, "pickpic new", {"target_score": 5}, locale="es-419")
            lobby = fake.last_message(channel)
            assert lobby.embeds[0]["title"] == "Pick Pic: ¿quién juega?"
            for _ in range(3):
                await fake.click(anna, lobby, lobby.custom_id_for("Añadir bot"))
            await fake.click(anna, lobby, lobby.custom_id_for("Empezar"))
            assert table_of(fake, channel).embeds[0]["title"] == ("Pick Pic · ronda 1 · dar cartas")
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                round_before = game.round
                table = table_of(fake, channel)
                cards = next(c for c in table.custom_ids if "pp:cards" in c)
                panel = (await fake.click(anna, table, cards, locale="es-419")).message
                assert panel.embeds[0]["title"] == f"Tus cartas · ronda {round_before}"
                for action in computer_actions(game, 0):
                    code = str(action)
                    labels_within_discord(panel)
                    select = next(
                        (c for c in panel.interactive_components()
                         if any(o["value"] == code for o in c.get("options", []))),
                        None,
                    )  # fmt: skip
                    if select is not None:
                        await fake.select(anna, panel, select["custom_id"], [code], locale="es-419")
                    else:
                        custom_id = next(c for c in panel.custom_ids if c.endswith(f":{code}"))
                        await fake.click(anna, panel, custom_id, locale="es-419")
                stored, game = await game_of(bot, channel)
                if game.phase == REVEAL or game.round > round_before:
                    await fake.wait_for(
                        lambda after=f"ronda {round_before + 1} · ": any(
                            words in (fake.last_message(channel).embeds[0].get("title") or "")
                            for words in (after, "terminada tras")
                        ),
                        what="the reveal, then the next table",
                    )
            stored, _ = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert "Ronda 1: todos los montones" in titles
            assert any(title.startswith("Ronda 1: el montón de ") for title in titles)
            assert titles[-1].startswith("Pick Pic · terminada tras ")
