"""Things of the game in words, for the log and for messages."""

from __future__ import annotations

GOAL_NAMES = ("Taxation", "Campaigns", "Buildings")
MISSING_NAMES = ("Taxation card", "Campaign card", "building")


def counted(counts, names) -> str:
    """Counts per resource or unit type in words: "2 wood, 1 gold"."""
    return ", ".join(f"{n} {names[i]}" for i, n in enumerate(counts) if n)


def progress_words(progress) -> str:
    """((done, needed), ...) per part of a solo goal (R22): "Taxation 3/4, Campaigns 1/3, Buildings 2/2"."""
    return ", ".join(f"{name} {done}/{needed}" for name, (done, needed) in zip(GOAL_NAMES, progress))


def missing_words(progress) -> str:
    """What a solo goal still lacks: "1 more Campaign card, 2 more buildings"."""
    parts = []
    for name, (done, needed) in zip(MISSING_NAMES, progress):
        if done < needed:
            short = needed - done
            parts.append(f"{short} more {name}{'s' if short > 1 else ''}")
    return ", ".join(parts)
