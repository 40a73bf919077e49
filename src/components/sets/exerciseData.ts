/**
 * Fetches a lesson exercise for a problem set: its prepared data (/sets/exercise/<id>.json, or /de/…,
 * written by the build from the same preparation as the lesson's island) and the code that
 * shows it, loaded only when an exercise comes up (the widget is the lesson's own). A fetch
 * that fails (offline before the site was saved, a stale cache) or a value that is not the
 * exercise asked for is an error the page names; it never throws into the page.
 */
import type { ComponentType } from 'preact';
import type { PreparedExercise } from '../../content/exercises/island.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { setsText } from '#words/sets';

/** In the page's language: the prepared exercise carries its words (/de/sets/exercise/<id>.json on a German page). */
export const exerciseDataHref = (id: string): string => `${localPath('/sets/exercise/')}${encodeURIComponent(id)}.json`;

type Widget = PreparedExercise['widget'];

/** The lesson widget of each kind of interaction, loaded on demand (its CSS comes with it). */
// Each widget takes its own data type; the prepared value pairs them (PreparedExercise), hence `any` here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as said above
const WIDGETS: Readonly<Record<Widget, () => Promise<{ default: ComponentType<any> }>>> = {
  pickOne: () => import('../widgets/PickOne.tsx'),
  selectAll: () => import('../widgets/SelectAll.tsx'),
  number: () => import('../widgets/NumberAnswer.tsx'),
  order: () => import('../widgets/SortHand.tsx'),
  parties: () => import('../widgets/MarkParties.tsx'),
  reservation: () => import('../widgets/ReservationRound.tsx'),
  sheet: () => import('../widgets/ScoreSheetExercise.tsx'),
};

export const isWidget = (w: unknown): w is Widget => typeof w === 'string' && Object.hasOwn(WIDGETS, w);

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** The prepared exercise, checked to be the one asked for. */
export async function fetchExercise(id: string): Promise<Loaded<PreparedExercise>> {
  try {
    const res = await fetch(exerciseDataHref(id));
    if (!res.ok) return { ok: false, message: `HTTP ${res.status}` };
    const value: unknown = await res.json();
    const v = value as Partial<PreparedExercise> | null;
    if (!v || !isWidget(v.widget) || typeof v.data !== 'object' || v.data === null || v.data.frame?.id !== id)
      return { ok: false, message: setsText.exercise.notThisExercise };
    return { ok: true, value: v as PreparedExercise };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The widget component of a prepared exercise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller pairs it with its data (PreparedExercise)
export async function loadWidget(w: Widget): Promise<Loaded<ComponentType<any>>> {
  try {
    return { ok: true, value: (await WIDGETS[w]()).default };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The static parts around a widget (the position, what is shown once solved), the lesson's own views. */
export async function loadParts(): Promise<
  Loaded<{
    Context: typeof import('../widgets/ExerciseContextView.tsx').ExerciseContextView;
    Reveal: typeof import('../widgets/ExerciseRevealView.tsx').ExerciseRevealView;
  }>
> {
  try {
    const [c, r] = await Promise.all([import('../widgets/ExerciseContextView.tsx'), import('../widgets/ExerciseRevealView.tsx')]);
    return { ok: true, value: { Context: c.ExerciseContextView, Reveal: r.ExerciseRevealView } };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
