/** Percentiles and medians of the benchmark's measurements. */

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** The nearest-rank percentile of ascending values (NaN for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each percentile's median over several runs (one figure per round, say). */
export function medianPercentiles(runs: readonly Percentiles[]): Percentiles {
  return { p50: median(runs.map((run) => run.p50)), p95: median(runs.map((run) => run.p95)), p99: median(runs.map((run) => run.p99)) };
}

/** "1.2 / 3.4 / 5.6 ms": p50, p95, p99 for a table cell. */
export const formatPercentiles = ({ p50, p95, p99 }: Percentiles) => `p50 ${p50.toFixed(1)}, p95 ${p95.toFixed(1)}, p99 ${p99.toFixed(1)} ms`;
