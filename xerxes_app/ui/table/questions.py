"""What the confirmation window (confirm_choice.py) says of each decision made on the board.

The confirmation says when the choice cannot be taken back, so that it is the only question
asked (confirm.py).
"""

from __future__ import annotations

from ...rules import Build, ResolveCampaign, SetTurnOrder
from .confirm import cannot_take_back
from ..looks.language import ability_words, term, words
from ..looks.words import count_list, describe, units_available


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
    return dict(title=words("chooser.resolve_campaign"), command=command, summary=_summary(play), header=header)


def build(play, command: Build) -> dict:
    """The confirmation of a building whose VP loss was split on the opponents' mats."""
    return dict(title=words("chooser.build", building=term(command.building)), command=command, summary=_summary(play))


def turn_order(play, command: SetTurnOrder) -> dict:
    """The confirmation of an order set on the board; cancelled, it is set there again."""
    return dict(title=words("board.turn_change"), command=command, summary=_summary(play))


def ability(play, command) -> dict:
    """The confirmation of an ability: one with nothing to ask, or one chosen on the icons
    (icon_pick.py)."""
    state = play.state
    satrap = state.content.satraps[state.players[play.viewer].satrap]
    return dict(
        title=words("chooser.ability", satrap=term(satrap.name)),
        command=command,
        summary=_summary(play),
        header=ability_words(satrap),
    )
