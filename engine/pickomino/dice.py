"""Chance, made explicit: a seeded generator whose whole state is one integer.

The state is a single 64-bit int (SplitMix64), so it rides along in the game's JSON and a
game restored mid-turn rolls exactly the dice it would have rolled. One generator step
yields a whole roll: die i shows base-6 digit i of the 64 random bits (6**9 < 2**64; the bias
this leaves is below 1e-12). The digits are read four at a time through tables, because
simulations roll millions of times.
"""

from collections.abc import Callable, Sequence

MASK = (1 << 64) - 1
GOLDEN_RATIO = 0x9E3779B97F4A7C15

DiceSource = Callable[[int, bool], Sequence[int]]
"""Injected dice: given how many dice are rolled and whether the golden die is among them,
return the faces (1..6, 6 the worm), the golden die's face last."""


def _digits(count: int) -> list[tuple[int, ...]]:
    """Faces of `count` dice for each index below 6**count, lowest digit first."""
    return [tuple(index // 6**digit % 6 + 1 for digit in range(count)) for index in range(6**count)]


def _mask(faces: tuple[int, ...]) -> int:
    mask = 0
    for face in faces:
        mask |= 1 << face
    return mask


WHITE_FACES = [_digits(count) for count in range(5)]
"""WHITE_FACES[n][i]: the faces of n dice (n <= 4) whose base-6 digits make up i."""
WHITE_MASKS = [[_mask(faces) for faces in table] for table in WHITE_FACES]
POWERS = [6**count for count in range(10)]
FACES_4 = WHITE_FACES[4]
MASKS_4 = WHITE_MASKS[4]


def seed_state(seed: int) -> int:
    return seed & MASK


def roll_faces(
    state: int, count: int, golden: bool, golden_faces: Sequence[int]
) -> tuple[int, tuple[int, ...], int]:
    """Roll `count` dice (the last one golden when `golden`) from generator state `state`.

    One SplitMix64 step, inlined. The golden die reads its digit as an index into its own
    faces. Returns the new state, the faces and the mask of faces shown (bit f for face f).
    """
    state = (state + GOLDEN_RATIO) & MASK
    bits = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    bits = ((bits ^ (bits >> 27)) * 0x94D049BB133111EB) & MASK
    bits ^= bits >> 31
    white = count - golden
    digits = bits % POWERS[white]
    if white > 4:
        low = digits % 1296
        high = digits // 1296
        faces = FACES_4[low] + WHITE_FACES[white - 4][high]
        mask = MASKS_4[low] | WHITE_MASKS[white - 4][high]
    else:
        faces = WHITE_FACES[white][digits]
        mask = WHITE_MASKS[white][digits]
    if golden:
        face = golden_faces[bits // POWERS[white] % 6]
        faces += (face,)
        mask |= 1 << face
    return state, faces, mask
