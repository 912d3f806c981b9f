"""Every numbered rule of rules.md is named by at least one test here (issue requirement).

Names and docstrings of the test functions are read from the source, so a rule dropped from
every test name fails this test instead of going unnoticed.
"""

import ast
import re
from pathlib import Path

RULES = (
    [f"R{number}" for number in range(1, 19)]
    + [f"X{number}" for number in range(1, 16)]
    + [f"F{number}" for number in range(1, 10)]
)
RULE_MENTION = re.compile(r"(?<![a-z0-9])([rxf])(\d{1,2})(?!\d)", re.IGNORECASE)


def rules_named_by_tests(folder: Path) -> set[str]:
    named: set[str] = set()
    for module in sorted(folder.glob("test_*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text = f"{node.name} {ast.get_docstring(node) or ''}"
                named |= {f"{kind.upper()}{number}" for kind, number in RULE_MENTION.findall(text)}
    return named


def test_every_rule_number_is_named_by_a_test() -> None:
    named = rules_named_by_tests(Path(__file__).parent)
    missing = [rule for rule in RULES if rule not in named]
    assert missing == [], f"no test names these rules: {', '.join(missing)}"


def test_the_rule_mention_pattern_reads_names_and_docstrings() -> None:
    assert RULE_MENTION.findall("test_r15a_short_game and X12 then F1.") == [
        ("r", "15"),
        ("X", "12"),
        ("F", "1"),
    ]
    assert RULE_MENTION.findall("test_buffer1_prefix9") == []
