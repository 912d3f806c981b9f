"""`python -m bot` is `pickomino-bot`."""

from bot.cli import main

raise SystemExit(main())
