"""The guided first game's words: for each phase of the year, the rule that applies and what to
click, as the guide shows them beside the place it points at. Rulings are cited as in the rules
reference (R2, R6, ...)."""

from __future__ import annotations

from dataclasses import dataclass

from ...rules.state import BUILD, CAMPAIGN, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE


@dataclass(frozen=True)
class Lesson:
    title: str
    text: str


PHASE_LESSONS = {
    SETUP: Lesson("Your hand (R2)",
                  "You were dealt 6 Taxation cards and 4 Campaign cards. Keep 5 and 3: pick the card the ring "
                  "shows, then Discard. Discarded cards leave the game, unseen."),
    PLACEMENT: Lesson("Placement (R6)",
                      "In turn order, each of you places a worker, then a second one. A worker goes on an empty "
                      "area that is no satrap's home, or on the turn-change space. Its area gives you resources "
                      "and a military unit this round. Click the area in the ring."),
    CAMPAIGN: Lesson("The event and campaigns (R5, R12)",
                     "This round's event is now face up beside the turn track and holds for every area. Now a "
                     "Campaign card can be resolved with your areas' military units, for its VP; an area whose "
                     "unit you use gathers nothing. Click what the ring shows."),
    GATHERING: Lesson("Gathering and the turn track (R8)",
                      "Each area whose unit you did not use gives its resources, up to 3 of each (R7). Then your "
                      "slot on the turn track acts: the 1st slot loses a resource, the 4th gains one. Choose in "
                      "the window."),
    BUILD: Lesson("Building (R14)",
                  "Pay a building's resources to raise it, for its VP; each player builds at most one per pass, "
                  "twice around the table. Click the building in the ring, or Pass."),
    TAXATION: Lesson("Taxation (R16)",
                     "Pay the resources a Taxation card asks for to earn its reward: VP or a military unit. "
                     "Resolve as many as you can pay for, then Pass. Click what the ring shows."),
    TURN_CHANGE_PHASE: Lesson("Turn change (R9)",
                              "The worker on the turn-change space lets its owner set the order for next year. "
                              "Choose the order in the window."),
}

COMPUTER = Lesson("The computer's turn",
                  "The computer is deciding. Watch its pieces move; the log says what it did and why.")
CHOOSING = Lesson("A choice to make", "Choose in the window that opened, then confirm.")
YEAR_PLAYED = Lesson("A whole year played",
                     "That was year 1: placement, the event, campaigns, gathering, building, taxation and the turn "
                     "change. Six years remain; the game ends after year 7, or at once when a player reaches "
                     "25 VP (R19). Play on, start again, or leave the lesson.")
