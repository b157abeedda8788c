"""The servers the notices are sent to in the tests, all on 127.0.0.1: a real SMTP server
(aiosmtpd) in the test's own event loop, and an HTTP server (http.server) on a thread of its own,
each keeping what it was sent so that the tests count it exactly; and the notices' queue kept in
memory, as the stores keep it (people/notices.py)."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import socket
import ssl
import threading
from contextlib import asynccontextmanager, contextmanager
from email import message_from_bytes
from email.policy import default
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword

from xerxes_app.people.notices import Notice

TLS = Path(__file__).parent.parent / "net" / "tls"
CERTIFICATE, KEY = TLS / "loopback.pem", TLS / "loopback.key"  # self-signed for 127.0.0.1, for tests only
LOGIN, PASSWORD = "xerxes-notices", "correct horse battery staple"


def trusting() -> ssl.SSLContext:
    """A client's TLS context that trusts the tests' self-signed certificate, and nothing else."""
    return ssl.create_default_context(cafile=str(CERTIFICATE))


def free_port() -> int:
    """A port on 127.0.0.1 nobody listens on (yet)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Inbox:
    """An SMTP server's handler: each message accepted is kept; `refuse_to` and `refuse_data`
    hold answers to give instead, one per try, before accepting."""

    def __init__(self, refuse_to: list[str] | None = None, refuse_data: list[str] | None = None):
        self.messages: list[tuple[str, list[str], object]] = []  # (sender, recipients, message)
        self.refuse_to, self.refuse_data = list(refuse_to or []), list(refuse_data or [])
        self.logins: list[str] = []

    async def handle_RCPT(self, server, session, envelope, address, options):
        if self.refuse_to:
            return self.refuse_to.pop(0)
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.refuse_data:
            return self.refuse_data.pop(0)
        message = message_from_bytes(envelope.content, policy=default)
        self.messages.append((envelope.mail_from, list(envelope.rcpt_tos), message))
        return "250 OK"

    def authenticator(self, server, session, envelope, mechanism, data):
        if isinstance(data, LoginPassword):
            self.logins.append(data.login.decode())
            if (data.login.decode(), data.password.decode()) == (LOGIN, PASSWORD):
                return AuthResult(success=True)
        return AuthResult(success=False, handled=False)


@asynccontextmanager
async def smtp_server(inbox: Inbox, port: int = 0, secure: bool = False):
    """A real SMTP server on 127.0.0.1 in the running loop: its port. `secure`: it offers
    STARTTLS with the self-signed certificate, and takes no mail before TLS and AUTH."""
    options = {}
    if secure:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(CERTIFICATE, KEY)
        options = dict(tls_context=context, require_starttls=True, auth_required=True,
                       authenticator=inbox.authenticator)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: SMTP(inbox, hostname="smtp.test", **options), "127.0.0.1", port)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        await server.wait_closed()


class Posts:
    """An HTTP server's record: each request's path, headers and JSON body, and the answers to
    give, one per request (200 once they are used up)."""

    def __init__(self, answers: list[int] | None = None, headers: dict | None = None, hold: bool = False):
        self.requests: list[tuple[str, dict, dict]] = []
        self.answers, self.headers = list(answers or []), headers or {}
        self.arrived = threading.Event()
        self.hold = threading.Event() if hold else None  # set by the test to let the answer go
        self.endless = False  # answer with far more than a push reads
        self.written = 0

    @property
    def count(self) -> int:
        return len(self.requests)


@contextmanager
def http_server(posts: Posts):
    """An HTTP server on 127.0.0.1, on a thread of its own: its port."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            posts.requests.append((self.path, dict(self.headers), json.loads(body)))
            posts.arrived.set()
            if posts.hold is not None:
                posts.hold.wait(30)
            status = posts.answers.pop(0) if posts.answers else 200
            self.send_response(status)
            for name, value in posts.headers.items():
                self.send_header(name, value)
            size = 64 * 1024 * 1024 if posts.endless else 0
            self.send_header("Content-Length", str(size))
            self.end_headers()
            try:
                while posts.written < size:
                    self.wfile.write(b"x" * 65536)
                    posts.written += 65536
            except OSError:  # the push stopped reading, as it should
                pass

        def log_message(self, format, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)  # quick to shut down
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        if posts.hold is not None:
            posts.hold.set()
        server.shutdown()
        server.server_close()
        thread.join(10)


class MemoryQueue:
    """The notices' queue in memory (a NoticeQueue): what each store does, kept to a dict."""

    def __init__(self):
        self.waiting: dict[str, tuple[Notice, float]] = {}  # id: (notice, when it is due)
        self.held: set[str] = set()
        self.sent_ids: list[str] = []
        self.dropped: list[str] = []

    async def put(self, notice: Notice) -> None:
        self.waiting[notice.id] = (notice, notice.created)

    async def due(self, now: float, most: int) -> list[Notice]:
        ready = sorted((at, notice.id) for notice, at in self.waiting.values()
                       if at <= now and notice.id not in self.held)[:most]
        self.held.update(notice_id for _, notice_id in ready)
        return [self.waiting[notice_id][0] for _, notice_id in ready]

    async def sent(self, notice_id: str) -> None:
        self._done(notice_id)
        self.sent_ids.append(notice_id)

    async def retry(self, notice_id: str, at: float) -> None:
        notice, _ = self.waiting[notice_id]
        self.waiting[notice_id] = (dataclasses.replace(notice, attempts=notice.attempts + 1), at)
        self.held.discard(notice_id)

    async def drop(self, notice_id: str) -> None:
        self._done(notice_id)
        self.dropped.append(notice_id)

    def _done(self, notice_id: str) -> None:
        del self.waiting[notice_id]
        self.held.discard(notice_id)
