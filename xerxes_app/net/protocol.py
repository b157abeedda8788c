"""The frames of network play: every one a JSON object with a "type", sent as a WebSocket text
message. One server holds many games ("rooms"), each found by its join code.

From a client to the server
---------------------------
- create: a new game with its seats and the New game screen's options.
    {"type": "create", "seats": [SEAT, ...], "satraps": [null | "Lydia", ...] (optional),
     "arranged": false}
  SEAT is {"name": "Ann", "kind": "human"} (a person at this computer: the creator claims it),
  {"name": "Player 2", "kind": "open"} (a person elsewhere, who takes it with join), or
  {"name": "Computer (Normal)", "kind": "easy" | "normal" | "hard"} (thinks on the server).
  "arranged": true keeps the seats' order as the turn order (R3), else it is drawn. "name": "Ann's
  game" (optional) is the game's name, chosen by its host, checked as a seat's name is (at most
  GAME_NAME_MAX characters that can be shown), else refused ("game_name"); a game without one is
  called by its code. The server draws the seed itself. Answered by "created", then "joined" and
  "game" for each claimed seat.
- look: what a game's seats are, before joining it: {"type": "look", "code": "KXRTMP"}.
  Answered by "room".
- join: a seat of a game. Rejoining a seat held before: {"type": "join", "code", "seat": 1,
  "token": "..."}. Taking an open seat: {"type": "join", "code", "seat": 1, "name": "Bo"}.
  Answered by "joined" (with the seat's token, to keep for rejoining) and "game".
- command: {"type": "command", "code", "seat", "token", "seen": 12, "command": {...}}: the
  command in the save format's encoding (`Command.to_json`); "seen" is how many commands the
  client had seen applied, so a click made on an older position is refused ("stale"), not applied.
- undo, redo: {"type": "undo" | "redo", "code", "seat", "token", "seen": 12}: as Session allows
  them on a server, only to the seat that made the move, while the decision is still its own
  (before anyone else, a computer of the server's too, has the game), never across a reveal.
- past: the seat's view after its first `after` commands, for History:
  {"type": "past", "code", "seat", "token", "after": 40}. Answered by "past". With "own": true,
  the answer also lists the seat's own decisions where it had a choice (for its review).
- reopen: the game's creator lets a person's seat be taken again (its player lost its token):
  {"type": "reopen", "code", "seat": 1, "creator": "..."}. The seat is open again: the next
  join with the code and a name takes it with a fresh token; the old token is refused
  ("net.seat_reopened"). Refused ("net.not_creator") without the creator token. Answered by
  "reopened" to the creator and to whoever held the seat, then "seats".
- create may say "hints": true (hints at the table, as New game chooses them), and the game's
  pace and clock: "pace": "table" (at the table now, the default) or "day" (by the day), and
  "clock": "none" (the default), or a time each move adds to each person's clock: "2m", "5m" at
  the table, "1d", "3d" by the day (clocks.py: capped at three moves' time).
- hand_over: a person hands an absent person's seat, whose clock has run out, to a computer
  (Normal): {"type": "hand_over", "code", "seat", "token", "absent": 2} (seat and token: the
  sender's own). Refused (kind "hand_over") before that clock runs out ("net.clock_running"), in a
  game without clocks ("net.no_clock"), for the sender's own seat, a computer's or one a computer
  plays already ("net.not_absent"), and before the game starts ("net.not_started"). Answered by
  "seats" to everyone.
- start: the game's creator starts it with seats still open (its host's Start): {"type": "start",
  "code", "creator": "..."}. A game starts by itself once every seat is taken; before it starts,
  no clock runs and no seat can be handed to a computer. Refused ("net.not_creator_start")
  without the creator token; a game started already is left as it is. Answered, when it starts,
  by "update" to every seat (its clocks running).
- take_back: the person takes their seat back from the computer: {"type": "take_back", "code",
  "seat", "token"}; its next decision is theirs. Until then their commands are refused
  ("stood_in"). Answered by "seats" to everyone.
- health: {"type": "health"}: whether the server answers (`xerxes-server --check`, net/check.py).
  Answered by "health".
- create may say "watch": "none" | "watch" | "speak": nobody watches (unless said), anyone with the
  code may watch the game, or watch it and say a word to the table (true and false, as earlier
  screens sent it, are "watch" and "none").
- watch: {"type": "watch", "code", "name": "Cy"}: watch a game its creator let be watched
  (watchers.py). Answered by "watching" and "game" with "seat": null (the view for no seat:
  every hand and discard hidden, the log's public entries only), then "update"s as the game goes,
  and "seats" to everyone at the game, naming the watchers. Refused ("not_watchable") when the
  creator did not allow it ("net.no_watching") or WATCHERS_MAX watch already. A connection that
  only watches a game is refused ("watching") every command, undo, redo, hand-over and take-back,
  and a line unless watchers may speak ("net.watchers_silent"); "watching" says "speak": bool. A
  watcher's line is "say" without seat or token, told with "seat": null and "watcher": its name.
  Its "past" (without seat or token) is answered with the view for no seat.
- say: a word to the table (table_talk.py): {"type": "say", "code", "seat", "token", "text": "..."}
  (at most 200 characters, no control characters, lone surrogates or direction marks), or
  {..., "phrase": "good_game" | "your_turn" | "thinking"} (worded by each reader's language).
  Refused ("talk") empty, too long or with such characters; ("talk_rate") past 5 lines at once
  from a seat, then one every 3 s. Answered by "talk" to everyone at the game, watchers too.
- follow: whose turn it is in many games, without their tables: {"type": "follow", "games":
  [{"code", "seat", "token"}, ...]} (at most 64; each follow replaces the last). Answered by
  "turns", and "turns" again for a game whenever its seat's turn begins or ends (turns.py).
- leave: {"type": "leave", "code", "seat", "token"}: the table of the game closed, the connection
  kept for other games: the seat is away, as when a connection closes; without "seat", a watcher's
  table closed: it watches no more. Answered by "seats".
- give_up: {"type": "give_up", "code", "seat", "token"}: the person gives the seat up for good
  (Remove in Network games): it opens for whoever joins with the code, its token stops working
  ("net.seat_reopened"), and the others may hand it to a computer at once, whatever its clock.
  Answered by "given_up" to the connections that held it, a "talk" line (event "gave_up") and
  "seats" to everyone.
- create may say "away_days": 0, 7 (the default) or 14: each person's bank of days away in a game
  by the day with a clock (away_days.py): a clock run out spends a day and gets a day.
- away: {"type": "away", "code", "seat", "token", "days": 3}: the person is away that many days
  from now, spent from their bank at once; their clock stands still until then. Refused ("away")
  beyond the bank ("net.away_too_many") or with none ("net.away_none"). Answered by a "talk" line
  (news "away_until") and "update" to every seat.
- sign_up, sign_in, confirm_address, set_address, who_am_i, sign_out, sign_out_everywhere, ask_reset, reset,
  delete_account: a server's accounts (net/accounts.py; docs/network.md lists their fields and
  answers). They name no game.
- tables, seats_to_fill, play_now, listing, my_games, take_up: open tables and seats to fill, and
  the games of an account (lobby.py, play_now.py, my_games.py); follow_player, unfollow_player,
  block_player, unblock_player, people: follows and blocks (relations.py). docs/network.md lists
  their fields and answers. create may say "listed", "signed_in_only", "language" and "mine".
- leaderboard: {"type": "leaderboard", "from": 0}: a page of the server's leaderboard, with the
  asker's own rating (leaderboard.py). Answered by "leaderboard".
- notices, set_notices: {"type": "notices"}, {"type": "set_notices", "settings": {...}}: read and
  set the signed-in account's notices of turns by e-mail or push (notice_settings.py). Answered
  by "notices".
- end: {"type": "end", "code", "seat", "token", "agree": true | false}: a remaining person's answer
  to ending a game someone left for good (ending.py): all yes ends it as abandoned, one no keeps
  it going. Refused ("ending", "net.cannot_end") when it cannot be ended so now. Answered by
  "talk" lines and "update" to every seat ("ending").

From the server to a client
---------------------------
- created: {"type": "created", "code": "KXRTMP", "creator": "..."}: the creator token, for
  "reopen"; kept by the creator's computer only.
- health: {"type": "health", "healthy": true, "games": 3, "connections": 7, "accounts": false}: the games
  in play (across the service with a database, with "here": this server's, "database_ms": its round
  trip, and "trouble": why not healthy), the connections open here, whether it has accounts
  (--accounts; missing from servers before them: none); the same as `GET /health` (health.py).
- reopened: {"type": "reopened", "code", "seat"}: the seat is open again; a client that held it
  holds it no more.
- joined: {"type": "joined", "code", "seat", "token"}: the client keeps the token; its Connection
  sends it again by itself after a reconnection.
- room: {"type": "room", "code", "seats": [SEAT_INFO, ...], "over": false, "pace": "day", "clock": "1d",
  "watch": bool (whether it may be watched), "name": the game's name | null (made before names),
  "listed", "signed_in_only": bool, "language"}.
  SEAT_INFO is {"name", "kind", "open": bool (nobody has taken it yet), "free": bool (a newcomer
  may take it: open, or a seat to fill), "present": bool, "stand_in": bool (a computer plays this
  person's seat since their clock ran out), "signed_in": bool (its person's account's), "former":
  bool (a deleted account's), "away_since": wall time | null (since when a person's seat has had
  no connection; null while here, open, or not known)}, and for a seat an account holds, "rating":
  1532 and "provisional": bool (rated_games.py). A connection that answers no ping for 5 s is
  closed, its seat shown away. To a connection a block keeps apart from someone seated, every
  seat shows taken (lobby.py).
- replaced: {"type": "replaced", "code", "seat"}: another connection rejoined the seat with its
  token; this one holds it no more (its Connection forgets the seat rather than take it back).
- game: everything one seat may see of the game, sent on joining:
    {"type": "game", "code", "seat", "content": {...the game's content...}, "seats": [SEAT_INFO], "hints": bool,
     "name": the game's name | null (a game made before names: its code stands for it),
     + the fields of "update" with "log_at": 0}
- update: after every change of the game, to each seat present:
    {"type": "update", "code", "seat", "state": VIEW, "log_at": 37, "log": [ENTRY, ...],
     "commands": 41, "can_undo": bool, "no_undo": [why, seat | null] | null, "can_redo": bool,
     "reasons": [[entry, message, values]],
     "by_year": [[year, [scores]]], "moments": [[after, year, phase]], "last": COMMAND | null,
     "clocks": CLOCKS, "computer_moves": [[after, seat, entry]]}
  VIEW is `view_for(state, seat)` (R25) in the save format's state encoding, without its log, a
  hidden event written as null. An update holds only what changed since the frame before it on
  the same connection: the view's changed fields, and of "players" those changed (null for the
  others); "reasons", "by_year" and "moments" only when they changed (`views.merge_update`). The seat's own log (public entries and its private ones) is sent
  by increments: the client keeps its first "log_at" entries and appends "log". "reasons" are the
  computers' public reasons by the index of their entry in this seat's log. "moments" are where
  each round and phase began (the commands applied then), for History to ask "past" of; "last"
  is, when this seat may undo, its own decision Undo would take back (for the button's tooltip),
  and "no_undo", when it may not, why (`session.NoUndo`: what was revealed since, or the seat
  that has decided since or has the decision now; "nothing": no decision of its own to take back).
  CLOCKS is {"pace", "clock", "per_move": seconds | null, "cap": seconds | null, "left": [seconds |
  null, ...] (each seat's time left as the frame was made, below 0 once run out; null: no clock),
  "running": the seat whose clock runs | null, "started": bool (whether the game has started: no
  clock runs before)}: a screen counts "running" down from the frame's arrival. "computer_moves" are the moves a computer made for an absent person: the commands
  applied before it, the seat it played for, and the index in this seat's log of the move's first
  entry. Both are sent, like "reasons", only when they changed.
- seats: {"type": "seats", "code", "seats": [SEAT_INFO, ...], "watchers": ["Cy", ...] (when anyone
  watches)}: someone joined, left or came back, or began or stopped watching.
- watching: {"type": "watching", "code", "name"}: this connection watches the game; its Connection
  sends the watch frame again by itself after a reconnection.
- talk: {"type": "talk", "code", "lines": [LINE]}: a line said at the table, to everyone at the game.
  The "game" frame holds the lines kept ("talk": [LINE, ...], when there are any). LINE is {"n":
  number, "seat", "text": "..." | "phrase": KEY | "event": EVENT, "at": wall time}: a client keeps
  each number once. The text is plain text, never markup. EVENT is what happened to the seat,
  told by the server (seat_events.py): "joined", "left" (away a minute), "came_back", "clock_low"
  (a quarter of a move's time left), "time_up", "handed_over", "taken_back", "gave_up", "taken_over".
- given_up: {"type": "given_up", "code", "seat"}: this connection's seat was given up: held no more.
- turns: {"type": "turns", "games": [{"code", "seat", "known", "turn", "deciding", "over", "year",
  "commands"}, ...]}: whose turn it is in games followed; only what every seat sees (turns.py).
- past: {"type": "past", "code", "seat", "after", "state": VIEW, "log": [ENTRY, ...]}, and when asked
  "own": [[commands applied before, COMMAND], ...]: the seat's own decisions that had a choice.
- refused: {"type": "refused", "kind": KIND, "message": ID, "values": [...], "request": TYPE,
  "code": ...}: nothing was changed. KIND is one of REFUSAL_KINDS; ID is a message id of the
  rules' messages (kind "illegal": `IllegalCommand`'s), of the screens' catalogues (kind
  "malformed_command": the save format's "problem.damaged"), or one of REFUSALS below.

ENTRY is a log entry as saves write it: [year, phase, message, values, seat or null].

Bounds: a frame over MAX_FRAME bytes, nested deeper than MAX_DEPTH, not a JSON object, of an
unknown type or with malformed fields is refused; past HARD_MAX_FRAME the WebSocket library
itself closes the connection (1009). Each connection has a token bucket of RATE frames a second
(BURST at once); a connection that earns STRIKES refusals for abuse is closed with 1008. Text that
is not Unicode (a lone surrogate, which JSON's escapes can spell) is refused, never echoed. Wrong
codes and games made are budgeted per address, connections capped per address and in all
(budgets.py, guard.py; docs/network.md lists every bound and why).
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_FRAME = 8 * 1024  # bytes: a command or a create frame is a few hundred
HARD_MAX_FRAME = 64 * 1024  # websockets' max_size on the server: past it, the connection closes
MAX_DEPTH = 8
RATE, BURST = 20.0, 40  # frames a second, and at once, per connection
STRIKES = 200  # abusive frames before a connection is closed (POLICY_CLOSE)
POLICY_CLOSE = 1008
CLIENT_MAX_FRAME = 4 * 1024 * 1024  # what a client accepts from the server: a game with its content
WATCH_NONE, WATCH, SPEAK = "none", "watch", "speak"  # a game's watchers: none; they read; they read and speak
WATCH_CHOICES = (WATCH_NONE, WATCH, SPEAK)
MAX_FOLLOWED = 64  # games one connection follows (turns.py): a player's week, not a stranger's list

# A \ud800 to \udfff escape: JSON may spell a lone surrogate so, which no Unicode text holds.
LONE_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")

TYPES = ("create", "look", "join", "command", "undo", "redo", "past", "reopen", "health", "hand_over", "take_back",
         "watch", "say", "follow", "leave", "start", "give_up", "away", "end",
         "sign_up", "confirm_address", "set_address", "sign_in", "sign_out", "sign_out_everywhere", "ask_reset", "reset",
         "delete_account", "who_am_i",
         "tables", "seats_to_fill", "play_now", "listing", "my_games", "take_up",
         "follow_player", "unfollow_player", "block_player", "unblock_player", "people",
         "leaderboard", "notices", "set_notices")

# Kinds of refusal: those marked abusive count towards closing the connection.
REFUSAL_KINDS = {
    "malformed": True,  # not JSON, not an object, a field of the wrong type
    "too_big": True,
    "too_deep": True,
    "unknown": True,  # an unknown "type"
    "rate": True,
    "wrong_token": True,
    "no_game": False,
    "no_seat": False,  # no such seat, or it is taken, or not open
    "not_your_turn": False,
    "stale": False,
    "malformed_command": False,
    "illegal": False,
    "cannot_undo": False,
    "cannot_redo": False,
    "full": False,  # the server holds as many games as it may
    "guesses": True,  # too many wrong codes or tokens from this address lately (budgets.py)
    "creates": False,  # too many games made from this address lately
    "address_games": False,  # this address has as many unfinished games on the server as it may
    "hand_over": False,  # a seat that cannot be handed to a computer, or taken back, now
    "stood_in": False,  # a command for a seat a computer plays: take it back first
    "watching": False,  # a watcher's command, undo, hand-over or line: a watcher cannot act
    "not_watchable": False,  # a game its creator did not let be watched, or watched by as many as it may be
    "game_name": False,  # a game's name that cannot be one: empty, too long, unshowable characters
    "talk": False,  # a line at the table that cannot be said: empty, too long, unshowable characters
    "talk_rate": False,  # too many lines at once from a seat
    "away": False,  # away days that cannot be spent: none left, or fewer than asked (away_days.py)
    "ending": False,  # an answer to an ending the game is not open to now (ending.py)
    "unavailable": False,  # the server cannot reach its database: nothing is answered from a copy unconfirmed
    "no_accounts": False,  # a request about accounts to a server without them (xerxes-server --accounts)
    "account": False,  # a request about an account that cannot be done: a name taken, a password wrong, ...
    "not_signed_in": False,  # a request of a signed-in connection from one that is not (or whose session ended)
    "sign_ins": True,  # too many wrong passwords or codes, sign-ups or codes asked for from this address lately
    "lists": True,  # too many lists asked for from this address lately (lobby.py, my_games.py, relations.py)
    "seatings": True,  # too many seats taken at listed tables from this address lately (lobby.py)
    "signed_in_only": False,  # a seat at a table for signed-in players only, asked for without an account
    "one_seat": False,  # a second seat of one game for one account
    "notices": False,  # notices' settings that cannot be kept: a way the server has not, an address unconfirmed, ...
}


def watch_choice(value: Any) -> str | None:
    """One of WATCH_CHOICES for a "create" frame's or a save's "watch" (true and false, as screens and
    saves before speaking watchers said it: WATCH and WATCH_NONE); None when it is none of them."""
    if isinstance(value, bool):
        return WATCH if value else WATCH_NONE
    return value if isinstance(value, str) and value in WATCH_CHOICES else None


def sent_again(frame: dict) -> bool:
    """Whether an app sends the frame again on reconnecting, and only then (client.py): a seat's
    join with its token, a watch, a follow, a sign-in by a session."""
    kind = frame.get("type")
    return (kind in ("watch", "follow") or (kind == "join" and "token" in frame)
            or (kind == "sign_in" and "session" in frame))


# The English words of the network's own refusals; the screens word them in their language.
REFUSALS = {
    "net.malformed": "The message could not be read: {0}.",
    "net.too_big": "The message is too long (at most {0} bytes).",
    "net.too_deep": "The message is nested too deeply (at most {0} levels).",
    "net.unknown": "The server does not know this request: {0}.",
    "net.rate": "Too many messages at once: slow down.",
    "net.wrong_token": "This seat's secret does not match: the seat belongs to someone else.",
    "net.seat_reopened": "The game's creator opened this seat again: take it again with the code and your name.",
    "net.not_creator": "Only the computer that created the game may open a seat again.",
    "net.no_game": "There is no game with the code {0}.",
    "net.no_seat": "Seat {0} cannot be taken: it does not exist or someone already has it.",
    "net.not_your_turn": "It is not this seat's decision.",
    "net.stale": "The game moved on before this arrived ({0} decisions made, {1} seen).",
    "net.cannot_undo": "There is nothing this seat can take back.",
    "net.cannot_redo": "There is nothing to give again.",
    "net.full": "The server holds as many games as it may.",
    "net.guesses": "Too many wrong codes from your address: try again in {0} seconds.",
    "net.creates": "Too many games made from your address: try again in {0} minutes.",
    "net.address_games": "Your address has as many unfinished games on this server as it may ({0}).",
    "net.not_absent": "Seat {0} is not another person's seat that a computer could play for them.",
    "net.no_clock": "This game has no clock: no seat can be handed to a computer.",
    "net.not_started": "The game has not started yet: no clock runs and no seat can be handed to a computer.",
    "net.not_creator_start": "Only the computer that created the game may start it with seats still open.",
    "net.clock_running": "{0}'s clock has not run out: their seat can be handed to a computer only once it has.",
    "net.away_days_left": "{0} still has {1} away days: their seat can be handed to a computer only once their clock has run out with none left.",
    "net.away_none": "There are no away days to spend in this game.",
    "net.away_too_many": "You have {0} away days left: say a time within them.",
    "net.cannot_end": "This game cannot be ended by agreement now: nobody has left it for good, or you are not among those who remain.",
    "net.not_stood_in": "No computer plays this seat: it is yours already.",
    "net.stood_in": "A computer plays this seat since its clock ran out: take the seat back first.",
    "net.watching": "You are watching this game: a watcher cannot play.",
    "net.no_watching": "This game's creator did not let it be watched.",
    "net.watchers_silent": "In this game watchers may watch but not speak at the table.",
    "net.watchers_full": "This game has as many watchers as it may ({0}).",
    "net.game_name": "A game's name is 1 to {0} characters that can be shown, with no control characters.",
    "net.talk_empty": "An empty line says nothing.",
    "net.talk_long": "A line is at most {0} characters.",
    "net.talk_characters": "A line may hold only characters that can be shown: no control characters or direction marks.",
    "net.talk_rate": "Too many lines at once: wait {0} seconds before the next.",
    "net.unavailable": "The server cannot save games just now; try again in a moment.",
    "net.no_accounts": "This server has no accounts: join its games with their codes.",
    "net.not_signed_in": "Sign in first.",
    "net.session_gone": "This sign-in has ended (signed out, or everywhere): sign in again.",
    "net.sign_ins": "Too many tries from your address: try again in {0} seconds.",
    "net.sign_in_wrong": "The name or the password is wrong.",
    "net.sign_in_wait": "Too many wrong passwords for this account: try again in {0} seconds.",
    "net.name_taken": "The name {0} is taken on this server, or one too like it: choose another.",
    "net.password_short": "A password is at least {0} characters.",
    "net.password_long": "A password is at most {0} characters.",
    "net.password_common": "This password is among the most common ones: choose another.",
    "net.address_wrong": "This is not an e-mail address.",
    "net.code_wrong": "The code is wrong, has been used, or is too old: ask for a new one.",
    "net.lists": "Too many lists asked for from your address: try again in {0} seconds.",
    "net.seatings": "Too many seats taken from your address lately: try again in {0} seconds.",
    "net.not_creator_listing": "Only the computer that created the game may list it, or list it no more.",
    "net.signed_in_only": "Only players signed in to an account on this server may sit at this table: sign in first.",
    "net.one_seat": "You have a seat in this game already: an account sits once at a game.",
    "net.seat_taken_up": "This seat was taken up on another computer signed in to its account: it is played there now.",
    "net.seat_taken_over": "A computer played this seat after its clock ran out, and a newcomer has taken it over.",
    "net.no_player": "There is no player called {0} on this server.",
    "net.not_yourself": "You cannot follow or block yourself.",
    "net.relations_full": "You follow or block as many players as you may ({0}).",
    "net.notices_channel": "This server sends no notices this way.",
    "net.notices_unconfirmed": "Confirm your e-mail address first: the notices go only to a confirmed one.",
    "net.notices_push": "A push address is an ntfy topic (ntfy+https://ntfy.sh/your-topic) or a Discord or Matrix webhook (discord+https://… or matrix+https://…).",
    "net.notices_no_push": "Give the push address first.",
    "net.notices_zone": "No such time zone: {0}. Give it as +09:00, or as a place such as Asia/Tokyo.",
}


class Refused(Exception):
    """A frame refused: its kind, message id and values (see REFUSALS)."""

    def __init__(self, kind: str, message: str, *values: Any):
        super().__init__(kind, message, *values)
        self.kind = kind
        self.message = message
        self.values = list(values)

    @property
    def abusive(self) -> bool:
        return REFUSAL_KINDS[self.kind]

    def frame(self, request: Any = None, code: Any = None) -> dict:
        return {"type": "refused", "kind": self.kind, "message": self.message,
                "values": [unicode(value) if isinstance(value, str) else value for value in self.values],
                "request": request if isinstance(request, str) and request in TYPES else None,
                "code": unicode(code) if isinstance(code, str) and len(code) <= 16 else None}


def unicode(text: str) -> str:
    """`text` as it can be sent: a lone surrogate (which JSON's \\ud800 escapes can make, and
    UTF-8 cannot encode) replaced by U+FFFD."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return "".join("\ufffd" if "\ud800" <= letter <= "\udfff" else letter for letter in text)


def refusal_text(frame: dict) -> str:
    """A refusal in English (the screens have their own words by its message id)."""
    template = REFUSALS.get(frame.get("message"), frame.get("message") or "")
    try:
        return template.format(*frame.get("values", []))
    except (IndexError, KeyError, ValueError):
        return template


def depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """How deeply `value` nests, counting no further than one past `limit`."""
    if limit < 0:
        return 1
    if isinstance(value, dict):
        return 1 + max((depth(v, limit - 1) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v, limit - 1) for v in value), default=0)
    return 0


def parse(message: str | bytes) -> dict:
    """A client's frame read within the bounds, or Refused."""
    if isinstance(message, bytes):
        raise Refused("malformed", "net.malformed", "a text message was expected")
    if len(message) > MAX_FRAME or len(message.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise Refused("too_big", "net.too_big", MAX_FRAME)
    try:
        frame = json.loads(message)
    except RecursionError:
        raise Refused("too_deep", "net.too_deep", MAX_DEPTH) from None
    except ValueError:
        raise Refused("malformed", "net.malformed", "it is not JSON") from None
    if depth(frame) > MAX_DEPTH:
        raise Refused("too_deep", "net.too_deep", MAX_DEPTH)
    if not isinstance(frame, dict):
        raise Refused("malformed", "net.malformed", "it is not an object")
    if LONE_SURROGATE.search(message) and not _is_unicode(frame):
        raise Refused("malformed", "net.malformed", "it holds text that is not Unicode")
    kind = frame.get("type")
    if kind not in TYPES:
        raise Refused("unknown", "net.unknown", kind if isinstance(kind, str) and len(kind) <= 20 else "?")
    return frame


def _is_unicode(frame: dict) -> bool:
    try:
        json.dumps(frame, ensure_ascii=False).encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def whole(frame: dict, key: str, low: int = 0, high: int = 1 << 31) -> int:
    value = frame.get(key)
    if type(value) is not int or not low <= value <= high:
        raise Refused("malformed", "net.malformed", f"{key} must be a whole number from {low} to {high}")
    return value


def text(frame: dict, key: str, limit: int = 100) -> str:
    value = frame.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= limit:
        raise Refused("malformed", "net.malformed", f"{key} must be a short text")
    return value


def encode(frame: dict) -> str:
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False)


def encoded(frame: dict) -> bytes:
    """A frame as the server sends it: UTF-8 (a text message). Text that UTF-8 cannot hold is
    never echoed (`unicode`); should some still slip in, it is sent escaped, never a failure."""
    try:
        return encode(frame).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(frame, separators=(",", ":")).encode("ascii")
