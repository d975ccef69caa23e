/**
 * GET /report/author-history (decision 0181): what became of one author's items across the
 * tenant's domains, as far as the caller may see them, with the author rule of each domain.
 * An author with nothing visible is answered with zero totals rather than 404, so the answer
 * never tells a moderator whether the author wrote on another group's domains.
 */
import {
  AUTHOR_HISTORY_EXCERPT,
  AUTHOR_HISTORY_RECENT,
  type AuthorOutcome,
  type TAuthorDomain,
  type TAuthorHistoryQuery,
  type TAuthorHistoryResponse,
  type TAuthorOutcomes,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import type { AuthorStatusCount, ReportViewer } from '../reports/reports.service';
import { authorRuleKinds } from '../rules/domain-rules.service';

/** Which outcome each status counts as; PENDING and MODERATE are both still undecided. */
const OUTCOME_OF: Readonly<Record<string, AuthorOutcome>> = {
  CLEAN: 'clean',
  MANUALLY_IGNORED: 'approved',
  PENDING: 'waiting',
  MODERATE: 'waiting',
  AUTO_UNPUBLISHED: 'auto_unpublished',
  MANUALLY_UNPUBLISHED: 'manually_unpublished',
};

const noOutcomes = (): TAuthorOutcomes => ({
  clean: 0,
  approved: 0,
  waiting: 0,
  auto_unpublished: 0,
  manually_unpublished: 0,
});

interface Tally {
  domain_id: string | null;
  domain: string;
  total: number;
  outcomes: TAuthorOutcomes;
  first_seen: string;
  last_seen: string;
}

function add(tally: Tally, row: AuthorStatusCount): void {
  tally.total += row.count;
  const outcome = OUTCOME_OF[row.status];
  // A status the engine does not write is counted in the total only.
  if (outcome !== undefined) tally.outcomes[outcome] += row.count;
  if (row.first_seen < tally.first_seen) tally.first_seen = row.first_seen;
  if (row.last_seen > tally.last_seen) tally.last_seen = row.last_seen;
}

function tallyByDomain(rows: readonly AuthorStatusCount[]): Tally[] {
  const byDomain = new Map<string, Tally>();
  for (const row of rows) {
    // Deleted domains have no id; their items are kept apart by the host they came from.
    const key = row.domain_id ?? `deleted:${row.domain}`;
    let tally = byDomain.get(key);
    if (!tally) {
      tally = {
        domain_id: row.domain_id,
        domain: row.domain,
        total: 0,
        outcomes: noOutcomes(),
        first_seen: row.first_seen,
        last_seen: row.last_seen,
      };
      byDomain.set(key, tally);
    }
    add(tally, row);
  }
  return [...byDomain.values()].sort(
    (a, b) => b.total - a.total || a.domain.localeCompare(b.domain),
  );
}

export async function authorHistory(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TAuthorHistoryQuery,
): Promise<TAuthorHistoryResponse> {
  const { reports } = ctx.services;
  const { username } = query;
  const [counts, recent, rules] = await Promise.all([
    reports.countAuthorReports(viewer, username),
    reports.listAuthorRecent(viewer, username, AUTHOR_HISTORY_RECENT, AUTHOR_HISTORY_EXCERPT),
    authorRuleKinds(ctx, viewer.tenantId, username),
  ]);
  const tallies = tallyByDomain(counts);
  const outcomes = noOutcomes();
  for (const tally of tallies) {
    for (const [outcome, count] of Object.entries(tally.outcomes)) {
      outcomes[outcome as AuthorOutcome] += count;
    }
  }
  const domains: TAuthorDomain[] = tallies.map((tally) => ({
    ...tally,
    first_seen: toApiTimestamp(tally.first_seen),
    last_seen: toApiTimestamp(tally.last_seen),
    rule: tally.domain_id === null ? null : (rules.get(tally.domain_id) ?? null),
  }));
  const firsts = tallies.map((tally) => tally.first_seen).sort();
  const lasts = tallies.map((tally) => tally.last_seen).sort();
  const first = firsts[0];
  const last = lasts.at(-1);
  return {
    data: {
      username,
      total: tallies.reduce((sum, tally) => sum + tally.total, 0),
      outcomes,
      first_seen: first === undefined ? null : toApiTimestamp(first),
      last_seen: last === undefined ? null : toApiTimestamp(last),
      domains,
      recent: recent.map((row) => ({
        ...row,
        submitted_at: toApiTimestamp(row.submitted_at),
      })),
    },
  };
}
