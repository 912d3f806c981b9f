"""The player rules in plain words, page by page: what `/pickomino rules` shows in Discord and
`pickomino-bot rules` prints in a terminal, so both read the same catalog entries.

A page is a name; its title and text are the catalog keys `rules.<name>.title` and
`rules.<name>.text`, in Discord's small markdown (the terminal takes the marks off). Each text
ends with the numbers of the rules it sums up (docs/rules.md, docs/pickpic-rules.md).
"""

from dataclasses import dataclass

from engine.pickomino.components import EXTENSION
from words.i18n import t

CLASSIC_PAGES = ("goal", "turn", "stop", "bust", "end")
EXTENSION_PAGES = (*CLASSIC_PAGES, "extension_tiles", "bonuses", "grilled_worms")
PICKPIC_PAGES = (
    "pickpic_goal",
    "pickpic_deal",
    "pickpic_giving",
    "pickpic_ranking",
    "pickpic_scoring",
    "pickpic_end",
)
ALL_PAGES = (*EXTENSION_PAGES, *PICKPIC_PAGES)
PICKPIC = "pickpic"
"""The game whose pages are PICKPIC_PAGES; any other rule set is Pickomino's."""


@dataclass(frozen=True, slots=True)
class RulesPage:
    title: str
    text: str


def page_names(rules: str) -> tuple[str, ...]:
    """The pages of a rule set: Pickomino's classic or extension rules, or Pick Pic's."""
    if rules == PICKPIC:
        return PICKPIC_PAGES
    return EXTENSION_PAGES if rules == EXTENSION else CLASSIC_PAGES


def rules_page(name: str, language: str) -> RulesPage:
    return RulesPage(t(f"rules.{name}.title", language), t(f"rules.{name}.text", language))


def rules_pages(rules: str, language: str) -> list[RulesPage]:
    return [rules_page(name, language) for name in page_names(rules)]
