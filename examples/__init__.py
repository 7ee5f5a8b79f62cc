"""Games that live outside the library: the worked example a new game follows
(docs/adding-a-game.md)."""
