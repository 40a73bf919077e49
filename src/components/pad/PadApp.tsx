/**
 * The score pad (/pad/): the list of evenings, a new evening, and the evening at the table. The
 * open evening is named in the address (`#evening=ev-…`), so a reload comes back to it, and to
 * the deal being entered (kept in the store with every tap).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Evening } from '../../engine/evening/evening.ts';
import { padText as t } from '#words/pad';
import { StorageNotice } from '../storage/StorageNotice.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { EveningList } from './EveningList.tsx';
import { EveningScreen } from './EveningScreen.tsx';
import { NewEvening } from './NewEvening.tsx';
import { newEveningId, PAD_STORE, withEvening } from './store.ts';
import { usePadStore } from './usePadStore.ts';
import type { LessonTitles } from './lessons.ts';
import './pad.css';

type Route = { readonly view: 'list' } | { readonly view: 'new' } | { readonly view: 'evening'; readonly id: string };

function routeOf(hash: string): Route {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('evening');
  if (id) return { view: 'evening', id };
  return params.has('new') ? { view: 'new' } : { view: 'list' };
}

const go = (hash: string) => {
  if (location.hash !== hash) location.hash = hash;
};

export default function PadApp({ lessons }: { lessons: LessonTitles }) {
  const { store, update } = usePadStore();
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash));
  useEffect(() => {
    const onHash = () => {
      setRoute(routeOf(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const start = (evening: Evening) => {
    const id = newEveningId();
    update((s) => withEvening(s, id, evening, new Date()));
    go(`#evening=${id}`);
  };
  const stored = route.view === 'evening' ? (store.evenings.find((e) => e.id === route.id) ?? null) : null;

  return (
    <div class="pad" data-testid="pad" data-view={route.view}>
      <StorageNotice specs={[PAD_STORE as StoreSpec<unknown>]} />
      {route.view === 'new' ? (
        <NewEvening onStart={start} onCancel={() => go('')} />
      ) : stored ? (
        <EveningScreen
          key={stored.id}
          stored={stored}
          draft={store.draft?.evening === stored.id ? store.draft : null}
          update={update}
          lessons={lessons}
          onLeave={() => go('')}
        />
      ) : (
        <EveningList store={store} update={update} onOpen={(id) => go(`#evening=${id}`)} onNew={() => go('#new')} />
      )}
      {route.view === 'evening' && !stored && <p class="muted">{t.noEvenings}</p>}
    </div>
  );
}
