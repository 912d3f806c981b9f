"""Spanish of Spain (issue 37), the es_ES folder, which also serves Discord's es-419: the
Spanish edition's words (Piko Piko el gusanito: gusanos, raciones on the parrilla, tirada
fallida, Extrapiko's especialistas and gusanos fritos), Spanish plurals, numbers and dates
through Babel. Both games played to the end on a server of the language:
tests/test_language_games.py. Discord's two Spanish locales see the Spanish commands."""

from datetime import date

import pytest
from babel.dates import format_date
from catalog_texts import SAME_IN_EVERY_LANGUAGE, all_words, same_as_english
from discord_helpers import running
from fakediscord import FakeDiscord

from words.i18n import speaks, t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal


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
    words = all_words("es_ES")
    for term in ("parrilla", "ración", "gusanos fritos", "tirada fallida", "plánta", "roba"):
        assert term in words, term


def test_discord_spanish_of_latin_america_reads_the_same_folder() -> None:
    assert speaks("es-ES") == "es_ES"
    assert speaks("es-419") == "es_ES"


def test_the_spanish_catalog_is_spanish() -> None:
    """Only symbols, names, placeholders and the word "id" may read as in English."""
    assert same_as_english("es_ES") == SAME_IN_EVERY_LANGUAGE | {
        "command.pickpic.deck.id.name",
        "pickpic.deck.kilobytes",
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
