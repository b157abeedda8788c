"""The state of a game of Xerxes: plain data, cheap to clone, equal when the games are equal.

Indices stand for the content's records (`state.content.areas[i]`, ...); seats are 0..N-1 in the
order the players were named at setup. The engine (`engine.py`) is the only code that changes a
state; screens and bots read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .content import Content
from .messages import render

# Phases, in the order of a round (R5). The event is revealed between placement and campaign.
SETUP = "setup"
PLACEMENT = "placement"
CAMPAIGN = "campaign"
GATHERING = "gathering"
BUILD = "build"
TAXATION = "taxation"
TURN_CHANGE_PHASE = "turn_change"
GAME_OVER = "game_over"
PHASES = (SETUP, PLACEMENT, CAMPAIGN, GATHERING, BUILD, TAXATION, TURN_CHANGE_PHASE, GAME_OVER)

TURN_CHANGE_SPACE = -1  # a worker's place that is not an area
AI_PAWN = -2  # solo: an area the tile closes to the player this round (R21)
HIDDEN = -1  # a card a player's view may not see

# Indices into Player.vp_sources: VP gained from each source, and VP lost (R13 floor applied).
TAX_VP, CAMPAIGN_VP, BUILDING_VP, LOST_VP = range(4)


@dataclass(slots=True)
class Player:
    satrap: int
    resources: list[int]
    vp: int
    tax_hand: list[int]
    campaign_hand: list[int]
    tax_discard: list[int]
    campaign_discard: list[int]
    tax_resolved: list[int]
    campaign_resolved: list[int]
    buildings: list[int]
    ability_used: bool
    vp_sources: list[int]
    # This round only (reset at the end of each round).
    workers: list[int]  # where this round's workers stand: area indices or TURN_CHANGE_SPACE
    used_areas: list[int]  # areas whose unit went to a campaign (R10)
    campaigns_this_round: int
    permanents_used: list[int]  # per unit type, permanent units spent this campaign phase
    bonus_used: int  # bonus units (Gods' Blessings, 3rd slot) spent this campaign phase
    converted: tuple[int, int, int] | None  # Aegyptus (R18): (area or -1, from unit, to unit)
    ignores_event: bool  # Babylonia (R18)
    gathered: list[int]  # per resource, what gathering added this round (R8 1st slot)
    builds_this_round: int

    @classmethod
    def new(cls, satrap: int) -> "Player":
        # Positional, in the fields' order: a new game makes one per seat.
        return cls(satrap, [0] * 6, 0, [], [], [], [], [], [], [], False, [0, 0, 0, 0], [], [], 0, [0] * 6, 0, None, False, [0] * 6, 0)

    def clone(self) -> "Player":
        return Player(
            self.satrap,
            self.resources[:],
            self.vp,
            self.tax_hand[:],
            self.campaign_hand[:],
            self.tax_discard[:],
            self.campaign_discard[:],
            self.tax_resolved[:],
            self.campaign_resolved[:],
            self.buildings[:],
            self.ability_used,
            self.vp_sources[:],
            self.workers[:],
            self.used_areas[:],
            self.campaigns_this_round,
            self.permanents_used[:],
            self.bonus_used,
            self.converted,
            self.ignores_event,
            self.gathered[:],
            self.builds_this_round,
        )

    def start_round(self) -> None:
        """R5 step 9: workers return, the satrapy pawn stands, this round's units expire."""
        self.workers = []
        self.used_areas = []
        self.campaigns_this_round = 0
        self.permanents_used = [0] * 6
        self.bonus_used = 0
        self.converted = None
        self.ignores_event = False
        self.gathered = [0] * 6
        self.builds_this_round = 0


class LogEntry(NamedTuple):
    """One thing that happened: a message id with its values (`messages.py`), put into words
    when read. `seat` is None for public entries, else the only seat that may read it (R25).
    A named tuple, as a game records a few hundred and a search copies them with its states."""

    year: int
    phase: str
    message: str
    values: tuple
    seat: int | None = None

    @property
    def text(self) -> str:
        return render(self.message, self.values)

    def words(self, language: str) -> str:
        """The entry's sentence in `language` ("en", "ja")."""
        return render(self.message, self.values, language)


# LogEntry's own constructor is a Python function with a call of its own; an entry is a plain
# tuple underneath, wrapped here directly.
_entry = tuple.__new__


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's place at the end (R19). Tied players share a rank."""

    seat: int
    rank: int
    vp: int
    decided_by: str | None  # the tie-breaker that put this player below the one before, if any


@dataclass(slots=True)
class GameState:
    content: Content
    players: list[Player]
    year: int
    phase: str
    turn_order: list[int]  # seats by turn-track slot (R3, R9)
    turn: int  # in setup the seat deciding; otherwise the slot whose turn it is
    sweep: int  # 1 or 2: first or second worker (placement), first or second pass (build)
    area_pawns: list[int]  # per area: the seat of the worker standing there, AI_PAWN, or -1
    turn_change: int  # seat of the worker on the turn-changing space, or -1
    event_deck: list[int]  # face down, top first (R4, R5 step 3)
    event: int  # this round's event, or -1 before it is revealed
    tax_deck: list[int]  # Taxation cards not dealt (2 and 3 players)
    campaign_deck: list[int]  # Campaign cards not dealt
    built_by: list[int]  # per building, the builder's seat or -1
    gift_left: int  # gathering: King's heir resources the current player has still to choose
    lose_pending: bool  # gathering: the 1st slot's loss is still to choose
    gain_pending: bool  # gathering: the 4th slot's gain is still to choose
    scenario: str | None  # solo: "easy", "normal" or "hard" (R22); None with 2-4 players
    tile_pile: list[int]  # solo: tiles not drawn since the last shuffle (R21)
    tile: int  # solo: this round's tile, or -1
    seed: int  # the seed the game was set up with, shown so a setup can be replayed
    rng: int  # the random generator's whole state (rng.py)
    # The log as the engine writes it: each entry a plain tuple of LogEntry's fields, made a
    # LogEntry once read (`log`), as most games played (a computer's playouts, the benchmarks)
    # never read theirs and a plain tuple costs a quarter of a LogEntry to make and drop.
    entries: list[LogEntry | tuple]
    standings: list[Standing]  # set when the game is over
    wrapped: int = field(default=0, compare=False, repr=False)  # the first entries, made LogEntry
    # The pending player's legal commands, as the engine found them on arriving at this decision
    # (`engine.legal_commands` hands out copies), or None until listed. Only the engine sets it;
    # a copy starts without it, so code that changes a copy (a player's view, a re-deal) cannot
    # read a list of the state it came from. Not part of the game: not compared, not saved.
    kept: list | None = field(default=None, compare=False, repr=False)
    # Placement (R6): the places free this round, by area (the turn-change space last), each
    # with its command; kept up to date as workers are placed rather than found again at every
    # turn, dropped as a phase begins. Engine-only and not part of the game, as `kept` is.
    free_places: dict | None = field(default=None, compare=False, repr=False)

    def clone(self) -> "GameState":
        return GameState(
            self.content,
            [p.clone() for p in self.players],
            self.year,
            self.phase,
            self.turn_order[:],
            self.turn,
            self.sweep,
            self.area_pawns[:],
            self.turn_change,
            self.event_deck[:],
            self.event,
            self.tax_deck[:],
            self.campaign_deck[:],
            self.built_by[:],
            self.gift_left,
            self.lose_pending,
            self.gain_pending,
            self.scenario,
            self.tile_pile[:],
            self.tile,
            self.seed,
            self.rng,
            self.entries[:],
            self.standings[:],
            self.wrapped,
        )

    @property
    def log(self) -> list[LogEntry]:
        """Public entries, and private ones for a single seat (R25): the list itself, each of its
        entries a LogEntry."""
        entries = self.entries
        if self.wrapped < len(entries):
            entries[self.wrapped :] = [
                entry if type(entry) is LogEntry else _entry(LogEntry, entry) for entry in entries[self.wrapped :]
            ]
            self.wrapped = len(entries)
        return entries

    @log.setter
    def log(self, entries: list[LogEntry]) -> None:
        self.entries = entries
        self.wrapped = 0

    def rebuild_board(self) -> None:
        """Set the pawns on the board and the builders of buildings from what the players hold.
        Saves and situations describe only the players' side, so the two cannot disagree."""
        content = self.content
        self.area_pawns = [-1] * len(content.areas)
        if self.scenario is not None and self.tile >= 0 and self.phase != GAME_OVER:
            for area in content.solo_tiles[self.tile].occupied:
                self.area_pawns[area] = AI_PAWN
        self.turn_change = -1
        for seat, player in enumerate(self.players):
            for place in player.workers:
                if place == TURN_CHANGE_SPACE:
                    self.turn_change = seat
                elif self.area_pawns[place] == -1:
                    self.area_pawns[place] = seat
        self.built_by = [-1] * len(content.buildings)
        for seat, player in enumerate(self.players):
            for building in player.buildings:
                self.built_by[building] = seat

    @property
    def is_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def is_solo(self) -> bool:
        return self.scenario is not None

    def slot_of(self, seat: int) -> int:
        """The seat's 0-based slot on the turn track this round; in solo the tile's (R21)."""
        if self.scenario is not None:
            return self.content.solo_tiles[self.tile].slot
        return self.turn_order.index(seat)

    def title(self, seat: int) -> str:
        """How the log and messages name a player: by satrap (R1)."""
        return self.content.titles[self.players[seat].satrap]

    def seat_of_satrap(self, name: str) -> int | None:
        for seat, player in enumerate(self.players):
            if self.content.satraps[player.satrap].name == name:
                return seat
        return None
