"""Measuring the computer's strength: the code behind benchmarks/ai_strength.py,
benchmarks/judge_positions.py and benchmarks/gnubg_judge.py, kept in the package so
that the tests use it as the benchmarks do.

It sits above the AI and storage (the GNU Backgammon judge writes .mat sessions),
beside the text interface; the game never imports it.
"""
