<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Nardy Desktop</source>
        <translation>О программе Nardy Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nardy Desktop %1&lt;/h3&gt;&lt;p&gt;Long nardy and backgammon for the desktop: local matches and a computer opponent, entirely offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nardy Desktop %1&lt;/h3&gt;&lt;p&gt;Длинные и короткие нарды для компьютера: матчи вдвоём за одним компьютером и игра против компьютера, полностью без интернета.&lt;/p&gt;&lt;p&gt;Свободная программа, распространяется по лицензии GNU General Public License версии 3 или (по вашему выбору) любой более поздней версии (GPL-3.0-or-later).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>doubtful</source>
        <translation>сомнительный</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Сверхъестественный</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Мировой класс</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Продвинутый</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Awful</source>
        <translation>Ужасно</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <source>plain evaluation</source>
        <translation>простая оценка</translation>
    </message>
    <message>
        <source>quick (the Expert&apos;s lookahead)</source>
        <translation>быстрая (расчёт Эксперта)</translation>
    </message>
    <message>
        <source>thorough (the Champion&apos;s search)</source>
        <translation>глубокая (поиск Чемпиона)</translation>
    </message>
    <message>
        <source>Equity: the chance to win the match, in points of a single game</source>
        <translation>Эквити: шанс выиграть матч, в очках одной партии</translation>
    </message>
    <message>
        <source>Equity: expected points for a single game</source>
        <translation>Эквити: ожидаемые очки за одну партию</translation>
    </message>
    <message>
        <source>move %1, %2</source>
        <comment>a turn: the move list&apos;s row, the side</comment>
        <translation>ход %1, %2</translation>
    </message>
    <message>
        <source>Game %1, move %2: %3 (%4) rolled %5-%6</source>
        <translation>Партия %1, ход %2: %3 (%4) выбросил %5-%6</translation>
    </message>
    <message>
        <source>Played %1: the best turn.</source>
        <translation>Сыграно %1: лучший ход.</translation>
    </message>
    <message>
        <source>Played %1: %2 lost. Best: %3.</source>
        <translation>Сыграно %1: потеряно %2. Лучший: %3.</translation>
    </message>
    <message>
        <source>Played %1: %4, %2 lost. Best: %3.</source>
        <translation>Сыграно %1: %4, потеряно %2. Лучший: %3.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Forced turns</source>
        <translation>Вынужденные ходы</translation>
    </message>
    <message>
        <source>Total error (mpt)</source>
        <translation>Общая ошибка (миллиочки)</translation>
    </message>
    <message>
        <source>Error per decision (mpt)</source>
        <translation>Ошибка на решение (миллиочки)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Doubtful (?!)</source>
        <translation>Сомнительные (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Ошибки (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Грубые ошибки (??)</translation>
    </message>
    <message>
        <source>Luck (points)</source>
        <translation>Удача (очки)</translation>
    </message>
    <message>
        <source>Result (points)</source>
        <translation>Результат (очки)</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Результат с поправкой на удачу</translation>
    </message>
    <message>
        <source>Turns with more than one way to play, each judged</source>
        <translation>Ходы, которые можно было сыграть по-разному; каждый оценён</translation>
    </message>
    <message>
        <source>Turns with a single way to play (or none): not judged</source>
        <translation>Ходы, которые можно было сыграть лишь одним способом (или никак): не оцениваются</translation>
    </message>
    <message>
        <source>Equity lost in all, in milli-points (thousandths of a point)</source>
        <translation>Всего потеряно эквити, в миллиочках (тысячных очка)</translation>
    </message>
    <message>
        <source>The average equity lost per decision, in milli-points</source>
        <translation>Средняя потеря эквити на решение, в миллиочках</translation>
    </message>
    <message>
        <source>The band of the error per decision, as GNU Backgammon names them</source>
        <translation>Уровень по ошибке на решение, как их называет GNU Backgammon</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.04 and at most 0.08</source>
        <translation>Решения, потерявшие больше 0,04 и не больше 0,08</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.08 and at most 0.16</source>
        <translation>Решения, потерявшие больше 0,08 и не больше 0,16</translation>
    </message>
    <message>
        <source>Decisions that lost more than 0.16</source>
        <translation>Решения, потерявшие больше 0,16</translation>
    </message>
    <message>
        <source>The luck of the player&apos;s own rolls, in points per game</source>
        <translation>Удача собственных бросков игрока, в очках за партию</translation>
    </message>
    <message>
        <source>Points won (+) or lost (-) in the finished games</source>
        <translation>Очки, выигранные (+) или проигранные (-) в законченных партиях</translation>
    </message>
    <message>
        <source>The result less the luck that favoured the player (own luck less the opponent&apos;s)</source>
        <translation>Результат за вычетом удачи, которая помогла игроку (его удача минус удача соперника)</translation>
    </message>
    <message>
        <source>Game %1 (to move %2)</source>
        <translation>Партия %1 (до хода %2)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>luckiest roll</source>
        <translation>самый удачный бросок</translation>
    </message>
    <message>
        <source>unluckiest roll</source>
        <translation>самый неудачный бросок</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>вынужденный</translation>
    </message>
    <message>
        <source>The luckiest roll: %1 %2 (%3)</source>
        <translation>Самый удачный бросок: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>The unluckiest roll: %1 %2 (%3)</source>
        <translation>Самый неудачный бросок: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Шанс на победу</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Analyse the game to see its graph here.</source>
        <translation>Проанализируйте партию, чтобы увидеть здесь её график.</translation>
    </message>
</context>
<context>
    <name>AnalysisManager</name>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Анал&amp;из</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>Анализ &amp;партии</translation>
    </message>
    <message>
        <source>Judge every decision of the game on the board</source>
        <translation>Оценить каждое решение партии на доске</translation>
    </message>
    <message>
        <source>Analyse &amp;Match</source>
        <translation>Анализ &amp;матча</translation>
    </message>
    <message>
        <source>Judge every decision of every game</source>
        <translation>Оценить каждое решение каждой партии</translation>
    </message>
    <message>
        <source>&amp;Quick: the Expert&apos;s lookahead</source>
        <translation>&amp;Быстро: расчёт Эксперта</translation>
    </message>
    <message>
        <source>&amp;Thorough: the Champion&apos;s search (about a second a decision)</source>
        <translation>&amp;Глубоко: поиск Чемпиона (около секунды на решение)</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Итоги…</translation>
    </message>
    <message>
        <source>&amp;Export Analysis…</source>
        <translation>&amp;Экспорт анализа…</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Analysis &amp;Panel</source>
        <translation>Панель &amp;анализа</translation>
    </message>
    <message>
        <source>Analysing, decisions:</source>
        <translation>Анализ, решения:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Остановить анализ</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: no turn has been played.</source>
        <translation>Анализировать пока нечего: ни одного хода не сыграно.</translation>
    </message>
    <message>
        <source>The analysis failed (%1).</source>
        <translation>Анализ не удался (%1).</translation>
    </message>
    <message>
        <source>Analysis done. Decisions: %1; doubtful: %2, mistakes: %3, blunders: %4.</source>
        <translation>Анализ готов. Решений: %1; сомнительных: %2, ошибок: %3, грубых ошибок: %4.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Анализ отменён.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Партия %1, %2</translation>
    </message>
    <message>
        <source>Click the board to go back to the game</source>
        <translation>Щёлкните по доске, чтобы вернуться к партии</translation>
    </message>
    <message>
        <source>Export Analysis</source>
        <translation>Экспорт анализа</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Веб-страницы (*.html *.htm)</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>анализ</translation>
    </message>
    <message>
        <source>Exporting the analysis: pictures %1 / %2…</source>
        <translation>Экспорт анализа: рисунки %1 / %2…</translation>
    </message>
    <message>
        <source>The analysis was exported to “%1”.</source>
        <translation>Анализ экспортирован в «%1».</translation>
    </message>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message numerus="yes">
        <source>The analysis cut short when the program stopped goes on: %n game(s) left to analyse.</source>
        <translation>
            <numerusform>Анализ, прерванный при остановке программы, продолжается: осталась %n партия.</numerusform>
            <numerusform>Анализ, прерванный при остановке программы, продолжается: осталось %n партии.</numerusform>
            <numerusform>Анализ, прерванный при остановке программы, продолжается: осталось %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match was saved in “%1” without its analysis: with it the file would be too large to open again.</source>
        <translation>Матч сохранён в «%1» без анализа: с ним файл был бы слишком большим, чтобы открыть его снова.</translation>
    </message>
    <message>
        <source>Opened “%1” with its analysis: the marks are in the move list (Game ▸ Analysis ▸ Summary).</source>
        <translation>«%1» открыт вместе с анализом: пометки — в списке ходов (Игра ▸ Анализ ▸ Итоги).</translation>
    </message>
    <message>
        <source>Opened “%1”, without its analysis: the analysis kept in it is damaged (%2).</source>
        <translation>«%1» открыт без анализа: сохранённый в нём анализ повреждён (%2).</translation>
    </message>
</context>
<context>
    <name>AnalysisPage</name>
    <message>
        <source>Analysis: %1 against %2</source>
        <translation>Анализ: %1 против %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, match to %n point(s).</source>
        <translation>
            <numerusform>%1, матч до %n очка.</numerusform>
            <numerusform>%1, матч до %n очков.</numerusform>
            <numerusform>%1, матч до %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in the games analysed: %1 %2, %3 %4.</source>
        <translation>Очки в проанализированных партиях: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Depth: %1.</source>
        <translation>Глубина: %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Whole match (games analysed)</source>
        <translation>Весь матч (проанализированные партии)</translation>
    </message>
    <message>
        <source>Doubtful moves, mistakes and blunders</source>
        <translation>Сомнительные ходы, ошибки и грубые ошибки</translation>
    </message>
    <message>
        <source>No doubtful move, mistake or blunder.</source>
        <translation>Ни сомнительных ходов, ни ошибок.</translation>
    </message>
    <message>
        <source>The graph of %1: each player&apos;s chance of winning after every turn</source>
        <translation>%1: шанс каждого игрока на победу после каждого хода</translation>
    </message>
    <message>
        <source>the turn played (solid line, round numbers)</source>
        <translation>сыгранный ход (сплошная линия, круглые номера)</translation>
    </message>
    <message>
        <source>the best turn (dashed line, square numbers)</source>
        <translation>лучший ход (пунктир, квадратные номера)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Эквити</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Марс (выигр.)</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Марс (проигр.)</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Гаммон (выигр.)</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Бг (выигр.)</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Гаммон (проигр.)</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Бг (проигр.)</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (сыгран)</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>◀ Previous mark</source>
        <translation>◀ Предыдущая пометка</translation>
    </message>
    <message>
        <source>The previous doubtful move, mistake or blunder</source>
        <translation>Предыдущий сомнительный ход или ошибка</translation>
    </message>
    <message>
        <source>Next mark ▶</source>
        <translation>Следующая пометка ▶</translation>
    </message>
    <message>
        <source>The next doubtful move, mistake or blunder</source>
        <translation>Следующий сомнительный ход или ошибка</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Назад к партии</translation>
    </message>
    <message>
        <source>Show the game in play on the board again (Escape)</source>
        <translation>Снова показать на доске текущую партию (Esc)</translation>
    </message>
    <message>
        <source>No decision shown</source>
        <translation>Решение не выбрано</translation>
    </message>
    <message>
        <source>Click a marked turn in the move list, or open the analysis summary.</source>
        <translation>Щёлкните по отмеченному ходу в списке ходов или откройте итоги анализа.</translation>
    </message>
    <message>
        <source>best turn</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>turn looked at</source>
        <translation>рассматриваемый ход</translation>
    </message>
    <message>
        <source>turn played</source>
        <translation>сыгранный ход</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (сыгран)</translation>
    </message>
</context>
<context>
    <name>AnalysisSummaryDialog</name>
    <message>
        <source>Analysis of the Match</source>
        <translation>Анализ матча</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Write the analysis as a web page</source>
        <translation>Сохранить анализ как веб-страницу</translation>
    </message>
    <message numerus="yes">
        <source>%1, match to %n point(s). Depth: %3. %4.</source>
        <translation>
            <numerusform>%1, матч до %n очка. Глубина: %3. %4.</numerusform>
            <numerusform>%1, матч до %n очков. Глубина: %3. %4.</numerusform>
            <numerusform>%1, матч до %n очков. Глубина: %3. %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole match (games analysed)</source>
        <translation>Весь матч (проанализированные партии)</translation>
    </message>
    <message>
        <source>Doubtful moves, mistakes and blunders (click one to see it on the board):</source>
        <translation>Сомнительные ходы, ошибки и грубые ошибки (щёлкните, чтобы увидеть на доске):</translation>
    </message>
    <message>
        <source>No doubtful move, mistake or blunder.</source>
        <translation>Ни сомнительных ходов, ни ошибок.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Пометка</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click the board or press Space to roll</source>
        <translation>Бросок: щелчок по доске или пробел</translation>
    </message>
    <message>
        <source>Pip count: the points still to travel</source>
        <translation>Счёт пипсов: сколько пунктов ещё осталось пройти</translation>
    </message>
    <message>
        <source>Click the board or press Space for the next game</source>
        <translation>Следующая партия: щелчок или пробел</translation>
    </message>
    <message>
        <source>The match is over: Ctrl+N starts a new one</source>
        <translation>Матч окончен: Ctrl+N — новый матч</translation>
    </message>
</context>
<context>
    <name>CandidateTable</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Rank among all the turns scored</source>
        <translation>Место среди всех оценённых ходов</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Эквити</translation>
    </message>
    <message>
        <source>Expected points of the game, or the match score rescaled to points</source>
        <translation>Ожидаемые очки партии или шансы в матче, пересчитанные в очки</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <source>Equity lost against the best turn</source>
        <translation>Потеря эквити по сравнению с лучшим ходом</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Chance of winning the game</source>
        <translation>Шанс выиграть партию</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Марс (выигр.)</translation>
    </message>
    <message>
        <source>Chance of winning with a mars</source>
        <translation>Шанс выиграть марсом</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Марс (проигр.)</translation>
    </message>
    <message>
        <source>Chance of losing with a mars</source>
        <translation>Шанс проиграть марсом</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Гаммон (выигр.)</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or a backgammon</source>
        <translation>Шанс выиграть марсом или бэкгаммоном</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Бг (выигр.)</translation>
    </message>
    <message>
        <source>Chance of winning a backgammon</source>
        <translation>Шанс выиграть бэкгаммоном</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Гаммон (проигр.)</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or a backgammon</source>
        <translation>Шанс проиграть марсом или бэкгаммоном</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Бг (проигр.)</translation>
    </message>
    <message>
        <source>Chance of losing a backgammon</source>
        <translation>Шанс проиграть бэкгаммоном</translation>
    </message>
    <message>
        <source>rollout, trials: %1, truncated after ply %2</source>
        <translation>роллаут, партий: %1, обрезка после полухода %2</translation>
    </message>
    <message>
        <source>rollout, trials: %1</source>
        <translation>роллаут, партий: %1</translation>
    </message>
    <message>
        <source>rollout ×%1</source>
        <translation>роллаут ×%1</translation>
    </message>
    <message>
        <source>Rolled out: the games played out from this position, luck-adjusted, in points for a single game; the equity ± one standard error</source>
        <translation>Роллаут: партии, доигранные из этой позиции, с поправкой на удачу, в очках за одну партию; эквити ± одна стандартная ошибка</translation>
    </message>
    <message>
        <source>winning a mars %1, losing a mars %2</source>
        <translation>выиграть марсом %1, проиграть марсом %2</translation>
    </message>
    <message>
        <source>winning a gammon %1 (a backgammon %2), losing a gammon %3 (a backgammon %4)</source>
        <translation>выиграть марсом %1 (бэкгаммоном %2), проиграть марсом %3 (бэкгаммоном %4)</translation>
    </message>
    <message>
        <source>Before the roll (%1): equity %2, winning chance %3; %4.</source>
        <translation>До броска (%1): эквити %2, шанс выиграть %3; %4.</translation>
    </message>
    <message>
        <source>&amp;All Turns</source>
        <translation>&amp;Все ходы</translation>
    </message>
    <message>
        <source>List every legal turn of the roll, each scored at the decision&apos;s depth</source>
        <translation>Показать все допустимые ходы этого броска, каждый оценён на глубине решения</translation>
    </message>
    <message>
        <source>R&amp;oll Out…</source>
        <translation>Р&amp;оллаут…</translation>
    </message>
    <message>
        <source>Play the leading candidates, or the position before the roll, out many times</source>
        <translation>Много раз доиграть лучшие ходы или позицию до броска</translation>
    </message>
</context>
<context>
    <name>DecisionExtras</name>
    <message>
        <source>Scoring every turn…</source>
        <translation>Оценка всех ходов…</translation>
    </message>
    <message>
        <source>Scoring every turn: %1 / %2…</source>
        <translation>Оценка всех ходов: %1 / %2…</translation>
    </message>
    <message>
        <source>Scoring every turn failed (%1).</source>
        <translation>Оценить все ходы не удалось (%1).</translation>
    </message>
</context>
<context>
    <name>DecisionSteps</name>
    <message>
        <source>&amp;First Decision</source>
        <translation>Пер&amp;вое решение</translation>
    </message>
    <message>
        <source>P&amp;revious Decision</source>
        <translation>П&amp;редыдущее решение</translation>
    </message>
    <message>
        <source>&amp;Next Decision</source>
        <translation>&amp;Следующее решение</translation>
    </message>
    <message>
        <source>&amp;Last Decision</source>
        <translation>П&amp;оследнее решение</translation>
    </message>
    <message>
        <source>Previous Mar&amp;k</source>
        <translation>Предыдущая помет&amp;ка</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mark</source>
        <translation>Следующая пом&amp;етка</translation>
    </message>
    <message>
        <source>Show the first analysed decision on the board</source>
        <translation>Показать на доске первое проанализированное решение</translation>
    </message>
    <message>
        <source>Show the analysed decision before this one</source>
        <translation>Показать предыдущее проанализированное решение</translation>
    </message>
    <message>
        <source>Show the analysed decision after this one</source>
        <translation>Показать следующее проанализированное решение</translation>
    </message>
    <message>
        <source>Show the last analysed decision on the board</source>
        <translation>Показать на доске последнее проанализированное решение</translation>
    </message>
    <message>
        <source>The previous doubtful move, mistake or blunder</source>
        <translation>Предыдущий сомнительный ход или ошибка</translation>
    </message>
    <message>
        <source>The next doubtful move, mistake or blunder</source>
        <translation>Следующий сомнительный ход или ошибка</translation>
    </message>
</context>
<context>
    <name>DiceChart</name>
    <message>
        <source>Doubles</source>
        <translation>Дубли</translation>
    </message>
</context>
<context>
    <name>DiceStatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Dice in this match</source>
        <translation>Кости в этом матче</translation>
    </message>
    <message>
        <source>Dice in all games on this computer</source>
        <translation>Кости во всех партиях на этом компьютере</translation>
    </message>
    <message>
        <source>Results on this computer</source>
        <translation>Результаты на этом компьютере</translation>
    </message>
    <message>
        <source>Bars: how often each number and doubles came up, drawn to one scale for both players. Blue lines: what fair dice give on average. Opening rolls are not counted.</source>
        <translation>Столбцы: сколько раз выпадало каждое число и дубли, в одном масштабе для обоих игроков. Синие линии: сколько в среднем дают честные кости. Первые броски партий не учитываются.</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>Кости ещё не бросали.</translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s)</source>
        <translation>
            <numerusform>%n бросок</numerusform>
            <numerusform>%n броска</numerusform>
            <numerusform>%n бросков</numerusform>
        </translation>
    </message>
    <message>
        <source>Too few rolls yet to judge the dice.</source>
        <translation>Слишком мало бросков, чтобы судить о костях.</translation>
    </message>
    <message>
        <source>Very unusual for fair dice.</source>
        <translation>Очень необычно для честных костей.</translation>
    </message>
    <message>
        <source>A little unusual: fair dice do this now and then.</source>
        <translation>Немного необычно: у честных костей такое изредка бывает.</translation>
    </message>
    <message>
        <source>As fair dice fall.</source>
        <translation>Как у честных костей.</translation>
    </message>
    <message numerus="yes">
        <source>With fair dice, a spread of the numbers at least this uneven happens %n time(s) in 100.</source>
        <translation>
            <numerusform>С честными костями такой же или ещё более неровный разброс чисел бывает %n раз из 100.</numerusform>
            <numerusform>С честными костями такой же или ещё более неровный разброс чисел бывает %n раза из 100.</numerusform>
            <numerusform>С честными костями такой же или ещё более неровный разброс чисел бывает %n раз из 100.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With fair dice, a spread of the numbers at least this uneven happens %n time(s) in 10,000.</source>
        <translation>
            <numerusform>С честными костями такой же или ещё более неровный разброс чисел бывает %n раз из 10 000.</numerusform>
            <numerusform>С честными костями такой же или ещё более неровный разброс чисел бывает %n раза из 10 000.</numerusform>
            <numerusform>С честными костями такой же или ещё более неровный разброс чисел бывает %n раз из 10 000.</numerusform>
        </translation>
    </message>
    <message>
        <source>With fair dice, a spread of the numbers at least this uneven happens less than once in 10,000.</source>
        <translation>С честными костями такой же или ещё более неровный разброс чисел бывает реже одного раза из 10 000.</translation>
    </message>
    <message>
        <source>Doubles: %1 (expected %2).</source>
        <translation>Дубли: %1 (ожидается %2).</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Left click on a point: add a checker of the colour chosen. Right click: take one away. A click on a tray bears a checker off; in backgammon a click on the bar puts one there.</source>
        <translation>Левый щелчок по пункту добавляет шашку выбранного цвета, правый убирает одну. Щелчок по лотку выбрасывает шашку; в коротких нардах щелчок по бару ставит шашку на бар.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Checkers to place:</source>
        <translation>Ставить шашки:</translation>
    </message>
    <message>
        <source>Spare checkers:</source>
        <translation>Запас шашек:</translation>
    </message>
    <message>
        <source>On the bar:</source>
        <translation>На баре:</translation>
    </message>
    <message>
        <source>Borne off:</source>
        <translation>Выброшено:</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Ходят:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Кости:</translation>
    </message>
    <message>
        <source>&amp;Rolled</source>
        <translation>&amp;Брошены</translation>
    </message>
    <message>
        <source>&amp;Starting Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>Play &amp;From Here…</source>
        <translation>&amp;Играть отсюда…</translation>
    </message>
    <message>
        <source>Back to the &amp;Game</source>
        <translation>Вернуться к &amp;партии</translation>
    </message>
    <message>
        <source>White: %1 of %2 left</source>
        <translation>Белые: осталось %1 из %2</translation>
    </message>
    <message>
        <source>Black: %1 of %2 left</source>
        <translation>Чёрные: осталось %1 из %2</translation>
    </message>
</context>
<context>
    <name>EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>О&amp;ценка позиции</translation>
    </message>
    <message>
        <source>R&amp;oll Out…</source>
        <translation>Р&amp;оллаут…</translation>
    </message>
    <message>
        <source>Play the leading turns, or the position before the roll, out many times</source>
        <translation>Много раз доиграть лучшие ходы или позицию до броска</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>No position to evaluate.</source>
        <translation>Нет позиции для оценки.</translation>
    </message>
    <message>
        <source>Pip counts: White %1, Black %2</source>
        <translation>Счёт пипсов: белые %1, чёрные %2</translation>
    </message>
    <message>
        <source>Position set up: %1 to roll.</source>
        <translation>Заданная позиция: бросают %1.</translation>
    </message>
    <message>
        <source>%1 to roll.</source>
        <translation>Бросают %1.</translation>
    </message>
    <message>
        <source>Position set up: %1 to play %2-%3.</source>
        <translation>Заданная позиция: %1 играют %2-%3.</translation>
    </message>
    <message>
        <source>%1 to play %2-%3.</source>
        <translation>%1 играют %2-%3.</translation>
    </message>
    <message>
        <source>The evaluation failed (%1). %2</source>
        <translation>Оценка не удалась (%1). %2</translation>
    </message>
    <message>
        <source>Calculating… %1</source>
        <translation>Идёт расчёт… %1</translation>
    </message>
    <message>
        <source>Chances for %1 after each turn (the Expert&apos;s lookahead). %2</source>
        <translation>Шансы (%1) после каждого хода (расчёт Эксперта на ход вперёд). %2</translation>
    </message>
    <message>
        <source>Winning chance for %1: %2 (a mars %3); losing a mars: %4. Equity %5.</source>
        <translation>Шанс выигрыша (%1): %2 (марс %3); проигрыш марсом: %4. Эквити %5.</translation>
    </message>
    <message>
        <source>Winning chance for %1: %2 (a gammon %3, a backgammon %4); losing a gammon: %6 (a backgammon %7). Equity %5.</source>
        <translation>Шанс выигрыша (%1): %2 (марс %3, бэкгаммон %4); проигрыш марсом: %6 (бэкгаммоном %7). Эквити %5.</translation>
    </message>
    <message>
        <source>Rank by equity</source>
        <translation>Место по эквити</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Эквити</translation>
    </message>
    <message>
        <source>Expected points of the game, or the match score rescaled to points</source>
        <translation>Ожидаемые очки партии или шансы в матче, пересчитанные в очки</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <source>Equity lost against the best turn</source>
        <translation>Потеря эквити по сравнению с лучшим ходом</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <source>Chance of winning the game</source>
        <translation>Шанс выиграть партию</translation>
    </message>
    <message>
        <source>Win mars</source>
        <translation>Выигр. марсом</translation>
    </message>
    <message>
        <source>Chance of winning with a mars</source>
        <translation>Шанс выиграть марсом</translation>
    </message>
    <message>
        <source>Lose mars</source>
        <translation>Проигр. марсом</translation>
    </message>
    <message>
        <source>Chance of losing with a mars</source>
        <translation>Шанс проиграть марсом</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Выигр. марсом</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or a backgammon</source>
        <translation>Шанс выиграть марсом или бэкгаммоном</translation>
    </message>
    <message>
        <source>Win bg</source>
        <translation>Выигр. бэкг.</translation>
    </message>
    <message>
        <source>Chance of winning a backgammon</source>
        <translation>Шанс выиграть бэкгаммоном</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Проигр. марсом</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or a backgammon</source>
        <translation>Шанс проиграть марсом или бэкгаммоном</translation>
    </message>
    <message>
        <source>Lose bg</source>
        <translation>Проигр. бэкг.</translation>
    </message>
    <message>
        <source>Chance of losing a backgammon</source>
        <translation>Шанс проиграть бэкгаммоном</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Скопировано: %1</translation>
    </message>
</context>
<context>
    <name>GameBrowserDialog</name>
    <message>
        <source>Moves of the Match</source>
        <translation>Ходы матча</translation>
    </message>
    <message>
        <source>Play &amp;From Here…</source>
        <translation>&amp;Играть отсюда…</translation>
    </message>
    <message>
        <source>A new match from the position before this turn, with its dice</source>
        <translation>Новый матч с позиции перед этим ходом, с теми же костями</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>До хода</translation>
    </message>
    <message>
        <source>After the turn</source>
        <translation>После хода</translation>
    </message>
    <message>
        <source>Before the turn: %1 to play %2-%3</source>
        <translation>До хода: ходят %1, %2-%3</translation>
    </message>
    <message>
        <source>Borne off: %1 %2, %3 %4</source>
        <translation>Выброшено: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>On the bar: %1 %2, %3 %4</source>
        <translation>На баре: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Матч окончен</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation>&amp;Следующая партия</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>&amp;Новый матч…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>KeptMatchesDialog</name>
    <message>
        <source>%1 mpt (%2)</source>
        <translation>%1 миллиочка (%2)</translation>
    </message>
    <message>
        <source>Delete a kept match</source>
        <translation>Удаление сохранённого матча</translation>
    </message>
    <message>
        <source>Delete the match %1 of %2 from the practice store?</source>
        <translation>Удалить из хранилища тренировок матч %1 от %2?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n marked position(s) and their practice go with it. The saved match file is not touched.</source>
        <translation>
            <numerusform>Вместе с ним удаляется %n отмеченная позиция и её тренировка. Файл сохранённого матча не затрагивается.</numerusform>
            <numerusform>Вместе с ним удаляются %n отмеченные позиции и их тренировка. Файл сохранённого матча не затрагивается.</numerusform>
            <numerusform>Вместе с ним удаляются %n отмеченных позиций и их тренировка. Файл сохранённого матча не затрагивается.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match could not be deleted: the store refused (%1).</source>
        <translation>Не удалось удалить матч: хранилище отказало (%1).</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>тренировки</translation>
    </message>
    <message>
        <source>Export the practice store</source>
        <translation>Экспорт хранилища тренировок</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) written to “%1”.</source>
        <translation>
            <numerusform>%n матч записан в «%1».</numerusform>
            <numerusform>%n матча записаны в «%1».</numerusform>
            <numerusform>%n матчей записано в «%1».</numerusform>
        </translation>
    </message>
    <message>
        <source>The practice store could not be exported. Nothing was changed.</source>
        <translation>Не удалось экспортировать хранилище тренировок. Ничего не изменено.</translation>
    </message>
    <message>
        <source>Kept matches</source>
        <translation>Сохранённые матчи</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Take the match selected out of the practice store, with its practice</source>
        <translation>Удалить выбранный матч из хранилища тренировок вместе с его тренировкой</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Write the whole practice store to a JSON file</source>
        <translation>Записать всё хранилище тренировок в файл JSON</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыгран</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Ошибка на решение</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Отмечено</translation>
    </message>
    <message>
        <source>Each person&apos;s milli-points lost a decision, and the rating</source>
        <translation>Потеря каждого игрока в миллиочках на решение и его уровень</translation>
    </message>
    <message numerus="yes">
        <source>The analysed matches whose decisions practice and progress use: %n match(es).</source>
        <translation>
            <numerusform>Проанализированные матчи, решения из которых используют тренировки и прогресс: %n матч.</numerusform>
            <numerusform>Проанализированные матчи, решения из которых используют тренировки и прогресс: %n матча.</numerusform>
            <numerusform>Проанализированные матчи, решения из которых используют тренировки и прогресс: %n матчей.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match is kept yet: analyse a match (Game ▸ Analysis ▸ Analyse Match) and its decisions are kept here for practice and progress.</source>
        <translation>Сохранённых матчей пока нет: проанализируйте матч (Игра ▸ Анализ ▸ Анализ матча), и его решения сохранятся здесь для тренировок и прогресса.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
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
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Новый матч…</translation>
    </message>
    <message>
        <source>Resi&amp;gn</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Roll dice</source>
        <translation>&amp;Бросить кости</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Отменить &amp;шаг</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Завершить ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подсказка &amp;лучшего хода</translation>
    </message>
    <message>
        <source>O&amp;ptions</source>
        <translation>&amp;Параметры</translation>
    </message>
    <message>
        <source>Roll &amp;automatically</source>
        <translation>&amp;Бросать кости автоматически</translation>
    </message>
    <message>
        <source>&amp;Finish the turn when all dice are played</source>
        <translation>&amp;Завершать ход, когда все кости сыграны</translation>
    </message>
    <message>
        <source>Play forced &amp;moves automatically</source>
        <translation>Играть &amp;вынужденные ходы автоматически</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>&amp;Номера пунктов</translation>
    </message>
    <message>
        <source>&amp;Show point numbers</source>
        <translation>&amp;Показывать номера</translation>
    </message>
    <message>
        <source>Numbered for &amp;White</source>
        <translation>Нумерация &amp;белых</translation>
    </message>
    <message>
        <source>Numbered for &amp;Black</source>
        <translation>Нумерация &amp;чёрных</translation>
    </message>
    <message>
        <source>Board &amp;orientation</source>
        <translation>&amp;Ориентация доски</translation>
    </message>
    <message>
        <source>From &amp;White&apos;s side</source>
        <translation>Со стороны &amp;белых</translation>
    </message>
    <message>
        <source>Turn to the &amp;player to move</source>
        <translation>Поворачивать к &amp;игроку, чей ход</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Без анимации</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>Б&amp;ыстрая</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычная</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Медленная</translation>
    </message>
    <message>
        <source>&amp;Rules of the current game</source>
        <translation>&amp;Правила текущей игры</translation>
    </message>
    <message>
        <source>&amp;About Nardy Desktop</source>
        <translation>&amp;О программе Nardy Desktop</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Show the best move for these dice and the chance of winning (H)</source>
        <translation>Показать лучший ход при этих костях и шанс на победу (H)</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for the player to move</source>
        <translation>&amp;Автоматически: нумерация игрока, чей ход</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for %1 (%2)</source>
        <translation>&amp;Автоматически: нумерация игрока %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for Black</source>
        <translation>&amp;Автоматически: нумерация чёрных</translation>
    </message>
    <message>
        <source>&amp;Automatic: numbered for White</source>
        <translation>&amp;Автоматически: нумерация белых</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>%1 then wins the match.</source>
        <translation>Тогда %1 выигрывает матч.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Поиск лучшего хода…</translation>
    </message>
    <message>
        <source>Best way to finish the turn: %1. Chance of winning the game: %2%</source>
        <translation>Лучший способ закончить ход: %1. Шанс выиграть партию: %2%</translation>
    </message>
    <message>
        <source>Best move: %1. Chance of winning the game: %2%</source>
        <translation>Лучший ход: %1. Шанс выиграть партию: %2%</translation>
    </message>
    <message>
        <source>No hint could be found (%1).</source>
        <translation>Не удалось найти подсказку (%1).</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>&amp;Следующая партия</translation>
    </message>
    <message>
        <source>Start the next game (Space)</source>
        <translation>Начать следующую партию (пробел)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Roll the dice (Space)</source>
        <translation>Бросить кости (пробел)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>%1[*] — Nardy Desktop</source>
        <translation>%1[*] — Nardy Desktop</translation>
    </message>
    <message>
        <source>Take back the last step (Ctrl+Z)</source>
        <translation>Отменить последний шаг (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Finish the turn (Enter)</source>
        <translation>Завершить ход (Enter)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Компьютер 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Компьютер 2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>The computer player failed (%1); it played the first legal move instead.</source>
        <translation>Сбой компьютерного игрока (%1); вместо его хода сыгран первый допустимый.</translation>
    </message>
    <message>
        <source>All dice are played: click the dice, press Enter or Done to end the turn, or take a step back (Ctrl+Z).</source>
        <translation>Все кости сыграны: щёлкните по костям, нажмите Enter или «Готово», чтобы завершить ход, или отмените шаг (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Play the dice that are left before ending the turn.</source>
        <translation>Сначала сыграйте оставшиеся кости, затем завершите ход.</translation>
    </message>
    <message>
        <source>Game 1. Roll one die each on the table and enter them: the higher plays White.</source>
        <translation>Партия 1. Бросьте на столе по одному кубику и введите их: у кого больше, тот играет белыми.</translation>
    </message>
    <message>
        <source>Game 1. Opening roll: %1 rolls %2, %3 rolls %4: %5 plays White.</source>
        <translation>Партия 1. Розыгрыш первого хода: %1 — %2, %3 — %4. Белыми играет %5.</translation>
    </message>
    <message>
        <source>Game 1, from the position set up: %1 plays White.</source>
        <translation>Партия 1 с заданной позиции: белыми играет %1.</translation>
    </message>
    <message>
        <source>Game %1. Colours change: %2 now plays White.</source>
        <translation>Партия %1. Смена цвета: теперь белыми играет %2.</translation>
    </message>
    <message>
        <source>Game %1: %2 plays White</source>
        <translation>Партия %1: белыми играет %2</translation>
    </message>
    <message>
        <source>%1 rolled %2-%3 and cannot move: the turn passes.</source>
        <translation>%1: выпало %2-%3, ходить нечем — ход переходит к сопернику.</translation>
    </message>
    <message>
        <source>No legal move: the turn passes</source>
        <translation>Ходов нет: ход переходит к сопернику</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 выигрывает партию.</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает матч!</translation>
    </message>
</context>
<context>
    <name>ManualDiceDialog</name>
    <message>
        <source>Roll-off</source>
        <translation>Розыгрыш первого хода</translation>
    </message>
    <message>
        <source>Each player rolls one die. The higher die plays White and opens the game with both numbers.</source>
        <translation>Каждый игрок бросает один кубик. У кого выпало больше, тот играет белыми и начинает партию с обоими числами.</translation>
    </message>
    <message>
        <source>%1&apos;s die:</source>
        <translation>Кубик игрока %1:</translation>
    </message>
    <message>
        <source>Enter Dice</source>
        <translation>Ввод костей</translation>
    </message>
    <message>
        <source>Pick the number each die shows.</source>
        <translation>Выберите число на каждой кости.</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>Первая кость:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Вторая кость:</translation>
    </message>
    <message>
        <source>A tie: both players roll again.</source>
        <translation>Ничья: оба игрока бросают снова.</translation>
    </message>
    <message>
        <source>The opening roll of a game cannot be a double: roll again.</source>
        <translation>Первый бросок партии не может быть дублем: бросьте ещё раз.</translation>
    </message>
</context>
<context>
    <name>MatFiles</name>
    <message>
        <source>The file “%1” is empty.</source>
        <translation>Файл «%1» пуст.</translation>
    </message>
    <message>
        <source>The file “%1” is not a text file, so it is not a .mat match.</source>
        <translation>Файл «%1» не текстовый, поэтому это не матч .mat.</translation>
    </message>
    <message>
        <source>The file “%1” is not a Jellyfish match: no line says how many points the match is played to (such as “5 point match”).</source>
        <translation>Файл «%1» не является матчем Jellyfish: ни одна строка не говорит, до скольких очков идёт матч (например, «5 point match»).</translation>
    </message>
    <message>
        <source>The file “%1” holds no game.</source>
        <translation>В файле «%1» нет ни одной партии.</translation>
    </message>
    <message>
        <source>the line is too long to be part of a match.</source>
        <translation>строка слишком длинная для записи матча.</translation>
    </message>
    <message>
        <source>the game “%1” is not one that Nardy Desktop plays.</source>
        <translation>игра «%1» не входит в число игр Nardy Desktop.</translation>
    </message>
    <message>
        <source>the players&apos; names and scores were expected, as in “Anna : 0   Boris : 0”.</source>
        <translation>ожидались имена и счёт игроков, например «Anna : 0   Boris : 0».</translation>
    </message>
    <message>
        <source>“%1” is neither a roll, a move, a cube action nor a win.</source>
        <translation>«%1» — это не бросок, не ход, не действие с кубом удвоения и не победа.</translation>
    </message>
    <message>
        <source>a line holds the turns of two players at most.</source>
        <translation>в строке могут быть ходы не более чем двух игроков.</translation>
    </message>
    <message>
        <source>a roll for %1, but it is %2&apos;s turn.</source>
        <translation>бросок игрока %1, но сейчас ходит %2.</translation>
    </message>
    <message>
        <source>a game cannot open with a double (%1).</source>
        <translation>партия не может начинаться с дубля (%1).</translation>
    </message>
    <message>
        <source>%1 is not a legal move with %2.</source>
        <translation>%1 — недопустимый ход при броске %2.</translation>
    </message>
    <message>
        <source>%1 is rolled and not played, although a move was possible.</source>
        <translation>выпало %1, но ход не сделан, хотя он был возможен.</translation>
    </message>
    <message>
        <source>the file says that %1 wins, but %2 has won this game.</source>
        <translation>в файле сказано, что побеждает %1, но эту партию выиграл %2.</translation>
    </message>
    <message>
        <source>the game is already over.</source>
        <translation>партия уже окончена.</translation>
    </message>
    <message>
        <source>a game ends here without a winner, and another follows.</source>
        <translation>здесь партия обрывается без победителя, а за ней идёт следующая.</translation>
    </message>
    <message>
        <source>a game ends before its first roll.</source>
        <translation>партия заканчивается до первого броска.</translation>
    </message>
    <message>
        <source>more turns than a match may hold.</source>
        <translation>больше ходов, чем может быть в матче.</translation>
    </message>
    <message>
        <source>The match in “%1” cannot be opened. Line %2: %3</source>
        <translation>Матч из «%1» не открыть. Строка %2: %3</translation>
    </message>
    <message>
        <source>This match was played with the doubling cube, which Nardy Desktop does not use: its doubles, takes and drops are left out, and each game counts what its last position is worth.</source>
        <translation>Этот матч сыгран с кубом удвоения, которого в Nardy Desktop нет: удвоения, принятия и отказы опущены, и каждая партия приносит столько очков, сколько стоит её последняя позиция.</translation>
    </message>
    <message>
        <source>The file starts during a match, at %1–%2; here the score starts at 0–0.</source>
        <translation>Файл начинается посреди матча, при счёте %1–%2; здесь счёт начинается с 0–0.</translation>
    </message>
    <message>
        <source>Here the score is %1–%2; the file says %3–%4.</source>
        <translation>Здесь счёт %1–%2; в файле — %3–%4.</translation>
    </message>
    <message numerus="yes">
        <source>The file holds money games, which have no match length: they are opened as a match to %n point(s).</source>
        <translation>
            <numerusform>В файле партии на деньги, у которых нет длины матча: они открыты как матч до %n очка.</numerusform>
            <numerusform>В файле партии на деньги, у которых нет длины матча: они открыты как матч до %n очков.</numerusform>
            <numerusform>В файле партии на деньги, у которых нет длины матча: они открыты как матч до %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is opened as a match to %n point(s); the file says %1.</source>
        <translation>
            <numerusform>Матч открыт как матч до %n очка; в файле — %1.</numerusform>
            <numerusform>Матч открыт как матч до %n очков; в файле — %1.</numerusform>
            <numerusform>Матч открыт как матч до %n очков; в файле — %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) after the end of the match are left out.</source>
        <translation>
            <numerusform>%n партия после конца матча опущена.</numerusform>
            <numerusform>%n партии после конца матча опущены.</numerusform>
            <numerusform>%n партий после конца матча опущены.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>&amp;Open Match…</source>
        <translation>&amp;Открыть матч…</translation>
    </message>
    <message>
        <source>&amp;Save Match</source>
        <translation>&amp;Сохранить матч</translation>
    </message>
    <message>
        <source>Save Match &amp;As…</source>
        <translation>Сохранить матч &amp;как…</translation>
    </message>
    <message>
        <source>E&amp;xport Match as .mat…</source>
        <translation>&amp;Экспорт матча в формат .mat…</translation>
    </message>
    <message>
        <source>Export Ga&amp;me as .mat…</source>
        <translation>Экспорт па&amp;ртии в формат .mat…</translation>
    </message>
    <message>
        <source>&amp;Enter Dice…</source>
        <translation>&amp;Ввести кости…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Открыть н&amp;едавний</translation>
    </message>
    <message>
        <source>Play with Rea&amp;l Dice</source>
        <translation>Играть н&amp;астоящими костями</translation>
    </message>
    <message>
        <source>&amp;Browse Moves…</source>
        <translation>Просмотр &amp;ходов…</translation>
    </message>
    <message>
        <source>Nardy Desktop</source>
        <translation>Nardy Desktop</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically. Play goes on.</source>
        <translation>Матч не удаётся сохранять автоматически. Игра продолжается.</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>Автосохранение снова работает.</translation>
    </message>
    <message>
        <source>The dice statistics could not be saved. Play goes on.</source>
        <translation>Не удалось сохранить статистику бросков. Игра продолжается.</translation>
    </message>
    <message>
        <source>The match in progress could not be restored.</source>
        <translation>Не удалось восстановить текущий матч.</translation>
    </message>
    <message>
        <source>The last autosave was damaged; the match resumes from the one before.</source>
        <translation>Последнее автосохранение повреждено; матч продолжается с предыдущего.</translation>
    </message>
    <message>
        <source>The match in progress was resumed.</source>
        <translation>Текущий матч продолжен.</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Открыть матч</translation>
    </message>
    <message>
        <source>Nardy matches (*.nardy)</source>
        <translation>Матчи Nardy (*.nardy)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Ста&amp;тистика…</translation>
    </message>
    <message>
        <source>%1 – %2, %3, %4</source>
        <comment>a file name: the players, the game, the date</comment>
        <translation>%1 – %2, %3, %4</translation>
    </message>
    <message>
        <source>%1 – %2, %3, game %5, %4</source>
        <comment>a file name: the players, the game, the date</comment>
        <translation>%1 – %2, %3, партия %5, %4</translation>
    </message>
    <message>
        <source>Matches (*.nardy *.mat)</source>
        <translation>Матчи (*.nardy *.mat)</translation>
    </message>
    <message>
        <source>Opening “%1”…</source>
        <translation>Открывается «%1»…</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>Открыт файл «%1».</translation>
    </message>
    <message>
        <source>The match in “%1” is opened as Nardy Desktop plays it.</source>
        <translation>Матч из «%1» открыт так, как его играет Nardy Desktop.</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Сохранить матч</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>Сохранено: «%1».</translation>
    </message>
    <message>
        <source>Save the match in progress first?</source>
        <translation>Сначала сохранить текущий матч?</translation>
    </message>
    <message>
        <source>If you do not save it, it is lost.</source>
        <translation>Если его не сохранить, он будет потерян.</translation>
    </message>
    <message>
        <source>If you do not save it, the turns played since it was last saved are lost.</source>
        <translation>Если его не сохранить, ходы, сделанные после последнего сохранения, будут потеряны.</translation>
    </message>
    <message>
        <source>Export Match</source>
        <translation>Экспорт матча</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Экспорт партии</translation>
    </message>
    <message>
        <source>Jellyfish match files (*.mat)</source>
        <translation>Файлы матчей Jellyfish (*.mat)</translation>
    </message>
    <message>
        <source>A game begun from a position set up cannot be exported: a .mat file holds only games from the usual start. Save the match instead.</source>
        <translation>Партию, начатую с заданной позиции, нельзя экспортировать: файл .mat содержит только партии с обычной начальной расстановки. Сохраните матч вместо этого.</translation>
    </message>
    <message>
        <source>Exported “%1” without the first game, which began from a position set up.</source>
        <translation>«%1» экспортирован без первой партии, начатой с заданной позиции.</translation>
    </message>
    <message>
        <source>Exported “%1”.</source>
        <translation>Экспортировано: «%1».</translation>
    </message>
    <message>
        <source>Only Nardy Desktop reads this file as long nardy. GNU Backgammon and other backgammon programs open it without complaint, but as backgammon: the positions they show make no sense.</source>
        <translation>Только Nardy Desktop читает этот файл как длинные нарды. GNU Backgammon и другие программы для бэкгаммона открывают его без возражений, но как короткие нарды (бэкгаммон): позиции, которые они показывают, не имеют смысла.</translation>
    </message>
    <message>
        <source>No recent matches</source>
        <translation>Нет недавних матчей</translation>
    </message>
    <message>
        <source>Enter the dice %1 rolled.</source>
        <translation>Введите кости, выпавшие у игрока %1.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Match &amp;length (points):</source>
        <translation>&amp;Длина матча (очков):</translation>
    </message>
    <message>
        <source>&amp;Watch the computer play itself</source>
        <translation>&amp;Смотреть, как компьютер играет сам с собой</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Середина игры</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Блоки</translation>
    </message>
    <message>
        <source>Escapes</source>
        <translation>Выход из-за блока</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Гонка</translation>
    </message>
    <message>
        <source>Bear-off</source>
        <translation>Выбрасывание</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <source>Play From Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>A new match whose first game starts from the position set up; the next games start as usual, colours changing each game.</source>
        <translation>Новый матч: первая партия начнётся с заданной позиции, следующие — как обычно, со сменой цвета в каждой партии.</translation>
    </message>
    <message>
        <source>Match &amp;length (points):</source>
        <translation>&amp;Длина матча (очков):</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
</context>
<context>
    <name>PositionCopy</name>
    <message>
        <source>Position &amp;Text</source>
        <translation>&amp;Текст позиции</translation>
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
        <translation>ID &amp;LN (длинные нарды)</translation>
    </message>
    <message>
        <source>This is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</source>
        <translation>Это не позиция: вставьте текст позиции (long/… или backgammon/…), ID GNU Backgammon (Position ID, можно с Match ID), XGID или ID LN.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read a position from.</source>
        <translation>В буфере обмена нет текста, из которого можно прочитать позицию.</translation>
    </message>
    <message>
        <source>“%1” is not a position: paste a position text (long/… or backgammon/…), a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID or an LN ID.</source>
        <translation>«%1» — не позиция: вставьте текст позиции (long/… или backgammon/…), ID GNU Backgammon (Position ID, можно с Match ID), XGID или ID LN.</translation>
    </message>
    <message>
        <source>&amp;Copy as</source>
        <translation>&amp;Копировать как</translation>
    </message>
    <message>
        <source>Copy the position as text or as an ID other programs read</source>
        <translation>Скопировать позицию текстом или в виде ID, который читают другие программы</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>A point cannot hold checkers of both colours.</source>
        <translation>На одном пункте не может быть шашек двух цветов.</translation>
    </message>
    <message>
        <source>White has no spare checker left: a side has %1.</source>
        <translation>У белых не осталось шашек в запасе: у каждой стороны их %1.</translation>
    </message>
    <message>
        <source>Black has no spare checker left: a side has %1.</source>
        <translation>У чёрных не осталось шашек в запасе: у каждой стороны их %1.</translation>
    </message>
    <message>
        <source>Place all %1 of White&apos;s checkers first.</source>
        <translation>Сначала расставьте все %1 белых шашек.</translation>
    </message>
    <message>
        <source>Place all %1 of Black&apos;s checkers first.</source>
        <translation>Сначала расставьте все %1 чёрных шашек.</translation>
    </message>
    <message>
        <source>Long nardy has no bar: no checker is ever hit.</source>
        <translation>В длинных нардах нет бара: шашки никогда не бьют.</translation>
    </message>
    <message>
        <source>White would hold six points in a row with no Black checker ahead of them: no legal game reaches that.</source>
        <translation>У белых было бы шесть пунктов подряд без чёрной шашки впереди них: ни одна честная партия к этому не приходит.</translation>
    </message>
    <message>
        <source>Black would hold six points in a row with no White checker ahead of them: no legal game reaches that.</source>
        <translation>У чёрных было бы шесть пунктов подряд без белой шашки впереди них: ни одна честная партия к этому не приходит.</translation>
    </message>
    <message>
        <source>Both sides cannot have borne off all their checkers.</source>
        <translation>Обе стороны не могут выбросить все свои шашки.</translation>
    </message>
    <message>
        <source>White has borne off all %1: that game is already won.</source>
        <translation>Белые выбросили все %1 шашек: эта партия уже выиграна.</translation>
    </message>
    <message>
        <source>Black has borne off all %1: that game is already won.</source>
        <translation>Чёрные выбросили все %1 шашек: эта партия уже выиграна.</translation>
    </message>
    <message>
        <source>This text is too long to be a position text, which has at most %1 characters.</source>
        <translation>Этот текст слишком длинный для текста позиции: в тексте позиции не больше %1 символов.</translation>
    </message>
    <message>
        <source>A number of checkers cannot be negative.</source>
        <translation>Число шашек не может быть отрицательным.</translation>
    </message>
    <message>
        <source>This is not a position text: it reads VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.</source>
        <translation>Это не текст позиции: он записывается как VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Задать пози&amp;цию…</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Задать позицию</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Скопировано: %1</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>The practice store “%1” was damaged: a new one has been started.</source>
        <translation>Хранилище тренировок «%1» было повреждено: начато новое.</translation>
    </message>
    <message>
        <source>The practice store “%1” was written by a newer version of Nardy Desktop; practice waits for that version.</source>
        <translation>Хранилище тренировок «%1» записано более новой версией Nardy Desktop; тренировки будут доступны в этой версии.</translation>
    </message>
    <message>
        <source>The practice store “%1” cannot be opened: practice is not available.</source>
        <translation>Не удаётся открыть хранилище тренировок «%1»: тренировки недоступны.</translation>
    </message>
    <message>
        <source>The analysis could not be kept for practice (%1).</source>
        <translation>Не удалось сохранить анализ для тренировок (%1).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>The answer could not be kept (%1).</source>
        <translation>Не удалось сохранить ответ (%1).</translation>
    </message>
    <message>
        <source>Practise…</source>
        <translation>Тренировка…</translation>
    </message>
    <message>
        <source>Play again the positions you got wrong, when they are due</source>
        <translation>Переиграть позиции, в которых вы ошиблись, когда подойдёт их срок</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Practice: play the turn on the board, then Done, Enter or a click on the dice.</source>
        <translation>Тренировка: сыграйте ход на доске, затем «Готово», Enter или щелчок по костям.</translation>
    </message>
    <message>
        <source>Practice: the turn played and the best turn are on the board; Next goes on.</source>
        <translation>Тренировка: на доске сыгранный и лучший ходы; «Следующая» — дальше.</translation>
    </message>
    <message>
        <source>Practice stopped: the match is back on the board.</source>
        <translation>Тренировка закончена: на доске снова матч.</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Positions</source>
        <translation>Позиции</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Стадия:</translation>
    </message>
    <message>
        <source>How old:</source>
        <translation>Давность:</translation>
    </message>
    <message>
        <source>Include doubtful moves (?!)</source>
        <translation>Включая сомнительные ходы (?!)</translation>
    </message>
    <message>
        <source>Include the built-in problems</source>
        <translation>Включая встроенные задачи</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Закончить</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Следующая</translation>
    </message>
    <message>
        <source>Practise the positions the filters choose</source>
        <translation>Тренироваться на позициях, выбранных фильтрами</translation>
    </message>
    <message>
        <source>Stop practising: the match comes back on the board</source>
        <translation>Закончить тренировку: на доску вернётся матч</translation>
    </message>
    <message>
        <source>The next position</source>
        <translation>Следующая позиция</translation>
    </message>
    <message>
        <source>Kept matches…</source>
        <translation>Сохранённые матчи…</translation>
    </message>
    <message>
        <source>The analysed matches practice uses: see them, delete one, export them</source>
        <translation>Проанализированные матчи для тренировок: просмотр, удаление, экспорт</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Эквити</translation>
    </message>
    <message>
        <source>Lost (mpt)</source>
        <translation>Потеря (миллиочки)</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Обе игры</translation>
    </message>
    <message>
        <source>All phases</source>
        <translation>Все стадии</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message>
        <source>Any age</source>
        <translation>Любая</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Due today: %1 (new: %2)</source>
        <translation>На сегодня: %1 (новых: %2)</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Решено: %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: %1 (%n answer(s))</source>
        <translation>
            <numerusform>Точность: %1 (%n ответ)</numerusform>
            <numerusform>Точность: %1 (%n ответа)</numerusform>
            <numerusform>Точность: %1 (%n ответов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise now: every position chosen is answered for today.</source>
        <translation>Сейчас тренироваться не на чем: все выбранные позиции на сегодня пройдены.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 играют %2.</translation>
    </message>
    <message>
        <source>A problem: %1, %2 (%3).</source>
        <translation>Задача: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Your turn of %1 (%2), marked %3: %4, %5.</source>
        <translation>Ваш ход от %1 (%2), отмечен %3: %4, %5.</translation>
    </message>
    <message numerus="yes">
        <source>Scored by rollouts: %n game(s) from each turn.</source>
        <translation>
            <numerusform>Оценено роллаутами: %n партия после каждого хода.</numerusform>
            <numerusform>Оценено роллаутами: %n партии после каждого хода.</numerusform>
            <numerusform>Оценено роллаутами: %n партий после каждого хода.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n minute(s).</source>
        <translation>
            <numerusform>Эта позиция вернётся через %n минуту.</numerusform>
            <numerusform>Эта позиция вернётся через %n минуты.</numerusform>
            <numerusform>Эта позиция вернётся через %n минут.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n hour(s).</source>
        <translation>
            <numerusform>Эта позиция вернётся через %n час.</numerusform>
            <numerusform>Эта позиция вернётся через %n часа.</numerusform>
            <numerusform>Эта позиция вернётся через %n часов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position comes back in %n day(s).</source>
        <translation>
            <numerusform>Эта позиция вернётся через %n день.</numerusform>
            <numerusform>Эта позиция вернётся через %n дня.</numerusform>
            <numerusform>Эта позиция вернётся через %n дней.</numerusform>
        </translation>
    </message>
    <message>
        <source>The turn you played</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>The best turn</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Best turn: %1. Solved.</source>
        <translation>Лучший ход: %1. Решено.</translation>
    </message>
    <message>
        <source>%1 is not among the turns the analysis kept: at least %2 mpt lost. Missed.</source>
        <translation>Хода %1 нет среди ходов, сохранённых анализом: потеря не меньше %2 (в миллиочках). Ошибка.</translation>
    </message>
    <message>
        <source>%1: %2 mpt lost, close to the best. Nearly solved.</source>
        <translation>%1: потеря %2 (в миллиочках), почти лучший ход. Почти решено.</translation>
    </message>
    <message>
        <source>%1: %2 mpt lost. Missed.</source>
        <translation>%1: потеря %2 (в миллиочках). Ошибка.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лёгкая</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средняя</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудная</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>Match %1, %2, against %3</source>
        <translation>Матч %1, %2, против %3</translation>
    </message>
    <message>
        <source>%1 mpt a decision (%2), %3 decisions</source>
        <translation>%1 миллиочка на решение (%2), решений: %3</translation>
    </message>
    <message>
        <source>Luck: %1 points</source>
        <translation>Удача: %1 очка</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Все решения</translation>
    </message>
    <message>
        <source>Error rate (mpt a decision)</source>
        <translation>Ошибка на решение (миллиочки)</translation>
    </message>
    <message>
        <source>mpt a decision</source>
        <translation>миллиочков на решение</translation>
    </message>
    <message>
        <source>No analysed match of this player yet.</source>
        <translation>У этого игрока пока нет проанализированных матчей.</translation>
    </message>
    <message>
        <source>Luck (points a match)</source>
        <translation>Удача (очки за матч)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Analysed matches, the oldest first</source>
        <translation>Проанализированные матчи, от старых к новым</translation>
    </message>
    <message>
        <source>Where the most is lost a decision</source>
        <translation>Здесь больше всего потерь на решение</translation>
    </message>
    <message numerus="yes">
        <source>%n analysed match(es).</source>
        <translation>
            <numerusform>%n проанализированный матч.</numerusform>
            <numerusform>%n проанализированных матча.</numerusform>
            <numerusform>%n проанализированных матчей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last match: %1 mpt a decision (%2).</source>
        <translation>Последний матч: %1 миллиочка на решение (%2).</translation>
    </message>
    <message>
        <source>In all: %1 mpt a decision (%2).</source>
        <translation>Всего: %1 миллиочка на решение (%2).</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Compare a phase:</source>
        <translation>Сравнить стадию:</translation>
    </message>
    <message>
        <source>The dashed lines are the limits of the rating bands, from Supernatural to Awful: %1 mpt a decision. Luck: what the person&apos;s own rolls were worth, in points.</source>
        <translation>Пунктирные линии — границы уровней, от «Сверхъестественный» до «Ужасно»: %1 миллиочков на решение. Удача — сколько очков принесли собственные броски игрока.</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Обе игры</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Стадия</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Прогресс: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>Resign</name>
    <message>
        <source>A single game (1 point)</source>
        <translation>Обычная победа (1&#xa0;очко)</translation>
    </message>
    <message>
        <source>A gammon (2 points)</source>
        <translation>Марс (2&#xa0;очка)</translation>
    </message>
    <message>
        <source>A backgammon (3 points)</source>
        <translation>Бэкгаммон (3&#xa0;очка)</translation>
    </message>
    <message>
        <source>An oyn (1 point)</source>
        <translation>Ойн (1&#xa0;очко)</translation>
    </message>
    <message>
        <source>A mars (2 points)</source>
        <translation>Марс (2&#xa0;очка)</translation>
    </message>
    <message>
        <source>%1 declines a single game: “I expect to win a gammon more often than not.”</source>
        <translation>%1 не принимает обычную победу: «Скорее всего, я выиграю с марсом.»</translation>
    </message>
    <message>
        <source>%1 declines a gammon: “I expect to win a backgammon more often than not.”</source>
        <translation>%1 не принимает марс: «Скорее всего, я выиграю с бэкгаммоном.»</translation>
    </message>
    <message>
        <source>%1 declines an oyn: “I expect to win a mars more often than not.”</source>
        <translation>%1 не принимает ойн: «Скорее всего, я выиграю с марсом.»</translation>
    </message>
    <message>
        <source>%1 declines a single game: “My chance of a gammon (%2) is worth more to me than a single game.”</source>
        <translation>%1 не принимает обычную победу: «Мой шанс на марс (%2) стоит для меня больше, чем обычная победа.»</translation>
    </message>
    <message>
        <source>%1 declines a gammon: “My chance of a backgammon (%2) is worth more to me than a gammon.”</source>
        <translation>%1 не принимает марс: «Мой шанс на бэкгаммон (%2) стоит для меня больше, чем марс.»</translation>
    </message>
    <message>
        <source>%1 declines an oyn: “My chance of a mars (%2) is worth more to me than an oyn.”</source>
        <translation>%1 не принимает ойн: «Мой шанс на марс (%2) стоит для меня больше, чем ойн.»</translation>
    </message>
    <message>
        <source>%1 declines: the game goes on.</source>
        <translation>%1 отказывается: игра продолжается.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%1 resigns: which win does %1 offer %2?</source>
        <translation>%1 сдаётся: какую победу отдать сопернику (%2)?</translation>
    </message>
    <message>
        <source>%1 is asked to accept it.</source>
        <translation>Затем %1 решит, принять ли её.</translation>
    </message>
    <message>
        <source>Resign: which win do you offer %1?</source>
        <translation>Сдаться: какую победу отдать сопернику (%1)?</translation>
    </message>
    <message>
        <source>%1 accepts an offer worth at least what playing on is worth to it at this score.</source>
        <translation>%1 примет предложение, если при этом счёте оно стоит не меньше, чем продолжение игры.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>The record of results “%1” was written by a newer version of Nardy Desktop.</source>
        <translation>Таблица результатов «%1» записана более новой версией Nardy Desktop.</translation>
    </message>
    <message>
        <source>The file “%1” is too large to be a record of results.</source>
        <translation>Файл «%1» слишком велик для таблицы результатов.</translation>
    </message>
    <message>
        <source>The record of results “%1” is damaged.</source>
        <translation>Таблица результатов «%1» повреждена.</translation>
    </message>
</context>
<context>
    <name>ResultsKeeper</name>
    <message>
        <source>The record of results could not be saved. Play goes on.</source>
        <translation>Не удалось сохранить таблицу результатов. Игра продолжается.</translation>
    </message>
    <message>
        <source>Some rows of the record of results could not be read and are left out; the others are kept.</source>
        <translation>Некоторые строки таблицы результатов не удалось прочитать, и они пропущены; остальные сохранены.</translation>
    </message>
    <message>
        <source>The record of results could not be used; a new one is started.</source>
        <translation>Таблицу результатов не удалось использовать; начата новая.</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Matches won–lost</source>
        <translation>Матчи: выиграно–проиграно</translation>
    </message>
    <message>
        <source>Games won–lost</source>
        <translation>Партии: выиграно–проиграно</translation>
    </message>
    <message>
        <source>Points won–lost</source>
        <translation>Очки: выиграно–проиграно</translation>
    </message>
    <message>
        <source>No game has been finished on this computer yet.</source>
        <translation>На этом компьютере ещё не закончено ни одной партии.</translation>
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
        <translation>Роллаут</translation>
    </message>
    <message>
        <source>Play the position out many times, %1 to roll.</source>
        <translation>Много раз доиграть позицию, бросают %1.</translation>
    </message>
    <message>
        <source>Play the position out many times, %1 to play %2-%3: each candidate with the same dice, luck-adjusted, in points for a single game.</source>
        <translation>Много раз доиграть позицию, %1 играют %2-%3: каждый ход с теми же костями, с поправкой на удачу, в очках за одну партию.</translation>
    </message>
    <message>
        <source>The &amp;leading candidates (and the turn played):</source>
        <translation>&amp;Лучшие ходы (и сыгранный ход):</translation>
    </message>
    <message>
        <source>The position &amp;before the roll</source>
        <translation>Позицию &amp;до броска</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Thorough</source>
        <translation>Тщательный</translation>
    </message>
    <message>
        <source>%1 (trials: %2)</source>
        <translation>%1 (партий: %2)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свой</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Набор:</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Партий:</translation>
    </message>
    <message>
        <source>T&amp;runcate after (plies):</source>
        <translation>&amp;Обрезать после (полуходов):</translation>
    </message>
    <message>
        <source>no: play to the end</source>
        <translation>нет: до конца партии</translation>
    </message>
    <message>
        <source>Stop each trial after this many plies and take the evaluation of the position reached (0: play every game to its end)</source>
        <translation>Остановить каждую партию после стольких полуходов и взять оценку достигнутой позиции (0: доигрывать каждую партию до конца)</translation>
    </message>
    <message>
        <source>&amp;Roll Out</source>
        <translation>&amp;Начать роллаут</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Rolling out…</source>
        <translation>Идёт роллаут…</translation>
    </message>
    <message>
        <source>The rollout was stopped.</source>
        <translation>Роллаут остановлен.</translation>
    </message>
    <message>
        <source>The rollout failed (%1).</source>
        <translation>Роллаут не удался (%1).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>The rules file could not be found.</source>
        <translation>Файл с правилами не найден.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>No match in progress</source>
        <translation>Нет текущего матча</translation>
    </message>
    <message>
        <source>Start a new match with Game &gt; New match (Ctrl+N).</source>
        <translation>Начните новый матч: Игра &gt; Новый матч (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>%1 — match to %n point(s)</source>
        <translation>
            <numerusform>%1 — матч до %n&#xa0;очка</numerusform>
            <numerusform>%1 — матч до %n&#xa0;очков</numerusform>
            <numerusform>%1 — матч до %n&#xa0;очков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>pips: %2</source>
        <translation>пипсы: %2</translation>
    </message>
    <message>
        <source>computer, %2</source>
        <translation>компьютер, %2</translation>
    </message>
    <message>
        <source>%1 · computer, %2</source>
        <translation>%1 · компьютер, %2</translation>
    </message>
    <message>
        <source>Reviewing game %1, move %2</source>
        <translation>Разбор партии %1, ход %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>Practice — %1</source>
        <translation>Тренировка — %1</translation>
    </message>
    <message>
        <source>The match waits as it stands; Stop in the practice panel brings it back.</source>
        <translation>Матч ждёт в том же положении; кнопка «Закончить» на панели тренировки вернёт его.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 выигрывает матч.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Roll-off: each player rolls one die</source>
        <translation>Розыгрыш первого хода: каждый бросает один кубик</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) думает…</translation>
    </message>
    <message>
        <source>%1 (%2) to roll</source>
        <translation>%1 (%2), бросайте кости</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>Ходит %1 (%2)</translation>
    </message>
    <message>
        <source>Last game: %1 — %2</source>
        <translation>Прошлая партия: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings could not be read; the default settings are used.</source>
        <translation>Не удалось прочитать настройки; используются настройки по умолчанию.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Side &amp;Panel</source>
        <translation>&amp;Боковая панель</translation>
    </message>
    <message>
        <source>Show or hide the score, the buttons and the moves beside the board</source>
        <translation>Показать или скрыть счёт, кнопки и ходы рядом с доской</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Без звука</translation>
    </message>
    <message>
        <source>Volume %1%</source>
        <translation>Громкость: %1%</translation>
    </message>
    <message>
        <source>No audio device: the game plays without sound</source>
        <translation>Нет звукового устройства: игра идёт без звука</translation>
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
        <translation>Nardy Desktop уже открыт.</translation>
    </message>
    <message>
        <source>Its window could not be brought to the front. Switch to it, or close it before starting the game again.</source>
        <translation>Не удалось вывести его окно на передний план. Переключитесь на него или закройте его перед повторным запуском игры.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file “%1” is empty.</source>
        <translation>Файл «%1» пуст.</translation>
    </message>
    <message>
        <source>The file “%1” is too large to be a saved match.</source>
        <translation>Файл «%1» слишком велик для сохранённого матча.</translation>
    </message>
    <message>
        <source>The file “%1” is damaged or is not a saved match.</source>
        <translation>Файл «%1» повреждён или не является сохранённым матчем.</translation>
    </message>
    <message>
        <source>The file “%1” is not a Nardy Desktop match.</source>
        <translation>Файл «%1» не является матчем Nardy Desktop.</translation>
    </message>
    <message>
        <source>The file “%1” was saved by a newer version of Nardy Desktop. Please update the program to open it.</source>
        <translation>Файл «%1» сохранён более новой версией Nardy Desktop. Обновите программу, чтобы открыть его.</translation>
    </message>
    <message>
        <source>The file “%1” uses a format this version cannot read.</source>
        <translation>Файл «%1» записан в формате, который эта версия не умеет читать.</translation>
    </message>
    <message>
        <source>The match in “%1” breaks the rules of the game, so it cannot be resumed.</source>
        <translation>Матч в файле «%1» нарушает правила игры, поэтому его нельзя продолжить.</translation>
    </message>
    <message>
        <source>The file “%1” contains a value that does not make sense.</source>
        <translation>Файл «%1» содержит бессмысленное значение.</translation>
    </message>
    <message>
        <source>The file “%1” does not exist.</source>
        <translation>Файл «%1» не существует.</translation>
    </message>
    <message>
        <source>The disk is full: “%1” could not be written.</source>
        <translation>Диск заполнен: не удалось записать «%1».</translation>
    </message>
    <message>
        <source>The file “%1” could not be read.</source>
        <translation>Не удалось прочитать файл «%1».</translation>
    </message>
    <message>
        <source>“%1” could not be written: the folder is not writable.</source>
        <translation>Не удалось записать «%1»: в эту папку нельзя записывать.</translation>
    </message>
    <message>
        <source>“%1” could not be used.</source>
        <translation>Не удалось использовать «%1».</translation>
    </message>
    <message>
        <source>It is left untouched in “%1”.</source>
        <translation>Он оставлен без изменений: «%1».</translation>
    </message>
    <message>
        <source>It has been kept as “%1”.</source>
        <translation>Он сохранён под именем «%1».</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Roll the dice first, or all dice are already played.</source>
        <extracomment>Names the program gives seats by itself, with the context each is translated in: the window&apos;s tr(&quot;Player&quot;), tr(&quot;Computer&quot;), tr(&quot;Computer 1&quot;), tr(&quot;Computer 2&quot;), and the New match dialog&apos;s tr(&quot;Player %1&quot;) for a seat left without a name.</extracomment>
        <translation>Сначала бросьте кости — или все кости уже сыграны.</translation>
    </message>
    <message>
        <source>No remaining die matches that distance.</source>
        <translation>Ни одна из оставшихся костей не подходит для такого хода.</translation>
    </message>
    <message>
        <source>You have no checker on that point.</source>
        <translation>На этом пункте нет вашей шашки.</translation>
    </message>
    <message>
        <source>Checkers only move forward along their route.</source>
        <translation>Шашки ходят только вперёд по своему пути.</translation>
    </message>
    <message>
        <source>That point is held by your opponent.</source>
        <translation>Этот пункт занят соперником.</translation>
    </message>
    <message>
        <source>Only one checker may leave the head this turn.</source>
        <translation>За этот ход с головы можно снять только одну шашку.</translation>
    </message>
    <message>
        <source>You may not build six points in a row with no opposing checker ahead of them.</source>
        <translation>Нельзя ставить шесть пунктов подряд, если впереди них нет ни одной шашки соперника.</translation>
    </message>
    <message>
        <source>Checkers on the bar must enter first.</source>
        <translation>Сначала нужно ввести шашки с бара.</translation>
    </message>
    <message>
        <source>Bearing off needs all your checkers in your home.</source>
        <translation>Выбрасывать шашки можно, только когда все они в доме.</translation>
    </message>
    <message>
        <source>A checker on a higher point must be moved first.</source>
        <translation>Сначала нужно сыграть шашкой с более высокого пункта.</translation>
    </message>
    <message>
        <source>That move would not let you play as many dice as the roll allows.</source>
        <translation>После такого хода не удастся сыграть столько костей, сколько позволяет бросок.</translation>
    </message>
    <message>
        <source>Only one die can be played: it must be the higher one.</source>
        <translation>Сыграть можно только одну кость, и это должна быть большая.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>oyn</source>
        <translation>ойн</translation>
    </message>
    <message>
        <source>mars</source>
        <translation>марс</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>обычная победа</translation>
    </message>
    <message>
        <source>gammon</source>
        <translation>марс</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>бэкгаммон</translation>
    </message>
    <message numerus="yes">
        <source>White wins an oyn (%n point(s)).</source>
        <translation>
            <numerusform>Белые выигрывают ойн (%n&#xa0;очко).</numerusform>
            <numerusform>Белые выигрывают ойн (%n&#xa0;очка).</numerusform>
            <numerusform>Белые выигрывают ойн (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a mars (%n point(s)).</source>
        <translation>
            <numerusform>Белые выигрывают с марсом (%n&#xa0;очко).</numerusform>
            <numerusform>Белые выигрывают с марсом (%n&#xa0;очка).</numerusform>
            <numerusform>Белые выигрывают с марсом (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a single game (%n point(s)).</source>
        <translation>
            <numerusform>Белые выигрывают партию (%n&#xa0;очко).</numerusform>
            <numerusform>Белые выигрывают партию (%n&#xa0;очка).</numerusform>
            <numerusform>Белые выигрывают партию (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a gammon (%n point(s)).</source>
        <translation>
            <numerusform>Белые выигрывают с марсом (%n&#xa0;очко).</numerusform>
            <numerusform>Белые выигрывают с марсом (%n&#xa0;очка).</numerusform>
            <numerusform>Белые выигрывают с марсом (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins a backgammon (%n point(s)).</source>
        <translation>
            <numerusform>Белые выигрывают с бэкгаммоном (%n&#xa0;очко).</numerusform>
            <numerusform>Белые выигрывают с бэкгаммоном (%n&#xa0;очка).</numerusform>
            <numerusform>Белые выигрывают с бэкгаммоном (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins an oyn (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные выигрывают ойн (%n&#xa0;очко).</numerusform>
            <numerusform>Чёрные выигрывают ойн (%n&#xa0;очка).</numerusform>
            <numerusform>Чёрные выигрывают ойн (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a mars (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные выигрывают с марсом (%n&#xa0;очко).</numerusform>
            <numerusform>Чёрные выигрывают с марсом (%n&#xa0;очка).</numerusform>
            <numerusform>Чёрные выигрывают с марсом (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a single game (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные выигрывают партию (%n&#xa0;очко).</numerusform>
            <numerusform>Чёрные выигрывают партию (%n&#xa0;очка).</numerusform>
            <numerusform>Чёрные выигрывают партию (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a gammon (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные выигрывают с марсом (%n&#xa0;очко).</numerusform>
            <numerusform>Чёрные выигрывают с марсом (%n&#xa0;очка).</numerusform>
            <numerusform>Чёрные выигрывают с марсом (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins a backgammon (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные выигрывают с бэкгаммоном (%n&#xa0;очко).</numerusform>
            <numerusform>Чёрные выигрывают с бэкгаммоном (%n&#xa0;очка).</numerusform>
            <numerusform>Чёрные выигрывают с бэкгаммоном (%n&#xa0;очков).</numerusform>
        </translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Чёрные сдаются.</translation>
    </message>
    <message>
        <source>White resigns.</source>
        <translation>Белые сдаются.</translation>
    </message>
    <message>
        <source>Score — %1: %2, %3: %4 (match to %5)</source>
        <translation>Счёт — %1: %2, %3: %4 (матч до %5)</translation>
    </message>
    <message>
        <source>Often picks a move that only looks good: a first opponent.</source>
        <translation>Часто выбирает ход, который лишь кажется хорошим: соперник для начала.</translation>
    </message>
    <message>
        <source>Plays at once the move its trained network rates best, without looking ahead.</source>
        <translation>Сразу делает ход, который его обученная сеть считает лучшим, не заглядывая вперёд.</translation>
    </message>
    <message>
        <source>Weighs its best moves against every roll the opponent can answer with.</source>
        <translation>Проверяет свои лучшие ходы против каждого броска, которым может ответить соперник.</translation>
    </message>
    <message>
        <source>Looks two rolls ahead where the choice is close; takes up to a few seconds a move.</source>
        <translation>Смотрит на два броска вперёд, когда выбор непрост; думает над ходом до нескольких секунд.</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>move notation: a turn with no move</comment>
        <extracomment>Whose numbering a turn is written in: (variant, mover, side), the points of a turn of `mover` written as `side` counts them (None: as the mover does).</extracomment>
        <translation>пас</translation>
    </message>
    <message numerus="yes">
        <source>%1 resigns and offers %2 %n point(s) (%3). Does %2 accept?</source>
        <translation>
            <numerusform>%1 сдаётся и отдаёт игроку %2 %n&#xa0;очко (%3). %2, вы согласны?</numerusform>
            <numerusform>%1 сдаётся и отдаёт игроку %2 %n&#xa0;очка (%3). %2, вы согласны?</numerusform>
            <numerusform>%1 сдаётся и отдаёт игроку %2 %n&#xa0;очков (%3). %2, вы согласны?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n point(s) to win the match.</source>
        <translation>
            <numerusform>До победы в матче игроку %1 нужно %n&#xa0;очко.</numerusform>
            <numerusform>До победы в матче игроку %1 нужно %n&#xa0;очка.</numerusform>
            <numerusform>До победы в матче игроку %1 нужно %n&#xa0;очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>bar</source>
        <comment>move notation: entering from the bar</comment>
        <translation>бар</translation>
    </message>
    <message>
        <source>off</source>
        <comment>move notation: bearing off</comment>
        <translation>выброс</translation>
    </message>
    <message>
        <source>Long nardy</source>
        <translation>Длинные нарды</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Короткие нарды</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Чемпион</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>Board &amp;theme</source>
        <translation>&amp;Тема доски</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>&amp;Дерево</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>&amp;High contrast (for colour-blind players too)</source>
        <translation>&amp;Высокий контраст (и для дальтоников)</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>&amp;Warn me before a mistake</source>
        <translation>&amp;Предупреждать перед ошибкой</translation>
    </message>
    <message>
        <source>Warn of mista&amp;kes and blunders</source>
        <translation>Предупреждать об &amp;ошибках и грубых ошибках</translation>
    </message>
    <message>
        <source>Warn of &amp;blunders only</source>
        <translation>Предупреждать только о &amp;грубых ошибках</translation>
    </message>
    <message>
        <source>The tutor is looking at your turn…</source>
        <translation>Наставник оценивает ваш ход…</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Наставник</translation>
    </message>
    <message>
        <source>This turn loses %1% winning chance; the best is %2.</source>
        <translation>Этот ход теряет %1% шанса на победу; лучший ход — %2.</translation>
    </message>
    <message>
        <source>This turn gives away larger wins or risks larger losses; the best is %2.</source>
        <translation>Этот ход упускает крупный выигрыш или рискует крупным проигрышем; лучший ход — %2.</translation>
    </message>
    <message>
        <source>It costs %1 points of equity: a blunder.</source>
        <translation>Он стоит %1 очка эквити: грубая ошибка.</translation>
    </message>
    <message>
        <source>It costs %1 points of equity: a mistake.</source>
        <translation>Он стоит %1 очка эквити: ошибка.</translation>
    </message>
    <message>
        <source>&amp;Play It Anyway</source>
        <translation>&amp;Всё равно сыграть</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Отменить ход</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Кто играет:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
</context>
</TS>
