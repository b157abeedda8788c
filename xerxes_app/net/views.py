"""A seat's view (`view_for`, R25) on the wire, and back into a GameState on the client.

The save format writes a whole game; a view holds HIDDEN markers where a card or an event is
not this seat's to see, which the save format would read as card 0 or as the last event. So a
view travels in the save format's state encoding with its hidden event deck written as null,
without its log (which travels by increments), and without its content (sent once per game).
"""

from __future__ import annotations

from typing import Any

from ..rules import HIDDEN, GameState, LogEntry, to_json
from ..rules.content import Content
from ..rules.saveformat import _Fields, _plain, _state_from_json, tuples

_HAND_LISTS = ("tax_hand", "campaign_hand", "tax_discard", "campaign_discard")


def encode_view(view: GameState) -> dict[str, Any]:
    log, view.log = view.log, []  # the log travels apart: not written here only to be dropped
    try:
        data = to_json(view)["state"]
    finally:
        view.log = log
    del data["log"]
    events = view.content.events
    data["event_deck"] = [None if e == HIDDEN else events[e].name for e in view.event_deck]
    return data


def encode_entries(entries: list[LogEntry]) -> list[list]:
    return [[e.year, e.phase, e.message, _plain(e.values), e.seat] for e in entries]


def decode_entries(rows: list) -> list[LogEntry]:
    return [LogEntry(row[0], row[1], row[2], tuples(row[3]), row[4]) for row in rows]


def decode_view(data: dict[str, Any], content: Content, log: list[LogEntry]) -> GameState:
    """The view as a GameState the table can draw: the hidden cards HIDDEN again."""
    data = dict(data, log=[])
    hidden_events = [i for i, name in enumerate(data["event_deck"]) if name is None]
    stand_in = content.events[0].name
    data["event_deck"] = [stand_in if name is None else name for name in data["event_deck"]]
    players = []
    hidden_cards = []
    for row in data["players"]:
        row = dict(row)
        hidden_cards.append({key: [i for i, card in enumerate(row[key]) if card == HIDDEN] for key in _HAND_LISTS})
        for key in _HAND_LISTS:
            row[key] = [0 if card == HIDDEN else card for card in row[key]]
        players.append(row)
    data["players"] = players
    decks = {key: len(data[key]) for key in ("tax_deck", "campaign_deck", "tile_pile")}
    for key in decks:
        data[key] = [0 if card == HIDDEN else card for card in data[key]]
    state = _state_from_json(_Fields(data, "view"), content)
    for i in hidden_events:
        state.event_deck[i] = HIDDEN
    for player, hidden in zip(state.players, hidden_cards):
        for key, places in hidden.items():
            cards = getattr(player, key)
            for i in places:
                cards[i] = HIDDEN
    state.tax_deck = [HIDDEN] * decks["tax_deck"]
    state.campaign_deck = [HIDDEN] * decks["campaign_deck"]
    state.tile_pile = [HIDDEN] * decks["tile_pile"]
    state.log = log
    return state


def merge_update(data: dict[str, Any], frame: dict[str, Any]) -> dict[str, Any]:
    """A seat's whole fields after an "update" frame, which holds only what changed since `data`
    (the fields of the frames before it): the view's changed fields, its changed players (null
    for the others), and "reasons", "by_year", "moments" when they changed."""
    state = dict(data["state"])
    for key, value in frame["state"].items():
        if key == "players":
            state["players"] = [old if new is None else new for old, new in zip(state["players"], value)]
        else:
            state[key] = value
    return {**data, **frame, "state": state}
