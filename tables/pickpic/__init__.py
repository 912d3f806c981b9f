"""Pick Pic at a table: the adapter of engine/pickpic to tables.rules, its boards, panels and
words."""

from tables.pickpic.board import pickpic_board, pickpic_panel
from tables.pickpic.options import setting_lines
from tables.pickpic.rules import PickpicRules
from tables.pickpic.words import describe_event
from tables.rules import GameKind

_RULES = PickpicRules()

PICKPIC = GameKind(
    name="pickpic",
    rules=_RULES,
    board=pickpic_board,
    describe_event=describe_event,
    setting_lines=setting_lines,
    steps=_RULES,
    panel=pickpic_panel,
)
