"""Slash command names, descriptions and choices in the user's language, from the catalogs.

Discord asks for every string of every command in every locale when the commands are synced;
the English text in the code is the default, so only the other languages are answered here.
Names go through the same path as descriptions: each locale_str that carries a `key` is
looked up, whatever its place in the command.
"""

import discord
from discord import app_commands

from words.i18n import DEFAULT_LANGUAGE, catalog, language_of, t


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        language = language_of(locale)
        if key is None or language == DEFAULT_LANGUAGE or key not in catalog(language):
            return None
        return t(key, language)
