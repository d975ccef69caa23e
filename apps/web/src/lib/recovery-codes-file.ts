import { ACCOUNT_SCREEN_TEXTS } from '@vigil/contract';
import { saveFile } from './save-file';

/** The text of the downloaded file: a heading line, then one code per line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [ACCOUNT_SCREEN_TEXTS.recoveryCodesFileHeading, '', ...codes, ''].join('\n');
}

/** Saves the codes as a .txt file through a temporary object URL (nothing leaves the browser). */
export function downloadRecoveryCodes(codes: readonly string[]): void {
  const blob = new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' });
  saveFile(blob, ACCOUNT_SCREEN_TEXTS.recoveryCodesFileName);
}
