"""The log's drawer costs nothing while shut: laying out its text takes about 1 ms a line, and
writing it at every change made each click wait some 60 ms for a drawer nobody was reading.
Opened, it holds the newest entries the player may read (R25)."""

from ..table_at import to_table


def test_a_shut_drawer_is_not_written_and_an_open_one_is(app):
    clicker = to_table(app, players=3, seed=6)
    table = app.top
    written = []
    set_text = table.log.box.set_text
    table.log.box.set_text = lambda text: written.append(text) or set_text(text)
    for _ in range(6):
        clicker.decide()
    assert not table.log.open and not [text for text in written if text], "the shut drawer was laid out"
    assert table.widgets["log"].html_text == ""
    clicker.click(("button", "log"))
    assert table.log.open and written and written[-1], "opened, the drawer shows the log"
    assert table.widgets["log"].html_text == written[-1]
