/**
 * Alles, was die Quizze sagen, auf Deutsch. Die Urteile der Engine kommen als Codes und Zahlen
 * (TrickWhy, IllegalPlay, AnnouncementRefusal, Zeilen der Abrechnung, Hinweise auf die
 * Parteien, die Regelzahlen aus ruleFacts) und werden hier zu Sätzen. Zwilling von src/i18n/en/quiz.ts.
 */
import type * as En from '../en/quiz.ts';
import { cardKinds, cardPoints, handSize, RANKS, rankOf, type CardId, type Suit } from '../../engine/cards.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { CALL_WORD, describeAnnouncementRefusal, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { cardOrder, type OrderKind } from '../../engine/order.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import type { AnnounceDrill, DrillItem, DrillKind, LegalDrill, PartyDrill, TrumpDrill, WinnerDrill } from '../../engine/quiz/drills.ts';
import type { PublicPartyEvidence } from '../../engine/view.ts';
import {
  ABSAGE_CALLS,
  LINE_POINTS,
  lineMeaning,
  lineTotals,
  SOLOIST_FACTOR,
  DOPPELKOPF_POINTS,
  specialLineReason,
  type Call,
  type LineReason,
} from '../../engine/scoring.ts';
import type { RuleFacts } from '../../engine/reference.ts';
import { callDeadlines, REPLY_GRACE } from '../../engine/announcements.ts';
import type { Contract } from '../../engine/contract.ts';
import type { DealResult } from '../../engine/outcome.ts';
import type { DealFacts, ScoreLevel, TrickSpecial } from '../../engine/quiz/score.ts';
import { lineAbsence, type LineAbsence } from '../../engine/quiz/absence.ts';
import type { GradeItem, WinnerAnswer } from '../../engine/quiz/sheet.ts';
import type { CreditGrade, LeadRule } from '../../engine/quiz/problems.ts';
import { contractName, partyMarkText, trickWhyText } from './site.ts';
import { cardName, rankName, suitName, type NameOptions } from '../runtime/names.ts';
import { num, percent, plural as pluralOf, signedNum } from '../runtime/numbers.ts';
import { seatName } from './seats.ts';

export { CALL_WORD, LINE_WORDS, PARTY_WORD, seatName };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const listWords = ((xs: readonly string[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} und ${xs[xs.length - 1]}`) satisfies typeof En.listWords;
/** Kartennamen immer deutsch, im Blatt aus den Einstellungen (französisch: Kreuz-Dame, deutsch: Eichel-Ober). */
const de = (o: NameOptions = {}): NameOptions => ({ ...o, lang: 'de' });
const cards = (ids: readonly CardId[], o: NameOptions) => listWords(ids.map((c) => cardName(c, de(o))));
const n = (k: number, one: string, other: string) => pluralOf(k, { one, other });
const karten = (k: number) => n(k, 'Karte', 'Karten');
const stiche = (k: number) => n(k, 'Stich', 'Stiche');
/** Nach „in“: „einem Stich“, „9 Stichen“. */
const inStichen = (k: number) => (k === 1 ? 'einem Stich' : n(k, 'Stich', 'Stichen'));
const ps = (p: Party) => PARTY_WORD[p];

export const quizText = {
  nav: 'Quiz',
  title: 'Teste dich',
  intro: 'Endlos Fragen aus echten Spielen, jede nach den Regeln geprüft und erklärt. Was du falsch hattest, kommt wieder, wenn es dran ist.',
  quizzes: {
    score: {
      title: 'Spiel abrechnen',
      text: 'Fülle den Abrechnungszettel eines gespielten Spiels aus: Gewinner, jede Zeile des Spielwerts, die Punkte aller vier.',
    },
    lead: { title: 'Das Ausspiel', text: 'Wähle die Karte zum Ausspielen aus einer echten Lage; die Simulation zeigt, wie jedes Ausspiel abschneidet.' },
    drills: { title: 'Übungsrunden', text: 'Kurze Runden zu einer Regel: Trumpf, Stiche, Bedienen, Ansagen, Parteien, Augen.' },
  },
  due: {
    title: 'Heute dran',
    none: 'Nichts ist dran. Beantworte ein paar Fragen, dann kommen sie hier wieder, wenn es Zeit ist.',
    more: (k: number) => `und ${n(k, 'weiterer Eintrag', 'weitere Einträge')}`,
    concept: 'Regel',
    item: 'Frage',
    overdue: 'dran',
  },
  progress: {
    title: 'Dein Fortschritt',
    streak: (k: number, best: number) =>
      k === 0
        ? `Heute noch keine Serie (Bestwert: ${n(best, 'Tag', 'Tage')}).`
        : `Serie: ${n(k, 'Tag', 'Tage')} am Stück (Bestwert: ${n(best, 'Tag', 'Tage')}).`,
    answered: (k: number) => `${n(k, 'Antwort', 'Antworten')} in diesem Browser gespeichert.`,
    level: (k: number, total: number) => `Abrechnen: Stufe ${num(k)} von ${num(total)} offen.`,
    misses: 'Fehler, nach Thema',
    noMisses: 'Keine Fehler zum Wiederholen.',
    reset: 'Den ganzen Quiz-Fortschritt löschen',
    resetConfirm: 'Wirklich den ganzen Quiz-Fortschritt in diesem Browser löschen?',
    resetDone: 'Der Quiz-Fortschritt wurde gelöscht.',
    migrated: 'Dein Quiz-Fortschritt wurde auf den neuen Stand gebracht.',
  },
  common: {
    check: 'Prüfen',
    next: 'Nächste Frage',
    newItem: 'Neue Frage',
    tryAgain: 'Noch mal',
    right: 'Richtig!',
    wrong: 'Nicht ganz.',
    hint: (step: number) => ['Tipp: die Regel', 'Tipp: die Kandidaten', 'Lösung zeigen'][step] ?? 'Keine Tipps mehr',
    hints: 'Tipps',
    share: 'Link zu dieser Frage',
    rules: 'Regeln',
    ddv: 'DDV-Turnierregeln',
    loading: 'Die Frage wird vorbereitet …',
    seconds: (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`,
    yes: 'Ja',
    no: 'Nein',
    notANumber: 'Gib eine ganze Zahl ein.',
    due: 'Zurück zur Quiz-Übersicht',
  },
  themes: {
    drill: (k: string) => `Übung: ${drillText.kinds[k as DrillKind] ?? k}`,
    score: (level: string) => `Abrechnen, Stufe ${level}`,
    lead: (rule: string) => `Ausspiel: ${rule}`,
  } as Record<string, (rest: string) => string>,
} satisfies typeof En.quizText;

/** Der Titel einer Fehlergruppe (`drill:trump`, `score:3`, `lead:…`). */
export function themeTitle(theme: string, leadRuleTitle: (rule: string) => string = (r) => r): string {
  const [head, ...rest] = theme.split(':');
  const tail = rest.join(':');
  if (head === 'lead') return `Ausspiel: ${leadRuleTitle(tail)}`;
  return quizText.themes[head]?.(tail) ?? theme;
}

// ---------------------------------------------------------------- Übungsrunden

export const drillText = {
  title: 'Übungsrunden',
  intro: 'Kurze Runden mit Fragen zu einer Regel. Jede Antwort wird nach den Regeln geprüft, und du erfährst, warum.',
  kinds: {
    trump: 'Trumpf oder nicht',
    winner: 'Welche Karte macht den Stich',
    legal: 'Welche Karten darf man spielen',
    announce: 'Ist diese Ansage jetzt erlaubt',
    party: 'Wer ist bisher Re',
    points: 'Die Augen eines Stichs zählen',
  } satisfies Record<DrillKind, string>,
  mixed: 'Von allem etwas',
  mixedCovered: 'Von allem etwas, was deine Lektionen schon hatten',
  kindLegend: 'Was üben',
  lessonDone: (k: number) => `Lektion ${num(k)}, erledigt`,
  lessonTodo: (k: number, title: string) => `Lektion ${num(k)}: „${title}“`,
  nextLessonIntro: 'Noch nicht dran gewesen:',
  orderNote: 'Jede Runde fängt mit den leichtesten Fragen an: Normalspiele vor Soli, ein Stich, in dem alle bedient haben, vor einem Stich mit Trumpf.',
  solos: 'Soli mit üben',
  solosHelp: (k: number, title: string, covered: boolean) =>
    covered
      ? `(ihre Kartenreihenfolge kommt in Lektion ${num(k)}, „${title}“, die du schon hattest)`
      : `(ihre Kartenreihenfolge kommt in Lektion ${num(k)}, „${title}“; bis dahin bleiben die Übungen beim Normalspiel)`,
  summary: {
    trump: (isTrump: boolean) => (isTrump ? 'ist Trumpf' : 'ist kein Trumpf'),
    trick: (leader: string) => `${leader} kam raus:`,
    wins: 'macht den Stich',
    winner: (seat: string, card: string) => `${seat} macht den Stich mit ${card}`,
    trickSoFar: 'Bisher im Stich:',
    hand: (seat: string) => `Blatt von ${seat}:`,
    mayPlay: 'darf gespielt werden',
    points: (k: number) => n(k, 'Auge', 'Augen'),
    announce: (seat: string, party: Party, call: Call, holding: number, allowed: boolean) =>
      `${seat}, ${ps(party)}, ${karten(holding)} auf der Hand: „${CALL_WORD[call]}“ ${allowed ? 'ist erlaubt' : 'ist nicht erlaubt'}.`,
    parties: (answer: readonly (Party | null)[]) => `${answer.map((p, seat) => `${seatName(seat)}: ${partyMarkText[p ?? 'unknown']}`).join(', ')}.`,
  },
  timed: (s: number) => `Auf Zeit: ${num(s)} Sekunden für die Runde`,
  start: 'Runde starten',
  position: (i: number, total: number) => `Frage ${num(i)} von ${num(total)}`,
  timeLeft: (t: string) => `noch ${t}`,
  finished: 'Runde geschafft',
  timeUp: 'Die Zeit ist um.',
  score: (right: number, total: number) => `${num(right)} von ${num(total)} richtig.`,
  again: 'Noch eine Runde',
  change: 'Andere Übung wählen',
  replayOne: 'Eine einzelne Frage, zurück aus deinem Fortschritt.',
  yourAnswer: 'Deine Antwort',
  contract: (kind: OrderKind) => contractName[kind],
  trumpQ: (card: string, contract: string) => `${contract}: ist ${card} Trumpf?`,
  winnerQ: (leader: number, trickNo: number, last: boolean) =>
    `${seatName(leader)} kam im ${num(trickNo)}. Stich raus${last ? ' (dem letzten Stich)' : ''}. Welche Karte macht ihn? Die Karten liegen in der gespielten Reihenfolge.`,
  legalQ: (seat: number) => `${seatName(seat)} ist dran. Markiere jede Karte im Blatt, die gespielt werden darf, und drücke dann auf Prüfen.`,
  trickSoFar: 'Bisher im Stich',
  hand: 'Das Blatt',
  handPick: 'Das Blatt: markiere jede Karte, die gespielt werden darf',
  announceQ: (seat: number, party: Party, call: Call, holding: number) =>
    `Du bist ${seatName(seat)}, du spielst ${ps(party)} und hast ${karten(holding)} auf der Hand. Darfst du jetzt „${CALL_WORD[call]}“ sagen?`,
  callsSoFar: (list: string) => (list ? `Bisherige Ansagen: ${list}.` : 'Noch hat keiner etwas angesagt.'),
  callMade: (seat: number, call: Call, cardsPlayed: number) => `${seatName(seat)} „${CALL_WORD[call]}“ nach ${karten(cardsPlayed)}`,
  partyQ: 'Du kiebitzt bei diesem Spiel und siehst kein Blatt. Wer ist nach diesen Karten und Ansagen sicher Re, wer Kontra?',
  /** Die Wörter der Lektionen für eine Partei (dieselben am Tisch und in den Aufgaben der Lektionen). */
  partyOptions: partyMarkText,
  pointsQ: 'Wie viele Augen liegen in diesem Stich?',
  pointsLabel: 'Augen',
};

/** „im Normalspiel“, „im Kreuzsolo“: das Spiel einer Frage, mitten im Satz. */
const GAME_IN: Record<OrderKind, string> = {
  normal: 'im Normalspiel',
  clubs: 'im Kreuzsolo',
  spades: 'im Piksolo',
  hearts: 'im Herzsolo',
  diamonds: 'im Karosolo',
  queens: 'im Damensolo',
  jacks: 'im Bubensolo',
  aces: 'im Fleischlosen',
};

/** Über die gefragte Karte, mit den Wörtern der Lektion: ihr Platz unter den Trümpfen oder ihre Fehlfarbe. */
function trumpWhy(item: TrumpDrill, o: NameOptions): string {
  const card = cardName(item.card, de(o));
  const game = GAME_IN[item.contract];
  if (item.answer)
    return `Ja: ${cap(game)} ist ${card} Trumpf (Nummer ${num(item.trumps.indexOf(item.card) + 1)} von ${num(item.trumps.length)}, von oben gezählt).`;
  const suit = suitName(cardOrder(item.contract, item.rules).suit[item.card] as Suit, de(o));
  if (item.trumps.length === 0) return `Nein: ${cap(game)} gibt es gar keinen Trumpf, also ist ${card} Fehl (${suit}).`;
  return `Nein: ${cap(game)} ist ${card} kein Trumpf, sondern Fehl (${suit}).`;
}

function announceWhy(item: AnnounceDrill): string {
  if (item.refusal) return `${cap(describeAnnouncementRefusal(item.refusal))}.`;
  const what = `„${CALL_WORD[item.call]}“`;
  return item.reply
    ? `${what} ist als Erwiderung auf die Ansage der Gegner erlaubt: eine Erwiderung darf eine Karte später kommen als deren Ansage, mit mindestens ${karten(item.needed)} auf der Hand, und du hast ${num(item.holding)}.`
    : `${what} braucht mindestens ${karten(item.needed)} auf der Hand (jede Stufe, die darin steckt, muss noch rechtzeitig sein), und du hast ${num(item.holding)}.`;
}

const bothReKnown = (seats: readonly string[]) => `beide Re-Spieler sind bekannt, also ${seats.length === 1 ? 'ist' : 'sind'} ${listWords(seats)} Kontra`;

/** Was die Partei eines Spielers zeigt, als Satzteil (evidenceText macht einen Satz daraus). */
function evidenceClause(e: PublicPartyEvidence): string {
  switch (e.code) {
    case 'clubQueen':
      return `${seatName(e.seat)} hat im ${num(e.trickNo)}. Stich eine Kreuz-Dame gespielt, ist also Re`;
    case 'announced':
      return `${seatName(e.seat)} hat „${CALL_WORD[e.call]}“ gesagt, das zeigt die Partei: ${ps(e.party)}`;
    case 'bothReKnown':
      return bothReKnown([seatName(e.seat)]);
    case 'silentSolo':
      return e.seat === e.soloist
        ? `${seatName(e.seat)} hat beide Kreuz-Damen gespielt: ein stilles Solo, allein Re`
        : `${seatName(e.soloist)} hat beide Kreuz-Damen gespielt (ein stilles Solo), also ist ${seatName(e.seat)} Kontra`;
  }
}

export function evidenceText(e: PublicPartyEvidence): string {
  return `${cap(evidenceClause(e))}.`;
}

/** Alle vier Spieler der Frage in einem Satz: was die bekannten Parteien zeigt, dann wer unbekannt ist. */
function partyWhy(item: PartyDrill): string {
  // Das Abzählen sagt für alle übrigen Spieler dasselbe: einmal für alle.
  const counted = item.evidence.filter((e) => e.code === 'bothReKnown').map((e) => seatName(e.seat));
  const clauses = item.evidence.filter((e) => e.code !== 'bothReKnown').map(evidenceClause);
  if (counted.length > 0) clauses.push(bothReKnown(counted));
  const unknown = item.answer.map((p, s) => (p === null ? seatName(s) : null)).filter((x): x is string => x !== null);
  if (unknown.length > 0)
    clauses.push(`${listWords(unknown)}: ${partyMarkText.unknown.toLowerCase()} (keine Kreuz-Dame gespielt, keine Ansage, nichts abzuleiten)`);
  return `${cap(clauses.join('; '))}.`;
}

/** Welche Karten das Blatt spielen darf und warum, in einem Satz. */
function legalWhy(item: LegalDrill, o: NameOptions): string {
  const led = item.led === 'T' ? 'Trumpf' : suitName(item.led, de(o));
  if (item.illegal.length === 0)
    return `${led} wurde ausgespielt, und dieses Blatt hat ${item.led === 'T' ? 'keinen Trumpf' : `kein ${led}`}: jede Karte darf gespielt werden.`;
  return `${led} wurde ausgespielt, also darf nur mit ${led} bedient werden: ${cards(item.answer, o)}.`;
}

/** Die Karte, die den Stich macht, und warum, in einem Satz (die Lektion nennt auch die anderen Fehlfarben). */
function winnerWhy(item: WinnerDrill, o: NameOptions): string {
  return trickWhyText(item.why.code === 'highestOfLed' ? { ...item.why, others: [] } : item.why, de(o));
}

/** Die Begründung der Engine für die richtige Antwort: ein Satz über die gefragte Sache. */
export function drillWhy(item: DrillItem, o: NameOptions = {}): string {
  switch (item.kind) {
    case 'trump':
      return trumpWhy(item, o);
    case 'winner':
      return winnerWhy(item, o);
    case 'legal':
      return legalWhy(item, o);
    case 'announce':
      return `${item.answer ? 'Ja' : 'Nein'}: ${announceWhy(item)}`;
    case 'party':
      return partyWhy(item);
    case 'points':
      return `${item.trick.map((c) => `${cardName(c, de(o))} ${cardPoints(c)}`).join(', ')}: ${n(item.answer, 'Auge', 'Augen')}.`;
  }
}

export function callsSoFarText(calls: readonly { seat: Seat; call: Call; cardsPlayed: number }[]): string {
  return drillText.callsSoFar(calls.map((a) => drillText.callMade(a.seat, a.call, a.cardsPlayed)).join('; '));
}

/** Die drei Tipps einer Übungsfrage: die Regel, die Kandidaten, die Lösung. */
export function drillHint(item: DrillItem, step: number, o: NameOptions = {}): string {
  if (step >= 2) return drillWhy(item, o);
  const order = cardOrder(item.contract, item.rules);
  const isTrump = (c: CardId) => order.suit[c] === 'T';
  switch (item.kind) {
    case 'trump':
      return step === 0
        ? 'Was Trumpf ist, hängt vom Spiel ab: im Normalspiel und im Karosolo die Dulle (♥10), alle Damen, alle Buben und Karo; im Farbsolo diese Farbe statt Karo; im Damen- oder Bubensolo nur diese; im Fleischlosen gar nichts.'
        : `Das ist ein Spiel der Art „${contractName[item.contract]}“. Es hat ${n(item.trumps.length, 'Art', 'Arten')} Trumpfkarten.`;
    case 'winner': {
      if (step === 0)
        return 'Der höchste Trumpf macht den Stich. Ohne Trumpf macht ihn die höchste Karte der ausgespielten Farbe. Von zwei gleichen Karten gewinnt die zuerst gespielte (außer eine Hausregel sagt für die Dulle etwas anderes).';
      const trumps = item.trick.filter(isTrump);
      return trumps.length > 0
        ? `Im Stich liegen ${n(trumps.length, 'Trumpf', 'Trümpfe')}: ${cards(trumps, o)}. Nur sie können ihn machen.`
        : `Keiner hat gestochen: nur Karten der ausgespielten Farbe können den Stich machen (${cards(
            item.trick.filter((c) => order.suit[c] === order.suit[item.trick[0]]),
            o,
          )}).`;
    }
    case 'legal': {
      if (step === 0)
        return 'Bedien die Farbe der ersten Karte im Stich. Trumpf ist eine eigene Farbe: eine Dame oder ein Bube (im Normalspiel) gehört zum Trumpf, nicht zu ihrer aufgedruckten Farbe. Nur wer die Farbe nicht hat, darf spielen, was er will: stechen oder abwerfen.';
      const led = item.led;
      const same = [...new Set(item.hand)].filter((c) => order.suit[c] === led);
      return `${cardName(item.trick[0], de(o))} wurde ausgespielt, also ist es ein ${led === 'T' ? 'Trumpf' : suitName(led, de(o))}-Stich. ${same.length > 0 ? `Davon hat das Blatt ${cards(same, o)}.` : 'Davon hat das Blatt keine Karte.'}`;
    }
    case 'announce':
      return step === 0 ? announceRuleHint(item.rules) : `Du hast ${karten(item.holding)} auf der Hand. ${callsSoFarText(item.calls)}`;
    case 'party':
      return step === 0
        ? 'Wer die Kreuz-Damen hat, ist Re. Eine gespielte Kreuz-Dame zeigt einen Re-Spieler; eine Ansage zeigt die Partei des Ansagers. Sind beide Spieler einer Partei bekannt, sind die anderen beiden die andere Partei.'
        : item.evidence.length === 0
          ? 'Es wurde noch keine Kreuz-Dame gespielt und keiner hat angesagt.'
          : `Achte auf: ${
              item.evidence
                .filter((e) => e.code === 'clubQueen' || e.code === 'announced')
                .map(evidenceText)
                .join(' ') || 'das, was sich aus dem Bekannten ableiten lässt.'
            }`;
    case 'points':
      return step === 0 ? pointsRuleHint(item.rules, o) : item.trick.map((c) => `${cardName(c, de(o))}: ${cardPoints(c)}`).join(', ');
  }
}

/** Die Fristen der Ansagen nach den Regeln der Frage (12 oder 10 Karten zu Beginn), aus der Engine. */
function announceRuleHint(rules: RuleSet): string {
  const d = callDeadlines(handSize(rules), 0);
  const absageWords = ABSAGE_CALLS.map((call, i) => `${CALL_WORD[call]} ${i === 0 ? `mindestens ${num(d[call])}` : num(d[call])}`).join(', ');
  return `Re oder Kontra braucht mindestens ${karten(d.ansage)} auf der Hand, ${absageWords}. Eine Absage braucht zuerst Re oder Kontra der eigenen Partei (beides darf gleichzeitig kommen). Eine Erwiderung auf die Ansage der Gegner darf ${REPLY_GRACE === 1 ? 'eine Karte' : karten(REPLY_GRACE)} später kommen als deren Ansage.`;
}

/** Die Augen jedes Rangs im Blatt der Frage, aus der Engine. */
function pointsRuleHint(rules: RuleSet, o: NameOptions): string {
  const inPack = cardKinds(rules);
  const ranks = RANKS.filter((k) => inPack.some((c) => rankOf(c) === k)).map((k) => `${rankName(k, de(o))} ${cardPoints(`C${k}`)}`);
  return `${listWords(ranks)}. Ein Trumpf zählt so viel wie die Karte seines aufgedruckten Rangs.`;
}

// ---------------------------------------------------------------- Spiel abrechnen

export const scoreText = {
  title: 'Spiel abrechnen',
  intro:
    'Ein Spiel, von den Computerspielern zu Ende gespielt. Fülle den Abrechnungszettel aus wie am Tisch: wer gewonnen hat, jede Zeile des Spielwerts und die Punkte der vier Spieler.',
  levels: {
    1: 'Normalspiel ohne Ansagen',
    2: 'Mit Re und Kontra',
    3: 'Mit Absagen (keine 90 …)',
    4: 'Sonderpunkte',
    5: 'Soli und stille Soli',
    6: 'Hochzeiten',
    7: 'Spiele ohne Gewinner',
    8: 'Hausregeln',
  } as Record<ScoreLevel, string>,
  levelLabel: 'Stufe',
  levelOption: (k: number, name: string, locked: boolean) => `${num(k)}. ${name}${locked ? ' (gesperrt)' : ''}`,
  lockedNote: (k: number) =>
    `Stufe ${num(k)} ist noch nicht offen: rechne erst zwei Zettel der Stufe davor fehlerfrei ab. Du siehst sie, weil der Link sie verlangt.`,
  linkRules: 'Diese Frage nimmt die Hausregeln aus ihrem Link, nicht deine Einstellungen.',
  newDeal: 'Neues Spiel',
  deal: 'Das Spiel',
  tricks: 'Die zwölf Stiche',
  tricksN: (k: number) => (k === 12 ? 'Die zwölf Stiche' : `Die ${num(k)} Stiche`),
  facts: 'Die Fakten',
  specialEvents: 'Sonderpunkte im Spiel',
  noSpecialEvents: 'Keine.',
  /** Wie die Wiederholungsliste des Quiz eine Fähigkeit beim Abrechnen nennt (steht im Fortschritt). */
  concept: { line: (line: string) => `Abrechnungszeile: ${line}`, winner: 'Abrechnen: wer gewonnen hat', scores: 'Abrechnen: die Punkte der vier Spieler' },
  viewFacts: 'Fakten',
  viewTricks: 'Stiche',
  sheet: 'Dein Abrechnungszettel',
  keySheet: 'Der richtige Zettel',
  winner: 'Gewinner',
  winnerOptions: { re: 'Re', kontra: 'Kontra', none: 'Keiner (kein Gewinner)' } as Record<WinnerAnswer, string>,
  linesCaption: 'Die Zeilen des Spielwerts: Punkte für jede Partei',
  line: 'Zeile',
  scores: 'Punkte',
  scoreOf: (seat: number) => `${seatName(seat)}`,
  fieldLabel: (line: string, party: string) => `${line}: Punkte für ${party}`,
  notNumber: 'Manche Felder enthalten keine ganze Zahl; sie sind markiert.',
  check: 'Zettel prüfen',
  tryAgain: 'Meinen Zettel korrigieren',
  result: (right: number, total: number, credit: number) => `${num(right)} von ${num(total)} Posten richtig (${percent(credit)} Wertung).`,
  allRight: 'Jede Zeile und alle Punkte sind richtig.',
  grading: 'Zeile für Zeile',
  yourValue: 'Deins',
  correctValue: 'richtig',
  empty: '–',
} satisfies typeof En.scoreText;

const creditText = (e: { re: number; kontra: number }) => {
  const parts = (['re', 'kontra'] as const).filter((p) => e[p] !== 0).map((p) => `${signedNum(e[p])} für ${ps(p)}`);
  return parts.length ? parts.join(' und ') : 'nichts';
};

function targetText(t: DealFacts['targets']['re']): string {
  if ('tricks' in t) return t.tricks === 'all' ? 'alle Stiche' : 'mindestens einen Stich';
  return `${num(t.points)} Augen`;
}

const whoSaid = (f: DealFacts, party: Party) => {
  const a = f.announcements.find((x) => f.parties[party].includes(x.seat));
  return a ? ` (von ${seatName(a.seat)})` : '';
};

/** Warum eine Zeile im Ergebnis der Engine steht, in Worten (die Fakten des Spiels). */
export function lineWhy(reason: LineReason, party: Party, f: DealFacts, winner: Party | null): string {
  const P = ps(party);
  const opp: Party = party === 're' ? 'kontra' : 're';
  const O = ps(opp);
  const meaning = lineMeaning(reason);
  const points = LINE_POINTS[reason];
  const count = (line: LineReason) => f.specials.filter((e) => e.party === party && specialLineReason(e, f.rules) === line);
  const tricksOf = (events: readonly { trickNo: number }[]) => listWords(events.map((e) => `${num(e.trickNo)}. Stich`));
  switch (meaning.kind) {
    case 'won':
      return `${P} hat das Ziel von ${targetText(f.targets[party])} erreicht, mit ${num(f.cardPoints[party])} Augen in ${inStichen(f.tricks[party])}`;
    case 'below':
      return `${O} hat ${num(f.cardPoints[opp])} Augen gemacht, weniger als ${meaning.threshold}`;
    case 'schwarz':
      return `${O} hat keinen Stich gemacht`;
    case 'reached':
      return `${P} hat ${num(f.cardPoints[party])} Augen gemacht, mindestens ${meaning.points}, gegen „${CALL_WORD[meaning.against]}“ von ${O}`;
    case 'ansage':
      return `${ps(meaning.party)} wurde angesagt${whoSaid(f, meaning.party)}: ${n(points, 'Punkt', 'Punkte')} für den Gewinner${winner && winner !== meaning.party ? `, ${ps(winner)}` : ''}`;
    case 'absage':
      return `${ps(meaning.party)} hat „${CALL_WORD[meaning.call]}“ abgesagt${whoSaid(f, meaning.party)}, ${points === 1 ? 'ein Punkt' : n(points, 'Punkt', 'Punkte')} für den Gewinner`;
    case 'special':
      break;
  }
  switch (reason) {
    case 'againstTheElders':
      return 'Kontra hat gegen die Alten gewonnen';
    case 'doppelkopf': {
      const ev = count('doppelkopf');
      return `${P} hat ${stiche(ev.length)} mit ${DOPPELKOPF_POINTS} Augen oder mehr gemacht (${listWords(ev.map((e) => `${num(e.trickNo)}. Stich: ${num(f.trickPoints[e.trickNo - 1])}`))})`;
    }
    case 'foxCaught': {
      const ev = count('foxCaught');
      return `${P} hat ${ev.length === 1 ? 'einen Fuchs' : `${num(ev.length)} Füchse`} (♦A) von ${O} gefangen (${tricksOf(ev)})`;
    }
    case 'foxCaughtLastTrick':
      return `${P} hat einen Fuchs von ${O} im letzten Stich gefangen, nach der Hausregel ${n(points, 'Punkt', 'Punkte')} wert`;
    case 'karlchen':
      return `Ein Karlchen (♣B) von ${P} hat den letzten Stich gemacht`;
    case 'karlchenCaught':
      return `${P} hat ein Karlchen von ${O} im letzten Stich gefangen`;
    case 'lieschenMueller':
      return `${P} hat ein Karlchen von ${O} im letzten Stich mit einer ♦D gefangen`;
    default:
      return LINE_WORDS[reason];
  }
}

/** Warum die Zeile des Lernenden gar nicht auf den Zettel gehört (lineAbsence der Engine in Worten). */
function absenceText(a: LineAbsence): string {
  switch (a.code) {
    case 'specialInSolo':
      return 'im Solo zählen keine Sonderpunkte (und kein „gegen die Alten“)';
    case 'noWinner':
      return 'keiner hat sein Ziel erreicht, also gibt es keinen Gewinner: kein „gewonnen“, und Ansagen bringen nichts';
    case 'notBelow':
      return `${ps(a.opponents)} hat ${num(a.points)} Augen gemacht, nicht weniger als ${a.threshold}`;
    case 'missedTarget':
      return `${ps(a.party)} hat sein Ziel von ${targetText(a.target)} nicht erreicht: nur ${num(a.points)} Augen`;
    case 'tricksWon':
      return `${ps(a.opponents)} hat ${stiche(a.tricks)} gemacht`;
    case 'notAnnounced':
      return `keiner hat ${CALL_WORD[a.call]} gesagt`;
    case 'onlyKontraWins':
      return 'das gibt es nur, wenn Kontra ein Normalspiel gewinnt';
    case 'absageNotMade':
      return `${ps(a.party)} hat „${CALL_WORD[a.call]}“ nicht abgesagt`;
    case 'didNotHappen':
      return 'das ist in diesem Spiel nicht passiert';
  }
}

/** Ein bewerteter Posten in Worten. */
export function gradeItemText(item: GradeItem, f: DealFacts, r: DealResult): string {
  switch (item.kind) {
    case 'winner': {
      const expected = item.expected === 'none' ? 'keiner hat gewonnen' : `${ps(item.expected)} hat gewonnen`;
      const why = r.winner
        ? lineWhy('won', r.winner, f, r.winner)
        : `Re brauchte ${targetText(f.targets.re)}, Kontra ${targetText(f.targets.kontra)}; Re hat ${num(f.cardPoints.re)} gemacht, Kontra ${num(f.cardPoints.kontra)}`;
      return item.ok
        ? `Gewinner: richtig, ${expected}.`
        : `Gewinner: ${expected} – ${why}. Du hast geschrieben: ${item.given ? scoreText.winnerOptions[item.given] : 'nichts'}.`;
    }
    case 'line': {
      const label = cap(LINE_WORDS[item.reason]);
      const due = (['re', 'kontra'] as const).filter((p) => item.expected[p] !== 0);
      if (item.ok) return `${label}: richtig, ${creditText(item.expected)}.`;
      if (due.length === 0) {
        const wrote = (['re', 'kontra'] as const).find((p) => item.given[p] !== 0)!;
        return `${label}: gehört nicht auf diesen Zettel – ${absenceText(lineAbsence(item.reason, wrote, f, r.winner))}. Du hast ${creditText(item.given)} geschrieben.`;
      }
      const why = due.map((p) => `${lineWhy(item.reason, p, f, r.winner)}: ${creditText({ re: 0, kontra: 0, [p]: item.expected[p] })}`).join('; ');
      return `${label}: ${why}. Du hast ${creditText(item.given)} geschrieben.`;
    }
    case 'scores':
      return item.ok
        ? `Punkte: richtig, ${item.expected.map((v, i) => `${seatName(i)} ${signed(v)}`).join(', ')}.`
        : `Punkte: ${scoresWhy(f, r)} du hast geschrieben: ${item.given.map((v, i) => `${seatName(i)} ${v === null ? 'nichts' : signed(v)}`).join(', ')}.`;
  }
}

/** „+3“, „−3“ (U+2212), „0“. */
export const signed = ((k: number) => signedNum(k)) satisfies typeof En.signed;

const timesWord = (k: number) => (k === 2 ? 'das Doppelte' : k === 3 ? 'das Dreifache' : `das ${num(k)}-Fache`);

/** Wie aus dem Spielwert die vier Punktzahlen werden. */
export function scoresWhy(f: DealFacts, r: DealResult): string {
  const totals = lineTotals(r.lines);
  const value = `Der Spielwert aus Sicht von Re ist ${signed(r.value)} (Re ${num(totals.re)} \u2212 Kontra ${num(totals.kontra)}).`;
  const [re, kontra] = [f.parties.re[0], f.parties.kontra[0]];
  if (f.parties.re.length === 1) {
    return `${value} Im Solo bekommt der Solist, ${seatName(re)}, ${timesWord(SOLOIST_FACTOR)} des Werts, ${signed(r.scores[re])}; jeder der drei anderen ${signed(r.scores[kontra])}.`;
  }
  return `${value} Jeder Re-Spieler (${listWords(f.parties.re.map((s) => seatName(s)))}) bekommt ${signed(r.scores[re])}, jeder Kontra-Spieler (${listWords(f.parties.kontra.map((s) => seatName(s)))}) ${signed(r.scores[kontra])}.`;
}

/** Das Spiel und die Parteien in einem Satz. */
export function contractText(f: DealFacts, marriage: { clarifiedIn: number | null; partner: number | null } | null): string {
  const c = f.contract;
  const re = listWords(f.parties.re.map((s) => seatName(s)));
  const kontra = listWords(f.parties.kontra.map((s) => seatName(s)));
  switch (c.kind) {
    case 'normal':
      return f.solo
        ? `Ein stilles Solo: ${re} hat beide Kreuz-Damen und spielt allein als Re gegen ${kontra}. Abgerechnet wird es wie ein Solo.`
        : `Ein Normalspiel. Re (die Kreuz-Damen): ${re}. Kontra: ${kontra}.`;
    case 'solo':
      return `${contractName[c.solo]} von ${seatName(c.declarer)} (${c.compulsory ? 'ein Pflichtsolo' : 'ein Lustsolo'}): Re allein gegen ${kontra}.`;
    case 'marriage':
      return marriage?.partner != null
        ? `Eine Hochzeit: ${seatName(c.declarer)} hat beide Kreuz-Damen; ${seatName(marriage.partner)} hat den ${num(marriage.clarifiedIn ?? 0)}. Stich gemacht, den Klärungsstich, und ist der Partner. Re: ${re}. Kontra: ${kontra}.`
        : `Eine Hochzeit von ${seatName(c.declarer)}, bei der kein anderer einen der ersten Stiche gemacht hat: daraus wurde ein Karosolo, abgerechnet als Solo. Re: ${re} allein.`;
    case 'poverty':
      return `Eine Armut von ${seatName(c.declarer)}, übernommen von ${seatName(c.partner)}: die beiden sind Re. Kontra: ${kontra}.`;
  }
}

export function callsText(f: DealFacts): string {
  if (f.announcements.length === 0) return 'Keiner hat angesagt.';
  return `${f.announcements.map((a) => `${seatName(a.seat)} hat „${CALL_WORD[a.call]}“ gesagt, ${a.cardsPlayed === 0 ? 'vor der ersten Karte' : `nach ${karten(a.cardsPlayed)}`}`).join('; ')}.`;
}

export function pointsText(f: DealFacts): string {
  return `Re hat ${num(f.cardPoints.re)} Augen in ${inStichen(f.tricks.re)} gemacht, Kontra ${num(f.cardPoints.kontra)} in ${inStichen(f.tricks.kontra)}.`;
}

export function targetsText(f: DealFacts): string {
  return `Ziele: Re braucht ${targetText(f.targets.re)}, Kontra ${targetText(f.targets.kontra)}.`;
}

export function specialText(e: TrickSpecial): string {
  const P = ps(e.party);
  const trick = `${num(e.trickNo)}. Stich`;
  switch (e.kind) {
    case 'doppelkopf':
      return `${trick}: ein Doppelkopf für ${P}`;
    case 'fox':
      return `${trick}: ${P} fängt einen Fuchs${e.lastTrick ? ' (im letzten Stich)' : ''}`;
    case 'karlchen':
      return `${trick}: Karlchen (♣B) von ${P} macht den letzten Stich`;
    case 'karlchenCaught':
      return `${trick}: ${P} fängt ein Karlchen${e.card ? ` mit ${cardName(e.card as CardId, de())}` : ''}`;
  }
}

/** Tipp 1: die Regeln, die die Stufe übt, mit den Zahlen aus den Regeln der Engine. */
export const scoreRuleHint: Record<ScoreLevel, (r: RuleFacts) => string> = {
  1: (r) =>
    `Re (die Kreuz-Damen) braucht ${num(r.reNeeds)} Augen, Kontra ${num(r.kontraNeeds)}. Der Gewinner bekommt ${r.absagePoints} für „gewonnen“, je ${r.absagePoints} mehr für ${listWords(r.absageThresholds.map((t) => `„keine ${t}“`))}, unter denen die Verlierer geblieben sind, und ${r.absagePoints} für „schwarz“, wenn sie keinen Stich gemacht haben. Gewinnt Kontra, kommt ${r.absagePoints} für „gegen die Alten“ dazu. Jeder Gewinner bekommt den Spielwert, jeder Verlierer minus den Spielwert.`,
  2: (r) =>
    `Jedes Re und jedes Kontra bringt dem Gewinner ${n(r.ansagePoints, 'Punkt', 'Punkte')}, egal wer es gesagt hat. „Kontra“ allein (ohne „Re“) verschiebt die Ziele: Re braucht dann ${num(r.onlyKontraNeeds.re)}, Kontra ${num(r.onlyKontraNeeds.kontra)}.`,
  3: (r) => {
    const [t90, t60, t30] = r.absageThresholds;
    const [r90, r60, r30, rSchwarz] = r.reachedAgainst;
    return `Eine Absage ändert die Ziele: bei keine 90 müssen die Gegner unter ${t90} bleiben (keine 60 unter ${t60}, keine 30 unter ${t30}, schwarz: kein Stich). Jede abgesagte Stufe bringt dem Gewinner ${r.absagePoints} und schließt die niedrigeren Stufen und das Re/Kontra der Partei ein. Wer gegen keine 90 ${r90} erreicht (${r60} gegen keine 60, ${r30} gegen keine 30, ${rSchwarz} gegen schwarz), bekommt je ${r.absagePoints}.`;
  },
  4: (r) =>
    `Sonderpunkte im Normalspiel: ein Doppelkopf (ein Stich mit ${r.doppelkopfPoints} Augen oder mehr) für die Partei, die ihn macht; ein gefangener Fuchs (♦A) der anderen Partei; Karlchen: ein ♣B, der den letzten Stich macht. Die Sonderpunkte jeder Partei zählen für sie, egal wer gewonnen hat; sie werden gegen die anderen Zeilen gerechnet.`,
  5: (r) =>
    `Ein Solo wird wie ein Normalspiel abgerechnet, aber ohne Sonderpunkte und ohne „gegen die Alten“; der Solist bekommt ${timesWord(r.soloistFactor)} des Spielwerts, jeder Gegner minus den Spielwert. Wer beide Kreuz-Damen hat und nichts sagt, spielt ein stilles Solo.`,
  6: (r) =>
    `Eine Hochzeit wird wie ein Normalspiel mit Sonderpunkten abgerechnet, sobald der Partner gefunden ist. Macht der Hochzeiter die ersten ${num(r.marriageTricks)} Stiche selbst, wird daraus ein Karosolo, abgerechnet als Solo.`,
  7: (r) =>
    `Haben beide Parteien abgesagt und beide ihr Ziel verfehlt, gewinnt keiner: kein „gewonnen“, keine Punkte für Ansagen. Es zählen nur ${listWords([...r.absageThresholds.map((t) => `„keine ${t}“`), '„schwarz“'])} (für die Partei, deren Gegner darunter geblieben sind), die gegen Absagen der Gegner erreichten Augen und die Sonderpunkte.`,
  8: (r) =>
    `Hausregeln ändern einzelne Zeilen: ein Fuchs im letzten Stich kann ${n(r.foxLastTrickPoints, 'Punkt', 'Punkte')} zählen, ein gefangenes Karlchen kann zählen, ohne Neunen gibt es nur ${num(r.tricksWithoutNines)} Stiche, und bei der Armut sind der Arme und der, der die Karten genommen hat, Re.`,
} satisfies typeof En.scoreRuleHint;

/** Tipp 2: die Kandidaten – welche Zeilen auf diesen Zettel gehören (ohne ihre Punkte). */
export function scoreCandidates(r: DealResult, f: DealFacts): string {
  const lines = r.lines.map((l) => `${LINE_WORDS[l.reason]} (${ps(l.party)})`);
  return `${pointsText(f)} ${targetsText(f)} Auf den Zettel gehören ${n(lines.length, 'Zeile', 'Zeilen')}: ${lines.length ? listWords(lines) : 'keine'}.`;
}

// ---------------------------------------------------------------- Ausspiel

/** Jede Faustregel fürs Ausspiel (docs/tactics.md): Titel und Regel, wie die Tabellen sie sagen. */
export const LEAD_RULE_TEXT: Record<LeadRule, { title: string; rule: string }> = {
  singleBlackAce: {
    title: 'Erst ein einzelnes schwarzes Ass',
    rule: 'Zu Beginn spielst du ein schwarzes Ass, das du nur einmal hast: die erste Runde einer Farbe läuft meist durch, die zweite wird fast immer gestochen.',
  },
  shortestAceFirst: {
    title: 'Die kürzeste Farbe zuerst',
    rule: 'Mit einzelnen Assen in Kreuz und Pik oder mehreren Assen spielst du das Ass der kürzesten Farbe zuerst.',
  },
  singleHeartAce: {
    title: 'Dann ein einzelnes Herz-Ass',
    rule: 'Ohne einzelnes schwarzes Ass spielst du ein einzelnes Herz-Ass: mit nur sechs Herz-Fehlkarten steht es nur in der ersten Runde.',
  },
  aceFromPair: {
    title: 'Dann ein Ass aus einer kurzen Farbe',
    rule: 'Ohne einzelne Asse spielst du ein Ass mit einer weiteren Karte seiner Farbe: es steht etwa jedes zweite Mal, und nach zwei Runden kannst du stechen.',
  },
  secondRoundRuffed: {
    title: 'Asse vor der zweiten Runde holen',
    rule: 'Hol deine Fehl-Asse, bevor ein Gegner seins bringt: eine zweite Runde wird fast immer gestochen, und ein zweites Ass steht nur etwa jedes fünfte Mal.',
  },
  noSecondHeart: { title: 'Keine zweite Runde Herz', rule: 'Spiel möglichst keine zweite Runde Herz: die Gegner stechen und werfen dabei ab.' },
  reTrumpToPartner: {
    title: 'Als Re Trumpf zum Partner',
    rule: 'Dann gibst du das Spiel an deinen Partner ab: als Re spielst du Trumpf zur Kreuz-Dame deines Partners.',
  },
  kontraSideSuit: { title: 'Als Kontra Fehl', rule: 'Als Kontra spielst du Fehl, wo dein Partner das Ass haben oder stechen kann.' },
  trumpForKontraPartner: {
    title: 'Partner hat Kontra gesagt: Trumpf',
    rule: 'Hat dein Partner Kontra gesagt, spielst du Trumpf, denn er sollte mindestens eine Dulle haben.',
  },
  marriageDulle: { title: 'Gegen eine Hochzeit: die Dulle', rule: 'Gegen eine Hochzeit spielst du die Dulle und machst den Klärungsstich selbst.' },
  marriageShortAce: { title: 'Gegen eine Hochzeit: das kurze Ass', rule: 'Gegen eine Hochzeit ohne Dulle spielst du ein Ass deiner kürzesten Farbe.' },
  soloPullTrumps: {
    title: 'Im Trumpfsolo Trümpfe ziehen',
    rule: 'Als Solist eines Trumpfsolos mit Ausspiel ziehst du den Gegnern die Trümpfe von oben; dann stehen deine Asse.',
  },
};

/** Der Titel der Faustregel einer Ausspiel-Aufgabe; `simulated` für erzeugte Aufgaben. */
export function leadRuleTitle(rule: string): string {
  return rule === 'simulated' ? leadText.generatedTheme : (LEAD_RULE_TEXT[rule as LeadRule]?.title ?? rule);
}

export const leadText = {
  title: 'Das Ausspiel',
  intro: 'Du kommst raus. Wähle eine Karte aus deinem Blatt; dann siehst du, wie jedes Ausspiel in Hunderten simulierter Spiele abgeschnitten hat.',
  problems: 'Aufgaben',
  problemsIntro: (k: number) =>
    `${num(k)} Aufgaben, jede zu einer Faustregel. Oder probier eine Lage, die keiner von Hand ausgesucht hat: ein neues Spiel, nur von der Simulation bewertet.`,
  generated: 'Ein neues Spiel, von der Simulation bewertet',
  generatedTitle: (seed: number) => `Ausspiel, Mischung Nr. ${seed}`,
  generatedTheme: 'Ausspiel, von der Simulation bewertet',
  generatedNote: 'Eine erzeugte Aufgabe: es gibt keine ausgesuchte Lösung. Jedes Ausspiel im 95-%-Intervall der Simulation um das beste ist richtig.',
  youAre: (seat: number, party: string | null) => `Du sitzt ${seatName(seat)}${party ? `, ${party}` : ''}, und du kommst raus.`,
  contract: (c: Contract, seat: number): string => {
    switch (c.kind) {
      case 'normal':
        return 'Ein Normalspiel.';
      case 'marriage':
        return `${seatName(c.declarer)} hat eine Hochzeit angemeldet (beide Kreuz-Damen): wer als Erster von den anderen einen der ersten Stiche macht, wird Partner.`;
      case 'poverty':
        return `Eine Armut von ${seatName(c.declarer)}, übernommen von ${seatName(c.partner)}.`;
      case 'solo':
        return `${c.declarer === seat ? 'Du spielst' : `${seatName(c.declarer)} spielt`} ${contractName[c.solo]}${c.compulsory ? ' (Pflichtsolo: der Solist kommt raus)' : ''}.`;
    }
  },
  yourHand: 'Dein Blatt: wähle die Karte zum Ausspielen',
  position: 'Die Lage',
  tricksSoFar: 'Bisherige Stiche',
  noTricks: 'Das ist der erste Stich des Spiels.',
  ruleLabel: 'Faustregel',
  grade: { full: 'Richtig!', partial: 'Teilweise richtig.', none: 'Hier kein gutes Ausspiel.' } satisfies Record<CreditGrade, string>,
  credit: (k: number) => (k === 0 ? 'Keine Wertung.' : `${percent(k / 100)} Wertung.`),
  badge: (k: number) => percent(k / 100),
  cardNote: (grade: CreditGrade, credit: number, yours: boolean) =>
    `${yours ? 'Dein Ausspiel, ' : ''}${grade === 'full' ? 'volle Wertung' : grade === 'partial' ? `${percent(credit / 100)} Wertung` : 'keine Wertung'}`,
  bestLead: (card: string) => `Das beste Ausspiel: ${card}.`,
  key: (card: string) => `Das Ausspiel: ${card}.`,
  yourLead: (card: string) => `Du hast ${card} gespielt.`,
  yourLeads: (first: string, second: string) => `Du hast ${first} gespielt, dann ${second}.`,
  notBest: (grade: CreditGrade, card: string, credit: number) =>
    grade === 'partial' ? `Noch nicht das beste Ausspiel: ${card} bringt ${percent(credit / 100)}.` : `Hier kein gutes Ausspiel: ${card} bringt nichts.`,
  tryOnce: 'Versuch es noch einmal: Der zweite Versuch bringt die halbe Wertung.',
  showAnswer: 'Lösung zeigen',
  why: 'Warum:',
  details: 'Mehr dazu: die ganze Erklärung und die Simulation',
  simReason: (best: string, points: number, samples: number) =>
    `In ${num(samples)} simulierten Spielen hat ${best} deiner Partei die meisten Augen gebracht, im Schnitt ${num(Math.round(points))}.`,
  simulating: (done: number, total: number) => `Simulation: ${num(done)} von ${num(total)} Spielen …`,
  evidence: 'Belege aus der Simulation',
  columns: { card: 'Ausspiel', points: 'Augen', win: 'Gewinne', score: 'Punkte pro Spiel', credit: 'Wertung' },
  intervals: 'Unter jeder Zahl klein gedruckt: ihr 95-%-Intervall.',
  assumptions: (samples: number, relaxed: number) =>
    `${num(samples)} Spiele: die Karten, die du nicht siehst, jedes Mal zufällig verteilt, aber passend zu deinem Blatt, den gespielten Karten und dem, was Ansagen und gespielte Damen über die Parteien zeigen${relaxed > 0 ? ` (in ${num(relaxed)} davon musste eine Fehlfarbe übergangen werden)` : ''}. Ansagen gelten nicht als Zeichen für Stärke. Jedes Ausspiel wird auf denselben Spielen gespielt; danach folgen alle vier den Faustregeln der Computerspieler, ohne weitere Ansagen. „Augen“ sind die deiner Partei.`,
  bestBySim: (card: string) => `Nach der Simulation am besten: ${card}.`,
  withinInterval: (list: string) => `Ebenfalls volle Wertung, im 95-%-Intervall um das beste: ${list}.`,
  curatedCredit: 'Die Wertung folgt der Faustregel dieser Aufgabe; die Simulation zeigt, wie jedes Ausspiel auf diesen Spielen abgeschnitten hat.',
  next: 'Nächste Aufgabe',
  another: 'Noch ein erzeugtes Spiel',
  candidates: (list: string) => `Einen Blick wert: ${list}.`,
  heuristic: (card: string) => `Nach den Faustregeln der Computerspieler käme ${card}.`,
  generatedRule:
    'Asse zuerst: ein blankes schwarzes Ass, dann ein blankes Herz-Ass, dann ein Ass aus einer kurzen Farbe. Ohne Ass spielt Re Trumpf zum Partner, Kontra Fehl.',
  answerHint: (card: string) => `Das beste Ausspiel nach der Simulation: ${card}.`,
} satisfies typeof En.leadText;
