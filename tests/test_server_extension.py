"""polislab.server turns Nagle's algorithm off on kernel websockets, once, and nothing else."""

import logging
from collections.abc import Coroutine
from typing import Any

from polislab import server


def finish(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that awaits nothing (an event loop may already run in this thread)."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the coroutine waited for something")


class FakeHandler:
    opened: list[Any]

    def __init__(self) -> None:
        self.calls: list[str] = []

    def set_nodelay(self, value: bool) -> None:
        self.calls.append(f"nodelay={value}")

    async def open(self, kernel_id: str) -> str:
        self.calls.append(f"open {kernel_id}")
        return "opened"


def test_open_turns_nagle_off_first_and_keeps_its_result() -> None:
    class Handler(FakeHandler):
        pass

    assert server.enable_nodelay(Handler)
    handler = Handler()
    assert finish(handler.open("k1")) == "opened"
    assert handler.calls == ["nodelay=True", "open k1"]


def test_enabling_twice_wraps_once() -> None:
    class Handler(FakeHandler):
        pass

    assert server.enable_nodelay(Handler)
    assert not server.enable_nodelay(Handler)
    handler = Handler()
    finish(handler.open("k2"))
    assert handler.calls.count("nodelay=True") == 1


def test_a_class_without_an_open_coroutine_is_left_alone() -> None:
    class Odd:
        def open(self) -> None: ...

    assert not server.enable_nodelay(Odd)


def test_the_extension_loads_on_jupyter_servers_handler() -> None:
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    class App:
        log = logging.getLogger("test")

    assert server._jupyter_server_extension_points() == [{"module": "polislab.server"}]
    server._load_jupyter_server_extension(App())
    assert getattr(KernelWebsocketHandler, "_polislab_nodelay", False)
