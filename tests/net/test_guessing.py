"""Guessing join codes: an address that keeps naming games that are not there is slowed to a
guess a minute once its ten are spent, and then nothing it names is looked up, so a right code
cannot be told from a wrong one; a player mistyping a code a few times is never slowed, from an
address of their own, nor refused for many others guessing at once (the server's budget in all):
once that is spent, an address that guessed nothing is only slowed, however many addresses the
server remembers."""

from __future__ import annotations

import secrets

from xerxes_app.net.budgets import ALL_GUESSES, GUESSES, RECENT, REFUSED, SLOWED, THROUGH, Budget
from xerxes_app.net.rooms import CODE_LENGTH, CODE_LETTERS

from .helpers import Addresses, FakeClock, ServerThread, ask

TWO = {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]}


def wrong_code(taken: str) -> str:
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if code != taken:
            return code


def test_a_guessing_address_is_slowed_to_its_budget_while_a_mistyping_player_is_not(tmp_path):
    clock, addresses = FakeClock(), Addresses()
    size, every = GUESSES
    # Refusals for guessing count as abuse: past STRIKES of them the connection is closed (as
    # test_fuzz.py shows for every such kind); here it is kept open to count an hour of them.
    with ServerThread(tmp_path, clock=clock, where=addresses.where, strikes=10**6) as server:
        with addresses.connect(server.port, "host") as host:
            code = ask(host, TWO)["code"]
            token = ask(host, {"type": "look", "code": code}, ("joined",))["token"]
        with addresses.connect(server.port, "stranger") as stranger, addresses.connect(server.port, "friend") as friend:
            kinds = [ask(stranger, {"type": "look", "code": wrong_code(code)})["kind"] for _ in range(size)]
            assert kinds == ["no_game"] * size
            refused = ask(stranger, {"type": "look", "code": wrong_code(code)})
            assert refused["kind"] == "guesses" and refused["values"] == [every]
            # Spent: even the right code is not looked up, and a token cannot be tried either.
            assert ask(stranger, {"type": "look", "code": code})["kind"] == "guesses"
            assert ask(stranger, {"type": "join", "code": code, "seat": 0, "token": "guess"})["kind"] == "guesses"
            # But whoever holds a seat's token is no guesser: its player, back from that address, is seated.
            with addresses.connect(server.port, "stranger") as back:
                rejoin = {"type": "join", "code": code, "seat": 0, "token": token}
                assert ask(back, rejoin, ("joined", "refused"))["type"] == "joined"
            # A player at another address mistypes twice, then types it right: never slowed.
            mistyped = [ask(friend, {"type": "look", "code": wrong_code(code)})["kind"] for _ in range(2)]
            assert mistyped == ["no_game"] * 2
            assert ask(friend, {"type": "look", "code": code})["type"] == "room"
            # An hour of guessing, a try every 10 s: one a minute gets through.
            answers = []
            for _ in range(360):
                clock.advance(10)
                answers.append(ask(stranger, {"type": "look", "code": wrong_code(code)})["kind"])
            assert answers.count("no_game") == 60 and answers.count("guesses") == 300
        assert server.server.crashes == 0


def test_many_addresses_guessing_do_not_multiply_the_budget():
    clock = FakeClock()
    budget = Budget(*GUESSES, clock, ALL_GUESSES, RECENT)
    # 25 addresses each spend 4 of their 10: the server's 100 are gone.
    guessers = [f"guesser {n}" for n in range(ALL_GUESSES[0] // 4)]
    for address in guessers:
        for _ in range(4):
            assert budget.allows(address)
            budget.spend(address)
    # Each guesser has 6 of its own left, but the server's budget is spent: one more is refused...
    assert not any(budget.allows(address) for address in guessers)
    assert budget.wait("guesser 0") == ALL_GUESSES[1]
    # ...while an address that has guessed nothing lately is served, and can mistype once.
    assert budget.allows("a player")
    budget.spend("a player")
    assert not budget.allows("a player")
    # A day of twenty addresses trying every 30 s: what gets through is the server's budget (its
    # 100, then one every 10 s), and each address once more when it has been quiet for a day.
    clock.advance(RECENT)
    budget = Budget(*GUESSES, clock, ALL_GUESSES, RECENT)
    through = 0
    for _ in range(int(RECENT // 30)):
        for number in range(20):
            if budget.allows(f"guesser {number}"):
                budget.spend(f"guesser {number}")
                through += 1
        clock.advance(30)
    assert through <= ALL_GUESSES[0] + RECENT / ALL_GUESSES[1] + 20 + 1  # not 20 * (10 + 1,440)
    assert budget.allows("a player")  # who made no wrong guess is served all along


def test_one_address_guessing_for_a_day_is_let_through_once_a_minute():
    clock = FakeClock()
    budget = Budget(*GUESSES, clock, ALL_GUESSES, RECENT)
    through = 0
    for _ in range(8_640):  # a try every 10 s for a day
        if budget.allows("stranger"):
            budget.spend("stranger")
            through += 1
        clock.advance(10)
    assert through == GUESSES[0] + 1_440 - 1


def test_once_the_servers_budget_is_spent_an_address_that_guessed_nothing_is_slowed_never_refused():
    clock = FakeClock()
    every = ALL_GUESSES[1]
    budget = Budget(*GUESSES, clock, (3 * GUESSES[0], every), RECENT, kept=3)
    assert budget.verdict("a player") == THROUGH
    # Three guessers fill what the server remembers, and spend its budget with their guesses.
    for number in range(3 * GUESSES[0]):
        address = f"guesser {number % 3}"
        assert budget.verdict(address) == THROUGH
        budget.spend(address)
    assert [budget.verdict(f"guesser {n}") for n in range(3)] == [REFUSED] * 3
    # Players at addresses the server has no room to remember: slowed, not refused as they once were.
    assert [budget.verdict(f"player {n}") for n in range(5)] == [SLOWED] * 5
    budget.spend("player 0")  # a mistype, not remembered: slowed again, never more than that
    assert budget.verdict("player 0") == SLOWED
    clock.advance(every)  # the server's budget back by one: through
    assert budget.verdict("player 1") == THROUGH
