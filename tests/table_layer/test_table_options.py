"""A Pickomino table's stored options: the text written, and what a damaged text reads as."""

import pytest

from engine.pickomino import Settings
from tables.pickomino.options import TableOptions, options_of

DEFAULT_TEXT = (
    '{"settings":{"flip_when_nothing_returned":false,"short_game":false,'
    '"golden_die_faces":[1,2,3,4,5,6]},"turn_timer":0}'
)
"""What the pydantic model of earlier versions wrote for the defaults, byte for byte."""


def test_the_stored_text_is_the_one_earlier_versions_wrote():
    assert TableOptions().to_json() == DEFAULT_TEXT
    chosen = TableOptions(Settings(flip_when_nothing_returned=True, short_game=True), 90)
    assert options_of(chosen.to_json()) == chosen
    assert options_of(DEFAULT_TEXT) == TableOptions()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        '{"turn_timer": -1}',
        '{"turn_timer": "60"}',
        '{"turn_timer": true}',
        '{"colour": "red"}',
        '{"settings": {"short_game": 1}}',
        '{"settings": {"golden_die_faces": [7, 6, 6, 6, 6, 6]}}',
        '{"settings": null}',
        "[" * 100_000,
    ],
)
def test_options_that_cannot_be_read_are_the_defaults(text):
    assert options_of(text) == TableOptions()


def test_options_missing_a_field_take_its_default():
    assert options_of("{}") == TableOptions()
    assert options_of('{"turn_timer": 45}') == TableOptions(turn_timer=45)


def test_a_negative_timer_cannot_be_chosen():
    with pytest.raises(ValueError, match="turn timer"):
        TableOptions(turn_timer=-5)
