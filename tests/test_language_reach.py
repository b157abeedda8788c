"""The tests' language reaches the screens' tests alone, which is why a run in Japanese collects
tests/ui only (tests/conftest.py): outside tests/ui no test reads XERXES_LANGUAGE, and the app
itself never does (it speaks the language of its settings or the system's)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readers(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in folder.rglob("*.py")
                  if "XERXES_LANGUAGE" in path.read_text(encoding="utf-8"))


def test_only_the_screens_tests_read_the_tests_language():
    outside = [name for name in readers(ROOT / "tests") if not name.startswith("tests/ui/")]
    assert outside == ["tests/conftest.py", "tests/test_language_reach.py"]
    assert "tests/ui/conftest.py" in readers(ROOT / "tests")
    assert readers(ROOT / "xerxes_app") == []
