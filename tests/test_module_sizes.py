"""Every module of the screens reads in one sitting: none of ui/ is over 400 lines, so a part that
grows past that is split by what it does, as the table was (layout, canvas, hit-testing)."""

from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "xerxes_app" / "ui"
MOST = 400


def too_long(folder: Path) -> list[str]:
    return [f"{path.relative_to(folder)}: {lines} lines" for path in sorted(folder.rglob("*.py"))
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST]


def test_the_check_finds_a_long_module(tmp_path):
    (tmp_path / "short.py").write_text("x = 1\n" * MOST)
    (tmp_path / "long.py").write_text("x = 1\n" * (MOST + 1))
    assert too_long(tmp_path) == [f"long.py: {MOST + 1} lines"]


def test_no_module_of_the_screens_is_over_400_lines():
    assert len(list(UI.rglob("*.py"))) > 50  # the screens were read
    assert too_long(UI) == []
