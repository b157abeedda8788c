"""The app's shell: the window, the stack of scenes, input, the keyboard's focus, the saved
games' keeper, the game's menu and the start on the title screen. Screens are registered by name in
`App.registry` (start.py), and a screen opens another, or goes back to it, by that name."""
