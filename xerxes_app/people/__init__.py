"""The people of a server (no pygame): accounts and their sessions, ratings, friends and blocks,
and the notices that tell a turn to someone whose app is closed. Beside the games (`net/`), never
inside them: a game never reaches into an account's records, and this package never into a
game's state; the server joins the two (`xerxes-server --accounts`)."""
