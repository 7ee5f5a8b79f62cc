"""The panel's account of what the last moves did, written as a story: who played what, then
each outcome as a sentence, its rule cited by a small reference whose full text shows on hover
(or in the "Rules cited" fold below, for touch screens and screen readers).

>>> print(short_rule("seed 000 §5.7 Besiege Polis; seed 001 §Political Actions"))
§5.7
>>> print(short_rule("Polis §Taking Your Turn, Movement"))
§Taking Your Turn…
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

#: One move as the panel tells it: a heading ("Sparta played besiege Argos", or "" for the
#: draws of chance, told under the move they follow) and its outcomes as (text, rule) pairs.
Move = tuple[str, Sequence[tuple[str, str]]]

_SHORT = 16  # characters of a named section shown before the ellipsis
_CITE = ("font-size:0.78em;color:var(--jp-ui-font-color2,#616161);white-space:nowrap;"
         "border-bottom:1px dotted currentColor;cursor:help")
_HEAD = "margin:0.5em 0 0.15em;font-weight:600"
_LIST = "margin:0;padding-left:1.1em;line-height:1.35"


def short_rule(rule: str) -> str:
    """A compact reference for a citation: its first numbered section ("§5.7"), or the start of
    its first named one, or its first words."""
    first = rule.split(";")[0].strip()
    mark = first.find("§")
    if mark < 0:
        return first if len(first) <= _SHORT else first[:_SHORT].rstrip() + "…"
    section = first[mark:]
    numbered = re.match(r"§\s*[\d.]+", section)
    if numbered:
        return numbered.group(0).replace(" ", "")
    return section if len(section) <= _SHORT + 1 else section[:_SHORT + 1].rstrip(" ,") + "…"


def sentence_and_rule(text: str, rule: str) -> tuple[str, str]:
    """Split an event's text from the citation that ends it ("... (rule)." -> text, rule)."""
    for tail in (f" ({rule}).", f" ({rule})"):
        if rule and text.endswith(tail):
            return text[: -len(tail)] + ".", rule
    return text, rule


def events_html(moves: Sequence[Move], empty: str = "") -> str:
    """The moves as HTML: a heading per move, its outcomes as sentences with compact
    citations; the draws of chance go under the move before them, with no heading of their
    own. ``empty`` is shown when there is no move."""
    if not moves:
        return (f"<div style='line-height:1.35'><p style='margin:0.3em 0'>{html.escape(empty)}"
                "</p></div>")
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
    rules = "".join(f"<li>{html.escape(r)}</li>" for r in dict.fromkeys(cited))
    if rules:
        parts.append('<details class="polislab-log-rules" style="margin-top:0.4em">'
                     '<summary style="cursor:pointer;font-size:0.85em">Rules cited</summary>'
                     f'<ul style="{_LIST};font-size:0.85em">{rules}</ul></details>')
    return f'<div class="polislab-log" style="line-height:1.35">{"".join(parts)}</div>'
