"""Whom a person muted at the table, kept on their computer: by name, with the moment of the mute,
read back as written, the same in every game; a damaged, foreign or first-format file reads as
nobody muted, and the next change mends it."""

from xerxes_app.saving.muted import MUTED_FILE, muted_people, set_muted


def test_muting_is_kept_by_name_with_its_moment_and_undone(tmp_path):
    assert muted_people(tmp_path) == {}
    assert set_muted(tmp_path, "Bo", 1000.5) and set_muted(tmp_path, "Cy", 2000.0)
    assert muted_people(tmp_path) == {"Bo": 1000.5, "Cy": 2000.0}
    assert set_muted(tmp_path, "Bo", None)
    assert muted_people(tmp_path) == {"Cy": 2000.0}


def test_a_damaged_foreign_or_first_format_file_mutes_nobody_and_is_written_anew(tmp_path):
    for text in ("{not json", '{"format": "xerxes-settings", "people": {"Bo": 1}}',
                 '{"format": "xerxes-muted", "games": {"game-a": [1]}}', '{"format": "xerxes-muted-people", "people": []}'):
        (tmp_path / MUTED_FILE).write_text(text)
        assert muted_people(tmp_path) == {}
    assert set_muted(tmp_path, "Bo", 5.0)
    assert muted_people(tmp_path) == {"Bo": 5.0}
