/**
 * The p50, p95 and p99 of each timed call. vitest's table shows the mean, p75 and p99 but the
 * targets are stated as p50 and p95, so the bench functions time themselves here as well and
 * the table is printed (and written under test-results/) when the file ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface PercentileRow {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Percentiles {
  /**
   * Wraps a bench function so each call's duration is kept under `name`, but for the first
   * `warmup` calls (tinybench's warm-up, which vitest runs before the measured calls).
   * `settle` runs once between the warm-up and the first measured call, outside any timing.
   */
  timed(
    name: string,
    warmup: number,
    work: () => Promise<unknown>,
    settle?: () => void,
  ): () => Promise<void>;
  /** A duration measured elsewhere (a one-off such as generation). */
  record(name: string, ms: number): void;
  rows(): PercentileRow[];
  row(name: string): PercentileRow | undefined;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function createPercentiles(): Percentiles {
  const samples = new Map<string, number[]>();
  const record = (name: string, ms: number) => {
    const list = samples.get(name);
    if (list) list.push(ms);
    else samples.set(name, [ms]);
  };
  const summarise = (name: string, list: readonly number[]): PercentileRow => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      name,
      samples: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  };
  return {
    timed(name, warmup, work, settle) {
      let calls = 0;
      return async () => {
        if (calls === warmup) settle?.();
        const started = performance.now();
        await work();
        calls += 1;
        if (calls > warmup) record(name, performance.now() - started);
      };
    },
    record,
    rows: () => [...samples].map(([name, list]) => summarise(name, list)),
    row(name) {
      const list = samples.get(name);
      return list ? summarise(name, list) : undefined;
    },
  };
}

/**
 * A full garbage collection now. The plain yardstick reads a million rows into this process
 * and leaves the garbage to whatever runs next; a server does not run it beside its reads, so
 * the roll-up reads are timed from a settled heap (their own garbage still counts).
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc === 'function') gc();
}

export const formatMs = (ms: number): string =>
  ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);

/** Prints `markdown` and keeps it in test-results/<file> for the write-up. */
export function writeResults(file: string, markdown: string): void {
  const folder = path.resolve('test-results');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, file), markdown);
  console.log(`\n${markdown}\n(written to test-results/${file})`);
}
