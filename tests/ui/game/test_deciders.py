"""Who decides a seat is behind one boundary (ui/game/deciders.py): the table asks a seat's
decider and does not care what kind it is. A decider of a kind the app does not ship here (a
person elsewhere, answering when the test says so) plays through the very same table."""

from xerxes_app.rules import current_player, legal_commands, new_game, view_for
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.game.deciders import Decider, PersonHere
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.table.table import Table
from tools.autoplay import Clicker

ELSEWHERE = 1


class Elsewhere(Decider):
    """A seat decided away from this screen: it answers only when given an answer."""

    def __init__(self):
        self.answer = None
        self.updates = 0
        self.stops = 0

    def update(self, play, seat):
        self.updates += 1
        if self.answer is not None:
            command, self.answer = self.answer, None
            assert play.apply(command) is None

    def stop(self):
        self.stops += 1


def test_a_seat_decided_elsewhere_plays_through_the_same_table(app):
    far = Elsewhere()
    session = Session(new_game(2, seed=4), [Seat("Atossa"), Seat("Far away")])
    play = open_game(app, session, lambda app, session: Play(app, session, [PersonHere(), far]))
    clicker = Clicker(app)
    assert not play.needs_hand_off and play.viewer == 0, "one person at this screen: no hand-off, their hand shown"
    for _ in range(200):
        clicker.frames(1)
        assert not isinstance(app.top, HandOff)
        seat = current_player(play.state)
        if seat == ELSEWHERE and play.state.phase == "placement":
            break
        if seat == ELSEWHERE:  # its setup discards, given from afar
            far.answer = far.answer or legal_commands(view_for(play.state, ELSEWHERE))[0]
        else:
            clicker.decide()
    else:
        raise AssertionError("the seat decided elsewhere never came to place a worker")
    table = app.top
    assert isinstance(table, Table) and play.waiting_for() == ELSEWHERE
    assert table.private_seat() == 0, "the hand of a seat decided elsewhere is never drawn here (R25)"
    # Its decision is not made by a click here, and the table says so.
    before = len(session.commands)
    updates = far.updates
    clicker.frames(3)
    assert far.updates > updates, "the table gives the pending decision to its decider each frame"
    target = next(key for key in table.targets() if isinstance(key, tuple) and key[0] == "area")
    clicker.click(target)
    assert len(session.commands) == before and table.refusal != ""
    # Its answer goes through the very path of a click: the engine, the autosave, the next screen.
    far.answer = legal_commands(view_for(play.state, ELSEWHERE))[0]
    clicker.frames(2)
    assert len(session.commands) == before + 1
    assert len(app.keeper.last_game().session.commands) == before + 1, "autosaved as a click is"
    # Leaving the table tells every decider to stop.
    stops = far.stops
    clicker.click(("button", "menu"))
    assert isinstance(app.top, Title) and far.stops > stops
