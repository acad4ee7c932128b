<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Nardy Desktop</source>
        <translation>About Nardy Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nardy Desktop %1&lt;/h3&gt;&lt;p&gt;Long nardy and backgammon for the desktop: local matches and a computer opponent, entirely offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nardy Desktop %1&lt;/h3&gt;&lt;p&gt;Long nardy and backgammon for the desktop: local matches and a computer opponent, entirely offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>doubtful</source>
        <translation>doubtful</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Supernatural</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>World class</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediate</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Casual player</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Awful</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>plain evaluation</source>
        <translation>plain evaluation</translation>
    </message>
    <message>
        <source>quick (the Expert&apos;s lookahead)</source>
        <translation>quick (the Expert&apos;s lookahead)</translation>
    </message>
    <message>
        <source>thorough (the Champion&apos;s search)</source>
        <translation>thorough (the Champion&apos;s search)</translation>
    </message>
    <message>
        <source>Equity: the chance to win the match, in points of a single game</source>
        <translation>Equity: the chance to win the match, in points of a single game</translation>
    </message>
    <message>
        <source>Equity: expected points for a single game</source>
        <translation>Equity: expected points for a single game</translation>
    </message>
    <message>
        <source>move %1, %2</source>
        <comment>a turn: the move list&apos;s row, the side</comment>
        <translation>move %1, %2</translation>
    </message>
    <message>
        <source>Game %1, move %2: %3 (%4) rolled %5-%6</source>
        <translation>Game %1, move %2: %3 (%4) rolled %5-%6</translation>
    </message>
    <message>
        <source>Played %1: the best turn.</source>
        <translation>Played %1: the best turn.</translation>
    </message>
    <message>
        <source>Played %1: %2 lost. Best: %3.</source>
        <translation>Played %1: %2 lost. Best: %3.</translation>
    </message>
    <message>
        <source>Played %1: %4, %2 lost. Best: %3.</source>
        <translation>Played %1: %4, %2 lost. Best: %3.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>Forced turns</source>
        <translation>Forced turns</translation>
    </message>
    <message>
        <source>Total error (mpt)</source>
        <translation>Total error (mpt)</translation>
    </message>
    <message>
        <source>Error per decision (mpt)</source>
        <translation>Error per decision (mpt)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Doubtful (?!)</source>
        <translation>Doubtful (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Mistakes (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Blunders (??)</translation>
    </message>
    <message>
        <source>Luck (points)</source>
        <translation>Luck (points)</translation>
    </message>
    <message>
        <source>Result (points)</source>
        <translation>Result (points)</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Luck-adjusted result</translation>
    </message>
    <message>
        <source>Turns with more than one way to play, each judged</source>
        <translation>Turns with more than one way to play, each judged</translation>
    </message>
    <message>
        <source>Turns with a single way to play (or none): not judged</source>
        <translation>Turns with a single way to play (or none): not judged</translation>
    </message>
    <message>
        <source>Equity lost in all, in milli-points (thousandths of a point)</source>
        <translation>Equity lost in all, in milli-points (thousandths of a point)</translation>
    </message>
    <message>
        <source>The average equity lost per decision, in milli-points</source>
        <translation>The average equity lost per decision, in milli-points</translation>
    </message>
    <message>
        <source>The band of the error per decision, as GNU Backgammon names them</source>
        <translation>The band of the error per decision, as GNU Backgammon names them</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.04 and at most 0.08</source>
        <translation>Decisions that lost more than 0.04 and at most 0.08</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.08 and at most 0.16</source>
        <translation>Decisions that lost more than 0.08 and at most 0.16</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.16</source>
        <translation>Decisions that lost more than 0.16</translation>
    </message>
    <message>
        <source>The luck of the player&apos;s own rolls, in points per game</source>
        <translation>The luck of the player&apos;s own rolls, in points per game</translation>
    </message>
    <message>
        <source>Points won (+) or lost (-) in the finished games</source>
        <translation>Points won (+) or lost (-) in the finished games</translation>
    </message>
    <message>
        <source>The result less the luck that favoured the player (own luck less the opponent&apos;s)</source>
        <translation>The result less the luck that favoured the player (own luck less the opponent&apos;s)</translation>
    </message>
    <message>
        <source>Game %1 (to move %2)</source>
        <translation>Game %1 (to move %2)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <source>luckiest roll</source>
        <translation>luckiest roll</translation>
    </message>
    <message>
        <source>unluckiest roll</source>
        <translation>unluckiest roll</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forced</translation>
    </message>
    <message>
        <source>The luckiest roll: %1 %2 (%3)</source>
        <translation>The luckiest roll: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>The unluckiest roll: %1 %2 (%3)</source>
        <translation>The unluckiest roll: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Chance of winning</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Analyse the game to see its graph here.</source>
        <translation>Analyse the game to see its graph here.</translation>
    </message>
</context>
<context>
    <name>AnalysisManager</name>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Anal&amp;ysis</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>Analyse &amp;Game</translation>
    </message>
    <message>
        <source>Judge every decision of the game on the board</source>
        <translation>Judge every decision of the game on the board</translation>
    </message>
    <message>
        <source>Analyse &amp;Match</source>
        <translation>Analyse &amp;Match</translation>
    </message>
    <message>
        <source>Judge every decision of every game</source>
        <translation>Judge every decision of every game</translation>
    </message>
    <message>
        <source>&amp;Quick: the Expert&apos;s lookahead</source>
        <translation>&amp;Quick: the Expert&apos;s lookahead</translation>
    </message>
    <message>
        <source>&amp;Thorough: the Champion&apos;s search (about a second a decision)</source>
        <translation>&amp;Thorough: the Champion&apos;s search (about a second a decision)</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Summary…</translation>
    </message>
    <message>
        <source>&amp;Export Analysis…</source>
        <translation>&amp;Export Analysis…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <translation>Analysis &amp;Panel</translation>
    </message>
    <message>
        <source>Analysing, decisions:</source>
        <translation>Analysing, decisions:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Stop the analysis</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no turn has been played.</source>
        <translation>Nothing to analyse yet: no turn has been played.</translation>
    </message>
    <message>
        <source>The analysis failed (%1).</source>
        <translation>The analysis failed (%1).</translation>
    </message>
    <message>
        <source>Analysis done. Decisions: %1; doubtful: %2, mistakes: %3, blunders: %4.</source>
        <translation>Analysis done. Decisions: %1; doubtful: %2, mistakes: %3, blunders: %4.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>The analysis was cancelled.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Game %1, %2</translation>
    </message>
    <message>
        <source>Click the board to go back to the game</source>
        <translation>Click the board to go back to the game</translation>
    </message>
    <message>
        <source>Export Analysis</source>
        <translation>Export Analysis</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Web pages (*.html *.htm)</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>analysis</translation>
    </message>
    <message>
        <source>Exporting the analysis: pictures %1 / %2…</source>
        <translation>Exporting the analysis: pictures %1 / %2…</translation>
    </message>
    <message>
        <source>The analysis was exported to “%1”.</source>
        <translation>The analysis was exported to “%1”.</translation>
    </message>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message numerus="yes">
        <source>The analysis cut short when the program stopped goes on: %n game(s) left to analyse.</source>
        <translation>
            <numerusform>The analysis cut short when the program stopped goes on: %n game left to analyse.</numerusform>
            <numerusform>The analysis cut short when the program stopped goes on: %n games left to analyse.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match was saved in “%1” without its analysis: with it the file would be too large to open again.</source>
        <translation>The match was saved in “%1” without its analysis: with it the file would be too large to open again.</translation>
    </message>
    <message>
        <source>Opened “%1” with its analysis: the marks are in the move list (Game ▸ Analysis ▸ Summary).</source>
        <translation>Opened “%1” with its analysis: the marks are in the move list (Game ▸ Analysis ▸ Summary).</translation>
    </message>
    <message>
        <source>Opened “%1”, without its analysis: the analysis kept in it is damaged (%2).</source>
        <translation>Opened “%1”, without its analysis: the analysis kept in it is damaged (%2).</translation>
    </message>
</context>
<context>
    <name>AnalysisPage</name>
    <message>
        <source>Analysis: %1 against %2</source>
        <translation>Analysis: %1 against %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, match to %n point(s).</source>
        <translation>
            <numerusform>%1, match to %n point.</numerusform>
            <numerusform>%1, match to %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in the games analysed: %1 %2, %3 %4.</source>
        <translation>Points in the games analysed: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Depth: %1.</source>
        <translation>Depth: %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Whole match (games analysed)</source>
        <translation>Whole match (games analysed)</translation>
    </message>
    <message>
        <source>Doubtful moves, mistakes and blunders</source>
        <translation>Doubtful moves, mistakes and blunders</translation>
    </message>
    <message>
        <source>No doubtful move, mistake or blunder.</source>
        <translation>No doubtful move, mistake or blunder.</translation>
    </message>
    <message>
        <source>The graph of %1: each player&apos;s chance of winning after every turn</source>
        <translation>The graph of %1: each player&apos;s chance of winning after every turn</translation>
    </message>
    <message>
        <source>the turn played (solid line, round numbers)</source>
        <translation>the turn played (solid line, round numbers)</translation>
    </message>
    <message>
        <source>the best turn (dashed line, square numbers)</source>
        <translation>the best turn (dashed line, square numbers)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Win mars</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Lose mars</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Win gammon</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Win bg</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Lose gammon</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Lose bg</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (played)</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>◀ Previous mark</source>
        <translation>◀ Previous mark</translation>
    </message>
    <message>
        <source>The previous doubtful move, mistake or blunder</source>
        <translation>The previous doubtful move, mistake or blunder</translation>
    </message>
    <message>
        <source>Next mark ▶</source>
        <translation>Next mark ▶</translation>
    </message>
    <message>
        <source>The next doubtful move, mistake or blunder</source>
        <translation>The next doubtful move, mistake or blunder</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <source>Show the game in play on the board again (Escape)</source>
        <translation>Show the game in play on the board again (Escape)</translation>
    </message>
    <message>
        <source>No decision shown</source>
        <translation>No decision shown</translation>
    </message>
    <message>
        <source>Click a marked turn in the move list, or open the analysis summary.</source>
        <translation>Click a marked turn in the move list, or open the analysis summary.</translation>
    </message>
    <message>
        <source>best turn</source>
        <translation>best turn</translation>
    </message>
    <message>
        <source>turn looked at</source>
        <translation>turn looked at</translation>
    </message>
    <message>
        <source>turn played</source>
        <translation>turn played</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (played)</translation>
    </message>
</context>
<context>
    <name>AnalysisSummaryDialog</name>
    <message>
        <source>Analysis of the Match</source>
        <translation>Analysis of the Match</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Write the analysis as a web page</source>
        <translation>Write the analysis as a web page</translation>
    </message>
    <message numerus="yes">
        <source>%1, match to %n point(s). Depth: %3. %4.</source>
        <translation>
            <numerusform>%1, match to %n point. Depth: %3. %4.</numerusform>
            <numerusform>%1, match to %n points. Depth: %3. %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole match (games analysed)</source>
        <translation>Whole match (games analysed)</translation>
    </message>
    <message>
        <source>Doubtful moves, mistakes and blunders (click one to see it on the board):</source>
        <translation>Doubtful moves, mistakes and blunders (click one to see it on the board):</translation>
    </message>
    <message>
        <source>No doubtful move, mistake or blunder.</source>
        <translation>No doubtful move, mistake or blunder.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click the board or press Space to roll</source>
        <translation>Click the board or press Space to roll</translation>
    </message>
    <message>
        <source>Pip count: the points still to travel</source>
        <translation>Pip count: the points still to travel</translation>
    </message>
    <message>
        <source>Click the board or press Space for the next game</source>
        <translation>Click the board or press Space for the next game</translation>
    </message>
    <message>
        <source>The match is over: Ctrl+N starts a new one</source>
        <translation>The match is over: Ctrl+N starts a new one</translation>
    </message>
</context>
<context>
    <name>CandidateTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Rank among all the turns scored</source>
        <translation>Rank among all the turns scored</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Expected points of the game, or the match score rescaled to points</source>
        <translation>Expected points of the game, or the match score rescaled to points</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Equity lost against the best turn</source>
        <translation>Equity lost against the best turn</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Chance of winning the game</source>
        <translation>Chance of winning the game</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Win mars</translation>
    </message>
    <message>
        <source>Chance of winning with a mars</source>
        <translation>Chance of winning with a mars</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Lose mars</translation>
    </message>
    <message>
        <source>Chance of losing with a mars</source>
        <translation>Chance of losing with a mars</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Win gammon</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or a backgammon</source>
        <translation>Chance of winning a gammon or a backgammon</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Win bg</translation>
    </message>
    <message>
        <source>Chance of winning a backgammon</source>
        <translation>Chance of winning a backgammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Lose gammon</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or a backgammon</source>
        <translation>Chance of losing a gammon or a backgammon</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Lose bg</translation>
    </message>
    <message>
        <source>Chance of losing a backgammon</source>
        <translation>Chance of losing a backgammon</translation>
    </message>
    <message>
        <source>rollout, trials: %1, truncated after ply %2</source>
        <translation>rollout, trials: %1, truncated after ply %2</translation>
    </message>
    <message>
        <source>rollout, trials: %1</source>
        <translation>rollout, trials: %1</translation>
    </message>
    <message>
        <source>rollout ×%1</source>
        <translation>rollout ×%1</translation>
    </message>
    <message>
        <source>Rolled out: the games played out from this position, luck-adjusted, in points for a single game; the equity ± one standard error</source>
        <translation>Rolled out: the games played out from this position, luck-adjusted, in points for a single game; the equity ± one standard error</translation>
    </message>
    <message>
        <source>winning a mars %1, losing a mars %2</source>
        <translation>winning a mars %1, losing a mars %2</translation>
    </message>
    <message>
        <source>winning a gammon %1 (a backgammon %2), losing a gammon %3 (a backgammon %4)</source>
        <translation>winning a gammon %1 (a backgammon %2), losing a gammon %3 (a backgammon %4)</translation>
    </message>
    <message>
        <source>Before the roll (%1): equity %2, winning chance %3; %4.</source>
        <translation>Before the roll (%1): equity %2, winning chance %3; %4.</translation>
    </message>
    <message>
        <source>&amp;All Turns</source>
        <translation>&amp;All Turns</translation>
    </message>
    <message>
        <source>List every legal turn of the roll, each scored at the decision&apos;s depth</source>
        <translation>List every legal turn of the roll, each scored at the decision&apos;s depth</translation>
    </message>
    <message>
        <source>R&amp;oll Out…</source>
        <translation>R&amp;oll Out…</translation>
    </message>
    <message>
        <source>Play the leading candidates, or the position before the roll, out many times</source>
        <translation>Play the leading candidates, or the position before the roll, out many times</translation>
    </message>
</context>
<context>
    <name>DecisionExtras</name>
    <message>
        <source>Scoring every turn…</source>
        <translation>Scoring every turn…</translation>
    </message>
    <message>
        <source>Scoring every turn: %1 / %2…</source>
        <translation>Scoring every turn: %1 / %2…</translation>
    </message>
    <message>
        <source>Scoring every turn failed (%1).</source>
        <translation>Scoring every turn failed (%1).</translation>
    </message>
</context>
<context>
    <name>DecisionSteps</name>
    <message>
        <source>&amp;First Decision</source>
        <translation>&amp;First Decision</translation>
    </message>
    <message>
        <source>P&amp;revious Decision</source>
        <translation>P&amp;revious Decision</translation>
    </message>
    <message>
        <source>&amp;Next Decision</source>
        <translation>&amp;Next Decision</translation>
    </message>
    <message>
        <source>&amp;Last Decision</source>
        <translation>&amp;Last Decision</translation>
    </message>
    <message>
        <source>Previous Mar&amp;k</source>
        <translation>Previous Mar&amp;k</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mark</source>
        <translation>Ne&amp;xt Mark</translation>
    </message>
    <message>
        <source>Show the first analysed decision on the board</source>
        <translation>Show the first analysed decision on the board</translation>
    </message>
    <message>
        <source>Show the analysed decision before this one</source>
        <translation>Show the analysed decision before this one</translation>
    </message>
    <message>
        <source>Show the analysed decision after this one</source>
        <translation>Show the analysed decision after this one</translation>
    </message>
    <message>
        <source>Show the last analysed decision on the board</source>
        <translation>Show the last analysed decision on the board</translation>
    </message>
    <message>
        <source>The previous doubtful move, mistake or blunder</source>
        <translation>The previous doubtful move, mistake or blunder</translation>
    </message>
    <message>
        <source>The next doubtful move, mistake or blunder</source>
        <translation>The next doubtful move, mistake or blunder</translation>
    </message>
</context>
<context>
    <name>DiceChart</name>
    <message>
        <source>Doubles</source>
        <translation>Doubles</translation>
    </message>
</context>
<context>
    <name>DiceStatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Dice in this match</source>
        <translation>Dice in this match</translation>
    </message>
    <message>
        <source>Dice in all games on this computer</source>
        <translation>Dice in all games on this computer</translation>
    </message>
    <message>
        <source>Results on this computer</source>
        <translation>Results on this computer</translation>
    </message>
    <message>
        <source>Bars: how often each number and doubles came up, drawn to one scale for both players. Blue lines: what fair dice give on average. Opening rolls are not counted.</source>
        <translation>Bars: how often each number and doubles came up, drawn to one scale for both players. Blue lines: what fair dice give on average. Opening rolls are not counted.</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>No dice rolled yet.</translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s)</source>
        <translation>
            <numerusform>%n roll</numerusform>
            <numerusform>%n rolls</numerusform>
        </translation>
    </message>
    <message>
        <source>Too few rolls yet to judge the dice.</source>
        <translation>Too few rolls yet to judge the dice.</translation>
    </message>
    <message>
        <source>Very unusual for fair dice.</source>
        <translation>Very unusual for fair dice.</translation>
    </message>
    <message>
        <source>A little unusual: fair dice do this now and then.</source>
        <translation>A little unusual: fair dice do this now and then.</translation>
    </message>
    <message>
        <source>As fair dice fall.</source>
        <translation>As fair dice fall.</translation>
    </message>
    <message numerus="yes">
        <source>With fair dice, a spread of the numbers at least this uneven happens %n time(s) in 100.</source>
        <translation>
            <numerusform>With fair dice, a spread of the numbers at least this uneven happens %n time in 100.</numerusform>
            <numerusform>With fair dice, a spread of the numbers at least this uneven happens %n times in 100.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With fair dice, a spread of the numbers at least this uneven happens %n time(s) in 10,000.</source>
        <translation>
            <numerusform>With fair dice, a spread of the numbers at least this uneven happens %n time in 10,000.</numerusform>
            <numerusform>With fair dice, a spread of the numbers at least this uneven happens %n times in 10,000.</numerusform>
        </translation>
    </message>
    <message>
        <source>With fair dice, a spread of the numbers at least this uneven happens less than once in 10,000.</source>
        <translation>With fair dice, a spread of the numbers at least this uneven happens less than once in 10,000.</translation>
    </message>
    <message>
        <source>Doubles: %1 (expected %2).</source>
        <translation>Doubles: %1 (expected %2).</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Left click on a point: add a checker of the colour chosen. Right click: take one away. A click on a tray bears a checker off; in backgammon a click on the bar puts one there.</source>
        <translation>Left click on a point: add a checker of the colour chosen. Right click: take one away. A click on a tray bears a checker off; in backgammon a click on the bar puts one there.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Checkers to place:</source>
        <translation>Checkers to place:</translation>
    </message>
    <message>
        <source>Spare checkers:</source>
        <translation>Spare checkers:</translation>
    </message>
    <message>
        <source>On the bar:</source>
        <translation>On the bar:</translation>
    </message>
    <message>
        <source>Borne off:</source>
        <translation>Borne off:</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>To move:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dice:</translation>
    </message>
    <message>
        <source>&amp;Rolled</source>
        <translation>&amp;Rolled</translation>
    </message>
    <message>
        <source>&amp;Starting Position</source>
        <translation>&amp;Starting Position</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>C&amp;lear Board</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Play &amp;From Here…</source>
        <translation>Play &amp;From Here…</translation>
    </message>
    <message>
        <source>Back to the &amp;Game</source>
        <translation>Back to the &amp;Game</translation>
    </message>
    <message>
        <source>White: %1 of %2 left</source>
        <translation>White: %1 of %2 left</translation>
    </message>
    <message>
        <source>Black: %1 of %2 left</source>
        <translation>Black: %1 of %2 left</translation>
    </message>
</context>
<context>
    <name>EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>Evaluation</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>&amp;Evaluation</translation>
    </message>
    <message>
        <source>R&amp;oll Out…</source>
        <translation>R&amp;oll Out…</translation>
    </message>
    <message>
        <source>Play the leading turns, or the position before the roll, out many times</source>
        <translation>Play the leading turns, or the position before the roll, out many times</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>No position to evaluate.</source>
        <translation>No position to evaluate.</translation>
    </message>
    <message>
        <source>Pip counts: White %1, Black %2</source>
        <translation>Pip counts: White %1, Black %2</translation>
    </message>
    <message>
        <source>Position set up: %1 to roll.</source>
        <translation>Position set up: %1 to roll.</translation>
    </message>
    <message>
        <source>%1 to roll.</source>
        <translation>%1 to roll.</translation>
    </message>
    <message>
        <source>Position set up: %1 to play %2-%3.</source>
        <translation>Position set up: %1 to play %2-%3.</translation>
    </message>
    <message>
        <source>%1 to play %2-%3.</source>
        <translation>%1 to play %2-%3.</translation>
    </message>
    <message>
        <source>The evaluation failed (%1). %2</source>
        <translation>The evaluation failed (%1). %2</translation>
    </message>
    <message>
        <source>Calculating… %1</source>
        <translation>Calculating… %1</translation>
    </message>
    <message>
        <source>Chances for %1 after each turn (the Expert&apos;s lookahead). %2</source>
        <translation>Chances for %1 after each turn (the Expert&apos;s lookahead). %2</translation>
    </message>
    <message>
        <source>Winning chance for %1: %2 (a mars %3); losing a mars: %4. Equity %5.</source>
        <translation>Winning chance for %1: %2 (a mars %3); losing a mars: %4. Equity %5.</translation>
    </message>
    <message>
        <source>Winning chance for %1: %2 (a gammon %3, a backgammon %4); losing a gammon: %6 (a backgammon %7). Equity %5.</source>
        <translation>Winning chance for %1: %2 (a gammon %3, a backgammon %4); losing a gammon: %6 (a backgammon %7). Equity %5.</translation>
    </message>
    <message>
        <source>Rank by equity</source>
        <translation>Rank by equity</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Expected points of the game, or the match score rescaled to points</source>
        <translation>Expected points of the game, or the match score rescaled to points</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Equity lost against the best turn</source>
        <translation>Equity lost against the best turn</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Chance of winning the game</source>
        <translation>Chance of winning the game</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Win mars</translation>
    </message>
    <message>
        <source>Chance of winning with a mars</source>
        <translation>Chance of winning with a mars</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Lose mars</translation>
    </message>
    <message>
        <source>Chance of losing with a mars</source>
        <translation>Chance of losing with a mars</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Win gammon</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or a backgammon</source>
        <translation>Chance of winning a gammon or a backgammon</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Win bg</translation>
    </message>
    <message>
        <source>Chance of winning a backgammon</source>
        <translation>Chance of winning a backgammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Lose gammon</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or a backgammon</source>
        <translation>Chance of losing a gammon or a backgammon</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Lose bg</translation>
    </message>
    <message>
        <source>Chance of losing a backgammon</source>
        <translation>Chance of losing a backgammon</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copied: %1</translation>
    </message>
</context>
<context>
    <name>GameBrowserDialog</name>
    <message>
        <source>Moves of the Match</source>
        <translation>Moves of the Match</translation>
    </message>
    <message>
        <source>Play &amp;From Here…</source>
        <translation>Play &amp;From Here…</translation>
    </message>
    <message>
        <source>A new match from the position before this turn, with its dice</source>
        <translation>A new match from the position before this turn, with its dice</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Before the turn</translation>
    </message>
    <message>
        <source>After the turn</source>
        <translation>After the turn</translation>
    </message>
    <message>
        <source>Before the turn: %1 to play %2-%3</source>
        <translation>Before the turn: %1 to play %2-%3</translation>
    </message>
    <message>
        <source>Borne off: %1 %2, %3 %4</source>
        <translation>Borne off: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>On the bar: %1 %2, %3 %4</source>
        <translation>On the bar: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation>&amp;Next game</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>New &amp;match…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rematch</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>KeptMatchesDialog</name>
    <message>
        <source>%1 mpt (%2)</source>
        <translation>%1 mpt (%2)</translation>
    </message>
    <message>
        <source>Delete a kept match</source>
        <translation>Delete a kept match</translation>
    </message>
    <message>
        <source>Delete the match %1 of %2 from the practice store?</source>
        <translation>Delete the match %1 of %2 from the practice store?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n marked position(s) and their practice go with it. The saved match file is not touched.</source>
        <translation>
            <numerusform>Its %n marked position and its practice go with it. The saved match file is not touched.</numerusform>
            <numerusform>Its %n marked positions and their practice go with it. The saved match file is not touched.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match could not be deleted: the store refused (%1).</source>
        <translation>The match could not be deleted: the store refused (%1).</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>practice</translation>
    </message>
    <message>
        <source>Export the practice store</source>
        <translation>Export the practice store</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) written to “%1”.</source>
        <translation>
            <numerusform>%n match written to “%1”.</numerusform>
            <numerusform>%n matches written to “%1”.</numerusform>
        </translation>
    </message>
    <message>
        <source>The practice store could not be exported. Nothing was changed.</source>
        <translation>The practice store could not be exported. Nothing was changed.</translation>
    </message>
    <message>
        <source>Kept matches</source>
        <translation>Kept matches</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Take the match selected out of the practice store, with its practice</source>
        <translation>Take the match selected out of the practice store, with its practice</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Write the whole practice store to a JSON file</source>
        <translation>Write the whole practice store to a JSON file</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Error rate</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Marked</translation>
    </message>
    <message>
        <source>Each person&apos;s milli-points lost a decision, and the rating</source>
        <translation>Each person&apos;s milli-points lost a decision, and the rating</translation>
    </message>
    <message numerus="yes">
        <source>The analysed matches whose decisions practice and progress use: %n match(es).</source>
        <translation>
            <numerusform>The analysed matches whose decisions practice and progress use: %n match.</numerusform>
            <numerusform>The analysed matches whose decisions practice and progress use: %n matches.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match is kept yet: analyse a match (Game ▸ Analysis ▸ Analyse Match) and its decisions are kept here for practice and progress.</source>
        <translation>No match is kept yet: analyse a match (Game ▸ Analysis ▸ Analyse Match) and its decisions are kept here for practice and progress.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;New match…</translation>
    </message>
    <message>
        <source>Resi&amp;gn</source>
        <translation>Resi&amp;gn</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Roll dice</source>
        <translation>&amp;Roll dice</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Done</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>O&amp;ptions</source>
        <translation>O&amp;ptions</translation>
    </message>
    <message>
        <source>Roll &amp;automatically</source>
        <translation>Roll &amp;automatically</translation>
    </message>
    <message>
        <source>&amp;Finish the turn when all dice are played</source>
        <translation>&amp;Finish the turn when all dice are played</translation>
    </message>
    <message>
        <source>Play forced &amp;moves automatically</source>
        <translation>Play forced &amp;moves automatically</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>Point &amp;numbers</translation>
    </message>
    <message>
        <source>&amp;Show point numbers</source>
        <translation>&amp;Show point numbers</translation>
    </message>
    <message>
        <source>Numbered for &amp;White</source>
        <translation>Numbered for &amp;White</translation>
    </message>
    <message>
        <source>Numbered for &amp;Black</source>
        <translation>Numbered for &amp;Black</translation>
    </message>
    <message>
        <source>Board &amp;orientation</source>
        <translation>Board &amp;orientation</translation>
    </message>
    <message>
        <source>From &amp;White&apos;s side</source>
        <translation>From &amp;White&apos;s side</translation>
    </message>
    <message>
        <source>Turn to the &amp;player to move</source>
        <translation>Turn to the &amp;player to move</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Off</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Fast</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>S&amp;low</translation>
    </message>
    <message>
        <source>&amp;Rules of the current game</source>
        <translation>&amp;Rules of the current game</translation>
    </message>
    <message>
        <source>&amp;About Nardy Desktop</source>
        <translation>&amp;About Nardy Desktop</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Show the best move for these dice and the chance of winning (H)</source>
        <translation>Show the best move for these dice and the chance of winning (H)</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for the player to move</source>
        <translation>&amp;Automatic: numbered for the player to move</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for %1 (%2)</source>
        <translation>&amp;Automatic: numbered for %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for Black</source>
        <translation>&amp;Automatic: numbered for Black</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for White</source>
        <translation>&amp;Automatic: numbered for White</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>%1 then wins the match.</source>
        <translation>%1 then wins the match.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Looking for the best move…</translation>
    </message>
    <message>
        <source>Best way to finish the turn: %1. Chance of winning the game: %2%</source>
        <translation>Best way to finish the turn: %1. Chance of winning the game: %2%</translation>
    </message>
    <message>
        <source>Best move: %1. Chance of winning the game: %2%</source>
        <translation>Best move: %1. Chance of winning the game: %2%</translation>
    </message>
    <message>
        <source>No hint could be found (%1).</source>
        <translation>No hint could be found (%1).</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Next game</translation>
    </message>
    <message>
        <source>Start the next game (Space)</source>
        <translation>Start the next game (Space)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Roll the dice (Space)</source>
        <translation>Roll the dice (Space)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>%1[*] — Nardy Desktop</source>
        <translation>%1[*] — Nardy Desktop</translation>
    </message>
    <message>
        <source>Take back the last step (Ctrl+Z)</source>
        <translation>Take back the last step (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Finish the turn (Enter)</source>
        <translation>Finish the turn (Enter)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Computer 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Computer 2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>The computer player failed (%1); it played the first legal move instead.</source>
        <translation>The computer player failed (%1); it played the first legal move instead.</translation>
    </message>
    <message>
        <source>All dice are played: click the dice, press Enter or Done to end the turn, or take a step back (Ctrl+Z).</source>
        <translation>All dice are played: click the dice, press Enter or Done to end the turn, or take a step back (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Play the dice that are left before ending the turn.</source>
        <translation>Play the dice that are left before ending the turn.</translation>
    </message>
    <message>
        <source>Game 1. Roll one die each on the table and enter them: the higher plays White.</source>
        <translation>Game 1. Roll one die each on the table and enter them: the higher plays White.</translation>
    </message>
    <message>
        <source>Game 1. Opening roll: %1 rolls %2, %3 rolls %4: %5 plays White.</source>
        <translation>Game 1. Opening roll: %1 rolls %2, %3 rolls %4: %5 plays White.</translation>
    </message>
    <message>
        <source>Game 1, from the position set up: %1 plays White.</source>
        <translation>Game 1, from the position set up: %1 plays White.</translation>
    </message>
    <message>
        <source>Game %1. Colours change: %2 now plays White.</source>
        <translation>Game %1. Colours change: %2 now plays White.</translation>
    </message>
    <message>
        <source>Game %1: %2 plays White</source>
        <translation>Game %1: %2 plays White</translation>
    </message>
    <message>
        <source>%1 rolled %2-%3 and cannot move: the turn passes.</source>
        <translation>%1 rolled %2-%3 and cannot move: the turn passes.</translation>
    </message>
    <message>
        <source>No legal move: the turn passes</source>
        <translation>No legal move: the turn passes</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 wins the game.</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 wins the match!</translation>
    </message>
</context>
<context>
    <name>ManualDiceDialog</name>
    <message>
        <source>Roll-off</source>
        <translation>Roll-off</translation>
    </message>
    <message>
        <source>Each player rolls one die. The higher die plays White and opens the game with both numbers.</source>
        <translation>Each player rolls one die. The higher die plays White and opens the game with both numbers.</translation>
    </message>
    <message>
        <source>%1&apos;s die:</source>
        <translation>%1&apos;s die:</translation>
    </message>
    <message>
        <source>Enter Dice</source>
        <translation>Enter Dice</translation>
    </message>
    <message>
        <source>Pick the number each die shows.</source>
        <translation>Pick the number each die shows.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>First die:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Second die:</translation>
    </message>
    <message>
        <source>A tie: both players roll again.</source>
        <translation>A tie: both players roll again.</translation>
    </message>
    <message>
        <source>The opening roll of a game cannot be a double: roll again.</source>
        <translation>The opening roll of a game cannot be a double: roll again.</translation>
    </message>
</context>
<context>
    <name>MatFiles</name>
    <message>
        <source>The file “%1” is empty.</source>
        <translation>The file “%1” is empty.</translation>
    </message>
    <message>
        <source>The file “%1” is not a text file, so it is not a .mat match.</source>
        <translation>The file “%1” is not a text file, so it is not a .mat match.</translation>
    </message>
    <message>
        <source>The file “%1” is not a Jellyfish match: no line says how many points the match is played to (such as “5 point match”).</source>
        <translation>The file “%1” is not a Jellyfish match: no line says how many points the match is played to (such as “5 point match”).</translation>
    </message>
    <message>
        <source>The file “%1” holds no game.</source>
        <translation>The file “%1” holds no game.</translation>
    </message>
    <message>
        <source>the line is too long to be part of a match.</source>
        <translation>the line is too long to be part of a match.</translation>
    </message>
    <message>
        <source>the game “%1” is not one that Nardy Desktop plays.</source>
        <translation>the game “%1” is not one that Nardy Desktop plays.</translation>
    </message>
    <message>
        <source>the players&apos; names and scores were expected, as in “Anna : 0   Boris : 0”.</source>
        <translation>the players&apos; names and scores were expected, as in “Anna : 0   Boris : 0”.</translation>
    </message>
    <message>
        <source>“%1” is neither a roll, a move, a cube action nor a win.</source>
        <translation>“%1” is neither a roll, a move, a cube action nor a win.</translation>
    </message>
    <message>
        <source>a line holds the turns of two players at most.</source>
        <translation>a line holds the turns of two players at most.</translation>
    </message>
    <message>
        <source>a roll for %1, but it is %2&apos;s turn.</source>
        <translation>a roll for %1, but it is %2&apos;s turn.</translation>
    </message>
    <message>
        <source>a game cannot open with a double (%1).</source>
        <translation>a game cannot open with a double (%1).</translation>
    </message>
    <message>
        <source>%1 is not a legal move with %2.</source>
        <translation>%1 is not a legal move with %2.</translation>
    </message>
    <message>
        <source>%1 is rolled and not played, although a move was possible.</source>
        <translation>%1 is rolled and not played, although a move was possible.</translation>
    </message>
    <message>
        <source>the file says that %1 wins, but %2 has won this game.</source>
        <translation>the file says that %1 wins, but %2 has won this game.</translation>
    </message>
    <message>
        <source>the game is already over.</source>
        <translation>the game is already over.</translation>
    </message>
    <message>
        <source>a game ends here without a winner, and another follows.</source>
        <translation>a game ends here without a winner, and another follows.</translation>
    </message>
    <message>
        <source>a game ends before its first roll.</source>
        <translation>a game ends before its first roll.</translation>
    </message>
    <message>
        <source>more turns than a match may hold.</source>
        <translation>more turns than a match may hold.</translation>
    </message>
    <message>
        <source>The match in “%1” cannot be opened. Line %2: %3</source>
        <translation>The match in “%1” cannot be opened. Line %2: %3</translation>
    </message>
    <message>
        <source>This match was played with the doubling cube, which Nardy Desktop does not use: its doubles, takes and drops are left out, and each game counts what its last position is worth.</source>
        <translation>This match was played with the doubling cube, which Nardy Desktop does not use: its doubles, takes and drops are left out, and each game counts what its last position is worth.</translation>
    </message>
    <message>
        <source>The file starts during a match, at %1–%2; here the score starts at 0–0.</source>
        <translation>The file starts during a match, at %1–%2; here the score starts at 0–0.</translation>
    </message>
    <message>
        <source>Here the score is %1–%2; the file says %3–%4.</source>
        <translation>Here the score is %1–%2; the file says %3–%4.</translation>
    </message>
    <message numerus="yes">
        <source>The file holds money games, which have no match length: they are opened as a match to %n point(s).</source>
        <translation>
            <numerusform>The file holds money games, which have no match length: they are opened as a match to %n point.</numerusform>
            <numerusform>The file holds money games, which have no match length: they are opened as a match to %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is opened as a match to %n point(s); the file says %1.</source>
        <translation>
            <numerusform>The match is opened as a match to %n point; the file says %1.</numerusform>
            <numerusform>The match is opened as a match to %n points; the file says %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) after the end of the match are left out.</source>
        <translation>
            <numerusform>%n game after the end of the match is left out.</numerusform>
            <numerusform>%n games after the end of the match are left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>&amp;Open Match…</source>
        <translation>&amp;Open Match…</translation>
    </message>
    <message>
        <source>&amp;Save Match</source>
        <translation>&amp;Save Match</translation>
    </message>
    <message>
        <source>Save Match &amp;As…</source>
        <translation>Save Match &amp;As…</translation>
    </message>
    <message>
        <source>E&amp;xport Match as .mat…</source>
        <translation>E&amp;xport Match as .mat…</translation>
    </message>
    <message>
        <source>Export Ga&amp;me as .mat…</source>
        <translation>Export Ga&amp;me as .mat…</translation>
    </message>
    <message>
        <source>&amp;Enter Dice…</source>
        <translation>&amp;Enter Dice…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Open Re&amp;cent</translation>
    </message>
    <message>
        <source>Play with Rea&amp;l Dice</source>
        <translation>Play with Rea&amp;l Dice</translation>
    </message>
    <message>
        <source>&amp;Browse Moves…</source>
        <translation>&amp;Browse Moves…</translation>
    </message>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically. Play goes on.</source>
        <translation>The match cannot be saved automatically. Play goes on.</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>Autosave works again.</translation>
    </message>
    <message>
        <source>The dice statistics could not be saved. Play goes on.</source>
        <translation>The dice statistics could not be saved. Play goes on.</translation>
    </message>
    <message>
        <source>The match in progress could not be restored.</source>
        <translation>The match in progress could not be restored.</translation>
    </message>
    <message>
        <source>The last autosave was damaged; the match resumes from the one before.</source>
        <translation>The last autosave was damaged; the match resumes from the one before.</translation>
    </message>
    <message>
        <source>The match in progress was resumed.</source>
        <translation>The match in progress was resumed.</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Open Match</translation>
    </message>
    <message>
        <source>Nardy matches (*.nardy)</source>
        <translation>Nardy matches (*.nardy)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istics…</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4</source>
        <comment>a file name: the players, the game, the date</comment>
        <translation>%1 – %2, %3, %4</translation>
    </message>
    <message>
        <source>%1 – %2, %3, game %5, %4</source>
        <comment>a file name: the players, the game, the date</comment>
        <translation>%1 – %2, %3, game %5, %4</translation>
    </message>
    <message>
        <source>Matches (*.nardy *.mat)</source>
        <translation>Matches (*.nardy *.mat)</translation>
    </message>
    <message>
        <source>Opening “%1”…</source>
        <translation>Opening “%1”…</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>Opened “%1”.</translation>
    </message>
    <message>
        <source>The match in “%1” is opened as Nardy Desktop plays it.</source>
        <translation>The match in “%1” is opened as Nardy Desktop plays it.</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Save Match</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>Saved “%1”.</translation>
    </message>
    <message>
        <source>Save the match in progress first?</source>
        <translation>Save the match in progress first?</translation>
    </message>
    <message>
        <source>If you do not save it, it is lost.</source>
        <translation>If you do not save it, it is lost.</translation>
    </message>
    <message>
        <source>If you do not save it, the turns played since it was last saved are lost.</source>
        <translation>If you do not save it, the turns played since it was last saved are lost.</translation>
    </message>
    <message>
        <source>Export Match</source>
        <translation>Export Match</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Export Game</translation>
    </message>
    <message>
        <source>Jellyfish match files (*.mat)</source>
        <translation>Jellyfish match files (*.mat)</translation>
    </message>
    <message>
        <source>A game begun from a position set up cannot be exported: a .mat file holds only games from the usual start. Save the match instead.</source>
        <translation>A game begun from a position set up cannot be exported: a .mat file holds only games from the usual start. Save the match instead.</translation>
    </message>
    <message>
        <source>Exported “%1” without the first game, which began from a position set up.</source>
        <translation>Exported “%1” without the first game, which began from a position set up.</translation>
    </message>
    <message>
        <source>Exported “%1”.</source>
        <translation>Exported “%1”.</translation>
    </message>
    <message>
        <source>Only Nardy Desktop reads this file as long nardy. GNU Backgammon and other backgammon programs open it without complaint, but as backgammon: the positions they show make no sense.</source>
        <translation>Only Nardy Desktop reads this file as long nardy. GNU Backgammon and other backgammon programs open it without complaint, but as backgammon: the positions they show make no sense.</translation>
    </message>
    <message>
        <source>No recent matches</source>
        <translation>No recent matches</translation>
    </message>
    <message>
        <source>Enter the dice %1 rolled.</source>
        <translation>Enter the dice %1 rolled.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Match &amp;length (points):</source>
        <translation>Match &amp;length (points):</translation>
    </message>
    <message>
        <source>&amp;Watch the computer play itself</source>
        <translation>&amp;Watch the computer play itself</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Middle game</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blocks</translation>
    </message>
    <message>
        <source>Escapes</source>
        <translation>Escapes</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Bear-off</source>
        <translation>Bear-off</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <source>Play From Here</source>
        <translation>Play From Here</translation>
    </message>
    <message>
        <source>A new match whose first game starts from the position set up; the next games start as usual, colours changing each game.</source>
        <translation>A new match whose first game starts from the position set up; the next games start as usual, colours changing each game.</translation>
    </message>
    <message>
        <source>Match &amp;length (points):</source>
        <translation>Match &amp;length (points):</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
</context>
<context>
    <name>PositionCopy</name>
    <message>
        <source>Position &amp;Text</source>
        <translation>Position &amp;Text</translation>
    </message>
    <message>
        <source>&amp;GNU Backgammon ID</source>
        <translation>&amp;GNU Backgammon ID</translation>
    </message>
    <message>
        <source>&amp;XGID (eXtreme Gammon)</source>
        <translation>&amp;XGID (eXtreme Gammon)</translation>
    </message>
    <message>
        <source>&amp;LN ID (long nardy)</source>
        <translation>&amp;LN ID (long nardy)</translation>
    </message>
    <message>
        <source>This is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</source>
        <translation>This is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read a position from.</source>
        <translation>The clipboard holds no text to read a position from.</translation>
    </message>
    <message>
        <source>“%1” is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</source>
        <translation>“%1” is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</translation>
    </message>
    <message>
        <source>&amp;Copy as</source>
        <translation>&amp;Copy as</translation>
    </message>
    <message>
        <source>Copy the position as text or as an ID other programs read</source>
        <translation>Copy the position as text or as an ID other programs read</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>A point cannot hold checkers of both colours.</source>
        <translation>A point cannot hold checkers of both colours.</translation>
    </message>
    <message>
        <source>White has no spare checker left: a side has %1.</source>
        <translation>White has no spare checker left: a side has %1.</translation>
    </message>
    <message>
        <source>Black has no spare checker left: a side has %1.</source>
        <translation>Black has no spare checker left: a side has %1.</translation>
    </message>
    <message>
        <source>Place all %1 of White&apos;s checkers first.</source>
        <translation>Place all %1 of White&apos;s checkers first.</translation>
    </message>
    <message>
        <source>Place all %1 of Black&apos;s checkers first.</source>
        <translation>Place all %1 of Black&apos;s checkers first.</translation>
    </message>
    <message>
        <source>Long nardy has no bar: no checker is ever hit.</source>
        <translation>Long nardy has no bar: no checker is ever hit.</translation>
    </message>
    <message>
        <source>White would hold six points in a row with no Black checker ahead of them: no legal game reaches that.</source>
        <translation>White would hold six points in a row with no Black checker ahead of them: no legal game reaches that.</translation>
    </message>
    <message>
        <source>Black would hold six points in a row with no White checker ahead of them: no legal game reaches that.</source>
        <translation>Black would hold six points in a row with no White checker ahead of them: no legal game reaches that.</translation>
    </message>
    <message>
        <source>Both sides cannot have borne off all their checkers.</source>
        <translation>Both sides cannot have borne off all their checkers.</translation>
    </message>
    <message>
        <source>White has borne off all %1: that game is already won.</source>
        <translation>White has borne off all %1: that game is already won.</translation>
    </message>
    <message>
        <source>Black has borne off all %1: that game is already won.</source>
        <translation>Black has borne off all %1: that game is already won.</translation>
    </message>
    <message>
        <source>This text is too long to be a position text, which has at most %1 characters.</source>
        <translation>This text is too long to be a position text, which has at most %1 characters.</translation>
    </message>
    <message>
        <source>A number of checkers cannot be negative.</source>
        <translation>A number of checkers cannot be negative.</translation>
    </message>
    <message>
        <source>This is not a position text: it reads VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.</source>
        <translation>This is not a position text: it reads VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Set &amp;Up Position…</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Set Up Position</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copied: %1</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>The practice store “%1” was damaged: a new one has been started.</source>
        <translation>The practice store “%1” was damaged: a new one has been started.</translation>
    </message>
    <message>
        <source>The practice store “%1” was written by a newer version of Nardy Desktop; practice waits for that version.</source>
        <translation>The practice store “%1” was written by a newer version of Nardy Desktop; practice waits for that version.</translation>
    </message>
    <message>
        <source>The practice store “%1” cannot be opened: practice is not available.</source>
        <translation>The practice store “%1” cannot be opened: practice is not available.</translation>
    </message>
    <message>
        <source>The analysis could not be kept for practice (%1).</source>
        <translation>The analysis could not be kept for practice (%1).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>The answer could not be kept (%1).</source>
        <translation>The answer could not be kept (%1).</translation>
    </message>
    <message>
        <source>Practise…</source>
        <translation>Practise…</translation>
    </message>
    <message>
        <source>Play again the positions you got wrong, when they are due</source>
        <translation>Play again the positions you got wrong, when they are due</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Practice</translation>
    </message>
    <message>
        <source>Practice: play the turn on the board, then Done, Enter or a click on the dice.</source>
        <translation>Practice: play the turn on the board, then Done, Enter or a click on the dice.</translation>
    </message>
    <message>
        <source>Practice: the turn played and the best turn are on the board; Next goes on.</source>
        <translation>Practice: the turn played and the best turn are on the board; Next goes on.</translation>
    </message>
    <message>
        <source>Practice stopped: the match is back on the board.</source>
        <translation>Practice stopped: the match is back on the board.</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Phase:</translation>
    </message>
    <message>
        <source>How old:</source>
        <translation>How old:</translation>
    </message>
    <message>
        <source>Include doubtful moves (?!)</source>
        <translation>Include doubtful moves (?!)</translation>
    </message>
    <message>
        <source>Include the built-in problems</source>
        <translation>Include the built-in problems</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Practise the positions the filters choose</source>
        <translation>Practise the positions the filters choose</translation>
    </message>
    <message>
        <source>Stop practising: the match comes back on the board</source>
        <translation>Stop practising: the match comes back on the board</translation>
    </message>
    <message>
        <source>The next position</source>
        <translation>The next position</translation>
    </message>
    <message>
        <source>Kept matches…</source>
        <translation>Kept matches…</translation>
    </message>
    <message>
        <source>The analysed matches practice uses: see them, delete one, export them</source>
        <translation>The analysed matches practice uses: see them, delete one, export them</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Lost (mpt)</source>
        <translation>Lost (mpt)</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Both games</translation>
    </message>
    <message>
        <source>All phases</source>
        <translation>All phases</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Any age</source>
        <translation>Any age</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <source>Due today: %1 (new: %2)</source>
        <translation>Due today: %1 (new: %2)</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Solved: %1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: %1 (%n answer(s))</source>
        <translation>
            <numerusform>Accuracy: %1 (%n answer)</numerusform>
            <numerusform>Accuracy: %1 (%n answers)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise now: every position chosen is answered for today.</source>
        <translation>Nothing to practise now: every position chosen is answered for today.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 to play %2.</translation>
    </message>
    <message>
        <source>A problem: %1, %2 (%3).</source>
        <translation>A problem: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Your turn of %1 (%2), marked %3: %4, %5.</source>
        <translation>Your turn of %1 (%2), marked %3: %4, %5.</translation>
    </message>
    <message numerus="yes">
        <source>Scored by rollouts: %n game(s) from each turn.</source>
        <translation>
            <numerusform>Scored by rollouts: %n game from each turn.</numerusform>
            <numerusform>Scored by rollouts: %n games from each turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n minute(s).</source>
        <translation>
            <numerusform>This position comes back in %n minute.</numerusform>
            <numerusform>This position comes back in %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n hour(s).</source>
        <translation>
            <numerusform>This position comes back in %n hour.</numerusform>
            <numerusform>This position comes back in %n hours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n day(s).</source>
        <translation>
            <numerusform>This position comes back in %n day.</numerusform>
            <numerusform>This position comes back in %n days.</numerusform>
        </translation>
    </message>
    <message>
        <source>The turn you played</source>
        <translation>The turn you played</translation>
    </message>
    <message>
        <source>The best turn</source>
        <translation>The best turn</translation>
    </message>
    <message>
        <source>Best turn: %1. Solved.</source>
        <translation>Best turn: %1. Solved.</translation>
    </message>
    <message>
        <source>%1 is not among the turns the analysis kept: at least %2 mpt lost. Missed.</source>
        <translation>%1 is not among the turns the analysis kept: at least %2 mpt lost. Missed.</translation>
    </message>
    <message>
        <source>%1: %2 mpt lost, close to the best. Nearly solved.</source>
        <translation>%1: %2 mpt lost, close to the best. Nearly solved.</translation>
    </message>
    <message>
        <source>%1: %2 mpt lost. Missed.</source>
        <translation>%1: %2 mpt lost. Missed.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>Match %1, %2, against %3</source>
        <translation>Match %1, %2, against %3</translation>
    </message>
    <message>
        <source>%1 mpt a decision (%2), %3 decisions</source>
        <translation>%1 mpt a decision (%2), %3 decisions</translation>
    </message>
    <message>
        <source>Luck: %1 points</source>
        <translation>Luck: %1 points</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Every decision</translation>
    </message>
    <message>
        <source>Error rate (mpt a decision)</source>
        <translation>Error rate (mpt a decision)</translation>
    </message>
    <message>
        <source>mpt a decision</source>
        <translation>mpt a decision</translation>
    </message>
    <message>
        <source>No analysed match of this player yet.</source>
        <translation>No analysed match of this player yet.</translation>
    </message>
    <message>
        <source>Luck (points a match)</source>
        <translation>Luck (points a match)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Luck</translation>
    </message>
    <message>
        <source>Analysed matches, the oldest first</source>
        <translation>Analysed matches, the oldest first</translation>
    </message>
    <message>
        <source>Where the most is lost a decision</source>
        <translation>Where the most is lost a decision</translation>
    </message>
    <message numerus="yes">
        <source>%n analysed match(es).</source>
        <translation>
            <numerusform>%n analysed match.</numerusform>
            <numerusform>%n analysed matches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last match: %1 mpt a decision (%2).</source>
        <translation>Last match: %1 mpt a decision (%2).</translation>
    </message>
    <message>
        <source>In all: %1 mpt a decision (%2).</source>
        <translation>In all: %1 mpt a decision (%2).</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Compare a phase:</source>
        <translation>Compare a phase:</translation>
    </message>
    <message>
        <source>The dashed lines are the limits of the rating bands, from Supernatural to Awful: %1 mpt a decision. Luck: what the person&apos;s own rolls were worth, in points.</source>
        <translation>The dashed lines are the limits of the rating bands, from Supernatural to Awful: %1 mpt a decision. Luck: what the person&apos;s own rolls were worth, in points.</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Both games</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progress of %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>Resign</name>
    <message>
        <source>A single game (1 point)</source>
        <translation>A single game (1 point)</translation>
    </message>
    <message>
        <source>A gammon (2 points)</source>
        <translation>A gammon (2 points)</translation>
    </message>
    <message>
        <source>A backgammon (3 points)</source>
        <translation>A backgammon (3 points)</translation>
    </message>
    <message>
        <source>An oyn (1 point)</source>
        <translation>An oyn (1 point)</translation>
    </message>
    <message>
        <source>A mars (2 points)</source>
        <translation>A mars (2 points)</translation>
    </message>
    <message>
        <source>%1 declines a single game: “I expect to win a gammon more often than not.”</source>
        <translation>%1 declines a single game: “I expect to win a gammon more often than not.”</translation>
    </message>
    <message>
        <source>%1 declines a gammon: “I expect to win a backgammon more often than not.”</source>
        <translation>%1 declines a gammon: “I expect to win a backgammon more often than not.”</translation>
    </message>
    <message>
        <source>%1 declines an oyn: “I expect to win a mars more often than not.”</source>
        <translation>%1 declines an oyn: “I expect to win a mars more often than not.”</translation>
    </message>
    <message>
        <source>%1 declines a single game: “My chance of a gammon (%2) is worth more to me than a single game.”</source>
        <translation>%1 declines a single game: “My chance of a gammon (%2) is worth more to me than a single game.”</translation>
    </message>
    <message>
        <source>%1 declines a gammon: “My chance of a backgammon (%2) is worth more to me than a gammon.”</source>
        <translation>%1 declines a gammon: “My chance of a backgammon (%2) is worth more to me than a gammon.”</translation>
    </message>
    <message>
        <source>%1 declines an oyn: “My chance of a mars (%2) is worth more to me than an oyn.”</source>
        <translation>%1 declines an oyn: “My chance of a mars (%2) is worth more to me than an oyn.”</translation>
    </message>
    <message>
        <source>%1 declines: the game goes on.</source>
        <translation>%1 declines: the game goes on.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>%1 resigns: which win does %1 offer %2?</source>
        <translation>%1 resigns: which win does %1 offer %2?</translation>
    </message>
    <message>
        <source>%1 is asked to accept it.</source>
        <translation>%1 is asked to accept it.</translation>
    </message>
    <message>
        <source>Resign: which win do you offer %1?</source>
        <translation>Resign: which win do you offer %1?</translation>
    </message>
    <message>
        <source>%1 accepts an offer worth at least what playing on is worth to it at this score.</source>
        <translation>%1 accepts an offer worth at least what playing on is worth to it at this score.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>The record of results “%1” was written by a newer version of Nardy Desktop.</source>
        <translation>The record of results “%1” was written by a newer version of Nardy Desktop.</translation>
    </message>
    <message>
        <source>The file “%1” is too large to be a record of results.</source>
        <translation>The file “%1” is too large to be a record of results.</translation>
    </message>
    <message>
        <source>The record of results “%1” is damaged.</source>
        <translation>The record of results “%1” is damaged.</translation>
    </message>
</context>
<context>
    <name>ResultsKeeper</name>
    <message>
        <source>The record of results could not be saved. Play goes on.</source>
        <translation>The record of results could not be saved. Play goes on.</translation>
    </message>
    <message>
        <source>Some rows of the record of results could not be read and are left out; the others are kept.</source>
        <translation>Some rows of the record of results could not be read and are left out; the others are kept.</translation>
    </message>
    <message>
        <source>The record of results could not be used; a new one is started.</source>
        <translation>The record of results could not be used; a new one is started.</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Matches won–lost</source>
        <translation>Matches won–lost</translation>
    </message>
    <message>
        <source>Games won–lost</source>
        <translation>Games won–lost</translation>
    </message>
    <message>
        <source>Points won–lost</source>
        <translation>Points won–lost</translation>
    </message>
    <message>
        <source>No game has been finished on this computer yet.</source>
        <translation>No game has been finished on this computer yet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an opponent: the computer&apos;s name, its level</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RolloutDialog</name>
    <message>
        <source>Roll Out</source>
        <translation>Roll Out</translation>
    </message>
    <message>
        <source>Play the position out many times, %1 to roll.</source>
        <translation>Play the position out many times, %1 to roll.</translation>
    </message>
    <message>
        <source>Play the position out many times, %1 to play %2-%3: each candidate with the same dice, luck-adjusted, in points for a single game.</source>
        <translation>Play the position out many times, %1 to play %2-%3: each candidate with the same dice, luck-adjusted, in points for a single game.</translation>
    </message>
    <message>
        <source>The &amp;leading candidates (and the turn played):</source>
        <translation>The &amp;leading candidates (and the turn played):</translation>
    </message>
    <message>
        <source>The position &amp;before the roll</source>
        <translation>The position &amp;before the roll</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Quick</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Thorough</source>
        <translation>Thorough</translation>
    </message>
    <message>
        <source>%1 (trials: %2)</source>
        <translation>%1 (trials: %2)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Preset:</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Trials:</translation>
    </message>
    <message>
        <source>T&amp;runcate after (plies):</source>
        <translation>T&amp;runcate after (plies):</translation>
    </message>
    <message>
        <source>no: play to the end</source>
        <translation>no: play to the end</translation>
    </message>
    <message>
        <source>Stop each trial after this many plies and take the evaluation of the position reached (0: play every game to its end)</source>
        <translation>Stop each trial after this many plies and take the evaluation of the position reached (0: play every game to its end)</translation>
    </message>
    <message>
        <source>&amp;Roll Out</source>
        <translation>&amp;Roll Out</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Rolling out…</source>
        <translation>Rolling out…</translation>
    </message>
    <message>
        <source>The rollout was stopped.</source>
        <translation>The rollout was stopped.</translation>
    </message>
    <message>
        <source>The rollout failed (%1).</source>
        <translation>The rollout failed (%1).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>The rules file could not be found.</source>
        <translation>The rules file could not be found.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>No match in progress</source>
        <translation>No match in progress</translation>
    </message>
    <message>
        <source>Start a new match with Game &gt; New match (Ctrl+N).</source>
        <translation>Start a new match with Game &gt; New match (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>%1 — match to %n point(s)</source>
        <translation>
            <numerusform>%1 — match to %n point</numerusform>
            <numerusform>%1 — match to %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>pips: %2</source>
        <translation>pips: %2</translation>
    </message>
    <message>
        <source>computer, %2</source>
        <translation>computer, %2</translation>
    </message>
    <message>
        <source>%1 · computer, %2</source>
        <translation>%1 · computer, %2</translation>
    </message>
    <message>
        <source>Reviewing game %1, move %2</source>
        <translation>Reviewing game %1, move %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <source>Practice — %1</source>
        <translation>Practice — %1</translation>
    </message>
    <message>
        <source>The match waits as it stands; Stop in the practice panel brings it back.</source>
        <translation>The match waits as it stands; Stop in the practice panel brings it back.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 wins the match.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Roll-off: each player rolls one die</source>
        <translation>Roll-off: each player rolls one die</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) is thinking…</translation>
    </message>
    <message>
        <source>%1 (%2) to roll</source>
        <translation>%1 (%2) to roll</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>%1 (%2) to move</translation>
    </message>
    <message>
        <source>Last game: %1 — %2</source>
        <translation>Last game: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings could not be read; the default settings are used.</source>
        <translation>The settings could not be read; the default settings are used.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Side &amp;Panel</source>
        <translation>Side &amp;Panel</translation>
    </message>
    <message>
        <source>Show or hide the score, the buttons and the moves beside the board</source>
        <translation>Show or hide the score, the buttons and the moves beside the board</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>So&amp;und</source>
        <translation>So&amp;und</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Mute</translation>
    </message>
    <message>
        <source>Volume %1%</source>
        <translation>Volume %1%</translation>
    </message>
    <message>
        <source>No audio device: the game plays without sound</source>
        <translation>No audio device: the game plays without sound</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message>
        <source>Nardy Desktop is already open.</source>
        <translation>Nardy Desktop is already open.</translation>
    </message>
    <message>
        <source>Its window could not be brought to the front. Switch to it, or close it before starting the game again.</source>
        <translation>Its window could not be brought to the front. Switch to it, or close it before starting the game again.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file “%1” is empty.</source>
        <translation>The file “%1” is empty.</translation>
    </message>
    <message>
        <source>The file “%1” is too large to be a saved match.</source>
        <translation>The file “%1” is too large to be a saved match.</translation>
    </message>
    <message>
        <source>The file “%1” is damaged or is not a saved match.</source>
        <translation>The file “%1” is damaged or is not a saved match.</translation>
    </message>
    <message>
        <source>The file “%1” is not a Nardy Desktop match.</source>
        <translation>The file “%1” is not a Nardy Desktop match.</translation>
    </message>
    <message>
        <source>The file “%1” was saved by a newer version of Nardy Desktop. Please update the program to open it.</source>
        <translation>The file “%1” was saved by a newer version of Nardy Desktop. Please update the program to open it.</translation>
    </message>
    <message>
        <source>The file “%1” uses a format this version cannot read.</source>
        <translation>The file “%1” uses a format this version cannot read.</translation>
    </message>
    <message>
        <source>The match in “%1” breaks the rules of the game, so it cannot be resumed.</source>
        <translation>The match in “%1” breaks the rules of the game, so it cannot be resumed.</translation>
    </message>
    <message>
        <source>The file “%1” contains a value that does not make sense.</source>
        <translation>The file “%1” contains a value that does not make sense.</translation>
    </message>
    <message>
        <source>The file “%1” does not exist.</source>
        <translation>The file “%1” does not exist.</translation>
    </message>
    <message>
        <source>The disk is full: “%1” could not be written.</source>
        <translation>The disk is full: “%1” could not be written.</translation>
    </message>
    <message>
        <source>The file “%1” could not be read.</source>
        <translation>The file “%1” could not be read.</translation>
    </message>
    <message>
        <source>“%1” could not be written: the folder is not writable.</source>
        <translation>“%1” could not be written: the folder is not writable.</translation>
    </message>
    <message>
        <source>“%1” could not be used.</source>
        <translation>“%1” could not be used.</translation>
    </message>
    <message>
        <source>It is left untouched in “%1”.</source>
        <translation>It is left untouched in “%1”.</translation>
    </message>
    <message>
        <source>It has been kept as “%1”.</source>
        <translation>It has been kept as “%1”.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Roll the dice first, or all dice are already played.</source>
        <extracomment>Names the program gives seats by itself, with the context each is translated in: the window&apos;s tr(&quot;Player&quot;), tr(&quot;Computer&quot;), tr(&quot;Computer 1&quot;), tr(&quot;Computer 2&quot;), and the New match dialog&apos;s tr(&quot;Player %1&quot;) for a seat left without a name.</extracomment>
        <translation>Roll the dice first, or all dice are already played.</translation>
    </message>
    <message>
        <source>No remaining die matches that distance.</source>
        <translation>No remaining die matches that distance.</translation>
    </message>
    <message>
        <source>You have no checker on that point.</source>
        <translation>You have no checker on that point.</translation>
    </message>
    <message>
        <source>Checkers only move forward along their route.</source>
        <translation>Checkers only move forward along their route.</translation>
    </message>
    <message>
        <source>That point is held by your opponent.</source>
        <translation>That point is held by your opponent.</translation>
    </message>
    <message>
        <source>Only one checker may leave the head this turn.</source>
        <translation>Only one checker may leave the head this turn.</translation>
    </message>
    <message>
        <source>You may not build six points in a row with no opposing checker ahead of them.</source>
        <translation>You may not build six points in a row with no opposing checker ahead of them.</translation>
    </message>
    <message>
        <source>Checkers on the bar must enter first.</source>
        <translation>Checkers on the bar must enter first.</translation>
    </message>
    <message>
        <source>Bearing off needs all your checkers in your home.</source>
        <translation>Bearing off needs all your checkers in your home.</translation>
    </message>
    <message>
        <source>A checker on a higher point must be moved first.</source>
        <translation>A checker on a higher point must be moved first.</translation>
    </message>
    <message>
        <source>That move would not let you play as many dice as the roll allows.</source>
        <translation>That move would not let you play as many dice as the roll allows.</translation>
    </message>
    <message>
        <source>Only one die can be played: it must be the higher one.</source>
        <translation>Only one die can be played: it must be the higher one.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>oyn</source>
        <translation>oyn</translation>
    </message>
    <message>
        <source>mars</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>single game</translation>
    </message>
    <message>
        <source>gammon</source>
        <translation>gammon</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message numerus="yes">
        <source>White wins an oyn (%n point(s)).</source>
        <translation>
            <numerusform>White wins an oyn (%n point).</numerusform>
            <numerusform>White wins an oyn (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a mars (%n point(s)).</source>
        <translation>
            <numerusform>White wins a mars (%n point).</numerusform>
            <numerusform>White wins a mars (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a single game (%n point(s)).</source>
        <translation>
            <numerusform>White wins a single game (%n point).</numerusform>
            <numerusform>White wins a single game (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a gammon (%n point(s)).</source>
        <translation>
            <numerusform>White wins a gammon (%n point).</numerusform>
            <numerusform>White wins a gammon (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a backgammon (%n point(s)).</source>
        <translation>
            <numerusform>White wins a backgammon (%n point).</numerusform>
            <numerusform>White wins a backgammon (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins an oyn (%n point(s)).</source>
        <translation>
            <numerusform>Black wins an oyn (%n point).</numerusform>
            <numerusform>Black wins an oyn (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a mars (%n point(s)).</source>
        <translation>
            <numerusform>Black wins a mars (%n point).</numerusform>
            <numerusform>Black wins a mars (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a single game (%n point(s)).</source>
        <translation>
            <numerusform>Black wins a single game (%n point).</numerusform>
            <numerusform>Black wins a single game (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a gammon (%n point(s)).</source>
        <translation>
            <numerusform>Black wins a gammon (%n point).</numerusform>
            <numerusform>Black wins a gammon (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a backgammon (%n point(s)).</source>
        <translation>
            <numerusform>Black wins a backgammon (%n point).</numerusform>
            <numerusform>Black wins a backgammon (%n points).</numerusform>
        </translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Black resigns.</translation>
    </message>
    <message>
        <source>White resigns.</source>
        <translation>White resigns.</translation>
    </message>
    <message>
        <source>Score — %1: %2, %3: %4 (match to %5)</source>
        <translation>Score — %1: %2, %3: %4 (match to %5)</translation>
    </message>
    <message>
        <source>Often picks a move that only looks good: a first opponent.</source>
        <translation>Often picks a move that only looks good: a first opponent.</translation>
    </message>
    <message>
        <source>Plays at once the move its trained network rates best, without looking ahead.</source>
        <translation>Plays at once the move its trained network rates best, without looking ahead.</translation>
    </message>
    <message>
        <source>Weighs its best moves against every roll the opponent can answer with.</source>
        <translation>Weighs its best moves against every roll the opponent can answer with.</translation>
    </message>
    <message>
        <source>Looks two rolls ahead where the choice is close; takes up to a few seconds a move.</source>
        <translation>Looks two rolls ahead where the choice is close; takes up to a few seconds a move.</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>move notation: a turn with no move</comment>
        <extracomment>Whose numbering a turn is written in: (variant, mover, side), the points of a turn of `mover` written as `side` counts them (None: as the mover does).</extracomment>
        <translation>pass</translation>
    </message>
    <message numerus="yes">
        <source>%1 resigns and offers %2 %n point(s) (%3). Does %2 accept?</source>
        <translation>
            <numerusform>%1 resigns and offers %2 %n point (%3). Does %2 accept?</numerusform>
            <numerusform>%1 resigns and offers %2 %n points (%3). Does %2 accept?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) to win the match.</source>
        <translation>
            <numerusform>%1 needs %n point to win the match.</numerusform>
            <numerusform>%1 needs %n points to win the match.</numerusform>
        </translation>
    </message>
    <message>
        <source>bar</source>
        <comment>move notation: entering from the bar</comment>
        <translation>bar</translation>
    </message>
    <message>
        <source>off</source>
        <comment>move notation: bearing off</comment>
        <translation>off</translation>
    </message>
    <message>
        <source>Long nardy</source>
        <translation>Long nardy</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediate</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>Board &amp;theme</source>
        <translation>Board &amp;theme</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>&amp;Wood</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;High contrast (for colour-blind players too)</source>
        <translation>&amp;High contrast (for colour-blind players too)</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>&amp;Warn me before a mistake</source>
        <translation>&amp;Warn me before a mistake</translation>
    </message>
    <message>
        <source>Warn of mista&amp;kes and blunders</source>
        <translation>Warn of mista&amp;kes and blunders</translation>
    </message>
    <message>
        <source>Warn of &amp;blunders only</source>
        <translation>Warn of &amp;blunders only</translation>
    </message>
    <message>
        <source>The tutor is looking at your turn…</source>
        <translation>The tutor is looking at your turn…</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>This turn loses %1% winning chance; the best is %2.</source>
        <translation>This turn loses %1% winning chance; the best is %2.</translation>
    </message>
    <message>
        <source>This turn gives away larger wins or risks larger losses; the best is %2.</source>
        <translation>This turn gives away larger wins or risks larger losses; the best is %2.</translation>
    </message>
    <message>
        <source>It costs %1 points of equity: a blunder.</source>
        <translation>It costs %1 points of equity: a blunder.</translation>
    </message>
    <message>
        <source>It costs %1 points of equity: a mistake.</source>
        <translation>It costs %1 points of equity: a mistake.</translation>
    </message>
    <message>
        <source>&amp;Play It Anyway</source>
        <translation>&amp;Play It Anyway</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Take Back</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Played by:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>A person</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>The computer</translation>
    </message>
</context>
</TS>
