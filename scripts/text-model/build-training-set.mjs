// Builds the text model's training set from the sources in training-sources.mjs, read out of
// local git mirrors at pinned commits. Same mirrors in, byte-identical files out.
//
//   node scripts/text-model/build-training-set.mjs [out-dir] [--mirrors <folder>] [--sources <ids>]
//
// out-dir     default /tmp/vigil-text-model; gets train.jsonl, holdout.jsonl, summary.json
// --mirrors   a folder of mirrors (owner+name/repo, owner+name.git, name.git, ...); a
//             VIGIL_MIRROR_<NAME> variable (e.g. VIGIL_MIRROR_TOXIC_SPANS) overrides one
// --sources   comma-separated source ids, or "all"; default every source that is not opt-in
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findMirror, openCommit } from './mirror-files.mjs';
import { LABELS, SOURCES, mirrorEnvVar } from './training-sources.mjs';

const HOLDOUT_PERCENT = 20;

// A missing mirror, commit or file is a message, not a stack trace.
process.on('uncaughtException', (error) => {
  console.error(`build-training-set: ${error.message}`);
  process.exit(1);
});

const { values: options, positionals } = parseArgs({
  options: {
    mirrors: { type: 'string' },
    sources: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
});

if (options.help) {
  console.log(
    'usage: build-training-set.mjs [out-dir] [--mirrors <folder>] [--sources <ids>|all]\n' +
      SOURCES.map(
        (s) => `  ${s.id}${s.optIn ? ' (opt-in)' : ''}: ${s.repo} (${mirrorEnvVar(s.repo)})`,
      ).join('\n'),
  );
  process.exit(0);
}

const outDir = positionals[0] ?? '/tmp/vigil-text-model';
const selected = selectSources(options.sources);

/** The duplicate key: case and runs of whitespace do not make a text new. */
const normalise = (text) => text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
const sha256 = (data) => createHash('sha256').update(data).digest();

const seen = new Map(); // normalised text -> the record that kept it
const records = [];
const stats = new Map();

for (const source of selected) {
  // The project's own files are read from this folder; every other source from its mirror.
  const files = source.local
    ? { read: (file) => fs.readFileSync(new URL(file, import.meta.url)) }
    : openCommit(
        findMirror(source.repo, mirrorEnvVar(source.repo), options.mirrors),
        source.commit,
      );
  const stat = {
    repository: source.repo,
    commit: source.commit,
    licence: source.licence,
    files: source.files,
    rowsRead: 0,
    skipped: {},
    // Before duplicates are dropped: what the source itself says, per label.
    labelled: emptyCounts(),
    duplicatesDropped: 0,
    duplicatesWithOtherLabels: 0,
  };
  stats.set(source.id, stat);
  for (const row of source.rows(files)) {
    stat.rowsRead += 1;
    const text = row.skip ? '' : row.text.trim();
    const reason =
      row.skip ??
      (text === ''
        ? 'empty text'
        : LABELS.every((label) => row.labels[label] === null)
          ? 'no label known'
          : null);
    if (reason) {
      stat.skipped[reason] = (stat.skipped[reason] ?? 0) + 1;
      continue;
    }
    addCounts(stat.labelled, row.labels);
    const key = normalise(text);
    const kept = seen.get(key);
    if (kept) {
      stat.duplicatesDropped += 1;
      if (JSON.stringify(kept.labels) !== JSON.stringify(row.labels)) {
        stat.duplicatesWithOtherLabels += 1;
      }
      continue;
    }
    const hash = sha256(key);
    // The split follows the text alone (a written sentence, its frame), so a text lands on
    // the same side in every build.
    // A sentence taken from a post (`splitWith`) goes where the post goes.
    const splitHash =
      row.frame !== undefined
        ? sha256(`frame ${row.frame}`)
        : row.splitWith !== undefined
          ? sha256(normalise(row.splitWith))
          : hash;
    const holdout = splitHash.readUInt32BE(0) % 100 < HOLDOUT_PERCENT;
    const record = {
      hash: hash.toString('hex'),
      holdout,
      text,
      labels: row.labels,
      source: source.id,
      ...(row.frame === undefined ? {} : { frame: row.frame }),
    };
    seen.set(key, record);
    records.push(record);
  }
}

// Ordered by hash: the sources interleave as if shuffled, the same way every time.
records.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));

fs.mkdirSync(outDir, { recursive: true });
const outputs = {};
for (const [name, holdout] of [
  ['train.jsonl', false],
  ['holdout.jsonl', true],
]) {
  const lines = records
    .filter((r) => r.holdout === holdout)
    .map(
      (r) =>
        JSON.stringify({ text: r.text, labels: r.labels, source: r.source, frame: r.frame }) + '\n',
    );
  const data = lines.join('');
  fs.writeFileSync(path.join(outDir, name), data);
  outputs[name] = { rows: lines.length, sha256: sha256(data).toString('hex') };
}

const summary = {
  holdoutPercent: HOLDOUT_PERCENT,
  labels: LABELS,
  outputs,
  totals: { train: countLabels(records, false), holdout: countLabels(records, true) },
  sources: Object.fromEntries(
    [...stats].map(([id, stat]) => {
      const own = records.filter((r) => r.source === id);
      return [id, { ...stat, train: countLabels(own, false), holdout: countLabels(own, true) }];
    }),
  ),
};
fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');

for (const [id, s] of Object.entries(summary.sources)) {
  console.log(
    `${id}: read ${s.rowsRead}, kept ${s.train.rows} train + ${s.holdout.rows} holdout ` +
      `(${s.duplicatesDropped} duplicates, ${Object.values(s.skipped).reduce((a, b) => a + b, 0)} skipped)`,
  );
}
console.log(
  `train.jsonl ${outputs['train.jsonl'].rows}, holdout.jsonl ${outputs['holdout.jsonl'].rows} -> ${outDir}`,
);

function selectSources(list) {
  if (!list) return SOURCES.filter((s) => !s.optIn);
  if (list === 'all') return SOURCES;
  const ids = list.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !SOURCES.some((s) => s.id === id));
  if (unknown.length > 0) {
    throw new Error(`unknown source ${unknown.join(', ')}; known: ${SOURCES.map((s) => s.id)}`);
  }
  // Always in SOURCES order, which decides who keeps a duplicate.
  return SOURCES.filter((s) => ids.includes(s.id));
}

/** Rows, and per label how many say 1, 0 and nothing, on one side of the split. */
function countLabels(rows, holdout) {
  const counts = emptyCounts();
  for (const row of rows) if (row.holdout === holdout) addCounts(counts, row.labels);
  return counts;
}

function emptyCounts() {
  const counts = { rows: 0 };
  for (const label of LABELS) counts[label] = { positive: 0, negative: 0, unknown: 0 };
  return counts;
}

function addCounts(counts, labels) {
  counts.rows += 1;
  for (const label of LABELS) {
    const value = labels[label];
    counts[label][value === 1 ? 'positive' : value === 0 ? 'negative' : 'unknown'] += 1;
  }
}
