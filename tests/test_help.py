"""What `xerxes --help` and `xerxes-server --help` tell: every way to play, what each option of
the server does (its health check too); nothing of the server's option for the host's app alone."""

import subprocess
import sys


def help_of(module: str) -> str:
    done = subprocess.run([sys.executable, "-m", module, "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_xerxes_help_names_every_way_to_play():
    said = " ".join(help_of("xerxes_app").split())
    for way in ("2 to 4 players at one computer", "network", "xerxes-server", "computers", "solo campaign",
                "xerxes://ADDRESS:PORT/CODE", "an invitation to a network game"):
        assert way in said, way


def test_the_servers_help_explains_each_option_and_hides_the_hosts_own():
    said = help_of("xerxes_app.net.server")
    assert "--parent-pipe" not in said
    options = [line.split()[0] for line in said.splitlines() if line.startswith("  --")]
    assert options == [
        "--port", "--data", "--database", "--lease", "--give-up-after", "--keep-finished", "--archive-idle", "--address", "--cert", "--key", "--rate", "--burst",
        "--accounts", "--public-url", "--smtp", "--smtp-security", "--smtp-credentials", "--mail-from", "--push",
        "--expire-unjoined", "--max-games", "--games-per-address", "--creates-per-hour",
        "--max-connections", "--connections-per-address", "--idle", "--proxy-protocol", "--trusted-proxy", "--check", "--cafile",
    ]
    # An option's words may begin on its own line or, for a long option, on the next one.
    blocks = ("\n" + said.split("options:", 1)[1]).split("\n  -")[1:]
    for block in blocks:
        option, *words = block.split()
        assert len([word for word in words if word.islower()]) > 2, f"{option}: no words for it"
    assert "default: 8765" in said and "Served by: A server" in " ".join(said.split())
    assert "health check" in " ".join(said.split()) and "docs/server.md" in said
