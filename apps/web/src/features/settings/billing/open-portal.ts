/**
 * Opens the billing portal in a new tab, cut off from this page (no window.opener). Returns
 * false when the browser blocked the new tab, so the screen can offer a link to click.
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
