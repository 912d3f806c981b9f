"""The headers of every response, pages, files and errors alike.

The token of a server's address is in every URL, so no page may leak its address to another
site (`Referrer-Policy`), run a script or a style that the bot did not serve (the
Content-Security-Policy allows our own files only, and no inline script), or be framed.
Added when a response is prepared, so the 404 page and the static files carry them too. A
response that says nothing of caching is kept nowhere (`no-store`); the kept pages say
`no-cache` with their ETag (web/page_cache.py), the static files a year.
"""

from aiohttp import web

CONTENT_SECURITY_POLICY = (
    "default-src 'none'; img-src 'self' data:; style-src 'self'; font-src 'self'; "
    "script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}


async def add_security_headers(request: web.Request, response: web.StreamResponse) -> None:
    """aiohttp's `on_response_prepare` signal: every response, before its headers are sent."""
    response.headers.update(SECURITY_HEADERS)
    response.headers.setdefault("Cache-Control", "no-store")
