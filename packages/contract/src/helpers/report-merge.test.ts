import { describe, expect, it } from 'vitest';
import { markReportRead, mergeReports, type TLocalReport } from './report-merge';

interface Report {
  _id: string | number;
  status: string;
  updated_at?: string;
}

const read = (report: Report): TLocalReport<Report> => ({ ...report, _new: false });

describe('mergeReports', () => {
  it('adds unseen reports as new, ahead of the ones already listed', () => {
    const current = [read({ _id: 1, status: 'MODERATE' })];
    expect(mergeReports(current, [{ _id: 2, status: 'PENDING' }])).toEqual([
      { _id: 2, status: 'PENDING', _new: true },
      { _id: 1, status: 'MODERATE', _new: false },
    ]);
  });

  it('replaces a report with the same _id in place and marks it new', () => {
    const current = [read({ _id: 1, status: 'MODERATE' }), read({ _id: 2, status: 'MODERATE' })];
    expect(mergeReports(current, [{ _id: 1, status: 'CLEAN' }])).toEqual([
      { _id: 1, status: 'CLEAN', _new: true },
      { _id: 2, status: 'MODERATE', _new: false },
    ]);
  });

  it('keeps an entry and its read state when it arrives again unchanged', () => {
    const seen = read({ _id: 1, status: 'MODERATE', updated_at: '2026-11-21T09:00:00Z' });
    expect(
      mergeReports([seen], [{ _id: 1, status: 'MODERATE', updated_at: '2026-11-21T09:00:00Z' }]),
    ).toEqual([seen]);
    expect(
      mergeReports([seen], [{ _id: 1, status: 'CLEAN', updated_at: '2026-11-21T09:00:05Z' }]),
    ).toEqual([{ _id: 1, status: 'CLEAN', updated_at: '2026-11-21T09:00:05Z', _new: true }]);
  });

  it('matches ids by their text, so 1 and "1" are one report', () => {
    const current = [read({ _id: 1, status: 'MODERATE' })];
    expect(mergeReports(current, [{ _id: '1', status: 'CLEAN' }])).toHaveLength(1);
  });

  it('keeps one entry, the last, when a batch repeats an id', () => {
    const merged = mergeReports<Report>(
      [],
      [
        { _id: 'a', status: 'PENDING' },
        { _id: 'a', status: 'MODERATE' },
      ],
    );
    expect(merged).toEqual([{ _id: 'a', status: 'MODERATE', _new: true }]);
  });

  it('does not mutate its inputs', () => {
    const current = [read({ _id: 1, status: 'MODERATE' })];
    const incoming = [{ _id: 1, status: 'CLEAN' }];
    mergeReports(current, incoming);
    expect(current).toEqual([{ _id: 1, status: 'MODERATE', _new: false }]);
    expect(incoming).toEqual([{ _id: 1, status: 'CLEAN' }]);
  });
});

describe('markReportRead', () => {
  it('clears _new on that report only', () => {
    const reports = mergeReports<Report>(
      [],
      [
        { _id: 1, status: 'MODERATE' },
        { _id: 2, status: 'MODERATE' },
      ],
    );
    expect(markReportRead(reports, '2').map((report) => report._new)).toEqual([true, false]);
  });

  it('returns the same objects for reports it does not change', () => {
    const reports = [read({ _id: 1, status: 'CLEAN' })];
    const result = markReportRead(reports, 1);
    expect(result[0]).toBe(reports[0]);
  });
});
