"""The table and its pieces: the board and its map, the players' mats, the cards, the choices
and questions, a campaign's units picked on the map and a building's VP loss split on the mats,
tooltips and refusals, undo, saving from the table, the solo panel, the motion of pieces after a
change, and where each command's first click lands."""
