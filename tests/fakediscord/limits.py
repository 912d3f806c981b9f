"""Discord's documented message limits, enforced so the bot meets them before production does.

A message the real API would refuse (a 2001-character reply, a sixth action row, two
buttons sharing a custom_id) is refused here with the same 400 error, instead of passing
silently in tests and failing in a live guild.
"""

from __future__ import annotations

from typing import Any

from .errors import ApiError, invalid_form
from .messages import FLAG_COMPONENTS_V2, SELECT_TYPES, FakeMessage, walk_components

ACTION_ROW = 1
LINK_STYLE = 5
PREMIUM_STYLE = 6

EMBED_TEXT_LIMITS = {"title": 256, "description": 4096}
EMBED_TOTAL_LIMIT = 6000


def validate_message(message: FakeMessage) -> None:
    """Raise the ApiError Discord would return for this message state, if any."""
    has_body = message.content or message.embeds or message.components or message.attachments
    if not has_body and not message.loading:
        raise ApiError(400, 50006, "Cannot send an empty message")
    if len(message.content) > 2000:
        raise invalid_form("content: Must be 2000 or fewer in length.")
    _validate_embeds(message.embeds)
    if message.flags & FLAG_COMPONENTS_V2:
        _validate_layout(message)
    else:
        _validate_rows(message.components)
    _validate_interactive(message.components)


def _validate_embeds(embeds: list[dict[str, Any]]) -> None:
    if len(embeds) > 10:
        raise invalid_form("embeds: Must be 10 or fewer in length.")
    total = 0
    for index, embed in enumerate(embeds):
        for key, limit in EMBED_TEXT_LIMITS.items():
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > limit:
                raise invalid_form(f"embeds.{index}.{key}: Must be {limit} or fewer in length.")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            raise invalid_form(f"embeds.{index}.fields: Must be 25 or fewer in length.")
        for number, item in enumerate(fields):
            name, value = str(item.get("name") or ""), str(item.get("value") or "")
            if not name or not value:
                raise invalid_form(f"embeds.{index}.fields.{number}: name and value are required.")
            if len(name) > 256 or len(value) > 1024:
                raise invalid_form(f"embeds.{index}.fields.{number}: name <= 256, value <= 1024.")
            total += len(name) + len(value)
        footer = (embed.get("footer") or {}).get("text") or ""
        author = (embed.get("author") or {}).get("name") or ""
        if len(footer) > 2048 or len(author) > 256:
            raise invalid_form(f"embeds.{index}: footer <= 2048 and author name <= 256.")
        total += len(footer) + len(author)
    if total > EMBED_TOTAL_LIMIT:
        raise invalid_form(f"embeds: Embed size exceeds maximum size of {EMBED_TOTAL_LIMIT}")


def _validate_layout(message: FakeMessage) -> None:
    if message.content or message.embeds:
        raise invalid_form("content and embeds cannot be used with the IS_COMPONENTS_V2 flag.")
    if sum(1 for _ in walk_components(message.components)) > 40:
        raise invalid_form("components: Must be 40 or fewer in total.")


def _validate_rows(rows: list[dict[str, Any]]) -> None:
    if len(rows) > 5:
        raise invalid_form("components: Must be 5 or fewer in length.")
    for index, row in enumerate(rows):
        if row.get("type") != ACTION_ROW:
            raise invalid_form(f"components.{index}: top-level components must be action rows.")
        children = row.get("components") or []
        selects = [c for c in children if c.get("type") in SELECT_TYPES]
        if not children or len(children) > 5 or (selects and len(children) > 1):
            raise invalid_form(
                f"components.{index}: a row holds 1 to 5 buttons or exactly one select menu."
            )


def _validate_interactive(components: list[dict[str, Any]]) -> None:
    seen: set[str] = set()
    for component in walk_components(components):
        kind = component.get("type")
        custom_id = component.get("custom_id")
        if custom_id is not None:
            if not 1 <= len(custom_id) <= 100:
                raise invalid_form(f"custom_id {custom_id!r}: Must be 1 to 100 in length.")
            if custom_id in seen:
                raise invalid_form(f"Component custom id cannot be duplicated: {custom_id!r}")
            seen.add(custom_id)
        if kind == 2:
            _validate_button(component)
        elif kind in SELECT_TYPES:
            _validate_select(component)


def _validate_button(button: dict[str, Any]) -> None:
    label = button.get("label") or ""
    if len(label) > 80:
        raise invalid_form(f"button label {label!r}: Must be 80 or fewer in length.")
    style = button.get("style")
    if style == LINK_STYLE:
        if not button.get("url") or "custom_id" in button:
            raise invalid_form("link buttons need a url and no custom_id.")
    elif style != PREMIUM_STYLE and "custom_id" not in button:
        raise invalid_form("buttons other than link buttons need a custom_id.")
    if not label and not button.get("emoji") and style != PREMIUM_STYLE:
        raise invalid_form("a button needs a label or an emoji.")


def _validate_select(select: dict[str, Any]) -> None:
    placeholder = select.get("placeholder") or ""
    if len(placeholder) > 150:
        raise invalid_form("select placeholder: Must be 150 or fewer in length.")
    if select.get("type") != 3:
        return
    options = select.get("options") or []
    if not 1 <= len(options) <= 25:
        raise invalid_form("select options: Must be between 1 and 25 in length.")
    values = [o.get("value") for o in options]
    if len(set(values)) != len(values):
        raise invalid_form("select options: values must be unique.")
    for option in options:
        for key in ("label", "value", "description"):
            if len(option.get(key) or "") > 100:
                raise invalid_form(f"select option {key}: Must be 100 or fewer in length.")
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if not 0 <= low <= high <= len(options):
        raise invalid_form("select min_values/max_values out of range for its options.")
