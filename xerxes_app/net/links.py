"""The links in the server's notices, answered over HTTP on the players' port, as `GET /health`
is (health.py), under the server's public address (`--public-url`):

    GET  /stop/TOKEN   a small page in the account's language: which notices the link stops, and
                       one button
    POST /stop/TOKEN   those notices stopped for that account: RFC 8058's one-click (a mail
                       provider posts "List-Unsubscribe=One-Click" itself; the page's button posts
                       the same), answered by a page that says so, never by a redirect
    GET  /game/CODE    the game opened in the app: a redirect to its invitation, xerxes://…/CODE
                       (invitation.py), which the app registered itself for

A stop link's token is the account and the kind, signed with the server's secret
(people/stop_links.py): a link nobody was sent, or any other path, is answered 404 alike. The
page quotes nothing of the request; its words are the catalogues' (`notice`), in the account's
language, or the browser's first of English and Japanese when the link names none.
"""

from __future__ import annotations

import html
import http
from urllib.parse import urlsplit

from websockets.http11 import Request, Response

from ..people.notice_words import LANGUAGES, catalogue
from ..people.stop_links import read_stop_token, stop_token
from .invitation import Invitation
from .rooms import CODE_LENGTHS, CODE_LETTERS

STOP, GAME = "/stop/", "/game/"
HEADERS = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
}


def stop_link(outbound, secret: bytes, account: str, kind: str) -> str:
    return f"{outbound.public_url}{STOP}{stop_token(secret, account, kind)}"


def open_link(outbound, code: str) -> str:
    return f"{outbound.public_url}{GAME}{code}"


def invitation(public_url: str, code: str) -> Invitation:
    """The game's invitation at the server the public address names (its port, or the scheme's)."""
    parts = urlsplit(public_url)
    secure = parts.scheme == "https"
    return Invitation(parts.hostname, parts.port or (443 if secure else 80), code, secure)


def is_link(path: str) -> bool:
    return path.startswith((STOP, GAME))


async def answer(server, connection, request: Request, path: str) -> Response:
    """The answer to a request for one of the links' paths."""
    outbound = server.people_watch.outbound if server.people_watch is not None else None
    tail = path[len(STOP):] if path.startswith(STOP) else path[len(GAME):]
    if outbound is not None and path.startswith(GAME) and request.method == "GET" and _code(tail):
        response = connection.respond(http.HTTPStatus.SEE_OTHER, "")
        response.headers["Location"] = str(invitation(outbound.public_url, tail))
        return response
    if outbound is not None and path.startswith(STOP) and request.method in ("GET", "POST"):
        store = server.people.store
        found = read_stop_token(await store.secret(), tail)
        account = await store.account(found[0]) if found else None
        if account is not None:
            account_id, kind = found
            language = account.language if account.language in LANGUAGES else "en"
            if request.method == "GET":
                return _page(connection, language, http.HTTPStatus.OK, f"stop_{kind}", button=True)
            settings = await store.notice_settings(account_id)
            await store.keep_notice_settings(account_id, settings.stopped(kind))
            server.events.say(f"notices of {kind} stopped by a link")
            return _page(connection, language, http.HTTPStatus.OK, "stopped")
    return _page(connection, _browsers(request), http.HTTPStatus.NOT_FOUND, "stop_unknown")


def _code(text: str) -> bool:
    return len(text) in CODE_LENGTHS and set(text) <= set(CODE_LETTERS)


def _browsers(request: Request) -> str:
    """The browser's first choice of English and Japanese (Accept-Language), else English."""
    for choice in request.headers.get("Accept-Language", "").split(","):
        language = choice.split(";")[0].strip().lower()[:2]
        if language in LANGUAGES:
            return language
    return "en"


def _page(connection, language: str, status: http.HTTPStatus, said: str, button: bool = False) -> Response:
    """The page in `language`, saying the catalogue's `said`, with the stop button if asked."""
    words = catalogue(language)["notice"]
    title = html.escape(words["stop_page"])
    form = (f'<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">'
            f'<button type="submit">{html.escape(words["stop_button"])}</button></form>') if button else ""
    page = (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width"><title>{title}</title></head>'
            f'<body style="font-family: sans-serif; max-width: 32em; margin: 3em auto; padding: 0 1em">'
            f'<h1 style="font-size: 1.3em">{title}</h1><p>{html.escape(words[said])}</p>{form}</body></html>\n')
    response = connection.respond(status, page)
    for name, value in HEADERS.items():
        if name in response.headers:
            del response.headers[name]
        response.headers[name] = value
    return response
