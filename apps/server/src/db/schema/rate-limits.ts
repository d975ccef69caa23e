/**
 * Fixed-window counters for brute-force protection, in the database so every instance sees
 * the same counts. Not tenant data: keys name an account or an address.
 */
export interface RateLimitsTable {
  key: string;
  window_started_at: string;
  hits: number;
}
