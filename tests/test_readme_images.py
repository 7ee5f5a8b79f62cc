"""The README's pictures are what the render layer draws today (scripts/make_images.py)."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_readme_images_are_up_to_date():
    spec = importlib.util.spec_from_file_location("make_images", ROOT / "scripts/make_images.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.images().items():
        committed = (ROOT / "docs/img" / name).read_text(encoding="utf-8")
        assert committed == text, f"docs/img/{name} is stale: run python scripts/make_images.py"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in [*module.images(), "tutorial.png"]:
        assert f"docs/img/{name}" in readme
