/**
 * The names Analytics puts on what has no name of its own (decision 0170). Deleted domains
 * and former users are named as on the dashboard (CHART_LABELS).
 */
import type { NamedCategory } from '../dashboard/dashboard.queries';

export const ANALYTICS_LABELS = {
  /** The series gathering everything past ANALYTICS_MAX_SERIES. */
  other: 'Other',
  /** Items no category scored: domain rules, unscanned content, nothing over 0. */
  noCategory: 'No category scored it',
  noScanner: 'No scanner scored it',
  /** The automation figures of every item judged. */
  allJudged: 'All items judged',
} as const;

/** A category by its shown name ("Nudity · Image" where two scanners share the name). */
export const categoryLabel = (
  categories: ReadonlyMap<string, NamedCategory>,
  categoryId: string,
): string => categories.get(categoryId)?.name ?? categoryId;
