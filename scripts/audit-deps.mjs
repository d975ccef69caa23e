// `npm run audit:deps` (issue 17, decision 0188): `npm audit --omit=dev` over the lockfile;
// fails on any high or critical advisory of a production dependency. When the registry's
// advisory endpoint cannot be read (this workplace's registry answers it 405), it says so
// plainly and does not fail: no advisory was checked, and the CI log shows that it was not.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  const why = report.message ?? report.error?.summary ?? 'no advisories in the answer';
  console.log(
    `npm audit: NOT CHECKED — the registry's advisory endpoint could not be read (${why}).`,
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities ?? {};
const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  ['high', 'critical'].includes(entry.severity),
);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
for (const entry of serious) console.log(`  ${entry.severity}: ${entry.name} ${entry.range}`);
process.exit(serious.length > 0 ? 1 : 0);
