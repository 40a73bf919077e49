/**
 * "Download this deal": the deal as a doko-deal/1 record (JSON), with a line of help that names
 * the format and where the file can be opened (the link's accessible description).
 */
import { useId } from 'preact/hooks';
import { recordText } from '#words/site';

export function DownloadDeal({ record, name, testId }: { record: unknown; name: string; testId?: string }) {
  const help = useId();
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(`${JSON.stringify(record, null, 2)}\n`)}`;
  return (
    <span class="download-deal">
      <a class="btn btn-quiet" href={href} download={`${name}.json`} aria-describedby={help} data-testid={testId}>
        {recordText.download}
      </a>
      <small id={help} class="download-help">
        {recordText.downloadHelp}
      </small>
    </span>
  );
}
