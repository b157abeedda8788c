"""Follows and blocks, against both stores: a blocked player refused as at a table that filled,
and nothing they can see tells the two apart (lists, a look, a join, a watch, Play now); the words
of two kept apart never reach each other; the people one follows, their presence, and their
tables first in one's lists."""

from __future__ import annotations

import asyncio
import json

from xerxes_app.people import relations
from xerxes_app.people.account_names import name_keys

from .helpers import FakeClock, wait_for
from .test_accounts import accounts_server, client
from .test_tables import answer, created, joined, listed, me, open_seat, refusal_of, signed_up, until


def people(socket, kind: str, name: str | None = None) -> dict:
    frame = {"type": kind} if name is None else {"type": kind, "name": name}
    return answer(socket, frame, "people")


def seen(server, name: str) -> float | None:
    """When the store last saw the account called `name` signed in."""
    store = server.server.people.store

    async def ask():
        account = await store.account_named(name_keys(name))
        return (await store.seen([account.id])).get(account.id)

    return asyncio.run_coroutine_threadsafe(ask(), server.loop).result(10)


def without_code(frame: dict) -> dict:
    return {key: value for key, value in frame.items() if key != "code"}


def test_a_blocked_player_sees_the_blockers_tables_as_tables_that_filled(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as ann, client(server) as bo, \
            client(server) as cy, client(server) as dee:
        for socket, name in ((ann, "Atossa"), (bo, "Bardiya"), (cy, "Cyrus"), (dee, "Damaspia")):
            signed_up(socket, name)
        assert people(ann, "block_player", "bardiya") == {"type": "people", "following": [],
                                                          "blocking": [{"name": "Bardiya"}]}
        blocked = created(ann, [me("Ann"), open_seat(2), open_seat(3)], listed=True, mine=0, watch="watch")
        filled = created(cy, [me("Cy"), open_seat(2), open_seat(3)], listed=True, mine=0, watch="watch")
        joined(dee, filled, 1)
        with client(server) as guest:
            joined(guest, filled, 2, "Guest")
        # Dee sees Atossa's table; Bo sees neither it nor the one that filled, in either list.
        assert [row["code"] for row in listed(dee)] == [blocked]
        assert listed(bo) == [] and listed(bo, "seats_to_fill") == []
        # A look at each: no seat free at either; a join of a free seat of hers refused as the taken one's.
        for code in (blocked, filled):
            seats = answer(bo, {"type": "look", "code": code}, "room")["seats"]
            assert [(seat["open"], seat["free"]) for seat in seats] == [(False, False)] * 3
            assert all(seat["kind"] == "human" for seat in seats)
        refusals = [answer(bo, {"type": "join", "code": code, "seat": 1, "name": "Bo"}, "joined") for code in (blocked, filled)]
        assert without_code(refusals[0]) == without_code(refusals[1]) == {
            "type": "refused", "kind": "no_seat", "message": "net.no_seat", "values": [1], "request": "join"}
        # Watching it shows no seat free either; Play now opens a table of his own rather than seat him there.
        assert answer(bo, {"type": "watch", "code": blocked, "name": "Bo"}, "watching")["type"] == "watching"
        game = until(bo, "game")
        assert [seat["free"] for seat in game["seats"]] == [False] * 3
        made = answer(bo, {"type": "play_now", "players": 3}, "created")
        assert made["type"] == "created" and made["code"] not in (blocked, filled)
        # Nor does Atossa see his; Dee sees both, and following her tells him nothing either.
        assert listed(ann) == []
        assert {row["code"] for row in listed(dee)} == {blocked, made["code"]}
        assert people(bo, "follow_player", "Atossa")["following"][0]["name"] == "Atossa"
        seats = answer(ann, {"type": "look", "code": made["code"]}, "room")["seats"]
        assert [seat["free"] for seat in seats] == [False] * 3


def test_the_words_of_two_kept_apart_never_reach_each_other(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as host, client(server) as ann, \
            client(server) as bo:
        signed_up(ann, "Atossa")
        signed_up(bo, "Bardiya")
        code = created(host, [me("Host"), open_seat(2), open_seat(3)], watch="speak")
        ann_token = joined(ann, code, 1)["token"]
        bo_token = joined(bo, code, 2)["token"]
        people(ann, "block_player", "Bardiya")  # after both sat: they stay, and no longer hear each other

        def said(socket, seat: int, token: str, text: str) -> list:
            """Say `text`: the texts this speaker is sent until its own line comes back."""
            socket.send(json.dumps({"type": "say", "code": code, "seat": seat, "token": token, "text": text}))
            texts = []
            while text not in texts:
                texts += [line["text"] for line in until(socket, "talk")["lines"] if "text" in line]
            return texts

        # Each says a line once the other's last was told: neither is sent the other's.
        assert said(bo, 2, bo_token, "from Bardiya") == ["from Bardiya"]
        assert said(ann, 1, ann_token, "from Atossa") == ["from Atossa"]
        assert said(bo, 2, bo_token, "again from Bardiya") == ["again from Bardiya"]
        with client(server) as cy:  # the others hear them both
            assert answer(cy, {"type": "watch", "code": code, "name": "Cy"}, "watching")["type"] == "watching"
            heard = [line["text"] for line in until(cy, "game")["talk"] if "text" in line]
        assert heard == ["from Bardiya", "from Atossa", "again from Bardiya"]
        # Nor among the lines kept, when the table is shown again.
        again = answer(ann, {"type": "join", "code": code, "seat": 1, "token": ann_token}, "game")
        assert "from Bardiya" not in json.dumps(again) and "from Atossa" in json.dumps(again)


def test_the_people_one_follows_their_presence_and_their_tables_first(tmp_path, store, monkeypatch):
    clock, wall = FakeClock(), FakeClock(1.7e9)
    monkeypatch.setattr(relations, "RELATIONS_MOST", 2)
    with accounts_server(tmp_path, store, clock=clock, wall=wall) as server, client(server) as ann, \
            client(server) as bo, client(server) as cy, client(server) as dee:
        for socket, name in ((ann, "Atossa"), (bo, "Bardiya"), (cy, "Cyrus"), (dee, "Damaspia")):
            signed_up(socket, name)
        first = created(dee, [me("Dee"), open_seat(2)], listed=True, mine=0)
        later = created(bo, [me("Bo"), open_seat(2)], listed=True, mine=0)
        assert [row["code"] for row in listed(ann)] == [first, later]  # waiting longest first
        following = people(ann, "follow_player", "BARDIYA")["following"]
        assert following == [{"name": "Bardiya", "here": True, "seen": 1.7e9}]
        rows = listed(ann)
        assert [(row["code"], row["followed"]) for row in rows] == [(later, True), (first, False)]
        assert [seat["followed"] for seat in rows[0]["seats"]] == [True, False]
        people(ann, "follow_player", "Cyrus")
        assert refusal_of(people(ann, "follow_player", "Damaspia")) == "net.relations_full"
        assert refusal_of(people(ann, "follow_player", "Nobody")) == "net.no_player"
        assert refusal_of(people(ann, "block_player", "atossa")) == "net.not_yourself"
        # Cy leaves; a while later Bo, still here, is touched again and Cy is not.
        cy.close()
        clock.advance(61)
        wall.advance(200)
        wait_for(lambda: seen(server, "Bardiya") == wall.now)
        assert people(ann, "people")["following"] == [{"name": "Bardiya", "here": True, "seen": wall.now},
                                                     {"name": "Cyrus", "here": False, "seen": 1.7e9}]
        # Blocking one followed ends the follow; unfollowing and unblocking undo each.
        assert people(ann, "block_player", "Cyrus") == {"type": "people", "following": [following[0] | {"seen": 1.7e9 + 200}],
                                                        "blocking": [{"name": "Cyrus"}]}
        assert people(ann, "unblock_player", "Cyrus")["blocking"] == []
        assert people(ann, "unfollow_player", "Bardiya")["following"] == []
        assert refusal_of(people(bo, "follow_player", "")) == "net.no_player"
    with accounts_server(tmp_path / "guest", {}) as server, client(server) as guest:
        assert refusal_of(people(guest, "people")) == "net.not_signed_in"
