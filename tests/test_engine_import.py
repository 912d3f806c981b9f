"""Importing the engine pulls in no validation library, no I/O stack and nothing of ours above it.

Every command-line start imports the engine, so what it imports is start-up time (issue 16).
The list of modules comes from `python -X importtime` in a fresh process; no timing is checked
here (bench/bench_engine_import.py measures it).
"""

import subprocess
import sys

import pytest

FORBIDDEN = ("pydantic", "pydantic_core", "discord", "asyncio", "sqlite3", "aiosqlite")
OURS_ABOVE = ("bot", "cogs", "console", "tables")


def imported_modules(statement: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", statement],
        capture_output=True,
        text=True,
        check=True,
    )
    modules = set()
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            modules.add(line.rsplit("|", 1)[1].strip())
    assert modules, done.stderr
    return modules


@pytest.mark.parametrize("statement", ["import engine", "import engine.pickomino"])
def test_importing_the_engine_imports_no_pydantic_nor_io(statement: str) -> None:
    modules = imported_modules(statement)
    assert "engine" in modules
    top_levels = {module.split(".")[0] for module in modules}
    assert not top_levels & {*FORBIDDEN, *OURS_ABOVE}, sorted(
        top_levels & {*FORBIDDEN, *OURS_ABOVE}
    )


def test_the_check_sees_a_forbidden_module() -> None:
    assert "sqlite3" in imported_modules("import sqlite3")
