/** What a quiz page could not use of its address, and what it did instead (quiz/links.ts). */
import { linkNoticeText } from '#words/input';
import type { LinkNotice } from './links.ts';
import '../storage/storage.css';

export function LinkNotices({ notices }: { notices: readonly LinkNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div class="notice link-notices" role="alert" data-testid="link-notices">
      {notices.map((n, i) => (
        <p key={i}>{linkNoticeText(n)}</p>
      ))}
    </div>
  );
}
