"""Live boards for notebooks: ``BoardView``, ``PlayView``, ``TutorialPlayer``, ``Exercise`` and
``LessonRecorder`` (a teacher makes a lesson by playing).

Nothing here is specific to one game: each game adds its interface (``polislab.games.<game>.ui``),
reached through :func:`polislab.core.interface.interface_for`.
Boards draw on ipycanvas, or on polislab's own HTML canvas (``use_backend("html")``; the
default in a Pyodide kernel): see :mod:`.board_backend`. Imported in IPython, it makes
polislab's own errors show their sentence alone (:mod:`.learner_errors`).
"""

from .board_backend import use_backend
from .board_view import BoardView
from .exercise import Exercise, Question, Verdict
from .learner_errors import show_errors_as_sentences
from .lesson_recorder import LessonRecorder
from .play_view import PlayView
from .tutorial import TutorialPlayer

# In a notebook, polislab's own errors show their sentence, not a traceback (see the module).
show_errors_as_sentences()

__all__ = ["BoardView", "Exercise", "LessonRecorder", "PlayView", "Question", "TutorialPlayer",
           "Verdict", "use_backend"]
