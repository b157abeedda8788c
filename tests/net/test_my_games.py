"""Your games follow you, against both stores: every game of an account found on a second computer
(another connection, another folder of tickets), taken up there in one frame, the first computer's
token refused from then on; and an account deleted leaving "a former player" where its name was.
Then two servers on one database."""

from __future__ import annotations

import asyncio
import json

from xerxes_app.people.account_names import name_keys
from xerxes_app.people.accounts import FORMER_PLAYER
from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket, read_tickets

from xerxes_app.net.guard import DAY

from .helpers import FakeClock, Player, play_until_over, wait_for
from .test_accounts import PASSWORD, accounts_server, client
from .test_network_games import FAST
from .test_stores import stored
from .test_tables import answer, created, joined, listed, me, open_seat, refusal_of, signed_up, until


def ticket(server, code: str, seat: int, token: str) -> Ticket:
    return Ticket(JOINED, "127.0.0.1", server.port, code, {seat: token})


def test_every_game_is_found_on_a_second_computer_and_taken_up_there_in_one_frame(tmp_path, store):
    first_folder, second_folder = tmp_path / "first", tmp_path / "second"
    with accounts_server(tmp_path / "server", store) as server, client(server) as host, client(server) as first, \
            client(server) as second:
        signed_up(first, "Atossa")
        # At her first computer: a seat joined by its code, a game of her own, a game watched; one she is not in.
        joined_game = created(host, [me("Host"), open_seat(2)], watch="watch")
        token = joined(first, joined_game, 1, "Ann")["token"]
        keep_ticket(first_folder, ticket(server, joined_game, 1, token))
        own = created(first, [me("Ann"), open_seat(2)], mine=0)
        watched = created(host, [me("Host"), open_seat(2)], watch="watch")
        assert answer(first, {"type": "watch", "code": watched, "name": "Ann"}, "watching")["type"] == "watching"
        created(host, [me("Host"), open_seat(2)])
        # At her second computer, signed in by her password: every game of hers, as Network games lists them.
        assert answer(second, {"type": "sign_in", "name": "atossa", "password": PASSWORD}, "signed_in")["type"] == "signed_in"
        games = answer(second, {"type": "my_games"}, "my_games")
        assert games["more"] is False
        rows = {row["code"]: row for row in games["games"]}
        assert set(rows) == {joined_game, own, watched}
        assert (rows[joined_game]["seat"], rows[joined_game]["watching"], rows[joined_game]["players"]) == (
            1, False, ["Host", "Atossa"])
        assert (rows[own]["seat"], rows[own]["players"], rows[own]["year"], rows[own]["over"]) == (0, ["Atossa", "Player 2"], 1, False)
        assert (rows[watched]["seat"], rows[watched]["watching"]) == (None, True)
        assert {key for row in rows.values() for key in row} == {
            "code", "name", "seat", "watching", "players", "year", "deciding", "turn", "over", "abandoned", "pace",
            "clock", "played"}
        # One frame takes the joined game up here: a fresh token; the first computer is told and let go.
        taken = answer(second, {"type": "take_up", "code": joined_game}, "joined")
        assert (taken["type"], taken["code"], taken["seat"]) == ("joined", joined_game, 1) and taken["token"] != token
        assert until(second, "game")["seat"] == 1
        assert until(first, "replaced") == {"type": "replaced", "code": joined_game, "seat": 1}
        keep_ticket(second_folder, ticket(server, joined_game, 1, taken["token"]))
        # The seat was the account's throughout, never open.
        seat = server.snapshot(joined_game)["network"]["seats"][1]
        assert seat["open"] is False and seat["account"] is not None
        # The first computer's ticket no longer seats it, in words of their own.
        (old,) = read_tickets(first_folder)
        refused = answer(first, {"type": "join", "code": old.code, "seat": 1, "token": old.tokens[1]}, "joined")
        assert (refused["kind"], refused["message"], refused["values"]) == ("wrong_token", "net.seat_taken_up", [1])
        (new,) = read_tickets(second_folder)
        with client(server) as third:  # the second computer's ticket seats it, after a reconnection
            assert answer(third, {"type": "join", "code": new.code, "seat": 1, "token": new.tokens[1]}, "joined")["seat"] == 1
        # A game she holds no seat of is answered as a code no game has; without an account, refused.
        refused = answer(second, {"type": "take_up", "code": watched}, "joined")
        assert (refused["kind"], refused["message"]) == ("no_game", "net.no_game")
        refused = answer(host, {"type": "take_up", "code": own}, "joined")
        assert (refused["kind"], refused["message"]) == ("not_signed_in", "net.not_signed_in")
        assert refusal_of(answer(host, {"type": "my_games"}, "my_games")) == "net.not_signed_in"
        # A watched game forgotten leaves the list.
        first.send(json.dumps({"type": "leave", "code": watched, "forget": True}))
        wait_for(lambda: {row["code"] for row in answer(second, {"type": "my_games"}, "my_games")["games"]} == {joined_game, own})


def test_a_game_archived_idle_is_still_among_the_accounts_games_and_taken_up_from_there(tmp_path, store):
    wall = FakeClock(1.7e9)
    with accounts_server(tmp_path, store, wall=wall, archive_idle=60 * DAY) as server, client(server) as host:
        with client(server) as first:
            signed_up(first, "Atossa")
            code = created(host, [me("Host"), open_seat(2)])
            joined(first, code, 1)
        host.close()
        wait_for(lambda: server.call(lambda: not any(net.holders for net in server.server.rooms[code].seats)))
        wall.advance(61 * DAY)
        server.call(server.server.tidy)
        assert server.call(lambda: code not in server.server.rooms)
        with client(server) as second:
            answer(second, {"type": "sign_in", "name": "Atossa", "password": PASSWORD}, "signed_in")
            wait_for(lambda: [row["code"] for row in answer(second, {"type": "my_games"}, "my_games")["games"]] == [code])
            assert answer(second, {"type": "take_up", "code": code}, "joined")["seat"] == 1
            assert server.call(lambda: code in server.server.rooms)


def test_a_deleted_account_leaves_a_former_player_in_its_games(tmp_path, store):
    name = "Bardiya the Elder"
    with accounts_server(tmp_path, store, **FAST) as server:
        ann, bo = Player(server.port, 71), Player(server.port, 72)
        bo.connection.send({"type": "sign_up", "name": name, "password": PASSWORD})
        wait_for(lambda: any(f["type"] == "signed_in" for f in bo.frames), also=bo.read)
        ann.connection.send({"type": "create", "seats": [me("Ann"), open_seat(2)], "arranged": True})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        finished = ann.game.code
        bo.join(finished, 1, "Bo")
        play_until_over([ann, bo], seconds=90)
        with client(server) as host, client(server) as bo_again:
            unfinished = created(host, [me("Host"), open_seat(2)])
            assert answer(bo_again, {"type": "sign_in", "name": name, "password": PASSWORD}, "signed_in")["type"] == "signed_in"
            joined(bo_again, unfinished, 1)
            wait_for(lambda: all(name in json.dumps(stored(tmp_path, store, code)) for code in (finished, unfinished)))
            bo_again.send(json.dumps({"type": "delete_account", "password": PASSWORD}))
            told = [until(bo_again, "given_up", "account_deleted") for _ in range(2)]
            # The unfinished game: the seat given up, as "give_up" does, and the table told.
            assert told == [{"type": "given_up", "code": unfinished, "seat": 1}, {"type": "account_deleted"}]
            said = [(line["seat"], line["event"]) for _ in range(2) for line in until(host, "talk")["lines"]]
            assert said == [(1, "joined"), (1, "gave_up")]
        for code in (finished, unfinished):
            wait_for(lambda: name not in json.dumps(stored(tmp_path, store, code)))
            kept = stored(tmp_path, store, code)
            assert kept["table"]["seats"][1]["name"] == FORMER_PLAYER and kept["network"]["seats"][1]["former"] is True
        assert stored(tmp_path, store, unfinished)["network"]["seats"][1]["open"] is True
        assert stored(tmp_path, store, finished)["network"]["seats"][1]["account"]  # kept: its ratings recomputed alike
        for player in (ann, bo):
            player.close()


# --- Several servers on one database -------------------------------------------------------------


def account_id(server, name: str) -> str:
    store = server.server.people.store
    return asyncio.run_coroutine_threadsafe(store.account_named(name_keys(name)), server.loop).result(10).id


def test_two_servers_on_one_database_list_seat_and_follow_an_account_across_them(tmp_path, database):
    store = {"database": database, "lease": 1.0}
    with accounts_server(tmp_path / "a", store) as one, accounts_server(tmp_path / "b", store) as two, \
            client(one) as ann, client(two) as bo, client(one) as bo_here, client(two) as cy, client(one) as dee:
        for socket, name in ((ann, "Atossa"), (bo, "Bardiya"), (cy, "Cyrus"), (dee, "Damaspia")):
            signed_up(socket, name)
        table = created(ann, [me("Ann"), open_seat(2)], listed=True, mine=0)  # held by the first server
        assert table in one.server.rooms
        # Listed at the second, joined there: the join goes to its holder with Bo's account.
        assert [row["code"] for row in listed(bo)] == [table]
        assert joined(bo, table, 1, "Bo")["seat"] == 1
        assert one.snapshot(table)["network"]["seats"][1]["account"] == account_id(one, "Bardiya")
        assert one.snapshot(table)["table"]["seats"][1]["name"] == "Bardiya"
        # His games at either server; taken up at the first, his connection at the second let go.
        assert [row["code"] for row in answer(bo, {"type": "my_games"}, "my_games")["games"]] == [table]
        answer(bo_here, {"type": "sign_in", "name": "Bardiya", "password": PASSWORD}, "signed_in")
        assert [row["code"] for row in answer(bo_here, {"type": "my_games"}, "my_games")["games"]] == [table]
        assert answer(bo_here, {"type": "take_up", "code": table}, "joined")["seat"] == 1
        assert until(bo, "replaced") == {"type": "replaced", "code": table, "seat": 1}
        # Play now across servers: Cy opens a table of three at the second, Dee is seated at it from the first.
        opened = answer(cy, {"type": "play_now", "players": 3}, "created")["code"]
        assert opened in two.server.rooms
        got = answer(dee, {"type": "play_now", "players": 3}, "joined", "created")
        assert (got["type"], got["code"], got["seat"]) == ("joined", opened, 1)
        assert two.snapshot(opened)["network"]["seats"][1]["account"] == account_id(two, "Damaspia")
        # Dee deletes her account at the first: the second, holding her game, says "a former player" there.
        assert answer(dee, {"type": "delete_account", "password": PASSWORD}, "account_deleted")["type"] == "account_deleted"
        wait_for(lambda: two.snapshot(opened)["table"]["seats"][1]["name"] == FORMER_PLAYER)
        assert two.snapshot(opened)["network"]["seats"][1]["open"] is True
