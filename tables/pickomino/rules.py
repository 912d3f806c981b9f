"""Pickomino's rules (engine/pickomino) as the table layer plays them: tables.rules.GameRules.

A thin adapter: the engine keeps its own types and hot path; this only translates between the
protocol's words and the engine's (seats to play, removals, refusals, JSON, results).
"""

from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from engine.pickomino import Action, Event, Game, IllegalAction, event_to_dict, snapshot
from engine.pickomino.actions import REMOVE
from engine.pickomino.components import MAX_SEATS, MIN_SEATS, RULE_SETS
from engine.pickomino.players.levels import computer_action
from engine.pickomino.view import BoardView, board_view
from storage import SeatResult, SeatStats
from tables.pickomino.counts import seat_counts
from tables.pickomino.options import options_of
from tables.rules import RefusedMove


class PickominoRules:
    min_seats: int = MIN_SEATS
    max_seats: int = MAX_SEATS
    variants: tuple[str, ...] = RULE_SETS

    def new_game(self, variant: str, seats: int, seed: int, settings_json: str) -> Game:
        return Game.new(variant, seats, seed, options_of(settings_json).settings)

    def parse_move(self, code: str) -> Action:
        try:
            return Action.parse(code)
        except IllegalAction as error:
            raise RefusedMove(code) from error

    def move_code(self, move: Action) -> str:
        return str(move)

    def removal(self, seat: int) -> Action:
        return Action(REMOVE, seat)

    def is_removal(self, move: Action) -> bool:
        return move.kind == REMOVE

    def legal_moves(self, game: Game) -> Sequence[Action]:
        return game.legal_actions()

    def to_play(self, game: Game) -> int:
        return game.current

    def is_seated(self, game: Game, seat: int) -> bool:
        return game.active[seat]

    def is_over(self, game: Game) -> bool:
        return game.is_over

    def apply(self, game: Game, move: Action, seat: int | None) -> list[Event]:
        try:
            return game.apply(move, seat)
        except IllegalAction as error:
            raise RefusedMove(str(move)) from error

    def automatic_move(self, game: Game, level: int) -> Action:
        """The move of the computer of `level` (engine.pickomino.players.levels)."""
        return computer_action(level, game)

    def view(self, game: Game) -> BoardView:
        return board_view(game)

    def to_json(self, game: Game) -> str:
        """The engine's JSON, written by orjson: the same text (tests/test_saved_states.py),
        numbered keys written as strings as `json` writes them, at a fraction of the cost of a
        state saved at every move (issue 16). The engine itself stays without dependencies."""
        return orjson.dumps(snapshot.to_dict(game), option=orjson.OPT_NON_STR_KEYS).decode()

    def from_json(self, text: str) -> Game:
        return snapshot.from_json(text)

    def copy(self, game: Game) -> Game:
        return game.copy()

    def results(self, game: Game) -> list[SeatResult]:
        return [
            SeatResult(
                seat=placing.seat,
                rank=placing.place,
                worms=placing.worms,
                tiles=tuple(game.stacks[placing.seat]),
                won=placing.place == 1 and not placing.removed,
                removed=placing.removed,
            )
            for placing in game.ranking()
        ]

    def seat_stats(self, seats: int, events: Sequence[Event]) -> list[SeatStats]:
        return seat_counts(seats, events)

    def event_record(self, event: Any) -> Mapping[str, Any]:
        return event_to_dict(event)
