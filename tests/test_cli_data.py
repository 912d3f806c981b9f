"""`pickomino-bot data export` and `data forget` in a child process, on SQLite and PostgreSQL
(issue 28): the same effects as the Discord commands, on the database the settings name."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path

import pytest
from stores.backends import Backend
from stores.cells import every_value, traces
from stores.test_privacy import (
    ALICE_ID,
    BOB,
    OTHER_SERVER,
    SERVER,
    finished_game,
    others_numbers,
    server_with_history,
)
from terminal_process import cli_command, cli_environment


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    path = tmp_path / "data" / "pickomino.db"
    if request.param == "postgresql":
        return Backend("postgresql", path, request.getfixturevalue("postgres_url"))
    return Backend("sqlite", path, None)


async def data_command(backend: Backend, *arguments: str) -> subprocess.CompletedProcess[str]:
    variables = {"PICKOMINO_DATABASE_PATH": str(backend.path), "LANG": "C"}
    if backend.url is not None:
        variables["PICKOMINO_DATABASE_URL"] = backend.url
    return await asyncio.to_thread(
        subprocess.run,
        cli_command("data", *arguments),
        cwd=backend.path.parent.parent,
        env=cli_environment(**variables),
        capture_output=True,
        text=True,
        timeout=120,
    )


async def test_an_operator_exports_then_forgets_a_person_then_a_server(backend: Backend) -> None:
    store = await backend.open(durable=False)
    await server_with_history(store, SERVER)
    await finished_game(store, OTHER_SERVER, 9, [BOB], [0])
    await store.close()
    before = await others_numbers(backend)

    person, server = str(ALICE_ID), str(SERVER)
    exported = await data_command(backend, "export", "--user", person, "--guild", server)
    assert exported.returncode == 0, exported.stderr
    export = json.loads(exported.stdout)
    assert [server["guild_id"] for server in export["servers"]] == [SERVER]
    assert export["servers"][0]["ratings"] and str(BOB.user_id) not in exported.stdout

    forgot = await data_command(backend, "forget", "--user", str(ALICE_ID))
    assert forgot.returncode == 0, forgot.stderr
    assert forgot.stdout.startswith(f"Forgot user {ALICE_ID} in 1 server:")
    assert traces(await every_value(backend), ALICE_ID, "Alice Liddell") == []
    assert await others_numbers(backend) == before
    empty = await data_command(backend, "export", "--user", str(ALICE_ID))
    assert empty.returncode == 1 and empty.stdout == ""
    assert empty.stderr.startswith(f"Nothing is stored about user {ALICE_ID}: ")

    deleted = await data_command(backend, "forget", "--guild", str(SERVER))
    assert deleted.returncode == 0, deleted.stderr
    assert deleted.stdout == f"Deleted the data of server {SERVER}: 6 games.\n"
    store = await backend.open(durable=False)
    assert await store.guilds_with_data() == [OTHER_SERVER]
    await store.close()


async def test_bad_requests_get_a_short_answer(backend: Backend) -> None:
    negative = await data_command(backend, "forget", "--user", "-5")
    assert negative.returncode == 2 and negative.stderr.startswith("An id is a positive number")
    both = await data_command(backend, "forget", "--user", "5", "--guild", "6")
    assert both.returncode == 2 and "not allowed with argument" in both.stderr
    nobody = await data_command(backend, "export")
    assert nobody.returncode == 2 and "--user" in nobody.stderr
    assert "Traceback" not in negative.stderr + both.stderr + nobody.stderr


async def test_an_export_of_a_person_nothing_is_stored_about_says_so(backend: Backend) -> None:
    """Issue 34: no silent `"servers": []`; exit 1, the work could not be done
    (docs/deployment.md's table), and no JSON to send by mistake."""
    store = await backend.open(durable=False)
    await server_with_history(store, SERVER)
    await store.close()
    unknown = await data_command(backend, "export", "--user", "424242")
    assert (unknown.returncode, unknown.stdout) == (1, "")
    assert unknown.stderr == (
        "Nothing is stored about user 424242: there is nothing to export."
        " Check the id (Discord: Developer Mode, Copy ID).\n"
    )
    elsewhere = await data_command(
        backend, "export", "--user", str(ALICE_ID), "--guild", str(OTHER_SERVER)
    )
    assert (elsewhere.returncode, elsewhere.stdout) == (1, "")
    assert elsewhere.stderr.startswith(
        f"Nothing is stored about user {ALICE_ID} in server {OTHER_SERVER}: "
    )
    known = await data_command(backend, "export", "--user", str(ALICE_ID))
    assert known.returncode == 0 and json.loads(known.stdout)["servers"]
