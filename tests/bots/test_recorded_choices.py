"""The computers choose alike from one version to the next: runs of games between them
(`recorded_choices.json`, written by `scripts/record-bot-choices`) end as they were recorded."""

import json

import pytest
from recorded_choices import RECORDED, RUNS, digest

RECORDS = json.loads(RECORDED.read_text(encoding="utf-8"))


def test_every_run_is_recorded():
    assert [(r["bots"], r["games"], r["seed"], r["playouts"]) for r in RECORDS] == RUNS


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"{r['bots']}-seed{r['seed']}")
def test_a_recorded_run_ends_the_same(record):
    assert digest(record["bots"], record["games"], record["seed"], record["playouts"]) == record["digest"]
