"""The rules engine imports no pygame: it runs headless, for bots, tests and the simulator."""

import subprocess
import sys


def test_rules_package_does_not_import_pygame():
    code = (
        "import sys, xerxes_app.rules, xerxes_app.rules.view, xerxes_app.rules.saveformat;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
