/**
 * Die Wörter der Übungen in den Lektionen, nach Übungs-Id: Titel, Aufgabe, Hinweise (einer nach
 * dem anderen, wie ein Lehrer hilft), die Erklärung nach der Lösung und bei einer Spielübung die
 * Faustregel; dazu die Titel der durchgerechneten Beispiele. Zwilling von
 * src/i18n/en/lesson-exercises.ts; die Übungen selbst (Stellungen, Prüfungen, feste Regeln) sind
 * Daten in src/content/exercises/.
 */
import type { ExerciseWordsById } from '../../content/exercises/index.ts';
import type { WorkedExampleId } from '../../content/exercises/examples.ts';

export const exerciseWords = {
  // how-a-deal-goes
  'deal-first-lead': {
    title: 'Die erste Karte',
    goal: 'Wer spielt in diesem Spiel die erste Karte aus?',
    hints: ['Es fängt an, wer links vom Geber sitzt.', 'Im Uhrzeigersinn kommt nach Nord Ost.'],
    explanation: 'Der Geber gibt im Uhrzeigersinn, angefangen bei seinem linken Nachbarn, und der spielt auch zum ersten Stich aus.',
  },
  'deal-next-player': {
    title: 'Wer ist dran?',
    goal: 'Süd hat zum Stich ausgespielt, West hat seine Karte dazugelegt. Wer ist jetzt dran?',
    hints: ['Gespielt wird im Uhrzeigersinn: Süd, West, Nord, Ost.'],
    explanation: 'Jeder legt eine Karte dazu, im Uhrzeigersinn, bis vier Karten im Stich liegen.',
  },
  'deal-next-lead': {
    title: 'Wer kommt raus?',
    goal: 'Der erste Stich ist voll: Nords Karte hat ihn gemacht. Wer spielt zum zweiten Stich aus?',
    hints: ['Wer den Stich macht, nimmt ihn zu sich.', 'Wer einen Stich macht, spielt zum nächsten aus.'],
    explanation: 'Nur zum ersten Stich spielt der linke Nachbar des Gebers aus; danach kommt immer raus, wer den letzten Stich gemacht hat.',
  },
  // cards-and-points
  'points-club-trick': {
    title: 'Einen Stich zählen',
    goal: 'Diese vier Karten sind in einem Stich gefallen. Wie viele Augen hat der Gewinner bekommen?',
    hints: ['Schau jede Karte in der Tabelle oben nach: Bube, Neun, Dame, Zehn.', 'Fang mit der Zehn an, dann Dame und Bube dazu; die Neun zählt nichts.'],
    explanation: 'Damen und Buben bringen wenig: die Zehn allein ist mehr wert als die drei anderen Karten zusammen.',
  },
  'points-doppelkopf': {
    title: 'Ein fetter Stich',
    goal: 'Wie viele Augen liegen in diesem Stich?',
    hints: ['Zwei Asse und zwei Zehnen: zähle zuerst die Asse.', 'Ein Ass ist ein Auge mehr wert als eine Zehn.'],
    explanation: 'Vier Karten der zwei höchsten Werte: so ein fetter Stich heißt Doppelkopf, und später siehst du, dass er einen Extrapunkt bringt.',
  },
  // trumps-and-plain-suits
  'select-trumps': {
    title: 'Finde die Trümpfe',
    goal: 'Wähle jeden Trumpf in diesem Blatt aus (ein Normalspiel).',
    hints: ['Trumpf sind: die ♥10, alle Damen, alle Buben, alle Karo.', 'Der ♥K und das ♣A sind kein Trumpf.'],
    explanation: 'Die ♥10, die Damen, die Buben und die Karos sind Trumpf; ♥K, ♣A und ♣10 bleiben in ihren Fehlfarben.',
  },
  'trump-order': {
    title: 'Trümpfe der Reihe nach',
    goal: 'Alle sechs Karten sind Trumpf. Sortiere sie, den höchsten zuerst.',
    hints: [
      'Die ♥10 ist der höchste Trumpf, die Karos sind die niedrigsten.',
      'Damen vor Buben, bei beiden Kreuz, Pik, Herz, Karo. Bei den Karos: Ass, Zehn, König, Neun.',
    ],
    explanation: 'Von oben: die Dulle (♥10), die Damen, die Buben, dann die Karos vom Ass abwärts. Eine Dame sticht jeden Buben, egal welcher Farbe.',
  },
  // following-suit
  'follow-hearts-led': {
    title: 'Herz wird ausgespielt',
    goal: 'Jemand spielt das ♥A aus. Wähle jede Karte deines Blatts, die du spielen darfst.',
    hints: ['Welche deiner Herzkarten sind wirklich Herz, und welche sind Trumpf?', 'Die ♥10 und die ♥D sind Trumpf, kein Herz.'],
    explanation: 'Auf Herz bedient nur Fehl-Herz. Die ♥10 und die ♥D gehören zum Trumpf und zählen deshalb nicht als Herz.',
  },
  'follow-trump-led': {
    title: 'Karo wird ausgespielt',
    goal: 'Der ♦K wird ausgespielt. Wähle jede Karte, die du spielen darfst.',
    hints: [
      'Im Normalspiel ist jedes Karo Trumpf, Karo ausspielen heißt also Trumpf ausspielen.',
      'Du musst Trumpf bedienen, mit irgendeinem: Damen, Buben, Karo, die ♥10.',
    ],
    explanation: 'Wer Karo ausspielt, fordert Trumpf. Jeder Trumpf in deinem Blatt ist erlaubt, sonst nichts.',
  },
  // winning-tricks
  'winner-trumped': {
    title: 'Ein kleiner Trumpf',
    goal: 'Welche Karte macht diesen Stich?',
    hints: ['Liegt ein Trumpf in diesem Stich?', 'Auch ein kleiner Trumpf schlägt jede Fehlkarte.'],
    explanation: 'Der ♦K ist einer der kleinsten Trümpfe, aber jeder Trumpf sticht jede Fehlkarte.',
  },
  'winner-equal-cards': {
    title: 'Zwei gleiche Damen',
    goal: 'Beide ♠D liegen in diesem Stich. Welche Karte gewinnt?',
    hints: ['Damen stehen über den Buben.', 'Von zwei gleichen Karten: welche zählt als höher?'],
    explanation: 'Von zwei gleichen Karten ist die zuerst gespielte die höhere.',
  },
  // re-and-kontra
  'who-queen-falls': {
    title: 'Eine Alte fällt',
    goal: 'Du sitzt Süd. Im ersten Stich hat Nord dein ♥A mit einer ♣D gestochen. Markiere jeden Spieler.',
    hints: ['Du hast keine ♣D.', 'Eine ♣D liegt auf dem Tisch. Wo ist die andere?'],
    explanation:
      'Nord hat eine ♣D gezeigt, also ist Nord Re; du hast keine, also bist du Kontra. Die zweite ♣D kann bei West oder Ost sein oder sogar auch bei Nord, also sind die beiden noch offen.',
  },
  'call-re-in-time': {
    title: 'Noch Zeit für „Re“?',
    goal: 'West hält eine ♣D und hat eine Karte zum ersten Stich gespielt. Darf West noch „Re“ sagen?',
    hints: ['„Re“ musst du vor deiner {beforeCard:0} Karte sagen.', 'Wie viele Karten hat West noch auf der Hand?'],
    explanation: 'West hat erst eine Karte gespielt: „Re“ ist rechtzeitig, bis West seine {beforeCard:0} Karte spielt.',
  },
  // winning-and-scoring
  'quick-winner-tie': {
    title: '{kontraNeeds} zu {kontraNeeds}',
    goal: 'Niemand hat etwas angesagt. Re und Kontra haben je {kontraNeeds} Augen. Wer hat gewonnen?',
    hints: ['Re braucht mehr als die Hälfte aller Augen.', 'Der Gleichstand geht an eine Seite.'],
    explanation: 'Re braucht mehr als die Hälfte der Augen; bei Gleichstand ohne Ansagen gewinnt Kontra.',
  },
  'score-kontra-wins-quietly': {
    title: 'Kontra gewinnt still',
    goal: 'Keine Ansagen. Re (Süd und Nord) hat 112 Augen. Was schreibt Süd?',
    hints: ['Kontra hat die übrigen Augen: wer hat gewonnen?', 'Gewinnt Kontra gegen die Kreuz-Damen, gibt es einen Punkt mehr: „gegen die Alten“.'],
    explanation: 'Kontra hat gewonnen, und zwar gegen die Alten: zwei Zeilen, beide für Kontra. Jeder Re-Spieler schreibt die Summe als Minus.',
  },
  'reserve-gesund-first': {
    title: 'Gesund, dann die erste Karte',
    goal: 'Du hast ein ganz normales Blatt: sag es. Dann sag, wer zum ersten Stich ausspielt.',
    hints: [
      '„Gesund“ heißt: kein Sonderspiel, ein Normalspiel ist mir recht.',
      'Alle sind gesund: es gibt ein Normalspiel, und der linke Nachbar des Gebers spielt aus.',
    ],
    explanation:
      'Vor der ersten Karte sagt jeder, links vom Geber angefangen, „gesund“ (ein Normalspiel ist recht) oder „Vorbehalt“ (er will ein Sonderspiel). Sind alle vier gesund, beginnt das Normalspiel, und der linke Nachbar des Gebers spielt aus.',
  },
  // neue Aufgaben zum Schnellstart, am Ende einer Lektion noch einmal gestellt
  'deal-first-lead-again': {
    title: 'Die erste Karte, noch einmal',
    goal: 'Ein anderes Spiel, ein anderer Geber. Wer spielt die erste Karte aus?',
    hints: ['Wer hat diesmal gegeben?', 'Es fängt an, wer links vom Geber sitzt.'],
    explanation: 'Egal wer gibt: sein linker Nachbar spielt zum ersten Stich aus.',
  },
  'deal-next-player-again': {
    title: 'Wer ist dran, noch einmal',
    goal: 'Nord hat den ersten Stich gemacht und zum zweiten ausgespielt. Wer ist jetzt dran?',
    hints: ['Ausspielen kann jeder: von ihm aus geht es im Uhrzeigersinn weiter.', 'Im Uhrzeigersinn kommt nach Nord Ost.'],
    explanation: 'Von dem aus, der ausspielt, geht es im Uhrzeigersinn weiter, eine Karte pro Spieler.',
  },
  'deal-next-lead-again': {
    title: 'Wer kommt raus, noch einmal',
    goal: 'Der zweite Stich ist voll: Wests Karte hat ihn gemacht. Wer spielt zum dritten Stich aus?',
    hints: ['Wer hat den zweiten Stich zu sich genommen?', 'Wer einen Stich macht, spielt zum nächsten aus.'],
    explanation: 'Nach dem ersten Stich kommt immer raus, wer den letzten Stich gemacht hat.',
  },
  'points-club-trick-again': {
    title: 'Einen Stich zählen, noch einmal',
    goal: 'Diese vier Karten sind in einem Stich gefallen. Wie viele Augen hat der Gewinner bekommen?',
    hints: ['Schau jede Karte in der Tabelle oben nach.', 'Ass und König bringen fast alles; der Bube ein bisschen, die Neun nichts.'],
    explanation: 'Am schnellsten zählst du von oben: das Ass, dann der König, dann das Kleingeld.',
  },
  'points-doppelkopf-again': {
    title: 'Noch ein fetter Stich',
    goal: 'Wie viele Augen liegen in diesem Stich?',
    hints: ['Drei Asse und eine Zehn: zähle zuerst die Asse.', 'Ein Ass ist ein Auge mehr wert als eine Zehn.'],
    explanation: 'Nur Asse und Zehnen: einer der fettesten Stiche überhaupt, ein Doppelkopf.',
  },
  'select-trumps-again': {
    title: 'Finde die Trümpfe, noch einmal',
    goal: 'Wähle jeden Trumpf in diesem Blatt aus (ein Normalspiel).',
    hints: ['Trumpf sind: die ♥10, alle Damen, alle Buben, alle Karo.', 'Das ♥A und der ♥K bleiben Herz, die ♠10 bleibt Pik.'],
    explanation: 'Die ♠D, der ♣B, der ♦K und die ♥10 sind Trumpf; die Asse, der ♥K und die ♠10 bleiben in ihren Fehlfarben.',
  },
  'trump-order-again': {
    title: 'Trümpfe der Reihe nach, noch einmal',
    goal: 'Alle sechs Karten sind Trumpf. Sortiere sie, den höchsten zuerst.',
    hints: ['Erst die Damen, dann die Buben, dann die Karos.', 'Bei den Damen und bei den Buben: Kreuz, Pik, Herz, Karo.'],
    explanation: 'Zuerst die Damen (♣ vor ♥), dann die Buben (♣ vor ♠), dann die Karos: die Zehn über dem König.',
  },
  'follow-hearts-led-again': {
    title: 'Pik wird ausgespielt',
    goal: 'Jemand spielt das ♠A aus. Wähle jede Karte deines Blatts, die du spielen darfst.',
    hints: ['Welche deiner Pikkarten sind wirklich Pik, und welche sind Trumpf?', 'Die ♠D und der ♠B sind Trumpf, kein Pik.'],
    explanation: 'Auf Pik bedient nur Fehl-Pik. Damen und Buben sind Trumpf, egal welche Farbe sie zeigen.',
  },
  'follow-trump-led-again': {
    title: 'Ein Bube wird ausgespielt',
    goal: 'Der ♥B wird ausgespielt. Wähle jede Karte, die du spielen darfst.',
    hints: ['Ist der ♥B Herz oder Trumpf?', 'Auf Trumpf bedienst du mit irgendeinem Trumpf: Damen, Buben, Karo, die ♥10.'],
    explanation: 'Jeder Bube ist Trumpf, also fordert der ♥B Trumpf, nicht Herz. Dein ♥A und dein ♥K sind nicht erlaubt, solange du Trumpf hast.',
  },
  'winner-trumped-again': {
    title: 'Ein Herz, das Trumpf ist',
    goal: 'Welche Karte macht diesen Stich?',
    hints: ['Sind wirklich alle vier Karten Herz?', 'Jeder Bube ist Trumpf.'],
    explanation: 'Der ♥B ist Trumpf, und jeder Trumpf sticht jede Fehlkarte, auch das Ass.',
  },
  'winner-equal-cards-again': {
    title: 'Zwei gleiche Asse',
    goal: 'Beide ♦A liegen in diesem Stich. Welche Karte gewinnt?',
    hints: ['Alle vier Karten sind Karo, also Trumpf. Das Ass ist hier das höchste.', 'Von zwei gleichen Karten: welche zählt als höher?'],
    explanation: 'Von zwei gleichen Karten ist die zuerst gespielte die höhere: das erste ♦A.',
  },
  'who-queen-falls-again': {
    title: 'Beide Alten sind draußen',
    goal: 'Du sitzt Süd. Nord hat im ersten Stich eine ♣D gespielt, West die andere im zweiten. Markiere jeden Spieler.',
    hints: ['Beide ♣D liegen jetzt auf dem Tisch.', 'Zwei Spieler sind Re. Wer bleibt übrig?'],
    explanation: 'Nord und West haben die beiden Kreuz-Damen gezeigt, also sind sie Re. Alle anderen sind Kontra: du und Ost.',
  },
  'call-re-in-time-again': {
    title: 'Noch Zeit für „Re“, noch einmal?',
    goal: 'West hält eine ♣D und hat in jedem der ersten beiden Stiche eine Karte gespielt. Darf West noch „Re“ sagen?',
    hints: ['„Re“ musst du vor deiner {beforeCard:0} Karte sagen.', 'Wie viele Karten hat West schon gespielt?'],
    explanation: 'West hat zwei Karten gespielt: zu spät für „Re“. Es muss vor der {beforeCard:0} Karte kommen.',
  },
  'quick-winner-tie-again': {
    title: '121 zu 119',
    goal: 'Niemand hat etwas angesagt. Re hat 121 Augen. Wer hat gewonnen?',
    hints: ['Re braucht mehr als die Hälfte aller Augen.', 'Sind 121 mehr als die Hälfte?'],
    explanation: 'Ein Auge mehr als die Hälfte: Re gewinnt.',
  },
  'score-kontra-wins-quietly-again': {
    title: 'Ein klarer Sieg für Re',
    goal: 'Keine Ansagen. Re (Süd und Nord) hat 155 Augen. Was schreibt West?',
    hints: [
      'Wer hat gewonnen, und wie viele Augen haben die Verlierer?',
      'Sind die Verlierer unter der ersten Marke geblieben? Das bringt den Gewinnern einen Punkt mehr.',
    ],
    explanation: 'Re hat gewonnen, und Kontra ist unter der ersten Marke geblieben: zwei Zeilen für Re. West ist Kontra und schreibt die Summe als Minus.',
  },
  'reserve-gesund-first-again': {
    title: 'Gesund, noch einmal',
    goal: 'Diesmal hast du gegeben. Sag gesund, dann sag, wer zum ersten Stich ausspielt.',
    hints: ['Wer links vom Geber sitzt, spricht zuerst.', 'Im Normalspiel spielt der linke Nachbar des Gebers aus.'],
    explanation: 'Der Geber spricht zuletzt und spielt nicht aus: die erste Karte kommt von seinem linken Nachbarn.',
  },
  // sorting-a-hand
  'sort-short-hand': {
    title: 'Ein Blatt sortieren',
    goal: 'Sortiere diese acht Karten so, wie du sie im Normalspiel hältst: Trumpf vom höchsten zum niedrigsten, dann jede Fehlfarbe beisammen, die höchste Karte zuerst.',
    hints: ['Die ♥10 ist der höchste Trumpf, dann kommen die Damen, dann die Buben, dann die Karos.', 'Der ♥K ist kein Trumpf: er ist Fehl-Herz.'],
    explanation: 'Zuerst die Trümpfe, von der Dulle bis zum kleinsten Karo, dann jede Fehlfarbe vom Ass abwärts.',
  },
  'sort-full-hand': {
    title: 'Ein volles Blatt sortieren',
    goal: 'Ein volles Blatt mit zwölf Karten, ein Paar ist dabei. Sortiere es in die Trumpfreihenfolge des Normalspiels.',
    hints: ['Zähle zuerst deine Trümpfe: Damen, Buben, Karos und die ♥10.', 'Zwei gleiche Karten dürfen in beliebiger Reihenfolge stehen.'],
    explanation: 'Hältst du dein Blatt so, fällt das Bedienen leicht: du siehst sofort, wie viel Trumpf du hast und in welchen Farben du frei bist.',
  },
  // plain-suits
  'plain-hearts-count': {
    title: 'Wie viel Fehl-Herz?',
    goal: 'Mit {cards} Karten: wie viele Fehl-Herz (Herzkarten, die nicht Trumpf sind) gibt es im Normalspiel?',
    hints: ['♥D, ♥B und ♥10 sind Trumpf.', 'Übrig bleiben Ass, König, Neun, jeweils zweimal.'],
    explanation: 'Nur ♥A, ♥K und ♥9 bleiben Herz, je zweimal: 6 Karten. Kreuz und Pik behalten je 8, also ist Herz zuerst aus.',
  },
  'trumps-without-nines': {
    title: 'Trumpf ohne Neunen',
    goal: 'Viele Runden spielen ohne Neunen ({cards} Karten). Wie viele Trumpfkarten gibt es dann im Normalspiel?',
    hints: ['Mit Neunen gibt es 26 Trumpfkarten.', 'Welche Neunen sind Trumpf?'],
    explanation: 'Nur die ♦9 fällt aus dem Trumpf (zweimal), aus 26 werden 24; die Fehlfarben schrumpfen auf 6, 6 und 4 Karten.',
  },
  'winner-plain': {
    title: 'Keiner sticht',
    goal: 'Welche Karte macht diesen Stich?',
    hints: ['Es wurde kein Trumpf gespielt.', 'Einen Herzstich kann nur Herz gewinnen.'],
    explanation:
      'Ohne Trumpf im Stich gewinnt die höchste Karte der angespielten Farbe: das ♥A, auch als letzte Karte. Das ♣A ist eine andere Fehlfarbe und kann nicht gewinnen.',
  },
  'follow-void': {
    title: 'Kein Pik mehr',
    goal: '♠A und ♠10 liegen schon. Du hast kein Fehl-Pik. Wähle jede Karte, die du spielen darfst.',
    hints: ['Hast du ein Fehl-Pik?', 'Ohne die angespielte Farbe darfst du alles spielen.'],
    explanation: 'Kannst du nicht bedienen, bist du frei: du stichst mit Trumpf oder wirfst eine Karte einer anderen Farbe ab.',
  },
  // equal-cards-and-dullen
  'winner-dulle-ddv': {
    title: 'Zwei Dullen (DDV)',
    goal: 'Nach DDV-Regeln landen beide ♥10 in einem Stich. Welche Karte gewinnt?',
    hints: ['Die ♥10 ist der höchste Trumpf.', 'Der DDV behandelt zwei ♥10 wie zwei beliebige gleiche Karten.'],
    explanation: 'Nach den DDV-Regeln gewinnt die erste ♥10, wie bei jedem Paar gleicher Karten.',
  },
  'winner-dulle-house': {
    title: 'Zwei Dullen (Hausregel)',
    goal: 'Viele Runden spielen, dass die zweite ♥10 die erste sticht. Welche Karte gewinnt nach dieser Hausregel?',
    hints: ['Schau auf die Regeln über der Aufgabe.'],
    explanation: 'Mit „die zweite ♥10 sticht“ macht die spätere Dulle den Stich. Sprecht das vor dem ersten Spiel ab!',
  },
  'house-dulle-last-trick': {
    title: 'Zwei Dullen im letzten Stich',
    goal: 'Hausregel: die zweite ♥10 sticht die erste, außer im letzten Stich. Das hier ist der letzte Stich. Welche Karte gewinnt?',
    hints: ['In jedem anderen Stich würde die zweite ♥10 gewinnen.'],
    explanation: 'Im letzten Stich gilt bei dieser Hausregel wieder die DDV-Regel: die erste ♥10 gewinnt.',
  },
  'winner-no-dullen': {
    title: 'Ohne Dullen',
    goal: 'Manche Runden spielen ohne Dullen: die ♥10 ist eine normale Herzkarte. Welche Karte gewinnt nach dieser Hausregel?',
    hints: ['Ist die ♥10 hier noch Trumpf?', 'In einer Fehlfarbe steht das Ass über der Zehn.'],
    explanation: 'Ohne Dullen ist die ♥10 Fehl-Herz unter dem ♥A, also macht das Ass diesen Herzstich.',
  },
  // finding-your-partner
  'who-secret': {
    title: 'Vor der ersten Karte',
    goal: 'Du sitzt West. Noch hat niemand etwas gespielt oder gesagt. Markiere, was du über jeden Spieler weißt.',
    hints: ['Such in deinem eigenen Blatt nach einer Kreuz-Dame.', 'Dein Partner hat die andere ♣D, aber wer ist das?'],
    explanation: 'Deine ♣D macht dich zu Re. Die andere ♣D steckt irgendwo bei den drei anderen, also kennst du noch niemanden sonst.',
  },
  'who-re-said': {
    title: 'West sagt „Re“',
    goal: 'Du sitzt Ost. Nach Nords ♣D im ersten Stich hat West „Re“ angesagt. Markiere jeden Spieler.',
    hints: ['„Re“ darf nur ein Re-Spieler sagen.', 'Zwei Re-Spieler sind bekannt: was sind dann die anderen?'],
    explanation: 'Nord hat eine ♣D gezeigt und West „Re“ gesagt: das ist die ganze Re-Partei. Alle anderen, du und Süd, sind Kontra.',
  },
  'who-two-kontra': {
    title: 'Zwei Kontra-Ansagen',
    goal: 'Du sitzt West und hast eine ♣D. Vor der ersten Karte hat Süd „Kontra“ gesagt und Ost „keine 90“. Markiere jeden Spieler.',
    hints: ['Beide Ansagen kommen von der Kontra-Partei.', 'Mit einer ♣D in deinem Blatt kann niemand allein spielen.'],
    explanation:
      'Süd und Ost haben sich mit ihren Ansagen als Kontra gezeigt. Du hast eine ♣D, also kann niemand eine stille Hochzeit spielen: der vierte Spieler, Nord, muss die andere ♣D haben und ist dein Partner.',
  },
  // reservations
  'reserve-lustsolo-vs-marriage': {
    title: 'Ein Solo gegen deine Hochzeit',
    goal: 'Du sitzt Nord und hast beide ♣D. Sprich, wenn du dran bist; dann sag, wer zum ersten Stich ausspielt.',
    hints: ['Rangfolge: Pflichtsolo, dann Lustsolo, dann Hochzeit.', 'Wer spielt im Lustsolo aus: der Solist oder der linke Nachbar des Gebers?'],
    explanation:
      'Ein Lustsolo geht vor der Hochzeit, und im Lustsolo spielt der linke Nachbar des Gebers aus, wie im Normalspiel. Nur ein eigenes Pflichtsolo hätte dir den Vorbehalt gesichert, und dann hättest du ausgespielt.',
  },
  'reserve-pflichtsolo-leads': {
    title: 'Zwei Vorbehalte',
    goal: 'Du sitzt Süd und sprichst zuerst. Zwei Spieler nach dir haben einen Vorbehalt. Sprich, dann sag, wer zum ersten Stich ausspielt.',
    hints: ['Ein Pflichtsolo geht vor einem Lustsolo, egal wo es sitzt.', 'Im Pflichtsolo spielt der Solist aus.'],
    explanation:
      'Nords Pflichtsolo schlägt Osts Lustsolo, und im Pflichtsolo spielt der Solist aus. Hättest du selbst ein Pflichtsolo angemeldet, hättest du gewonnen: bei gleichem Rang zählt der frühere Platz.',
  },
  // withdrawing-and-throwing-in
  'withdraw-after-next': {
    title: 'Zu spät zum Zurücknehmen?',
    goal: 'Ost hat gegeben. Süd hat „Vorbehalt“ gesagt, dann West „gesund“. Darf Süd den Vorbehalt noch zurücknehmen?',
    hints: ['Die ersten drei Spieler dürfen nur zurücknehmen, bis der nächste Spieler gesprochen hat.'],
    explanation:
      'Einen Vorbehalt der ersten drei Spieler kann man nur zurücknehmen, bis der nächste Spieler spricht. West hat gesprochen, also bleibt Süds Vorbehalt stehen.',
  },
  'withdraw-dealer': {
    title: 'Der Geber überlegt es sich anders',
    goal: 'Ost hat gegeben. Süd, West und Nord haben „gesund“ gesagt; Ost hat „Vorbehalt“ gesagt, und seitdem ist nichts passiert. Darf Ost ihn noch zurücknehmen?',
    hints: ['Nach dem Geber spricht niemand mehr.', 'Der Geber darf zurücknehmen, bis das Spiel weitergeht.'],
    explanation:
      'Der Geber spricht zuletzt, also darf er seinen Vorbehalt zurücknehmen, bis das Spiel weitergeht: bis er ihn tauft, eine Karte gespielt oder etwas angesagt wird.',
  },
  'throw-in-five-nines': {
    title: 'Fünf Neunen',
    goal: 'Hausregel: ein Blatt mit {throwInCount} Neunen darf man schmeißen. Darf dieses Blatt geschmissen werden?',
    hints: ['Zähle die Neunen.'],
    explanation: 'Fünf Neunen sind nichts wert und machen kaum einen Stich: der Spieler darf sie vor den Vorbehalten zeigen, und derselbe Geber gibt neu.',
  },
  'throw-in-four-kings': {
    title: 'Vier Neunen und vier Könige',
    goal: 'Hausregeln: {throwInCount} Neunen oder {throwInCount} Könige darf man schmeißen. Darf dieses Blatt geschmissen werden?',
    hints: ['Neunen und Könige werden getrennt gezählt.'],
    explanation: 'Vier Neunen und vier Könige sind weder {throwInCount} Neunen noch {throwInCount} Könige: das Blatt wird gespielt.',
  },
  'half-chicken': {
    title: 'Halbes Hähnchen',
    goal: 'Hausregel: halbes Hähnchen. Dieses Blatt hat beide ♦10. Darf sein Spieler „halbes Hähnchen“ sagen?',
    hints: ['Beide ♦10 und die Hausregel: mehr braucht es nicht.'],
    explanation: 'Wer beide ♦10 bekommen hat, darf es sagen. Das ist ein Spaß: im Spiel und in der Abrechnung ändert sich nichts.',
  },
  // solos
  'solo-lust-lead': {
    title: 'Wer spielt im Lustsolo aus?',
    goal: 'Ost hat gegeben. Nord hat sein Pflichtsolo in dieser Runde schon gespielt und spielt jetzt noch ein Bubensolo: ein Lustsolo. Wer spielt zum ersten Stich aus?',
    hints: [
      'Nur das erste Solo eines Spielers in der Runde ist sein Pflichtsolo; jedes weitere ist ein Lustsolo.',
      'Ein Lustsolo beginnt wie ein Normalspiel.',
    ],
    explanation: 'Im Lustsolo spielt der linke Nachbar des Gebers aus, wie im Normalspiel. Nur im Pflichtsolo spielt der Solist aus.',
  },
  'solo-pflicht-lead': {
    title: 'Wer spielt im Pflichtsolo aus?',
    goal: 'Ost hat gegeben. Nord spielt sein Pflichtsolo (ein Bubensolo). Wer spielt zum ersten Stich aus?',
    hints: ['Das Pflichtsolo gibt seinem Spieler einen Vorteil.'],
    explanation: 'Im Pflichtsolo spielt der Solist zum ersten Stich aus, ein echter Vorteil.',
  },
  // queen-jack-ace-solos
  'winner-ace-solo': {
    title: 'Gar kein Trumpf',
    goal: 'In einem Fleischlosen (auch Asse-Solo genannt) wird dieser Stich gespielt. Welche Karte gewinnt?',
    hints: ['Gibt es im Fleischlosen überhaupt Trumpf?', 'Welche Farbe wurde ausgespielt?'],
    explanation: 'Der Fleischlose hat keinen Trumpf: jede Farbe geht A 10 K D B 9, und das höchste Pik macht einen Pikstich.',
  },
  // colour-solos
  'winner-clubs-solo': {
    title: 'Karo ist jetzt Fehl',
    goal: 'In einem Kreuzsolo wird dieser Stich gespielt. Welche Karte gewinnt?',
    hints: ['Welche Farbe tritt im Kreuzsolo beim Trumpf an die Stelle von Karo?', 'Der ♣K ist hier Trumpf.'],
    explanation: 'Im Kreuzsolo sind die Kreuzkarten die kleinsten Trümpfe, und Karo ist Fehl: der ♣K sticht den Karostich.',
  },
  'trumps-hearts-solo': {
    title: 'Trumpf im Herzsolo',
    goal: 'Du spielst ein Herzsolo. Wähle jeden Trumpf in diesem Blatt aus.',
    hints: ['Die ♥10 bleibt oben, dann kommen Damen und Buben.', 'Im Herzsolo sind ♥A, ♥K und ♥9 die kleinsten Trümpfe; Karo ist Fehl.'],
    explanation: 'Im Herzsolo sind Trumpf: die ♥10, die Damen, die Buben und ♥A, ♥K, ♥9. Das ♦A und der ♦K sind jetzt Fehl-Karo.',
  },
  'follow-diamonds-clubs-solo': {
    title: 'Karo im Kreuzsolo',
    goal: 'Im Kreuzsolo wird das ♦A ausgespielt. Wähle jede Karte, die du spielen darfst.',
    hints: ['Ist das ♦A im Kreuzsolo Trumpf?', 'Du musst Karo bedienen, wenn du kannst.'],
    explanation: 'Im Kreuzsolo ist Karo eine Fehlfarbe, also musst du auf Karo mit Fehl-Karo bedienen: mit dem ♦K oder der ♦10.',
  },
  // marriage
  'who-marriage-partner': {
    title: 'Der erste Stich findet den Partner',
    goal: 'Du sitzt West. Nord hat eine Hochzeit angemeldet; Ost hat den ersten Stich mit dem ♠A gemacht. Markiere jeden Spieler.',
    hints: ['Wer hat beide ♣D?', 'Es entscheidet der erste Stich, den ein anderer als Nord macht.'],
    explanation:
      'Der erste Stich, den ein anderer Spieler als Nord macht, ist der Klärungsstich: Ost hat ihn gemacht, also spielt Ost mit Nord. Du und Süd seid Kontra.',
  },
  // silent-marriage
  'who-silent-marriage': {
    title: 'Die zweite Alte',
    goal: 'Du sitzt Süd. Alle haben „gesund“ gesagt. Nord hat jetzt in beiden Stichen eine ♣D gespielt. Markiere jeden Spieler.',
    hints: ['Wie viele ♣D gibt es?', 'Wer beide ♣D hat und nichts sagt, spielt allein.'],
    explanation: 'Beide ♣D kamen von Nord: eine stille Hochzeit, und die ist ein Solo. Nord ist allein Re; die drei anderen sind Kontra.',
  },
  // marriage
  'marriage-becomes-solo': {
    title: 'Keiner heiratet',
    goal: 'Du sitzt Süd. Nord hat eine Hochzeit angemeldet und dann jeden der ersten drei Stiche selbst gemacht. Markiere jeden Spieler.',
    hints: ['Wer hat die ersten drei Stiche gemacht?', 'Macht kein anderer einen davon, spielt der Hochzeiter allein.'],
    explanation:
      'Kein anderer hat einen der ersten drei Stiche gemacht, also spielt Nord allein: ein Karosolo, abgerechnet wie ein Solo. Die drei anderen sind Kontra.',
  },
  'who-marriage-trump-trick': {
    title: 'Hausregel: der erste Trumpfstich',
    goal: 'Hausregel: der erste Trumpfstich, den ein anderer Spieler macht, findet den Partner. Nord hat eine Hochzeit angemeldet; Süd hat Stich 1 gemacht, einen Herzstich, und West Stich 2, einen Trumpfstich. Du sitzt Ost. Markiere jeden Spieler.',
    hints: ['Was für ein Stich es ist, bestimmt seine erste Karte.', 'Zu Stich 1 wurde das ♥A ausgespielt.'],
    explanation:
      'Nach dieser Hausregel zählt der Herzstich nicht. Zu Stich 2 wurde Trumpf ausgespielt, und West hat ihn gemacht, also ist West der Partner; du und Süd seid Kontra.',
  },
  // silent-marriage
  'silent-marriage-score': {
    title: 'Die stille Hochzeit zählt wie ein Solo',
    goal: 'Nord hatte beide ♣D, hat „gesund“ gesagt und allein mit 130 Augen und einem Doppelkopf gewonnen; angesagt hat niemand etwas. Was schreibt Nord?',
    hints: [
      'Eine stille Hochzeit wird wie ein Solo abgerechnet.',
      'Im Solo gibt es keine Sonderpunkte; der Solist bekommt den Spielwert {soloistFactor}-fach.',
    ],
    explanation: 'Gewonnen {line:won}; der Doppelkopf zählt im Solo nicht. Der Solist bekommt den Wert {soloistFactor}-fach: +3, jeder Gegenspieler −1.',
  },
  // poverty
  'reserve-poverty': {
    title: 'Arm an Trumpf',
    goal: 'Du sitzt Süd und hast nur zwei Trümpfe; es wird mit Armut gespielt. Sprich, wenn du dran bist; wird deine Armut gespielt, gib {povertyCards} Karten ab; dann sag, wer ausspielt.',
    hints: [
      'Mit Armut ist die Rangfolge: Pflichtsolo, Lustsolo, Armut, Hochzeit.',
      'Unter den {povertyCards} Karten muss jeder Trumpf sein, den du hast.',
      'Nach dem Tausch wird wie ein Normalspiel gespielt.',
    ],
    explanation:
      'Die Armut geht vor Wests Hochzeit. Du gibst deine Trümpfe und eine Karte dazu ab, Nord nimmt sie und gibt {povertyCards} zurück; ihr beide seid Re. Der linke Nachbar des Gebers (du) spielt aus, wie im Normalspiel.',
  },
  'reserve-poverty-redeal': {
    title: 'Keiner will sie',
    goal: 'Du sitzt wieder Süd, mit Armut. Diesmal gefällt sie niemandem. Sprich, gib ab, dann sag, was als Nächstes passiert.',
    hints: ['Die Karten werden im Uhrzeigersinn angeboten, angefangen links von dir.', 'Was, wenn alle drei ablehnen?'],
    explanation:
      'Nimmt niemand die Armut, werden die Karten zusammengeworfen, und derselbe Geber gibt neu. Hättest du „gesund“ gesagt, wäre es ein Normalspiel geworden, und du hättest ausgespielt.',
  },
  'poverty-single-fox': {
    title: 'Zählt der Fuchs?',
    goal: 'Mit Armut: dieses Blatt hat das ♦A, den ♥B und die ♦9, sonst keinen Trumpf. Darf es Armut anmelden?',
    hints: ['Zähle jeden Trumpf, den Fuchs auch.', 'Armut heißt {povertyMaxTrumps} Trümpfe oder weniger.'],
    explanation: 'Ein einzelnes ♦A zählt als Trumpf: drei Trümpfe insgesamt, also darf das Blatt Armut anmelden.',
  },
  'poverty-both-queens': {
    title: 'Arm, aber mit beiden Alten',
    goal: 'Mit Armut: dieses Blatt hat beide ♣D und sonst keinen Trumpf. Darf es Armut anmelden?',
    hints: ['Was kann ein Spieler mit beiden ♣D sonst anmelden?'],
    explanation: 'Wer beide ♣D hat, darf keine Armut anmelden: er meldet eine Hochzeit oder ein Solo an oder schweigt (eine stille Hochzeit).',
  },
  // solos
  'reserve-pflicht-beats-lust': {
    title: 'Pflicht vor Lust',
    goal: 'Du sitzt Ost, bist Geber und sprichst zuletzt. Süd will ein Lustsolo, Nord ein Pflichtsolo. Sprich, dann sag, wer ausspielt.',
    hints: ['Die Sitzfolge entscheidet nur bei gleichem Rang.', 'Wer spielt im Pflichtsolo aus?'],
    explanation: 'Ein Pflichtsolo schlägt ein Lustsolo auch von einem späteren Platz aus, und der Pflichtsolist spielt zum ersten Stich aus.',
  },
  // queen-jack-ace-solos
  'sort-jack-solo': {
    title: 'Sortieren fürs Bubensolo',
    goal: 'Du spielst ein Bubensolo. Sortiere das Blatt: die vier Buben sind die einzigen Trümpfe.',
    hints: ['Nur Buben sind Trumpf: Kreuz, Pik, Herz, Karo.', 'Damen und die ♥10 sind jetzt Fehlkarten: A 10 K D 9 in jeder Farbe.'],
    explanation: 'Im Bubensolo sind nur die Buben Trumpf. Die Damen rutschen in ihre Farben zwischen König und Neun, und die ♥10 ist eine normale Herzkarte.',
  },
  'winner-queen-solo': {
    title: 'Ein Herzstich im Damensolo',
    goal: 'In einem Damensolo wird dieser Stich gespielt. Welche Karte gewinnt?',
    hints: ['Welche Karten sind im Damensolo Trumpf?', 'Die ♥10 und die Buben sind hier Fehlkarten.'],
    explanation:
      'Im Damensolo sind nur die Damen Trumpf. Die ♥10 ist eine normale Herzkarte, und das ♥A schlägt sie; der ♦B ist Karo und kann keinen Herzstich gewinnen.',
  },
  // announcements
  'call-kontra-too-late': {
    title: 'Eine Karte zu viel',
    goal: 'Du sitzt Süd (Kontra) und hast deine zweite Karte gespielt; niemand hat etwas gesagt. Darfst du noch „Kontra“ sagen?',
    hints: ['„Kontra“ braucht {deadline:0} Karten auf der Hand.', 'Wie viele hast du nach zwei Karten noch?'],
    explanation:
      'Re und Kontra müssen kommen, solange du noch {deadline:0} Karten hast, also vor deiner {beforeCard:0} Karte. Mit weniger ist es zu spät, außer es ist die Erwiderung auf die Ansage der anderen Partei (die nächsten Lektionen).',
  },
  'call-only-own-party': {
    title: 'Das falsche Wort',
    goal: 'Du sitzt Süd und hast keine ♣D. Gespielt ist noch nichts. Darfst du „Re“ sagen?',
    hints: ['In welcher Partei bist du ohne ♣D?'],
    explanation:
      'Jede Partei sagt ihren eigenen Namen an: Re-Spieler sagen „Re“, Kontra-Spieler „Kontra“. Deshalb zeigt eine Ansage, zu welcher Partei der Ansager gehört.',
  },
  // absagen
  'deadline-keine-60': {
    title: 'Bis wann „keine 60“?',
    goal: 'Mit {handSize} Karten für jeden und ohne Hochzeit: bis zu wie vielen Karten auf der Hand darf deine Partei noch „keine 60“ sagen (wenn sie rechtzeitig „Re“ gesagt hat)?',
    hints: ['Fang bei der Frist von Re oder Kontra an.', 'Jede Stufe braucht {deadlineStep} Karte weniger.'],
    explanation: 'Von der Frist für Re oder Kontra aus braucht jede Stufe {deadlineStep} Karte weniger: keine 90, dann keine 60.',
  },
  'deadline-keine-60-again': {
    title: 'Bis wann „keine 30“?',
    goal: 'Mit {handSize} Karten für jeden und ohne Hochzeit: bis zu wie vielen Karten auf der Hand darf deine Partei noch „keine 30“ sagen (wenn sie rechtzeitig „Re“ gesagt hat)?',
    hints: ['Fang bei der Frist von Re oder Kontra an (die Tabelle oben).', 'Jede Stufe braucht {deadlineStep} Karte weniger: keine 90, keine 60, keine 30.'],
    explanation: 'Keine 30 liegt drei Stufen über Re oder Kontra, jede {deadlineStep} Karte unter der vorigen.',
  },
  'absage-too-late': {
    title: 'Zu spät für den Sprung',
    goal: 'Du sitzt Nord (Re) und hast deine zweite Karte gespielt. Niemand hat etwas gesagt. Darfst du „keine 90“ sagen?',
    hints: ['Eine Absage braucht zuerst das Re deiner Partei.', 'Springen darfst du nur, wenn jede übersprungene Stufe noch rechtzeitig ist.'],
    explanation:
      '„Keine 90“ zählt jetzt gesagt auch als „Re“, und die Frist für „Re“ ist vorbei: zu spät, obwohl keine 90 für sich allein noch rechtzeitig wäre.',
  },
  'absage-too-late-again': {
    title: 'Noch Zeit, noch einmal?',
    goal: 'Du sitzt Nord (Re) und hast deine zweite Karte gespielt. Dein Partner West hat nach dem ersten Stich „Re“ gesagt. Darfst du jetzt „keine 90“ sagen?',
    hints: ['Das Re deiner Partei ist schon gesagt.', 'Dann braucht „keine 90“ nur seine eigene Frist: wie viele Karten hast du?'],
    explanation:
      'Deine Partei hat rechtzeitig Re gesagt, also braucht „keine 90“ nur seine eigene Frist, {deadlineStep} Karte nach der von Re, und die hast du noch.',
  },
  // replies
  'show-party': {
    title: 'Wessen keine 90?',
    goal: 'Vor der ersten Karte hat West „Re“ gesagt und Süd „Kontra“. Nord, dessen Partei noch niemand kennt, will „keine 90“ sagen. Muss Nord dazusagen, für welche Partei („Re, keine 90“)?',
    hints: ['„Keine 90“ allein nennt keine Partei.', 'Wenn Re und Kontra beide gesagt sind, kann es jede von beiden sein.'],
    explanation:
      'Sind Re und Kontra beide gesagt, kann ein „keine 90“ zu jeder Partei gehören; ein Spieler, den der Tisch noch nicht zuordnen kann, muss deshalb seine Partei dazusagen.',
  },
  'show-party-again': {
    title: 'Wessen keine 90, noch einmal?',
    goal: 'Vor der ersten Karte hat West „Re“ gesagt und Süd „Kontra“. Dann hat Nord den ersten Stich mit einer ♣D gestochen. Jetzt will Nord „keine 90“ sagen. Muss Nord dazusagen, für welche Partei?',
    hints: ['Was hat Nords ♣D dem Tisch gezeigt?', 'Nur wen der Tisch noch nicht zuordnen kann, muss seine Partei zeigen.'],
    explanation: 'Nords ♣D hat allen gezeigt, dass Nord Re ist, also kann ein „keine 90“ von Nord nur von Re sein: Nord muss es nicht dazusagen.',
  },
  // deadlines-that-move
  'forced-announcement': {
    title: 'Ein fetter erster Stich',
    goal: 'Hausregel: Pflichtansage. Süd hat das ♣A ausgespielt, die anderen haben ♣10, ♣A und ♣9 dazugelegt, und Süds Ass hat den Stich gemacht. Welche Partei muss jetzt ansagen?',
    hints: ['Zähle die Augen im Stich.', 'Süd hat keine ♣D.'],
    explanation:
      'Im ersten Stich liegen {forcedAnnouncementPoints} Augen oder mehr: genug für die Pflichtansage, also muss die Partei dessen, der den Stich gemacht hat, rechtzeitig ihr Re oder Kontra sagen. Süd ist Kontra.',
  },
  'forced-announcement-again': {
    title: 'Ein magerer erster Stich',
    goal: 'Hausregel: Pflichtansage. Im ersten Stich hat Süd das ♥A ausgespielt, West die ♥9 gelegt, Nord mit einer ♣D gestochen und Ost den ♥K gelegt. Welche Partei muss jetzt ansagen?',
    hints: ['Zähle die Augen im Stich.', 'Nur ein fetter erster Stich zwingt zur Ansage.'],
    explanation: 'Im ersten Stich liegen zu wenig Augen für die Pflichtansage: keiner muss ansagen.',
  },
  // absagen
  'announce-early': {
    title: 'Noch ist alles offen',
    goal: 'Du sitzt Nord (Re) und hast eine Karte gespielt. Wähle jede Ansage, die du jetzt machen darfst.',
    hints: ['Nach einer Karte: ist „Re“ noch rechtzeitig?', 'Du darfst springen: jede übersprungene Stufe muss noch rechtzeitig sein.'],
    explanation:
      'Nach einer Karte ist jede Ansage deiner Partei noch rechtzeitig, also darfst du „Re“ sagen oder gleich auf „keine 90“ oder höher springen; die übersprungenen Stufen zählen mit. „Kontra“ gehört der anderen Partei.',
  },
  'announce-early-again': {
    title: 'Welche Stufen sind noch offen?',
    goal: 'Du sitzt Nord (Re) und hast zwei Karten gespielt. Dein Partner West hat nach dem ersten Stich „Re“ gesagt. Wähle jede Ansage, die du jetzt machen darfst.',
    hints: ['Kann deine Partei ein zweites Mal „Re“ sagen?', 'Jede Absage hat ihre eigene Frist, {deadlineStep} Karte nach der vorigen.'],
    explanation: 'Re ist für deine Partei gesagt; jede Absage ist noch rechtzeitig, und du darfst zu jeder springen.',
  },
  // replies
  'announce-reply': {
    title: 'Antwort auf ein Re',
    goal: 'Du sitzt Süd (Kontra) und hast 10 Karten. West hat nach dem ersten Stich „Re“ gesagt. Wähle jede Ansage, die du jetzt machen darfst.',
    hints: [
      'Als Erstansage braucht Kontra {deadline:0} Karten.',
      'Eine Erwiderung darf {replyLater} Karte später kommen als die Ansage, auf die sie antwortet.',
    ],
    explanation:
      'Als Erstansage ist dein Kontra zu spät, aber als Erwiderung auf Wests „Re“ ist es rechtzeitig: die braucht nur {reply} Karten. Nach einer späten Erwiderung gibt es keine Absage, also ist „keine 90“ nicht drin.',
  },
  'announce-reply-again': {
    title: 'Antwort auf ein Kontra',
    goal: 'Du sitzt Nord (Re) und hast zwei Karten gespielt. Ost hat nach dem ersten Stich „Kontra“ gesagt; deine Partei hat nichts gesagt. Wähle jede Ansage, die du jetzt machen darfst.',
    hints: ['Ist dein „Re“ als Erstansage noch rechtzeitig?', 'Eine Erwiderung darf {replyLater} Karte später kommen als die Ansage, auf die sie antwortet.'],
    explanation:
      'Als Erstansage ist dein Re zu spät, aber als Erwiderung auf Osts „Kontra“ ist es rechtzeitig: die braucht nur {reply} Karten. Nach einer späten Erwiderung gibt es keine Absage.',
  },
  // deadlines-that-move
  'announce-marriage-shift': {
    title: 'Nach einem späten Klärungsstich',
    goal: 'Nords Hochzeit wurde in Stich 2 geklärt (West ist der Partner), und West hat „Re“ gesagt. Du sitzt Süd (Kontra) mit 10 Karten. Wähle jede Ansage, die du machen darfst.',
    hints: [
      'Ein Klärungsstich einen Stich später verschiebt jede Frist um {shift:1} Karte.',
      'Kontra braucht dann {shift:1} Karte weniger als die üblichen {deadline:0}.',
    ],
    explanation:
      'Die Verschiebung durch die Hochzeit senkt jede Frist um {shift:1} Karte, also ist dein Kontra mit 10 Karten eine vollwertige Erstansage, und jede Absage ist noch rechtzeitig.',
  },
  'announce-marriage-shift-again': {
    title: 'Einen Stich später',
    goal: 'Nords Hochzeit wurde in Stich 2 geklärt (West ist der Partner), und West hat „Re“ gesagt. Du sitzt Süd (Kontra) und hast drei Karten gespielt. Wähle jede Ansage, die du machen darfst.',
    hints: [
      'Der späte Klärungsstich verschiebt jede Frist um {shift:1} Karte, die Erwiderung auch.',
      'Ist dein Kontra als Erstansage noch rechtzeitig, oder nur noch als Erwiderung?',
    ],
    explanation:
      'Mit der Verschiebung bräuchte Kontra als Erstansage eine Karte mehr, als du jetzt hast, aber als Erwiderung auf Wests „Re“ ist es noch rechtzeitig. Nach einer späten Erwiderung gibt es keine Absage.',
  },
  'announce-without-nines': {
    title: 'Ohne Neunen',
    goal: 'Ohne Neunen, {handSize} Karten für jeden. Dein Partner West hat „Re“ gesagt; du sitzt Nord und hast noch 8 Karten. Wähle jede Ansage, die du jetzt machen darfst.',
    hints: ['Das „Re“ deines Partners gilt für deine Partei.', 'Ohne Neunen braucht keine 90 noch {deadline:1} Karten auf der Hand.'],
    explanation:
      'Wests Re gilt auch für dich, also kann „Re“ nicht zweimal gesagt werden. Ohne Neunen braucht keine 90 noch {deadline:1} Karten, genau so viele hast du: jede Absage ist noch rechtzeitig.',
  },
  'announce-without-nines-again': {
    title: 'Ohne Neunen, eine Erwiderung',
    goal: 'Ohne Neunen, {handSize} Karten für jeden. West hat nach dem ersten Stich „Re“ gesagt. Du sitzt Süd (Kontra) und hast zwei Karten gespielt. Wähle jede Ansage, die du jetzt machen darfst.',
    hints: ['Ohne Neunen braucht Kontra als Erstansage {deadline:0} Karten.', 'Eine Erwiderung darf {replyLater} Karte später kommen.'],
    explanation:
      'Zu spät für eine Erstansage, aber rechtzeitig als Erwiderung auf Wests „Re“: ohne Neunen braucht die Erwiderung {reply} Karten. Nach einer späten Erwiderung gibt es keine Absage.',
  },
  // winning-targets
  'target-re-no90': {
    title: 'Re sagt keine 90',
    goal: 'Re hat „Re“ und „keine 90“ angesagt; Kontra hat nichts gesagt. Wie viele Augen braucht Re zum Gewinnen?',
    hints: ['„Keine 90“ heißt: Kontra bleibt unter {below:1}.', 'Bleibt Kontra unter {below:1}, wie viele der {totalPoints} hat dann Re?'],
    explanation: 'Die eigene Absage ist jetzt das Ziel von Re: Kontra muss unter {below:1} bleiben, also braucht Re den ganzen Rest der {totalPoints}.',
  },
  'target-kontra-vs-no60': {
    title: 'Gegen keine 60',
    goal: 'Re hat „keine 60“ abgesagt; Kontra hat nichts abgesagt. Wie viele Augen reichen Kontra zum Gewinnen?',
    hints: ['Kontra muss nur die Absage von Re zu Fall bringen.', 'Re hat versprochen, dass Kontra unter {below:2} bleibt.'],
    explanation: 'Wer gegen eine Absage spielt, muss sie nur brechen: mit {below:2} Augen hat Kontra „keine 60“ gebrochen und gewinnt.',
  },
  'target-only-kontra': {
    title: 'Nur Kontra wurde gesagt',
    goal: 'Kontra hat „Kontra“ angesagt, und Re hat gar nichts gesagt. Wie viele Augen braucht Re jetzt?',
    hints: ['Die Partei, die allein ansagt, übernimmt beim Gleichstand die schwerere Seite.'],
    explanation: 'Ist nur Kontra angesagt, geht ein Gleichstand an Re: Re braucht {onlyKontra:re}, Kontra {onlyKontra:kontra}.',
  },
  'winner-both-absagen': {
    title: 'Beide sagen keine 90',
    goal: 'Re hat „Re“ und „keine 90“ angesagt; Kontra hat „Kontra“ und ebenfalls „keine 90“ angesagt. Re hat 140 Augen in 8 Stichen. Wer hat gewonnen?',
    hints: ['Re braucht Kontra unter {below:1}. Hat das geklappt?', 'Kontra braucht Re unter {below:1}. Hat das geklappt?'],
    explanation:
      'Kontra hat 100, also ist das keine 90 von Re gescheitert; Re hat 140, also ist auch das von Kontra gescheitert. Mit zwei gescheiterten Absagen gibt es keinen Gewinner.',
  },
  // scoring-step-by-step
  'sheet-re-and-kontra': {
    title: 'Re und Kontra gesagt',
    goal: 'Re (Süd und Nord) hat „Re“ angesagt, Kontra hat mit „Kontra“ erwidert. Re hat 171 Augen in 9 Stichen. Fülle den Abrechnungszettel aus.',
    hints: [
      'Geh die Zeilen der Reihe nach durch: gewonnen, unter 90/60/30 gespielt, Re, Kontra.',
      'Kontra hat 69 Augen.',
      'Beide Ansagen bekommt der Gewinner gutgeschrieben, je {ansagePoints} Punkte.',
    ],
    explanation:
      'Gewonnen {line:won}, Kontra unter 90 gespielt {line:below90}, „Re“ {line:reAnnounced}, „Kontra“ {line:kontraAnnounced}: 6 für Re. Jede Ansage geht an den Gewinner, egal wer sie gemacht hat.',
  },
  // special-points
  'sheet-netting': {
    title: 'Sonderpunkte werden verrechnet',
    goal: 'Keine Ansagen. Re (Süd und Nord) hat 125 Augen und einen Doppelkopf gemacht; Kontra hat einen Fuchs gefangen, und ein Karlchen hat für Kontra den letzten Stich gemacht. Fülle den Zettel aus.',
    hints: [
      'Re hat gewonnen: eine Zeile für Re.',
      'Zähle die Sonderpunkte jeder Partei.',
      'Verrechne die Sonderpunkte beider Parteien, dann mit dem Spielwert.',
    ],
    explanation: 'Re hat das Gewinnen und den Doppelkopf, Kontra den Fuchs und das Karlchen: auf jeder Seite gleich viel. Verrechnet schreiben die Gewinner 0.',
  },
  'sheet-netting-again': {
    title: 'Verrechnen, noch einmal',
    goal: 'Keine Ansagen. Re (Süd und Nord) hat 100 Augen gemacht und einen Fuchs gefangen, und ein Karlchen hat für Re den letzten Stich gemacht; Kontra hat einen Doppelkopf gemacht. Fülle den Zettel aus.',
    hints: ['Kontra hat gewonnen, gegen die Alten.', 'Zähle die Sonderpunkte jeder Partei.', 'Verrechne sie, dann mit dem Spielwert.'],
    explanation: 'Kontra hat das Gewinnen, gegen die Alten und den Doppelkopf; Re den Fuchs und das Karlchen. Verrechnet bleibt ein Punkt für Kontra.',
  },
  'score-winners-below-zero': {
    title: 'Gewonnen und trotzdem minus',
    goal: 'Keine Ansagen. Re (Süd und Nord) hat mit 135 Augen und einem Doppelkopf gewonnen, aber Kontra hat beide Füchse gefangen, und ein Karlchen hat für Kontra den letzten Stich gemacht. Was schreibt Süd?',
    hints: ['Re: das Gewinnen und der Doppelkopf.', 'Kontra: zwei Füchse und Karlchen.'],
    explanation:
      'Die Sonderpunkte von Kontra wiegen mehr als Gewinnen und Doppelkopf von Re: verrechnet geht der Wert an Kontra, und die Gewinner schreiben je ein Minus.',
  },
  'score-winners-below-zero-again': {
    title: 'Gewonnen und trotzdem minus, noch einmal',
    goal: 'Keine Ansagen. Re (Süd und Nord) hat nur 100 Augen gemacht, aber einen Doppelkopf, beide Füchse gefangen und den letzten Stich mit dem Karlchen gemacht. Was schreibt West?',
    hints: ['Kontra hat gewonnen, gegen die Alten.', 'Re: ein Doppelkopf, zwei Füchse und das Karlchen.'],
    explanation: 'Die Sonderpunkte von Re wiegen mehr als das Gewinnen von Kontra: verrechnet geht der Wert an Re, und West, ein Gewinner, schreibt ein Minus.',
  },
  // solo-scoring
  'score-solo-win': {
    title: 'Ein gewonnenes Damensolo',
    goal: 'Süd spielt ein Damensolo und sagt „Re“ an. Süd macht 134 Augen in 7 Stichen. Was schreibt Süd?',
    hints: ['Gewonnen {line:won}, „Re“ {line:reAnnounced}.', 'Der Solist bekommt den Wert {soloistFactor}-fach.'],
    explanation: 'Gewonnen {line:won} + „Re“ {line:reAnnounced} = 3; der Solist bekommt {soloistFactor} × 3 = 9 und jeder Gegenspieler −3.',
  },
  'sheet-solo-lost': {
    title: 'Ein verlorenes Solo mit Kontra',
    goal: 'West spielt ein Bubensolo ohne Ansage; die Gegenspieler sagen „Kontra“. West macht 98 Augen in 5 Stichen; ein Doppelkopf ging an die Gegenspieler. Fülle den Zettel aus.',
    hints: ['Kontra hat 142: wer hat gewonnen?', 'Im Solo gibt es keine Sonderpunkte und kein „gegen die Alten“.', 'Der Solist zahlt {soloistFactor}-fach.'],
    explanation:
      'Kontra hat gewonnen {line:won} + „Kontra“ {line:kontraAnnounced} = 3. Im Solo keine Sonderpunkte. West zahlt {soloistFactor} × 3 = 9, die anderen bekommen je 3.',
  },
  'score-no-winner': {
    title: 'Kein Gewinner, trotzdem Punkte',
    goal: 'Re (Süd und Nord) hat „Re“ und „keine 60“ angesagt; Kontra „Kontra“ und „keine 90“. Re hat 170 Augen. Keiner hat gewonnen, aber was schreibt Süd?',
    hints: [
      'Ohne Gewinner wird keine Ansage bezahlt: es zählen nur die Zeilen „unter“ und „erreicht“.',
      'Kontra hat 70. Unter welchen Marken ist Kontra geblieben, und hat Re gegen das keine 90 von Kontra 120 erreicht?',
    ],
    explanation:
      'Kontra ist unter 90 geblieben ({line:below90} für Re), und Re hat gegen das keine 90 von Kontra 120 erreicht ({line:reached120AgainstNo90} für Re): Süd schreibt +2.',
  },
  // scoring-step-by-step
  'score-calls-to-winner': {
    title: 'Ein verlorenes „Re“',
    goal: 'Re (Süd und Nord) hat „Re“ angesagt und 115 Augen gemacht; Kontra hat nichts angesagt. Was schreibt Süd?',
    hints: ['Kontra hat 125: wer hat gewonnen?', 'Jeder Posten geht an den Gewinner, auch das „Re“.'],
    explanation:
      'Kontra hat gewonnen ({line:won}), das „Re“ bekommt der Gewinner ({line:reAnnounced}), dazu „gegen die Alten“ ({line:againstTheElders}): 4 für Kontra, also schreibt Süd −4.',
  },
  'score-example-2': {
    title: 'Beispiel 2, eine Ansage weniger',
    goal: 'Wie in Beispiel 2 hat Kontra 183 Augen gemacht, aber nur „Kontra“ und „keine 90“ angesagt. Was schreibt West (Kontra)?',
    hints: ['Re hat 57: unter 90 und unter 60, egal was angesagt wurde.', 'Es zählen nur die Ansagen, die gemacht wurden: „Kontra“ und keine 90.'],
    explanation:
      'Gewonnen {line:won}, Re unter 90 gespielt {line:below90}, unter 60 gespielt {line:below60}, „Kontra“ {line:kontraAnnounced}, keine 90 {line:kontraNo90}, gegen die Alten {line:againstTheElders}: 7 für jeden Kontra-Spieler, einer weniger als in Beispiel 2.',
  },
  // special-points
  'doppelkopf-trick': {
    title: 'Ein fetter Stich, für wen?',
    goal: 'Welche Partei bekommt mit diesem Stich einen Sonderpunkt?',
    hints: ['Zähle die Augen im Stich.', 'Der Doppelkopf gehört der Partei, die den Stich gemacht hat.'],
    explanation: 'Vier Karten der beiden höchsten Werte ergeben einen Doppelkopf, und Süd hat den Stich mit dem ersten ♠A gemacht: ein Sonderpunkt für Re.',
  },
  'doppelkopf-trick-again': {
    title: 'Noch ein fetter Stich, für wen?',
    goal: 'Welche Partei bekommt mit diesem Stich einen Sonderpunkt?',
    hints: ['Zähle die Augen im Stich.', 'Wer hat ihn gemacht: das erste ♥A oder das zweite?'],
    explanation: 'Nur Asse und Zehnen, ein Doppelkopf, und West hat ihn mit dem ersten ♥A gemacht: ein Sonderpunkt für Wests Partei, Kontra.',
  },
  'fox-own-partner': {
    title: 'Ein Fuchs im eigenen Stich',
    goal: 'Süd und Nord sind Re. West spielt aus, Nord legt das ♦A, Ost und Süd legen ihre Karten dazu, und Süds ♥10 macht den Stich. Wer bekommt einen Sonderpunkt?',
    hints: ['Wessen Fuchs ist es, und wer hat den Stich gemacht?'],
    explanation: 'Ein Fuchs, den der eigene Partner fängt, bringt nichts: es zählt nur ein ♦A der Gegner.',
  },
  'fox-own-partner-again': {
    title: 'Ein Fuchs der Gegner',
    goal: 'Welche Partei bekommt mit diesem Stich einen Sonderpunkt?',
    hints: ['Wessen Fuchs ist es, und wer hat den Stich gemacht?', 'Sind die beiden Partner?'],
    explanation: 'Nord (Re) hat den Stich mit Süds Fuchs gemacht, und Süd ist Kontra: der Fuchs ist gefangen, ein Sonderpunkt für Re.',
  },
  'fox-and-doppelkopf': {
    title: 'Ein Fuchs in einem fetten Stich',
    goal: 'Süd und Nord sind Re. Süd spielt das ♠A aus, West legt das ♦A, Nord die ♠10 und Ost das ♠A; Wests ♦A macht den Stich. Wer bekommt Sonderpunkte?',
    hints: ['Zähle die Augen.', 'West hat mit seinem eigenen Fuchs gestochen: ist er gefangen?'],
    explanation: 'Im Stich liegen 43 Augen: ein Doppelkopf für Kontra. Der Fuchs hat seinen eigenen Stich gemacht, also hat ihn niemand gefangen.',
  },
  'fox-and-doppelkopf-again': {
    title: 'Ein Fuchs in einem fetten Stich, noch einmal',
    goal: 'Welche Partei bekommt mit diesem Stich Sonderpunkte?',
    hints: ['Zähle die Augen.', 'Wessen Fuchs ist es, und wer hat ihn genommen?'],
    explanation: 'Nords ♥10 hat Wests Fuchs genommen: gefangen, für Re. Und der Stich ist ein Doppelkopf, auch für Re: zwei Sonderpunkte für Re.',
  },
  'karlchen-last-trick': {
    title: 'Der letzte Stich',
    goal: 'Der letzte Stich: West (Kontra) spielt den ♣B aus; Nord, Ost und Süd haben keinen Trumpf mehr und legen ♥K, ♠9 und ♣9. Wer bekommt einen Sonderpunkt?',
    hints: ['Der ♣B ist das Karlchen.', 'Macht er den letzten Stich?'],
    explanation: 'Das Karlchen, der ♣B, hat den letzten Stich gemacht: ein Sonderpunkt für seine Partei, Kontra.',
  },
  'karlchen-last-trick-again': {
    title: 'Der letzte Stich, noch einmal',
    goal: 'Der letzte Stich: Ost spielt die ♣9 aus, Süd legt den ♣B, West und Nord legen ihre Karten dazu. Welche Partei bekommt einen Sonderpunkt?',
    hints: ['Liegt ein Trumpf in diesem Stich?', 'Ein ♣B, der den letzten Stich macht, ist ein Karlchen.'],
    explanation: 'Süds ♣B, der einzige Trumpf, hat den letzten Stich gemacht: ein Karlchen, ein Sonderpunkt für Re.',
  },
  'marriage-fox-final-parties': {
    title: 'Ein Fuchs, bevor der Partner feststand',
    goal: 'Nord hat eine Hochzeit angemeldet und Stich 1 mit der ♥10 gemacht; Ost hatte das ♦A hineingelegt. In Stich 2 wurde West der Partner. Wer hat einen Fuchs gefangen?',
    hints: [
      'Die Sonderpunkte einer Hochzeit zählen mit den Parteien, wie sie am Ende feststehen.',
      'Als Stich 1 gespielt wurde, war Osts Partei noch offen. Was ist sie am Ende?',
    ],
    explanation:
      'Bei einer geklärten Hochzeit zählen die Sonderpunkte aller Stiche mit den endgültigen Parteien: Ost war am Ende Kontra, also hat Nord (Re) einen Fuchs der Gegner gefangen.',
  },
  'marriage-fox-final-parties-again': {
    title: 'Ein Fuchs unter Partnern',
    goal: 'Die Parteien stehen da, wie sie am Ende feststanden. Welche Partei bekommt mit diesem Stich einen Sonderpunkt?',
    hints: ['Wessen Fuchs ist es, und wer hat den Stich gemacht?', 'Stehen sie am Ende auf derselben Seite?'],
    explanation: 'Ost hat den Stich mit Süds Fuchs gemacht, und beide waren am Ende Re: ein Fuchs, den der eigene Partner nimmt, bringt nichts.',
  },
  // solo-scoring
  'no-winner-solo': {
    title: 'Ein Solo ohne Gewinner',
    goal: 'Süd spielt ein Solo und sagt „keine 90“; die Gegenspieler sagen ebenfalls „keine 90“. Süd macht 140 Augen. Was schreibt Süd?',
    hints: ['Keiner hat sein Ziel erreicht: welche Posten zählen trotzdem?', 'Der Solist bekommt {soloistFactor}-fach, wie in jedem Solo.'],
    explanation:
      'Es zählt nur „{reached:1} gegen keine 90 erreicht“, {line:reached120AgainstNo90} für Süd. Ein Solo ohne Gewinner rechnet diese Seite für den Solisten wie jedes Solo {soloistFactor}-fach (die TSR regeln diesen Fall nicht): +3.',
  },
  'schwarz-30-points': {
    title: '{reached:4} gegen schwarz',
    goal: 'Re (Süd und Nord) hat „schwarz“ angesagt. Kontra hat einen Stich mit 30 Augen gemacht. Was schreibt Süd?',
    hints: ['Ein Stich bricht „schwarz“: wer hat gewonnen?', 'Gegen schwarz bringen {reached:4} Augen {line:reached30AgainstSchwarz} Punkt mehr.'],
    explanation:
      'Kontra hat gewonnen ({line:won}) und kassiert „Re“ ({line:reAnnounced}), keine 90, 60, 30 und schwarz (je {absagePoints}), {reached:4} gegen schwarz erreicht ({line:reached30AgainstSchwarz}) und gegen die Alten ({line:againstTheElders}): 9. Ein Stich mit weniger als {reached:4} Augen hätte auch gewonnen, aber ohne diesen Punkt.',
  },
  // house-rules
  'without-nines-tricks': {
    title: 'Vierzig Karten',
    goal: 'Ohne Neunen spielt man mit {cards} Karten. Wie viele Karten bekommt jeder Spieler, und wie viele Stiche hat ein Spiel also?',
    hints: ['Vier Spieler teilen sich die Karten.'],
    explanation: 'Zehn Karten für jeden und zehn Stiche; die Augen bleiben {totalPoints}, denn die Neunen zählen nichts.',
  },
  'winner-piglets': {
    title: 'Schweinchen',
    goal: 'Hausregel: Schweinchen. Wer beide ♦A hat, hat sie angesagt. Welche Karte macht diesen Stich?',
    hints: ['Angesagte Schweinchen stehen über der ♥10.'],
    explanation: 'Angesagte Schweinchen sind die beiden höchsten Trümpfe, über beiden Dullen, also macht das ♦A den Stich.',
  },
  'winner-superpiglets': {
    title: 'Superschweinchen',
    goal: 'Hausregeln: Schweinchen und Superschweinchen, beide angesagt. Welche Karte macht diesen Stich?',
    hints: ['Superschweinchen stehen über den Schweinchen.'],
    explanation: 'Angesagte Superschweinchen, die beiden ♦9, stehen sogar über den Schweinchen: die ♦9 macht den Stich.',
  },
  'piglet-fox-caught': {
    title: 'Kann man ein Schweinchen fangen?',
    goal: 'Schweinchen und Superschweinchen sind angesagt. Süd (Re) spielt ein Schweinchen aus, das ♦A; West (Kontra) sticht mit einem Superschweinchen, der ♦9. Wer bekommt einen Sonderpunkt?',
    hints: ['Ein Schweinchen ist immer noch ein ♦A: ein Fuchs.'],
    explanation: 'Ein Schweinchen ist immer noch ein Fuchs: geht es an die Gegner, ist es gefangen, ein Sonderpunkt für Kontra.',
  },
  // house-rules-last-trick
  'house-fox-last-trick': {
    title: 'Ein Fuchs im letzten Stich',
    goal: 'Hausregel: ein im letzten Stich gefangener Fuchs zählt {foxLastTrickPoints}. Keine Ansagen; Re (Süd und Nord) hat mit 130 Augen gewonnen, und Kontra hat im letzten Stich einen Fuchs gefangen. Was schreibt Süd?',
    hints: ['Re bekommt {line:won} fürs Gewinnen.', 'Nach dieser Hausregel ist der Fuchs für Kontra {foxLastTrickPoints} wert.'],
    explanation: 'Re {line:won}, Kontra {foxLastTrickPoints}: verrechnet schreiben die Gewinner −1. Nach DDV-Regeln wäre es 0 gewesen.',
  },
  'karlchen-caught': {
    title: 'Karlchen gefangen',
    goal: 'Hausregel: Karlchen gefangen. Im letzten Stich spielt West (Kontra) den ♣B aus, und Nord (Re) sticht ihn mit der ♠D; Ost und Süd legen kleine Trümpfe dazu. Wer bekommt einen Sonderpunkt?',
    hints: ['Wessen ♣B hat den letzten Stich verloren, und an wen?'],
    explanation:
      'Ein ♣B, der im letzten Stich an die Gegner geht, ist gefangen: hier fällt der ♣B von Kontra unter Nords ♠D, also bekommt Re nach dieser Hausregel einen Sonderpunkt.',
  },
  'lieschen-mueller': {
    title: 'Lieschen Müller',
    goal: 'Hausregel: Lieschen Müller. Im letzten Stich spielt Süd (Re) den ♣B aus, und West (Kontra) sticht ihn mit der ♥D; Nord und Ost legen kleine Trümpfe dazu. Wer bekommt einen Sonderpunkt?',
    hints: ['Bei Lieschen Müller zählt nur eine einzige Karte, die das Karlchen fängt.'],
    explanation: 'Bei Lieschen Müller zählt nur eine ♦D, die den ♣B fängt. Von der ♥D gefangen, bringt er nichts.',
  },
  // tactics-leads
  'lead-for-partner': {
    title: 'Spiel deinem Partner zu',
    goal: 'Du sitzt West und spielst zum ersten Stich aus. Du hast eine ♣D; Ost, dein Partner, hat sofort „Re“ gesagt. Ein Ass zum Abholen hast du nicht. Welche Karte spielst du aus?',
    hints: ['Dein Partner hat ein gutes Blatt und die andere ♣D.', 'Gib ihm die Chance, einen Stich mit Augen darin zu machen.'],
    explanation:
      'Spielst du Trumpf aus, kann dein Partner den Stich mit seinen hohen Trümpfen machen, und die ♦10 bringt 10 Augen mit. Eine Fehlfarbe ohne ihr Ass hilft nur den Gegnern.',
    ruleOfThumb:
      'Als Re spielst du Trumpf auf die Kreuz-Dame deines Partners; ein Trumpf mit Augen (die ♦10) bringt sie in einen Stich, den deine Seite machen sollte.',
  },
  // tactics-in-the-trick
  'smear-to-partner': {
    title: 'Schmier auf das Ass deines Partners',
    goal: 'Du sitzt Süd (Re). Dein Partner West hat „Re“ gesagt und spielt das ♠A aus; Nord und Ost bedienen mit der ♠9. Du hast kein Pik. Welche Karte spielst du?',
    hints: [
      'Der Stich gehört schon deinem Partner: alle haben bedient, und du bist der Letzte.',
      'Welche Karte bringt die meisten Augen, ohne dich zu schwächen?',
    ],
    explanation:
      'Das Ass deines Partners steht, Stechen würde nur einen Trumpf verschwenden. Schmier lieber Augen darauf: die ♣10 bringt {rank:10} und ist eine Karte, die du später kaum noch durchbekommst.',
    ruleOfThumb:
      'Schmieren: leg Augen in einen Stich, den dein Partner sicher macht, und behalte deine Trümpfe; eine Fehl-Zehn ohne ihr Ass ist die Karte dafür.',
  },
  'save-the-fox': {
    title: 'Bring den Fuchs nach Hause',
    goal: 'Du sitzt Süd (Kontra). West spielt den ♦B aus, Nord legt die ♦D, und dein Partner Ost (der „Kontra“ gesagt hat) übernimmt mit der ♥10. Du musst Trumpf bedienen. Mit welchem?',
    hints: ['Die erste ♥10 ist hier nicht mehr zu schlagen: der Stich gehört deinem Partner.', 'Welcher deiner Trümpfe ist später in Gefahr?'],
    explanation:
      'Die ♥10 deines Partners macht den Stich, also ist dein Fuchs darauf sicher und bringt {rank:A} Augen. Behältst du das ♦A, ist es einer deiner kleinsten Trümpfe und leicht zu fangen.',
    ruleOfThumb:
      'Bring den Fuchs nach Hause: leg dein ♦A in einen Stich, den dein Partner macht. Behalten ist er ein schwacher Trumpf, den die Gegner oft fangen, und ein gefangener Fuchs ist ein Sonderpunkt für sie.',
  },
  'keep-trumps': {
    title: 'Behalte deine Trümpfe',
    goal: 'Du sitzt Süd (Re). West spielt die ♥10 aus, Nord legt den ♠B und Ost den ♦K. Die ♥10 kannst du nicht schlagen. Welchen Trumpf spielst du?',
    hints: ['Die erste ♥10 ist hier nicht zu schlagen.', 'Welche Karte kostet dich am wenigsten?'],
    explanation:
      'Der Stich ist verloren, was du auch spielst, also verschenk nichts: die ♦9 ist {rank:9} Augen wert, und die ♣D bleibt in deinem Blatt für einen Stich, den du machen kannst.',
    ruleOfThumb:
      'Kannst du einen Stich nicht machen, spiel deine kleinste Karte: heb die hohen Trümpfe für Stiche auf, die du holen kannst, und schenk den Gegnern keine Augen.',
  },
  // tactics
  'tactics-failed-no90': {
    title: 'Was keine 90 kostet',
    goal: 'Re (Süd und Nord) hat „Re“ und „keine 90“ angesagt und 140 Augen in 8 Stichen gemacht. Was schreibt Süd?',
    hints: ['Re brauchte {needs:1}. Kontra brauchte nur {below:1}.', 'Kontra kassiert: gewonnen, „Re“, „keine 90“, gegen die Alten.'],
    explanation:
      'Kontra hat gewonnen {line:won} + „Re“ {line:reAnnounced} + „keine 90“ {line:reNo90} + gegen die Alten {line:againstTheElders} = 5. Mit nur „Re“ hätte Süd +3 geschrieben: die Absage hat 8 gekostet.',
  },
  'tactics-plain-re': {
    title: 'Dasselbe Spiel nur mit Re',
    goal: 'Dasselbe Spiel, aber Re hat nur „Re“ angesagt: Re hat 140 Augen in 8 Stichen gemacht. Was schreibt Süd?',
    hints: ['Re braucht jetzt {reNeeds}.', 'Gewonnen {line:won}, und das „Re“.'],
    explanation:
      'Gewonnen {line:won} + „Re“ {line:reAnnounced} = 3. Vergleiche das mit −5 nach dem gescheiterten keine 90: ein Unterschied von 8 Punkten je Spieler.',
  },
  // tournament-play
  'session-dealer-after-pflichtsolo': {
    title: 'Wer gibt nach einem Pflichtsolo?',
    goal: 'Süd hat das erste Spiel gegeben. Spiel 1 und 2 waren Normalspiele; in Spiel 3 hat Ost sein Pflichtsolo gespielt. Wer gibt Spiel 4?',
    hints: ['Wer hat Spiel 3 gegeben?', 'Nach einem Pflichtsolo wechselt der Geber nicht.'],
    explanation: 'Nord hat Spiel 3 gegeben; nach einem Pflichtsolo gibt derselbe Geber noch einmal, also gibt Nord auch Spiel 4.',
  },
  'session-lustsolo-rotates': {
    title: 'Ein zweites Solo',
    goal: 'Süd hat Spiel 1 gegeben (ein Normalspiel). In Spiel 2 hat West sein Pflichtsolo gespielt, in Spiel 3 hat West noch ein Solo gespielt. Wer gibt Spiel 4?',
    hints: ['Wests zweites Solo ist ein Lustsolo.', 'Für das Weitergeben zählt ein Lustsolo wie ein Normalspiel.'],
    explanation:
      'West hat Spiel 2 und 3 gegeben (nach dem Pflichtsolo gab er noch einmal). Das zweite Solo ist ein Lustsolo, also geht das Geben weiter an Nord.',
  },
  'session-vorgefuehrt': {
    title: 'Vorgeführt',
    goal: 'In einer Runde mit {tournamentDeals} Spielen hat Süd das erste Spiel gegeben. Süd und Nord haben ihre Pflichtsoli in Spiel 1 und 2 gespielt, danach folgten 20 Normalspiele. Zwei Spiele sind noch übrig. Wer muss in Spiel 23 ein Pflichtsolo spielen?',
    hints: [
      'Zwei Soli sind noch offen, und zwei Spiele sind übrig.',
      'Wer gibt Spiel 23? Der erste Spieler links vom Geber, der noch eins schuldet, ist dran.',
    ],
    explanation: 'Süd gibt Spiel 23. West und Ost schulden bei zwei übrigen Spielen noch ihr Pflichtsolo, also wird West, der erste links von Süd, vorgeführt.',
  },
  'session-after-forced': {
    title: 'Nach einem vorgeführten Solo',
    goal: 'Süd hat das erste Spiel gegeben. Süd und Nord haben ihre Pflichtsoli in Spiel 1 und 2 gespielt, danach folgten 20 Normalspiele. In Spiel 23 wurde West vorgeführt und hat sein Pflichtsolo gespielt. Wer gibt Spiel 24?',
    hints: ['Wer hat Spiel 23 gegeben?', 'Behält der Geber bei einem vorgeführten Solo das Geben?'],
    explanation: 'Süd hat Spiel 23 gegeben. Ein vorgeführtes Solo hält den Geber nicht: das Geben geht weiter an West, der es gespielt hat.',
  },
} satisfies ExerciseWordsById;

/** Die Titel der durchgerechneten Beispiele (src/content/exercises/examples.ts). */
export const exampleTitles = {
  ex1: '1. Keine Ansagen, Re macht 131',
  ex2: '2. Kontra sagt „Kontra“ und „keine 60“, Kontra macht 183',
  ex3: '3. Re sagt „Re“ und „keine 60“, Kontra erwidert „Kontra“, Kontra macht 60',
  ex4: '4. Wie Beispiel 3, aber Kontra macht 90',
  ex5: '5. Solo ohne Ansagen, der Solist macht 153',
  ex6: '6. Solo, der Solist sagt „Re“ und „keine 90“ und macht 87',
  'netting-minus': 'Re gewinnt, Kontra fängt beide Füchse und macht ein Karlchen',
  'specials-all': 'Kontra gewinnt mit 141; je ein Doppelkopf, Re fängt einen Fuchs',
  'solo-specials-ignored': 'Dieselben Karten im Solo: Süd spielt allein und macht 99',
  'no-winner': 'Beide sagen „keine 90“, Re macht 140',
  'no-winner-solo': 'Ein Solo: Süd sagt „keine 90“, die Gegenspieler „keine 90“, Süd macht 140',
  'no-winner-below': 'Beide sagen „keine 60“, Re macht 175',
} satisfies Record<WorkedExampleId, string>;
