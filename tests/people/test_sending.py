"""The sender (people/sending.py) draining a queue into a real SMTP server and an HTTP server on
127.0.0.1: sent, tried again after a growing delay, dropped when refused for good or a day old,
a few at a time, the event loop never held; its time the test's own clock, never slept on."""

from __future__ import annotations

import asyncio
import random

import pytest

from xerxes_app.people.mail import PLAIN, Mail, MailSettings
from xerxes_app.people.notices import EMAIL, PUSH, TURN
from xerxes_app.people.push import Push, PushSettings
from xerxes_app.people.sending import IN_FLIGHT, KEPT_FOR, Sender, retry_delay

from .notices_made import notice
from .servers import Inbox, MemoryQueue, Posts, free_port, http_server, smtp_server

START = 1_700_000_000.0
SERVER = "play.example.org"


class Clock:
    def __init__(self):
        self.now = START

    def __call__(self) -> float:
        return self.now


def mail(port: int) -> Mail:
    return Mail(MailSettings("127.0.0.1", port, "xerxes@play.example.org", SERVER, security=PLAIN))


def push() -> Push:
    return Push(PushSettings(SERVER, allow_loopback=True))


def sender(queue, clock, lines=None, **channels) -> Sender:
    said = lines if lines is not None else []
    return Sender(queue, channels, clock=clock, say=said.append, chance=random.Random(5))


def test_notices_by_e_mail_and_by_push_are_each_sent_once():
    async def run():
        queue, clock, inbox, posts, lines = MemoryQueue(), Clock(), Inbox(), Posts(), []
        async with smtp_server(inbox) as smtp_port:
            with http_server(posts) as http_port:
                await queue.put(notice(TURN, created=START, number=1))
                await queue.put(notice(TURN, channel=PUSH, to=f"ntfy+http://127.0.0.1:{http_port}/t", created=START, number=2))
                await queue.put(notice(TURN, created=START + 60, number=3))  # not due yet
                done = await sender(queue, clock, lines, email=mail(smtp_port), push=push()).drain()
                assert done == {"sent": 2} and sorted(queue.sent_ids) == ["n1", "n2"] and list(queue.waiting) == ["n3"]
                assert len(inbox.messages) == 1 and posts.count == 1
                clock.now += 60
                assert await sender(queue, clock, lines, email=mail(smtp_port), push=push()).drain() == {"sent": 1}
        assert len(inbox.messages) == 2 and posts.count == 1 and queue.waiting == {}
        assert sorted(lines) == ["notice n1 turn sent by email", "notice n2 turn sent by push", "notice n3 turn sent by email"]
        assert not any("example.org" in line or "127.0.0.1" in line for line in lines)  # never an address or a URL
    asyncio.run(run())


def test_the_delays_grow_1_2_4_minutes_to_an_hour_within_a_fifth():
    chance = random.Random(1)
    for failures, minutes in [(1, 1), (2, 2), (3, 4), (4, 8), (6, 32), (7, 60), (40, 60)]:
        for _ in range(50):
            assert 0.8 * 60 * minutes <= retry_delay(failures, chance) <= 1.2 * 60 * minutes
    assert len({round(retry_delay(1, chance), 3) for _ in range(20)}) > 1  # spread, not all at once


def test_an_smtp_server_down_is_tried_again_later_and_the_notice_sent_once_it_is_back():
    async def run():
        queue, clock, inbox, lines = MemoryQueue(), Clock(), Inbox(), []
        port = free_port()
        await queue.put(notice(TURN, created=START))
        the_sender = sender(queue, clock, lines, email=mail(port))
        assert await the_sender.drain() == {"retry": 1}
        [(waiting, at)] = queue.waiting.values()
        assert waiting.attempts == 1 and 48 <= at - START <= 72
        assert await the_sender.drain() == {}  # not due again before its time
        clock.now = at
        assert await the_sender.drain() == {"retry": 1}  # still down
        [(waiting, at)] = queue.waiting.values()
        assert waiting.attempts == 2 and 96 <= at - clock.now <= 144
        async with smtp_server(inbox, port=port):
            clock.now = at
            assert await the_sender.drain() == {"sent": 1}
        assert len(inbox.messages) == 1 and queue.sent_ids == ["n1"]
        assert "could not be reached" in lines[0] and "tried again in" in lines[0]
    asyncio.run(run())


def test_a_push_server_answering_503_then_200_gets_the_notice_once_more():
    async def run():
        queue, clock, posts = MemoryQueue(), Clock(), Posts(answers=[503])
        with http_server(posts) as port:
            await queue.put(notice(TURN, channel=PUSH, to=f"discord+http://127.0.0.1:{port}/api/webhooks/1/a", created=START))
            the_sender = sender(queue, clock, push=push())
            assert await the_sender.drain() == {"retry": 1}
            clock.now += 72
            assert await the_sender.drain() == {"sent": 1}
        assert posts.count == 2 and queue.sent_ids == ["n1"]
    asyncio.run(run())


@pytest.mark.parametrize("refusal", [{"refuse_to": ["550 5.1.1 No such mailbox"]}, {"refuse_data": ["554 5.7.1 No"]}])
def test_a_lasting_refusal_drops_the_notice(refusal):
    async def run():
        queue, clock, inbox, lines = MemoryQueue(), Clock(), Inbox(**refusal), []
        async with smtp_server(inbox) as port:
            await queue.put(notice(TURN, created=START))
            assert await sender(queue, clock, lines, email=mail(port)).drain() == {"drop": 1}
        assert queue.dropped == ["n1"] and queue.waiting == {} and inbox.messages == []
        assert "dropped" in lines[0] and "55" in lines[0]
    asyncio.run(run())


def test_a_notice_a_day_old_is_dropped_unsent_and_none_tried_past_its_day():
    async def run():
        queue, clock, inbox = MemoryQueue(), Clock(), Inbox()
        async with smtp_server(inbox) as port:
            await queue.put(notice(TURN, created=START - KEPT_FOR, number=1))
            assert await sender(queue, clock, email=mail(port)).drain() == {"drop": 1}
        assert inbox.messages == []
        await queue.put(notice(TURN, created=START - KEPT_FOR + 30, number=2))  # its next try would be past its day
        assert await sender(queue, clock, email=mail(free_port())).drain() == {"drop": 1}
        assert queue.dropped == ["n1", "n2"]
    asyncio.run(run())


class Counting:
    """A channel that counts its sends in flight at once."""

    def __init__(self, fail_with: Exception | None = None):
        self.now = self.most = self.sent = 0
        self.fail_with = fail_with

    async def send(self, notice):
        self.now += 1
        self.most = max(self.most, self.now)
        for _ in range(3):
            await asyncio.sleep(0)  # let the others start
        self.now -= 1
        if self.fail_with:
            raise self.fail_with
        self.sent += 1


def test_a_few_notices_are_in_flight_at_once_and_all_are_sent():
    async def run():
        queue, channel = MemoryQueue(), Counting()
        for number in range(10):
            await queue.put(notice(TURN, created=START, number=number))
        assert await sender(queue, Clock(), email=channel).drain() == {"sent": 10}
        assert channel.most == IN_FLIGHT and channel.sent == 10
    asyncio.run(run())


def test_a_fault_of_the_servers_own_drops_that_notice_and_sends_the_others():
    async def run():
        queue, lines = MemoryQueue(), []
        await queue.put(notice(TURN, created=START, number=1))
        await queue.put(notice(TURN, channel=PUSH, created=START, number=2))
        done = await sender(queue, Clock(), lines, email=Counting(KeyError("x")), push=Counting()).drain()
        assert done == {"drop": 1, "sent": 1} and queue.dropped == ["n1"]
        assert "KeyError" in lines[0]
        await queue.put(notice(TURN, channel="pigeon", created=START, number=3))
        assert await sender(queue, Clock(), email=Counting()).drain() == {"drop": 1}
    asyncio.run(run())


def test_sending_never_holds_the_event_loop():
    """While the push server holds its answer, the loop goes on: the test itself runs and finds
    the drain still waiting."""
    async def run():
        queue, posts = MemoryQueue(), Posts(hold=True)
        with http_server(posts) as port:
            await queue.put(notice(TURN, channel=PUSH, to=f"ntfy+http://127.0.0.1:{port}/t", created=START))
            draining = asyncio.ensure_future(sender(queue, Clock(), push=push()).drain())
            assert await asyncio.to_thread(posts.arrived.wait, 30)
            assert not draining.done()
            posts.hold.set()
            assert await draining == {"sent": 1}
    asyncio.run(run())


def test_run_says_a_round_the_store_failed_sends_when_woken_and_stops_when_told():
    class Failing(MemoryQueue):
        failures = 1

        async def due(self, now, most):
            if self.failures:
                self.failures -= 1
                raise ConnectionError("the database restarts")
            return await super().due(now, most)

    async def run():
        queue, channel, stopping, lines = Failing(), Counting(), asyncio.Event(), []
        await queue.put(notice(TURN, created=START))
        the_sender = sender(queue, Clock(), lines, email=channel)
        running = asyncio.ensure_future(the_sender.run(stopping))
        await steps_until(lambda: lines)
        assert lines == ["notices not sent this round: ConnectionError"]
        the_sender.wake()
        await steps_until(lambda: queue.sent_ids)
        assert queue.sent_ids == ["n1"]
        stopping.set()
        await asyncio.wait_for(running, 10)
    asyncio.run(run())


async def steps_until(condition) -> None:
    """Let the loop run until `condition()`, bounded: a round of the sender is a few of its steps."""
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0)
