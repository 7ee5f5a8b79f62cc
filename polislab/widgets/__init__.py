"""Live boards for notebooks: ``BoardView``, ``PlayView``, ``TutorialPlayer`` and ``Exercise``.

Nothing here is specific to one game: each game adds a render module (``polislab.render.<game>``).
"""

from .board_view import BoardView
from .exercise import Exercise, Question, Verdict
from .play_view import PlayView
from .tutorial import TutorialPlayer

__all__ = ["BoardView", "Exercise", "PlayView", "Question", "TutorialPlayer", "Verdict"]
