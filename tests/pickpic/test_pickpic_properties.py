"""Any sequence of legal moves, timers, departures and reveal moments (P8) keeps every invariant
and survives JSON."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.pickpic import actions as act
from engine.pickpic import snapshot
from engine.pickpic.game import REVEAL, Game
from engine.pickpic.invariants import violations


@settings(max_examples=20, deadline=None)
@given(st.integers(3, 8), st.integers(0, 2**32), st.data())
def test_p4_p7_random_play_with_timers_and_departures_stays_sound(
    players: int, seed: int, data: st.DataObject
) -> None:
    game = Game.new(players, seed=seed)
    for _ in range(250):
        if game.is_over:
            break
        if game.phase == REVEAL:
            leaving = data.draw(st.integers(0, 99)) < 3
            active = [seat for seat in range(players) if game.active[seat]]
            game.apply(act.remove(data.draw(st.sampled_from(active))) if leaving else act.show())
            assert violations(game) == []
            continue
        seat = data.draw(st.sampled_from(game.waiting()))
        roll = data.draw(st.integers(0, 99))
        if roll < 2:
            game.apply(act.remove(seat))
        elif roll < 10:
            game.apply(act.complete(seat))
        else:
            game.apply(data.draw(st.sampled_from(game.legal_actions(seat))), seat)
        assert violations(game) == []
        text = snapshot.to_json(game)
        assert snapshot.to_json(snapshot.from_json(text)) == text
