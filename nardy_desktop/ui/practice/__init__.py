"""Game ▸ Practise: the player's own mistakes and the built-in problems, played again."""
