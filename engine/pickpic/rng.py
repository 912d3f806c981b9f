"""Chance as one integer: SplitMix64, so a shuffle in progress rides along in the game's JSON.

Python's `random` keeps 2.5 KB of state and may change between versions; one 64-bit integer
and a few lines of arithmetic give the same deck on every machine, now and later.
"""

MASK = (1 << 64) - 1
GOLDEN_RATIO = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    return seed & MASK


def next_bits(state: int) -> tuple[int, int]:
    """One SplitMix64 step: the new state and 64 random bits."""
    state = (state + GOLDEN_RATIO) & MASK
    bits = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    bits = ((bits ^ (bits >> 27)) * 0x94D049BB133111EB) & MASK
    return state, bits ^ (bits >> 31)


def shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates in place; returns the new state. The modulo bias is below 1e-16."""
    for last in range(len(items) - 1, 0, -1):
        state, bits = next_bits(state)
        other = bits % (last + 1)
        items[last], items[other] = items[other], items[last]
    return state
