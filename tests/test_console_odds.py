"""The terminal: `?` at the prompt shows the odds, computers of chosen levels play (`--level`)."""

import io

import pytest
from test_console_play import SEED, lines, play, stored_games

from console.seating import Table, UsageError
from engine.pickomino import Game
from storage import GameStatus
from tables.pickomino.odds_words import odds_text


@pytest.fixture
def database(tmp_path):
    return tmp_path / "data" / "pickomino.db"


async def test_a_question_mark_at_the_prompt_shows_the_odds_and_asks_again(database):
    table = Table("classic", ("Ann", "Bob"), 0, SEED)
    expected = odds_text(Game.new("classic", 2, SEED), ["Ann", "Bob"], "en")

    stopped, output = await play(database, table, lines("?", "q"))

    assert stopped is None
    assert expected in output
    assert "Ann, your move (1, ? for the odds, h for help, q to save and quit): " in output
    assert output.count("Ann, your move") == 2, "the prompt comes back after the odds"
    _, log, _ = await stored_games(database)
    assert log == [], "asking for the odds plays nothing"


async def test_computers_of_the_levels_asked_for_play_a_whole_game(database):
    table = Table.from_options(
        "en", "extension", [], None, SEED, level="easy,expert,master", watch=True
    )
    assert table.computers == 3 and table.levels == (1, 2, 3)

    ended, _ = await play(database, table, io.StringIO())

    assert ended is not None and ended.status == GameStatus.FINISHED
    stored, log, _ = await stored_games(database)
    assert [seat.display_name for seat in stored.seats] == [
        "Computer 1 (easy)",
        "Computer 2 (expert)",
        "Computer 3 (master)",
    ]
    assert [seat.computer_level for seat in stored.seats] == [1, 2, 3]
    assert {entry.seat for entry in log} == {0, 1, 2}


def test_one_level_serves_every_computer_and_a_wrong_level_is_explained():
    table = Table.from_options("en", "classic", ["Ann"], 2, None, level="expert")
    assert table.levels == (2, 2)
    with pytest.raises(UsageError, match="Unknown level genius: choose among easy, medium"):
        Table.from_options("en", "classic", ["Ann"], 2, None, level="genius")
    with pytest.raises(UsageError, match="3 levels for 2 computers"):
        Table.from_options("en", "classic", ["Ann"], 2, None, level="easy,easy,expert")
