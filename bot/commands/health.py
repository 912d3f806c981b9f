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
    language = settings.default_language
    if healthy(settings.health_file):
        print(t("cli.healthy", language))
        return EXIT_OK
    problem = database_problem(settings.health_file)
    if problem is not None:
        print(t("cli.unhealthy_database", language, problem=problem))
    else:
        print(t("cli.unhealthy", language, path=settings.health_file))
    return EXIT_FAILED
