<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Roll the dice first, or all dice are already played.</source>
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
        <source>Black resigns: White wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Black resigns: White wins by %1 (%n point).</numerusform>
            <numerusform>Black resigns: White wins by %1 (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>White wins by %1 (%n point).</numerusform>
            <numerusform>White wins by %1 (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White resigns: Black wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>White resigns: Black wins by %1 (%n point).</numerusform>
            <numerusform>White resigns: Black wins by %1 (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Black wins by %1 (%n point).</numerusform>
            <numerusform>Black wins by %1 (%n points).</numerusform>
        </translation>
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
</TS>
