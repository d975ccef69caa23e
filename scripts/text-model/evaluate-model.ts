// Measures the text scanner, lexicons only and lexicons with the trained model, on the
// training sources' held-out 20 %, on HateCheck (a functional test suite, never trained or
// tuned on), and on sentences that mention identity groups without attacking them. Prints the
// tables docs/scanner-quality.md keeps.
//
//   npx tsx scripts/text-model/evaluate-model.ts [data-dir] --mirrors <folder>
//
// data-dir   default /tmp/vigil-text-model (holdout.jsonl)
// --mirrors  git mirrors of paul-rottger/hatecheck-data and conversationai/unintended-ml-bias-analysis
//            (the same layouts build-training-set.mjs reads)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extractContent } from '../../apps/server/src/modules/scanning/extractors/extract-content';
import type { CategoryScores } from '../../apps/server/src/modules/scanning/scanning-types';
import { scanText } from '../../apps/server/src/modules/scanning/text/scan-text';
import { defaultModerationThresholds } from '../../apps/server/src/modules/scanning/text/scanner-quality';
import { shippedTextModel } from '../../apps/server/src/modules/scanning/text/model/text-model';
import { findMirror, openCommit, parseCsv, utf8 } from './mirror-files.mjs';

const HATECHECK = {
  repo: 'paul-rottger/hatecheck-data',
  commit: 'd84302298ceeb34f4b0dde2d8a1f4932c2caa612',
  file: 'test_suite_cases.csv',
};
const TEMPLATES = {
  repo: 'conversationai/unintended-ml-bias-analysis',
  commit: '9c7d91aaa53406a362354661a93e07956d95e59a',
  file: 'sentence_templates/en_sentence_templates.csv',
};

const { values, positionals } = parseArgs({
  options: { mirrors: { type: 'string' } },
  allowPositionals: true,
});
const dataDir = positionals[0] ?? '/tmp/vigil-text-model';
const thresholds = defaultModerationThresholds();
const HARMFUL = [
  'text-profanity',
  'text-sexual',
  'text-harassment',
  'text-hate',
  'text-violence',
] as const;

type Variant = 'lexicons' | 'with model';
const VARIANTS: Variant[] = ['lexicons', 'with model'];
const model = shippedTextModel();

function scores(text: string, variant: Variant): CategoryScores {
  const extraction = extractContent({ contentType: 'text', content: text, cmsMeta: {} });
  return scanText(extraction, { model: variant === 'lexicons' ? null : model });
}
const flagged = (s: CategoryScores, category: keyof typeof thresholds): boolean =>
  (s[category] ?? 0) >= thresholds[category];
const anyHarmful = (s: CategoryScores): boolean => HARMFUL.some((c) => flagged(s, c));
const anyFlag = (s: CategoryScores): boolean =>
  (Object.keys(thresholds) as (keyof typeof thresholds)[]).some((c) => flagged(s, c));

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}
const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
function add(counts: Counts, predicted: boolean, actual: boolean): void {
  if (predicted && actual) counts.tp += 1;
  else if (predicted) counts.fp += 1;
  else if (actual) counts.fn += 1;
  else counts.tn += 1;
}
const f1 = (c: Counts): number => (c.tp === 0 ? 0 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn));
const precision = (c: Counts): number => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
const recall = (c: Counts): number => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));
const fmt = (n: number): string => n.toFixed(2);
const pct = (n: number): string => `${(100 * n).toFixed(1)} %`;

// 1. The held-out 20 % of every training source, per source and label.
interface HoldoutRow {
  text: string;
  labels: Record<string, 0 | 1 | null>;
  source: string;
}
const holdout = fs
  .readFileSync(path.join(dataDir, 'holdout.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as HoldoutRow);
const LABEL_FLAGS: Record<string, (s: CategoryScores) => boolean> = {
  toxic: anyHarmful,
  insult: (s) => flagged(s, 'text-harassment'),
  hate: (s) => flagged(s, 'text-hate'),
};
const holdoutCounts = new Map<string, Record<Variant, Counts>>();
for (const row of holdout) {
  const byVariant = Object.fromEntries(VARIANTS.map((v) => [v, scores(row.text, v)])) as Record<
    Variant,
    CategoryScores
  >;
  for (const [label, isFlagged] of Object.entries(LABEL_FLAGS)) {
    const actual = row.labels[label];
    if (actual === null || actual === undefined) continue;
    for (const variant of VARIANTS) {
      const key = `${row.source}\t${label}`;
      const entry = holdoutCounts.get(key) ?? { lexicons: empty(), 'with model': empty() };
      holdoutCounts.set(key, entry);
      add(entry[variant], isFlagged(byVariant[variant]), actual === 1);
    }
  }
}
console.log('### Held-out 20 % of the training sources\n');
console.log(
  '| Source | Label (flagged as) | Rows | Positive | Lexicons P / R / F1 | With model P / R / F1 | Negatives flagged, lexicons → with model |',
);
console.log('| --- | --- | --: | --: | --- | --- | --- |');
for (const [key, entry] of [...holdoutCounts].sort()) {
  const [source, label] = key.split('\t');
  const c = entry['with model'];
  const rows = c.tp + c.fp + c.fn + c.tn;
  const cell = (x: Counts): string =>
    x.tp + x.fn === 0 ? '—' : `${fmt(precision(x))} / ${fmt(recall(x))} / ${fmt(f1(x))}`;
  const fpr = (x: Counts): string => (x.fp + x.tn === 0 ? '—' : pct(x.fp / (x.fp + x.tn)));
  const as = { toxic: 'any harmful category', insult: 'harassment', hate: 'hate' }[label ?? ''];
  console.log(
    `| ${source} | ${label} (${as}) | ${rows} | ${c.tp + c.fn} | ${cell(entry.lexicons)} | ${cell(c)} | ${fpr(entry.lexicons)} → ${fpr(c)} |`,
  );
}

// 2. HateCheck: accuracy per functionality; "hateful" predicted when the hate category is flagged.
const hatecheckFiles = openCommit(
  findMirror(HATECHECK.repo, 'VIGIL_MIRROR_HATECHECK_DATA', values.mirrors),
  HATECHECK.commit,
);
const cases = parseCsv(utf8(hatecheckFiles.read(HATECHECK.file))) as Record<string, string>[];
const byFunctionality = new Map<
  string,
  { n: number; gold: string; right: Record<Variant, number> }
>();
const overall: Record<Variant, number> = { lexicons: 0, 'with model': 0 };
const identityCases: string[] = [];
for (const c of cases) {
  const text = c.test_case ?? '';
  const hateful = c.label_gold === 'hateful';
  const functionality = c.functionality ?? '';
  if (functionality === 'ident_neutral_nh' || functionality === 'ident_pos_nh')
    identityCases.push(text);
  const entry = byFunctionality.get(functionality) ?? {
    n: 0,
    gold: c.label_gold ?? '',
    right: { lexicons: 0, 'with model': 0 },
  };
  byFunctionality.set(functionality, entry);
  entry.n += 1;
  for (const variant of VARIANTS) {
    if (flagged(scores(text, variant), 'text-hate') === hateful) {
      entry.right[variant] += 1;
      overall[variant] += 1;
    }
  }
}
console.log('\n### HateCheck (hateful = the hate category flagged)\n');
console.log('| Functionality | Gold label | Cases | Lexicons | With model |');
console.log('| --- | --- | --: | --: | --: |');
for (const [functionality, entry] of byFunctionality) {
  console.log(
    `| ${functionality} | ${entry.gold} | ${entry.n} | ${pct(entry.right.lexicons / entry.n)} | ${pct(entry.right['with model'] / entry.n)} |`,
  );
}
console.log(
  `| **overall** | | ${cases.length} | ${pct(overall.lexicons / cases.length)} | ${pct(overall['with model'] / cases.length)} |`,
);

// 3. Identity terms are not hate: the share of neutral and positive sentences flagged at all.
const templateFiles = openCommit(
  findMirror(TEMPLATES.repo, 'VIGIL_MIRROR_UNINTENDED_ML_BIAS_ANALYSIS', values.mirrors),
  TEMPLATES.commit,
);
// Only the templates the model did not train on: the held-out 20 %.
const heldOutTemplates = new Set(
  holdout.filter((row) => row.source === 'bias-templates').map((row) => row.text),
);
const templates = (parseCsv(utf8(templateFiles.read(TEMPLATES.file))) as Record<string, string>[])
  .filter((row) => row.toxicity === 'nontoxic' && heldOutTemplates.has((row.phrase ?? '').trim()))
  .map((row) => row.phrase ?? '');
/** The sentences of one of this folder's own files, without blanks and `#` comments. */
const ownSentences = (file: string): string[] =>
  fs
    .readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
const own = ownSentences('./identity-sentences.txt');
console.log('\n### Identity terms: neutral and positive sentences flagged for anything\n');
console.log('| Set | Sentences | Lexicons | With model |');
console.log('| --- | --: | --: | --: |');
for (const [name, set] of [
  ['Bias templates, non-toxic, held out (unintended-ml-bias-analysis)', templates],
  ['HateCheck ident_neutral_nh + ident_pos_nh', identityCases],
  ['Our own (scripts/text-model/identity-sentences.txt)', own],
] as const) {
  const rate = (variant: Variant): number =>
    set.filter((text) => anyFlag(scores(text, variant))).length / Math.max(set.length, 1);
  console.log(
    `| ${name} | ${set.length} | ${pct(rate('lexicons'))} | ${pct(rate('with model'))} |`,
  );
}

// 4. The development sets written for this project (decision 0214): what settings are chosen by.
console.log('\n### Development sets (settings are chosen by these)\n');
console.log('| Set | Sentences | Flagged as | Lexicons | With model |');
console.log('| --- | --: | --- | --: | --: |');
for (const [file, as, isFlagged] of [
  ['hate-dev-sentences.txt', 'hate', (s: CategoryScores) => flagged(s, 'text-hate')],
  ['counter-dev-sentences.txt', 'anything', anyFlag],
  ['identity-dev-sentences.txt', 'anything', anyFlag],
] as const) {
  const set = ownSentences(`./${file}`);
  const rate = (variant: Variant): number =>
    set.filter((text) => isFlagged(scores(text, variant))).length / Math.max(set.length, 1);
  console.log(
    `| ${file} | ${set.length} | ${as} | ${pct(rate('lexicons'))} | ${pct(rate('with model'))} |`,
  );
}
