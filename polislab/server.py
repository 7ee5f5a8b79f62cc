"""A Jupyter server extension so that a board answers a click at once: TCP_NODELAY on kernel
websockets.

jupyter_server leaves Nagle's algorithm on for the kernel websocket. A click on a board is
answered by several messages a few milliseconds apart (the kernel's "busy" status, then the
redraw), and Nagle holds the redraw back until the browser acknowledges the first message,
which the browser delays by up to 40 ms. With Nagle off the redraw leaves at once:
bench/browser_latency.py measured select-clicks falling from about 56 ms to 24 ms.

polislab's wheel enables the extension (etc/jupyter/jupyter_server_config.d/polislab.json);
``jupyter server extension disable polislab.server`` turns it off. It changes nothing but the
socket option, and does nothing if jupyter_server's handler is not where it expects it.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

_MARK = "_polislab_nodelay"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "polislab.server"}]


def _load_jupyter_server_extension(server_app: Any) -> None:
    try:
        from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
    except ImportError:  # a jupyter_server without this handler: leave it as it is
        server_app.log.warning("polislab: kernel websocket handler not found; Nagle stays on")
        return
    if enable_nodelay(KernelWebsocketHandler):
        server_app.log.info("polislab: TCP_NODELAY on kernel websockets (live boards redraw "
                            "without waiting for delayed ACKs)")


def enable_nodelay(handler_class: Any) -> bool:
    """Make ``handler_class.open`` turn Nagle's algorithm off first; False if already done or
    if the class has no ``open`` coroutine to wrap."""
    original = getattr(handler_class, "open", None)
    if getattr(handler_class, _MARK, False) or not inspect.iscoroutinefunction(original):
        return False

    @functools.wraps(original)
    async def open_without_delay(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.set_nodelay(True)
        return await original(self, *args, **kwargs)

    handler_class.open = open_without_delay
    setattr(handler_class, _MARK, True)
    return True
