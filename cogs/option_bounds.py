"""Every slash option checked against what its command declares, in one place (issue 26).

Discord's client keeps an option within its declared type, choices and bounds, but a modified
client sends what it likes, and discord.py hands a primitive option's value to the command as
it came (`app_commands.Range` and choices only shape the payload sent to Discord). So the
command tree's own check (`install`) reads each called command's declared parameters (type,
`Range` bounds or lengths, choices, required) and refuses a value outside them with a plain
answer naming what the option takes, before the command runs: a new option is checked the
moment it is declared, and no command silently puts a default in place of a bad value.

Options of Discord's own objects (members, attachments) are resolved by discord.py, which
refuses one it cannot resolve (cogs.command_errors).
"""

import math
from typing import Any

import discord
from discord import AppCommandOptionType as Kind
from discord import app_commands

from tables.errors import UserError
from words.i18n import language_of, t


class OptionRefused(app_commands.CheckFailure):
    """An option outside its declaration: the tree's error handler answers `refusal`."""

    def __init__(self, refusal: UserError) -> None:
        super().__init__(refusal.key)
        self.refusal = refusal


def install(tree: app_commands.CommandTree[Any]) -> None:
    """The tree runs `check_options` before every command: discord.py calls its
    `interaction_check` first, and an AppCommandError raised there reaches `on_error`."""

    async def interaction_check(interaction: discord.Interaction) -> bool:
        check_options(interaction)
        return True

    tree.interaction_check = interaction_check  # type: ignore[method-assign]


def check_options(interaction: discord.Interaction) -> None:
    """Raises OptionRefused for the first option that its command does not allow. An unknown
    command passes: the tree answers it (cogs.command_errors)."""
    if interaction.type != discord.InteractionType.application_command:
        return
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return
    given = interaction.namespace
    language = language_of(interaction.locale)
    for parameter in command.parameters:
        if parameter.display_name not in given:
            if parameter.required:
                raise OptionRefused(
                    UserError("option.missing", option=_option_name(parameter, language))
                )
            continue
        if not _allowed(parameter, given[parameter.display_name]):
            raise OptionRefused(
                UserError(
                    "option.refused",
                    option=_option_name(parameter, language),
                    allowed=_allowed_words(parameter, language),
                )
            )


def _allowed(parameter: app_commands.Parameter, value: Any) -> bool:
    kind = parameter.type
    if kind == Kind.boolean:
        return isinstance(value, bool)
    if kind == Kind.integer:
        fits = isinstance(value, int) and not isinstance(value, bool)
    elif kind == Kind.number:
        fits = isinstance(value, int | float) and not isinstance(value, bool)
        fits = fits and not (isinstance(value, float) and not math.isfinite(value))
    elif kind == Kind.string:
        fits = isinstance(value, str)
    else:
        return True
    if not fits:
        return False
    if parameter.choices:
        return any(
            value == choice.value and type(value) is type(choice.value)
            for choice in parameter.choices
        )
    measure = len(value) if isinstance(value, str) else value
    low, high = parameter.min_value, parameter.max_value
    return (low is None or measure >= low) and (high is None or measure <= high)


def _allowed_words(parameter: app_commands.Parameter, language: str) -> str:
    """What the option takes, as the client would have offered it: its choices, its type and
    bounds."""
    if parameter.choices:
        names = ", ".join(_choice_name(choice, language) for choice in parameter.choices)
        return t("option.allowed.choices", language, choices=names)
    if parameter.type == Kind.boolean:
        return t("option.allowed.boolean", language)
    low, high = parameter.min_value, parameter.max_value
    if parameter.type == Kind.string:
        if low is None and high is None:
            return t("option.allowed.text", language)
        return t("option.allowed.text_length", language, low=low or 0, high=high or 6000)
    kind = t(
        "option.allowed.integer" if parameter.type == Kind.integer else "option.allowed.number",
        language,
    )
    if low is not None and high is not None:
        return t("option.allowed.from_to", language, kind=kind, low=low, high=high)
    if low is not None:
        return t("option.allowed.at_least", language, kind=kind, low=low)
    if high is not None:
        return t("option.allowed.at_most", language, kind=kind, high=high)
    return kind


def _option_name(parameter: app_commands.Parameter, language: str) -> str:
    return _words(parameter.locale_name, language)


def _choice_name(choice: app_commands.Choice[Any], language: str) -> str:
    """discord.py keeps a choice's declared locale_str (with its catalog key) in
    `_locale_name` (checked with 2.7); without it, the name the client shows in English."""
    return _words(getattr(choice, "_locale_name", None) or choice.name, language)


def _words(text: app_commands.locale_str | str, language: str) -> str:
    """A command's own words in `language`: the catalog's when it has them (the translator
    answers Discord from the same catalog), else the text the code declares."""
    key = text.extras.get("key") if isinstance(text, app_commands.locale_str) else None
    if key is not None:
        words = t(key, language)
        if words != key:
            return words
    return str(text)
