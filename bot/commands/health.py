"""`health`: whether the running bot is connected, read from its heartbeat file (bot.health).

Docker's own health check is docker/healthcheck.sh, which starts no Python; this command is
for people and other supervisors, and imports neither discord.py nor the bot to answer.
"""

import argparse

from bot.exit_codes import EXIT_FAILED, EXIT_OK
from bot.health import healthy
from bot.i18n import t
from bot.settings import BotSettings


def health(args: argparse.Namespace, settings: BotSettings) -> int:
    if healthy(settings.health_file):
        print(t("cli.healthy", settings.default_language))
        return EXIT_OK
    print(t("cli.unhealthy", settings.default_language, path=settings.health_file))
    return EXIT_FAILED
