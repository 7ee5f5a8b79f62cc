"""What a board widget shows where no kernel runs: a static SVG and a stable text repr."""

from __future__ import annotations

from typing import Any


class ShownOffline:
    """Mixin for widgets holding a board: the display bundle carries, beside the live widget
    view, a static SVG of the board (for GitHub, nbviewer, a reloaded page with no kernel) and
    ``repr(self)`` as text (stable, with no memory address, so nbval can compare it).

    A class using it defines :meth:`svg`.
    """

    def svg(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = super()._repr_mimebundle_(**kwargs) or {}  # type: ignore[misc]
        bundle["text/plain"] = repr(self)
        bundle["image/svg+xml"] = self.svg()
        return bundle
