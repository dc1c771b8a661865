<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>Piquet</name>
    <message>
      <source>%1 &amp; %2</source>
      <translation>%1 y %2</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 (the computer)</source>
      <translation>%1 (el ordenador)</translation>
    </message>
    <message>
      <source>%1 (you)</source>
      <translation>%1 (tú)</translation>
    </message>
    <message>
      <source>%1 and %2</source>
      <translation>%1 y %2</translation>
    </message>
    <message>
      <source>%1 and %2 win the partie</source>
      <translation>%1 y %2 ganan la partida</translation>
    </message>
    <message>
      <source>%1 announces carte blanche</source>
      <translation>%1 anuncia carta blanca</translation>
    </message>
    <message>
      <source>%1 asks to take back the last move. Do you agree?</source>
      <translation>%1 pide deshacer la última jugada. ¿Estás de acuerdo?</translation>
    </message>
    <message>
      <source>%1 bids %2</source>
      <translation>%1 puja %2</translation>
    </message>
    <message>
      <source>%1 broke even in this deal</source>
      <translation>%1 queda igualado en esta mano</translation>
    </message>
    <message>
      <source>%1 cannot be opened: %2.</source>
      <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
      <source>%1 claimed the remaining tricks: they are played out.</source>
      <translation>%1 ha reclamado las bazas restantes: se juegan.</translation>
    </message>
    <message>
      <source>%1 claims the remaining tricks. %2, do you agree?</source>
      <translation>%1 reclama las bazas restantes. %2, ¿estás de acuerdo?</translation>
    </message>
    <message>
      <source>%1 claims the remaining tricks. Do you agree?</source>
      <translation>%1 reclama las bazas restantes. ¿Estás de acuerdo?</translation>
    </message>
    <message>
      <source>%1 cuts the higher card and chooses who deals first. Dealing first is the advantage: the first dealer is elder in the last deal.</source>
      <translation>%1 corta la carta más alta y elige quién da primero. Dar primero es una ventaja: quien da primero es el mayor en la última mano.</translation>
    </message>
    <message>
      <source>%1 cuts the higher card and deals first.</source>
      <translation>%1 corta la carta más alta y da primero.</translation>
    </message>
    <message>
      <source>%1 cuts the lowest card and deals first.</source>
      <translation>%1 corta la carta más baja y da primero.</translation>
    </message>
    <message>
      <source>%1 deals first</source>
      <translation>%1 da primero</translation>
    </message>
    <message>
      <source>%1 doubles</source>
      <translation>%1 dobla</translation>
    </message>
    <message numerus="yes">
      <source>%1 exchanges %n card(s)</source>
      <translation>
        <numerusform>%1 cambia %n carta</numerusform>
        <numerusform>%1 cambia %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <source>%1 failed %2</source>
      <translation>%1 no cumplió %2</translation>
    </message>
    <message>
      <source>%1 has announced carte blanche.</source>
      <translation>%1 ha anunciado carta blanca.</translation>
    </message>
    <message>
      <source>%1 has joined</source>
      <translation>%1 se ha unido</translation>
    </message>
    <message>
      <source>%1 in hand and play before %2 counted anything</source>
      <translation>%1 en mano y en juego antes de que %2 contara nada</translation>
    </message>
    <message>
      <source>%1 in hand and play before the others counted anything</source>
      <translation>%1 en mano y juego antes de que los demás contaran nada</translation>
    </message>
    <message>
      <source>%1 in hand and play before you counted anything</source>
      <translation>%1 en mano y en juego antes de que contaras nada</translation>
    </message>
    <message>
      <source>%1 in hand before %2 counted anything</source>
      <translation>%1 en mano antes de que %2 contara nada</translation>
    </message>
    <message>
      <source>%1 in hand before the others counted anything</source>
      <translation>%1 en mano antes de que los demás contaran nada</translation>
    </message>
    <message>
      <source>%1 in hand before you counted anything</source>
      <translation>%1 en mano antes de que contaras nada</translation>
    </message>
    <message>
      <source>%1 is a partie of %2: this table plays Rubicon piquet so far.</source>
      <translation type="vanished">%1 es una partida de %2: esta mesa solo juega todavía el piquet Rubicón.</translation>
    </message>
    <message>
      <source>%1 is a partie of %2: this table plays two-handed games so far.</source>
      <translation type="vanished">%1 es una partida de %2: esta mesa solo juega todavía partidas de dos.</translation>
    </message>
    <message>
      <source>%1 is away</source>
      <translation>%1 no está</translation>
    </message>
    <message>
      <source>%1 is bidding…</source>
      <translation>%1 está pujando…</translation>
    </message>
    <message>
      <source>%1 is not a file, and it could not be set aside (%2).</source>
      <translation>%1 no es un archivo, y no se pudo apartar (%2).</translation>
    </message>
    <message>
      <source>%1 is rubiconed: %2 + %3 + %4 = %5</source>
      <translation>%1 no llega al rubicón: %2 + %3 + %4 = %5</translation>
    </message>
    <message>
      <source>%1 is rubiconed: %2 + %3 + 100 = %4</source>
      <translation>%1 no llega al rubicón: %2 + %3 + 100 = %4</translation>
    </message>
    <message>
      <source>%1 is speaking…</source>
      <translation>%1 está hablando…</translation>
    </message>
    <message>
      <source>%1 is thinking…</source>
      <translation>%1 está pensando…</translation>
    </message>
    <message>
      <source>%1 lost %2 points in this deal</source>
      <translation>%1 pierde %2 puntos en esta mano</translation>
    </message>
    <message>
      <source>%1 made %2</source>
      <translation>%1 cumplió %2</translation>
    </message>
    <message>
      <source>%1 minus</source>
      <translation>%1 menos</translation>
    </message>
    <message>
      <source>%1 of clubs</source>
      <translation>%1 de tréboles</translation>
    </message>
    <message>
      <source>%1 of diamonds</source>
      <translation>%1 de diamantes</translation>
    </message>
    <message>
      <source>%1 of hearts</source>
      <translation>%1 de corazones</translation>
    </message>
    <message>
      <source>%1 of spades</source>
      <translation>%1 de picas</translation>
    </message>
    <message>
      <source>%1 passes</source>
      <translation>%1 pasa</translation>
    </message>
    <message>
      <source>%1 pays %2 and %3 one stake each</source>
      <translation>%1 paga una apuesta a %2 y a %3</translation>
    </message>
    <message>
      <source>%1 plays %2</source>
      <translation>%1 juega %2</translation>
    </message>
    <message>
      <source>%1 plus</source>
      <translation>%1 más</translation>
    </message>
    <message>
      <source>%1 points</source>
      <translation>%1 puntos</translation>
    </message>
    <message>
      <source>%1 points, best of three</source>
      <translation>%1 puntos, ligada (al mejor de tres)</translation>
    </message>
    <message>
      <source>%1 points, one game</source>
      <translation>%1 puntos, seca (una sola partida)</translation>
    </message>
    <message>
      <source>%1 puts out %2 and takes %3</source>
      <translation>%1 descarta %2 y toma %3</translation>
    </message>
    <message>
      <source>%1 reach %2 and win the game</source>
      <translation>%1 llegan a %2 y ganan el juego</translation>
    </message>
    <message>
      <source>%1 reaches %2 and is out</source>
      <translation>%1 llega a %2 y sale</translation>
    </message>
    <message>
      <source>%1 reaches %2 and wins the game</source>
      <translation>%1 llega a %2 y gana el juego</translation>
    </message>
    <message>
      <source>%1 redoubles</source>
      <translation>%1 redobla</translation>
    </message>
    <message>
      <source>%1 refused the claim: play goes on.</source>
      <translation>%1 ha rechazado la reclamación: el juego sigue.</translation>
    </message>
    <message>
      <source>%1 scores %2 for %3%4</source>
      <translation>%1 anota %2 por %3%4</translation>
    </message>
    <message>
      <source>%1 shows carte blanche: %2</source>
      <translation>%1 muestra carta blanca: %2</translation>
    </message>
    <message>
      <source>%1 to bid.</source>
      <translation>Puja %1.</translation>
    </message>
    <message>
      <source>%1 to call.</source>
      <translation>Declara %1.</translation>
    </message>
    <message>
      <source>%1 to exchange.</source>
      <translation>Descarta %1.</translation>
    </message>
    <message>
      <source>%1 to lead.</source>
      <translation>Sale %1.</translation>
    </message>
    <message>
      <source>%1 to play.</source>
      <translation>Turno de %1.</translation>
    </message>
    <message>
      <source>%1 to the %2</source>
      <translation>%1 hasta %2</translation>
    </message>
    <message>
      <source>%1 was not a file: it was kept as %2, and the partie in progress is saved in its place again.</source>
      <translation>%1 no era un archivo: se ha guardado como %2, y la partida en curso vuelve a guardarse en su lugar.</translation>
    </message>
    <message>
      <source>%1 was not a file: it was kept as %2, and the statistics begin afresh.</source>
      <translation>%1 no era un archivo: se ha guardado como %2, y las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
      <source>%1 was not a file: it was kept as %2, and your preferences are kept in its place again.</source>
      <translation>%1 no era un archivo: se ha guardado como %2, y sus preferencias vuelven a guardarse en su lugar.</translation>
    </message>
    <message>
      <source>%1 went out first, then %2: %3 pays each of them a stake</source>
      <translation>%1 salió primero, luego %2: %3 paga una apuesta a cada uno</translation>
    </message>
    <message>
      <source>%1 went out first, then %2: you pay each of them a stake</source>
      <translation>%1 salió primero, luego %2: pagas una apuesta a cada uno</translation>
    </message>
    <message>
      <source>%1 win the partie</source>
      <translation>%1 ganan la partida</translation>
    </message>
    <message>
      <source>%1 win the partie: %2 points</source>
      <translation>%1 ganan la partida: %2 puntos</translation>
    </message>
    <message>
      <source>%1 win the partie: 1 point</source>
      <translation>%1 ganan la partida: 1 punto</translation>
    </message>
    <message>
      <source>%1 win: %2 = %3</source>
      <translation>%1 ganan: %2 = %3</translation>
    </message>
    <message>
      <source>%1 wins the partie</source>
      <translation>%1 gana la partida</translation>
    </message>
    <message numerus="yes">
      <source>%1 wins the partie: %n point(s)</source>
      <translation>
        <numerusform>%1 gana la partida: %n punto</numerusform>
        <numerusform>%1 gana la partida: %n puntos</numerusform>
      </translation>
    </message>
    <message>
      <source>%1 wins: %2 + (%2 − %3) = %4</source>
      <translation>%1 gana: %2 + (%2 − %3) = %4</translation>
    </message>
    <message>
      <source>%1 wins: %2 = %3</source>
      <translation>%1 gana: %2 = %3</translation>
    </message>
    <message>
      <source>%1 wins: %2 − %3 + %4 = %5</source>
      <translation>%1 gana: %2 − %3 + %4 = %5</translation>
    </message>
    <message>
      <source>%1 wins: %2 − %3 + 100 = %4</source>
      <translation>%1 gana: %2 − %3 + 100 = %4</translation>
    </message>
    <message>
      <source>%1 won %2 points in this deal</source>
      <translation>%1 gana %2 puntos en esta mano</translation>
    </message>
    <message>
      <source>%1 · %2, %3</source>
      <translation>%1 · %2, %3</translation>
    </message>
    <message>
      <source>%1 · %2, %3: one choice is clearly the best.</source>
      <translation>%1 · %2, %3: una elección es claramente la mejor.</translation>
    </message>
    <message>
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <source>%1 — %2, free seats: %3 (code %4)</source>
      <translation>%1 — %2, puestos libres: %3 (código %4)</translation>
    </message>
    <message>
      <source>%1 — his call must be better than yours; asking would only show your cards</source>
      <translation>%1 — su declaración es por fuerza mejor que la tuya; preguntar solo mostraría tus cartas</translation>
    </message>
    <message>
      <source>%1 — nothing to reckon.</source>
      <translation>%1 — nada que contar.</translation>
    </message>
    <message>
      <source>%1 — reckoned after the lead: %2.</source>
      <translation>%1 — cuenta tras la salida: %2.</translation>
    </message>
    <message>
      <source>%1 — what you hold cannot be good here; calling it would only show your cards</source>
      <translation>%1 — lo que tienes no puede ser bueno aquí; declararlo solo mostraría tus cartas</translation>
    </message>
    <message>
      <source>%1's claim was agreed: the remaining tricks are played out.</source>
      <translation>La reclamación de %1 fue aceptada: se juegan las bazas restantes.</translation>
    </message>
    <message>
      <source>%1's claim was refused: play goes on.</source>
      <translation>La reclamación de %1 fue rechazada: el juego sigue.</translation>
    </message>
    <message>
      <source>%1's discard</source>
      <translation>Descarte de %1</translation>
    </message>
    <message>
      <source>%1's judged decisions %2</source>
      <translation>las decisiones juzgadas de %1 %2</translation>
    </message>
    <message>
      <source>%1's side broke even in this deal</source>
      <translation>El bando de %1 ni gana ni pierde en esta mano</translation>
    </message>
    <message>
      <source>%1's side lost %2 points in this deal</source>
      <translation>El bando de %1 pierde %2 puntos en esta mano</translation>
    </message>
    <message>
      <source>%1's side won %2 points in this deal</source>
      <translation>El bando de %1 gana %2 puntos en esta mano</translation>
    </message>
    <message>
      <source>%1's take-back was agreed and made.</source>
      <translation>%1 ha deshecho su jugada, con el acuerdo de todos.</translation>
    </message>
    <message>
      <source>%1's take-back was refused.</source>
      <translation>Se ha rechazado deshacer la jugada de %1.</translation>
    </message>
    <message>
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message>
      <source>%1, %2 asks to take back the last move. Do you agree?</source>
      <translation>%1, %2 pide deshacer la última jugada. ¿Estás de acuerdo?</translation>
    </message>
    <message>
      <source>%1. You chose “%2” here: it cost about %3 points. Find a better choice.</source>
      <translation>%1. Aquí elegiste «%2»: costó unos %3 puntos. Encuentra una elección mejor.</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>%1: %2 in deal %3, %4 in all</source>
      <translation>%1: %2 en la mano %3, %4 en total</translation>
    </message>
    <message>
      <source>%1: %2 to %3</source>
      <translation>%1: %2 para %3</translation>
    </message>
    <message>
      <source>%1: %2 to you</source>
      <translation>%1: %2 para ti</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message>
      <source>%1: not judged (%2).</source>
      <translation>%1: sin juzgar (%2).</translation>
    </message>
    <message>
      <source>%1: nothing over</source>
      <translation>%1: ninguna baza de más</translation>
    </message>
    <message>
      <source>%1: one choice here is clearly better than every other. Find it.</source>
      <translation>%1: aquí una elección es claramente mejor que todas las demás. Encuéntrala.</translation>
    </message>
    <message numerus="yes">
      <source>%n damaged row(s) skipped.</source>
      <translation>
        <numerusform>Se ha omitido %n fila dañada.</numerusform>
        <numerusform>Se han omitido %n filas dañadas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n marked decision(s): %1; %2 points lost in all.</source>
      <translation>
        <numerusform>%n decisión marcada: %1; %2 puntos perdidos en total.</numerusform>
        <numerusform>%n decisiones marcadas: %1; %2 puntos perdidos en total.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n baza</numerusform>
        <numerusform>%n bazas</numerusform>
      </translation>
    </message>
    <message>
      <source>%v of %m</source>
      <translation>%v de %m</translation>
    </message>
    <message>
      <source>&amp;About Piquet</source>
      <translation>&amp;Acerca de Piquet</translation>
    </message>
    <message>
      <source>&amp;Address or code:</source>
      <translation>&amp;Dirección o código:</translation>
    </message>
    <message>
      <source>&amp;Animation speed</source>
      <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
      <source>&amp;Coach</source>
      <translation>&amp;Juicio del entrenador</translation>
    </message>
    <message>
      <source>&amp;Discard of the bottom player</source>
      <translation>&amp;Descarte del jugador de abajo</translation>
    </message>
    <message>
      <source>&amp;Export finished partie…</source>
      <translation>&amp;Exportar partida terminada…</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Juego</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Pista</translation>
    </message>
    <message>
      <source>&amp;Join a table…</source>
      <translation>Unirse a una &amp;mesa…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Idioma</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation type="vanished">Última &amp;baza</translation>
    </message>
    <message>
      <source>&amp;Mute sounds</source>
      <translation>Si&amp;lenciar los sonidos</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
      <source>&amp;Open partie…</source>
      <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
      <source>&amp;Password:</source>
      <translation>&amp;Contraseña:</translation>
    </message>
    <message>
      <source>&amp;Problems</source>
      <translation type="vanished">Prob&amp;lemas</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>&amp;Review this partie</source>
      <translation>&amp;Revisar esta partida</translation>
    </message>
    <message>
      <source>&amp;Rules of Piquet</source>
      <translation>&amp;Reglas del piquet</translation>
    </message>
    <message>
      <source>&amp;Save partie as…</source>
      <translation>&amp;Guardar partida como…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>(double game)</source>
      <translation>(juego doble)</translation>
    </message>
    <message>
      <source>100 points</source>
      <translation>100 puntos</translation>
    </message>
    <message>
      <source>101 points</source>
      <translation>101 puntos</translation>
    </message>
    <message>
      <source>20 points</source>
      <translation>20 puntos</translation>
    </message>
    <message>
      <source>40 points</source>
      <translation>40 puntos</translation>
    </message>
    <message>
      <source>&lt;b&gt;Deal %1&lt;/b&gt;: %2&lt;br&gt;Totals: %3 %4, %5 %6</source>
      <translation type="vanished">&lt;b&gt;Mano %1&lt;/b&gt;: %2&lt;br&gt;Totales: %3 %4, %5 %6</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Piquet %1&lt;/h3&gt;&lt;p&gt;The classic card game for two, with the club rules of Rubicon piquet.&lt;/p&gt;&lt;p&gt;Card art: David Bellot's SVG deck (svg-cards 4.0.2), under the GNU LGPL 2.1.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Piquet %1&lt;/h3&gt;&lt;p&gt;El clásico juego de cartas para dos, con las reglas de club del piquet Rubicón.&lt;/p&gt;&lt;p&gt;Ilustraciones de las cartas: la baraja SVG de David Bellot (svg-cards 4.0.2), bajo la licencia GNU LGPL 2.1.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;The French-pattern deck (R, D, V): svg-cards 2.0.1 by David Bellot, changed by Tony 52 and Vincent Bermel for GNOME's card games, under the GNU LGPL 2 or later.&lt;/p&gt;</source>
      <translation>&lt;p&gt;La baraja de patrón francés (R, D, V): svg-cards 2.0.1 de David Bellot, modificada por Tony 52 y Vincent Bermel para los juegos de cartas de GNOME, bajo la licencia GNU LGPL 2 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>A 9, 8 or 7 scores when it leads or wins a trick</source>
      <translation>Un 9, 8 o 7 anota cuando sale o gana una baza</translation>
    </message>
    <message>
      <source>A K Q J</source>
      <translation type="vanished">A R D J</translation>
    </message>
    <message>
      <source>A call equal to the best so far</source>
      <translation>Una declaración igual a la mejor hasta entonces</translation>
    </message>
    <message>
      <source>A call or a reply with only one true answer (“Making 48”, “Good”) is always said for you; every call stays on the table until the first trick is played.</source>
      <translation>Un canto o una respuesta con una sola respuesta verdadera («Haciendo 48», «Bueno») se dice siempre por ti; todos los cantos quedan en la mesa hasta que se juega la primera baza.</translation>
    </message>
    <message>
      <source>A contract made scores 10 for each trick</source>
      <translation>Un contrato cumplido vale 10 por cada baza</translation>
    </message>
    <message>
      <source>A game is won at</source>
      <translation>Un juego se gana a</translation>
    </message>
    <message>
      <source>A made contract scores 10 a trick beyond</source>
      <translation type="vanished">Un contrato cumplido anota 10 por baza más allá de</translation>
    </message>
    <message>
      <source>A partie is in progress. Abandon it for a new game of %1?</source>
      <translation>Hay una partida en curso. ¿Abandonarla por una nueva partida de %1?</translation>
    </message>
    <message>
      <source>A partie with players who join from other computers</source>
      <translation>Una partida con jugadores que se unen desde otros ordenadores</translation>
    </message>
    <message>
      <source>A person</source>
      <translation>Una persona</translation>
    </message>
    <message>
      <source>A person at another computer, who joins this table over the network</source>
      <translation>Una persona en otro ordenador, que se une a esta mesa por la red</translation>
    </message>
    <message>
      <source>A player has reached the target and is out. The other two play on at two-handed piquet, with its exchange and its calls, until one of them reaches it; the last pays each of the others.</source>
      <translation>Un jugador ha llegado a la meta y sale. Los otros dos siguen al piquet de dos, con su descarte y sus declaraciones, hasta que uno la alcance; el último paga a cada uno de los otros.</translation>
    </message>
    <message>
      <source>A player is out, a winner, at</source>
      <translation>Un jugador sale, ganador, a</translation>
    </message>
    <message>
      <source>A player who joins</source>
      <translation>Un jugador que se une</translation>
    </message>
    <message>
      <source>A point whose pips end in 4 (24, 34, 44 …) scores one less</source>
      <translation>Un punto cuyo total acaba en 4 (24, 34, 44 …) anota uno menos</translation>
    </message>
    <message>
      <source>A row per deal, a column per player: what each deal made and the totals</source>
      <translation>Una fila por mano, una columna por jugador: lo que hizo cada mano y los totales</translation>
    </message>
    <message>
      <source>Abandon the partie in progress?</source>
      <translation>¿Abandonar la partida en curso?</translation>
    </message>
    <message numerus="yes">
      <source>Abandoned: %n partie(s), their deals counted; the win rates are of finished parties.</source>
      <translation>
        <numerusform>Abandonada: %n partida, con sus manos contadas; los porcentajes de victorias solo cuentan las partidas terminadas.</numerusform>
        <numerusform>Abandonadas: %n partidas, con sus manos contadas; los porcentajes de victorias solo cuentan las partidas terminadas.</numerusform>
      </translation>
    </message>
    <message>
      <source>About Piquet</source>
      <translation>Acerca de Piquet</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>As</translation>
    </message>
    <message>
      <source>After a pause</source>
      <translation>Tras una pausa</translation>
    </message>
    <message>
      <source>After each deal</source>
      <translation>Después de cada mano</translation>
    </message>
    <message>
      <source>After the auction (elder 0 to 5, younger what remains)</source>
      <translation>Tras la subasta (el mayor de 0 a 5, el menor lo que queda)</translation>
    </message>
    <message>
      <source>Against the computer</source>
      <translation type="vanished">Contra el ordenador</translation>
    </message>
    <message>
      <source>Aids</source>
      <translation>Ayudas</translation>
    </message>
    <message>
      <source>All</source>
      <translation>Todo</translation>
    </message>
    <message>
      <source>All ten tricks (capot) score</source>
      <translation>Las diez bazas (capot) anotan</translation>
    </message>
    <message>
      <source>Allow undo against the computer</source>
      <translation>Permitir deshacer contra el ordenador</translation>
    </message>
    <message>
      <source>Also reads your calls, answers and discards, and works out the last tricks exactly.</source>
      <translation>Además lee tus declaraciones, respuestas y descartes, y calcula exactamente las últimas bazas.</translation>
    </message>
    <message>
      <source>Animation &amp;speed</source>
      <translation type="vanished">&amp;Velocidad de animación</translation>
    </message>
    <message>
      <source>Animation speed</source>
      <translation>Velocidad de animación</translation>
    </message>
    <message>
      <source>Announce carte blanche</source>
      <translation>Anunciar carta blanca</translation>
    </message>
    <message>
      <source>Another of your mistakes (this one comes back later unless answered well)</source>
      <translation>Otro de tus errores (este volverá más tarde salvo que lo hayas resuelto bien)</translation>
    </message>
    <message>
      <source>Another person at this computer</source>
      <translation>Otra persona en este ordenador</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Responder</translation>
    </message>
    <message>
      <source>As the cards came (the cards taken in at the right)</source>
      <translation>Según llegaron (las cartas tomadas a la derecha)</translation>
    </message>
    <message>
      <source>As the system</source>
      <translation>Como el sistema</translation>
    </message>
    <message>
      <source>At a table you host, at least one person plays at this computer; the others join from theirs.</source>
      <translation>En una mesa que creas, al menos una persona juega en este ordenador; las demás se unen desde el suyo.</translation>
    </message>
    <message>
      <source>At a table you host, one person plays at this computer; the others join from theirs.</source>
      <translation type="vanished">En una mesa que creas tú, una sola persona juega en este ordenador; las demás se unen desde el suyo.</translation>
    </message>
    <message>
      <source>At once</source>
      <translation>Inmediato</translation>
    </message>
    <message>
      <source>At the same number of tricks, a minus bid beats a plus bid</source>
      <translation>Con el mismo número de bazas, una puja menos gana a una puja más</translation>
    </message>
    <message>
      <source>At the table you host, the computer plays the seats of the players who are away until they come back</source>
      <translation>En la mesa que has creado, el ordenador juega los puestos de los jugadores ausentes hasta que vuelvan</translation>
    </message>
    <message>
      <source>Auction</source>
      <translation>Subasta</translation>
    </message>
    <message>
      <source>Auction panel</source>
      <translation>Panel de la subasta</translation>
    </message>
    <message>
      <source>Auction piquet</source>
      <translation>Piquet con subasta</translation>
    </message>
    <message>
      <source>Back to the table as it was</source>
      <translation>Volver a la mesa tal como estaba</translation>
    </message>
    <message>
      <source>Before the exchange, elder and then younger bid: “seven plus” promises to win seven tricks or more, “eight minus” to lose eight or more. Each bid must name more tricks than the last. You may double your opponent's bid, and he may redouble it. The first pass after a bid ends the auction: the last bid is the contract. Two passes and the deal is dealt again.</source>
      <translation>Antes del descarte, el mayor y luego el menor pujan: «siete más» promete ganar siete bazas o más, «ocho menos» perder ocho o más. Cada puja debe nombrar más bazas que la anterior. Puedes doblar la puja del rival, y él puede redoblarla. El primer «paso» tras una puja cierra la subasta: la última puja es el contrato. Dos pasos y la mano se reparte de nuevo.</translation>
    </message>
    <message>
      <source>Beginner</source>
      <translation>Principiante</translation>
    </message>
    <message>
      <source>Best parties</source>
      <translation>Mejores partidas</translation>
    </message>
    <message>
      <source>Beyond six (8+ making 10 tricks: 40)</source>
      <translation>Más allá de seis (8+ con 10 bazas: 40)</translation>
    </message>
    <message>
      <source>Beyond the number bid (8+ making 10 tricks: 20)</source>
      <translation>Más allá del número pujado (8+ con 10 bazas: 20)</translation>
    </message>
    <message>
      <source>Bid it</source>
      <translation>Pujar</translation>
    </message>
    <message>
      <source>Bid to win (plus) or to lose (minus) at least the tricks named, 7 to 12; elder speaks first.</source>
      <translation>Puja para ganar (más) o perder (menos) al menos las bazas nombradas, de 7 a 12; el mayor habla primero.</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Azul</translation>
    </message>
    <message>
      <source>Both passed: the same dealer deals again.</source>
      <translation>Ambos pasaron: el mismo repartidor reparte de nuevo.</translation>
    </message>
    <message>
      <source>Brisk</source>
      <translation>Ágil</translation>
    </message>
    <message>
      <source>Burgundy</source>
      <translation>Burdeos</translation>
    </message>
    <message>
      <source>By suit and rank (spades, hearts, diamonds, clubs)</source>
      <translation>Por palo y rango (picas, corazones, diamantes, tréboles)</translation>
    </message>
    <message>
      <source>By suit, colours alternating</source>
      <translation>Por palo, alternando rojos y negros</translation>
    </message>
    <message>
      <source>By three, two and three</source>
      <translation>De tres, dos y tres</translation>
    </message>
    <message>
      <source>By threes</source>
      <translation>De tres en tres</translation>
    </message>
    <message>
      <source>By twos</source>
      <translation>De dos en dos</translation>
    </message>
    <message>
      <source>Calling in turn</source>
      <translation>Declarar por turno</translation>
    </message>
    <message>
      <source>Calling panel</source>
      <translation>Panel de declaraciones</translation>
    </message>
    <message>
      <source>Calls</source>
      <translation>Declaraciones</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Capot</source>
      <translation>Capot</translation>
    </message>
    <message>
      <source>Card backs</source>
      <translation>Reverso de las cartas</translation>
    </message>
    <message>
      <source>Card size</source>
      <translation>Tamaño de las cartas</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Mesa de juego</translation>
    </message>
    <message>
      <source>Cards younger leaves in the talon</source>
      <translation>Cartas que el menor deja en el talón</translation>
    </message>
    <message>
      <source>Carte blanche</source>
      <translation>Carta blanca</translation>
    </message>
    <message>
      <source>Carte rouge</source>
      <translation>Carta roja</translation>
    </message>
    <message>
      <source>Carte rouge: all twelve cards in good calls scores 20</source>
      <translation>Carta roja: las doce cartas en declaraciones buenas anotan 20</translation>
    </message>
    <message>
      <source>Casual</source>
      <translation>Aficionado</translation>
    </message>
    <message>
      <source>Cavendish / Hoyle</source>
      <translation>Cavendish / Hoyle</translation>
    </message>
    <message>
      <source>Cavendish's laws of piquet au cent, Hoyle, Parlett</source>
      <translation>Las leyes del piquet a cien de Cavendish, Hoyle, Parlett</translation>
    </message>
    <message>
      <source>Cavendish, by agreement</source>
      <translation>Cavendish, por acuerdo</translation>
    </message>
    <message>
      <source>Chart of the odds</source>
      <translation>Gráfico de las probabilidades</translation>
    </message>
    <message>
      <source>Choose the players, the partie and the rules, and start</source>
      <translation>Elegir los jugadores, la partida y las reglas, y empezar</translation>
    </message>
    <message>
      <source>Claim is offered (key C) only when your cards win every remaining trick whatever the others hold and play; the tricks are then played out quickly, and scored as played.</source>
      <translation>«Reclamar» solo se ofrece (tecla C) cuando tus cartas ganan todas las bazas restantes tengan lo que tengan y jueguen lo que jueguen los demás; las bazas se juegan entonces deprisa y se anotan tal como se juegan.</translation>
    </message>
    <message>
      <source>Claim the remaining tricks (key C)</source>
      <translation>Reclamar las bazas restantes (tecla C)</translation>
    </message>
    <message>
      <source>Claim the rest</source>
      <translation>Reclamar el resto</translation>
    </message>
    <message>
      <source>Click %1 again to lead it.</source>
      <translation>Vuelve a hacer clic en %1 para salir con ella.</translation>
    </message>
    <message>
      <source>Click the table to gather the trick</source>
      <translation>Haz clic en el tapete para recoger la baza</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>Close review</source>
      <translation>Cerrar la revisión</translation>
    </message>
    <message>
      <source>Close the game (the partie in progress is kept for next time)</source>
      <translation>Cerrar el juego (la partida en curso se guarda para la próxima vez)</translation>
    </message>
    <message>
      <source>Close the table</source>
      <translation>Cerrar la mesa</translation>
    </message>
    <message>
      <source>Closest</source>
      <translation>Más cercano</translation>
    </message>
    <message>
      <source>Club</source>
      <translation>Club</translation>
    </message>
    <message>
      <source>Coach</source>
      <translation>Entrenador</translation>
    </message>
    <message numerus="yes">
      <source>Coach: %n marked decision(s) — review</source>
      <translation>
        <numerusform>Entrenador: %n decisión marcada — revisar</numerusform>
        <numerusform>Entrenador: %n decisiones marcadas — revisar</numerusform>
      </translation>
    </message>
    <message>
      <source>Coach: judging…</source>
      <translation>Entrenador: juzgando…</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordenador</translation>
    </message>
    <message>
      <source>Computer &amp;pace</source>
      <translation>Ritmo del &amp;ordenador</translation>
    </message>
    <message>
      <source>Computer's pace</source>
      <translation>Ritmo del ordenador</translation>
    </message>
    <message>
      <source>Computer's strength</source>
      <translation type="vanished">Nivel del ordenador</translation>
    </message>
    <message>
      <source>Computer's strength for new games</source>
      <translation>Nivel del ordenador en las partidas nuevas</translation>
    </message>
    <message>
      <source>Connecting…</source>
      <translation>Conectando…</translation>
    </message>
    <message>
      <source>Contract</source>
      <translation>Contrato</translation>
    </message>
    <message>
      <source>Contract (%1, %2)</source>
      <translation>Contrato (%1, %2)</translation>
    </message>
    <message>
      <source>Contract: %1, %2 — %3</source>
      <translation>Contrato: %1, %2 — %3</translation>
    </message>
    <message>
      <source>Cut again for each game</source>
      <translation>Se vuelve a cortar en cada juego</translation>
    </message>
    <message>
      <source>Cut for deal</source>
      <translation>Corte para dar</translation>
    </message>
    <message>
      <source>Cut for deal (the higher card chooses)</source>
      <translation>Cortar para dar (la carta más alta elige)</translation>
    </message>
    <message>
      <source>Cut for deal (the lowest card deals)</source>
      <translation>Cortar para dar (la carta más baja da)</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Mano</translation>
    </message>
    <message>
      <source>Deal %1</source>
      <translation>Mano %1</translation>
    </message>
    <message>
      <source>Deal %1 NOT checked: its cards are not the ones the shuffle promised (%2).</source>
      <translation>Mano %1 NO comprobada: sus cartas no son las que prometía el barajado (%2).</translation>
    </message>
    <message>
      <source>Deal %1 checked: its cards are the ones the shuffle promised.</source>
      <translation>Mano %1 comprobada: sus cartas son las que prometía el barajado.</translation>
    </message>
    <message>
      <source>Deal %1 could not be checked: you came back to it after it was dealt.</source>
      <translation>La mano %1 no se pudo comprobar: volviste a ella después del reparto.</translation>
    </message>
    <message>
      <source>Deal %1 ends here: %2. %3.</source>
      <translation>La mano %1 termina aquí: %2. %3.</translation>
    </message>
    <message>
      <source>Deal %1 is over: %2.</source>
      <translation>Fin de la mano %1: %2.</translation>
    </message>
    <message>
      <source>Deal %1, trick %2</source>
      <translation>Mano %1, baza %2</translation>
    </message>
    <message>
      <source>Deal %1: %2 %3, %4 %5.</source>
      <translation type="vanished">Mano %1: %2 %3, %4 %5.</translation>
    </message>
    <message>
      <source>Deal %1: %2.</source>
      <translation>Mano %1: %2.</translation>
    </message>
    <message>
      <source>Deal the cards</source>
      <translation>Repartir las cartas</translation>
    </message>
    <message>
      <source>Deal the next hand</source>
      <translation>Repartir la mano siguiente</translation>
    </message>
    <message>
      <source>Deal total</source>
      <translation type="vanished">Total de la mano</translation>
    </message>
    <message>
      <source>Deal »</source>
      <translation>Mano »</translation>
    </message>
    <message>
      <source>Declarations</source>
      <translation>Declaraciones</translation>
    </message>
    <message>
      <source>Declare for me</source>
      <translation>Cantar por mí</translation>
    </message>
    <message>
      <source>Details</source>
      <translation>Detalles</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Descartar</translation>
    </message>
    <message numerus="yes">
      <source>Discard %n card(s)</source>
      <translation>
        <numerusform>Descartar %n carta</numerusform>
        <numerusform>Descartar %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <source>Do all %1 players agree to take back the last move?</source>
      <translation>¿Están de acuerdo los %1 jugadores en deshacer la última jugada?</translation>
    </message>
    <message>
      <source>Do both players agree to take back the last move?</source>
      <translation>¿Están de acuerdo los dos jugadores en deshacer la última jugada?</translation>
    </message>
    <message>
      <source>Do not show the guide again</source>
      <translation>No volver a mostrar la guía</translation>
    </message>
    <message>
      <source>Double</source>
      <translation>Doblar</translation>
    </message>
    <message>
      <source>Drawn partie: %1 all</source>
      <translation>Partida empatada a %1</translation>
    </message>
    <message>
      <source>Each partie's points given up a decision, by phase, newest first</source>
      <translation>Los puntos perdidos por decisión de cada partida, por fase, la más reciente primero</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Este</translation>
    </message>
    <message>
      <source>Eight</source>
      <translation>Ocho</translation>
    </message>
    <message>
      <source>Elder calls his point, then his sequence, then his sets; younger answers “Good”, “Not good” or asks (“Making?”, “How high?”). Only the better call scores. Your best call is offered first; you may call less to hide your hand.</source>
      <translation>El mayor declara su punto, luego su secuencia y luego sus tríos y catorces; el menor responde «Bueno», «No es bueno» o pregunta («¿Haciendo?», «¿Hasta dónde?»). Solo puntúa la mejor declaración. Tu mejor declaración se ofrece primero; puedes declarar menos para ocultar tu juego.</translation>
    </message>
    <message>
      <source>Elder may look at the cards he leaves of his five</source>
      <translation>El mayor puede mirar las cartas que deja de sus cinco</translation>
    </message>
    <message>
      <source>Eleven</source>
      <translation>Once</translation>
    </message>
    <message>
      <source>End of deal %1: %2</source>
      <translation>Fin de la mano %1: %2</translation>
    </message>
    <message>
      <source>End of deal %1: %2 %3, %4 %5</source>
      <translation>Fin de la mano %1: %2 %3, %4 %5</translation>
    </message>
    <message>
      <source>Enter deals the next hand; S says the score.</source>
      <translation>Intro reparte la mano siguiente; S dice el tanteo.</translation>
    </message>
    <message>
      <source>Equal</source>
      <translation>Igual</translation>
    </message>
    <message>
      <source>Equal cards cut again.</source>
      <translation>Cartas iguales: se vuelve a cortar.</translation>
    </message>
    <message>
      <source>Escaping the rubicon: %1</source>
      <translation>Llegar al rubicón: %1</translation>
    </message>
    <message>
      <source>Estimated as the computer plays to the score: its race to the target, each deal to come drawn from the deals it measured playing against itself (%1), the chance of each player being last worked out exactly.</source>
      <translation>Estimado como el ordenador juega según el tanteo: su carrera hacia el objetivo, cada mano por venir sacada de las manos que midió jugando contra sí mismo (%1), la posibilidad de cada jugador de quedar último calculada con exactitud.</translation>
    </message>
    <message>
      <source>Estimated as the computer plays to the score: its race to the target, each deal to come one of %1 measured deals, the chance of each player being last worked out exactly.</source>
      <translation type="vanished">Estimado como el ordenador juega según el tanteo: su carrera hacia el objetivo, cada mano por venir una de %1 manos medidas, la posibilidad de cada jugador de quedar último calculada con exactitud.</translation>
    </message>
    <message>
      <source>Estimated from the score before the deal: %1 continuations of the partie sampled, each deal to come one of %2 deals of the computer against itself (%3 sampled deals in all).</source>
      <translation type="vanished">Estimado a partir del tanteo antes de la mano: %1 continuaciones de la partida sorteadas, cada mano por venir una de %2 manos del ordenador contra sí mismo (%3 manos sorteadas en total).</translation>
    </message>
    <message>
      <source>Estimated from the score before the deal: continuations of the partie sampled (%1), each deal to come drawn from the deals the computer measured playing against itself (%2); deals sampled in all: %3.</source>
      <translation>Estimado a partir del tanteo antes de la mano: continuaciones de la partida sorteadas (%1), cada mano por venir sacada de las manos que el ordenador midió jugando contra sí mismo (%2); manos sorteadas en total: %3.</translation>
    </message>
    <message>
      <source>Every problem of the collection is solved.</source>
      <translation>Todos los problemas de la colección están resueltos.</translation>
    </message>
    <message>
      <source>Every seat at this table is taken.</source>
      <translation>Todos los puestos de esta mesa están ocupados.</translation>
    </message>
    <message>
      <source>Exchange</source>
      <translation>Cambio</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Experto</translation>
    </message>
    <message>
      <source>Explain each phase of the game the first time it comes up</source>
      <translation>Explicar cada fase del juego la primera vez que aparece</translation>
    </message>
    <message>
      <source>Extra large</source>
      <translation>Muy grande</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Rápida</translation>
    </message>
    <message>
      <source>Felt</source>
      <translation>Tapete</translation>
    </message>
    <message>
      <source>Finished tricks are gathered</source>
      <translation>Las bazas terminadas se recogen</translation>
    </message>
    <message>
      <source>First deal</source>
      <translation>Primera mano</translation>
    </message>
    <message>
      <source>First player</source>
      <translation>Primer jugador</translation>
    </message>
    <message>
      <source>First-game &amp;guide</source>
      <translation>&amp;Guía de la primera partida</translation>
    </message>
    <message>
      <source>Follow suit if you can. A lead scores a point, and so does winning a trick another side led; the last trick one more. The most tricks score 10, all of them capot. With partners, the tricks and points are the side's.</source>
      <translation>Sigue el palo si puedes. Una salida anota un punto, y también ganar una baza que salió de otro bando; la última baza uno más. Quien gana más bazas anota 10, todas ellas capot. Con compañeros, las bazas y los puntos son del bando.</translation>
    </message>
    <message>
      <source>Follow suit if you can. Each trick you win scores a point, whoever led it; nothing for the lead or the last trick. 10 for winning more than six tricks (40 for all twelve), then the contract: made, its bidder scores 10 for each trick beyond it; failed, the other 10 for each trick short.</source>
      <translation>Sigue el palo si puedes. Cada baza que ganas vale un punto, salga quien salga; nada por la salida ni por la última baza. 10 si ganas más de seis bazas (40 si ganas las doce), y luego el contrato: cumplido, quien lo declaró anota 10 por cada baza de más; fallido, el otro anota 10 por cada baza que falta.</translation>
    </message>
    <message>
      <source>Follow suit if you can. You score a point for each card you lead and for winning your opponent's lead, one more for the last trick, and 10 for winning more than six tricks (40 for all twelve).</source>
      <translation>Sigue el palo si puedes. Anotas un punto por cada carta con la que sales y por cada salida del contrario que ganas, uno más por la última baza, y 10 si ganas más de seis bazas (40 si ganas las doce: capot).</translation>
    </message>
    <message>
      <source>Forget every partie kept in the statistics</source>
      <translation>Olvidar todas las partidas guardadas en las estadísticas</translation>
    </message>
    <message>
      <source>Forget every partie kept in the statistics? This cannot be undone.</source>
      <translation>¿Olvidar todas las partidas guardadas en las estadísticas? No se puede deshacer.</translation>
    </message>
    <message>
      <source>Four deals, the first and last double</source>
      <translation>Cuatro manos, la primera y la última cuentan doble</translation>
    </message>
    <message>
      <source>Four players, partners opposite; eight cards each, no talon; the first side to 100 wins.</source>
      <translation>Cuatro jugadores, los compañeros enfrentados; ocho cartas cada uno, sin talón; gana el primer bando que llega a 100.</translation>
    </message>
    <message>
      <source>Four-colour deck (diamonds blue, clubs green)</source>
      <translation>Baraja de cuatro colores (diamantes azules, tréboles verdes)</translation>
    </message>
    <message>
      <source>Fourteen %1</source>
      <translation>Catorce de %1</translation>
    </message>
    <message>
      <source>Fourth player</source>
      <translation>Cuarto jugador</translation>
    </message>
    <message>
      <source>French pattern with R D V indices</source>
      <translation>Diseño francés con índices R D V</translation>
    </message>
    <message>
      <source>French rules for piquet à quatre; where they are silent, our choices</source>
      <translation>Las reglas francesas del piquet por parejas; donde callan, nuestras decisiones</translation>
    </message>
    <message>
      <source>French rules for three players; where they are silent, our choices</source>
      <translation>Las reglas francesas para tres jugadores; donde callan, nuestras decisiones</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Juego</translation>
    </message>
    <message>
      <source>Game and players</source>
      <translation>Juego y jugadores</translation>
    </message>
    <message>
      <source>Game to %1: %2</source>
      <translation>Partida a %1: %2</translation>
    </message>
    <message>
      <source>Game to %1: %2 %3, %4 %5</source>
      <translation>Partida a %1: %2 %3, %4 %5</translation>
    </message>
    <message>
      <source>Games won (%1 to win): %2</source>
      <translation>Juegos ganados (%1 para ganar): %2</translation>
    </message>
    <message>
      <source>Gather a trick at once when I played its last card</source>
      <translation>Recoger enseguida una baza cuya última carta jugué yo</translation>
    </message>
    <message>
      <source>General</source>
      <translation>General</translation>
    </message>
    <message>
      <source>Give the other players this address:</source>
      <translation>Da esta dirección a los demás jugadores:</translation>
    </message>
    <message>
      <source>Give your name: the other players see it.</source>
      <translation>Escribe tu nombre: los demás jugadores lo ven.</translation>
    </message>
    <message>
      <source>Go on with a saved partie, or review a finished one</source>
      <translation>Continuar una partida guardada, o revisar una terminada</translation>
    </message>
    <message>
      <source>Good</source>
      <translation>Bueno</translation>
    </message>
    <message>
      <source>Got it</source>
      <translation>Entendido</translation>
    </message>
    <message>
      <source>Green</source>
      <translation>Verde</translation>
    </message>
    <message>
      <source>Grey</source>
      <translation>Gris</translation>
    </message>
    <message>
      <source>High contrast (strong outlines, black felt, clear marks)</source>
      <translation>Alto contraste (contornos fuertes, tapete negro, marcas claras)</translation>
    </message>
    <message>
      <source>Hint: %1</source>
      <translation>Pista: %1</translation>
    </message>
    <message>
      <source>Host a tab&amp;le…</source>
      <translation>&amp;Crear una mesa…</translation>
    </message>
    <message>
      <source>Host a table</source>
      <translation>Crear una mesa</translation>
    </message>
    <message>
      <source>How fast the cards move</source>
      <translation>La velocidad a la que se mueven las cartas</translation>
    </message>
    <message>
      <source>How high?</source>
      <translation>¿Hasta dónde?</translation>
    </message>
    <message>
      <source>How high? (on a %1)</source>
      <translation>¿Hasta dónde? (con una %1)</translation>
    </message>
    <message>
      <source>How long the computer waits before each move</source>
      <translation>Cuánto espera el ordenador antes de cada jugada</translation>
    </message>
    <message>
      <source>Hoyle / this program's choice</source>
      <translation>Hoyle / decisión de este programa</translation>
    </message>
    <message>
      <source>Huitième</source>
      <translation>Octava</translation>
    </message>
    <message>
      <source>I am ready</source>
      <translation>Estoy listo</translation>
    </message>
    <message>
      <source>In each category the players call or pass in turn, eldest first, and speak only to beat the best call so far (“Point of four, making 38”, “Quart to the king”); who cannot beat it passes. The best call scores; with it, the side with the best sequence or set scores every one either partner holds.</source>
      <translation>En cada categoría los jugadores declaran o pasan por turno, el mayor primero, y solo hablan para superar la mejor declaración hasta entonces («Punto de cuatro, haciendo 38», «Cuarta al rey»); quien no puede superarla pasa. La mejor declaración anota; con ella, el bando con la mejor secuencia o el mejor trío anota todos los de ambos compañeros.</translation>
    </message>
    <message>
      <source>In each category the players call or pass in turn, eldest first. Each call says all it is judged on (“Point of four, making 38”, “Quart to the king”), and must at least equal the best so far. The best call alone scores; equal best calls, nobody.</source>
      <translation>En cada categoría los jugadores declaran o pasan por turno, el mayor primero. Cada declaración dice todo aquello por lo que se juzga («Punto de cuatro, haciendo 38», «Cuarta al rey») y debe al menos igualar la mejor hasta entonces. Solo la mejor anota; si hay empate, nadie.</translation>
    </message>
    <message>
      <source>In each category the players call or pass in turn, eldest first. Each call says all it is judged on (“Point of four, making 38”, “Quart to the king”), and must at least equal the best so far. The best call alone scores; with partners, the side with the best sequence or set scores every one either partner holds.</source>
      <translation type="vanished">En cada categoría los jugadores declaran o pasan por turno, el mayor primero. Cada declaración dice todo aquello por lo que se juzga («Punto de cuatro, haciendo 38», «Cuarta al rey») y debe al menos igualar la mejor hasta entonces. Solo la mejor anota; con compañeros, el bando con la mejor secuencia o el mejor trío anota todos los de ambos compañeros.</translation>
    </message>
    <message>
      <source>In points of the deal (the seat's points less the opponent's), not the partie's terms.</source>
      <translation>En puntos de la mano (los puntos del jugador menos los del rival), no en los términos de la partida.</translation>
    </message>
    <message>
      <source>In points of the deal (the seat's points less the opponent's), not the partie's terms; the rest is what the coach does not judge (the talon's leftover cards looked at or not) and its estimate's error.</source>
      <translation type="vanished">En puntos de la mano (los puntos del jugador menos los del rival), no en los términos de la partida; el resto es lo que el entrenador no juzga (mirar o no las cartas que quedaron en el talón) y el error de su estimación.</translation>
    </message>
    <message>
      <source>In points of the deal: the seat's points less the mean of the other two's (each plays for himself), not the partie's terms.</source>
      <translation>En puntos de la mano: los puntos del jugador menos la media de los de los otros dos (cada uno juega para sí), no en los términos de la partida.</translation>
    </message>
    <message>
      <source>In points of the deal: the seat's side's points less the other side's, not the partie's terms.</source>
      <translation>En puntos de la mano: los puntos del bando del jugador menos los del otro bando, no en los términos de la partida.</translation>
    </message>
    <message>
      <source>In the exchange, one key instead of choosing the cards: the Master's discard from what you know, as the hint would show it (the partie is counted as helped in the statistics).</source>
      <translation>En el descarte, una tecla en lugar de elegir las cartas: el descarte del Maestro según lo que sabes, como lo mostraría la pista (la partida cuenta como ayudada en las estadísticas).</translation>
    </message>
    <message>
      <source>In the partie: about %1% less chance of winning it.</source>
      <translation>En la partida: alrededor de un %1 % menos de posibilidades de ganarla.</translation>
    </message>
    <message>
      <source>Instant</source>
      <translation>Instantánea</translation>
    </message>
    <message>
      <source>Is made by an opponent, and equal calls cancel</source>
      <translation>La hace un contrario, y las declaraciones iguales se anulan</translation>
    </message>
    <message>
      <source>Is not made: one speaks only to beat the best</source>
      <translation>No se hace: solo se habla para superar la mejor</translation>
    </message>
    <message>
      <source>It is not your turn.</source>
      <translation>No es tu turno.</translation>
    </message>
    <message>
      <source>Join</source>
      <translation>Unirse</translation>
    </message>
    <message>
      <source>Join a table</source>
      <translation>Unirse a una mesa</translation>
    </message>
    <message>
      <source>Judge my decisions</source>
      <translation>Juzgar mis decisiones</translation>
    </message>
    <message>
      <source>Judge my new parties</source>
      <translation>Juzgar mis nuevas partidas</translation>
    </message>
    <message>
      <source>Judged by the points of the calling and of the play that follows, not by what a call tells the others.</source>
      <translation>Juzgado por los puntos de las declaraciones y del juego que sigue, no por lo que una declaración les dice a los demás.</translation>
    </message>
    <message>
      <source>Judged by the points of the calling and pique, not by what a call tells the opponent.</source>
      <translation>Juzgado por los puntos de las declaraciones y del pique, no por lo que una declaración le dice al rival.</translation>
    </message>
    <message>
      <source>Judged by the points of the deal, the contract's included: the auction finished by the computer's way of bidding and the deal played out over sampled hands.</source>
      <translation>Juzgado por los puntos de la mano, contrato incluido: la subasta terminada a la manera del ordenador y la mano jugada sobre manos sorteadas.</translation>
    </message>
    <message>
      <source>Judging: %1 of %2</source>
      <translation>Juzgando: %1 de %2</translation>
    </message>
    <message>
      <source>Keep a finished partie as a game record</source>
      <translation>Guardar una partida terminada como registro</translation>
    </message>
    <message>
      <source>Keep it quiet</source>
      <translation>No anunciarla</translation>
    </message>
    <message>
      <source>Keep the partie as a game record, to open it later</source>
      <translation>Guardar la partida como registro, para abrirla más tarde</translation>
    </message>
    <message>
      <source>Keeps its long suit and its sets, and plays the classic way.</source>
      <translation>Conserva su palo largo y sus tríos, y juega a la manera clásica.</translation>
    </message>
    <message>
      <source>Key %1</source>
      <translation>Tecla %1</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Rey</translation>
    </message>
    <message>
      <source>Knave</source>
      <translation>Jota</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>Grande</translation>
    </message>
    <message>
      <source>Last &amp;trick</source>
      <translation>Última &amp;baza</translation>
    </message>
    <message>
      <source>Last trick</source>
      <translation>Última baza</translation>
    </message>
    <message>
      <source>Law 22 / the laws of piquet au cent</source>
      <translation>Ley 22 / las leyes del piquet a cien</translation>
    </message>
    <message>
      <source>Law 33</source>
      <translation>Ley 33</translation>
    </message>
    <message>
      <source>Law 36 / house rules</source>
      <translation>Ley 36 / costumbres de casa</translation>
    </message>
    <message>
      <source>Law 65 / piquet au cent and Hoyle</source>
      <translation>Ley 65 / piquet a cien y Hoyle</translation>
    </message>
    <message>
      <source>Law 69 / the Spanish rules</source>
      <translation>Ley 69 / las reglas españolas</translation>
    </message>
    <message>
      <source>Law 9</source>
      <translation>Ley 9</translation>
    </message>
    <message>
      <source>Leading a 9, 8 or 7 scores a point</source>
      <translation>Salir con un 9, un 8 o un 7 anota un punto</translation>
    </message>
    <message>
      <source>Leading a card takes a second click</source>
      <translation>Salir con una carta requiere un segundo clic</translation>
    </message>
    <message>
      <source>Leave the talon unseen</source>
      <translation>Dejar el talón sin verlo</translation>
    </message>
    <message>
      <source>Leisurely</source>
      <translation>Pausado</translation>
    </message>
    <message>
      <source>Let the computer play</source>
      <translation>Que juegue el ordenador</translation>
    </message>
    <message>
      <source>Let the computer play for players a&amp;way</source>
      <translation>&amp;Que el ordenador juegue por los ausentes</translation>
    </message>
    <message>
      <source>Look at the talon</source>
      <translation>Mirar el talón</translation>
    </message>
    <message>
      <source>Make the bid chosen in the list</source>
      <translation>Hacer la puja elegida en la lista</translation>
    </message>
    <message>
      <source>Making %1</source>
      <translation>Haciendo %1</translation>
    </message>
    <message>
      <source>Making?</source>
      <translation>¿Haciendo?</translation>
    </message>
    <message numerus="yes">
      <source>Making? (on %n card(s))</source>
      <translation>
        <numerusform>¿Haciendo? (con %n carta)</numerusform>
        <numerusform>¿Haciendo? (con %n cartas)</numerusform>
      </translation>
    </message>
    <message>
      <source>Master</source>
      <translation>Maestro</translation>
    </message>
    <message>
      <source>Mute sounds</source>
      <translation>Silenciar los sonidos</translation>
    </message>
    <message>
      <source>My &amp;discard</source>
      <translation>Mi &amp;descarte</translation>
    </message>
    <message>
      <source>Name in seat %1</source>
      <translation>Nombre en el puesto %1</translation>
    </message>
    <message>
      <source>Ne&amp;xt deal</source>
      <translation>S&amp;iguiente mano</translation>
    </message>
    <message>
      <source>Net points</source>
      <translation>Puntos netos</translation>
    </message>
    <message>
      <source>Net stakes</source>
      <translation>Apuestas netas</translation>
    </message>
    <message>
      <source>Never seen</source>
      <translation>No se ven nunca</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nueva partida</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nueva partida…</translation>
    </message>
    <message>
      <source>Next deal</source>
      <translation>Siguiente mano</translation>
    </message>
    <message>
      <source>Next position</source>
      <translation>Siguiente posición</translation>
    </message>
    <message>
      <source>Nine</source>
      <translation>Nueve</translation>
    </message>
    <message>
      <source>No</source>
      <translation>No</translation>
    </message>
    <message>
      <source>No card is chosen yet.</source>
      <translation>Aún no has elegido ninguna carta.</translation>
    </message>
    <message>
      <source>No cards in your hand</source>
      <translation>Ninguna carta en la mano</translation>
    </message>
    <message>
      <source>No cards on the table</source>
      <translation>Ninguna carta en la mesa</translation>
    </message>
    <message>
      <source>No game yet: start one, or open a partie.</source>
      <translation>Aún no hay partida: empieza una o abre una partida.</translation>
    </message>
    <message>
      <source>No marked decision before this one.</source>
      <translation>Ninguna decisión marcada antes de esta.</translation>
    </message>
    <message>
      <source>No marked decision further on.</source>
      <translation>Ninguna decisión marcada más adelante.</translation>
    </message>
    <message>
      <source>No marked decision in the deals judged: the coach is judging the others now.</source>
      <translation>Ninguna decisión marcada en las manos juzgadas: el entrenador juzga ahora las demás.</translation>
    </message>
    <message>
      <source>No marked decision; %1 points lost in all.</source>
      <translation>Ninguna decisión marcada; %1 puntos perdidos en total.</translation>
    </message>
    <message>
      <source>No mistakes to train on: play against the computer, and the decisions the coach marks in your parties come here.</source>
      <translation>No hay errores con los que entrenar: juega contra el ordenador, y las decisiones que el entrenador marque en tus partidas vendrán aquí.</translation>
    </message>
    <message>
      <source>No partie against the computer has been kept yet.</source>
      <translation>Todavía no se ha guardado ninguna partida contra el ordenador.</translation>
    </message>
    <message>
      <source>No point</source>
      <translation>Sin punto</translation>
    </message>
    <message>
      <source>No scores yet.</source>
      <translation>Aún no hay puntos.</translation>
    </message>
    <message>
      <source>No sequence</source>
      <translation>Sin secuencia</translation>
    </message>
    <message>
      <source>No set</source>
      <translation>Ni trío ni catorce</translation>
    </message>
    <message>
      <source>No sound: this computer has no audio output.</source>
      <translation>Sin sonido: este ordenador no tiene salida de audio.</translation>
    </message>
    <message>
      <source>No sounds for the cards, the tricks and the scores (the volume is in Settings)</source>
      <translation>Ningún sonido para las cartas, las bazas y los puntos (el volumen está en Ajustes)</translation>
    </message>
    <message>
      <source>No speech engine was found on this computer.</source>
      <translation>No se encontró ningún motor de voz en este ordenador.</translation>
    </message>
    <message>
      <source>No speech engine was found: on Linux install speech-dispatcher.</source>
      <translation>No se encontró ningún motor de voz: en Linux, instala speech-dispatcher.</translation>
    </message>
    <message>
      <source>No table found nearby yet: type an address or a code.</source>
      <translation>Aún no se ha encontrado ninguna mesa cerca: escribe una dirección o un código.</translation>
    </message>
    <message>
      <source>No table with the code %1 was found nearby.</source>
      <translation>No se ha encontrado cerca ninguna mesa con el código %1.</translation>
    </message>
    <message>
      <source>None yet.</source>
      <translation>Ninguna todavía.</translation>
    </message>
    <message>
      <source>None: the hands are played as dealt</source>
      <translation>Ninguno: las manos se juegan tal como se dieron</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>North</source>
      <translation>Norte</translation>
    </message>
    <message>
      <source>Not being last: %1</source>
      <translation>No quedar último: %1</translation>
    </message>
    <message>
      <source>Not good</source>
      <translation>No es bueno</translation>
    </message>
    <message>
      <source>Not good: %1</source>
      <translation>No es bueno: %1</translation>
    </message>
    <message>
      <source>Not good: to the %1</source>
      <translation>No es bueno: hasta %1</translation>
    </message>
    <message>
      <source>Nothing is judged yet: the coach is judging these deals now. M again once it marks a decision.</source>
      <translation>Aún no hay nada juzgado: el entrenador juzga ahora estas manos. Pulsa M otra vez en cuanto marque una decisión.</translation>
    </message>
    <message>
      <source>Nothing to review yet: a deal can be reviewed once it is over.</source>
      <translation>Aún no hay nada que revisar: una mano se puede revisar cuando termina.</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>Aceptar</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Desactivado</translation>
    </message>
    <message>
      <source>Off (I call)</source>
      <translation>No (canto yo)</translation>
    </message>
    <message>
      <source>Offer to claim the rest (when every remaining trick is surely mine)</source>
      <translation>Ofrecer reclamar el resto (cuando todas las bazas restantes son seguro mías)</translation>
    </message>
    <message>
      <source>One game</source>
      <translation>Un juego</translation>
    </message>
    <message>
      <source>One game to 100</source>
      <translation>Un juego a 100</translation>
    </message>
    <message>
      <source>Only at the end of the deal</source>
      <translation>Solo al final de la mano</translation>
    </message>
    <message>
      <source>Only if the table has one</source>
      <translation>Solo si la mesa tiene una</translation>
    </message>
    <message>
      <source>Open a partie</source>
      <translation>Abrir una partida</translation>
    </message>
    <message>
      <source>Open a partie saved as a game record</source>
      <translation>Abrir una partida guardada</translation>
    </message>
    <message>
      <source>Open a partie…</source>
      <translation>Abrir una partida…</translation>
    </message>
    <message>
      <source>Open the table</source>
      <translation>Abrir la mesa</translation>
    </message>
    <message>
      <source>Or bid higher:</source>
      <translation>O puja más alto:</translation>
    </message>
    <message>
      <source>Or call less:</source>
      <translation>O declara menos:</translation>
    </message>
    <message>
      <source>Out (first)</source>
      <translation>Fuera (1.º)</translation>
    </message>
    <message>
      <source>Out (second)</source>
      <translation>Fuera (2.º)</translation>
    </message>
    <message>
      <source>Out: %1</source>
      <translation>Fuera: %1</translation>
    </message>
    <message>
      <source>Out: %1, then %2</source>
      <translation>Fuera: %1, luego %2</translation>
    </message>
    <message>
      <source>Over the parties judged: %1 points given up a decision on average; closest to the computer's level: %2.</source>
      <translation>En las partidas juzgadas: %1 puntos perdidos por decisión de media; el nivel del ordenador más cercano: %2.</translation>
    </message>
    <message>
      <source>Partie</source>
      <translation>Partida</translation>
    </message>
    <message>
      <source>Parties</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>Parties against the computer: %1; deals: %2; on average %3 points a deal.</source>
      <translation>Partidas contra el ordenador: %1; manos: %2; de media, %3 puntos por mano.</translation>
    </message>
    <message>
      <source>Partners sit opposite: seats 1 and 3 play against seats 2 and 4.</source>
      <translation>Los compañeros se sientan enfrente: los puestos 1 y 3 juegan contra los puestos 2 y 4.</translation>
    </message>
    <message>
      <source>Partnership piquet</source>
      <translation>Piquet por parejas</translation>
    </message>
    <message>
      <source>Partnership piquet (four players, two against two)</source>
      <translation>Piquet por parejas (cuatro jugadores, dos contra dos)</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Paso</translation>
    </message>
    <message>
      <source>Pass to %1 — press when ready</source>
      <translation>Cede el sitio a %1 — pulsa cuando estés listo</translation>
    </message>
    <message>
      <source>Pique</source>
      <translation>Pique</translation>
    </message>
    <message>
      <source>Piques, repiques, capots and cartes blanches (you — your opponents)</source>
      <translation>Piques, repiques, capots y cartas blancas (tú — tus rivales)</translation>
    </message>
    <message>
      <source>Piques, repiques, capots and cartes blanches (your side — the other side)</source>
      <translation>Piques, repiques, capots y cartas blancas (tu pareja — la otra pareja)</translation>
    </message>
    <message>
      <source>Piquet</source>
      <translation>Piquet</translation>
    </message>
    <message>
      <source>Piquet au cent</source>
      <translation>Piquet a cien</translation>
    </message>
    <message>
      <source>Piquet normand</source>
      <translation>Piquet normando</translation>
    </message>
    <message>
      <source>Piquet normand (three players)</source>
      <translation>Piquet normando (tres jugadores)</translation>
    </message>
    <message>
      <source>Piquet records (*.json)</source>
      <translation>Partidas de Piquet (*.json)</translation>
    </message>
    <message>
      <source>Plain blue</source>
      <translation>Azul liso</translation>
    </message>
    <message>
      <source>Plain green</source>
      <translation>Verde liso</translation>
    </message>
    <message>
      <source>Plain red</source>
      <translation>Rojo liso</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Juego</translation>
    </message>
    <message>
      <source>Play %1</source>
      <translation>Jugar %1</translation>
    </message>
    <message>
      <source>Play a forced card by itself (when only one card may be played)</source>
      <translation>Jugar sola una carta forzada (cuando solo se puede jugar una carta)</translation>
    </message>
    <message>
      <source>Play at a table another computer hosts</source>
      <translation>Jugar en una mesa que abre otro ordenador</translation>
    </message>
    <message>
      <source>Players</source>
      <translation type="vanished">Jugadores</translation>
    </message>
    <message>
      <source>Playing the %1 cost about %2 points (%3); better: %4.</source>
      <translation>Jugar el %1 costó unos %2 puntos (%3); mejor: %4.</translation>
    </message>
    <message>
      <source>Playing the %1 was the best choice (%2).</source>
      <translation>Jugar el %1 fue la mejor elección (%2).</translation>
    </message>
    <message>
      <source>Playing without autosave and statistics: %1.</source>
      <translation>Se juega sin guardado automático ni estadísticas: %1.</translation>
    </message>
    <message>
      <source>Plays legal, sensible cards and no more: a first opponent.</source>
      <translation>Juega cartas legales y sensatas, sin más: un primer rival.</translation>
    </message>
    <message>
      <source>Point</source>
      <translation>Punto</translation>
    </message>
    <message>
      <source>Point of %1</source>
      <translation>Punto de %1</translation>
    </message>
    <message>
      <source>Position %1 · %2, your partie of %3, deal %4</source>
      <translation>Posición %1 · %2, tu partida del %3, mano %4</translation>
    </message>
    <message>
      <source>Positions with one clearly best choice, found by the coach, to solve</source>
      <translation>Posiciones con una elección claramente mejor, encontradas por el entrenador, para resolver</translation>
    </message>
    <message>
      <source>Privacy screen</source>
      <translation>Pantalla de privacidad</translation>
    </message>
    <message>
      <source>Problem %1</source>
      <translation>Problema %1</translation>
    </message>
    <message>
      <source>Problem of the day</source>
      <translation>Problema del día</translation>
    </message>
    <message>
      <source>Problems</source>
      <translation>Problemas</translation>
    </message>
    <message>
      <source>Put out %1</source>
      <translation>Descarte %1</translation>
    </message>
    <message>
      <source>Put out no card</source>
      <translation>No descartar ninguna carta</translation>
    </message>
    <message>
      <source>Put out the cards you do not want and take as many from the talon. Elder may change one to five cards, younger the ones left. Aim for a long suit (the point), cards in sequence, and three or four aces, kings, queens, knaves or tens.</source>
      <translation type="vanished">Descarta las cartas que no quieras y toma otras tantas del talón. El mayor puede cambiar de una a cinco cartas, el menor las que queden. Busca un palo largo (el punto), cartas seguidas y tres o cuatro ases, reyes, reinas, sotas o dieces.</translation>
    </message>
    <message>
      <source>Put out the cards you do not want and take as many from the talon: elder first, from its top, then younger from what is left; the bar says how many you may change. Aim for a long suit (the point), cards in sequence, and three or four aces, kings, queens, knaves or tens.</source>
      <translation>Descarta las cartas que no quieras y toma otras tantas del talón: primero el mayor, por arriba, luego el menor de lo que quede; la barra dice cuántas puedes cambiar. Busca un palo largo (el punto), cartas seguidas y tres o cuatro ases, reyes, reinas, sotas o dieces.</translation>
    </message>
    <message>
      <source>Putting out %1 cost about %2 points (%3); better: %4.</source>
      <translation>Descartar %1 costó unos %2 puntos (%3); mejor: %4.</translation>
    </message>
    <message>
      <source>Putting out %1 was the best choice (%2).</source>
      <translation>Descartar %1 fue la mejor elección (%2).</translation>
    </message>
    <message>
      <source>Quart</source>
      <translation>Cuarta</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dama</translation>
    </message>
    <message>
      <source>Quint</source>
      <translation>Quinta</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Salir</translation>
    </message>
    <message>
      <source>Reaching %1 first: %2</source>
      <translation>Llegar primero a %1: %2</translation>
    </message>
    <message>
      <source>Redouble</source>
      <translation>Redoblar</translation>
    </message>
    <message>
      <source>Repique</source>
      <translation>Repique</translation>
    </message>
    <message>
      <source>Reset the statistics</source>
      <translation>Reiniciar las estadísticas</translation>
    </message>
    <message>
      <source>Reset the statistics…</source>
      <translation>Reiniciar las estadísticas…</translation>
    </message>
    <message>
      <source>Resume the partie in progress</source>
      <translation>Reanudar la partida en curso</translation>
    </message>
    <message>
      <source>Resumed in deal %1.</source>
      <translation>Reanudada en la mano %1.</translation>
    </message>
    <message>
      <source>Review the finished deals with the coach's judgement of your decisions</source>
      <translation>Revisar las manos terminadas con el juicio del entrenador sobre tus decisiones</translation>
    </message>
    <message>
      <source>Review: deal %1, trick %2</source>
      <translation>Revisión: mano %1, baza %2</translation>
    </message>
    <message>
      <source>Review: deal %1, trick %2 — step %3 of %4.</source>
      <translation>Revisión: mano %1, baza %2 — paso %3 de %4.</translation>
    </message>
    <message>
      <source>Right: “%1” is the best choice, about %2 points better than the next (%3).</source>
      <translation>Correcto: «%1» es la mejor elección, unos %2 puntos mejor que la siguiente (%3).</translation>
    </message>
    <message>
      <source>Rubicon %1: %2</source>
      <translation>Rubicón %1: %2</translation>
    </message>
    <message>
      <source>Rubicon %1: %2 %3, %4 %5</source>
      <translation>Rubicón %1: %2 %3, %4 %5</translation>
    </message>
    <message>
      <source>Rubicon piquet</source>
      <translation>Piquet Rubicón</translation>
    </message>
    <message>
      <source>Rules (the defaults are the club laws)</source>
      <translation>Reglas (por defecto, las leyes de los clubes)</translation>
    </message>
    <message>
      <source>Rules (the defaults are the usual ones)</source>
      <translation>Reglas (por defecto, las habituales)</translation>
    </message>
    <message>
      <source>Rules of Piquet</source>
      <translation>Reglas del piquet</translation>
    </message>
    <message>
      <source>Running total</source>
      <translation type="vanished">Total acumulado</translation>
    </message>
    <message>
      <source>Save the partie</source>
      <translation>Guardar la partida</translation>
    </message>
    <message>
      <source>Saved as %1.</source>
      <translation>Guardada como %1.</translation>
    </message>
    <message>
      <source>Say again</source>
      <translation>Repetir</translation>
    </message>
    <message>
      <source>Say again the last thing the game said (Speech, in Settings)</source>
      <translation>Repetir lo último que dijo el juego (Voz, en Ajustes)</translation>
    </message>
    <message>
      <source>Say it</source>
      <translation>Declarar</translation>
    </message>
    <message>
      <source>Say the call chosen in the list</source>
      <translation>Decir la declaración elegida en la lista</translation>
    </message>
    <message>
      <source>Say the score</source>
      <translation>Decir el tanteo</translation>
    </message>
    <message>
      <source>Score pad</source>
      <translation>Hoja de tanteo</translation>
    </message>
    <message>
      <source>Score sheet and log</source>
      <translation>Hoja de tanteo y registro</translation>
    </message>
    <message>
      <source>Score: %1</source>
      <translation>Tanteo: %1</translation>
    </message>
    <message>
      <source>Scores by deal</source>
      <translation>Puntos por mano</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
      <source>Seat %1</source>
      <translation>Puesto %1</translation>
    </message>
    <message>
      <source>Seat %1 (partner of seat %2)</source>
      <translation>Puesto %1 (compañero del puesto %2)</translation>
    </message>
    <message>
      <source>Seat %1: %2</source>
      <translation>Puesto %1: %2</translation>
    </message>
    <message>
      <source>Seat %1: free, waiting for a player</source>
      <translation>Puesto %1: libre, esperando a un jugador</translation>
    </message>
    <message>
      <source>Second player</source>
      <translation>Segundo jugador</translation>
    </message>
    <message>
      <source>Select the cards to put out: as %1 you may exchange %2 to %3, and you take as many from the talon.</source>
      <translation>Elige las cartas que vas a descartar: como %1 puedes cambiar de %2 a %3, y tomas otras tantas del talón.</translation>
    </message>
    <message>
      <source>Septième</source>
      <translation>Séptima</translation>
    </message>
    <message>
      <source>Sequence</source>
      <translation>Secuencia</translation>
    </message>
    <message>
      <source>Sequences</source>
      <translation>Secuencias</translation>
    </message>
    <message>
      <source>Sets</source>
      <translation>Tríos y catorces</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Ajustes</translation>
    </message>
    <message>
      <source>Seven</source>
      <translation>Siete</translation>
    </message>
    <message>
      <source>Show or hide the score sheet and the log</source>
      <translation>Mostrar u ocultar la hoja de tanteo y el registro</translation>
    </message>
    <message>
      <source>Show the cards the bottom player put out</source>
      <translation>Mostrar las cartas que descartó el jugador de abajo</translation>
    </message>
    <message>
      <source>Show the cards you put out</source>
      <translation>Mostrar las cartas que descartó</translation>
    </message>
    <message>
      <source>Show the last trick played</source>
      <translation>Mostrar la última baza jugada</translation>
    </message>
    <message>
      <source>Show the odds</source>
      <translation>Mostrar las probabilidades</translation>
    </message>
    <message>
      <source>Show the table to the player whose turn it is</source>
      <translation>Mostrar la mesa al jugador al que le toca</translation>
    </message>
    <message>
      <source>Shuffling the cards…</source>
      <translation>Barajando las cartas…</translation>
    </message>
    <message>
      <source>Sinking your %1 (%2) gave the %3 to your opponent.</source>
      <translation>Al callar tu combinación (%1: %2), le diste «%3» a tu rival.</translation>
    </message>
    <message>
      <source>Sinking your %1 (%2) threw its points away: declared, it could not have lost.</source>
      <translation>Al callar tu combinación (%1: %2), tiraste sus puntos: cantada, no podía perder.</translation>
    </message>
    <message>
      <source>Six deals (Rubicon piquet)</source>
      <translation>Seis manos (piquet Rubicón)</translation>
    </message>
    <message>
      <source>Six tricks</source>
      <translation type="vanished">Seis bazas</translation>
    </message>
    <message>
      <source>Sixième</source>
      <translation>Sexta</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Lenta</translation>
    </message>
    <message>
      <source>Small</source>
      <translation>Pequeño</translation>
    </message>
    <message>
      <source>Sort my hand</source>
      <translation>Ordenar mi mano</translation>
    </message>
    <message>
      <source>Sound volume</source>
      <translation>Volumen de los sonidos</translation>
    </message>
    <message>
      <source>Sounds need Qt Multimedia (the PySide6-Addons package), which is missing here.</source>
      <translation>Los sonidos necesitan Qt Multimedia (el paquete PySide6-Addons), que falta aquí.</translation>
    </message>
    <message>
      <source>Source</source>
      <translation>Fuente</translation>
    </message>
    <message>
      <source>Sources: %1</source>
      <translation>Fuentes: %1</translation>
    </message>
    <message>
      <source>South</source>
      <translation>Sur</translation>
    </message>
    <message>
      <source>Speak the game</source>
      <translation>Que el juego hable</translation>
    </message>
    <message>
      <source>Speech</source>
      <translation>Voz</translation>
    </message>
    <message>
      <source>Speech needs Qt's text-to-speech (the PySide6-Addons package), which is missing here.</source>
      <translation>La voz necesita la síntesis de voz de Qt (el paquete PySide6-Addons), que falta aquí.</translation>
    </message>
    <message>
      <source>Speech rate</source>
      <translation>Velocidad de la voz</translation>
    </message>
    <message>
      <source>Speech volume</source>
      <translation>Volumen de la voz</translation>
    </message>
    <message>
      <source>Speed, card size, pace, strength, language and play preferences</source>
      <translation>Velocidad, tamaño de las cartas, ritmo, nivel, idioma y preferencias de juego</translation>
    </message>
    <message>
      <source>Start a new game, open a saved partie, or resume the one in progress.</source>
      <translation>Empezar una partida nueva, abrir una guardada o seguir la que está en curso.</translation>
    </message>
    <message>
      <source>Start a new partie</source>
      <translation>Empezar una partida nueva</translation>
    </message>
    <message>
      <source>Start playing</source>
      <translation>Jugar</translation>
    </message>
    <message>
      <source>Stat&amp;istics…</source>
      <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Estadísticas</translation>
    </message>
    <message>
      <source>Statistics are unavailable (the database is locked or damaged); the game goes on.</source>
      <translation>Las estadísticas no están disponibles (la base de datos está bloqueada o dañada); la partida continúa.</translation>
    </message>
    <message>
      <source>Statistics are unavailable: %1.</source>
      <translation>Las estadísticas no están disponibles: %1.</translation>
    </message>
    <message>
      <source>Step through the finished deals with both hands face up</source>
      <translation>Recorrer las manos terminadas con las dos manos boca arriba</translation>
    </message>
    <message>
      <source>Stop the coach (what is judged stays)</source>
      <translation>Detener al entrenador (lo juzgado se queda)</translation>
    </message>
    <message>
      <source>Stop training</source>
      <translation>Dejar de entrenar</translation>
    </message>
    <message>
      <source>Strength</source>
      <translation>Nivel</translation>
    </message>
    <message>
      <source>Tables nearby</source>
      <translation>Mesas cercanas</translation>
    </message>
    <message>
      <source>Tables nearby:</source>
      <translation>Mesas cercanas:</translation>
    </message>
    <message>
      <source>Take &amp;back the trick</source>
      <translation>Deshacer la &amp;baza</translation>
    </message>
    <message>
      <source>Take back the &amp;trick</source>
      <translation type="vanished">Deshacer la &amp;baza</translation>
    </message>
    <message>
      <source>Take back the whole of the last trick</source>
      <translation>Deshacer toda la última baza</translation>
    </message>
    <message>
      <source>Take back your last move (the partie then counts apart in the statistics)</source>
      <translation>Deshacer su última jugada (la partida cuenta entonces aparte en las estadísticas)</translation>
    </message>
    <message>
      <source>Take up the table you were hosting (%1)?</source>
      <translation>¿Retomar la mesa que habías creado (%1)?</translation>
    </message>
    <message>
      <source>Take up the table you were hosting (%1, with %2)?</source>
      <translation>¿Retomar la mesa que habías creado (%1, con %2)?</translation>
    </message>
    <message>
      <source>Taken back.</source>
      <translation>Jugada deshecha.</translation>
    </message>
    <message>
      <source>Talon</source>
      <translation>Talón</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>Diez</translation>
    </message>
    <message>
      <source>Text size on the table</source>
      <translation>Tamaño del texto en el tapete</translation>
    </message>
    <message>
      <source>That is too many.</source>
      <translation>Son demasiadas.</translation>
    </message>
    <message>
      <source>The 10 for the cards and the 40 for capot score</source>
      <translation>Los 10 por las cartas y los 40 del capot anotan</translation>
    </message>
    <message>
      <source>The 10 for the cards counts toward pique</source>
      <translation>Los 10 por las cartas cuentan para el pique</translation>
    </message>
    <message>
      <source>The English handbook of auction piquet; where it is silent, our choices</source>
      <translation>El manual inglés del piquet con subasta; donde calla, nuestras decisiones</translation>
    </message>
    <message>
      <source>The Master's choice</source>
      <translation>La elección del Maestro</translation>
    </message>
    <message>
      <source>The arrows choose a card, Space puts it out or back, Enter discards.</source>
      <translation>Las flechas eligen una carta, Espacio la aparta o la devuelve, Intro descarta.</translation>
    </message>
    <message>
      <source>The auction</source>
      <translation>La subasta</translation>
    </message>
    <message>
      <source>The best: “%1”, about %2 points better than the next (%3). The problem comes back later.</source>
      <translation>La mejor: «%1», unos %2 puntos mejor que la siguiente (%3). El problema volverá más tarde.</translation>
    </message>
    <message>
      <source>The calls and replies of the declarations; keys 1 to 9 answer</source>
      <translation>Las declaraciones y las respuestas; las teclas 1 a 9 responden</translation>
    </message>
    <message>
      <source>The calls and replies, each card played, each trick's winner, the end of the deal and the score, your turn, and the card the arrow keys move to. Keys: S says the score, A says again the last thing said.</source>
      <translation>Las declaraciones y las respuestas, cada carta jugada, quién gana cada baza, el final de la mano y el tanteo, tu turno, y la carta a la que llevan las flechas. Teclas: S dice el tanteo, A repite lo último que se dijo.</translation>
    </message>
    <message>
      <source>The calls of the auction; keys 1 to 9 bid</source>
      <translation>Las pujas de la subasta; las teclas 1 a 9 pujan</translation>
    </message>
    <message>
      <source>The cards</source>
      <translation>Las cartas</translation>
    </message>
    <message>
      <source>The chart: the first of these chances before each deal of the partie, from 0 (bottom) to 1 (top).</source>
      <translation>El gráfico: la primera de estas posibilidades antes de cada mano de la partida, de 0 (abajo) a 1 (arriba).</translation>
    </message>
    <message>
      <source>The classic advice: weighed discards, guarded kings, calls that give nothing away.</source>
      <translation>Los consejos clásicos: descartes pensados, reyes guardados, declaraciones que no revelan nada.</translation>
    </message>
    <message>
      <source>The classic card game for two, three or four: start a new game, or take up a partie.</source>
      <translation>El clásico juego de cartas para dos, tres o cuatro: empieza una partida nueva o retoma una.</translation>
    </message>
    <message>
      <source>The classic card game for two: start a new game, or take up a partie.</source>
      <translation type="vanished">El clásico juego de cartas para dos: empieza una partida nueva o retoma una.</translation>
    </message>
    <message>
      <source>The club laws of Rubicon piquet (Cavendish)</source>
      <translation>Las leyes de los clubes del piquet Rubicón (Cavendish)</translation>
    </message>
    <message>
      <source>The coach does not judge three- and four-handed deals yet.</source>
      <translation type="vanished">El entrenador aún no juzga las manos de tres y de cuatro jugadores.</translation>
    </message>
    <message>
      <source>The coach has not judged your parties of this game yet: Judge my new parties below, or Train on my mistakes in the Game menu.</source>
      <translation>El entrenador aún no ha juzgado tus partidas de este juego: Juzgar mis nuevas partidas abajo, o Entrenar con mis errores en el menú Juego.</translation>
    </message>
    <message>
      <source>The coach is looking through your parties for your mistakes…</source>
      <translation>El entrenador revisa tus partidas en busca de tus errores…</translation>
    </message>
    <message>
      <source>The coach is still judging: no marked decision yet. M again once it marks one.</source>
      <translation>El entrenador aún está juzgando: todavía no hay ninguna decisión marcada. Pulsa M otra vez en cuanto marque una.</translation>
    </message>
    <message>
      <source>The coach is weighing your choice…</source>
      <translation>El entrenador está sopesando tu elección…</translation>
    </message>
    <message>
      <source>The coach judges each decision of this seat in the deals reviewed</source>
      <translation>El entrenador juzga cada decisión de este jugador en las manos revisadas</translation>
    </message>
    <message>
      <source>The coach judges each of your decisions from what you knew then. M: the next marked decision, Shift+M: the one before; click a decision to see it on the table (its better choice framed in green, your choice in orange).</source>
      <translation>El entrenador juzga cada una de tus decisiones según lo que sabías entonces. M: la siguiente decisión marcada, Mayús+M: la anterior; haz clic en una decisión para verla en la mesa (la mejor elección enmarcada en verde, la tuya en naranja).</translation>
    </message>
    <message>
      <source>The coach judges each of your decisions from what you knew then; a decision's cost is what the best choice would have made more, in points of the deal. The computer's levels were judged the same way over a hundred deals each.</source>
      <translation>El entrenador juzga cada una de tus decisiones según lo que sabías entonces; el coste de una decisión es lo que la mejor elección habría dado de más, en puntos de la mano. Los niveles del ordenador se juzgaron igual sobre cien manos cada uno.</translation>
    </message>
    <message>
      <source>The coach judges your decisions in the parties not judged yet, for your level (and your mistakes, to train on)</source>
      <translation>El entrenador juzga tus decisiones en las partidas aún no juzgadas, para tu nivel (y tus errores, para entrenar)</translation>
    </message>
    <message>
      <source>The coach judges your exchange and your play in the review: what each decision cost, and what the cards gave you</source>
      <translation>El entrenador juzga tu cambio y tu juego en la revisión: lo que costó cada decisión y lo que te dieron las cartas</translation>
    </message>
    <message>
      <source>The coach's progress</source>
      <translation>Progreso del entrenador</translation>
    </message>
    <message>
      <source>The collection of problems could not be read.</source>
      <translation>No se pudo leer la colección de problemas.</translation>
    </message>
    <message>
      <source>The computer plays the seats of the players who are away until they come back</source>
      <translation>El ordenador juega los puestos de los jugadores ausentes hasta que vuelvan</translation>
    </message>
    <message>
      <source>The computer: %1</source>
      <translation>El ordenador: %1</translation>
    </message>
    <message>
      <source>The connection to the table was lost; this program gave up. Join the table again from Game → Join a table…</source>
      <translation>Se ha perdido la conexión con la mesa; este programa se ha rendido. Vuelve a unirte desde Juego → Unirse a una mesa…</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again in %1 s…</source>
      <translation>Se perdió la conexión con la mesa; nuevo intento en %1 s…</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again…</source>
      <translation>Se ha perdido la conexión con la mesa; volviendo a intentarlo…</translation>
    </message>
    <message>
      <source>The deal in progress</source>
      <translation>La mano en curso</translation>
    </message>
    <message>
      <source>The deal keeps alternating</source>
      <translation>La mano sigue alternando</translation>
    </message>
    <message>
      <source>The deal's items</source>
      <translation>El detalle de la mano</translation>
    </message>
    <message>
      <source>The dealer must exchange at least one card</source>
      <translation>El que da debe cambiar al menos una carta</translation>
    </message>
    <message>
      <source>The dealer's exchange</source>
      <translation>El descarte del repartidor</translation>
    </message>
    <message>
      <source>The deck's own</source>
      <translation>El de la baraja</translation>
    </message>
    <message>
      <source>The declarations</source>
      <translation>Las declaraciones</translation>
    </message>
    <message>
      <source>The end of a deal</source>
      <translation>El final de una mano</translation>
    </message>
    <message>
      <source>The exchange</source>
      <translation>El descarte</translation>
    </message>
    <message>
      <source>The first player deals</source>
      <translation type="vanished">Da el primer jugador</translation>
    </message>
    <message>
      <source>The first side to win three games (a double game counts two)</source>
      <translation>El primer bando que gana tres juegos (un juego doble cuenta dos)</translation>
    </message>
    <message>
      <source>The first to win three games (a double game counts two)</source>
      <translation>El primero que gana tres juegos (un juego doble cuenta dos)</translation>
    </message>
    <message>
      <source>The game could not be saved: %1</source>
      <translation>No se ha podido guardar la partida: %1</translation>
    </message>
    <message>
      <source>The key E makes the hint's discard at once</source>
      <translation>La tecla E hace enseguida el descarte de la pista</translation>
    </message>
    <message>
      <source>The language of the game</source>
      <translation>El idioma del juego</translation>
    </message>
    <message>
      <source>The lowest card was cut twice: all cut again.</source>
      <translation>La carta más baja salió dos veces: todos vuelven a cortar.</translation>
    </message>
    <message>
      <source>The moment it is reached</source>
      <translation>En cuanto se alcanza</translation>
    </message>
    <message>
      <source>The name they give</source>
      <translation>El nombre que dé</translation>
    </message>
    <message>
      <source>The odds</source>
      <translation>Las probabilidades</translation>
    </message>
    <message>
      <source>The odds of %1</source>
      <translation>Las probabilidades de %1</translation>
    </message>
    <message>
      <source>The order your cards are shown in, left to right; the arrow keys follow it</source>
      <translation type="vanished">El orden de tus cartas, de izquierda a derecha; las flechas del teclado lo siguen</translation>
    </message>
    <message>
      <source>The order your cards are shown in, left to right; the arrow keys follow it. Drag a card along your hand to put it elsewhere: it stays there until the deal ends.</source>
      <translation>El orden en que se muestran tus cartas, de izquierda a derecha; las flechas lo siguen. Arrastra una carta a lo largo de tu mano para ponerla en otro sitio: se queda allí hasta el final de la mano.</translation>
    </message>
    <message>
      <source>The other player should look away.</source>
      <translation>El otro jugador debe mirar hacia otro lado.</translation>
    </message>
    <message>
      <source>The other players should look away.</source>
      <translation>Los demás jugadores deben mirar hacia otro lado.</translation>
    </message>
    <message>
      <source>The partie</source>
      <translation>La partida</translation>
    </message>
    <message>
      <source>The partie begins when every seat is taken.</source>
      <translation>La partida empieza cuando todos los puestos están ocupados.</translation>
    </message>
    <message>
      <source>The partie could not be saved: %1.</source>
      <translation>No se ha podido guardar la partida: %1.</translation>
    </message>
    <message>
      <source>The partie is drawn</source>
      <translation>La partida termina en empate</translation>
    </message>
    <message>
      <source>The partie is over. %1</source>
      <translation>La partida ha terminado. %1</translation>
    </message>
    <message>
      <source>The partie is over: these are its outcome.</source>
      <translation>La partida ha terminado: este es su resultado.</translation>
    </message>
    <message>
      <source>The password is not this table's.</source>
      <translation>Esa no es la contraseña de esta mesa.</translation>
    </message>
    <message>
      <source>The play</source>
      <translation>El juego de las bazas</translation>
    </message>
    <message>
      <source>The positions where you lost most in your parties, set again for you to find the best choice</source>
      <translation>Las posiciones en las que más perdiste en tus partidas, planteadas de nuevo para que encuentres la mejor elección</translation>
    </message>
    <message>
      <source>The problems cannot be set: %1.</source>
      <translation>No se pueden plantear los problemas: %1.</translation>
    </message>
    <message>
      <source>The rest: how the cards you could not see lay (a decision is judged by its odds), and what the coach does not judge.</source>
      <translation>El resto: dónde estaban las cartas que no podías ver (una decisión se juzga por sus probabilidades), y lo que el entrenador no juzga.</translation>
    </message>
    <message>
      <source>The rest: how the unseen cards lay (a decision is judged by its odds), and what the coach does not judge.</source>
      <translation>El resto: dónde estaban las cartas ocultas (una decisión se juzga por sus probabilidades), y lo que el entrenador no juzga.</translation>
    </message>
    <message>
      <source>The rest: mostly %1's play, not judged here (choose %1 above to judge it), and how the cards you could not see lay (a decision is judged by its odds).</source>
      <translation>El resto: sobre todo el juego de %1, no juzgado aquí (elige %1 arriba para juzgarlo), y dónde estaban las cartas que no podías ver (una decisión se juzga por sus probabilidades).</translation>
    </message>
    <message>
      <source>The rest: mostly %1's play, not judged here (choose %1 above to judge it), and how the unseen cards lay (a decision is judged by its odds).</source>
      <translation>El resto: sobre todo el juego de %1, no juzgado aquí (elige %1 arriba para juzgarlo), y dónde estaban las cartas ocultas (una decisión se juzga por sus probabilidades).</translation>
    </message>
    <message>
      <source>The rest: mostly the other players' play, not judged here (choose a player above to judge it), and how the cards you could not see lay (a decision is judged by its odds).</source>
      <translation>El resto: sobre todo el juego de los demás jugadores, no juzgado aquí (elige un jugador arriba para juzgarlo), y dónde estaban las cartas que no podías ver (una decisión se juzga por sus probabilidades).</translation>
    </message>
    <message>
      <source>The rest: mostly the other players' play, not judged here (choose a player above to judge it), and how the unseen cards lay (a decision is judged by its odds).</source>
      <translation>El resto: sobre todo el juego de los demás jugadores, no juzgado aquí (elige un jugador arriba para juzgarlo), y dónde estaban las cartas ocultas (una decisión se juzga por sus probabilidades).</translation>
    </message>
    <message>
      <source>The rules of the game, with examples</source>
      <translation>Las reglas del juego, con ejemplos</translation>
    </message>
    <message>
      <source>The rules page is missing from this installation.</source>
      <translation>Falta la página de reglas en esta instalación.</translation>
    </message>
    <message>
      <source>The running score, in the status line and aloud when the game speaks</source>
      <translation>El tanteo actual, en la barra de estado, y en voz alta cuando el juego habla</translation>
    </message>
    <message>
      <source>The saved game %1 could not be resumed: %2; it could not be set aside either (%3).</source>
      <translation>No se pudo reanudar la partida guardada %1: %2; tampoco se pudo apartar (%3).</translation>
    </message>
    <message>
      <source>The saved game could not be read (%1); it was left as it is.</source>
      <translation>No se pudo leer la partida guardada (%1); se ha dejado como estaba.</translation>
    </message>
    <message>
      <source>The saved game could not be resumed: %1. It was kept as %2.</source>
      <translation>No se pudo reanudar la partida guardada: %1. Se ha guardado como %2.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal for each side, and the totals run on from deal to deal until a side reaches %1.</source>
      <translation>La hoja de tanteo suma la mano de cada bando, y los totales siguen de mano en mano hasta que un bando llega a %1.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal, and the totals run on from deal to deal until a player reaches %1.</source>
      <translation>La hoja de tanteo suma la mano, y los totales siguen de mano en mano hasta que un jugador llega a %1.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal. After six deals, a player under 100 is rubiconed: the winner then gains both totals plus 100.</source>
      <translation type="vanished">La hoja de tanteo suma la mano. Tras seis manos, el jugador que no llega a 100 no llega al rubicón: el ganador se lleva entonces los dos totales más 100.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal. When the partie ends, a player under %1 is rubiconed: the winner then gains both totals plus %1.</source>
      <translation>La hoja de tanteo suma la mano. Al acabar la partida, el jugador que no llega a %1 no llega al rubicón: el ganador se lleva entonces los dos totales más %1.</translation>
    </message>
    <message>
      <source>The second player deals</source>
      <translation type="vanished">Da el segundo jugador</translation>
    </message>
    <message>
      <source>The speech engine does not answer: restart speech-dispatcher, or check the sound.</source>
      <translation>El motor de voz no responde: reinicia speech-dispatcher o revisa el sonido.</translation>
    </message>
    <message>
      <source>The speech engine failed.</source>
      <translation>El motor de voz ha fallado.</translation>
    </message>
    <message>
      <source>The statistics could not be reset (the database is locked or damaged).</source>
      <translation>No se pudieron reiniciar las estadísticas (la base está bloqueada o dañada).</translation>
    </message>
    <message>
      <source>The statistics file %1 cannot be used, and it could not be set aside (%2).</source>
      <translation>El archivo de estadísticas %1 no se puede usar, y no se pudo apartar (%2).</translation>
    </message>
    <message>
      <source>The statistics file %1 has tables this game does not know: it was kept unchanged as %2, and the statistics begin afresh.</source>
      <translation>El archivo de estadísticas %1 tiene tablas que este juego no conoce: se ha guardado sin cambios como %2, y las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
      <source>The strongest true call</source>
      <translation>El canto verdadero más fuerte</translation>
    </message>
    <message>
      <source>The table at %1 cannot be reached.</source>
      <translation>No se puede llegar a la mesa en %1.</translation>
    </message>
    <message>
      <source>The table could not be opened: %1</source>
      <translation>No se ha podido abrir la mesa: %1</translation>
    </message>
    <message>
      <source>The table is hidden while it passes to the next player.</source>
      <translation>La mesa se oculta mientras pasa al siguiente jugador.</translation>
    </message>
    <message>
      <source>The table is hidden while it passes to the other player.</source>
      <translation type="vanished">La mesa se oculta mientras pasa al otro jugador.</translation>
    </message>
    <message>
      <source>The table refused to seat you (%1).</source>
      <translation>La mesa no te ha dado puesto (%1).</translation>
    </message>
    <message>
      <source>The talon's last cards: %1</source>
      <translation>Las últimas cartas del talón: %1</translation>
    </message>
    <message>
      <source>The talon's leftover cards</source>
      <translation>Las cartas que quedaron en el talón</translation>
    </message>
    <message>
      <source>The tricks bid</source>
      <translation type="vanished">Las bazas pujadas</translation>
    </message>
    <message>
      <source>The version, and where the card art comes from</source>
      <translation>La versión, y de dónde vienen los dibujos de las cartas</translation>
    </message>
    <message>
      <source>There is nothing to take back.</source>
      <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
      <source>Third player</source>
      <translation>Tercer jugador</translation>
    </message>
    <message>
      <source>This partie does not say who plays each seat. Choose who takes it up:</source>
      <translation>Esta partida no dice quién juega en cada puesto. Elige quién la retoma:</translation>
    </message>
    <message>
      <source>This table needs another version of the game.</source>
      <translation>Esta mesa necesita otra versión del juego.</translation>
    </message>
    <message>
      <source>This version finds no tables by itself: type the address the host gives you.</source>
      <translation type="vanished">Esta versión no encuentra mesas por sí sola: escribe la dirección que te dé el anfitrión.</translation>
    </message>
    <message>
      <source>Three %1</source>
      <translation>Tres %1</translation>
    </message>
    <message>
      <source>Three players, ten cards each; only the dealer exchanges. The first to the target is out and wins; the other two play on, and the last pays.</source>
      <translation>Tres jugadores, diez cartas cada uno; solo cambia el que da. El primero que llega a la meta sale ganador; los otros dos siguen, y el último paga.</translation>
    </message>
    <message>
      <source>Tierce</source>
      <translation>Tercera</translation>
    </message>
    <message>
      <source>To the %1</source>
      <translation>Hasta %1</translation>
    </message>
    <message>
      <source>Too few cards are chosen.</source>
      <translation>Has elegido muy pocas cartas.</translation>
    </message>
    <message>
      <source>Too many cards are chosen.</source>
      <translation>Has elegido demasiadas cartas.</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Train on m&amp;y mistakes</source>
      <translation>Entrenar con mis errores</translation>
    </message>
    <message>
      <source>Train on my mistakes</source>
      <translation>Entrenar con mis errores</translation>
    </message>
    <message>
      <source>Train on my mistakes: position %1 · %2, your partie of %3, deal %4</source>
      <translation type="vanished">Entrenar con mis errores: posición %1 · %2, tu partida del %3, mano %4</translation>
    </message>
    <message>
      <source>Training waits until you leave the table played over the network.</source>
      <translation>El entrenamiento espera a que dejes la mesa jugada en red.</translation>
    </message>
    <message>
      <source>Trick %1 to %2</source>
      <translation>Baza %1 para %2</translation>
    </message>
    <message>
      <source>Trick %1 to you</source>
      <translation>Baza %1 para ti</translation>
    </message>
    <message>
      <source>Trick ▶</source>
      <translation>Baza ▶</translation>
    </message>
    <message>
      <source>Tricks won: %1</source>
      <translation>Bazas ganadas: %1</translation>
    </message>
    <message>
      <source>Tricks: %1</source>
      <translation type="vanished">Bazas: %1</translation>
    </message>
    <message>
      <source>Try again.</source>
      <translation>Inténtalo de nuevo.</translation>
    </message>
    <message>
      <source>Turned face up for both</source>
      <translation>Boca arriba para los dos</translation>
    </message>
    <message>
      <source>Twelve</source>
      <translation>Doce</translation>
    </message>
    <message>
      <source>Two play on</source>
      <translation>Siguen dos</translation>
    </message>
    <message>
      <source>Two players bid how many tricks they will win or lose before the exchange; the contract scores; six deals and a rubicon at 150.</source>
      <translation>Dos jugadores pujan antes del cambio cuántas bazas ganarán o perderán; el contrato anota; seis manos y un rubicón a 150.</translation>
    </message>
    <message>
      <source>Two players on this computer</source>
      <translation type="vanished">Dos jugadores en este ordenador</translation>
    </message>
    <message>
      <source>Two players, the club laws: six deals and the rubicon at 100.</source>
      <translation>Dos jugadores, las leyes de los clubes: seis manos y el rubicón a 100.</translation>
    </message>
    <message>
      <source>Two players, the first to 100 wins a game; younger may exchange none; every score counts the moment it is made.</source>
      <translation>Dos jugadores, el primero que llega a 100 gana un juego; el menor puede no cambiar ninguna; cada tanto cuenta en el momento en que se hace.</translation>
    </message>
    <message>
      <source>Type the table's address as host:port (for example 192.168.1.20:47500), or its code.</source>
      <translation>Escribe la dirección de la mesa como anfitrión:puerto (por ejemplo 192.168.1.20:47500), o su código.</translation>
    </message>
    <message>
      <source>Under the score pad: your chance of winning the partie (and of escaping the rubicon, or of reaching the target first) in words, with a chart over the partie's deals, updated after each deal.
Estimated as the computer plays to the score, from the deals it has measured; at a shared screen each person sees his own side's.</source>
      <translation>Bajo la hoja de tanteo: tu posibilidad de ganar la partida (y de llegar al rubicón, o de llegar primero al objetivo) en palabras, con un gráfico a lo largo de las manos de la partida, actualizado tras cada mano.
Estimada como el ordenador juega según el tanteo, a partir de las manos que ha medido; ante una pantalla compartida, cada persona ve las de su bando.</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Deshacer</translation>
    </message>
    <message>
      <source>Undo is turned off for this game.</source>
      <translation>Deshacer está desactivado en esta partida.</translation>
    </message>
    <message>
      <source>Waiting for %1 and %2…</source>
      <translation>Esperando a %1 y %2…</translation>
    </message>
    <message>
      <source>Waiting for %1.</source>
      <translation>Esperando a %1.</translation>
    </message>
    <message>
      <source>Waiting for %1…</source>
      <translation>Esperando a %1…</translation>
    </message>
    <message>
      <source>Weighs every hand you could hold from the first trick, and plays the last deal to the score.</source>
      <translation>Sopesa cada mano que podrías tener desde la primera baza, y juega la última mano según el tanteo.</translation>
    </message>
    <message>
      <source>Welcome</source>
      <translation>Bienvenida</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Oeste</translation>
    </message>
    <message>
      <source>What the Master would do, and why (the partie then counts apart in the statistics)</source>
      <translation>Lo que haría el Maestro, y por qué (la partida cuenta entonces aparte en las estadísticas)</translation>
    </message>
    <message>
      <source>What you hold counts for your side if your partner's call stays the best.</source>
      <translation>Lo que tienes cuenta para tu bando si la declaración de tu compañero sigue siendo la mejor.</translation>
    </message>
    <message>
      <source>When I ask, in the review</source>
      <translation>Cuando lo pida, en la revisión</translation>
    </message>
    <message>
      <source>When I click the table</source>
      <translation>Cuando hago clic en el tapete</translation>
    </message>
    <message>
      <source>When the target is judged</source>
      <translation>Cuándo se juzga la meta</translation>
    </message>
    <message>
      <source>Whether Undo may be used in a partie against the computer</source>
      <translation>Si se puede deshacer en una partida contra el ordenador</translation>
    </message>
    <message>
      <source>Who deals each new game</source>
      <translation>Quién da en cada juego nuevo</translation>
    </message>
    <message>
      <source>Who plays seat %1</source>
      <translation>Quién juega en el puesto %1</translation>
    </message>
    <message>
      <source>Who plays?</source>
      <translation>¿Quién juega?</translation>
    </message>
    <message>
      <source>Whose decisions</source>
      <translation>Las decisiones de quién</translation>
    </message>
    <message>
      <source>Whose decisions the coach judges</source>
      <translation>El jugador cuyas decisiones juzga el entrenador</translation>
    </message>
    <message>
      <source>Winning the partie: %1</source>
      <translation>Ganar la partida: %1</translation>
    </message>
    <message numerus="yes">
      <source>With hints or undo: %n partie(s)</source>
      <translation>
        <numerusform>Con pistas o deshacer: %n partida</numerusform>
        <numerusform>Con pistas o deshacer: %n partidas</numerusform>
      </translation>
    </message>
    <message>
      <source>With three players only the dealer exchanges: he may put out up to two cards and take as many from the talon. The others keep the ten cards they were dealt.</source>
      <translation>Con tres jugadores solo descarta el repartidor: puede dejar hasta dos cartas y tomar otras tantas del talón. Los demás se quedan con las diez cartas recibidas.</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Ganadas</translation>
    </message>
    <message>
      <source>Worst parties</source>
      <translation>Peores partidas</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>Sí</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tú</translation>
    </message>
    <message>
      <source>You &amp; %1</source>
      <translation>Tú y %1</translation>
    </message>
    <message>
      <source>You and %1 win the partie</source>
      <translation>Tú y %1 ganáis la partida</translation>
    </message>
    <message>
      <source>You announce carte blanche</source>
      <translation>Anuncias carta blanca</translation>
    </message>
    <message>
      <source>You are rubiconed: %1 + %2 + %3 = %4</source>
      <translation>No llegas al rubicón: %1 + %2 + %3 = %4</translation>
    </message>
    <message>
      <source>You are rubiconed: %1 + %2 + 100 = %3</source>
      <translation>No llegas al rubicón: %1 + %2 + 100 = %3</translation>
    </message>
    <message>
      <source>You bid %1</source>
      <translation>Pujas %1</translation>
    </message>
    <message>
      <source>You broke even in this deal</source>
      <translation>Quedas igualado en esta mano</translation>
    </message>
    <message>
      <source>You cannot play that card now.</source>
      <translation>Ahora no puedes jugar esa carta.</translation>
    </message>
    <message>
      <source>You claimed the remaining tricks: they are played out.</source>
      <translation>Has reclamado las bazas restantes: se juegan.</translation>
    </message>
    <message>
      <source>You cut the higher card and choose who deals first. Dealing first is the advantage: the first dealer is elder in the last deal.</source>
      <translation>Cortas la carta más alta y eliges quién da primero. Dar primero es una ventaja: quien da primero es el mayor en la última mano.</translation>
    </message>
    <message>
      <source>You cut the lowest card and deal first.</source>
      <translation>Cortas la carta más baja y das primero.</translation>
    </message>
    <message>
      <source>You deal first</source>
      <translation>Das tú primero</translation>
    </message>
    <message>
      <source>You do not hold that card.</source>
      <translation>No tienes esa carta.</translation>
    </message>
    <message>
      <source>You double</source>
      <translation>Doblas</translation>
    </message>
    <message numerus="yes">
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Cambias %n carta</numerusform>
        <numerusform>Cambias %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <source>You failed %1</source>
      <translation>No cumpliste %1</translation>
    </message>
    <message>
      <source>You have seat %1. The partie begins when every seat is taken…</source>
      <translation>Tienes el puesto %1. La partida empieza cuando todos los puestos están ocupados…</translation>
    </message>
    <message>
      <source>You hold carte blanche: no king, queen or knave. Announce it for 10?</source>
      <translation>Tienes carta blanca: ni rey, ni reina, ni sota. ¿La anuncias por 10?</translation>
    </message>
    <message>
      <source>You host this table: the other players would lose the partie. Leave it?</source>
      <translation>Has creado esta mesa: los demás jugadores perderían la partida. ¿Dejarla?</translation>
    </message>
    <message numerus="yes">
      <source>You left %n card(s) in the talon. Look at them? (Elder will see them too.)</source>
      <translation>
        <numerusform>Has dejado %n carta en el talón. ¿Quieres verla? (El mayor también la verá.)</numerusform>
        <numerusform>Has dejado %n cartas en el talón. ¿Quieres verlas? (El mayor también las verá.)</numerusform>
      </translation>
    </message>
    <message>
      <source>You lost %1 points in this deal</source>
      <translation>Pierdes %1 puntos en esta mano</translation>
    </message>
    <message>
      <source>You made %1</source>
      <translation>Cumpliste %1</translation>
    </message>
    <message>
      <source>You must follow suit.</source>
      <translation>Debes seguir el palo.</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>Pasas</translation>
    </message>
    <message>
      <source>You pay %1 and %2 one stake each</source>
      <translation>Pagas una apuesta a %1 y a %2</translation>
    </message>
    <message>
      <source>You play %1</source>
      <translation>Juegas %1</translation>
    </message>
    <message>
      <source>You put out %1 and take %2</source>
      <translation>Descartas %1 y tomas %2</translation>
    </message>
    <message>
      <source>You reach %1 and are out</source>
      <translation>Llegas a %1 y sales</translation>
    </message>
    <message>
      <source>You redouble</source>
      <translation>Redoblas</translation>
    </message>
    <message>
      <source>You score %1 for %2%3</source>
      <translation>Anotas %1 por %2%3</translation>
    </message>
    <message>
      <source>You show carte blanche: %1</source>
      <translation>Muestras carta blanca: %1</translation>
    </message>
    <message>
      <source>You win the partie</source>
      <translation>Ganas la partida</translation>
    </message>
    <message numerus="yes">
      <source>You win the partie: %n point(s)</source>
      <translation>
        <numerusform>Ganas la partida: %n punto</numerusform>
        <numerusform>Ganas la partida: %n puntos</numerusform>
      </translation>
    </message>
    <message>
      <source>You win: %1 + (%1 − %2) = %3</source>
      <translation>Ganas: %1 + (%1 − %2) = %3</translation>
    </message>
    <message>
      <source>You win: %1 = %2</source>
      <translation>Ganas: %1 = %2</translation>
    </message>
    <message>
      <source>You win: %1 − %2 + %3 = %4</source>
      <translation>Ganas: %1 − %2 + %3 = %4</translation>
    </message>
    <message>
      <source>You win: %1 − %2 + 100 = %3</source>
      <translation>Ganas: %1 − %2 + 100 = %3</translation>
    </message>
    <message>
      <source>You won %1 points in this deal</source>
      <translation>Ganas %1 puntos en esta mano</translation>
    </message>
    <message>
      <source>Younger leaves the talon unseen</source>
      <translation>El menor deja el talón sin verlo</translation>
    </message>
    <message>
      <source>Younger looks at the talon</source>
      <translation>El menor mira el talón</translation>
    </message>
    <message>
      <source>Younger may look after elder's lead; then elder sees them too (Law 36)</source>
      <translation>El menor puede verlas tras la salida del mayor; entonces el mayor también las ve (ley 36)</translation>
    </message>
    <message>
      <source>Younger must exchange at least one card</source>
      <translation>El menor debe cambiar al menos una carta</translation>
    </message>
    <message>
      <source>Your &amp;name:</source>
      <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
      <source>Your bid, in the panel (keys 1 to 9).</source>
      <translation>Te toca pujar, en el panel (teclas 1 a 9).</translation>
    </message>
    <message>
      <source>Your bid:</source>
      <translation>Te toca pujar:</translation>
    </message>
    <message>
      <source>Your call:</source>
      <translation>Te toca declarar:</translation>
    </message>
    <message>
      <source>Your calls and replies made for you, after a pause to read them; the exchange and the cards stay yours.
The strongest true call: each call at its best (all you hold), each reply truthful (“Not good” when you hold better, “Making?” when you hold as many).
The Master's choice: what the strongest computer player would say in your place, which may keep a call quiet.
Undo gives the moment back to you.</source>
      <translation>Tus cantos y tus respuestas hechos por ti, tras una pausa para leerlos; el descarte y las cartas siguen siendo tuyos.
El canto verdadero más fuerte: cada canto en su mejor valor (todo lo que tienes), cada respuesta sincera («No es bueno» cuando tienes algo mejor, «¿Haciendo?» cuando tienes tantas).
La elección del Maestro: lo que diría en tu lugar el jugador más fuerte del ordenador, que puede callar un canto.
Deshacer te devuelve el momento.</translation>
    </message>
    <message>
      <source>Your card gave the pique away: the cost is your opponent's pique alone (without pique, your card was as good as the best).</source>
      <translation>Tu carta le regaló el pique a tu rival: el coste es solo el de su pique (sin el pique, tu carta valía tanto como la mejor).</translation>
    </message>
    <message>
      <source>Your card lost you the pique: the cost is the pique alone (without pique, your card was as good as the best).</source>
      <translation>Tu carta te hizo perder el pique: el coste es solo el del pique (sin el pique, tu carta valía tanto como la mejor).</translation>
    </message>
    <message>
      <source>Your cards win every remaining trick whatever the others hold: claim them (C)</source>
      <translation>Tus cartas ganan todas las bazas restantes tengan lo que tengan los demás: reclámalas (C)</translation>
    </message>
    <message>
      <source>Your contract: %1 — %2</source>
      <translation>Tu contrato: %1 — %2</translation>
    </message>
    <message>
      <source>Your decisions</source>
      <translation>Tus decisiones</translation>
    </message>
    <message>
      <source>Your discard</source>
      <translation>Tu descarte</translation>
    </message>
    <message>
      <source>Your discard broke your %1 (%2): the best discard kept it.</source>
      <translation>Tu descarte rompió tu combinación (%1: %2); el mejor descarte la conservaba.</translation>
    </message>
    <message>
      <source>Your discard: click to see it (D)</source>
      <translation>Tu descarte: haz clic para verlo (D)</translation>
    </message>
    <message>
      <source>Your hand: %1</source>
      <translation>Tu mano: %1</translation>
    </message>
    <message>
      <source>Your lead.</source>
      <translation>Te toca salir.</translation>
    </message>
    <message>
      <source>Your lead: click a card.</source>
      <translation>Te toca salir: haz clic en una carta.</translation>
    </message>
    <message>
      <source>Your level, by the coach</source>
      <translation>Tu nivel, según el entrenador</translation>
    </message>
    <message>
      <source>Your new parties looked through by the coach: %1 of %2</source>
      <translation>Tus nuevas partidas revisadas por el entrenador: %1 de %2</translation>
    </message>
    <message>
      <source>Your odds</source>
      <translation>Tus probabilidades</translation>
    </message>
    <message>
      <source>Your parties against the computer: win rates, tallies, a chart</source>
      <translation>Sus partidas contra el ordenador: porcentajes de victorias, recuentos, un gráfico</translation>
    </message>
    <message>
      <source>Your reply:</source>
      <translation>Te toca responder:</translation>
    </message>
    <message>
      <source>Your side broke even in this deal</source>
      <translation>Tu bando ni gana ni pierde en esta mano</translation>
    </message>
    <message>
      <source>Your side lost %1 points in this deal</source>
      <translation>Tu bando pierde %1 puntos en esta mano</translation>
    </message>
    <message>
      <source>Your side won %1 points in this deal</source>
      <translation>Tu bando gana %1 puntos en esta mano</translation>
    </message>
    <message>
      <source>Your take-back was refused: every other player must agree to it.</source>
      <translation>Se ha rechazado deshacer tu jugada: todos los demás jugadores deben aceptarlo.</translation>
    </message>
    <message>
      <source>Your turn in the declarations.</source>
      <translation>Te toca hablar en las declaraciones.</translation>
    </message>
    <message>
      <source>Your turn to call or pass, in the panel (keys 1 to 9).</source>
      <translation>Te toca declarar o pasar, en el panel (teclas 1 a 9).</translation>
    </message>
    <message>
      <source>Your turn to play.</source>
      <translation>Te toca jugar.</translation>
    </message>
    <message>
      <source>Your turn: call or pass.</source>
      <translation>Te toca: declara o pasa.</translation>
    </message>
    <message>
      <source>Your turn: call or pass. Best so far: %1.</source>
      <translation>Te toca: declara o pasa. Lo mejor hasta ahora: %1.</translation>
    </message>
    <message>
      <source>Your turn: click a card to play.</source>
      <translation>Tu turno: haz clic en una carta para jugarla.</translation>
    </message>
    <message>
      <source>Your turn: nothing you hold beats the best so far, %1: you pass.</source>
      <translation>Tu turno: nada de lo que tienes supera la mejor declaración, %1: pasas.</translation>
    </message>
    <message>
      <source>a French custom</source>
      <translation>una costumbre francesa</translation>
    </message>
    <message>
      <source>a French rules page</source>
      <translation>una página de reglas francesa</translation>
    </message>
    <message>
      <source>a blunder</source>
      <translation>un error grave</translation>
    </message>
    <message>
      <source>a mistake</source>
      <translation>un error</translation>
    </message>
    <message>
      <source>about %1 in %2</source>
      <translation>alrededor de %1 de cada %2</translation>
    </message>
    <message>
      <source>ace</source>
      <translation>el as</translation>
    </message>
    <message>
      <source>aces</source>
      <translation>ases</translation>
    </message>
    <message>
      <source>against</source>
      <translation type="vanished">contra</translation>
    </message>
    <message>
      <source>against %1</source>
      <translation>contra %1</translation>
    </message>
    <message>
      <source>all equal</source>
      <translation>todas iguales</translation>
    </message>
    <message>
      <source>all the tricks</source>
      <translation>todas las bazas</translation>
    </message>
    <message>
      <source>all twelve cards in good calls</source>
      <translation>las doce cartas en cantos buenos</translation>
    </message>
    <message>
      <source>all twelve tricks</source>
      <translation>las doce bazas</translation>
    </message>
    <message>
      <source>almost certain</source>
      <translation>casi seguro</translation>
    </message>
    <message>
      <source>almost none</source>
      <translation>casi ninguna posibilidad</translation>
    </message>
    <message>
      <source>an inaccuracy</source>
      <translation>una imprecisión</translation>
    </message>
    <message>
      <source>as two players call / this program's choice</source>
      <translation>como entre dos jugadores / decisión de este programa</translation>
    </message>
    <message>
      <source>auction piquet</source>
      <translation>piquet con subasta</translation>
    </message>
    <message>
      <source>certain</source>
      <translation>seguro</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>elegida para descartar</translation>
    </message>
    <message>
      <source>click to see the last one (L)</source>
      <translation>haz clic para ver la última (L)</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>tréboles</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>repartidor</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>diamantes</translation>
    </message>
    <message>
      <source>doubled</source>
      <translation>doblado</translation>
    </message>
    <message>
      <source>easy</source>
      <translation>fácil</translation>
    </message>
    <message>
      <source>eight</source>
      <translation>ocho</translation>
    </message>
    <message>
      <source>elder</source>
      <translation>mayor</translation>
    </message>
    <message>
      <source>eldest</source>
      <translation>mano</translation>
    </message>
    <message>
      <source>every card worth the same</source>
      <translation>todas las cartas valen lo mismo</translation>
    </message>
    <message>
      <source>every choice worth the same points</source>
      <translation>todas las opciones valen los mismos puntos</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>no cumplido</translation>
    </message>
    <message>
      <source>five</source>
      <translation>cinco</translation>
    </message>
    <message>
      <source>forced</source>
      <translation>forzada</translation>
    </message>
    <message>
      <source>forced: the only choice</source>
      <translation>forzada: la única elección</translation>
    </message>
    <message>
      <source>four</source>
      <translation>cuatro</translation>
    </message>
    <message>
      <source>game %1 double</source>
      <translation>juego %1 doble</translation>
    </message>
    <message>
      <source>hard</source>
      <translation>difícil</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>corazones</translation>
    </message>
    <message>
      <source>host:port, or the table's code</source>
      <translation>anfitrión:puerto, o el código de la mesa</translation>
    </message>
    <message>
      <source>in your hand</source>
      <translation>en la mano</translation>
    </message>
    <message>
      <source>king</source>
      <translation>el rey</translation>
    </message>
    <message>
      <source>kings</source>
      <translation>reyes</translation>
    </message>
    <message>
      <source>knave</source>
      <translation>la sota</translation>
    </message>
    <message>
      <source>knaves</source>
      <translation>sotas</translation>
    </message>
    <message>
      <source>lead %1 — from your longest suit, to make its cards good</source>
      <translation>sal con %1 — de tu palo más largo, para hacer buenas sus cartas</translation>
    </message>
    <message>
      <source>lead %1 — nothing left out can beat it</source>
      <translation>sal con %1 — ninguna carta que queda fuera puede ganarla</translation>
    </message>
    <message numerus="yes">
      <source>lose %n trick(s) or more</source>
      <translation>
        <numerusform>perder %n baza o más</numerusform>
        <numerusform>perder %n bazas o más</numerusform>
      </translation>
    </message>
    <message>
      <source>lost %1 so far</source>
      <translation>%1 perdidas hasta ahora</translation>
    </message>
    <message>
      <source>made</source>
      <translation>cumplido</translation>
    </message>
    <message>
      <source>may not be played</source>
      <translation>no se puede jugar</translation>
    </message>
    <message>
      <source>medium</source>
      <translation>medio</translation>
    </message>
    <message>
      <source>nine</source>
      <translation>el nueve</translation>
    </message>
    <message>
      <source>no bid</source>
      <translation>sin puja</translation>
    </message>
    <message>
      <source>no deal agrees with what was seen</source>
      <translation>ninguna mano concuerda con lo visto</translation>
    </message>
    <message>
      <source>no king, queen or knave</source>
      <translation>sin rey, reina ni sota</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguna posibilidad</translation>
    </message>
    <message>
      <source>not judged</source>
      <translation>sin juzgar</translation>
    </message>
    <message>
      <source>not judged yet</source>
      <translation>aún sin juzgar</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>nada</translation>
    </message>
    <message>
      <source>one</source>
      <translation>uno</translation>
    </message>
    <message>
      <source>or the table's code: %1</source>
      <translation>o el código de la mesa: %1</translation>
    </message>
    <message numerus="yes">
      <source>over %n deal(s)</source>
      <translation>
        <numerusform>sobre %n mano</numerusform>
        <numerusform>sobre %n manos</numerusform>
      </translation>
    </message>
    <message>
      <source>parties, oldest first</source>
      <translation>partidas, de la más antigua a la más reciente</translation>
    </message>
    <message>
      <source>partner</source>
      <translation>compañero</translation>
    </message>
    <message>
      <source>partnership piquet</source>
      <translation>piquet por parejas</translation>
    </message>
    <message>
      <source>partnership piquet (four players)</source>
      <translation type="vanished">piquet por parejas (cuatro jugadores)</translation>
    </message>
    <message>
      <source>piquet au cent</source>
      <translation>piquet a cien</translation>
    </message>
    <message>
      <source>piquet normand</source>
      <translation>piquet normando</translation>
    </message>
    <message>
      <source>piquet normand (three players)</source>
      <translation type="vanished">piquet normando (tres jugadores)</translation>
    </message>
    <message>
      <source>play %1 — keeps the guard to your %2</source>
      <translation>juega %1 — conserva la guarda de tu %2</translation>
    </message>
    <message>
      <source>play %1 — the card you need least</source>
      <translation>juega %1 — la carta que menos necesitas</translation>
    </message>
    <message>
      <source>play %1 — wins the trick as cheaply as can be</source>
      <translation>juega %1 — gana la baza al menor coste</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>se puede jugar</translation>
    </message>
    <message>
      <source>put out %1 — keeps your %2 for the point</source>
      <translation>descarta %1 — conserva tus %2 para el punto</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>la reina</translation>
    </message>
    <message>
      <source>queens</source>
      <translation>reinas</translation>
    </message>
    <message>
      <source>redoubled</source>
      <translation>redoblado</translation>
    </message>
    <message>
      <source>seat %1</source>
      <translation>puesto %1</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>siete</translation>
    </message>
    <message>
      <source>six</source>
      <translation>seis</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>picas</translation>
    </message>
    <message>
      <source>ten</source>
      <translation>el diez</translation>
    </message>
    <message>
      <source>tens</source>
      <translation>dieces</translation>
    </message>
    <message>
      <source>the contract scores four times</source>
      <translation>el contrato vale el cuádruple</translation>
    </message>
    <message>
      <source>the contract scores twice</source>
      <translation>el contrato vale el doble</translation>
    </message>
    <message>
      <source>the handbook of auction piquet</source>
      <translation>el manual del piquet con subasta</translation>
    </message>
    <message>
      <source>the judged decisions %1</source>
      <translation>las decisiones juzgadas %1</translation>
    </message>
    <message>
      <source>the laws / the handbook of auction piquet</source>
      <translation>las leyes / el manual del piquet con subasta</translation>
    </message>
    <message>
      <source>the laws of piquet au cent</source>
      <translation>las leyes del piquet a cien</translation>
    </message>
    <message>
      <source>the other side's judged decisions %1</source>
      <translation>las decisiones juzgadas del otro bando %1</translation>
    </message>
    <message>
      <source>the others' judged decisions %1</source>
      <translation>las decisiones juzgadas de los demás %1</translation>
    </message>
    <message>
      <source>the place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4)</source>
      <translation>el puesto (mayor o menor) %1, las cartas %2 (el reparto %3, el orden del talón %4)</translation>
    </message>
    <message>
      <source>the place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4), the judged decisions %5, the rest %6</source>
      <translation type="vanished">el puesto (mayor o menor) %1, las cartas %2 (el reparto %3, el orden del talón %4), las decisiones juzgadas %5, el resto %6</translation>
    </message>
    <message>
      <source>the place at the table %1, the cards as dealt %2</source>
      <translation>el puesto en la mesa %1, las cartas en el reparto %2</translation>
    </message>
    <message>
      <source>the rest %1</source>
      <translation>el resto %1</translation>
    </message>
    <message>
      <source>the rule text for three players</source>
      <translation>la regla para tres jugadores</translation>
    </message>
    <message>
      <source>the side's judged decisions %1</source>
      <translation>las decisiones juzgadas del bando %1</translation>
    </message>
    <message>
      <source>the side's place at the table %1, the side's cards as dealt %2</source>
      <translation>el puesto del bando en la mesa %1, las cartas del bando en el reparto %2</translation>
    </message>
    <message>
      <source>the target</source>
      <translation>la meta</translation>
    </message>
    <message>
      <source>this deal</source>
      <translation>esta mano</translation>
    </message>
    <message>
      <source>this program's choice</source>
      <translation>decisión de este programa</translation>
    </message>
    <message>
      <source>three</source>
      <translation>tres</translation>
    </message>
    <message>
      <source>three or four hands: not judged yet</source>
      <translation>tres o cuatro jugadores: aún sin juzgar</translation>
    </message>
    <message>
      <source>to go</source>
      <translation>por hacer</translation>
    </message>
    <message>
      <source>to keep</source>
      <translation>se queda</translation>
    </message>
    <message numerus="yes">
      <source>to lose %n trick(s) or more</source>
      <translation>
        <numerusform>perder %n baza o más</numerusform>
        <numerusform>perder %n bazas o más</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>to win %n trick(s) or more</source>
      <translation>
        <numerusform>ganar %n baza o más</numerusform>
        <numerusform>ganar %n bazas o más</numerusform>
      </translation>
    </message>
    <message>
      <source>total</source>
      <translation>total</translation>
    </message>
    <message>
      <source>two</source>
      <translation>dos</translation>
    </message>
    <message numerus="yes">
      <source>win %n trick(s) or more</source>
      <translation>
        <numerusform>ganar %n baza o más</numerusform>
        <numerusform>ganar %n bazas o más</numerusform>
      </translation>
    </message>
    <message>
      <source>with %1 against %2</source>
      <translation>con %1 contra %2</translation>
    </message>
    <message>
      <source>won %1 so far</source>
      <translation>%1 ganadas hasta ahora</translation>
    </message>
    <message>
      <source>you</source>
      <translation>tú</translation>
    </message>
    <message>
      <source>you &amp; %1</source>
      <translation>tú y %1</translation>
    </message>
    <message>
      <source>younger</source>
      <translation>menor</translation>
    </message>
    <message>
      <source>younger, dealer</source>
      <translation>menor, repartidor</translation>
    </message>
    <message>
      <source>your judged decisions %1</source>
      <translation>tus decisiones juzgadas %1</translation>
    </message>
    <message>
      <source>your place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4)</source>
      <translation>tu puesto (mayor o menor) %1, las cartas %2 (el reparto %3, el orden del talón %4)</translation>
    </message>
    <message>
      <source>your place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4), your judged decisions %5, the rest %6</source>
      <translation type="vanished">tu puesto (mayor o menor) %1, las cartas %2 (el reparto %3, el orden del talón %4), tus decisiones juzgadas %5, el resto %6</translation>
    </message>
    <message>
      <source>your place at the table %1, the cards as dealt %2</source>
      <translation>tu puesto en la mesa %1, las cartas en el reparto %2</translation>
    </message>
    <message>
      <source>your side's judged decisions %1</source>
      <translation>las decisiones juzgadas de tu bando %1</translation>
    </message>
    <message>
      <source>your side's place at the table %1, your side's cards as dealt %2</source>
      <translation>el puesto de tu bando en la mesa %1, las cartas de tu bando en el reparto %2</translation>
    </message>
    <message>
      <source>« Deal</source>
      <translation>« Mano</translation>
    </message>
    <message>
      <source>± %1 %2</source>
      <translation>± %1 %2</translation>
    </message>
    <message>
      <source>“%1” cost about %2 points (%3); better: “%4”.</source>
      <translation>«%1» costó unos %2 puntos (%3); mejor: «%4».</translation>
    </message>
    <message>
      <source>“%1” costs about %2 points against the best, “%3” (%4). Try again, or go on: this position will come back.</source>
      <translation>«%1» cuesta unos %2 puntos frente a la mejor, «%3» (%4). Inténtalo de nuevo, o sigue: esta posición volverá.</translation>
    </message>
    <message>
      <source>“%1” is close, but not the best.</source>
      <translation>«%1» se acerca, pero no es la mejor.</translation>
    </message>
    <message>
      <source>“%1” is good: about %2 points less than the best, “%3” (%4). This position will not come back.</source>
      <translation>«%1» es buena: unos %2 puntos menos que la mejor, «%3» (%4). Esta posición no volverá.</translation>
    </message>
    <message>
      <source>“%1” is not the best: it gives up about %2 points.</source>
      <translation>«%1» no es la mejor: pierde unos %2 puntos.</translation>
    </message>
    <message>
      <source>“%1” is the best choice (%2). This position will not come back.</source>
      <translation>«%1» es la mejor elección (%2). Esta posición no volverá.</translation>
    </message>
    <message>
      <source>“%1” was the best choice (%2).</source>
      <translation>«%1» fue la mejor elección (%2).</translation>
    </message>
    <message>
      <source>▶</source>
      <translation>▶</translation>
    </message>
    <message>
      <source>◀</source>
      <translation>◀</translation>
    </message>
    <message>
      <source>◀ Trick</source>
      <translation>◀ Baza</translation>
    </message>
  </context>
  <context>
    <name>In a sentence</name>
    <message>
      <source>Computer</source>
      <translation>el ordenador</translation>
    </message>
    <message>
      <source>First player</source>
      <translation>el primer jugador</translation>
    </message>
    <message>
      <source>Second player</source>
      <translation>el segundo jugador</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Ver en:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Ficheros de &amp;tipo:</translation>
    </message>
  </context>
</TS>
