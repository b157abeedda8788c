"""A turn told with no app open, against both stores (the `store` fixture): a game by the day of
two accounts over the real protocol, its days run on the server's injected wall clock (never
slept), the notices received by a real SMTP server (aiosmtpd) and an HTTP server (an ntfy topic),
both on 127.0.0.1, and counted exactly: one for a turn once its person has been away 15 minutes,
none within them, none while they are here, one a decision, at most one an hour a game; the
reminder of a clock under a quarter; the stop link that stops them (one click, RFC 8058); the
digest at the hour of the person's day; none at the table's pace. Each notice's text is exactly
the words of what every seat sees (the game's name, the person's own clock, the links): nothing
of a hand. Then two servers on one database, each notice sent once."""

from __future__ import annotations

import urllib.error
import urllib.request
from contextlib import contextmanager

from aiosmtpd.controller import Controller

from xerxes_app.net.clocks import DAY
from xerxes_app.net.links import open_link, stop_link
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.outbound import Outbound
from xerxes_app.people.mail import PLAIN, Mail, MailSettings
from xerxes_app.people.notice_words import say
from xerxes_app.people.notices import DIGEST, EMAIL, PUSH, REMINDER, TURN, Notice
from xerxes_app.people.push import Push, PushSettings
from xerxes_app.rules import render

from tests.people.servers import Inbox, Posts, free_port, http_server
from .helpers import LOOPBACK, FakeClock, Player, ServerThread, wait_for
from .signed_in import accounts_server, answer, ask, game_of, on_loop, signed_up

START = 1_704_067_200.0  # 2024-01-01 00:00 UTC
MINUTE, HOUR = 60, 3600
PUBLIC = "https://play.example.org"
GAME = "Sardis by the day"
ANN_ADDRESS = "ann@example.org"


@contextmanager
def smtp(inbox: Inbox):
    """A real SMTP server on 127.0.0.1, on a thread of its own: its port."""
    controller = Controller(inbox, hostname=LOOPBACK, port=free_port())
    controller.start()
    try:
        yield controller.port
    finally:
        controller.stop()


def outbound(smtp_port: int) -> Outbound:
    return Outbound(PUBLIC, {EMAIL: Mail(MailSettings(LOOPBACK, smtp_port, "Xerxes <xerxes@play.example.org>",
                                                      "play.example.org", security=PLAIN)),
                             PUSH: Push(PushSettings("play.example.org", allow_loopback=True))})


class Told:
    """What each person was sent, as the SMTP and HTTP servers received it: (title, text, stop link)."""

    def __init__(self, inbox: Inbox, posts: Posts):
        self.inbox, self.posts = inbox, posts

    def ann(self) -> list[tuple[str, str, str | None]]:
        """Ann's e-mails of turns (her address's code aside)."""
        return [(message["Subject"], message.get_content(), message["List-Unsubscribe"].strip("<>"))
                for _, to, message in self.inbox.messages if to == [ANN_ADDRESS] and message["List-Unsubscribe"]]

    def bo(self) -> list[tuple[str, str, str | None]]:
        """Bo's pushes to his ntfy topic."""
        return [(body["title"], body["message"], None) for path, _, body in self.posts.requests
                if path == "/" and body["topic"] == "bo-topic"]


def expected(kind: str, language: str, **facts) -> tuple[str, str]:
    """A notice's title and text from the public facts alone, as the channel shows it."""
    said = say(Notice("n", "a", EMAIL, "x", kind, language, facts), "play.example.org")
    return said.title, said.lines


def room_of(server: ServerThread, code: str):
    return server.server.rooms[code]


def deciding(server: ServerThread, code: str) -> int:
    return server.call(lambda: room_of(server, code).deciding())


def beat(server: ServerThread) -> None:
    """The server's watch looks now, and its sender sends what is due (as each second, by itself)."""
    on_loop(server, server.server.people_watch.beat())
    on_loop(server, server.server.people_watch.sender.drain())


def queued(server: ServerThread) -> int:
    """Notices waiting in the store's queue, or held by a sender sending them."""
    store = server.server.people.store
    if hasattr(store, "pool"):
        return on_loop(server, store.pool.fetchval("SELECT count(*) FROM xerxes_notices"))
    return server.call(lambda: len(store.notices))


class Person:
    """A person whose app opens and closes: signed in again by their session, at their seat again
    with its token. While it is closed nobody is at the seat and the account is signed in nowhere."""

    def __init__(self, server: ServerThread, player: Player, code: str, seat: int, seed: int):
        self.server, self.player, self.code, self.seat, self.seed = server, player, code, seat, seed
        self.session = next(frame["session"] for frame in player.frames if frame["type"] == "signed_in")
        self.token = player.game.tokens[seat]
        self.account = account_of(server, code, seat)

    def close(self) -> None:
        self.player.close()
        self.player = None
        served = self.server.server  # (the seat's holders: none already, when the app was at no table)
        wait_for(lambda: self.server.call(lambda: not served.rooms[self.code].seats[self.seat].holders and not any(
            client.account == self.account for client in served.clients)))

    def open(self, at_the_table: bool = True) -> None:
        self.seed += 100
        self.player = Player(self.server.port, self.seed)
        assert ask(self.player, {"type": "sign_in", "session": self.session}, ("signed_in",))["type"] == "signed_in"
        if not at_the_table:
            return
        self.player.game = RemoteGame(self.player.connection, self.code)
        self.player.connection.send({"type": "join", "code": self.code, "seat": self.seat, "token": self.token})
        wait_for(lambda: self.player.game.ready, also=self.player.read)


def play_turn(server: ServerThread, code: str, player: Player, seat: int) -> None:
    """The seat's person moves until another seat decides."""
    while deciding(server, code) == seat:
        made = server.call(lambda: len(room_of(server, code).session.commands))
        wait_for(lambda: player.game.deciding == seat and len(player.game.commands) == made, also=player.read)
        player.step()
        wait_for(lambda: server.call(lambda: len(room_of(server, code).session.commands)) > made)


def account_of(server: ServerThread, code: str, seat: int) -> str:
    return server.call(lambda: room_of(server, code).seats[seat].account)


def secret(server: ServerThread) -> bytes:
    return on_loop(server, server.server.people.store.secret())


def test_turns_are_told_by_e_mail_and_push_counted_exactly_saying_nothing_hidden(tmp_path, store):
    wall, inbox, posts = FakeClock(START), Inbox(), Posts()
    told = Told(inbox, posts)
    with smtp(inbox) as smtp_port, http_server(posts) as http_port, \
            accounts_server(tmp_path, store, wall=wall, sending=outbound(smtp_port)) as server:
        ann = signed_up(server, 31, "Ann", ANN_ADDRESS)
        bo = signed_up(server, 32, "Bo", language="ja")
        # Ann's address confirmed by the code the server e-mailed her (sent at once, not at the sender's next round).
        wait_for(lambda: len(inbox.messages) == 1 and queued(server) == 0)
        code_said = next(line for line in inbox.messages[0][2].get_content().splitlines() if line.startswith("Your code"))
        assert ask(ann, {"type": "confirm_address", "secret": code_said.split(": ")[1]}, ("account",))["account"]["confirmed"]
        # Off until asked for; e-mail only to a confirmed address; a push address checked.
        assert ask(bo, {"type": "notices"}, ("notices",)) == {
            "type": "notices", "channels": [EMAIL, PUSH], "settings": {"by": None, "push": None, "turns": True,
                                                                       "reminders": True, "digest": None, "zone": "UTC"}}
        assert ask(bo, {"type": "set_notices", "settings": {"by": "email"}}, ("notices",))["message"] == "net.notices_unconfirmed"
        assert ask(bo, {"type": "set_notices", "settings": {"by": "push", "push": "https://x"}},
                   ("notices",))["message"] == "net.notices_push"
        assert ask(bo, {"type": "set_notices", "settings": {"zone": "Mars/Olympus"}}, ("notices",))["message"] == "net.notices_zone"
        assert ask(ann, {"type": "set_notices", "settings": {"by": "email"}}, ("notices",))["settings"]["by"] == EMAIL
        topic = f"ntfy+http://{LOOPBACK}:{http_port}/bo-topic"
        assert ask(bo, {"type": "set_notices", "settings": {"by": "push", "push": topic}}, ("notices",))["settings"]["push"] == topic
        code = game_of(server, [ann, bo], name=GAME, pace="day", clock="1d", away_days=0)
        people, mine = {0: Person(server, ann, code, 0, 31), 1: Person(server, bo, code, 1, 32)}, {0: told.ann, 1: told.bo}
        languages = {0: "en", 1: "ja"}
        public = Outbound(PUBLIC, {})
        links = {seat: {kind: stop_link(public, secret(server), account_of(server, code, seat), kind)
                        for kind in (TURN, REMINDER, DIGEST)} for seat in (0, 1)}
        opened = open_link(public, code)

        def turn(seat: int) -> tuple[str, tuple]:
            return expected(TURN, languages[seat], game=GAME, stop=links[seat][TURN], open=opened)

        def said(seat: int) -> list[tuple[str, tuple]]:
            """What the seat's person received, its text split as the words' lines."""
            return [(title, tuple(text.replace("\r\n", "\n").strip("\n").split("\n\n" if seat == 0 else "\n")))
                    for title, text, _ in mine[seat]()]

        d = deciding(server, code)
        o = 1 - d
        # Both here: nothing, however long they think.
        wall.advance(20 * MINUTE)
        beat(server)
        assert queued(server) == 0 and said(0) == said(1) == []
        # D closes the app: nothing within 15 minutes; then one, and only one, for this decision.
        people[d].close()
        wall.advance(14 * MINUTE)
        beat(server)
        assert queued(server) == 0 and said(d) == []
        wall.advance(2 * MINUTE)
        beat(server)
        wait_for(lambda: len(said(d)) == 1 and queued(server) == 0)
        assert said(d) == [turn(d)] and said(o) == []
        wall.advance(2 * HOUR)
        beat(server)
        assert queued(server) == 0 and said(d) == [turn(d)]
        # Its clock falls under a quarter of a day: one reminder, with the time left as every seat sees it.
        wall.advance(16 * HOUR)
        beat(server)
        wait_for(lambda: len(said(d)) == 2 and queued(server) == 0)
        left = round(server.call(lambda: room_of(server, code).clocks.left_now(d, d, wall())))
        assert 5 * HOUR < left < 6 * HOUR
        assert said(d)[1] == expected(REMINDER, languages[d], game=GAME, left=left, stop=links[d][REMINDER], open=opened)
        wall.advance(HOUR)
        beat(server)
        assert queued(server) == 0 and len(said(d)) == 2
        # D comes back and moves; O, here, is told nothing; D away 20 minutes when it is theirs again: told at once.
        people[d].open()
        play_turn(server, code, people[d].player, d)
        people[d].close()
        wall.advance(20 * MINUTE)
        beat(server)
        assert queued(server) == 0 and said(o) == []
        play_turn(server, code, people[o].player, o)
        wait_for(lambda: len(said(d)) == 3 and queued(server) == 0)
        assert said(d)[2] == turn(d)
        # Back a minute later, a move, away again: their next turn waits for the hour since the last one told.
        wall.advance(MINUTE)
        people[d].open()
        play_turn(server, code, people[d].player, d)
        people[d].close()
        play_turn(server, code, people[o].player, o)
        wall.advance(20 * MINUTE)
        beat(server)
        assert queued(server) == 0 and len(said(d)) == 3  # away 20 minutes, but told 21 minutes ago
        wall.advance(40 * MINUTE)
        beat(server)
        wait_for(lambda: len(said(d)) == 4 and queued(server) == 0)
        assert said(d)[3] == turn(d) and said(o) == []
        # O's turn, by the other channel, in the other language.
        people[d].open()
        play_turn(server, code, people[d].player, d)
        people[d].close()
        people[o].close()
        wall.advance(16 * MINUTE)
        beat(server)
        wait_for(lambda: len(said(o)) == 1 and queued(server) == 0)
        assert said(o) == [turn(o)]
        # D's stop link: a page with one button; its one click (RFC 8058) stops D's turns, nothing else.
        page = urllib.request.urlopen(local(server, links[d][TURN]), timeout=10)
        text = page.read().decode()
        assert page.status == 200 and 'method="post"' in text and "List-Unsubscribe" in text
        clicked = urllib.request.urlopen(urllib.request.Request(local(server, links[d][TURN]), method="POST",
                                                                data=b"List-Unsubscribe=One-Click"), timeout=10)
        assert clicked.status == 200
        people[d].open()
        settings = ask(people[d].player, {"type": "notices"}, ("notices",))["settings"]
        assert settings["turns"] is False and settings["reminders"] is True and settings["by"] is not None
        people[d].close()
        forged = links[d][TURN][:-3] + ("AAA" if not links[d][TURN].endswith("AAA") else "BBB")
        for wrong in (forged, f"{PUBLIC}/stop/nothing", f"{PUBLIC}/stop/"):
            try:
                urllib.request.urlopen(local(server, wrong), timeout=10)
                raise AssertionError(f"{wrong} was answered")
            except urllib.error.HTTPError as refused:
                assert refused.code == 404
        people[o].open()
        play_turn(server, code, people[o].player, o)
        people[o].close()
        wall.advance(2 * HOUR)
        beat(server)
        assert queued(server) == 0 and len(said(d)) == 4  # D's turn again, away two hours: stopped
        # The open link leads to the game in the app.
        redirect = redirect_of(local(server, opened))
        assert redirect == f"xerxes://play.example.org:443/{code}?tls=1"
        # A digest instead, at 10:00 of D's day (+09:00: 01:00 UTC), each day once, listing the game.
        people[d].open()
        assert ask(people[d].player, {"type": "set_notices", "settings": {"digest": 10, "zone": "+09:00", "reminders": False}},
                   ("notices",))["settings"]["digest"] == 10
        people[d].close()
        wall.now = (wall.now // DAY + 1) * DAY + HOUR + 30
        beat(server)
        wait_for(lambda: len(said(d)) == 5 and queued(server) == 0)
        digest = expected(DIGEST, languages[d], games=[GAME], stop=links[d][DIGEST])
        assert said(d)[4] == digest
        wall.advance(HOUR)
        beat(server)
        assert queued(server) == 0 and len(said(d)) == 5
        wall.advance(23 * HOUR)
        beat(server)
        wait_for(lambda: len(said(d)) == 6 and queued(server) == 0)
        assert said(d)[5] == digest and len(said(o)) == 1
        # Nothing of a hand in any of them: no card of either hand now, nothing of a seat's own log.
        state = server.call(lambda: room_of(server, code).session.state.clone())
        for seat in (0, 1):
            texts, hidden = [title + text for title, text, _ in mine[seat]()], hand_words(state, seat)
            assert texts and len(hidden) > 4
            for words in hidden:
                assert not any(words in text for text in texts), words
        for person in people.values():
            if person.player is not None:
                person.player.close()


def hand_words(state, seat: int) -> list[str]:
    """What only the seat sees, in words: each card in its hands (what it asks, as its log says
    it), and each entry of its own log."""
    player, content = state.players[seat], state.content
    words = [render("discarded_tax", (content.tax_cards[card].needs, content.tax_cards[card].vp)).split("asking ")[1]
             for card in player.tax_hand]
    words += [render("discarded_campaign", (content.campaign_cards[card].needs,)).split("needing ")[1]
              for card in player.campaign_hand]
    return words + [render(entry.message, entry.values) for entry in state.log if entry.seat == seat]


def local(server: ServerThread, link: str) -> str:
    """A link of the notices, as this test reaches the server: on 127.0.0.1, in the clear."""
    return link.replace(PUBLIC, f"http://{LOOPBACK}:{server.port}")


def redirect_of(url: str) -> str:
    class Kept(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args):
            return None

    try:
        urllib.request.build_opener(Kept).open(url, timeout=10)
    except urllib.error.HTTPError as answered:
        assert answered.code == 303
        return answered.headers["Location"]
    raise AssertionError("no redirect")


def test_no_notice_at_the_tables_pace_nor_while_the_person_follows_the_game_or_is_signed_in(tmp_path):
    wall, inbox = FakeClock(START), Inbox()
    with smtp(inbox) as smtp_port, accounts_server(tmp_path, {}, wall=wall, sending=outbound(smtp_port)) as server:
        ann = signed_up(server, 41, "Ann", ANN_ADDRESS)
        bo = signed_up(server, 42, "Bo", "bo@example.org")
        wait_for(lambda: len(inbox.messages) == 2 and queued(server) == 0)
        for player, (_, to, message) in zip((ann, bo), sorted(inbox.messages, key=lambda m: m[1] != [ANN_ADDRESS])):
            secret_code = next(line for line in message.get_content().splitlines() if line.startswith("Your code"))
            ask(player, {"type": "confirm_address", "secret": secret_code.split(": ")[1]}, ("account",))
            ask(player, {"type": "set_notices", "settings": {"by": "email"}}, ("notices",))
        table = game_of(server, [ann, bo], name="At the table", pace="table", clock="5m")
        people = {0: Person(server, ann, table, 0, 41), 1: Person(server, bo, table, 1, 42)}
        day = game_of(server, [ann, bo], name=GAME, pace="day", clock="1d")
        seat = deciding(server, day)
        token = (ann, bo)[seat].game.tokens[seat]
        for person in people.values():
            person.close()  # both apps closed
        # The day's game followed (the app's list of games, the turn watcher): its person is there.
        follower = Player(server.port, 43)
        follower.connection.send({"type": "follow", "games": [{"code": day, "seat": seat, "token": token}]})
        answer(follower, ("turns",))
        wall.advance(HOUR)
        beat(server)
        assert queued(server) == 0 and len(inbox.messages) == 2
        # Then signed in, at no table: there still.
        follower.close()
        wait_for(lambda: not server.server.turns.of_game.get(day))
        people[seat].open(at_the_table=False)
        wall.advance(20 * MINUTE)
        beat(server)
        assert queued(server) == 0 and len(inbox.messages) == 2
        # Gone: 15 minutes on, the turn by the day is told, never the one at the table.
        people[seat].close()
        wall.advance(14 * MINUTE)
        beat(server)
        assert queued(server) == 0 and len(inbox.messages) == 2
        wall.advance(2 * MINUTE)
        beat(server)
        wait_for(lambda: len(inbox.messages) == 3 and queued(server) == 0)
        assert inbox.messages[2][2]["Subject"] == expected(TURN, "en", game=GAME, stop="https://x.y/z")[0]
        wall.advance(2 * HOUR)
        beat(server)
        assert queued(server) == 0 and len(inbox.messages) == 3


def test_two_servers_on_one_database_send_each_notice_once(tmp_path, database):
    """Ann's turn told by the server holding her game, which then stops: the one that takes the
    game over tells it no more; her digest looked for by two servers, sent once."""
    wall, inbox = FakeClock(START), Inbox()
    options = {"database": database, "lease": 1.0}
    with smtp(inbox) as smtp_port, accounts_server(tmp_path / "b", options, wall=wall, sending=outbound(smtp_port)) as b:
        with accounts_server(tmp_path / "a", options, wall=wall, sending=outbound(smtp_port)) as a:
            ann = signed_up(a, 51, "Ann", ANN_ADDRESS)
            bo = signed_up(b, 52, "Bo")
            wait_for(lambda: len(inbox.messages) == 1 and queued(a) == 0)
            secret_code = next(line for line in inbox.messages[0][2].get_content().splitlines() if line.startswith("Your code"))
            ask(ann, {"type": "confirm_address", "secret": secret_code.split(": ")[1]}, ("account",))
            ask(ann, {"type": "set_notices", "settings": {"by": "email"}}, ("notices",))
            code = game_of(a, [ann, bo], name=GAME, pace="day", clock="3d", away_days=0)
            if deciding(a, code) != 0:
                play_turn(a, code, bo, 1)
            session = next(frame["session"] for frame in ann.frames if frame["type"] == "signed_in")
            account = account_of(a, code, 0)
            ann.close()  # the 16 minutes counted from when A has let her connection go
            wait_for(lambda: a.call(lambda: not room_of(a, code).seats[0].holders and not any(
                client.account == account for client in a.server.clients)))
            wall.advance(16 * MINUTE)
            for _ in range(3):
                beat(a)
                beat(b)
            wait_for(lambda: len(inbox.messages) == 2 and queued(a) == 0)
            assert inbox.messages[1][2]["Subject"] == expected(TURN, "en", game=GAME, stop="https://x.y/z")[0]
            bo.close()  # his connection at B let go at A too, before A stops
            wait_for(lambda: not a.server.cluster.proxies)
        # A stopped: B takes the game over, and looks at the same decision afresh: told already.
        wait_for(lambda: code in b.server.rooms, seconds=60)
        for _ in range(3):
            beat(b)
        assert queued(b) == 0 and len(inbox.messages) == 2
        # Her digest instead, at 10:00 in Tokyo, looked for by B and by a third server: sent once.
        with accounts_server(tmp_path / "c", options, wall=wall, sending=outbound(smtp_port)) as c:
            ann = Player(b.port, 53)
            ask(ann, {"type": "sign_in", "session": session}, ("signed_in",))
            ask(ann, {"type": "set_notices", "settings": {"digest": 10, "zone": "Asia/Tokyo"}}, ("notices",))
            ann.close()
            wall.now = (wall.now // DAY + 1) * DAY + HOUR + 30
            for _ in range(3):
                beat(b)
                beat(c)
            wait_for(lambda: len(inbox.messages) == 3 and queued(b) == 0)
            assert inbox.messages[2][2]["Subject"] == expected(DIGEST, "en", games=[GAME], stop="https://x.y/z")[0]
    assert len(inbox.messages) == 3
