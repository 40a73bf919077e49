import { useEffect, useState } from 'preact/hooks';

/** True once the island runs in the browser: the server HTML and the first render show neutral states. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
