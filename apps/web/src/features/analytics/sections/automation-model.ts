/**
 * Automation quality as rows (decision 0171). Of the items judged, the engine decided some
 * itself (passed clean or unpublished) and sent the rest to review; a reversal is a moderator
 * undoing one of its own decisions, so the reversal rate is the share of its decisions that
 * were wrong (a precision signal). The review approval rate is the share of reviewed flags a
 * person found harmless.
 */
import { ANALYTICS_SCREEN_TEXTS as T, type TAutomationRow } from '@vigil/contract';
import { neutraliseText } from '../../../lib/neutral-text';
import type { AutomationRows } from '../filters/url-filters';
import { countCell, percentCell, rate, textCell, type TableModel } from '../table/table-model';

export interface AutomationRates {
  automatic: number;
  automaticShare: number | null;
  reversed: number;
  reversalRate: number | null;
  reviewed: number;
  reviewApproved: number;
  reviewApprovalRate: number | null;
}

export function automationRates(row: TAutomationRow): AutomationRates {
  const automatic = row.passed_clean + row.auto_unpublished;
  const reversed = row.reversed_clean + row.reversed_unpublish;
  const reviewed = row.review_approved + row.review_unpublished;
  return {
    automatic,
    automaticShare: rate(automatic, row.judged),
    reversed,
    reversalRate: rate(reversed, automatic),
    reviewed,
    reviewApproved: row.review_approved,
    reviewApprovalRate: rate(row.review_approved, reviewed),
  };
}

export interface RateBar {
  label: string;
  rate: number;
}

export function automationView(
  rows: readonly TAutomationRow[],
  by: AutomationRows,
): { model: TableModel; bars: RateBar[] } {
  const name = by === 'scanner' ? T.byScanner : T.byCategory;
  const model: TableModel = {
    caption: `${T.automationTitle}: ${name}`,
    columns: [
      { key: 'name', header: name, kind: 'text' },
      { key: 'judged', header: T.judgedColumn, kind: 'count' },
      { key: 'automatic', header: T.automaticShareColumn, kind: 'percent' },
      { key: 'reversal', header: T.reversalRateColumn, kind: 'percent' },
      { key: 'approval', header: T.reviewApprovalColumn, kind: 'percent' },
    ],
    rows: rows.map((row) => {
      const rates = automationRates(row);
      return {
        key: row.key,
        cells: [
          textCell(neutraliseText(row.label)),
          countCell(row.judged),
          percentCell(rates.automaticShare),
          percentCell(rates.reversalRate),
          percentCell(rates.reviewApprovalRate),
        ],
      };
    }),
  };
  // Rows where the engine decided nothing have no rate to draw.
  const bars = rows.flatMap((row) => {
    const reversal = automationRates(row).reversalRate;
    return reversal === null ? [] : [{ label: neutraliseText(row.label), rate: reversal }];
  });
  return { model, bars };
}
