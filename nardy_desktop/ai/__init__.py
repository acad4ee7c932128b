"""Computer players: evaluation networks, search, bear-off tables, baselines."""
