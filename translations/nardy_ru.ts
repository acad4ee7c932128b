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
    <name>DiceChart</name>
    <message>
        <source>Doubles</source>
        <translation>Дубли</translation>
    </message>
</context>
<context>
    <name>DiceStatsDialog</name>
    <message>
        <source>Dice Statistics</source>
        <translation>Статистика костей</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Этот матч</translation>
    </message>
    <message>
        <source>All games on this computer</source>
        <translation>Все партии на этом компьютере</translation>
    </message>
    <message>
        <source>Bars: how often each number and doubles came up. Blue lines: what fair dice give on average. Opening rolls are not counted.</source>
        <translation>Столбцы: как часто выпадало каждое число и дубли. Синие линии: сколько в среднем дают честные кости. Первые броски партий не учитываются.</translation>
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
        <source>Very unusual for fair dice (p = %1).</source>
        <translation>Очень необычно для честных костей (p = %1).</translation>
    </message>
    <message>
        <source>A little unusual, which happens by chance (p = %1).</source>
        <translation>Немного необычно, но такое бывает случайно (p = %1).</translation>
    </message>
    <message>
        <source>What fair dice look like (p = %1).</source>
        <translation>Так и выглядят честные кости (p = %1).</translation>
    </message>
    <message>
        <source>Doubles: %1 (expected %2).</source>
        <translation>Дубли: %1 (ожидается %2).</translation>
    </message>
</context>
<context>
    <name>GameBrowserDialog</name>
    <message>
        <source>Moves of the Match</source>
        <translation>Ходы матча</translation>
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
        <source>Dice Stat&amp;istics…</source>
        <translation>С&amp;татистика костей…</translation>
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
        <source>Opening “%1”…</source>
        <translation>Открывается «%1»…</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>Открыт файл «%1».</translation>
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
        <source>Exported “%1”.</source>
        <translation>Экспортировано: «%1».</translation>
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
    <name>PositionView</name>
    <message>
        <source>Bar: %1 / %2   Borne off: %3 / %4</source>
        <translation>Бар: %1 / %2   Выброшено: %3 / %4</translation>
    </message>
    <message>
        <source>Borne off: %1 / %2</source>
        <translation>Выброшено: %1 / %2</translation>
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
        <source>computer, %3 · pips: %2</source>
        <translation>компьютер, %3 · пипсы:&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 · computer, %3 · pips: %2</source>
        <translation>%1 · компьютер, %3 · пипсы:&#xa0;%2</translation>
    </message>
    <message>
        <source>pips: %2</source>
        <translation>пипсы: %2</translation>
    </message>
    <message>
        <source>%1 · pips: %2</source>
        <translation>%1 · пипсы: %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
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
    <message numerus="yes">
        <source>Resign and give %n point(s) (%2) to %1?</source>
        <translation>
            <numerusform>Сдаться? %1 получит %n&#xa0;очко (%2).</numerusform>
            <numerusform>Сдаться? %1 получит %n&#xa0;очка (%2).</numerusform>
            <numerusform>Сдаться? %1 получит %n&#xa0;очков (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resign for %3 and give %n point(s) (%2) to %1?</source>
        <translation>
            <numerusform>Сдаться за %3? %1 получит %n&#xa0;очко (%2).</numerusform>
            <numerusform>Сдаться за %3? %1 получит %n&#xa0;очка (%2).</numerusform>
            <numerusform>Сдаться за %3? %1 получит %n&#xa0;очков (%2).</numerusform>
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
        <source>pass</source>
        <comment>move notation: a turn with no move</comment>
        <translation>пас</translation>
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
