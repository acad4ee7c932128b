<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Nardy Desktop</source>
        <translation>À propos de Nardy Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nardy Desktop %1&lt;/h3&gt;&lt;p&gt;Long nardy and backgammon for the desktop: local matches and a computer opponent, entirely offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nardy Desktop %1&lt;/h3&gt;&lt;p&gt;Les nardy longues et le backgammon sur votre ordinateur&#xa0;: matchs à deux sur le même poste et adversaire informatique, entièrement hors ligne.&lt;/p&gt;&lt;p&gt;Logiciel libre distribué sous la licence publique générale GNU, version 3 ou (à votre choix) toute version ultérieure (GPL-3.0-or-later).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>doubtful</source>
        <translation>douteux</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grosse erreur</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Surnaturel</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Classe mondiale</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Joueur occasionnel</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Catastrophique</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>s.o.</translation>
    </message>
    <message>
        <source>plain evaluation</source>
        <translation>évaluation simple</translation>
    </message>
    <message>
        <source>quick (the Expert&apos;s lookahead)</source>
        <translation>rapide (l’anticipation de l’Expert)</translation>
    </message>
    <message>
        <source>thorough (the Champion&apos;s search)</source>
        <translation>approfondie (la recherche du Champion)</translation>
    </message>
    <message>
        <source>Equity: the chance to win the match, in points of a single game</source>
        <translation>Équité&#xa0;: la chance de gagner le match, en points d’une partie simple</translation>
    </message>
    <message>
        <source>Equity: expected points for a single game</source>
        <translation>Équité&#xa0;: points espérés pour une partie simple</translation>
    </message>
    <message>
        <source>move %1, %2</source>
        <comment>a turn: the move list&apos;s row, the side</comment>
        <translation>coup %1, %2</translation>
    </message>
    <message>
        <source>Game %1, move %2: %3 (%4) rolled %5-%6</source>
        <translation>Partie %1, coup %2 : %3 (%4) a obtenu %5-%6</translation>
    </message>
    <message>
        <source>Played %1: the best turn.</source>
        <translation>Joué %1&#xa0;: le meilleur coup.</translation>
    </message>
    <message>
        <source>Played %1: %2 lost. Best: %3.</source>
        <translation>Joué %1&#xa0;: %2 perdu. Meilleur&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Played %1: %4, %2 lost. Best: %3.</source>
        <translation>Joué %1&#xa0;: %4, %2 perdu. Meilleur&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Forced turns</source>
        <translation>Coups forcés</translation>
    </message>
    <message>
        <source>Total error (mpt)</source>
        <translation>Erreur totale (mpt)</translation>
    </message>
    <message>
        <source>Error per decision (mpt)</source>
        <translation>Erreur par décision (mpt)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Doubtful (?!)</source>
        <translation>Douteux (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Erreurs (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Grosses erreurs (??)</translation>
    </message>
    <message>
        <source>Luck (points)</source>
        <translation>Chance (points)</translation>
    </message>
    <message>
        <source>Result (points)</source>
        <translation>Résultat (points)</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Résultat corrigé de la chance</translation>
    </message>
    <message>
        <source>Turns with more than one way to play, each judged</source>
        <translation>Coups qui se jouaient de plusieurs façons, chacun jugé</translation>
    </message>
    <message>
        <source>Turns with a single way to play (or none): not judged</source>
        <translation>Coups qui ne se jouaient que d’une façon (ou pas du tout)&#xa0;: non jugés</translation>
    </message>
    <message>
        <source>Equity lost in all, in milli-points (thousandths of a point)</source>
        <translation>Équité perdue en tout, en millipoints (millièmes de point)</translation>
    </message>
    <message>
        <source>The average equity lost per decision, in milli-points</source>
        <translation>L’équité perdue en moyenne par décision, en millipoints</translation>
    </message>
    <message>
        <source>The band of the error per decision, as GNU Backgammon names them</source>
        <translation>La catégorie de l’erreur par décision, comme GNU Backgammon les nomme</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.04 and at most 0.08</source>
        <translation>Décisions qui ont perdu plus de 0,04 et au plus 0,08</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.08 and at most 0.16</source>
        <translation>Décisions qui ont perdu plus de 0,08 et au plus 0,16</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.16</source>
        <translation>Décisions qui ont perdu plus de 0,16</translation>
    </message>
    <message>
        <source>The luck of the player&apos;s own rolls, in points per game</source>
        <translation>La chance des dés du joueur lui-même, en points par partie</translation>
    </message>
    <message>
        <source>Points won (+) or lost (-) in the finished games</source>
        <translation>Points gagnés (+) ou perdus (-) dans les parties terminées</translation>
    </message>
    <message>
        <source>The result less the luck that favoured the player (own luck less the opponent&apos;s)</source>
        <translation>Le résultat moins la chance qui a favorisé le joueur (la sienne moins celle de l’adversaire)</translation>
    </message>
    <message>
        <source>Game %1 (to move %2)</source>
        <translation>Partie %1 (jusqu’au coup %2)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>luckiest roll</source>
        <translation>jet le plus chanceux</translation>
    </message>
    <message>
        <source>unluckiest roll</source>
        <translation>jet le plus malchanceux</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forcé</translation>
    </message>
    <message>
        <source>The luckiest roll: %1 %2 (%3)</source>
        <translation>Le jet le plus chanceux : %1 %2 (%3)</translation>
    </message>
    <message>
        <source>The unluckiest roll: %1 %2 (%3)</source>
        <translation>Le jet le plus malchanceux : %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Chance de gagner</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Analyse the game to see its graph here.</source>
        <translation>Analysez la partie pour voir ici son graphique.</translation>
    </message>
</context>
<context>
    <name>AnalysisManager</name>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Anal&amp;yse</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>Analyser la &amp;partie</translation>
    </message>
    <message>
        <source>Judge every decision of the game on the board</source>
        <translation>Juger chaque décision de la partie en cours</translation>
    </message>
    <message>
        <source>Analyse &amp;Match</source>
        <translation>Analyser le &amp;match</translation>
    </message>
    <message>
        <source>Judge every decision of every game</source>
        <translation>Juger chaque décision de chaque partie</translation>
    </message>
    <message>
        <source>&amp;Quick: the Expert&apos;s lookahead</source>
        <translation>&amp;Rapide&#xa0;: l’anticipation de l’Expert</translation>
    </message>
    <message>
        <source>&amp;Thorough: the Champion&apos;s search (about a second a decision)</source>
        <translation>&amp;Approfondie&#xa0;: la recherche du Champion (une seconde environ par décision)</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Bilan…</translation>
    </message>
    <message>
        <source>&amp;Export Analysis…</source>
        <translation>&amp;Exporter l’analyse…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <translation>Panneau d’a&amp;nalyse</translation>
    </message>
    <message>
        <source>Analysing, decisions:</source>
        <translation>Analyse, décisions&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Arrêter l’analyse</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no turn has been played.</source>
        <translation>Rien à analyser pour l’instant&#xa0;: aucun coup n’a été joué.</translation>
    </message>
    <message>
        <source>The analysis failed (%1).</source>
        <translation>L’analyse a échoué (%1).</translation>
    </message>
    <message>
        <source>Analysis done. Decisions: %1; doubtful: %2, mistakes: %3, blunders: %4.</source>
        <translation>Analyse terminée. Décisions&#xa0;: %1&#xa0;; douteux&#xa0;: %2, erreurs&#xa0;: %3, grosses erreurs&#xa0;: %4.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Partie %1, %2</translation>
    </message>
    <message>
        <source>Click the board to go back to the game</source>
        <translation>Cliquez sur le plateau pour revenir à la partie</translation>
    </message>
    <message>
        <source>Export Analysis</source>
        <translation>Exporter l’analyse</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>analyse</translation>
    </message>
    <message>
        <source>Exporting the analysis: pictures %1 / %2…</source>
        <translation>Export de l&apos;analyse&#xa0;: images %1 / %2…</translation>
    </message>
    <message>
        <source>The analysis was exported to “%1”.</source>
        <translation>L’analyse a été exportée dans «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message numerus="yes">
        <source>The analysis cut short when the program stopped goes on: %n game(s) left to analyse.</source>
        <translation>
            <numerusform>L’analyse interrompue à l’arrêt du programme reprend&#xa0;: %n partie reste à analyser.</numerusform>
            <numerusform>L’analyse interrompue à l’arrêt du programme reprend&#xa0;: %n parties restent à analyser.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match was saved in “%1” without its analysis: with it the file would be too large to open again.</source>
        <translation>Le match a été enregistré dans «&#xa0;%1&#xa0;» sans son analyse&#xa0;: avec elle, le fichier serait trop grand pour être rouvert.</translation>
    </message>
    <message>
        <source>Opened “%1” with its analysis: the marks are in the move list (Game ▸ Analysis ▸ Summary).</source>
        <translation>«&#xa0;%1&#xa0;» ouvert avec son analyse&#xa0;: les marques sont dans la liste des coups (Partie ▸ Analyse ▸ Bilan).</translation>
    </message>
    <message>
        <source>Opened “%1”, without its analysis: the analysis kept in it is damaged (%2).</source>
        <translation>«&#xa0;%1&#xa0;» ouvert sans son analyse&#xa0;: l’analyse qu’il contient est endommagée (%2).</translation>
    </message>
</context>
<context>
    <name>AnalysisPage</name>
    <message>
        <source>Analysis: %1 against %2</source>
        <translation>Analyse&#xa0;: %1 contre %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, match to %n point(s).</source>
        <translation>
            <numerusform>%1, match en %n point.</numerusform>
            <numerusform>%1, match en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in the games analysed: %1 %2, %3 %4.</source>
        <translation>Points dans les parties analysées&#xa0;: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Depth: %1.</source>
        <translation>Profondeur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Whole match (games analysed)</source>
        <translation>Tout le match (parties analysées)</translation>
    </message>
    <message>
        <source>Doubtful moves, mistakes and blunders</source>
        <translation>Coups douteux, erreurs et grosses erreurs</translation>
    </message>
    <message>
        <source>No doubtful move, mistake or blunder.</source>
        <translation>Aucun coup douteux, aucune erreur.</translation>
    </message>
    <message>
        <source>The graph of %1: each player&apos;s chance of winning after every turn</source>
        <translation>%1 : la chance de gagner de chaque joueur après chaque coup</translation>
    </message>
    <message>
        <source>the turn played (solid line, round numbers)</source>
        <translation>le coup joué (trait plein, numéros ronds)</translation>
    </message>
    <message>
        <source>the best turn (dashed line, square numbers)</source>
        <translation>le meilleur coup (tirets, numéros carrés)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Mars gagné</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Mars perdu</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Gammon gagné</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Bg gagné</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Gammon perdu</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Bg perdu</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (joué)</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>◀ Previous mark</source>
        <translation>◀ Marque précédente</translation>
    </message>
    <message>
        <source>The previous doubtful move, mistake or blunder</source>
        <translation>Le coup douteux ou l’erreur précédente</translation>
    </message>
    <message>
        <source>Next mark ▶</source>
        <translation>Marque suivante ▶</translation>
    </message>
    <message>
        <source>The next doubtful move, mistake or blunder</source>
        <translation>Le coup douteux ou l’erreur suivante</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Show the game in play on the board again (Escape)</source>
        <translation>Remontrer sur le plateau la partie en cours (Échap)</translation>
    </message>
    <message>
        <source>No decision shown</source>
        <translation>Aucune décision affichée</translation>
    </message>
    <message>
        <source>Click a marked turn in the move list, or open the analysis summary.</source>
        <translation>Cliquez sur un coup marqué dans la liste des coups, ou ouvrez le bilan de l’analyse.</translation>
    </message>
    <message>
        <source>best turn</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>turn looked at</source>
        <translation>coup examiné</translation>
    </message>
    <message>
        <source>turn played</source>
        <translation>coup joué</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (joué)</translation>
    </message>
</context>
<context>
    <name>AnalysisSummaryDialog</name>
    <message>
        <source>Analysis of the Match</source>
        <translation>Analyse du match</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Write the analysis as a web page</source>
        <translation>Écrire l’analyse dans une page web</translation>
    </message>
    <message numerus="yes">
        <source>%1, match to %n point(s). Depth: %3. %4.</source>
        <translation>
            <numerusform>%1, match en %n point. Profondeur&#xa0;: %3. %4.</numerusform>
            <numerusform>%1, match en %n points. Profondeur&#xa0;: %3. %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole match (games analysed)</source>
        <translation>Tout le match (parties analysées)</translation>
    </message>
    <message>
        <source>Doubtful moves, mistakes and blunders (click one to see it on the board):</source>
        <translation>Coups douteux, erreurs et grosses erreurs (cliquez pour le voir sur le plateau)&#xa0;:</translation>
    </message>
    <message>
        <source>No doubtful move, mistake or blunder.</source>
        <translation>Aucun coup douteux, aucune erreur.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click the board or press Space to roll</source>
        <translation>Clic ou Espace pour lancer les dés</translation>
    </message>
    <message>
        <source>Pip count: the points still to travel</source>
        <translation>Compte de pips&#xa0;: les flèches qu’il reste à parcourir</translation>
    </message>
    <message>
        <source>Click the board or press Space for the next game</source>
        <translation>Clic ou Espace&#xa0;: partie suivante</translation>
    </message>
    <message>
        <source>The match is over: Ctrl+N starts a new one</source>
        <translation>Fin du match&#xa0;: Ctrl+N pour rejouer</translation>
    </message>
</context>
<context>
    <name>CandidateTable</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Rank among all the turns scored</source>
        <translation>Rang parmi tous les coups évalués</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <source>Expected points of the game, or the match score rescaled to points</source>
        <translation>Points espérés de la partie, ou l’enjeu du match ramené en points</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Equity lost against the best turn</source>
        <translation>Équité perdue par rapport au meilleur coup</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Chance of winning the game</source>
        <translation>Chance de gagner la partie</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Mars gagné</translation>
    </message>
    <message>
        <source>Chance of winning with a mars</source>
        <translation>Chance de gagner par mars</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Mars perdu</translation>
    </message>
    <message>
        <source>Chance of losing with a mars</source>
        <translation>Chance de perdre par mars</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Gammon gagné</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or a backgammon</source>
        <translation>Chance de gagner un gammon ou un backgammon</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Bg gagné</translation>
    </message>
    <message>
        <source>Chance of winning a backgammon</source>
        <translation>Chance de gagner un backgammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Gammon perdu</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or a backgammon</source>
        <translation>Chance de perdre un gammon ou un backgammon</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Bg perdu</translation>
    </message>
    <message>
        <source>Chance of losing a backgammon</source>
        <translation>Chance de perdre un backgammon</translation>
    </message>
    <message>
        <source>rollout, trials: %1, truncated after ply %2</source>
        <translation>rollout, parties&#xa0;: %1, tronqué après le demi-coup %2</translation>
    </message>
    <message>
        <source>rollout, trials: %1</source>
        <translation>rollout, parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>rollout ×%1</source>
        <translation>rollout ×%1</translation>
    </message>
    <message>
        <source>Rolled out: the games played out from this position, luck-adjusted, in points for a single game; the equity ± one standard error</source>
        <translation>Rollout&#xa0;: les parties jouées jusqu’au bout depuis cette position, corrigées de la chance, en points pour une seule partie&#xa0;; l’équité ± un écart type de la moyenne</translation>
    </message>
    <message>
        <source>winning a mars %1, losing a mars %2</source>
        <translation>gagner par mars %1, perdre par mars %2</translation>
    </message>
    <message>
        <source>winning a gammon %1 (a backgammon %2), losing a gammon %3 (a backgammon %4)</source>
        <translation>gagner un gammon %1 (un backgammon %2), perdre un gammon %3 (un backgammon %4)</translation>
    </message>
    <message>
        <source>Before the roll (%1): equity %2, winning chance %3; %4.</source>
        <translation>Avant le lancer (%1)&#xa0;: équité %2, chance de gagner %3&#xa0;; %4.</translation>
    </message>
    <message>
        <source>&amp;All Turns</source>
        <translation>&amp;Tous les coups</translation>
    </message>
    <message>
        <source>List every legal turn of the roll, each scored at the decision&apos;s depth</source>
        <translation>Lister tous les coups permis par ce lancer, chacun évalué à la profondeur de la décision</translation>
    </message>
    <message>
        <source>R&amp;oll Out…</source>
        <translation>R&amp;ollout…</translation>
    </message>
    <message>
        <source>Play the leading candidates, or the position before the roll, out many times</source>
        <translation>Jouer de nombreuses fois jusqu’au bout les meilleurs coups, ou la position avant le lancer</translation>
    </message>
</context>
<context>
    <name>DecisionExtras</name>
    <message>
        <source>Scoring every turn…</source>
        <translation>Évaluation de tous les coups…</translation>
    </message>
    <message>
        <source>Scoring every turn: %1 / %2…</source>
        <translation>Évaluation de tous les coups&#xa0;: %1 / %2…</translation>
    </message>
    <message>
        <source>Scoring every turn failed (%1).</source>
        <translation>L’évaluation de tous les coups a échoué (%1).</translation>
    </message>
</context>
<context>
    <name>DecisionSteps</name>
    <message>
        <source>&amp;First Decision</source>
        <translation>Première déc&amp;ision</translation>
    </message>
    <message>
        <source>P&amp;revious Decision</source>
        <translation>Décision pré&amp;cédente</translation>
    </message>
    <message>
        <source>&amp;Next Decision</source>
        <translation>Décision &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Last Decision</source>
        <translation>&amp;Dernière décision</translation>
    </message>
    <message>
        <source>Previous Mar&amp;k</source>
        <translation>Mar&amp;que précédente</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mark</source>
        <translation>Marque sui&amp;vante</translation>
    </message>
    <message>
        <source>Show the first analysed decision on the board</source>
        <translation>Montrer sur le plateau la première décision analysée</translation>
    </message>
    <message>
        <source>Show the analysed decision before this one</source>
        <translation>Montrer la décision analysée précédente</translation>
    </message>
    <message>
        <source>Show the analysed decision after this one</source>
        <translation>Montrer la décision analysée suivante</translation>
    </message>
    <message>
        <source>Show the last analysed decision on the board</source>
        <translation>Montrer sur le plateau la dernière décision analysée</translation>
    </message>
    <message>
        <source>The previous doubtful move, mistake or blunder</source>
        <translation>Le coup douteux ou l’erreur précédente</translation>
    </message>
    <message>
        <source>The next doubtful move, mistake or blunder</source>
        <translation>Le coup douteux ou l’erreur suivante</translation>
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
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Dice in this match</source>
        <translation>Dés de ce match</translation>
    </message>
    <message>
        <source>Dice in all games on this computer</source>
        <translation>Dés de toutes les parties sur cet ordinateur</translation>
    </message>
    <message>
        <source>Results on this computer</source>
        <translation>Résultats sur cet ordinateur</translation>
    </message>
    <message>
        <source>Bars: how often each number and doubles came up, drawn to one scale for both players. Blue lines: what fair dice give on average. Opening rolls are not counted.</source>
        <translation>Barres&#xa0;: combien de fois chaque face et les doubles sont sortis, à la même échelle pour les deux joueurs. Lignes bleues&#xa0;: ce que donnent en moyenne des dés honnêtes. Les lancers d’ouverture ne sont pas comptés.</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>Aucun dé lancé pour l’instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s)</source>
        <translation>
            <numerusform>%n lancer</numerusform>
            <numerusform>%n lancers</numerusform>
        </translation>
    </message>
    <message>
        <source>Too few rolls yet to judge the dice.</source>
        <translation>Trop peu de lancers pour juger les dés.</translation>
    </message>
    <message>
        <source>Very unusual for fair dice.</source>
        <translation>Très inhabituel pour des dés honnêtes.</translation>
    </message>
    <message>
        <source>A little unusual: fair dice do this now and then.</source>
        <translation>Un peu inhabituel&#xa0;: des dés honnêtes le font de temps en temps.</translation>
    </message>
    <message>
        <source>As fair dice fall.</source>
        <translation>Comme tombent des dés honnêtes.</translation>
    </message>
    <message numerus="yes">
        <source>With fair dice, a spread of the numbers at least this uneven happens %n time(s) in 100.</source>
        <translation>
            <numerusform>Avec des dés honnêtes, une répartition des faces au moins aussi inégale arrive %n fois sur 100.</numerusform>
            <numerusform>Avec des dés honnêtes, une répartition des faces au moins aussi inégale arrive %n fois sur 100.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With fair dice, a spread of the numbers at least this uneven happens %n time(s) in 10,000.</source>
        <translation>
            <numerusform>Avec des dés honnêtes, une répartition des faces au moins aussi inégale arrive %n fois sur 10 000.</numerusform>
            <numerusform>Avec des dés honnêtes, une répartition des faces au moins aussi inégale arrive %n fois sur 10 000.</numerusform>
        </translation>
    </message>
    <message>
        <source>With fair dice, a spread of the numbers at least this uneven happens less than once in 10,000.</source>
        <translation>Avec des dés honnêtes, une répartition des faces au moins aussi inégale arrive moins d’une fois sur 10 000.</translation>
    </message>
    <message>
        <source>Doubles: %1 (expected %2).</source>
        <translation>Doubles&#xa0;: %1 (attendu&#xa0;: %2).</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Left click on a point: add a checker of the colour chosen. Right click: take one away. A click on a tray bears a checker off; in backgammon a click on the bar puts one there.</source>
        <translation>Clic gauche sur une flèche&#xa0;: ajouter une dame de la couleur choisie. Clic droit&#xa0;: en retirer une. Un clic sur un plateau de sortie sort une dame&#xa0;; au backgammon, un clic sur la barre en place une sur la barre.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Checkers to place:</source>
        <translation>Dames à placer&#xa0;:</translation>
    </message>
    <message>
        <source>Spare checkers:</source>
        <translation>Dames en réserve&#xa0;:</translation>
    </message>
    <message>
        <source>On the bar:</source>
        <translation>Sur la barre&#xa0;:</translation>
    </message>
    <message>
        <source>Borne off:</source>
        <translation>Sorties&#xa0;:</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Trait&#xa0;:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rolled</source>
        <translation>&amp;Lancés</translation>
    </message>
    <message>
        <source>&amp;Starting Position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vider le tablier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Play &amp;From Here…</source>
        <translation>&amp;Jouer à partir d’ici…</translation>
    </message>
    <message>
        <source>Back to the &amp;Game</source>
        <translation>Retour à la &amp;partie</translation>
    </message>
    <message>
        <source>White: %1 of %2 left</source>
        <translation>Blancs&#xa0;: %1 sur %2 restantes</translation>
    </message>
    <message>
        <source>Black: %1 of %2 left</source>
        <translation>Noirs&#xa0;: %1 sur %2 restantes</translation>
    </message>
</context>
<context>
    <name>EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>Éva&amp;luation</translation>
    </message>
    <message>
        <source>R&amp;oll Out…</source>
        <translation>R&amp;ollout…</translation>
    </message>
    <message>
        <source>Play the leading turns, or the position before the roll, out many times</source>
        <translation>Jouer de nombreuses fois jusqu’au bout les meilleurs coups, ou la position avant le lancer</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>No position to evaluate.</source>
        <translation>Aucune position à évaluer.</translation>
    </message>
    <message>
        <source>Pip counts: White %1, Black %2</source>
        <translation>Comptes de pips&#xa0;: Blancs %1, Noirs %2</translation>
    </message>
    <message>
        <source>Position set up: %1 to roll.</source>
        <translation>Position préparée&#xa0;: aux %1 de lancer.</translation>
    </message>
    <message>
        <source>%1 to roll.</source>
        <translation>Aux %1 de lancer.</translation>
    </message>
    <message>
        <source>Position set up: %1 to play %2-%3.</source>
        <translation>Position préparée&#xa0;: aux %1 de jouer %2-%3.</translation>
    </message>
    <message>
        <source>%1 to play %2-%3.</source>
        <translation>Aux %1 de jouer %2-%3.</translation>
    </message>
    <message>
        <source>The evaluation failed (%1). %2</source>
        <translation>L’évaluation a échoué (%1). %2</translation>
    </message>
    <message>
        <source>Calculating… %1</source>
        <translation>Calcul en cours… %1</translation>
    </message>
    <message>
        <source>Chances for %1 after each turn (the Expert&apos;s lookahead). %2</source>
        <translation>Chances des %1 après chaque coup (anticipation de l’Expert). %2</translation>
    </message>
    <message>
        <source>Winning chance for %1: %2 (a mars %3); losing a mars: %4. Equity %5.</source>
        <translation>Chance de gain des %1&#xa0;: %2 (dont mars %3)&#xa0;; mars perdu&#xa0;: %4. Équité %5.</translation>
    </message>
    <message>
        <source>Winning chance for %1: %2 (a gammon %3, a backgammon %4); losing a gammon: %6 (a backgammon %7). Equity %5.</source>
        <translation>Chance de gain des %1&#xa0;: %2 (gammon %3, backgammon %4)&#xa0;; gammon perdu&#xa0;: %6 (backgammon %7). Équité %5.</translation>
    </message>
    <message>
        <source>Rank by equity</source>
        <translation>Rang par équité</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <source>Expected points of the game, or the match score rescaled to points</source>
        <translation>Points espérés de la partie, ou l’enjeu du match ramené en points</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Equity lost against the best turn</source>
        <translation>Équité perdue par rapport au meilleur coup</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Chance of winning the game</source>
        <translation>Chance de gagner la partie</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Mars gagné</translation>
    </message>
    <message>
        <source>Chance of winning with a mars</source>
        <translation>Chance de gagner par mars</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Mars perdu</translation>
    </message>
    <message>
        <source>Chance of losing with a mars</source>
        <translation>Chance de perdre par mars</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Gammon gagné</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or a backgammon</source>
        <translation>Chance de gagner un gammon ou un backgammon</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Bg gagné</translation>
    </message>
    <message>
        <source>Chance of winning a backgammon</source>
        <translation>Chance de gagner un backgammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Gammon perdu</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or a backgammon</source>
        <translation>Chance de perdre un gammon ou un backgammon</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Bg perdu</translation>
    </message>
    <message>
        <source>Chance of losing a backgammon</source>
        <translation>Chance de perdre un backgammon</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GameBrowserDialog</name>
    <message>
        <source>Moves of the Match</source>
        <translation>Coups du match</translation>
    </message>
    <message>
        <source>Play &amp;From Here…</source>
        <translation>&amp;Jouer à partir d’ici…</translation>
    </message>
    <message>
        <source>A new match from the position before this turn, with its dice</source>
        <translation>Un nouveau match depuis la position avant ce coup, avec ses dés</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Avant le tour</translation>
    </message>
    <message>
        <source>After the turn</source>
        <translation>Après le tour</translation>
    </message>
    <message>
        <source>Before the turn: %1 to play %2-%3</source>
        <translation>Avant le tour&#xa0;: aux %1 de jouer %2-%3</translation>
    </message>
    <message>
        <source>Borne off: %1 %2, %3 %4</source>
        <translation>Dames sorties&#xa0;: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>On the bar: %1 %2, %3 %4</source>
        <translation>Sur la barre&#xa0;: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Match terminé</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation>Partie &amp;suivante</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>&amp;Nouveau match…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>Supprimer un match conservé</translation>
    </message>
    <message>
        <source>Delete the match %1 of %2 from the practice store?</source>
        <translation>Supprimer du fichier d’entraînement le match %1 du %2 ?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n marked position(s) and their practice go with it. The saved match file is not touched.</source>
        <translation>
            <numerusform>Avec lui disparaissent %n position marquée et son entraînement. Le fichier du match enregistré n’est pas modifié.</numerusform>
            <numerusform>Avec lui disparaissent %n positions marquées et leur entraînement. Le fichier du match enregistré n’est pas modifié.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match could not be deleted: the store refused (%1).</source>
        <translation>Le match n’a pas pu être supprimé : le fichier d’entraînement l’a refusé (%1).</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>entrainement</translation>
    </message>
    <message>
        <source>Export the practice store</source>
        <translation>Exporter le fichier d’entraînement</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) written to “%1”.</source>
        <translation>
            <numerusform>%n match écrit dans « %1 ».</numerusform>
            <numerusform>%n matchs écrits dans « %1 ».</numerusform>
        </translation>
    </message>
    <message>
        <source>The practice store could not be exported. Nothing was changed.</source>
        <translation>Le fichier d’entraînement n’a pas pu être exporté. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Kept matches</source>
        <translation>Matchs conservés</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Take the match selected out of the practice store, with its practice</source>
        <translation>Retirer le match choisi du fichier d’entraînement, avec son entraînement</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Write the whole practice store to a JSON file</source>
        <translation>Écrire tout le fichier d’entraînement dans un fichier JSON</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué le</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Taux d’erreur</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Each person&apos;s milli-points lost a decision, and the rating</source>
        <translation>Les millipoints perdus par décision de chaque joueur, et son niveau</translation>
    </message>
    <message numerus="yes">
        <source>The analysed matches whose decisions practice and progress use: %n match(es).</source>
        <translation>
            <numerusform>Les matchs analysés dont l’entraînement et la progression utilisent les décisions : %n match.</numerusform>
            <numerusform>Les matchs analysés dont l’entraînement et la progression utilisent les décisions : %n matchs.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match is kept yet: analyse a match (Game ▸ Analysis ▸ Analyse Match) and its decisions are kept here for practice and progress.</source>
        <translation>Aucun match n’est encore conservé : analysez un match (Partie ▸ Analyse ▸ Analyser le match) et ses décisions sont conservées ici pour l’entraînement et la progression.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nouveau match…</translation>
    </message>
    <message>
        <source>Resi&amp;gn</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Roll dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Reprendre l’é&amp;tape</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Valider le tour</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>O&amp;ptions</source>
        <translation>Ré&amp;glages</translation>
    </message>
    <message>
        <source>Roll &amp;automatically</source>
        <translation>Lancer &amp;automatiquement</translation>
    </message>
    <message>
        <source>&amp;Finish the turn when all dice are played</source>
        <translation>&amp;Terminer le tour quand tous les dés sont joués</translation>
    </message>
    <message>
        <source>Play forced &amp;moves automatically</source>
        <translation>Jouer les coups &amp;forcés automatiquement</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>&amp;Numéros des flèches</translation>
    </message>
    <message>
        <source>&amp;Show point numbers</source>
        <translation>Afficher les &amp;numéros</translation>
    </message>
    <message>
        <source>Numbered for &amp;White</source>
        <translation>Numérotation des &amp;Blancs</translation>
    </message>
    <message>
        <source>Numbered for &amp;Black</source>
        <translation>Numérotation des N&amp;oirs</translation>
    </message>
    <message>
        <source>Board &amp;orientation</source>
        <translation>&amp;Orientation du plateau</translation>
    </message>
    <message>
        <source>From &amp;White&apos;s side</source>
        <translation>Du côté des &amp;Blancs</translation>
    </message>
    <message>
        <source>Turn to the &amp;player to move</source>
        <translation>Tourner vers le &amp;joueur qui a la main</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Sans animation</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Rules of the current game</source>
        <translation>&amp;Règles du jeu en cours</translation>
    </message>
    <message>
        <source>&amp;About Nardy Desktop</source>
        <translation>À &amp;propos de Nardy Desktop</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Show the best move for these dice and the chance of winning (H)</source>
        <translation>Montrer le meilleur coup pour ces dés et la chance de gagner (H)</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for the player to move</source>
        <translation>&amp;Automatique&#xa0;: numérotation du joueur qui a la main</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for %1 (%2)</source>
        <translation>&amp;Automatique&#xa0;: numérotation de %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for Black</source>
        <translation>&amp;Automatique&#xa0;: numérotation des Noirs</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for White</source>
        <translation>&amp;Automatique&#xa0;: numérotation des Blancs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>%1 then wins the match.</source>
        <translation>%1 gagne alors le match.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Recherche du meilleur coup…</translation>
    </message>
    <message>
        <source>Best way to finish the turn: %1. Chance of winning the game: %2%</source>
        <translation>Meilleure façon de finir le tour&#xa0;: %1. Chance de gagner la partie&#xa0;: %2&#xa0;%</translation>
    </message>
    <message>
        <source>Best move: %1. Chance of winning the game: %2%</source>
        <translation>Meilleur coup&#xa0;: %1. Chance de gagner la partie&#xa0;: %2&#xa0;%</translation>
    </message>
    <message>
        <source>No hint could be found (%1).</source>
        <translation>Aucun conseil n’a pu être trouvé (%1).</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Partie &amp;suivante</translation>
    </message>
    <message>
        <source>Start the next game (Space)</source>
        <translation>Commencer la partie suivante (Espace)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll the dice (Space)</source>
        <translation>Lancer les dés (Espace)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>%1[*] — Nardy Desktop</source>
        <translation>%1[*] — Nardy Desktop</translation>
    </message>
    <message>
        <source>Take back the last step (Ctrl+Z)</source>
        <translation>Reprendre le dernier déplacement (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Finish the turn (Enter)</source>
        <translation>Terminer le tour (Entrée)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Ordinateur 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Ordinateur 2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>The computer player failed (%1); it played the first legal move instead.</source>
        <translation>Le joueur ordinateur a échoué (%1)&#xa0;; il a joué à la place le premier coup permis.</translation>
    </message>
    <message>
        <source>All dice are played: click the dice, press Enter or Done to end the turn, or take a step back (Ctrl+Z).</source>
        <translation>Tous les dés sont joués&#xa0;: cliquez sur les dés, appuyez sur Entrée ou sur Valider pour terminer le tour, ou reprenez une étape (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Play the dice that are left before ending the turn.</source>
        <translation>Jouez d’abord les dés qui restent, puis terminez le tour.</translation>
    </message>
    <message>
        <source>Game 1. Roll one die each on the table and enter them: the higher plays White.</source>
        <translation>Partie 1. Lancez chacun un dé sur la table et saisissez-les&#xa0;; le plus fort prend les Blancs.</translation>
    </message>
    <message>
        <source>Game 1. Opening roll: %1 rolls %2, %3 rolls %4: %5 plays White.</source>
        <translation>Partie 1. Premier lancer&#xa0;: %1 fait %2, %3 fait %4&#xa0;; %5 prend les Blancs.</translation>
    </message>
    <message>
        <source>Game 1, from the position set up: %1 plays White.</source>
        <translation>Partie 1, à partir de la position préparée&#xa0;: %1 prend les Blancs.</translation>
    </message>
    <message>
        <source>Game %1. Colours change: %2 now plays White.</source>
        <translation>Partie %1. Changement de couleurs&#xa0;: %2 prend maintenant les Blancs.</translation>
    </message>
    <message>
        <source>Game %1: %2 plays White</source>
        <translation>Partie %1&#xa0;: %2 prend les Blancs</translation>
    </message>
    <message>
        <source>%1 rolled %2-%3 and cannot move: the turn passes.</source>
        <translation>%1&#xa0;: %2-%3, aucun coup possible&#xa0;; la main passe.</translation>
    </message>
    <message>
        <source>No legal move: the turn passes</source>
        <translation>Aucun coup possible&#xa0;: la main passe</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 gagne le match&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ManualDiceDialog</name>
    <message>
        <source>Roll-off</source>
        <translation>Tirage au dé</translation>
    </message>
    <message>
        <source>Each player rolls one die. The higher die plays White and opens the game with both numbers.</source>
        <translation>Chaque joueur lance un dé. Le plus fort prend les Blancs et ouvre la partie avec les deux valeurs.</translation>
    </message>
    <message>
        <source>%1&apos;s die:</source>
        <translation>Dé de %1&#xa0;:</translation>
    </message>
    <message>
        <source>Enter Dice</source>
        <translation>Saisir les dés</translation>
    </message>
    <message>
        <source>Pick the number each die shows.</source>
        <translation>Choisissez le nombre affiché par chaque dé.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>Premier dé&#xa0;:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Second dé&#xa0;:</translation>
    </message>
    <message>
        <source>A tie: both players roll again.</source>
        <translation>Égalité&#xa0;: les deux joueurs relancent.</translation>
    </message>
    <message>
        <source>The opening roll of a game cannot be a double: roll again.</source>
        <translation>Le premier lancer d’une partie ne peut pas être un double&#xa0;: relancez.</translation>
    </message>
</context>
<context>
    <name>MatFiles</name>
    <message>
        <source>The file “%1” is empty.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» est vide.</translation>
    </message>
    <message>
        <source>The file “%1” is not a text file, so it is not a .mat match.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n&apos;est pas un fichier texte&#xa0;: ce n&apos;est donc pas un match .mat.</translation>
    </message>
    <message>
        <source>The file “%1” is not a Jellyfish match: no line says how many points the match is played to (such as “5 point match”).</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n&apos;est pas un match Jellyfish&#xa0;: aucune ligne ne dit en combien de points se joue le match (comme «&#xa0;5 point match&#xa0;»).</translation>
    </message>
    <message>
        <source>The file “%1” holds no game.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» ne contient aucune partie.</translation>
    </message>
    <message>
        <source>the line is too long to be part of a match.</source>
        <translation>la ligne est trop longue pour faire partie d&apos;un match.</translation>
    </message>
    <message>
        <source>the game “%1” is not one that Nardy Desktop plays.</source>
        <translation>le jeu «&#xa0;%1&#xa0;» n&apos;est pas de ceux que joue Nardy Desktop.</translation>
    </message>
    <message>
        <source>the players&apos; names and scores were expected, as in “Anna : 0   Boris : 0”.</source>
        <translation>les noms et les scores des joueurs étaient attendus, comme dans «&#xa0;Anna&#xa0;: 0   Boris&#xa0;: 0&#xa0;».</translation>
    </message>
    <message>
        <source>“%1” is neither a roll, a move, a cube action nor a win.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est ni un lancer, ni un coup, ni une action du videau, ni une victoire.</translation>
    </message>
    <message>
        <source>a line holds the turns of two players at most.</source>
        <translation>une ligne contient au plus les tours de deux joueurs.</translation>
    </message>
    <message>
        <source>a roll for %1, but it is %2&apos;s turn.</source>
        <translation>un lancer pour %1, mais c&apos;est à %2 de jouer.</translation>
    </message>
    <message>
        <source>a game cannot open with a double (%1).</source>
        <translation>une partie ne peut pas commencer par un double (%1).</translation>
    </message>
    <message>
        <source>%1 is not a legal move with %2.</source>
        <translation>%1 n&apos;est pas un coup permis avec %2.</translation>
    </message>
    <message>
        <source>%1 is rolled and not played, although a move was possible.</source>
        <translation>%1 est lancé mais pas joué, alors qu&apos;un coup était possible.</translation>
    </message>
    <message>
        <source>the file says that %1 wins, but %2 has won this game.</source>
        <translation>le fichier dit que %1 gagne, mais c&apos;est %2 qui a gagné cette partie.</translation>
    </message>
    <message>
        <source>the game is already over.</source>
        <translation>la partie est déjà terminée.</translation>
    </message>
    <message>
        <source>a game ends here without a winner, and another follows.</source>
        <translation>une partie s&apos;arrête ici sans vainqueur, et une autre suit.</translation>
    </message>
    <message>
        <source>a game ends before its first roll.</source>
        <translation>une partie se termine avant son premier lancer.</translation>
    </message>
    <message>
        <source>more turns than a match may hold.</source>
        <translation>plus de tours qu&apos;un match ne peut en contenir.</translation>
    </message>
    <message>
        <source>The match in “%1” cannot be opened. Line %2: %3</source>
        <translation>Le match de «&#xa0;%1&#xa0;» ne peut pas être ouvert. Ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>This match was played with the doubling cube, which Nardy Desktop does not use: its doubles, takes and drops are left out, and each game counts what its last position is worth.</source>
        <translation>Ce match a été joué avec le videau, que Nardy Desktop n&apos;utilise pas&#xa0;: ses doublements, acceptations et refus sont laissés de côté, et chaque partie compte ce que vaut sa dernière position.</translation>
    </message>
    <message>
        <source>The file starts during a match, at %1–%2; here the score starts at 0–0.</source>
        <translation>Le fichier commence en cours de match, à %1–%2&#xa0;; ici le score part de 0–0.</translation>
    </message>
    <message>
        <source>Here the score is %1–%2; the file says %3–%4.</source>
        <translation>Ici, le score est de %1–%2&#xa0;; le fichier indique %3–%4.</translation>
    </message>
    <message numerus="yes">
        <source>The file holds money games, which have no match length: they are opened as a match to %n point(s).</source>
        <translation>
            <numerusform>Le fichier contient des parties pour de l&apos;argent, sans longueur de match&#xa0;: elles sont ouvertes comme un match en %n point.</numerusform>
            <numerusform>Le fichier contient des parties pour de l&apos;argent, sans longueur de match&#xa0;: elles sont ouvertes comme un match en %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is opened as a match to %n point(s); the file says %1.</source>
        <translation>
            <numerusform>Le match est ouvert comme un match en %n point&#xa0;; le fichier indique %1.</numerusform>
            <numerusform>Le match est ouvert comme un match en %n points&#xa0;; le fichier indique %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) after the end of the match are left out.</source>
        <translation>
            <numerusform>%n partie après la fin du match est laissée de côté.</numerusform>
            <numerusform>%n parties après la fin du match sont laissées de côté.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>&amp;Open Match…</source>
        <translation>&amp;Ouvrir un match…</translation>
    </message>
    <message>
        <source>&amp;Save Match</source>
        <translation>&amp;Enregistrer le match</translation>
    </message>
    <message>
        <source>Save Match &amp;As…</source>
        <translation>Enregistrer le match &amp;sous…</translation>
    </message>
    <message>
        <source>E&amp;xport Match as .mat…</source>
        <translation>E&amp;xporter le match au format .mat…</translation>
    </message>
    <message>
        <source>Export Ga&amp;me as .mat…</source>
        <translation>Exporter la partie au format .&amp;mat…</translation>
    </message>
    <message>
        <source>&amp;Enter Dice…</source>
        <translation>Saisir les &amp;dés…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Ouvrir un match &amp;récent</translation>
    </message>
    <message>
        <source>Play with Rea&amp;l Dice</source>
        <translation>&amp;Jouer avec de vrais dés</translation>
    </message>
    <message>
        <source>&amp;Browse Moves…</source>
        <translation>&amp;Parcourir les coups…</translation>
    </message>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically. Play goes on.</source>
        <translation>Le match ne peut pas être enregistré automatiquement. La partie continue.</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>L’enregistrement automatique fonctionne de nouveau.</translation>
    </message>
    <message>
        <source>The dice statistics could not be saved. Play goes on.</source>
        <translation>Les statistiques des dés n’ont pas pu être enregistrées. La partie continue.</translation>
    </message>
    <message>
        <source>The match in progress could not be restored.</source>
        <translation>Le match en cours n’a pas pu être restauré.</translation>
    </message>
    <message>
        <source>The last autosave was damaged; the match resumes from the one before.</source>
        <translation>La dernière sauvegarde automatique était endommagée&#xa0;; le match reprend à la précédente.</translation>
    </message>
    <message>
        <source>The match in progress was resumed.</source>
        <translation>Le match en cours a repris.</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Ouvrir un match</translation>
    </message>
    <message>
        <source>Nardy matches (*.nardy)</source>
        <translation>Matchs Nardy (*.nardy)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4</source>
        <comment>a file name: the players, the game, the date</comment>
        <translation>%1 – %2, %3, %4</translation>
    </message>
    <message>
        <source>%1 – %2, %3, game %5, %4</source>
        <comment>a file name: the players, the game, the date</comment>
        <translation>%1 – %2, %3, partie %5, %4</translation>
    </message>
    <message>
        <source>Matches (*.nardy *.mat)</source>
        <translation>Matchs (*.nardy *.mat)</translation>
    </message>
    <message>
        <source>Opening “%1”…</source>
        <translation>Ouverture de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» ouvert.</translation>
    </message>
    <message>
        <source>The match in “%1” is opened as Nardy Desktop plays it.</source>
        <translation>Le match de «&#xa0;%1&#xa0;» est ouvert tel que Nardy Desktop le joue.</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Enregistrer le match</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» enregistré.</translation>
    </message>
    <message>
        <source>Save the match in progress first?</source>
        <translation>Enregistrer d’abord le match en cours&#xa0;?</translation>
    </message>
    <message>
        <source>If you do not save it, it is lost.</source>
        <translation>Si vous ne l’enregistrez pas, il sera perdu.</translation>
    </message>
    <message>
        <source>If you do not save it, the turns played since it was last saved are lost.</source>
        <translation>Si vous ne l’enregistrez pas, les coups joués depuis le dernier enregistrement seront perdus.</translation>
    </message>
    <message>
        <source>Export Match</source>
        <translation>Exporter le match</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Jellyfish match files (*.mat)</source>
        <translation>Fichiers de match Jellyfish (*.mat)</translation>
    </message>
    <message>
        <source>A game begun from a position set up cannot be exported: a .mat file holds only games from the usual start. Save the match instead.</source>
        <translation>Une partie commencée à partir d&apos;une position préparée ne peut pas être exportée&#xa0;: un fichier .mat ne contient que des parties jouées depuis la position de départ habituelle. Enregistrez plutôt le match.</translation>
    </message>
    <message>
        <source>Exported “%1” without the first game, which began from a position set up.</source>
        <translation>«&#xa0;%1&#xa0;» exporté sans la première partie, commencée à partir d&apos;une position préparée.</translation>
    </message>
    <message>
        <source>Exported “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» exporté.</translation>
    </message>
    <message>
        <source>Only Nardy Desktop reads this file as long nardy. GNU Backgammon and other backgammon programs open it without complaint, but as backgammon: the positions they show make no sense.</source>
        <translation>Seul Nardy Desktop lit ce fichier comme des nardy longues. GNU Backgammon et les autres programmes de backgammon l’ouvrent sans rien signaler, mais comme du backgammon&#xa0;: les positions qu’ils affichent n’ont aucun sens.</translation>
    </message>
    <message>
        <source>No recent matches</source>
        <translation>Aucun match récent</translation>
    </message>
    <message>
        <source>Enter the dice %1 rolled.</source>
        <translation>Saisissez les dés lancés par %1.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nouveau match</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Match &amp;length (points):</source>
        <translation>&amp;Longueur du match (points)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Watch the computer play itself</source>
        <translation>&amp;Regarder l’ordinateur jouer contre lui-même</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Milieu de partie</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blocages</translation>
    </message>
    <message>
        <source>Escapes</source>
        <translation>Évasions</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Bear-off</source>
        <translation>Sortie des dames</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <source>Play From Here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>A new match whose first game starts from the position set up; the next games start as usual, colours changing each game.</source>
        <translation>Un nouveau match dont la première partie part de la position préparée&#xa0;; les parties suivantes commencent comme d’habitude, les couleurs changeant à chaque partie.</translation>
    </message>
    <message>
        <source>Match &amp;length (points):</source>
        <translation>&amp;Longueur du match (points)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
</context>
<context>
    <name>PositionCopy</name>
    <message>
        <source>Position &amp;Text</source>
        <translation>&amp;Texte de la position</translation>
    </message>
    <message>
        <source>&amp;GNU Backgammon ID</source>
        <translation>ID &amp;GNU Backgammon</translation>
    </message>
    <message>
        <source>&amp;XGID (eXtreme Gammon)</source>
        <translation>&amp;XGID (eXtreme Gammon)</translation>
    </message>
    <message>
        <source>&amp;LN ID (long nardy)</source>
        <translation>ID &amp;LN (nardy longues)</translation>
    </message>
    <message>
        <source>This is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</source>
        <translation>Ce n’est pas une position&#xa0;: collez un texte de position (long/… ou backgammon/…), un ID GNU Backgammon (Position ID, avec son Match ID si vous voulez), un XGID ou un ID LN.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read a position from.</source>
        <translation>Le presse-papiers ne contient aucun texte d’où lire une position.</translation>
    </message>
    <message>
        <source>“%1” is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une position&#xa0;: collez un texte de position (long/… ou backgammon/…), un ID GNU Backgammon (Position ID, avec son Match ID si vous voulez), un XGID ou un ID LN.</translation>
    </message>
    <message>
        <source>&amp;Copy as</source>
        <translation>&amp;Copier comme</translation>
    </message>
    <message>
        <source>Copy the position as text or as an ID other programs read</source>
        <translation>Copier la position en texte ou en identifiant que lisent d’autres programmes</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>A point cannot hold checkers of both colours.</source>
        <translation>Une flèche ne peut pas porter des dames des deux couleurs.</translation>
    </message>
    <message>
        <source>White has no spare checker left: a side has %1.</source>
        <translation>Les Blancs n’ont plus de dame en réserve&#xa0;: chaque camp en a %1.</translation>
    </message>
    <message>
        <source>Black has no spare checker left: a side has %1.</source>
        <translation>Les Noirs n’ont plus de dame en réserve&#xa0;: chaque camp en a %1.</translation>
    </message>
    <message>
        <source>Place all %1 of White&apos;s checkers first.</source>
        <translation>Placez d’abord les %1 dames des Blancs.</translation>
    </message>
    <message>
        <source>Place all %1 of Black&apos;s checkers first.</source>
        <translation>Placez d’abord les %1 dames des Noirs.</translation>
    </message>
    <message>
        <source>Long nardy has no bar: no checker is ever hit.</source>
        <translation>Les nardy longues n’ont pas de barre&#xa0;: aucune dame n’est jamais frappée.</translation>
    </message>
    <message>
        <source>White would hold six points in a row with no Black checker ahead of them: no legal game reaches that.</source>
        <translation>Les Blancs tiendraient six flèches consécutives sans dame noire au-delà&#xa0;: aucune partie régulière n’y mène.</translation>
    </message>
    <message>
        <source>Black would hold six points in a row with no White checker ahead of them: no legal game reaches that.</source>
        <translation>Les Noirs tiendraient six flèches consécutives sans dame blanche au-delà&#xa0;: aucune partie régulière n’y mène.</translation>
    </message>
    <message>
        <source>Both sides cannot have borne off all their checkers.</source>
        <translation>Les deux camps ne peuvent pas avoir sorti toutes leurs dames.</translation>
    </message>
    <message>
        <source>White has borne off all %1: that game is already won.</source>
        <translation>Les Blancs ont sorti leurs %1 dames&#xa0;: cette partie est déjà gagnée.</translation>
    </message>
    <message>
        <source>Black has borne off all %1: that game is already won.</source>
        <translation>Les Noirs ont sorti leurs %1 dames&#xa0;: cette partie est déjà gagnée.</translation>
    </message>
    <message>
        <source>This text is too long to be a position text, which has at most %1 characters.</source>
        <translation>Ce texte est trop long pour être un texte de position, qui compte au plus %1&#xa0;caractères.</translation>
    </message>
    <message>
        <source>A number of checkers cannot be negative.</source>
        <translation>Un nombre de dames ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>This is not a position text: it reads VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.</source>
        <translation>Ce n’est pas un texte de position&#xa0;: il s’écrit VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Prép&amp;arer une position…</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Préparer une position</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>The practice store “%1” was damaged: a new one has been started.</source>
        <translation>Le fichier d’entraînement «&#xa0;%1&#xa0;» était endommagé&#xa0;: un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>The practice store “%1” was written by a newer version of Nardy Desktop; practice waits for that version.</source>
        <translation>Le fichier d’entraînement «&#xa0;%1&#xa0;» a été écrit par une version plus récente de Nardy Desktop&#xa0;; l’entraînement reprendra avec cette version.</translation>
    </message>
    <message>
        <source>The practice store “%1” cannot be opened: practice is not available.</source>
        <translation>Le fichier d’entraînement «&#xa0;%1&#xa0;» ne peut pas être ouvert&#xa0;: l’entraînement n’est pas disponible.</translation>
    </message>
    <message>
        <source>The analysis could not be kept for practice (%1).</source>
        <translation>L’analyse n’a pas pu être conservée pour l’entraînement (%1).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>The answer could not be kept (%1).</source>
        <translation>La réponse n’a pas pu être conservée (%1).</translation>
    </message>
    <message>
        <source>Practise…</source>
        <translation>S’entraîner…</translation>
    </message>
    <message>
        <source>Play again the positions you got wrong, when they are due</source>
        <translation>Rejouer les positions où vous vous êtes trompé, quand elles reviennent</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Practice: play the turn on the board, then Done, Enter or a click on the dice.</source>
        <translation>Entraînement&#xa0;: jouez le coup sur le plateau, puis Terminé, Entrée ou un clic sur les dés.</translation>
    </message>
    <message>
        <source>Practice: the turn played and the best turn are on the board; Next goes on.</source>
        <translation>Entraînement&#xa0;: le coup joué et le meilleur coup sont sur le plateau&#xa0;; Suivante pour continuer.</translation>
    </message>
    <message>
        <source>Practice stopped: the match is back on the board.</source>
        <translation>Entraînement arrêté&#xa0;: le match est de retour sur le plateau.</translation>
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
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Phase&#xa0;:</translation>
    </message>
    <message>
        <source>How old:</source>
        <translation>Ancienneté&#xa0;:</translation>
    </message>
    <message>
        <source>Include doubtful moves (?!)</source>
        <translation>Inclure les coups douteux (?!)</translation>
    </message>
    <message>
        <source>Include the built-in problems</source>
        <translation>Inclure les problèmes fournis</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Practise the positions the filters choose</source>
        <translation>S’entraîner sur les positions choisies par les filtres</translation>
    </message>
    <message>
        <source>Stop practising: the match comes back on the board</source>
        <translation>Arrêter l’entraînement&#xa0;: le match revient sur le plateau</translation>
    </message>
    <message>
        <source>The next position</source>
        <translation>La position suivante</translation>
    </message>
    <message>
        <source>Kept matches…</source>
        <translation>Matchs conservés…</translation>
    </message>
    <message>
        <source>The analysed matches practice uses: see them, delete one, export them</source>
        <translation>Les matchs analysés qu’utilise l’entraînement : les voir, en supprimer un, les exporter</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <source>Lost (mpt)</source>
        <translation>Perte (mpt)</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Les deux jeux</translation>
    </message>
    <message>
        <source>All phases</source>
        <translation>Toutes les phases</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Any age</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Due today: %1 (new: %2)</source>
        <translation>À revoir aujourd’hui&#xa0;: %1 (nouvelles&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Résolues&#xa0;: %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: %1 (%n answer(s))</source>
        <translation>
            <numerusform>Précision&#xa0;: %1 (%n réponse)</numerusform>
            <numerusform>Précision&#xa0;: %1 (%n réponses)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise now: every position chosen is answered for today.</source>
        <translation>Rien à travailler pour l’instant&#xa0;: toutes les positions choisies sont faites pour aujourd’hui.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>Aux %1 de jouer %2.</translation>
    </message>
    <message>
        <source>A problem: %1, %2 (%3).</source>
        <translation>Un problème&#xa0;: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Your turn of %1 (%2), marked %3: %4, %5.</source>
        <translation>Votre coup du %1 (%2), noté %3&#xa0;: %4, %5.</translation>
    </message>
    <message numerus="yes">
        <source>Scored by rollouts: %n game(s) from each turn.</source>
        <translation>
            <numerusform>Évalué par simulations&#xa0;: %n partie depuis chaque coup.</numerusform>
            <numerusform>Évalué par simulations&#xa0;: %n parties depuis chaque coup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n minute(s).</source>
        <translation>
            <numerusform>Cette position reviendra dans %n minute.</numerusform>
            <numerusform>Cette position reviendra dans %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n hour(s).</source>
        <translation>
            <numerusform>Cette position reviendra dans %n heure.</numerusform>
            <numerusform>Cette position reviendra dans %n heures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n day(s).</source>
        <translation>
            <numerusform>Cette position reviendra dans %n jour.</numerusform>
            <numerusform>Cette position reviendra dans %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <source>The turn you played</source>
        <translation>Le coup que vous avez joué</translation>
    </message>
    <message>
        <source>The best turn</source>
        <translation>Le meilleur coup</translation>
    </message>
    <message>
        <source>Best turn: %1. Solved.</source>
        <translation>Meilleur coup&#xa0;: %1. Résolu.</translation>
    </message>
    <message>
        <source>%1 is not among the turns the analysis kept: at least %2 mpt lost. Missed.</source>
        <translation>%1 n’est pas parmi les coups retenus par l’analyse&#xa0;: au moins %2 mpt perdus. Manqué.</translation>
    </message>
    <message>
        <source>%1: %2 mpt lost, close to the best. Nearly solved.</source>
        <translation>%1&#xa0;: %2 mpt perdus, tout près du meilleur. Presque résolu.</translation>
    </message>
    <message>
        <source>%1: %2 mpt lost. Missed.</source>
        <translation>%1&#xa0;: %2 mpt perdus. Manqué.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>Match %1, %2, against %3</source>
        <translation>Match %1, %2, contre %3</translation>
    </message>
    <message>
        <source>%1 mpt a decision (%2), %3 decisions</source>
        <translation>%1 mpt par décision (%2), %3 décisions</translation>
    </message>
    <message>
        <source>Luck: %1 points</source>
        <translation>Chance&#xa0;: %1 points</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Toutes les décisions</translation>
    </message>
    <message>
        <source>Error rate (mpt a decision)</source>
        <translation>Taux d’erreur (mpt par décision)</translation>
    </message>
    <message>
        <source>mpt a decision</source>
        <translation>mpt par décision</translation>
    </message>
    <message>
        <source>No analysed match of this player yet.</source>
        <translation>Aucun match analysé de ce joueur pour l’instant.</translation>
    </message>
    <message>
        <source>Luck (points a match)</source>
        <translation>Chance (points par match)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Analysed matches, the oldest first</source>
        <translation>Matchs analysés, du plus ancien au plus récent</translation>
    </message>
    <message>
        <source>Where the most is lost a decision</source>
        <translation>Là où l’on perd le plus par décision</translation>
    </message>
    <message numerus="yes">
        <source>%n analysed match(es).</source>
        <translation>
            <numerusform>%n match analysé.</numerusform>
            <numerusform>%n matchs analysés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last match: %1 mpt a decision (%2).</source>
        <translation>Dernier match&#xa0;: %1 mpt par décision (%2).</translation>
    </message>
    <message>
        <source>In all: %1 mpt a decision (%2).</source>
        <translation>Au total&#xa0;: %1 mpt par décision (%2).</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Compare a phase:</source>
        <translation>Comparer une phase&#xa0;:</translation>
    </message>
    <message>
        <source>The dashed lines are the limits of the rating bands, from Supernatural to Awful: %1 mpt a decision. Luck: what the person&apos;s own rolls were worth, in points.</source>
        <translation>Les lignes pointillées sont les limites des niveaux, de Surnaturel à Catastrophique&#xa0;: %1 mpt par décision. Chance&#xa0;: ce que valaient les dés du joueur lui-même, en points.</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Les deux jeux</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progrès de %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progrès</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Resign</name>
    <message>
        <source>A single game (1 point)</source>
        <translation>Une partie simple (1&#xa0;point)</translation>
    </message>
    <message>
        <source>A gammon (2 points)</source>
        <translation>Un gammon (2&#xa0;points)</translation>
    </message>
    <message>
        <source>A backgammon (3 points)</source>
        <translation>Un backgammon (3&#xa0;points)</translation>
    </message>
    <message>
        <source>An oyn (1 point)</source>
        <translation>Un oïn (1&#xa0;point)</translation>
    </message>
    <message>
        <source>A mars (2 points)</source>
        <translation>Un mars (2&#xa0;points)</translation>
    </message>
    <message>
        <source>%1 declines a single game: “I expect to win a gammon more often than not.”</source>
        <translation>%1 refuse la partie simple&#xa0;: «&#xa0;Je compte gagner un gammon plus d’une fois sur deux.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 declines a gammon: “I expect to win a backgammon more often than not.”</source>
        <translation>%1 refuse le gammon&#xa0;: «&#xa0;Je compte gagner un backgammon plus d’une fois sur deux.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 declines an oyn: “I expect to win a mars more often than not.”</source>
        <translation>%1 refuse l’oïn&#xa0;: «&#xa0;Je compte gagner un mars plus d’une fois sur deux.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 declines a single game: “My chance of a gammon (%2) is worth more to me than a single game.”</source>
        <translation>%1 refuse la partie simple&#xa0;: «&#xa0;Ma chance de gammon (%2) vaut plus pour moi qu’une partie simple.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 declines a gammon: “My chance of a backgammon (%2) is worth more to me than a gammon.”</source>
        <translation>%1 refuse le gammon&#xa0;: «&#xa0;Ma chance de backgammon (%2) vaut plus pour moi qu’un gammon.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 declines an oyn: “My chance of a mars (%2) is worth more to me than an oyn.”</source>
        <translation>%1 refuse l’oïn&#xa0;: «&#xa0;Ma chance de mars (%2) vaut plus pour moi qu’un oïn.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 declines: the game goes on.</source>
        <translation>%1 refuse&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 resigns: which win does %1 offer %2?</source>
        <translation>Abandon de %1&#xa0;: quelle victoire offrir à %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is asked to accept it.</source>
        <translation>Puis %1 choisit de l’accepter ou non.</translation>
    </message>
    <message>
        <source>Resign: which win do you offer %1?</source>
        <translation>Abandonner&#xa0;: quelle victoire offrez-vous à %1&#xa0;?</translation>
    </message>
    <message>
        <source>%1 accepts an offer worth at least what playing on is worth to it at this score.</source>
        <translation>%1 accepte une offre qui vaut au moins autant, à ce score, que de continuer la partie.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>The record of results “%1” was written by a newer version of Nardy Desktop.</source>
        <translation>Le relevé des résultats «&#xa0;%1&#xa0;» a été écrit par une version plus récente de Nardy Desktop.</translation>
    </message>
    <message>
        <source>The file “%1” is too large to be a record of results.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» est trop grand pour être un relevé des résultats.</translation>
    </message>
    <message>
        <source>The record of results “%1” is damaged.</source>
        <translation>Le relevé des résultats «&#xa0;%1&#xa0;» est endommagé.</translation>
    </message>
</context>
<context>
    <name>ResultsKeeper</name>
    <message>
        <source>The record of results could not be saved. Play goes on.</source>
        <translation>Le relevé des résultats n’a pas pu être enregistré. La partie continue.</translation>
    </message>
    <message>
        <source>Some rows of the record of results could not be read and are left out; the others are kept.</source>
        <translation>Certaines lignes du relevé des résultats sont illisibles et ont été écartées&#xa0;; les autres sont conservées.</translation>
    </message>
    <message>
        <source>The record of results could not be used; a new one is started.</source>
        <translation>Le relevé des résultats est inutilisable&#xa0;; un nouveau est commencé.</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Matches won–lost</source>
        <translation>Matchs gagnés–perdus</translation>
    </message>
    <message>
        <source>Games won–lost</source>
        <translation>Parties gagnées–perdues</translation>
    </message>
    <message>
        <source>Points won–lost</source>
        <translation>Points gagnés–perdus</translation>
    </message>
    <message>
        <source>No game has been finished on this computer yet.</source>
        <translation>Aucune partie n’a encore été terminée sur cet ordinateur.</translation>
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
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Play the position out many times, %1 to roll.</source>
        <translation>Jouer la position jusqu’au bout de nombreuses fois, %1 au lancer.</translation>
    </message>
    <message>
        <source>Play the position out many times, %1 to play %2-%3: each candidate with the same dice, luck-adjusted, in points for a single game.</source>
        <translation>Jouer la position jusqu’au bout de nombreuses fois, %1 joue %2-%3&#xa0;: chaque coup avec les mêmes dés, corrigé de la chance, en points pour une seule partie.</translation>
    </message>
    <message>
        <source>The &amp;leading candidates (and the turn played):</source>
        <translation>Les &amp;meilleurs coups (et le coup joué)&#xa0;:</translation>
    </message>
    <message>
        <source>The position &amp;before the roll</source>
        <translation>La position &amp;avant le lancer</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Thorough</source>
        <translation>Approfondi</translation>
    </message>
    <message>
        <source>%1 (trials: %2)</source>
        <translation>%1 (parties&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Réglage&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Parties&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;runcate after (plies):</source>
        <translation>&amp;Tronquer après (demi-coups)&#xa0;:</translation>
    </message>
    <message>
        <source>no: play to the end</source>
        <translation>non&#xa0;: jusqu’au bout</translation>
    </message>
    <message>
        <source>Stop each trial after this many plies and take the evaluation of the position reached (0: play every game to its end)</source>
        <translation>Arrêter chaque partie après ce nombre de demi-coups et prendre l’évaluation de la position atteinte (0&#xa0;: jouer chaque partie jusqu’au bout)</translation>
    </message>
    <message>
        <source>&amp;Roll Out</source>
        <translation>&amp;Lancer le rollout</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Rolling out…</source>
        <translation>Rollout en cours…</translation>
    </message>
    <message>
        <source>The rollout was stopped.</source>
        <translation>Le rollout a été arrêté.</translation>
    </message>
    <message>
        <source>The rollout failed (%1).</source>
        <translation>Le rollout a échoué (%1).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>The rules file could not be found.</source>
        <translation>Le fichier des règles est introuvable.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>No match in progress</source>
        <translation>Aucun match en cours</translation>
    </message>
    <message>
        <source>Start a new match with Game &gt; New match (Ctrl+N).</source>
        <translation>Lancez un nouveau match avec Partie &gt; Nouveau match (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>%1 — match to %n point(s)</source>
        <translation>
            <numerusform>%1 — match en %n&#xa0;point</numerusform>
            <numerusform>%1 — match en %n&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>pips: %2</source>
        <translation>pips&#xa0;: %2</translation>
    </message>
    <message>
        <source>computer, %2</source>
        <translation>ordinateur, %2</translation>
    </message>
    <message>
        <source>%1 · computer, %2</source>
        <translation>%1 · ordinateur, %2</translation>
    </message>
    <message>
        <source>Reviewing game %1, move %2</source>
        <translation>Revue de la partie %1, coup %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Practice — %1</source>
        <translation>Entraînement — %1</translation>
    </message>
    <message>
        <source>The match waits as it stands; Stop in the practice panel brings it back.</source>
        <translation>Le match attend tel quel ; « Arrêter » dans le panneau d’entraînement le ramène.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 gagne le match.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Roll-off: each player rolls one die</source>
        <translation>Tirage au dé&#xa0;: chaque joueur lance un dé</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) réfléchit…</translation>
    </message>
    <message>
        <source>%1 (%2) to roll</source>
        <translation>%1 (%2), à vous de lancer</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>À %1 (%2) de jouer</translation>
    </message>
    <message>
        <source>Last game: %1 — %2</source>
        <translation>Dernière partie&#xa0;: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings could not be read; the default settings are used.</source>
        <translation>Les réglages n’ont pas pu être lus&#xa0;; les réglages par défaut sont utilisés.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Side &amp;Panel</source>
        <translation>&amp;Panneau latéral</translation>
    </message>
    <message>
        <source>Show or hide the score, the buttons and the moves beside the board</source>
        <translation>Afficher ou masquer le score, les boutons et les coups à côté du tablier</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Couper le son</translation>
    </message>
    <message>
        <source>Volume %1%</source>
        <translation>Volume&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <source>No audio device: the game plays without sound</source>
        <translation>Aucun périphérique audio&#xa0;: la partie se joue sans son</translation>
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
        <translation>Nardy Desktop est déjà ouvert.</translation>
    </message>
    <message>
        <source>Its window could not be brought to the front. Switch to it, or close it before starting the game again.</source>
        <translation>Sa fenêtre n’a pas pu être mise au premier plan. Basculez vers elle, ou fermez-la avant de relancer le jeu.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file “%1” is empty.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» est vide.</translation>
    </message>
    <message>
        <source>The file “%1” is too large to be a saved match.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» est trop volumineux pour être un match enregistré.</translation>
    </message>
    <message>
        <source>The file “%1” is damaged or is not a saved match.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» est endommagé ou n’est pas un match enregistré.</translation>
    </message>
    <message>
        <source>The file “%1” is not a Nardy Desktop match.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’est pas un match Nardy Desktop.</translation>
    </message>
    <message>
        <source>The file “%1” was saved by a newer version of Nardy Desktop. Please update the program to open it.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» a été enregistré par une version plus récente de Nardy Desktop. Mettez le programme à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>The file “%1” uses a format this version cannot read.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» utilise un format que cette version ne sait pas lire.</translation>
    </message>
    <message>
        <source>The match in “%1” breaks the rules of the game, so it cannot be resumed.</source>
        <translation>Le match de «&#xa0;%1&#xa0;» enfreint les règles du jeu&#xa0;: il ne peut pas être repris.</translation>
    </message>
    <message>
        <source>The file “%1” contains a value that does not make sense.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» contient une valeur incohérente.</translation>
    </message>
    <message>
        <source>The file “%1” does not exist.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’existe pas.</translation>
    </message>
    <message>
        <source>The disk is full: “%1” could not be written.</source>
        <translation>Le disque est plein&#xa0;: «&#xa0;%1&#xa0;» n’a pas pu être écrit.</translation>
    </message>
    <message>
        <source>The file “%1” could not be read.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>“%1” could not be written: the folder is not writable.</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas pu être écrit&#xa0;: le dossier est protégé en écriture.</translation>
    </message>
    <message>
        <source>“%1” could not be used.</source>
        <translation>«&#xa0;%1&#xa0;» est inutilisable.</translation>
    </message>
    <message>
        <source>It is left untouched in “%1”.</source>
        <translation>Il est laissé intact dans «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>It has been kept as “%1”.</source>
        <translation>Il a été conservé sous le nom «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Roll the dice first, or all dice are already played.</source>
        <extracomment>Names the program gives seats by itself, with the context each is translated in: the window&apos;s tr(&quot;Player&quot;), tr(&quot;Computer&quot;), tr(&quot;Computer 1&quot;), tr(&quot;Computer 2&quot;), and the New match dialog&apos;s tr(&quot;Player %1&quot;) for a seat left without a name.</extracomment>
        <translation>Lancez d’abord les dés, ou bien tous les dés sont déjà joués.</translation>
    </message>
    <message>
        <source>No remaining die matches that distance.</source>
        <translation>Aucun dé restant ne correspond à ce déplacement.</translation>
    </message>
    <message>
        <source>You have no checker on that point.</source>
        <translation>Vous n’avez pas de dame sur cette flèche.</translation>
    </message>
    <message>
        <source>Checkers only move forward along their route.</source>
        <translation>Les dames n’avancent que dans le sens de leur parcours.</translation>
    </message>
    <message>
        <source>That point is held by your opponent.</source>
        <translation>Cette flèche est tenue par l’adversaire.</translation>
    </message>
    <message>
        <source>Only one checker may leave the head this turn.</source>
        <translation>Une seule dame peut quitter la tête à ce tour.</translation>
    </message>
    <message>
        <source>You may not build six points in a row with no opposing checker ahead of them.</source>
        <translation>Interdit de tenir six flèches consécutives sans dame adverse au-delà du blocus.</translation>
    </message>
    <message>
        <source>Checkers on the bar must enter first.</source>
        <translation>Les dames sur la barre doivent d’abord rentrer.</translation>
    </message>
    <message>
        <source>Bearing off needs all your checkers in your home.</source>
        <translation>Pour sortir, toutes vos dames doivent être dans votre jan intérieur.</translation>
    </message>
    <message>
        <source>A checker on a higher point must be moved first.</source>
        <translation>Il faut d’abord déplacer une dame d’une flèche plus haute.</translation>
    </message>
    <message>
        <source>That move would not let you play as many dice as the roll allows.</source>
        <translation>Ce déplacement ne permet pas de jouer autant de dés que le lancer le permet.</translation>
    </message>
    <message>
        <source>Only one die can be played: it must be the higher one.</source>
        <translation>Un seul dé peut être joué&#xa0;: ce doit être le plus fort.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>oyn</source>
        <translation>oïn</translation>
    </message>
    <message>
        <source>mars</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>partie simple</translation>
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
            <numerusform>Les Blancs gagnent un oïn (%n&#xa0;point).</numerusform>
            <numerusform>Les Blancs gagnent un oïn (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a mars (%n point(s)).</source>
        <translation>
            <numerusform>Les Blancs gagnent un mars (%n&#xa0;point).</numerusform>
            <numerusform>Les Blancs gagnent un mars (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a single game (%n point(s)).</source>
        <translation>
            <numerusform>Les Blancs gagnent une partie simple (%n&#xa0;point).</numerusform>
            <numerusform>Les Blancs gagnent une partie simple (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a gammon (%n point(s)).</source>
        <translation>
            <numerusform>Les Blancs gagnent un gammon (%n&#xa0;point).</numerusform>
            <numerusform>Les Blancs gagnent un gammon (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a backgammon (%n point(s)).</source>
        <translation>
            <numerusform>Les Blancs gagnent un backgammon (%n&#xa0;point).</numerusform>
            <numerusform>Les Blancs gagnent un backgammon (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins an oyn (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs gagnent un oïn (%n&#xa0;point).</numerusform>
            <numerusform>Les Noirs gagnent un oïn (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a mars (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs gagnent un mars (%n&#xa0;point).</numerusform>
            <numerusform>Les Noirs gagnent un mars (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a single game (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs gagnent une partie simple (%n&#xa0;point).</numerusform>
            <numerusform>Les Noirs gagnent une partie simple (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a gammon (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs gagnent un gammon (%n&#xa0;point).</numerusform>
            <numerusform>Les Noirs gagnent un gammon (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a backgammon (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs gagnent un backgammon (%n&#xa0;point).</numerusform>
            <numerusform>Les Noirs gagnent un backgammon (%n&#xa0;points).</numerusform>
        </translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Les Noirs abandonnent.</translation>
    </message>
    <message>
        <source>White resigns.</source>
        <translation>Les Blancs abandonnent.</translation>
    </message>
    <message>
        <source>Score — %1: %2, %3: %4 (match to %5)</source>
        <translation>Score — %1&#xa0;: %2, %3&#xa0;: %4 (match en %5&#xa0;points)</translation>
    </message>
    <message>
        <source>Often picks a move that only looks good: a first opponent.</source>
        <translation>Choisit souvent un coup qui n’a que l’air bon&#xa0;: un premier adversaire.</translation>
    </message>
    <message>
        <source>Plays at once the move its trained network rates best, without looking ahead.</source>
        <translation>Joue aussitôt le coup que son réseau entraîné juge le meilleur, sans regarder plus loin.</translation>
    </message>
    <message>
        <source>Weighs its best moves against every roll the opponent can answer with.</source>
        <translation>Confronte ses meilleurs coups à chacun des lancers par lesquels l’adversaire peut répondre.</translation>
    </message>
    <message>
        <source>Looks two rolls ahead where the choice is close; takes up to a few seconds a move.</source>
        <translation>Regarde deux lancers plus loin quand le choix est serré&#xa0;; prend jusqu’à quelques secondes par coup.</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>move notation: a turn with no move</comment>
        <extracomment>Whose numbering a turn is written in: (variant, mover, side), the points of a turn of `mover` written as `side` counts them (None: as the mover does).</extracomment>
        <translation>passe</translation>
    </message>
    <message numerus="yes">
        <source>%1 resigns and offers %2 %n point(s) (%3). Does %2 accept?</source>
        <translation>
            <numerusform>%1 abandonne et offre %n&#xa0;point (%3) à %2. %2, acceptez-vous&#xa0;?</numerusform>
            <numerusform>%1 abandonne et offre %n&#xa0;points (%3) à %2. %2, acceptez-vous&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) to win the match.</source>
        <translation>
            <numerusform>Il manque %n&#xa0;point à %1 pour gagner le match.</numerusform>
            <numerusform>Il manque %n&#xa0;points à %1 pour gagner le match.</numerusform>
        </translation>
    </message>
    <message>
        <source>bar</source>
        <comment>move notation: entering from the bar</comment>
        <translation>barre</translation>
    </message>
    <message>
        <source>off</source>
        <comment>move notation: bearing off</comment>
        <translation>sortie</translation>
    </message>
    <message>
        <source>Long nardy</source>
        <translation>Nardy longues</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
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
        <translation>&amp;Thème du plateau</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>&amp;Bois</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>Cl&amp;air</translation>
    </message>
    <message>
        <source>&amp;High contrast (for colour-blind players too)</source>
        <translation>&amp;Contraste élevé (aussi pour les daltoniens)</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>&amp;Warn me before a mistake</source>
        <translation>&amp;Me prévenir avant une erreur</translation>
    </message>
    <message>
        <source>Warn of mista&amp;kes and blunders</source>
        <translation>Prévenir des &amp;erreurs et des grosses erreurs</translation>
    </message>
    <message>
        <source>Warn of &amp;blunders only</source>
        <translation>Prévenir des &amp;grosses erreurs seulement</translation>
    </message>
    <message>
        <source>The tutor is looking at your turn…</source>
        <translation>Le tuteur examine votre coup…</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <source>This turn loses %1% winning chance; the best is %2.</source>
        <translation>Ce coup perd %1&#xa0;% de chance de gagner&#xa0;; le meilleur est %2.</translation>
    </message>
    <message>
        <source>This turn gives away larger wins or risks larger losses; the best is %2.</source>
        <translation>Ce coup renonce à de plus gros gains ou risque de plus grosses pertes&#xa0;; le meilleur est %2.</translation>
    </message>
    <message>
        <source>It costs %1 points of equity: a blunder.</source>
        <translation>Il coûte %1 point d’équité&#xa0;: une grosse erreur.</translation>
    </message>
    <message>
        <source>It costs %1 points of equity: a mistake.</source>
        <translation>Il coûte %1 point d’équité&#xa0;: une erreur.</translation>
    </message>
    <message>
        <source>&amp;Play It Anyway</source>
        <translation>&amp;Jouer quand même</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Reprendre le coup</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Joué par&#xa0;:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L’ordinateur</translation>
    </message>
</context>
</TS>
