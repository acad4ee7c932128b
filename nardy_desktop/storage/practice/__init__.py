"""The practice store: the people's analysed decisions, their practice and
their progress, in an SQLite database of the data folder.

- `store`: opening (a damaged file kept aside), matches, progress, decisions;
- `cards`: spaced repetition of the marked decisions and the built-in problems;
- `problems`: the built-in problems (resources/practice/problems.json);
- `schema`: the tables and their migrations; `db`: the connection and writes;
- `keys`: a match's key; `hook`: the one call that keeps an analysis;
- `export`: the store as JSON; `messages`: the sentences about it.
"""

from .cards import CardFilter, CardView, Counts, ReviewResult, Source
from .export import export_json
from .hook import Kept, keep_analysis
from .keys import match_key
from .problems import Difficulty, Problem, ProblemCandidate, builtin_problems
from .records import StoredDecision
from .schema import SCHEMA_VERSION
from .store import (
    STORE_NAME,
    MatchInfo,
    PracticeStore,
    ProgressRow,
    StoreOpened,
    StoreProblem,
    open_store,
    practice_path,
)

__all__ = [
    "SCHEMA_VERSION",
    "STORE_NAME",
    "CardFilter",
    "CardView",
    "Counts",
    "Difficulty",
    "Kept",
    "MatchInfo",
    "PracticeStore",
    "Problem",
    "ProblemCandidate",
    "ProgressRow",
    "ReviewResult",
    "Source",
    "StoreOpened",
    "StoreProblem",
    "StoredDecision",
    "builtin_problems",
    "export_json",
    "keep_analysis",
    "match_key",
    "open_store",
    "practice_path",
]
