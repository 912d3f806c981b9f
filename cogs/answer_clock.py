"""When an interaction was answered, for the operator's metrics (bot/metrics.py).

discord.py's own answering methods are hooked by the metrics themselves; a click answered by
our own request (cogs.click_answer) says so here. No listener is set unless metrics are on,
so the cost is one comparison.
"""

from collections.abc import Callable

import discord

listener: Callable[[discord.Interaction], None] | None = None

OUTCOME = "outcome"
"""Where the error funnel (cogs.replies) writes how an interaction ended, in
`interaction.extras`: "refused", "stale" or "error"; nothing written means "played"."""
TRY_AGAIN = "try_again"


def answered(interaction: discord.Interaction) -> None:
    if listener is not None:
        listener(interaction)


def ended(interaction: discord.Interaction, outcome: str, try_again: bool = False) -> None:
    interaction.extras[OUTCOME] = outcome
    if try_again:
        interaction.extras[TRY_AGAIN] = True
