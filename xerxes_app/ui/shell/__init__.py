"""The app's shell: the window, the stack of scenes, input, the keyboard's focus, the saved
games' keeper and the game's menu. Screens are registered by name in the window's registry
(scenes/start.py), and a screen opens another, or goes back to it, by that name."""
