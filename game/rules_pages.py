"""The how-to-play pages: one text per game and language in `assets/rules/<game>.<lang>.md`.

A page is a small subset of Markdown, read into blocks the window lays out and scrolls:
`# Title` (once, first), `## Section`, `### Subsection`, `- bullet` (a bullet may wrap onto
lines indented by two spaces), `![caption](picture-name)` (a picture the app draws itself,
from a scenario), and paragraphs (lines joined until a blank line). `**bold**` marks are
dropped: the window draws a line in one weight. No pygame here: the tests read the pages
without a display.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from game.paths import resource_path

PAGE_KINDS = ("title", "section", "subsection", "paragraph", "bullet", "picture")
PICTURE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\((?P<name>[A-Za-z0-9_.-]+)\)$")


@dataclass(frozen=True)
class Block:
    kind: str
    """One of PAGE_KINDS."""
    text: str
    """The words shown (for a picture: its caption)."""
    picture: Optional[str] = None
    """For a picture: the name of what the app draws (see game/ui/rules_pictures.py)."""


class PageError(ValueError):
    """A page that does not follow the format; the message names the file and the line."""


def page_path(game_id: str, lang: str) -> Path:
    return resource_path("assets", "rules", f"{game_id}.{lang}.md")


def load_page(game_id: str, lang: str) -> list[Block]:
    """The page of `game_id` in `lang`, or in English when that language has none."""
    from game.rules_pages_lists import added_blocks  # it builds Blocks: imported when asked

    path = page_path(game_id, lang)
    if not path.is_file():
        path = page_path(game_id, "en")
    return parse_page(path.read_text(encoding="utf-8-sig"), path.name) + added_blocks(game_id, lang)


def _clean(text: str) -> str:
    # Only spaces and tabs fold: a no-break space (French « », ":") keeps words together.
    return re.sub(r"[ \t]+", " ", text.replace("**", "")).strip(" \t")


def parse_page(text: str, name: str = "page") -> list[Block]:
    blocks: list[Block] = []
    pending: list[str] = []
    pending_kind = "paragraph"

    def flush() -> None:
        nonlocal pending, pending_kind
        if pending:
            blocks.append(Block(pending_kind, _clean(" ".join(pending))))
        pending, pending_kind = [], "paragraph"

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,3}) (.+)$", stripped)
        if heading:
            flush()
            kind = {1: "title", 2: "section", 3: "subsection"}[len(heading.group(1))]
            if kind == "title" and blocks:
                raise PageError(f"{name}, line {number}: the title (# ...) must come first, and once")
            blocks.append(Block(kind, _clean(heading.group(2))))
            continue
        picture = PICTURE.match(stripped)
        if picture:
            flush()
            blocks.append(Block("picture", _clean(picture.group("caption")), picture.group("name")))
            continue
        if stripped.startswith("- "):
            flush()
            pending, pending_kind = [stripped[2:]], "bullet"
            continue
        if pending_kind == "bullet" and not line.startswith("  "):
            flush()  # a line that is not indented after a bullet starts a paragraph
        pending.append(stripped)
    flush()
    if not blocks or blocks[0].kind != "title":
        raise PageError(f"{name}: a page starts with its title (# ...)")
    return blocks


def sections(blocks: list[Block]) -> list[tuple[int, str]]:
    """(block index, heading) of each section, for the page's table of contents."""
    return [(index, block.text) for index, block in enumerate(blocks) if block.kind == "section"]
