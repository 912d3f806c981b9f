"""The web pages (issue 38, docs/web.md): a third front-end beside `cogs/` and `console/`, over
`tables/`, served by aiohttp's web server with Jinja2 templates.

A server's pages are reached through the random token of its address (`/s/<token>/...`), and
only while the server keeps them on; every response carries the security headers of
`web.headers`. This package never imports discord.py, the cogs, the terminal or the process.
"""
