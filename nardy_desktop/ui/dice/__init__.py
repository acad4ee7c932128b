"""Real dice: dice typed in for a game played over a real board."""
