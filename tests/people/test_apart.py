"""The people of a server stand apart: no module of xerxes_app.people imports pygame, nor the
games' package xerxes_app.net; the server joins the two."""

import pkgutil
import subprocess
import sys

import xerxes_app.people


def test_the_people_import_neither_pygame_nor_the_games_server():
    modules = [f"xerxes_app.people.{m.name}" for m in pkgutil.iter_modules(xerxes_app.people.__path__)]
    assert {"xerxes_app.people.mail", "xerxes_app.people.push", "xerxes_app.people.ratings"} <= set(modules)
    code = (f"import sys, importlib; [importlib.import_module(m) for m in {modules!r}];"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui') or m.startswith('xerxes_app.net')];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
