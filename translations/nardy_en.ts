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
    <name>DiceChart</name>
    <message>
        <source>Doubles</source>
        <translation>Doubles</translation>
    </message>
</context>
<context>
    <name>DiceStatsDialog</name>
    <message>
        <source>Dice Statistics</source>
        <translation>Dice Statistics</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>This match</translation>
    </message>
    <message>
        <source>All games on this computer</source>
        <translation>All games on this computer</translation>
    </message>
    <message>
        <source>Bars: how often each number and doubles came up. Blue lines: what fair dice give on average. Opening rolls are not counted.</source>
        <translation>Bars: how often each number and doubles came up. Blue lines: what fair dice give on average. Opening rolls are not counted.</translation>
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
        <source>Very unusual for fair dice (p = %1).</source>
        <translation>Very unusual for fair dice (p = %1).</translation>
    </message>
    <message>
        <source>A little unusual, which happens by chance (p = %1).</source>
        <translation>A little unusual, which happens by chance (p = %1).</translation>
    </message>
    <message>
        <source>What fair dice look like (p = %1).</source>
        <translation>What fair dice look like (p = %1).</translation>
    </message>
    <message>
        <source>Doubles: %1 (expected %2).</source>
        <translation>Doubles: %1 (expected %2).</translation>
    </message>
</context>
<context>
    <name>GameBrowserDialog</name>
    <message>
        <source>Moves of the Match</source>
        <translation>Moves of the Match</translation>
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
        <source>Dice Stat&amp;istics…</source>
        <translation>Dice Stat&amp;istics…</translation>
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
        <source>Opening “%1”…</source>
        <translation>Opening “%1”…</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>Opened “%1”.</translation>
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
        <source>Exported “%1”.</source>
        <translation>Exported “%1”.</translation>
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
    <name>PositionView</name>
    <message>
        <source>Bar: %1 / %2   Borne off: %3 / %4</source>
        <translation>Bar: %1 / %2   Borne off: %3 / %4</translation>
    </message>
    <message>
        <source>Borne off: %1 / %2</source>
        <translation>Borne off: %1 / %2</translation>
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
        <source>computer, %3 · pips: %2</source>
        <translation>computer, %3 · pips: %2</translation>
    </message>
    <message>
        <source>%1 · computer, %3 · pips: %2</source>
        <translation>%1 · computer, %3 · pips: %2</translation>
    </message>
    <message>
        <source>pips: %2</source>
        <translation>pips: %2</translation>
    </message>
    <message>
        <source>%1 · pips: %2</source>
        <translation>%1 · pips: %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
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
    <message numerus="yes">
        <source>Resign and give %n point(s) (%2) to %1?</source>
        <translation>
            <numerusform>Resign and give %n point (%2) to %1?</numerusform>
            <numerusform>Resign and give %n points (%2) to %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resign for %3 and give %n point(s) (%2) to %1?</source>
        <translation>
            <numerusform>Resign for %3 and give %n point (%2) to %1?</numerusform>
            <numerusform>Resign for %3 and give %n points (%2) to %1?</numerusform>
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
        <source>pass</source>
        <comment>move notation: a turn with no move</comment>
        <translation>pass</translation>
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
