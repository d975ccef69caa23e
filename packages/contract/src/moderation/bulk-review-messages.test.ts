import { describe, expect, it } from 'vitest';
import {
  BULK_REVIEW_MESSAGES,
  BULK_REVIEW_TEXTS,
  type BulkSummaryEntry,
} from './bulk-review-messages';
import { BULK_DECISION_LIMIT, ZDecideReportsRequestSchema } from './decide-reports';

const made = (delivery: BulkSummaryEntry['delivery'] = 'delivered'): BulkSummaryEntry => ({
  outcome: 'decided',
  decided_by: 'Ada',
  delivery,
});
const taken = (name: string | null): BulkSummaryEntry => ({
  outcome: 'already-decided',
  decided_by: name,
  delivery: null,
});
const refused = (outcome: BulkSummaryEntry['outcome']): BulkSummaryEntry => ({
  outcome,
  decided_by: null,
  delivery: null,
});

describe('BULK_REVIEW_MESSAGES.summary', () => {
  it('counts what was decided and who had decided the rest, each name once', () => {
    const results = [...Array.from({ length: 41 }, () => made()), taken('Sam'), taken('Sam')];
    expect(BULK_REVIEW_MESSAGES.summary('unpublish', results)).toBe(
      '41 unpublished, 2 already decided by Sam.',
    );
    expect(
      BULK_REVIEW_MESSAGES.summary('approve', [made(), taken('Sam'), taken(null), taken('Ada')]),
    ).toBe(
      '1 approved, 1 already decided by a former user, 1 already decided by Ada, 1 already decided by Sam.',
    );
  });

  it('names the refused and failed ones, and the sites not told yet', () => {
    expect(
      BULK_REVIEW_MESSAGES.summary('unpublish', [
        made('retrying'),
        made('no-plugin'),
        made('no-plugin'),
        refused('not-found'),
        refused('not-decidable'),
        refused('failed'),
      ]),
    ).toBe(
      '3 unpublished, 1 not found, 1 not decidable, 1 failed (try them again). One site was not reached yet; they are asked again until they answer. 2 items have no plugin with a callback: take them down on the site by hand.',
    );
    // An approval leaves the content where it is: no site has anything to take down.
    expect(BULK_REVIEW_MESSAGES.summary('approve', [made('no-plugin')])).toBe('1 approved.');
  });
});

describe('the bulk request', () => {
  it('takes one to BULK_DECISION_LIMIT distinct ids', () => {
    const ids = Array.from({ length: BULK_DECISION_LIMIT }, (_, index) => index + 1);
    expect(ZDecideReportsRequestSchema.safeParse({ decision: 'approve', ids }).success).toBe(true);
    const issues = (body: object) =>
      ZDecideReportsRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(issues({ decision: 'approve', ids: [...ids, 0] })).toEqual([
      BULK_REVIEW_MESSAGES.tooManyIds(BULK_DECISION_LIMIT),
    ]);
    expect(issues({ decision: 'approve', ids: [] })).toEqual([BULK_REVIEW_MESSAGES.noIds]);
    // Opaque ids compare by their text: 7 and '7' are the same report.
    expect(issues({ decision: 'approve', ids: [7, '7'] })).toEqual([
      BULK_REVIEW_MESSAGES.repeatedIds,
    ]);
  });

  it('titles the confirmation by decision and count', () => {
    expect(BULK_REVIEW_TEXTS.confirmTitle('unpublish', 1)).toBe('Unpublish 1 item?');
    expect(BULK_REVIEW_TEXTS.confirmTitle('approve', 5)).toBe('Approve 5 items?');
  });
});
