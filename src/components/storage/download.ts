/** Offer a text as a file download (a Blob URL, released once the browser has it). */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
