"""The practice store: the people's analysed decisions, their practice and
their progress, in an SQLite database of the data folder.

- `store`: opening (a damaged file kept aside), matches, progress, decisions;
- `cards`: spaced repetition of the marked decisions and the built-in problems;
- `problems`: the built-in problems (resources/practice/problems.json);
- `schema`: the tables and their migrations; `db`: the connection and writes;
- `keys`: a match's key; `hook`: the one call that keeps an analysis;
- `export`: the store as JSON; `messages`: the sentences about it.

The names below are loaded when first used, so that importing the package
(the window does, for `keep_analysis`) never needs the system's SQLite
library: where it is missing, practice says so and the game goes on.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CardFilter, CardView, Counts, ReviewResult, Source
    from .export import export_json
    from .hook import Kept, keep_analysis
    from .keys import match_key
    from .paths import STORE_NAME, practice_path
    from .problems import Difficulty, Problem, ProblemCandidate, builtin_problems
    from .records import StoredDecision, StoreProblem
    from .schema import SCHEMA_VERSION
    from .store import MatchInfo, PracticeStore, ProgressRow, StoreOpened, open_store

_WHERE = {
    "CardFilter": "cards",
    "CardView": "cards",
    "Counts": "cards",
    "ReviewResult": "cards",
    "Source": "cards",
    "export_json": "export",
    "Kept": "hook",
    "keep_analysis": "hook",
    "match_key": "keys",
    "Difficulty": "problems",
    "Problem": "problems",
    "ProblemCandidate": "problems",
    "builtin_problems": "problems",
    "StoredDecision": "records",
    "StoreOpened": "store",
    "StoreProblem": "records",
    "SCHEMA_VERSION": "schema",
    "STORE_NAME": "paths",
    "MatchInfo": "store",
    "PracticeStore": "store",
    "ProgressRow": "store",
    "open_store": "store",
    "practice_path": "paths",
}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{where}", __name__), name)


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
