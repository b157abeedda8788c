"""Whom a person muted at a network game's table, kept on their computer: read back as written,
each game apart; a damaged or foreign file reads as nobody muted, and the next change mends it."""

from xerxes_app.saving.muted import MUTED_FILE, muted_seats, set_muted


def test_muting_is_kept_for_each_game_and_undone(tmp_path):
    assert muted_seats(tmp_path, "game-a") == set()
    assert set_muted(tmp_path, "game-a", 2, True) and set_muted(tmp_path, "game-a", 0, True)
    set_muted(tmp_path, "game-b", 1, True)
    assert muted_seats(tmp_path, "game-a") == {0, 2} and muted_seats(tmp_path, "game-b") == {1}
    set_muted(tmp_path, "game-a", 2, False)
    assert muted_seats(tmp_path, "game-a") == {0}


def test_a_damaged_or_foreign_file_mutes_nobody_and_is_written_anew(tmp_path):
    for text in ("{not json", '{"format": "xerxes-settings", "games": {"game-a": [1]}}', '{"format": "xerxes-muted", "games": []}'):
        (tmp_path / MUTED_FILE).write_text(text)
        assert muted_seats(tmp_path, "game-a") == set()
    assert set_muted(tmp_path, "game-a", 3, True)
    assert muted_seats(tmp_path, "game-a") == {3}
