"""Every relative link of README.md and docs/*.md (pictures and `#anchors` included) leads to a
file of the repository, and an anchor to a heading of that file; no relative link leaves the
repository (`../shared/...`). Links to web addresses are left alone."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
"""An inline link or picture, `[text](target)`, `[text](<target> "title")`; its text may hold
one level of brackets."""
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`\n]*`")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)
SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)


def documents(root: Path) -> list[Path]:
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


def prose(text: str) -> str:
    """The text without code blocks and code spans, where brackets are not links."""
    return CODE.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: its text without markup, lower case, punctuation other
    than `-` and `_` dropped, spaces made hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"[`*]", "", text).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file's headings; a repeated heading gets -1, -2... as on
    GitHub."""
    found: set[str] = set()
    for heading in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8"))):
        base = slug(heading)
        name, count = base, 0
        while name in found:
            count += 1
            name = f"{base}-{count}"
        found.add(name)
    return found


def broken_links(root: Path) -> list[str]:
    """Each relative link that does not resolve inside `root`, as `file: target (why)`."""
    problems = []
    for document in documents(root):
        for target in LINK.findall(prose(document.read_text(encoding="utf-8"))):
            if SCHEME.match(target):
                continue
            where, _, anchor = target.partition("#")
            path = (document.parent / where).resolve() if where else document
            name = f"{document.relative_to(root)}: {target}"
            if not path.is_relative_to(root):
                problems.append(f"{name} (outside the repository)")
            elif not path.exists():
                problems.append(f"{name} (no such file)")
            elif anchor and (path.suffix != ".md" or anchor not in anchors(path)):
                problems.append(f"{name} (no such heading)")
    return problems


def test_every_relative_link_of_the_readme_and_the_docs_resolves_inside_the_repository():
    assert broken_links(ROOT) == []


def test_the_readme_and_the_docs_are_all_read():
    read = {path.relative_to(ROOT).as_posix() for path in documents(ROOT)}
    assert {"README.md", "docs/rules.md", "docs/playing.md", "docs/operations.md"} <= read


def test_a_broken_link_an_outside_link_and_a_missing_anchor_are_each_found(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# Title\n\n## Two words: here\n", encoding="utf-8")
    (tmp_path / "README.md").write_text(
        "[ok](docs/a.md#two-words-here) [top](#read-me) ![p](docs/a.md)\n"
        "# Read me\n"
        "[gone](docs/b.md) [out](../shared/rules.md) [anchor](docs/a.md#three)\n"
        "[self](#nowhere) [web](https://example.org/x) `[code](nowhere.md)`\n"
        "```\n[fenced](nowhere.md)\n```\n",
        encoding="utf-8",
    )
    assert broken_links(tmp_path) == [
        "README.md: docs/b.md (no such file)",
        "README.md: ../shared/rules.md (outside the repository)",
        "README.md: docs/a.md#three (no such heading)",
        "README.md: #nowhere (no such heading)",
    ]


def test_anchors_follow_githubs_rules():
    assert slug("Several processes: PostgreSQL and shards") == (
        "several-processes-postgresql-and-shards"
    )
    assert slug("`pickomino-bot rules` and [links](x.md)") == "pickomino-bot-rules-and-links"
    assert slug("Pick Pic: cards and the computer player (issue 17)") == (
        "pick-pic-cards-and-the-computer-player-issue-17"
    )
