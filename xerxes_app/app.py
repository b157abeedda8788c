"""Starting the app: `xerxes` or `python -m xerxes_app`."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("Xerxes: the rules engine is ready; the table (the screens) is not built yet.", file=sys.stderr)
    return 0
