"""Tests of the computer's play, evaluation, rollouts, analysis and training."""
