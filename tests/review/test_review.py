"""The review of a finished game against the exact expert (tables.pickomino.review, issue 29):
its numbers are the expert's own, recomputed here through the turn programme; the expert
reviews at 100 % with nothing lost; a poor policy reviews far below."""

from collections.abc import Callable, Sequence

import pytest

from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import FACE_POINTS
from engine.pickomino.game import CHOOSE_BONUS, CHOOSE_VICTIM, ROLL_OR_STOP, SET_ASIDE, Game
from engine.pickomino.players.decisions import weasel_left
from engine.pickomino.players.expert import expert_action
from engine.pickomino.players.levels import level_named
from engine.pickomino.players.programme import programme
from engine.pickomino.players.valuation import per_turn_values
from storage import Seat
from tables.errors import UserError
from tables.pickomino.review import TOLERANCE, GameReview, review
from tables.pickomino.review_words import review_view
from tables.reviews import replay
from words.numbers import apart

Policy = Callable[[Game], Action]


def played(rules: str, seed: int, policies: Sequence[Policy]) -> list[tuple[int, Action]]:
    game = Game.new(rules, len(policies), seed)
    moves = []
    while not game.is_over:
        action = policies[game.current](game)
        moves.append((game.current, action))
        game.apply(action, game.current)
    return moves


def reviewed(rules: str, seed: int, policies: Sequence[Policy]) -> GameReview:
    return review(Game.new(rules, len(policies), seed), played(rules, seed, policies))


def poor(game: Game) -> Action:
    """Greedy for dice, blind to tiles: the lowest new face, then roll whenever allowed."""
    legal = game.legal_actions()
    if game.phase == SET_ASIDE:
        faces = [action for action in legal if action.kind == act.ASIDE]
        return min(faces, key=lambda action: FACE_POINTS[int(action.arg or 0)])
    if game.phase == ROLL_OR_STOP:
        return act.roll()
    if game.phase in (CHOOSE_BONUS, CHOOSE_VICTIM):
        return legal[0]
    return legal[0]


@pytest.mark.parametrize(("rules", "seed"), [("classic", 1), ("classic", 7), ("extension", 3)])
def test_the_expert_reviews_at_100_percent_with_nothing_lost(rules: str, seed: int) -> None:
    result = reviewed(rules, seed, [expert_action] * 3)
    for seat in result.seats:
        assert seat.decisions > 20
        assert seat.accuracy == 1.0 and seat.accurate == seat.decisions
        assert seat.lost == 0.0 and seat.costliest == ()


def test_a_poor_policy_reviews_below_60_percent_beside_the_expert() -> None:
    result = reviewed("classic", 5, [poor, expert_action])
    bad, expert = result.seats
    assert bad.accuracy < 0.6 and bad.lost > 5
    assert len(bad.costliest) == 3
    losses = [decision.loss for decision in bad.costliest]
    assert losses == sorted(losses, reverse=True) and losses[-1] > TOLERANCE
    assert expert.accuracy == 1.0 and expert.lost == 0.0


def test_each_value_is_the_turn_programmes_recomputed_independently() -> None:
    """Roll-or-stop and set-aside decisions of a game of the medium computer, valued again
    straight from the programme of the expert's per-turn table, and the expert's own choice
    is the best move the review names."""
    medium = level_named("medium").policy
    rules, seed = "extension", 11
    moves = played(rules, seed, [medium] * 3)
    result = review(Game.new(rules, 3, seed), moves)
    by_index = {decision.index: decision for decision in result.decisions}
    game = Game.new(rules, 3, seed)
    checked = {ROLL_OR_STOP: 0, SET_ASIDE: 0}
    for index, (seat, action) in enumerate(moves):
        decision = by_index.get(index)
        if decision is not None and decision.phase in checked and checked[decision.phase] < 6:
            turn = programme(per_turn_values(game))
            weasel = weasel_left(game)
            if decision.phase == ROLL_OR_STOP:
                values = {
                    act.stop(): turn.stop(game.used, game.total),
                    act.roll(): turn.roll(
                        game.dice_left, game.used, game.total, weasel, game.golden_in_play
                    ),
                }
            else:
                values = {}
                for face in game.new_faces():
                    count = game.roll_white.count(face) + (game.roll_golden == face)
                    values[act.aside(face)] = turn.after(
                        game.dice_left - count,
                        game.used | 1 << face,
                        game.total + count * FACE_POINTS[face],
                        weasel,
                        game.golden_in_play and game.roll_golden != face,
                    ) + (turn.values.double_one if face == 1 and count >= 2 else 0.0)
            assert decision.made == action
            assert decision.made_value == pytest.approx(values[action], abs=1e-12)
            assert decision.best_value == pytest.approx(max(values.values()), abs=1e-12)
            assert values[expert_action(game)] == pytest.approx(decision.best_value, abs=1e-12)
            checked[decision.phase] += 1
        game.apply(action, seat)
    assert checked == {ROLL_OR_STOP: 6, SET_ASIDE: 6}


def test_luck_is_what_the_dice_gave_beyond_the_turns_as_dealt_less_the_choices() -> None:
    result = reviewed("classic", 2, [poor, expert_action, level_named("easy").policy])
    for seat in result.seats:
        turns = [turn for turn in result.turns if turn.seat == seat.seat]
        assert seat.dealt == pytest.approx(sum(turn.dealt for turn in turns))
        assert seat.gave == pytest.approx(sum(turn.gave for turn in turns))
        assert seat.luck == pytest.approx(seat.gave - seat.dealt + seat.lost)
    assert any(turn.dealt > 0 for turn in result.turns)


def test_every_seats_path_ends_on_its_final_worms() -> None:
    result = reviewed("extension", 4, [expert_action, poor, poor])
    for seat, path in enumerate(result.paths):
        assert path[-1].worms == result.final_worms[seat]
        moments = [point.moment for point in path]
        assert moments == sorted(moments)
    for seat in result.seats:
        for decision in seat.costliest:
            assert result.where[decision.index] in result.paths[seat.seat]


def test_the_words_say_each_costly_decision_as_a_player_would_in_both_languages() -> None:
    result = reviewed("classic", 5, [poor, expert_action])
    seats = [Seat.human(1, "Ann"), Seat.computer(2, "Computer 1 (expert)")]
    names = [seat.display_name for seat in seats]
    english = review_view(9, result, seats, names, "en", "en")
    assert english.title == "Review · game #9"
    (ann, ann_text), (computer, computer_text) = english.fields
    assert computer == "Computer 1 (expert)"
    assert ann == "Ann" and ann_text.startswith("Accuracy ")
    first = ann_text.split("\n")[2]
    assert first.startswith("1. Turn ") and " was worth " in first and first.endswith(".")
    assert "100% by construction" in computer_text and "100% by construction" not in ann_text
    assert "No decision cost anything." in computer_text
    french = review_view(9, result, seats, names, "fr", "fr")
    assert french.title == "Revue · partie n° 9"
    assert " valait " in french.fields[0][1] and "100 % par construction" in french.fields[1][1]
    assert french.chart.title == "Vers espérés au fil de la partie"
    assert [line.label for line in english.chart.lines] == names
    assert [len(line.marks) for line in english.chart.lines] == [3, 0]


def test_a_log_that_does_not_replay_reviews_nothing() -> None:
    from datetime import UTC, datetime

    from storage import GameStatus, StoredGame

    now = datetime.now(UTC)
    stored = StoredGame(
        1, 1, 1, 1, "classic", "{}", (Seat.human(1, "A"), Seat.human(2, "B")),
        GameStatus.FINISHED, 4, None, None, 1, now, now, now, None, None,
    )  # fmt: skip
    with pytest.raises(UserError) as refused:
        replay(stored, [(0, "roll"), (0, "stop")])
    assert refused.value.key == "error.review_unreadable"
    with pytest.raises(UserError):
        replay(stored, [(0, "nonsense")])


def test_a_game_where_players_left_reviews_every_move_still_played() -> None:
    """F8: a removal is the table's move, not a decision; the turn it cut short counts no
    luck, and the game's end still matches the paths."""
    game = Game.new("extension", 3, 9)
    moves: list[tuple[int, Action]] = []
    while not game.is_over:
        if len(moves) == 40:
            removal = Action(act.REMOVE, game.current)
            moves.append((game.current, removal))
            game.apply(removal, None)
            continue
        action = expert_action(game)
        moves.append((game.current, action))
        game.apply(action, game.current)
    result = review(Game.new("extension", 3, 9), moves)
    assert all(decision.made.kind != act.REMOVE for decision in result.decisions)
    assert all(seat.accuracy == 1.0 and seat.lost == 0.0 for seat in result.seats)
    for seat, path in enumerate(result.paths):
        assert path[-1].worms == result.final_worms[seat]


def test_two_values_that_one_decimal_shows_equal_get_two() -> None:
    """A costly decision cost more than TOLERANCE (0.02 worms): its two values never read the
    same ("worth 2.4 worms; ... worth 2.4")."""
    assert apart(2.404, 2.426, "en") == ("2.40", "2.43")
    assert apart(2.404, 2.426, "fr") == ("2,40", "2,43")
    assert apart(0.2, 7.5, "en") == ("0.2", "7.5")
