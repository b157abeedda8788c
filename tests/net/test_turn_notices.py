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


def leave(server: ServerThread, player: Player, code: str, seat: int, token: str | None = None) -> None:
    """The person closes the game's table (the connection kept for the rest): away from now."""
    player.connection.send({"type": "leave", "code": code, "seat": seat, "token": token or player.game.tokens[seat]})
    wait_for(lambda: server.call(lambda: not room_of(server, code).seats[seat].holders))


def come_back(player: Player, code: str, seat: int) -> None:
    since = len(player.frames)
    player.connection.send({"type": "join", "code": code, "seat": seat, "token": player.game.tokens[seat]})
    answer(player, ("game",), since)


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
        players, mine = {0: ann, 1: bo}, {0: told.ann, 1: told.bo}
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
        # D closes the table: nothing within 15 minutes; then one, and only one, for this decision.
        leave(server, players[d], code, d)
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
        come_back(players[d], code, d)
        play_turn(server, code, players[d], d)
        leave(server, players[d], code, d)
        wall.advance(20 * MINUTE)
        beat(server)
        assert queued(server) == 0 and said(o) == []
        play_turn(server, code, players[o], o)
        wait_for(lambda: len(said(d)) == 3 and queued(server) == 0)
        assert said(d)[2] == turn(d)
        # Back a minute later, a move, away again: their next turn waits for the hour since the last one told.
        wall.advance(MINUTE)
        come_back(players[d], code, d)
        play_turn(server, code, players[d], d)
        leave(server, players[d], code, d)
        play_turn(server, code, players[o], o)
        wall.advance(20 * MINUTE)
        beat(server)
        assert queued(server) == 0 and len(said(d)) == 3  # away 20 minutes, but told 21 minutes ago
        wall.advance(40 * MINUTE)
        beat(server)
        wait_for(lambda: len(said(d)) == 4 and queued(server) == 0)
        assert said(d)[3] == turn(d) and said(o) == []
        # O's turn, by the other channel, in the other language.
        come_back(players[d], code, d)
        play_turn(server, code, players[d], d)
        leave(server, players[d], code, d)
        leave(server, players[o], code, o)
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
        settings = ask(players[d], {"type": "notices"}, ("notices",))["settings"]
        assert settings["turns"] is False and settings["reminders"] is True and settings["by"] is not None
        forged = links[d][TURN][:-3] + ("AAA" if not links[d][TURN].endswith("AAA") else "BBB")
        for wrong in (forged, f"{PUBLIC}/stop/nothing", f"{PUBLIC}/stop/"):
            try:
                urllib.request.urlopen(local(server, wrong), timeout=10)
                raise AssertionError(f"{wrong} was answered")
            except urllib.error.HTTPError as refused:
                assert refused.code == 404
        come_back(players[o], code, o)
        play_turn(server, code, players[o], o)
        leave(server, players[o], code, o)
        wall.advance(2 * HOUR)
        beat(server)
        assert queued(server) == 0 and len(said(d)) == 4  # D's turn again, away two hours: stopped
        # The open link leads to the game in the app.
        redirect = redirect_of(local(server, opened))
        assert redirect == f"xerxes://play.example.org:443/{code}?tls=1"
        # A digest instead, at 10:00 of D's day (+09:00: 01:00 UTC), each day once, listing the game.
        assert ask(players[d], {"type": "set_notices", "settings": {"digest": 10, "zone": "+09:00", "reminders": False}},
                   ("notices",))["settings"]["digest"] == 10
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
        for player in (ann, bo):
            player.close()


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


def test_no_notice_at_the_tables_pace_nor_while_a_follower_is_there(tmp_path):
    wall, inbox, posts = FakeClock(START), Inbox(), Posts()
    with smtp(inbox) as smtp_port, accounts_server(tmp_path, {}, wall=wall, sending=outbound(smtp_port)) as server:
        ann = signed_up(server, 41, "Ann", ANN_ADDRESS)
        bo = signed_up(server, 42, "Bo", "bo@example.org")
        wait_for(lambda: len(inbox.messages) == 2 and queued(server) == 0)
        for player, (_, to, message) in zip((ann, bo), sorted(inbox.messages, key=lambda m: m[1] != [ANN_ADDRESS])):
            secret_code = next(line for line in message.get_content().splitlines() if line.startswith("Your code"))
            ask(player, {"type": "confirm_address", "secret": secret_code.split(": ")[1]}, ("account",))
            ask(player, {"type": "set_notices", "settings": {"by": "email"}}, ("notices",))
        tokens = {}
        for name, options in (("At the table", {"pace": "table", "clock": "5m"}), (GAME, {"pace": "day", "clock": "1d"})):
            code = game_of(server, [ann, bo], name=name, **options)
            tokens[code] = {0: ann.game.tokens[0], 1: bo.game.tokens[1]}
        table, day = tokens
        for code in (table, day):
            seat = deciding(server, code)
            leave(server, (ann, bo)[seat], code, seat, tokens[code][seat])
        # The day's game followed by its person's app (the list of games, the turn watcher): they are here.
        seat = deciding(server, day)
        follower = Player(server.port, 43)
        follower.connection.send({"type": "follow", "games": [{"code": day, "seat": seat, "token": tokens[day][seat]}]})
        answer(follower, ("turns",))
        wall.advance(HOUR)
        beat(server)
        assert queued(server) == 0 and len(inbox.messages) == 2
        # The follower gone: 15 minutes on, the turn by the day is told, never the one at the table.
        follower.close()
        wait_for(lambda: not server.server.turns.of_game.get(day))
        wall.advance(16 * MINUTE)
        beat(server)
        wait_for(lambda: len(inbox.messages) == 3 and queued(server) == 0)
        assert inbox.messages[2][2]["Subject"] == expected(TURN, "en", game=GAME, stop="https://x.y/z")[0]
        for player in (ann, bo):
            player.close()


def test_two_servers_on_one_database_send_each_notice_once(tmp_path, database):
    wall, inbox = FakeClock(START), Inbox()
    options = {"database": database, "lease": 1.0}
    with smtp(inbox) as smtp_port:
        with accounts_server(tmp_path / "a", options, wall=wall, sending=outbound(smtp_port)) as first, \
                accounts_server(tmp_path / "b", options, wall=wall, sending=outbound(smtp_port)) as second:
            ann = signed_up(first, 51, "Ann", ANN_ADDRESS)
            bo = signed_up(second, 52, "Bo")
            wait_for(lambda: len(inbox.messages) == 1 and queued(first) == 0)
            secret_code = next(line for line in inbox.messages[0][2].get_content().splitlines() if line.startswith("Your code"))
            ask(ann, {"type": "confirm_address", "secret": secret_code.split(": ")[1]}, ("account",))
            ask(ann, {"type": "set_notices", "settings": {"by": "email", "digest": 10, "zone": "Asia/Tokyo"}}, ("notices",))
            code = game_of(first, [ann, bo], name=GAME, pace="day", clock="3d", away_days=0)
            if deciding(first, code) != 0:
                play_turn(first, code, bo, 1)
            leave(first, ann, code, 0)
            wall.now = (wall.now // DAY + 1) * DAY + HOUR + 30  # 10:00 in Tokyo: Ann's digest, looked for by both servers
            for _ in range(3):
                beat(first)
                beat(second)
            wait_for(lambda: len(inbox.messages) == 2 and queued(first) == 0)
            assert inbox.messages[1][2]["Subject"] == expected(DIGEST, "en", games=[GAME], stop="https://x.y/z")[0]
            assert queued(first) == 0
            ann.close()
            bo.close()
        assert len(inbox.messages) == 2
