"""The screens but the table, one a module: title, new game, solo, load, settings, rules,
history, the hand-off, the secret choices at setup, game over and its charts, and Records; and
the start on the title screen, which registers them all by name (start.py). A screen goes back
to the title, or opens another from a button, by its name in the window's registry."""
