import { ACCOUNT_SCREEN_TEXTS } from '@vigil/contract';

/** The text of the downloaded file: a heading line, then one code per line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [ACCOUNT_SCREEN_TEXTS.recoveryCodesFileHeading, '', ...codes, ''].join('\n');
}

/** Saves the codes as a .txt file through a temporary object URL (nothing leaves the browser). */
export function downloadRecoveryCodes(codes: readonly string[]): void {
  const blob = new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ACCOUNT_SCREEN_TEXTS.recoveryCodesFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
