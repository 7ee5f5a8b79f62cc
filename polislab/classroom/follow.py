"""Following the teacher through a file the class's Jupyter server already shares.

Where a class shares one Jupyter server (one JupyterLab with real-time collaboration, or a
JupyterHub whose users share a folder), the teacher's player writes the moment it shows to a
small file in a shared folder, and each learner's player reads that file and shows the same
moment. No network service of polislab's own: the file is the channel, and the server the
class already has carries it. Where there is no shared server (the JupyterLite site), the
moment code is the way (see docs/teaching.md).

The channel file, ``<folder>/.polislab-follow/<channel>.json``::

    {"format": "polislab-follow", "version": 1, "serial": 12, "moment": "PL1-..."}

``serial`` grows with each write, so a follower knows a new moment from one it has shown.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> publish("class", "PL1-AAAA", folder)
1
>>> read_channel("class", folder)
(1, 'PL1-AAAA')
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, read_json_file

__all__ = ["FOLDER", "FORMAT", "channel_path", "publish", "read_channel"]

FORMAT = "polislab-follow"
VERSION = 1
#: The folder (inside the shared folder) that holds the channel files.
FOLDER = ".polislab-follow"
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")


def channel_path(channel: str, folder: str | os.PathLike[str] | None = None) -> Path:
    """The file of ``channel`` (letters, digits, - and _; at most 40) in ``folder`` (the
    notebook's folder by default)."""
    if not isinstance(channel, str) or not _NAME.fullmatch(channel):
        raise ScenarioError(f"a channel is named by letters, digits, '-' and '_' (at most 40), "
                            f"like 'class-3b', not {excerpt(channel)}")
    return Path(folder if folder is not None else ".") / FOLDER / f"{channel}.json"


def publish(channel: str, code: str, folder: str | os.PathLike[str] | None = None) -> int:
    """Write the moment ``code`` to ``channel``; returns its serial number. ScenarioError
    when this user may not write the channel's folder (a learner, in a folder the teacher
    writes and the class only reads)."""
    path = channel_path(channel, folder)
    now = read_channel(channel, folder)
    serial = (now[0] if now else 0) + 1
    spare = path.with_name(f".{path.name}.{os.getpid()}.new")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        spare.write_text(json.dumps({"format": FORMAT, "version": VERSION, "serial": serial,
                                     "moment": code}), encoding="utf-8")
        os.replace(spare, path)  # a follower reads the old file or the new one, never half
    except OSError as err:
        raise ScenarioError(
            f"the channel {channel} cannot be written in {path.parent.parent.resolve()}"
            f" ({err.strerror or 'the system refused'}): only the one who may write that "
            f"folder, the teacher, leads it; follow it with follow({channel!r})") from None
    return serial


def read_channel(channel: str, folder: str | os.PathLike[str] | None = None,
                 ) -> tuple[int, str] | None:
    """``(serial, code)`` of the moment last written to ``channel``, or None if none yet."""
    path = channel_path(channel, folder)
    try:
        if not path.exists():
            return None
    except OSError as err:  # a folder this user may not read
        raise ScenarioError(f"the channel {channel} cannot be read in "
                            f"{path.parent.parent.resolve()} ({err.strerror}): ask the "
                            f"teacher to let the class read that folder") from None
    data: Any = read_json_file(path, f"the channel file of {channel!r}")
    if not (isinstance(data, dict) and data.get("format") == FORMAT
            and isinstance(data.get("serial"), int) and isinstance(data.get("moment"), str)):
        raise ScenarioError(f"{path} is not a polislab follow channel")
    return data["serial"], data["moment"]
