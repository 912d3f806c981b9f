"""How a stored game and the engine meet: table options, seats, and the engine state.

The store keeps engine data as opaque JSON (bot must not import engine); this module is where
the Discord side turns it back into engine objects.
"""

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.storage import BrokenGame, GameStore, StoredGame, load_state
from cogs.replies import UserError
from engine.pickomino import Game, Settings, snapshot


class TableOptions(BaseModel):
    """What the host chose for one game: the rules' settings and the turn timer."""

    model_config = ConfigDict(extra="forbid")

    settings: Settings = Settings()
    turn_timer: int = Field(default=0, ge=0)
    """Seconds per decision; 0 is off."""


def table_options(stored: StoredGame) -> TableOptions:
    try:
        return TableOptions.model_validate_json(stored.settings_json)
    except ValidationError:
        return TableOptions()


async def engine_game(store: GameStore, stored: StoredGame) -> Game:
    """The running game's engine state; a state that cannot be read is marked broken."""
    try:
        return await load_state(store, stored, snapshot.from_json)
    except BrokenGame as error:
        raise UserError("error.broken_game") from error


def seat_of(stored: StoredGame, user_id: int) -> int | None:
    for index, seat in enumerate(stored.seats):
        if seat.user_id == user_id:
            return index
    return None


def seat_names(stored: StoredGame) -> list[str]:
    return [seat.display_name for seat in stored.seats]
