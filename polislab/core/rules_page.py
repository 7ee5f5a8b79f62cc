"""A game's rules page for learners: the rules in polislab's own words, section by section,
numbered like the rule text that events, errors and narrations cite.

Each game keeps its page as Markdown in its package (``learners_rules.md``). A ``## `` heading
starts a section; one or more ``<!-- cite: KEY -->`` lines under it name the citations it
explains, each KEY exactly as citations write it (``§5.7``, ``§Step B``, ``HG29``,
``publisher FAQ 2``). What comes before the first section is the page's introduction.

>>> page = RulesPage.parse('''# Polis: the rules
... What this page is.
...
... ## §5.1 Create hoplites
... <!-- cite: §5.1 -->
... Pay 1 metal per hoplite.
...
... ## §5.10 Move the proxenos
... <!-- cite: §5.10 -->
... It moves by land or sea.
... ''')
>>> [s.title for s in page.cited("Hegemony reference §5.10 Move Proxenos")]
['§5.10 Move the proxenos']
>>> [s.keys for s in page.cited("(§5.1; §5.10)")]
[('§5.1',), ('§5.10',)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from .errors import ScenarioError

__all__ = ["RulesPage", "Section", "PAGE_FILE"]

#: The page's file name in a game's package.
PAGE_FILE = "learners_rules.md"
_CITE = re.compile(r"^<!--\s*cite:\s*(.+?)\s*-->\s*$")


@dataclass(frozen=True)
class Section:
    """One section: its heading, the citation keys it explains, its Markdown text."""

    title: str
    keys: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class RulesPage:
    """A parsed rules page: its title, its introduction (Markdown) and its sections."""

    title: str
    intro: str
    sections: tuple[Section, ...]

    @classmethod
    def parse(cls, markdown: str) -> RulesPage:
        """Read a page; ScenarioError names a section without a key or a key used twice."""
        title, intro_lines = "", []
        sections: list[Section] = []
        heading: str | None = None
        keys: list[str] = []
        body: list[str] = []

        def close() -> None:
            if heading is None:
                return
            if not keys:
                raise ScenarioError(f"the rules page's section {heading!r} names no citation "
                                    "(a line <!-- cite: KEY --> under its heading)")
            sections.append(Section(heading, tuple(keys), "\n".join(body).strip()))

        for line in markdown.splitlines():
            if line.startswith("## "):
                close()
                heading, keys, body = line[3:].strip(), [], []
            elif heading is None:
                if line.startswith("# ") and not title:
                    title = line[2:].strip()
                else:
                    intro_lines.append(line)
            elif (cite := _CITE.match(line.strip())) is not None:
                keys.append(cite.group(1))
            else:
                body.append(line)
        close()
        seen: dict[str, str] = {}
        for section in sections:
            for key in section.keys:
                if key in seen:
                    raise ScenarioError(f"the citation {key!r} is explained twice, under "
                                        f"{seen[key]!r} and {section.title!r}")
                seen[key] = section.title
        return cls(title, "\n".join(intro_lines).strip(), tuple(sections))

    @cached_property
    def _patterns(self) -> list[tuple[re.Pattern[str], Section, str]]:
        # A key ends where a word or a section number ends: "§5.1" is not found in "§5.10".
        return [(re.compile(re.escape(key) + r"(?![\w]|\.\d)"), section, key)
                for section in self.sections for key in section.keys]

    def cited(self, text: str) -> list[Section]:
        """The sections whose citations ``text`` names, in the order it names them. Where one
        key is found inside a longer one at the same place ("§Step C" in "§Step C,
        Production"), only the longer counts."""
        found: list[tuple[int, int, Section]] = []
        for pattern, section, _key in self._patterns:
            found.extend((m.start(), m.end(), section) for m in pattern.finditer(text))
        kept = [(start, end, section) for start, end, section in found
                if not any(s <= start and end <= e and (s, e) != (start, end)
                           for s, e, _ in found)]
        return list(dict.fromkeys(section for _start, _end, section in sorted(
            kept, key=lambda item: item[0])))

    def section(self, key: str) -> Section:
        """The section that explains citation ``key``."""
        for section in self.sections:
            if key in section.keys:
                return section
        raise KeyError(key)
