/**
 * The pasted hand: a text field with every bad token marked in place (a mirror of the text
 * behind the transparent field), and the list of problems under it, which the field names as
 * its description: the first LISTED_PROBLEMS of them, then how many more (the field marks them
 * all). A paste over the parser's limit is refused by the machine: it never enters the field
 * (or, where the browser gives no say before the input, the field goes back to the hand it
 * held), and the field says why. The problems and their places come from the engine's parser.
 */
import type { JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useTypedEarly } from '../useTypedEarly.ts';
import { ANALYSER_TEXT as T } from '#words/analysis';
import { MAX_NOTATION_TEXT, type NotationError, type NotationProblem } from '../../engine/notation.ts';
import { describeNotationProblem } from '#words/notation';

/** The problems the list names one by one; the rest are counted. */
export const LISTED_PROBLEMS = 8;

export interface HandInputProps {
  readonly text: string;
  readonly error: NotationError | null;
  /** The length of a paste refused for its size (the field keeps `text`), or null. */
  readonly refused: number | null;
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

const FIELD_ID = 'hand-input';

export function HandInput({ text, error, refused, onText }: HandInputProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const mirror = useRef<HTMLDivElement>(null);
  const marks = marksOf(error);
  const follow = () => {
    if (field.current && mirror.current) mirror.current.scrollTop = field.current.scrollTop;
  };
  useLayoutEffect(follow, [text, error]);
  // Text typed before the page's script woke is the learner's: the machine takes it (or refuses
  // it, as any paste).
  const typedEarly = useTypedEarly(FIELD_ID);
  const woken = useRef(false);
  // A refused paste leaves the machine's text unchanged, so the field is put back by hand.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    if (!woken.current) {
      woken.current = true;
      if (typedEarly !== '' && typedEarly !== text) {
        el.value = typedEarly;
        onText(typedEarly);
        return;
      }
    }
    if (el.value !== text) el.value = text;
  }, [text, refused]);
  // A paste that would pass the parser's limit never enters the field: laying out its text alone
  // would hold up the page. The machine is told what the text would have been, and refuses it.
  const guard = (e: InputEvent) => {
    const el = e.currentTarget as HTMLTextAreaElement;
    const incoming = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
    const next = el.value.slice(0, el.selectionStart) + incoming + el.value.slice(el.selectionEnd);
    if (next.length <= MAX_NOTATION_TEXT) return;
    e.preventDefault();
    onText(next);
  };
  const described = ['hand-hint', refused !== null ? 'hand-refused' : '', error ? 'hand-error' : ''].filter(Boolean).join(' ');
  const listed = error?.problems.slice(0, LISTED_PROBLEMS) ?? [];
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
          id={FIELD_ID}
          ref={field}
          rows={3}
          spellcheck={false}
          autocomplete="off"
          placeholder={T.handPlaceholder(T.handPlaceholderHand)}
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={described}
          onBeforeInput={guard}
          onInput={(e) => onText((e.currentTarget as HTMLTextAreaElement).value)}
          onScroll={follow}
        />
      </div>
      {refused !== null && (
        <p class="notice an-refused" id="hand-refused" role="alert" data-testid="hand-refused">
          {T.pasteTooLong(refused, MAX_NOTATION_TEXT)}
        </p>
      )}
      {error && (
        <div class="an-error" id="hand-error" data-testid="hand-error">
          <p class="an-error-head">{T.problemsHead(error.problems.length)}</p>
          <ul class="an-problems">
            {listed.map((p, i) => {
              const marked = marks.find((m) => m.index === p.index);
              return (
                <li key={i} data-code={p.code} data-place={p.place}>
                  {T.problem(describeNotationProblem(p))}{' '}
                  {marked && (
                    <button type="button" class="an-select" onClick={() => select(marked)} aria-label={T.selectToken(marked.token ?? '')}>
                      {T.select}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {error.problems.length > listed.length && <p class="an-problems-more">{T.problemsMore(error.problems.length - listed.length)}</p>}
        </div>
      )}
    </>
  );
}
