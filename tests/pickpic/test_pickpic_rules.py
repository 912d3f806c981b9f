"""The rules of Pick Pic (pickpic-rules.md P1-P11 and the points settled there), on the engine."""

import pytest
from pickpic_helpers import as_shuffled, checked, give_in_order, order_by_giver, rank_with

from engine.pickpic import actions as act
from engine.pickpic import errors, snapshot
from engine.pickpic.catalogue import CARD_IDS
from engine.pickpic.events import (
    DeckReshuffled,
    GameOver,
    Locked,
    PileShown,
    RankingStarted,
    Reveal,
    RevealedCard,
    RevealEnded,
    RoundScored,
    RoundStarted,
    SeatRemoved,
)
from engine.pickpic.game import GIVE, NOBODY, OVER, RANK, REVEAL, Game, score_pile
from engine.pickpic.reveal import card_gains, moments
from engine.pickpic.settings import ServerPicture, Settings
from engine.pickpic.view import table_view


def deck_first(game: Game, seat: int) -> list[int]:
    return order_by_giver(game, seat, [None])


def test_p1_the_deck_is_the_catalogue_shuffled_by_the_seed() -> None:
    game = Game.new(4, seed=1)
    in_play = [card for card in game.references if card is not None]
    in_play += [card for hand in game.hands for card in hand]
    assert sorted(game.deck + in_play) == sorted(CARD_IDS)
    assert Game.new(4, seed=1).deck == game.deck
    assert Game.new(4, seed=2).deck != game.deck
    assert game.scores == [0, 0, 0, 0]


@pytest.mark.parametrize(("players", "hand", "each"), [(3, 4, 2), (4, 3, 1), (5, 4, 1), (8, 7, 1)])
def test_p2_p3_a_reference_face_up_and_a_hand_of_one_card_per_opponent(
    players: int, hand: int, each: int
) -> None:
    """P3 and the 3-player rule: with exactly 3 players the hand has 4 cards, 2 per opponent."""
    game = Game.new(players, seed=5)
    assert all(card is not None for card in game.references)
    assert [len(cards) for cards in game.hands] == [hand] * players
    assert game.per_opponent == each
    assert game.phase == GIVE
    assert game.waiting() == list(range(players))


def test_p4_giving_places_changes_and_locks_in() -> None:
    game = Game.new(4, seed=3)
    first, second, third = game.hands[0]
    checked(game, act.give(first, 1), 0)
    checked(game, act.give(second, 2), 0)
    assert act.lock() not in game.legal_actions(0), "P4: every card of the hand is given"
    with pytest.raises(errors.IllegalAction) as refused:
        game.apply(act.lock(), 0)
    assert refused.value.reason == errors.NOT_FINISHED
    checked(game, act.give(third, 1), 0)
    assert game.given_to(0, 1) == [third], "1 card per opponent: the first one made room"
    assert game.given_to(0, 2) == [second]
    assert NOBODY in game.aims[0]
    checked(game, act.give(first, 3), 0)
    checked(game, act.give(first, 2), 0)
    assert game.given_to(0, 2) == [first] and game.given_to(0, 3) == [second], "a swap"
    checked(game, act.take(third), 0)
    assert game.given_to(0, 1) == []
    checked(game, act.give(third, 1), 0)
    assert checked(game, act.lock(), 0) == [Locked(0, "giving", False)]
    assert game.waiting() == [1, 2, 3]
    assert game.legal_actions(0) == ()
    with pytest.raises(errors.IllegalAction) as late:
        game.apply(act.take(first), 0)
    assert late.value.reason == errors.ALREADY_LOCKED


def test_p4_three_players_give_two_cards_to_each_opponent() -> None:
    game = Game.new(3, seed=4)
    hand = game.hands[0]
    for card, other in zip(hand, [1, 1, 2, 2], strict=True):
        checked(game, act.give(card, other), 0)
    assert game.given_to(0, 1) == hand[:2] and game.given_to(0, 2) == hand[2:]
    checked(game, act.give(hand[2], 1), 0)
    assert game.given_to(0, 1) == [hand[1], hand[2]] and game.given_to(0, 2) == [hand[0], hand[3]]
    checked(game, act.lock(), 0)
    give_in_order(game)
    assert game.phase == RANK
    assert [len(pile) for pile in game.piles] == [5, 5, 5]
    assert sorted(game.givers[1]) == [NOBODY, 0, 0, 2, 2]


@pytest.mark.parametrize(
    ("action", "seat", "reason"),
    [
        (act.give(10_000, 1), 0, errors.NOT_YOUR_CARD),
        (act.place(1), 0, errors.WRONG_PHASE),
        (act.undo(), 0, errors.WRONG_PHASE),
        (act.lock(), 7, errors.NOT_PLAYING),
        (act.lock(), None, errors.NEEDS_A_SEAT),
        (act.remove(9), None, errors.NO_SUCH_SEAT),
        (act.Action("roll"), 0, errors.UNKNOWN_ACTION),
    ],
)
def test_p4_illegal_moves_change_nothing(action: act.Action, seat: int | None, reason: str) -> None:
    game = Game.new(4, seed=8)
    before = snapshot.to_json(game)
    with pytest.raises(errors.IllegalAction) as refused:
        game.apply(action, seat)
    assert refused.value.reason == reason
    assert snapshot.to_json(game) == before


def test_p4_a_card_goes_to_an_opponent_only() -> None:
    game = Game.new(4, seed=8)
    card = game.hands[0][0]
    for target, reason in ((0, errors.NOT_AN_OPPONENT), (5, errors.NOT_AN_OPPONENT)):
        with pytest.raises(errors.IllegalAction) as refused:
            game.apply(act.give(card, target), 0)
        assert refused.value.reason == reason
    checked(game, act.give(card, 1), 0)
    with pytest.raises(errors.IllegalAction) as twice:
        game.apply(act.give(card, 1), 0)
    assert twice.value.reason == errors.ALREADY_THERE
    assert act.give(card, 1) not in game.legal_actions(0)


def test_p5_a_view_shows_only_the_viewers_own_cards() -> None:
    game = Game.new(4, seed=9)
    mine = table_view(game, viewer=2)
    assert [held.card for held in mine.hand] == game.hands[2]
    assert table_view(game).hand == () and table_view(game).viewer is None
    give_in_order(game)
    mine = table_view(game, viewer=2)
    assert mine.pile == tuple(game.piles[2]) and mine.hand == ()
    assert "givers" not in mine.__dataclass_fields__
    assert table_view(game, viewer=1).pile != mine.pile
    assert all(seat.reference is not None for seat in mine.seats)


def test_p6_each_pile_is_the_gifts_and_one_deck_card_shuffled() -> None:
    deck_places = set()
    for seed in range(12):
        game = Game.new(5, seed=seed)
        give_in_order(game)
        assert game.phase == RANK
        for seat in range(5):
            assert sorted(game.givers[seat]) == sorted([NOBODY, *game.opponents(seat)])
        deck_places.add(game.givers[0].index(NOBODY))
    assert len(deck_places) >= 4, "P6: the deck card is shuffled into the pile"


def test_p6_ranking_starts_when_the_last_player_locks_in() -> None:
    game = Game.new(4, seed=2)
    events = give_in_order(game)
    assert [type(event) for event in events[-2:]] == [Locked, RankingStarted]
    assert events[-1] == RankingStarted(1, 4)
    assert game.waiting() == [0, 1, 2, 3]


def test_p7_ranking_places_undoes_and_locks_in() -> None:
    game = Game.new(4, seed=6)
    give_in_order(game)
    pile = game.piles[1]
    checked(game, act.place(pile[2]), 1)
    checked(game, act.place(pile[0]), 1)
    with pytest.raises(errors.IllegalAction) as again:
        game.apply(act.place(pile[2]), 1)
    assert again.value.reason == errors.ALREADY_PLACED
    checked(game, act.undo(), 1)
    assert game.drafts[1] == [pile[2]]
    assert act.lock() not in game.legal_actions(1)
    for card in (pile[0], pile[1], pile[3]):
        checked(game, act.place(card), 1)
    assert game.legal_actions(1) == (act.undo(), act.lock())
    checked(game, act.lock(), 1)
    assert game.waiting() == [0, 2, 3]
    with pytest.raises(errors.IllegalAction):
        game.apply(act.undo(), 1)


def test_p8_p9_worked_example_scoring_of_one_pile() -> None:
    """The worked example of pickpic-rules.md, ranker A (0), givers B, C, D (1, 2, 3)."""
    pile = [11, 12, 13, 99]
    givers = [1, 2, 3, NOBODY]
    cards, points = score_pile(4, 0, [11, 12, 13, 99], pile, givers)
    assert points == (4, 2, 1, 1), "B, C, D, deck: 3 + 1 for the deck last; B 1 + 1"
    assert [card.counted for card in cards] == [True, True, True, False]
    _, points = score_pile(4, 0, [12, 99, 11, 13], pile, givers)
    assert points == (1, 0, 2, 0), "C, deck, B, D: the ranker 1, C 2"
    _, points = score_pile(4, 0, [99, 11, 12, 13], pile, givers)
    assert points == (0, 0, 0, 0), "deck first: nobody scores from this pile"


def test_p8_p9_p10_a_whole_round_scores_every_pile_and_discards_every_card() -> None:
    game = Game.new(4, seed=11)
    give_in_order(game)
    orders = {
        0: [1, 2, 3, None],
        1: [2, None, 0, 3],
        2: [None, 0, 1, 3],
        3: [0, 1, None, 2],
    }
    events = rank_with(game, lambda g, seat: order_by_giver(g, seat, orders[seat]))
    scored = next(event for event in events if isinstance(event, RoundScored))
    # Pile 0: 0 +4, 1 +2, 2 +1, 3 +1. Pile 1: 1 +1, 2 +2. Pile 2: none.
    # Pile 3: 3 +2, 0 +2, 1 +1.
    assert scored.points == (6, 4, 3, 3)
    assert scored.totals == (6, 4, 3, 3) == tuple(game.scores)
    assert [reveal.ranker for reveal in scored.reveals] == [0, 1, 2, 3]
    assert scored.reveals[0].deck_last and not scored.reveals[3].deck_last
    assert [card.giver for card in scored.reveals[1].cards] == [2, None, 0, 3]
    assert game.last_reveal == scored
    assert len(game.discard) == 4 * 5, "P10: references, gifts and deck cards"
    assert isinstance(events[-1], RoundStarted) and game.round == 2 and game.phase == GIVE
    assert not set(game.discard) & {card for hand in game.hands for card in hand}


WORKED_ORDERS = {0: [1, 2, 3, None], 1: [2, None, 0, 3], 2: [None, 0, 1, 3], 3: [0, 1, None, 2]}


def test_p8_the_reveal_shows_pile_after_pile_up_to_the_deck_card_and_counts_nothing() -> None:
    """P8 as the French text reads: pile by pile (seat order), card by card from the first,
    "jusqu'à atteindre la carte ajoutée ... Arrêtez alors immédiatement le décompte et passez
    au joueur suivant": the moments stop at the deck card. The points were counted when the
    last pile was ranked; the reveal adds nothing."""
    game = Game.new(4, seed=11)
    give_in_order(game)
    events = rank_with(game, lambda g, seat: order_by_giver(g, seat, WORKED_ORDERS[seat]), False)
    assert isinstance(events[-1], RoundScored) and game.phase == REVEAL
    assert game.scores == [6, 4, 3, 3] and game.round == 1 and game.waiting() == []
    assert game.reveal_moment() == (0, 0) and table_view(game).waiting == ()
    assert game.legal_actions(0) == ()
    for refused_action, seat in ((act.lock(), 0), (act.complete(1), None), (act.undo(), 2)):
        with pytest.raises(errors.IllegalAction) as refused:
            game.apply(refused_action, seat)
        assert refused.value.reason == errors.WRONG_PHASE
    assert game.last_reveal is not None
    expected = [(0, n) for n in range(5)] + [(1, n) for n in range(3)]
    expected += [(2, n) for n in range(2)] + [(3, n) for n in range(4)]
    assert moments(game.last_reveal) == expected
    shown = []
    for _ in range(len(expected) - 1):
        [event] = checked(game, act.show())
        assert isinstance(event, PileShown) and game.scores == [6, 4, 3, 3]
        shown.append((event.ranker, event.named))
    assert shown == expected[1:], "the ranker of each pile is its seat"
    ended = checked(game, act.show())
    assert ended[0] == RevealEnded(1) and isinstance(ended[-1], RoundStarted)
    assert game.phase == GIVE and game.round == 2 and game.scores == [6, 4, 3, 3]
    with pytest.raises(errors.IllegalAction):
        game.apply(act.show())


def test_settled_a_player_leaving_during_the_reveal_keeps_their_points() -> None:
    """Settled: the seat is skipped from the next round on; with fewer than three left, the
    game ends at once (the round was scored already, so its points stand)."""
    game = Game.new(4, seed=11)
    give_in_order(game)
    rank_with(game, lambda g, seat: order_by_giver(g, seat, WORKED_ORDERS[seat]), False)
    checked(game, act.show())
    assert checked(game, act.remove(3)) == [SeatRemoved(3)] and game.phase == REVEAL
    assert game.reveal_moment() == (0, 1), "the reveal goes on where it was"
    game.show_all()
    assert game.round == 2 and game.playing == [True, True, True, False]
    three = Game.new(3, seed=12)
    give_in_order(three)
    rank_with(three, as_shuffled, False)
    points = list(three.scores)
    events = checked(three, act.remove(0))
    assert isinstance(events[-1], GameOver) and three.is_over and three.scores == points


def test_a_state_saved_before_the_reveal_phase_still_loads() -> None:
    game = Game.new(4, seed=22)
    give_in_order(game)
    old = snapshot.to_dict(game)
    old["schema_version"] = 1
    del old["shown"]
    assert snapshot.to_json(snapshot.from_dict(old)) == snapshot.to_json(game)
    for bad in ({**old, "phase": REVEAL}, {**old, "shown": 0}):
        with pytest.raises(ValueError):
            snapshot.from_dict(bad)
    rank_with(game, as_shuffled, False)
    revealing = snapshot.to_dict(game)
    for shown in (-1, len(moments(game.last_reveal or RoundScored(1, (), (), ()))), True):
        with pytest.raises(ValueError):
            snapshot.from_dict({**revealing, "shown": shown})


def test_p11_the_round_that_reaches_the_target_ends_the_game_and_ties_share() -> None:
    """P11: ties for the highest score share the victory; the ranking shares the place."""
    game = Game.new(3, seed=12, settings=Settings(target_score=5))
    give_in_order(game)
    orders = {0: [1, 1, 2, 2, None], 1: [0, 0, 2, 2, None], 2: [None]}
    events = rank_with(game, lambda g, seat: order_by_giver(g, seat, orders[seat]))
    over = events[-1]
    assert isinstance(over, GameOver) and game.phase == OVER
    # Pile 0: 0 +5, 1 +3, 2 +2. Pile 1: 1 +5, 0 +3, 2 +2. Pile 2: nothing.
    assert game.scores == [8, 8, 4]
    assert [(p.seat, p.place, p.score) for p in over.ranking] == [(0, 1, 8), (1, 1, 8), (2, 3, 4)]
    assert game.winners() == [0, 1]
    with pytest.raises(errors.IllegalAction) as refused:
        game.apply(act.lock(), 0)
    assert refused.value.reason == errors.GAME_OVER
    assert table_view(game).over


def test_p11_no_end_below_the_target() -> None:
    game = Game.new(4, seed=1)
    give_in_order(game)
    rank_with(game, deck_first)
    assert game.scores == [0, 0, 0, 0] and game.round == 2 and not game.is_over


def own_deck(size: int) -> Settings:
    """A server's deck of `size` pictures alone (P1)."""
    pictures = tuple(
        ServerPicture(number, f"picture {number}", 0, 0) for number in range(1, size + 1)
    )
    return Settings(builtin=False, pictures=pictures)


def test_settled_the_deck_runs_out_and_the_discards_are_shuffled_in() -> None:
    """Settled point: the discards become the deck; the cards in play stay where they are."""
    settings = own_deck(20)
    cards = sorted(settings.card_ids)
    game = Game.new(3, seed=2, settings=settings)
    assert len(game.deck) == 20 - 15
    give_in_order(game)
    assert len(game.deck) == 2
    events = rank_with(game, as_shuffled)
    assert isinstance(events[-1], RoundStarted)
    reshuffled = [event for event in events if isinstance(event, DeckReshuffled)]
    assert reshuffled == [DeckReshuffled(18)], "2 left, then the 18 discards"
    in_play = [card for card in game.references if card is not None]
    in_play += [card for hand in game.hands for card in hand]
    assert sorted(in_play + game.deck + game.discard) == cards
    for _ in range(6):
        give_in_order(game)
        rank_with(game, deck_first)
    assert game.round == 8


def test_settled_too_small_a_deck_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 18"):
        Game.new(3, settings=own_deck(17))
    with pytest.raises(ValueError, match="3 to 8"):
        Game.new(2)
    with pytest.raises(ValueError, match="target score"):
        Settings(target_score=0)


def test_settled_a_timer_completes_the_players_choice_at_random() -> None:
    game = Game.new(4, seed=13)
    card = game.hands[2][0]
    checked(game, act.give(card, 0), 2)
    events = checked(game, act.complete(2))
    assert events == [Locked(2, "giving", True)]
    assert game.given_to(2, 0) == [card], "what was placed stays placed"
    assert sorted(len(game.given_to(2, other)) for other in (0, 1, 3)) == [1, 1, 1]
    for seat in (0, 1, 3):
        checked(game, act.complete(seat))
    assert game.phase == RANK
    checked(game, act.place(game.piles[0][1]), 0)
    checked(game, act.complete(0))
    assert game.drafts[0][0] == game.piles[0][1] and sorted(game.drafts[0]) == sorted(game.piles[0])
    with pytest.raises(errors.IllegalAction) as refused:
        game.apply(act.complete(0))
    assert refused.value.reason == errors.ALREADY_LOCKED


def test_settled_a_player_who_leaves_while_giving_still_gives_then_is_skipped() -> None:
    """Settled point: their gifts score for the receivers; they keep points but rank last."""
    game = Game.new(4, seed=14)
    events = checked(game, act.remove(3))
    assert events[0] == SeatRemoved(3) and events[1] == Locked(3, "giving", True)
    assert game.playing[3] and not game.active[3]
    with pytest.raises(errors.IllegalAction) as refused:
        game.apply(act.lock(), 3)
    assert refused.value.reason == errors.NOT_PLAYING
    events = give_in_order(game)
    assert Locked(3, "ranking", True) in events, "their pile is ranked for them"
    assert game.waiting() == [0, 1, 2]
    orders = {0: [3, None], 1: [None], 2: [None]}
    events = rank_with(game, lambda g, seat: order_by_giver(g, seat, orders[seat]))
    scored = next(event for event in events if isinstance(event, RoundScored))
    assert scored.points[3] >= 2, "the leaver's card ranked first scored for them"
    assert game.playing == [True, True, True, False] and game.references[3] is None
    assert game.hands[3] == [] and [len(hand) for hand in game.hands[:3]] == [4, 4, 4]
    assert game.per_opponent == 2, "three players left: the 3-player rule applies"
    ranking = game.ranking()
    assert ranking[-1].seat == 3 and ranking[-1].removed


def test_settled_a_player_who_leaves_while_ranking_has_the_pile_ranked_at_random() -> None:
    game = Game.new(5, seed=15)
    give_in_order(game)
    events = checked(game, act.remove(0))
    assert events == [SeatRemoved(0), Locked(0, "ranking", True)]
    rank_with(game, deck_first)
    assert game.round == 2 and game.playing == [False, True, True, True, True]
    with pytest.raises(errors.IllegalAction) as twice:
        game.apply(act.remove(0))
    assert twice.value.reason == errors.SEAT_REMOVED


def test_settled_fewer_than_three_players_end_the_game_at_once() -> None:
    game = Game.new(3, seed=16)
    give_in_order(game)
    game.scores[:] = [0, 0, 0]
    events = checked(game, act.remove(1))
    assert isinstance(events[-1], GameOver) and game.is_over
    assert [placing.seat for placing in events[-1].ranking][-1] == 1
    assert game.waiting() == []


def test_simultaneous_steps_any_order_of_players_gives_the_same_game() -> None:
    """P4, P7: players act at the same time; the order they act in changes nothing."""
    results = []
    for order in ([0, 1, 2, 3], [3, 1, 0, 2]):
        game = Game.new(4, seed=21)
        for seat in order:
            places = game.opponents(seat)
            for card, other in zip(list(game.hands[seat]), places, strict=True):
                game.apply(act.give(card, other), seat)
        for seat in order:
            game.apply(act.lock(), seat)
        for seat in order:
            for card in sorted(game.piles[seat]):
                game.apply(act.place(card), seat)
        for seat in reversed(order):
            game.apply(act.lock(), seat)
        results.append(snapshot.to_json(game))
    assert results[0] == results[1]


def test_state_round_trips_and_broken_states_are_refused() -> None:
    game = Game.new(4, seed=22)
    give_in_order(game)
    text = snapshot.to_json(game)
    again = snapshot.from_json(text)
    assert snapshot.to_json(again) == text
    assert again.givers == game.givers
    broken = text.replace('"phase":"rank"', '"phase":"give"')
    with pytest.raises(ValueError, match="inconsistent"):
        snapshot.from_json(broken)
    for bad in ("{", "[]", '{"kind":"pickomino"}', text.replace('"seats":4', '"seats":"4"')):
        with pytest.raises(ValueError):
            snapshot.from_json(bad)
    duplicated = snapshot.to_dict(game)
    duplicated["discard"] = [game.piles[0][0]]
    with pytest.raises(ValueError, match="two places"):
        snapshot.from_dict(duplicated)


def test_actions_have_a_stable_text_form() -> None:
    for action in (act.give(12, 3), act.take(4), act.place(7), act.undo(), act.lock(),
                   act.complete(2), act.remove(1), act.show()):  # fmt: skip
        assert act.Action.parse(str(action)) == action
    assert str(act.give(12, 3)) == "give:12:3"
    for code in ("give:1", "place:x", "lock:1", "remove", "give:1:2:3", "place:-1", ""):
        with pytest.raises(errors.IllegalAction):
            act.Action.parse(code)


def with_scores(game: Game, scores: list[int]) -> Game:
    """The game as a saved state holding these scores (as a restored game would be): while a
    round is revealed, the one moment a score at the target is not yet the end (P11)."""
    return snapshot.from_dict({**snapshot.to_dict(game), "scores": scores})


def test_p11_settled_a_player_who_left_with_the_target_neither_ends_the_game_nor_wins() -> None:
    """P11 with leavers (settled): only players still in the game count. In a 4-player game,
    a player who left with 20 does not end it; those still playing play on, and the game ends
    when one of them reaches 20, won by them although the leaver has more."""
    game = Game.new(4, seed=31)
    give_in_order(game)
    rank_with(game, deck_first, reveal=False)
    game = with_scores(game, [17, 17, 12, 20])
    stays = game.copy()
    checked(game, act.remove(3))
    events = game.show_all()
    assert game.scores == [17, 17, 12, 20], "the deck card first everywhere: nobody scores (P9)"
    assert not game.is_over and game.round == 2 and not any(isinstance(e, GameOver) for e in events)
    stays.show_all()
    assert stays.is_over and stays.winners() == [3], "still in the game, 20 ends it (P11)"
    give_in_order(game)
    rank_with(game, deck_first, reveal=False)
    game = with_scores(game, [20, 19, 12, 25])
    over = game.show_all()[-1]
    assert isinstance(over, GameOver) and game.winners() == [0]
    first = over.ranking[0]
    assert (first.seat, first.place, first.removed) == (0, 1, False)
    assert over.ranking[-1].seat == 3 and over.ranking[-1].removed


def test_p8_p9_card_by_card_gains_add_up_to_each_pile() -> None:
    """P8, P9: what the reveal says each card scored, and for whom, adds up to what the pile
    scored, over whole games of every size (the worked example's piles among them)."""
    piles = 0
    for players in range(3, 9):
        game = Game.new(players, seed=40 + players)
        while not game.is_over and game.round < 6:
            give_in_order(game)
            rank_with(game, as_shuffled, reveal=False)
            assert game.last_reveal is not None
            for reveal in game.last_reveal.reveals:
                totals = [0] * players
                for index in range(len(reveal.cards)):
                    for seat, points in card_gains(reveal, index):
                        totals[seat] += points
                assert tuple(totals) == reveal.points
                piles += 1
            game.show_all()
    assert piles > 90
    example = Reveal(0, 9, (RevealedCard(1, 2, True), RevealedCard(2, None, False),
                            RevealedCard(3, 1, False)), (1, 0, 2))  # fmt: skip
    assert [card_gains(example, index) for index in range(3)] == [((2, 2), (0, 1)), (), ()]
