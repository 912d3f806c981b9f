"""The settings of a game of Pick Pic, fixed when it is created."""

from dataclasses import dataclass

KIND = "pickpic"
"""How storage and the table layer name this game."""
MIN_SEATS = 3
MAX_SEATS = 8
"""Settled in pickpic-rules.md: the French text names no player count; 3 to 8 play well."""
TARGET_SCORE = 20
"""P11."""
MIN_TARGET = 5
MAX_TARGET = 50


@dataclass(frozen=True, slots=True)
class Settings:
    target_score: int = TARGET_SCORE
    """P11: the round that ends with someone at this score or more ends the game. Lower it for a
    shorter game."""

    def __post_init__(self) -> None:
        if not MIN_TARGET <= self.target_score <= MAX_TARGET:
            raise ValueError(
                f"the target score is {MIN_TARGET} to {MAX_TARGET}, not {self.target_score}"
            )
