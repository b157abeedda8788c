"""Open tables and seats to fill on a server with accounts, against both stores (the `store`
fixture): a table listed, found without its code, joined and filled; a private game never listed;
the lists paged and bounded per address; tables for signed-in players only; seats to fill, given
up or played by a computer for an absent person, listed and taken over; Play now seating two
strangers together. Then two servers on one database."""

from __future__ import annotations

import json

from xerxes_app.net.guard import Bounds
from xerxes_app.net.lobby import PAGE

from .helpers import FakeClock, Player, ServerThread, wait_for
from .test_accounts import PASSWORD, accounts_server, client
from .test_by_the_day import deciding, move_once
from .test_network_games import FAST
from .test_seat_events import events


def until(socket, *wanted: str) -> dict:
    """The next frame of a `wanted` type, or a refusal (others, such as "seats", skipped)."""
    while True:
        got = json.loads(socket.recv(10))
        if got["type"] in wanted + ("refused",):
            return got


def answer(socket, frame: dict, *wanted: str) -> dict:
    socket.send(json.dumps(frame))
    return until(socket, *wanted)


def signed_up(socket, name: str) -> dict:
    made = answer(socket, {"type": "sign_up", "name": name, "password": PASSWORD}, "signed_in")
    assert made["type"] == "signed_in", made
    return made


def created(socket, seats: list, **options) -> str:
    made = answer(socket, {"type": "create", "seats": seats, **options}, "created")
    assert made["type"] == "created", made
    until(socket, "game")
    return made["code"]


def joined(socket, code: str, seat: int, name: str = "Anyone") -> dict:
    """Join the seat: its "joined" frame, or the refusal."""
    got = answer(socket, {"type": "join", "code": code, "seat": seat, "name": name}, "joined")
    if got["type"] == "joined":
        until(socket, "game")
    return got


def listed(socket, kind: str = "tables", **asked) -> list[dict]:
    got = answer(socket, {"type": kind, **asked}, kind)
    assert got["type"] == kind, got
    return got["tables"]


def me(name: str) -> dict:
    return {"name": name, "kind": "human"}


def open_seat(n: int) -> dict:
    return {"name": f"Player {n}", "kind": "open"}


def test_a_listed_table_is_found_without_its_code_joined_and_gone_once_full(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as ann, client(server) as bo, \
            client(server) as cy, client(server) as dee:
        signed_up(ann, "Atossa")
        signed_up(bo, "Bardiya")
        table = created(ann, [me("Ann"), open_seat(2), open_seat(3)], listed=True, mine=0, pace="day", clock="1d",
                        language="ja", name="Susa by night")
        private = created(ann, [me("Ann"), open_seat(2)])  # never listed: its code is its people's
        assert refusal_of(answer(ann, {"type": "create", "seats": [me("A"), open_seat(2)], "listed": "yes"},
                                 "created")) == "net.malformed"
        rows = listed(cy)
        assert [row["code"] for row in rows] == [table]
        row = rows[0]
        assert {key: row[key] for key in ("name", "pace", "clock", "language", "rated", "signed_in_only", "started",
                                          "players", "free", "followed")} == {
            "name": "Susa by night", "pace": "day", "clock": "1d", "language": "ja", "rated": False,
            "signed_in_only": False, "started": False, "players": 3, "free": 2, "followed": False}
        # The creator's own seat bears its account's name, whatever was typed; who sits is said, no account's id.
        assert [(s["name"], s["open"], s["free"], s["signed_in"]) for s in row["seats"]] == [
            ("Atossa", False, False, True), ("Player 2", True, True, False), ("Player 3", True, True, False)]
        assert "account" not in json.dumps(rows) and private not in json.dumps(rows)
        assert listed(cy, pace="table") == [] and listed(cy, players=2) == [] and listed(cy, language="en") == []
        assert listed(ann) == []  # its own table is among its games, not offered to it
        # Bo takes a seat from the list: his account's, under its name; Cy, a guest, the last: the table is full.
        assert joined(bo, table, 1, "Bo")["seat"] == 1
        assert [row["free"] for row in listed(dee)] == [1]
        assert joined(cy, table, 2, "Cy")["seat"] == 2
        assert listed(dee) == [] and listed(dee, "seats_to_fill") == []
        seats = server.snapshot(table)["network"]["seats"]
        assert [seat["account"] is not None for seat in seats] == [True, True, False]
        assert [seat["name"] for seat in server.snapshot(table)["table"]["seats"]] == ["Atossa", "Bardiya", "Cy"]
        # Its host lists a table no more, and again, by the creator token alone.
        made = answer(ann, {"type": "create", "seats": [me("Ann"), open_seat(2)], "listed": True}, "created")
        assert made["code"] in [row["code"] for row in listed(dee)]
        ask = {"type": "listing", "code": made["code"], "listed": False}
        assert refusal_of(answer(dee, {**ask, "creator": "guessed"}, "listing")) == "net.not_creator_listing"
        assert answer(ann, {**ask, "creator": made["creator"]}, "listing") == {**without(ask, "type"), "type": "listing"}
        assert made["code"] not in [row["code"] for row in listed(dee)]
        answer(ann, {**ask, "creator": made["creator"], "listed": True}, "listing")
        assert made["code"] in [row["code"] for row in listed(dee)]
        # An account sits once at a game.
        other = created(dee, [me("Dee"), open_seat(2), open_seat(3)], listed=True)
        assert joined(bo, other, 1)["seat"] == 1
        assert refusal_of(joined(bo, other, 2)) == "net.one_seat"
        # The creator's own seat needs an account, and one of its seats.
        assert refusal_of(answer(cy, {"type": "create", "seats": [me("Cy"), open_seat(2)], "mine": 0},
                                 "created")) == "net.not_signed_in"
        assert refusal_of(answer(ann, {"type": "create", "seats": [me("A"), open_seat(2)], "mine": 1},
                                 "created")) == "net.malformed"


def without(frame: dict, key: str) -> dict:
    return {k: v for k, v in frame.items() if k != key}


def refusal_of(frame: dict) -> str:
    assert frame["type"] == "refused", frame
    return frame["message"]


def test_the_lists_are_paged_and_bounded_per_address(tmp_path):
    with accounts_server(tmp_path, {}, bounds=Bounds(creates_per_hour=100)) as server, client(server) as host, \
            client(server) as guest:
        codes = [created(host, [me("Host"), open_seat(2)], listed=True, name=f"Table {n}") for n in range(PAGE + 5)]
        first = answer(guest, {"type": "tables"}, "tables")
        second = answer(guest, {"type": "tables", "page": 1}, "tables")
        assert (first["page"], first["more"], second["page"], second["more"]) == (0, True, 1, False)
        assert [row["code"] for row in first["tables"] + second["tables"]] == codes  # waiting longest first
        assert refusal_of(answer(guest, {"type": "tables", "page": 10_000}, "tables")) == "net.malformed"
        for _ in range(30):  # 30 at once from an address, with the three above: then one in two seconds
            answer(guest, {"type": "seats_to_fill"}, "seats_to_fill")
        refused = answer(guest, {"type": "tables"}, "tables")
        assert (refused["kind"], refused["message"]) == ("lists", "net.lists")


def test_a_table_for_signed_in_players_only_refuses_a_guest_in_words(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as ann, client(server) as guest, \
            client(server) as bo:
        signed_up(ann, "Atossa")
        table = created(ann, [me("Ann"), open_seat(2)], listed=True, signed_in_only=True, mine=0)
        (row,) = listed(guest)
        assert row["signed_in_only"] is True and row["rated"] is True
        refused = joined(guest, table, 1, "Guest")
        assert (refused["kind"], refused["message"]) == ("signed_in_only", "net.signed_in_only")
        assert answer(guest, {"type": "play_now", "players": 2, "name": "Guest"}, "created")["type"] == "created"
        assert server.snapshot(table)["network"]["seats"][1]["open"] is True  # Play now passed it over
        signed_up(bo, "Bardiya")
        assert joined(bo, table, 1)["seat"] == 1
        guests = created(guest, [me("Guest"), open_seat(2)], listed=True, signed_in_only=True)
        (row,) = (row for row in listed(bo) if row["code"] == guests)
        assert row["signed_in_only"] is True and row["rated"] is False  # its guest's seat could never be rated
    with ServerThread(tmp_path / "none") as plain, client(plain) as host:  # a server without accounts lists nothing
        assert refusal_of(answer(host, {"type": "create", "seats": [me("H"), open_seat(2)], "listed": True},
                                 "created")) == "net.no_accounts"
        assert refusal_of(answer(host, {"type": "tables"}, "tables")) == "net.no_accounts"


def test_seats_to_fill_given_up_or_played_by_a_computer_are_listed_and_taken_over(tmp_path, store):
    wall = FakeClock(1.7e9)
    with accounts_server(tmp_path, store, wall=wall, **FAST) as server, client(server) as lister:
        ann, bo, cy, dee = (Player(server.port, seed) for seed in (61, 62, 63, 64))
        for player, name in ((ann, "Atossa"), (bo, "Bardiya")):
            player.connection.send({"type": "sign_up", "name": name, "password": PASSWORD})
            wait_for(lambda: any(f["type"] == "signed_in" for f in player.frames), also=player.read)
        ann.connection.send({"type": "create", "seats": [me("Ann"), open_seat(2), open_seat(3)], "arranged": True,
                             "pace": "day", "clock": "1d", "away_days": 0, "listed": True, "mine": 0})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        bo.join(code, 1, "Bo")
        cy.join(code, 2, "Cy")
        wait_for(lambda: all(p.game.ready for p in (bo, cy)) and ann.game.open == [False] * 3,
                 also=lambda: [p.read() for p in (ann, bo, cy)])
        assert listed(lister) == [] and listed(lister, "seats_to_fill") == []
        # Cy gives his seat up: a seat to fill, which Dee takes from the list.
        cy.connection.send({"type": "give_up", "code": code, "seat": 2, "token": cy.game.tokens[2]})
        wait_for(lambda: ann.game.open[2], also=ann.read)
        (row,) = listed(lister, "seats_to_fill")
        assert (row["code"], row["started"], [s["free"] for s in row["seats"]]) == (code, True, [False, False, True])
        dee.join(code, 2, "Dee")
        wait_for(lambda: dee.game.ready and events(ann)[-1] == (2, "joined"), also=lambda: [p.read() for p in (ann, dee)])
        assert listed(lister, "seats_to_fill") == []
        # Bo is away when his decision comes, his clock runs out, and Ann hands his seat to a computer.
        players = [ann, bo, dee]
        while deciding(server, code) != 1:
            move_once(server, code, players, deciding(server, code))
        old = bo.game.tokens[1]
        bo.close()
        wait_for(lambda: not ann.game.presence[1], also=ann.read)
        wall.advance(86_400 + 1)
        ann.connection.send({"type": "hand_over", "code": code, "seat": 0, "token": ann.game.tokens[0], "absent": 1})
        wait_for(lambda: ann.game.stood_in[1], also=ann.read)
        with client(server) as eve:
            signed_up(eve, "Esther")
            (row,) = listed(eve, "seats_to_fill")
            assert [s["free"] for s in row["seats"]] == [False, True, False] and row["seats"][1]["stand_in"] is True
            assert joined(eve, code, 1, "Eve")["seat"] == 1
            # The absent person has lost it: the log says so, his token is refused in words of its own.
            wait_for(lambda: events(ann)[-1] == (1, "taken_over"), also=ann.read)
            saved = server.snapshot(code)
            assert saved["network"]["seats"][1]["stand_in"] is False and saved["network"]["seats"][1]["account"]
            assert saved["table"]["seats"][1]["name"] == "Esther"
            refused = answer(lister, {"type": "join", "code": code, "seat": 1, "token": old}, "joined")
            assert (refused["kind"], refused["message"]) == ("wrong_token", "net.seat_taken_over")
        for player in (ann, cy, dee):
            player.close()


def test_play_now_seats_two_strangers_together_and_opens_a_table_when_none_fits(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as ann, client(server) as bo, \
            client(server) as cy:
        signed_up(ann, "Atossa")
        signed_up(bo, "Bardiya")
        signed_up(cy, "Cyrus")
        made = answer(ann, {"type": "play_now", "players": 2, "pace": "table"}, "created")
        code = made["code"]
        assert until(ann, "joined")["seat"] == 0
        (row,) = listed(cy)
        assert row["code"] == code and row["seats"][0]["name"] == "Atossa"
        # Cy wants a table of three: none fits, so one is opened for him.
        assert answer(cy, {"type": "play_now", "players": 3}, "created")["code"] != code
        got = answer(bo, {"type": "play_now", "players": 2}, "joined", "created")
        assert (got["type"], got["code"], got["seat"]) == ("joined", code, 1)
        saved = server.snapshot(code)
        assert [seat["name"] for seat in saved["table"]["seats"]] == ["Atossa", "Bardiya"]
        accounts = [seat["account"] for seat in saved["network"]["seats"]]
        assert None not in accounts and len(set(accounts)) == 2
        assert saved["network"]["clocks"]["started"] is True  # every seat taken: the game is under way
        assert [row["players"] for row in listed(ann)] == [3]  # only Cy's table is open now


def test_malformed_frames_about_tables_and_people_are_refused_in_words_and_change_nothing(tmp_path):
    with accounts_server(tmp_path, {}, rate=1e9, burst=10**9, strikes=10**9) as server, client(server) as socket, \
            client(server) as guest:
        signed_up(socket, "Atossa")
        code = created(socket, [me("Ann"), open_seat(2)], listed=True, mine=0)
        before = server.snapshot(code)
        creator = "not the creator"
        bad = [
            {"type": "tables", "page": -1}, {"type": "tables", "page": "1"}, {"type": "tables", "pace": ["day"]},
            {"type": "tables", "clock": {"1d": 1}}, {"type": "tables", "language": "fr"}, {"type": "tables", "players": True},
            {"type": "seats_to_fill", "players": 9}, {"type": "play_now", "players": 1}, {"type": "play_now", "pace": ["x"]},
            {"type": "play_now", "players": 2, "clock": "1y"}, {"type": "play_now", "players": 2, "language": 5},
            {"type": "listing", "code": code, "listed": False, "creator": creator},
            {"type": "listing", "code": code, "listed": "no"}, {"type": "take_up", "code": "AAAAAAAA"},
            {"type": "take_up", "code": ["x"]}, {"type": "follow_player", "name": ["Bo"]},
            {"type": "follow_player", "name": "x" * 5000}, {"type": "block_player"}, {"type": "unblock_player", "name": 5},
            {"type": "create", "seats": [me("A"), open_seat(2)], "mine": "0"},
            {"type": "create", "seats": [me("A"), open_seat(2)], "mine": 7},
            {"type": "create", "seats": [me("A"), open_seat(2)], "language": ["en"]},
            {"type": "create", "seats": [me("A"), open_seat(2)], "signed_in_only": 1},
            {"type": "join", "code": code, "seat": 0, "name": "Me"},  # her own seat: taken
            {"type": "join", "code": code, "seat": 1, "name": "Me"},  # she sits at it already
        ]
        for frame in bad:
            reply = answer(socket, frame, "tables", "seats_to_fill", "joined", "created", "listing", "people")
            assert reply["type"] == "refused", (frame, reply)
        for frame in ({"type": "my_games"}, {"type": "people"}, {"type": "follow_player", "name": "Atossa"},
                      {"type": "take_up", "code": code}):
            assert refusal_of(answer(guest, frame, "my_games", "people", "joined")) == "net.not_signed_in"
        after = server.snapshot(code)
        assert server.server.crashes == 0
        for seats in (before, after):
            for row in seats["network"]["seats"]:
                row.pop("away_since")
        assert after == before
