"""The log's sentences: the engine records a message id with its values, and the words are put
together only when someone reads the entry.

Values are the game's own terms (a satrap's title, an area's, a resource's or a building's name,
a number, counts per resource or unit), so a sentence can be rendered in another language by a
table of its own (`messages_ja.py`). `TEXT` holds entries of saves older than message ids: their sentence as it was.
"""

from __future__ import annotations

from typing import Any

from .content import UNIT_NAMES
from .describe import counted, missing_words, progress_words
from .errors import words_in_english
from .messages_ja import JAPANESE_WORDS
from .phrasing import Phrasing, Words

TEXT = "text"

ENGLISH = {
    TEXT: "{0}",
    "game_begins": "A game for {0} players begins. Turn order: {1:list}.",
    "solo_begins": "A solo game begins: the {0} scenario, as {1}.",
    "keeps_tax": "{0:Who} keeps 5 Taxation cards.",
    "keeps_campaign": "{0:Who} keeps 3 Campaign cards.",
    "discarded_tax": "You discarded the Taxation card asking {0:resources} for {1} VP.",
    "discarded_tax_unit": "You discarded the Taxation card asking {0:resources} for a permanent {1}.",
    "discarded_campaign": "You discarded the Campaign card needing {0:units}.",
    "year_begins": "Year {0} begins.",
    "solo_tile": "The solo tile: you play {0:slot}; the AI occupies {1:list}; the {2} is closed this round.",
    "places_worker": "{0:Who} places a worker on {1}.",
    "places_on_turn_change": "{0:Who} places a worker on the turn-change space.",
    "no_free_place": "{0:Who} has no free place for a worker.",
    "event_stops": "The event of year {0} is {1}: no {2} is gathered this round.",
    "event_gives_resources": "The event of year {0} is {1}: every player gains {2} resources of their choice.",
    "event_gives_units": "The event of year {0} is {1}: every player has {2} extra unit of their choice for campaigns.",
    "resolves_campaign": "{0:Who} resolves a campaign needing {1:units} with {2:sources}: +{3} VP.",
    "passes": "{0:Who} passes.",
    "affords_no_building": "{0:Who} can afford none of the buildings left, so passes.",
    "passes_second_pass": "{0:Who} built nothing in the first pass, so passes the second.",
    "gathers": "{0:Who} gathers {1:resources}.",
    "gathers_nothing": "{0:Who} gathers nothing.",
    "gathers_some_lost": "{0:Who} gathers {1:resources}; {2:resources} lost: the mat holds {3} of each.",
    "gathers_nothing_some_lost": "{0:Who} gathers nothing; {1:resources} lost: the mat holds {2} of each.",
    "takes_gift": "{0:Who} takes 1 {1} from King's heir.",
    "loses_for_first": "{0:Who} loses 1 {1} for playing 1st.",
    "gains_for_fourth": "{0:Who} gains 1 {1} for playing 4th.",
    "cap_loss": "{0:Who} loses 1 {1}: the mat holds {2}.",
    "builds": "{0:Who} builds the {1}: +{2} VP.",
    "builds_solo": "{0:Who} builds the {1}.",
    "loses_vp": "{0:Who} loses {1} VP.",
    "no_vp_to_lose": "{0:Who} has no VP to lose.",
    "nobody_loses_vp": "No opponent has VP to lose to the {1}.",
    "resolves_tax": "{0:Who} resolves a Taxation card paying {1:resources}: +{2} VP.",
    "resolves_tax_unit": "{0:Who} resolves a Taxation card paying {1:resources}: a permanent {2}.",
    "sets_turn_order": "{0:Who} sets the turn order: {1:list}.",
    "converts_area": "{0:Who} uses his ability: {1}'s unit counts as {2:a} this round.",
    "converts_permanent": "{0:Who} uses his ability: a permanent {1} counts as {2:a} this round.",
    "ignores_event": "{0:Who} uses his ability: {1} does not hold for him this round.",
    "steals_from_supply": "{0:Who} uses his ability: he takes 1 {1} from the supply.",
    "steals": "{0:Who} uses his ability: he takes 1 {1} from {2}.",
    "trades": "{0:Who} uses his ability: he gives up {1:and} for {2:and}.",
    "claims_victory": "{0:Who} meets the goal and ends the game.",
    "solo_won": "The game is over: the {0} scenario is won ({1:progress}).",
    "solo_lost": "The game is over: the {0} scenario is lost; missing {1:missing}.",
    "wins": "The game is over: {0:and} wins.",
    "share_win": "The game is over: {0:and} share the win.",
    # What the pending player may do (engine.prompt): "prompt" puts a player before a choice.
    "prompt": "{0:Who}: {1:message}",
    "game_is_over": "The game is over.",
    "discard_tax": "choose the Taxation card to discard (keep 5 of 6).",
    "discard_campaign": "choose the Campaign card to discard (keep 3 of 4).",
    "place": "place your {0:nth} worker on a free area or the turn-change space.",
    "place_solo": "place your {0:nth} worker on a free area.",
    "campaign_or_pass": "resolve a Campaign card, or pass.",
    "choose_gift": "King's heir: choose a resource ({0} left).",
    "choose_gathered_loss": "1st on the turn track: choose a gathered resource to lose.",
    "choose_mat_loss": "1st on the turn track: choose a resource from your mat to lose.",
    "choose_gain": "4th on the turn track: choose a resource to gain.",
    "built_most": "you have built the most buildings, {0}: pass.",
    "build_or_pass": "build a building, or pass.",
    "built_nothing_first": "you built nothing in the first pass, so you pass now.",
    "build_second": "build a second building, or pass.",
    "tax_or_pass": "resolve Taxation cards, or pass.",
    "set_turn_order": "set the turn order for the next round.",
    "missing": "{0:missing}",  # what a solo goal still lacks (R22)
    "counts": "{0:counted}",  # (counts, names): so many of each resource or unit
    # Refusals: why a command is not allowed now (IllegalCommand).
    "solo_no_turn_change": "In solo the turn-change space is not used: the solo tile sets your place on the turn track.",
    "turn_change_taken": "The turn-change space is taken by {0}.",
    "no_such_area": "There is no area called {0} on the map.",
    "home_area": "{0} is the home of {1}; workers go to open areas.",
    "ai_occupies": "{0} is occupied by the AI this round (solo tile).",
    "area_taken": "{0} is taken by {1}.",
    "no_such_building": "There is no building called {0}.",
    "already_built": "The {0} has already been built by {1}.",
    "building_closed": "The {0} is closed to you this round (solo tile).",
    "most_buildings": "You have already built {0} buildings, the most a player may build.",
    "second_waits": "A second building waits until everyone has built or passed once.",
    "second_only_builders": "Only a player who built in the first pass may build a second time this round.",
    "building_needs": "The {0} needs {1:resources} more.",
    "split_loss": "Split the {0} VP the opponents lose among them, none to yourself.",
    "no_loss": "The {0} takes no VP from opponents.",
    "two_campaigns": "You have already resolved two Campaign cards this round.",
    "area_once": "Name each area at most once.",
    "unit_gone": "{0}'s unit has already gone to a campaign this round.",
    "not_your_area": "{0} is not one of your areas this round.",
    "second_slot_unit": "In the 2nd slot of the turn track one of your area units is unavailable this round.",
    "unit_not_needed": "This campaign does not need the {0} of {1}.",
    "too_many_units": "This campaign needs only {0} {1}; name fewer areas offering one.",
    "lack_units": "You lack units for this campaign: it needs {0:units}.",
    "choose_victim": "Choose an opponent to lose 1 VP.",
    "no_victim": "There is no opponent to lose VP.",
    "tax_needs": "This Taxation card needs {0:resources} more.",
    "not_gathered": "You gathered no {0} this round; lose one of the resources you gathered.",
    "not_held": "You hold no {0}; lose one of the resources on your mat.",
    "event_stops_gain": "{0} stops {1} this round.",
    "no_such_resource": "There is no resource called {0}.",
    "not_in_hand": "That {0} card is not in your hand.",
    "ability_not_yours": "Only the Satrap of {0} has that ability.",
    "ability_used": "The Satrap of {0} has already used his special ability in this game.",
    "ability_wrong_phase": "The Satrap of {0}'s ability cannot be used in this phase.",
    "no_such_unit": "There is no military unit called {0}.",
    "not_unused_area": "{0} is not one of your areas with an unused unit this round.",
    "no_spare_permanent": "You have no unspent permanent {0} to change.",
    "no_such_source": "{0} is neither an area nor a military unit.",
    "already_that_unit": "That unit is already {0:a}.",
    "ignore_before_campaign": "The event must be ignored before resolving a campaign this round.",
    "solo_no_opponent": "In solo there is no opponent: the resource comes from the supply.",
    "choose_steal_victim": "Choose an opponent to take the resource from.",
    "opponent_lacks": "{0:Who} has no {1}.",
    "trade_two_for_two": "The Satrap of Lydia trades exactly two resources for two others.",
    "not_holding": "You do not hold {0} {1}.",
    "trade_other_types": "The two resources gained must be of other types than the two given up.",
    "no_such_scenario": "There is no solo scenario called {0!r}; choose easy, normal or hard.",
    "solo_one_player": "A solo scenario is played by one player.",
    "player_count": "Xerxes is played by 2 to {0} players, or 1 in a solo scenario.",
    "satrap_for_every_player": "Name a satrap, or leave it to chance, for every player.",
    "no_such_satrap": "There is no Satrap of {0}.",
    "same_satrap": "Each player must have a different satrap.",
    "order_every_player": "The turn order must list every player once.",
    "already_discarded_tax": "You have already discarded a Taxation card; now choose a Campaign card to discard.",
    "discard_tax_first": "First choose the Taxation card to discard.",
    "order_one_place_each": "Give every player exactly one place in the new turn order.",
    "claim_only_solo": "Only a solo game can be ended early as a win.",
    "goal_not_met": "The goal is not met yet: {0:progress}.",
    "nothing_to_pass": "There is nothing to pass now: {0:message}",
    "discard_tax_at_setup": "Taxation cards are discarded at setup; now it is the {0:message}. {1:message}",
    "discard_campaign_at_setup": "Campaign cards are discarded at setup; now it is the {0:message}. {1:message}",
    "place_in_placement": "Workers are placed in the placement phase; now it is the {0:message}. {1:message}",
    "campaign_in_campaign_phase": "Campaign cards are resolved in the campaign phase; now it is the {0:message}. {1:message}",
    "gift_at_gathering": "King's heir gifts are chosen at gathering; now it is the {0:message}. {1:message}",
    "loss_at_gathering": "The 1st slot's loss is chosen at gathering; now it is the {0:message}. {1:message}",
    "gain_at_gathering": "The 4th slot's gain is chosen at gathering; now it is the {0:message}. {1:message}",
    "build_in_build_phase": "Buildings are built in the build phase; now it is the {0:message}. {1:message}",
    "tax_in_taxation_phase": "Taxation cards are resolved in the taxation phase; now it is the {0:message}. {1:message}",
    "order_at_turn_change": "The turn order is set at the turn change; now it is the {0:message}. {1:message}",
    "not_now_in_this_game": "That command is not part of this game; now it is the {0:message}. {1:message}",
    "phase_setup": "setup",
    "phase_placement": "placement",
    "phase_campaign": "campaign phase",
    "phase_gathering": "gathering",
    "phase_build": "build phase",
    "phase_taxation": "taxation phase",
    "phase_turn_change": "turn change",
    "phase_game_over": "game over",
    "no_gift_now": "You have no King's heir gift to choose now. {0:message}",
    "no_loss_now": "You have no resource to lose now. {0:message}",
    "no_gain_now": "You have no resource to gain now. {0:message}",
    "not_part_of_game": "That command is not part of this game.",
    "choose_card": "Choose a card.",
    "choose_place": "Choose an area or the turn-change space.",
    "choose_areas": "Choose the areas whose units go to the campaign.",
    "choose_opponent": "Choose an opponent.",
    "choose_resource": "Choose a resource.",
    "choose_building": "Choose a building.",
    "choose_losses": "Choose the VP each opponent loses.",
    "choose_order": "Choose the players in their new turn order.",
    "choose_source": "Choose an area or a military unit.",
    "choose_unit": "Choose a military unit.",
    "choose_lose": "Choose the two resources to give up.",
    "choose_gain_two": "Choose the two resources to gain.",
    # A computer's reasons (bots/explain.py): why a command matters to its seat.
    "reason_turn_change": "Takes the turn-change space to set next round's turn order.",
    "reason_area_for_campaign": "Goes to {0} for {1}, towards a campaign this round.",
    "reason_area_for_goals": "Goes to {0} for {1:all}, which the goals in hand ask for.",
    "reason_area_best_free": "Goes to {0}, the best of the free areas now.",
    "reason_campaign": "Resolves a Campaign card: +5 VP.",
    "reason_campaign_hurting": "Resolves a Campaign card: +5 VP, and {0} loses 1 VP.",
    "reason_build": "Builds the {0}: +{1} VP.",
    "reason_build_hurting": "Builds the {0}: +{1} VP, and takes {2} VP from opponents.",
    "reason_tax": "Pays a Taxation card: +{0} VP.",
    "reason_tax_unit": "Pays a Taxation card for a permanent {0}, for campaigns.",
    "reason_take_spare": "Takes {0}, which no card asks for now but may serve later.",
    "reason_take_for_building": "Takes {0}, which the {1} needs.",
    "reason_take_for_tax": "Takes {0}, which a Taxation card worth {1} VP asks for.",
    "reason_take_for_tax_unit": "Takes {0}, which a Taxation card worth a permanent {1} asks for.",
    "reason_give_back": "Gives back {0}, the resource least needed.",
    "reason_discard_tax": "Discards the Taxation card the satrapy helps least with.",
    "reason_discard_campaign": "Discards the Campaign card whose units are hardest to muster.",
    "reason_slot": "Takes the {0:slot} slot on the turn track for next round.",
    "reason_convert": "Uses Aegyptus's ability: a {0} serves as {1:a} to make a campaign possible.",
    "reason_ignore_event": "Uses Babylonia's ability: this year's event would stop needed resources.",
    "reason_steal": "Uses India's ability: takes 1 {0} from {1} to complete a goal.",
    "reason_steal_from_supply": "Uses India's ability: takes 1 {0} from the supply to complete a goal.",
    "reason_trade": "Uses Lydia's ability: trades {0:pair} for {1:pair} to complete a goal.",
    "reason_pass_campaign": "Passes: no campaign can be resolved now.",
    "reason_pass_build": "Passes: the resources are worth more kept for other goals.",
    "reason_pass_tax": "Passes: no Taxation card is worth paying now.",
    "reason_pass": "Passes.",
    "reason_plays_on": "Plays on.",
}


def sources(areas: Any, permanents: Any, bonus: int) -> str:
    """Where a campaign's units came from: ((area, unit), ...), permanent units spent per unit
    type, and a number of bonus units."""
    parts = [f"{area}'s {unit}" for area, unit in areas]
    if any(permanents):
        parts.append("permanent " + ", ".join(UNIT_NAMES[u] for u, n in enumerate(permanents) for _ in range(n)))
    if bonus:
        parts.append(f"{bonus} bonus unit{'s' if bonus > 1 else ''}")
    return ", ".join(parts)


def _one(unit: str) -> str:
    """One unit: "an elephant", "a horse"; "weapons" is plural."""
    return unit if unit.endswith("s") else ("an " if unit[0] in "aeiou" else "a ") + unit


ENGLISH_WORDS = Words(
    sentences=ENGLISH,
    term=str,
    who=lambda who: who[0].upper() + who[1:],
    one=_one,
    comma=", ",
    both=" and ",
    all=lambda items: items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1],
    two_of_one="2 {0}",
    slots=("1st", "2nd", "3rd", "4th"),
    nth=("first", "second"),
    counted=counted,
    sources=sources,
    progress=progress_words,
    missing=missing_words,
)

# Each language's words, keyed by its code in the settings.
LANGUAGES = {"en": Phrasing(ENGLISH_WORDS), "ja": Phrasing(JAPANESE_WORDS)}


def render(message: str, values: tuple, language: str = "en") -> str:
    """The entry's sentence, in English unless another language is asked for. A message that is
    no id is a sentence already (a refusal not yet given an id), shown as it is."""
    return LANGUAGES.get(language, LANGUAGES["en"]).say(message, values)


words_in_english(render)
