"""`words check|update|compile`: a translator's tools (words.check, words.update,
docs/translating.md).

Their reports are for contributors, in English like the catalogs' keys and the docs that
explain them, one line each; `check` ends with status 1 when there is any problem.
"""

import argparse
import sys

from bot.settings import BotSettings
from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from words.i18n import LOCALES_DIR


def words(args: argparse.Namespace, settings: BotSettings) -> int:
    if args.operation == "update":
        return _update(args)
    if args.operation == "compile":
        return _compile(args)
    from words.check import check

    problems = check(args.folder, tuple(args.languages))
    for problem in problems:
        print(problem)
    checked = ", ".join(args.languages) or "every language"
    if problems:
        print(f"{len(problems)} problem(s) in {checked}.", file=sys.stderr)
        return EXIT_FAILED
    print(f"No problem in {checked}.")
    return EXIT_OK


def _update(args: argparse.Namespace) -> int:
    from words.update import update

    if len(args.languages) != 1:
        print(
            "words update takes one language, as its folder is named (de, pt_BR).", file=sys.stderr
        )
        return EXIT_USAGE
    (language,) = args.languages
    try:
        changes = update(language, args.folder)
    except ValueError as error:
        print(f"{language}: not a locale Babel knows ({error}).", file=sys.stderr)
        return EXIT_USAGE
    for change in changes:
        print(f"{language}/{change.file}: {change.added} added, {change.dropped} dropped")
    print(f"{language} is level with English; fill in the empty msgstr, then run words check.")
    return EXIT_OK


def _compile(args: argparse.Namespace) -> int:
    """The bot compiles a changed catalog at its first use; this does it now, for an
    installation whose users cannot write their cache (docker/install.sh)."""
    from words.i18n import precompile

    if args.folder != LOCALES_DIR:
        print("words compile compiles the bot's own catalogs only.", file=sys.stderr)
        return EXIT_USAGE
    try:
        paths = precompile()
    except OSError as error:
        print(error, file=sys.stderr)
        return EXIT_FAILED
    for path in paths:
        print(path)
    return EXIT_OK
