"""Every polislab widget has a model that a page can show.

A widget class that defines a method or attribute of ipywidgets' own ``Widget`` under the same
name breaks it quietly: ``MomentOpener.open`` hid ``Widget.open``, which makes the widget's
model in the browser, so ``opener()`` showed "Error displaying widget: model not found" in
every kernel (the teacher's walkthrough, friction 3).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import ipywidgets
import pytest

import polislab.widgets


class _Plain(ipywidgets.DOMWidget):
    """A widget class that defines nothing: what traitlets writes into every class."""


#: Names a widget class may define although ``Widget`` has them: traitlets' own bookkeeping,
#: and the display bundle (``ShownOffline`` adds the board's picture to it on purpose).
ALLOWED = set(vars(_Plain)) | {"_repr_mimebundle_"}


def _widget_classes() -> list[type]:
    found = []
    for info in pkgutil.iter_modules(polislab.widgets.__path__):
        module = importlib.import_module(f"polislab.widgets.{info.name}")
        found += [cls for _name, cls in inspect.getmembers(module, inspect.isclass)
                  if issubclass(cls, ipywidgets.Widget) and cls.__module__ == module.__name__]
    return sorted(set(found), key=lambda cls: cls.__qualname__)


def test_there_are_widget_classes_to_check() -> None:
    names = {cls.__name__ for cls in _widget_classes()}
    assert {"MomentOpener", "TutorialPlayer", "PlayView", "BoardView", "Access"} <= names


@pytest.mark.parametrize("cls", _widget_classes(), ids=lambda cls: cls.__name__)
def test_no_widget_hides_a_name_of_ipywidgets_own(cls: type) -> None:
    own = set(dir(ipywidgets.DOMWidget)) | set(dir(ipywidgets.Box))
    for klass in cls.__mro__:
        if klass.__module__.startswith("polislab."):
            hidden = {name for name in vars(klass) if name in own
                      and not (name.startswith("__") and name.endswith("__"))} - ALLOWED
            assert not hidden, f"{klass.__qualname__} hides ipywidgets' {sorted(hidden)}"

