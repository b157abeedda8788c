"""A name with its rating beside it, as the lists, the lobby and the table show it: a provisional
rating marked "?" (Lichess's mark), a seat no account holds by its name alone."""

from types import SimpleNamespace

from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.rating_words import rated_name


def test_a_rating_beside_the_name_provisional_marked_and_none_for_a_guest():
    assert rated_name("Ann", {"rating": 1520, "provisional": False}) == words("people.rated", name="Ann", rating=1520)
    assert rated_name("Ann", {"rating": 1520, "provisional": True}) == words("people.rated_provisional", name="Ann",
                                                                            rating=1520)
    assert "1520?" in words("people.rated_provisional", name="Ann", rating=1520)
    assert rated_name("Ann", SimpleNamespace(rating=1520, provisional=True)) == rated_name("Ann", {"rating": 1520,
                                                                                                  "provisional": True})
    for guest in ({}, {"rating": None}, {"rating": "1520"}, {"rating": True}, None):
        assert rated_name("Ann", guest) == "Ann"
