"""What a screen about an account's lists reads of the app's one connection to the server
(shared.py): the answers of the kinds it asks for, and the refusals of its own requests, never a
table's or the account's own frames (account_link.py reads those)."""

from __future__ import annotations

from ...net.account_link import AccountLink
from ...net.shared import Tap


def asks_tap(link: AccountLink, answers: tuple[str, ...], asks: tuple[str, ...]) -> Tap:
    """A reader on `link`'s server of the frames `answers` and the refusals of the requests `asks`."""

    def wants(frame: dict) -> bool:
        kind = frame.get("type")
        return kind in answers or (kind == "refused" and frame.get("request") in asks)

    return link.tap.servers.tap(link.address, link.port, link.tls, wants)
