"""Looking back at a game: analysis, evaluation, the tutor and the move browser."""
