"""`health`: whether the running bot is connected and can write its database, read from its
heartbeat file (bot.health).

Docker's own health check is docker/healthcheck.sh, which starts no Python; this command is
for people and other supervisors, and imports neither discord.py nor the bot to answer.
"""

import argparse

from bot.health import database_problem, healthy
from bot.settings import BotSettings
from console.exit_codes import EXIT_FAILED, EXIT_OK
from words.i18n import t


def health(args: argparse.Namespace, settings: BotSettings) -> int:
    """The verdict, then the database the settings name (the URL without its password), so
    whoever asks sees which bot's heartbeat was read."""
    language = settings.default_language
    code = _verdict(settings, language)
    print(t("cli.health_database", language, name=settings.database_name))
    return code


def _verdict(settings: BotSettings, language: str) -> int:
    if healthy(settings.health_file):
        print(t("cli.healthy", language))
        return EXIT_OK
    problem = database_problem(settings.health_file)
    if problem is not None:
        print(t("cli.unhealthy_database", language, problem=problem))
    else:
        print(t("cli.unhealthy", language, path=settings.health_file.absolute()))
    return EXIT_FAILED
