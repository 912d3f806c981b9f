"""One game of Pick Pic (pickpic-rules.md P1-P11): pure, deterministic, changed in place.

Giving (P4) and ranking (P7) are simultaneous: every player of the round acts on their own
hand or pile in any order, drafts freely, and locks in; the step ends when the last one locks
in. `waiting()` says who still has to act. The round is then scored, and revealed (P8) one
moment at a time by the table's `show` action (engine.pickpic.reveal) before the next round
is dealt, so that a front-end can pace the reveal and resume it after a restart. Chance is
one SplitMix64 integer (engine.pickpic.rng) so a game restored from JSON deals exactly the
cards it would have dealt.

One module of about 580 lines, on purpose: a round is one sequence (deal, give, rank, score,
reveal, the next deal or the end), each step's actions check and change the same few fields,
and the reveal's scoring and P11's end already live in engine.pickpic.reveal and the view;
split by step, every part would reach into the others' state.
"""

from collections.abc import Sequence

from engine.pickpic import actions as act
from engine.pickpic import errors
from engine.pickpic.actions import Action
from engine.pickpic.errors import IllegalAction
from engine.pickpic.events import (
    GIVING,
    RANKING,
    DeckReshuffled,
    Event,
    GameOver,
    Locked,
    PileShown,
    Placing,
    RankingStarted,
    Reveal,
    RevealedCard,
    RevealEnded,
    RoundScored,
    RoundStarted,
    SeatRemoved,
)
from engine.pickpic.reveal import moments
from engine.pickpic.rng import seed_state, shuffle
from engine.pickpic.settings import MAX_SEATS, MIN_SEATS, Settings

GIVE = "give"
RANK = "rank"
REVEAL = "reveal"
OVER = "over"
PHASES = (GIVE, RANK, REVEAL, OVER)

NOBODY = -1
"""In `aims`: the card is still in the hand. In `givers`: the card came from the deck (P6)."""


def hand_size(players: int) -> int:
    """P3: as many cards as opponents; 4 with exactly 3 players."""
    return 4 if players == 3 else players - 1


def per_opponent(players: int) -> int:
    """P4: one card for each opponent; two with exactly 3 players."""
    return 2 if players == 3 else 1


def cards_needed(players: int) -> int:
    """Cards one round takes out of the deck: a reference, a hand and a deck card each."""
    return players * (hand_size(players) + 2)


class Game:
    """Seats are numbered from 0. `playing` marks the seats of the current round: the seats
    still in the game when it began (settled: a player who leaves is skipped from the next
    round on)."""

    __slots__ = (
        "settings",
        "seats",
        "active",
        "playing",
        "scores",
        "round",
        "phase",
        "deck",
        "discard",
        "references",
        "hands",
        "aims",
        "piles",
        "givers",
        "drafts",
        "locked",
        "last_reveal",
        "shown",
        "rng",
    )

    settings: Settings
    seats: int
    active: list[bool]
    """False once the seat left the game."""
    playing: list[bool]
    scores: list[int]
    round: int
    phase: str
    deck: list[int]
    """Face down; cards are drawn from the end."""
    discard: list[int]
    references: list[int | None]
    hands: list[list[int]]
    """P3: each seat's hand while giving, in the order dealt; empty while ranking."""
    aims: list[list[int]]
    """Parallel to `hands`: the opponent each card goes to (P4), or NOBODY while undecided."""
    piles: list[list[int]]
    """P6: each seat's shuffled pile while ranking; empty while giving."""
    givers: list[list[int]]
    """Parallel to `piles`: who gave each card, NOBODY for the deck card. Secret until P8."""
    drafts: list[list[int]]
    """P7: the ranking so far, first place first."""
    locked: list[bool]
    last_reveal: RoundScored | None
    """The round revealed now, or the previous round's reveal while the next is played."""
    shown: int
    """While revealing: how many moments of `last_reveal` were shown (engine.pickpic.reveal)."""
    rng: int

    @classmethod
    def new(
        cls,
        seats: int,
        seed: int = 0,
        settings: Settings | None = None,
    ) -> "Game":
        """A game whose first round is dealt. The deck is the settings' (P1), the only one a
        stored game can name (engine.pickpic.invariants); shuffled with the seed (P1 setup)."""
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} players, not {seats}")
        settings = settings or Settings()
        deck = list(settings.card_ids)
        if len(set(deck)) != len(deck) or any(card < 0 for card in deck):
            raise ValueError("card ids must be distinct and not negative")
        if len(deck) < cards_needed(seats):
            raise ValueError(f"{seats} players need at least {cards_needed(seats)} cards")
        game = cls.__new__(cls)
        game.settings = settings
        game.seats = seats
        game.active = [True] * seats
        game.playing = [True] * seats
        game.scores = [0] * seats
        game.round = 0
        game.phase = GIVE
        game.discard = []
        game.references = [None] * seats
        game.hands = [[] for _ in range(seats)]
        game.aims = [[] for _ in range(seats)]
        game.piles = [[] for _ in range(seats)]
        game.givers = [[] for _ in range(seats)]
        game.drafts = [[] for _ in range(seats)]
        game.locked = [False] * seats
        game.last_reveal = None
        game.shown = 0
        game.rng = shuffle(seed_state(seed), deck)
        game.deck = deck
        game._start_round()
        return game

    # ------------------------------------------------------------------ questions

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def players(self) -> int:
        """How many seats take part in the current round."""
        return sum(self.playing)

    @property
    def per_opponent(self) -> int:
        return per_opponent(self.players)

    def opponents(self, seat: int) -> list[int]:
        """The other seats of the round, in seat order."""
        return [other for other in range(self.seats) if self.playing[other] and other != seat]

    def waiting(self) -> list[int]:
        """Seats that still have to lock in the current step (P4 or P7)."""
        if self.phase in (REVEAL, OVER):
            return []
        return [seat for seat in range(self.seats) if self.playing[seat] and not self.locked[seat]]

    def given_to(self, giver: int, receiver: int) -> list[int]:
        """While giving: the cards `giver` has put beside `receiver`'s reference so far."""
        return [
            card
            for card, aim in zip(self.hands[giver], self.aims[giver], strict=True)
            if aim == receiver
        ]

    def deck_card(self, seat: int) -> int | None:
        """While ranking: the card of the seat's pile that came from the deck (secret, P6)."""
        for card, giver in zip(self.piles[seat], self.givers[seat], strict=True):
            if giver == NOBODY:
                return card
        return None

    def reveal_moment(self) -> tuple[int, int] | None:
        """While revealing: the moment on show, (pile index in `last_reveal`, cards named)."""
        if self.phase != REVEAL or self.last_reveal is None:
            return None
        return moments(self.last_reveal)[self.shown]

    def ranking(self) -> list[Placing]:
        """P11: by score; tied scores share a place (1, 1, 3). Seats that left rank last
        (settled), after everyone still playing, by their score among themselves."""
        keys = [(self.active[seat], self.scores[seat]) for seat in range(self.seats)]
        order = sorted(range(self.seats), key=lambda seat: keys[seat], reverse=True)
        placings: list[Placing] = []
        for index, seat in enumerate(order):
            if index and keys[order[index - 1]] == keys[seat]:
                place = placings[-1].place
            else:
                place = index + 1
            placings.append(Placing(seat, place, self.scores[seat], not self.active[seat]))
        return placings

    def winners(self) -> list[int]:
        """P11: the seats sharing the first place, once the game is over; a seat that left
        never shares the victory (settled)."""
        if self.phase != OVER:
            return []
        return [p.seat for p in self.ranking() if p.place == 1 and not p.removed]

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """The seat's own choices now. The table's actions (complete, remove) are not listed."""
        if not 0 <= seat < self.seats or not self.playing[seat] or self.locked[seat]:
            return ()
        if self.phase == GIVE:
            return self._giving_actions(seat)
        if self.phase == RANK:
            return self._ranking_actions(seat)
        return ()

    def _giving_actions(self, seat: int) -> tuple[Action, ...]:
        choices: list[Action] = []
        for card, aim in zip(self.hands[seat], self.aims[seat], strict=True):
            choices.extend(act.give(card, other) for other in self.opponents(seat) if other != aim)
            if aim != NOBODY:
                choices.append(act.take(card))
        if NOBODY not in self.aims[seat]:
            choices.append(act.lock())
        return tuple(choices)

    def _ranking_actions(self, seat: int) -> tuple[Action, ...]:
        draft = self.drafts[seat]
        choices = [act.place(card) for card in self.piles[seat] if card not in draft]
        if draft:
            choices.append(act.undo())
        if len(draft) == len(self.piles[seat]):
            choices.append(act.lock())
        return tuple(choices)

    def copy(self) -> "Game":
        """An independent game in the same state."""
        twin = Game.__new__(Game)
        twin.settings = self.settings
        twin.seats = self.seats
        twin.active = self.active[:]
        twin.playing = self.playing[:]
        twin.scores = self.scores[:]
        twin.round = self.round
        twin.phase = self.phase
        twin.deck = self.deck[:]
        twin.discard = self.discard[:]
        twin.references = self.references[:]
        twin.hands = [cards[:] for cards in self.hands]
        twin.aims = [cards[:] for cards in self.aims]
        twin.piles = [cards[:] for cards in self.piles]
        twin.givers = [cards[:] for cards in self.givers]
        twin.drafts = [cards[:] for cards in self.drafts]
        twin.locked = self.locked[:]
        twin.last_reveal = self.last_reveal
        twin.shown = self.shown
        twin.rng = self.rng
        return twin

    # ------------------------------------------------------------------ changes

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play `action` for `seat` (a player's action needs it; the table's ignore it).

        Raises IllegalAction, with nothing changed, when the rules forbid the action.
        """
        if self.phase == OVER:
            raise IllegalAction(errors.GAME_OVER)
        kind = action.kind
        if kind == act.SHOW:
            return self._show()
        if self.phase == REVEAL and kind != act.REMOVE:
            raise IllegalAction(errors.WRONG_PHASE, f"{kind} while revealing")
        if kind in act.TABLE_KINDS:
            target = self._check_seat(action.seat)
            if kind == act.REMOVE:
                return self._remove(target)
            return self._complete(target)
        if kind not in act.PLAYER_KINDS:
            raise IllegalAction(errors.UNKNOWN_ACTION, str(action))
        if seat is None:
            raise IllegalAction(errors.NEEDS_A_SEAT, str(action))
        if not 0 <= seat < self.seats or not self.playing[seat] or not self.active[seat]:
            raise IllegalAction(errors.NOT_PLAYING, str(seat))
        if self.locked[seat]:
            raise IllegalAction(errors.ALREADY_LOCKED, str(seat))
        if self.phase == GIVE:
            return self._giving(seat, action)
        return self._ranking(seat, action)

    def _check_seat(self, seat: int | None) -> int:
        if seat is None or not 0 <= seat < self.seats:
            raise IllegalAction(errors.NO_SUCH_SEAT, str(seat))
        return seat

    def _giving(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == act.LOCK:
            if NOBODY in self.aims[seat]:
                raise IllegalAction(errors.NOT_FINISHED, "every card of the hand is given (P4)")
            return self._lock(seat, completed=False)
        if kind not in (act.GIVE, act.TAKE):
            raise IllegalAction(errors.WRONG_PHASE, f"{kind} while giving")
        hand = self.hands[seat]
        if action.card not in hand:
            raise IllegalAction(errors.NOT_YOUR_CARD, str(action.card))
        index = hand.index(action.card)
        aims = self.aims[seat]
        if kind == act.TAKE:
            if aims[index] == NOBODY:
                raise IllegalAction(errors.NOT_GIVEN, str(action.card))
            aims[index] = NOBODY
            return []
        receiver = action.seat
        if receiver is None or receiver not in self.opponents(seat):
            raise IllegalAction(errors.NOT_AN_OPPONENT, str(receiver))
        if aims[index] == receiver:
            raise IllegalAction(errors.ALREADY_THERE, str(action))
        placed = [other for other, aim in enumerate(aims) if aim == receiver]
        if len(placed) >= self.per_opponent:
            # The receiver's places are full: the card placed first there makes room, moving
            # to where this card came from (a swap), or back to the hand.
            aims[placed[0]] = aims[index]
        aims[index] = receiver
        return []

    def _ranking(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        draft = self.drafts[seat]
        if kind == act.LOCK:
            if len(draft) != len(self.piles[seat]):
                raise IllegalAction(errors.NOT_FINISHED, "every card of the pile is ranked (P7)")
            return self._lock(seat, completed=False)
        if kind == act.UNDO:
            if not draft:
                raise IllegalAction(errors.NOTHING_TO_UNDO)
            draft.pop()
            return []
        if kind != act.PLACE:
            raise IllegalAction(errors.WRONG_PHASE, f"{kind} while ranking")
        if action.card not in self.piles[seat]:
            raise IllegalAction(errors.NOT_YOUR_CARD, str(action.card))
        if action.card in draft:
            raise IllegalAction(errors.ALREADY_PLACED, str(action.card))
        draft.append(action.card)
        return []

    def _complete(self, seat: int) -> list[Event]:
        """Settled: the step's timer ran out, so the cards not yet placed are given or ranked
        at random, and the seat is locked in."""
        if not self.playing[seat]:
            raise IllegalAction(errors.NOT_PLAYING, str(seat))
        if self.locked[seat]:
            raise IllegalAction(errors.ALREADY_LOCKED, str(seat))
        if self.phase == GIVE:
            self._complete_giving(seat)
        else:
            self._complete_ranking(seat)
        return self._lock(seat, completed=True)

    def _complete_giving(self, seat: int) -> None:
        aims = self.aims[seat]
        loose = [index for index, aim in enumerate(aims) if aim == NOBODY]
        self.rng = shuffle(self.rng, loose)
        room = [
            other
            for other in self.opponents(seat)
            for _ in range(self.per_opponent - aims.count(other))
        ]
        for index, other in zip(loose, room, strict=True):
            aims[index] = other

    def _complete_ranking(self, seat: int) -> None:
        draft = self.drafts[seat]
        loose = [card for card in self.piles[seat] if card not in draft]
        self.rng = shuffle(self.rng, loose)
        draft.extend(loose)

    def _lock(self, seat: int, completed: bool) -> list[Event]:
        self.locked[seat] = True
        events: list[Event] = [Locked(seat, GIVING if self.phase == GIVE else RANKING, completed)]
        if not self.waiting():
            if self.phase == GIVE:
                self._deal_piles(events)
            else:
                self._score_round(events)
        return events

    def _draw(self, events: list[Event]) -> int:
        """Settled: an empty deck is replaced by the shuffled discards."""
        if not self.deck:
            self.deck, self.discard = self.discard, []
            self.rng = shuffle(self.rng, self.deck)
            events.append(DeckReshuffled(len(self.deck)))
        return self.deck.pop()

    def _start_round(self) -> list[Event]:
        """P2, P3: a reference card face up for each player of the round, then a hidden hand."""
        events: list[Event] = []
        self.round += 1
        self.phase = GIVE
        self.playing = self.active[:]
        seats = [seat for seat in range(self.seats) if self.playing[seat]]
        size = hand_size(len(seats))
        self.references = [None] * self.seats
        for seat in seats:
            self.references[seat] = self._draw(events)
        for seat in range(self.seats):
            self.hands[seat] = []
            self.aims[seat] = []
            self.piles[seat] = []
            self.givers[seat] = []
            self.drafts[seat] = []
            self.locked[seat] = False
        for seat in seats:
            self.hands[seat] = [self._draw(events) for _ in range(size)]
            self.aims[seat] = [NOBODY] * size
        events.append(
            RoundStarted(self.round, tuple(self.references), size, per_opponent(len(seats)))
        )
        return events

    def _deal_piles(self, events: list[Event]) -> None:
        """P6: each receiver's gifts plus one card from the deck, shuffled together."""
        seats = [seat for seat in range(self.seats) if self.playing[seat]]
        for receiver in seats:
            pairs = [
                (card, giver)
                for giver in seats
                for card, aim in zip(self.hands[giver], self.aims[giver], strict=True)
                if aim == receiver
            ]
            pairs.append((self._draw(events), NOBODY))
            order = list(range(len(pairs)))
            self.rng = shuffle(self.rng, order)
            self.piles[receiver] = [pairs[index][0] for index in order]
            self.givers[receiver] = [pairs[index][1] for index in order]
        for seat in seats:
            self.hands[seat] = []
            self.aims[seat] = []
            self.locked[seat] = False
        self.phase = RANK
        events.append(RankingStarted(self.round, len(self.piles[seats[0]])))
        for seat in seats:
            if not self.active[seat]:
                self._complete_ranking(seat)
                events.append(Locked(seat, RANKING, True))
                self.locked[seat] = True
        if not self.waiting():
            self._score_round(events)

    def _score_round(self, events: list[Event]) -> None:
        """P8, P9, P10: every pile scored at once, every card discarded; the reveal follows
        (`_show`), then P11 or the next round."""
        points = [0] * self.seats
        reveals: list[Reveal] = []
        for ranker in range(self.seats):
            if not self.playing[ranker]:
                continue
            cards, gained = score_pile(
                self.seats, ranker, self.drafts[ranker], self.piles[ranker], self.givers[ranker]
            )
            reference = self.references[ranker]
            assert reference is not None
            reveals.append(Reveal(ranker, reference, cards, gained))
            for seat in range(self.seats):
                points[seat] += gained[seat]
        for seat in range(self.seats):
            self.scores[seat] += points[seat]
        scored = RoundScored(self.round, tuple(reveals), tuple(points), tuple(self.scores))
        self.last_reveal = scored
        events.append(scored)
        for seat in range(self.seats):
            reference = self.references[seat]
            if reference is not None:
                self.discard.append(reference)
            self.discard.extend(self.drafts[seat])
            self.references[seat] = None
            self.piles[seat] = []
            self.givers[seat] = []
            self.drafts[seat] = []
            self.locked[seat] = False
        self.phase = REVEAL
        self.shown = 0

    def show_all(self) -> list[Event]:
        """The rest of the reveal at once, for players who need no pacing (simulations,
        benches): nothing while no round is revealed."""
        events: list[Event] = []
        while self.phase == REVEAL:
            events += self.apply(act.show())
        return events

    def _show(self) -> list[Event]:
        """P8: the next moment of the reveal; after the last one, P11 or the next round."""
        if self.phase != REVEAL or self.last_reveal is None:
            raise IllegalAction(errors.WRONG_PHASE, "nothing to reveal")
        scored = self.last_reveal
        steps = moments(scored)
        if self.shown + 1 < len(steps):
            self.shown += 1
            pile, named = steps[self.shown]
            return [PileShown(scored.round, scored.reveals[pile].ranker, named)]
        self.shown = 0
        events: list[Event] = [RevealEnded(scored.round)]
        if self._target_reached():
            self._game_over(events)
        else:
            events.extend(self._start_round())
        return events

    def _target_reached(self) -> bool:
        """P11, settled with leavers: only a player still in the game ends it by their score
        (a seat that left keeps its points, but they neither end the game nor win it)."""
        staying = [score for score, active in zip(self.scores, self.active, strict=True) if active]
        return max(staying, default=0) >= self.settings.target_score

    def _game_over(self, events: list[Event]) -> None:
        self.phase = OVER
        for seat in range(self.seats):
            self.locked[seat] = False
        events.append(GameOver(tuple(self.ranking())))

    def _remove(self, seat: int) -> list[Event]:
        """Settled: the seat is skipped from the next round on. This round, whatever it has not
        chosen yet is completed at random, so its gifts still reach (and score for) their
        receivers. Fewer than three players left end the game at once; that round is not
        scored (a round being revealed was: its reveal stops there)."""
        if not self.active[seat]:
            raise IllegalAction(errors.SEAT_REMOVED, str(seat))
        self.active[seat] = False
        events: list[Event] = [SeatRemoved(seat)]
        if sum(self.active) < MIN_SEATS:
            self._game_over(events)
        elif self.phase != REVEAL and self.playing[seat] and not self.locked[seat]:
            events.extend(self._complete(seat))
        return events


def score_pile(
    seats: int, ranker: int, ranking: Sequence[int], pile: Sequence[int], givers: Sequence[int]
) -> tuple[tuple[RevealedCard, ...], tuple[int, ...]]:
    """P8, P9 for one pile: cards before the deck card score 1 for the ranker and 1 for their
    giver; the giver of the first card scores 1 more; the deck card last scores the ranker 1
    more. Counting stops at the deck card."""
    giver_of = dict(zip(pile, givers, strict=True))
    points = [0] * seats
    cards: list[RevealedCard] = []
    counting = True
    for place, card in enumerate(ranking):
        giver = giver_of[card]
        if giver == NOBODY:
            counting = False
            cards.append(RevealedCard(card, None, False))
            continue
        if counting:
            points[ranker] += 1
            points[giver] += 2 if place == 0 else 1
        cards.append(RevealedCard(card, giver, counting))
    if cards and cards[-1].giver is None:
        points[ranker] += 1
    return tuple(cards), tuple(points)
