"""A listed game in words (table_lines.py), from the rows the server sends (docs/network.md,
TABLE): its line, and who sits there, each seat said as it is: a person with their rating, a free
seat, a computer playing for an absent person, a former player."""

from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.pace_row import clock_words
from xerxes_app.ui.scenes.table_lines import first_free, sitting_line, table_line

TABLE = {"code": "ABCDEFGH", "name": "Atossa's evening", "pace": "day", "clock": "1d", "language": "ja", "rated": True,
         "signed_in_only": True, "followed": True, "free": 2, "seats": [
             {"name": "Atossa", "free": False, "rating": 1612, "provisional": False, "signed_in": True},
             {"name": "Player 2", "open": True, "free": True},
             {"name": "Bo", "free": True, "stand_in": True},
             {"name": "Cy", "former": True, "free": False}]}


def test_a_tables_line_says_its_players_pace_rating_language_and_seats_free():
    line = words("lists.line", game="Atossa's evening", players=words("lists.players", count=4),
                 pace=words("lists.pace", pace=words("day.by_day"), clock=clock_words("1d")),
                 rated=words("lists.rated_game"), language=words("lists.language_ja"), free=words("lists.free", count=2))
    assert table_line(TABLE) == words("lists.followed_line", line=line)


def test_who_sits_is_said_seat_by_seat_and_a_click_takes_the_first_free():
    seats = words("lists.joint").join([words("people.rated", name="Atossa", rating=1612), words("lists.open_seat"),
                                       words("lists.computer_for", name="Bo"), words("lists.former")])
    assert sitting_line(TABLE) == words("lists.signed_in_only_line", line=words("lists.sitting", seats=seats))
    assert first_free(TABLE) == 1
    assert first_free({"seats": [{"name": "Ann", "free": False}]}) is None
