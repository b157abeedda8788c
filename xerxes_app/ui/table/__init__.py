"""The table and its pieces: the board and its map, the players' mats, the cards, the choices
and questions, tooltips and refusals, undo, saving from the table, the solo panel, and the
motion of pieces after a change."""
