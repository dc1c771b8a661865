<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>Piquet</name>
    <message>
      <source>%1 &amp; %2</source>
      <translation>%1 et %2</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 (the computer)</source>
      <translation>%1 (l'ordinateur)</translation>
    </message>
    <message>
      <source>%1 (you)</source>
      <translation>%1 (vous)</translation>
    </message>
    <message>
      <source>%1 and %2</source>
      <translation>%1 et %2</translation>
    </message>
    <message>
      <source>%1 and %2 win the partie</source>
      <translation>%1 et %2 gagnent la partie</translation>
    </message>
    <message>
      <source>%1 announces carte blanche</source>
      <translation>%1 annonce carte blanche</translation>
    </message>
    <message>
      <source>%1 asks to take back the last move. Do you agree?</source>
      <translation>%1 demande à reprendre le dernier coup. Êtes-vous d'accord ?</translation>
    </message>
    <message>
      <source>%1 bids %2</source>
      <translation>%1 annonce %2</translation>
    </message>
    <message>
      <source>%1 broke even in this deal</source>
      <translation>%1 finit à égalité dans cette donne</translation>
    </message>
    <message>
      <source>%1 cannot be opened: %2.</source>
      <translation>Impossible d'ouvrir %1 : %2.</translation>
    </message>
    <message>
      <source>%1 claimed the remaining tricks: they are played out.</source>
      <translation>%1 a revendiqué les levées restantes : elles sont jouées.</translation>
    </message>
    <message>
      <source>%1 claims the remaining tricks. %2, do you agree?</source>
      <translation>%1 revendique les levées restantes. %2, êtes-vous d'accord ?</translation>
    </message>
    <message>
      <source>%1 claims the remaining tricks. Do you agree?</source>
      <translation>%1 revendique les levées restantes. Êtes-vous d'accord ?</translation>
    </message>
    <message>
      <source>%1 cuts the higher card and chooses who deals first. Dealing first is the advantage: the first dealer is elder in the last deal.</source>
      <translation>%1 coupe la plus haute carte et choisit qui donne en premier. Donner en premier est un avantage : le premier donneur est aîné à la dernière donne.</translation>
    </message>
    <message>
      <source>%1 cuts the higher card and deals first.</source>
      <translation>%1 coupe la plus haute carte et donne en premier.</translation>
    </message>
    <message>
      <source>%1 cuts the lowest card and deals first.</source>
      <translation>%1 coupe la plus basse carte et donne en premier.</translation>
    </message>
    <message>
      <source>%1 deals first</source>
      <translation>%1 donne en premier</translation>
    </message>
    <message>
      <source>%1 doubles</source>
      <translation>%1 contre</translation>
    </message>
    <message numerus="yes">
      <source>%1 exchanges %n card(s)</source>
      <translation>
        <numerusform>%1 échange %n carte</numerusform>
        <numerusform>%1 échange %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>%1 failed %2</source>
      <translation>%1 a chuté à %2</translation>
    </message>
    <message>
      <source>%1 has announced carte blanche.</source>
      <translation>%1 a annoncé carte blanche.</translation>
    </message>
    <message>
      <source>%1 has joined</source>
      <translation>%1 a rejoint la table</translation>
    </message>
    <message>
      <source>%1 in hand and play before %2 counted anything</source>
      <translation>%1 en main et en jeu, %2 n'ayant encore rien compté</translation>
    </message>
    <message>
      <source>%1 in hand and play before the others counted anything</source>
      <translation>%1 en main et au jeu, les autres n'ayant encore rien compté</translation>
    </message>
    <message>
      <source>%1 in hand and play before you counted anything</source>
      <translation>%1 en main et en jeu avant que vous ayez rien compté</translation>
    </message>
    <message>
      <source>%1 in hand before %2 counted anything</source>
      <translation>%1 en main, %2 n'ayant encore rien compté</translation>
    </message>
    <message>
      <source>%1 in hand before the others counted anything</source>
      <translation>%1 en main, les autres n'ayant encore rien compté</translation>
    </message>
    <message>
      <source>%1 in hand before you counted anything</source>
      <translation>%1 en main avant que vous ayez rien compté</translation>
    </message>
    <message>
      <source>%1 is a partie of %2: this table plays Rubicon piquet so far.</source>
      <translation type="vanished">%1 est une partie de %2 : cette table ne joue encore que le piquet Rubicon.</translation>
    </message>
    <message>
      <source>%1 is a partie of %2: this table plays two-handed games so far.</source>
      <translation type="vanished">%1 est une partie de %2 : cette table ne joue encore que les jeux à deux.</translation>
    </message>
    <message>
      <source>%1 is away</source>
      <translation>%1 est absent</translation>
    </message>
    <message>
      <source>%1 is bidding…</source>
      <translation>%1 enchérit…</translation>
    </message>
    <message>
      <source>%1 is not a file, and it could not be set aside (%2).</source>
      <translation>%1 n'est pas un fichier, et n'a pas pu être mis de côté (%2).</translation>
    </message>
    <message>
      <source>%1 is rubiconed: %2 + %3 + %4 = %5</source>
      <translation>%1 est rubicon : %2 + %3 + %4 = %5</translation>
    </message>
    <message>
      <source>%1 is rubiconed: %2 + %3 + 100 = %4</source>
      <translation>%1 est rubicon : %2 + %3 + 100 = %4</translation>
    </message>
    <message>
      <source>%1 is speaking…</source>
      <translation>%1 parle…</translation>
    </message>
    <message>
      <source>%1 is thinking…</source>
      <translation>%1 réfléchit…</translation>
    </message>
    <message>
      <source>%1 lost %2 points in this deal</source>
      <translation>%1 perd %2 points dans cette donne</translation>
    </message>
    <message>
      <source>%1 made %2</source>
      <translation>%1 a réussi %2</translation>
    </message>
    <message>
      <source>%1 minus</source>
      <translation>%1 moins</translation>
    </message>
    <message>
      <source>%1 of clubs</source>
      <translation>%1 de trèfle</translation>
    </message>
    <message>
      <source>%1 of diamonds</source>
      <translation>%1 de carreau</translation>
    </message>
    <message>
      <source>%1 of hearts</source>
      <translation>%1 de cœur</translation>
    </message>
    <message>
      <source>%1 of spades</source>
      <translation>%1 de pique</translation>
    </message>
    <message>
      <source>%1 passes</source>
      <translation>%1 passe</translation>
    </message>
    <message>
      <source>%1 pays %2 and %3 one stake each</source>
      <translation>%1 paie une mise à %2 et à %3</translation>
    </message>
    <message>
      <source>%1 plays %2</source>
      <translation>%1 joue %2</translation>
    </message>
    <message>
      <source>%1 plus</source>
      <translation>%1 plus</translation>
    </message>
    <message>
      <source>%1 points</source>
      <translation>%1 points</translation>
    </message>
    <message>
      <source>%1 points, best of three</source>
      <translation>%1 points, liée (deux manches gagnantes)</translation>
    </message>
    <message>
      <source>%1 points, one game</source>
      <translation>%1 points, sèche (une seule manche)</translation>
    </message>
    <message>
      <source>%1 puts out %2 and takes %3</source>
      <translation>%1 écarte %2 et prend %3</translation>
    </message>
    <message>
      <source>%1 reach %2 and win the game</source>
      <translation>%1 atteignent %2 et gagnent la manche</translation>
    </message>
    <message>
      <source>%1 reaches %2 and is out</source>
      <translation>%1 atteint %2 et sort</translation>
    </message>
    <message>
      <source>%1 reaches %2 and wins the game</source>
      <translation>%1 atteint %2 et gagne la manche</translation>
    </message>
    <message>
      <source>%1 redoubles</source>
      <translation>%1 surcontre</translation>
    </message>
    <message>
      <source>%1 refused the claim: play goes on.</source>
      <translation>%1 a refusé la revendication : le jeu continue.</translation>
    </message>
    <message>
      <source>%1 scores %2 for %3%4</source>
      <translation>%1 marque %2 : %3%4</translation>
    </message>
    <message>
      <source>%1 shows carte blanche: %2</source>
      <translation>%1 montre carte blanche : %2</translation>
    </message>
    <message>
      <source>%1 to bid.</source>
      <translation>À %1 d'enchérir.</translation>
    </message>
    <message>
      <source>%1 to call.</source>
      <translation>À %1 d'annoncer.</translation>
    </message>
    <message>
      <source>%1 to exchange.</source>
      <translation>À %1 d'écarter.</translation>
    </message>
    <message>
      <source>%1 to lead.</source>
      <translation>À %1 d'entamer.</translation>
    </message>
    <message>
      <source>%1 to play.</source>
      <translation>À %1 de jouer.</translation>
    </message>
    <message>
      <source>%1 to the %2</source>
      <translation>%1 %2</translation>
    </message>
    <message>
      <source>%1 was not a file: it was kept as %2, and the partie in progress is saved in its place again.</source>
      <translation>%1 n'était pas un fichier : il est conservé sous %2, et la partie en cours est de nouveau sauvegardée à sa place.</translation>
    </message>
    <message>
      <source>%1 was not a file: it was kept as %2, and the statistics begin afresh.</source>
      <translation>%1 n'était pas un fichier : il est conservé sous %2, et les statistiques repartent de zéro.</translation>
    </message>
    <message>
      <source>%1 was not a file: it was kept as %2, and your preferences are kept in its place again.</source>
      <translation>%1 n'était pas un fichier : il est conservé sous %2, et vos préférences sont de nouveau enregistrées à sa place.</translation>
    </message>
    <message>
      <source>%1 went out first, then %2: %3 pays each of them a stake</source>
      <translation>%1 est sorti le premier, puis %2 : %3 paie un enjeu à chacun</translation>
    </message>
    <message>
      <source>%1 went out first, then %2: you pay each of them a stake</source>
      <translation>%1 est sorti le premier, puis %2 : vous payez un enjeu à chacun</translation>
    </message>
    <message>
      <source>%1 win the partie</source>
      <translation>%1 gagnent la partie</translation>
    </message>
    <message>
      <source>%1 win the partie: %2 points</source>
      <translation>%1 gagnent la partie : %2 points</translation>
    </message>
    <message>
      <source>%1 win the partie: 1 point</source>
      <translation>%1 gagnent la partie : 1 point</translation>
    </message>
    <message>
      <source>%1 win: %2 = %3</source>
      <translation>%1 gagnent : %2 = %3</translation>
    </message>
    <message>
      <source>%1 wins the partie</source>
      <translation>%1 gagne la partie</translation>
    </message>
    <message numerus="yes">
      <source>%1 wins the partie: %n point(s)</source>
      <translation>
        <numerusform>%1 gagne la partie : %n point</numerusform>
        <numerusform>%1 gagne la partie : %n points</numerusform>
      </translation>
    </message>
    <message>
      <source>%1 wins: %2 + (%2 − %3) = %4</source>
      <translation>%1 gagne : %2 + (%2 − %3) = %4</translation>
    </message>
    <message>
      <source>%1 wins: %2 = %3</source>
      <translation>%1 gagne : %2 = %3</translation>
    </message>
    <message>
      <source>%1 wins: %2 − %3 + %4 = %5</source>
      <translation>%1 gagne : %2 − %3 + %4 = %5</translation>
    </message>
    <message>
      <source>%1 wins: %2 − %3 + 100 = %4</source>
      <translation>%1 gagne : %2 − %3 + 100 = %4</translation>
    </message>
    <message>
      <source>%1 won %2 points in this deal</source>
      <translation>%1 gagne %2 points dans cette donne</translation>
    </message>
    <message>
      <source>%1 · %2, %3</source>
      <translation>%1 · %2, %3</translation>
    </message>
    <message>
      <source>%1 · %2, %3: one choice is clearly the best.</source>
      <translation>%1 · %2, %3 : un choix est clairement le meilleur.</translation>
    </message>
    <message>
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <source>%1 — %2, free seats: %3 (code %4)</source>
      <translation>%1 — %2, places libres : %3 (code %4)</translation>
    </message>
    <message>
      <source>%1 — his call must be better than yours; asking would only show your cards</source>
      <translation>%1 — son annonce est forcément meilleure que la vôtre ; demander « Combien ? » ne ferait que montrer votre jeu</translation>
    </message>
    <message>
      <source>%1 — nothing to reckon.</source>
      <translation>%1 — rien à compter.</translation>
    </message>
    <message>
      <source>%1 — reckoned after the lead: %2.</source>
      <translation>%1 — compté après l'entame : %2.</translation>
    </message>
    <message>
      <source>%1 — what you hold cannot be good here; calling it would only show your cards</source>
      <translation>%1 — ce que vous avez ne peut pas être bon ici ; l’annoncer ne ferait que montrer votre jeu</translation>
    </message>
    <message>
      <source>%1's claim was agreed: the remaining tricks are played out.</source>
      <translation>La revendication de %1 est acceptée : les levées restantes sont jouées.</translation>
    </message>
    <message>
      <source>%1's claim was refused: play goes on.</source>
      <translation>La revendication de %1 est refusée : le jeu continue.</translation>
    </message>
    <message>
      <source>%1's discard</source>
      <translation>Écart de %1</translation>
    </message>
    <message>
      <source>%1's judged decisions %2</source>
      <translation>les décisions jugées de %1 %2</translation>
    </message>
    <message>
      <source>%1's side broke even in this deal</source>
      <translation>Le camp de %1 ne gagne ni ne perd dans cette donne</translation>
    </message>
    <message>
      <source>%1's side lost %2 points in this deal</source>
      <translation>Le camp de %1 perd %2 points dans cette donne</translation>
    </message>
    <message>
      <source>%1's side won %2 points in this deal</source>
      <translation>Le camp de %1 gagne %2 points dans cette donne</translation>
    </message>
    <message>
      <source>%1's take-back was agreed and made.</source>
      <translation>%1 a repris son coup, avec l’accord de tous.</translation>
    </message>
    <message>
      <source>%1's take-back was refused.</source>
      <translation>La reprise de %1 a été refusée.</translation>
    </message>
    <message>
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message>
      <source>%1, %2 asks to take back the last move. Do you agree?</source>
      <translation>%1, %2 demande à reprendre le dernier coup. Êtes-vous d'accord ?</translation>
    </message>
    <message>
      <source>%1. You chose “%2” here: it cost about %3 points. Find a better choice.</source>
      <translation>%1. Vous avez choisi « %2 » ici : cela a coûté environ %3 points. Trouvez un meilleur choix.</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1 : %2</translation>
    </message>
    <message>
      <source>%1: %2 in deal %3, %4 in all</source>
      <translation>%1 : %2 à la donne %3, %4 en tout</translation>
    </message>
    <message>
      <source>%1: %2 to %3</source>
      <translation>%1 : %2 pour %3</translation>
    </message>
    <message>
      <source>%1: %2 to you</source>
      <translation>%1 : %2 pour vous</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1 : %2.</translation>
    </message>
    <message>
      <source>%1: not judged (%2).</source>
      <translation>%1 : non jugé (%2).</translation>
    </message>
    <message>
      <source>%1: nothing over</source>
      <translation>%1 : aucune levée de plus</translation>
    </message>
    <message>
      <source>%1: one choice here is clearly better than every other. Find it.</source>
      <translation>%1 : ici, un choix est clairement meilleur que tous les autres. Trouvez-le.</translation>
    </message>
    <message numerus="yes">
      <source>%n damaged row(s) skipped.</source>
      <translation>
        <numerusform>%n ligne endommagée ignorée.</numerusform>
        <numerusform>%n lignes endommagées ignorées.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n marked decision(s): %1; %2 points lost in all.</source>
      <translation>
        <numerusform>%n décision marquée : %1 ; %2 points perdus en tout.</numerusform>
        <numerusform>%n décisions marquées : %1 ; %2 points perdus en tout.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n levée</numerusform>
        <numerusform>%n levées</numerusform>
      </translation>
    </message>
    <message>
      <source>%v of %m</source>
      <translation>%v sur %m</translation>
    </message>
    <message>
      <source>&amp;About Piquet</source>
      <translation>À &amp;propos de Piquet</translation>
    </message>
    <message>
      <source>&amp;Address or code:</source>
      <translation>&amp;Adresse ou code :</translation>
    </message>
    <message>
      <source>&amp;Animation speed</source>
      <translation>&amp;Vitesse d'animation</translation>
    </message>
    <message>
      <source>&amp;Coach</source>
      <translation>&amp;Jugement de l'entraîneur</translation>
    </message>
    <message>
      <source>&amp;Discard of the bottom player</source>
      <translation>É&amp;cart du joueur du bas</translation>
    </message>
    <message>
      <source>&amp;Export finished partie…</source>
      <translation>E&amp;xporter la partie terminée…</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Jeu</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Ai&amp;de</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Conseil</translation>
    </message>
    <message>
      <source>&amp;Join a table…</source>
      <translation>Rejoin&amp;dre une table…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation type="vanished">&amp;Dernière levée</translation>
    </message>
    <message>
      <source>&amp;Mute sounds</source>
      <translation>Co&amp;uper les sons</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <source>&amp;Open partie…</source>
      <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
      <source>&amp;Password:</source>
      <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
      <source>&amp;Problems</source>
      <translation type="vanished">Probl&amp;èmes</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>&amp;Review this partie</source>
      <translation>&amp;Revoir cette partie</translation>
    </message>
    <message>
      <source>&amp;Rules of Piquet</source>
      <translation>&amp;Règles du piquet</translation>
    </message>
    <message>
      <source>&amp;Save partie as…</source>
      <translation>&amp;Enregistrer la partie sous…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <source>(double game)</source>
      <translation>(manche double)</translation>
    </message>
    <message>
      <source>100 points</source>
      <translation>100 points</translation>
    </message>
    <message>
      <source>101 points</source>
      <translation>101 points</translation>
    </message>
    <message>
      <source>20 points</source>
      <translation>20 points</translation>
    </message>
    <message>
      <source>40 points</source>
      <translation>40 points</translation>
    </message>
    <message>
      <source>&lt;b&gt;Deal %1&lt;/b&gt;: %2&lt;br&gt;Totals: %3 %4, %5 %6</source>
      <translation type="vanished">&lt;b&gt;Donne %1&lt;/b&gt; : %2&lt;br&gt;Totaux : %3 %4, %5 %6</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Piquet %1&lt;/h3&gt;&lt;p&gt;The classic card game for two, with the club rules of Rubicon piquet.&lt;/p&gt;&lt;p&gt;Card art: David Bellot's SVG deck (svg-cards 4.0.2), under the GNU LGPL 2.1.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Piquet %1&lt;/h3&gt;&lt;p&gt;Le grand classique des jeux de cartes à deux, avec les règles de club du piquet Rubicon.&lt;/p&gt;&lt;p&gt;Illustrations des cartes : le jeu SVG de David Bellot (svg-cards 4.0.2), sous licence GNU LGPL 2.1.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;The French-pattern deck (R, D, V): svg-cards 2.0.1 by David Bellot, changed by Tony 52 and Vincent Bermel for GNOME's card games, under the GNU LGPL 2 or later.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Le jeu à la française (R, D, V) : svg-cards 2.0.1 de David Bellot, modifié par Tony 52 et Vincent Bermel pour les jeux de cartes de GNOME, sous licence GNU LGPL 2 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>A 9, 8 or 7 scores when it leads or wins a trick</source>
      <translation>Un 9, 8 ou 7 marque quand il entame ou gagne une levée</translation>
    </message>
    <message>
      <source>A K Q J</source>
      <translation type="vanished">A R D V</translation>
    </message>
    <message>
      <source>A call equal to the best so far</source>
      <translation>Une annonce égale à la meilleure jusque-là</translation>
    </message>
    <message>
      <source>A call or a reply with only one true answer (“Making 48”, “Good”) is always said for you; every call stays on the table until the first trick is played.</source>
      <translation>Une annonce ou une réponse qui n'a qu'une seule réponse vraie (« Faisant 48 », « Bon ») est toujours dite pour vous ; toutes les annonces restent sur la table jusqu'à ce que la première levée soit jouée.</translation>
    </message>
    <message>
      <source>A contract made scores 10 for each trick</source>
      <translation>Un contrat réussi marque 10 par levée</translation>
    </message>
    <message>
      <source>A game is won at</source>
      <translation>Une manche est gagnée à</translation>
    </message>
    <message>
      <source>A made contract scores 10 a trick beyond</source>
      <translation type="vanished">Un contrat réussi marque 10 par levée au-delà de</translation>
    </message>
    <message>
      <source>A partie is in progress. Abandon it for a new game of %1?</source>
      <translation>Une partie est en cours. L'abandonner pour une nouvelle partie de %1 ?</translation>
    </message>
    <message>
      <source>A partie with players who join from other computers</source>
      <translation>Une partie avec des joueurs qui se joignent depuis d'autres ordinateurs</translation>
    </message>
    <message>
      <source>A person</source>
      <translation>Une personne</translation>
    </message>
    <message>
      <source>A person at another computer, who joins this table over the network</source>
      <translation>Une personne sur un autre ordinateur, qui rejoint cette table par le réseau</translation>
    </message>
    <message>
      <source>A player has reached the target and is out. The other two play on at two-handed piquet, with its exchange and its calls, until one of them reaches it; the last pays each of the others.</source>
      <translation>Un joueur a atteint le but et sort. Les deux autres continuent au piquet à deux, avec son écart et ses annonces, jusqu'à ce que l'un d'eux l'atteigne ; le dernier paie chacun des autres.</translation>
    </message>
    <message>
      <source>A player is out, a winner, at</source>
      <translation>Un joueur sort, gagnant, à</translation>
    </message>
    <message>
      <source>A player who joins</source>
      <translation>Un joueur qui se joint</translation>
    </message>
    <message>
      <source>A point whose pips end in 4 (24, 34, 44 …) scores one less</source>
      <translation>Un point dont le total finit par 4 (24, 34, 44 …) marque un de moins</translation>
    </message>
    <message>
      <source>A row per deal, a column per player: what each deal made and the totals</source>
      <translation>Une ligne par donne, une colonne par joueur : ce que chaque donne a marqué et les totaux</translation>
    </message>
    <message>
      <source>Abandon the partie in progress?</source>
      <translation>Abandonner la partie en cours ?</translation>
    </message>
    <message numerus="yes">
      <source>Abandoned: %n partie(s), their deals counted; the win rates are of finished parties.</source>
      <translation>
        <numerusform>Abandonnée : %n partie, ses donnes comptées ; les taux de victoire ne comptent que les parties terminées.</numerusform>
        <numerusform>Abandonnées : %n parties, leurs donnes comptées ; les taux de victoire ne comptent que les parties terminées.</numerusform>
      </translation>
    </message>
    <message>
      <source>About Piquet</source>
      <translation>À propos de Piquet</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>As</translation>
    </message>
    <message>
      <source>After a pause</source>
      <translation>Après une pause</translation>
    </message>
    <message>
      <source>After each deal</source>
      <translation>Après chaque donne</translation>
    </message>
    <message>
      <source>After the auction (elder 0 to 5, younger what remains)</source>
      <translation>Après les enchères (l'aîné de 0 à 5, le cadet ce qui reste)</translation>
    </message>
    <message>
      <source>Against the computer</source>
      <translation type="vanished">Contre l'ordinateur</translation>
    </message>
    <message>
      <source>Aids</source>
      <translation>Aides</translation>
    </message>
    <message>
      <source>All</source>
      <translation>Tout</translation>
    </message>
    <message>
      <source>All ten tricks (capot) score</source>
      <translation>Les dix levées (capot) marquent</translation>
    </message>
    <message>
      <source>Allow undo against the computer</source>
      <translation>Permettre d'annuler contre l'ordinateur</translation>
    </message>
    <message>
      <source>Also reads your calls, answers and discards, and works out the last tricks exactly.</source>
      <translation>Lit aussi vos annonces, vos réponses et vos écarts, et calcule exactement les dernières levées.</translation>
    </message>
    <message>
      <source>Animation &amp;speed</source>
      <translation type="vanished">&amp;Vitesse d'animation</translation>
    </message>
    <message>
      <source>Animation speed</source>
      <translation>Vitesse d'animation</translation>
    </message>
    <message>
      <source>Announce carte blanche</source>
      <translation>Annoncer carte blanche</translation>
    </message>
    <message>
      <source>Another of your mistakes (this one comes back later unless answered well)</source>
      <translation>Une autre de vos erreurs (celle-ci reviendra plus tard sauf si vous l'avez bien résolue)</translation>
    </message>
    <message>
      <source>Another person at this computer</source>
      <translation>Une autre personne sur cet ordinateur</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Répondre</translation>
    </message>
    <message>
      <source>As the cards came (the cards taken in at the right)</source>
      <translation>Dans l'ordre reçu (les cartes prises à droite)</translation>
    </message>
    <message>
      <source>As the system</source>
      <translation>Comme le système</translation>
    </message>
    <message>
      <source>At a table you host, at least one person plays at this computer; the others join from theirs.</source>
      <translation>À une table que vous hébergez, au moins une personne joue sur cet ordinateur ; les autres se joignent depuis le leur.</translation>
    </message>
    <message>
      <source>At a table you host, one person plays at this computer; the others join from theirs.</source>
      <translation type="vanished">À une table que vous hébergez, une seule personne joue sur cet ordinateur ; les autres se joignent depuis le leur.</translation>
    </message>
    <message>
      <source>At once</source>
      <translation>Immédiat</translation>
    </message>
    <message>
      <source>At the same number of tricks, a minus bid beats a plus bid</source>
      <translation>À nombre de levées égal, une enchère moins bat une enchère plus</translation>
    </message>
    <message>
      <source>At the table you host, the computer plays the seats of the players who are away until they come back</source>
      <translation>À la table que vous hébergez, l'ordinateur joue les places des joueurs absents jusqu'à leur retour</translation>
    </message>
    <message>
      <source>Auction</source>
      <translation>Enchères</translation>
    </message>
    <message>
      <source>Auction panel</source>
      <translation>Panneau des enchères</translation>
    </message>
    <message>
      <source>Auction piquet</source>
      <translation>Piquet aux enchères</translation>
    </message>
    <message>
      <source>Back to the table as it was</source>
      <translation>Retour à la table telle qu'elle était</translation>
    </message>
    <message>
      <source>Before the exchange, elder and then younger bid: “seven plus” promises to win seven tricks or more, “eight minus” to lose eight or more. Each bid must name more tricks than the last. You may double your opponent's bid, and he may redouble it. The first pass after a bid ends the auction: the last bid is the contract. Two passes and the deal is dealt again.</source>
      <translation>Avant l'écart, l'aîné puis le cadet enchérissent : « sept plus » promet de faire sept levées ou plus, « huit moins » d'en perdre huit ou plus. Chaque enchère doit nommer plus de levées que la précédente. Vous pouvez contrer l'enchère de l'adversaire, et il peut surcontrer. Le premier « passe » après une enchère clôt les enchères : la dernière est le contrat. Deux « passe » et la donne est redistribuée.</translation>
    </message>
    <message>
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <source>Best parties</source>
      <translation>Meilleures parties</translation>
    </message>
    <message>
      <source>Beyond six (8+ making 10 tricks: 40)</source>
      <translation>Au-delà de six (8+ avec 10 levées : 40)</translation>
    </message>
    <message>
      <source>Beyond the number bid (8+ making 10 tricks: 20)</source>
      <translation>Au-delà du nombre demandé (8+ avec 10 levées : 20)</translation>
    </message>
    <message>
      <source>Bid it</source>
      <translation>Enchérir</translation>
    </message>
    <message>
      <source>Bid to win (plus) or to lose (minus) at least the tricks named, 7 to 12; elder speaks first.</source>
      <translation>Enchérissez pour faire (plus) ou perdre (moins) au moins les levées nommées, de 7 à 12 ; l'aîné parle le premier.</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Bleu</translation>
    </message>
    <message>
      <source>Both passed: the same dealer deals again.</source>
      <translation>Les deux ont passé : le même donneur redistribue.</translation>
    </message>
    <message>
      <source>Brisk</source>
      <translation>Vif</translation>
    </message>
    <message>
      <source>Burgundy</source>
      <translation>Bordeaux</translation>
    </message>
    <message>
      <source>By suit and rank (spades, hearts, diamonds, clubs)</source>
      <translation>Par couleur et rang (pique, cœur, carreau, trèfle)</translation>
    </message>
    <message>
      <source>By suit, colours alternating</source>
      <translation>Par couleur, rouges et noires alternées</translation>
    </message>
    <message>
      <source>By three, two and three</source>
      <translation>Par trois, deux et trois</translation>
    </message>
    <message>
      <source>By threes</source>
      <translation>Par trois</translation>
    </message>
    <message>
      <source>By twos</source>
      <translation>Par deux</translation>
    </message>
    <message>
      <source>Calling in turn</source>
      <translation>Les annonces à tour de rôle</translation>
    </message>
    <message>
      <source>Calling panel</source>
      <translation>Panneau des annonces</translation>
    </message>
    <message>
      <source>Calls</source>
      <translation>Annonces</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Capot</source>
      <translation>Capot</translation>
    </message>
    <message>
      <source>Card backs</source>
      <translation>Dos des cartes</translation>
    </message>
    <message>
      <source>Card size</source>
      <translation>Taille des cartes</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Table de jeu</translation>
    </message>
    <message>
      <source>Cards younger leaves in the talon</source>
      <translation>Cartes que le cadet laisse au talon</translation>
    </message>
    <message>
      <source>Carte blanche</source>
      <translation>Carte blanche</translation>
    </message>
    <message>
      <source>Carte rouge</source>
      <translation>Carte rouge</translation>
    </message>
    <message>
      <source>Carte rouge: all twelve cards in good calls scores 20</source>
      <translation>Carte rouge : les douze cartes dans des annonces bonnes marquent 20</translation>
    </message>
    <message>
      <source>Casual</source>
      <translation>Amateur</translation>
    </message>
    <message>
      <source>Cavendish / Hoyle</source>
      <translation>Cavendish / Hoyle</translation>
    </message>
    <message>
      <source>Cavendish's laws of piquet au cent, Hoyle, Parlett</source>
      <translation>Les lois du piquet au cent de Cavendish, Hoyle, Parlett</translation>
    </message>
    <message>
      <source>Cavendish, by agreement</source>
      <translation>Cavendish, par convention</translation>
    </message>
    <message>
      <source>Chart of the odds</source>
      <translation>Graphique des chances</translation>
    </message>
    <message>
      <source>Choose the players, the partie and the rules, and start</source>
      <translation>Choisir les joueurs, la partie et les règles, et commencer</translation>
    </message>
    <message>
      <source>Claim is offered (key C) only when your cards win every remaining trick whatever the others hold and play; the tricks are then played out quickly, and scored as played.</source>
      <translation>« Revendiquer » n'est proposé (touche C) que si vos cartes font toutes les levées restantes quoi que les autres tiennent et jouent ; les levées sont alors jouées rapidement, et comptées comme jouées.</translation>
    </message>
    <message>
      <source>Claim the remaining tricks (key C)</source>
      <translation>Revendiquer les levées restantes (touche C)</translation>
    </message>
    <message>
      <source>Claim the rest</source>
      <translation>Revendiquer le reste</translation>
    </message>
    <message>
      <source>Click %1 again to lead it.</source>
      <translation>Cliquez de nouveau sur %1 pour l'entamer.</translation>
    </message>
    <message>
      <source>Click the table to gather the trick</source>
      <translation>Cliquez sur le tapis pour ramasser la levée</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Close review</source>
      <translation>Fermer la revue</translation>
    </message>
    <message>
      <source>Close the game (the partie in progress is kept for next time)</source>
      <translation>Fermer le jeu (la partie en cours est gardée pour la prochaine fois)</translation>
    </message>
    <message>
      <source>Close the table</source>
      <translation>Fermer la table</translation>
    </message>
    <message>
      <source>Closest</source>
      <translation>Le plus proche</translation>
    </message>
    <message>
      <source>Club</source>
      <translation>Club</translation>
    </message>
    <message>
      <source>Coach</source>
      <translation>Entraîneur</translation>
    </message>
    <message numerus="yes">
      <source>Coach: %n marked decision(s) — review</source>
      <translation>
        <numerusform>Entraîneur : %n décision marquée — revoir</numerusform>
        <numerusform>Entraîneur : %n décisions marquées — revoir</numerusform>
      </translation>
    </message>
    <message>
      <source>Coach: judging…</source>
      <translation>Entraîneur : en cours…</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
    <message>
      <source>Computer &amp;pace</source>
      <translation>R&amp;ythme de l'ordinateur</translation>
    </message>
    <message>
      <source>Computer's pace</source>
      <translation>Rythme de l'ordinateur</translation>
    </message>
    <message>
      <source>Computer's strength</source>
      <translation type="vanished">Force de l'ordinateur</translation>
    </message>
    <message>
      <source>Computer's strength for new games</source>
      <translation>Force de l'ordinateur pour les nouvelles parties</translation>
    </message>
    <message>
      <source>Connecting…</source>
      <translation>Connexion…</translation>
    </message>
    <message>
      <source>Contract</source>
      <translation>Contrat</translation>
    </message>
    <message>
      <source>Contract (%1, %2)</source>
      <translation>Contrat (%1, %2)</translation>
    </message>
    <message>
      <source>Contract: %1, %2 — %3</source>
      <translation>Contrat : %1, %2 — %3</translation>
    </message>
    <message>
      <source>Cut again for each game</source>
      <translation>On recoupe à chaque manche</translation>
    </message>
    <message>
      <source>Cut for deal</source>
      <translation>Coupe pour la donne</translation>
    </message>
    <message>
      <source>Cut for deal (the higher card chooses)</source>
      <translation>Couper pour la donne (la plus haute carte choisit)</translation>
    </message>
    <message>
      <source>Cut for deal (the lowest card deals)</source>
      <translation>Couper pour la donne (la plus basse carte donne)</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Donne</translation>
    </message>
    <message>
      <source>Deal %1</source>
      <translation>Donne %1</translation>
    </message>
    <message>
      <source>Deal %1 NOT checked: its cards are not the ones the shuffle promised (%2).</source>
      <translation>Donne %1 NON vérifiée : ses cartes ne sont pas celles que le mélange avait promises (%2).</translation>
    </message>
    <message>
      <source>Deal %1 checked: its cards are the ones the shuffle promised.</source>
      <translation>Donne %1 vérifiée : ses cartes sont celles que le mélange avait promises.</translation>
    </message>
    <message>
      <source>Deal %1 could not be checked: you came back to it after it was dealt.</source>
      <translation>La donne %1 n’a pas pu être vérifiée : vous l’avez rejointe après la distribution.</translation>
    </message>
    <message>
      <source>Deal %1 ends here: %2. %3.</source>
      <translation>La donne %1 s'arrête ici : %2. %3.</translation>
    </message>
    <message>
      <source>Deal %1 is over: %2.</source>
      <translation>Fin de la donne %1 : %2.</translation>
    </message>
    <message>
      <source>Deal %1, trick %2</source>
      <translation>Donne %1, levée %2</translation>
    </message>
    <message>
      <source>Deal %1: %2 %3, %4 %5.</source>
      <translation type="vanished">Donne %1 : %2 %3, %4 %5.</translation>
    </message>
    <message>
      <source>Deal %1: %2.</source>
      <translation>Donne %1 : %2.</translation>
    </message>
    <message>
      <source>Deal the cards</source>
      <translation>Distribuer les cartes</translation>
    </message>
    <message>
      <source>Deal the next hand</source>
      <translation>Distribuer la donne suivante</translation>
    </message>
    <message>
      <source>Deal total</source>
      <translation type="vanished">Total de la donne</translation>
    </message>
    <message>
      <source>Deal »</source>
      <translation>Donne »</translation>
    </message>
    <message>
      <source>Declarations</source>
      <translation>Annonces</translation>
    </message>
    <message>
      <source>Declare for me</source>
      <translation>Annoncer pour moi</translation>
    </message>
    <message>
      <source>Details</source>
      <translation>Détails</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Écarter</translation>
    </message>
    <message numerus="yes">
      <source>Discard %n card(s)</source>
      <translation>
        <numerusform>Écarter %n carte</numerusform>
        <numerusform>Écarter %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>Do all %1 players agree to take back the last move?</source>
      <translation>Les %1 joueurs sont-ils tous d'accord pour reprendre le dernier coup ?</translation>
    </message>
    <message>
      <source>Do both players agree to take back the last move?</source>
      <translation>Les deux joueurs acceptent-ils d'annuler le dernier coup ?</translation>
    </message>
    <message>
      <source>Do not show the guide again</source>
      <translation>Ne plus afficher le guide</translation>
    </message>
    <message>
      <source>Double</source>
      <translation>Contrer</translation>
    </message>
    <message>
      <source>Drawn partie: %1 all</source>
      <translation>Partie nulle : %1 partout</translation>
    </message>
    <message>
      <source>Each partie's points given up a decision, by phase, newest first</source>
      <translation>Les points perdus par décision de chaque partie, par phase, la plus récente d'abord</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Est</translation>
    </message>
    <message>
      <source>Eight</source>
      <translation>Huit</translation>
    </message>
    <message>
      <source>Elder calls his point, then his sequence, then his sets; younger answers “Good”, “Not good” or asks (“Making?”, “How high?”). Only the better call scores. Your best call is offered first; you may call less to hide your hand.</source>
      <translation>L'aîné annonce son point, puis sa séquence, puis ses quatorze et brelans ; le cadet répond « Bon », « Pas bon » ou demande (« Combien ? », « Jusqu'où ? »). Seule la meilleure annonce marque. Votre meilleure annonce est proposée d'abord ; vous pouvez annoncer moins pour cacher votre jeu.</translation>
    </message>
    <message>
      <source>Elder may look at the cards he leaves of his five</source>
      <translation>L'aîné peut regarder les cartes qu'il laisse de ses cinq</translation>
    </message>
    <message>
      <source>Eleven</source>
      <translation>Onze</translation>
    </message>
    <message>
      <source>End of deal %1: %2</source>
      <translation>Fin de la donne %1 : %2</translation>
    </message>
    <message>
      <source>End of deal %1: %2 %3, %4 %5</source>
      <translation>Fin de la donne %1 : %2 %3, %4 %5</translation>
    </message>
    <message>
      <source>Enter deals the next hand; S says the score.</source>
      <translation>Entrée distribue la donne suivante ; S dit la marque.</translation>
    </message>
    <message>
      <source>Equal</source>
      <translation>Égal</translation>
    </message>
    <message>
      <source>Equal cards cut again.</source>
      <translation>Cartes égales : on recoupe.</translation>
    </message>
    <message>
      <source>Escaping the rubicon: %1</source>
      <translation>Échapper au rubicon : %1</translation>
    </message>
    <message>
      <source>Estimated as the computer plays to the score: its race to the target, each deal to come drawn from the deals it measured playing against itself (%1), the chance of each player being last worked out exactly.</source>
      <translation>Estimé comme l'ordinateur joue selon la marque : sa course au but, chaque donne à venir tirée des donnes qu'il a mesurées en jouant contre lui-même (%1), la chance de chaque joueur de finir dernier calculée exactement.</translation>
    </message>
    <message>
      <source>Estimated as the computer plays to the score: its race to the target, each deal to come one of %1 measured deals, the chance of each player being last worked out exactly.</source>
      <translation type="vanished">Estimé comme l'ordinateur joue selon la marque : sa course au but, chaque donne à venir étant l'une de %1 donnes mesurées, la chance de chaque joueur de finir dernier calculée exactement.</translation>
    </message>
    <message>
      <source>Estimated from the score before the deal: %1 continuations of the partie sampled, each deal to come one of %2 deals of the computer against itself (%3 sampled deals in all).</source>
      <translation type="vanished">Estimé d'après la marque avant la donne : %1 suites de la partie tirées au hasard, chaque donne à venir étant l'une de %2 donnes de l'ordinateur contre lui-même (%3 donnes tirées en tout).</translation>
    </message>
    <message>
      <source>Estimated from the score before the deal: continuations of the partie sampled (%1), each deal to come drawn from the deals the computer measured playing against itself (%2); deals sampled in all: %3.</source>
      <translation>Estimé d'après la marque avant la donne : suites de la partie tirées au hasard (%1), chaque donne à venir tirée des donnes que l'ordinateur a mesurées en jouant contre lui-même (%2) ; donnes tirées en tout : %3.</translation>
    </message>
    <message>
      <source>Every problem of the collection is solved.</source>
      <translation>Tous les problèmes de la collection sont résolus.</translation>
    </message>
    <message>
      <source>Every seat at this table is taken.</source>
      <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
      <source>Exchange</source>
      <translation>Échange</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <source>Explain each phase of the game the first time it comes up</source>
      <translation>Expliquer chaque phase du jeu la première fois qu'elle se présente</translation>
    </message>
    <message>
      <source>Extra large</source>
      <translation>Très grand</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Rapide</translation>
    </message>
    <message>
      <source>Felt</source>
      <translation>Tapis</translation>
    </message>
    <message>
      <source>Finished tricks are gathered</source>
      <translation>Les levées finies sont ramassées</translation>
    </message>
    <message>
      <source>First deal</source>
      <translation>Première donne</translation>
    </message>
    <message>
      <source>First player</source>
      <translation>Premier joueur</translation>
    </message>
    <message>
      <source>First-game &amp;guide</source>
      <translation>&amp;Guide de la première partie</translation>
    </message>
    <message>
      <source>Follow suit if you can. A lead scores a point, and so does winning a trick another side led; the last trick one more. The most tricks score 10, all of them capot. With partners, the tricks and points are the side's.</source>
      <translation>Fournissez la couleur si vous le pouvez. Une entame marque un point, et de même une levée gagnée sur l'entame d'un autre camp ; la dernière levée un de plus. Le plus de levées marque 10, toutes les levées le capot. Avec des partenaires, levées et points sont au camp.</translation>
    </message>
    <message>
      <source>Follow suit if you can. Each trick you win scores a point, whoever led it; nothing for the lead or the last trick. 10 for winning more than six tricks (40 for all twelve), then the contract: made, its bidder scores 10 for each trick beyond it; failed, the other 10 for each trick short.</source>
      <translation>Fournissez à la couleur si vous le pouvez. Chaque levée que vous faites vous vaut un point, quel que soit l'entameur ; rien pour l'entame ni pour la dernière levée. 10 si vous faites plus de six levées (40 pour les douze), puis le contrat : réussi, son demandeur marque 10 par levée au-delà ; chuté, l'autre marque 10 par levée manquante.</translation>
    </message>
    <message>
      <source>Follow suit if you can. You score a point for each card you lead and for winning your opponent's lead, one more for the last trick, and 10 for winning more than six tricks (40 for all twelve).</source>
      <translation>Fournissez à la couleur si vous le pouvez. Vous marquez un point pour chaque carte que vous entamez et pour chaque entame adverse que vous prenez, un de plus pour la dernière levée, et 10 si vous faites plus de six levées (40 pour les douze : capot).</translation>
    </message>
    <message>
      <source>Forget every partie kept in the statistics</source>
      <translation>Oublier toutes les parties gardées dans les statistiques</translation>
    </message>
    <message>
      <source>Forget every partie kept in the statistics? This cannot be undone.</source>
      <translation>Oublier toutes les parties gardées dans les statistiques ? Cela ne peut pas être annulé.</translation>
    </message>
    <message>
      <source>Four deals, the first and last double</source>
      <translation>Quatre donnes, la première et la dernière comptant double</translation>
    </message>
    <message>
      <source>Four players, partners opposite; eight cards each, no talon; the first side to 100 wins.</source>
      <translation>Quatre joueurs, les partenaires face à face ; huit cartes chacun, pas de talon ; le premier camp à 100 gagne.</translation>
    </message>
    <message>
      <source>Four-colour deck (diamonds blue, clubs green)</source>
      <translation>Jeu à quatre couleurs (carreaux bleus, trèfles verts)</translation>
    </message>
    <message>
      <source>Fourteen %1</source>
      <translation>Quatorze %1</translation>
    </message>
    <message>
      <source>Fourth player</source>
      <translation>Quatrième joueur</translation>
    </message>
    <message>
      <source>French pattern with R D V indices</source>
      <translation>Portrait français avec les indices R D V</translation>
    </message>
    <message>
      <source>French rules for piquet à quatre; where they are silent, our choices</source>
      <translation>Les règles françaises du piquet à quatre ; où elles se taisent, nos choix</translation>
    </message>
    <message>
      <source>French rules for three players; where they are silent, our choices</source>
      <translation>Les règles françaises à trois joueurs ; où elles se taisent, nos choix</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <source>Game and players</source>
      <translation>Jeu et joueurs</translation>
    </message>
    <message>
      <source>Game to %1: %2</source>
      <translation>Partie en %1 : %2</translation>
    </message>
    <message>
      <source>Game to %1: %2 %3, %4 %5</source>
      <translation>Partie en %1 : %2 %3, %4 %5</translation>
    </message>
    <message>
      <source>Games won (%1 to win): %2</source>
      <translation>Manches gagnées (%1 pour gagner) : %2</translation>
    </message>
    <message>
      <source>Gather a trick at once when I played its last card</source>
      <translation>Ramasser aussitôt un pli dont j'ai joué la dernière carte</translation>
    </message>
    <message>
      <source>General</source>
      <translation>Général</translation>
    </message>
    <message>
      <source>Give the other players this address:</source>
      <translation>Donnez cette adresse aux autres joueurs :</translation>
    </message>
    <message>
      <source>Give your name: the other players see it.</source>
      <translation>Donnez votre nom : les autres joueurs le voient.</translation>
    </message>
    <message>
      <source>Go on with a saved partie, or review a finished one</source>
      <translation>Reprendre une partie enregistrée, ou en revoir une terminée</translation>
    </message>
    <message>
      <source>Good</source>
      <translation>Bon</translation>
    </message>
    <message>
      <source>Got it</source>
      <translation>Compris</translation>
    </message>
    <message>
      <source>Green</source>
      <translation>Vert</translation>
    </message>
    <message>
      <source>Grey</source>
      <translation>Gris</translation>
    </message>
    <message>
      <source>High contrast (strong outlines, black felt, clear marks)</source>
      <translation>Contraste élevé (contours forts, tapis noir, marques nettes)</translation>
    </message>
    <message>
      <source>Hint: %1</source>
      <translation>Conseil : %1</translation>
    </message>
    <message>
      <source>Host a tab&amp;le…</source>
      <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
      <source>Host a table</source>
      <translation>Héberger une table</translation>
    </message>
    <message>
      <source>How fast the cards move</source>
      <translation>La vitesse à laquelle les cartes se déplacent</translation>
    </message>
    <message>
      <source>How high?</source>
      <translation>Jusqu'où ?</translation>
    </message>
    <message>
      <source>How high? (on a %1)</source>
      <translation>Jusqu’où ? (sur une %1)</translation>
    </message>
    <message>
      <source>How long the computer waits before each move</source>
      <translation>Le temps que l'ordinateur attend avant chaque coup</translation>
    </message>
    <message>
      <source>Hoyle / this program's choice</source>
      <translation>Hoyle / choix de ce programme</translation>
    </message>
    <message>
      <source>Huitième</source>
      <translation>Huitième</translation>
    </message>
    <message>
      <source>I am ready</source>
      <translation>Je suis prêt</translation>
    </message>
    <message>
      <source>In each category the players call or pass in turn, eldest first, and speak only to beat the best call so far (“Point of four, making 38”, “Quart to the king”); who cannot beat it passes. The best call scores; with it, the side with the best sequence or set scores every one either partner holds.</source>
      <translation>Dans chaque catégorie, les joueurs annoncent ou passent à tour de rôle, l'aîné d'abord, et ne parlent que pour battre la meilleure annonce jusque-là (« Point de quatre, faisant 38 », « Quatrième au roi ») ; qui ne peut la battre passe. La meilleure annonce marque ; avec elle, le camp qui a la meilleure séquence ou le meilleur brelan marque toutes celles des deux partenaires.</translation>
    </message>
    <message>
      <source>In each category the players call or pass in turn, eldest first. Each call says all it is judged on (“Point of four, making 38”, “Quart to the king”), and must at least equal the best so far. The best call alone scores; equal best calls, nobody.</source>
      <translation>Dans chaque catégorie, les joueurs annoncent ou passent à tour de rôle, l'aîné d'abord. Chaque annonce dit tout ce sur quoi elle est jugée (« Point de quatre, faisant 38 », « Quatrième au roi ») et doit au moins égaler la meilleure jusque-là. Seule la meilleure annonce marque ; à égalité, personne.</translation>
    </message>
    <message>
      <source>In each category the players call or pass in turn, eldest first. Each call says all it is judged on (“Point of four, making 38”, “Quart to the king”), and must at least equal the best so far. The best call alone scores; with partners, the side with the best sequence or set scores every one either partner holds.</source>
      <translation type="vanished">Dans chaque catégorie, les joueurs annoncent ou passent à tour de rôle, l'aîné d'abord. Chaque annonce dit tout ce sur quoi elle est jugée (« Point de quatre, faisant 38 », « Quatrième au roi ») et doit au moins égaler la meilleure jusque-là. Seule la meilleure annonce marque ; avec des partenaires, le camp qui a la meilleure séquence ou le meilleur brelan marque toutes celles des deux partenaires.</translation>
    </message>
    <message>
      <source>In points of the deal (the seat's points less the opponent's), not the partie's terms.</source>
      <translation>En points de la donne (les points du joueur moins ceux de l'adversaire), non selon l'enjeu de la partie.</translation>
    </message>
    <message>
      <source>In points of the deal (the seat's points less the opponent's), not the partie's terms; the rest is what the coach does not judge (the talon's leftover cards looked at or not) and its estimate's error.</source>
      <translation type="vanished">En points de la donne (les points du joueur moins ceux de l'adversaire), non selon l'enjeu de la partie ; le reste est ce que l'entraîneur ne juge pas (regarder ou non les cartes restées au talon) et l'erreur de son estimation.</translation>
    </message>
    <message>
      <source>In points of the deal: the seat's points less the mean of the other two's (each plays for himself), not the partie's terms.</source>
      <translation>En points de la donne : les points du joueur moins la moyenne de ceux des deux autres (chacun joue pour lui-même), non selon l'enjeu de la partie.</translation>
    </message>
    <message>
      <source>In points of the deal: the seat's side's points less the other side's, not the partie's terms.</source>
      <translation>En points de la donne : les points du camp du joueur moins ceux de l'autre camp, non selon l'enjeu de la partie.</translation>
    </message>
    <message>
      <source>In the exchange, one key instead of choosing the cards: the Master's discard from what you know, as the hint would show it (the partie is counted as helped in the statistics).</source>
      <translation>À l'écart, une touche au lieu de choisir les cartes : l'écart du Maître d'après ce que vous savez, tel que le conseil le montrerait (la partie compte comme aidée dans les statistiques).</translation>
    </message>
    <message>
      <source>In the partie: about %1% less chance of winning it.</source>
      <translation>Dans la partie : environ %1 % de chances de moins de la gagner.</translation>
    </message>
    <message>
      <source>Instant</source>
      <translation>Instantané</translation>
    </message>
    <message>
      <source>Is made by an opponent, and equal calls cancel</source>
      <translation>Un adversaire la fait, et les annonces égales s'annulent</translation>
    </message>
    <message>
      <source>Is not made: one speaks only to beat the best</source>
      <translation>Ne se fait pas : on ne parle que pour battre la meilleure</translation>
    </message>
    <message>
      <source>It is not your turn.</source>
      <translation>Ce n'est pas à vous de jouer.</translation>
    </message>
    <message>
      <source>Join</source>
      <translation>Rejoindre</translation>
    </message>
    <message>
      <source>Join a table</source>
      <translation>Rejoindre une table</translation>
    </message>
    <message>
      <source>Judge my decisions</source>
      <translation>Juger mes décisions</translation>
    </message>
    <message>
      <source>Judge my new parties</source>
      <translation>Juger mes nouvelles parties</translation>
    </message>
    <message>
      <source>Judged by the points of the calling and of the play that follows, not by what a call tells the others.</source>
      <translation>Jugé par les points des annonces et du jeu qui suit, non par ce qu'une annonce apprend aux autres.</translation>
    </message>
    <message>
      <source>Judged by the points of the calling and pique, not by what a call tells the opponent.</source>
      <translation>Jugé par les points des annonces et du pic, non par ce qu'une annonce apprend à l'adversaire.</translation>
    </message>
    <message>
      <source>Judged by the points of the deal, the contract's included: the auction finished by the computer's way of bidding and the deal played out over sampled hands.</source>
      <translation>Jugé par les points de la donne, contrat compris : les enchères terminées à la manière de l'ordinateur et la donne jouée sur des mains tirées au hasard.</translation>
    </message>
    <message>
      <source>Judging: %1 of %2</source>
      <translation>Jugement : %1 sur %2</translation>
    </message>
    <message>
      <source>Keep a finished partie as a game record</source>
      <translation>Garder une partie terminée comme enregistrement</translation>
    </message>
    <message>
      <source>Keep it quiet</source>
      <translation>Ne pas l'annoncer</translation>
    </message>
    <message>
      <source>Keep the partie as a game record, to open it later</source>
      <translation>Garder la partie comme enregistrement, pour l'ouvrir plus tard</translation>
    </message>
    <message>
      <source>Keeps its long suit and its sets, and plays the classic way.</source>
      <translation>Garde sa longue couleur et ses brelans, et joue de façon classique.</translation>
    </message>
    <message>
      <source>Key %1</source>
      <translation>Touche %1</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Roi</translation>
    </message>
    <message>
      <source>Knave</source>
      <translation>Valet</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>Grand</translation>
    </message>
    <message>
      <source>Last &amp;trick</source>
      <translation>&amp;Dernière levée</translation>
    </message>
    <message>
      <source>Last trick</source>
      <translation>Dernière levée</translation>
    </message>
    <message>
      <source>Law 22 / the laws of piquet au cent</source>
      <translation>Loi 22 / les lois du piquet au cent</translation>
    </message>
    <message>
      <source>Law 33</source>
      <translation>Loi 33</translation>
    </message>
    <message>
      <source>Law 36 / house rules</source>
      <translation>Loi 36 / usages de salon</translation>
    </message>
    <message>
      <source>Law 65 / piquet au cent and Hoyle</source>
      <translation>Loi 65 / piquet au cent et Hoyle</translation>
    </message>
    <message>
      <source>Law 69 / the Spanish rules</source>
      <translation>Loi 69 / les règles espagnoles</translation>
    </message>
    <message>
      <source>Law 9</source>
      <translation>Loi 9</translation>
    </message>
    <message>
      <source>Leading a 9, 8 or 7 scores a point</source>
      <translation>Entamer un 9, un 8 ou un 7 marque un point</translation>
    </message>
    <message>
      <source>Leading a card takes a second click</source>
      <translation>Entamer une carte demande un second clic</translation>
    </message>
    <message>
      <source>Leave the talon unseen</source>
      <translation>Laisser le talon sans le voir</translation>
    </message>
    <message>
      <source>Leisurely</source>
      <translation>Posé</translation>
    </message>
    <message>
      <source>Let the computer play</source>
      <translation>Faire jouer l'ordinateur</translation>
    </message>
    <message>
      <source>Let the computer play for players a&amp;way</source>
      <translation>Faire jouer l'ordinateur pour les a&amp;bsents</translation>
    </message>
    <message>
      <source>Look at the talon</source>
      <translation>Regarder le talon</translation>
    </message>
    <message>
      <source>Make the bid chosen in the list</source>
      <translation>Faire l'enchère choisie dans la liste</translation>
    </message>
    <message>
      <source>Making %1</source>
      <translation>Faisant %1</translation>
    </message>
    <message>
      <source>Making?</source>
      <translation>Combien ?</translation>
    </message>
    <message numerus="yes">
      <source>Making? (on %n card(s))</source>
      <translation>
        <numerusform>Combien ? (sur %n carte)</numerusform>
        <numerusform>Combien ? (sur %n cartes)</numerusform>
      </translation>
    </message>
    <message>
      <source>Master</source>
      <translation>Maître</translation>
    </message>
    <message>
      <source>Mute sounds</source>
      <translation>Couper les sons</translation>
    </message>
    <message>
      <source>My &amp;discard</source>
      <translation>Mon é&amp;cart</translation>
    </message>
    <message>
      <source>Name in seat %1</source>
      <translation>Nom à la place %1</translation>
    </message>
    <message>
      <source>Ne&amp;xt deal</source>
      <translation>Donne &amp;suivante</translation>
    </message>
    <message>
      <source>Net points</source>
      <translation>Points nets</translation>
    </message>
    <message>
      <source>Net stakes</source>
      <translation>Mises nettes</translation>
    </message>
    <message>
      <source>Never seen</source>
      <translation>Jamais vues</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nouvelle partie…</translation>
    </message>
    <message>
      <source>Next deal</source>
      <translation>Donne suivante</translation>
    </message>
    <message>
      <source>Next position</source>
      <translation>Position suivante</translation>
    </message>
    <message>
      <source>Nine</source>
      <translation>Neuf</translation>
    </message>
    <message>
      <source>No</source>
      <translation>Non</translation>
    </message>
    <message>
      <source>No card is chosen yet.</source>
      <translation>Aucune carte n'est encore choisie.</translation>
    </message>
    <message>
      <source>No cards in your hand</source>
      <translation>Aucune carte en main</translation>
    </message>
    <message>
      <source>No cards on the table</source>
      <translation>Aucune carte sur la table</translation>
    </message>
    <message>
      <source>No game yet: start one, or open a partie.</source>
      <translation>Pas encore de partie : commencez-en une, ou ouvrez une partie.</translation>
    </message>
    <message>
      <source>No marked decision before this one.</source>
      <translation>Aucune décision marquée avant celle-ci.</translation>
    </message>
    <message>
      <source>No marked decision further on.</source>
      <translation>Aucune décision marquée plus loin.</translation>
    </message>
    <message>
      <source>No marked decision in the deals judged: the coach is judging the others now.</source>
      <translation>Aucune décision marquée dans les donnes jugées : l'entraîneur juge maintenant les autres.</translation>
    </message>
    <message>
      <source>No marked decision; %1 points lost in all.</source>
      <translation>Aucune décision marquée ; %1 points perdus en tout.</translation>
    </message>
    <message>
      <source>No mistakes to train on: play against the computer, and the decisions the coach marks in your parties come here.</source>
      <translation>Aucune erreur sur laquelle s'entraîner : jouez contre l'ordinateur, et les décisions que l'entraîneur marque dans vos parties viendront ici.</translation>
    </message>
    <message>
      <source>No partie against the computer has been kept yet.</source>
      <translation>Aucune partie contre l'ordinateur n'a encore été enregistrée.</translation>
    </message>
    <message>
      <source>No point</source>
      <translation>Pas de point</translation>
    </message>
    <message>
      <source>No scores yet.</source>
      <translation>Pas encore de points.</translation>
    </message>
    <message>
      <source>No sequence</source>
      <translation>Pas de séquence</translation>
    </message>
    <message>
      <source>No set</source>
      <translation>Ni quatorze ni brelan</translation>
    </message>
    <message>
      <source>No sound: this computer has no audio output.</source>
      <translation>Pas de son : cet ordinateur n'a pas de sortie audio.</translation>
    </message>
    <message>
      <source>No sounds for the cards, the tricks and the scores (the volume is in Settings)</source>
      <translation>Aucun son pour les cartes, les levées et les points (le volume est dans les Paramètres)</translation>
    </message>
    <message>
      <source>No speech engine was found on this computer.</source>
      <translation>Aucun moteur de synthèse vocale n'a été trouvé sur cet ordinateur.</translation>
    </message>
    <message>
      <source>No speech engine was found: on Linux install speech-dispatcher.</source>
      <translation>Aucun moteur de synthèse vocale n'a été trouvé : sous Linux, installez speech-dispatcher.</translation>
    </message>
    <message>
      <source>No table found nearby yet: type an address or a code.</source>
      <translation>Aucune table trouvée à proximité pour l'instant : tapez une adresse ou un code.</translation>
    </message>
    <message>
      <source>No table with the code %1 was found nearby.</source>
      <translation>Aucune table au code %1 n'a été trouvée à proximité.</translation>
    </message>
    <message>
      <source>None yet.</source>
      <translation>Aucune pour l'instant.</translation>
    </message>
    <message>
      <source>None: the hands are played as dealt</source>
      <translation>Aucun : les mains se jouent telles que données</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>North</source>
      <translation>Nord</translation>
    </message>
    <message>
      <source>Not being last: %1</source>
      <translation>Ne pas finir dernier : %1</translation>
    </message>
    <message>
      <source>Not good</source>
      <translation>Pas bon</translation>
    </message>
    <message>
      <source>Not good: %1</source>
      <translation>Pas bon : %1</translation>
    </message>
    <message>
      <source>Not good: to the %1</source>
      <translation>Pas bon : jusqu'%1</translation>
    </message>
    <message>
      <source>Nothing is judged yet: the coach is judging these deals now. M again once it marks a decision.</source>
      <translation>Rien n'est encore jugé : l'entraîneur juge maintenant ces donnes. Appuyez de nouveau sur M dès qu'il marque une décision.</translation>
    </message>
    <message>
      <source>Nothing to review yet: a deal can be reviewed once it is over.</source>
      <translation>Rien à revoir pour l'instant : une donne se revoit une fois terminée.</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Désactivé</translation>
    </message>
    <message>
      <source>Off (I call)</source>
      <translation>Non (j'annonce moi-même)</translation>
    </message>
    <message>
      <source>Offer to claim the rest (when every remaining trick is surely mine)</source>
      <translation>Proposer de revendiquer le reste (quand toutes les levées restantes sont sûrement à moi)</translation>
    </message>
    <message>
      <source>One game</source>
      <translation>Une manche</translation>
    </message>
    <message>
      <source>One game to 100</source>
      <translation>Une manche en 100</translation>
    </message>
    <message>
      <source>Only at the end of the deal</source>
      <translation>Seulement à la fin de la donne</translation>
    </message>
    <message>
      <source>Only if the table has one</source>
      <translation>Seulement si la table en a un</translation>
    </message>
    <message>
      <source>Open a partie</source>
      <translation>Ouvrir une partie</translation>
    </message>
    <message>
      <source>Open a partie saved as a game record</source>
      <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
      <source>Open a partie…</source>
      <translation>Ouvrir une partie…</translation>
    </message>
    <message>
      <source>Open the table</source>
      <translation>Ouvrir la table</translation>
    </message>
    <message>
      <source>Or bid higher:</source>
      <translation>Ou enchérissez plus haut :</translation>
    </message>
    <message>
      <source>Or call less:</source>
      <translation>Ou annoncez moins :</translation>
    </message>
    <message>
      <source>Out (first)</source>
      <translation>Hors jeu (1er)</translation>
    </message>
    <message>
      <source>Out (second)</source>
      <translation>Hors jeu (2e)</translation>
    </message>
    <message>
      <source>Out: %1</source>
      <translation>Sorti : %1</translation>
    </message>
    <message>
      <source>Out: %1, then %2</source>
      <translation>Sortis : %1, puis %2</translation>
    </message>
    <message>
      <source>Over the parties judged: %1 points given up a decision on average; closest to the computer's level: %2.</source>
      <translation>Sur les parties jugées : %1 points perdus par décision en moyenne ; le niveau de l'ordinateur le plus proche : %2.</translation>
    </message>
    <message>
      <source>Partie</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>Parties</source>
      <translation>Parties</translation>
    </message>
    <message>
      <source>Parties against the computer: %1; deals: %2; on average %3 points a deal.</source>
      <translation>Parties contre l'ordinateur : %1 ; donnes : %2 ; en moyenne %3 points par donne.</translation>
    </message>
    <message>
      <source>Partners sit opposite: seats 1 and 3 play against seats 2 and 4.</source>
      <translation>Les partenaires sont face à face : les places 1 et 3 jouent contre les places 2 et 4.</translation>
    </message>
    <message>
      <source>Partnership piquet</source>
      <translation>Piquet à quatre</translation>
    </message>
    <message>
      <source>Partnership piquet (four players, two against two)</source>
      <translation>Piquet à quatre (deux contre deux)</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Passe</translation>
    </message>
    <message>
      <source>Pass to %1 — press when ready</source>
      <translation>Cédez la place à %1 — appuyez quand vous êtes prêt</translation>
    </message>
    <message>
      <source>Pique</source>
      <translation>Pic</translation>
    </message>
    <message>
      <source>Piques, repiques, capots and cartes blanches (you — your opponents)</source>
      <translation>Pics, repics, capots et cartes blanches (vous — vos adversaires)</translation>
    </message>
    <message>
      <source>Piques, repiques, capots and cartes blanches (your side — the other side)</source>
      <translation>Pics, repics, capots et cartes blanches (votre camp — l'autre camp)</translation>
    </message>
    <message>
      <source>Piquet</source>
      <translation>Piquet</translation>
    </message>
    <message>
      <source>Piquet au cent</source>
      <translation>Piquet au cent</translation>
    </message>
    <message>
      <source>Piquet normand</source>
      <translation>Piquet normand</translation>
    </message>
    <message>
      <source>Piquet normand (three players)</source>
      <translation>Piquet normand (trois joueurs)</translation>
    </message>
    <message>
      <source>Piquet records (*.json)</source>
      <translation>Parties de Piquet (*.json)</translation>
    </message>
    <message>
      <source>Plain blue</source>
      <translation>Bleu uni</translation>
    </message>
    <message>
      <source>Plain green</source>
      <translation>Vert uni</translation>
    </message>
    <message>
      <source>Plain red</source>
      <translation>Rouge uni</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <source>Play %1</source>
      <translation>Jouer %1</translation>
    </message>
    <message>
      <source>Play a forced card by itself (when only one card may be played)</source>
      <translation>Jouer seule une carte forcée (quand une seule carte peut être jouée)</translation>
    </message>
    <message>
      <source>Play at a table another computer hosts</source>
      <translation>Jouer à une table qu'héberge un autre ordinateur</translation>
    </message>
    <message>
      <source>Players</source>
      <translation type="vanished">Joueurs</translation>
    </message>
    <message>
      <source>Playing the %1 cost about %2 points (%3); better: %4.</source>
      <translation>Jouer le %1 a coûté environ %2 points (%3) ; mieux : %4.</translation>
    </message>
    <message>
      <source>Playing the %1 was the best choice (%2).</source>
      <translation>Jouer le %1 était le meilleur choix (%2).</translation>
    </message>
    <message>
      <source>Playing without autosave and statistics: %1.</source>
      <translation>Jeu sans sauvegarde automatique ni statistiques : %1.</translation>
    </message>
    <message>
      <source>Plays legal, sensible cards and no more: a first opponent.</source>
      <translation>Joue des cartes permises et sensées, sans plus : un premier adversaire.</translation>
    </message>
    <message>
      <source>Point</source>
      <translation>Point</translation>
    </message>
    <message>
      <source>Point of %1</source>
      <translation>Point de %1</translation>
    </message>
    <message>
      <source>Position %1 · %2, your partie of %3, deal %4</source>
      <translation>Position %1 · %2, votre partie du %3, donne %4</translation>
    </message>
    <message>
      <source>Positions with one clearly best choice, found by the coach, to solve</source>
      <translation>Des positions où un choix est clairement le meilleur, trouvées par l'entraîneur, à résoudre</translation>
    </message>
    <message>
      <source>Privacy screen</source>
      <translation>Écran de discrétion</translation>
    </message>
    <message>
      <source>Problem %1</source>
      <translation>Problème %1</translation>
    </message>
    <message>
      <source>Problem of the day</source>
      <translation>Problème du jour</translation>
    </message>
    <message>
      <source>Problems</source>
      <translation>Problèmes</translation>
    </message>
    <message>
      <source>Put out %1</source>
      <translation>Écart %1</translation>
    </message>
    <message>
      <source>Put out no card</source>
      <translation>N'écarter aucune carte</translation>
    </message>
    <message>
      <source>Put out the cards you do not want and take as many from the talon. Elder may change one to five cards, younger the ones left. Aim for a long suit (the point), cards in sequence, and three or four aces, kings, queens, knaves or tens.</source>
      <translation type="vanished">Écartez les cartes dont vous ne voulez pas et prenez-en autant au talon. L'aîné peut en changer de une à cinq, le cadet celles qui restent. Visez une longue couleur (le point), des cartes qui se suivent, et trois ou quatre as, rois, dames, valets ou dix.</translation>
    </message>
    <message>
      <source>Put out the cards you do not want and take as many from the talon: elder first, from its top, then younger from what is left; the bar says how many you may change. Aim for a long suit (the point), cards in sequence, and three or four aces, kings, queens, knaves or tens.</source>
      <translation>Écartez les cartes dont vous ne voulez pas et prenez-en autant au talon : l'aîné d'abord, par le dessus, puis le cadet dans ce qui reste ; la barre dit combien vous pouvez en changer. Visez une longue couleur (le point), des cartes qui se suivent, et trois ou quatre as, rois, dames, valets ou dix.</translation>
    </message>
    <message>
      <source>Putting out %1 cost about %2 points (%3); better: %4.</source>
      <translation>Écarter %1 a coûté environ %2 points (%3) ; mieux : %4.</translation>
    </message>
    <message>
      <source>Putting out %1 was the best choice (%2).</source>
      <translation>Écarter %1 était le meilleur choix (%2).</translation>
    </message>
    <message>
      <source>Quart</source>
      <translation>Quatrième</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>Quint</source>
      <translation>Quinte</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Quitter</translation>
    </message>
    <message>
      <source>Reaching %1 first: %2</source>
      <translation>Atteindre %1 le premier : %2</translation>
    </message>
    <message>
      <source>Redouble</source>
      <translation>Surcontrer</translation>
    </message>
    <message>
      <source>Repique</source>
      <translation>Repic</translation>
    </message>
    <message>
      <source>Reset the statistics</source>
      <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
      <source>Reset the statistics…</source>
      <translation>Remettre les statistiques à zéro…</translation>
    </message>
    <message>
      <source>Resume the partie in progress</source>
      <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
      <source>Resumed in deal %1.</source>
      <translation>Reprise à la donne %1.</translation>
    </message>
    <message>
      <source>Review the finished deals with the coach's judgement of your decisions</source>
      <translation>Revoir les donnes finies avec le jugement de l'entraîneur sur vos décisions</translation>
    </message>
    <message>
      <source>Review: deal %1, trick %2</source>
      <translation>Revue : donne %1, levée %2</translation>
    </message>
    <message>
      <source>Review: deal %1, trick %2 — step %3 of %4.</source>
      <translation>Revue : donne %1, levée %2 — étape %3 sur %4.</translation>
    </message>
    <message>
      <source>Right: “%1” is the best choice, about %2 points better than the next (%3).</source>
      <translation>Exact : « %1 » est le meilleur choix, environ %2 points de mieux que le suivant (%3).</translation>
    </message>
    <message>
      <source>Rubicon %1: %2</source>
      <translation>Rubicon %1 : %2</translation>
    </message>
    <message>
      <source>Rubicon %1: %2 %3, %4 %5</source>
      <translation>Rubicon %1 : %2 %3, %4 %5</translation>
    </message>
    <message>
      <source>Rubicon piquet</source>
      <translation>Piquet Rubicon</translation>
    </message>
    <message>
      <source>Rules (the defaults are the club laws)</source>
      <translation>Règles (par défaut, les lois des clubs)</translation>
    </message>
    <message>
      <source>Rules (the defaults are the usual ones)</source>
      <translation>Règles (par défaut, les règles habituelles)</translation>
    </message>
    <message>
      <source>Rules of Piquet</source>
      <translation>Règles du piquet</translation>
    </message>
    <message>
      <source>Running total</source>
      <translation type="vanished">Total cumulé</translation>
    </message>
    <message>
      <source>Save the partie</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <source>Saved as %1.</source>
      <translation>Enregistrée sous %1.</translation>
    </message>
    <message>
      <source>Say again</source>
      <translation>Redire</translation>
    </message>
    <message>
      <source>Say again the last thing the game said (Speech, in Settings)</source>
      <translation>Redire la dernière chose que le jeu a dite (Voix, dans les Paramètres)</translation>
    </message>
    <message>
      <source>Say it</source>
      <translation>Annoncer</translation>
    </message>
    <message>
      <source>Say the call chosen in the list</source>
      <translation>Dire l'annonce choisie dans la liste</translation>
    </message>
    <message>
      <source>Say the score</source>
      <translation>Dire la marque</translation>
    </message>
    <message>
      <source>Score pad</source>
      <translation>Feuille de marque</translation>
    </message>
    <message>
      <source>Score sheet and log</source>
      <translation>Feuille de marque et journal</translation>
    </message>
    <message>
      <source>Score: %1</source>
      <translation>Marque : %1</translation>
    </message>
    <message>
      <source>Scores by deal</source>
      <translation>Points par donne</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Paramètres…</translation>
    </message>
    <message>
      <source>Seat %1</source>
      <translation>Place %1</translation>
    </message>
    <message>
      <source>Seat %1 (partner of seat %2)</source>
      <translation>Place %1 (partenaire de la place %2)</translation>
    </message>
    <message>
      <source>Seat %1: %2</source>
      <translation>Place %1 : %2</translation>
    </message>
    <message>
      <source>Seat %1: free, waiting for a player</source>
      <translation>Place %1 : libre, en attente d'un joueur</translation>
    </message>
    <message>
      <source>Second player</source>
      <translation>Second joueur</translation>
    </message>
    <message>
      <source>Select the cards to put out: as %1 you may exchange %2 to %3, and you take as many from the talon.</source>
      <translation>Choisissez les cartes à écarter : vous êtes %1 et pouvez en échanger de %2 à %3 ; vous en prenez autant au talon.</translation>
    </message>
    <message>
      <source>Septième</source>
      <translation>Septième</translation>
    </message>
    <message>
      <source>Sequence</source>
      <translation>Séquence</translation>
    </message>
    <message>
      <source>Sequences</source>
      <translation>Séquences</translation>
    </message>
    <message>
      <source>Sets</source>
      <translation>Quatorze et brelans</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <source>Seven</source>
      <translation>Sept</translation>
    </message>
    <message>
      <source>Show or hide the score sheet and the log</source>
      <translation>Afficher ou masquer la feuille de marque et le journal</translation>
    </message>
    <message>
      <source>Show the cards the bottom player put out</source>
      <translation>Montrer les cartes que le joueur du bas a écartées</translation>
    </message>
    <message>
      <source>Show the cards you put out</source>
      <translation>Montrer les cartes que vous avez écartées</translation>
    </message>
    <message>
      <source>Show the last trick played</source>
      <translation>Montrer la dernière levée jouée</translation>
    </message>
    <message>
      <source>Show the odds</source>
      <translation>Afficher les chances</translation>
    </message>
    <message>
      <source>Show the table to the player whose turn it is</source>
      <translation>Montrer la table au joueur dont c'est le tour</translation>
    </message>
    <message>
      <source>Shuffling the cards…</source>
      <translation>Mélange des cartes…</translation>
    </message>
    <message>
      <source>Sinking your %1 (%2) gave the %3 to your opponent.</source>
      <translation>En taisant votre combinaison (%1 : %2), vous avez laissé « %3 » à votre adversaire.</translation>
    </message>
    <message>
      <source>Sinking your %1 (%2) threw its points away: declared, it could not have lost.</source>
      <translation>En taisant votre combinaison (%1 : %2), vous en avez perdu les points : annoncée, elle ne pouvait pas perdre.</translation>
    </message>
    <message>
      <source>Six deals (Rubicon piquet)</source>
      <translation>Six donnes (piquet Rubicon)</translation>
    </message>
    <message>
      <source>Six tricks</source>
      <translation type="vanished">Six levées</translation>
    </message>
    <message>
      <source>Sixième</source>
      <translation>Sixième</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Lent</translation>
    </message>
    <message>
      <source>Small</source>
      <translation>Petit</translation>
    </message>
    <message>
      <source>Sort my hand</source>
      <translation>Trier ma main</translation>
    </message>
    <message>
      <source>Sound volume</source>
      <translation>Volume des sons</translation>
    </message>
    <message>
      <source>Sounds need Qt Multimedia (the PySide6-Addons package), which is missing here.</source>
      <translation>Les sons demandent Qt Multimedia (le paquet PySide6-Addons), absent ici.</translation>
    </message>
    <message>
      <source>Source</source>
      <translation>Source</translation>
    </message>
    <message>
      <source>Sources: %1</source>
      <translation>Sources : %1</translation>
    </message>
    <message>
      <source>South</source>
      <translation>Sud</translation>
    </message>
    <message>
      <source>Speak the game</source>
      <translation>Faire parler le jeu</translation>
    </message>
    <message>
      <source>Speech</source>
      <translation>Voix</translation>
    </message>
    <message>
      <source>Speech needs Qt's text-to-speech (the PySide6-Addons package), which is missing here.</source>
      <translation>La voix demande la synthèse vocale de Qt (le paquet PySide6-Addons), absente ici.</translation>
    </message>
    <message>
      <source>Speech rate</source>
      <translation>Débit de la voix</translation>
    </message>
    <message>
      <source>Speech volume</source>
      <translation>Volume de la voix</translation>
    </message>
    <message>
      <source>Speed, card size, pace, strength, language and play preferences</source>
      <translation>Vitesse, taille des cartes, rythme, force, langue et préférences de jeu</translation>
    </message>
    <message>
      <source>Start a new game, open a saved partie, or resume the one in progress.</source>
      <translation>Commencer une nouvelle partie, en ouvrir une enregistrée, ou reprendre celle en cours.</translation>
    </message>
    <message>
      <source>Start a new partie</source>
      <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
      <source>Start playing</source>
      <translation>Jouer</translation>
    </message>
    <message>
      <source>Stat&amp;istics…</source>
      <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <source>Statistics are unavailable (the database is locked or damaged); the game goes on.</source>
      <translation>Statistiques indisponibles (la base de données est verrouillée ou endommagée) ; la partie continue.</translation>
    </message>
    <message>
      <source>Statistics are unavailable: %1.</source>
      <translation>Statistiques indisponibles : %1.</translation>
    </message>
    <message>
      <source>Step through the finished deals with both hands face up</source>
      <translation>Parcourir les donnes terminées, les deux mains découvertes</translation>
    </message>
    <message>
      <source>Stop the coach (what is judged stays)</source>
      <translation>Arrêter l'entraîneur (ce qui est jugé reste)</translation>
    </message>
    <message>
      <source>Stop training</source>
      <translation>Arrêter l'entraînement</translation>
    </message>
    <message>
      <source>Strength</source>
      <translation>Force</translation>
    </message>
    <message>
      <source>Tables nearby</source>
      <translation>Tables à proximité</translation>
    </message>
    <message>
      <source>Tables nearby:</source>
      <translation>Tables à proximité :</translation>
    </message>
    <message>
      <source>Take &amp;back the trick</source>
      <translation>Reprendre la &amp;levée</translation>
    </message>
    <message>
      <source>Take back the &amp;trick</source>
      <translation type="vanished">Reprendre la &amp;levée</translation>
    </message>
    <message>
      <source>Take back the whole of the last trick</source>
      <translation>Reprendre toute la dernière levée</translation>
    </message>
    <message>
      <source>Take back your last move (the partie then counts apart in the statistics)</source>
      <translation>Reprendre votre dernier coup (la partie compte alors à part dans les statistiques)</translation>
    </message>
    <message>
      <source>Take up the table you were hosting (%1)?</source>
      <translation>Reprendre la table que vous hébergiez (%1) ?</translation>
    </message>
    <message>
      <source>Take up the table you were hosting (%1, with %2)?</source>
      <translation>Reprendre la table que vous hébergiez (%1, avec %2) ?</translation>
    </message>
    <message>
      <source>Taken back.</source>
      <translation>Coup annulé.</translation>
    </message>
    <message>
      <source>Talon</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>Dix</translation>
    </message>
    <message>
      <source>Text size on the table</source>
      <translation>Taille du texte sur le tapis</translation>
    </message>
    <message>
      <source>That is too many.</source>
      <translation>C'est trop.</translation>
    </message>
    <message>
      <source>The 10 for the cards and the 40 for capot score</source>
      <translation>Le dix de cartes et les 40 du capot comptent</translation>
    </message>
    <message>
      <source>The 10 for the cards counts toward pique</source>
      <translation>Le dix de cartes compte pour le pic</translation>
    </message>
    <message>
      <source>The English handbook of auction piquet; where it is silent, our choices</source>
      <translation>Le manuel anglais du piquet aux enchères ; où il se tait, nos choix</translation>
    </message>
    <message>
      <source>The Master's choice</source>
      <translation>Le choix du Maître</translation>
    </message>
    <message>
      <source>The arrows choose a card, Space puts it out or back, Enter discards.</source>
      <translation>Les flèches choisissent une carte, Espace l'écarte ou la reprend, Entrée écarte.</translation>
    </message>
    <message>
      <source>The auction</source>
      <translation>Les enchères</translation>
    </message>
    <message>
      <source>The best: “%1”, about %2 points better than the next (%3). The problem comes back later.</source>
      <translation>Le meilleur : « %1 », environ %2 points de mieux que le suivant (%3). Le problème reviendra plus tard.</translation>
    </message>
    <message>
      <source>The calls and replies of the declarations; keys 1 to 9 answer</source>
      <translation>Les annonces et les réponses ; les touches 1 à 9 répondent</translation>
    </message>
    <message>
      <source>The calls and replies, each card played, each trick's winner, the end of the deal and the score, your turn, and the card the arrow keys move to. Keys: S says the score, A says again the last thing said.</source>
      <translation>Les annonces et les réponses, chaque carte jouée, le gagnant de chaque levée, la fin de la donne et la marque, votre tour, et la carte où mènent les flèches. Touches : S dit la marque, A redit la dernière chose dite.</translation>
    </message>
    <message>
      <source>The calls of the auction; keys 1 to 9 bid</source>
      <translation>Les enchères ; les touches 1 à 9 enchérissent</translation>
    </message>
    <message>
      <source>The cards</source>
      <translation>Les cartes</translation>
    </message>
    <message>
      <source>The chart: the first of these chances before each deal of the partie, from 0 (bottom) to 1 (top).</source>
      <translation>Le graphique : la première de ces chances avant chaque donne de la partie, de 0 (en bas) à 1 (en haut).</translation>
    </message>
    <message>
      <source>The classic advice: weighed discards, guarded kings, calls that give nothing away.</source>
      <translation>Les conseils classiques : écart réfléchi, rois gardés, annonces qui ne livrent rien.</translation>
    </message>
    <message>
      <source>The classic card game for two, three or four: start a new game, or take up a partie.</source>
      <translation>Le grand jeu de cartes à deux, trois ou quatre : commencez une nouvelle partie, ou reprenez-en une.</translation>
    </message>
    <message>
      <source>The classic card game for two: start a new game, or take up a partie.</source>
      <translation type="vanished">Le grand jeu de cartes à deux : commencez une nouvelle partie, ou reprenez-en une.</translation>
    </message>
    <message>
      <source>The club laws of Rubicon piquet (Cavendish)</source>
      <translation>Les lois des clubs du piquet Rubicon (Cavendish)</translation>
    </message>
    <message>
      <source>The coach does not judge three- and four-handed deals yet.</source>
      <translation type="vanished">L'entraîneur ne juge pas encore les donnes à trois et à quatre.</translation>
    </message>
    <message>
      <source>The coach has not judged your parties of this game yet: Judge my new parties below, or Train on my mistakes in the Game menu.</source>
      <translation>L'entraîneur n'a pas encore jugé vos parties de ce jeu : Juger mes nouvelles parties ci-dessous, ou S'entraîner sur mes erreurs dans le menu Jeu.</translation>
    </message>
    <message>
      <source>The coach is looking through your parties for your mistakes…</source>
      <translation>L'entraîneur parcourt vos parties à la recherche de vos erreurs…</translation>
    </message>
    <message>
      <source>The coach is still judging: no marked decision yet. M again once it marks one.</source>
      <translation>L'entraîneur juge encore : pas encore de décision marquée. Appuyez de nouveau sur M dès qu'il en marque une.</translation>
    </message>
    <message>
      <source>The coach is weighing your choice…</source>
      <translation>L'entraîneur pèse votre choix…</translation>
    </message>
    <message>
      <source>The coach judges each decision of this seat in the deals reviewed</source>
      <translation>L'entraîneur juge chaque décision de ce joueur dans les donnes revues</translation>
    </message>
    <message>
      <source>The coach judges each of your decisions from what you knew then. M: the next marked decision, Shift+M: the one before; click a decision to see it on the table (its better choice framed in green, your choice in orange).</source>
      <translation>L'entraîneur juge chacune de vos décisions d'après ce que vous saviez alors. M : la décision marquée suivante, Maj+M : la précédente ; cliquez une décision pour la voir sur la table (le meilleur choix encadré de vert, le vôtre d'orange).</translation>
    </message>
    <message>
      <source>The coach judges each of your decisions from what you knew then; a decision's cost is what the best choice would have made more, in points of the deal. The computer's levels were judged the same way over a hundred deals each.</source>
      <translation>L'entraîneur juge chacune de vos décisions d'après ce que vous saviez alors ; le coût d'une décision est ce que le meilleur choix aurait rapporté de plus, en points de la donne. Les niveaux de l'ordinateur ont été jugés de la même façon sur cent donnes chacun.</translation>
    </message>
    <message>
      <source>The coach judges your decisions in the parties not judged yet, for your level (and your mistakes, to train on)</source>
      <translation>L'entraîneur juge vos décisions dans les parties pas encore jugées, pour votre niveau (et vos erreurs, pour vous entraîner)</translation>
    </message>
    <message>
      <source>The coach judges your exchange and your play in the review: what each decision cost, and what the cards gave you</source>
      <translation>L'entraîneur juge votre échange et votre jeu dans la revue : ce que chaque décision a coûté, et ce que les cartes vous ont donné</translation>
    </message>
    <message>
      <source>The coach's progress</source>
      <translation>Progression de l'entraîneur</translation>
    </message>
    <message>
      <source>The collection of problems could not be read.</source>
      <translation>La collection de problèmes n'a pas pu être lue.</translation>
    </message>
    <message>
      <source>The computer plays the seats of the players who are away until they come back</source>
      <translation>L'ordinateur joue les places des joueurs absents jusqu'à leur retour</translation>
    </message>
    <message>
      <source>The computer: %1</source>
      <translation>L'ordinateur : %1</translation>
    </message>
    <message>
      <source>The connection to the table was lost; this program gave up. Join the table again from Game → Join a table…</source>
      <translation>La connexion à la table est perdue ; ce programme a abandonné. Rejoignez la table depuis Jeu → Rejoindre une table…</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again in %1 s…</source>
      <translation>La connexion à la table est perdue ; nouvel essai dans %1 s…</translation>
    </message>
    <message>
      <source>The connection to the table was lost; trying again…</source>
      <translation>La connexion à la table est perdue ; nouvelle tentative…</translation>
    </message>
    <message>
      <source>The deal in progress</source>
      <translation>La donne en cours</translation>
    </message>
    <message>
      <source>The deal keeps alternating</source>
      <translation>La donne continue d'alterner</translation>
    </message>
    <message>
      <source>The deal's items</source>
      <translation>Le détail de la donne</translation>
    </message>
    <message>
      <source>The dealer must exchange at least one card</source>
      <translation>Le donneur doit échanger au moins une carte</translation>
    </message>
    <message>
      <source>The dealer's exchange</source>
      <translation>L'écart du donneur</translation>
    </message>
    <message>
      <source>The deck's own</source>
      <translation>Celui du jeu</translation>
    </message>
    <message>
      <source>The declarations</source>
      <translation>Les annonces</translation>
    </message>
    <message>
      <source>The end of a deal</source>
      <translation>La fin d'une donne</translation>
    </message>
    <message>
      <source>The exchange</source>
      <translation>L'écart</translation>
    </message>
    <message>
      <source>The first player deals</source>
      <translation type="vanished">Le premier joueur donne</translation>
    </message>
    <message>
      <source>The first side to win three games (a double game counts two)</source>
      <translation>Le premier camp à gagner trois manches (une manche double compte deux)</translation>
    </message>
    <message>
      <source>The first to win three games (a double game counts two)</source>
      <translation>Le premier à gagner trois manches (une manche double compte deux)</translation>
    </message>
    <message>
      <source>The game could not be saved: %1</source>
      <translation>Impossible d'enregistrer la partie : %1</translation>
    </message>
    <message>
      <source>The key E makes the hint's discard at once</source>
      <translation>La touche E fait aussitôt l'écart du conseil</translation>
    </message>
    <message>
      <source>The language of the game</source>
      <translation>La langue du jeu</translation>
    </message>
    <message>
      <source>The lowest card was cut twice: all cut again.</source>
      <translation>La plus basse carte a été coupée deux fois : tous recoupent.</translation>
    </message>
    <message>
      <source>The moment it is reached</source>
      <translation>Dès qu'il est atteint</translation>
    </message>
    <message>
      <source>The name they give</source>
      <translation>Le nom qu'il donnera</translation>
    </message>
    <message>
      <source>The odds</source>
      <translation>Les chances</translation>
    </message>
    <message>
      <source>The odds of %1</source>
      <translation>Les chances de %1</translation>
    </message>
    <message>
      <source>The order your cards are shown in, left to right; the arrow keys follow it</source>
      <translation type="vanished">L'ordre de vos cartes, de gauche à droite ; les flèches du clavier le suivent</translation>
    </message>
    <message>
      <source>The order your cards are shown in, left to right; the arrow keys follow it. Drag a card along your hand to put it elsewhere: it stays there until the deal ends.</source>
      <translation>L'ordre dans lequel vos cartes sont montrées, de gauche à droite ; les flèches le suivent. Faites glisser une carte le long de votre main pour la mettre ailleurs : elle y reste jusqu'à la fin de la donne.</translation>
    </message>
    <message>
      <source>The other player should look away.</source>
      <translation>L'autre joueur doit détourner les yeux.</translation>
    </message>
    <message>
      <source>The other players should look away.</source>
      <translation>Les autres joueurs doivent détourner les yeux.</translation>
    </message>
    <message>
      <source>The partie</source>
      <translation>La partie</translation>
    </message>
    <message>
      <source>The partie begins when every seat is taken.</source>
      <translation>La partie commence quand toutes les places sont prises.</translation>
    </message>
    <message>
      <source>The partie could not be saved: %1.</source>
      <translation>Impossible d'enregistrer la partie : %1.</translation>
    </message>
    <message>
      <source>The partie is drawn</source>
      <translation>La partie est nulle</translation>
    </message>
    <message>
      <source>The partie is over. %1</source>
      <translation>La partie est terminée. %1</translation>
    </message>
    <message>
      <source>The partie is over: these are its outcome.</source>
      <translation>La partie est finie : voici son issue.</translation>
    </message>
    <message>
      <source>The password is not this table's.</source>
      <translation>Ce n'est pas le mot de passe de cette table.</translation>
    </message>
    <message>
      <source>The play</source>
      <translation>Le jeu de la carte</translation>
    </message>
    <message>
      <source>The positions where you lost most in your parties, set again for you to find the best choice</source>
      <translation>Les positions où vous avez le plus perdu dans vos parties, reposées pour que vous trouviez le meilleur choix</translation>
    </message>
    <message>
      <source>The problems cannot be set: %1.</source>
      <translation>Les problèmes ne peuvent pas être posés : %1.</translation>
    </message>
    <message>
      <source>The rest: how the cards you could not see lay (a decision is judged by its odds), and what the coach does not judge.</source>
      <translation>Le reste : la place des cartes que vous ne pouviez pas voir (une décision est jugée selon ses chances), et ce que l'entraîneur ne juge pas.</translation>
    </message>
    <message>
      <source>The rest: how the unseen cards lay (a decision is judged by its odds), and what the coach does not judge.</source>
      <translation>Le reste : la place des cartes cachées (une décision est jugée selon ses chances), et ce que l'entraîneur ne juge pas.</translation>
    </message>
    <message>
      <source>The rest: mostly %1's play, not judged here (choose %1 above to judge it), and how the cards you could not see lay (a decision is judged by its odds).</source>
      <translation>Le reste : surtout le jeu de %1, non jugé ici (choisissez %1 ci-dessus pour le juger), et la place des cartes que vous ne pouviez pas voir (une décision est jugée selon ses chances).</translation>
    </message>
    <message>
      <source>The rest: mostly %1's play, not judged here (choose %1 above to judge it), and how the unseen cards lay (a decision is judged by its odds).</source>
      <translation>Le reste : surtout le jeu de %1, non jugé ici (choisissez %1 ci-dessus pour le juger), et la place des cartes cachées (une décision est jugée selon ses chances).</translation>
    </message>
    <message>
      <source>The rest: mostly the other players' play, not judged here (choose a player above to judge it), and how the cards you could not see lay (a decision is judged by its odds).</source>
      <translation>Le reste : surtout le jeu des autres joueurs, non jugé ici (choisissez un joueur ci-dessus pour le juger), et la place des cartes que vous ne pouviez pas voir (une décision est jugée selon ses chances).</translation>
    </message>
    <message>
      <source>The rest: mostly the other players' play, not judged here (choose a player above to judge it), and how the unseen cards lay (a decision is judged by its odds).</source>
      <translation>Le reste : surtout le jeu des autres joueurs, non jugé ici (choisissez un joueur ci-dessus pour le juger), et la place des cartes cachées (une décision est jugée selon ses chances).</translation>
    </message>
    <message>
      <source>The rules of the game, with examples</source>
      <translation>Les règles du jeu, avec des exemples</translation>
    </message>
    <message>
      <source>The rules page is missing from this installation.</source>
      <translation>La page des règles manque à cette installation.</translation>
    </message>
    <message>
      <source>The running score, in the status line and aloud when the game speaks</source>
      <translation>La marque du moment, dans la barre d'état, et à voix haute quand le jeu parle</translation>
    </message>
    <message>
      <source>The saved game %1 could not be resumed: %2; it could not be set aside either (%3).</source>
      <translation>La partie sauvegardée %1 n'a pas pu être reprise : %2 ; elle n'a pas pu non plus être mise de côté (%3).</translation>
    </message>
    <message>
      <source>The saved game could not be read (%1); it was left as it is.</source>
      <translation>La partie sauvegardée n'a pas pu être lue (%1) ; elle a été laissée telle quelle.</translation>
    </message>
    <message>
      <source>The saved game could not be resumed: %1. It was kept as %2.</source>
      <translation>La partie sauvegardée n'a pas pu être reprise : %1. Elle a été gardée sous le nom %2.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal for each side, and the totals run on from deal to deal until a side reaches %1.</source>
      <translation>La feuille de marque fait le compte de la donne pour chaque camp, et les totaux courent de donne en donne jusqu'à ce qu'un camp atteigne %1.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal, and the totals run on from deal to deal until a player reaches %1.</source>
      <translation>La feuille de marque fait le compte de la donne, et les totaux courent de donne en donne jusqu'à ce qu'un joueur atteigne %1.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal. After six deals, a player under 100 is rubiconed: the winner then gains both totals plus 100.</source>
      <translation type="vanished">La feuille de marque fait le compte de la donne. Après six donnes, un joueur sous 100 est rubicon : le gagnant marque alors les deux totaux plus 100.</translation>
    </message>
    <message>
      <source>The score sheet adds up the deal. When the partie ends, a player under %1 is rubiconed: the winner then gains both totals plus %1.</source>
      <translation>La feuille de marque fait le compte de la donne. À la fin de la partie, un joueur sous %1 est rubicon : le gagnant marque alors les deux totaux plus %1.</translation>
    </message>
    <message>
      <source>The second player deals</source>
      <translation type="vanished">Le second joueur donne</translation>
    </message>
    <message>
      <source>The speech engine does not answer: restart speech-dispatcher, or check the sound.</source>
      <translation>Le moteur de synthèse vocale ne répond pas : redémarrez speech-dispatcher, ou vérifiez le son.</translation>
    </message>
    <message>
      <source>The speech engine failed.</source>
      <translation>Le moteur de synthèse vocale a échoué.</translation>
    </message>
    <message>
      <source>The statistics could not be reset (the database is locked or damaged).</source>
      <translation>Les statistiques n'ont pas pu être remises à zéro (la base est verrouillée ou endommagée).</translation>
    </message>
    <message>
      <source>The statistics file %1 cannot be used, and it could not be set aside (%2).</source>
      <translation>Le fichier de statistiques %1 est inutilisable, et n'a pas pu être mis de côté (%2).</translation>
    </message>
    <message>
      <source>The statistics file %1 has tables this game does not know: it was kept unchanged as %2, and the statistics begin afresh.</source>
      <translation>Le fichier de statistiques %1 a des tables que ce jeu ne connaît pas : il est conservé tel quel sous %2, et les statistiques repartent de zéro.</translation>
    </message>
    <message>
      <source>The strongest true call</source>
      <translation>La plus forte annonce vraie</translation>
    </message>
    <message>
      <source>The table at %1 cannot be reached.</source>
      <translation>La table à l'adresse %1 est injoignable.</translation>
    </message>
    <message>
      <source>The table could not be opened: %1</source>
      <translation>La table n'a pas pu être ouverte : %1</translation>
    </message>
    <message>
      <source>The table is hidden while it passes to the next player.</source>
      <translation>La table est cachée pendant qu'elle passe au joueur suivant.</translation>
    </message>
    <message>
      <source>The table is hidden while it passes to the other player.</source>
      <translation type="vanished">La table est cachée pendant qu'elle passe à l'autre joueur.</translation>
    </message>
    <message>
      <source>The table refused to seat you (%1).</source>
      <translation>La table a refusé de vous asseoir (%1).</translation>
    </message>
    <message>
      <source>The talon's last cards: %1</source>
      <translation>Les dernières cartes du talon : %1</translation>
    </message>
    <message>
      <source>The talon's leftover cards</source>
      <translation>Les cartes restées au talon</translation>
    </message>
    <message>
      <source>The tricks bid</source>
      <translation type="vanished">Les levées demandées</translation>
    </message>
    <message>
      <source>The version, and where the card art comes from</source>
      <translation>La version, et d'où vient le dessin des cartes</translation>
    </message>
    <message>
      <source>There is nothing to take back.</source>
      <translation>Il n'y a rien à annuler.</translation>
    </message>
    <message>
      <source>Third player</source>
      <translation>Troisième joueur</translation>
    </message>
    <message>
      <source>This partie does not say who plays each seat. Choose who takes it up:</source>
      <translation>Cette partie ne dit pas qui joue à chaque place. Choisissez qui la reprend :</translation>
    </message>
    <message>
      <source>This table needs another version of the game.</source>
      <translation>Cette table demande une autre version du jeu.</translation>
    </message>
    <message>
      <source>This version finds no tables by itself: type the address the host gives you.</source>
      <translation type="vanished">Cette version ne trouve pas les tables d'elle-même : tapez l'adresse que l'hôte vous donne.</translation>
    </message>
    <message>
      <source>Three %1</source>
      <translation>Brelan %1</translation>
    </message>
    <message>
      <source>Three players, ten cards each; only the dealer exchanges. The first to the target is out and wins; the other two play on, and the last pays.</source>
      <translation>Trois joueurs, dix cartes chacun ; seul le donneur échange. Le premier au but sort gagnant ; les deux autres continuent, et le dernier paie.</translation>
    </message>
    <message>
      <source>Tierce</source>
      <translation>Tierce</translation>
    </message>
    <message>
      <source>To the %1</source>
      <translation>Jusqu'%1</translation>
    </message>
    <message>
      <source>Too few cards are chosen.</source>
      <translation>Trop peu de cartes sont choisies.</translation>
    </message>
    <message>
      <source>Too many cards are chosen.</source>
      <translation>Trop de cartes sont choisies.</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Train on m&amp;y mistakes</source>
      <translation>S'entraîner sur &amp;mes erreurs</translation>
    </message>
    <message>
      <source>Train on my mistakes</source>
      <translation>S'entraîner sur mes erreurs</translation>
    </message>
    <message>
      <source>Train on my mistakes: position %1 · %2, your partie of %3, deal %4</source>
      <translation type="vanished">S'entraîner sur mes erreurs : position %1 · %2, votre partie du %3, donne %4</translation>
    </message>
    <message>
      <source>Training waits until you leave the table played over the network.</source>
      <translation>L'entraînement attend que vous quittiez la table jouée en réseau.</translation>
    </message>
    <message>
      <source>Trick %1 to %2</source>
      <translation>Levée %1 pour %2</translation>
    </message>
    <message>
      <source>Trick %1 to you</source>
      <translation>Levée %1 pour vous</translation>
    </message>
    <message>
      <source>Trick ▶</source>
      <translation>Levée ▶</translation>
    </message>
    <message>
      <source>Tricks won: %1</source>
      <translation>Levées gagnées : %1</translation>
    </message>
    <message>
      <source>Tricks: %1</source>
      <translation type="vanished">Levées : %1</translation>
    </message>
    <message>
      <source>Try again.</source>
      <translation>Essayez encore.</translation>
    </message>
    <message>
      <source>Turned face up for both</source>
      <translation>Retournées face visible pour les deux</translation>
    </message>
    <message>
      <source>Twelve</source>
      <translation>Douze</translation>
    </message>
    <message>
      <source>Two play on</source>
      <translation>Deux continuent</translation>
    </message>
    <message>
      <source>Two players bid how many tricks they will win or lose before the exchange; the contract scores; six deals and a rubicon at 150.</source>
      <translation>Deux joueurs annoncent avant l'écart combien de levées ils feront ou perdront ; le contrat marque ; six donnes et un rubicon à 150.</translation>
    </message>
    <message>
      <source>Two players on this computer</source>
      <translation type="vanished">Deux joueurs sur cet ordinateur</translation>
    </message>
    <message>
      <source>Two players, the club laws: six deals and the rubicon at 100.</source>
      <translation>Deux joueurs, les lois des clubs : six donnes et le rubicon à 100.</translation>
    </message>
    <message>
      <source>Two players, the first to 100 wins a game; younger may exchange none; every score counts the moment it is made.</source>
      <translation>Deux joueurs, le premier à 100 gagne une manche ; le cadet peut n'échanger aucune carte ; chaque point compte dès qu'il est fait.</translation>
    </message>
    <message>
      <source>Type the table's address as host:port (for example 192.168.1.20:47500), or its code.</source>
      <translation>Tapez l'adresse de la table sous la forme hôte:port (par exemple 192.168.1.20:47500), ou son code.</translation>
    </message>
    <message>
      <source>Under the score pad: your chance of winning the partie (and of escaping the rubicon, or of reaching the target first) in words, with a chart over the partie's deals, updated after each deal.
Estimated as the computer plays to the score, from the deals it has measured; at a shared screen each person sees his own side's.</source>
      <translation>Sous la feuille de marque : votre chance de gagner la partie (et d'échapper au rubicon, ou d'atteindre le but le premier) en mots, avec un graphique au fil des donnes de la partie, mis à jour après chaque donne.
Estimée comme l'ordinateur joue selon la marque, d'après les donnes qu'il a mesurées ; devant un écran partagé, chacun voit celles de son camp.</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Undo is turned off for this game.</source>
      <translation>L'annulation est désactivée pour cette partie.</translation>
    </message>
    <message>
      <source>Waiting for %1 and %2…</source>
      <translation>En attente de %1 et %2…</translation>
    </message>
    <message>
      <source>Waiting for %1.</source>
      <translation>On attend %1.</translation>
    </message>
    <message>
      <source>Waiting for %1…</source>
      <translation>En attente de %1…</translation>
    </message>
    <message>
      <source>Weighs every hand you could hold from the first trick, and plays the last deal to the score.</source>
      <translation>Pèse chaque jeu que vous pourriez tenir dès la première levée, et joue la dernière donne selon la marque.</translation>
    </message>
    <message>
      <source>Welcome</source>
      <translation>Bienvenue</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Ouest</translation>
    </message>
    <message>
      <source>What the Master would do, and why (the partie then counts apart in the statistics)</source>
      <translation>Ce que ferait le Maître, et pourquoi (la partie compte alors à part dans les statistiques)</translation>
    </message>
    <message>
      <source>What you hold counts for your side if your partner's call stays the best.</source>
      <translation>Ce que vous avez compte pour votre camp si l'annonce de votre partenaire reste la meilleure.</translation>
    </message>
    <message>
      <source>When I ask, in the review</source>
      <translation>Quand je le demande, dans la revue</translation>
    </message>
    <message>
      <source>When I click the table</source>
      <translation>Quand je clique sur le tapis</translation>
    </message>
    <message>
      <source>When the target is judged</source>
      <translation>Quand le but est jugé</translation>
    </message>
    <message>
      <source>Whether Undo may be used in a partie against the computer</source>
      <translation>Si Annuler est permis dans une partie contre l'ordinateur</translation>
    </message>
    <message>
      <source>Who deals each new game</source>
      <translation>Qui donne à chaque nouvelle manche</translation>
    </message>
    <message>
      <source>Who plays seat %1</source>
      <translation>Qui joue à la place %1</translation>
    </message>
    <message>
      <source>Who plays?</source>
      <translation>Qui joue ?</translation>
    </message>
    <message>
      <source>Whose decisions</source>
      <translation>Les décisions de qui</translation>
    </message>
    <message>
      <source>Whose decisions the coach judges</source>
      <translation>Le joueur dont l'entraîneur juge les décisions</translation>
    </message>
    <message>
      <source>Winning the partie: %1</source>
      <translation>Gagner la partie : %1</translation>
    </message>
    <message numerus="yes">
      <source>With hints or undo: %n partie(s)</source>
      <translation>
        <numerusform>Avec conseils ou annulations : %n partie</numerusform>
        <numerusform>Avec conseils ou annulations : %n parties</numerusform>
      </translation>
    </message>
    <message>
      <source>With three players only the dealer exchanges: he may put out up to two cards and take as many from the talon. The others keep the ten cards they were dealt.</source>
      <translation>À trois, seul le donneur écarte : il peut écarter jusqu'à deux cartes et en prendre autant au talon. Les autres gardent les dix cartes reçues.</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <source>Worst parties</source>
      <translation>Pires parties</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <source>You &amp; %1</source>
      <translation>Vous et %1</translation>
    </message>
    <message>
      <source>You and %1 win the partie</source>
      <translation>Vous et %1 gagnez la partie</translation>
    </message>
    <message>
      <source>You announce carte blanche</source>
      <translation>Vous annoncez carte blanche</translation>
    </message>
    <message>
      <source>You are rubiconed: %1 + %2 + %3 = %4</source>
      <translation>Vous êtes rubicon : %1 + %2 + %3 = %4</translation>
    </message>
    <message>
      <source>You are rubiconed: %1 + %2 + 100 = %3</source>
      <translation>Vous êtes rubicon : %1 + %2 + 100 = %3</translation>
    </message>
    <message>
      <source>You bid %1</source>
      <translation>Vous annoncez %1</translation>
    </message>
    <message>
      <source>You broke even in this deal</source>
      <translation>Vous finissez à égalité dans cette donne</translation>
    </message>
    <message>
      <source>You cannot play that card now.</source>
      <translation>Vous ne pouvez pas jouer cette carte maintenant.</translation>
    </message>
    <message>
      <source>You claimed the remaining tricks: they are played out.</source>
      <translation>Vous avez revendiqué les levées restantes : elles sont jouées.</translation>
    </message>
    <message>
      <source>You cut the higher card and choose who deals first. Dealing first is the advantage: the first dealer is elder in the last deal.</source>
      <translation>Vous coupez la plus haute carte et choisissez qui donne en premier. Donner en premier est un avantage : le premier donneur est aîné à la dernière donne.</translation>
    </message>
    <message>
      <source>You cut the lowest card and deal first.</source>
      <translation>Vous coupez la plus basse carte et donnez en premier.</translation>
    </message>
    <message>
      <source>You deal first</source>
      <translation>Vous donnez en premier</translation>
    </message>
    <message>
      <source>You do not hold that card.</source>
      <translation>Vous n'avez pas cette carte.</translation>
    </message>
    <message>
      <source>You double</source>
      <translation>Vous contrez</translation>
    </message>
    <message numerus="yes">
      <source>You exchange %n card(s)</source>
      <translation>
        <numerusform>Vous échangez %n carte</numerusform>
        <numerusform>Vous échangez %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>You failed %1</source>
      <translation>Vous avez chuté à %1</translation>
    </message>
    <message>
      <source>You have seat %1. The partie begins when every seat is taken…</source>
      <translation>Vous avez la place %1. La partie commence quand toutes les places sont prises…</translation>
    </message>
    <message>
      <source>You hold carte blanche: no king, queen or knave. Announce it for 10?</source>
      <translation>Vous avez carte blanche : ni roi, ni dame, ni valet. L'annoncer pour 10 ?</translation>
    </message>
    <message>
      <source>You host this table: the other players would lose the partie. Leave it?</source>
      <translation>Vous hébergez cette table : les autres joueurs perdraient la partie. La quitter ?</translation>
    </message>
    <message numerus="yes">
      <source>You left %n card(s) in the talon. Look at them? (Elder will see them too.)</source>
      <translation>
        <numerusform>Vous avez laissé %n carte au talon. La regarder ? (L'aîné la verra aussi.)</numerusform>
        <numerusform>Vous avez laissé %n cartes au talon. Les regarder ? (L'aîné les verra aussi.)</numerusform>
      </translation>
    </message>
    <message>
      <source>You lost %1 points in this deal</source>
      <translation>Vous perdez %1 points dans cette donne</translation>
    </message>
    <message>
      <source>You made %1</source>
      <translation>Vous avez réussi %1</translation>
    </message>
    <message>
      <source>You must follow suit.</source>
      <translation>Vous devez fournir à la couleur.</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>Vous passez</translation>
    </message>
    <message>
      <source>You pay %1 and %2 one stake each</source>
      <translation>Vous payez une mise à %1 et à %2</translation>
    </message>
    <message>
      <source>You play %1</source>
      <translation>Vous jouez %1</translation>
    </message>
    <message>
      <source>You put out %1 and take %2</source>
      <translation>Vous écartez %1 et prenez %2</translation>
    </message>
    <message>
      <source>You reach %1 and are out</source>
      <translation>Vous atteignez %1 et sortez</translation>
    </message>
    <message>
      <source>You redouble</source>
      <translation>Vous surcontrez</translation>
    </message>
    <message>
      <source>You score %1 for %2%3</source>
      <translation>Vous marquez %1 : %2%3</translation>
    </message>
    <message>
      <source>You show carte blanche: %1</source>
      <translation>Vous montrez carte blanche : %1</translation>
    </message>
    <message>
      <source>You win the partie</source>
      <translation>Vous gagnez la partie</translation>
    </message>
    <message numerus="yes">
      <source>You win the partie: %n point(s)</source>
      <translation>
        <numerusform>Vous gagnez la partie : %n point</numerusform>
        <numerusform>Vous gagnez la partie : %n points</numerusform>
      </translation>
    </message>
    <message>
      <source>You win: %1 + (%1 − %2) = %3</source>
      <translation>Vous gagnez : %1 + (%1 − %2) = %3</translation>
    </message>
    <message>
      <source>You win: %1 = %2</source>
      <translation>Vous gagnez : %1 = %2</translation>
    </message>
    <message>
      <source>You win: %1 − %2 + %3 = %4</source>
      <translation>Vous gagnez : %1 − %2 + %3 = %4</translation>
    </message>
    <message>
      <source>You win: %1 − %2 + 100 = %3</source>
      <translation>Vous gagnez : %1 − %2 + 100 = %3</translation>
    </message>
    <message>
      <source>You won %1 points in this deal</source>
      <translation>Vous gagnez %1 points dans cette donne</translation>
    </message>
    <message>
      <source>Younger leaves the talon unseen</source>
      <translation>Le cadet laisse le talon sans le voir</translation>
    </message>
    <message>
      <source>Younger looks at the talon</source>
      <translation>Le cadet regarde le talon</translation>
    </message>
    <message>
      <source>Younger may look after elder's lead; then elder sees them too (Law 36)</source>
      <translation>Le cadet peut les regarder après l'entame de l'aîné ; l'aîné les voit alors aussi (loi 36)</translation>
    </message>
    <message>
      <source>Younger must exchange at least one card</source>
      <translation>Le cadet doit échanger au moins une carte</translation>
    </message>
    <message>
      <source>Your &amp;name:</source>
      <translation>Votre &amp;nom :</translation>
    </message>
    <message>
      <source>Your bid, in the panel (keys 1 to 9).</source>
      <translation>À vous d'enchérir, dans le panneau (touches 1 à 9).</translation>
    </message>
    <message>
      <source>Your bid:</source>
      <translation>À vous d'enchérir :</translation>
    </message>
    <message>
      <source>Your call:</source>
      <translation>À vous d'annoncer :</translation>
    </message>
    <message>
      <source>Your calls and replies made for you, after a pause to read them; the exchange and the cards stay yours.
The strongest true call: each call at its best (all you hold), each reply truthful (“Not good” when you hold better, “Making?” when you hold as many).
The Master's choice: what the strongest computer player would say in your place, which may keep a call quiet.
Undo gives the moment back to you.</source>
      <translation>Vos annonces et vos réponses faites pour vous, après une pause pour les lire ; l'écart et les cartes restent à vous.
La plus forte annonce vraie : chaque annonce au mieux (tout ce que vous avez), chaque réponse sincère (« Pas bon » quand vous avez mieux, « Combien ? » quand vous en avez autant).
Le choix du Maître : ce que dirait à votre place le plus fort joueur de l'ordinateur, qui peut taire une annonce.
Annuler vous rend le moment.</translation>
    </message>
    <message>
      <source>Your card gave the pique away: the cost is your opponent's pique alone (without pique, your card was as good as the best).</source>
      <translation>Votre carte a laissé le pic à votre adversaire : le coût est celui de son pic seul (sans le pic, votre carte valait la meilleure).</translation>
    </message>
    <message>
      <source>Your card lost you the pique: the cost is the pique alone (without pique, your card was as good as the best).</source>
      <translation>Votre carte vous a fait perdre le pic : le coût est celui du pic seul (sans le pic, votre carte valait la meilleure).</translation>
    </message>
    <message>
      <source>Your cards win every remaining trick whatever the others hold: claim them (C)</source>
      <translation>Vos cartes font toutes les levées restantes quoi que tiennent les autres : revendiquez-les (C)</translation>
    </message>
    <message>
      <source>Your contract: %1 — %2</source>
      <translation>Votre contrat : %1 — %2</translation>
    </message>
    <message>
      <source>Your decisions</source>
      <translation>Vos décisions</translation>
    </message>
    <message>
      <source>Your discard</source>
      <translation>Votre écart</translation>
    </message>
    <message>
      <source>Your discard broke your %1 (%2): the best discard kept it.</source>
      <translation>Votre écart a cassé votre combinaison (%1 : %2) ; le meilleur écart la gardait.</translation>
    </message>
    <message>
      <source>Your discard: click to see it (D)</source>
      <translation>Votre écart : cliquez pour le voir (D)</translation>
    </message>
    <message>
      <source>Your hand: %1</source>
      <translation>Votre main : %1</translation>
    </message>
    <message>
      <source>Your lead.</source>
      <translation>À vous d'entamer.</translation>
    </message>
    <message>
      <source>Your lead: click a card.</source>
      <translation>À vous d'entamer : cliquez sur une carte.</translation>
    </message>
    <message>
      <source>Your level, by the coach</source>
      <translation>Votre niveau, selon l'entraîneur</translation>
    </message>
    <message>
      <source>Your new parties looked through by the coach: %1 of %2</source>
      <translation>Vos nouvelles parties parcourues par l'entraîneur : %1 sur %2</translation>
    </message>
    <message>
      <source>Your odds</source>
      <translation>Vos chances</translation>
    </message>
    <message>
      <source>Your parties against the computer: win rates, tallies, a chart</source>
      <translation>Vos parties contre l'ordinateur : taux de victoire, décomptes, un graphique</translation>
    </message>
    <message>
      <source>Your reply:</source>
      <translation>À vous de répondre :</translation>
    </message>
    <message>
      <source>Your side broke even in this deal</source>
      <translation>Votre camp ne gagne ni ne perd dans cette donne</translation>
    </message>
    <message>
      <source>Your side lost %1 points in this deal</source>
      <translation>Votre camp perd %1 points dans cette donne</translation>
    </message>
    <message>
      <source>Your side won %1 points in this deal</source>
      <translation>Votre camp gagne %1 points dans cette donne</translation>
    </message>
    <message>
      <source>Your take-back was refused: every other player must agree to it.</source>
      <translation>Votre reprise a été refusée : chaque autre joueur doit l’accepter.</translation>
    </message>
    <message>
      <source>Your turn in the declarations.</source>
      <translation>À vous de parler dans les annonces.</translation>
    </message>
    <message>
      <source>Your turn to call or pass, in the panel (keys 1 to 9).</source>
      <translation>À vous d'annoncer ou de passer, dans le panneau (touches 1 à 9).</translation>
    </message>
    <message>
      <source>Your turn to play.</source>
      <translation>À vous de jouer.</translation>
    </message>
    <message>
      <source>Your turn: call or pass.</source>
      <translation>À vous : annoncez ou passez.</translation>
    </message>
    <message>
      <source>Your turn: call or pass. Best so far: %1.</source>
      <translation>À vous : annoncez ou passez. Meilleure annonce : %1.</translation>
    </message>
    <message>
      <source>Your turn: click a card to play.</source>
      <translation>À vous de jouer : cliquez sur une carte.</translation>
    </message>
    <message>
      <source>Your turn: nothing you hold beats the best so far, %1: you pass.</source>
      <translation>À vous : rien de ce que vous avez ne bat la meilleure annonce, %1 : vous passez.</translation>
    </message>
    <message>
      <source>a French custom</source>
      <translation>un usage français</translation>
    </message>
    <message>
      <source>a French rules page</source>
      <translation>une page de règles française</translation>
    </message>
    <message>
      <source>a blunder</source>
      <translation>une gaffe</translation>
    </message>
    <message>
      <source>a mistake</source>
      <translation>une erreur</translation>
    </message>
    <message>
      <source>about %1 in %2</source>
      <translation>environ %1 sur %2</translation>
    </message>
    <message>
      <source>ace</source>
      <translation>à l'as</translation>
    </message>
    <message>
      <source>aces</source>
      <translation>d'as</translation>
    </message>
    <message>
      <source>against</source>
      <translation type="vanished">contre</translation>
    </message>
    <message>
      <source>against %1</source>
      <translation>contre %1</translation>
    </message>
    <message>
      <source>all equal</source>
      <translation>toutes égales</translation>
    </message>
    <message>
      <source>all the tricks</source>
      <translation>toutes les levées</translation>
    </message>
    <message>
      <source>all twelve cards in good calls</source>
      <translation>les douze cartes dans des annonces bonnes</translation>
    </message>
    <message>
      <source>all twelve tricks</source>
      <translation>les douze levées</translation>
    </message>
    <message>
      <source>almost certain</source>
      <translation>presque sûr</translation>
    </message>
    <message>
      <source>almost none</source>
      <translation>presque aucune chance</translation>
    </message>
    <message>
      <source>an inaccuracy</source>
      <translation>une imprécision</translation>
    </message>
    <message>
      <source>as two players call / this program's choice</source>
      <translation>comme à deux joueurs / choix de ce programme</translation>
    </message>
    <message>
      <source>auction piquet</source>
      <translation>piquet aux enchères</translation>
    </message>
    <message>
      <source>certain</source>
      <translation>sûr</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>choisie pour l'écart</translation>
    </message>
    <message>
      <source>click to see the last one (L)</source>
      <translation>cliquez pour voir la dernière (L)</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>trèfles</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>donneur</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>carreaux</translation>
    </message>
    <message>
      <source>doubled</source>
      <translation>contré</translation>
    </message>
    <message>
      <source>easy</source>
      <translation>facile</translation>
    </message>
    <message>
      <source>eight</source>
      <translation>huit</translation>
    </message>
    <message>
      <source>elder</source>
      <translation>aîné</translation>
    </message>
    <message>
      <source>eldest</source>
      <translation>premier en main</translation>
    </message>
    <message>
      <source>every card worth the same</source>
      <translation>toutes les cartes se valent</translation>
    </message>
    <message>
      <source>every choice worth the same points</source>
      <translation>tous les choix valent les mêmes points</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>chuté</translation>
    </message>
    <message>
      <source>five</source>
      <translation>cinq</translation>
    </message>
    <message>
      <source>forced</source>
      <translation>forcé</translation>
    </message>
    <message>
      <source>forced: the only choice</source>
      <translation>forcé : le seul choix</translation>
    </message>
    <message>
      <source>four</source>
      <translation>quatre</translation>
    </message>
    <message>
      <source>game %1 double</source>
      <translation>manche %1 double</translation>
    </message>
    <message>
      <source>hard</source>
      <translation>difficile</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>cœurs</translation>
    </message>
    <message>
      <source>host:port, or the table's code</source>
      <translation>hôte:port, ou le code de la table</translation>
    </message>
    <message>
      <source>in your hand</source>
      <translation>en main</translation>
    </message>
    <message>
      <source>king</source>
      <translation>au roi</translation>
    </message>
    <message>
      <source>kings</source>
      <translation>de rois</translation>
    </message>
    <message>
      <source>knave</source>
      <translation>au valet</translation>
    </message>
    <message>
      <source>knaves</source>
      <translation>de valets</translation>
    </message>
    <message>
      <source>lead %1 — from your longest suit, to make its cards good</source>
      <translation>entamez %1 — de votre couleur la plus longue, pour en affranchir les cartes</translation>
    </message>
    <message>
      <source>lead %1 — nothing left out can beat it</source>
      <translation>entamez %1 — aucune carte encore dehors ne peut la battre</translation>
    </message>
    <message numerus="yes">
      <source>lose %n trick(s) or more</source>
      <translation>
        <numerusform>perdre %n levée ou plus</numerusform>
        <numerusform>perdre %n levées ou plus</numerusform>
      </translation>
    </message>
    <message>
      <source>lost %1 so far</source>
      <translation>%1 perdues jusqu'ici</translation>
    </message>
    <message>
      <source>made</source>
      <translation>réussi</translation>
    </message>
    <message>
      <source>may not be played</source>
      <translation>ne peut pas être jouée</translation>
    </message>
    <message>
      <source>medium</source>
      <translation>moyen</translation>
    </message>
    <message>
      <source>nine</source>
      <translation>au neuf</translation>
    </message>
    <message>
      <source>no bid</source>
      <translation>pas d'enchère</translation>
    </message>
    <message>
      <source>no deal agrees with what was seen</source>
      <translation>aucune donne ne s'accorde avec ce qui a été vu</translation>
    </message>
    <message>
      <source>no king, queen or knave</source>
      <translation>ni roi, ni dame, ni valet</translation>
    </message>
    <message>
      <source>none</source>
      <translation>aucune chance</translation>
    </message>
    <message>
      <source>not judged</source>
      <translation>non jugé</translation>
    </message>
    <message>
      <source>not judged yet</source>
      <translation>pas encore jugé</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>rien</translation>
    </message>
    <message>
      <source>one</source>
      <translation>un</translation>
    </message>
    <message>
      <source>or the table's code: %1</source>
      <translation>ou le code de la table : %1</translation>
    </message>
    <message numerus="yes">
      <source>over %n deal(s)</source>
      <translation>
        <numerusform>sur %n donne</numerusform>
        <numerusform>sur %n donnes</numerusform>
      </translation>
    </message>
    <message>
      <source>parties, oldest first</source>
      <translation>parties, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
      <source>partner</source>
      <translation>partenaire</translation>
    </message>
    <message>
      <source>partnership piquet</source>
      <translation>piquet à quatre</translation>
    </message>
    <message>
      <source>partnership piquet (four players)</source>
      <translation type="vanished">piquet à quatre (quatre joueurs)</translation>
    </message>
    <message>
      <source>piquet au cent</source>
      <translation>piquet au cent</translation>
    </message>
    <message>
      <source>piquet normand</source>
      <translation>piquet normand</translation>
    </message>
    <message>
      <source>piquet normand (three players)</source>
      <translation type="vanished">piquet normand (trois joueurs)</translation>
    </message>
    <message>
      <source>play %1 — keeps the guard to your %2</source>
      <translation>jouez %1 — garde la protection de votre %2</translation>
    </message>
    <message>
      <source>play %1 — the card you need least</source>
      <translation>jouez %1 — la carte dont vous avez le moins besoin</translation>
    </message>
    <message>
      <source>play %1 — wins the trick as cheaply as can be</source>
      <translation>jouez %1 — remporte la levée au moindre coût</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>jouable</translation>
    </message>
    <message>
      <source>put out %1 — keeps your %2 for the point</source>
      <translation>écartez %1 — garde vos %2 pour le point</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>à la dame</translation>
    </message>
    <message>
      <source>queens</source>
      <translation>de dames</translation>
    </message>
    <message>
      <source>redoubled</source>
      <translation>surcontré</translation>
    </message>
    <message>
      <source>seat %1</source>
      <translation>place %1</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>sept</translation>
    </message>
    <message>
      <source>six</source>
      <translation>six</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>piques</translation>
    </message>
    <message>
      <source>ten</source>
      <translation>au dix</translation>
    </message>
    <message>
      <source>tens</source>
      <translation>de dix</translation>
    </message>
    <message>
      <source>the contract scores four times</source>
      <translation>le contrat compte quatre fois</translation>
    </message>
    <message>
      <source>the contract scores twice</source>
      <translation>le contrat compte double</translation>
    </message>
    <message>
      <source>the handbook of auction piquet</source>
      <translation>le manuel du piquet aux enchères</translation>
    </message>
    <message>
      <source>the judged decisions %1</source>
      <translation>les décisions jugées %1</translation>
    </message>
    <message>
      <source>the laws / the handbook of auction piquet</source>
      <translation>les lois / le manuel du piquet aux enchères</translation>
    </message>
    <message>
      <source>the laws of piquet au cent</source>
      <translation>les lois du piquet au cent</translation>
    </message>
    <message>
      <source>the other side's judged decisions %1</source>
      <translation>les décisions jugées de l'autre camp %1</translation>
    </message>
    <message>
      <source>the others' judged decisions %1</source>
      <translation>les décisions jugées des autres %1</translation>
    </message>
    <message>
      <source>the place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4)</source>
      <translation>la place (aîné ou cadet) %1, les cartes %2 (la donne %3, l'ordre du talon %4)</translation>
    </message>
    <message>
      <source>the place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4), the judged decisions %5, the rest %6</source>
      <translation type="vanished">la place (aîné ou cadet) %1, les cartes %2 (la donne %3, l'ordre du talon %4), les décisions jugées %5, le reste %6</translation>
    </message>
    <message>
      <source>the place at the table %1, the cards as dealt %2</source>
      <translation>la place à la table %1, les cartes à la donne %2</translation>
    </message>
    <message>
      <source>the rest %1</source>
      <translation>le reste %1</translation>
    </message>
    <message>
      <source>the rule text for three players</source>
      <translation>la règle à trois joueurs</translation>
    </message>
    <message>
      <source>the side's judged decisions %1</source>
      <translation>les décisions jugées du camp %1</translation>
    </message>
    <message>
      <source>the side's place at the table %1, the side's cards as dealt %2</source>
      <translation>la place du camp à la table %1, les cartes du camp à la donne %2</translation>
    </message>
    <message>
      <source>the target</source>
      <translation>le but</translation>
    </message>
    <message>
      <source>this deal</source>
      <translation>cette donne</translation>
    </message>
    <message>
      <source>this program's choice</source>
      <translation>choix de ce programme</translation>
    </message>
    <message>
      <source>three</source>
      <translation>trois</translation>
    </message>
    <message>
      <source>three or four hands: not judged yet</source>
      <translation>à trois ou quatre : pas encore jugé</translation>
    </message>
    <message>
      <source>to go</source>
      <translation>à faire</translation>
    </message>
    <message>
      <source>to keep</source>
      <translation>gardée</translation>
    </message>
    <message numerus="yes">
      <source>to lose %n trick(s) or more</source>
      <translation>
        <numerusform>perdre %n levée ou plus</numerusform>
        <numerusform>perdre %n levées ou plus</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>to win %n trick(s) or more</source>
      <translation>
        <numerusform>faire %n levée ou plus</numerusform>
        <numerusform>faire %n levées ou plus</numerusform>
      </translation>
    </message>
    <message>
      <source>total</source>
      <translation>total</translation>
    </message>
    <message>
      <source>two</source>
      <translation>deux</translation>
    </message>
    <message numerus="yes">
      <source>win %n trick(s) or more</source>
      <translation>
        <numerusform>faire %n levée ou plus</numerusform>
        <numerusform>faire %n levées ou plus</numerusform>
      </translation>
    </message>
    <message>
      <source>with %1 against %2</source>
      <translation>avec %1 contre %2</translation>
    </message>
    <message>
      <source>won %1 so far</source>
      <translation>%1 faites jusqu'ici</translation>
    </message>
    <message>
      <source>you</source>
      <translation>vous</translation>
    </message>
    <message>
      <source>you &amp; %1</source>
      <translation>vous et %1</translation>
    </message>
    <message>
      <source>younger</source>
      <translation>cadet</translation>
    </message>
    <message>
      <source>younger, dealer</source>
      <translation>cadet, donneur</translation>
    </message>
    <message>
      <source>your judged decisions %1</source>
      <translation>vos décisions jugées %1</translation>
    </message>
    <message>
      <source>your place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4)</source>
      <translation>votre place (aîné ou cadet) %1, les cartes %2 (la donne %3, l'ordre du talon %4)</translation>
    </message>
    <message>
      <source>your place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4), your judged decisions %5, the rest %6</source>
      <translation type="vanished">votre place (aîné ou cadet) %1, les cartes %2 (la donne %3, l'ordre du talon %4), vos décisions jugées %5, le reste %6</translation>
    </message>
    <message>
      <source>your place at the table %1, the cards as dealt %2</source>
      <translation>votre place à la table %1, les cartes à la donne %2</translation>
    </message>
    <message>
      <source>your side's judged decisions %1</source>
      <translation>les décisions jugées de votre camp %1</translation>
    </message>
    <message>
      <source>your side's place at the table %1, your side's cards as dealt %2</source>
      <translation>la place de votre camp à la table %1, les cartes de votre camp à la donne %2</translation>
    </message>
    <message>
      <source>« Deal</source>
      <translation>« Donne</translation>
    </message>
    <message>
      <source>± %1 %2</source>
      <translation>± %1 %2</translation>
    </message>
    <message>
      <source>“%1” cost about %2 points (%3); better: “%4”.</source>
      <translation>« %1 » a coûté environ %2 points (%3) ; mieux : « %4 ».</translation>
    </message>
    <message>
      <source>“%1” costs about %2 points against the best, “%3” (%4). Try again, or go on: this position will come back.</source>
      <translation>« %1 » coûte environ %2 points face au meilleur, « %3 » (%4). Essayez encore, ou continuez : cette position reviendra.</translation>
    </message>
    <message>
      <source>“%1” is close, but not the best.</source>
      <translation>« %1 » est proche, mais ce n'est pas le meilleur.</translation>
    </message>
    <message>
      <source>“%1” is good: about %2 points less than the best, “%3” (%4). This position will not come back.</source>
      <translation>« %1 » est bon : environ %2 points de moins que le meilleur, « %3 » (%4). Cette position ne reviendra pas.</translation>
    </message>
    <message>
      <source>“%1” is not the best: it gives up about %2 points.</source>
      <translation>« %1 » n'est pas le meilleur : cela perd environ %2 points.</translation>
    </message>
    <message>
      <source>“%1” is the best choice (%2). This position will not come back.</source>
      <translation>« %1 » est le meilleur choix (%2). Cette position ne reviendra pas.</translation>
    </message>
    <message>
      <source>“%1” was the best choice (%2).</source>
      <translation>« %1 » était le meilleur choix (%2).</translation>
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
      <translation>◀ Levée</translation>
    </message>
  </context>
  <context>
    <name>In a sentence</name>
    <message>
      <source>Computer</source>
      <translation>l'ordinateur</translation>
    </message>
    <message>
      <source>First player</source>
      <translation>le premier joueur</translation>
    </message>
    <message>
      <source>Second player</source>
      <translation>le second joueur</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Voir dans :</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Fichiers de &amp;type :</translation>
    </message>
  </context>
</TS>
