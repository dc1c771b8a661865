<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>Piquet</name>
    <message numerus="yes">
      <source>%1 exchanges %n card(s)</source>
      <translation>
        <numerusform>%1 exchanges %n card</numerusform>
        <numerusform>%1 exchanges %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 wins the partie: %n point(s)</source>
      <translation>
        <numerusform>%1 wins the partie: %n point</numerusform>
        <numerusform>%1 wins the partie: %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n damaged row(s) skipped.</source>
      <translation>
        <numerusform>%n damaged row skipped.</numerusform>
        <numerusform>%n damaged rows skipped.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n marked decision(s): %1; %2 points lost in all.</source>
      <translation>
        <numerusform>%n marked decision: %1; %2 points lost in all.</numerusform>
        <numerusform>%n marked decisions: %1; %2 points lost in all.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n trick</numerusform>
        <numerusform>%n tricks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Abandoned: %n partie(s), their deals counted; the win rates are of finished parties.</source>
      <translation>
        <numerusform>Abandoned: %n partie, its deals counted; the win rates are of finished parties.</numerusform>
        <numerusform>Abandoned: %n parties, their deals counted; the win rates are of finished parties.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Coach: %n marked decision(s) — review</source>
      <translation>
        <numerusform>Coach: %n marked decision — review</numerusform>
        <numerusform>Coach: %n marked decisions — review</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Discard %n card(s)</source>
      <translation>
        <numerusform>Discard %n card</numerusform>
        <numerusform>Discard %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Making? (on %n card(s))</source>
      <translation>
        <numerusform>Making? (on %n card)</numerusform>
        <numerusform>Making? (on %n cards)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>With hints or undo: %n partie(s)</source>
      <translation>
        <numerusform>With hints or undo: %n partie</numerusform>
        <numerusform>With hints or undo: %n parties</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>You exchange %n card</numerusform>
        <numerusform>You exchange %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You left %n card(s) in the talon. Look at them? (Elder will see them too.)</source>
      <translation>
        <numerusform>You left %n card in the talon. Look at it? (Elder will see it too.)</numerusform>
        <numerusform>You left %n cards in the talon. Look at them? (Elder will see them too.)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You win the partie: %n point(s)</source>
      <translation>
        <numerusform>You win the partie: %n point</numerusform>
        <numerusform>You win the partie: %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>lose %n trick(s) or more</source>
      <translation>
        <numerusform>lose %n trick or more</numerusform>
        <numerusform>lose %n tricks or more</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>over %n deal(s)</source>
      <translation>
        <numerusform>over %n deal</numerusform>
        <numerusform>over %n deals</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>to lose %n trick(s) or more</source>
      <translation>
        <numerusform>to lose %n trick or more</numerusform>
        <numerusform>to lose %n tricks or more</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>to win %n trick(s) or more</source>
      <translation>
        <numerusform>to win %n trick or more</numerusform>
        <numerusform>to win %n tricks or more</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>win %n trick(s) or more</source>
      <translation>
        <numerusform>win %n trick or more</numerusform>
        <numerusform>win %n tricks or more</numerusform>
      </translation>
    </message>
  </context>
</TS>
