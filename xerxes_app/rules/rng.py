"""Seeded randomness whose whole state is one integer.

The state is kept inside the game state and written into saves, so a game replays bit for bit
from its seed and commands, across save, load and Python upgrades (a pickled `random.Random`
would promise none of that). The generator is SplitMix64: tiny, fast, and good enough to shuffle
a few dozen cards.
"""

MASK = (1 << 64) - 1
SPAN = 1 << 64
GOLDEN = 0x9E3779B97F4A7C15
# Per count of items up to a deck's size, where the values that would bias the modulo begin.
_LIMITS = tuple(SPAN - SPAN % count if count else 0 for count in range(128))


def seed_state(seed: int) -> int:
    """The generator state for a seed (any integer; only its low 64 bits count)."""
    return seed & MASK


def shuffle(state: int, items: list) -> int:
    """Shuffle items in place (Fisher-Yates); return the new state.

    Each swap draws a uniform index in 0..i from SplitMix64 values, redrawing the few values at
    the top of the range that would bias the modulo. Written as one loop, as a new game shuffles
    some hundred cards and calls per draw were most of its setup's time."""
    for i in range(len(items) - 1, 0, -1):
        count = i + 1
        limit = _LIMITS[count] if count < len(_LIMITS) else SPAN - SPAN % count
        while True:
            state = (state + GOLDEN) & MASK
            value = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & MASK
            value ^= value >> 31
            if value < limit:
                break
        j = value % count
        items[i], items[j] = items[j], items[i]
    return state
