"""Pick Pic's rules (engine/pickpic) as the table layer plays them: tables.rules.GameRules, and
tables.rules.Steps for its simultaneous steps (giving P4, ranking P7).

A thin adapter: moves are the engine's actions and their text form; the table's timer and a
player's departure are the engine's `complete` and `remove`.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from engine.pickpic import Action, Event, Game, IllegalAction, event_to_dict, snapshot
from engine.pickpic import actions as act
from engine.pickpic.game import GIVE, OVER, RANK, REVEAL, cards_needed
from engine.pickpic.policies import computer_actions
from engine.pickpic.settings import KIND, MAX_SEATS, MIN_SEATS
from engine.pickpic.view import TableView, table_view
from storage import SeatResult
from tables.errors import UserError
from tables.pickpic.options import options_of
from tables.rules import RefusedMove

VARIANT = KIND
"""Pick Pic has one rule set; its name is the game's."""


class PickpicRules:
    min_seats: int = MIN_SEATS
    max_seats: int = MAX_SEATS
    variants: tuple[str, ...] = (VARIANT,)

    def new_game(self, variant: str, seats: int, seed: int, settings_json: str) -> Game:
        """P1-P3, P6: one round takes a reference, a hand and a deck card per player; a server
        deck with fewer cards than that for this table is refused in words."""
        settings = options_of(settings_json).settings
        needed = cards_needed(seats)
        if len(settings.card_ids) < needed:
            raise UserError(
                "pickpic.error.deck_too_small", needed=needed, have=len(settings.card_ids),
                players=seats,
            )  # fmt: skip
        return Game.new(seats, seed, settings)

    def parse_move(self, code: str) -> Action:
        try:
            return Action.parse(code)
        except IllegalAction as error:
            raise RefusedMove(code) from error

    def move_code(self, move: Action) -> str:
        return str(move)

    def removal(self, seat: int) -> Action:
        return act.remove(seat)

    def is_removal(self, move: Action) -> bool:
        return move.kind in act.TABLE_KINDS

    def legal_moves(self, game: Game) -> Sequence[Action]:
        return game.legal_actions(self.to_play(game))

    def to_play(self, game: Game) -> int:
        """The first seat still to act (the protocol's single seat; see `waiting`)."""
        waiting = game.waiting()
        return waiting[0] if waiting else 0

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
        return computer_actions(game, self.to_play(game))[0]

    def view(self, game: Game) -> TableView:
        return table_view(game)

    def to_json(self, game: Game) -> str:
        return snapshot.to_json(game)

    def from_json(self, text: str) -> Game:
        return snapshot.from_json(text)

    def copy(self, game: Game) -> Game:
        return game.copy()

    def results(self, game: Game) -> list[SeatResult]:
        """The score stands where Pickomino's worms stand: the points of P11."""
        return [
            SeatResult(
                seat=placing.seat,
                rank=placing.place,
                worms=placing.score,
                tiles=(),
                won=placing.place == 1 and not placing.removed,
                removed=placing.removed,
            )
            for placing in game.ranking()
        ]

    def seat_stats(self, seats: int, events: Sequence[Event]) -> None:
        """Pick Pic keeps no per-seat counts beyond its results (yet)."""
        return None

    def event_record(self, event: Any) -> Mapping[str, Any]:
        return event_to_dict(event)

    # ------------------------------------------------------------------ tables.rules.Steps

    def waiting(self, game: Game) -> Sequence[int]:
        return game.waiting()

    def step(self, game: Game) -> int:
        """Three steps a round: giving, ranking, the reveal; a finished game is past every
        step."""
        if game.phase == OVER:
            return 3 * game.round + 3
        return 3 * game.round + (GIVE, RANK, REVEAL).index(game.phase)

    def seat_moves(self, game: Game, seat: int) -> Sequence[Action]:
        return game.legal_actions(seat)

    def computer_moves(self, game: Game, seat: int, level: int) -> Sequence[Action]:
        return computer_actions(game, seat)

    def timeout_move(self, seat: int) -> Action:
        return act.complete(seat)

    def paced_move(self, game: Game) -> Action | None:
        """P8: the reveal goes on one moment at a time, at the table's pace."""
        return act.show() if game.phase == REVEAL else None
