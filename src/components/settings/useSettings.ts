import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_SETTINGS, loadSettings, SETTINGS_EVENT, SETTINGS_KEY, type Loaded } from './store.ts';

/**
 * The current settings. The first render (server and hydration) uses the defaults; the stored
 * settings arrive in an effect, and later changes from this tab or others are followed.
 */
export function useSettings(): Loaded {
  const [state, setState] = useState<Loaded>({ settings: DEFAULT_SETTINGS, corrupted: false });
  useEffect(() => {
    let corrupted = false;
    const read = () => {
      const loaded = loadSettings();
      corrupted ||= loaded.corrupted;
      setState({ settings: loaded.settings, corrupted });
    };
    read();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === SETTINGS_KEY) read();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SETTINGS_EVENT, read);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SETTINGS_EVENT, read);
    };
  }, []);
  return state;
}
