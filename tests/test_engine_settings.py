"""Settings are a plain frozen dataclass that checks its values when built (no pydantic)."""

import dataclasses

import pytest

from engine.pickomino import Settings


def test_defaults_follow_the_french_texts() -> None:
    settings = Settings()
    assert not settings.flip_when_nothing_returned
    assert not settings.short_game
    assert settings.golden_die_faces == (1, 2, 3, 4, 5, 6)


def test_settings_are_frozen_hashable_and_compare_by_value() -> None:
    settings = Settings(short_game=True)
    assert settings == Settings(short_game=True) != Settings()
    assert len({settings, Settings(short_game=True)}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.short_game = False  # type: ignore[misc]


def test_golden_die_faces_given_as_a_list_become_a_tuple() -> None:
    faces = Settings(golden_die_faces=[6, 6, 6, 6, 6, 6]).golden_die_faces  # type: ignore[arg-type]
    assert faces == (6, 6, 6, 6, 6, 6)


@pytest.mark.parametrize(
    "values",
    [
        {"short_game": 1},
        {"flip_when_nothing_returned": "yes"},
        {"golden_die_faces": (1, 2, 3)},
        {"golden_die_faces": (0, 1, 2, 3, 4, 5)},
        {"golden_die_faces": (1, 2, 3, 4, 5, 7)},
        {"golden_die_faces": (1, 2, 3, 4, 5, True)},
        {"golden_die_faces": "123456"},
    ],
)
def test_x9_r15_settings_refuse_values_that_are_not_theirs(values: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Settings(**values)  # type: ignore[arg-type]


def test_the_json_form_round_trips_and_refuses_unknown_settings() -> None:
    settings = Settings(short_game=True, golden_die_faces=(1, 1, 2, 2, 6, 6))
    assert Settings.from_dict(settings.to_dict()) == settings
    assert Settings.from_dict({}) == Settings()
    with pytest.raises(ValueError):
        Settings.from_dict({"colour": "red"})
    with pytest.raises(ValueError):
        Settings.from_dict([True])
