"""The medium computer: the cautious policy the turn timer has always played for absent
people (engine.pickomino.policies); stored seats of level 0 keep it."""

from engine.pickomino.policies import cautious_action

medium_action = cautious_action

__all__ = ["medium_action"]
