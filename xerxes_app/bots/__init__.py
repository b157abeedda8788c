"""Computer players for empty seats: Easy, Normal and Hard.

    bot = make_bot("normal", seed=1)
    command = bot.choose(view_for(state, seat), seat)   # one of the seat's legal commands
    apply(state, command)

A bot sees only what its seat may see (R25) and thinks with its own random generator.
"""

from .bot import BENCHMARKS, STRENGTHS, Bot, bot_seed, make_bot, own_budgets

__all__ = ["BENCHMARKS", "STRENGTHS", "Bot", "bot_seed", "make_bot", "own_budgets"]
