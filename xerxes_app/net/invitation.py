"""An invitation to a network game: one line that says where the game's server is and which game.

    xerxes://ADDRESS:PORT/CODE            a server in the clear (a home network's host)
    xerxes://ADDRESS:PORT/CODE?tls=1      a server that speaks TLS only (xerxes-server --cert --key)

ADDRESS is a name (play.example.org), an IPv4 address or an IPv6 address in brackets
([2001:db8::7]); PORT, when left out, is the usual 8765. One scheme for both, the secure one
marked by its query, so the desktop registers one handler (`x-scheme-handler/xerxes`) and a
link reads the same but for its end. A line is read from whatever a chat or a mail put around
it: the spaces around it; the scheme and the code in any case. Anything else wrong is a
`BadInvitation`, a Sentence the screens say in the player's language; nothing is guessed.
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from dataclasses import dataclass
from urllib.parse import parse_qs, unquote, urlsplit

from ..rules.errors import Sentence
from .rooms import CODE_LENGTHS, CODE_LETTERS

SCHEME = "xerxes"
PORT = 8765  # the usual port of a game's server (xerxes-server's default)
LONGEST = 300  # characters: a name of 253, a port, a code and the query fit, with room to spare
NAME = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")  # one label of a host's name (RFC 1123)


@dataclass(frozen=True)
class Invitation:
    address: str
    port: int
    code: str
    tls: bool = False

    def __str__(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{SCHEME}://{host}:{self.port}/{self.code}" + ("?tls=1" if self.tls else "")


class BadInvitation(ValueError):
    """Why a line is no invitation, as a Sentence (its `sentence`)."""

    def __init__(self, english: str, key: str, **values):
        super().__init__(english)
        self.sentence = Sentence(english, key, **values)


def looks_like(text: str) -> bool:
    """Whether `text` is meant as an invitation (to be read as one), not as an address or a code."""
    return text.strip().lower().startswith(f"{SCHEME}:") or "://" in text


def read(text: str) -> Invitation:
    """The invitation a line holds, or BadInvitation saying what is wrong with it."""
    if not isinstance(text, str):
        raise BadInvitation("This is not an invitation.", "invite.not_text")
    line = text.strip()
    if len(line) > LONGEST:
        raise BadInvitation(f"The invitation is too long (at most {LONGEST} characters): copy it again.",
                            "invite.too_long", most=LONGEST)
    if any(unicodedata.category(letter) in ("Cc", "Cf") for letter in line):
        raise BadInvitation("The invitation holds control characters: copy it again from the host's message.",
                            "invite.control")
    scheme, colon, rest = line.partition(":")
    if not colon or scheme.lower() != SCHEME or not rest.startswith("//"):
        raise BadInvitation(f"An invitation begins with {SCHEME}://, as the host's lobby copies it.", "invite.scheme",
                            scheme=f"{SCHEME}://")
    try:
        parts = urlsplit(f"{SCHEME}:{rest}")
        host = parts.hostname
    except ValueError:  # brackets unclosed, or around no IPv6 address
        raise BadInvitation("The invitation names no server's address.", "invite.address") from None
    try:
        port = parts.port
    except ValueError:  # not a number, or out of range
        raise BadInvitation("The invitation's port is a number from 1 to 65535.", "invite.port") from None
    if not host or parts.username is not None or parts.password is not None:
        raise BadInvitation("The invitation names no server's address.", "invite.address")
    if port == 0 or (port is None and parts.netloc.endswith(":")):
        raise BadInvitation("The invitation's port is a number from 1 to 65535.", "invite.port")
    address = _address(host, bracketed="[" in parts.netloc)
    code = unquote(parts.path.strip("/")).upper()
    if len(code) not in CODE_LENGTHS or not set(code) <= set(CODE_LETTERS):
        raise BadInvitation(f"The invitation's join code is {CODE_LENGTHS[-1]} letters: copy it again.",
                            "invite.code", letters=CODE_LENGTHS[-1])
    tls = parse_qs(parts.query).get("tls", ["0"])[-1]
    if tls not in ("0", "1"):
        raise BadInvitation("The invitation's tls is 1 (secure) or 0.", "invite.tls")
    return Invitation(address, PORT if port is None else port, code, tls == "1")


def _address(host: str, bracketed: bool) -> str:
    """The server's address as given: an IP address in its usual spelling, else a host's name."""
    try:
        address = ipaddress.ip_address(unquote(host))
    except ValueError:
        address = None
    if bracketed != (address is not None and address.version == 6):
        raise BadInvitation("The invitation names no server's address.", "invite.address")
    if address is not None:
        return str(address)
    labels = host.rstrip(".").split(".")
    if len(host) > 253 or not all(NAME.fullmatch(label) for label in labels):
        raise BadInvitation("The invitation names no server's address.", "invite.address")
    return host


def invitation(address: str, port: int, code: str, tls: bool = False) -> str:
    """The line that invites to `code` on the server at `address`, `port`."""
    return str(Invitation(address.strip("[]"), port, code, tls))
