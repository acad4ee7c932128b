"""Game analysis: every decision of a recorded match scored, every roll's luck, summaries.

A decision is a turn with more than one legal result; a turn with a single
legal result (a forced move, or a roll that cannot be played) is counted but
not judged. Each decision is scored by the same search a level plays with,
so that "the best turn" means what the computer would play:

- `plain`: plain evaluation (the Intermediate level's look, 0-ply);
- `quick`: the Expert's lookahead over the reply (`search.ply1`, 1-ply;
  the Expert also looks two rolls deep at two close leaders, which
  would leave only those two to list);
- `thorough`: the Champion's search (`search.deep` with its limit of work,
  2-ply on the leading turns when the limit allows, else 1-ply).

The turn played is found among the search's candidates by its resulting
position; when the search pruned it, it is scored alone at the depth the
search used for the others, so that played and best are always compared at
one depth. The equity lost (best minus played, in points for a single game,
or in the match score rescaled to points, see match_equity.py) gives the
decision its mark, and the average loss per decision a rating band, with
GNU Backgammon's thresholds (docs/analysis.md). Each roll's luck is
`luck.roll_luck`, the one definition the rollouts use.

Everything here is a pure function of engine records: the window's worker
thread, the text interface and the tests share it. It checks a cancel flag
between decisions (and the search inside them) and reports progress, and its
results are frozen data with a versioned, JSON-able form for saving.

The parts: `results` (what an analysis finds), `analyse` (how), and
`saved_form` (the JSON form kept with a saved match).
"""

from nardy_desktop.ai.analysis.analyse import (
    TOP_CANDIDATES,
    GamePlan,
    MatchPlan,
    Progress,
    Ranking,
    analyse_game,
    analyse_match,
    analyse_plan,
    away_of,
    plan_match,
    rank_all_turns,
    rank_turns,
)
from nardy_desktop.ai.analysis.results import (
    MARK_THRESHOLDS,
    RATING_BANDS,
    RATING_NAMES,
    Candidate,
    DecisionAnalysis,
    Depth,
    GameAnalysis,
    GameOutcome,
    Mark,
    MatchAnalysis,
    PlayerSummary,
    Rating,
    RolledOut,
    RollLuck,
    ScoreKind,
    mark_for,
    rating_for,
    summarise,
)
from nardy_desktop.ai.analysis.saved_form import (
    FORMAT,
    VERSION,
    AnalysisFormatError,
    analysis_from_dict,
    analysis_to_dict,
)
from nardy_desktop.ai.base import Cancelled

__all__ = [
    "FORMAT",
    "MARK_THRESHOLDS",
    "RATING_BANDS",
    "RATING_NAMES",
    "TOP_CANDIDATES",
    "VERSION",
    "AnalysisFormatError",
    "Cancelled",
    "Candidate",
    "DecisionAnalysis",
    "Depth",
    "GameAnalysis",
    "GameOutcome",
    "GamePlan",
    "Mark",
    "MatchAnalysis",
    "MatchPlan",
    "PlayerSummary",
    "Progress",
    "Ranking",
    "Rating",
    "RolledOut",
    "RollLuck",
    "ScoreKind",
    "analyse_game",
    "analysis_from_dict",
    "analysis_to_dict",
    "analyse_match",
    "analyse_plan",
    "mark_for",
    "plan_match",
    "away_of",
    "rank_all_turns",
    "rank_turns",
    "rating_for",
    "summarise",
]
