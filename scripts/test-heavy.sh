#!/usr/bin/env bash
# `npm run test:heavy` (issue 17): the long suites, on the database DATABASE_URL names, or on
# SQLite without it. Route fuzzing at 300 runs a route; the crash storm (SIGKILLs during 10,000
# submissions and during decisions); two instances on one database, which is PostgreSQL only:
# without DATABASE_URL that one runs on a throwaway cluster of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
# One report per run and database, so CI's summary counts the SQLite and PostgreSQL passes.
DB="sqlite"
if [ -n "${DATABASE_URL:-}" ]; then DB="postgres"; fi

VIGIL_FUZZ_RUNS=300 npx vitest run --project server apps/server/src/http/route-fuzz.test.ts \
  --outputFile.json=test-results/vitest-heavy-fuzz-$DB.json
npx vitest run --project heavy crash-storm --outputFile.json=test-results/vitest-heavy-crash-$DB.json
if [ -n "${DATABASE_URL:-}" ]; then
  npx vitest run --project heavy two-instances \
    --outputFile.json=test-results/vitest-heavy-instances-$DB.json
else
  PG_PORT="${PG_PORT:-55561}" scripts/with-postgres.sh npx vitest run --project heavy two-instances \
    --outputFile.json=test-results/vitest-heavy-instances-$DB.json
fi
