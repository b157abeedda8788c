"""Motion: a change of the game starts animations over the table, input during one is acted on
at once and ends it, "off" makes none, and a whole game shows every kind; a computer's move stays
lit for the computers' pace."""

from dataclasses import replace

import pytest

from xerxes_app.rules import PlaceWorker, legal_commands
from tools.autoplay import Clicker
from xerxes_app.ui.table.motion import Flight, Flip
from xerxes_app.ui.table.table import Table

from ..table_at import to_table


def set_speed(app, speed: str) -> None:
    app.keeper.settings = replace(app.keeper.settings, animation_speed=speed)


def a_place(table) -> str:
    return next(c.place for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker) and c.place != "turn change")


def test_a_command_starts_a_worker_walking_to_its_area(app):
    set_speed(app, "slow")
    clicker = to_table(app)
    table = app.top
    place = a_place(table)
    clicker.click(("area", place))
    assert app.top is table and table.veiled_for() is not None, "the board stays in view as the decision passes"
    workers = [m for m in app.top.motion.moving if isinstance(m, Flight) and m.what == "worker"]
    assert len(workers) == 1 and workers[0].end == table.board.worker_rect(place).topleft, "the player sees their worker walk"
    assert table.play.state.area_pawns[table.play.state.content.area_index[place]] >= 0, "the game moved first"


def test_input_during_an_animation_is_acted_on_at_once(app):
    set_speed(app, "slow")
    clicker = to_table(app, players=2)
    table = app.top
    clicker.click(("area", a_place(table)))
    assert app.top.motion.running, "the move is shown moving"
    started = list(app.top.motion.moving)
    clicker.click(("button", "show hand"))  # the next player's click the moment the animation runs
    assert table.private_seat() is not None, "the click was not kept waiting"
    assert not any(m in app.top.motion.moving for m in started), "the earlier animation ended at the click"
    before = len(table.play.session.commands)
    clicker.click(("area", a_place(table)))
    assert len(table.play.session.commands) == before + 1


def test_animations_end_by_themselves(app):
    set_speed(app, "fast")
    clicker = to_table(app)
    clicker.click(("area", a_place(app.top)))
    assert app.top.motion.running
    clicker.frames(40)  # 40 frames of 1/60 s: well past 0.25 s
    assert not app.top.motion.running


def test_off_makes_no_animation(app):
    set_speed(app, "off")
    clicker = to_table(app)
    for _ in range(12):
        clicker.decide()
        assert not (isinstance(app.top, Table) and app.top.motion.running)


SHOWN = {"worker", "resource", "vp", "event", "card", "builder", "token"}


@pytest.mark.parametrize("players, seed", [(2, 4)])
def test_a_game_shows_workers_resources_vp_the_event_cards_buildings_and_the_turn_order_moving(app, players, seed):
    kinds = set()

    def watch(app):
        for item in app.top.motion.moving if isinstance(app.top, Table) else ():
            kinds.add("event" if isinstance(item, Flip) else item.what)

    clicker = Clicker(app, seed, on_frame=watch)
    clicker.frames(2)
    clicker.new_game(players, seed)
    while not app.top.play.state.is_over and kinds != SHOWN:
        clicker.decide()
    assert kinds == SHOWN
