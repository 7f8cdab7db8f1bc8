import { readFileSync, writeFileSync } from 'node:fs';

/** What a server process uses, read from Linux's /proc: memory at its peak, CPU time. */

/** A figure of /proc/<pid>/status (Linux), in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`No ${field} for process ${pid}`);
  return Number(match[1]) / 1024;
}

export interface PeakMemory<T> {
  /** Resident memory when `work` began (MB). */
  before: number;
  /** The highest resident memory while it ran (MB). */
  peak: number;
  /** peak − before: what the work cost the process at its worst. */
  growth: number;
  result: T;
}

/**
 * How far a process's resident memory rose while `work` ran: its high-water mark (VmHWM) is reset
 * to the current size first (clear_refs 5), so earlier peaks do not count.
 */
export async function peakMemoryDuring<T>(pid: number, work: () => Promise<T>): Promise<PeakMemory<T>> {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = statusMb(pid, 'VmRSS');
  const result = await work();
  const peak = statusMb(pid, 'VmHWM');
  return { before, peak, growth: peak - before, result };
}

/** CPU time the process has used so far, user and system (seconds). */
export function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name (which may hold blanks).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
