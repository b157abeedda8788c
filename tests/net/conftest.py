"""The two stores a server keeps its games in, for the tests that run against both: the data
folder, and PostgreSQL when one is given (scripts/with-postgres starts one on 127.0.0.1 and names
it in XERXES_TEST_DATABASE; .ci/run always does, and sets XERXES_NEED_POSTGRES so that a missing
one fails the run rather than skipping its tests)."""

from __future__ import annotations

import asyncio
import os
import secrets

import pytest

URL = os.environ.get("XERXES_TEST_DATABASE")
NEEDED = os.environ.get("XERXES_NEED_POSTGRES") == "1"


def _admin(statement: str) -> None:
    import asyncpg

    async def run() -> None:
        connection = await asyncpg.connect(URL, timeout=10)
        try:
            await connection.execute(statement)
        finally:
            await connection.close()

    asyncio.run(run())


@pytest.fixture
def database() -> str:
    """A new, empty PostgreSQL database of the test's own: its URL."""
    if not URL:
        if NEEDED:
            pytest.fail("XERXES_TEST_DATABASE is not set: run the tests through scripts/with-postgres")
        pytest.skip("no PostgreSQL given (scripts/test starts one where PostgreSQL is installed)")
    name = f"xerxes_test_{secrets.token_hex(4)}"
    _admin(f"CREATE DATABASE {name}")
    yield URL.rsplit("/", 1)[0] + "/" + name
    _admin(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture(params=["folder", "postgresql"])
def store(request, tmp_path) -> dict:
    """Where a test's server keeps its games, as Server's options: each test using it runs with
    the data folder and again with PostgreSQL."""
    if request.param == "folder":
        return {}
    return {"database": request.getfixturevalue("database"), "lease": 1.0}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that failed is marked, for its fixtures to show what its servers said."""
    outcome = yield
    if outcome.get_result().failed:
        item.failed = True
