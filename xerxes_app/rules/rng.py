"""Seeded randomness whose whole state is one integer.

The state is kept inside the game state and written into saves, so a game replays bit for bit
from its seed and commands, across save, load and Python upgrades (a pickled `random.Random`
would promise none of that). The generator is SplitMix64: tiny, fast, and good enough to shuffle
a few dozen cards.
"""

MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The generator state for a seed (any integer; only its low 64 bits count)."""
    return seed & MASK


def next_value(state: int) -> tuple[int, int]:
    """Return (new state, a 64-bit random value)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new state, a uniform integer in 0..n-1), without modulo bias."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_value(state)
        if value < limit:
            return state, value % n


def shuffle(state: int, items: list) -> int:
    """Shuffle items in place (Fisher-Yates); return the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
