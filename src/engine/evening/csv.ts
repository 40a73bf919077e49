/**
 * Rows of text as CSV (RFC 4180: comma-separated, CRLF, fields with a comma, quote or line
 * break quoted). A cell from input that a spreadsheet would run as a formula (=, +, -, @, a tab
 * or a carriage return first) gets a leading apostrophe; numbers are written as numbers.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
