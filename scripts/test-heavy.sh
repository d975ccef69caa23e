#!/usr/bin/env bash
# `npm run test:heavy` (issue 17, decision 0188): the long suites, on the database DATABASE_URL
# names, or on SQLite without it. Parts, all by default, or those named as arguments:
#   fuzz       every route fuzzed 300 times
#   crash      the crash storm: SIGKILLs during 10,000 submissions and during decisions
#   instances  two instances on one database, and two API instances with two workers
#              (decision 0199); PostgreSQL only, so without DATABASE_URL it runs on a
#              throwaway cluster of its own
# e.g. `npm run test:heavy -- crash`.
set -euo pipefail
cd "$(dirname "$0")/.."
# One report per part and database, so CI's summary counts the SQLite and PostgreSQL passes.
DB="sqlite"
if [ -n "${DATABASE_URL:-}" ]; then DB="postgres"; fi
PARTS=("$@")
if [ ${#PARTS[@]} -eq 0 ]; then PARTS=(fuzz crash instances); fi

for part in "${PARTS[@]}"; do
  case "$part" in
    fuzz)
      VIGIL_FUZZ_RUNS=300 npx vitest run --project server apps/server/src/http/route-fuzz.test.ts \
        --outputFile.json="test-results/vitest-heavy-fuzz-$DB.json"
      ;;
    crash)
      npx vitest run --project heavy crash-storm \
        --outputFile.json="test-results/vitest-heavy-crash-$DB.json"
      ;;
    instances)
      if [ -n "${DATABASE_URL:-}" ]; then
        npx vitest run --project heavy two-instances process-roles \
          --outputFile.json="test-results/vitest-heavy-instances-$DB.json"
      else
        PG_PORT="${PG_PORT:-55561}" scripts/with-postgres.sh npx vitest run --project heavy \
          two-instances process-roles --outputFile.json="test-results/vitest-heavy-instances-$DB.json"
      fi
      ;;
    *)
      echo "unknown part: $part (fuzz, crash, instances)" >&2
      exit 2
      ;;
  esac
done
