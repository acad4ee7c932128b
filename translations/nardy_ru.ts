<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Roll the dice first, or all dice are already played.</source>
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
        <source>Black resigns: White wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные сдаются. Белые выигрывают: %1 (%n очко).</numerusform>
            <numerusform>Чёрные сдаются. Белые выигрывают: %1 (%n очка).</numerusform>
            <numerusform>Чёрные сдаются. Белые выигрывают: %1 (%n очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Белые выигрывают: %1 (%n очко).</numerusform>
            <numerusform>Белые выигрывают: %1 (%n очка).</numerusform>
            <numerusform>Белые выигрывают: %1 (%n очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White resigns: Black wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Белые сдаются. Чёрные выигрывают: %1 (%n очко).</numerusform>
            <numerusform>Белые сдаются. Чёрные выигрывают: %1 (%n очка).</numerusform>
            <numerusform>Белые сдаются. Чёрные выигрывают: %1 (%n очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Чёрные выигрывают: %1 (%n очко).</numerusform>
            <numerusform>Чёрные выигрывают: %1 (%n очка).</numerusform>
            <numerusform>Чёрные выигрывают: %1 (%n очков).</numerusform>
        </translation>
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
</TS>
