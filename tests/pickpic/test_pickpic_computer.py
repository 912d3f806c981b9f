"""The computer player gives (P4) and ranks (P7) from the cards' metadata, legally, and much
better than chance (the long measure is bench/bench_pickpic.py)."""

import random

from pickpic_helpers import checked

from engine.pickpic import actions as act
from engine.pickpic.catalogue import FIRST_EDITION
from engine.pickpic.events import RoundScored
from engine.pickpic.game import GIVE, Game
from engine.pickpic.invariants import violations
from engine.pickpic.policies import computer_actions
from engine.pickpic.similarity import standing

WINTER, DESERT, SPACE = (16, 13), (28, 30), (69, 74)


def staged_game() -> Game:
    """Four players; seat 0 holds one winter, one desert and one space card, and the
    references of seats 1, 2, 3 are winter, desert and space scenes: a game dealt from the
    first edition, whose ids these are (a deck is one edition, engine.pickpic.invariants)."""
    game = Game.new(4, seed=3)
    wanted = {WINTER[0], DESERT[0], SPACE[0], WINTER[1], DESERT[1], SPACE[1]}
    first_edition = list(FIRST_EDITION)
    random.Random(3).shuffle(first_edition)
    game.references = [first_edition.pop() for _ in game.references]
    game.hands = [[first_edition.pop() for _ in hand] for hand in game.hands]
    game.deck = first_edition
    for seat in range(4):
        game.hands[seat] = [card for card in game.hands[seat] if card not in wanted]
    game.references = [r if r not in wanted else None for r in game.references]
    spare = [card for card in game.deck if card not in wanted]
    for seat in range(4):
        if game.references[seat] is None:
            game.references[seat] = spare.pop()
        while len(game.hands[seat]) < 3:
            game.hands[seat].append(spare.pop())
    displaced = [*game.references[1:], *game.hands[0]]
    game.deck = spare + [card for card in displaced if card is not None]
    game.references[1:] = [WINTER[1], DESERT[1], SPACE[1]]
    game.hands[0] = [SPACE[0], WINTER[0], DESERT[0]]
    assert violations(game) == []
    return game


def test_p4_the_computer_gives_each_opponent_the_card_most_like_their_reference() -> None:
    game = staged_game()
    for action in computer_actions(game, 0):
        checked(game, action, 0)
    assert game.locked[0]
    assert game.given_to(0, 1) == [WINTER[0]]
    assert game.given_to(0, 2) == [DESERT[0]]
    assert game.given_to(0, 3) == [SPACE[0]]


def test_p4_the_computer_rearranges_a_draft_it_finds_half_done() -> None:
    game = staged_game()
    checked(game, act.give(WINTER[0], 3), 0)
    checked(game, act.give(SPACE[0], 1), 0)
    for action in computer_actions(game, 0):
        checked(game, action, 0)
    assert game.given_to(0, 1) == [WINTER[0]] and game.given_to(0, 3) == [SPACE[0]]


def test_p7_the_computer_ranks_last_the_card_least_likely_a_gift() -> None:
    game = Game.new(5, seed=4)
    for seat in range(5):
        for action in computer_actions(game, seat):
            checked(game, action, seat)
    reference = game.references[2]
    assert reference is not None
    checked(game, act.place(game.piles[2][0]), 2)
    for action in computer_actions(game, 2):
        checked(game, action, 2)
    others = game.opponents(2)

    def gift_likeness(card: int) -> float:
        """Its standing against the reference, plus its margin over the references of the
        likeliest giver's other opponents (a giver chose it for this pile over them)."""
        mine = standing(card, reference)
        return mine + max(
            mine - max(standing(card, game.references[o] or 0) for o in others if o != giver)
            for giver in others
        )

    likeness = [gift_likeness(card) for card in game.drafts[2]]
    assert likeness == sorted(likeness, reverse=True)
    assert computer_actions(game, 2) == [], "locked in: nothing more to do"


def counted_share(smart: bool, games: int, players: int) -> float:
    """The share of given cards ranked before the deck card (they score, P8)."""
    counted: list[bool] = []
    for seed in range(games):
        game = Game.new(players, seed=seed)
        while not game.is_over:
            game.show_all()
            for seat in game.waiting():
                moves = computer_actions(game, seat) if smart else [act.complete(seat)]
                for action in moves:
                    for event in game.apply(action, seat):
                        if isinstance(event, RoundScored):
                            counted += [
                                card.counted
                                for reveal in event.reveals
                                for card in reveal.cards
                                if card.giver is not None
                            ]
    return sum(counted) / len(counted)


def test_p8_computers_score_clearly_more_than_random_players() -> None:
    assert counted_share(smart=False, games=6, players=4) < 0.56
    assert counted_share(smart=True, games=6, players=4) > 0.65


def test_p3_p4_with_three_players_too() -> None:
    """Two cards each way (P3, P4) leave the giver little choice; the ranker reads which
    opponent each card suits better than the giver's other one."""
    assert counted_share(smart=False, games=8, players=3) < 0.56, "chance: about half"
    assert counted_share(smart=True, games=8, players=3) > 0.6


def test_standing_is_the_chance_to_beat_a_random_card() -> None:
    reference = WINTER[1]
    assert standing(WINTER[0], reference) > 0.9 > standing(DESERT[0], reference)
    assert 0 <= standing(DESERT[0], reference) < 0.7
    assert standing(reference, reference) == 1.0


def test_the_computer_plays_whole_games_of_every_size_legally() -> None:
    for players in (3, 6, 8):
        game = Game.new(players, seed=players)
        while not game.is_over:
            if game.show_all():
                continue
            seat = game.waiting()[0]
            for action in computer_actions(game, seat):
                assert action in game.legal_actions(seat)
                game.apply(action, seat)
        assert game.phase != GIVE
