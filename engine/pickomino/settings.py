"""The optional settings named by rules.md; defaults follow the French texts.

A plain frozen dataclass: the engine reads these on its hot path and imports no validation
library. Construction checks every value, so a Settings object is always sound.
"""

from dataclasses import dataclass
from typing import Any

from engine.pickomino.components import FACES


@dataclass(frozen=True, slots=True)
class Settings:
    """Variant switches of a game, fixed when the game is created."""

    flip_when_nothing_returned: bool = False
    """R15 b: also flip the highest grill tile when the buster had no tile to return."""
    short_game: bool = False
    """R15 a: the official short variant; a returned tile that is the highest is flipped itself."""
    golden_die_faces: tuple[int, int, int, int, int, int] = FACES
    """X9: the six faces of the golden die (6 is the worm)."""

    def __post_init__(self) -> None:
        for name in ("flip_when_nothing_returned", "short_game"):
            if getattr(self, name).__class__ is not bool:
                raise ValueError(f"{name} must be true or false")
        faces = self.golden_die_faces
        if faces.__class__ is not tuple:
            if not isinstance(faces, list):
                raise ValueError("golden die faces must be a list of six faces")
            faces = tuple(faces)
            object.__setattr__(self, "golden_die_faces", faces)
        if len(faces) != len(FACES) or any(
            face.__class__ is not int or face not in FACES for face in faces
        ):
            raise ValueError("golden die faces must be six faces, each 1..5 or 6 (the worm)")

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, field by field in declaration order (the stored format)."""
        return {
            "flip_when_nothing_returned": self.flip_when_nothing_returned,
            "short_game": self.short_game,
            "golden_die_faces": list(self.golden_die_faces),
        }

    @classmethod
    def from_dict(cls, data: object) -> "Settings":
        """Raises ValueError for anything but the JSON form; absent fields take their default."""
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown settings {sorted(unknown)}")
        return cls(**data)


DEFAULT_SETTINGS = Settings()
