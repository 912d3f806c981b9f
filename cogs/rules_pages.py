"""/pickomino rules: the numbered rules in plain words, a page at a time, for one reader."""

from typing import Any

import discord

from tables.rules_pages import page_names, rules_page
from words.i18n import t

PAGE_SECONDS = 600


class RulesPages(discord.ui.View):
    """Ephemeral and short-lived: nothing to keep across restarts. The pages are those of
    tables.rules_pages, which `pickomino-bot rules` prints too."""

    def __init__(self, rules: str, language: str) -> None:
        super().__init__(timeout=PAGE_SECONDS)
        self.pages = page_names(rules)
        self.language = language
        self.page = 0
        self.previous.label = t("rules.previous", language)
        self.next.label = t("rules.next", language)
        self._enable()

    def embed(self) -> discord.Embed:
        page = rules_page(self.pages[self.page], self.language)
        embed = discord.Embed(
            title=page.title,
            description=page.text,
            colour=discord.Colour.orange(),
        )
        return embed.set_footer(
            text=t("rules.page", self.language, page=self.page + 1, pages=len(self.pages))
        )

    def _enable(self) -> None:
        self.previous.disabled = self.page == 0
        self.next.disabled = self.page == len(self.pages) - 1

    @discord.ui.button(style=discord.ButtonStyle.secondary)
    async def previous(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        self.page = max(0, self.page - 1)
        self._enable()
        await interaction.response.edit_message(embed=self.embed(), view=self)

    @discord.ui.button(style=discord.ButtonStyle.secondary)
    async def next(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)
        self._enable()
        await interaction.response.edit_message(embed=self.embed(), view=self)
