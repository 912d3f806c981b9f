"""`pickomino-bot run` as a person starts it, settings from the environment, talking to the
fake Discord of the parent process instead of Discord's own servers.

Usage: python run_command_process.py API_URL GATEWAY_URL
"""

import sys

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.cli import main

if __name__ == "__main__":
    Route.BASE = sys.argv[1]
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
    sys.exit(main(["run"]))
