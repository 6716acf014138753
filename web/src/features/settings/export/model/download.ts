/** How long the object URL of a download is kept (the browser has read the Blob well before). */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves `text` as a file named `fileName` through a Blob and an object URL (no data leaves the page),
 * with the given type.
 */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
