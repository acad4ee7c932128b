"""Game ▸ Statistics: how the dice fell and the record of results on this computer."""
