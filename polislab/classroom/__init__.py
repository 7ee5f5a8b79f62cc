"""The class on one board: moment codes to share a position or a tutorial step, following the
teacher's player through a file the class's Jupyter server already shares, and exercise
results a learner keeps and a teacher merges. No network service of polislab's own: codes are
text, following reads a file, results are JSON files the learner hands in.
"""

from .moment import Moment, moment_code, moment_link, open_moment, read_moment

__all__ = ["Moment", "moment_code", "moment_link", "open_moment", "read_moment"]
