"""The real HAProxy, run from scripts/haproxy.cfg itself, on 127.0.0.1: for tests/net/test_balancer.py
and `scripts/bench-net --cluster --balancer`. The file takes its addresses and its certificate
from the environment (its `presetenv` lines): this sets them, and makes the self-signed
certificate and key it holds in one file, as HAProxy's `crt` wants them.

    with HAProxy([port, port, port], folder) as front:
        Connection("127.0.0.1", front.port, tls=True, ssl_context=front.trusting())
"""

from __future__ import annotations

import os
import shutil
import socket
import ssl
import subprocess
import threading
import time
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]
CONFIG = TOP / "scripts" / "haproxy.cfg"
LOOPBACK = "127.0.0.1"
NAMES = ("XERXES_ONE", "XERXES_TWO", "XERXES_THREE")  # the file's servers


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key (openssl, as an operator would make one), and the
    one file of both that HAProxy's `crt` reads: (that file, the certificate alone)."""
    key, certificate, both = folder / "balancer.key", folder / "balancer.pem", folder / "balancer-crt.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key),
                    "-out", str(certificate), "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=60)
    both.write_bytes(certificate.read_bytes() + key.read_bytes())
    return both, certificate


class HAProxy:
    """HAProxy in the foreground, in front of the servers at `ports` (as many as the file names),
    TLS at its own port; its log lines kept in `said`."""

    def __init__(self, ports: list[int], folder: Path, **environment: str):
        assert len(ports) == len(NAMES), f"scripts/haproxy.cfg names {len(NAMES)} servers"
        self.program = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/usr/local/sbin")
        assert self.program, "HAProxy is not installed (apt-get install haproxy)"
        self.crt, self.certificate = self_signed(folder)
        self.port = free_port()
        self.environment = {**os.environ, "XERXES_BIND": f"{LOOPBACK}:{self.port}", "XERXES_CERT": str(self.crt),
                            "XERXES_NAME": LOOPBACK, **dict(zip(NAMES, (f"{LOOPBACK}:{port}" for port in ports))),
                            **environment}
        self.said: list[str] = []

    def __enter__(self) -> "HAProxy":
        checked = subprocess.run([self.program, "-c", "-f", str(CONFIG)], env=self.environment,
                                 capture_output=True, text=True, timeout=60)
        assert checked.returncode == 0, checked.stdout + checked.stderr
        # -W: master and worker, as its systemd service runs it (a reload starts a new worker); -db: in the foreground.
        self.process = subprocess.Popen([self.program, "-W", "-db", "-f", str(CONFIG)], env=self.environment,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        text=True)
        threading.Thread(target=lambda: [self.said.append(line) for line in self.process.stdout], daemon=True).start()
        end = time.monotonic() + 60
        while not self.answers():
            assert self.process.poll() is None, "HAProxy stopped: " + "".join(self.said)
            assert time.monotonic() < end, "HAProxy did not answer in 60 s: " + "".join(self.said)
            time.sleep(0.05)
        return self

    def trusting(self) -> ssl.SSLContext:
        """A TLS context that knows this balancer's certificate, as a player's system knows a public one."""
        return ssl.create_default_context(cafile=str(self.certificate))

    def answers(self) -> bool:
        """Whether a health question through the balancer, over TLS, is answered 200 by a server."""
        try:
            with socket.create_connection((LOOPBACK, self.port), timeout=5) as raw:
                with self.trusting().wrap_socket(raw, server_hostname=LOOPBACK) as asking:
                    asking.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    return asking.recv(64).startswith(b"HTTP/1.1 200")
        except OSError:
            return False

    def __exit__(self, *exc) -> None:
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
