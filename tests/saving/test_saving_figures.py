from tools.saving_figures import figures, year_seven_game


def test_the_measured_game_is_a_four_player_game_in_year_7_with_its_log():
    session = year_seven_game()
    assert (len(session.state.players), session.state.year) == (4, 7)
    assert len(session.state.log) > 100 and len(session.commands) > 100


def test_the_figures_scripts_bench_reports(tmp_path):
    found = figures(tmp_path, rounds=10)
    assert set(found) == {"autosave_ms_p50", "autosave_ms_p95", "autosave_on_disk_ms_p95", "load_ms_p95"}
    assert all(value > 0 for value in found.values())
    assert list(tmp_path.iterdir()) == []  # measured in a folder of its own, then removed
