"""The app's shell: the window, the stack of scenes, input, the keyboard's focus,
the saved games' keeper and the start on the title screen."""
