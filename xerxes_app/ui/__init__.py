"""The pygame-ce frontend of Xerxes, in five parts:

- `shell/`: the window, the scene stack and its router, input and focus, the keeper of saves;
- `scenes/`: the screens other than the table;
- `game/`: a game in play at the screen, its computers, opening and watching games;
- `table/`: the table and its pieces;
- `looks/`: colours, fonts, drawing helpers and the screens' words.

Screens read the rules' state and turn clicks into the engine's commands; they never change the
state themselves.
"""
