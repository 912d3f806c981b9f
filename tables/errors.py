"""The refusals a person can cause, whatever front-end they use."""

from typing import Any


class UserError(Exception):
    """A refusal worth explaining to the person; `key` is a catalog key of words/locales, and
    each front-end says it in the person's language its own way."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values
