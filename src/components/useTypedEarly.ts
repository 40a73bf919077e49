import { useState } from 'preact/hooks';

/**
 * What a text area already holds when its island first renders: text a person typed before the
 * page's script woke (a slow phone, a busy machine). Preact sets a text area's value when it
 * hydrates one, so the text is read here, during the first render, before the field is touched;
 * the caller adopts it instead of losing it. '' on the server and in an empty field.
 */
export function useTypedEarly(fieldId: string): string {
  const [typed] = useState(() => (typeof document === 'undefined' ? '' : ((document.getElementById(fieldId) as HTMLTextAreaElement | null)?.value ?? '')));
  return typed;
}
