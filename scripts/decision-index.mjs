// Writes docs/decisions/README.md: every decision with its status, read from the files.
import fs from 'node:fs';
import path from 'node:path';
const dir = process.argv[2] ?? path.join(import.meta.dirname, '..', 'docs', 'decisions');
const files = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.*\.md$/.test(f))
  .sort();
const changedBy = new Map(); // number -> Set of later numbers that change it
const extra = {
  // Later decisions that amend an earlier one with a note in its text, not a status line.
  '0080': ['0120'],
  '0088': ['0120'],
};
for (const f of files) {
  const n = f.slice(0, 4);
  const text = fs.readFileSync(path.join(dir, f), 'utf8');
  for (const m of text.matchAll(/[Ss]uperseded in part by (\d{4})/g)) {
    if (!changedBy.has(n)) changedBy.set(n, new Set());
    changedBy.get(n).add(m[1]);
  }
}
for (const [n, bys] of Object.entries(extra)) {
  if (!changedBy.has(n)) changedBy.set(n, new Set());
  for (const b of bys) changedBy.get(n).add(b);
}
const rows = files.map((f) => {
  const n = f.slice(0, 4);
  const text = fs.readFileSync(path.join(dir, f), 'utf8');
  const title = text.split('\n')[0].replace(/^# \d{4} — /, '');
  // A decision measured and not taken says so on its status line; it is listed as rejected.
  if (/Status: rejected/.test(text)) return `| [${n}](${f}) | ${title} | rejected |`;
  const by = [...(changedBy.get(n) ?? [])].sort();
  const status = by.length ? `accepted; superseded in part by ${by.join(', ')}` : 'accepted';
  return `| [${n}](${f}) | ${title} | ${status} |`;
});
const out = `# Decision records

One short file per decision: context, decision, consequences. Code and docs refer to a
decision by its number. A decision that a later one changes in part stays here, marked with
the number that changed it; read both. New decisions carry a date and status line under their
title; this index is the status of every one (regenerate it with
\`node scripts/decision-index.mjs\`).

| # | decision | status |
| --- | --- | --- |
${rows.join('\n')}
`;
fs.writeFileSync(path.join(dir, 'README.md'), out);
