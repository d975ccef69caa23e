/**
 * The text scanner's side of a scan thread (decision 0197). Piscina loads this module once in
 * each worker thread: the model's weights and the spelling tables are made then, and every
 * text the engine sends afterwards is scored with them.
 */
import type { CategoryScores } from '../scanning/scanning-types';
import { scanText, warmTextScanner } from '../scanning/text/scan-text';
import type { TextScanTask } from './scan-threads';

warmTextScanner();

export function scanTextTask(task: TextScanTask): CategoryScores {
  return scanText({ ...task, embeddedImages: [] });
}
