"""The frames that read and set an account's notices (people/notice_settings.py): off until its
person turns them on.

    {"type": "notices"}                          → "notices"
    {"type": "set_notices", "settings": {...}}   → "notices", the fields given changed
    → {"type": "notices", "settings": {"by": "email" | "push" | null, "push": "ntfy+https://…" | null,
       "turns": true, "reminders": true, "digest": 8 | null, "zone": "Asia/Tokyo"},
       "channels": ["email", "push"]}

"channels" are the ways this server sends notices (its operator's options: outbound.py), for a
screen to offer only those. Refused, in words ("notices"): a way this server has not
(`net.notices_channel`), e-mail before the address is confirmed (`net.notices_unconfirmed`), a
push address that is none (`net.notices_push`) or missing (`net.notices_no_push`), a time zone
that is none (`net.notices_zone`)."""

from __future__ import annotations

from dataclasses import asdict

from ..people.notice_settings import SettingsProblem, changed
from .accounts import mine, people_of
from .protocol import Refused


async def answer(server, client, frame: dict) -> None:
    account = await mine(server, client)
    store = people_of(server).store
    outbound = server.people_watch.outbound
    channels = tuple(outbound.channels) if outbound is not None else ()
    settings = await store.notice_settings(account.id)
    if frame["type"] == "set_notices":
        try:
            settings = changed(settings, frame.get("settings"), account.confirmed, channels)
        except SettingsProblem as problem:
            raise Refused("notices", problem.sentence.key, *problem.sentence.values.values()) from None
        except ValueError as error:
            raise Refused("malformed", "net.malformed", str(error)[:200]) from None
        await store.keep_notice_settings(account.id, settings)
    server.send(client, {"type": "notices", "settings": asdict(settings), "channels": list(channels)})
