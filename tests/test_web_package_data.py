"""The pages' templates and files are in the installed package (issue 38): pyproject's
package-data names each of them, so a bot installed from its wheel (the Docker image) serves
a game's page rather than failing on a template it lacks. Globbed as setuptools globs them,
where `*` stays within one folder."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"


def test_every_template_and_static_file_is_package_data() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["web"]
    packaged = {path for pattern in patterns for path in WEB.glob(pattern)}
    files = {
        path
        for folder in ("templates", "static")
        for path in (WEB / folder).rglob("*")
        if path.is_file()
    }
    assert files - packaged == set()
    assert any(path.parent.name == "game" for path in files)
