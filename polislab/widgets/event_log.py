"""The panel's account of what the last moves did, written as a story: who played what, then
each outcome as a sentence, its rule cited by a small reference whose full text shows on hover
(or in the "Rules cited" fold below, for touch screens and screen readers).

The fold explains each rule cited, by the moves and by the tutorial step's narration, with the
section of the game's rules page for learners (:mod:`polislab.core.rules_page`) that explains
it, and says where the whole page is; a game with no page lists the citations as they are.

>>> print(short_rule("Hegemony reference §5.7 Besiege Polis; Hegemony summary §Military"))
§5.7
>>> print(short_rule("Polis rules §Taking Your Turn, Movement"))
§Movement
>>> print(short_rule("Hellas reference §5 Option 3: Attack; §9 FAQ"))
§5 Option 3
>>> print(short_rule("Polis rules §When Pieces DON'T Hop, Exception 1"))
§Exception 1
>>> print(markdown_html("Pay **1 metal** per *hoplite* <b>"))
<p>Pay <strong>1 metal</strong> per <em>hoplite</em> &lt;b&gt;</p>
>>> print(markdown_html("By:\\n\\n- land\\n- sea"))
<p>By:</p><ul><li>land</li><li>sea</li></ul>
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

from polislab.core.rules_page import RulesPage, Section

#: One move as the panel tells it: a heading ("Sparta played besiege Argos", or "" for the
#: draws of chance, told under the move they follow) and its outcomes as (text, rule) pairs.
Move = tuple[str, Sequence[tuple[str, str]]]

_SHORT = 22  # characters of a named section shown before the ellipsis
_CITE = ("font-size:0.78em;color:var(--jp-ui-font-color2,#616161);white-space:nowrap;"
         "border-bottom:1px dotted currentColor;cursor:help")
_HEAD = "margin:0.5em 0 0.15em;font-weight:600"
_LIST = "margin:0;padding-left:1.1em;line-height:1.35"


def short_rule(rule: str) -> str:
    """A compact reference for a citation: its first numbered section with its option, if any
    ("§5.7", "§5 Option 3"), or the last part of its first named one ("§Movement" for
    "§Taking Your Turn, Movement"), cut at a word if long, or its first words."""
    first = rule.split(";")[0].strip()
    mark = first.find("§")
    if mark < 0:
        return _cut(first)
    section = first[mark:]
    numbered = re.match(r"§\s*[\d.]+(?: Option \d+)?", section)
    if numbered:
        return "§" + numbered.group(0)[1:].strip()
    part = section[1:].split(":")[0].split(",")[-1].strip()
    return "§" + _cut(part)


def _cut(text: str) -> str:
    """``text``, or its first words within :data:`_SHORT` characters and an ellipsis."""
    if len(text) <= _SHORT:
        return text
    words = text[:_SHORT + 1].rsplit(" ", 1)[0] if " " in text[:_SHORT + 1] else text[:_SHORT]
    return words.rstrip(" ,") + "…"


def sentence_and_rule(text: str, rule: str) -> tuple[str, str]:
    """Split an event's text from the citation that ends it ("... (rule)." -> text, rule)."""
    for tail in (f" ({rule}).", f" ({rule})"):
        if rule and text.endswith(tail):
            return text[: -len(tail)] + ".", rule
    return text, rule


@dataclass(frozen=True)
class RulesShown:
    """What the "Rules cited" fold explains besides the moves' citations: the ``page`` of the
    game's rules for learners (None: the game has none yet), the tutorial step's narration
    (``narration``, whose citations it explains too) and where the whole page is (``where``)."""

    page: RulesPage | None = None
    narration: str = ""
    where: str = ""


def events_html(moves: Sequence[Move], empty: str = "", rules: RulesShown = RulesShown()) -> str:
    """The moves as HTML: a heading per move, its outcomes as sentences with compact
    citations; the draws of chance go under the move before them, with no heading of their
    own. ``empty`` is shown when there is no move. Under them, the "Rules cited" fold."""
    if not moves:
        return (f"<div style='line-height:1.35'><p style='margin:0.3em 0'>{html.escape(empty)}"
                f"</p>{rules_fold([], rules)}</div>")
    parts, cited = [], []
    for head, outcomes in moves:
        if head:
            parts.append(f'<p class="polislab-log-head" style="{_HEAD}">{html.escape(head)}</p>')
        elif not parts:
            parts.append(f'<p class="polislab-log-head" style="{_HEAD}">Chance decides</p>')
        items = []
        for text, rule in outcomes:
            sentence, rule = sentence_and_rule(text, rule)
            cite = ""
            if rule:
                cited.append(rule)
                cite = (f' <abbr class="polislab-cite" title="{html.escape(rule)}" '
                        f'style="{_CITE}">{html.escape(short_rule(rule))}</abbr>')
            items.append(f"<li>{html.escape(sentence)}{cite}</li>")
        parts.append(f'<ul class="polislab-log-list" style="{_LIST}">{"".join(items)}</ul>')
    parts.append(rules_fold(cited, rules))
    return f'<div class="polislab-log" style="line-height:1.35">{"".join(parts)}</div>'


def rules_fold(cited: Sequence[str], rules: RulesShown = RulesShown()) -> str:
    """The "Rules cited" fold: the section of the rules page that explains each citation of
    the narration and of ``cited`` (the moves' rules), each once, with its full name and its
    text; a citation the page does not explain (or every one, with no page) as it is written.
    "" when nothing is cited."""
    cited = list(dict.fromkeys(cited))
    page = rules.page
    sections: list[Section] = []
    unexplained: list[str] = []
    if page is not None:
        sections.extend(page.cited(rules.narration))
        for rule in cited:
            found = page.cited(rule)
            sections.extend(found)
            if not found:
                unexplained.append(rule)
    else:
        unexplained = cited
    sections = list(dict.fromkeys(sections))
    if not sections and not unexplained:
        return ""
    parts = [f'<div class="polislab-rule-section" style="margin:0.3em 0 0.5em">'
             f'<p style="margin:0;font-weight:600">{html.escape(section.title)}</p>'
             f"{markdown_html(section.text)}</div>" for section in sections]
    if unexplained:
        items = "".join(f"<li>{html.escape(rule)}</li>" for rule in unexplained)
        parts.append(f'<ul style="{_LIST}">{items}</ul>')
    if page is not None and rules.where:
        parts.append(f'<p style="margin:0.3em 0 0">The whole page, {html.escape(page.title)}: '
                     f"<code>{html.escape(rules.where)}</code></p>")
    return ('<details class="polislab-log-rules" style="margin-top:0.4em">'
            '<summary style="cursor:pointer;font-size:0.85em">Rules cited</summary>'
            f'<div style="font-size:0.85em;line-height:1.35">{"".join(parts)}</div></details>')


# -- a rules page section's Markdown, as safe HTML ------------------------------------------------
_ITEM = re.compile(r"^\s*(?:([-*])|(\d+)[.)])\s+(.*)$")
_LINK = re.compile(r"\[([^\]\n]+)\]\((?:[^()\s]|\([^()\s]*\))*\)")  # an address: one () deep
_CODE = re.compile(r"`([^`\n]+)`")
_STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__")
_EM = re.compile(r"(?<![*\w])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![*\w])"
                 r"|(?<![_\w])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![_\w])")


def _inline(text: str) -> str:
    """One line's Markdown: **bold**, *italic*, `code`; a link shows its text alone (a link
    in a widget would leave the notebook); everything else escaped."""
    out = html.escape(_LINK.sub(r"\1", text), quote=True)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _STRONG.sub(lambda m: f"<strong>{m.group(1) or m.group(2)}</strong>", out)
    return _EM.sub(lambda m: f"<em>{m.group(1) or m.group(2)}</em>", out)


def markdown_html(text: str) -> str:
    """A rules page section's Markdown as HTML: paragraphs, "- " (or "1. ") lists, **bold**,
    *italic* and `code`; every other character is escaped, so the page can hold no markup."""
    blocks: list[str] = []
    paragraph: list[str] = []
    items: list[list[str]] = []
    numbered = False

    def close() -> None:
        nonlocal paragraph, items
        if paragraph:
            blocks.append(f"<p>{_inline(' '.join(paragraph))}</p>")
        if items:
            tag = "ol" if numbered else "ul"
            lis = "".join(f"<li>{_inline(' '.join(item))}</li>" for item in items)
            blocks.append(f"<{tag}>{lis}</{tag}>")
        paragraph, items = [], []

    for line in text.splitlines():
        stripped = line.strip()
        item = _ITEM.match(line)
        if not stripped:
            close()
        elif item:
            if paragraph or (items and numbered != (item.group(2) is not None)):
                close()
            numbered = item.group(2) is not None
            items.append([item.group(3).strip()])
        elif items and line[:1].isspace():  # an item's next line
            items[-1].append(stripped)
        else:
            if items:
                close()
            paragraph.append(stripped.lstrip("#").strip() if stripped.startswith("#")
                             else stripped)
    close()
    return "".join(blocks)
