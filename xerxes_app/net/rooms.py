"""One network game on the server (a "room"): the session, who may play each seat, its code.

A room is saved as the session's save (`Session.to_json`) with a "network" object beside the
state: the join code, the setup asked for (so History can replay from the deal), and for each
seat whether it is still open and the hash of its secret token. The token itself is only ever
given to the seat's player; the server keeps its SHA-256, so a stolen data folder seats nobody.
With them, the game's name as its host chose it (None for a game made before names: its code
stands for it), the game's clocks (clocks.py), which seats a computer plays for an absent person
(`stand_in`), and which moves it made for whom (`computer_moves`): the server's own record, so
the engine and its log stay the game's alone. On a server with accounts, each seat's account, and
whether its host listed the game for anyone to join (lobby.py), for signed-in players only, in
which language; and what the ratings need of it (rated_record.py).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any, Callable

from ..bots import STRENGTHS
from ..names import GAME_NAME_MAX, SEAT_NAME_MAX, name_problem
from ..rules import (PHASES, GameState, IllegalCommand, SaveError, apply, command_from_json, current_player, legal_commands,
                     new_game, standard_content)
from ..rules.errors import damaged
from ..session import HUMAN, Seat, Session
from .clocks import Clocks
from .ending import Ending
from .protocol import WATCH_NONE, Refused, watch_choice
from .rated_record import ACCOUNT_ID_MAX, RatedRecord
from .table_talk import Line, lines_from_json

CODE_LETTERS = "ACDEFHJKMNPRTVWXY"  # no look-alikes: B/8, G/6, I/1/L, O/0/Q, S/5, U/V, Z/2
CODE_LENGTH = 8  # 17^8, some 7 billion: guessing one of 1,000 games takes years (docs/network.md)
CODE_LENGTHS = (6, CODE_LENGTH)  # games made before codes grew to 8 letters keep theirs
OPEN = "open"
STAND_IN = "normal"  # the computer that plays for an absent person
REVOKED_KEPT = 16  # tokens taken back by reopening, remembered to say so when one comes back
WATCHED_KEPT = 20  # the accounts watching a game signed in, remembered for their lists of games
LANGUAGES = ("en", "ja")  # the language a listed game is played in, as its host says
# Why a seat's token was passed on to someone else, said when the old one comes back:
TAKEN_UP = "net.seat_taken_up"  # its account took the seat up on another computer (my_games.py)
TAKEN_OVER = "net.seat_taken_over"  # a newcomer took over the seat a computer played for its absent person


def new_code(taken: set[str] | dict) -> str:
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class NetSeat:
    open: bool  # a person elsewhere who has not yet taken it
    token_hash: str | None  # a person's seat, once claimed; None for a computer or an open seat
    holders: set = field(default_factory=set)  # the connections at this seat now
    stand_in: bool = False  # a person's seat a computer plays since their clock ran out
    away_since: float | None = None  # when its last connection went (wall time); None: here, or never seen
    # The account (people/) of the person who took it signed in, on a server with accounts; None:
    # taken without one, a computer's, or open. Given up or reopened, it is nobody's until taken again.
    account: str | None = None
    former: bool = False  # its account was deleted: its name is FORMER_PLAYER's (former.py)

    def fits(self, token: Any) -> bool:
        return (isinstance(token, str) and self.token_hash is not None
                and hmac.compare_digest(token_hash(token), self.token_hash))


@dataclass
class Room:
    code: str
    session: Session
    seats: list[NetSeat]
    setup: dict[str, Any]  # {"satraps": [...], "turn_order": [...] | None}: new_game's arguments
    # Where each round and phase began, for History: (commands applied, year, phase). Public:
    # everyone sees the phases change. Kept as the game goes (`note_moment`), rebuilt on loading.
    moments: list[tuple[int, int, str]] = field(default_factory=list)
    # For the server's budgets (budgets.py): when the game was made (seconds since the epoch), from
    # which address, and whether anyone ever took one of its open seats. None: saved before these.
    made: float | None = None
    made_from: str | None = None
    joined: bool = True
    creator_hash: str | None = None  # the creator token's hash; None for a game saved before it had one
    revoked: list[str] = field(default_factory=list)  # hashes of seats' tokens taken back by `reopen`
    clocks: Clocks | None = None  # None: a game saved before clocks (at the table, none)
    # The moves a computer made for an absent person: (commands applied before, seat, log
    # entries before), so each seat's log can say which of its entries a computer's move made.
    computer_moves: list[tuple[int, int, int]] = field(default_factory=list)
    watch: str = WATCH_NONE  # whether anyone with the code may watch, and speak (protocol.WATCH_CHOICES), chosen at creation
    talk: list[Line] = field(default_factory=list)  # the words at the table, the last kept (table_talk.py)
    watchers: dict = field(default_factory=dict)  # the connections watching now: their names
    ending: Ending | None = None  # ending it by agreement (ending.py); None: made afresh, nothing under way
    name: str | None = None  # the game's name, chosen by its host; None: made before names, its code stands for it
    listed: bool = False  # its host offers it to anyone on the server (lobby.py): its code is in the lists
    signed_in_only: bool = False  # only a person signed in to an account may take a seat
    language: str = "en"  # the language its host says it is played in (LANGUAGES)
    passed_on: list[list[str]] = field(default_factory=list)  # [token hash, TAKEN_UP | TAKEN_OVER]: tokens passed on
    watched_by: list[str] = field(default_factory=list)  # the accounts that watch it signed in (my_games.py)
    rated: RatedRecord | None = None  # for the ratings (rated_record.py); None: made afresh

    @property
    def watchable(self) -> bool:
        return self.watch != WATCH_NONE

    @property
    def waiting(self) -> bool:
        """Made with open seats, none of them ever taken: it expires if nobody comes."""
        return not self.joined and any(net.open for net in self.seats)

    def __post_init__(self) -> None:
        # The network rule: a seat takes back only its own decision, before anyone else has the
        # game; a computer here answers for itself, as a person does.
        self.session.computers_here = False
        if not self.moments:
            self.moments = self._replayed_moments()
        if self.clocks is None:
            self.clocks = Clocks.none(len(self.seats), self.made or 0.0)
        if self.ending is None:
            self.ending = Ending([None] * len(self.seats))
        if self.rated is None:
            self.rated = RatedRecord.new(len(self.seats))

    @property
    def over(self) -> bool:
        """Finished, or ended by agreement as abandoned: no move is taken any more."""
        return self.session.state.is_over or self.ending.abandoned is not None

    def note_moment(self) -> None:
        """After a command, an undo or a redo: the moments as they stand, and the computers'
        moves for absent people (an undo takes one back)."""
        done = len(self.session.commands)
        while self.moments and self.moments[-1][0] > done:
            self.moments.pop()
        while self.computer_moves and self.computer_moves[-1][0] >= done:
            self.computer_moves.pop()
        state = self.session.state
        if not self.moments or self.moments[-1][1:] != (state.year, state.phase):
            self.moments.append((done, state.year, state.phase))

    def _replayed_moments(self) -> list[tuple[int, int, str]]:
        try:
            state = self.past(0)
            moments = [(0, state.year, state.phase)]
            for done, data in enumerate(self.session.commands, 1):
                apply(state, command_from_json(data))
                if moments[-1][1:] != (state.year, state.phase):
                    moments.append((done, state.year, state.phase))
            return moments
        except (IllegalCommand, SaveError):
            return []  # a game whose past cannot be replayed shows none

    @classmethod
    def create(cls, code: str, frame: dict, now: float) -> tuple["Room", dict[int, str]]:
        """A new room from a "create" frame, made at `now` (wall time), with the tokens of the
        seats its creator claims."""
        rows = frame.get("seats")
        content = standard_content()
        if not isinstance(rows, list) or not 2 <= len(rows) <= len(content.satraps):
            raise Refused("malformed", "net.malformed", "seats must list 2 to 4 seats")
        seats, net_seats, tokens = [], [], {}
        for number, row in enumerate(rows):
            name = row.get("name") if isinstance(row, dict) else None
            kind = row.get("kind") if isinstance(row, dict) else None
            if kind not in (HUMAN, OPEN) + STRENGTHS or name_problem(name, SEAT_NAME_MAX):
                raise Refused("malformed", "net.malformed", f"seat {number + 1} needs a name and a kind")
            seats.append(Seat(name, HUMAN if kind == OPEN else kind))
            token = secrets.token_urlsafe(24) if kind == HUMAN else None
            if token:
                tokens[number] = token
            net_seats.append(NetSeat(kind == OPEN, token_hash(token) if token else None))
        satraps = frame.get("satraps", [None] * len(rows))
        if not isinstance(satraps, list) or not all(s is None or isinstance(s, str) for s in satraps):
            raise Refused("malformed", "net.malformed", "satraps must list names or nulls")
        order = list(range(len(rows))) if frame.get("arranged") is True else None
        clocks = Clocks.chosen(frame, [seat.is_human for seat in seats], now)
        try:
            state = new_game(len(rows), secrets.randbits(63), satraps, order)
        except IllegalCommand as refused:
            raise Refused("illegal", refused.message, *refused.values) from None
        session = Session(state, seats, hints=frame.get("hints") is True)
        setup = {"satraps": satraps, "turn_order": order}
        room = cls(code, session, net_seats, setup, joined=False, clocks=clocks, name=_chosen_name(frame.get("name")))
        room.start_when_full(now)
        return room, tokens

    def new_creator(self) -> str:
        """The creator token, given once to the computer that created the game."""
        token = secrets.token_urlsafe(24)
        self.creator_hash = token_hash(token)
        return token

    # --- Seats -------------------------------------------------------------------------------

    def seat_rows(self, apart: frozenset[str] = frozenset(), rating: Callable[[str], dict] = lambda account: {}
                  ) -> list[dict]:
        """Each seat as everyone at the game sees it; to a viewer kept `apart` from a person here
        (a block, either way), a table whose seats are all taken (lobby.py). A seat an account
        holds says its rating (`rating`: {"rating", "provisional"} of an account: rated_games.py)."""
        full = self.apart_from(apart)
        return [{"name": seat.name, "kind": OPEN if net.open and not full else seat.kind, "open": net.open and not full,
                 "free": self.takeable(number) and not full, "present": bool(net.holders) or not seat.is_human,
                 "stand_in": net.stand_in, "signed_in": net.account is not None, "former": net.former,
                 "away_since": None if net.holders or net.open else net.away_since,
                 **(rating(net.account) if net.account else {})}
                for number, (seat, net) in enumerate(zip(self.session.seats, self.seats))]

    def apart_from(self, apart: frozenset[str]) -> bool:
        """Whether a person at the game is one of the accounts `apart`."""
        return bool(apart) and any(net.account in apart for net in self.seats)

    def seat_of(self, account: str | None) -> int | None:
        """The account's seat in the game (one at most), or None."""
        return next((n for n, net in enumerate(self.seats) if account is not None and net.account == account), None)

    def takeable(self, number: int) -> bool:
        """Whether a newcomer may take the seat: open, or a seat to fill, the seat of a person away
        from a game listed and under way, which a computer plays since their clock ran out (the
        absent person loses it then: `take_open`)."""
        net = self.seats[number]
        return net.open or (self.listed and self.clocks.started and not self.over and net.stand_in
                            and not net.holders and self.session.seats[number].is_human)

    def computer_kind(self, seat: int) -> str | None:
        """The computer deciding for the seat (its own, or one standing in), or None: a person's."""
        if self.seats[seat].stand_in:
            return STAND_IN
        kind = self.session.seats[seat].kind
        return None if kind == HUMAN else kind

    def deciding(self) -> int | None:
        return None if self.over else current_player(self.session.state)

    def hand_over(self, seat: int, absent: int, now: float) -> None:
        """Another person (`seat`) hands the absent person's seat to a computer: only once its
        clock has run out."""
        net = self.seats[absent]
        if absent == seat or net.stand_in or not self.session.seats[absent].is_human:
            raise Refused("hand_over", "net.not_absent", absent + 1)
        if net.open and self.clocks.started:  # given up, or never taken: nobody's clock to wait for
            net.stand_in = True
            return
        if self.clocks.per_move is None:
            raise Refused("hand_over", "net.no_clock")
        if not self.clocks.started:
            raise Refused("hand_over", "net.not_started")
        self.clocks.settle(self.deciding(), now)
        if self.clocks.away.bank[absent]:  # by the day: a day of the bank is theirs before a computer's
            raise Refused("hand_over", "net.away_days_left", self.session.seats[absent].name,
                          self.clocks.away.bank[absent])
        if not self.clocks.run_out(absent, self.deciding(), now):
            raise Refused("hand_over", "net.clock_running", self.session.seats[absent].name)
        net.stand_in = True

    def take_back(self, seat: int) -> None:
        """The person takes their seat back from the computer: its next decision is theirs."""
        if not self.seats[seat].stand_in:
            raise Refused("hand_over", "net.not_stood_in")
        self.seats[seat].stand_in = False

    def give_up(self, frame: dict) -> int:
        """The seat's person gives it up, by its token: it opens for whoever joins with the code
        (the token stops working), and the others may hand it to a computer at once."""
        number = self.check_token(frame)
        self.vacate(number)
        return number

    def vacate(self, number: int) -> None:
        """The seat given up: open, its token refused as reopened, nobody's."""
        net = self.seats[number]
        self.revoked = (self.revoked + [net.token_hash])[-REVOKED_KEPT:]
        self.rated.gave_up(number, net.account)
        net.open, net.token_hash, net.away_since, net.account = True, None, None, None

    def note_computer_move(self, seat: int, log_at: int) -> None:
        """The move a computer just made for an absent person, its entries from `log_at` on."""
        self.computer_moves.append((len(self.session.commands) - 1, seat, log_at))

    def seat(self, frame: dict) -> int:
        number = frame.get("seat")
        if type(number) is not int or not 0 <= number < len(self.seats):
            raise Refused("no_seat", "net.no_seat", number if type(number) is int else "?")
        return number

    def check_token(self, frame: dict) -> int:
        number = self.seat(frame)
        token = frame.get("token")
        if not self.seats[number].fits(token):
            digest = token_hash(token) if isinstance(token, str) else None
            if digest in self.revoked:
                raise Refused("wrong_token", "net.seat_reopened", number)
            why = next((why for passed, why in self.passed_on if passed == digest), None)
            if why is not None:
                raise Refused("wrong_token", why, number)
            raise Refused("wrong_token", "net.wrong_token")
        return number

    def carries_token(self, frame: dict) -> bool:
        """Whether the frame holds its seat's token."""
        try:
            self.check_token(frame)
            return True
        except Refused:
            return False

    def reopen(self, frame: dict) -> int:
        """Open a person's seat again, by the creator token only: its token stops working, and
        whoever takes it with the code and a name receives a fresh one."""
        self.check_creator(frame)
        number = self.seat(frame)
        net = self.seats[number]
        if net.open or net.token_hash is None:  # open already, or a computer's
            raise Refused("no_seat", "net.no_seat", number)
        self.revoked = (self.revoked + [net.token_hash])[-REVOKED_KEPT:]
        net.open, net.token_hash, net.account = True, None, None
        return number

    def start_when_full(self, now: float) -> bool:
        """The game starts once every seat is taken: True if it started now."""
        if self.clocks.started or any(net.open for net in self.seats):
            return False
        self.clocks.start(now)
        return True

    def start(self, frame: dict, now: float) -> bool:
        """The creator starts the game with seats still open (its host's Start): True if it
        started now, False if it had started already."""
        self.check_creator(frame, "net.not_creator_start")
        started = self.clocks.started
        self.clocks.start(now)
        return not started

    def check_creator(self, frame: dict, refusal: str = "net.not_creator") -> None:
        creator = frame.get("creator")
        if not (self.creator_hash and isinstance(creator, str)
                and hmac.compare_digest(token_hash(creator), self.creator_hash)):
            raise Refused("wrong_token", refusal)

    def take_open(self, number: int, name: Any, account: str | None = None) -> str:
        """A newcomer takes an open seat, or a seat to fill (`takeable`), under `name`: a fresh
        token, theirs; a computer playing it stops. A seat to fill is passed on: its absent
        person's token is refused from now on (TAKEN_OVER)."""
        net = self.seats[number]
        if not self.takeable(number):
            raise Refused("no_seat", "net.no_seat", number)
        problem = name_problem(name, SEAT_NAME_MAX)
        if problem:
            raise Refused("malformed", problem.key, *problem.values.values())
        if not net.open:
            self.pass_on(number, TAKEN_OVER)
            self.rated.gave_up(number, net.account)  # left for good: ranked as one who gave it up
        token = secrets.token_urlsafe(24)
        net.open, net.token_hash, net.account, net.former, net.stand_in = False, token_hash(token), account, False, False
        self.session.seats[number].name = name
        self.joined = True
        return token

    def take_up(self, number: int) -> str:
        """The seat's person takes it up at another computer, signed in (my_games.py): a fresh
        token; the old one refused from now on (TAKEN_UP). The seat is never open meanwhile."""
        self.pass_on(number, TAKEN_UP)
        token = secrets.token_urlsafe(24)
        self.seats[number].token_hash = token_hash(token)
        return token

    def pass_on(self, number: int, why: str) -> None:
        """The seat's token will be refused, saying `why`, when it comes back."""
        self.passed_on = (self.passed_on + [[self.seats[number].token_hash, why]])[-REVOKED_KEPT:]

    # --- History -----------------------------------------------------------------------------

    def past(self, after: int) -> GameState:
        """The whole game after its first `after` commands, replayed from the deal."""
        state = self.session.state
        first = new_game(len(state.players), state.seed, self.setup["satraps"], self.setup["turn_order"],
                         content=state.content)
        for data in list(self.session.commands[:after]):
            apply(first, command_from_json(data))
        return first

    def own_decisions(self, seat: int) -> list[list]:
        """The seat's own decisions where it had a choice, as [commands applied before, command]:
        what its player made, for the review of its game (nobody else's move is in it)."""
        state = self.past(0)
        found = []
        for number, data in enumerate(list(self.session.commands)):
            if current_player(state) == seat and len(legal_commands(state)) > 1:
                found.append([number, data])
            apply(state, command_from_json(data))
        return found

    # --- Saving ------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        data = self.session.to_json()
        data["network"] = {
            "code": self.code,
            "setup": self.setup,
            "seats": [{"open": net.open, "token_hash": net.token_hash, "stand_in": net.stand_in,
                       "away_since": net.away_since if not net.holders else None, "account": net.account,
                       "former": net.former}
                      for net in self.seats],
            "moments": [list(moment) for moment in self.moments],  # kept: a server resuming many games replays none
            "made": self.made,
            "made_from": self.made_from,
            "joined": self.joined,
            "creator_hash": self.creator_hash,
            "revoked": self.revoked,
            "clocks": self.clocks.to_json(),
            "computer_moves": [list(move) for move in self.computer_moves],
            "watch": self.watch,
            "talk": [line.to_json() for line in self.talk],
            "ending": self.ending.to_json(),
            "name": self.name,
            "listed": self.listed,
            "signed_in_only": self.signed_in_only,
            "language": self.language,
            "passed_on": self.passed_on,
            "watched_by": self.watched_by,
            "rated": self.rated.to_json(),
        }
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Room":
        session = Session.from_json(data)
        network = data.get("network")
        if not isinstance(network, dict):
            raise damaged("the network game's seats are missing")
        code, setup, rows = network.get("code"), network.get("setup"), network.get("seats")
        if not isinstance(code, str) or len(code) not in CODE_LENGTHS or not set(code) <= set(CODE_LETTERS):
            raise damaged("the network game's code is malformed")
        if not isinstance(rows, list) or len(rows) != len(session.seats):
            raise damaged("the network game's seats are malformed")
        seats = []
        for row in rows:
            digest = row.get("token_hash") if isinstance(row, dict) else None
            if not isinstance(row, dict) or not isinstance(row.get("open"), bool) or not (
                    digest is None or (isinstance(digest, str) and len(digest) == 64)) or not isinstance(
                    row.get("stand_in", False), bool) or type(row.get("away_since", 0.0)) not in (int, float, type(None)) or not (
                    _account(row.get("account")) or row.get("account") is None) or not isinstance(row.get("former", False), bool):
                raise damaged("the network game's seats are malformed")
            seats.append(NetSeat(row["open"], digest, stand_in=row.get("stand_in", False), away_since=row.get("away_since"),
                                 account=row.get("account"), former=row.get("former", False)))
        if not isinstance(setup, dict) or not isinstance(setup.get("satraps"), list):
            raise damaged("the network game's setup is malformed")
        made, made_from, joined = network.get("made"), network.get("made_from"), network.get("joined", True)
        if (not (made is None or type(made) in (int, float)) or not (made_from is None or isinstance(made_from, str))
                or not isinstance(joined, bool)):
            raise damaged("the network game's making is malformed")
        creator, revoked = network.get("creator_hash"), network.get("revoked", [])
        if not (creator is None or _digest(creator)) or not (isinstance(revoked, list) and all(map(_digest, revoked))):
            raise damaged("the network game's creator is malformed")
        listed, only, language = network.get("listed", False), network.get("signed_in_only", False), network.get("language", "en")
        passed_on, watched_by = network.get("passed_on", []), network.get("watched_by", [])
        if (not isinstance(listed, bool) or not isinstance(only, bool) or language not in LANGUAGES
                or not isinstance(passed_on, list) or not all(isinstance(row, list) and len(row) == 2 and _digest(row[0])
                                                              and row[1] in (TAKEN_UP, TAKEN_OVER) for row in passed_on)
                or not isinstance(watched_by, list) or not all(map(_account, watched_by))):
            raise damaged("the network game's listing is malformed")
        return cls(code, session, seats, {"satraps": setup["satraps"], "turn_order": setup.get("turn_order")},
                   _moments(network.get("moments"), len(session.commands)), made, made_from, joined,
                   creator, revoked[-REVOKED_KEPT:], Clocks.from_json(network.get("clocks"), len(seats), made),
                   _computer_moves(network.get("computer_moves", []), len(seats), session),
                   watch=_watch(network.get("watch", False)),
                   talk=lines_from_json(network.get("talk", []), len(seats)),
                   ending=Ending.from_json(network.get("ending"), len(seats)),
                   name=_saved_name(network.get("name")), listed=listed, signed_in_only=only, language=language,
                   passed_on=passed_on[-REVOKED_KEPT:], watched_by=watched_by[-WATCHED_KEPT:],
                   rated=RatedRecord.from_json(network.get("rated"), len(seats)))

    def table_fields(self, apart: frozenset[str] = frozenset(),
                     rating: Callable[[str], dict] = lambda account: {}) -> dict[str, Any]:
        """What a "game" frame holds of the game beyond the seat's view, for a seat and a watcher alike
        (as seen by one kept `apart` from some accounts, each account's `rating`: `seat_rows`)."""
        return {"content": self.session.state.content.data, "seats": self.seat_rows(apart, rating),
                "hints": self.session.hints, "name": self.name}


def _chosen_name(name: Any) -> str | None:
    """The name a "create" frame gives the game, checked as a seat's name is; none said, none kept."""
    if name is None:
        return None
    if name_problem(name, GAME_NAME_MAX):
        raise Refused("game_name", "net.game_name", GAME_NAME_MAX)
    return name.strip()


def _saved_name(name: Any) -> str | None:
    if name is not None and name_problem(name, GAME_NAME_MAX):
        raise damaged("the network game's name is malformed")
    return name


def _watch(value: Any) -> str:
    chosen = watch_choice(value)
    if chosen is None:
        raise damaged("the network game's choice of watchers is malformed")
    return chosen


def _digest(value: Any) -> bool:
    return isinstance(value, str) and len(value) == 64


def _account(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= ACCOUNT_ID_MAX


def _moments(rows: Any, commands: int) -> list[tuple[int, int, str]]:
    """The moments a save kept, if they are sound; else none, and the room replays the game."""
    if not isinstance(rows, list) or not rows:
        return []
    moments = []
    for row in rows:
        if (not isinstance(row, list) or len(row) != 3 or type(row[0]) is not int or type(row[1]) is not int
                or row[2] not in PHASES or not 0 <= row[0] <= commands or (moments and row[0] <= moments[-1][0])):
            return []
        moments.append((row[0], row[1], row[2]))
    return moments if moments[0][0] == 0 else []


def _computer_moves(rows: Any, seats: int, session: Session) -> list[tuple[int, int, int]]:
    moves = []
    for row in rows if isinstance(rows, list) else [None]:
        if (not isinstance(row, list) or len(row) != 3 or not all(type(n) is int for n in row)
                or not 0 <= row[0] < len(session.commands) or not 0 <= row[1] < seats
                or not 0 <= row[2] <= len(session.state.log) or (moves and row[0] <= moves[-1][0])):
            raise damaged("the network game's record of computers' moves is malformed")
        moves.append((row[0], row[1], row[2]))
    return moves


def load_room(data: Any) -> Room:
    try:
        return Room.from_json(data)
    except (SaveError, AttributeError, TypeError) as error:
        raise SaveError(str(error)) from error
