"""The launcher of the one-folder bundle (scripts/package): PyInstaller freezes this script, and
it starts the app as the `xerxes` command does."""

import multiprocessing

from xerxes_app.app import main

if __name__ == "__main__":
    # A review's worker processes are started from this same executable: they must work, not open
    # the app again.
    multiprocessing.freeze_support()
    raise SystemExit(main())
