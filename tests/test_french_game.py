"""Whole games rendered in French and in English: every board, control and event line of
seeded random games, the lobby, the rules pages and every answer, as Discord would get them.
"""

import itertools
import random
import re
from collections import deque
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import discord
import pytest
from test_board_embed import assert_within_limits, texts

from cogs.board_render import board_message
from cogs.rules_pages import RulesPages
from engine.pickomino import Event, Game, Settings
from engine.pickomino import actions as act
from engine.pickomino.components import CLASSIC, EXTENSION
from engine.pickomino.simulate import random_policy
from storage import GameStatus, Seat, StoredGame
from tables.boards import describe
from tables.pickomino.options import TableOptions
from tables.pickomino.words import describe_event
from words.i18n import LANGUAGES, catalog, t

NAMES = ["Ada", "Bob", "Chloé", "Dan", "Eve", "Fay", "Gus"]
RECENT_EVENTS = 12
KEY_LEAK = re.compile(
    r"\b(action|board|command|error|game|language|lobby|reply|rules|setting)\.[a-z_]"
)
ENGLISH_WORDS = re.compile(
    r"\b(the|worms?|tiles?|grill|takes|steals|rolls|busts|turn|dice|seat|wins)\b", re.I
)
FRENCH_WORDS = re.compile(r"\b(vers?|dés?|brochette|lancer nul|becquetage|tour de)\b", re.I)
BUTTON_LABEL, OPTION_LABEL, OPTION_DESCRIPTION, PLACEHOLDER = 80, 100, 100, 150
NOW = datetime(2026, 1, 1, tzinfo=UTC)


def stored_game(version: int, rules: str, seats: int, status: GameStatus) -> StoredGame:
    options = TableOptions(
        settings=Settings(flip_when_nothing_returned=True, short_game=True), turn_timer=1
    )
    return StoredGame(
        id=7,
        guild_id=1,
        channel_id=2,
        owner_id=100,
        rules=rules,
        settings_json=options.to_json(),
        seats=tuple(Seat.human(100 + seat, NAMES[seat]) for seat in range(seats)),
        status=status,
        seed=0,
        state_json=None,
        message_id=None,
        version=version,
        created_at=NOW,
        updated_at=NOW,
        finished_at=None,
        deadline=NOW,
        broken_reason=None,
    )


def control_texts(view: discord.ui.View | None) -> Iterator[str]:
    """Every label of the controls, checked against Discord's limits on the way."""
    if view is None:
        return
    for row in view.to_components():
        for component in row["components"]:
            if "label" in component:
                assert 0 < len(component["label"]) <= BUTTON_LABEL, component
                yield component["label"]
            if "placeholder" in component:
                assert len(component["placeholder"]) <= PLACEHOLDER
                yield component["placeholder"]
            for option in component.get("options", []):
                assert 0 < len(option["label"]) <= OPTION_LABEL, option
                assert len(option.get("description", "")) <= OPTION_DESCRIPTION, option
                yield option["label"]
                yield option.get("description", "")


def message_texts(message: tuple[discord.Embed, discord.ui.View | None]) -> list[str]:
    embed, view = message
    assert_within_limits(embed)
    return [*texts(embed), *control_texts(view)]


def played_game(rules: str, seats: int, seed: int, language: str) -> list[str]:
    """Every text of one seeded random game as the channel sees it, from lobby to ranking;
    a seat leaves midway so that removed seats show too."""
    game = Game.new(rules, seats, seed=seed)
    policy = random_policy(random.Random(seed))
    recent: deque[Event] = deque(maxlen=RECENT_EVENTS)
    lobby = stored_game(0, rules, seats, GameStatus.LOBBY)
    shown = message_texts(board_message(describe(lobby, None, [], language)))
    for version in itertools.count(1):
        status = GameStatus.FINISHED if game.is_over else GameStatus.RUNNING
        stored = stored_game(version, rules, seats, status)
        shown += message_texts(board_message(describe(stored, game, list(recent), language)))
        if game.is_over:
            break
        if game.turn == 12 and game.active[seats - 1]:
            events = game.apply(act.remove(seats - 1))
        else:
            events = game.apply(policy(game))
        recent.extend(events)
        shown += [line for event in events if (line := describe_event(event, NAMES, language))]
    abandoned = replace(stored, status=GameStatus.ABANDONED)
    return shown + message_texts(board_message(describe(abandoned, game, [], language)))


def assert_no_leak(shown: list[str]) -> None:
    for text in shown:
        assert not KEY_LEAK.search(text), text
        assert "{" not in text and "}" not in text, text


GAMES = [(CLASSIC, 4, 1), (CLASSIC, 2, 2), (EXTENSION, 4, 3), (EXTENSION, 7, 4)]


@pytest.mark.parametrize(("rules", "seats", "seed"), GAMES)
def test_a_whole_game_reads_in_french(rules: str, seats: int, seed: int) -> None:
    shown = played_game(rules, seats, seed, "fr")
    assert_no_leak(shown)
    english = [text for text in shown if ENGLISH_WORDS.search(text)]
    assert english == []
    everything = "\n".join(shown)
    for term in ("ver", "pickomino", "brochette", "lancer nul", "De côté", "Derniers coups"):
        assert term in everything, term
    for term in ("Rejoindre", "Commencer", "Revanche", "Partie terminée", "a quitté la partie"):
        assert term in everything, term
    if rules == EXTENSION:
        for term in ("ver grillé", "vers grillés", "belette", "Réserve"):
            assert term in everything, term


@pytest.mark.parametrize(("rules", "seats", "seed"), GAMES)
def test_the_same_game_reads_in_english(rules: str, seats: int, seed: int) -> None:
    shown = played_game(rules, seats, seed, "en")
    assert_no_leak(shown)
    assert [text for text in shown if FRENCH_WORDS.search(text)] == []
    everything = "\n".join(shown)
    for term in ("worm", "grill", "Set aside", "Latest moves", "Join", "Rematch", "Game over"):
        assert term in everything, term


def test_french_and_english_games_differ_only_in_words() -> None:
    """The same seed gives the same number of lines and controls in both languages."""
    french = played_game(CLASSIC, 3, 5, "fr")
    english = played_game(CLASSIC, 3, 5, "en")
    assert len(french) == len(english)
    assert sum(a != b for a, b in zip(french, english, strict=True)) > len(french) // 2


@pytest.mark.parametrize("language", LANGUAGES)
async def test_every_rules_page_fits_and_reads_in_its_language(language: str) -> None:
    pages = RulesPages(EXTENSION, language)
    shown: list[str] = []
    for page in range(len(pages.pages)):
        pages.page = page
        shown += message_texts((pages.embed(), pages))
    assert_no_leak(shown)
    other = ENGLISH_WORDS if language == "fr" else FRENCH_WORDS
    assert [text for text in shown if other.search(text)] == []


VALUES: dict[str, Any] = {
    "seats": 2,
    "name": "Ada",
    "game": 7,
    "count": 3,
    "choice": "Expert",
    "language": "Français",
    "link": "https://pickomino.example/s/abc/",
    "path": "/s/abc/",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_answer_to_a_player_reads_in_its_language(language: str) -> None:
    answers = [
        t(key, language, **VALUES)
        for key in (message.id for message in catalog(language))
        if isinstance(key, str) and key.split(".")[0] in ("error", "reply")
    ]
    assert len(answers) >= 20
    assert_no_leak(answers)
    for text in answers:
        assert len(text) <= 2000
    if language == "fr":
        assert t("error.not_your_turn", "fr", name="Ada") == "C'est à Ada de jouer."
        assert "/pickomino nouvelle" in t("error.no_game", "fr")
