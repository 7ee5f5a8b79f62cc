"""The class on one board: moment codes to share a position or a tutorial step, following the
teacher's player through a file the class's Jupyter server already shares, and exercise
results a learner keeps and a teacher merges. No network service of polislab's own: codes are
text, following reads a file, results are JSON files the learner hands in.
"""

import sys

from .lesson_notebook import lesson_notebook, lesson_of_notebook, read_lesson
from .moment import Moment, lesson_code, moment_code, moment_link, open_moment, read_moment

__all__ = ["Moment", "lesson_code", "lesson_notebook", "lesson_of_notebook", "moment_code",
           "moment_link", "open_moment", "read_lesson", "read_moment"]


def _in_a_notebook() -> bool:
    """Whether a notebook's kernel (an IPython shell) runs this code."""
    if "IPython" not in sys.modules:
        return False
    return sys.modules["IPython"].get_ipython() is not None


# docs/teaching.md's first cell for a learner, `from polislab.classroom import open_moment`,
# imports no widget: in a notebook, polislab's errors (a damaged code) show as their sentence
# all the same, as once polislab.widgets is imported, not after a traceback (walkthrough,
# friction 8). Outside a notebook this module still imports no widget.
if _in_a_notebook():
    from polislab.widgets.learner_errors import show_errors_as_sentences

    show_errors_as_sentences()
