/** The names the server gives to gathered entries of the dashboard's charts (decision 0141). */
export const CHART_LABELS = {
  /** Console users deleted since they decided: their counts are kept, under one name. */
  formerUsers: 'Former users',
  /** Domains deleted since their items arrived: their history stays, under one name. */
  deletedDomains: 'Deleted domains',
} as const;
