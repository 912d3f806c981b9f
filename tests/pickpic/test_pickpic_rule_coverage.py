"""Every numbered rule of pickpic-rules.md is named by at least one Pick Pic test."""

import ast
import re
from pathlib import Path

RULES = [f"P{number}" for number in range(1, 12)]
MENTION = re.compile(r"(?<![a-z0-9])p(\d{1,2})(?!\d)", re.IGNORECASE)


def test_every_pickpic_rule_is_named_by_a_test() -> None:
    named: set[str] = set()
    for module in sorted(Path(__file__).parent.glob("test_*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text = f"{node.name} {ast.get_docstring(node) or ''}"
                named |= {f"P{number}" for number in MENTION.findall(text)}
    assert [rule for rule in RULES if rule not in named] == []
