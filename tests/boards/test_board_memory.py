"""What a board remembers between clicks (issue 16) never shows a stale or foreign word: a line
is kept for the very event it describes, with its names and language; a grill's rows and a
seat's section for equal grills and seats only. Seeded games, compared with boards made
without any memory."""

import random

from engine.pickomino import Game
from engine.pickomino.events import Rolled, TurnStarted
from engine.pickomino.simulate import random_policy
from engine.pickomino.view import board_view
from tables.pickomino.board import _grill_rows, _seat_section, play_board
from tables.pickomino.event_lines import EventLines
from tables.pickomino.words import describe_event

NAMES = ("Ann", "Bob", "Cy")


def test_a_line_is_said_once_for_each_event_names_and_language() -> None:
    said: list[object] = []

    def describe(event: object, names: object, language: str) -> str:
        said.append(event)
        return f"{names} {language}"

    lines = EventLines(describe)
    first, equal = TurnStarted(0), TurnStarted(0)
    assert lines.line(first, ("Ann",), "en") == "('Ann',) en"
    assert lines.line(first, ("Ann",), "en") == "('Ann',) en"
    assert said == [first]
    assert lines.line(equal, ("Ann",), "en") == "('Ann',) en", "equal, but not the same event"
    assert lines.line(first, ("Zoé",), "en") == "('Zoé',) en"
    assert lines.line(first, ("Zoé",), "fr") == "('Zoé',) fr"
    assert len(said) == 4 and said[1] is equal


def test_the_memory_is_bounded_and_starts_again() -> None:
    lines = EventLines(lambda event, names, language: language, kept=3)
    events = [Rolled(0, (1, 2), None) for _ in range(4)]
    for event in events:
        lines.line(event, NAMES, "en")
    assert len(lines._lines) == 1
    assert lines.line(events[0], NAMES, "fr") == "fr"


def test_boards_with_memory_are_the_boards_without_it() -> None:
    """Thousands of boards (30,000) of seeded games of both rule sets, in both languages: the
    kept rows and sections, and the kept lines, say what the words say when made afresh."""
    for seed in range(6):
        game = Game.new("extension" if seed % 2 else "classic", 3, seed=seed)
        policy = random_policy(random.Random(seed))
        lines = EventLines(describe_event)
        recent: list[object] = []
        while not game.is_over:
            recent = [*recent, *game.apply(policy(game))][-8:]
            view = board_view(game)
            for language in ("en", "fr"):
                kept = [lines.line(event, NAMES, language) for event in recent]
                fresh = [describe_event(event, NAMES, language) for event in recent]
                assert kept == fresh
                if view.turn is None:
                    continue
                board = play_board(1, 1, view, NAMES, language, [])
                _grill_rows.cache_clear()
                _seat_section.cache_clear()
                assert play_board(1, 1, view, NAMES, language, []) == board
