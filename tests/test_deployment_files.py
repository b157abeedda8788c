"""The deployment files under scripts/ are what docs/server.md shows and names: the balancers'
configurations quoted whole, every file it names there, and the systemd units as systemd reads
them (`systemd-analyze verify`, where systemd is installed: elsewhere that one check is skipped,
saying so, as the rest needs nothing of it). nginx, where installed, takes its file (`nginx -t`);
HAProxy runs its own in tests/net/test_balancer.py."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[1]
SERVER_MD = (TOP / "docs" / "server.md").read_text(encoding="utf-8")
UNITS = {"xerxes-server.service": "xerxes-server.service", "xerxes-server@.service": "xerxes-server@8765.service"}
INSTALLED = "/opt/xerxes/bin/xerxes-server"  # where docs/server.md installs the server


@pytest.mark.parametrize("name", ["haproxy.cfg", "nginx-xerxes.conf"])
def test_the_server_page_quotes_each_balancers_file_whole(name):
    text = (TOP / "scripts" / name).read_text(encoding="utf-8")
    assert f"`scripts/{name}`" in SERVER_MD
    assert f"```text\n{text}```" in SERVER_MD, f"docs/server.md does not quote scripts/{name} as it is"


def test_every_file_the_server_page_names_is_there():
    named = set(re.findall(r"\bscripts/[\w@.-]*\w", SERVER_MD))
    assert {"scripts/haproxy.cfg", "scripts/xerxes-server@.service", "scripts/nginx-xerxes.conf"} <= named
    missing = [path for path in sorted(named) if not (TOP / path).exists()]
    assert not missing, missing


def test_the_template_unit_runs_several_servers_on_one_database():
    unit = (TOP / "scripts" / "xerxes-server@.service").read_text(encoding="utf-8")
    settings = [line for line in unit.splitlines() if not line.startswith("#")]
    assert "EnvironmentFile=/etc/xerxes/cluster.env" in settings
    start = unit[unit.index("ExecStart="):].split("\n# ", 1)[0]
    assert "--port %i" in start and "--database ${XERXES_DATABASE}" in start and "--proxy-protocol" in start
    assert not any("PGPASSWORD" in line for line in settings)  # the password is the environment file's alone
    assert "#   PGPASSWORD=" in unit  # and the unit says where it goes


@pytest.mark.parametrize("name", sorted(UNITS))
def test_systemd_reads_the_units(name, tmp_path):
    if shutil.which("systemd-analyze") is None:
        pytest.skip("systemd-analyze is not installed (no systemd here): the unit's syntax goes unchecked")
    # As installed: the server at the path the page installs it to is, here, the checkout's own.
    unit = (TOP / "scripts" / name).read_text(encoding="utf-8")
    assert INSTALLED in unit
    here = Path(sys.executable).with_name("xerxes-server")
    (tmp_path / UNITS[name]).write_text(unit.replace(INSTALLED, str(here)), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", str(tmp_path / UNITS[name])], capture_output=True,
                          text=True, timeout=60)
    said = [line for line in (done.stdout + done.stderr).splitlines() if UNITS[name] in line]
    assert done.returncode == 0 and not said, done.stdout + done.stderr


def test_nginx_takes_its_file(tmp_path):
    nginx = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin")
    if nginx is None:
        pytest.skip("nginx is not installed")
    # Inside the `http` block of a main file of the test's own (nginx's is the machine's), the
    # certificate's two files the test's (nginx reads them to check).
    tls = TOP / "tests" / "net" / "tls"
    site = (TOP / "scripts" / "nginx-xerxes.conf").read_text(encoding="utf-8")
    site = site.replace("/etc/letsencrypt/live/play.example.org/fullchain.pem", str(tls / "loopback.pem"))
    site = site.replace("/etc/letsencrypt/live/play.example.org/privkey.pem", str(tls / "loopback.key"))
    (tmp_path / "site.conf").write_text(site, encoding="utf-8")
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path}/nginx.pid;\nerror_log stderr;\nevents {{}}\n"
        f"http {{\n    access_log off;\n    include {tmp_path}/site.conf;\n}}\n", encoding="utf-8")
    done = subprocess.run([nginx, "-t", "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
