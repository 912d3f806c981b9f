"""Files a member attaches to a slash command (option type 11), and the CDN that serves them.

Discord uploads the file before the command is sent, and the interaction carries only its id;
`resolved.attachments` holds its name, size, type and the CDN address the bot downloads it
from. The fake serves those addresses itself (`GET /attachments/{id}/{filename}`), so the bot
reads the bytes over HTTP with discord.py's own `Attachment.read`, as it would from Discord.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aiohttp import web

from .snowflakes import SnowflakeFactory

ROUTE = "/attachments/{attachment_id}/{filename}"


@dataclass(frozen=True)
class FakeAttachment:
    id: int
    filename: str
    data: bytes
    content_type: str | None
    url: str
    downloads: list[int] = field(default_factory=list, compare=False)
    """One entry per download by the bot (what a test may check: no link kept, bytes read)."""

    def payload(self) -> dict[str, object]:
        data: dict[str, object] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "ephemeral": True,
        }
        if self.content_type is not None:
            data["content_type"] = self.content_type
        return data


class AttachmentCdn:
    def __init__(self, ids: SnowflakeFactory) -> None:
        self._ids = ids
        self._files: dict[int, FakeAttachment] = {}
        self.base_url = ""

    def add(self, filename: str, data: bytes, content_type: str | None) -> FakeAttachment:
        attachment_id = self._ids.next()
        url = f"{self.base_url}/attachments/{attachment_id}/{filename}"
        attachment = FakeAttachment(attachment_id, filename, data, content_type, url)
        self._files[attachment_id] = attachment
        return attachment

    async def serve(self, request: web.Request) -> web.Response:
        try:
            attachment = self._files[int(request.match_info["attachment_id"])]
        except (KeyError, ValueError):
            return web.Response(status=404)
        if attachment.filename != request.match_info["filename"]:
            return web.Response(status=404)
        attachment.downloads.append(len(attachment.data))
        return web.Response(
            body=attachment.data,
            content_type=attachment.content_type or "application/octet-stream",
        )
