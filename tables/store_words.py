"""What every front-end says of a database that cannot be opened, in the reader's language."""

from tables.storage import StoreNotOpened
from words.i18n import t


def not_opened_text(error: StoreNotOpened, language: str) -> str:
    """One line: the database (never its password) and the cause, from the catalog key of
    its kind (`cli.store_reason.<kind>`), with the values the store gave."""
    reason = t(f"cli.store_reason.{error.kind}", language, **error.values)
    return t("cli.store_not_opened", language, name=error.name, reason=reason)
