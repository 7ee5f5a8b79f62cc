"""A picture as HTML: how a notebook shows a board or a chart even where SVG is not shown.

Plain text work (no drawing), so every state's ``_repr_html_`` (:mod:`.scripting`) can use it
without the rules reaching the drawing code.
"""

from __future__ import annotations

import base64
import html
import re

_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_DESC = re.compile(r"<desc>(.*?)</desc>", re.S)


def picture_html(svg: str) -> str:
    """An SVG document as an HTML ``<img>`` (a ``data:`` URI), whose ``alt`` is the SVG's
    ``<title>`` and ``<desc>`` (what :func:`polislab.render.svg.to_svg` writes: the scene's
    title and its text description, the words a board's live region reads out; the title
    once, when the description starts with it).

    It is how a board shows where SVG is not: JupyterLab and JupyterLite show no
    ``image/svg+xml`` output of a notebook opened untrusted, but they do show a ``text/html``
    output holding this ``<img>`` (and prefer it to SVG when trusted too).

    >>> print(picture_html('<svg xmlns="http://www.w3.org/2000/svg"><title>Red &amp; Blue'
    ...                    '</title><desc>Red to move.</desc></svg>')[:80])
    <img class="polislab-picture" alt="Red &amp; Blue. Red to move." src="data:image
    """
    title, desc = (html.unescape(m.group(1)).strip() if m else ""
                   for m in (_TITLE.search(svg), _DESC.search(svg)))
    texts = [desc] if desc.startswith(title) else [title, desc]  # a chart's desc starts so
    alt = ". ".join(t.rstrip(".") for t in texts if t) + "."
    data = base64.b64encode(svg.encode()).decode("ascii")
    return (f'<img class="polislab-picture" alt="{html.escape(alt)}" '
            f'src="data:image/svg+xml;base64,{data}">')
