<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Roll the dice first, or all dice are already played.</source>
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
        <source>Black resigns: White wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs abandonnent. Les Blancs gagnent&#xa0;: %1 (%n point).</numerusform>
            <numerusform>Les Noirs abandonnent. Les Blancs gagnent&#xa0;: %1 (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Les Blancs gagnent&#xa0;: %1 (%n point).</numerusform>
            <numerusform>Les Blancs gagnent&#xa0;: %1 (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White resigns: Black wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Les Blancs abandonnent. Les Noirs gagnent&#xa0;: %1 (%n point).</numerusform>
            <numerusform>Les Blancs abandonnent. Les Noirs gagnent&#xa0;: %1 (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %1 (%n point(s)).</source>
        <translation>
            <numerusform>Les Noirs gagnent&#xa0;: %1 (%n point).</numerusform>
            <numerusform>Les Noirs gagnent&#xa0;: %1 (%n points).</numerusform>
        </translation>
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
</TS>
