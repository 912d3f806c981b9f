"""The layers of docs/architecture.md, checked on the source: who may import whom, no import
circle anywhere, and the terminal and the table layer without discord.py.

Imports are read with `ast`, at module level, inside functions and under TYPE_CHECKING alike:
an import that only runs later is still a dependency.
"""

import ast
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from discord.utils import escape_markdown as discord_escape

from tables.markup import escape_markdown

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = (
    "bot",
    "engine",
    "pictures",
    "charts",
    "storage",
    "words",
    "tables",
    "cogs",
    "console",
    "web",
)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {
    module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
}


def imported(path: Path, name: str | None = None) -> Iterator[str]:
    """Every module `path` imports, absolute; `from a import b` is a.b when that is a module."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield full if full in MODULES else base


@cache
def imports_of(name: str) -> frozenset[str]:
    """Read once per run: every check below looks at the same source."""
    return frozenset(imported(MODULES[name], name))


def graph() -> dict[str, set[str]]:
    return {name: {target for target in imports_of(name) if target in MODULES} for name in MODULES}


def all_imports(package: str) -> dict[str, set[str]]:
    return {
        name: set(imports_of(name))
        for name in MODULES
        if name == package or name.startswith(package + ".")
    }


def test_the_import_reader_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The checks below are only as good as the reader: it must see lazy and typing imports."""
    source = textwrap.dedent(
        """
        import os
        from typing import TYPE_CHECKING
        if TYPE_CHECKING:
            from cogs.pickomino import PickominoCog
        def later():
            from tables import service
        """
    )
    probe = tmp_path / "probe.py"
    probe.write_text(source, encoding="utf-8")
    found = set(imported(probe, "tables.probe"))
    assert {"os", "typing", "cogs.pickomino", "tables.service"} <= found


def cycles_of(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every circle a depth-first search meets, each as the modules around it."""
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for target in sorted(edges[node]):
            if state.get(target) == 1:
                cycles.append([*stack[stack.index(target) :], target])
            elif target not in state:
                visit(target)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return cycles


def test_no_import_circle_among_the_projects_modules() -> None:
    cycles = cycles_of(graph())
    assert cycles == [], "import circles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_a_circle_is_caught() -> None:
    """The search on made-up graphs: a circle three modules long, and a diamond (no circle)."""
    assert cycles_of({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles_of({"a": {"b", "c"}, "b": {"d"}, "c": {"d"}, "d": set()}) == []


def outside(package: str, allowed: tuple[str, ...]) -> dict[str, set[str]]:
    """Imports of `package` into the project's packages other than `allowed`."""
    found: dict[str, set[str]] = {}
    for module, targets in all_imports(package).items():
        wrong = {
            target
            for target in targets
            if target.split(".")[0] in PACKAGES
            and not any(target == a or target.startswith(a + ".") for a in allowed)
        }
        if wrong:
            found[module] = wrong
    return found


def third_party(package: str, names: tuple[str, ...]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for module, targets in all_imports(package).items():
        wrong = {target for target in targets if target.split(".")[0] in names}
        if wrong:
            found[module] = wrong
    return found


def test_the_engine_imports_nothing_of_ours_above_it() -> None:
    assert outside("engine", ("engine",)) == {}
    assert third_party("engine", ("discord", "aiosqlite", "asyncio")) == {}


def test_pictures_draw_from_the_engine_only() -> None:
    assert outside("pictures", ("pictures", "engine")) == {}
    assert third_party("pictures", ("discord",)) == {}


def test_charts_import_nothing_of_ours() -> None:
    """Charts draw plain data with the callers' words: no game, no storage, no language."""
    assert outside("charts", ("charts",)) == {}
    assert third_party("charts", ("discord", "PIL")) == {}


def test_charts_load_matplotlib_only_when_one_is_drawn() -> None:
    """Every import of matplotlib in charts/ is inside a drawing function."""
    for name, path in MODULES.items():
        if name.split(".")[0] != "charts":
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                module = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
                assert not (module or "").startswith("matplotlib"), name


def test_storage_imports_no_game_and_no_front_end() -> None:
    assert outside("storage", ("storage",)) == {}
    assert third_party("storage", ("discord",)) == {}


def test_the_words_import_nothing_of_ours() -> None:
    assert outside("words", ("words",)) == {}
    assert third_party("words", ("discord",)) == {}


def test_the_table_layer_imports_no_front_end_and_no_discord() -> None:
    assert outside("tables", ("tables", "engine", "storage", "words", "charts")) == {}
    assert third_party("tables", ("discord",)) == {}


def test_the_terminal_imports_no_discord_and_reaches_storage_through_tables() -> None:
    assert outside("console", ("console", "tables", "engine", "pictures", "words")) == {}
    assert third_party("console", ("discord",)) == {}


def test_the_web_pages_import_no_discord_and_reach_storage_through_tables() -> None:
    allowed = ("web", "tables", "engine", "pictures", "charts", "words")
    assert outside("web", allowed) == {}
    assert third_party("web", ("discord",)) == {}


def test_the_discord_side_reaches_storage_through_tables() -> None:
    assert outside("cogs", ("cogs", "tables", "engine", "pictures", "words")) == {}


@pytest.mark.parametrize(
    "package",
    ["engine", "pictures", "charts", "storage", "words", "tables", "cogs", "console", "web"],
)
def test_nothing_below_the_process_imports_it(package: str) -> None:
    """`bot/` is the process alone: every layer under it works without it."""
    assert {
        m: t for m, t in all_imports(package).items() if any(x.split(".")[0] == "bot" for x in t)
    } == {}


def test_names_escape_as_discord_escapes_them() -> None:
    names = [
        "*x*",
        "a_b_",
        "`code`",
        "~~s~~",
        "||spoiler||",
        "> quote",
        "# title",
        "- item",
        "[link](http://x.y)",
        "https://ex.am/ple_x",
        "back\\slash",
        "Chloé",
        "Ann",
    ]
    for name in names:
        assert escape_markdown(name) == discord_escape(name), name


DISCORD_FREE = """
import importlib, io, sys, asyncio
from pathlib import Path
sys.modules["discord"] = None
for name in sys.argv[2:]:
    importlib.import_module(name)
from console.play import TERMINAL_CHANNEL, play_at_table
from console.seating import Table
from console.stop_signals import StopSignals
out = io.StringIO()
ended = asyncio.run(play_at_table(Path(sys.argv[1]), Table("extension", (), 3, 5),
    channel=TERMINAL_CHANNEL, new=True, language="fr", stdin=io.StringIO(), stdout=out,
    signals=StopSignals()))
assert ended is not None and ended.status == "finished", ended
assert "discord" not in {m.split(".")[0] for m in sys.modules if sys.modules[m] is not None}
print(out.getvalue().splitlines()[-1])
"""


def test_the_terminal_and_the_table_layer_run_without_discord(tmp_path: Path) -> None:
    """Every module of console/ and tables/ imports, and a whole game plays to its end,
    with discord made unimportable (in a child process, so this one keeps its discord)."""
    modules = sorted(name for name in MODULES if name.split(".")[0] in ("console", "tables"))
    done = subprocess.run(
        [sys.executable, "-c", DISCORD_FREE, str(tmp_path / "games.db"), *modules],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), done.stderr


@pytest.mark.parametrize("module", ["discord", "discord.ext.commands"])
def test_discord_is_unimportable_in_that_child(module: str) -> None:
    """The child's guard really blocks discord: importing it there fails."""
    code = f"""
import sys
sys.modules["discord"] = None
try:
    import {module}
except ImportError:
    sys.exit(3)
"""
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 3
