/**
 * The analyser page's run (DESIGN.md "Machines orchestrate, the engine decides"): the pasted
 * text is parsed by the engine on every change (errors at once, the instant verdict at once);
 * a text over the parser's limit is refused as it arrives and the hand stays as it was (the
 * parse of a text within the limit takes a few milliseconds, so it stays on the page's thread;
 * see tests/e2e/analyse-paste.spec.ts);
 * after a short pause the quick simulation (tier 2) starts in a worker and streams progress;
 * the deep evaluation (tier 3) runs on request in one worker per core. Any change of the hand
 * or of an input cancels running work and starts again; CANCEL / DEEP_CANCEL stop it.
 *
 * The workers are actors the page provides (`quickRunner`, `deepRunner`, see
 * components/analyse/runners.ts); tests provide in-process ones.
 */
import { assign, fromCallback, setup } from 'xstate';
import { mergeDeepSnapshots, type DeepCaseResult, type DeepSnapshot } from '../engine/analysis/deep.ts';
import type { KeyCardResult } from '../engine/analysis/keycard.ts';
import type { LeadCase, SimulationResult } from '../engine/analysis/montecarlo.ts';
import type { Recommendation } from '../engine/analysis/analyse.ts';
import { leadInView } from '../engine/analysis/analyse.ts';
import { instantVerdict, type InstantVerdict } from '../engine/analysis/verdict.ts';
import { plainAnswer, type PlainAnswer } from '../engine/analysis/plain.ts';
import type { CardId } from '../engine/cards.ts';
import { MAX_NOTATION_TEXT, parseHand, type NotationError } from '../engine/notation.ts';
import { PREFERRED_LETTERS } from '#words/notation';
import type { OrderKind, SoloKind } from '../engine/order.ts';
import type { Seat } from '../engine/parties.ts';
import { DDV_RULES, ruleOverrides, type RuleSet } from '../engine/rules.ts';
import type { DeepJob, DeepMessage, QuickJob, QuickMessage } from '../workers/protocol.ts';
import { ANALYSER_TEXT } from '#words/analysis';

export type RulesSource = 'settings' | 'ddv' | 'link';

export interface AnalyseSettings {
  readonly rules: RuleSet;
  readonly rulesSource: RulesSource;
  readonly compulsory: boolean;
  /** The analysed hand's seat (dealer 3; seat 0 leads a voluntary solo); null: not given. */
  readonly seat: Seat | null;
  readonly samples: number;
  readonly seed: number;
  readonly deepSamples: number;
}

export const DEFAULT_ANALYSE_SETTINGS: AnalyseSettings = {
  rules: DDV_RULES,
  rulesSource: 'settings',
  compulsory: false,
  seat: null,
  samples: 1000,
  seed: 1,
  deepSamples: 60,
};

export interface QuickState {
  readonly phase: 'simulation' | 'keyCards' | null;
  readonly done: number;
  readonly total: number;
  readonly result: SimulationResult | null;
  readonly keyCards: Partial<Record<SoloKind, KeyCardResult>>;
  readonly recommendation: Recommendation | null;
  readonly error: string | null;
}

export interface DeepState {
  readonly done: number;
  readonly total: number;
  readonly solos: readonly { readonly solo: SoloKind; readonly withLead: DeepCaseResult; readonly withoutLead: DeepCaseResult }[] | null;
  readonly workers: number;
  readonly error: string | null;
}

export interface AnalyseContext extends AnalyseSettings {
  readonly text: string;
  /** The length of the last text refused for being over MAX_NOTATION_TEXT (the text stayed as it was); null: none. */
  readonly refused: number | null;
  readonly hand: readonly CardId[] | null;
  readonly error: NotationError | null;
  readonly instant: InstantVerdict | null;
  /** The contract the hand is sorted for; null: follow the recommendation. */
  readonly view: OrderKind | null;
  readonly quick: QuickState;
  readonly deep: DeepState;
  /** Workers for the deep evaluation (one per core). */
  readonly workers: number;
}

export interface AnalyseInput {
  readonly workers?: number;
}

/** What the deep runner reports (its workers' snapshots merged). */
export type DeepEvent =
  | { readonly kind: 'progress' | 'done'; readonly snapshots: readonly DeepSnapshot[]; readonly total: number }
  | { readonly kind: 'error'; readonly message: string };

export type AnalyseEvent =
  | { type: 'LOAD'; text: string; settings: Partial<AnalyseSettings> }
  | { type: 'TEXT'; text: string }
  | { type: 'SET'; settings: Partial<AnalyseSettings> }
  | { type: 'VIEW'; kind: OrderKind | null }
  | { type: 'RUN' }
  | { type: 'CANCEL' }
  | { type: 'QUICK'; message: QuickMessage }
  | { type: 'DEEP_RUN'; workers?: number }
  | { type: 'DEEP_CANCEL' }
  | { type: 'DEEP'; event: DeepEvent };

const EMPTY_QUICK: QuickState = { phase: null, done: 0, total: 0, result: null, keyCards: {}, recommendation: null, error: null };
const emptyDeep = (workers: number): DeepState => ({ done: 0, total: 0, solos: null, workers, error: null });

/** The tier-2 job of the context (key cards on up to 300 samples). */
export function quickJobOf(c: AnalyseContext): QuickJob {
  return {
    hand: c.hand ?? [],
    rules: ruleOverrides(c.rules),
    samples: c.samples,
    seed: c.seed,
    seat: c.seat,
    compulsory: c.compulsory,
    keyCardSamples: Math.min(c.samples, 300),
  };
}

/** The tier-3 jobs of the context, one per worker (worker w takes samples i ≡ w mod W). */
export function deepJobsOf(c: AnalyseContext): DeepJob[] {
  const w = Math.max(1, Math.min(c.workers, c.deepSamples));
  return Array.from({ length: w }, (_, offset) => ({
    hand: c.hand ?? [],
    rules: ruleOverrides(c.rules),
    samples: c.deepSamples,
    seed: c.seed,
    seat: c.seat,
    offset,
    stride: w,
  }));
}

/** The lead case the page looks at. */
export function leadOf(c: Pick<AnalyseContext, 'compulsory' | 'seat'>): LeadCase {
  return leadInView({ compulsory: c.compulsory, seat: c.seat ?? undefined });
}

/** The answer for a learner, once the simulation has a recommendation. */
export function plainOf(c: AnalyseContext): PlainAnswer | null {
  const { result, recommendation } = c.quick;
  return c.hand && c.instant && result && recommendation ? plainAnswer(c.instant, c.hand, result, recommendation) : null;
}

/** The contract the hand is shown for: the one picked, else the recommendation, else the instant verdict's best, else the normal game. */
export function viewOf(c: AnalyseContext): OrderKind {
  return c.view ?? c.quick.recommendation?.contract ?? c.instant?.best ?? 'normal';
}

function parsed(text: string, settings: AnalyseSettings) {
  const r = parseHand(text, settings.rules, { prefer: PREFERRED_LETTERS });
  if (!r.ok) return { text, hand: null, error: text.trim() === '' ? null : r.error, instant: null };
  return { text, hand: r.value, error: null, instant: instantVerdict(r.value, settings.rules, leadOf(settings) === 'withLead') };
}

/** Over the parser's limit: refused before it is read (or stored), so a huge paste costs nothing. */
const overLimit = (text: string) => text.length > MAX_NOTATION_TEXT;

const settingsOf = (c: AnalyseContext): AnalyseSettings => ({
  rules: c.rules,
  rulesSource: c.rulesSource,
  compulsory: c.compulsory,
  seat: c.seat,
  samples: c.samples,
  seed: c.seed,
  deepSamples: c.deepSamples,
});

export const analyseMachine = setup({
  types: { context: {} as AnalyseContext, events: {} as AnalyseEvent, input: {} as AnalyseInput },
  actors: {
    quickRunner: fromCallback<AnalyseEvent, QuickJob>(() => {
      throw new Error('quickRunner not provided');
    }),
    deepRunner: fromCallback<AnalyseEvent, readonly DeepJob[]>(() => {
      throw new Error('deepRunner not provided');
    }),
  },
  delays: { DEBOUNCE: 350 },
  guards: {
    hasHand: ({ context }) => context.hand !== null,
    overLimit: ({ event }) => event.type === 'TEXT' && overLimit(event.text),
    quickDone: ({ event }) => event.type === 'QUICK' && event.message.type === 'done',
    quickError: ({ event }) => event.type === 'QUICK' && event.message.type === 'error',
    deepDone: ({ event }) => event.type === 'DEEP' && event.event.kind === 'done',
    deepError: ({ event }) => event.type === 'DEEP' && event.event.kind === 'error',
  },
  actions: {
    load: assign(({ context, event }) => {
      if (event.type !== 'LOAD') return {};
      const settings = { ...settingsOf(context), ...event.settings };
      if (overLimit(event.text)) return { ...settings, refused: event.text.length };
      return { ...settings, ...parsed(event.text, settings), view: null, refused: null };
    }),
    text: assign(({ context, event }) => {
      if (event.type !== 'TEXT') return {};
      if (overLimit(event.text)) return { refused: event.text.length };
      return { ...parsed(event.text, settingsOf(context)), view: null, refused: null };
    }),
    set: assign(({ context, event }) => {
      if (event.type !== 'SET') return {};
      const settings = { ...settingsOf(context), ...event.settings };
      return { ...settings, ...parsed(context.text, settings) };
    }),
    view: assign({ view: ({ event }) => (event.type === 'VIEW' ? event.kind : null) }),
    deepWorkers: assign({
      workers: ({ context, event }) => (event.type === 'DEEP_RUN' && event.workers !== undefined ? Math.max(1, Math.floor(event.workers)) : context.workers),
    }),
    resetQuick: assign({ quick: () => EMPTY_QUICK }),
    quickMessage: assign({
      quick: ({ context, event }) => {
        if (event.type !== 'QUICK') return context.quick;
        const m = event.message;
        if (m.type === 'progress') return { ...context.quick, phase: m.phase, done: m.done, total: m.total, result: m.result };
        if (m.type === 'done')
          return {
            ...context.quick,
            phase: null,
            done: m.result.samples,
            total: m.result.samples,
            result: m.result,
            keyCards: m.keyCards,
            recommendation: m.recommendation,
          };
        return { ...context.quick, phase: null, error: m.message };
      },
    }),
    resetDeep: assign({ deep: ({ context }) => ({ ...emptyDeep(deepJobsOf(context).length), total: context.deepSamples }) }),
    deepEvent: assign({
      deep: ({ context, event }) => {
        if (event.type !== 'DEEP') return context.deep;
        const e = event.event;
        if (e.kind === 'error') return { ...context.deep, error: e.message };
        const merged = mergeDeepSnapshots(e.snapshots);
        return { ...context.deep, done: merged.samples, total: e.total, solos: merged.solos };
      },
    }),
  },
}).createMachine({
  id: 'analyse',
  context: ({ input }) => ({
    ...DEFAULT_ANALYSE_SETTINGS,
    text: '',
    refused: null,
    hand: null,
    error: null,
    instant: null,
    view: null,
    quick: EMPTY_QUICK,
    deep: emptyDeep(Math.max(1, input.workers ?? 1)),
    workers: Math.max(1, input.workers ?? 1),
  }),
  type: 'parallel',
  on: {
    LOAD: { actions: 'load', target: ['.quick.starting', '.deep.idle'], reenter: true },
    // A refused text changes nothing but the notice: the running work goes on.
    TEXT: [
      { guard: 'overLimit', actions: 'text' },
      { actions: 'text', target: ['.quick.pending', '.deep.idle'], reenter: true },
    ],
    SET: { actions: 'set', target: ['.quick.pending', '.deep.idle'], reenter: true },
    VIEW: { actions: 'view' },
  },
  states: {
    quick: {
      initial: 'idle',
      on: { RUN: { guard: 'hasHand', target: '.running', reenter: true } },
      states: {
        idle: {},
        pending: { after: { DEBOUNCE: 'starting' } },
        starting: { always: [{ guard: 'hasHand', target: 'running' }, { target: 'idle' }] },
        running: {
          entry: 'resetQuick',
          invoke: { src: 'quickRunner', input: ({ context }) => quickJobOf(context) },
          on: {
            QUICK: [
              { guard: 'quickDone', target: 'done', actions: 'quickMessage' },
              { guard: 'quickError', target: 'failed', actions: 'quickMessage' },
              { actions: 'quickMessage' },
            ],
            CANCEL: 'cancelled',
          },
        },
        done: {},
        cancelled: {},
        failed: {},
      },
    },
    deep: {
      initial: 'idle',
      on: { DEEP_RUN: { guard: 'hasHand', target: '.running', reenter: true, actions: 'deepWorkers' } },
      states: {
        idle: {},
        running: {
          entry: 'resetDeep',
          invoke: { src: 'deepRunner', input: ({ context }) => deepJobsOf(context) },
          on: {
            DEEP: [
              { guard: 'deepDone', target: 'done', actions: 'deepEvent' },
              { guard: 'deepError', target: 'failed', actions: 'deepEvent' },
              { actions: 'deepEvent' },
            ],
            DEEP_CANCEL: 'cancelled',
          },
        },
        done: {},
        cancelled: {},
        failed: {},
      },
    },
  },
});

/** In-process runners (tests, or a page without Worker support): the jobs run synchronously after a tick. */
export const inProcessActors = {
  quickRunner: fromCallback<AnalyseEvent, QuickJob>(({ sendBack, input }) => {
    let stopped = false;
    const t = setTimeout(async () => {
      const { runQuickJob } = await import('../workers/protocol.ts');
      runQuickJob(input, (message) => {
        if (!stopped) sendBack({ type: 'QUICK', message });
      });
    }, 0);
    return () => {
      stopped = true;
      clearTimeout(t);
    };
  }),
  deepRunner: fromCallback<AnalyseEvent, readonly DeepJob[]>(({ sendBack, input }) => {
    let stopped = false;
    const t = setTimeout(async () => {
      const { runDeepJob } = await import('../workers/protocol.ts');
      const snaps: DeepSnapshot[] = [];
      const total = input[0]?.samples ?? 0;
      for (const job of input) {
        let last: DeepMessage | null = null;
        runDeepJob(job, (m) => (last = m));
        const m = last as DeepMessage | null;
        if (stopped) return;
        if (!m || m.type === 'error') {
          sendBack({ type: 'DEEP', event: { kind: 'error', message: m ? m.message : ANALYSER_TEXT.noResult } });
          return;
        }
        snaps.push(m.snapshot);
        sendBack({ type: 'DEEP', event: { kind: snaps.length === input.length ? 'done' : 'progress', snapshots: [...snaps], total } });
      }
    }, 0);
    return () => {
      stopped = true;
      clearTimeout(t);
    };
  }),
};
