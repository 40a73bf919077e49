import { useEffect, useState } from 'preact/hooks';
import { firstDealPlayed, PROGRESS_EVENT } from '../progress.ts';

interface Step {
  readonly href: string;
  /** "Next lesson", above the title. */
  readonly label: string;
  readonly title: string;
}

/**
 * The quick start's last lesson points on as the learn map does: to the guided first deal
 * until it is played, then to the first lesson after the quick start. The page's HTML shows the
 * first deal; the stored progress is read once the island runs.
 */
export default function QuickStartNext({ firstDeal, after }: { firstDeal: Step; after: Step }) {
  const [played, setPlayed] = useState(false);
  useEffect(() => {
    const read = () => setPlayed(firstDealPlayed());
    read();
    window.addEventListener(PROGRESS_EVENT, read);
    return () => window.removeEventListener(PROGRESS_EVENT, read);
  }, []);
  const step = played ? after : firstDeal;
  return (
    <a class="next" href={step.href} data-testid="quick-start-next">
      <span>{step.label}</span>
      {step.title}
    </a>
  );
}
