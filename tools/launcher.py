"""The launcher of the one-folder bundle (scripts/package): PyInstaller freezes this script, and
it starts the app as the `xerxes` command does."""

from xerxes_app.app import main

raise SystemExit(main())
