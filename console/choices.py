"""The moves a player can type: the controls of the Discord board, numbered.

They come from the same view the Discord message carries (cogs.board_message.action_view),
so each label says the same thing as its button, in the same order. Labels are plain
text on Discord too (no markdown), so they are shown as they are.
"""

from dataclasses import dataclass

from bot.storage import StoredGame
from cogs.board_message import action_view
from cogs.components import ActionButton, ChoiceSelect
from engine.pickomino import Game


@dataclass(frozen=True, slots=True)
class Choice:
    label: str
    code: str
    """The engine action, in its text form (engine.pickomino.actions.Action.parse reads it)."""


def choices(stored: StoredGame, game: Game, language: str) -> list[Choice]:
    found: list[Choice] = []
    for item in action_view(stored, game, language).children:
        if isinstance(item, ActionButton):
            button = item.item
            parts = [str(button.emoji) if button.emoji else "", button.label or ""]
            found.append(Choice(" ".join(part for part in parts if part), item.action))
        elif isinstance(item, ChoiceSelect):
            for option in item.item.options:
                label = option.label
                if option.description:
                    label += f" ({option.description})"
                found.append(Choice(label, option.value))
    return found
