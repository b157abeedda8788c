"""The screens, one a module: title, new game, solo, load, settings, rules, history, the hand-off,
the secret choices at setup, and game over. A screen opens another by its name in
`App.registry`, never by importing it."""
