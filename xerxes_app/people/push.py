"""A notice pushed to a URL of the person's, in one of three forms, named before the URL as
`FORM+URL` (a push notice's `to`):

- `ntfy+https://ntfy.sh/a-topic`: an ntfy topic, published as JSON to the ntfy server's root
  (`{"topic", "title", "message", "click"}`, ntfy's "publish as JSON"), so that a title in
  Japanese needs no header encoding;
- `discord+https://discord.com/api/webhooks/…`: a Discord webhook, `{"content": …}`, with
  `"allowed_mentions": {"parse": []}` so that a game named "@everyone" pings nobody, and a
  player's text escaped out of Discord's Markdown;
- `matrix+https://hookshot.example.org/webhook/…`: a Matrix room through matrix-hookshot's generic
  webhook, `{"text": …, "html": …}` (given the html, hookshot reads the text as plain text, not
  as Markdown), the html escaped.

The URL is the person's, so the server guards its own network against it: the name is resolved
first and every address it gives must be a public one (not loopback, private, link-local,
multicast, shared or reserved; loopback allowed only where the settings say, for tests and for
an operator's own relay), and the connection goes to an address so checked, never to a second
answer of the name server (the certificate is still checked against the URL's name). A redirect
is never followed (a push URL that moved is the person's to change), the answer is read up to a
bound, and every step has a timeout.

The standard library's `http.client`, in a thread (`asyncio.to_thread`): urllib follows
redirects and resolves the name again on its own, which is what must not happen here.
"""

from __future__ import annotations

import asyncio
import html
import http.client
import ipaddress
import json
import re
import socket
import ssl
from dataclasses import dataclass
from urllib.parse import SplitResult, urlsplit

from .delivery import NotSent
from .notice_words import NoticeWordsError, Said, say
from .notices import Notice

NTFY, DISCORD, MATRIX = "ntfy", "discord", "matrix"
FORMS = (NTFY, DISCORD, MATRIX)
ANSWER_MOST = 64 * 1024  # bytes of an answer read, and no more
DISCORD_MOST = 2000  # characters of a Discord message's content
URL = re.compile(r"[!-~]+")  # printable ASCII, no space
MARKDOWN = re.compile(r"([!-/:-@\[-`{-~])")  # every ASCII punctuation mark, which a backslash makes plain text


@dataclass(frozen=True)
class PushSettings:
    server: str  # the server's name as its players type it, said in every notice
    allow_loopback: bool = False  # pushes to this machine's own addresses: tests, an operator's own relay
    timeout: float = 10.0  # seconds, for each step of the request
    tls: ssl.SSLContext | None = None  # None: the system's certificate authorities


def target(to: str) -> tuple[str, SplitResult]:
    """The push's form and URL from `FORM+URL`: ValueError, in words, for anything else."""
    form, _, url = to.partition("+")
    parts = urlsplit(url)
    if form not in FORMS:
        raise ValueError(f"A push address begins with one of {', '.join(f + '+' for f in FORMS)}.")
    if (not URL.fullmatch(url) or parts.scheme not in ("http", "https") or not parts.hostname
            or parts.username is not None or parts.fragment):
        raise ValueError("A push address is an http or https URL with no user name, password or #.")
    if form == NTFY and not parts.path.strip("/"):
        raise ValueError("An ntfy push address names its topic: https://ntfy.sh/your-topic.")
    if parts.port == 0:  # (reading a port that is not a number from 0 to 65535 raises ValueError)
        raise ValueError("A push address's port is a number from 1 to 65535.")
    return form, parts


def allowed(address: str, loopback: bool) -> bool:
    ip = ipaddress.ip_address(address.split("%")[0])  # an IPv6 link-local address may carry a scope
    if ip.version == 6 and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return loopback
    return ip.is_global and not ip.is_multicast


def discord_plain(text: str) -> str:
    return MARKDOWN.sub(r"\\\1", text)


def request(form: str, parts: SplitResult, notice: Notice, server: str) -> tuple[str, dict]:
    """The path to post to and the JSON body, in the form's shape."""
    if form == DISCORD:
        said = say(notice, server, escape=discord_plain)
        content = "\n".join([f"**{said.title}**", *said.lines])
        if len(content) > DISCORD_MOST:
            content = content[:DISCORD_MOST - 1] + "…"
        return _path(parts), {"content": content, "allowed_mentions": {"parse": []}}
    said = say(notice, server)
    if form == MATRIX:
        return _path(parts), {"text": "\n".join([said.title, *said.lines]), "html": _html(said)}
    root, _, topic = parts.path.rstrip("/").rpartition("/")
    body = {"topic": topic, "title": said.title, "message": "\n".join(said.lines)}
    if said.open:
        body["click"] = said.open
    return _path(parts, root + "/"), body


def _path(parts: SplitResult, path: str | None = None) -> str:
    return (path or parts.path or "/") + (f"?{parts.query}" if parts.query else "")


def _html(said: Said) -> str:
    return "<br>".join([f"<strong>{html.escape(said.title)}</strong>", *(html.escape(line) for line in said.lines)])


class Push:
    """The push channel: `send` posts a notice to the person's URL."""

    def __init__(self, settings: PushSettings):
        self.settings = settings

    async def send(self, notice: Notice) -> None:
        try:
            form, parts = target(notice.to)
            path, body = request(form, parts, notice, self.settings.server)
        except (NoticeWordsError, ValueError) as error:
            raise NotSent(f"{notice.kind} push not composed: {type(error).__name__}", lasting=True) from None
        await asyncio.to_thread(self.post, parts, path, json.dumps(body, ensure_ascii=False).encode())

    def post(self, parts: SplitResult, path: str, body: bytes) -> None:
        settings = self.settings
        secure = parts.scheme == "https"
        port = parts.port or (443 if secure else 80)
        try:
            found = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError):
            raise NotSent("the push URL's name did not resolve", lasting=False) from None
        addresses = [entry[4][0] for entry in found]
        if not all(allowed(address, settings.allow_loopback) for address in addresses):
            raise NotSent("the push URL points into the server's own network", lasting=True)
        if secure:
            connection = http.client.HTTPSConnection(parts.hostname, port, timeout=settings.timeout,
                                                     context=settings.tls or ssl.create_default_context())
        else:
            connection = http.client.HTTPConnection(parts.hostname, port, timeout=settings.timeout)
        connection._create_connection = _to_checked(addresses, port)
        try:
            connection.request("POST", path, body=body, headers={
                "Content-Type": "application/json", "User-Agent": "xerxes-server"})
            answer = connection.getresponse()
            answer.read(ANSWER_MOST)
        except (OSError, http.client.HTTPException):  # refused, lost, timed out, a TLS failure, a garbled answer
            raise NotSent("the push URL could not be reached", lasting=False) from None
        finally:
            connection.close()
        status = answer.status
        if 300 <= status < 400:
            raise NotSent(f"the push URL answered {status}: a redirect, not followed", lasting=True)
        if status == 408 or status == 429 or status >= 500:
            raise NotSent(f"the push URL answered {status}", lasting=False)
        if status >= 400:
            raise NotSent(f"the push URL answered {status}", lasting=True)


def _to_checked(addresses: list[str], port: int):
    """http.client's way to open its socket (`_create_connection`), to the addresses checked
    in turn, whatever the name would resolve to now."""
    def create(_address, timeout, source_address=None):
        failed: OSError = OSError("no address")
        for address in addresses:
            try:
                return socket.create_connection((address, port), timeout, source_address)
            except OSError as error:
                failed = error
        raise failed
    return create
