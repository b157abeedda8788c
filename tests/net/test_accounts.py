"""Accounts on a server (`xerxes-server --accounts`), against both stores (the `store` fixture):
signing up, confirming the address, signing in on a second computer, Sign out everywhere, a
forgotten password reset (right, too old, guessed), the account deleted; and the hostile:
names alike, floods of wrong passwords from one address and at one account, codes guessed, and
nothing secret in the server's log. Then two servers on one database."""

from __future__ import annotations

import asyncio
import io
import json

from websockets.sync.client import connect

from xerxes_app.people.account_names import name_keys
from xerxes_app.people.notice_words import say
from xerxes_app.people.notices import CONFIRM_CODE, RESET_CODE
from xerxes_app.people.pg_store import SCHEMA, PostgresPeople

from .helpers import LOOPBACK, Addresses, FakeClock, ServerThread, ask

FAST_HASH = {"time_cost": 1, "memory_cost": 8, "parallelism": 1}  # argon2id, cheap: the tests' hashes only
PASSWORD = "Persepolis-by-night"


def accounts_server(tmp_path, store, **options) -> ServerThread:
    return ServerThread(tmp_path, accounts=True, hashing=FAST_HASH, **store, **options)


def asked(socket, frame: dict) -> dict:
    """Send a frame and return the server's answer (frames of other kinds skipped)."""
    socket.send(json.dumps(frame))
    while True:
        answer = json.loads(socket.recv(10))
        if answer["type"] in ("signed_in", "refused", "account", "signed_out", "reset_asked", "account_deleted"):
            return answer


def client(server: ServerThread):
    return connect(f"ws://{LOOPBACK}:{server.port}", max_size=None)


def notices(server: ServerThread) -> list:
    """The notices due now, taken from the queue, worded and sent, as a sender does."""
    store = server.server.people.store

    async def send():
        taken = await store.due(server.server.wall() + 1, 100)
        for notice in taken:
            say(notice, "xerxes.example")  # its facts are the ones its words take
            await store.sent(notice.id)
        return taken

    return asyncio.run_coroutine_threadsafe(send(), server.loop).result(10)


def code_of(server: ServerThread, kind: str) -> str:
    (notice,) = [notice for notice in notices(server) if notice.kind == kind]
    return notice.facts["code"]


def refusal(answer: dict) -> str:
    assert answer["type"] == "refused", answer
    return answer["message"]


def test_a_server_without_accounts_refuses_them_in_words(tmp_path):
    with ServerThread(tmp_path) as server, client(server) as socket:
        answer = asked(socket, {"type": "sign_up", "name": "Atossa", "password": PASSWORD})
        assert answer["kind"] == "no_accounts" and refusal(answer) == "net.no_accounts"


def test_sign_up_confirm_sign_in_elsewhere_and_sign_out_everywhere(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as first, client(server) as second, \
            client(server) as third:
        made = asked(first, {"type": "sign_up", "name": "Atossa", "password": PASSWORD, "email": "atossa@example.org"})
        assert made["account"] == {"name": "Atossa", "email": "atossa@example.org", "confirmed": False}
        code = code_of(server, CONFIRM_CODE)
        assert refusal(asked(first, {"type": "confirm_address", "secret": "AAAA-AAAA"})) == "net.code_wrong"
        confirmed = asked(first, {"type": "confirm_address", "secret": code.lower()})
        assert confirmed["account"]["confirmed"] is True
        # A second computer: the same account by its name (any case) and password, and by the first's session.
        again = asked(second, {"type": "sign_in", "name": "ATOSSA", "password": PASSWORD})
        assert again["account"] == confirmed["account"] and again["session"] != made["session"]
        assert asked(third, {"type": "sign_in", "session": made["session"]})["account"]["name"] == "Atossa"
        assert asked(first, {"type": "who_am_i"})["account"]["name"] == "Atossa"
        # Sign out everywhere, from the second: every session ends, each connection signed in is told.
        assert asked(second, {"type": "sign_out_everywhere"}) == {"type": "signed_out", "everywhere": True}
        for socket in (first, third):
            assert json.loads(socket.recv(10)) == {"type": "signed_out", "everywhere": True}
        assert asked(first, {"type": "who_am_i"}) == {"type": "account", "account": None}
        assert refusal(asked(third, {"type": "sign_in", "session": made["session"]})) == "net.session_gone"
        assert refusal(asked(third, {"type": "sign_out"})) == "net.not_signed_in"
        assert asked(third, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})["type"] == "signed_in"
        assert asked(third, {"type": "sign_out"}) == {"type": "signed_out", "everywhere": False}
        assert asked(third, {"type": "who_am_i"})["account"] is None


def test_a_reset_code_works_once_within_twenty_minutes_and_never_by_guessing(tmp_path, store):
    wall = FakeClock(1.7e9)
    with accounts_server(tmp_path, store, wall=wall) as server, client(server) as socket, client(server) as other:
        made = asked(socket, {"type": "sign_up", "name": "Darius", "password": PASSWORD, "email": "darius@example.org"})
        asked(socket, {"type": "confirm_address", "secret": code_of(server, CONFIRM_CODE)})
        # Asked by an address with no account, or a name: answered alike; only the account's address is written to.
        assert asked(other, {"type": "ask_reset", "email": "nobody@example.org"}) == {"type": "reset_asked"}
        assert notices(server) == []
        assert asked(other, {"type": "ask_reset", "name": "darius"}) == {"type": "reset_asked"}
        code = code_of(server, RESET_CODE)
        new = "Susa-in-the-spring"
        # Five wrong codes spend it: the right one no longer works.
        for guess in ("AAAA-AAAA", "CCCC-CCCC", "DDDD-DDDD", "EEEE-EEEE", "FFFF-FFFF"):
            assert refusal(asked(other, {"type": "reset", "name": "Darius", "secret": guess, "password": new})) == "net.code_wrong"
        assert refusal(asked(other, {"type": "reset", "name": "Darius", "secret": code, "password": new})) == "net.code_wrong"
        # A code 21 minutes old is too old.
        asked(other, {"type": "ask_reset", "email": "DARIUS@example.org"})
        code = code_of(server, RESET_CODE)
        wall.advance(21 * 60)
        assert refusal(asked(other, {"type": "reset", "name": "Darius", "secret": code, "password": new})) == "net.code_wrong"
        # A fresh one, in time: the password is the new one, every session before it ended, the code spent.
        asked(other, {"type": "ask_reset", "name": "Darius"})
        code = code_of(server, RESET_CODE)
        assert refusal(asked(other, {"type": "reset", "name": "Darius", "secret": code, "password": "short"})) == "net.password_short"
        reset = asked(other, {"type": "reset", "name": "Darius", "secret": code, "password": new})
        assert reset["type"] == "signed_in" and reset["account"]["name"] == "Darius"
        assert json.loads(socket.recv(10)) == {"type": "signed_out", "everywhere": True}
        assert refusal(asked(socket, {"type": "sign_in", "session": made["session"]})) == "net.session_gone"
        assert refusal(asked(socket, {"type": "sign_in", "name": "Darius", "password": PASSWORD})) == "net.sign_in_wrong"
        assert asked(socket, {"type": "sign_in", "name": "Darius", "password": new})["type"] == "signed_in"
        assert refusal(asked(other, {"type": "reset", "name": "Darius", "secret": code, "password": PASSWORD})) == "net.code_wrong"


def test_an_account_deleted_leaves_neither_its_name_nor_its_address(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as socket:
        asked(socket, {"type": "sign_up", "name": "Artemisia", "password": PASSWORD, "email": "artemisia@example.org"})
        assert refusal(asked(socket, {"type": "delete_account", "password": "not the password"})) == "net.sign_in_wrong"
        assert asked(socket, {"type": "delete_account", "password": PASSWORD}) == {"type": "account_deleted"}
        assert asked(socket, {"type": "who_am_i"})["account"] is None
        assert refusal(asked(socket, {"type": "sign_in", "name": "Artemisia", "password": PASSWORD})) == "net.sign_in_wrong"
        assert notices(server) == []  # its confirmation code was never sent: gone with it
        kept = everything_kept(tmp_path, store)
        assert "Artemisia" not in kept and "artemisia@example.org" not in kept
        assert asked(socket, {"type": "sign_up", "name": "Artemisia", "password": PASSWORD})["type"] == "signed_in"


def everything_kept(folder, store: dict) -> str:
    """The people's records as their store keeps them, as text."""
    if not store:
        return "".join(path.read_text() for path in (folder / "people").glob("*.json"))
    from .test_stores import query

    return "".join(str(query(store["database"], f"SELECT * FROM {table}"))
                   for table in ("xerxes_accounts", "xerxes_sessions", "xerxes_codes", "xerxes_notices"))


# --- The hostile ---------------------------------------------------------------------------------


def test_names_alike_in_case_or_look_and_names_that_cannot_be_are_refused(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as socket:
        assert asked(socket, {"type": "sign_up", "name": "Atossa", "password": PASSWORD})["type"] == "signed_in"
        for name in ("atossa", "ATOSSA", " Atossa ", "Аtossa", "At0ssa", "Ａｔｏｓｓａ", "𝐀𝐭𝐨𝐬𝐬𝐚"):
            answer = asked(socket, {"type": "sign_up", "name": name, "password": PASSWORD})
            assert refusal(answer) == "net.name_taken", name
        for name, why in (("", "problem.name_empty"), ("   ", "problem.name_empty"), ("A" * 41, "problem.name_too_long"),
                          ("Bo\x00", "problem.name_unprintable"), ("Bo\u202e", "problem.name_unprintable"),
                          ("Bo\n", "problem.name_unprintable"), (["Bo"], "problem.name_empty")):
            assert refusal(asked(socket, {"type": "sign_up", "name": name, "password": PASSWORD})) == why, name
        for password, why in (("short", "net.password_short"), ("1234567890", "net.password_common"),
                              ("QwertyuioP", "net.password_common"), ("Xerxes the Great", "net.password_common"),
                              ("x" * 201, "net.password_long"), (None, "net.password_short")):
            name = "Xerxes the Great"
            assert refusal(asked(socket, {"type": "sign_up", "name": name, "password": password})) == why, password
        assert refusal(asked(socket, {"type": "sign_up", "name": "Bo", "password": PASSWORD,
                                      "email": "bo@example.org\r\nBcc: x@example.org"})) == "net.address_wrong"
        assert asked(socket, {"type": "sign_up", "name": "Atossa's friend", "password": PASSWORD})["type"] == "signed_in"


def test_a_flood_of_wrong_passwords_from_one_address_is_bounded(tmp_path):
    clock, addresses = FakeClock(), Addresses()
    with accounts_server(tmp_path, {}, clock=clock, where=addresses.where) as server:
        with addresses.connect(server.port, "friend") as friend:
            asked(friend, {"type": "sign_up", "name": "Atossa", "password": PASSWORD})
        with addresses.connect(server.port, "mallory") as mallory:
            answers = [asked(mallory, {"type": "sign_in", "name": f"Name {n}", "password": f"guess number {n}"})
                       for n in range(12)]
            assert [refusal(a) for a in answers] == ["net.sign_in_wrong"] * 10 + ["net.sign_ins"] * 2
            assert answers[-1]["values"] == [60]
            # Even the right password is not tried from there until a minute has passed; from elsewhere it is.
            assert refusal(asked(mallory, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})) == "net.sign_ins"
            with addresses.connect(server.port, "friend") as friend:
                assert asked(friend, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})["type"] == "signed_in"
            clock.advance(60)
            assert asked(mallory, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})["type"] == "signed_in"


def test_wrong_passwords_at_one_account_from_many_addresses_wait_longer_each_time(tmp_path, store):
    wall, addresses = FakeClock(1.7e9), Addresses()
    with accounts_server(tmp_path, store, wall=wall, where=addresses.where) as server:
        with addresses.connect(server.port, "owner") as owner:
            asked(owner, {"type": "sign_up", "name": "Atossa", "password": PASSWORD})
        for n in range(5):  # a few mistakes cost no wait
            with addresses.connect(server.port, f"stranger {n}") as stranger:
                assert refusal(asked(stranger, {"type": "sign_in", "name": "Atossa", "password": f"guess {n}"})) == "net.sign_in_wrong"
        waits = []
        for n in range(5, 8):  # each one more waits twice as long, and even the right password waits
            with addresses.connect(server.port, f"stranger {n}") as stranger:
                assert refusal(asked(stranger, {"type": "sign_in", "name": "Atossa", "password": f"guess {n}"})) == "net.sign_in_wrong"
                locked = asked(stranger, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})
                assert refusal(locked) == "net.sign_in_wait"
                waits.append(locked["values"][0])
                wall.advance(locked["values"][0])
        assert waits == [1, 2, 4]
        with addresses.connect(server.port, "owner") as owner:
            assert asked(owner, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})["type"] == "signed_in"


def test_the_server_logs_no_password_token_or_code(tmp_path):
    events, log = io.StringIO(), io.StringIO()
    with accounts_server(tmp_path, {}, events=events, log=log) as server, client(server) as socket:
        made = asked(socket, {"type": "sign_up", "name": "Atossa", "password": PASSWORD, "email": "atossa@example.org"})
        code = code_of(server, CONFIRM_CODE)
        asked(socket, {"type": "confirm_address", "secret": code})
        asked(socket, {"type": "sign_in", "name": "Atossa", "password": "a wrong password"})
        again = asked(socket, {"type": "sign_in", "name": "Atossa", "password": PASSWORD})
        asked(socket, {"type": "sign_in", "session": again["session"]})
        asked(socket, {"type": "ask_reset", "name": "Atossa"})
        reset_code = code_of(server, RESET_CODE)
        asked(socket, {"type": "reset", "name": "Atossa", "secret": reset_code, "password": "Another-long-one"})
    written = events.getvalue() + log.getvalue()
    assert "signed up" in written and "signed in" in written
    kept = everything_kept(tmp_path, {})
    for secret in (PASSWORD, "a wrong password", "Another-long-one", made["session"], again["session"], code, reset_code):
        assert secret not in written
        assert secret not in kept


# --- Several servers on one database -------------------------------------------------------------


def test_two_servers_on_one_database_share_accounts_and_sessions(tmp_path, database):
    store = {"database": database, "lease": 1.0}
    with accounts_server(tmp_path / "a", store) as one, accounts_server(tmp_path / "b", store) as two, \
            client(one) as here, client(two) as there:
        made = asked(here, {"type": "sign_up", "name": "Atossa", "password": PASSWORD})
        assert refusal(asked(there, {"type": "sign_up", "name": "atossa", "password": PASSWORD})) == "net.name_taken"
        assert asked(there, {"type": "sign_in", "session": made["session"]})["account"]["name"] == "Atossa"
        assert asked(there, {"type": "sign_out_everywhere"})["everywhere"] is True
        assert asked(here, {"type": "who_am_i"})["account"] is None  # its session was ended at the other server


def test_servers_sharing_the_queue_never_take_one_notice_twice(database):
    from xerxes_app.people.notices import EMAIL, TURN, Notice
    from xerxes_app.people.records import Account

    async def run():
        first, second = PostgresPeople(database), PostgresPeople(database)
        await asyncio.gather(first.open(), second.open())  # both start at once: one migrates, the other waits
        try:
            version = await first.pool.fetchval("SELECT version FROM xerxes_people_schema")
            await first.add_account(Account("a1", "Atossa", ("atossa", "atossa"), "hash"))
            for n in range(60):
                await first.put(Notice(f"n{n}", "a1", EMAIL, "atossa@example.org", TURN, "en", created=float(n)))
            taken = []
            for _ in range(4):
                batches = await asyncio.gather(first.due(100.0, 20), second.due(100.0, 20), first.due(100.0, 20))
                taken += [notice.id for batch in batches for notice in batch]
            held_again = await second.due(100.0 + 60, 100)  # held for their takers: nobody else's yet
            await first.retry("n0", 1000.0)
            await first.drop("n1")
            await first.sent("n2")
            later = [notice for notice in await second.due(100.0 + 601, 100)]
            return version, taken, held_again, later
        finally:
            await first.close()
            await second.close()

    version, taken, held_again, later = asyncio.run(run())
    assert version == SCHEMA
    assert sorted(taken) == sorted(f"n{n}" for n in range(60))  # every one taken, none twice
    assert held_again == []
    # After the hold: the rest again, the sent and dropped ones gone, the one retried not before its time.
    assert [notice.id for notice in later] == [f"n{n}" for n in range(3, 60)]


def test_a_seat_taken_signed_in_is_the_accounts_kept_across_a_restart_and_nobodys_once_given_up(tmp_path):
    with accounts_server(tmp_path, {}) as server, client(server) as host, client(server) as bo, \
            client(server) as cy:
        made = ask(host, {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"},
                                                       {"name": "Cy", "kind": "open"}], "arranged": True})
        code = made["code"]
        asked(bo, {"type": "sign_up", "name": "Bo", "password": PASSWORD})
        bo.send(json.dumps({"type": "join", "code": code, "seat": 1, "name": "Bo"}))
        token = ask(bo, {"type": "look", "code": code}, ("joined",))["token"]
        cy.send(json.dumps({"type": "join", "code": code, "seat": 2, "name": "Cy"}))  # not signed in
        ask(cy, {"type": "look", "code": code}, ("joined",))
        seats = server.snapshot(code)["network"]["seats"]
        store = server.server.people.store
        account = asyncio.run_coroutine_threadsafe(store.account_named(name_keys("Bo")), server.loop).result(10)
        assert [seat["account"] for seat in seats] == [None, account.id, None]
        kept = seats[1]["account"]
    with accounts_server(tmp_path, {}) as again, client(again) as bo:
        assert again.snapshot(code)["network"]["seats"][1]["account"] == kept
        ask(bo, {"type": "give_up", "code": code, "seat": 1, "token": token}, ("given_up",))
        assert again.snapshot(code)["network"]["seats"][1]["account"] is None


# --- An address given later, changed, its code sent again, removed -------------------------------


def test_an_address_added_later_and_a_code_too_old_sent_again_are_confirmed(tmp_path, store):
    wall = FakeClock(1.7e9)
    with accounts_server(tmp_path, store, wall=wall) as server, client(server) as socket:
        asked(socket, {"type": "sign_up", "name": "Mardonius", "password": PASSWORD})
        assert notices(server) == []
        added = asked(socket, {"type": "set_address", "email": "mardonius@example.org", "password": PASSWORD})
        assert added["account"] == {"name": "Mardonius", "email": "mardonius@example.org", "confirmed": False}
        (sent,) = [notice for notice in notices(server) if notice.kind == CONFIRM_CODE]
        assert sent.to == "mardonius@example.org"
        wall.advance(21 * 60)  # too old: it confirms nothing, and the same address again is sent a new one
        assert refusal(asked(socket, {"type": "confirm_address", "secret": sent.facts["code"]})) == "net.code_wrong"
        again = asked(socket, {"type": "set_address", "email": "mardonius@example.org", "password": PASSWORD})
        assert again["account"]["confirmed"] is False
        code = code_of(server, CONFIRM_CODE)
        assert code != sent.facts["code"]
        assert asked(socket, {"type": "confirm_address", "secret": code})["account"]["confirmed"] is True
        # Confirmed, the same address again sends nothing; another one is unconfirmed until its own code comes back.
        assert asked(socket, {"type": "set_address", "email": "Mardonius@example.org", "password": PASSWORD})[
            "account"]["confirmed"] is True
        assert notices(server) == []
        moved = asked(socket, {"type": "set_address", "email": "mardonius@example.net", "password": PASSWORD})
        assert moved["account"] == {"name": "Mardonius", "email": "mardonius@example.net", "confirmed": False}
        assert asked(socket, {"type": "confirm_address", "secret": code_of(server, CONFIRM_CODE)})["account"]["confirmed"]


def test_a_code_sent_to_an_earlier_address_confirms_no_later_one(tmp_path, store):
    addresses = Addresses()
    with accounts_server(tmp_path, store, where=addresses.where) as server:
        with addresses.connect(server.port, "home") as home:
            made = asked(home, {"type": "sign_up", "name": "Masistes", "password": PASSWORD,
                                "email": "masistes@example.org"})
            first = code_of(server, CONFIRM_CODE)
            for n in range(4):  # five codes in the hour: the account's bound (and this address's)
                asked(home, {"type": "set_address", "email": f"masistes{n}@example.org", "password": PASSWORD})
            assert refusal(asked(home, {"type": "set_address", "email": "m@example.org", "password": PASSWORD})) == \
                "net.sign_ins"
        last = [notice for notice in notices(server) if notice.kind == CONFIRM_CODE][-1].facts["code"]
        with addresses.connect(server.port, "away") as away:
            asked(away, {"type": "sign_in", "session": made["session"]})
            answer = asked(away, {"type": "set_address", "email": "someone@example.org", "password": PASSWORD})
            assert answer["account"]["email"] == "someone@example.org"
            assert notices(server) == []  # the account's five codes of the hour spent: none sent
            for code in (first, last):
                assert refusal(asked(away, {"type": "confirm_address", "secret": code})) == "net.code_wrong"


def test_a_wrong_password_or_an_address_that_is_none_changes_nothing(tmp_path, store):
    wall = FakeClock(1.7e9)
    with accounts_server(tmp_path, store, wall=wall) as server, client(server) as socket, client(server) as stranger:
        assert refusal(asked(stranger, {"type": "set_address", "email": "x@example.org", "password": PASSWORD})) == \
            "net.not_signed_in"
        asked(socket, {"type": "sign_up", "name": "Hydarnes", "password": PASSWORD, "email": "hydarnes@example.org"})
        notices(server)
        for email in ("hydarnes", "h@example.org\r\nBcc: x@example.org", "h@@example.org", 42):
            assert refusal(asked(socket, {"type": "set_address", "email": email, "password": PASSWORD})) == \
                "net.address_wrong", email
        for n in range(5):  # wrong passwords count against the account, as signing in's do
            assert refusal(asked(socket, {"type": "set_address", "email": "thief@example.org",
                                          "password": f"guess {n}"})) == "net.sign_in_wrong"
        assert refusal(asked(socket, {"type": "set_address", "email": "thief@example.org",
                                      "password": "guess 5"})) == "net.sign_in_wrong"
        locked = asked(socket, {"type": "set_address", "email": "thief@example.org", "password": PASSWORD})
        assert refusal(locked) == "net.sign_in_wait" and locked["values"] == [1]
        assert refusal(asked(stranger, {"type": "sign_in", "name": "Hydarnes", "password": PASSWORD})) == "net.sign_in_wait"
        assert notices(server) == []
        assert asked(socket, {"type": "who_am_i"})["account"]["email"] == "hydarnes@example.org"
        wall.advance(1)
        assert asked(socket, {"type": "set_address", "email": "hydarnes@example.net", "password": PASSWORD})["type"] == \
            "account"


def test_an_address_another_account_confirmed_is_never_written_to(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as owner, client(server) as other:
        asked(owner, {"type": "sign_up", "name": "Amestris", "password": PASSWORD, "email": "amestris@example.org"})
        asked(owner, {"type": "confirm_address", "secret": code_of(server, CONFIRM_CODE)})
        asked(other, {"type": "sign_up", "name": "Intaphernes", "password": PASSWORD})
        answer = asked(other, {"type": "set_address", "email": "AMESTRIS@example.org", "password": PASSWORD})
        assert answer["account"]["confirmed"] is False  # answered as any: whose address it is, is not told
        asked(other, {"type": "set_address", "email": "AMESTRIS@example.org", "password": PASSWORD})
        assert notices(server) == []
        assert refusal(asked(other, {"type": "confirm_address", "secret": "AAAA-AAAA"})) == "net.code_wrong"


def test_an_address_removed_is_gone_and_its_notices_by_e_mail_stop(tmp_path, store):
    with accounts_server(tmp_path, store) as server, client(server) as socket:
        asked(socket, {"type": "sign_up", "name": "Otanes", "password": PASSWORD, "email": "otanes@example.org"})
        asked(socket, {"type": "confirm_address", "secret": code_of(server, CONFIRM_CODE)})
        removed = asked(socket, {"type": "set_address", "email": None, "password": PASSWORD})
        assert removed["account"] == {"name": "Otanes", "email": None, "confirmed": False}
        assert notices(server) == []
        assert asked(socket, {"type": "ask_reset", "email": "otanes@example.org"}) == {"type": "reset_asked"}
        assert asked(socket, {"type": "ask_reset", "name": "Otanes"}) == {"type": "reset_asked"}
        assert notices(server) == []  # no address: no reset code, no notice
        store = server.server.people.store  # kept so: e-mail notices go only to a confirmed address (turn_notices.py)
        kept = asyncio.run_coroutine_threadsafe(store.account_named(name_keys("Otanes")), server.loop).result(10)
        assert (kept.email, kept.confirmed) == (None, False)
