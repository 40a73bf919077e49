/**
 * A table word linked to its glossary entry (/glossary/#fuchs, /de/glossary/#fuchs): the table's
 * end-of-deal explanation links its words through it.
 */
import type { ComponentChildren } from 'preact';
import { localPath } from '../../i18n/runtime/current.ts';
import type { Linked } from '../../i18n/runtime/glossaryIds.ts';

/** `children` as a link to glossary entry `id`; plain when there is none. */
export function GlossaryTerm({ id, children }: { id: string | null; children: ComponentChildren }) {
  return id ? (
    <a class="term-link" href={localPath(`/glossary/#${id}`)}>
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/** Words with some of them marked as glossary terms, each marked one linked. */
export function LinkedText({ parts }: { parts: Linked }) {
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <GlossaryTerm key={i} id={p.term}>
            {p.text}
          </GlossaryTerm>
        ),
      )}
    </>
  );
}
