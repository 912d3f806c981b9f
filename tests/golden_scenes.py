"""Fixed, seeded game scenes whose boards are kept as files under tests/golden/.

Each scene is a stored game (lobby, running, finished, abandoned) with its engine state and
its latest events, built by playing seeded games with fixed policies: no clock, no randomness
beyond the seeds. `render` draws a scene the way each front-end shows it; test_golden.py
compares that with the files byte for byte.

Regenerate the files (only for a deliberate, explained change of what players see) with:

    UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
"""

import io
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from cogs.board_render import board_message
from console.board_text import board_text
from console.choices import choices
from console.play import TERMINAL_CHANNEL, play_at_table
from console.seating import Table
from console.stop_signals import StopSignals
from engine.pickomino import Action, Event, Game, Settings, snapshot
from engine.pickomino.game import (
    CHOOSE_BONUS,
    CHOOSE_VICTIM,
    MUST_STOP,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
)
from engine.pickomino.policies import cautious_action
from engine.pickomino.simulate import random_policy
from storage import GameStatus, Seat, StoredGame
from tables.boards import describe
from tables.computers import computer_name
from tables.pickomino.options import TableOptions
from words.i18n import LANGUAGES

GOLDEN = Path(__file__).parent / "golden"
MOMENT = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
DEADLINE = datetime(2026, 11, 23, 12, 1, 30, tzinfo=UTC)
RECENT_EVENTS = 8
HOST = 1001
NAMES = ("Ada", "Bob *the* _builder_", "Chloé", "Dan", "Eve")


@dataclass(frozen=True)
class Scene:
    stored: StoredGame
    game: Game | None
    recent: tuple[Event, ...]
    language: str


def humans(count: int) -> tuple[Seat, ...]:
    return tuple(Seat.human(HOST + index, NAMES[index]) for index in range(count))


def computer(number: int, language: str) -> Seat:
    return Seat.computer(0, computer_name(number, 0, language))


def stored_game(
    status: GameStatus,
    rules: str,
    seats: tuple[Seat, ...],
    game: Game | None = None,
    options: TableOptions | None = None,
    version: int = 5,
    deadline: datetime | None = None,
) -> StoredGame:
    over = status in (GameStatus.FINISHED, GameStatus.ABANDONED)
    return StoredGame(
        id=42,
        guild_id=7,
        channel_id=8,
        owner_id=HOST,
        rules=rules,
        settings_json=(options or TableOptions()).to_json(),
        seats=seats,
        status=status,
        seed=None if game is None else 1234,
        state_json=None if game is None else snapshot.to_json(game),
        message_id=None,
        version=version,
        created_at=MOMENT,
        updated_at=MOMENT,
        finished_at=MOMENT if over else None,
        deadline=deadline,
        broken_reason=None,
    )


def played(
    rules: str,
    seats: int,
    seed: int,
    until: Callable[[Game], bool],
    policy: str = "cautious",
    settings: Settings | None = None,
) -> tuple[Game, tuple[Event, ...]]:
    """A seeded game played until `until` holds, with its last events."""
    game = Game.new(rules, seats, seed, settings)
    choose = cautious_action if policy == "cautious" else random_policy(random.Random(seed))
    events: list[Event] = []
    while not until(game):
        assert not game.is_over, "the scene's moment never came"
        events += game.apply(choose(game))
    return game, tuple(events[-RECENT_EVENTS:])


def phase_at(phase: str, turn: int = 1) -> Callable[[Game], bool]:
    return lambda game: game.phase == phase and game.turn >= turn


def over(game: Game) -> bool:
    return game.is_over


def _lobby_classic(language: str) -> Scene:
    options = TableOptions(
        settings=Settings(flip_when_nothing_returned=True, short_game=True), turn_timer=90
    )
    seats = (*humans(2), computer(1, language))
    return Scene(
        stored_game(GameStatus.LOBBY, "classic", seats, options=options), None, (), language
    )


def _lobby_extension(language: str) -> Scene:
    return Scene(stored_game(GameStatus.LOBBY, "extension", humans(1)), None, (), language)


def _running(
    language: str,
    rules: str,
    seats: tuple[Seat, ...],
    moment: tuple[Game, tuple[Event, ...]],
    deadline: datetime | None = None,
    options: TableOptions | None = None,
) -> Scene:
    game, recent = moment
    status = GameStatus.FINISHED if game.is_over else GameStatus.RUNNING
    stored = stored_game(status, rules, seats, game, options, 17, deadline)
    return Scene(stored, game, recent, language)


def _classic_first_roll(language: str) -> Scene:
    return _running(language, "classic", humans(2), played("classic", 2, 5, phase_at(ROLL)))


def _classic_set_aside(language: str) -> Scene:
    moment = played("classic", 3, 11, phase_at(SET_ASIDE, turn=4))
    timer = TableOptions(turn_timer=90)
    return _running(language, "classic", humans(3), moment, DEADLINE, timer)


def _classic_roll_or_stop(language: str) -> Scene:
    moment = played("classic", 4, 3, phase_at(ROLL_OR_STOP, turn=9))
    return _running(language, "classic", humans(4), moment)


def _classic_must_stop(language: str) -> Scene:
    moment = played("classic", 2, 8, phase_at(MUST_STOP), policy="random")
    return _running(language, "classic", humans(2), moment)


def _computer_turn(language: str) -> Scene:
    moment = played("classic", 2, 21, phase_at(SET_ASIDE, turn=2))
    return _running(language, "classic", (*humans(1), computer(1, language)), moment)


def _extension_mid_turn(language: str) -> Scene:
    moment = played("extension", 3, 4, phase_at(ROLL_OR_STOP, turn=12))
    return _running(language, "extension", humans(3), moment)


def _extension_bonus_choice(language: str) -> Scene:
    moment = played("extension", 3, 1, phase_at(CHOOSE_BONUS), policy="random")
    return _running(language, "extension", humans(3), moment)


def _extension_victim_choice(language: str) -> Scene:
    moment = played("extension", 3, 0, phase_at(CHOOSE_VICTIM), policy="random")
    return _running(language, "extension", humans(3), moment)


def _classic_over(language: str) -> Scene:
    return _running(language, "classic", humans(3), played("classic", 3, 2, over))


def _extension_over(language: str) -> Scene:
    game = Game.new("extension", 4, 6)
    game.apply(Action("remove", 2))
    events: list[Event] = []
    while not game.is_over:
        events += game.apply(cautious_action(game))
    moment = (game, tuple(events[-RECENT_EVENTS:]))
    return _running(language, "extension", humans(4), moment)


def _abandoned(language: str) -> Scene:
    moment = played("classic", 2, 5, phase_at(ROLL, turn=3))
    scene = _running(language, "classic", humans(2), moment)
    stored = stored_game(GameStatus.ABANDONED, "classic", humans(2), scene.game)
    return Scene(stored, scene.game, (), language)


SCENES: dict[str, Callable[[str], Scene]] = {
    "lobby_classic": _lobby_classic,
    "lobby_extension": _lobby_extension,
    "classic_first_roll": _classic_first_roll,
    "classic_set_aside": _classic_set_aside,
    "classic_roll_or_stop": _classic_roll_or_stop,
    "classic_must_stop": _classic_must_stop,
    "computer_turn": _computer_turn,
    "extension_mid_turn": _extension_mid_turn,
    "extension_bonus_choice": _extension_bonus_choice,
    "extension_victim_choice": _extension_victim_choice,
    "classic_over": _classic_over,
    "extension_over": _extension_over,
    "abandoned": _abandoned,
}


def scene_names() -> list[str]:
    return [f"{name}.{language}" for name in SCENES for language in LANGUAGES]


def scene(name: str) -> Scene:
    base, language = name.rsplit(".", 1)
    return SCENES[base](language)


def discord_board(scene: Scene) -> str:
    """The Discord message: the embed's full dict and the components' dicts, as JSON."""
    embed, view = board_message(describe(scene.stored, scene.game, scene.recent, scene.language))
    message = {
        "embed": embed.to_dict(),
        "components": view.to_components() if view is not None else None,
    }
    return json.dumps(message, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def terminal_board(scene: Scene) -> str:
    """What the terminal prints: the board, then the numbered moves when a person plays."""
    stored, game = scene.stored, scene.game
    board = describe(stored, game, scene.recent, scene.language)
    text = board_text(board)
    person = game is not None and not stored.seats[game.current].is_computer
    if stored.status == GameStatus.RUNNING and game is not None and person:
        menu = choices(board)
        text += "\n" + "\n".join(f"  {n}. {choice.label}" for n, choice in enumerate(menu, 1))
    return text + "\n"


SESSIONS = {
    "session_computers_classic.en": (Table("classic", (), 3, 77), "en", ""),
    "session_hot_seat_extension.fr": (
        Table("extension", ("Ada", "Bob"), 1, 99),
        "fr",
        "1\n2\n1\nx\n9\n1\n1\n2\n1\n1\n1\n2\n1\n1\n1\n1\n1\n2\n2\n1\nq\n",
    ),
}
"""Whole terminal sessions: a game among computers to its end, and people at one keyboard
typing moves (a wrong one among them) until they quit."""


async def terminal_session(name: str, database: Path) -> str:
    table, language, typed = SESSIONS[name]
    stdout = io.StringIO()
    await play_at_table(
        database,
        table,
        channel=TERMINAL_CHANNEL,
        new=False,
        language=language,
        stdin=io.StringIO(typed),
        stdout=stdout,
        signals=StopSignals(),
    )
    return stdout.getvalue()
