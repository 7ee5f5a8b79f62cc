"""Small helpers to set up hopping Polis positions in tests."""

from __future__ import annotations

from polislab.games import hopping

FILES = hopping.FILES


def position(pieces: dict[str, str], to_move: str = "red", **options: object) -> hopping.Position:
    """A position with ``pieces`` (square -> "RD"/"RC"/"BD"/"BC") and nothing else."""
    grid = [["." for _ in range(8)] for _ in range(8)]
    for square, token in pieces.items():
        grid[8 - int(square[1:])][FILES.index(square[0])] = token
    diagram = "\n".join(" ".join(row) for row in grid)
    return hopping.Position.from_diagram(diagram, to_move=to_move, rules=hopping.Rules(**options))


def embed(fragment: str, top_left: str) -> dict[str, str]:
    """The pieces of a seed fragment (tab-separated rows, empty cells for empty squares)
    placed with its top-left cell on ``top_left``."""
    file0, rank0 = FILES.index(top_left[0]), int(top_left[1:])
    pieces = {}
    for r, line in enumerate(fragment.strip("\n").split("\n")):
        for f, cell in enumerate(line.split("\t")):
            if cell.strip():
                pieces[f"{FILES[file0 + f]}{rank0 - r}"] = cell.strip()
    return pieces


def kinds(events: tuple, kind: str) -> list:
    return [e for e in events if e.kind == kind]
