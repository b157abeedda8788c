"""The table: the pygame-ce frontend of Xerxes.

Scenes sit on a stack (`scenes.py`); each screen is one module. Screens read the rules' state and
turn clicks into the engine's commands; they never change the state themselves.
"""
