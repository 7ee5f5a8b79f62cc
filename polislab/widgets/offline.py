"""What a board widget shows where no kernel runs: a picture with a text alternative, and a
stable text repr.

A notebook opened untrusted (downloaded, after ``git pull``, in JupyterLite) shows no
``image/svg+xml`` output, only a sanitised ``text/html`` one; JupyterLab keeps an ``<img>`` with
a ``data:`` URI and its ``alt`` there, and prefers ``text/html`` to SVG when trusted too. So the
bundle's picture for every viewer is that ``<img>``, its ``alt`` the board's own description
(the text its live region reads out), with the SVG beside it for viewers that want SVG.
"""

from __future__ import annotations

from typing import Any

from polislab.render.svg import picture_html


class ShownOffline:
    """Mixin for widgets holding a board: the display bundle carries, beside the live widget
    view, a picture of the board (for GitHub, nbviewer, a notebook opened untrusted, a page
    reloaded with no kernel), as ``text/html`` (an ``<img>`` with the board's description as
    its ``alt``) and as ``image/svg+xml``, and ``repr(self)`` as text (stable, with no memory
    address, so nbval can compare it). The live widget view, when there is a kernel, is shown
    before all of them.

    A class using it defines :meth:`svg`.
    """

    def svg(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = super()._repr_mimebundle_(**kwargs) or {}  # type: ignore[misc]
        svg = self.svg()
        bundle["text/plain"] = repr(self)
        bundle["text/html"] = picture_html(svg)
        bundle["image/svg+xml"] = svg
        return bundle
