"""One timed run of the engine, in its own process: `python bench/engine_worker.py POLICY RULES
PLAYERS GAMES`. bench_engine starts it with PYTHONPATH set to the engine version under test.

Only names that every version since 7d76d05 has are used (Game.new, play_game, random_policy,
cautious_action, ranking), so that the same driver times the old and the new engine. Prints one
JSON line: the engine's path, actions, CPU seconds of this process (time.process_time, so that
time spent waiting for a core on a busy machine is not counted), and a digest of the final
positions, which must agree between versions (the same games were played).
"""

import hashlib
import json
import random
import sys
import time

import engine.pickomino
from engine.pickomino.game import Game
from engine.pickomino.policies import cautious_action
from engine.pickomino.simulate import play_game, random_policy


def main() -> None:
    policy_name, rules, players, games = (
        sys.argv[1],
        sys.argv[2],
        int(sys.argv[3]),
        int(sys.argv[4]),
    )
    policy = random_policy(random.Random(1)) if policy_name == "random" else cautious_action
    digest = hashlib.sha256()
    actions = 0
    start = time.process_time()
    for seed in range(games):
        game = Game.new(rules, players, seed)
        actions += play_game(game, policy)
        digest.update(repr([(p.seat, p.place, p.worms) for p in game.ranking()]).encode())
    seconds = time.process_time() - start
    print(
        json.dumps(
            {
                "engine": engine.pickomino.__file__,
                "actions": actions,
                "seconds": seconds,
                "digest": digest.hexdigest()[:16],
            }
        )
    )


if __name__ == "__main__":
    main()
