"""The review of a finished game: every decision of each person's seat appraised as the Hard
computer would judge it (`bots/appraisal.py`), its turning points named, and the win-chance line
drawn from it. No pygame here: the screens (ui/game/reviewing.py, ui/scenes/review_scene.py)
show it, worker processes compute it (background.py)."""

from .analysis import Review, Verdict, decision_seed, people
from .background import Reviewing
from .decisions import Decision, decisions, state_before

__all__ = ["Decision", "Review", "Reviewing", "Verdict", "decision_seed", "decisions", "people", "state_before"]
