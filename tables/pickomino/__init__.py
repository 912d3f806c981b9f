"""Pickomino at a table: the adapter of engine/pickomino to tables.rules, and its words."""

from tables.pickomino.board import pickomino_board
from tables.pickomino.odds_words import odds_text
from tables.pickomino.options import setting_lines
from tables.pickomino.rules import PickominoRules
from tables.pickomino.words import describe_event
from tables.rules import GameKind

PICKOMINO = GameKind(
    name="pickomino",
    rules=PickominoRules(),
    board=pickomino_board,
    describe_event=describe_event,
    setting_lines=setting_lines,
    computer_levels=True,
    odds=odds_text,
)
