"""The JSON save format: a game state as plain JSON, and back, treating the input as untrusted.

A save is `{"format": "xerxes-save", "version": N, "content": {...}, "state": {...}}`. It carries
its own content, so a game saved before the content changed still loads as it was played. Loading
checks every field's type, then the whole state against the rules (`validation.py`); anything
wrong is refused with a SaveError saying what, and nothing half-loaded is ever returned.
Positions that other fields imply (pawns on the board, builders of buildings) are not stored
but rebuilt, so they cannot disagree.
"""

from __future__ import annotations

import json
from typing import Any

from .content import Content, content_from_data
from .messages import ENGLISH
from .errors import ContentError, SaveError, Sentence, damaged
from .scoring import final_standings
from .solo import GOALS
from .state import GAME_OVER, PHASES, TURN_CHANGE_SPACE, GameState, LogEntry, Player
from .validation import problems

FORMAT = "xerxes-save"
VERSION = 3  # 2: log entries as message ids with their values; 3: so are the computers' reasons
TURN_CHANGE_NAME = "turn change"
SOURCE_NAMES = ("tax", "campaign", "building", "lost")


# --- Writing ----------------------------------------------------------------------------------


def to_json(state: GameState) -> dict[str, Any]:
    content = state.content
    names = content.resources
    units = content.units
    areas = content.areas

    def place(a: int) -> str:
        return TURN_CHANGE_NAME if a == TURN_CHANGE_SPACE else areas[a].name

    def converted(player: Player) -> dict[str, str] | None:
        if player.converted is None:
            return None
        area, was, to = player.converted
        return {"source": areas[area].name if area >= 0 else units[was], "from": units[was], "to": units[to]}

    players = [
        {
            "satrap": content.satraps[p.satrap].name,
            "resources": dict(zip(names, p.resources)),
            "vp": p.vp,
            "vp_sources": dict(zip(SOURCE_NAMES, p.vp_sources)),
            "tax_hand": p.tax_hand,
            "campaign_hand": p.campaign_hand,
            "tax_discard": p.tax_discard,
            "campaign_discard": p.campaign_discard,
            "tax_resolved": p.tax_resolved,
            "campaign_resolved": p.campaign_resolved,
            "buildings": [content.buildings[b].name for b in p.buildings],
            "ability_used": p.ability_used,
            "workers": [place(a) for a in p.workers],
            "used_areas": [areas[a].name for a in p.used_areas],
            "campaigns_this_round": p.campaigns_this_round,
            "permanents_used": dict(zip(units, p.permanents_used)),
            "bonus_used": p.bonus_used,
            "converted": converted(p),
            "ignores_event": p.ignores_event,
            "gathered": dict(zip(names, p.gathered)),
            "builds_this_round": p.builds_this_round,
        }
        for p in state.players
    ]
    return {
        "format": FORMAT,
        "version": VERSION,
        "content": content.data,
        "state": {
            "seed": state.seed,
            "rng": state.rng,
            "year": state.year,
            "phase": state.phase,
            "turn_order": state.turn_order,
            "turn": state.turn,
            "sweep": state.sweep,
            "players": players,
            "event_deck": [content.events[e].name for e in state.event_deck],
            "event": content.events[state.event].name if state.event >= 0 else None,
            "tax_deck": state.tax_deck,
            "campaign_deck": state.campaign_deck,
            "gift_left": state.gift_left,
            "lose_pending": state.lose_pending,
            "gain_pending": state.gain_pending,
            "scenario": state.scenario,
            "tile_pile": state.tile_pile,
            "tile": state.tile,
            "log": [[e.year, e.phase, e.message, _plain(e.values), e.seat] for e in state.log],
        },
    }


def _plain(values: Any) -> Any:
    """A log entry's values as JSON lists (tuples inside tuples, as a campaign's sources)."""
    return [_plain(v) for v in values] if isinstance(values, tuple) else values


def tuples(values: Any) -> Any:
    return tuple(tuples(v) for v in values) if isinstance(values, list) else values


def dumps(state: GameState) -> str:
    return json.dumps(to_json(state), separators=(",", ":"), ensure_ascii=False)


# --- Reading ----------------------------------------------------------------------------------


def loads(text: str | bytes) -> GameState:
    """A state from a save file's text; SaveError for anything that is not a sound save."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise SaveError(Sentence("The file is not a saved game: it is not readable JSON (it may be truncated or corrupt).",
                                 "problem.not_json")) from error
    return from_json(data)


def from_json(data: Any) -> GameState:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Sentence("The file is not a saved game of Xerxes.", "problem.not_xerxes"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(Sentence("The saved game has no valid format version.", "problem.no_version"))
    if version > VERSION:
        raise SaveError(Sentence(f"The game was saved by a newer version of the app (format {version}; this app reads up to "
                                 f"{VERSION}).", "problem.newer", version=version, reads=VERSION))
    try:
        content = content_from_data(data.get("content"))
    except ContentError as error:
        raise SaveError(Sentence(f"The saved game's content is damaged: {error}.", "problem.content_damaged",
                                 detail=str(error))) from error
    state = _state_from_json(_Fields(data, "save").table("state"), content)
    found = problems(state)
    if found:
        raise SaveError(Sentence(f"The saved game breaks the rules: {found[0]}.", "problem.breaks_rules", detail=found[0]))
    return state


class _Fields:
    """Typed access to one JSON object, with the path in every error message."""

    def __init__(self, data: Any, path: str):
        if not isinstance(data, dict):
            raise damaged(f"{path} must be an object")
        self.data = data
        self.path = path

    def _get(self, key: str) -> Any:
        if key not in self.data:
            raise damaged(f"{self.path}.{key} is missing")
        return self.data[key]

    def fail(self, key: str, what: str) -> SaveError:
        return damaged(f"{self.path}.{key} must be {what}")

    def integer(self, key: str, low: int, high: int) -> int:
        value = self._get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(key, f"a whole number from {low} to {high}")
        return value

    def boolean(self, key: str) -> bool:
        value = self._get(key)
        if not isinstance(value, bool):
            raise self.fail(key, "true or false")
        return value

    def table(self, key: str) -> "_Fields":
        value = self._get(key)
        if not isinstance(value, dict):
            raise self.fail(key, "an object")
        return _Fields(value, f"{self.path}.{key}")

    def items(self, key: str, high: int = 10_000) -> list:
        value = self._get(key)
        if not isinstance(value, list) or len(value) > high:
            raise self.fail(key, f"a list of at most {high} entries")
        return value

    def numbers(self, key: str, low: int, high: int, length: int = 100) -> list[int]:
        values = self.items(key, length)
        if not all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in values):
            raise self.fail(key, f"a list of whole numbers from {low} to {high}")
        return list(values)

    def name(self, key: str, index: dict[str, int], what: str) -> int:
        value = self._get(key)
        if not isinstance(value, str) or value not in index:
            raise self.fail(key, f"the name of {what}")
        return index[value]

    def names(self, key: str, index: dict[str, int], what: str, length: int = 100) -> list[int]:
        values = self.items(key, length)
        if not all(isinstance(v, str) and v in index for v in values):
            raise self.fail(key, f"a list of names of {what}")
        return [index[v] for v in values]

    def counts(self, key: str, names: tuple[str, ...], high: int) -> list[int]:
        table = self.table(key)
        if set(table.data) != set(names):
            raise self.fail(key, f"an object with exactly the keys {', '.join(names)}")
        return [table.integer(name, 0, high) for name in names]


def _state_from_json(fields: _Fields, content: Content) -> GameState:
    places = dict(content.area_index)
    places[TURN_CHANGE_NAME] = TURN_CHANGE_SPACE
    event_index = {e.name: e.index for e in content.events}
    rows = fields.items("players", len(content.satraps))
    if not 1 <= len(rows) <= len(content.satraps):
        raise fields.fail("players", f"a list of 1 to {len(content.satraps)} players")
    scenario = fields._get("scenario")
    if scenario is not None and scenario not in GOALS:
        raise fields.fail("scenario", "null or one of " + ", ".join(GOALS))
    n_tax, n_campaign = len(content.tax_cards) - 1, len(content.campaign_cards) - 1
    players = []
    for seat, row in enumerate(rows):
        p = _Fields(row, f"state.players[{seat}]")
        converted = None
        if p._get("converted") is not None:
            c = p.table("converted")
            to = c.name("to", content.unit_index, "a military unit")
            was = c.name("from", content.unit_index, "a military unit")
            source = c._get("source")
            if not isinstance(source, str):
                raise c.fail("source", "an area or the unit it changed from")
            if source in content.area_index:
                converted = (content.area_index[source], was, to)
            elif source in content.unit_index and content.unit_index[source] == was:
                converted = (-1, was, to)
            else:
                raise c.fail("source", "an area or the unit it changed from")
        player = Player(
            satrap=p.name("satrap", content.satrap_index, "a satrap"),
            resources=p.counts("resources", content.resources, 99),
            vp=p.integer("vp", 0, 10_000),
            tax_hand=p.numbers("tax_hand", 0, n_tax),
            campaign_hand=p.numbers("campaign_hand", 0, n_campaign),
            tax_discard=p.numbers("tax_discard", 0, n_tax),
            campaign_discard=p.numbers("campaign_discard", 0, n_campaign),
            tax_resolved=p.numbers("tax_resolved", 0, n_tax),
            campaign_resolved=p.numbers("campaign_resolved", 0, n_campaign),
            buildings=p.names("buildings", content.building_index, "a building"),
            ability_used=p.boolean("ability_used"),
            vp_sources=p.counts("vp_sources", SOURCE_NAMES, 10_000),
            workers=p.names("workers", places, "an area or the turn change", 2),
            used_areas=p.names("used_areas", content.area_index, "an area", 3),
            campaigns_this_round=p.integer("campaigns_this_round", 0, 2),
            permanents_used=p.counts("permanents_used", content.units, 99),
            bonus_used=p.integer("bonus_used", 0, 99),
            converted=converted,
            ignores_event=p.boolean("ignores_event"),
            gathered=p.counts("gathered", content.resources, 99),
            builds_this_round=p.integer("builds_this_round", 0, 2),
        )
        players.append(player)
    n = len(players)
    phase = fields._get("phase")
    if phase not in PHASES:
        raise fields.fail("phase", f"one of {', '.join(PHASES)}")
    event = fields._get("event")
    if event is not None and (not isinstance(event, str) or event not in event_index):
        raise fields.fail("event", "null or the name of an event")
    log = []
    for i, entry in enumerate(fields.items("log", 100_000)):
        if (
            not isinstance(entry, list)
            or len(entry) != 5
            or not isinstance(entry[0], int)
            or isinstance(entry[0], bool)
            or entry[1] not in PHASES
            or not isinstance(entry[2], str)
            or entry[2] not in ENGLISH
            or not isinstance(entry[3], list)
            or not (entry[4] is None or (isinstance(entry[4], int) and not isinstance(entry[4], bool) and 0 <= entry[4] < n))
        ):
            raise damaged(f"log entry {i + 1} is malformed")
        try:
            logged = LogEntry(entry[0], entry[1], entry[2], tuples(entry[3]), entry[4])
            logged.text  # an entry whose values do not fit its message could not be shown
        except (IndexError, KeyError, TypeError, ValueError, AttributeError, RecursionError) as error:
            raise damaged(f"log entry {i + 1} is malformed") from error
        log.append(logged)
    state = GameState(
        content=content,
        players=players,
        year=fields.integer("year", 1, content.years),
        phase=phase,
        turn_order=fields.numbers("turn_order", 0, n - 1, n),
        turn=fields.integer("turn", 0, n),
        sweep=fields.integer("sweep", 1, 2),
        area_pawns=[],
        turn_change=-1,
        event_deck=fields.names("event_deck", event_index, "an event", len(content.events)),
        event=-1 if event is None else event_index[event],
        tax_deck=fields.numbers("tax_deck", 0, n_tax, n_tax + 1),
        campaign_deck=fields.numbers("campaign_deck", 0, n_campaign, n_campaign + 1),
        built_by=[],
        gift_left=fields.integer("gift_left", 0, 99),
        lose_pending=fields.boolean("lose_pending"),
        gain_pending=fields.boolean("gain_pending"),
        scenario=scenario,
        tile_pile=fields.numbers("tile_pile", 0, len(content.solo_tiles) - 1, len(content.solo_tiles)),
        tile=fields.integer("tile", -1, len(content.solo_tiles) - 1),
        seed=fields.integer("seed", -(1 << 63), (1 << 64) - 1),
        rng=fields.integer("rng", 0, (1 << 64) - 1),
        entries=log,
        standings=[],
    )
    if len(state.turn_order) != n:
        raise fields.fail("turn_order", "a list of every seat")
    state.rebuild_board()
    if state.phase == GAME_OVER:
        state.standings = final_standings(state)
    return state
