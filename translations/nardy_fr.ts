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
        <translation>Statistiques des dés</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Ce match</translation>
    </message>
    <message>
        <source>All games on this computer</source>
        <translation>Toutes les parties sur cet ordinateur</translation>
    </message>
    <message>
        <source>Bars: how often each number and doubles came up. Blue lines: what fair dice give on average. Opening rolls are not counted.</source>
        <translation>Barres&#xa0;: la fréquence de chaque nombre et des doubles. Traits bleus&#xa0;: la moyenne attendue avec des dés équitables. Les premiers lancers ne sont pas comptés.</translation>
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
        <source>Very unusual for fair dice (p = %1).</source>
        <translation>Très inhabituel pour des dés équitables (p = %1).</translation>
    </message>
    <message>
        <source>A little unusual, which happens by chance (p = %1).</source>
        <translation>Un peu inhabituel, mais cela arrive par hasard (p = %1).</translation>
    </message>
    <message>
        <source>What fair dice look like (p = %1).</source>
        <translation>Conforme à des dés équitables (p = %1).</translation>
    </message>
    <message>
        <source>Doubles: %1 (expected %2).</source>
        <translation>Doubles&#xa0;: %1 (attendu&#xa0;: %2).</translation>
    </message>
</context>
<context>
    <name>GameBrowserDialog</name>
    <message>
        <source>Moves of the Match</source>
        <translation>Coups du match</translation>
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
        <source>Dice Stat&amp;istics…</source>
        <translation>Stat&amp;istiques des dés…</translation>
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
        <source>Opening “%1”…</source>
        <translation>Ouverture de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» ouvert.</translation>
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
        <source>Exported “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» exporté.</translation>
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
    <name>PositionView</name>
    <message>
        <source>Bar: %1 / %2   Borne off: %3 / %4</source>
        <translation>Barre&#xa0;: %1 / %2   Sorties&#xa0;: %3 / %4</translation>
    </message>
    <message>
        <source>Borne off: %1 / %2</source>
        <translation>Sorties&#xa0;: %1 / %2</translation>
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
        <source>computer, %3 · pips: %2</source>
        <translation>ordinateur, %3 · pips&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 · computer, %3 · pips: %2</source>
        <translation>%1 · ordinateur, %3 · pips&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>pips: %2</source>
        <translation>pips&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 · pips: %2</source>
        <translation>%1 · pips&#xa0;: %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
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
    <message numerus="yes">
        <source>Resign and give %n point(s) (%2) to %1?</source>
        <translation>
            <numerusform>Abandonner et donner %n&#xa0;point (%2) à %1&#xa0;?</numerusform>
            <numerusform>Abandonner et donner %n&#xa0;points (%2) à %1&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resign for %3 and give %n point(s) (%2) to %1?</source>
        <translation>
            <numerusform>Abandonner pour %3 et donner %n&#xa0;point (%2) à %1&#xa0;?</numerusform>
            <numerusform>Abandonner pour %3 et donner %n&#xa0;points (%2) à %1&#xa0;?</numerusform>
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
        <source>pass</source>
        <comment>move notation: a turn with no move</comment>
        <translation>passe</translation>
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
