"""The questions each choice asks, for the chooser window.

Each function takes the legal commands of one kind and says how to ask for them: which field
first, and how to name each answer. The confirmation that ends a choice says when the choice
cannot be taken back, so that confirmation is the only question asked (confirm.py).
"""

from __future__ import annotations

from ...rules import Build, ConvertUnit, ResolveCampaign, SetTurnOrder
from .chooser import Question
from .confirm import cannot_take_back
from ..looks.language import ability_words, term, words
from ..looks.words import count_list, describe, source_label, units_available


def _summary(play):
    def summary(command) -> str:
        what = describe(play.state, play.names, play.viewer, command)
        return words("confirm.also_final", what=what) if cannot_take_back(play.session, command) else what

    return summary


def campaign(play, command: ResolveCampaign) -> dict:
    """The confirmation of a campaign whose units and foe were chosen on the board."""
    state = play.state
    needs = state.content.campaign_cards[command.card].needs
    header = words("chooser.campaign_header", needs=count_list(state.content.units, needs),
                   units=units_available(state, play.viewer))
    return dict(title=words("chooser.resolve_campaign"), commands=[command], questions=[], summary=_summary(play), header=header)


def build(play, command: Build) -> dict:
    """The confirmation of a building whose VP loss was split on the opponents' mats."""
    return dict(title=words("chooser.build", building=term(command.building)), commands=[command], questions=[], summary=_summary(play))


def turn_order(play, command: SetTurnOrder) -> dict:
    """The confirmation of an order set on the board; cancelled, it is set there again."""
    return dict(title=words("board.turn_change"), commands=[command], questions=[], summary=_summary(play))


def ability(play, commands: list) -> dict:
    state = play.state
    seat = play.viewer
    first = commands[0]
    satrap = state.content.satraps[state.players[seat].satrap]
    if isinstance(first, ConvertUnit):
        asks = [Question(words("chooser.which_unit"), lambda c: c.source, lambda s: source_label(state, seat, s)),
                Question(words("chooser.into_unit"), lambda c: c.unit, lambda unit: term(unit).capitalize())]
    else:  # an ability with nothing to ask, or one chosen on the resources' icons: confirmed only
        asks = []
    return dict(
        title=words("chooser.ability", satrap=term(satrap.name)),
        commands=commands,
        questions=asks,
        summary=_summary(play),
        header=ability_words(satrap),
    )

