/**
 * The score pad's store in an island: the value as loaded, and `update`, which applies a pure
 * change to the latest value, saves it at once and shows it. Changes from another tab arrive
 * through the `storage` event.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { loadPad, PAD_EVENT, PAD_KEY, savePad, type PadStore } from './store.ts';

export function usePadStore(): { store: PadStore; update: (change: (s: PadStore) => PadStore) => boolean } {
  const [store, setStore] = useState<PadStore>(() => loadPad());
  const latest = useRef(store);
  // The store's event also follows this island's own saves (dispatched while it saves): those need no reload.
  const saving = useRef(false);
  useEffect(() => {
    const reload = () => {
      latest.current = loadPad();
      setStore(latest.current);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === PAD_KEY) reload();
    };
    window.addEventListener('storage', onStorage);
    // A restored backup (the storage notice) is announced with the store's event.
    const onRestore = () => {
      if (!saving.current) reload();
    };
    window.addEventListener(PAD_EVENT, onRestore);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(PAD_EVENT, onRestore);
    };
  }, []);
  const update = (change: (s: PadStore) => PadStore): boolean => {
    const next = change(latest.current);
    latest.current = next;
    setStore(next);
    saving.current = true;
    try {
      return savePad(next);
    } finally {
      saving.current = false;
    }
  };
  return { store, update };
}
