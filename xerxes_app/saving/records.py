"""The player's records, kept between games in the save folder: every finished game's mode,
strength, whether it was won, and the best score at the table; the Records screen counts them.

A damaged file loses nothing: it is set aside under another name (which the load screen does not
list) with a sentence saying where, and the records start afresh beside it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from ..names import SEAT_NAME_MAX, name_problem
from ..rules import Sentence, goal_met, standard_content
from ..session import STRENGTHS, Session
from .atomic import write_atomically
from .failures import SaveWarning, system_words, warning_for
from .folders import RECORDS_FILE
from .regular_file import FileTooLarge, read_small_file
from .savefile import parse_json
from .small_files import set_aside
from .slots import PASS_AND_PLAY, SOLO, WITH_COMPUTERS, summary

FORMAT = "xerxes-records"
MAX_BYTES = 2 * 1024 * 1024
KEPT = 2000  # games; the oldest go first
KEY_LENGTH = 32  # a game's key: the first letters of a digest of the whole game (game_key)
SATRAPS = frozenset(satrap.name for satrap in standard_content().satraps)
MODES = (PASS_AND_PLAY, WITH_COMPUTERS, SOLO)


@dataclass(frozen=True)
class GameRecord:
    key: str  # tells one finished game from another, so a game is counted once
    mode: str  # PASS_AND_PLAY, WITH_COMPUTERS or SOLO
    strength: str | None  # the solo scenario, or the strongest computer at the table
    won: bool | None  # a person won (solo: the goal was met); None when only people played
    name: str  # the person with the best score at the table
    satrap: str
    vp: int  # that person's; 0 in a solo game, which has no VP (R20)
    year: int
    players: int
    hints: int = 0  # hints shown at the table in that game (records written before hints have none)
    stood_in: int = 0  # moves a computer made for this computer's people whose clock ran out (a network game by the day)
    abandoned: bool = False  # a network game ended by its people's agreement: nobody's win


@dataclass(frozen=True)
class Tally:
    mode: str
    strength: str | None
    played: int
    won: int | None  # None when only people played
    hinted: int  # games in which hints were used
    best: int | None  # the best VP; None for solo games, which have no VP (R20)


@dataclass(frozen=True)
class LoadedRecords:
    games: tuple[GameRecord, ...]
    problem: str | None  # what was wrong with the file, and where it was set aside


def record_of(session: Session, key: str | None = None, people: list[int] | None = None, stood_in: int = 0,
              abandoned: bool = False) -> GameRecord:
    """What the records keep of a finished game. A network game's copy (the views of this
    computer's seats, `people`) gives its own `key`: the whole game is on its server, and how
    many of their moves a computer made (`stood_in`)."""
    state = session.state
    mode = summary(session).mode
    humans = people if people is not None else [seat for seat, person in enumerate(session.seats) if person.is_human]
    if mode == SOLO:
        strength, won = state.scenario, goal_met(state)
    elif mode == WITH_COMPUTERS:
        strength = max((person.kind for person in session.seats if not person.is_human), key=STRENGTHS.index)
        won = not abandoned and any(standing.rank == 1 for standing in state.standings if standing.seat in humans)
    else:
        strength, won = None, None
    best = max(humans, key=lambda seat: state.players[seat].vp)
    player = state.players[best]
    return GameRecord(key or game_key(session), mode, strength, won, session.seats[best].name, state.content.satraps[player.satrap].name,
                      player.vp, state.year, len(state.players), session.hints_used, stood_in, abandoned)


def game_key(session: Session) -> str:
    """A game's key, from the whole game, every command and the table: another game can only
    match it by being played identically from the same deal. A game of computers alone has one
    too (its review is looked for by it), though the records never count it."""
    return hashlib.sha256(json.dumps(session.to_json(), sort_keys=True).encode("utf-8")).hexdigest()[:KEY_LENGTH]


def network_key(address: str, port: int, code: str) -> str:
    """A network game's key in the records: a code names one game on its server."""
    return hashlib.sha256(f"network:{address.lower()}:{port}:{code}".encode("utf-8", "surrogatepass")).hexdigest()[:KEY_LENGTH]


def _game(row) -> GameRecord:
    """A row of the file as a GameRecord; ValueError when it is not one."""
    optional = {"hints", "stood_in", "abandoned"}  # written only by later versions
    if not isinstance(row, dict) or set(row) - optional != set(GameRecord.__dataclass_fields__) - optional:
        raise ValueError("not a game")
    record = GameRecord(**row)
    strengths = STRENGTHS if record.mode != PASS_AND_PLAY else (None,)
    won = (True, False) if record.mode != PASS_AND_PLAY else (None,)
    if (
        record.mode not in MODES
        or record.strength not in strengths
        or not any(record.won is answer for answer in won)  # 1 is not True
        or not (type(record.key) is str and len(record.key) <= KEY_LENGTH and record.key.isalnum())
        or name_problem(record.name, SEAT_NAME_MAX) is not None  # as a seat's name in a save
        or record.satrap not in SATRAPS
        or not all(type(number) is int for number in (record.vp, record.year, record.players, record.hints, record.stood_in))
        or not 0 <= record.hints <= 100_000
        or not 0 <= record.stood_in <= 100_000
        or type(record.abandoned) is not bool or (record.abandoned and record.won is True)
        or not 0 <= record.vp <= 999
        or not 1 <= record.year <= 7
        or not 1 <= record.players <= 4
    ):
        raise ValueError("not a game")
    return record


def load_records(folder: Path) -> LoadedRecords:
    path = Path(folder) / RECORDS_FILE
    try:
        data = read_small_file(path, MAX_BYTES)  # a pipe under its name is refused, never waited on
    except FileNotFoundError:
        return LoadedRecords((), None)
    except FileTooLarge:
        return LoadedRecords((), _set_aside(path))
    except OSError as error:
        detail = system_words(error)
        return LoadedRecords((), Sentence(f"The records could not be read ({detail}).", "problem.records_unreadable", error=detail))
    try:
        parsed = parse_json(data.decode("utf-8"))
        if not isinstance(parsed, dict) or parsed.get("format") != FORMAT or not isinstance(parsed.get("games"), list):
            raise ValueError("not the records")
        return LoadedRecords(tuple(_game(row) for row in parsed["games"]), None)
    except (ValueError, TypeError, RecursionError):
        return LoadedRecords((), _set_aside(path))


def _set_aside(path: Path) -> Sentence:
    """Move a damaged records file out of the way, keeping it, and say where it went."""
    try:
        aside = set_aside(path)
    except OSError as error:
        detail = system_words(error)
        return Sentence(f"The records file {path} is damaged and could not be set aside ({detail}); it is left as it is.",
                        "problem.records_left", file=str(path), error=detail)
    return Sentence(f"The records file was damaged: it is kept as {aside} and the records start afresh.",
                    "problem.records_set_aside", file=str(aside))


def record_game(folder: Path, session: Session, key: str | None = None, people: list[int] | None = None,
                stood_in: int = 0, abandoned: bool = False) -> SaveWarning | None:
    """Count a finished game in the records; an unfinished one, one of computers alone (watched,
    not played) or one counted already changes nothing, so calling it twice for one game is
    harmless. A network game gives its key and the seats played at this computer (`record_of`);
    one ended by agreement is counted `abandoned`, unfinished as it is, never as a win."""
    if not (session.state.is_over or abandoned) or session.humans == 0 or people == []:
        return None
    folder = Path(folder)
    record = record_of(session, key, people, stood_in, abandoned)
    loaded = load_records(folder)
    if (folder / RECORDS_FILE).exists() and loaded.problem is not None:
        return SaveWarning("other", Sentence(f"{loaded.problem} This game is not counted.", "problem.not_counted",
                                             problem=loaded.problem))
    if any(game.key == record.key for game in loaded.games):
        return None
    games = [*loaded.games, record][-KEPT:]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"format": FORMAT, "games": [asdict(game) for game in games]})
        write_atomically(folder / RECORDS_FILE, text.encode("utf-8"))
    except OSError as error:
        return warning_for(error, folder, "records", "over_all_the_same")
    return None


def tallies(games: tuple[GameRecord, ...]) -> list[Tally]:
    """Games played, won and the best score, by mode and strength, in the order of MODES and STRENGTHS."""
    groups: dict[tuple[str, str | None], list[GameRecord]] = {}
    for game in games:
        groups.setdefault((game.mode, game.strength), []).append(game)
    order = [(PASS_AND_PLAY, None)] + [(mode, s) for mode in (WITH_COMPUTERS, SOLO) for s in STRENGTHS]
    return [
        Tally(mode, strength, len(group), None if mode == PASS_AND_PLAY else sum(1 for g in group if g.won),
              sum(1 for g in group if g.hints), None if mode == SOLO else max(g.vp for g in group))
        for mode, strength in order
        if (group := groups.get((mode, strength)))
    ]


def best_scores(games: tuple[GameRecord, ...], count: int = 5) -> list[GameRecord]:
    """The highest scores (solo games have none), the earlier game first among equals."""
    return sorted((game for game in games if game.mode != SOLO), key=lambda game: -game.vp)[:count]
