/**
 * Copies `text` to the clipboard; resolves whether it worked. The Clipboard API needs a secure
 * context (a dashboard served over plain HTTP on a LAN address has none): there, and when the API
 * refuses, a hidden textarea and the copy command do it, with the focus given back afterwards.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, document not focused): try the old way
  }
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // inside an open modal dialog, or it cannot take the selection
  (previous?.closest('dialog[open]') ?? document.body).append(area);
  area.focus({ preventScroll: true });
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus({ preventScroll: true });
  return copied;
}
