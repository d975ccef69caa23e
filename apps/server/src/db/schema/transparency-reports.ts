/** Monthly transparency reports (migration 20261125120100, decision 0161). */
export interface TransparencyReportsTable {
  id: string;
  tenant_id: string;
  /** 'YYYY-MM', UTC. */
  month: string;
  status: 'final' | 'partial';
  /** 'YYYY-MM-DD', both inclusive. */
  period_from: string;
  period_to: string;
  generated_at: string;
  /** null: the monthly job. */
  generated_by: string | null;
  /** JSON of the contract's ZTransparencyFiguresSchema. */
  figures: string;
  /** The canonical CSV, byte for byte as downloaded. */
  csv: string;
  /** Lower-case hex SHA-256 of `csv` as UTF-8. */
  sha256: string;
}
