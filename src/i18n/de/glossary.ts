/**
 * Die Begriffe am Doppelkopftisch, für deutsche Leser erklärt: was das Wort am Tisch bedeutet,
 * mit den Regelzahlen aus src/engine (`ruleFacts`, hereingereicht), woher es kommt, und die
 * Lektion, die es lehrt. Gleiche Anker (/de/glossary/#fuchs) und Lektionsverweise wie Englisch.
 */
import type { GlossaryEntry } from '../en/glossary.ts';
import { num } from '../runtime/numbers.ts';
import { rich } from '../runtime/rich.ts';

export type { GlossaryEntry } from '../en/glossary.ts';

export const glossaryText = {
  title: 'Glossar',
  heading: 'Die Begriffe am Doppelkopftisch',
  description: 'Die Wörter, die du am Doppelkopftisch hörst, mit ihrer Bedeutung im Spiel und den Regeln dahinter.',
  intro:
    'Am Doppelkopftisch hat fast jede Situation ihr eigenes Wort, und nicht jeder Tisch erklärt sie. Hier steht, was jedes Wort im Spiel bedeutet, was die Regeln dazu sagen und, wo es belegt ist, woher es kommt.',
  index: 'Zu einem Buchstaben springen',
  literal: 'Wortsinn',
  houseRule: 'Hausregel',
  lessonLink: (title: string) => `Lektion dazu: ${title}`,
};

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'absage',
    term: 'Absage',
    forms: ['Absagen'],
    literal: 'den Gegnern etwas absprechen',
    definition: ({ f }) =>
      rich`Das Versprechen, dass die Gegner unter ${num(f.absageThresholds[0])}, ${num(f.absageThresholds[1])} oder ${num(f.absageThresholds[2])} Augen bleiben (keine 90, keine 60, keine 30) oder gar keinen Stich machen (schwarz). Vorher muss die eigene Partei Re oder Kontra angesagt haben. Jede Stufe bringt ${num(f.absagePoints)} Punkt auf den Spielwert und wird zum eigenen Ziel: nach keine 90 braucht die Partei ${num(f.absageNeeds[0])} Augen.`,
    lesson: 'absagen#the-absagen',
  },
  {
    id: 'abwerfen',
    term: 'abwerfen',
    forms: ['Abwurf'],
    literal: 'eine Karte loswerden',
    definition: () => rich`Eine Karte einer anderen Fehlfarbe spielen, wenn du nicht bedienen kannst und nicht stechen willst.`,
    lesson: 'plain-suits#void-free-to-choose',
  },
  {
    id: 'die-alten',
    term: 'die Alten',
    forms: ['Alten', 'Kreuz-Dame', 'Kreuz-Damen'],
    literal: 'die alten Leute; warum die Kreuz-Damen so heißen, ist nicht belegt',
    definition: () => rich`Die beiden Kreuz-Damen. Im Normalspiel ist Re, wer eine davon hat.`,
    lesson: 'trumps-and-plain-suits#the-order-of-the-trumps',
  },
  {
    id: 'gegen-die-alten',
    term: 'gegen die Alten',
    literal: 'gewonnen gegen die Kreuz-Damen',
    definition: () =>
      rich`Der Sonderpunkt für Kontra, wenn Kontra ein Normalspiel gegen die beiden Kreuz-Damen gewinnt. Nie im Solo und nicht in einem Spiel ohne Gewinner.`,
    lesson: 'special-points#the-four-special-points',
  },
  {
    id: 'ansage',
    term: 'Ansage',
    forms: ['Ansagen'],
    literal: 'etwas laut ankündigen',
    definition: ({ f }) =>
      rich`Re oder Kontra während des Spiels ansagen: deine Partei will gewinnen. Das bringt ${num(f.ansagePoints)} Punkte auf den Spielwert, und zwar für die Partei, die gewinnt (ein verlorenes Re zahlt an die Gegner); die Ziele bleiben gleich (nur Kontra allein gibt den Gleichstand ${num(f.kontraNeeds)} : ${num(f.kontraNeeds)} an Re). Als Erstansage muss sie kommen, solange du noch ${num(f.deadlines[0].inHand)} Karten hast, also vor deiner ${num(f.deadlines[0].beforeCard)}. Karte. Manche Runden verdoppeln stattdessen bei jeder Ansage: eine Hausregel, nicht die DDV-Regel.`,
    lesson: 'announcements#the-ansage',
  },
  {
    id: 'armut',
    term: 'Armut',
    literal: 'zu wenig Trumpf im Blatt',
    house: true,
    definition: ({ f }) =>
      rich`Hausregel, nicht in den DDV-Regeln. Wer ${num(f.povertyMaxTrumps)} Trümpfe oder weniger hat, legt ${num(f.povertyCards)} Karten hin, alle seine Trümpfe darunter; wer sie zuerst übernimmt, gibt beliebige ${num(f.povertyCards)} Karten zurück, und die beiden spielen zusammen Re. Übernimmt niemand, wird neu gegeben.`,
    lesson: 'poverty#how-it-goes',
  },
  {
    id: 'augen',
    term: 'Augen',
    literal: 'wie die Augen auf einem Würfel',
    definition: ({ f }) =>
      rich`Die Punkte der Karten. Ass ${num(f.rankPoints.A)}, Zehn ${num(f.rankPoints['10'])}, König ${num(f.rankPoints.K)}, Dame ${num(f.rankPoints.Q)}, Bube ${num(f.rankPoints.J)}, Neun ${num(f.rankPoints['9'])}: ${num(f.totalPoints)} im ganzen Spiel.`,
    lesson: 'cards-and-points#what-the-cards-are-worth',
  },
  {
    id: 'bedienen',
    term: 'bedienen',
    literal: 'liefern, was verlangt wird',
    definition: () => rich`Eine Karte der angespielten Farbe spielen. Das musst du immer, wenn du kannst, und Trumpf zählt dabei als eigene Farbe.`,
    lesson: 'following-suit#the-rule',
  },
  {
    id: 'blank',
    term: 'blank',
    literal: 'bloß, nackt',
    definition: () =>
      rich`Die einzige Karte ihrer Farbe im Blatt: ein „blankes Ass“ ist ein Ass ohne weitere Karte seiner Farbe, eine „blanke Zehn“ eine Zehn ohne weitere Karte ihrer Farbe. Wer gar keine Karte einer Farbe hat, ist darin nicht blank, sondern frei.`,
    lesson: 'tactics-leads#aces-first',
  },
  {
    id: 'bockrunde',
    term: 'Bockrunde',
    forms: ['Bockrunden', 'Bock'],
    literal: 'Bock: der Ziegenbock; woher der Name kommt, ist nicht belegt',
    house: true,
    definition: ({ f }) =>
      rich`Hausregel: eine Runde, in der jedes Spiel doppelt zählt, ausgelöst durch etwas Besonderes wie einen Gleichstand ${num(f.kontraNeeds)} : ${num(f.kontraNeeds)} oder ein verlorenes Re oder Kontra. Wird auf dieser Seite nicht gespielt.`,
    lesson: 'house-rules-last-trick#try-it',
  },
  {
    id: 'bube',
    term: 'Bube',
    forms: ['Buben'],
    literal: 'Knabe, junger Bursche',
    definition: () => rich`Im Normalspiel sind alle Buben Trumpf, unter den Damen.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'bubensolo',
    term: 'Bubensolo',
    literal: 'Solo mit den Buben als Trumpf',
    definition: () => rich`Ein Solo, in dem nur die vier Buben Trumpf sind (Kreuz, Pik, Herz, Karo); alles andere, auch die Herz-Zehn, ist Fehl.`,
    lesson: 'queen-jack-ace-solos#damensolo-and-bubensolo',
  },
  {
    id: 'dame',
    term: 'Dame',
    forms: ['Damen'],
    literal: 'die vornehme Frau',
    definition: () => rich`Im Normalspiel sind alle Damen Trumpf, direkt unter der Dulle.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'damensolo',
    term: 'Damensolo',
    literal: 'Solo mit den Damen als Trumpf',
    definition: () => rich`Ein Solo, in dem nur die vier Damen Trumpf sind; alles andere, auch die Herz-Zehn, ist Fehl.`,
    lesson: 'queen-jack-ace-solos#damensolo-and-bubensolo',
  },
  {
    id: 'ddv',
    term: 'DDV',
    forms: ['Deutscher Doppelkopf-Verband', 'TSR', 'Turnierspielregeln'],
    literal: 'Deutscher Doppelkopf-Verband',
    definition: () =>
      rich`Der Dachverband der Doppelkopfspieler. Seine Turnierspielregeln (TSR) sind die Regeln dieser Seite; alles andere ist Hausregel, und wo die TSR schweigen, sagt die Seite, was sie selbst festlegt.`,
    lesson: 'house-rules#agree-first',
  },
  {
    id: 'doko',
    term: 'Doko',
    literal: 'Kurzform von Doppelkopf',
    definition: () => rich`So nennen viele das Spiel kurz.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'doppelkopf',
    term: 'Doppelkopf',
    literal: 'ein „doppelter Schafkopf“: jede Karte gibt es zweimal',
    definition: ({ f }) =>
      rich`Das Spiel selbst, mit zwei Exemplaren jeder Karte. Auch ein Stich mit ${num(f.doppelkopfPoints)} Augen oder mehr: im Normalspiel bringt er der Partei, die ihn macht, einen Sonderpunkt.`,
    lesson: 'cards-and-points#a-trick-of-40-or-more',
  },
  {
    id: 'dulle',
    term: 'Dulle',
    forms: ['Dullen'],
    literal: 'Spitzname der Herz-Zehn',
    definition: () =>
      rich`Die Herz-Zehn: nach DDV der höchste Trumpf im Normalspiel und in jedem Farbsolo, und von zwei Dullen in einem Stich gewinnt die erste. Viele Runden spielen, dass die zweite sticht.`,
    lesson: 'equal-cards-and-dullen#the-ddv-rule',
  },
  {
    id: 'erstansage',
    term: 'Erstansage',
    literal: 'die erste Ansage einer Partei',
    definition: ({ f }) =>
      rich`Das eigene Re oder Kontra einer Partei, rechtzeitig als erste Ansage, solange der Ansager noch ${num(f.deadlines[0].inHand)} Karten auf der Hand hat; im Gegensatz zur späten Erwiderung. Nur eine Partei, deren Re oder Kontra als Erstansage rechtzeitig gewesen wäre, darf danach absagen.`,
    lesson: 'announcements#the-ansage',
  },
  {
    id: 'erwiderung',
    term: 'Erwiderung',
    literal: 'Antwort auf die Ansage der Gegner',
    definition: ({ f }) =>
      rich`Re oder Kontra als Antwort auf die Ansage der Gegner. Sie darf eine Karte später kommen, als jene Ansage es brauchte: Re muss mit ${num(f.deadlines[0].inHand)} Karten auf der Hand kommen, ein Kontra als Erwiderung geht also noch mit ${num(f.replyToAnsage.inHand)}. Eine Erwiderung ist nur Re oder Kontra, nie eine Absage, und nach einer späten Erwiderung ist keine Absage mehr erlaubt.`,
    lesson: 'replies#one-card-later',
  },
  {
    id: 'farbsolo',
    term: 'Farbsolo',
    forms: ['Farbsoli', 'Kreuzsolo', 'Piksolo', 'Herzsolo'],
    literal: 'Solo mit einer Farbe als Trumpf',
    definition: () =>
      rich`Ein Solo, in dem eine Farbe (Kreuz, Pik, Herz oder Karo) den Platz einnimmt, den im Normalspiel Karo hat: Dullen, Damen und Buben bleiben oben Trumpf, darunter Ass, Zehn, König und Neun dieser Farbe.`,
    lesson: 'colour-solos#the-chosen-suit-replaces-diamonds',
  },
  {
    id: 'fehl',
    term: 'Fehl',
    forms: ['Fehlfarbe', 'Fehlfarben'],
    literal: 'von „fehlen“, wie in Fehlschuss',
    definition: () =>
      rich`Alle Karten, die nicht Trumpf sind. Eine Fehlfarbe ist eine solche Farbe, und ein Stich in einer Fehlfarbe ist ein Fehlstich. Wer keine Karte einer Fehlfarbe hat, ist darin frei.`,
    lesson: 'trumps-and-plain-suits#what-is-left-the-plain-suits',
  },
  {
    id: 'fleischloser',
    term: 'Fleischloser',
    forms: ['Knochenmann', 'Asse-Solo'],
    otherSpellings: ['Assesolo'],
    literal: 'ohne Fleisch: ohne Trumpf (auch Knochenmann)',
    definition: () => rich`Das Solo ganz ohne Trumpf, auch Asse-Solo genannt. Jede Farbe ist Fehl, Rangfolge Ass, Zehn, König, Dame, Bube, Neun.`,
    lesson: 'queen-jack-ace-solos#the-aces-solo',
  },
  {
    id: 'frei',
    term: 'frei',
    literal: 'ohne Karten einer Farbe',
    definition: () =>
      rich`Keine Karte einer Farbe im Blatt haben: „in Pik frei“. Wer in der angespielten Farbe frei ist, darf stechen oder abwerfen. Nicht zu verwechseln mit blank (nur noch eine Karte der Farbe).`,
    lesson: 'plain-suits#void-free-to-choose',
  },
  {
    id: 'fuchs',
    term: 'Fuchs',
    forms: ['Füchse', 'Fuchs gefangen'],
    literal: 'das Tier; woher der Name kommt, ist nicht belegt',
    definition: () =>
      rich`Das Karo-Ass. Macht deine Partei einen Stich, in dem ein Fuchs der Gegner liegt (Fuchs gefangen), gibt es im Normalspiel einen Sonderpunkt; ein Fuchs vom eigenen Partner bringt nichts.`,
    lesson: 'catching-the-fox#fuchs-gefangen',
  },
  {
    id: 'genscher',
    term: 'Genscher',
    literal: 'nach Hans-Dietrich Genscher, der den Koalitionspartner wechselte',
    house: true,
    definition: () => rich`Hausregel: wer beide Karo-Könige hat, darf sich seinen Partner aussuchen. Wird auf dieser Seite nicht gespielt.`,
    lesson: 'house-rules-last-trick#try-it',
  },
  {
    id: 'gesund',
    term: 'gesund',
    literal: 'das Blatt ist in Ordnung',
    definition: () => rich`Das sagst du in der Vorbehaltsrunde, wenn du keinen Vorbehalt anmeldest und dir ein Normalspiel recht ist.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
  {
    id: 'halbes-haehnchen',
    term: 'halbes Hähnchen',
    forms: ['Hähnchen'],
    literal: 'ein Spaßwort',
    house: true,
    definition: () => rich`Hausregel zum Spaß: wer beide Karo-Zehnen bekommt, darf es melden. Am Spiel und an der Wertung ändert das nichts.`,
    lesson: 'withdrawing-and-throwing-in#house-rule-half-chicken',
  },
  {
    id: 'hochzeit',
    term: 'Hochzeit',
    forms: ['Hochzeiter'],
    literal: 'die Eheschließung: zwei finden zusammen',
    definition: ({ f }) =>
      rich`Wer beide Kreuz-Damen hat (der Hochzeiter), meldet eine Hochzeit an, und Partner wird der erste andere Spieler, der in den ersten ${num(f.marriageTricks)} Stichen einen Stich macht. Macht das niemand, spielt er allein, gewertet als Solo.`,
    lesson: 'marriage#the-hochzeit',
  },
  {
    id: 'stille-hochzeit',
    term: 'stille Hochzeit',
    literal: 'eine Hochzeit, über die geschwiegen wird',
    definition: ({ f }) =>
      rich`Beide Kreuz-Damen in einem Blatt und kein Vorbehalt. Wer sie hat, spielt still allein gegen drei, gewertet als Solo (${num(f.soloistFactor)}-facher Wert, keine Sonderpunkte); die anderen merken es, wenn die zweite Kreuz-Dame fällt. Auch stilles Solo genannt.`,
    lesson: 'silent-marriage#saying-nothing',
  },
  {
    id: 'karlchen',
    term: 'Karlchen',
    literal: 'Verkleinerungsform eines Vornamens',
    definition: () => rich`Der Kreuz-Bube. Gewinnt er selbst den letzten Stich, bekommt seine Partei im Normalspiel einen Sonderpunkt.`,
    lesson: 'karlchen#karlchen',
  },
  {
    id: 'karlchen-gefangen',
    term: 'Karlchen gefangen',
    literal: 'das Karlchen der Gegner erwischt',
    house: true,
    definition: () => rich`Hausregel: fangen die Gegner im letzten Stich einen Kreuz-Buben, bekommen sie dafür einen Sonderpunkt.`,
    lesson: 'house-rules-last-trick#karlchen-caught',
  },
  {
    id: 'karo',
    term: 'Karo',
    literal: 'vom französischen carreau, Raute',
    definition: () => rich`Im Normalspiel ist jede Karo-Karte Trumpf.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'karosolo',
    term: 'Karosolo',
    otherSpellings: ['Karo-Solo', 'Karo solo'],
    literal: 'Farbsolo in Karo',
    definition: () =>
      rich`Das Farbsolo in Karo, auch Trumpfsolo genannt: dieselben Trümpfe wie im Normalspiel, einer gegen drei. So wird auch eine Hochzeit gespielt, deren Hochzeiter die ersten Stiche alle selbst macht, und eine stille Hochzeit.`,
    lesson: 'colour-solos#the-chosen-suit-replaces-diamonds',
  },
  {
    id: 'keine-90',
    term: 'keine 90',
    forms: ['keine 60', 'keine 30'],
    literal: 'die Gegner bekommen keine 90 (60, 30)',
    definition: ({ f }) =>
      rich`Die Absagen: die Gegner bleiben unter ${num(f.absageThresholds[0])} (${num(f.absageThresholds[1])}, ${num(f.absageThresholds[2])}) Augen. Nicht zu verwechseln mit den Zeilen der Abrechnung „unter 90 gespielt“ (60, 30), die auch ohne Absage zählen. Nach ihrer eigenen keine 90, keine 60 oder keine 30 braucht eine Partei ${f.absageNeeds.map(num).join(', ')} Augen.`,
    lesson: 'absagen#the-absagen',
  },
  {
    id: 'klaerungsstich',
    term: 'Klärungsstich',
    literal: 'der Stich, der die Hochzeit klärt',
    definition: ({ f }) =>
      rich`Bei der Hochzeit der Stich, der den Partner bestimmt: der erste Stich in den ersten ${num(f.marriageTricks)}, den jemand anderes als der Hochzeiter macht. Vorher darf niemand ansagen, und ist es ein späterer Stich, verschiebt sich jede Frist für Ansagen und Absagen nach hinten.`,
    lesson: 'marriage#the-hochzeit',
  },
  {
    id: 'kontra',
    term: 'Kontra',
    literal: 'dagegen',
    definition: ({ f }) =>
      rich`Die Partei gegen Re: im Normalspiel die beiden ohne Kreuz-Dame, im Solo die drei Gegner. Auch ihre Ansage. Ohne Ansagen gewinnt Kontra mit ${num(f.kontraNeeds)} Augen.`,
    lesson: 're-and-kontra#two-secret-parties',
  },
  {
    id: 'kreuz',
    term: 'Kreuz',
    literal: 'das Kreuz; das Zeichen ist ein Kleeblatt',
    definition: () => rich`Die Kreuz-Damen entscheiden, wer Re ist.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'herz',
    term: 'Herz',
    literal: 'das Herz-Zeichen',
    definition: () => rich`Im Normalspiel sind nur Ass, König und Neun in Herz Fehl; Zehn, Dame und Bube sind Trumpf.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'pik',
    term: 'Pik',
    literal: 'vom französischen pique, Spieß',
    definition: () => rich`Eine der drei Fehlfarben im Normalspiel, neben Kreuz und Herz.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'german-suits',
    term: 'Eichel, Grün, Rot, Schellen',
    forms: ['Eichel', 'Grün', 'Laub', 'Rot', 'Schellen', 'Ober', 'Unter', 'Daus'],
    literal: 'die Farben des deutschen Blatts',
    definition: () =>
      rich`Das deutsche Blatt mancher Runden: Eichel für Kreuz, Grün oder Laub für Pik, Rot für Herz, Schellen für Karo; der Ober ist die Dame, der Unter der Bube und das Daus das Ass.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'lieschen-mueller',
    term: 'Lieschen Müller',
    literal: 'sprichwörtlich für die Frau von nebenan',
    house: true,
    definition: () =>
      rich`Hausregel: nur eine Karo-Dame, die im letzten Stich das Karlchen der Gegner fängt, bringt einen Sonderpunkt; gilt auch Karlchen gefangen, entscheidet diese Regel.`,
    lesson: 'house-rules-last-trick#lieschen-müller',
  },
  {
    id: 'lustsolo',
    term: 'Lustsolo',
    literal: 'ein Solo aus Lust',
    definition: () =>
      rich`Jedes weitere Solo eines Spielers in derselben Turnierrunde, nach seinem Pflichtsolo (das erste ist immer das Pflichtsolo). Der Spieler links vom Geber spielt aus, und fürs Geben zählt es wie ein Normalspiel.`,
    lesson: 'solos#pflichtsolo-and-lustsolo',
  },
  {
    id: 'pflichtansage',
    term: 'Pflichtansage',
    literal: 'eine Ansage, die sein muss',
    house: true,
    definition: ({ f }) =>
      rich`Hausregel: eine Partei, die den ersten Stich mit ${num(f.forcedAnnouncementPoints)} Augen oder mehr macht, muss rechtzeitig Re oder Kontra ansagen.`,
    lesson: 'forced-announcement#house-rule-pflichtansage',
  },
  {
    id: 'pflichtsolo',
    term: 'Pflichtsolo',
    forms: ['Pflichtsoli'],
    literal: 'ein Solo, das jeder spielen muss',
    definition: ({ f }) =>
      rich`Im Turnier muss jeder in einer Runde von ${num(f.tournamentDeals)} Spielen ein Solo spielen; das erste Solo, das jemand in der Runde anmeldet, ist immer sein Pflichtsolo, auch wenn er es ohnehin spielen wollte. Der Solist spielt aus, und danach gibt derselbe Geber noch einmal (nicht nach einem vorgeführten Solo).`,
    lesson: 'tournament-play#the-compulsory-solo',
  },
  {
    id: 're',
    term: 'Re',
    definition: ({ f }) => rich`Die Partei der Kreuz-Damen (im Solo: der Solist). Auch ihre Ansage. Ohne Ansagen braucht Re ${num(f.reNeeds)} Augen zum Sieg.`,
    lesson: 're-and-kontra#two-secret-parties',
  },
  {
    id: 'scharfer-doppelkopf',
    term: 'scharfer Doppelkopf',
    forms: ['ohne Neunen'],
    literal: 'schärfer, weil jede Karte mehr zählt',
    house: true,
    definition: ({ f40 }) =>
      rich`Hausregel: ohne die Neunen, ${num(f40.cards)} Karten, je ${num(f40.handSize)}, weiterhin ${num(f40.totalPoints)} Augen. Fristen für Ansagen nennen die DDV-Regeln dafür nicht; diese Seite legt sie selbst fest (Re oder Kontra: solange du noch ${num(f40.deadlines[0].inHand)} Karten hast).`,
    lesson: 'house-rules#without-nines',
  },
  {
    id: 'schmeissen',
    term: 'schmeißen',
    literal: 'werfen',
    house: true,
    definition: ({ f }) =>
      rich`Hausregel: ein Blatt mit ${num(f.throwInCount)} oder mehr Neunen (oder Königen) vor den Vorbehalten zeigen und zurückgeben; derselbe Geber gibt neu.`,
    lesson: 'withdrawing-and-throwing-in#house-rule-throwing-a-hand-in',
  },
  {
    id: 'schmieren',
    term: 'schmieren',
    literal: 'dem Partner die Augen zuschieben',
    definition: () => rich`Augen (ein Ass, eine Zehn, einen Fuchs) in einen Stich legen, den dein Partner machen wird.`,
    lesson: 'tactics-in-the-trick#smear-on-your-partners-trick',
  },
  {
    id: 'schneider',
    term: 'Schneider',
    literal: 'altes Wort aus vielen Kartenspielen',
    definition: ({ f }) =>
      rich`Das alte Wort für „unter 90 Augen“. Die DDV-Regeln sagen „unter 90 gespielt“: die Verlierer blieben unter ${num(f.absageThresholds[0])} Augen, und die Gewinner bekommen dafür einen Punkt extra.`,
    lesson: 'scoring-step-by-step#the-checklist',
  },
  {
    id: 'schwarz',
    term: 'schwarz',
    literal: 'ganz ohne Stich',
    definition: () =>
      rich`Gar keinen Stich machen (ein Stich ohne Augen zählt trotzdem als Stich). Haben die Verlierer keinen Stich (schwarz gespielt), bekommen die Gewinner einen Punkt extra; als Absage verspricht schwarz, dass die Gegner keinen Stich machen.`,
    lesson: 'absagen#the-absagen',
  },
  {
    id: 'schweinchen',
    term: 'Schweinchen',
    otherSpellings: ['Schwein', 'Schweine'],
    literal: 'kleine Schweine; woher der Name kommt, ist nicht belegt',
    house: true,
    definition: () => rich`Hausregel: wer beide Karo-Asse (Füchse) hat, meldet sie, und sie werden die zwei höchsten Trümpfe, über den Dullen.`,
    lesson: 'house-rules#piglets-and-superpiglets',
  },
  {
    id: 'superschweinchen',
    term: 'Superschweinchen',
    forms: ['Hyperschweinchen'],
    literal: 'noch über den Schweinchen',
    house: true,
    definition: () => rich`Hausregel zusätzlich zu den Schweinchen: sind sie gemeldet, darf melden, wer beide Karo-Neunen hat, und die stehen dann noch höher.`,
    lesson: 'house-rules#piglets-and-superpiglets',
  },
  {
    id: 'sonderpunkte',
    term: 'Sonderpunkte',
    forms: ['Sonderpunkt'],
    literal: 'Punkte außer der Reihe',
    definition: () =>
      rich`Die Punkte eines Normalspiels neben den Zeilen des Spielwerts: gegen die Alten, Doppelkopf, Fuchs gefangen und Karlchen. Jeder geht an die Partei, die ihn verdient hat, ob Gewinner oder nicht, und sie werden mit dem Wert verrechnet. Im Solo gibt es keine.`,
    lesson: 'special-points#the-four-special-points',
  },
  {
    id: 'spielwert',
    term: 'Spielwert',
    literal: 'was ein Spiel wert ist',
    definition: ({ f }) =>
      rich`Der Wert eines Spiels: die Zeilen der Gewinner (gewonnen, unter 90 gespielt, die Ansagen …) mit den Sonderpunkten verrechnet. Jeder schreibt ihn als Plus oder Minus, ein Solist ${num(f.soloistFactor)}-fach. Ein Solo ohne Gewinner rechnet diese Seite ebenso ${num(f.soloistFactor)}-fach; die TSR regeln diesen Fall nicht.`,
    lesson: 'scoring-step-by-step#the-checklist',
  },
  {
    id: 'stich',
    term: 'Stich',
    forms: ['Stiche'],
    literal: 'von „stechen“',
    definition: ({ f }) =>
      rich`Vier Karten, eine von jedem Spieler. Wer den Stich macht, nimmt die Karten und spielt zum nächsten aus; ein Spiel hat ${num(f.handSize)} Stiche.`,
    lesson: 'how-a-deal-goes#tricks',
  },
  {
    id: 'taufen',
    term: 'taufen',
    literal: 'dem Vorbehalt einen Namen geben',
    definition: () => rich`Nach dem Vorbehalt sagen, was du spielst: ein Solo, eine Hochzeit oder (Hausregel) Armut.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
  {
    id: 'trumpf',
    term: 'Trumpf',
    forms: ['Trümpfe'],
    literal: 'vom lateinischen triumphus, Sieg',
    definition: ({ f }) =>
      rich`Eine Karte der Trumpffarbe, die jede Fehlkarte sticht. Im Normalspiel die Dullen, alle Damen, alle Buben und alle Karo-Karten: ${num(f.normalTrumps)} von ${num(f.cards)} Karten.`,
    lesson: 'trumps-and-plain-suits#trump-is-a-suit-of-its-own',
  },
  {
    id: 'trumpfabgabe',
    term: 'Trumpfabgabe',
    literal: 'die Trümpfe abgeben',
    house: true,
    definition: () => rich`Ein anderer Name für die Armut.`,
    lesson: 'poverty#a-house-rule',
  },
  {
    id: 'vorbehalt',
    term: 'Vorbehalt',
    literal: 'von „sich etwas vorbehalten“',
    definition: () =>
      rich`Den meldest du in der Vorbehaltsrunde an, wenn du etwas anderes als ein Normalspiel willst: ein Solo, eine Hochzeit oder (Hausregel) eine Armut. Danach taufst du ihn.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
  {
    id: 'vorgefuehrt',
    term: 'vorgeführt',
    literal: 'vorgeführt, wie man jemanden dem Richter vorführt',
    definition: () =>
      rich`Zum Solo gezwungen: gegen Ende einer Turnierrunde, wenn noch so viele Pflichtsoli offen sind wie Spiele übrig, muss der nächste, der eins schuldet, es jetzt spielen. Nach einem vorgeführten Solo gibt der nächste Geber.`,
    lesson: 'tournament-play#vorgeführt',
  },
  {
    id: 'vorhand',
    term: 'Vorhand',
    literal: 'wer als Erster dran ist',
    definition: () => rich`Der Spieler links vom Geber: er spricht in der Vorbehaltsrunde zuerst und spielt, außer beim Pflichtsolo, zum ersten Stich aus.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
];
