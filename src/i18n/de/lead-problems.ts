/**
 * Die Ausspielaufgaben auf Deutsch: Titel, Grund in einem Satz und Erklärung jeder Aufgabe, nach ihrer Kennung
 * (src/content/quizzes/lead/<id>.json). tests/site/catalogues.test.ts prüft, dass jede Aufgabe
 * hier steht. Zwilling von src/i18n/en/lead-problems.ts.
 */
import type { CheckedProblem } from '../../engine/quiz/problems.ts';
import type * as En from '../en/lead-problems.ts';

const WORDS: ReadonlyMap<string, En.LeadProblemWords> = new Map([
  [
    'ace-doubleton-clubs',
    {
      title: 'Kurzes oder langes Ass',
      reason: 'Zum ♣A hast du nur eine Karte dazu: Das ist die kürzere Farbe, und da steht das Ass jetzt am ehesten.',
      explanation:
        'Zum ♣A hast du eine Karte dazu, zum ♥A zwei. Spiel zuerst das Ass der kürzeren Farbe: Die erste Runde einer Farbe läuft meist durch, und eine lange Herz-Farbe wird am ehesten gestochen.',
    },
  ],
  [
    'ace-doubleton-over-long',
    {
      title: 'Kurzes Ass vor langem Ass',
      reason: 'Mit nur einem weiteren Pik ist das ♠A das kürzere Ass: Es steht jetzt, und nach zwei Runden kannst du Pik stechen.',
      explanation:
        'Beim ♠A steckt noch ein Pik, beim ♣A noch drei Kreuz. Spiel das Ass der kürzeren Farbe: Nach zwei Runden Pik kannst du Pik stechen, und mit den langen Kreuz kannst du weiter bedienen.',
    },
  ],
  [
    'ace-doubleton-spades',
    {
      title: 'Ass zu zweit',
      reason: 'Ohne blankes Ass steht ein Ass mit einer weiteren Karte etwa jedes zweite Mal, und bald kannst du die Farbe stechen.',
      explanation:
        'Ohne blankes Ass spielst du ein Ass aus einer kurzen Farbe: Das ♠A mit einem weiteren Pik steht in der ersten Runde etwa jedes zweite Mal, und nach der zweiten Runde kannst du Pik stechen.',
    },
  ],
  [
    'black-before-heart',
    {
      title: 'Zwei blanke Asse',
      reason: 'Beide Asse sind blank, aber Herz wird früher gestochen: erst das ♣A, dann das ♥A.',
      explanation:
        'Beide Asse sind blank, aber Schwarz vor Rot: Es gibt acht Kreuz und nur sechs Herz in Fehl, also wird Herz früher gestochen, und ein Herz-Ass trifft später eher auf einen Spieler, der in Herz frei ist. Hol dir jetzt das ♣A und danach das ♥A.',
    },
  ],
  [
    'cash-spade-ace-after-clubs',
    {
      title: 'Nach dem Kreuz-Ass',
      reason: 'Kreuz ist einmal herum und würde jetzt gestochen, das ♠A aber steht in der ersten Runde Pik.',
      explanation: 'Das ♣A hat seinen Stich gemacht; eine zweite Runde Kreuz würde gestochen. Spiel das ♠A, solange in Pik noch keiner frei ist.',
    },
  ],
  [
    'cash-the-other-ace',
    {
      title: 'Nach dem ersten Ass',
      reason: 'Eine zweite Runde Kreuz wird fast immer gestochen, dein blankes ♠A aber macht die erste Runde Pik.',
      explanation:
        'Das ♣A hat seinen Stich gemacht. Spiel jetzt nicht die ♣10: Die zweite Runde Kreuz wird fast immer gestochen, und deine Zehn ginge an die Gegner. Hol dir lieber das blanke ♠A in seiner ersten Runde.',
    },
  ],
  [
    'clubs-solo-pull',
    {
      title: 'Dein Kreuzsolo',
      reason: 'Als Solist ziehst du die Trümpfe von oben: Die Dulle ist nicht zu schlagen, und danach stehen deine Asse.',
      explanation:
        'In deinem Kreuzsolo ziehst du die Trümpfe von oben: Die ♥10 ist nicht zu schlagen, und jede Trumpfrunde nimmt den Gegnern zwei Trümpfe ab. Sind sie trumpffrei, machen deine Asse und deine langen Kreuz alle ihre Stiche.',
    },
  ],
  [
    'jacks-solo-pull',
    {
      title: 'Dein Bubensolo',
      reason: 'Der ♣B zieht die Buben der Gegner, im Bubensolo die einzigen Trümpfe, und danach kann keiner deine Asse stechen.',
      explanation:
        'Im Bubensolo sind nur die acht Buben Trumpf, und du hast fünf davon. Spiel den ♣B: Er zieht die Buben der Gegner, und danach können deine Asse nicht mehr gestochen werden.',
    },
  ],
  [
    'kontra-side-suit-long-clubs',
    {
      title: 'Kontra mit langen Kreuz',
      reason: 'Als Kontra ohne Ass spielst du die kurze Fehlfarbe: Vielleicht hat dein Partner das Ass, und bald kannst du sie stechen.',
      explanation:
        'Als Kontra ohne Ass spielst du lieber eine Fehlfarbe an als Trumpf. Fang mit den kurzen Pik an: Vielleicht hat dein Partner das Ass, und bald kannst du Pik stechen.',
    },
  ],
  [
    'kontra-side-suit',
    {
      title: 'Kontra ohne Asse',
      reason: 'Als Kontra hilft ein Trumpf nur Re mit den hohen Trümpfen, also spielst du eine Fehlfarbe für deinen Partner.',
      explanation:
        'Als Kontra ohne Ass spielst du keinen Trumpf an: Das hilft nur Re, die die hohen Trümpfe hat. Spiel eine Fehlfarbe, in der dein Partner das Ass haben oder stechen kann.',
    },
  ],
  [
    'lone-heart-ace-kontra',
    {
      title: 'Ein blankes Herz-Ass als Kontra',
      reason: 'Das blanke ♥A steht nur, solange alle noch Herz bedienen können, und das ist die erste Runde.',
      explanation:
        'Als Kontra mit wenigen guten Trümpfen holst du dir das blanke ♥A, solange noch alle bedienen können. Jede spätere Herz-Runde wird wahrscheinlich gestochen.',
    },
  ],
  [
    'lone-heart-ace-long-clubs',
    {
      title: 'Blankes Herz-Ass, lange Kreuz',
      reason: 'Ohne schwarzes Ass holst du jetzt das blanke ♥A: Herz ist die kürzeste Fehlfarbe, eine spätere Runde wird gestochen.',
      explanation:
        'Kein schwarzes Ass, also holst du dir das blanke ♥A: Herz ist die kürzeste Fehlfarbe, und das Ass übersteht keine spätere Runde. Für deine langen Kreuz hast du kein Ass zum Anspielen.',
    },
  ],
  [
    'lone-heart-ace',
    {
      title: 'Ein blankes Herz-Ass',
      reason: 'Kein schwarzes Ass, also kommt das blanke ♥A, bevor Herz nach der ersten Runde gestochen wird.',
      explanation:
        'Kein schwarzes Ass zum Abholen, also kommt als Nächstes das blanke ♥A. Herz ist die kürzeste Fehlfarbe (sechs Karten), darum ist das Ass nur in der ersten Runde gut; spiel es, bevor ein Gegner Herz anspielt und es gestochen wird.',
    },
  ],
  [
    'marriage-dulle-2',
    {
      title: 'Gegen eine Hochzeit (2)',
      reason: 'Mit der Dulle machst du den Klärungsstich und wirst selbst Partner der Hochzeit, statt es dem Zufall zu überlassen.',
      explanation:
        'Gegen eine Hochzeit spielst du die ♥10: du gewinnst den Klärungsstich selbst und spielst mit dem Spieler, der beide Kreuz-Damen hat. Bei jedem anderen Ausspiel entscheidet ein anderer, wer mit ihm spielt.',
    },
  ],
  [
    'marriage-dulle',
    {
      title: 'Gegen eine Hochzeit',
      reason: 'Mit der Dulle machst du den Klärungsstich selbst und spielst auf der starken Seite, beim Spieler mit beiden Kreuz-Damen.',
      explanation:
        'Gegen eine Hochzeit wird der erste andere Spieler, der einen Stich gewinnt, Partner des Spielers mit beiden Kreuz-Damen. Mit einem guten Blatt spielst du die ♥10: du gewinnst den Klärungsstich selbst und spielst auf der starken Seite, Re, mit den beiden Kreuz-Damen.',
    },
  ],
  [
    'marriage-short-ace-2',
    {
      title: 'Gegen eine Hochzeit, ohne Dulle (2)',
      reason: 'Ohne Dulle ist das blanke ♣A dein sicherster Stich, und der erste Stich macht dich zum Partner der Hochzeit.',
      explanation:
        'Keine ♥10: Spiel das Ass deiner kürzesten Farbe. Das blanke ♣A gewinnt den ersten Stich und macht dich zum Partner der Hochzeit; das Herz-Ass zu dritt ist längst nicht so sicher.',
    },
  ],
  [
    'marriage-short-ace',
    {
      title: 'Gegen eine Hochzeit, ohne Dulle',
      reason: 'Ohne Dulle macht das blanke ♠A den ersten Stich: Damit bist du Partner der Hochzeit und danach in Pik frei.',
      explanation:
        'Gegen eine Hochzeit ohne ♥10 spielst du das Ass deiner kürzesten Farbe: das blanke ♠A. Es gewinnt den ersten Stich, der dich zum Partner der Hochzeit macht, und danach bist du in Pik frei.',
    },
  ],
  [
    'no-second-heart-ace',
    {
      title: 'Noch mal Herz? (das Ass)',
      reason: 'Eine zweite Runde Herz wird am ehesten gestochen, also holst du das ♠A in seiner ersten Runde.',
      explanation:
        'Spiel nicht das zweite ♥A: Eine zweite Runde Herz wird am ehesten gestochen (nur sechs Herz in Fehl), und du würdest 11 Augen verschenken. Hol dir das blanke ♠A in seiner ersten Runde.',
    },
  ],
  [
    'no-second-heart',
    {
      title: 'Noch mal Herz?',
      reason: 'Der Re-Spieler hat gezeigt, dass er in Herz frei ist, also gibt ihm ein weiteres Herz nur einen Stich: Spiel eine eigene Farbe.',
      explanation:
        'Herz lief schon einmal, und der Spieler, der Re gesagt hat, hat mit einem abgeworfenen Kreuz gezeigt, dass er in Herz frei ist. Ein weiteres Herz lässt ihn stechen und seinen Partner schmieren: Spiel lieber eine eigene Fehlfarbe.',
    },
  ],
  [
    'partner-said-kontra-dulle',
    {
      title: 'Partner sagte Kontra: lange Trümpfe',
      reason: 'Dein Partner hat Kontra gesagt und sollte eine Dulle haben, also spielst du Trumpf und bringst mit der ♦10 Augen in seinen Stich.',
      explanation:
        'Dein Partner hat Kontra gesagt und sollte mindestens eine ♥10 haben. Mit acht Trümpfen kannst du dir Trumpf leisten: Die ♦10 geht in seinen Stich. Kleine Trümpfe geben das Spiel umsonst aus der Hand; sonst bleibt eine Fehlfarbe.',
    },
  ],
  [
    'partner-said-kontra',
    {
      title: 'Dein Partner sagte Kontra',
      reason: 'Dein Partner hat Kontra gesagt und sollte eine Dulle haben, also spiel Trumpf und lass ihn die 10 Augen deiner ♦10 einsammeln.',
      explanation:
        'Dein Partner hat Kontra gesagt, er hat also ein gutes Blatt und sollte eine ♥10 haben. Spiel Trumpf: Er kann hoch übernehmen und behält das Spiel in der Hand, und die ♦10 bringt 10 Augen in seinen Stich.',
    },
  ],
  [
    'queens-solo-pull',
    {
      title: 'Dein Damensolo',
      reason: 'In deinem Damensolo zieht die Kreuz-Dame zwei Damen der Gegner, und ohne ihre Trümpfe sind deine Asse sicher.',
      explanation:
        'Im Damensolo sind nur die acht Damen Trumpf, und du hast sechs davon. Zieh die Trümpfe von oben: Die ♣D zieht zwei Damen der Gegner, danach sind deine Asse sicher.',
    },
  ],
  [
    're-partner-said-re',
    {
      title: 'Dein Partner sagte Re',
      reason: 'Dein Partner hat Re gesagt und hat die andere Kreuz-Dame, also spiel ihm Trumpf zu und bring die Augen der ♦10 in seinen Stich.',
      explanation:
        'Dein Partner hat Re gesagt, er hat also die andere ♣D und ein gutes Blatt. Spiel ihm Trumpf zu: Die ♦10 bringt 10 Augen in den Stich, den seine Dame gewinnen kann, und das Spiel bleibt bei eurer Partei.',
    },
  ],
  [
    're-trump-opening',
    {
      title: 'Re ohne Asse',
      reason: 'Als Re ohne Ass gibst du das Spiel an die Kreuz-Dame deines Partners ab, mit einem Trumpf, der 10 Augen bringt.',
      explanation:
        'Als Re ohne Ass zum Abholen gibst du das Spiel an deinen Partner ab: Spiel einen Trumpf, den er mit seiner ♣D nehmen kann. Die ♦10 bringt 10 Augen in einen Stich, den eure Partei wahrscheinlich gewinnt. Die eigene ♣D anzuspielen zeigt, dass du Re bist, und ist fast genauso gut.',
    },
  ],
  [
    'second-club-ace',
    {
      title: 'Das zweite Ass',
      reason: 'Das zweite ♣A ist die zweite Runde Kreuz und steht nur etwa jedes fünfte Mal, das ♥A aber steht jetzt.',
      explanation:
        'Du hattest beide Kreuz-Asse. Das zweite ist eine zweite Runde Kreuz: Es steht nur etwa jedes fünfte Mal, weil inzwischen jemand frei ist. Hol dir lieber dein blankes ♥A in seiner ersten Runde.',
    },
  ],
  [
    'second-spade-round',
    {
      title: 'Noch mal Pik?',
      reason: 'Eine zweite Runde Pik wird meist gestochen, das ♣A aber steht in der ersten Runde Kreuz.',
      explanation:
        'Pik lief schon einmal. Eine zweite Runde Pik wird weit öfter gestochen als nicht, der ♠K würde also nur die Gegner füttern. Hol dir das ♣A in seiner ersten Runde.',
    },
  ],
  [
    'shortest-ace-three-aces',
    {
      title: 'Drei Asse',
      reason: 'Bei drei Assen fängst du mit der kürzesten Farbe an: Das blanke ♠A steht jetzt und macht dich in Pik frei.',
      explanation:
        'Drei Asse: das blanke ♠A, das ♣A mit einem weiteren Kreuz, das ♥A zu dritt. Fang mit der kürzesten Farbe an, dem ♠A; dann das ♣A; das Herz-Ass zuletzt.',
    },
  ],
  [
    'shortest-club',
    {
      title: 'Welches Ass zuerst?',
      reason: 'Bei Assen in beiden schwarzen Farben fängst du mit der kürzesten an: Das ♣A ist blank, beim ♠A steckt noch die ♠9.',
      explanation:
        'Mit Assen in Kreuz und Pik fängst du mit der kürzesten Farbe an: Das ♣A ist blank, beim ♠A steckt die ♠9. Nach dem ♣A bist du sofort in Kreuz frei, und das ♠A hat in der ersten Runde Pik immer noch gute Chancen.',
    },
  ],
  [
    'shortest-spade',
    {
      title: 'Welches Ass zuerst? (2)',
      reason: 'Spiel zuerst aus der kürzesten Farbe: Das ♠A ist blank, das ♣A hat noch zwei Kreuz dabei und kann warten.',
      explanation:
        'Zwei Asse: das ♠A blank und das ♣A mit zwei weiteren Kreuz. Spiel zuerst aus der kürzesten Farbe. Das ♠A macht seinen Stich und dich in Pik frei; das ♣A kann warten, denn du hast noch Kreuz zum Bedienen.',
    },
  ],
  [
    'single-club-ace-long-trumps',
    {
      title: 'Blankes Ass, lange Trümpfe',
      reason: 'Das blanke ♣A macht nur in der ersten Runde Kreuz seinen Stich, und deine Trümpfe hast du danach immer noch.',
      explanation:
        'Auch mit vielen Trümpfen holst du dir zuerst das blanke ♣A: Es gewinnt in der ersten Runde Kreuz und später nicht mehr. Deine Trümpfe sind danach immer noch da.',
    },
  ],
  [
    'single-club-ace',
    {
      title: 'Ein blankes Kreuz-Ass',
      reason: 'Ein blankes ♣A holt in der ersten Runde Kreuz 11 Augen oder mehr, die zweite Runde wird fast immer gestochen.',
      explanation:
        'Spiel das blanke Kreuz-Ass. Es gibt nur acht Kreuz im Blatt, also läuft die erste Runde meist durch, und das Ass bringt 11 Augen oder mehr; die zweite Runde wird fast immer gestochen. Hol es dir, bevor ein Gegner sein eigenes ♣A spielt, und danach kannst du Kreuz selbst stechen.',
    },
  ],
  [
    'single-spade-ace-hearts',
    {
      title: 'Blankes Pik-Ass, lange Herz',
      reason: 'Das blanke ♠A steht in der ersten Runde Pik, deine Herz ohne Ass würden den Stich nur verschenken.',
      explanation: 'Zuerst das blanke ♠A: Es steht in der ersten Runde Pik. Deine Herz haben kein Ass, ein Herz-Ausspiel verschenkt also den ersten Stich.',
    },
  ],
  [
    'single-spade-ace-kontra',
    {
      title: 'Blankes Ass, schwache Trümpfe',
      reason: 'Mit schwachen Trümpfen müssen deine Fehlkarten die Stiche machen, und das blanke ♠A gewinnt jetzt am ehesten.',
      explanation:
        'Mit schwachen Trümpfen müssen deine Fehlkarten die Stiche machen. Das blanke ♠A gewinnt jetzt am ehesten einen Stich; später im Spiel wird Pik gestochen.',
    },
  ],
  [
    'single-spade-ace',
    {
      title: 'Ein blankes Pik-Ass',
      reason: 'Ein blankes schwarzes Ass kommt zuerst: Das ♠A steht in der ersten Runde am besten, danach bist du in Pik frei.',
      explanation:
        'Ein blankes schwarzes Ass kommt zuerst: Das ♠A steht am besten in der ersten Runde Pik, solange die Gegner noch bedienen müssen. Spielst du es jetzt, bist du danach in Pik frei und kannst das nächste Pik stechen.',
    },
  ],
]);

/** Die deutschen Worte einer Aufgabe; eine neue Aufgabe ohne Übersetzung behält ihre englischen (der Test meldet sie). */
export const leadProblemWords = ((p: CheckedProblem): En.LeadProblemWords =>
  WORDS.get(p.id) ?? { title: p.title, reason: p.reason, explanation: p.explanation }) satisfies typeof En.leadProblemWords;
