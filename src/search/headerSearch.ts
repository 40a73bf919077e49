// The header's search field as a drop-down of hits under the header. Loaded on the first focus
// of the field (or "/"), see src/components/site/SiteSearch.astro.
import { connectSearch, moveFocus } from './panel.ts';
import { readSearchWords } from './words.ts';

export function openHeaderSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  const panel = form.querySelector<HTMLElement>('[data-search-panel]');
  const status = panel?.querySelector<HTMLElement>('[data-search-status]');
  const list = panel?.querySelector<HTMLOListElement>('ol');
  const words = readSearchWords(form);
  if (!input || !panel || !status || !list || !words) return;

  const show = (open: boolean) => {
    panel.hidden = !open;
  };
  const search = connectSearch({ input, status, list, words, limit: 6, onQuery: (q) => show(q !== '') });

  input.addEventListener('focus', () => input.value.trim() !== '' && show(true));
  form.addEventListener('focusout', (e) => {
    if (!form.contains(e.relatedTarget as Node | null)) show(false);
  });
  form.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      e.preventDefault();
      show(false);
      input.focus();
    } else if (!panel.hidden && moveFocus(e, input, list)) {
      e.preventDefault();
    }
  });
  // The field may already hold text typed while this module was loading.
  if (input.value.trim() !== '') void search();
}
