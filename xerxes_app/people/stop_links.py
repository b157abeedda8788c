"""A notice's stop link: one click stops that kind of notice for that account (RFC 8058's
one-click, from a mail's List-Unsubscribe, or the link in its text).

The link carries a token that names the account and the kind, signed with an HMAC-SHA256 of the
server's own secret (kept in the store, shared by the servers on one database): nobody can make
one for another account or another kind without that secret, nor guess one (128 bits of the
signature). It holds nothing to spend or to expire, so it works for as long as the notice that
carried it is kept; a person who turns the notices on again is reached again."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re

from .notice_settings import STOPPED_BY_LINK

SIGNATURE_BYTES = 16
TOKEN = re.compile(r"[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{22}")


def _signature(secret: bytes, said: bytes) -> bytes:
    return hmac.new(secret, said, hashlib.sha256).digest()[:SIGNATURE_BYTES]


def _text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _data(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def stop_token(secret: bytes, account: str, kind: str) -> str:
    said = f"{account} {kind}".encode("utf-8")
    return f"{_text(said)}.{_text(_signature(secret, said))}"


def read_stop_token(secret: bytes, token: str) -> tuple[str, str] | None:
    """The account and kind a token of this server's names; None for anything else."""
    if not TOKEN.fullmatch(token):
        return None
    said, _, signature = token.partition(".")
    try:
        said_bytes, signature_bytes = _data(said), _data(signature)
    except (binascii.Error, ValueError):
        return None
    if not hmac.compare_digest(_signature(secret, said_bytes), signature_bytes):
        return None
    account, _, kind = said_bytes.decode("utf-8", "replace").partition(" ")
    return (account, kind) if kind in STOPPED_BY_LINK else None
