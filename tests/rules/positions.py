"""The cards and the position the rules tests name again and again, written once."""

from collections import Counter

from xerxes_app.rules import situation, standard_content

C = standard_content()


def campaign_card(**needs):
    """The Campaign card needing these units."""
    wanted = tuple(needs.get(u, 0) for u in C.units)
    return next(c.index for c in C.campaign_cards if c.needs == wanted)


def tax_card(**needs):
    """The Taxation card asking these resources."""
    wanted = tuple(needs.get(r, 0) for r in C.resources)
    return next(c.index for c in C.tax_cards if c.needs == wanted)


def unit_cards(unit):
    """The Taxation cards whose reward is a permanent unit of this type."""
    return [c.index for c in C.tax_cards if c.unit == C.unit_index[unit]]


def unit_card(unit):
    """A Taxation card that gives a permanent unit of this type."""
    return unit_cards(unit)[0]


def aegyptus_campaigns(hand, workers=("Parthia", "Bactria"), permanents=(), event="Flood", **changes):
    """Aegyptus (seat 0, 1st slot) in the campaign phase holding the Campaign cards `hand`, his
    workers on `workers` and a permanent unit for each of `permanents`, against Babylonia's
    workers on Ionia and Media."""
    taken = Counter()
    resolved = []
    for unit in permanents:
        resolved.append(unit_cards(unit)[taken[unit]])
        taken[unit] += 1
    players = [
        {"satrap": "Aegyptus", "workers": list(workers), "campaign_hand": list(hand), "tax_resolved": resolved},
        {"satrap": "Babylonia", "workers": ["Ionia", "Media"]},
    ]
    return situation(players, phase="campaign", event=event, **changes)
