"""Chance, made explicit: a seeded generator whose whole state is one integer.

The state is a single 64-bit int (SplitMix64), so it rides along in the game's JSON and a
game restored mid-turn rolls exactly the dice it would have rolled. One generator step
yields a whole roll: the dice are the base-6 digits of the 64 random bits (6**9 < 2**64; the
bias this leaves is below 1e-12), read three at a time through a table to keep rolling cheap.
"""

from collections.abc import Callable, Sequence

MASK = (1 << 64) - 1
GOLDEN_RATIO = 0x9E3779B97F4A7C15

DiceSource = Callable[[int, bool], Sequence[int]]
"""Injected dice: given how many dice are rolled and whether the golden die is among them,
return the faces (1..6, 6 the worm), the golden die's face last."""

_TRIPLES = [(n % 6 + 1, n // 6 % 6 + 1, n // 36 + 1) for n in range(216)]


def seed_state(seed: int) -> int:
    return seed & MASK


def roll_faces(
    state: int, count: int, golden: bool, golden_faces: Sequence[int]
) -> tuple[int, list[int], int]:
    """Roll `count` dice (the last one golden when `golden`) from generator state `state`.

    One SplitMix64 step, inlined. Die i shows base-6 digit i of the random bits; the golden
    die reads its digit as an index into its own faces. Returns the new state, the faces and
    the mask of faces shown (bit f for face f).
    """
    state = (state + GOLDEN_RATIO) & MASK
    bits = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    bits = ((bits ^ (bits >> 27)) * 0x94D049BB133111EB) & MASK
    bits ^= bits >> 31
    white = count - golden
    faces: list[int] = []
    rest = bits
    while len(faces) < white:
        faces.extend(_TRIPLES[rest % 216])
        rest //= 216
    del faces[white:]
    mask = 0
    for face in faces:
        mask |= 1 << face
    if golden:
        face = golden_faces[bits // 6**white % 6]
        faces.append(face)
        mask |= 1 << face
    return state, faces, mask
