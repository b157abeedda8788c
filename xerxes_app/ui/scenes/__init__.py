"""The screens but the table, one a module: title, new game, solo, load, settings, rules,
history, the hand-off, the secret choices at setup, and game over. A screen goes back to the
title, or opens another from a button, by its name in `App.registry`."""
