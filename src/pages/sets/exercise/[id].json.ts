/**
 * /sets/exercise/<id>.json: one lesson exercise prepared by the engine, exactly as its lesson's
 * island gets it, for a problem set that runs or prints it (components/sets/LessonExercise.tsx).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { EXERCISE_ENTRIES, preparedExercise } from '../../../components/sets/exercises.ts';

export const getStaticPaths = (() => EXERCISE_ENTRIES.map((e) => ({ params: { id: e.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const prepared = preparedExercise(params.id ?? '');
  if (!prepared) return new Response('unknown exercise', { status: 404 });
  return new Response(JSON.stringify(prepared), { headers: { 'content-type': 'application/json' } });
};
