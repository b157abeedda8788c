"""The headless simulator: many seeded games between computer players, summarised in JSON."""

from .run import run

__all__ = ["run"]
