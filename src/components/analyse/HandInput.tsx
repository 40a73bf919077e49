/**
 * The pasted hand: a text field with every bad token marked in place (a mirror of the text
 * behind the transparent field), and the list of problems under it, which the field names as
 * its description. The problems and their places come from the engine's parser.
 */
import type { JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { ANALYSER_TEXT as T } from '../../engine/analysis/i18n-en.ts';
import type { NotationError, NotationProblem } from '../../engine/notation.ts';

export interface HandInputProps {
  readonly text: string;
  readonly error: NotationError | null;
  readonly onText: (text: string) => void;
}

type Marked = NotationProblem & { readonly index: number; readonly length: number };

/** The problems that sit at a stretch of the text, in text order, without overlaps. */
function marksOf(error: NotationError | null): Marked[] {
  const out: Marked[] = [];
  for (const p of error?.problems ?? []) {
    if (p.index === undefined || !p.length) continue;
    const last = out[out.length - 1];
    if (last && p.index < last.index + last.length) continue;
    out.push(p as Marked);
  }
  return out;
}

/** The text with each marked stretch in a <mark>; a final newline keeps a trailing empty line's height. */
function mirrored(text: string, marks: readonly Marked[]): JSX.Element[] {
  const parts: JSX.Element[] = [];
  let at = 0;
  marks.forEach((m, i) => {
    if (m.index > at) parts.push(<span key={`t${i}`}>{text.slice(at, m.index)}</span>);
    parts.push(
      <mark key={`m${i}`} class={`an-mark is-${m.code}`}>
        {text.slice(m.index, m.index + m.length)}
      </mark>,
    );
    at = m.index + m.length;
  });
  parts.push(<span key="end">{`${text.slice(at)}\n`}</span>);
  return parts;
}

export function HandInput({ text, error, onText }: HandInputProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const mirror = useRef<HTMLDivElement>(null);
  const marks = marksOf(error);
  const follow = () => {
    if (field.current && mirror.current) mirror.current.scrollTop = field.current.scrollTop;
  };
  useLayoutEffect(follow, [text, error]);
  const select = (p: Marked) => {
    const el = field.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(p.index, p.index + p.length);
  };

  return (
    <>
      <div class="an-input">
        <div class="an-mirror" aria-hidden="true" ref={mirror}>
          {mirrored(text, marks)}
        </div>
        <textarea
          id="hand-input"
          ref={field}
          rows={3}
          spellcheck={false}
          autocomplete="off"
          placeholder={T.handPlaceholder}
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'hand-hint hand-error' : 'hand-hint'}
          onInput={(e) => onText((e.currentTarget as HTMLTextAreaElement).value)}
          onScroll={follow}
        />
      </div>
      {error && (
        <div class="an-error" id="hand-error" data-testid="hand-error">
          <p class="an-error-head">{T.problemsHead(error.problems.length)}</p>
          <ul class="an-problems">
            {error.problems.map((p, i) => {
              const marked = marks.find((m) => m.index === p.index);
              return (
                <li key={i} data-code={p.code} data-place={p.place}>
                  {T.problem(p.message)}{' '}
                  {marked && (
                    <button type="button" class="an-select" onClick={() => select(marked)} aria-label={T.selectToken(marked.token ?? '')}>
                      {T.select}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
