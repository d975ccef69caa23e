// Trains the text scanner's model from the training set build-training-set.mjs wrote, and
// writes the weights the server loads. Same training set in, byte-identical weights out.
//
//   npx tsx scripts/text-model/train-model.ts [data-dir] [--out <file>] [--check]
//
// data-dir  default /tmp/vigil-text-model (train.jsonl and summary.json)
// --out     default apps/server/src/modules/scanning/text/model/text-model.bin
// --check   write nothing: compare the trained weights with --out's and exit 1 if they differ.
//           Run it after changing anything the model reads words through (tokenize.ts, the
//           spelling corrections, the word sets they draw on): the weights must be retrained
//           and committed with such a change.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalTokens } from '../../apps/server/src/modules/scanning/text/canonical-words';
import { modelWords } from '../../apps/server/src/modules/scanning/text/scan-text';
import { encodeTextModel } from '../../apps/server/src/modules/scanning/text/model/text-model';
import {
  trainTextModel,
  type TrainingRow,
} from '../../apps/server/src/modules/scanning/text/model/train-text-model';
import { TRAINING_OPTIONS } from '../../apps/server/src/modules/scanning/text/model/training-options';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, check: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dataDir = positionals[0] ?? '/tmp/vigil-text-model';
const out =
  values.out ??
  path.resolve(
    import.meta.dirname,
    '../../apps/server/src/modules/scanning/text/model/text-model.bin',
  );

const trainFile = path.join(dataDir, 'train.jsonl');
if (!fs.existsSync(trainFile)) {
  console.error(`train-model: ${trainFile} is missing; run build-training-set.mjs first`);
  process.exit(1);
}
const bytes = fs.readFileSync(trainFile);
const rows = bytes
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as TrainingRow);

const started = performance.now();
const { model, reports } = trainTextModel(
  rows,
  (text) => modelWords(canonicalTokens(text)),
  TRAINING_OPTIONS,
  {
    trainSha256: createHash('sha256').update(bytes).digest('hex'),
    trainRows: rows.length,
  },
);
const encoded = encodeTextModel(model);
const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');
if (values.check) {
  const committed = fs.readFileSync(out);
  const same = Buffer.compare(committed, encoded) === 0;
  console.log(
    same
      ? `${out}: reproduced byte for byte (SHA-256 ${sha256(encoded)})`
      : `${out}: differs — committed ${committed.length} bytes (${sha256(committed)}), ` +
          `trained ${encoded.length} bytes (${sha256(encoded)}); retrain and commit the weights`,
  );
  process.exit(same ? 0 : 1);
}
fs.writeFileSync(out, encoded);
console.log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const report of reports) {
  console.log(
    `${report.name}: fit ${report.fitRows} rows (${report.fitPositives} positive), ` +
      `calibration ${report.calibrationRows}; operating point ${report.operatingPoint}, ` +
      `precision ${report.calibrationPrecision.toFixed(3)}, recall ${report.calibrationRecall.toFixed(3)}`,
  );
}
console.log(`${out}: ${encoded.length} bytes, SHA-256 ${sha256(encoded)}`);
