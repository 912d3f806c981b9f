"""The optional settings named by rules.md; defaults follow the French texts."""

from pydantic import BaseModel, ConfigDict, field_validator

from engine.pickomino.components import FACES


class Settings(BaseModel):
    """Variant switches of a game, fixed when the game is created."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    flip_when_nothing_returned: bool = False
    """R15 b: also flip the highest grill tile when the buster had no tile to return."""
    short_game: bool = False
    """R15 a: the official short variant; a returned tile that is the highest is flipped itself."""
    golden_die_faces: tuple[int, int, int, int, int, int] = FACES
    """X9: the six faces of the golden die (6 is the worm)."""

    @field_validator("golden_die_faces")
    @classmethod
    def _faces_are_dice_faces(cls, faces: tuple[int, ...]) -> tuple[int, ...]:
        if any(face not in FACES for face in faces):
            raise ValueError("golden die faces must each be 1..5 or 6 (the worm)")
        return faces
