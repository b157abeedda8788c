"""Starting a game: the deal of R1-R4, or a situation set up directly.

`new_game` plays the setup of the rulebook from a seed. `situation` builds any position of the
game from a short description (hands, resources, year, turn order, placements...) for tests and
example saves; the result is checked like a loaded save, so it is always a position the rules
could have reached in shape, and the engine plays on from it.
"""

from __future__ import annotations

from typing import Any, Sequence

from . import rng as random
from .content import Content, standard_content
from .errors import IllegalCommand
from .saveformat import TURN_CHANGE_NAME
from .scoring import final_standings
from .solo import GOALS
from .state import GAME_OVER, PHASES, PLACEMENT, SETUP, TURN_CHANGE_SPACE, GameState, LogEntry, Player
from .validation import problems

HAND_TAX, HAND_CAMPAIGN = 6, 4  # R2: dealt; one of each is discarded


def new_game(
    players: int = 4,
    seed: int = 0,
    satraps: Sequence[str | None] | None = None,
    turn_order: Sequence[int] | None = None,
    scenario: str | None = None,
    content: Content | None = None,
) -> GameState:
    """A new game at setup, waiting for the first player's discards (R2).

    `satraps` names each seat's satrap; None (for a seat or all) deals one at random (R1).
    `turn_order` lists seats from the 1st slot; None draws it at random (R3).
    `scenario` ("easy", "normal", "hard") makes a solo game, for one player (R20).
    """
    content = content or standard_content()
    if scenario is not None:
        if scenario not in GOALS:
            raise IllegalCommand("no_such_scenario", scenario)
        if players != 1:
            raise IllegalCommand("solo_one_player")
    elif not 2 <= players <= len(content.satraps):
        raise IllegalCommand("player_count", len(content.satraps))
    state_rng = random.seed_state(seed)
    chosen = list(satraps) if satraps is not None else [None] * players
    if len(chosen) != players:
        raise IllegalCommand("satrap_for_every_player")
    for name in chosen:
        if name is not None and name not in content.satrap_index:
            raise IllegalCommand("no_such_satrap", name)
    named = [n for n in chosen if n is not None]
    if len(set(named)) != len(named):
        raise IllegalCommand("same_satrap")
    free = [s.index for s in content.satraps if s.name not in named]
    state_rng = random.shuffle(state_rng, free)
    seats = [content.satrap_index[n] if n is not None else free.pop() for n in chosen]

    if turn_order is None:
        order = list(range(players))
        state_rng = random.shuffle(state_rng, order)
    else:
        order = list(turn_order)
        if sorted(order) != list(range(players)):
            raise IllegalCommand("order_every_player")

    events = list(range(len(content.events)))
    state_rng = random.shuffle(state_rng, events)

    # R2: deal again while any hand holds 5 or more cards of one kind of reward.
    while True:
        tax = list(range(len(content.tax_cards)))
        state_rng = random.shuffle(state_rng, tax)
        hands = [tax[i * HAND_TAX : (i + 1) * HAND_TAX] for i in range(players)]
        if not any(_lopsided(content, hand) for hand in hands):
            break
    campaigns = list(range(len(content.campaign_cards)))
    state_rng = random.shuffle(state_rng, campaigns)

    player_list = []
    for seat in range(players):
        player = Player.new(seats[seat])
        player.tax_hand = sorted(hands[seat])
        player.campaign_hand = sorted(campaigns[seat * HAND_CAMPAIGN : (seat + 1) * HAND_CAMPAIGN])
        player_list.append(player)
    state = GameState(
        content=content,
        players=player_list,
        year=1,
        phase=SETUP,
        turn_order=order,
        turn=0,
        sweep=1,
        area_pawns=[-1] * len(content.areas),
        turn_change=-1,
        event_deck=events,
        event=-1,
        tax_deck=tax[players * HAND_TAX :],
        campaign_deck=campaigns[players * HAND_CAMPAIGN :],
        built_by=[-1] * len(content.buildings),
        gift_left=0,
        lose_pending=False,
        gain_pending=False,
        scenario=scenario,
        tile_pile=[],
        tile=-1,
        seed=seed,
        rng=state_rng,
        entries=[],
        standings=[],
    )
    if scenario is not None:
        state.log.append(LogEntry(1, SETUP, "solo_begins", (scenario, state.title(0))))
    else:
        state.log.append(LogEntry(1, SETUP, "game_begins", (players, tuple(state.title(s) for s in order))))
    return state


def _lopsided(content: Content, hand: list[int]) -> bool:
    vp_cards = sum(map(content.tax_gives_vp.__getitem__, hand))
    return max(vp_cards, len(hand) - vp_cards) >= 5


def situation(
    players: Sequence[dict[str, Any]],
    *,
    year: int = 1,
    phase: str = PLACEMENT,
    turn_order: Sequence[int] | None = None,
    turn: int = 0,
    sweep: int = 1,
    event: str | None = None,
    events: Sequence[str] | None = None,
    seed: int = 0,
    scenario: str | None = None,
    tile: int | None = None,
    content: Content | None = None,
) -> GameState:
    """A position set up directly, checked like a loaded save.

    Each player is a dict with "satrap" and any of: "resources" ({"wood": 2, ...}), "vp",
    "tax_hand", "campaign_hand", "tax_resolved", "campaign_resolved" (card numbers), "buildings"
    (names), "ability_used", "workers" (area names or "turn change"; after placement, players given none stand on the
    first free open areas). Cards not given to anyone
    are dealt as discards and undealt cards in number order, so any hands can be set up. `event`
    is the event revealed this round (phases after placement); `events` the deck's order from the
    top (by default the content's order, with `event` at the bottom). A solo situation names its
    `scenario` and this round's `tile` (a number from 0, in content order); the tiles drawn before
    are taken to be those numbered below it.
    """
    content = content or standard_content()
    n = len(players)
    if phase not in PHASES or phase == SETUP:
        raise IllegalCommand("A situation starts in a phase of a round, not at setup.")
    player_list = []
    for spec in players:
        unknown = set(spec) - {
            "satrap", "resources", "vp", "tax_hand", "campaign_hand", "tax_resolved",
            "campaign_resolved", "buildings", "ability_used", "workers",
        }  # fmt: skip
        if unknown:
            raise IllegalCommand(f"Unknown player fields: {', '.join(sorted(unknown))}.")
        if spec.get("satrap") not in content.satrap_index:
            raise IllegalCommand(f"There is no Satrap of {spec.get('satrap')}.")
        player = Player.new(content.satrap_index[spec["satrap"]])
        for name, count in spec.get("resources", {}).items():
            if name not in content.resource_index:
                raise IllegalCommand(f"{name!r} is not a resource.")
            if not isinstance(count, int) or isinstance(count, bool):
                raise IllegalCommand(f"The count of {name} must be a whole number.")
            player.resources[content.resource_index[name]] = count
        player.tax_hand = list(spec.get("tax_hand", []))
        player.campaign_hand = list(spec.get("campaign_hand", []))
        player.tax_resolved = list(spec.get("tax_resolved", []))
        player.campaign_resolved = list(spec.get("campaign_resolved", []))
        player.buildings = [_look_up(content.building_index, b, "building") for b in spec.get("buildings", [])]
        player.ability_used = bool(spec.get("ability_used", False))
        places = dict(content.area_index, **{TURN_CHANGE_NAME: TURN_CHANGE_SPACE})
        player.workers = [_look_up(places, w, "area") for w in spec.get("workers", [])]
        # VP earned from cards are accounted first, the rest to buildings or losses.
        earned = [sum(content.tax_cards[c].vp for c in player.tax_resolved), 5 * len(player.campaign_resolved), 0, 0]
        if scenario is not None:  # R20: no VP in solo
            earned = [0, 0, 0, 0]
        vp = spec.get("vp", earned[0] + earned[1])
        rest = vp - earned[0] - earned[1]
        earned[2 if rest >= 0 else 3] = abs(rest)
        player.vp = vp
        player.vp_sources = earned
        player_list.append(player)
    _deal_rest(content, player_list, "tax", len(content.tax_cards), 5)
    _deal_rest(content, player_list, "campaign", len(content.campaign_cards), 3)

    if (event is None) != (phase in (PLACEMENT, GAME_OVER)):
        raise IllegalCommand("Name this round's event for a situation after placement, and only then.")
    event_names = list(events) if events is not None else [e.name for e in content.events if e.name != event]
    if events is None and event is not None:
        event_names.append(event)
    index = {e.name: e.index for e in content.events}
    if not all(name in index for name in event_names):
        raise IllegalCommand("Unknown event in the event deck.")
    if phase not in (PLACEMENT, GAME_OVER):
        _place_missing_workers(content, players, player_list, tile)
    if scenario is not None and phase != GAME_OVER and (tile is None or not 0 <= tile < len(content.solo_tiles)):
        raise IllegalCommand("Name this round's solo tile.")
    state = GameState(
        content=content,
        players=player_list,
        year=year,
        phase=phase,
        turn_order=list(turn_order) if turn_order is not None else list(range(n)),
        turn=turn,
        sweep=sweep,
        area_pawns=[],
        turn_change=-1,
        event_deck=[index[name] for name in event_names],
        event=index[event] if event is not None else -1,
        tax_deck=[],
        campaign_deck=[],
        built_by=[],
        gift_left=0,
        lose_pending=False,
        gain_pending=False,
        scenario=scenario,
        tile_pile=[] if tile is None else [t for t in range(len(content.solo_tiles)) if t > tile],
        tile=-1 if tile is None or phase == GAME_OVER else tile,
        seed=seed,
        rng=random.seed_state(seed),
        entries=[],
        standings=[],
    )
    state.rebuild_board()
    state.tax_deck = _undealt(player_list, "tax", len(content.tax_cards))
    state.campaign_deck = _undealt(player_list, "campaign", len(content.campaign_cards))
    if phase == GAME_OVER:
        state.standings = final_standings(state)
    found = problems(state)
    if found:
        raise IllegalCommand(f"That situation breaks the rules: {found[0]}.")
    return state


def _look_up(index: dict[str, int], name: Any, what: str) -> int:
    if not isinstance(name, str) or name not in index:
        raise IllegalCommand(f"There is no {what} called {name!r}.")
    return index[name]


def _place_missing_workers(
    content: Content, specs: Sequence[dict[str, Any]], players: list[Player], tile: int | None
) -> None:
    """After placement every worker is out (R6): those not given go to the first free open areas."""
    taken = {a for p in players for a in p.workers}
    if tile is not None:
        taken |= set(content.solo_tiles[tile].occupied)
    free = [a for a in content.open_areas if a not in taken]
    for spec, player in zip(specs, players):
        if "workers" not in spec:
            while len(player.workers) < 2 and free:
                player.workers.append(free.pop(0))


def _deal_rest(content: Content, players: list[Player], kind: str, total: int, keep: int) -> None:
    """Fill hands up to `keep` cards (counting resolved ones) and give each player one discard,
    from the cards nobody was given, in number order."""
    taken = {c for p in players for c in getattr(p, f"{kind}_hand") + getattr(p, f"{kind}_resolved")}
    spare = [c for c in range(total) if c not in taken]
    for player in players:
        hand = getattr(player, f"{kind}_hand")
        while len(hand) + len(getattr(player, f"{kind}_resolved")) < keep and spare:
            hand.append(spare.pop(0))
        if spare:
            getattr(player, f"{kind}_discard").append(spare.pop(0))


def _undealt(players: list[Player], kind: str, total: int) -> list[int]:
    used = {
        c
        for p in players
        for c in getattr(p, f"{kind}_hand") + getattr(p, f"{kind}_resolved") + getattr(p, f"{kind}_discard")
    }
    return [c for c in range(total) if c not in used]

